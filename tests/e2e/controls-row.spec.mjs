// At 1280x800, against the computer: Throw, Sound and Settings stand in
// one row beside the dice, in each of the seven languages (issue 24's left
// items, 6: Settings wrapped onto a line of its own under the dice). Boxes
// measured in CSS px.
import { test, expect } from './page.mjs';
import { S250 } from './seeded.mjs';

/** The boxes of the dice and the control buttons. */
function boxes(page) {
  return page.evaluate(() => {
    const root = /** @type {any} */ (document.querySelector('daldos-game')).shadowRoot;
    const box = (sel) => {
      const r = root.querySelector(sel).getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) };
    };
    return { dice: box('.dd-dice'), throw: box('.dd-throw'), take: box('.dd-takeback'), sound: box('.dd-sound'), menu: box('.dd-menu-btn') };
  });
}

for (const lang of ['en', 'da', 'nb', 'sv', 'de', 'es', 'it']) {
  test(`1280x800 against the computer (${lang}): Settings stays beside Throw and Sound, in the row of the dice`, async ({ game, page, pageLog }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await game.freshStart(S250.query, { mode: 'pvc' });
    await game.throwButton.click();
    await expect(game.dice).toHaveAttribute('data-dice', '4+1');
    // The game goes on in the language chosen.
    await page.getByLabel('Language').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'nb' ? /^(nb|no)/ : new RegExp(`^${lang}`));
    await expect(game.dice).toHaveAttribute('data-dice', '4+1');
    const b = await boxes(page);
    // One row: each button's middle within the dice's height, Settings
    // right of Sound, Sound right of Take back.
    for (const name of /** @type {const} */ (['throw', 'take', 'sound', 'menu'])) {
      const middle = (b[name].top + b[name].bottom) / 2;
      expect(middle, `${name}: ${JSON.stringify(b)}`).toBeGreaterThan(b.dice.top);
      expect(middle, `${name}: ${JSON.stringify(b)}`).toBeLessThan(b.dice.bottom);
    }
    expect(b.sound.left).toBeGreaterThan(b.take.right);
    expect(b.menu.left).toBeGreaterThan(b.sound.right);
    if (lang === 'en' || lang === 'de') await game.screenshot(`controls-1280x800-${lang}`);
    expect(pageLog.pageErrors).toEqual([]);
  });
}
