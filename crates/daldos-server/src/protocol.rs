//! The messages between a client and the server, as JSON.
//!
//! Over the WebSocket (`GET /api/ws`) a client sends [`ClientMessage`]s,
//! one JSON object per text frame, each with a `type`; the server answers
//! with [`ServerMessage`]s. The first client message must be
//! [`ClientMessage::Hello`] with a seat or watch token; the server answers
//! [`ServerMessage::Welcome`] and the whole [`GameState`], then a new
//! `GameState` after every accepted action of either player (the acting
//! client's acknowledgement is that state: it is sent only once the action
//! is stored).
//!
//! Every action names the `version` of the state it was made on (the
//! number of actions accepted in the game so far, [`GameState::version`]):
//! an action on an older state is refused as [`ErrorCode::Stale`], so a
//! client that resends after a lost connection never moves twice.
//!
//! Creating a game is `POST /api/games` with a [`CreateRequest`], answered
//! with a [`CreateResponse`].

use serde::{Deserialize, Serialize};

use crate::view::{MoveData, RollOffRound, View};

/// The longest text frame a client may send, in bytes. A longer frame is
/// answered with [`ErrorCode::TooBig`] and closes the connection (WebSocket
/// close code 1009, "message too big").
pub const MAX_CLIENT_MESSAGE: usize = 1024;

/// A seat: `"a"` (Light) or `"b"` (Dark), or a watcher.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Light, side A.
    #[serde(rename = "a")]
    Light,
    /// Dark, side B.
    #[serde(rename = "b")]
    Dark,
    /// Anyone with the watch link: sees every move, may not act.
    #[serde(rename = "watch")]
    Watch,
}

impl Role {
    /// The side of a seat, `None` for a watcher.
    #[must_use]
    pub fn side(self) -> Option<daldos::Side> {
        match self {
            Role::Light => Some(daldos::Side::A),
            Role::Dark => Some(daldos::Side::B),
            Role::Watch => None,
        }
    }
}

/// A side in a request: `"a"` (Light) or `"b"` (Dark).
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SideName {
    /// Light, side A.
    #[serde(rename = "a")]
    A,
    /// Dark, side B.
    #[serde(rename = "b")]
    B,
}

impl From<SideName> for daldos::Side {
    fn from(s: SideName) -> daldos::Side {
        match s {
            SideName::A => daldos::Side::A,
            SideName::B => daldos::Side::B,
        }
    }
}

impl From<daldos::Side> for SideName {
    fn from(s: daldos::Side) -> SideName {
        match s {
            daldos::Side::A => SideName::A,
            daldos::Side::B => SideName::B,
        }
    }
}

/// The friendly messages a player may send; there is no free text (the
/// game is embedded by museums and schools, and played by children).
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// "Good luck".
    GoodLuck,
    /// "Well played".
    WellPlayed,
    /// "Thanks for the game".
    Thanks,
}

impl Preset {
    /// The id as sent (`"good-luck"`, `"well-played"`, `"thanks"`).
    #[must_use]
    pub fn id(self) -> &'static str {
        match self {
            Preset::GoodLuck => "good-luck",
            Preset::WellPlayed => "well-played",
            Preset::Thanks => "thanks",
        }
    }

    /// The preset with this id.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Preset> {
        [Preset::GoodLuck, Preset::WellPlayed, Preset::Thanks]
            .into_iter()
            .find(|p| p.id() == id)
    }
}

/// A move a player makes: the facade's `MoveInput` (a [`MoveData`] from
/// [`GameState::legal`] will do, read by these fields only). It names the
/// legal next move with exactly these holes and dice.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MoveRequest {
    /// The `version` of the state the move was chosen on.
    pub version: u64,
    /// Hole the piece leaves (`"A16"`).
    pub from: String,
    /// For a summed move: the hole where the first die ends.
    #[serde(default)]
    pub via: Option<String>,
    /// Hole the piece ends on.
    pub to: String,
    /// The dice spent, first die first (one or two values `1..=4`).
    pub dice: Vec<u8>,
}

/// What a client sends over the WebSocket. Unknown types, unknown fields
/// and missing fields are refused ([`ErrorCode::BadMessage`]).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "camelCase", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message: the token of a seat or of the watch link
    /// ([`CreateResponse`]).
    Hello {
        /// The token, `<game>.<key>`.
        token: String,
    },
    /// Throw the dice (the server throws them). In the roll-off either
    /// seat may ask for it: the server throws the whole roll-off.
    Throw {
        /// The `version` of the state the throw was asked on.
        version: u64,
    },
    /// One move of the current throw.
    Move(MoveRequest),
    /// Give up the game.
    Resign {
        /// The `version` of the state the resignation was made on.
        version: u64,
    },
    /// After the end: offer the opponent a rematch (the same board and
    /// variants, the sides swapped). An offer while the opponent's stands
    /// accepts it.
    OfferRematch {
        /// The `version` of the state the offer was made on.
        version: u64,
    },
    /// Accept the opponent's offer of a rematch: the server makes the new
    /// game, and each connection is sent its own link to it
    /// ([`ServerMessage::Rematch`]).
    AcceptRematch {
        /// The `version` of the state the offer was seen on.
        version: u64,
    },
    /// Take back this seat's offer of a rematch.
    WithdrawRematch {
        /// The `version` of the state the offer was seen on.
        version: u64,
    },
    /// Send the opponent (and the watchers) a preset message.
    Say {
        /// Which message.
        message: Preset,
    },
}

/// Why the server refused a client message.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum ErrorCode {
    /// Not JSON, not a known message, a missing or an unknown field, a
    /// binary frame. The connection stays open (closed after many).
    BadMessage,
    /// The first message was not `hello`, or a second `hello` came.
    NotHello,
    /// The token names no seat or watch link. The connection is closed.
    BadToken,
    /// A watcher may not act.
    Watching,
    /// It is the other side's turn (or the other side's throw is in use).
    NotYourTurn,
    /// The action was made on an older state than the game's: a new
    /// [`GameState`] follows.
    Stale,
    /// Not the time for this action: a throw while moving, a move before
    /// throwing.
    WrongPhase,
    /// The move is not a legal next move of the current throw.
    IllegalMove,
    /// The game is over (by the rules or by resignation).
    GameOver,
    /// Too many messages: this one was dropped. A flood closes the
    /// connection.
    RateLimited,
    /// The action could not be stored; it was not made. Try again.
    Store,
    /// The server is busy (too many connections) or shutting down.
    Unavailable,
    /// A flood: too many messages dropped by the rate limit. The
    /// connection is then closed (WebSocket close code 1008, "policy
    /// violation"); a client should wait before connecting again.
    Flooded,
    /// A message over [`MAX_CLIENT_MESSAGE`] bytes. The connection is then
    /// closed (WebSocket close code 1009, "message too big").
    TooBig,
}

/// What happened to make a new [`GameState`], for announcing and animating.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Event {
    /// The roll-off was thrown: its rounds, the last decisive.
    RollOff {
        /// The rounds, `{ a, b, tie }` each.
        rounds: Vec<RollOffRound>,
        /// Who starts: `"a"` or `"b"`.
        starter: SideName,
    },
    /// A side threw.
    Throw {
        /// Who threw.
        side: SideName,
        /// The two dice, first die first.
        dice: [u8; 2],
        /// `"play"`, `"partial"` (one die usable) or `"lost"` (none: the
        /// throw is recorded at once and play moves on).
        outcome: ThrowOutcome,
        /// Whether the throw is 1+1, which earns another throw.
        extra_throw: bool,
    },
    /// A side made one move.
    #[serde(rename = "move")]
    Moved {
        /// Who moved.
        side: SideName,
        /// The move, from the board before it.
        #[serde(rename = "move")]
        made: MoveData,
        /// Whether the move completed the throw's play.
        play_complete: bool,
    },
    /// A side resigned.
    Resign {
        /// Who resigned.
        side: SideName,
    },
    /// A side offered a rematch, withdrew its offer, or accepted the
    /// other's (then `game` is the new game's id).
    Rematch {
        /// Who.
        side: SideName,
        /// What.
        answer: RematchAnswer,
        /// The new game's id, once accepted.
        #[serde(skip_serializing_if = "Option::is_none", default)]
        game: Option<String>,
    },
}

/// What a seat does about a rematch ([`Event::Rematch`]).
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum RematchAnswer {
    /// Offers one.
    Offer,
    /// Accepts the other side's offer.
    Accept,
    /// Takes its own offer back.
    Withdraw,
}

/// A finished game's rematch, as far as it has come ([`GameState::rematch`]).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct RematchState {
    /// The side whose offer stands, if one does.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub offered_by: Option<SideName>,
    /// The new game's id, once the offer was accepted.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub game: Option<String>,
}

/// See [`Event::Throw`].
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum ThrowOutcome {
    /// Both dice can be used.
    Play,
    /// Only one die can be used.
    Partial,
    /// No die can be used.
    Lost,
}

/// The whole state of a game, sent on connect and after every accepted
/// action. A client that reconnects gets it again and resumes exactly.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct GameState {
    /// The game's id (the public part of every token).
    pub game: String,
    /// Actions accepted so far (roll-off, throws, moves, resignation); an
    /// action must name it.
    pub version: u64,
    /// The board, the throw in use and the record, as the facade's `view()`.
    pub view: View,
    /// The side to move's legal next moves (empty unless it is moving).
    pub legal: Vec<MoveData>,
    /// The game record (docs/notation.md), as stored: `daldos replay` reads it.
    pub record: String,
    /// The side that resigned, if one did (the game is then over, won by
    /// the other side).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub resigned: Option<SideName>,
    /// The winner, by the rules or by resignation.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub winner: Option<SideName>,
    /// When the last action was accepted (or the game made), in
    /// milliseconds since 1970-01-01 UTC: "whose turn, and since when".
    pub since_ms: u64,
    /// What led to this state; absent on connect and after a refresh.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub event: Option<Event>,
    /// After the end: a rematch offered, or made (absent: neither).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub rematch: Option<RematchState>,
}

/// What the server sends over the WebSocket.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum ServerMessage {
    /// The answer to a good `hello`: who this connection is.
    Welcome {
        /// The game's id.
        game: String,
        /// The seat, or `"watch"`.
        role: Role,
    },
    /// The game as it stands now.
    State(Box<GameState>),
    /// A player sent a preset message.
    Said {
        /// Who said it.
        by: SideName,
        /// Which message.
        message: Preset,
    },
    /// Which seats have a connection open (sent when one opens or closes,
    /// and on connect): a player's page says when the opponent is away.
    /// With several processes (PostgreSQL) the connections of every
    /// process are counted (passed on with `NOTIFY`).
    Presence {
        /// Whether Light's seat is connected.
        a: bool,
        /// Whether Dark's seat is connected.
        b: bool,
    },
    /// The rematch was made: this connection's own link to the new game
    /// (a seat's new seat, the sides swapped: Light's player now plays
    /// Dark; a watcher's the new watch link). Sent to each connection
    /// alone, whenever a state of the finished game names the new one.
    Rematch {
        /// The new game's id.
        game: String,
        /// The role this link opens in the new game.
        role: Role,
        /// The link: its token for `hello`, the page's address.
        link: Link,
    },
    /// A client message was refused; see [`ErrorCode`].
    Error {
        /// Why, as a code to act on.
        code: ErrorCode,
        /// Why, in words (English), for logs and developers.
        message: String,
    },
}

/// `POST /api/games`: a new game for two players.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateRequest {
    /// Holes per outer row, 6..=16 (16 Danish, 12 Norwegian). Default 16.
    #[serde(default = "default_size")]
    pub size: u8,
    /// Variant ids (`stern-most-dal`, `capture-both-stops`,
    /// `last-piece-loses`). Default none.
    #[serde(default)]
    pub variants: Vec<String>,
    /// The creator's side: `"a"` (Light) or `"b"` (Dark). Default `"a"`.
    #[serde(default = "default_side")]
    pub side: SideName,
}

fn default_size() -> u8 {
    16
}

fn default_side() -> SideName {
    SideName::A
}

/// One link of a new game: the token and the page's address for it.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Link {
    /// The token to send in `hello` (`<game>.<key>`).
    pub token: String,
    /// The page's address with the token in its fragment (`/#play=…` or
    /// `/#watch=…`), relative to the server's origin; a fragment never
    /// reaches a server's or a proxy's logs.
    pub link: String,
}

/// The answer to `POST /api/games` (status 201).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct CreateResponse {
    /// The game's id.
    pub game: String,
    /// The creator's side, as asked.
    pub yours: SideName,
    /// Light's seat: whoever holds it plays A.
    pub light: Link,
    /// Dark's seat: whoever holds it plays B.
    pub dark: Link,
    /// The watch link: sees the game, never a seat's token.
    pub watch: Link,
}

/// An HTTP error's body (`400`, `503`, …).
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct HttpError {
    /// Why, as a code: `badRequest` (400; a body that is not a JSON
    /// object of [`CreateRequest`]'s fields, a WebSocket request without
    /// its upgrade), `notFound` (404: no such address under `/api/`),
    /// `methodNotAllowed` (405, with an `Allow` header), `timeout` (408),
    /// `tooBig` (413: a body over 4,096 bytes), `rateLimited` (429, with
    /// a `Retry-After` header in seconds: too many games made from one
    /// address), `store`, `unavailable` (503).
    pub error: String,
    /// Why, in words.
    pub message: String,
}

/// Why a client's text is not a [`ClientMessage`]: the `message` of a
/// [`ErrorCode::BadMessage`] error, in plain words that stay the same
/// whatever the JSON library says.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadMessage {
    /// Not JSON at all.
    #[error("the message is not JSON")]
    NotJson,
    /// JSON, but not an object (`{…}`).
    #[error("the message is not a JSON object")]
    NotObject,
    /// No `type`, or one that is not a string.
    #[error("field `type` is missing or not a string")]
    NoType,
    /// A `type` that no message has (quoted, cut to 40 characters).
    #[error("unknown message type `{0}`")]
    UnknownType(String),
    /// A field this type of message does not have.
    #[error("unknown field `{0}`")]
    UnknownField(String),
    /// A field this type needs is absent, or its value has the wrong type
    /// or is out of range.
    #[error("field `{0}` is missing or of the wrong type")]
    Field(String),
    /// A `say` whose `message` is none of the presets.
    #[error("field `message` is not one of good-luck, well-played, thanks")]
    NoSuchPreset,
    /// A binary frame (the protocol is text frames of JSON).
    #[error("binary frames are not read")]
    Binary,
    /// Its fields are each of the right kind, yet together no message.
    #[error("the message does not fit its type")]
    Invalid,
}

/// What a JSON value of a message's field must be.
#[derive(Clone, Copy)]
enum Kind {
    Text,
    Version,
    MaybeText,
    Dice,
}

impl Kind {
    fn fits(self, v: &serde_json::Value) -> bool {
        match self {
            Kind::Text => v.is_string(),
            Kind::Version => v.is_u64(),
            Kind::MaybeText => v.is_string() || v.is_null(),
            Kind::Dice => v
                .as_array()
                .is_some_and(|a| a.iter().all(|d| d.as_u64().is_some_and(|d| d <= 255))),
        }
    }
}

/// Each message type's fields (besides `type`), and whether each is
/// required: what [`ClientMessage`]'s serde form reads.
fn fields_of(kind: &str) -> Option<&'static [(&'static str, Kind, bool)]> {
    const VERSION: &[(&str, Kind, bool)] = &[("version", Kind::Version, true)];
    Some(match kind {
        "hello" => &[("token", Kind::Text, true)],
        "throw" | "resign" | "offerRematch" | "acceptRematch" | "withdrawRematch" => VERSION,
        "move" => &[
            ("version", Kind::Version, true),
            ("from", Kind::Text, true),
            ("via", Kind::MaybeText, false),
            ("to", Kind::Text, true),
            ("dice", Kind::Dice, true),
        ],
        "say" => &[("message", Kind::Text, true)],
        _ => return None,
    })
}

/// `text` cut to `max` characters, with control characters replaced (for
/// quoting a client's words back).
fn quoted(text: &str, max: usize) -> String {
    let mut out: String = text
        .chars()
        .take(max)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().count() > max {
        out.push('…');
    }
    out
}

/// Reads one client text frame as a [`ClientMessage`].
///
/// # Errors
/// [`BadMessage`]: why it is not one, in stable plain words.
pub fn parse_client_message(text: &str) -> Result<ClientMessage, BadMessage> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|_| BadMessage::NotJson)?;
    let object = value.as_object().ok_or(BadMessage::NotObject)?;
    let kind = object
        .get("type")
        .and_then(serde_json::Value::as_str)
        .ok_or(BadMessage::NoType)?;
    let fields = fields_of(kind).ok_or_else(|| BadMessage::UnknownType(quoted(kind, 40)))?;
    if let Some(name) = object
        .keys()
        .find(|k| *k != "type" && !fields.iter().any(|(f, _, _)| f == k))
    {
        return Err(BadMessage::UnknownField(quoted(name, 40)));
    }
    for &(name, kind, required) in fields {
        match object.get(name) {
            None if !required => {}
            Some(v) if kind.fits(v) => {}
            _ => return Err(BadMessage::Field(name.to_string())),
        }
    }
    let say = kind == "say";
    serde_json::from_value(value).map_err(|_| {
        if say {
            BadMessage::NoSuchPreset
        } else {
            BadMessage::Invalid
        }
    })
}
