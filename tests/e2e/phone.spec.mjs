// On a phone (360 x 640): the game-over panel leaves the board in view,
// starting a game from the bottom of the page brings the board back, and a
// reload during a new game's roll-off keeps that game's settings. Every
// game is seeded, so each test knows the dice it gets.
import { mkdirSync } from 'node:fs';
import { test, expect, baseURL } from './fixtures.mjs';

const SCREENSHOTS = 'test-results/screenshots';
const KEY = 'daldos.save.v1';
const app = (page) => page.locator('.daldos');

test.use({ viewport: { width: 360, height: 640 } });

test('game over: the panel sits beside the board, not over it', async ({ page, pageLog }) => {
  await page.goto(baseURL());
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  // A whole game on the 12-hole board, greedy against greedy, through the
  // facade, seeded with 1 (Light wins in 40 throws); then the page opens it.
  const record = await page.evaluate(async () => {
    const engine = await import(new URL('www/engine/daldos-engine.js', document.baseURI).href);
    await engine.default();
    const g = new window.wasmBindings.Game(12, 'standard');
    g.setSeed(1);
    g.rollOff();
    const over = () => !g.toRecord().includes('[Result "*"]');
    for (let i = 0; i < 5000 && !over(); i++) {
      // A throw in use has legal moves; else it is time to throw.
      if (g.legalMoves().length) for (const m of engine.computerPlay(g.engineRequest(), 'greedy', 1)) g.makeMove(m);
      else g.throwDice();
    }
    const text = g.toRecord();
    g.free();
    return text;
  });
  expect(record).toContain('[Result "a"]');
  expect(record.split('\n\n')[1].trim().split('\n')).toHaveLength(40);
  await page.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify(v)), [KEY, { v: 1, record, mode: 'pvp', level: 3, human: 'a' }]);
  await page.reload();
  const over = page.locator('.dd-over');
  await expect(over).toBeVisible();
  await expect(over).toHaveAttribute('data-winner', 'a');
  const a = await over.boundingBox();
  const b = await page.locator('.dd-board').boundingBox();
  const apart = a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;
  expect(apart, `panel ${JSON.stringify(a)} board ${JSON.stringify(b)}`).toBe(true);
  await expect(over.getByRole('button', { name: 'New game' })).toBeInViewport();
  await expect(over.getByRole('button', { name: 'Review the game' })).toBeInViewport();
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/game-over-360x640.png` });
  // Held sideways (640 x 360): the panel follows the board.
  await page.setViewportSize({ width: 640, height: 360 });
  const c = await over.boundingBox();
  const d = await page.locator('.dd-board').boundingBox();
  expect(c.y, `panel ${JSON.stringify(c)} board ${JSON.stringify(d)}`).toBeGreaterThanOrEqual(d.y + d.height);
  await over.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/game-over-640x360.png` });
  expect(pageLog.pageErrors).toEqual([]);
});

test('watching the computer, started from the bottom of the page, shows the board', async ({ page, pageLog }) => {
  // Seed 1: Light (the player) starts.
  await page.goto(baseURL() + '?seed=1');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('.dd-start-more button').last().click(); // Options, on the start card
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(app(page)).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await page.getByRole('button', { name: 'New game' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.locator('.dd-board')).not.toBeInViewport({ ratio: 0.9 });
  await dialog.locator('input[name="mode"][value="cvc"]').check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.dd-board')).toBeInViewport({ ratio: 0.9 });
  expect(pageLog.pageErrors).toEqual([]);
});

test('a reload during the roll-off keeps the new game’s settings', async ({ page, pageLog }) => {
  // Seed 25 (saved with the new game before its roll-off, so the same
  // roll-off after the reload): Light 3+3, Dark 3+1, Light starts.
  await page.goto(baseURL() + '?seed=25');
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('.dd-start-more button').last().click(); // Options, on the start card
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('input[name="mode"][value="pvp"]').check();
  await dialog.locator('input[name="size"][value="12"]').check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(app(page)).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  await expect(page.locator('.dd-board')).toHaveAttribute('data-position', 'aaaaaaaaaaaa/13/bbbbbbbbbbbb a');
  // The rules in force are on screen (the dialog is not).
  await expect(page.locator('.dd-ruleset')).toHaveText(/Board: Norwegian, 12 holes a row\s*Variants: none \(standard rules\)/);
  await expect(page.getByRole('dialog', { name: 'New game' })).toBeHidden();
  const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), KEY);
  expect(saved).toMatchObject({ mode: 'pvp', seed: 25 });
  expect(saved.record).toMatch(/\[Board "12"\]/);
  expect(saved.record).toContain('[RollOff "3+3 3+1"]');
  expect(pageLog.pageErrors).toEqual([]);
});
