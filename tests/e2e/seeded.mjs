// Seeded games whose every throw and computer choice is known (the seeds
// were found by playing the games out with the facade), shared by the
// Chromium suite (Playwright, tests/e2e/) and the Firefox and WebKit tests
// (WebDriver, tests/webdriver/). `speed=fast` leaves out the animations.

/** The saved game's localStorage key. */
export const KEY = 'daldos.save.v1';

/** The 16-hole board's start, without the side to move. */
export const START_16 = 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb';

// Seed 250, against the computer (level 3), the player Light: Light throws
// 2+4 and Dark 4+3 in the roll-off; Dark throws 3+1 and plays B16-M16-M13;
// Light throws 4+1 (one way to play it: A16-M16-M12); Dark throws 1+2 and
// plays B15-B16-M15; Light throws 1+4, with two pieces to move, moves of one
// die and of the sum, and a capture.
export const S250 = {
  query: '?seed=250&speed=fast&level=3',
  first: 'aaaaaaaaaaaaaaaa/13B3/bbbbbbbbbbbbbbb1 a',
  second: 'aaaaaaaaaaaaaaa1/12AB1B1/bbbbbbbbbbbbbb2 a',
  plays: ['b 3+1: B16-M16-M13', 'a 4+1: A16-M16-M12', 'b 1+2: B15-B16-M15'],
  legal: [
    { text: 'A15-A16', from: 'A15', to: 'A16', summed: false, captures: [] },
    { text: 'A15-A16xM13', from: 'A15', to: 'M13', summed: true, captures: ['M13'] },
    { text: 'M12-M11-M7', from: 'M12', to: 'M7', summed: true, captures: [] },
    { text: 'M12-M8', from: 'M12', to: 'M8', summed: false, captures: [] },
  ],
  // The engine's hint for that throw (level 5, with the 16-hole network).
  hint: { play: 'A15-A16xM13', a: 62, b: 38 },
};

// Seed 25, two players: Light starts (3+3 against 3+1) and throws 1+1;
// A16-M16 uses one dal and leaves the other (A15 follows to A16).
export const S25 = {
  query: '?seed=25&speed=fast',
  dice: '1+1',
  step: ['A16', 'M16'],
  position: 'aaaaaaaaaaaaaaa1/16A/bbbbbbbbbbbbbbbb a',
  current: 'a 1+1: A16-M16…',
};

// `?autoplay=fast&board=12&seed=0`: level 1 against level 1 on the 12-hole
// board; its first four plays.
export const AUTOPLAY_12_SEED_0 = ['b 1+2: B12-M12-M10', 'a 3+1: A12-M12-M9', 'b 3+3: M10-M7-M4', 'a 1+2: A11-A12 M9-M7'];

// A two-player game with "capture at both stops" where Dark's 2+1 can take
// the piece on M14 to M11 two ways, M14-M12-M11 and M14xM13-M11, leaving
// different boards: Light's piece on M13: the way via M13 captures it
// (capture at both stops), the other jumps it. "Which way?" asks.
export const TWO_WAY_RECORD =
  '[Game "Daldøs"]\n[Board "16"]\n[Variants "capture-both-stops"]\n[RollOff "1+1 3+1"]\n[Result "*"]\n\n' +
  'b 3+4: --\na 4+3: --\nb 3+3: --\na 2+4: --\nb 1+2: B16-M16-M14\na 1+3: A16-M16-M13\nb 2+1:\n';
// The boards TWO_WAY_RECORD's two ways leave (Light to throw).
export const TWO_WAY_AFTER = { 'M14-M12-M11': 'aaaaaaaaaaaaaaa1/11B1A3/bbbbbbbbbbbbbbb1 a', 'M14xM13-M11': 'aaaaaaaaaaaaaaa1/11B5/bbbbbbbbbbbbbbb1 a' };

// The same with Light's throw before lost: the two ways (via M12, via M13)
// have nothing on either stop: both ways leave the same board, so the
// first (M14-M12-M11) is made without asking.
export const ONE_WAY_RECORD =
  '[Game "Daldøs"]\n[Board "16"]\n[Variants "capture-both-stops"]\n[RollOff "1+1 3+1"]\n[Result "*"]\n\n' +
  'b 3+4: --\na 4+3: --\nb 3+3: --\na 2+4: --\nb 1+2: B16-M16-M14\na 2+2: --\nb 2+1:\n';

// Seed 4 against the computer (the pace's and the assists' tests): Light
// starts and throws 3+4, lost; Dark throws 2+3, lost; Light throws 1+4,
// whose one play is A16-M16-M12.
export const S4 = {
  query: '?seed=4',
  plays: ['a 3+4: --', 'b 2+3: --', 'a 1+4: A16-M16-M12'],
};

// "Learn to play": each lesson's title, its fixed throws (Light's), and the
// position after it where the lesson fixes one.
export const LESSONS = [
  ['Who starts: the roll-off', [], 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a'],
  ['The dal wakes a piece', ['1+2'], 'aaaaaaaaaaaaaaa1/14A2/bbbbbbbbbbbbbbbb b'],
  ['Moving', ['2+3'], null],
  ['Jumping over', ['3+2'], 'aaaaaaaaaaaaaaa1/5A3B7/bbbbbbbbbbbbbbb1 b'],
  ['Capturing', ['3+2'], null],
  ['Both dice on one piece', ['2+4'], 'aaaaaaaaaaaaaaa1/6A10/bbbbbbbbbbbbbbb1 b'],
  ['Round the bow, into Dark’s row', ['2+3'], 'aaaaaaaaaaaaaaa1/17/bbbAbbbbbbbbbbbb b'],
  ['A sleeping piece can capture', ['2+3'], '9aaaaaa1/8B3A4/bbbbbbbbbbbbbbb1 b'],
  ['Enemy pieces in your home row', ['3+4'], 'aa3Aaaaaaaaaaa/17/bbbbbbbbbbbb4 b'],
  ['A + A: throw again', ['1+1', '2+3'], null],
  // (The position after it: learn.spec.mjs, which plays the lesson's move.)
  ['Reading the capture odds', ['2+3'], null],
  ['A lost throw', ['2+3'], 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb b'],
  ['Winning', ['2+3'], 'aaaaaaaaaaaaaaa1/5A11/16 b'],
];
