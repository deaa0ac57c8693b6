// @ts-check
// Share links: Share copies a link to the game in play (share.js); a
// game from a share link opens as a game file does (the replay feature's
// `openSent`): in the replay viewer, at its end, over the game in play,
// which stays as it was ("Continue from here" plays on from any step).

import { el } from '../dom.js';
import { createShare } from '../share.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, panel, options } = c;
  const note = el('p', { class: 'dd-share-note', hidden: true });
  c.slots.notices.add(note);
  const share = createShare({ s, T, say: (text) => panel.say(text), base: options.shareBase || (() => location.href), id: options.id });
  c.slots.buttons.add(el('button', { type: 'button', class: 'dd-share', text: T.shareLink, onclick: () => share.share() }));
  c.slots.side.add(share.box);

  return {
    /** Shows a game from a share link (share.js's `readSharedGame`), or
     * says why it cannot (a line in the visitor's language). */
    show(shared) {
      if ('error' in shared) {
        console.warn(`daldos-game: the shared game cannot be shown: ${shared.detail}`);
        note.textContent = shared.error;
        note.hidden = false;
        panel.say(shared.error);
        return;
      }
      note.hidden = true;
      c.feature('replay').openSent(shared.game, T.sharedShown, T.thisLink);
    },
  };
}
