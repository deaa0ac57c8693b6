//! The lessons of "Learn to play": a guided first game in steps, each a
//! position and the throws the visitor will make there, chosen so that
//! every legal play shows the lesson's point (checked by the tests below
//! against the rules, docs/rules.md). The page holds only the words of each
//! lesson, by its id; the positions and the dice come from here.

use serde::{Deserialize, Serialize};
use tsify::Tsify;

/// One lesson of the guided first game.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Lesson {
    /// What it teaches: `"rollOff"`, `"dal"`, `"move"`, `"jump"`,
    /// `"capture"`, `"sum"`, `"round"`, `"sleeper"`, `"homeRow"`, `"extraThrow"`,
    /// `"odds"`, `"lost"` or `"win"` (the page's texts are keyed by it).
    pub id: String,
    /// Holes per outer row of its board (16: every lesson is on the
    /// Danish board).
    pub size: u8,
    /// The position the lesson starts from, in position notation
    /// (docs/notation.md), Light (`a`) to throw, standard rules; with a
    /// roll-off, the start of a new game.
    pub position: String,
    /// The roll-off the visitor throws with Throw (docs/rules.md, "Start
    /// and end"), for `Game.rollOffGiven`: each round's throws, Light's
    /// then Dark's, in throw notation, the last round decisive. Empty: the
    /// lesson starts after the roll-off, from `position`.
    pub roll_off: Vec<String>,
    /// The throws the visitor makes, in order, in throw notation (`"1+2"`:
    /// the first die, the second; 1 is the dal), for `Game.throwWith`; more
    /// than one only after a 1+1.
    pub throws: Vec<String>,
}

/// The start of a game on the Danish board, Light to throw.
const START: &str = "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a";

/// The lessons, in teaching order, on the Danish board (16-17-16).
#[must_use]
pub fn lessons() -> Vec<Lesson> {
    let text = |throws: &[[u8; 2]]| -> Vec<String> {
        throws.iter().map(|[a, b]| format!("{a}+{b}")).collect()
    };
    let lesson = |id: &str, position: &str, throws: &[[u8; 2]]| Lesson {
        id: id.to_string(),
        size: 16,
        position: position.to_string(),
        roll_off: Vec::new(),
        throws: text(throws),
    };
    vec![
        // Who starts: both throw, equal sums (5 and 5) throw again, then
        // Light's 8 beats Dark's 3; the starting throw is not played.
        Lesson {
            roll_off: text(&[[2, 3], [4, 1], [4, 4], [1, 2]]),
            ..lesson("rollOff", START, &[])
        },
        // The dal wakes the piece at the stern end; the 2 then moves it.
        lesson("dal", START, &[[1, 2]]),
        // Two awake pieces and no dal: II and III move awake pieces only.
        lesson(
            "move",
            "aaaaaaaaaaaaaa2/13A1A1/bbbbbbbbbbbbbbbb a",
            &[[2, 3]],
        ),
        // Dark's piece on M9 is jumped over, not captured.
        lesson(
            "jump",
            "aaaaaaaaaaaaaaa1/9BA6/bbbbbbbbbbbbbbb1 a",
            &[[3, 2]],
        ),
        // Two awake pieces among Dark's: whichever way the dice are used,
        // a piece ends on a Dark piece and takes it.
        lesson(
            "capture",
            "aaaaaaaaaaaaaa2/5B1BBBA3A2/bbbbbbbbbbbb4 a",
            &[[3, 2]],
        ),
        // One awake piece: both dice move it, the sum; it captures where it ends.
        lesson(
            "sum",
            "aaaaaaaaaaaaaaa1/6B5A4/bbbbbbbbbbbbbbb1 a",
            &[[2, 4]],
        ),
        // Round the bow into Dark's home row (docs/rules.md, "Moves": the
        // loop of 2N + 1 holes): the only play lands on a sleeping Dark
        // piece there and takes it.
        lesson(
            "round",
            "aaaaaaaaaaaaaaa1/1A15/bbbbbbbbbbbbbbbb a",
            &[[2, 3]],
        ),
        // Light's piece on B16 stands right ahead of Dark's sleeping piece
        // on B15, whose dal would take it (docs/rules.md, "Moves": a dal
        // that enters an enemy's hole captures) with any Dark throw that
        // has a dal, 7 in 16, Dark's awake piece on M8 using the other
        // die (without it, both dice would have to go on the sleeper, and
        // the summed move would jump B16). The only play, both dice on
        // it, takes Light's piece to M12, where only a Dark piece woken by
        // A + A's extra throw can reach it (about 4 %).
        lesson("sleeper", "9aaaaaa1/8B8/bbbbbbbbbbbbbbbA a", &[[2, 3]]),
        // Dark's piece came round the bow into Light's home row, on A6,
        // among Light's sleeping pieces (docs/rules.md, "The track": Dark
        // goes M0 -> A1 ... A16): the only play is Light's awake piece on
        // A3 taking it with the III; the IIII cannot be used (A7 is
        // Light's own, and own pieces are never jumped).
        lesson("homeRow", "aaA2Baaaaaaaaaa/17/bbbbbbbbbbbb4 a", &[[3, 4]]),
        // Two dals: two pieces wake, and the same player throws again.
        lesson("extraThrow", START, &[[1, 1], [2, 3]]),
        // Light's piece on M8 is three holes ahead of Dark's on M11: its
        // capture-odds label (the engine's exact chance, docs/rules.md,
        // "Capture odds") is highest where it stands; moving it on with
        // both dice, to M1, lowers it most.
        lesson("odds", "aaaaaaaaaA6/8A2B5/bbbbbbbbbbbb4 a", &[[2, 3]]),
        // No piece is awake and there is no dal: the throw is lost.
        lesson("lost", START, &[[2, 3]]),
        // Dark's last piece is taken: Light wins.
        lesson("win", "aaaaaaaaaaaaaaa1/5B4A6/16 a", &[[2, 3]]),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use daldos::{Game, Hole, Position, Setup, Side, Throw, ThrowKind, Variants};

    fn start(l: &Lesson) -> Position {
        let setup: Setup = l.position.parse().expect("lesson position parses");
        Position::from_setup(&setup, Variants::default()).expect("lesson position is legal")
    }

    fn throw(t: &str) -> Throw {
        t.parse().expect("lesson throw")
    }

    fn lesson(id: &str) -> Lesson {
        lessons().into_iter().find(|l| l.id == id).expect(id)
    }

    fn enemy(pos: &Position, h: Hole) -> bool {
        pos.piece_at(h).is_some_and(|p| p.side == Side::B)
    }

    #[test]
    fn every_lesson_starts_with_light_to_throw_on_the_danish_board() {
        let ids: Vec<String> = lessons().into_iter().map(|l| l.id).collect();
        assert_eq!(
            ids,
            [
                "rollOff",
                "dal",
                "move",
                "jump",
                "capture",
                "sum",
                "round",
                "sleeper",
                "homeRow",
                "extraThrow",
                "odds",
                "lost",
                "win"
            ]
        );
        for l in lessons() {
            let pos = start(&l);
            assert_eq!((pos.size(), l.size), (16, 16), "{}", l.id);
            assert_eq!(l.roll_off.is_empty(), l.id != "rollOff", "{}", l.id);
            assert_eq!(pos.turn(), Side::A, "{}", l.id);
            assert!(!pos.is_game_over(), "{}", l.id);
        }
    }

    #[test]
    fn the_dal_lesson_dals_the_stern_piece_and_moves_it_two() {
        let l = lesson("dal");
        let plays = start(&l).legal_plays(throw(&l.throws[0]));
        assert!(!plays.is_empty());
        for p in &plays {
            assert!(p.moves().any(|m| m.dal), "{p}");
            assert_eq!(p.captures(), 0);
        }
    }

    #[test]
    fn the_move_lesson_moves_awake_pieces_without_a_dal() {
        let l = lesson("move");
        let plays = start(&l).legal_plays(throw(&l.throws[0]));
        assert!(!plays.is_empty());
        for p in &plays {
            assert_eq!(
                p.len() + usize::from(p.moves().any(|m| m.is_summed())),
                2,
                "{p}: both dice used"
            );
            assert!(
                p.moves()
                    .all(|m| !m.dal && m.from.to_string().starts_with('M')),
                "{p}"
            );
        }
    }

    #[test]
    fn the_jump_lesson_passes_over_the_enemy_without_taking_it() {
        let l = lesson("jump");
        let pos = start(&l);
        let plays = pos.legal_plays(throw(&l.throws[0]));
        assert!(!plays.is_empty());
        let m9: Hole = "M9".parse().unwrap();
        assert!(enemy(&pos, m9));
        for p in &plays {
            assert_eq!(p.captures(), 0, "{p}");
            let mut passed = false;
            let mut at = pos;
            for m in p.moves() {
                passed |= at.path(m).contains(&m9);
                at = at.after_move(m);
            }
            assert!(passed, "{p} passes M9");
            assert!(enemy(&at, m9), "{p}: Dark's piece is still on M9");
        }
    }

    #[test]
    fn the_capture_lesson_always_captures() {
        let l = lesson("capture");
        let plays = start(&l).legal_plays(throw(&l.throws[0]));
        assert!(!plays.is_empty());
        assert!(plays.iter().all(|p| p.captures() == 1), "{plays:?}");
    }

    #[test]
    fn the_sum_lesson_moves_one_piece_the_sum_and_captures_where_it_ends() {
        let l = lesson("sum");
        let plays = start(&l).legal_plays(throw(&l.throws[0]));
        assert!(!plays.is_empty());
        for p in &plays {
            let moves: Vec<_> = p.moves().collect();
            let summed = moves.len() == 1 && moves[0].is_summed();
            let same_piece = moves.len() == 2 && moves[0].to == moves[1].from;
            assert!(summed || same_piece, "{p}: one piece moves the sum");
            assert_eq!(moves.last().unwrap().to.to_string(), "M6", "{p}");
            assert_eq!(p.captures(), 1, "{p}");
        }
    }

    #[test]
    fn the_round_lesson_goes_round_the_bow_and_takes_a_sleeping_piece() {
        let l = lesson("round");
        let pos = start(&l);
        let plays = pos.legal_plays(throw(&l.throws[0]));
        assert_eq!(plays.len(), 1, "{plays:?}");
        let p = &plays[0];
        assert_eq!(p.to_string(), "M1-B1xB4");
        // The piece taken was asleep in Dark's home row.
        let taken: Hole = "B4".parse().unwrap();
        assert!(enemy(&pos, taken));
        assert!(!pos.piece_at(taken).unwrap().dalled);
        assert_eq!(p.captures(), 1);
    }

    #[test]
    fn the_extra_throw_lesson_throws_again_after_two_dals() {
        let l = lesson("extraThrow");
        assert_eq!(l.throws.len(), 2);
        let mut game = Game::from_position(start(&l));
        assert_eq!(
            game.throw_with(throw(&l.throws[0])).unwrap(),
            ThrowKind::Full
        );
        let play = game.board().legal_plays(throw(&l.throws[0]))[0];
        game.make_play(&play).unwrap();
        assert!(game.extra_throw_pending());
        assert_eq!(game.board().turn(), Side::A);
        assert_ne!(
            game.throw_with(throw(&l.throws[1])).unwrap(),
            ThrowKind::Lost
        );
    }

    #[test]
    fn the_roll_off_lesson_ties_then_light_starts_from_the_start() {
        let l = lesson("rollOff");
        assert_eq!(l.position, START);
        assert!(l.throws.is_empty());
        let mut game = Game::new(daldos::Rules::new(16, Variants::default()).unwrap());
        assert_eq!(game.board(), start(&l));
        let rounds: Vec<_> = l
            .roll_off
            .chunks(2)
            .map(|r| (throw(&r[0]), throw(&r[1])))
            .collect();
        // 2+3 against 1+4: equal sums, both throw again.
        assert_eq!(game.roll_off_with(rounds[0].0, rounds[0].1).unwrap(), None);
        // 4+4 against 1+2: Light starts, and throws first.
        assert_eq!(
            game.roll_off_with(rounds[1].0, rounds[1].1).unwrap(),
            Some(Side::A)
        );
        assert_eq!(rounds.len(), 2);
        assert_eq!(game.board().turn(), Side::A);
        assert!(game.throw_with(throw("2+3")).is_ok());
    }

    #[test]
    fn the_home_row_lesson_takes_the_enemy_piece_that_came_round() {
        let l = lesson("homeRow");
        let pos = start(&l);
        let a6: Hole = "A6".parse().unwrap();
        // Dark's piece is awake in Light's home row, ahead of Light's
        // sleeping pieces on A7..A16, which it could land on.
        assert!(enemy(&pos, a6) && pos.piece_at(a6).unwrap().dalled);
        for h in 7..=16 {
            let p = pos.piece_at(format!("A{h}").parse().unwrap()).unwrap();
            assert!(p.side == Side::A && !p.dalled, "A{h}");
        }
        let plays = pos.legal_plays(throw(&l.throws[0]));
        let texts: Vec<String> = plays.iter().map(ToString::to_string).collect();
        assert_eq!(texts, ["A3xA6"]);
        assert_eq!(plays[0].captures(), 1);
    }

    /// The chance (exact) that Dark, throwing next from `pos` as it stands,
    /// captures Light's piece on `hole` (the page's label, `againstTurn`).
    fn danger(pos: &Position, hole: &str) -> String {
        let h: Hole = hole.parse().unwrap();
        let mut setup: Setup = pos.to_string().parse().unwrap();
        setup.turn = Side::B;
        let dark = Position::from_setup(&setup, Variants::default()).unwrap();
        dark.capture_odds()
            .into_iter()
            .find(|o| o.target == h)
            .map_or("0".to_string(), |o| o.probability.to_string())
    }

    #[test]
    fn the_odds_lesson_lowers_the_pieces_chance_most_by_moving_it_on() {
        let l = lesson("odds");
        let pos = start(&l);
        let before = danger(&pos, "M8");
        assert_eq!(before, "19293803/67108864");
        let plays = pos.legal_plays(throw(&l.throws[0]));
        // Every play, and the chance its piece from M8 is left with.
        let mut left: Vec<(String, String)> = plays
            .iter()
            .map(|p| {
                let after = pos.play(p).unwrap();
                // (One piece never makes two separate moves with one throw.)
                let to = p
                    .moves()
                    .find(|m| m.from.to_string() == "M8")
                    .map_or("M8".to_string(), |m| m.to.to_string());
                (p.to_string(), danger(&after, &to).to_string())
            })
            .collect();
        left.sort();
        let want = [
            ("A10-A12 M8-M5", "57624144555/274877906944"),
            ("A10-A12-A15", "19293803/67108864"),
            ("A10-A13 M8-M6", "5010795179/17179869184"),
            ("M8-M5 A10-A12", "57624144555/274877906944"),
            ("M8-M6 A10-A13", "5010795179/17179869184"),
            // The lesson's play: about 7.6 % (the label "8%"), the lowest;
            // M6 (29.2 %) would be worse than staying (28.7 %, "29%").
            ("M8-M6-M3", "929/12288"),
        ];
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(p, c)| ((*p).to_string(), (*c).to_string()))
            .collect();
        assert_eq!(left, want);
    }

    #[test]
    fn the_sleeper_lesson_moves_the_piece_out_of_reach_of_the_dal_behind_it() {
        let l = lesson("sleeper");
        let pos = start(&l);
        // Right ahead of a sleeping Dark piece: taken by any throw with a
        // dal (1 - (3/4)^2 = 7/16), as it stands.
        assert_eq!(danger(&pos, "B16"), "7/16");
        // Without Dark's awake piece, only A + A could take it (1/16): a
        // dal and a II, say, must both go on the sleeper, jumping B16.
        let lone: Setup = "9aaaaaa1/17/bbbbbbbbbbbbbbbA a".parse().unwrap();
        let lone = Position::from_setup(&lone, Variants::default()).unwrap();
        assert_eq!(danger(&lone, "B16"), "1/16");
        assert!(enemy(&pos, "B15".parse().unwrap()));
        assert!(!pos.piece_at("B15".parse().unwrap()).unwrap().dalled);
        let plays = pos.legal_plays(throw(&l.throws[0]));
        let ends: Vec<String> = plays
            .iter()
            .map(|p| p.moves().last().unwrap().to.to_string())
            .collect();
        assert!(!plays.is_empty());
        assert!(ends.iter().all(|e| e == "M12"), "{ends:?}");
        let after = pos.play(&plays[0]).unwrap();
        assert_eq!(after.to_string(), "9aaaaaa1/8B3A4/bbbbbbbbbbbbbbb1 b");
        // About 4.2 %: only through A + A's extra throw, whose two dals
        // wake B15 and B14 and whose next throw can bring B16 to M12.
        assert_eq!(danger(&after, "M12"), "10923/262144");
    }

    #[test]
    fn the_lost_lesson_loses_its_throw() {
        let l = lesson("lost");
        let mut game = Game::from_position(start(&l));
        assert_eq!(
            game.throw_with(throw(&l.throws[0])).unwrap(),
            ThrowKind::Lost
        );
        assert_eq!(game.board().turn(), Side::B);
    }

    #[test]
    fn the_win_lesson_takes_the_last_piece() {
        let l = lesson("win");
        let pos = start(&l);
        let plays = pos.legal_plays(throw(&l.throws[0]));
        assert!(!plays.is_empty());
        for p in &plays {
            let after = pos.play(p).unwrap();
            assert!(after.is_game_over(), "{p}");
            assert_eq!(after.holes(Side::B).count(), 0, "{p}");
        }
    }
}
