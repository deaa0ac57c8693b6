// Play a friend's refusals, as the page tells them (www/features/friend.js):
// a server that made its burst of games from this address says 429, and
// the dialog says to try again in so many seconds; a link cut short
// (`#play=`) is said to be not valid, once, with no connection tried; a
// link pasted into the open page is joined, or said to hold no game;
// New game during a friend's game says that it leaves that game, whose
// link opens it again; and a connection the server closed for a flood is
// said so, and opened again only after 30 s (the page's clock is Playwright's,
// the server's closing played by a WebSocket route in between). Against a real `daldos-server` (game-server.mjs)
// allowed one game per address.
import { test, expect, GamePage, SCREENSHOTS } from './page.mjs';
import { openPlayer, startServer } from './game-server.mjs';

let server = /** @type {Awaited<ReturnType<typeof startServer>> | null} */ (null);
/** The watch link of the game the first test makes. */
let watchLink = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  server = await startServer({ seed: '3', extra: ['--games-burst', '1', '--games-every', '600'] });
});

test.afterAll(() => server?.stop());

test('a second game from one address is refused with a wait; New game warns it leaves the friend’s game', async ({ browser }) => {
  const origin = server?.origin ?? '';
  const first = await openPlayer(browser, origin, `${origin}/?speed=fast`);
  await first.game.start.getByRole('button', { name: 'Play a friend' }).click();
  await first.game.host.getByRole('dialog', { name: 'Play a friend' }).getByRole('button', { name: 'Make the game' }).click();
  await expect(first.game.host.locator('.dd-friend-invite input')).toHaveValue(/#play=/);
  watchLink = await first.game.host.locator('.dd-friend-watch input').inputValue();
  // New game during it: the dialog says that it leaves this game, and Cancel keeps it.
  await first.game.host.getByRole('button', { name: 'New game' }).first().click();
  const note = first.game.newGameDialog.locator('.dd-friend-leave');
  await expect(note).toHaveText('A new game leaves the game with your friend. That game stays on the server: your link opens it again.');
  await first.page.screenshot({ path: `${SCREENSHOTS}/friend-leave-note.png` });
  await first.game.newGameDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(first.game.host.locator('.dd-friend')).toBeVisible();

  // The second game from the same address: 429, said with its wait.
  const second = await openPlayer(browser, origin, `${origin}/?speed=fast`);
  await second.game.start.getByRole('button', { name: 'Play a friend' }).click();
  const dialog = second.game.host.getByRole('dialog', { name: 'Play a friend' });
  await dialog.getByRole('button', { name: 'Make the game' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(/^Too many games were made from this network just now\. Try again in (59\d|600) seconds\.$/);
  await second.page.screenshot({ path: `${SCREENSHOTS}/friend-too-many.png` });
  // Once no friend's game is on the board, New game has no such note.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await second.game.openOptions();
  await expect(second.game.newGameDialog.locator('.dd-friend-leave')).toBeHidden();
  expect([...first.errors, ...second.errors]).toEqual([]);
});

test('a link cut short is said to be not valid, and nothing is opened', async ({ browser }) => {
  const origin = server?.origin ?? '';
  for (const hash of ['#play=', '#watch=%20']) {
    const p = await openPlayer(browser, origin, `${origin}/?speed=fast${hash}`);
    // On the start card (what lies behind it is out of reach), and gone once a game starts.
    const note = p.game.start.getByRole('alert');
    await expect(note).toHaveText('This link is not valid: it holds no game. Ask for the link again, or copy all of it.');
    await expect(p.game.host.locator('.dd-friend')).toBeHidden();
    if (hash === '#play=') await p.page.screenshot({ path: `${SCREENSHOTS}/friend-bad-link.png` });
    await p.game.playButton.click();
    await expect(p.game.start).toBeHidden();
    await expect(note).toHaveCount(0);
    await p.context.close();
  }
  // A token too long for the server: refused before any welcome, said once
  // (on the start card of this first visit), not opened again.
  const long = await openPlayer(browser, origin, `${origin}/?speed=fast#play=${'x'.repeat(1100)}`);
  await expect(long.game.start.getByRole('alert')).toHaveText('This link is not valid: it holds no game. Ask for the link again, or copy all of it.');
  await expect(long.game.host.locator('.dd-friend-connection')).toBeHidden();
});

test('a link pasted into the open page: a game no server has is said on the start card; a real one is joined', async ({ browser }) => {
  const origin = server?.origin ?? '';
  expect(watchLink).toMatch(/#watch=/);
  const p = await openPlayer(browser, origin, `${origin}/?speed=fast`);
  await expect(p.game.start).toBeVisible();
  // Pasted into the address bar: only the fragment changes (no reload).
  await p.page.evaluate(() => (location.hash = '#play=abc'));
  // On the start card, where it is seen (a tester found it behind it).
  await expect(p.game.start.getByRole('alert')).toHaveText('This game is not on the server: the link may be cut short or mistyped.');
  await p.page.evaluate((hash) => (location.hash = hash), new URL(watchLink).hash);
  await expect(p.game.host.locator('.dd-friend-who')).toHaveText('You are watching this game.');
  await expect(p.game.start).toBeHidden();
  expect(p.errors).toEqual([]);
  await p.context.close();
});

test('closed for a flood: said so, and opened again only after 30 s', async ({ browser }) => {
  const origin = server?.origin ?? '';
  expect(watchLink).toMatch(/#watch=/);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.clock.install();
  /** Each connection the page opens, passed through to the server. */
  const opened = /** @type {import('@playwright/test').WebSocketRoute[]} */ ([]);
  await page.routeWebSocket(/\/api\/ws$/, (ws) => {
    opened.push(ws);
    ws.connectToServer();
  });
  const game = new GamePage(page, { url: origin });
  await page.goto(watchLink);
  await game.ready();
  const line = game.host.locator('.dd-friend-connection');
  await expect(game.host.locator('.dd-friend-who')).toHaveText('You are watching this game.');
  await expect(line).toBeHidden();
  expect(opened).toHaveLength(1);
  // The server's closing of a flood: the typed error, then close code 1008.
  opened[0].send(JSON.stringify({ type: 'error', code: 'flooded', message: 'too many messages: closing' }));
  await opened[0].close({ code: 1008, reason: 'too many messages' });
  await expect(line).toHaveText('The server closed the connection: this page sent too many messages at once. Connecting again in half a minute…');
  await page.screenshot({ path: `${SCREENSHOTS}/friend-flooded.png` });
  await page.clock.runFor(29_000);
  expect(opened).toHaveLength(1);
  await page.clock.runFor(2_000);
  await expect.poll(() => opened.length).toBe(2);
  await expect(line).toBeHidden();
  await context.close();
});
