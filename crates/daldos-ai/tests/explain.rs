//! The reasons of `explain`: every stated fact checked against the rules
//! crate and the exact capture odds, on hand-made positions and on many
//! positions of seeded random games; and each side's accuracy from loss
//! lists worked out by hand.

use daldos::{DiceSource, Hole, Play, Position, SeededDice, Side, Throw};
use daldos_ai::explain::NOTABLE_CHANCE;
use daldos_ai::{
    accuracy, explain, explain_review, game_accuracy, play_accuracy, review_game, Engine,
    Explanation, Fact, Level, PlayFacts, Reach, Reason, Which,
};
use num_rational::BigRational;

mod common;
use common::{pos, random_position};

fn hole(name: &str) -> Hole {
    name.parse().unwrap()
}

/// `p` with `side` to throw.
fn turned(p: &Position, side: Side) -> Position {
    let mut s = p.to_setup();
    s.turn = side;
    Position::from_setup(&s, p.rules().variants).unwrap()
}

fn frac(r: &BigRational) -> String {
    r.to_string()
}

/// `reach` is what the rules crate says `attacker` can capture in `p`.
fn check_reach(p: &Position, reach: &Reach, attacker: Side) {
    assert_eq!(reach.attacker, attacker);
    if p.is_game_over() {
        assert!(reach.pieces.is_empty() && reach.any.fraction == "0");
        return;
    }
    let q = turned(p, attacker);
    let targets: Vec<Hole> = q.holes(attacker.other()).collect();
    let mut listed = reach.pieces.iter();
    for t in targets {
        let exact = q.capture_probability(t);
        if exact == BigRational::from_integer(0.into()) {
            assert_eq!(reach.chance_at(t), 0.0, "{q} {t}");
        } else {
            let piece = listed.next().expect("every piece within reach is listed");
            assert_eq!(piece.hole, t);
            assert_eq!(piece.chance.fraction, frac(&exact), "{q} {t}");
            assert!(piece.chance.value > 0.0);
        }
    }
    assert!(listed.next().is_none());
    let any = q.capture_any_probability(q.bitboard(attacker.other()));
    assert_eq!(reach.any.fraction, frac(&any), "{q}");
    // At least one capture: no less than the likeliest single one, and no
    // chance at all exactly when no piece is within reach (up to the far
    // pieces' 16^-4, rules crate).
    let max = reach
        .pieces
        .iter()
        .map(|p| p.chance.value)
        .fold(0.0, f64::max);
    assert!(reach.any.value >= max - 1.0 / 65_536.0, "{q}");
    assert_eq!(reach.pieces.is_empty(), reach.any.value == 0.0);
}

/// Every fact of `f` about `play` in `p` holds under the rules crate.
fn check_facts(p: &Position, play: &Play, f: &PlayFacts, e: &Explanation) {
    let side = p.turn();
    let enemy = side.other();
    let after = p.play(play).unwrap();
    assert_eq!(f.play, play.to_string());
    // Captured: enemy pieces before, gone after; as many as the count drops.
    for &h in &f.captured {
        assert_eq!(p.piece_at(h).unwrap().side, enemy);
        assert!(after.piece_at(h).is_none_or(|x| x.side == side));
    }
    assert_eq!(f.captured.len() as u32, p.count(enemy) - after.count(enemy));
    // Dalled: as many as the undalled count drops; each now dalled.
    assert_eq!(f.undalled, after.undalled_count(side));
    assert_eq!(
        f.dalled.len() as u32,
        p.undalled_count(side) - after.undalled_count(side)
    );
    for &h in &f.dalled {
        let x = after.piece_at(h).unwrap();
        assert!(x.side == side && x.dalled);
    }
    // Progress: the track distance of every move.
    let travelled: usize = play
        .moves()
        .map(|m| p.track_distance(side, m.from, m.to).unwrap())
        .sum();
    assert_eq!(f.progress as usize, travelled);
    assert_eq!(f.wins, after.is_game_over());
    assert_eq!(f.extra_throw, !after.is_game_over() && after.turn() == side);
    check_reach(&after, &f.danger, enemy);
    check_reach(&after, &f.threats, side);
    // Out of danger: within reach before, and where the piece went (it
    // moves at most once) no chance now; each with its exact chance of
    // being captured before the throw (the opponent to throw), above 0.
    let q = (!after.is_game_over()).then(|| turned(&after, enemy));
    let zero = BigRational::from_integer(0.into());
    let before = turned(p, enemy);
    let mut expected = Vec::new();
    for from in p.holes(side) {
        let was = before.capture_probability(from);
        let now = play.moves().find(|m| m.from == from).map_or(from, |m| m.to);
        let safe = q
            .as_ref()
            .is_none_or(|q| q.capture_probability(now) == zero);
        if was != zero && safe {
            expected.push((from, frac(&was)));
        }
    }
    let stated: Vec<(Hole, String)> = f
        .out_of_danger
        .iter()
        .map(|x| (x.hole, x.chance.fraction.clone()))
        .collect();
    assert_eq!(stated, expected, "{p} {play}");
    for x in &f.out_of_danger {
        assert!(x.chance.value > 0.0, "{p} {play}");
    }
    // Capturers: where each capturing move of the play ended, and the
    // chance that the opponent captures at least one of them back.
    let mut ended: Vec<Hole> = play
        .moves()
        .filter(|m| m.captures() > 0)
        .map(|m| m.to)
        .collect();
    ended.sort_by_key(|h| h.index());
    ended.dedup();
    assert_eq!(f.capturers, ended);
    for &h in &f.capturers {
        assert_eq!(after.piece_at(h).unwrap().side, side);
    }
    let back = match &q {
        Some(q) if !ended.is_empty() => {
            q.capture_any_probability(ended.iter().fold(0, |b, h| b | h.bit()))
        }
        _ => BigRational::from_integer(0.into()),
    };
    assert_eq!(f.retaken.fraction, frac(&back), "{p} {play}");
    // Brought within reach: within reach now, not before.
    for t in &f.threats.pieces {
        assert_eq!(
            f.brought_within_reach.contains(&t.hole),
            e.threats_before.chance_at(t.hole) == 0.0
        );
    }
}

/// Every reason is a true difference with the weight and side stated;
/// those for the better play come first, then those without a side, then
/// those for the play made, the largest first within each.
fn check_reasons(e: &Explanation) {
    let (m, b) = (&e.made, &e.best);
    let group = |r: &Reason| match r.favours {
        Some(Which::Best) => 0,
        None => 1,
        Some(Which::Made) => 2,
    };
    let mut last: Option<(u8, Option<f64>)> = None;
    for r in &e.reasons {
        // Its words give a chance of a capture next turn exactly when the
        // fact is one with a chance (docs/ai.md, "How the words show the
        // chances").
        let chance = matches!(
            r.fact,
            Fact::Danger | Fact::Threats | Fact::Retaken | Fact::StoodSafe | Fact::Placed
        );
        assert_eq!(r.gives_chances, chance, "{:?}", r.fact);
        assert_eq!(r.fact.gives_chances(), chance, "{:?}", r.fact);
        let (diff, differs) = match r.fact {
            Fact::Captures => (
                Some(m.captured.len() as f64 - b.captured.len() as f64),
                m.captured != b.captured,
            ),
            Fact::Danger => (
                Some(b.danger.any.value - m.danger.any.value),
                m.danger.any != b.danger.any,
            ),
            Fact::Threats => (
                Some(m.threats_compared.any.value - b.threats_compared.any.value),
                m.threats_compared.any != b.threats_compared.any,
            ),
            Fact::OutOfDanger => (None, notable(m) != notable(b)),
            Fact::Dal => (None, m.dalled.len() != b.dalled.len()),
            Fact::Progress => (None, m.progress != b.progress),
            Fact::Retaken => (
                Some(b.retaken.value - m.retaken.value),
                m.retaken != b.retaken,
            ),
            // A reason apiece for each play's pieces: those it leaves at
            // the lower chance.
            Fact::Placed => {
                let own: Vec<_> = e
                    .placed
                    .iter()
                    .filter(|p| Some(p.favours) == r.favours)
                    .collect();
                (
                    Some(
                        own.iter()
                            .map(|p| p.best.chance.value - p.made.chance.value)
                            .sum(),
                    ),
                    !own.is_empty(),
                )
            }
            Fact::StoodSafe => {
                let likeliest = |by| {
                    e.stood_safe
                        .iter()
                        .filter(|s| s.moved_by == by)
                        .map(|s| s.chance.value)
                        .fold(0.0, f64::max)
                };
                (
                    Some(likeliest(Which::Best) - likeliest(Which::Made)),
                    !e.stood_safe.is_empty(),
                )
            }
        };
        assert!(differs, "{r:?}");
        assert_eq!(r.weight, diff.map(f64::abs));
        let favours = diff
            .and_then(|d| (d != 0.0).then_some(if d > 0.0 { Which::Made } else { Which::Best }));
        assert_eq!(r.favours, favours);
        let here = (group(r), r.weight);
        if let Some((g, w)) = last {
            assert!(g <= here.0, "{:?}", e.reasons);
            if g == here.0 {
                if let (Some(w), Some(now)) = (w, here.1) {
                    assert!(w >= now, "{:?}", e.reasons);
                }
            }
        }
        last = Some(here);
    }
    // No difference left unstated (a danger or threat counts by its chance
    // of at least one capture).
    let stated = |f: Fact| e.reasons.iter().any(|r| r.fact == f);
    assert_eq!(stated(Fact::Captures), m.captured != b.captured);
    assert_eq!(stated(Fact::Danger), m.danger.any != b.danger.any);
    assert_eq!(
        stated(Fact::Threats),
        m.threats_compared.any != b.threats_compared.any
    );
    assert_eq!(stated(Fact::Progress), m.progress != b.progress);
    assert_eq!(stated(Fact::Dal), m.dalled.len() != b.dalled.len());
    assert_eq!(stated(Fact::Retaken), m.retaken != b.retaken);
    assert_eq!(stated(Fact::StoodSafe), !e.stood_safe.is_empty());
    assert_eq!(stated(Fact::Placed), !e.placed.is_empty());
    let sides: std::collections::BTreeSet<_> =
        e.placed.iter().map(|p| p.favours == Which::Made).collect();
    let placed = e.reasons.iter().filter(|r| r.fact == Fact::Placed).count();
    assert_eq!(placed, sides.len(), "{:?}", e.reasons);
    assert_eq!(stated(Fact::OutOfDanger), notable(m) != notable(b));
}

/// The holes of the pieces a play takes out of a reach of at least
/// [`NOTABLE_CHANCE`] (1 %): the only ones an out-of-danger reason counts.
fn notable(f: &PlayFacts) -> Vec<Hole> {
    f.out_of_danger
        .iter()
        .filter(|x| x.chance.value >= NOTABLE_CHANCE)
        .map(|x| x.hole)
        .collect()
}

/// Every piece of `e.placed` stands where each play leaves it at the
/// exact chance stated, the two holes and chances differ, and it is no
/// capturer nor a piece that stood safe; and no such piece is left out.
fn check_placed(p: &Position, made: &Play, best: &Play, e: &Explanation) {
    let enemy = p.turn().other();
    let zero = BigRational::from_integer(0.into());
    let end = |pl: &Play, from: Hole| pl.moves().find(|m| m.from == from).map_or(from, |m| m.to);
    let chance = |pl: &Play, h: Hole| {
        let a = p.play(pl).unwrap();
        if a.is_game_over() {
            zero.clone()
        } else {
            turned(&a, enemy).capture_probability(h)
        }
    };
    let mut expected = Vec::new();
    for from in p.holes(p.turn()) {
        let (hm, hb) = (end(made, from), end(best, from));
        let (cm, cb) = (chance(made, hm), chance(best, hb));
        let capturer = e.made.capturers.contains(&hm) || e.best.capturers.contains(&hb);
        let stood = e.stood_safe.iter().any(|s| s.from == from);
        if hm != hb && cm != cb && !capturer && !stood {
            expected.push((from, hm, frac(&cm), hb, frac(&cb)));
        }
    }
    // Each speaks for the play that leaves it at the lower chance.
    for x in &e.placed {
        let made_lower = x.made.chance.value < x.best.chance.value;
        assert_eq!(x.favours == Which::Made, made_lower, "{x:?}");
    }
    let stated: Vec<_> = e
        .placed
        .iter()
        .map(|x| {
            let (m, b) = (&x.made, &x.best);
            (
                x.from,
                m.hole,
                m.chance.fraction.clone(),
                b.hole,
                b.chance.fraction.clone(),
            )
        })
        .collect();
    assert_eq!(stated, expected, "{p} {made} {best}");
}

/// Every piece of `e.stood_safe` is one the moving play moves into reach
/// (its exact chance there) and the other leaves where it stood, at no
/// chance there nor before the throw; and no such piece is left out.
fn check_stood_safe(p: &Position, made: &Play, best: &Play, e: &Explanation) {
    let enemy = p.turn().other();
    let after = |pl: &Play| turned(&p.play(pl).unwrap(), enemy);
    let chance_after = |pl: &Play, h: Hole| {
        let a = p.play(pl).unwrap();
        if a.is_game_over() {
            BigRational::from_integer(0.into())
        } else {
            after(pl).capture_probability(h)
        }
    };
    let zero = BigRational::from_integer(0.into());
    let mut expected = Vec::new();
    for from in p.holes(p.turn()) {
        for (by, moving, standing) in [(Which::Made, made, best), (Which::Best, best, made)] {
            // A piece that captured with its move is the capture's reason.
            let moved = moving
                .moves()
                .find(|m| m.from == from && m.captures() == 0)
                .map(|m| m.to);
            let stays = standing.moves().all(|m| m.from != from);
            if let (Some(to), true) = (moved, stays) {
                let there = chance_after(moving, to);
                // Out of reach after the other play and before the throw
                // (the opponent to throw): it stood safe.
                let before = turned(p, enemy).capture_probability(from);
                if there != zero && chance_after(standing, from) == zero && before == zero {
                    expected.push((by, from, to, frac(&there)));
                }
            }
        }
    }
    expected.sort_by_key(|x| x.1.index());
    let stated: Vec<_> = e
        .stood_safe
        .iter()
        .map(|s| (s.moved_by, s.from, s.to, s.chance.fraction.clone()))
        .collect();
    assert_eq!(stated, expected, "{p} {made} {best}");
}

/// `f.threats_compared`: `f.threats` without the enemy pieces on `taken`
/// (the other play's captures), its chance of at least one capture exact
/// under the rules crate.
fn check_threats_compared(p: &Position, play: &Play, f: &PlayFacts, taken: &[Hole]) {
    let kept: Vec<_> = f
        .threats
        .pieces
        .iter()
        .filter(|x| !taken.contains(&x.hole))
        .collect();
    let compared: Vec<_> = f.threats_compared.pieces.iter().collect();
    assert_eq!(compared, kept);
    if kept.len() == f.threats.pieces.len() {
        assert_eq!(f.threats_compared, f.threats);
        return;
    }
    let q = turned(&p.play(play).unwrap(), p.turn());
    let targets = kept.iter().fold(0, |b, x| b | x.hole.bit());
    let any = if kept.is_empty() {
        BigRational::from_integer(0.into())
    } else {
        q.capture_any_probability(targets)
    };
    assert_eq!(f.threats_compared.any.fraction, frac(&any), "{q}");
}

fn check(p: &Position, made: &Play, best: &Play) -> Explanation {
    let e = explain(p, made, best);
    assert_eq!(e.side, p.turn());
    check_reach(p, &e.danger_before, p.turn().other());
    check_reach(p, &e.threats_before, p.turn());
    check_facts(p, made, &e.made, &e);
    check_facts(p, best, &e.best, &e);
    check_threats_compared(p, made, &e.made, &e.best.captured);
    check_threats_compared(p, best, &e.best, &e.made.captured);
    check_stood_safe(p, made, best, &e);
    check_placed(p, made, best, &e);
    check_reasons(&e);
    // Missed: captured by the better play, still on the board after the
    // play made.
    let after_made = p.play(made).unwrap();
    for h in &e.best.captured {
        let survives = after_made.piece_at(*h).is_some_and(|x| x.side != p.turn());
        assert_eq!(e.missed.contains(h), survives, "{p} {made} {best}");
    }
    assert!(e.missed.iter().all(|h| e.best.captured.contains(h)));
    // The page gets the same data through serde.
    let json = serde_json::to_string(&e).unwrap();
    assert_eq!(serde_json::from_str::<Explanation>(&json).unwrap(), e);
    e
}

#[test]
fn a_missed_last_capture_is_the_first_reason() {
    // N = 6: with 3+4, A's piece on M5 takes B's last piece on M2 (M5xM2,
    // the game won) or runs past it to B2.
    let p = pos("6/2B2A1/6 a");
    let throw: Throw = "3+4".parse().unwrap();
    let plays = p.legal_plays(throw);
    let hit = plays.iter().find(|pl| pl.captures() == 1).unwrap();
    let miss = plays.iter().find(|pl| pl.captures() == 0).unwrap();
    let e = check(&p, miss, hit);
    assert_eq!(e.best.captured, [hole("M2")]);
    assert!(e.made.captured.is_empty());
    assert_eq!(e.missed, [hole("M2")]);
    assert!(e.best.wins && !e.made.wins);
    let first = e.reasons[0];
    assert_eq!(
        (first.fact, first.favours, first.weight),
        (Fact::Captures, Some(Which::Best), Some(1.0))
    );
    // Before the throw B's piece on M2 is within A's reach: 3 or 4 on
    // either die or as a sum 3 or 4, and the 1+1 chain on top.
    assert_eq!(e.threats_before.pieces.len(), 1);
    assert_eq!(e.threats_before.pieces[0].hole, hole("M2"));
    // The capture wins with its first die (the other is void): 3 holes
    // against 7, a fact without a measure, ranked after the capture. The
    // play made still has B's piece within reach, but that is the piece
    // the better play took: compared without it, no threat speaks for the
    // play made (it once did, a point for missing the capture).
    assert_eq!((e.made.progress, e.best.progress), (7, 3));
    assert!(!e.made.threats.pieces.is_empty());
    assert!(e.made.threats_compared.pieces.is_empty());
    assert_eq!(e.made.threats_compared.any.fraction, "0");
    let facts: Vec<(Fact, Option<Which>)> = e.reasons.iter().map(|r| (r.fact, r.favours)).collect();
    assert_eq!(
        facts,
        [(Fact::Captures, Some(Which::Best)), (Fact::Progress, None)]
    );
}

/// The play of `throw` in `p` written `text`.
fn play_of(p: &Position, throw: &str, text: &str) -> Play {
    let plays = p.legal_plays(throw.parse().unwrap());
    plays.into_iter().find(|pl| pl.to_string() == text).unwrap()
}

/// [`check`] of the plays `made` and `best` of `throw` in the position
/// `position` (text).
fn checked(position: &str, throw: &str, made: &str, best: &str) -> Explanation {
    let p = pos(position);
    check(&p, &play_of(&p, throw, made), &play_of(&p, throw, best))
}

#[test]
fn a_capture_taken_back_speaks_for_the_better_play() {
    // tests/review/game.dgn, throw 41: Light's M1xB2 takes a piece, but
    // Dark takes the capturer on B2 back with 7/16; the better play's
    // capturer on M11 stands at 1.82 %.
    let e = checked(
        "3BAa3A2/1AB4B3BA/bb1Bbbb5 a",
        "1+3",
        "A6-A7 M1xB2",
        "M12xM11 A10-M12",
    );
    assert_eq!(e.made.capturers, [hole("B2")]);
    assert_eq!(e.made.retaken.fraction, "7/16");
    assert_eq!(e.best.capturers, [hole("M11")]);
    assert!((e.best.retaken.value - 0.0182).abs() < 5e-5);
    let first = e.reasons[0];
    assert_eq!(
        (first.fact, first.favours),
        (Fact::Retaken, Some(Which::Best))
    );
    assert!((first.weight.unwrap() - (0.4375 - e.best.retaken.value)).abs() < 1e-12);
}

#[test]
fn a_piece_moved_from_where_it_stood_safe() {
    // tests/review/game.dgn, throw 34: Dark's B11-M11 moves a piece that
    // no enemy could reach on B11 to M11, within reach at 29.17 %; the
    // better play M3-M0xA4 leaves it on B11.
    let e = checked(
        "3AAaa1A3/3B4ABB2/bbb1bbb3B1 b",
        "3+4",
        "B11-M11 M3-A1",
        "M3-M0xA4",
    );
    assert_eq!(e.stood_safe.len(), 1);
    let s = &e.stood_safe[0];
    assert_eq!(
        (s.moved_by, s.from, s.to),
        (Which::Made, hole("B11"), hole("M11"))
    );
    assert_eq!(
        s.chance.fraction,
        e.made
            .danger
            .pieces
            .iter()
            .find(|c| c.hole == hole("M11"))
            .unwrap()
            .chance
            .fraction
    );
    assert!((s.chance.value - 0.2917).abs() < 5e-5);
    let r = e
        .reasons
        .iter()
        .find(|r| r.fact == Fact::StoodSafe)
        .unwrap();
    assert_eq!(
        (r.favours, r.weight),
        (Some(Which::Best), Some(s.chance.value))
    );
}

#[test]
fn a_piece_moved_into_more_danger_than_where_it_stood() {
    // tests/review/game.dgn, throw 10: after both plays Dark can capture
    // at least one of Light's pieces for sure, but the play made moves
    // the piece on M7 to M5 (60.00 %, where Dark's dals and the piece on
    // M8 reach it) where the better play leaves it on M7 (7/16).
    let e = checked(
        "Baaaaaaaa3/7AB4/bbbbbbbbbb2 a",
        "1+2",
        "A9-A10 M7-M5",
        "A9-A10-A12",
    );
    assert_eq!(
        (
            e.made.danger.any.fraction.as_str(),
            e.best.danger.any.fraction.as_str()
        ),
        ("1", "1")
    );
    let m7 = e.placed.iter().find(|x| x.from == hole("M7")).unwrap();
    assert_eq!((m7.made.hole, m7.best.hole), (hole("M5"), hole("M7")));
    assert!((m7.made.chance.value - 0.6000).abs() < 5e-5);
    assert_eq!(m7.best.chance.fraction, "7/16");
    let r = e.reasons.iter().find(|r| r.fact == Fact::Placed).unwrap();
    assert_eq!(r.favours, Some(Which::Best));
    // Before, nothing of the next turn spoke for the better play; now the
    // first reason does.
    assert_eq!(e.reasons[0].favours, Some(Which::Best));
}

/// The pieces `f` takes out of danger: hole and exact chance before the
/// throw.
fn out_of_danger(f: &PlayFacts) -> Vec<(Hole, &str)> {
    f.out_of_danger
        .iter()
        .map(|x| (x.hole, x.chance.fraction.as_str()))
        .collect()
}

#[test]
fn pieces_taken_out_of_danger_carry_their_chance_before_the_throw() {
    // tests/review/game.dgn, throw 48: Dark's better play B1xB2 A7xA11
    // takes the pieces on B6 and B7 out of Light's reach (2/3 and 7/24
    // before the throw); the play made M3-M2-A2 the piece on M3, out of
    // a reach of 0.48 % (a chain of 1+1 throws).
    let e = checked(
        "3B2B3AA/3B1B7/bA1Bbbb5 b",
        "1+4",
        "M3-M2-A2",
        "B1xB2 A7xA11",
    );
    assert_eq!(
        out_of_danger(&e.made),
        [(hole("M3"), "82487979/17179869184")]
    );
    assert_eq!(
        out_of_danger(&e.best),
        [(hole("B6"), "2/3"), (hole("B7"), "7/24")]
    );
    assert!(e.reasons.iter().any(|r| r.fact == Fact::OutOfDanger));
    // Throw 22: Light's better play A8-A9 M9xM8 takes the piece on A4 out
    // of a reach of 59/196608 (0.03 %), and three more at less; the play
    // made none. None reaches 1 % (`NOTABLE_CHANCE`): no reason.
    let e = checked(
        "2Aa1aaa1B2/8BA3/bbb1bbbbbb2 a",
        "1+1",
        "A4-A5 A3-A4",
        "A8-A9 M9xM8",
    );
    assert!(e.made.out_of_danger.is_empty());
    let best = out_of_danger(&e.best);
    assert_eq!((best.len(), best[0]), (4, (hole("A4"), "59/196608")));
    assert!(e
        .best
        .out_of_danger
        .iter()
        .all(|x| x.chance.value < NOTABLE_CHANCE));
    assert!(e.reasons.iter().all(|r| r.fact != Fact::OutOfDanger));
    assert_eq!(NOTABLE_CHANCE, 0.01);
}

#[test]
fn the_odds_of_the_rules_example_stand_behind_the_danger() {
    // docs/rules.md's example: B to throw, A's piece on M9 is captured with
    // 7/16. From A's side before a throw of A's, that is A's danger.
    let p = pos("aaaaaa10/9AB6/B4B10 a");
    let throw: Throw = "1+2".parse().unwrap();
    let plays: Vec<Play> = p
        .distinct_plays(throw)
        .into_iter()
        .map(|(pl, _)| pl)
        .collect();
    assert!(plays.len() >= 2);
    let e = check(&p, &plays[0], &plays[1]);
    assert_eq!(e.danger_before.attacker, Side::B);
    let m9 = e
        .danger_before
        .pieces
        .iter()
        .find(|c| c.hole == hole("M9"))
        .unwrap();
    assert_eq!(m9.chance.fraction, "7/16");
    assert_eq!(m9.chance.value, 0.4375);
}

/// Whether `p` has more than 14 pieces: exact odds that take seconds in a
/// debug build, left out to keep the tests fast.
fn crowded(p: &Position) -> bool {
    p.count(Side::A) + p.count(Side::B) > 14
}

/// Two distinct plays of many throws in positions of seeded random games,
/// every fact checked (N = 6, 8 and 12, the standard rules).
#[test]
fn every_fact_holds_on_random_positions() {
    let mut dice = SeededDice::new(26);
    let mut checked = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..24u64 {
        let size = [6u8, 8, 12][(seed % 3) as usize];
        let p = random_position(seed, size, (seed % 5) as u32 * 8 + 30);
        let throw = dice.throw();
        if p.is_game_over() || crowded(&p) {
            continue;
        }
        let plays: Vec<Play> = p
            .distinct_plays(throw)
            .into_iter()
            .map(|(pl, _)| pl)
            .collect();
        if plays.len() < 2 {
            continue;
        }
        let e = check(&p, &plays[0], &plays[plays.len() - 1]);
        kinds.extend(e.reasons.iter().map(|r| format!("{:?}", r.fact)));
        checked += 1;
    }
    assert!(checked >= 8, "{checked}");
    // The positions give reasons of most kinds.
    assert!(kinds.len() >= 4, "{kinds:?}");
}

/// Costly plays of seeded games reviewed by level 2 (one play deep, fast):
/// each explained, every fact checked (three of at most 14 pieces on the
/// board).
#[test]
fn the_costly_plays_of_reviewed_games() {
    let engine = Engine::new(Level::new(2).unwrap(), 0);
    let mut explained = 0;
    for seed in 1..=8 {
        let game = common::seeded_game(seed);
        let reviews = review_game(&engine, &game, 0..game.record().len());
        // The engine's own choice has nothing to explain.
        let same = reviews.iter().find(|t| t.review.play == t.review.best);
        assert!(explain_review(same.unwrap()).is_none());
        let costly = reviews.iter().filter(|t| t.review.loss() > 0.02);
        for t in costly.filter(|t| !crowded(&t.position)) {
            if explained == 3 {
                return;
            }
            let e = check(&t.position, &t.review.play, &t.review.best);
            if explained == 0 {
                assert_eq!(explain_review(t), Some(e));
            }
            explained += 1;
        }
    }
    panic!("only {explained} costly plays of at most 14 pieces");
}

#[test]
fn play_accuracy_follows_lichess() {
    // 103.1668 · exp(−0.04354 · points) − 3.1669, worked out by hand.
    assert!((play_accuracy(0.0) - 99.9999).abs() < 1e-9);
    assert!((play_accuracy(0.10) - 63.5826).abs() < 1e-3);
    assert!((play_accuracy(0.50) - 8.5303).abs() < 1e-3);
    // Past about 79 points the formula goes below 0: clamped.
    assert_eq!(play_accuracy(0.9), 0.0);
    assert_eq!(play_accuracy(1.0), 0.0);
    // Out of range or not a number: clamped, never a panic.
    assert_eq!(play_accuracy(-0.5), play_accuracy(0.0));
    assert_eq!(play_accuracy(f64::NAN), play_accuracy(0.0));
    assert_eq!(play_accuracy(7.0), 0.0);
}

#[test]
fn a_side_s_accuracy_is_the_mean_over_its_plays() {
    assert_eq!(accuracy([]), None);
    let a = accuracy([0.0, 0.0, 0.0]).unwrap();
    assert_eq!(a.plays, 3);
    assert!((a.percent - 99.9999).abs() < 1e-9);
    // (99.9999 + 63.5826 + 8.5303 + 0) / 4 = 43.0282
    let a = accuracy([0.0, 0.10, 0.50, 1.0]).unwrap();
    assert_eq!(a.plays, 4);
    assert!((a.percent - 43.0282).abs() < 1e-3, "{}", a.percent);
    // One blunder of 50 points among nine perfect plays.
    let mut losses = vec![0.0; 9];
    losses.push(0.5);
    let a = accuracy(losses).unwrap();
    assert!((a.percent - 90.8529).abs() < 1e-3, "{}", a.percent);
}

#[test]
fn a_game_s_accuracy_counts_the_throws_with_a_choice() {
    let game = common::seeded_game(3);
    let n = game.record().len();
    let engine = Engine::new(Level::new(2).unwrap(), 0);
    let reviews = review_game(&engine, &game, 0..n);
    let g = game_accuracy(&reviews);
    for (side, got) in [(Side::A, g.a), (Side::B, g.b)] {
        let with_choice: Vec<f64> = reviews
            .iter()
            .filter(|t| t.review.side == side)
            .filter(|t| t.position.distinct_plays(t.review.play.throw).len() > 1)
            .map(|t| t.review.loss())
            .collect();
        assert!(!with_choice.is_empty());
        assert_eq!(got, accuracy(with_choice));
    }
    // Level 2 reviews its own side's plays (A, at full strength).
    let a = g.a.unwrap();
    let b = g.b.unwrap();
    assert!(a.percent > b.percent, "{a:?} {b:?}");
}
