//! Distinct resulting positions per position and throw, kept as data in
//! `tests/data/plays.tsv` (like perft counts in chess).

use daldos::{Position, Setup, Throw, Variants};

#[test]
fn distinct_result_counts_match_the_data_file() {
    let data = include_str!("data/plays.tsv");
    let mut checked = 0;
    for (i, line) in data.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let cols: Vec<&str> = line.split('\t').collect();
        assert!(cols.len() >= 4, "line {}: {line}", i + 1);
        let setup: Setup = cols[0].parse().unwrap();
        let throw: Throw = cols[1].parse().unwrap();
        let variants: Variants = cols[2].parse().unwrap();
        let expected: usize = cols[3].parse().unwrap();
        let pos = Position::from_setup(&setup, variants).unwrap();
        assert_eq!(
            pos.distinct_plays(throw).len(),
            expected,
            "line {}: {} with {throw} ({variants})",
            i + 1,
            cols[0]
        );
        checked += 1;
    }
    assert_eq!(checked, 142);
}
