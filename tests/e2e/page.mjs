// The page object of the Chromium suite (Playwright): every spec of
// tests/e2e reaches the game through it, as tests/webdriver/page.mjs does
// for Firefox and WebKit. It holds the locators of the game's hooks (the
// `.daldos` root's data-state/data-mode/data-ai, the board's data-position
// and data-turn, the dice's data-dice, `[data-hole]` groups with
// `[data-movable]` pieces and `[data-target]` holes), the fresh start (no
// saved game), the saved game, and the actions the specs repeat. Every wait
// is for a state; nothing sleeps (the dice are seeded).
//
//   import { test, expect } from './page.mjs';
//   test('…', async ({ game, page, pageLog }) => {
//     await game.freshStart('?seed=25&speed=fast', { mode: 'pvp' });
//     await game.throwDice('1+1');
//     await expect(game.app).toHaveAttribute('data-state', 'human-move');
//   });
//
// `game` is the page object of the test's page (the game served from
// dist/ at E2E_BASE_URL); `new GamePage(page, { url, frame, element })`
// makes one for another server, a frame or one element of a host page.
// `pageLog` records every request and console or page error, so that a
// test can assert the page stays on its own origin and loads cleanly.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startServer } from '../../scripts/serve.mjs';
import { KEY, S25 } from './seeded.mjs';

export { expect };

/** A player may act: to throw, or to move. */
export const HUMAN = /^human-(throw|move)$/;
/** Where the screenshots go (for a person to look at). */
export const SCREENSHOTS = 'test-results/screenshots';
/** What makes a hole one whose piece may move (`[data-hole]${MOVABLE}`). */
export const MOVABLE = ':has(> .slot > [data-movable])';

/** The address of dist/ as served for the tests (tests/e2e/global-setup.mjs). */
export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL not set (global setup did not run?)');
  return url;
};

/** A save as localStorage holds it (a string is stored as it is). */
const text = (save) => (typeof save === 'string' ? save : JSON.stringify(save));

export class GamePage {
  /**
   * @param {import('@playwright/test').Page} page
   * @param {{ url?: string, frame?: import('@playwright/test').FrameLocator, element?: string }} [where]
   *   `url`: the page's address (default: dist/ as served for the tests);
   *   `frame`: the game is in this frame of `page` (its locators and the
   *   dialog's actions then search the frame; the storage read is the
   *   page's); `element`: the CSS selector of one `<daldos-game>` among
   *   several (default: the only one)
   */
  constructor(page, { url, frame, element } = {}) {
    this.page = page;
    this.url = url ?? baseURL();
    /** The document the game is in. */
    this.doc = frame ?? page;
    /** The `<daldos-game>` element; the locators below search its shadow root. */
    this.element = this.doc.locator(element ?? 'daldos-game');
    const host = element ? this.element : this.doc;
    this.host = host;
    this.body = this.doc.locator('body');
    this.app = host.locator('.daldos');
    this.board = host.locator('.dd-board');
    this.dice = host.locator('.dd-dice');
    this.announce = host.locator('.dd-announce');
    this.live = host.locator('.dd-live');
    this.turnLine = host.locator('.dd-turn');
    this.start = host.locator('.dd-start');
    this.playButton = host.locator('.dd-play');
    this.throwButton = host.locator('.dd-throw');
    this.hintButton = host.locator('.dd-hint-btn');
    this.hintBox = host.locator('.dd-hint');
    this.choice = host.locator('.dd-choice');
    /** The settings menu's button beside Throw, and its panel. */
    this.menuButton = host.locator('.dd-menu-btn');
    this.menu = host.locator('.dd-menu');
    this.over = host.locator('.dd-over');
    this.fileInput = host.locator('.dd-file-input');
    /** Asked before a game file or link opens over a game under way. */
    this.openAsk = host.locator('dialog.dd-open-ask');
    this.replay = host.locator('.dd-replay');
    this.replayStep = host.locator('.dd-replay-step');
    this.lesson = host.locator('.dd-lesson');
    this.lessonNext = host.locator('.dd-lesson-next');
    /** Every line of the move list, by its notation. */
    this.moveList = host.locator('.dd-movelist li .dd-notation');
    /** The finished plays of the move list (not the throw in use). */
    this.plays = host.locator('.dd-movelist li[data-side]:not(.current)');
    this.movable = host.locator(`[data-hole]${MOVABLE}`);
    this.targets = host.locator('[data-target]');
    /** The New-game dialog (English). */
    this.newGameDialog = host.getByRole('dialog', { name: 'New game' });
  }

  /** The board's hole `name` (its `<g>`). */
  hole(name) {
    return this.host.locator(`[data-hole="${name}"]`);
  }

  // ---- setting up ------------------------------------------------------

  /** Waits until the page has started (body[data-ready]). */
  async ready() {
    await expect(this.body).toHaveAttribute('data-ready', 'true');
  }

  /** Opens the page at `query` and waits until it has started. */
  async open(query = '') {
    await this.page.goto(this.url + query);
    await this.ready();
  }

  /** Reloads the page and waits until it has started again. */
  async reload() {
    await this.page.reload();
    await this.ready();
  }

  /** Opens the page at `query` with no saved game (localStorage cleared;
   * with `save`, that one stored as the only one) and waits until it has
   * started: a first visit, or a visit with exactly that save. */
  async fresh(query = '', { save } = {}) {
    await this.open(query);
    await this.page.evaluate(
      ([k, v]) => {
        localStorage.clear();
        if (v != null) localStorage.setItem(k, v);
      },
      [KEY, save == null ? null : text(save)],
    );
    await this.reload();
  }

  /** Opens the page at `query`, stores `save` as the saved game (once that
   * page has read its own, so that it cannot answer or overwrite this one)
   * and reloads: the page resumes `save`. Other stored keys stay. */
  async loadSave(save, query = '') {
    await this.open(query);
    await this.setSave(save);
    await this.reload();
  }

  /** Stores `save` (an object, or the text as it is) as the saved game. */
  setSave(save) {
    return this.page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, text(save)]);
  }

  /** Holds back the computer's files (engine/) until the returned
   * `release()`: the computer's turn waits, for as long as the test needs,
   * with nothing timed. */
  async holdEngine() {
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((r) => (release = () => r(undefined)));
    await this.page.context().route('**/engine/**', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** Opens the New-game dialog from the start card's Options button. */
  async openOptions() {
    await this.host.locator('.dd-start-more button').last().click();
    return this.newGameDialog;
  }

  /** In the open New-game dialog: chooses `mode`, `size`, `level`, `human`
   * and `variants` (ids) where given, the others as the dialog has them,
   * and presses Start. */
  async chooseAndStart({ mode, size, level, human, variants = [] } = {}) {
    const dialog = this.newGameDialog;
    if (mode) await dialog.locator(`input[name="mode"][value="${mode}"]`).check();
    if (size) await dialog.locator(`input[name="size"][value="${size}"]`).check();
    if (level) await dialog.locator('select[name="level"]').selectOption(String(level));
    if (human) await dialog.locator(`input[name="human"][value="${human}"]`).check();
    for (const id of variants) await dialog.locator(`input[name="${id}"]`).check();
    await dialog.getByRole('button', { name: 'Start' }).click();
  }

  /** A new game from the start card's Options, as `chooseAndStart`. */
  async startGame(choices) {
    await this.openOptions();
    await expect(this.newGameDialog).toBeVisible();
    await this.chooseAndStart(choices);
  }

  /** Opens the page at `query` with no saved game and starts a game from
   * the New-game dialog (`choices` as `chooseAndStart`); waits until the
   * state is `state` (a player can act). */
  async freshStart(query, choices, { state = HUMAN } = {}) {
    await this.fresh(query);
    await this.startGame(choices);
    await expect(this.app).toHaveAttribute('data-state', state, { timeout: 20_000 });
  }

  /** `freshStart` of a game between two players; waits for its first throw. */
  startTwoPlayers(query) {
    return this.freshStart(query, { mode: 'pvp' }, { state: 'human-throw' });
  }
  /** Seed 25, two players: Light throws 1+1 and moves A16-M16 (`S25` of
   * seeded.mjs), so the throw is left half used: a game under way. */
  async halfThrow() {
    await this.startTwoPlayers(S25.query);
    await this.throwButton.click();
    await expect(this.dice).toHaveAttribute('data-dice', S25.dice);
    const [from, to] = S25.step;
    await this.hole(from).click();
    await this.hole(to).click();
    await expect(this.board).toHaveAttribute('data-position', S25.position);
  }


  // ---- playing ---------------------------------------------------------

  /** Waits until the page shows exactly this: `state` (data-state; the
   * computer may think first), `position` (the board and the side to
   * move) and `dice` (the dice shown). */
  async expectAt({ state, position, dice }) {
    if (state) await expect(this.app).toHaveAttribute('data-state', state, { timeout: 20_000 });
    if (position) await expect(this.board).toHaveAttribute('data-position', position);
    if (dice) await expect(this.dice).toHaveAttribute('data-dice', dice);
  }

  /** Clicks Throw; the dice show `dice` and the player then has `state`. */
  async throwDice(dice, state = 'human-move') {
    await this.throwButton.click();
    await this.expectAt({ dice, state });
  }

  /** Clicks the piece on `from` (it is selected), then the hole `to`. */
  async move(from, to) {
    await this.hole(from).click();
    await expect(this.hole(from)).toHaveAttribute('data-selected', 'true');
    await this.hole(to).click();
  }

  /** Opens the settings menu beside Throw (if it is closed); returns its panel. */
  async openMenu() {
    if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') await this.menuButton.click();
    await expect(this.menu).toBeVisible();
    return this.menu;
  }

  /** The settings menu's choice named `name` (a checkbox or a radio button), the menu opened. */
  async option(name) {
    return (await this.openMenu()).getByLabel(name, { exact: true });
  }

  /** Asks for the engine's hint and waits until it is shown. */
  async askHint() {
    await this.hintButton.click();
    await expect(this.hintBox).toBeVisible({ timeout: 20_000 });
  }

  /** Opens `content` (text or bytes) as the game file `name`, by the file picker. */
  openFile(name, content) {
    return this.fileInput.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  }

  /** Opens the game file `name` and plays on from its end: a file opens
   * in the replay viewer (over a game under way once "Open it" is
   * answered), and its "Continue from here" (pressed twice over a game
   * under way: it asks first) plays on in the mode of the game before. */
  async playFile(name, content) {
    await this.openFile(name, content);
    const ask = this.openAsk;
    await ask.or(this.replay.locator('.dd-replay-viewer')).filter({ visible: true }).first().waitFor();
    const underWay = await ask.isVisible();
    if (underWay) await this.page.getByRole('button', { name: 'Open it' }).click();
    await expect(this.app).toHaveAttribute('data-state', 'replay');
    // (By its class: the page may be in another language.)
    await this.replay.locator('.dd-replay-continue').click();
    if (underWay) await this.page.getByRole('button', { name: 'Leave your game and play on from here' }).click();
    await expect(this.app).not.toHaveAttribute('data-state', 'replay');
  }

  /** Waits (each animation frame) until a player can act or the game is
   * over; returns the state. */
  async actionable({ timeout = 30_000 } = {}) {
    const handle = await this.page.waitForFunction(
      () => {
        const state = document.querySelector('daldos-game')?.shadowRoot?.querySelector('.daldos')?.dataset.state;
        return /^(human-throw|human-move|over)$/.test(state || '') && state;
      },
      null,
      { polling: 'raf', timeout },
    );
    return handle.jsonValue();
  }

  /** Plays the game on by clicks (Throw, else the first movable piece, its
   * first target, the first way if asked) until it is over; returns the
   * clicks made. The dice are seeded: the same game gives the same clicks. */
  async playToEnd({ maxClicks = 2000 } = {}) {
    for (let clicks = 0; clicks < maxClicks; ) {
      const state = await this.actionable();
      if (state === 'over') return clicks;
      if (state === 'human-throw') {
        await this.throwButton.click();
        clicks++;
        continue;
      }
      await this.movable.first().click();
      await expect(this.host.locator('[data-selected]')).toHaveCount(1);
      await this.host.locator('[data-hole][data-target]').first().click();
      clicks += 2;
      const way = this.host.locator('.dd-choice:not([hidden]) button');
      if (await way.count()) {
        await way.first().click();
        clicks++;
      }
    }
    throw new Error(`the game did not end within ${maxClicks} clicks`);
  }

  /** What of a lesson is out of view: `{ out, count }`, `out` naming the
   * lesson's words if not wholly in the window (on a phone, where the card
   * sticks to the top, within the card) and each element of `sel` (in the
   * game's shadow root; `count` of them) not wholly in the window or, on a
   * phone, under the card. */
  lessonOutOfView(sel) {
    return this.page.evaluate((sel) => {
      const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
      const cardEl = root.querySelector('.dd-lesson');
      const card = cardEl.getBoundingClientRect();
      const top = getComputedStyle(cardEl).position === 'sticky' ? card.bottom : 0;
      const words = root.querySelector('.dd-lesson-text').getBoundingClientRect();
      const out = [];
      if (words.top < 0 || words.bottom > Math.min(innerHeight, top || innerHeight)) out.push(`the words at ${words.top}–${words.bottom}`);
      const all = root.querySelectorAll(sel);
      for (const e of all) {
        const r = e.getBoundingClientRect();
        const name = e.closest('[data-hole]')?.dataset.hole ?? sel;
        if (r.top < top || r.bottom > innerHeight) out.push(`${name} at ${Math.round(r.top)}–${Math.round(r.bottom)}, the card to ${Math.round(card.bottom)}`);
      }
      return { out, count: all.length };
    }, sel);
  }

  /** Plays the lesson of Learn to play shown: throws, and moves the first
   * movable piece to the first marked hole, until the lesson says it is
   * done (its Next). */
  async playLessonOut() {
    for (let k = 0; k < 8; k++) {
      if (await this.lessonNext.isVisible()) return;
      await expect(this.app).toHaveAttribute('data-state', /human-throw|human-move|over/);
      const state = await this.app.getAttribute('data-state');
      if (state === 'human-throw') {
        // A lesson done may be drawn to throw a moment before its Next
        // shows (Throw stays off then): whichever comes.
        await expect(this.lessonNext.or(this.host.locator('.dd-throw:enabled'))).toBeVisible();
        if (await this.lessonNext.isVisible()) return;
        await this.throwButton.click();
      } else if (state === 'human-move') {
        await this.movable.first().click();
        await this.targets.first().click();
      }
      await expect(this.app).not.toHaveAttribute('data-state', 'busy');
    }
    await expect(this.lessonNext).toBeVisible();
  }

  /** Waits until the computer has made at least `n` plays; returns the
   * notation of every play finished by then. */
  async computerPlays(n, { timeout = 20_000 } = {}) {
    await expect.poll(() => this.plays.count(), { timeout }).toBeGreaterThanOrEqual(n);
    return this.plays.locator('.dd-notation').allTextContents();
  }

  // ---- reading ---------------------------------------------------------

  /** The saved game (parsed), or null. */
  saved() {
    return this.page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null'), KEY);
  }

  /** The saved game as stored (its text), or null. */
  savedText() {
    return this.page.evaluate((k) => localStorage.getItem(k), KEY);
  }

  /** The saved game's record, or null. */
  async savedRecord() {
    return (await this.saved())?.record ?? null;
  }

  /** The element's game record (its `record` property). */
  record() {
    return this.element.evaluate((g) => /** @type {any} */ (g).record);
  }

  /** The share code of `record` (default: the element's record), by the facade. */
  shareCode(record) {
    return this.page.evaluate(
      (r) => /** @type {any} */ (window).wasmBindings.Game.fromRecord(r ?? /** @type {any} */ (document.querySelector('daldos-game')).record).shareCode(),
      record ?? null,
    );
  }

  /** The holes matching `[data-hole]<sel>`, sorted. */
  holesWith(sel) {
    return this.host.locator(`[data-hole]${sel}`).evaluateAll((els) => els.map((e) => /** @type {HTMLElement} */ (e).dataset.hole).sort());
  }

  /** Polls until the holes matching `sel` are exactly `holes` (the board is
   * drawn on the next animation frame). */
  expectHoles(sel, holes, message) {
    return expect.poll(() => this.holesWith(sel), { message }).toEqual([...holes].sort());
  }

  /** What has the keyboard focus in the game's shadow root: a hole's name,
   * else the element's class or tag, or null. */
  focused() {
    return this.page.evaluate(() => {
      const a = document.querySelector('daldos-game')?.shadowRoot?.activeElement;
      return a ? a.getAttribute('data-hole') || a.className || a.tagName : null;
    });
  }

  /** How far the page scrolls sideways, in px (0: it does not). */
  overflow() {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  /** A screenshot of the page, `<dir>/<name>.png`. */
  async screenshot(name, { fullPage = false, dir = SCREENSHOTS } = {}) {
    mkdirSync(dir, { recursive: true });
    await this.page.screenshot({ path: `${dir}/${name}.png`, fullPage });
  }
}

/** Serves host pages (`files`: file name → HTML) beside the game's folder
 * (a link to dist/www/), as a site that embeds the game does, on a port of
 * their own; `close()` stops the server and removes the pages. */
export async function serveHost(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'daldos-host-'));
  symlinkSync(path.resolve('dist/www'), path.join(dir, 'www'));
  for (const [name, html] of Object.entries(files)) writeFileSync(path.join(dir, name), html);
  const server = await startServer({ dir });
  return {
    url: server.url,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The page errors and console errors of `page` from now on, gathered. */
export function watch(page) {
  const errors = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err}`));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(`console: ${msg.text()}`));
  return errors;
}

export const test = base.extend({
  /** The page object of the test's page. */
  game: async ({ page }, use) => {
    await use(new GamePage(page));
  },
  /** Everything the page did that a test may want to assert on. */
  pageLog: async ({ page }, use) => {
    const origin = new URL(baseURL()).origin;
    const log = { requests: [], foreign: [], failed: [], consoleErrors: [], consoleWarnings: [], pageErrors: [] };
    // Never let a request leave this machine: abort anything off-origin
    // (the test still sees and reports it).
    await page.route(
      (url) => !['data:', 'blob:'].includes(url.protocol) && url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    page.on('request', (req) => {
      const url = req.url();
      log.requests.push(url);
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) {
        log.foreign.push(url);
      }
    });
    page.on('response', (res) => {
      if (res.status() >= 400) log.failed.push(`${res.status()} ${res.url()}`);
    });
    page.on('requestfailed', (req) => log.failed.push(`${req.failure()?.errorText} ${req.url()}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') log.consoleErrors.push(msg.text());
      if (msg.type() === 'warning') log.consoleWarnings.push(msg.text());
    });
    page.on('pageerror', (err) => log.pageErrors.push(String(err)));
    await use(log);
  },
});
