//! The page's files: sent brotli'd or gzipped, as the browser accepts,
//! from the compressed forms the build writes beside each file
//! (scripts/build-web.mjs), and plain to a client that accepts neither.

mod common;
use common::{http_raw, Server};

/// `GET path` with `Accept-Encoding: accept` (none if empty): the status,
/// the headers (lower-cased names) and the body as sent.
async fn get(addr: &str, path: &str, accept: &str) -> (u16, Vec<(String, String)>, Vec<u8>) {
    let accept = if accept.is_empty() {
        String::new()
    } else {
        format!("Accept-Encoding: {accept}\r\n")
    };
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{accept}Connection: close\r\n\r\n");
    let out = http_raw(addr, &req).await;
    let end = out
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("headers")
        + 4;
    let head = String::from_utf8_lossy(&out[..end]).to_string();
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers, out[end..].to_vec())
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

#[tokio::test]
async fn files_are_sent_compressed_as_the_browser_accepts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let dist = dir.path().join("dist");
    std::fs::create_dir_all(dist.join("www")).unwrap();
    // Each form its own bytes: the body says which one was sent.
    for (file, body) in [
        ("index.html", "<!doctype html>"),
        ("www/app.js", "export {};"),
    ] {
        std::fs::write(dist.join(file), body).unwrap();
        std::fs::write(dist.join(format!("{file}.br")), "brotli form").unwrap();
        std::fs::write(dist.join(format!("{file}.gz")), "gzip form").unwrap();
    }
    std::fs::write(dist.join("www/icon.png"), "png").unwrap();
    let db = dir.path().join("games.db");
    let server = Server::start(
        db.to_str().expect("a UTF-8 path"),
        &["--dist", dist.to_str().expect("a UTF-8 path")],
    )
    .await;
    let addr = server.addr.clone();

    for path in ["/www/app.js", "/"] {
        let (status, headers, body) = get(&addr, path, "gzip, deflate, br").await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(header(&headers, "content-encoding"), Some("br"), "{path}");
        assert_eq!(body, b"brotli form", "{path}");
        assert!(
            header(&headers, "vary")
                .is_some_and(|v| v.to_ascii_lowercase().contains("accept-encoding")),
            "{path}: {headers:?}"
        );

        let (status, headers, body) = get(&addr, path, "gzip").await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(header(&headers, "content-encoding"), Some("gzip"), "{path}");
        assert_eq!(body, b"gzip form", "{path}");

        let (status, headers, body) = get(&addr, path, "").await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(header(&headers, "content-encoding"), None, "{path}");
        assert!(!body.ends_with(b"form"), "{path}: the plain file");
    }
    // The type is the file's own, not the compressed form's.
    let (_, headers, _) = get(&addr, "/www/app.js", "br").await;
    assert!(header(&headers, "content-type").is_some_and(|t| t.contains("javascript")));
    // A file without compressed forms is sent as it is.
    let (status, headers, body) = get(&addr, "/www/icon.png", "br, gzip").await;
    assert_eq!(status, 200);
    assert_eq!(header(&headers, "content-encoding"), None);
    assert_eq!(body, b"png");
}
