//! Arbitrary input never panics: any bytes as a client message, and any
//! move a client may name applied to a game in play (the game is then
//! either moved legally or left exactly as it was).

use daldos::{Game, Phase, Rules, SeededDice, Side};
use daldos_server::hub::{Action, OnlineGame};
use daldos_server::protocol::{ClientMessage, MoveRequest};
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
    }

    #[test]
    fn near_messages_are_a_message_or_an_error(
        kind in "(hello|throw|move|resign|say|offerRematch|acceptRematch|withdrawRematch|x)",
        rest in r#"[ -~]{0,120}"#,
    ) {
        let _ = serde_json::from_str::<ClientMessage>(&format!(r#"{{"type":"{kind}"{rest}}}"#));
        let _ = serde_json::from_str::<ClientMessage>(&format!(r#"{{"type":"{kind}",{rest}}}"#));
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
