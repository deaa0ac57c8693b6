// The player's progress (issue 26, items 4 and 7; features/progress.js):
// each finished game against the computer, and between two players (kept
// apart), is recorded on this device at its end (a resignation a loss),
// its accuracy added once the engine's review in the worker is done (the
// game-over panel shows it then, and Review the game reads the same run);
// "Your progress" shows the totals, the table, the chart of the last
// games and their text; Clear asks first; a progress file is saved and
// opened again (merged or replacing, after asking); a bad file or store is
// refused with its reason; kiosk mode keeps and shows nothing. Every game
// is seeded.
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';
import { axe } from './axe.mjs';

test.use({ bypassCSP: true });

const STORE = 'daldos.progress.v1';

/** The progress kept, as stored (null: none). */
const kept = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), STORE);

/** Opens "Your progress" from the settings menu (`start`: from the start card). */
async function openProgress(game, page, { start = false } = {}) {
  await (start ? game.start : await game.openMenu()).getByRole('button', { name: 'Your progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your progress' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Today as the page counts it (the visitor's clock), `YYYY-MM-DD`. */
const today = (page) =>
  page.evaluate(() => {
    const d = new Date();
    const two = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  });

/** Seed 25 against the computer at level 1, on the Danish board: played
 * out by `playToEnd` (the first movable piece, the first target), Dark
 * wins at throw 40; the engine's review gives Light 88.1 % over 3 plays
 * with a choice, Dark 96.9 % over 20. */
const PLAYED = '?seed=25&speed=fast&level=1&mode=pvc';

/** A store of two games against the computer (as the facade writes it). */
function twoGames(date) {
  const entry = (id, level, winner, termination, throws, accuracy) => ({ id, date, size: 12, variants: ['last-piece-loses'], opponent: { kind: 'computer', level, side: 'b' }, winner, termination, throws, ...(accuracy === undefined ? {} : { accuracy }) });
  return {
    v: 1,
    games: [entry('00000000000000a1', 2, 'b', 'normal', 51, 71.5), entry('00000000000000a2', 4, 'a', 'resignation', 12)],
    totals: [
      { level: 2, size: 12, variants: ['last-piece-loses'], played: 3, won: 2, reviewed: 2, accuracyTenths: 1500 },
      { level: 4, size: 12, variants: ['last-piece-loses'], played: 1, won: 0, reviewed: 0, accuracyTenths: 0 },
    ],
  };
}

test('a game played out against the computer is counted, its accuracy added by the review in the background; the view shows it', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.fresh(PLAYED);
  // On the start card too.
  await expect(game.start.getByRole('button', { name: 'Your progress' })).toBeVisible();
  await game.playButton.click();
  await game.playToEnd();
  const date = await today(page);
  // Recorded at once, its accuracy not yet known.
  const first = await kept(page);
  expect(first.games).toHaveLength(1);
  const { id } = first.games[0];
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  expect(first.games[0]).toEqual({ id, date, size: 16, variants: [], opponent: { kind: 'computer', level: 1, side: 'a' }, winner: 'b', termination: 'normal', throws: 40 });
  // The review ran in the worker: the game-over panel shows it, the store keeps the player's.
  await expect(game.over.locator('.dd-over-accuracy')).toHaveText(
    'Light’s accuracy: 88.1 % over 3 plays with a choice. Dark’s accuracy: 96.9 % over 20 plays with a choice.',
    { timeout: 60_000 },
  );
  await expect.poll(async () => (await kept(page)).games[0].accuracy).toBe(88.1);
  expect((await kept(page)).totals).toEqual([{ level: 1, size: 16, variants: [], played: 1, won: 0, reviewed: 1, accuracyTenths: 881 }]);
  // Review the game reads the same run: done, with the same accuracy.
  await game.over.getByRole('button', { name: 'Review the game' }).click();
  await expect(game.replay).toHaveAttribute('data-review', 'done', { timeout: 30_000 });
  await expect(page.locator('.dd-review-accuracy')).toHaveText('Light’s accuracy: 88.1 % over 3 plays with a choice. Dark’s accuracy: 96.9 % over 20 plays with a choice.');
  await page.getByRole('button', { name: 'Back to the game' }).click();

  const dialog = await openProgress(game, page);
  await expect(dialog.locator('.dd-progress-overall')).toHaveText('One game against the computer, 0 won (0 %).');
  await expect(dialog.locator('.dd-progress-average')).toHaveText('Average accuracy: 88.1 % over one reviewed game.');
  await expect(dialog.locator('.dd-progress-table tbody tr')).toHaveText([
    'All games10 (0 %)88.1 %',
    'By level',
    'Level 1 – beginner10 (0 %)88.1 %',
    'By board',
    'Danish, 16 holes a row10 (0 %)88.1 %',
    'By variant',
    'Standard rules10 (0 %)88.1 %',
  ]);
  await expect(dialog.locator('figcaption')).toHaveText('Accuracy in your last game');
  await expect(dialog.locator('.dd-progress-svg')).toHaveAttribute('aria-label', 'Chart of your last game against the computer: 0 won; accuracy from 88.1 % to 88.1 %.');
  await expect(dialog.locator('.dd-progress-mark.lost')).toHaveCount(1);
  await expect(dialog.locator('.dd-progress-mark.won')).toHaveCount(0);
  await dialog.getByText('Your last games as a table').click();
  await expect(dialog.locator('.dd-progress-recent tbody tr')).toHaveText([`${date}1Lost88.1 %`]);
  expect(await axe(page)).toEqual([]);
  await game.screenshot('progress-1280x800');
  await page.setViewportSize({ width: 390, height: 844 });
  await game.screenshot('progress-390x844');
  // Escape closes it; a reload counts nothing again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await game.reload();
  expect((await kept(page)).totals[0].played).toBe(1);
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('two players: a resignation is kept apart; a game left by New game is not counted; Clear asks first', async ({ game, page, pageLog }) => {
  await game.halfThrow();
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  await page.locator('.dd-resign-ask').getByRole('button', { name: 'Yes, resign' }).click();
  await expect(game.over).toHaveAttribute('data-termination', 'resignation');
  const store = await kept(page);
  expect(store.games.map(({ id: _id, date: _date, ...e }) => e)).toEqual([{ size: 16, variants: [], opponent: { kind: 'twoPlayers' }, winner: 'b', termination: 'resignation', throws: 0 }]);
  expect(store.totals).toEqual([{ size: 16, variants: [], played: 1, won: 0, reviewed: 0, accuracyTenths: 0 }]);
  // A new game left by New game for another: nothing more.
  await game.throwButton.isVisible();
  await game.over.getByRole('button', { name: 'New game' }).click();
  await game.chooseAndStart({ mode: 'pvp' });
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await page.getByRole('button', { name: 'New game', exact: true }).first().click();
  await game.chooseAndStart({ mode: 'pvp' });
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  expect((await kept(page)).totals[0].played).toBe(1);

  const dialog = await openProgress(game, page);
  await expect(dialog.locator('.dd-progress-two')).toHaveText('Two players on this device: one game; Light won 0, Dark 1.');
  await expect(dialog.locator('.dd-progress-table')).toHaveCount(0);
  // Clear: asked first; Escape (or Keep it) keeps it.
  await dialog.getByRole('button', { name: 'Clear progress' }).click();
  await expect(dialog.getByText('Clear all your progress on this device? This cannot be undone.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Clear progress' })).toBeFocused();
  expect(await kept(page)).not.toBeNull();
  await dialog.getByRole('button', { name: 'Clear progress' }).click();
  await dialog.getByRole('button', { name: 'Yes, clear it' }).click();
  await expect(dialog.locator('.dd-progress-status')).toHaveText('Your progress was cleared.');
  await expect(dialog.locator('.dd-progress-empty')).toHaveText('No games yet. Finish a game against the computer, between two players on this device or with a friend on another device, and it is counted here.');
  expect(await kept(page)).toBeNull();
  expect(await axe(page)).toEqual([]);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a progress file: saved, opened again (replacing or merged, after asking), a bad one refused; a bad store set aside', async ({ game, page, pageLog }) => {
  await game.open('?speed=fast');
  const date = '2026-11-30';
  const store = twoGames(date);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [STORE, JSON.stringify(store)]);
  await game.reload();
  let dialog = await openProgress(game, page, { start: true });
  await expect(dialog.locator('.dd-progress-overall')).toHaveText('4 games against the computer, 2 won (50 %).');
  await expect(dialog.locator('.dd-progress-average')).toHaveText('Average accuracy: 75.0 % over 2 reviewed games.');
  await expect(dialog.locator('.dd-progress-table tbody tr')).toHaveText([
    'All games42 (50 %)75.0 %',
    'By level',
    'Level 2 – easy32 (67 %)75.0 %',
    'Level 4 – strong10 (0 %)–',
    'By board',
    'Norwegian, 12 holes a row42 (50 %)75.0 %',
    'By variant',
    'A player left with one piece loses42 (50 %)75.0 %',
  ]);
  await expect(dialog.locator('.dd-progress-svg')).toHaveAttribute('aria-label', 'Chart of your last 2 games against the computer: 1 won; accuracy from 71.5 % to 71.5 %.');
  await expect(dialog.locator('.dd-progress-mark.won')).toHaveCount(1);
  await expect(dialog.locator('.dd-progress-mark.lost.unknown')).toHaveCount(1);
  await dialog.getByText('Your last games as a table').click();
  await expect(dialog.locator('.dd-progress-recent tbody tr')).toHaveText([
    `${date}4Resignednot reviewed`,
    `${date}2Won71.5 %`,
  ]);
  // Saved as a file: the store itself.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save progress file' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^daldos-progress-\d{4}-\d\d-\d\d\.json$/);
  const file = readFileSync(await download.path(), 'utf8');
  expect(JSON.parse(file)).toEqual(store);
  // Cleared, then opened again: asked first, replacing.
  await dialog.getByRole('button', { name: 'Clear progress' }).click();
  await dialog.getByRole('button', { name: 'Yes, clear it' }).click();
  const input = page.locator('.dd-progress-input');
  await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(dialog.getByText('mine.json holds 4 games. Add them to your progress, or replace yours with them?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace mine' }).click();
  await expect(dialog.locator('.dd-progress-status')).toHaveText('mine.json was opened: 4 games counted now.');
  expect(await kept(page)).toEqual(store);
  // Merged with itself: the games both list counted once.
  await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await dialog.getByRole('button', { name: 'Add to mine' }).click();
  await expect(dialog.locator('.dd-progress-status')).toHaveText('mine.json was opened: 6 games counted now.');
  const merged = await kept(page);
  expect(merged.games).toEqual(store.games);
  expect(merged.totals.map((t) => t.played)).toEqual([5, 1]);
  // Cancel takes nothing.
  await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await kept(page)).toEqual(merged);
  // A bad file, a newer one, one too large: refused, the progress as it was.
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"v":1,') });
  await expect(dialog.locator('.dd-progress-status')).toContainText('bad.json could not be opened: it is not a progress file (it is not a progress file: ');
  await input.setInputFiles({ name: 'new.json', mimeType: 'application/json', buffer: Buffer.from(file.replace('"v":1', '"v":2')) });
  await expect(dialog.locator('.dd-progress-status')).toHaveText('new.json could not be opened: it comes from a newer version of Daldøs (it was written by a newer version of the game (version 2)). Your progress is as it was.');
  await input.setInputFiles({ name: 'hand.json', mimeType: 'application/json', buffer: Buffer.from(file.replace('"level":4,"side"', '"level":9,"side"')) });
  await expect(dialog.locator('.dd-progress-status')).toHaveText('hand.json could not be opened: it is damaged or was changed by hand (game 2: level 9 is not one of 1..=5). Your progress is as it was.');
  await input.setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.alloc(300 * 1024, 32) });
  await expect(dialog.locator('.dd-progress-status')).toHaveText('big.json is 300 KB: a progress file is at most 256 KB, so it was not opened.');
  expect(await kept(page)).toEqual(merged);
  // A store changed by hand: set aside, said, and a fresh one begins.
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [STORE, file.replace('"played":3', '"played":-3')]);
  await game.reload();
  dialog = await openProgress(game, page, { start: true });
  await expect(dialog.locator('.dd-progress-status')).toContainText('The progress kept here could not be read (it is not a progress file: ');
  await expect(dialog.locator('.dd-progress-empty')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(`${k}.unreadable`), STORE)).toContain('"played":-3');
  // A second bad store goes beside the first, never over it.
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [STORE, file.replace('"played":3', '"played":-4')]);
  await game.reload();
  await openProgress(game, page, { start: true });
  const aside = await page.evaluate((k) => Object.keys(localStorage).filter((x) => x.startsWith(`${k}.unreadable`)).map((x) => localStorage.getItem(x)), STORE);
  expect(aside).toHaveLength(2);
  expect(aside.some((x) => x?.includes('"played":-3')) && aside.some((x) => x?.includes('"played":-4'))).toBe(true);
  // A newer version's store (another tab updated first) is left as it is;
  // nothing is kept here meanwhile.
  const newer = JSON.stringify({ ...JSON.parse(file), v: 2 });
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [STORE, newer]);
  await game.reload();
  dialog = await openProgress(game, page, { start: true });
  await expect(dialog.locator('.dd-progress-status')).toHaveText('Your progress here was written by a newer version of the game (open in another tab, perhaps): reload this page to see it. Nothing is kept meanwhile.');
  expect(await page.evaluate((k) => localStorage.getItem(k), STORE)).toBe(newer);
  expect(pageLog.pageErrors).toEqual([]);
});

test('kiosk mode keeps no progress and shows none', async ({ game, page, pageLog }) => {
  await game.fresh('?kiosk=1&seed=25&speed=fast&lang=en&level=1');
  await expect(game.start).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your progress' })).toHaveCount(0);
  await game.playButton.click();
  await game.playToEnd();
  await expect(game.over).toBeVisible();
  expect(await kept(page)).toBeNull();
  await game.openMenu();
  await expect(page.getByRole('button', { name: 'Your progress' })).toHaveCount(0);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a game with a friend on another device is counted apart: not among the computer\'s levels nor two players at one screen', async ({ game, page, pageLog }) => {
  await game.open('?speed=fast');
  // The store as the friend feature leaves it after a won game as Dark
  // (features/progress.js: \`record(game, { kind: 'friend', side })\`).
  const store = {
    v: 1,
    games: [{ id: '0123456789abcdef', date: '2026-12-01', size: 12, variants: [], opponent: { kind: 'friend', side: 'b' }, winner: 'b', termination: 'normal', throws: 40 }],
    totals: [{ friend: true, size: 12, variants: [], played: 1, won: 1, reviewed: 0, accuracyTenths: 0 }],
  };
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [STORE, JSON.stringify(store)]);
  await game.reload();
  const dialog = await openProgress(game, page, { start: true });
  await expect(dialog.locator('.dd-progress-friend')).toHaveText('With a friend on another device: one game, 1 won.');
  await expect(dialog.locator('.dd-progress-overall')).toHaveCount(0);
  await expect(dialog.locator('.dd-progress-two')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/progress-friend-1280.png' });
  expect(pageLog.pageErrors).toEqual([]);
});
