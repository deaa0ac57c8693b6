// A game with variants: chosen in the dialog, saved in the record, shown on
// screen, and still in force after a reload.
import { test, expect, baseURL } from './fixtures.mjs';

const KEY = 'daldos.save.v1';
const app = (page) => page.locator('.daldos');

test('variants chosen in the dialog are saved and shown, also after a reload', async ({ page, pageLog }) => {
  // Seed 25: Light 3+3, Dark 3+1, Light starts.
  await page.goto(baseURL() + '?seed=25');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('.dd-start-more button').last().click(); // Options, on the start card
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('input[name="mode"][value="pvp"]').check();
  await dialog.locator('input[name="stern-most-dal"]').check();
  await dialog.locator('input[name="last-piece-loses"]').check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(app(page)).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await expect(page.locator('.dd-board')).toHaveAttribute('data-turn', 'a');
  const shown =
    /Board: Danish, 16 holes a row\s*Variants: Only the piece nearest the stern may be dalled; A player left with one piece loses/;
  await expect(page.locator('.dd-ruleset')).toHaveText(shown);
  const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), KEY);
  expect(saved.record).toMatch(/\[Variants "[^"]*stern-most-dal[^"]*last-piece-loses[^"]*"\]/);
  expect(saved.record).toContain('[RollOff "3+3 3+1"]');
  expect(saved.seed).toBe(25);
  await page.reload();
  await expect(app(page)).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await expect(page.locator('.dd-ruleset')).toHaveText(shown);
  expect(pageLog.pageErrors).toEqual([]);
});
