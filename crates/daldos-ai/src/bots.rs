//! The [`Bot`] trait and the basic players: [`RandomBot`] and
//! [`GreedyBot`]. The searching engine is in [`crate::levels`], the bot
//! names in [`crate::names`].

use daldos::{Move, Play, Position, Throw};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::features::threats;
use crate::search::distinct_children_from;

/// A computer player: picks a play for a throw. Deterministic for the seed
/// it was made with and the sequence of calls.
pub trait Bot {
    /// The bot's name as accepted by [`crate::bot`] (`random`, `greedy`,
    /// `level1` … `level5`) or by a registry of more bots.
    fn name(&self) -> String;

    /// A legal play of `throw` for the side to throw in `pos` (the lost
    /// play if the game is over).
    fn choose(&mut self, pos: &Position, throw: Throw) -> Play;

    /// A legal play of `throw` in `pos` that begins with the moves `taken`
    /// (made already, in order: a throw partly used, as in a game saved
    /// between the two moves of a throw and resumed). With an empty `taken`
    /// this is [`Bot::choose`]. `taken` must begin some legal play (as the
    /// moves a `daldos::Game` accepted do); otherwise the result is a legal
    /// play that does not begin with it (or the lost play).
    ///
    /// The default keeps [`Bot::choose`]'s play when it begins with `taken`,
    /// else takes the first legal play that does; the searching bots
    /// override it to choose among those plays only.
    fn choose_from(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Play {
        let play = self.choose(pos, throw);
        if play.starts_with(taken) {
            return play;
        }
        pos.legal_plays(throw)
            .into_iter()
            .find(|p| p.starts_with(taken))
            .unwrap_or(play)
    }
}

/// The distinct plays of `throw` in `pos` that begin with `taken` (all of
/// them with an empty `taken`), one per resulting position, with that
/// position ([`distinct_children_from`] into a new list).
#[must_use]
pub fn children_from(pos: &Position, throw: Throw, taken: &[Move]) -> Vec<(Play, Position)> {
    let mut out = Vec::new();
    distinct_children_from(pos, throw, taken, &mut Vec::new(), &mut out);
    out
}

/// Plays a uniformly random play among those leading to distinct positions.
#[derive(Debug)]
pub struct RandomBot {
    rng: StdRng,
}

impl RandomBot {
    /// A random player drawing from a generator seeded with `seed`.
    #[must_use]
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, pos: &Position, throw: Throw) -> Play {
        self.choose_from(pos, throw, &[])
    }

    fn choose_from(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Play {
        let kids = children_from(pos, throw, taken);
        if kids.is_empty() {
            return Play::lost(throw);
        }
        kids[self.rng.random_range(0..kids.len())].0
    }
}

/// Captures the most pieces it can; failing that, dals a piece if it can;
/// otherwise (and to break ties) leaves the fewest of its pieces exposed to
/// a capture by the next enemy throw (see [`crate::features::threats`]).
/// Deterministic: the first of equal plays in generation order.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot for GreedyBot {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, pos: &Position, throw: Throw) -> Play {
        self.choose_from(pos, throw, &[])
    }

    fn choose_from(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Play {
        let side = pos.turn();
        let mut best: Option<((usize, bool, i64), Play)> = None;
        for (play, after) in children_from(pos, throw, taken) {
            let exposed = threats(&after, side.other()).exposed;
            let key = (
                play.captures(),
                play.moves().any(|m| m.dal),
                -i64::from(exposed),
            );
            if best.as_ref().is_none_or(|(k, _)| key > *k) {
                best = Some((key, play));
            }
        }
        best.map_or(Play::lost(throw), |(_, p)| p)
    }
}
