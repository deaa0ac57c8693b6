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
import { S4, S25, S250 } from './seeded.mjs';

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

for (const [pace, step, check, thinks] of /** @type {const} */ ([
  // Well under half a second each; the computer's turn over before the
  // turn line would say it is thinking (after 0.5 s): nothing flickers.
  ['fast', 10, (/** @type {number} */ ms) => expect(ms).toBeLessThan(400), false],
  // The game's own pace, as it always was: the player's lost throw 0.7 s
  // of dice and 1.4 s to read it; the computer's 0.45 s, 0.7 s, 1.4 s and
  // 0.25 s, "thinking…" said from its 0.5 s on.
  ['normal', 50, (/** @type {number} */ ms) => expect(ms).toBeGreaterThanOrEqual(2000), true],
])) {
  test(`at "${pace}": the player's lost throw passes with no tap, and so does the computer's`, async ({ game, page, pageLog }) => {
    await seed4(game, pace);
    await game.throwButton.click();
    // Light's 3+4 is lost: rolled, said, and then it is Dark's turn.
    const passed = await msUntil(page, async () => (await game.board.getAttribute('data-turn')) === 'b', step);
    await expect(game.announce).toHaveText('Light cannot use this throw at all. The turn passes.');
    check(passed);
    // Whether the turn line says the computer is thinking at any moment of its turn.
    await expect(game.turnLine).not.toHaveClass(/thinking/);
    await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.querySelector('daldos-game')?.shadowRoot);
      const seen = () => {
        const line = root.querySelector('.dd-turn.thinking');
        if (line) /** @type {any} */ (window).__thought = true;
        // Never the player's turn with the computer thinking (its lost
        // throw passes the turn while its pause runs).
        if (line && /\(you\)/.test(line.textContent || '')) /** @type {any} */ (window).__mixed = true;
      };
      Object.assign(window, { __thought: false, __mixed: false });
      new MutationObserver(seen).observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });
    });
    // Dark's 2+3 is lost too: Light's throw again, nothing pressed.
    const computer = await msUntil(page, async () => (await game.app.getAttribute('data-state')) === 'human-throw', step);
    check(computer);
    expect(await page.evaluate(() => /** @type {any} */ (window).__thought)).toBe(thinks);
    expect(await page.evaluate(() => /** @type {any} */ (window).__mixed)).toBe(false);
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

// Issue 24, "a pleasure to play", items 2 and 3: a throw made for the
// player keeps the computer's line its time, and a Hint press at a
// forced play's pause gives the hint.

/** Moves the fake clock on 20 ms at a time until the state is `name`. */
const toState = (game, name) => msUntil(game.page, async () => (await game.app.getAttribute('data-state')) === name, 20);
const said = (game) => game.app.locator('.dd-said');

test('"Throw for me": the computer’s line stays beside "Thrown for you.", and both are heard', async ({ game, page, pageLog }) => {
  await page.clock.install();
  await game.fresh(S250.query);
  await (await game.option('Throw for me')).check();
  await game.menuButton.click();
  await pause(page);
  await game.playButton.click();
  // Dark's 3+1 played (seen within 10 ms of the page's clock), then
  // Light's 4+1 thrown for the player.
  const line = 'Dark throws III + A and dals B16 to M13.';
  await msUntil(page, async () => (await said(game).textContent()) === line, 10, 30_000);
  const m = await toState(game, 'human-move');
  // Dark's play stays on the board for the pace's `auto` (0.7 s at fast)
  // before the player's throw is made: never faster than it can be followed.
  expect(m).toBeGreaterThanOrEqual(700);
  await expect(game.dice).toHaveAttribute('data-dice', '4+1');
  await expect(said(game)).toHaveText(line);
  await expect(said(game)).toHaveAttribute('data-said', 'play');
  await expect(game.announce).toHaveText('Thrown for you.');
  await page.clock.runFor(100);
  // Heard together: the computer's play, then the throw made for the player.
  await expect(game.live).toHaveText(/Dark throws 3 \+ dal and dals B16 to M13\. Light throws 4 \+ dal\. Thrown for you\.$/);
  await game.screenshot('thrown-for-you-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.runFor(100);
  await said(game).scrollIntoViewIfNeeded();
  await game.screenshot('thrown-for-you-390');
  // The line stays through the throw made for the player, until the
  // player's own move; the throw's note stays.
  await page.clock.runFor(10_000);
  await expect(said(game)).toHaveText(line);
  await expect(game.announce).toHaveText('Thrown for you.');
  expect(pageLog.pageErrors).toEqual([]);
});

test('Hint pressed during a forced play’s pause: the hint is shown, and the play is left to the player', async ({ game, page, pageLog }) => {
  await seed4(game, 'fast');
  await (await game.option('Play forced moves for me')).check();
  await (await game.option('Throw for me')).check();
  await game.menuButton.click();
  // Light's 3+4 and Dark's 2+3 lost; Light's 1+4 thrown, its one play
  // (A16-M16-M12) shown for the pace's `forced` (0.6 s) before it is made.
  await toState(game, 'human-move');
  await expect(game.dice).toHaveAttribute('data-dice', '1+4');
  expect(await lines(game)).toEqual([...S4.plays.slice(0, 2), 'a 1+4:']);
  // Hint, in that pause (the press does not cut it short).
  await game.hintButton.click();
  await expect(game.hintBox).toHaveAttribute('data-play', 'A16-M16-M12', { timeout: 20_000 });
  await expect(game.hintBox.locator('.dd-hint-play')).toHaveText('Hint: A16-M16-M12');
  // Long past the pause: the play waits for the player, with its hint.
  await page.clock.runFor(2000);
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  expect(await lines(game)).toEqual([...S4.plays.slice(0, 2), 'a 1+4:']);
  await expect(game.hintBox).toBeVisible();
  await game.screenshot('hint-at-forced-pause-1280');
  // The player makes it.
  await game.hole('A16').click();
  await msUntil(page, async () => (await game.hole('A16').getAttribute('data-selected')) === 'true');
  await game.hole('M12').click();
  await msUntil(page, async () => (await lines(game)).includes(S4.plays[2]), 20);
  await expect(game.hintBox).toBeHidden();
  expect(pageLog.pageErrors).toEqual([]);
});

test('a hint that comes after the board changed is never shown on it; the press says why, and Hint asks again', async ({ game, page, pageLog }) => {
  // Two players (the engine is loaded only for the hint): seed 25, Light's
  // 1+1 half used (A16-M16); the engine's files held back.
  const release = await game.holdEngine();
  await game.halfThrow();
  await page.clock.install();
  await pause(page);
  await game.hintButton.click();
  await expect(game.hintButton).toHaveText('Thinking…');
  // The step undone before the answer comes.
  await page.getByRole('button', { name: 'Undo step' }).click();
  await msUntil(page, async () => (await game.board.getAttribute('data-position')) !== S25.position);
  await expect(game.hintButton).toHaveText('Hint');
  release();
  const word = 'No hint now: the board changed before the hint came. Ask again for the board as it is.';
  await expect(said(game)).toHaveText(word, { timeout: 20_000 });
  await expect(said(game)).toHaveAttribute('data-said', 'reason');
  await expect(game.hintBox).toBeHidden();
  await page.clock.runFor(100);
  await expect(game.live).toHaveText(word);
  await game.screenshot('hint-late-1280');
  // Asked again: the hint for the board as it is (the whole 1+1).
  await game.hintButton.click();
  await expect(game.hintBox).toBeVisible({ timeout: 20_000 });
  await expect(game.hintBox.locator('.dd-hint-how')).toHaveText(
    'Gold rings show the suggested move: first from the ring marked 1 to the ring marked 1→, then from 2 to 2→.',
  );
  expect(pageLog.pageErrors).toEqual([]);
});

test('Enter on Throw, the throw lost: the focus stays in the game while it waits, never on the page', async ({ game, page }) => {
  await seed4(game, 'normal');
  await game.throwButton.focus();
  await page.keyboard.press('Enter');
  // Rolling (the clock stands still): Throw is off, the focus in the game.
  await expect(game.app).toHaveAttribute('data-state', 'busy');
  await expect(game.throwButton).toBeDisabled();
  const inGame = () => page.evaluate(() => !!document.querySelector('daldos-game')?.shadowRoot?.activeElement);
  await expect.poll(inGame).toBe(true);
  // Through the lost throw's pause and Dark's turn, to Light's next throw.
  for (let i = 0; i < 12; i++) {
    await page.clock.runFor(250);
    expect(await inGame(), `at ${(i + 1) * 250} ms`).toBe(true);
  }
  await msUntil(page, async () => (await game.app.getAttribute('data-state')) === 'human-throw', 50);
  await expect(game.throwButton).toBeFocused();
});
