//! Commands that use the computer players: `duel`, `best`, `train`.

use std::time::Instant;

use clap::Args;
use daldos::Rules;
use daldos_ai::eval::FeatureWeights;
use daldos_ai::seed::mix;
use daldos_ai::{Engine, Level, LinearEval, Net, StandardEval, SystemClock, Weights};
use daldos_coach::duel::{check_against_greedy, check_note, DuelReport, MAX_PLAYS};
use daldos_coach::train::{weights_source, TrainConfig};

use crate::{parse_position, parse_throw, CliError, VariantFlags};

/// Arguments of `daldos duel`.
#[derive(Args, Debug)]
pub struct DuelArgs {
    /// Player A's bot: random, greedy, level1 … level5, or a research bot
    /// (docs/ai.md: d<depth>b<percent>, counter<depth>, rollout…, uct<playouts>).
    #[arg(long)]
    pub a: String,
    /// Player B's bot.
    #[arg(long)]
    pub b: String,
    /// Number of games, even (played in pairs with the same dice, seats swapped).
    #[arg(long, allow_negative_numbers = true, default_value_t = 100)]
    pub games: u32,
    /// Seed for the dice and the bots.
    #[arg(long, allow_negative_numbers = true, default_value_t = 1)]
    pub seed: u64,
    /// Board size: 16 (Danish) or 12 (Norwegian), or any of 6..=16.
    #[arg(long, allow_negative_numbers = true, default_value_t = 16,
          value_parser = clap::value_parser!(u8).range(6..=16))]
    pub board: u8,
    /// Use the evaluation network in this file (made by `daldos train-net`)
    /// on boards of its size, instead of the bundled one; several files
    /// separated by commas are averaged.
    #[arg(long)]
    pub net: Option<String>,
    #[command(flatten)]
    pub variants: VariantFlags,
}

/// Arguments of `daldos best`.
#[derive(Args, Debug)]
pub struct BestArgs {
    /// The position.
    #[arg(allow_hyphen_values = true)]
    pub position: String,
    /// The throw, e.g. 1,3.
    #[arg(long, allow_hyphen_values = true)]
    pub dice: String,
    /// Engine level 1..=5.
    #[arg(long, allow_negative_numbers = true, default_value_t = 5,
          value_parser = clap::value_parser!(u8).range(1..=5))]
    pub level: u8,
    /// At most this many milliseconds of thinking (wall clock) for a level
    /// that searches until a budget; without it, its leaf budget alone
    /// decides, and the answer is the same every time.
    #[arg(long, allow_negative_numbers = true)]
    pub ms: Option<f64>,
    #[command(flatten)]
    pub variants: VariantFlags,
}

/// Arguments of `daldos train`.
#[derive(Args, Debug)]
pub struct TrainArgs {
    /// Seed of the self-play.
    #[arg(long, allow_negative_numbers = true, default_value_t = 1)]
    pub seed: u64,
    /// Self-play games per board size class (N = 16, then N = 12).
    #[arg(long, allow_negative_numbers = true, default_value_t = 20_000)]
    pub games: u32,
    /// Starting learning rate (falls linearly to a tenth).
    #[arg(long, allow_negative_numbers = true, default_value_t = 0.05)]
    pub alpha: f64,
    /// Chance of an exploring random play.
    #[arg(long, allow_negative_numbers = true, default_value_t = 0.05)]
    pub explore: f64,
    /// Games against greedy to measure the result (the engine one play
    /// deep, no random plays, with the new weights), per board; 0 to skip.
    #[arg(long, allow_negative_numbers = true, default_value_t = 1000)]
    pub check_games: u32,
    /// Train only this board size class: 16 (the large boards, trained on
    /// N = 16) or 12 (the small ones, trained on N = 12); the other keeps
    /// its current weights. Both if absent.
    #[arg(long, allow_negative_numbers = true)]
    pub only: Option<u8>,
    /// Write the weights as Rust source here (e.g.
    /// crates/daldos-ai/src/weights.rs); without it they are only printed.
    #[arg(long)]
    pub out: Option<String>,
}

/// Whether `alpha` is a usable learning rate: above 0, at most 1 (not NaN).
fn valid_rate(alpha: f64) -> bool {
    alpha > 0.0 && alpha <= 1.0
}

/// `daldos duel`.
pub fn duel(args: &DuelArgs) -> Result<(), CliError> {
    let rules = Rules::new(args.board, args.variants.variants())?;
    if args.games == 0 || args.games % 2 == 1 {
        return Err(CliError(
            daldos_coach::duel::DuelError::Games(args.games).to_string(),
        ));
    }
    let eval = match &args.net {
        Some(paths) => {
            let net = read_nets(paths)?;
            if net.size != args.board {
                return Err(CliError(format!(
                    "--net is a network for N = {}, but --board is {}",
                    net.size, args.board
                )));
            }
            StandardEval::trained().with_net(net)
        }
        None => StandardEval::trained(),
    };
    // Progress on stderr every tenth of the duel (at least every pair),
    // so a long duel can be read while it runs.
    let step = (args.games / 10).max(2);
    let report = daldos_coach::duel::duel(
        rules,
        &args.a,
        &args.b,
        args.games,
        args.seed,
        &eval,
        &mut |r: &DuelReport| {
            if r.games.is_multiple_of(step) && r.games < args.games {
                eprintln!(
                    "after {} games: {} {}, {} {}",
                    r.games, args.a, r.a.wins, args.b, r.b.wins
                );
            }
        },
    )
    .map_err(|e| CliError(e.to_string()))?;
    let (ta, tb) = (report.a, report.b);
    let (total_plays, abandoned) = (report.plays, report.abandoned);
    let decided = ta.wins + tb.wins;
    let (lo, hi) = report.a_interval();
    println!(
        "{} vs {}: board {}, rules {}, {} games (pairs with the same dice, seats swapped), seed {}",
        args.a, args.b, args.board, rules.variants, args.games, args.seed
    );
    println!("{} wins: {}", args.a, ta.wins);
    println!("{} wins: {}", args.b, tb.wins);
    if abandoned > 0 {
        println!("abandoned after {MAX_PLAYS} plays: {abandoned}");
    }
    println!(
        "{} win rate: {:.1} % (95 % CI {:.1} – {:.1} %)",
        args.a,
        100.0 * f64::from(ta.wins) / f64::from(decided.max(1)),
        100.0 * lo,
        100.0 * hi
    );
    println!(
        "average game length: {:.1} plays",
        total_plays as f64 / f64::from(args.games)
    );
    println!(
        "average time per move: {} {:.3} ms, {} {:.3} ms",
        args.a,
        ta.ms_per_move(),
        args.b,
        tb.ms_per_move()
    );
    println!("a_wins={} b_wins={} games={}", ta.wins, tb.wins, args.games);
    Ok(())
}

/// `daldos best`.
pub fn best(args: &BestArgs) -> Result<(), CliError> {
    let pos = parse_position(&args.position, args.variants.variants())?;
    let throw = parse_throw(&args.dice)?;
    let level = Level::new(args.level)
        .ok_or_else(|| CliError(format!("bad --level {}: expected 1..=5", args.level)))?;
    if let Some(o) = pos.outcome() {
        return Err(CliError(format!("the game is over ({o})")));
    }
    let mut engine = Engine::new(level, 0);
    if let Some(ms) = args.ms {
        if !(ms > 0.0 && ms.is_finite()) {
            return Err(CliError(format!("--ms {ms} must be a positive number")));
        }
        engine = engine.with_time(std::rc::Rc::new(SystemClock::new()), ms);
    }
    let hint = engine
        .hint(&pos, throw)
        .ok_or_else(|| CliError("no play: the game is over".into()))?;
    println!("{}", hint.play);
    println!(
        "win chance: {} {:.1} %, {} {:.1} %",
        pos.turn(),
        100.0 * hint.win_chance,
        pos.turn().other(),
        100.0 * hint.other_win_chance()
    );
    Ok(())
}

/// `daldos train`.
pub fn train(args: &TrainArgs) -> Result<(), CliError> {
    if args.games == 0 {
        return Err(CliError("--games must be at least 1".into()));
    }
    if !(0.0..=1.0).contains(&args.explore) || !valid_rate(args.alpha) {
        return Err(CliError(
            "--explore must be 0..=1 and --alpha above 0 and at most 1".into(),
        ));
    }
    let mut command = format!(
        "daldos train --seed {} --games {} --alpha {} --explore {} --check-games {}",
        args.seed, args.games, args.alpha, args.explore, args.check_games
    );
    if let Some(only) = args.only {
        if only != 16 && only != 12 {
            return Err(CliError("--only must be 16 or 12".into()));
        }
        command.push_str(&format!(" --only {only}"));
    }
    if let Some(out) = &args.out {
        // Fail before a long run, not after it.
        check_out(out)?;
        command.push_str(&format!(" --out {out}"));
    }
    let mut weights = Weights::trained();
    let mut notes = Vec::new();
    for (size, slot) in [(16u8, 0usize), (12, 1)] {
        if args.only.is_some_and(|o| o != size) {
            continue;
        }
        let rules = Rules::new(size, Default::default())?;
        let start = Instant::now();
        let config = TrainConfig {
            rules,
            games: args.games,
            seed: args.seed,
            alpha: args.alpha,
            explore: args.explore,
            start: HAND_START,
        };
        let step = (args.games / 10).max(1);
        let report = daldos_coach::train::train(&config, &mut |done, mse| {
            if done % step == 0 {
                eprintln!("N = {size}: {done} games, running mean squared TD error {mse:.4}");
            }
        });
        let secs = start.elapsed().as_secs_f64();
        if slot == 0 {
            weights.large = report.weights;
        } else {
            weights.small = report.weights;
        }
        let mut note = format!(
            "N = {size}: {} games, {:.1} plays per game, final mean squared TD error {:.4}, {secs:.0} s",
            args.games,
            report.plays as f64 / f64::from(args.games),
            report.final_mse
        );
        if args.check_games > 0 {
            let wins = check_against_greedy(
                rules,
                &StandardEval::linear(LinearEval { weights }),
                args.check_games,
                mix(args.seed, 99),
            )
            .map_err(|e| CliError(e.to_string()))?;
            note.push_str(&check_note(wins, args.check_games));
        }
        println!("{note}");
        notes.push(note);
    }
    if let (Some(only), Some(path)) = (args.only, &args.out) {
        // Carry over the figures of the class not retrained.
        let old = std::fs::read_to_string(path).unwrap_or_default();
        let old_command = old
            .lines()
            .find_map(|l| l.strip_prefix("//! Command: "))
            .unwrap_or("?")
            .to_string();
        let other = if only == 16 { 12 } else { 16 };
        for line in old.lines() {
            if let Some(rest) = line.strip_prefix(&format!("//! N = {other}: ")) {
                let rest = rest.split(" (kept from ").next().unwrap_or(rest);
                let from = old_command.split(" (kept from ").next().unwrap_or("?");
                notes.push(format!("N = {other}: {rest} (kept from {from})"));
            }
        }
    }
    let source = weights_source(&weights, &command, &notes);
    match &args.out {
        Some(path) => std::fs::write(path, &source)
            .map_err(|e| CliError(format!("cannot write {path}: {e}")))?,
        None => print!("{source}"),
    }
    Ok(())
}

/// Where training starts: material only (a hand-written guess kept
/// deliberately plain).
const HAND_START: FeatureWeights = {
    let mut w = [0.0; daldos_ai::features::FEATURE_COUNT];
    w[1] = 4.0;
    w[2] = -4.0;
    w
};

/// Reads evaluation network files, separated by commas, into their
/// average ([`Net::average`]).
fn read_nets(paths: &str) -> Result<Net, CliError> {
    if paths.split(',').any(|p| p.trim().is_empty()) {
        return Err(CliError(format!(
            "--net '{paths}': name one or more files, separated by commas"
        )));
    }
    let nets = paths
        .split(',')
        .map(read_net)
        .collect::<Result<Vec<_>, _>>()?;
    Net::average(&nets).ok_or_else(|| {
        CliError(format!(
            "{paths}: the networks are for different board sizes"
        ))
    })
}

/// Checks that `out` names a file that can be created: not empty, not a
/// folder, in a folder that exists.
fn check_out(out: &str) -> Result<(), CliError> {
    let path = std::path::Path::new(out);
    if out.trim().is_empty() {
        return Err(CliError("--out must name a file".into()));
    }
    if path.is_dir() {
        return Err(CliError(format!(
            "cannot write {out}: it is a folder (name a file in it)"
        )));
    }
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    if !dir.is_dir() {
        return Err(CliError(format!("cannot write {out}: no such directory")));
    }
    Ok(())
}

/// Reads an evaluation network file.
fn read_net(path: &str) -> Result<Net, CliError> {
    let bytes = std::fs::read(path).map_err(|e| CliError(format!("cannot read {path}: {e}")))?;
    Net::from_bytes(&bytes).map_err(|e| CliError(format!("{path}: {e}")))
}

/// Arguments of `daldos train-net`.
#[derive(Args, Debug)]
pub struct TrainNetArgs {
    /// Board size to train for.
    #[arg(long, allow_negative_numbers = true, default_value_t = 12,
          value_parser = clap::value_parser!(u8).range(6..=16))]
    pub board: u8,
    /// Seed of the self-play and of the starting weights.
    #[arg(long, allow_negative_numbers = true, default_value_t = 1)]
    pub seed: u64,
    /// Self-play games.
    #[arg(long, allow_negative_numbers = true, default_value_t = 100_000)]
    pub games: u32,
    /// Hidden units (of a new network; ignored with --from).
    #[arg(long, allow_negative_numbers = true, default_value_t = 32)]
    pub hidden: usize,
    /// Starting learning rate (falls linearly to a tenth).
    #[arg(long, allow_negative_numbers = true, default_value_t = 0.05)]
    pub alpha: f64,
    /// Chance of an exploring random play.
    #[arg(long, allow_negative_numbers = true, default_value_t = 0.05)]
    pub explore: f64,
    /// λ of the λ-returns (0..=1).
    #[arg(long, allow_negative_numbers = true, default_value_t = 0.7)]
    pub lambda: f64,
    /// Plays searched ahead to choose each self-play play (1..=3).
    #[arg(long, allow_negative_numbers = true, default_value_t = 1)]
    pub depth: u32,
    /// Continue from the network in this file instead of a new one.
    #[arg(long)]
    pub from: Option<String>,
    /// Games against greedy to measure the result (one play deep); 0 to skip.
    #[arg(long, allow_negative_numbers = true, default_value_t = 1000)]
    pub check_games: u32,
    /// Write the network here (e.g. crates/daldos-ai/data/net-12.bin) and
    /// the command and figures next to it (same name, .txt).
    #[arg(long)]
    pub out: String,
}

/// `daldos train-net`.
pub fn train_net(args: &TrainNetArgs) -> Result<(), CliError> {
    let bad = |m: String| Err(CliError(m));
    if args.games == 0 {
        return bad("--games must be at least 1".into());
    }
    if args.hidden == 0 || args.hidden > 1024 {
        return bad(format!("--hidden {} must be 1..=1024", args.hidden));
    }
    if !(1..=3).contains(&args.depth) {
        return bad(format!("--depth {} must be 1..=3", args.depth));
    }
    if !(0.0..=1.0).contains(&args.explore) || !(0.0..=1.0).contains(&args.lambda) {
        return bad("--explore and --lambda must be 0..=1".into());
    }
    // Above 1 a step overshoots (the inputs are at most 1), and the
    // weights soon stop being numbers.
    if !valid_rate(args.alpha) {
        return bad(format!(
            "--alpha {} must be above 0 and at most 1",
            args.alpha
        ));
    }
    if args.check_games > 1_000_000 {
        return bad("--check-games must be at most 1000000".into());
    }
    // Fail before a long run, not after it.
    check_out(&args.out)?;
    let rules = Rules::new(args.board, Default::default())?;
    let linear = *Weights::trained().for_size(args.board);
    let mut net = match &args.from {
        Some(path) => read_net(path)?,
        None => Net::new(args.board, args.hidden, &linear, args.seed),
    };
    if net.size != args.board {
        return bad(format!(
            "--from is a network for N = {}, but --board is {}",
            net.size, args.board
        ));
    }
    // The hidden units come from the file with --from.
    let hidden = match args.from {
        Some(_) => String::new(),
        None => format!(" --hidden {}", args.hidden),
    };
    let mut command = format!(
        "daldos train-net --board {} --seed {} --games {}{hidden} --alpha {} --explore {} --lambda {} --depth {} --check-games {}",
        args.board, args.seed, args.games, args.alpha, args.explore, args.lambda, args.depth, args.check_games
    );
    if let Some(from) = &args.from {
        command.push_str(&format!(" --from {from}"));
    }
    command.push_str(&format!(" --out {}", args.out));
    let config = daldos_coach::train::NetTrainConfig {
        rules,
        games: args.games,
        seed: args.seed,
        alpha: args.alpha,
        explore: args.explore,
        lambda: args.lambda,
        depth: args.depth,
    };
    let start = Instant::now();
    let step = (args.games / 20).max(1);
    let report = daldos_coach::train::train_net(&config, &mut net, &mut |done, mse| {
        if done % step == 0 {
            eprintln!(
                "N = {}: {done} games, running mean squared error {mse:.4}",
                args.board
            );
        }
    });
    let secs = start.elapsed().as_secs_f64();
    let mut note = format!(
        "N = {}: {} games, {:.1} plays per game, final mean squared error {:.4}, {secs:.0} s",
        args.board,
        args.games,
        report.plays as f64 / f64::from(args.games),
        report.final_mse
    );
    if !net.is_finite() {
        return bad(format!(
            "training diverged (a weight is no longer a finite number), {} not written; try a smaller --alpha",
            args.out
        ));
    }
    std::fs::write(&args.out, net.to_bytes())
        .map_err(|e| CliError(format!("cannot write {}: {e}", args.out)))?;
    if args.check_games > 0 {
        let eval = StandardEval::trained().with_net(net.clone());
        let wins = check_against_greedy(rules, &eval, args.check_games, mix(args.seed, 99))
            .map_err(|e| CliError(e.to_string()))?;
        note.push_str(&check_note(wins, args.check_games));
    }
    println!("{note}");
    // The steps that made the starting network come first (read before
    // this run's notes replace them, when --from and --out are one file).
    let mut history = String::new();
    if let Some(from) = &args.from {
        let from_txt = std::path::Path::new(from).with_extension("txt");
        if let Ok(old) = std::fs::read_to_string(&from_txt) {
            history = old.replace("Made by: ", "Step: ");
        }
    }
    let txt = std::path::Path::new(&args.out).with_extension("txt");
    std::fs::write(&txt, format!("{history}Made by: {command}\n{note}\n"))
        .map_err(|e| CliError(format!("cannot write {}: {e}", txt.display())))?;
    Ok(())
}
