// Every state of the game screen (the replay and review too) photographed at a phone's size, a phone
// held sideways and a desktop, in English and Danish
// (test-results/screenshots/states/), for a person to look at. Each shot
// also checks that the page has no sideways scrolling there.
import { mkdirSync } from 'node:fs';
import { test, expect, baseURL } from './fixtures.mjs';
import { TWO_WAY_RECORD } from './seeded.mjs';

const DIR = 'test-results/screenshots/states';

for (const lang of ['en', 'da']) {
  for (const [width, height] of [
    [360, 640],
    [640, 360],
    [1280, 800],
  ]) {
    test(`every state at ${width}×${height} in ${lang}`, async ({ page, pageLog }) => {
      test.setTimeout(120_000);
      mkdirSync(DIR, { recursive: true });
      await page.setViewportSize({ width, height });
      const shot = async (name) => {
        await page.screenshot({ path: `${DIR}/${lang}-${width}x${height}-${name}.png` });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name}: sideways scrolling`).toBeLessThanOrEqual(0);
      };
      await page.goto(`${baseURL()}?lang=${lang}&seed=25&speed=fast`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await expect(page.locator('.dd-start')).toBeVisible();
      await shot('1-start');
      await page.locator('.dd-start-more button').last().click();
      await shot('2-options');
      await page.keyboard.press('Escape');
      await page.locator('.dd-buttons button').nth(1).click();
      await shot('3-rules');
      await page.keyboard.press('Escape');
      await page.locator('.dd-learn').click();
      await page.locator('.dd-throw').click();
      await expect(page.locator('.daldos')).toHaveAttribute('data-state', 'human-move');
      await shot('4-lesson');
      await page.locator('.dd-lesson-buttons button').last().click(); // Leave
      await page.locator('.dd-play').click();
      await expect(page.locator('.daldos')).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
      await shot('5-to-throw');
      await page.locator('.dd-throw').click();
      await expect(page.locator('.daldos')).toHaveAttribute('data-state', 'human-move');
      await page.locator('[data-hole]:has([data-movable])').first().click();
      await shot('6-targets');
      await page.locator('[data-hole]:has([data-movable])').first().click();
      await page.locator('.dd-hint-btn').click();
      await expect(page.locator('.dd-hint')).toBeVisible({ timeout: 20_000 });
      await shot('7-hint');
      await page.evaluate((r) => localStorage.setItem('daldos.save.v1', JSON.stringify({ v: 1, record: r, mode: 'pvp', level: 3, human: 'a' })), TWO_WAY_RECORD);
      await page.reload();
      await expect(page.locator('.daldos')).toHaveAttribute('data-state', 'human-move');
      await page.locator('[data-hole="M14"]').click();
      await page.locator('[data-hole="M11"]').click();
      await expect(page.locator('.dd-choice')).toBeVisible();
      await shot('8-which-way');
      await page.goto(`${baseURL()}?lang=${lang}&autoplay=fast&board=12&seed=0`);
      await expect(page.locator('.dd-over')).toBeVisible({ timeout: 60_000 });
      await shot('9-game-over');
      // The review of that game (from the game-over panel), a costly play chosen.
      await page.locator('.dd-over-review').click();
      await expect(page.locator('.dd-replay')).toHaveAttribute('data-review', 'done', { timeout: 60_000 });
      await page.locator('.dd-review-play').first().click();
      await shot('10-review');
      expect(pageLog.pageErrors).toEqual([]);
    });
  }
}
