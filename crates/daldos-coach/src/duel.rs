//! Duels between two bots: games in pairs on the same dice with the seats
//! swapped (so the luck of the dice cancels within a pair), the 95 %
//! Wilson interval of a win rate, and the check of an evaluation against
//! greedy play used after training.

use std::fmt;
use std::time::{Duration, Instant};

use daldos::{DiceSource, Rules, SeededDice, Side};
use daldos_ai::seed::mix;
use daldos_ai::{Bot, Engine, GreedyBot, LevelConfig, StandardEval, UnknownBot};

use crate::registry::bot_with;
use crate::train::first_position;

/// A game that has not ended after this many plays is abandoned (counted
/// for neither bot). No such game has been seen.
pub const MAX_PLAYS: u32 = 20_000;

/// One bot's tally in a duel.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Plays chosen.
    pub moves: u64,
    /// Time spent choosing them (wall clock).
    pub time: Duration,
}

impl Tally {
    /// Mean time per play chosen, in milliseconds (0 without plays).
    #[must_use]
    pub fn ms_per_move(&self) -> f64 {
        if self.moves == 0 {
            0.0
        } else {
            self.time.as_secs_f64() * 1000.0 / self.moves as f64
        }
    }
}

/// Why a duel could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DuelError {
    /// A bot name is unknown.
    UnknownBot(UnknownBot),
    /// The number of games is 0 or odd (games are played in pairs).
    Games(u32),
    /// A bot chose an illegal play: the message names it, the play, the
    /// position and the throw.
    IllegalPlay(String),
}

impl fmt::Display for DuelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelError::UnknownBot(e) => e.fmt(f),
            DuelError::Games(n) => write!(
                f,
                "--games {n} must be a positive even number: games are played in pairs with the same dice and the seats swapped"
            ),
            DuelError::IllegalPlay(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for DuelError {}

impl From<UnknownBot> for DuelError {
    fn from(e: UnknownBot) -> DuelError {
        DuelError::UnknownBot(e)
    }
}

/// Plays one game from the roll-off ([`first_position`]) on dice seeded
/// with `dice_seed`; `bots[0]` plays side A and `bots[1]` side B, and each
/// one's plays and time are added to its tally. Returns the winner (`None`
/// if abandoned after [`MAX_PLAYS`]) and the number of plays.
///
/// # Errors
/// [`DuelError::IllegalPlay`] if a bot chooses an illegal play.
pub fn play_game(
    rules: Rules,
    dice_seed: u64,
    bots: &mut [Box<dyn Bot>; 2],
    tallies: &mut [&mut Tally; 2],
) -> Result<(Option<Side>, u32), DuelError> {
    let mut dice = SeededDice::new(dice_seed);
    let mut pos = first_position(rules, &mut dice);
    let mut plays = 0;
    while pos.outcome().is_none() {
        if plays >= MAX_PLAYS {
            return Ok((None, plays));
        }
        let throw = dice.throw();
        let i = pos.turn().index();
        let start = Instant::now();
        let play = bots[i].choose(&pos, throw);
        tallies[i].time += start.elapsed();
        tallies[i].moves += 1;
        pos = pos.play(&play).map_err(|e| {
            DuelError::IllegalPlay(format!(
                "{} made an illegal play {play} in {pos} with {throw}: {e}",
                bots[i].name()
            ))
        })?;
        plays += 1;
    }
    Ok((pos.outcome().map(|o| o.winner), plays))
}

/// What a duel gave.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct DuelReport {
    /// The first bot's tally (wins counted wherever it sat).
    pub a: Tally,
    /// The second bot's tally.
    pub b: Tally,
    /// Games played so far.
    pub games: u32,
    /// Games abandoned after [`MAX_PLAYS`] plays.
    pub abandoned: u32,
    /// Plays in all games.
    pub plays: u64,
}

impl DuelReport {
    /// The first bot's share (0..=1) of the decided games (0 without any).
    #[must_use]
    pub fn a_rate(&self) -> f64 {
        f64::from(self.a.wins) / f64::from((self.a.wins + self.b.wins).max(1))
    }

    /// The 95 % Wilson interval of [`DuelReport::a_rate`].
    #[must_use]
    pub fn a_interval(&self) -> (f64, f64) {
        wilson(self.a.wins, self.a.wins + self.b.wins)
    }
}

/// Plays `games` games (positive, even) between the bots named `a` and
/// `b` ([`bot_with`], engines on `eval`) under `rules`. Game `g` belongs
/// to pair `g / 2`, whose dice are seeded with `mix(seed, 2 × pair)`; in
/// the pair's first game `a` is side A, in the second side B. Each game
/// gets new bots, `a` seeded with `mix(seed, 2g + 1)` and `b` with
/// `mix(seed ^ 0xB, 2g + 1)` ([`mix`]), so a duel is reproducible from its
/// seed. `progress` is called after every pair with the tally so far.
///
/// # Errors
/// [`DuelError`] for an unknown name, a number of games that is 0 or odd,
/// or an illegal play.
pub fn duel(
    rules: Rules,
    a: &str,
    b: &str,
    games: u32,
    seed: u64,
    eval: &StandardEval,
    progress: &mut dyn FnMut(&DuelReport),
) -> Result<DuelReport, DuelError> {
    if games == 0 || games % 2 == 1 {
        return Err(DuelError::Games(games));
    }
    let bot = |name: &str, seed: u64| bot_with(name, seed, eval.clone());
    // Check both names before playing.
    bot(a, 0)?;
    bot(b, 0)?;
    let mut r = DuelReport::default();
    for g in 0..games {
        let pair = u64::from(g / 2);
        let dice_seed = mix(seed, 2 * pair);
        let bot_a = bot(a, mix(seed, 2 * u64::from(g) + 1))?;
        let bot_b = bot(b, mix(seed ^ 0xB, 2 * u64::from(g) + 1))?;
        let (winner, plays) = if g % 2 == 1 {
            let mut bots = [bot_b, bot_a];
            let (w, p) = play_game(rules, dice_seed, &mut bots, &mut [&mut r.b, &mut r.a])?;
            (w.map(Side::other), p)
        } else {
            let mut bots = [bot_a, bot_b];
            play_game(rules, dice_seed, &mut bots, &mut [&mut r.a, &mut r.b])?
        };
        r.games += 1;
        r.plays += u64::from(plays);
        match winner {
            Some(Side::A) => r.a.wins += 1,
            Some(Side::B) => r.b.wins += 1,
            None => r.abandoned += 1,
        }
        if g % 2 == 1 {
            progress(&r);
        }
    }
    Ok(r)
}

/// The 95 % Wilson score interval (Wilson 1927) of `wins` out of `n`
/// games, as shares (0..=1); `(0, 1)` for `n = 0`.
#[must_use]
pub fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (w, n) = (f64::from(wins), f64::from(n));
    let z = 1.96;
    let p = w / n;
    let den = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / den;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / den;
    (centre - half, centre + half)
}

/// The engine one play deep without random plays (`d1b0`) on `eval`,
/// against greedy: `games` games in pairs under `rules`, dice of pair `p`
/// seeded with `mix(seed, 2p)`. Returns the engine's wins.
///
/// # Errors
/// [`DuelError::IllegalPlay`] if a bot chooses an illegal play.
pub fn check_against_greedy(
    rules: Rules,
    eval: &StandardEval,
    games: u32,
    seed: u64,
) -> Result<u32, DuelError> {
    let config = LevelConfig {
        depth: 1,
        leaf_budget: u64::MAX,
        blunder: 0.0,
        network: true,
        deepen: false,
    };
    let mut wins = 0;
    let (mut t0, mut t1) = (Tally::default(), Tally::default());
    for g in 0..games {
        let dice_seed = mix(seed, 2 * u64::from(g / 2));
        let engine: Box<dyn Bot> = Box::new(Engine::custom(config, eval.clone(), 0));
        let greedy: Box<dyn Bot> = Box::new(GreedyBot);
        let (winner, _) = if g % 2 == 0 {
            play_game(
                rules,
                dice_seed,
                &mut [engine, greedy],
                &mut [&mut t0, &mut t1],
            )?
        } else {
            let (w, p) = play_game(
                rules,
                dice_seed,
                &mut [greedy, engine],
                &mut [&mut t1, &mut t0],
            )?;
            (w.map(Side::other), p)
        };
        if winner == Some(Side::A) {
            wins += 1;
        }
    }
    Ok(wins)
}

/// The note on a training run's check against greedy: `wins` of `games`
/// with its interval, e.g. `; one play deep (d1b0) vs greedy 1338/2000 =
/// 66.9 % (95 % CI 64.8 – 68.9 %)`.
#[must_use]
pub fn check_note(wins: u32, games: u32) -> String {
    let (lo, hi) = wilson(wins, games);
    format!(
        "; one play deep (d1b0) vs greedy {wins}/{games} = {:.1} % (95 % CI {:.1} – {:.1} %)",
        100.0 * f64::from(wins) / f64::from(games.max(1)),
        100.0 * lo,
        100.0 * hi
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_of_known_counts() {
        // 1338 of 2000 (weights.rs's check): 64.8 – 68.9 %.
        let (lo, hi) = wilson(1338, 2000);
        assert_eq!(
            (format!("{:.1}", 100.0 * lo), format!("{:.1}", 100.0 * hi)),
            ("64.8".into(), "68.9".into())
        );
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        let (lo, hi) = wilson(5, 10);
        assert!((lo + hi - 1.0).abs() < 1e-12);
        assert!((lo - 0.2366).abs() < 1e-4, "{lo}");
    }

    #[test]
    fn check_note_matches_the_weights_header() {
        assert_eq!(
            check_note(1233, 2000),
            "; one play deep (d1b0) vs greedy 1233/2000 = 61.6 % (95 % CI 59.5 – 63.8 %)"
        );
    }
}
