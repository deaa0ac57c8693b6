//! The one seed mixer of the AI crates: every reproducible stream (a duel's
//! games and bots, a training run's games, a network's first weights, the
//! dice of rollouts) takes its seed from [`mix`].

/// A seed for item `n` of a stream seeded with `seed`: the SplitMix64
/// finaliser (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014) of `seed ^ n × 0x9E37_79B9_7F4A_7C15`. Nearby
/// `seed`s and `n`s give unrelated results; `mix(0, 0)` is 0.
#[must_use]
pub const fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::mix;

    #[test]
    fn known_values() {
        // SplitMix64's first output for state 0 (its increment is the same
        // golden-ratio constant): mix(0, 1).
        assert_eq!(mix(0, 1), 0xE220_A839_7B1D_CDAF);
        assert_eq!(mix(0, 0), 0);
        assert_ne!(mix(1, 2), mix(2, 1));
    }
}
