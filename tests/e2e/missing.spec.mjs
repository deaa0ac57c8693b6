// A copy of the game's folder without its engine/ (a file-transfer slip):
// the computer cannot play, and the page says so, keeping the game as it is
// (it once threw the game away as "a save that could not be resumed").
import { test, expect } from './page.mjs';
import { KEY, S250 } from './seeded.mjs';

test('without engine/ the computer cannot play: said in words, the game kept, nothing set aside', async ({ game, page }) => {
  const refused = [];
  await page.context().route(/\/engine\//, (route) => {
    refused.push(route.request().url());
    return route.fulfill({ status: 404, body: 'not found' });
  });
  await game.fresh(S250.query);
  // Seed 250: Dark, the computer, starts; it throws 3+1 and must then play.
  await game.playButton.click();
  await expect(game.announce).toHaveText(
    "The computer's files (engine/) could not be loaded here, so the computer cannot play or give hints. Two players on one device still work: New game.",
  );
  expect(refused.some((u) => u.endsWith('/engine/daldos-engine.js'))).toBe(true);
  // The game is the same one: Dark's throw waits, nothing was set aside.
  const saved = await game.saved();
  expect(saved.record).toContain('b 3+1:');
  expect(await page.evaluate((k) => localStorage.getItem(`${k}.unresumable`), KEY)).toBeNull();
  await expect(game.app).not.toHaveAttribute('data-state', 'human-throw');
  // Two players on this device still play.
  await page.getByRole('button', { name: 'New game' }).first().click();
  const dialog = game.newGameDialog;
  await dialog.locator('input[name="mode"][value="pvp"]').check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
});

test('without daldos.css the game says so instead of drawing a huge unstyled board', async ({ game, page }) => {
  await page.context().route(/\/daldos\.css$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(game.url);
  await expect(page.locator('.dd-boot')).toHaveText(/^Something went wrong: .*\/www\/daldos\.css could not be loaded \(a missing file, or the site's Content-Security-Policy style-src\)$/);
  await expect(game.element).toHaveAttribute('data-error', 'true');
  await expect(game.board).toHaveCount(0);
});
