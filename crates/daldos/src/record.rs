//! Game records as text: a header of tags, then one line per throw.
//!
//! ```text
//! [Game "Daldøs"]
//! [Board "16"]
//! [Variants "standard"]
//! [RollOff "2+3 4+1, 3+3 1+2"]
//! [Result "*"]
//!
//! a 1+3: A16-M16-M13
//! b 2+4: --
//! a 1+1: A15-A16 M13-M12
//! a 3+2: M12-M9 A16-M16
//! ```
//!
//! * `Board` is `N` (6..=16, default 16); `Variants` lists the variants in
//!   force (`standard`, or any of `stern-most-dal capture-both-stops
//!   last-piece-loses`); `Start` gives a starting position in position
//!   notation when it is not the standard start.
//! * `RollOff` lists the roll-off rounds, each `<A's throw> <B's throw>`,
//!   separated by commas; the last round decides who starts. Without it the
//!   side of the first throw line starts (or the roll-off is still to come,
//!   if there are no throws).
//! * `Result` is `a`, `b` or `*` (not finished). `Termination` says how a
//!   finished game ended, after PGN's tag: `resignation` (the side that did
//!   not win resigned, [`Game::resign`]; written only then) or `normal` (on
//!   the board, what a finished record without the tag means). The game
//!   server's older `[Resigned "<side>"]`, beside `[Result "*"]`, is still
//!   read as that side's resignation ([`LEGACY_RESIGNED_TAG`]).
//!   `Takebacks` lists the throws the game was taken back to
//!   ([`Game::take_back`], [`TAKEBACKS_TAG`]), by number from 1. Other tags
//!   are allowed and ignored. A tag's name and its value may be parted by
//!   any whitespace (a space, a tab).
//! * `#` starts a comment that runs to the end of its line, except inside
//!   double quotes: `[Event "Game #3"]` and `[Site "https://x.org/#rules"]`
//!   keep their `#`.
//! * A line ends with LF, CRLF or a lone CR (old Mac files); [`lines`] is
//!   how every reader of records cuts a text into lines.
//! * Each throw line is `<side> <throw>: <play>` in the notation of
//!   [`crate::notation`]; after 1+1 the same side throws again. The last
//!   line may hold an unfinished throw (its moves so far, or none).

use std::fmt;
use std::fmt::Write as _;

use crate::board::Side;
use crate::dice::Throw;
use crate::facts::{self, Date, Facts, FactsError, Player, PlayerTag};
use crate::game::{Game, Phase, TurnRecord};
use crate::notation::{self, parse_move};
use crate::position::{is_complete_of, Move, Play, Position, Termination};
use crate::rules::{Rules, Variants};
use crate::setup::Setup;

/// Error reading a game record: the line (1-based) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The 1-based line number, or 0 for the record as a whole.
    pub line: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for RecordError {}

/// A completed throw as its line of the record, without the line end:
/// `<side> <throw>: <play>`, e.g. `b 3+2: M11-M8 M6-M4` or `a 2+4: --`.
impl fmt::Display for TurnRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.side, f)?;
        f.write_char(' ')?;
        fmt::Display::fmt(&self.play.throw, f)?;
        f.write_str(": ")?;
        fmt::Display::fmt(&self.play, f)
    }
}

fn err(line: usize, message: impl Into<String>) -> RecordError {
    RecordError {
        line,
        message: message.into(),
    }
}

impl Game {
    /// Writes the game record (see [`crate::record`]), including an
    /// unfinished throw as the last line: [`Game::record_head`], a line for
    /// each completed throw (its [`TurnRecord`] written out, then `\n`),
    /// [`Game::record_tail`].
    #[must_use]
    pub fn to_record(&self) -> String {
        let mut out = self.record_head();
        for t in self.record() {
            let _ = writeln!(out, "{t}");
        }
        out.push_str(&self.record_tail());
        out
    }

    /// The start of [`Game::to_record`]: the tags, each on its line, and
    /// the empty line after them.
    #[must_use]
    pub fn record_head(&self) -> String {
        let mut out = String::new();
        let rules = self.rules();
        let _ = writeln!(out, "[Game \"Daldøs\"]");
        let _ = writeln!(out, "[Board \"{}\"]", rules.size());
        let _ = writeln!(out, "[Variants \"{}\"]", rules.variants);
        let standard = Position::new(rules);
        // The standard start needs no tag, unless nothing but the tag can
        // tell that the game began there without a roll-off (and whose
        // throw it is): no roll-off, no throw yet.
        let no_roll_off_and_no_throw = self.roll_off_rounds().is_empty()
            && self.record().is_empty()
            && !matches!(self.phase(), Phase::RollOff | Phase::Moving { .. });
        let start_tag = self.start().with_turn(Side::A) != standard || no_roll_off_and_no_throw;
        if start_tag {
            let _ = writeln!(out, "[Start \"{}\"]", self.start());
        }
        // A roll-off still to come from another start is told by an empty
        // tag (from the standard start it is what a record without one
        // means).
        let roll_off_to_come = *self.phase() == Phase::RollOff && start_tag;
        if !self.roll_off_rounds().is_empty() || roll_off_to_come {
            let rounds: Vec<String> = self
                .roll_off_rounds()
                .iter()
                .map(|[a, b]| format!("{a} {b}"))
                .collect();
            let _ = writeln!(out, "[RollOff \"{}\"]", rounds.join(", "));
        }
        let result = self
            .outcome()
            .map_or_else(|| "*".to_string(), |o| o.winner.to_string());
        let _ = writeln!(out, "[Result \"{result}\"]");
        if let Some(o) = self.outcome() {
            if o.termination != Termination::Normal {
                let _ = writeln!(out, "[Termination \"{}\"]", o.termination);
            }
        }
        out.push_str(&self.facts().tags());
        if !self.takebacks().is_empty() {
            let numbers: Vec<String> = self
                .takebacks()
                .iter()
                .map(|kept| (kept + 1).to_string())
                .collect();
            let _ = writeln!(out, "[{TAKEBACKS_TAG} \"{}\"]", numbers.join(" "));
        }
        out.push('\n');
        out
    }

    /// The end of [`Game::to_record`]: the line of the throw in use with
    /// its moves so far (`b 3+2: M11-M8`, or `b 3+2:` before its first
    /// move) and its `\n`; empty when no throw is in use.
    #[must_use]
    pub fn record_tail(&self) -> String {
        let mut out = String::new();
        if let Phase::Moving { throw, taken } = self.phase() {
            let moves: Vec<String> = taken.iter().map(notation::move_to_string).collect();
            let _ = writeln!(
                out,
                "{} {}:{}{}",
                self.position().turn(),
                throw,
                if moves.is_empty() { "" } else { " " },
                moves.join(" ")
            );
        }
        out
    }

    /// Reads and replays a game record (see [`crate::record`]), checking
    /// every throw line against the rules.
    ///
    /// # Errors
    /// A [`RecordError`] naming the first bad line: malformed tags, an
    /// unknown board or variant, a bad start position, a throw by the wrong
    /// side, an illegal or incomplete play, a throw after the end, a
    /// `Result` tag that disagrees with the replay, or a resignation that
    /// does not fit (`Termination` `resignation` without a winner in
    /// `Result`, an unknown `Termination`, a resignation of a game already
    /// over on the board, `Termination` `normal` for a game not over). A byte-order mark at
    /// the start (as some editors save UTF-8) is skipped.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut size: u8 = 16;
        let mut variants = Variants::STANDARD;
        let mut start: Option<(usize, String)> = None;
        let mut roll_off: Option<(usize, String)> = None;
        let mut result: Option<(usize, String)> = None;
        let mut termination: Option<(usize, Termination)> = None;
        let mut resigned: Option<(usize, Side)> = None;
        let mut takebacks: Vec<usize> = Vec::new();
        let mut facts = FactTags::default();
        let mut lines: Vec<RecordLine<'_>> = Vec::new();
        for record_line in self::lines(text) {
            let RecordLine {
                number: n,
                text: line,
                ..
            } = record_line;
            if line.starts_with('[') {
                if !lines.is_empty() {
                    return Err(err(n, "tags must come before the throw lines"));
                }
                let (name, value) = parse_tag(line).map_err(|reason| {
                    record_line.explain(err(
                        n,
                        format!(
                            "'{}' is not a tag like [Board \"16\"]: {reason}",
                            crate::snippet(line)
                        ),
                    ))
                })?;
                match name {
                    "Board" => {
                        size = value.parse().map_err(|_| {
                            err(
                                n,
                                format!("board size '{}' is not a number", crate::snippet(value)),
                            )
                        })?;
                    }
                    "Variants" => {
                        variants = value.parse().map_err(|e| err(n, format!("{e}")))?;
                    }
                    "Start" => start = Some((n, value.to_string())),
                    "RollOff" => roll_off = Some((n, value.to_string())),
                    "Result" => result = Some((n, value.to_string())),
                    "Termination" => {
                        let t: Termination = value.parse().map_err(|e| err(n, format!("{e}")))?;
                        termination = Some((n, t));
                    }
                    LEGACY_RESIGNED_TAG => {
                        let side = match value {
                            "a" => Side::A,
                            "b" => Side::B,
                            _ => {
                                return Err(err(
                                    n,
                                    format!(
                                        "Resigned '{}' must name the side that resigned, a or b",
                                        crate::snippet(value)
                                    ),
                                ))
                            }
                        };
                        resigned = Some((n, side));
                    }
                    TAKEBACKS_TAG => takebacks = parse_takebacks(value).map_err(|e| err(n, e))?,
                    _ => facts.read(n, name, value)?,
                }
            } else {
                lines.push(record_line);
            }
        }
        let rules = Rules::new(size, variants).map_err(|e| err(0, e.to_string()))?;
        let start_pos = match &start {
            Some((n, dpn)) => {
                let setup: Setup = dpn.parse().map_err(|e| err(*n, format!("{e}")))?;
                let pos =
                    Position::from_setup(&setup, variants).map_err(|e| err(*n, format!("{e}")))?;
                if pos.size() != size {
                    return Err(err(
                        *n,
                        format!(
                            "the start position has {} holes per row but Board says {size}",
                            pos.size()
                        ),
                    ));
                }
                pos
            }
            None => Position::new(rules),
        };
        let mut game = Game::new(rules);
        let mut decided = false;
        if let Some((n, text)) = &roll_off {
            game = Game::roll_off_from(start_pos);
            for round in text.split(',').filter(|r| !r.trim().is_empty()) {
                let throws: Vec<&str> = round.split_whitespace().collect();
                let [a, b] = throws.as_slice() else {
                    return Err(err(
                        *n,
                        format!(
                            "roll-off round '{}' must be two throws",
                            crate::snippet(round.trim())
                        ),
                    ));
                };
                let a: Throw = a.parse().map_err(|e| err(*n, format!("{e}")))?;
                let b: Throw = b.parse().map_err(|e| err(*n, format!("{e}")))?;
                if decided {
                    return Err(err(*n, "roll-off rounds after the starter was decided"));
                }
                decided = game
                    .roll_off_with(a, b)
                    .map_err(|e| err(*n, e.to_string()))?
                    .is_some();
            }
            if !decided && !lines.is_empty() {
                return Err(err(*n, "the roll-off does not decide who starts"));
            }
        } else if let Some(RecordLine {
            number: n,
            text: first,
            ..
        }) = lines.first()
        {
            let side = first
                .chars()
                .next()
                .and_then(Side::from_char)
                .ok_or_else(|| {
                    err(
                        *n,
                        format!(
                            "'{}' does not start with the side a or b",
                            crate::snippet(first)
                        ),
                    )
                })?;
            game = Game::from_position(start_pos.with_turn(side));
        } else if start.is_some() {
            game = Game::from_position(start_pos);
        }
        let last = lines.len().saturating_sub(1);
        let mut plays = Vec::new();
        for (idx, line) in lines.iter().enumerate() {
            replay_line(&mut game, line.number, line.text, idx == last, &mut plays)
                .map_err(|e| line.explain(e))?;
        }
        let legacy_star = resign_from_tags(
            &mut game,
            result.as_ref().map(|(n, r)| (*n, r.as_str())),
            termination,
            resigned,
        )?;
        if let Some((n, r)) = result {
            let expected = game
                .outcome()
                .map_or_else(|| "*".to_string(), |o| o.winner.to_string());
            if r != expected && !legacy_star {
                return Err(err(
                    n,
                    format!("Result says '{r}' but the replayed game gives '{expected}'"),
                ));
            }
        }
        game.set_takebacks(takebacks);
        game.set_facts(facts.finish()?)
            .map_err(|e| err(0, e.to_string()))?;
        Ok(game)
    }
}

/// The tag that counts a game's takebacks ([`Game::take_back`]): the
/// throws taken back to, each as its number in the record (from 1), in
/// the order the takebacks were made, parted by spaces (`[Takebacks "7
/// 12"]`); written only when there was one. It does not change the replay.
pub const TAKEBACKS_TAG: &str = "Takebacks";

/// A `Takebacks` tag's value: throw numbers from 1, parted by whitespace,
/// as the numbers of completed throws kept (each less by one).
fn parse_takebacks(value: &str) -> Result<Vec<usize>, String> {
    value
        .split_whitespace()
        .map(|word| match word.parse::<u32>() {
            Ok(n) if n >= 1 => Ok(n as usize - 1),
            _ => Err(format!(
                "Takebacks '{}' must list throw numbers from 1, parted by spaces",
                crate::snippet(word)
            )),
        })
        .collect()
}

/// The fact tags of a record as read (`Date`, `Light`, `Dark`, `Level`),
/// each with its line, put together once all tags are read.
#[derive(Default)]
struct FactTags {
    date: Option<Date>,
    /// Light's and Dark's tags: the line, and the player (`None`: the
    /// computer, its level from `Level`).
    players: [Option<(usize, Option<Player>)>; 2],
    level: Option<(usize, u8)>,
}

impl FactTags {
    /// Reads the tag `name` at line `n` if it is a fact tag (any other tag
    /// is ignored).
    fn read(&mut self, n: usize, name: &str, value: &str) -> Result<(), RecordError> {
        let e = |e: FactsError| err(n, e.to_string());
        match name {
            "Date" => {
                // PGN writes `2026.12.02`, with `??` for what is not known:
                // read as no date.
                let iso = value.trim().replace('.', "-");
                if !iso.contains('?') {
                    self.date = Some(
                        iso.parse()
                            .map_err(|_| e(FactsError::Date(crate::snippet(value))))?,
                    );
                }
            }
            "Light" | "Dark" => {
                let player = match facts::parse_player(value).map_err(e)? {
                    PlayerTag::Unknown => None,
                    PlayerTag::Computer => Some((n, None)),
                    PlayerTag::Person(p) => Some((n, Some(p))),
                };
                self.players[usize::from(name == "Dark")] = player;
            }
            "Level" => self.level = Some((n, facts::parse_level(value).map_err(e)?)),
            _ => {}
        }
        Ok(())
    }

    /// The facts: a computer side takes the `Level` tag's level.
    fn finish(self) -> Result<Facts, RecordError> {
        let computer = |p: &Option<(usize, Option<Player>)>| matches!(p, Some((_, None)));
        let [light, dark] = &self.players;
        let level = match self.level {
            Some((n, _)) if !computer(light) && !computer(dark) => {
                return Err(err(n, FactsError::LevelWithoutComputer.to_string()))
            }
            Some((_, level)) => level,
            None => {
                if let Some((n, _)) = [light, dark]
                    .into_iter()
                    .flatten()
                    .find(|(_, p)| p.is_none())
                {
                    return Err(err(*n, FactsError::NoLevel.to_string()));
                }
                0
            }
        };
        let player = |p: Option<(usize, Option<Player>)>| {
            p.map(|(_, p)| p.unwrap_or(Player::Computer { level }))
        };
        let [light, dark] = self.players;
        Ok(Facts {
            date: self.date,
            light: player(light),
            dark: player(dark),
        })
    }
}

/// The resignation tag the game server wrote before the rules knew
/// resignations (`[Resigned "a"]`, beside `[Result "*"]`): still read, as
/// that side's resignation; never written.
pub const LEGACY_RESIGNED_TAG: &str = "Resigned";

/// Ends the replayed `game` as its tags say, if they tell of a resignation:
/// `[Termination "resignation"]` with the winner in `Result`, or the game
/// server's older `[Resigned "<side>"]` (with `Result` `*`, as it wrote
/// it, or the winner). Returns whether `Result` is such an older `*`, which
/// then says nothing. `[Termination "normal"]` needs a game that ended on
/// the board.
fn resign_from_tags(
    game: &mut Game,
    result: Option<(usize, &str)>,
    termination: Option<(usize, Termination)>,
    resigned: Option<(usize, Side)>,
) -> Result<bool, RecordError> {
    let over_on_board = game.outcome().is_some();
    let loser = match (termination, resigned) {
        (None | Some((_, Termination::Normal)), None) => {
            if let Some((n, Termination::Normal)) = termination {
                if !over_on_board {
                    return Err(err(
                        n,
                        "Termination says normal, but the replayed game is not over",
                    ));
                }
            }
            return Ok(false);
        }
        (Some((n, Termination::Normal)), Some(_)) => {
            return Err(err(
                n,
                "Termination says normal, but a Resigned tag says a side resigned",
            ));
        }
        (Some((n, Termination::Resignation)), resigned) => {
            let winner = match result {
                Some((_, "a")) => Side::A,
                Some((_, "b")) => Side::B,
                Some((m, other)) => {
                    return Err(err(
                        m,
                        format!(
                        "Result '{}' must name the winner, a or b, of a game ended by resignation",
                        crate::snippet(other)
                    ),
                    ))
                }
                None => {
                    return Err(err(
                        n,
                        "a resignation needs a Result tag naming the winner, a or b",
                    ))
                }
            };
            if let Some((m, side)) = resigned {
                if side != winner.other() {
                    return Err(err(
                        m,
                        format!("Resigned says {side} resigned, but Result says {side} won"),
                    ));
                }
            }
            (n, winner.other())
        }
        (None, Some((n, side))) => (n, side),
    };
    let (n, loser) = loser;
    if let Some(o) = game.outcome() {
        return Err(err(
            n,
            format!("{loser} cannot resign: the replayed game was already over ({o})"),
        ));
    }
    game.resign(loser).map_err(|e| err(n, e.to_string()))?;
    Ok(termination.is_none() && matches!(result, Some((_, "*"))))
}

/// The tags that change how a record is replayed (docs/notation.md).
pub const RULE_TAGS: [&str; 7] = [
    "Board",
    "Variants",
    "Start",
    "RollOff",
    "Result",
    "Termination",
    LEGACY_RESIGNED_TAG,
];

/// A tag that is ignored although it nearly names one of [`RULE_TAGS`]
/// (differing in case or by up to two letters, such as `[board "12"]` or
/// `[Varients "…"]`): the record is replayed without it, under rules the
/// writer probably did not mean.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagWarning {
    /// The 1-based line of the tag.
    pub line: usize,
    /// The tag's name as written.
    pub found: String,
    /// The known tag it nearly names.
    pub meant: &'static str,
}

impl fmt::Display for TagWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: the tag [{}] is not known and is ignored; did you mean [{}]? (tag names are case-sensitive)",
            self.line, self.found, self.meant
        )
    }
}

/// The ignored tags of `text` (a game record) that nearly name a tag that
/// changes the replay, in line order. Tags that name nothing near (such as
/// `[Event "…"]`) are ignored quietly, as docs/notation.md says.
#[must_use]
pub fn tag_warnings(text: &str) -> Vec<TagWarning> {
    let mut out = Vec::new();
    for RecordLine { number, text, .. } in lines(text) {
        let Ok((name, _)) = parse_tag(text) else {
            continue;
        };
        if RULE_TAGS.contains(&name) {
            continue;
        }
        let lower = name.to_ascii_lowercase();
        if let Some(meant) = RULE_TAGS
            .iter()
            .find(|known| edit_distance(&lower, &known.to_ascii_lowercase()) <= 2)
        {
            out.push(TagWarning {
                line: number,
                found: name.to_string(),
                meant,
            });
        }
    }
    out
}

/// Levenshtein distance between two short words (characters).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != *cb))
                .min(row[j] + 1)
                .min(above + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The name and value of the tag line `line` (`[Name "value"]`, the name
/// and value parted by any whitespace), or why it is not one.
fn parse_tag(line: &str) -> Result<(&str, &str), String> {
    let inner = line
        .strip_prefix('[')
        .ok_or_else(|| "it does not start with [".to_string())?;
    let inner = inner
        .strip_suffix(']')
        .ok_or_else(|| "it does not end with ]".to_string())?;
    let name_end = inner
        .find(|c: char| c.is_whitespace() || c == '"')
        .unwrap_or(inner.len());
    let (name, rest) = inner.split_at(name_end);
    let rest = rest.trim();
    if name.is_empty() {
        return Err("it has no name before its value".into());
    }
    if rest.is_empty() {
        return Err("it has a name but no value".into());
    }
    let value = rest
        .strip_prefix('"')
        .ok_or_else(|| "its value must be in double quotes".to_string())?;
    let Some(value) = value.strip_suffix('"') else {
        return Err(if value.contains('#') {
            "its value has no closing \" (# inside double quotes is part of the value)".into()
        } else {
            "its value has no closing \"".into()
        });
    };
    if value.contains('"') {
        return Err("its value holds a double quote, which a tag's value cannot hold".into());
    }
    Ok((name, value))
}

/// One line of a game record as it is read: its number, its text without
/// the comment and the surrounding whitespace, and whether a comment was cut
/// off (see [`lines`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RecordLine<'a> {
    /// The 1-based line number.
    pub number: usize,
    /// The line's text up to its comment, trimmed; never empty.
    pub text: &'a str,
    /// Whether a `#` outside double quotes cut a comment off the line.
    pub comment_cut: bool,
}

impl RecordLine<'_> {
    /// `e` (an error on this line), saying what `#` did when it cut the
    /// line short: the cause of the error may be in the part not read.
    fn explain(&self, mut e: RecordError) -> RecordError {
        if self.comment_cut {
            e.message.push_str(
                " (# starts a comment outside double quotes: the line was read only up to it)",
            );
        }
        e
    }
}

/// The lines of the game record `text` that hold something, as every reader
/// of records reads them (`Game::from_record`, [`tag_warnings`], the command
/// line's check for an empty file): a line ends with LF, CRLF or a lone CR;
/// a `#` outside double quotes starts a comment to the end of its line;
/// lines that are blank once their comment is cut are skipped (but counted).
/// A byte-order mark at the start is skipped.
pub fn lines(text: &str) -> impl Iterator<Item = RecordLine<'_>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    raw_lines(text).enumerate().filter_map(|(i, raw)| {
        let (content, comment_cut) = cut_comment(raw);
        let content = content.trim();
        (!content.is_empty()).then_some(RecordLine {
            number: i + 1,
            text: content,
            comment_cut,
        })
    })
}

/// `text` cut at every LF, CRLF or lone CR, as `str::lines` does for LF and
/// CRLF (no empty last line after a final line end).
fn raw_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let t = rest?;
        if let Some(i) = t.find(['\r', '\n']) {
            let end = if t[i..].starts_with("\r\n") {
                i + 2
            } else {
                i + 1
            };
            rest = Some(&t[end..]);
            Some(&t[..i])
        } else {
            rest = None;
            (!t.is_empty()).then_some(t)
        }
    })
}

/// `line` up to its first `#` outside double quotes, and whether there was
/// one.
fn cut_comment(line: &str) -> (&str, bool) {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return (&line[..i], true),
            _ => {}
        }
    }
    (line, false)
}

/// Replays the throw line `line` (line `n`; `last`: the record's last,
/// which may hold an unfinished throw) on `game`. `plays` is room for the
/// throw's legal plays, kept from line to line.
fn replay_line(
    game: &mut Game,
    n: usize,
    line: &str,
    last: bool,
    plays: &mut Vec<Play>,
) -> Result<(), RecordError> {
    let (head, moves) = line.split_once(':').ok_or_else(|| {
        err(
            n,
            format!(
                "'{}' is not a throw line like 'a 1+3: A16-M16-M13'",
                crate::snippet(line)
            ),
        )
    })?;
    let mut head_words = head.split_whitespace();
    let (Some(side), Some(throw), None) = (head_words.next(), head_words.next(), head_words.next())
    else {
        return Err(err(
            n,
            format!(
                "'{}' must be a side and a throw, like 'a 1+3'",
                crate::snippet(head)
            ),
        ));
    };
    let side = match side {
        "a" => Side::A,
        "b" => Side::B,
        _ => {
            return Err(err(
                n,
                format!("side '{}' must be a or b", crate::snippet(side)),
            ))
        }
    };
    let throw: Throw = throw.parse().map_err(|e| err(n, format!("{e}")))?;
    match game.phase() {
        Phase::Over(o) => return Err(err(n, format!("the game was already over ({o})"))),
        Phase::RollOff => return Err(err(n, "the roll-off has not decided who starts")),
        _ => {}
    }
    let turn = game.position().turn();
    if side != turn {
        return Err(err(n, format!("it is {turn}'s throw, not {side}'s")));
    }
    let before = *game.position();
    let moves = moves.trim();
    // The usual line, a complete play, read against the legal plays listed
    // once; anything else (an unfinished throw, a mistake) move by move
    // below, which says what is wrong.
    if let Some(play) = complete_play(&before, throw, moves, plays) {
        return game
            .record_checked_play(play)
            .map_err(|e| err(n, e.to_string()));
    }
    if moves == "--" {
        notation::parse_play(&before, throw, moves).map_err(|e| err(n, e.to_string()))?;
        game.throw_with(throw).map_err(|e| err(n, e.to_string()))?;
        return Ok(());
    }
    game.throw_with(throw).map_err(|e| err(n, e.to_string()))?;
    if game.current_throw().is_none() {
        // The throw could not be used and was recorded as lost.
        return if moves.is_empty() {
            Ok(())
        } else {
            Err(err(
                n,
                format!("the throw {throw} cannot be used here; write --"),
            ))
        };
    }
    for word in moves.split_whitespace() {
        let taken: Vec<_> = game
            .current_throw()
            .map(|(_, t)| t.to_vec())
            .unwrap_or_default();
        if game.current_throw().is_none() {
            return Err(err(n, "more moves than the throw allows"));
        }
        let m = parse_move(&before, throw, &taken, word).map_err(|e| err(n, e.to_string()))?;
        game.make_move(m).map_err(|e| err(n, e.to_string()))?;
    }
    if game.current_throw().is_some() && !last {
        return Err(err(n, format!("the throw {throw} is not used completely")));
    }
    Ok(())
}

/// The play written `text` for `throw` in `pos` if it is a complete legal
/// play (`--` when the throw cannot be used at all), each move written with
/// its own holes: the play that [`replay_line`]'s reading move by move
/// would record, found with one listing of the legal plays (into `plays`,
/// room kept from line to line). `None` for anything else, which is left
/// to that reading: an unfinished throw, more moves than the throw allows,
/// a move that is not legal, a summed move written with the other stop,
/// bad notation.
fn complete_play(pos: &Position, throw: Throw, text: &str, plays: &mut Vec<Play>) -> Option<Play> {
    pos.legal_plays_into(throw, plays);
    if text == "--" {
        return plays.iter().all(Play::is_empty).then(|| Play::lost(throw));
    }
    let mut taken: Vec<Move> = Vec::with_capacity(2);
    for word in text.split_whitespace() {
        // The throw already used up, or two moves made: too many moves.
        if taken.len() == 2 || (!taken.is_empty() && is_complete_of(plays, &taken)) {
            return None;
        }
        let holes = notation::parse_holes(word).ok()?;
        // The first legal next move with these holes, as `parse_move`
        // takes it (its list of next moves is in the plays' order).
        let m = plays
            .iter()
            .filter_map(|p| p.move_after(&taken))
            .find(|m| notation::matches(m, holes))?;
        taken.push(*m);
    }
    (!taken.is_empty() && is_complete_of(plays, &taken)).then(|| Play::new(throw, &taken))
}
