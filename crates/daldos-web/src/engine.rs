//! The computer's side of the facade (crate feature `engine`): the engine
//! of `daldos-ai` with its trained networks, for the Web Worker's own wasm
//! build. The page's build leaves it out, so the page never downloads the
//! AI's code (docs/dev/architecture.md, "Two wasm builds").
//!
//! The worker receives an [`EngineRequest`] (the position before the
//! throw, the variants, the dice and the moves made so far; made by the
//! page's `Game.engineRequest()`), never a game record, or for the capture
//! odds an [`OddsRequest`] (`Game.oddsRequest()`). The odds are here, not
//! in the page's wasm, because their exact fractions need `num-bigint`,
//! and because a rare crowded position takes a second or two (docs/benchmarks.md).
//!
//! The networks the worker hands over (`loadNet`) belong to a
//! [`WebEngine`], which answers the requests with them; the exported
//! functions use the one engine of their wasm instance, so the worker's
//! JavaScript calls stay plain functions.

use std::rc::Rc;

use daldos::{Move, Play, Position, Setup, Side, Throw, Variants};
use tsify::Ts;
use wasm_bindgen::prelude::*;

use crate::data::{
    side_name, throw_values, EngineRequest, HintData, MoveData, OddsData, OddsRequest, PieceOdds,
    ReviewData, SideName,
};
use crate::reasons::{ExplanationData, GameAccuracyData, HintReasonsData};
use crate::{js_err, ts, ts_list};

/// The computer's engine: the evaluation with the trained networks it was
/// handed ([`WebEngine::load_net`], at most one per board size; natively
/// also those bundled with `daldos-ai`), which it owns, and the requests
/// it answers with them (a play, a hint, a game's review). A test or any
/// Rust caller makes its own; the exported functions below (the worker's
/// `loadNet`, `computerPlay`, `hint`, …) all use the one engine of their
/// wasm instance ([`with_engine`]), so a worker's networks are loaded once
/// and never shared with another worker.
#[derive(Clone, Debug, Default)]
pub struct WebEngine {
    eval: daldos_ai::StandardEval,
}

impl WebEngine {
    /// An engine with the trained linear evaluation and the bundled
    /// networks (none in the wasm builds: the page hands them over with
    /// [`WebEngine::load_net`]).
    #[must_use]
    pub fn new() -> WebEngine {
        WebEngine {
            eval: daldos_ai::StandardEval::trained(),
        }
    }

    /// Takes a trained evaluation network: the bytes of `nets/net-<N>.bin`
    /// (made by `daldos train-net`). Without one the top level plays on the
    /// linear evaluation. Returns the board size it is for; a network for a
    /// size that has one already is checked, and the first kept.
    ///
    /// # Errors
    /// Bytes that are not a network ([`daldos_ai::net::NetFormatError`]).
    pub fn load_net(&mut self, bytes: &[u8]) -> Result<u8, daldos_ai::net::NetFormatError> {
        let net = daldos_ai::Net::from_bytes(bytes)?;
        let size = net.size;
        if self.eval.net_for(size).is_none() {
            self.eval = std::mem::take(&mut self.eval).with_net(net);
        }
        Ok(size)
    }

    /// Whether the engine has a network for boards of `size`.
    #[must_use]
    pub fn has_net(&self, size: u8) -> bool {
        self.eval.net_for(size).is_some()
    }

    /// The file name (`net-<N>.bin`) of the trained network for boards of
    /// `size`, if there is one and the engine has none for that size yet.
    #[must_use]
    pub fn net_file(&self, size: u8) -> Option<String> {
        (daldos_ai::net::TRAINED_SIZES.contains(&size) && !self.has_net(size))
            .then(|| format!("net-{size}.bin"))
    }

    /// The searching engine at `level` on this engine's evaluation, timed
    /// by [`clock`] with at most [`MOVE_MS`] a play.
    fn timed(&self, level: daldos_ai::Level, seed: u64) -> daldos_ai::Engine {
        let engine = daldos_ai::Engine::with_eval(level, self.eval.clone(), seed);
        match clock() {
            Some(clock) => engine.with_time(clock, MOVE_MS),
            None => engine,
        }
    }
}

thread_local! {
    /// The engine of this wasm instance (one per worker), for the exported
    /// functions, which carry no handle.
    static ENGINE: std::cell::RefCell<WebEngine> = std::cell::RefCell::new(WebEngine::new());
}

/// Runs `f` on this wasm instance's engine.
fn with_engine<T>(f: impl FnOnce(&mut WebEngine) -> T) -> T {
    ENGINE.with(|engine| f(&mut engine.borrow_mut()))
}

/// Hands the worker's engine a trained evaluation network: the bytes of
/// `nets/net-<N>.bin` (the page fetches it before the computer's first
/// move on such a board). Returns the board size it is for; loading a
/// network for a size that has one already keeps the first. See
/// [`WebEngine::load_net`].
///
/// # Errors
/// Bytes that are not a network ([`daldos_ai::net::NetFormatError`]).
#[wasm_bindgen(js_name = loadNet)]
pub fn load_net(bytes: &[u8]) -> Result<u8, JsError> {
    with_engine(|e| e.load_net(bytes)).map_err(js_err)
}

/// Whether the worker's engine has a network for boards of `size`.
#[wasm_bindgen(js_name = hasNet)]
#[must_use]
pub fn has_net(size: u8) -> bool {
    with_engine(|e| e.has_net(size))
}

/// The file name (`net-<N>.bin`, in the page's `nets/` folder) of the
/// trained network for boards of `size`, if there is one and it is not
/// loaded yet; `undefined` otherwise.
#[wasm_bindgen(js_name = netFile)]
#[must_use]
pub fn net_file(size: u8) -> Option<String> {
    with_engine(|e| e.net_file(size))
}

/// The most time the engine may think about one play, in milliseconds of
/// the browser's clock (`performance.now()`), for the levels that search
/// until a budget (`daldos_ai::LevelConfig::deepen`), so that a play takes
/// at most about 250 ms and the median stays within the page's 300 ms
/// budget on any device. Their leaf budget, calibrated to take less on
/// this project's test machine (docs/benchmarks.md), usually ends the
/// search first, and then the choice follows from the seed alone; on a
/// slower or busy device this limit ends it.
pub const MOVE_MS: f64 = 250.0;

/// The browser's clock: `performance.now()` of the worker (or the page).
#[cfg(target_arch = "wasm32")]
struct PerformanceClock(web_sys::Performance);

#[cfg(target_arch = "wasm32")]
impl daldos_ai::Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        self.0.now()
    }
}

/// The clock the engine is timed by: `performance.now()` in the browser
/// (`std::time::Instant` panics on `wasm32-unknown-unknown`), `None` where
/// there is none; natively (the facade's own tests) the system clock.
fn clock() -> Option<Rc<dyn daldos_ai::Clock>> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let perf = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance"))
            .ok()?
            .dyn_into::<web_sys::Performance>()
            .ok()?;
        Some(Rc::new(PerformanceClock(perf)))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(Rc::new(daldos_ai::SystemClock::new()))
    }
}

/// Why an [`EngineRequest`] cannot be answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineError {
    /// The position, a variant, the dice or a move of the request cannot be
    /// read, or the moves are not legal in that order.
    Request(String),
    /// The bot name is not one of `daldos_ai::bot`'s.
    UnknownBot(daldos_ai::UnknownBot),
    /// The level asked for a hint is not 1..=5.
    Level(u8),
    /// The game is over in the request's position.
    Over,
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::Request(why) => write!(f, "bad request to the engine: {why}"),
            EngineError::UnknownBot(e) => e.fmt(f),
            EngineError::Level(n) => write!(f, "no computer level {n} (1 to 5)"),
            EngineError::Over => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for EngineError {}

/// A position in notation under the variants with ids `variants`.
///
/// # Errors
/// [`EngineError::Request`] with what could not be read.
fn read_position(position: &str, variants: &[String]) -> Result<Position, EngineError> {
    let bad = |why: String| EngineError::Request(why);
    let setup: Setup = position.parse().map_err(|e| bad(format!("{e}")))?;
    let variants: Variants = variants
        .join(" ")
        .parse()
        .map_err(|e| bad(format!("{e}")))?;
    Position::from_setup(&setup, variants).map_err(|e| bad(format!("{e}")))
}

/// The request read back: the position before the throw, the throw, and
/// the moves made so far (each checked as a legal next move in turn).
///
/// # Errors
/// [`EngineError::Request`] with what could not be read.
pub fn read_request(req: &EngineRequest) -> Result<(Position, Throw, Vec<Move>), EngineError> {
    let bad = |why: String| EngineError::Request(why);
    let pos = read_position(&req.position, &req.variants)?;
    let throw: Throw = format!("{}+{}", req.dice[0], req.dice[1])
        .parse()
        .map_err(|e| bad(format!("{e}")))?;
    let mut taken: Vec<Move> = Vec::new();
    follow(&pos, throw, &mut taken, &req.taken)?;
    Ok((pos, throw, taken))
}

/// Appends to `made` (moves of `throw` in `pos` made already) the moves
/// `moves`, each matched among the legal next moves by its holes and dice.
///
/// # Errors
/// [`EngineError::Request`] naming the first move that is not a legal next
/// move.
fn follow(
    pos: &Position,
    throw: Throw,
    made: &mut Vec<Move>,
    moves: &[MoveData],
) -> Result<(), EngineError> {
    for m in moves {
        let input = crate::data::MoveInput {
            from: m.from.clone(),
            via: m.via.clone(),
            to: m.to.clone(),
            dice: m.dice.clone(),
        };
        let next = pos
            .legal_next_moves(throw, made)
            .into_iter()
            .find(|l| input.is(l))
            .ok_or_else(|| EngineError::Request(format!("{} is not a legal next move", m.text)))?;
        made.push(next);
    }
    Ok(())
}

/// The moves of `play` from the `taken`-th on, in notation, as a hint shows
/// them: the whole play when none is made yet, else the rest of the throw.
fn rest_text(pos: &Position, play: &Play, taken: usize) -> String {
    let moves: Vec<Move> = play.moves().copied().collect();
    if taken == 0 {
        return play.to_string();
    }
    MoveData::list(pos, &moves)
        .split_off(taken)
        .iter()
        .map(|m| m.text.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

impl WebEngine {
    /// The moves the computer makes to finish the request's throw: chosen by
    /// the bot `bot` seeded with `seed`, among the plays that begin with the
    /// moves made so far (the whole play if none are).
    ///
    /// # Errors
    /// [`EngineError`] for a bad request or an unknown bot.
    pub fn computer_moves(
        &self,
        req: &EngineRequest,
        bot: &str,
        seed: u32,
    ) -> Result<Vec<MoveData>, EngineError> {
        let (pos, throw, taken) = read_request(req)?;
        let mut bot: Box<dyn daldos_ai::Bot> = match daldos_ai::Level::from_name(bot) {
            Some(level) => Box::new(self.timed(level, u64::from(seed))),
            None => daldos_ai::bot_with(bot, u64::from(seed), self.eval.clone())
                .map_err(EngineError::UnknownBot)?,
        };
        let play = bot.choose_from(&pos, throw, &taken);
        let moves: Vec<Move> = play.moves().copied().collect();
        Ok(MoveData::list(&pos, &moves).split_off(taken.len()))
    }

    /// The engine's best play for the request's throw at `level` (full
    /// strength, no deliberate mistakes) and each side's chance of winning
    /// after it: among the plays that begin with the moves made so far,
    /// the rest of the throw (its whole play when none is made).
    ///
    /// # Errors
    /// [`EngineError`] for a bad request, a level outside 1..=5 or a
    /// finished game.
    pub fn hint_data(&self, req: &EngineRequest, level: u8) -> Result<HintData, EngineError> {
        let engine_level = daldos_ai::Level::new(level).ok_or(EngineError::Level(level))?;
        let (pos, throw, taken) = read_request(req)?;
        let hint = self
            .timed(engine_level, 0)
            .hint_from(&pos, throw, &taken)
            .ok_or(EngineError::Over)?;
        let moves: Vec<Move> = hint.play.moves().copied().collect();
        let win_a = match pos.turn() {
            Side::A => hint.win_chance,
            Side::B => hint.other_win_chance(),
        };
        let after = moves.iter().fold(pos, |p, m| p.after_move(m));
        // The moves still to make, from the board as it stands.
        let rest = MoveData::list(&pos, &moves).split_off(taken.len());
        let play = rest_text(&pos, &hint.play, taken.len());
        Ok(HintData {
            play,
            moves: rest,
            win_a,
            win_b: 1.0 - win_a,
            after_odds: OddsRequest {
                position: after.to_string(),
                variants: req.variants.clone(),
                by_turn: false,
            },
        })
    }
}

impl WebEngine {
    /// Why the hint is the better play: `hinted` (the moves of a hint for
    /// the request's throw, [`HintData::moves`]) against the runner-up,
    /// the engine's best play at `level` among those that begin with the
    /// moves made so far and lead to another position
    /// ([`daldos_ai::Engine::runner_up`]), explained as the review explains
    /// a costly play (`daldos_ai::explain`, exact capture odds; the moves
    /// made count in both plays). `None` when no other play leads to
    /// another position. Searches once more (as long as the hint took),
    /// then the odds: seconds in a crowded position.
    ///
    /// # Errors
    /// [`EngineError`] for a bad request, a level outside 1..=5, a finished
    /// game, or `hinted` not a legal rest of the throw.
    pub fn hint_reasons_data(
        &self,
        req: &EngineRequest,
        level: u8,
        hinted: &[MoveData],
    ) -> Result<Option<HintReasonsData>, EngineError> {
        let engine_level = daldos_ai::Level::new(level).ok_or(EngineError::Level(level))?;
        let (pos, throw, taken) = read_request(req)?;
        if pos.is_game_over() {
            return Err(EngineError::Over);
        }
        let mut moves = taken.clone();
        follow(&pos, throw, &mut moves, hinted)?;
        let hint = pos
            .legal_plays(throw)
            .into_iter()
            .find(|p| p.moves().eq(moves.iter()))
            .ok_or_else(|| EngineError::Request("the hinted moves do not use the throw".into()))?;
        let Some(other) = self
            .timed(engine_level, 0)
            .runner_up(&pos, throw, &taken, &hint)
        else {
            return Ok(None);
        };
        Ok(Some(HintReasonsData {
            other: rest_text(&pos, &other.play, taken.len()),
            explanation: (&daldos_ai::explain(&pos, &other.play, &hint)).into(),
        }))
    }
}

/// The pieces of `side` that `pos`'s side to move may capture, with their
/// exact chances (those above zero), in hole order.
fn odds_list(pos: &Position) -> Vec<PieceOdds> {
    let side = side_name(pos.turn().other());
    pos.capture_odds()
        .into_iter()
        .filter(daldos::CaptureOdds::is_possible)
        .map(|o| PieceOdds {
            hole: o.target.to_string(),
            side,
            fraction: o.probability.to_string(),
            percent: o.as_f64() * 100.0,
        })
        .collect()
}

/// The capture odds on the request's board (see [`OddsData`]): the side
/// to move's chance to capture each enemy piece with its throw (when
/// `byTurn`), and the other side's to capture each of the side to move's
/// pieces if it threw next. Exact (`daldos::odds`, docs/rules.md,
/// "Probability check"); most positions take milliseconds, crowded ones up
/// to seconds (docs/benchmarks.md, "Capture odds").
///
/// # Errors
/// [`EngineError::Request`] for a position or variant that cannot be read.
pub fn odds_data(req: &OddsRequest) -> Result<OddsData, EngineError> {
    let pos = read_position(&req.position, &req.variants)?;
    Ok(OddsData {
        position: req.position.clone(),
        by_turn: if req.by_turn {
            odds_list(&pos)
        } else {
            Vec::new()
        },
        against_turn: odds_list(&pos.with_turn(pos.turn().other())),
    })
}

impl WebEngine {
    /// The top level's review of the throws `from..from + count` of the game
    /// `record` (a record as `toRecord()` writes it; throws past its end are
    /// left out), for the page's game review: the same values as `daldos
    /// analyse` (docs/ai.md, "Review").
    ///
    /// # Errors
    /// [`EngineError::Request`] with the record reader's line-numbered message.
    pub fn review_data(
        &self,
        record: &str,
        from: usize,
        count: usize,
    ) -> Result<Vec<ReviewData>, EngineError> {
        let game =
            daldos::Game::from_record(record).map_err(|e| EngineError::Request(e.to_string()))?;
        let engine = daldos_ai::Engine::with_eval(daldos_ai::Level::MAX, self.eval.clone(), 0);
        let reviews = daldos_ai::review_game(&engine, &game, from..from.saturating_add(count));
        Ok(reviews
            .iter()
            .map(|t| {
                let r = &t.review;
                let moves =
                    |p: &Play| MoveData::list(&t.position, &p.moves().copied().collect::<Vec<_>>());
                ReviewData {
                    index: u32::try_from(t.index).unwrap_or(u32::MAX),
                    side: side_name(r.side),
                    throw: r.play.throw.to_string(),
                    dice: throw_values(r.play.throw),
                    play: r.play.to_string(),
                    best: r.best.to_string(),
                    play_moves: moves(&r.play),
                    best_moves: moves(&r.best),
                    before: r.best_value,
                    after: r.value,
                    loss: r.loss(),
                    win_a: r.value_for_a(),
                    best_win_a: r.best_value_for_a(),
                    position: t.position.to_string(),
                    choice: t.position.distinct_plays(r.play.throw).len() > 1,
                }
            })
            .collect())
    }

    /// Why `best` (move notation, a play of the same throw: a review's
    /// [`ReviewData::best`]) is better than the play made at throw `index`
    /// (from 0) of the game `record` (`daldos_ai::explain`: facts of the
    /// two positions with exact capture odds; the same as `daldos analyse
    /// --explain`). `None` when both plays lead to the same position. Most
    /// throws take milliseconds, crowded positions seconds.
    ///
    /// # Errors
    /// [`EngineError::Request`]: a record that cannot be read, an index
    /// past its end, or a `best` that is no play of that throw.
    pub fn explanation_data(
        &self,
        record: &str,
        index: usize,
        best: &str,
    ) -> Result<Option<ExplanationData>, EngineError> {
        let game =
            daldos::Game::from_record(record).map_err(|e| EngineError::Request(e.to_string()))?;
        let turns = game.record();
        let made = turns
            .get(index)
            .ok_or_else(|| EngineError::Request(format!("no throw {index} in the record")))?
            .play;
        let pos = turns[..index]
            .iter()
            .fold(*game.start(), |p, t| p.play_unchecked(&t.play));
        let best = daldos::notation::parse_play(&pos, made.throw, best)
            .map_err(|e| EngineError::Request(format!("bad best play {best:?}: {e}")))?;
        let same = pos.play_unchecked(&made).key() == pos.play_unchecked(&best).key();
        Ok((!same).then(|| (&daldos_ai::explain(&pos, &made, &best)).into()))
    }
}

/// Each side's accuracy over the reviewed throws `reviews` (a whole game's
/// [`ReviewData`], as `reviewRecord` gives them): lichess's move accuracy of
/// each play's loss, averaged over the plays with a choice
/// (`daldos_ai::accuracy`, docs/ai.md, "Accuracy"); the same as `daldos
/// analyse --explain`'s last line.
#[must_use]
pub fn accuracy_data(reviews: &[ReviewData]) -> GameAccuracyData {
    let of = |side: SideName| {
        daldos_ai::accuracy(
            reviews
                .iter()
                .filter(|r| r.side == side && r.choice)
                .map(|r| r.loss),
        )
    };
    (&daldos_ai::review::GameAccuracy {
        a: of(SideName::A),
        b: of(SideName::B),
    })
        .into()
}

/// Why the better play `best` beats the play made at throw `index` of the
/// game `record` ([`WebEngine::explanation_data`]); `undefined` when they
/// lead to the same position.
///
/// # Errors
/// A record that cannot be read, a bad index or a bad `best`.
#[wasm_bindgen(js_name = explainThrow)]
pub fn explain_throw(
    record: &str,
    index: u32,
    best: &str,
) -> Result<Option<Ts<ExplanationData>>, JsError> {
    with_engine(|e| e.explanation_data(record, index as usize, best))
        .map_err(js_err)?
        .as_ref()
        .map(ts)
        .transpose()
}

/// Each side's accuracy from a game's review (see [`accuracy_data`]).
///
/// # Errors
/// `reviews` that are not review data.
#[wasm_bindgen(js_name = reviewAccuracy)]
pub fn review_accuracy(reviews: Vec<Ts<ReviewData>>) -> Result<Ts<GameAccuracyData>, JsError> {
    let list = reviews
        .into_iter()
        .map(|r| r.to_rust().map_err(js_err))
        .collect::<Result<Vec<_>, _>>()?;
    ts(&accuracy_data(&list))
}

/// The top level's review of `count` throws of the game `record` from the
/// throw `from` (see [`WebEngine::review_data`]); a few at a time, so that the page
/// can show its progress.
///
/// # Errors
/// A record that cannot be read (the line-numbered message).
#[wasm_bindgen(js_name = reviewRecord)]
pub fn review_record(record: &str, from: u32, count: u32) -> Result<Vec<Ts<ReviewData>>, JsError> {
    ts_list(&with_engine(|e| e.review_data(record, from as usize, count as usize)).map_err(js_err)?)
}

/// The computer's moves for the rest of the request's throw (see
/// [`WebEngine::computer_moves`]), for `makeMove` one by one; empty for a lost throw.
///
/// # Errors
/// A bad request or an unknown bot name.
#[wasm_bindgen(js_name = computerPlay)]
pub fn computer_play(
    request: Ts<EngineRequest>,
    bot: &str,
    seed: u32,
) -> Result<Vec<Ts<MoveData>>, JsError> {
    let req = request.to_rust().map_err(js_err)?;
    ts_list(&with_engine(|e| e.computer_moves(&req, bot, seed)).map_err(js_err)?)
}

/// The engine's advice for the request's throw (see
/// [`WebEngine::hint_data`]).
///
/// # Errors
/// A bad request, a level outside 1..=5, moves of the throw already made,
/// or a finished game.
#[wasm_bindgen]
pub fn hint(request: Ts<EngineRequest>, level: u8) -> Result<Ts<HintData>, JsError> {
    let req = request.to_rust().map_err(js_err)?;
    ts(&with_engine(|e| e.hint_data(&req, level)).map_err(js_err)?)
}

/// Why the hint `hinted` (its moves) beats the next best play (see
/// [`WebEngine::hint_reasons_data`]); `undefined` when every other play
/// leads to the same position.
///
/// # Errors
/// A bad request, a level outside 1..=5, a finished game, or moves that
/// are not a legal rest of the throw.
#[wasm_bindgen(js_name = hintReasons)]
pub fn hint_reasons(
    request: Ts<EngineRequest>,
    level: u8,
    hinted: Vec<Ts<MoveData>>,
) -> Result<Option<Ts<HintReasonsData>>, JsError> {
    let req = request.to_rust().map_err(js_err)?;
    let hinted = hinted
        .into_iter()
        .map(|m| m.to_rust().map_err(js_err))
        .collect::<Result<Vec<_>, _>>()?;
    with_engine(|e| e.hint_reasons_data(&req, level, &hinted))
        .map_err(js_err)?
        .as_ref()
        .map(ts)
        .transpose()
}

/// The capture odds on the request's board (see [`odds_data`]).
///
/// # Errors
/// A position or variant that cannot be read.
#[wasm_bindgen(js_name = captureOdds)]
pub fn capture_odds(request: Ts<OddsRequest>) -> Result<Ts<OddsData>, JsError> {
    let req = request.to_rust().map_err(js_err)?;
    ts(&odds_data(&req).map_err(js_err)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::PhaseName;
    use crate::WebGame;

    /// The save of issue 16: the computer (B) reloaded between the two moves
    /// of its 3+2.
    const MID_THROW: &str = "[Game \"Daldøs\"]\n[Board \"16\"]\n[Variants \"standard\"]\n\
        [Start \"aaaaaaaaaaa1A3/1A1B2B2A1B5/bbbbbbbbbbbb4 b\"]\n[Result \"*\"]\n\nb 3+2: M11-M8\n";

    /// Makes `moves` one by one on `g`; returns whether the last one used
    /// the throw up.
    fn make_all(g: &mut WebGame, moves: &[MoveData]) -> bool {
        let mut done = false;
        for m in moves {
            done = g.game.make_move(g.parse_move(&m.text).unwrap()).unwrap();
        }
        done
    }

    /// The review's fixed game (tests/e2e/review.spec.mjs, reasons.spec.mjs).
    const REVIEWED: &str = include_str!("../../../tests/review/game.dgn");

    #[test]
    fn explanations_and_accuracy_are_the_engines() {
        let web = WebEngine::new();
        let engine = daldos_ai::Engine::with_eval(daldos_ai::Level::MAX, web.eval.clone(), 0);
        let game = daldos::Game::from_record(REVIEWED).unwrap();
        let data = web.review_data(REVIEWED, 18, 6).unwrap();
        let reviews = daldos_ai::review_game(&engine, &game, 18..24);
        assert_eq!(data.len(), reviews.len());
        for (d, t) in data.iter().zip(&reviews) {
            // `choice`: more than one distinct position after the throw.
            let distinct = t.position.distinct_plays(t.review.play.throw).len();
            assert_eq!(d.choice, distinct > 1, "throw {}", t.index);
            // The explanation of the review's best is the engine's, field for field.
            let e = web.explanation_data(REVIEWED, t.index, &d.best).unwrap();
            let want = daldos_ai::explain_review(t)
                .as_ref()
                .map(ExplanationData::from);
            assert_eq!(e, want, "throw {}", t.index);
        }
        // Throw 22 (index 21): the better play takes the piece on M8.
        let e = web
            .explanation_data(REVIEWED, 21, "A8-A9 M9xM8")
            .unwrap()
            .unwrap();
        assert_eq!(e.missed, ["M8"]);
        // The play made itself: nothing to explain.
        assert_eq!(
            web.explanation_data(REVIEWED, 21, &data[3].play).unwrap(),
            None
        );
        // The accuracy is game_accuracy's over the same throws.
        assert_eq!(
            accuracy_data(&data),
            (&daldos_ai::game_accuracy(&reviews)).into()
        );
        // Errors: no such throw, no such play.
        assert!(web.explanation_data(REVIEWED, 70, "A8-A9 M9xM8").is_err());
        assert!(web.explanation_data(REVIEWED, 21, "A1-A2").is_err());
    }

    /// The throw of tests/e2e/hint-why.spec.mjs (seed 250, Light's 1+4).
    fn s250_request(taken: Vec<MoveData>) -> EngineRequest {
        EngineRequest {
            size: 16,
            position: "aaaaaaaaaaaaaaa1/12AB1B1/bbbbbbbbbbbbbb2 a".into(),
            variants: vec![],
            dice: [1, 4],
            taken,
        }
    }

    #[test]
    fn the_hints_reasons_compare_it_with_the_best_other_play() {
        let web = WebEngine::new();
        let req = s250_request(vec![]);
        let hint = web.hint_data(&req, 5).unwrap();
        assert_eq!(hint.play, "A15-A16xM13");
        let r = web
            .hint_reasons_data(&req, 5, &hint.moves)
            .unwrap()
            .unwrap();
        eprintln!("{r:#?}");
        // The runner-up is the engine's best play to another position: the
        // hint's own search with the hint's position left out.
        let (pos, throw, _) = read_request(&req).unwrap();
        let hinted = daldos::notation::parse_play(&pos, throw, "A15-A16xM13").unwrap();
        let other =
            daldos_ai::Engine::with_eval(daldos_ai::Level::new(5).unwrap(), web.eval.clone(), 0)
                .runner_up(&pos, throw, &[], &hinted)
                .unwrap();
        assert_eq!(r.other, other.play.to_string());
        assert_ne!(
            pos.play_unchecked(&other.play).key(),
            pos.play_unchecked(&hinted).key()
        );
        assert_eq!(
            r.explanation,
            (&daldos_ai::explain(&pos, &other.play, &hinted)).into()
        );
        assert_eq!(r.explanation.best.play, "A15-A16xM13");
        assert_eq!(r.explanation.missed, ["M13"]);
        // Mid-throw: among the plays that begin with the move made.
        let first = MoveData::list(&pos, &[hinted.moves().next().copied().unwrap()]);
        let req = s250_request(first);
        let hint = web.hint_data(&req, 5).unwrap();
        let r = web.hint_reasons_data(&req, 5, &hint.moves).unwrap();
        eprintln!("{hint:#?} {r:#?}");
        // A hinted move that is no legal rest of the throw is refused.
        let bad = web.hint_reasons_data(&s250_request(vec![]), 5, &hint.moves[..0]);
        assert!(bad.is_err());
    }

    #[test]
    fn the_computer_finishes_a_throw_saved_between_its_moves() {
        for bot in ["random", "greedy", "level1", "level3", "level5"] {
            let mut g = WebGame::from_record(MID_THROW).unwrap();
            let req = g.engine_request_data().unwrap();
            assert_eq!(req.position, "aaaaaaaaaaa1A3/1A1B2B2A1B5/bbbbbbbbbbbb4 b");
            assert_eq!(req.taken.len(), 1);
            let rest = WebEngine::new().computer_moves(&req, bot, 9).unwrap();
            assert_eq!(rest.len(), 1, "{bot}: one die is left");
            assert_eq!(rest[0].dice, [2], "{bot}: the 2 is left");
            assert!(make_all(&mut g, &rest), "{bot}: the throw is used up");
            let v = g.view_data();
            assert_eq!((v.phase, v.turn.as_str()), (PhaseName::AwaitingThrow, "a"));
            let last = v.last_entry.unwrap();
            assert_eq!(last.text, format!("b 3+2: M11-M8 {}", rest[0].text));
        }
        // After a 1+1 with one die used: the computer moves again, then
        // throws again (the extra throw).
        let record = "[Game \"Daldøs\"]\n[Board \"16\"]\n[Variants \"standard\"]\n\
            [RollOff \"1+1 2+2\"]\n[Result \"*\"]\n\nb 1+1: B16-M16\n";
        let mut g = WebGame::from_record(record).unwrap();
        let rest = WebEngine::new()
            .computer_moves(&g.engine_request_data().unwrap(), "level5", 1)
            .unwrap();
        assert_eq!(rest.len(), 1);
        assert!(make_all(&mut g, &rest));
        let v = g.view_data();
        assert_eq!(
            (v.phase, v.turn.as_str(), v.extra_throw),
            (PhaseName::AwaitingThrow, "b", true)
        );
        assert!(v.last_entry.unwrap().extra_throw);
    }

    #[test]
    fn each_engine_owns_its_networks() {
        let bytes = include_bytes!("../../daldos-ai/data/net-12.bin");
        let mut mine = WebEngine {
            eval: daldos_ai::StandardEval::linear(daldos_ai::LinearEval::trained()),
        };
        let other = mine.clone();
        assert_eq!(mine.net_file(12).as_deref(), Some("net-12.bin"));
        assert_eq!(mine.net_file(10), None);
        assert!(mine.load_net(b"not a network").is_err());
        assert_eq!(mine.load_net(bytes), Ok(12));
        assert!(mine.has_net(12) && !mine.has_net(16));
        assert_eq!(mine.net_file(12), None);
        // Loading it again keeps the first; the other engine has none.
        assert_eq!(mine.load_net(bytes), Ok(12));
        assert!(!other.has_net(12));
        assert_eq!(other.net_file(12).as_deref(), Some("net-12.bin"));
    }

    #[test]
    fn bad_requests_are_typed_errors() {
        let g = WebGame::from_record(MID_THROW).unwrap();
        let good = g.engine_request_data().unwrap();
        assert!(matches!(
            WebEngine::new().computer_moves(&good, "level9", 1),
            Err(EngineError::UnknownBot(_))
        ));
        let mut bad = good.clone();
        bad.position = "a/b".into();
        assert!(matches!(
            WebEngine::new().computer_moves(&bad, "level1", 1),
            Err(EngineError::Request(_))
        ));
        let mut bad = good.clone();
        bad.taken[0].to = "M2".into();
        let err = WebEngine::new()
            .computer_moves(&bad, "level1", 1)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "bad request to the engine: M11-M8 is not a legal next move"
        );
        let mut bad = good.clone();
        bad.variants = vec!["no-such-variant".into()];
        assert!(matches!(
            WebEngine::new().computer_moves(&bad, "level1", 1),
            Err(EngineError::Request(_))
        ));
        assert_eq!(
            WebEngine::new().hint_data(&good, 6),
            Err(EngineError::Level(6))
        );
    }

    #[test]
    fn a_hint_between_the_moves_of_a_throw_is_the_rest_of_it() {
        // Dark's 3+2 with M11-M8 made: the hint is a move of the 2 that
        // finishes the throw, its path from the board as it stands.
        let g = WebGame::from_record(MID_THROW).unwrap();
        let req = g.engine_request_data().unwrap();
        let legal = g.legal_move_data();
        for level in [1, 3, 5] {
            let h = WebEngine::new().hint_data(&req, level).unwrap();
            assert_eq!(h.moves.len(), 1, "{}", h.play);
            assert_eq!(h.play, h.moves[0].text);
            assert_eq!(h.moves[0].dice, [2]);
            assert!(legal
                .iter()
                .any(|m| m.text == h.moves[0].text && m.path == h.moves[0].path));
            assert!((h.win_a + h.win_b - 1.0).abs() < 1e-9);
            let mut copy = WebGame::from_record(MID_THROW).unwrap();
            assert!(
                make_all(&mut copy, &h.moves),
                "{} uses the throw up",
                h.play
            );
            // The odds request of the board the whole play leaves.
            let after = copy.game.position().with_turn(g.game.position().turn());
            assert_eq!(h.after_odds.position, after.to_string());
        }
    }

    #[test]
    fn hint_is_a_legal_play_with_chances() {
        let mut g = WebGame::new(12, "standard").unwrap();
        g.game
            .roll_off_with("1+2".parse().unwrap(), "3+4".parse().unwrap())
            .unwrap();
        g.game.throw_with("1+3".parse().unwrap()).unwrap();
        let req = g.engine_request_data().unwrap();
        let (throw, _) = g.game.current_throw().unwrap();
        let legal: Vec<String> = g
            .game
            .position()
            .legal_plays(throw)
            .iter()
            .map(ToString::to_string)
            .collect();
        for level in 1..=5 {
            let h = WebEngine::new().hint_data(&req, level).unwrap();
            assert!(legal.contains(&h.play), "{} not legal", h.play);
            assert!((0.0..=1.0).contains(&h.win_a));
            assert!((h.win_a + h.win_b - 1.0).abs() < 1e-9);
            // Its moves can be made one by one and use the throw up.
            let mut copy = WebGame::from_record(&g.to_record()).unwrap();
            assert!(make_all(&mut copy, &h.moves), "{} uses the throw", h.play);
            // The odds request of the board it leaves, the same side to move.
            let after = copy.game.position().with_turn(g.game.position().turn());
            assert_eq!(h.after_odds.position, after.to_string());
            assert!(!h.after_odds.by_turn);
        }
    }

    fn odds(hole: &str, side: &str, fraction: &str, percent: f64) -> PieceOdds {
        PieceOdds {
            hole: hole.into(),
            side: match side {
                "a" => crate::SideName::A,
                _ => crate::SideName::B,
            },
            fraction: fraction.into(),
            percent,
        }
    }

    fn odds_of(position: &str, by_turn: bool) -> OddsData {
        odds_data(&OddsRequest {
            position: position.into(),
            variants: Vec::new(),
            by_turn,
        })
        .unwrap()
    }

    /// The reference's tables (docs/rules.md, "Probability check";
    /// `crates/daldos/tests/odds_tables.rs`): A's dalled piece on A12, B's
    /// capturers behind it on row A, B's dalled pieces on B1 and B6 far
    /// away, A's piece on B16.
    #[test]
    fn capture_odds_match_the_reference_tables() {
        // One capturer a hole behind: 7/16.
        let o = odds_of("10BA4/17/B4B9A b", true);
        assert_eq!(o.position, "10BA4/17/B4B9A b");
        assert_eq!(
            o.by_turn,
            [
                odds("A12", "a", "7/16", 43.75),
                odds(
                    "B16",
                    "a",
                    "21116922539/4398046511104",
                    21_116_922_539.0 / 43_980_465_111.04
                ),
            ]
        );
        // A's chances if A threw next: none on A11 or B6.
        assert_eq!(
            o.against_turn,
            [odds("B1", "b", "59/805306368", 5_900.0 / 805_306_368.0)]
        );
        // Four holes behind: 2/3; two capturers one and two behind: 3/4.
        let o = odds_of("7B3A4/17/B4B9A b", true);
        assert_eq!(o.by_turn[0].fraction, "2/3");
        assert!((o.by_turn[0].percent - 200.0 / 3.0).abs() < 1e-12);
        assert_eq!(
            odds_of("9BBA4/17/B4B9A b", true).by_turn[0],
            odds("A12", "a", "3/4", 75.0)
        );
        // The same board with A to move: B's chance on A12 is now against
        // the side to move; without byTurn that list is left empty.
        let o = odds_of("10BA4/17/B4B9A a", false);
        assert_eq!(o.by_turn, []);
        assert_eq!(o.against_turn[0], odds("A12", "a", "7/16", 43.75));
        assert_eq!(o.against_turn.len(), 2);
    }

    /// The rules crate's own example (`Position::capture_odds`): B's dalled
    /// piece on M10 a hole behind A's on M9.
    #[test]
    fn capture_odds_list_every_piece_with_a_chance_in_hole_order() {
        let o = odds_of("aaaaaa10/9AB6/B4B10 b", true);
        let by: Vec<(&str, &str)> = o
            .by_turn
            .iter()
            .map(|p| (p.hole.as_str(), p.fraction.as_str()))
            .collect();
        assert_eq!(
            by,
            [
                ("A1", "55/98304"),
                ("A2", "59/196608"),
                ("A3", "55/1572864"),
                ("A4", "59/3145728"),
                ("A5", "55/25165824"),
                ("A6", "59/50331648"),
                ("M9", "7/16"),
            ]
        );
        let against: Vec<(&str, &str, &str)> = o
            .against_turn
            .iter()
            .map(|p| (p.hole.as_str(), p.side.as_str(), p.fraction.as_str()))
            .collect();
        assert_eq!(
            against,
            [
                ("M10", "b", "55/402653184"),
                ("B1", "b", "29/6144"),
                ("B6", "b", "109/50331648")
            ]
        );
        // A finished game has no odds.
        let o = odds_of("aaaaaa10/17/16 b", true);
        assert_eq!((o.by_turn.len(), o.against_turn.len()), (0, 0));
    }

    #[test]
    fn odds_requests_follow_the_phase() {
        let g = WebGame::new(16, "standard").unwrap();
        assert_eq!(g.odds_request_data(), None, "before the roll-off");
        let g = WebGame::from_record(MID_THROW).unwrap();
        // Mid-throw: the board with the moves made so far, no byTurn.
        assert_eq!(
            g.odds_request_data(),
            Some(OddsRequest {
                position: "aaaaaaaaaaa1A3/1A1B2B1BA7/bbbbbbbbbbbb4 b".into(),
                variants: Vec::new(),
                by_turn: false,
            })
        );
        let mut g = WebGame::from_position("aaaaaa10/9AB6/B4B10 b", "capture-both-stops").unwrap();
        assert_eq!(
            g.odds_request_data(),
            Some(OddsRequest {
                position: "aaaaaa10/9AB6/B4B10 b".into(),
                variants: vec!["capture-both-stops".into()],
                by_turn: true,
            })
        );
        // After the throw, before a move: the same board, no byTurn.
        g.game.throw_with("1+2".parse().unwrap()).unwrap();
        let req = g.odds_request_data().unwrap();
        assert_eq!(
            (req.position.as_str(), req.by_turn),
            ("aaaaaa10/9AB6/B4B10 b", false)
        );
        let m = g.parse_move("M10xM9").unwrap();
        g.game.make_move(m).unwrap();
        let req = g.odds_request_data().unwrap();
        assert_eq!(
            (req.position.as_str(), req.by_turn),
            ("aaaaaa10/9B7/B4B10 b", false)
        );
        // A capture that ends the game: no odds.
        let mut g = WebGame::from_position("16/9AB6/16 b", "standard").unwrap();
        g.game.throw_with("1+2".parse().unwrap()).unwrap();
        let m = g.parse_move("M10xM9").unwrap();
        g.game.make_move(m).unwrap();
        assert_eq!(g.odds_request_data(), None);
    }

    #[test]
    fn odds_of_a_bad_request_are_typed_errors() {
        let bad = |position: &str, variant: &str| {
            odds_data(&OddsRequest {
                position: position.into(),
                variants: vec![variant.into()],
                by_turn: true,
            })
        };
        assert!(matches!(
            bad("a/b", "standard"),
            Err(EngineError::Request(_))
        ));
        assert!(matches!(
            bad("aaaaaa10/9AB6/B4B10 b", "no-such-variant"),
            Err(EngineError::Request(_))
        ));
    }
}
