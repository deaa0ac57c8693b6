// Game files: the game in play saved as a record (a download), a record
// opened by the file picker or dropped on the game (in the replay viewer,
// as a share link opens: files-facts.spec.mjs); a bad file gets the
// record reader's line-numbered message and the game in play goes on; a
// tag that nearly names a rule tag is named.
import { readFileSync } from 'node:fs';
import { test, expect } from './page.mjs';
import { TWO_WAY_RECORD } from './seeded.mjs';

async function pvpGame(game) {
  await game.startTwoPlayers('?seed=25&speed=fast');
  await game.throwButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
}

test('Save game file downloads the game record', async ({ game, page, pageLog }) => {
  await pvpGame(game);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save game file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^daldos-\d{4}-\d{2}-\d{2}\.dgn$/);
  const text = (await (await download.createReadStream()).toArray()).join('');
  const saved = await game.savedRecord();
  expect(text).toBe(saved);
  expect(text).toContain('[Board "16"]');
  expect(pageLog.pageErrors).toEqual([]);
});

test('a bad file is refused with its line, and the game in play goes on', async ({ game, pageLog }) => {
  await pvpGame(game);
  const before = await game.savedText();
  const position = await game.board.getAttribute('data-position');
  await game.openFile('broken.dgn', '[Board "16"]\n\na 1+2: A9-Q1\n');
  await expect(game.announce).toHaveText(/^broken\.dgn could not be opened \(line 3: .+\)\. Your game goes on as it was\.$/);
  await expect(game.board).toHaveAttribute('data-position', position || '');
  expect(await game.savedText()).toBe(before);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a record opened by the picker, and one dropped on the game, open in the viewer; a near tag is named', async ({ game, page, pageLog }) => {
  await pvpGame(game);
  // Over the game under way: asked first (files-facts.spec.mjs), then the viewer.
  await game.openFile('two-ways.dgn', TWO_WAY_RECORD);
  await page.getByRole('button', { name: 'Open it' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'replay');
  await expect(game.live).toHaveText(/two-ways\.dgn is open, in the replay: step through it, or play on from any step\./);
  await expect(game.board).toHaveAttribute('data-position', /^aaaaaaaaaaaaaaa1\/13AB2\/bbbbbbbbbbbbbbb1 b$/);
  await page.getByRole('button', { name: 'Continue from here' }).click();
  await page.getByRole('button', { name: 'Leave your game and play on from here' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  // Dropped: [board "12"] is not [Board "12"]: said, and the game is the Danish one.
  await page.evaluate(() => {
    const game = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot.querySelector('.daldos');
    const dt = new DataTransfer();
    dt.items.add(new File(['[board "12"]\n[RollOff "1+2 1+1"]\n\na 1+2: A16-M16-M14\n'], 'norsk.dgn', { type: 'text/plain' }));
    game.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await page.getByRole('button', { name: 'Open it' }).click();
  await expect(game.live).toHaveText(
    /norsk\.dgn is open, in the replay: step through it, or play on from any step\. line 1: the tag \[board\] is not known and is ignored; did you mean \[Board\]\? \(tag names are case-sensitive\)/,
  );
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaa1/14A2/bbbbbbbbbbbbbbbb b');
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(16);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a record with # in its tags, a tab and old-Mac line ends opens as on the command line', async ({ game, pageLog }) => {
  await pvpGame(game);
  // docs/examples/short-game.dgn with an Event and a Site holding `#` (the
  // CLI's test: crates/daldos-cli/tests/replay_syntax.rs), lone CR ends.
  const record = readFileSync('docs/examples/short-game.dgn', 'utf8')
    .replace('[Board "12"]\n', '[Event "Game #3"]\n[Site\t"https://x.org/daldos#rules"]\n[Board "12"] # Norwegian\n')
    .replace(/\n/g, '\r');
  await game.playFile('club.dgn', record);
  await expect(game.board).toHaveAttribute('data-position', 'aaaBaaaaaaa1/13/1bbbbAbbbbb1 a');
  // Its share code is the code of the record without those tags.
  expect(await game.shareCode()).toBe('AQtgQEQDJ5pTmOnZwLzi5tc');
  expect(pageLog.pageErrors).toEqual([]);
});
