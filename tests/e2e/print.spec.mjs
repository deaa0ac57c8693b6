// Printing a long game shows the whole of it: the move list, which keeps
// a long game's last 200 throws on screen (movelist.js), puts every
// earlier throw in for print (the print medium, emulated here as a print
// preview changes it; `beforeprint` in a real print) and takes them out
// again after. data/long-450.dgn: 450 completed throws and a 4+2 thrown
// for Light (movelist.spec.mjs).
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';

const RECORD = readFileSync(new URL('./data/long-450.dgn', import.meta.url), 'utf8');
const LINES = RECORD.split('\n\n')[1].trim().split('\n');
const DONE = LINES.slice(0, -1);

test('a 450-throw game prints every throw, numbered from 1; the screen keeps its last 200', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.loadSave({ v: 1, mode: 'pvp', level: 1, human: 'a', record: RECORD });
  await game.expectAt({ state: 'human-move', dice: '4+2' });
  const list = page.locator('.dd-movelist');
  await expect(list.locator('li')).toHaveCount(201);

  await page.emulateMedia({ media: 'print' });
  await expect(list.locator('li')).toHaveCount(451);
  await expect(list).not.toHaveAttribute('start');
  expect(await game.moveList.allTextContents()).toEqual([...DONE, `${LINES[450]} …`]);
  // Printed: the lines shown (the list not cut to its box), the button not.
  await expect(page.locator('.dd-earlier')).toBeHidden();
  expect(await list.evaluate((l) => l.scrollHeight - l.clientHeight)).toBe(0);
  await expect(list.locator('li').first()).toBeVisible();
  await game.screenshot('print-450-1280', { fullPage: true });

  // Back on screen: the last 200 again, and "Show 200 earlier moves".
  await page.emulateMedia({ media: 'screen' });
  await expect(list.locator('li')).toHaveCount(201);
  await expect(list).toHaveAttribute('start', '251');
  await expect(page.locator('.dd-earlier')).toHaveText('Show 200 earlier moves');
  expect(await game.moveList.allTextContents()).toEqual([...DONE.slice(250), `${LINES[450]} …`]);
  expect(pageLog.pageErrors).toEqual([]);
});
