//! A rematch played through the real server, on SQLite (tests/rematch.rs)
//! or on PostgreSQL with two processes (tests/postgres.rs).

use super::{create, Client, Server};
use daldos_server::protocol::{
    ClientMessage, ErrorCode, Event, GameState, Link, RematchAnswer, RematchState, Role,
    ServerMessage, SideName,
};
use daldos_server::view::PhaseName;

/// The next state, and any rematch link that came before it.
async fn state_after(c: &mut Client, version: u64) -> GameState {
    loop {
        let st = c.next_state().await.expect("open");
        if st.version >= version {
            return st;
        }
    }
}

/// The next `Rematch` message: the new game, the role, the link.
async fn link(c: &mut Client) -> (String, Role, Link) {
    loop {
        if let ServerMessage::Rematch { game, role, link } = c.recv().await.expect("open") {
            return (game, role, link);
        }
    }
}

fn key(token: &str) -> &str {
    token.split_once('.').unwrap().1
}

/// Plays the rematch of a game on `one` (and, if given, its acceptance
/// and the reconnection through `two`, another process on the same
/// store): returns nothing, asserts everything.
pub async fn rematch_through(db: &str, two_processes: bool) {
    let fast = ["--rate", "100000", "--burst", "100000"];
    let mut one = Server::start(db, &fast).await;
    let two = if two_processes {
        Some(Server::start(db, &fast).await)
    } else {
        None
    };
    let other = two.as_ref().map_or(one.addr.clone(), |s| s.addr.clone());
    let game = create(
        &one.addr,
        r#"{"size":7,"variants":["last-piece-loses"],"side":"a"}"#,
    )
    .await;
    let mut light = Client::connect(&one.addr, &game.light.token).await.unwrap();
    let mut dark = Client::connect(&other, &game.dark.token).await.unwrap();
    let mut watch = Client::connect(&other, &game.watch.token).await.unwrap();
    // Both seats here: the server throws the roll-off.
    let st = state_after(&mut light, 1).await;
    assert!(matches!(st.event, Some(Event::RollOff { .. })));

    // Before the end, no rematch.
    light
        .send(&ClientMessage::OfferRematch { version: 1 })
        .await
        .unwrap();
    assert_eq!(light.next_error().await, Some(ErrorCode::WrongPhase));
    // Dark resigns: the end.
    dark.send(&ClientMessage::Resign { version: 1 })
        .await
        .unwrap();
    let st = state_after(&mut light, 2).await;
    assert_eq!(st.winner, Some(SideName::A));
    assert_eq!(st.rematch, None);

    // Light offers; Dark and the watcher see the offer; Light withdraws it.
    light
        .send(&ClientMessage::OfferRematch { version: 2 })
        .await
        .unwrap();
    for c in [&mut dark, &mut watch] {
        let st = state_after(c, 3).await;
        assert_eq!(
            st.event,
            Some(Event::Rematch {
                side: SideName::A,
                answer: RematchAnswer::Offer,
                game: None
            })
        );
        assert_eq!(
            st.rematch,
            Some(RematchState {
                offered_by: Some(SideName::A),
                game: None
            })
        );
    }
    // The offerer cannot accept its own offer; a watcher cannot answer.
    light
        .send(&ClientMessage::AcceptRematch { version: 3 })
        .await
        .unwrap();
    assert_eq!(light.next_error().await, Some(ErrorCode::WrongPhase));
    watch
        .send(&ClientMessage::AcceptRematch { version: 3 })
        .await
        .unwrap();
    assert_eq!(watch.next_error().await, Some(ErrorCode::Watching));
    light
        .send(&ClientMessage::WithdrawRematch { version: 3 })
        .await
        .unwrap();
    let st = state_after(&mut dark, 4).await;
    assert_eq!(st.rematch, None);
    dark.send(&ClientMessage::AcceptRematch { version: 4 })
        .await
        .unwrap();
    assert_eq!(dark.next_error().await, Some(ErrorCode::WrongPhase));

    // Dark offers, Light accepts.
    dark.send(&ClientMessage::OfferRematch { version: 4 })
        .await
        .unwrap();
    let st = state_after(&mut light, 5).await;
    assert_eq!(st.rematch.unwrap().offered_by, Some(SideName::B));
    light
        .send(&ClientMessage::AcceptRematch { version: 5 })
        .await
        .unwrap();
    let st = state_after(&mut light, 6).await;
    let new_id = st.rematch.clone().unwrap().game.unwrap();
    assert_eq!(st.rematch.unwrap().offered_by, None);
    // Each connection gets its own link: the sides swapped.
    let (g_light, role_light, link_light) = link(&mut light).await;
    let (g_dark, role_dark, link_dark) = link(&mut dark).await;
    let (g_watch, role_watch, link_watch) = link(&mut watch).await;
    assert_eq!(
        (g_light.as_str(), g_dark.as_str(), g_watch.as_str()),
        (new_id.as_str(), new_id.as_str(), new_id.as_str())
    );
    assert_eq!(
        (role_light, role_dark, role_watch),
        (Role::Dark, Role::Light, Role::Watch)
    );
    assert!(link_light.token.starts_with(&format!("{new_id}.")));
    assert_eq!(link_light.link, format!("/#play={}", link_light.token));
    assert_eq!(link_watch.link, format!("/#watch={}", link_watch.token));
    // Fresh keys of 144 bits, none of the old game's.
    for l in [&link_light, &link_dark, &link_watch] {
        assert_eq!(key(&l.token).len(), 24);
        for old in [&game.light.token, &game.dark.token, &game.watch.token] {
            assert_ne!(key(&l.token), key(old));
        }
    }
    // Nobody was sent another's seat: each frame holds one new key.
    for (c, own) in [
        (&light, &link_light),
        (&dark, &link_dark),
        (&watch, &link_watch),
    ] {
        let all: String = c.frames.concat();
        for l in [&link_light, &link_dark, &link_watch] {
            assert_eq!(all.contains(key(&l.token)), l == own);
        }
    }
    // Accepting twice: made already.
    dark.send(&ClientMessage::AcceptRematch { version: 6 })
        .await
        .unwrap();
    assert_eq!(dark.next_error().await, Some(ErrorCode::WrongPhase));

    // The new game: the same board and variants, at its roll-off, which the
    // server throws once both (swapped) seats have come.
    let mut new_dark = Client::connect(&one.addr, &link_light.token).await.unwrap();
    let first = new_dark.next_state().await.unwrap();
    assert_eq!(first.game, new_id);
    assert_eq!((first.version, first.view.phase), (0, PhaseName::RollOff));
    assert_eq!(first.view.size, 7);
    assert_eq!(first.view.variants, vec!["last-piece-loses".to_string()]);
    let mut new_light = Client::connect(&other, &link_dark.token).await.unwrap();
    let st = state_after(&mut new_light, 1).await;
    assert!(matches!(st.event, Some(Event::RollOff { .. })));
    drop((light, dark, watch, new_light, new_dark));

    // A restart: the old game's seats learn their new links again.
    one.kill9().await;
    drop(two);
    let fresh = Server::start(db, &fast).await;
    let mut back = Client::connect(&fresh.addr, &game.dark.token)
        .await
        .unwrap();
    let st = back.next_state().await.unwrap();
    assert_eq!(st.rematch.unwrap().game.as_deref(), Some(new_id.as_str()));
    let (g, role, l) = link(&mut back).await;
    assert_eq!(
        (g, role, l),
        (new_id.clone(), Role::Light, link_dark.clone())
    );
}
