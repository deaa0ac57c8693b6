//! A research probe, not a level: the best response to [`GreedyBot`].
//!
//! [`CounterGreedy`] knows the greedy player's rule, so at the greedy
//! player's turns its search does not assume the reply worst for itself
//! (as [`daldos_ai::Search`] does) but the one greedy will actually play. The
//! game against greedy is then a one-player game against the dice, and an
//! expectimax over that game `depth` plays deep, on the trained
//! [`StandardEval`], is the best any player with that evaluation and
//! horizon can do against greedy. Its win rate shows how much room against
//! greedy there is above the engine's (docs/ai.md, "How far above greedy").

use daldos::{Play, Position, Side, Throw};

use daldos_ai::eval::side_value;
use daldos_ai::{children_from, Bot, GreedyBot, StandardEval};

/// Searches `depth` plays deep (1..=4), greedy's plays predicted exactly.
#[derive(Clone, Debug)]
pub struct CounterGreedy {
    depth: u32,
    eval: StandardEval,
}

impl CounterGreedy {
    /// The probe searching `depth` plays (clamped to 1..=4) on `eval`.
    #[must_use]
    pub fn new(depth: u32, eval: StandardEval) -> CounterGreedy {
        CounterGreedy {
            depth: depth.clamp(1, 4),
            eval,
        }
    }

    /// `me`'s win chance in `pos` before its throw, `depth` plays deep.
    fn value(&self, pos: &Position, me: Side, depth: u32) -> f64 {
        if depth == 0 || pos.is_game_over() {
            return side_value(&self.eval, pos, me);
        }
        Throw::DISTINCT
            .iter()
            .map(|&(throw, w)| {
                let v = if pos.turn() == me {
                    self.best(pos, throw, me, depth).1
                } else {
                    let play = GreedyBot.choose(pos, throw);
                    self.value(&pos.play_unchecked(&play), me, depth - 1)
                };
                f64::from(w) / 16.0 * v
            })
            .sum()
    }

    /// `me`'s best play of `throw` and its value.
    fn best(&self, pos: &Position, throw: Throw, me: Side, depth: u32) -> (Play, f64) {
        let lost = Play::lost(throw);
        children_from(pos, throw, &[])
            .iter()
            .map(|(play, after)| (*play, self.value(after, me, depth - 1)))
            .fold(None, |best: Option<(Play, f64)>, x| match best {
                Some(b) if b.1 >= x.1 => Some(b),
                _ => Some(x),
            })
            .unwrap_or_else(|| (lost, self.value(&pos.play_unchecked(&lost), me, depth - 1)))
    }
}

impl Bot for CounterGreedy {
    fn name(&self) -> String {
        format!("counter{}", self.depth)
    }

    fn choose(&mut self, pos: &Position, throw: Throw) -> Play {
        if pos.outcome().is_some() {
            return Play::lost(throw);
        }
        self.best(pos, throw, pos.turn(), self.depth).0
    }
}
