// The board's marks: a target's or a hint's badge never covers a piece, on
// a phone (upright boat), a phone held sideways and a desktop, in crowded
// positions (the lessons of Learn to play, with their fixed dice).
import { test, expect, baseURL } from './page.mjs';

/** Badges that cover a piece (by their drawn boxes), and how many badges. */
function covered(page) {
  return page.evaluate(() => {
    const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
    const boxes = (sel) =>
      [...root.querySelectorAll(sel)].map((e) => ({ r: e.getBoundingClientRect(), hole: e.closest('[data-hole]')?.dataset.hole }));
    const pieces = boxes('.holes [data-piece]');
    const badges = boxes('.badge rect');
    const hits = [];
    for (const b of badges) {
      for (const p of pieces) {
        const w = Math.min(b.r.right, p.r.right) - Math.max(b.r.left, p.r.left);
        const h = Math.min(b.r.bottom, p.r.bottom) - Math.max(b.r.top, p.r.top);
        if (w > 0.5 && h > 0.5) hits.push(`badge of ${b.hole} over the piece on ${p.hole}`);
      }
    }
    return { hits, badges: badges.length };
  });
}

for (const [width, height] of [
  [360, 640],
  [640, 360],
  [1280, 800],
]) {
  test(`badges never cover a piece at ${width}×${height}`, async ({ game, page, pageLog }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await game.fresh('?speed=fast');
    await page.locator('.dd-learn').click();
    let badges = 0;
    for (let lesson = 0; lesson < 8; lesson++) {
      await game.throwButton.click();
      await expect(game.app).not.toHaveAttribute('data-state', 'busy');
      if ((await game.app.getAttribute('data-state')) === 'human-move') {
        // Every movable piece's targets in turn, then the hint.
        const from = await game.movable.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-hole')));
        for (const hole of from) {
          await game.hole(hole).click();
          // Drawn (on the next frame): the piece chosen and its targets marked.
          await expect(game.hole(hole)).toHaveAttribute('data-selected', 'true');
          await expect(page.locator('[data-target] .badge').first()).toBeAttached();
          const found = await covered(page);
          expect(found.hits, `lesson ${lesson + 1}, ${hole} chosen`).toEqual([]);
          badges += found.badges;
          await game.hole(hole).click();
          await expect(page.locator('[data-selected]')).toHaveCount(0);
        }
        await game.askHint();
        await expect(page.locator('[data-hint] .badge').first()).toBeAttached();
        const found = await covered(page);
        expect(found.hits, `lesson ${lesson + 1}, hint`).toEqual([]);
        badges += found.badges;
      }
      // Then the lesson is played out, and on to the next.
      await game.playLessonOut();
      if (lesson < 7) await game.lessonNext.click();
    }
    expect(badges).toBeGreaterThanOrEqual(20);
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('at 1280×800 the board is at least 900 px wide, and the buttons stay put as the game goes on', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.open('?autoplay=fast&board=16&seed=4');
  const box = await page.locator('.dd-board svg').boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(900);
  const where = async () => {
    const boxes = await Promise.all(['.dd-buttons button', '.dd-throw'].map((sel) => page.locator(sel).first().boundingBox()));
    return boxes.map((b) => [Math.round(b?.x ?? -1), Math.round(b?.y ?? -1)]);
  };
  const before = await where();
  await game.computerPlays(30, { timeout: 30_000 });
  expect(await where()).toEqual(before);
  expect(pageLog.pageErrors).toEqual([]);
});
