//! The two four-sided long dice, throws, and sources of throws.
//!
//! Each die shows 1 (the *dal*, marked A), 2, 3 or 4 with probability 1/4;
//! a throw is an ordered pair, each of the 16 pairs with probability 1/16
//! (rules reference, "Dice").

use std::fmt;
use std::fmt::Write as _;
use std::str::FromStr;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// One face of a four-sided long die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Die {
    /// The dal, value 1, marked A (X in Norway, I on some reconstructions).
    Dal = 1,
    /// II, value 2 (probably the *døs*).
    Two = 2,
    /// III, value 3.
    Three = 3,
    /// IIII, value 4.
    Four = 4,
}

impl Die {
    /// All four faces, in value order.
    pub const ALL: [Die; 4] = [Die::Dal, Die::Two, Die::Three, Die::Four];

    /// The face with this value, if `1..=4`.
    #[must_use]
    pub const fn new(value: u8) -> Option<Die> {
        match value {
            1 => Some(Die::Dal),
            2 => Some(Die::Two),
            3 => Some(Die::Three),
            4 => Some(Die::Four),
            _ => None,
        }
    }

    /// The number of holes this face moves a dalled piece: 1..=4.
    #[must_use]
    pub const fn value(self) -> u8 {
        self as u8
    }

    /// Whether this face is the dal (1).
    #[must_use]
    pub const fn is_dal(self) -> bool {
        matches!(self, Die::Dal)
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char(char::from(b'0' + self.value()))
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Die {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.value())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Die {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Die, D::Error> {
        let v = u8::deserialize(d)?;
        Die::new(v).ok_or_else(|| serde::de::Error::custom(format!("die value {v} is not 1..=4")))
    }
}

/// A throw of the two dice, in the order they were read.
///
/// ```
/// use daldos::{Die, Throw};
/// let t: Throw = "1+3".parse().unwrap();
/// assert_eq!(t, Throw::new(Die::Dal, Die::Three));
/// assert!(!t.is_dal_dal());
/// assert_eq!(t.sum(), 4);
/// assert_eq!("1,1".parse::<Throw>().unwrap().to_string(), "1+1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Throw(pub Die, pub Die);

impl Throw {
    /// A throw of `first` and `second`.
    #[must_use]
    pub const fn new(first: Die, second: Die) -> Throw {
        Throw(first, second)
    }

    /// The two dice.
    #[must_use]
    pub const fn dice(self) -> [Die; 2] {
        [self.0, self.1]
    }

    /// Whether both dice show the dal (1 + 1), which earns an extra throw.
    #[must_use]
    pub const fn is_dal_dal(self) -> bool {
        self.0.is_dal() && self.1.is_dal()
    }

    /// Whether both dice show the same face.
    #[must_use]
    pub const fn is_double(self) -> bool {
        self.0 as u8 == self.1 as u8
    }

    /// Sum of the two dice, 2..=8 (the roll-off compares sums).
    #[must_use]
    pub const fn sum(self) -> u8 {
        self.0.value() + self.1.value()
    }

    /// The same dice, lower first (plays do not depend on the order).
    #[must_use]
    pub fn sorted(self) -> Throw {
        if self.0 <= self.1 {
            self
        } else {
            Throw(self.1, self.0)
        }
    }

    /// All 16 ordered throws, each with probability 1/16.
    pub fn all() -> impl Iterator<Item = Throw> {
        Die::ALL
            .into_iter()
            .flat_map(|a| Die::ALL.into_iter().map(move |b| Throw(a, b)))
    }

    /// The 10 distinct throws (lower die first) with their weight out of 16:
    /// 1 for a double, 2 otherwise.
    pub const DISTINCT: [(Throw, u32); 10] = {
        use Die::*;
        [
            (Throw(Dal, Dal), 1),
            (Throw(Dal, Two), 2),
            (Throw(Dal, Three), 2),
            (Throw(Dal, Four), 2),
            (Throw(Two, Two), 1),
            (Throw(Two, Three), 2),
            (Throw(Two, Four), 2),
            (Throw(Three, Three), 1),
            (Throw(Three, Four), 2),
            (Throw(Four, Four), 1),
        ]
    };
}

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)?;
        f.write_char('+')?;
        fmt::Display::fmt(&self.1, f)
    }
}

/// Error parsing a [`Throw`] such as `"1+3"` or `"1,3"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseThrowError(pub String);

impl fmt::Display for ParseThrowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a throw (expected two dice 1..=4 such as 1,3 or 1+3)",
            crate::snippet(&self.0)
        )
    }
}

impl std::error::Error for ParseThrowError {}

impl FromStr for Throw {
    type Err = ParseThrowError;

    fn from_str(s: &str) -> Result<Throw, ParseThrowError> {
        let err = || ParseThrowError(s.to_string());
        let mut parts = s.trim().split(['+', ',']);
        let mut die = || -> Result<Die, ParseThrowError> {
            let p = parts.next().ok_or_else(err)?.trim();
            let v: u8 = p.parse().map_err(|_| err())?;
            Die::new(v).ok_or_else(err)
        };
        let t = Throw(die()?, die()?);
        if parts.next().is_some() {
            return Err(err());
        }
        Ok(t)
    }
}

/// A source of throws. Real games use [`SystemDice`] (feature `sys-rng`),
/// seeded games of the page [`ThrowSeededDice`], tests and self-play
/// [`SeededDice`] or [`FixedDice`].
pub trait DiceSource {
    /// Throws both dice.
    fn throw(&mut self) -> Throw;
}

/// Reproducible dice from a seed (ChaCha-based `StdRng` of the `rand` crate).
#[derive(Debug)]
pub struct SeededDice(StdRng);

impl SeededDice {
    /// Dice that always give the same sequence for the same `seed`.
    #[must_use]
    pub fn new(seed: u64) -> SeededDice {
        SeededDice(StdRng::seed_from_u64(seed))
    }
}

impl DiceSource for SeededDice {
    fn throw(&mut self) -> Throw {
        let a = self.0.random_range(1..=4u8);
        let b = self.0.random_range(1..=4u8);
        Throw(
            Die::new(a).unwrap_or(Die::Dal),
            Die::new(b).unwrap_or(Die::Dal),
        )
    }
}

/// The web page's reproducible dice (a game with `?seed=N`, the facade's
/// `setSeed`; `daldos play --seed N`): every throw of a game is the first
/// throw of its own [`SeededDice`] stream, keyed by the game's seed and the
/// throw's index ([`ThrowSeededDice::stream_key`]). The index counts the
/// roll-off's throws first (A's, then B's, in each round), then the game's
/// throws in order ([`crate::Game::throw_index`]); so a game resumed from its
/// record throws exactly what it would have thrown without the reload.
///
/// ```
/// use daldos::{DiceSource, Game, Rules, ThrowSeededDice};
/// let mut game = Game::new(Rules::DANISH);
/// // Seed 25 (the browser tests' two-player game): 3+3 against 3+1.
/// let starter = game.roll_off(ThrowSeededDice::at(25, game.throw_index()))?;
/// assert_eq!(starter, daldos::Side::A);
/// assert_eq!(game.roll_off_rounds(), [["3+3".parse()?, "3+1".parse()?]]);
/// // Light's first throw is throw 2 of the game.
/// assert_eq!(game.throw_index(), 2);
/// assert_eq!(ThrowSeededDice::at(25, 2).throw().to_string(), "1+1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThrowSeededDice {
    seed: u32,
    index: usize,
}

impl ThrowSeededDice {
    /// The dice of the game seeded with `seed`, from its first throw (the
    /// roll-off's first).
    #[must_use]
    pub const fn new(seed: u32) -> ThrowSeededDice {
        ThrowSeededDice::at(seed, 0)
    }

    /// The dice of the game seeded with `seed`, from its throw number
    /// `index` (from 0; a game's next is [`crate::Game::throw_index`]).
    #[must_use]
    pub const fn at(seed: u32, index: usize) -> ThrowSeededDice {
        ThrowSeededDice { seed, index }
    }

    /// The game's seed.
    #[must_use]
    pub const fn seed(self) -> u32 {
        self.seed
    }

    /// The index of the throw these dice give next.
    #[must_use]
    pub const fn index(self) -> usize {
        self.index
    }

    /// The [`SeededDice`] seed of throw `index` of the game seeded with
    /// `seed`: the seed in the high 32 bits, the index (modulo 2^31) in the
    /// low 31; bit 31 is clear (set, the key is a computer's choice's,
    /// [`ThrowSeededDice::choice_seed`]), so the two never meet.
    #[must_use]
    pub const fn stream_key(seed: u32, index: usize) -> u64 {
        ((seed as u64) << 32) | (index as u64 & 0x7fff_ffff)
    }

    /// Throw number `index` of the game seeded with `seed`.
    #[must_use]
    pub fn throw_at(seed: u32, index: usize) -> Throw {
        SeededDice::new(ThrowSeededDice::stream_key(seed, index)).throw()
    }

    /// The seed of the computer's choice of play (the bot's seed, as the
    /// page's worker takes it: `computerPlay(request, bot, seed)`) in the
    /// throw at place `index` of the game record (from 0; the roll-off is
    /// not counted here) of a game seeded with `seed`.
    ///
    /// It lives beside the dice, not in `daldos-ai`, because it is part of
    /// the same scheme: its 64-bit key is the dice's
    /// ([`ThrowSeededDice::stream_key`]) with bit 31 set, so a choice and a
    /// throw never share a stream; any bot takes the result as its seed,
    /// and a game can be replayed with its choice seeds without the AI
    /// crate. The key is folded to 32 bits (JavaScript hands the bots a
    /// `u32`): the high half of its product with `0x9E37_79B9_7F4A_7C15`
    /// (2^64 over the golden ratio).
    #[must_use]
    pub const fn choice_seed(seed: u32, index: usize) -> u32 {
        let key = ((seed as u64) << 32) | 0x8000_0000 | (index as u64 & 0x7fff_ffff);
        (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32) as u32
    }
}

impl DiceSource for ThrowSeededDice {
    fn throw(&mut self) -> Throw {
        let throw = ThrowSeededDice::throw_at(self.seed, self.index);
        self.index = self.index.wrapping_add(1);
        throw
    }
}

/// Dice seeded from the operating system (or, on the web, the browser's
/// `crypto.getRandomValues` through getrandom's `wasm_js` backend).
#[cfg(feature = "sys-rng")]
#[derive(Debug)]
pub struct SystemDice(SeededDice);

#[cfg(feature = "sys-rng")]
impl SystemDice {
    /// Fresh dice seeded from system randomness.
    ///
    /// # Errors
    /// The system's randomness source failed (its message is returned).
    pub fn new() -> Result<SystemDice, String> {
        let mut sys = rand::rngs::SysRng;
        let rng = StdRng::try_from_rng(&mut sys).map_err(|e| e.to_string())?;
        Ok(SystemDice(SeededDice(rng)))
    }
}

#[cfg(feature = "sys-rng")]
impl DiceSource for SystemDice {
    fn throw(&mut self) -> Throw {
        self.0.throw()
    }
}

/// Dice that replay a fixed list of throws, then repeat the last one (or
/// 1+1 if the list is empty). For tests and for replaying records.
#[derive(Clone, Debug, Default)]
pub struct FixedDice {
    throws: Vec<Throw>,
    next: usize,
}

impl FixedDice {
    /// Dice that give `throws` in order.
    #[must_use]
    pub fn new(throws: Vec<Throw>) -> FixedDice {
        FixedDice { throws, next: 0 }
    }
}

impl DiceSource for FixedDice {
    fn throw(&mut self) -> Throw {
        let t = self
            .throws
            .get(self.next)
            .or(self.throws.last())
            .copied()
            .unwrap_or(Throw(Die::Dal, Die::Dal));
        self.next += 1;
        t
    }
}

impl<D: DiceSource + ?Sized> DiceSource for &mut D {
    fn throw(&mut self) -> Throw {
        (**self).throw()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinct_weights_sum_to_16() {
        assert_eq!(Throw::DISTINCT.iter().map(|(_, w)| w).sum::<u32>(), 16);
        assert_eq!(Throw::all().count(), 16);
        for t in Throw::all() {
            let s = t.sorted();
            let w = Throw::DISTINCT.iter().find(|(d, _)| *d == s).unwrap().1;
            assert_eq!(w, if t.is_double() { 1 } else { 2 });
        }
    }

    #[test]
    fn seeded_dice_repeat_and_cover_all_faces() {
        let a: Vec<Throw> = {
            let mut d = SeededDice::new(42);
            (0..200).map(|_| d.throw()).collect()
        };
        let b: Vec<Throw> = {
            let mut d = SeededDice::new(42);
            (0..200).map(|_| d.throw()).collect()
        };
        assert_eq!(a, b);
        for die in Die::ALL {
            assert!(a.iter().any(|t| t.0 == die));
            assert!(a.iter().any(|t| t.1 == die));
        }
    }

    #[test]
    fn each_seeded_throw_is_the_first_of_its_own_stream() {
        assert_eq!(ThrowSeededDice::stream_key(250, 3), (250 << 32) | 3);
        assert_eq!(ThrowSeededDice::stream_key(1, (1 << 31) + 5), (1 << 32) | 5);
        let mut dice = ThrowSeededDice::at(250, 0);
        let thrown: Vec<String> = (0..4).map(|_| dice.throw().to_string()).collect();
        // Seed 250's roll-off (2+4 against 4+3) and Dark's first two throws
        // (tests/e2e/seeded.mjs, S250).
        assert_eq!(thrown, ["2+4", "4+3", "3+1", "4+1"]);
        assert_eq!(dice.index(), 4);
        for index in [0, 1, 7, 1000] {
            let own = SeededDice::new(ThrowSeededDice::stream_key(9, index)).throw();
            assert_eq!(ThrowSeededDice::at(9, index).throw(), own);
            assert_eq!(ThrowSeededDice::throw_at(9, index), own);
        }
    }

    #[test]
    fn choice_seeds_fold_the_key_with_bit_31_set() {
        // (seed << 32 | 1 << 31 | index) × 0x9E37_79B9_7F4A_7C15, high half.
        assert_eq!(ThrowSeededDice::choice_seed(250, 0), 0x0e62_6a8c);
        assert_eq!(ThrowSeededDice::choice_seed(250, 2), 0x4ad1_5dff);
        assert_eq!(ThrowSeededDice::choice_seed(0, 0), 0xbfa5_3e0a);
        assert_eq!(ThrowSeededDice::choice_seed(25, 1), 0xcc22_d5d0);
    }

    #[test]
    fn throw_parsing() {
        assert_eq!("4,2".parse::<Throw>(), Ok(Throw(Die::Four, Die::Two)));
        assert!("5,1".parse::<Throw>().is_err());
        assert!("1".parse::<Throw>().is_err());
        assert!("1,2,3".parse::<Throw>().is_err());
    }
}
