// "Learn to play": the nine lessons, played by clicks from the start card,
// each with its fixed dice (from the facade), its words, and Next; then a
// real game. Nothing of it is saved; it can be left at any step.
import { test, expect } from './page.mjs';
import { LESSONS } from './seeded.mjs';

test('Learn to play: nine lessons with their dice and words, then a real game', async ({ game, page, pageLog }) => {
  test.setTimeout(120_000);
  await game.fresh('?speed=fast');
  await game.start.getByRole('button', { name: 'Learn to play' }).click();
  for (const [i, [title, throws, after]] of LESSONS.entries()) {
    await expect(game.lesson.locator('.dd-lesson-step')).toHaveText(`Learn to play · step ${i + 1} of ${LESSONS.length}`);
    await expect(game.lesson.getByRole('heading')).toHaveText(title);
    await expect(game.app).toHaveAttribute('data-mode', 'pvp');
    // The side panel: the rules in force, no computer's level (and no stray "null").
    if (i === 0) {
      await expect(page.locator('.dd-ruleset')).toHaveText('Board: Danish, 16 holes a rowVariants: none (standard rules)');
      await expect(page.locator('.dd-level-shown')).toHaveCount(0);
      await expect(page.locator('.dd-score')).not.toContainText('null');
    }
    await game.playLessonOut();
    await expect(game.lesson.locator('.dd-lesson-done')).toBeVisible();
    const record = page.locator('.dd-movelist li[data-side]');
    await expect(record).toHaveCount(throws.length);
    for (const [k, t] of throws.entries()) await expect(record.nth(k)).toContainText(`a ${t}:`);
    if (after) await expect(game.board).toHaveAttribute('data-position', after);
    if (i < LESSONS.length - 1) await game.lessonNext.click();
  }
  await expect(game.over).toContainText('Light wins!');
  // Nothing of the lessons was saved.
  expect(await game.savedText()).toBeNull();
  await page.getByRole('button', { name: 'Play a game' }).click();
  await expect(game.lesson).toBeHidden();
  await expect(game.app).toHaveAttribute('data-mode', 'pvc');
  await expect(game.app).toHaveAttribute('data-state', /human-throw|busy/);
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('Learn to play can be left at any step, and started again from the start card', async ({ game, page, pageLog }) => {
  await game.fresh('?speed=fast');
  await page.locator('.dd-learn').click();
  await game.throwButton.click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(game.lesson).toBeHidden();
  await expect(game.start).toBeVisible();
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a');
  await page.locator('.dd-learn').click();
  await expect(game.lesson.getByRole('heading')).toHaveText('The dal wakes a piece');
  await expect(page.locator('.dd-movelist li[data-side]')).toHaveCount(0);
  expect(await game.savedText()).toBeNull();
  expect(pageLog.pageErrors).toEqual([]);
});

test('New game from a lesson opens set to play the computer, its level shown', async ({ game, page }) => {
  await game.fresh('?speed=fast');
  await page.locator('.dd-learn').click();
  await expect(game.lesson.getByRole('heading')).toHaveText('The dal wakes a piece');
  await game.host.locator('.dd-side').getByRole('button', { name: 'New game' }).click();
  const dialog = game.newGameDialog;
  await expect(dialog.locator('input[name="mode"][value="pvc"]')).toBeChecked();
  await expect(dialog.getByLabel('Computer level')).toBeVisible();
});
