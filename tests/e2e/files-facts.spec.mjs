// Files and links keep their facts (issue 24, item 9; docs/notation.md
// "Game records", docs/embedding.md "Files and links"): a game's record
// says its date, who played and the computer's level; a level-5 game's
// file and link both open in the replay viewer saying level 5, with the
// visitor addressed as a viewer; a file opened over a game under way asks
// first (Keep playing, Escape, Open it), and the visitor's game stays one
// step away (Back to your game), intact.
import { test, expect, baseURL, GamePage } from './page.mjs';
import { axe } from './axe.mjs';
import { S25 } from './seeded.mjs';

/** The record of a level-5 game against the computer (seed 25, the
 * visitor Light), once the visitor may act. */
async function level5Record(game) {
  await game.freshStart('?seed=25&speed=fast', { mode: 'pvc', level: 5, human: 'a' });
  const record = await game.record();
  return record;
}

/** A level-5 game's record: the date of today, Light a person, Dark the computer at level 5. */
function expectFacts(record) {
  expect(record).toMatch(/\n\[Date "\d{4}-\d{2}-\d{2}"\]\n\[Light "person"\]\n\[Dark "computer"\]\n\[Level "5"\]\n\n/);
}

/** The viewer of a sent level-5 game, as `there` shows it (`watching`: why nobody on it is "you"). */
async function expectViewer(there, watching = 'You are watching this game: it was sent to you.') {
  await expect(there.app).toHaveAttribute('data-state', 'replay');
  await expect(there.page.locator('.dd-level-shown')).toHaveText('Computer level: 5 – strongest');
  await expect(there.page.locator('.dd-count-a span')).toHaveText('Light');
  await expect(there.page.locator('.dd-count-b span')).toHaveText('Dark (computer)');
  await expect(there.page.locator('.dd-replay-viewer')).toHaveText(watching);
}

test('a level-5 game writes its facts; its link and its file open alike, at level 5, for a viewer', async ({ game, page, pageLog, browser }) => {
  const record = await level5Record(game);
  expectFacts(record);
  // In play, the visitor's own game: "Light (you)", level 5.
  await expect(page.locator('.dd-count-a span')).toHaveText('Light (you)');
  await expect(page.locator('.dd-level-shown')).toHaveText('Computer level: 5 – strongest');
  const code = await game.shareCode();
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  try {
    const other = await context.newPage();
    const there = new GamePage(other);
    const errors = [];
    other.on('pageerror', (e) => errors.push(String(e)));
    // The friend opens the link (the level of the page's own default is 2).
    await other.goto(`${baseURL()}?speed=fast#game=${code}`);
    await there.ready();
    await expectViewer(there);
    await there.screenshot('files-facts-link-phone');
    await other.getByRole('button', { name: 'Back to the game' }).click();
    // And the file, in the same place, the same way.
    await there.openFile('level5.dgn', record);
    // (Not "sent to you": a file may be one's own.)
    await expectViewer(there, 'You are watching this game, opened from its file.');
    await expect(there.live).toHaveText(/level5\.dgn is open, in the replay: step through it, or play on from any step\./);
    // Played on from it against the computer: at its level, the visitor the person's side.
    await other.getByRole('button', { name: 'Continue from here' }).click();
    await expect(there.app).toHaveAttribute('data-state', /^human-|busy/);
    await expect(other.locator('.dd-level-shown')).toHaveText('Computer level: 5 – strongest');
    await expect(other.locator('.dd-count-a span')).toHaveText('Light (you)');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
  expect(pageLog.pageErrors).toEqual([]);
});

test('a file opened over a game under way asks first; the game stays one step away, intact', async ({ game, page, pageLog }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await game.halfThrow();
  const mine = await game.record();
  const sent = '[Board "12"]\n[RollOff "1+2 1+1"]\n[Light "Ann"]\n[Dark "computer"]\n[Level "3"]\n\na 3+2: --\nb 4+3: --\na 2+1: A12-M12-M10\n';
  const dialog = page.locator('dialog.dd-open-ask');

  // Keep playing: nothing opened, the game as it was.
  await game.openFile('ann.dgn', sent);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Your game is under way. Open ann.dgn? Your game is kept: Back to your game brings it back.');
  await expect(page.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  await game.screenshot('files-facts-ask-desktop');
  await page.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toBeHidden();
  await expect(game.announce).toHaveText('Your game goes on; nothing was opened.');
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  expect(await game.record()).toBe(mine);

  // Escape is Keep playing too.
  await game.openFile('ann.dgn', sent);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(game.board).toHaveAttribute('data-position', S25.position);

  // Open it: the sent game in the viewer, its players as it names them.
  await game.openFile('ann.dgn', sent);
  await page.getByRole('button', { name: 'Open it' }).click();
  await expect(game.app).toHaveAttribute('data-state', 'replay');
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  await expect(page.locator('.dd-count-a span')).toHaveText('Light (Ann)');
  await expect(page.locator('.dd-level-shown')).toHaveText('Computer level: 3 – medium');
  await game.screenshot('files-facts-viewer-desktop');
  // Back to your game: as it was left.
  await page.getByRole('button', { name: 'Back to your game' }).click();
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  await expect(page.locator('.dd-count-a span')).toHaveText('Light');
  expect(await game.record()).toBe(mine);

  // Played on from the sent game: the visitor's game is set aside, and comes back intact.
  await game.openFile('ann.dgn', sent);
  await page.getByRole('button', { name: 'Open it' }).click();
  await page.getByRole('button', { name: 'Continue from here' }).click();
  await page.getByRole('button', { name: 'Leave your game and play on from here' }).click();
  await expect(game.app).toHaveAttribute('data-state', /^human-|busy/);
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  const backButton = page.locator('.dd-back-to-game');
  await expect(backButton).toBeVisible();
  const theirs = await game.record();
  expect(theirs).toContain('[Light "Ann"]\n[Dark "computer"]\n[Level "3"]\n');
  await game.screenshot('files-facts-aside-desktop');
  await backButton.click();
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await expect(game.announce).toHaveText('Your game is back, as you left it.');
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(16);
  expect(await game.record()).toBe(mine);
  // The game left (the sent one, played on) is kept in its turn: back and forth, nothing lost.
  await expect(backButton).toBeVisible();
  await backButton.click();
  await expect(page.locator('[data-hole^="A"]')).toHaveCount(12);
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaa1/10A2/bbbbbbbbbbbb b');
  expect(await game.record()).toBe(theirs);
  await backButton.click();
  await expect(game.board).toHaveAttribute('data-position', S25.position);
  expect(await game.record()).toBe(mine);
  expect(pageLog.pageErrors).toEqual([]);
});

test.describe(() => {
  // axe is injected as a script of its own, which the page's CSP would refuse.
  test.use({ bypassCSP: true });
  test('axe-core: the ask-first dialog, in Danish too', async ({ game, page }) => {
    await game.halfThrow();
    await game.openFile('x.dgn', '[Board "12"]\n[RollOff "1+2 1+1"]\n\na 3+2: --\n');
    await expect(page.locator('dialog.dd-open-ask')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await game.open(`${S25.query}&lang=da`);
    await game.openFile('x.dgn', '[Board "12"]\n[RollOff "1+2 1+1"]\n\na 3+2: --\n');
    await expect(page.locator('dialog.dd-open-ask')).toContainText('Dit spil er i gang. Åbn x.dgn?');
    await page.setViewportSize({ width: 390, height: 844 });
    await game.screenshot('files-facts-ask-phone-da');
  });
});
