// @ts-check
// Game files: Save game file offers the game in play as a record; Open
// game file (or a file dropped on the game) opens one as a share link
// opens (the replay feature's `openSent`: in the viewer, asking first over
// a game under way). Not in kiosk mode.

import { el } from '../dom.js';
import { createFiles } from '../files.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, wasm, root, panel } = c;
  const files = createFiles({
    s,
    T,
    wasm,
    root,
    say: panel.say,
    off: c.settings.screen.kiosk,
    onOpen(game, note, name) {
      c.feature('replay').openSent(game, note, name, T.replay.watchingFile);
    },
  });
  c.slots.buttons.add(
    el('button', { type: 'button', class: 'dd-save-file', text: T.saveFile, onclick: () => files.save() }),
    el('button', { type: 'button', class: 'dd-open-file', text: T.openFile, onclick: () => files.choose() }),
  );
  c.slots.end.add(files.picker);
}
