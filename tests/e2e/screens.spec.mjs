// Every state of the game screen (the replay and review too) photographed at a phone's size, a phone
// held sideways and a desktop, in English and Danish
// (test-results/screenshots/states/), for a person to look at. Each shot
// also checks that the page has no sideways scrolling there.
import { test, expect, baseURL } from './page.mjs';
import { TWO_WAY_RECORD } from './seeded.mjs';

const DIR = 'test-results/screenshots/states';

for (const lang of ['en', 'da']) {
  for (const [width, height] of [
    [360, 640],
    [640, 360],
    [1280, 800],
  ]) {
    test(`every state at ${width}×${height} in ${lang}`, async ({ game, page, pageLog }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      const shot = async (name) => {
        await game.screenshot(`${lang}-${width}x${height}-${name}`, { dir: DIR });
        const overflow = await game.overflow();
        expect(overflow, `${name}: sideways scrolling`).toBeLessThanOrEqual(0);
      };
      await game.fresh(`?lang=${lang}&seed=25&speed=fast`);
      await expect(game.start).toBeVisible();
      await shot('1-start');
      await game.openOptions();
      await shot('2-options');
      await page.keyboard.press('Escape');
      await page.locator('.dd-buttons button').nth(1).click();
      await shot('3-rules');
      await page.keyboard.press('Escape');
      await page.locator('.dd-learn').click();
      // The roll-off's lesson thrown, then the dal's, its piece to move.
      await game.throwButton.click();
      await game.lessonNext.click();
      await game.throwButton.click();
      await expect(game.app).toHaveAttribute('data-state', 'human-move');
      await shot('4-lesson');
      await page.locator('.dd-lesson-buttons button').last().click(); // Leave
      await game.playButton.click();
      await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
      await shot('5-to-throw');
      await game.throwButton.click();
      await expect(game.app).toHaveAttribute('data-state', 'human-move');
      await game.movable.first().click();
      await shot('6-targets');
      await game.movable.first().click();
      await game.askHint();
      await shot('7-hint');
      await game.setSave({ v: 1, record: TWO_WAY_RECORD, mode: 'pvp', level: 3, human: 'a' });
      await page.reload();
      await expect(game.app).toHaveAttribute('data-state', 'human-move');
      await game.hole('M14').click();
      await game.hole('M11').click();
      await expect(game.choice).toBeVisible();
      await shot('8-which-way');
      await page.goto(`${baseURL()}?lang=${lang}&autoplay=fast&board=12&seed=0`);
      await expect(game.over).toBeVisible({ timeout: 60_000 });
      await shot('9-game-over');
      // The review of that game (from the game-over panel), a costly play chosen.
      await page.locator('.dd-over-review').click();
      await expect(game.replay).toHaveAttribute('data-review', 'done', { timeout: 60_000 });
      await page.locator('.dd-review-play').first().click();
      await shot('10-review');
      expect(pageLog.pageErrors).toEqual([]);
    });
  }
}
