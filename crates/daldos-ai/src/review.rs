//! The engine's review of a game: for every throw, the play made against
//! the best play the engine finds, each valued as the win chance of the side
//! that threw, and the difference (the *loss*).
//!
//! Both plays are valued by the same search, at the same depth: the depth
//! the engine's level plays at (docs/ai.md, "Levels"), or one play less when
//! the search of the best play would pass the level's leaf budget. The
//! search is exact (expectiminimax with exact pruning, [`crate::Search`]),
//! so the play made is never valued above the best play and the loss is
//! never negative. A review needs no clock and no seed: the same record
//! gives the same values on every machine, natively and in WebAssembly.

use std::ops::Range;

use daldos::{Game, Play, Position, Side};

use crate::eval::Evaluator;
use crate::levels::Engine;
use crate::search::Search;

/// The engine's judgement of one play: the play made, the best play found
/// for the same throw, and both values for the side that threw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayReview {
    /// The side that threw.
    pub side: Side,
    /// The play made (its `throw` is the throw).
    pub play: Play,
    /// The best play the engine finds for that throw (the play made when it
    /// leads to the same position).
    pub best: Play,
    /// The thrower's win chance (0..=1) after the best play.
    pub best_value: f64,
    /// The thrower's win chance (0..=1) after the play made.
    pub value: f64,
    /// Plays searched, counting the play itself.
    pub depth: u32,
}

impl PlayReview {
    /// What the play made cost the thrower against the best play: the drop
    /// in win chance, `0..=1` (0 for the best play or one as good).
    #[must_use]
    pub fn loss(&self) -> f64 {
        (self.best_value - self.value).max(0.0)
    }

    /// Light's (A's) win chance after the play made.
    #[must_use]
    pub fn value_for_a(&self) -> f64 {
        for_a(self.side, self.value)
    }

    /// Light's (A's) win chance after the best play.
    #[must_use]
    pub fn best_value_for_a(&self) -> f64 {
        for_a(self.side, self.best_value)
    }
}

fn for_a(side: Side, value: f64) -> f64 {
    match side {
        Side::A => value,
        Side::B => 1.0 - value,
    }
}

/// One throw of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct ThrowReview {
    /// The throw's place in the game's record, from 0.
    pub index: usize,
    /// The position before the throw.
    pub position: Position,
    /// The play made and the best play.
    pub review: PlayReview,
}

/// The review of `play`, a legal play in `pos`, by a search on `eval`
/// `depth` plays deep (at least 1), or one play less if the search of the
/// best play would visit more than `leaf_budget` leaves. `None` if the game
/// is over in `pos`.
#[must_use]
pub fn review_play(
    eval: &dyn Evaluator,
    pos: &Position,
    play: &Play,
    depth: u32,
    leaf_budget: u64,
) -> Option<PlayReview> {
    let mut search = Search::new(eval);
    let depth = depth.max(1);
    let (best, best_value, depth) =
        match search.best_play_within(pos, play.throw, depth, leaf_budget) {
            Some((p, v)) => (p, v, depth),
            None => {
                let d = (depth - 1).max(1);
                let (p, v) = search.best_play(pos, play.throw, d)?;
                (p, v, d)
            }
        };
    let same = pos.play_unchecked(play).key() == pos.play_unchecked(&best).key();
    let (best, value) = if same {
        (*play, best_value)
    } else {
        (best, search.play_value(pos, play, depth).min(best_value))
    };
    Some(PlayReview {
        side: pos.turn(),
        play: *play,
        best,
        best_value,
        value,
        depth,
    })
}

impl Engine {
    /// The engine's review of `play`, a legal play in `pos` ([`review_play`]
    /// with its level's evaluation, depth and leaf budget on `pos`'s board,
    /// at full strength: no deliberate mistakes, no time limit). `None` if
    /// the game is over in `pos`.
    #[must_use]
    pub fn review_play(&self, pos: &Position, play: &Play) -> Option<PlayReview> {
        let cfg = self.config(pos.size());
        let linear = self.eval.linear;
        let eval: &dyn Evaluator = if cfg.network { &self.eval } else { &linear };
        review_play(eval, pos, play, cfg.depth, cfg.leaf_budget)
    }
}

/// The engine's review of the throws `throws` of `game`'s record (indices
/// from 0; the part of the range past the record is ignored), in order.
/// Lost throws are reviewed too (the only play is the lost one: no loss).
#[must_use]
pub fn review_game(engine: &Engine, game: &Game, throws: Range<usize>) -> Vec<ThrowReview> {
    let record = game.record();
    let end = throws.end.min(record.len());
    let mut pos = *game.start();
    let mut out = Vec::new();
    for (index, turn) in record.iter().enumerate().take(end) {
        if index >= throws.start {
            if let Some(review) = engine.review_play(&pos, &turn.play) {
                out.push(ThrowReview {
                    index,
                    position: pos,
                    review,
                });
            }
        }
        pos = pos.play_unchecked(&turn.play);
    }
    out
}

/// The accuracy of one play, in percent (`0..=100`), from its loss (`0..=1`,
/// [`PlayReview::loss`]): lichess's move accuracy
/// (<https://lichess.org/page/accuracy>),
/// `103.1668 · exp(−0.04354 · L) − 3.1669` with `L` the loss in percentage
/// points, clamped to `0..=100`. A loss of 0 gives 99.9999, 10 points
/// 63.59, 50 points 8.53. A loss outside `0..=1` (or not a number) is
/// clamped to it first.
#[must_use]
pub fn play_accuracy(loss: f64) -> f64 {
    let points = if loss.is_nan() {
        0.0
    } else {
        100.0 * loss.clamp(0.0, 1.0)
    };
    (103.1668 * (-0.04354 * points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// A side's accuracy over its plays.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Accuracy {
    /// The mean of [`play_accuracy`] over the plays counted, `0..=100`.
    pub percent: f64,
    /// The plays counted (throws with a choice).
    pub plays: usize,
}

/// The accuracy of a side's plays from their losses (`0..=1` each): the
/// plain mean of [`play_accuracy`]; `None` with no plays. (lichess's game
/// accuracy combines its move accuracies otherwise, with a
/// volatility-weighted and a harmonic mean; docs/ai.md, "Accuracy".)
#[must_use]
pub fn accuracy(losses: impl IntoIterator<Item = f64>) -> Option<Accuracy> {
    let (sum, plays) = losses
        .into_iter()
        .fold((0.0, 0usize), |(s, n), l| (s + play_accuracy(l), n + 1));
    (plays > 0).then(|| Accuracy {
        percent: sum / plays as f64,
        plays,
    })
}

/// Each side's accuracy in a game.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GameAccuracy {
    /// Light's (A's); `None` if A never had a choice.
    pub a: Option<Accuracy>,
    /// Dark's (B's); `None` if B never had a choice.
    pub b: Option<Accuracy>,
}

/// Each side's [`accuracy`] over the reviewed throws `reviews` where the
/// thrower had a choice (more than one distinct position after the throw):
/// a forced play or a lost throw is no test of skill and is left out.
#[must_use]
pub fn game_accuracy(reviews: &[ThrowReview]) -> GameAccuracy {
    let of = |side: Side| {
        accuracy(
            reviews
                .iter()
                .filter(|t| t.review.side == side)
                .filter(|t| t.position.distinct_plays(t.review.play.throw).len() > 1)
                .map(|t| t.review.loss()),
        )
    };
    GameAccuracy {
        a: of(Side::A),
        b: of(Side::B),
    }
}
