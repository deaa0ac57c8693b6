//! Per-board-size tables of where a piece lands, built once from the rules
//! crate's [`Position::ahead`] so the evaluation can walk tracks cheaply.

use std::sync::OnceLock;

use daldos::{Hole, Position, Rules, Side, Variants, HOLE_COUNT, MAX_SIZE, MIN_SIZE};

/// Longest distance one throw moves a piece: 4 + 4.
pub(crate) const MAX_STEP: usize = 8;

/// `dest[side][hole][k]`: index of the hole `k` (1..=8) holes ahead on
/// `side`'s track; `u8::MAX` where the hole is off this board.
pub(crate) struct Tracks {
    pub dest: [[[u8; MAX_STEP + 1]; HOLE_COUNT]; 2],
}

fn build(size: u8) -> Tracks {
    let mut t = Tracks {
        dest: [[[u8::MAX; MAX_STEP + 1]; HOLE_COUNT]; 2],
    };
    let Ok(rules) = Rules::new(size, Variants::STANDARD) else {
        return t;
    };
    let pos = Position::new(rules);
    for side in Side::ALL {
        for hole in Hole::all(size) {
            for k in 1..=MAX_STEP {
                if let Some(h) = pos.ahead(side, hole, k) {
                    t.dest[side.index()][hole.index()][k] = h.index() as u8;
                }
            }
        }
    }
    t
}

/// The tables of board size `size` (clamped to the supported sizes).
pub(crate) fn tracks(size: u8) -> &'static Tracks {
    static ALL: OnceLock<Vec<Tracks>> = OnceLock::new();
    let all = ALL.get_or_init(|| (MIN_SIZE..=MAX_SIZE).map(build).collect());
    &all[(size.clamp(MIN_SIZE, MAX_SIZE) - MIN_SIZE) as usize]
}

/// Iterator over the set bit indices of a bitboard, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub u64);

impl Iterator for Bits {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(i)
        }
    }
}
