// @ts-check
// Play a friend's parts (features/friend.js): the dialog that makes a game
// on the server (board, variants, side: the engine's lists), and the box
// beside the board of an online game: who plays, whose turn since when,
// the connection, the friend's link and the watch link (each with Copy,
// the friend's also as a QR code), and the preset messages.

import { el } from './dom.js';
import { qrSvg } from './qr.js';
import { ruleNames } from './strings.js';

export { createRematch } from './friend-rematch.js';

/** The preset messages' ids (the server's `Preset`), in the order shown. */
export const PRESETS = /** @type {const} */ (['good-luck', 'well-played', 'thanks']);

/**
 * The dialog "Play a friend".
 * @param {{ T: any, info: import('daldos-web').RulesInfo,
 *   onCreate: (request: { size: number, variants: string[], side: 'a' | 'b' }) => Promise<string | null> }} options
 *   `onCreate`: makes the game; resolves to an error's words, or null once made
 */
export function createFriendDialog({ T, info, onCreate }) {
  const { boardNames, variantNames } = ruleNames(T);
  const names = { boardNames, variantName: (id) => variantNames[id] || info.variants.find((v) => v.id === id)?.name || id };
  const board = el('select', { id: 'dd-friend-board' }, ...info.boards.map((b) => el('option', { value: String(b.size), text: names.boardNames[b.id] || String(b.size) })));
  const variants = info.variants.map((v) => el('input', { type: 'checkbox', value: v.id }));
  const sides = ['a', 'b'].map((side, i) => el('input', { type: 'radio', name: 'dd-friend-side', value: side, checked: i === 0 }));
  const error = el('p', { class: 'dd-friend-error', role: 'alert', hidden: true });
  const create = el('button', { type: 'submit', class: 'primary dd-friend-create', text: T.friendCreate });
  const form = el(
    'form',
    { method: 'dialog' },
    el('h2', { id: 'dd-friend-title', text: T.friendPlay }),
    el('p', { text: T.friendHow }),
    el('label', { for: 'dd-friend-board', text: T.board }),
    board,
    el('fieldset', {}, el('legend', { text: T.variants }), ...variants.map((box, i) => el('label', {}, box, ' ', names.variantName(info.variants[i].id)))),
    el('fieldset', {}, el('legend', { text: T.friendSide }), ...sides.map((r) => el('label', {}, r, ' ', T.sideName[r.value]))),
    error,
    el('div', { class: 'dd-dialog-buttons' }, create, el('button', { type: 'button', text: T.cancel, onclick: () => dialog.close() })),
  );
  const dialog = el('dialog', { class: 'dd-friend-dialog', 'aria-labelledby': 'dd-friend-title' }, form);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    create.disabled = true;
    const side = /** @type {'a' | 'b'} */ (sides.find((r) => r.checked)?.value ?? 'a');
    const why = await onCreate({ size: Number(board.value), variants: variants.filter((b) => b.checked).map((b) => b.value), side });
    create.disabled = false;
    error.textContent = why ?? '';
    error.hidden = !why;
    if (!why) dialog.close();
  });
  return {
    dialog,
    open() {
      error.hidden = true;
      dialog.showModal();
    },
  };
}

/**
 * The box beside an online game's board.
 * @param {{ T: any, lang: () => string, onSay: (id: string) => void }} options `onSay`: a preset message chosen
 */
export function createFriendBox({ T, lang, onSay }) {
  const who = el('p', { class: 'dd-friend-who' });
  const turn = el('p', { class: 'dd-friend-turn' });
  const away = el('p', { class: 'dd-friend-away', hidden: true });
  const link = el('p', { class: 'dd-friend-connection', hidden: true, text: T.friendReconnecting });
  const links = el('div', { class: 'dd-friend-links' });
  const heard = el('p', { class: 'dd-friend-heard', hidden: true });
  let watching = false;
  const says = el(
    'div',
    { class: 'dd-friend-say', role: 'group', 'aria-label': T.friendMessages },
    ...PRESETS.map((id) => el('button', { type: 'button', 'data-preset': id, text: T.presets[id], onclick: () => onSay(id) })),
  );
  const box = el('section', { class: 'dd-friend', 'aria-label': T.friendPlay, hidden: true }, who, link, away, turn, heard, says, links);

  /** One link: its words, the address (selectable), Copy, and the QR code. */
  function linkRow(label, cls, href, qr) {
    const field = el('input', { type: 'text', readonly: true, value: href, 'aria-label': label });
    const copied = el('span', { class: 'dd-friend-copied', role: 'status' });
    const copy = el('button', {
      type: 'button',
      text: T.copy,
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(href);
          copied.textContent = T.copied;
        } catch {
          field.select();
        }
      },
    });
    const code = qr ? el('figure', { class: 'dd-friend-qr' }, qrSvg(href, T.friendQr), el('figcaption', { text: T.friendQr })) : null;
    return el('div', { class: `dd-friend-link ${cls}` }, el('p', { class: 'dd-friend-label', text: label }), field, copy, copied, code);
  }

  /** When, in the visitor's language: the time today, else the date too. */
  function when(ms) {
    const d = new Date(ms);
    const today = d.toDateString() === new Date().toDateString();
    return new Intl.DateTimeFormat(lang(), today ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  }

  return {
    box,
    /** Shows the box for `role` (a seat, or watching), with the links a seat may pass on. */
    show(role, friendLink, watchLink) {
      watching = role === 'watch';
      who.textContent = role === 'watch' ? T.friendWatching : T.friendYouPlay(T.sideName[role]);
      says.hidden = role === 'watch';
      links.textContent = '';
      if (friendLink) links.append(linkRow(T.friendLinkFor, 'dd-friend-invite', friendLink, true));
      if (watchLink) links.append(linkRow(T.friendWatchLink, 'dd-friend-watch', watchLink, false));
      heard.hidden = true;
      box.hidden = false;
    },
    hide: () => (box.hidden = true),
    /** The connection: open, or being opened again (`closed`: why the server closed it, `flooded` or
     * `tooBig`, if it did). @param {boolean} open @param {string | null} closed @returns {string} the words shown */
    connected(open, closed) {
      link.textContent = closed === 'flooded' ? T.friendClosedFlood : closed === 'tooBig' ? T.friendClosedTooBig : T.friendReconnecting;
      link.hidden = open;
      return link.textContent;
    },
    /** The opponent (`side`) away, or back (null). */
    away(side) {
      away.textContent = side ? T.friendAway(T.sideName[side]) : '';
      away.hidden = !side;
    },
    /** Whose turn since when (`mine`: this screen's seat), or the game's end. */
    turn(view, sinceMs, mine) {
      if (view.phase === 'over') turn.textContent = '';
      else if (view.phase === 'rollOff') turn.textContent = watching ? T.friendWaitingWatch : T.friendWaiting;
      else turn.textContent = mine ? T.friendYourTurn(when(sinceMs)) : T.friendTurnOf(T.sideName[view.turn], when(sinceMs));
    },
    /** A message heard: `by`'s words. */
    heard(text) {
      heard.textContent = text;
      heard.hidden = false;
    },
  };
}
