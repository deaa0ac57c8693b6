// A game with variants: chosen in the dialog, saved in the record, shown on
// screen, and still in force after a reload.
import { test, expect } from './page.mjs';

test('variants chosen in the dialog are saved and shown, also after a reload', async ({ game, page, pageLog }) => {
  // Seed 25: Light 3+3, Dark 3+1, Light starts.
  await game.open('?seed=25');
  // Options, on the start card.
  await game.startGame({ mode: 'pvp', variants: ['stern-most-dal', 'last-piece-loses'] });
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await expect(game.board).toHaveAttribute('data-turn', 'a');
  const shown =
    /Board: Danish, 16 holes a row\s*Variants: Only the piece nearest the stern may be dalled; A player left with one piece loses/;
  await expect(page.locator('.dd-ruleset')).toHaveText(shown);
  const saved = await game.saved();
  expect(saved.record).toMatch(/\[Variants "[^"]*stern-most-dal[^"]*last-piece-loses[^"]*"\]/);
  expect(saved.record).toContain('[RollOff "3+3 3+1"]');
  expect(saved.seed).toBe(25);
  await page.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await expect(page.locator('.dd-ruleset')).toHaveText(shown);
  expect(pageLog.pageErrors).toEqual([]);
});
