#!/usr/bin/env node
// Renders www/icon.svg to the PNG icons of the web app manifest
// (www/icon-192.png, www/icon-512.png) with the system Chromium. Run it
// after changing the SVG and commit the PNGs: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('www/icon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `www/icon-${size}.png`, omitBackground: true });
  await page.close();
  console.log(`www/icon-${size}.png`);
}
await browser.close();
