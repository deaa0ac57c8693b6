// Capture odds on the board (issue 12, item 1): the option "Show capture
// odds" labels each piece with a chance of at least 2 % of being captured
// (the engine's exact chance, in its odds worker), coloured by danger, and
// says every chance in the hole's name; the numbers
// follow every step, the option is kept across a reload, the hint says how
// open its play leaves the player's pieces, and axe finds nothing.
//
// The game: two players from the rules crate's own example (docs of
// `Position::capture_odds`): Dark's dalled piece on M10 one hole behind
// Light's on M9, Dark to throw, with the seed 3, whose first throw is 1+3.
// Every fraction below is the rules crate's (`daldos odds <position>`).
import { test, expect } from './page.mjs';
import { axe } from './axe.mjs';

test.use({ bypassCSP: true });

const START = 'aaaaaa10/9AB6/B4B10 b';
const RECORD = `[Game "Daldøs"]\n[Board "16"]\n[Variants "standard"]\n[Start "${START}"]\n[Result "*"]\n\n`;
const SAVE = JSON.stringify({ v: 1, record: RECORD, mode: 'pvp', level: 3, human: 'a', seed: 3 });

/** Every hole with a chance shown: hole -> its exact fraction. */
function shown(page) {
  return page.locator('[data-hole][data-odds]').evaluateAll((gs) => Object.fromEntries(gs.map((g) => [g.getAttribute('data-hole'), g.getAttribute('data-odds')])));
}

/** The label drawn by the piece on `hole`. */
const label = (page, hole) => page.locator(`.badge-odds[data-for="${hole}"] text`);

/** Waits until the odds shown are those of the board shown. */
async function ready(game) {
  await expect(game.board).toHaveAttribute('data-odds-state', 'ready', { timeout: 20_000 });
}

/** The game above (SAVE) as the only save, resumed. */
async function open(game) {
  await game.fresh('?speed=fast', { save: SAVE });
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
}

test('the odds are off by default, then exact on every piece at each step, and kept across a reload', async ({ game, page, pageLog }) => {
  test.setTimeout(90_000);
  await open(game);
  const toggle = await game.option('Show capture odds');
  await expect(toggle).not.toBeChecked();
  await expect(game.board).toHaveAttribute('data-odds-state', 'off');
  await expect(page.locator('[data-odds]')).toHaveCount(0);

  // Before Dark's throw: Dark's chances on Light's pieces this turn, and
  // Light's on Dark's pieces if Light threw next.
  await toggle.check();
  await ready(game);
  expect(await shown(page)).toEqual({
    A1: '55/98304',
    A2: '59/196608',
    A3: '55/1572864',
    A4: '59/3145728',
    A5: '55/25165824',
    A6: '59/50331648',
    M9: '7/16',
    M10: '55/402653184',
    B1: '29/6144',
    B6: '109/50331648',
  });
  await expect(label(page, 'M9')).toHaveText('44%');
  // Coloured by danger; under 2 % no label by the piece, the chance in its
  // hole's name only (below).
  await expect(page.locator('.badge-odds[data-for="M9"]')).toHaveClass(/\bhigh\b/);
  await expect(label(page, 'B1')).toHaveCount(0);
  await expect(game.hole('M9')).toHaveAttribute('aria-label', 'M9, light piece, 44\u00a0% chance of being captured this turn');
  await expect(game.hole('B1')).toHaveAttribute(
    'aria-label',
    'B1, dark piece, less than 1\u00a0% chance of being captured on the next turn',
  );

  // Thrown (1+3): Dark's dice are known, its captures are the board's
  // targets; only Light's chances on Dark's pieces remain.
  await game.throwButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await ready(game);
  expect(await shown(page)).toEqual({ M10: '55/402653184', B1: '29/6144', B6: '109/50331648' });

  // M10-M7 with the 3: the piece now lies two holes ahead of Light's on M9.
  await game.hole('M10').click();
  await game.hole('M7').click();
  await expect(page.locator('[data-hole="M7"] [data-piece="B"]')).toBeAttached();
  await ready(game);
  expect(await shown(page)).toEqual({ M7: '3/16', B1: '29/6144', B6: '55/25165824' });
  await expect(label(page, 'M7')).toHaveText('19%');
  await expect(game.hole('M7')).toHaveAttribute('aria-label', /, 19\u00a0% chance of being captured on the next turn$/);

  // B1-B2 with the 1 ends the throw: Light to throw, with its chances on
  // Dark's pieces this turn, and Dark's on Light's.
  await game.hole('B1').click();
  await game.hole('B2').click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw');
  await expect(game.board).toHaveAttribute('data-turn', 'a');
  await ready(game);
  const light = {
    A1: '59/768',
    A2: '55/6144',
    A3: '59/12288',
    A4: '55/98304',
    A5: '59/196608',
    A6: '55/1572864',
    M9: '59/805306368',
    M7: '3/16',
    B2: '109/196608',
    B6: '55/25165824',
  };
  expect(await shown(page)).toEqual(light);
  await expect(label(page, 'M7')).toHaveText('19%');
  await expect(game.hole('M7')).toHaveAttribute('aria-label', 'M7, dark piece, 19\u00a0% chance of being captured this turn');
  await expect(label(page, 'A1')).toHaveText('8%');
  await expect(page.locator('.badge-odds[data-for="M7"]')).toHaveClass(/\bmedium\b/);
  await expect(page.locator('.badge-odds[data-for="A1"]')).toHaveClass(/\blow\b/);

  // A reload keeps the option and shows the same.
  await page.reload();
  await expect(await game.option('Show capture odds')).toBeChecked();
  await ready(game);
  expect(await shown(page)).toEqual(light);

  // The replay shows each step's odds: its first step is the start
  // (Dark to throw, as above); back to the game, the game's again. (The
  // settings menu put away first: open, it lies over the side panel.)
  await game.menuButton.click();
  await expect(game.menu).toBeHidden();
  await page.getByRole('button', { name: 'Replay and review' }).click();
  await page.getByRole('button', { name: 'First step' }).click();
  await expect(game.board).toHaveAttribute('data-position', START);
  await ready(game);
  expect(await shown(page)).toMatchObject({ M9: '7/16', B1: '29/6144', B6: '109/50331648' });
  await expect(label(page, 'M9')).toHaveText('44%');
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await ready(game);
  expect(await shown(page)).toEqual(light);

  // Off again: every label goes.
  await (await game.option('Show capture odds')).uncheck();
  await expect(game.board).toHaveAttribute('data-odds-state', 'off');
  await expect(page.locator('[data-odds]')).toHaveCount(0);
  await expect(game.board.locator('.badge-odds')).toHaveCount(0);
  expect(pageLog.pageErrors).toEqual([]);
});

test('with the odds shown, the hint says how open its play leaves your pieces; axe finds nothing', async ({ game, page }) => {
  test.setTimeout(90_000);
  await open(game);
  await (await game.option('Show capture odds')).check();
  await ready(game);
  await game.throwButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await game.hintButton.click();
  const risk = page.locator('.dd-hint-risk');
  await expect(risk).toBeVisible({ timeout: 20_000 });
  await expect(game.hintBox).toHaveAttribute('data-play', 'M10xM9 B6-B9');
  await expect(risk).toHaveText('This play leaves your piece on M9 with a less than 1\u00a0% chance of being captured.');
  await ready(game);

  expect(await axe(page)).toEqual([]);
});

test('an answer for a board no longer shown is never drawn, and one still running after 400 ms is cut short', async ({ game, page }) => {
  await game.open();
  const log = await page.evaluate(async () => {
    const { createOdds, RESTART_MS } = await import('./www/odds.js');
    const { default: EN } = await import('./www/strings/en.js');
    /** The engine stood in for: each request answered when the test says. */
    const asked = [];
    const log = [];
    const ai = {
      odds: (request) => new Promise((resolve, reject) => asked.push({ request, resolve, reject })),
      cancelOdds: () => {
        log.push('cancelled');
        for (const a of asked.splice(0)) a.reject(new Error('cancelled'));
      },
    };
    const status = document.createElement('p');
    const odds = createOdds({
      T: EN,
      ai,
      status,
      onChange: (labels, state) => log.push(`${state} ${[...labels].map(([h, l]) => `${h}=${l.fraction}`).join(' ')}`.trim()),
    });
    const req = (position) => ({ position, variants: [], byTurn: true });
    const answer = (i, hole, fraction) =>
      asked[i].resolve({ position: asked[i].request.position, byTurn: [{ hole, side: 'a', fraction, percent: 50 }], againstTurn: [] });
    const tick = () => new Promise((r) => setTimeout(r, 0));
    odds.setOn(true, req('one'));
    odds.show(req('two')); // asked while 'one' runs: waits for it
    log.push(`asked ${asked.map((a) => a.request.position).join(' ')}`);
    answer(0, 'M9', '7/16'); // the answer for 'one' comes: not drawn
    await tick();
    log.push(`asked ${asked.map((a) => a.request.position).join(' ')}`);
    answer(1, 'M7', '3/16');
    await tick();
    // 'three' runs long; 'four' is shown: after 400 ms 'three' is cut short.
    odds.show(req('three'));
    odds.show(req('four'));
    await new Promise((r) => setTimeout(r, RESTART_MS + 100));
    log.push(`asked ${asked.map((a) => a.request.position).join(' ')}; status: ${status.textContent}`);
    answer(0, 'B1', '1/2');
    await tick();
    log.push(`status: ${status.textContent || '-'}`);
    return log;
  });
  expect(log).toEqual([
    'waiting',
    'waiting',
    'asked one',
    'asked one two',
    'ready M7=3/16',
    'waiting',
    'waiting',
    'cancelled',
    'asked four; status: Working out the odds…',
    'ready B1=1/2',
    'status: -',
  ]);
});
