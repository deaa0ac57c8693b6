// The end of a game (issue 24, items 4 and 11): the result stands below
// the board (on phones too), never over it, with the winning move
// drawn; Resign asks first (a small box: Keep playing has the focus,
// Escape keeps playing), then the record holds the result ([Result],
// [Termination "resignation"]), as the share code, the reload, the replay
// and the review do; Rematch plays the same settings with the sides
// swapped; and a long game leaves no empty scroll below the page. Every
// game is seeded: each test knows the dice it gets.
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';
import { S250, S25 } from './seeded.mjs';

/** A whole two-player game on the 12-hole board (tests/webdriver/games/):
 * Light wins with its last play, 4+4: B8-B12xM9. */
const WON = readFileSync(new URL('../webdriver/games/pvp-12-seed3.dgn', import.meta.url), 'utf8');

/** Whether the boxes `a` and `b` share no point. */
const apart = (a, b) => a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height;

/** The result panel and the board's drawing lie apart (polled: after a
 * resize the board lays itself out again, on its next frame). */
async function expectBeside(game, page, what) {
  const boxes = async () => ({ over: await game.over.boundingBox(), board: await page.locator('.dd-board svg').boundingBox() });
  await expect
    .poll(async () => {
      const { over, board } = await boxes();
      return !!over && !!board && apart(over, board);
    }, { message: `${what}: ${JSON.stringify(await boxes())}` })
    .toBe(true);
}

/** The resign question's box, and its two buttons. */
function resignBox(page) {
  const box = page.locator('.dd-resign-ask');
  return { box, yes: box.getByRole('button', { name: 'Yes, resign' }), no: box.getByRole('button', { name: 'Keep playing' }) };
}

test('game over: the result stands below the board, never over it, the winning move drawn; Share’s note is in view', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.fresh('?speed=fast', { save: { v: 1, record: WON, mode: 'pvp', level: 3, human: 'a' } });
  await expect(game.over).toBeVisible();
  await expect(game.over).toHaveAttribute('data-winner', 'a');
  await expect(game.over).toHaveAttribute('data-termination', 'normal');
  await expect(game.over.locator('.dd-winner')).toHaveText('Light wins!');
  await expectBeside(game, page, '1280x800');
  await expect(game.over.getByRole('button', { name: 'New game' })).toBeInViewport();
  await expect(game.board).toBeInViewport({ ratio: 0.9 });
  // The winning move, 4+4: B8-B12xM9, is drawn on the board.
  await expect(game.hole('B8')).toHaveAttribute('data-last', 'from');
  await expect(game.hole('M9')).toHaveAttribute('data-last', 'to-capture');
  // The final position can be studied by keyboard too: the board is not shut.
  expect(await game.board.evaluate((b) => /** @type {HTMLElement} */ (b).inert)).toBe(false);
  // A game over has no Throw, Hint or Undo step to press.
  await expect(game.throwButton).toBeHidden();
  // Share: its note is in view, nothing covers it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share link' }).click();
  const note = game.announce;
  await expect(note).toHaveText('Link copied: whoever opens it sees this game.');
  await expect(note).toBeInViewport();
  const noteBox = await note.boundingBox();
  expect(apart(noteBox, await game.over.boundingBox()), 'the note is not behind the panel').toBe(true);
  await game.screenshot('result-over-1280x800');
  // On a phone: beside the upright boat.
  await page.setViewportSize({ width: 360, height: 640 });
  await expectBeside(game, page, '360x640');
  await expect(game.over.getByRole('button', { name: 'Rematch' })).toBeVisible();
  await game.screenshot('result-over-360x640');
  // Held sideways: below the board.
  await page.setViewportSize({ width: 640, height: 360 });
  await expectBeside(game, page, '640x360');
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('resign against the computer: asked first, Escape keeps playing; then the record, the share code and a reload hold the result', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Seed 250: Dark (the computer) has played B16-M16-M13; Light to throw.
  await game.freshStart(S250.query, { mode: 'pvc' });
  await game.expectAt({ state: 'human-throw', position: S250.first });
  const resign = page.getByRole('button', { name: 'Resign', exact: true });
  const { box, yes, no } = resignBox(page);
  await expect(resign).toBeEnabled();
  await resign.click();
  await expect(box).toBeVisible();
  await expect(box).toContainText('Resign as Light? Dark wins the game.');
  await expect(no).toBeFocused();
  await expect(resign).toHaveAttribute('aria-expanded', 'true');
  await game.screenshot('result-resign-ask-1280x800');
  // On a phone the side panel's buttons are below the board.
  await page.setViewportSize({ width: 360, height: 640 });
  await box.scrollIntoViewIfNeeded();
  await expect(yes).toBeInViewport();
  await expect(no).toBeInViewport();
  await game.screenshot('result-resign-ask-360x640');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => scrollTo(0, 0));
  // Escape: keep playing, the focus back on Resign, nothing recorded.
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(resign).toBeFocused();
  expect(await game.record()).toContain('[Result "*"]');
  // Keep playing does the same.
  await resign.click();
  await no.click();
  await expect(box).toBeHidden();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  // The game goes on as before: Light throws 4+1 and plays it.
  await game.throwDice('4+1');
  await game.move('A16', 'M12');
  await game.expectAt({ state: 'human-throw', position: S250.second });
  // Yes, resign.
  await resign.click();
  await yes.click();
  await expect(game.app).toHaveAttribute('data-state', 'over');
  await expect(game.over).toHaveAttribute('data-termination', 'resignation');
  await expect(game.over).toHaveAttribute('data-winner', 'b');
  await expect(game.over.locator('.dd-winner')).toHaveText('Light resigns. Dark wins. Better luck next time.');
  await expect(game.over.getByRole('button', { name: 'New game' })).toBeFocused();
  await expect(resign).toBeDisabled();
  await expect(box).toBeHidden();
  await expectBeside(game, page, 'resigned');
  await game.screenshot('result-resigned-1280x800');
  const record = await game.record();
  expect(record).toContain('[Result "b"]\n[Termination "resignation"]\n');
  expect(record.trim().split('\n').filter((l) => /^[ab] /.test(l))).toEqual(S250.plays);
  expect(await game.savedRecord()).toBe(record);
  // The share code keeps it.
  const code = await game.shareCode(record);
  const shared = await page.evaluate((c) => {
    const g = /** @type {any} */ (window).wasmBindings.Game.fromShareCode(c);
    const v = g.view();
    g.free();
    return { winner: v.winner, termination: v.termination };
  }, code);
  expect(shared).toEqual({ winner: 'b', termination: 'resignation' });
  // A reload shows the same end.
  await game.reload();
  await expect(game.over.locator('.dd-winner')).toHaveText('Light resigns. Dark wins. Better luck next time.');
  await expect(game.app).toHaveAttribute('data-state', 'over');
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('two players: the side to play resigns, by keyboard alone; the replay and the review show the resigned game', async ({ game, page, pageLog }) => {
  // Seed 25: Light starts and throws 1+1.
  await game.startTwoPlayers(S25.query);
  await game.throwDice(S25.dice);
  await game.move(...S25.step);
  await game.expectAt({ state: 'human-move', position: S25.position });
  // Resign by keys: Enter on Resign, Shift+Tab to Yes, Enter.
  const resign = page.getByRole('button', { name: 'Resign', exact: true });
  await resign.focus();
  await page.keyboard.press('Enter');
  const { box, yes } = resignBox(page);
  await expect(box).toContainText('Resign as Light? Dark wins the game.');
  await page.keyboard.press('Shift+Tab');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(game.app).toHaveAttribute('data-state', 'over');
  await expect(game.over.locator('.dd-winner')).toHaveText('Light resigns. Dark wins.');
  // The throw in use was dropped: the board is as before it, the record
  // has no unfinished line.
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a');
  const record = await game.record();
  expect(record).toContain('[Result "b"]\n[Termination "resignation"]\n');
  expect(record.trim().split('\n').filter((l) => /^[ab] /.test(l))).toEqual([]);
  // The replay: its one step is the end, told as a resignation.
  await page.getByRole('button', { name: 'Replay and review' }).click();
  await expect(game.replayStep).toContainText('Light resigns. Dark wins.');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'over');
  expect(pageLog.pageErrors).toEqual([]);
});

test('the review of a resigned game; Rematch plays the same settings with the sides swapped', async ({ game, page, pageLog }) => {
  await game.freshStart(S250.query, { mode: 'pvc' });
  await game.expectAt({ state: 'human-throw', position: S250.first });
  await game.throwDice('4+1');
  await game.move('A16', 'M12');
  await game.expectAt({ state: 'human-throw', position: S250.second });
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  await resignBox(page).yes.click();
  await expect(game.over).toHaveAttribute('data-termination', 'resignation');
  // The replay's last step tells the end; the one before does not.
  await page.getByRole('button', { name: 'Replay and review' }).click();
  await expect(game.replayStep).toHaveText(/^Throw 3 of 3: .* Light resigns\. Dark wins\.$/);
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(game.replayStep).not.toContainText('resigns');
  // The review reads the resigned record: every throw judged.
  await page.locator('.dd-replay-review').click();
  await expect(page.locator('.dd-review-progress')).toContainText('All 3 throws reviewed', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'over');
  // Rematch: the same settings, the player now Dark; the page's seed
  // throws the same roll-off (Dark starts), and it is the player's throw.
  const before = await game.saved();
  await game.over.getByRole('button', { name: 'Rematch' }).click();
  await game.expectAt({ state: 'human-throw', position: 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb b' });
  const saved = await game.saved();
  expect(saved).toMatchObject({ mode: 'pvc', level: before.level, human: 'b' });
  expect(before.human).toBe('a');
  await expect(page.locator('.dd-count-b span')).toHaveText('Dark (you)');
  // The sides changed, and the page says so.
  await expect(game.announce).toHaveText('Rematch: you play Dark this time. Light throws II+IIII, Dark throws IIII+III. Dark starts.');
  await expect(game.over).toBeHidden();
  expect(pageLog.pageErrors).toEqual([]);
});

test('no Resign where no player plays: the computer against itself, the start card', async ({ game, page }) => {
  await game.fresh('?speed=fast');
  await expect(game.start).toBeVisible();
  await expect(page.locator('.dd-resign')).toBeHidden();
  await game.startGame({ mode: 'cvc' });
  await expect.poll(() => game.plays.count()).toBeGreaterThan(0);
  await expect(page.locator('.dd-resign')).toBeHidden();
});

test('a long game leaves no empty scroll below the page (100 throws and more)', async ({ game, page, pageLog }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Seed 2, the computer against itself at level 1 on the 16-hole board:
  // 138 throws (`daldos play --seed 2 --mode cvc --level 1`).
  await game.open('?autoplay=fast&seed=2');
  /** How far the document scrolls below the page's footer, in px. */
  const below = () =>
    page.evaluate(() => {
      const footer = /** @type {HTMLElement} */ (document.querySelector('footer'));
      return document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + scrollY);
    });
  const start = await below();
  await game.computerPlays(100, { timeout: 150_000 });
  // The move list scrolls inside itself: the document ends at the footer.
  expect(await below(), 'px of document below the footer after 100 throws').toBeLessThanOrEqual(Math.max(start, 16));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await expect(game.over).toBeVisible({ timeout: 150_000 });
  await expect(game.plays).toHaveCount(138);
  expect(await below(), 'px of document below the footer at the end').toBeLessThanOrEqual(Math.max(start, 16));
  // The page is as tall as its content (the result panel added), far from
  // the 6,000 px of the report.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(height + 400);
  await page.setViewportSize({ width: 360, height: 640 });
  expect(await below(), 'px of document below the footer on a phone').toBeLessThanOrEqual(Math.max(start, 16));
  expect(pageLog.pageErrors).toEqual([]);
});
