// The line under the dice (features/said.js), beyond say-what.spec.mjs:
// the player's own lost throw said there as the computer's is; the last
// throw said again after a reload (from the game's record, through the
// facade's view: what just happened, as a player coming back expects);
// a play said there until the next action (the player waiting to throw
// still reads it); why a piece cannot move said for 4 s, or until the next action
// (another piece picked up), whichever comes first. On Playwright's fake
// clock, stopped: it moves only by `runFor`.
// Seed 4 (seeded.mjs): Light throws 3+4, lost; Dark 2+3, lost; Light 1+4.
// Seed 250: Light's 4+1 after Dark's 3+1; A15 is blocked by A16.
// Seed 25 with the player Dark: Light (the computer) throws 1+1 (A16-M16
// A15-A16), then its extra throw 3+4 (M16-M13-M9).
// Nothing stale (issue 24, "a pleasure to play", item 1): once the
// computer's extra throw is played, no "throws again" stays under the
// dice; a takeback empties the line.
import { test, expect } from './page.mjs';
import { S4, S250 } from './seeded.mjs';

/** Stops the page's clock a second ahead (see pace.spec.mjs). */
async function pause(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Moves the fake clock on 10 ms at a time until `done()` holds. */
async function until(page, done, limit = 10_000) {
  for (let ms = 0; !(await done()); ms += 10) {
    if (ms >= limit) throw new Error(`still waiting after ${ms} ms of the page's clock`);
    await page.clock.runFor(10);
  }
}

const said = (game) => game.app.locator('.dd-said');

/** Seed 250 on the fake clock, stopped: Dark's 3+1 played, Light's 4+1 thrown. */
async function s250Thrown(game, page) {
  await page.clock.install();
  await game.fresh(S250.query);
  await game.playButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await pause(page);
  await game.throwButton.click();
  await until(page, async () => (await game.app.getAttribute('data-state')) === 'human-move');
}

test("the player's own lost throw is said under the dice, and the last throw again after a reload", async ({ game, page, pageLog }) => {
  await page.clock.install();
  await game.fresh(`${S4.query}&pace=fast`);
  await game.playButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await pause(page);
  await game.throwButton.click();
  // Light's 3+4 is lost: said under the dice as the turn passes.
  await until(page, async () => (await game.board.getAttribute('data-turn')) === 'b');
  await expect(said(game)).toHaveText('Light throws III + IIII and cannot move: the throw is lost.');
  await expect(said(game)).toHaveAttribute('data-said', 'play');
  await game.screenshot('said-lost-1280');
  // Dark's 2+3, lost too: its line in turn; the player's own lost throw
  // still told above the hint's place (a playtester never saw it at
  // "fast", the computer's turn following at once).
  await until(page, async () => (await game.app.getAttribute('data-state')) === 'human-throw');
  await expect(said(game)).toHaveText('Dark throws II + III and cannot move: the throw is lost.');
  await expect(game.announce).toHaveText('Light cannot use this throw at all. The turn passes. Dark cannot use this throw at all. The turn passes.');
  // It stays while the player has not thrown (a playtester lost the
  // computer's play from view after a few seconds) ...
  await page.clock.runFor(10_000);
  await expect(said(game)).toHaveText('Dark throws II + III and cannot move: the throw is lost.');

  // A reload: the game's last throw is said again, as long.
  await game.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  await expect(said(game)).toHaveText('Dark throws II + III and cannot move: the throw is lost.');
  await pause(page);
  await page.clock.runFor(10_000);
  await expect(said(game)).toHaveText('Dark throws II + III and cannot move: the throw is lost.');
  // ... until the next action: the player's throw.
  await game.throwButton.click();
  await until(page, async () => (await game.app.getAttribute('data-state')) === 'human-move');
  await expect(said(game)).toHaveText('');
  expect(pageLog.pageErrors).toEqual([]);
});

test('a new game says nothing after a reload: no throw has been made', async ({ game, page, pageLog }) => {
  await game.fresh(`${S4.query}&pace=off`);
  await game.playButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await game.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  await expect(said(game)).toHaveText('');
  expect(pageLog.pageErrors).toEqual([]);
});

test('why a piece cannot move goes after 4 s, or at once when another piece is picked up', async ({ game, page, pageLog }) => {
  await s250Thrown(game, page);
  const blocked = 'The piece on A15 is blocked by your own piece on A16.';
  await game.hole('A15').click();
  await expect(said(game)).toHaveText(blocked);
  await expect(said(game)).toHaveAttribute('data-said', 'reason');
  await page.clock.runFor(3900);
  await expect(said(game)).toHaveText(blocked);
  await page.clock.runFor(100);
  await expect(said(game)).toHaveText('');
  // Again, then the one piece that can move picked up: the reason goes with it.
  await game.hole('A15').click();
  await expect(said(game)).toHaveText(blocked);
  await page.clock.runFor(100);
  await game.hole('A16').click();
  await page.clock.runFor(20);
  await expect(game.hole('A16')).toHaveAttribute('data-selected', 'true');
  await expect(said(game)).toHaveText('');
  await expect(said(game)).toHaveAttribute('data-said', '');
  expect(pageLog.pageErrors).toEqual([]);
});

test("after the computer's A + A and its extra throw, both told under the dice, no \"throws again\" left standing", async ({ game, page, pageLog }) => {
  await page.clock.install();
  await game.fresh('?seed=25&speed=fast');
  await game.startGame({ human: 'b' });
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await pause(page);
  await expect(game.moveList).toHaveText(['a 1+1: A16-M16 A15-A16', 'a 3+4: M16-M13-M9']);
  // The line under the dice tells the computer's whole turn, the A + A's
  // play with its extra throw (a playtester never saw an A + A's capture);
  // the announcement has nothing left of the A + A (its extra throw was
  // that 3+4).
  const turn = 'Light throws A + A and dals A16 to M16, then dals A15 to A16. A + A: throws again. Light throws III + IIII and moves M16 to M9.';
  await expect(said(game)).toHaveText(turn);
  await expect(game.announce).toHaveText('');
  await game.screenshot('said-after-extra-throw-1280');
  // The line stays until the player acts; the announcement stays empty.
  await page.clock.runFor(10_000);
  await expect(said(game)).toHaveText(turn);
  await expect(game.announce).toHaveText('');
  expect(pageLog.pageErrors).toEqual([]);
});

test('a takeback empties the line under the dice at once', async ({ game, page, pageLog }) => {
  await s250Thrown(game, page);
  await game.hole('A16').click();
  await until(page, async () => (await game.hole('A16').getAttribute('data-selected')) === 'true');
  await game.hole('M12').click();
  // Dark's 1+2, said; the clock stands still, so only an action ends it.
  await until(page, async () => (await said(game).textContent()) === 'Dark throws A + II and dals B15 to M15.');
  await until(page, async () => (await game.app.getAttribute('data-state')) === 'human-throw');
  await expect(said(game)).toHaveText('Dark throws A + II and dals B15 to M15.');
  await page.getByRole('button', { name: 'Take back' }).click();
  await until(page, async () => (await game.board.getAttribute('data-position')) === S250.first);
  await expect(said(game)).toHaveText('');
  await expect(game.announce).toHaveText('Taken back: your throw IIII + A again. Play it once more.');
  expect(pageLog.pageErrors).toEqual([]);
});
