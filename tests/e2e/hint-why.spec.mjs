// The hint says why (issue 26): beside the drawn play, the engine's top
// reasons (at most two, those that speak for it) why it beats the next
// best play (the hint's own search with the hint's position left out;
// docs/ai.md, "The hint's reasons"), in the page's language, and said to
// screen readers. The position is seed 250's (tests/e2e/seeded.mjs), whose
// hint is A15-A16xM13; the next best is A15-A16 M12-M8, and the one reason
// for the hint is the capture (crates/daldos-web/src/engine.rs's test
// the_hints_reasons_compare_it_with_the_best_other_play).
import { test, expect } from './page.mjs';
import { S250 } from './seeded.mjs';
import { axe } from './axe.mjs';

test.use({ bypassCSP: true });

/** Seed 250 against the computer, at Light's 1+4 (the hint's throw). */
async function toHintThrow(game) {
  await game.freshStart(S250.query, { mode: 'pvc' });
  await game.expectAt({ state: 'human-throw', position: S250.first, dice: '3+1' });
  await game.throwDice('4+1');
  await game.move('A16', 'M12');
  await game.expectAt({ state: 'human-throw', position: S250.second, dice: '1+2' });
  await game.throwDice('1+4');
}

test('the hint says why it beats the next best play, beside the play and to screen readers', async ({ game, page, pageLog }) => {
  test.setTimeout(60_000);
  await toHintThrow(game);
  await game.askHint();
  await expect(game.hintBox).toHaveAttribute('data-play', S250.hint.play);
  const why = game.hintBox.locator('.dd-hint-why');
  // The capture, then the piece on M12, which this play leaves where it
  // stands and that one moves to M8 (placed: both chances exact).
  const words =
    'Why not A15-A16 M12-M8, the next best? This play takes the piece on M13; that one does not. The piece on M12 can be lost next turn: 28.8 % on M12 after this play instead of 29.2 % on M8 after that one.';
  await expect(why).toHaveText(words, { timeout: 20_000 });
  // After the play and its chances, in the hint's box.
  await expect(game.hintBox).toHaveText(new RegExp(`^Hint: ${S250.hint.play} Chances to win: Light \\(you\\) ${S250.hint.a}\\s% · Dark \\(computer\\) ${S250.hint.b}\\s%\\. .* ${words.replace(/[?.]/g, '\\$&')}$`));
  // Said in the game's live region.
  await expect(game.live).toContainText(words);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/hint-why-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await game.hintBox.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/hint-why-390.png' });
  // A move clears the hint and its reasons.
  await game.move('A15', 'A16');
  await expect(why).toHaveCount(0);
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});

test('the hint’s reasons in German', async ({ game }) => {
  test.setTimeout(60_000);
  await toHintThrow(game);
  // The page again in German: the saved game resumes at the same throw.
  await game.open(`${S250.query}&lang=de`);
  await expect(game.app).toHaveAttribute('data-state', 'human-move');
  await game.hintButton.click();
  await expect(game.hintBox.locator('.dd-hint-why')).toHaveText(
    'Warum nicht A15-A16 M12-M8, der zweitbeste Zug? Dieser Zug schlägt den Stein auf M13; der andere nicht. Der Stein auf M12 kann im nächsten Zug verloren gehen: 28,8 % auf M12 nach diesem Zug statt 29,2 % auf M8 nach dem anderen.',
    { timeout: 20_000 },
  );
});

test('the hint’s words leave the live region with their position: a move says only itself, Undo leaves nothing stale', async ({ game, page, pageLog }) => {
  // Issue 24, "a pleasure to play", item 4.
  test.setTimeout(60_000);
  await toHintThrow(game);
  await game.askHint();
  // (Its reasons come last, said after the play.)
  await expect(game.hintBox.locator('.dd-hint-why')).toBeVisible({ timeout: 20_000 });
  await expect(game.live).toContainText('Why not A15-A16 M12-M8, the next best?');
  // A move: the live region says the move alone, no hint word with it.
  await game.move('A15', 'A16');
  await expect(game.live).toHaveText('A15 to A16.');
  // The hint for the rest of the throw, said; then Undo: its words go.
  await game.askHint();
  // (One move left: no other play, so no reasons to follow.)
  await expect(game.hintBox).toHaveAttribute('data-play', 'M12-M8');
  await expect(game.live).toHaveText(/^Hint: M12-M8 Chances to win: Light \(you\) \d+\s% · Dark \(computer\) \d+\s%\.$/);
  await page.getByRole('button', { name: 'Undo step' }).click();
  await expect(game.hintBox).toBeHidden();
  await expect(game.live).toHaveText('');
  expect(pageLog.pageErrors).toEqual([]);
});

test('the hint’s chances name the side it is for first: Dark’s throw between two players', async ({ game, page, pageLog }) => {
  // Seed 250 between two players: Dark throws first, 3+1.
  await game.startTwoPlayers(S250.query);
  await game.throwDice('3+1');
  await game.askHint();
  // (Level 5's estimate for Dark after 3+1: 58 %.)
  await expect(game.hintBox.locator('.dd-hint-chances')).toHaveText('Chances to win: Dark 58\u00a0% · Light 42\u00a0%.');
  expect(pageLog.pageErrors).toEqual([]);
});
