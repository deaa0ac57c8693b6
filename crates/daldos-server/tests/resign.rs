//! A resignation is the rules crate's (`Game::resign`): the stored record
//! says it with `[Result]` and `[Termination "resignation"]`, and rows
//! stored before, with the server's own `[Resigned "<side>"]` tag and
//! `Result "*"`, still load as resigned games.

use daldos::{Game, Outcome, Rules, SeededDice, Side};
use daldos_server::hub::{Action, ActionError, OnlineGame};
use daldos_server::protocol::{Event, SideName};
use daldos_server::secret::Keys;
use daldos_server::store::StoredGame;

/// A Norwegian game after the roll-off and a few throws (first moves).
fn game_in_play() -> OnlineGame {
    let mut dice = SeededDice::new(11);
    let mut game = Game::new(Rules::NORWEGIAN);
    game.roll_off(&mut dice).unwrap();
    for _ in 0..6 {
        game.throw(&mut dice).unwrap();
        while let Some(m) = game.legal_next_moves().first().copied() {
            game.make_move(m).unwrap();
        }
    }
    OnlineGame::new(game, 7, 0)
}

fn stored(record: String, resigned: Option<&str>) -> StoredGame {
    StoredGame {
        id: "g".into(),
        keys: Keys::new().unwrap(),
        record,
        version: 8,
        resigned: resigned.map(str::to_string),
        finished: resigned.is_some(),
        created_ms: 0,
        updated_ms: 0,
        rematch_offer: None,
        rematch_game: None,
    }
}

#[test]
fn a_seat_resigns_whoever_is_to_play() {
    let mut online = game_in_play();
    let turn = online.game.position().turn();
    let event = online.apply(turn.other(), &Action::Resign).unwrap();
    assert_eq!(
        event,
        Event::Resign {
            side: SideName::from(turn.other())
        }
    );
    assert_eq!(
        online.game.outcome(),
        Some(Outcome::resignation(turn.other()))
    );
    assert_eq!(online.resigned(), Some(turn.other()));
    assert_eq!(online.winner(), Some(turn));
    let state = online.state("g", None);
    assert_eq!(state.resigned, Some(SideName::from(turn.other())));
    assert_eq!(state.winner, Some(SideName::from(turn)));
    assert_eq!(state.view.phase, daldos_server::view::PhaseName::Over);
    assert_eq!(state.view.termination.as_deref(), Some("resignation"));
    assert!(state.legal.is_empty());
    assert!(state.record.contains(&format!(
        "[Result \"{turn}\"]\n[Termination \"resignation\"]\n\n"
    )));
    assert!(!state.record.contains("Resigned"));
    // Nothing more: the other seat cannot resign or throw.
    assert!(matches!(
        online.apply(turn, &Action::Resign),
        Err(ActionError::GameOver)
    ));
    assert!(matches!(
        online.apply(turn, &Action::Throw),
        Err(ActionError::GameOver)
    ));
    // Stored and loaded again, it is the same game.
    let back =
        OnlineGame::from_stored(&stored(online.record(), Some(&turn.other().to_string()))).unwrap();
    assert_eq!(back.game, online.game);
}

#[test]
fn rows_stored_with_the_older_tag_load_as_resigned() {
    let online = game_in_play();
    let plain = online.game.to_record();
    // As the server wrote it: Result "*", then [Resigned "b"].
    let old = plain.replacen("[Result \"*\"]\n", "[Result \"*\"]\n[Resigned \"b\"]\n", 1);
    let back = OnlineGame::from_stored(&stored(old, Some("b"))).unwrap();
    assert_eq!(back.resigned(), Some(Side::B));
    assert_eq!(back.winner(), Some(Side::A));
    // A row whose record lacks the resignation its column names.
    let back = OnlineGame::from_stored(&stored(plain.clone(), Some("a"))).unwrap();
    assert_eq!(back.resigned(), Some(Side::A));
    // A column that disagrees with the record is a damaged row.
    let mut resigned = online.game.clone();
    resigned.resign(Side::A).unwrap();
    let err = OnlineGame::from_stored(&stored(resigned.to_record(), Some("b"))).unwrap_err();
    assert!(err.message.contains("resigned is 'b'"), "{err}");
}
