//! The playout path allocates nothing per throw: a counting global
//! allocator sees no allocation while `Playout` plays whole games (its
//! buffer is reserved when it is made), nor while
//! `Position::distinct_positions_into` refills a buffer with room for
//! `Position::MAX_DISTINCT_POSITIONS`.
//!
//! The allocator counts only the allocations of this test's own thread:
//! the test harness's other threads allocate at times of their own (seen
//! on a loaded machine: 4 allocations from outside the playouts).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use daldos::{Playout, Position, Rules, Throw, Variants};

/// The system allocator, counting the allocations and reallocations of
/// the thread that counts.
struct Counting;

thread_local! {
    /// This thread's allocations, once it counts (`None` before).
    static ALLOCATIONS: Cell<Option<usize>> = const { Cell::new(None) };
}

/// One more allocation, if this thread counts.
fn count() {
    // `try_with`: no count while the thread's locals are torn down.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get().map(|n| n + 1)));
}

// SAFETY: every call is passed on unchanged to the system allocator.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's guarantees for `alloc` hold unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: the caller's guarantees for `realloc` hold unchanged.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// This thread's allocations since it began to count.
fn allocations() -> usize {
    ALLOCATIONS.with(|n| {
        if n.get().is_none() {
            n.set(Some(0));
        }
        n.get().unwrap_or(0)
    })
}

#[test]
fn playouts_allocate_nothing_per_throw() {
    let all_variants = Variants {
        stern_most_dal: true,
        capture_both_stops: true,
        last_piece_loses: true,
    };
    let starts = [
        Position::new(Rules::DANISH),
        Position::new(Rules::NORWEGIAN),
        Position::new(Rules::new(16, all_variants).unwrap()),
    ];
    let mut playout = Playout::new(11);
    // Touch the track tables once (built on first use).
    let _ = playout.play_out(&starts[0]);

    let before = allocations();
    let mut throws = 0;
    for _ in 0..100 {
        for start in &starts {
            throws += playout.play_out(start).throws;
        }
    }
    assert_eq!(allocations() - before, 0, "allocations in {throws} throws");
    assert!(throws > 30_000, "{throws} throws");

    // The generator alone, into a buffer with the documented room.
    let mut next = Vec::with_capacity(Position::MAX_DISTINCT_POSITIONS);
    let all: Vec<Throw> = Throw::all().collect();
    let mut pos = starts[0];
    let before = allocations();
    let mut listed = 0;
    for i in 0..4_000 {
        let throw = all[i * 7 % 16];
        if pos.is_game_over() {
            pos = starts[0];
        }
        pos.distinct_positions_into(throw, &mut next);
        listed += next.len();
        pos = next[i % next.len()];
    }
    assert_eq!(allocations() - before, 0, "allocations in 4,000 throws");
    assert!(listed > 4_000, "{listed} positions listed");
}
