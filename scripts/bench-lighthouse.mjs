#!/usr/bin/env node
// Lighthouse on the built page (part of `make bench-web`): the mobile
// preset (Lighthouse's default: a mid-range phone, simulated slow 4G and a
// 4x slower CPU), run on the system Chromium with the project's flags,
// against dist/ served with compression (the brotli and gzip forms the build
// writes beside each file, as the game server sends them). Prints, for each
// run and as the median: performance, largest contentful paint, total
// blocking time, cumulative layout shift, first contentful paint, and the
// scores of accessibility, best practices and SEO, and the run's long
// tasks (which script, how long, when); then every audit of
// those that did not pass. A benchmark (docs/benchmarks.md, "First
// paint"), never a test: the figures depend on the machine.
//
// Usage: node scripts/bench-lighthouse.mjs [runs]   (default 3)
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './serve.mjs';

const RUNS = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = { performance: 95, lcp: 2500, tbt: 150 };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { url, close } = await startServer({ dir: 'dist', host: '127.0.0.1', port: 0, compress: true });
const results = [];
const failing = new Map();
for (let i = 0; i < RUNS; i++) {
  // A fresh browser each run: a cold cache, no service worker yet.
  const chrome = await launch({
    chromePath: process.env.CHROME || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const { lhr } = await lighthouse(`${url}?autoplay=none`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const a = lhr.audits;
    const r = {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
    };
    results.push(r);
    console.log(
      `lighthouse run ${i + 1}: performance ${r.performance}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, FCP ${(r.fcp / 1000).toFixed(2)} s; accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo}`,
    );
    // The tasks that blocked (Lighthouse's simulated durations, ms): where
    // the blocking time comes from.
    const long = a['long-tasks']?.details?.items ?? [];
    const file = (u) => String(u).replace(/^.*\//, '') || u;
    console.log(`  long tasks: ${long.map((t) => `${file(t.url)} ${Math.round(t.duration)} ms at ${Math.round(t.startTime)}`).join('; ') || 'none'}`);
    for (const cat of CATEGORIES) {
      for (const ref of lhr.categories[cat].auditRefs) {
        const audit = a[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.set(`${cat}: ${ref.id}`, `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  } finally {
    await chrome.kill();
  }
}
close();

const m = Object.fromEntries(Object.keys(results[0]).map((k) => [k, median(results.map((r) => r[k]))]));
console.log(
  `lighthouse median of ${RUNS} (mobile): performance ${m.performance}, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}, FCP ${(m.fcp / 1000).toFixed(2)} s; accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo}`,
);
for (const [id, what] of failing) console.log(`  not passed in some run: ${id}: ${what}`);
const met = m.performance >= TARGET.performance && m.lcp <= TARGET.lcp && m.tbt <= TARGET.tbt && m.accessibility === 100 && m.bestPractices === 100 && m.seo === 100;
console.log(`  target: performance >= ${TARGET.performance}, LCP <= ${TARGET.lcp / 1000} s, TBT <= ${TARGET.tbt} ms, the others 100: ${met ? 'met' : 'NOT met'}`);
process.exit(met ? 0 : 1);
