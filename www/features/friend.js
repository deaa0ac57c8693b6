// @ts-check
// Play a friend: a game on a game server (crates/daldos-server), played
// from two devices and watched from others (docs/server.md; the design in
// docs/dev/architecture.md, "Play a friend"). When a server answers, the
// start card has "Play a friend" (the dialog and the box beside the board:
// friend-card.js); a link's token is in the address's fragment, which no
// browser sends to a server. The game is an `online` session (session.js):
// a facade game that mirrors the server's, played forward with the
// server's roll-off (thrown once both seats are there), throws and moves
// as its `state` messages bring them; this screen's moves are sent once
// made (`moved`, one at a time). Whenever the mirror and the server's view
// differ, the game is read again from the server's record. After the end,
// Rematch (friend-rematch.js) opens the server's link to the new game.

import { connect, createGame, madeHere, Refused, remember, serverAnswers, tokenIn } from '../online.js';
import { createThrowHandoff } from '../friend-throws.js';
import { addFriendButton, addLeaveNote, sayBadLink } from '../friend-start.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, wasm, info, session, panel, options } = c;
  const server = c.settings.screen.server ?? location.origin + '/';
  const base = options.shareBase || (() => location.href);
  let made = /** @type {import('../online.js').Created | null} the game made here, its links */ (null);
  let conn = /** @type {ReturnType<typeof connect> | null} */ (null);
  let role = /** @type {'a' | 'b' | 'watch' | null} */ (null);
  /** The opponent's side while its page is not connected. */
  let opponentAway = /** @type {'a' | 'b' | null} */ (null);
  /** @type {import('../online.js').ServerState | null} the last state heard */
  let last = null;
  /** @type {any} the parts (friend-card.js), loaded once a server answers */
  let ui = null;
  let box = /** @type {ReturnType<typeof import('../friend-card.js').createFriendBox> | null} */ (null);
  let rematch = /** @type {ReturnType<typeof import('../friend-rematch.js').createRematch> | null} */ (null);
  /** The server's throws, handed to the turn loop (`remoteThrow`). */
  const throws = createThrowHandoff();
  /** Why the server closed the connection (`flooded`, `tooBig`), until it is open again. */
  let dropped = /** @type {string | null} */ (null);
  let rounds = /** @type {any} */ (null);
  /** Moves made here, not yet acknowledged; `sent`: one is on its way. */
  const outbox = /** @type {import('daldos-web').MoveData[]} */ ([]);
  let sent = false;
  let resend = false; // (the connection was lost: the outbox goes again with the next state)
  /** The server's messages, handled one after another. */
  let queue = Promise.resolve();
  const title = document.title;
  const leaveNote = addLeaveNote(c);

  const throwText = (dice) => dice.join('+');
  /** @type {import('../session.js').Traits} */
  let traits = {
    kind: 'online',
    final: true,
    plays: (side) => side === role,
    remoteThrow: () => throws.take(() => !!last && !!conn?.send({ type: 'throw', version: last.version })),
    moved: (move) => {
      if (!fromServer) {
        outbox.push(move);
        flush();
      }
    },
    rollOff: () => {
      const r = rounds;
      rounds = null;
      for (const { a, b } of r.rounds) s.game?.rollOffWith(throwText(a), throwText(b));
      return r;
    },
    resign: () => last && conn?.send({ type: 'resign', version: last.version }),
  };
  /** Whether the move being made came from the server (not to be sent back). */
  let fromServer = false;

  function flush() {
    if (sent || !outbox.length || !last) return;
    const { from, via, to, dice } = /** @type {import('daldos-web').MoveData} */ (outbox[0]);
    sent = !!conn?.send({ type: 'move', version: last.version, from, ...(via ? { via } : {}), to, dice });
  }

  /** The server's view and the mirror's agree (nothing moved unseen). */
  function agrees(sv) {
    const v = s.game?.view();
    return !!v && v.position === sv.position && v.phase === sv.phase && v.throws === sv.throws && throwText(v.current?.dice ?? []) === throwText(sv.current?.dice ?? []);
  }

  /** The game read afresh from the server's record, on the board. */
  function reread(st) {
    panel.say('');
    outbox.length = 0;
    sent = false;
    const game = wasm.Game.fromRecord(st.record);
    const cfg = { mode: 'pvp', level: s.cfg.level, size: st.view.size, variants: st.view.variants, human: role === 'b' ? 'b' : 'a', seed: null };
    session.online(game, cfg, traits);
  }

  /** Waiting for the turn loop to be done with what it runs. */
  const waiters = /** @type {(() => void)[]} */ ([]);
  session.on('draw', () => {
    if (!s.busy) waiters.splice(0).forEach((fn) => fn());
  });
  /** The turn loop, done with what it runs (a throw rolling, a move). */
  const settled = () => new Promise((resolve) => (s.busy ? waiters.push(() => resolve(undefined)) : resolve(undefined)));

  async function onState(st) {
    const before = last;
    last = st;
    const ev = st.event;
    const mine = ev && 'side' in ev && ev.side === role;
    if (s.session !== traits) reread(st);
    else if (mine && ev.kind === 'move' && outbox.length) {
      // This screen's move acknowledged: the next one goes.
      outbox.shift();
      sent = false;
      flush();
    } else if (ev && before && st.version === before.version + 1 && !agrees(st.view)) {
      const my = s.token;
      fromServer = true;
      try {
        if (ev.kind === 'rollOff' && s.view?.phase === 'rollOff') {
          rounds = ev;
          await session.controller.rollOff();
        } else if (ev.kind === 'throw' && throws.give(throwText(ev.dice))) {
          await Promise.resolve();
          await settled();
        } else if (ev.kind === 'throw') {
          // (Kept by the hand-off for the throw the controller now asks for.)
          await session.controller.doThrow(my);
          if (my === s.token) session.controller.advance();
        } else if (ev.kind === 'move' && s.game?.isLegalMove(ev.move)) {
          await session.controller.playMove(ev.move, my);
          if (my === s.token) session.controller.advance();
        } else if (ev.kind === 'resign') session.resigned(ev.side);
      } finally {
        fromServer = false;
      }
    }
    if (s.session === traits && !outbox.length && !s.busy && !agrees(st.view)) reread(st);
    if (resend) (resend = false), (sent = false), flush(); // (moves made while the connection was down)
    draw();
  }

  /** The rematch made: this page's own link to the new game, opened in a new session (no reload). */
  function follow(m) {
    history.replaceState(null, '', '#' + new URLSearchParams({ [m.role === 'watch' ? 'watch' : 'play']: m.link.token }).toString());
    traits = { ...traits };
    made = null;
    s.focusPending = true;
    join({ token: m.link.token, watch: m.role === 'watch' });
  }

  function onMessage(m) {
    if (m.type === 'welcome') {
      role = m.role;
      made = made?.game === m.game ? made : madeHere(m.game);
      const invite = made && role !== 'watch' ? (role === 'a' ? made.dark : made.light).token : null;
      box?.show(role, invite && linkOf('play', invite), made && role !== 'watch' ? linkOf('watch', made.watch.token) : null);
    }
    else if (m.type === 'state') queue = queue.then(() => onState(m)).catch((err) => console.warn('daldos-game: online game:', err));
    else if (m.type === 'rematch') queue = queue.then(() => follow(m));
    else if (m.type === 'presence') {
      // The opponent's seat (a player's page only): away, or back.
      const other = role === 'a' ? 'b' : role === 'b' ? 'a' : null;
      const gone = other && !m[other] ? other : null;
      if (gone && gone !== opponentAway && last?.view.phase !== 'rollOff') panel.speak(T.friendAway(T.sideName[gone]));
      opponentAway = gone;
      draw();
    } else if (m.type === 'said') {
      const text = T.friendSaid(T.sideName[m.by], T.presets[m.message]);
      box?.heard(text);
      panel.speak(text);
    } else if (m.type === 'error') {
      console.warn(`daldos-game: the server refused: ${m.code}: ${m.message}`);
      // Refused before a welcome (no such game, a token too long): the link is not
      // valid, and is not tried again (a reopen would be refused again, for ever).
      if (m.code === 'badToken' || (role === null && m.code !== 'unavailable')) {
        conn?.close();
        conn = null;
        joined = null;
        // (On the start card of a first visit: said on it, not behind it.)
        return sayBadLink(c, m.code === 'badToken' ? T.friendGone : T.friendBadLink);
      }
      if (m.code === 'flooded' || m.code === 'tooBig') {
        // The server closes the connection: opened again after a pause (online.js).
        dropped = m.code;
        return;
      }
      if (m.code === 'rateLimited') {
        // Dropped, not refused: the move goes again in a moment.
        sent = false;
        setTimeout(flush, 1000);
        return;
      }
      // The moves not yet acknowledged are dropped: the next state (a
      // stale action's, or the whole state again) is read afresh.
      outbox.length = 0;
      sent = false;
      if (m.code !== 'stale') {
        // Refused (not this turn, illegal): the whole state again.
        throws.cancel();
        conn?.reopen();
      }
    }
  }

  /** Whose turn since when, the connection, the tab's title. */
  function draw() {
    if (!box || !last || s.session !== traits) return;
    const v = last.view;
    const mine = v.turn === role && v.phase !== 'over';
    box.turn(v, last.sinceMs, mine);
    leaveNote.show(v.phase !== 'over' && role !== 'watch');
    // (Before the roll-off the friend has not come yet: that is said instead.)
    box.away(v.phase === 'rollOff' || v.phase === 'over' ? null : opponentAway);
    document.title = document.hidden && mine ? `${T.friendTitleTurn} · ${title}` : title;
    const offer = rematch?.draw(last, role);
    if (offer) panel.speak(offer);
  }
  document.addEventListener('visibilitychange', draw);

  /** The address of a link: this page's, with the token in its fragment. */
  function linkOf(kind, token) {
    const url = new URL(base());
    url.hash = new URLSearchParams({ [kind]: token }).toString();
    return url.href;
  }

  /** The token of the game joined (its connection open or opening), if any. */
  let joined = /** @type {string | null} */ (null);

  /** Joins the game of `link` (its token): the box, the connection. */
  async function join(link) {
    joined = link.token;
    await loadUi();
    conn?.close();
    role = null;
    last = null;
    conn = connect(server, link.token, {
      message: onMessage,
      status: (open) => {
        const why = box?.connected(open, dropped) ?? T.friendReconnecting;
        resend ||= !open;
        if (open) dropped = null;
        // (Back: what the line under the dice said may be old; the state that follows tells what is.)
        if (open && resend) panel.say('');
        else if (!open) panel.speak(why);
      },
    });
  }

  /** @type {Promise<void> | null} */
  let loading = null;
  /** Loads the parts (friend-card.js, the QR code's module) once. */
  function loadUi() {
    loading ??= import('../friend-card.js').then((m) => {
      ui = m;
      box = ui.createFriendBox({ T, lang: () => options.lang || 'en', onSay: (id) => conn?.send({ type: 'say', message: id }) });
      c.slots.side.add(box.box);
      rematch = ui.createRematch({ T, send: (m) => conn?.send(m) });
      c.parts.overButtons.push(rematch.part);
    });
    return loading;
  }

  async function create(request) {
    try {
      made = await createGame(server, request);
    } catch (err) {
      if (err instanceof Refused && err.code === 'rateLimited') return T.friendTooMany(err.retryAfter ?? 6);
      return T.friendCannot(String(/** @type {Error} */ (err).message));
    }
    remember(made);
    const mine = made.yours === 'a' ? made.light : made.dark;
    history.replaceState(null, '', '#' + new URLSearchParams({ play: mine.token }).toString());
    s.focusPending = true;
    await join({ token: mine.token, watch: false });
    return null;
  }

  // Another session on the board (New game, a lesson): the online game
  // left (its link opens it again). Checked once the new session is set.
  session.on('stop', () =>
    queueMicrotask(() => {
      if (s.session === traits || !conn) return;
      conn.close();
      conn = null;
      joined = null;
      box?.hide();
      leaveNote.show(false);
      document.title = title;
    }),
  );
  // A friend's link pasted into the address bar of the open page changes
  // only the fragment: its game is joined then, as on a page opened with
  // it (a tester's paste did nothing until a reload).
  const onHash = () => {
    const link = tokenIn(location.hash);
    if (!link || link.token === joined) return;
    if (!link.token) return sayBadLink(c);
    join(link);
  };
  window.addEventListener('hashchange', onHash);
  c.onDestroy(() => {
    conn?.close();
    document.removeEventListener('visibilitychange', draw);
    window.removeEventListener('hashchange', onHash);
  });

  // A link opened (its token in the address), else the start card's button once a server answers.
  const opened = tokenIn(location.hash);
  if (opened?.token) join(opened);
  // (A sandboxed frame has an opaque origin: no server of its own to ask.)
  const ask = c.settings.screen.server != null || globalThis.origin !== 'null';
  (ask ? serverAnswers(server) : Promise.resolve(false)).then(async (yes) => {
    if (opened && !opened.token) sayBadLink(c); // (no token: said once the board is drawn, never tried)
    if (!yes) return;
    await loadUi();
    addFriendButton(c, ui.createFriendDialog({ T, info, onCreate: create }));
  });
}
