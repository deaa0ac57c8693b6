// @ts-check
// Share links: Share copies a link to the game in play (share.js); a
// game from a share link opens as a game file does (the replay feature's
// `openSent`): in the replay viewer, at its end, over the game in play,
// which stays as it was ("Continue from here" plays on from any step).

import { el } from '../dom.js';
import { createShare } from '../share.js';
import { sayBadLink } from '../friend-start.js';

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
        // A first visit: said on the start card (what lies behind it is out
        // of reach), and no game is said to go on. Else once, above the
        // board, with the game that goes on (a tester saw it twice).
        if (s.session.kind === 'idle') return sayBadLink(c, shared.error);
        note.textContent = `${shared.error} ${T.sharedGoesOn}`;
        note.hidden = false;
        panel.speak(note.textContent);
        return;
      }
      note.hidden = true;
      c.feature('replay').openSent(shared.game, T.sharedShown, T.thisLink);
    },
  };
}
