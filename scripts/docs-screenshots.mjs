#!/usr/bin/env node
// The screenshots of docs/embedding.md (docs/images/embed-*.png), taken in
// headless Chromium from the build (`make build-web`) and the package
// (`make package`): `node scripts/docs-screenshots.mjs`.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROME } from '../playwright.config.mjs';
import { ROOT } from './build-web.mjs';
import { startServer } from './serve.mjs';

const out = path.join(ROOT, 'docs', 'images');
const host = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="icon" href="data:,"><style>body{font:17px/1.5 Georgia,serif;max-width:60rem;margin:1.5rem auto;padding:0 1rem;color:#222}
h1{font-weight:normal;margin:0 0 .5rem}</style>
<script type="module" src="game/daldos-game.js"></script></head><body>${body}</body></html>`;

const dir = mkdtempSync(path.join(tmpdir(), 'daldos-docs-'));
symlinkSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'));
symlinkSync(path.join(ROOT, 'dist', 'www'), path.join(dir, 'game'));
symlinkSync(path.join(ROOT, 'pkg'), path.join(dir, 'pkg'));
const pages = {
  'iframe.html': host('Iframe', '<h1>The town museum: games of the Viking age</h1><p>Play daldøs, a game of the Danish and Norwegian coasts:</p><iframe src="dist/?lang=da&seed=3" title="Daldøs" width="940" height="560" style="border:1px solid #aaa"></iframe>'),
  'element.html': host('Element', '<h1>Spelklubben: two boards</h1><daldos-game lang="en" board="16" mode="pvp" seed="1"></daldos-game><h1>Norwegian board</h1><daldos-game id="second" lang="nb" board="12" level="2"></daldos-game>'),
  'npm.html': `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>npm</title><link rel="icon" href="data:,">
<script type="module" src="pkg/daldos-game.js"></script></head><body style="margin:1rem;font-family:sans-serif"><h1>Asociación de juegos: daldøs</h1><daldos-game board="12" seed="5"></daldos-game></body></html>`,
};
for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dir, name), html);

const server = await startServer({ dir });
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const shots = [
    ['embed-iframe.png', 'iframe.html', { width: 1000, height: 720 }],
    ['embed-element.png', 'element.html', { width: 1000, height: 900 }],
    ['embed-npm.png', 'npm.html', { width: 1000, height: 640 }],
    ['embed-kiosk.png', 'dist/?kiosk=1&lang=it&seed=2', { width: 1280, height: 800 }],
  ];
  for (const [file, url, viewport] of shots) {
    const context = await browser.newContext({ viewport, locale: 'en-GB', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(server.url + url);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(out, file) });
    await context.close();
    console.log(`docs-screenshots: docs/images/${file}`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
