// One commit per action (docs/dev/architecture.md, "Sessions and
// features"): one human move, picked up and put down, reads the facade's
// view once and its legal moves once, and saves once.
//
// Seeded (S25, two players): Light throws 1+1 and plays A16-M16 with one
// die; the other die is still to play, so the move ends where the player
// may move again (the legal moves are read for it).
import { test, expect } from './page.mjs';
import { KEY, S25 } from './seeded.mjs';

test('one human move reads view() once, legalMoves() once and saves once', async ({ page, game }) => {
  await game.startTwoPlayers(S25.query);
  await game.throwDice(S25.dice);

  // From here on, every call of the facade's view(), legalMoves() and
  // toRecord(), and every write of the save, is counted.
  await page.evaluate((key) => {
    const calls = { view: 0, legalMoves: 0, toRecord: 0, saves: 0 };
    window.__calls = calls;
    const proto = window.wasmBindings.Game.prototype;
    for (const name of ['view', 'legalMoves', 'toRecord']) {
      const real = proto[name];
      proto[name] = function (...args) {
        calls[name]++;
        return real.apply(this, args);
      };
    }
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (k === key) calls.saves++;
      return setItem.call(this, k, v);
    };
  }, KEY);
  await game.move(...S25.step);
  await game.expectAt({ state: 'human-move', position: S25.position });
  // The tasks the move started have run (a frame, then a task after it).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  expect(await page.evaluate(() => window.__calls)).toEqual({ view: 1, legalMoves: 1, toRecord: 1, saves: 1 });
  // And the save holds the move.
  expect((await game.saved()).record).toContain('A16-M16');
});
