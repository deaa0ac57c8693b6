// Accessibility: axe-core (from npm, injected by Playwright) finds nothing
// in any state of the game and in every language; a whole game is played
// with the keyboard alone; with reduced motion nothing moves.
import { test, expect, baseURL } from './page.mjs';
import { axe } from './axe.mjs';
import { TWO_WAY_RECORD } from './seeded.mjs';

// axe is injected as a script of its own, which the page's CSP would refuse.
test.use({ bypassCSP: true });

test('axe-core: no violation on the start card, in the dialogs, mid-game, with a hint, in the which-way box, at game over', async ({
  game,
  page,
}) => {
  test.setTimeout(120_000);
  await game.fresh('?seed=25&speed=fast');
  const found = {};
  found.start = await axe(page);
  await game.openOptions();
  found.options = await axe(page);
  await page.keyboard.press('Escape');
  await page.locator('.dd-buttons button').nth(1).click();
  found.rules = await axe(page);
  await page.keyboard.press('Escape');
  // A lesson of Learn to play, then back to the start card.
  await page.locator('.dd-learn').click();
  found.lesson = await axe(page);
  await game.lesson.getByRole('button', { name: 'Leave' }).click();
  await game.playButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  found.throw = await axe(page);
  await game.throwButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  found.move = await axe(page);
  await game.askHint();
  found.hint = await axe(page);

  // The which-way box (two ways to one hole, capture at both stops).
  await game.setSave({ v: 1, record: TWO_WAY_RECORD, mode: 'pvp', level: 3, human: 'a' });
  await page.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await game.hole('M14').click();
  await game.hole('M11').click();
  await expect(game.choice).toBeVisible();
  found.choice = await axe(page);

  // Game over (the computer plays itself to the end).
  await page.goto(`${baseURL()}?autoplay=fast&board=12&seed=0`);
  await expect(game.over).toBeVisible({ timeout: 60_000 });
  found.over = await axe(page);
  expect(found).toEqual({ start: [], options: [], rules: [], lesson: [], throw: [], move: [], hint: [], choice: [], over: [] });
});

for (const lang of ['en', 'da', 'nb', 'es', 'it', 'sv', 'de']) {
  test(`axe-core: no violation in ${lang} (start card, a move, the rules, the replay and review), at 360×640 and 1280×800`, async ({ game, page }) => {
    const found = [];
    for (const [width, height] of [
      [360, 640],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width, height });
      await game.fresh(`?seed=25&speed=fast&lang=${lang}`);
      found.push(...(await axe(page)));
      await game.playButton.click();
      await expect(game.app).toHaveAttribute('data-state', 'human-throw');
      await game.throwButton.click();
      await expect(game.app).toHaveAttribute('data-state', 'human-move');
      found.push(...(await axe(page)));
      await page.locator('.dd-buttons button').nth(1).click();
      found.push(...(await axe(page)));
      await page.keyboard.press('Escape');
      // The replay viewer and its review of the game so far.
      await page.locator('.dd-replay-open').click();
      await page.locator('.dd-replay-review').click();
      await expect(game.replay).toHaveAttribute('data-review', 'done', { timeout: 30_000 });
      found.push(...(await axe(page)));
    }
    expect(found).toEqual([]);
  });
}

/** The arrow keys that lead from hole `from` to hole `to`: breadth first
 * over the holes' drawn centres, with the board's own rule for the next
 * hole (`neighbour` of www/board-input.js, imported in the page). */
function arrowsTo(page, from, to) {
  return page.evaluate(
    async ([from, to]) => {
      const { neighbour } = await import(new URL('www/board-input.js', document.baseURI).href);
      const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
      const holes = new Map(
        [...root.querySelectorAll('[data-hole]')].map((g) => {
          const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(g.getAttribute('transform') || '');
          return [g.getAttribute('data-hole'), { x: Number(m?.[1]), y: Number(m?.[2]) }];
        }),
      );
      const keys = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
      const seen = new Map([[from, []]]);
      const queue = [from];
      while (queue.length) {
        const at = queue.shift();
        if (at === to) return seen.get(at);
        for (const [key, dir] of Object.entries(keys)) {
          const next = neighbour(holes, at, dir);
          if (next && !seen.has(next)) {
            seen.set(next, [...seen.get(at), key]);
            queue.push(next);
          }
        }
      }
      throw new Error(`no arrow path from ${from} to ${to}`);
    },
    [from, to],
  );
}

test('keyboard only: a whole two-player game on the Norwegian board, the focus always visible and in play', async ({ game, page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.fresh('?seed=7&speed=fast&board=12');
  // Tab from the top of the page reaches the start card; Options, Two players, Enter.
  await page.locator('#lang').focus();
  await page.keyboard.press('Tab');
  expect(await game.focused()).toBe('primary dd-play');
  await page.keyboard.press('Tab'); // Learn to play
  await page.keyboard.press('Tab'); // Your progress
  await page.keyboard.press('Tab'); // Options
  await page.keyboard.press('Enter');
  const dialog = game.newGameDialog;
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="mode"][value="pvc"]').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(game.app).toHaveAttribute('data-mode', 'pvp');
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  await expect(game.throwButton).toBeFocused();
  // The throws, counted by the element's own event.
  await page.evaluate(() => {
    /** @type {any} */ (window).__throws = 0;
    document.querySelector('daldos-game')?.addEventListener('daldos-throw', () => /** @type {any} */ (window).__throws++);
  });
  const throws = () => page.evaluate(() => /** @type {any} */ (window).__throws);

  let plays = 0;
  for (let step = 0; step < 2000; step++) {
    const state = await game.app.getAttribute('data-state');
    if (state === 'over') break;
    if (state === 'human-throw') {
      await expect(game.throwButton).toBeFocused();
      const before = await throws();
      await page.keyboard.press('Enter');
      await expect.poll(throws).toBe(before + 1);
      await expect(game.app).not.toHaveAttribute('data-state', 'busy');
      continue;
    }
    expect(state).toBe('human-move');
    // The focus is on a piece that can move.
    const from = await game.focused();
    await expect(page.locator(`[data-hole="${from}"] [data-movable]`)).toHaveCount(1);
    if (plays === 0) {
      // The focus ring can be seen: the board differs with and without it.
      const ringed = await page.locator('.dd-board svg').screenshot();
      await page.evaluate(() => /** @type {any} */ (document.querySelector('daldos-game')?.shadowRoot?.activeElement)?.blur());
      const plain = await page.locator('.dd-board svg').screenshot();
      expect(ringed.equals(plain)).toBe(false);
      await game.hole(from).focus();
    }
    await page.keyboard.press('Enter');
    await expect(game.hole(from)).toHaveAttribute('aria-selected', 'true');
    const to = await game.targets.first().getAttribute('data-hole');
    for (const key of await arrowsTo(page, from, to)) await page.keyboard.press(key);
    expect(await game.focused()).toBe(to);
    await page.keyboard.press('Enter');
    const choice = game.choice;
    if (await choice.isVisible()) await choice.getByRole('button').first().press('Enter');
    await expect(game.app).not.toHaveAttribute('data-state', 'busy');
    plays++;
    // After each move the focus goes on to a piece or to Throw, never lost.
    const now = await game.app.getAttribute('data-state');
    const where = await game.focused();
    if (now === 'human-throw') expect(where).toContain('dd-throw');
    else if (now === 'human-move') await expect(page.locator(`[data-hole="${where}"] [data-movable]`)).toHaveCount(1);
  }
  await expect(game.app).toHaveAttribute('data-state', 'over');
  // Game over: the focus is on the panel's New game.
  await expect(game.over.getByRole('button', { name: 'New game' })).toBeFocused();
  expect(plays).toBeGreaterThan(20);
});

test('exploring the board by keyboard while the computer plays: the focus stays where the player took it', async ({ game, page }) => {
  // The computer's files are held back: its turn waits, for as long as the
  // test needs, with nothing timed.
  const release = await game.holdEngine();
  // Seed 25 at level 1: Light throws A + A (A16 to M15, an extra throw),
  // then III + IIII (M15 to M8); then it is Dark's, the computer's, turn.
  await game.fresh('?seed=25&speed=fast&level=1');
  await game.playButton.click();
  for (const [from, to] of [['A16', 'M15'], ['M15', 'M8']]) {
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    await game.throwButton.press('Enter');
    await expect(game.app).toHaveAttribute('data-state', 'human-move');
    await game.hole(from).press('Enter');
    await game.hole(to).press('Enter');
  }
  await expect(game.app).toHaveAttribute('data-state', 'busy');
  // While the computer thinks, the player looks around the board.
  await game.hole('M8').focus();
  await page.keyboard.press('ArrowRight');
  const looked = await game.focused();
  expect(looked).toMatch(/^M\d+$/);
  expect(looked).not.toBe('M8');
  release();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  // Dark's A + A and its extra throw.
  await expect(page.locator('.dd-movelist li[data-side="b"] .dd-notation')).toHaveText(['b 1+1: B16-M16-M15', 'b 4+1: M15-M11 B15-B16']);
  // The focus is still where the player took it (Throw is one Tab away).
  expect(await game.focused()).toBe(looked);
  await expect(game.throwButton).toBeEnabled();
});

test('reduced motion: no animation runs after any step, the thinking indicator included', async ({ game, page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Seed 25, against the computer at level 1, at normal speed.
  await game.fresh('?seed=25&level=1');
  const running = () =>
    page.evaluate(() => document.getAnimations().map((a) => /** @type {any} */ (a).animationName || a.constructor.name));
  await game.playButton.click();
  const seen = [];
  for (let i = 0; i < 12; i++) {
    const state = await game.app.getAttribute('data-state');
    seen.push(...(await running()));
    if (state === 'human-throw') await game.throwButton.click();
    else if (state === 'human-move') {
      const from = await page.locator('[data-movable]').first().evaluate((p) => p.closest('[data-hole]').getAttribute('data-hole'));
      await game.hole(from).click();
      await game.targets.first().click();
    }
    seen.push(...(await running()));
    await page.waitForTimeout(150);
  }
  expect(seen).toEqual([]);
});

test('forced colours (Windows high contrast): pieces, targets and the selected piece keep their marks', async ({ game, page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await game.fresh('?speed=fast');
  await page.locator('.dd-learn').click();
  // The roll-off's lesson, then the dal's: one piece to move, one target.
  await game.playLessonOut();
  await game.lessonNext.click();
  await game.throwButton.click();
  await game.movable.first().click();
  await expect(game.targets).toHaveCount(1);
  const paint = await page.evaluate(() => {
    const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
    const style = (sel) => getComputedStyle(root.querySelector(sel));
    return {
      piece: style('.piece-a .piece-shape').fill,
      target: style('.target').stroke,
      selected: style('.ring.selected').stroke,
      pit: style('.pit').fill,
    };
  });
  for (const [what, value] of Object.entries(paint)) {
    expect(value, what).not.toMatch(/^(none|transparent|rgba\(0, 0, 0, 0\))$/);
  }
  expect(paint.piece).not.toBe(paint.pit);
});

test('one polite live region says each throw, the computer’s whole play, a piece picked up and put back', async ({ game, page }) => {
  // Seed 250 at level 3: Dark, the computer, starts with 3+1: B16-M16-M13;
  // then Light throws 4+1.
  await game.fresh('?seed=250&speed=fast&level=3');
  const live = game.live;
  // Only one live region in the game (the turn line and notices are not).
  const regions = () =>
    page.evaluate(() => document.querySelector('daldos-game')?.shadowRoot?.querySelectorAll('[aria-live], [role="status"], [role="alert"]').length);
  expect(await regions()).toBe(1);
  await game.playButton.click();
  // (At this speed the roll-off's line may be said together with it.)
  await expect(live).toHaveText(/(^|Dark starts\. )Dark throws 3 \+ dal and dals B16 to M13\.$/);
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  await game.throwButton.click();
  await expect(live).toHaveText('Light throws 4 + dal.');
  // The dice are said as numbers, never "I I I I"; so is the move list.
  await expect(game.dice).toHaveAttribute('aria-label', 'Thrown by Light (you): Dice show 4 and dal');
  await expect(page.locator('.dd-movelist li[data-side="b"] .dd-sr')).toHaveText('Dark throws 3 + dal and dals B16 to M13.');
  await expect(page.locator('.dd-movelist li[data-side="b"] .dd-words')).toHaveText('Dark throws III + A and dals B16 to M13.');
  await game.hole('A16').click();
  // The dice in the order they are used: the dal wakes the piece first.
  await expect(live).toHaveText('A16 picked up; it can go to M12 with dal + 4.');
  // The target's name gives its dice too (a dal's A, though A16 has an A).
  await expect(game.hole('M12')).toHaveAccessibleName('move to M12 (A16-M16-M12), IIII+A');
  await page.keyboard.press('Escape');
  await expect(live).toHaveText('A16 put back.');
  // A move made: said, with what it did.
  await game.hole('A16').click();
  await game.hole('M12').click();
  await expect(live).toContainText('A16 to M12.');
  expect(await regions()).toBe(1);
});
