// The npm package (`make package`: pkg/ and daldos-game-<version>.tgz)
// installed into a scratch host page with no bundler, a plain
// <script type="module">: two elements play; then the same package served
// from a second origin with CORS headers; and bundled with esbuild.
import { test, expect, GamePage, watch } from './page.mjs';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../scripts/serve.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The packed tarball (`make package` writes it beside pkg/). */
function tarball() {
  const found = readdirSync(ROOT).filter((f) => /^daldos-game-.*\.tgz$/.test(f));
  if (found.length !== 1) throw new Error(`expected one daldos-game-*.tgz in the repository root (run \`make package\`), found ${found.length}`);
  return path.join(ROOT, found[0]);
}

const page = (head, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A museum</title>
<link rel="icon" href="data:,">${head}</head><body><h1>Our collection: a board game</h1>${body}</body></html>`;

let dir;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'daldos-npm-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'museum-site', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball()], { cwd: dir, stdio: 'inherit' });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('installed from the tarball: two elements on a page without a bundler, each plays', async ({ page: tab }) => {
  writeFileSync(
    path.join(dir, 'index.html'),
    page(
      '<script type="module" src="node_modules/daldos-game/daldos-game.js"></script>',
      '<daldos-game id="danish" mode="pvp" seed="25" speed="fast"></daldos-game>' +
        '<daldos-game id="norwegian" board="12" mode="pvp" seed="1" speed="fast" lang="nb"></daldos-game>',
    ),
  );
  const server = await startServer({ dir });
  try {
    const errors = watch(tab);
    await tab.goto(server.url);
    for (const [id, play, size] of [
      ['danish', /^Play/, 16],
      // The start card's Play, not Spill av og gå gjennom (Replay and review).
      ['norwegian', /^Spill(?! av)/, 12],
    ]) {
      const game = new GamePage(tab, { url: server.url, element: `#${id}` });
      await game.element.getByRole('button', { name: play }).click();
      await expect(game.app).toHaveAttribute('data-state', 'human-throw');
      await expect(game.element.locator('[data-hole^="A"]')).toHaveCount(size);
      await game.throwButton.click();
      await expect(game.app).toHaveAttribute('data-state', /human-move|human-throw/);
    }
    // The first throws of seed 25 (the Danish game) and seed 1 (the Norwegian).
    await expect(new GamePage(tab, { element: '#danish' }).dice).toHaveAttribute('data-dice', '1+1');
    await expect(new GamePage(tab, { element: '#norwegian' }).dice).toHaveAttribute('data-dice', '1+4');
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
});

test('the package served from a second origin with CORS: the element loads and the computer plays', async ({ page: tab }) => {
  const cdn = await startServer({ dir, headers: { 'Access-Control-Allow-Origin': '*' } });
  const siteDir = mkdtempSync(path.join(tmpdir(), 'daldos-site-'));
  writeFileSync(
    path.join(siteDir, 'index.html'),
    page(
      `<script type="module" src="${cdn.url}node_modules/daldos-game/daldos-game.js"></script>`,
      '<daldos-game autoplay="fast" board="12" seed="0" lang="en"></daldos-game>',
    ),
  );
  const site = await startServer({ dir: siteDir });
  try {
    const errors = watch(tab);
    expect(new URL(site.url).origin).not.toBe(new URL(cdn.url).origin);
    await tab.goto(site.url);
    const game = new GamePage(tab, { url: site.url });
    // A page may not start a worker from another origin: the computer
    // thinks on the main thread instead.
    await expect(game.app).toHaveAttribute('data-ai', 'main', { timeout: 20_000 });
    const plays = await game.computerPlays(4);
    // Seed 0 on the Norwegian board: the same game as the page's (embed.spec.mjs).
    expect(plays.slice(0, 4)).toEqual(['b 1+2: B12-M12-M10', 'a 3+1: A12-M12-M9', 'b 3+3: M10-M7-M4', 'a 1+2: A11-A12 M9-M7']);
    expect(errors).toEqual([]);
  } finally {
    await site.close();
    await cdn.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

test('bundled with esbuild as docs/embedding.md says: an ES module bundle in the copied folder plays; another format is told on the console', async ({
  page: tab,
}) => {
  const { build } = await import('esbuild');
  const site = mkdtempSync(path.join(tmpdir(), 'daldos-bundled-'));
  try {
    // cp -r node_modules/daldos-game/. public/daldos/ ; a script of the museum's own.
    cpSync(path.join(dir, 'node_modules/daldos-game'), path.join(site, 'daldos'), { recursive: true });
    writeFileSync(path.join(site, 'museum.js'), "import 'daldos-game';\n");
    writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'museum', private: true }));
    const nodePaths = [path.join(dir, 'node_modules')];
    await build({ entryPoints: [path.join(site, 'museum.js')], bundle: true, format: 'esm', outfile: path.join(site, 'daldos/museum-bundle.js'), nodePaths, logLevel: 'silent' });
    await build({ entryPoints: [path.join(site, 'museum.js')], bundle: true, outfile: path.join(site, 'daldos/iife-bundle.js'), nodePaths, logLevel: 'silent' });
    writeFileSync(
      path.join(site, 'index.html'),
      page('<script type="module" src="daldos/museum-bundle.js"></script>', '<daldos-game mode="pvp" seed="25" speed="fast" lang="en"></daldos-game>'),
    );
    writeFileSync(path.join(site, 'iife.html'), page('<script src="daldos/iife-bundle.js"></script>', '<daldos-game lang="en"></daldos-game>'));
    const server = await startServer({ dir: site });
    try {
      const errors = watch(tab);
      await tab.goto(server.url);
      const game = new GamePage(tab, { url: server.url });
      await game.element.getByRole('button', { name: /^Play/ }).click();
      await game.throwButton.click();
      await expect(game.dice).toHaveAttribute('data-dice', '1+1');
      expect(errors).toEqual([]);

      const other = watch(tab);
      await tab.goto(`${server.url}iife.html`);
      await expect.poll(() => other.join('\n')).toContain('daldos-game must be loaded as an ES module');
    } finally {
      await server.close();
    }
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
