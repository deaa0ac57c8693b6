//! The player's progress as JavaScript reaches it (`progress.rs` holds the
//! shapes and the arithmetic): read from its JSON text with a typed error,
//! a finished game's entry made from the game itself, an entry added, an
//! accuracy set, two stores merged, and the summary the progress view
//! draws. Each call takes the store as the plain object it gave out
//! (`Progress`) and checks it again; each gives back a new one. Read from
//! JavaScript objects (serde-wasm-bindgen), a field the store does not have
//! is dropped rather than refused (serde-wasm-bindgen reads the fields it
//! knows); a field missing, of the wrong type or out of range is refused.

use crate::progress::{game_id, Opponent, Progress, ProgressEntry, ProgressError, ProgressSummary};
use crate::{js_err, ts, WebGame};
use tsify::Ts;
use wasm_bindgen::prelude::*;

/// `err` as a JavaScript `Error` named `ProgressError`, its message the
/// reason and its `kind` `"notJson"`, `"newer"` or `"damaged"`.
fn progress_error(err: &ProgressError) -> JsValue {
    let e = js_sys::Error::new(&err.to_string());
    e.set_name("ProgressError");
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&e, &"kind".into(), &err.kind().into());
    e.into()
}

/// `value` read as `T` (serde's own words for a shape it is not).
fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, JsValue> {
    serde_wasm_bindgen::from_value(value).map_err(|e| {
        let js = JsValue::from(e);
        let why = js.dyn_ref::<js_sys::Error>().map_or_else(
            || "not the store's shape".into(),
            |e| String::from(e.message()),
        );
        progress_error(&ProgressError::Shape(why))
    })
}

/// A store handed back by JavaScript, checked.
fn store(progress: Ts<Progress>) -> Result<Progress, JsValue> {
    let p: Progress = from_js(progress.into())?;
    p.check().map_err(|e| progress_error(&e))?;
    Ok(p)
}

fn out<T: tsify::Tsify + serde::Serialize>(value: &T) -> Result<Ts<T>, JsValue> {
    ts(value).map_err(JsValue::from)
}

/// A store with no games (`{ v: 1, games: [], totals: [] }`).
///
/// # Errors
/// Only if it cannot be converted (not expected).
#[wasm_bindgen(js_name = newProgress)]
pub fn new_progress() -> Result<Ts<Progress>, JsValue> {
    out(&Progress::new())
}

/// The store in `text` (the JSON the page keeps in `localStorage`, or a
/// progress file's), checked whole (`Progress::check`).
///
/// # Errors
/// An `Error` named `ProgressError` (its `kind` `"notJson"`, `"newer"` or
/// `"damaged"`, its message the reason: a missing or unknown field, a game
/// on a board or at a level the game does not have, totals that do not
/// count the games listed, …).
#[wasm_bindgen(js_name = readProgress)]
pub fn read_progress(text: &str) -> Result<Ts<Progress>, JsValue> {
    let value = js_sys::JSON::parse(text).map_err(|e| {
        let why = e
            .dyn_ref::<js_sys::Error>()
            .map_or_else(|| "bad JSON".into(), |e| String::from(e.message()));
        progress_error(&ProgressError::NotJson(why))
    })?;
    out(&store(Ts::new_unchecked(value))?)
}

/// `progress` with `entry` recorded (listed last, the oldest dropped past
/// 500, counted in the totals; a game already listed is not counted again).
///
/// # Errors
/// A `ProgressError` for a store or an entry that does not check.
#[wasm_bindgen(js_name = progressAdd)]
pub fn progress_add(
    progress: Ts<Progress>,
    entry: Ts<ProgressEntry>,
) -> Result<Ts<Progress>, JsValue> {
    let mut p = store(progress)?;
    let entry: ProgressEntry = from_js(entry.into())?;
    let mut one = Progress::new();
    one.add(entry.clone());
    one.check().map_err(|e| progress_error(&e))?;
    p.add(entry);
    out(&p)
}

/// `progress` with the game `id`'s accuracy set to `percent` (0..=100,
/// kept to one decimal), once; unchanged for a game no longer listed or
/// one that has it.
///
/// # Errors
/// A `ProgressError` for a store that does not check.
#[wasm_bindgen(js_name = progressSetAccuracy)]
pub fn progress_set_accuracy(
    progress: Ts<Progress>,
    id: &str,
    percent: f64,
) -> Result<Ts<Progress>, JsValue> {
    let mut p = store(progress)?;
    p.set_accuracy(id, percent);
    out(&p)
}

/// `mine` with `theirs` merged in (`Progress::merge`: a game both list
/// counted once).
///
/// # Errors
/// A `ProgressError` for a store that does not check.
#[wasm_bindgen(js_name = progressMerge)]
pub fn progress_merge(mine: Ts<Progress>, theirs: Ts<Progress>) -> Result<Ts<Progress>, JsValue> {
    let mut p = store(mine)?;
    p.merge(&store(theirs)?);
    out(&p)
}

/// What the progress view shows: a [`ProgressSummary`].
///
/// # Errors
/// A `ProgressError` for a store that does not check.
#[wasm_bindgen(js_name = progressSummary)]
pub fn progress_summary(progress: Ts<Progress>) -> Result<Ts<ProgressSummary>, JsValue> {
    out(&store(progress)?.summary())
}

#[wasm_bindgen(js_class = Game)]
impl WebGame {
    /// The finished game as a progress entry: played against `opponent`
    /// (the page's settings: the computer's level and the player's side,
    /// or two players), ended on `date` (`YYYY-MM-DD`, the visitor's
    /// clock); its board, variants, winner, termination and throws from the
    /// game, its id from its record ([`game_id`]), no accuracy yet.
    ///
    /// # Errors
    /// A game that is not over, an opponent that does not convert, or a
    /// date, level or board a store cannot hold (the entry's check).
    #[wasm_bindgen(js_name = progressEntry)]
    pub fn progress_entry(
        &self,
        opponent: Ts<Opponent>,
        date: &str,
    ) -> Result<Ts<ProgressEntry>, JsError> {
        let opponent: Opponent = opponent.to_rust().map_err(js_err)?;
        let v = self.view_data();
        let (Some(winner), Some(termination)) = (v.winner, v.termination) else {
            return Err(JsError::new("the game is not over"));
        };
        let entry = ProgressEntry {
            id: game_id(&self.to_record()),
            date: date.to_string(),
            size: v.size,
            variants: v.variants,
            opponent,
            winner,
            termination,
            throws: v.throws,
            accuracy: None,
        };
        let mut one = Progress::new();
        one.add(entry.clone());
        one.check().map_err(js_err)?;
        ts(&entry)
    }
}
