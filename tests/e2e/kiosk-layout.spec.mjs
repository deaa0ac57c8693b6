// Kiosk mode at 1280x800 (a museum's touch screen): the controls right
// under the board, in every state a visitor meets (the start card, a game,
// the game over), as a game without the kiosk has them: the kiosk's
// screen-tall game column (kiosk.css, for its centred cards) keeps its
// rows at their own height (game.css's `.dd-main { align-content: start }`;
// stretched rows left a gap of 125 to 170 px). Boxes measured in CSS px.
import { test, expect } from './page.mjs';

/** The boxes of the board, the controls and the turn line. */
function boxes(page) {
  return page.evaluate(() => {
    const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
    const box = (sel) => {
      const r = root.querySelector(sel).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    };
    return { turn: box('.dd-turn'), board: box('.dd-board svg'), controls: box('.dd-controls') };
  });
}

/** What is wrong with the column's rows: a gap of more than 16 px between
 * the turn line and the board or the board and the controls, or the
 * controls off the screen. */
function gaps(b) {
  const out = [];
  if (b.board.top - b.turn.bottom > 16) out.push(`${Math.round(b.board.top - b.turn.bottom)} px between the turn line and the board`);
  if (b.controls.top - b.board.bottom > 16) out.push(`${Math.round(b.controls.top - b.board.bottom)} px between the board and the controls`);
  if (b.controls.bottom > 800) out.push('the controls below the screen');
  return out;
}

test('kiosk mode at 1280x800: the controls right under the board, on the start card, in a game, after a throw', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.open('?kiosk=1&seed=25&speed=fast&lang=en');
  await expect(game.start).toBeVisible();
  expect(gaps(await boxes(page))).toEqual([]);
  await game.start.getByRole('button', { name: /^Play/ }).click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  const playing = await boxes(page);
  expect(gaps(playing)).toEqual([]);
  await game.screenshot('kiosk-1280x800');
  // After a throw (the dice and the line under them shown).
  await game.throwButton.click();
  await expect(game.app).not.toHaveAttribute('data-state', 'busy');
  expect(gaps(await boxes(page))).toEqual([]);
  expect(pageLog.pageErrors).toEqual([]);
});
