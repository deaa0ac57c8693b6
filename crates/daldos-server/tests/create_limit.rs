//! `POST /api/games` is limited per client address: a burst, then 429 with
//! the usual JSON error and `Retry-After`; another address (or, behind a
//! proxy, another `X-Forwarded-For`) has its own burst.

mod common;

use common::{Server, GUARD};
use daldos_server::protocol::HttpError;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpSocket;

/// `POST /api/games` from the local address `from` (any of 127.0.0.0/8),
/// with `extra` header lines: the status, the `Retry-After` header and the
/// body.
async fn create_from(addr: &str, from: &str, extra: &str) -> (u16, Option<String>, String) {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    let mut s = socket.connect(addr.parse().unwrap()).await.unwrap();
    let body = r#"{"size":8}"#;
    let req = format!(
        "POST /api/games HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(GUARD, s.read_to_end(&mut out))
        .await
        .unwrap()
        .unwrap();
    let text = String::from_utf8(out).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    let retry = head.lines().find_map(|l| {
        l.to_ascii_lowercase()
            .strip_prefix("retry-after: ")
            .map(str::to_string)
    });
    (status, retry, body.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn making_games_is_limited_per_address() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let server = Server::start(
        db.to_str().unwrap(),
        &["--games-burst", "3", "--games-every", "600"],
    )
    .await;
    let addr = &server.addr;
    for _ in 0..3 {
        let (status, retry, body) = create_from(addr, "127.0.0.1", "").await;
        assert_eq!((status, retry), (201, None), "{body}");
    }
    let (status, retry, body) = create_from(addr, "127.0.0.1", "").await;
    assert_eq!(status, 429);
    let wait: u64 = retry.expect("a Retry-After").parse().unwrap();
    assert!((595..=600).contains(&wait), "Retry-After {wait}");
    let err: HttpError = serde_json::from_str(&body).unwrap();
    assert_eq!(err.error, "rateLimited");
    assert_eq!(
        err.message,
        format!("too many games made from this address: try again in {wait} s")
    );
    // Not behind a proxy, a forwarded address is not believed.
    let (status, _, _) = create_from(addr, "127.0.0.1", "X-Forwarded-For: 203.0.113.9\r\n").await;
    assert_eq!(status, 429);
    // Another address has a burst of its own.
    let (status, _, body) = create_from(addr, "127.0.0.2", "").await;
    assert_eq!(status, 201, "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_proxy_each_forwarded_address_has_its_own_limit() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let server = Server::start(
        db.to_str().unwrap(),
        &[
            "--games-burst",
            "1",
            "--games-every",
            "600",
            "--behind-proxy",
        ],
    )
    .await;
    let addr = &server.addr;
    let one = "X-Forwarded-For: 203.0.113.9\r\n";
    // (A client may send its own X-Forwarded-For: the proxy's entry is the last.)
    let two = "X-Forwarded-For: 203.0.113.9, 198.51.100.7\r\n";
    assert_eq!(create_from(addr, "127.0.0.1", one).await.0, 201);
    assert_eq!(create_from(addr, "127.0.0.1", one).await.0, 429);
    assert_eq!(create_from(addr, "127.0.0.1", two).await.0, 201);
    assert_eq!(create_from(addr, "127.0.0.1", two).await.0, 429);
}
