#!/usr/bin/env node
// Web benchmark: wasm size (raw and gzip), total bytes transferred on the
// first load, and time from navigation to the board drawn (median of
// several runs, headless Chromium, localhost). Needs a release build in
// dist/ (`node scripts/build-web.mjs`). Then the computer's time per move at
// each level, in the page (wasm in headless Chromium): median and 95th
// percentile over a fixed set of mid-game positions.
// Usage: node scripts/bench-web.mjs [runs] [--ai-only]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './serve.mjs';

const AI_ONLY = process.argv.includes('--ai-only');
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
for (let i = 0; i < (AI_ONLY ? 0 : RUNS); i++) {
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
for (const size of [16, 12]) {
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

await browser.close();
await close();
let ok = true;
if (!AI_ONLY) {
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`navigation -> board drawn: median ${median.toFixed(0)} ms over ${RUNS} runs (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)})`);
  ok = gzBytes <= BUDGET_GZIP && median <= BUDGET_MS;
  console.log(`budget: total <= ${kb(BUDGET_GZIP)} gzip, board <= ${BUDGET_MS} ms: ${ok ? 'met' : 'NOT met'}`);
}
console.log('computer, time per move in the page (wasm, headless Chromium):');
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
process.exit(ok && aiOk ? 0 : 1);
