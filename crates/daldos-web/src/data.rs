//! The shapes JavaScript receives from the facade (and the one it hands
//! back, [`MoveInput`]): plain objects with camelCase fields, converted by
//! `serde-wasm-bindgen`, declared in TypeScript by `tsify` in the `.d.ts`
//! that wasm-bindgen writes. JavaScript reads them; it never parses text
//! to learn a rule.
//!
//! Units and names throughout: sides are `"a"` (Light) and `"b"` (Dark);
//! holes are names `A1..AN`, `M0..MN`, `B1..BN` (docs/notation.md); dice
//! are numbers `1..=4` (1 is the dal, drawn as "A").

use daldos::{
    notation, Game, Hole, Move, Piece, Play, Position, Row, Rules, Side, Termination, Throw,
    TurnRecord, Variants,
};
use serde::{Deserialize, Serialize};
use tsify::Tsify;

/// A side as JavaScript sees it (`SideName` in TypeScript): `"a"` (Light,
/// home row A, who is the first to throw in the roll-off) or `"b"` (Dark,
/// home row B); docs/rules.md, "Board, pieces, dice".
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[serde(rename_all = "lowercase")]
pub enum SideName {
    /// Light (`daldos::Side::A`).
    A,
    /// Dark (`daldos::Side::B`).
    B,
}

impl SideName {
    /// `"a"` or `"b"`, as in the record and in position notation.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            SideName::A => "a",
            SideName::B => "b",
        }
    }
}

impl From<Side> for SideName {
    fn from(side: Side) -> SideName {
        match side {
            Side::A => SideName::A,
            Side::B => SideName::B,
        }
    }
}

impl std::fmt::Display for SideName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A row of the board as JavaScript sees it (`RowName` in TypeScript):
/// `"a"` (Light's home row, holes `A1..AN`), `"m"` (the middle row,
/// `M0..MN`) or `"b"` (Dark's home row, `B1..BN`); docs/notation.md,
/// "Holes".
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[serde(rename_all = "lowercase")]
pub enum RowName {
    /// Row A (`daldos::Row::A`).
    A,
    /// The middle row (`daldos::Row::M`).
    M,
    /// Row B (`daldos::Row::B`).
    B,
}

impl From<Row> for RowName {
    fn from(row: Row) -> RowName {
        match row {
            Row::A => RowName::A,
            Row::M => RowName::M,
            Row::B => RowName::B,
        }
    }
}

/// A piece as JavaScript sees it (`PieceName` in TypeScript), in the
/// letters of position notation (docs/notation.md, "Positions"): `"a"` /
/// `"b"` undalled (standing across its home row), `"A"` / `"B"` dalled
/// (turned along the row, moving by the dice).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceName {
    /// Light's undalled piece.
    #[serde(rename = "a")]
    LightUndalled,
    /// Light's dalled piece.
    #[serde(rename = "A")]
    LightDalled,
    /// Dark's undalled piece.
    #[serde(rename = "b")]
    DarkUndalled,
    /// Dark's dalled piece.
    #[serde(rename = "B")]
    DarkDalled,
}

impl From<Piece> for PieceName {
    fn from(piece: Piece) -> PieceName {
        match (piece.side, piece.dalled) {
            (Side::A, false) => PieceName::LightUndalled,
            (Side::A, true) => PieceName::LightDalled,
            (Side::B, false) => PieceName::DarkUndalled,
            (Side::B, true) => PieceName::DarkDalled,
        }
    }
}

/// `side` as JavaScript sees it.
pub(crate) fn side_name(side: Side) -> SideName {
    SideName::from(side)
}

/// The two dice of a throw, first die first.
pub(crate) fn throw_values(t: Throw) -> [u8; 2] {
    [t.0.value(), t.1.value()]
}

/// A move as JavaScript sees it: a legal next move (`legalMoves()`), a move
/// of a recorded play, of the hint or of the computer's play.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct MoveData {
    /// The move in the project's notation (`A16-M16`, `M9xM6`,
    /// `A16-M16-M13`): for showing, never for parsing.
    pub text: String,
    /// Hole the piece leaves.
    pub from: String,
    /// For a summed move: the hole where the first die ends.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    #[tsify(optional)]
    pub via: Option<String>,
    /// Hole the piece ends on.
    pub to: String,
    /// The dice spent: one value, or two (first die first) for a summed move.
    pub dice: Vec<u8>,
    /// Whether both dice are spent on this one piece.
    pub summed: bool,
    /// Whether this move dals (wakes) an undalled piece.
    pub dal: bool,
    /// Holes whose enemy pieces this move captures (0, 1 or 2 of them), in
    /// the order passed.
    pub captures: Vec<String>,
    /// Every hole the piece passes, in order, ending with `to` (for
    /// animating the piece along its track).
    pub path: Vec<String>,
    /// In `legalMoves()` only: the board after this move, in position
    /// notation with the same side to move (as `view().position` would be).
    /// Two legal moves from the same hole to the same hole spend the same
    /// dice (the two orders of a summed move), so they are one choice
    /// exactly when their `after` is the same (under *capture at both
    /// stops* the order decides what the stop captures).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    #[tsify(optional)]
    pub after: Option<String>,
}

impl MoveData {
    /// The move `m` made by the side to move in `pos` (the position before
    /// it, which gives its path).
    pub(crate) fn new(pos: &Position, m: &Move) -> MoveData {
        MoveData {
            text: notation::move_to_string(m),
            from: m.from.to_string(),
            via: m.via.map(|h| h.to_string()),
            to: m.to.to_string(),
            dice: std::iter::once(m.first.value())
                .chain(m.second.map(|d| d.value()))
                .collect(),
            summed: m.is_summed(),
            dal: m.dal,
            captures: m.captured_holes().map(|h| h.to_string()).collect(),
            path: pos.path(m).iter().map(ToString::to_string).collect(),
            after: None,
        }
    }

    /// The legal next move `m` in `pos` (the board as it stands), with the
    /// board it leaves ([`MoveData::after`]).
    pub(crate) fn legal(pos: &Position, m: &Move) -> MoveData {
        MoveData {
            after: Some(pos.after_move(m).to_string()),
            ..MoveData::new(pos, m)
        }
    }

    /// The moves of `moves`, made one after another from `pos`.
    pub(crate) fn list(pos: &Position, moves: &[Move]) -> Vec<MoveData> {
        let mut pos = *pos;
        moves
            .iter()
            .map(|m| {
                let data = MoveData::new(&pos, m);
                pos = pos.after_move(m);
                data
            })
            .collect()
    }
}

/// A move handed back to the facade (`makeMove`): a [`MoveData`] from
/// `legalMoves()`, or any object with its `from`, `to`, `via` (for a summed
/// move) and `dice`. It names the legal next move with exactly these holes
/// and dice.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct MoveInput {
    /// Hole the piece leaves.
    pub from: String,
    /// For a summed move: the hole where the first die ends.
    #[serde(default)]
    #[tsify(optional)]
    pub via: Option<String>,
    /// Hole the piece ends on.
    pub to: String,
    /// The dice spent, first die first (one or two values `1..=4`).
    pub dice: Vec<u8>,
}

impl MoveInput {
    /// Whether `m` is this move: the same holes and the same dice in the
    /// same order. Holes are compared as holes (`a1` is `A1`).
    pub(crate) fn is(&self, m: &Move) -> bool {
        let hole = |s: &str| s.trim().parse::<Hole>().ok();
        let dice: Vec<u8> = std::iter::once(m.first.value())
            .chain(m.second.map(|d| d.value()))
            .collect();
        hole(&self.from) == Some(m.from)
            && hole(&self.to) == Some(m.to)
            && self.via.as_deref().map(hole) == m.via.map(Some)
            && self.dice == dice
    }
}

/// What a throw led to (`throwDice()`, `throwWith()`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ThrowData {
    /// The two dice, first die first.
    pub dice: [u8; 2],
    /// `"play"`: both dice can be used; `"partial"`: only one can;
    /// `"lost"`: none can (the throw is recorded as lost and play moves on).
    pub outcome: ThrowOutcome,
    /// Whether the throw is 1+1, which earns the same side an extra throw
    /// once it is used (or lost).
    pub extra_throw: bool,
}

/// See [`ThrowData::outcome`].
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum ThrowOutcome {
    /// Both dice can be used.
    Play,
    /// Only one die can be used.
    Partial,
    /// No die can be used.
    Lost,
}

/// One round of the roll-off.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct RollOffRound {
    /// A's (Light's) throw.
    pub a: [u8; 2],
    /// B's (Dark's) throw.
    pub b: [u8; 2],
    /// Whether the sums are equal (both throw again).
    pub tie: bool,
}

impl RollOffRound {
    pub(crate) fn new([a, b]: daldos::RollOffRound) -> RollOffRound {
        RollOffRound {
            a: throw_values(a),
            b: throw_values(b),
            tie: a.sum() == b.sum(),
        }
    }
}

/// The result of `rollOff()`: the rounds thrown and the starter.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct RollOffData {
    /// The rounds of this roll-off, the last one decisive.
    pub rounds: Vec<RollOffRound>,
    /// Who starts.
    pub starter: SideName,
}

/// One completed throw of the game record (`view().lastEntry`, and each of
/// `entries(from, count)`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct RecordEntry {
    /// Who threw.
    pub side: SideName,
    /// The throw, first die first.
    pub dice: [u8; 2],
    /// The moves made, in order (none for a lost throw).
    pub moves: Vec<MoveData>,
    /// Whether the throw was lost (no die could be used).
    pub passed: bool,
    /// Whether this throw (1+1) earned an extra throw.
    pub extra_throw: bool,
    /// The record's line for it, e.g. `b 3+2: M11-M8 M6-M4` (`--` for a
    /// lost throw).
    pub text: String,
}

impl RecordEntry {
    /// The entry for `turn`, a completed throw of a game under `rules`.
    ///
    /// A move's path (all [`MoveData`] takes from the position) depends
    /// only on the board's size and the side that moves
    /// ([`Position::path`]: the holes along that side's track), so the
    /// entry needs no replay of the throws before it: any position of
    /// `rules` with `turn.side` to move gives the same paths.
    pub(crate) fn new(rules: Rules, turn: &TurnRecord) -> RecordEntry {
        let moves: Vec<Move> = turn.play.moves().copied().collect();
        let track = Position::new(rules).with_turn(turn.side);
        RecordEntry {
            side: side_name(turn.side),
            dice: throw_values(turn.play.throw),
            moves: MoveData::list(&track, &moves),
            passed: turn.play.is_empty(),
            extra_throw: turn.play.throw.is_dal_dal(),
            text: turn.to_string(),
        }
    }

    /// The `index`-th entry of `g`'s record, as [`RecordEntry::new`] makes
    /// it, but a 1+1 that won the game on the board earned no extra throw
    /// (docs/rules.md, "Moves": the game is over); `None` past the record.
    pub(crate) fn in_game(g: &Game, index: usize) -> Option<RecordEntry> {
        let turn = g.record().get(index)?;
        let mut entry = RecordEntry::new(g.rules(), turn);
        let won = index + 1 == g.record().len()
            && g.outcome()
                .is_some_and(|o| o.termination == Termination::Normal);
        entry.extra_throw &= !won;
        Some(entry)
    }
}

/// The throw being used, move by move.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct CurrentThrow {
    /// Who threw.
    pub side: SideName,
    /// The throw, first die first.
    pub dice: [u8; 2],
    /// Which of the two dice the moves made so far have spent.
    pub dice_used: [bool; 2],
    /// The moves made so far (undoable), in order.
    pub moves: Vec<MoveData>,
    /// The record's line for it so far, e.g. `b 3+2: M11-M8`.
    pub text: String,
}

/// One hole of the board in [`View::holes`].
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct HoleData {
    /// Hole name: `A1..AN`, `M0..MN`, `B1..BN`.
    pub name: String,
    /// Its row.
    pub row: RowName,
    /// Column counted from the bow (`0` only for `M0`, the bow hole; `N`
    /// at the stern).
    pub column: u8,
    /// The piece on it (see [`PieceName`]); absent if empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub piece: Option<PieceName>,
}

/// Why the piece on a hole has no legal next move now (`whyNoMove`): the
/// rules crate's [`daldos::NoMove`], tagged by `kind` (camelCase), with
/// its hole as a name. The page words each kind (it never works one out).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum NoMoveData {
    /// `{ kind: "gameOver" }` ([`daldos::NoMove::GameOver`]).
    GameOver,
    /// `{ kind: "noThrow" }`: before the throw, or in the roll-off.
    NoThrow,
    /// `{ kind: "noPiece" }`: an empty hole.
    NoPiece,
    /// `{ kind: "notYours" }`: the other side's piece.
    NotYours,
    /// `{ kind: "movedThisThrow" }`: one move per piece and throw.
    MovedThisThrow,
    /// `{ kind: "undalled" }`: no dal left for it.
    Undalled,
    /// `{ kind: "sternMostFirst", hole }` (*stern-most dal*): `hole` is
    /// the one undalled piece that may be dalled.
    SternMostFirst {
        /// [`daldos::NoMove::SternMostFirst`]'s `stern_most`, by name.
        hole: String,
    },
    /// `{ kind: "blocked", hole }`: own piece on `hole` in the way.
    Blocked {
        /// [`daldos::NoMove::Blocked`]'s `by`, by name.
        hole: String,
    },
    /// `{ kind: "otherDieUnusable" }`: both dice must be used.
    OtherDieUnusable,
}

impl From<daldos::NoMove> for NoMoveData {
    fn from(why: daldos::NoMove) -> NoMoveData {
        use daldos::NoMove as N;
        match why {
            N::GameOver => NoMoveData::GameOver,
            N::NoThrow => NoMoveData::NoThrow,
            N::NoPiece => NoMoveData::NoPiece,
            N::NotYours => NoMoveData::NotYours,
            N::MovedThisThrow => NoMoveData::MovedThisThrow,
            N::Undalled => NoMoveData::Undalled,
            N::SternMostFirst { stern_most } => NoMoveData::SternMostFirst {
                hole: stern_most.to_string(),
            },
            N::Blocked { by } => NoMoveData::Blocked {
                hole: by.to_string(),
            },
            N::OtherDieUnusable => NoMoveData::OtherDieUnusable,
        }
    }
}

/// Where the game stands (`View::phase`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum PhaseName {
    /// Who starts is not decided yet.
    RollOff,
    /// The side to move must throw.
    AwaitingThrow,
    /// The side to move has thrown and makes its moves.
    Moving,
    /// The game is over.
    Over,
}

/// How a game ended (`View::termination`; the record's `Termination` tag,
/// docs/notation.md).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum TerminationName {
    /// On the board: the loser has no pieces left (or one, under "last
    /// piece loses").
    Normal,
    /// The loser resigned (`resign`).
    Resignation,
}

impl From<daldos::Termination> for TerminationName {
    fn from(t: daldos::Termination) -> TerminationName {
        match t {
            daldos::Termination::Normal => TerminationName::Normal,
            daldos::Termination::Resignation => TerminationName::Resignation,
        }
    }
}

/// The whole state the page draws (`view()`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Holes per outer row, `N` (16 Danish, 12 Norwegian, 6..=16).
    pub size: u8,
    /// Ids of the variants in force ([`RulesInfo::variants`]); empty for
    /// the standard rules.
    pub variants: Vec<String>,
    /// Where the game stands.
    pub phase: PhaseName,
    /// Side to throw or move (before the roll-off: `"a"`).
    pub turn: SideName,
    /// Every hole of the board in notation order (row A, the middle row,
    /// row B), with the current throw's moves so far applied.
    pub holes: Vec<HoleData>,
    /// Position notation of the board shown (`<A>/<M>/<B> <turn>`).
    pub position: String,
    /// The throw being used, while moving.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub current: Option<CurrentThrow>,
    /// The moves of the last play, to mark on the board: the current
    /// throw's moves so far, else the last play that was not lost.
    pub last_play: Vec<MoveData>,
    /// Pieces left: `[A's, B's]`.
    pub pieces_left: [u32; 2],
    /// How many throws are completed (the record's length; the throw in
    /// use, if any, not counted). The entries themselves come from
    /// `entries(from, count)`, so that a drawing fetches only those it has
    /// not shown yet.
    pub throws: u32,
    /// The last completed throw (`entries(throws - 1)`'s one entry);
    /// absent before the first.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub last_entry: Option<RecordEntry>,
    /// The roll-off rounds, the last one decisive once it is done.
    pub roll_off: Vec<RollOffRound>,
    /// The winner once the game is over (on the board, or by the other
    /// side's resignation).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub winner: Option<SideName>,
    /// How the game ended, once it is over: on the board (`"normal"`) or
    /// by the loser's resignation (`"resignation"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub termination: Option<TerminationName>,
    /// Whether the side to move is on an extra throw earned by its 1+1.
    pub extra_throw: bool,
    /// Whether each side could take back now (`takeBack(side)`: the rules
    /// crate's `Game::take_back_target`, a throw of that side that was
    /// played; false in the roll-off and once the game is over). Finding
    /// it looks back only over the throws since that side's last played
    /// one.
    pub take_back: SideFlags,
    /// How many takebacks the game has had (the record's `Takebacks` tag).
    pub takebacks: u32,
}

/// One yes or no for each side (`view().takeBack`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideFlags {
    /// Light's, side A's.
    pub a: bool,
    /// Dark's, side B's.
    pub b: bool,
}

/// What a takeback restored (`takeBack(side)`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct TakeBackData {
    /// The dice in hand again, first die first: the throw taken back to,
    /// to be played again (`view().current`).
    pub dice: [u8; 2],
    /// The completed throws kept (`view().throws` after it): the throw
    /// taken back to is the record's throw at this index, from 0.
    pub throws: u32,
}

impl View {
    /// The view of `g`, whose last completed throw that was not lost is
    /// its record's entry `last_played` (the caller keeps it, so that
    /// nothing here walks the record: the view costs the same at any
    /// length of game).
    pub(crate) fn of(g: &Game, last_played: Option<usize>) -> View {
        let board = g.board();
        let rules = g.rules();
        let phase = match g.phase() {
            daldos::Phase::RollOff => PhaseName::RollOff,
            daldos::Phase::AwaitingThrow => PhaseName::AwaitingThrow,
            daldos::Phase::Moving { .. } => PhaseName::Moving,
            daldos::Phase::Over(_) => PhaseName::Over,
        };
        let holes = Hole::all(rules.size())
            .map(|h| HoleData {
                name: h.to_string(),
                row: RowName::from(h.row()),
                column: h.column(),
                piece: board.piece_at(h).map(PieceName::from),
            })
            .collect();
        let current = g.current_throw().map(|(throw, taken)| {
            let side = g.position().turn();
            let play = Play::new(throw, taken);
            let moves = if taken.is_empty() {
                String::new()
            } else {
                format!(" {play}")
            };
            CurrentThrow {
                side: side_name(side),
                dice: throw_values(throw),
                dice_used: g.dice_used(),
                moves: MoveData::list(g.position(), taken),
                text: format!("{side} {throw}:{moves}"),
            }
        });
        // The last play's moves: the current throw's so far, else those of
        // the last recorded play that was not lost (as `Game::last_moves`).
        let last_play = match &current {
            Some(c) if !c.moves.is_empty() => c.moves.clone(),
            _ => last_played
                .and_then(|i| g.record().get(i))
                .map(|t| RecordEntry::new(rules, t).moves)
                .unwrap_or_default(),
        };
        View {
            size: rules.size(),
            variants: rules.variants.names().map(str::to_string).collect(),
            phase,
            turn: side_name(board.turn()),
            holes,
            position: board.to_string(),
            current,
            last_play,
            pieces_left: [board.count(Side::A), board.count(Side::B)],
            throws: u32::try_from(g.record().len()).unwrap_or(u32::MAX),
            last_entry: g
                .record()
                .len()
                .checked_sub(1)
                .and_then(|i| RecordEntry::in_game(g, i)),
            roll_off: g
                .roll_off_rounds()
                .iter()
                .map(|r| RollOffRound::new(*r))
                .collect(),
            winner: g.outcome().map(|o| side_name(o.winner)),
            termination: g.outcome().map(|o| o.termination.into()),
            extra_throw: g.extra_throw_pending(),
            take_back: SideFlags {
                a: g.take_back_target(Side::A).is_some(),
                b: g.take_back_target(Side::B).is_some(),
            },
            takebacks: u32::try_from(g.takebacks().len()).unwrap_or(u32::MAX),
        }
    }
}

/// The engine's advice for the current throw (`hint()`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HintData {
    /// The suggested play in notation (`--` for a throw that cannot be
    /// used), for showing.
    pub play: String,
    /// Its moves, in order (as `makeMove` takes them).
    pub moves: Vec<MoveData>,
    /// The engine's estimate (0..=1) that A (Light) wins after this play.
    pub win_a: f64,
    /// The engine's estimate (0..=1) that B (Dark) wins: `1 - winA`.
    pub win_b: f64,
    /// The request for the capture odds of the board this play leaves (its
    /// moves made, the same side to move, `byTurn` false): its
    /// `againstTurn` says how open the player's pieces are to the other
    /// side's next turn.
    pub after_odds: OddsRequest,
}

/// What the engine's `captureOdds` needs (`Game.oddsRequest()`, and a
/// hint's [`HintData::after_odds`]): a board and which lists to compute.
/// The numbers it gives are defined in docs/dev/architecture.md ("Capture
/// odds") and on [`OddsData`].
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct OddsRequest {
    /// The board as it stands, in position notation with the side to move
    /// (`<A>/<M>/<B> <turn>`, docs/notation.md): during a throw, with the
    /// moves made so far (as `view().position`).
    pub position: String,
    /// Ids of the variants in force.
    pub variants: Vec<String>,
    /// Whether to compute [`OddsData::by_turn`]: only before a throw, when
    /// it is the side to move's chance this turn. Once the side has thrown,
    /// its dice are known and the board's capture targets say what the rest
    /// of its throw can capture; then only [`OddsData::against_turn`] is
    /// computed.
    pub by_turn: bool,
}

/// The exact chance that one piece is captured (an entry of [`OddsData`]).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PieceOdds {
    /// The hole of the piece (`"M9"`).
    pub hole: String,
    /// Whose piece it is.
    pub side: SideName,
    /// The probability as an exact fraction in lowest terms, `"7/16"` (`"1"`
    /// for a certain capture), from `daldos::odds` (docs/rules.md,
    /// "Probability check").
    pub fraction: String,
    /// The same as a percentage, `0 < percent <= 100` (`43.75` for 7/16),
    /// the nearest `f64`; for showing only.
    pub percent: f64,
}

/// Capture odds on a board (the engine's `captureOdds(request)`): for each
/// piece with a chance above zero of being captured, that chance; pieces
/// with none are left out. Both lists are in hole order (row A, the middle
/// row, row B).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OddsData {
    /// The request's position, as given (to match an answer to the board
    /// it is for).
    pub position: String,
    /// The enemy pieces of the side to move: the chance that the side to
    /// move captures each with its throw from this board, counting the
    /// extra throws after 1+1 (`Position::capture_probability`). Empty
    /// unless [`OddsRequest::by_turn`].
    pub by_turn: Vec<PieceOdds>,
    /// The side to move's own pieces: the chance that the other side
    /// captures each with one turn's throw (and its extra throws after 1+1)
    /// from this board, as if it threw next.
    pub against_turn: Vec<PieceOdds>,
}

/// The engine's review of one throw of a game (`reviewRecord()`), the same
/// fields and values as the command line's `daldos analyse --format json`
/// (`daldos_ai::review`): the play made against the best play the top
/// level finds, each valued as the thrower's win chance.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(not(feature = "engine"), allow(dead_code))]
pub struct ReviewData {
    /// The throw's place in the record, from 0.
    pub index: u32,
    /// The side that threw.
    pub side: SideName,
    /// The throw in notation (`3+2`), for showing.
    pub throw: String,
    /// The throw, first die first.
    pub dice: [u8; 2],
    /// The play made in notation (`--` for a lost throw), for showing.
    pub play: String,
    /// The best play found in notation (the play made when it is as good).
    pub best: String,
    /// The moves of the play made, from `position`.
    pub play_moves: Vec<MoveData>,
    /// The moves of the best play, from `position`.
    pub best_moves: Vec<MoveData>,
    /// The thrower's win chance (0..=1) after the best play.
    pub before: f64,
    /// The thrower's win chance (0..=1) after the play made.
    pub after: f64,
    /// `before - after` (0..=1): what the play made cost.
    pub loss: f64,
    /// Light's (A's) win chance (0..=1) after the play made.
    pub win_a: f64,
    /// Light's win chance (0..=1) after the best play.
    pub best_win_a: f64,
    /// The position before the throw, in position notation.
    pub position: String,
    /// Whether the thrower had a choice (more than one distinct position
    /// after the throw): only these plays count in the accuracy (a forced
    /// play or a lost throw is no test of skill; `daldos_ai::game_accuracy`).
    pub choice: bool,
}

/// What the computer's engine (the worker's wasm build, `engine.rs`) needs
/// to choose the rest of a throw or a hint (`engineRequest()`): no record,
/// just the position and the throw.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct EngineRequest {
    /// Holes per outer row (which trained network the engine needs).
    pub size: u8,
    /// The position before the throw, in position notation
    /// (`<A>/<M>/<B> <turn>`, docs/notation.md).
    pub position: String,
    /// Ids of the variants in force.
    pub variants: Vec<String>,
    /// The throw, first die first.
    pub dice: [u8; 2],
    /// The moves of the throw made so far, in order.
    pub taken: Vec<MoveData>,
}

/// A board the page offers by name.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct BoardInfo {
    /// Holes per outer row.
    pub size: u8,
    /// `"danish"` (16-17-16) or `"norwegian"` (12-13-12), the key of its
    /// name in the page's dictionaries.
    pub id: String,
}

/// A variant of the rules.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct VariantInfo {
    /// Its id, as in game records (`stern-most-dal`, `capture-both-stops`,
    /// `last-piece-loses`), and the key of its name in the page's
    /// dictionaries.
    pub id: String,
    /// Its English name.
    pub name: String,
}

/// The computer's levels.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct LevelsInfo {
    /// The lowest level.
    pub min: u8,
    /// The highest level.
    pub max: u8,
    /// The middle level, the Options dialog's reference.
    pub default: u8,
    /// The gentler level of a newcomer's first game (the start card's Play
    /// and the Options dialog, when the page or element names no level).
    pub first: u8,
    /// The level the hint comes from (the strongest).
    pub hint: u8,
}

/// The rules' own lists (`rulesInfo()`), so that the page writes none of
/// them out: the variants' ids and English names from the rules crate
/// (`daldos::Variants::NAMES`, `ENGLISH_NAMES`), the levels from `daldos-ai`
/// (`Level::MIN`, `MAX`, `DEFAULT`, `FIRST`, `HINT`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct RulesInfo {
    /// The boards offered by name, the default first.
    pub boards: Vec<BoardInfo>,
    /// The smallest board size a game may have (holes per outer row).
    pub min_size: u8,
    /// The largest.
    pub max_size: u8,
    /// Every variant.
    pub variants: Vec<VariantInfo>,
    /// The computer's levels.
    pub levels: LevelsInfo,
}

impl RulesInfo {
    /// The lists of this build of the rules and the engine.
    pub(crate) fn new() -> RulesInfo {
        RulesInfo {
            boards: vec![
                BoardInfo {
                    size: Rules::DANISH.size(),
                    id: "danish".into(),
                },
                BoardInfo {
                    size: Rules::NORWEGIAN.size(),
                    id: "norwegian".into(),
                },
            ],
            min_size: daldos::MIN_SIZE,
            max_size: daldos::MAX_SIZE,
            variants: Variants::NAMES
                .iter()
                .zip(Variants::ENGLISH_NAMES)
                .map(|(id, name)| VariantInfo {
                    id: (*id).to_string(),
                    name: name.to_string(),
                })
                .collect(),
            levels: LevelsInfo {
                min: daldos_ai::Level::MIN.number(),
                max: daldos_ai::Level::MAX.number(),
                default: daldos_ai::Level::DEFAULT.number(),
                first: daldos_ai::Level::FIRST.number(),
                hint: daldos_ai::Level::HINT.number(),
            },
        }
    }
}

/// Who played a side (`PlayerData` in TypeScript): `{ kind: "person",
/// name? }` or `{ kind: "computer", level }` (the rules crate's
/// [`daldos::Player`]; docs/notation.md, the `Light`, `Dark` and `Level`
/// tags).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PlayerData {
    /// A person; `name` when one was given (1 to 60 characters).
    Person {
        /// The person's name, if given.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[tsify(optional)]
        name: Option<String>,
    },
    /// The computer, at `level` (1..=15; the engine's levels are
    /// `rulesInfo().levels`).
    Computer {
        /// The level it played at.
        level: u8,
    },
}

/// What a game's record tells beside its moves (`FactsData` in
/// TypeScript): `{ date?, light?, dark? }`, each only when known; `date`
/// is the day played, `"YYYY-MM-DD"`, `light` and `dark` who played Light
/// (`"a"`) and Dark (`"b"`). The rules crate's [`daldos::Facts`].
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Default, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct FactsData {
    /// The day the game was played, `YYYY-MM-DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub date: Option<String>,
    /// Who played Light.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub light: Option<PlayerData>,
    /// Who played Dark.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[tsify(optional)]
    pub dark: Option<PlayerData>,
}

impl From<&daldos::Player> for PlayerData {
    fn from(p: &daldos::Player) -> PlayerData {
        match p {
            daldos::Player::Person { name } => PlayerData::Person { name: name.clone() },
            daldos::Player::Computer { level } => PlayerData::Computer { level: *level },
        }
    }
}

impl From<PlayerData> for daldos::Player {
    fn from(p: PlayerData) -> daldos::Player {
        match p {
            PlayerData::Person { name } => daldos::Player::Person { name },
            PlayerData::Computer { level } => daldos::Player::Computer { level },
        }
    }
}

impl From<&daldos::Facts> for FactsData {
    fn from(f: &daldos::Facts) -> FactsData {
        FactsData {
            date: f.date.map(|d| d.to_string()),
            light: f.light.as_ref().map(PlayerData::from),
            dark: f.dark.as_ref().map(PlayerData::from),
        }
    }
}

impl TryFrom<FactsData> for daldos::Facts {
    type Error = daldos::FactsError;

    /// The rules crate's facts, the date read as `YYYY-MM-DD`.
    fn try_from(f: FactsData) -> Result<daldos::Facts, daldos::FactsError> {
        Ok(daldos::Facts {
            date: f.date.as_deref().map(str::parse).transpose()?,
            light: f.light.map(daldos::Player::from),
            dark: f.dark.map(daldos::Player::from),
        })
    }
}
