//! What the server's tests (and `make bench-server`) share: the real
//! binary started on 127.0.0.1 with a port of its choosing, a game made
//! over HTTP, WebSocket clients, and bots that play from the legal moves
//! the server sends.
#![allow(dead_code)]

pub mod rematch;

use std::process::Stdio;
use std::time::Duration;

use daldos_server::protocol::{
    ClientMessage, CreateResponse, ErrorCode, GameState, MoveRequest, ServerMessage, SideName,
};
use daldos_server::view::PhaseName;
use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::process::{Child, Command};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A failure guard, never a measure: any wait in these tests that takes
/// longer than this is a hang.
pub const GUARD: Duration = Duration::from_secs(120);

/// A running `daldos-server`, killed (SIGKILL) when dropped.
pub struct Server {
    child: Child,
    /// `127.0.0.1:<port>`.
    pub addr: String,
}

impl Server {
    /// Starts the binary on `db` (a SQLite file or a PostgreSQL URL) with
    /// `extra` arguments, and waits for its "listening" line.
    pub async fn start(db: &str, extra: &[&str]) -> Server {
        // Set by cargo for integration tests (the bench names its binary).
        let bin =
            option_env!("CARGO_BIN_EXE_daldos-server").unwrap_or("target/debug/daldos-server");
        Server::start_bin(bin, db, extra).await
    }

    /// As [`Server::start`], with the binary at `bin`. No page is served
    /// unless `extra` names a `--dist`.
    pub async fn start_bin(bin: &str, db: &str, extra: &[&str]) -> Server {
        let no_page: &[&str] = if extra.contains(&"--dist") {
            &[]
        } else {
            &["--dist", "/nonexistent-dist"]
        };
        // Tests and the bench make many games from one address: no limit
        // on making games unless `extra` sets one.
        let no_game_limit: &[&str] = if extra.contains(&"--games-burst") {
            &[]
        } else {
            &["--games-burst", "0"]
        };
        let mut child = Command::new(bin)
            .args(["--listen", "127.0.0.1:0", "--db", db, "--log", "error"])
            .args(no_page)
            .args(no_game_limit)
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .expect("start daldos-server");
        let stdout = child.stdout.take().expect("stdout");
        let mut lines = BufReader::new(stdout).lines();
        let line = tokio::time::timeout(GUARD, lines.next_line())
            .await
            .expect("daldos-server says where it listens")
            .expect("read stdout")
            .expect("a line");
        let addr = line
            .strip_prefix("daldos-server: listening on http://")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_string();
        // Keep reading (and dropping) whatever else it prints.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Server { child, addr }
    }

    /// `kill -9`, and wait for the process to be gone.
    pub async fn kill9(&mut self) {
        let _ = self.child.start_kill();
        let _ = self.child.wait().await;
    }

    /// The process id.
    pub fn pid(&self) -> Option<u32> {
        self.child.id()
    }
}

/// One HTTP/1.1 request over a fresh connection: the status and the body.
pub async fn http(addr: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let out = http_raw(addr, &req).await;
    let text = String::from_utf8_lossy(&out).to_string();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    (status, body)
}

/// Sends `req` as it is over a fresh connection: the whole answer, as
/// sent.
pub async fn http_raw(addr: &str, req: &str) -> Vec<u8> {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    s.write_all(req.as_bytes()).await.expect("write");
    let mut out = Vec::new();
    tokio::time::timeout(GUARD, s.read_to_end(&mut out))
        .await
        .expect("an answer")
        .expect("read");
    out
}

/// Makes a game (`POST /api/games`).
pub async fn create(addr: &str, body: &str) -> CreateResponse {
    let (status, text) = http(addr, "POST", "/api/games", body).await;
    assert_eq!(status, 201, "create answered {status}: {text}");
    serde_json::from_str(&text).expect("a CreateResponse")
}

/// A WebSocket client.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every text frame received, as received.
    pub frames: Vec<String>,
    /// The server's close frame, once one came: its code and reason.
    pub closed: Option<(u16, String)>,
}

impl Client {
    /// Connects without saying hello.
    pub async fn open(addr: &str) -> Result<Client, String> {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/ws"))
            .await
            .map_err(|e| e.to_string())?;
        Ok(Client {
            ws,
            frames: Vec::new(),
            closed: None,
        })
    }

    /// Connects and says hello with `token`.
    pub async fn connect(addr: &str, token: &str) -> Result<Client, String> {
        let mut c = Client::open(addr).await?;
        c.send(&ClientMessage::Hello {
            token: token.to_string(),
        })
        .await?;
        Ok(c)
    }

    /// Sends a message.
    pub async fn send(&mut self, m: &ClientMessage) -> Result<(), String> {
        let text = serde_json::to_string(m).map_err(|e| e.to_string())?;
        self.send_text(&text).await
    }

    /// Sends a text frame as it is.
    pub async fn send_text(&mut self, text: &str) -> Result<(), String> {
        self.ws
            .send(Message::text(text))
            .await
            .map_err(|e| e.to_string())
    }

    /// Sends a binary frame.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        self.ws
            .send(Message::binary(bytes))
            .await
            .map_err(|e| e.to_string())
    }

    /// The next message; `None` once the connection is closed (or broken).
    pub async fn recv(&mut self) -> Option<ServerMessage> {
        loop {
            let next = tokio::time::timeout(GUARD, self.ws.next())
                .await
                .expect("a message before the guard");
            match next {
                Some(Ok(Message::Text(t))) => {
                    let m: ServerMessage = serde_json::from_str(&t)
                        .unwrap_or_else(|e| panic!("server sent {t:?}: {e}"));
                    self.frames.push(t.to_string());
                    return Some(m);
                }
                Some(Ok(Message::Close(frame))) => {
                    self.closed = frame.map(|f| (u16::from(f.code), f.reason.to_string()));
                    return None;
                }
                None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// The next `State`, skipping other messages.
    pub async fn next_state(&mut self) -> Option<GameState> {
        loop {
            match self.recv().await? {
                ServerMessage::State(st) => return Some(*st),
                _ => continue,
            }
        }
    }

    /// The next `Error`'s code and words, skipping states and other
    /// messages.
    pub async fn next_error_words(&mut self) -> Option<(ErrorCode, String)> {
        loop {
            if let ServerMessage::Error { code, message } = self.recv().await? {
                return Some((code, message));
            }
        }
    }

    /// The next `Error`'s code, skipping states and other messages.
    pub async fn next_error(&mut self) -> Option<ErrorCode> {
        loop {
            if let ServerMessage::Error { code, .. } = self.recv().await? {
                return Some(code);
            }
        }
    }
}

/// A small seeded generator for the bots' choices (SplitMix64).
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z % n.max(1) as u64) as usize
    }
}

/// What a bot playing `me` does on `st`: throw, a random legal move, or
/// nothing (not its turn, or over; the server throws the roll-off once
/// both seats are connected).
pub fn bot_action(st: &GameState, me: SideName, rng: &mut Rng) -> Option<ClientMessage> {
    if st.winner.is_some() {
        return None;
    }
    let mine = st.view.turn == if me == SideName::A { "a" } else { "b" };
    match st.view.phase {
        PhaseName::AwaitingThrow if mine => Some(ClientMessage::Throw {
            version: st.version,
        }),
        PhaseName::Moving if mine && !st.legal.is_empty() => {
            let m = &st.legal[rng.below(st.legal.len())];
            Some(ClientMessage::Move(MoveRequest {
                version: st.version,
                from: m.from.clone(),
                via: m.via.clone(),
                to: m.to.clone(),
                dice: m.dice.clone(),
            }))
        }
        _ => None,
    }
}

/// Plays `me` on `client` until the game is over; returns the last state
/// and the error codes the server sent (none expected).
pub async fn play_to_end(
    client: &mut Client,
    me: SideName,
    seed: u64,
) -> (GameState, Vec<ErrorCode>) {
    let mut rng = Rng(seed);
    let mut acted_on = None;
    let mut last_sent = None;
    let mut errors = Vec::new();
    loop {
        match client.recv().await.expect("the connection stays open") {
            ServerMessage::State(st) => {
                if st.winner.is_some() {
                    return (*st, errors);
                }
                if acted_on.is_some_and(|v| st.version <= v) {
                    continue;
                }
                if let Some(a) = bot_action(&st, me, &mut rng) {
                    acted_on = Some(st.version);
                    client.send(&a).await.expect("send");
                    last_sent = Some(a);
                }
            }
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => {
                // Dropped: send it again a little later.
                errors.push(ErrorCode::RateLimited);
                tokio::time::sleep(Duration::from_millis(200)).await;
                if let Some(a) = &last_sent {
                    client.send(a).await.expect("send");
                }
            }
            ServerMessage::Error { code, .. } => errors.push(code),
            _ => {}
        }
    }
}

/// The throw lines of a record (after the tags), in order.
pub fn throw_lines(record: &str) -> Vec<String> {
    record
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('['))
        .map(str::to_string)
        .collect()
}

/// Whether `later` (a stored record) holds everything of `earlier` (an
/// acknowledged one): the same roll-off, the same completed throws, and
/// an unfinished throw of `earlier` continued (or completed) in `later`.
pub fn record_extends(earlier: &str, later: &str) -> bool {
    let tag = |r: &str, name: &str| {
        r.lines()
            .find(|l| l.starts_with(&format!("[{name} ")))
            .map(str::to_string)
    };
    if tag(earlier, "RollOff").is_some() && tag(earlier, "RollOff") != tag(later, "RollOff") {
        return false;
    }
    let (e, l) = (throw_lines(earlier), throw_lines(later));
    if e.len() > l.len() {
        return false;
    }
    e.iter().zip(&l).enumerate().all(|(i, (a, b))| {
        if i + 1 == e.len() {
            b.starts_with(a.as_str())
        } else {
            a == b
        }
    })
}

/// A state a client was sent: stored before it was sent, so it must be in
/// the store whatever happens next.
#[derive(Clone, Debug)]
pub struct Ack {
    pub game: String,
    pub version: u64,
    pub record: String,
}

/// What a durability run found.
#[derive(Debug)]
pub struct Durability {
    /// Server processes killed with SIGKILL.
    pub kills: usize,
    /// States clients were sent (each an acknowledgement of an action).
    pub acks: usize,
    /// Acknowledged states not found in the store afterwards.
    pub lost: usize,
    /// Games played to their end after the kills.
    pub finished: usize,
}

/// A bot that plays `me` with `token`, reconnecting to one of the
/// addresses in `addrs` whenever its connection breaks, logging every
/// state it is sent; returns the last state once the game is over.
pub async fn resilient_bot(
    addrs: tokio::sync::watch::Receiver<Vec<String>>,
    token: String,
    me: SideName,
    seed: u64,
    log: std::sync::Arc<std::sync::Mutex<Vec<Ack>>>,
    acks: std::sync::Arc<std::sync::atomic::AtomicUsize>,
) -> GameState {
    let mut rng = Rng(seed);
    let mut attempt = 0usize;
    loop {
        let list = addrs.borrow().clone();
        attempt += 1;
        let addr = list[(seed as usize + attempt) % list.len()].clone();
        let Ok(mut c) = Client::connect(&addr, &token).await else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let mut acted_on = None;
        while let Some(m) = c.recv().await {
            let ServerMessage::State(st) = m else {
                continue;
            };
            log.lock().unwrap().push(Ack {
                game: st.game.clone(),
                version: st.version,
                record: st.record.clone(),
            });
            acks.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            if st.winner.is_some() {
                return *st;
            }
            if acted_on.is_some_and(|v| st.version <= v) {
                continue;
            }
            if let Some(a) = bot_action(&st, me, &mut rng) {
                acted_on = Some(st.version);
                if c.send(&a).await.is_err() {
                    break;
                }
            }
        }
    }
}

/// Plays `games` games of bots (board `size`) on `processes` server
/// processes sharing `db`, `kill -9`s one process at a random moment
/// (after a random number of acknowledgements) `kills` times, starting it
/// again on the same store each time; then lets every game play to its
/// end and checks, through a fresh process, that every state any client
/// was sent is in the store.
pub async fn durability(
    db: &str,
    processes: usize,
    games: usize,
    size: u8,
    kills: usize,
    seed: u64,
) -> Durability {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};
    let mut servers = Vec::new();
    for _ in 0..processes {
        servers.push(Server::start(db, &["--rate", "100000", "--burst", "100000"]).await);
    }
    let (addr_tx, addr_rx) =
        tokio::sync::watch::channel(servers.iter().map(|s| s.addr.clone()).collect::<Vec<_>>());
    let log = Arc::new(Mutex::new(Vec::new()));
    let acks = Arc::new(AtomicUsize::new(0));
    let mut made = Vec::new();
    let mut bots = Vec::new();
    for g in 0..games {
        let game = create(
            &servers[g % processes].addr,
            &format!(r#"{{"size":{size}}}"#),
        )
        .await;
        for (i, (token, side)) in [
            (&game.light.token, SideName::A),
            (&game.dark.token, SideName::B),
        ]
        .into_iter()
        .enumerate()
        {
            bots.push(tokio::spawn(resilient_bot(
                addr_rx.clone(),
                token.clone(),
                side,
                seed * 1000 + (g * 2 + i) as u64,
                log.clone(),
                acks.clone(),
            )));
        }
        made.push(game);
    }
    let mut rng = Rng(seed);
    for _ in 0..kills {
        let target = acks.load(Ordering::SeqCst) + 1 + rng.below(30);
        let deadline = tokio::time::Instant::now() + GUARD;
        while acks.load(Ordering::SeqCst) < target {
            assert!(
                tokio::time::Instant::now() < deadline,
                "no progress before the guard"
            );
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        let victim = rng.below(processes);
        servers[victim].kill9().await;
        servers[victim] = Server::start(db, &["--rate", "100000", "--burst", "100000"]).await;
        addr_tx.send_replace(servers.iter().map(|s| s.addr.clone()).collect());
    }
    let mut ends = Vec::new();
    for b in bots {
        ends.push(
            tokio::time::timeout(GUARD * 3, b)
                .await
                .expect("every game ends")
                .unwrap(),
        );
    }
    for mut s in servers {
        s.kill9().await;
    }
    // What the store holds, through a fresh process.
    let fresh = Server::start(db, &[]).await;
    let mut stored = std::collections::HashMap::new();
    for game in &made {
        let mut c = Client::connect(&fresh.addr, &game.watch.token)
            .await
            .unwrap();
        let st = c.next_state().await.unwrap();
        stored.insert(st.game.clone(), st);
    }
    let log = log.lock().unwrap();
    let lost = log
        .iter()
        .filter(|a| {
            let s = &stored[&a.game];
            !(s.version >= a.version && record_extends(&a.record, &s.record))
        })
        .count();
    let finished = stored
        .values()
        .filter(|s| {
            s.winner.is_some()
                && daldos::Game::from_record(&s.record).is_ok_and(|g| {
                    g.board().to_string() == s.view.position && g.outcome().is_some()
                })
        })
        .count();
    for end in &ends {
        assert_eq!(
            stored[&end.game].record, end.record,
            "the stored end is the end the bots saw"
        );
    }
    Durability {
        kills,
        acks: log.len(),
        lost,
        finished,
    }
}

/// The moves of a game record (every completed throw's), read by the rules crate.
pub fn moves_in(record: &str) -> usize {
    daldos::Game::from_record(record)
        .expect("the record replays")
        .record()
        .iter()
        .map(|t| t.play.moves().count())
        .sum()
}
