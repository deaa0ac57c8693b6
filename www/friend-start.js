// @ts-check
// Play a friend at the start and in New game (features/friend.js): the
// start card's "Play a friend" button, which opens the dialog that makes
// a game, and in New game, while a friend's game is on the board, the
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
 * Adds the note to New game, hidden; `show(on)` shows it while a friend's game is on the board.
 * @param {import('./features/context.js').Context} c
 */
export function addLeaveNote(c) {
  const note = el('p', { class: 'dd-friend-leave', text: c.T.friendLeaveNote, hidden: true });
  c.dialogs.addOption(note);
  return { show: (/** @type {boolean} */ on) => (note.hidden = !on) };
}
