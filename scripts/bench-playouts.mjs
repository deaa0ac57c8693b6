#!/usr/bin/env node
// Playout speed of the wasm build in headless Chromium: complete random
// games per second (crates/daldos-web/src/bench.rs: benchPlayouts, the
// playout of `random_game/N16` natively, and benchListedPlays, the loop
// before it), beside the native criterion figures in docs/benchmarks.md.
//
// Builds the web crate for wasm32 (release, as the page: opt-level 3, LTO),
// runs wasm-bindgen (--target web) and wasm-opt -Oz (as the page's
// build does) into target/bench-playouts/, serves that directory on localhost
// (scripts/serve.mjs) and times the exports in the page with
// performance.now(): one untimed warm-up, then ROUNDS rounds alternating
// the two loops, GAMES games each; prints the median and range.
//
// Usage: node scripts/bench-playouts.mjs [--size 16] [--games 2000]
//        [--rounds 7] [--no-build]
// Needs: rustup target wasm32-unknown-unknown, wasm-bindgen-cli 0.2.130,
// npm ci (binaryen's wasm-opt, @playwright/test), Chromium at
// /usr/bin/chromium (or $CHROME). Run it on a quiet machine: one core.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from './serve.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SIZE = arg('size', 16);
const GAMES = arg('games', 2000);
const ROUNDS = arg('rounds', 7);
const OUT = 'target/bench-playouts';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
if (!process.argv.includes('--no-build')) {
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'daldos-web', '--features', 'bench']);
  mkdirSync(OUT, { recursive: true });
  run('wasm-bindgen', [
    '--target', 'web', '--no-typescript', '--out-dir', OUT,
    'target/wasm32-unknown-unknown/release/daldos_web.wasm',
  ]);
  copyFileSync(`${OUT}/daldos_web_bg.wasm`, `${OUT}/daldos_web_bg.unopt.wasm`);
  run('node_modules/.bin/wasm-opt', ['-Oz', `${OUT}/daldos_web_bg.unopt.wasm`, '-o', `${OUT}/daldos_web_bg.wasm`]);
  writeFileSync(`${OUT}/index.html`, '<!doctype html><meta charset="utf-8"><title>playouts</title>\n');
}

const { url, close } = await startServer({ dir: OUT, host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${url}index.html`);
  const result = await page.evaluate(
    async ({ size, games, rounds }) => {
      const m = await import('./daldos_web.js');
      await m.default();
      const time = (f, seed) => {
        const t0 = performance.now();
        const played = f(size, games, seed);
        const ms = performance.now() - t0;
        if (played !== games) throw new Error(`played ${played} of ${games} games`);
        return (games * 1000) / ms;
      };
      // Warm-up: compile tiers and caches.
      time(m.benchPlayouts, 1);
      time(m.benchListedPlays, 1);
      const playouts = [];
      const listed = [];
      for (let r = 0; r < rounds; r++) {
        playouts.push(time(m.benchPlayouts, 100 + r));
        listed.push(time(m.benchListedPlays, 100 + r));
      }
      const throwsPerGame = m.playoutThrows(size, games, 7) / games;
      // The same games as `examples/random_games` natively (seed 7).
      const throws300 = m.playoutThrows(size, 300, 7);
      return { playouts, listed, throwsPerGame, throws300, ua: navigator.userAgent };
    },
    { size: SIZE, games: GAMES, rounds: ROUNDS },
  );
  const stats = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const fmt = (x) => Math.round(x).toLocaleString('en');
    return `median ${fmt(s[Math.floor(s.length / 2)])} games/s (${fmt(s[0])}–${fmt(s[s.length - 1])})`;
  };
  console.log(result.ua);
  console.log(`N = ${SIZE}, ${ROUNDS} rounds of ${GAMES} games, headless Chromium, wasm-opt -Oz:`);
  console.log(`  benchPlayouts (Playout, distinct positions):  ${stats(result.playouts)}; ${result.throwsPerGame.toFixed(1)} throws/game (seed 7)`);
  console.log(`  benchListedPlays (listed plays, as before):   ${stats(result.listed)}`);
  console.log(`300 games, seed 7: ${result.throws300} throws (natively the same: cargo run --release -p daldos --example random_games -- ${SIZE} 300)`);
} finally {
  await browser.close();
  await close();
}
