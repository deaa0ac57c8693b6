#!/usr/bin/env node
// Capture odds in the browser: how long the engine's `captureOdds` (the
// worker's wasm, crates/daldos-web/src/engine.rs; exact fractions) takes in
// headless Chromium, on the boards a game shows and on the crowded
// positions that are slowest natively (crates/daldos/tests/data/
// odds-crowded.txt). Figures in docs/benchmarks.md ("Capture odds in the
// browser").
//
// The games: GAMES seeded games on the 16-hole board (standard rules), each
// played by the `random` bot; every board shown is timed as the page asks
// for it (`game.oddsRequest()`): before each throw (both lists) and after
// each move of a throw that does not end it (the other side's chances
// only). Then each crowded position before a throw (both lists).
//
// Usage: node scripts/bench-odds.mjs [--games 20] [--crowded 48]
// Needs a release build in dist/ (node scripts/build-web.mjs) and Chromium
// at /usr/bin/chromium (or $CHROME). Run it on a quiet machine: one core.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startServer } from './serve.mjs';

const { values } = parseArgs({ options: { games: { type: 'string', default: '20' }, crowded: { type: 'string', default: '48' } } });
const GAMES = Number(values.games);
const CROWDED = Number(values.crowded);
const crowded = readFileSync('crates/daldos/tests/data/odds-crowded.txt', 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .slice(0, CROWDED);

const { url, close } = await startServer({ dir: 'dist', host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.goto(url);
  const result = await page.evaluate(
    async ({ games, crowded }) => {
      const rules = await import('./www/daldos-web.js');
      await rules.default();
      const engine = await import('./www/engine/daldos-engine.js');
      await engine.default();
      const time = (request) => {
        const t0 = performance.now();
        engine.captureOdds(request);
        return performance.now() - t0;
      };
      // Warm-up.
      time({ position: 'aaaaaa10/9AB6/B4B10 b', variants: [], byTurn: true });
      const before = [];
      const during = [];
      for (let g = 0; g < games; g++) {
        const game = new rules.Game(16, 'standard');
        game.setSeed(1000 + g);
        game.rollOff();
        for (let n = 0; game.view().phase !== 'over'; n++) {
          before.push(time(game.oddsRequest()));
          const thrown = game.throwDice();
          if (thrown.outcome === 'lost') continue;
          const moves = engine.computerPlay(game.engineRequest(), 'random', n);
          for (const m of moves) {
            game.makeMove(m);
            const request = game.view().phase === 'moving' ? game.oddsRequest() : null;
            if (request) during.push(time(request));
          }
        }
        game.free();
      }
      const slow = crowded.map((position) => time({ position, variants: [], byTurn: true }));
      return { before, during, slow, ua: navigator.userAgent };
    },
    { games: GAMES, crowded },
  );
  const stats = (name, xs) => {
    if (!xs.length) return;
    const s = [...xs].sort((a, b) => a - b);
    const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
    const ms = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(0));
    const over = (t) => s.filter((x) => x > t).length;
    console.log(
      `  ${name}: ${s.length} boards; median ${ms(at(0.5))} ms, 90th ${ms(at(0.9))} ms, 99th ${ms(at(0.99))} ms, ` +
        `max ${ms(s[s.length - 1])} ms; over 100 ms: ${over(100)}, over 1 s: ${over(1000)}; total ${(s.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
    );
  };
  console.log(result.ua);
  console.log(`captureOdds, engine wasm (wasm-opt -Oz), headless Chromium:`);
  stats(`${GAMES} random games (seeds 1000..), before each throw (both lists)`, result.before);
  stats('the same games, between the moves of a throw (the other side only)', result.during);
  stats(`the ${crowded.length} crowded positions (before a throw, both lists)`, result.slow);
} finally {
  await browser.close();
  await close();
}
