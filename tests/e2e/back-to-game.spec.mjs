// "Back to your game" across a reload: the visitor's game under way, set
// aside when they play on from a game someone sent (a file here; a link
// goes the same way, features/replay.js), is kept beside the save
// (persistence.js: `<save key>.back`, in the save's own format), so that a
// reload never costs it; going back keeps the game left in its turn. A
// second tab that has saved since keeps its own: this one writes nothing.
// Seed 25 between two players: a throw half used (page.mjs's halfThrow).
import { test, expect } from './page.mjs';
import { KEY, S25 } from './seeded.mjs';

const BACK = `${KEY}.back`;
const SENT = '[Board "12"]\n[RollOff "1+2 1+1"]\n[Light "Ann"]\n[Dark "computer"]\n[Level "3"]\n\na 3+2: --\nb 4+3: --\na 2+1: A12-M12-M10\n';
/** The set-aside save as stored, read. */
const stored = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null'), BACK);

test('the game set aside behind "Back to your game" is kept across a reload, and comes back intact', async ({ game, page, pageLog }) => {
  await game.halfThrow();
  const mine = await game.record();
  const save = await game.saved();
  expect(save.record).toBe(mine);
  expect(await stored(page)).toBe(null);
  await game.playFile('ann.dgn', SENT);
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  const backButton = page.locator('.dd-back-to-game');
  await expect(backButton).toBeVisible();
  // Kept exactly as it was saved: its record, mode, level, side, seed and copy.
  expect(await stored(page)).toEqual(save);

  // A reload: the game played on from the sent one, and the button.
  await game.reload();
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  await expect(backButton).toBeVisible();
  await game.screenshot('back-to-game-reloaded');
  const theirs = await game.record();
  await backButton.click();
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await expect(game.announce).toHaveText('Your game is back, as you left it.');
  expect(await game.record()).toBe(mine);
  // The sent game, left now, is the one set aside; still after a reload.
  expect((await stored(page)).record).toBe(theirs);
  await game.reload();
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  await backButton.click();
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  expect(await game.record()).toBe(theirs);
  expect((await stored(page)).record).toBe(mine);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a second tab that has saved since: going back here writes nothing over its games', async ({ game, page, context, pageLog }) => {
  await game.halfThrow();
  const mine = await game.record();
  await game.playFile('ann.dgn', SENT);
  // Another tab: the same save and the same game set aside; it goes back (and saves).
  const other = await context.newPage();
  await other.goto(page.url());
  await other.locator('body[data-ready]').waitFor();
  await other.locator('.dd-back-to-game').click();
  await expect(other.locator('.dd-board')).toHaveAttribute('data-position', S25.position);
  const saved = await game.savedText();
  const back = await stored(page);
  expect(back.record).not.toBe(mine);
  // This tab now knows its save was written elsewhere: Back here changes neither key.
  await expect(page.locator('.dd-elsewhere')).toBeVisible();
  await page.locator('.dd-back-to-game').click();
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  expect(await game.savedText()).toBe(saved);
  expect(await stored(page)).toEqual(back);
  await other.close();
  expect(pageLog.pageErrors).toEqual([]);
});
