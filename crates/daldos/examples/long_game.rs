//! Prints the record of a long seeded game on the Danish board, for the
//! web benchmark's long-game figures (`scripts/bench-web.mjs`, docs/benchmarks.md):
//! `cargo run --release -p daldos --example long_game -- 200000 > long.dgn`.
//!
//! Arguments: the number of completed throws (default 200,000), then
//! optionally `--open`, which goes on to the next throw whose two dice can
//! both be used and leaves it thrown with no move made, as the last line (a
//! game waiting for the player's move; a lost or one-die throw on the way
//! is played and recorded first). The dice come
//! from `SeededDice::new(1)`; each play is one that captures least and,
//! among those, leaves the fewest pieces (of either side) within 1 to 8
//! holes ahead of an enemy piece, so that the game goes on: with this
//! seed it lasts past 200,000 throws. Stops early only if the game ends.
use daldos::{DiceSource, Game, Position, Rules, SeededDice, Side, ThrowKind};

/// Pairs of an enemy piece and a piece within its reach (1 to 8 holes
/// ahead of it on its track), both ways.
fn exposure(p: &Position) -> usize {
    [Side::A, Side::B]
        .into_iter()
        .map(|side| {
            p.holes(side)
                .flat_map(|e| p.holes(side.other()).map(move |o| (e, o)))
                .filter(|&(e, o)| {
                    p.track_distance(side, e, o)
                        .is_some_and(|d| (1..=8).contains(&d))
                })
                .count()
        })
        .sum()
}

/// Makes the play [`main`] chooses for the throw in use (none if there is
/// no such throw).
fn play_on(game: &mut Game) -> Result<(), daldos::GameError> {
    let Some((throw, _)) = game.current_throw() else {
        return Ok(());
    };
    let pos = *game.position();
    let best = pos
        .legal_plays(throw)
        .into_iter()
        .min_by_key(|p| (p.captures(), exposure(&pos.play_unchecked(p))));
    match best {
        Some(play) => game.make_play(&play),
        None => Ok(()),
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let throws: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(200_000);
    let open = args.next().as_deref() == Some("--open");
    let mut dice = SeededDice::new(1);
    let mut game = Game::new(Rules::DANISH);
    game.roll_off(&mut dice)?;
    while game.outcome().is_none() && game.record().len() < throws {
        game.throw_with(dice.throw())?;
        play_on(&mut game)?;
    }
    while open && game.outcome().is_none() {
        match game.throw_with(dice.throw())? {
            ThrowKind::Full => break,
            ThrowKind::Partial => play_on(&mut game)?,
            ThrowKind::Lost => {}
        }
    }
    print!("{}", game.to_record());
    Ok(())
}
