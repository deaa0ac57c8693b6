//! The PostgreSQL store with two server processes on one database. These
//! tests need a database: `scripts/test-server.sh` (`make test-server`)
//! starts a throwaway cluster and sets `DALDOS_TEST_POSTGRES` to its URL;
//! without it they pass at once, saying so.

mod common;

use common::{create, moves_in, play_to_end, Client, Server};
use daldos_server::protocol::{Event, Preset, ServerMessage, SideName};

fn database() -> Option<String> {
    let url = std::env::var("DALDOS_TEST_POSTGRES")
        .ok()
        .filter(|u| !u.is_empty());
    if url.is_none() {
        eprintln!("skipped: DALDOS_TEST_POSTGRES is not set (make test-server sets it)");
    }
    url
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_through_one_process_reaches_a_client_of_the_other() {
    let Some(db) = database() else { return };
    let one = Server::start(&db, &["--rate", "100000", "--burst", "100000"]).await;
    let two = Server::start(&db, &["--rate", "100000", "--burst", "100000"]).await;
    let game = create(&one.addr, r#"{"size":8}"#).await;
    // Light plays through the first process, Dark and the watcher through
    // the second.
    let mut light = Client::connect(&one.addr, &game.light.token).await.unwrap();
    let mut dark = Client::connect(&two.addr, &game.dark.token).await.unwrap();
    let mut watcher = Client::connect(&two.addr, &game.watch.token).await.unwrap();
    let first = watcher.next_state().await.unwrap();
    assert_eq!(first.version, 0);

    // A preset message crosses too.
    light
        .send(&daldos_server::protocol::ClientMessage::Say {
            message: Preset::GoodLuck,
        })
        .await
        .unwrap();
    // (Both seats are here: the server throws the roll-off meanwhile.)
    let mut states = vec![first];
    loop {
        match watcher.recv().await {
            Some(ServerMessage::Said { by, message }) => {
                assert_eq!((by, message), (SideName::A, Preset::GoodLuck));
                break;
            }
            Some(ServerMessage::State(st)) => states.push(*st),
            _ => {}
        }
    }

    let watching = tokio::spawn(async move {
        while states.last().unwrap().winner.is_none() {
            states.push(watcher.next_state().await.expect("open"));
        }
        states
    });
    let a = tokio::spawn(async move { play_to_end(&mut light, SideName::A, 11).await });
    let b = tokio::spawn(async move { play_to_end(&mut dark, SideName::B, 12).await });
    let (end_a, _) = a.await.unwrap();
    let (end_b, _) = b.await.unwrap();
    let states = watching.await.unwrap();
    let last = states.last().unwrap();
    assert_eq!(end_a.record, end_b.record);
    assert_eq!(last.record, end_a.record);
    // Every move reached the watcher of the other process.
    let moves_seen = states
        .iter()
        .filter(|s| matches!(s.event, Some(Event::Moved { .. })))
        .count();
    let moves_recorded = moves_in(&last.record);
    assert!(moves_recorded > 0);
    let versions: Vec<u64> = states.iter().map(|s| s.version).collect();
    assert_eq!(versions, (0..=last.version).collect::<Vec<_>>());
    assert_eq!(moves_seen, moves_recorded);
    let replayed = daldos::Game::from_record(&last.record).unwrap();
    assert_eq!(replayed.board().to_string(), last.view.position);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_one_of_two_processes_killed_twenty_times_loses_nothing() {
    let Some(db) = database() else { return };
    let report = common::durability(&db, 2, 4, 12, 20, 7).await;
    println!("{report:?}");
    assert_eq!(report.kills, 20);
    assert!(report.acks > 100, "{report:?}");
    assert_eq!(report.lost, 0, "{report:?}");
    assert_eq!(report.finished, 4, "{report:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_across_two_processes_survives_a_restart() {
    let Some(db) = database() else { return };
    common::rematch::rematch_through(&db, true).await;
}

/// The next `Presence` message's seats.
async fn presence(c: &mut Client) -> (bool, bool) {
    loop {
        if let Some(ServerMessage::Presence { a, b }) = c.recv().await {
            return (a, b);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presence_crosses_processes_and_the_roll_off_waits_for_both_seats() {
    let Some(db) = database() else { return };
    let one = Server::start(&db, &[]).await;
    let two = Server::start(&db, &[]).await;
    let game = create(&one.addr, r#"{"size":8}"#).await;
    let mut light = Client::connect(&one.addr, &game.light.token).await.unwrap();
    assert_eq!(presence(&mut light).await, (true, false));
    // Light again, on the other process: still only Light; no roll-off.
    let mut again = Client::connect(&two.addr, &game.light.token).await.unwrap();
    assert_eq!(again.next_state().await.unwrap().version, 0);
    assert_eq!(presence(&mut again).await, (true, false));
    again
        .send(&daldos_server::protocol::ClientMessage::Throw { version: 0 })
        .await
        .unwrap();
    assert_eq!(
        again.next_error().await,
        Some(daldos_server::protocol::ErrorCode::WrongPhase)
    );
    drop(again);
    // Dark comes through the other process: Light (on the first) hears it,
    // and the roll-off is thrown once, seen by both.
    let mut dark = Client::connect(&two.addr, &game.dark.token).await.unwrap();
    // (The presence and the roll-off come in either order.)
    let (mut both, mut rolled) = (false, None);
    while !both || rolled.is_none() {
        match light.recv().await.expect("open") {
            ServerMessage::Presence { a, b } => both = a && b,
            ServerMessage::State(st) if st.version > 0 => rolled = Some(*st),
            _ => {}
        }
    }
    let st = rolled.unwrap();
    assert_eq!(st.version, 1);
    assert!(matches!(st.event, Some(Event::RollOff { .. })));
    let seen = loop {
        let st = dark.next_state().await.unwrap();
        if st.version > 0 {
            break st;
        }
    };
    assert_eq!(seen.record, st.record);
    // Dark goes away: Light, on the other process, hears it.
    drop(dark);
    loop {
        if presence(&mut light).await == (true, false) {
            break;
        }
    }
}
