//! The engine's review of plays and games: values worked out by hand, and
//! the review's promises (never a negative loss, the engine's own play
//! costs nothing, the same values every time) on whole seeded games.

use daldos::{Game, Side, Throw};
use daldos_ai::{review_game, review_play, Bot, Engine, Level};

mod common;
use common::{pos, Fake};

#[test]
fn a_missed_capture_costs_what_the_search_says() {
    // N = 6: A's one piece on M5, three holes behind B's one piece on M2.
    // With 3+4, M5xM2 captures B's last piece and wins (1); M5-M1-B2 leaves
    // B to throw, worth 0.3 to B one play deep with the fake evaluation,
    // so 0.7 to A: a loss of 0.3.
    let p = pos("6/2B2A1/6 a");
    let throw: Throw = "3+4".parse().unwrap();
    let plays = p.legal_plays(throw);
    let miss = plays.iter().find(|pl| pl.captures() == 0).unwrap();
    let r = review_play(&Fake, &p, miss, 1, u64::MAX).unwrap();
    assert_eq!(r.side, Side::A);
    assert_eq!(r.best.captures(), 1);
    assert_eq!(r.best_value, 1.0);
    assert!((r.value - 0.7).abs() < 1e-12, "{}", r.value);
    assert!((r.loss() - 0.3).abs() < 1e-12);
    assert_eq!(r.value_for_a(), r.value);
    assert_eq!(r.depth, 1);

    // The capture itself is the best play: no loss.
    let hit = plays.iter().find(|pl| pl.captures() == 1).unwrap();
    let r = review_play(&Fake, &p, hit, 1, u64::MAX).unwrap();
    assert_eq!((r.best, r.value, r.loss()), (*hit, 1.0, 0.0));
}

#[test]
fn from_b_s_side_the_values_turn_round_for_light() {
    let p = pos("6/2A2B1/6 b");
    let throw: Throw = "3+4".parse().unwrap();
    let miss = p
        .legal_plays(throw)
        .into_iter()
        .find(|pl| pl.captures() == 0)
        .unwrap();
    let r = review_play(&Fake, &p, &miss, 1, u64::MAX).unwrap();
    assert_eq!(r.side, Side::B);
    assert!((r.value_for_a() - 0.3).abs() < 1e-12);
    assert_eq!(r.best_value_for_a(), 0.0);
}

#[test]
fn a_lost_throw_costs_nothing() {
    // B has no dalled piece and throws no die of 1: the throw is lost.
    let p = pos("6/2A4/bbbbbb b");
    let throw: Throw = "2+3".parse().unwrap();
    let plays = p.legal_plays(throw);
    assert!(plays.iter().all(|pl| pl.is_empty()));
    let r = review_play(&Fake, &p, &plays[0], 2, u64::MAX).unwrap();
    assert_eq!(r.loss(), 0.0);
    assert!(r.best.is_empty());
}

/// A whole N = 12 game: A plays level 5, B plays at random; seeded.
fn level5_against_random(seed: u64) -> Game {
    let mut a = Engine::new(Level::MAX, seed);
    common::game_against_random(seed, |pos, throw| a.choose(pos, throw))
}

#[test]
fn a_whole_game_reviewed() {
    let game = level5_against_random(4);
    let n = game.record().len();
    let engine = Engine::new(Level::MAX, 0);
    let reviews = review_game(&engine, &game, 0..n);
    assert_eq!(reviews.len(), n);
    let mut pos = *game.start();
    let mut random_losses = 0;
    for (i, t) in reviews.iter().enumerate() {
        assert_eq!(t.index, i);
        assert_eq!(t.position, pos);
        let r = &t.review;
        assert_eq!(r.play, game.record()[i].play);
        assert_eq!(r.side, game.record()[i].side);
        assert!((0.0..=1.0).contains(&r.value) && r.value <= r.best_value);
        // Level 5 plays the review's best play (same search, no mistakes).
        if r.side == Side::A {
            assert_eq!(r.loss(), 0.0, "throw {i}: {}", r.play);
        } else if r.loss() > 0.05 {
            random_losses += 1;
        }
        pos = pos.play_unchecked(&r.play);
    }
    assert!(random_losses >= 3, "random play blunders: {random_losses}");
    // The last play ends the game: its value is 1 to the winner.
    let last = &reviews[n - 1].review;
    assert_eq!(last.value, 1.0);
    assert_eq!(game.outcome().unwrap().winner, last.side);

    // A part of the record: the same reviews; the same values every time.
    assert_eq!(review_game(&engine, &game, 3..7), reviews[3..7].to_vec());
    assert_eq!(
        review_game(&engine, &game, n - 2..n + 10),
        reviews[n - 2..].to_vec()
    );
}
