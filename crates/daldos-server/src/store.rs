//! Where games are kept: one SQLite file (the default) or a PostgreSQL
//! database shared by several server processes.
//!
//! A game is one row: its id, the three keys, its record text
//! (docs/notation.md, the rules crate's writer, with a throw in use as the
//! last line), the number of actions accepted (`version`), who resigned,
//! whether it is over, when it was made and last changed, and after its
//! end its rematch (the side whose offer stands, the new game's id). Every write
//! names the version it replaces (optimistic concurrency): a write on a
//! stale version changes nothing and says so, which is how two processes
//! on one PostgreSQL database never overwrite each other's moves.
//!
//! The schema is versioned (table `schema_version`) and migrated when the
//! server starts.

use std::sync::mpsc as std_mpsc;

use tokio::sync::{mpsc, oneshot};

use crate::secret::Keys;

/// The schema, one step per version: step `i` takes a database from
/// version `i` to `i + 1`. Written for both SQLite and PostgreSQL.
const MIGRATIONS: &[&str] = &[
    "CREATE TABLE games (
        id TEXT PRIMARY KEY,
        light_key TEXT NOT NULL,
        dark_key TEXT NOT NULL,
        watch_key TEXT NOT NULL,
        record TEXT NOT NULL,
        version BIGINT NOT NULL,
        resigned TEXT,
        finished BOOLEAN NOT NULL DEFAULT FALSE,
        created_ms BIGINT NOT NULL,
        updated_ms BIGINT NOT NULL
    );
    CREATE INDEX games_unfinished ON games (finished, updated_ms);",
    // 2: a finished game's rematch: the side whose offer stands, and the
    // new game once it was accepted.
    "ALTER TABLE games ADD COLUMN rematch_offer TEXT;
    ALTER TABLE games ADD COLUMN rematch_game TEXT;",
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// The PostgreSQL channel of `NOTIFY`: a payload per change (see
/// [`Notice`]).
pub const CHANNEL: &str = "daldos";

/// The longest notice sent, in bytes (PostgreSQL's limit is 8000).
const MAX_NOTICE: usize = 7900;

/// A store's failure. An action whose write failed was not made.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// SQLite reported an error (disk full, file locked, damaged file, …).
    #[error("SQLite: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// PostgreSQL reported an error, or the connection to it broke.
    #[error("PostgreSQL: {0}")]
    Postgres(#[from] tokio_postgres::Error),
    /// A SQLite transaction could not be committed: none of its writes is
    /// on disk.
    #[error("SQLite commit failed: {0}")]
    Commit(String),
    /// The SQLite worker thread has stopped (the server is shutting down).
    #[error("the store has stopped")]
    Closed,
    /// The database was written by a newer server (its schema version).
    #[error("the database has schema version {found}, newer than this server's {known}: use a newer daldos-server")]
    NewerSchema {
        /// The database's version.
        found: i64,
        /// This build's.
        known: i64,
    },
    /// A stored row that cannot be read back (a value out of range).
    #[error("game {id}: {message}")]
    BadRow {
        /// The game's id.
        id: String,
        /// What is wrong.
        message: String,
    },
}

/// One stored game.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// The game's id.
    pub id: String,
    /// Its three keys.
    pub keys: Keys,
    /// The game record (docs/notation.md).
    pub record: String,
    /// Actions accepted so far.
    pub version: u64,
    /// `"a"` or `"b"` if that side resigned.
    pub resigned: Option<String>,
    /// Whether the game is over (by the rules or by resignation).
    pub finished: bool,
    /// When it was made, ms since 1970-01-01 UTC.
    pub created_ms: i64,
    /// When its last action was accepted, ms since 1970-01-01 UTC.
    pub updated_ms: i64,
    /// `"a"` or `"b"`: that side's offer of a rematch stands.
    pub rematch_offer: Option<String>,
    /// The rematch's game id, once one was accepted.
    pub rematch_game: Option<String>,
}

/// A write of a game's new state over the one of `expected_version`.
#[derive(Clone, Debug)]
pub struct Save {
    /// The game's id.
    pub id: String,
    /// The version this write replaces.
    pub expected_version: u64,
    /// The new version.
    pub version: u64,
    /// The new record.
    pub record: String,
    /// `"a"` or `"b"` if that side resigned.
    pub resigned: Option<String>,
    /// Whether the game is now over.
    pub finished: bool,
    /// When, ms since 1970-01-01 UTC.
    pub updated_ms: i64,
    /// `"a"` or `"b"`: that side's offer of a rematch stands.
    pub rematch_offer: Option<String>,
    /// The rematch's game id, once one was accepted.
    pub rematch_game: Option<String>,
    /// What changed, as JSON, for [`Notice::Version`] (PostgreSQL).
    pub event: String,
}

/// A change announced between server processes on one PostgreSQL database
/// (`NOTIFY daldos, '<payload>'`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Game `id` now stands at `version`, changed at `updated_ms` by
    /// `event` (the [`crate::protocol::Event`] as JSON, if it fits in a
    /// notice): `v <id> <version> <updated_ms> <event>`. A process whose
    /// copy stands one version before replays the event; any other reloads
    /// the game.
    Version {
        /// The game's id.
        id: String,
        /// Its new version.
        version: u64,
        /// When it changed, ms since 1970-01-01 UTC.
        updated_ms: i64,
        /// The event as JSON, or empty.
        event: String,
    },
    /// How many connections process `origin` has to game `id`, per seat:
    /// `p <process> <id> <a> <b> <ask>`, said whenever they change and
    /// every [`crate::hub::PRESENCE_EVERY`]; `ask` (`1`) when a connection
    /// arrived, asking the other processes for theirs.
    Presence {
        /// The process that counts them.
        origin: String,
        /// The game's id.
        id: String,
        /// Light's connections in that process.
        a: u32,
        /// Dark's connections in that process.
        b: u32,
        /// Whether the others are asked to say theirs.
        ask: bool,
    },
    /// A preset message: `m <process> <id> <side> <preset>`.
    Said {
        /// The process that sent it (which does not deliver it twice).
        origin: String,
        /// The game's id.
        id: String,
        /// `"a"` or `"b"`.
        side: String,
        /// The preset's id.
        preset: String,
    },
}

impl Notice {
    /// The payload text.
    #[must_use]
    pub fn payload(&self) -> String {
        match self {
            Notice::Version {
                id,
                version,
                updated_ms,
                event,
            } => format!("v {id} {version} {updated_ms} {event}"),
            Notice::Said {
                origin,
                id,
                side,
                preset,
            } => format!("m {origin} {id} {side} {preset}"),
            Notice::Presence {
                origin,
                id,
                a,
                b,
                ask,
            } => format!("p {origin} {id} {a} {b} {}", u8::from(*ask)),
        }
    }

    /// Reads a payload; `None` for anything else.
    #[must_use]
    pub fn parse(payload: &str) -> Option<Notice> {
        if let Some(rest) = payload.strip_prefix("v ") {
            let mut parts = rest.splitn(4, ' ');
            return Some(Notice::Version {
                id: parts.next()?.to_string(),
                version: parts.next()?.parse().ok()?,
                updated_ms: parts.next()?.parse().ok()?,
                event: parts.next().unwrap_or("").to_string(),
            });
        }
        let parts: Vec<&str> = payload.split(' ').collect();
        match parts.as_slice() {
            ["m", origin, id, side, preset] => Some(Notice::Said {
                origin: (*origin).to_string(),
                id: (*id).to_string(),
                side: (*side).to_string(),
                preset: (*preset).to_string(),
            }),
            ["p", origin, id, a, b, ask] => Some(Notice::Presence {
                origin: (*origin).to_string(),
                id: (*id).to_string(),
                a: a.parse().ok()?,
                b: b.parse().ok()?,
                ask: match *ask {
                    "1" => true,
                    "0" => false,
                    _ => return None,
                },
            }),
            _ => None,
        }
    }
}

/// A store: SQLite or PostgreSQL.
pub enum Store {
    /// One SQLite file, written by a thread of its own.
    Sqlite(SqliteStore),
    /// A PostgreSQL database.
    Postgres(Box<PgStore>),
}

impl Store {
    /// Opens `db`: a `postgres://` or `postgresql://` URL, else a SQLite
    /// file's path (made if missing). Migrates the schema. For PostgreSQL
    /// also returns the stream of [`Notice`]s from every process on the
    /// database (this one's included).
    ///
    /// # Errors
    /// The database cannot be opened or migrated.
    pub async fn open(
        db: &str,
    ) -> Result<(Store, Option<mpsc::UnboundedReceiver<Notice>>), StoreError> {
        if db.starts_with("postgres://") || db.starts_with("postgresql://") {
            let (store, notices) = PgStore::open(db).await?;
            Ok((Store::Postgres(Box::new(store)), Some(notices)))
        } else {
            let path = db.to_string();
            let store = tokio::task::spawn_blocking(move || SqliteStore::open(&path))
                .await
                .map_err(|_| StoreError::Closed)??;
            Ok((Store::Sqlite(store), None))
        }
    }

    /// Whether other processes may change games (PostgreSQL).
    #[must_use]
    pub fn is_shared(&self) -> bool {
        matches!(self, Store::Postgres(_))
    }

    /// Stores a new game.
    ///
    /// # Errors
    /// The write failed (the game does not exist).
    pub async fn insert(&self, game: StoredGame) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.call(|reply| Job::Insert(Box::new(game), reply)).await?,
            Store::Postgres(p) => p.insert(&game).await,
        }
    }

    /// Writes a game's new state; `Ok(false)` if the stored version is not
    /// `save.expected_version` (nothing is written). On PostgreSQL the
    /// write also announces [`Notice::Version`], on commit.
    ///
    /// # Errors
    /// The write failed: the action was not made.
    pub async fn save(&self, save: Save) -> Result<bool, StoreError> {
        match self {
            Store::Sqlite(s) => s.call(|reply| Job::Save(Box::new(save), reply)).await?,
            Store::Postgres(p) => p.save(&save).await,
        }
    }

    /// The stored game `id`, if any.
    ///
    /// # Errors
    /// The read failed.
    pub async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let id = id.to_string();
        match self {
            Store::Sqlite(s) => s.call(|reply| Job::Load(id, reply)).await?,
            Store::Postgres(p) => p.load(&id).await,
        }
    }

    /// Every stored game.
    ///
    /// # Errors
    /// The read failed.
    pub async fn load_all(&self) -> Result<Vec<StoredGame>, StoreError> {
        match self {
            Store::Sqlite(s) => s.call(Job::LoadAll).await?,
            Store::Postgres(p) => p.load_all().await,
        }
    }

    /// Deletes the unfinished games not changed since `cutoff_ms`; returns
    /// their ids.
    ///
    /// # Errors
    /// The write failed.
    pub async fn forget_unfinished_before(
        &self,
        cutoff_ms: i64,
    ) -> Result<Vec<String>, StoreError> {
        match self {
            Store::Sqlite(s) => s.call(|reply| Job::Forget(cutoff_ms, reply)).await?,
            Store::Postgres(p) => p.forget(cutoff_ms).await,
        }
    }

    /// Announces `notice` to the other processes (PostgreSQL; nothing for
    /// SQLite, which one process serves).
    ///
    /// # Errors
    /// The write failed.
    pub async fn announce(&self, notice: &Notice) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(_) => Ok(()),
            Store::Postgres(p) => p.announce(notice).await,
        }
    }
}

type Reply<T> = oneshot::Sender<Result<T, StoreError>>;

enum Job {
    Insert(Box<StoredGame>, Reply<()>),
    Save(Box<Save>, Reply<bool>),
    Load(String, Reply<Option<StoredGame>>),
    LoadAll(Reply<Vec<StoredGame>>),
    Forget(i64, Reply<Vec<String>>),
}

/// The SQLite store: one file in WAL mode with `synchronous=FULL`, written
/// by a thread of its own. Writes that arrive together are committed in
/// one transaction (one `fsync`), each answered only after that commit.
pub struct SqliteStore {
    jobs: std_mpsc::Sender<Job>,
}

/// The most jobs committed in one transaction.
const BATCH: usize = 512;

impl SqliteStore {
    fn open(path: &str) -> Result<SqliteStore, StoreError> {
        let mut conn = rusqlite::Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(10))?;
        // WAL: readers never block the writer; FULL: a commit is on disk
        // (fsync of the log) before COMMIT returns.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        migrate_sqlite(&mut conn)?;
        let (jobs, rx) = std_mpsc::channel();
        std::thread::Builder::new()
            .name("daldos-sqlite".into())
            .spawn(move || sqlite_worker(conn, rx))
            .map_err(|_| StoreError::Closed)?;
        Ok(SqliteStore { jobs })
    }

    async fn call<T>(
        &self,
        job: impl FnOnce(Reply<T>) -> Job,
    ) -> Result<Result<T, StoreError>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.jobs.send(job(tx)).map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)
    }
}

fn migrate_sqlite(conn: &mut rusqlite::Connection) -> Result<(), StoreError> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    tx.execute_batch("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")?;
    let found: Option<i64> =
        tx.query_row("SELECT MAX(version) FROM schema_version", [], |r| r.get(0))?;
    let found = found.unwrap_or(0);
    if found > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema {
            found,
            known: SCHEMA_VERSION,
        });
    }
    for (i, step) in MIGRATIONS
        .iter()
        .enumerate()
        .skip(usize::try_from(found).unwrap_or(0))
    {
        tx.execute_batch(step)?;
        tracing::info!(version = i + 1, "SQLite schema migrated");
    }
    tx.execute("DELETE FROM schema_version", [])?;
    tx.execute(
        "INSERT INTO schema_version (version) VALUES (?1)",
        [SCHEMA_VERSION],
    )?;
    tx.commit()?;
    Ok(())
}

const SELECT: &str = "SELECT id, light_key, dark_key, watch_key, record, version, resigned, finished, created_ms, updated_ms, rematch_offer, rematch_game FROM games";

fn sqlite_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<(StoredGame, i64)> {
    let version: i64 = r.get(5)?;
    Ok((
        StoredGame {
            id: r.get(0)?,
            keys: Keys {
                light: r.get(1)?,
                dark: r.get(2)?,
                watch: r.get(3)?,
            },
            record: r.get(4)?,
            version: 0,
            resigned: r.get(6)?,
            finished: r.get(7)?,
            created_ms: r.get(8)?,
            updated_ms: r.get(9)?,
            rematch_offer: r.get(10)?,
            rematch_game: r.get(11)?,
        },
        version,
    ))
}

fn with_version((mut g, v): (StoredGame, i64)) -> Result<StoredGame, StoreError> {
    g.version = u64::try_from(v).map_err(|_| StoreError::BadRow {
        id: g.id.clone(),
        message: format!("version {v} is negative"),
    })?;
    Ok(g)
}

fn to_i64(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// What a job did, to answer once its transaction is committed.
enum Done {
    Unit(Reply<()>, Result<(), StoreError>),
    Bool(Reply<bool>, Result<bool, StoreError>),
    Game(
        Reply<Option<StoredGame>>,
        Result<Option<StoredGame>, StoreError>,
    ),
    Games(Reply<Vec<StoredGame>>, Result<Vec<StoredGame>, StoreError>),
    Ids(Reply<Vec<String>>, Result<Vec<String>, StoreError>),
}

impl Done {
    fn send(self, commit: &Result<(), String>) {
        // A failed commit fails every job of the batch: none of them is
        // on disk. (Receivers that have gone away are ignored.)
        fn fail<T>(r: Result<T, StoreError>, commit: &Result<(), String>) -> Result<T, StoreError> {
            match commit {
                Ok(()) => r,
                Err(e) => Err(StoreError::Commit(e.clone())),
            }
        }
        match self {
            Done::Unit(tx, r) => drop(tx.send(fail(r, commit))),
            Done::Bool(tx, r) => drop(tx.send(fail(r, commit))),
            Done::Game(tx, r) => drop(tx.send(fail(r, commit))),
            Done::Games(tx, r) => drop(tx.send(fail(r, commit))),
            Done::Ids(tx, r) => drop(tx.send(fail(r, commit))),
        }
    }
}

fn run_job(conn: &rusqlite::Connection, job: Job) -> Done {
    match job {
        Job::Insert(g, tx) => {
            let r = conn
                .execute(
                    "INSERT INTO games (id, light_key, dark_key, watch_key, record, version, resigned, finished, created_ms, updated_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                    rusqlite::params![g.id, g.keys.light, g.keys.dark, g.keys.watch, g.record, to_i64(g.version), g.resigned, g.finished, g.created_ms, g.updated_ms],
                )
                .map(|_| ())
                .map_err(StoreError::from);
            Done::Unit(tx, r)
        }
        Job::Save(s, tx) => {
            let r = conn
                .execute(
                    "UPDATE games SET record = ?1, version = ?2, resigned = ?3, finished = ?4, updated_ms = ?5, rematch_offer = ?8, rematch_game = ?9 WHERE id = ?6 AND version = ?7",
                    rusqlite::params![s.record, to_i64(s.version), s.resigned, s.finished, s.updated_ms, s.id, to_i64(s.expected_version), s.rematch_offer, s.rematch_game],
                )
                .map(|n| n == 1)
                .map_err(StoreError::from);
            Done::Bool(tx, r)
        }
        Job::Load(id, tx) => {
            let r = (|| {
                let mut st = conn.prepare_cached(&format!("{SELECT} WHERE id = ?1"))?;
                let mut rows = st.query_map([id], sqlite_row)?;
                rows.next().transpose()?.map(with_version).transpose()
            })();
            Done::Game(tx, r)
        }
        Job::LoadAll(tx) => {
            let r = (|| {
                let mut st = conn.prepare(SELECT)?;
                let rows = st.query_map([], sqlite_row)?;
                rows.map(|row| with_version(row?)).collect()
            })();
            Done::Games(tx, r)
        }
        Job::Forget(cutoff, tx) => {
            let r = (|| {
                let mut st = conn.prepare(
                    "DELETE FROM games WHERE NOT finished AND updated_ms < ?1 RETURNING id",
                )?;
                let ids = st.query_map([cutoff], |r| r.get::<_, String>(0))?;
                Ok(ids.collect::<Result<Vec<_>, _>>()?)
            })();
            Done::Ids(tx, r)
        }
    }
}

fn sqlite_worker(conn: rusqlite::Connection, jobs: std_mpsc::Receiver<Job>) {
    while let Ok(first) = jobs.recv() {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let begun = conn.execute_batch("BEGIN IMMEDIATE");
        let done: Vec<Done> = batch.into_iter().map(|job| run_job(&conn, job)).collect();
        let commit = match begun {
            Ok(()) => conn.execute_batch("COMMIT").map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        if commit.is_err() {
            let _ = conn.execute_batch("ROLLBACK");
        }
        for d in done {
            d.send(&commit);
        }
    }
}

/// Connections a process keeps for queries (besides the one that
/// listens): PostgreSQL runs one statement at a time on a connection, so
/// several let the writes of different games be committed together.
pub const PG_CONNECTIONS: usize = 4;

/// The PostgreSQL store: [`PG_CONNECTIONS`] connections for queries (used
/// in turn, each pipelined), one that `LISTEN`s on [`CHANNEL`]. A broken
/// connection ends the process (exit code 3) so that a supervisor starts
/// it afresh: a server that cannot store cannot play.
pub struct PgStore {
    clients: Vec<tokio_postgres::Client>,
    next: std::sync::atomic::AtomicUsize,
    // Kept so that the listening connection stays open.
    _listener: tokio_postgres::Client,
}

fn drive(
    mut conn: tokio_postgres::Connection<tokio_postgres::Socket, tokio_postgres::tls::NoTlsStream>,
    notices: Option<mpsc::UnboundedSender<Notice>>,
) {
    use futures_util::StreamExt;
    tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| conn.poll_message(cx));
        while let Some(message) = messages.next().await {
            match message {
                Ok(tokio_postgres::AsyncMessage::Notification(n)) => {
                    if let (Some(tx), Some(notice)) = (&notices, Notice::parse(n.payload())) {
                        let _ = tx.send(notice);
                    }
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::error!("PostgreSQL connection failed: {e}");
                    break;
                }
            }
        }
        tracing::error!(
            "the PostgreSQL connection closed: stopping (a server that cannot store cannot play)"
        );
        std::process::exit(3);
    });
}

impl PgStore {
    async fn open(url: &str) -> Result<(PgStore, mpsc::UnboundedReceiver<Notice>), StoreError> {
        let mut clients = Vec::with_capacity(PG_CONNECTIONS);
        for _ in 0..PG_CONNECTIONS {
            let (client, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls).await?;
            drive(conn, None);
            clients.push(client);
        }
        migrate_pg(&clients[0]).await?;
        let (listener, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls).await?;
        let (tx, rx) = mpsc::unbounded_channel();
        drive(conn, Some(tx));
        listener.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
        Ok((
            PgStore {
                clients,
                next: std::sync::atomic::AtomicUsize::new(0),
                _listener: listener,
            },
            rx,
        ))
    }

    /// The next connection, in turn.
    fn client(&self) -> &tokio_postgres::Client {
        let i = self.next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        &self.clients[i % self.clients.len()]
    }

    async fn insert(&self, g: &StoredGame) -> Result<(), StoreError> {
        self.client()
            .execute(
                "INSERT INTO games (id, light_key, dark_key, watch_key, record, version, resigned, finished, created_ms, updated_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                &[&g.id, &g.keys.light, &g.keys.dark, &g.keys.watch, &g.record, &to_i64(g.version), &g.resigned, &g.finished, &g.created_ms, &g.updated_ms],
            )
            .await?;
        Ok(())
    }

    async fn save(&self, s: &Save) -> Result<bool, StoreError> {
        // One statement, so one transaction: the notice goes out on commit,
        // and only if the row was written.
        let mut notice = Notice::Version {
            id: s.id.clone(),
            version: s.version,
            updated_ms: s.updated_ms,
            event: s.event.clone(),
        };
        if notice.payload().len() > MAX_NOTICE {
            // Too long for NOTIFY: the other processes reload the game.
            if let Notice::Version { event, .. } = &mut notice {
                event.clear();
            }
        }
        let payload = notice.payload();
        let rows = self
            .client()
            .query(
                "WITH u AS (UPDATE games SET record = $1, version = $2, resigned = $3, finished = $4, updated_ms = $5, rematch_offer = $10, rematch_game = $11 WHERE id = $6 AND version = $7 RETURNING id) SELECT pg_notify($8, $9) FROM u",
                &[&s.record, &to_i64(s.version), &s.resigned, &s.finished, &s.updated_ms, &s.id, &to_i64(s.expected_version), &CHANNEL, &payload, &s.rematch_offer, &s.rematch_game],
            )
            .await?;
        Ok(rows.len() == 1)
    }

    fn row(r: &tokio_postgres::Row) -> Result<StoredGame, StoreError> {
        with_version((
            StoredGame {
                id: r.try_get(0)?,
                keys: Keys {
                    light: r.try_get(1)?,
                    dark: r.try_get(2)?,
                    watch: r.try_get(3)?,
                },
                record: r.try_get(4)?,
                version: 0,
                resigned: r.try_get(6)?,
                finished: r.try_get(7)?,
                created_ms: r.try_get(8)?,
                updated_ms: r.try_get(9)?,
                rematch_offer: r.try_get(10)?,
                rematch_game: r.try_get(11)?,
            },
            r.try_get(5)?,
        ))
    }

    async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let rows = self
            .client()
            .query(&format!("{SELECT} WHERE id = $1"), &[&id])
            .await?;
        rows.first().map(PgStore::row).transpose()
    }

    async fn load_all(&self) -> Result<Vec<StoredGame>, StoreError> {
        let rows = self.client().query(SELECT, &[]).await?;
        rows.iter().map(PgStore::row).collect()
    }

    async fn forget(&self, cutoff: i64) -> Result<Vec<String>, StoreError> {
        let rows = self
            .client()
            .query(
                "DELETE FROM games WHERE NOT finished AND updated_ms < $1 RETURNING id",
                &[&cutoff],
            )
            .await?;
        rows.iter()
            .map(|r| r.try_get(0).map_err(StoreError::from))
            .collect()
    }

    async fn announce(&self, notice: &Notice) -> Result<(), StoreError> {
        self.client()
            .execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &notice.payload()])
            .await?;
        Ok(())
    }
}

async fn migrate_pg(client: &tokio_postgres::Client) -> Result<(), StoreError> {
    // One process migrates at a time: the others wait on the lock.
    client
        .batch_execute(
            "BEGIN; SELECT pg_advisory_xact_lock(7261001);
             CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL);",
        )
        .await?;
    let result = async {
        let row = client
            .query_one("SELECT MAX(version) FROM schema_version", &[])
            .await?;
        let found: Option<i64> = row.try_get(0)?;
        let found = found.unwrap_or(0);
        if found > SCHEMA_VERSION {
            return Err(StoreError::NewerSchema {
                found,
                known: SCHEMA_VERSION,
            });
        }
        for (i, step) in MIGRATIONS
            .iter()
            .enumerate()
            .skip(usize::try_from(found).unwrap_or(0))
        {
            client.batch_execute(step).await?;
            tracing::info!(version = i + 1, "PostgreSQL schema migrated");
        }
        client.execute("DELETE FROM schema_version", &[]).await?;
        client
            .execute(
                "INSERT INTO schema_version (version) VALUES ($1)",
                &[&SCHEMA_VERSION],
            )
            .await?;
        Ok(())
    }
    .await;
    match result {
        Ok(()) => {
            client.batch_execute("COMMIT").await?;
            Ok(())
        }
        Err(e) => {
            let _ = client.batch_execute("ROLLBACK").await;
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str, finished: bool, updated_ms: i64) -> StoredGame {
        StoredGame {
            id: id.into(),
            keys: Keys::new().unwrap(),
            record: "[Game \"Daldøs\"]\n".into(),
            version: 0,
            resigned: None,
            finished,
            created_ms: 0,
            updated_ms,
            rematch_offer: None,
            rematch_game: None,
        }
    }

    #[tokio::test]
    async fn sqlite_migrates_once_keeps_versions_and_forgets_only_abandoned_games() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.db");
        let db = path.to_str().unwrap();
        {
            let (store, notices) = Store::open(db).await.unwrap();
            assert!(notices.is_none() && !store.is_shared());
            store
                .insert(game("old-unfinish", false, 1_000))
                .await
                .unwrap();
            store
                .insert(game("old-finished", true, 1_000))
                .await
                .unwrap();
            store
                .insert(game("new-unfinish", false, 9_000))
                .await
                .unwrap();
            let save = |expected_version, version| Save {
                id: "new-unfinish".into(),
                expected_version,
                version,
                record: "r".into(),
                resigned: Some("a".into()),
                finished: false,
                updated_ms: 9_000,
                rematch_offer: None,
                rematch_game: None,
                event: String::new(),
            };
            assert!(store.save(save(0, 1)).await.unwrap());
            // A write on a stale version changes nothing.
            assert!(!store.save(save(0, 1)).await.unwrap());
            assert!(store.insert(game("old-finished", true, 1)).await.is_err());
        }
        // Opened again: the schema is not migrated twice, the games are there.
        let (store, _) = Store::open(db).await.unwrap();
        let g = store.load("new-unfinish").await.unwrap().unwrap();
        assert_eq!(
            (g.version, g.record.as_str(), g.resigned.as_deref()),
            (1, "r", Some("a"))
        );
        assert_eq!(store.load_all().await.unwrap().len(), 3);
        let forgotten = store.forget_unfinished_before(5_000).await.unwrap();
        assert_eq!(forgotten, vec!["old-unfinish".to_string()]);
        assert!(store.load("old-unfinish").await.unwrap().is_none());
        assert!(store.load("old-finished").await.unwrap().is_some());
        let conn = rusqlite::Connection::open(db).unwrap();
        let v: i64 = conn
            .query_row("SELECT version FROM schema_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v, SCHEMA_VERSION);
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
    }

    #[test]
    fn notices_round_trip() {
        for n in [
            Notice::Version {
                id: "abcdefghijkl".into(),
                version: 42,
                updated_ms: 1_700_000_000_000,
                event: r#"{"kind":"resign","side":"a"}"#.into(),
            },
            Notice::Version {
                id: "abcdefghijkl".into(),
                version: 1,
                updated_ms: 5,
                event: String::new(),
            },
            Notice::Said {
                origin: "p1".into(),
                id: "abcdefghijkl".into(),
                side: "a".into(),
                preset: "thanks".into(),
            },
            Notice::Presence {
                origin: "p2".into(),
                id: "abcdefghijkl".into(),
                a: 2,
                b: 0,
                ask: true,
            },
        ] {
            assert_eq!(Notice::parse(&n.payload()), Some(n));
        }
        assert_eq!(Notice::parse("x y"), None);
        assert_eq!(Notice::parse("v id notanumber"), None);
    }
}
