// A real `daldos-server` for the Play-a-friend specs (friend*.spec.mjs):
// built (cargo; seconds when `make test` has built it), started on a
// temporary SQLite file with `--test-dice-seed` so that its dice are known
// (every game of the process throws the same sequence; the option is for
// tests only), stopped, and a player's page in a browser context of its
// own.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GamePage } from './page.mjs';

/**
 * Builds and starts the server on the built page (`dist/`).
 * @param {{ seed: string, extra?: string[], cli?: boolean }} options the dice seed; more arguments;
 *   `cli`: build `daldos` (the command line) too
 * @returns {Promise<{ origin: string, dir: string, stop: () => void }>} its `http://127.0.0.1:<port>`, the
 *   folder of its file, and `stop` (kills it, removes the folder)
 */
export async function startServer({ seed, extra = [], cli = false }) {
  execFileSync('cargo', ['build', '-q', '-p', 'daldos-server', ...(cli ? ['-p', 'daldos-cli'] : []), '--bins'], { stdio: 'inherit' });
  const dir = mkdtempSync(path.join(tmpdir(), 'friend-e2e-'));
  const server = spawn('target/debug/daldos-server', ['--listen', '127.0.0.1:0', '--db', path.join(dir, 'games.db'), '--dist', 'dist', '--test-dice-seed', seed, '--log', 'warn', ...extra], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (b) => {
      out += b;
      const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (m) resolve(m[1]);
    });
    server.on('exit', (code) => reject(new Error(`daldos-server stopped (${code}): ${out}`)));
  });
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  return { origin, dir, stop };
}

/**
 * A player's page in a new browser context at `url`, ready; `errors`: its uncaught errors.
 * @param {import('@playwright/test').Browser} browser @param {string} origin the server's
 * @param {string} url @param {{ width: number, height: number }} [viewport]
 */
export async function openPlayer(browser, origin, url, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = /** @type {string[]} */ ([]);
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  const game = new GamePage(page, { url: origin });
  await game.ready();
  return { context, page, game, errors };
}
