//! `daldos`: the Daldøs rules and engine on the command line.
//!
//! Every error is one line on stderr and exit code 2; see the README for
//! examples.

mod ai_cmd;
mod analyse;
mod play;

use std::fmt;
use std::io::Read as _;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand, ValueEnum};
use daldos::{share, Game, Position, Setup, Throw, Variants};

/// Daldøs, the Scandinavian boat-board dice game: legal moves, capture odds,
/// game records and computer players.
#[derive(Parser, Debug)]
#[command(name = "daldos", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The variant switches shared by the commands (standard rules without any).
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct VariantFlags {
    /// Only the undalled piece nearest the stern may be dalled.
    #[arg(long)]
    stern_most_dal: bool,
    /// A summed move also captures on the hole where the first die ends.
    #[arg(long)]
    capture_both_stops: bool,
    /// A player reduced to a single piece loses.
    #[arg(long)]
    last_piece_loses: bool,
}

impl VariantFlags {
    /// The variants these flags switch on.
    pub fn variants(self) -> Variants {
        Variants {
            stern_most_dal: self.stern_most_dal,
            capture_both_stops: self.capture_both_stops,
            last_piece_loses: self.last_piece_loses,
        }
    }
}

/// Output format of `daldos moves`.
#[derive(ValueEnum, Debug, Clone, Copy, Default)]
enum Format {
    /// `<play>` TAB `<resulting position>`.
    #[default]
    Text,
    /// The resulting position only.
    Dpn,
    /// One JSON object per line: play, moves, resulting position.
    Json,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List the legal plays of a throw, one line per distinct resulting position.
    Moves {
        /// The position, e.g. 'aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a'.
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// The throw, two dice 1..=4, e.g. 1,3.
        #[arg(long, allow_hyphen_values = true)]
        dice: String,
        #[command(flatten)]
        variants: VariantFlags,
        /// Output format.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Capture odds of every enemy piece for the side to move.
    Odds {
        /// The position.
        #[arg(allow_hyphen_values = true)]
        position: String,
        #[command(flatten)]
        variants: VariantFlags,
    },
    /// Validate a game record or a share code and print the final position.
    Replay {
        /// The record file, - for standard input, or a share code or a link
        /// carrying one (`…#game=<code>`, docs/notation.md).
        file: String,
        /// Print the whole game record instead of the final position.
        #[arg(long)]
        record: bool,
    },
    /// Print the share code of a game record (docs/notation.md, "Share codes").
    Share {
        /// The record file, or - for standard input.
        file: String,
        /// Print a link instead: this address with `#game=<code>` (its own
        /// fragment, if any, replaced).
        #[arg(long)]
        url: Option<String>,
    },
    /// The engine's review of a game record: for every throw the play made,
    /// the best play, the thrower's win chance after each, and the loss
    /// (with --explain, why the better play is better and each side's
    /// accuracy).
    Analyse(analyse::AnalyseArgs),
    /// Play the game the web page plays for a seed (`?seed=N`) and print
    /// its record: the same dice, and the computer's same choices.
    Play(play::PlayArgs),
    /// Play computer players against each other.
    Duel(ai_cmd::DuelArgs),
    /// The engine's play and evaluation for a position and throw.
    Best(ai_cmd::BestArgs),
    /// Train the engine's evaluation by self-play.
    Train(ai_cmd::TrainArgs),
    /// Train an evaluation network for one board size by self-play.
    TrainNet(ai_cmd::TrainNetArgs),
}

/// A one-line error for the user.
#[derive(Debug)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<E: std::error::Error> From<E> for CliError {
    fn from(e: E) -> CliError {
        CliError(e.to_string())
    }
}

/// Parses a position in notation under `variants`.
///
/// # Errors
/// The notation's syntax error or the reason the position is impossible.
pub fn parse_position(text: &str, variants: Variants) -> Result<Position, CliError> {
    let setup: Setup = text
        .parse()
        .map_err(|e| CliError(format!("bad position: {e}")))?;
    Position::from_setup(&setup, variants).map_err(|e| CliError(format!("bad position: {e}")))
}

/// Parses a throw such as `1,3`.
///
/// # Errors
/// The throw's syntax error.
pub fn parse_throw(text: &str) -> Result<Throw, CliError> {
    text.parse()
        .map_err(|e| CliError(format!("bad --dice: {e}")))
}

fn moves(position: &str, dice: &str, variants: Variants, format: Format) -> Result<(), CliError> {
    let pos = parse_position(position, variants)?;
    let throw = parse_throw(dice)?;
    let mut out = String::new();
    for (play, after) in pos.distinct_plays(throw) {
        match format {
            Format::Text => out.push_str(&format!("{play}\t{after}\n")),
            Format::Dpn => out.push_str(&format!("{after}\n")),
            Format::Json => {
                let value = serde_json::json!({
                    "play": play.to_string(),
                    "moves": play.moves().collect::<Vec<_>>(),
                    "position": after.to_string(),
                });
                out.push_str(&format!("{value}\n"));
            }
        }
    }
    print!("{out}");
    Ok(())
}

fn odds(position: &str, variants: Variants) -> Result<(), CliError> {
    let pos = parse_position(position, variants)?;
    for o in pos.capture_odds() {
        println!("{o}");
    }
    Ok(())
}

/// The text of the record file `file` (`-`: standard input); a file with
/// neither tags nor throw lines is an error (surely a mistake).
///
/// # Errors
/// An unreadable or empty file.
fn read_record(file: &str) -> Result<String, CliError> {
    let text = if file == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| CliError(format!("cannot read standard input: {e}")))?;
        s
    } else {
        std::fs::read_to_string(file).map_err(|e| CliError(format!("cannot read {file}: {e}")))?
    };
    // An empty record is a new game to `Game::from_record`, but as a file to
    // check it is surely a mistake.
    if daldos::record::lines(&text).next().is_none() {
        return Err(CliError(format!(
            "{file}: the record is empty: it has neither tags nor throw lines"
        )));
    }
    Ok(text)
}

/// The game of the record file `file`, its near-miss tags warned about
/// first on stderr.
fn game_of_file(file: &str) -> Result<Game, CliError> {
    let text = read_record(file)?;
    // A tag that nearly names a rule tag changes the replay without a word:
    // said first, on stderr.
    for warning in daldos::tag_warnings(&text) {
        eprintln!("daldos: warning: {file}: {warning}");
    }
    Game::from_record(&text).map_err(|e| CliError(format!("{file}: {e}")))
}

/// Whether `arg`, which names no file, is meant as a share code or a link
/// to one: a link or fragment with `game=`, or base64url text only.
fn is_share_code(arg: &str) -> bool {
    arg != "-"
        && !std::path::Path::new(arg).exists()
        && (arg.contains("game=")
            || arg
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
}

/// The game of `arg`: a record file (`-`: standard input), or a share
/// code or a link carrying one.
///
/// # Errors
/// An unreadable or bad record (its line-numbered message), or a bad code.
pub fn game_of(arg: &str) -> Result<Game, CliError> {
    let file = arg;
    Ok(if is_share_code(file) {
        share::decode(share::code_in(file)).map_err(|e| {
            CliError(if file.contains("game=") {
                format!("share code: {e}")
            } else {
                format!("{file}: no such file, and as a share code: {e}")
            })
        })?
    } else {
        game_of_file(file)?
    })
}

fn replay(file: &str, record: bool) -> Result<(), CliError> {
    let game = game_of(file)?;
    if record {
        print!("{}", game.to_record());
        return Ok(());
    }
    println!("{}", game.board());
    if let Some(o) = game.outcome() {
        println!("{o}");
    }
    print!("{}", facts_lines(game.facts()));
    Ok(())
}

/// A record's facts as `daldos replay` shows them, one a line, only those
/// known: `Date: 2026-12-02`, `Light: a person`, `Dark: the computer,
/// level 5`, `Light: Ann`.
fn facts_lines(facts: &daldos::Facts) -> String {
    let mut out = String::new();
    if let Some(d) = facts.date {
        out.push_str(&format!("Date: {d}\n"));
    }
    for (side, player) in [("Light", &facts.light), ("Dark", &facts.dark)] {
        let who = match player {
            None => continue,
            Some(daldos::Player::Person { name: Some(n) }) => n.clone(),
            Some(daldos::Player::Person { name: None }) => "a person".to_string(),
            Some(daldos::Player::Computer { level }) => format!("the computer, level {level}"),
        };
        out.push_str(&format!("{side}: {who}\n"));
    }
    out
}

fn share_cmd(file: &str, url: Option<&str>) -> Result<(), CliError> {
    let code = share::encode(&game_of_file(file)?);
    match url {
        Some(url) => {
            let base = url.split_once('#').map_or(url, |(base, _)| base);
            println!("{base}#{}={code}", share::FRAGMENT_KEY);
        }
        None => println!("{code}"),
    }
    Ok(())
}

fn run(cli: Cli) -> Result<(), CliError> {
    match cli.command {
        Command::Moves {
            position,
            dice,
            variants,
            format,
        } => moves(&position, &dice, variants.variants(), format),
        Command::Odds { position, variants } => odds(&position, variants.variants()),
        Command::Replay { file, record } => replay(&file, record),
        Command::Analyse(args) => analyse::analyse(&args),
        Command::Share { file, url } => share_cmd(&file, url.as_deref()),
        Command::Play(args) => play::play(&args),
        Command::Duel(args) => ai_cmd::duel(&args),
        Command::Best(args) => ai_cmd::best(&args),
        Command::Train(args) => ai_cmd::train(&args),
        Command::TrainNet(args) => ai_cmd::train_net(&args),
    }
}

/// A clap error as one line: its first line plus the items clap lists under
/// it (such as the missing arguments), and a pointer to `--help`.
fn one_line(e: &clap::Error) -> String {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand
    ) {
        return "no command given (moves, odds, replay, share, analyse, play, duel, best or train; try daldos --help)"
            .to_string();
    }
    let rendered = e.to_string();
    let mut lines = rendered.lines();
    let first = lines
        .next()
        .unwrap_or("bad arguments")
        .trim_start_matches("error: ")
        .trim_end_matches(':');
    let items: Vec<&str> = lines
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    let text = if items.is_empty() {
        first.to_string()
    } else {
        format!("{first}: {}", items.join(", "))
    };
    let short: String = text.chars().take(300).collect();
    format!("{short} (try daldos --help)")
}

fn main() -> ExitCode {
    // A bug must still give one line and exit code 2, never a stack trace.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("daldos: internal error: {info}");
        std::process::exit(2);
    }));
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version.
            print!("{e}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("daldos: {}", one_line(&e));
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("daldos: {}", capped(&e.to_string()));
            ExitCode::from(2)
        }
    }
}

/// An error message cut to 300 characters (`…` after), so that a huge
/// argument quoted in it (a path, a bot name) never floods the terminal.
fn capped(message: &str) -> String {
    let mut chars = message.chars();
    let head: String = chars.by_ref().take(300).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}
