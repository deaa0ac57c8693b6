// Play a friend in Firefox or WebKit (DALDOS_BROWSER=firefox|webkit;
// `make test-firefox`, `make test-webkit`): two sessions of one engine play
// a Norwegian game through the real game server (crates/daldos-server,
// built here with cargo and started on a temporary SQLite file with
// `--test-dice-seed 25`, so that its dice are known). Light makes the game
// on the start card; Dark opens the friend's link in the other session;
// the server throws the roll-off once both are there; they play the first
// throws by clicks and exchange a preset message. Every text and the
// record are asserted exactly: the dice are those of the whole game that
// tests/e2e/friend.spec.mjs plays in Chromium (tests/e2e/data/friend-game.dgn),
// and so are the plays, made by the same clicks.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launch, version } from './browsers.mjs';
import { click, noError, open, run, tap, text, until } from './page.mjs';

const engine = process.env.DALDOS_BROWSER;
if (!engine) throw new Error('set DALDOS_BROWSER=firefox or webkit (make test-firefox, make test-webkit)');

/** The throws both pages play: the first of the Chromium suite's whole game. */
const THROWS = 4;
const GAME = readFileSync(new URL('../e2e/data/friend-game.dgn', import.meta.url), 'utf8');
const throwLines = (record) => record.split('\n').filter((l) => /^[ab] \d\+\d:/.test(l));

/** Starts daldos-server (built first: seconds when cargo has built it) on a fresh SQLite file. */
async function startGameServer() {
  execFileSync('cargo', ['build', '-q', '-p', 'daldos-server', '--bin', 'daldos-server'], { stdio: 'inherit' });
  const dir = mkdtempSync(path.join(tmpdir(), 'daldos-friend-'));
  const child = spawn('target/debug/daldos-server', ['--listen', '127.0.0.1:0', '--db', path.join(dir, 'games.db'), '--dist', 'dist', '--test-dice-seed', '25', '--log', 'warn'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b) => {
      out += b;
      const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`daldos-server stopped (${code}): ${out}`)));
  });
  return {
    url,
    close() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The root's data-state of each session. */
const states = (drivers) => Promise.all(drivers.map((d) => run(d, () => $('.daldos')?.dataset.state ?? '')));

/** The session whose player may act (Throw or a move), waited for. */
async function actor(drivers) {
  let found = -1;
  await drivers[0].wait(async () => (found = (await states(drivers)).findIndex((s) => /^human-/.test(s))) >= 0, 30_000, 'a player to act');
  return drivers[found];
}

/** One action by clicks, as the Chromium suite's: Throw, or the first movable piece to its first target (the first way if asked); waits until the move list shows it. */
async function step(driver) {
  const before = await run(driver, () => $('.dd-movelist').textContent);
  if ((await run(driver, () => $('.daldos').dataset.state)) === 'human-throw') await click(driver, '.dd-throw');
  else {
    await tap(driver, '[data-hole]:has(> .slot > [data-movable])');
    await until(driver, () => $$('[data-selected]').length === 1, null, { message: 'a piece selected' });
    await tap(driver, '[data-hole][data-target]');
    if (await run(driver, () => !!$('.dd-choice:not([hidden]) button'))) await click(driver, '.dd-choice:not([hidden]) button');
  }
  await until(driver, (before) => $('.dd-movelist').textContent !== before, before, { message: 'the action shown' });
}

/** The element's record (the server's, as the page holds it). */
const record = (driver) => run(driver, () => /** @type {any} */ (document.querySelector('daldos-game')).record);

describe(`${version(engine)}: play a friend through the game server`, { concurrency: false }, () => {
  let server;
  let light;
  let dark;
  before(async () => {
    server = await startGameServer();
    light = await launch(engine);
    dark = await launch(engine);
    for (const d of [light, dark]) await d.manage().setTimeouts({ script: 60_000 });
  });
  after(async () => {
    await light?.quit();
    await dark?.quit();
    server?.close();
  });

  test('two sessions play the first throws of a seeded game and say "Good luck"', async () => {
    await open(light, `${server.url}/?speed=fast`);
    await click(light, '.dd-start:not([hidden]) .dd-friend-open');
    await until(light, () => $('dialog.dd-friend-dialog')?.open, null, { message: 'the Play a friend dialog' });
    assert.equal(await text(light, '#dd-friend-title'), 'Play a friend');
    await click(light, '#dd-friend-board option[value="12"]');
    await click(light, '.dd-friend-create');
    const invite = await until(light, () => $('.dd-friend-invite input')?.value, null, { message: "the friend's link" });
    assert.match(invite, /^http:\/\/127\.0\.0\.1:\d+\/\?speed=fast#play=[\w-]{12}\.[\w-]{24}$/);
    assert.equal(await text(light, '.dd-friend-who'), 'You play Light.');
    // (The game's first state comes after the welcome that names the seat.)
    await until(light, () => $('.dd-friend-turn')?.textContent, null, { message: 'the first state drawn' });
    assert.equal(await text(light, '.dd-friend-turn'), 'Waiting for your friend to open the link…');

    await open(dark, invite);
    await until(dark, () => $('.dd-friend-who')?.textContent === 'You play Dark.', null, { message: 'Dark seated' });
    // The server's roll-off, seen by both: Light A+A, Dark II+II, Dark starts.
    for (const d of [light, dark]) {
      await until(d, () => $('.dd-announce')?.textContent.includes('Dark starts.') && $('.dd-board')?.dataset.turn, null, { message: 'the roll-off' });
      assert.equal(await text(d, '.dd-announce'), 'Light throws A+A, Dark throws II+II. Dark starts.');
    }
    await until(dark, () => $('.dd-friend-turn')?.textContent.startsWith('Your turn, since '), null, { message: "Dark's turn, on Dark's page" });
    await until(light, () => $('.dd-friend-turn')?.textContent.startsWith("Dark's turn, since "), null, { message: "Dark's turn, on Light's page" });

    const drivers = [light, dark];
    for (;;) {
      const shown = throwLines(await record(light)).length;
      // (Until the next throw is thrown: the first THROWS are complete.)
      if (shown > THROWS) break;
      await step(await actor(drivers));
    }
    // Both pages hold the server's record: the first throws of the whole game.
    await until(dark, (n) => document.querySelector('daldos-game').record.split('\n').filter((l) => /^[ab] \d\+\d:/.test(l))
      .length > n, THROWS, { message: "Dark's page up to date" });
    const want = throwLines(GAME).slice(0, THROWS);
    for (const d of drivers) assert.deepEqual(throwLines(await record(d)).slice(0, THROWS), want);
    assert.deepEqual(want, ['b 1+4: B12-M12-M8', 'a 3+2: --', 'b 2+2: M8-M6-M4', 'a 1+4: A12-M12-M8']);
    const lines = (d) => run(d, () => $$('.dd-movelist li[data-side]').map((li) => li.textContent.replace(/\s+/g, ' ').trim()));
    assert.deepEqual(await lines(dark), await lines(light));

    // A preset message, heard on the other page.
    await click(dark, '.dd-friend-say button[data-preset="good-luck"]');
    await until(light, () => $('.dd-friend-heard')?.textContent === 'Dark: “Good luck”', null, { message: 'the message heard' });
    for (const d of drivers) await noError(d);
  });
});
