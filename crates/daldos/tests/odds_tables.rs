//! The two probability tables of the rules reference ("Probability check"),
//! reproduced from the rules alone.

use daldos::{Hole, Piece, Position, Row, Setup, Side, Variants};

/// A's dalled piece on A12 is the target; B's capturers stand `behind`
/// holes behind it on B's track (in row A); B's dalled pieces on B1 and B6
/// are far away and can absorb any die. A also has a piece on B16.
fn scenario(behind: &[u8]) -> Position {
    let mut setup = Setup::empty(16, Side::B);
    let put = |s: &mut Setup, row, col, side| {
        s.set(
            Hole::new(row, col).unwrap(),
            Some(Piece { side, dalled: true }),
        );
    };
    put(&mut setup, Row::A, 12, Side::A);
    put(&mut setup, Row::B, 16, Side::A);
    put(&mut setup, Row::B, 1, Side::B);
    put(&mut setup, Row::B, 6, Side::B);
    for &d in behind {
        put(&mut setup, Row::A, 12 - d, Side::B);
    }
    Position::from_setup(&setup, Variants::STANDARD).unwrap()
}

fn odds_of_target(pos: &Position) -> (String, String) {
    let target: Hole = "A12".parse().unwrap();
    let p = pos.capture_probability(target);
    (p.to_string(), daldos::odds::percent(&p))
}

#[test]
fn single_capturer_table() {
    // d: exact fraction, and the reference's rounded percentage.
    let expected = [
        (1, "7/16", 44),
        (2, "1/2", 50),
        (3, "3/5", 60),
        (4, "2/3", 67),
        (5, "7/24", 29),
        (6, "11/48", 23),
        (7, "55/384", 14),
        (8, "59/768", 8),
        (9, "55/6144", 1),
    ];
    for (d, fraction, rounded) in expected {
        let (f, percent) = odds_of_target(&scenario(&[d]));
        assert_eq!(f, fraction, "distance {d}");
        let value: f64 = percent.trim_end_matches('%').parse().unwrap();
        if d == 9 {
            assert!(value < 1.0, "distance 9 gives {percent}");
        } else {
            assert_eq!(
                value.round() as i32,
                rounded,
                "distance {d} gives {percent}"
            );
        }
    }
    // Beyond nine holes the chance stays below 1 %.
    for d in 10..=11 {
        let (_, percent) = odds_of_target(&scenario(&[d]));
        let value: f64 = percent.trim_end_matches('%').parse().unwrap();
        assert!(value < 1.0, "distance {d} gives {percent}");
    }
}

#[test]
fn second_capturer_table() {
    for (d1, d2s, fraction, rounded) in [
        (1, &[2u8, 3, 4][..], "3/4", 75),
        (2, &[3, 4][..], "11/16", 69),
        (3, &[4][..], "43/64", 67),
    ] {
        for &d2 in d2s {
            let (f, percent) = odds_of_target(&scenario(&[d1, d2]));
            assert_eq!(f, fraction, "b1 at {d1}, b2 at {d2}");
            let value: f64 = percent.trim_end_matches('%').parse().unwrap();
            assert_eq!(value.round() as i32, rounded);
        }
    }
}
