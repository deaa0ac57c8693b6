// @ts-check
// The two dialogs: New game (mode, side, level, board, variants; opened
// with the settings of the game in play) and the rules. The new-game
// dialog reports the settings chosen, or that it was cancelled. Features
// add their own choices to it (`addOption`: the pace), above its buttons.

import { el } from './dom.js';

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   info: import('daldos-web').RulesInfo,
 *   names: { boardNames: Record<string, string>, variantName: (id: string) => string },
 *   onStart: (cfg: import('./settings.js').Config) => void,
 *   onCancel: () => void,
 * }} options
 */
export function createDialogs({ s, T, info, names, onStart, onCancel }) {
  const LEVELS = info.levels;
  const radio = (name, value, label, checked) =>
    el('label', {}, el('input', { type: 'radio', name, value, checked }), ' ', label);
  const check = (name, label) => el('label', {}, el('input', { type: 'checkbox', name }), ' ', label);
  const level = el('select', { name: 'level' });
  for (let n = LEVELS.min; n <= LEVELS.max; n++) level.append(el('option', { value: String(n), text: T.levelName(n) }));
  level.value = String(LEVELS.default);
  // A form for its controls (FormData, form.elements), never submitted:
  // the buttons act by click, so the dialog works in a frame sandboxed
  // without allow-forms. Enter anywhere but on a button starts the game as
  // chosen.
  const form = el(
    'form',
    { onsubmit: (e) => e.preventDefault() },
    el('h2', { id: 'dd-new-title', text: T.dialogTitle }),
    el(
      'fieldset',
      {},
      el('legend', { text: T.mode }),
      radio('mode', 'pvc', T.modePvc, true),
      radio('mode', 'pvp', T.modePvp),
      radio('mode', 'cvc', T.modeCvc),
    ),
    el(
      'fieldset',
      { class: 'dd-side-choice' },
      el('legend', { text: T.playAs }),
      radio('human', 'a', T.sideLong.a, true),
      radio('human', 'b', T.sideLong.b),
    ),
    el('label', { class: 'dd-level' }, T.level, ' ', level),
    el(
      'fieldset',
      {},
      el('legend', { text: T.board }),
      ...info.boards.map((b, i) => radio('size', String(b.size), names.boardNames[b.id] || String(b.size), i === 0)),
    ),
    el(
      'fieldset',
      {},
      el('legend', { text: T.variants }),
      ...info.variants.map((v) => check(v.id, names.variantName(v.id))),
    ),
    el(
      'div',
      { class: 'dd-dialog-buttons' },
      el('button', { type: 'button', value: 'cancel', text: T.cancel, onclick: () => newGame.close('cancel') }),
      el('button', { type: 'button', value: 'start', class: 'primary', text: T.start, onclick: () => newGame.close('start') }),
    ),
  );
  const newGame = el('dialog', { class: 'dd-newgame', 'aria-labelledby': 'dd-new-title' }, form);
  newGame.addEventListener('keydown', (e) => {
    const t = /** @type {HTMLElement} */ (e.target);
    if (e.key === 'Enter' && !e.isComposing && !['BUTTON', 'SELECT', 'SUMMARY'].includes(t.tagName)) {
      e.preventDefault();
      newGame.close('start');
    }
  });
  newGame.addEventListener('close', () => {
    if (newGame.returnValue !== 'start') {
      onCancel();
      return;
    }
    const f = new FormData(form);
    onStart({
      mode: String(f.get('mode')),
      level: Number(f.get('level')),
      size: Number(f.get('size')),
      variants: info.variants.map((v) => v.id).filter((id) => f.get(id)),
      human: f.get('human') === 'b' ? 'b' : 'a',
    });
  });
  // The side choice only means something against the computer, the level
  // only when the computer plays.
  const sync = () => {
    const mode = new FormData(form).get('mode');
    form.querySelector('.dd-side-choice').hidden = mode !== 'pvc';
    form.querySelector('.dd-level').hidden = mode === 'pvp';
  };
  form.addEventListener('change', sync);

  /** Opens New game, set to the settings of the game in play (after a
   * lesson, whose two sides are played at this screen: against the
   * computer, as Play would start). */
  function openNewGame() {
    const cfg = s.session.kind === 'lesson' ? { ...s.cfg, mode: 'pvc' } : s.cfg;
    form.elements.mode.value = cfg.mode;
    form.elements.level.value = String(cfg.level);
    form.elements.size.value = String(cfg.size);
    form.elements.human.value = cfg.human;
    for (const { id } of info.variants) {
      form.elements[id].checked = cfg.variants.includes(id);
    }
    newGame.returnValue = '';
    sync();
    newGame.showModal();
  }

  const rules = el(
    'dialog',
    { class: 'dd-rules', 'aria-labelledby': 'dd-rules-title' },
    el('h2', { id: 'dd-rules-title', tabindex: '-1', text: T.rulesTitle }),
    ...T.rulesBody.map((p) => el('p', { text: p })),
    el('p', { class: 'dd-keys', text: T.keysHelp }),
    el('div', { class: 'dd-dialog-close' }, el('button', { type: 'button', class: 'primary', text: T.close, onclick: () => rules.close() })),
  );

  /** The rules open at their top: focus on the heading, not on Close (at the
   * bottom, which scrolled a small screen's dialog part-way down). */
  function openRules() {
    rules.showModal();
    rules.querySelector('h2').focus();
    rules.scrollTop = 0;
  }

  /** Adds a feature's part to New game, above its buttons (the feature
   * reads it when the dialog closes: `newGame.returnValue` is 'start' when
   * the game was started). @param {HTMLElement} part */
  function addOption(part) {
    form.querySelector('.dd-dialog-buttons').before(part);
  }

  return { newGame, rules, openNewGame, openRules, addOption };
}
