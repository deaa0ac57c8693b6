// The one table of settings (www/settings.js) against what is written
// about it elsewhere: the attribute table of docs/embedding.md, the
// element's TypeScript declarations (packaging/daldos-game.d.ts), and how
// it reads attributes and newGame()'s config (kiosk="false" is no kiosk,
// everywhere). Runs in Node: the table needs no browser.
import { readFileSync, mkdtempSync, copyFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect } from './page.mjs';

// www/ is plain ES modules for the browser; Node reads a .js outside a
// "type": "module" package as CommonJS, so the settings (settings.js and
// the table it re-exports, settings-table.js, which import nothing else)
// are read from copies in a folder of their own marked as ES modules.
const dir = mkdtempSync(path.join(tmpdir(), 'daldos-settings-'));
writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
for (const file of ['settings.js', 'settings-table.js']) copyFileSync(new URL(`../../www/${file}`, import.meta.url), path.join(dir, file));
const { SETTINGS, ATTRIBUTES, GAME_ATTRIBUTES, ELEMENT_ATTRIBUTES, readSettings, configFrom, kioskOn } = await import(
  pathToFileURL(path.join(dir, 'settings.js')).href
);
rmSync(dir, { recursive: true, force: true });

/** A rulesInfo() as the engine gives it (the boards, variants and levels). */
const INFO = /** @type {any} */ ({
  boards: [{ size: 16 }, { size: 12 }],
  variants: [{ id: 'stern-most-dal' }, { id: 'capture-both-stops' }, { id: 'last-piece-loses' }],
  levels: { min: 1, max: 5, default: 3, first: 2, hint: 5 },
});

test('docs/embedding.md lists exactly the attributes of the settings table, in its order', () => {
  const doc = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  const rows = [...doc.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
  expect([...rows].sort()).toEqual([...ATTRIBUTES, ...ELEMENT_ATTRIBUTES].sort());
  expect(rows.filter((r) => ATTRIBUTES.includes(r))).toEqual(ATTRIBUTES);
});

test('the element’s declarations give newGame() exactly the table’s options', () => {
  const dts = readFileSync(new URL('../../packaging/daldos-game.d.ts', import.meta.url), 'utf8');
  const body = /export interface GameConfig \{([\s\S]*?)\n\}/.exec(dts)?.[1] || '';
  const fields = [...body.matchAll(/^ {2}([a-z]+)\?:/gm)].map((m) => m[1]);
  expect(fields.sort()).toEqual(SETTINGS.filter((d) => d.option).map((d) => d.option).sort());
  expect(GAME_ATTRIBUTES).toEqual(['board', 'mode', 'level', 'variants', 'seed']);
});

test('attributes are read and checked by the table; what it does not know is named and left out', () => {
  const warnings = [];
  const attrs = { board: '13', mode: 'pvp', level: '9', variants: 'capture-both-stops bogus', seed: '77', kiosk: 'false', 'idle-minutes': '0.5', speed: 'fast', sound: 'loud', server: 'ftp://example.org' };
  const { game, screen } = readSettings((name) => attrs[name] ?? null, INFO, (m) => warnings.push(m));
  expect(game).toEqual({ mode: 'pvp', level: 2, size: 16, variants: ['capture-both-stops'], human: 'a', seed: 77 });
  expect(screen).toEqual({ kiosk: false, idleMinutes: 0.5, pace: 'off', autoplay: false, sound: false, server: null });
  expect(warnings).toEqual([
    'daldos-game: board="13" is not one of 16, 12; using 16',
    'daldos-game: level="9" is not one of 1..5; using 2',
    'daldos-game: variants="bogus" is not one of stern-most-dal, capture-both-stops, last-piece-loses; using the others',
    'daldos-game: sound="loud" is not "on" or "off"; using off',
    'daldos-game: server="ftp://example.org" is not an http: or https: address; using the page\'s own origin',
  ]);
  // Play a friend's server: an http(s) address, ending in a slash.
  expect(readSettings((n) => ({ server: 'https://games.example.org' })[n] ?? null, INFO).screen.server).toBe('https://games.example.org/');
  // Kiosk: present (with any value but "false"); the attract loop's lowest level.
  expect([kioskOn(''), kioskOn('1'), kioskOn('false'), kioskOn(null)]).toEqual([true, true, false, false]);
  expect(readSettings((n) => ({ kiosk: '', autoplay: 'fast' })[n] ?? null, INFO).game.level).toBe(1);
  expect(readSettings((n) => ({ kiosk: '' })[n] ?? null, INFO).screen).toEqual({ kiosk: true, idleMinutes: 3, pace: null, autoplay: false, sound: false, server: null });
  // Sound: off unless the page says on.
  expect(['on', 'off'].map((sound) => readSettings((n) => ({ sound })[n] ?? null, INFO).screen.sound)).toEqual([true, false]);
});

test('newGame()’s config: checked by the table, the rest kept, the seed only when given', () => {
  const current = { mode: 'pvc', level: 3, size: 16, variants: [], human: /** @type {'a'} */ ('a'), seed: 5 };
  expect(configFrom({ board: 12, variants: 'last-piece-loses', human: 'b' }, current, INFO)).toEqual({
    mode: 'pvc',
    level: 3,
    size: 12,
    variants: ['last-piece-loses'],
    human: 'b',
    seed: undefined,
  });
  expect(configFrom({ seed: 9, level: 5 }, current, INFO)).toMatchObject({ seed: 9, level: 5 });
  expect(() => configFrom({ board: 13 }, current, INFO)).toThrow('board 13: one of 16, 12');
  expect(() => configFrom({ level: 2.5 }, current, INFO)).toThrow('level 2.5: one of 1..5');
  expect(() => configFrom({ mode: 'xyz' }, current, INFO)).toThrow('mode "xyz": one of pvc, pvp, cvc');
  expect(() => configFrom({ variants: ['nope'] }, current, INFO)).toThrow(RangeError);
  expect(() => configFrom({ size: 12 }, current, INFO)).toThrow(
    'newGame: unknown setting size; the settings are board, mode, level, variants, human, seed',
  );
});
