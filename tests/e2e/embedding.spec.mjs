// The game embedded in other sites' pages (docs/embedding.md): a strict
// Content-Security-Policy sent as a header, sandboxed and cross-origin
// iframes, a host page that must not be scrolled or focused, storage that
// fails, and <daldos-game> elements side by side. The host pages are
// served from a second origin (another port) unless the case needs one.
import { test, expect, GamePage, serveHost, watch } from './page.mjs';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';

const STRICT = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:";
const NO_WASM = "default-src 'self'; script-src 'self'; style-src 'self'";

/** Serves dist/ (with `headers`) and a folder of host pages `hosts`
 * (file name → HTML, `{{game}}` replaced by dist's URL) on another port. */
async function servers({ headers = {}, hosts = {}, hostHeaders = {} } = {}) {
  const game = await startServer({ dir: 'dist', headers });
  const dir = mkdtempSync(path.join(tmpdir(), 'daldos-host-'));
  for (const [name, html] of Object.entries(hosts)) writeFileSync(path.join(dir, name), html.replaceAll('{{game}}', game.url));
  const host = await startServer({ dir, headers: hostHeaders });
  return {
    game: game.url,
    host: host.url,
    async close() {
      await game.close();
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A host page: a search field at the top, 1,500 px of text, then `body`. */
const tall = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<link rel="icon" href="data:,"></head>
<body style="margin:0"><input id="q" aria-label="Search"><h1>A museum page</h1><div style="height:1500px">Long text</div>${body}<p>After</p></body></html>`;
/** A short host page around `body`. */
const short = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<link rel="icon" href="data:,"></head><body>${body}</body></html>`;

test('the page under a strict CSP sent as a header: loads and plays, nothing refused', async ({ page }) => {
  const s = await servers({ headers: { 'Content-Security-Policy': STRICT } });
  try {
    const errors = watch(page);
    const game = new GamePage(page, { url: s.game });
    await game.open('?seed=25&speed=fast');
    await game.openOptions();
    await game.chooseAndStart({ mode: 'pvp' });
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    await page.getByRole('button', { name: 'Throw', exact: true }).click();
    await expect(game.dice).toHaveAttribute('data-dice', /\d\+\d/);
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('a policy without wasm-unsafe-eval: the visitor is told in words within 5 seconds', async ({ page }) => {
  const s = await servers({ headers: { 'Content-Security-Policy': NO_WASM } });
  try {
    await page.goto(s.game);
    const message = page.locator('daldos-game .dd-boot');
    await expect(message).toHaveText(/security policy \(Content-Security-Policy\) blocks WebAssembly.*'wasm-unsafe-eval'/, {
      timeout: 5_000,
    });
    await expect(new GamePage(page).element).toHaveAttribute('data-error', 'wasm-blocked');
    await expect(page.locator('#status')).toBeHidden();
  } finally {
    await s.close();
  }
});

test('a sandbox where the scripts cannot load: a message, not an endless "Loading"', async ({ page }) => {
  // allow-scripts without allow-same-origin: the frame's origin is opaque,
  // so its module scripts (served without CORS headers) are refused.
  const s = await servers({
    hosts: { 'index.html': short('<iframe sandbox="allow-scripts" src="{{game}}" width="800" height="600"></iframe>') },
  });
  try {
    await page.goto(s.host);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('#boot-failed')).toBeVisible({ timeout: 10_000 });
    await expect(frame.locator('#boot-failed')).toContainText('allow-scripts allow-same-origin');
    await expect(frame.locator('#status')).toBeHidden();
  } finally {
    await s.close();
  }
});

test('a sandbox with CORS (allow-scripts only): the game plays, says it cannot be saved, no error', async ({ page }) => {
  const s = await servers({
    headers: { 'Access-Control-Allow-Origin': '*' },
    hosts: { 'index.html': tall('<iframe sandbox="allow-scripts" src="{{game}}?seed=25&speed=fast" width="900" height="700"></iframe>') },
  });
  try {
    const errors = watch(page);
    await page.goto(s.host);
    const frame = page.frameLocator('iframe');
    const game = new GamePage(page, { frame });
    await expect(game.body).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(frame.locator('.dd-nosave')).toHaveText('This game cannot be saved here: it is lost if the page is closed or reloaded.');
    // Every button works without allow-forms.
    const dialog = await game.openOptions();
    await game.chooseAndStart({ mode: 'pvp' });
    await expect(dialog).toBeHidden();
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    await frame.getByRole('button', { name: 'How to play' }).click();
    await frame.getByRole('dialog', { name: 'How to play Daldøs' }).getByRole('button', { name: 'Close' }).click();
    await expect(frame.getByRole('dialog', { name: 'How to play Daldøs' })).toBeHidden();
    await frame.getByRole('button', { name: 'Throw', exact: true }).click();
    await expect(game.dice).toHaveAttribute('data-dice', /\d\+\d/);
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('a cross-origin iframe below a long host page never scrolls or focuses the host', async ({ page }) => {
  // The computer plays itself to the end inside the frame (game over
  // included); the host stays where it was, and its keys stay its own.
  const s = await servers({
    hosts: {
      'index.html': tall('<iframe src="{{game}}?autoplay=fast&board=12&seed=4" width="900" height="700"></iframe>'),
      'start.html': tall('<iframe src="{{game}}?seed=4" width="900" height="700"></iframe>'),
    },
  });
  try {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(s.host);
    const game = new GamePage(page, { frame: page.frameLocator('iframe') });
    await expect(game.over).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => [window.scrollY, document.activeElement?.tagName])).toEqual([0, 'BODY']);

    // A first visit: the start card, nothing focused; Enter on the host
    // starts nothing in the frame.
    await page.goto(`${s.host}start.html`);
    await expect(game.start).toBeVisible({ timeout: 15_000 });
    await page.locator('#q').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(game.start).toBeVisible();
    expect(await page.evaluate(() => [window.scrollY, document.activeElement?.id])).toEqual([0, 'q']);
  } finally {
    await s.close();
  }
});

test('two <daldos-game> elements on one page play independently, each with its own save and worker', async ({ page }) => {
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two games</title><link rel="icon" href="data:,">
<script type="module" src="www/daldos-game.js"></script><script type="module" src="www/daldos-game.js?again"></script></head>
<body><daldos-game id="one" board="16" mode="pvp" seed="25" speed="fast" lang="en"></daldos-game>
<daldos-game id="two" board="12" mode="pvp" seed="1" speed="fast" lang="da"></daldos-game></body></html>`;
  // The host page beside a copy of the game's folder (here a link to it).
  const server = await serveHost({ 'two-games.html': host });
  try {
    const errors = watch(page);
    await page.goto(`${server.url}two-games.html`);
    const one = new GamePage(page, { element: '#one' });
    const two = new GamePage(page, { element: '#two' });
    await expect(one.start).toBeVisible();
    await expect(two.start).toBeVisible();
    // Each in its own language, with its own ids inside its shadow root.
    await expect(one.element.getByRole('button', { name: /^Play/ })).toBeVisible();
    await expect(two.element.getByRole('button', { name: /^Spil/ })).toBeVisible();
    await one.element.getByRole('button', { name: /^Play/ }).click();
    await two.element.getByRole('button', { name: /^Spil/ }).click();
    await expect(one.app).toHaveAttribute('data-state', 'human-throw');
    await expect(two.app).toHaveAttribute('data-state', 'human-throw');
    await expect(one.board).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a');
    await expect(two.board).toHaveAttribute('data-position', 'aaaaaaaaaaaa/13/bbbbbbbbbbbb a');
    // Two saves under two keys.
    const saves = await page.evaluate(() => ({
      one: JSON.parse(localStorage.getItem('daldos.save.v1.one') || 'null'),
      two: JSON.parse(localStorage.getItem('daldos.save.v1.two') || 'null'),
    }));
    expect(saves.one.record).toContain('[Board "16"]');
    expect(saves.two.record).toContain('[Board "12"]');
    // The element's record and position, and its events.
    const events = await page.evaluate(async () => {
      const el = /** @type {any} */ (document.querySelector('#one'));
      const seen = [];
      for (const type of ['daldos-throw', 'daldos-move']) el.addEventListener(type, (e) => seen.push([type, e.detail]));
      el.shadowRoot.querySelector('.dd-throw').click();
      await new Promise((r) => setTimeout(r, 500));
      return { seen, position: el.position, record: el.record };
    });
    expect(events.seen[0][0]).toBe('daldos-throw');
    expect(events.seen[0][1]).toMatchObject({ side: 'a' });
    expect(events.position).toMatch(/^a{16}\/17\/b{16} a$/);
    expect(events.record).toContain('[Board "16"]');
    // newGame(config) checks what it is given.
    const bad = await page.evaluate(() => {
      try {
        /** @type {any} */ (document.querySelector('#two')).newGame({ board: 13 });
        return null;
      } catch (e) {
        return `${e.name}: ${e.message}`;
      }
    });
    expect(bad).toBe('RangeError: board 13: one of 16, 12');
    // Removing an element stops its worker.
    await page.evaluate(() => /** @type {any} */ (document.querySelector('#two')).newGame({ mode: 'cvc', level: 1 }));
    await expect.poll(() => page.workers().length, { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => document.querySelector('#two')?.remove());
    await expect.poll(() => page.workers().length).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
});

/** The page in kiosk mode (seed 25, English) on a fake clock, on which
 * minutes of idling pass at once: its page object, and its errors as
 * `watch` gathers them. */
async function kioskPage(page, s, more = '') {
  const errors = watch(page);
  const game = new GamePage(page, { url: s.game });
  await page.clock.install();
  await game.open(`?kiosk=1&seed=25&speed=fast&lang=en${more}`);
  return { game, errors };
}

test('kiosk mode: the game alone, nothing kept, "Still playing?" when idle, then the attract loop until a touch', async ({
  page,
}) => {
  const s = await servers();
  try {
    const { game, errors } = await kioskPage(page, s);
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    const start = game.start;
    // The languages as large buttons; a choice redraws the start card in it.
    await expect(start.locator('.dd-languages button')).toHaveText(['English', 'Dansk', 'Norsk (bokmål)', 'Español', 'Italiano', 'Svenska', 'Deutsch']);
    await start.getByRole('button', { name: 'Italiano' }).click();
    await expect(game.start.getByRole('button', { name: /^Gioca/ })).toBeVisible();
    await game.start.getByRole('button', { name: 'English' }).click();
    const play = game.start.getByRole('button', { name: /^Play/ });
    expect((await play.boundingBox())?.height).toBeGreaterThanOrEqual(56);
    await play.click();
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    await page.getByRole('button', { name: 'Throw', exact: true }).click();
    await expect(game.app).toHaveAttribute('data-state', 'human-move');
    const position = await game.board.getAttribute('data-position');
    // Nothing of a visitor's game is kept.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('daldos.save')))).toEqual([]);

    const ask = page.locator('.dd-kiosk-card');
    await page.clock.fastForward('02:50');
    await expect(ask).toBeHidden();
    await page.clock.fastForward('00:15');
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('Still playing?');
    await ask.getByRole('button', { name: 'Yes, keep playing' }).click();
    await expect(ask).toBeHidden();
    await expect(game.board).toHaveAttribute('data-position', position || '');

    // Nobody answers: the computer plays itself for nobody.
    await page.clock.fastForward('03:05');
    await expect(ask).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(ask).toBeHidden();
    await expect(game.app).toHaveAttribute('data-attract', 'true');
    await expect(game.app).toHaveAttribute('data-mode', 'cvc');
    await game.computerPlays(2);
    // A touch brings back the start card, and a fresh board.
    await game.board.click();
    await expect(game.app).not.toHaveAttribute('data-attract', 'true');
    await expect(game.start).toBeVisible();
    await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a');
    await expect(page.locator('.dd-movelist li[data-side]')).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('daldos.save')))).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('kiosk mode on a phone: the start card and "Still playing?" lie wholly on the screen', async ({ page }) => {
  const s = await servers();
  try {
    await page.setViewportSize({ width: 360, height: 640 });
    const { game, errors } = await kioskPage(page, s);
    const onScreen = async (card) => {
      const box = await card.boundingBox();
      expect(box).not.toBeNull();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
    };
    await expect(game.start).toBeVisible();
    await onScreen(game.start);
    await game.start.getByRole('button', { name: /^Play/ }).click();
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    const ask = page.locator('.dd-kiosk-card');
    await page.clock.fastForward('03:05');
    await expect(ask).toBeVisible();
    await onScreen(ask);
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('kiosk mode from the page address takes its idle minutes there too', async ({ page }) => {
  const s = await servers();
  try {
    const { game, errors } = await kioskPage(page, s, '&idle-minutes=0.5');
    await game.start.getByRole('button', { name: /^Play/ }).click();
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    const ask = page.locator('.dd-kiosk-card');
    await page.clock.fastForward('00:25');
    await expect(ask).toBeHidden();
    await page.clock.fastForward('00:10');
    await expect(ask).toContainText('Still playing?');
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('kiosk mode: the next visitor gets the page’s language back, and the waking touch presses nothing', async ({ page }) => {
  const s = await servers();
  try {
    const { game, errors } = await kioskPage(page, s);
    // Where Dansk sits on the start card (it comes back in the same place).
    const dansk = await game.start.getByRole('button', { name: 'Dansk' }).boundingBox();
    // A visitor picks Danish and plays.
    await game.start.getByRole('button', { name: 'Dansk' }).click();
    await game.start.getByRole('button', { name: /^Spil/ }).click();
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    // Gone: "Still playing?", then the attract loop.
    await page.clock.fastForward('03:05');
    await page.clock.fastForward('00:31');
    await expect(game.app).toHaveAttribute('data-attract', 'true');
    // The next visitor touches the screen where Dansk will be: it only wakes it.
    await page.mouse.click(dansk.x + dansk.width / 2, dansk.y + dansk.height / 2);
    await expect(game.start.getByRole('button', { name: /^Play/ })).toBeVisible();
    await expect(game.start.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(game.element).toHaveAttribute('lang', 'en');
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('kiosk mode: a held finger, a drag or the wheel is somebody there; "Still playing?" comes over a dialog; the host hears activity', async ({
  page,
}) => {
  const s = await servers();
  try {
    const { game, errors } = await kioskPage(page, s);
    await page.evaluate(() => {
      /** @type {any} */ (window).__activity = 0;
      document.addEventListener('daldos-activity', () => /** @type {any} */ (window).__activity++);
    });
    await game.start.getByRole('button', { name: /^Play/ }).click();
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    expect(await page.evaluate(() => /** @type {any} */ (window).__activity)).toBeGreaterThanOrEqual(1);
    const ask = page.locator('.dd-kiosk-card');
    // A finger put down on the board and held there: no question.
    const box = await game.board.boundingBox();
    if (!box) throw new Error('no board');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.fastForward('03:10');
    await expect(ask).toBeHidden();
    await page.mouse.up();
    // The wheel over the rules, now and then: no question either.
    await page.getByRole('button', { name: 'How to play' }).click();
    const rules = page.getByRole('dialog', { name: /rules|How to play/i });
    await expect(rules).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.clock.fastForward('01:00');
      await rules.hover();
      await page.mouse.wheel(0, 40);
    }
    await expect(ask).toBeHidden();
    // Left alone with the rules open: the question, over everything.
    await page.clock.fastForward('03:05');
    await expect(ask).toBeVisible();
    await expect(rules).toBeHidden();
    await ask.getByRole('button', { name: 'Yes, keep playing' }).click();
    await expect(ask).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});

test('kiosk mode: the attract loop says nothing, and each new game takes the next seed', async ({ page }) => {
  const s = await servers();
  try {
    const { game, errors } = await kioskPage(page, s);
    /** The roll-off the facade throws for `seed`. */
    const rollOffFor = (seed) =>
      page.evaluate((seed) => {
        const g = new (/** @type {any} */ (window).wasmBindings.Game)(16, 'standard');
        g.setSeed(seed);
        const rounds = g.rollOff().rounds.map((r) => `${r.a.join('+')} ${r.b.join('+')}`).join(', ');
        g.free();
        return rounds;
      }, seed);
    const rollOffShown = () => game.element.evaluate((g) => /\[RollOff "([^"]*)"\]/.exec(/** @type {any} */ (g).record)?.[1]);
    await game.start.getByRole('button', { name: /^Play/ }).click();
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    expect(await rollOffShown()).toBe(await rollOffFor(25));
    // Nobody: the attract loop (seed 26), heard by nobody (its session
    // empties the live region as every new session does, and says nothing).
    await page.clock.fastForward('03:05');
    await page.clock.runFor(1000);
    await page.clock.fastForward('00:31');
    await expect(game.app).toHaveAttribute('data-attract', 'true');
    await game.computerPlays(3);
    await page.clock.runFor(1000);
    await expect(game.live).toHaveText('');
    expect(await rollOffShown()).toBe(await rollOffFor(26));
    // The next visitor's game: seed 27, not the first visitor's.
    await game.board.click();
    await game.start.getByRole('button', { name: /^Play/ }).click();
    // (Busy may still be the roll-off rolling: its record comes once it is thrown.)
    await expect(game.app).toHaveAttribute('data-state', /^(human-throw|busy|human-move)$/);
    const third = await rollOffFor(27);
    await expect.poll(rollOffShown).toBe(third);
    expect(errors).toEqual([]);
  } finally {
    await s.close();
  }
});
