// @ts-check
// The player's progress (progress-store.js, progress-view.js; the facade's
// `Progress`): each finished game against the computer, and between two
// players at this screen (kept apart), recorded on this device at its end,
// a resignation as a loss; its accuracy added once the engine's review of
// it (the replay feature's `accuracyInPlay`, in the worker, in the
// background: the same run the review view reads) is done. A finished
// game with a friend on another device (an `online` session in which this
// screen holds a seat) is its own kind (`Opponent` `friend`, with the
// player's seat; no accuracy), kept apart from the computer's levels and
// from two players at one screen. Not recorded: lessons, the replay, the
// kiosk's games, a game left by New game, a game only watched.
// "Your progress" (the start card, the settings menu) shows the totals, a
// chart of the last games, and saves, opens and clears them. Nothing leaves
// the device; in kiosk mode nothing is kept and nothing is shown.

import { el } from '../dom.js';
import { offerFile } from '../files.js';
import { ruleNames } from '../strings.js';
import { createProgressStore, today } from '../progress-store.js';

/** The largest progress file opened, in KB (500 games take about 120 KB). */
export const MAX_PROGRESS_KB = 256;

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, wasm, session, info } = c;
  if (c.settings.screen.kiosk || c.settings.screen.autoplay) return { record() {} };
  const P = T.progress;
  const store = createProgressStore({ wasm });
  const { boardNames, variantNames } = ruleNames(T);
  const names = { boardNames, variantName: (id) => variantNames[id] || info.variants.find((v) => v.id === id)?.name || id };
  /** @type {Promise<ReturnType<typeof import('../progress-view.js').createProgressView>> | null} the view's drawing, loaded at its first opening */
  let view = null;

  // ---- recording ------------------------------------------------------------
  /** Records the finished `game` played against `opponent` (the facade's
   * `Opponent`); the entry's id, or null when it was not kept. */
  function record(game, opponent) {
    try {
      const entry = game.progressEntry(opponent, today());
      return store.update((p) => wasm.progressAdd(p, entry)) ? entry.id : null;
    } catch (err) {
      console.warn(`daldos: the game could not be added to the progress (${err?.message || err})`);
      return null;
    }
  }
  session.on('daldos-gameover', () => {
    const { mode, level, human } = s.cfg;
    if (s.session.kind === 'online') {
      // Once per game (the store keeps a game's id once), for a seat held here.
      const seat = /** @type {const} */ (['a', 'b']).find((side) => s.session.plays?.(side));
      if (seat) record(s.game, { kind: 'friend', side: seat });
      return;
    }
    if (s.session.kind !== 'game' || (mode !== 'pvc' && mode !== 'pvp')) return;
    const id = record(s.game, mode === 'pvc' ? { kind: 'computer', level, side: human } : { kind: 'twoPlayers' });
    if (!id || mode !== 'pvc') return;
    // The review runs in the worker meanwhile; its accuracy is added when
    // it comes (a failure, or a page closed first, leaves the game without).
    c.feature('replay')
      .accuracyInPlay()
      .then((/** @type {import('daldos-web').GameAccuracyData} */ a) => {
        const percent = a[human]?.percent;
        if (percent !== undefined) store.update((p) => wasm.progressSetAccuracy(p, id, percent));
        if (dialog.open) draw();
      })
      .catch((err) => console.warn(`daldos: the game's review stopped (${err?.message || err}); its accuracy is not kept`));
  });

  // ---- the view -------------------------------------------------------------
  const body = el('div', { class: 'dd-progress-body' });
  // What an action did: focused, so that a screen reader reads it (the
  // game's one live region lies behind the modal view).
  const status = el('p', { class: 'dd-progress-status', tabindex: '-1' });
  const picker = el('input', { type: 'file', accept: '.json,application/json', hidden: true, class: 'dd-progress-input' });
  const button = (cls, text, onclick, primary = false) => el('button', { type: 'button', class: `${cls}${primary ? ' primary' : ''}`, text, onclick });
  const saveBtn = button('dd-progress-save', P.save, () => save());
  const openBtn = button('dd-progress-open-file', P.openFile, () => picker.click());
  const clearBtn = button('dd-progress-clear', P.clear, () => ask(clearBox, clearNo));
  const clearNo = button('dd-progress-clear-no', P.clearNo, () => unask(clearBtn), true);
  const clearBox = el(
    'div',
    { class: 'dd-progress-ask', role: 'group', 'aria-labelledby': 'dd-progress-clear-q', hidden: true },
    el('p', { id: 'dd-progress-clear-q', text: P.clearAsk }),
    button('dd-progress-clear-yes', P.clearYes, () => clear()),
    clearNo,
  );
  const importQ = el('p', { id: 'dd-progress-import-q' });
  const importNo = button('dd-progress-import-no', T.cancel, () => ((pending = null), unask(openBtn)), true);
  const importBox = el(
    'div',
    { class: 'dd-progress-ask', role: 'group', 'aria-labelledby': 'dd-progress-import-q', hidden: true },
    importQ,
    button('dd-progress-import-add', P.importAdd, () => take('add')),
    button('dd-progress-import-replace', P.importReplace, () => take('replace')),
    importNo,
  );
  const dialog = el(
    'dialog',
    { class: 'dd-progress', 'aria-labelledby': 'dd-progress-title' },
    el('h2', { id: 'dd-progress-title', tabindex: '-1', text: P.title }),
    el('p', { class: 'dd-progress-kept', text: P.kept }),
    status,
    body,
    el('div', { class: 'dd-progress-files' }, saveBtn, openBtn, clearBtn),
    clearBox,
    importBox,
    el('div', { class: 'dd-dialog-close' }, button('dd-progress-close', T.close, () => dialog.close(), true)),
  );
  dialog.addEventListener('keydown', (e) => {
    const box = [clearBox, importBox].find((b) => !b.hidden);
    if (e.key !== 'Escape' || !box) return;
    // Escape answers the question "no" before it closes the view.
    e.preventDefault();
    if (box === importBox) pending = null;
    unask(box === clearBox ? clearBtn : openBtn);
  });
  c.slots.end.add(dialog, picker);
  const openView = async () => {
    status.textContent = '';
    await draw();
    dialog.showModal();
    dialog.querySelector('h2').focus();
  };
  c.start.extra.more.push(el('button', { type: 'button', class: 'dd-progress-show', text: P.open, onclick: openView }));
  // In the settings menu after its choices: a way to a view, not a choice.
  c.parts.menu.panel.append(el('button', { type: 'button', class: 'dd-progress-show', text: P.open, onclick: openView }));

  /** The store drawn (and why it could not be read, or kept at all). */
  async function draw() {
    view ||= import('../progress-view.js').then(({ createProgressView }) => createProgressView({ T, info, names, lang: c.options.lang || 'en' }));
    const drawing = await view;
    const p = store.read();
    const why = store.unreadable();
    if (!p) status.textContent = store.newer() ? P.newerStore : P.cannotKeep;
    else if (why && !status.textContent) status.textContent = P.unreadable(why);
    drawing.draw(body, wasm.progressSummary(p ?? wasm.newProgress()));
    const empty = !p || !p.games.length;
    saveBtn.disabled = empty && !p?.totals.length;
    clearBtn.disabled = saveBtn.disabled;
    openBtn.disabled = !p;
  }

  /** Shows the question `box`, its safe answer `no` focused. */
  function ask(box, no) {
    for (const b of [clearBox, importBox]) b.hidden = b !== box;
    no.focus();
  }
  /** Puts the questions away, the focus on `back`. */
  function unask(back) {
    clearBox.hidden = importBox.hidden = true;
    back?.focus();
  }
  /** Says `text` in the view's status line, drawn again. */
  async function done(text) {
    status.textContent = '';
    await draw();
    status.textContent = text;
    status.focus();
  }

  function clear() {
    store.clear();
    unask(null);
    done(P.cleared);
  }

  /** Offers the store as a file to save (`daldos-progress-<date>.json`). */
  function save() {
    const p = store.read();
    if (p) offerFile(dialog, JSON.stringify(p), `daldos-progress-${today()}.json`, 'application/json');
  }

  // ---- a progress file opened -----------------------------------------------
  /** @type {null | { name: string, progress: import('daldos-web').Progress }} the file read, awaiting the answer */
  let pending = null;
  picker.addEventListener('change', () => {
    const file = picker.files?.[0];
    picker.value = '';
    if (file) openFile(file);
  });
  /** Reads `file` (only up to the size limit), then asks how to take it. @param {File} file */
  async function openFile(file) {
    if (file.size > MAX_PROGRESS_KB * 1024) return done(P.fileTooBig(file.name, Math.ceil(file.size / 1024), MAX_PROGRESS_KB));
    let progress;
    try {
      progress = wasm.readProgress(await file.text());
    } catch (err) {
      return done(P.fileBad(file.name, P.why[err?.kind] ?? P.why.damaged, String(err?.message || err)));
    }
    pending = { name: file.name, progress };
    importQ.textContent = P.importAsk(file.name, wasm.progressSummary(progress).games);
    ask(importBox, importNo);
  }
  /** Takes the file read: added to the player's progress, or replacing it. @param {'add' | 'replace'} how */
  function take(how) {
    const p = pending;
    pending = null;
    if (!p) return;
    const kept = how === 'add' ? store.update((mine) => wasm.progressMerge(mine, p.progress)) : store.write(p.progress) && p.progress;
    unask(openBtn);
    done(kept ? P.imported(p.name, wasm.progressSummary(kept).games) : P.cannotKeep);
  }

  return {
    /** Records a finished game played against `opponent` (the hook for a
     * kind of game this feature does not record itself). */
    record,
  };
}
