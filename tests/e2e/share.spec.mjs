// Share links (issue 12, item 5; docs/notation.md "Share codes",
// docs/embedding.md): Share copies a link whose fragment carries the game;
// opening it in a fresh browser shows that game (the same position and
// record) and leaves a saved game as it was; a cut or garbage fragment
// gets one line in the visitor's language; where the clipboard is refused
// the link is shown selected for copying by hand; an element on a host
// page links to the host page.
import { test, expect, baseURL, GamePage } from './page.mjs';
import { axe } from './axe.mjs';
import { mkdtempSync, writeFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';
import { S25 } from './seeded.mjs';

/** A short game on the 12-hole board, to share. */
const SHARED = '[Board "12"]\n[RollOff "1+2 1+1"]\n\na 3+2: --\nb 4+3: --\na 2+1: A12-M12-M10\n';

/** A saved game of the visitor's own in `page`'s storage: the start card's Play. */
async function ownSavedGame(game) {
  await game.fresh('?seed=7&speed=fast');
  await game.page.getByRole('button', { name: /^Play/ }).click();
  await expect(game.app).toHaveAttribute('data-state', /^human-/);
  const before = await game.savedText();
  expect(before).toContain('"record"');
  return before;
}

test('Share copies a link that shows the same game in a fresh browser, saving nothing there', async ({ game, page, pageLog, browser }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await game.halfThrow();
  const position = await game.board.getAttribute('data-position');
  const shared = await game.record();
  expect(shared).toContain(S25.current.replace('…', ''));
  await page.getByRole('button', { name: 'Share link' }).click();
  await expect(game.announce).toHaveText('Link copied: whoever opens it sees this game.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const code = await game.shareCode();
  // The page's own address, without its fragment and its seed (whoever
  // opens it gets dice of their own), and the code.
  expect(link).toBe(`${baseURL()}?speed=fast#game=${code}`);
  expect(link.length).toBeLessThan(120);
  await expect(page.locator('.dd-share-box')).toBeHidden();

  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    const other = await context.newPage();
    const there = new GamePage(other);
    const errors = [];
    other.on('pageerror', (e) => errors.push(String(e)));
    await other.goto(link);
    await there.ready();
    // The replay viewer, at the game's end (its throw in use included).
    await expect(there.app).toHaveAttribute('data-state', 'replay');
    await expect(there.board).toHaveAttribute('data-position', position || '');
    await expect(other.getByRole('button', { name: 'Step forward' })).toBeDisabled();
    expect(await there.savedText()).toBeNull();
    // Played on from there, between two players: the same game.
    await other.getByRole('combobox', { name: 'Play on as' }).selectOption('pvp');
    await other.getByRole('button', { name: 'Continue from here' }).click();
    await expect(there.app).toHaveAttribute('data-mode', 'pvp');
    await expect(there.app).toHaveAttribute('data-state', 'human-move');
    await expect(there.board).toHaveAttribute('data-position', position || '');
    expect(await there.record()).toBe(shared);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
  expect(pageLog.pageErrors).toEqual([]);
});

test('a shared game leaves the saved game as it was; so do a cut and a garbage link, each with its line', async ({ game, page, pageLog }) => {
  const before = await ownSavedGame(game);
  const code = await game.shareCode(SHARED);
  await page.goto(`${baseURL()}?speed=fast#game=${code}`);
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaa1/10A2/bbbbbbbbbbbb b');
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  await expect(game.replayStep).toHaveText('Throw 3 of 3: Light throws II + A and dals A12 to M10.');
  // Stepped through, and back to the visitor's own game: nothing saved.
  await page.getByRole('button', { name: 'First step' }).click();
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaa/13/bbbbbbbbbbbb a');
  expect(await game.savedText()).toBe(before);
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await expect(game.app).toHaveAttribute('data-state', /^human-/);
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(16);
  expect(await game.savedText()).toBe(before);

  for (const [fragment, line] of [
    [`#game=${code.slice(0, 10)}`, 'The link to a shared game is cut short: copy all of it and open it again. Your game goes on as it was.'],
    ['#game=hello%20world!', 'The link to a shared game is damaged and cannot be shown. Your game goes on as it was.'],
    // One character changed, the first: damaged (it once read as "newer").
    [`#game=B${code.slice(1)}`, 'The link to a shared game is damaged and cannot be shown. Your game goes on as it was.'],
    // A whole code of version 5 (its length and checksum right).
    ['#game=BQtgQEQDJ5pTmOnZwHxbjEE', 'The link to a shared game comes from a newer version of Daldøs and cannot be shown here. Your game goes on as it was.'],
  ]) {
    await page.goto(`${baseURL()}?speed=fast${fragment}`);
    await page.reload();
    await expect(page.locator('.dd-share-note')).toHaveText(line);
    // The visitor's own game is back on the board, its save untouched.
    await expect(game.app).toHaveAttribute('data-state', /^human-/);
    expect(await game.savedText()).toBe(before);
  }
  // In Danish, the same line in Danish.
  await page.goto(`${baseURL()}?speed=fast&lang=da#game=${code.slice(0, 10)}`);
  await page.reload();
  await expect(page.locator('.dd-share-note')).toHaveText(
    'Linket til et delt spil er afkortet: kopiér det hele, og åbn det igen. Dit spil fortsætter, som det var.',
  );
  expect(await game.savedText()).toBe(before);
  // The English reason goes to the console, for whoever looks.
  expect(pageLog.consoleWarnings.some((w) => w.includes('the share code is cut short: it has 10 characters of'))).toBe(true);
  // A first visit, no game kept: said on the start card, where it is seen
  // (a tester found it behind it), and no game is said to go on.
  await game.fresh(`?speed=fast#game=${code.slice(0, 10)}`);
  await expect(game.start.getByRole('alert')).toHaveText('The link to a shared game is cut short: copy all of it and open it again.');
  await expect(page.locator('.dd-share-note')).toBeHidden();
  expect(pageLog.pageErrors).toEqual([]);
});

test('playing on from a shared game asks first when the visitor has a game under way', async ({ game, page, pageLog }) => {
  await game.halfThrow();
  const mine = await game.record();
  const code = await game.shareCode(SHARED);
  await page.goto(`${baseURL()}${S25.query}#game=${code}`);
  await page.reload();
  // Over a game under way, a link asks first, as a file does (files-facts.spec.mjs).
  await page.getByRole('button', { name: 'Open it' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'replay');
  await page.getByRole('button', { name: 'Continue from here' }).click();
  await expect(game.live).toHaveText(/(^| )Leave your game and play on from here$/);
  await expect(game.app).toHaveAttribute('data-state', 'replay');
  // Back to the game instead: the visitor's game, as it was.
  await page.getByRole('button', { name: 'Back to your game' }).click();
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  expect(await game.record()).toBe(mine);
  // Asked again and answered: the shared game is played on.
  await page.reload();
  await page.getByRole('button', { name: 'Open it' }).click();
  await page.getByRole('button', { name: 'Continue from here' }).click();
  await page.getByRole('button', { name: 'Leave your game and play on from here' }).click();
  await expect(game.app).toHaveAttribute('data-state', /^human-|busy/);
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a link pasted into the open page shows its game at once', async ({ game, page, pageLog }) => {
  await game.halfThrow();
  const code = await game.shareCode(SHARED);
  const before = await game.savedText();
  await page.evaluate((c) => (location.hash = `game=${c}`), code);
  await page.getByRole('button', { name: 'Open it' }).click();
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaa1/10A2/bbbbbbbbbbbb b');
  expect(await game.savedText()).toBe(before);
  expect(pageLog.pageErrors).toEqual([]);
});

test.describe(() => {
  // axe is injected as a script of its own, which the page's CSP would refuse.
  test.use({ bypassCSP: true });

  test('where the clipboard is refused, the link is shown selected to copy by hand; axe finds nothing', async ({ game, page, pageLog }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await game.halfThrow();
    await page.getByRole('button', { name: 'Share link' }).click();
    const field = page.getByRole('textbox', { name: 'Copy this link to share the game:' });
    await expect(field).toBeVisible();
    await expect(field).toBeFocused();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL().replace(/[.?]/g, '\\$&')}\\?speed=fast#game=A[A-Za-z0-9_-]+$`));
    // All of it selected.
    expect(await field.evaluate((f) => /** @type {HTMLInputElement} */ (f).selectionEnd - /** @type {HTMLInputElement} */ (f).selectionStart)).toBe(link.length);
    await expect(game.announce).toHaveText('Copy this link to share the game:');
    await game.screenshot('share-copy-box');
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(field).toBeHidden();
    expect(pageLog.pageErrors).toEqual([]);
  });
});

test('an element on a host page links to the host page (or its share-url), and reads the link there', async ({ browser }) => {
  const host = (attrs) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<script type="module" src="www/daldos-game.js"></script></head>
<body><h1>A museum page</h1><daldos-game id="boat" mode="pvp" seed="25" speed="fast" lang="en" ${attrs}></daldos-game></body></html>`;
  const dir = mkdtempSync(path.join(tmpdir(), 'daldos-share-'));
  symlinkSync(path.resolve('dist/www'), path.join(dir, 'www'));
  writeFileSync(path.join(dir, 'museum.html'), host(''));
  writeFileSync(path.join(dir, 'other.html'), host('share-url="museum.html?from=other"'));
  const server = await startServer({ dir });
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
    const p = await context.newPage();
    const there = new GamePage(p, { url: server.url });
    await p.goto(`${server.url}museum.html?room=3#top`);
    await there.element.getByRole('button', { name: /^Play/ }).click();
    await expect(there.app).toHaveAttribute('data-state', 'human-throw');
    await there.throwButton.click();
    await expect(there.app).toHaveAttribute('data-state', 'human-move');
    await there.element.getByRole('button', { name: 'Share link' }).click();
    await expect(there.announce).toHaveText('Link copied: whoever opens it sees this game.');
    const link = await p.evaluate(() => navigator.clipboard.readText());
    // The host page's address (its own fragment replaced) and the element's id.
    expect(link).toMatch(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}museum\\.html\\?room=3#game=A[A-Za-z0-9_-]+&id=boat$`));
    const position = await there.board.getAttribute('data-position');
    // Opened: the element with that id shows the game.
    const q = await context.newPage();
    await q.goto(link);
    await expect(new GamePage(q).board).toHaveAttribute('data-position', position || '');
    // With share-url, the link points there.
    await p.goto(`${server.url}other.html`);
    await expect(there.board).toHaveAttribute('data-position', position || '');
    await there.element.getByRole('button', { name: 'Share link' }).click();
    const other = await p.evaluate(() => navigator.clipboard.readText());
    expect(other).toMatch(new RegExp(`^${server.url.replace(/[.]/g, '\\.')}museum\\.html\\?from=other#game=A[A-Za-z0-9_-]+&id=boat$`));
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
