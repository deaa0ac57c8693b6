//! Whatever a client sends: a typed error or a closed socket, never a
//! panic, and the game played alongside goes on undisturbed.

mod common;

use common::{create, http, play_to_end, Client, Server};
use daldos_server::protocol::{
    ClientMessage, ErrorCode, HttpError, MoveRequest, Preset, ServerMessage, SideName,
};
use daldos_server::view::PhaseName;

/// Connects with `token` and reads the welcome and the first state.
async fn seat(addr: &str, token: &str) -> (Client, daldos_server::protocol::GameState) {
    let mut c = Client::connect(addr, token).await.unwrap();
    assert!(matches!(
        c.recv().await,
        Some(ServerMessage::Welcome { .. })
    ));
    let st = c.next_state().await.unwrap();
    (c, st)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_its_error_and_another_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    // A burst so large that only the flood below meets the limit (the
    // bots of a game send far fewer messages), however fast or slow.
    let server = Server::start(
        db.to_str().unwrap(),
        &["--rate", "0.1", "--burst", "1000", "--hello-timeout", "1"],
    )
    .await;
    let addr = server.addr.clone();

    // The game alongside: two bots play it to its end meanwhile.
    let other = create(&addr, r#"{"size":8}"#).await;
    let (la, lb) = (other.light.token.clone(), other.dark.token.clone());
    let a1 = addr.clone();
    let alongside_a = tokio::spawn(async move {
        let mut c = Client::connect(&a1, &la).await.unwrap();
        play_to_end(&mut c, SideName::A, 7).await
    });
    let a2 = addr.clone();
    let alongside_b = tokio::spawn(async move {
        let mut c = Client::connect(&a2, &lb).await.unwrap();
        play_to_end(&mut c, SideName::B, 8).await
    });

    // Creating: bad rules, unknown fields, garbage, too large a body.
    for body in [
        r#"{"size":5}"#,
        r#"{"variants":["no-such-variant"]}"#,
        r#"{"size":12,"colour":"red"}"#,
        "not json",
        r#"{"side":"c"}"#,
        // Not an object: serde would read an array as the fields in order.
        "[]",
        "[16]",
        r#"[12,[],"b"]"#,
        "16",
        "null",
        r#""a""#,
    ] {
        let (status, text) = http(&addr, "POST", "/api/games", body).await;
        assert_eq!(status, 400, "{body} → {status} {text}");
        assert!(text.contains("\"error\":\"badRequest\""), "{text}");
    }
    let huge = format!(r#"{{"variants":["{}"]}}"#, "x".repeat(10_000));
    let (status, text) = http(&addr, "POST", "/api/games", &huge).await;
    assert_eq!(status, 413);
    let error: HttpError = serde_json::from_str(&text).expect("JSON");
    assert_eq!(error.error, "tooBig", "{text}");
    assert!(error.message.contains("4096"), "{text}");

    // Every error under /api/ is {error, message}: an unknown address, a
    // method an address does not take, a WebSocket address asked without
    // its upgrade.
    for (method, path, status, code) in [
        ("GET", "/api/nothing-here", 404, "notFound"),
        ("POST", "/api/games/extra", 404, "notFound"),
        ("GET", "/api/games", 405, "methodNotAllowed"),
        ("DELETE", "/api/health", 405, "methodNotAllowed"),
        ("POST", "/api/ws", 405, "methodNotAllowed"),
    ] {
        let (got, text) = http(&addr, method, path, "").await;
        assert_eq!(got, status, "{method} {path} → {got} {text}");
        let error: HttpError =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{method} {path}: {e}: {text}"));
        assert_eq!(error.error, code, "{method} {path}: {text}");
        assert!(!error.message.is_empty(), "{method} {path}: {text}");
    }
    let (got, text) = http(&addr, "GET", "/api/ws", "").await;
    assert!((400..500).contains(&got), "{got} {text}");
    let error: HttpError = serde_json::from_str(&text).expect("JSON");
    assert_eq!(error.error, "badRequest", "{text}");
    // The page's own files are not API: a missing one is the plain 404.
    let (got, text) = http(&addr, "GET", "/no-such-page.html", "").await;
    assert_eq!(got, 404);
    assert!(serde_json::from_str::<HttpError>(&text).is_err(), "{text}");

    let game = create(&addr, r#"{"size":12}"#).await;

    // A wrong secret: an error, then the socket is closed.
    let mut wrong = Client::open(&addr).await.unwrap();
    let bad_token = format!("{}.{}", game.game, "A".repeat(24));
    wrong
        .send(&ClientMessage::Hello {
            token: bad_token.clone(),
        })
        .await
        .unwrap();
    assert_eq!(wrong.next_error().await, Some(ErrorCode::BadToken));
    assert!(wrong.recv().await.is_none(), "closed after a wrong token");
    assert!(
        wrong.frames.iter().all(|f| !f.contains(&bad_token)),
        "the token is not quoted back"
    );

    // Silence: no hello within the timeout (1 s here), closed.
    let mut silent = Client::open(&addr).await.unwrap();
    assert_eq!(silent.next_error().await, Some(ErrorCode::NotHello));
    assert!(silent.recv().await.is_none());

    // Anything but hello first: closed.
    let mut early = Client::open(&addr).await.unwrap();
    early
        .send(&ClientMessage::Throw { version: 0 })
        .await
        .unwrap();
    assert_eq!(early.next_error().await, Some(ErrorCode::NotHello));
    assert!(early.recv().await.is_none());

    let (mut light, st) = seat(&addr, &game.light.token).await;
    let (mut watch, _) = seat(&addr, &game.watch.token).await;
    assert_eq!(st.view.phase, PhaseName::RollOff);

    // Garbage, an unknown type, an unknown field, a missing field, binary:
    // each a badMessage in plain words, the connection open.
    for (text, words) in [
        ("garbage", "the message is not JSON"),
        ("[1,2]", "the message is not a JSON object"),
        (
            r#"{"version":0}"#,
            "field `type` is missing or not a string",
        ),
        (r#"{"type":"teleport"}"#, "unknown message type `teleport`"),
        (
            r#"{"type":"throw","version":0,"extra":1}"#,
            "unknown field `extra`",
        ),
        (
            r#"{"type":"move","version":0,"from":"A1"}"#,
            "field `to` is missing or of the wrong type",
        ),
        (
            r#"{"type":"say","message":"you are bad"}"#,
            "field `message` is not one of good-luck, well-played, thanks",
        ),
        (
            r#"{"type":"throw","version":-1}"#,
            "field `version` is missing or of the wrong type",
        ),
    ] {
        light.send_text(text).await.unwrap();
        assert_eq!(
            light.next_error_words().await,
            Some((ErrorCode::BadMessage, words.to_string())),
            "{text}"
        );
    }
    light.send_binary(vec![0, 159, 146, 150]).await.unwrap();
    assert_eq!(light.next_error().await, Some(ErrorCode::BadMessage));
    light
        .send(&ClientMessage::Hello {
            token: game.light.token.clone(),
        })
        .await
        .unwrap();
    assert_eq!(light.next_error().await, Some(ErrorCode::NotHello));

    // A watcher may not act, nor say anything.
    watch
        .send(&ClientMessage::Throw { version: 0 })
        .await
        .unwrap();
    assert_eq!(watch.next_error().await, Some(ErrorCode::Watching));
    watch
        .send(&ClientMessage::Say {
            message: Preset::Thanks,
        })
        .await
        .unwrap();
    assert_eq!(watch.next_error().await, Some(ErrorCode::Watching));

    // A move before any throw; a stale version.
    light
        .send(&ClientMessage::Move(MoveRequest {
            version: 0,
            from: "A12".into(),
            via: None,
            to: "M12".into(),
            dice: vec![1],
        }))
        .await
        .unwrap();
    assert_eq!(light.next_error().await, Some(ErrorCode::WrongPhase));
    light
        .send(&ClientMessage::Throw { version: 5 })
        .await
        .unwrap();
    assert_eq!(light.next_error().await, Some(ErrorCode::Stale));

    // Alone (the friend has not come), the roll-off waits, and a second
    // connection of the same seat is not the friend.
    light
        .send(&ClientMessage::Throw { version: 0 })
        .await
        .unwrap();
    assert_eq!(light.next_error().await, Some(ErrorCode::WrongPhase));
    let (mut again, _) = seat(&addr, &game.light.token).await;
    again
        .send(&ClientMessage::Throw { version: 0 })
        .await
        .unwrap();
    assert_eq!(again.next_error().await, Some(ErrorCode::WrongPhase));
    drop(again);

    // Dark comes: the server throws the roll-off (each hears it); then
    // the side that does not start throws: out of turn.
    let (dark, at_dark) = seat(&addr, &game.dark.token).await;
    assert_eq!(at_dark.version, 0);
    let st = loop {
        let st = light.next_state().await.unwrap();
        if st.version > 0 {
            break st;
        }
    };
    assert!(
        matches!(
            st.event,
            Some(daldos_server::protocol::Event::RollOff { .. })
        ),
        "{:?}",
        st.event
    );
    assert_eq!(st.version, 1);
    assert_eq!(st.view.phase, PhaseName::AwaitingThrow);
    let (mut mover, mut waiter) = if st.view.turn == "a" {
        (light, dark)
    } else {
        (dark, light)
    };
    waiter
        .send(&ClientMessage::Throw { version: 1 })
        .await
        .unwrap();
    assert_eq!(waiter.next_error().await, Some(ErrorCode::NotYourTurn));

    // Throw until a throw can be used, then an illegal move.
    let mut st = st;
    loop {
        mover
            .send(&ClientMessage::Throw {
                version: st.version,
            })
            .await
            .unwrap();
        st = loop {
            let next = mover.next_state().await.unwrap();
            if next.version > st.version {
                break next;
            }
        };
        if st.view.phase == PhaseName::Moving {
            break;
        }
        if st.view.turn != st.view.last_entry.as_ref().unwrap().side {
            // A lost throw passed the turn: swap.
            std::mem::swap(&mut mover, &mut waiter);
            st = loop {
                let next = mover.next_state().await.unwrap();
                if next.version >= st.version {
                    break next;
                }
            };
        }
    }
    mover
        .send(&ClientMessage::Move(MoveRequest {
            version: st.version,
            from: "M0".into(),
            via: None,
            to: "M7".into(),
            dice: vec![9],
        }))
        .await
        .unwrap();
    assert_eq!(mover.next_error().await, Some(ErrorCode::IllegalMove));
    waiter
        .send(&ClientMessage::Move(MoveRequest {
            version: st.version,
            from: st.legal[0].from.clone(),
            via: st.legal[0].via.clone(),
            to: st.legal[0].to.clone(),
            dice: st.legal[0].dice.clone(),
        }))
        .await
        .unwrap();
    assert_eq!(waiter.next_error().await, Some(ErrorCode::NotYourTurn));
    // Throwing again while moving.
    mover
        .send(&ClientMessage::Throw {
            version: st.version,
        })
        .await
        .unwrap();
    assert_eq!(mover.next_error().await, Some(ErrorCode::WrongPhase));

    // A preset message reaches the opponent and the watcher.
    mover
        .send(&ClientMessage::Say {
            message: Preset::GoodLuck,
        })
        .await
        .unwrap();
    let said = loop {
        if let Some(ServerMessage::Said { by, message }) = watch.recv().await {
            break (by, message);
        }
    };
    assert_eq!(said.1, Preset::GoodLuck);
    assert_eq!(
        said.0,
        if st.view.turn == "a" {
            SideName::A
        } else {
            SideName::B
        }
    );

    // An oversized frame: tooBig, then closed with 1009.
    let mut big = Client::connect(&addr, &game.watch.token).await.unwrap();
    assert!(matches!(
        big.recv().await,
        Some(ServerMessage::Welcome { .. })
    ));
    big.send_text(&format!(
        r#"{{"type":"say","message":"{}"}}"#,
        "x".repeat(5000)
    ))
    .await
    .unwrap();
    assert_eq!(
        big.next_error_words().await,
        Some((
            ErrorCode::TooBig,
            "a message is at most 1024 bytes: closing".to_string()
        ))
    );
    while big.recv().await.is_some() {}
    assert_eq!(big.closed, Some((1009, "message too big".to_string())));
    // The same before hello.
    let mut early_big = Client::open(&addr).await.unwrap();
    early_big.send_text(&"x".repeat(2000)).await.unwrap();
    assert_eq!(early_big.next_error().await, Some(ErrorCode::TooBig));
    while early_big.recv().await.is_some() {}
    assert_eq!(
        early_big.closed,
        Some((1009, "message too big".to_string()))
    );

    // A flood: past the burst, messages are dropped with rateLimited (40
    // of them here, below the count that closes) …
    let mut flood = Client::connect(&addr, &game.watch.token).await.unwrap();
    for _ in 0..1040 {
        flood
            .send(&ClientMessage::Resign { version: 0 })
            .await
            .unwrap();
    }
    let mut codes = Vec::new();
    while !codes.contains(&ErrorCode::RateLimited) {
        if let ServerMessage::Error { code, .. } = flood.recv().await.expect("still open") {
            codes.push(code);
        }
    }
    assert!(codes
        .iter()
        .all(|c| matches!(c, ErrorCode::RateLimited | ErrorCode::Watching)));
    // … and a longer flood is told `flooded` and closed with 1008.
    let mut flood = Client::connect(&addr, &game.watch.token).await.unwrap();
    for _ in 0..1100 {
        flood
            .send(&ClientMessage::Resign { version: 0 })
            .await
            .unwrap();
    }
    let mut last = None;
    while let Some(m) = flood.recv().await {
        if let ServerMessage::Error { code, .. } = m {
            last = Some(code);
        }
    }
    assert_eq!(last, Some(ErrorCode::Flooded));
    assert_eq!(flood.closed, Some((1008, "too many messages".to_string())));

    // The game is still where it was: the illegal and out-of-turn moves
    // changed nothing.
    let (_, now) = seat(&addr, &game.light.token).await;
    assert_eq!(now.version, st.version);
    assert_eq!(now.record, st.record);

    // The game alongside was played to its end, without one error.
    let (end_a, errors_a) = alongside_a.await.unwrap();
    let (end_b, errors_b) = alongside_b.await.unwrap();
    assert!(
        errors_a.is_empty() && errors_b.is_empty(),
        "{errors_a:?} {errors_b:?}"
    );
    assert_eq!(end_a.record, end_b.record);
    let replayed = daldos::Game::from_record(&end_a.record).unwrap();
    assert_eq!(replayed.board().to_string(), end_a.view.position);
    assert!(replayed.outcome().is_some());

    // The server is alive and well.
    let (status, body) = http(&addr, "GET", "/api/health", "").await;
    assert_eq!((status, body.as_str()), (200, "ok"));
}
