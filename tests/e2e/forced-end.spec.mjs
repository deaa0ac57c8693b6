// Forced plays made for the player are seen (issue 24's left items, 1):
// with "Play forced moves for me" a throw's one play waits the pace's
// `forced` before it is made, and when it ends the game its move is drawn
// on the board and said before the result panel comes, on a phone and
// under reduced motion too (no motion, the pauses stay). On Playwright's
// fake clock: the page's timers move only by `runFor`.
// The game: tests/e2e/data/friend-game.dgn without its last throw, seed 6:
// Light throws 4+2, whose one play M10-M8xM4 takes Dark's last piece.
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';
import { KEY } from './seeded.mjs';

const GAME = readFileSync(new URL('./data/friend-game.dgn', import.meta.url), 'utf8');
/** The game before Light's last throw (2+4: M10-M8xM4), no result. */
const BEFORE = GAME.replace('[Result "a"]\n', '').replace(/a 2\+4: M10-M8xM4\n?$/, '');

test('on a phone, a forced play that ends the game is seen and said before the result, under reduced motion too', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await game.open('?pace=normal');
  await page.evaluate(
    ([k, v]) => {
      localStorage.clear();
      localStorage.setItem(k, v);
      localStorage.setItem('daldos.forced-moves.v1', '1');
    },
    [KEY, JSON.stringify({ v: 1, record: BEFORE, mode: 'pvp', level: 3, human: 'a', seed: 6 })],
  );
  await game.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await game.throwButton.click();
  // The dice (no roll under reduced motion): 4+2, the one play not yet made.
  await page.clock.runFor(50);
  await expect(game.dice).toHaveAttribute('data-dice', '4+2');
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await page.clock.runFor(1000);
  await expect(game.board).toHaveAttribute('data-position', '12/4B5A2/12 a');
  // After the pace's 1.2 s: made, drawn and said; the result waits.
  await page.clock.runFor(300);
  await expect(game.board).toHaveAttribute('data-position', '12/4A8/12 b');
  await expect(game.hole('M10')).toHaveAttribute('data-last', 'from');
  await expect(game.hole('M4')).toHaveAttribute('data-last', 'to-capture');
  await expect(game.announce).toHaveText('The only possible play, made for you. Light captured Dark’s piece on M4.');
  await expect(game.over).toBeHidden();
  await game.screenshot('forced-end-before-result');
  // Then the result, and it is said.
  await page.clock.runFor(1300);
  await expect(game.over).toBeVisible();
  await expect(game.over.locator('.dd-winner')).toHaveText('Light wins!');
  await expect(game.live).toContainText('Game over: Light wins!');
  await game.screenshot('forced-end-result');
  expect(pageLog.pageErrors).toEqual([]);
});
