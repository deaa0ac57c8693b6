// @ts-check
// The pace in the settings menu (pace.js): off, fast or normal, kept across
// visits (not in kiosk mode, where nothing is kept). A page's own `pace`
// (or `speed="fast"`, settings.js) is where it starts; the visitor may
// change it for this visit. The same choice is in Options (New game),
// taken when a game is started from there.

import { el } from '../dom.js';
import { PACES } from '../settings.js';
import { paceOf } from '../pace.js';
import { loadChoice, saveChoice } from '../persistence.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { T, pace } = c;
  const keep = !c.settings.screen.kiosk;
  if (keep && !c.settings.screen.pace) pace.set(paceOf(loadChoice('pace')) ?? 'normal');
  const radios = PACES.map((name) =>
    el('input', {
      type: 'radio',
      name: 'dd-pace',
      value: name,
      checked: pace.get() === name,
      onchange: () => {
        pace.set(name);
        if (keep) saveChoice('pace', name);
      },
    }),
  );
  c.slots.menu.add(
    el(
      'fieldset',
      { class: 'dd-pace' },
      el('legend', { text: T.menu.pace }),
      ...radios.map((radio, i) => el('label', {}, radio, ' ', T.menu.paces[PACES[i]])),
    ),
  );
  // In Options: the same three, taken with the game started there.
  const inOptions = PACES.map((name) => el('input', { type: 'radio', name: 'dd-pace-options', value: name, checked: pace.get() === name }));
  c.dialogs.addOption(
    el(
      'fieldset',
      {},
      el('legend', { text: T.menu.pace }),
      ...inOptions.map((radio, i) => el('label', {}, radio, ' ', T.menu.paces[PACES[i]])),
    ),
  );
  c.dialogs.newGame.addEventListener('close', () => {
    const chosen = inOptions.find((r) => r.checked)?.value;
    if (c.dialogs.newGame.returnValue === 'start' && chosen && chosen !== pace.get()) {
      pace.set(/** @type {any} */ (chosen));
      if (keep) saveChoice('pace', chosen);
    }
    inOptions.forEach((r) => (r.checked = r.value === pace.get()));
  });
  pace.onChange((now) => [...radios, ...inOptions].forEach((r) => (r.checked = r.value === now)));
}
