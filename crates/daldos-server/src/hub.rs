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
    CreateRequest, CreateResponse, ErrorCode, Event, GameState, Link, MoveRequest, Preset,
    RematchAnswer, RematchState, Role, ServerMessage, SideName, ThrowOutcome,
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
    /// The rematch's new game could not be made (no randomness for its
    /// keys, or its store failed): the offer still stands.
    #[error("the rematch could not be made: {0}")]
    Rematch(String),
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
            ActionError::Dice(_) | ActionError::Store(_) | ActionError::Rematch(_) => {
                ErrorCode::Store
            }
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
/// the last change, and after its end its rematch.
#[derive(Clone, Debug)]
pub struct OnlineGame {
    /// The game itself.
    pub game: Game,
    /// Actions accepted so far (rematch offers and answers included).
    pub version: u64,
    /// When the last action was accepted, ms since 1970-01-01 UTC.
    pub updated_ms: i64,
    /// After the end: the side whose offer of a rematch stands.
    pub rematch_offer: Option<Side>,
    /// After the end: the rematch's game id, once accepted.
    pub rematch: Option<String>,
}

/// A side's name as stored (`"a"`, `"b"`), read back.
fn side_of(text: Option<&str>) -> Result<Option<Side>, String> {
    match text {
        None => Ok(None),
        Some("a") => Ok(Some(Side::A)),
        Some("b") => Ok(Some(Side::B)),
        Some(other) => Err(format!("'{other}' is not a or b")),
    }
}

impl OnlineGame {
    /// A game at `version`, last changed at `updated_ms`, with no rematch.
    #[must_use]
    pub fn new(game: Game, version: u64, updated_ms: i64) -> OnlineGame {
        OnlineGame {
            game,
            version,
            updated_ms,
            rematch_offer: None,
            rematch: None,
        }
    }

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
        let column =
            side_of(s.resigned.as_deref()).map_err(|e| damaged(format!("resigned is {e}")))?;
        let rematch_offer = side_of(s.rematch_offer.as_deref())
            .map_err(|e| damaged(format!("rematch_offer is {e}")))?;
        let online = |game| OnlineGame {
            game,
            version: s.version,
            updated_ms: s.updated_ms,
            rematch_offer,
            rematch: s.rematch_game.clone(),
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
            rematch: (self.rematch_offer.is_some() || self.rematch.is_some()).then(|| {
                RematchState {
                    offered_by: self.rematch_offer.map(SideName::from),
                    game: self.rematch.clone(),
                }
            }),
        }
    }

    /// Whether `side`'s `answer` accepts a rematch now (the other side's
    /// offer stands): the new game must be made first.
    #[must_use]
    pub fn accepts(&self, side: Side, answer: RematchAnswer) -> bool {
        self.winner().is_some()
            && self.rematch.is_none()
            && self.rematch_offer == Some(side.other())
            && answer != RematchAnswer::Withdraw
    }

    /// `side`'s `answer` about a rematch, after the end: an offer (which
    /// accepts the other side's, if that stands), its withdrawal, or the
    /// acceptance of the other side's offer, with `new_game` the id of the
    /// game already made and stored for it ([`OnlineGame::accepts`]). On an
    /// error nothing changed.
    ///
    /// # Errors
    /// [`ActionError::WrongPhase`]: the game is not over, its rematch was
    /// made, there is no offer to accept or withdraw, the offer was made
    /// already, or no new game was given for an acceptance.
    pub fn answer_rematch(
        &mut self,
        side: Side,
        answer: RematchAnswer,
        new_game: Option<String>,
    ) -> Result<Event, ActionError> {
        if self.winner().is_none() {
            return Err(ActionError::WrongPhase(
                "the game is not over: a rematch is offered after its end",
            ));
        }
        if self.rematch.is_some() {
            return Err(ActionError::WrongPhase("the rematch has been made already"));
        }
        let event = |answer, game| Event::Rematch {
            side: side.into(),
            answer,
            game,
        };
        match answer {
            _ if self.accepts(side, answer) => {
                let game = new_game.ok_or(ActionError::WrongPhase(
                    "the rematch's game has not been made",
                ))?;
                self.rematch_offer = None;
                self.rematch = Some(game.clone());
                Ok(event(RematchAnswer::Accept, Some(game)))
            }
            RematchAnswer::Offer if self.rematch_offer == Some(side) => Err(
                ActionError::WrongPhase("this side has offered a rematch already"),
            ),
            RematchAnswer::Offer => {
                self.rematch_offer = Some(side);
                Ok(event(RematchAnswer::Offer, None))
            }
            RematchAnswer::Accept => Err(ActionError::WrongPhase(
                "the other side has not offered a rematch",
            )),
            RematchAnswer::Withdraw if self.rematch_offer == Some(side) => {
                self.rematch_offer = None;
                Ok(event(RematchAnswer::Withdraw, None))
            }
            RematchAnswer::Withdraw => Err(ActionError::WrongPhase(
                "this side has no offer of a rematch to withdraw",
            )),
        }
    }

    /// Makes `action` for `side` (with the server's dice), returning what
    /// happened. On an error the game is as it was.
    ///
    /// # Errors
    /// See [`ActionError`].
    pub fn apply(&mut self, side: Side, action: &Action) -> Result<Event, ActionError> {
        if let Action::Rematch(answer) = action {
            return self.answer_rematch(side, *answer, None);
        }
        if self.winner().is_some() {
            return Err(ActionError::GameOver);
        }
        let turn = self.game.position().turn();
        match action {
            Action::Rematch(_) => Err(ActionError::GameOver),
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
            Event::Rematch { side, answer, game } => self
                .answer_rematch((*side).into(), *answer, game.clone())
                .ok()
                .map(|_| ()),
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
    /// After the end: offer, accept or withdraw a rematch.
    Rematch(RematchAnswer),
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
        /// The rematch's game id, once made: each connection is sent its
        /// own link to it ([`Hub::rematch_link`]).
        next: Option<String>,
    },
    /// A message passed on as it is (`ServerMessage::Said`, `Presence`),
    /// as JSON.
    Said(Arc<str>),
}

/// How long another process's count of a game's connections holds
/// without being said again ([`PRESENCE_EVERY`]): a process that was
/// killed stops counting after this.
pub const PRESENCE_HOLDS: std::time::Duration = std::time::Duration::from_secs(70);
/// How often a process says again how many connections each game has in
/// it (PostgreSQL).
pub const PRESENCE_EVERY: std::time::Duration = std::time::Duration::from_secs(25);

/// A change of a game's connections in this process, to announce to the
/// others (PostgreSQL): the game, its seats' counts here, and whether the
/// others are asked for theirs (a connection arrived).
pub type PresenceNote = (String, [u32; 2], bool);

/// Which seats have connections: this process's, and the others' as
/// their notices said (each with when it was heard).
#[derive(Default)]
struct Presence {
    here: [u32; 2],
    elsewhere: HashMap<String, ([u32; 2], std::time::Instant)>,
}

impl Presence {
    /// Every process's connections per seat (the others' while they hold).
    fn all(&self) -> [u32; 2] {
        let mut all = self.here;
        for (counts, at) in self.elsewhere.values() {
            if at.elapsed() < PRESENCE_HOLDS {
                all[0] += counts[0];
                all[1] += counts[1];
            }
        }
        all
    }
}

/// One game in play and the connections that follow it.
pub struct Room {
    /// The game's id.
    pub id: String,
    keys: Keys,
    state: tokio::sync::Mutex<OnlineGame>,
    updates: broadcast::Sender<Outgoing>,
    /// Connections open per seat (Light, Dark), here and in other processes.
    present: Mutex<Presence>,
    /// Where this process's changes of presence are announced (PostgreSQL).
    announce: Option<tokio::sync::mpsc::UnboundedSender<PresenceNote>>,
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
            self.room.count(i, false);
        }
    }
}

/// The link of `role` in game `id`: its token and the page's address.
fn link_of(id: &str, keys: &Keys, role: Role) -> Link {
    let token = keys.token(id, role);
    let kind = if role == Role::Watch { "watch" } else { "play" };
    Link {
        link: format!("/#{kind}={token}"),
        token,
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
    fn new(
        id: String,
        keys: Keys,
        game: OnlineGame,
        announce: Option<tokio::sync::mpsc::UnboundedSender<PresenceNote>>,
    ) -> Room {
        Room {
            id,
            keys,
            state: tokio::sync::Mutex::new(game),
            updates: broadcast::channel(UPDATES_BUFFER).0,
            present: Mutex::new(Presence::default()),
            announce,
        }
    }

    fn presence(&self) -> std::sync::MutexGuard<'_, Presence> {
        self.present
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A connection of `role` has opened: every connection of the game
    /// (in every process) hears which seats are present, this one too once
    /// it has had its first state, and again once the returned guard is
    /// dropped. Two connections of one seat are one seat present.
    #[must_use]
    pub fn arrive(self: &Arc<Room>, role: Role) -> Here {
        let seat = match role {
            Role::Light => Some(0),
            Role::Dark => Some(1),
            Role::Watch => None,
        };
        match seat {
            Some(i) => self.count(i, true),
            None => self.tell_presence(self.presence().all()),
        }
        Here {
            room: Arc::clone(self),
            seat,
        }
    }

    /// One more (or one fewer) connection of seat `i` here.
    fn count(&self, i: usize, more: bool) {
        let (here, all) = {
            let mut p = self.presence();
            p.here[i] = if more {
                p.here[i] + 1
            } else {
                p.here[i].saturating_sub(1)
            };
            (p.here, p.all())
        };
        if let Some(tx) = &self.announce {
            let _ = tx.send((self.id.clone(), here, more));
        }
        self.tell_presence(all);
    }

    /// Whether both seats have a connection open (in any process).
    #[must_use]
    pub fn both_here(&self) -> bool {
        let [a, b] = self.presence().all();
        a > 0 && b > 0
    }

    /// This process's connections per seat.
    fn here(&self) -> [u32; 2] {
        self.presence().here
    }

    /// Process `origin` said it has `counts` connections per seat; the
    /// game's connections here hear the whole presence if it changed.
    fn heard(&self, origin: &str, counts: [u32; 2]) {
        let (before, after) = {
            let mut p = self.presence();
            let before = p.all();
            if counts == [0, 0] {
                p.elsewhere.remove(origin);
            } else {
                p.elsewhere
                    .insert(origin.to_string(), (counts, std::time::Instant::now()));
            }
            (before, p.all())
        };
        if before != after {
            self.tell_presence(after);
        }
    }

    /// Drops the counts of processes not heard from for
    /// [`PRESENCE_HOLDS`] (killed, or cut off from the database).
    fn forget_silent(&self) {
        let (before, after) = {
            let mut p = self.presence();
            let before = p.all();
            p.elsewhere
                .retain(|_, (_, at)| at.elapsed() < PRESENCE_HOLDS);
            (before, p.all())
        };
        if before != after {
            self.tell_presence(after);
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
            next: st.rematch.clone(),
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
    /// This process's name in [`Notice::Said`] and [`Notice::Presence`].
    origin: String,
    /// Where the rooms' changes of presence go (PostgreSQL only), and
    /// where they are read, once ([`Hub::presence_notes`]).
    announce: Option<tokio::sync::mpsc::UnboundedSender<PresenceNote>>,
    notes: Mutex<Option<tokio::sync::mpsc::UnboundedReceiver<PresenceNote>>>,
}

impl Hub {
    /// A hub on `store`.
    ///
    /// # Errors
    /// The system's randomness failed (for the process's name).
    pub fn new(store: Store) -> Result<Hub, secret::RandomnessError> {
        let (announce, notes) = if store.is_shared() {
            let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
            (Some(tx), Some(rx))
        } else {
            (None, None)
        };
        Ok(Hub {
            store,
            rooms: Mutex::new(HashMap::new()),
            origin: secret::new_game_id()?,
            announce,
            notes: Mutex::new(notes),
        })
    }

    /// The changes of presence of this process's rooms, to pass on with
    /// [`Hub::announce_presence`] (PostgreSQL; `None` for SQLite, or once
    /// taken).
    pub fn presence_notes(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<PresenceNote>> {
        self.notes
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take()
    }

    /// Tells the other processes how many connections game `id` has here
    /// per seat (`ask`: and asks theirs).
    pub async fn announce_presence(&self, (id, [a, b], ask): PresenceNote) {
        let notice = Notice::Presence {
            origin: self.origin.clone(),
            id,
            a,
            b,
            ask,
        };
        if let Err(e) = self.store.announce(&notice).await {
            tracing::warn!("cannot announce presence: {e}");
        }
    }

    /// Says again, for every game with connections here, how many (so that
    /// the other processes' counts hold), and drops the counts of processes
    /// not heard from for [`PRESENCE_HOLDS`]. Every [`PRESENCE_EVERY`].
    pub async fn presence_beat(&self) {
        let rooms: Vec<Arc<Room>> = self.rooms().values().cloned().collect();
        for room in rooms {
            room.forget_silent();
            let here = room.here();
            if here != [0, 0] {
                self.announce_presence((room.id.clone(), here, false)).await;
            }
        }
    }

    /// Throws the roll-off of `room`'s game once both seats are connected
    /// (in any process): the game starts when the friend has come, never
    /// on a second device of one seat.
    pub async fn start_when_both_here(&self, room: &Room) {
        if !room.both_here() {
            return;
        }
        let version = {
            let st = room.state.lock().await;
            if !matches!(st.game.phase(), Phase::RollOff) {
                return;
            }
            st.version
        };
        if let Err(e) = self.act(room, Role::Light, version, &Action::Throw).await {
            // (Another process or connection threw it first: stale.)
            tracing::debug!(game = %room.id, "roll-off not thrown here: {e}");
        }
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
                Ok(g) => rooms.push(Arc::new(Room::new(
                    s.id.clone(),
                    s.keys,
                    g,
                    self.announce.clone(),
                ))),
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
        let room = Arc::new(Room::new(s.id.clone(), s.keys, game, self.announce.clone()));
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
        let (id, keys) = self.new_game(rules).await?;
        let link = |role: Role| link_of(&id, &keys, role);
        Ok(CreateResponse {
            game: id.clone(),
            yours: req.side,
            light: link(Role::Light),
            dark: link(Role::Dark),
            watch: link(Role::Watch),
        })
    }

    /// A new game of `rules` for two people, dated today (UTC): stored,
    /// then held in memory. Its id and keys.
    async fn new_game(&self, rules: Rules) -> Result<(String, Keys), CreateError> {
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
        let game = OnlineGame::new(game, 0, now);
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
                rematch_offer: None,
                rematch_game: None,
            })
            .await?;
        self.rooms().insert(
            id.clone(),
            Arc::new(Room::new(
                id.clone(),
                keys.clone(),
                game,
                self.announce.clone(),
            )),
        );
        Ok((id, keys))
    }

    /// The link of the rematch `game` for a connection of `role` in the
    /// game before it: a seat gets the other seat of the new game (the
    /// sides swapped), a watcher the watch link. `None` if the game is
    /// not found.
    ///
    /// # Errors
    /// The store cannot be read.
    pub async fn rematch_link(
        &self,
        game: &str,
        role: Role,
    ) -> Result<Option<ServerMessage>, StoreError> {
        let Some(room) = self.room(game).await? else {
            return Ok(None);
        };
        let role = match role {
            Role::Light => Role::Dark,
            Role::Dark => Role::Light,
            Role::Watch => Role::Watch,
        };
        Ok(Some(ServerMessage::Rematch {
            game: room.id.clone(),
            role,
            link: link_of(&room.id, &room.keys, role),
        }))
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
        if matches!(action, Action::Throw)
            && matches!(st.game.phase(), Phase::RollOff)
            && !room.both_here()
        {
            return Err(ActionError::WrongPhase(
                "the roll-off waits until both seats have joined",
            ));
        }
        let mut next = st.clone();
        let event = match action {
            Action::Rematch(answer) => {
                // The new game is stored before the old one names it.
                let game = if next.accepts(side, *answer) {
                    let (id, _) = self
                        .new_game(next.game.rules())
                        .await
                        .map_err(|e| ActionError::Rematch(e.to_string()))?;
                    Some(id)
                } else {
                    None
                };
                next.answer_rematch(side, *answer, game)?
            }
            _ => next.apply(side, action)?,
        };
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
                rematch_offer: next.rematch_offer.map(|s| s.to_string()),
                rematch_game: next.rematch.clone(),
                event: event_json,
            })
            .await?;
        if !saved {
            // Another process moved first. Its notice brings the step (to
            // be replayed, so that this process's connections see it as
            // it was made); with no other process, take the stored game.
            let yours = version;
            if !self.store.is_shared() {
                self.refresh_locked(room, &mut st).await?;
            }
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
            Notice::Presence {
                origin,
                id,
                a,
                b,
                ask,
            } => {
                if origin == self.origin {
                    return;
                }
                let Some(room) = room(&id) else { return };
                room.heard(&origin, [a, b]);
                let here = room.here();
                if ask && here != [0, 0] {
                    self.announce_presence((id, here, false)).await;
                }
                self.start_when_both_here(&room).await;
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
