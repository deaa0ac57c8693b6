//! The state a client draws, in the same JSON shapes as the page's wasm
//! facade (`crates/daldos-web/src/data.rs`: `View`, `MoveData`,
//! `RecordEntry`, `CurrentThrow`, `HoleData`, `RollOffRound`), so that the
//! page draws an online game with the parts it already has. They are
//! rebuilt here from the rules crate because the facade's types carry
//! wasm-only derives (`tsify`) that a native server should not link.
//!
//! Units and names throughout: sides are `"a"` (Light) and `"b"` (Dark);
//! holes are names `A1..AN`, `M0..MN`, `B1..BN` (docs/notation.md); dice
//! are numbers `1..=4` (1 is the dal).

use daldos::{notation, Game, Hole, Move, Play, Position, Side, Throw, TurnRecord};
use serde::{Deserialize, Serialize};

/// `"a"` or `"b"`.
#[must_use]
pub fn side_str(side: Side) -> String {
    match side {
        Side::A => "a",
        Side::B => "b",
    }
    .to_string()
}

/// The two dice of a throw, first die first.
#[must_use]
pub fn throw_values(t: Throw) -> [u8; 2] {
    [t.0.value(), t.1.value()]
}

/// A move as a client sees it (a legal next move, or a move of a recorded
/// play): the facade's `MoveData`.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct MoveData {
    /// The move in the project's notation (`A16-M16`, `M9xM6`): for
    /// showing, never for parsing.
    pub text: String,
    /// Hole the piece leaves.
    pub from: String,
    /// For a summed move: the hole where the first die ends.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub via: Option<String>,
    /// Hole the piece ends on.
    pub to: String,
    /// The dice spent: one value, or two (first die first) for a summed move.
    pub dice: Vec<u8>,
    /// Whether both dice are spent on this one piece.
    pub summed: bool,
    /// Whether this move dals (wakes) an undalled piece.
    pub dal: bool,
    /// Holes whose enemy pieces this move captures, in the order passed.
    pub captures: Vec<String>,
    /// Every hole the piece passes, in order, ending with `to`.
    pub path: Vec<String>,
}

impl MoveData {
    /// The move `m` made by the side to move in `pos` (the position before
    /// it, which gives its path).
    #[must_use]
    pub fn new(pos: &Position, m: &Move) -> MoveData {
        MoveData {
            text: notation::move_to_string(m),
            from: m.from.to_string(),
            via: m.via.map(|h| h.to_string()),
            to: m.to.to_string(),
            dice: move_dice(m),
            summed: m.is_summed(),
            dal: m.dal,
            captures: m.captured_holes().map(|h| h.to_string()).collect(),
            path: pos.path(m).iter().map(ToString::to_string).collect(),
        }
    }

    /// The moves of `moves`, made one after another from `pos`.
    #[must_use]
    pub fn list(pos: &Position, moves: &[Move]) -> Vec<MoveData> {
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

/// The dice a move spends, first die first.
#[must_use]
pub fn move_dice(m: &Move) -> Vec<u8> {
    std::iter::once(m.first.value())
        .chain(m.second.map(|d| d.value()))
        .collect()
}

/// One round of the roll-off.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
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
    /// The round `[A's throw, B's throw]`.
    #[must_use]
    pub fn new([a, b]: daldos::RollOffRound) -> RollOffRound {
        RollOffRound {
            a: throw_values(a),
            b: throw_values(b),
            tie: a.sum() == b.sum(),
        }
    }
}

/// One completed throw of the game record.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct RecordEntry {
    /// Who threw: `"a"` or `"b"`.
    pub side: String,
    /// The throw, first die first.
    pub dice: [u8; 2],
    /// The moves made, in order (none for a lost throw).
    pub moves: Vec<MoveData>,
    /// Whether the throw was lost (no die could be used).
    pub passed: bool,
    /// Whether this throw (1+1) earned an extra throw.
    pub extra_throw: bool,
    /// The record's line for it, e.g. `b 3+2: M11-M8 M6-M4`.
    pub text: String,
}

impl RecordEntry {
    fn new(pos: &Position, turn: &TurnRecord) -> RecordEntry {
        let moves: Vec<Move> = turn.play.moves().copied().collect();
        RecordEntry {
            side: side_str(turn.side),
            dice: throw_values(turn.play.throw),
            moves: MoveData::list(pos, &moves),
            passed: turn.play.is_empty(),
            extra_throw: turn.play.throw.is_dal_dal(),
            text: format!("{} {}: {}", side_str(turn.side), turn.play.throw, turn.play),
        }
    }
}

/// The throw being used, move by move.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct CurrentThrow {
    /// Who threw: `"a"` or `"b"`.
    pub side: String,
    /// The throw, first die first.
    pub dice: [u8; 2],
    /// Which of the two dice the moves made so far have spent.
    pub dice_used: [bool; 2],
    /// The moves made so far, in order.
    pub moves: Vec<MoveData>,
    /// The record's line for it so far, e.g. `b 3+2: M11-M8`.
    pub text: String,
}

/// One hole of the board in [`View::holes`].
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct HoleData {
    /// Hole name: `A1..AN`, `M0..MN`, `B1..BN`.
    pub name: String,
    /// Row: `"a"`, `"m"` or `"b"`.
    pub row: String,
    /// Column counted from the bow (`0` only for `M0`).
    pub column: u8,
    /// The piece on it: `"a"`/`"b"` undalled, `"A"`/`"B"` dalled; absent
    /// if empty.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub piece: Option<String>,
}

/// Where the game stands ([`View::phase`]).
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum PhaseName {
    /// Who starts is not decided yet.
    RollOff,
    /// The side to move must throw.
    AwaitingThrow,
    /// The side to move has thrown and makes its moves.
    Moving,
    /// The game is over (by the rules or by a resignation: see
    /// [`View::termination`]).
    Over,
}

/// The whole state a client draws: the facade's `view()`.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Holes per outer row, `N` (6..=16).
    pub size: u8,
    /// Ids of the variants in force; empty for the standard rules.
    pub variants: Vec<String>,
    /// Where the game stands.
    pub phase: PhaseName,
    /// Side to throw or move: `"a"` or `"b"` (before the roll-off: `"a"`).
    pub turn: String,
    /// Every hole in notation order, with the current throw's moves so far.
    pub holes: Vec<HoleData>,
    /// Position notation of the board shown.
    pub position: String,
    /// The throw being used, while moving.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub current: Option<CurrentThrow>,
    /// The moves of the last play, to mark on the board.
    pub last_play: Vec<MoveData>,
    /// Pieces left: `[A's, B's]`.
    pub pieces_left: [u32; 2],
    /// How many throws are completed (the record's length; the throw in
    /// use, if any, not counted), as the facade's `view().throws`. The
    /// entries themselves are in [`crate::protocol::GameState::record`].
    pub throws: u32,
    /// The last completed throw, absent before the first (the facade's
    /// `view().lastEntry`).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub last_entry: Option<RecordEntry>,
    /// The roll-off rounds, the last one decisive once it is done.
    pub roll_off: Vec<RollOffRound>,
    /// The winner once the game is over (by the rules or by a
    /// resignation): `"a"` or `"b"`.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub winner: Option<String>,
    /// How the game ended, once it is over: `"normal"` (on the board) or
    /// `"resignation"` (the record's `Termination`, docs/notation.md).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub termination: Option<String>,
    /// Whether the side to move is on an extra throw earned by its 1+1.
    pub extra_throw: bool,
}

impl View {
    /// The view of `g`.
    #[must_use]
    pub fn of(g: &Game) -> View {
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
                row: h.row().char().to_ascii_lowercase().to_string(),
                column: h.column(),
                piece: board.piece_at(h).map(|p| p.char().to_string()),
            })
            .collect();
        let mut pos = *g.start();
        let record: Vec<RecordEntry> = g
            .record()
            .iter()
            .map(|t| {
                let entry = RecordEntry::new(&pos, t);
                pos = pos.play_unchecked(&t.play);
                entry
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
                side: side_str(side),
                dice: throw_values(throw),
                dice_used: g.dice_used(),
                moves: MoveData::list(g.position(), taken),
                text: format!("{} {throw}:{moves}", side_str(side)),
            }
        });
        let last_play = match &current {
            Some(c) if !c.moves.is_empty() => c.moves.clone(),
            _ => record
                .iter()
                .rev()
                .find(|e| !e.passed)
                .map(|e| e.moves.clone())
                .unwrap_or_default(),
        };
        View {
            size: rules.size(),
            variants: rules.variants.names().map(str::to_string).collect(),
            phase,
            turn: side_str(board.turn()),
            holes,
            position: board.to_string(),
            current,
            last_play,
            pieces_left: [board.count(Side::A), board.count(Side::B)],
            throws: u32::try_from(record.len()).unwrap_or(u32::MAX),
            last_entry: record.last().cloned(),
            roll_off: g
                .roll_off_rounds()
                .iter()
                .map(|r| RollOffRound::new(*r))
                .collect(),
            winner: g.outcome().map(|o| side_str(o.winner)),
            termination: g.outcome().map(|o| o.termination.to_string()),
            extra_throw: g.extra_throw_pending(),
        }
    }
}
