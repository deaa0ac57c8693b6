//! A Monte Carlo tree search baseline: UCT (Kocsis and Szepesvári, "Bandit
//! based Monte-Carlo planning", ECML 2006) as general game systems play
//! Daldøs, inside our own rules, so that the engine can be measured against
//! a real search and not only against greedy play (docs/ai.md).
//!
//! * **Selection**: UCB1 (Auer, Cesa-Bianchi and Fischer, 2002) at the play
//!   choices: the child maximising `w/n + c·√(ln N / n)` with `c = √2`,
//!   where `w/n` is the child's win rate for the side that made its play
//!   and `N` its parent's visits. Unvisited plays are tried first, in a
//!   random order.
//! * **Chance nodes are sampled**: after a play, the next throw is drawn
//!   (each of the 16 ordered throws with chance 1/16) and the tree goes on
//!   under that throw; each throw gets its own subtree.
//! * **Expansion**: one new play per iteration.
//! * **Simulation**: a full random playout to the end of the game with
//!   [`daldos::Playout`] (every throw's position uniformly among the
//!   distinct positions it leads to).
//! * **Decision**: the most visited play at the root.
//!
//! Deterministic for its seed: the same seed and the same calls give the
//! same plays.

use daldos::{Move, Play, Playout, Position, Side, Throw};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use daldos_ai::search::distinct_children_from;
use daldos_ai::Bot;

/// The exploration constant of UCB1: √2.
pub const EXPLORATION: f64 = std::f64::consts::SQRT_2;

/// The UCT player: `playouts` iterations (each one random playout) per
/// play chosen. Its name is `uct<playouts>`, e.g. `uct1000`.
#[derive(Debug)]
pub struct UctBot {
    playouts: u32,
    rng: StdRng,
    playout: Playout,
}

/// A play choice: the side to move in `pos` with `throw`.
struct Decision {
    /// Plays not tried yet, with the positions they lead to.
    untried: Vec<(Play, Position)>,
    /// Tried plays.
    children: Vec<Child>,
    visits: u32,
}

/// A play tried at a [`Decision`], with its statistics.
struct Child {
    play: Play,
    after: Position,
    visits: u32,
    /// Wins of the side that made the play, over `visits` playouts.
    wins: u32,
    /// The decision after each of the 16 ordered throws, once reached
    /// (index into the tree's decisions).
    next: [Option<usize>; 16],
}

/// Index of `throw` among the 16 ordered throws.
fn throw_index(throw: Throw) -> usize {
    usize::from(throw.0.value() - 1) * 4 + usize::from(throw.1.value() - 1)
}

/// The plays of `throw` in `pos` that begin with `taken`, one per distinct
/// resulting position; the lost play alone if the throw cannot be used.
fn plays(pos: &Position, throw: Throw, taken: &[Move]) -> Vec<(Play, Position)> {
    let mut out = Vec::new();
    distinct_children_from(pos, throw, taken, &mut Vec::new(), &mut out);
    if out.is_empty() {
        let lost = Play::lost(throw);
        out.push((lost, pos.play_unchecked(&lost)));
    }
    out
}

impl UctBot {
    /// A UCT player with `playouts` iterations per play (at least 1),
    /// seeded with `seed` (its choices, the sampled throws and the
    /// playouts).
    #[must_use]
    pub fn new(playouts: u32, seed: u64) -> UctBot {
        UctBot {
            playouts: playouts.max(1),
            rng: StdRng::seed_from_u64(seed),
            playout: Playout::new(seed ^ 0x9e37_79b9_7f4a_7c15),
        }
    }

    /// The bot for the name `uct<playouts>` (1..=10,000,000 playouts).
    #[must_use]
    pub fn parse(name: &str, seed: u64) -> Option<UctBot> {
        let n: u32 = name.strip_prefix("uct")?.parse().ok()?;
        (1..=10_000_000).contains(&n).then(|| UctBot::new(n, seed))
    }

    /// Runs the search from `pos` with `throw` (plays beginning with
    /// `taken` only) and returns the root's plays with their visits and
    /// wins, most visited first.
    pub fn search(
        &mut self,
        pos: &Position,
        throw: Throw,
        taken: &[Move],
    ) -> Vec<(Play, u32, u32)> {
        let mut tree = vec![self.decision(pos, throw, taken)];
        for _ in 0..self.playouts {
            self.iterate(&mut tree);
        }
        let mut out: Vec<(Play, u32, u32)> = tree[0]
            .children
            .iter()
            .map(|c| (c.play, c.visits, c.wins))
            .chain(tree[0].untried.iter().map(|(p, _)| (*p, 0, 0)))
            .collect();
        out.sort_by_key(|s| std::cmp::Reverse(s.1));
        out
    }

    fn decision(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Decision {
        let mut untried = plays(pos, throw, taken);
        // Tried in a random order.
        for i in (1..untried.len()).rev() {
            let j = self.rng.random_range(0..=i);
            untried.swap(i, j);
        }
        Decision {
            untried,
            children: Vec::new(),
            visits: 0,
        }
    }

    /// One iteration: select down the tree, expand one play, play out,
    /// and count the result on the way back.
    fn iterate(&mut self, tree: &mut Vec<Decision>) {
        // The path: (decision, child index, side that made the play).
        let mut path: Vec<(usize, usize, Side)> = Vec::new();
        let mut node = 0;
        let winner = loop {
            let d = &mut tree[node];
            d.visits += 1;
            if let Some((play, after)) = d.untried.pop() {
                d.children.push(Child {
                    play,
                    after,
                    visits: 0,
                    wins: 0,
                    next: [None; 16],
                });
                let i = d.children.len() - 1;
                path.push((node, i, side_of(&after, play)));
                break self.playout.play_out(&after).winner;
            }
            let i = ucb1(d);
            let child = &d.children[i];
            let after = child.after;
            path.push((node, i, side_of(&after, child.play)));
            if let Some(outcome) = after.outcome() {
                break outcome.winner;
            }
            let throw = self.playout.throw();
            let k = throw_index(throw);
            node = match tree[node].children[i].next[k] {
                Some(next) => next,
                None => {
                    let fresh = self.decision(&after, throw, &[]);
                    tree.push(fresh);
                    let id = tree.len() - 1;
                    tree[node].children[i].next[k] = Some(id);
                    id
                }
            };
        };
        for (d, i, mover) in path {
            let child = &mut tree[d].children[i];
            child.visits += 1;
            if mover == winner {
                child.wins += 1;
            }
        }
    }
}

/// The side that made `play` leading to `after`: after 1+1 it throws
/// again, so it is still the side to move; otherwise, and whenever the game
/// is over, the turn has passed to the other side (see
/// [`Position::play_unchecked`]).
fn side_of(after: &Position, play: Play) -> Side {
    if play.throw.is_dal_dal() && !after.is_game_over() {
        after.turn()
    } else {
        after.turn().other()
    }
}

/// The child UCB1 picks at `d` (every child visited at least once).
fn ucb1(d: &Decision) -> usize {
    let ln_n = f64::from(d.visits.max(1)).ln();
    let score = |c: &Child| {
        let n = f64::from(c.visits.max(1));
        f64::from(c.wins) / n + EXPLORATION * (ln_n / n).sqrt()
    };
    (0..d.children.len())
        .max_by(|&a, &b| score(&d.children[a]).total_cmp(&score(&d.children[b])))
        .unwrap_or(0)
}

impl Bot for UctBot {
    fn name(&self) -> String {
        format!("uct{}", self.playouts)
    }

    fn choose(&mut self, pos: &Position, throw: Throw) -> Play {
        self.choose_from(pos, throw, &[])
    }

    fn choose_from(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Play {
        if pos.is_game_over() {
            return Play::lost(throw);
        }
        self.search(pos, throw, taken)
            .first()
            .map_or(Play::lost(throw), |(play, _, _)| *play)
    }
}
