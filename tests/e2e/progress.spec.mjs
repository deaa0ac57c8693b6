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
import { test, expect } from './page.mjs';
import { axe } from './axe.mjs';

test.use({ bypassCSP: true });

const STORE = 'daldos.progress.v1';

/** The progress kept, as stored (null: none). */
const kept = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), STORE);

/** Opens "Your progress" from the settings menu. */
async function openProgress(game, page) {
  await (await game.openMenu()).getByRole('button', { name: 'Your progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your progress' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a resigned game against the computer is counted as a loss, its accuracy added in the background', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.fresh('?seed=25&speed=fast&board=6&level=1&mode=pvc');
  await game.playButton.click();
  await game.playToEnd();
  const store = await kept(page);
  console.log(JSON.stringify(store));
  await expect(game.over.locator('.dd-over-accuracy')).toBeVisible({ timeout: 60_000 });
  console.log(await game.over.locator('.dd-over-accuracy').textContent());
  console.log(JSON.stringify(await kept(page)));
  const dialog = await openProgress(game, page);
  await game.screenshot('progress-1280x800');
  await page.setViewportSize({ width: 390, height: 844 });
  await game.screenshot('progress-390x844');
  console.log(await axe(page));
  expect(pageLog.pageErrors).toEqual([]);
});
