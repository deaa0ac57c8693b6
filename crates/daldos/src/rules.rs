//! The ruleset: board size and the three variants of the rules reference.

use std::fmt;
use std::str::FromStr;

use crate::board::{MAX_SIZE, MIN_SIZE};

/// The optional rules of docs/rules.md ("Variants"); all `false` is the
/// standard ruleset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", default))]
pub struct Variants {
    /// *Stern-most dal*: only the undalled piece nearest the stern may be
    /// dalled (checked at each dal, so a 1+1 may dal two pieces in turn).
    pub stern_most_dal: bool,
    /// *Capture at both stops*: a summed move also captures the enemy on the
    /// hole where the first die ends (compulsory; the player chooses which
    /// die counts first, an undalled piece always dals first).
    pub capture_both_stops: bool,
    /// *Last piece loses*: a player reduced to a single piece has lost.
    pub last_piece_loses: bool,
}

impl Variants {
    /// The standard ruleset: no variant.
    pub const STANDARD: Variants = Variants {
        stern_most_dal: false,
        capture_both_stops: false,
        last_piece_loses: false,
    };

    /// Every variant's name, in the order of [`Variants::names`].
    pub const NAMES: [&'static str; 3] =
        ["stern-most-dal", "capture-both-stops", "last-piece-loses"];

    /// Every variant's English name, in the order of [`Variants::NAMES`]
    /// (docs/rules.md, "Variants"), in lower case as in running text (the
    /// web facade's `rulesInfo()` hands them to the page).
    pub const ENGLISH_NAMES: [&'static str; 3] = [
        "stern-most dal",
        "capture at both stops",
        "last piece loses",
    ];

    /// The English name of the variant with id `id` (one of
    /// [`Variants::NAMES`]), or `None` for any other id.
    ///
    /// ```
    /// use daldos::Variants;
    /// assert_eq!(Variants::english_name("capture-both-stops"), Some("capture at both stops"));
    /// assert_eq!(Variants::english_name("standard"), None);
    /// ```
    #[must_use]
    pub fn english_name(id: &str) -> Option<&'static str> {
        Variants::NAMES
            .iter()
            .position(|n| *n == id)
            .map(|i| Variants::ENGLISH_NAMES[i])
    }

    /// Names of the variants that are on, as used in game records and on the
    /// command line: `stern-most-dal`, `capture-both-stops`,
    /// `last-piece-loses`.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        [
            (self.stern_most_dal, "stern-most-dal"),
            (self.capture_both_stops, "capture-both-stops"),
            (self.last_piece_loses, "last-piece-loses"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
    }

    /// Switches on the variant called `name` (see [`Variants::names`]).
    ///
    /// # Errors
    /// [`RulesError::UnknownVariant`] for any other name.
    pub fn enable(&mut self, name: &str) -> Result<(), RulesError> {
        match name {
            "stern-most-dal" => self.stern_most_dal = true,
            "capture-both-stops" => self.capture_both_stops = true,
            "last-piece-loses" => self.last_piece_loses = true,
            _ => return Err(RulesError::UnknownVariant(name.to_string())),
        }
        Ok(())
    }
}

/// Written as the variant names joined by spaces, or `standard`.
impl fmt::Display for Variants {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.names().collect();
        if names.is_empty() {
            f.write_str("standard")
        } else {
            f.write_str(&names.join(" "))
        }
    }
}

impl FromStr for Variants {
    type Err = RulesError;

    /// Parses what [`Variants`]' `Display` writes (names separated by spaces
    /// or commas; `standard` or an empty string for none).
    fn from_str(s: &str) -> Result<Variants, RulesError> {
        let mut v = Variants::STANDARD;
        for name in s.split([' ', ',']).filter(|w| !w.is_empty()) {
            if name != "standard" {
                v.enable(name)?;
            }
        }
        Ok(v)
    }
}

/// A complete ruleset: board size `N` (holes in an outer row; the middle row
/// has `N + 1`; each side has `N` pieces) and the [`Variants`].
///
/// ```
/// use daldos::Rules;
/// assert_eq!(Rules::DANISH.size(), 16);
/// assert_eq!(Rules::NORWEGIAN.size(), 12);
/// assert!(Rules::new(5, Default::default()).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "RulesRepr", into = "RulesRepr"))]
pub struct Rules {
    size: u8,
    /// The variants in force.
    pub variants: Variants,
}

impl Rules {
    /// Danish board, 16-17-16, standard rules.
    pub const DANISH: Rules = Rules {
        size: 16,
        variants: Variants::STANDARD,
    };
    /// Norwegian (Jæren) board, 12-13-12, standard rules.
    pub const NORWEGIAN: Rules = Rules {
        size: 12,
        variants: Variants::STANDARD,
    };

    /// Rules for a board of `size` holes per outer row.
    ///
    /// # Errors
    /// [`RulesError::BoardSize`] unless `6 <= size <= 16`.
    pub fn new(size: u8, variants: Variants) -> Result<Rules, RulesError> {
        if (MIN_SIZE..=MAX_SIZE).contains(&size) {
            Ok(Rules { size, variants })
        } else {
            Err(RulesError::BoardSize(size))
        }
    }

    /// Holes per outer row, `N` (also pieces per side).
    #[must_use]
    pub const fn size(self) -> u8 {
        self.size
    }

    /// The same board with other variants.
    #[must_use]
    pub const fn with_variants(self, variants: Variants) -> Rules {
        Rules {
            size: self.size,
            variants,
        }
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::DANISH
    }
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct RulesRepr {
    size: u8,
    #[serde(default)]
    variants: Variants,
}

#[cfg(feature = "serde")]
impl TryFrom<RulesRepr> for Rules {
    type Error = RulesError;
    fn try_from(r: RulesRepr) -> Result<Rules, RulesError> {
        Rules::new(r.size, r.variants)
    }
}

#[cfg(feature = "serde")]
impl From<Rules> for RulesRepr {
    fn from(r: Rules) -> RulesRepr {
        RulesRepr {
            size: r.size,
            variants: r.variants,
        }
    }
}

/// Error building [`Rules`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The board size is outside `6..=16`.
    BoardSize(u8),
    /// A variant name that is not one of `stern-most-dal`,
    /// `capture-both-stops`, `last-piece-loses`.
    UnknownVariant(String),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::BoardSize(n) => write!(
                f,
                "board size {n} is not supported (holes per outer row must be {MIN_SIZE}..={MAX_SIZE})"
            ),
            RulesError::UnknownVariant(v) => write!(
                f,
                "unknown variant '{}' (expected stern-most-dal, capture-both-stops or last-piece-loses)",
                crate::snippet(v)
            ),
        }
    }
}

impl std::error::Error for RulesError {}
