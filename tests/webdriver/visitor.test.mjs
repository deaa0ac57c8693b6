// What a visitor does, in Firefox or WebKit (DALDOS_BROWSER=firefox|webkit;
// `make test-firefox`, `make test-webkit`): the built page (dist/) loads
// with no error and fits a phone and a tablet; seeded games are played by
// clicks to their end, against the computer (which thinks in a Worker) and
// two players on one device; the hint; a reload in the middle of a throw;
// the start card and the dialogs (New game, rules, "Which way?"); Learn
// to play; the <daldos-game> element on another site's page; kiosk mode; the page
// under a sub-path; offline start after a first visit (service worker). Chromium runs the
// whole Playwright suite (tests/e2e/); these tests drive the other engines
// over WebDriver (tests/webdriver/browsers.mjs).
//
// Deterministic: every game is seeded and every outcome is asserted
// exactly (the whole record of the games played to their end, in
// tests/webdriver/games/); the same seeds give the same games in every
// engine.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../scripts/serve.mjs';
import { Key } from 'selenium-webdriver';
import { AUTOPLAY_12_SEED_0, KEY, LESSONS, S25, S250, START_16, TWO_WAY_AFTER, TWO_WAY_RECORD } from '../e2e/seeded.mjs';
import { launch, version } from './browsers.mjs';
import {
  click,
  expectAt,
  firstPlays,
  freshStart,
  openClean,
  move,
  noError,
  open,
  openOptions,
  playToEnd,
  plays,
  reload,
  ready,
  tap,
  run,
  saved,
  text,
  texts,
  throwDice,
  until,
  view,
} from './page.mjs';

const engine = process.env.DALDOS_BROWSER;
if (!engine) throw new Error('set DALDOS_BROWSER=firefox or webkit (make test-firefox, make test-webkit)');

/** Serves dist/ (under `base`) and records every response of 400 or more. */
async function serve(base = '/') {
  const s = await startServer({ dir: 'dist', base });
  s.failed = [];
  s.server.on('request', (req, res) =>
    res.on('finish', () => res.statusCode >= 400 && s.failed.push(`${res.statusCode} ${req.url}`)),
  );
  return s;
}

/** Host pages of another site: a folder with `pages` (file name → HTML)
 * and the game's folder as `game/` (a link to dist/www), served on a port
 * of its own. */
async function hostPages(pages) {
  const dir = mkdtempSync(path.join(tmpdir(), 'daldos-host-'));
  symlinkSync(path.resolve('dist/www'), path.join(dir, 'game'));
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(dir, name), html);
  const s = await startServer({ dir });
  s.failed = [];
  s.server.on('request', (req, res) =>
    res.on('finish', () => res.statusCode >= 400 && s.failed.push(`${res.statusCode} ${req.url}`)),
  );
  const close = s.close;
  s.close = async () => {
    await close();
    rmSync(dir, { recursive: true, force: true });
  };
  return s;
}

/** Runs `visit(host)` with host pages (hostPages), then checks that the
 * page shows no error and no request failed; leaves the pages. */
async function onHostPages(driver, pages, visit) {
  const host = await hostPages(pages);
  try {
    await visit(host);
    await noError(driver);
    assert.deepEqual(host.failed, [], 'failed requests');
  } finally {
    await driver.get('about:blank');
    await host.close();
  }
}

/** The record `want` with the facts the page writes when a game starts
 * (docs/notation.md), after its Result tag: the date, the one `seen` holds
 * (the visitor's clock; checked for its form), then `facts`, who played. */
function withFacts(want, seen, facts) {
  const date = /^\[Date "(\d{4}-\d{2}-\d{2})"\]$/m.exec(seen)?.[1];
  assert.ok(date, `a [Date] tag in the record seen: ${seen.slice(0, 200)}`);
  return want.replace(/^(\[Result "[^"]*"\]\n)/m, `$1[Date "${date}"]\n${facts}`);
}

/** Who played, as the page writes it: against the computer at level 1, and two people. */
const PVC_LEVEL1 = '[Light "person"]\n[Dark "computer"]\n[Level "1"]\n';
const PVP = '[Light "person"]\n[Dark "person"]\n';

/** Compares a finished game's record with the expected one (`facts`: who
 * played, as withFacts adds them); on a
 * difference, keeps the record seen in test-results/ for a diff. */
function expectRecord(record, name, facts) {
  const want = withFacts(readFileSync(new URL(`games/${name}.dgn`, import.meta.url), 'utf8'), record, facts);
  if (record !== want) {
    mkdirSync('test-results/webdriver', { recursive: true });
    writeFileSync(`test-results/webdriver/${engine}-${name}.dgn`, record);
  }
  assert.equal(record, want, `the record of ${name} (the one seen is in test-results/webdriver/)`);
}

describe(`${version(engine)}: a visitor's game`, { concurrency: false }, () => {
  let driver;
  let site;
  before(async () => {
    site = await serve();
    driver = await launch(engine);
    await driver.manage().setTimeouts({ script: 60_000 });
  });
  after(async () => {
    await driver?.quit();
    await site?.close();
  });

  test('the page loads with no error', async () => {
    await open(driver, site.url);
    assert.equal(await driver.getTitle(), 'Daldøs');
    const shown = await run(driver, () => document.querySelector('#version').textContent);
    assert.match(shown, /^v\d+\.\d+\.\d+/);
    assert.equal(shown, `v${await run(driver, () => window.wasmBindings.version())}`);
    await until(driver, () => $$('.dd-board svg [data-hole]').length === 16 * 3 + 1, null, {
      message: 'the board drawn',
    });
    // The start card, and nothing focused (the page may be embedded).
    await until(driver, () => $('.dd-start') && !$('.dd-start').hidden, null, { message: 'the start card' });
    assert.equal(await text(driver, '.dd-start .dd-play'), 'PlayAgainst the computer · Computer level 2 – easy');
    assert.equal(await run(driver, () => document.activeElement === document.body), true, 'nothing focused');
    await noError(driver);
    assert.deepEqual(site.failed, [], 'failed requests');
  });

  test('a phone and a tablet show the board with no sideways scrolling', async () => {
    // The windows cannot be made that narrow (Firefox stops at 500 px,
    // MiniBrowser at about 450): the page is shown in a frame of each size,
    // as an embedding site would. (Firefox's frame keeps 12 px for its
    // scroll bar.)
    await open(driver, site.url);
    // Upright on the phone, across on the tablet.
    for (const [width, height, viewBox] of [
      // (Upright, its rows spaced to fill the width it has: 772 units long.)
      [360, 640, /^0 0 \d+(\.\d+)? 772$/],
      [768, 1024, /^0 0 772 168$/],
    ]) {
      await run(driver, ([width, height]) => {
        document.querySelector('#sized')?.remove();
        const frame = Object.assign(document.createElement('iframe'), { id: 'sized', src: './?speed=fast', width, height });
        frame.style.border = '0';
        document.body.prepend(frame);
      }, [width, height]);
      const at = await until(driver, () => {
        const doc = document.querySelector('#sized').contentDocument;
        const svg = doc?.querySelector('daldos-game')?.shadowRoot?.querySelector('.dd-board svg');
        const r = svg?.getBoundingClientRect();
        return doc?.body.dataset.ready === 'true' && svg && {
          width: doc.documentElement.clientWidth,
          overflow: doc.documentElement.scrollWidth - doc.documentElement.clientWidth,
          board: { left: r.left, right: r.right, top: r.top, bottom: r.bottom, viewBox: svg.getAttribute('viewBox') },
          error: doc.body.dataset.error ?? null,
        };
      });
      assert.equal(at.error, null, `${width}x${height}: the page shows an error`);
      assert.ok(at.width <= width && at.width > width - 20, `${width}x${height}: the page is ${at.width} px wide`);
      assert.ok(at.overflow <= 0, `${width}x${height}: ${at.overflow} px of horizontal overflow`);
      // All of the board on screen.
      assert.match(at.board.viewBox, viewBox);
      const { left, right, bottom } = at.board;
      assert.ok(left >= 0 && right <= at.width && bottom <= height, `${width}x${height}: the board at ${JSON.stringify(at.board)}`);
    }
  });

  test('against the computer (in a Worker): a seeded game played by clicks to its end', async () => {
    // Seed 0, the 12-hole board, level 1, the player Light: Dark starts
    // (4+4 against 4+3); Dark wins after 70 throws with 4 pieces left.
    await freshStart(driver, `${site.url}?seed=0&speed=fast`, { mode: 'pvc', size: 12, level: 1 });
    await expectAt(driver, { state: 'human-throw', mode: 'pvc', ai: 'worker', position: 'aaaaaaaaaaaa/10B2/bbbbbbbbbbb1 a' });
    assert.equal(await playToEnd(driver), 136);
    const game = await saved(driver);
    assert.deepEqual({ mode: game.mode, level: game.level, human: game.human, seed: game.seed }, { mode: 'pvc', level: 1, human: 'a', seed: 0 });
    expectRecord(game.record, 'pvc-12-level1-seed0', PVC_LEVEL1);
    await expectAt(driver, { state: 'over', ai: 'worker', position: '10B1/B5B4B1/12 a' });
    assert.equal(await run(driver, () => $('.dd-over:not([hidden])')?.dataset.winner), 'b');
    assert.deepEqual(await texts(driver, '.dd-count strong'), ['0', '4']);
    assert.equal((await plays(driver)).length, 70);
    await noError(driver);
  });

  test('two players on one device: a seeded game played by clicks to its end', async () => {
    // Seed 3, the 12-hole board: Dark starts (2+3 against 1+3); Light wins
    // after 64 throws with 2 pieces left.
    await freshStart(driver, `${site.url}?seed=3&speed=fast`, { mode: 'pvp', size: 12 });
    await expectAt(driver, { state: 'human-throw', mode: 'pvp', position: 'aaaaaaaaaaaa/13/bbbbbbbbbbbb b' });
    assert.equal(await playToEnd(driver), 254);
    expectRecord((await saved(driver)).record, 'pvp-12-seed3', PVP);
    await expectAt(driver, { state: 'over', position: '12/9A3/6A5 b' });
    assert.equal(await run(driver, () => $('.dd-over:not([hidden])')?.dataset.winner), 'a');
    assert.deepEqual(await texts(driver, '.dd-count strong'), ['2', '0']);
    assert.equal(await run(driver, () => $('.daldos').dataset.ai ?? null), null, 'no computer');
    await noError(driver);
  });

  test('the Hint shows the engine’s play and both sides’ chances', async () => {
    await freshStart(driver, site.url + S250.query, { mode: 'pvc' });
    await expectAt(driver, { state: 'human-throw', position: S250.first, dice: '3+1' });
    await throwDice(driver, '4+1');
    await move(driver, 'A16', 'M12');
    await expectAt(driver, { state: 'human-throw', position: S250.second, dice: '1+2' });
    assert.deepEqual(await plays(driver), S250.plays);
    await throwDice(driver, '1+4');
    await click(driver, '.dd-hint-btn');
    const play = await until(driver, () => {
      const box = $('.dd-hint');
      return box && !box.hidden && box.dataset.play;
    });
    assert.equal(play, S250.hint.play);
    assert.match(
      await text(driver, '.dd-hint'),
      new RegExp(`^Hint: ${play} Chances to win: Light \\(you\\) ${S250.hint.a}\\s% · Dark \\(computer\\) ${S250.hint.b}\\s%\\. Gold rings show`),
    );
    // Then why it beats the next best play (tests/e2e/hint-why.spec.mjs).
    assert.equal(
      await until(driver, () => $('.dd-hint-why')?.textContent),
      'Why not A15-A16 M12-M8, the next best? This play takes the piece on M13; that one does not. ' +
        'The piece on M12 can be lost next turn: 28.8 % on M12 after this play instead of 29.2 % on M8 after that one.',
    );
    // Its holes are marked on the board.
    await until(driver, () => $$('[data-hint]').length === 2);
    assert.deepEqual(
      await run(driver, () => $$('[data-hint]').map((e) => `${e.dataset.hole} ${e.dataset.hint}`).sort()),
      ['A15 1', 'M13 1→'],
    );
    // Made by clicks, the hinted play captures on M13; the hint goes.
    await move(driver, 'A15', 'M13');
    await until(driver, () => $('.dd-hint').hidden && !$('[data-hint]'));
    await expectAt(driver, { state: 'human-throw', position: 'aaaaaaaaaaaaaa2/12BA3/bbbbbbbbbbb1BBB1 a', dice: '3+1' });
    await noError(driver);
  });

  test('a reload in the middle of a throw resumes position, dice and steps', async () => {
    await freshStart(driver, site.url + S25.query, { mode: 'pvp' });
    await expectAt(driver, { state: 'human-throw', position: `${START_16} a` });
    await throwDice(driver, S25.dice);
    await move(driver, ...S25.step);
    await expectAt(driver, { state: 'human-move', position: S25.position });
    const game = await saved(driver);
    assert.equal(game.seed, 25);
    assert.match(game.record, /\n\na 1\+1: A16-M16\n$/);
    const shown = () =>
      run(driver, () => ({
        current: $('.dd-movelist .current .dd-notation')?.textContent,
        spent: $$('.die.spent').length,
        movable: $$('[data-hole]:has(> .slot > [data-movable])').map((e) => e.dataset.hole),
      }));
    await until(driver, () => $$('.die.spent').length === 1);
    const before = await shown();
    assert.deepEqual(before, { current: S25.current, spent: 1, movable: ['A15'] });
    await reload(driver);
    await expectAt(driver, { state: 'human-move', mode: 'pvp', position: S25.position, dice: S25.dice, turn: 'a' });
    await until(driver, () => $$('.die.spent').length === 1);
    assert.deepEqual(await shown(), before);
    assert.equal((await saved(driver)).record, game.record);
    // The step can still be undone after the reload.
    await click(driver, '.dd-undo');
    await expectAt(driver, { state: 'human-move', position: `${START_16} a` });
    assert.deepEqual(await plays(driver), ['a 1+1: …']);
    await noError(driver);
  });

  test('first visit: the start card, Options closed by Escape, Play, Throw by Enter; the rules; “Which way?”', async () => {
    const dialogOpen = (css) => run(driver, (css) => !!$(css)?.open, css);
    const escape = () => driver.actions().sendKeys(Key.ESCAPE).perform();
    // Seed 1: Escape closes the New-game dialog (Options) and leaves the
    // start card; Play starts the default game, the player Light, who
    // starts (1+4 against 1+2).
    await openClean(driver, `${site.url}?seed=1&speed=fast`);
    await openOptions(driver);
    await escape();
    await until(driver, () => !$('dialog.dd-newgame').open, null, { message: 'the New-game dialog closed' });
    assert.equal(await run(driver, () => !$('.dd-start').hidden), true, 'the start card stays');
    assert.equal(await run(driver, (k) => localStorage.getItem(k), KEY), null, 'nothing saved');
    await click(driver, '.dd-start .dd-play');
    await expectAt(driver, { state: 'human-throw', mode: 'pvc', position: `${START_16} a` });
    assert.equal(await run(driver, () => $('.dd-start').hidden), true);
    assert.equal(await dialogOpen('dialog.dd-newgame'), false);
    assert.equal(await text(driver, '.dd-announce'), 'Light throws A+IIII, Dark throws A+II. Light starts.');
    assert.equal(await text(driver, '.dd-turn'), 'Light (you) to play — throw the dice.');
    // Focus goes to Throw (WebKit kept it on the hidden Play button:
    // render.js now counts a focused element no longer shown as lost).
    await until(driver, () => R.activeElement === $('.dd-throw'), null, { message: 'Throw focused' });
    const game = await saved(driver);
    assert.deepEqual([game.mode, game.level, game.human, game.seed], ['pvc', 2, 'a', 1]);
    assert.ok(game.record.includes('[RollOff "1+4 1+2"]'), game.record);
    // Enter on Throw throws; the focus goes to the piece that can move.
    await driver.actions().sendKeys(Key.ENTER).perform();
    await expectAt(driver, { state: 'human-move', dice: '1+4', position: `${START_16} a` });
    await until(driver, () => R.activeElement?.dataset?.hole === 'A16' && !!R.activeElement.querySelector('[data-movable]'), null, {
      message: 'the movable piece on A16 focused',
    });
    // The rules open at their top, their heading focused; Escape closes them.
    await click(driver, '.dd-buttons button:nth-child(2)');
    assert.equal(await text(driver, '.dd-buttons button:nth-child(2)'), 'How to play');
    await until(driver, () => $('dialog.dd-rules')?.open && R.activeElement?.id === 'dd-rules-title', null, {
      message: 'the rules open, their heading focused',
    });
    assert.equal(await run(driver, () => $('dialog.dd-rules').scrollTop), 0);
    await escape();
    await until(driver, () => !$('dialog.dd-rules').open, null, { message: 'the rules closed' });
    // "Which way?": Dark's 2+1 takes M14 to M11 via M12 or via M13 (which
    // captures Light's piece there); the first way offered is made.
    await run(driver, ([k, v]) => localStorage.setItem(k, JSON.stringify(v)), [KEY, { v: 1, record: TWO_WAY_RECORD, mode: 'pvp', level: 3, human: 'a' }]);
    await reload(driver);
    await expectAt(driver, { state: 'human-move', mode: 'pvp' });
    await move(driver, 'M14', 'M11');
    const ways = await until(driver, () => {
      const box = $('.dd-choice');
      return !box.hidden && [...box.querySelectorAll('button')].map((b) => b.dataset.move);
    });
    assert.deepEqual([...ways].sort(), ['M14-M12-M11', 'M14xM13-M11']);
    await click(driver, '.dd-choice button');
    await expectAt(driver, { state: 'human-throw', position: TWO_WAY_AFTER[ways[0]] });
    assert.equal(await run(driver, () => $('.dd-choice').hidden), true);
    assert.equal((await saved(driver)).record, TWO_WAY_RECORD.replace(/b 2\+1:\n$/, `b 2+1: ${ways[0]}\n`));
    await noError(driver);
  });

  test('Learn to play: the thirteen lessons by clicks, then a real game', async () => {
    await openClean(driver, `${site.url}?speed=fast`);
    await click(driver, '.dd-start .dd-learn');
    const shown = (css) => run(driver, (css) => !!$(css)?.getClientRects().length, css);
    for (const [i, [title, throws, after]] of LESSONS.entries()) {
      await until(driver, ([n, count]) => $('.dd-lesson .dd-lesson-step')?.textContent === `Learn to play · step ${n} of ${count}`, [i + 1, LESSONS.length]);
      assert.equal(await text(driver, '.dd-lesson h2'), title);
      await expectAt(driver, { mode: 'pvp' });
      // The lesson played by clicks: Throw, or the first marked piece to
      // its first marked hole, until it says it is done.
      for (let k = 0; k < 8 && !(await shown('.dd-lesson-next')); k++) {
        const [state, before] = await until(driver, () => {
          const state = $('.daldos').dataset.state;
          return /^(human-throw|human-move)$/.test(state) && [state, $('.dd-movelist').textContent];
        });
        if (state === 'human-throw') await click(driver, '.dd-throw');
        else {
          await tap(driver, '[data-hole]:has(> .slot > [data-movable])');
          await until(driver, () => $$('[data-selected]').length === 1);
          await tap(driver, '[data-hole][data-target]');
        }
        // (The roll-off's lesson changes no move list: it is done.)
        await until(driver, (before) => $('.dd-movelist').textContent !== before || !!$('.dd-lesson-next'), before, { message: 'the click’s effect' });
        await until(driver, () => $('.daldos').dataset.state !== 'busy' || $('.dd-lesson-next'), null, { message: 'not busy' });
      }
      await until(driver, () => !!$('.dd-lesson-done') && !!$('.dd-lesson-next'), null, { message: `lesson ${i + 1} done` });
      assert.deepEqual(
        (await plays(driver)).map((p) => p.split(':')[0]),
        throws.map((t) => `a ${t}`),
      );
      if (after) await expectAt(driver, { position: after });
      if (i < LESSONS.length - 1) await click(driver, '.dd-lesson-next');
    }
    assert.match(await text(driver, '.dd-over'), /Light wins!/);
    assert.equal(await run(driver, (k) => localStorage.getItem(k), KEY), null, 'nothing saved');
    assert.equal(await text(driver, '.dd-lesson-next'), 'Play a game');
    await click(driver, '.dd-lesson-next');
    await until(driver, () => $('.dd-lesson').hidden, null, { message: 'the lessons left' });
    await expectAt(driver, { mode: 'pvc' });
    await noError(driver);
  });

  test('the <daldos-game> element on another site’s page: plays, tells its throws and moves, saves', async () => {
    // A host page in a folder of its own, the game's folder beside it
    // (here a link to dist/www), on another origin. Seed 3, two players,
    // the 12-hole board, in Danish: Dark starts; 2+2, 3+2 and 4+4 are
    // lost; Light's 1+3 takes A12 on to M9 (the game of games/pvp-12-seed3).
    await onHostPages(driver, {
      'game.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A museum</title><link rel="icon" href="data:,">
<script type="module" src="game/daldos-game.js"></script></head><body><h1>A museum page</h1>
<daldos-game board="12" mode="pvp" seed="3" speed="fast" lang="da"></daldos-game></body></html>`,
    }, async (host) => {
      await driver.get(`${host.url}game.html`);
      await until(driver, () => customElements.get('daldos-game') && $('.dd-start') && !$('.dd-start').hidden, null, {
        message: 'the start card',
      });
      assert.match(await text(driver, '.dd-start .dd-play'), /^Spil/);
      await click(driver, '.dd-start .dd-play');
      await expectAt(driver, { state: 'human-throw', mode: 'pvp', position: 'aaaaaaaaaaaa/13/bbbbbbbbbbbb b' });
      await run(driver, () => {
        window.__events = [];
        for (const type of ['daldos-throw', 'daldos-move']) {
          document.querySelector('daldos-game').addEventListener(type, (e) => window.__events.push([type, e.detail]));
        }
      });
      for (const dice of ['2+2', '3+2', '4+4']) await throwDice(driver, dice, 'human-throw');
      await throwDice(driver, '1+3');
      await move(driver, 'A12', 'M9');
      await expectAt(driver, { state: 'human-throw', position: 'aaaaaaaaaaa1/9A3/bbbbbbbbbbbb b' });
      const seen = await run(driver, () => window.__events.map(([type, d]) => (type === 'daldos-throw' ? [type, d.side, d.dice.join('+')] : [type, d.side, d.move.text, d.playDone])));
      assert.deepEqual(seen, [
        ['daldos-throw', 'b', '2+2'],
        ['daldos-throw', 'a', '3+2'],
        ['daldos-throw', 'b', '4+4'],
        ['daldos-throw', 'a', '1+3'],
        ['daldos-move', 'a', 'A12-M12-M9', true],
      ]);
      const game = await run(driver, () => ({ position: document.querySelector('daldos-game').position, record: document.querySelector('daldos-game').record }));
      const want = readFileSync(new URL('games/pvp-12-seed3.dgn', import.meta.url), 'utf8');
      const [head, body] = want.split('\n\n');
      assert.equal(game.record, withFacts(`${head.replace('[Result "a"]', '[Result "*"]')}\n\n${body.split('\n').slice(0, 4).join('\n')}\n`, game.record, PVP));
      assert.equal(game.position, 'aaaaaaaaaaa1/9A3/bbbbbbbbbbbb b');
      // Saved under the key of this copy of the game (its folder, game/).
      assert.equal((await saved(driver, `${KEY}@/game/`)).record, game.record);
    });
  });

  test('kiosk mode: the game alone, its languages, nothing kept, “Still playing?” when idle', async () => {
    await open(driver, `${site.url}?kiosk=1&seed=25&speed=fast&lang=en`);
    await run(driver, () => localStorage.clear()); // earlier tests' saves
    await reload(driver);
    await until(driver, () => $('.dd-start') && !$('.dd-start').hidden, null, { message: 'the start card' });
    const hidden = await run(driver, () => ['.site-header', '.site-footer'].map((css) => getComputedStyle(document.querySelector(css)).display));
    assert.deepEqual(hidden, ['none', 'none']);
    assert.deepEqual(await texts(driver, '.dd-start .dd-languages button'), ['English', 'Dansk', 'Norsk (bokmål)', 'Español', 'Italiano', 'Svenska', 'Deutsch']);
    // (Each language draws the game again, over a few tasks: its start
    // card is there before it is shown, so the wait is for it shown.)
    const shownPlay = (words) => until(driver, (words) => new RegExp(`^${words}`).test($('.dd-start .dd-play')?.textContent) && $('.dd-start .dd-play').getClientRects().length > 0, words);
    await click(driver, '.dd-start .dd-languages button[lang="it"]');
    await shownPlay('Gioca');
    await click(driver, '.dd-start .dd-languages button[lang="en"]');
    await shownPlay('Play');
    assert.ok((await run(driver, () => $('.dd-start .dd-play').getBoundingClientRect().height)) >= 56, 'a large Play button');
    await click(driver, '.dd-start .dd-play');
    await expectAt(driver, { state: 'human-throw', position: `${START_16} a` });
    await throwDice(driver, '1+1');
    const keys = () => run(driver, () => Object.keys(localStorage).filter((k) => k.startsWith('daldos.save')));
    assert.deepEqual(await keys(), [], 'nothing kept');

    // The idle watch, on the element (idle-minutes: 3 s here).
    await onHostPages(driver, {
      'kiosk.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kiosk</title><link rel="icon" href="data:,">
<script type="module" src="game/daldos-game.js"></script></head><body>
<daldos-game kiosk idle-minutes="0.05" seed="25" speed="fast" lang="en"></daldos-game></body></html>`,
    }, async (host) => {
      await driver.get(`${host.url}kiosk.html`);
      await until(driver, () => $('.dd-start') && !$('.dd-start').hidden, null, { message: 'the start card' });
      await click(driver, '.dd-start .dd-play');
      await expectAt(driver, { state: 'human-throw', position: `${START_16} a` });
      await throwDice(driver, '1+1');
      const { position } = await view(driver);
      const ask = await until(driver, () => !$('.dd-kiosk-card').hidden && $('.dd-kiosk-card').textContent, null, {
        timeout: 15_000,
        message: '“Still playing?”',
      });
      assert.match(ask, /^Still playing\?/);
      await click(driver, '.dd-kiosk-card button');
      await until(driver, () => $('.dd-kiosk-card').hidden, null, { message: 'the question gone' });
      await expectAt(driver, { state: 'human-move', position });
      assert.deepEqual(await keys(), [], 'nothing kept');
    });
  });

  test('the page under a sub-path: its wasm and the computer’s worker load', async () => {
    const sub = await serve('/museum/daldos/');
    try {
      assert.match(sub.url, /\/museum\/daldos\/$/);
      // Nothing is reachable at the site root.
      assert.equal((await fetch(new URL('/index.html', sub.url))).status, 404);
      sub.failed.length = 0;
      await open(driver, `${sub.url}?autoplay=fast&board=12&seed=0`);
      await expectAt(driver, { ai: 'worker' });
      assert.deepEqual(await firstPlays(driver, 4), AUTOPLAY_12_SEED_0);
      await noError(driver);
      assert.deepEqual(sub.failed, [], 'failed requests');
    } finally {
      await driver.get('about:blank');
      await sub.close();
    }
  });

  test('after one visit the game starts and plays with the server gone (service worker)', async () => {
    const own = await serve();
    let closed = false;
    try {
      await open(driver, `${own.url}?seed=25`);
      const cache = await driver.executeAsyncScript(`
        const done = arguments[arguments.length - 1];
        (async () => {
          const reg = await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
          }
          const keys = (await caches.keys()).filter((k) => k.startsWith('daldos@'));
          const urls = (await (await caches.open(keys[0])).keys()).map((r) => new URL(r.url).pathname);
          return { scope: reg.scope, keys, urls };
        })().then(done, (e) => done({ error: String(e) }));`);
      assert.equal(cache.error, undefined, cache.error);
      assert.equal(cache.scope, own.url);
      assert.equal(cache.keys.length, 1);
      for (const file of ['/index.html', '/www/engine/daldos-engine_bg.wasm', '/www/engine/daldos-engine.js', '/www/app.js', '/www/nets/net-12.bin']) {
        assert.ok(cache.urls.includes(file), `${file} cached`);
      }
      // The network is gone: the server is closed (nothing answers on its port).
      await own.close();
      closed = true;
      await reload(driver);
      await openOptions(driver);
      await click(driver, 'dialog.dd-newgame input[name="mode"][value="pvp"]');
      await click(driver, 'dialog.dd-newgame button[value="start"]');
      await expectAt(driver, { state: 'human-throw', position: `${START_16} a` });
      await throwDice(driver, '1+1');
      assert.deepEqual(await plays(driver), ['a 1+1: …']);
      // The computer's worker starts from the cache too, and plays.
      await open(driver, `${own.url}?autoplay=fast&board=12&seed=0`);
      await expectAt(driver, { ai: 'worker' });
      assert.deepEqual(await firstPlays(driver, 4), AUTOPLAY_12_SEED_0);
      await noError(driver);
    } finally {
      await driver.get('about:blank');
      if (!closed) await own.close();
    }
  });
});
