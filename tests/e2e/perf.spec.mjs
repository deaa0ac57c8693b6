// The computer must never freeze the page: while the top level thinks (in
// its worker), the main thread has no long tasks (PerformanceObserver
// 'longtask' entries, each over 50 ms).
import { test, expect, baseURL } from './fixtures.mjs';

const app = (page) => page.locator('.daldos');
const HUMAN = /^human-(throw|move)$/;

test('no long tasks on the main thread while the top level thinks', async ({ page, pageLog }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__recording = false;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (window.__recording) window.__longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
      }
    }).observe({ type: 'longtask', buffered: false });
    // How long the "thinking" indicator was shown, in spells.
    window.__thinking = [];
    let since = null;
    window.__states = [];
    new MutationObserver(() => {
      const st = document.querySelector('.daldos')?.dataset.state;
      const last = window.__states[window.__states.length - 1];
      if (window.__recording && st && (!last || last[1] !== st)) window.__states.push([Math.round(performance.now()), st]);
      const on = !!document.querySelector('.dd-turn.thinking');
      if (on && since === null) since = performance.now();
      if (!on && since !== null) {
        if (window.__recording) window.__thinking.push(Math.round(performance.now() - since));
        since = null;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
  });
  await page.goto(baseURL());
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('input[name="mode"][value="pvc"]').check();
  await dialog.locator('select[name="level"]').selectOption('5');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(app(page)).toHaveAttribute('data-state', HUMAN, { timeout: 20_000 });
  // Loading (wasm compile) is over: record from here on.
  await page.evaluate(() => (window.__recording = true));
  for (let turn = 0; turn < 6; turn++) {
    await expect(app(page)).toHaveAttribute('data-state', HUMAN, { timeout: 30_000 });
    if ((await app(page).getAttribute('data-state')) === 'human-throw') {
      await page.getByRole('button', { name: 'Throw', exact: true }).click();
    } else {
      // Play the first marked piece to its first target until the throw is used.
      const piece = page.locator('[data-hole]:has(> .slot > [data-movable])').first();
      await piece.click();
      await page.locator('[data-hole][data-target]').first().click();
    }
    // Whatever follows (animation, the computer's turn) starts at once.
    await expect(app(page)).not.toHaveAttribute('data-state', HUMAN, { timeout: 5_000 }).catch(() => {});
  }
  // Let the computer finish whatever it is doing.
  await expect(app(page)).toHaveAttribute('data-state', HUMAN, { timeout: 30_000 });
  // It thought in its worker (started at its first move).
  await expect(app(page)).toHaveAttribute('data-ai', 'worker');
  const { longTasks, thinking, states } = await page.evaluate(() => ({
    longTasks: window.__longTasks,
    thinking: window.__thinking,
    states: window.__states,
  }));
  if (longTasks.length) console.log(`perf: states ${JSON.stringify(states)}`);
  console.log(`perf: thinking shown ${thinking.length} times (${thinking.join(', ')} ms); long tasks: ${JSON.stringify(longTasks)}`);
  expect(thinking.length, 'the computer was seen thinking').toBeGreaterThan(0);
  expect(longTasks, 'long tasks (> 50 ms) on the main thread').toEqual([]);
  expect(pageLog.pageErrors).toEqual([]);
});
