//! Capture odds: the chance that the side to move can capture a given enemy
//! piece this turn, with play aimed at that piece, counting the extra throw
//! after 1+1.
//!
//! For a position `s` and a target piece `t`, with `a(s)` the number of the
//! 15 ordered throws other than 1+1 for which some legal play captures `t`:
//!
//! ```text
//! V(s) = ( a(s) + max over the legal plays p of 1+1 of W(p) ) / 16
//! W(p) = 1 if p captures t; 0 if p ends the game otherwise; else V(s after p)
//! ```
//!
//! (rules reference, "Probability check"). A 1+1 that cannot be used, or
//! that only moves pieces *far* from `t`, gives the same chances again
//! (the reference's "other pieces far away that can always absorb any die");
//! such a self-loop contributes the fixed point `V = a / 15`. A piece is far
//! when it is more than [`FAR`] holes behind `t` on its track both before and
//! after the move (or can never reach `t`): from there it needs at least
//! four further 1+1 throws in a row to come within reach, a chance below
//! 1/65 536. With that reading the value is an exact fraction, computed with
//! arbitrary-precision rationals; it reproduces both tables of the
//! reference (see the tests).

use std::collections::HashMap;
use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};

use crate::board::{Hole, Side};
use crate::dice::{Die, Throw};
use crate::position::{Play, Position};

/// Distance (holes along the track) beyond which a piece counts as far from
/// the target: a summed move reaches at most 8 holes, and two more 1+1
/// throws bring a piece at most 4 holes closer.
pub const FAR: usize = 16;

/// The chance of capturing one enemy piece this turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureOdds {
    /// The hole of the enemy piece.
    pub target: Hole,
    /// The exact probability, `0..=1`.
    pub probability: BigRational,
}

impl CaptureOdds {
    /// The probability as a percentage with two decimals, rounded half up,
    /// e.g. `"43.75%"`.
    #[must_use]
    pub fn percent(&self) -> String {
        percent(&self.probability)
    }

    /// Whether the capture can happen at all (its probability is above 0).
    #[must_use]
    pub fn is_possible(&self) -> bool {
        !self.probability.is_zero()
    }

    /// The probability as a float (for display and for the AI).
    #[must_use]
    pub fn as_f64(&self) -> f64 {
        self.probability.to_f64().unwrap_or(0.0)
    }
}

/// Written as `<hole>\t<fraction>\t<percent>`, e.g. `M9\t7/16\t43.75%`.
impl fmt::Display for CaptureOdds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}\t{}\t{}",
            self.target,
            self.probability,
            self.percent()
        )
    }
}

/// A rational probability as a percentage with two decimals, rounded half
/// up: `7/16` gives `"43.75%"`.
#[must_use]
pub fn percent(p: &BigRational) -> String {
    let hundredths = (p * BigInt::from(10_000) + BigRational::new(1.into(), 2.into())).floor();
    let h = hundredths.to_integer();
    let whole = &h / BigInt::from(100);
    let frac = (&h % BigInt::from(100)).to_u32().unwrap_or(0);
    format!("{whole}.{frac:02}%")
}

impl Position {
    /// Capture odds for every enemy piece of the side to move, in hole
    /// order (empty once the game is over). See the [module
    /// docs](crate::odds) for the definition.
    ///
    /// ```
    /// use daldos::{Position, Setup, Variants};
    /// // B's dalled piece on M10 is one hole behind A's piece on M9; B's
    /// // pieces on B1 and B6 can take any die B does not want there.
    /// let setup: Setup = "aaaaaa10/9AB6/B4B10 b".parse()?;
    /// let pos = Position::from_setup(&setup, Variants::STANDARD)?;
    /// let odds = pos.capture_odds();
    /// let m9 = odds.iter().find(|o| o.target.to_string() == "M9").unwrap();
    /// assert_eq!(m9.to_string(), "M9\t7/16\t43.75%");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn capture_odds(&self) -> Vec<CaptureOdds> {
        if self.is_game_over() {
            return Vec::new();
        }
        self.holes(self.turn().other())
            .map(|target| CaptureOdds {
                target,
                probability: self.capture_probability(target),
            })
            .collect()
    }

    /// The exact chance that the side to move captures the enemy piece on
    /// `target` this turn (0 if no enemy piece stands there).
    #[must_use]
    pub fn capture_probability(&self, target: Hole) -> BigRational {
        if self.bitboard(self.turn().other()) & target.bit() == 0 || self.is_game_over() {
            return BigRational::zero();
        }
        value(self, target, &mut Memo::default())
    }
}

fn ratio(n: u32, d: u32) -> BigRational {
    BigRational::new(BigInt::from(n), BigInt::from(d))
}

fn play_captures(play: &Play, target: Hole) -> bool {
    play.moves()
        .any(|m| (m.capture && m.to == target) || (m.via_capture && m.via == Some(target)))
}

/// The position after the moves of `play` that matter for `target`: moves
/// of pieces that stay far from it are left out (they neither help nor
/// hinder the capture; see the module docs). `None` when no move matters.
fn relevant_after(pos: &Position, play: &Play, target: Hole) -> Option<Position> {
    let side: Side = pos.turn();
    let far = |h: Hole| pos.track_distance(side, h, target).is_none_or(|d| d > FAR);
    let mut after = *pos;
    let mut changed = false;
    for m in play.moves() {
        if !(far(m.from) && far(m.to)) {
            after = after.after_move(m);
            changed = true;
        }
    }
    changed.then_some(after)
}

/// Memo tables of one capture-odds computation (one target).
#[derive(Default)]
struct Memo {
    /// Exact value per position.
    value: HashMap<crate::PositionKey, BigRational>,
    /// Ordered throws other than 1+1 (out of 16) that capture the target.
    direct: HashMap<crate::PositionKey, u32>,
}

/// The throws other than 1+1 (weights out of 16) for which some legal play
/// captures `target`.
fn direct(pos: &Position, target: Hole, memo: &mut Memo, plays: &mut Vec<Play>) -> u32 {
    if let Some(&a) = memo.direct.get(&pos.key()) {
        return a;
    }
    let mut a = 0u32;
    for (throw, weight) in Throw::DISTINCT {
        if throw.is_dal_dal() {
            continue;
        }
        if pos.can_capture(throw, target, plays) {
            a += weight;
        }
    }
    memo.direct.insert(pos.key(), a);
    a
}

/// An upper bound of a position's value from its direct throws `a`: the
/// best its 1+1 can add is a certain capture, or the self-loop.
fn bound_from_direct(a: u32) -> BigRational {
    std::cmp::max(ratio(a, 15), ratio(a + 1, 16))
}

fn value(pos: &Position, target: Hole, memo: &mut Memo) -> BigRational {
    if let Some(v) = memo.value.get(&pos.key()) {
        return v.clone();
    }
    let mut plays = Vec::new();
    let a = direct(pos, target, memo, &mut plays);
    let dal_dal = Throw::new(Die::Dal, Die::Dal);
    pos.legal_plays_into(dal_dal, &mut plays);
    let mut self_loop = false;
    let mut best: Option<BigRational> = None;
    let mut seen = std::collections::HashSet::new();
    let mut children: Vec<Position> = Vec::new();
    for play in &plays {
        if play_captures(play, target) {
            best = Some(ratio(1, 1));
            children.clear();
            break;
        } else if pos.play_unchecked(play).is_game_over() {
            if best.is_none() {
                best = Some(BigRational::zero());
            }
        } else if let Some(after) = relevant_after(pos, play, target) {
            if seen.insert(after.key()) {
                children.push(after);
            }
        } else {
            self_loop = true;
        }
    }
    // Branch and bound, still exact: a child is searched only if an upper
    // bound of its value (from its own direct throws) beats what is already
    // assured: the best child so far, and the self-loop, worth a / 15 as a
    // child. Children with the best bounds go first.
    let mut scratch = Vec::new();
    let mut ordered: Vec<(BigRational, Position)> = children
        .into_iter()
        .map(|c| (bound_from_direct(direct(&c, target, memo, &mut scratch)), c))
        .collect();
    ordered.sort_by(|x, y| y.0.cmp(&x.0));
    let loop_as_child = ratio(a, 15);
    for (bound, after) in ordered {
        let assured = match (&best, self_loop) {
            (Some(b), true) => Some(std::cmp::max(b, &loop_as_child)),
            (Some(b), false) => Some(b),
            (None, true) => Some(&loop_as_child),
            (None, false) => None,
        };
        if assured.is_some_and(|t| bound <= *t) {
            break;
        }
        let w = value(&after, target, memo);
        if best.as_ref().is_none_or(|b| w > *b) {
            best = Some(w);
        }
    }
    let via_loop = ratio(a, 15);
    let v = match best {
        Some(m) => {
            let direct = (BigRational::from_integer(a.into()) + m) / BigInt::from(16);
            if self_loop && via_loop > direct {
                via_loop
            } else {
                direct
            }
        }
        None => via_loop,
    };
    memo.value.insert(pos.key(), v.clone());
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `can_capture` answers as a search of the legal plays does, on
    /// positions of random games over board sizes and variants.
    #[test]
    fn can_capture_agrees_with_the_legal_plays() {
        use crate::{DiceSource, Rules, SeededDice, Variants};
        let mut dice = SeededDice::new(11);
        let mut scratch = Vec::new();
        let mut checked = 0;
        for (size, bits) in [(6u8, 0u8), (6, 2), (8, 7), (12, 4), (16, 0), (16, 3)] {
            let variants = Variants {
                stern_most_dal: bits & 1 != 0,
                capture_both_stops: bits & 2 != 0,
                last_piece_loses: bits & 4 != 0,
            };
            let rules = Rules::new(size, variants).unwrap();
            for game in 0..6 {
                let mut pos = Position::new(rules);
                let mut n: usize = game;
                while !pos.is_game_over() {
                    for throw in Throw::all() {
                        let plays = pos.legal_plays(throw);
                        for target in pos.holes(pos.turn().other()) {
                            let expected = plays.iter().any(|p| play_captures(p, target));
                            assert_eq!(
                                pos.can_capture(throw, target, &mut scratch),
                                expected,
                                "{pos} {throw} {target}"
                            );
                            checked += 1;
                        }
                    }
                    let plays = pos.legal_plays(dice.throw());
                    n = n.wrapping_mul(7).wrapping_add(3);
                    pos = pos.play_unchecked(&plays[n % plays.len()]);
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn percent_rounds_half_up() {
        assert_eq!(percent(&ratio(7, 16)), "43.75%");
        assert_eq!(percent(&ratio(2, 3)), "66.67%");
        assert_eq!(percent(&ratio(1, 1)), "100.00%");
        assert_eq!(percent(&BigRational::zero()), "0.00%");
        assert_eq!(percent(&ratio(1, 80_000)), "0.00%");
        assert_eq!(percent(&ratio(1, 20_000)), "0.01%");
    }
}
