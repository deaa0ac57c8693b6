// The board's marks: a target's or a hint's badge never covers a piece, on
// a phone (upright boat), a phone held sideways and a desktop, in crowded
// positions (the lessons of Learn to play, with their fixed dice).
import { test, expect, baseURL } from './fixtures.mjs';

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
  test(`badges never cover a piece at ${width}×${height}`, async ({ page, pageLog }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await page.goto(baseURL() + '?speed=fast');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('.dd-learn').click();
    let badges = 0;
    for (let lesson = 0; lesson < 8; lesson++) {
      await page.locator('.dd-throw').click();
      await expect(page.locator('.daldos')).not.toHaveAttribute('data-state', 'busy');
      if ((await page.locator('.daldos').getAttribute('data-state')) === 'human-move') {
        // Every movable piece's targets in turn, then the hint.
        const from = await page.locator('[data-hole]:has([data-movable])').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-hole')));
        for (const hole of from) {
          await page.locator(`[data-hole="${hole}"]`).click();
          // Drawn (on the next frame): the piece chosen and its targets marked.
          await expect(page.locator(`[data-hole="${hole}"]`)).toHaveAttribute('data-selected', 'true');
          await expect(page.locator('[data-target] .badge').first()).toBeAttached();
          const found = await covered(page);
          expect(found.hits, `lesson ${lesson + 1}, ${hole} chosen`).toEqual([]);
          badges += found.badges;
          await page.locator(`[data-hole="${hole}"]`).click();
          await expect(page.locator('[data-selected]')).toHaveCount(0);
        }
        await page.locator('.dd-hint-btn').click();
        await expect(page.locator('.dd-hint')).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[data-hint] .badge').first()).toBeAttached();
        const found = await covered(page);
        expect(found.hits, `lesson ${lesson + 1}, hint`).toEqual([]);
        badges += found.badges;
      }
      // Then the lesson is played out, and on to the next.
      for (let k = 0; k < 8 && !(await page.locator('.dd-lesson-next').isVisible()); k++) {
        const state = await page.locator('.daldos').getAttribute('data-state');
        if (state === 'human-throw') await page.locator('.dd-throw').click();
        else if (state === 'human-move') {
          await page.locator('[data-hole]:has([data-movable])').first().click();
          await page.locator('[data-target]').first().click();
        }
        await expect(page.locator('.daldos')).not.toHaveAttribute('data-state', 'busy');
      }
      if (lesson < 7) await page.locator('.dd-lesson-next').click();
    }
    expect(badges).toBeGreaterThanOrEqual(20);
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('at 1280×800 the board is at least 900 px wide, and the buttons stay put as the game goes on', async ({ page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseURL()}?autoplay=fast&board=16&seed=4`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const box = await page.locator('.dd-board svg').boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(900);
  const where = async () => {
    const boxes = await Promise.all(['.dd-buttons button', '.dd-throw'].map((sel) => page.locator(sel).first().boundingBox()));
    return boxes.map((b) => [Math.round(b?.x ?? -1), Math.round(b?.y ?? -1)]);
  };
  const before = await where();
  await expect.poll(() => page.locator('.dd-movelist li[data-side]:not(.current)').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
  expect(await where()).toEqual(before);
  expect(pageLog.pageErrors).toEqual([]);
});
