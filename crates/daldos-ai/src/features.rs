//! Cheap features of a position for the evaluation: material, dalled
//! counts, and which pieces the other side can capture with one throw.
//!
//! The capture features count, for each piece, the ordered throws (out of
//! 16) with which an enemy piece standing 1..=8 holes behind it on the
//! enemy's track lands on it: with one die equal to the distance, or with
//! both dice summed (an undalled attacker needs a 1 to dal first). Paths
//! blocked by the attacker's own pieces are left out; the extra throw after
//! 1+1 and moves forced elsewhere are not modelled (the exact figures are in
//! `daldos::odds`, too slow for a search leaf).

use daldos::{Position, Row, Side};

use daldos::{tracks, Bits, HOLE_COUNT, MAX_STEP};

/// Number of features, see [`FEATURE_NAMES`].
pub const FEATURE_COUNT: usize = 24;

/// Names of the features, in order. "us" is the side to throw, "them" the
/// other side; counts are divided by the board size `N`.
pub const FEATURE_NAMES: [&str; FEATURE_COUNT] = [
    "bias",
    "us_pieces",
    "them_pieces",
    "us_undalled",
    "them_undalled",
    "us_capture_chance",
    "us_capture_sum",
    "them_capture_chance",
    "them_capture_sum",
    "us_exposed",
    "them_exposed",
    "us_one_from_loss",
    "them_one_from_loss",
    "us_two_from_loss",
    "them_two_from_loss",
    "material_share",
    "us_middle",
    "them_middle",
    "us_double_capture_chance",
    "them_double_capture_chance",
    "us_in_enemy_row",
    "them_in_enemy_row",
    "us_undalled_exposed",
    "them_undalled_exposed",
];

/// Index of a throw `(a, b)` among the 16 ordered throws: `(a-1)*4 + (b-1)`.
const fn throw_bit(a: u8, b: u8) -> u16 {
    1 << ((a - 1) * 4 + (b - 1))
}

/// `HIT[dalled][k]`: the ordered throws with which a piece (dalled or not)
/// can land exactly `k` holes ahead, on a clear path.
const HIT: [[u16; MAX_STEP + 1]; 2] = {
    let mut t = [[0u16; MAX_STEP + 1]; 2];
    let mut k = 1;
    while k <= MAX_STEP {
        let mut a = 1u8;
        while a <= 4 {
            let mut b = 1u8;
            while b <= 4 {
                let k8 = k as u8;
                if a == k8 || b == k8 || a + b == k8 {
                    t[1][k] |= throw_bit(a, b);
                }
                if (a == 1 && (k8 == 1 || 1 + b == k8)) || (b == 1 && (k8 == 1 || 1 + a == k8)) {
                    t[0][k] |= throw_bit(a, b);
                }
                b += 1;
            }
            a += 1;
        }
        k += 1;
    }
    t
};

/// What `attacker` can capture with its next throw (see the module docs).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Threats {
    /// Ordered throws (bit `(a-1)*4 + (b-1)`) that capture at least one piece.
    pub any: u16,
    /// Sum over the target pieces of their capture chance (each 0..=1).
    pub sum: f64,
    /// Number of target pieces with a capture chance above zero.
    pub exposed: u32,
    /// Ordered throws that reach at least two different pieces (not always
    /// both capturable with the one throw: an upper bound).
    pub double: u16,
    /// Number of undalled target pieces with a capture chance above zero.
    pub undalled_exposed: u32,
}

impl Threats {
    /// Chance (0..=1) that the next throw can capture at least one piece.
    #[must_use]
    pub fn any_chance(&self) -> f64 {
        f64::from(self.any.count_ones()) / 16.0
    }
}

/// For each hole index (`0..49`), the ordered throws (bit `(a-1)*4 + (b-1)`)
/// with which one of `attacker`'s pieces can land on an enemy piece there
/// (see the module docs); 0 where no enemy piece stands.
#[must_use]
pub fn threat_masks(pos: &Position, attacker: Side) -> [u16; HOLE_COUNT] {
    let t = tracks(pos.size());
    let own = pos.bitboard(attacker);
    let enemy = pos.bitboard(attacker.other());
    let dalled = pos.dalled_bitboard();
    let mut masks = [0u16; HOLE_COUNT];
    for i in Bits(own) {
        let d = usize::from(dalled >> i & 1 == 1);
        for (k, hit) in HIT[d].iter().enumerate().skip(1) {
            let h = t.dest_index(attacker, i, k);
            if own >> h & 1 == 1 {
                break;
            }
            if enemy >> h & 1 == 1 {
                masks[h] |= hit;
            }
        }
    }
    masks
}

/// The capture threats of `attacker`'s pieces against the other side.
#[must_use]
pub fn threats(pos: &Position, attacker: Side) -> Threats {
    threats_from(pos, attacker, &threat_masks(pos, attacker))
}

/// [`threats`] from the [`threat_masks`] of `attacker`.
#[must_use]
pub fn threats_from(pos: &Position, attacker: Side, masks: &[u16; HOLE_COUNT]) -> Threats {
    let enemy = pos.bitboard(attacker.other());
    let dalled = pos.dalled_bitboard();
    let mut out = Threats::default();
    for j in Bits(enemy) {
        let m = masks[j];
        if m != 0 {
            out.double |= out.any & m;
            if dalled >> j & 1 == 0 {
                out.undalled_exposed += 1;
            }
            out.any |= m;
            out.sum += f64::from(m.count_ones()) / 16.0;
            out.exposed += 1;
        }
    }
    out
}

/// The feature vector of `pos` from the side to throw's point of view.
#[must_use]
pub fn features(pos: &Position) -> [f64; FEATURE_COUNT] {
    let us = pos.turn();
    features_from(pos, &threat_masks(pos, us), &threat_masks(pos, us.other()))
}

/// [`features`] from the [`threat_masks`] of the side to throw (`ours`)
/// and of the other side (`theirs`).
#[must_use]
pub fn features_from(
    pos: &Position,
    ours: &[u16; HOLE_COUNT],
    theirs: &[u16; HOLE_COUNT],
) -> [f64; FEATURE_COUNT] {
    let us = pos.turn();
    let them = us.other();
    let n = f64::from(pos.size());
    let limit = if pos.rules().variants.last_piece_loses {
        1
    } else {
        0
    };
    let (uc, tc) = (pos.count(us), pos.count(them));
    let ours = threats_from(pos, us, ours);
    let theirs = threats_from(pos, them, theirs);
    let middle = |s: Side| {
        let mut c = 0u32;
        for h in pos.holes(s) {
            if h.row() == Row::M {
                c += 1;
            }
        }
        f64::from(c) / n
    };
    let flag = |b: bool| if b { 1.0 } else { 0.0 };
    let away = |s: Side| {
        let row = s.other().home_row();
        let mut c = 0u32;
        for h in pos.holes(s) {
            if h.row() == row {
                c += 1;
            }
        }
        f64::from(c) / n
    };
    let chance = |m: u16| f64::from(m.count_ones()) / 16.0;
    [
        1.0,
        f64::from(uc) / n,
        f64::from(tc) / n,
        f64::from(pos.undalled_count(us)) / n,
        f64::from(pos.undalled_count(them)) / n,
        ours.any_chance(),
        ours.sum,
        theirs.any_chance(),
        theirs.sum,
        f64::from(theirs.exposed) / n,
        f64::from(ours.exposed) / n,
        flag(uc == limit + 1),
        flag(tc == limit + 1),
        flag(uc == limit + 2),
        flag(tc == limit + 2),
        (f64::from(uc) - f64::from(tc)) / f64::from((uc + tc).max(1)),
        middle(us),
        middle(them),
        chance(ours.double),
        chance(theirs.double),
        away(us),
        away(them),
        f64::from(theirs.undalled_exposed) / n,
        f64::from(ours.undalled_exposed) / n,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hit_masks_match_counts() {
        // Dalled attacker: distance 1 needs a die of 1 (7 throws of 16).
        assert_eq!(HIT[1][1].count_ones(), 7);
        // Distance 4: a 4 on either die (7) or 1+3, 3+1, 2+2 (3) = 10.
        assert_eq!(HIT[1][4].count_ones(), 10);
        // Distance 8: only 4+4.
        assert_eq!(HIT[1][8].count_ones(), 1);
        // Undalled attacker: a dal (7) for distance 1, 1+3 or 3+1 for 4.
        assert_eq!(HIT[0][1].count_ones(), 7);
        assert_eq!(HIT[0][4].count_ones(), 2);
        assert_eq!(HIT[0][6], 0);
    }

    #[test]
    fn threat_of_one_piece() {
        // B's dalled piece on M9 and A's dalled piece on M7: 2 ahead on B's track.
        let setup: daldos::Setup = "16/7A1B7/16 b".parse().unwrap();
        let pos = Position::from_setup(&setup, Default::default()).unwrap();
        let t = threats(&pos, Side::B);
        // Distance 2: a die of 2 (7) or 1+1 (1) = 8 of 16.
        assert_eq!(t.any.count_ones(), 8);
        assert_eq!(t.exposed, 1);
        assert_eq!(threats(&pos, Side::A).exposed, 0);
    }
}
