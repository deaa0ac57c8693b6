// Play a friend (www/features/friend.js) against a real game server: the
// spec builds and starts `daldos-server` (cargo) on a temporary SQLite
// file, with `--test-dice-seed` so that its dice are known (every game of
// the process throws the same sequence; the option is for tests only, the
// server's dice are the system's randomness otherwise). Light makes the
// game on the start card, Dark opens the friend's link in a second browser
// context (the server throws the roll-off once both seats are there), a
// third context watches. They play a whole Norwegian game by clicks to its
// end on the board; Light reloads in the middle of a throw, Dark's network
// is cut and restored while Light plays; the watcher sees every move; the
// record replays with `daldos replay` to the position on the board. Then a
// rematch: Light offers, Dark accepts, all three pages move to the new game
// (the sides swapped) without a reload.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, SCREENSHOTS } from './page.mjs';
import { openPlayer, startServer } from './game-server.mjs';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

/** axe-core's violations on `page`, its script evaluated (not injected:
 * the pages keep their Content-Security-Policy, which the WebSocket to the
 * page's own origin must pass). */
async function axe(page) {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const result = await page.evaluate(() => /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The server's dice seed for this spec. */
const DICE_SEED = '25';

let server = /** @type {Awaited<ReturnType<typeof startServer>> | null} */ (null);
let origin = '';
let dir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  server = await startServer({ seed: DICE_SEED, cli: true });
  ({ origin, dir } = server);
});

test.afterAll(() => server?.stop());

/** The server's state of the game of `link`, over a WebSocket of `page`'s own. */
const serverState = (page, link) =>
  page.evaluate(
    (token) =>
      new Promise((resolve) => {
        const ws = new WebSocket(new URL('/api/ws', location.href.replace(/^http/, 'ws')));
        ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', token }));
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type === 'state') resolve((ws.close(), m));
        };
      }),
    new URL(link).hash.split('=')[1],
  );

/** The page of a new browser context at `url`. */
const open = (browser, url, viewport) => openPlayer(browser, origin, url, viewport);

/** Whose page may act now: waits for one of `players` to offer Throw or a move (or the end). */
async function actor(players) {
  const states = () => Promise.all(players.map((p) => p.game.app.getAttribute('data-state')));
  let found = -1;
  await expect.poll(async () => (found = (await states()).findIndex((st) => /^human-|^over$/.test(st || ''))), { timeout: 30_000 }).toBeGreaterThan(-1);
  return players[found];
}

/** One click of play on `p`: Throw, or its first movable piece to its first target (the first way if asked). */
async function click(p) {
  const state = await p.game.app.getAttribute('data-state');
  if (state === 'human-throw') return p.game.throwButton.click();
  // (Each at its hole's centre: a neighbour's badge may lie over the hole's box.)
  await p.game.movable.first().locator('.hit-area').click({ force: true });
  await expect(p.game.host.locator('[data-selected]')).toHaveCount(1);
  await p.game.host.locator('[data-hole][data-target]').first().locator('.hit-area').click({ force: true });
  const way = p.game.host.locator('.dd-choice:not([hidden]) button');
  if (await way.count()) await way.first().click();
}

test('two devices play a friend through the server; a reload, a cut network; the watcher sees every move', async ({ browser }) => {
  test.setTimeout(600_000);
  const light = await open(browser, `${origin}/?speed=fast`);
  const friendButton = light.game.start.getByRole('button', { name: 'Play a friend' });
  await expect(friendButton).toBeVisible();
  await friendButton.click();
  const dialog = light.game.host.getByRole('dialog', { name: 'Play a friend' });
  await dialog.getByLabel('Board').selectOption({ label: await dialog.locator('option').nth(1).innerText() });
  await dialog.getByRole('button', { name: 'Make the game' }).click();
  await expect(dialog).toBeHidden();
  const box = light.game.host.locator('.dd-friend');
  await expect(box.locator('.dd-friend-who')).toHaveText('You play Light.');
  await expect(box.locator('.dd-friend-turn')).toHaveText('Waiting for your friend to open the link…');
  const invite = await box.locator('.dd-friend-invite input').inputValue();
  const watchLink = await box.locator('.dd-friend-watch input').inputValue();
  // The seats' secrets ride in the fragment (never sent to a server).
  expect(invite).toMatch(/#play=[\w-]+\.[\w-]{20,}$/);
  expect(watchLink).toMatch(/#watch=[\w-]+\.[\w-]{20,}$/);
  await expect(box.locator('.dd-friend-qr svg')).toBeVisible();
  await light.game.screenshot('friend-light-invite', { fullPage: true });
  // Compact beside the board at 1280x800 (it was 674 px tall): each
  // address on one line with its Copy, the QR code small with its caption
  // beside it; on a phone the QR code large, its caption under it.
  const boxOf = (sel) => /** @type {Promise<{ x: number, y: number, width: number, height: number }>} */ (box.locator(sel).first().boundingBox());
  expect((await boxOf(':scope')).height).toBeLessThanOrEqual(500);
  const [field, copy] = [await boxOf('.dd-friend-invite input'), await boxOf('.dd-friend-invite button')];
  expect(Math.abs(field.y + field.height / 2 - (copy.y + copy.height / 2))).toBeLessThan(2);
  const [qr, caption] = [await boxOf('.dd-friend-qr svg'), await boxOf('.dd-friend-qr figcaption')];
  expect(qr.width).toBe(104);
  expect(caption.x).toBeGreaterThan(qr.x + qr.width);
  await light.page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await boxOf('.dd-friend-qr svg')).width).toBe(160);
  expect((await boxOf('.dd-friend-qr figcaption')).y).toBeGreaterThan((await boxOf('.dd-friend-qr svg')).y + 160);
  await light.page.setViewportSize({ width: 1280, height: 800 });

  const watcher = await open(browser, watchLink);
  await expect(watcher.game.host.locator('.dd-friend-who')).toHaveText('You are watching this game.');
  // (No friend of the watcher's: both players are awaited.)
  await expect(watcher.game.host.locator('.dd-friend-turn')).toHaveText('Waiting for both players to open their links…');
  // The watcher's page holds no seat's link.
  await expect(watcher.game.host.locator('.dd-friend-links input')).toHaveCount(0);
  const secret = (link) => new URL(link).hash.split('.')[1];
  const watcherText = () => watcher.page.evaluate(() => document.querySelector('daldos-game')?.shadowRoot?.innerHTML + location.href + JSON.stringify(localStorage));
  // Light opens its own link on a second device (no links kept there):
  // the same seat, not the friend; the roll-off waits.
  const second = await open(browser, await light.page.evaluate(() => location.href));
  await expect(second.game.host.locator('.dd-friend-who')).toHaveText('You play Light.');
  await expect(second.game.host.locator('.dd-friend-turn')).toHaveText('Waiting for your friend to open the link…');
  // (Its message is passed on after the server has handled its arrival.)
  await second.game.host.getByRole('button', { name: 'Good luck' }).click();
  await expect(light.game.host.locator('.dd-friend-heard')).toHaveText('Light: “Good luck”');
  expect((await serverState(watcher.page, watchLink)).version).toBe(0);
  await expect(light.game.host.locator('.dd-friend-turn')).toHaveText('Waiting for your friend to open the link…');
  await second.context.close();
  const dark = await open(browser, invite);
  await expect(dark.game.host.locator('.dd-friend-who')).toHaveText('You play Dark.');
  // Dark's page threw the roll-off: each side's page is at the first turn.
  const players = [light, dark];
  const first = await actor(players);
  await expect(first.game.app).toHaveAttribute('data-state', 'human-throw');
  const position = async (p) => p.game.board.getAttribute('data-position');
  await expect(watcher.game.board).toHaveAttribute('data-position', (await position(first)) || '');

  /** Mid-game, once the network is back: whose turn since when, the title, a preset message. */
  async function midGame() {
  // Every page shows the same game: the board, and the move list line by line.
    await expect.poll(() => position(light)).toBe(await watcher.game.board.getAttribute('data-position'));
    await expect.poll(() => position(dark)).toBe(await watcher.game.board.getAttribute('data-position'));
    // Whose turn, since when (the server's time of the last action), and in a background tab's title.
    const mover = await actor(players);
    const other = mover === light ? dark : light;
    await expect(mover.game.host.locator('.dd-friend-turn')).toHaveText(/^Your turn, since \d\d:\d\d/);
    // The turn line above the board names the seat at each screen "you"
    // (on a phone "You play Dark." is below the fold), never the watcher's.
    const side = mover === light ? 'Light' : 'Dark';
    await expect(mover.game.turnLine).toContainText(`${side} (you) to play`);
    await expect(other.game.turnLine).toContainText(`${side} to play`);
    await expect(watcher.game.turnLine).toContainText(`${side} to play`);
    await expect(other.game.host.locator('.dd-friend-turn')).toHaveText(new RegExp(`^${mover === light ? 'Light' : 'Dark'}'s turn, since \\d\\d:\\d\\d`));
    const background = (p, hidden) =>
      p.page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { value: h, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        return document.title;
      }, hidden);
    expect(await background(mover, true)).toBe('Your turn · Daldøs');
    expect(await background(other, true)).toBe('Daldøs');
    expect(await background(mover, false)).toBe('Daldøs');
    await background(other, false);
    // A preset message: heard by the other player and the watcher; no free text anywhere.
    await dark.game.host.getByRole('button', { name: 'Good luck' }).click();
    await expect(light.game.host.locator('.dd-friend-heard')).toHaveText('Dark: “Good luck”');
    await expect(watcher.game.host.locator('.dd-friend-heard')).toHaveText('Dark: “Good luck”');
    await expect(watcher.game.host.locator('.dd-friend-say')).toBeHidden();
    for (const p of [light, dark, watcher]) await expect(p.game.host.locator('.dd-friend textarea, .dd-friend input:not([readonly])')).toHaveCount(0);
    const lines = await light.game.moveList.allInnerTexts();
    expect(await watcher.game.moveList.allInnerTexts()).toEqual(lines);
    expect(await dark.game.moveList.allInnerTexts()).toEqual(lines);
  }

  let clicks = 0;
  let reloaded = false;
  let cut = false;
  // (A guard, never reached: the seeded game ends long before.)
  while (clicks < 2000) {
    const p = await actor(players);
    const state = await p.game.app.getAttribute('data-state');
    if (state === 'over') break;
    // Dark's network cut while Light plays its turn, then restored.
    if (reloaded && !cut && p === light && state === 'human-throw') {
      await dark.context.setOffline(true);
      await expect(dark.game.host.locator('.dd-friend-connection')).toHaveText('Reconnecting…');
      // Light's page says so (the server tells who is connected).
      await expect(light.game.host.locator('.dd-friend-away')).toHaveText('Dark is away: their page is not connected. Your moves wait for them.');
      await dark.page.screenshot({ path: `${SCREENSHOTS}/friend-dark-offline.png` });
      const at = await position(dark);
      for (;;) {
        await expect
          .poll(async () => /^human-|^over$/.test((await light.game.app.getAttribute('data-state')) || '') || (await light.game.board.getAttribute('data-turn')) === 'b')
          .toBe(true);
        if ((await light.game.board.getAttribute('data-turn')) === 'b' || (await light.game.app.getAttribute('data-state')) === 'over') break;
        await click(light);
        clicks++;
      }
      // Offline, Dark's page has heard none of it.
      expect(await position(dark)).toBe(at);
      await dark.context.setOffline(false);
      await expect(dark.game.host.locator('.dd-friend-connection')).toBeHidden();
      await expect(light.game.host.locator('.dd-friend-away')).toBeHidden();
      await expect.poll(() => position(dark)).toBe(await position(light));
      cut = true;
      await midGame();
      continue;
    }
    await click(p);
    clicks++;
    // Light reloads in the middle of its throw (a move made, one to go).
    if (!reloaded && p === light && (await light.game.app.getAttribute('data-state')) === 'human-move' && (await light.game.host.locator('.dd-movelist li.current').count())) {
      const before = await light.game.app.getAttribute('data-state');
      await expect.poll(() => watcher.game.board.getAttribute('data-position')).toBe(await position(light));
      const at = await position(light);
      await light.page.reload();
      await light.game.ready();
      await expect(light.game.board).toHaveAttribute('data-position', at || '');
      await expect(light.game.app).toHaveAttribute('data-state', before || '');
      reloaded = true;
    }
  }
  expect(reloaded && cut).toBe(true);
  for (const p of [light, dark, watcher]) await expect(p.game.app).toHaveAttribute('data-state', 'over');
  // Every page shows the same game: the board, and the move list line by line.
  await expect.poll(() => position(light)).toBe(await watcher.game.board.getAttribute('data-position'));
  await expect.poll(() => position(dark)).toBe(await watcher.game.board.getAttribute('data-position'));
  const lines = await light.game.moveList.allInnerTexts();
  expect(await watcher.game.moveList.allInnerTexts()).toEqual(lines);
  expect(await dark.game.moveList.allInnerTexts()).toEqual(lines);
  // Each player's progress (on their own device) counts the game as one
  // with a friend, from their own seat; the watcher's counts nothing.
  const progress = (p) => p.page.evaluate(() => JSON.parse(localStorage.getItem('daldos.progress.v1') || 'null'));
  await expect.poll(async () => (await progress(light))?.games.map((g) => g.opponent)).toEqual([{ kind: 'friend', side: 'a' }]);
  await expect.poll(async () => (await progress(dark))?.games.map((g) => g.opponent)).toEqual([{ kind: 'friend', side: 'b' }]);
  expect(await progress(watcher)).toBe(null);
  // No seat's secret ever reached the watcher's page.
  expect(await watcherText()).not.toContain(secret(invite));
  expect(await watcherText()).not.toContain(secret(await light.page.evaluate(() => location.href)));
  // The record the server stored (its state's, over the watch link) and the
  // watcher's page's both replay (daldos replay) to the position on the board.
  const stored = (await serverState(watcher.page, watchLink)).record;
  const shown = await watcher.page.evaluate(() => /** @type {any} */ (document.querySelector('daldos-game')).record);
  const end = await watcher.game.board.getAttribute('data-position');
  // The server writes the day (UTC) and two people (docs/notation.md); the
  // pages' copy of the game is the server's record, facts and all.
  const day = /\[Date "([^"]+)"\]/.exec(stored)?.[1];
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The whole seeded game, exactly (tests/e2e/data/friend-game.dgn: the record without its day).
  expect(stored.replace(/\[Date "[^"]*"\]\n/, '')).toBe(readFileSync('tests/e2e/data/friend-game.dgn', 'utf8'));
  expect(shown).toBe(stored);
  expect(end).toBe('12/4A8/12 b');
  for (const [name, record] of [['stored', stored], ['shown', shown]]) {
    const file = path.join(dir, `${name}.dgn`);
    writeFileSync(file, record);
    expect(execFileSync('target/debug/daldos', ['replay', file], { encoding: 'utf8' }).trim().split('\n'), name).toEqual([
      '12/4A8/12 b',
      'a wins',
      `Date: ${day}`,
      'Light: a person',
      'Dark: a person',
    ]);
  }


  // A rematch: Light offers it in the game-over panel; Dark sees the offer
  // and accepts; every page moves to the new game (no reload), the sides swapped.
  for (const p of [light, dark, watcher]) await p.page.evaluate(() => (/** @type {any} */ (window).__sameDocument = true));
  const rematch = (p) => p.game.over.locator('.dd-friend-rematch');
  await expect(rematch(watcher)).toBeHidden();
  await rematch(light).getByRole('button', { name: 'Rematch' }).click();
  await expect(rematch(light).locator('.dd-friend-rematch-line')).toHaveText('You offered a rematch. Waiting for Dark…');
  await expect(rematch(dark).locator('.dd-friend-rematch-line')).toHaveText('Light offers a rematch.');
  await expect(dark.game.live).toContainText('Light offers a rematch.');
  await light.page.screenshot({ path: `${SCREENSHOTS}/friend-light-rematch-offered.png` });
  await dark.page.screenshot({ path: `${SCREENSHOTS}/friend-dark-rematch-offer.png` });
  await dark.page.setViewportSize({ width: 390, height: 844 });
  await dark.page.screenshot({ path: `${SCREENSHOTS}/friend-dark-rematch-offer-phone.png`, fullPage: true });
  await dark.page.setViewportSize({ width: 1280, height: 800 });
  // Withdrawn, offered again, accepted.
  await rematch(light).getByRole('button', { name: 'Withdraw the offer' }).click();
  await expect(rematch(dark).locator('.dd-friend-rematch-line')).toBeHidden();
  await rematch(light).getByRole('button', { name: 'Rematch' }).click();
  await rematch(dark).getByRole('button', { name: 'Accept the rematch' }).click();
  await expect(light.game.host.locator('.dd-friend-who')).toHaveText('You play Dark.');
  await expect(dark.game.host.locator('.dd-friend-who')).toHaveText('You play Light.');
  await expect(watcher.game.host.locator('.dd-friend-who')).toHaveText('You are watching this game.');
  const next = await actor(players);
  await expect(next.game.app).toHaveAttribute('data-state', 'human-throw');
  for (const p of [light, dark, watcher]) {
    await expect(p.game.board).toHaveAttribute('data-position', (await position(next)) || '');
    await expect(p.game.moveList).toHaveCount(0);
    expect(await p.page.evaluate(() => /** @type {any} */ (window).__sameDocument)).toBe(true);
  }
  // Each page's address holds its own new link: a new game, the seats swapped.
  const hashes = await Promise.all([light, dark, watcher].map((p) => p.page.evaluate(() => location.hash)));
  const newGame = hashes[0].split('=')[1].split('.')[0];
  expect(newGame).not.toBe(new URL(invite).hash.split('=')[1].split('.')[0]);
  expect(hashes.map((h) => h.split('=')[0] + '=' + h.split('=')[1].split('.')[0])).toEqual([`#play=${newGame}`, `#play=${newGame}`, `#watch=${newGame}`]);
  expect(new Set(hashes).size).toBe(3);
  expect(await watcherText()).not.toContain(hashes[0].split('.')[1]);
  expect(await watcherText()).not.toContain(hashes[1].split('.')[1]);
  await light.page.screenshot({ path: `${SCREENSHOTS}/friend-light-rematch.png` });

  await light.page.screenshot({ path: `${SCREENSHOTS}/friend-light-over.png` });
  // Dark on a phone: the same game, the board upright.
  await dark.page.setViewportSize({ width: 390, height: 844 });
  await dark.page.screenshot({ path: `${SCREENSHOTS}/friend-dark-over-phone.png`, fullPage: true });
  for (const p of [light, dark, watcher]) {
    expect(await axe(p.page)).toEqual([]);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('the static page (no game server) does not offer Play a friend', async ({ game, page, pageLog }) => {
  const health = page.waitForResponse((res) => res.url().endsWith('/api/health'));
  // (A new context: no saved game, the start card.)
  await game.open('?speed=fast');
  expect(await (await health).text()).toBe('no game server');
  await expect(game.playButton).toBeVisible();
  await expect(game.start.getByRole('button', { name: 'Play a friend' })).toHaveCount(0);
  expect(pageLog.failed).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});
