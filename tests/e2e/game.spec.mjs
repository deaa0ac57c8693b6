// Whole-game browser tests: the board shows exactly the facade's legal
// moves, two computers play a game to the end, a reload resumes mid-throw,
// and screenshots at phone and desktop sizes (kept in test-results/).
//
// Every game is seeded (`?seed=N`, or the `seed` of a saved game): the
// roll-off, every throw and the computer's choices follow from the seed, so
// each test knows the exact dice, moves and positions it will see. (The
// seeds were found by playing the games out with the facade.) `speed=fast`
// leaves out the animations and pauses where a test does not look at them.
import { test, expect, baseURL, HUMAN, MOVABLE } from './page.mjs';
import { KEY, START_16, S250, S25, TWO_WAY_RECORD, TWO_WAY_AFTER, ONE_WAY_RECORD } from './seeded.mjs';

/** The facade's legal next moves for the saved game (a fresh handle), in
 * the fields the tests compare, sorted by notation. */
const facadeMoves = (page) =>
  page.evaluate((key) => {
    const g = window.wasmBindings.Game.fromRecord(JSON.parse(localStorage.getItem(key)).record);
    const moves = g.legalMoves().map(({ text, from, to, summed, captures }) => ({ text, from, to, summed, captures }));
    g.free();
    return moves.sort((x, y) => (x.text < y.text ? -1 : x.text > y.text ? 1 : 0));
  }, KEY);

/** Plays seed 250 (S250) from the New-game dialog to Light's throw of 1+4. */
async function toSeed250Throw(game) {
  await game.freshStart(S250.query, { mode: 'pvc' });
  await game.expectAt({ state: 'human-throw', position: S250.first, dice: '3+1' });
  await expect(game.moveList).toHaveText(S250.plays.slice(0, 1));
  await game.throwDice('4+1');
  await game.expectHoles(MOVABLE, ['A16']);
  await game.move('A16', 'M12');
  await game.expectAt({ state: 'human-throw', position: S250.second, dice: '1+2' });
  await expect(game.moveList).toHaveText(S250.plays);
  await game.throwDice('1+4');
}

test('against the computer: highlighted targets are exactly the legal moves, a click moves', async ({
  game,
  page,
  pageLog,
}) => {
  await toSeed250Throw(game);
  // The facade's legal moves are the ones the seed gives, and the board
  // marks exactly them.
  const legal = await facadeMoves(page);
  expect(legal).toEqual(S250.legal);
  const froms = [...new Set(legal.map((m) => m.from))].sort();
  expect(froms).toEqual(['A15', 'M12']);
  await game.expectHoles(MOVABLE, froms);
  for (const from of froms) {
    await game.hole(from).click();
    await expect(game.hole(from)).toHaveAttribute('data-selected', 'true');
    const mine = legal.filter((m) => m.from === from);
    await game.expectHoles('[data-target]', mine.map((m) => m.to), `targets of ${from}`);
    for (const m of mine) {
      const hole = game.hole(m.to);
      // One die or the sum (A15: A16 with the dal, M13 with 1+4; M12: M8
      // with IIII, M7 with 1+4); only A15-A16xM13 captures.
      await expect(hole).toHaveAttribute('data-target', m.summed ? 'sum' : 'die');
      if (m.captures.length) await expect(hole).toHaveAttribute('data-capture', 'true');
    }
    const captures = mine.filter((m) => m.captures.length).map((m) => m.to);
    expect(captures).toEqual(from === 'A15' ? ['M13'] : []);
    await game.expectHoles('[data-capture]', captures, `captures of ${from}`);
  }
  // Click-click: M12 is selected; its IIII goes to M8, leaving the dal.
  await game.hole('M8').click();
  await game.expectAt({ state: 'human-move', position: 'aaaaaaaaaaaaaaa1/8A4B1B1/bbbbbbbbbbbbbb2 a' });
  await expect(page.locator('.die.spent')).toHaveCount(1);
  await expect(game.moveList.last()).toHaveText('a 1+4: M12-M8…');
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
  expect(pageLog.foreign).toEqual([]);
});

test('two computer players play a whole game to the game-over view', async ({ game, page, pageLog }) => {
  test.setTimeout(180_000);
  // Seed 0 on the 12-hole board, level 1 against level 1: Light wins in 49
  // throws with 6 pieces left.
  await page.goto(`${baseURL()}?autoplay=fast&board=12&seed=0`);
  const over = game.over;
  await expect(over).toBeVisible({ timeout: 170_000 });
  await expect(over).toContainText('Light wins!');
  const winner = await over.getAttribute('data-winner');
  expect(winner).toBe('a');
  await expect(page.getByRole('button', { name: 'New game' }).last()).toBeVisible();
  // The winner's count is above the loser's (0 left, standard rules).
  await expect(page.locator('.dd-count strong')).toHaveText(['6', '0']);
  const plays = await game.moveList.allTextContents();
  expect(plays.length).toBe(49);
  expect(plays.slice(0, 2)).toEqual(['b 1+2: B12-M12-M10', 'a 3+1: A12-M12-M9']);
  expect(plays.at(-1)).toBe('a 3+3: M12-M9 A12xM10');
  await game.screenshot('game-over-1280x720');
  expect(pageLog.pageErrors).toEqual([]);
});

test('the top level fetches the board’s trained network once and plays a whole game with it', async ({ game, page, pageLog }) => {
  test.setTimeout(180_000);
  const nets = [];
  page.on('response', (r) => {
    if (r.url().includes('/nets/')) nets.push([new URL(r.url()).pathname.split('/').pop(), r.status()]);
  });
  // Seed 0, level 5 against level 5: Light wins in 35 throws, 3 pieces left.
  await page.goto(`${baseURL()}?autoplay=fast&board=12&level=5&seed=0`);
  await expect(game.over).toBeVisible({ timeout: 170_000 });
  await expect(game.over).toHaveAttribute('data-winner', 'a');
  await expect(page.locator('.dd-count strong')).toHaveText(['3', '0']);
  await expect(game.moveList).toHaveCount(35);
  await expect(game.moveList.last()).toHaveText('a 2+3: M2-M0 M12xM9');
  expect(nets).toEqual([['net-12.bin', 200]]);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a reload in the middle of a throw resumes position, dice and steps', async ({ game, page, pageLog }) => {
  // Seed 25, two players (S25): Light throws 1+1; A16-M16 uses one dal
  // and leaves the other.
  await game.freshStart(S25.query, { mode: 'pvp' });
  await game.expectAt({ state: 'human-throw', position: `${START_16} a` });
  await game.throwDice(S25.dice);
  await game.move(...S25.step);
  const position = S25.position;
  await game.expectAt({ state: 'human-move', position });
  expect(await game.saved()).toMatchObject({ mode: 'pvp', seed: 25, record: expect.stringMatching(/\n\na 1\+1: A16-M16\n$/) });
  const before = {
    turn: await game.board.getAttribute('data-turn'),
    current: await page.locator('.dd-movelist .current .dd-notation').textContent(),
    moves: await game.moveList.allTextContents(),
  };
  expect(before).toEqual({ turn: 'a', current: S25.current, moves: [S25.current] });
  await expect(page.locator('.die.spent')).toHaveCount(1);
  await page.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await expect(game.app).toHaveAttribute('data-mode', 'pvp');
  expect(await game.board.getAttribute('data-position')).toBe(position);
  expect(await game.board.getAttribute('data-turn')).toBe(before.turn);
  expect(await game.dice.getAttribute('data-dice')).toBe('1+1');
  expect(await page.locator('.die.spent').count()).toBe(1);
  expect(await page.locator('.dd-movelist .current .dd-notation').textContent()).toBe(before.current);
  expect(await game.moveList.allTextContents()).toEqual(before.moves);
  // The other dal: A15 follows to A16.
  await game.expectHoles(MOVABLE, ['A15']);
  // The step can still be undone after the reload.
  await page.getByRole('button', { name: 'Undo step' }).click();
  await expect(page.locator('.die.spent')).toHaveCount(0);
  await game.expectAt({ state: 'human-move', position: `${START_16} a` });
  await expect(game.moveList).toHaveText(['a 1+1: …']);
  expect(pageLog.pageErrors).toEqual([]);
});

test('unreadable saved data gives a fresh game and a notice', async ({ game, page, pageLog }) => {
  // The fresh game has the page's seed, 1: Light starts (1+4 against 1+2).
  // Stored once this page's game is mounted: it must not read (and
  // answer) the save meant for the reload.
  await game.loadSave('{"v":1,"mode":"pvc","record":"[Board \\"99\\"]"}', '?seed=1&speed=fast');
  await expect(game.announce).toHaveText(
    'The saved game could not be resumed, so a new game was started (the old save is kept for a bug report). ' +
      'Light throws A+IIII, Dark throws A+II. Light starts.',
  );
  await expect(page.locator('.dd-board svg')).toBeVisible();
  await game.expectAt({ state: 'human-throw', position: `${START_16} a` });
  expect(await game.saved()).toMatchObject({ mode: 'pvc', level: 2, human: 'a', seed: 1 });
  expect(pageLog.pageErrors).toEqual([]);
});

for (const [width, height] of [
  [360, 640],
  [1280, 800],
]) {
  test(`game screenshot at ${width}x${height}`, async ({ game, page, pageLog }) => {
    await page.setViewportSize({ width, height });
    await toSeed250Throw(game);
    // With the engine's hint shown, and a piece selected (A15: to A16 with
    // the dal, or on with the sum to capture on M13).
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await expect(game.hintBox).toBeVisible({ timeout: 20_000 });
    await expect(game.hintBox).toHaveAttribute('data-play', S250.hint.play);
    await game.hole('A15').click();
    await game.expectHoles('[data-target]', ['A16', 'M13']);
    await expect(game.targets.first()).toBeVisible();
    const overflow = await game.overflow();
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await game.screenshot(`game-${width}x${height}`);
    await game.screenshot(`game-${width}x${height}-full`, { fullPage: true });
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('the Hint button suggests one of the facade’s legal plays and shows win chances', async ({ game, page, pageLog }) => {
  await toSeed250Throw(game);
  const hintBtn = page.getByRole('button', { name: 'Hint', exact: true });
  await expect(hintBtn).toBeEnabled();
  await hintBtn.focus();
  await page.keyboard.press('Enter');
  const box = game.hintBox;
  await expect(box).toBeVisible({ timeout: 20_000 });
  // The engine's best play for this throw and its chances (level 5 with
  // the trained network, which the worker loads as it does for the
  // computer's own play).
  const { play } = S250.hint;
  await expect(box).toHaveAttribute('data-play', play);
  // Then why it beats the next best play, once the engine has said
  // (tests/e2e/hint-why.spec.mjs).
  await expect(box).toHaveText(
    `Hint: ${play} Chances to win: Light (you) ${S250.hint.a}\u00a0% · Dark (computer) ${S250.hint.b}\u00a0%. ` +
      'Gold rings show the suggested move: from the ring marked 1 to the ring marked 1→. ' +
      'Why not A15-A16 M12-M8, the next best? This play takes the piece on M13; that one does not. ' +
      'The piece on M12 can be lost next turn: 28.8\u00a0% on M12 after this play instead of 29.2\u00a0% on M8 after that one.',
  );
  const [, a, b] = (await box.textContent()).match(/Light \(you\) (\d+)\s% · Dark \(computer\) (\d+)\s%\./).map(Number);
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
  await game.expectHoles('[data-hint]', ['A15', 'M13']);
  await expect(game.hole('A15')).toHaveAttribute('data-hint', '1');
  await expect(game.hole('M13')).toHaveAttribute('data-hint', '1→');
  // A move clears the hint.
  await game.move('A15', 'M13');
  await expect(box).toBeHidden();
  await expect(page.locator('[data-hint]')).toHaveCount(0);
  // Then Dark throws 1+1 (B14-B15 B13-B14), again 3+1, and takes back.
  await game.expectAt({ state: 'human-throw', position: 'aaaaaaaaaaaaaa2/12BA3/bbbbbbbbbbb1BBB1 a', dice: '3+1' });
  // Only Dark's turn is told now (the player's capture is in the move list).
  // (Its A + A's "throws again" went with that extra throw.)
  await expect(game.announce).toHaveText('Dark captured your piece on M12.');
  await expect(game.moveList).toHaveText([
    ...S250.plays,
    'a 1+4: A15-A16xM13',
    'b 1+1: B14-B15 B13-B14',
    'b 3+1: M15xM12 B12-B13',
  ]);
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('against the computer the human can play Dark, and a reload keeps the sides', async ({ game, page, pageLog }) => {
  // Seed 25: Light (the computer, level 3) starts, throws 1+1 (A16-M16
  // A15-A16), throws again 3+4 (M16-M13-M9); then Dark throws 1+1.
  await game.fresh('?seed=25&speed=fast');
  await game.openOptions(); // Options, on the start card
  const dialog = game.newGameDialog;
  await expect(dialog).toBeVisible();
  // The side choice is there against the computer only.
  await dialog.locator('input[name="mode"][value="pvp"]').check();
  await expect(dialog.getByRole('group', { name: 'You play' })).toBeHidden();
  await dialog.locator('input[name="mode"][value="pvc"]').check();
  await expect(dialog.getByRole('group', { name: 'You play' })).toBeVisible();
  await dialog.locator('input[name="human"][value="b"]').check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(game.app).toHaveAttribute('data-state', HUMAN, { timeout: 20_000 });
  // Whenever the human may act, it is Dark's turn.
  const position = 'aaaaaaaaaaaaaa1A/9A7/bbbbbbbbbbbbbbbb b';
  await game.expectAt({ state: 'human-throw', position, dice: '3+4' });
  await expect(game.board).toHaveAttribute('data-turn', 'b');
  await expect(game.moveList).toHaveText(['a 1+1: A16-M16 A15-A16', 'a 3+4: M16-M13-M9']);
  // Its extra throw taken and played: no "throws again" left standing.
  await expect(game.announce).toHaveText('');
  await expect(page.locator('.dd-count-b')).toContainText('Dark (you)');
  await expect(page.locator('.dd-count-a')).toContainText('Light (computer)');
  await game.throwDice('1+1');
  await expect(game.board).toHaveAttribute('data-turn', 'b');
  const legal = await facadeMoves(page);
  expect(legal.map((m) => m.text)).toEqual(['B16-M16', 'B16-M16-M15']);
  expect(legal.every((m) => /^(B|M)/.test(m.from))).toBe(true);
  await game.expectHoles(MOVABLE, ['B16']);
  expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)).human, KEY)).toBe('b');
  await page.reload();
  await game.expectAt({ state: 'human-move', position, dice: '1+1' });
  await expect(game.board).toHaveAttribute('data-turn', 'b');
  await expect(page.locator('.dd-count-b')).toContainText('Dark (you)');
  // The next new game starts from the same choice.
  await page.getByRole('button', { name: 'New game' }).first().click();
  await expect(dialog.locator('input[name="human"][value="b"]')).toBeChecked();
  expect(pageLog.pageErrors).toEqual([]);
});

test('a hint after the first move of a throw: the rest of it', async ({ game, page, pageLog }) => {
  // S250 to Light's 1+4; A15-A16 made, the 4 is left: M12-M8 is its one move.
  await toSeed250Throw(game);
  await game.move('A15', 'A16');
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await expect(game.hintButton).toBeEnabled();
  await game.askHint();
  await expect(game.hintBox).toHaveAttribute('data-play', 'M12-M8');
  await expect(game.hintBox.locator('.dd-hint-play')).toHaveText('Hint: M12-M8');
  // Its step marked on the board, numbered from 1: from M12 to M8.
  await expect(game.hole('M12')).toHaveAttribute('data-hint', '1');
  await expect(game.hole('M8')).toHaveAttribute('data-hint', '1→');
  await game.move('M12', 'M8');
  expect(await game.computerPlays(4)).toContain('a 1+4: A15-A16 M12-M8');
  expect(pageLog.pageErrors).toEqual([]);
});

test('the "Which way?" box: a choice makes that move, the box closes, stale buttons do nothing', async ({
  game,
  page,
  pageLog,
}) => {
  await game.loadSave({ v: 1, record: TWO_WAY_RECORD, mode: 'pvp', level: 3, human: 'a' });
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  const choice = game.choice;
  await expect(choice).toBeHidden();
  await game.hole('M14').click();
  await game.hole('M11').click();
  await expect(choice).toBeVisible();
  await expect(choice).toContainText('Which way?');
  // The routes name holes: the board shows the names meanwhile.
  await expect(page.locator('.hole-names')).toBeVisible();
  const buttons = choice.getByRole('button');
  await expect(buttons).toHaveCount(2);
  const ways = await buttons.evaluateAll((bs) => bs.map((b) => b.dataset.move));
  expect([...ways].sort()).toEqual(['M14-M12-M11', 'M14xM13-M11']);
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
  await game.expectAt({ state: 'human-throw', position: TWO_WAY_AFTER[ways[0]] });
  const record = (await game.saved()).record;
  expect(record).toBe(TWO_WAY_RECORD.replace(/b 2\+1:\n$/, `b 2+1: ${ways[0]}\n`));
  await expect(game.moveList.last()).toHaveText(`b 2+1: ${ways[0]}`);
  await expect(page.locator('body')).not.toHaveAttribute('data-error', 'true');
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('"Which way?" is not asked when both ways leave the same board (nothing on either stop): the first is made', async ({ game, pageLog }) => {
  await game.loadSave({ v: 1, record: ONE_WAY_RECORD, mode: 'pvp', level: 3, human: 'a' }, '?speed=fast');
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await game.move('M14', 'M11');
  await game.expectAt({ state: 'human-throw', position: 'aaaaaaaaaaaaaaaa/11B5/bbbbbbbbbbbbbbb1 a' });
  await expect(game.choice).toBeHidden();
  expect(await game.savedRecord()).toBe(ONE_WAY_RECORD.replace(/b 2\+1:\n$/, 'b 2+1: M14-M12-M11\n'));
  expect(pageLog.pageErrors).toEqual([]);
});

for (const how of ['Escape', 'Cancel']) {
  test(`first visit: the start card stays when Options is closed (${how}); Play starts the default game at a gentle level`, async ({
    game,
    page,
    pageLog,
  }) => {
    // Seed 1: Light (the player) starts, 1+4 against 1+2.
    await game.fresh('?seed=1&speed=fast');
    const start = game.start;
    await expect(start).toBeVisible();
    const play = start.getByRole('button', { name: /^Play/ });
    // A newcomer's first game is at a gentler level than the default.
    await expect(play).toHaveText('PlayAgainst the computer · Computer level 2 – easy');
    // Nothing has the focus: the page may be embedded in another site.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await start.getByRole('button', { name: 'Options' }).click();
    const dialog = game.newGameDialog;
    await expect(dialog).toBeVisible();
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(start).toBeVisible();
    expect(await game.savedText()).toBeNull();
    await play.click();
    await expect(start).toBeHidden();
    await expect(game.announce).toHaveText('Light throws A+IIII, Dark throws A+II. Light starts.');
    await game.expectAt({ state: 'human-throw', position: `${START_16} a` });
    await expect(game.app).toHaveAttribute('data-mode', 'pvc');
    await expect(game.turnLine).toHaveText('Light (you) to play — throw the dice.');
    await expect(page.getByRole('button', { name: 'Throw', exact: true })).toBeFocused();
    const save = await game.saved();
    expect(save).toMatchObject({ mode: 'pvc', level: 2, human: 'a', seed: 1 });
    expect(save.record).toContain('[Board "16"]');
    expect(save.record).toContain('[RollOff "1+4 1+2"]');
    // A later New game + Cancel leaves the game alone.
    const before = await game.savedText();
    await page.getByRole('button', { name: 'New game' }).first().click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await game.savedText()).toBe(before);
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('Enter in the New game dialog starts the game as chosen', async ({ game, page, pageLog }) => {
  // Seed 25: Light 3+3, Dark 3+1, Light starts.
  await game.fresh('?seed=25&speed=fast');
  await game.openOptions();
  const dialog = game.newGameDialog;
  await dialog.locator('input[name="mode"][value="pvc"]').focus();
  await page.keyboard.press('ArrowDown'); // Two players
  await dialog.locator('input[name="size"][value="12"]').check();
  await dialog.locator('input[name="size"][value="12"]').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await game.expectAt({ state: 'human-throw', position: 'aaaaaaaaaaaa/13/bbbbbbbbbbbb a' });
  await expect(game.app).toHaveAttribute('data-mode', 'pvp');
  expect(pageLog.pageErrors).toEqual([]);
});

test('a saved game from before the roll-off (empty record) rolls off and plays on', async ({ game, page, pageLog }) => {
  // A save without a seed; the page's seed, 0, rolls off: Dark (the
  // player) starts, 4+4 against Light's 4+3.
  await game.loadSave({ v: 1, record: '', mode: 'pvc', level: 2, human: 'b' }, '?seed=0&speed=fast');
  await expect(game.announce).toHaveText('Light throws IIII+III, Dark throws IIII+IIII. Dark starts.', {
    timeout: 20_000,
  });
  await game.expectAt({ state: 'human-throw', position: `${START_16} b` });
  await expect(game.board).toHaveAttribute('data-turn', 'b');
  await expect(game.newGameDialog).toBeHidden();
  const save = await game.saved();
  expect(save).toMatchObject({ mode: 'pvc', level: 2, human: 'b', seed: 0 });
  expect(save.record).toContain('[RollOff "4+3 4+4"]');
  expect(pageLog.pageErrors).toEqual([]);
});

// Light (you, against the computer) threw 1+1 and can dal A1 onto Dark's
// piece on A2.
const CAPTURE_RECORD =
  '[Game "Daldøs"]\n[Board "16"]\n[Variants "standard"]\n[RollOff "2+3 4+4"]\n[Result "*"]\n\n' +
  'b 1+4: B16-M16-M12\na 3+4: --\nb 1+1: B15-B16-M16\nb 2+2: M12-M10 M16-M14\na 3+4: --\nb 4+4: M10-M6-M2\n' +
  'a 2+4: --\nb 2+1: B14-B15-M16\na 2+3: --\nb 1+3: M14-M11 M16-M15\na 2+1: A16-M16-M14\nb 2+1: M2-M0 B13-B14\n' +
  'a 2+2: M14-M12-M10\nb 4+1: M15-M14 M11-M7\na 1+2: M10-M9xM7\nb 2+4: M0xA2 M14-M10\na 1+1:\n';

test('a capture is announced in words and the last play is marked on the board', async ({ game, page, pageLog }) => {
  await game.loadSave({ v: 1, record: CAPTURE_RECORD, mode: 'pvc', level: 1, human: 'a' });
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  // Before: Dark's last play (M0xA2 M14-M10) is marked, the capture in red.
  await expect(game.hole('M0')).toHaveAttribute('data-last', 'from');
  await expect(game.hole('A2')).toHaveAttribute('data-last', 'to-capture');
  await expect(game.hole('M14')).toHaveAttribute('data-last', 'from');
  await expect(game.hole('M10')).toHaveAttribute('data-last', 'to');
  await game.hole('A1').click();
  await game.hole('A2').click();
  await expect(game.announce).toHaveText('You captured Dark’s piece on A2.');
  // Now this throw's step is the one marked.
  await expect(game.hole('A1')).toHaveAttribute('data-last', 'from');
  await expect(game.hole('A2')).toHaveAttribute('data-last', 'to-capture');
  await expect(page.locator('[data-last]')).toHaveCount(2);
  // Undo takes the capture and its announcement back.
  await page.getByRole('button', { name: 'Undo step' }).click();
  await expect(game.announce).toHaveText('');
  await expect(game.hole('M0')).toHaveAttribute('data-last', 'from');
  expect(pageLog.pageErrors).toEqual([]);
});

test('the computer’s captures are announced from the player’s side', async ({ game, page, pageLog }) => {
  // The same position with the sides swapped in the save: Light is the
  // computer (level 5), so its captures read "Light captured your piece".
  // Seeded with 0: Light plays its 1+1 as A1xA2 A15-A16, throws again
  // 4+4 and plays M7-M3xB1; then Dark (the player) is to throw.
  await game.loadSave({ v: 1, record: CAPTURE_RECORD, mode: 'pvc', level: 5, human: 'b', seed: 0 }, '?speed=fast');
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  const save = await game.saved();
  expect(save.seed).toBe(0);
  expect(save.record).toBe(CAPTURE_RECORD.replace(/a 1\+1:\n$/, 'a 1+1: A1xA2 A15-A16\na 4+4: M7-M3xB1\n'));
  await expect(game.announce).toHaveText(
    'Light captured your piece on A2. Light captured your piece on B1.',
  );
  await game.expectAt({ position: '1Aaaaaaaaaaaaa1A/10B6/Abbbbbbbbbbb1B2 b', dice: '4+4' });
  await expect(game.hole('M7')).toHaveAttribute('data-last', 'from');
  await expect(game.hole('B1')).toHaveAttribute('data-last', 'to-capture');
  await expect(page.locator('.dd-count strong')).toHaveText(['15', '13']);
  expect(pageLog.pageErrors).toEqual([]);
});

for (const [width, height] of [
  [360, 640],
  [1280, 800],
]) {
  test(`screenshots at ${width}x${height}: capture and last play, the choice box, the dialog`, async ({
    game,
    page,
    pageLog,
  }) => {
    await page.setViewportSize({ width, height });
    await game.loadSave({ v: 1, record: CAPTURE_RECORD, mode: 'pvc', level: 1, human: 'a' });
    await expect(game.app).toHaveAttribute('data-state', 'human-move');
    // BOW and STERN are readable (at least 10 px tall on screen).
    for (const end of ['bow', 'stern']) {
      const box = await page.locator(`.end-label.${end}`).boundingBox();
      expect(Math.min(box.width, box.height), `${end} label size`).toBeGreaterThanOrEqual(10);
    }
    await game.hole('A1').click();
    await game.hole('A2').click();
    await expect(game.announce).toHaveText('You captured Dark’s piece on A2.');
    await game.screenshot(`capture-${width}x${height}`);
    await expect(page.locator('.dd-legend')).toContainText('a = Light, b = Dark');
    await expect(page.locator('.hole-names')).toBeHidden();
    await game.openMenu();
    await page.getByLabel('Show hole names').check();
    await expect(page.locator('.hole-names')).toBeVisible();
    await game.screenshot(`names-${width}x${height}`, { fullPage: true });
    await page.getByLabel('Show hole names').uncheck();

    await game.loadSave({ v: 1, record: TWO_WAY_RECORD, mode: 'pvp', level: 3, human: 'a' });
    await expect(game.app).toHaveAttribute('data-state', 'human-move');
    await expect(game.turnLine).toHaveText('Dark to play — pick a marked piece, then where it goes.');
    await game.hole('M14').click();
    await game.hole('M11').click();
    await expect(game.choice).toBeVisible();
    await expect(game.choice).toBeInViewport();
    await game.screenshot(`choice-${width}x${height}`);

    await page.getByRole('button', { name: 'New game' }).first().click();
    const dialog = game.newGameDialog;
    await expect(dialog).toBeVisible();
    // Two players: no computer level, no side choice.
    await expect(dialog.getByLabel('Computer level')).toBeHidden();
    await expect(dialog.getByRole('group', { name: 'You play' })).toBeHidden();
    await dialog.locator('input[name="mode"][value="pvc"]').check();
    await expect(dialog.getByLabel('Computer level')).toBeVisible();
    // Start and Cancel are on screen without scrolling.
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await game.screenshot(`dialog-${width}x${height}`);
    expect(pageLog.pageErrors).toEqual([]);
  });
}


test('at 360x640: focus follows Start and Throw, the rules open at their top', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  // Seed 23: Dark (the computer) starts and its 2+4 is lost; Light's 3+4
  // is lost, Dark's 2+3 too; Light's 3+1 dals A16 on to M13.
  await game.freshStart('?seed=23&speed=fast', { mode: 'pvc' });
  const throwBtn = page.getByRole('button', { name: 'Throw', exact: true });
  await game.expectAt({ state: 'human-throw', position: `${START_16} a`, dice: '2+4' });
  // Throw by keyboard: after a lost throw focus goes back on Throw when the
  // turn comes round again; after a throw with a move, to the movable piece.
  await expect(throwBtn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(game.moveList).toHaveText(['b 2+4: --', 'a 3+4: --', 'b 2+3: --']);
  await game.expectAt({ state: 'human-throw', dice: '2+3' });
  await expect(throwBtn).toBeFocused();
  await page.keyboard.press('Enter');
  await game.expectAt({ state: 'human-move', dice: '3+1' });
  await expect(page.locator('[data-hole]:focus:has(> .slot > [data-movable])')).toHaveCount(1);
  await expect(game.hole('A16')).toBeFocused();
  await game.screenshot('focus-360x640');

  await page.getByRole('button', { name: 'How to play' }).click();
  const rules = page.getByRole('dialog', { name: 'How to play Daldøs' });
  await expect(rules).toBeVisible();
  const heading = rules.getByRole('heading', { name: 'How to play Daldøs' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await rules.evaluate((d) => d.scrollTop)).toBe(0);
  await game.screenshot('rules-360x640');
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();
  expect(pageLog.pageErrors).toEqual([]);
});
