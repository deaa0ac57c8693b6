// The review's words for a capture that can be taken back name only the
// capturers the opponent can reach (a playtester read "the pieces on A6
// and B11" beside a chance that only B11 carried). Run by `make check-js`
// with node's own test runner: the module picks strings from the engine's
// data and needs no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { reasonWords } from '../../www/review-words.js';
import EN from '../../www/strings/en.js';
import DA from '../../www/strings/da.js';

const none = { attacker: 'dark', pieces: [], any: { value: 0, fraction: '0' } };
/** One play's facts, as the engine's `ExplanationData` gives them. */
const facts = (over) => ({
  play: '',
  captured: [],
  dalled: [],
  undalled: 0,
  progress: 0,
  extraThrow: false,
  wins: false,
  danger: none,
  threats: none,
  threatsCompared: none,
  outOfDanger: [],
  broughtWithinReach: [],
  capturers: [],
  retaken: { value: 0, fraction: '0' },
  ...over,
});
const explanation = (made, best) => ({
  side: 'light',
  dangerBefore: none,
  threatsBefore: none,
  made: facts(made),
  best: facts(best),
  missed: [],
  stoodSafe: [],
  placed: [],
  reasons: [{ fact: 'retaken', favours: 'best', weight: 0.25, givesChances: true }],
});
const pct = (x) => (x * 100).toFixed(1);
const W = EN.replay.reasons;
const reach = (hole, value) => ({ attacker: 'dark', pieces: [{ hole, chance: { value, fraction: '' } }], any: { value, fraction: '' } });

test('a capture taken back names only the capturers within reach', () => {
  const e = explanation(
    { captured: ['M4', 'M9'], capturers: ['A6', 'B11'], danger: reach('B11', 0.25), retaken: { value: 0.25, fraction: '1/4' } },
    {},
  );
  assert.deepEqual(reasonWords(W, e, pct), [
    'After the play made, the piece on B11 that captured can be taken back next turn: a chance of 25.0 %. The better play captures nothing.',
  ]);
});

test('capturers out of reach are all named at 0 %, and the other play is not said to capture nothing', () => {
  const e = explanation(
    { captured: ['M4'], capturers: ['A6'], danger: reach('A2', 0.5), retaken: { value: 0, fraction: '0' } },
    { captured: ['M9'], capturers: ['B11'], danger: reach('B11', 0.25), retaken: { value: 0.25, fraction: '1/4' } },
  );
  e.reasons = [{ fact: 'retaken', favours: 'made', weight: 0.25, givesChances: true }];
  assert.deepEqual(reasonWords(W, e, pct), [
    'On what the next turn shows, the play made looks better: the better play’s gain lies further ahead.',
    'In favour of the play made: A piece that captured can be taken back next turn: the piece on A6 after the play made, the piece on B11 after the better play. The chance of that: 0.0 % → 25.0 %.',
  ]);
});

/** Pieces taken out of danger, each with its chance before the throw. */
const out = (...p) => p.map(([hole, value]) => ({ hole, chance: { value, fraction: '' } }));

// Out of danger names its pieces as danger does, from 1 %: a playtester
// read pieces reachable only through long chains of A + A (0.002 %) as
// "taken out of danger" next turn.
test('pieces taken out of danger under 1 % are counted, not named', () => {
  const e = explanation(
    { outOfDanger: out(['M3', 0.0048]) },
    { outOfDanger: out(['B2', 0.0000347], ['B6', 2 / 3], ['B7', 7 / 24], ['B8', 0.009], ['B9', 0.000002]) },
  );
  e.reasons = [{ fact: 'outOfDanger', givesChances: false }];
  assert.deepEqual(reasonWords(W, e, pct), [
    'Taken out of danger: the piece on M3 (under 1 %) by the play made, the pieces on B6, B7 and 3 more (each under 1 %) by the better play.',
  ]);
  // One other: named, marked, and each likelier one with its own chance (so
  // the mark reads as the last piece's alone); none likely, several: the
  // first marked, the others counted.
  e.made.outOfDanger = out(['M3', 0.0048], ['M5', 0.0001], ['M7', 0.00002]);
  e.best.outOfDanger = out(['B6', 2 / 3], ['B8', 0.009]);
  assert.deepEqual(reasonWords(W, e, pct), [
    'Taken out of danger: the pieces on M3 (under 1 %) and 2 more (each under 1 %) by the play made, the pieces on B6 (66.7 %) and B8 (under 1 %) by the better play.',
  ]);
  // Danger's lists the same: none likely, each marked (a playtester read
  // pieces named bare as within one throw's reach).
  e.made.danger = { attacker: 'dark', pieces: out(['M3', 0.0048], ['M5', 0.0001]), any: { value: 0.0049, fraction: '' } };
  e.reasons = [{ fact: 'danger', favours: 'best', weight: 0.0049, givesChances: true }];
  assert.deepEqual(reasonWords(W, e, pct), [
    'Left within the opponent’s reach: the pieces on M3 (under 1 %) and M5 (under 1 %) after the play made, none after the better play. The chance of losing at least one next turn: 0.5 % → 0.0 %.',
  ]);
  e.made.danger.pieces = out(['M3', 0.0048], ['M5', 0.0001], ['B9', 0.00001]);
  assert.deepEqual(reasonWords(W, e, pct), [
    'Left within the opponent’s reach: the pieces on M3 (under 1 %) and 2 more (each under 1 %) after the play made, none after the better play. The chance of losing at least one next turn: 0.5 % → 0.0 %.',
  ]);
});

test("the kept game's out-of-danger reason, in English and Danish, from the engine's chances", () => {
  // tests/review/explain.jsonl (daldos analyse --explain), throw 48: the
  // play made takes M3 out of a reach of 0.48 %, the better play B6 and
  // B7 out of 2/3 and 7/24.
  const kept = readFileSync(new URL('../review/explain.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const e = kept[47].explanation;
  assert.deepEqual(
    [e.made.outOfDanger, e.best.outOfDanger].map((l) => l.map((p) => [p.hole, p.chance.fraction])),
    [[['M3', '82487979/17179869184']], [['B6', '2/3'], ['B7', '7/24']]],
  );
  const i = e.reasons.findIndex((r) => r.fact === 'outOfDanger');
  assert.ok(i >= 0);
  const r = [e.reasons[i]];
  assert.deepEqual(reasonWords(W, e, pct, r), [
    'Taken out of danger: the piece on M3 (under 1 %) by the play made, the pieces on B6 and B7 by the better play.',
  ]);
  assert.deepEqual(reasonWords(DA.replay.reasons, e, pct, r), [
    'Bragt i sikkerhed: brikken på M3 (under 1 %) af det spillede træk, brikkerne på B6 og B7 af det bedre træk.',
  ]);
  // Every piece any play of the kept game takes out of danger carries its chance before the throw.
  for (const l of kept.filter((x) => x.explanation)) {
    const x = l.explanation;
    for (const p of [...x.made.outOfDanger, ...x.best.outOfDanger]) {
      assert.deepEqual(p.chance, x.dangerBefore.pieces.find((q) => q.hole === p.hole)?.chance);
      assert.ok(p.chance.value > 0);
    }
  }
});

// A costly play whose reasons speak only for the play made, or for neither
// (out of danger, dals): the words first say that the next turn shows the
// play made better (a playtester read a neutral first reason under "Why
// the better play is better" as one for it).
test('no reason for the better play: the next turn shows the play made better, said first', () => {
  const e = explanation({ dalled: [], undalled: 13 }, { dalled: ['A14', 'A13'], undalled: 11 });
  e.made.captured = ['B1'];
  e.missed = [];
  e.reasons = [
    { fact: 'dal', givesChances: false },
    { fact: 'captures', favours: 'made', weight: 1, givesChances: false },
  ];
  const lines = reasonWords(W, e, pct);
  assert.equal(lines[0], W.aheadOnly);
  assert.equal(lines.length, 3);
  // With one for the better play, it is not said.
  e.reasons.unshift({ fact: 'danger', favours: 'best', weight: 0.2, givesChances: true });
  assert.notEqual(reasonWords(W, e, pct)[0], W.aheadOnly);
});

// Each play's placed pieces in a reason of their own: the play made's
// never listed "in favour of the play made" beside one that speaks for the
// better play (a playtester read that as a contradiction).
test('placed pieces: each reason names only the pieces of the play it favours', () => {
  const spot = (hole, value) => ({ hole, chance: { value, fraction: '' } });
  const e = explanation({}, {});
  e.placed = [
    { from: 'A14', made: spot('A14', 0.077), best: spot('A16', 0.005), favours: 'best' },
    { from: 'M3', made: spot('M0', 0.143), best: spot('M2', 0.292), favours: 'made' },
  ];
  e.reasons = [
    { fact: 'placed', favours: 'best', weight: 0.072, givesChances: true },
    { fact: 'placed', favours: 'made', weight: 0.149, givesChances: true },
  ];
  const [best, made] = reasonWords(W, e, pct);
  assert.match(best, /A14/);
  assert.doesNotMatch(best, /M3/);
  assert.match(made, /^In favour of the play made: .*M3/);
  assert.doesNotMatch(made, /A14/);
});
