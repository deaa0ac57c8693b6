//! The playout path allocates nothing per throw: a counting global
//! allocator sees no allocation while `Playout` plays whole games (its
//! buffer is reserved when it is made), nor while
//! `Position::distinct_positions_into` refills a buffer with room for
//! `Position::MAX_DISTINCT_POSITIONS`.
//!
//! The only test of this file: the allocator counts across threads, so no
//! other test may run beside it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use daldos::{Playout, Position, Rules, Throw, Variants};

/// The system allocator, counting allocations and reallocations.
struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed on unchanged to the system allocator.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's guarantees for `alloc` hold unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's guarantees for `realloc` hold unchanged.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.load(Ordering::Relaxed)
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
