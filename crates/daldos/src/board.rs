//! Sides, rows, holes and the tracks the pieces follow.
//!
//! The board has three rows: row **A** (player A's home row), the middle row
//! **M** and row **B** (player B's home row). Outer rows hold `N` holes,
//! `A1..AN` and `B1..BN`; the middle row holds `N + 1`, `M0..MN`, where `M0`
//! is the extra hole at the **bow**. Columns are counted from the bow; the
//! **stern** is column `N` (docs/rules.md, "Board, pieces, dice").

use std::fmt;
use std::fmt::Write as _;
use std::str::FromStr;
use std::sync::OnceLock;

/// Smallest supported board size `N` (holes in an outer row).
pub const MIN_SIZE: u8 = 6;
/// Largest supported board size `N` (the Danish 16-17-16 board).
pub const MAX_SIZE: u8 = 16;
/// Number of distinct [`Hole`] values: `3 * MAX_SIZE + 1`.
pub const HOLE_COUNT: usize = 3 * MAX_SIZE as usize + 1;

/// One of the two players. Player A's home row is row A.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Side {
    /// Player A, home row A, notation letters `a` / `A`.
    A = 0,
    /// Player B, home row B, notation letters `b` / `B`.
    B = 1,
}

impl Side {
    /// Both sides, A first.
    pub const ALL: [Side; 2] = [Side::A, Side::B];

    /// The other side.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    /// This side's home row.
    #[must_use]
    pub const fn home_row(self) -> Row {
        match self {
            Side::A => Row::A,
            Side::B => Row::B,
        }
    }

    /// `0` for A, `1` for B (for indexing per-side arrays).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lower-case letter used in notation: `'a'` or `'b'`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Side::A => 'a',
            Side::B => 'b',
        }
    }

    /// Parses `'a'`/`'A'` or `'b'`/`'B'`.
    #[must_use]
    pub fn from_char(c: char) -> Option<Side> {
        match c {
            'a' | 'A' => Some(Side::A),
            'b' | 'B' => Some(Side::B),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char(self.char())
    }
}

/// A row of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Row {
    /// Player A's home row, holes `A1..AN`.
    A,
    /// The middle row, holes `M0..MN` (`M0` is the extra bow hole).
    M,
    /// Player B's home row, holes `B1..BN`.
    B,
}

impl Row {
    /// The three rows in notation order: A, M, B.
    pub const ALL: [Row; 3] = [Row::A, Row::M, Row::B];

    /// The row letter: `'A'`, `'M'` or `'B'`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Row::A => 'A',
            Row::M => 'M',
            Row::B => 'B',
        }
    }

    /// Lowest column number in this row: 0 for M, 1 otherwise.
    #[must_use]
    pub const fn first_column(self) -> u8 {
        match self {
            Row::M => 0,
            _ => 1,
        }
    }
}

/// A hole of the board, named as in the rules reference: `A1..AN`, `M0..MN`,
/// `B1..BN`, counted from the bow.
///
/// A `Hole` is a closed type: every value names a hole of the largest board
/// (`N = 16`); whether it exists on a smaller board is answered by
/// [`Hole::on_board`]. Internally it is an index `0..49` (A1..A16 are 0..15,
/// M0..M16 are 16..32, B1..B16 are 33..48), which is also its bit in a
/// bitboard.
///
/// ```
/// use daldos::{Hole, Row};
/// let h: Hole = "M9".parse().unwrap();
/// assert_eq!((h.row(), h.column()), (Row::M, 9));
/// assert_eq!(h.to_string(), "M9");
/// assert!("A0".parse::<Hole>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole(u8);

impl Hole {
    /// The hole in `row` at `column`, or `None` if no board has it
    /// (column 0 outside the middle row, or a column above 16).
    #[must_use]
    pub const fn new(row: Row, column: u8) -> Option<Hole> {
        match row {
            Row::A if column >= 1 && column <= MAX_SIZE => Some(Hole(column - 1)),
            Row::M if column <= MAX_SIZE => Some(Hole(MAX_SIZE + column)),
            Row::B if column >= 1 && column <= MAX_SIZE => Some(Hole(2 * MAX_SIZE + column)),
            _ => None,
        }
    }

    /// The hole with internal index `index` (`0..49`), if any.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Hole> {
        if index < HOLE_COUNT {
            Some(Hole(index as u8))
        } else {
            None
        }
    }

    /// The hole with internal index `index`, which the caller knows is
    /// below [`HOLE_COUNT`] (bits of a bitboard of the board).
    pub(crate) const fn at(index: usize) -> Hole {
        debug_assert!(index < HOLE_COUNT);
        Hole(index as u8)
    }

    /// Internal index `0..49`, also the hole's bit in a bitboard.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Single-bit mask of this hole.
    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The hole's row.
    #[must_use]
    pub const fn row(self) -> Row {
        if self.0 < MAX_SIZE {
            Row::A
        } else if self.0 <= 2 * MAX_SIZE {
            Row::M
        } else {
            Row::B
        }
    }

    /// The hole's column, counted from the bow (M0 is the extra bow hole).
    #[must_use]
    pub const fn column(self) -> u8 {
        match self.row() {
            Row::A => self.0 + 1,
            Row::M => self.0 - MAX_SIZE,
            Row::B => self.0 - 2 * MAX_SIZE,
        }
    }

    /// Whether this hole exists on a board of size `size` (holes per outer row).
    #[must_use]
    pub const fn on_board(self, size: u8) -> bool {
        self.column() <= size
    }

    /// Every hole of a board of size `size`, in notation order (row A from
    /// the bow, row M from the bow, row B from the bow).
    pub fn all(size: u8) -> impl Iterator<Item = Hole> {
        (0..HOLE_COUNT as u8)
            .map(Hole)
            .filter(move |h| h.on_board(size))
    }
}

impl fmt::Display for Hole {
    // Character by character (a record writes hundreds of thousands).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char(self.row().char())?;
        let column = self.column();
        if column >= 10 {
            f.write_char(char::from(b'0' + column / 10))?;
        }
        f.write_char(char::from(b'0' + column % 10))
    }
}

/// Error parsing a [`Hole`] name such as `"B12"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseHoleError(pub String);

impl fmt::Display for ParseHoleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a hole name (expected A1..A16, M0..M16 or B1..B16)",
            crate::snippet(&self.0)
        )
    }
}

impl std::error::Error for ParseHoleError {}

impl FromStr for Hole {
    type Err = ParseHoleError;

    fn from_str(s: &str) -> Result<Hole, ParseHoleError> {
        let err = || ParseHoleError(s.to_string());
        let mut chars = s.chars();
        let row = match chars.next().map(|c| c.to_ascii_uppercase()) {
            Some('A') => Row::A,
            Some('M') => Row::M,
            Some('B') => Row::B,
            _ => return Err(err()),
        };
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let column: u8 = digits.parse().map_err(|_| err())?;
        if digits.len() == 2 && digits.starts_with('0') {
            return Err(err());
        }
        Hole::new(row, column).ok_or_else(err)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Hole {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Hole {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Hole, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Longest distance a piece can travel in one move: a summed move of 4 + 4.
pub const MAX_STEP: usize = 8;

/// Precomputed tracks for one board size: where a piece of each side lands
/// after `k` holes, and which holes it passes over or lands on. Reached with
/// [`tracks`]; the rules use it for every move, and engines may too.
///
/// Track of player A (rules reference, "The track"): `A1 → … → AN → MN → … →
/// M0 → B1 → … → BN → MN → …`, a home row of `N` holes followed by a loop of
/// `2N + 1`. Track index: home row `0..N`, loop `N..=3N`.
#[derive(Debug)]
pub struct Geometry {
    pub(crate) size: u8,
    /// `dest[side][hole][k]`: the hole reached after `k` holes (k in 1..=8).
    pub(crate) dest: [[[u8; MAX_STEP + 1]; HOLE_COUNT]; 2],
    /// `path[side][hole][k]`: bitboard of the `k` holes passed over and landed on.
    pub(crate) path: [[[u64; MAX_STEP + 1]; HOLE_COUNT]; 2],
    /// `back[side][hole][k]`: bitboard of the holes from which a move of `k`
    /// holes passes over or lands on `hole` (the inverse of `path`: bit `b`
    /// of `back[s][h][k]` is set exactly when bit `h` of `path[s][b][k]` is).
    pub(crate) back: [[[u64; MAX_STEP + 1]; HOLE_COUNT]; 2],
    /// `track[side][hole]`: track index of the hole for that side.
    pub(crate) track: [[u8; HOLE_COUNT]; 2],
    /// Bitboard of all holes on this board.
    pub(crate) board: u64,
    /// Bitboard of each row's holes on this board.
    pub(crate) rows: [u64; 3],
    /// The outer rows' holes but the stern-most: one step ahead is the next
    /// bit up, for both sides.
    step_up: u64,
    /// The middle row's holes but M0: one step ahead is the next bit down.
    step_down: u64,
    /// Bit index of MN, where both outer rows' stern-most holes lead.
    stern_middle: u32,
    /// AN and BN.
    sterns: u64,
    /// `bow_next[side]`: bit index of the hole after M0 on `side`'s track
    /// (B1 for A, A1 for B).
    bow_next: [u32; 2],
}

impl Geometry {
    /// Bit index of the hole `k` holes (1..=8) ahead of the hole with bit
    /// index `from` on `side`'s track. `from` must be a hole of this board
    /// (a bit of a position's bitboard) and `k` at most 8; other input gives
    /// an unspecified hole, never a panic.
    #[must_use]
    #[inline]
    pub fn dest_index(&self, side: Side, from: usize, k: usize) -> usize {
        self.dest[side.index()][from % HOLE_COUNT][k % (MAX_STEP + 1)] as usize
    }

    /// Bitboard of the `k` holes (1..=8) a piece of `side` on bit index
    /// `from` passes over and lands on. Same input rules as
    /// [`Geometry::dest_index`].
    #[must_use]
    #[inline]
    pub fn path(&self, side: Side, from: usize, k: usize) -> u64 {
        self.path[side.index()][from % HOLE_COUNT][k % (MAX_STEP + 1)]
    }
}

impl Geometry {
    /// The holes of this board from which one step along `side`'s track
    /// lands on a hole of `holes`: the bit-parallel inverse of
    /// `dest[side][..][1]` (each of a side's tracks runs up the outer rows'
    /// bits, down the middle row's, from M0 to the side's away row (its
    /// opponent's home row) and from both AN and BN to MN).
    #[inline]
    pub(crate) fn step_back(&self, side: usize, holes: u64) -> u64 {
        ((holes >> 1) & self.step_up)
            | ((holes << 1) & self.step_down)
            | (((holes >> self.stern_middle) & 1).wrapping_neg() & self.sterns)
            | (((holes >> self.bow_next[side]) & 1) << MAX_SIZE)
    }

    /// `blocked[k]` (k in 1..=`steps`): the holes of this board from
    /// which a move of `k` holes along `side`'s track passes over or lands
    /// on a hole of `holes` (bit `i` set exactly when `path[side][i][k] &
    /// holes != 0`), all at once; entries above `steps` are left 0.
    #[inline]
    pub(crate) fn blocked(&self, side: usize, holes: u64, steps: usize) -> [u64; MAX_STEP + 1] {
        let mut blocked = [0; MAX_STEP + 1];
        let mut b = 0;
        for entry in blocked.iter_mut().take(steps.min(MAX_STEP) + 1).skip(1) {
            b = self.step_back(side, holes | b);
            *entry = b;
        }
        blocked
    }

    fn new(size: u8) -> Geometry {
        let n = size as usize;
        let mut g = Geometry {
            size,
            dest: [[[0; MAX_STEP + 1]; HOLE_COUNT]; 2],
            path: [[[0; MAX_STEP + 1]; HOLE_COUNT]; 2],
            back: [[[0; MAX_STEP + 1]; HOLE_COUNT]; 2],
            track: [[0; HOLE_COUNT]; 2],
            board: 0,
            rows: [0; 3],
            step_up: 0,
            step_down: 0,
            stern_middle: Hole::new(Row::M, size).map_or(0, |h| h.0 as u32),
            sterns: 0,
            bow_next: [MAX_SIZE as u32 * 2 + 1, 0],
        };
        for h in Hole::all(size) {
            g.board |= h.bit();
            g.rows[h.row() as usize] |= h.bit();
            match (h.row(), h.column()) {
                (Row::M, 0) => {}
                (Row::M, _) => g.step_down |= h.bit(),
                (_, c) if c == size => g.sterns |= h.bit(),
                _ => g.step_up |= h.bit(),
            }
        }
        for side in Side::ALL {
            // Hole at each track index 0..=3N.
            let home = side.home_row();
            let away = side.other().home_row();
            let mut at = Vec::with_capacity(3 * n + 1);
            for c in 1..=size {
                at.push(Hole::new(home, c).expect("column in range"));
            }
            for c in (0..=size).rev() {
                at.push(Hole::new(Row::M, c).expect("column in range"));
            }
            for c in 1..=size {
                at.push(Hole::new(away, c).expect("column in range"));
            }
            for (i, h) in at.iter().enumerate() {
                g.track[side.index()][h.index()] = i as u8;
            }
            let advance = |i: usize| if i + 1 > 3 * n { n } else { i + 1 };
            for (i, h) in at.iter().enumerate() {
                let mut j = i;
                let mut mask = 0u64;
                for k in 1..=MAX_STEP {
                    j = advance(j);
                    mask |= at[j].bit();
                    g.dest[side.index()][h.index()][k] = at[j].0;
                    g.path[side.index()][h.index()][k] = mask;
                }
            }
            for from in Hole::all(size) {
                for k in 1..=MAX_STEP {
                    for over in Bits(g.path[side.index()][from.index()][k]) {
                        g.back[side.index()][over][k] |= from.bit();
                    }
                }
            }
        }
        g
    }

    /// Track distance from `from` forward to `to` for `side`, or `None` if
    /// `to` is never reached (it lies in `side`'s home row behind `from`, or
    /// `from` has left the home row).
    pub fn distance(&self, side: Side, from: Hole, to: Hole) -> Option<usize> {
        let n = self.size as usize;
        let a = self.track[side.index()][from.index()] as usize;
        let b = self.track[side.index()][to.index()] as usize;
        if b < n {
            // `to` is in the home row: only reachable from behind in the home row.
            return (a < b).then(|| b - a);
        }
        if a < n {
            return Some(b - a);
        }
        let lap = 2 * n + 1;
        Some((b + lap - a) % lap)
    }
}

/// The track tables of board size `size` (clamped to `MIN_SIZE..=MAX_SIZE`),
/// built once per process.
#[must_use]
pub fn tracks(size: u8) -> &'static Geometry {
    geometry(size)
}

/// The geometry of board size `size` (clamped to `MIN_SIZE..=MAX_SIZE`).
pub(crate) fn geometry(size: u8) -> &'static Geometry {
    static ALL: OnceLock<Vec<Geometry>> = OnceLock::new();
    let all = ALL.get_or_init(|| (MIN_SIZE..=MAX_SIZE).map(Geometry::new).collect());
    &all[(size.clamp(MIN_SIZE, MAX_SIZE) - MIN_SIZE) as usize]
}

/// Iterator over the set bit indices of a bitboard, lowest first (a bit
/// index is a [`Hole::index`]).
///
/// ```
/// use daldos::Bits;
/// assert_eq!(Bits(0b1010).collect::<Vec<_>>(), [1, 3]);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Bits(pub u64);

impl Iterator for Bits {
    type Item = usize;
    #[inline]
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

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hole {
        s.parse().unwrap()
    }

    #[test]
    fn hole_names_round_trip() {
        for size in MIN_SIZE..=MAX_SIZE {
            let all: Vec<Hole> = Hole::all(size).collect();
            assert_eq!(all.len(), 3 * size as usize + 1);
            for hole in all {
                assert_eq!(h(&hole.to_string()), hole);
            }
        }
        assert!("M17".parse::<Hole>().is_err());
        assert!("B0".parse::<Hole>().is_err());
        assert!("A01".parse::<Hole>().is_err());
        assert!("C3".parse::<Hole>().is_err());
        assert!("".parse::<Hole>().is_err());
    }

    #[test]
    fn track_of_a_on_danish_board() {
        let g = geometry(16);
        let a = Side::A.index();
        assert_eq!(Hole(g.dest[a][h("A16").index()][1]), h("M16"));
        assert_eq!(Hole(g.dest[a][h("A15").index()][3]), h("M15"));
        assert_eq!(Hole(g.dest[a][h("M1").index()][2]), h("B1"));
        assert_eq!(Hole(g.dest[a][h("B16").index()][1]), h("M16"));
        assert_eq!(Hole(g.dest[a][h("B15").index()][4]), h("M14"));
        assert_eq!(
            g.path[a][h("M1").index()][3],
            h("M0").bit() | h("B1").bit() | h("B2").bit()
        );
        // A move of 2 passes M16 from A15, A16, B15 and B16: the home row
        // and the end of the loop both run into it.
        assert_eq!(
            g.back[a][h("M16").index()][2],
            h("A15").bit() | h("A16").bit() | h("B15").bit() | h("B16").bit()
        );
        assert_eq!(
            g.back[a][h("B2").index()][3],
            h("M0").bit() | h("B1").bit() | h("M1").bit()
        );
    }

    #[test]
    fn blocked_holes_match_the_paths() {
        let mut r = 0x2545_F491_4F6C_DD1Du64;
        for size in MIN_SIZE..=MAX_SIZE {
            let g = geometry(size);
            for side in 0..2 {
                for to in Hole::all(size) {
                    let expected = Hole::all(size)
                        .filter(|f| g.dest[side][f.index()][1] == to.0)
                        .fold(0, |acc, f| acc | f.bit());
                    assert_eq!(g.step_back(side, to.bit()), expected, "{size} {side} {to}");
                }
                for _ in 0..200 {
                    r ^= r << 13;
                    r ^= r >> 7;
                    r ^= r << 17;
                    let holes = r & g.board;
                    let blocked = g.blocked(side, holes, MAX_STEP);
                    for (k, &got) in blocked.iter().enumerate().skip(1) {
                        let expected = Hole::all(size)
                            .filter(|f| g.path[side][f.index()][k] & holes != 0)
                            .fold(0, |acc, f| acc | f.bit());
                        assert_eq!(got, expected, "{size} {side} {k} {holes:x}");
                    }
                }
            }
        }
    }

    #[test]
    fn track_of_b_on_norwegian_board() {
        let g = geometry(12);
        let b = Side::B.index();
        assert_eq!(Hole(g.dest[b][h("B12").index()][1]), h("M12"));
        assert_eq!(Hole(g.dest[b][h("M0").index()][1]), h("A1"));
        assert_eq!(Hole(g.dest[b][h("A11").index()][3]), h("M11"));
        assert_eq!(g.distance(Side::B, h("B1"), h("B5")), Some(4));
        assert_eq!(g.distance(Side::B, h("M1"), h("B5")), None);
        assert_eq!(g.distance(Side::B, h("A12"), h("A1")), Some(14));
    }
}
