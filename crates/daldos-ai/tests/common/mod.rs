//! Helpers shared by the search, deepening and rollout tests (each uses
//! some of them).
#![allow(dead_code)]

use daldos::{DiceSource, Position, Rules, SeededDice, Setup, Variants};
use daldos_ai::{Bot, Evaluator, RandomBot};

/// Every position not over is worth `0.3` to the side to throw.
pub struct Fake;

impl Evaluator for Fake {
    fn win_chance(&self, _pos: &Position) -> f64 {
        0.3
    }
}

/// The position in notation, standard rules.
pub fn pos(text: &str) -> Position {
    let setup: Setup = text.parse().unwrap();
    Position::from_setup(&setup, Variants::STANDARD).unwrap()
}

/// The position after `plays` random plays from the start on a board of
/// `size` (standard rules), stopping before the game's end; seeded.
pub fn random_position(seed: u64, size: u8, plays: u32) -> Position {
    let rules = Rules::new(size, Variants::STANDARD).unwrap();
    let mut p = Position::new(rules);
    let mut dice = SeededDice::new(seed);
    let mut bot = RandomBot::new(seed);
    for _ in 0..plays {
        let t = dice.throw();
        let next = p.play_unchecked(&bot.choose(&p, t));
        if next.is_game_over() {
            break;
        }
        p = next;
    }
    p
}

/// A whole N = 12 game (standard rules) from dice of `seed`, from the
/// roll-off on: A's plays chosen by `a`, B's at random (seeded).
pub fn game_against_random(
    seed: u64,
    mut a: impl FnMut(&Position, daldos::Throw) -> daldos::Play,
) -> daldos::Game {
    use daldos::{Game, Side};
    let mut game = Game::new(Rules::NORWEGIAN);
    let mut dice = SeededDice::new(seed);
    let mut b = RandomBot::new(seed);
    game.roll_off(&mut dice).unwrap();
    while game.outcome().is_none() {
        let pos = *game.position();
        game.throw(&mut dice).unwrap();
        if let Some((throw, _)) = game.current_throw() {
            let play = match pos.turn() {
                Side::A => a(&pos, throw),
                Side::B => b.choose(&pos, throw),
            };
            game.make_play(&play).unwrap();
        }
    }
    game
}

/// [`game_against_random`] with A playing the best play of level 2's
/// review (one play deep, no deliberate mistakes).
pub fn seeded_game(seed: u64) -> daldos::Game {
    let engine = daldos_ai::Engine::new(daldos_ai::Level::new(2).unwrap(), seed);
    game_against_random(seed, |pos, throw| {
        let any = pos.legal_plays(throw)[0];
        engine.review_play(pos, &any).unwrap().best
    })
}
