//! Random playouts: games played to the end with a uniformly random play
//! each throw, as fast as the rules allow, for Monte Carlo players, odds
//! and analysis.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

use crate::board::Side;
use crate::dice::{Die, Throw};
use crate::position::Position;

/// A random player for both sides, with its own seeded dice: each throw
/// it throws both dice and moves to one of the distinct positions the
/// throw leads to ([`Position::distinct_positions_into`]), each with the
/// same chance. That is the same choice as picking uniformly among the
/// plays of [`Position::distinct_plays`], the random bot of the engine.
///
/// Fast and without allocation: the positions are generated straight from
/// the bitboards into one buffer, reserved at creation with room for the
/// most a throw can give ([`Position::MAX_DISTINCT_POSITIONS`]), and the
/// dice and choices come from rand's `Xoshiro256PlusPlus` (the small
/// generator `SmallRng` uses on 64-bit targets, named here so that a seed
/// gives the same games natively and in WebAssembly). One 64-bit draw
/// gives both dice (4 bits) and the choice (32 bits, Lemire's method,
/// drawing again in the rare case needed to stay exactly uniform). These
/// dice are for playouts only: real games keep their own
/// ([`crate::SeededDice`], or `SystemDice` with the feature `sys-rng`).
///
/// ```
/// use daldos::{Playout, Position, Rules};
/// let mut playout = Playout::new(7);
/// let end = playout.play_out(&Position::new(Rules::DANISH));
/// assert!(end.position.is_game_over());
/// assert_eq!(end.position.outcome().map(|o| o.winner), Some(end.winner));
/// // The same seed plays the same game.
/// assert_eq!(Playout::new(7).play_out(&Position::new(Rules::DANISH)), end);
/// ```
#[derive(Clone, Debug)]
pub struct Playout {
    rng: Xoshiro256PlusPlus,
    next: Vec<Position>,
}

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutEnd {
    /// The final position (the game is over in it).
    pub position: Position,
    /// The side that won.
    pub winner: Side,
    /// Throws made from the start position, extra throws after 1+1 and
    /// lost throws included.
    pub throws: u32,
}

impl Playout {
    /// A random player whose dice and choices are fixed by `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Playout {
        Playout {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            next: Vec::with_capacity(Position::MAX_DISTINCT_POSITIONS),
        }
    }

    /// Throws the playout's dice: each of the 16 ordered throws with
    /// chance 1/16.
    pub fn throw(&mut self) -> Throw {
        throw_of(self.rng.next_u32())
    }

    /// Throws the dice for the side to move in `pos` and plays a uniformly
    /// random one of the distinct positions the throw leads to; `None` if
    /// the game is over in `pos`.
    pub fn random_play(&mut self, pos: &Position) -> Option<Position> {
        let bits = self.rng.next_u64();
        pos.distinct_positions_into(throw_of(bits as u32), &mut self.next);
        match self.next.len() {
            0 => None,
            1 => Some(self.next[0]),
            n => {
                let i = self.below(n as u32, (bits >> 32) as u32);
                Some(self.next[i])
            }
        }
    }

    /// Plays random plays from `start` until the game is over (every
    /// game ends with probability 1; random games on the Danish board last
    /// about 195 throws). From a finished position, returns it with 0
    /// throws.
    pub fn play_out(&mut self, start: &Position) -> PlayoutEnd {
        let mut pos = *start;
        let mut throws = 0;
        loop {
            if let Some(outcome) = pos.outcome() {
                return PlayoutEnd {
                    position: pos,
                    winner: outcome.winner,
                    throws,
                };
            }
            // Some position always follows while the game is on.
            if let Some(after) = self.random_play(&pos) {
                pos = after;
                throws += 1;
            }
        }
    }

    /// A uniform index below `n` (`n >= 1`) from the 32 random bits `r`
    /// (D. Lemire, "Fast random integer generation in an interval", 2019:
    /// exact, as the few low products that would favour some indices are
    /// drawn again).
    fn below(&mut self, n: u32, r: u32) -> usize {
        let mut m = u64::from(r) * u64::from(n);
        if (m as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (m as u32) < threshold {
                m = u64::from(self.rng.next_u32()) * u64::from(n);
            }
        }
        (m >> 32) as usize
    }
}

/// The throw given by the low 4 bits of `bits`, two bits per die.
fn throw_of(bits: u32) -> Throw {
    Throw::new(
        Die::ALL[(bits & 3) as usize],
        Die::ALL[((bits >> 2) & 3) as usize],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;

    #[test]
    fn every_throw_comes_up_about_equally_often() {
        let mut playout = Playout::new(1);
        let mut counts = [0u32; 16];
        for _ in 0..16_000 {
            let t = playout.throw();
            counts[(t.0.value() - 1) as usize * 4 + (t.1.value() - 1) as usize] += 1;
        }
        // 1,000 expected each; a binomial standard deviation is about 31.
        assert!(
            counts.iter().all(|&c| (850..=1150).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn choices_are_uniform_below_any_bound() {
        let mut playout = Playout::new(2);
        for n in [1u32, 2, 3, 7, 100] {
            let mut counts = vec![0u32; n as usize];
            for _ in 0..1000 * n {
                let r = playout.rng.next_u32();
                counts[playout.below(n, r)] += 1;
            }
            assert!(
                counts.iter().all(|&c| (850..=1150).contains(&c)),
                "{n}: {counts:?}"
            );
        }
        // The highest draw gives the highest index, never the bound.
        assert_eq!(playout.below(3, u32::MAX), 2);
    }

    #[test]
    fn a_finished_game_stays_finished() {
        let mut playout = Playout::new(3);
        let end = playout.play_out(&Position::new(Rules::NORWEGIAN));
        assert!(end.throws > 0);
        assert_eq!(playout.random_play(&end.position), None);
        let again = playout.play_out(&end.position);
        assert_eq!(
            (again.position, again.winner, again.throws),
            (end.position, end.winner, 0)
        );
    }
}
