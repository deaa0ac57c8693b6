// "Learn to play": the nine lessons, played by clicks from the start card,
// each with its fixed dice (from the facade), its words, and Next; then a
// real game. Nothing of it is saved; it can be left at any step.
import { test, expect, baseURL } from './fixtures.mjs';
import { LESSONS } from './seeded.mjs';

const app = (page) => page.locator('.daldos');
const lesson = (page) => page.locator('.dd-lesson');

/** Plays the lesson shown: throws, and moves the first marked piece to the
 * first marked hole, until the lesson says it is done. */
async function playLesson(page) {
  for (let k = 0; k < 8; k++) {
    if (await page.locator('.dd-lesson-next').isVisible()) return;
    await expect(app(page)).toHaveAttribute('data-state', /human-throw|human-move|over/);
    const state = await app(page).getAttribute('data-state');
    if (state === 'human-throw') await page.locator('.dd-throw').click();
    else if (state === 'human-move') {
      await page.locator('[data-hole]:has([data-movable])').first().click();
      await page.locator('[data-target]').first().click();
    }
    await expect(app(page)).not.toHaveAttribute('data-state', 'busy');
  }
  await expect(page.locator('.dd-lesson-next')).toBeVisible();
}

test('Learn to play: nine lessons with their dice and words, then a real game', async ({ page, pageLog }) => {
  test.setTimeout(120_000);
  await page.goto(baseURL() + '?speed=fast');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('.dd-start').getByRole('button', { name: 'Learn to play' }).click();
  for (const [i, [title, throws, after]] of LESSONS.entries()) {
    await expect(lesson(page).locator('.dd-lesson-step')).toHaveText(`Learn to play · step ${i + 1} of ${LESSONS.length}`);
    await expect(lesson(page).getByRole('heading')).toHaveText(title);
    await expect(app(page)).toHaveAttribute('data-mode', 'pvp');
    // The side panel: the rules in force, no computer's level (and no stray "null").
    if (i === 0) {
      await expect(page.locator('.dd-ruleset')).toHaveText('Board: Danish, 16 holes a rowVariants: none (standard rules)');
      await expect(page.locator('.dd-level-shown')).toHaveCount(0);
      await expect(page.locator('.dd-score')).not.toContainText('null');
    }
    await playLesson(page);
    await expect(lesson(page).locator('.dd-lesson-done')).toBeVisible();
    const record = page.locator('.dd-movelist li[data-side]');
    await expect(record).toHaveCount(throws.length);
    for (const [k, t] of throws.entries()) await expect(record.nth(k)).toContainText(`a ${t}:`);
    if (after) await expect(page.locator('.dd-board')).toHaveAttribute('data-position', after);
    if (i < LESSONS.length - 1) await page.locator('.dd-lesson-next').click();
  }
  await expect(page.locator('.dd-over')).toContainText('Light wins!');
  // Nothing of the lessons was saved.
  expect(await page.evaluate(() => localStorage.getItem('daldos.save.v1'))).toBeNull();
  await page.getByRole('button', { name: 'Play a game' }).click();
  await expect(lesson(page)).toBeHidden();
  await expect(app(page)).toHaveAttribute('data-mode', 'pvc');
  await expect(app(page)).toHaveAttribute('data-state', /human-throw|busy/);
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('Learn to play can be left at any step, and started again from the start card', async ({ page, pageLog }) => {
  await page.goto(baseURL() + '?speed=fast');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('.dd-learn').click();
  await page.locator('.dd-throw').click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(lesson(page)).toBeHidden();
  await expect(page.locator('.dd-start')).toBeVisible();
  await expect(page.locator('.dd-board')).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a');
  await page.locator('.dd-learn').click();
  await expect(lesson(page).getByRole('heading')).toHaveText('The dal wakes a piece');
  await expect(page.locator('.dd-movelist li[data-side]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('daldos.save.v1'))).toBeNull();
  expect(pageLog.pageErrors).toEqual([]);
});
