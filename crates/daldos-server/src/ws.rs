//! One WebSocket connection: `hello` with a token, the whole state, then
//! actions in and updates out. Whatever a client sends, the connection
//! answers with a typed error or closes; it never panics and never touches
//! another game.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use tokio::sync::broadcast::error::RecvError;

use crate::hub::{Action, Outgoing, Room};
use crate::protocol::{
    parse_client_message, BadMessage, ClientMessage, ErrorCode, RematchAnswer, Role, ServerMessage,
    MAX_CLIENT_MESSAGE,
};
use crate::server::App;

/// WebSocket close code for a policy violation (RFC 6455 §7.4.1): a flood,
/// too many bad messages, no good `hello`.
const CLOSE_POLICY: u16 = 1008;
/// WebSocket close code for a message too big to read (RFC 6455 §7.4.1).
const CLOSE_TOO_BIG: u16 = 1009;
/// WebSocket close code for a server's own failure (RFC 6455 §7.4.1).
const CLOSE_INTERNAL: u16 = 1011;
/// How long a closing connection waits for the client's close frame (its
/// messages meanwhile are read and dropped, so that the close frame is
/// not lost to a reset).
const CLOSING_FOR: Duration = Duration::from_secs(2);
/// How often an idle connection is pinged.
const PING_EVERY: Duration = Duration::from_secs(30);
/// A connection that has sent nothing (not even a pong) for this long is
/// dropped.
const SILENT_FOR: Duration = Duration::from_secs(95);
/// Malformed messages tolerated on one connection before it is closed.
const MAX_BAD: u32 = 20;
/// Messages dropped by the rate limit before the connection is closed.
const MAX_DROPPED: u32 = 50;
/// The longest serde message quoted back to a client.
const MAX_DETAIL: usize = 160;

/// A token bucket: `burst` messages at once, then `rate` a second.
struct Bucket {
    tokens: f64,
    burst: f64,
    rate: f64,
    at: Instant,
}

impl Bucket {
    fn new(rate: f64, burst: u32) -> Bucket {
        Bucket {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            rate,
            at: Instant::now(),
        }
    }

    fn take(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.at).as_secs_f64();
        self.at = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

fn json(message: &ServerMessage) -> Message {
    Message::Text(Utf8Bytes::from(
        serde_json::to_string(message).unwrap_or_default(),
    ))
}

fn error(code: ErrorCode, message: impl Into<String>) -> Message {
    let mut message: String = message.into();
    if message.len() > MAX_DETAIL {
        let mut cut = MAX_DETAIL;
        while !message.is_char_boundary(cut) {
            cut -= 1;
        }
        message.truncate(cut);
        message.push('…');
    }
    json(&ServerMessage::Error { code, message })
}

/// Why a connection is closed by the server: its close frame.
#[derive(Clone, Copy)]
struct Closing {
    code: u16,
    reason: &'static str,
}

const BYE: Closing = Closing {
    code: CLOSE_POLICY,
    reason: "bye",
};
const FLOOD: Closing = Closing {
    code: CLOSE_POLICY,
    reason: "too many messages",
};
const BAD_MESSAGES: Closing = Closing {
    code: CLOSE_POLICY,
    reason: "too many bad messages",
};
const TOO_BIG: Closing = Closing {
    code: CLOSE_TOO_BIG,
    reason: "message too big",
};
/// The store could not be read: not the client's doing, so not a policy
/// close (after which the page waits long): 1011, and the page tries again
/// soon.
const UNAVAILABLE: Closing = Closing {
    code: CLOSE_INTERNAL,
    reason: "the store cannot be read",
};

/// Sends the typed error `code` with `message`, the close frame, and waits
/// a moment for the client's own close (dropping what else it sends); all
/// of it within `CLOSING_FOR`, so that a client that reads nothing (its
/// window shut) cannot hold the connection.
async fn close_with(mut socket: WebSocket, why: Option<(ErrorCode, &str)>, closing: Closing) {
    let _ = tokio::time::timeout(CLOSING_FOR, async {
        if let Some((code, message)) = why {
            let _ = socket.send(error(code, message)).await;
        }
        let frame = Message::Close(Some(CloseFrame {
            code: closing.code,
            reason: Utf8Bytes::from_static(closing.reason),
        }));
        if socket.send(frame).await.is_err() {
            return;
        }
        loop {
            match socket.recv().await {
                Some(Ok(Message::Close(_))) => break,
                Some(Ok(_)) => {}
                // Unreadable after a read error (a message too big): the
                // socket is kept until the time is up, so that the client
                // reads the close frame before the connection goes.
                None | Some(Err(_)) => std::future::pending::<()>().await,
            }
        }
    })
    .await;
}

/// Whether a read failed on a message over the size limit.
fn too_big(e: &axum::Error) -> bool {
    std::error::Error::source(e)
        .and_then(|inner| inner.downcast_ref::<tungstenite::Error>())
        .is_some_and(|e| matches!(e, tungstenite::Error::Capacity(_)))
}

/// The words of [`ErrorCode::TooBig`].
fn too_big_words() -> String {
    format!("a message is at most {MAX_CLIENT_MESSAGE} bytes: closing")
}

/// Waits for `hello` and opens its game; `Err` when the connection is to
/// end: with the error to send first and its close frame (`None`: the
/// client went away).
async fn hello(
    app: &App,
    socket: &mut WebSocket,
) -> Result<(Arc<Room>, Role), Option<(ErrorCode, String, Closing)>> {
    let deadline = tokio::time::Instant::now() + app.limits.hello_timeout;
    let bye = |code, words: &str| Err(Some((code, words.to_string(), BYE)));
    loop {
        let incoming = tokio::time::timeout_at(deadline, socket.recv()).await;
        let text = match incoming {
            Err(_) => return bye(ErrorCode::NotHello, "no hello in time"),
            Ok(Some(Err(e))) if too_big(&e) => {
                return Err(Some((ErrorCode::TooBig, too_big_words(), TOO_BIG)))
            }
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return Err(None),
            Ok(Some(Ok(Message::Ping(_) | Message::Pong(_)))) => continue,
            Ok(Some(Ok(Message::Binary(_)))) => {
                return bye(ErrorCode::BadMessage, &BadMessage::Binary.to_string())
            }
            Ok(Some(Ok(Message::Text(t)))) => t,
        };
        let token = match parse_client_message(&text) {
            Ok(ClientMessage::Hello { token }) => token,
            Ok(_) => return bye(ErrorCode::NotHello, "the first message must be hello"),
            Err(e) => return bye(ErrorCode::BadMessage, &e.to_string()),
        };
        return match app.hub.join(&token).await {
            Ok(Some(found)) => Ok(found),
            // The token is neither logged nor quoted back.
            Ok(None) => bye(ErrorCode::BadToken, "no game has this token"),
            Err(e) => {
                tracing::warn!("cannot open a game: {e}");
                Err(Some((
                    ErrorCode::Unavailable,
                    UNAVAILABLE.reason.to_string(),
                    UNAVAILABLE,
                )))
            }
        };
    }
}

/// What one connection has been sent: the last state's version, and the
/// rematch whose link it was given.
struct Sent {
    version: u64,
    rematch: Option<String>,
}

impl Sent {
    /// Sends `update` unless it is a state older than the last one sent;
    /// after a state that names the rematch's game, this connection's own
    /// link to it (once). `Err` when the socket is gone.
    async fn send(
        &mut self,
        app: &App,
        socket: &mut WebSocket,
        role: Role,
        update: Outgoing,
        always: bool,
    ) -> Result<(), axum::Error> {
        let (text, next) = match update {
            Outgoing::State {
                version,
                text,
                next,
            } => {
                if version <= self.version && !always {
                    return Ok(());
                }
                self.version = self.version.max(version);
                (text, next)
            }
            Outgoing::Said(text) => (text, None),
        };
        socket.send(Message::Text(Utf8Bytes::from(&*text))).await?;
        if let Some(game) = next.filter(|g| self.rematch.as_ref() != Some(g)) {
            match app.hub.rematch_link(&game, role).await {
                Ok(Some(link)) => {
                    socket.send(json(&link)).await?;
                    self.rematch = Some(game);
                }
                Ok(None) => tracing::warn!("the rematch {game} is not found"),
                Err(e) => tracing::warn!("cannot open the rematch {game}: {e}"),
            }
        }
        Ok(())
    }
}

/// Serves one WebSocket connection to its end.
pub async fn connection(app: Arc<App>, mut socket: WebSocket) {
    let (room, role) = match hello(&app, &mut socket).await {
        Ok(found) => found,
        Err(Some((code, words, closing))) => {
            close_with(socket, Some((code, &words)), closing).await;
            return;
        }
        Err(None) => return,
    };
    let mut updates = room.subscribe();
    let welcome = json(&ServerMessage::Welcome {
        game: room.id.clone(),
        role,
    });
    if socket.send(welcome).await.is_err() {
        return;
    }
    // Counted present until this connection ends (its opponent hears it,
    // and this one after its first state).
    let _here = room.arrive(role);
    let mut sent = Sent {
        version: 0,
        rematch: None,
    };
    let current = room.current().await;
    if sent
        .send(&app, &mut socket, role, current, true)
        .await
        .is_err()
    {
        return;
    }
    // The friend has come: the roll-off (every connection hears it).
    app.hub.start_when_both_here(&room).await;
    let mut bucket = Bucket::new(app.limits.rate, app.limits.burst);
    let (mut bad, mut dropped) = (0u32, 0u32);
    let mut seen = Instant::now();
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Err(e)) if too_big(&e) => {
                        close_with(socket, Some((ErrorCode::TooBig, &too_big_words())), TOO_BIG).await;
                        return;
                    }
                    // Closed, or broken.
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => break,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {
                        seen = Instant::now();
                        continue;
                    }
                    Some(Ok(Message::Binary(_))) => None,
                    Some(Ok(Message::Text(t))) => Some(t),
                };
                seen = Instant::now();
                if !bucket.take() {
                    dropped += 1;
                    if dropped > MAX_DROPPED {
                        close_with(socket, Some((ErrorCode::Flooded, "too many messages: closing")), FLOOD).await;
                        return;
                    }
                    if socket.send(error(ErrorCode::RateLimited, "too many messages: this one was dropped")).await.is_err() {
                        break;
                    }
                    continue;
                }
                let parsed = match text {
                    None => Err(BadMessage::Binary),
                    Some(t) => parse_client_message(&t),
                };
                let reply = match parsed {
                    Err(why) => {
                        bad += 1;
                        if bad > MAX_BAD {
                            close_with(socket, Some((ErrorCode::BadMessage, "too many bad messages: closing")), BAD_MESSAGES).await;
                            return;
                        }
                        Some(error(ErrorCode::BadMessage, why.to_string()))
                    }
                    Ok(ClientMessage::Hello { .. }) => Some(error(ErrorCode::NotHello, "hello was already said")),
                    Ok(ClientMessage::Say { message }) => match app.hub.say(&room, role, message).await {
                        Ok(()) => None,
                        Err(e) => Some(error(e.code(), e.to_string())),
                    },
                    Ok(other) => {
                        let (version, action) = match other {
                            ClientMessage::Throw { version } => (version, Action::Throw),
                            ClientMessage::Resign { version } => (version, Action::Resign),
                            ClientMessage::OfferRematch { version } => (version, Action::Rematch(RematchAnswer::Offer)),
                            ClientMessage::AcceptRematch { version } => (version, Action::Rematch(RematchAnswer::Accept)),
                            ClientMessage::WithdrawRematch { version } => (version, Action::Rematch(RematchAnswer::Withdraw)),
                            ClientMessage::Move(m) => (m.version, Action::Move(m)),
                            ClientMessage::Hello { .. } | ClientMessage::Say { .. } => continue,
                        };
                        match app.hub.act(&room, role, version, &action).await {
                            Ok(()) => None,
                            Err(e) => {
                                if !matches!(e, crate::hub::ActionError::Watching) {
                                    tracing::debug!(game = %room.id, "refused: {e}");
                                }
                                let stale = matches!(e, crate::hub::ActionError::Stale { .. });
                                if socket.send(error(e.code(), e.to_string())).await.is_err() {
                                    break;
                                }
                                if stale {
                                    // The game as it is now, even if sent before.
                                    let current = room.current().await;
                                    if sent.send(&app, &mut socket, role, current, true).await.is_err() {
                                        break;
                                    }
                                }
                                None
                            }
                        }
                    }
                };
                if let Some(reply) = reply {
                    if socket.send(reply).await.is_err() {
                        break;
                    }
                }
            }
            update = updates.recv() => {
                let update = match update {
                    Ok(update) => update,
                    Err(RecvError::Lagged(_)) => room.current().await,
                    Err(RecvError::Closed) => break,
                };
                if sent.send(&app, &mut socket, role, update, false).await.is_err() {
                    break;
                }
            }
            _ = ping.tick() => {
                if seen.elapsed() > SILENT_FOR {
                    break;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
        }
    }
}
