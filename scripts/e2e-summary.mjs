#!/usr/bin/env node
// Print the Playwright run as one plain line, "e2e: N passed, N failed, N skipped",
// from the JSON report (playwright.config.mjs writes test-results/e2e.json).
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/e2e.json';
try {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const passed = stats.expected + stats.flaky;
  console.log(`e2e: ${passed} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
  if (stats.flaky) console.log(`e2e: ${stats.flaky} flaky (passed on retry)`);
} catch (err) {
  console.log(`e2e: no report at ${file} (${err.message})`);
}
