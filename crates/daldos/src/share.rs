//! Share codes: a whole game as a short, URL-safe text, for links
//! (docs/notation.md, "Share codes").
//!
//! A code holds what a record holds (board size, variants, a start
//! position that is not the standard one, the roll-off, every throw and
//! its play, an unfinished throw, a resignation, the takebacks) in a few hundred characters: each play
//! is written as its index among the legal plays of its throw, in the
//! order [`Position::legal_plays`] generates them, since the rules decide
//! the rest. The bytes are
//!
//! ```text
//! version (1 byte, = 1) · body length (LEB128) · body · CRC-32 (4 bytes, big-endian)
//! ```
//!
//! written in base64url without padding (`A–Z a–z 0–9 - _`), so every
//! version-1 code starts with `A`. The length names a cut code as cut
//! ([`ShareCodeError::Truncated`]), the CRC-32 (ISO-HDLC, the one of zip
//! and PNG) an altered one ([`ShareCodeError::Checksum`]), and reading it
//! back replays every throw under the rules.
//!
//! ```
//! use daldos::{share, Game, Rules, SeededDice};
//! let mut game = Game::new(Rules::NORWEGIAN);
//! let mut dice = SeededDice::new(1);
//! game.roll_off(&mut dice)?;
//! for _ in 0..10 {
//!     game.throw(&mut dice)?;
//!     while let Some(m) = game.legal_next_moves().last().copied() {
//!         game.make_move(m)?;
//!     }
//! }
//! let code = share::encode(&game);
//! assert!(code.starts_with('A') && code.len() < 40);
//! assert_eq!(share::decode(&code)?, game);
//! // A cut code is named as such.
//! assert!(matches!(
//!     share::decode(&code[..code.len() - 3]),
//!     Err(share::ShareCodeError::Truncated { .. })
//! ));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use base64ct::{Base64UrlUnpadded, Encoding as _};
use crc::{Crc, NoTable, CRC_32_ISO_HDLC};

use crate::board::{Hole, Side, MIN_SIZE};
use crate::dice::{Die, Throw};
use crate::facts::{Date, Facts, Player};
use crate::game::{Game, Phase};
use crate::position::{Position, PositionError, Termination};
use crate::rules::{Rules, Variants};
use crate::setup::{Piece, Setup};

/// The newest version of the code this crate writes (the first byte):
/// version 2 adds the game's facts (the date, who played, the computer's
/// level) after the game. A game without facts is written as version 1,
/// as before, and both versions are read.
pub const VERSION: u8 = 2;

/// The version of a code without facts (and of every code written before
/// version 2).
pub const VERSION_WITHOUT_FACTS: u8 = 1;

/// The parameter of a link's fragment that carries a code:
/// `…#game=<code>` (docs/notation.md).
pub const FRAGMENT_KEY: &str = "game";

/// CRC-32/ISO-HDLC, bit by bit: codes are short, and no table keeps the
/// page's wasm small.
const CRC32: Crc<u32, NoTable> = Crc::<u32, NoTable>::new(&CRC_32_ISO_HDLC);

/// The value of the body's last 2-bit field for a game ended by a
/// resignation (0: no throw in use, 1 and 2: an unfinished throw); the
/// side that resigned follows in 1 bit.
const END_RESIGNED: u32 = 3;

/// Bytes around the body: the version and the CRC-32 (the length field
/// comes on top).
const FRAME_BYTES: usize = 1 + 4;

/// Why a text is not a share code of a game, found before anything is
/// replayed. Each names what is wrong (its `Display` is one English
/// sentence); [`ShareCodeError::kind`] sorts them for a short message to a
/// visitor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareCodeError {
    /// No code at all (empty, or only spaces).
    Empty,
    /// A character outside base64url (`A–Z a–z 0–9 - _`): `position` is
    /// 1-based, in characters.
    BadCharacter {
        /// Where, counted in characters from 1.
        position: usize,
        /// The character found.
        character: char,
    },
    /// The code ends early (a link cut off when copied): `expected` is its
    /// whole length in characters when the code's head says it (`None`
    /// when even the head is missing), `found` the length given.
    Truncated {
        /// The code's length, in characters, when known.
        expected: Option<usize>,
        /// The length given, in characters.
        found: usize,
    },
    /// More characters than the code's head says it has.
    TooLong {
        /// The code's length, in characters.
        expected: usize,
        /// The length given, in characters.
        found: usize,
    },
    /// The code is of a version this crate does not read, its frame whole
    /// (its length and checksum right: from another program's version).
    UnknownVersion(u8),
    /// The length field cannot be read (more than four bytes): damaged.
    BadLength,
    /// The checksum does not match the content: a character was changed.
    Checksum,
    /// The board size is outside 6..=16.
    BoardSize(u8),
    /// The start position is not a legal position.
    Start(PositionError),
    /// Throw number `throw` (1-based, roll-off not counted) names play
    /// `index` of a throw that has only `plays` legal plays.
    IllegalPlay {
        /// The throw, counted from 1.
        throw: usize,
        /// The index read (0-based).
        index: u32,
        /// How many legal plays the throw has.
        plays: usize,
    },
    /// The unfinished last throw names move `index` where only `moves`
    /// moves are legal.
    IllegalMove {
        /// The index read (0-based).
        index: u32,
        /// How many moves are legal.
        moves: usize,
    },
    /// Roll-off round `round` (1-based) comes after the starter was
    /// decided.
    RollOffOver {
        /// The round, counted from 1.
        round: usize,
    },
    /// Throw `throw` (1-based; one past the last for the unfinished throw)
    /// comes while no throw may be made: before the roll-off has decided
    /// who starts, or after the end.
    ThrowOutOfTurn {
        /// The throw, counted from 1.
        throw: usize,
    },
    /// The unfinished throw cannot be used at all (such a throw is lost at
    /// once, never left unfinished), or its one move already completes
    /// its play.
    BadUnfinishedThrow,
    /// The code's game ends by a resignation after it had already ended
    /// on the board.
    ResignationAfterEnd,
    /// The data ends inside the game (a count or a play is missing).
    EndsEarly,
    /// Data goes on after the game (more than the last byte's padding, or
    /// padding that is not 0).
    TrailingData,
    /// A version-2 code's facts are not ones a game can have (a player
    /// kind 3, a day that does not exist, a level 0, two computers at
    /// different levels).
    BadFacts,
}

/// What a visitor needs to be told about a [`ShareCodeError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareErrorKind {
    /// The link is cut short (or empty): copy all of it again.
    Incomplete,
    /// The code is of a newer version: a newer Daldøs reads it.
    Newer,
    /// The code is damaged or not a share code at all.
    Damaged,
}

impl ShareCodeError {
    /// The kind of problem, for a short message in the visitor's language.
    #[must_use]
    pub fn kind(&self) -> ShareErrorKind {
        match self {
            ShareCodeError::Empty | ShareCodeError::Truncated { .. } => ShareErrorKind::Incomplete,
            ShareCodeError::UnknownVersion(v) if *v > VERSION => ShareErrorKind::Newer,
            _ => ShareErrorKind::Damaged,
        }
    }
}

impl fmt::Display for ShareCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareCodeError::Empty => write!(f, "the share code is empty"),
            ShareCodeError::BadCharacter {
                position,
                character,
            } => write!(
                f,
                "character {position} of the share code, '{}', is not one of A-Z a-z 0-9 - _",
                character.escape_default()
            ),
            ShareCodeError::Truncated {
                expected: Some(expected),
                found,
            } => write!(
                f,
                "the share code is cut short: it has {found} characters of {expected} (copy the whole link)"
            ),
            ShareCodeError::Truncated {
                expected: None,
                found,
            } => write!(
                f,
                "the share code is cut short: {found} characters are too few for a game (copy the whole link)"
            ),
            ShareCodeError::TooLong { expected, found } => write!(
                f,
                "the share code has {found} characters but should have {expected}: something was added to it"
            ),
            ShareCodeError::UnknownVersion(v) => write!(
                f,
                "the share code is of version {v}, which this version of Daldøs does not read (it reads versions {VERSION_WITHOUT_FACTS} and {VERSION})"
            ),
            ShareCodeError::BadLength => {
                write!(f, "the share code is damaged: its length cannot be read")
            }
            ShareCodeError::Checksum => write!(
                f,
                "the share code is damaged: its checksum does not match (a character was changed)"
            ),
            ShareCodeError::BoardSize(n) => write!(
                f,
                "the share code names a board of {n} holes a row, which is not 6..=16"
            ),
            ShareCodeError::Start(e) => {
                write!(f, "the share code's start position is not legal: {e}")
            }
            ShareCodeError::IllegalPlay {
                throw,
                index,
                plays,
            } => write!(
                f,
                "throw {throw} of the share code names play {index}, but that throw has only {plays} legal plays (0..={})",
                plays.saturating_sub(1)
            ),
            ShareCodeError::IllegalMove { index, moves } => write!(
                f,
                "the unfinished throw of the share code names move {index}, but only {moves} moves are legal"
            ),
            ShareCodeError::RollOffOver { round } => write!(
                f,
                "roll-off round {round} of the share code comes after the starter was decided"
            ),
            ShareCodeError::ThrowOutOfTurn { throw } => write!(
                f,
                "throw {throw} of the share code comes before the roll-off has decided who starts, or after the end"
            ),
            ShareCodeError::BadUnfinishedThrow => write!(
                f,
                "the unfinished throw of the share code is not one a game can have"
            ),
            ShareCodeError::ResignationAfterEnd => write!(
                f,
                "the share code's game ends by a resignation after it was already over"
            ),
            ShareCodeError::EndsEarly => {
                write!(f, "the share code's data ends inside the game")
            }
            ShareCodeError::TrailingData => {
                write!(f, "the share code's data goes on after the game")
            }
            ShareCodeError::BadFacts => {
                write!(f, "the share code's date or players are not ones a game can have")
            }
        }
    }
}

impl std::error::Error for ShareCodeError {}

/// The share code of `game`: base64url text, a few hundred characters for
/// a whole game (docs/notation.md, "Share codes"). [`decode`] gives back a
/// game equal to `game` but for the players' names, which a code does not
/// keep (a person stays a person): the same facts otherwise
/// ([`Game::facts`]: version 2, version 1 without any), start, roll-off, plays (moves in the
/// order made) and unfinished throw.
#[must_use]
pub fn encode(game: &Game) -> String {
    let body = encode_body(game);
    let mut bytes = Vec::with_capacity(body.len() + FRAME_BYTES + 4);
    bytes.push(if game.facts().is_empty() {
        VERSION_WITHOUT_FACTS
    } else {
        VERSION
    });
    let mut n = body.len();
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        bytes.push(if n == 0 { low } else { low | 0x80 });
        if n == 0 {
            break;
        }
    }
    bytes.extend_from_slice(&body);
    let crc = CRC32.checksum(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    Base64UrlUnpadded::encode_string(&bytes)
}

/// Reads the share code `code` (surrounding spaces ignored) and replays its
/// game.
///
/// # Errors
/// A [`ShareCodeError`]: checked in the order bad characters, length
/// (truncated or too long), checksum, version (a whole code of another
/// version: a changed first character is a checksum's error), then the
/// content (board size, start position, each play's index, in order).
pub fn decode(code: &str) -> Result<Game, ShareCodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(ShareCodeError::Empty);
    }
    if let Some((i, c)) = code
        .chars()
        .enumerate()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(ShareCodeError::BadCharacter {
            position: i + 1,
            character: c,
        });
    }
    // Only ASCII from here: characters are bytes.
    let found = code.len();
    // The head: the version and the body's length, from the first 4 or 8
    // characters (whole groups of 3 bytes).
    let head_chars = (found.min(8) / 4) * 4;
    if head_chars == 0 {
        return Err(ShareCodeError::Truncated {
            expected: None,
            found,
        });
    }
    let head =
        Base64UrlUnpadded::decode_vec(&code[..head_chars]).map_err(|_| ShareCodeError::Checksum)?;
    let version = head[0];
    let mut body_len = 0usize;
    let mut len_bytes = 0;
    loop {
        let Some(&b) = head.get(1 + len_bytes) else {
            return Err(if head_chars < 8 {
                ShareCodeError::Truncated {
                    expected: None,
                    found,
                }
            } else {
                ShareCodeError::BadLength
            });
        };
        if len_bytes == 4 {
            return Err(ShareCodeError::BadLength);
        }
        body_len |= usize::from(b & 0x7f) << (7 * len_bytes);
        len_bytes += 1;
        if b & 0x80 == 0 {
            break;
        }
    }
    let total = FRAME_BYTES + len_bytes + body_len;
    let expected = (total * 4).div_ceil(3);
    if found < expected {
        return Err(ShareCodeError::Truncated {
            expected: Some(expected),
            found,
        });
    }
    if found > expected {
        return Err(ShareCodeError::TooLong { expected, found });
    }
    // Fails only on bits set past the last byte: a changed last character.
    let bytes = Base64UrlUnpadded::decode_vec(code).map_err(|_| ShareCodeError::Checksum)?;
    let (content, crc) = bytes.split_at(bytes.len() - 4);
    if CRC32.checksum(content).to_be_bytes() != crc {
        return Err(ShareCodeError::Checksum);
    }
    // The version after the checksum: every version keeps the frame (the
    // version, the length, the body, the CRC-32 of all three), so a code
    // whose first character was changed is damaged, and only a whole code
    // of another version is one this build does not read.
    if version != VERSION && version != VERSION_WITHOUT_FACTS {
        return Err(ShareCodeError::UnknownVersion(version));
    }
    decode_body(&content[1 + len_bytes..], version)
}

/// The code in `text`: the value of the fragment's `game=` parameter when
/// `text` is a link or a fragment (`https://…/#game=AQ…`, `#game=AQ…`,
/// `game=AQ…&id=x`), else `text` itself, trimmed. Nothing is checked.
#[must_use]
pub fn code_in(text: &str) -> &str {
    let text = text.trim();
    let fragment = text.rsplit_once('#').map_or(text, |(_, f)| f);
    fragment
        .split('&')
        .find_map(|part| {
            part.strip_prefix(FRAGMENT_KEY)
                .and_then(|rest| rest.strip_prefix('='))
        })
        .unwrap_or(if fragment.len() < text.len() {
            fragment
        } else {
            text
        })
}

/// Bits needed for an index among `n` choices (none for one choice).
fn index_bits(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Where `item` is in `list` (a play among the legal plays, a move among
/// the legal moves: always there in a game).
#[inline(never)]
fn index_of<T: PartialEq>(list: &[T], item: &T) -> u32 {
    let index = list.iter().position(|x| x == item);
    debug_assert!(index.is_some(), "a play or move made is legal");
    index.unwrap_or(0) as u32
}

fn variant_bits(v: Variants) -> u32 {
    u32::from(v.stern_most_dal)
        | u32::from(v.capture_both_stops) << 1
        | u32::from(v.last_piece_loses) << 2
}

/// Whether the game began with a roll-off (its record has a `RollOff`
/// tag, or nothing has happened yet in a new game), rather than at a
/// position whose side to move throws first.
fn rolled_off(game: &Game) -> bool {
    !game.roll_off_rounds().is_empty() || *game.phase() == Phase::RollOff
}

fn encode_body(game: &Game) -> Vec<u8> {
    let mut w = BitWriter::default();
    let rules = game.rules();
    let start = *game.start();
    let custom_start = start.with_turn(Side::A) != Position::new(rules);
    w.put(u32::from(rules.size() - MIN_SIZE), 4);
    w.put(variant_bits(rules.variants), 3);
    w.bit(custom_start);
    w.bit(start.turn() == Side::B);
    w.bit(rolled_off(game));
    if custom_start {
        for hole in Hole::all(rules.size()) {
            match start.piece_at(hole) {
                None => w.bit(false),
                Some(p) => {
                    w.bit(true);
                    w.bit(p.side == Side::B);
                    w.bit(p.dalled);
                }
            }
        }
    }
    if rolled_off(game) {
        w.count(game.roll_off_rounds().len());
        for [a, b] in game.roll_off_rounds() {
            w.throw(*a);
            w.throw(*b);
        }
    }
    w.count(game.record().len());
    let mut pos = start;
    for turn in game.record() {
        let plays = pos.legal_plays(turn.play.throw);
        w.throw(turn.play.throw);
        w.put(index_of(&plays, &turn.play), index_bits(plays.len()));
        pos = pos.play_unchecked(&turn.play);
    }
    match game.phase() {
        Phase::Over(o) if o.termination == Termination::Resignation => {
            w.put(END_RESIGNED, 2);
            w.bit(o.loser() == Side::B);
        }
        Phase::Moving { throw, taken } => {
            w.put(1 + taken.len().min(1) as u32, 2);
            w.throw(*throw);
            if let Some(first) = taken.first() {
                let moves = pos.legal_next_moves(*throw, &[]);
                w.put(index_of(&moves, first), index_bits(moves.len()));
            }
        }
        _ => w.put(0, 2),
    }
    if !game.facts().is_empty() {
        encode_facts(&mut w, game.facts());
    }
    // Then the takebacks, only when there were some: a count (at least 1, so
    // never a byte of 0 bits, which is what the padding is) and each
    // takeback's completed throws kept.
    if !game.takebacks().is_empty() {
        w.count(game.takebacks().len());
        for &kept in game.takebacks() {
            w.count(kept);
        }
    }
    w.bytes
}

/// The 2-bit kinds of a player in a version-2 code.
const PLAYER_UNKNOWN: u32 = 0;
const PLAYER_PERSON: u32 = 1;
const PLAYER_COMPUTER: u32 = 2;

/// Version 2's facts: the date (1 bit, then year 14 bits, month 4, day
/// 5), then Light and Dark, each 2 bits (0 not known, 1 a person, 2 the
/// computer, then its level in 4 bits). A person's name is not kept.
fn encode_facts(w: &mut BitWriter, facts: &Facts) {
    w.bit(facts.date.is_some());
    if let Some(d) = facts.date {
        w.put(u32::from(d.year()), 14);
        w.put(u32::from(d.month()), 4);
        w.put(u32::from(d.day()), 5);
    }
    for player in [&facts.light, &facts.dark] {
        match player {
            None => w.put(PLAYER_UNKNOWN, 2),
            Some(Player::Person { .. }) => w.put(PLAYER_PERSON, 2),
            Some(Player::Computer { level }) => {
                w.put(PLAYER_COMPUTER, 2);
                w.put(u32::from(*level), 4);
            }
        }
    }
}

fn decode_facts(r: &mut BitReader<'_>) -> Result<Facts, ShareCodeError> {
    let date = if r.bit()? {
        let (y, m, d) = (r.get(14)?, r.get(4)?, r.get(5)?);
        Some(Date::new(y as u16, m as u8, d as u8).map_err(|_| ShareCodeError::BadFacts)?)
    } else {
        None
    };
    let mut player = || -> Result<Option<Player>, ShareCodeError> {
        Ok(match r.get(2)? {
            PLAYER_UNKNOWN => None,
            PLAYER_PERSON => Some(Player::PERSON),
            PLAYER_COMPUTER => Some(Player::Computer {
                level: r.get(4)? as u8,
            }),
            _ => return Err(ShareCodeError::BadFacts),
        })
    };
    let (light, dark) = (player()?, player()?);
    let facts = Facts { date, light, dark };
    facts.check().map_err(|_| ShareCodeError::BadFacts)?;
    Ok(facts)
}

fn decode_body(body: &[u8], version: u8) -> Result<Game, ShareCodeError> {
    let mut r = BitReader { bytes: body, at: 0 };
    let size = r.get(4)? as u8 + MIN_SIZE;
    let bits = r.get(3)?;
    let variants = Variants {
        stern_most_dal: bits & 1 != 0,
        capture_both_stops: bits & 2 != 0,
        last_piece_loses: bits & 4 != 0,
    };
    let rules = Rules::new(size, variants).map_err(|_| ShareCodeError::BoardSize(size))?;
    let custom_start = r.bit()?;
    let turn = if r.bit()? { Side::B } else { Side::A };
    let rolled = r.bit()?;
    let start = if custom_start {
        let mut setup = Setup::empty(size, turn);
        for hole in Hole::all(size) {
            if r.bit()? {
                let side = if r.bit()? { Side::B } else { Side::A };
                let dalled = r.bit()?;
                setup.set(hole, Some(Piece { side, dalled }));
            }
        }
        Position::from_setup(&setup, variants).map_err(ShareCodeError::Start)?
    } else if rolled {
        // The standard start with a roll-off: the roll-off decides who
        // throws first, so the turn bit says nothing (a record has no
        // place for it either); read as a record reads it.
        Position::new(rules)
    } else {
        Position::new(rules).with_turn(turn)
    };
    let mut game = if rolled {
        let mut game = Game::roll_off_from(start);
        // An undecided roll-off is allowed: then no throw may follow.
        for round in 1..=r.count()? {
            let (a, b) = (r.throw()?, r.throw()?);
            game.roll_off_with(a, b)
                .map_err(|_| ShareCodeError::RollOffOver { round })?;
        }
        game
    } else {
        Game::from_position(start)
    };
    let throws = r.count()?;
    for n in 1..=throws {
        let throw = r.throw()?;
        let plays = game.position().legal_plays(throw);
        // A lost throw is recorded by the throw itself.
        game.throw_with(throw)
            .map_err(|_| ShareCodeError::ThrowOutOfTurn { throw: n })?;
        let index = r.get(index_bits(plays.len()))?;
        let play = plays
            .get(index as usize)
            .ok_or(ShareCodeError::IllegalPlay {
                throw: n,
                index,
                plays: plays.len(),
            })?;
        if game.current_throw().is_some() {
            game.make_play(play)
                .map_err(|_| ShareCodeError::IllegalPlay {
                    throw: n,
                    index,
                    plays: plays.len(),
                })?;
        }
    }
    let state = r.get(2)?;
    if state == END_RESIGNED {
        let loser = if r.bit()? { Side::B } else { Side::A };
        game.resign(loser)
            .map_err(|_| ShareCodeError::ResignationAfterEnd)?;
    } else if state > 0 {
        let throw = r.throw()?;
        game.throw_with(throw)
            .map_err(|_| ShareCodeError::ThrowOutOfTurn { throw: throws + 1 })?;
        if game.current_throw().is_none() {
            return Err(ShareCodeError::BadUnfinishedThrow);
        }
        if state == 2 {
            let moves = game.legal_next_moves();
            let index = r.get(index_bits(moves.len()))?;
            let m = moves
                .get(index as usize)
                .ok_or(ShareCodeError::IllegalMove {
                    index,
                    moves: moves.len(),
                })?;
            if game.make_move(*m) != Ok(false) {
                return Err(ShareCodeError::BadUnfinishedThrow);
            }
        }
    }
    if version == VERSION {
        let facts = decode_facts(&mut r)?;
        game.set_facts(facts)
            .map_err(|_| ShareCodeError::BadFacts)?;
    }
    // Then the takebacks, if any: whole groups of 8 bits beyond the
    // padding (codes from before takebacks end here).
    if body.len() * 8 - r.at >= 8 {
        let count = r.count()?;
        if count == 0 {
            return Err(ShareCodeError::TrailingData);
        }
        let mut takebacks = Vec::with_capacity(count.min(64));
        for _ in 0..count {
            takebacks.push(r.count()?);
        }
        game.set_takebacks(takebacks);
    }
    // What is left is the last byte's padding: fewer than 8 bits, all 0.
    let left = body.len() * 8 - r.at;
    if left >= 8 || r.get(left as u32)? != 0 {
        return Err(ShareCodeError::TrailingData);
    }
    Ok(game)
}

/// Bits into bytes, most significant first; the last byte padded with 0.
#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    used: u32,
}

impl BitWriter {
    // Not inlined: a loop of these unrolled would weigh on the page.
    #[inline(never)]
    fn bit(&mut self, on: bool) {
        if self.used.is_multiple_of(8) {
            self.bytes.push(0);
        }
        if on {
            if let Some(last) = self.bytes.last_mut() {
                *last |= 0x80 >> (self.used % 8);
            }
        }
        self.used += 1;
    }

    /// The low `bits` bits of `value`, high first.
    // Not inlined: a loop of these unrolled would weigh on the page.
    #[inline(never)]
    fn put(&mut self, value: u32, bits: u32) {
        for i in (0..bits).rev() {
            self.bit(value >> i & 1 != 0);
        }
    }

    /// A throw: each die's value − 1 in 2 bits.
    fn throw(&mut self, t: Throw) {
        for d in t.dice() {
            self.put(u32::from(d.value() - 1), 2);
        }
    }

    /// A count: 7-bit groups, low group first, each after a bit saying
    /// whether another follows.
    fn count(&mut self, mut n: usize) {
        loop {
            let group = (n & 0x7f) as u32;
            n >>= 7;
            self.bit(n != 0);
            self.put(group, 7);
            if n == 0 {
                break;
            }
        }
    }
}

/// Reads what [`BitWriter`] wrote; running out is an error.
struct BitReader<'a> {
    bytes: &'a [u8],
    /// Bits read so far.
    at: usize,
}

impl BitReader<'_> {
    // Not inlined: a loop of these unrolled would weigh on the page.
    #[inline(never)]
    fn bit(&mut self) -> Result<bool, ShareCodeError> {
        let byte = self
            .bytes
            .get(self.at / 8)
            .ok_or(ShareCodeError::EndsEarly)?;
        let on = byte & (0x80 >> (self.at % 8)) != 0;
        self.at += 1;
        Ok(on)
    }

    // Not inlined: a loop of these unrolled would weigh on the page.
    #[inline(never)]
    fn get(&mut self, bits: u32) -> Result<u32, ShareCodeError> {
        let mut value = 0;
        for _ in 0..bits {
            value = value << 1 | u32::from(self.bit()?);
        }
        Ok(value)
    }

    fn throw(&mut self) -> Result<Throw, ShareCodeError> {
        let die = |v: u32| Die::new(v as u8 + 1).unwrap_or(Die::Dal);
        let a = self.get(2)?;
        let b = self.get(2)?;
        Ok(Throw::new(die(a), die(b)))
    }

    fn count(&mut self) -> Result<usize, ShareCodeError> {
        let mut n = 0usize;
        for group in 0..4 {
            let more = self.bit()?;
            n |= (self.get(7)? as usize) << (7 * group);
            if !more {
                return Ok(n);
            }
        }
        // Four groups (28 bits) are more than any game has: the data is
        // not a count.
        Err(ShareCodeError::EndsEarly)
    }
}
