// Nothing lost, nothing forged, nothing stuck: a throw is saved in the
// task that draws it (a reload or a removed element during the dice's
// animation never throws again); a second tab never overwrites the game
// another tab saved; empty, huge and overlapping files are refused with a
// reason; a worker that dies mid-task is found out and said; the keys the
// game handles never reach the host page; attributes changed after the
// start are honoured or named on the console; a share link never carries
// the sharer's seed. Seeded games (seeded.mjs), on Playwright's fake clock
// where an animation must be caught in the middle.
import { test, expect, baseURL, GamePage } from './page.mjs';
import { S250, S25 } from './seeded.mjs';

// The page's own service worker would answer the routes below from its cache.
test.use({ serviceWorkers: 'block' });

/** The record's last line. */
const lastLine = (record) => (record || '').trimEnd().split('\n').pop();

/** Advances the fake clock in small steps until `done()` holds (the
 * computer's worker runs on real time, the page's timers on the fake). */
async function runUntil(page, done, step = 100) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(step);
        return done();
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(true);
}

/** Seed 250 against the computer at its own pace (no `speed=fast`), on a
 * fake clock, from the start card's Play. */
async function slowS250(game) {
  const { page } = game;
  await page.clock.install();
  const query = S250.query.replace('&speed=fast', '');
  await game.fresh(query);
  await page.locator('.dd-start .dd-play').click();
  await pause(page);
  return query;
}

/** Stops the page's clock (Playwright's runs at real pace once installed):
 * from here on it moves only by `runFor`. */
async function pause(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1);
}

test('a throw is saved before its dice roll: a reload or a removed element during the animation keeps it', async ({ game, page, pageLog }) => {
  await slowS250(game);
  // The computer (Dark) starts: the first save that holds its throw holds
  // no move yet, though the dice are still rolling.
  await runUntil(page, async () => (await game.savedRecord())?.includes('b 3+1') ?? false);
  expect(lastLine(await game.savedRecord())).toBe('b 3+1:');
  // Reloaded then, it plays that throw (never a new one).
  await page.reload();
  await runUntil(page, async () => (await game.app.getAttribute('data-state')) === 'human-throw');
  await expect(game.board).toHaveAttribute('data-position', S250.first);
  await expect(page.locator('.dd-movelist li[data-side] .dd-notation').first()).toHaveText(S250.plays[0]);

  // The player's Throw: saved in the click's own task.
  await pause(page);
  await game.throwButton.click();
  expect(lastLine(await game.savedRecord())).toBe('a 4+1:');
  // The element removed and put back while the dice roll: the same throw.
  await page.evaluate(() => {
    const game = /** @type {HTMLElement} */ (document.querySelector('daldos-game'));
    /** @type {any} */ (window).__game = [game, game.parentElement];
    game.remove();
  });
  await page.evaluate(() => {
    const [game, parent] = /** @type {any} */ (window).__game;
    parent.append(game);
  });
  await runUntil(page, async () => (await game.app.getAttribute('data-state')) === 'human-move');
  await expect(page.locator('.dd-movelist li.current .dd-notation')).toHaveText('a 4+1: …');
  // And a reload in the middle of the animation, the same.
  await page.reload();
  await pause(page);
  await runUntil(page, async () => (await game.app.getAttribute('data-state')) === 'human-move');
  await expect(page.locator('.dd-movelist li.current .dd-notation')).toHaveText('a 4+1: …');
  expect(lastLine(await game.savedRecord())).toBe('a 4+1:');
  expect(pageLog.pageErrors).toEqual([]);
});

test('a second tab never overwrites the game another tab saved, says so, and can take it', async ({ game, page, context, pageLog }) => {
  await game.startTwoPlayers(S25.query);
  const other = await context.newPage();
  const there = new GamePage(other);
  await other.goto(baseURL() + S25.query);
  await expect(there.app).toHaveAttribute('data-state', 'human-throw');
  // The other tab plays on: this one is told at once.
  await there.throwButton.click();
  await expect(there.app).toHaveAttribute('data-state', 'human-move');
  const theirs = await there.savedText();
  const notice = page.locator('.dd-elsewhere');
  await expect(notice).toBeVisible();
  await expect(notice.locator('p')).toHaveText(
    'This game was saved in another tab or window since it was opened here: to keep that one, moves made here are not saved.',
  );
  // Playing on here saves nothing over it.
  await game.throwButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  expect(await game.savedText()).toBe(theirs);
  // Taking the saved game: the other tab's game is here, and saved again.
  await notice.getByRole('button', { name: 'Go on with the saved game' }).click();
  await expect(notice).toBeHidden();
  await expect(game.board).toHaveAttribute('data-position', (await there.board.getAttribute('data-position')) || '');
  await expect(page.locator('.dd-movelist li.current .dd-notation')).toHaveText(S25.current.replace('A16-M16…', '…'));
  await page.locator(`.dd-board [data-hole="${S25.step[0]}"]`).click();
  await page.locator(`.dd-board [data-hole="${S25.step[1]}"]`).click();
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  expect(lastLine(await game.savedRecord())).toBe('a 1+1: A16-M16');
  // Now the first tab is the one whose save is stale.
  await expect(other.locator('.dd-elsewhere')).toBeVisible();
  expect(pageLog.pageErrors).toEqual([]);
});

test('an empty file, a file over the limit and a second file while one is read are refused; the game goes on', async ({ game, page, pageLog }) => {
  await game.startTwoPlayers(S25.query);
  await game.throwButton.click();
  const before = await game.savedText();
  await game.openFile('empty.dgn', Buffer.alloc(0));
  await expect(game.announce).toHaveText('empty.dgn could not be opened (it is empty: not a game record). Your game goes on as it was.');
  await game.openFile('blank.dgn', '\n  \r\n');
  await expect(game.announce).toHaveText('blank.dgn could not be opened (it is empty: not a game record). Your game goes on as it was.');
  await game.openFile('huge.dgn', Buffer.alloc(100 * 1024 + 1, 'a'));
  await expect(game.announce).toHaveText(
    'huge.dgn is 101 KB: a game file is at most 100 KB, so it was not opened. Your game goes on as it was.',
  );
  // Two files dropped at once: the second waits for nobody.
  await page.evaluate(() => {
    const root = /** @type {HTMLElement} */ (document.querySelector('daldos-game')?.shadowRoot?.querySelector('.daldos'));
    const drop = (name) => {
      const data = new DataTransfer();
      data.items.add(new File(['[Board "12"]\n[RollOff "1+2 1+1"]\n'], name, { type: 'text/plain' }));
      root.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    };
    drop('one.dgn');
    drop('two.dgn');
  });
  // The first opens (asked first, over the game under way), the second is refused.
  await expect(game.openAsk).toHaveAccessibleName(/ Open one\.dgn\? /);
  await expect(game.live).toContainText('Another file is still being opened: one at a time.');
  await game.page.getByRole('button', { name: 'Keep playing' }).click();
  expect(await game.savedText()).toBe(before);
  expect(before).not.toBeNull();
  expect(pageLog.pageErrors).toEqual([]);
});

test('a computer worker that dies mid-task is found out, started again once, and said; the game stays', async ({ game, page, pageLog }) => {
  // A worker that starts, then stops without a word at its first task.
  // Each one started tells the test (a broadcast), so that the fake clock
  // moves on only once it is up: a worker silent at its start for a
  // minute of that clock would count as one that cannot start.
  await page.route('**/ai-worker.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body:
        "self.onmessage = (e) => { if (e.data.type === 'init') { self.postMessage({ type: 'ready' }); new BroadcastChannel('dd-test').postMessage('ready'); } else self.close(); };",
    }),
  );
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__workersUp = 0;
    w.__workersChannel = new BroadcastChannel('dd-test');
    w.__workersChannel.onmessage = () => w.__workersUp++;
  });
  const workersUp = (n) => expect.poll(() => page.evaluate(() => /** @type {any} */ (window).__workersUp), { timeout: 30_000 }).toBe(n);
  await slowS250(game);
  // Dark, the computer, starts: its worker dies; a minute later it is
  // started again, dies again, and the player is told.
  const retry = page.locator('.dd-retry');
  await runUntil(page, async () => (await page.evaluate(() => /** @type {any} */ (window).__workersUp)) === 1);
  await expect(game.app).toHaveAttribute('data-state', 'busy');
  await page.clock.runFor(61_000);
  await expect(retry).toBeHidden();
  await workersUp(2);
  await runUntil(page, async () => retry.isVisible(), 5_000);
  await expect(game.announce).toHaveText('The computer stopped thinking (no answer for 60 s). Your game is as it was.');
  // Not "thinking" any more (still the computer's turn, with its throw).
  await expect(game.turnLine).not.toHaveClass(/thinking/);
  await expect(game.turnLine).toHaveText('Dark (computer) to play');
  expect(lastLine(await game.savedRecord())).toBe('b 3+1:');
  // A new game puts the box away.
  await page.getByRole('button', { name: 'New game' }).click();
  await game.newGameDialog.locator('input[name="mode"][value="pvp"]').check();
  await game.newGameDialog.getByRole('button', { name: 'Start' }).click();
  await expect(retry).toBeHidden();
  expect(pageLog.pageErrors).toEqual([]);
});

test('keys the game handles never reach the host page; Space in the share field does not scroll it', async ({ game, page, pageLog }) => {
  await game.startTwoPlayers(S25.query);
  await page.evaluate(() => {
    /** @type {any} */ (window).__keys = [];
    for (const type of ['keydown', 'keyup', 'keypress']) window.addEventListener(type, (e) => /** @type {any} */ (window).__keys.push(`${type} ${e.key}`));
  });
  await game.throwButton.focus();
  await page.keyboard.press('Enter');
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await page.locator(`.dd-board [data-hole="${S25.step[0]}"]`).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New game' }).focus();
  await page.keyboard.press('Space');
  await expect(game.newGameDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(game.newGameDialog).toBeHidden();
  expect(await page.evaluate(() => /** @type {any} */ (window).__keys)).toEqual([]);
  // A key the game does not handle still reaches the page.
  await page.keyboard.press('x');
  expect(await page.evaluate(() => /** @type {any} */ (window).__keys)).toEqual(['keydown x', 'keypress x', 'keyup x']);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a share link leaves out the page’s seed', async ({ game, page, context, pageLog }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await game.startTwoPlayers('?seed=77&speed=fast&lang=en');
  await game.throwButton.click();
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.searchParams.get('seed')).toBeNull();
  // (Nor the sharer's language: whoever opens it reads in their own.)
  expect(url.searchParams.get('lang')).toBeNull();
  expect(url.hash).toMatch(/^#game=[A-Za-z0-9_-]+$/);
  expect(pageLog.pageErrors).toEqual([]);
});

test('attributes changed after the start: taken on the start card, named on the console during a game; storage-key is read once', async ({
  game,
  page,
  pageLog,
}) => {
  await game.fresh('?speed=fast&lang=en');
  await expect(game.start).toBeVisible();
  // On the start card: the new board is the one shown and played.
  await game.element.evaluate((g) => g.setAttribute('board', '12'));
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaa/13/bbbbbbbbbbbb a');
  await page.locator('.dd-start .dd-play').click();
  await expect(game.app).toHaveAttribute('data-state', /^(human-throw|busy|human-move)$/);
  // During the game: it goes on, and the console says why.
  await game.element.evaluate((g) => g.setAttribute('level', '4'));
  await expect.poll(() => pageLog.consoleWarnings.some((w) => w.includes('level="4" changed while a game is under way'))).toBe(true);
  // Another key, then another language: this game's save stays its own,
  // and the other key's save is untouched.
  await page.evaluate(() => localStorage.setItem('other.save', 'not mine'));
  await game.element.evaluate((g) => g.setAttribute('storage-key', 'other.save'));
  await game.element.evaluate((g) => g.setAttribute('lang', 'da'));
  await expect(game.board).toHaveAttribute('data-position', /^.{12}\/.{2,}\/.+ [ab]$/);
  await expect(game.board).not.toHaveAttribute('data-position', /^a{16}/);
  expect(await page.evaluate(() => localStorage.getItem('other.save'))).toBe('not mine');
  expect(pageLog.consoleWarnings.some((w) => w.includes('storage-key changed to "other.save"'))).toBe(true);
  expect(pageLog.pageErrors).toEqual([]);
});

test('an attribute changed while the game mounts (its settings read, not yet drawn) is honoured once it is drawn', async ({ game, page, pageLog }) => {
  // The mount runs over several tasks (app.js): the board is changed at
  // the first of them, once the game's parts are in its shadow root.
  await page.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const shadow = attach.call(this, init);
      const host = this;
      const seen = new MutationObserver((records) => {
        if (!records.some((r) => r.target instanceof HTMLElement && r.target.tagName === 'SECTION')) return;
        seen.disconnect();
        host.setAttribute('board', '12');
        host.dataset.changedMounting = String(host.record === null);
      });
      seen.observe(shadow, { childList: true, subtree: true });
      return shadow;
    };
  });
  await game.fresh('?speed=fast&lang=en');
  await expect(game.element).toHaveAttribute('data-changed-mounting', 'true');
  // `ready` waits for the game drawn with the change: the position is
  // there at once, and newGame works.
  expect(
    await game.element.evaluate(async (g) => {
      await g.ready;
      const drawn = g.position;
      g.newGame({ board: 16 });
      // (Its first side to play is the roll-off's: the board alone.)
      return [drawn, g.position.split(' ')[0]];
    }),
  ).toEqual(['aaaaaaaaaaaa/13/bbbbbbbbbbbb a', 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb']);
  // Changed once it is ready: `ready` is a new promise, resolved once the
  // game is drawn again (in Danish, the game it had goes on).
  expect(
    await game.element.evaluate(async (g) => {
      const [before, position] = [g.ready, g.position];
      g.setAttribute('lang', 'da');
      await g.ready;
      return [g.ready !== before, g.shadowRoot.querySelector('section').lang, g.position === position];
    }),
  ).toEqual([true, 'da', true]);
  expect(pageLog.pageErrors).toEqual([]);
});

test('a language set just after the element is added (its texts not loaded yet) is the one it draws in', async ({ page, pageLog }) => {
  await page.goto(baseURL() + '?lang=en');
  await page.waitForSelector('body[data-ready="true"]');
  const lang = await page.evaluate(async () => {
    const g = /** @type {any} */ (document.createElement('daldos-game'));
    g.setAttribute('storage-key', 'lang-test');
    document.body.append(g);
    g.setAttribute('lang', 'da');
    await g.ready;
    return [g.shadowRoot.querySelector('section').lang, g.getAttribute('lang')];
  });
  expect(lang).toEqual(['da', 'da']);
  expect(pageLog.pageErrors).toEqual([]);
});

test('an older browser is told so in its language, with the browsers that work', async ({ page, pageLog }) => {
  await page.addInitScript(() => {
    // @ts-ignore: a browser from before Object.hasOwn and <dialog>
    delete Object.hasOwn;
    // @ts-ignore
    delete HTMLDialogElement.prototype.showModal;
  });
  await page.goto(baseURL() + '?lang=da');
  await expect(page.locator('#status')).toHaveText(
    'Denne browser er for gammel til spillet (den mangler Object.hasOwn, <dialog>). Det virker i Chrome 93, Edge 93, Firefox 98, Safari 15.4 eller nyere.',
  );
  await expect(page.locator('body')).toHaveAttribute('data-error', 'old-browser');
  await expect(page.locator('#boot-failed')).toHaveCount(0);
  expect(pageLog.pageErrors).toEqual([]);
});

/** A record of `n` lost throws (no dal thrown: no undalled piece can move). */
function lostThrows(n) {
  const lines = ['[Board "16"]', '[RollOff "3+3 3+1"]', ''];
  for (let i = 0; i < n; i++) lines.push(i % 2 ? 'b 4+3: --' : 'a 3+2: --');
  return lines.join('\n') + '\n';
}

test('a four-digit throw number keeps its first digit in the move list', async ({ game, page, pageLog }) => {
  await game.startTwoPlayers(S25.query);
  await game.playFile('long.dgn', lostThrows(1100));
  const list = page.locator('.dd-movelist');
  // The last 200 throws (panel.js), numbered from 901 to 1100.
  await expect(list.locator('li[data-side]')).toHaveCount(200);
  await expect(list).toHaveAttribute('start', '901');
  await expect(list).toHaveCSS('--digits', '4');
  // Room for "1100." (four digits and the dot at 0.6 em each, and more):
  // wider than the two-digit list's 2.2 rem (35.2 px).
  const padding = await list.evaluate((e) => parseFloat(getComputedStyle(e).paddingLeft));
  expect(padding).toBeGreaterThan(50);
  expect(pageLog.pageErrors).toEqual([]);
});

test('closing the replay while the review runs leaves "Review with the computer" working', async ({ game, page, pageLog }) => {
  await game.startTwoPlayers(S25.query);
  await game.playFile('lost.dgn', lostThrows(40));
  await page.getByRole('button', { name: 'Replay and review' }).click();
  const review = page.getByRole('button', { name: 'Review with the computer' });
  await review.click();
  // The review asked for is under way: its button goes meanwhile.
  await expect(review).toBeHidden();
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.getByRole('button', { name: 'Replay and review' }).click();
  await expect(review).toBeEnabled();
  await review.click();
  await expect(game.replay).toHaveAttribute('data-review', 'done', { timeout: 60_000 });
  expect(pageLog.pageErrors).toEqual([]);
});

test('a capture differs from a plain mark by shape, and the hint ring has an outline (not colour alone)', async ({ game, page, pageLog }) => {
  await game.fresh(S250.query);
  await page.locator('.dd-start .dd-play').click();
  await expect(game.board).toHaveAttribute('data-position', S250.first);
  await game.throwButton.click();
  await page.locator('.dd-board [data-hole="A16"]').click();
  await page.locator('.dd-board [data-hole="M12"]').click();
  await expect(game.board).toHaveAttribute('data-position', S250.second);
  await game.throwButton.click();
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await page.locator('.dd-board [data-hole="A15"]').click();
  // A15's targets: A16 (plain) and M13 (a capture).
  await expect(page.locator('.dd-board [data-target]')).toHaveCount(2);
  await expect(page.locator('.dd-board [data-hole="M13"][data-capture] .capture-ticks')).toHaveCount(1);
  await expect(page.locator('.dd-board [data-hole="A16"] .capture-ticks')).toHaveCount(0);
  // The hint: each ring on a dark outline.
  await page.locator('.dd-board [data-hole="A15"]').click();
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.locator('.dd-board [data-hint]').first()).toBeAttached({ timeout: 20_000 });
  const rings = await page.locator('.dd-board .hint-ring').count();
  expect(rings).toBeGreaterThan(0);
  await expect(page.locator('.dd-board .hint-ring-outline')).toHaveCount(rings);
  // The key shows the capture's ticks too.
  await expect(page.locator('.dd-key-list .capture-ticks')).toHaveCount(1);
  // Their edges stand at least 3:1 against the deck they are drawn on, in
  // the light and the dark colour scheme (WCAG 1.4.11), where the marks'
  // own colours (gold on the deck: 1.07:1) may not.
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    await page.emulateMedia({ colorScheme });
    const ratios = await page.evaluate(() => {
      const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
      const rgb = (c) => (c.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
      const lum = (c) => {
        const [r, g, b] = rgb(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a, b) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
      const woodRgb = getComputedStyle(root.querySelector('.dd-board .gunwale')).fill;
      const stroke = (sel) => getComputedStyle(root.querySelector(sel)).stroke;
      return [ratio(stroke('.dd-board .hint-ring-outline'), woodRgb), ratio(stroke('.dd-key-list .capture-ticks-outline'), woodRgb)];
    });
    for (const r of ratios) expect(r, colorScheme).toBeGreaterThanOrEqual(3);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(pageLog.pageErrors).toEqual([]);
});

test('printed: the board, the dice, the whole move list and the result; no controls', async ({ game, page, pageLog }) => {
  await game.startTwoPlayers(S25.query);
  await game.playFile('long.dgn', lostThrows(80));
  await expect(page.locator('.dd-movelist li[data-side]')).toHaveCount(80);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.dd-board svg')).toBeVisible();
  await expect(game.dice).toBeVisible();
  for (const name of ['Throw', 'Hint', 'New game', 'Share link', 'Save game file']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
  }
  // Every line of the move list is on paper: nothing scrolls.
  const list = page.locator('.dd-movelist');
  const { scroll, client } = await list.evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight }));
  expect(scroll).toBe(client);
  await expect(list.locator('li[data-side]').last()).toBeVisible();
  expect(pageLog.pageErrors).toEqual([]);
});

test('the boat is laid out for its own container: a host column that narrows turns it upright, the window unchanged', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(baseURL() + '?speed=fast');
  await expect(game.start).toBeVisible();
  const shape = async () => {
    const box = await page.locator('.dd-board svg').boundingBox();
    return box ? (box.width > box.height ? 'wide' : 'upright') : 'none';
  };
  await expect.poll(shape).toBe('wide');
  await page.locator('daldos-game').evaluate((g) => (/** @type {HTMLElement} */ (g).style.display = 'block', /** @type {HTMLElement} */ (g).style.width = '420px'));
  await expect.poll(shape).toBe('upright');
  await page.locator('daldos-game').evaluate((g) => (/** @type {HTMLElement} */ (g).style.width = ''));
  await expect.poll(shape).toBe('wide');
  expect(pageLog.pageErrors).toEqual([]);
});
