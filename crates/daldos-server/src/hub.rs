//! The games in play: each held as a [`daldos::Game`] behind its own lock,
//! changed only by the rules crate, stored before anyone hears of a change.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};

use daldos::{
    Date, DiceSource, Facts, Game, Phase, Player, Rules, SeededDice, Side, SystemDice, Termination,
    ThrowKind, Variants,
};
use tokio::sync::broadcast;

use crate::protocol::{
    CreateRequest, CreateResponse, ErrorCode, Event, GameState, Link, MoveRequest, Preset, Role,
    ServerMessage, SideName, ThrowOutcome,
};
use crate::secret::{self, Keys};
use crate::store::{Notice, Save, Store, StoreError, StoredGame};
use crate::view::{self, MoveData, RollOffRound, View};

/// Messages a game's connections may fall behind by before they are sent
/// the whole state afresh.
const UPDATES_BUFFER: usize = 64;

/// The seed of `--test-dice-seed`, once set (never in a real server).
static TEST_DICE_SEED: OnceLock<u64> = OnceLock::new();

/// Makes every game's dice follow from `seed` and the game's version (the
/// actions accepted before the throw), so that each game of this process
/// throws the same sequence and a browser test knows its dice. For tests
/// only (`daldos-server --test-dice-seed N`, docs/server.md): without it the
/// dice are the operating system's randomness. Set once; a second call is
/// ignored.
pub fn set_test_dice_seed(seed: u64) {
    let _ = TEST_DICE_SEED.set(seed);
}

/// The dice for the action at `version`: the system's randomness, or the
/// test seed's ([`set_test_dice_seed`]).
fn dice_at(version: u64) -> Result<Box<dyn DiceSource>, ActionError> {
    match TEST_DICE_SEED.get() {
        Some(seed) => Ok(Box::new(SeededDice::new(
            seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ version,
        ))),
        None => Ok(Box::new(SystemDice::new().map_err(ActionError::Dice)?)),
    }
}

/// Milliseconds since 1970-01-01 UTC.
#[must_use]
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Why an action was refused. Nothing was changed or stored.
#[derive(Debug, thiserror::Error)]
pub enum ActionError {
    /// A watcher tried to act.
    #[error("a watcher may not act")]
    Watching,
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The other side is to throw or move.
    #[error("it is the other side's turn")]
    NotYourTurn,
    /// Not the time for this action.
    #[error("{0}")]
    WrongPhase(&'static str),
    /// The move is not a legal next move.
    #[error("{0}")]
    IllegalMove(String),
    /// The action named an older state than the game's.
    #[error("the action was made on version {yours}, but the game is at version {game}")]
    Stale {
        /// The version the action named.
        yours: u64,
        /// The game's version.
        game: u64,
    },
    /// The system's randomness failed: no dice.
    #[error("the dice cannot be thrown: {0}")]
    Dice(String),
    /// The store failed: the action was not made.
    #[error("the action could not be stored: {0}")]
    Store(#[from] StoreError),
}

impl ActionError {
    /// The code a client is sent.
    #[must_use]
    pub fn code(&self) -> ErrorCode {
        match self {
            ActionError::Watching => ErrorCode::Watching,
            ActionError::GameOver => ErrorCode::GameOver,
            ActionError::NotYourTurn => ErrorCode::NotYourTurn,
            ActionError::WrongPhase(_) => ErrorCode::WrongPhase,
            ActionError::IllegalMove(_) => ErrorCode::IllegalMove,
            ActionError::Stale { .. } => ErrorCode::Stale,
            ActionError::Dice(_) | ActionError::Store(_) => ErrorCode::Store,
        }
    }
}

/// Why a game could not be made.
#[derive(Debug, thiserror::Error)]
pub enum CreateError {
    /// The board size or a variant is not known.
    #[error("{0}")]
    Rules(String),
    /// No randomness for the keys.
    #[error(transparent)]
    Randomness(#[from] secret::RandomnessError),
    /// The store failed.
    #[error("the game could not be stored: {0}")]
    Store(#[from] StoreError),
}

/// A stored game that cannot be read back.
#[derive(Debug, thiserror::Error)]
#[error("stored game {id} cannot be read: {message}")]
pub struct DamagedGame {
    /// The game's id.
    pub id: String,
    /// Why.
    pub message: String,
}

/// A game as the server holds it: the rules crate's game (a resignation
/// included, [`Game::resign`]), the number of actions accepted, the time of
/// the last change.
#[derive(Clone, Debug)]
pub struct OnlineGame {
    /// The game itself.
    pub game: Game,
    /// Actions accepted so far.
    pub version: u64,
    /// When the last action was accepted, ms since 1970-01-01 UTC.
    pub updated_ms: i64,
}

impl OnlineGame {
    /// The game of a stored row. Its record says everything, a
    /// resignation too (`[Termination "resignation"]`, or the
    /// `[Resigned "<side>"]` of rows stored before the rules knew
    /// resignations, which the rules crate still reads); the `resigned`
    /// column must agree with it, and a row whose record lacks the
    /// resignation its column names is resigned here.
    ///
    /// # Errors
    /// The record does not replay, `resigned` is not a side, or the two
    /// disagree.
    pub fn from_stored(s: &StoredGame) -> Result<OnlineGame, DamagedGame> {
        let damaged = |message: String| DamagedGame {
            id: s.id.clone(),
            message,
        };
        let mut game = Game::from_record(&s.record).map_err(|e| damaged(e.to_string()))?;
        let column = match s.resigned.as_deref() {
            None => None,
            Some("a") => Some(Side::A),
            Some("b") => Some(Side::B),
            Some(other) => return Err(damaged(format!("resigned is '{other}', not a or b"))),
        };
        let online = |game| OnlineGame {
            game,
            version: s.version,
            updated_ms: s.updated_ms,
        };
        match (column, resigned_in(&game)) {
            (None, _) => Ok(online(game)),
            (Some(side), Some(recorded)) if side == recorded => Ok(online(game)),
            (Some(side), None) if game.outcome().is_none() => {
                game.resign(side).map_err(|e| damaged(e.to_string()))?;
                Ok(online(game))
            }
            (Some(side), _) => Err(damaged(format!(
                "resigned is '{side}', but the record ends otherwise"
            ))),
        }
    }

    /// The record as stored: the rules crate's record (a resignation is
    /// its `[Result]` and `[Termination "resignation"]`).
    #[must_use]
    pub fn record(&self) -> String {
        self.game.to_record()
    }

    /// The side that resigned, if one did.
    #[must_use]
    pub fn resigned(&self) -> Option<Side> {
        resigned_in(&self.game)
    }

    /// The winner, by the rules or by resignation.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        self.game.outcome().map(|o| o.winner)
    }

    /// The state sent to clients.
    #[must_use]
    pub fn state(&self, id: &str, event: Option<Event>) -> GameState {
        let board = self.game.board();
        // (None once the game is over, by a resignation too.)
        let legal = self
            .game
            .legal_next_moves()
            .iter()
            .map(|m| MoveData::new(&board, m))
            .collect();
        GameState {
            game: id.to_string(),
            version: self.version,
            view: View::of(&self.game),
            legal,
            record: self.record(),
            resigned: self.resigned().map(SideName::from),
            winner: self.winner().map(SideName::from),
            since_ms: u64::try_from(self.updated_ms).unwrap_or(0),
            event,
        }
    }

    /// Makes `action` for `side` (with the server's dice), returning what
    /// happened. On an error the game is as it was.
    ///
    /// # Errors
    /// See [`ActionError`].
    pub fn apply(&mut self, side: Side, action: &Action) -> Result<Event, ActionError> {
        if self.winner().is_some() {
            return Err(ActionError::GameOver);
        }
        let turn = self.game.position().turn();
        match action {
            Action::Resign => {
                self.game.resign(side).map_err(|_| ActionError::GameOver)?;
                Ok(Event::Resign { side: side.into() })
            }
            Action::Throw => match self.game.phase() {
                Phase::RollOff => {
                    let mut dice = dice_at(self.version)?;
                    let starter = self
                        .game
                        .roll_off(&mut *dice)
                        .map_err(|e| ActionError::WrongPhase(static_game_error(&e)))?;
                    Ok(Event::RollOff {
                        rounds: self
                            .game
                            .roll_off_rounds()
                            .iter()
                            .map(|r| RollOffRound::new(*r))
                            .collect(),
                        starter: starter.into(),
                    })
                }
                Phase::AwaitingThrow if turn != side => Err(ActionError::NotYourTurn),
                Phase::AwaitingThrow => {
                    let throw = dice_at(self.version)?.throw();
                    let kind = self
                        .game
                        .throw_with(throw)
                        .map_err(|e| ActionError::WrongPhase(static_game_error(&e)))?;
                    Ok(Event::Throw {
                        side: side.into(),
                        dice: view::throw_values(throw),
                        outcome: match kind {
                            ThrowKind::Full => ThrowOutcome::Play,
                            ThrowKind::Partial => ThrowOutcome::Partial,
                            ThrowKind::Lost => ThrowOutcome::Lost,
                        },
                        extra_throw: throw.is_dal_dal(),
                    })
                }
                Phase::Moving { .. } if turn != side => Err(ActionError::NotYourTurn),
                Phase::Moving { .. } => Err(ActionError::WrongPhase(
                    "the current throw must be used before throwing again",
                )),
                Phase::Over(_) => Err(ActionError::GameOver),
            },
            Action::Move(req) => match self.game.phase() {
                Phase::Moving { .. } if turn != side => Err(ActionError::NotYourTurn),
                Phase::Moving { throw, .. } => {
                    let throw = *throw;
                    let board = self.game.board();
                    let m = self
                        .game
                        .legal_next_moves()
                        .into_iter()
                        .find(|m| is_move(req, m))
                        .ok_or_else(|| {
                            ActionError::IllegalMove(format!(
                                "{}{}-{} with {:?} is not a legal next move with the throw {throw}",
                                daldos_snippet(&req.from),
                                req.via
                                    .as_deref()
                                    .map(|v| format!("-{}", daldos_snippet(v)))
                                    .unwrap_or_default(),
                                daldos_snippet(&req.to),
                                &req.dice[..req.dice.len().min(4)],
                            ))
                        })?;
                    let made = MoveData::new(&board, &m);
                    let play_complete = self
                        .game
                        .make_move(m)
                        .map_err(|e| ActionError::IllegalMove(e.to_string()))?;
                    Ok(Event::Moved {
                        side: side.into(),
                        made,
                        play_complete,
                    })
                }
                Phase::RollOff => Err(ActionError::WrongPhase(
                    "the roll-off has not been thrown: throw first",
                )),
                Phase::AwaitingThrow if turn != side => Err(ActionError::NotYourTurn),
                Phase::AwaitingThrow => Err(ActionError::WrongPhase(
                    "there is no throw to use: throw the dice first",
                )),
                Phase::Over(_) => Err(ActionError::GameOver),
            },
        }
    }
}

impl OnlineGame {
    /// Replays `event`, made by another process: its throw, its move, its
    /// roll-off rounds, its resignation. `None` if it does not fit the
    /// game (then the game is reloaded instead).
    fn replay(&mut self, event: &Event) -> Option<()> {
        let throw = |d: [u8; 2]| {
            Some(daldos::Throw(
                daldos::Die::new(d[0])?,
                daldos::Die::new(d[1])?,
            ))
        };
        match event {
            Event::RollOff { rounds, .. } => {
                for r in rounds {
                    self.game.roll_off_with(throw(r.a)?, throw(r.b)?).ok()?;
                }
                (!matches!(self.game.phase(), Phase::RollOff)).then_some(())
            }
            Event::Throw { dice, .. } => self.game.throw_with(throw(*dice)?).ok().map(|_| ()),
            Event::Moved { made, .. } => {
                let req = MoveRequest {
                    version: self.version,
                    from: made.from.clone(),
                    via: made.via.clone(),
                    to: made.to.clone(),
                    dice: made.dice.clone(),
                };
                let m = self
                    .game
                    .legal_next_moves()
                    .into_iter()
                    .find(|m| is_move(&req, m))?;
                self.game.make_move(m).ok().map(|_| ())
            }
            Event::Resign { side } => self.game.resign((*side).into()).ok().map(|_| ()),
        }
    }
}

/// The side that resigned `game`, if it ended so.
fn resigned_in(game: &Game) -> Option<Side> {
    game.outcome()
        .filter(|o| o.termination == Termination::Resignation)
        .map(|o| o.loser())
}

/// At most 8 characters of a client's text, for an error message.
fn daldos_snippet(s: &str) -> String {
    s.chars().take(8).collect()
}

fn static_game_error(e: &daldos::GameError) -> &'static str {
    match e {
        daldos::GameError::RollOffPending => "the roll-off has not been thrown",
        daldos::GameError::RollOffDone => "the roll-off has already decided who starts",
        daldos::GameError::ThrowInProgress => {
            "the current throw must be used before throwing again"
        }
        daldos::GameError::NoThrow => "there is no throw to use: throw the dice first",
        daldos::GameError::NothingToUndo => "nothing to undo",
        daldos::GameError::IllegalMove(_) => "illegal move",
        daldos::GameError::GameOver(_) => "the game is over",
        daldos::GameError::NothingToTakeBack => "nothing to take back",
    }
}

/// Whether `req` names the move `m`: the same holes (compared as holes, so
/// `a1` is `A1`) and the same dice in the same order.
fn is_move(req: &MoveRequest, m: &daldos::Move) -> bool {
    let hole = |s: &str| s.trim().parse::<daldos::Hole>().ok();
    hole(&req.from) == Some(m.from)
        && hole(&req.to) == Some(m.to)
        && req.via.as_deref().map(hole) == m.via.map(Some)
        && req.dice == view::move_dice(m)
}

/// What a seat asks for.
#[derive(Clone, Debug)]
pub enum Action {
    /// Throw (or, before the start, the roll-off).
    Throw,
    /// One move of the current throw.
    Move(MoveRequest),
    /// Give up.
    Resign,
}

/// What a game's connections are sent.
#[derive(Clone, Debug)]
pub enum Outgoing {
    /// A new state (its JSON, serialized once for everyone).
    State {
        /// Its version.
        version: u64,
        /// `ServerMessage::State` as JSON.
        text: Arc<str>,
    },
    /// A message passed on as it is (`ServerMessage::Said`, `Presence`),
    /// as JSON.
    Said(Arc<str>),
}

/// One game in play and the connections that follow it.
pub struct Room {
    /// The game's id.
    pub id: String,
    keys: Keys,
    state: tokio::sync::Mutex<OnlineGame>,
    updates: broadcast::Sender<Outgoing>,
    /// Connections open per seat (Light, Dark) in this process.
    present: Mutex<[u32; 2]>,
}

/// A seat's connection counted as present until it is dropped
/// ([`Room::arrive`]).
pub struct Here {
    room: Arc<Room>,
    seat: Option<usize>,
}

impl Drop for Here {
    fn drop(&mut self) {
        if let Some(i) = self.seat {
            let mut present = self
                .room
                .present
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            present[i] = present[i].saturating_sub(1);
            let now = *present;
            drop(present);
            self.room.tell_presence(now);
        }
    }
}

fn to_json(message: &ServerMessage) -> Arc<str> {
    // Serializing these types cannot fail (no maps with non-string keys).
    serde_json::to_string(message)
        .unwrap_or_else(|_| {
            String::from("{\"type\":\"error\",\"code\":\"store\",\"message\":\"\"}")
        })
        .into()
}

impl Room {
    fn new(id: String, keys: Keys, game: OnlineGame) -> Room {
        Room {
            id,
            keys,
            state: tokio::sync::Mutex::new(game),
            updates: broadcast::channel(UPDATES_BUFFER).0,
            present: Mutex::new([0, 0]),
        }
    }

    /// A connection of `role` has opened: every connection of the game
    /// hears which seats are present (also this one, if it has
    /// subscribed), and again once the returned guard is dropped.
    #[must_use]
    pub fn arrive(self: &Arc<Room>, role: Role) -> Here {
        let seat = match role {
            Role::Light => Some(0),
            Role::Dark => Some(1),
            Role::Watch => None,
        };
        let now = {
            let mut present = self
                .present
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some(i) = seat {
                present[i] += 1;
            }
            *present
        };
        self.tell_presence(now);
        Here {
            room: Arc::clone(self),
            seat,
        }
    }

    fn tell_presence(&self, [a, b]: [u32; 2]) {
        let _ = self
            .updates
            .send(Outgoing::Said(to_json(&ServerMessage::Presence {
                a: a > 0,
                b: b > 0,
            })));
    }

    /// The role a key opens, compared in constant time.
    #[must_use]
    pub fn role_of(&self, key: &str) -> Option<Role> {
        self.keys.role_of(key)
    }

    /// The updates of this game, from now on.
    #[must_use]
    pub fn subscribe(&self) -> broadcast::Receiver<Outgoing> {
        self.updates.subscribe()
    }

    /// The current state as a message.
    pub async fn current(&self) -> Outgoing {
        let st = self.state.lock().await;
        self.outgoing(&st, None)
    }

    fn outgoing(&self, st: &OnlineGame, event: Option<Event>) -> Outgoing {
        Outgoing::State {
            version: st.version,
            text: to_json(&ServerMessage::State(Box::new(st.state(&self.id, event)))),
        }
    }

    fn publish(&self, st: &OnlineGame, event: Option<Event>) {
        // No receivers is fine: nobody is connected.
        let _ = self.updates.send(self.outgoing(st, event));
    }

    /// Connections following this game in this process.
    #[must_use]
    pub fn followers(&self) -> usize {
        self.updates.receiver_count()
    }
}

/// All games of this process, and its store.
pub struct Hub {
    store: Store,
    rooms: Mutex<HashMap<String, Arc<Room>>>,
    /// This process's name in [`Notice::Said`].
    origin: String,
}

impl Hub {
    /// A hub on `store`.
    ///
    /// # Errors
    /// The system's randomness failed (for the process's name).
    pub fn new(store: Store) -> Result<Hub, secret::RandomnessError> {
        Ok(Hub {
            store,
            rooms: Mutex::new(HashMap::new()),
            origin: secret::new_game_id()?,
        })
    }

    /// The store.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    fn rooms(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Room>>> {
        // A poisoned lock only means a panic elsewhere; the map is intact.
        self.rooms
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Loads every stored game; returns how many loaded and the games that
    /// cannot be read (they are left in the store, untouched).
    ///
    /// # Errors
    /// The store cannot be read.
    pub async fn load_all(&self) -> Result<(usize, Vec<DamagedGame>), StoreError> {
        let stored = self.store.load_all().await?;
        let mut damaged = Vec::new();
        let mut rooms = Vec::new();
        for s in stored {
            match OnlineGame::from_stored(&s) {
                Ok(g) => rooms.push(Arc::new(Room::new(s.id.clone(), s.keys, g))),
                Err(e) => damaged.push(e),
            }
        }
        let n = rooms.len();
        let mut map = self.rooms();
        for r in rooms {
            map.entry(r.id.clone()).or_insert(r);
        }
        Ok((n, damaged))
    }

    /// Games held in memory.
    #[must_use]
    pub fn games(&self) -> usize {
        self.rooms().len()
    }

    /// The game `id`, from memory or else from the store.
    ///
    /// # Errors
    /// The store cannot be read.
    pub async fn room(&self, id: &str) -> Result<Option<Arc<Room>>, StoreError> {
        if let Some(r) = self.rooms().get(id) {
            return Ok(Some(r.clone()));
        }
        let Some(s) = self.store.load(id).await? else {
            return Ok(None);
        };
        let game = match OnlineGame::from_stored(&s) {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!("{e}");
                return Ok(None);
            }
        };
        let room = Arc::new(Room::new(s.id.clone(), s.keys, game));
        Ok(Some(self.rooms().entry(s.id).or_insert(room).clone()))
    }

    /// The game and role a token opens, if any.
    ///
    /// # Errors
    /// The store cannot be read.
    pub async fn join(&self, token: &str) -> Result<Option<(Arc<Room>, Role)>, StoreError> {
        let Some((id, key)) = secret::split_token(token) else {
            return Ok(None);
        };
        let Some(room) = self.room(id).await? else {
            return Ok(None);
        };
        let Some(role) = room.role_of(key) else {
            return Ok(None);
        };
        if self.store.is_shared() {
            // Another process may have moved on since this one last heard.
            let mut st = room.state.lock().await;
            self.refresh_locked(&room, &mut st).await?;
        }
        Ok(Some((room, role)))
    }

    /// Makes a new game, stored before it is returned.
    ///
    /// # Errors
    /// See [`CreateError`].
    pub async fn create(&self, req: &CreateRequest) -> Result<CreateResponse, CreateError> {
        let mut variants = Variants::STANDARD;
        for v in &req.variants {
            variants
                .enable(v)
                .map_err(|e| CreateError::Rules(e.to_string()))?;
        }
        let rules =
            Rules::new(req.size, variants).map_err(|e| CreateError::Rules(e.to_string()))?;
        let id = secret::new_game_id()?;
        let keys = Keys::new()?;
        let now = now_ms();
        let mut game = Game::new(rules);
        // The players are people; the day is the server's, in UTC.
        game.set_facts(Facts {
            date: Date::from_unix_days(now.div_euclid(86_400_000)),
            light: Some(Player::PERSON),
            dark: Some(Player::PERSON),
        })
        .map_err(|e| CreateError::Rules(e.to_string()))?;
        let game = OnlineGame {
            game,
            version: 0,
            updated_ms: now,
        };
        self.store
            .insert(StoredGame {
                id: id.clone(),
                keys: keys.clone(),
                record: game.record(),
                version: 0,
                resigned: None,
                finished: false,
                created_ms: now,
                updated_ms: now,
            })
            .await?;
        let link = |role: Role| {
            let token = keys.token(&id, role);
            let kind = if role == Role::Watch { "watch" } else { "play" };
            Link {
                link: format!("/#{kind}={token}"),
                token,
            }
        };
        let response = CreateResponse {
            game: id.clone(),
            yours: req.side,
            light: link(Role::Light),
            dark: link(Role::Dark),
            watch: link(Role::Watch),
        };
        self.rooms()
            .insert(id.clone(), Arc::new(Room::new(id, keys, game)));
        Ok(response)
    }

    /// Makes `action` for `role` on the state of `version`: checked by the
    /// rules, stored, then sent to every connection of the game (the
    /// acting one's acknowledgement).
    ///
    /// # Errors
    /// See [`ActionError`]; on [`ActionError::Stale`] the game's state was
    /// sent again to every connection.
    pub async fn act(
        &self,
        room: &Room,
        role: Role,
        version: u64,
        action: &Action,
    ) -> Result<(), ActionError> {
        let side = role.side().ok_or(ActionError::Watching)?;
        let mut st = room.state.lock().await;
        if version != st.version {
            return Err(ActionError::Stale {
                yours: version,
                game: st.version,
            });
        }
        let mut next = st.clone();
        let event = next.apply(side, action)?;
        let event_json = serde_json::to_string(&event).unwrap_or_default();
        next.version += 1;
        next.updated_ms = now_ms().max(st.updated_ms);
        let saved = self
            .store
            .save(Save {
                id: room.id.clone(),
                expected_version: st.version,
                version: next.version,
                record: next.record(),
                resigned: next.resigned().map(|s| s.to_string()),
                finished: next.winner().is_some(),
                updated_ms: next.updated_ms,
                event: event_json,
            })
            .await?;
        if !saved {
            // Another process moved first: take the stored game.
            let yours = version;
            self.refresh_locked(room, &mut st).await?;
            return Err(ActionError::Stale {
                yours,
                game: st.version,
            });
        }
        *st = next;
        room.publish(&st, Some(event));
        Ok(())
    }

    async fn refresh_locked(&self, room: &Room, st: &mut OnlineGame) -> Result<(), StoreError> {
        match self.store.load(&room.id).await? {
            Some(s) if s.version > st.version => match OnlineGame::from_stored(&s) {
                Ok(g) => {
                    *st = g;
                    room.publish(st, None);
                }
                Err(e) => tracing::warn!("{e}"),
            },
            _ => {}
        }
        Ok(())
    }

    /// Sends a preset message from `role`'s side to the game's connections
    /// (in every process).
    ///
    /// # Errors
    /// [`ActionError::Watching`] for a watcher; a store failure to announce
    /// it.
    pub async fn say(&self, room: &Room, role: Role, preset: Preset) -> Result<(), ActionError> {
        let side = role.side().ok_or(ActionError::Watching)?;
        let _ = room
            .updates
            .send(Outgoing::Said(to_json(&ServerMessage::Said {
                by: side.into(),
                message: preset,
            })));
        self.store
            .announce(&Notice::Said {
                origin: self.origin.clone(),
                id: room.id.clone(),
                side: side.to_string(),
                preset: preset.id().to_string(),
            })
            .await?;
        Ok(())
    }

    /// Acts on a notice from another process (PostgreSQL): a game that
    /// moved on is reloaded and sent to this process's connections.
    pub async fn notice(&self, notice: Notice) {
        let room = |id: &str| self.rooms().get(id).cloned();
        match notice {
            Notice::Version {
                id,
                version,
                updated_ms,
                event,
            } => {
                let Some(room) = room(&id) else { return };
                let mut st = room.state.lock().await;
                if st.version.checked_add(1) == Some(version) {
                    // The next step: replay it, so that this process's
                    // connections see every move as it was made.
                    if let Ok(event) = serde_json::from_str::<Event>(&event) {
                        let mut next = st.clone();
                        if next.replay(&event).is_some() {
                            next.version = version;
                            next.updated_ms = updated_ms;
                            *st = next;
                            room.publish(&st, Some(event));
                            return;
                        }
                    }
                }
                if st.version < version {
                    if let Err(e) = self.refresh_locked(&room, &mut st).await {
                        tracing::warn!("game {id}: cannot reload: {e}");
                    }
                }
            }
            Notice::Said {
                origin,
                id,
                side,
                preset,
            } => {
                if origin == self.origin {
                    return;
                }
                let (Some(room), Some(preset)) = (room(&id), Preset::from_id(&preset)) else {
                    return;
                };
                let by = if side == "a" {
                    SideName::A
                } else {
                    SideName::B
                };
                let _ = room
                    .updates
                    .send(Outgoing::Said(to_json(&ServerMessage::Said {
                        by,
                        message: preset,
                    })));
            }
        }
    }

    /// Reloads every game held from the store (after notices may have been
    /// missed).
    pub async fn refresh_all(&self) {
        let rooms: Vec<Arc<Room>> = self.rooms().values().cloned().collect();
        for room in rooms {
            let mut st = room.state.lock().await;
            if let Err(e) = self.refresh_locked(&room, &mut st).await {
                tracing::warn!("game {}: cannot reload: {e}", room.id);
            }
        }
    }

    /// Deletes the unfinished games untouched for `days` days; returns how
    /// many.
    ///
    /// # Errors
    /// The store failed.
    pub async fn forget_abandoned(&self, days: u32) -> Result<usize, StoreError> {
        let cutoff = now_ms() - i64::from(days) * 86_400_000;
        let ids = self.store.forget_unfinished_before(cutoff).await?;
        let mut rooms = self.rooms();
        for id in &ids {
            rooms.remove(id);
        }
        Ok(ids.len())
    }
}
