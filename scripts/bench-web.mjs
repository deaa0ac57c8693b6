#!/usr/bin/env node
// Web benchmark: wasm size (raw and gzip), total bytes transferred on the
// first load, and time from navigation to the board drawn (median of
// several runs, headless Chromium, localhost). Needs a release build in
// dist/ (`trunk build --release`). Usage: node scripts/bench-web.mjs [runs]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './serve.mjs';

const RUNS = Number(process.argv[2] || 7);
const BUDGET_GZIP = 250 * 1024;
const BUDGET_MS = 1000;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const files = readdirSync('dist', { recursive: true }).filter((f) => statSync(`dist/${f}`).isFile());
const wasm = files.find((f) => f.endsWith('.wasm'));
const wasmRaw = readFileSync(`dist/${wasm}`);
console.log(`wasm ${wasm}: ${kb(wasmRaw.length)} raw, ${kb(gzipSync(wasmRaw, { level: 9 }).length)} gzip`);

const { url, close } = await startServer({ dir: 'dist', host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const times = [];
let bytes = 0;
let gzBytes = 0;
for (let i = 0; i < RUNS; i++) {
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
await browser.close();
await close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`navigation -> board drawn: median ${median.toFixed(0)} ms over ${RUNS} runs (min ${times[0].toFixed(0)}, max ${times[times.length - 1].toFixed(0)})`);
const ok = gzBytes <= BUDGET_GZIP && median <= BUDGET_MS;
console.log(`budget: total <= ${kb(BUDGET_GZIP)} gzip, board <= ${BUDGET_MS} ms: ${ok ? 'met' : 'NOT met'}`);
process.exit(ok ? 0 : 1);
