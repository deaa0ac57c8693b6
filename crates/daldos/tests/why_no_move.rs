//! `Position::why_no_move` and `Game::why_no_move`: why a piece picked up
//! has no legal move (docs/rules.md, "Moves"), one test per reason, and
//! over whole seeded games the answer agrees with the legal moves.

use std::collections::HashSet;

use daldos::{
    Game, Hole, Move, NoMove, Phase, Position, Rules, SeededDice, Setup, Throw, Variants,
};

fn position(text: &str, variants: &str) -> Position {
    let setup: Setup = text.parse().unwrap();
    Position::from_setup(&setup, variants.parse::<Variants>().unwrap()).unwrap()
}

fn throw(text: &str) -> Throw {
    text.parse().unwrap()
}

fn hole(name: &str) -> Hole {
    name.parse().unwrap()
}

const START: &str = "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a";

#[test]
fn an_empty_hole_and_the_other_sides_piece() {
    let pos = position(START, "standard");
    assert_eq!(
        pos.why_no_move(throw("1+2"), &[], hole("M5")),
        Some(NoMove::NoPiece)
    );
    assert_eq!(
        pos.why_no_move(throw("1+2"), &[], hole("B16")),
        Some(NoMove::NotYours)
    );
}

#[test]
fn an_undalled_piece_needs_a_dal() {
    let pos = position(START, "standard");
    assert_eq!(
        pos.why_no_move(throw("2+3"), &[], hole("A16")),
        Some(NoMove::Undalled)
    );
    assert_eq!(
        pos.why_no_move(throw("4+4"), &[], hole("A1")),
        Some(NoMove::Undalled)
    );
    // With a dal the stern-most piece can go.
    assert_eq!(pos.why_no_move(throw("1+3"), &[], hole("A16")), None);
}

#[test]
fn a_dal_into_an_own_piece_is_blocked() {
    let pos = position(START, "standard");
    assert_eq!(
        pos.why_no_move(throw("1+3"), &[], hole("A15")),
        Some(NoMove::Blocked { by: hole("A16") })
    );
}

#[test]
fn a_dalled_piece_blocked_by_the_nearest_own_piece_ahead() {
    // Light's dalled pieces on M10 and M8 (Light goes M16 → M0): from M10,
    // the 2 lands on M8, the 3 and the sum jump it.
    let pos = position("aaaaaaaaaaaaaa2/8A1A6/bbbbbbbbbbbbbbbb a", "standard");
    assert_eq!(
        pos.why_no_move(throw("2+3"), &[], hole("M10")),
        Some(NoMove::Blocked { by: hole("M8") })
    );
    assert_eq!(pos.why_no_move(throw("2+3"), &[], hole("M8")), None);
}

#[test]
fn stern_most_dal_names_the_piece_that_may_go() {
    let pos = position(START, "stern-most-dal");
    assert_eq!(
        pos.why_no_move(throw("1+2"), &[], hole("A3")),
        Some(NoMove::SternMostFirst {
            stern_most: hole("A16")
        })
    );
    assert_eq!(pos.why_no_move(throw("1+2"), &[], hole("A16")), None);
}

#[test]
fn a_piece_moves_once_per_throw() {
    let pos = position(START, "standard");
    let t = throw("1+1");
    let dal = *pos
        .legal_next_moves(t, &[])
        .iter()
        .find(|m| m.from == hole("A16") && !m.is_summed())
        .unwrap();
    assert_eq!(dal.to, hole("M16"));
    assert_eq!(
        pos.why_no_move(t, &[dal], hole("M16")),
        Some(NoMove::MovedThisThrow)
    );
    // The dal left may dal A15 into the hole A16 left, not A14.
    assert_eq!(pos.why_no_move(t, &[dal], hole("A15")), None);
    assert_eq!(
        pos.why_no_move(t, &[dal], hole("A14")),
        Some(NoMove::Blocked { by: hole("A15") })
    );
}

#[test]
fn the_games_phase_first() {
    let mut game = Game::new(Rules::DANISH);
    assert_eq!(game.why_no_move(hole("A16")), Some(NoMove::NoThrow));
    game.roll_off_with(throw("4+4"), throw("1+1")).unwrap();
    assert_eq!(game.why_no_move(hole("A16")), Some(NoMove::NoThrow));
    game.throw_with(throw("2+3")).unwrap();
    // Lost: the turn passed to Dark, who must throw.
    assert_eq!(game.why_no_move(hole("B16")), Some(NoMove::NoThrow));
    game.throw_with(throw("1+4")).unwrap();
    assert_eq!(game.why_no_move(hole("B16")), None);
    assert_eq!(game.why_no_move(hole("A16")), Some(NoMove::NotYours));
    game.resign(daldos::Side::B).unwrap();
    assert_eq!(game.why_no_move(hole("A16")), Some(NoMove::GameOver));
}

/// Over seeded games, every hole of every throw: no reason exactly when
/// the piece has a legal next move; each reason true of the board; and
/// every reason met at least once.
#[test]
fn agrees_with_the_legal_moves_over_whole_games() {
    let mut seen = HashSet::new();
    for (seed, rules) in [
        (1u64, "standard"),
        (2, "stern-most-dal"),
        (3, "capture-both-stops"),
        (4, "standard"),
    ] {
        let variants: Variants = rules.parse().unwrap();
        let mut game = Game::new(Rules::new(12, variants).unwrap());
        let mut dice = SeededDice::new(seed);
        game.roll_off(&mut dice).unwrap();
        let mut n = 0usize;
        while game.outcome().is_none() && n < 400 {
            n += 1;
            game.throw(&mut dice).unwrap();
            while let Phase::Moving { throw, taken } = game.phase().clone() {
                let board = game.board();
                let legal = game.legal_next_moves();
                for h in Hole::all(board.size()) {
                    let why = game.why_no_move(h);
                    let movable = legal.iter().any(|m| m.from == h);
                    assert_eq!(why.is_none(), movable, "{board} {throw} {h}: {why:?}");
                    check(&board, &taken, throw, h, why);
                    if let Some(w) = why {
                        seen.insert(std::mem::discriminant(&w));
                    }
                }
                let m: Move = legal[n % legal.len()];
                game.make_move(m).unwrap();
            }
        }
    }
    for reason in [
        NoMove::NoPiece,
        NoMove::NotYours,
        NoMove::MovedThisThrow,
        NoMove::Undalled,
        NoMove::SternMostFirst {
            stern_most: hole("A1"),
        },
        NoMove::Blocked { by: hole("A1") },
        NoMove::OtherDieUnusable,
    ] {
        assert!(
            seen.contains(&std::mem::discriminant(&reason)),
            "{reason:?} never met"
        );
    }
}

fn check(board: &Position, taken: &[Move], t: Throw, h: Hole, why: Option<NoMove>) {
    let piece = board.piece_at(h);
    match why {
        None | Some(NoMove::GameOver | NoMove::NoThrow) => {}
        Some(NoMove::NoPiece) => assert!(piece.is_none()),
        Some(NoMove::NotYours) => assert_ne!(piece.unwrap().side, board.turn()),
        Some(NoMove::MovedThisThrow) => assert!(taken.iter().any(|m| m.to == h)),
        Some(NoMove::Undalled) => assert!(!piece.unwrap().dalled),
        Some(NoMove::SternMostFirst { stern_most }) => {
            assert!(!piece.unwrap().dalled);
            assert!(!board.piece_at(stern_most).unwrap().dalled);
        }
        Some(NoMove::Blocked { by }) => {
            let p = board.piece_at(by).unwrap();
            assert_eq!(p.side, board.turn());
            let steps = board.track_distance(board.turn(), h, by).unwrap();
            assert!(
                steps >= 1
                    && steps <= usize::from(t.dice().iter().map(|d| d.value()).max().unwrap())
            );
        }
        Some(NoMove::OtherDieUnusable) => assert!(taken.is_empty()),
    }
}
