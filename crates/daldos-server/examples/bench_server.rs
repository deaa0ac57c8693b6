//! `make bench-server`: many games of bots on loopback against real
//! `daldos-server` processes; prints moves per second, the latency from a
//! move sent to the opponent's update (p50, p99), and the server's memory
//! per game. Figures, not a test: nothing here asserts a time.
//!
//! ```text
//! bench_server --server target/server-bench/daldos-server --db /tmp/bench.db --games 1000
//! bench_server --server … --db postgres://… --processes 2 --games 1000
//! ```
//!
//! All games are made and both seats of each connected first (Light on
//! the first process, Dark on the last, so with two processes every move
//! crosses PostgreSQL); then all start at once, and each plays until its
//! version reaches `--actions` (or its end).

#[path = "../tests/common/mod.rs"]
mod common;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{bot_action, create, Client, Rng, Server};
use daldos_server::protocol::{ClientMessage, Event, ServerMessage, SideName};

struct Args {
    server: String,
    db: String,
    processes: usize,
    games: usize,
    size: u8,
    actions: u64,
}

fn args() -> Args {
    let mut a = Args {
        server: "target/server-bench/daldos-server".into(),
        db: String::new(),
        processes: 1,
        games: 1000,
        size: 12,
        actions: 40,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    for pair in argv.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        match pair[0].as_str() {
            "--server" => a.server = value,
            "--db" => a.db = value,
            "--processes" => a.processes = value.parse().unwrap_or(1),
            "--games" => a.games = value.parse().unwrap_or(1000),
            "--size" => a.size = value.parse().unwrap_or(12),
            "--actions" => a.actions = value.parse().unwrap_or(40),
            other => {
                eprintln!("bench_server: unknown argument {other}");
                std::process::exit(2);
            }
        }
    }
    if a.db.is_empty() {
        eprintln!("bench_server: --db <SQLite file or postgres:// URL> is needed");
        std::process::exit(2);
    }
    a
}

/// The resident memory of process `pid`, in KiB (Linux).
fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        })
        .unwrap_or(0)
}

/// What one game's two bots share: when each move was sent, by version.
type Pending = Arc<Mutex<HashMap<u64, Instant>>>;

struct Totals {
    moves: AtomicU64,
    actions: AtomicU64,
    latencies: Mutex<Vec<u32>>,
}

async fn bot(
    mut client: Client,
    me: SideName,
    seed: u64,
    limit: u64,
    pending: Pending,
    totals: Arc<Totals>,
    mut go: tokio::sync::watch::Receiver<bool>,
) {
    let mut rng = Rng(seed);
    let mut st = client.next_state().await.expect("a first state");
    let _ = go.wait_for(|g| *g).await;
    let mut acted_on = None;
    loop {
        if st.version >= limit || st.winner.is_some() {
            return;
        }
        if acted_on.is_none_or(|v| st.version > v) {
            if let Some(a) = bot_action(&st, me, &mut rng) {
                acted_on = Some(st.version);
                if matches!(a, ClientMessage::Move(_)) {
                    pending
                        .lock()
                        .unwrap()
                        .insert(st.version + 1, Instant::now());
                }
                client.send(&a).await.expect("send");
            }
        }
        st = loop {
            match client.recv().await.expect("open") {
                ServerMessage::State(next) => break *next,
                ServerMessage::Error { code, message } => panic!("{code:?}: {message}"),
                _ => {}
            }
        };
        if let Some(Event::Moved { side, .. }) = &st.event {
            if *side != me {
                if let Some(t0) = pending.lock().unwrap().remove(&st.version) {
                    let us = u32::try_from(t0.elapsed().as_micros()).unwrap_or(u32::MAX);
                    totals.latencies.lock().unwrap().push(us);
                    totals.moves.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        if me == SideName::A {
            totals.actions.fetch_add(1, Ordering::Relaxed);
        }
    }
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let a = args();
    let fast = [
        "--rate",
        "1000000",
        "--burst",
        "1000000",
        "--max-connections",
        "100000",
    ];
    let mut servers = Vec::new();
    for _ in 0..a.processes {
        servers.push(Server::start_bin(&a.server, &a.db, &fast).await);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let base: Vec<u64> = servers
        .iter()
        .map(|s| rss_kib(s.pid().unwrap_or(0)))
        .collect();
    let totals = Arc::new(Totals {
        moves: AtomicU64::new(0),
        actions: AtomicU64::new(0),
        latencies: Mutex::new(Vec::new()),
    });
    let (go_tx, go_rx) = tokio::sync::watch::channel(false);
    let made = Instant::now();
    let mut bots = Vec::new();
    for g in 0..a.games {
        let first = &servers[0].addr;
        let last = &servers[a.processes - 1].addr;
        let game = create(first, &format!(r#"{{"size":{}}}"#, a.size)).await;
        let pending: Pending = Arc::new(Mutex::new(HashMap::new()));
        for (addr, token, side, i) in [
            (first, &game.light.token, SideName::A, 0),
            (last, &game.dark.token, SideName::B, 1),
        ] {
            let client = Client::connect(addr, token).await.expect("connect");
            bots.push(tokio::spawn(bot(
                client,
                side,
                (g * 2 + i) as u64 + 1,
                a.actions,
                pending.clone(),
                totals.clone(),
                go_rx.clone(),
            )));
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let connected: Vec<u64> = servers
        .iter()
        .map(|s| rss_kib(s.pid().unwrap_or(0)))
        .collect();
    eprintln!(
        "bench_server: {} games made and connected in {:.1} s; playing",
        a.games,
        made.elapsed().as_secs_f64()
    );
    let start = Instant::now();
    go_tx.send_replace(true);
    for b in bots {
        b.await.expect("a bot");
    }
    let secs = start.elapsed().as_secs_f64();
    let after: Vec<u64> = servers
        .iter()
        .map(|s| rss_kib(s.pid().unwrap_or(0)))
        .collect();
    let mut lat = totals.latencies.lock().unwrap().clone();
    lat.sort_unstable();
    let pct = |p: f64| {
        if lat.is_empty() {
            0.0
        } else {
            f64::from(lat[((lat.len() - 1) as f64 * p).round() as usize]) / 1000.0
        }
    };
    let moves = totals.moves.load(Ordering::Relaxed);
    let actions = totals.actions.load(Ordering::Relaxed);
    let store = if a.db.starts_with("postgres") {
        "PostgreSQL"
    } else {
        "SQLite"
    };
    let grown: u64 = connected
        .iter()
        .zip(&base)
        .map(|(c, b)| c.saturating_sub(*b))
        .sum();
    let total_after: u64 = after.iter().sum();
    println!(
        "store: {store}, {} server process(es), {} concurrent games (N = {}), {} bots",
        a.processes,
        a.games,
        a.size,
        a.games * 2
    );
    println!("played: {actions} actions ({moves} moves, the rest throws) in {secs:.1} s");
    println!("moves per second: {:.0}", moves as f64 / secs);
    println!(
        "actions per second (throws and moves): {:.0}",
        actions as f64 / secs
    );
    println!(
        "latency, move sent to opponent updated: p50 {:.1} ms, p99 {:.1} ms ({} moves)",
        pct(0.5),
        pct(0.99),
        lat.len()
    );
    println!(
        "server memory: {:.1} KiB per game with its two connections (RSS {} → {} KiB made and connected, {} KiB after play, all processes)",
        grown as f64 / a.games as f64,
        base.iter().sum::<u64>(),
        connected.iter().sum::<u64>(),
        total_after
    );
    for mut s in servers {
        s.kill9().await;
    }
}
