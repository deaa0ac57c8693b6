//! The engine's evaluation, [`StandardEval`]: a trained [`Net`] on the
//! board size it was trained for, else the [`LinearEval`].

use std::sync::Arc;

use daldos::Position;

use crate::eval::{Evaluator, LinearEval};
use crate::net::Net;

/// The engine's evaluation: a trained [`Net`] on the board size it was
/// trained for, else the [`LinearEval`]. It owns its networks (shared,
/// so a clone is cheap: two reference counts).
#[derive(Clone, Debug)]
pub struct StandardEval {
    /// Used on boards no network was trained for.
    pub linear: LinearEval,
    /// Networks, each used on boards of its [`Net::size`].
    pub nets: [Option<Arc<Net>>; 2],
}

impl StandardEval {
    /// The trained evaluation: the linear weights and the bundled networks
    /// ([`crate::net::bundled`]; none without the feature `bundled-nets`).
    #[must_use]
    pub fn trained() -> StandardEval {
        StandardEval {
            linear: LinearEval::trained(),
            nets: crate::net::bundled(),
        }
    }

    /// Only the linear evaluation `linear`, no networks.
    #[must_use]
    pub const fn linear(linear: LinearEval) -> StandardEval {
        StandardEval {
            linear,
            nets: [None, None],
        }
    }

    /// This evaluation with `net` used on boards of its size instead of
    /// the network it had for that size (if any).
    #[must_use]
    pub fn with_net(mut self, net: impl Into<Arc<Net>>) -> StandardEval {
        let net = net.into();
        // The slot of that size, else a free one, else the first.
        let slot = (self.nets.iter())
            .position(|n| n.as_ref().is_some_and(|n| n.size == net.size))
            .or_else(|| self.nets.iter().position(Option::is_none))
            .unwrap_or(0);
        self.nets[slot] = Some(net);
        self
    }

    /// The network used on boards of `size`, if any.
    #[must_use]
    pub fn net_for(&self, size: u8) -> Option<&Net> {
        self.nets
            .iter()
            .flatten()
            .find(|n| n.size == size)
            .map(|n| &**n)
    }
}

impl Default for StandardEval {
    fn default() -> StandardEval {
        StandardEval::trained()
    }
}

impl Evaluator for StandardEval {
    fn win_chance(&self, pos: &Position) -> f64 {
        match self.net_for(pos.size()) {
            Some(net) => net.win_chance(pos),
            None => self.linear.win_chance(pos),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Weights;

    #[test]
    fn a_network_replaces_the_one_of_its_size_only() {
        let w = Weights::trained();
        let eval = StandardEval::linear(LinearEval::trained())
            .with_net(Net::new(12, 2, &w.small, 1))
            .with_net(Net::new(16, 3, &w.large, 2))
            .with_net(Net::new(12, 4, &w.small, 3));
        assert_eq!(eval.net_for(12).map(|n| n.hidden), Some(4));
        assert_eq!(eval.net_for(16).map(|n| n.hidden), Some(3));
        assert!(eval.net_for(9).is_none());
    }

    #[cfg(feature = "bundled-nets")]
    #[test]
    fn the_bundled_networks_read_and_are_used() {
        for &size in crate::net::TRAINED_SIZES {
            let net = crate::net::bundled()
                .into_iter()
                .flatten()
                .find(|n| n.size == size);
            assert!(net.is_some(), "no network for N = {size}");
            let eval = StandardEval::trained();
            assert_eq!(eval.net_for(size), net.as_deref());
        }
        assert!(StandardEval::trained().net_for(9).is_none());
    }
}
