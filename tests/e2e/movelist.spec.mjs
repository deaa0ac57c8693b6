// A long game's move list: the last 200 throws and the one in use, and
// "Show earlier moves" for the rest (www/panel.js), so that a move costs
// the page the same at throw 10 and at throw 2,000.
//
// data/long-450.dgn: 450 completed throws and a 4+2 thrown for Light, made by
// `cargo run --release -p daldos --example long_game -- 450 --open`.
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';

const RECORD = readFileSync(new URL('./data/long-450.dgn', import.meta.url), 'utf8');
/** The record's throw lines, the open one last. */
const LINES = RECORD.split('\n\n')[1].trim().split('\n');
const DONE = LINES.slice(0, -1);

test('a 450-throw game shows its last 200 throws; earlier ones 200 at a time, numbered as in the record', async ({ game, page }) => {
  expect(DONE).toHaveLength(450);
  await game.loadSave({ v: 1, mode: 'pvp', level: 1, human: 'a', record: RECORD });
  await game.expectAt({ state: 'human-move', dice: '4+2' });
  const list = page.locator('.dd-movelist');
  const earlier = page.locator('.dd-earlier');
  // 200 completed lines and the throw in use, numbered from 251.
  await expect(list.locator('li')).toHaveCount(201);
  await expect(list).toHaveAttribute('start', '251');
  expect(await game.moveList.allTextContents()).toEqual([...DONE.slice(250), `${LINES[450]} …`]);
  await expect(earlier).toHaveText('Show 200 earlier moves');
  await list.evaluate((l) => (l.scrollTop = 0));
  await game.screenshot('movelist-earlier-1280x800');

  // By keyboard: the button brings 200 more, then the last 50.
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(list.locator('li')).toHaveCount(401);
  await expect(list).toHaveAttribute('start', '51');
  await expect(earlier).toHaveText('Show 50 earlier moves');
  await expect(earlier).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.locator('li')).toHaveCount(451);
  await expect(list).not.toHaveAttribute('start');
  await expect(earlier).toBeHidden();
  await expect(list).toBeFocused();
  expect(await game.moveList.allTextContents()).toEqual([...DONE, `${LINES[450]} …`]);

  // A reload shows the last 200 again.
  await game.reload();
  await expect(list.locator('li')).toHaveCount(201);
  await expect(earlier).toHaveText('Show 200 earlier moves');
});
