//! Playout speed in the browser, for `scripts/bench-playouts.mjs`: complete
//! random games played by the wasm build, timed by the caller (the page's
//! `performance.now()`), beside the native `random_game` benchmark of
//! `crates/daldos/benches/rules.rs` (docs/benchmarks.md, section Rules).
//!
//! Sizes are holes per outer row (6..=16; others give 0 games), counts are
//! plain numbers, seeds are `u32` so that JavaScript passes them as
//! numbers, not `BigInt`s.

use daldos::{DiceSource, Play, Playout, Position, Rules, SeededDice, Variants};
use wasm_bindgen::prelude::*;

/// The standard rules on a board of `size`, if there is such a board.
fn rules(size: u8) -> Option<Rules> {
    Rules::new(size, Variants::STANDARD).ok()
}

/// Plays `games` complete random games from the start on a board of
/// `size` (standard rules) with [`Playout`] seeded with `seed`: each
/// throw's position chosen uniformly among the distinct positions it leads
/// to, as `random_game/N16` natively. Returns the games played (`games`,
/// or 0 for a board size that does not exist).
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(size: u8, games: u32, seed: u32) -> u32 {
    let Some(rules) = rules(size) else {
        return 0;
    };
    let start = Position::new(rules);
    let mut playout = Playout::new(u64::from(seed));
    for _ in 0..games {
        playout.play_out(&start);
    }
    games
}

/// The throws of the games [`bench_playouts`] plays with the same
/// arguments, in total (the same as natively: the playout's generator is
/// portable); 0 for a board size that does not exist.
#[wasm_bindgen(js_name = playoutThrows)]
pub fn playout_throws(size: u8, games: u32, seed: u32) -> f64 {
    let Some(rules) = rules(size) else {
        return 0.0;
    };
    let start = Position::new(rules);
    let mut playout = Playout::new(u64::from(seed));
    (0..games)
        .map(|_| f64::from(playout.play_out(&start).throws))
        .sum()
}

/// Plays `games` complete random games the way the engine did before
/// [`Playout`] (the loop `examples/random_games.rs` had): each throw's play
/// chosen among all listed plays ([`Position::legal_plays_into`], each
/// ordering of two moves counted separately, as
/// `random_game_listed_plays/N16` natively), dice from [`SeededDice`]
/// (ChaCha) and choices from a 64-bit LCG. For comparison only. Returns
/// the games played (`games`, or 0 for a board size that does not exist).
#[wasm_bindgen(js_name = benchListedPlays)]
pub fn bench_listed_plays(size: u8, games: u32, seed: u32) -> u32 {
    let Some(rules) = rules(size) else {
        return 0;
    };
    let mut dice = SeededDice::new(u64::from(seed));
    let mut plays: Vec<Play> = Vec::new();
    let mut pick = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..games {
        let mut pos = Position::new(rules);
        while !pos.is_game_over() {
            pos.legal_plays_into(dice.throw(), &mut plays);
            pick = pick
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            pos = pos.play_unchecked(&plays[(pick >> 33) as usize % plays.len()]);
        }
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_played_and_counted() {
        assert_eq!(bench_playouts(16, 3, 7), 3);
        assert_eq!(bench_listed_plays(12, 3, 7), 3);
        assert_eq!(bench_playouts(5, 3, 7), 0);
        assert_eq!(playout_throws(17, 3, 7), 0.0);
    }

    #[test]
    fn throws_are_those_of_the_native_playout() {
        let start = Position::new(Rules::DANISH);
        let mut playout = Playout::new(7);
        let native: u32 = (0..20).map(|_| playout.play_out(&start).throws).sum();
        assert_eq!(playout_throws(16, 20, 7), f64::from(native));
        // Random games on the Danish board last about 200 throws.
        assert!((20.0 * 150.0..20.0 * 260.0).contains(&playout_throws(16, 20, 7)));
    }
}
