//! `Game::after_throws`: a game as it stood after its first throws, for the
//! replay viewer and "play on from here".

use daldos::{Game, Phase, Rules, SeededDice, Throw};

/// A whole game of first legal moves on seeded dice.
fn seeded_game(rules: Rules, seed: u64) -> Game {
    let mut game = Game::new(rules);
    let mut dice = SeededDice::new(seed);
    game.roll_off(&mut dice).unwrap();
    while game.outcome().is_none() {
        game.throw(&mut dice).unwrap();
        while let Some(m) = game.legal_next_moves().first().copied() {
            game.make_move(m).unwrap();
        }
    }
    game
}

#[test]
fn every_prefix_is_the_game_replayed_to_that_throw() {
    let game = seeded_game(Rules::NORWEGIAN, 3);
    let n = game.record().len();
    assert!(n > 20, "a whole game has many throws ({n})");
    for k in [0, 1, 2, n / 2, n - 1] {
        let prefix = game.after_throws(k);
        assert_eq!(prefix.record(), &game.record()[..k]);
        assert_eq!(prefix.roll_off_rounds(), game.roll_off_rounds());
        assert_eq!(prefix.start(), game.start());
        assert_eq!(prefix.phase(), &Phase::AwaitingThrow, "after {k} throws");
        // Its record text replays to the same game.
        assert_eq!(Game::from_record(&prefix.to_record()).unwrap(), prefix);
    }
    // At or beyond the end: the whole game, over.
    assert_eq!(game.after_throws(n), game);
    assert_eq!(game.after_throws(n + 5), game);
    assert!(matches!(game.after_throws(n).phase(), Phase::Over(_)));
}

#[test]
fn a_prefix_plays_on() {
    let game = seeded_game(Rules::DANISH, 11);
    let mut prefix = game.after_throws(4);
    let next = game.record()[4];
    prefix.throw_with(next.play.throw).unwrap();
    prefix.make_play(&next.play).unwrap_or_else(|_| {
        // A lost throw is recorded at the throw itself.
        assert!(next.play.is_empty());
    });
    assert_eq!(prefix.record(), &game.record()[..5]);
}

#[test]
fn the_throw_in_use_is_dropped() {
    let done = seeded_game(Rules::NORWEGIAN, 5).after_throws(6);
    // The first throw whose first move leaves a second to make.
    let game = Throw::all()
        .find_map(|throw| {
            let mut g = done.clone();
            g.throw_with(throw).ok()?;
            let m = g.legal_next_moves().first().copied()?;
            (!g.make_move(m).ok()?).then_some(g)
        })
        .expect("some throw takes two moves");
    assert!(matches!(game.phase(), Phase::Moving { taken, .. } if taken.len() == 1));
    let before = game.after_throws(6);
    assert_eq!(before, done);
    assert_eq!(game.after_throws(100), done);
}
