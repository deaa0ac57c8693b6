// Page helpers for the WebDriver tests: the same hooks the Playwright suite
// uses (the `.daldos` root's data-state/data-mode/data-ai, the board's
// data-position, the dice's data-dice, `[data-hole]` groups with
// `[data-movable]` pieces and `[data-target]` holes), reached over plain
// WebDriver so that they run in any engine. Every wait is for an exact
// state; nothing loops until chance helps (the dice are seeded).
//
// The game lives in the shadow root of its <daldos-game> element, which
// neither CSS selectors over WebDriver nor document.querySelector reach:
// every function run in the page gets `$` and `$$` (querySelector and
// querySelectorAll) and `R` (the root they search: the shadow root of
// the element `window.__daldosHost` names, default the first
// <daldos-game>, else the document).
import assert from 'node:assert/strict';
import { KEY } from '../e2e/seeded.mjs';

const WAIT = 30_000;

/**
 * Runs `fn(arg)` in the page every animation frame until it returns a
 * truthy value, and returns that value; fails after `timeout` ms with
 * `message` and the last value seen. (`fn` is sent as source text: it may
 * use only its argument and the page's globals.)
 */
const PRELUDE = `const R = document.querySelector(window.__daldosHost || 'daldos-game')?.shadowRoot || document;
  const $ = (css) => R.querySelector(css);
  const $$ = (css) => [...R.querySelectorAll(css)];`;

export async function until(driver, fn, arg = null, { timeout = WAIT, message = fn.toString() } = {}) {
  const out = await driver.executeAsyncScript(
    `const [arg, timeout, done] = arguments;
     const fn = (arg) => { ${PRELUDE} return (${fn.toString()})(arg); };
     const end = Date.now() + timeout;
     let last;
     const tick = () => {
       try { last = fn(arg); } catch (e) { last = 'error: ' + e; }
       if (last && !(typeof last === 'string' && last.startsWith('error: '))) return done({ ok: true, value: last });
       if (Date.now() > end) return done({ ok: false, value: last === undefined ? null : last });
       requestAnimationFrame(tick);
     };
     tick();`,
    arg,
    timeout,
  );
  assert.ok(out.ok, `timed out after ${timeout} ms waiting for: ${message} (last: ${JSON.stringify(out.value)})`);
  return out.value;
}

/** `fn(arg)` run once in the page. */
export const run = (driver, fn, arg = null) =>
  driver.executeScript(`${PRELUDE} return (${fn.toString()})(arguments[0]);`, arg);

/** Opens `url` and waits until the page has started (body[data-ready]). */
export async function open(driver, url) {
  await driver.get(url);
  await ready(driver);
}

/**
 * Opens `url` with nothing saved on the site: the storage is cleared on
 * the site's kiosk page first, which loads no saved game. (Opened on `url`
 * itself, a saved game would be resumed there, and a finished one against
 * the computer starts the computer's worker for its accuracy; the next
 * load cuts that worker's module loads short, which Firefox reports as an
 * uncaught error of the page: "Failed to load …/nets.js".)
 */
export async function openClean(driver, url) {
  const kiosk = new URL(url);
  kiosk.search = '?kiosk=1';
  kiosk.hash = '';
  await open(driver, kiosk.href);
  await run(driver, () => localStorage.clear());
  await open(driver, url);
}

/**
 * Reloads the page as a visitor does (the page's own location.reload(),
 * which a service worker answers), and waits until it has started again.
 * Not WebDriver's Refresh: in Firefox (Marionette) that one bypasses the
 * service worker, so with the server gone it shows a network error where a
 * visitor's reload shows the game.
 */
export async function reload(driver) {
  await run(driver, () => {
    window.__daldosBeforeReload = true;
    setTimeout(() => location.reload(), 0);
  });
  await driver.wait(async () => {
    try {
      return await run(driver, () => !window.__daldosBeforeReload && document.readyState !== 'loading');
    } catch {
      return false; // between the two documents
    }
  }, WAIT);
  await ready(driver);
}

export const ready = (driver) =>
  until(driver, () => document.body.dataset.ready === 'true' || document.body.dataset.error === 'true', null, {
    message: 'body[data-ready]',
  }).then(() => noError(driver));

/** The page shows no error (main.js marks any uncaught error or rejected
 * promise on body[data-error] and shows it), and, where the engine's
 * driver reports them (Firefox, `driver.pageLog`), the console had no
 * error and nothing was thrown uncaught. */
export async function noError(driver) {
  const error = await run(driver, () =>
    document.body.dataset.error === 'true' ? document.querySelector('.error, [role=alert]')?.textContent || 'error' : null,
  );
  assert.equal(error, null, 'the page shows an error');
  if (driver.pageLog) {
    assert.deepEqual(driver.pageLog.pageErrors, [], 'uncaught errors');
    assert.deepEqual(driver.pageLog.consoleErrors, [], 'console errors');
  }
}

/** The root's data-* (state, mode, ai), the board's position and turn, the
 * dice shown. */
export const view = (driver) =>
  run(driver, () => {
    const root = $('.daldos');
    const board = $('.dd-board');
    return {
      state: root?.dataset.state,
      mode: root?.dataset.mode,
      ai: root?.dataset.ai,
      position: board?.dataset.position,
      turn: board?.dataset.turn,
      dice: $('.dd-dice')?.dataset.dice,
    };
  });

/** Waits until data-state matches `re` (a RegExp source); returns the state. */
export const waitState = (driver, re) =>
  until(
    driver,
    (re) => {
      const s = $('.daldos')?.dataset.state || '';
      return new RegExp(re).test(s) && s;
    },
    re,
    { message: `data-state ~ /${re}/` },
  );

/** Waits until the page shows exactly `want` (fields of view()). */
export async function expectAt(driver, want) {
  const keys = Object.keys(want);
  const have = async () => {
    const v = await view(driver);
    return Object.fromEntries(keys.map((k) => [k, v[k] ?? null]));
  };
  const same = (v) => keys.every((k) => v[k] === want[k]);
  try {
    await driver.wait(async () => same(await have()), 20_000);
  } catch {
    assert.deepEqual(await have(), want);
  }
}

/** Waits until the move list has `n` finished plays; returns them. */
export const firstPlays = (driver, n) =>
  until(
    driver,
    (n) => {
      const done = $$('.dd-movelist li[data-side]:not(.current) .dd-notation');
      return done.length >= n && done.slice(0, n).map((e) => e.textContent);
    },
    n,
    { message: `${n} plays made` },
  );

/** Clicks (a WebDriver element click) the first element matching `css`
 * (in the game's shadow root), waiting for it to exist. */
export async function click(driver, css) {
  // Shown, not only there: a game drawn again (another language) builds its
  // parts before it shows them. (An <option> has no box: its list's.)
  const shown = (css) => {
    const e = $(css);
    return (e?.closest('select') ?? e)?.getClientRects().length ? e : null;
  };
  const el = await until(driver, shown, css, { message: `an element ${css}, shown` });
  await el.click();
}

/**
 * Clicks the middle of the first element matching `css` with the pointer
 * (WebDriver actions at viewport coordinates): for the board's SVG `<g>`
 * holes, whose own rectangle WebKitWebDriver cannot compute (an element
 * click on them fails with "element not interactable" there), so a tap is
 * what a visitor does: the engine's own hit test finds the hole.
 */
export async function tap(driver, css) {
  const middle = (css) => {
    const el = $(css);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    const x = Math.round(r.left + r.width / 2);
    const y = Math.round(r.top + r.height / 2);
    // The point must be on the element (or inside it), not on something above.
    const hit = R.elementFromPoint(x, y);
    return { x, y, on: !!hit && (hit === el || el.contains(hit)), hit: hit?.outerHTML.slice(0, 80) };
  };
  const at = (await run(driver, middle, css)) || (await until(driver, middle, css, { message: `an element ${css}` }));
  assert.ok(at.on, `${css}: its middle is covered by ${at.hit}`);
  await driver.actions({ async: true }).move({ x: at.x, y: at.y, origin: 'viewport' }).click().perform();
}

/** The text of the first element matching `css`, its white space
 * collapsed and trimmed (as Playwright's toHaveText compares it). */
export const text = (driver, css) => run(driver, (css) => $(css)?.textContent.replace(/\s+/g, ' ').trim() ?? null, css);
export const texts = (driver, css) => run(driver, (css) => $$(css).map((e) => e.textContent), css);
export const plays = (driver) => texts(driver, '.dd-movelist li[data-side] .dd-notation');

/** Clicks the piece on `from`, then the hole `to`. */
export async function move(driver, from, to) {
  await tap(driver, `[data-hole="${from}"]`);
  await until(driver, (h) => $(`[data-hole="${h}"]`)?.dataset.selected === 'true', from, {
    message: `${from} selected`,
  });
  await tap(driver, `[data-hole="${to}"]`);
}

/** Clicks Throw; waits until the dice show `dice` and the state is `state`. */
export async function throwDice(driver, dice, state = 'human-move') {
  await click(driver, '.dd-throw');
  await expectAt(driver, { dice, state });
}

/** Opens the New-game dialog from the start card's Options button. */
export async function openOptions(driver) {
  await click(driver, '.dd-start:not([hidden]) .dd-start-more button:last-child');
  await until(driver, () => $('dialog.dd-newgame')?.open, null, { message: 'the New-game dialog' });
}

/** Opens `url` with no saved game, and starts a game from the New-game
 * dialog (the start card's Options): `mode` (pvc, pvp), and optionally `size` and `level` (the
 * others as the dialog has them). Waits until a player can act. */
export async function freshStart(driver, url, { mode, size, level }) {
  await openClean(driver, url);
  await openOptions(driver);
  await click(driver, `dialog.dd-newgame input[name="mode"][value="${mode}"]`);
  if (size) await click(driver, `dialog.dd-newgame input[name="size"][value="${size}"]`);
  if (level) {
    await click(driver, 'dialog.dd-newgame select[name="level"]');
    await click(driver, `dialog.dd-newgame select[name="level"] option[value="${level}"]`);
  }
  const chosen = await run(driver, () => {
    const f = new FormData($('dialog.dd-newgame form'));
    return { mode: f.get('mode'), size: f.get('size'), level: f.get('level') };
  });
  assert.equal(chosen.mode, mode);
  if (size) assert.equal(chosen.size, String(size));
  if (level) assert.equal(chosen.level, String(level));
  await click(driver, 'dialog.dd-newgame button[value="start"]');
  await waitState(driver, '^human-(throw|move)$');
}

/** Plays the game on by clicks until it is over: Throw, else the first
 * movable piece and its first target (and the first way if asked). The
 * dice are seeded, so the same game always gives the same clicks. Returns
 * the number of clicks. */
export async function playToEnd(driver, { maxClicks = 2000 } = {}) {
  // Each click's effect shows in the move list (a throw, lost or not, and
  // every move) before the next look at the page.
  const changed = async (before, message) =>
    until(driver, (before) => $('.dd-movelist').textContent !== before, before, { message });
  for (let clicks = 0; clicks < maxClicks; ) {
    const [state, before] = await until(
      driver,
      () => {
        const state = $('.daldos')?.dataset.state || '';
        return /^(human-throw|human-move|over)$/.test(state) && [state, $('.dd-movelist').textContent];
      },
      null,
      { message: 'a player to act, or the game over' },
    );
    if (state === 'over') return clicks;
    if (state === 'human-throw') {
      await click(driver, '.dd-throw');
      clicks++;
      await changed(before, 'the throw taken');
      continue;
    }
    await tap(driver, '[data-hole]:has(> .slot > [data-movable])');
    await until(driver, () => $$('[data-selected]').length === 1, null, { message: 'a piece selected' });
    await tap(driver, '[data-hole][data-target]');
    clicks += 2;
    const way = await run(driver, () => !!$('.dd-choice:not([hidden]) button'));
    if (way) {
      await click(driver, '.dd-choice:not([hidden]) button');
      clicks++;
    }
    await changed(before, 'the move made');
  }
  throw new Error(`the game did not end within ${maxClicks} clicks`);
}

export const saved = (driver, key = KEY) => run(driver, (k) => JSON.parse(localStorage.getItem(k)), key);
