// The game screen's layout in play (issue 24, "a pleasure to play"): on a
// phone (390x844, touch) the board, the dice, Throw, Sound and Settings,
// the line that says the last play and the hint's words are in view
// together, with no scrolling; the board's top never moves between turns
// (the turn line keeps two lines, whatever it says), nor at the game's end
// (the result below the board; at 1280x800 below the dice too), nor in the
// review; at 1280x800 a long game's move list ends
// within the window and scrolls inside itself. Every game is seeded:
// each test knows the dice it gets. Boxes in CSS px.
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';
import { S250 } from './seeded.mjs';

/** A whole two-player game on the 12-hole board (tests/webdriver/games/),
 * its last play left to make: Light's 4+4 thrown, B8-B12xM9 wins. */
const WON = readFileSync(new URL('../webdriver/games/pvp-12-seed3.dgn', import.meta.url), 'utf8')
  .replace('[Result "a"]', '[Result "*"]')
  .replace(/a 4\+4: B8-B12xM9\s*$/, 'a 4+4:\n');
/** A two-player game of 450 throws (movelist.spec). */
const LONG = readFileSync(new URL('./data/long-450.dgn', import.meta.url), 'utf8');

/** The window's scroll, and the boxes (viewport CSS px) of the parts. */
function boxes(page) {
  return page.evaluate(() => {
    const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
    const box = (sel) => {
      const e = root.querySelector(sel);
      if (!e || !e.getClientRects().length) return null;
      const r = e.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
    };
    const parts = { turn: '.dd-turn', turnText: '.dd-turn-text', board: '.dd-board svg', dice: '.dd-dice', throw: '.dd-throw', sound: '.dd-sound', menu: '.dd-menu-btn', takeback: '.dd-takeback' };
    Object.assign(parts, { said: '.dd-said', announce: '.dd-announce', hint: '.dd-hint', over: '.dd-over', list: '.dd-movelist' });
    const out = Object.fromEntries(Object.entries(parts).map(([k, sel]) => [k, box(sel)]));
    return { ...out, scrollY: Math.round(scrollY), height: innerHeight };
  });
}

/** Each of `names` wholly within the window (its box between 0 and the window's height and width). */
function expectInView(b, names, what) {
  for (const name of names) {
    const r = b[name];
    expect(r, `${what}: ${name}`).not.toBeNull();
    expect(r.top, `${what}: ${name} ${JSON.stringify(b)}`).toBeGreaterThanOrEqual(0);
    expect(r.bottom, `${what}: ${name} ${JSON.stringify(b)}`).toBeLessThanOrEqual(b.height);
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('390x844: the board, Throw, Sound, Settings, the line of the last play and the hint in view together, no scrolling', async ({ game, page, pageLog }) => {
    // Seed 250 against the computer: Dark has played 3+1, B16-M16-M13.
    await game.freshStart(S250.query, { mode: 'pvc' });
    await game.expectAt({ state: 'human-throw', position: S250.first });
    const said = page.locator('.dd-said');
    await expect(said).toHaveText('Dark throws III + A and dals B16 to M13.');
    const first = await boxes(page);
    expect(first.scrollY).toBe(0);
    expectInView(first, ['turn', 'board', 'dice', 'throw', 'sound', 'menu', 'said'], 'Light to throw');
    // The said line right under the controls, not below other parts.
    expect(first.said.top).toBeGreaterThanOrEqual(first.menu.bottom);
    expect(first.said.top - first.menu.bottom).toBeLessThanOrEqual(12);
    await game.screenshot('layout-390x844-said');
    // Light throws 4+1; the hint's words under the buttons, in view with
    // the board (the window not scrolled to bring them).
    await game.throwDice('4+1');
    await game.askHint();
    await expect(game.hintBox).toContainText('Hint: A16-M16-M12');
    const hinted = await boxes(page);
    expect(hinted.scrollY).toBe(0);
    expectInView(hinted, ['turn', 'board', 'dice', 'throw', 'sound', 'menu', 'hint'], 'the hint shown');
    expect(hinted.hint.top).toBeGreaterThanOrEqual(hinted.menu.bottom);
    expect(hinted.board).toEqual(first.board);
    await game.screenshot('layout-390x844-hint');
    // Played; Dark throws 1+2 and plays; Light's 1+4 has four plays: the
    // hint A15-A16xM13 with its reasons against the next best, all in view.
    await game.move('A16', 'M12');
    await game.expectAt({ state: 'human-throw', position: S250.second });
    await game.throwDice('1+4');
    await game.askHint();
    await expect(game.hintBox).toHaveAttribute('data-play', S250.hint.play);
    await expect(page.locator('.dd-hint-why')).toContainText('Why not A15-A16 M12-M8, the next best?', { timeout: 30_000 });
    const why = await boxes(page);
    expect(why.scrollY).toBe(0);
    expectInView(why, ['turn', 'board', 'dice', 'throw', 'sound', 'menu', 'hint'], 'the hint and its reasons');
    // What just happened is said above the hint's words (a long hint never
    // pushes it out of view), and takes no room while it is empty.
    expect(why.announce.top).toBeLessThanOrEqual(why.hint.top);
    expect(why.announce.bottom - why.announce.top).toBe(0);
    await game.screenshot('layout-390x844-hint-why');
    expect(pageLog.pageErrors).toEqual([]);
  });

  test('390x844: the board’s top stays put at the game’s end, the result below it and in view', async ({ game, page, pageLog }) => {
    await game.loadSave({ v: 1, record: WON, mode: 'pvp', level: 3, human: 'a' }, '?speed=fast');
    await game.expectAt({ state: 'human-move', dice: '4+4' });
    const before = await boxes(page);
    expect(before.scrollY).toBe(0);
    await game.move('B8', 'M9');
    await expect(game.over.locator('.dd-winner')).toHaveText('Light wins!');
    // Who won in the turn line above the board, the panel its buttons.
    await expect(game.turnLine).toHaveText('Light wins!');
    await expect(game.turnLine).toBeVisible();
    await expect(game.over.locator('.dd-winner')).toBeHidden();
    const after = await boxes(page);
    expect(after.scrollY).toBe(0);
    expect(after.board, JSON.stringify({ before, after })).toEqual(before.board);
    expect(after.turn).toEqual(before.turn);
    // Below the board, never over it, and in view with its buttons, the
    // dice and the line that says the winning play.
    expect(after.over.top).toBeGreaterThanOrEqual(after.board.bottom);
    await expect(page.locator('.dd-said')).toHaveText('Light throws IIII + IIII and moves B8 to M9, capturing.');
    expectInView(after, ['board', 'over', 'dice', 'menu', 'said'], 'game over');
    await expect(game.over.getByRole('button', { name: 'New game' })).toBeInViewport({ ratio: 1 });
    await expect(game.over.getByRole('button', { name: 'Rematch' })).toBeInViewport({ ratio: 1 });
    await game.screenshot('layout-390x844-over');
    // The review: the step's words in the turn line's room, the board where it stood.
    await game.over.getByRole('button', { name: 'Review the game' }).click();
    await expect(page.locator('.dd-replay')).toBeVisible();
    expect((await boxes(page)).board).toEqual(before.board);
    expect(pageLog.pageErrors).toEqual([]);
  });
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test('360x640: Throw, Sound and Settings in the first screen, under the whole board', async ({ game, page, pageLog }) => {
    await game.freshStart(S250.query, { mode: 'pvc' });
    await game.expectAt({ state: 'human-throw', position: S250.first });
    const b = await boxes(page);
    expect(b.scrollY).toBe(0);
    expectInView(b, ['turn', 'board', 'dice', 'throw', 'sound', 'menu'], '360x640');
    await game.screenshot('layout-360x640');
    expect(pageLog.pageErrors).toEqual([]);
  });
});

for (const [width, height, mobile] of /** @type {const} */ ([
  [390, 844, true],
  [360, 640, true],
  [1280, 800, false],
])) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });

    test(`${width}x${height}: the board’s top stays put from turn to turn, short turn lines and long`, async ({ game, page, pageLog }) => {
      await game.freshStart(S250.query, { mode: 'pvc' });
      const seen = [];
      /** The turn line's words and the boxes, at a state. */
      const at = async (what) => {
        const b = await boxes(page);
        seen.push({ what, text: (await game.turnLine.textContent())?.trim(), turnText: b.turnText, board: b.board, turn: b.turn });
      };
      await game.expectAt({ state: 'human-throw', position: S250.first });
      await at('Light to throw');
      await game.throwDice('4+1');
      await at('Light to move');
      await game.move('A16', 'M12');
      // Dark (the computer) throws 1+2 and plays B15-B16-M15.
      await game.expectAt({ state: 'human-throw', position: S250.second });
      await at('Light to throw again');
      await game.throwDice('1+4');
      await at('Light to move again');
      expect(seen.map((x) => x.text)).toEqual([
        'Light (you) to play — throw the dice.',
        'Light (you) to play — pick a marked piece, then where it goes.',
        'Light (you) to play — throw the dice.',
        'Light (you) to play — pick a marked piece, then where it goes.',
      ]);
      const lines = (x) => Math.round((x.turnText.bottom - x.turnText.top) / (width < 560 ? 0.92 * 16 * 1.3 : 1.05 * 16 * 1.5));
      // At 390 px the long line takes two lines, the short one one: the board stays.
      if (width === 390) expect(seen.map(lines)).toEqual([1, 2, 1, 2]);
      for (const x of seen) {
        expect(x.board, JSON.stringify(seen)).toEqual(seen[0].board);
        expect(x.turn, JSON.stringify(seen)).toEqual(seen[0].turn);
      }
      await game.screenshot(`layout-turns-${width}x${height}`);
      expect(pageLog.pageErrors).toEqual([]);
    });
  });
}

test('320x568: the turn line takes two lines at most (a longer one cut), its whole text in the page and its title', async ({ game, page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await game.freshStart(S250.query, { mode: 'pvc' });
  await game.throwDice('4+1');
  const text = page.locator('.dd-turn-text');
  await expect(text).toHaveText('Light (you) to play — pick a marked piece, then where it goes.');
  await expect(text).toHaveAttribute('title', 'Light (you) to play — pick a marked piece, then where it goes.');
  const b = await boxes(page);
  expect(b.turnText.bottom - b.turnText.top).toBeLessThanOrEqual(Math.ceil(2 * 0.92 * 16 * 1.3));
});

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the move list ends within the window and scrolls inside itself: in play, and after 450 throws', async ({ game, page, pageLog }) => {
    // In play against the computer (Resign among the side panel's buttons).
    await game.freshStart(S250.query, { mode: 'pvc' });
    await game.expectAt({ state: 'human-throw', position: S250.first });
    await expect(page.getByRole('button', { name: 'Resign', exact: true })).toBeVisible();
    const inPlay = await boxes(page);
    expect(inPlay.scrollY).toBe(0);
    expectInView(inPlay, ['list'], 'in play');
    // A long game: the list holds its last 200 throws and scrolls.
    await game.loadSave({ v: 1, mode: 'pvp', level: 1, human: 'a', record: LONG });
    await expect(game.plays).toHaveCount(200);
    const long = await boxes(page);
    expect(long.scrollY).toBe(0);
    expectInView(long, ['list'], '450 throws');
    const list = page.locator('.dd-movelist');
    const scrolls = await list.evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight, overflow: getComputedStyle(e).overflowY }));
    expect(scrolls.overflow).toBe('auto');
    expect(scrolls.scroll).toBeGreaterThan(scrolls.client * 10);
    await game.screenshot('layout-1280x800-long');
    expect(pageLog.pageErrors).toEqual([]);
  });
});

test.describe('at the end, at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('1280x800: the board and the dice stay put at the game’s end, the result under them; the review keeps the board where it was', async ({ game, page, pageLog }) => {
    await game.loadSave({ v: 1, record: WON, mode: 'pvc', level: 3, human: 'a' }, '?speed=fast');
    await game.expectAt({ state: 'human-move', dice: '4+4' });
    const before = await boxes(page);
    await game.move('B8', 'M9');
    await expect(game.over.locator('.dd-winner')).toContainText('Light wins!');
    await expect(game.over.locator('.dd-winner')).toBeVisible();
    await expect(page.locator('.dd-takeback')).toBeVisible();
    // (Beside the board's foot, the panel says who won; the turn line, not.)
    await expect(page.locator('.dd-turn-result')).toBeHidden();
    const after = await boxes(page);
    expect(after.scrollY).toBe(0);
    for (const part of ['turn', 'board', 'dice', 'takeback', 'sound', 'menu']) expect(after[part], `${part}: ${JSON.stringify({ before, after })}`).toEqual(before[part]);
    expect(after.over.top).toBeGreaterThanOrEqual(after.dice.bottom);
    expectInView(after, ['board', 'dice', 'over', 'said'], 'game over');
    // Each side's accuracy, worked out in the background, has its room
    // from the start: arriving, it moves nothing.
    await expect(game.over.locator('.dd-over-accuracy')).toHaveText(/^Light’s accuracy: [\d.]+\s% over \d+ plays with a choice\. Dark’s/, { timeout: 60_000 });
    const reviewed = await boxes(page);
    for (const part of ['over', 'said', 'dice']) expect(reviewed[part], part).toEqual(after[part]);
    await game.screenshot('layout-1280x800-over');
    // The review: the board where it stood (the turn line's room kept).
    await page.locator('.dd-over-review').click();
    await expect(page.locator('.dd-replay')).toBeVisible();
    const review = await boxes(page);
    expect(review.board).toEqual(before.board);
    await game.screenshot('layout-1280x800-review');
    expect(pageLog.pageErrors).toEqual([]);
  });
});

test.describe('a lesson on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('390x844: the lesson’s words, the whole board, the holes it marks and Throw in view together, the card over none of the board', async ({ game, page, pageLog }) => {
    await game.fresh('?speed=fast');
    await page.locator('.dd-learn').click();
    // The roll-off (thrown, played out), then "The dal wakes a piece":
    // Throw is next, then Light's fixed 1+2 marks the piece that may move.
    await game.throwButton.click();
    await game.playLessonOut();
    await game.lessonNext.click();
    await expect(game.lesson).toContainText('The dal wakes a piece');
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    /** The card's and the board's boxes: the card (sticky at the top) over none of the board. */
    const apart = async (what) => {
      const card = await game.lesson.boundingBox();
      const board = await page.locator('.dd-board svg').boundingBox();
      expect(board.y, `${what}: card ${JSON.stringify(card)}, board ${JSON.stringify(board)}`).toBeGreaterThanOrEqual(card.y + card.height);
      expect(board.y + board.height, what).toBeLessThanOrEqual(844);
    };
    // (Measured once the lesson's own scroll into view has ended: it may
    // glide on a busy machine.)
    await expect(async () => {
      const toThrow = await game.lessonOutOfView('.dd-throw');
      expect(toThrow.out).toEqual([]);
      await apart('Throw next');
    }).toPass({ timeout: 10_000 });
    await game.screenshot('layout-lesson-throw-390x844');
    await game.throwDice('1+2');
    await expect(async () => {
      const marked = await game.lessonOutOfView('[data-movable], .dd-throw');
      expect(marked.count).toBeGreaterThan(1);
      expect(marked.out).toEqual([]);
      await apart('a piece to move');
    }).toPass({ timeout: 10_000 });
    await game.screenshot('layout-lesson-move-390x844');
    expect(pageLog.pageErrors).toEqual([]);
  });
});
