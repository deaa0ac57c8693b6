//! `daldos-server`: the game server (docs/server.md).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use daldos_server::limit::GameLimitSettings;
use daldos_server::server::{run, Limits, Settings};

/// Daldøs game server: play a friend on another device. Serves the built
/// page and the game API on one port; the dice are thrown by the server
/// and every move is stored before it is acknowledged.
#[derive(Parser, Debug)]
#[command(name = "daldos-server", version)]
struct Args {
    /// Address and port to listen on (port 0: any free port, printed).
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: SocketAddr,
    /// Where games are stored: a SQLite file (made if missing), or a
    /// PostgreSQL URL `postgres://user:password@host:port/database`.
    #[arg(long, default_value = "daldos.db")]
    db: String,
    /// The built page to serve at `/` (`make build-web` writes `dist/`).
    #[arg(long, default_value = "dist")]
    dist: PathBuf,
    /// Messages a second a client may send on average (a flood is dropped,
    /// then closed).
    #[arg(long, default_value_t = 10.0)]
    rate: f64,
    /// Messages a client may send at once before the rate applies.
    #[arg(long, default_value_t = 30)]
    burst: u32,
    /// Games one client address may make at once (`POST /api/games`);
    /// then one every `--games-every` seconds, more refused (429). 0: no
    /// limit.
    #[arg(long, default_value_t = 20)]
    games_burst: u32,
    /// Seconds between games one address may make once its burst is spent.
    #[arg(long, default_value_t = 6)]
    games_every: u64,
    /// The server is behind a reverse proxy that sets `X-Forwarded-For`:
    /// the limit on making games counts by its last address (the client's
    /// as the proxy saw it), not by the proxy's.
    #[arg(long)]
    behind_proxy: bool,
    /// Most WebSocket connections at once; more are refused (503).
    #[arg(long, default_value_t = 10_000)]
    max_connections: usize,
    /// Seconds from connecting to the `hello` message.
    #[arg(long, default_value_t = 10)]
    hello_timeout: u64,
    /// Delete unfinished games untouched for this many days (0: keep them
    /// for ever; finished games are always kept).
    #[arg(long, default_value_t = 0)]
    forget_after_days: u32,
    /// For tests only: throw every game's dice from this seed (and the
    /// game's version) instead of the system's randomness, so that a
    /// browser test knows them. Never on a server people play on.
    #[arg(long)]
    test_dice_seed: Option<u64>,
    /// Log level: error, warn, info, debug or trace.
    #[arg(long, default_value = "info")]
    log: tracing::Level,
}

fn main() -> ExitCode {
    let args = Args::parse();
    tracing_subscriber::fmt()
        .with_max_level(args.log)
        .with_writer(std::io::stderr)
        .init();
    if !(args.rate > 0.0 && args.rate.is_finite()) || args.burst == 0 {
        eprintln!("daldos-server: --rate must be above 0 and --burst at least 1");
        return ExitCode::from(2);
    }
    if let Some(seed) = args.test_dice_seed {
        eprintln!("daldos-server: test dice (seed {seed}): not for real games");
        daldos_server::hub::set_test_dice_seed(seed);
    }
    let settings = Settings {
        listen: args.listen,
        db: args.db,
        dist: args.dist,
        limits: Limits {
            rate: args.rate,
            burst: args.burst,
            hello_timeout: Duration::from_secs(args.hello_timeout.max(1)),
        },
        games: GameLimitSettings {
            burst: args.games_burst,
            every: Duration::from_secs(args.games_every.max(1)),
            behind_proxy: args.behind_proxy,
        },
        max_connections: args.max_connections.max(1),
        forget_after_days: args.forget_after_days,
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("daldos-server: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(settings)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("daldos-server: {e}");
            ExitCode::FAILURE
        }
    }
}
