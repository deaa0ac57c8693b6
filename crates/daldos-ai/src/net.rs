//! A small neural network evaluation, trained by self-play with TD(λ).
//!
//! Shape: one hidden layer of sigmoid units on top of two kinds of input,
//! and a linear "skip" part straight from the hand-made features to the
//! output:
//!
//! * **board inputs** (sparse, 0 or 1), from the side to throw's view
//!   ("us"): for each of the 49 hole indices, four planes (our dalled
//!   piece, our undalled piece, their dalled piece, their undalled piece).
//!   Seen from side B the rows A and B are swapped, which maps B's track
//!   onto A's (the board is symmetric that way, docs/rules.md "The track");
//! * the 24 **features** of [`crate::features`] (dense; the first is the
//!   constant 1, the bias of every unit).
//!
//! `logit = skip · x + Σⱼ out[j] · σ(hiddenⱼ)`, `hiddenⱼ = Σ board weights of
//! the set inputs + features · dense[j]`, and the win chance of the side to
//! throw is `σ(logit)`. The skip weights start from the trained linear
//! evaluation ([`crate::LinearEval`]) and the output weights from zero, so
//! training starts exactly from the linear evaluation and learns what it
//! misses (the idea of TD-Gammon, Tesauro 1995, with a linear start).
//!
//! A network is trained for one board size ([`Net::size`]); the engine uses
//! it on that size only. Stored as little-endian `f32`s after a short
//! header ([`Net::to_bytes`], [`Net::from_bytes`]).

use std::fmt;
use std::sync::{Arc, OnceLock};

use daldos::{Position, Side, HOLE_COUNT};

use crate::eval::{logistic, Evaluator, FeatureWeights};
use crate::features::{features_from, threat_masks, FEATURE_COUNT};

/// Planes of board inputs per hole (our dalled, our undalled, their
/// dalled, their undalled piece: 0 or 1; the chance, out of 16 ordered
/// throws, that the other side's next throw can land on our piece there,
/// and that ours can land on theirs: 0..=1).
pub const PLANES: usize = 6;
/// Number of board inputs: `PLANES × 49`.
pub const BOARD_INPUTS: usize = PLANES * HOLE_COUNT;
/// The most board inputs set at once: every piece of both sides (2 × 16),
/// twice.
const MAX_SET: usize = 64;

/// Bits of row A (indices 0..16), the middle row (16..33) and row B (33..49).
const ROW_A: u64 = 0xFFFF;
const ROW_M: u64 = 0x1_FFFF << 16;

/// `bb` with rows A and B swapped (the middle row stays).
#[must_use]
const fn mirror(bb: u64) -> u64 {
    ((bb & ROW_A) << 33) | ((bb >> 33) & ROW_A) | (bb & ROW_M)
}

/// The hole index seen from the other side (rows A and B swapped).
#[must_use]
const fn mirror_index(i: usize) -> usize {
    match i {
        0..=15 => i + 33,
        33..=48 => i - 33,
        _ => i,
    }
}

/// The inputs of a position: set board inputs and the dense features.
#[derive(Clone, Copy, Debug)]
pub struct Inputs {
    set: [u16; MAX_SET],
    value: [f32; MAX_SET],
    len: usize,
    /// The [`crate::features`] of the position, as `f32`.
    pub dense: [f32; FEATURE_COUNT],
}

impl Inputs {
    /// The inputs of `pos` from the side to throw's view.
    #[must_use]
    pub fn of(pos: &Position) -> Inputs {
        let us = pos.turn();
        let view = |bb: u64| if us == Side::A { bb } else { mirror(bb) };
        let dalled = view(pos.dalled_bitboard());
        let ours = view(pos.bitboard(us));
        let theirs = view(pos.bitboard(us.other()));
        let mut out = Inputs {
            set: [0; MAX_SET],
            value: [0.0; MAX_SET],
            len: 0,
            dense: [0.0; FEATURE_COUNT],
        };
        let planes = [
            ours & dalled,
            ours & !dalled,
            theirs & dalled,
            theirs & !dalled,
        ];
        let mut push = |i: usize, v: f32| {
            if out.len < MAX_SET {
                out.set[out.len] = i as u16;
                out.value[out.len] = v;
                out.len += 1;
            }
        };
        for (p, bb) in planes.into_iter().enumerate() {
            for i in daldos::Bits(bb) {
                push(p * HOLE_COUNT + i, 1.0);
            }
        }
        let hit_us = threat_masks(pos, us.other());
        let hit_them = threat_masks(pos, us);
        let unview = |i: usize| if us == Side::A { i } else { mirror_index(i) };
        for (p, bb) in [(4, ours), (5, theirs)] {
            let masks = if p == 4 { &hit_us } else { &hit_them };
            for i in daldos::Bits(bb) {
                let m = masks[unview(i)];
                if m != 0 {
                    push(p * HOLE_COUNT + i, f32::from(m.count_ones() as u8) / 16.0);
                }
            }
        }
        for (d, x) in out
            .dense
            .iter_mut()
            .zip(features_from(pos, &hit_them, &hit_us))
        {
            *d = x as f32;
        }
        out
    }

    /// Indices of the board inputs that are not 0.
    #[must_use]
    pub fn set(&self) -> &[u16] {
        &self.set[..self.len]
    }

    /// The values of the inputs of [`Inputs::set`], in the same order.
    #[must_use]
    pub fn values(&self) -> &[f32] {
        &self.value[..self.len]
    }
}

/// The network's weights (see the module docs for the shape).
#[derive(Clone, PartialEq)]
pub struct Net {
    /// Board size (holes per outer row) it was trained for.
    pub size: u8,
    /// Number of hidden units.
    pub hidden: usize,
    /// `board[i * hidden + j]`: weight of board input `i` into unit `j`.
    pub board: Vec<f32>,
    /// `dense[k * hidden + j]`: weight of feature `k` into unit `j`.
    pub dense: Vec<f32>,
    /// Weight of unit `j` into the output.
    pub out: Vec<f32>,
    /// Weight of feature `k` straight into the output.
    pub skip: Vec<f32>,
}

impl fmt::Debug for Net {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Net(N = {}, {} hidden units)", self.size, self.hidden)
    }
}

/// Error reading a stored network ([`Net::from_bytes`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetFormatError(pub String);

impl fmt::Display for NetFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a Daldøs evaluation network: {}", self.0)
    }
}

impl std::error::Error for NetFormatError {}

/// First bytes of a stored network.
const MAGIC: &[u8; 8] = b"DALNET02";

impl Net {
    /// A network for board `size` with `hidden` units: the skip weights are
    /// `linear`, the hidden units small values drawn from `seed`, and their
    /// output weights zero (so it evaluates exactly like `linear`).
    #[must_use]
    pub fn new(size: u8, hidden: usize, linear: &FeatureWeights, seed: u64) -> Net {
        let mut state = seed;
        let mut small = move || {
            state = crate::seed::mix(state, 1);
            // Uniform in -0.1..0.1.
            ((state >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 0.2
        };
        Net {
            size,
            hidden,
            board: (0..BOARD_INPUTS * hidden).map(|_| small()).collect(),
            dense: (0..FEATURE_COUNT * hidden).map(|_| small()).collect(),
            out: vec![0.0; hidden],
            skip: linear.iter().map(|&w| w as f32).collect(),
        }
    }

    /// The average of `nets` (all for the same board size) as one network:
    /// their hidden units side by side, output and skip weights divided by
    /// their number, so its logit is the mean of theirs. `None` if `nets`
    /// is empty or the sizes differ.
    #[must_use]
    pub fn average(nets: &[Net]) -> Option<Net> {
        let first = nets.first()?;
        if nets.iter().any(|n| n.size != first.size) {
            return None;
        }
        let k = nets.len() as f32;
        let hidden: usize = nets.iter().map(|n| n.hidden).sum();
        let mut out = Net {
            size: first.size,
            hidden,
            board: Vec::with_capacity(BOARD_INPUTS * hidden),
            dense: Vec::with_capacity(FEATURE_COUNT * hidden),
            out: nets
                .iter()
                .flat_map(|n| n.out.iter().map(|w| w / k))
                .collect(),
            skip: (0..FEATURE_COUNT)
                .map(|i| nets.iter().map(|n| n.skip[i]).sum::<f32>() / k)
                .collect(),
        };
        for i in 0..BOARD_INPUTS {
            for n in nets {
                out.board
                    .extend_from_slice(&n.board[i * n.hidden..][..n.hidden]);
            }
        }
        for i in 0..FEATURE_COUNT {
            for n in nets {
                out.dense
                    .extend_from_slice(&n.dense[i * n.hidden..][..n.hidden]);
            }
        }
        Some(out)
    }

    /// The logit of the side to throw's win chance; `act` receives the
    /// hidden units' activations (length [`Net::hidden`]).
    pub fn forward(&self, x: &Inputs, act: &mut [f32]) -> f32 {
        let h = self.hidden;
        act[..h].fill(0.0);
        for (&i, &v) in x.set().iter().zip(x.values()) {
            let row = &self.board[usize::from(i) * h..][..h];
            for (a, w) in act.iter_mut().zip(row) {
                *a += v * w;
            }
        }
        for (k, &d) in x.dense.iter().enumerate() {
            if d != 0.0 {
                let row = &self.dense[k * h..][..h];
                for (a, w) in act.iter_mut().zip(row) {
                    *a += d * w;
                }
            }
        }
        let mut logit: f32 = self.skip.iter().zip(&x.dense).map(|(w, d)| w * d).sum();
        for (a, w) in act[..h].iter_mut().zip(&self.out) {
            *a = 1.0 / (1.0 + (-*a).exp());
            logit += *a * w;
        }
        logit
    }

    /// One gradient step on the cross-entropy towards `target` (0..=1):
    /// every weight moves by `alpha × (target − p) × ∂logit/∂w`, where `p`
    /// and `act` are those of [`Net::forward`] on `x`.
    pub fn learn(&mut self, x: &Inputs, act: &[f32], p: f32, target: f32, alpha: f32) {
        let h = self.hidden;
        let delta = alpha * (target - p);
        for (w, d) in self.skip.iter_mut().zip(&x.dense) {
            *w += delta * d;
        }
        // Back-propagated step for each hidden unit's input weights
        // (computed with the output weights before their own step).
        let mut g = vec![0.0f32; h];
        for j in 0..h {
            g[j] = delta * self.out[j] * act[j] * (1.0 - act[j]);
            self.out[j] += delta * act[j];
        }
        for (&i, &v) in x.set().iter().zip(x.values()) {
            let row = &mut self.board[usize::from(i) * h..][..h];
            for (w, gj) in row.iter_mut().zip(&g) {
                *w += gj * v;
            }
        }
        for (k, &d) in x.dense.iter().enumerate() {
            if d != 0.0 {
                let row = &mut self.dense[k * h..][..h];
                for (w, gj) in row.iter_mut().zip(&g) {
                    *w += gj * d;
                }
            }
        }
    }

    /// The network as bytes: `DALNET02`, board size, 3 zero bytes, hidden
    /// units (u32), then the weights `board`, `dense`, `out`, `skip` as
    /// little-endian `f32`.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(16 + 4 * self.weight_count());
        b.extend_from_slice(MAGIC);
        b.extend_from_slice(&[self.size, 0, 0, 0]);
        b.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        for part in [&self.board, &self.dense, &self.out, &self.skip] {
            for w in part {
                b.extend_from_slice(&w.to_le_bytes());
            }
        }
        b
    }

    /// Number of weights.
    #[must_use]
    pub fn weight_count(&self) -> usize {
        (BOARD_INPUTS + FEATURE_COUNT + 1) * self.hidden + FEATURE_COUNT
    }

    /// Reads [`Net::to_bytes`]'s format.
    ///
    /// # Errors
    /// [`NetFormatError`] if the header is wrong, the size is not
    /// 6..=16, or the length does not match the number of hidden units.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetFormatError> {
        let err = |m: &str| NetFormatError(m.to_string());
        if bytes.len() < 16 || &bytes[..8] != MAGIC {
            return Err(err("missing the DALNET02 header"));
        }
        let size = bytes[8];
        if !(daldos::MIN_SIZE..=daldos::MAX_SIZE).contains(&size) {
            return Err(err(&format!("board size {size} is not 6..=16")));
        }
        let hidden = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]) as usize;
        if hidden == 0 || hidden > 4096 {
            return Err(err(&format!("{hidden} hidden units (expected 1..=4096)")));
        }
        let mut net = Net {
            size,
            hidden,
            board: Vec::new(),
            dense: Vec::new(),
            out: Vec::new(),
            skip: Vec::new(),
        };
        let want = 16 + 4 * net.weight_count();
        if bytes.len() != want {
            return Err(err(&format!(
                "{} bytes, expected {want} for {hidden} hidden units",
                bytes.len()
            )));
        }
        let mut floats = bytes[16..]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        let mut take = |n: usize| (&mut floats).take(n).collect::<Vec<f32>>();
        net.board = take(BOARD_INPUTS * hidden);
        net.dense = take(FEATURE_COUNT * hidden);
        net.out = take(hidden);
        net.skip = take(FEATURE_COUNT);
        if !net.is_finite() {
            return Err(err("a weight is not a finite number"));
        }
        Ok(net)
    }

    /// Whether every weight is a finite number (training with too large a
    /// learning rate can make them infinite or NaN).
    #[must_use]
    pub fn is_finite(&self) -> bool {
        [&self.board, &self.dense, &self.out, &self.skip]
            .iter()
            .all(|v| v.iter().all(|w| w.is_finite()))
    }
}

/// The networks bundled with the crate (`data/net-16.bin`, `data/net-12.bin`,
/// made by `daldos train-net`, command and figures in the `.txt` next to
/// each), read once; none without the `bundled-nets` feature (default).
#[must_use]
pub fn bundled() -> [Option<Arc<Net>>; 2] {
    static NETS: OnceLock<[Option<Arc<Net>>; 2]> = OnceLock::new();
    NETS.get_or_init(|| {
        BUNDLED.map(|bytes| {
            // The bundled files are checked by a test; a bad one would
            // only mean falling back to the linear evaluation.
            bytes.and_then(|b| Net::from_bytes(b).ok().map(Arc::new))
        })
    })
    .clone()
}

/// Board sizes with a trained network in `data/` (`net-<N>.bin`).
pub const TRAINED_SIZES: &[u8] = &[16, 12];

/// The bundled networks' bytes, large board first (none without the
/// `bundled-nets` feature: the web page loads them as files instead).
#[cfg(feature = "bundled-nets")]
const BUNDLED: [Option<&[u8]>; 2] = [
    Some(include_bytes!("../data/net-16.bin")),
    Some(include_bytes!("../data/net-12.bin")),
];
#[cfg(not(feature = "bundled-nets"))]
const BUNDLED: [Option<&[u8]>; 2] = [None, None];

impl Evaluator for Net {
    fn win_chance(&self, pos: &Position) -> f64 {
        let mut act = [0.0f32; 256];
        let mut big;
        let act: &mut [f32] = if self.hidden <= act.len() {
            &mut act
        } else {
            big = vec![0.0; self.hidden];
            &mut big
        };
        logistic(f64::from(self.forward(&Inputs::of(pos), act)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{LinearEval, Weights};
    use daldos::Rules;

    #[test]
    fn mirror_swaps_the_outer_rows() {
        assert_eq!(mirror(1), 1 << 33);
        assert_eq!(mirror(1 << 48), 1 << 15);
        assert_eq!(mirror(1 << 20), 1 << 20);
        assert_eq!(mirror(mirror(0x1234_5678_9ABC)), 0x1234_5678_9ABC);
    }

    #[test]
    fn starting_position_inputs_are_symmetric() {
        let pos = Position::new(Rules::NORWEGIAN);
        let a = Inputs::of(&pos);
        let b = Inputs::of(&pos.with_turn(Side::B));
        // 12 undalled pieces each: plane 1 (ours) and plane 3 (theirs).
        assert_eq!(a.set().len(), 24);
        assert_eq!(a.set(), b.set());
        assert_eq!(a.set()[0], HOLE_COUNT as u16);
        assert_eq!(a.set()[12], (3 * HOLE_COUNT + 33) as u16);
    }

    #[test]
    fn a_new_net_evaluates_like_its_linear_start() {
        let w = Weights::trained();
        let net = Net::new(12, 8, &w.small, 3);
        let pos = Position::new(Rules::NORWEGIAN);
        let linear = LinearEval::trained().win_chance(&pos);
        assert!((net.win_chance(&pos) - linear).abs() < 1e-5);
    }

    #[test]
    fn bytes_round_trip_and_bad_bytes_are_errors() {
        let net = Net::new(16, 4, &Weights::trained().large, 9);
        let bytes = net.to_bytes();
        assert_eq!(bytes.len(), 16 + 4 * net.weight_count());
        assert_eq!(Net::from_bytes(&bytes).unwrap(), net);
        assert!(Net::from_bytes(&bytes[..100]).is_err());
        assert!(Net::from_bytes(b"hello").is_err());
        let mut bad = bytes.clone();
        bad[8] = 40;
        assert_eq!(
            Net::from_bytes(&bad).unwrap_err().to_string(),
            "not a Daldøs evaluation network: board size 40 is not 6..=16"
        );
    }

    #[test]
    fn the_average_of_two_nets_averages_their_logits() {
        let w = Weights::trained().small;
        let mut a = Net::new(12, 3, &w, 1);
        let mut b = Net::new(12, 5, &w, 2);
        a.out = vec![0.5, -1.0, 2.0];
        b.out = vec![1.0, 0.25, -0.5, 3.0, 0.0];
        b.skip[1] += 1.0;
        let avg = Net::average(&[a.clone(), b.clone()]).unwrap();
        assert_eq!(avg.hidden, 8);
        let pos = Position::new(Rules::NORWEGIAN);
        let x = Inputs::of(&pos);
        let mut act = vec![0.0; 8];
        let (la, lb) = (a.forward(&x, &mut act), b.forward(&x, &mut act));
        let l = avg.forward(&x, &mut act);
        assert!((l - (la + lb) / 2.0).abs() < 1e-5, "{l} vs {la}, {lb}");
        assert!(Net::average(&[]).is_none());
        assert!(Net::average(&[a, Net::new(16, 2, &w, 3)]).is_none());
    }

    #[test]
    fn learning_moves_the_estimate_towards_the_target() {
        let mut net = Net::new(12, 8, &Weights::trained().small, 5);
        let pos = Position::new(Rules::NORWEGIAN);
        let x = Inputs::of(&pos);
        let mut act = vec![0.0; 8];
        let before = logistic(f64::from(net.forward(&x, &mut act))) as f32;
        for _ in 0..50 {
            let p = logistic(f64::from(net.forward(&x, &mut act))) as f32;
            net.learn(&x, &act, p, 1.0, 0.1);
        }
        let after = logistic(f64::from(net.forward(&x, &mut act))) as f32;
        assert!(after > before + 0.05, "{before} -> {after}");
    }
}
