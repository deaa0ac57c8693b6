//! What a record tells of a game beside its moves: when it was played and
//! who played it (docs/notation.md, "Game records"). None of it changes
//! how the game is replayed; a [`Game`](crate::Game) carries it
//! ([`Game::facts`](crate::Game::facts)), its record writes it as the tags
//! `Date`, `Light`, `Dark` and `Level`, and its share code keeps all of it
//! but a person's name.
//!
//! ```
//! use daldos::{Date, Facts, Game, Player, Rules};
//! let mut game = Game::new(Rules::DANISH);
//! game.set_facts(Facts {
//!     date: Some("2026-12-02".parse()?),
//!     light: Some(Player::Person { name: Some("Ada".into()) }),
//!     dark: Some(Player::Computer { level: 5 }),
//! })?;
//! let record = game.to_record();
//! assert!(record.contains("[Date \"2026-12-02\"]\n[Light \"Ada\"]\n[Dark \"computer\"]\n[Level \"5\"]\n"));
//! assert_eq!(Game::from_record(&record)?.facts(), game.facts());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use crate::board::Side;

/// The highest computer level a record or a share code holds (4 bits in a
/// code). Which levels exist is the engine's (`daldos_ai::Level`); the
/// rules crate keeps the number.
pub const MAX_LEVEL: u8 = 15;

/// The longest name of a person, in characters.
pub const MAX_NAME_CHARS: usize = 60;

/// A `Light` or `Dark` tag's value for a person without a name; no name.
pub const PERSON: &str = "person";

/// A `Light` or `Dark` tag's value for the computer; no name.
pub const COMPUTER: &str = "computer";

/// A calendar date (proleptic Gregorian), as `YYYY-MM-DD` (ISO 8601) in
/// records: the day a game was played, by the clock of whoever started it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

impl Date {
    /// The date `year`-`month`-`day`: years 1..=9999 (four digits),
    /// months 1..=12, days 1 to the month's length (29 February in leap
    /// years only).
    ///
    /// # Errors
    /// [`FactsError::Date`] for a day that does not exist.
    pub fn new(year: u16, month: u8, day: u8) -> Result<Date, FactsError> {
        let bad = || FactsError::Date(format!("{year:04}-{month:02}-{day:02}"));
        if !(1..=9999).contains(&year) || !(1..=12).contains(&month) {
            return Err(bad());
        }
        if day == 0 || day > days_in_month(year, month) {
            return Err(bad());
        }
        Ok(Date { year, month, day })
    }

    /// The day `days` after 1970-01-01 (negative: before), as a clock's
    /// milliseconds since the Unix epoch divided by 86,400,000 give it in
    /// UTC; `None` outside years 1..=9999. (Howard Hinnant's
    /// `civil_from_days`.)
    ///
    /// ```
    /// use daldos::Date;
    /// assert_eq!(Date::from_unix_days(0).unwrap().to_string(), "1970-01-01");
    /// assert_eq!(Date::from_unix_days(20_424).unwrap().to_string(), "2025-12-02");
    /// ```
    #[must_use]
    pub fn from_unix_days(days: i64) -> Option<Date> {
        let z = days.checked_add(719_468)?;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date::new(
            u16::try_from(year).ok()?,
            u8::try_from(month).ok()?,
            u8::try_from(day).ok()?,
        )
        .ok()
    }

    /// The year, 1..=9999.
    #[must_use]
    pub const fn year(self) -> u16 {
        self.year
    }

    /// The month, 1..=12.
    #[must_use]
    pub const fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, from 1.
    #[must_use]
    pub const fn day(self) -> u8 {
        self.day
    }
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl std::str::FromStr for Date {
    type Err = FactsError;

    /// `YYYY-MM-DD`, exactly (four, two and two digits).
    fn from_str(s: &str) -> Result<Date, FactsError> {
        let bad = || FactsError::Date(crate::snippet(s));
        let b = s.as_bytes();
        let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
        if b.len() != 10
            || b[4] != b'-'
            || b[7] != b'-'
            || !digits(0..4)
            || !digits(5..7)
            || !digits(8..10)
        {
            return Err(bad());
        }
        let (y, m, d) = (&s[0..4], &s[5..7], &s[8..10]);
        Date::new(
            y.parse().map_err(|_| bad())?,
            m.parse().map_err(|_| bad())?,
            d.parse().map_err(|_| bad())?,
        )
    }
}

impl TryFrom<String> for Date {
    type Error = FactsError;
    fn try_from(s: String) -> Result<Date, FactsError> {
        s.parse()
    }
}

impl From<Date> for String {
    fn from(d: Date) -> String {
        d.to_string()
    }
}

/// Who played a side.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "camelCase"))]
pub enum Player {
    /// A person, with a name when one was given (1..=[`MAX_NAME_CHARS`]
    /// characters, no double quote, no control character, no space at
    /// either end; not `person`, `computer` or `?`, which the tags
    /// reserve).
    Person {
        /// The person's name, if given.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        name: Option<String>,
    },
    /// The computer, at a level 1..=[`MAX_LEVEL`].
    Computer {
        /// The level it played at.
        level: u8,
    },
}

impl Player {
    /// A person without a name.
    pub const PERSON: Player = Player::Person { name: None };

    /// The computer's level, if this is the computer.
    #[must_use]
    pub const fn level(&self) -> Option<u8> {
        match self {
            Player::Computer { level } => Some(*level),
            Player::Person { .. } => None,
        }
    }

    /// The tag's value: the name, `person` (no name) or `computer` (its
    /// level is the `Level` tag's).
    fn tag_value(&self) -> String {
        match self {
            Player::Person { name: None } => PERSON.to_string(),
            Player::Person { name: Some(n) } => n.clone(),
            Player::Computer { .. } => COMPUTER.to_string(),
        }
    }
}

/// What a record tells beside the moves: the date and who played each
/// side (Light is side `a`, Dark `b`). Every field may be unknown (a
/// record from before these tags, or one that leaves them out).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct Facts {
    /// The day the game was played.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub date: Option<Date>,
    /// Who played Light (side `a`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub light: Option<Player>,
    /// Who played Dark (side `b`).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub dark: Option<Player>,
}

impl Facts {
    /// Who played `side`, if known.
    #[must_use]
    pub const fn player(&self, side: Side) -> Option<&Player> {
        match side {
            Side::A => self.light.as_ref(),
            Side::B => self.dark.as_ref(),
        }
    }

    /// Whether nothing is known.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.date.is_none() && self.light.is_none() && self.dark.is_none()
    }

    /// The computer's level, if a side was the computer (both at one
    /// level, [`Facts::check`]).
    #[must_use]
    pub fn level(&self) -> Option<u8> {
        self.light
            .as_ref()
            .and_then(Player::level)
            .or_else(|| self.dark.as_ref().and_then(Player::level))
    }

    /// Checks what a record can hold: names as [`Player::Person`] says,
    /// levels 1..=[`MAX_LEVEL`], and one level (a record has one `Level`
    /// tag) when both sides are the computer.
    ///
    /// # Errors
    /// The first [`FactsError`] found.
    pub fn check(&self) -> Result<(), FactsError> {
        for p in [&self.light, &self.dark].into_iter().flatten() {
            match p {
                Player::Person { name: Some(n) } => check_name(n)?,
                Player::Person { name: None } => {}
                Player::Computer { level } => check_level(*level)?,
            }
        }
        if let (Some(a), Some(b)) = (
            self.light.as_ref().and_then(Player::level),
            self.dark.as_ref().and_then(Player::level),
        ) {
            if a != b {
                return Err(FactsError::TwoLevels(a, b));
            }
        }
        Ok(())
    }

    /// The record's tags of these facts, each `[Name "value"]` with its
    /// line end: `Date`, `Light`, `Dark`, `Level` (when a side is the
    /// computer), only those known.
    #[must_use]
    pub fn tags(&self) -> String {
        let mut out = String::new();
        if let Some(d) = self.date {
            out.push_str(&format!("[Date \"{d}\"]\n"));
        }
        if let Some(p) = &self.light {
            out.push_str(&format!("[Light \"{}\"]\n", p.tag_value()));
        }
        if let Some(p) = &self.dark {
            out.push_str(&format!("[Dark \"{}\"]\n", p.tag_value()));
        }
        if let Some(level) = self.level() {
            out.push_str(&format!("[Level \"{level}\"]\n"));
        }
        out
    }
}

fn check_name(name: &str) -> Result<(), FactsError> {
    let ok = !name.is_empty()
        && name.chars().count() <= MAX_NAME_CHARS
        && name.trim() == name
        && !matches!(name, PERSON | COMPUTER | "?")
        && !name.chars().any(|c| c == '"' || c.is_control());
    if ok {
        Ok(())
    } else {
        Err(FactsError::Name(crate::snippet(name)))
    }
}

fn check_level(level: u8) -> Result<(), FactsError> {
    if (1..=MAX_LEVEL).contains(&level) {
        Ok(())
    } else {
        Err(FactsError::Level(level.to_string()))
    }
}

/// A `Light` or `Dark` tag's value as read.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum PlayerTag {
    /// `?` or empty: not known (as PGN writes it).
    Unknown,
    /// `computer`: its level is the `Level` tag's.
    Computer,
    /// `person`, or a person's name.
    Person(Player),
}

/// Reads a `Light` or `Dark` tag's value: `person` (a person without a
/// name), `computer`, `?` or nothing (not known), else a person's name.
pub(crate) fn parse_player(value: &str) -> Result<PlayerTag, FactsError> {
    let value = value.trim();
    Ok(match value {
        "" | "?" => PlayerTag::Unknown,
        COMPUTER => PlayerTag::Computer,
        PERSON => PlayerTag::Person(Player::PERSON),
        name => {
            check_name(name)?;
            PlayerTag::Person(Player::Person {
                name: Some(name.to_string()),
            })
        }
    })
}

/// Reads a `Level` tag's value: 1..=[`MAX_LEVEL`].
pub(crate) fn parse_level(value: &str) -> Result<u8, FactsError> {
    let level: u8 = value
        .trim()
        .parse()
        .map_err(|_| FactsError::Level(crate::snippet(value)))?;
    check_level(level)?;
    Ok(level)
}

/// Why facts cannot be written or read; its `Display` is one English
/// sentence naming the value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FactsError {
    /// Not a calendar date `YYYY-MM-DD` (as written).
    Date(String),
    /// A name that is empty, too long, or holds a double quote or a
    /// control character.
    Name(String),
    /// A level outside 1..=[`MAX_LEVEL`] (as written).
    Level(String),
    /// Both sides are the computer, at different levels.
    TwoLevels(u8, u8),
    /// A side is the computer but no `Level` tag says at which level.
    NoLevel,
    /// A `Level` tag, but neither side is the computer.
    LevelWithoutComputer,
}

impl fmt::Display for FactsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FactsError::Date(d) => write!(f, "'{d}' is not a date like 2026-12-02 (year-month-day)"),
            FactsError::Name(n) => write!(
                f,
                "the name '{n}' must be 1 to {MAX_NAME_CHARS} characters, without double quotes, control characters or spaces at either end"
            ),
            FactsError::Level(l) => write!(f, "level '{l}' is not a number from 1 to {MAX_LEVEL}"),
            FactsError::TwoLevels(a, b) => write!(
                f,
                "both sides are the computer, at levels {a} and {b}: a record holds one level"
            ),
            FactsError::NoLevel => write!(f, "a side is the computer, but no Level tag says its level"),
            FactsError::LevelWithoutComputer => {
                write!(f, "a Level tag, but neither Light nor Dark is the computer")
            }
        }
    }
}

impl std::error::Error for FactsError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_checked_as_calendar_days() {
        assert_eq!(
            "2024-02-29".parse::<Date>().map(|d| d.to_string()),
            Ok("2024-02-29".into())
        );
        for bad in [
            "2023-02-29",
            "1900-02-29",
            "2026-13-01",
            "2026-04-31",
            "2026-1-01",
            "0000-01-01",
            "2026/12/02",
            "2026-12-02x",
        ] {
            assert!(bad.parse::<Date>().is_err(), "{bad}");
        }
        assert!("2000-02-29".parse::<Date>().is_ok());
    }

    #[test]
    fn players_read_as_written() {
        assert_eq!(
            parse_player("person"),
            Ok(PlayerTag::Person(Player::PERSON))
        );
        assert_eq!(
            parse_player(" Ada Lovelace "),
            Ok(PlayerTag::Person(Player::Person {
                name: Some("Ada Lovelace".into())
            }))
        );
        assert_eq!(parse_player("computer"), Ok(PlayerTag::Computer));
        assert_eq!(parse_player("?"), Ok(PlayerTag::Unknown));
        assert!(parse_player("a\u{7}b").is_err());
        assert_eq!(parse_level("5"), Ok(5));
        assert!(
            parse_level("0").is_err() && parse_level("16").is_err() && parse_level("x").is_err()
        );
    }

    #[test]
    fn two_computers_share_one_level() {
        let f = Facts {
            date: None,
            light: Some(Player::Computer { level: 2 }),
            dark: Some(Player::Computer { level: 3 }),
        };
        assert_eq!(f.check(), Err(FactsError::TwoLevels(2, 3)));
    }
}
