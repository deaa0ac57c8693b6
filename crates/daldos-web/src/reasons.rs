//! Why the better play is better, and each side's accuracy, as JavaScript
//! receives them (`explainThrow`, `reviewAccuracy` of the engine's build):
//! the shapes of `daldos_ai::explain` and `daldos_ai::review`'s accuracy,
//! field for field, declared in TypeScript (tsify). Their JSON is the
//! command line's (`daldos analyse --explain --format json`), except that
//! a missing value is `undefined` here and `null` there. The page words
//! these facts; it never works one out (docs/ai.md, "Reasons").

use daldos_ai::explain::{
    Chance, Explanation, Fact, PieceChance, Placed, PlayFacts, Reach, Reason, Spot, StoodSafe,
    Which,
};
use daldos_ai::review::{Accuracy, GameAccuracy};
use serde::{Deserialize, Serialize};
use tsify::Tsify;

use crate::data::{side_name, SideName};

/// An exact probability (`daldos_ai::explain::Chance`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ChanceData {
    /// The fraction in lowest terms, e.g. `"7/16"` (`"0"`, `"1"`).
    pub fraction: String,
    /// The same, `0..=1`.
    pub value: f64,
}

/// One piece within reach and its exact chance of being captured.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PieceChanceData {
    /// Where the piece stands (a hole name, `"M9"`).
    pub hole: String,
    /// The chance the attacker captures it with its next turn, above 0.
    pub chance: ChanceData,
}

/// The pieces of one side within reach of the other side's next turn.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ReachData {
    /// The side whose turn it would be.
    pub attacker: SideName,
    /// Each piece the attacker can capture with some chance, in hole order.
    pub pieces: Vec<PieceChanceData>,
    /// The exact chance the attacker captures at least one piece.
    pub any: ChanceData,
}

/// The facts of one play, from the thrower's side (`PlayFacts`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PlayFactsData {
    /// The play in move notation.
    pub play: String,
    /// The holes of the enemy pieces it captures.
    pub captured: Vec<String>,
    /// The holes the pieces it dals arrive on.
    pub dalled: Vec<String>,
    /// The thrower's undalled pieces left after it.
    pub undalled: u32,
    /// Holes travelled by the thrower's pieces (the sum of the dice used).
    pub progress: u32,
    /// Whether the thrower throws again (1+1) and the game goes on.
    pub extra_throw: bool,
    /// Whether the play ends the game.
    pub wins: bool,
    /// The thrower's pieces within reach of the opponent's next turn.
    pub danger: ReachData,
    /// The enemy pieces within the thrower's reach after the play.
    pub threats: ReachData,
    /// `threats` without the enemy pieces the other play captures: what
    /// the threats reason compares and names.
    pub threats_compared: ReachData,
    /// The thrower's pieces within reach before the throw that this play
    /// takes out of reach, in hole order: each with its hole and exact
    /// chance of being captured before the throw (above 0).
    pub out_of_danger: Vec<PieceChanceData>,
    /// The enemy pieces within reach after the play that were not before.
    pub brought_within_reach: Vec<String>,
    /// Where the thrower's pieces that captured in this play stand after
    /// it (empty when it captures nothing).
    pub capturers: Vec<String>,
    /// The exact chance the opponent captures at least one of them back
    /// on its next turn (0 when none, or out of reach).
    pub retaken: ChanceData,
}

/// A piece one play moves into the opponent's reach where the other
/// leaves it standing out of reach (`daldos_ai::explain::StoodSafe`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct StoodSafeData {
    /// The play that moves the piece.
    pub moved_by: WhichName,
    /// Where it stands before the throw and after the other play (a
    /// chance of 0 there).
    pub from: String,
    /// Where the moving play puts it.
    pub to: String,
    /// Its exact chance of being captured there next turn (above 0).
    pub chance: ChanceData,
}

/// Where a piece stands after a play and its exact chance of being
/// captured there next turn (`daldos_ai::explain::Spot`; 0: out of reach).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SpotData {
    /// The hole.
    pub hole: String,
    /// The chance.
    pub chance: ChanceData,
}

/// A piece the two plays leave on different holes at different chances
/// (`daldos_ai::explain::Placed`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PlacedData {
    /// Where it stands before the throw.
    pub from: String,
    /// Where it stands after the play made, and its chance there.
    pub made: SpotData,
    /// Where it stands after the better play, and its chance there.
    pub best: SpotData,
    /// The play that leaves it at the lower chance (the `placed` reason
    /// of that play's pieces names it).
    pub favours: WhichName,
}

/// Which of the two plays a fact speaks for.
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum WhichName {
    /// The play made.
    Made,
    /// The better play.
    Best,
}

/// What differs between the two plays (`daldos_ai::explain::Fact`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum FactName {
    /// Different enemy pieces captured.
    Captures,
    /// The thrower's pieces left differently within reach.
    Danger,
    /// Different enemy pieces within the thrower's reach.
    Threats,
    /// Different pieces taken out of danger (counting those within reach
    /// before the throw at 1 % or more, `daldos_ai::explain::NOTABLE_CHANCE`).
    OutOfDanger,
    /// Different numbers of pieces dalled.
    Dal,
    /// Different distances travelled.
    Progress,
    /// The pieces that captured stand at different chances of being
    /// captured back.
    Retaken,
    /// One play moves a piece into reach that the other leaves standing
    /// out of it.
    StoodSafe,
    /// The two plays leave pieces on different holes at different chances.
    Placed,
}

/// One reason, ranked (`daldos_ai::explain::Reason`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ReasonData {
    /// What differs.
    pub fact: FactName,
    /// The play the difference speaks for, where it has a measure in
    /// pieces (absent: a fact without one, or a tie).
    #[tsify(optional)]
    pub favours: Option<WhichName>,
    /// The difference in pieces (captures, or a difference of chances of
    /// at least one capture); absent for facts without a measure.
    #[tsify(optional)]
    pub weight: Option<f64>,
    /// Whether the fact's words give a chance of a capture on the next
    /// turn (`Fact::gives_chances`: danger, threats, retaken, stood safe,
    /// placed), after which the words say once what each chance counts.
    pub gives_chances: bool,
}

/// Why the better play of a throw is better than the play made
/// (`daldos_ai::explain::Explanation`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ExplanationData {
    /// The side that threw.
    pub side: SideName,
    /// The thrower's pieces within reach of the opponent before the throw.
    pub danger_before: ReachData,
    /// The enemy pieces within the thrower's reach before the throw.
    pub threats_before: ReachData,
    /// The play made.
    pub made: PlayFactsData,
    /// The better play.
    pub best: PlayFactsData,
    /// The enemy pieces the better play captures and the play made does not.
    pub missed: Vec<String>,
    /// The pieces one play moves into reach and the other leaves standing
    /// out of it, in hole order.
    pub stood_safe: Vec<StoodSafeData>,
    /// The other pieces the two plays leave on different holes at
    /// different chances, in hole order.
    pub placed: Vec<PlacedData>,
    /// What differs, the reason that matters most first (may be empty: the
    /// difference lies beyond the next turn).
    pub reasons: Vec<ReasonData>,
}

/// A side's accuracy over its plays with a choice (`daldos_ai::Accuracy`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AccuracyData {
    /// The mean of lichess's move accuracy over the plays counted, `0..=100`.
    pub percent: f64,
    /// The plays counted (throws with a choice).
    pub plays: u32,
}

/// Each side's accuracy in a game (absent: the side never had a choice).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, Copy, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GameAccuracyData {
    /// Light's.
    #[tsify(optional)]
    pub a: Option<AccuracyData>,
    /// Dark's.
    #[tsify(optional)]
    pub b: Option<AccuracyData>,
}

fn holes(h: &[daldos::Hole]) -> Vec<String> {
    h.iter().map(ToString::to_string).collect()
}

impl From<&Chance> for ChanceData {
    fn from(c: &Chance) -> Self {
        ChanceData {
            fraction: c.fraction.clone(),
            value: c.value,
        }
    }
}

impl From<&PieceChance> for PieceChanceData {
    fn from(p: &PieceChance) -> Self {
        PieceChanceData {
            hole: p.hole.to_string(),
            chance: (&p.chance).into(),
        }
    }
}

impl From<&Reach> for ReachData {
    fn from(r: &Reach) -> Self {
        ReachData {
            attacker: side_name(r.attacker),
            pieces: r.pieces.iter().map(Into::into).collect(),
            any: (&r.any).into(),
        }
    }
}

impl From<&PlayFacts> for PlayFactsData {
    fn from(f: &PlayFacts) -> Self {
        PlayFactsData {
            play: f.play.clone(),
            captured: holes(&f.captured),
            dalled: holes(&f.dalled),
            undalled: f.undalled,
            progress: f.progress,
            extra_throw: f.extra_throw,
            wins: f.wins,
            danger: (&f.danger).into(),
            threats: (&f.threats).into(),
            threats_compared: (&f.threats_compared).into(),
            out_of_danger: f.out_of_danger.iter().map(Into::into).collect(),
            brought_within_reach: holes(&f.brought_within_reach),
            capturers: holes(&f.capturers),
            retaken: (&f.retaken).into(),
        }
    }
}

fn which_name(w: Which) -> WhichName {
    match w {
        Which::Made => WhichName::Made,
        Which::Best => WhichName::Best,
    }
}

impl From<&StoodSafe> for StoodSafeData {
    fn from(s: &StoodSafe) -> Self {
        StoodSafeData {
            moved_by: which_name(s.moved_by),
            from: s.from.to_string(),
            to: s.to.to_string(),
            chance: (&s.chance).into(),
        }
    }
}

impl From<&Spot> for SpotData {
    fn from(s: &Spot) -> Self {
        SpotData {
            hole: s.hole.to_string(),
            chance: (&s.chance).into(),
        }
    }
}

impl From<&Placed> for PlacedData {
    fn from(p: &Placed) -> Self {
        PlacedData {
            from: p.from.to_string(),
            made: (&p.made).into(),
            best: (&p.best).into(),
            favours: which_name(p.favours),
        }
    }
}

impl From<&Reason> for ReasonData {
    fn from(r: &Reason) -> Self {
        ReasonData {
            fact: match r.fact {
                Fact::Captures => FactName::Captures,
                Fact::Danger => FactName::Danger,
                Fact::Threats => FactName::Threats,
                Fact::OutOfDanger => FactName::OutOfDanger,
                Fact::Dal => FactName::Dal,
                Fact::Progress => FactName::Progress,
                Fact::Retaken => FactName::Retaken,
                Fact::StoodSafe => FactName::StoodSafe,
                Fact::Placed => FactName::Placed,
            },
            favours: r.favours.map(which_name),
            weight: r.weight,
            gives_chances: r.gives_chances,
        }
    }
}

impl From<&Explanation> for ExplanationData {
    fn from(e: &Explanation) -> Self {
        ExplanationData {
            side: side_name(e.side),
            danger_before: (&e.danger_before).into(),
            threats_before: (&e.threats_before).into(),
            made: (&e.made).into(),
            best: (&e.best).into(),
            missed: holes(&e.missed),
            stood_safe: e.stood_safe.iter().map(Into::into).collect(),
            placed: e.placed.iter().map(Into::into).collect(),
            reasons: e.reasons.iter().map(Into::into).collect(),
        }
    }
}

impl From<&Accuracy> for AccuracyData {
    fn from(a: &Accuracy) -> Self {
        AccuracyData {
            percent: a.percent,
            plays: u32::try_from(a.plays).unwrap_or(u32::MAX),
        }
    }
}

impl From<&GameAccuracy> for GameAccuracyData {
    fn from(g: &GameAccuracy) -> Self {
        GameAccuracyData {
            a: g.a.as_ref().map(Into::into),
            b: g.b.as_ref().map(Into::into),
        }
    }
}

/// Why the hint beats the next best play (the engine build's `hintReasons`).
#[derive(Serialize, Deserialize, Tsify, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(not(feature = "engine"), allow(dead_code))]
pub struct HintReasonsData {
    /// The runner-up in notation, as the hint's `play` shows the hint: the
    /// whole play, or the rest of the throw once moves are made.
    pub other: String,
    /// The two plays compared: `made` is the runner-up (its whole play,
    /// the moves made included), `best` the hint.
    pub explanation: ExplanationData,
}
