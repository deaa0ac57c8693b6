//! `daldos analyse`: the engine's review of a game record, one line per
//! throw (daldos_ai::review); with `--explain`, the reasons for each costly
//! play (daldos_ai::explain) and each side's accuracy.

use clap::{Args, ValueEnum};
use daldos_ai::{
    explain_review, game_accuracy, review_game, Accuracy, Engine, Explanation, Fact, GameAccuracy,
    Level, PieceChance, PlayFacts, Reach, ThrowReview, Which,
};

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
    /// Also say why the better play is better for each costly play (the
    /// facts that differ: captures, pieces left within reach with the exact
    /// capture odds, pieces taken out of danger, dals, enemy pieces brought
    /// within reach, holes travelled; the one that matters most first), and
    /// each side's accuracy (docs/ai.md, "Reasons" and "Accuracy").
    #[arg(long)]
    explain: bool,
    /// With --explain: the least loss, in percentage points, of a play
    /// explained.
    #[arg(long, default_value_t = 5.0, value_name = "POINTS")]
    costly: f64,
}

/// Output format of `daldos analyse`.
#[derive(ValueEnum, Debug, Clone, Copy, Default)]
enum AnalyseFormat {
    /// A table: throw number, side, throw, play made, best play, the
    /// thrower's win chance after the best play and after the play made,
    /// the loss (percentage points).
    #[default]
    Text,
    /// One JSON object per throw and line, chances as fractions 0..=1
    /// (with --explain: an "explanation" in each, null unless costly, and
    /// a last line {"accuracy": …}).
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

/// Pieces and their chances of being captured: `M9 43.75%, M3 6.25%, 2
/// more under 0.01%` (those that would show as 0.00% counted, not named:
/// `2 under 0.01%` when all would; the JSON has them all), or `none`.
fn pieces_text(pieces: &[PieceChance]) -> String {
    if pieces.is_empty() {
        return "none".to_string();
    }
    let (shown, tiny): (Vec<_>, Vec<_>) = pieces.iter().partition(|p| p.chance.value >= 0.000_05);
    let mut each: Vec<String> = shown
        .iter()
        .map(|p| format!("{} {}", p.hole, percent(p.chance.value)))
        .collect();
    if !tiny.is_empty() {
        let more = if each.is_empty() { "" } else { " more" };
        each.push(format!("{}{more} under 0.01%", tiny.len()));
    }
    each.join(", ")
}

/// The text of a set of pieces within reach: `43.75% (M9 43.75%, M3
/// 6.25%, 2 more under 0.01%)`: the chance of at least one capture, then
/// each piece's ([`pieces_text`]).
fn reach_text(r: &Reach) -> String {
    if r.pieces.is_empty() {
        return "none".to_string();
    }
    format!("{} ({})", percent(r.any.value), pieces_text(&r.pieces))
}

/// The loss as the text table shows it: the difference of the two win
/// chances *as shown*, each rounded to a tenth of a percentage point, so
/// that the three numbers of a line agree (docs/ai.md, "Review"; the
/// page shows the same).
fn shown_loss(before: f64, after: f64) -> f64 {
    ((1000.0 * before).round() - (1000.0 * after).round()) / 10.0
}

fn percent(v: f64) -> String {
    format!("{:.2}%", 100.0 * v)
}

fn holes_text(holes: &[daldos::Hole]) -> String {
    if holes.is_empty() {
        return "none".to_string();
    }
    let names: Vec<String> = holes.iter().map(ToString::to_string).collect();
    names.join(" ")
}

/// The pieces one play (`by`) moves into reach that the other leaves
/// standing out of it: `M7-M5 14.32%`, or `none`.
fn stood_text(e: &Explanation, by: Which) -> String {
    let moved: Vec<String> = e
        .stood_safe
        .iter()
        .filter(|s| s.moved_by == by)
        .map(|s| format!("{}-{} {}", s.from, s.to, percent(s.chance.value)))
        .collect();
    if moved.is_empty() {
        "none moved into reach".to_string()
    } else {
        moved.join(", ")
    }
}

/// Where one play (`by`) leaves each piece the two plays place
/// differently, and its chance there: `M7-M5 60.00%`, `M7 43.75%`; with
/// `favours`, only the pieces that speak for that play (a placed reason's).
fn placed_text(e: &Explanation, by: Which, favours: Option<Which>) -> String {
    let each: Vec<String> = e
        .placed
        .iter()
        .filter(|p| favours.is_none_or(|f| p.favours == f))
        .map(|p| {
            let spot = if by == Which::Made { &p.made } else { &p.best };
            let path = if spot.hole == p.from {
                p.from.to_string()
            } else {
                format!("{}-{}", p.from, spot.hole)
            };
            format!("{path} {}", percent(spot.chance.value))
        })
        .collect();
    each.join(", ")
}

/// One reason's fact for one play, in words (`favours`: the reason's,
/// whose pieces a placed reason names).
fn fact_text(
    fact: Fact,
    f: &PlayFacts,
    e: &Explanation,
    by: Which,
    favours: Option<Which>,
) -> String {
    match fact {
        Fact::Retaken => match f.capturers.as_slice() {
            [] => "no capture".to_string(),
            c => {
                // The capturers within the opponent's reach, as the page
                // names them (all when none is: the chance is then 0).
                let within: Vec<daldos::Hole> = c
                    .iter()
                    .copied()
                    .filter(|&h| f.danger.chance_at(h) > 0.0)
                    .collect();
                let named = if within.is_empty() { c } else { &within };
                format!("{} {}", holes_text(named), percent(f.retaken.value))
            }
        },
        Fact::StoodSafe => stood_text(e, by),
        Fact::Placed => placed_text(e, by, favours),
        Fact::Captures => holes_text(&f.captured),
        Fact::Danger => reach_text(&f.danger),
        Fact::Threats => reach_text(&f.threats_compared),
        // Each piece with its chance before the throw, as danger names them.
        Fact::OutOfDanger => pieces_text(&f.out_of_danger),
        Fact::Dal => format!("{} ({} undalled left)", holes_text(&f.dalled), f.undalled),
        Fact::Progress => f.progress.to_string(),
    }
}

/// The reasons of an explanation as indented lines, the one that matters
/// most first: `what: yours …; better …`, and the difference in pieces for
/// the measured ones.
fn explanation_lines(e: &Explanation) -> Vec<String> {
    let mut lines = Vec::new();
    if e.reasons.is_empty() {
        lines.push(
            "        no difference in captures, reach, dals or progress: it lies further ahead"
                .to_string(),
        );
    }
    for (i, r) in e.reasons.iter().enumerate() {
        let what = match r.fact {
            Fact::Captures => "captures",
            Fact::Danger => "own pieces within the opponent's reach",
            Fact::Threats => "enemy pieces within reach",
            Fact::OutOfDanger => "taken out of danger, each one's chance before the throw",
            Fact::Dal => "dalled",
            Fact::Progress => "holes travelled",
            Fact::Retaken => "capturing pieces captured back",
            Fact::StoodSafe => "moved into reach from where it stood safe",
            Fact::Placed => "pieces placed differently, each one's chance of capture",
        };
        let weight = r
            .weight
            .map(|w| format!(" [{w:.2} piece]"))
            .unwrap_or_default();
        lines.push(format!(
            "        {}. {what}: yours {}; better {}{weight}",
            i + 1,
            fact_text(r.fact, &e.made, e, Which::Made, r.favours),
            fact_text(r.fact, &e.best, e, Which::Best, r.favours),
        ));
    }
    if !e.reasons.is_empty() && e.reasons.iter().all(|r| r.weight.is_none()) {
        lines.push(
            "        (none of these has a measure in pieces: the loss lies further ahead, where the engine looks)"
                .to_string(),
        );
    }
    if e.reasons.iter().any(|r| r.fact.gives_chances()) {
        lines.push(
            "        (each chance counts the opponent's whole next turn, the extra throw after 1+1 included)"
                .to_string(),
        );
    }
    if e.made.extra_throw || e.best.extra_throw {
        lines.push(
            "        (after 1+1 the thrower throws again: reach as if the opponent threw next)"
                .to_string(),
        );
    }
    lines
}

fn accuracy_text(a: Option<Accuracy>) -> String {
    a.map_or_else(
        || "- (no play with a choice)".to_string(),
        |a| format!("{:.1}% ({} plays with a choice)", a.percent, a.plays),
    )
}

fn accuracy_json(g: &GameAccuracy) -> serde_json::Value {
    serde_json::json!({ "accuracy": g })
}

/// `daldos analyse`.
///
/// # Errors
/// An unreadable or bad record (the reader's line-numbered message), a
/// level outside 1..=5, or a `--costly` that is not a number of 0 or more.
pub fn analyse(args: &AnalyseArgs) -> Result<(), CliError> {
    let level = Level::new(args.level)
        .ok_or_else(|| CliError(format!("bad --level {}: expected 1..=5", args.level)))?;
    if args.costly.is_nan() || args.costly < 0.0 {
        return Err(CliError(format!(
            "bad --costly {}: expected percentage points, 0 or more",
            args.costly
        )));
    }
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
    let mut reviews = Vec::new();
    // One throw at a time, printed as it is found: a long game shows its
    // first lines at once.
    for i in 0..n {
        for t in review_game(&engine, &game, i..i + 1) {
            let explanation = (args.explain && 100.0 * t.review.loss() >= args.costly)
                .then(|| explain_review(&t))
                .flatten();
            match args.format {
                AnalyseFormat::Json => {
                    let mut line = review_json(&t);
                    if args.explain {
                        line["explanation"] = serde_json::json!(explanation);
                    }
                    writeln!(out, "{line}").or_else(closed)?;
                }
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
                        shown_loss(r.best_value, r.value)
                    )
                    .or_else(closed)?;
                    for line in explanation.iter().flat_map(explanation_lines) {
                        writeln!(out, "{line}").or_else(closed)?;
                    }
                }
            }
            if args.explain {
                reviews.push(t);
            }
        }
    }
    if args.explain {
        let g = game_accuracy(&reviews);
        match args.format {
            AnalyseFormat::Json => writeln!(out, "{}", accuracy_json(&g)).or_else(closed)?,
            AnalyseFormat::Text => {
                writeln!(out, "accuracy  a {}", accuracy_text(g.a)).or_else(closed)?;
                writeln!(out, "accuracy  b {}", accuracy_text(g.b)).or_else(closed)?;
            }
        }
    }
    Ok(())
}
