// Game files: the game in play saved as a record (a download), a record
// opened by the file picker or dropped on the game; a bad file gets the
// record reader's line-numbered message and the game in play goes on; a
// tag that nearly names a rule tag is named.
import { readFileSync } from 'node:fs';
import { test, expect, startTwoPlayers } from './fixtures.mjs';
import { KEY, TWO_WAY_RECORD } from './seeded.mjs';

const app = (page) => page.locator('.daldos');

async function pvpGame(page) {
  await startTwoPlayers(page, '?seed=25&speed=fast');
  await page.locator('.dd-throw').click();
  await expect(app(page)).toHaveAttribute('data-state', 'human-move');
}

test('Save game file downloads the game record', async ({ page, pageLog }) => {
  await pvpGame(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save game file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^daldos-\d{4}-\d{2}-\d{2}\.dgn$/);
  const text = (await (await download.createReadStream()).toArray()).join('');
  const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null').record, KEY);
  expect(text).toBe(saved);
  expect(text).toContain('[Board "16"]');
  expect(pageLog.pageErrors).toEqual([]);
});

test('a bad file is refused with its line, and the game in play goes on', async ({ page, pageLog }) => {
  await pvpGame(page);
  const before = await page.evaluate((k) => localStorage.getItem(k), KEY);
  const position = await page.locator('.dd-board').getAttribute('data-position');
  await page.locator('.dd-file-input').setInputFiles({ name: 'broken.dgn', mimeType: 'text/plain', buffer: Buffer.from('[Board "16"]\n\na 1+2: A9-Q1\n') });
  await expect(page.locator('.dd-announce')).toHaveText(/^broken\.dgn could not be opened \(line 3: .+\)\. Your game goes on as it was\.$/);
  await expect(page.locator('.dd-board')).toHaveAttribute('data-position', position || '');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(before);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a record opened by the picker, and one dropped on the game, play on; a near tag is named', async ({ page, pageLog }) => {
  await pvpGame(page);
  await page.locator('.dd-file-input').setInputFiles({ name: 'two-ways.dgn', mimeType: 'text/plain', buffer: Buffer.from(TWO_WAY_RECORD) });
  await expect(page.locator('.dd-announce')).toHaveText('two-ways.dgn is open: the game goes on from where it was.');
  await expect(app(page)).toHaveAttribute('data-state', 'human-move');
  await expect(page.locator('.dd-board')).toHaveAttribute('data-position', /^aaaaaaaaaaaaaaaa\/14B2\/bbbbbbbbbbbbbbb1 b$/);
  // Dropped: [board "12"] is not [Board "12"]: said, and the game is the Danish one.
  await page.evaluate(() => {
    const game = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot.querySelector('.daldos');
    const dt = new DataTransfer();
    dt.items.add(new File(['[board "12"]\n[RollOff "1+2 1+1"]\n\na 1+2: A16-M16-M14\n'], 'norsk.dgn', { type: 'text/plain' }));
    game.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  await expect(page.locator('.dd-announce')).toHaveText(
    'norsk.dgn is open: the game goes on from where it was. line 1: the tag [board] is not known and is ignored; did you mean [Board]? (tag names are case-sensitive)',
  );
  await expect(page.locator('.dd-board')).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaa1/14A2/bbbbbbbbbbbbbbbb b');
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(16);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a record with # in its tags, a tab and old-Mac line ends opens as on the command line', async ({ page, pageLog }) => {
  await pvpGame(page);
  // docs/examples/short-game.dgn with an Event and a Site holding `#` (the
  // CLI's test: crates/daldos-cli/tests/replay_syntax.rs), lone CR ends.
  const record = readFileSync('docs/examples/short-game.dgn', 'utf8')
    .replace('[Board "12"]\n', '[Event "Game #3"]\n[Site\t"https://x.org/daldos#rules"]\n[Board "12"] # Norwegian\n')
    .replace(/\n/g, '\r');
  await page.locator('.dd-file-input').setInputFiles({ name: 'club.dgn', mimeType: 'text/plain', buffer: Buffer.from(record) });
  await expect(page.locator('.dd-announce')).toHaveText('club.dgn is open: the game goes on from where it was.');
  await expect(page.locator('.dd-board')).toHaveAttribute('data-position', 'aaaBaaaaaaa1/13/1bbbbAbbbbb1 a');
  // Its share code is the code of the record without those tags.
  expect(await page.evaluate(() => /** @type {any} */ (window).wasmBindings.Game.fromRecord(/** @type {any} */ (document.querySelector('daldos-game')).record).shareCode())).toBe('AQtgQEQDJ5pTmOnZwLzi5tc');
  expect(pageLog.pageErrors).toEqual([]);
});
