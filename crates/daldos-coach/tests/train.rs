//! The generated weights file and the training's roll-off.

use daldos::{Game, Rules, SeededDice};
use daldos_ai::Weights;
use daldos_coach::train::{first_position, weights_source};

/// `daldos train` writes `crates/daldos-ai/src/weights.rs`: the bundled
/// weights, written out again with their header, give the file byte for
/// byte (so the generator and the file's shape agree).
#[test]
fn the_weights_file_is_what_the_generator_writes() {
    let file = include_str!("../../daldos-ai/src/weights.rs");
    let header: Vec<&str> = file.lines().take_while(|l| l.starts_with("//!")).collect();
    let command = header[2]
        .strip_prefix("//! Command: `")
        .and_then(|c| c.strip_suffix('`'))
        .unwrap();
    let notes: Vec<String> = header[3..]
        .iter()
        .map(|l| l.strip_prefix("//! ").unwrap().to_string())
        .collect();
    assert_eq!(notes.len(), 2);
    assert_eq!(weights_source(&Weights::trained(), command, &notes), file);
}

/// Self-play games start as the rules say (docs/rules.md: the higher sum
/// starts, equal sums throw again): as `daldos::Game::roll_off` on the
/// same dice.
#[test]
fn self_play_starts_with_the_rules_roll_off() {
    let mut starters = [0; 2];
    for seed in 0..200 {
        let pos = first_position(Rules::NORWEGIAN, &mut SeededDice::new(seed));
        let mut game = Game::new(Rules::NORWEGIAN);
        let starter = game.roll_off(&mut SeededDice::new(seed)).unwrap();
        assert_eq!(pos.turn(), starter, "seed {seed}");
        assert_eq!(pos, game.position().clone(), "seed {seed}");
        starters[starter.index()] += 1;
    }
    // Both sides start some games.
    assert!(starters[0] > 60 && starters[1] > 60, "{starters:?}");
}
