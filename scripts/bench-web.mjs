#!/usr/bin/env node
// Web benchmark: wasm size (raw and gzip), total bytes transferred on the
// first load, and time from navigation to the board drawn (median of
// several runs, headless Chromium, localhost). Needs a release build in
// dist/ (`node scripts/build-web.mjs`). Then the computer's time per move at
// each level, in the page (wasm in headless Chromium): median and 95th
// percentile over a fixed set of mid-game positions. Then the long game
// (a seeded game of `crates/daldos/examples/long_game.rs`, two players on
// the Danish board): the main thread's time for one human move in the real
// page at throw 10 and at throw 2,000, and the time to resume a save of
// 200,000 throws (the facade's part, and the page's reload).
// Usage: node scripts/bench-web.mjs [runs] [--ai-only | --long-only]
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './serve.mjs';

const AI_ONLY = process.argv.includes('--ai-only');
const LONG_ONLY = process.argv.includes('--long-only');
const RUNS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) || 7);
const BUDGET_TOP_MS = 300; // top level, median per move in the browser
const BUDGET_GZIP = 150 * 1024;
const BUDGET_MS = 1000;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const files = readdirSync('dist', { recursive: true }).filter((f) => statSync(`dist/${f}`).isFile());
// The page's wasm (rules and facade) and the computer's (engine/, its worker).
for (const wasm of files.filter((f) => f.endsWith('.wasm'))) {
  const raw = readFileSync(`dist/${wasm}`);
  console.log(`wasm ${wasm}: ${kb(raw.length)} raw, ${kb(gzipSync(raw, { level: 9 }).length)} gzip`);
}

const { url, close } = await startServer({ dir: 'dist', host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const times = [];
let bytes = 0;
let gzBytes = 0;
for (let i = 0; i < (AI_ONLY || LONG_ONLY ? 0 : RUNS); i++) {
  const context = await browser.newContext(); // cold cache each run
  const page = await context.newPage();
  const loaded = [];
  page.on('response', async (res) => {
    try {
      loaded.push(await res.body());
    } catch {
      // redirects and the like have no body
    }
  });
  await page.goto(`${url}?autoplay=none`);
  await page.waitForSelector('.dd-board svg [data-hole="M0"]');
  const ms = await page.evaluate(() => performance.now());
  times.push(ms);
  await page.waitForLoadState('networkidle');
  if (i === 0) {
    bytes = loaded.reduce((n, b) => n + b.length, 0);
    gzBytes = loaded.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    console.log(`first load: ${loaded.length} responses, ${kb(bytes)} raw, ${kb(gzBytes)} if served gzip`);
  }
  await context.close();
}

// ---- the computer's time per move, per level ------------------------------
// Fixed mid-game positions on each board: seeded games (fixed dice from an
// LCG, greedy plays) stopped after 24, 28, … throws at a throw that can be
// used. The page first loads the board's trained network (www/nets/, as the
// worker does). Each level then plays each position once (timed around
// `computerPlay` only), after one untimed warm-up play.
const POSITIONS = 24;
const aiPage = await (await browser.newContext()).newPage();
await aiPage.goto(`${url}?autoplay=none`);
await aiPage.waitForFunction(() => !!window.wasmBindings);
// The engine's own wasm, as the worker loads it.
await aiPage.evaluate(async () => {
  const engine = await import(new URL('www/engine/daldos-engine.js', document.baseURI).href);
  await engine.default();
  window.engine = engine;
});
const perBoard = {};
for (const size of LONG_ONLY ? [] : [16, 12]) {
  perBoard[size] = await aiPage.evaluate(async ([count, size]) => {
    const { Game } = window.wasmBindings;
    const w = window.engine;
    const file = w.netFile(size);
    if (file) w.loadNet(new Uint8Array(await (await fetch(`www/nets/${file}`)).arrayBuffer()));
    let x = 12345;
    const die = () => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return 1 + ((x >>> 16) % 4);
    };
    const records = [];
    for (let k = 0; records.length < count && k < count * 3; k++) {
      const g = new Game(size, 'standard');
      g.rollOffWith('1+2', '3+4');
      const stop = (size === 16 ? 24 : 16) + 4 * (k % 12);
      let throws = 0;
      while (g.view().phase !== 'over') {
        const thrown = g.throwWith(`${die()}+${die()}`);
        throws++;
        if (thrown.outcome === 'lost') continue;
        if (throws >= stop) {
          records.push(g.toRecord());
          break;
        }
        for (const m of w.computerPlay(g.engineRequest(), 'greedy', throws)) g.makeMove(m);
      }
      g.free();
    }
    const out = { network: w.hasNet(size), levels: {} };
    for (let level = 1; level <= 5; level++) {
      const ms = [];
      records.forEach((rec, i) => {
        const g = Game.fromRecord(rec);
        const request = g.engineRequest();
        if (i === 0) w.computerPlay(request, `level${level}`, 1); // warm-up
        const t0 = performance.now();
        w.computerPlay(request, `level${level}`, i + 1);
        ms.push(performance.now() - t0);
        g.free();
      });
      ms.sort((a, b) => a - b);
      const q = (p) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)];
      out.levels[level] = { n: ms.length, median: q(0.5), p95: q(0.95), max: ms[ms.length - 1] };
    }
    return out;
  }, [POSITIONS, size]);
}

// ---- the long game ---------------------------------------------------------
// One seeded game (`crates/daldos/examples/long_game.rs`: Danish board, each
// play the one that captures least and leaves fewest pieces in reach, so it
// lasts), saved as a two-player game under the page's own key and resumed
// by a reload, as a visitor's reload does.
const SAVE_KEY = 'daldos.save.v1';
const MOVE_AT = [10, 2000];
const RESUME_THROWS = 200_000;
const BUDGET_RATIO = 1.5; // the move at throw 2,000 against the one at throw 10
const BUDGET_RESUME_MS = 1000;
/** The record of the long game's first `throws` throws (`open`: then a
 * throw thrown and waiting for the player's move). */
const longRecord = (throws, open = false) =>
  execFileSync('cargo', ['run', '--release', '--quiet', '-p', 'daldos', '--example', 'long_game', '--', String(throws), ...(open ? ['--open'] : [])], {
    maxBuffer: 64 << 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
const saveOf = (record) => JSON.stringify({ v: 1, mode: 'pvp', level: 3, human: 'a', record });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The main thread's busy time (Chromium's TaskDuration in thread time,
 * ms: what the main thread spent, not how long a busy machine took) while
 * one human move is made in the page resumed from `record`: a click on the
 * first movable piece, then on one of its targets (a one-die target if it
 * has one), and everything the page does until it has settled (its
 * redraw, the move list, the save); and of it the time inside the facade's
 * calls (each counted). Each run reloads the same save; the first is a
 * warm-up. Reduced motion: no animation frames in the figure. */
async function moveTime(record, runs) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value * 1000;
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  const out = { task: [], script: [], idle: [], facade: [], calls: {}, listed: 0 };
  const centre = async (hole) => {
    const b = await page.locator(`.dd-board [data-hole="${hole}"]`).boundingBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  };
  for (let i = 0; i <= runs; i++) {
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, saveOf(record)]);
    await page.reload();
    await page.waitForSelector('.daldos[data-state="human-move"] .dd-board [data-movable]');
    await sleep(500);
    const holeOf = (sel) => page.$eval(sel, (e) => /** @type {HTMLElement} */ (e.closest('[data-hole]')).dataset.hole);
    const from = await holeOf('.dd-board [data-movable]');
    const before = await page.getAttribute('.dd-board', 'data-position');
    // The page at rest, for as long as a move is given: what it does anyway.
    let t0 = await metric('TaskDuration');
    await sleep(600);
    const idle = (await metric('TaskDuration')) - t0;
    const at = await centre(from);
    await page.mouse.click(...at);
    await page.waitForSelector(`.dd-board [data-hole="${from}"][data-selected]`);
    const to = await holeOf('.dd-board [data-target="die"]').catch(() => holeOf('.dd-board [data-target]'));
    const target = await centre(to);
    // Picked up again (the same click) so that the pick-up is timed too.
    await page.mouse.click(...at);
    await page.waitForSelector(`.dd-board [data-hole="${from}"]:not([data-selected])`);
    await sleep(300);
    // The facade's share: each call of the page's game timed (and counted).
    await page.evaluate(() => {
      const P = window.wasmBindings.Game.prototype;
      const spent = (window.__facade = { ms: 0, calls: {} });
      for (const name of Object.getOwnPropertyNames(P)) {
        const f = Object.getOwnPropertyDescriptor(P, name)?.value;
        if (typeof f !== 'function' || name === 'constructor' || name === 'free') continue;
        P[name] = function (...args) {
          const t = performance.now();
          try {
            return f.apply(this, args);
          } finally {
            spent.ms += performance.now() - t;
            spent.calls[name] = (spent.calls[name] || 0) + 1;
          }
        };
      }
    });
    t0 = await metric('TaskDuration');
    const s0 = await metric('ScriptDuration');
    await page.mouse.click(...at);
    await page.mouse.click(...target);
    await sleep(600);
    const task = (await metric('TaskDuration')) - t0;
    const script = (await metric('ScriptDuration')) - s0;
    const facade = await page.evaluate(() => window.__facade);
    const after = await page.getAttribute('.dd-board', 'data-position');
    if (after === before) throw new Error(`the move ${from}-${to} was not made`);
    out.listed = await page.locator('.dd-movelist li').count();
    if (i === 0) continue;
    out.task.push(task);
    out.script.push(script);
    out.idle.push(idle);
    out.facade.push(facade.ms);
    out.calls = facade.calls;
  }
  await context.close();
  return out;
}

/** A save of `record` resumed: the facade's part as the page's save reading
 * does it (`Game.fromRecord`, then `view()`), timed in the page; then the
 * page itself, the save in localStorage and a reload, from navigation to
 * the game drawn and ready for the player (medians of `runs`). */
async function resumeTime(record, runs) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${url}?autoplay=none`);
  await page.waitForFunction(() => !!window.wasmBindings);
  const facade = await page.evaluate(
    ([text, runs]) => {
      const { Game } = window.wasmBindings;
      const read = [];
      const view = [];
      let throws = 0;
      for (let i = 0; i <= runs; i++) {
        const t0 = performance.now();
        const g = Game.fromRecord(text);
        const t1 = performance.now();
        g.setSeed(undefined);
        const v = g.view();
        const t2 = performance.now();
        throws = v.throws ?? v.record.length;
        g.free();
        if (i === 0) continue;
        read.push(t1 - t0);
        view.push(t2 - t1);
      }
      return { read, view, throws };
    },
    [record, runs],
  );
  const page1 = { load: [], error: null, listed: 0 };
  for (let i = 0; i < runs; i++) {
    try {
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, saveOf(record)]);
    } catch (err) {
      page1.error = String(err.message || err).split('\n')[0];
      break;
    }
    await page.goto(url, { timeout: 120_000 });
    await page.waitForSelector('.daldos[data-state="human-throw"]', { timeout: 120_000 });
    page1.load.push(await page.evaluate(() => performance.now()));
    page1.listed = await page.locator('.dd-movelist li').count();
  }
  await context.close();
  return { facade, page: page1 };
}

let long = null;
if (!AI_ONLY) {
  long = { moves: {}, resume: null };
  for (const n of MOVE_AT) long.moves[n] = await moveTime(longRecord(n, true), RUNS);
  long.resume = await resumeTime(longRecord(RESUME_THROWS), Math.min(RUNS, 3));
}

await browser.close();
await close();
let ok = true;
if (!AI_ONLY && !LONG_ONLY) {
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`navigation -> board drawn: median ${median.toFixed(0)} ms over ${RUNS} runs (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)})`);
  ok = gzBytes <= BUDGET_GZIP && median <= BUDGET_MS;
  console.log(`budget: total <= ${kb(BUDGET_GZIP)} gzip, board <= ${BUDGET_MS} ms: ${ok ? 'met' : 'NOT met'}`);
}
if (!LONG_ONLY) console.log('computer, time per move in the page (wasm, headless Chromium):');
let aiOk = true;
for (const [size, board] of Object.entries(perBoard)) {
  console.log(`  N = ${size} (${board.network ? 'with' : 'without'} the trained network):`);
  for (const [level, r] of Object.entries(board.levels)) {
    console.log(`    level${level}: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms over ${r.n} positions`);
  }
  const top = board.levels[5].median;
  const met = top <= BUDGET_TOP_MS;
  aiOk &&= met;
  console.log(`  budget: top level <= ${BUDGET_TOP_MS} ms median per move: ${met ? 'met' : `NOT met (${top.toFixed(0)} ms)`}`);
}
let longOk = true;
if (long) {
  console.log('the long game (two players, Danish board; main thread, headless Chromium):');
  const ms = (x) => `${x.toFixed(1)} ms`;
  for (const [n, r] of Object.entries(long.moves)) {
    const calls = Object.entries(r.calls)
      .map(([name, k]) => `${name} ${k}`)
      .join(', ');
    console.log(
      `  one human move at throw ${n} (${r.listed} lines in the move list): median ${ms(median(r.task))} of the main thread's time ` +
        `(min ${ms(Math.min(...r.task))}, max ${ms(Math.max(...r.task))}; script ${ms(median(r.script))}, of it in the facade ${ms(median(r.facade))}: ${calls}) ` +
        `over ${r.task.length} moves; at rest ${ms(median(r.idle))} in as long`,
    );
  }
  const [early, late] = MOVE_AT.map((n) => median(long.moves[n].task));
  const ratio = late / early;
  const { facade, page } = long.resume;
  const [facadeEarly, facadeLate] = MOVE_AT.map((n) => median(long.moves[n].facade));
  console.log(`  budget: the move at throw ${MOVE_AT[1]} <= ${BUDGET_RATIO}x the one at throw ${MOVE_AT[0]}: ${ratio <= BUDGET_RATIO ? 'met' : 'NOT met'} (${ratio.toFixed(2)}x; the facade's calls alone ${(facadeLate / facadeEarly).toFixed(2)}x)`);
  console.log(
    `  a save of ${facade.throws} throws resumed: Game.fromRecord median ${ms(median(facade.read))}, view() ${ms(median(facade.view))} over ${facade.read.length} runs (in the page)`,
  );
  if (page.error) console.log(`  the page's reload with it: the save does not fit in localStorage (${page.error})`);
  else
    console.log(
      `  the page reloaded with it: navigation -> game drawn, ready to throw, median ${ms(median(page.load))} over ${page.load.length} runs (${page.listed} lines in the move list)`,
    );
  const resume = median(facade.read) + median(facade.view);
  longOk = ratio <= BUDGET_RATIO && resume <= BUDGET_RESUME_MS;
  console.log(`  budget: the save read and viewed <= ${BUDGET_RESUME_MS} ms: ${resume <= BUDGET_RESUME_MS ? 'met' : 'NOT met'} (${ms(resume)})`);
}
process.exit(ok && aiOk && longOk ? 0 : 1);
