// axe-core (from npm), injected by Playwright: its violations on the page.
// The page's CSP would refuse the injected script: a test that uses this
// sets `test.use({ bypassCSP: true })`.
import { createRequire } from 'node:module';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on the page now (any impact), one line each. */
export async function axe(page) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
