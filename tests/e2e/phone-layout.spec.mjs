// The phone layout (issue 24, item 7), measured by bounding boxes at
// 320x568, 360x640, 390x844, a phone held sideways (844x390), a tablet
// (768x1024) and a desktop (1280x800), on both boards: the board fills the
// width, the controls under it; a target's label never overlaps another's
// and lies inside its own hole's cell (the upright boat and the lying
// one), a tap on its centre plays to its own hole, and so does a click at
// its cell's centre, which no other hole's cell or label covers; the hint's
// numbered labels are whole and apart; a lesson keeps its words and the
// holes it marks in view together; and a narrow host column gets the same.
// Every game is seeded: each case knows its dice and its targets.
import { test, expect, serveHost, watch, GamePage } from './page.mjs';
import { S25 } from './seeded.mjs';

/** A seeded position for each board, found once with the facade: greedy
 * against greedy from seed 1 for `throws` throws; the next throw gives
 * `dice`, and the piece on `from` then has `targets`, a summed move among
 * them (`sum`), all near the bow, across two rows. */
const CASES = {
  16: { throws: 11, dice: '2+4', from: 'M3', targets: ['B1', 'B3', 'M1'], sum: 'B3' },
  12: { throws: 4, dice: '2+3', from: 'M4', targets: ['B1', 'M1', 'M2'], sum: 'B1' },
};

/** The game of `size` holes a row after the case's throws, saved as a
 * two-player game with seed 1, opened. */
async function openCase(game, page, size) {
  await game.open();
  const record = await page.evaluate(
    async ([size, throws]) => {
      const engine = await import(new URL('www/engine/daldos-engine.js', document.baseURI).href);
      await engine.default();
      const g = new /** @type {any} */ (window).wasmBindings.Game(size, 'standard');
      g.setSeed(1);
      g.rollOff();
      for (let n = 0; ; ) {
        if (g.legalMoves().length) for (const m of engine.computerPlay(g.engineRequest(), 'greedy', 1)) g.makeMove(m);
        else if (n === throws) break;
        else (g.throwDice(), n++);
      }
      const text = g.toRecord();
      g.free();
      return text;
    },
    [size, CASES[size].throws],
  );
  await game.setSave({ v: 1, record, mode: 'pvp', level: 3, human: 'a', seed: 1 });
  await game.reload();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
}

/** The boxes (CSS px, the viewport's) of the board, its hull, Throw, and
 * each badge: its hole, kind, its rectangle, its text's box, and its
 * hole's cell (the tap area). */
function measure(page) {
  return page.evaluate(() => {
    const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    };
    const svg = root.querySelector('.dd-board svg');
    return {
      vertical: svg.classList.contains('vertical'),
      svg: box(svg),
      hull: box(root.querySelector('.hull')),
      throw: box(root.querySelector('.dd-throw')),
      cells: [...root.querySelectorAll('.holes [data-hole]')].map((g) => ({ hole: g.dataset.hole, rect: box(g.querySelector('.hit-area')) })),
      badges: [...root.querySelectorAll('.holes .badge')].map((b) => {
        const hole = b.closest('[data-hole]');
        return {
          hole: hole.dataset.hole,
          kind: b.classList.contains('badge-hint') ? 'hint' : 'target',
          text: b.textContent,
          rect: box(b.querySelector('rect')),
          label: box(b.querySelector('text')),
          cell: box(hole.querySelector('.hit-area')),
        };
      }),
    };
  });
}

/** Whether box `a` lies inside box `b` (0.5 px of rounding allowed). */
const inside = (a, b) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.w <= b.x + b.w + 0.5 && a.y + a.h <= b.y + b.h + 0.5;
/** The area two boxes share. */
const shared = (a, b) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

/** The badges that overlap, or lie outside their cell or the board, or
 * whose text is wider or taller than its badge: what is wrong. */
function faults(m) {
  const out = [];
  m.badges.forEach((a, i) => {
    if (!inside(a.rect, m.svg)) out.push(`${a.kind} label of ${a.hole} cut by the board's edge`);
    if (!inside(a.label, a.rect)) out.push(`${a.kind} label of ${a.hole}: "${a.text}" wider than its badge`);
    if (!inside(a.rect, a.cell)) out.push(`${a.kind} label of ${a.hole} outside its cell`);
    for (const b of m.badges.slice(i + 1)) if (shared(a.rect, b.rect) > 0) out.push(`${a.kind} label of ${a.hole} over ${b.kind} label of ${b.hole}`);
  });
  // A click at a cell's centre is its hole's: no other hole's cell or
  // label there.
  for (const c of m.cells) {
    const centre = { x: c.rect.x + c.rect.w / 2, y: c.rect.y + c.rect.h / 2, w: 0, h: 0 };
    for (const o of m.cells) if (o.hole !== c.hole && inside(centre, o.rect)) out.push(`the centre of ${c.hole}'s cell in ${o.hole}'s`);
    for (const b of m.badges) if (b.hole !== c.hole && inside(centre, b.rect)) out.push(`the centre of ${c.hole}'s cell under the ${b.kind} label of ${b.hole}`);
  }
  return out;
}

// The share of the window's width the boat's hull takes. Upright (below
// 560 px): all but the page's margins (0.75rem a side) and the hull's inset
// in its SVG: at least 90 %. Lying, 844 px wide: the page's wider margins
// and BOW and STERN beyond the hull's ends: at least 83 %. And at 390x844
// and 844x390 the whole board and Throw are in view at once.
const PHONES = [
  { width: 320, height: 568, share: 0.9, allInView: false },
  { width: 360, height: 640, share: 0.9, allInView: false },
  { width: 390, height: 844, share: 0.9, allInView: true },
  { width: 844, height: 390, share: 0.83, allInView: true },
  // A tablet and a desktop, the boat lying (beside the side panel at 1280).
  { width: 768, height: 1024, share: 0.83, allInView: true },
  { width: 1280, height: 800, share: 0.65, allInView: true },
];

for (const { width, height, share, allInView } of PHONES) {
  for (const size of [16, 12]) {
    const { dice, from, targets, sum } = CASES[size];
    test(`${width}x${height}, ${size} holes a row: the board's width, the targets' and the hint's labels, a tap on a label`, async ({ game, page, pageLog }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height });
      await openCase(game, page, size);
      const start = await measure(page);
      expect(start.vertical).toBe(width < 560);
      expect(start.hull.w / width, JSON.stringify(start.hull)).toBeGreaterThanOrEqual(share);
      // The controls under the board.
      expect(start.throw.y).toBeGreaterThanOrEqual(start.svg.y + start.svg.h);
      if (allInView) {
        await expect(game.throwButton).toBeInViewport({ ratio: 1 });
        expect(start.svg.y).toBeGreaterThanOrEqual(0);
      }
      await game.throwDice(dice);
      await game.hole(from).click();
      await expect(game.hole(from)).toHaveAttribute('data-selected', 'true');
      await game.expectHoles('[data-target]', targets);
      await expect(game.hole(sum)).toHaveAttribute('data-target', 'sum');
      const marked = await measure(page);
      expect(marked.badges.map((b) => b.hole).sort()).toEqual(targets);
      expect(faults(marked)).toEqual([]);
      await game.screenshot(`phone-${width}x${height}-${size}-targets`);
      // The hint over the targets: its numbered labels whole and apart.
      await game.askHint();
      await expect(page.locator('[data-hint] .badge').first()).toBeAttached();
      const hinted = await measure(page);
      expect(hinted.badges.filter((b) => b.kind === 'hint').length).toBeGreaterThanOrEqual(2);
      expect(faults(hinted)).toEqual([]);
      await game.screenshot(`phone-${width}x${height}-${size}-hint`);
      const position = await game.board.getAttribute('data-position');
      // A click at the centre of each single die's target's cell plays to
      // that hole, taken back (and, by the boxes above, no label reaches
      // over another's cell).
      const cellOf = async (hole) => {
        const r = await game.hole(hole).locator('.hit-area').evaluate((e) => e.getBoundingClientRect().toJSON());
        return [r.x + r.width / 2, r.y + r.height / 2];
      };
      for (const to of targets.filter((t) => t !== sum)) {
        if ((await game.hole(from).getAttribute('data-selected')) !== 'true') await game.hole(from).click();
        await expect(game.hole(from)).toHaveAttribute('data-selected', 'true');
        await game.hole(to).scrollIntoViewIfNeeded();
        await page.mouse.click(...(await cellOf(to)));
        await expect(game.hole(to).locator('[data-piece="a"], [data-piece="A"]')).toHaveCount(1);
        await page.locator('.dd-undo').click();
        await expect(game.board).toHaveAttribute('data-position', position);
      }
      // A tap on each label's centre plays to its own hole: the single
      // dice first, each taken back, then the sum.
      for (const to of [...targets.filter((t) => t !== sum), sum]) {
        if ((await game.hole(from).getAttribute('data-selected')) !== 'true') await game.hole(from).click();
        await expect(game.hole(to)).toHaveAttribute('data-target', /die|sum/);
        await game.hole(to).scrollIntoViewIfNeeded();
        const label = (await measure(page)).badges.find((b) => b.hole === to && b.kind === 'target');
        expect(label, to).toBeTruthy();
        await page.mouse.click(label.rect.x + label.rect.w / 2, label.rect.y + label.rect.h / 2);
        await expect(game.hole(from).locator('[data-piece]')).toHaveCount(0);
        await expect(game.hole(to).locator('[data-piece="a"], [data-piece="A"]')).toHaveCount(1);
        if (to === sum) break;
        await page.locator('.dd-undo').click();
        await expect(game.board).toHaveAttribute('data-position', position);
      }
      expect(pageLog.pageErrors).toEqual([]);
    });
  }
}

// The hint's numbered rings where one hole has two numbers: seed 25
// between two players, Light's 1+1, whose hint A16-M16 A15-A16 marks A16
// "1,2→" (step 1 starts there, step 2 ends there), A15 "2" and M16 "1→".
/** The hint labels' line height (CSS px) at each width. */
const LINE = { 320: 11, 390: 13, 1280: 15 };
for (const [width, height] of [
  [320, 568],
  [390, 844],
  [1280, 800],
]) {
  test(`${width}x${height}: the hint's "1,2→" ring label legible, whole, in its cell and apart from the others`, async ({ game, page, pageLog }) => {
    await page.setViewportSize({ width, height });
    await game.startTwoPlayers(S25.query);
    await game.throwDice('1+1');
    await game.askHint();
    await expect(page.locator('[data-hint] .badge').first()).toBeAttached();
    const m = await measure(page);
    const hints = m.badges.filter((b) => b.kind === 'hint');
    expect(hints.map((b) => `${b.hole} ${b.text}`).sort()).toEqual(['A15 2', 'A16 1,2→', 'M16 1→']);
    expect(faults(m)).toEqual([]);
    // Legible: each label's line 11 px tall at 320 px (a font of about
    // 9.5 px), 13 px at 390 px (the boat 460 px tall, room kept under it for the hint), 15 px at 1280 px, in the window's width.
    for (const b of hints) {
      expect(Math.round(b.label.h), `${b.hole} ${b.text}`).toBe(LINE[width]);
      expect(b.rect.x).toBeGreaterThanOrEqual(0);
      expect(b.rect.x + b.rect.w).toBeLessThanOrEqual(width);
    }
    await game.hole('A16').scrollIntoViewIfNeeded();
    await game.screenshot(`hint-rings-${width}x${height}`);
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('390x844: a phone’s address bar coming and going does not lay the boat out again, a shorter window does', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCase(game, page, 16);
  const svg = page.locator('.dd-board svg');
  const before = await svg.boundingBox();
  // 460 px: the window's 844 less the 384 kept for the header, the turn
  // line and the controls (breakpoints.js).
  expect(Math.round(before?.height ?? 0)).toBe(460);
  const drawn = await svg.elementHandle();
  /** Two animation frames: a layout asked for by the resize has run. */
  const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.setViewportSize({ width: 390, height: 790 });
  await frames();
  expect(await drawn?.evaluate((e) => e.isConnected)).toBe(true);
  expect(await svg.boundingBox()).toEqual(before);
  // 640 px tall: laid out again, at the least height (416 px), still as
  // wide as the game.
  await page.setViewportSize({ width: 390, height: 640 });
  await expect.poll(async () => Math.round((await svg.boundingBox())?.height ?? 0)).toBe(416);
  expect(await drawn?.evaluate((e) => e.isConnected)).toBe(false);
  const m = await measure(page);
  expect(m.hull.w / 390).toBeGreaterThanOrEqual(0.9);
  expect(pageLog.pageErrors).toEqual([]);
});

for (const [width, height] of [
  [390, 844],
  [360, 640],
]) {
  test(`${width}x${height}: a lesson keeps its words and the holes it marks in view together`, async ({ game, page, pageLog }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await game.fresh('?speed=fast');
    await page.locator('.dd-learn').click();
    /** The lesson's words, and what it marks (`sel`), each wholly in the
     * window and none under the card. */
    const seen = (sel) => game.lessonOutOfView(sel);
    // The roll-off first (no piece to move: thrown, and on), then the next
    // four lessons: each one's piece to move, then its targets.
    await game.throwButton.click();
    await game.playLessonOut();
    await game.lessonNext.click();
    for (let lesson = 2; lesson <= 5; lesson++) {
      await game.throwButton.click();
      await expect(game.app).toHaveAttribute('data-state', 'human-move');
      const pieces = await seen('[data-movable]');
      expect(pieces.count, `lesson ${lesson}`).toBeGreaterThan(0);
      expect(pieces.out, `lesson ${lesson}`).toEqual([]);
      await game.movable.first().click();
      await expect(page.locator('[data-hole][data-target]').first()).toBeAttached();
      const marked = await seen('[data-hole][data-target], [data-selected]');
      expect(marked.out, `lesson ${lesson}`).toEqual([]);
      await game.screenshot(`phone-lesson-${lesson}-${width}x${height}`);
      await game.hole(/** @type {string} */ (await page.locator('[data-selected]').getAttribute('data-hole'))).click();
      await game.playLessonOut();
      await game.lessonNext.click();
    }
    expect(pageLog.pageErrors).toEqual([]);
  });
}

test('embedded in a 340 px host column of a desktop page: the boat upright and as wide as the column, the controls under it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Column</title><link rel="icon" href="data:,">
<script type="module" src="www/daldos-game.js"></script></head>
<body style="margin:0;display:flex;gap:20px"><main style="flex:1"><h1>A museum page</h1></main>
<aside style="width:340px;flex:none"><daldos-game board="16" mode="pvp" seed="1" speed="fast" lang="en"></daldos-game></aside></body></html>`;
  const server = await serveHost({ 'column.html': host });
  try {
    const errors = watch(page);
    await page.goto(`${server.url}column.html`);
    const game = new GamePage(page);
    await game.element.getByRole('button', { name: /^Play/ }).click();
    await expect(game.app).toHaveAttribute('data-state', 'human-throw');
    const m = await measure(page);
    expect(m.vertical).toBe(true);
    expect(m.hull.x).toBeGreaterThanOrEqual(940);
    expect(m.hull.w).toBeGreaterThanOrEqual(300);
    expect(m.throw.y).toBeGreaterThanOrEqual(m.svg.y + m.svg.h);
    expect(await game.overflow()).toBe(0);
    await game.screenshot('phone-host-column-1280x800');
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
});
