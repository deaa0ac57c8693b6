// The replay viewer and the game review (replay.js). A fixed record,
// tests/review/game.dgn, is opened as a file; its review by the command
// line (`daldos analyse --format json`, kept in tests/review/analyse.jsonl,
// checked by crates/daldos-cli/tests/analyse.rs) gives the positions before
// every throw and the values the page must show: the page, the CLI and the
// replay agree.
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';
import { axe } from './axe.mjs';

test.use({ bypassCSP: true });

const RECORD = readFileSync(new URL('../review/game.dgn', import.meta.url), 'utf8');
/** @type {{ index: number, side: string, throw: string, play: string, best: string, before: number, after: number, loss: number, winA: number, position: string }[]} */
const CLI = readFileSync(new URL('../review/analyse.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
/** The final position (after the last throw): `daldos replay`'s first line. */
const FINAL = '10B1/B5B4B1/12 a';

/** A fresh page with the record opened as a file (a pvp game, so that the
 * game in play waits for nobody). */
async function opened(game) {
  await game.fresh('?speed=fast');
  await game.playFile('game.dgn', RECORD);
  await expect(game.board).toHaveAttribute('data-position', FINAL);
  await expect(game.app).toHaveAttribute('data-state', 'over');
}

test('the replay steps through the game by buttons and keys; back to the game as it was', async ({ game, page, pageLog }) => {
  expect(CLI).toHaveLength(70);
  await opened(game);
  const saved = await game.savedText();
  await page.getByRole('button', { name: 'Replay and review' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'replay');
  await expect(game.replayStep).toHaveText('Throw 70 of 70: Dark throws II + A and moves A9 to A11, then moves M12 to M11, capturing. Dark wins!');
  await expect(game.board).toHaveAttribute('data-position', FINAL);
  // The keyboard is on Step back (Step forward is off at the end).
  await expect(page.getByRole('button', { name: 'Step back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(game.board).toHaveAttribute('data-position', CLI[69].position);
  await expect(game.replayStep).toHaveText('Throw 69 of 70: Light throws A + III and moves B10 to M11.');
  // Arrow keys, Home and End on the viewer's buttons.
  await page.keyboard.press('Home');
  await expect(game.board).toHaveAttribute('data-position', CLI[0].position);
  await expect(game.replayStep).toHaveText('Before the first throw (70 throws in all): the pieces as they stood at the start.');
  await expect(page.getByRole('button', { name: 'First step' })).toBeDisabled();
  for (const k of [1, 2, 3]) {
    await page.keyboard.press('ArrowRight');
    await expect(game.board).toHaveAttribute('data-position', CLI[k].position);
  }
  await page.keyboard.press('ArrowLeft');
  await expect(game.board).toHaveAttribute('data-position', CLI[2].position);
  // The last play is drawn: throw 2 was Light's A12-M12-M9.
  await expect(game.hole('A12')).toHaveAttribute('data-last', 'from');
  await expect(game.hole('M9')).toHaveAttribute('data-last', 'to');
  // The move list shows the game up to the step, the step's throw marked.
  await expect(page.locator('.dd-movelist li')).toHaveCount(2);
  await expect(page.locator('.dd-movelist li[aria-current="step"] .dd-notation')).toHaveText('a 3+1: A12-M12-M9');
  await page.keyboard.press('End');
  await expect(game.board).toHaveAttribute('data-position', FINAL);
  // The keys work from any of the viewer's buttons.
  await page.getByRole('button', { name: 'Continue from here' }).focus();
  await page.keyboard.press('Home');
  await expect(game.board).toHaveAttribute('data-position', CLI[0].position);
  await page.keyboard.press('End');
  await expect(game.board).toHaveAttribute('data-position', FINAL);
  // Back to the game: as it was, the save untouched.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'over');
  await expect(game.board).toHaveAttribute('data-position', FINAL);
  await expect(page.locator('.dd-movelist li')).toHaveCount(70);
  await expect(game.replay).toBeHidden();
  expect(await game.savedText()).toBe(saved);
  expect(pageLog.pageErrors).toEqual([]);
});

test("the review shows the command line's values: graph, each side's costliest plays, the better play drawn", async ({ game, page, pageLog }) => {
  await opened(game);
  // From the game-over panel.
  await page.getByRole('button', { name: 'Review the game' }).click();
  await expect(game.replay).toHaveAttribute('data-review', 'done', { timeout: 60_000 });
  await expect(page.locator('.dd-review-progress')).toHaveText(
    'All 70 throws reviewed by the strongest level. The line is Light’s chance to win after each throw.',
  );
  // Said as whole sentences: the progress said before ("…: 0 % done.")
  // gives way, never runs into it.
  await expect(game.live).toHaveText('All 70 throws reviewed by the strongest level. The line is Light’s chance to win after each throw.');
  // Each side's three costliest plays, as the CLI's losses rank them.
  const fmt = (x) => (Math.round(x * 1000) / 10).toFixed(1);
  const faces = { 1: 'A', 2: 'II', 3: 'III', 4: 'IIII' };
  for (const side of ['a', 'b']) {
    const worst = CLI.filter((r) => r.side === side && r.loss >= 0.001)
      .sort((x, y) => y.loss - x.loss || x.index - y.index)
      .slice(0, 3);
    const words = worst.map((r) => {
      const dice = r.throw.split('+').map((d) => faces[d]).join(' + ');
      // The loss shown: the difference of the two chances shown (docs/ai.md,
      // "The points lost shown"), e.g. 36.1 for throw 8 (57.6 − 21.5), whose
      // exact loss, 36.03, would round to 36.0.
      const shown = (Math.round(r.before * 1000) - Math.round(r.after * 1000)) / 1000;
      return `Throw ${r.index + 1} (${dice}): ${r.play} — better ${r.best} (−${fmt(shown)} points)`;
    });
    await expect(page.locator(`.dd-review-worst[data-side="${side}"] button`)).toHaveText(words);
  }
  await expect(page.locator('.dd-review-worst[data-side="a"] button').nth(1)).toHaveText(
    'Throw 8 (III + III): A11-M11-M8 — better A11xM11 M7-M4 (−36.1 points)',
  );
  // Light's worst: throw 22, A4-A5 A3-A4 instead of A8-A9 M9xM8.
  await expect(page.locator('.dd-review-worst[data-side="a"] button').first()).toHaveText(
    'Throw 22 (A + A): A4-A5 A3-A4 — better A8-A9 M9xM8 (−36.4 points)',
  );
  await page.locator('.dd-review-worst[data-side="a"] button').first().click();
  await expect(game.board).toHaveAttribute('data-position', CLI[21].position);
  await expect(game.replayStep).toHaveText(
    'Throw 22: Light threw A + A and played A4-A5 A3-A4; better was A8-A9 M9xM8 (gold rings, numbered). Light’s chance to win: 55.5 % with the better play, 19.1 % with the play made, 36.4 points lost.',
  );
  // The play made (its path) and the better play (numbered steps).
  await expect(game.hole('A4')).toHaveAttribute('data-last', 'to');
  await expect(game.hole('A8')).toHaveAttribute('data-hint', '1');
  await expect(game.hole('A9')).toHaveAttribute('data-hint', '1→');
  await expect(game.hole('M9')).toHaveAttribute('data-hint', '2');
  await expect(game.hole('M8')).toHaveAttribute('data-hint', '2→');
  // Each ring is named for the move it stands for, not "Hint: 1".
  await expect(game.hole('A8')).toHaveAttribute('aria-label', /, Better play, move 1: A8 to A9$/);
  await expect(game.hole('A9')).toHaveAttribute('aria-label', /, Better play, move 1: A8 to A9$/);
  await expect(game.hole('M8')).toHaveAttribute('aria-label', /, Better play, move 2: M9 to M8$/);
  // The graph: Light's chance after each of the 70 throws.
  const points = await page.locator('.dd-graph-line').getAttribute('points');
  expect(points?.split(' ')).toHaveLength(71);
  expect(await page.locator('.dd-review-graph svg').getAttribute('aria-label')).toBe('Light’s chance to win over 70 throws; after the last, 0 %.');
  // A click on the graph, half-way along: the game after 35 throws.
  const graph = page.locator('.dd-review-graph svg');
  const box = await graph.boundingBox();
  await graph.click({ position: { x: (box?.width ?? 0) / 2, y: 10 } });
  await expect(game.replayStep).toContainText('Throw 35 of 70:');
  await expect(game.board).toHaveAttribute('data-position', CLI[35].position);
  expect(await axe(page)).toEqual([]);
  expect(pageLog.pageErrors).toEqual([]);
});

test("every value of the page's engine is the command line's", async ({ game, page }) => {
  await game.open('?speed=fast');
  const values = await page.evaluate(async (record) => {
    const engine = await import('/www/engine/daldos-engine.js');
    await engine.default();
    const bytes = await (await fetch('/www/nets/net-12.bin')).arrayBuffer();
    engine.loadNet(new Uint8Array(bytes));
    return engine.reviewRecord(record, 0, 100);
  }, RECORD);
  expect(values).toHaveLength(70);
  values.forEach((r, i) => {
    const c = CLI[i];
    expect([r.index, r.side, r.throw, r.play, r.best, r.position]).toEqual([c.index, c.side, c.throw, c.play, c.best, c.position]);
    // The network's exp and tanh come from different maths libraries
    // natively and in WebAssembly: the values agree to a millionth, and
    // as shown (a tenth of a percent) exactly.
    for (const k of ['before', 'after', 'loss', 'winA']) {
      expect(Math.abs(r[k] - c[k]), `${k} of throw ${i}`).toBeLessThan(1e-6);
      expect((r[k] * 100).toFixed(1), `${k} of throw ${i}`).toBe((c[k] * 100).toFixed(1));
    }
  });
});

test('continue from here plays on from the step shown, in the mode chosen', async ({ game, page, pageLog }) => {
  await opened(game);
  await page.getByRole('button', { name: 'Replay and review' }).click();
  await page.getByRole('button', { name: 'First step' }).click();
  for (let k = 0; k < 10; k++) await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(game.board).toHaveAttribute('data-position', CLI[10].position);
  await page.getByRole('combobox', { name: 'Play on as' }).selectOption('pvp');
  // It would drop the 60 later throws: the button asks first, and says so.
  await page.getByRole('button', { name: 'Continue from here' }).click();
  const ask = page.getByRole('button', { name: 'Drop the 60 later throws and play on' });
  await expect(ask).toBeVisible();
  // (Said at once after the step's words, if they are still waiting.)
  await expect(game.live).toHaveText(/(^|M7 to M5\. )Drop the 60 later throws and play on$/);
  await expect(game.app).toHaveAttribute('data-state', 'replay');
  // Another step is another question: the button reads as before.
  await page.getByRole('button', { name: 'Step back' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Continue from here' }).click();
  await ask.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  await expect(game.app).toHaveAttribute('data-mode', 'pvp');
  await expect(game.board).toHaveAttribute('data-position', CLI[10].position);
  await expect(page.locator('.dd-movelist li')).toHaveCount(10);
  // Saved as the game in play: a reload goes on from there.
  const saved = await game.saved();
  expect(saved.record.trim().split('\n').filter((l) => /^[ab] /.test(l))).toHaveLength(10);
  await page.reload();
  await expect(game.board).toHaveAttribute('data-position', CLI[10].position);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a side that never had a choice of play: its accuracy said plainly', async ({ game, page, pageLog }) => {
  // Issue 24, "a pleasure to play", item 5: two lost throws, nothing to choose.
  // Opened in the viewer and reviewed there (not played on: no new throw).
  await game.fresh('?speed=fast');
  await game.openFile('lost.dgn', '[Game "Daldøs"]\n[Board "16"]\n[RollOff "1+1 3+1"]\n[Result "*"]\n\nb 3+4: --\na 4+3: --\n');
  await expect(game.app).toHaveAttribute('data-state', 'replay');
  await page.getByRole('button', { name: 'Review with the computer' }).click();
  await expect(page.locator('.dd-review-accuracy')).toHaveText(
    'Light never had a choice of play, so Light has no accuracy for this game. ' +
      'Dark never had a choice of play, so Dark has no accuracy for this game.',
    { timeout: 60_000 },
  );
  await page.locator('.dd-review-accuracy').scrollIntoViewIfNeeded();
  await game.screenshot('review-no-accuracy-1280');
  expect(pageLog.pageErrors).toEqual([]);
});
