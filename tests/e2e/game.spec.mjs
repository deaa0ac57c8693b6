// Whole-game browser tests: the board shows exactly the facade's legal
// moves, two computers play a game to the end, a reload resumes mid-throw,
// and screenshots at phone and desktop sizes (kept in test-results/).
//
// Every game is seeded (`?seed=N`, or the `seed` of a saved game): the
// roll-off, every throw and the computer's choices follow from the seed, so
// each test knows the exact dice, moves and positions it will see. (The
// seeds were found by playing the games out with the facade.) `speed=fast`
// leaves out the animations and pauses where a test does not look at them.
import { mkdirSync } from 'node:fs';
import { test, expect, baseURL } from './fixtures.mjs';
import { KEY, START_16, S250, S25, TWO_WAY_RECORD } from './seeded.mjs';

const SCREENSHOTS = 'test-results/screenshots';
const app = (page) => page.locator('.daldos');
const HUMAN = /^human-(throw|move)$/;

/** Opens the page at `query` with no saved game and starts a game of
 * `mode` (the dialog's other choices as they are) from the New-game
 * dialog; waits until the player can act. */
async function freshStart(page, mode, query) {
  await page.goto(baseURL() + query);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.locator('.dd-start-more button').last().click(); // Options, on the start card
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  await dialog.locator(`input[name="mode"][value="${mode}"]`).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(app(page)).toHaveAttribute('data-state', HUMAN, { timeout: 20_000 });
}

/** Waits until the page shows exactly this: `state` (data-state),
 * `position` (board and side to move) and `dice` (the dice shown). */
async function expectAt(page, { state, position, dice }) {
  if (state) await expect(app(page)).toHaveAttribute('data-state', state, { timeout: 20_000 });
  if (position) await expect(page.locator('.dd-board')).toHaveAttribute('data-position', position);
  if (dice) await expect(page.locator('.dd-dice')).toHaveAttribute('data-dice', dice);
}

/** Clicks Throw; the dice show `dice` and the player then has `state`. */
async function throwDice(page, dice, state = 'human-move') {
  await page.getByRole('button', { name: 'Throw', exact: true }).click();
  await expectAt(page, { dice, state });
}

/** Clicks the piece on `from`, then the hole `to`. */
async function move(page, from, to) {
  await page.locator(`[data-hole="${from}"]`).click();
  await expect(page.locator(`[data-hole="${from}"]`)).toHaveAttribute('data-selected', 'true');
  await page.locator(`[data-hole="${to}"]`).click();
}

const saved = (page) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), KEY);
// The move list's notation (beside the words; shown on request).
const moveList = (page) => page.locator('.dd-movelist li .dd-notation');

/** The facade's legal next moves for the saved game (a fresh handle), in
 * the fields the tests compare, sorted by notation. */
const facadeMoves = (page) =>
  page.evaluate((key) => {
    const g = window.wasmBindings.Game.fromRecord(JSON.parse(localStorage.getItem(key)).record);
    const moves = g.legalMoves().map(({ text, from, to, summed, captures }) => ({ text, from, to, summed, captures }));
    g.free();
    return moves.sort((x, y) => (x.text < y.text ? -1 : x.text > y.text ? 1 : 0));
  }, KEY);

const holesWith = (page, sel) =>
  page.locator(`[data-hole]${sel}`).evaluateAll((els) => els.map((e) => e.dataset.hole).sort());
/** Polls until the holes matching `sel` are exactly `holes` (the board is
 * drawn on the next animation frame). */
const expectHoles = (page, sel, holes, message) =>
  expect.poll(() => holesWith(page, sel), { message }).toEqual([...holes].sort());
const MOVABLE = ':has(> .slot > [data-movable])';

/** Plays seed 250 (S250) from the New-game dialog to Light's throw of 1+4. */
async function toSeed250Throw(page) {
  await freshStart(page, 'pvc', S250.query);
  await expectAt(page, { state: 'human-throw', position: S250.first, dice: '3+1' });
  await expect(moveList(page)).toHaveText(S250.plays.slice(0, 1));
  await throwDice(page, '4+1');
  await expectHoles(page, MOVABLE, ['A16']);
  await move(page, 'A16', 'M12');
  await expectAt(page, { state: 'human-throw', position: S250.second, dice: '1+2' });
  await expect(moveList(page)).toHaveText(S250.plays);
  await throwDice(page, '1+4');
}

test('against the computer: highlighted targets are exactly the legal moves, a click moves', async ({
  page,
  pageLog,
}) => {
  await toSeed250Throw(page);
  // The facade's legal moves are the ones the seed gives, and the board
  // marks exactly them.
  const legal = await facadeMoves(page);
  expect(legal).toEqual(S250.legal);
  const froms = [...new Set(legal.map((m) => m.from))].sort();
  expect(froms).toEqual(['A15', 'M12']);
  await expectHoles(page, MOVABLE, froms);
  for (const from of froms) {
    await page.locator(`[data-hole="${from}"]`).click();
    await expect(page.locator(`[data-hole="${from}"]`)).toHaveAttribute('data-selected', 'true');
    const mine = legal.filter((m) => m.from === from);
    await expectHoles(page, '[data-target]', mine.map((m) => m.to), `targets of ${from}`);
    for (const m of mine) {
      const hole = page.locator(`[data-hole="${m.to}"]`);
      // One die or the sum (A15: A16 with the dal, M13 with 1+4; M12: M8
      // with IIII, M7 with 1+4); only A15-A16xM13 captures.
      await expect(hole).toHaveAttribute('data-target', m.summed ? 'sum' : 'die');
      if (m.captures.length) await expect(hole).toHaveAttribute('data-capture', 'true');
    }
    const captures = mine.filter((m) => m.captures.length).map((m) => m.to);
    expect(captures).toEqual(from === 'A15' ? ['M13'] : []);
    await expectHoles(page, '[data-capture]', captures, `captures of ${from}`);
  }
  // Click-click: M12 is selected; its IIII goes to M8, leaving the dal.
  await page.locator('[data-hole="M8"]').click();
  await expectAt(page, { state: 'human-move', position: 'aaaaaaaaaaaaaaa1/8A4B1B1/bbbbbbbbbbbbbb2 a' });
  await expect(page.locator('.die.spent')).toHaveCount(1);
  await expect(moveList(page).last()).toHaveText('a 1+4: M12-M8…');
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
  expect(pageLog.foreign).toEqual([]);
});

test('two computer players play a whole game to the game-over view', async ({ page, pageLog }) => {
  test.setTimeout(180_000);
  // Seed 0 on the 12-hole board, level 1 against level 1: Light wins in 49
  // throws with 6 pieces left.
  await page.goto(`${baseURL()}?autoplay=fast&board=12&seed=0`);
  const over = page.locator('.dd-over');
  await expect(over).toBeVisible({ timeout: 170_000 });
  await expect(over).toContainText('Light wins!');
  const winner = await over.getAttribute('data-winner');
  expect(winner).toBe('a');
  await expect(page.getByRole('button', { name: 'New game' }).last()).toBeVisible();
  // The winner's count is above the loser's (0 left, standard rules).
  await expect(page.locator('.dd-count strong')).toHaveText(['6', '0']);
  const plays = await moveList(page).allTextContents();
  expect(plays.length).toBe(49);
  expect(plays.slice(0, 2)).toEqual(['b 1+2: B12-M12-M10', 'a 3+1: A12-M12-M9']);
  expect(plays.at(-1)).toBe('a 3+3: M12-M9 A12xM10');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/game-over-1280x720.png` });
  expect(pageLog.pageErrors).toEqual([]);
});

test('the top level fetches the board’s trained network once and plays a whole game with it', async ({ page, pageLog }) => {
  test.setTimeout(180_000);
  const nets = [];
  page.on('response', (r) => {
    if (r.url().includes('/nets/')) nets.push([new URL(r.url()).pathname.split('/').pop(), r.status()]);
  });
  // Seed 0, level 5 against level 5: Light wins in 35 throws, 3 pieces left.
  await page.goto(`${baseURL()}?autoplay=fast&board=12&level=5&seed=0`);
  await expect(page.locator('.dd-over')).toBeVisible({ timeout: 170_000 });
  await expect(page.locator('.dd-over')).toHaveAttribute('data-winner', 'a');
  await expect(page.locator('.dd-count strong')).toHaveText(['3', '0']);
  await expect(moveList(page)).toHaveCount(35);
  await expect(moveList(page).last()).toHaveText('a 2+3: M2-M0 M12xM9');
  expect(nets).toEqual([['net-12.bin', 200]]);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a reload in the middle of a throw resumes position, dice and steps', async ({ page, pageLog }) => {
  // Seed 25, two players (S25): Light throws 1+1; A16-M16 uses one dal
  // and leaves the other.
  await freshStart(page, 'pvp', S25.query);
  await expectAt(page, { state: 'human-throw', position: `${START_16} a` });
  await throwDice(page, S25.dice);
  await move(page, ...S25.step);
  const position = S25.position;
  await expectAt(page, { state: 'human-move', position });
  expect(await saved(page)).toMatchObject({ mode: 'pvp', seed: 25, record: expect.stringMatching(/\n\na 1\+1: A16-M16\n$/) });
  const before = {
    turn: await page.locator('.dd-board').getAttribute('data-turn'),
    current: await page.locator('.dd-movelist .current .dd-notation').textContent(),
    moves: await moveList(page).allTextContents(),
  };
  expect(before).toEqual({ turn: 'a', current: S25.current, moves: [S25.current] });
  await expect(page.locator('.die.spent')).toHaveCount(1);
  await page.reload();
  await expect(app(page)).toHaveAttribute('data-state', 'human-move');
  await expect(app(page)).toHaveAttribute('data-mode', 'pvp');
  expect(await page.locator('.dd-board').getAttribute('data-position')).toBe(position);
  expect(await page.locator('.dd-board').getAttribute('data-turn')).toBe(before.turn);
  expect(await page.locator('.dd-dice').getAttribute('data-dice')).toBe('1+1');
  expect(await page.locator('.die.spent').count()).toBe(1);
  expect(await page.locator('.dd-movelist .current .dd-notation').textContent()).toBe(before.current);
  expect(await moveList(page).allTextContents()).toEqual(before.moves);
  // The other dal: A15 follows to A16.
  await expectHoles(page, MOVABLE, ['A15']);
  // The step can still be undone after the reload.
  await page.getByRole('button', { name: 'Undo step' }).click();
  await expect(page.locator('.die.spent')).toHaveCount(0);
  await expectAt(page, { state: 'human-move', position: `${START_16} a` });
  await expect(moveList(page)).toHaveText(['a 1+1: …']);
  expect(pageLog.pageErrors).toEqual([]);
});

test('unreadable saved data gives a fresh game and a notice', async ({ page, pageLog }) => {
  // The fresh game has the page's seed, 1: Light starts (1+4 against 1+2).
  await page.goto(baseURL() + '?seed=1&speed=fast');
  // Once this page's game is mounted: it must not read (and answer) the
  // save meant for the reload.
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.evaluate((k) => localStorage.setItem(k, '{"v":1,"mode":"pvc","record":"[Board \\"99\\"]"}'), KEY);
  await page.reload();
  await expect(page.locator('.dd-announce')).toHaveText(
    'The saved game could not be resumed, so a new game was started (the old save is kept for a bug report). ' +
      'Light throws A+IIII, Dark throws A+II. Light starts.',
  );
  await expect(page.locator('.dd-board svg')).toBeVisible();
  await expectAt(page, { state: 'human-throw', position: `${START_16} a` });
  expect(await saved(page)).toMatchObject({ mode: 'pvc', level: 2, human: 'a', seed: 1 });
  expect(pageLog.pageErrors).toEqual([]);
});

for (const [width, height] of [
  [360, 640],
  [1280, 800],
]) {
  test(`game screenshot at ${width}x${height}`, async ({ page, pageLog }) => {
    await page.setViewportSize({ width, height });
    await toSeed250Throw(page);
    // With the engine's hint shown, and a piece selected (A15: to A16 with
    // the dal, or on with the sum to capture on M13).
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(page.locator('.dd-hint')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.dd-hint')).toHaveAttribute('data-play', S250.hint.play);
    await page.locator('[data-hole="A15"]').click();
    await expectHoles(page, '[data-target]', ['A16', 'M13']);
    await expect(page.locator('[data-target]').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}/game-${width}x${height}.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/game-${width}x${height}-full.png`, fullPage: true });
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('the Hint button suggests one of the facade’s legal plays and shows win chances', async ({ page, pageLog }) => {
  await toSeed250Throw(page);
  const hintBtn = page.getByRole('button', { name: 'Hint', exact: true });
  await expect(hintBtn).toBeEnabled();
  await hintBtn.focus();
  await page.keyboard.press('Enter');
  const box = page.locator('.dd-hint');
  await expect(box).toBeVisible({ timeout: 20_000 });
  // The engine's best play for this throw and its chances (level 5 with
  // the trained network, which the worker loads as it does for the
  // computer's own play).
  const { play } = S250.hint;
  await expect(box).toHaveAttribute('data-play', play);
  await expect(box).toHaveText(
    `Hint: ${play} Chances: Light ${S250.hint.a}\u00a0% · Dark ${S250.hint.b}\u00a0% ` +
      'Gold rings show the suggested move: from the ring marked 1 to the ring marked 1→.',
  );
  const [, a, b] = (await box.textContent()).match(/Light (\d+)\s% · Dark (\d+)\s%/).map(Number);
  expect(a + b).toBe(100);
  // The play, step by step, is made of the facade's legal next moves and
  // uses the whole throw.
  const steps = ['A15-A16xM13'];
  const check = await page.evaluate(
    ([key, steps]) => {
      const g = window.wasmBindings.Game.fromRecord(JSON.parse(localStorage.getItem(key)).record);
      const legal = [];
      for (const text of steps) {
        const m = g.legalMoves().find((l) => l.text === text);
        legal.push(!!m);
        if (m) g.makeMove(m.text);
      }
      const left = g.legalMoves().length;
      g.free();
      return { legal, left };
    },
    [KEY, steps],
  );
  expect(check.legal).toEqual([true]);
  expect(check.left, 'the hinted play uses the throw').toBe(0);
  // Its holes are marked on the board: where step 1 starts and ends.
  await expectHoles(page, '[data-hint]', ['A15', 'M13']);
  await expect(page.locator('[data-hole="A15"]')).toHaveAttribute('data-hint', '1');
  await expect(page.locator('[data-hole="M13"]')).toHaveAttribute('data-hint', '1→');
  // A move clears the hint.
  await move(page, 'A15', 'M13');
  await expect(box).toBeHidden();
  await expect(page.locator('[data-hint]')).toHaveCount(0);
  // Then Dark throws 1+1 (B14-B15 B13-B14), again 3+1, and takes back.
  await expectAt(page, { state: 'human-throw', position: 'aaaaaaaaaaaaaa2/12BA3/bbbbbbbbbbb1BBB1 a', dice: '3+1' });
  // Only Dark's turn is told now (the player's capture is in the move list).
  await expect(page.locator('.dd-announce')).toHaveText('A + A (two dals)! Dark throws again. Dark captured your piece on M12.');
  await expect(moveList(page)).toHaveText([
    ...S250.plays,
    'a 1+4: A15-A16xM13',
    'b 1+1: B14-B15 B13-B14',
    'b 3+1: M15xM12 B12-B13',
  ]);
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('against the computer the human can play Dark, and a reload keeps the sides', async ({ page, pageLog }) => {
  // Seed 25: Light (the computer, level 3) starts, throws 1+1 (A16-M16
  // A15-A16), throws again 3+4 (M16-M13-M9); then Dark throws 1+1.
  await page.goto(baseURL() + '?seed=25&speed=fast');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('.dd-start-more button').last().click(); // Options, on the start card
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await expect(dialog).toBeVisible();
  // The side choice is there against the computer only.
  await dialog.locator('input[name="mode"][value="pvp"]').check();
  await expect(dialog.getByRole('group', { name: 'You play' })).toBeHidden();
  await dialog.locator('input[name="mode"][value="pvc"]').check();
  await expect(dialog.getByRole('group', { name: 'You play' })).toBeVisible();
  await dialog.locator('input[name="human"][value="b"]').check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(app(page)).toHaveAttribute('data-state', HUMAN, { timeout: 20_000 });
  // Whenever the human may act, it is Dark's turn.
  const position = 'aaaaaaaaaaaaaa1A/9A7/bbbbbbbbbbbbbbbb b';
  await expectAt(page, { state: 'human-throw', position, dice: '3+4' });
  await expect(page.locator('.dd-board')).toHaveAttribute('data-turn', 'b');
  await expect(moveList(page)).toHaveText(['a 1+1: A16-M16 A15-A16', 'a 3+4: M16-M13-M9']);
  await expect(page.locator('.dd-announce')).toHaveText('A + A (two dals)! Light throws again.');
  await expect(page.locator('.dd-count-b')).toContainText('Dark (you)');
  await expect(page.locator('.dd-count-a')).toContainText('Light (computer)');
  await throwDice(page, '1+1');
  await expect(page.locator('.dd-board')).toHaveAttribute('data-turn', 'b');
  const legal = await facadeMoves(page);
  expect(legal.map((m) => m.text)).toEqual(['B16-M16', 'B16-M16-M15']);
  expect(legal.every((m) => /^(B|M)/.test(m.from))).toBe(true);
  await expectHoles(page, MOVABLE, ['B16']);
  expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).human, KEY)).toBe('b');
  await page.reload();
  await expectAt(page, { state: 'human-move', position, dice: '1+1' });
  await expect(page.locator('.dd-board')).toHaveAttribute('data-turn', 'b');
  await expect(page.locator('.dd-count-b')).toContainText('Dark (you)');
  // The next new game starts from the same choice.
  await page.getByRole('button', { name: 'New game' }).first().click();
  await expect(dialog.locator('input[name="human"][value="b"]')).toBeChecked();
  expect(pageLog.pageErrors).toEqual([]);
});

/** Stores `save` as the saved game and opens the page at `query`. */
async function loadSave(page, save, query = '') {
  await page.goto(baseURL() + query);
  // Once this page's game is mounted: it must not read (and play on) the
  // save meant for the reload.
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(([k, v]) => localStorage.setItem(k, JSON.stringify(v)), [KEY, save]);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

test('the "Which way?" box: a choice makes that move, the box closes, stale buttons do nothing', async ({
  page,
  pageLog,
}) => {
  await loadSave(page, { v: 1, record: TWO_WAY_RECORD, mode: 'pvp', level: 3, human: 'a' });
  await expect(app(page)).toHaveAttribute('data-state', 'human-move');
  const choice = page.locator('.dd-choice');
  await expect(choice).toBeHidden();
  await page.locator('[data-hole="M14"]').click();
  await page.locator('[data-hole="M11"]').click();
  await expect(choice).toBeVisible();
  await expect(choice).toContainText('Which way?');
  // The routes name holes: the board shows the names meanwhile.
  await expect(page.locator('.hole-names')).toBeVisible();
  const buttons = choice.getByRole('button');
  await expect(buttons).toHaveCount(2);
  const ways = await buttons.evaluateAll((bs) => bs.map((b) => b.dataset.move));
  expect([...ways].sort()).toEqual(['M14-M12-M11', 'M14-M13-M11']);
  await expect(buttons.first()).toContainText('M14 → M1');
  // Heard with the dice as numbers: the buttons' names.
  await expect(choice.getByRole('button', { name: '2 then dal: M14 → M12 → M11' })).toHaveCount(1);
  // Choose one, and at once press the other (stale) one and the first again.
  await page.evaluate(() => {
    const [one, two] = document.querySelector('daldos-game').shadowRoot.querySelectorAll('.dd-choice button');
    one.click();
    two.click();
    one.click();
  });
  await expect(choice).toBeHidden();
  await expect(page.locator('.hole-names')).toBeHidden();
  // The first way was made, once; Light is to throw.
  await expectAt(page, { state: 'human-throw', position: 'aaaaaaaaaaaaaaaa/11B5/bbbbbbbbbbbbbbb1 a' });
  const record = (await saved(page)).record;
  expect(record).toBe(TWO_WAY_RECORD.replace(/b 2\+1:\n$/, `b 2+1: ${ways[0]}\n`));
  await expect(moveList(page).last()).toHaveText(`b 2+1: ${ways[0]}`);
  await expect(page.locator('body')).not.toHaveAttribute('data-error', 'true');
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

for (const how of ['Escape', 'Cancel']) {
  test(`first visit: the start card stays when Options is closed (${how}); Play starts the default game at a gentle level`, async ({
    page,
    pageLog,
  }) => {
    // Seed 1: Light (the player) starts, 1+4 against 1+2.
    await page.goto(baseURL() + '?seed=1&speed=fast');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const start = page.locator('.dd-start');
    await expect(start).toBeVisible();
    const play = start.getByRole('button', { name: /^Play/ });
    // A newcomer's first game is at a gentler level than the default.
    await expect(play).toHaveText('PlayAgainst the computer · Computer level 2 – easy');
    // Nothing has the focus: the page may be embedded in another site.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await start.getByRole('button', { name: 'Options' }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await expect(dialog).toBeVisible();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(start).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
    await play.click();
    await expect(start).toBeHidden();
    await expect(page.locator('.dd-announce')).toHaveText('Light throws A+IIII, Dark throws A+II. Light starts.');
    await expectAt(page, { state: 'human-throw', position: `${START_16} a` });
    await expect(app(page)).toHaveAttribute('data-mode', 'pvc');
    await expect(page.locator('.dd-turn')).toHaveText('Light (you) to play — throw the dice.');
    await expect(page.getByRole('button', { name: 'Throw', exact: true })).toBeFocused();
    const game = await saved(page);
    expect(game).toMatchObject({ mode: 'pvc', level: 2, human: 'a', seed: 1 });
    expect(game.record).toContain('[Board "16"]');
    expect(game.record).toContain('[RollOff "1+4 1+2"]');
    // A later New game + Cancel leaves the game alone.
    const before = await page.evaluate((k) => localStorage.getItem(k), KEY);
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(before);
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('Enter in the New game dialog starts the game as chosen', async ({ page, pageLog }) => {
  // Seed 25: Light 3+3, Dark 3+1, Light starts.
  await page.goto(baseURL() + '?seed=25&speed=fast');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('.dd-start-more button').last().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('input[name="mode"][value="pvc"]').focus();
  await page.keyboard.press('ArrowDown'); // Two players
  await dialog.locator('input[name="size"][value="12"]').check();
  await dialog.locator('input[name="size"][value="12"]').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectAt(page, { state: 'human-throw', position: 'aaaaaaaaaaaa/13/bbbbbbbbbbbb a' });
  await expect(app(page)).toHaveAttribute('data-mode', 'pvp');
  expect(pageLog.pageErrors).toEqual([]);
});

test('a saved game from before the roll-off (empty record) rolls off and plays on', async ({ page, pageLog }) => {
  // A save without a seed; the page's seed, 0, rolls off: Dark (the
  // player) starts, 4+4 against Light's 4+3.
  await loadSave(page, { v: 1, record: '', mode: 'pvc', level: 2, human: 'b' }, '?seed=0&speed=fast');
  await expect(page.locator('.dd-announce')).toHaveText('Light throws IIII+III, Dark throws IIII+IIII. Dark starts.', {
    timeout: 20_000,
  });
  await expectAt(page, { state: 'human-throw', position: `${START_16} b` });
  await expect(page.locator('.dd-board')).toHaveAttribute('data-turn', 'b');
  await expect(page.getByRole('dialog', { name: 'New game' })).toBeHidden();
  const game = await saved(page);
  expect(game).toMatchObject({ mode: 'pvc', level: 2, human: 'b', seed: 0 });
  expect(game.record).toContain('[RollOff "4+3 4+4"]');
  expect(pageLog.pageErrors).toEqual([]);
});

// Light (you, against the computer) threw 1+1 and can dal A1 onto Dark's
// piece on A2.
const CAPTURE_RECORD =
  '[Game "Daldøs"]\n[Board "16"]\n[Variants "standard"]\n[RollOff "2+3 4+4"]\n[Result "*"]\n\n' +
  'b 1+4: B16-M16-M12\na 3+4: --\nb 1+1: B15-B16-M16\nb 2+2: M12-M10 M16-M14\na 3+4: --\nb 4+4: M10-M6-M2\n' +
  'a 2+4: --\nb 2+1: B14-B15-M16\na 2+3: --\nb 1+3: M14-M11 M16-M15\na 2+1: A16-M16-M14\nb 2+1: M2-M0 B13-B14\n' +
  'a 2+2: M14-M12-M10\nb 4+1: M15-M14 M11-M7\na 1+2: M10-M9xM7\nb 2+4: M0xA2 M14-M10\na 1+1:\n';

test('a capture is announced in words and the last play is marked on the board', async ({ page, pageLog }) => {
  await loadSave(page, { v: 1, record: CAPTURE_RECORD, mode: 'pvc', level: 1, human: 'a' });
  await expect(app(page)).toHaveAttribute('data-state', 'human-move');
  // Before: Dark's last play (M0xA2 M14-M10) is marked, the capture in red.
  await expect(page.locator('[data-hole="M0"]')).toHaveAttribute('data-last', 'from');
  await expect(page.locator('[data-hole="A2"]')).toHaveAttribute('data-last', 'to-capture');
  await expect(page.locator('[data-hole="M14"]')).toHaveAttribute('data-last', 'from');
  await expect(page.locator('[data-hole="M10"]')).toHaveAttribute('data-last', 'to');
  await page.locator('[data-hole="A1"]').click();
  await page.locator('[data-hole="A2"]').click();
  await expect(page.locator('.dd-announce')).toHaveText('You captured Dark’s piece on A2.');
  // Now this throw's step is the one marked.
  await expect(page.locator('[data-hole="A1"]')).toHaveAttribute('data-last', 'from');
  await expect(page.locator('[data-hole="A2"]')).toHaveAttribute('data-last', 'to-capture');
  await expect(page.locator('[data-last]')).toHaveCount(2);
  // Undo takes the capture and its announcement back.
  await page.getByRole('button', { name: 'Undo step' }).click();
  await expect(page.locator('.dd-announce')).toHaveText('');
  await expect(page.locator('[data-hole="M0"]')).toHaveAttribute('data-last', 'from');
  expect(pageLog.pageErrors).toEqual([]);
});

test('the computer’s captures are announced from the player’s side', async ({ page, pageLog }) => {
  // The same position with the sides swapped in the save: Light is the
  // computer (level 5), so its captures read "Light captured your piece".
  // Seeded with 0: Light plays its 1+1 as A1xA2 A15-A16, throws again
  // 4+4 and plays M7-M3xB1; then Dark (the player) is to throw.
  await loadSave(page, { v: 1, record: CAPTURE_RECORD, mode: 'pvc', level: 5, human: 'b', seed: 0 }, '?speed=fast');
  await expect(app(page)).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  const game = await saved(page);
  expect(game.seed).toBe(0);
  expect(game.record).toBe(CAPTURE_RECORD.replace(/a 1\+1:\n$/, 'a 1+1: A1xA2 A15-A16\na 4+4: M7-M3xB1\n'));
  await expect(page.locator('.dd-announce')).toHaveText(
    'Light captured your piece on A2. A + A (two dals)! Light throws again. Light captured your piece on B1.',
  );
  await expectAt(page, { position: '1Aaaaaaaaaaaaa1A/10B6/Abbbbbbbbbbb1B2 b', dice: '4+4' });
  await expect(page.locator('[data-hole="M7"]')).toHaveAttribute('data-last', 'from');
  await expect(page.locator('[data-hole="B1"]')).toHaveAttribute('data-last', 'to-capture');
  await expect(page.locator('.dd-count strong')).toHaveText(['15', '13']);
  expect(pageLog.pageErrors).toEqual([]);
});

for (const [width, height] of [
  [360, 640],
  [1280, 800],
]) {
  test(`screenshots at ${width}x${height}: capture and last play, the choice box, the dialog`, async ({
    page,
    pageLog,
  }) => {
    await page.setViewportSize({ width, height });
    mkdirSync(SCREENSHOTS, { recursive: true });
    await loadSave(page, { v: 1, record: CAPTURE_RECORD, mode: 'pvc', level: 1, human: 'a' });
    await expect(app(page)).toHaveAttribute('data-state', 'human-move');
    // BOW and STERN are readable (at least 10 px tall on screen).
    for (const end of ['bow', 'stern']) {
      const box = await page.locator(`.end-label.${end}`).boundingBox();
      expect(Math.min(box.width, box.height), `${end} label size`).toBeGreaterThanOrEqual(10);
    }
    await page.locator('[data-hole="A1"]').click();
    await page.locator('[data-hole="A2"]').click();
    await expect(page.locator('.dd-announce')).toHaveText('You captured Dark’s piece on A2.');
    await page.screenshot({ path: `${SCREENSHOTS}/capture-${width}x${height}.png` });
    await expect(page.locator('.dd-legend')).toContainText('a = Light, b = Dark');
    await expect(page.locator('.hole-names')).toBeHidden();
    await page.getByLabel('Show hole names').check();
    await expect(page.locator('.hole-names')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/names-${width}x${height}.png`, fullPage: true });
    await page.getByLabel('Show hole names').uncheck();

    await loadSave(page, { v: 1, record: TWO_WAY_RECORD, mode: 'pvp', level: 3, human: 'a' });
    await expect(app(page)).toHaveAttribute('data-state', 'human-move');
    await expect(page.locator('.dd-turn')).toHaveText('Dark to play — pick a marked piece, then where it goes.');
    await page.locator('[data-hole="M14"]').click();
    await page.locator('[data-hole="M11"]').click();
    await expect(page.locator('.dd-choice')).toBeVisible();
    await expect(page.locator('.dd-choice')).toBeInViewport();
    await page.screenshot({ path: `${SCREENSHOTS}/choice-${width}x${height}.png` });

    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await expect(dialog).toBeVisible();
    // Two players: no computer level, no side choice.
    await expect(dialog.getByLabel('Computer level')).toBeHidden();
    await expect(dialog.getByRole('group', { name: 'You play' })).toBeHidden();
    await dialog.locator('input[name="mode"][value="pvc"]').check();
    await expect(dialog.getByLabel('Computer level')).toBeVisible();
    // Start and Cancel are on screen without scrolling.
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await page.screenshot({ path: `${SCREENSHOTS}/dialog-${width}x${height}.png` });
    expect(pageLog.pageErrors).toEqual([]);
  });
}


test('at 360x640: focus follows Start and Throw, the rules open at their top', async ({ page, pageLog }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Seed 23: Dark (the computer) starts and its 2+4 is lost; Light's 3+4
  // is lost, Dark's 2+3 too; Light's 3+1 dals A16 on to M13.
  await freshStart(page, 'pvc', '?seed=23&speed=fast');
  const throwBtn = page.getByRole('button', { name: 'Throw', exact: true });
  await expectAt(page, { state: 'human-throw', position: `${START_16} a`, dice: '2+4' });
  // Throw by keyboard: after a lost throw focus goes back on Throw when the
  // turn comes round again; after a throw with a move, to the movable piece.
  await expect(throwBtn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveList(page)).toHaveText(['b 2+4: --', 'a 3+4: --', 'b 2+3: --']);
  await expectAt(page, { state: 'human-throw', dice: '2+3' });
  await expect(throwBtn).toBeFocused();
  await page.keyboard.press('Enter');
  await expectAt(page, { state: 'human-move', dice: '3+1' });
  await expect(page.locator('[data-hole]:focus:has(> .slot > [data-movable])')).toHaveCount(1);
  await expect(page.locator('[data-hole="A16"]')).toBeFocused();
  await page.screenshot({ path: `${SCREENSHOTS}/focus-360x640.png` });

  await page.getByRole('button', { name: 'How to play' }).click();
  const rules = page.getByRole('dialog', { name: 'How to play Daldøs' });
  await expect(rules).toBeVisible();
  const heading = rules.getByRole('heading', { name: 'How to play Daldøs' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await rules.evaluate((d) => d.scrollTop)).toBe(0);
  await page.screenshot({ path: `${SCREENSHOTS}/rules-360x640.png` });
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
  expect(pageLog.pageErrors).toEqual([]);
});
