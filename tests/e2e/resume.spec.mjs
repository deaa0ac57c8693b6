// A reload at any moment resumes the game. Seeded games (the save carries
// the seed, so dice and the computer's choices after the reload are the
// ones the game would have had): every state the page saves — the roll-off,
// a throw with no die used, one die used (also the computer's, between its
// two moves), an extra throw after 1+1 pending, the game over — is loaded
// as the page saved it, shown as saved, and played on by clicks to its
// end; the states that live only on screen (the "Which way?" box, a hint
// being computed, the roll-off's animation, the computer thinking) are
// reloaded in the middle. A save that cannot be resumed is kept aside and
// a fresh game starts.
import { test, expect } from './page.mjs';
import { KEY, TWO_WAY_RECORD } from './seeded.mjs';

const ASIDE = `${KEY}.unresumable`;
const FAST = '?speed=fast';

// Endgames (few pieces, so that a game played on to its end stays short),
// on both boards and with every variant; each seeded, in every mode.
const SCENARIOS = [
  { size: 12, variants: 'standard', start: '12/3A1B1B1A3/12 a', mode: 'pvc', human: 'a', seed: 5 },
  { size: 16, variants: 'capture-both-stops', start: '16/6AB1BA6/16 a', mode: 'pvc', human: 'b', seed: 15 },
  { size: 12, variants: 'stern-most-dal', start: 'a11/5ABAB4/11b b', mode: 'pvp', human: 'a', seed: 6 },
  { size: 16, variants: 'last-piece-loses', start: '16/4AB1BA1BA5/16 b', mode: 'cvc', human: 'a', seed: 9 },
  { size: 12, variants: 'capture-both-stops last-piece-loses', start: '12/1B1A1A1B1AB2/12 a', mode: 'pvc', human: 'a', seed: 15 },
];
// The position of the report (issue 16): the computer, B, to move.
const REPORTED = { size: 16, variants: 'standard', start: 'aaaaaaaaaaa1A3/1A1B2B2A1B5/bbbbbbbbbbbb4 b' };

const header = (s) =>
  `[Game "Daldøs"]\n[Board "${s.size}"]\n[Variants "${s.variants}"]\n[Start "${s.start}"]\n[Result "*"]\n\n`;

/** Every state a seeded game passes through (with the facade, in the
 * page), as saves: { label, save, position }. The moves are the first
 * legal ones; the page's own play after a reload may differ. */
function snapshots(page, s) {
  return page.evaluate(
    ({ s, record }) => {
      const w = window.wasmBindings;
      const g = w.Game.fromRecord(record);
      g.setSeed(s.seed);
      const out = [];
      const snap = (label) =>
        out.push({
          label,
          position: g.position(),
          save: { v: 1, mode: s.mode, level: 1, human: s.human, seed: s.seed, record: g.toRecord() },
        });
      for (let i = 0; i < 400 && g.view().phase !== 'over'; i++) {
        const v = g.view();
        snap(v.extraThrow ? `${v.turn} extra throw pending` : `${v.turn} to throw`);
        g.throwDice();
        let taken = 0;
        while (g.view().phase === 'moving') {
          snap(`${v.turn} ${g.view().current.dice.join('+')}, ${taken} moves made`);
          g.makeMove(g.legalMoves()[0]);
          taken++;
        }
      }
      snap('over');
      g.free();
      return out;
    },
    { s, record: header(s) },
  );
}

/** `n` items spread evenly over `list`, always with its first and last. */
const spread = (list, n) =>
  list.length <= n ? list : Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]);

/** Records, from the first moment of each page load, every board position
 * drawn: the first is what the page showed of the saved game, before the
 * computer (which may resume at once) moves on. */
async function watchPositions(page) {
  await page.addInitScript(() => {
    window.__positions = [];
    const observe = (node) =>
      new MutationObserver((records) => {
        for (const r of records) window.__positions.push(r.target.getAttribute('data-position'));
      }).observe(node, { attributes: true, subtree: true, attributeFilter: ['data-position'] });
    // The game lives in <daldos-game>'s shadow root: watch it from its start.
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      observe(root);
      return root;
    };
    observe(document);
  });
}

/** On the page open now, stores `save` as the saved game and opens the
 * page at `query`: a reload that resumes `save`. */
async function resumeSave(game, save, query = FAST) {
  // The page open now must have read (and maybe replaced) its own save
  // first, or it would overwrite this one.
  await game.ready();
  await game.setSave(save);
  await game.open(query);
}

/** The throws of a record, one line each (the last may be unfinished). */
const throws = (record) => record.split('\n\n')[1].split('\n').filter(Boolean);

/** Whether `later` continues `earlier`: every throw kept, the unfinished
 * one (if any) with its moves so far. */
function continues(later, earlier) {
  const [a, b] = [throws(earlier), throws(later)];
  if (!a.length) return true;
  const n = a.length - 1;
  return JSON.stringify(b.slice(0, n)) === JSON.stringify(a.slice(0, n)) && (b[n] || '').startsWith(a[n]);
}

test('every saved state of seeded games resumes as saved and plays on to the end', async ({ game, page, pageLog }) => {
  test.setTimeout(900_000);
  await watchPositions(page);
  await game.open(FAST);
  const cases = [];
  for (const s of SCENARIOS) {
    const all = await snapshots(page, s);
    // Every kind of state (its last time, so that the game played on after
    // the reload stays short), then more spread over the end of the game.
    const kinds = new Map();
    for (const snap of all) kinds.set(snap.label.replace(/^[ab] /, '').replace(/\d\+\d, /, ''), snap);
    const picked = new Set([...kinds.values(), ...spread(all.slice(Math.floor(all.length * 0.6)), 7)]);
    cases.push(...[...picked].map((snap) => ({ ...snap, scenario: s })));
  }
  const labels = cases.map((c) => c.label);
  expect(cases.length).toBeGreaterThanOrEqual(50);
  for (const kind of ['to throw', 'extra throw pending', '0 moves made', '1 moves made', 'over']) {
    expect(labels.some((l) => l.includes(kind)), `a reload with ${kind}`).toBe(true);
  }
  for (const c of cases) {
    const what = `${c.scenario.mode} seed ${c.scenario.seed}: ${c.label}`;
    await resumeSave(game, c.save);
    // Shown as saved (the first board drawn after the load).
    await expect.poll(() => page.evaluate(() => window.__positions[0]), { message: what }).toBe(c.position);
    // Played on to its end, continuing the saved game (its throws kept).
    await game.playToEnd();
    const end = await game.saved();
    expect(continues(end.record, c.save.record), `${what}: ${end.record}`).toBe(true);
    expect(end.seed, what).toBe(c.scenario.seed);
    await expect(game.over, what).toBeVisible();
    expect(['a', 'b'], what).toContain(await game.over.getAttribute('data-winner'));
    expect(pageLog.pageErrors, what).toEqual([]);
    expect(pageLog.consoleErrors, what).toEqual([]);
  }
  expect(await page.evaluate((k) => localStorage.getItem(k), ASIDE)).toBeNull();
});

test('the computer resumes its throw between its two moves (the save of the report)', async ({ game, page, pageLog }) => {
  await watchPositions(page);
  await game.open();
  // B (the computer) reloaded after M11-M8 of its 3+2; then after the
  // first die of its 1+1 in a game just rolled off.
  const first = { v: 1, mode: 'pvc', level: 3, human: 'a', record: header(REPORTED) + 'b 3+2: M11-M8\n' };
  const second = {
    v: 1,
    mode: 'pvc',
    level: 3,
    human: 'a',
    record: '[Game "Daldøs"]\n[Board "16"]\n[Variants "standard"]\n[RollOff "1+1 2+2"]\n[Result "*"]\n\nb 1+1: B16-M16\n',
  };
  for (const save of [first, second]) {
    await resumeSave(game, save, '');
    // The computer makes its remaining move, then the human throws.
    await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
    const end = await game.saved();
    const line = end.record.split('\n\n')[1].split('\n')[0];
    expect(line).toMatch(save === first ? /^b 3\+2: M11-M8 \S+$/ : /^b 1\+1: B16-M16 \S+$/);
    await expect(game.turnLine).not.toContainText('thinking');
    await expect(game.throwButton).toBeEnabled();
  }
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('reloads while the computer thinks, during the roll-off, with a hint asked and "Which way?" open', async ({
  game,
  page,
  pageLog,
}) => {
  test.setTimeout(180_000);
  await watchPositions(page);
  await game.open();
  let reloads = 0;
  const reload = async (query = '') => {
    const before = await game.saved();
    await game.open(query);
    reloads++;
    // The game resumed is the one saved: its throws kept, nothing lost.
    const after = await game.saved();
    expect(continues(after.record, before.record), after.record).toBe(true);
    expect(pageLog.pageErrors).toEqual([]);
  };
  // The computer (A) starts and thinks at normal speed: reload at several
  // moments of its turns.
  const s = SCENARIOS[0];
  await resumeSave(game, { v: 1, mode: 'pvc', level: 1, human: 'b', seed: 21, record: header(s) }, '');
  for (const ms of [0, 100, 250, 400, 550, 700, 900, 1200]) {
    await page.waitForTimeout(ms);
    await reload();
    await expect(game.app).toHaveAttribute('data-state', /^(human-throw|human-move|busy|over)$/);
  }
  await expect(game.app).toHaveAttribute('data-state', /^(human-throw|human-move|over)$/, { timeout: 20_000 });
  await expect(game.turnLine).not.toContainText('thinking');

  // During a new game's roll-off: the same settings roll off again.
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = game.newGameDialog;
  await dialog.locator('input[name="mode"][value="pvp"]').check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.waitForTimeout(300);
  await reload();
  await expect(game.app).toHaveAttribute('data-mode', 'pvp');
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });

  // A hint being computed.
  const seeded = { v: 1, mode: 'pvc', level: 2, human: 'a', seed: 5, record: header(s) };
  await resumeSave(game, seeded, '');
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await game.throwButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-move', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await expect(page.getByRole('button', { name: 'Hint', exact: true })).toBeEnabled();

  // "Which way?" open (capture at both stops: Dark's 2+1 takes M14 to M11
  // two ways).
  await resumeSave(game, { v: 1, mode: 'pvp', level: 3, human: 'a', record: TWO_WAY_RECORD }, '');
  await game.hole('M14').click();
  await game.hole('M11').click();
  await expect(game.choice).toBeVisible();
  await reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await expect(game.choice).toBeHidden();
  await game.hole('M14').click();
  await game.hole('M11').click();
  await page.locator('.dd-choice button').first().click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  expect(reloads).toBe(11);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('a save that cannot be resumed is kept aside, with a notice and a fresh game', async ({ game, page, pageLog }) => {
  await game.open();
  // A record that reads but whose last line is not a legal play.
  const bad = {
    v: 1,
    mode: 'pvc',
    level: 3,
    human: 'a',
    record: header(REPORTED) + 'b 3+2: M11-M2\n',
  };
  await resumeSave(game, bad, '');
  await expect(game.announce).toContainText('could not be resumed');
  await expect(game.app).toHaveAttribute('data-state', /^human-(throw|move)$/, { timeout: 20_000 });
  const aside = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), ASIDE);
  expect(JSON.parse(aside.save)).toEqual(bad);
  expect(aside.why).toMatch(/line 7/);
  // The fresh game is saved under the usual key; the bad one stays aside.
  expect((await game.saved()).record).not.toContain('M11-M2');
  expect(pageLog.pageErrors).toEqual([]);
});

test('a save too large to copy is moved aside, not lost', async ({ game, page, pageLog }) => {
  await game.open();
  // About 3 MB: the save and a copy of it would not both fit in the
  // browser's 5 MB of storage.
  const big = { v: 1, mode: 'pvc', level: 3, human: 'a', record: `[Board "16"]\n${'x'.repeat(3_000_000)}\n` };
  await resumeSave(game, big, '');
  await expect(game.announce).toContainText('could not be resumed');
  const aside = await page.evaluate((k) => localStorage.getItem(k), ASIDE);
  expect(aside, 'the bad save is kept').not.toBeNull();
  expect(JSON.parse(JSON.parse(aside).save).record.length).toBe(big.record.length);
  await expect(game.app).toHaveAttribute('data-state', /^human-(throw|move)$/, { timeout: 20_000 });
  expect(pageLog.pageErrors).toEqual([]);
});
