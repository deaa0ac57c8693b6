//! A rematch: after the end either seat offers one, the other accepts (or
//! the offer is withdrawn); the server makes the new game (the same board
//! and variants, the sides swapped, fresh keys, stored before it is
//! named) and sends each connection only its own link to it. An accepted
//! rematch survives a restart: a seat that connects to the old game again
//! learns its new link.

mod common;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_is_offered_withdrawn_offered_accepted_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    common::rematch::rematch_through(db.to_str().unwrap(), false).await;
}
