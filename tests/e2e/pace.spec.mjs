// The player's pace, not the machine's (issue 24, items 1 and 2, and the
// hint at every point of a throw): the pace (off, fast, normal) measured on
// Playwright's fake clock (the page's timers and performance.now; the
// computer's worker and the pieces' Web Animations run on real time, so
// the timed throws below are lost ones, which need neither); a tap or a
// key finishing what runs; a lost throw passing with no tap; "Throw for
// me" and "Play forced moves for me".
// Seeded games (seeded.mjs): S4 loses two throws, then Light's 1+4 has one
// play.
import { test, expect } from './page.mjs';
import { S4, S250 } from './seeded.mjs';

/** Stops the page's clock (Playwright's runs at real pace once
 * installed): from here on it moves only by `runFor`. A second ahead of
 * the page's time: `pauseAt` a moment the clock has passed by the time it
 * is asked fails (microsoft/playwright#33926), and the page waits for a
 * player here, with nothing timed but the line under the dice. */
async function pause(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Moves the fake clock on `step` ms at a time until `done()` holds;
 * returns how many ms that took. */
async function msUntil(page, done, step = 10, limit = 10_000) {
  let ms = 0;
  while (!(await done())) {
    if (ms >= limit) throw new Error(`still waiting after ${ms} ms`);
    await page.clock.runFor(step);
    ms += step;
  }
  return ms;
}

/** Seed 4 against the computer at the page's `pace`, on the fake clock,
 * from the start card's Play to Light's first throw; the clock stopped. */
async function seed4(game, pace) {
  await game.page.clock.install();
  await game.fresh(`${S4.query}&pace=${pace}`);
  await game.playButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await pause(game.page);
}

/** The record's lines (the saved game's, after its tags). */
const lines = async (game) => ((await game.savedRecord()) || '').split('\n\n')[1].trim().split('\n');

for (const [pace, step, check] of /** @type {const} */ ([
  // Well under half a second each.
  ['fast', 10, (/** @type {number} */ ms) => expect(ms).toBeLessThan(400)],
  // The game's own pace, as it always was: the player's lost throw 0.7 s
  // of dice and 1.4 s to read it; the computer's 0.45 s, 0.7 s, 1.4 s and
  // 0.25 s.
  ['normal', 50, (/** @type {number} */ ms) => expect(ms).toBeGreaterThanOrEqual(2000)],
])) {
  test(`at "${pace}": the player's lost throw passes with no tap, and so does the computer's`, async ({ game, page, pageLog }) => {
    await seed4(game, pace);
    await game.throwButton.click();
    // Light's 3+4 is lost: rolled, said, and then it is Dark's turn.
    const passed = await msUntil(page, async () => (await game.board.getAttribute('data-turn')) === 'b', step);
    await expect(game.announce).toHaveText('Light cannot use this throw at all. The turn passes.');
    check(passed);
    // Dark's 2+3 is lost too: Light's throw again, nothing pressed.
    const computer = await msUntil(page, async () => (await game.app.getAttribute('data-state')) === 'human-throw', step);
    check(computer);
    expect(await lines(game)).toEqual(S4.plays.slice(0, 2));
    await expect(game.throwButton).toBeEnabled();
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('a key settles the rolling dice at once, and a tap ends the pause after a lost throw', async ({ game, page }) => {
  await seed4(game, 'normal');
  await game.throwButton.click();
  // Rolling (0.7 s at this pace, and the clock stands still): no dice yet.
  await expect(game.app).toHaveAttribute('data-state', 'busy');
  await expect(game.dice).toHaveAttribute('data-dice', '');
  // A key, the keyboard in the game (where it rests while it waits).
  await game.dice.focus();
  await page.keyboard.press('Shift');
  await expect(game.dice).toHaveAttribute('data-dice', '3+4');
  // The 1.4 s to read that the throw is lost: a tap ends it, and Dark's turn begins.
  await expect(game.announce).toContainText('cannot use this throw at all');
  await expect(game.board).toHaveAttribute('data-turn', 'a');
  await game.turnLine.click();
  await expect(game.board).toHaveAttribute('data-turn', 'b');
  // Dark thinks (0.45 s, not cut short by that tap): its throw comes with the clock.
  await expect(game.app).toHaveAttribute('data-state', 'busy');
  await msUntil(page, async () => (await game.app.getAttribute('data-state')) === 'human-throw', 50);
  expect(await lines(game)).toEqual(S4.plays.slice(0, 2));
});

test('"Throw for me" throws each of the player’s throws, and "Play forced moves for me" plays a throw with one play; each said', async ({
  game,
  page,
  pageLog,
}) => {
  await seed4(game, 'fast');
  // Both off by default.
  await expect(await game.option('Throw for me')).not.toBeChecked();
  await expect(await game.option('Play forced moves for me')).not.toBeChecked();
  // Throw for me: Light's 3+4 is thrown (lost), Dark's 2+3 is lost, and
  // Light's 1+4 is thrown; then the player moves.
  await (await game.option('Throw for me')).check();
  await msUntil(page, async () => (await game.app.getAttribute('data-state')) === 'human-move', 20);
  await expect(game.dice).toHaveAttribute('data-dice', '1+4');
  await expect(game.announce).toHaveText('Thrown for you.');
  expect(await lines(game)).toEqual([...S4.plays.slice(0, 2), 'a 1+4:']);
  // Its one play (A16-M16-M12) is made once forced moves are played for the player.
  await (await game.option('Play forced moves for me')).check();
  await msUntil(page, async () => (await lines(game)).includes(S4.plays[2]), 10);
  await expect(game.announce).toHaveText('Thrown for you. The only possible play, made for you.');
  expect(await lines(game)).toEqual(S4.plays);
  // Both kept across a reload.
  await game.reload();
  await expect(await game.option('Throw for me')).toBeChecked();
  await expect(await game.option('Play forced moves for me')).toBeChecked();
  expect(pageLog.pageErrors).toEqual([]);
});

test('forced moves are played only at a throw’s start, so the player’s own first move can still be undone', async ({ game, page }) => {
  // S250: Light's 1+4 with A15 and M12 awake. After A15-A16 the 4 can only
  // move M12; the player may still take A15-A16 back.
  await game.freshStart(S250.query, { mode: 'pvc' });
  await (await game.option('Play forced moves for me')).check();
  await game.menuButton.click();
  await game.expectAt({ state: 'human-throw', position: S250.first });
  // Light's 4+1 has one play: Throw, and it is made.
  await game.throwButton.click();
  await game.expectAt({ state: 'human-throw', position: S250.second, dice: '1+2' });
  await expect(game.plays.locator('.dd-notation')).toHaveText(S250.plays);
  await game.throwDice('1+4');
  await game.move('A15', 'A16');
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await expect(page.getByRole('button', { name: 'Undo step' })).toBeEnabled();
  await expect(game.moveList.last()).toHaveText('a 1+4: A15-A16…');
});
