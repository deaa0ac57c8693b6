#!/usr/bin/env node
// The player's waiting, as a benchmark (issue "a pleasure to play": under
// 20 s of waiting in a 90-throw game against level 2 at "fast"). Plays
// seeded games against the computer at level 2 in headless Chromium, at the
// pace "fast" (the page's `pace=fast`, as the settings menu sets it), at phone size (390×844) and desktop size (1280×800). The
// player's side is played by this script at once: Throw, or the first
// movable piece and its first target (the first way when "Which way?" is
// asked). The waiting is every moment, from the player's first turn to the
// game's end, in which the page lets the player do nothing (its data-state
// neither `human-throw` nor `human-move`): the player's own move drawn, the
// computer thinking, its dice and moves, lost throws passing. Timed in the
// page (a MutationObserver on data-state, performance.now()), so the
// script's own clicks do not count. Prints each game's throws and waiting,
// and the waiting per 90 throws, with the machine's load average: the
// figure depends on the machine, so docs/benchmarks.md gives it with its
// load. Needs a release build in dist/ (`make build-web`).
// Usage: node scripts/bench-pace.mjs [--pace=off|fast|normal] [seed ...]
// (default: fast, seeds 1 2 3; at "off" what is left is the page's and the
// engine's own time, no animation or pause)
import { cpus, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startServer } from './serve.mjs';

const seeds = process.argv.slice(2).filter((a) => /^\d+$/.test(a)).map(Number);
const SEEDS = seeds.length ? seeds : [1, 2, 3];
const PACE = process.argv.find((a) => a.startsWith('--pace='))?.slice('--pace='.length) ?? 'fast';
const SIZES = [
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'desktop 1280x800', viewport: { width: 1280, height: 800 } },
];
/** A game longer than this many of the player's actions is cut off (never seen). */
const MAX_ACTIONS = 600;

const { url, close } = await startServer({ dir: 'dist', host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Plays one game at `size` with dice seed `seed`; its throws and the waiting in ms. */
async function play(size, seed) {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: !!size.hasTouch, isMobile: !!size.isMobile });
  const page = await context.newPage();
  // The game's root, in the page or in its element's shadow root.
  await page.addInitScript(() => {
    /** @type {any} */ (window).gameRoot = () =>
      document.querySelector('.daldos') ?? document.querySelector('daldos-game')?.shadowRoot?.querySelector('.daldos');
  });
  await page.goto(`${url}?seed=${seed}&pace=${PACE}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('.dd-start-more button').last().click();
  const dialog = page.locator('dialog[open]');
  await dialog.locator('input[name="mode"][value="pvc"]').check();
  await dialog.locator('select[name="level"]').selectOption('2');
  await dialog.getByRole('button', { name: 'Start' }).click();
  const app = page.locator('.daldos');
  await app.and(page.locator('[data-state^="human-"]')).waitFor({ timeout: 60_000 });
  // From the player's first turn: each change of data-state, timed.
  await page.evaluate(() => {
    const root = /** @type {any} */ (window).gameRoot();
    const w = /** @type {any} */ (window);
    // Each wait, by what came before it and after it: the player's
    // throw (human-throw > human-move), the player's move drawn with a die
    // left (human-move > human-move), the turn passed and the computer's
    // turn (> human-throw: after the player's last move or lost throw).
    w.__pace = { waits: {}, since: null, from: root.dataset.state };
    const human = (s) => /^human-/.test(s) || s === 'over';
    new MutationObserver(() => {
      const now = performance.now();
      const p = w.__pace;
      const state = root.dataset.state;
      if (human(state)) {
        if (p.since != null) {
          const key = `${p.from} > ${state}`;
          p.waits[key] = (p.waits[key] ?? 0) + now - p.since;
        }
        p.since = null;
        p.from = state;
      } else if (p.since == null) p.since = now;
    }).observe(root, { attributes: true, attributeFilter: ['data-state'] });
  });
  for (let actions = 0; actions < MAX_ACTIONS; actions++) {
    await app.and(page.locator('[data-state^="human-"], [data-state="over"]')).waitFor({ timeout: 60_000 });
    const state = await app.getAttribute('data-state');
    if (state === 'over') break;
    if (state === 'human-throw') {
      await page.locator('.dd-throw').click();
    } else if (await page.locator('.dd-choice:visible').count()) {
      await page.locator('.dd-choice:visible button').first().click();
    } else if (await page.locator('[data-selected]').count()) {
      await page.locator('[data-hole][data-target]').first().click();
    } else {
      await page.locator('[data-hole]:has(> .slot > [data-movable])').first().click();
    }
    // The click's effect: the state or the board changes before the next look.
    await page.waitForFunction(() => true);
  }
  await app.and(page.locator('[data-state="over"]')).waitFor({ timeout: 60_000 });
  const { waits, throws } = await page.evaluate(() => ({
    waits: /** @type {any} */ (window).__pace.waits,
    throws: /** @type {any} */ (window).gameRoot().querySelectorAll('.dd-movelist li[data-side]').length,
  }));
  await context.close();
  return { throws, waits };
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`pace "${PACE}", level 2, seeds ${SEEDS.join(' ')}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
/** The waits' kinds, as printed. */
const KINDS = [
  ['computer', (k) => k.endsWith('> human-throw') || k.endsWith('> over')],
  ['own throw', (k) => k === 'human-throw > human-move'],
  ['own move', (k) => k === 'human-move > human-move'],
];
for (const size of SIZES) {
  let throws = 0;
  const total = Object.fromEntries(KINDS.map(([name]) => [name, 0]));
  for (const seed of SEEDS) {
    const game = await play(size, seed);
    const sums = KINDS.map(([name, is]) => {
      const ms = Object.entries(game.waits)
        .filter(([k]) => is(k))
        .reduce((a, [, v]) => a + v, 0);
      total[name] += ms;
      return `${name} ${s(ms)}`;
    });
    console.log(`  ${size.name}, seed ${seed}: ${game.throws} throws; waiting: ${sums.join(', ')}`);
    throws += game.throws;
  }
  const per90 = KINDS.map(([name]) => `${name} ${s((total[name] * 90) / throws)}`);
  console.log(`${size.name}: waiting per 90 throws: ${per90.join(', ')} (${throws} throws)`);
}
console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await browser.close();
await close();
