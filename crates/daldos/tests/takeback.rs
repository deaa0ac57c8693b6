//! Takebacks (docs/notation.md, "Takebacks"): `Game::take_back` goes back
//! to the start of a side's last played throw with the same dice in hand;
//! the record counts it (`[Takebacks]`) and the share code carries it; a
//! game on the page's seeded dice throws the same later throws as without
//! the takeback.

use daldos::share;
use daldos::{
    Facts, Game, GameError, Phase, Player, Position, Rules, Side, Throw, ThrowSeededDice,
};

const SHORT_GAME: &str = include_str!("../../../docs/examples/short-game.dgn");

fn throw(t: &str) -> Throw {
    t.parse().unwrap()
}

/// Plays the current throw out with the first legal move each time.
fn play_first(game: &mut Game) {
    while let Some(m) = game.legal_next_moves().first().copied() {
        game.make_move(m).unwrap();
    }
}

/// Plays the current throw out with the last legal move each time.
fn play_last(game: &mut Game) {
    while let Some(m) = game.legal_next_moves().last().copied() {
        game.make_move(m).unwrap();
    }
}

/// Throws the page's seeded dice for the game's next throw.
fn throw_seeded(game: &mut Game, seed: u32) {
    game.throw(ThrowSeededDice::at(seed, game.throw_index()))
        .unwrap();
}

#[test]
fn a_takeback_restores_the_throw_and_drops_the_reply() {
    let mut game = Game::from_record(SHORT_GAME).unwrap();
    // The record ends with b's 2+4: a took back its 2+3 and b's reply.
    let before = game.after_throws(10);
    assert_eq!(game.take_back_target(Side::A), Some(10));
    assert_eq!(game.take_back(Side::A), Ok(throw("2+3")));
    assert_eq!(game.record(), before.record());
    assert_eq!(game.position(), before.position());
    assert_eq!(
        *game.phase(),
        Phase::Moving {
            throw: throw("2+3"),
            taken: vec![]
        }
    );
    assert_eq!(game.board(), *before.position());
    assert_eq!(game.takebacks(), &[10]);
    assert_eq!(game.throw_index(), before.throw_index());
    // The record: the same throws, the throw in hand as its unfinished
    // line, and the takeback counted.
    let record = game.to_record();
    assert!(record.contains("[Result \"*\"]\n[Takebacks \"11\"]\n\n"));
    assert!(record.ends_with("b 2+4: M8-M6-M2\na 2+3:\n"));
    assert_eq!(Game::from_record(&record).unwrap(), game);
    assert_eq!(share::decode(&share::encode(&game)).unwrap(), game);
}

#[test]
fn a_takeback_skips_lost_throws_and_takes_the_throw_in_use() {
    let mut game = Game::from_record(SHORT_GAME).unwrap();
    // b takes back: its last throw, 2+4 (nothing after it yet).
    assert_eq!(game.take_back(Side::B), Ok(throw("2+4")));
    assert_eq!(game.record().len(), 11);
    // a's 2+3 is in the record; b's 2+4 in hand. a takes back its 2+3,
    // and b's throw in use goes with it.
    assert_eq!(game.take_back(Side::A), Ok(throw("2+3")));
    assert_eq!(game.record().len(), 10);
    // Further back: a's 3+3 (throw 9), then 2+3 (7), then 2+1 (5); a's
    // lost throws before it have nothing to take back.
    assert_eq!(game.take_back(Side::A), Ok(throw("3+3")));
    assert_eq!(game.take_back(Side::A), Ok(throw("2+3")));
    assert_eq!(game.take_back(Side::A), Ok(throw("2+1")));
    assert_eq!(game.record().len(), 4);
    assert_eq!(game.take_back_target(Side::A), None);
    assert_eq!(game.take_back(Side::A), Err(GameError::NothingToTakeBack));
    // b's throws so far were all lost.
    assert_eq!(game.take_back(Side::B), Err(GameError::NothingToTakeBack));
    assert_eq!(game.takebacks(), &[11, 10, 8, 6, 4]);
    // Every takeback is a fact, the one past an earlier one too.
    let record = game.to_record();
    assert!(record.contains("[Takebacks \"12 11 9 7 5\"]"));
    assert_eq!(Game::from_record(&record).unwrap(), game);
    assert_eq!(share::decode(&share::encode(&game)).unwrap(), game);
}

#[test]
fn no_takeback_in_the_roll_off_or_once_the_game_is_over() {
    let mut game = Game::new(Rules::NORWEGIAN);
    assert_eq!(game.take_back(Side::A), Err(GameError::RollOffPending));
    let mut game = Game::from_record(SHORT_GAME).unwrap();
    let outcome = game.resign(Side::B).unwrap();
    assert_eq!(game.take_back_target(Side::A), None);
    assert_eq!(game.take_back(Side::A), Err(GameError::GameOver(outcome)));
    // A game that ended on the board.
    let mut game = Game::new(Rules::new(6, daldos::Variants::STANDARD).unwrap());
    game.roll_off_with(throw("2+2"), throw("1+2")).unwrap();
    let mut dice = daldos::SeededDice::new(5);
    while game.outcome().is_none() {
        game.throw(&mut dice).unwrap();
        play_first(&mut game);
    }
    assert!(game.take_back(Side::A).is_err());
    assert!(game.takebacks().is_empty());
}

#[test]
fn seeded_dice_throw_the_same_later_throws_after_a_takeback() {
    const SEED: u32 = 25;
    // Without a takeback: a plays first moves, b last moves, 40 throws.
    let mut plain = Game::new(Rules::NORWEGIAN);
    plain.roll_off(ThrowSeededDice::new(SEED)).unwrap();
    let mut dice = ThrowSeededDice::new(SEED);
    for _ in 0..2 * plain.roll_off_rounds().len() {
        let _ = daldos::DiceSource::throw(&mut dice);
    }
    assert_eq!(dice.index(), plain.throw_index());
    let mut with = plain.clone();
    for _ in 0..40 {
        throw_seeded(&mut plain, SEED);
        play_first(&mut plain);
    }
    // With takebacks: after each of a's played throws and b's reply, a
    // takes back and plays the same dice again (another way where it can).
    let mut takebacks = 0;
    while with.record().len() < 40 {
        let side = with.position().turn();
        throw_seeded(&mut with, SEED);
        if side == Side::A && with.current_throw().is_some() && takebacks < 5 {
            play_last(&mut with);
            if with.record().len() < 40 && with.outcome().is_none() {
                throw_seeded(&mut with, SEED);
                play_first(&mut with);
            }
            let kept = with.take_back_target(Side::A).unwrap();
            let again = with.take_back(Side::A).unwrap();
            assert_eq!(again, ThrowSeededDice::throw_at(SEED, with.throw_index()));
            assert_eq!(with.record().len(), kept);
            takebacks += 1;
        }
        play_first(&mut with);
    }
    assert_eq!(takebacks, 5);
    assert_eq!(with.takebacks().len(), 5);
    // The throws are the same ones, though some plays differ (a 1+1
    // played the other way stays: a takeback goes back one throw).
    let throws = |g: &Game| -> Vec<Throw> { g.record().iter().map(|t| t.play.throw).collect() };
    assert_eq!(throws(&with), throws(&plain));
    assert_ne!(with.record(), plain.record());
}

#[test]
fn records_and_codes_without_takebacks_read_as_before() {
    let game = Game::from_record(SHORT_GAME).unwrap();
    assert!(game.takebacks().is_empty());
    assert!(!game.to_record().contains("Takebacks"));
    // The code of docs/notation.md, written before takebacks.
    assert_eq!(share::encode(&game), "AQtgQEQDJ5pTmOnZwLzi5tc");
    assert_eq!(share::decode("AQtgQEQDJ5pTmOnZwLzi5tc").unwrap(), game);
}

#[test]
fn a_bad_takebacks_tag_is_named() {
    for value in ["0", "x", "3 -1", "1.5"] {
        let text = SHORT_GAME.replacen(
            "[Result \"*\"]\n",
            &format!("[Result \"*\"]\n[Takebacks \"{value}\"]\n"),
            1,
        );
        let e = Game::from_record(&text).unwrap_err();
        assert_eq!(e.line, 6, "{value}");
        assert!(e.message.contains("Takebacks"), "{}", e.message);
    }
    // An empty one lists none.
    let text = SHORT_GAME.replacen("[Result \"*\"]\n", "[Result \"*\"]\n[Takebacks \"\"]\n", 1);
    assert!(Game::from_record(&text).unwrap().takebacks().is_empty());
}

#[test]
fn after_throws_keeps_the_takebacks_of_the_throws_it_keeps() {
    let mut game = Game::from_record(SHORT_GAME).unwrap();
    game.take_back(Side::A).unwrap(); // kept 10
    play_first(&mut game);
    throw_seeded(&mut game, 1);
    play_first(&mut game);
    assert_eq!(game.record().len(), 12);
    assert_eq!(game.after_throws(11).takebacks(), &[10]);
    assert_eq!(game.after_throws(10).takebacks(), &[] as &[usize]);
    game.take_back(Side::A).unwrap(); // kept 10 again
    assert_eq!(game.takebacks(), &[10, 10]);
    // A takeback from a custom start with no roll-off, on an extra throw.
    let start: Position = Position::new(Rules::NORWEGIAN);
    let mut game = Game::from_position(start);
    game.throw_with(throw("1+1")).unwrap();
    play_first(&mut game);
    assert!(game.extra_throw_pending());
    game.throw_with(throw("1+2")).unwrap();
    play_first(&mut game);
    assert_eq!(game.take_back(Side::A), Ok(throw("1+2")));
    assert!(game.extra_throw_pending());
    assert_eq!(game.take_back(Side::A), Ok(throw("1+1")));
    assert_eq!(game.board(), start);
    assert_eq!(Game::from_record(&game.to_record()).unwrap(), game);
    assert_eq!(share::decode(&share::encode(&game)).unwrap(), game);
}

#[test]
fn takebacks_and_facts_together_round_trip_through_the_record_and_the_code() {
    let mut game = Game::from_record(SHORT_GAME).unwrap();
    game.take_back(Side::A).unwrap();
    game.set_facts(Facts {
        date: Some("2026-12-02".parse().unwrap()),
        light: Some(Player::PERSON),
        dark: Some(Player::Computer { level: 5 }),
    })
    .unwrap();
    let record = game.to_record();
    assert!(record.contains(
        "[Result \"*\"]\n[Date \"2026-12-02\"]\n[Light \"person\"]\n[Dark \"computer\"]\n[Level \"5\"]\n[Takebacks \"11\"]\n\n"
    ));
    assert_eq!(Game::from_record(&record).unwrap(), game);
    // The code: version 2 (the facts), then the takebacks after them.
    let code = share::encode(&game);
    let back = share::decode(&code).unwrap();
    assert_eq!(back.takebacks(), &[10]);
    assert_eq!(back.facts(), game.facts());
    assert_eq!(back.to_record(), record);
}
