//! Browser facade for Daldøs: a thin `wasm-bindgen` layer over the rules
//! crate (`daldos`) and the computer players (`daldos-ai`).
//!
//! One exported handle, [`WebGame`] (`Game` in JavaScript), owns a
//! [`daldos::Game`]. Every rule (legality, captures, the end) is decided
//! here, never in the page's JavaScript. Errors become JavaScript exceptions
//! (`Error` objects) carrying the Rust error's message; a panic hook reports
//! any panic on the console instead of leaving a silently dead page.
//!
//! The page's JavaScript (in `www/`) reaches these exports through
//! `window.wasmBindings` once Trunk fires `TrunkApplicationStarted`; the
//! computer's worker (`www/ai-worker.js`) loads the same module.
//!
//! Shapes handed to JavaScript (plain objects, made by
//! `serde-wasm-bindgen`) are the `Js*` structs below, with camelCase field
//! names. Sides are `"a"` / `"b"`, holes are names such as `"A16"`, `"M0"`,
//! dice are numbers `1..=4` (1 is the dal, drawn as "A").

use daldos::{
    notation, DiceSource, Game, Hole, Move, Phase, Position, Rules, SeededDice, Side, SystemDice,
    Throw, ThrowKind, Variants,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;
// Playout speed in the browser (scripts/bench-playouts.mjs); left out of the
// page's wasm.
#[cfg(feature = "bench")]
mod bench;

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

/// Evaluation networks handed in by [`load_net`], at most one per board size.
static NETS: std::sync::Mutex<Vec<&'static daldos_ai::Net>> = std::sync::Mutex::new(Vec::new());

/// Hands the engine a trained evaluation network: the bytes of
/// `nets/net-<N>.bin` (made by `daldos train-net`; the page fetches it
/// before the computer's first move on such a board). Without one the top
/// level plays on the linear evaluation. Returns the board size it is for.
/// Loading a network for a size that has one already keeps the first.
///
/// # Errors
/// Bytes that are not a network ([`daldos_ai::net::NetFormatError`]).
#[wasm_bindgen(js_name = loadNet)]
pub fn load_net(bytes: &[u8]) -> Result<u8, JsError> {
    let net = daldos_ai::Net::from_bytes(bytes).map_err(js_err)?;
    let size = net.size;
    let mut nets = NETS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if !nets.iter().any(|n| n.size == size) {
        nets.push(Box::leak(Box::new(net)));
    }
    Ok(size)
}

/// Whether the engine has a network for boards of `size` (bundled, or
/// given by [`load_net`]).
#[wasm_bindgen(js_name = hasNet)]
#[must_use]
pub fn has_net(size: u8) -> bool {
    engine_eval().net_for(size).is_some()
}

/// The file name (`net-<N>.bin`, in the page's `nets/` folder) of the
/// trained network for boards of `size`, if there is one and it is not
/// loaded yet; `undefined` otherwise.
#[wasm_bindgen(js_name = netFile)]
#[must_use]
pub fn net_file(size: u8) -> Option<String> {
    (daldos_ai::net::TRAINED_SIZES.contains(&size) && !has_net(size))
        .then(|| format!("net-{size}.bin"))
}

/// The engines' evaluation: the trained one with the loaded networks.
fn engine_eval() -> daldos_ai::StandardEval {
    let nets = NETS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    nets.iter()
        .fold(daldos_ai::StandardEval::trained(), |e, n| e.with_net(n))
}

fn js_err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(js_err)
}

fn side_str(side: Side) -> &'static str {
    match side {
        Side::A => "a",
        Side::B => "b",
    }
}

fn system_dice() -> Result<SystemDice, JsError> {
    SystemDice::new().map_err(|e| js_err(format!("no randomness for the dice: {e}")))
}

/// A legal next move as JavaScript sees it (`legalMoves()` items).
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JsMove {
    /// The move in the project's notation (`A16-M16`, `M9xM6`,
    /// `A16-M16-M13`); pass it back to `makeMove`.
    pub text: String,
    /// Hole the piece leaves.
    pub from: String,
    /// Hole the piece ends on.
    pub to: String,
    /// For a summed move: the hole where the first die ends.
    pub via: Option<String>,
    /// The dice spent: one value, or two (first die first) for a summed move.
    pub dice: Vec<u8>,
    /// Whether both dice are spent on this one piece.
    pub summed: bool,
    /// Whether this move dals (activates) an undalled piece.
    pub dal: bool,
    /// Holes whose enemy pieces this move captures (0, 1 or 2 of them).
    pub captures: Vec<String>,
    /// Every hole the piece passes, in order, ending with `to` (for
    /// animating the piece along its track).
    pub path: Vec<String>,
}

impl JsMove {
    fn new(pos: &Position, m: &Move) -> JsMove {
        let side = pos.turn();
        let path = (1..=usize::from(m.distance()))
            .filter_map(|steps| pos.ahead(side, m.from, steps))
            .map(|h| h.to_string())
            .collect();
        JsMove {
            text: notation::move_to_string(m),
            from: m.from.to_string(),
            to: m.to.to_string(),
            via: m.via.map(|h| h.to_string()),
            dice: std::iter::once(m.first.value())
                .chain(m.second.map(|d| d.value()))
                .collect(),
            summed: m.is_summed(),
            dal: m.dal,
            captures: m.captured_holes().map(|h| h.to_string()).collect(),
            path,
        }
    }
}

/// One hole of the board in [`JsView::holes`].
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JsHole {
    /// Hole name: `A1..AN`, `M0..MN`, `B1..BN`.
    pub name: String,
    /// Row letter: `"a"`, `"m"` or `"b"`.
    pub row: String,
    /// Column counted from the bow (`0` only for `M0`, the bow hole).
    pub column: u8,
    /// The piece on it in notation letters: `"a"`/`"b"` undalled (standing
    /// across the row), `"A"`/`"B"` dalled (turned along it); `None` if empty.
    pub piece: Option<String>,
}

/// One completed throw in [`JsView::moves`].
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JsTurn {
    /// Who threw: `"a"` or `"b"`.
    pub side: String,
    /// The throw, e.g. `"1+3"`.
    pub throw: String,
    /// The play in notation; `"--"` for a lost throw.
    pub play: String,
}

/// The whole state the page draws (`view()`).
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JsView {
    /// Holes per outer row, `N` (16 Danish, 12 Norwegian).
    pub size: u8,
    /// Variants in force, by record name (`stern-most-dal`,
    /// `capture-both-stops`, `last-piece-loses`); empty for standard.
    pub variants: Vec<String>,
    /// `"rollOff"`, `"awaitingThrow"`, `"moving"` or `"over"`.
    pub phase: String,
    /// Side to throw or move: `"a"` or `"b"` (before the roll-off: `"a"`).
    pub turn: String,
    /// Every hole of the board in notation order, with the current throw's
    /// moves so far applied.
    pub holes: Vec<JsHole>,
    /// Position notation of the board shown (`<A>/<M>/<B> <turn>`).
    pub position: String,
    /// The throw in use (two values `1..=4`), while moving.
    pub dice: Option<[u8; 2]>,
    /// Which of the two dice are spent by the moves made so far.
    pub dice_used: [bool; 2],
    /// Moves of the current throw made so far, in notation (undoable).
    pub taken: Vec<String>,
    /// Pieces left: `[A's, B's]`.
    pub pieces_left: [u32; 2],
    /// Completed throws, in order.
    pub moves: Vec<JsTurn>,
    /// Roll-off rounds, each `[A's throw, B's throw]` as `"x+y"` text.
    pub roll_off: Vec<[String; 2]>,
    /// The winner once the game is over.
    pub winner: Option<String>,
    /// Whether the side to throw earned this throw by a 1+1 just before.
    pub extra_throw: bool,
}

/// The result of `rollOff()`: the rounds thrown and the starter.
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JsRollOff {
    /// The rounds of this roll-off, each `[[A's dice], [B's dice]]`; equal
    /// sums mean another round.
    pub rounds: Vec<[[u8; 2]; 2]>,
    /// Who starts: `"a"` or `"b"`.
    pub starter: String,
}

/// One move of a [`JsHint`]'s play.
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JsHintMove {
    /// The move in notation (as `makeMove` takes it, in this order).
    pub text: String,
    /// Hole the piece leaves.
    pub from: String,
    /// Hole the piece ends on.
    pub to: String,
    /// For a summed move: the hole where the first die ends.
    pub via: Option<String>,
}

/// The engine's advice for the current throw (`hint()`).
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct JsHint {
    /// The suggested play in notation (`--` for a throw that cannot be used).
    pub play: String,
    /// Its moves, in order.
    pub moves: Vec<JsHintMove>,
    /// The engine's estimate (0..=1) that A (Light) wins after this play.
    pub win_a: f64,
    /// The engine's estimate (0..=1) that B (Dark) wins: `1 - winA`.
    pub win_b: f64,
}

/// Why the engine cannot give a hint now ([`WebGame::js_hint`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HintError {
    /// The level asked for is not 1..=5.
    Level(u8),
    /// No throw is in use (throw the dice first).
    NoThrow,
    /// A move of the throw is already made (a hint is for a whole throw).
    StepsMade,
    /// The game is over.
    Over,
}

impl std::fmt::Display for HintError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HintError::Level(n) => write!(f, "no computer level {n} (1 to 5)"),
            HintError::NoThrow => {
                f.write_str("there is no throw to advise on: throw the dice first")
            }
            HintError::StepsMade => {
                f.write_str("a hint is for a whole throw: undo its steps first")
            }
            HintError::Over => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for HintError {}

fn throw_values(t: Throw) -> [u8; 2] {
    [t.0.value(), t.1.value()]
}

fn kind_str(kind: ThrowKind) -> &'static str {
    match kind {
        ThrowKind::Full => "full",
        ThrowKind::Partial => "partial",
        ThrowKind::Lost => "lost",
    }
}

/// A game of Daldøs in the browser (`Game` in JavaScript).
///
/// ```js
/// const game = new wasmBindings.Game(16, "standard");
/// game.rollOff();                    // { rounds, starter }
/// const kind = game.throwDice();     // "full" | "partial" | "lost"
/// const [m] = game.legalMoves();     // { text, from, to, ... }
/// game.makeMove(m.text);             // true once the throw is used
/// ```
#[wasm_bindgen(js_name = Game)]
pub struct WebGame {
    game: Game,
    /// The game's seed ([`WebGame::set_seed`]): dice and the computer's
    /// choices follow from it; `None` for the browser's randomness.
    seed: Option<u32>,
}

/// Seed of the dice stream for throw number `index` of a game seeded with
/// `seed` (roll-off throws first, A then B each round, then the game's
/// throws in order). Each throw has its own stream, so a game resumed from
/// its record throws exactly what it would have thrown without the reload.
fn throw_seed(seed: u32, index: usize) -> u64 {
    (u64::from(seed) << 32) | (index as u64 & 0x7fff_ffff)
}

/// Seed for the computer's choice in the throw at record length `index`
/// of a game seeded with `seed` (a stream apart from the dice's).
fn choice_seed(seed: u32, index: usize) -> u32 {
    // Fold the 64-bit stream key to 32 bits (the bots take a u32 from JS).
    let key = (u64::from(seed) << 32) | 0x8000_0000 | (index as u64 & 0x7fff_ffff);
    let mixed = key.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (mixed >> 32) as u32
}

#[wasm_bindgen(js_class = Game)]
impl WebGame {
    /// A new game on a board of `size` holes per outer row (16 Danish, 12
    /// Norwegian; 6..=16 allowed) under `variants` (record names separated
    /// by spaces or commas, or `"standard"` / `""`). The roll-off comes
    /// first.
    ///
    /// # Errors
    /// An unknown variant name or a board size outside 6..=16.
    #[wasm_bindgen(constructor)]
    pub fn new(size: u8, variants: &str) -> Result<WebGame, JsError> {
        let variants: Variants = variants.parse().map_err(js_err)?;
        let rules = Rules::new(size, variants).map_err(js_err)?;
        Ok(WebGame {
            game: Game::new(rules),
            seed: None,
        })
    }

    /// Makes the game reproducible: with a seed (any `u32`), the roll-off,
    /// every throw and [`WebGame::choice_seed`] follow from it and from how
    /// far the game has got, so the same seed and the same moves give the
    /// same game, also across a save and [`WebGame::from_record`] (set the
    /// seed again after reading the record). `undefined` goes back to the
    /// browser's randomness.
    #[wasm_bindgen(js_name = setSeed)]
    pub fn set_seed(&mut self, seed: Option<u32>) {
        self.seed = seed;
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
            Some(seed) => Ok(choice_seed(seed, self.game.record().len())),
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
            .map(|game| WebGame { game, seed: None })
            .map_err(js_err)
    }

    /// The game record as text (header tags, one line per throw, the
    /// unfinished throw last).
    #[wasm_bindgen(js_name = toRecord)]
    pub fn to_record(&self) -> String {
        self.game.to_record()
    }

    /// Position notation of the board shown (the current throw's moves so
    /// far applied).
    pub fn position(&self) -> String {
        self.game.board().to_string()
    }

    /// The whole roll-off with the game's dice (its seed, else the
    /// browser's randomness): both sides throw until the sums differ.
    /// Returns a [`JsRollOff`].
    ///
    /// # Errors
    /// The roll-off is already done, or no randomness is available.
    #[wasm_bindgen(js_name = rollOff)]
    pub fn roll_off(&mut self) -> Result<JsValue, JsError> {
        let mut dice = self.dice()?;
        to_js(&self.js_roll_off(&mut dice).map_err(js_err)?)
    }

    /// One roll-off round with given throws (`"x+y"` text) for A and B;
    /// returns the starter (`"a"`/`"b"`), or `undefined` on equal sums.
    ///
    /// # Errors
    /// A malformed throw, or the roll-off is already done.
    #[wasm_bindgen(js_name = rollOffWith)]
    pub fn roll_off_with(&mut self, a: &str, b: &str) -> Result<Option<String>, JsError> {
        let a: Throw = a.parse().map_err(js_err)?;
        let b: Throw = b.parse().map_err(js_err)?;
        Ok(self
            .game
            .roll_off_with(a, b)
            .map_err(js_err)?
            .map(|s| side_str(s).to_string()))
    }

    /// Throws both dice for the side to move, with the game's dice (its
    /// seed, else the browser's randomness).
    /// Returns the throw kind for announcing it: `"full"` (both dice can be
    /// used), `"partial"` (only one can), `"lost"` (none can: the throw is
    /// recorded as lost and play moves on).
    ///
    /// # Errors
    /// It is not time to throw (roll-off pending, a throw in use, game
    /// over), or no randomness is available.
    #[wasm_bindgen(js_name = throwDice)]
    pub fn throw_dice(&mut self) -> Result<String, JsError> {
        let index = 2 * self.game.roll_off_rounds().len() + self.game.record().len();
        let throw = self.dice()?.throw_at(index);
        self.game
            .throw_with(throw)
            .map(|k| kind_str(k).to_string())
            .map_err(js_err)
    }

    /// As `throwDice`, with a given throw (`"x+y"` text, e.g. `"1+3"`).
    ///
    /// # Errors
    /// A malformed throw, or it is not time to throw.
    #[wasm_bindgen(js_name = throwWith)]
    pub fn throw_with(&mut self, throw: &str) -> Result<String, JsError> {
        let throw: Throw = throw.parse().map_err(js_err)?;
        self.game
            .throw_with(throw)
            .map(|k| kind_str(k).to_string())
            .map_err(js_err)
    }

    /// The legal next moves of the current throw, an array of [`JsMove`]
    /// (empty when no throw is in use).
    ///
    /// # Errors
    /// Only if the result cannot be converted (not expected).
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.js_moves())
    }

    /// Makes the legal next move written `text` (as in `legalMoves()`).
    /// Returns `true` when the throw is thereby fully used (the play is
    /// recorded and the game moves on), `false` if a die is left.
    ///
    /// # Errors
    /// `text` is not one of the legal next moves, or no throw is in use.
    #[wasm_bindgen(js_name = makeMove)]
    pub fn make_move(&mut self, text: &str) -> Result<bool, JsError> {
        let m = self
            .game
            .legal_next_moves()
            .into_iter()
            .find(|m| notation::move_to_string(m) == text.trim());
        match m {
            Some(m) => self.game.make_move(m).map_err(js_err),
            None => Err(js_err(format!(
                "illegal move: {} is not a legal next move now",
                text.trim()
            ))),
        }
    }

    /// Takes back the last move of the current, not yet fully used, throw;
    /// returns its notation.
    ///
    /// # Errors
    /// No move of the current throw has been made.
    #[wasm_bindgen(js_name = undoMove)]
    pub fn undo_move(&mut self) -> Result<String, JsError> {
        self.game
            .undo_move()
            .map(|m| notation::move_to_string(&m))
            .map_err(js_err)
    }

    /// The computer's moves for the rest of the current throw, chosen by
    /// the `daldos-ai` bot `bot` (`random`, `greedy`, `level1` … `level5`)
    /// seeded with `seed` (see `choiceSeed`). Returns the moves' notation in
    /// order, for `makeMove` one by one: the whole play when no move of the
    /// throw is made yet, the moves still to make when some are (a game
    /// saved between the two moves of the computer's throw and resumed);
    /// empty for a lost throw. The game itself is not changed.
    ///
    /// # Errors
    /// An unknown bot name, or no throw is in use.
    #[wasm_bindgen(js_name = computerPlay)]
    pub fn computer_play(&self, bot: &str, seed: u32) -> Result<Vec<String>, JsError> {
        Ok(self
            .computer_moves(bot, seed)
            .map_err(js_err)?
            .iter()
            .map(notation::move_to_string)
            .collect())
    }

    /// The engine's best play for the current throw (from its start: no
    /// move of it made yet) at `level` (1..=5, full strength of that level,
    /// no deliberate mistakes) and its estimate of each side's chance of
    /// winning after it, a [`JsHint`]. The game itself is not changed.
    ///
    /// # Errors
    /// A level outside 1..=5, no throw in use, or a move of it already
    /// made.
    pub fn hint(&self, level: u8) -> Result<JsValue, JsError> {
        to_js(&self.js_hint(level).map_err(js_err)?)
    }

    /// The state to draw, a [`JsView`].
    ///
    /// # Errors
    /// Only if the result cannot be converted (not expected).
    pub fn view(&self) -> Result<JsValue, JsError> {
        to_js(&self.js_view())
    }
}

/// Where a game's dice come from: its seed, or the browser's randomness.
enum GameDice {
    /// Throw number `index` is the first throw of its own seeded stream.
    Seeded(u32),
    /// `crypto.getRandomValues` (through `getrandom`).
    System(Box<SystemDice>),
}

impl GameDice {
    /// Throw number `index` of the game (see [`throw_seed`]).
    fn throw_at(&mut self, index: usize) -> Throw {
        match self {
            GameDice::Seeded(seed) => SeededDice::new(throw_seed(*seed, index)).throw(),
            GameDice::System(dice) => dice.throw(),
        }
    }
}

/// Why the computer cannot play now ([`WebGame::computer_moves`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComputerError {
    /// The bot name is not one of `daldos_ai::bot`'s.
    UnknownBot(daldos_ai::UnknownBot),
    /// No throw is in use (throw the dice first).
    NoThrow,
}

impl std::fmt::Display for ComputerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ComputerError::UnknownBot(e) => e.fmt(f),
            ComputerError::NoThrow => f.write_str("there is no throw to use: throw the dice first"),
        }
    }
}

impl std::error::Error for ComputerError {}

impl WebGame {
    /// The roll-off thrown with `dice` (see [`WebGame::roll_off`]).
    fn js_roll_off(&mut self, dice: &mut GameDice) -> Result<JsRollOff, daldos::GameError> {
        let mut rounds = Vec::new();
        loop {
            let index = 2 * self.game.roll_off_rounds().len();
            let (a, b) = (dice.throw_at(index), dice.throw_at(index + 1));
            rounds.push([throw_values(a), throw_values(b)]);
            if let Some(starter) = self.game.roll_off_with(a, b)? {
                return Ok(JsRollOff {
                    rounds,
                    starter: side_str(starter).to_string(),
                });
            }
        }
    }

    /// The moves the computer makes to finish the current throw (what
    /// `computerPlay` hands over as notation): chosen by the bot `bot`
    /// seeded with `seed`, among the plays that begin with the moves of the
    /// throw made so far.
    ///
    /// # Errors
    /// [`ComputerError`] for an unknown bot or when no throw is in use.
    pub fn computer_moves(&self, bot: &str, seed: u32) -> Result<Vec<Move>, ComputerError> {
        let mut bot = daldos_ai::bot_with(bot, u64::from(seed), engine_eval())
            .map_err(ComputerError::UnknownBot)?;
        let (throw, taken) = self.game.current_throw().ok_or(ComputerError::NoThrow)?;
        let play = bot.choose_from(self.game.position(), throw, taken);
        Ok(play.moves().skip(taken.len()).copied().collect())
    }

    /// The dice of this game.
    fn dice(&self) -> Result<GameDice, JsError> {
        Ok(match self.seed {
            Some(seed) => GameDice::Seeded(seed),
            None => GameDice::System(Box::new(system_dice()?)),
        })
    }

    /// The hint as a Rust value (what `hint()` converts).
    ///
    /// # Errors
    /// A [`HintError`] as [`WebGame::hint`] describes.
    pub fn js_hint(&self, level: u8) -> Result<JsHint, HintError> {
        let level = daldos_ai::Level::new(level).ok_or(HintError::Level(level))?;
        let engine = daldos_ai::Engine::with_eval(level, engine_eval(), 0);
        let Some((throw, taken)) = self.game.current_throw() else {
            return Err(HintError::NoThrow);
        };
        if !taken.is_empty() {
            return Err(HintError::StepsMade);
        }
        let pos = self.game.position();
        let hint = engine.hint(pos, throw).ok_or(HintError::Over)?;
        let moves = hint
            .play
            .moves()
            .map(|m| JsHintMove {
                text: notation::move_to_string(m),
                from: m.from.to_string(),
                to: m.to.to_string(),
                via: m.via.map(|h| h.to_string()),
            })
            .collect();
        let win_a = match pos.turn() {
            Side::A => hint.win_chance,
            Side::B => hint.other_win_chance(),
        };
        Ok(JsHint {
            play: hint.play.to_string(),
            moves,
            win_a,
            win_b: 1.0 - win_a,
        })
    }

    /// The legal next moves as [`JsMove`]s.
    #[must_use]
    pub fn js_moves(&self) -> Vec<JsMove> {
        let pos = self.game.board();
        self.game
            .legal_next_moves()
            .iter()
            .map(|m| JsMove::new(&pos, m))
            .collect()
    }

    /// The view as a Rust value (what `view()` converts).
    #[must_use]
    pub fn js_view(&self) -> JsView {
        let g = &self.game;
        let board = g.board();
        let rules = g.rules();
        let phase = match g.phase() {
            Phase::RollOff => "rollOff",
            Phase::AwaitingThrow => "awaitingThrow",
            Phase::Moving { .. } => "moving",
            Phase::Over(_) => "over",
        };
        let holes = Hole::all(rules.size())
            .map(|h| JsHole {
                name: h.to_string(),
                row: h.row().char().to_ascii_lowercase().to_string(),
                column: h.column(),
                piece: board.piece_at(h).map(|p| p.char().to_string()),
            })
            .collect();
        let (dice, dice_used, taken) = match g.current_throw() {
            Some((throw, taken)) => {
                let mut used = [false; 2];
                for m in taken {
                    if m.is_summed() {
                        used = [true, true];
                    } else if !used[0] && throw.0 == m.first {
                        used[0] = true;
                    } else {
                        used[1] = true;
                    }
                }
                let texts = taken.iter().map(notation::move_to_string).collect();
                (Some(throw_values(throw)), used, texts)
            }
            None => (None, [false; 2], Vec::new()),
        };
        let extra_throw = g.outcome().is_none()
            && g.record()
                .last()
                .is_some_and(|t| t.play.throw.is_dal_dal() && t.side == g.position().turn());
        JsView {
            size: rules.size(),
            variants: rules.variants.names().map(str::to_string).collect(),
            phase: phase.to_string(),
            turn: side_str(board.turn()).to_string(),
            holes,
            position: board.to_string(),
            dice,
            dice_used,
            taken,
            pieces_left: [board.count(Side::A), board.count(Side::B)],
            moves: g
                .record()
                .iter()
                .map(|t| JsTurn {
                    side: side_str(t.side).to_string(),
                    throw: t.play.throw.to_string(),
                    play: t.play.to_string(),
                })
                .collect(),
            roll_off: g
                .roll_off_rounds()
                .iter()
                .map(|[a, b]| [a.to_string(), b.to_string()])
                .collect(),
            winner: g.outcome().map(|o| side_str(o.winner).to_string()),
            extra_throw,
        }
    }
}

#[cfg(test)]
mod tests {
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
    fn version_matches_package() {
        assert_eq!(version(), env!("CARGO_PKG_VERSION"));
    }

    #[test]
    fn view_of_a_new_norwegian_board() {
        let g = WebGame::new(12, "").unwrap();
        let v = g.js_view();
        assert_eq!(v.size, 12);
        assert_eq!(v.holes.len(), 12 + 13 + 12);
        assert_eq!(v.holes[0].name, "A1");
        assert_eq!(v.holes[0].piece.as_deref(), Some("a"));
        assert_eq!(v.holes[12].name, "M0");
        assert_eq!(v.holes[12].piece, None);
        assert_eq!(v.phase, "rollOff");
        assert_eq!(v.pieces_left, [12, 12]);
        assert_eq!(v.position, "aaaaaaaaaaaa/13/bbbbbbbbbbbb a");
    }

    #[test]
    fn moves_view_and_record_round_trip() {
        let mut g = started(16);
        assert_eq!(g.js_view().turn, "b");
        // The first line of the doc example: B dals its stern piece.
        let kind = g.game.throw_with("1+3".parse().unwrap()).unwrap();
        assert_eq!(kind_str(kind), "full");
        let moves = g.js_moves();
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
            .js_moves()
            .into_iter()
            .find(|m| m.text == "A16-M16")
            .unwrap();
        assert_eq!(dal.path, vec!["M16"]);
        assert!(!g.game.make_move(g.game.legal_next_moves()[0]).unwrap());
        assert_eq!(g.js_view().dice_used, [true, false]);
        // Save mid-throw and resume exactly.
        let record = g.to_record();
        let back = WebGame::from_record(&record).unwrap();
        assert_eq!(back.js_view(), g.js_view());
    }

    #[test]
    fn hint_is_a_legal_play_with_chances() {
        let mut g = started(12);
        assert_eq!(g.js_hint(3), Err(HintError::NoThrow));
        g.game.throw_with("1+3".parse().unwrap()).unwrap();
        let (throw, _) = g.game.current_throw().unwrap();
        let legal: Vec<String> = g
            .game
            .position()
            .legal_plays(throw)
            .iter()
            .map(ToString::to_string)
            .collect();
        for level in 1..=5 {
            let h = g.js_hint(level).unwrap();
            assert!(legal.contains(&h.play), "{} not legal", h.play);
            assert!((0.0..=1.0).contains(&h.win_a));
            assert!((h.win_a + h.win_b - 1.0).abs() < 1e-9);
            // Its moves can be made one by one.
            let mut copy = WebGame::from_record(&g.to_record()).unwrap();
            for m in &h.moves {
                let done = copy.js_moves().iter().any(|l| l.text == m.text);
                assert!(done, "{} is a legal next move", m.text);
                let next = copy
                    .game
                    .legal_next_moves()
                    .into_iter()
                    .find(|l| notation::move_to_string(l) == m.text)
                    .unwrap();
                copy.game.make_move(next).unwrap();
            }
        }
        assert_eq!(g.js_hint(6), Err(HintError::Level(6)));
        g.game.make_move(g.game.legal_next_moves()[0]).unwrap();
        if g.js_view().phase == "moving" {
            assert_eq!(g.js_hint(3), Err(HintError::StepsMade));
        }
    }

    /// The save of issue 16: the computer (B) reloaded between the two moves
    /// of its 3+2.
    const MID_THROW: &str = "[Game \"Daldøs\"]\n[Board \"16\"]\n[Variants \"standard\"]\n\
        [Start \"aaaaaaaaaaa1A3/1A1B2B2A1B5/bbbbbbbbbbbb4 b\"]\n[Result \"*\"]\n\nb 3+2: M11-M8\n";

    /// Makes `moves` (notation) one by one; returns whether the last one
    /// used the throw up.
    fn make_all(g: &mut WebGame, moves: &[Move]) -> bool {
        let mut done = false;
        for m in moves {
            done = g.game.make_move(*m).unwrap();
        }
        done
    }

    #[test]
    fn the_computer_finishes_a_throw_saved_between_its_moves() {
        for bot in ["random", "greedy", "level1", "level3", "level5"] {
            let mut g = WebGame::from_record(MID_THROW).unwrap();
            assert_eq!(g.js_view().taken, vec!["M11-M8"]);
            let rest = g.computer_moves(bot, 9).unwrap();
            assert_eq!(rest.len(), 1, "{bot}: one die is left");
            assert_eq!(rest[0].first.value(), 2, "{bot}: the 2 is left");
            assert!(make_all(&mut g, &rest), "{bot}: the throw is used up");
            let v = g.js_view();
            assert_eq!((v.phase.as_str(), v.turn.as_str()), ("awaitingThrow", "a"));
            assert_eq!(
                v.moves.last().unwrap().play,
                format!("M11-M8 {}", notation::move_to_string(&rest[0]))
            );
        }
        // After a 1+1 with one die used: the computer dals again, then
        // throws again (the extra throw).
        let record = "[Game \"Daldøs\"]\n[Board \"16\"]\n[Variants \"standard\"]\n\
            [RollOff \"1+1 2+2\"]\n[Result \"*\"]\n\nb 1+1: B16-M16\n";
        let mut g = WebGame::from_record(record).unwrap();
        let rest = g.computer_moves("level5", 1).unwrap();
        assert_eq!(rest.len(), 1);
        assert!(rest[0].dal || rest[0].from.to_string() == "M16", "{rest:?}");
        assert!(make_all(&mut g, &rest));
        let v = g.js_view();
        assert_eq!(
            (v.phase.as_str(), v.turn.as_str(), v.extra_throw),
            ("awaitingThrow", "b", true)
        );
        // No throw in use: a typed error.
        assert_eq!(g.computer_moves("level1", 1), Err(ComputerError::NoThrow));
        g.game.throw_with("2+3".parse().unwrap()).unwrap();
        assert!(matches!(
            g.computer_moves("level9", 1),
            Err(ComputerError::UnknownBot(_))
        ));
    }

    /// Plays a seeded game for `throws` throws (first legal move each time);
    /// returns the record.
    fn seeded_game(seed: u32, throws: usize) -> WebGame {
        let mut g = WebGame::new(12, "standard").unwrap();
        g.set_seed(Some(seed));
        let mut dice = g.dice().unwrap();
        g.js_roll_off(&mut dice).unwrap();
        for _ in 0..throws {
            if g.game.outcome().is_some() {
                break;
            }
            g.game
                .throw_with(
                    g.dice()
                        .unwrap()
                        .throw_at(2 * g.game.roll_off_rounds().len() + g.game.record().len()),
                )
                .unwrap();
            while let Some(m) = g.game.legal_next_moves().first().copied() {
                g.game.make_move(m).unwrap();
            }
        }
        g
    }

    #[test]
    fn a_seeded_game_repeats_and_resumes_with_the_same_dice() {
        let a = seeded_game(7, 30);
        assert_eq!(a.js_view(), seeded_game(7, 30).js_view());
        assert_ne!(a.to_record(), seeded_game(8, 30).to_record());
        // Saved after 12 throws and read back with its seed: the next 18
        // throws are the ones the uninterrupted game threw.
        let mut b = WebGame::from_record(&seeded_game(7, 12).to_record()).unwrap();
        b.set_seed(Some(7));
        for _ in 0..18 {
            if b.game.outcome().is_some() {
                break;
            }
            b.throw_dice().unwrap();
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

    #[test]
    fn undo_restores_the_board() {
        let mut g = started(12);
        g.game.throw_with("1+2".parse().unwrap()).unwrap();
        let before = g.js_view();
        g.game.make_move(g.game.legal_next_moves()[0]).unwrap();
        if g.js_view().phase == "moving" {
            assert!(g.js_view().dice_used.iter().any(|&u| u));
            g.game.undo_move().unwrap();
            assert_eq!(g.js_view(), before);
        }
    }
}
