//! Why the better play is better: facts of the positions after the play
//! made and after the better play of the same throw, each with its
//! numbers, ranked by how much each matters (docs/ai.md, "Reasons").
//!
//! Every figure is a fact of the positions under the rules crate: pieces
//! captured, pieces dalled and left undalled, holes travelled, and the
//! exact capture odds of `daldos::odds` (each piece's chance, and the
//! chance of at least one capture, [`Position::capture_any_probability`]).
//! Nothing here is a guess of the engine: the engine only says *which*
//! play is better ([`crate::review`]); these say what differs between the
//! two. The data is serde-serialisable for the page (field names in
//! camelCase, holes as `"M9"`, sides as `"a"`/`"b"`).

use daldos::{Hole, Play, Position, Side};
use num_traits::ToPrimitive;
use serde::{Deserialize, Serialize};

use crate::review::ThrowReview;

/// An exact probability and its value as a float.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Chance {
    /// The fraction in lowest terms, e.g. `"7/16"` (`"0"`, `"1"`).
    pub fraction: String,
    /// The same, `0..=1` (for display and ranking).
    pub value: f64,
}

impl Chance {
    fn of(p: &num_rational::BigRational) -> Chance {
        Chance {
            fraction: p.to_string(),
            value: p.to_f64().unwrap_or(0.0),
        }
    }

    fn zero() -> Chance {
        Chance {
            fraction: "0".to_string(),
            value: 0.0,
        }
    }
}

/// The least chance of capture for which a piece taken out of danger
/// makes a reason (docs/ai.md, "Ranking"): two plays that differ only in
/// pieces taken out of a reach of less than 1 % (a long chain of 1+1
/// extra throws) give no [`Fact::OutOfDanger`]; every piece stays in
/// [`PlayFacts::out_of_danger`]. The page names pieces within reach from
/// the same 1 % (www/review-words.js).
pub const NOTABLE_CHANCE: f64 = 0.01;

/// One piece within reach and its exact chance of being captured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceChance {
    /// Where the piece stands.
    pub hole: Hole,
    /// The chance the attacker captures it with its next turn, with play
    /// aimed at it (`daldos::odds`), above 0.
    pub chance: Chance,
}

/// The pieces of one side within reach of the other side's next turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Reach {
    /// The side whose turn it would be.
    pub attacker: Side,
    /// Each piece the attacker can capture with some chance, in hole order.
    pub pieces: Vec<PieceChance>,
    /// The exact chance the attacker captures at least one piece, with
    /// play aimed at capturing any
    /// ([`Position::capture_any_probability`]).
    pub any: Chance,
}

impl Reach {
    /// The chance for the piece on `hole` (0 when not within reach).
    #[must_use]
    pub fn chance_at(&self, hole: Hole) -> f64 {
        self.pieces
            .iter()
            .find(|p| p.hole == hole)
            .map_or(0.0, |p| p.chance.value)
    }
}

/// The facts of one play, from the thrower's side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayFacts {
    /// The play in move notation.
    pub play: String,
    /// The holes of the enemy pieces it captures.
    pub captured: Vec<Hole>,
    /// The holes the pieces it dals arrive on.
    pub dalled: Vec<Hole>,
    /// The thrower's undalled pieces left after it.
    pub undalled: u32,
    /// Holes travelled by the thrower's pieces (the sum of the dice used).
    pub progress: u32,
    /// Whether the thrower throws again (1+1) and the game goes on: then
    /// `danger` is what the opponent could do *if* it threw next.
    pub extra_throw: bool,
    /// Whether the play ends the game (then nothing is within reach).
    pub wins: bool,
    /// The thrower's pieces within reach of the opponent's next turn.
    pub danger: Reach,
    /// The enemy pieces within the thrower's reach, the board as it stands
    /// after the play with the thrower to throw (the opponent moves first
    /// unless `extra_throw`).
    pub threats: Reach,
    /// `threats` without the enemy pieces the other play captures: what
    /// the two plays' threats are compared on ([`Fact::Threats`]). A piece
    /// the other play has already taken is no threat this play keeps over
    /// it (a playtester read "in favour of the play made: the piece on M15
    /// within reach, 66.7 % → < 0.1 %" beside the better play's capture of
    /// M15 as a point for the play made); the same as `threats` when the
    /// other play captures none of them.
    pub threats_compared: Reach,
    /// The thrower's pieces within reach before the throw that this play
    /// takes out of reach, in hole order: each with its hole and exact
    /// chance of being captured *before* the throw (the opponent to throw,
    /// as in [`Explanation::danger_before`]; above 0).
    pub out_of_danger: Vec<PieceChance>,
    /// The enemy pieces within reach after the play that were not before
    /// the throw (their holes).
    pub brought_within_reach: Vec<Hole>,
    /// Where the thrower's pieces that captured in this play stand after
    /// it, in hole order (empty when it captures nothing).
    pub capturers: Vec<Hole>,
    /// The exact chance that the opponent captures at least one of the
    /// `capturers` back on its next turn, with play aimed at them
    /// ([`Position::capture_any_probability`]; 0 when nothing was
    /// captured, the game is won, or they stand out of reach).
    pub retaken: Chance,
}

/// A piece that one play moves into the opponent's reach, where the other
/// play leaves it standing out of reach (not a piece that captured with
/// the move: that is [`PlayFacts::retaken`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoodSafe {
    /// The play that moves the piece.
    pub moved_by: Which,
    /// Where the piece stands before the throw, and after the other play:
    /// there its chance of being captured is 0, before the throw (the
    /// opponent to throw) and after the other play.
    pub from: Hole,
    /// Where the moving play puts it.
    pub to: Hole,
    /// Its exact chance of being captured there on the opponent's next
    /// turn, with play aimed at it (above 0).
    pub chance: Chance,
}

/// Where a piece stands after a play, and its exact chance of being
/// captured there on the opponent's next turn (0: out of reach).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Spot {
    /// The hole.
    pub hole: Hole,
    /// The chance, with play aimed at the piece.
    pub chance: Chance,
}

/// A piece the two plays leave on different holes at different chances
/// of being captured (not a capturer, nor a piece that stood safe: those
/// are [`Fact::Retaken`] and [`Fact::StoodSafe`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Placed {
    /// Where the piece stands before the throw.
    pub from: Hole,
    /// Where it stands after the play made, and its chance there.
    pub made: Spot,
    /// Where it stands after the better play, and its chance there.
    pub best: Spot,
    /// The play that leaves it at the lower chance: the one this piece
    /// speaks for (each side's pieces make a [`Fact::Placed`] reason of
    /// their own).
    pub favours: Which,
}

/// Which of the two plays a fact speaks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Which {
    /// The play made.
    Made,
    /// The better play.
    Best,
}

/// What differs between the two plays (each field's numbers are in
/// [`PlayFacts`] of the play made and of the better play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Fact {
    /// They capture different enemy pieces (`captured`): the better play's
    /// captures the play made missed, or the other way round.
    Captures,
    /// They leave the thrower's pieces differently within reach (`danger`).
    Danger,
    /// They bring different enemy pieces within the thrower's reach
    /// (`threatsCompared`: without those the other play captures;
    /// `threats`, `broughtWithinReach`).
    Threats,
    /// They take different pieces out of danger (`outOfDanger`), counting
    /// only those within reach before the throw at [`NOTABLE_CHANCE`] or
    /// more.
    OutOfDanger,
    /// They dal different numbers of pieces (`dalled`, `undalled`).
    Dal,
    /// They travel different distances along the track (`progress`).
    Progress,
    /// The pieces that captured stand at different chances of being
    /// captured back on the opponent's next turn (`capturers`,
    /// `retaken`).
    Retaken,
    /// One play moves a piece into the opponent's reach that the other
    /// leaves standing out of it (`stoodSafe`).
    StoodSafe,
    /// The two plays leave pieces on different holes at different
    /// chances of being captured (`placed`).
    Placed,
}

impl Fact {
    /// Whether the fact's words give a chance of a capture on the next
    /// turn (danger, threats, retaken, stood safe, placed): after those the
    /// page and `daldos analyse --explain` say once what each chance counts
    /// (docs/ai.md, "How the words show the chances"). Out of danger names
    /// its pieces by their chance only as "under 1 %", and gives none.
    pub fn gives_chances(self) -> bool {
        matches!(
            self,
            Fact::Danger | Fact::Threats | Fact::Retaken | Fact::StoodSafe | Fact::Placed
        )
    }
}

/// One reason, ranked.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Reason {
    /// What differs.
    pub fact: Fact,
    /// The play the difference speaks for, where it has a measure in
    /// pieces (`None`: a fact without one, or a tie).
    pub favours: Option<Which>,
    /// The difference in pieces (docs/ai.md, "Reasons"): captures, or a
    /// difference of exact chances of at least one capture; `None` for
    /// facts without a measure in pieces (out of danger, dal, progress).
    pub weight: Option<f64>,
    /// [`Fact::gives_chances`] of `fact`: whether its words give a chance
    /// of a capture on the next turn (the page reads it here rather than
    /// keeping a list of its own; absent in records of earlier versions).
    #[serde(default)]
    pub gives_chances: bool,
}

/// Why the better play of a throw is better than the play made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Explanation {
    /// The side that threw.
    pub side: Side,
    /// The thrower's pieces within reach of the opponent before the throw
    /// (as if the opponent were to throw).
    pub danger_before: Reach,
    /// The enemy pieces within the thrower's reach before the throw.
    pub threats_before: Reach,
    /// The play made.
    pub made: PlayFacts,
    /// The better play.
    pub best: PlayFacts,
    /// The enemy pieces the better play captures and the play made does
    /// not (their holes): the captures missed.
    pub missed: Vec<Hole>,
    /// The thrower's pieces one play moves into the opponent's reach and
    /// the other leaves standing out of it, in hole order (of `from`).
    pub stood_safe: Vec<StoodSafe>,
    /// The other pieces the two plays leave on different holes at
    /// different chances of being captured, in hole order (of `from`).
    pub placed: Vec<Placed>,
    /// What differs, the reason that matters most first; empty when the two
    /// plays differ in none of these facts (the difference lies beyond the
    /// next turn, docs/ai.md).
    pub reasons: Vec<Reason>,
}

/// `pos` with `side` to throw (`None` if that is no valid position).
fn with_turn(pos: &Position, side: Side) -> Option<Position> {
    if pos.turn() == side {
        return Some(*pos);
    }
    let mut setup = pos.to_setup();
    setup.turn = side;
    Position::from_setup(&setup, pos.rules().variants).ok()
}

/// What `attacker` can capture in `pos` on its next turn (as if it threw
/// now). Nothing once the game is over.
fn reach(pos: &Position, attacker: Side) -> Reach {
    let empty = Reach {
        attacker,
        pieces: Vec::new(),
        any: Chance::zero(),
    };
    let Some(p) = with_turn(pos, attacker).filter(|p| !p.is_game_over()) else {
        return empty;
    };
    let pieces: Vec<PieceChance> = p
        .capture_odds()
        .iter()
        .filter(|o| o.is_possible())
        .map(|o| PieceChance {
            hole: o.target,
            chance: Chance::of(&o.probability),
        })
        .collect();
    let any = match pieces.as_slice() {
        [] => Chance::zero(),
        _ => Chance::of(&p.capture_any_probability(p.bitboard(attacker.other()))),
    };
    Reach {
        attacker,
        pieces,
        any,
    }
}

/// `f`'s threats without the enemy pieces on `taken` (the other play's
/// captures): the chance of capturing at least one of the rest, in the
/// position after `play` with the thrower to throw.
fn threats_without(pos: &Position, play: &Play, f: &PlayFacts, taken: &[Hole]) -> Reach {
    let gone = |h: Hole| taken.contains(&h);
    if !f.threats.pieces.iter().any(|p| gone(p.hole)) {
        return f.threats.clone();
    }
    let pieces: Vec<PieceChance> = f
        .threats
        .pieces
        .iter()
        .filter(|p| !gone(p.hole))
        .cloned()
        .collect();
    let after = pos.play_unchecked(play);
    let any = match with_turn(&after, pos.turn()) {
        Some(p) if !pieces.is_empty() => {
            let targets = pieces.iter().fold(0, |b, x| b | x.hole.bit());
            Chance::of(&p.capture_any_probability(targets))
        }
        _ => Chance::zero(),
    };
    Reach {
        attacker: f.threats.attacker,
        pieces,
        any,
    }
}

/// Where the piece on `hole` stands after `play` (it moves at most once).
fn follow(play: &Play, hole: Hole) -> Hole {
    play.moves().find(|m| m.from == hole).map_or(hole, |m| m.to)
}

fn facts(pos: &Position, play: &Play, danger_before: &Reach, threats_before: &Reach) -> PlayFacts {
    let side = pos.turn();
    let after = pos.play_unchecked(play);
    let danger = reach(&after, side.other());
    let threats = reach(&after, side);
    let out_of_danger = danger_before
        .pieces
        .iter()
        .filter(|p| danger.chance_at(follow(play, p.hole)) == 0.0)
        .cloned()
        .collect();
    let brought_within_reach = threats
        .pieces
        .iter()
        .map(|p| p.hole)
        .filter(|&h| threats_before.chance_at(h) == 0.0)
        .collect();
    // A piece moves at most once in a play: a capturer stands where its
    // capturing move ended.
    let mut capturers: Vec<Hole> = play
        .moves()
        .filter(|m| m.captured_holes().next().is_some())
        .map(|m| m.to)
        .collect();
    capturers.sort_by_key(|h| h.index());
    capturers.dedup();
    let retaken = match with_turn(&after, side.other()) {
        Some(p) if !capturers.is_empty() && !p.is_game_over() => {
            let targets = capturers.iter().fold(0, |b, h| b | h.bit());
            Chance::of(&p.capture_any_probability(targets))
        }
        _ => Chance::zero(),
    };
    PlayFacts {
        play: play.to_string(),
        captured: play.moves().flat_map(|m| m.captured_holes()).collect(),
        dalled: play.moves().filter(|m| m.dal).map(|m| m.to).collect(),
        undalled: after.undalled_count(side),
        progress: play.moves().map(|m| u32::from(m.distance())).sum(),
        extra_throw: play.throw.is_dal_dal() && !after.is_game_over(),
        wins: after.is_game_over(),
        danger,
        threats_compared: threats.clone(),
        threats,
        out_of_danger,
        brought_within_reach,
        capturers,
        retaken,
    }
}

/// The pieces `moving` (the play `by`) moves into the opponent's reach
/// that `standing` leaves where they stood, out of reach there and
/// before the throw (`danger_before`: a piece the other play only makes
/// safe, by capturing its attacker, did not stand safe; a piece that
/// captured on its way is left to [`Fact::Retaken`]).
fn stood_safe(
    before: &Position,
    danger_before: &Reach,
    by: Which,
    moving: (&Play, &PlayFacts),
    standing: (&Play, &PlayFacts),
) -> Vec<StoodSafe> {
    let side = before.turn();
    before
        .holes(side)
        .filter_map(|from| {
            let to = follow(moving.0, from);
            let stays = follow(standing.0, from) == from;
            let chance = moving.1.danger.pieces.iter().find(|p| p.hole == to)?;
            // A capturer is the capture's reason (`Fact::Retaken`).
            let captured = moving.1.capturers.contains(&to);
            let safe =
                standing.1.danger.chance_at(from) == 0.0 && danger_before.chance_at(from) == 0.0;
            (to != from && stays && !captured && safe).then(|| StoodSafe {
                moved_by: by,
                from,
                to,
                chance: chance.chance.clone(),
            })
        })
        .collect()
}

/// The play a difference `made - best` of a quantity speaks for, where
/// more of it is better for the thrower.
fn favouring(diff: f64) -> Option<Which> {
    if diff > 0.0 {
        Some(Which::Made)
    } else if diff < 0.0 {
        Some(Which::Best)
    } else {
        None
    }
}

/// The thrower's pieces (other than capturers and those in `stood`) that
/// the two plays leave on different holes at different chances.
fn placed(
    before: &Position,
    made: (&Play, &PlayFacts),
    best: (&Play, &PlayFacts),
    stood: &[StoodSafe],
) -> Vec<Placed> {
    let spot = |(play, f): (&Play, &PlayFacts), from| {
        let hole = follow(play, from);
        let chance = f
            .danger
            .pieces
            .iter()
            .find(|p| p.hole == hole)
            .map_or_else(Chance::zero, |p| p.chance.clone());
        (!f.capturers.contains(&hole)).then_some(Spot { hole, chance })
    };
    before
        .holes(before.turn())
        .filter(|&from| stood.iter().all(|s| s.from != from))
        .filter_map(|from| {
            let (m, b) = (spot(made, from)?, spot(best, from)?);
            let favours = if m.chance.value < b.chance.value {
                Which::Made
            } else {
                Which::Best
            };
            (m.hole != b.hole && m.chance != b.chance).then_some(Placed {
                from,
                made: m,
                best: b,
                favours,
            })
        })
        .collect()
}

/// The reasons, ranked (docs/ai.md, "Ranking"): those that speak for the
/// better play by weight (largest first), then the facts without a side
/// in [`Fact`]'s order (a tie in captures among them: the same number of
/// different pieces), then those that speak for the play made by weight.
/// A danger or threat whose chance of at least one capture is the same
/// after both plays says nothing either way and is left out, and so are
/// pieces taken out of danger that differ only below [`NOTABLE_CHANCE`].
fn reasons(
    made: &PlayFacts,
    best: &PlayFacts,
    stood: &[StoodSafe],
    placed: &[Placed],
) -> Vec<Reason> {
    let mut out = Vec::new();
    let measured = |fact: Fact, diff: f64| Reason {
        fact,
        favours: favouring(diff),
        weight: Some(diff.abs()),
        gives_chances: fact.gives_chances(),
    };
    if made.captured != best.captured {
        let diff = made.captured.len() as f64 - best.captured.len() as f64;
        out.push(measured(Fact::Captures, diff));
    }
    if made.danger.any != best.danger.any {
        // Less danger is better for the thrower.
        out.push(measured(
            Fact::Danger,
            best.danger.any.value - made.danger.any.value,
        ));
    }
    if made.threats_compared.any != best.threats_compared.any {
        out.push(measured(
            Fact::Threats,
            made.threats_compared.any.value - best.threats_compared.any.value,
        ));
    }
    if made.retaken != best.retaken {
        out.push(measured(
            Fact::Retaken,
            best.retaken.value - made.retaken.value,
        ));
    }
    if !stood.is_empty() {
        // The likeliest capture of a piece each play moves into reach.
        let likeliest = |by| {
            stood
                .iter()
                .filter(|s| s.moved_by == by)
                .map(|s| s.chance.value)
                .fold(0.0, f64::max)
        };
        out.push(measured(
            Fact::StoodSafe,
            likeliest(Which::Best) - likeliest(Which::Made),
        ));
    }
    // The pieces each play leaves at the lower chance, a reason apiece:
    // each piece's chance after the better play less after the play made,
    // added up over the pieces that speak for that play (each chance
    // exact; the sum only ranks). One reason for both would speak for one
    // play with pieces that speak for the other (a playtester read such a
    // list, "in favour of the play made", as a contradiction).
    for by in [Which::Made, Which::Best] {
        let sum: f64 = placed
            .iter()
            .filter(|p| p.favours == by)
            .map(|p| p.best.chance.value - p.made.chance.value)
            .sum();
        if sum != 0.0 {
            out.push(measured(Fact::Placed, sum));
        }
    }
    let unmeasured = |fact: Fact| Reason {
        fact,
        favours: None,
        weight: None,
        gives_chances: fact.gives_chances(),
    };
    // Pieces taken out of a reach of less than 1 % say nothing a player
    // can use (a long chain of 1+1 throws): the two plays differ only
    // where the likelier ones do.
    let notable = |f: &PlayFacts| -> Vec<Hole> {
        f.out_of_danger
            .iter()
            .filter(|p| p.chance.value >= NOTABLE_CHANCE)
            .map(|p| p.hole)
            .collect()
    };
    if notable(made) != notable(best) {
        out.push(unmeasured(Fact::OutOfDanger));
    }
    if made.dalled.len() != best.dalled.len() {
        out.push(unmeasured(Fact::Dal));
    }
    if made.progress != best.progress {
        out.push(unmeasured(Fact::Progress));
    }
    // The better play's reasons, then those without a side, then the play
    // made's; by weight within each (stable: equal weights keep the order
    // above).
    let group = |r: &Reason| match r.favours {
        Some(Which::Best) => 0,
        None => 1,
        Some(Which::Made) => 2,
    };
    out.sort_by(|x, y| {
        group(x)
            .cmp(&group(y))
            .then_with(|| match (x.weight, y.weight) {
                (Some(a), Some(b)) => b.total_cmp(&a),
                _ => std::cmp::Ordering::Equal,
            })
    });
    out
}

/// Why `best` is better than `made`, both legal plays of the same throw in
/// `pos` (not over). The capture odds are exact; most positions take
/// milliseconds, crowded ones seconds (docs/rules.md, "Capture odds").
#[must_use]
pub fn explain(pos: &Position, made_play: &Play, best_play: &Play) -> Explanation {
    let side = pos.turn();
    let danger_before = reach(pos, side.other());
    let threats_before = reach(pos, side);
    let mut made = facts(pos, made_play, &danger_before, &threats_before);
    let mut best = facts(pos, best_play, &danger_before, &threats_before);
    made.threats_compared = threats_without(pos, made_play, &made, &best.captured);
    best.threats_compared = threats_without(pos, best_play, &best, &made.captured);
    let mut stood = stood_safe(
        pos,
        &danger_before,
        Which::Made,
        (made_play, &made),
        (best_play, &best),
    );
    stood.extend(stood_safe(
        pos,
        &danger_before,
        Which::Best,
        (best_play, &best),
        (made_play, &made),
    ));
    stood.sort_by_key(|s| s.from.index());
    let placed = placed(pos, (made_play, &made), (best_play, &best), &stood);
    let reasons = reasons(&made, &best, &stood, &placed);
    let missed = best
        .captured
        .iter()
        .copied()
        .filter(|h| !made.captured.contains(h))
        .collect();
    Explanation {
        side,
        danger_before,
        threats_before,
        made,
        best,
        missed,
        stood_safe: stood,
        placed,
        reasons,
    }
}

/// [`explain`] for a reviewed throw whose play made is not the best (`None`
/// when both lead to the same position).
#[must_use]
pub fn explain_review(t: &ThrowReview) -> Option<Explanation> {
    let r = &t.review;
    (r.play != r.best).then(|| explain(&t.position, &r.play, &r.best))
}
