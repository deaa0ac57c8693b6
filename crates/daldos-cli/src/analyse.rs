//! `daldos analyse`: the engine's review of a game record, one line per
//! throw (daldos_ai::review).

use clap::{Args, ValueEnum};
use daldos_ai::{review_game, Engine, Level, ThrowReview};

use std::io::Write as _;

use crate::CliError;

/// A write to stdout that failed: a closed pipe (`daldos analyse … | head`)
/// just ends the output; any other failure is an error.
fn closed(e: std::io::Error) -> Result<(), CliError> {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    Err(CliError(format!("cannot write the output: {e}")))
}

/// Arguments of `daldos analyse`.
#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The record file (- for standard input), or a share code or a link
    /// carrying one.
    file: String,
    /// The level whose search reviews the plays (5, the top level, by
    /// default).
    #[arg(long, default_value_t = 5)]
    level: u8,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: AnalyseFormat,
}

/// Output format of `daldos analyse`.
#[derive(ValueEnum, Debug, Clone, Copy, Default)]
enum AnalyseFormat {
    /// A table: throw number, side, throw, play made, best play, the
    /// thrower's win chance after the best play and after the play made,
    /// the loss (percentage points).
    #[default]
    Text,
    /// One JSON object per throw and line, chances as fractions 0..=1.
    Json,
}

/// One throw's review as JSON: the same fields, names and values as the
/// page's review (the facade's `ReviewData`, `reviewRecord`).
pub fn review_json(t: &ThrowReview) -> serde_json::Value {
    let r = &t.review;
    serde_json::json!({
        "index": t.index,
        "side": r.side.to_string(),
        "throw": r.play.throw.to_string(),
        "play": r.play.to_string(),
        "best": r.best.to_string(),
        "before": r.best_value,
        "after": r.value,
        "loss": r.loss(),
        "winA": r.value_for_a(),
        "position": t.position.to_string(),
    })
}

/// `daldos analyse`.
///
/// # Errors
/// An unreadable or bad record (the reader's line-numbered message), or a
/// level outside 1..=5.
pub fn analyse(args: &AnalyseArgs) -> Result<(), CliError> {
    let level = Level::new(args.level)
        .ok_or_else(|| CliError(format!("bad --level {}: expected 1..=5", args.level)))?;
    let game = crate::game_of(&args.file)?;
    let engine = Engine::new(level, 0);
    let n = game.record().len();
    let mut out = std::io::stdout().lock();
    if matches!(args.format, AnalyseFormat::Text) {
        writeln!(
            out,
            "   #  side  throw  play                    best                     before    after    loss"
        )
        .or_else(closed)?;
    }
    // One throw at a time, printed as it is found: a long game shows its
    // first lines at once.
    for i in 0..n {
        for t in review_game(&engine, &game, i..i + 1) {
            match args.format {
                AnalyseFormat::Json => writeln!(out, "{}", review_json(&t)).or_else(closed)?,
                AnalyseFormat::Text => {
                    let r = &t.review;
                    let best = if r.best == r.play {
                        "=".to_string()
                    } else {
                        r.best.to_string()
                    };
                    writeln!(
                        out,
                        "{:>4}  {:<4}  {:<5}  {:<22}  {:<22}  {:>6.1}%  {:>6.1}%  {:>6.1}",
                        t.index + 1,
                        r.side.to_string(),
                        r.play.throw,
                        r.play.to_string(),
                        best,
                        100.0 * r.best_value,
                        100.0 * r.value,
                        100.0 * r.loss()
                    )
                    .or_else(closed)?;
                }
            }
        }
    }
    Ok(())
}
