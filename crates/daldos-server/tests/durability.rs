//! Nothing acknowledged is lost: bots play while the server is killed
//! with SIGKILL at random moments, 20 times, and started again on the
//! same SQLite file.

mod common;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_kill_9_twenty_times_loses_no_acknowledged_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let report = common::durability(db.to_str().unwrap(), 1, 4, 12, 20, 2026).await;
    println!("{report:?}");
    assert_eq!(report.kills, 20);
    assert!(report.acks > 100, "{report:?}");
    assert_eq!(report.lost, 0, "{report:?}");
    assert_eq!(report.finished, 4, "{report:?}");
}
