// Say what happened (issue 24, item 6): the line under the dice telling
// the last play (the computer's and the player's, in the move list's
// words) for the pace's `said` time or until the next action, the dice
// labelled with whose throw they show (seen and heard; both sides, both
// modes), why a piece cannot move (the facade's `whyNoMove`, by click and
// by keyboard, said once in the live region), where a held piece could go
// when a tap misses its targets, the line emptied by Undo.
// On Playwright's fake clock, stopped: it moves only by `runFor`, so the
// line's few seconds are measured, not raced (the computer's worker runs
// on real time; the test waits for its play as a state).
// Seed 250 (seeded.mjs): Dark plays 3+1 B16-M16-M13; Light's 4+1 has one
// play, A16-M16-M12; Dark 1+2 B15-B16-M15; Light's 1+4 A15-A16 M12-M8.
import { test, expect } from './page.mjs';
import { axe } from './axe.mjs';
import { S250, S25 } from './seeded.mjs';

test.use({ bypassCSP: true });

/** Stops the page's clock, 2 s on (the page's clock runs on meanwhile:
 * called only where nothing is timed), then it moves only by `runFor`. */
async function pause(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
}

/** Moves the fake clock on 20 ms at a time until `done()` holds. */
async function until(page, done, limit = 20_000) {
  for (let ms = 0; !(await done()); ms += 20) {
    if (ms >= limit) throw new Error(`still waiting after ${ms} ms of the page's clock`);
    await page.clock.runFor(20);
  }
}

/** The piece on `from` picked up (drawn on the clock), then put on `to`. */
async function move(game, from, to) {
  await game.hole(from).click();
  await until(game.page, async () => (await game.hole(from).getAttribute('data-selected')) === 'true');
  await game.hole(to).click();
}

const said = (game) => game.app.locator('.dd-said');
const state = (game, name) => async () => (await game.app.getAttribute('data-state')) === name;
const saying = (game) => async () => ((await said(game).textContent()) || '') !== '';

test('the last play under the dice, whose dice they are, why a piece cannot move, and Undo', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await game.fresh(S250.query);
  await pause(page);
  await game.playButton.click();
  await until(page, state(game, 'human-throw'));

  // Dark's play, in the move list's words, and its dice (spent) named as Dark's.
  await expect(said(game)).toHaveText('Dark throws III + A and dals B16 to M13.');
  await expect(said(game)).toHaveAttribute('data-said', 'play');
  await expect(game.dice).toHaveAttribute('data-dice', '3+1');
  await expect(game.dice.locator('.dd-dice-who')).toHaveText('Thrown by Dark (computer)');
  await expect(game.dice).toHaveAttribute('aria-label', 'Thrown by Dark (computer): Dice show 3 and dal (3, dal spent)');
  // Said once, in the live region, as the computer's play always was
  // (at this pace maybe together with the roll-off's result, as a11y.spec says).
  await page.clock.runFor(100);
  await expect(game.live).toHaveText(/^(Light throws 2 \+ 4, Dark throws 4 \+ 3\. Dark starts\. )?Dark throws 3 \+ dal and dals B16 to M13\.$/);
  await game.screenshot('say-what-computer-1280');
  // It stays while the player has not thrown (a playtester lost it from
  // view after a few seconds).
  await page.clock.runFor(10_000);
  await expect(said(game)).toHaveText('Dark throws III + A and dals B16 to M13.');

  // A piece picked before the throw: why, for 4 s, then Dark's play again.
  await game.hole('A15').click();
  await expect(said(game)).toHaveText('Throw the dice first.');
  await expect(said(game)).toHaveAttribute('data-said', 'reason');
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('Throw the dice first.');
  await page.clock.runFor(4000);
  await expect(said(game)).toHaveText('Dark throws III + A and dals B16 to M13.');
  await expect(said(game)).toHaveAttribute('data-said', 'play');

  // Light's throw ends what the line said; the dice are Light's.
  await game.throwButton.click();
  await until(page, state(game, 'human-move'));
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('Light throws 4 + dal.');
  await expect(game.dice).toHaveAttribute('data-dice', '4+1');
  await expect(said(game)).toHaveText('');
  await expect(game.dice.locator('.dd-dice-who')).toHaveText('Thrown by Light (you)');
  await expect(game.dice).toHaveAttribute('aria-label', 'Thrown by Light (you): Dice show 4 and dal');

  // Blocked, by click: A15's dal would land on A16.
  await game.hole('A15').click();
  await expect(said(game)).toHaveText('The piece on A15 is blocked by your own piece on A16.');
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('The piece on A15 is blocked by your own piece on A16.');
  await expect(game.hole('A15')).not.toHaveAttribute('data-selected', 'true');
  await game.screenshot('say-what-blocked-1280');
  // And by keyboard: A14 behind A15.
  await game.hole('A14').focus();
  await page.keyboard.press('Enter');
  await expect(said(game)).toHaveText('The piece on A14 is blocked by your own piece on A15.');
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('The piece on A14 is blocked by your own piece on A15.');

  // Light's one play: the line tells it (the move itself was said as it was made).
  await move(game, 'A16', 'M12');
  await until(page, saying(game));
  await expect(said(game)).toHaveText('Light throws IIII + A and dals A16 to M12.');
  await expect(game.dice.locator('.dd-dice-who')).toHaveText('Thrown by Light (you)');

  // Dark's 1+2, then Light's 1+4: A15-A16 first, then A14 is undalled with the 4 left.
  await until(page, state(game, 'human-throw'));
  await expect(said(game)).toHaveText('Dark throws A + II and dals B15 to M15.');
  await game.throwButton.click();
  await until(page, state(game, 'human-move'));
  await move(game, 'A15', 'A16');
  await until(page, async () => (await game.board.getAttribute('data-position')) !== S250.second);
  await page.clock.runFor(100);
  await game.hole('A13').click();
  await expect(said(game)).toHaveText('The piece on A13 is undalled: it needs a dal (A) to start moving.');
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('The piece on A13 is undalled: it needs a dal (A) to start moving.');
  await game.hole('A14').focus();
  await page.keyboard.press('Enter');
  await expect(said(game)).toHaveText('The piece on A14 is undalled: it needs a dal (A) to start moving.');
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('The piece on A14 is undalled: it needs a dal (A) to start moving.');
  await expect(game.dice).toHaveAttribute('aria-label', 'Thrown by Light (you): Dice show dal and 4 (dal spent)');
  // On a phone: the boat upright, the line below the dice and the buttons beside it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.runFor(100);
  await expect(said(game)).toHaveText('The piece on A14 is undalled: it needs a dal (A) to start moving.');
  await game.screenshot('say-what-undalled-390');
  // Undo: the line is emptied.
  await game.page.getByRole('button', { name: 'Undo step' }).click();
  await until(page, async () => (await game.board.getAttribute('data-position')) === S250.second);
  await expect(said(game)).toHaveText('');
  // (axe-core needs the page's timers.)
  await page.clock.resume();
  expect(await axe(page)).toEqual([]);
  expect(pageLog.pageErrors).toEqual([]);
});

test("two players: each throw under its side's name, and the play said", async ({ game, page, pageLog }) => {
  await page.clock.install();
  await game.fresh(S25.query);
  await game.startGame({ mode: 'pvp' });
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await pause(page);
  await game.throwButton.click();
  await until(page, state(game, 'human-move'));
  await expect(game.dice.locator('.dd-dice-who')).toHaveText('Thrown by Light');
  await expect(game.dice).toHaveAttribute('aria-label', 'Thrown by Light: Dice show dal and dal');
  await move(game, 'A16', 'M16');
  await until(page, async () => (await game.board.getAttribute('data-position')) === S25.position);
  await move(game, 'A15', 'A16');
  await until(page, saying(game));
  await expect(said(game)).toHaveText('Light throws A + A and dals A16 to M16, then dals A15 to A16. A + A: throws again.');
  await game.page.setViewportSize({ width: 390, height: 844 });
  await page.clock.runFor(100);
  await game.screenshot('say-what-pvp-390');
  await page.clock.resume();
  expect(await axe(page)).toEqual([]);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a piece picked up and moved before its words were said: only the move is said', async ({ game, page, pageLog }) => {
  // The live region gathers words for 60 ms (panel.js): a quick player's
  // pick and drop came out as "A15 picked up; it can go to A16 with dal;
  // M13 with dal + 4, capturing. A15 to A16." (seen on a busy machine).
  await page.clock.install();
  await game.fresh(`${S250.query}&pace=off`);
  await pause(page);
  await game.playButton.click();
  await until(page, state(game, 'human-throw'));
  await game.throwButton.click();
  await until(page, state(game, 'human-move'));
  await move(game, 'A16', 'M12');
  await until(page, async () => (await game.board.getAttribute('data-position')) === S250.second && (await state(game, 'human-throw')()));
  await game.throwButton.click();
  await until(page, state(game, 'human-move'));
  await page.clock.runFor(100);
  // Picked up and moved with the page's clock stopped: nothing said between.
  await game.hole('A15').click();
  await game.hole('A16').click();
  await expect(game.board).not.toHaveAttribute('data-position', S250.second);
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('A15 to A16.');
  // Picked up and put down again at once: only the putting down is said.
  await game.hole('M12').click();
  await game.hole('M12').click();
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('M12 put back.');
  // A tap beside the held piece's targets, on the other side's piece or an
  // empty hole: the piece stays held, its target still marked, and where
  // it can go is said.
  await game.hole('M12').click();
  await game.hole('M13').click();
  await expect(said(game)).toHaveText('The piece on M12 cannot go to M13 with this throw, only to M8.');
  // (The board draws at the next frame: the page's clock moves on first.)
  await page.clock.runFor(100);
  await expect(game.hole('M12')).toHaveAttribute('data-selected', 'true');
  await expect(game.hole('M8')).toHaveAttribute('data-target', /die|sum/);
  await expect(game.live).toHaveText('The piece on M12 cannot go to M13 with this throw, only to M8.');
  await game.hole('M10').click();
  await expect(said(game)).toHaveText('The piece on M12 cannot go to M10 with this throw, only to M8.');
  await page.clock.runFor(100);
  await expect(game.hole('M12')).toHaveAttribute('data-selected', 'true');
  await game.screenshot('say-what-miss-1280');
  // Put down by a tap on itself, as ever.
  await game.hole('M12').click();
  await page.clock.runFor(100);
  await expect(game.hole('M12')).not.toHaveAttribute('data-selected', 'true');
  await expect(game.live).toHaveText('M12 put back.');
  // A reason asked twice at once is said once.
  await game.hole('A16').click();
  await game.hole('A16').click();
  await page.clock.runFor(100);
  await expect(game.live).toHaveText('The piece on A16 has moved with this throw already: each piece moves once per throw.');
  expect(pageLog.pageErrors).toEqual([]);
});
