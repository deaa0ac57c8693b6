// The review says why (issue 26): beside each costly play, the engine's
// reasons in words, and each side's accuracy. The fixed record
// tests/review/game.dgn is reviewed; the command line's explanations and
// accuracy for it (`daldos analyse --explain --costly 0.1 --format json`,
// kept in tests/review/explain.jsonl, checked by
// crates/daldos-cli/tests/analyse.rs) are what the page's engine must give.
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';
import { axe } from './axe.mjs';

test.use({ bypassCSP: true });

const RECORD = readFileSync(new URL('../review/game.dgn', import.meta.url), 'utf8');
const LINES = readFileSync(new URL('../review/explain.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l));
/** Each throw's review with its explanation (null unless costly). */
const CLI = LINES.filter((l) => 'index' in l);
/** Each side's accuracy: the last line. */
const ACCURACY = LINES[LINES.length - 1].accuracy;
const FINAL = '10B1/B5B4B1/12 a';

/** `v` with every null dropped (the CLI writes null where the page's data has nothing). */
const noNulls = (v) => JSON.parse(JSON.stringify(v, (_, x) => (x === null ? undefined : x)));

async function reviewed(game, page, query = '?speed=fast') {
  await game.fresh(query);
  // A file opens in the viewer (docs/embedding.md): played on from its
  // end, it is the game in play, over, with its review button.
  await game.playFile('game.dgn', RECORD);
  await expect(game.board).toHaveAttribute('data-position', FINAL);
  await page.locator('.dd-over-review').click();
  await expect(game.replay).toHaveAttribute('data-review', 'done', { timeout: 60_000 });
  await expect(game.replay).toHaveAttribute('data-reasons', 'done', { timeout: 60_000 });
}

test("the costliest play's reasons and both accuracies, in words, as the command line states them", async ({ game, page, pageLog }) => {
  expect(CLI).toHaveLength(70);
  await reviewed(game, page);
  // Light's costliest play: throw 22, A4-A5 A3-A4 instead of A8-A9 M9xM8.
  const worst = page.locator('.dd-review-worst[data-side="a"] > li').first();
  await expect(worst.locator('button')).toHaveText('Throw 22 (A + A): A4-A5 A3-A4 — better A8-A9 M9xM8 (−36.4 points)');
  const e = CLI[21].explanation;
  expect(e.reasons.map((r) => r.fact)).toEqual(['captures', 'threats', 'danger', 'outOfDanger']);
  expect(e.missed).toEqual(['M8']);
  await expect(worst.locator('.dd-review-reasons li')).toHaveText([
    'The better play A8-A9 M9xM8 takes the piece on M8; the play made does not.',
    'Enemy pieces within reach: the pieces on A10, M8 and 8 more after the play made, the pieces on A10 and 9 more after the better play. The chance of taking at least one with a throw from there: 6.3 % → 43.8 %.',
    'Left within the opponent’s reach: the pieces on M9 and 5 more after the play made, the pieces on M8 and one more after the better play. The chance of losing at least one next turn: 23.4 % → 15.1 %.',
  ]);
  // The figures are the command line's.
  expect((e.made.threats.any.value * 100).toFixed(1)).toBe('6.3');
  expect((e.best.threats.any.value * 100).toFixed(1)).toBe('43.8');
  expect((e.made.danger.any.value * 100).toFixed(1)).toBe('23.4');
  expect((e.best.danger.any.value * 100).toFixed(1)).toBe('15.1');
  // The reasons describe the play's button for a screen reader.
  const id = await worst.locator('.dd-review-reasons').getAttribute('id');
  await expect(worst.locator('button')).toHaveAttribute('aria-describedby', id ?? '');
  // Each side's accuracy: the command line's, to the tenth shown.
  expect([ACCURACY.a.percent.toFixed(1), ACCURACY.a.plays, ACCURACY.b.percent.toFixed(1), ACCURACY.b.plays]).toEqual(['78.7', 20, '92.8', 32]);
  await expect(page.locator('.dd-review-accuracy')).toHaveText(
    'Light’s accuracy: 78.7 % over 20 plays with a choice. Dark’s accuracy: 92.8 % over 32 plays with a choice.',
  );
  expect(await axe(page)).toEqual([]);
  await worst.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/review-why-1280.png' });
  // Back to the game: the game-over panel says the same accuracy.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'over');
  await expect(page.locator('.dd-over .dd-over-accuracy')).toHaveText(
    'Light’s accuracy: 78.7 % over 20 plays with a choice. Dark’s accuracy: 92.8 % over 32 plays with a choice.',
  );
  expect(await axe(page)).toEqual([]);
  await page.locator('.dd-over').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/review-why-over-1280.png' });
  // A new game: the panel and its accuracy go.
  await page.getByRole('button', { name: 'New game' }).first().click();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(game.app).not.toHaveAttribute('data-state', 'over');
  await expect(page.locator('.dd-over-accuracy')).toBeHidden();
  expect(pageLog.pageErrors).toEqual([]);
});

test('the reasons on a phone, in Danish', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewed(game, page, '?speed=fast&lang=da');
  // Danish words for the same facts.
  await expect(page.locator('.dd-review-worst[data-side="a"] > li').first().locator('.dd-review-reasons li').first()).toHaveText(
    'Det bedre træk A8-A9 M9xM8 slår brikken på M8; det spillede træk gør det ikke.',
  );
  expect(await axe(page)).toEqual([]);
  await page.locator('.dd-review-accuracy').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/review-why-390.png' });
  await page.locator('.dd-review-worst[data-side="a"] > li').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/review-why-390-reasons.png' });
  expect(pageLog.pageErrors).toEqual([]);
});

/** Side `side`'s costliest plays as the review lists them (review.js). */
const costliest = (side) =>
  CLI.filter((r) => r.side === side && r.loss >= 0.001)
    .sort((x, y) => y.loss - x.loss || x.index - y.index)
    .slice(0, 3);

test("the page's engine explains the costly throws shown and scores each side as the command line does", async ({ game, page }) => {
  test.setTimeout(180_000);
  await game.open('?speed=fast');
  const { reviews, explained, accuracy } = await page.evaluate(
    async ({ record, indices }) => {
      const engine = await import('/www/engine/daldos-engine.js');
      await engine.default();
      const bytes = await (await fetch('/www/nets/net-12.bin')).arrayBuffer();
      engine.loadNet(new Uint8Array(bytes));
      const reviews = engine.reviewRecord(record, 0, 100);
      const explained = indices.map((i) => engine.explainThrow(record, i, reviews[i].best) ?? null);
      return { reviews, explained, accuracy: engine.reviewAccuracy(reviews) };
    },
    { record: RECORD, indices: [...costliest('a'), ...costliest('b')].map((c) => c.index) },
  );
  const costly = [...costliest('a'), ...costliest('b')];
  expect(costly.every((c) => c.explanation)).toBe(true);
  costly.forEach((c, k) => expect(noNulls(explained[k]), `throw ${c.index}`).toEqual(noNulls(c.explanation)));
  // The plays with a choice are the command line's count.
  for (const side of ['a', 'b']) {
    expect(reviews.filter((r) => r.side === side && r.choice)).toHaveLength(ACCURACY[side].plays);
    expect(accuracy[side].plays).toBe(ACCURACY[side].plays);
    // The losses agree to a millionth (the network's maths, review.spec.mjs): so does the mean.
    expect(Math.abs(accuracy[side].percent - ACCURACY[side].percent)).toBeLessThan(1e-4);
  }
});

test('every language words every reason of the kept explanations, and both accuracies', async ({ game, page }) => {
  const explained = CLI.filter((c) => c.explanation);
  // The kept game's explanations hold every fact but progress among their top three.
  const facts = new Set(explained.flatMap((c) => c.explanation.reasons.slice(0, 3).map((r) => r.fact)));
  expect([...facts].sort()).toEqual(['captures', 'dal', 'danger', 'outOfDanger', 'threats']);
  await game.open('?speed=fast');
  const all = await page.evaluate(
    async ({ explanations, accuracy }) => {
      const { reasonWords, accuracyWords } = await import('/www/review-words.js');
      const pct = (x) => (Math.round(x * 1000) / 10).toFixed(1);
      const out = {};
      for (const lang of ['en', 'da', 'nb', 'sv', 'de', 'es', 'it']) {
        const T = (await import(`/www/strings/${lang}.js`)).default;
        out[lang] = {
          reasons: explanations.map((e) => reasonWords(T.replay.reasons, e, pct)),
          progress: T.replay.reasons.progress(5, 7),
          accuracy: ['a', 'b'].map((side) => accuracyWords(T.replay, T.sideName[side], accuracy[side], pct)),
          none: accuracyWords(T.replay, T.sideName.a, undefined, pct),
        };
      }
      return out;
    },
    { explanations: explained.map((c) => c.explanation), accuracy: ACCURACY },
  );
  for (const [lang, w] of Object.entries(all)) {
    explained.forEach((c, k) => {
      // The top three, after a line saying none speaks for the better
      // play when the first speaks for the play made.
      const ahead = c.explanation.reasons[0]?.favours === 'made' ? 1 : 0;
      expect(w.reasons[k], `${lang}, throw ${c.index}`).toHaveLength(ahead + Math.min(3, c.explanation.reasons.length) || 1);
      for (const line of w.reasons[k]) {
        expect(line, `${lang}, throw ${c.index}`).toMatch(/^[^a-z].*\.$/u);
        expect(line).not.toMatch(/undefined|NaN|\[object/);
      }
      // A captures line names every piece either play captures (never "the
      // play made does not" of a play that captured).
      c.explanation.reasons.slice(0, 3).forEach((r, i) => {
        if (r.fact !== 'captures') return;
        for (const h of [...c.explanation.made.captured, ...c.explanation.best.captured]) expect(w.reasons[k][ahead + i], `${lang}, throw ${c.index}`).toContain(h);
      });
    });
    expect(w.progress).toMatch(/5.*7/);
    expect(w.accuracy[0]).toContain(ACCURACY.a.percent.toFixed(1));
    expect(w.accuracy[1]).toContain(ACCURACY.b.percent.toFixed(1));
    expect(w.none).not.toMatch(/undefined/);
  }
});
