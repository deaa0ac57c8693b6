// The settings menu beside Throw (issue 24, item 8): the pace, "Throw for
// me", "Play forced moves for me", the capture odds, the hole names, the
// notation and the arrows in one small menu, in view without scrolling at
// 1280x800 and 360x640, reached and left by keyboard (a disclosure button
// with aria-expanded; Escape closes it and gives the focus back), each
// choice kept across a reload, and nothing for axe to find. Lesson 5
// points at it. Screenshots with the menu open, for a person to look at.
import { test, expect } from './page.mjs';
import { axe } from './axe.mjs';
import { S25 } from './seeded.mjs';

test.use({ bypassCSP: true });

/** The menu's choices, in order. */
const CHOICES = [
  'Off',
  'Fast',
  'Normal',
  'Throw for me',
  'Play forced moves for me',
  'Show capture odds',
  'Show hole names',
  'Show notation',
  'Show which way pieces travel',
];

/** Whether the box `box` lies inside the viewport `size`. */
const inside = (box, size) => !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;

for (const [width, height] of [
  [1280, 800],
  [360, 640],
  // Settings in the middle of the buttons' second row: the menu is
  // shifted to stay on the screen (neither from its start nor its end fits).
  [390, 844],
]) {
  test(`at ${width}x${height} the menu and every choice in it are in view without scrolling, to throw and to move`, async ({ game, page }) => {
    const size = { width, height };
    await page.setViewportSize(size);
    await game.startTwoPlayers(S25.query);
    for (const state of ['human-throw', 'human-move']) {
      await expect(game.app).toHaveAttribute('data-state', state);
      expect(inside(await game.menuButton.boundingBox(), size), `${state}: the menu button`).toBe(true);
      const scrolled = await page.evaluate(() => window.scrollY);
      const menu = await game.openMenu();
      await expect(game.menuButton).toHaveAttribute('aria-expanded', 'true');
      expect(inside(await menu.boundingBox(), size), `${state}: the menu`).toBe(true);
      for (const name of CHOICES) {
        const choice = menu.getByLabel(name, { exact: true });
        await expect(choice).toBeVisible();
        expect(inside(await choice.boundingBox(), size), `${state}: ${name}`).toBe(true);
      }
      // Opening it scrolled nothing, nor widened the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await game.screenshot(`menu-${state}-${width}x${height}`);
      // A click outside it (here on the turn line above the board: on a
      // phone the menu opens over what lies under the controls) closes it.
      await game.turnLine.click();
      await expect(game.menu).toBeHidden();
      await expect(game.menuButton).toHaveAttribute('aria-expanded', 'false');
      if (state === 'human-throw') await game.throwDice(S25.dice);
    }
  });
}

test('by keyboard: Tab to Settings, Enter opens it, its choices work with the keys, Escape closes it and gives the focus back', async ({
  game,
  page,
}) => {
  await game.startTwoPlayers(S25.query);
  await game.throwButton.focus();
  // Hint and Undo step are switched off before the throw: Tab goes on to
  // Sound (features/sound.js, in the controls slot), then to Settings.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sound' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(game.menuButton).toBeFocused();
  await expect(game.menuButton).toHaveAccessibleName('Settings');
  expect(await game.menuButton.evaluate((b) => b.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(game.menu).toBeVisible();
  await expect(game.menu).toHaveAccessibleName('Settings');
  await expect(game.menuButton).toHaveAttribute('aria-controls', 'dd-menu');
  // Into it: the pace first (the page's speed=fast is "Off"), the arrow keys choose.
  await page.keyboard.press('Tab');
  await expect(game.menu.getByLabel('Off', { exact: true })).toBeFocused();
  await expect(game.menu.getByRole('group', { name: 'Animations' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(game.menu.getByLabel('Fast', { exact: true })).toBeChecked();
  // Then the checkboxes (Throw for me, Play forced moves for me, Show
  // capture odds, Sound): Space turns on "Show hole names".
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  await expect(game.menu.getByLabel('Show hole names')).toBeFocused();
  expect(await game.menu.getByLabel('Show hole names').evaluate((b) => b.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Space');
  await expect(page.locator('.hole-names')).toBeVisible();
  // Escape: closed, the focus back on the button.
  await page.keyboard.press('Escape');
  await expect(game.menu).toBeHidden();
  await expect(game.menuButton).toBeFocused();
  await expect(game.menuButton).toHaveAttribute('aria-expanded', 'false');
  // Tab past the last choice (and Your progress, at the menu's end) closes it too.
  await page.keyboard.press('Enter');
  await expect(game.menu).toBeVisible();
  for (let i = 0; i < 9; i++) await page.keyboard.press('Tab');
  await expect(game.menu.getByRole('button', { name: 'Your progress' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(game.menu).toBeHidden();
});

test('each choice is kept across a reload; axe finds nothing with the menu open', async ({ game, page, pageLog }) => {
  // No speed=fast: the pace is the visitor's own.
  await game.startTwoPlayers('?seed=25');
  const menu = await game.openMenu();
  await expect(menu.getByLabel('Normal', { exact: true })).toBeChecked();
  expect(await axe(page)).toEqual([]);
  await menu.getByLabel('Fast', { exact: true }).check();
  for (const name of ['Throw for me', 'Play forced moves for me', 'Show hole names', 'Show notation']) await menu.getByLabel(name).check();
  await menu.getByLabel('Show which way pieces travel').uncheck();
  await expect(game.app).toHaveClass(/show-notation/);
  await expect(game.app).toHaveClass(/hide-arrows/);
  await game.reload();
  const again = await game.openMenu();
  await expect(again.getByLabel('Fast', { exact: true })).toBeChecked();
  for (const name of ['Throw for me', 'Play forced moves for me', 'Show hole names', 'Show notation']) await expect(again.getByLabel(name)).toBeChecked();
  await expect(again.getByLabel('Show which way pieces travel')).not.toBeChecked();
  await expect(again.getByLabel('Show capture odds')).not.toBeChecked();
  await expect(game.app).toHaveClass(/show-notation/);
  await expect(game.app).toHaveClass(/hide-arrows/);
  await expect(page.locator('.hole-names')).toBeVisible();
  // The page's own pace wins over the visitor's for that page.
  await game.open('?seed=25&pace=off');
  await expect((await game.openMenu()).getByLabel('Off', { exact: true })).toBeChecked();
  expect(pageLog.pageErrors).toEqual([]);
});

test('lesson 5 points at the capture odds in the menu, which is in view beside Throw', async ({ game, page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.fresh('?speed=fast');
  await game.start.getByRole('button', { name: 'Learn to play' }).click();
  for (let i = 0; i < 4; i++) {
    await game.playLessonOut();
    await game.lessonNext.click();
  }
  await expect(game.lesson.getByRole('heading')).toHaveText('Capturing');
  await game.playLessonOut();
  await expect(game.lesson.locator('.dd-lesson-done')).toContainText('turn on “Show capture odds” in Settings, beside Throw');
  await expect(game.menuButton).toBeInViewport();
  await (await game.option('Show capture odds')).check();
  await expect(game.board).toHaveAttribute('data-odds-state', /waiting|ready/);
});

test('the pace can be chosen before the first game: in the menu while the start card is up, and in Options, taken with Start', async ({ game, page }) => {
  await game.fresh('?seed=25');
  await expect(game.start).toBeVisible();
  // Behind the card the board and Throw are out of reach, the menu is not.
  await expect(game.throwButton).toHaveJSProperty('inert', false);
  expect(await game.throwButton.evaluate((b) => !!b.closest('[inert]'))).toBe(true);
  expect(await game.menuButton.evaluate((b) => !!b.closest('[inert]'))).toBe(false);
  await (await game.option('Fast')).check();
  await page.keyboard.press('Escape');
  await expect(game.menu).toBeHidden();
  // Options shows the pace chosen; Cancel leaves it, Start takes another.
  let dialog = await game.openOptions();
  const paceIn = (d) => d.getByRole('group', { name: 'Animations' });
  await expect(paceIn(dialog).getByLabel('Fast', { exact: true })).toBeChecked();
  await paceIn(dialog).getByLabel('Off', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect((await game.option('Fast'))).toBeChecked();
  await page.keyboard.press('Escape');
  dialog = await game.openOptions();
  await expect(paceIn(dialog).getByLabel('Fast', { exact: true })).toBeChecked();
  await paceIn(dialog).getByLabel('Off', { exact: true }).check();
  await game.chooseAndStart({ mode: 'pvp' });
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  await expect(await game.option('Off')).toBeChecked();
  // Kept, as the menu's choice is.
  await game.reload();
  await expect(await game.option('Off')).toBeChecked();
});
