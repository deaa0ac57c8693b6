//! How long the engine may think about one play: a [`Budget`] of leaves
//! (evaluator calls and finished positions reached), reproducible for tests
//! and duels, and optionally of time on a [`Clock`] (natively
//! [`SystemClock`]; in the browser the web facade's clock on
//! `performance.now()`, since `std::time::Instant` panics on
//! `wasm32-unknown-unknown`).

/// A clock in milliseconds from any fixed start.
pub trait Clock {
    /// Milliseconds since the clock's start (fractions allowed; never
    /// decreasing).
    fn now_ms(&self) -> f64;
}

/// The native clock, `std::time::Instant` (not on
/// `wasm32-unknown-unknown`, where it panics).
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
#[derive(Clone, Copy, Debug)]
pub struct SystemClock(std::time::Instant);

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl SystemClock {
    /// A clock starting now.
    #[must_use]
    pub fn new() -> SystemClock {
        SystemClock(std::time::Instant::now())
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Default for SystemClock {
    fn default() -> SystemClock {
        SystemClock::new()
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
impl Clock for SystemClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// What one search may spend: at most `leaves` leaves and, with a clock,
/// at most `ms` milliseconds on it (whichever ends first). A search that
/// runs out stops where it is (see [`crate::Search::deepen`]).
#[derive(Clone, Copy)]
pub struct Budget<'c> {
    /// Most leaves (evaluator calls and finished positions reached).
    pub leaves: u64,
    /// A clock and the milliseconds allowed on it, if time counts.
    pub time: Option<(&'c dyn Clock, f64)>,
}

impl std::fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.time {
            Some((_, ms)) => write!(f, "Budget({} leaves, {ms} ms)", self.leaves),
            None => write!(f, "Budget({} leaves)", self.leaves),
        }
    }
}

impl<'c> Budget<'c> {
    /// At most `leaves` leaves, no clock: the same search every time.
    #[must_use]
    pub const fn leaves(leaves: u64) -> Budget<'static> {
        Budget { leaves, time: None }
    }

    /// This budget, also ending `ms` milliseconds after the search starts
    /// on `clock`.
    #[must_use]
    pub fn with_time<'d>(self, clock: &'d dyn Clock, ms: f64) -> Budget<'d>
    where
        'c: 'd,
    {
        Budget {
            leaves: self.leaves,
            time: Some((clock, ms)),
        }
    }
}
