//! `Position::distinct_positions_into` (the playout generator) against
//! `Position::distinct_plays` (every legal play, duplicates removed by
//! resulting position): the same positions, each once, on the data file
//! of distinct counts, in random games and in random setups, on every
//! board size and every combination of variants.

use std::collections::HashSet;

use daldos::{
    DiceSource, Hole, Piece, Position, PositionKey, Row, Rules, SeededDice, Setup, Side, Throw,
    Variants,
};
use proptest::prelude::*;

fn variants(bits: u8) -> Variants {
    Variants {
        stern_most_dal: bits & 1 != 0,
        capture_both_stops: bits & 2 != 0,
        last_piece_loses: bits & 4 != 0,
    }
}

/// Checks every throw of `pos`; returns how many positions were listed.
fn check_all_throws(pos: &Position, buf: &mut Vec<Position>) -> usize {
    let mut listed = 0;
    for throw in Throw::all() {
        pos.distinct_positions_into(throw, buf);
        let expected: Vec<Position> = pos
            .distinct_plays(throw)
            .into_iter()
            .map(|(_, p)| p)
            .collect();
        let got: HashSet<Position> = buf.iter().copied().collect();
        assert_eq!(
            got.len(),
            buf.len(),
            "{pos} {throw}: a position listed twice"
        );
        assert_eq!(
            got,
            expected.iter().copied().collect::<HashSet<_>>(),
            "{pos} ({}) {throw}",
            pos.rules().variants
        );
        assert!(buf.len() <= Position::MAX_DISTINCT_POSITIONS);
        listed += buf.len();
    }
    listed
}

#[test]
fn counts_of_the_data_file() {
    let data = include_str!("data/plays.tsv");
    let mut buf = Vec::new();
    let mut checked = 0;
    for line in data.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        let setup: Setup = cols[0].parse().unwrap();
        let throw: Throw = cols[1].parse().unwrap();
        let variants: Variants = cols[2].parse().unwrap();
        let expected: usize = cols[3].parse().unwrap();
        let pos = Position::from_setup(&setup, variants).unwrap();
        pos.distinct_positions_into(throw, &mut buf);
        assert_eq!(buf.len(), expected, "{line}");
        check_all_throws(&pos, &mut buf);
        checked += 1;
    }
    assert_eq!(checked, 142);
}

#[test]
fn start_of_the_danish_board() {
    let pos = Position::new(Rules::DANISH);
    let mut buf = Vec::new();
    let counts: Vec<usize> = Throw::all()
        .map(|t| {
            pos.distinct_positions_into(t, &mut buf);
            buf.len()
        })
        .collect();
    // Only A16 can be dalled, and no other piece can take the other die:
    // one position for every throw but 1+1, which dals A16 twice over
    // (summed, to M15) or dals A16 and then A15 behind it.
    assert_eq!(counts, [2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    pos.distinct_positions_into("2+3".parse().unwrap(), &mut buf);
    assert_eq!(
        buf[0],
        pos.with_turn(Side::B),
        "a lost throw passes the turn"
    );
    pos.distinct_positions_into("1+1".parse().unwrap(), &mut buf);
    let dpns: HashSet<String> = buf.iter().map(ToString::to_string).collect();
    assert_eq!(
        dpns,
        HashSet::from([
            "aaaaaaaaaaaaaaa1/15A1/bbbbbbbbbbbbbbbb a".to_string(),
            "aaaaaaaaaaaaaa1A/16A/bbbbbbbbbbbbbbbb a".to_string(),
        ])
    );
}

#[test]
fn the_twins_exchanging_the_dice_end_alike() {
    // A15 (dalled) and B15 are A's pieces on one column of the two outer
    // rows; with 2+3 both reach the middle row either way round, so giving
    // 2 to A15 and 3 to B15 or the reverse ends alike.
    let setup: Setup = "aaaaaaaaaaaaaaA1/17/14Ab a".parse().unwrap();
    let pos = Position::from_setup(&setup, Variants::STANDARD).unwrap();
    let throw: Throw = "2+3".parse().unwrap();
    let plays = pos.legal_plays(throw);
    let mut buf = Vec::new();
    pos.distinct_positions_into(throw, &mut buf);
    let a15: Hole = "A15".parse().unwrap();
    let b15: Hole = "B15".parse().unwrap();
    let both =
        |p: &daldos::Play| p.moves().any(|m| m.from == a15) && p.moves().any(|m| m.from == b15);
    let keys: HashSet<PositionKey> = plays
        .iter()
        .filter(|p| both(p))
        .map(|p| pos.play_unchecked(p).key())
        .collect();
    // Two plays (each assignment of the dice is legal only with B15
    // moving first, as the other order blocks it on M16), one position.
    assert_eq!(plays.iter().filter(|p| both(p)).count(), 2);
    assert_eq!(keys.len(), 1);
    assert_eq!(buf.len(), pos.distinct_plays(throw).len());
    check_all_throws(&pos, &mut buf);
}

/// A random legal setup: each side gets `1..=size` pieces on random holes,
/// undalled only sometimes and only in its home row.
fn random_setup(size: u8, seed: u64) -> Setup {
    let mut r = seed | 1;
    let mut next = |n: u64| {
        r ^= r << 13;
        r ^= r >> 7;
        r ^= r << 17;
        r % n
    };
    let turn = if next(2) == 0 { Side::A } else { Side::B };
    let mut setup = Setup::empty(size, turn);
    let holes: Vec<Hole> = Hole::all(size).collect();
    for side in Side::ALL {
        let count = 1 + next(u64::from(size));
        let mut placed = 0;
        while placed < count {
            let hole = holes[next(holes.len() as u64) as usize];
            if setup.get(hole).is_some() {
                continue;
            }
            let dalled = hole.row() != side.home_row() || next(2) == 0;
            setup.set(hole, Some(Piece { side, dalled }));
            placed += 1;
        }
    }
    // Crowd the sterns now and then, where the twins meet.
    if next(2) == 0 {
        for c in size.saturating_sub(3)..=size {
            for row in [Row::A, Row::B] {
                let hole = Hole::new(row, c).unwrap();
                if setup.get(hole).is_none() && next(2) == 0 {
                    setup.set(
                        hole,
                        Some(Piece {
                            side: turn,
                            dalled: true,
                        }),
                    );
                }
            }
        }
    }
    setup
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn same_positions_as_the_plays_in_random_games(seed in any::<u64>(), size in 6u8..=16, bits in 0u8..8) {
        let rules = Rules::new(size, variants(bits)).unwrap();
        let mut dice = SeededDice::new(seed);
        let mut pos = Position::new(rules);
        let mut buf = Vec::new();
        let mut pick = seed;
        let mut throws = 0;
        while !pos.is_game_over() && throws < 300 {
            throws += 1;
            check_all_throws(&pos, &mut buf);
            pos.distinct_positions_into(dice.throw(), &mut buf);
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            pos = buf[(pick >> 33) as usize % buf.len()];
        }
    }

    #[test]
    fn same_positions_as_the_plays_in_random_setups(seed in any::<u64>(), size in 6u8..=16, bits in 0u8..8) {
        let setup = random_setup(size, seed);
        let Ok(pos) = Position::from_setup(&setup, variants(bits)) else {
            // Too many pieces after crowding the sterns: not a position.
            return Ok(());
        };
        let mut buf = Vec::new();
        check_all_throws(&pos, &mut buf);
    }
}
