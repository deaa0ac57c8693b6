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
/** The engine's facts that give chances of a capture next turn (docs/ai.md). */
const CHANCES = new Set(['danger', 'threats', 'retaken', 'stoodSafe', 'placed']);

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
  // The reasons name holes: the board names its holes while the review is
  // open (a playtester counted holes to check them), and its own setting
  // again once it is closed.
  await expect(page.locator('.dd-board')).toHaveClass(/show-names/);
  await expect(page.locator('.dd-board .hole-names')).toBeVisible();
  // Light's costliest play: throw 22, A4-A5 A3-A4 instead of A8-A9 M9xM8.
  const worst = page.locator('.dd-review-worst[data-side="a"] > li').first();
  await expect(worst.locator('button')).toHaveText('Throw 22 (A + A): A4-A5 A3-A4 — better A8-A9 M9xM8 (−36.4 points)');
  const e = CLI[21].explanation;
  // (A4 is no piece that stood safe: the better play's capture of M8
  // takes it out of a reach it was in before the throw, 59/196608; so
  // small a chance, with the others the better play takes out of reach,
  // all under 1 %, makes no "out of danger" reason.)
  expect(e.reasons.map((r) => r.fact)).toEqual(['captures', 'threats', 'danger', 'placed', 'retaken']);
  expect(e.best.outOfDanger.map((p) => [p.hole, p.chance.fraction])[0]).toEqual(['A4', '59/196608']);
  expect(e.stoodSafe).toEqual([]);
  expect(e.missed).toEqual(['M8']);
  await expect(worst.locator('.dd-review-reasons li')).toHaveText([
    'The better play A8-A9 M9xM8 takes the piece on M8; the play made does not.',
    // (Without M8, which the better play takes: docs/ai.md, "threats compared".)
    'Enemy pieces within reach: the pieces on A10 and 8 more (each under 1 %) after the play made, the pieces on A10 and 9 more (each under 1 %) after the better play. The chance of taking at least one with a throw from there: 6.3 % → 43.8 %.',
    'Left within the opponent’s reach: the pieces on M9 and 5 more (each under 1 %) after the play made, the pieces on M8 (15.1 %) and A3 (under 1 %) after the better play. The chance of losing at least one next turn: 23.4 % → 15.1 %.',
    // The better play's price, ranked last but weighing 0.15 piece: shown.
    'In favour of the play made: After the better play, the piece on M8 that captured can be taken back next turn: a chance of 15.1 %. The play made captures nothing.',
    // The throw is A + A: Light throws again before Dark.
    'After A + A the same side throws again first: each chance is what the opponent could do if it threw next.',
  ]);
  expect([e.made.extraThrow, e.best.extraThrow]).toEqual([true, true]);
  // The figures are the command line's.
  expect((e.made.threatsCompared.any.value * 100).toFixed(1)).toBe('6.3');
  expect((e.best.threatsCompared.any.value * 100).toFixed(1)).toBe('43.8');
  expect(e.made.threats.pieces.map((p) => p.hole)).toContain('M8');
  expect(e.made.threatsCompared.pieces.map((p) => p.hole)).not.toContain('M8');
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
  // And how it is worked out (docs/ai.md, "Accuracy": 10 points lost
  // score 63.58 %, 50 points 8.53 %).
  await expect(page.locator('.dd-review-accuracy-how')).toHaveText(
    'Each play scores 100 % when it is as good as the strongest level’s best play, and less the more chance to win it gives away (10 points lost: 64 %; 50 points: 9 %); a side’s accuracy is the average over its plays with a choice.',
  );
  // Under the reasons, once: what their chances count.
  await expect(page.locator('.dd-review-chances')).toHaveText('Each chance counts the opponent’s whole next turn, the extra throw after A + A included.');
  // The review shown is the one asked for: no button offers it again.
  await expect(page.locator('.dd-replay-review')).toBeHidden();
  expect(await axe(page)).toEqual([]);
  await worst.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/review-why-1280.png' });
  // Back to the game: the game-over panel says the same accuracy (the
  // hole names as the settings say: off).
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(page.locator('.dd-board')).not.toHaveClass(/show-names/);
  await expect(game.app).toHaveAttribute('data-state', 'over');
  await expect(page.locator('.dd-over .dd-over-accuracy')).toHaveText(
    'Light’s accuracy: 78.7 % over 20 plays with a choice. Dark’s accuracy: 92.8 % over 32 plays with a choice.',
  );
  expect(await axe(page)).toEqual([]);
  await page.locator('.dd-over').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/review-why-over-1280.png' });
  // A reload: the game-over panel gets the same accuracy back (the
  // review run again in the background).
  await page.reload();
  await expect(game.app).toHaveAttribute('data-state', 'over');
  await expect(page.locator('.dd-over .dd-over-accuracy')).toHaveText(
    'Light’s accuracy: 78.7 % over 20 plays with a choice. Dark’s accuracy: 92.8 % over 32 plays with a choice.',
    { timeout: 60_000 },
  );
  // The viewer opened again, no review shown: its button is back.
  await page.getByRole('button', { name: 'Replay and review' }).click();
  await expect(page.locator('.dd-replay-review')).toBeVisible();
  await expect(page.locator('.dd-review')).toBeHidden();
  await page.getByRole('button', { name: 'Back to the game' }).click();
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
  // The play chosen: the board comes into view, and its reasons right
  // under it, in view together (the list lies far below on a phone).
  await page.locator('.dd-review-worst[data-side="a"] > li').first().locator('button').click();
  const why = page.locator('.dd-review-why');
  await expect(why.locator('.dd-review-why-title')).toHaveText('Hvorfor A8-A9 M9xM8 er bedre:');
  await expect(why.locator('li').first()).toHaveText('Det bedre træk A8-A9 M9xM8 slår brikken på M8; det spillede træk gør det ikke.');
  await expect(why.locator('li')).toHaveCount(5);
  await expect(why.locator('li').last()).toHaveText('Efter A + A kaster den samme side først igen: hver chance er, hvad modstanderen kunne gøre, hvis den kastede som den næste.');
  await expect(game.board).toBeInViewport();
  await expect(why.locator('li').first()).toBeInViewport();
  // Measured at once (the board may still be scrolling into view).
  const gap = await why.evaluate((w) => w.getBoundingClientRect().top - (w.parentElement?.querySelector('.dd-board')?.getBoundingClientRect().bottom ?? 0));
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(30);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/review-why-390-chosen.png' });
  // A step on: no play chosen, no reasons under the board.
  await page.locator('.dd-replay-forward').click();
  await expect(why).toBeHidden();
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
  expect([...facts].sort()).toEqual(['captures', 'dal', 'danger', 'outOfDanger', 'placed', 'retaken', 'stoodSafe', 'threats']);
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
          forMade: T.replay.reasons.forMade(''),
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
      // After A + A with a chance among the top three: one line more, last.
      const { made, best } = c.explanation;
      // The top three, and the weightiest for the play made when none of
      // them is (0.1 piece or more: the better play's price).
      const top = c.explanation.reasons.slice(0, 3);
      const price = top.some((r) => r.favours === 'made') ? undefined : c.explanation.reasons.find((r) => r.favours === 'made' && r.weight >= 0.1);
      const shown = price ? [...top, price] : top;
      const extra = (made.extraThrow || best.extraThrow) && shown.some((r) => CHANCES.has(r.fact)) ? 1 : 0;
      expect(w.reasons[k], `${lang}, throw ${c.index}`).toHaveLength(ahead + shown.length + extra || 1);
      // A reason that speaks for the play made says so (after the line
      // saying none speaks for the better play, if any).
      shown.forEach((r, i) => {
        const line = w.reasons[k][ahead + i];
        expect(line.startsWith(w.forMade), `${lang}, throw ${c.index}: ${line}`).toBe(r.favours === 'made');
      });
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

test('the reasons a player missed: a capture taken back, a piece safe where it stands, a piece moved into more danger; a reason for the play made says so', async ({ game, page }) => {
  await reviewed(game, page);
  // Dark's costliest plays: throws 36, 34 and 15.
  const dark = page.locator('.dd-review-worst[data-side="b"] > li');
  await expect(dark.locator('button')).toHaveText([
    'Throw 36 (A + III): B3-B4 M9-M6 — better M9-M8xM5 (−10.6 points)',
    'Throw 34 (III + IIII): B11-M11 M3-A1 — better M3-M0xA4 (−7.0 points)',
    'Throw 15 (IIII + IIII): A9-M12 M5-M1 — better A9-M12-M8 (−5.6 points)',
  ]);
  // The loss shown is the difference of the two chances shown (95.1 − 88.1),
  // where the exact loss, 7.09 points, rounds to 7.1.
  expect([CLI[33].before, CLI[33].after, CLI[33].loss].map((x) => (x * 100).toFixed(2))).toEqual(['95.14', '88.05', '7.09']);
  // Throw 34: the piece on B11 stood out of every enemy piece's reach.
  await expect(dark.nth(1).locator('.dd-review-reasons li').nth(1)).toHaveText(
    'The piece on B11 is safe where it stands: no enemy piece can reach it. The play made moves it to M11, where the chance of losing it next turn is 29.2 %; the better play leaves it there (0 %).',
  );
  // Throw 15: before, nothing of the next turn spoke for the better play
  // (at least one piece is lost for sure after both); now the two pieces
  // the plays place differently do, and the one fact for the play made
  // is marked as such.
  expect(CLI[14].explanation.made.danger.any.fraction).toBe('1');
  expect(CLI[14].explanation.best.danger.any.fraction).toBe('1');
  await expect(dark.nth(2).locator('.dd-review-reasons li')).toHaveText([
    'The piece on A9: the chance of losing it next turn is 16.7 % on M12 after the play made, 0.9 % on M8 after the better play. The piece on M5: the chance of losing it next turn is 6.3 % on M1 after the play made, < 0.1 % on M5 after the better play.',
    'In favour of the play made: Enemy pieces within reach: the pieces on A2, A3, A4, A6, A7 and 2 more (each under 1 %) after the play made, the pieces on A2, A3, M2 and 4 more (each under 1 %) after the better play. The chance of taking at least one with a throw from there: 100 % → 68.0 %.',
  ]);
  // Throw 17 (not among the three shown): Dark's capture on A3 is taken
  // back with 7/16; worded as the review words it, in English and Danish.
  const e = CLI[16].explanation;
  expect([e.made.capturers, e.made.retaken.fraction, e.best.capturers]).toEqual([['A3'], '7/16', []]);
  const words = await page.evaluate(async (e) => {
    const { reasonWords, percentIn } = await import('/www/review-words.js');
    const out = [];
    for (const lang of ['en', 'da']) out.push(reasonWords((await import(`/www/strings/${lang}.js`)).default.replay.reasons, e, percentIn(lang)));
    return out;
  }, e);
  expect(words).toEqual([
    [
      'After the play made, the piece on A3 that captured can be taken back next turn: a chance of 43.8 %. The better play captures nothing.',
      'The piece on M12: the chance of losing it next turn is 1.8 % on M10 after the play made, 0.1 % on M6 after the better play.',
      'In favour of the play made: The play made takes the piece on A3; the better play M12-M10-M6 does not.',
    ],
    [
      'Efter det spillede træk kan brikken på A3, der slog, selv blive slået i næste tur: en chance på 43,8 %. Det bedre træk slår ingen.',
      'Brikken på M12: chancen for at miste den i næste tur er 1,8 % på M10 efter det spillede træk, 0,1 % på M6 efter det bedre træk.',
      'Til fordel for det spillede træk: Det spillede træk slår brikken på A3; det bedre træk M12-M10-M6 gør det ikke.',
    ],
  ]);
  await dark.nth(2).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/review-why-missed-1280.png' });
});

// tests/review/dal-only.dgn (`daldos play --seed 19 --board 16 --mode cvc`):
// at throw 11 the better play's one difference the next turn shows is a
// dal, for a loss of 3.8 points (`daldos analyse --explain`: "none of
// these has a measure in pieces").
const DAL_ONLY = readFileSync(new URL('../review/dal-only.dgn', import.meta.url), 'utf8');

test('a dal alone is never offered as the whole reason for a loss: the words say the loss was found further ahead', async ({ game, page }) => {
  test.setTimeout(120_000);
  await game.open('?speed=fast');
  const { review, lines, de } = await page.evaluate(async (record) => {
    const engine = await import('/www/engine/daldos-engine.js');
    await engine.default();
    engine.loadNet(new Uint8Array(await (await fetch('/www/nets/net-16.bin')).arrayBuffer()));
    const [review] = engine.reviewRecord(record, 10, 1);
    const e = engine.explainThrow(record, 10, review.best);
    const { costlyWords, percentIn, shownLoss } = await import('/www/review-words.js');
    const words = async (lang) => costlyWords((await import(`/www/strings/${lang}.js`)).default.replay.reasons, e, percentIn(lang), percentIn(lang)(shownLoss(review)));
    return { review, lines: await words('en'), de: await words('de') };
  }, DAL_ONLY);
  expect([review.index, review.side, review.play, review.best]).toEqual([10, 'b', 'B16-M15 B15-B16', 'B16-M15 B12-B13']);
  expect(lines).toEqual([
    'Pieces dalled: 0 by the play made, 1 by the better play; undalled pieces left: 12 → 11.',
    'The next turn shows only this; the computer finds the 3.8 points lost by looking further ahead.',
  ]);
  expect(de[1]).toBe('Beim nächsten Wurf zeigt sich nur dies; die 3,8 verlorenen Punkte findet der Computer erst, indem er weiter vorausschaut.');
});
