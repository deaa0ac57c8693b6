//! A whole game: roll-off, throws, plays made move by move, the record and
//! the outcome.

use std::fmt;

use crate::board::{Hole, Side};
use crate::dice::{DiceSource, Throw};
use crate::facts::{Facts, FactsError};
use crate::position::{Move, NoMove, Outcome, Play, Position};
use crate::rules::Rules;

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "phase", rename_all = "camelCase"))]
pub enum Phase {
    /// Who starts is not decided yet: both players throw (rules reference,
    /// "Start and end").
    RollOff,
    /// The side to move must throw.
    AwaitingThrow,
    /// The side to move has thrown and is making its moves.
    Moving {
        /// The throw being used.
        throw: Throw,
        /// The moves made so far with it (at most one: a second completes
        /// every play).
        taken: Vec<Move>,
    },
    /// The game is over: on the board, or by a resignation
    /// ([`Game::resign`]).
    Over(Outcome),
}

/// One round of the roll-off: A's throw and B's throw.
pub type RollOffRound = [Throw; 2];

/// A completed throw in the record: who threw and the play made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TurnRecord {
    /// The side that threw.
    pub side: Side,
    /// The play made (its `throw` is the throw).
    pub play: Play,
}

/// What a throw led to, for announcing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub enum ThrowKind {
    /// Both dice can be used.
    Full,
    /// Only one die can be used.
    Partial,
    /// No die can be used: the throw was lost and recorded already.
    Lost,
}

/// Error from a [`Game`] action that does not fit the game's state. The game
/// is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The action needs the roll-off to be done first.
    RollOffPending,
    /// The roll-off is already done.
    RollOffDone,
    /// A throw is being used: make its moves first.
    ThrowInProgress,
    /// There is no throw to use: throw first.
    NoThrow,
    /// The move is not a legal next move.
    IllegalMove(String),
    /// There is no move of the current throw to undo.
    NothingToUndo,
    /// The game is over.
    GameOver(Outcome),
    /// The side has no throw to take back: none of its throws in the
    /// record was played (all lost, or none yet).
    NothingToTakeBack,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::RollOffPending => {
                write!(f, "the roll-off to decide who starts has not been made")
            }
            GameError::RollOffDone => write!(f, "the roll-off has already decided who starts"),
            GameError::ThrowInProgress => {
                write!(f, "the current throw must be used before throwing again")
            }
            GameError::NoThrow => write!(f, "there is no throw to use: throw the dice first"),
            GameError::IllegalMove(why) => write!(f, "illegal move: {why}"),
            GameError::NothingToUndo => write!(f, "no move of the current throw to undo"),
            GameError::GameOver(o) => write!(f, "the game is over ({o})"),
            GameError::NothingToTakeBack => {
                write!(f, "the side has played no throw that could be taken back")
            }
        }
    }
}

impl std::error::Error for GameError {}

/// A game of Daldøs from the roll-off to the end.
///
/// Dice come from outside ([`Game::roll_off`] and [`Game::throw`] take any
/// [`DiceSource`]; [`Game::throw_with`] takes a given throw), so games are
/// reproducible with [`crate::SeededDice`].
///
/// ```
/// use daldos::{Game, Rules, SeededDice, Phase};
/// let mut game = Game::new(Rules::NORWEGIAN);
/// let mut dice = SeededDice::new(1);
/// game.roll_off(&mut dice)?;
/// while game.outcome().is_none() {
///     game.throw(&mut dice)?;
///     // Take the first legal move until the throw is used.
///     while let Some(m) = game.legal_next_moves().first().copied() {
///         game.make_move(m)?;
///     }
/// }
/// assert!(matches!(game.phase(), Phase::Over(_)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// With the `serde` feature a game serializes (for display and export); to
/// read a game back, use its record text ([`Game::from_record`]), which
/// replays and so checks every throw.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct Game {
    rules: Rules,
    start: Position,
    roll_off: Vec<RollOffRound>,
    record: Vec<TurnRecord>,
    position: Position,
    phase: Phase,
    /// Each takeback ([`Game::take_back`]), in order: the number of
    /// completed throws it kept.
    takebacks: Vec<usize>,
    /// The date and the players ([`Facts`]): carried, never used by the
    /// rules.
    facts: Facts,
}

impl Game {
    /// A new game under `rules` from the standard start; the roll-off comes
    /// first.
    #[must_use]
    pub fn new(rules: Rules) -> Game {
        Game::roll_off_from(Position::new(rules))
    }

    /// A game from `start` whose roll-off is still to come. The side to
    /// throw is A until the roll-off decides it (the start's own side means
    /// nothing before), so that one game has one record and one share code.
    pub(crate) fn roll_off_from(start: Position) -> Game {
        let start = start.with_turn(Side::A);
        Game {
            rules: start.rules(),
            start,
            roll_off: Vec::new(),
            record: Vec::new(),
            position: start,
            phase: Phase::RollOff,
            takebacks: Vec::new(),
            facts: Facts::default(),
        }
    }

    /// A game from a given position, with no roll-off (the position says
    /// who throws).
    #[must_use]
    pub fn from_position(position: Position) -> Game {
        let phase = match position.outcome() {
            Some(o) => Phase::Over(o),
            None => Phase::AwaitingThrow,
        };
        Game {
            rules: position.rules(),
            start: position,
            roll_off: Vec::new(),
            record: Vec::new(),
            position,
            phase,
            takebacks: Vec::new(),
            facts: Facts::default(),
        }
    }

    /// What the game's record tells beside its moves: the date and who
    /// played (docs/notation.md); empty unless set ([`Game::set_facts`]) or
    /// read from a record or a share code.
    #[must_use]
    pub const fn facts(&self) -> &Facts {
        &self.facts
    }

    /// Sets the date and the players, written in the record's tags and
    /// kept (all but names) in the share code. They change nothing of the
    /// game.
    ///
    /// # Errors
    /// [`FactsError`] for facts a record cannot hold ([`Facts::check`]);
    /// the game keeps its facts then.
    pub fn set_facts(&mut self, facts: Facts) -> Result<(), FactsError> {
        facts.check()?;
        self.facts = facts;
        Ok(())
    }

    /// The rules.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// Where the game stands.
    #[must_use]
    pub const fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The position the game started from (its turn is the starter once the
    /// roll-off is done).
    #[must_use]
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// The position before the current throw's moves.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The position with the current throw's moves so far applied (what a
    /// board shows). Same side to move.
    #[must_use]
    pub fn board(&self) -> Position {
        match &self.phase {
            Phase::Moving { taken, .. } => {
                taken.iter().fold(self.position, |pos, m| pos.after_move(m))
            }
            _ => self.position,
        }
    }

    /// The rounds of the roll-off, each `[A's throw, B's throw]`.
    #[must_use]
    pub fn roll_off_rounds(&self) -> &[RollOffRound] {
        &self.roll_off
    }

    /// Every completed throw so far, in order.
    #[must_use]
    pub fn record(&self) -> &[TurnRecord] {
        &self.record
    }

    /// The index (from 0) of the game's next throw of the dice, or of the
    /// throw in use: two for each roll-off round (A's throw, then B's), then
    /// one for each completed throw of the record. What
    /// [`crate::ThrowSeededDice::at`] takes to throw on from here.
    #[must_use]
    pub fn throw_index(&self) -> usize {
        2 * self.roll_off.len() + self.record.len()
    }

    /// The outcome, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    /// The game as it stood after its first `throws` completed throws (the
    /// roll-off kept): for replaying a game step by step and playing on from
    /// any step. The throw in use, if any, is dropped (its moves are not in
    /// the record); `throws` beyond the record counts as all of it.
    #[must_use]
    pub fn after_throws(&self, throws: usize) -> Game {
        let throws = throws.min(self.record.len());
        if throws == self.record.len() && !matches!(self.phase, Phase::Moving { .. }) {
            return self.clone();
        }
        let record = self.record[..throws].to_vec();
        let position = record
            .iter()
            .fold(self.start, |pos, t| pos.play_unchecked(&t.play));
        // A record that is not empty follows the roll-off (if any), so the
        // game stands at a throw or at its end.
        let phase = match position.outcome() {
            Some(o) => Phase::Over(o),
            None => Phase::AwaitingThrow,
        };
        Game {
            rules: self.rules,
            start: self.start,
            roll_off: self.roll_off.clone(),
            record,
            position,
            phase,
            takebacks: self
                .takebacks
                .iter()
                .copied()
                .filter(|&kept| kept < throws)
                .collect(),
            facts: self.facts.clone(),
        }
    }

    /// The takebacks of the game ([`Game::take_back`]), in the order they
    /// were made: each the number of completed throws it kept, so the
    /// throw it went back to is the record's throw at that index (from 0;
    /// the record's `Takebacks` tag writes it from 1). A takeback that went
    /// back past an earlier one leaves the earlier one listed: the list is
    /// what happened, not what the record still shows. Kept by
    /// [`Game::after_throws`] for the throws it keeps (those below its
    /// `throws`).
    #[must_use]
    pub fn takebacks(&self) -> &[usize] {
        &self.takebacks
    }

    /// The game's takebacks replaced by `takebacks` (for the record and
    /// share code readers, which replay the throws first).
    pub(crate) fn set_takebacks(&mut self, takebacks: Vec<usize>) {
        self.takebacks = takebacks;
    }

    /// The completed throw a takeback by `side` would go back to
    /// ([`Game::take_back`]): the index in the record (from 0) of `side`'s
    /// last throw that was not lost. `None` in the roll-off, once the game
    /// is over, or when `side` has played no throw yet (a lost throw has
    /// nothing to take back: played again, it would be lost again).
    #[must_use]
    pub fn take_back_target(&self, side: Side) -> Option<usize> {
        match self.phase {
            Phase::RollOff | Phase::Over(_) => None,
            _ => self
                .record
                .iter()
                .rposition(|t| t.side == side && !t.play.is_empty()),
        }
    }

    /// `side` takes back its last played throw and everything after it
    /// (the other side's replies, and the throw in use, whoever's): the
    /// game stands at the start of that throw again, with the same dice in
    /// hand and no move made ([`Phase::Moving`]), so the player plays the
    /// same throw again; no new dice are thrown. Returns that throw. The
    /// takeback is counted ([`Game::takebacks`]; the record's `Takebacks`
    /// tag, docs/notation.md).
    ///
    /// The dice after it: [`Game::throw_index`] is that throw's index
    /// again, so a game whose dice come from [`crate::ThrowSeededDice`]
    /// throws the same later throws as before the takeback (the page's
    /// seeded games). Other dice sources throw what they throw: the throws
    /// taken back are not kept (docs/notation.md, "Takebacks").
    ///
    /// ```
    /// use daldos::{Game, Phase, Rules, Side, Throw};
    /// let mut game = Game::from_position(daldos::Position::new(Rules::NORWEGIAN));
    /// let t: Throw = "1+3".parse()?;
    /// game.throw_with(t)?;
    /// let m = game.legal_next_moves()[0];
    /// game.make_move(m)?;
    /// // B replies with a throw it cannot use (recorded as lost).
    /// game.throw_with("2+3".parse()?)?;
    /// assert_eq!(game.record().len(), 2);
    /// assert_eq!(game.take_back(Side::A)?, t);
    /// assert_eq!(game.record().len(), 0);
    /// assert_eq!(*game.phase(), Phase::Moving { throw: t, taken: vec![] });
    /// assert_eq!(game.takebacks(), &[0]);
    /// assert!(game.to_record().contains("[Takebacks \"1\"]"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`GameError::GameOver`] once the game is over (by the rules or a
    /// resignation), [`GameError::RollOffPending`] in the roll-off,
    /// [`GameError::NothingToTakeBack`] when `side` has played no throw
    /// ([`Game::take_back_target`]). The game is unchanged.
    pub fn take_back(&mut self, side: Side) -> Result<Throw, GameError> {
        match self.phase {
            Phase::Over(o) => return Err(GameError::GameOver(o)),
            Phase::RollOff => return Err(GameError::RollOffPending),
            _ => {}
        }
        let kept = self
            .take_back_target(side)
            .ok_or(GameError::NothingToTakeBack)?;
        let throw = self.record[kept].play.throw;
        self.record.truncate(kept);
        self.position = self
            .record
            .iter()
            .fold(self.start, |pos, t| pos.play_unchecked(&t.play));
        self.phase = Phase::Moving {
            throw,
            taken: Vec::new(),
        };
        self.takebacks.push(kept);
        Ok(throw)
    }

    /// The current throw and the moves made with it, if a throw is in use.
    #[must_use]
    pub fn current_throw(&self) -> Option<(Throw, &[Move])> {
        match &self.phase {
            Phase::Moving { throw, taken } => Some((*throw, taken)),
            _ => None,
        }
    }

    /// Which of the current throw's two dice (`throw.0`, `throw.1`) the moves
    /// made so far have spent: a summed move spends both; a single move the
    /// first unspent die of its value. `[false, false]` when no throw is in
    /// use.
    #[must_use]
    pub fn dice_used(&self) -> [bool; 2] {
        let mut used = [false; 2];
        if let Phase::Moving { throw, taken } = &self.phase {
            for m in taken {
                if m.is_summed() {
                    used = [true, true];
                } else if !used[0] && throw.0 == m.first {
                    used[0] = true;
                } else {
                    used[1] = true;
                }
            }
        }
        used
    }

    /// Whether the side to move is on an extra throw: its last completed
    /// throw was 1+1 (docs/rules.md, "Moves"), so it throws (or, once
    /// thrown, moves) again; `false` once the game is over.
    #[must_use]
    pub fn extra_throw_pending(&self) -> bool {
        self.outcome().is_none()
            && self
                .record
                .last()
                .is_some_and(|t| t.play.throw.is_dal_dal() && t.side == self.position.turn())
    }

    /// The moves of the last play shown on the board: the current throw's
    /// moves so far if any are made, else the last completed play that was
    /// not lost (empty before any).
    #[must_use]
    pub fn last_moves(&self) -> Vec<Move> {
        match &self.phase {
            Phase::Moving { taken, .. } if !taken.is_empty() => taken.clone(),
            _ => self
                .record
                .iter()
                .rev()
                .find(|t| !t.play.is_empty())
                .map(|t| t.play.moves().copied().collect())
                .unwrap_or_default(),
        }
    }

    /// One round of the roll-off with given throws for A and B. Returns the
    /// starter, or `None` on equal sums (throw again).
    ///
    /// # Errors
    /// [`GameError::RollOffDone`] if the starter is already decided.
    pub fn roll_off_with(&mut self, a: Throw, b: Throw) -> Result<Option<Side>, GameError> {
        if self.phase != Phase::RollOff {
            return Err(GameError::RollOffDone);
        }
        self.roll_off.push([a, b]);
        let starter = match a.sum().cmp(&b.sum()) {
            std::cmp::Ordering::Greater => Side::A,
            std::cmp::Ordering::Less => Side::B,
            std::cmp::Ordering::Equal => return Ok(None),
        };
        self.start = self.start.with_turn(starter);
        self.position = self.start;
        self.phase = Phase::AwaitingThrow;
        Ok(Some(starter))
    }

    /// The whole roll-off with `dice`: both throw until the sums differ; the
    /// higher sum starts. The roll-off throws are not played.
    ///
    /// # Errors
    /// [`GameError::RollOffDone`] if the starter is already decided.
    pub fn roll_off(&mut self, mut dice: impl DiceSource) -> Result<Side, GameError> {
        loop {
            let (a, b) = (dice.throw(), dice.throw());
            if let Some(starter) = self.roll_off_with(a, b)? {
                return Ok(starter);
            }
        }
    }

    /// Throws `dice` for the side to move; see [`Game::throw_with`].
    ///
    /// # Errors
    /// As [`Game::throw_with`].
    pub fn throw(&mut self, mut dice: impl DiceSource) -> Result<ThrowKind, GameError> {
        self.check_can_throw()?;
        self.throw_with(dice.throw())
    }

    fn check_can_throw(&self) -> Result<(), GameError> {
        match &self.phase {
            Phase::AwaitingThrow => Ok(()),
            Phase::RollOff => Err(GameError::RollOffPending),
            Phase::Moving { .. } => Err(GameError::ThrowInProgress),
            Phase::Over(o) => Err(GameError::GameOver(*o)),
        }
    }

    /// Uses `throw` as the side to move's next throw. A throw that cannot
    /// be used at all is recorded as lost at once, and play moves on (to the
    /// same side again after 1+1).
    ///
    /// # Errors
    /// [`GameError::RollOffPending`], [`GameError::ThrowInProgress`] or
    /// [`GameError::GameOver`] when it is not time to throw.
    pub fn throw_with(&mut self, throw: Throw) -> Result<ThrowKind, GameError> {
        self.check_can_throw()?;
        let plays = self.position.legal_plays(throw);
        if plays.iter().all(Play::is_empty) {
            self.commit(Play::lost(throw));
            return Ok(ThrowKind::Lost);
        }
        self.phase = Phase::Moving {
            throw,
            taken: Vec::new(),
        };
        let full = plays.iter().any(|p| {
            p.len() == 2 || p.moves().any(Move::is_summed) || p.position_wins(&self.position)
        });
        Ok(if full {
            ThrowKind::Full
        } else {
            ThrowKind::Partial
        })
    }

    /// The legal next moves of the current throw (empty when no throw is in
    /// use). Every one of them can be completed into a legal play.
    #[must_use]
    pub fn legal_next_moves(&self) -> Vec<Move> {
        match &self.phase {
            Phase::Moving { throw, taken } => self.position.legal_next_moves(*throw, taken),
            _ => Vec::new(),
        }
    }

    /// Why the piece on `hole` has no legal next move now, or `None` when
    /// it has one ([`Position::why_no_move`] with the current throw):
    /// [`NoMove::GameOver`] once the game is over, [`NoMove::NoThrow`] in
    /// the roll-off and before the side to move has thrown.
    #[must_use]
    pub fn why_no_move(&self, hole: Hole) -> Option<NoMove> {
        match &self.phase {
            Phase::Over(_) => Some(NoMove::GameOver),
            Phase::RollOff | Phase::AwaitingThrow => Some(NoMove::NoThrow),
            Phase::Moving { throw, taken } => self.position.why_no_move(*throw, taken, hole),
        }
    }

    /// The rest of the current throw when there is nothing to choose: the
    /// moves still to make of its one play ([`Position::forced_play`] from
    /// the moves made so far), in order. `None` without a throw in use or
    /// when two ways to finish it lead to different positions.
    #[must_use]
    pub fn forced_moves(&self) -> Option<Vec<Move>> {
        let (throw, taken) = self.current_throw()?;
        let play = self.position.forced_play(throw, taken)?;
        Some(play.moves().skip(taken.len()).copied().collect())
    }

    /// Makes one move of the current throw. When the moves made form a
    /// complete legal play, the play is recorded and the game moves on;
    /// returns whether that happened.
    ///
    /// # Errors
    /// [`GameError::NoThrow`] / [`GameError::GameOver`] out of turn,
    /// [`GameError::IllegalMove`] if `m` is not a legal next move.
    pub fn make_move(&mut self, m: Move) -> Result<bool, GameError> {
        let (throw, mut taken) = match &self.phase {
            Phase::Moving { throw, taken } => (*throw, taken.clone()),
            Phase::Over(o) => return Err(GameError::GameOver(*o)),
            Phase::RollOff => return Err(GameError::RollOffPending),
            Phase::AwaitingThrow => return Err(GameError::NoThrow),
        };
        if !self.position.legal_next_moves(throw, &taken).contains(&m) {
            return Err(GameError::IllegalMove(format!(
                "{m} is not a legal next move with the throw {throw}"
            )));
        }
        taken.push(m);
        if self.position.is_complete_play(throw, &taken) {
            self.commit(Play::new(throw, &taken));
            Ok(true)
        } else {
            self.phase = Phase::Moving { throw, taken };
            Ok(false)
        }
    }

    /// Takes back the last move of the current, not yet complete, throw.
    ///
    /// # Errors
    /// [`GameError::NothingToUndo`] if no move of the current throw is made.
    pub fn undo_move(&mut self) -> Result<Move, GameError> {
        match &mut self.phase {
            Phase::Moving { taken, .. } => taken.pop().ok_or(GameError::NothingToUndo),
            _ => Err(GameError::NothingToUndo),
        }
    }

    /// `side` resigns: the game is over at once, won by the other side
    /// ([`Outcome::resignation`]; the record's `Termination` tag,
    /// docs/notation.md). Either side may resign at any time before the
    /// end, in the roll-off too, whoever's turn it is. A throw in use is
    /// dropped, its moves taken back: the record holds completed throws
    /// only, and the board stands as it was before that throw.
    ///
    /// ```
    /// use daldos::{Game, Outcome, Rules, Side, SeededDice, Termination};
    /// let mut game = Game::new(Rules::DANISH);
    /// game.roll_off(SeededDice::new(3))?;
    /// let outcome = game.resign(Side::B)?;
    /// assert_eq!(outcome, Outcome::resignation(Side::B));
    /// assert_eq!((outcome.winner, outcome.termination), (Side::A, Termination::Resignation));
    /// assert!(game.to_record().contains("[Result \"a\"]\n[Termination \"resignation\"]"));
    /// # Ok::<(), daldos::GameError>(())
    /// ```
    ///
    /// # Errors
    /// [`GameError::GameOver`] if the game is already over (by the rules
    /// or by a resignation); the game is unchanged.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, GameError> {
        if let Phase::Over(o) = self.phase {
            return Err(GameError::GameOver(o));
        }
        let outcome = Outcome::resignation(side);
        self.phase = Phase::Over(outcome);
        Ok(outcome)
    }

    /// Makes a whole play for the current throw (for computer players).
    ///
    /// # Errors
    /// [`GameError::NoThrow`] if no throw is in use or moves of it were
    /// already made, [`GameError::IllegalMove`] if `play` is not legal for it.
    pub fn make_play(&mut self, play: &Play) -> Result<(), GameError> {
        match &self.phase {
            Phase::Moving { throw, taken } if taken.is_empty() && *throw == play.throw => {}
            Phase::Over(o) => return Err(GameError::GameOver(*o)),
            _ => return Err(GameError::NoThrow),
        }
        if !self.position.legal_plays(play.throw).contains(play) {
            return Err(GameError::IllegalMove(format!(
                "{play} is not a legal play of {}",
                play.throw
            )));
        }
        self.commit(*play);
        Ok(())
    }

    /// Uses the throw of `play` as the side to move's next throw and records
    /// `play` for it, as [`Game::throw_with`] and then each of its moves by
    /// [`Game::make_move`] would, without listing the legal plays again:
    /// for the record reader, which has found `play` among them (a lost
    /// play only when the throw cannot be used at all).
    pub(crate) fn record_checked_play(&mut self, play: Play) -> Result<(), GameError> {
        self.check_can_throw()?;
        self.commit(play);
        Ok(())
    }

    fn commit(&mut self, play: Play) {
        self.record.push(TurnRecord {
            side: self.position.turn(),
            play,
        });
        self.position = self.position.play_unchecked(&play);
        self.phase = match self.position.outcome() {
            Some(o) => Phase::Over(o),
            None => Phase::AwaitingThrow,
        };
    }
}

impl Play {
    /// Whether this play ends the game in `before`'s side's favour.
    #[must_use]
    pub fn position_wins(&self, before: &Position) -> bool {
        before.play_unchecked(self).has_lost(before.turn().other())
    }
}
