// @ts-check
// Kiosk mode (the `kiosk` setting): the languages first on the start card,
// "Still playing?" after the idle minutes, then the computer playing
// itself, silent, for nobody (the attract loop) until a visitor touches
// the screen; each new game takes the next seed from the page's. The
// idle watch is kiosk.js, loaded only in kiosk mode.

import { el } from '../dom.js';
import { LANGUAGES } from '../strings.js';

/** How long the attract loop waits after a game before the next, in ms. */
const ATTRACT_PAUSE_MS = 6000;

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, root, session, dialogs, options, settings } = c;
  if (!settings.screen.kiosk) return;
  root.dataset.kiosk = 'true';
  const card = el('div', { class: 'dd-card dd-kiosk-card', hidden: true, role: 'alertdialog', 'aria-labelledby': 'dd-kiosk-title' });
  c.slots.cards.add(card);
  // The languages first, as large buttons.
  c.start.extra.top.push(
    el(
      'div',
      { class: 'dd-languages', role: 'group', 'aria-label': T.language },
      ...Object.entries(LANGUAGES).map(([code, { name }]) =>
        el('button', { type: 'button', lang: code, text: name, 'aria-pressed': String(code === options.lang), onclick: () => options.onLanguage?.(code) }),
      ),
    ),
  );
  // Each new game (each visitor, each attract game) takes the next seed
  // from the page's: reproducible, yet no two visitors get the same dice.
  const { seed } = c;
  let games = 0;
  if (seed != null) session.seedWith(() => (seed + games++) >>> 0);

  /** The computer plays itself, slowly, for nobody. */
  const attract = () => session.newGame({ ...c.first(), mode: 'cvc', variants: [] }, '', { attract: true });
  // The attract loop plays on: a new game a few seconds after the last.
  session.on('daldos-gameover', () => {
    if (s.session.kind !== 'attract') return;
    const my = s.token;
    setTimeout(() => my === s.token && s.session.kind === 'attract' && attract(), ATTRACT_PAUSE_MS);
  });
  const closeDialogs = () => {
    for (const d of [dialogs.newGame, dialogs.rules]) if (d.open) d.close();
  };
  /** @type {ReturnType<typeof import('../kiosk.js').createKiosk> | null} */
  let watch = null;
  let destroyed = false;
  c.onDestroy(() => {
    destroyed = true;
    watch?.destroy();
  });
  import('../kiosk.js').then(({ createKiosk }) => {
    if (destroyed) return;
    watch = createKiosk({
      root,
      T,
      minutes: settings.screen.idleMinutes,
      card,
      // "Still playing?" is asked over everything: an open dialog closes.
      onAsk: closeDialogs,
      onActivity: () => options.onEvent?.('daldos-activity', {}),
      onIdle: () => {
        closeDialogs();
        attract();
      },
      // A new visitor: a fresh start card, in the language the page was
      // set to (not the last visitor's choice).
      onWake: () => {
        c.freshStart();
        options.onHome?.();
      },
      playing: () => s.session.kind !== 'idle',
    });
  });
}
