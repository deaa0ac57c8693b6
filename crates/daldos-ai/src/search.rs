//! Expectiminimax over the dice.
//!
//! A position where a side must throw is a **chance node**: its value (the
//! win chance of the side to throw) is the weighted average, over the 10
//! distinct throws ([`Throw::DISTINCT`], weights out of 16), of the best
//! play of that throw. After 1+1 the same side throws again, so the child is
//! a chance node of the *same* side and its value is taken as it is; after
//! any other throw the child belongs to the other side and its value is
//! `1 - v`. A finished game is worth 1 to the winner and 0 to the loser. At
//! depth 0 the [`Evaluator`] gives the value.
//!
//! Pruning stays exact (the value and the chosen play are those of the full
//! search): alpha-beta at the play choices, and at chance nodes the *Star1*
//! bound of Ballard (1983): all values lie in `0..=1`, so once the throws
//! seen so far make the average certainly fall outside the window, the
//! remaining throws are skipped.

use daldos::{Move, Play, Position, PositionKey, Side, Throw};

use crate::budget::{Budget, Clock};
use crate::eval::{final_value, for_side, Evaluator};

/// A search with its evaluator and counters. Reuse it between calls to keep
/// its buffers.
pub struct Search<'e, E: Evaluator + ?Sized> {
    eval: &'e E,
    /// Evaluator calls and finished positions reached since creation.
    pub leaves: u64,
    /// Of [`Search::leaves`], the evaluator calls at the search's horizon
    /// (positions not finished).
    pub evaluated: u64,
    /// Stop deepening (see [`Search::best_play_within`]) once `leaves`
    /// passes this.
    pub leaf_budget: u64,
    /// A clock and the time on it (ms) at which to stop, if time counts.
    deadline: Option<(&'e dyn Clock, f64)>,
    /// The next [`Search::leaves`] count at which to read the clock.
    next_check: u64,
    aborted: bool,
    plays: Vec<Play>,
    pool: Vec<Vec<(Play, Position)>>,
    /// Positions the root's plays may not lead to ([`Search::excluding`]).
    skip: Vec<PositionKey>,
}

/// Leaves between two readings of the clock of a time budget (about a
/// millisecond of search natively).
const CLOCK_EVERY: u64 = 512;

/// What [`Search::deepen`] found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Deepened {
    /// The best play found.
    pub play: Play,
    /// Its value for the side to throw (0..=1), from the deepest search
    /// that rated it.
    pub value: f64,
    /// The deepest search completed (1 if only the plays' results were
    /// evaluated).
    pub depth: u32,
    /// Whether the search one play deeper than `depth` had started, rated
    /// the previous best play and was cut short by the budget; `play` is
    /// then the best of the plays it rated.
    pub partial: bool,
    /// Leaves visited.
    pub leaves: u64,
}

/// Appends to `out` the legal plays of `throw` in `pos`, one per distinct
/// resulting position, with that position. `plays` is scratch space.
pub fn distinct_children(
    pos: &Position,
    throw: Throw,
    plays: &mut Vec<Play>,
    out: &mut Vec<(Play, Position)>,
) {
    distinct_children_from(pos, throw, &[], plays, out);
}

/// Like [`distinct_children`], but only the plays that begin with the moves
/// `taken` (a throw partly used already, e.g. a game resumed between the two
/// moves of a throw). Plays are filtered before duplicates are removed, so
/// every position reachable from `taken` is kept.
pub fn distinct_children_from(
    pos: &Position,
    throw: Throw,
    taken: &[Move],
    plays: &mut Vec<Play>,
    out: &mut Vec<(Play, Position)>,
) {
    pos.legal_plays_into(throw, plays);
    let start = out.len();
    for p in plays.iter().filter(|p| p.starts_with(taken)) {
        let after = pos.play_unchecked(p);
        let key = after.key();
        if !out[start..].iter().any(|(_, q)| q.key() == key) {
            out.push((*p, after));
        }
    }
}

impl<'e, E: Evaluator + ?Sized> Search<'e, E> {
    /// A search using `eval` at its leaves.
    pub fn new(eval: &'e E) -> Self {
        Search {
            eval,
            leaves: 0,
            evaluated: 0,
            leaf_budget: u64::MAX,
            deadline: None,
            next_check: CLOCK_EVERY,
            aborted: false,
            plays: Vec::new(),
            pool: Vec::new(),
            skip: Vec::new(),
        }
    }

    /// This search with the root's plays that lead to `positions` left out
    /// (of [`Search::best_play_from`], [`Search::deepen`] and the searches
    /// built on them): the best *other* play, e.g. the runner-up beside a
    /// hint ([`crate::Engine::runner_up`]). Deeper plays are not affected.
    #[must_use]
    pub fn excluding(mut self, positions: &[Position]) -> Self {
        self.skip = positions.iter().map(Position::key).collect();
        self
    }

    /// The root's distinct plays of `throw` beginning with `taken`, less
    /// those [`Search::excluding`] leaves out.
    fn root_children(
        &mut self,
        pos: &Position,
        throw: Throw,
        taken: &[Move],
    ) -> Vec<(Play, Position)> {
        let mut kids = Vec::new();
        distinct_children_from(pos, throw, taken, &mut self.plays, &mut kids);
        if !self.skip.is_empty() {
            kids.retain(|(_, c)| !self.skip.contains(&c.key()));
        }
        kids
    }

    /// Value of `child` for `side` (who just played into it), searching
    /// `depth` more plays.
    fn child_value(
        &mut self,
        side: Side,
        child: &Position,
        depth: u32,
        alpha: f64,
        beta: f64,
    ) -> f64 {
        if let Some(v) = final_value(child, side) {
            self.leaves += 1;
            return v;
        }
        if depth == 0 {
            self.leaves += 1;
            self.evaluated += 1;
            return for_side(child, side, self.eval.win_chance(child));
        }
        if child.turn() == side {
            self.chance(child, depth, alpha, beta)
        } else {
            1.0 - self.chance(child, depth, 1.0 - beta, 1.0 - alpha)
        }
    }

    /// Value of the chance node `pos` (side to throw's win chance), `depth`
    /// plays deep (`depth >= 1`), within the window `(alpha, beta)`: exact
    /// inside it, else a bound on the same side of the window.
    fn chance(&mut self, pos: &Position, depth: u32, alpha: f64, beta: f64) -> f64 {
        if self.leaves > self.leaf_budget || self.out_of_time() {
            self.aborted = true;
        }
        if self.aborted {
            return 0.0;
        }
        let mut sum = 0.0;
        let mut rest = 1.0;
        for (throw, w) in Throw::DISTINCT {
            let p = f64::from(w) / 16.0;
            rest -= p;
            // Window for this throw: outside it, the average is known to
            // leave (alpha, beta) whatever the remaining throws give.
            let a = (alpha - sum - rest) / p;
            let b = (beta - sum) / p;
            let v = self.max_node(pos, throw, depth, a, b);
            if v <= a {
                return sum + p * v + rest;
            }
            if v >= b {
                return sum + p * v;
            }
            sum += p * v;
        }
        sum
    }

    /// Best value over the plays of `throw` in `pos` for the side to throw
    /// (fail-soft alpha-beta).
    fn max_node(&mut self, pos: &Position, throw: Throw, depth: u32, alpha: f64, beta: f64) -> f64 {
        let mut kids = self.pool.pop().unwrap_or_default();
        kids.clear();
        distinct_children(pos, throw, &mut self.plays, &mut kids);
        let side = pos.turn();
        if depth >= 2 {
            self.order(side, &mut kids);
        }
        let mut best = f64::NEG_INFINITY;
        let mut a = alpha;
        for (_, child) in &kids {
            let v = self.child_value(side, child, depth - 1, a, beta);
            if v > best {
                best = v;
                if v > a {
                    a = v;
                }
                if v >= beta {
                    break;
                }
            }
        }
        self.pool.push(kids);
        best
    }

    /// Whether the time budget is spent (the clock is read once every
    /// [`CLOCK_EVERY`] leaves).
    fn out_of_time(&mut self) -> bool {
        let Some((clock, stop)) = self.deadline else {
            return false;
        };
        if self.leaves < self.next_check {
            return false;
        }
        self.next_check = self.leaves + CLOCK_EVERY;
        clock.now_ms() >= stop
    }

    /// Sorts `kids` best first for `side` by the evaluator (wins first).
    fn order(&mut self, side: Side, kids: &mut [(Play, Position)]) {
        let eval = self.eval;
        let guess = |pos: &Position| {
            final_value(pos, side)
                .map_or_else(|| for_side(pos, side, eval.win_chance(pos)), |v| v + 1.0)
        };
        kids.sort_by(|x, y| guess(&y.1).total_cmp(&guess(&x.1)));
    }

    /// The exact expectiminimax value of `pos` for the side to throw,
    /// `depth` plays deep (`depth` 0 is the evaluator itself).
    pub fn value(&mut self, pos: &Position, depth: u32) -> f64 {
        if let Some(v) = final_value(pos, pos.turn()) {
            return v;
        }
        if depth == 0 {
            return self.eval.win_chance(pos);
        }
        self.chance(pos, depth, -1.0, 2.0)
    }

    /// The exact value of `play` (a legal play in `pos`) for the side to
    /// throw in `pos`, `depth` plays deep counting the play itself (`depth
    /// >= 1`): the value [`Search::play_values`] gives that play.
    pub fn play_value(&mut self, pos: &Position, play: &Play, depth: u32) -> f64 {
        let after = pos.play_unchecked(play);
        self.child_value(pos.turn(), &after, depth.max(1) - 1, -1.0, 2.0)
    }

    /// Every distinct play of `throw` in `pos` with its exact value for the
    /// side to throw, `depth` plays deep (`depth >= 1`), best first.
    pub fn play_values(&mut self, pos: &Position, throw: Throw, depth: u32) -> Vec<(Play, f64)> {
        let mut kids = Vec::new();
        distinct_children(pos, throw, &mut self.plays, &mut kids);
        let side = pos.turn();
        let mut out: Vec<(Play, f64)> = kids
            .iter()
            .map(|(p, c)| (*p, self.child_value(side, c, depth.max(1) - 1, -1.0, 2.0)))
            .collect();
        out.sort_by(|x, y| y.1.total_cmp(&x.1));
        out
    }

    /// The best play of `throw` in `pos` and its exact value for the side
    /// to throw, `depth` plays deep (`depth >= 1`). `None` if the game is
    /// over.
    pub fn best_play(&mut self, pos: &Position, throw: Throw, depth: u32) -> Option<(Play, f64)> {
        self.best_play_from(pos, throw, &[], depth)
    }

    /// Like [`Search::best_play`], among the plays that begin with the moves
    /// `taken` only (see [`distinct_children_from`]). `None` if the game is
    /// over or no legal play begins with `taken`.
    pub fn best_play_from(
        &mut self,
        pos: &Position,
        throw: Throw,
        taken: &[Move],
        depth: u32,
    ) -> Option<(Play, f64)> {
        let mut kids = self.root_children(pos, throw, taken);
        let side = pos.turn();
        let depth = depth.max(1);
        if depth >= 2 {
            self.order(side, &mut kids);
        }
        let mut best: Option<(Play, f64)> = None;
        for (p, c) in &kids {
            let alpha = best.map_or(-1.0, |b| b.1);
            let v = self.child_value(side, c, depth - 1, alpha, 2.0);
            if best.is_none_or(|b| v > b.1) {
                best = Some((*p, v));
            }
        }
        best
    }

    /// Like [`Search::best_play`] at `depth`, but gives up if more than
    /// `budget` leaves would be visited, returning `None` then.
    pub fn best_play_within(
        &mut self,
        pos: &Position,
        throw: Throw,
        depth: u32,
        budget: u64,
    ) -> Option<(Play, f64)> {
        self.best_play_within_from(pos, throw, &[], depth, budget)
    }

    /// [`Search::best_play_within`] among the plays that begin with `taken`.
    pub fn best_play_within_from(
        &mut self,
        pos: &Position,
        throw: Throw,
        taken: &[Move],
        depth: u32,
        budget: u64,
    ) -> Option<(Play, f64)> {
        self.aborted = false;
        self.leaf_budget = self.leaves.saturating_add(budget);
        let r = self.best_play_from(pos, throw, taken, depth);
        self.leaf_budget = u64::MAX;
        // Clear the flag: a search after this one (the fallback at a lower
        // depth) must not see it, or every chance node would answer 0.
        if std::mem::replace(&mut self.aborted, false) {
            None
        } else {
            r
        }
    }

    /// The best play of `throw` in `pos` among those that begin with
    /// `taken`, by iterative deepening: the plays' results are evaluated
    /// (one play deep), then searched two plays deep, three, … up to
    /// `max_depth` (at least 1), each search trying the plays in the order
    /// of the one before (best first), until `budget` is spent. The play
    /// of the deepest completed search is chosen, or, if the search that
    /// was cut short had rated the previous best play, the best of the plays
    /// it rated (their values at that depth are exact where they beat it).
    /// Deepening also stops early when a search reached no position that
    /// needed the evaluator (the game's end is within reach of every line:
    /// deeper cannot change the values). One play deep is always
    /// completed, whatever the budget. A single play is searched all the
    /// same, for its value (a player that needs no value can skip the
    /// search then). `None` if the game is over or no legal play begins
    /// with `taken`.
    ///
    /// With a leaf budget only, the result is the same every time.
    pub fn deepen(
        &mut self,
        pos: &Position,
        throw: Throw,
        taken: &[Move],
        max_depth: u32,
        budget: Budget<'e>,
    ) -> Option<Deepened> {
        let start = self.leaves;
        let kids = self.root_children(pos, throw, taken);
        let side = pos.turn();
        let before = self.evaluated;
        let mut rated: Vec<(Play, Position, f64)> = kids
            .iter()
            .map(|(p, c)| (*p, *c, self.child_value(side, c, 0, -1.0, 2.0)))
            .collect();
        rated.sort_by(|x, y| y.2.total_cmp(&x.2));
        let first = rated.first()?;
        let mut found = Deepened {
            play: first.0,
            value: first.2,
            depth: 1,
            partial: false,
            leaves: 0,
        };
        let mut open = self.evaluated > before;
        self.aborted = false;
        self.leaf_budget = start.saturating_add(budget.leaves);
        self.deadline = budget.time.map(|(clock, ms)| (clock, clock.now_ms() + ms));
        self.next_check = self.leaves;
        let mut depth = 2;
        while depth <= max_depth && open && !self.aborted {
            let before = self.evaluated;
            let mut best: Option<(usize, f64)> = None;
            let mut values = Vec::with_capacity(rated.len());
            for (i, (_, child, _)) in rated.iter().enumerate() {
                let alpha = best.map_or(-1.0, |b| b.1);
                let v = self.child_value(side, child, depth - 1, alpha, 2.0);
                if self.aborted {
                    break;
                }
                values.push(v);
                if best.is_none_or(|b| v > b.1) {
                    best = Some((i, v));
                }
            }
            if let Some((i, v)) = best {
                found.play = rated[i].0;
                found.value = v;
            }
            if self.aborted {
                found.partial = best.is_some();
                break;
            }
            found.depth = depth;
            for (r, v) in rated.iter_mut().zip(values) {
                r.2 = v;
            }
            // Stable: equal values keep the order of the search before.
            rated.sort_by(|x, y| y.2.total_cmp(&x.2));
            open = self.evaluated > before;
            depth += 1;
        }
        self.leaf_budget = u64::MAX;
        self.deadline = None;
        self.aborted = false;
        found.leaves = self.leaves - start;
        Some(found)
    }
}
