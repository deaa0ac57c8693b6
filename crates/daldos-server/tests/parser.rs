//! Arbitrary input never panics: any bytes as a client message, and any
//! move a client may name applied to a game in play (the game is then
//! either moved legally or left exactly as it was).

use daldos::{Game, Phase, Rules, SeededDice, Side};
use daldos_server::hub::{Action, OnlineGame};
use daldos_server::protocol::{parse_client_message, BadMessage, ClientMessage, MoveRequest};
use proptest::prelude::*;

/// A Norwegian game after the roll-off and a throw that can be used.
fn game_in_play(seed: u64) -> OnlineGame {
    let mut dice = SeededDice::new(seed);
    let mut game = Game::new(Rules::NORWEGIAN);
    game.roll_off(&mut dice).unwrap();
    while !matches!(game.phase(), Phase::Moving { .. }) {
        game.throw(&mut dice).unwrap();
    }
    OnlineGame::new(game, 2, 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_bytes_are_a_message_or_an_error(bytes in proptest::collection::vec(any::<u8>(), 0..1024)) {
        let _ = serde_json::from_slice::<ClientMessage>(&bytes);
        if let Ok(text) = std::str::from_utf8(&bytes) {
            let _ = parse_client_message(text);
        }
    }

    #[test]
    fn near_messages_are_a_message_or_an_error(
        kind in "(hello|throw|move|resign|say|offerRematch|acceptRematch|withdrawRematch|x)",
        rest in r#"[ -~]{0,120}"#,
    ) {
        for text in [format!(r#"{{"type":"{kind}"{rest}}}"#), format!(r#"{{"type":"{kind}",{rest}}}"#)] {
            // The plain-words parser accepts exactly what serde accepts.
            prop_assert_eq!(parse_client_message(&text).ok(), serde_json::from_str::<ClientMessage>(&text).ok());
        }
    }

    #[test]
    fn any_move_moves_legally_or_changes_nothing(
        seed in any::<u64>(),
        from in "[ABMabm ]?[0-9]{0,3}",
        via in proptest::option::of("[ABM][0-9]{1,2}"),
        to in "[ABMabm]?[0-9]{0,3}",
        dice in proptest::collection::vec(any::<u8>(), 0..4),
        dark in any::<bool>(),
    ) {
        let before = game_in_play(seed);
        let mut after = before.clone();
        let side = if dark { Side::B } else { Side::A };
        let req = MoveRequest { version: 2, from, via, to, dice };
        match after.apply(side, &Action::Move(req)) {
            Ok(_) => {
                prop_assert_eq!(side, before.game.position().turn());
                prop_assert!(after.game.record().len() + after.game.current_throw().map_or(0, |(_, t)| t.len())
                    > before.game.record().len());
            }
            Err(_) => {
                prop_assert_eq!(after.record(), before.record());
                prop_assert_eq!(after.game.board(), before.game.board());
            }
        }
    }
}

#[test]
fn a_legal_move_by_its_fields_is_made() {
    let mut g = game_in_play(3);
    let side = g.game.position().turn();
    let m = g.game.legal_next_moves()[0];
    let req = MoveRequest {
        version: 2,
        from: m.from.to_string().to_lowercase(),
        via: m.via.map(|h| h.to_string()),
        to: m.to.to_string(),
        dice: daldos_server::view::move_dice(&m),
    };
    assert!(g.apply(side, &Action::Move(req)).is_ok());
    assert_eq!(g.game.board(), {
        let mut b = game_in_play(3);
        b.game.make_move(m).unwrap();
        b.game.board()
    });
}

#[test]
fn bad_messages_are_told_in_plain_words() {
    let cases = [
        ("", "the message is not JSON"),
        ("{\"type\":", "the message is not JSON"),
        ("\"hello\"", "the message is not a JSON object"),
        ("{}", "field `type` is missing or not a string"),
        (r#"{"type":7}"#, "field `type` is missing or not a string"),
        (r#"{"type":"fly\u0007"}"#, "unknown message type `fly?`"),
        (
            r#"{"type":"hello"}"#,
            "field `token` is missing or of the wrong type",
        ),
        (
            r#"{"type":"hello","token":5}"#,
            "field `token` is missing or of the wrong type",
        ),
        (
            r#"{"type":"resign","version":1.5}"#,
            "field `version` is missing or of the wrong type",
        ),
        (
            r#"{"type":"move","version":1,"from":"A1","to":"A2","dice":[1,300]}"#,
            "field `dice` is missing or of the wrong type",
        ),
        (
            r#"{"type":"move","version":1,"from":"A1","via":3,"to":"A2","dice":[1]}"#,
            "field `via` is missing or of the wrong type",
        ),
        (
            r#"{"type":"say","message":"hi","to":"b"}"#,
            "unknown field `to`",
        ),
        (
            r#"{"type":"say","message":"hi"}"#,
            "field `message` is not one of good-luck, well-played, thanks",
        ),
    ];
    for (text, words) in cases {
        let err = parse_client_message(text).unwrap_err();
        assert_eq!(err.to_string(), words, "{text}");
    }
    assert_eq!(
        parse_client_message(&format!(r#"{{"type":"{}"}}"#, "z".repeat(100))),
        Err(BadMessage::UnknownType(format!("{}…", "z".repeat(40))))
    );
    assert_eq!(BadMessage::Binary.to_string(), "binary frames are not read");
    assert_eq!(
        parse_client_message(
            r#"{"type":"move","version":3,"from":"A1","via":null,"to":"A2","dice":[1]}"#
        ),
        Ok(ClientMessage::Move(MoveRequest {
            version: 3,
            from: "A1".into(),
            via: None,
            to: "A2".into(),
            dice: vec![1],
        }))
    );
}
