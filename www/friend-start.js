// @ts-check
// Play a friend at the start and in New game (features/friend.js): the
// start card's "Play a friend" button, which opens the dialog that makes
// a game; that the address's link holds no game (`#play=` cut short); and
// in New game, while a friend's game is on the board, the
// note that a new game leaves it (the game stays on the server, and its
// link opens it again), so that Start is chosen knowing it.

import { el } from './dom.js';

/**
 * Adds the dialog and the start card's button that opens it (the card shown at once on an idle board).
 * @param {import('./features/context.js').Context} c @param {{ dialog: HTMLDialogElement, open: () => void }} dialog
 */
export function addFriendButton(c, dialog) {
  c.slots.end.add(dialog.dialog);
  const button = el('button', { type: 'button', class: 'dd-friend-open', text: c.T.friendPlay, onclick: () => dialog.open() });
  c.start.extra.more.unshift(button);
  if (c.s.session.kind === 'idle') c.start.show();
}

/**
 * Adds the note to New game, under its title, hidden; `show(on)` shows it while a friend's game is on the board.
 * @param {import('./features/context.js').Context} c
 */
export function addLeaveNote(c) {
  const note = el('p', { id: 'dd-friend-leave', class: 'dd-friend-leave', text: c.T.friendLeaveNote, hidden: true });
  // (At the top, under the title: read before the choices, not scrolled out of sight above Start.)
  c.dialogs.newGame.querySelector('h2')?.after(note);
  return {
    /** @param {boolean} on */
    show(on) {
      note.hidden = !on;
      // (Said with the dialog's title when it opens.)
      if (on) c.dialogs.newGame.setAttribute('aria-describedby', note.id);
      else c.dialogs.newGame.removeAttribute('aria-describedby');
    },
  };
}

/**
 * Says that the address's link holds no game (`text`: why, by default that it holds no token; the
 * server's refusal, that no game has it): at the top of the start card while it is up (what lies
 * behind it is out of reach), until a game starts; else under the dice.
 * @param {import('./features/context.js').Context} c
 * @param {string} [text]
 */
export function sayBadLink(c, text = c.T.friendBadLink) {
  if (c.s.session.kind !== 'idle') return c.panel.say(text);
  const note = el('p', { class: 'dd-friend-bad-link', role: 'alert', text });
  c.start.extra.top.unshift(note);
  c.session.on('stop', () => {
    const at = c.start.extra.top.indexOf(note);
    if (at >= 0) c.start.extra.top.splice(at, 1);
  });
  c.start.show();
}
