// @ts-check
// The start card on a first visit: Play (the first game as configured),
// How to play, Options (the full dialog), and what features add to it
// (the lessons' Learn to play, the kiosk's languages). Nothing takes the
// focus. It closes when a session starts (session.js's `stop`).

import { el } from './dom.js';

/**
 * @param {{
 *   T: any,
 *   card: HTMLElement,
 *   first: () => import('./settings.js').Config,
 *   behind: (on: boolean) => void,
 *   onPlay: (cfg: import('./settings.js').Config) => void,
 *   onOptions: () => void,
 * }} options `first`: the first game's settings; `behind`: makes what lies
 *   behind the card out of reach (or back in reach); `onPlay`: Play
 *   pressed; `onOptions`: Options pressed
 */
export function createStart({ T, card, first, behind, onPlay, onOptions }) {
  /** Parts features add: above the title (`top`), beside Options (`more`, before it). */
  const extra = { top: /** @type {HTMLElement[]} */ ([]), more: /** @type {HTMLElement[]} */ ([]) };

  function show() {
    const cfg = first();
    const how = cfg.mode === 'pvc' ? `${T.playHow} · ${T.level} ${T.levelName(cfg.level)}` : { pvp: T.modePvp, cvc: T.modeCvc }[cfg.mode] || '';
    card.textContent = '';
    card.append(
      ...extra.top,
      el('h2', { id: 'dd-start-title', text: 'Daldøs' }),
      el('p', { class: 'dd-welcome', text: T.welcome }),
      el(
        'button',
        { type: 'button', class: 'primary dd-play', onclick: () => onPlay(cfg) },
        el('span', { class: 'dd-play-label', text: T.play }),
        how ? el('span', { class: 'dd-play-how', text: how }) : null,
      ),
      el('div', { class: 'dd-start-more' }, ...extra.more, el('button', { type: 'button', text: T.options, onclick: () => onOptions() })),
    );
    card.hidden = false;
    behind(true);
  }

  return {
    extra,
    show,
    /** Puts the card away (a session starts). */
    hide() {
      card.hidden = true;
      behind(false);
    },
  };
}
