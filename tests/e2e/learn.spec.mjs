// "Learn to play": the thirteen lessons, played by clicks from the start
// card, each with its fixed dice (from the facade), its words, and Next;
// then a real game. Nothing of it is saved; it can be left at any step.
// The roll-off is thrown with Throw; the enemy in the home row is taken;
// the capture odds' lesson reads the engine's exact chance on its piece
// before and after the play that lowers it most (the fractions of
// crates/daldos-web/src/tutorial.rs's test of that lesson).
import { test, expect, MOVABLE } from './page.mjs';
import { LESSONS } from './seeded.mjs';
import { axe } from './axe.mjs';

test.use({ bypassCSP: true });

/** The label drawn by the piece on `hole` (the capture odds). */
const label = (game, hole) => game.host.locator(`.badge-odds[data-for="${hole}"] text`);

/** Waits until the odds shown are those of the board shown. */
const oddsReady = (game) => expect(game.board).toHaveAttribute('data-odds-state', 'ready', { timeout: 20_000 });

/** Turns on "Show capture odds" in the settings menu and waits for the labels. */
async function showOdds(game, page) {
  await (await game.option('Show capture odds')).check();
  await page.keyboard.press('Escape');
  await oddsReady(game);
}

/** The capture odds' lesson, played as it asks: the odds turned on, the
 * label on M8 read, then M8 moved on by both dice to M3, where the label
 * is lower. */
async function playOddsLesson(game, page) {
  await showOdds(game, page);
  await expect(game.hole('M8')).toHaveAttribute('data-odds', '19293803/67108864');
  await expect(label(game, 'M8')).toHaveText('29%');
  await game.throwDice('2+3');
  await game.move('M8', 'M3');
  await oddsReady(game);
  await expect(game.hole('M3')).toHaveAttribute('data-odds', '929/12288');
  await expect(label(game, 'M3')).toHaveText('8%');
}

/** From the start card, the lessons before the one titled `title` played out. */
async function toLesson(game, title) {
  await game.start.getByRole('button', { name: 'Learn to play' }).click();
  for (const [t] of LESSONS) {
    if (t === title) break;
    await game.playLessonOut();
    await game.lessonNext.click();
  }
  await expect(game.lesson.getByRole('heading')).toHaveText(title);
}

test('Learn to play: thirteen lessons with their dice and words, then a real game', async ({ game, page, pageLog }) => {
  test.setTimeout(120_000);
  await game.fresh('?speed=fast');
  await game.start.getByRole('button', { name: 'Learn to play' }).click();
  for (const [i, [title, throws, after]] of LESSONS.entries()) {
    await expect(game.lesson.locator('.dd-lesson-step')).toHaveText(`Learn to play · step ${i + 1} of ${LESSONS.length}`);
    await expect(game.lesson.getByRole('heading')).toHaveText(title);
    await expect(game.app).toHaveAttribute('data-mode', 'pvp');
    // The side panel: the rules in force, no computer's level (and no stray "null").
    if (i === 0) {
      await expect(page.locator('.dd-ruleset')).toHaveText('Board: Danish, 16 holes a rowVariants: none (standard rules)');
      await expect(page.locator('.dd-level-shown')).toHaveCount(0);
      await expect(page.locator('.dd-score')).not.toContainText('null');
    }
    if (title === 'Reading the capture odds') await playOddsLesson(game, page);
    await game.playLessonOut();
    await expect(game.lesson.locator('.dd-lesson-done')).toBeVisible();
    const record = page.locator('.dd-movelist li[data-side]');
    await expect(record).toHaveCount(throws.length);
    for (const [k, t] of throws.entries()) await expect(record.nth(k)).toContainText(`a ${t}:`);
    if (after) await expect(game.board).toHaveAttribute('data-position', after);
    if (i < LESSONS.length - 1) await game.lessonNext.click();
  }
  await expect(game.over).toContainText('Light wins!');
  // Nothing of the lessons was saved.
  expect(await game.savedText()).toBeNull();
  await page.getByRole('button', { name: 'Play a game' }).click();
  await expect(game.lesson).toBeHidden();
  await expect(game.app).toHaveAttribute('data-mode', 'pvc');
  await expect(game.app).toHaveAttribute('data-state', /human-throw|busy/);
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('Learn to play can be left at any step, and started again from the start card', async ({ game, page, pageLog }) => {
  await game.fresh('?speed=fast');
  await page.locator('.dd-learn').click();
  await game.throwButton.click();
  await expect(game.live).not.toHaveText('');
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(game.lesson).toBeHidden();
  // The lesson's last words are not left in the live region.
  await expect(game.live).toHaveText('');
  await expect(game.start).toBeVisible();
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a');
  await page.locator('.dd-learn').click();
  await expect(game.lesson.getByRole('heading')).toHaveText('Who starts: the roll-off');
  await expect(page.locator('.dd-movelist li[data-side]')).toHaveCount(0);
  expect(await game.savedText()).toBeNull();
  expect(pageLog.pageErrors).toEqual([]);
});

test('the roll-off lesson: Throw throws both sides’ dice, a tie, again, and Light starts', async ({ game, page, pageLog }) => {
  await game.fresh('?speed=fast');
  await game.start.getByRole('button', { name: 'Learn to play' }).click();
  await expect(game.lesson.locator('.dd-lesson-text')).toHaveText(
    'You play Light, the pale pieces; the other player is Dark. Before the first throw both players throw both dice: the higher sum starts, and equal sums throw again. Press Throw to throw the roll-off.',
  );
  // Nothing moves until the visitor throws.
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  await expect(game.app).toHaveAttribute('data-phase', 'rollOff');
  await expect(game.throwButton).toBeEnabled();
  expect(await axe(page)).toEqual([]);
  await game.throwButton.click();
  await expect(game.lesson.locator('.dd-lesson-done')).toHaveText(
    'Both threw 5 (II + III against IIII + A), so both threw again; then Light’s 8 beat Dark’s 3, and Light starts. The roll-off is not played: the starter now throws again for the first move.',
  );
  // The last round said below the dice and to screen readers.
  await expect(game.announce).toHaveText('Light throws IIII+IIII, Dark throws A+II. Light starts.');
  await expect(game.live).toContainText('Light throws 4 + 4, Dark throws dal + 2. Light starts.');
  await expect(game.app).toHaveAttribute('data-phase', 'awaitingThrow');
  await expect(game.throwButton).toBeDisabled();
  await expect(game.lessonNext).toBeFocused();
  expect(await game.savedText()).toBeNull();
  expect(pageLog.pageErrors).toEqual([]);
});

test('the home-row lesson: Dark’s piece among your sleeping pieces, taken by the awake one', async ({ game, page }) => {
  await game.fresh('?speed=fast');
  await toLesson(game, 'Enemy pieces in your home row');
  await expect(game.board).toHaveAttribute('data-position', 'aaA2Baaaaaaaaaa/17/bbbbbbbbbbbb4 a');
  await game.throwDice('3+4');
  await game.expectHoles(MOVABLE, ['A3']);
  await game.hole('A3').click();
  await game.expectHoles('[data-hole][data-target]', ['A6']);
  await game.hole('A6').click();
  await expect(game.lesson.locator('.dd-lesson-done')).toHaveText(
    'You took Dark’s piece with the III; the IIII could not be used, as your own pieces block it. Watch the bow: wake and move your pieces before Dark’s arrive, and take any that come in.',
  );
  await expect(game.board).toHaveAttribute('data-position', 'aa3Aaaaaaaaaaa/17/bbbbbbbbbbbb4 b');
  expect(await axe(page)).toEqual([]);
});

test('the sleeper lesson: a piece right ahead of a sleeping Dark piece, 44 % from its dal, moved on to 4 %', async ({ game, page }) => {
  await game.fresh('?speed=fast');
  await toLesson(game, 'A sleeping piece can capture');
  await expect(game.board).toHaveAttribute('data-position', '9aaaaaa1/8B8/bbbbbbbbbbbbbbbA a');
  await showOdds(game, page);
  // The exact chances of crates/daldos-web/src/tutorial.rs's test of it.
  await expect(game.hole('B16')).toHaveAttribute('data-odds', '7/16');
  await expect(label(game, 'B16')).toHaveText('44%');
  await game.screenshot('lesson-sleeper');
  await game.throwDice('2+3');
  await game.expectHoles(MOVABLE, ['B16']);
  await game.move('B16', 'M12');
  await oddsReady(game);
  await expect(game.board).toHaveAttribute('data-position', '9aaaaaa1/8B3A4/bbbbbbbbbbbbbbb1 b');
  await expect(game.hole('M12')).toHaveAttribute('data-odds', '10923/262144');
  await expect(label(game, 'M12')).toHaveText('4%');
  await expect(game.lesson.locator('.dd-lesson-done')).toContainText('Never stop right in front of a sleeping enemy piece.');
  await game.screenshot('lesson-sleeper-done');
  expect(await axe(page)).toEqual([]);
});

for (const size of ['390x844', '1280x800']) {
  const [width, height] = size.split('x').map(Number);
  test(`${size}: the new lessons keep their words and what they mark in view together`, async ({ game, page, pageLog }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await game.fresh('?speed=fast');
    const outOfView = async (sel) => (await game.lessonOutOfView(sel)).out;
    await game.start.getByRole('button', { name: 'Learn to play' }).click();
    await expect(game.lesson.getByRole('heading')).toHaveText('Who starts: the roll-off');
    // The roll-off: its words and Throw.
    expect(await outOfView('.dd-throw')).toEqual([]);
    await game.screenshot(`lesson-rolloff-${width}x${height}`);
    await game.throwButton.click();
    await expect(game.lessonNext).toBeVisible();
    await game.screenshot(`lesson-rolloff-done-${width}x${height}`);
    await game.lessonNext.click();
    for (const [t] of LESSONS.slice(1)) {
      if (t === 'Enemy pieces in your home row') break;
      await game.playLessonOut();
      await game.lessonNext.click();
    }
    // The enemy in the home row: the piece to move, then its target.
    await game.throwDice('3+4');
    expect(await outOfView('[data-movable]')).toEqual([]);
    await game.hole('A3').click();
    expect(await outOfView('[data-hole][data-target], [data-selected]')).toEqual([]);
    await game.screenshot(`lesson-homerow-${width}x${height}`);
    await game.hole('A6').click();
    await game.lessonNext.click();
    await game.playLessonOut();
    await game.lessonNext.click();
    // The capture odds: the label on M8 with the words, then the play.
    await expect(game.lesson.getByRole('heading')).toHaveText('Reading the capture odds');
    await (await game.option('Show capture odds')).check();
    await page.keyboard.press('Escape');
    await oddsReady(game);
    expect(await outOfView('.badge-odds[data-for="M8"]')).toEqual([]);
    await game.screenshot(`lesson-odds-${width}x${height}`);
    await game.throwDice('2+3');
    await game.hole('M8').click();
    expect(await outOfView('[data-hole][data-target], [data-selected]')).toEqual([]);
    await game.hole('M3').click();
    await oddsReady(game);
    await expect(label(game, 'M3')).toHaveText('8%');
    await game.screenshot(`lesson-odds-done-${width}x${height}`);
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('New game from a lesson opens set to play the computer, its level shown', async ({ game, page }) => {
  await game.fresh('?speed=fast');
  await page.locator('.dd-learn').click();
  await expect(game.lesson.getByRole('heading')).toHaveText('Who starts: the roll-off');
  await game.host.locator('.dd-side').getByRole('button', { name: 'New game' }).click();
  const dialog = game.newGameDialog;
  await expect(dialog.locator('input[name="mode"][value="pvc"]')).toBeChecked();
  await expect(dialog.getByLabel('Computer level')).toBeVisible();
});
