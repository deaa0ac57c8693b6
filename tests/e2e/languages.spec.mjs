// The page in each of its languages: chosen from the browser, from ?lang=,
// and from the menu (remembered); every language shows a whole game's
// screens with no string missing. The games are seeded with 25: Light
// starts (3+3 against 3+1) and throws 1+1, with A16 to dal.
import { test, expect } from './page.mjs';

// The Throw button, the rules' title and the word for bow per language.
const WORDS = {
  en: ['Throw', 'How to play Daldøs', 'bow'],
  da: ['Kast', 'Sådan spiller man daldøs', 'stævn'],
  nb: ['Kast', 'Slik spiller du daldøs', 'baug'],
  es: ['Tirar', 'Cómo se juega al daldøs', 'proa'],
  it: ['Lancia', 'Come si gioca al daldøs', 'prua'],
  sv: ['Kasta', 'Så spelar man daldøs', 'fören'],
  de: ['Würfeln', 'So spielt man Daldøs', 'Bug'],
};

async function startPvp(game) {
  await game.openOptions(); // Options, on the start card
  const dialog = game.page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="mode"][value="pvp"]').check();
  await dialog.locator('button[value="start"]').click();
  await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
  await expect(game.board).toHaveAttribute('data-position', 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a');
}

for (const [lang, [throwWord, rulesTitle, bow]] of Object.entries(WORDS)) {
  test(`the page in ${lang}: every screen has its words`, async ({ game, page, pageLog }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await game.open(`?lang=${lang}&seed=25`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('#lang')).toHaveValue(lang);
    await startPvp(game);
    await expect(page.getByRole('button', { name: throwWord, exact: true })).toBeVisible();
    await expect(page.locator('.end-label.bow')).toHaveText(bow);
    await page.getByRole('button', { name: throwWord, exact: true }).click();
    await expect(game.dice).toHaveAttribute('data-dice', '1+1');
    await expect(game.app).toHaveAttribute('data-state', 'human-move', { timeout: 10_000 });
    await expect(page.locator('[data-hole="A16"] [data-movable]')).toHaveCount(1);
    await game.screenshot(`lang-${lang}-360x640`);
    // No dictionary entry missing: a missing function or key shows up as
    // "undefined" (or throws, which pageErrors catches).
    expect(await game.app.innerText()).not.toMatch(/undefined|NaN/);
    const labels = await page.locator('[aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.filter((l) => /undefined|NaN/.test(l))).toEqual([]);
    // The rules, then the new-game dialog.
    await page.locator('.dd-buttons button').nth(1).click();
    await expect(page.getByRole('heading', { name: rulesTitle })).toBeVisible();
    expect(await page.locator('dialog[open]').innerText()).not.toMatch(/undefined/);
    await page.keyboard.press('Escape');
    await page.locator('.dd-buttons button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.innerText()).not.toMatch(/undefined/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await game.screenshot(`lang-${lang}-dialog-1280x800`);
    expect(pageLog.pageErrors).toEqual([]);
    expect(pageLog.foreign).toEqual([]);
  });
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  test('gets the page in Spanish, and a choice from the menu is remembered', async ({ game, page, pageLog }) => {
    await game.open('?seed=25');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await startPvp(game);
    await expect(page.getByRole('button', { name: 'Tirar', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Tirar', exact: true }).click();
    await expect(game.dice).toHaveAttribute('data-dice', '1+1');
    await expect(game.app).toHaveAttribute('data-state', 'human-move', { timeout: 10_000 });
    const record = await game.savedText();
    // Italian from the menu: the page reloads in Italian, the game goes on.
    await Promise.all([page.waitForURL(/lang=it/), page.locator('#lang').selectOption('it')]);
    await game.ready();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('button', { name: 'Lancia', exact: true })).toBeVisible();
    expect(await game.savedText()).toBe(record);
    expect(JSON.parse(record)).toMatchObject({ seed: 25, record: expect.stringMatching(/\n\na 1\+1:\n$/) });
    await expect(game.dice).toHaveAttribute('data-dice', '1+1');
    // Without ?lang= the choice stays.
    await game.open();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    expect(pageLog.pageErrors).toEqual([]);
  });
});

// A Swedish, Austrian or Swiss German browser gets its language without
// ?lang=: the start card's How to play button says so.
for (const [locale, lang, rules] of [
  ['sv-SE', 'sv', 'Så spelar man'],
  ['de-AT', 'de', 'Spielregeln'],
  ['de-CH', 'de', 'Spielregeln'],
]) {
  test.describe(`a ${locale} browser`, () => {
    test.use({ locale });
    test(`gets the page in ${lang}`, async ({ game, page, pageLog }) => {
      await game.open('?seed=25');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('#lang')).toHaveValue(lang);
      await expect(page.locator('.dd-buttons button').nth(1)).toHaveText(rules);
      expect(pageLog.pageErrors).toEqual([]);
    });
  });
}
