// On a phone (360 x 640): the game-over panel leaves the board in view,
// starting a game from the bottom of the page brings the board back, and a
// reload during a new game's roll-off keeps that game's settings. Every
// game is seeded, so each test knows the dice it gets.
import { test, expect } from './page.mjs';

test.use({ viewport: { width: 360, height: 640 } });

test('game over: the panel sits beside the board, not over it', async ({ game, page, pageLog }) => {
  await game.open();
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
  await game.setSave({ v: 1, record, mode: 'pvp', level: 3, human: 'a' });
  await page.reload();
  const over = game.over;
  await expect(over).toBeVisible();
  await expect(over).toHaveAttribute('data-winner', 'a');
  const a = await over.boundingBox();
  const b = await game.board.boundingBox();
  const apart = a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;
  expect(apart, `panel ${JSON.stringify(a)} board ${JSON.stringify(b)}`).toBe(true);
  await expect(over.getByRole('button', { name: 'New game' })).toBeInViewport();
  await expect(over.getByRole('button', { name: 'Review the game' })).toBeInViewport();
  await game.screenshot('game-over-360x640');
  // Held sideways (640 x 360): the panel follows the board.
  await page.setViewportSize({ width: 640, height: 360 });
  const c = await over.boundingBox();
  const d = await game.board.boundingBox();
  expect(c.y, `panel ${JSON.stringify(c)} board ${JSON.stringify(d)}`).toBeGreaterThanOrEqual(d.y + d.height);
  await over.scrollIntoViewIfNeeded();
  await game.screenshot('game-over-640x360');
  expect(pageLog.pageErrors).toEqual([]);
});

test('watching the computer, started from the bottom of the page, shows the board', async ({ game, page, pageLog }) => {
  // Seed 1: Light (the player) starts.
  await game.open('?seed=1');
  await game.startGame(); // Options, on the start card
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await page.getByRole('button', { name: 'New game' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(game.board).not.toBeInViewport({ ratio: 0.9 });
  await game.chooseAndStart({ mode: 'cvc' });
  await expect(game.board).toBeInViewport({ ratio: 0.9 });
  expect(pageLog.pageErrors).toEqual([]);
});

test('a reload during the roll-off keeps the new game’s settings', async ({ game, page, pageLog }) => {
  // Seed 25 (saved with the new game before its roll-off, so the same
  // roll-off after the reload): Light 3+3, Dark 3+1, Light starts.
  await game.open('?seed=25');
  await game.startGame({ mode: 'pvp', size: 12 }); // Options, on the start card
  await game.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaa/13/bbbbbbbbbbbb a');
  // The rules in force are on screen (the dialog is not).
  await expect(page.locator('.dd-ruleset')).toHaveText(/Board: Norwegian, 12 holes a row\s*Variants: none \(standard rules\)/);
  await expect(game.newGameDialog).toBeHidden();
  const saved = await game.saved();
  expect(saved).toMatchObject({ mode: 'pvp', seed: 25 });
  expect(saved.record).toMatch(/\[Board "12"\]/);
  expect(saved.record).toContain('[RollOff "3+3 3+1"]');
  expect(pageLog.pageErrors).toEqual([]);
});

test('Replay and review opened from the bottom of the page brings its board into view', async ({ game, page, pageLog }) => {
  // Seed 250 against the computer: Dark's 3+1, then Light's one play.
  await game.freshStart('?seed=250&speed=fast', { mode: 'pvc' });
  await game.throwDice('4+1');
  await game.move('A16', 'M12');
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  const open = page.getByRole('button', { name: 'Replay and review' });
  await open.scrollIntoViewIfNeeded();
  await expect(game.board).not.toBeInViewport();
  await open.click();
  await expect(game.app).toHaveAttribute('data-state', 'replay');
  // The step's words and the board in view, the step buttons under them.
  await expect(game.replayStep).toBeInViewport();
  await expect(game.board).toBeInViewport({ ratio: 0.9 });
  await expect(game.replay.locator('.dd-replay-back')).toBeInViewport();
  await game.screenshot('replay-opened-360x640');
  expect(pageLog.pageErrors).toEqual([]);
});
