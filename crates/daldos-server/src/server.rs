//! The HTTP side: the page (`dist/`), `POST /api/games`, `GET /api/ws`.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, Request, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::{Json, Router};
use tokio::sync::Semaphore;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeader;
use tower_http::timeout::TimeoutLayer;

use crate::hub::{CreateError, Hub};
use crate::limit::{GameLimit, GameLimitSettings};
use crate::protocol::{CreateRequest, HttpError, MAX_CLIENT_MESSAGE};
use crate::store::{Store, StoreError};

/// The largest request body, in bytes (a `POST /api/games` is far less).
pub const MAX_BODY: usize = 4096;

/// The server's settings (the command line's, see `daldos-server --help`).
#[derive(Clone, Debug)]
pub struct Settings {
    /// Address and port to listen on (port 0: any free port).
    pub listen: SocketAddr,
    /// A SQLite file's path, or a `postgres://` URL.
    pub db: String,
    /// The built page to serve at `/`.
    pub dist: PathBuf,
    /// Per-connection limits.
    pub limits: Limits,
    /// The limit on making games, per client address.
    pub games: GameLimitSettings,
    /// Most WebSocket connections at once.
    pub max_connections: usize,
    /// Unfinished games untouched for this many days are deleted (0: kept
    /// for ever).
    pub forget_after_days: u32,
}

/// Limits on one connection.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Messages a second a client may send, on average.
    pub rate: f64,
    /// Messages a client may send at once.
    pub burst: u32,
    /// Time from connecting to `hello`.
    pub hello_timeout: Duration,
}

/// What every request handler shares.
pub struct App {
    /// The games.
    pub hub: Hub,
    /// Per-connection limits.
    pub limits: Limits,
    games: GameLimit,
    connections: Arc<Semaphore>,
}

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The store could not be opened.
    #[error("cannot open the store: {0}")]
    Store(#[from] StoreError),
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        /// The address.
        addr: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// Serving failed.
    #[error("serving failed: {0}")]
    Serve(std::io::Error),
    /// No system randomness.
    #[error(transparent)]
    Randomness(#[from] crate::secret::RandomnessError),
}

fn http_error(status: StatusCode, error: &str, message: String) -> Response {
    (
        status,
        Json(HttpError {
            error: error.to_string(),
            message,
        }),
    )
        .into_response()
}

async fn create(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Json<serde_json::Map<String, serde_json::Value>>, JsonRejection>,
) -> Response {
    if let Err(wait) = app.games.check(peer, &headers) {
        // Whole seconds, rounded up: the client may try again then.
        let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        let mut res = http_error(
            StatusCode::TOO_MANY_REQUESTS,
            "rateLimited",
            format!("too many games made from this address: try again in {secs} s"),
        );
        res.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        return res;
    }
    // A JSON object first (serde's derived structs would also take an
    // array of the fields in order: `[]` made a default game), then its
    // fields as the request's.
    let req = match body {
        Ok(Json(fields)) => match serde_json::from_value::<CreateRequest>(fields.into()) {
            Ok(req) => req,
            Err(e) => return http_error(StatusCode::BAD_REQUEST, "badRequest", e.to_string()),
        },
        Err(e) => return http_error(StatusCode::BAD_REQUEST, "badRequest", e.body_text()),
    };
    match app.hub.create(&req).await {
        Ok(created) => (StatusCode::CREATED, Json(created)).into_response(),
        Err(CreateError::Rules(why)) => http_error(StatusCode::BAD_REQUEST, "badRequest", why),
        Err(e) => {
            tracing::error!("cannot create a game: {e}");
            http_error(StatusCode::SERVICE_UNAVAILABLE, "store", e.to_string())
        }
    }
}

async fn websocket(State(app): State<Arc<App>>, ws: WebSocketUpgrade) -> Response {
    let Ok(permit) = app.connections.clone().try_acquire_owned() else {
        return http_error(
            StatusCode::SERVICE_UNAVAILABLE,
            "unavailable",
            "too many connections".into(),
        );
    };
    // Small buffers: a client's messages are tiny, and an idle
    // correspondence game should cost little memory.
    ws.max_message_size(MAX_CLIENT_MESSAGE)
        .max_frame_size(MAX_CLIENT_MESSAGE)
        .read_buffer_size(4 * MAX_CLIENT_MESSAGE)
        .write_buffer_size(0)
        .on_upgrade(move |socket| async move {
            crate::ws::connection(app, socket).await;
            drop(permit);
        })
}

/// The longest text of an error answer under `/api/` that is kept as its
/// `message` when made JSON ([`api_errors`]), in bytes.
const MAX_ERROR_TEXT: usize = 1024;

/// Every error answer under `/api/` is `{error, message}` JSON
/// ([`HttpError`]), also those not made by a handler here: an unknown
/// address (404, `notFound`), a method an address does not take (405,
/// `methodNotAllowed`), a body over [`MAX_BODY`] (413, `tooBig`), a
/// request over its time (408, `timeout`), a WebSocket request without its
/// upgrade (`badRequest`, with axum's words on why).
async fn api_errors(req: Request, next: Next) -> Response {
    let api = req.uri().path().starts_with("/api/");
    let method = req.method().clone();
    let path: String = req.uri().path().chars().take(200).collect();
    let res = next.run(req).await;
    let status = res.status();
    let json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !api || json || !(status.is_client_error() || status.is_server_error()) {
        return res;
    }
    let (parts, body) = res.into_parts();
    let text = axum::body::to_bytes(body, MAX_ERROR_TEXT)
        .await
        .map(|b| String::from_utf8_lossy(&b).trim().to_string())
        .unwrap_or_default();
    // Ours where we know more than the original text (the limit, the
    // address); else the original text.
    let (error, message) = match status {
        StatusCode::NOT_FOUND => ("notFound", format!("nothing at {path}")),
        StatusCode::METHOD_NOT_ALLOWED => {
            ("methodNotAllowed", format!("{path} does not take {method}"))
        }
        StatusCode::PAYLOAD_TOO_LARGE => (
            "tooBig",
            format!("the request body is over {MAX_BODY} bytes"),
        ),
        StatusCode::REQUEST_TIMEOUT => ("timeout", "the request took too long".into()),
        s if s.is_server_error() => ("unavailable", or(text, "the server could not answer")),
        _ => ("badRequest", or(text, "a bad request")),
    };
    let mut out = http_error(status, error, message);
    for name in [header::RETRY_AFTER, header::ALLOW] {
        if let Some(v) = parts.headers.get(&name) {
            out.headers_mut().insert(name, v.clone());
        }
    }
    out
}

/// `text`, or `default` when it is empty.
fn or(text: String, default: &str) -> String {
    if text.is_empty() {
        default.to_string()
    } else {
        text
    }
}

/// The router: the API under `/api/`, the page everywhere else.
pub fn router(app: Arc<App>, dist: PathBuf) -> Router {
    Router::new()
        .route("/api/games", post(create))
        .route("/api/ws", get(websocket))
        .route("/api/health", get(|| async { "ok" }))
        .route("/api/{*rest}", any(|| async { StatusCode::NOT_FOUND }))
        // The build writes each text file and wasm also brotli'd (.br) and
        // gzipped (.gz) beside it (scripts/build-web.mjs): sent as they are
        // to a browser that accepts them, with `Content-Encoding` and
        // `Vary: Accept-Encoding` (a cache in between keeps each form
        // apart); the plain file to one that does not.
        .fallback_service(SetResponseHeader::if_not_present(
            ServeDir::new(dist).precompressed_br().precompressed_gzip(),
            header::VARY,
            HeaderValue::from_static("accept-encoding"),
        ))
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            Duration::from_secs(15),
        ))
        .layer(middleware::from_fn(api_errors))
        .with_state(app)
}

/// Where the store is, for the log: the file, or PostgreSQL's host (never
/// a password).
fn store_name(db: &str) -> String {
    if db.starts_with("postgres://") || db.starts_with("postgresql://") {
        let rest = db.split_once("://").map_or("", |(_, r)| r);
        let host = rest.rsplit_once('@').map_or(rest, |(_, h)| h);
        format!(
            "PostgreSQL at {}",
            host.split(['/', '?']).next().unwrap_or("")
        )
    } else {
        format!("SQLite file {db}")
    }
}

/// Opens the store, loads its games and serves until Ctrl-C or SIGTERM.
/// Prints `daldos-server: listening on http://<address>` on stdout once it
/// accepts connections.
///
/// # Errors
/// See [`ServerError`].
pub async fn run(settings: Settings) -> Result<(), ServerError> {
    let (store, notices) = Store::open(&settings.db).await?;
    let hub = Hub::new(store)?;
    let (loaded, damaged) = hub.load_all().await?;
    for d in &damaged {
        tracing::warn!("{d}");
    }
    tracing::info!(
        "{}: {loaded} games loaded, {} unreadable",
        store_name(&settings.db),
        damaged.len()
    );
    let app = Arc::new(App {
        hub,
        limits: settings.limits,
        games: GameLimit::new(settings.games),
        connections: Arc::new(Semaphore::new(settings.max_connections)),
    });
    if let Some(mut notes) = app.hub.presence_notes() {
        // This process's changes of presence, told to the others in order;
        // and said again now and then, so that they hold.
        let told = app.clone();
        tokio::spawn(async move {
            while let Some(note) = notes.recv().await {
                told.hub.announce_presence(note).await;
            }
        });
        let beat = app.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(crate::hub::PRESENCE_EVERY);
            loop {
                every.tick().await;
                beat.hub.presence_beat().await;
            }
        });
    }
    if let Some(mut notices) = notices {
        let app = app.clone();
        tokio::spawn(async move {
            // In order: each game's notices come in the order of its
            // versions, and are replayed so.
            while let Some(n) = notices.recv().await {
                app.hub.notice(n).await;
            }
        });
    }
    {
        // The limit's table of addresses, kept small.
        let app = app.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(60));
            loop {
                every.tick().await;
                app.games.forget_idle();
            }
        });
    }
    if settings.forget_after_days > 0 {
        let app = app.clone();
        let days = settings.forget_after_days;
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(3600));
            loop {
                every.tick().await;
                match app.hub.forget_abandoned(days).await {
                    Ok(0) => {}
                    Ok(n) => {
                        tracing::info!("{n} unfinished games untouched for {days} days deleted")
                    }
                    Err(e) => tracing::warn!("cannot delete abandoned games: {e}"),
                }
            }
        });
    }
    if !settings.dist.join("index.html").is_file() {
        tracing::warn!(
            "{} has no index.html: build the page (make build-web) to serve it",
            settings.dist.display()
        );
    }
    let listener = tokio::net::TcpListener::bind(settings.listen)
        .await
        .map_err(|source| ServerError::Listen {
            addr: settings.listen,
            source,
        })?;
    let addr = listener.local_addr().map_err(ServerError::Serve)?;
    println!("daldos-server: listening on http://{addr}");
    let service = router(app, settings.dist).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, service)
        .with_graceful_shutdown(shutdown())
        .await
        .map_err(ServerError::Serve)
}

async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("stopping");
}
