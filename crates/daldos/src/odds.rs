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
//!
//! The search is a branch and bound that stays exact: a 1+1 play is
//! searched only if an upper bound of its value (from its own direct
//! throws) could beat both the best play found so far and what the caller
//! needs (its threshold, passed down as in alpha-beta search). Each value
//! is kept as `n / (15 · 16^k)`, so adding and comparing need only shifts.
//! On boards of 8 holes or fewer, where 16 holes reach round the whole loop,
//! a chain of 1+1 throws can come back to a position it passed (six throws
//! at the least); such a return counts as no capture, so there the value
//! is exact up to those chains (the tests find it within 16^-5 of the plain
//! recursion; the percentages are unaffected).

use std::fmt;

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use rustc_hash::{FxHashMap, FxHashSet};

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
        exact_value(self, target.bit())
    }

    /// The exact chance that the side to move captures *at least one* of
    /// the enemy pieces on the holes of `targets` (a bitboard, bit =
    /// [`Hole::index`]) this turn, with play aimed at capturing any of them:
    /// the [module docs](crate::odds)' recursion with "captures `t`" read as
    /// "captures a piece of `targets`", and a piece far when it is far from
    /// every target. Holes of `targets` without an enemy piece are ignored;
    /// 0 if none is left or the game is over. For a single target it is
    /// [`Position::capture_probability`]. Between the largest single
    /// chance and their sum, up to the far pieces' chances (each target
    /// has its own far pieces; below 16^-4).
    #[must_use]
    pub fn capture_any_probability(&self, targets: u64) -> BigRational {
        let targets = targets & self.bitboard(self.turn().other());
        if targets == 0 || self.is_game_over() {
            return BigRational::zero();
        }
        exact_value(self, targets)
    }
}

/// The root value of the recursion for the targets' bitboard (not empty).
fn exact_value(pos: &Position, targets: u64) -> BigRational {
    match value(pos, targets, None, &mut Memo::default()) {
        Found::Exact(v) => v.to_rational(),
        // Asked with no threshold, the value is always exact.
        Found::AtMost(_) => unreachable!("a capture value asked with no threshold is exact"),
    }
}

/// An exact value of the recursion, `n / (15 · 16^k)`: every value has
/// that form (a self-loop gives `a / 15`; each throw further up divides by
/// 16), so values are added, divided and compared with shifts, never a
/// greatest common divisor; the fraction is reduced once, at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Value {
    n: BigUint,
    k: u32,
}

impl Value {
    /// `a / 15`.
    fn fifteenths(a: u32) -> Self {
        Value {
            n: BigUint::from(a),
            k: 0,
        }
    }

    /// `a / 16`.
    fn sixteenths(a: u32) -> Self {
        Value {
            n: BigUint::from(15 * a),
            k: 1,
        }
    }

    /// `(a + self) / 16`: `a` direct throws out of 16, plus this value as
    /// the 1+1's.
    fn after_throw(&self, a: u32) -> Self {
        Value {
            n: (BigUint::from(15 * a) << (4 * self.k as usize)) + &self.n,
            k: self.k + 1,
        }
    }

    /// The least child value `w` that a position with `a` direct throws
    /// must beat to be worth more than `self`: `(a + w) / 16 > self` exactly
    /// when `w > 16 · self − a`. `None` when every `w` does (`16 · self < a`).
    fn child_threshold(&self, a: u32) -> Option<Value> {
        let (scaled, k) = if self.k == 0 {
            (&self.n << 4usize, 0)
        } else {
            (self.n.clone(), self.k - 1)
        };
        let direct = BigUint::from(15 * a) << (4 * k as usize);
        (scaled >= direct).then(|| Value {
            n: scaled - direct,
            k,
        })
    }

    /// The value as a fraction in lowest terms.
    fn to_rational(&self) -> BigRational {
        BigRational::new(
            BigInt::from(self.n.clone()),
            BigInt::from(BigUint::from(15u32) << (4 * self.k as usize)),
        )
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        // Both over the larger denominator.
        match self.k.cmp(&other.k) {
            Ordering::Equal => self.n.cmp(&other.n),
            Ordering::Less => (&self.n << (4 * (other.k - self.k) as usize)).cmp(&other.n),
            Ordering::Greater => self.n.cmp(&(&other.n << (4 * (self.k - other.k) as usize))),
        }
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Whether `play` captures a piece on a hole of the bitboard `targets`.
fn play_captures(play: &Play, targets: u64) -> bool {
    let hit = |h: Option<Hole>| h.is_some_and(|h| targets & h.bit() != 0);
    play.moves()
        .any(|m| (m.capture && hit(Some(m.to))) || (m.via_capture && hit(m.via)))
}

/// The position after the moves of `play` that matter for `targets`: moves
/// of pieces that stay far from every target are left out (they neither
/// help nor hinder the capture; see the module docs). `None` when no move
/// matters.
fn relevant_after(pos: &Position, play: &Play, targets: u64) -> Option<Position> {
    let side: Side = pos.turn();
    let far = |h: Hole| {
        crate::Bits(targets)
            .filter_map(Hole::from_index)
            .all(|t| pos.track_distance(side, h, t).is_none_or(|d| d > FAR))
    };
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

/// Memo tables of one capture-odds computation (one set of targets).
#[derive(Default)]
struct Memo {
    /// Exact value per position.
    value: FxHashMap<crate::PositionKey, Value>,
    /// Upper bounds of positions whose value was not needed exactly.
    upper: FxHashMap<crate::PositionKey, Value>,
    /// The positions of the chain of 1+1 being searched (a chain that
    /// comes back to one of them counts as no capture; see the module docs).
    path: FxHashSet<crate::PositionKey>,
    /// Ordered throws other than 1+1 (out of 16) that capture a target.
    direct: FxHashMap<crate::PositionKey, u32>,
}

/// The throws other than 1+1 (weights out of 16) for which some legal play
/// captures a piece of `targets`.
fn direct(pos: &Position, targets: u64, memo: &mut Memo, plays: &mut Vec<Play>) -> u32 {
    if let Some(&a) = memo.direct.get(&pos.key()) {
        return a;
    }
    let mut a = 0u32;
    for (throw, weight) in Throw::DISTINCT {
        if throw.is_dal_dal() {
            continue;
        }
        if crate::Bits(targets)
            .filter_map(Hole::from_index)
            .any(|t| pos.can_capture(throw, t, plays))
        {
            a += weight;
        }
    }
    memo.direct.insert(pos.key(), a);
    a
}

/// An upper bound of a position's value from its direct throws `a`: the
/// best its 1+1 can add is a certain capture, or the self-loop.
fn bound_from_direct(a: u32) -> Value {
    std::cmp::max(Value::fifteenths(a), Value::sixteenths(a + 1))
}

/// The result of [`value`] asked with a threshold: the exact value, or
/// (when the value cannot exceed the threshold) only an upper bound of it,
/// itself at most the threshold.
enum Found {
    Exact(Value),
    AtMost(Value),
}

/// The value of `pos` for `targets` (the module docs' `V`), exact if it
/// exceeds `alpha` (always, with no `alpha`); else perhaps only an upper
/// bound no greater than `alpha`: the caller has no use for more. This is
/// branch and bound with the caller's threshold passed down, as in
/// alpha-beta search; the root asks with none, so its value is exact.
fn value(pos: &Position, targets: u64, alpha: Option<&Value>, memo: &mut Memo) -> Found {
    let key = pos.key();
    if let Some(v) = memo.value.get(&key) {
        return Found::Exact(v.clone());
    }
    if let (Some(u), Some(t)) = (memo.upper.get(&key), alpha) {
        if u <= t {
            return Found::AtMost(u.clone());
        }
    }
    memo.path.insert(key);
    let found = value_on_path(pos, targets, alpha, memo);
    memo.path.remove(&key);
    found
}

/// [`value`] of a position not yet known, on the chain being searched.
fn value_on_path(pos: &Position, targets: u64, alpha: Option<&Value>, memo: &mut Memo) -> Found {
    let key = pos.key();
    let mut plays = Vec::new();
    let a = direct(pos, targets, memo, &mut plays);
    let dal_dal = Throw::new(Die::Dal, Die::Dal);
    pos.legal_plays_into(dal_dal, &mut plays);
    let mut self_loop = false;
    let mut best: Option<Value> = None;
    let mut seen = FxHashSet::default();
    let mut children: Vec<Position> = Vec::new();
    for play in &plays {
        if play_captures(play, targets) {
            best = Some(Value::fifteenths(15));
            children.clear();
            break;
        } else if pos.play_unchecked(play).is_game_over() {
            if best.is_none() {
                best = Some(Value::fifteenths(0));
            }
        } else if let Some(after) = relevant_after(pos, play, targets) {
            if memo.path.contains(&after.key()) {
                // Round the loop and back (boards of 8 holes or fewer).
                best = std::cmp::max(best, Some(Value::fifteenths(0)));
            } else if seen.insert(after.key()) {
                children.push(after);
            }
        } else {
            self_loop = true;
        }
    }
    // A child (a 1+1 played) is searched only if an upper bound of its
    // value (from its own direct throws) beats what is already assured:
    // the best child so far, the self-loop (worth a / 15 as a child), and
    // what the caller needs (a child value `w` matters to it only if
    // (a + w) / 16 exceeds `alpha`). Children with the best bounds go first.
    let mut scratch = Vec::new();
    let mut ordered: Vec<(Value, Position)> = children
        .into_iter()
        .map(|c| {
            (
                bound_from_direct(direct(&c, targets, memo, &mut scratch)),
                c,
            )
        })
        .collect();
    ordered.sort_by(|x, y| y.0.cmp(&x.0));
    let loop_as_child = self_loop.then(|| Value::fifteenths(a));
    let needed = alpha.and_then(|t| t.child_threshold(a));
    // The largest upper bound of a child left unresolved because of
    // `alpha` alone (its value could still beat the best, but not matter).
    let mut open: Option<Value> = None;
    for (bound, after) in ordered {
        let own = std::cmp::max(best.as_ref(), loop_as_child.as_ref());
        let threshold = std::cmp::max(own, needed.as_ref());
        if threshold.is_some_and(|t| bound <= *t) {
            if own.is_none_or(|o| bound > *o) {
                open = std::cmp::max(open, Some(bound));
            }
            break;
        }
        match value(&after, targets, threshold, memo) {
            Found::Exact(w) => {
                if best.as_ref().is_none_or(|b| w > *b) {
                    best = Some(w);
                }
            }
            Found::AtMost(u) => {
                if own.is_none_or(|o| u > *o) {
                    open = std::cmp::max(open, Some(u));
                }
            }
        }
    }
    let via_loop = Value::fifteenths(a);
    let v = match best {
        Some(m) => {
            let direct = m.after_throw(a);
            if self_loop && via_loop > direct {
                via_loop
            } else {
                direct
            }
        }
        // No 1+1 play at all (it cannot be used), or only plays of far
        // pieces: the same chances again.
        None if self_loop || plays.is_empty() => via_loop,
        // Every 1+1 play was left open: worth at least nothing more.
        None => Value::fifteenths(0).after_throw(a),
    };
    // A child left open is worth at most (a + u) / 16 <= alpha here.
    match open.filter(|_| alpha.is_some_and(|t| v <= *t)) {
        // Every child that could beat the best was searched, or those that
        // were not stay below a value already above `alpha`: exact.
        None => {
            memo.value.insert(key, v.clone());
            Found::Exact(v)
        }
        // Some could beat the best, but not lift the value above `alpha`.
        Some(u) => {
            let upper = std::cmp::max(v, u.after_throw(a));
            let entry = memo.upper.entry(key).or_insert_with(|| upper.clone());
            if upper < *entry {
                *entry = upper.clone();
            }
            Found::AtMost(upper)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{DiceSource, Rules, SeededDice, Variants};

    fn ratio(n: u32, d: u32) -> BigRational {
        BigRational::new(BigInt::from(n), BigInt::from(d))
    }

    /// The positions of `games` games on each board size and set of
    /// variants of `boards` (`(size, bits)`: bit 0 stern-most dal, bit 1
    /// capture at both stops, bit 2 last piece loses), each move chosen by
    /// a fixed sequence from dice of `seed`.
    fn positions_of_games(seed: u64, boards: &[(u8, u8)], games: usize) -> Vec<Position> {
        let mut dice = SeededDice::new(seed);
        let mut positions = Vec::new();
        for &(size, bits) in boards {
            let variants = Variants {
                stern_most_dal: bits & 1 != 0,
                capture_both_stops: bits & 2 != 0,
                last_piece_loses: bits & 4 != 0,
            };
            let rules = Rules::new(size, variants).unwrap();
            for game in 0..games {
                let mut pos = Position::new(rules);
                let mut n: usize = game;
                while !pos.is_game_over() {
                    positions.push(pos);
                    let plays = pos.legal_plays(dice.throw());
                    n = n.wrapping_mul(7).wrapping_add(3);
                    pos = pos.play_unchecked(&plays[n % plays.len()]);
                }
            }
        }
        positions
    }

    /// `can_capture` answers as a search of the legal plays does, on
    /// positions of random games over board sizes and variants.
    #[test]
    fn can_capture_agrees_with_the_legal_plays() {
        let mut scratch = Vec::new();
        let mut checked = 0;
        for pos in positions_of_games(11, &[(6, 0), (6, 2), (8, 7), (12, 4), (16, 0), (16, 3)], 6) {
            for throw in Throw::all() {
                let plays = pos.legal_plays(throw);
                for target in pos.holes(pos.turn().other()) {
                    let expected = plays.iter().any(|p| play_captures(p, target.bit()));
                    assert_eq!(
                        pos.can_capture(throw, target, &mut scratch),
                        expected,
                        "{pos} {throw} {target}"
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// The module docs' recursion as written, with no bound and no
    /// threshold: every 1+1 play searched (a chain back to a position on
    /// `path` counts as no capture). `None` past `budget` positions.
    fn plain(
        pos: &Position,
        targets: u64,
        values: &mut FxHashMap<crate::PositionKey, BigRational>,
        memo: &mut Memo,
        path: &mut FxHashSet<crate::PositionKey>,
        budget: &mut usize,
    ) -> Option<BigRational> {
        if let Some(v) = values.get(&pos.key()) {
            return Some(v.clone());
        }
        *budget = budget.checked_sub(1)?;
        path.insert(pos.key());
        let mut plays = Vec::new();
        let a = direct(pos, targets, memo, &mut plays);
        pos.legal_plays_into(Throw::new(Die::Dal, Die::Dal), &mut plays);
        let mut self_loop = false;
        let mut best: Option<BigRational> = None;
        for play in plays.clone() {
            let w = if play_captures(&play, targets) {
                ratio(1, 1)
            } else if pos.play_unchecked(&play).is_game_over() {
                BigRational::zero()
            } else if let Some(after) = relevant_after(pos, &play, targets) {
                if path.contains(&after.key()) {
                    BigRational::zero()
                } else {
                    plain(&after, targets, values, memo, path, budget)?
                }
            } else {
                self_loop = true;
                continue;
            };
            best = std::cmp::max(best, Some(w));
        }
        let via_loop = ratio(a, 15);
        let v = match best {
            Some(m) => {
                let direct = (BigRational::from_integer(a.into()) + m) / BigInt::from(16);
                if self_loop {
                    std::cmp::max(direct, via_loop)
                } else {
                    direct
                }
            }
            None => via_loop,
        };
        path.remove(&pos.key());
        values.insert(pos.key(), v.clone());
        Some(v)
    }

    /// The branch and bound (bounds from the direct throws, the caller's
    /// threshold passed down, upper bounds remembered) gives exactly the
    /// plain recursion's values: every target of positions of random games
    /// over board sizes and variants.
    #[test]
    fn branch_and_bound_equals_the_plain_recursion() {
        // The plain recursion goes as deep as the longest chain of 1+1.
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn(branch_and_bound_equals_the_plain_recursion_on_a_big_stack)
            .unwrap()
            .join()
            .unwrap();
    }

    fn branch_and_bound_equals_the_plain_recursion_on_a_big_stack() {
        let positions = positions_of_games(
            5,
            &[(6, 0), (6, 2), (8, 7), (10, 1), (12, 4), (16, 0), (16, 3)],
            1,
        );
        let mut checked = 0;
        let mut nonzero = 0;
        let mut skipped = 0;
        for pos in &positions {
            for target in pos.holes(pos.turn().other()) {
                // (Targets the plain search cannot finish quickly are left out.)
                let Some(expected) = plain(
                    pos,
                    target.bit(),
                    &mut FxHashMap::default(),
                    &mut Memo::default(),
                    &mut FxHashSet::default(),
                    &mut 300,
                ) else {
                    skipped += 1;
                    continue;
                };
                let got = pos.capture_probability(target);
                if pos.rules().size() > 8 {
                    assert_eq!(got, expected, "{pos} {target}");
                } else {
                    // Round the loop: both within 16^-5 (module docs).
                    let gap = if got > expected {
                        &got - &expected
                    } else {
                        &expected - &got
                    };
                    assert!(gap < ratio(1, 1 << 20), "{pos} {target}: {got} {expected}");
                }
                checked += 1;
                nonzero += usize::from(!expected.is_zero());
            }
        }
        eprintln!("checked {checked}, nonzero {nonzero}, skipped {skipped}");
        assert!(checked > 1_500 && nonzero > 1_000, "{checked} {nonzero}");

        // At least one of all the enemy pieces: the plain recursion again,
        // between the largest single chance and the sum of them.
        let (mut checked, mut above_max) = (0, 0);
        for pos in &positions {
            let all = pos.bitboard(pos.turn().other());
            let Some(expected) = plain(
                pos,
                all,
                &mut FxHashMap::default(),
                &mut Memo::default(),
                &mut FxHashSet::default(),
                &mut 300,
            ) else {
                continue;
            };
            if pos.rules().size() <= 8 {
                continue;
            }
            let got = pos.capture_any_probability(all);
            assert_eq!(got, expected, "{pos}");
            let singles: Vec<BigRational> = pos
                .holes(pos.turn().other())
                .map(|t| pos.capture_probability(t))
                .collect();
            // (Each reading of "far" has its own targets, so the bounds
            // hold up to the far pieces' chances: below 16^-4.)
            let max = singles
                .iter()
                .max()
                .cloned()
                .unwrap_or_else(BigRational::zero);
            let sum: BigRational = singles.iter().sum();
            let slack = ratio(1, 1 << 16);
            assert!(
                &max - &slack <= got && got <= &sum + &slack,
                "{pos}: {max} {got} {sum}"
            );
            checked += 1;
            above_max += usize::from(got > max);
        }
        eprintln!("any: checked {checked}, above the largest single {above_max}");
        assert!(checked > 100 && above_max > 10, "{checked} {above_max}");
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
