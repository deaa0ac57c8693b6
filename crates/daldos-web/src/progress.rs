//! A player's progress, kept on the device (docs/embedding.md, "What the
//! page keeps"): one [`ProgressEntry`] per finished game against the
//! computer or between two players at one screen, the last
//! [`MAX_GAMES`] of them, and [`Tally`] totals of every game ever recorded
//! (kept exactly when old entries are dropped). The page stores a
//! [`Progress`] as JSON in `localStorage` and in a progress file; this
//! module defines its shape, reads it back with typed errors
//! ([`ProgressError`]: a corrupt, hand-edited or newer store is refused with
//! a sentence, never half read), and works out everything the page shows
//! ([`ProgressSummary`]): the page's JavaScript only draws.
//!
//! Accuracy is the engine's per-move accuracy of a side over a game
//! (`daldos_ai::review`, the lichess formula; `reviewAccuracy`), a percent
//! 0..=100 kept to one decimal. Averages are over the games whose review
//! finished (a game recorded before its review ends keeps no accuracy).

use crate::data::{SideName, TerminationName};
use daldos::Variants;
use serde::{Deserialize, Serialize};
use std::fmt;
use tsify::Tsify;

/// The store's version, its `v`; a newer one is refused ([`ProgressError::Newer`]).
pub const PROGRESS_VERSION: u32 = 1;
/// The most games listed one by one (the oldest dropped first); the totals
/// count every game.
pub const MAX_GAMES: usize = 500;
/// The games the progress chart shows: the last 20.
pub const RECENT_GAMES: usize = 20;
/// The computer's levels a store may name: `daldos_ai::Level`'s.
const LEVELS: std::ops::RangeInclusive<u8> =
    daldos_ai::Level::MIN.number()..=daldos_ai::Level::MAX.number();

/// Who the game was played against (`Opponent` in TypeScript, tagged by
/// `kind`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum Opponent {
    /// The computer at `level` (`rulesInfo().levels`), the player on `side`.
    Computer {
        /// The computer's level.
        level: u8,
        /// The player's side (`"a"` Light, `"b"` Dark).
        side: SideName,
    },
    /// Two players taking turns at one screen, kept apart from the
    /// computer's games.
    TwoPlayers,
    /// A friend on another device (a game on the game server), the player
    /// on `side`; kept apart from the computer's games and from two
    /// players at one screen.
    Friend {
        /// The player's seat (`"a"` Light, `"b"` Dark).
        side: SideName,
    },
}

/// One finished game (`ProgressEntry` in TypeScript).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProgressEntry {
    /// The game's own mark: 16 lower-case hex digits, the 64-bit FNV-1a
    /// hash of its record text ([`game_id`]): a game is recorded once, and
    /// a file merged twice adds nothing the second time.
    pub id: String,
    /// The day it ended, `YYYY-MM-DD`, by the visitor's clock.
    pub date: String,
    /// The board size N (holes in an outer row), 6..=16.
    pub size: u8,
    /// The variants played (ids of `Variants::NAMES`), empty for the
    /// standard rules.
    pub variants: Vec<String>,
    /// Who it was played against.
    pub opponent: Opponent,
    /// The side that won.
    pub winner: SideName,
    /// Played out (`"normal"`) or resigned (`"resignation"`).
    pub termination: TerminationName,
    /// Completed throws (the view's `throws`).
    pub throws: u32,
    /// The player's accuracy (percent, one decimal), once the engine's
    /// review of the game finished; against the computer only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub accuracy: Option<f64>,
}

impl ProgressEntry {
    /// Whether the player won (two players: whether Light won).
    #[must_use]
    pub fn won(&self) -> bool {
        match self.opponent {
            Opponent::Computer { side, .. } | Opponent::Friend { side } => side == self.winner,
            Opponent::TwoPlayers => self.winner == SideName::A,
        }
    }

    fn group(&self) -> Group {
        Group {
            level: match self.opponent {
                Opponent::Computer { level, .. } => Some(level),
                Opponent::TwoPlayers | Opponent::Friend { .. } => None,
            },
            friend: matches!(self.opponent, Opponent::Friend { .. }),
            size: self.size,
            variants: canonical(&self.variants),
        }
    }

    fn check(&self) -> Result<(), EntryProblem> {
        let hex = |c: char| c.is_ascii_digit() || ('a'..='f').contains(&c);
        if self.id.len() != 16 || !self.id.chars().all(hex) {
            return Err(EntryProblem::Id(snippet(&self.id)));
        }
        self.date
            .parse::<daldos::Date>()
            .map_err(|_| EntryProblem::Date(snippet(&self.date)))?;
        check_game(self.size, &self.variants, self.group().level).map_err(EntryProblem::Game)?;
        if let Some(a) = self.accuracy {
            if !(0.0..=100.0).contains(&a) {
                return Err(EntryProblem::Accuracy(a));
            }
            if !matches!(self.opponent, Opponent::Computer { .. }) {
                return Err(EntryProblem::TwoPlayersAccuracy);
            }
        }
        Ok(())
    }
}

/// The totals of one kind of game (`Tally` in TypeScript): a level (or two
/// players), a board and a set of variants; every game ever recorded is
/// counted in one.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Tally {
    /// The computer's level; absent: two players, or a friend.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub level: Option<u8>,
    /// Games with a friend on another device (then no `level`); absent:
    /// not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[tsify(optional)]
    pub friend: bool,
    /// The board size.
    pub size: u8,
    /// The variants, in the order of `Variants::NAMES`.
    pub variants: Vec<String>,
    /// Games played.
    pub played: u32,
    /// Games the player won (two players: games Light won).
    pub won: u32,
    /// Games whose accuracy is known.
    pub reviewed: u32,
    /// Their accuracies' sum, in tenths of a percent (exact).
    pub accuracy_tenths: u64,
}

impl Tally {
    /// No game yet of the kind `g`.
    fn empty(g: &Group) -> Tally {
        Tally {
            level: g.level,
            friend: g.friend,
            size: g.size,
            variants: g.variants.clone(),
            played: 0,
            won: 0,
            reviewed: 0,
            accuracy_tenths: 0,
        }
    }

    fn group(&self) -> Group {
        Group {
            level: self.level,
            friend: self.friend,
            size: self.size,
            variants: self.variants.clone(),
        }
    }

    fn count(&mut self, e: &ProgressEntry, sign: i64) {
        let step = |n: &mut u32, on: bool| {
            if on {
                *n = if sign > 0 {
                    n.saturating_add(1)
                } else {
                    n.saturating_sub(1)
                };
            }
        };
        step(&mut self.played, true);
        step(&mut self.won, e.won());
        step(&mut self.reviewed, e.accuracy.is_some());
        let tenths = e.accuracy.map_or(0, tenths);
        self.accuracy_tenths = if sign > 0 {
            self.accuracy_tenths.saturating_add(tenths)
        } else {
            self.accuracy_tenths.saturating_sub(tenths)
        };
    }
}

/// What a tally counts: `level` none for two players and for a friend
/// (`friend`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Group {
    level: Option<u8>,
    friend: bool,
    size: u8,
    variants: Vec<String>,
}

/// The whole store (`Progress` in TypeScript): `{ v: 1, games, totals }`,
/// the games oldest first.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Default)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// The store's version, [`PROGRESS_VERSION`].
    pub v: u32,
    /// The last [`MAX_GAMES`] games, oldest first.
    pub games: Vec<ProgressEntry>,
    /// Every game's totals, one tally per kind of game.
    pub totals: Vec<Tally>,
}

/// A line of the progress table (`ProgressRow` in TypeScript): the games of
/// one `group` against the computer.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProgressRow {
    /// Which games.
    pub group: RowGroup,
    /// Games played.
    pub played: u32,
    /// Games won.
    pub won: u32,
    /// Games whose accuracy is known.
    pub reviewed: u32,
    /// Their average accuracy (percent, one decimal), if any is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub accuracy: Option<f64>,
}

/// Which games a [`ProgressRow`] counts (tagged by `kind`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum RowGroup {
    /// Every game against the computer.
    All,
    /// The games at one level.
    Level {
        /// The level.
        level: u8,
    },
    /// The games on one board.
    Board {
        /// The board size.
        size: u8,
    },
    /// The games with one variant on (a game with two counts in both), or
    /// with none (`"standard"`).
    Variant {
        /// A variant id, or `"standard"`.
        variant: String,
    },
}

/// The games between two players at one screen.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq, Default)]
#[serde(rename_all = "camelCase")]
pub struct TwoPlayersTotals {
    /// Games played.
    pub played: u32,
    /// Games Light won.
    pub light_won: u32,
    /// Games Dark won.
    pub dark_won: u32,
}

/// The games with a friend on another device.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq, Default)]
#[serde(rename_all = "camelCase")]
pub struct FriendTotals {
    /// Games played.
    pub played: u32,
    /// Games the player won.
    pub won: u32,
}

/// What the progress view shows (`progressSummary`): the table's rows
/// (every game against the computer, then by level, by board, by variant:
/// only groups with games), the two players' games, and the last
/// [`RECENT_GAMES`] games against the computer, oldest first, for the chart.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ProgressSummary {
    /// Every game recorded.
    pub games: u32,
    /// The table, its first row every game against the computer.
    pub rows: Vec<ProgressRow>,
    /// The games between two players.
    pub two_players: TwoPlayersTotals,
    /// The games with a friend on another device.
    pub friend: FriendTotals,
    /// The last games against the computer, oldest first.
    pub recent: Vec<ProgressEntry>,
}

/// Why a store or a progress file is refused (`ProgressError` in
/// JavaScript, its `kind` one of `notJson`, `newer`, `damaged`); its
/// `Display` is one English sentence.
#[derive(Debug, Clone, PartialEq)]
pub enum ProgressError {
    /// The text is not JSON (the parser's words).
    NotJson(String),
    /// Written by a newer version of the game (its `v`).
    Newer(u32),
    /// Not the store's shape: a field missing, unknown or of the wrong type
    /// (serde's words), or a version below 1.
    Shape(String),
    /// More games listed than [`MAX_GAMES`].
    TooMany(usize),
    /// The game at this index (from 0) is wrong.
    Entry(usize, EntryProblem),
    /// The tally at this index is wrong (what is wrong).
    Tally(usize, String),
    /// The games listed of one kind outnumber (or out-score) its tally: the
    /// game at this index is counted nowhere.
    Uncounted(usize),
}

/// What is wrong with one listed game.
#[derive(Debug, Clone, PartialEq)]
pub enum EntryProblem {
    /// Not 16 hex digits.
    Id(String),
    /// The same id as an earlier game.
    Duplicate(String),
    /// Not a calendar day.
    Date(String),
    /// A board, variant or level the game does not have.
    Game(String),
    /// An accuracy outside 0..=100.
    Accuracy(f64),
    /// An accuracy for a game between two players.
    TwoPlayersAccuracy,
}

impl ProgressError {
    /// `"notJson"`, `"newer"` or `"damaged"`: how the page words it.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            ProgressError::NotJson(_) => "notJson",
            ProgressError::Newer(_) => "newer",
            _ => "damaged",
        }
    }
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::NotJson(why) => write!(f, "it is not a progress file: {why}"),
            ProgressError::Newer(v) => write!(
                f,
                "it was written by a newer version of the game (version {v})"
            ),
            ProgressError::Shape(why) => write!(f, "it is not a progress file: {why}"),
            ProgressError::TooMany(n) => {
                write!(f, "it lists {n} games, more than the {MAX_GAMES} kept")
            }
            ProgressError::Entry(i, p) => write!(f, "game {}: {p}", i + 1),
            ProgressError::Tally(i, why) => write!(f, "total {}: {why}", i + 1),
            ProgressError::Uncounted(i) => {
                write!(f, "game {} is not counted in the totals", i + 1)
            }
        }
    }
}

impl fmt::Display for EntryProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryProblem::Id(id) => write!(f, "its id '{id}' is not 16 hex digits"),
            EntryProblem::Duplicate(id) => write!(f, "its id '{id}' is an earlier game's"),
            EntryProblem::Date(d) => write!(f, "'{d}' is not a date like 2026-12-02"),
            EntryProblem::Game(why) => f.write_str(why),
            EntryProblem::Accuracy(a) => {
                write!(f, "its accuracy {a} is not a percent from 0 to 100")
            }
            EntryProblem::TwoPlayersAccuracy => {
                f.write_str("a game between two players or with a friend has no accuracy")
            }
        }
    }
}

impl std::error::Error for ProgressError {}

/// At most 40 characters of `s`, for an error message.
fn snippet(s: &str) -> String {
    s.chars().take(40).collect()
}

/// A percent as tenths, rounded.
fn tenths(percent: f64) -> u64 {
    // In 0..=100 (checked): 0..=1000 tenths.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let t = (percent * 10.0).round().clamp(0.0, 1000.0) as u64;
    t
}

/// An average of `sum` tenths over `n` games, as a percent to one decimal.
#[allow(clippy::cast_precision_loss)]
fn average(sum: u64, n: u32) -> Option<f64> {
    (n > 0).then(|| (sum as f64 / f64::from(n)).round() / 10.0)
}

/// `variants` in the order of `Variants::NAMES` (unknown ones dropped:
/// checked apart).
fn canonical(variants: &[String]) -> Vec<String> {
    Variants::NAMES
        .iter()
        .filter(|n| variants.iter().any(|v| v == *n))
        .map(|n| (*n).to_string())
        .collect()
}

/// A board, variants and level the game has: why not, in words.
fn check_game(size: u8, variants: &[String], level: Option<u8>) -> Result<(), String> {
    if !(daldos::MIN_SIZE..=daldos::MAX_SIZE).contains(&size) {
        return Err(format!(
            "board size {size} is not one of {}..={}",
            daldos::MIN_SIZE,
            daldos::MAX_SIZE
        ));
    }
    for (i, v) in variants.iter().enumerate() {
        if !Variants::NAMES.contains(&v.as_str()) {
            return Err(format!("'{}' is no variant", snippet(v)));
        }
        if variants[..i].contains(v) {
            return Err(format!("the variant '{v}' is named twice"));
        }
    }
    match level {
        Some(l) if !LEVELS.contains(&l) => Err(format!(
            "level {l} is not one of {}..={}",
            LEVELS.start(),
            LEVELS.end()
        )),
        _ => Ok(()),
    }
}

/// A game's id from its record text: the 64-bit FNV-1a hash, as 16
/// lower-case hex digits (Fowler, Noll and Vo's published constants).
#[must_use]
pub fn game_id(record: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in record.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

impl Progress {
    /// A store with no games.
    #[must_use]
    pub fn new() -> Progress {
        Progress {
            v: PROGRESS_VERSION,
            games: Vec::new(),
            totals: Vec::new(),
        }
    }

    /// Checks a store read from JSON (its shape already serde's): the
    /// version, each game, each tally, and that the games listed are
    /// counted in the tallies.
    ///
    /// # Errors
    /// The first [`ProgressError`] found.
    pub fn check(&self) -> Result<(), ProgressError> {
        if self.v > PROGRESS_VERSION {
            return Err(ProgressError::Newer(self.v));
        }
        if self.v < 1 {
            return Err(ProgressError::Shape(format!(
                "version {} is not one",
                self.v
            )));
        }
        if self.games.len() > MAX_GAMES {
            return Err(ProgressError::TooMany(self.games.len()));
        }
        for (i, e) in self.games.iter().enumerate() {
            e.check().map_err(|p| ProgressError::Entry(i, p))?;
            if self.games[..i].iter().any(|o| o.id == e.id) {
                return Err(ProgressError::Entry(
                    i,
                    EntryProblem::Duplicate(e.id.clone()),
                ));
            }
        }
        for (i, t) in self.totals.iter().enumerate() {
            let bad = |why: String| ProgressError::Tally(i, why);
            check_game(t.size, &t.variants, t.level).map_err(bad)?;
            if t.friend && t.level.is_some() {
                return Err(bad("a friend's games have no level".into()));
            }
            if t.variants != canonical(&t.variants) {
                return Err(bad("its variants are not in the game's order".into()));
            }
            if t.won > t.played || t.reviewed > t.played {
                return Err(bad(format!(
                    "{} won and {} reviewed of {} played",
                    t.won, t.reviewed, t.played
                )));
            }
            if t.accuracy_tenths > 1000 * u64::from(t.reviewed)
                || (t.level.is_none() && t.reviewed > 0)
            {
                return Err(bad("its accuracy is out of range".into()));
            }
            if self.totals[..i].iter().any(|o| o.group() == t.group()) {
                return Err(bad("the same kind of game as an earlier total".into()));
            }
        }
        // The listed games of each kind fit inside its tally.
        let mut listed: Vec<(Group, Tally, usize)> = Vec::new();
        for (i, e) in self.games.iter().enumerate() {
            let g = e.group();
            let at = listed
                .iter()
                .position(|(o, ..)| *o == g)
                .unwrap_or_else(|| {
                    listed.push((g.clone(), Tally::empty(&g), i));
                    listed.len() - 1
                });
            listed[at].1.count(e, 1);
        }
        for (g, l, first) in &listed {
            let fits = self.tally(g).is_some_and(|t| {
                l.played <= t.played
                    && l.won <= t.won
                    && l.reviewed <= t.reviewed
                    && l.accuracy_tenths <= t.accuracy_tenths
            });
            if !fits {
                return Err(ProgressError::Uncounted(*first));
            }
        }
        Ok(())
    }

    fn tally(&self, g: &Group) -> Option<&Tally> {
        self.totals.iter().find(|t| &t.group() == g)
    }

    fn tally_mut(&mut self, g: &Group) -> &mut Tally {
        if let Some(i) = self.totals.iter().position(|t| &t.group() == g) {
            return &mut self.totals[i];
        }
        self.totals.push(Tally::empty(g));
        let last = self.totals.len() - 1;
        &mut self.totals[last]
    }

    /// Records `entry` (a checked one): listed last (the oldest dropped past
    /// [`MAX_GAMES`]) and counted in its tally. Whether it was new (a game
    /// already listed, by its id, is not counted again).
    pub fn add(&mut self, entry: ProgressEntry) -> bool {
        if self.games.iter().any(|e| e.id == entry.id) {
            return false;
        }
        self.tally_mut(&entry.group()).count(&entry, 1);
        self.games.push(entry);
        if self.games.len() > MAX_GAMES {
            let extra = self.games.len() - MAX_GAMES;
            self.games.drain(..extra);
        }
        true
    }

    /// Gives the game `id` its accuracy `percent` (0..=100, kept to one
    /// decimal), once: whether it was set (not for a game no longer listed,
    /// one that has it already, or two players').
    pub fn set_accuracy(&mut self, id: &str, percent: f64) -> bool {
        if !(0.0..=100.0).contains(&percent) {
            return false;
        }
        let Some(i) = self.games.iter().position(|e| e.id == id) else {
            return false;
        };
        let e = &self.games[i];
        if e.accuracy.is_some() || !matches!(e.opponent, Opponent::Computer { .. }) {
            return false;
        }
        let accuracy = (percent * 10.0).round() / 10.0;
        let group = e.group();
        let t = self.tally_mut(&group);
        t.reviewed = t.reviewed.saturating_add(1);
        t.accuracy_tenths = t.accuracy_tenths.saturating_add(tenths(accuracy));
        self.games[i].accuracy = Some(accuracy);
        true
    }

    /// `other`'s games added to these (a progress file opened and merged):
    /// its tallies added, less the games both list (by id, counted once),
    /// its new games listed in date order with these (the oldest dropped
    /// past [`MAX_GAMES`]).
    pub fn merge(&mut self, other: &Progress) {
        let mut theirs = other.totals.clone();
        let mut new = Vec::new();
        for e in &other.games {
            if self.games.iter().any(|o| o.id == e.id) {
                if let Some(t) = theirs.iter_mut().find(|t| t.group() == e.group()) {
                    t.count(e, -1);
                }
            } else {
                new.push(e.clone());
            }
        }
        for t in theirs.iter().filter(|t| t.played > 0) {
            let mine = self.tally_mut(&t.group());
            mine.played = mine.played.saturating_add(t.played);
            mine.won = mine.won.saturating_add(t.won);
            mine.reviewed = mine.reviewed.saturating_add(t.reviewed);
            mine.accuracy_tenths = mine.accuracy_tenths.saturating_add(t.accuracy_tenths);
        }
        self.games.extend(new);
        // Stable: games of one day keep their order, these before the file's.
        self.games.sort_by(|a, b| a.date.cmp(&b.date));
        if self.games.len() > MAX_GAMES {
            let extra = self.games.len() - MAX_GAMES;
            self.games.drain(..extra);
        }
    }

    /// What the progress view shows.
    #[must_use]
    pub fn summary(&self) -> ProgressSummary {
        let mut rows: Vec<ProgressRow> = Vec::new();
        let mut add = |group: RowGroup, t: &Tally| {
            let i = rows
                .iter()
                .position(|r| r.group == group)
                .unwrap_or_else(|| {
                    rows.push(ProgressRow {
                        group,
                        played: 0,
                        won: 0,
                        reviewed: 0,
                        accuracy: None,
                    });
                    rows.len() - 1
                });
            let r = &mut rows[i];
            r.played = r.played.saturating_add(t.played);
            r.won = r.won.saturating_add(t.won);
            r.reviewed = r.reviewed.saturating_add(t.reviewed);
            // (The sum in tenths is kept in `accuracy` meanwhile.)
            #[allow(clippy::cast_precision_loss)]
            let sum = r.accuracy.unwrap_or(0.0) + t.accuracy_tenths as f64;
            r.accuracy = Some(sum);
        };
        let computer: Vec<&Tally> = self
            .totals
            .iter()
            .filter(|t| t.level.is_some() && t.played > 0)
            .collect();
        let mut levels: Vec<u8> = computer.iter().filter_map(|t| t.level).collect();
        let mut sizes: Vec<u8> = computer.iter().map(|t| t.size).collect();
        levels.sort_unstable();
        levels.dedup();
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        sizes.dedup();
        for t in &computer {
            add(RowGroup::All, t);
        }
        for level in levels {
            for t in computer.iter().filter(|t| t.level == Some(level)) {
                add(RowGroup::Level { level }, t);
            }
        }
        for size in sizes {
            for t in computer.iter().filter(|t| t.size == size) {
                add(RowGroup::Board { size }, t);
            }
        }
        for variant in std::iter::once("standard").chain(Variants::NAMES) {
            for t in &computer {
                let on = if variant == "standard" {
                    t.variants.is_empty()
                } else {
                    t.variants.iter().any(|v| v == variant)
                };
                if on {
                    add(
                        RowGroup::Variant {
                            variant: variant.to_string(),
                        },
                        t,
                    );
                }
            }
        }
        for r in &mut rows {
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let sum = r.accuracy.unwrap_or(0.0) as u64;
            r.accuracy = average(sum, r.reviewed);
        }
        let mut two_players = TwoPlayersTotals::default();
        let mut friend = FriendTotals::default();
        for t in self.totals.iter().filter(|t| t.friend) {
            friend.played = friend.played.saturating_add(t.played);
            friend.won = friend.won.saturating_add(t.won);
        }
        for t in self
            .totals
            .iter()
            .filter(|t| t.level.is_none() && !t.friend)
        {
            two_players.played = two_players.played.saturating_add(t.played);
            two_players.light_won = two_players.light_won.saturating_add(t.won);
            two_players.dark_won = two_players
                .dark_won
                .saturating_add(t.played.saturating_sub(t.won));
        }
        let computer_games: Vec<&ProgressEntry> = self
            .games
            .iter()
            .filter(|e| matches!(e.opponent, Opponent::Computer { .. }))
            .collect();
        let recent = computer_games[computer_games.len().saturating_sub(RECENT_GAMES)..]
            .iter()
            .map(|e| (*e).clone())
            .collect();
        ProgressSummary {
            games: self
                .totals
                .iter()
                .fold(0u32, |n, t| n.saturating_add(t.played)),
            rows,
            two_players,
            friend,
            recent,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(n: u32, level: Option<u8>, won: bool) -> ProgressEntry {
        let side = SideName::A;
        ProgressEntry {
            id: game_id(&format!("game {n}")),
            date: format!("2026-12-{:02}", 1 + n % 28),
            size: 6,
            variants: Vec::new(),
            opponent: level.map_or(Opponent::TwoPlayers, |level| Opponent::Computer {
                level,
                side,
            }),
            winner: if won { SideName::A } else { SideName::B },
            termination: TerminationName::Normal,
            throws: 30 + n,
            accuracy: None,
        }
    }

    fn read(text: &str) -> Result<Progress, ProgressError> {
        let p: Progress =
            serde_json::from_str(text).map_err(|e| ProgressError::Shape(e.to_string()))?;
        p.check()?;
        Ok(p)
    }

    #[test]
    fn game_ids_are_fnv1a() {
        // The published test vectors of 64-bit FNV-1a.
        assert_eq!(game_id(""), "cbf29ce484222325");
        assert_eq!(game_id("a"), "af63dc4c8601ec8c");
        assert_eq!(game_id("foobar"), "85944171f73967e8");
    }

    #[test]
    fn a_store_round_trips_through_json() {
        let mut p = Progress::new();
        assert!(p.add(entry(1, Some(2), true)));
        assert!(p.set_accuracy(&game_id("game 1"), 87.349));
        let text = serde_json::to_string(&p).unwrap();
        assert_eq!(
            text,
            format!(
                r#"{{"v":1,"games":[{{"id":"{}","date":"2026-12-02","size":6,"variants":[],"opponent":{{"kind":"computer","level":2,"side":"a"}},"winner":"a","termination":"normal","throws":31,"accuracy":87.3}}],"totals":[{{"level":2,"size":6,"variants":[],"played":1,"won":1,"reviewed":1,"accuracyTenths":873}}]}}"#,
                game_id("game 1")
            )
        );
        assert_eq!(read(&text).unwrap(), p);
    }

    #[test]
    fn a_game_is_counted_once_and_its_accuracy_set_once() {
        let mut p = Progress::new();
        assert!(p.add(entry(1, Some(3), false)));
        assert!(!p.add(entry(1, Some(3), false)));
        assert!(p.set_accuracy(&game_id("game 1"), 50.0));
        assert!(!p.set_accuracy(&game_id("game 1"), 60.0));
        assert!(!p.set_accuracy("0000000000000000", 60.0));
        assert_eq!(p.totals[0].played, 1);
        assert_eq!(p.totals[0].accuracy_tenths, 500);
        // Two players' games have no accuracy.
        assert!(p.add(entry(2, None, true)));
        assert!(!p.set_accuracy(&game_id("game 2"), 60.0));
    }

    #[test]
    fn the_list_is_bounded_and_the_totals_exact() {
        let mut p = Progress::new();
        for n in 0..(MAX_GAMES as u32 + 25) {
            p.add(entry(n, Some(1 + (n % 2) as u8), n % 3 == 0));
            p.set_accuracy(&game_id(&format!("game {n}")), 80.0);
        }
        assert_eq!(p.games.len(), MAX_GAMES);
        assert_eq!(p.games[0].id, game_id("game 25"));
        let s = p.summary();
        assert_eq!(s.games, 525);
        assert_eq!(
            s.rows[0],
            ProgressRow {
                group: RowGroup::All,
                played: 525,
                won: 175,
                reviewed: 525,
                accuracy: Some(80.0)
            }
        );
        assert_eq!(s.rows[1].group, RowGroup::Level { level: 1 });
        assert_eq!((s.rows[1].played, s.rows[1].won), (263, 88));
        assert_eq!((s.rows[2].played, s.rows[2].won), (262, 87));
        assert_eq!(s.recent.len(), RECENT_GAMES);
        assert_eq!(s.recent[RECENT_GAMES - 1].id, game_id("game 524"));
        assert!(read(&serde_json::to_string(&p).unwrap()).is_ok());
    }

    #[test]
    fn the_summary_groups_by_level_board_and_variant() {
        let mut p = Progress::new();
        let mut a = entry(1, Some(2), true);
        a.variants = vec!["last-piece-loses".into(), "stern-most-dal".into()];
        p.add(a);
        let mut b = entry(2, Some(4), false);
        b.size = 16;
        p.add(b);
        p.set_accuracy(&game_id("game 1"), 70.04);
        p.set_accuracy(&game_id("game 2"), 81.0);
        p.add(entry(3, None, false));
        p.add(entry(4, None, true));
        let s = p.summary();
        let groups: Vec<RowGroup> = s.rows.iter().map(|r| r.group.clone()).collect();
        assert_eq!(
            groups,
            [
                RowGroup::All,
                RowGroup::Level { level: 2 },
                RowGroup::Level { level: 4 },
                RowGroup::Board { size: 16 },
                RowGroup::Board { size: 6 },
                RowGroup::Variant {
                    variant: "standard".into()
                },
                RowGroup::Variant {
                    variant: "stern-most-dal".into()
                },
                RowGroup::Variant {
                    variant: "last-piece-loses".into()
                },
            ]
        );
        assert_eq!(
            s.rows[0],
            ProgressRow {
                group: RowGroup::All,
                played: 2,
                won: 1,
                reviewed: 2,
                accuracy: Some(75.5)
            }
        );
        assert_eq!(s.rows[6].accuracy, Some(70.0));
        assert_eq!(
            s.two_players,
            TwoPlayersTotals {
                played: 2,
                light_won: 1,
                dark_won: 1
            }
        );
        assert_eq!(s.games, 4);
        assert_eq!(s.recent.len(), 2);
    }

    #[test]
    fn a_friend_s_games_are_their_own_kind() {
        let mut p = Progress::new();
        p.add(entry(1, Some(2), true));
        p.add(entry(2, None, true));
        // Two games with a friend, the player Dark in both: one won.
        for (n, winner) in [(3, SideName::B), (4, SideName::A)] {
            let mut f = entry(n, None, true);
            f.opponent = Opponent::Friend { side: SideName::B };
            f.winner = winner;
            assert!(p.add(f));
        }
        // No accuracy for a friend's game.
        assert!(!p.set_accuracy(&game_id("game 3"), 80.0));
        let s = p.summary();
        assert_eq!(s.games, 4);
        assert_eq!(s.friend, FriendTotals { played: 2, won: 1 });
        // Not mixed with the computer's levels nor with two players.
        assert_eq!(
            (s.rows[0].group.clone(), s.rows[0].played),
            (RowGroup::All, 1)
        );
        assert_eq!(s.two_players.played, 1);
        assert_eq!(s.recent.len(), 1);
        // Its own tally, which goes through JSON and the checks.
        let friend: Vec<&Tally> = p.totals.iter().filter(|t| t.friend).collect();
        assert_eq!(
            (
                friend.len(),
                friend[0].played,
                friend[0].won,
                friend[0].level
            ),
            (1, 2, 1, None)
        );
        let text = serde_json::to_string(&p).unwrap();
        assert!(
            text.contains(r#""opponent":{"kind":"friend","side":"b"}"#),
            "{text}"
        );
        assert!(text.contains(r#""friend":true"#));
        assert_eq!(read(&text).unwrap(), p);
        // A friend's tally with a level, or a friend's game with an
        // accuracy, is refused.
        let bad = text.replacen(r#""friend":true"#, r#""level":2,"friend":true"#, 1);
        assert!(matches!(read(&bad), Err(ProgressError::Tally(..))), "{bad}");
        let bad = text.replacen(r#""side":"b"},"#, r#""side":"b"},"accuracy":50.0,"#, 1);
        assert!(
            matches!(
                read(&bad),
                Err(ProgressError::Entry(2, _)) | Err(ProgressError::Shape(_))
            ),
            "{bad}"
        );
    }

    #[test]
    fn bad_stores_are_refused_with_a_reason() {
        let good = {
            let mut p = Progress::new();
            p.add(entry(1, Some(2), true));
            serde_json::to_string(&p).unwrap()
        };
        let id = game_id("game 1");
        let cases: [(String, &str); 9] = [
            (
                good.replace(r#""v":1"#, r#""v":2"#),
                "it was written by a newer version of the game (version 2)",
            ),
            (
                good.replace(r#""v":1"#, r#""v":0"#),
                "it is not a progress file: version 0 is not one",
            ),
            (
                good.replace("2026-12-02", "2026-02-30"),
                "game 1: '2026-02-30' is not a date like 2026-12-02",
            ),
            (
                good.replace(
                    r#""size":6,"variants":[],"o"#,
                    r#""size":5,"variants":[],"o"#,
                ),
                "game 1: board size 5 is not one of 6..=16",
            ),
            (
                good.replace(r#""level":2,"side""#, r#""level":9,"side""#),
                "game 1: level 9 is not one of 1..=5",
            ),
            (
                good.replace(&id, "xyz"),
                "game 1: its id 'xyz' is not 16 hex digits",
            ),
            (
                good.replace(r#""played":1,"won":1"#, r#""played":0,"won":0"#),
                "game 1 is not counted in the totals",
            ),
            (
                good.replace(r#""won":1,"#, r#""won":2,"#),
                "total 1: 2 won and 0 reviewed of 1 played",
            ),
            (
                good.replace(r#""variants":[],"o"#, r#""variants":["fast"],"o"#),
                "game 1: 'fast' is no variant",
            ),
        ];
        for (text, why) in cases {
            assert_eq!(read(&text).unwrap_err().to_string(), why, "{text}");
        }
        let err = read(&good.replace(r#""throws""#, r#""moves""#)).unwrap_err();
        assert_eq!(err.kind(), "damaged");
        assert!(
            err.to_string()
                .starts_with("it is not a progress file: unknown field `moves`"),
            "{err}"
        );
        assert_eq!(ProgressError::Newer(2).kind(), "newer");
        let two = good.replace(
            r#"{"kind":"computer","level":2,"side":"a"}"#,
            r#"{"kind":"twoPlayers"}"#,
        );
        assert_eq!(
            read(&two).unwrap_err().to_string(),
            "game 1 is not counted in the totals"
        );
    }

    #[test]
    fn merging_counts_a_game_both_list_once() {
        let mut mine = Progress::new();
        mine.add(entry(1, Some(2), true));
        mine.add(entry(2, Some(2), false));
        let mut theirs = Progress::new();
        theirs.add(entry(2, Some(2), false));
        theirs.add(entry(3, Some(2), true));
        theirs.set_accuracy(&game_id("game 3"), 90.0);
        let mut both = mine.clone();
        both.merge(&theirs);
        assert_eq!(
            both.games.iter().map(|e| e.throws).collect::<Vec<_>>(),
            [31, 32, 33]
        );
        assert_eq!(
            both.totals,
            [Tally {
                level: Some(2),
                friend: false,
                size: 6,
                variants: vec![],
                played: 3,
                won: 2,
                reviewed: 1,
                accuracy_tenths: 900
            }]
        );
        assert!(both.check().is_ok());
        // Merging the same file again adds nothing.
        let again = both.clone();
        both.merge(&theirs);
        assert_eq!(both, again);
    }
}
