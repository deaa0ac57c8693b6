// Sound (www/features/sound.js): exactly which sounds seeded games make,
// none while the sound is off, in a hidden tab or in the kiosk's attract
// loop; the Sound button's choice kept across visits; axe. The real Web
// Audio runs (Playwright's Chromium is muted); an init script records it:
// every sound the game plays, by name (the module's test hook, the array
// `window.__daldosSounds`), the AudioContexts made and the source nodes
// started on them (each sound's own), and the vibrations asked for.
import { readFileSync } from 'node:fs';
import { test, expect, GamePage } from './page.mjs';
import { axe } from './axe.mjs';
import { KEY, S250, S25 } from './seeded.mjs';

const SOUND_KEY = 'daldos.sound.v1';

/** The review's record (tests/review/game.dgn, 12-hole board) with its
 * last throw thrown but not played: Dark's 2+1, whose A9-A11 and M12xM11
 * take Light's last piece. */
const LAST_THROW = readFileSync(new URL('../review/game.dgn', import.meta.url), 'utf8')
  .replace('[Result "b"]', '[Result "*"]')
  .replace(/b 2\+1: A9-A11 M12xM11\s*$/, 'b 2+1:\n');

/** Runs in the page before its scripts: records the Web Audio it makes. */
function recordAudio() {
  const w = /** @type {any} */ (window);
  const audio = { contexts: /** @type {AudioContext[]} */ ([]), started: 0, nodes: /** @type {number[]} */ ([]), vibrations: /** @type {any[]} */ ([]) };
  w.__audio = audio;
  // The module pushes each sound's name once its nodes are started: the
  // nodes started since the last name are that sound's.
  let counted = 0;
  const names = [];
  names.push = (name) => {
    audio.nodes.push(audio.started - counted);
    counted = audio.started;
    return Array.prototype.push.call(names, name);
  };
  w.__daldosSounds = names;
  const Real = w.AudioContext;
  w.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      audio.contexts.push(this);
    }
  };
  for (const proto of [OscillatorNode.prototype, AudioBufferSourceNode.prototype]) {
    const start = proto.start;
    proto.start = function (...args) {
      audio.started++;
      return start.apply(this, args);
    };
  }
  Object.defineProperty(Navigator.prototype, 'vibrate', { configurable: true, value: (pattern) => (audio.vibrations.push(pattern), true) });
}

/** The sounds played since the last call, by name; each started nodes of its own, and no node started outside a sound. */
async function heard(page) {
  const { names, nodes, started } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { names: w.__daldosSounds.splice(0), nodes: w.__audio.nodes.splice(0), started: w.__audio.started };
  });
  expect(nodes.every((n) => n > 0), `nodes started per sound: ${nodes}`).toBe(true);
  expect(nodes.reduce((a, b) => a + b, 0)).toBe(started - (heard.started.get(page) ?? 0));
  heard.started.set(page, started);
  return names;
}
heard.started = new WeakMap();

/** What the recorder saw: AudioContexts made (and the last one's state), vibrations. */
const audioSeen = (page) =>
  page.evaluate(() => {
    const a = /** @type {any} */ (window).__audio;
    return { contexts: a.contexts.length, state: a.contexts.at(-1)?.state ?? null, vibrations: a.vibrations };
  });

/** The document shown or hidden, as a browser tab in the background is. */
const setHidden = (page, hidden) =>
  page.evaluate((hidden) => {
    if (hidden) Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    else delete (/** @type {any} */ (document).visibilityState);
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

/** A fresh visit with the sound kept on from an earlier one. */
async function soundKeptOn(game, query) {
  await game.fresh(query);
  await game.page.evaluate((k) => localStorage.setItem(k, '1'), SOUND_KEY);
  await game.reload();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordAudio);
});

test('a seeded game against the computer: dice, moves, your turn and a capture, each heard once', async ({ game, page, pageLog }) => {
  await soundKeptOn(game, S250.query);
  const toggle = page.getByRole('button', { name: 'Sound' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // On, but nothing made before the visitor touches the game.
  expect(await audioSeen(page)).toEqual({ contexts: 0, state: null, vibrations: [] });
  await game.startGame({ mode: 'pvc' });
  // Dark (the computer) threw 3+1 and played B16-M16-M13: then Light's turn.
  await game.expectAt({ state: 'human-throw', position: S250.first, dice: '3+1' });
  expect(await heard(page)).toEqual(['throw', 'move', 'turn']);
  await game.throwDice('4+1');
  expect(await heard(page)).toEqual(['throw']);
  await game.move('A16', 'M12');
  // Light's move, Dark's 1+2 and B15-B16-M15, Light's turn again.
  await game.expectAt({ state: 'human-throw', position: S250.second, dice: '1+2' });
  expect(await heard(page)).toEqual(['move', 'throw', 'move', 'turn']);
  await game.throwDice('1+4');
  expect(await heard(page)).toEqual(['throw']);
  // A15-A16xM13: a capture (and a vibration). Dark's reply: A + A (two
  // moves, an extra throw, no "your turn" between), then 3+1 with a capture
  // of its own; then Light's turn.
  await game.move('A15', 'M13');
  await game.expectAt({ state: 'human-throw' });
  await expect(game.moveList).toHaveText([...S250.plays, 'a 1+4: A15-A16xM13', 'b 1+1: B14-B15 B13-B14', 'b 3+1: M15xM12 B12-B13']);
  expect(await heard(page)).toEqual(['capture', 'throw', 'move', 'move', 'extra', 'throw', 'capture', 'move', 'turn']);
  expect(await audioSeen(page)).toEqual({ contexts: 1, state: 'running', vibrations: [60, 60] });
  expect(pageLog.consoleErrors).toEqual([]);
  expect(pageLog.consoleWarnings).toEqual([]);
  expect(pageLog.foreign).toEqual([]);
});

test('two players: A + A is an extra throw, then the other player’s turn', async ({ game, page }) => {
  await soundKeptOn(game, S25.query);
  await game.startGame({ mode: 'pvp' });
  await game.expectAt({ state: 'human-throw' });
  // The roll-off: Light starts.
  expect(await heard(page)).toEqual(['turn']);
  await game.throwDice(S25.dice);
  await game.move(...S25.step);
  await game.expectAt({ state: 'human-move', position: S25.position });
  await game.move('A15', 'A16');
  // The play done: Light throws again (no "your turn": the same player).
  await game.expectAt({ state: 'human-throw', position: 'aaaaaaaaaaaaaa1A/16A/bbbbbbbbbbbbbbbb a' });
  expect(await heard(page)).toEqual(['throw', 'move', 'move', 'extra']);
  await game.throwDice('3+4');
  await game.move('M16', 'M9');
  await game.expectAt({ state: 'human-throw', position: 'aaaaaaaaaaaaaa1A/9A7/bbbbbbbbbbbbbbbb b' });
  expect(await heard(page)).toEqual(['throw', 'move', 'turn']);
  expect((await audioSeen(page)).vibrations).toEqual([]);
});

test('the last capture between two players: a win', async ({ game, page }) => {
  // From a game file: Dark takes Light's last piece.
  await game.fresh('?mode=pvp&speed=fast');
  await game.playFile('last.dgn', LAST_THROW);
  await game.expectAt({ state: 'human-move' });
  await expect(game.board).toHaveAttribute('data-turn', 'b');
  await page.getByRole('button', { name: 'Sound' }).click();
  await game.move('A9', 'A11');
  await game.move('M12', 'M11');
  await game.expectAt({ state: 'over', position: '10B1/B5B4B1/12 a' });
  expect(await heard(page)).toEqual(['on', 'move', 'capture', 'win']);
  expect((await audioSeen(page)).vibrations).toEqual([60]);
});

test('the computer takes the player’s last piece: a loss; the sound kept on starts at the first touch of the game', async ({ game, page }) => {
  // The computer's files are held back until the visitor has touched the game.
  const release = await game.holdEngine();
  await soundKeptOn(game, '?speed=fast');
  await game.loadSave({ v: 1, record: LAST_THROW, mode: 'pvc', level: 3, human: 'a', seed: 1 }, '?speed=fast');
  await expect(game.app).toHaveAttribute('data-state', 'busy');
  expect((await audioSeen(page)).contexts).toBe(0);
  await game.turnLine.click();
  expect((await audioSeen(page)).contexts).toBe(1);
  release();
  await game.expectAt({ state: 'over', position: '10B1/B5B4B1/12 a' });
  expect(await heard(page)).toEqual(['move', 'capture', 'lose']);
});

test('off until the visitor turns it on: no AudioContext, no sound; off again, silent again', async ({ game, page }) => {
  await game.startTwoPlayers(S25.query);
  const toggle = page.getByRole('button', { name: 'Sound' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await game.throwDice(S25.dice);
  await game.move(...S25.step);
  await game.expectAt({ position: S25.position });
  expect(await heard(page)).toEqual([]);
  expect(await audioSeen(page)).toEqual({ contexts: 0, state: null, vibrations: [] });
  // On: a note says so, and the next move is heard.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await heard(page)).toEqual(['on']);
  // The settings menu holds the same choice, and turns it off too.
  const box = await game.option('Sound');
  await expect(box).toBeChecked();
  // Off: the AudioContext rests, nothing more is heard.
  await box.uncheck();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Escape');
  await expect(game.menu).toBeHidden();
  await toggle.click();
  await expect(box).toBeChecked();
  expect(await heard(page)).toEqual(['on']);
  await toggle.click();
  await expect(box).not.toBeChecked();
  await game.move('A15', 'A16');
  await game.throwDice('3+4');
  await game.move('M16', 'M9');
  await game.expectAt({ state: 'human-throw', position: 'aaaaaaaaaaaaaa1A/9A7/bbbbbbbbbbbbbbbb b' });
  expect(await heard(page)).toEqual([]);
  expect(await audioSeen(page)).toEqual({ contexts: 1, state: 'suspended', vibrations: [] });
});

test('a hidden tab hears nothing; back in view, it does', async ({ game, page }) => {
  await game.startTwoPlayers(S25.query);
  await page.getByRole('button', { name: 'Sound' }).click();
  expect(await heard(page)).toEqual(['on']);
  await setHidden(page, true);
  await game.throwDice(S25.dice);
  await game.move(...S25.step);
  await game.expectAt({ position: S25.position });
  expect(await heard(page)).toEqual([]);
  expect((await audioSeen(page)).state).toBe('suspended');
  await setHidden(page, false);
  await game.move('A15', 'A16');
  await game.expectAt({ state: 'human-throw' });
  expect(await heard(page)).toEqual(['move', 'extra']);
  expect((await audioSeen(page)).state).toBe('running');
});

test('kiosk mode: sound on by the page’s setting for its visitors, never in the attract loop, nothing kept', async ({ game, page }) => {
  await page.clock.install();
  await game.open('?kiosk=1&seed=25&speed=fast&lang=en&sound=on');
  const toggle = page.getByRole('button', { name: 'Sound' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await game.start.getByRole('button', { name: /^Play/ }).click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  expect(await heard(page)).toEqual(['turn']);
  // The visitor turns it off: not kept for the next.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate((k) => localStorage.getItem(k), SOUND_KEY)).toBeNull();
  // Nobody: the attract loop, the page's setting back (on), and silent.
  await page.clock.fastForward('03:05');
  await page.clock.fastForward('00:31');
  await expect(game.app).toHaveAttribute('data-attract', 'true');
  await game.computerPlays(3);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await heard(page)).toEqual([]);
  expect((await audioSeen(page)).vibrations).toEqual([]);
});

test('the choice survives a reload; the page’s setting is the default until the visitor chooses', async ({ game, page }) => {
  const toggle = page.getByRole('button', { name: 'Sound' });
  await game.startTwoPlayers('?sound=on');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await game.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate((k) => localStorage.getItem(k), SOUND_KEY)).toBe('0');
  await game.open('');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await game.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate((k) => localStorage.getItem(k), SOUND_KEY)).toBe('1');
  // The saved game is untouched by it.
  expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null')?.mode, KEY)).toBe('pvp');
});

test.describe('seen', () => {
  test.use({ bypassCSP: true });

  for (const [width, height] of [
    [1280, 800],
    [360, 640],
  ]) {
    test(`the Sound button in view at ${width}×${height}, on and off; axe finds nothing; How to play says it is off at first`, async ({ game, page }) => {
      await page.setViewportSize({ width, height });
      await game.startTwoPlayers(S25.query);
      const toggle = page.getByRole('button', { name: 'Sound' });
      await expect(toggle).toBeInViewport({ ratio: 1 });
      await game.screenshot(`sound-off-${width}x${height}`);
      expect(await axe(page)).toEqual([]);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toBeInViewport({ ratio: 1 });
      await game.screenshot(`sound-on-${width}x${height}`);
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'How to play' }).click();
      await expect(page.locator('.dd-sound-help')).toHaveText(/^Sound is off until you turn it on, for the museums and schools/);
    });
  }
});
