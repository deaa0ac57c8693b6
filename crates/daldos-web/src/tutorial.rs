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
    /// What it teaches: `"dal"`, `"move"`, `"jump"`, `"capture"`, `"sum"`,
    /// `"round"`, `"extraThrow"`, `"lost"` or `"win"` (the page's texts are
    /// keyed by it).
    pub id: String,
    /// The position the lesson starts from, in position notation
    /// (docs/notation.md), Light (`a`) to throw, standard rules.
    pub position: String,
    /// The throws the visitor makes, in order, in throw notation (`"1+2"`:
    /// the first die, the second; 1 is the dal), for `Game.throwWith`; more
    /// than one only after a 1+1.
    pub throws: Vec<String>,
}

/// The lessons, in teaching order, on the Danish board (16-17-16).
#[must_use]
pub fn lessons() -> Vec<Lesson> {
    let lesson = |id: &str, position: &str, throws: &[[u8; 2]]| Lesson {
        id: id.to_string(),
        position: position.to_string(),
        throws: throws.iter().map(|[a, b]| format!("{a}+{b}")).collect(),
    };
    vec![
        // The dal wakes the piece at the stern end; the 2 then moves it.
        lesson("dal", "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a", &[[1, 2]]),
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
        // Two dals: two pieces wake, and the same player throws again.
        lesson(
            "extraThrow",
            "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a",
            &[[1, 1], [2, 3]],
        ),
        // No piece is awake and there is no dal: the throw is lost.
        lesson("lost", "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a", &[[2, 3]]),
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
                "dal",
                "move",
                "jump",
                "capture",
                "sum",
                "round",
                "extraThrow",
                "lost",
                "win"
            ]
        );
        for l in lessons() {
            let pos = start(&l);
            assert_eq!(pos.size(), 16, "{}", l.id);
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
