//! Hand-worked tests, one or more per rule point of the rules reference.

use daldos::{Game, Phase, Position, Setup, Throw, ThrowKind, Variants};

fn pos_with(dpn: &str, variants: Variants) -> Position {
    let setup: Setup = dpn.parse().unwrap();
    Position::from_setup(&setup, variants).unwrap()
}

fn pos(dpn: &str) -> Position {
    pos_with(dpn, Variants::STANDARD)
}

fn throw(t: &str) -> Throw {
    t.parse().unwrap()
}

/// The distinct plays as `play -> resulting position`, sorted.
fn results(p: &Position, t: &str) -> Vec<String> {
    let mut v: Vec<String> = p
        .distinct_plays(throw(t))
        .into_iter()
        .map(|(play, after)| format!("{play} -> {after}"))
        .collect();
    v.sort();
    v
}

#[test]
fn at_the_start_only_the_stern_most_piece_can_be_dalled() {
    let start = pos("aaaaaa/7/bbbbbb a");
    // 1+2: dal A6 and move on two more holes; no second piece can move.
    assert_eq!(results(&start, "1+2"), ["A6-M6-M4 -> aaaaa1/4A2/bbbbbb b"]);
    // No dal: the throw is lost and B throws.
    assert_eq!(results(&start, "2+3"), ["-- -> aaaaaa/7/bbbbbb b"]);
}

#[test]
fn any_undalled_piece_may_be_dalled_unless_stern_most_dal() {
    // A's undalled pieces on A1 and A4; A dalled on M1 (can take any die).
    let dpn = "a2a2/1A5/5B a";
    let standard = results(&pos(dpn), "1+4");
    assert!(standard.iter().any(|r| r.starts_with("A1-A2 ")));
    assert!(standard.iter().any(|r| r.starts_with("A4-A5 ")));
    let stern = results(
        &pos_with(
            dpn,
            Variants {
                stern_most_dal: true,
                ..Variants::STANDARD
            },
        ),
        "1+4",
    );
    assert!(!stern.iter().any(|r| r.contains("A1-A2")));
    assert!(stern.iter().any(|r| r.starts_with("A4-A5 ")));
}

#[test]
fn stern_most_dal_is_checked_at_each_dal_of_a_dal_dal() {
    let p = pos_with(
        "aaaaaa/7/bbbbbb a",
        Variants {
            stern_most_dal: true,
            ..Variants::STANDARD
        },
    );
    // Dal A6, then A5 is the stern-most undalled piece and may be dalled.
    assert_eq!(
        results(&p, "1+1"),
        [
            "A6-M6 A5-A6 -> aaaa1A/6A/bbbbbb a",
            "A6-M6-M5 -> aaaaa1/5A1/bbbbbb a",
        ]
    );
}

#[test]
fn friendly_pieces_are_never_jumped_enemies_are_and_landing_captures() {
    // A on M2 and M4, B's last piece on B1.
    let p = pos("6/2A1A2/B5 a");
    assert_eq!(
        results(&p, "2+3"),
        [
            // M4 cannot move first: M2 is in its way.
            "M2-M0 M4-M1 -> 6/AA5/B5 b",
            // The summed move jumps B1 without harming it.
            "M2-M0-B3 -> 6/4A2/B1A3 b",
            // M2 lands on B1 with the 3: B's last piece is taken, the 2 is void.
            "M2xB1 -> 6/4A2/A5 b",
        ]
    );
}

#[test]
fn a_dal_captures_an_enemy_on_the_hole_it_enters() {
    // B's dalled piece stands on M6, just ahead of A's undalled A6.
    let p = pos("aaaaaa/6B/bbbbb1 a");
    let r = results(&p, "1+1");
    assert!(
        r.contains(&"A6xM6 A5-A6 -> aaaa1A/6A/bbbbb1 a".to_string()),
        "{r:?}"
    );
    // With 1+2 the capturing dal alone does not use the throw: the summed
    // move (which jumps M6) must be played instead.
    assert_eq!(results(&p, "1+2"), ["A6-M6-M4 -> aaaaa1/4A1B/bbbbb1 b"]);
}

#[test]
fn summed_move_captures_only_at_the_end_unless_both_stops() {
    // A on M6; B on M4 (after a 2) and M1 (after 2+3). B also has B6.
    let dpn = "6/1B2B1A/5B a";
    let standard = results(&pos(dpn), "2+3");
    assert_eq!(
        standard,
        ["M6-M4xM1 -> 6/1A2B2/5B b"],
        "one piece only: the summed move; M4 jumped, M1 captured"
    );
    let both = results(
        &pos_with(
            dpn,
            Variants {
                capture_both_stops: true,
                ..Variants::STANDARD
            },
        ),
        "2+3",
    );
    assert_eq!(
        both,
        [
            // 3 first: stop on M3 (empty), capture on M1.
            "M6-M3xM1 -> 6/1A2B2/5B b",
            // 2 first: capture on M4 and on M1.
            "M6xM4xM1 -> 6/1A5/5B b",
        ]
    );
}

#[test]
fn one_piece_never_makes_two_separate_moves() {
    let p = pos("6/1B4A/5B a");
    for t in ["2+3", "4+4", "1+2"] {
        for play in p.legal_plays(throw(t)) {
            assert_eq!(play.len(), 1, "{t}: {play}");
            assert!(play.moves().all(|m| m.is_summed()));
        }
    }
}

#[test]
fn one_die_when_both_cannot_be_used_either_die_allowed() {
    // B2 can move 2 but not 4 (its own undalled B5 is in the way).
    let p = pos("a5/2A3A/1B2b1 b");
    assert_eq!(results(&p, "4+2"), ["B2-B4 -> a5/2A3A/3Bb1 a"]);
    // A: A2 takes the 2; the 4 is blocked by A5; nothing else moves.
    let p = pos("1A2a1/3B3/bb2B1 a");
    assert_eq!(results(&p, "2+4"), ["A2-A4 -> 3Aa1/3B3/bb2B1 b"]);
    // Partial throws are announced as such by the game.
    let mut g = Game::from_position(pos("a5/2A3A/1B2b1 b"));
    assert_eq!(g.throw_with(throw("4+2")), Ok(ThrowKind::Partial));
}

#[test]
fn a_throw_that_cannot_be_used_is_lost() {
    let p = pos("a5/2A3A/1B2b1 b");
    assert_eq!(results(&p, "3+3"), ["-- -> a5/2A3A/1B2b1 a"]);
    let mut g = Game::from_position(p);
    assert_eq!(g.throw_with(throw("3+3")), Ok(ThrowKind::Lost));
    assert_eq!(g.position().turn(), daldos::Side::A);
    assert_eq!(g.record().len(), 1);
}

#[test]
fn dal_dal_gives_an_extra_throw_even_when_lost() {
    let p = pos("a5/2A3A/1B2b1 b");
    // 1+1: B5 is undalled and may dal (B6 is free); B2 moves 1.
    for (_, after) in p.distinct_plays(throw("1+1")) {
        assert_eq!(after.turn(), daldos::Side::B);
    }
    // And the game waits for the same side's extra throw.
    let mut g = Game::from_position(p);
    assert!(!g.extra_throw_pending());
    g.throw_with(throw("1+1")).unwrap();
    let m = g.legal_next_moves()[0];
    g.make_move(m).unwrap();
    // One die of the two equal ones spent: the first.
    assert_eq!(g.dice_used(), [true, false]);
    assert_eq!(g.last_moves(), [m]);
    assert!(!g.extra_throw_pending(), "the 1+1 is not used up yet");
    while let Some(m) = g.legal_next_moves().first().copied() {
        g.make_move(m).unwrap();
    }
    assert_eq!(*g.phase(), Phase::AwaitingThrow);
    assert_eq!(g.position().turn(), daldos::Side::B);
    assert!(g.extra_throw_pending());
    assert_eq!(g.dice_used(), [false, false]);
    assert_eq!(g.last_moves().len(), 2);
    // The extra throw is one while it is used; once used, the turn passes.
    let shown = g.last_moves();
    assert_eq!(g.throw_with(throw("4+4")), Ok(ThrowKind::Full));
    assert!(g.extra_throw_pending());
    assert_eq!(g.last_moves(), shown, "no move of the 4+4 made yet");
    while let Some(m) = g.legal_next_moves().first().copied() {
        g.make_move(m).unwrap();
    }
    assert_eq!(g.position().turn(), daldos::Side::A);
    assert!(!g.extra_throw_pending());
}

#[test]
fn the_game_ends_when_a_side_has_no_pieces_or_one_with_last_piece_loses() {
    let p = pos("6/2A1A2/B5 a");
    let win = p
        .legal_plays(throw("3+2"))
        .into_iter()
        .find(|pl| pl.captures() == 1)
        .unwrap();
    let after = p.play_unchecked(&win);
    assert_eq!(after.outcome().map(|o| o.winner), Some(daldos::Side::A));
    assert!(after.legal_plays(throw("1+1")).is_empty());

    let last = pos_with(
        "6/2A1A2/B4B a",
        Variants {
            last_piece_loses: true,
            ..Variants::STANDARD
        },
    );
    assert_eq!(last.outcome(), None);
    let r = results(&last, "3+2");
    // Capturing B1 leaves B one piece: B has lost, the 2 is void.
    assert!(r.contains(&"M2xB1 -> 6/4A2/A4B b".to_string()), "{r:?}");
}

#[test]
fn roll_off_higher_sum_starts_ties_throw_again_and_is_not_played() {
    let mut g = Game::new(daldos::Rules::NORWEGIAN);
    assert_eq!(g.roll_off_with(throw("2+2"), throw("1+3")), Ok(None));
    assert_eq!(*g.phase(), Phase::RollOff);
    assert_eq!(
        g.roll_off_with(throw("1+2"), throw("4+1")),
        Ok(Some(daldos::Side::B))
    );
    assert_eq!(*g.phase(), Phase::AwaitingThrow);
    assert_eq!(g.position().turn(), daldos::Side::B);
    assert_eq!(g.position().to_string(), "aaaaaaaaaaaa/13/bbbbbbbbbbbb b");
    assert!(g.record().is_empty());
}

#[test]
fn step_by_step_never_paints_into_a_corner_and_undo_works() {
    // A on M2 and M4 with 2+3: M4 may only move after M2 has.
    let mut g = Game::from_position(pos("6/2A1A2/B5 a"));
    g.throw_with(throw("2+3")).unwrap();
    let first: Vec<String> = g.legal_next_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(first.len(), 3, "{first:?}");
    assert!(first.contains(&"M2-M0".to_string()));
    assert!(first.contains(&"M2xB1".to_string()));
    assert!(first.contains(&"M2-M0-B3".to_string()));
    let m = *g
        .legal_next_moves()
        .iter()
        .find(|m| m.to_string() == "M2-M0")
        .unwrap();
    assert_eq!(g.make_move(m), Ok(false));
    // The 2 is spent (the throw's first die); M2-M0 passed M1 and M0.
    assert_eq!(g.dice_used(), [true, false]);
    assert_eq!(
        g.position()
            .path(&m)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["M1", "M0"]
    );
    let second: Vec<String> = g.legal_next_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(second, ["M4-M1"]);
    assert_eq!(g.undo_move(), Ok(m));
    assert_eq!(g.dice_used(), [false, false]);
    assert_eq!(g.legal_next_moves().len(), 3);
    // A summed move spends both dice; its path runs over both stops.
    let summed = *g
        .legal_next_moves()
        .iter()
        .find(|m| m.to_string() == "M2-M0-B3")
        .unwrap();
    let path: Vec<String> = g
        .position()
        .path(&summed)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(path, ["M1", "M0", "B1", "B2", "B3"]);
    assert!(g.undo_move().is_err());
}

#[test]
fn summed_moves_read_with_either_stop_when_the_stop_does_not_matter() {
    let p = pos("6/1B4A/5B a");
    let t = throw("2+3");
    let play = daldos::notation::parse_play(&p, t, "M6-M4xM1").unwrap();
    assert_eq!(
        daldos::notation::parse_play(&p, t, "M6-M3xM1").unwrap(),
        play
    );
    assert_eq!(play.to_string(), "M6-M4xM1");
    // With capture at both stops the stop matters and both orders are plays.
    let both = pos_with(
        "6/1B2B1A/5B a",
        Variants {
            capture_both_stops: true,
            ..Variants::STANDARD
        },
    );
    let a = daldos::notation::parse_play(&both, t, "M6xM4xM1").unwrap();
    let b = daldos::notation::parse_play(&both, t, "M6-M3xM1").unwrap();
    assert_ne!(a, b);
    assert_eq!(a.captures(), 2);
    assert_eq!(b.captures(), 1);
}
