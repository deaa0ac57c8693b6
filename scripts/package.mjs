#!/usr/bin/env node
// Builds the npm package `daldos-game` into pkg/ and packs it
// (`make package`):
//
//   pkg/                               the package (the game's folder, as in dist/www/)
//     daldos-game.js, daldos-game.d.ts the <daldos-game> element and its types
//     daldos-web.js, daldos-web_bg.wasm, daldos-web.d.ts
//                                      the rules facade (wasm-pack --target web)
//     app.js, board.js, … strings.js   the element's modules; daldos.css its styles
//     engine/, nets/                   the computer's wasm and its networks
//     package.json, README.md          written here (packaging/README.md: for web editors)
//   daldos-game-<version>.tgz          `npm pack` of pkg/, beside it
//
// The package needs no bundler: a page loads daldos-game.js as a module
// and the element finds everything else beside it (import.meta.url).
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, buildEngine, buildFacade, copyGameFiles } from './build-web.mjs';

const out = path.join(ROOT, 'pkg');
// The page's own files, not the element's.
const PAGE_ONLY = ['main.js', 'page.css', 'favicon.svg', 'icon.svg', 'icon-192.png', 'icon-512.png'];

rmSync(out, { recursive: true, force: true });
// A build that fails leaves no half-made pkg/ behind.
process.on('exit', (code) => code && rmSync(out, { recursive: true, force: true }));
buildFacade({ release: true, out, pack: true });
const packed = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'));
copyGameFiles(out);
for (const f of PAGE_ONLY) rmSync(path.join(out, f), { force: true });
for (const f of readdirSync(path.join(out, 'nets'))) if (f.endsWith('.txt')) rmSync(path.join(out, 'nets', f));
buildEngine({ release: true, out: path.join(out, 'engine') });
cpSync(path.join(ROOT, 'packaging', 'daldos-game.d.ts'), path.join(out, 'daldos-game.d.ts'));
cpSync(path.join(ROOT, 'packaging', 'README.md'), path.join(out, 'README.md'));
rmSync(path.join(out, 'daldos-web_bg.wasm.d.ts'), { force: true });

const files = readdirSync(out, { recursive: true })
  .map((f) => String(f).split(path.sep).join('/'))
  .filter((f) => !['package.json', 'README.md'].includes(f) && !f.endsWith('/') && f.includes('.'))
  .sort();
const pkg = {
  name: 'daldos-game',
  version: packed.version,
  description: 'Daldøs, the Scandinavian dice and boat-board game, as a web component: <daldos-game>. Rules and computer player in WebAssembly; no bundler, no network, strict-CSP safe.',
  license: packed.license || 'MIT OR Apache-2.0',
  type: 'module',
  main: './daldos-game.js',
  module: './daldos-game.js',
  types: './daldos-game.d.ts',
  exports: {
    '.': { types: './daldos-game.d.ts', default: './daldos-game.js' },
    './facade': { types: './daldos-web.d.ts', default: './daldos-web.js' },
    './daldos.css': './daldos.css',
    './*': './*',
  },
  sideEffects: ['./daldos-game.js'],
  files,
  keywords: ['daldos', 'daldøs', 'board-game', 'dice', 'web-component', 'custom-element', 'wasm', 'museum'],
};
writeFileSync(path.join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', ROOT], { cwd: out, encoding: 'utf8' }).trim().split('\n').pop();
console.log(`package: pkg/ (${files.length} files), ${tarball}`);
