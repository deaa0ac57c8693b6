//! The distinct positions a throw leads to, generated straight from the
//! bitboards without listing plays: [`Position::distinct_positions_into`],
//! the generator of random playouts ([`crate::Playout`]).
//!
//! [`Position::legal_plays`] lists every play, so one position can be
//! reached by several plays: two moves of two pieces in either order, the
//! two orders of a summed move under *capture at both stops* when neither
//! stop captures, and, on the last holes of the home row, a piece there and
//! its *twin* (the piece on the same column of the opponent's home row)
//! exchanging the two dice once both reach the middle row (their tracks
//! meet there). This generator lists each resulting position once by
//! keeping only one representative of each such group:
//!
//! * two moves are kept in the order that uses the throw's first die first,
//!   or, for a double, that moves the piece on the lower hole index first,
//!   unless that order is not a legal play (a piece in the way, the first
//!   move winning the game, a dal that only the other order allows under
//!   *stern-most dal*);
//! * a piece and its twin exchanging the dice are kept with the first die
//!   on the lower hole index, unless that assignment is not a legal play;
//! * both orders of a summed move are kept only if their stops differ in a
//!   capture.
//!
//! Every other pair of plays of one throw ends in different positions (a
//! different set of pieces leaves its hole, or lands on a different hole).
//! The tests compare the result with [`Position::distinct_plays`] on every
//! board size and variant.

use super::Position;
use crate::board::{geometry, Bits, HOLE_COUNT, MAX_SIZE, MAX_STEP};
use crate::dice::Throw;

/// Bit distance between the holes of rows A and B on one column (A1 is
/// bit 0, B1 bit 33): a piece of either side on one and its *twin* on the
/// other, whose tracks meet in the middle row.
const TWIN_GAP: usize = 2 * MAX_SIZE as usize + 1;

/// A per-hole table of one side's track, indexed `[hole][k]`.
type Table<T> = [[T; MAX_STEP + 1]; HOLE_COUNT];

/// The bitboards seen from the side to move: its pieces, the opponent's,
/// and all dalled pieces.
#[derive(Clone, Copy, Debug)]
struct Sides {
    own: u64,
    enemy: u64,
    dalled: u64,
}

/// Highest set bit of `bits` (0 if none): the stern-most undalled piece
/// when `bits` holds the undalled pieces of one side (they stand in its
/// home row, whose stern is its highest index).
fn top_bit(bits: u64) -> u64 {
    if bits == 0 {
        0
    } else {
        1 << (63 - bits.leading_zeros())
    }
}

/// One throw's generation: the side to move's tables and the rules.
struct Gen<'g> {
    /// The position the throw is played from.
    pos: &'g Position,
    /// Whether the throw is 1+1 (the same side throws again unless the
    /// game ends).
    dal_dal: bool,
    dest: &'g Table<u8>,
    path: &'g Table<u64>,
    back: &'g Table<u64>,
    start: Sides,
    /// `blocked[k]`: the holes from which a move of `k` meets a piece of
    /// the side to move in the start (for `k` up to the throw's sum).
    blocked: [u64; MAX_STEP + 1],
    /// A side with at most this many pieces has lost.
    limit: u32,
    stern_most: bool,
    both_stops: bool,
}

impl Gen<'_> {
    /// Appends the position `at` leads to, with the turn passed on unless
    /// the throw earns an extra throw.
    #[inline]
    fn push(&self, out: &mut Vec<Position>, at: Sides) {
        let s = self.pos.turn.index();
        let mut after = *self.pos;
        after.pieces[s] = at.own;
        after.pieces[1 - s] = at.enemy;
        after.dalled = at.dalled;
        if !self.dal_dal || self.won(&at) {
            after.turn = self.pos.turn.other();
        }
        out.push(after);
    }

    /// The pieces that a die of `k` may move (ignoring what is in their
    /// way): dalled pieces, and for a dal the undalled ones too (only the
    /// stern-most under *stern-most dal*).
    #[inline]
    fn movers(&self, k: usize, at: &Sides) -> u64 {
        let dalled = at.own & at.dalled;
        if k != 1 {
            dalled
        } else if self.stern_most {
            dalled | top_bit(at.own & !at.dalled)
        } else {
            at.own
        }
    }

    /// The pieces of `candidates` whose next `k` holes hold no piece of
    /// their own side in the starting position.
    #[inline]
    fn clear(&self, k: usize, candidates: u64) -> u64 {
        candidates & !self.blocked[k]
    }

    /// The pieces that may make a single move of `k` first, without
    /// winning the game with it (only a move that captures can win, and
    /// only when the opponent is one capture from losing).
    fn first_movers(&self, k: usize, clear: u64) -> u64 {
        let st = self.start;
        let movers = self.movers(k, &st) & clear;
        if st.enemy.count_ones() != self.limit + 1 {
            return movers;
        }
        let mut winners = 0;
        for a in Bits(movers) {
            winners |= (st.enemy >> self.dest[a][k] & 1) << a;
        }
        movers & !winners
    }

    /// `at` after the piece on `from` moves `k` holes (a single move,
    /// capturing whatever enemy stands where it lands).
    #[inline]
    fn step(&self, at: &Sides, from: usize, k: usize) -> Sides {
        let from_bit = 1u64 << from;
        let to = 1u64 << self.dest[from][k];
        Sides {
            own: (at.own & !from_bit) | to,
            enemy: at.enemy & !to,
            dalled: (at.dalled & !from_bit) | to,
        }
    }

    /// Whether the opponent has lost in `at`.
    #[inline]
    fn won(&self, at: &Sides) -> bool {
        at.enemy.count_ones() <= self.limit
    }

    /// Whether the piece on `from` may move `k` holes in `at`.
    fn can_move(&self, at: &Sides, from: usize, k: usize) -> bool {
        self.movers(k, at) & (1 << from) != 0 && self.path[from][k] & at.own == 0
    }

    /// Whether moving the piece on `p` by `dp` and then the piece on `q` by
    /// `dq` is a legal play of two moves from the start (the first move
    /// legal and not winning, the second legal after it and of another
    /// piece).
    fn pair_in_order(&self, p: usize, dp: usize, q: usize, dq: usize) -> bool {
        if !self.can_move(&self.start, p, dp) {
            return false;
        }
        let mid = self.step(&self.start, p, dp);
        !self.won(&mid) && q != self.dest[p][dp] as usize && self.can_move(&mid, q, dq)
    }

    /// Plays that start with a single move of `d1` from the start: the
    /// winning single moves, and two moves with `d2` second. Emits one
    /// position per group of plays that end alike (module docs); `first`
    /// says whether `d1` is the throw's first die (`x`, with `y` the
    /// second); `firsts2` are the [`Gen::first_movers`] of `d2`.
    #[allow(clippy::too_many_arguments)]
    fn pairs(
        &self,
        d1: usize,
        d2: usize,
        clear1: u64,
        clear2: u64,
        firsts2: u64,
        first: bool,
        (x, y): (usize, usize),
        out: &mut Vec<Position>,
    ) {
        let st = self.start;
        // Candidates for the second die, a superset of its movers after
        // any first move (bar the piece just moved, which may not move
        // again).
        let cand2 = if d2 == 1 { st.own } else { st.own & st.dalled };
        for a in Bits(self.movers(d1, &st) & clear1) {
            let a_to = self.dest[a][d1] as usize;
            let mid = self.step(&st, a, d1);
            if self.won(&mid) {
                self.push(out, mid);
                continue;
            }
            // Pieces that only the piece leaving `a` held up.
            let mut freed = 0;
            for b in Bits(self.back[a][d2] & cand2 & !clear2) {
                freed |= u64::from(self.path[b][d2] & st.own == 1 << a) << b;
            }
            let seconds =
                self.movers(d2, &mid) & (clear2 | freed) & !(1 << a_to) & !self.back[a_to][d2];
            for b in Bits(seconds) {
                // The other order of the same two moves (the lower piece
                // first for a double, the first die first otherwise).
                let other_order_kept = if d1 == d2 { b < a } else { !first };
                if other_order_kept && self.other_order(a, d1, b, d2, firsts2) {
                    continue;
                }
                if d1 != d2 && a.abs_diff(b) == TWIN_GAP && self.twins_alike(a, b, x, y) {
                    // `a` and `b` are twins whose tracks meet within both
                    // dice: the first die on the lower hole is kept.
                    let (lo, hi) = (a.min(b), a.max(b));
                    let kept = (a == lo) == first;
                    if !kept
                        && (self.pair_in_order(lo, x, hi, y) || self.pair_in_order(hi, y, lo, x))
                    {
                        continue;
                    }
                }
                self.push(out, self.step(&mid, b, d2));
            }
        }
    }

    /// Whether moving `b` by `d2` first and `a` by `d1` second is also a
    /// legal play, given that `a` by `d1` then `b` by `d2` is one and that
    /// `firsts2` are the [`Gen::first_movers`] of `d2`. Without *stern-most
    /// dal* moving `b` first changes nothing for `a` but the hole where `b`
    /// lands, so that is the only thing to check.
    #[inline]
    fn other_order(&self, a: usize, d1: usize, b: usize, d2: usize, firsts2: u64) -> bool {
        if self.stern_most {
            return self.pair_in_order(b, d2, a, d1);
        }
        firsts2 >> b & 1 != 0 && self.path[a][d1] >> self.dest[b][d2] & 1 == 0
    }

    /// Whether the pieces on `a` and `b` land on the same hole with `x` and
    /// with `y`, so that exchanging the dice between them ends alike.
    fn twins_alike(&self, a: usize, b: usize, x: usize, y: usize) -> bool {
        self.dest[a][x] == self.dest[b][x] && self.dest[a][y] == self.dest[b][y]
    }

    /// Summed moves of `x + y` (both dice on one piece), each resulting
    /// position once.
    fn summed(&self, x: usize, y: usize, out: &mut Vec<Position>) {
        let st = self.start;
        let k = x + y;
        // Undalled pieces move only if a die is the dal, which they take
        // first (the stern-most only, under *stern-most dal*).
        let movers = if x != 1 && y != 1 {
            st.own & st.dalled
        } else if self.stern_most {
            (st.own & st.dalled) | top_bit(st.own & !st.dalled)
        } else {
            st.own
        };
        for i in Bits(movers & !self.blocked[k]) {
            let bit = 1u64 << i;
            let dal = st.dalled & bit == 0;
            let to = 1u64 << self.dest[i][k];
            let base = Sides {
                own: (st.own & !bit) | to,
                enemy: st.enemy & !to,
                dalled: (st.dalled & !bit) | to,
            };
            if !self.both_stops {
                self.push(out, base);
                continue;
            }
            // The first stop: after the dal for an undalled piece, after
            // either die for a dalled one.
            let firsts: &[usize] = if dal {
                &[1]
            } else if x != y {
                &[x, y]
            } else {
                &[x]
            };
            let mut plain_kept = false;
            for &f in firsts {
                let via = 1u64 << self.dest[i][f];
                if st.enemy & via == 0 {
                    if !plain_kept {
                        plain_kept = true;
                        self.push(out, base);
                    }
                    continue;
                }
                if st.enemy.count_ones() - 1 <= self.limit {
                    // The capture on the stop ends the game: that is the
                    // winning single move of `f`, listed with the pairs.
                    continue;
                }
                self.push(
                    out,
                    Sides {
                        own: base.own,
                        enemy: base.enemy & !via,
                        dalled: base.dalled & !via,
                    },
                );
            }
        }
    }

    /// Single moves of `k` from the start, for a throw of which only one
    /// die can be used.
    fn singles(&self, k: usize, clear: u64, out: &mut Vec<Position>) {
        let st = self.start;
        for a in Bits(self.movers(k, &st) & clear) {
            self.push(out, self.step(&st, a, k));
        }
    }
}

impl Position {
    /// An upper bound on the distinct positions one throw can lead to, on
    /// any board and with any variants: two moves of two different pieces
    /// (at most 16 × 15 ways to give one die to one piece and the other
    /// die to another), 2 × 16 winning single moves and 2 × 16 summed
    /// moves (two stops each under *capture at both stops*). A buffer with
    /// room for this many never grows in
    /// [`Position::distinct_positions_into`].
    pub const MAX_DISTINCT_POSITIONS: usize = {
        let n = MAX_SIZE as usize;
        n * (n - 1) + 2 * n + 2 * n
    };

    /// Every distinct position the side to move can reach with `throw`,
    /// each once, into `out` (cleared first; no allocation once `out` has
    /// room for them all, see [`Position::MAX_DISTINCT_POSITIONS`]).
    ///
    /// The same positions as [`Position::distinct_plays`] gives (in another
    /// order), without the plays: the generator of random playouts
    /// ([`crate::Playout`]). Empty only when the game is over; a throw that
    /// cannot be used gives the position itself with the turn passed on
    /// (kept after a lost 1+1, which still earns the extra throw).
    ///
    /// ```
    /// use daldos::{Position, Rules, Throw};
    /// let pos = Position::new(Rules::DANISH);
    /// let mut next = Vec::new();
    /// // 1+1 at the start: A16 dalled twice over (summed), or A16 and A15
    /// // dalled in either order: two positions, the same side throws again.
    /// pos.distinct_positions_into("1+1".parse::<Throw>().unwrap(), &mut next);
    /// assert_eq!(next.len(), 2);
    /// assert!(next.iter().all(|after| after.turn() == pos.turn()));
    /// ```
    pub fn distinct_positions_into(&self, throw: Throw, out: &mut Vec<Position>) {
        out.clear();
        if self.is_game_over() {
            return;
        }
        let s = self.turn.index();
        let [x, y] = throw.dice().map(|d| d.value() as usize);
        if x != 1 && y != 1 && self.pieces[s] & self.dalled == 0 {
            // Nothing dalled and no dal: the throw is lost.
            out.push(self.with_turn(self.turn.other()));
            return;
        }
        let g = geometry(self.size());
        let variants = self.rules.variants;
        let gen = Gen {
            blocked: g.blocked(s, self.pieces[s], x + y),
            pos: self,
            dal_dal: throw.is_dal_dal(),
            dest: &g.dest[s],
            path: &g.path[s],
            back: &g.back[s],
            start: Sides {
                own: self.pieces[s],
                enemy: self.pieces[1 - s],
                dalled: self.dalled,
            },
            limit: u32::from(variants.last_piece_loses),
            stern_most: variants.stern_most_dal,
            both_stops: variants.capture_both_stops,
        };
        let st = gen.start;
        let candidates = |k: usize| if k == 1 { st.own } else { st.own & st.dalled };
        let clear_x = gen.clear(x, candidates(x));
        let clear_y = if x == y {
            clear_x
        } else {
            gen.clear(y, candidates(y))
        };
        let firsts_x = if gen.stern_most {
            0
        } else {
            gen.first_movers(x, clear_x)
        };
        let firsts_y = if x == y || gen.stern_most {
            firsts_x
        } else {
            gen.first_movers(y, clear_y)
        };
        gen.pairs(x, y, clear_x, clear_y, firsts_y, true, (x, y), out);
        if x != y {
            gen.pairs(y, x, clear_y, clear_x, firsts_x, false, (x, y), out);
        }
        gen.summed(x, y, out);
        if !out.is_empty() {
            return;
        }
        // Only one die can be used: either one.
        gen.singles(x, clear_x, out);
        if x != y {
            gen.singles(y, clear_y, out);
        }
        if out.is_empty() {
            gen.push(out, st);
        }
    }
}
