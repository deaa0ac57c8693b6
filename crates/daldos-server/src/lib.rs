//! # daldos-server
//!
//! The Daldøs game server: two players on two devices play one game
//! through it, and anyone with the watch link follows. The server is
//! authoritative: it holds each game as a [`daldos::Game`], throws the
//! dice itself with the operating system's randomness, checks every move
//! with the rules crate, and stores every accepted action (as the game's
//! record, docs/notation.md) before any client hears of it.
//!
//! * [`protocol`] — the JSON messages (WebSocket and `POST /api/games`);
//! * [`view`] — the state a client draws, in the page facade's shapes;
//! * [`hub`] — the games in play and the rules applied to actions;
//! * [`store`] — SQLite (one file) or PostgreSQL (several processes, with
//!   `LISTEN/NOTIFY`);
//! * [`secret`] — game ids and seat keys;
//! * [`limit`] — the limit on making games, per client address;
//! * [`server`] — the HTTP routes and [`server::run`]; `ws` serves one
//!   connection.
//!
//! Running it, settings and backups: docs/server.md.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod hub;
pub mod limit;
pub mod protocol;
pub mod secret;
pub mod server;
pub mod store;
pub mod view;
mod ws;
