// Takeback against the computer (issue 24, item 3): the player's last
// throw and the computer's reply taken back, the same dice in hand again
// (no new dice: in a seeded game every later throw is the one it would
// have been), counted in the record ([Takebacks]), read by the replay and
// the review; by keyboard, said in the live region; only against the
// computer, never in kiosk mode, a lesson or the replay. Seed 250: Dark
// (the computer) starts with 3+1, Light throws 4+1, Dark replies 1+2.
import { test, expect } from './page.mjs';
import { axe } from './axe.mjs';
import { S250 } from './seeded.mjs';

test.use({ bypassCSP: true });

/** Light's next throw of seed 250 after Dark's 1+2 (the record's fourth). */
const NEXT = '1+4';

test('takeback: the throw and the reply taken back, the same dice again, counted in the record; by keyboard, said', async ({
  game,
  page,
  pageLog,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.freshStart(S250.query, { mode: 'pvc' });
  await game.expectAt({ state: 'human-throw', position: S250.first });
  const takeBack = page.getByRole('button', { name: 'Take back' });
  // Nothing of Light's to take back yet.
  await expect(takeBack).toBeVisible();
  await expect(takeBack).toBeDisabled();
  await game.throwDice('4+1');
  await game.move('A16', 'M12');
  await game.expectAt({ state: 'human-throw', position: S250.second });
  await expect(takeBack).toBeEnabled();
  // Light throws its next dice: the throw in use goes too.
  await game.throwDice(NEXT);
  const plain = await game.record();
  expect(plain.trim().split('\n').filter((l) => /^[ab] /.test(l))).toEqual([...S250.plays, `a ${NEXT}:`]);
  expect(await axe(page)).toEqual([]);
  await game.screenshot('takeback-before-1280x800');
  // By keyboard.
  await takeBack.focus();
  await page.keyboard.press('Enter');
  // Light's 4+1 in hand again, the board as before it, no new dice.
  await game.expectAt({ state: 'human-move', position: S250.first, dice: '4+1' });
  const record = await game.record();
  // After the game's facts (the date, the players, the level), the takeback.
  expect(record).toContain('[Result "*"]\n');
  expect(record).toContain('[Light "person"]\n[Dark "computer"]\n[Level "3"]\n[Takebacks "2"]\n\n');
  expect(record.trim().split('\n').filter((l) => /^[ab] /.test(l))).toEqual([S250.plays[0], 'a 4+1:']);
  expect(await game.savedRecord()).toBe(record);
  await expect(game.announce).toHaveText('Taken back: your throw IIII + A again. Play it once more.');
  await expect(game.live).toHaveText('Taken back: your throw 4 + dal again. Play it once more.');
  await expect(game.moveList).toHaveCount(2);
  // Nothing of Light's played now: nothing more to take back.
  await expect(takeBack).toBeDisabled();
  expect(await axe(page)).toEqual([]);
  await game.screenshot('takeback-after-1280x800');
  await page.setViewportSize({ width: 390, height: 844 });
  await game.screenshot('takeback-after-390x844');
  await page.setViewportSize({ width: 1280, height: 800 });
  // Played the same way again: Dark's reply is the same 1+2, and Light's
  // next throw the same as before the takeback.
  await game.move('A16', 'M12');
  await game.expectAt({ state: 'human-throw', position: S250.second });
  await game.throwDice(NEXT);
  expect(await game.record()).toBe(plain.replace('[Level "3"]\n', '[Level "3"]\n[Takebacks "2"]\n'));
  // A reload keeps the takeback.
  await game.reload();
  await game.expectAt({ state: 'human-move', position: S250.second, dice: NEXT });
  expect(await game.record()).toContain('[Takebacks "2"]');
  // The replay reads the record with its takeback, the review too.
  await page.getByRole('button', { name: 'Replay and review' }).click();
  await expect(game.replayStep).toHaveText(/^Throw 3 of 3: /);
  await expect(takeBack).toBeHidden();
  await page.locator('.dd-replay-review').click();
  await expect(page.locator('.dd-review-progress')).toContainText('All 3 throws reviewed', { timeout: 60_000 });
  await expect(page.locator('.dd-review-takebacks')).toHaveText('A throw was taken back once in this game: the review judges the plays that stayed.');
  expect(await axe(page)).toEqual([]);
  await game.screenshot('takeback-review-1280x800');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await game.expectAt({ state: 'human-move', position: S250.second });
  await expect(takeBack).toBeVisible();
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('no Takeback between two players, in the computer against itself, in a lesson, or in kiosk mode', async ({ game, page }) => {
  await game.startTwoPlayers(`${S250.query}`);
  await expect(page.locator('.dd-takeback')).toBeHidden();
  // A lesson: its own dice, nothing to take back.
  await game.fresh('?speed=fast');
  await game.start.getByRole('button', { name: 'Learn to play' }).click();
  await expect(game.lesson).toBeVisible();
  await expect(page.locator('.dd-takeback')).toBeHidden();
  await game.fresh('?speed=fast');
  await game.startGame({ mode: 'cvc' });
  await expect.poll(() => game.plays.count()).toBeGreaterThan(0);
  await expect(page.locator('.dd-takeback')).toBeHidden();
  // Kiosk mode: no Takeback at all.
  await game.fresh('?kiosk=1&seed=250&speed=fast&lang=en');
  await game.start.getByRole('button', { name: /^Play/ }).click();
  await expect(game.app).toHaveAttribute('data-state', /human-throw|busy/);
  await expect(page.locator('.dd-takeback')).toHaveCount(0);
});

test('a game given no seed has one of its own, kept in its save: a takeback, and a reload after it, never throw new dice', async ({ game }) => {
  await game.freshStart('?speed=fast', { mode: 'pvc' });
  const save = await game.saved();
  // Any u32, from the browser's randomness; the seeded test above shows
  // what a seed keeps: the computer's reply after a takeback is the one it was.
  expect(Number.isInteger(save.seed) && save.seed >= 0 && save.seed <= 0xffffffff).toBe(true);
  await game.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  expect((await game.saved()).seed).toBe(save.seed);
});

test('with "Play forced moves for me" on, a forced throw taken back is left to the player, not played again at once', async ({ game, page }) => {
  await game.freshStart(S250.query, { mode: 'pvc' });
  await game.expectAt({ state: 'human-throw', position: S250.first });
  const menu = await game.openMenu();
  await menu.getByLabel('Play forced moves for me').check();
  await game.menuButton.click();
  // Light's 4+1 has one play, A16-M16-M12: played for the player.
  await game.throwDice('4+1');
  await game.expectAt({ state: 'human-throw', position: S250.second });
  await page.getByRole('button', { name: 'Take back' }).click();
  // The same 4+1 in hand, the piece where it stood: the player plays it.
  await game.expectAt({ state: 'human-move', position: S250.first });
  await game.move('A16', 'M12');
  await game.expectAt({ state: 'human-throw', position: S250.second });
  expect((await game.record()).split('\n').filter((l) => /^[ab] /.test(l))).toEqual(S250.plays);
});
