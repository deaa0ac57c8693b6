//! Browser facade for Daldøs: a thin `wasm-bindgen` layer over the rules
//! crate (`daldos`) and the computer players (`daldos-ai`).
//!
//! One exported handle, [`WebGame`] (`Game` in JavaScript), owns a
//! [`daldos::Game`]. Every rule (legality, captures, the end) is decided
//! here, never in the page's JavaScript. Errors become JavaScript exceptions
//! (`Error` objects) carrying the Rust error's message; a panic hook reports
//! any panic on the console instead of leaving a silently dead page.
//!
//! The page's JavaScript (in `www/`) imports these exports from the module
//! that wasm-pack writes beside it (`www/daldos-web.js`,
//! `scripts/build-web.mjs`); the computer's worker (`www/ai-worker.js`)
//! loads the same crate built with the feature `engine`.
//!
//! Shapes handed to JavaScript (plain objects, made by
//! `serde-wasm-bindgen`) are the `Js*` structs below, with camelCase field
//! names. Sides are `"a"` / `"b"` ([`SideName`]), rows `"a"` / `"m"` /
//! `"b"` ([`RowName`]), pieces their notation letters ([`PieceName`]),
//! holes are names such as `"A16"`, `"M0"`, dice are numbers `1..=4` (1 is
//! the dal, drawn as "A").

use daldos::share::ShareErrorKind;
use daldos::{
    notation, DiceSource, Game, GameError, Move, Rules, SystemDice, Throw, ThrowKind,
    ThrowSeededDice, Variants,
};
use std::cell::{Cell, RefCell};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU32, Ordering};
use tsify::{Ts, Tsify};
use wasm_bindgen::prelude::*;

mod data;
#[cfg(feature = "engine")]
pub mod engine;
pub mod progress;
pub mod progress_js;
mod reasons;
pub mod tutorial;
use data::{side_name, throw_values};
pub use data::{
    BoardInfo, CurrentThrow, EngineRequest, FactsData, HintData, HoleData, LevelsInfo, MoveData,
    MoveInput, NoMoveData, OddsData, OddsRequest, PhaseName, PieceName, PieceOdds, PlayerData,
    RecordEntry, RollOffData, RollOffRound, RowName, RulesInfo, SideFlags, SideName, TakeBackData,
    TerminationName, ThrowData, ThrowOutcome, VariantInfo, View,
};
pub use reasons::{
    AccuracyData, ChanceData, ExplanationData, FactName, GameAccuracyData, PieceChanceData,
    PlayFactsData, ReachData, ReasonData, WhichName,
};
pub use tutorial::Lesson;
// Playout speed in the browser (scripts/bench-playouts.mjs); left out of the
// page's wasm.
#[cfg(feature = "bench")]
mod bench;
// The browser tests' seeded games, checked natively.
#[cfg(test)]
mod browser_seeds;

/// Called once by the generated JS glue when the module is instantiated:
/// installs the panic hook (panics are written to the console with their
/// message and location).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Version of this crate, shown on the page (and a cheap liveness probe
/// for the browser tests).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

pub(crate) fn js_err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

/// `value` as the JavaScript object its TypeScript declaration describes.
pub(crate) fn ts<T: Tsify + serde::Serialize>(value: &T) -> Result<Ts<T>, JsError> {
    Ts::from_rust(value).map_err(js_err)
}

/// Each of `values` as [`ts`] converts it (a JavaScript array).
fn ts_list<T: Tsify + serde::Serialize>(values: &[T]) -> Result<Vec<Ts<T>>, JsError> {
    values.iter().map(ts).collect()
}

/// Why a roll-off cannot be played with the throws given (`rollOffGiven`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RollOffGivenError {
    /// A throw that is not throw notation (`"2+3"`), with why.
    Throw(String, daldos::ParseThrowError),
    /// An odd number of throws: each round needs Light's and Dark's.
    Odd(usize),
    /// Throws left after the round that decided (its index, from 0).
    LeftOver(usize),
    /// The last round was a tie: nobody starts yet.
    Undecided,
    /// The game refuses a round (the roll-off is done already).
    Game(GameError),
}

impl std::fmt::Display for RollOffGivenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RollOffGivenError::Throw(t, e) => write!(f, "bad roll-off throw {t:?}: {e}"),
            RollOffGivenError::Odd(n) => write!(
                f,
                "{n} roll-off throws: each round needs Light's and Dark's"
            ),
            RollOffGivenError::LeftOver(i) => {
                write!(
                    f,
                    "roll-off throws left over: round {i} came after the starter was decided"
                )
            }
            RollOffGivenError::Undecided => {
                f.write_str("the roll-off throws end in a tie: nobody starts yet")
            }
            RollOffGivenError::Game(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RollOffGivenError {}

/// Why the facade cannot throw the dice (`rollOff`, `throwDice`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiceError {
    /// It is not time for that throw (the game's reason).
    Game(GameError),
    /// The browser has no randomness to give (unseeded games only): the
    /// reason `getrandom` gives.
    NoRandomness(String),
}

impl std::fmt::Display for DiceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DiceError::Game(e) => e.fmt(f),
            DiceError::NoRandomness(why) => write!(f, "no randomness for the dice: {why}"),
        }
    }
}

impl std::error::Error for DiceError {}

impl From<GameError> for DiceError {
    fn from(e: GameError) -> DiceError {
        DiceError::Game(e)
    }
}

fn system_dice() -> Result<SystemDice, DiceError> {
    SystemDice::new().map_err(DiceError::NoRandomness)
}

fn throw_data(throw: Throw, kind: ThrowKind) -> ThrowData {
    ThrowData {
        dice: throw_values(throw),
        outcome: match kind {
            ThrowKind::Full => ThrowOutcome::Play,
            ThrowKind::Partial => ThrowOutcome::Partial,
            ThrowKind::Lost => ThrowOutcome::Lost,
        },
        extra_throw: throw.is_dal_dal(),
    }
}

/// A game of Daldøs in the browser (`Game` in JavaScript).
///
/// ```js
/// const game = new wasmBindings.Game(16, "standard");
/// game.setSeed(7);                   // reproducible dice (optional)
/// game.rollOff();                    // { rounds: [{ a, b, tie }], starter }
/// const t = game.throwDice();        // { dice, outcome, extraThrow }
/// const [m] = game.legalMoves();     // { from, via?, to, dice, captures, path, ... }
/// game.makeMove(m);                  // true once the throw is used
/// game.view();                       // everything to draw
/// ```
#[wasm_bindgen(js_name = Game)]
pub struct WebGame {
    game: Game,
    /// The game's seed ([`WebGame::set_seed`]): dice and the computer's
    /// choices follow from it; `None` for the browser's randomness.
    seed: Option<u32>,
    /// See [`WebGame::revision`].
    revision: u32,
    /// How far the record has been looked through for its last throw that
    /// was not lost, and that throw's index: `(throws looked at, index)`.
    /// Only the throws added since are looked at, so that `view()` costs
    /// the same at any length of game.
    played: Cell<(usize, Option<usize>)>,
    /// The record's lines of its first `.0` completed throws (`.1`, each
    /// line with its `\n`), as `toRecord` writes them: only the throws
    /// added since the last call are written out.
    lines: RefCell<(usize, String)>,
}

/// The revisions handed out so far in this wasm instance (see
/// [`WebGame::revision`]): one counter for every game, so that no two
/// games of a page ever show the same revision (until it wraps, after
/// 2³² changes).
static REVISIONS: AtomicU32 = AtomicU32::new(0);

/// A revision no game of this wasm instance has had yet.
fn next_revision() -> u32 {
    REVISIONS.fetch_add(1, Ordering::Relaxed).wrapping_add(1)
}

/// The rules' own lists: the boards offered by name, the size range, the
/// variants with their ids, the computer's levels (a [`RulesInfo`]). The
/// page writes none of these out itself.
///
/// # Errors
/// Only if the lists cannot be converted (not expected).
#[wasm_bindgen(js_name = rulesInfo)]
pub fn rules_info() -> Result<Ts<RulesInfo>, JsError> {
    ts(&RulesInfo::new())
}

/// The warnings for the game record `text` (docs/notation.md): each tag
/// that is ignored although it nearly names a tag that changes the replay
/// (`[board "12"]`, `[Varients …]`), as `line N: …` sentences, in line
/// order; none for a clean record. See `daldos::tag_warnings`.
#[wasm_bindgen(js_name = recordWarnings)]
pub fn record_warnings(text: &str) -> Vec<String> {
    daldos::tag_warnings(text)
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// Light's (`a`'s) track on a board of `size` holes per outer row, hole by
/// hole in the direction of travel: its home row toward the stern, the
/// middle row toward the bow, Dark's row toward the stern (`3N + 1` names,
/// `A1 … AN, MN … M0, B1 … BN`, after which it goes round the middle row
/// again; Dark's is the same with the outer rows swapped; docs/rules.md,
/// "Board"). For drawing which way pieces travel.
///
/// # Errors
/// A size outside 6..=16.
#[wasm_bindgen]
pub fn track(size: u8) -> Result<Vec<String>, JsError> {
    let rules = Rules::new(size, Variants::default()).map_err(js_err)?;
    let position = daldos::Position::new(rules);
    let mut hole: daldos::Hole = "A1".parse().map_err(js_err)?;
    let mut out = vec![hole.to_string()];
    for _ in 0..3 * usize::from(size) {
        hole = position
            .ahead(daldos::Side::A, hole, 1)
            .ok_or_else(|| JsError::new("the track ends early"))?;
        out.push(hole.to_string());
    }
    Ok(out)
}

/// The lessons of "Learn to play", in order: each a position (Light to
/// throw, standard rules, the Danish board) and the throws made there
/// (`tutorial.rs`; the page holds only their words, by `id`).
///
/// # Errors
/// Only if the lessons cannot be converted (never in practice).
#[wasm_bindgen(js_name = tutorialLessons)]
pub fn tutorial_lessons() -> Result<Vec<Ts<Lesson>>, JsError> {
    ts_list(&tutorial::lessons())
}

#[wasm_bindgen(js_class = Game)]
impl WebGame {
    /// A game from `position` (position notation, docs/notation.md) under
    /// `variants` (as for `new`), with no roll-off: the side to move in the
    /// position throws first.
    ///
    /// # Errors
    /// A position that does not parse or is not legal (with the reason), or
    /// an unknown variant id.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(position: &str, variants: &str) -> Result<WebGame, JsError> {
        let variants: Variants = variants.parse().map_err(js_err)?;
        let setup: daldos::Setup = position.parse().map_err(js_err)?;
        let position = daldos::Position::from_setup(&setup, variants).map_err(js_err)?;
        Ok(WebGame::of(Game::from_position(position), None))
    }

    /// A new game on a board of `size` holes per outer row (16 Danish, 12
    /// Norwegian; 6..=16 allowed) under `variants` (ids separated by spaces
    /// or commas, or `"standard"` / `""`). The roll-off comes first.
    ///
    /// # Errors
    /// An unknown variant id or a board size outside 6..=16.
    #[wasm_bindgen(constructor)]
    pub fn new(size: u8, variants: &str) -> Result<WebGame, JsError> {
        let variants: Variants = variants.parse().map_err(js_err)?;
        let rules = Rules::new(size, variants).map_err(js_err)?;
        Ok(WebGame::of(Game::new(rules), None))
    }

    /// Makes the game reproducible: with a seed (any `u32`), the roll-off,
    /// every throw and [`WebGame::choice_seed`] follow from it and from how
    /// far the game has got, so the same seed and the same moves give the
    /// same game, also across a save and [`WebGame::from_record`] (set the
    /// seed again after reading the record). `undefined` goes back to the
    /// browser's randomness.
    /// A seed other than the game's is a change ([`WebGame::revision`]):
    /// what comes next is another throw.
    #[wasm_bindgen(js_name = setSeed)]
    pub fn set_seed(&mut self, seed: Option<u32>) {
        if seed != self.seed {
            self.seed = seed;
            self.changed();
        }
    }

    /// A number that changes with every change to this game, and only
    /// then: a roll-off round or the whole roll-off, a throw (`throwDice`,
    /// `throwWith`), a move made or taken back, another seed. Reading
    /// (`view`, `legalMoves`, `toRecord`, …) and a call that fails leave
    /// it as it is. Each game, also a new one from `fromRecord`,
    /// `afterThrows` and the like, starts with one no other game of this
    /// module has had, and each change takes the next: compare two
    /// revisions for equality only (an unsigned 32-bit number; it wraps
    /// after 2³² changes). For knowing whether anything changed since a
    /// drawing, a hint or a save without comparing records.
    pub fn revision(&self) -> u32 {
        self.revision
    }

    /// The seed set by [`WebGame::set_seed`], or `undefined`.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> Option<u32> {
        self.seed
    }

    /// A seed for the computer's choice of play in the current throw
    /// (for `computerPlay`): derived from the game's seed and the throw's
    /// number when the game is seeded, else from the browser's randomness.
    ///
    /// # Errors
    /// No randomness is available (unseeded games only).
    #[wasm_bindgen(js_name = choiceSeed)]
    pub fn choice_seed(&self) -> Result<u32, JsError> {
        match self.seed {
            Some(seed) => Ok(ThrowSeededDice::choice_seed(seed, self.game.record().len())),
            None => {
                getrandom::u32().map_err(|e| js_err(format!("no randomness for the computer: {e}")))
            }
        }
    }

    /// Reads a game record (as written by `toRecord`), replaying and so
    /// checking every throw; an unfinished throw on the last line is
    /// restored with its moves so far.
    ///
    /// # Errors
    /// The first bad line and why (`line N: …`).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<WebGame, JsError> {
        Game::from_record(text)
            .map(|game| WebGame::of(game, None))
            .map_err(js_err)
    }

    /// A new game: this one as it stood after its first `throws` completed
    /// throws (the roll-off kept, the throw in use dropped; `throws` past
    /// the record counts as all of it), with the same seed. For the replay
    /// viewer, which shows each step of a game, and for playing on from any
    /// step of it.
    #[wasm_bindgen(js_name = afterThrows)]
    #[must_use]
    pub fn after_throws(&self, throws: u32) -> WebGame {
        WebGame::of(self.game.after_throws(throws as usize), self.seed)
    }

    /// Reads a share code (docs/notation.md, "Share codes"; the value of a
    /// link's `#game=`, surrounding spaces ignored) and replays its game;
    /// an unfinished throw is restored with its move so far. The game has
    /// no seed.
    ///
    /// # Errors
    /// An `Error` named `ShareCodeError` whose message says what is wrong
    /// (cut short, a bad character, the checksum, an unknown version, an
    /// illegal play at throw N, …) and whose `kind` sorts it for the
    /// visitor: `"incomplete"` (cut short or empty: copy the whole link),
    /// `"newer"` (a newer version's code) or `"damaged"`.
    #[wasm_bindgen(js_name = fromShareCode)]
    pub fn from_share_code(text: &str) -> Result<WebGame, JsValue> {
        daldos::share::decode(text)
            .map(|game| WebGame::of(game, None))
            .map_err(|e| {
                let err = js_sys::Error::new(&e.to_string());
                err.set_name("ShareCodeError");
                let kind = match e.kind() {
                    ShareErrorKind::Incomplete => "incomplete",
                    ShareErrorKind::Newer => "newer",
                    ShareErrorKind::Damaged => "damaged",
                };
                // Setting a property on a fresh Error object cannot fail.
                let _ = js_sys::Reflect::set(&err, &"kind".into(), &kind.into());
                err.into()
            })
    }

    /// What the record tells beside the moves: `{ date?, light?, dark? }`
    /// (`FactsData`: the day played, `"YYYY-MM-DD"`, and who played each
    /// side, a person with an optional name or the computer with its
    /// level); from a record's `Date`, `Light`, `Dark` and `Level` tags or
    /// a share code, or as `setFacts` set them. Empty for a game whose
    /// record has none.
    ///
    /// # Errors
    /// None in practice (the conversion to a JavaScript object).
    pub fn facts(&self) -> Result<Ts<FactsData>, JsError> {
        ts(&FactsData::from(self.game.facts()))
    }

    /// Sets the date and the players (`FactsData`), written in the
    /// record's tags and kept (names aside) in the share code; they change
    /// nothing of the game but its record, and the revision.
    ///
    /// # Errors
    /// Facts a record cannot hold: a `date` that is not a calendar day
    /// `YYYY-MM-DD`, a name over 60 characters or with a double quote, a
    /// level outside 1..=15, two computers at different levels. The game
    /// keeps its facts then.
    #[wasm_bindgen(js_name = setFacts)]
    pub fn set_facts(&mut self, facts: Ts<FactsData>) -> Result<(), JsError> {
        let data: FactsData = facts.to_rust().map_err(js_err)?;
        let facts = daldos::Facts::try_from(data).map_err(js_err)?;
        self.game.set_facts(facts).map_err(js_err)?;
        self.changed();
        Ok(())
    }

    /// The game's share code (docs/notation.md, "Share codes"): base64url
    /// text (`A–Z a–z 0–9 - _`, about 100 to 250 characters for a whole
    /// game on the Danish board) from which `fromShareCode` gives back the
    /// same game, the unfinished throw included; for the fragment of a
    /// link, `#game=<code>`.
    #[wasm_bindgen(js_name = shareCode)]
    pub fn share_code(&self) -> String {
        daldos::share::encode(&self.game)
    }

    /// The game record as text (header tags, one line per throw, the
    /// unfinished throw last; docs/notation.md). The lines of the completed
    /// throws are kept from call to call, so that a call writes out only
    /// the throws made since.
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> String {
        let mut lines = self.lines.borrow_mut();
        let (written, text) = &mut *lines;
        let record = self.game.record();
        if *written > record.len() {
            // (A record never shrinks; a shorter one is written again.)
            (*written, *text) = (0, String::new());
        }
        for t in &record[*written..] {
            let _ = writeln!(text, "{t}");
        }
        *written = record.len();
        let (head, tail) = (self.game.record_head(), self.game.record_tail());
        let mut out = String::with_capacity(head.len() + text.len() + tail.len());
        out.push_str(&head);
        out.push_str(text);
        out.push_str(&tail);
        out
    }

    /// Position notation of the board shown (the current throw's moves so
    /// far applied).
    pub fn position(&self) -> String {
        self.game.board().to_string()
    }

    /// The whole roll-off with the game's dice (its seed, else the
    /// browser's randomness): both sides throw until the sums differ.
    ///
    /// # Errors
    /// The roll-off is already done, or no randomness is available.
    #[wasm_bindgen(js_name = rollOff)]
    pub fn roll_off(&mut self) -> Result<Ts<RollOffData>, JsError> {
        ts(&self.roll_off_data().map_err(js_err)?)
    }

    /// One roll-off round with given throws (`"x+y"` text) for A and B;
    /// returns the starter (`"a"`/`"b"`), or `undefined` on equal sums.
    ///
    /// # Errors
    /// A malformed throw, or the roll-off is already done.
    #[wasm_bindgen(js_name = rollOffWith, unchecked_return_type = "SideName | undefined")]
    pub fn roll_off_with(&mut self, a: &str, b: &str) -> Result<Option<String>, JsError> {
        let a: Throw = a.parse().map_err(js_err)?;
        let b: Throw = b.parse().map_err(js_err)?;
        let starter = self.roll_off_round(a, b).map_err(js_err)?;
        Ok(starter.map(|side| side.as_str().to_string()))
    }

    /// The whole roll-off with given throws (a lesson's,
    /// `tutorialLessons()`): `throws` in throw notation, each round's
    /// Light's then Dark's, the last round decisive. Returns what
    /// `rollOff()` returns.
    ///
    /// # Errors
    /// A malformed throw, an odd number of throws, throws left over after
    /// the round that decided, throws that leave it undecided, or the
    /// roll-off already done; the game is then unchanged.
    #[wasm_bindgen(js_name = rollOffGiven)]
    pub fn roll_off_given(&mut self, throws: Vec<String>) -> Result<Ts<RollOffData>, JsError> {
        ts(&self.roll_off_given_data(&throws).map_err(js_err)?)
    }

    /// Throws both dice for the side to move, with the game's dice (its
    /// seed, else the browser's randomness). A throw that cannot be used at
    /// all is recorded as lost at once and play moves on.
    ///
    /// # Errors
    /// It is not time to throw (roll-off pending, a throw in use, game
    /// over), or no randomness is available.
    #[wasm_bindgen(js_name = throwDice)]
    pub fn throw_dice(&mut self) -> Result<Ts<ThrowData>, JsError> {
        ts(&self.throw_data().map_err(js_err)?)
    }

    /// As `throwDice`, with a given throw (`"x+y"` text, e.g. `"1+3"`).
    ///
    /// # Errors
    /// A malformed throw, or it is not time to throw.
    #[wasm_bindgen(js_name = throwWith)]
    pub fn throw_with(&mut self, throw: &str) -> Result<Ts<ThrowData>, JsError> {
        let throw: Throw = throw.parse().map_err(js_err)?;
        ts(&self.throw_given(throw).map_err(js_err)?)
    }

    /// The legal next moves of the current throw (empty when no throw is in
    /// use). Each can be handed back to `makeMove` as it is.
    ///
    /// # Errors
    /// Only if a move cannot be converted (not expected).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<Vec<Ts<MoveData>>, JsError> {
        ts_list(&self.legal_move_data())
    }

    /// Makes a legal next move: a move from `legalMoves()` (or any object
    /// with its `from`, `via`, `to` and `dice`), or its notation (read with
    /// the notation parser, e.g. `"A16-M16"`). Returns `true` when the throw
    /// is thereby used up (the play is recorded and the game moves on),
    /// `false` if a die is left.
    ///
    /// # Errors
    /// Not a legal next move now (or not a move at all), or no throw is in
    /// use. The game is unchanged.
    #[wasm_bindgen(js_name = makeMove)]
    pub fn make_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "MoveInput | string")] mv: JsValue,
    ) -> Result<bool, JsError> {
        let m = self.move_of(mv)?;
        self.make_move_data(m).map_err(js_err)
    }

    /// Whether `mv` (as `makeMove` takes it) is a legal next move now: a
    /// move chosen earlier may no longer be one (a stale button, a second
    /// click). Anything that is not a move at all is `false`.
    #[wasm_bindgen(js_name = isLegalMove)]
    pub fn is_legal_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "MoveInput | string")] mv: JsValue,
    ) -> bool {
        self.move_of(mv).is_ok()
    }

    /// The rest of the current throw when there is nothing to choose: every
    /// legal way to finish it (from the moves made so far) leads to the
    /// same position, as the rules crate's play generation finds
    /// (`daldos::Position::forced_play`). Its moves, in order, for
    /// `makeMove` one by one (a single move for most forced throws, two
    /// for two forced single moves); `undefined` while there is a choice
    /// to make or no throw in use. (A lost throw is never in use: it passes
    /// at once.)
    ///
    /// # Errors
    /// Only if a move cannot be converted (not expected).
    #[wasm_bindgen(js_name = forcedPlay)]
    pub fn forced_play(&self) -> Result<Option<Vec<Ts<MoveData>>>, JsError> {
        self.forced_play_data()
            .map(|moves| ts_list(&moves))
            .transpose()
    }

    /// Why the piece on `hole` (a hole's name, `"A3"`) has no legal next
    /// move now, as the rules crate answers it (`daldos::Game::why_no_move`):
    /// a [`NoMoveData`] (`{ kind: "blocked", hole: "A3" }`, …), or
    /// `undefined` when it has one. For telling a player who picks a piece
    /// that cannot move why; the page words it.
    ///
    /// # Errors
    /// `hole` is not a hole's name on this board.
    #[wasm_bindgen(js_name = whyNoMove)]
    pub fn why_no_move(&self, hole: &str) -> Result<Option<Ts<NoMoveData>>, JsError> {
        self.why_no_move_data(hole)
            .map_err(js_err)?
            .map(|why| ts(&why))
            .transpose()
    }

    /// Takes back the last move of the current, not yet used up, throw;
    /// returns it.
    ///
    /// # Errors
    /// No move of the current throw has been made.
    #[wasm_bindgen(js_name = undoMove)]
    pub fn undo_move(&mut self) -> Result<Ts<MoveData>, JsError> {
        ts(&self.undo_move_data().map_err(js_err)?)
    }

    /// `side` (`"a"` or `"b"`) resigns: the game is over at once, won by
    /// the other side (`view()`'s `winner`, with `termination`
    /// `"resignation"`; the record's `[Result]` and `[Termination
    /// "resignation"]`). Either side may resign at any time before the
    /// end; a throw in use is dropped, its moves taken back.
    ///
    /// # Errors
    /// `side` is not `"a"` or `"b"`, or the game is already over. The game
    /// is unchanged.
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SideName")] side: &str,
    ) -> Result<(), JsError> {
        let side = side_of(side)?;
        self.resign_side(side).map_err(js_err)
    }

    /// `side` (`"a"` or `"b"`) takes back its last played throw and
    /// everything after it (the other side's reply, a throw in use): the
    /// game stands at the start of that throw again, the same dice in hand
    /// and no move made, to be played again (the rules crate's
    /// `Game::take_back`; `view().takeBack` says whether it can now). No
    /// dice are thrown: in a seeded game every later throw is the one it
    /// would have been; in an unseeded one the throws after it are thrown
    /// anew (docs/notation.md, "Takebacks"). Counted in the record's
    /// `[Takebacks]` and `view().takebacks`.
    ///
    /// # Errors
    /// `side` is not `"a"` or `"b"`, the roll-off is not done, the game is
    /// over, or `side` has no played throw. The game is unchanged.
    #[wasm_bindgen(js_name = takeBack)]
    pub fn take_back(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "SideName")] side: &str,
    ) -> Result<Ts<TakeBackData>, JsError> {
        let side = side_of(side)?;
        ts(&self.take_back_data(side).map_err(js_err)?)
    }

    /// What the computer's engine needs to choose the rest of the current
    /// throw or a hint (in the worker, with the engine's wasm build): the
    /// position before the throw, the variants, the dice and the moves made
    /// so far. `undefined` when no throw is in use.
    #[wasm_bindgen(js_name = engineRequest)]
    pub fn engine_request(&self) -> Result<Option<Ts<EngineRequest>>, JsError> {
        self.engine_request_data().as_ref().map(ts).transpose()
    }

    /// What the engine's `captureOdds` needs for the board shown: the
    /// board as it stands (with the current throw's moves so far), the
    /// variants, and `byTurn` true before a throw only. `undefined` before
    /// the roll-off is decided and once the game is over.
    #[wasm_bindgen(js_name = oddsRequest)]
    pub fn odds_request(&self) -> Result<Option<Ts<OddsRequest>>, JsError> {
        self.odds_request_data().as_ref().map(ts).transpose()
    }

    /// The state to draw (a [`View`]). Its cost does not grow with the
    /// game: of the record it holds only the number of completed throws
    /// and the last of them; `entries` gives the others.
    ///
    /// # Errors
    /// Only if the view cannot be converted (not expected).
    pub fn view(&self) -> Result<Ts<View>, JsError> {
        ts(&self.view_data())
    }

    /// The completed throws of the record from the `from`-th on (counted
    /// from 0, in order), at most `count` of them (`undefined`: all the
    /// rest), each a [`RecordEntry`] as in `view().lastEntry`; empty when
    /// `from` is at or past `view().throws`. For a move list that adds
    /// only the throws it does not show yet.
    ///
    /// # Errors
    /// Only if the entries cannot be converted (not expected).
    pub fn entries(&self, from: u32, count: Option<u32>) -> Result<Vec<Ts<RecordEntry>>, JsError> {
        ts_list(&self.entry_data(from as usize, count.map_or(usize::MAX, |c| c as usize)))
    }
}

/// The side `"a"` or `"b"` names.
///
/// # Errors
/// Any other text.
fn side_of(side: &str) -> Result<daldos::Side, JsError> {
    match side {
        "a" => Ok(daldos::Side::A),
        "b" => Ok(daldos::Side::B),
        _ => Err(js_err(format!(
            "side '{}' must be a or b",
            side.chars().take(8).collect::<String>()
        ))),
    }
}

/// Where a game's dice come from: its seed, or the browser's randomness.
enum GameDice {
    /// The page's seeded dice: each throw its own stream
    /// ([`ThrowSeededDice`]), from the game's next throw on.
    Seeded(ThrowSeededDice),
    /// `crypto.getRandomValues` (through `getrandom`).
    System(Box<SystemDice>),
}

impl DiceSource for GameDice {
    fn throw(&mut self) -> Throw {
        match self {
            GameDice::Seeded(dice) => dice.throw(),
            GameDice::System(dice) => dice.throw(),
        }
    }
}

impl WebGame {
    /// `game` in the facade's handle, with `seed` and a revision of its own.
    fn of(game: Game, seed: Option<u32>) -> WebGame {
        WebGame {
            game,
            seed,
            revision: next_revision(),
            played: Cell::new((0, None)),
            lines: RefCell::new((0, String::new())),
        }
    }

    /// Marks a change to the game: a new [`WebGame::revision`].
    fn changed(&mut self) {
        self.revision = next_revision();
    }

    /// The index of the record's last completed throw that was not lost
    /// (see [`WebGame::played`]): only the throws added since the last
    /// call are looked at.
    fn last_played(&self) -> Option<usize> {
        let record = self.game.record();
        let (seen, found) = match self.played.get() {
            // (A record never shrinks; a shorter one would be looked at
            // again from its start.)
            (seen, found) if seen <= record.len() => (seen, found),
            _ => (0, None),
        };
        let found = record[seen..]
            .iter()
            .rposition(|t| !t.play.is_empty())
            .map(|i| seen + i)
            .or(found);
        self.played.set((record.len(), found));
        found
    }

    /// The legal next move that `mv` (a [`MoveInput`] or notation) names.
    fn move_of(&self, mv: JsValue) -> Result<Move, JsError> {
        match mv.as_string() {
            Some(text) => self.parse_move(&text).map_err(js_err),
            None => {
                let input: MoveInput = serde_wasm_bindgen::from_value(mv)
                    .map_err(|e| js_err(format!("not a move: {e}")))?;
                self.find_move(&input).map_err(js_err)
            }
        }
    }

    /// `side` resigns (what `resign()` does).
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game is already over (unchanged).
    pub fn resign_side(&mut self, side: daldos::Side) -> Result<(), GameError> {
        self.game.resign(side)?;
        self.changed();
        Ok(())
    }

    /// `side` takes back (what `takeBack()` does): the throw restored and
    /// the completed throws kept. The record's kept lines and the last
    /// played throw are looked for afresh, the record being shorter.
    ///
    /// # Errors
    /// As the rules crate's `Game::take_back` (unchanged).
    pub fn take_back_data(&mut self, side: daldos::Side) -> Result<TakeBackData, GameError> {
        let throw = self.game.take_back(side)?;
        self.played.set((0, None));
        *self.lines.borrow_mut() = (0, String::new());
        self.changed();
        Ok(TakeBackData {
            dice: throw_values(throw),
            throws: u32::try_from(self.game.record().len()).unwrap_or(u32::MAX),
        })
    }

    /// The legal next moves (what `legalMoves()` hands over).
    #[must_use]
    pub fn legal_move_data(&self) -> Vec<MoveData> {
        let pos = self.game.board();
        self.game
            .legal_next_moves()
            .iter()
            .map(|m| MoveData::legal(&pos, m))
            .collect()
    }

    /// The rest of the current throw when there is nothing to choose (what
    /// `forcedPlay()` hands over): its moves from the board as it stands,
    /// or `None`.
    #[must_use]
    pub fn forced_play_data(&self) -> Option<Vec<MoveData>> {
        let moves = self.game.forced_moves()?;
        Some(MoveData::list(&self.game.board(), &moves))
    }

    /// Why the piece on the hole named `hole` cannot move now (what
    /// `whyNoMove()` hands over), or `None` when it can.
    ///
    /// # Errors
    /// `hole` is not a hole's name on this board.
    pub fn why_no_move_data(&self, hole: &str) -> Result<Option<NoMoveData>, String> {
        let size = self.game.rules().size();
        let h: daldos::Hole = hole
            .parse()
            .ok()
            .filter(|h: &daldos::Hole| daldos::Hole::all(size).any(|x| x == *h))
            .ok_or_else(|| format!("{hole:?} is not a hole of the board of {size}"))?;
        Ok(self.game.why_no_move(h).map(NoMoveData::from))
    }

    /// The view (what `view()` hands over).
    #[must_use]
    pub fn view_data(&self) -> View {
        View::of(&self.game, self.last_played())
    }

    /// The record's entries from the `from`-th (from 0), at most `count`
    /// of them (what `entries()` hands over).
    #[must_use]
    pub fn entry_data(&self, from: usize, count: usize) -> Vec<RecordEntry> {
        let end = self.game.record().len().min(from.saturating_add(count));
        (from..end)
            .filter_map(|i| RecordEntry::in_game(&self.game, i))
            .collect()
    }

    /// The whole roll-off with the game's dice (what `rollOff()` hands
    /// over): both sides throw until the sums differ.
    ///
    /// # Errors
    /// [`DiceError::Game`] when the roll-off is already done,
    /// [`DiceError::NoRandomness`] without a seed or randomness.
    pub fn roll_off_data(&mut self) -> Result<RollOffData, DiceError> {
        let mut dice = self.dice()?;
        Ok(self.roll_off_with_dice(&mut dice)?)
    }

    /// The whole roll-off with the throws `throws` (what `rollOffGiven`
    /// does): played on a copy of the game first, so that bad throws leave
    /// it as it was.
    ///
    /// # Errors
    /// [`RollOffGivenError`].
    pub fn roll_off_given_data(
        &mut self,
        throws: &[String],
    ) -> Result<RollOffData, RollOffGivenError> {
        let parsed = throws
            .iter()
            .map(|t| {
                t.parse::<Throw>()
                    .map_err(|e| RollOffGivenError::Throw(t.clone(), e))
            })
            .collect::<Result<Vec<_>, _>>()?;
        if parsed.len() % 2 == 1 {
            return Err(RollOffGivenError::Odd(parsed.len()));
        }
        let mut game = self.game.clone();
        let before = game.roll_off_rounds().len();
        let mut starter = None;
        for (i, pair) in parsed.chunks(2).enumerate() {
            if starter.is_some() {
                return Err(RollOffGivenError::LeftOver(i));
            }
            starter = game
                .roll_off_with(pair[0], pair[1])
                .map_err(RollOffGivenError::Game)?;
        }
        let starter = starter.ok_or(RollOffGivenError::Undecided)?;
        let rounds = game.roll_off_rounds()[before..]
            .iter()
            .map(|r| RollOffRound::new(*r))
            .collect();
        self.game = game;
        self.changed();
        Ok(RollOffData {
            rounds,
            starter: side_name(starter),
        })
    }

    /// One roll-off round with the throws `a` (A's) and `b` (B's): the
    /// starter, or `None` on equal sums (what `rollOffWith` does).
    ///
    /// # Errors
    /// [`GameError::RollOffDone`] when the roll-off is already done.
    pub fn roll_off_round(&mut self, a: Throw, b: Throw) -> Result<Option<SideName>, GameError> {
        let starter = self.game.roll_off_with(a, b)?;
        self.changed();
        Ok(starter.map(side_name))
    }

    /// Makes the legal next move `m` (what `makeMove` does with the move
    /// it has read): whether the throw is thereby used up.
    ///
    /// # Errors
    /// As [`Game::make_move`]; the game is unchanged.
    pub fn make_move_data(&mut self, m: Move) -> Result<bool, GameError> {
        let done = self.game.make_move(m)?;
        self.changed();
        Ok(done)
    }

    /// Takes back the last move of the current throw (what `undoMove`
    /// does and hands over).
    ///
    /// # Errors
    /// [`GameError::NothingToUndo`] when no move of the current throw has
    /// been made.
    pub fn undo_move_data(&mut self) -> Result<MoveData, GameError> {
        let m = self.game.undo_move()?;
        self.changed();
        Ok(MoveData::new(&self.game.board(), &m))
    }

    /// The side to move's throw with the game's dice (what `throwDice()`
    /// hands over).
    ///
    /// # Errors
    /// [`DiceError::Game`] when it is not time to throw,
    /// [`DiceError::NoRandomness`] without a seed or randomness.
    pub fn throw_data(&mut self) -> Result<ThrowData, DiceError> {
        let throw = self.next_throw()?;
        Ok(self.throw_given(throw)?)
    }

    /// The roll-off thrown with `dice` (see [`WebGame::roll_off`]): the
    /// rules crate's loop ([`Game::roll_off`]), its rounds as handed over.
    fn roll_off_with_dice(&mut self, dice: &mut GameDice) -> Result<RollOffData, GameError> {
        let before = self.game.roll_off_rounds().len();
        let starter = self.game.roll_off(dice)?;
        self.changed();
        Ok(RollOffData {
            rounds: self.game.roll_off_rounds()[before..]
                .iter()
                .map(|r| RollOffRound::new(*r))
                .collect(),
            starter: side_name(starter),
        })
    }

    /// Uses `throw` as the side to move's throw (what `throwDice` and
    /// `throwWith` hand over).
    ///
    /// # Errors
    /// [`GameError`] when it is not time to throw.
    pub fn throw_given(&mut self, throw: Throw) -> Result<ThrowData, GameError> {
        let kind = self.game.throw_with(throw)?;
        self.changed();
        Ok(throw_data(throw, kind))
    }

    /// The legal next move written `text` (notation, read with
    /// [`notation::parse_move`]).
    ///
    /// # Errors
    /// [`GameError::NoThrow`] without a throw in use, else
    /// [`GameError::IllegalMove`] with the parser's reason.
    pub fn parse_move(&self, text: &str) -> Result<Move, GameError> {
        let (throw, taken) = self.game.current_throw().ok_or(GameError::NoThrow)?;
        notation::parse_move(self.game.position(), throw, taken, text)
            .map_err(|e| GameError::IllegalMove(e.to_string()))
    }

    /// The legal next move that `input` names (same holes, same dice).
    ///
    /// # Errors
    /// [`GameError::NoThrow`] without a throw in use,
    /// [`GameError::IllegalMove`] if no legal next move is that move.
    pub fn find_move(&self, input: &MoveInput) -> Result<Move, GameError> {
        if self.game.current_throw().is_none() {
            return Err(GameError::NoThrow);
        }
        self.game
            .legal_next_moves()
            .into_iter()
            .find(|m| input.is(m))
            .ok_or_else(|| {
                let via = input
                    .via
                    .as_deref()
                    .map(|v| format!(" via {v}"))
                    .unwrap_or_default();
                GameError::IllegalMove(format!(
                    "{}-{}{via} with {:?} is not a legal next move now",
                    input.from, input.to, input.dice
                ))
            })
    }

    /// The request for the engine (what `engineRequest()` hands over).
    #[must_use]
    pub fn engine_request_data(&self) -> Option<EngineRequest> {
        let (throw, taken) = self.game.current_throw()?;
        Some(EngineRequest {
            size: self.game.rules().size(),
            position: self.game.position().to_string(),
            variants: self.variant_ids(),
            dice: throw_values(throw),
            taken: MoveData::list(self.game.position(), taken),
        })
    }

    /// The request for the capture odds (what `oddsRequest()` hands over).
    #[must_use]
    pub fn odds_request_data(&self) -> Option<OddsRequest> {
        let by_turn = match self.game.phase() {
            daldos::Phase::AwaitingThrow => true,
            daldos::Phase::Moving { .. } => false,
            daldos::Phase::RollOff | daldos::Phase::Over(_) => return None,
        };
        Some(OddsRequest {
            position: self.game.board().to_string(),
            variants: self.variant_ids(),
            by_turn,
        })
    }

    /// The ids of the variants in force.
    fn variant_ids(&self) -> Vec<String> {
        self.game
            .rules()
            .variants
            .names()
            .map(str::to_string)
            .collect()
    }

    /// The game's next throw from its dice (see [`WebGame::dice`]).
    fn next_throw(&self) -> Result<Throw, DiceError> {
        Ok(self.dice()?.throw())
    }

    /// The dice of this game from its next throw on: with a seed, the
    /// page's reproducible dice ([`ThrowSeededDice`], at
    /// [`Game::throw_index`]), else the browser's randomness.
    fn dice(&self) -> Result<GameDice, DiceError> {
        Ok(match self.seed {
            Some(seed) => GameDice::Seeded(ThrowSeededDice::at(seed, self.game.throw_index())),
            None => GameDice::System(Box::new(system_dice()?)),
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_given_roll_off_is_played_whole_or_not_at_all() {
        use super::{RollOffGivenError, WebGame};
        let list = |t: &[&str]| t.iter().map(|s| (*s).to_string()).collect::<Vec<_>>();
        let mut g = WebGame::new(16, "standard").unwrap();
        let before = g.to_record();
        // Bad throws leave the game as it was, each error saying why.
        for (throws, why) in [
            (
                list(&["2+3", "1+4", "4+4"]),
                "3 roll-off throws: each round needs Light's and Dark's",
            ),
            (
                list(&["2+3", "1+4"]),
                "the roll-off throws end in a tie: nobody starts yet",
            ),
            (
                list(&["4+4", "1+2", "2+3", "1+1"]),
                "roll-off throws left over: round 1 came after the starter was decided",
            ),
        ] {
            let e = g.roll_off_given_data(&throws).unwrap_err();
            assert_eq!(e.to_string(), why);
            assert_eq!(g.to_record(), before);
        }
        assert!(matches!(
            g.roll_off_given_data(&list(&["2+5", "1+1"])),
            Err(RollOffGivenError::Throw(..))
        ));
        // The lesson's: a tie, then Light's 8 against Dark's 3.
        let r = g
            .roll_off_given_data(&list(&["2+3", "4+1", "4+4", "1+2"]))
            .unwrap();
        assert_eq!(
            serde_json::to_string(&r).unwrap(),
            r#"{"rounds":[{"a":[2,3],"b":[4,1],"tie":true},{"a":[4,4],"b":[1,2],"tie":false}],"starter":"a"}"#
        );
        assert!(matches!(
            g.roll_off_given_data(&list(&["2+3", "1+1"])),
            Err(RollOffGivenError::Game(_))
        ));
    }

    #[test]
    fn record_warnings_name_a_near_tag_with_its_line() {
        assert_eq!(
            super::record_warnings("[Game \"Daldøs\"]\n[board \"12\"]\n"),
            ["line 2: the tag [board] is not known and is ignored; did you mean [Board]? (tag names are case-sensitive)"]
        );
        assert!(super::record_warnings("[Board \"12\"]\n").is_empty());
    }

    #[test]
    fn a_game_comes_back_from_its_share_code() {
        let record = include_str!("../../../docs/examples/short-game.dgn");
        let game = super::WebGame::from_record(record).unwrap();
        let code = game.share_code();
        assert_eq!(code, "AQtgQEQDJ5pTmOnZwLzi5tc");
        for text in [code.clone(), format!(" {code}\n")] {
            let back = super::WebGame::from_share_code(&text)
                .map_err(|_| ())
                .unwrap();
            assert_eq!(back.to_record(), game.to_record());
            assert_eq!(back.seed(), None);
        }
    }

    #[test]
    fn a_record_with_hash_in_its_tags_and_lone_cr_reads_as_on_the_command_line() {
        // The page's file reading is `Game.fromRecord`, the command line's
        // `daldos replay` is `daldos::Game::from_record`: the same game,
        // and through a share code the same record again.
        let record = include_str!("../../../docs/examples/short-game.dgn")
            .replacen(
                "[Board \"12\"]\n",
                "[Event \"Game #3\"]\n[Site\t\"https://x.org/daldos#rules\"]\n[Board \"12\"]\n",
                1,
            )
            .replace('\n', "\r");
        let game = super::WebGame::from_record(&record)
            .map_err(|_| ())
            .unwrap();
        assert_eq!(
            game.to_record(),
            daldos::Game::from_record(&record).unwrap().to_record()
        );
        assert_eq!(game.share_code(), "AQtgQEQDJ5pTmOnZwLzi5tc");
        let back = super::WebGame::from_share_code(&game.share_code())
            .map_err(|_| ())
            .unwrap();
        assert_eq!(back.to_record(), game.to_record());
        assert!(super::record_warnings(&record).is_empty());
    }

    #[test]
    fn lights_track_runs_home_row_to_the_stern_then_the_middle_row_to_the_bow() {
        let t = super::track(6).unwrap();
        assert_eq!(
            t.join(" "),
            "A1 A2 A3 A4 A5 A6 M6 M5 M4 M3 M2 M1 M0 B1 B2 B3 B4 B5 B6"
        );
        assert_eq!(super::track(16).unwrap().len(), 49);
    }

    use super::*;

    fn started(size: u8) -> WebGame {
        let mut g = WebGame::new(size, "standard").unwrap();
        assert_eq!(
            g.roll_off_with("1+2", "3+4").ok().flatten().as_deref(),
            Some("b")
        );
        g
    }

    #[test]
    fn a_resignation_is_in_the_view_and_bumps_the_revision() {
        let mut g = started(12);
        let before = g.revision();
        g.resign_side(daldos::Side::B).unwrap();
        assert_ne!(g.revision(), before);
        let v = g.view_data();
        assert_eq!(v.phase, PhaseName::Over);
        assert_eq!(v.winner, Some(SideName::A));
        assert_eq!(v.termination, Some(TerminationName::Resignation));
        assert_eq!(g.odds_request_data(), None);
        let over = g.revision();
        assert!(matches!(
            g.resign_side(daldos::Side::A),
            Err(GameError::GameOver(_))
        ));
        // A call that fails is no change.
        assert_eq!(g.revision(), over);
        // Resigned before its first throw: its only step is its end.
        assert_eq!(
            g.after_throws(0).view_data().termination,
            Some(TerminationName::Resignation)
        );
    }

    #[test]
    fn after_throws_shows_each_step_of_a_recorded_game() {
        let record = include_str!("../../../tests/review/game.dgn");
        let mut g = WebGame::from_record(record).unwrap();
        g.set_seed(Some(7));
        let full = g.view_data();
        let all = g.entry_data(0, usize::MAX);
        assert_eq!((full.throws, all.len()), (70, 70));
        let step = g.after_throws(8);
        let v = step.view_data();
        assert_eq!(step.seed(), Some(7));
        assert_eq!(step.entry_data(0, usize::MAX), all[..8]);
        assert_eq!(v.throws, 8);
        assert_eq!(v.phase, PhaseName::AwaitingThrow);
        // The eighth throw (a 3+3 of Light's) is the last play drawn.
        assert_eq!(v.last_entry.as_ref(), Some(&all[7]));
        assert_eq!(all[7].text, "a 3+3: A11-M11-M8");
        assert_eq!(
            v.last_play
                .iter()
                .map(|m| m.text.as_str())
                .collect::<Vec<_>>(),
            ["A11-M11-M8"]
        );
        let start = g.after_throws(0).view_data();
        assert_eq!((start.throws, start.last_entry), (0, None));
        assert_eq!(g.after_throws(500).view_data(), full);
    }

    #[test]
    fn rules_info_takes_variants_from_the_rules_and_levels_from_the_engine() {
        let info = RulesInfo::new();
        let variants: Vec<(&str, &str)> = info
            .variants
            .iter()
            .map(|v| (v.id.as_str(), v.name.as_str()))
            .collect();
        assert_eq!(
            variants,
            [
                ("stern-most-dal", "stern-most dal"),
                ("capture-both-stops", "capture at both stops"),
                ("last-piece-loses", "last piece loses")
            ]
        );
        let l = info.levels;
        assert_eq!((l.min, l.max, l.default, l.first, l.hint), (1, 5, 3, 2, 5));
    }

    #[test]
    fn version_matches_package() {
        assert_eq!(version(), env!("CARGO_PKG_VERSION"));
    }

    #[test]
    fn view_of_a_new_norwegian_board() {
        let g = WebGame::new(12, "").unwrap();
        let v = g.view_data();
        assert_eq!(v.size, 12);
        assert_eq!(v.holes.len(), 12 + 13 + 12);
        assert_eq!(v.holes[0].name, "A1");
        assert_eq!(v.holes[0].piece, Some(PieceName::LightUndalled));
        assert_eq!(v.holes[12].row, RowName::M);
        assert_eq!(v.holes[12].name, "M0");
        assert_eq!(v.holes[12].piece, None);
        assert_eq!(v.phase, PhaseName::RollOff);
        assert_eq!(v.pieces_left, [12, 12]);
        assert_eq!(v.position, "aaaaaaaaaaaa/13/bbbbbbbbbbbb a");
    }

    #[test]
    fn moves_view_and_record_round_trip() {
        let mut g = started(16);
        assert_eq!(g.view_data().turn, SideName::B);
        // The first line of the doc example: B dals its stern piece.
        let thrown = g.throw_given("1+3".parse().unwrap()).unwrap();
        assert_eq!(thrown.outcome, ThrowOutcome::Play);
        assert_eq!((thrown.dice, thrown.extra_throw), ([1, 3], false));
        let moves = g.legal_move_data();
        let summed = moves
            .iter()
            .find(|m| m.text == "B16-M16-M13")
            .expect("summed dal move offered");
        assert!(summed.summed && summed.dal);
        assert_eq!(summed.dice, vec![1, 3]);
        assert_eq!(summed.path, vec!["M16", "M15", "M14", "M13"]);
        assert!(moves.iter().all(|m| m.summed), "1+3 must be used whole");
        assert!(g.game.make_move(g.game.legal_next_moves()[0]).unwrap());
        g.game.throw_with("1+1".parse().unwrap()).unwrap();
        let dal = g
            .legal_move_data()
            .into_iter()
            .find(|m| m.text == "A16-M16")
            .unwrap();
        assert_eq!(dal.path, vec!["M16"]);
        assert!(!g.game.make_move(g.game.legal_next_moves()[0]).unwrap());
        let v = g.view_data();
        let current = v.current.as_ref().unwrap();
        assert_eq!(current.dice_used, [true, false]);
        assert_eq!(current.text, "a 1+1: A16-M16");
        assert_eq!(v.last_play.len(), 1);
        assert_eq!(v.last_play[0].path, vec!["M16"]);
        // Save mid-throw and resume exactly.
        let record = g.to_record();
        let back = WebGame::from_record(&record).unwrap();
        assert_eq!(back.view_data(), g.view_data());
    }

    #[test]
    fn the_engine_request_is_the_position_before_the_throw_and_its_moves() {
        let mut g = started(12);
        assert_eq!(g.engine_request_data(), None, "no throw in use");
        g.game.throw_with("1+1".parse().unwrap()).unwrap();
        let first = g.game.legal_next_moves()[0];
        g.game.make_move(first).unwrap();
        let req = g.engine_request_data().unwrap();
        assert_eq!(req.position, "aaaaaaaaaaaa/13/bbbbbbbbbbbb b");
        assert_eq!((req.dice, req.variants.len()), ([1, 1], 0));
        assert_eq!(req.taken.len(), 1);
        assert_eq!(req.taken[0].text, notation::move_to_string(&first));
    }

    /// Plays a seeded game for `throws` throws (first legal move each time);
    /// returns the record.
    fn seeded_game(seed: u32, throws: usize) -> WebGame {
        let mut g = WebGame::new(12, "standard").unwrap();
        g.set_seed(Some(seed));
        let mut dice = g.dice().unwrap();
        let roll = g.roll_off_with_dice(&mut dice).unwrap();
        assert!(roll.rounds.last().is_some_and(|r| !r.tie));
        assert!(roll.rounds.iter().rev().skip(1).all(|r| r.tie));
        for _ in 0..throws {
            if g.game.outcome().is_some() {
                break;
            }
            g.throw_given(g.next_throw().unwrap()).unwrap();
            while let Some(m) = g.game.legal_next_moves().first().copied() {
                g.game.make_move(m).unwrap();
            }
        }
        g
    }

    #[test]
    fn a_seeded_game_repeats_and_resumes_with_the_same_dice() {
        let a = seeded_game(7, 30);
        assert_eq!(a.view_data(), seeded_game(7, 30).view_data());
        assert_ne!(a.to_record(), seeded_game(8, 30).to_record());
        // Saved after 12 throws and read back with its seed: the next 18
        // throws are the ones the uninterrupted game threw.
        let mut b = WebGame::from_record(&seeded_game(7, 12).to_record()).unwrap();
        b.set_seed(Some(7));
        for _ in 0..18 {
            if b.game.outcome().is_some() {
                break;
            }
            b.throw_given(b.next_throw().unwrap()).unwrap();
            while let Some(m) = b.game.legal_next_moves().first().copied() {
                b.game.make_move(m).unwrap();
            }
        }
        assert_eq!(b.to_record(), a.to_record());
        // The computer's choice seed follows the seed and the throw number.
        assert_eq!(a.choice_seed().unwrap(), b.choice_seed().unwrap());
        assert_ne!(
            a.choice_seed().unwrap(),
            seeded_game(7, 29).choice_seed().unwrap()
        );
    }

    /// The entries of `g`'s record as they were made before the view kept
    /// none: each move's path from the position replayed up to its throw.
    fn replayed_entries(g: &WebGame) -> Vec<RecordEntry> {
        let mut pos = *g.game.start();
        g.game
            .record()
            .iter()
            .map(|t| {
                let moves: Vec<Move> = t.play.moves().copied().collect();
                let entry = RecordEntry {
                    side: side_name(t.side),
                    dice: throw_values(t.play.throw),
                    moves: data::MoveData::list(&pos, &moves),
                    passed: t.play.is_empty(),
                    extra_throw: t.play.throw.is_dal_dal(),
                    text: format!("{} {}: {}", t.side, t.play.throw, t.play),
                };
                pos = pos.play_unchecked(&t.play);
                entry
            })
            .collect()
    }

    #[test]
    fn a_winning_1_1_earns_no_extra_throw_in_its_entry() {
        // Light's awake piece on M4 takes Dark's last piece on M3 with the
        // first dal of 1+1: the game is over, so no extra throw (docs/rules.md).
        let mut g = WebGame::from_position("6/3BA2/6 a", "standard").unwrap();
        g.game.throw_with("1+1".parse().unwrap()).unwrap();
        let m = g.game.legal_next_moves()[0];
        assert!(g.game.make_move(m).unwrap());
        assert!(g.game.outcome().is_some());
        let v = g.view_data();
        let last = v.last_entry.as_ref().unwrap();
        assert_eq!((last.dice, last.extra_throw), ([1, 1], false));
        assert!(!g.entry_data(0, 1)[0].extra_throw);
        assert!(!v.extra_throw);
        // A 1+1 that does not end the game still earns one.
        let mut g = WebGame::from_position("6/1A3B1/6 a", "standard").unwrap();
        g.game.throw_with("1+1".parse().unwrap()).unwrap();
        while g.game.current_throw().is_some() {
            let m = g.game.legal_next_moves()[0];
            g.game.make_move(m).unwrap();
        }
        assert!(g.view_data().last_entry.unwrap().extra_throw);
    }

    #[test]
    fn entries_are_those_of_the_replayed_record_in_any_window() {
        let review = WebGame::from_record(include_str!("../../../tests/review/game.dgn")).unwrap();
        for g in [review, seeded_game(7, 1000), seeded_game(3, 1000)] {
            let all = g.entry_data(0, usize::MAX);
            assert_eq!(all, replayed_entries(&g));
            let n = all.len();
            assert!(n > 30, "a whole game: {n} throws");
            assert!(all
                .iter()
                .any(|e| e.moves.iter().any(|m| !m.captures.is_empty())));
            for (from, count) in [(0, 1), (5, 3), (n - 1, 1), (n - 2, 10), (n, 1), (n + 5, 2)] {
                let want = &all[from.min(n)..(from + count).min(n)];
                assert_eq!(
                    g.entry_data(from, count),
                    want,
                    "from {from}, count {count}"
                );
            }
            let v = g.view_data();
            assert_eq!(v.throws as usize, n);
            assert_eq!(v.last_entry.as_ref(), all.last());
        }
    }

    #[test]
    fn the_record_written_step_by_step_is_the_whole_record() {
        let mut g = seeded_game(5, 0);
        for _ in 0..300 {
            assert_eq!(g.to_record(), g.game.to_record());
            if g.game.outcome().is_some() {
                break;
            }
            g.throw_data().unwrap();
            assert_eq!(g.to_record(), g.game.to_record(), "a throw in use");
            while let Some(m) = g.game.legal_next_moves().first().copied() {
                g.make_move_data(m).unwrap();
                assert_eq!(g.to_record(), g.game.to_record());
            }
        }
        assert!(g.game.outcome().is_some(), "played to the end");
        assert!(g.to_record().ends_with("\n"));
    }

    #[test]
    fn the_last_play_drawn_skips_lost_throws_also_when_they_come_one_by_one() {
        let mut g = WebGame::new(16, "standard").unwrap();
        let a_starts = g.roll_off_round("3+4".parse().unwrap(), "1+2".parse().unwrap());
        assert_eq!(a_starts, Ok(Some(SideName::A)));
        // Each step: a throw, then the last play drawn and the last entry's
        // text. Every piece stands undalled at first, so a throw without a
        // dal is lost; A's 1+3 dals its stern piece, and from then on its
        // throws can be used.
        let steps = [
            ("2+3", "", "a 2+3: --"),
            ("4+2", "", "b 4+2: --"),
            ("1+3", "A16-M16-M13", "a 1+3: A16-M16-M13"),
            ("2+2", "A16-M16-M13", "b 2+2: --"),
            ("4+3", "M13-M9-M6", "a 4+3: M13-M9-M6"),
            ("3+2", "M13-M9-M6", "b 3+2: --"),
        ];
        for (throw, last_play, entry) in steps {
            let thrown = g.throw_given(throw.parse().unwrap()).unwrap();
            if thrown.outcome != ThrowOutcome::Lost {
                // The summed move (the last listed for these throws).
                let m = *g.game.legal_next_moves().last().unwrap();
                assert!(g.make_move_data(m).unwrap(), "{throw}: one summed move");
            }
            let v = g.view_data();
            let drawn: Vec<&str> = v.last_play.iter().map(|m| m.text.as_str()).collect();
            assert_eq!(drawn.join(" "), last_play, "after {throw}");
            assert_eq!(v.last_entry.map(|e| e.text).as_deref(), Some(entry));
        }
        // Read back from its record: the same (the record looked through in
        // one go).
        let back = WebGame::from_record(&g.to_record()).unwrap();
        assert_eq!(back.view_data(), g.view_data());
    }

    /// The revisions seen so far: a change gives one not seen before (on
    /// this game or another), anything else leaves the last one.
    struct Revisions(Vec<u32>);

    impl Revisions {
        fn changed(&mut self, g: &WebGame, what: &str) {
            assert!(!self.0.contains(&g.revision()), "{what}: a new revision");
            self.0.push(g.revision());
        }

        fn unchanged(&self, g: &WebGame, what: &str) {
            assert_eq!(Some(&g.revision()), self.0.last(), "{what}: no change");
        }

        /// Every read of the facade, which leaves the revision as it is.
        fn reads(&self, g: &WebGame) {
            let _ = (
                g.view_data(),
                g.entry_data(0, usize::MAX),
                g.legal_move_data(),
            );
            let _ = (g.to_record(), g.share_code(), g.position(), g.seed());
            let _ = (g.engine_request_data(), g.odds_request_data());
            let _ = g.choice_seed().ok();
            let _ = g.after_throws(1);
            self.unchanged(g, "reading");
        }
    }

    #[test]
    fn every_change_and_only_a_change_gives_a_new_revision() {
        let mut g = WebGame::new(12, "standard").unwrap();
        let mut r = Revisions(vec![g.revision()]);
        r.reads(&g);
        g.set_seed(Some(4));
        r.changed(&g, "setSeed(4)");
        g.set_seed(Some(4));
        r.unchanged(&g, "the same seed again");
        assert!(g.throw_data().is_err(), "no throw before the roll-off");
        r.unchanged(&g, "a throw that fails");
        let tie = g.roll_off_round("2+2".parse().unwrap(), "3+1".parse().unwrap());
        assert_eq!(tie, Ok(None));
        r.changed(&g, "a tied roll-off round");
        g.roll_off_data().unwrap();
        r.changed(&g, "rollOff");
        r.reads(&g);
        assert!(g.roll_off_data().is_err());
        assert!(g
            .roll_off_round("1+2".parse().unwrap(), "3+4".parse().unwrap())
            .is_err());
        assert!(g.undo_move_data().is_err());
        r.unchanged(&g, "calls that fail");
        // Throws until one can be used, each a change.
        while g.throw_data().unwrap().outcome == ThrowOutcome::Lost {
            r.changed(&g, "a lost throw");
        }
        r.changed(&g, "throwDice");
        r.reads(&g);
        assert!(g.throw_data().is_err(), "a throw in use");
        r.unchanged(&g, "a second throw");
        let first = g.game.legal_next_moves()[0];
        let done = g.make_move_data(first).unwrap();
        r.changed(&g, "makeMove");
        if !done {
            r.reads(&g);
            g.undo_move_data().unwrap();
            r.changed(&g, "undoMove");
            assert!(!g.make_move_data(first).unwrap());
            r.changed(&g, "makeMove again");
            while let Some(m) = g.game.legal_next_moves().first().copied() {
                g.make_move_data(m).unwrap();
                r.changed(&g, "the throw's last move");
            }
        }
        assert!(g.make_move_data(first).is_err());
        r.unchanged(&g, "a move that is not legal now");
        assert!(g.throw_given("1+1".parse().unwrap()).is_ok());
        r.changed(&g, "throwWith");
        g.set_seed(None);
        r.changed(&g, "setSeed(undefined)");
        r.reads(&g);
        // A new game has a revision of its own.
        r.changed(&WebGame::from_record(&g.to_record()).unwrap(), "fromRecord");
        r.changed(&g.after_throws(2), "afterThrows");
        r.changed(&WebGame::new(12, "").unwrap(), "new Game");
        r.changed(
            &WebGame::from_share_code(&g.share_code())
                .map_err(|_| ())
                .unwrap(),
            "fromShareCode",
        );
    }

    #[test]
    fn a_forced_throw_is_said_and_each_legal_move_says_its_board() {
        let mut g = started(16);
        assert_eq!(g.forced_play_data(), None);
        // Dark's 1+3 from the start: one play.
        g.throw_given("1+3".parse().unwrap()).unwrap();
        let only = g.forced_play_data().unwrap();
        assert_eq!(only.len(), 1);
        assert_eq!(only[0].text, "B16-M16-M13");
        assert_eq!(only[0].path, ["M16", "M15", "M14", "M13"]);
        assert!(g.game.make_move(g.game.legal_next_moves()[0]).unwrap());
        // Light's 1+1: A16 dalled and taken on (A16-M16-M15), or A16 and
        // A15 dalled: a choice; once A16-M16 is made, the second dal may
        // take A15 to A16 or M16 to M15, still a choice.
        g.throw_given("1+1".parse().unwrap()).unwrap();
        assert_eq!(g.forced_play_data(), None);
        // Each legal move says the board it leaves, the same side to move.
        for m in g.legal_move_data() {
            let after = m.after.as_deref().unwrap();
            assert!(after.ends_with(" a"), "{after}");
        }
        let dal = g
            .legal_move_data()
            .into_iter()
            .find(|m| m.text == "A16-M16")
            .unwrap();
        assert_eq!(
            dal.after.as_deref(),
            Some("aaaaaaaaaaaaaaa1/13B2A/bbbbbbbbbbbbbbb1 a")
        );
        // What the view and the record carry leaves it out.
        let view = g.view_data();
        assert!(view
            .last_entry
            .iter()
            .chain(&g.entry_data(0, 10))
            .flat_map(|e| &e.moves)
            .chain(&view.last_play)
            .all(|m| m.after.is_none()));
    }

    #[test]
    fn undo_restores_the_board() {
        let mut g = started(12);
        g.game.throw_with("1+2".parse().unwrap()).unwrap();
        let before = g.view_data();
        g.game.make_move(g.game.legal_next_moves()[0]).unwrap();
        if g.view_data().phase == PhaseName::Moving {
            assert!(g.view_data().current.unwrap().dice_used.iter().any(|&u| u));
            g.game.undo_move().unwrap();
            assert_eq!(g.view_data(), before);
        }
    }

    #[test]
    fn why_no_move_names_the_reason_and_its_hole() {
        let mut g = WebGame::from_position("aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a", "").unwrap();
        assert_eq!(g.why_no_move_data("A16"), Ok(Some(NoMoveData::NoThrow)));
        g.game.throw_with("1+3".parse().unwrap()).unwrap();
        assert_eq!(g.why_no_move_data("A16"), Ok(None));
        assert_eq!(
            g.why_no_move_data("A15"),
            Ok(Some(NoMoveData::Blocked { hole: "A16".into() }))
        );
        assert_eq!(g.why_no_move_data("B2"), Ok(Some(NoMoveData::NotYours)));
        assert_eq!(g.why_no_move_data("M3"), Ok(Some(NoMoveData::NoPiece)));
        assert!(
            g.why_no_move_data("A17").is_err(),
            "no A17 on the board of 16"
        );
        assert!(g.why_no_move_data("Q1").is_err());
        let json = serde_json::to_string(&NoMoveData::Blocked { hole: "A16".into() }).unwrap();
        assert_eq!(json, r#"{"kind":"blocked","hole":"A16"}"#);
        let json = serde_json::to_string(&NoMoveData::OtherDieUnusable).unwrap();
        assert_eq!(json, r#"{"kind":"otherDieUnusable"}"#);
    }
}
