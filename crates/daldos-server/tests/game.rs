//! A whole game through the real server: two bots play it to its end, a
//! watcher follows, the stored record replays to the same final position.

mod common;

use common::{create, moves_in, play_to_end, Client, Server};
use daldos_server::protocol::{Event, Role, ServerMessage, SideName};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bots_play_a_whole_game_and_a_watcher_sees_every_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let fast = ["--rate", "100000", "--burst", "100000"];
    let server = Server::start(db.to_str().unwrap(), &fast).await;
    let game = create(
        &server.addr,
        r#"{"size":12,"variants":["stern-most-dal"],"side":"b"}"#,
    )
    .await;
    assert_eq!(game.yours, SideName::B);
    assert_eq!(game.light.link, format!("/#play={}", game.light.token));
    assert_eq!(game.watch.link, format!("/#watch={}", game.watch.token));
    let keys: Vec<String> = [&game.light.token, &game.dark.token]
        .iter()
        .map(|t| t.split_once('.').unwrap().1.to_string())
        .collect();
    assert!(keys.iter().all(|k| k.len() == 24), "144-bit keys: {keys:?}");

    let mut watcher = Client::connect(&server.addr, &game.watch.token)
        .await
        .unwrap();
    let welcome = watcher.recv().await.unwrap();
    assert_eq!(
        welcome,
        ServerMessage::Welcome {
            game: game.game.clone(),
            role: Role::Watch
        }
    );
    let first = watcher.next_state().await.unwrap();
    assert_eq!(first.version, 0);
    assert_eq!(first.view.size, 12);
    assert_eq!(first.view.variants, vec!["stern-most-dal".to_string()]);
    assert_eq!(first.view.holes.len(), 12 + 13 + 12);

    let mut light = Client::connect(&server.addr, &game.light.token)
        .await
        .unwrap();
    let mut dark = Client::connect(&server.addr, &game.dark.token)
        .await
        .unwrap();
    let watching = tokio::spawn(async move {
        let mut states = vec![first];
        while states.last().unwrap().winner.is_none() {
            states.push(
                watcher
                    .next_state()
                    .await
                    .expect("the watcher's connection stays open"),
            );
        }
        (states, watcher.frames)
    });
    let a = tokio::spawn(async move {
        let r = play_to_end(&mut light, SideName::A, 1).await;
        (r, light.frames)
    });
    let b = tokio::spawn(async move {
        let r = play_to_end(&mut dark, SideName::B, 2).await;
        (r, dark.frames)
    });
    let ((end_a, errors_a), frames_a) = a.await.unwrap();
    let ((end_b, errors_b), frames_b) = b.await.unwrap();
    let (states, watch_frames) = watching.await.unwrap();
    assert!(
        errors_a.is_empty() && errors_b.is_empty(),
        "{errors_a:?} {errors_b:?}"
    );
    assert_eq!(end_a, end_b);
    let last = states.last().unwrap();
    assert_eq!(last, &end_a);

    // The watcher saw every version, one after another, and every move.
    let versions: Vec<u64> = states.iter().map(|s| s.version).collect();
    assert_eq!(versions, (0..=last.version).collect::<Vec<_>>());
    let moves_seen = states
        .iter()
        .filter(|s| matches!(s.event, Some(Event::Moved { .. })))
        .count();
    let moves_recorded = moves_in(&last.record);
    assert_eq!(moves_seen, moves_recorded);
    assert!(matches!(states[1].event, Some(Event::RollOff { .. })));

    // No one is sent a seat's key but its holder; watchers none.
    for f in &watch_frames {
        assert!(
            !f.contains(&keys[0]) && !f.contains(&keys[1]),
            "a key reached the watcher"
        );
    }
    assert!(frames_a.iter().all(|f| !f.contains(&keys[1])));
    assert!(frames_b.iter().all(|f| !f.contains(&keys[0])));

    // The record replays (rules crate) to the same end.
    let replayed = daldos::Game::from_record(&last.record).expect("the record replays");
    assert_eq!(replayed.board().to_string(), last.view.position);
    let winner = replayed.outcome().expect("over by the rules").winner;
    assert_eq!(Some(SideName::from(winner)), last.winner);
    assert_eq!(replayed.record().len(), last.view.throws as usize);
    // Its facts: the day it was created (UTC), and two people.
    let facts = replayed.facts();
    assert!(facts.date.is_some(), "{}", last.record);
    assert_eq!(facts.light, Some(daldos::Player::PERSON));
    assert_eq!(facts.dark, Some(daldos::Player::PERSON));
    assert!(last
        .record
        .contains("[Light \"person\"]\n[Dark \"person\"]\n"));

    // The stored record is the same, after a restart too.
    drop(server);
    let server = Server::start(db.to_str().unwrap(), &[]).await;
    let mut again = Client::connect(&server.addr, &game.dark.token)
        .await
        .unwrap();
    assert_eq!(
        again.recv().await.unwrap(),
        ServerMessage::Welcome {
            game: game.game.clone(),
            role: Role::Dark
        }
    );
    let reloaded = again.next_state().await.unwrap();
    assert_eq!(reloaded.record, last.record);
    assert_eq!(reloaded.version, last.version);
}
