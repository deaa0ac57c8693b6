// The review's words for a capture that can be taken back name only the
// capturers the opponent can reach (a playtester read "the pieces on A6
// and B11" beside a chance that only B11 carried). Run by `make check-js`
// with node's own test runner: the module picks strings from the engine's
// data and needs no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reasonWords } from '../../www/review-words.js';
import EN from '../../www/strings/en.js';

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
  reasons: [{ fact: 'retaken', favours: 'best', weight: 0.25 }],
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
  e.reasons = [{ fact: 'retaken', favours: 'made', weight: 0.25 }];
  assert.deepEqual(reasonWords(W, e, pct), [
    'On what the next turn shows, the play made looks better: the better play’s gain lies further ahead.',
    'In favour of the play made: A piece that captured can be taken back next turn: the piece on A6 after the play made, the piece on B11 after the better play. The chance of that: 0.0 % → 25.0 %.',
  ]);
});
