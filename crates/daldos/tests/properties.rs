//! Property tests over random games (proptest): invariants of positions,
//! plays and notation, on every board size and every combination of
//! variants.

use std::collections::HashSet;

use daldos::{
    DiceSource, Game, Move, Play, Position, Row, Rules, SeededDice, Setup, Side, Variants,
};
use proptest::prelude::*;

fn variants(bits: u8) -> Variants {
    Variants {
        stern_most_dal: bits & 1 != 0,
        capture_both_stops: bits & 2 != 0,
        last_piece_loses: bits & 4 != 0,
    }
}

/// All complete plays reachable by choosing move by move.
fn step_by_step(pos: &Position, play_throw: daldos::Throw) -> HashSet<Play> {
    let mut out = HashSet::new();
    let mut stack: Vec<Vec<Move>> = vec![Vec::new()];
    while let Some(taken) = stack.pop() {
        if pos.is_complete_play(play_throw, &taken) {
            out.insert(Play::new(play_throw, &taken));
            continue;
        }
        let next = pos.legal_next_moves(play_throw, &taken);
        assert!(
            !next.is_empty() || taken.is_empty(),
            "dead end after {taken:?}"
        );
        for m in next {
            let mut t = taken.clone();
            t.push(m);
            stack.push(t);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_games_keep_the_invariants(seed in any::<u64>(), size in 6u8..=16, bits in 0u8..8, choice in any::<u64>()) {
        let rules = Rules::new(size, variants(bits)).unwrap();
        let mut dice = SeededDice::new(seed);
        let mut pos = Position::new(rules);
        let mut pick = choice;
        let mut throws = 0;
        while !pos.is_game_over() && throws < 400 {
            throws += 1;
            let throw = dice.throw();
            // Notation round-trips and the setup stays legal.
            let setup: Setup = pos.to_string().parse().unwrap();
            prop_assert_eq!(Position::from_setup(&setup, rules.variants).unwrap(), pos);
            // Undalled pieces only in their home rows.
            for side in Side::ALL {
                for hole in pos.holes(side) {
                    let piece = pos.piece_at(hole).unwrap();
                    prop_assert!(piece.dalled || hole.row() == side.home_row());
                    prop_assert!(hole.row() != Row::M || piece.dalled);
                }
            }
            let plays = pos.legal_plays(throw);
            prop_assert!(!plays.is_empty());
            // Step by step and whole agree.
            let whole: HashSet<Play> = plays.iter().copied().collect();
            if throws % 4 == 0 {
                prop_assert_eq!(&step_by_step(&pos, throw), &whole);
            }
            for play in &plays {
                prop_assert!(pos.is_complete_play(throw, &play.moves().copied().collect::<Vec<_>>()));
                let after = pos.play_unchecked(play);
                // Piece counts never grow; the mover never loses pieces.
                prop_assert_eq!(after.count(pos.turn()), pos.count(pos.turn()));
                prop_assert_eq!(
                    after.count(pos.turn().other()) as usize,
                    pos.count(pos.turn().other()) as usize - play.captures()
                );
                // Two moves are always made by two different pieces.
                let moves: Vec<&Move> = play.moves().collect();
                if moves.len() == 2 {
                    prop_assert!(moves[1].from != moves[0].to);
                    prop_assert!(!moves[0].is_summed() && !moves[1].is_summed());
                }
                // Move notation reads back to the same play.
                let text = play.to_string();
                prop_assert_eq!(daldos::notation::parse_play(&pos, throw, &text).unwrap(), *play);
            }
            pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let play = plays[(pick >> 33) as usize % plays.len()];
            pos = pos.play(&play).unwrap();
        }
    }

    #[test]
    fn records_round_trip(
        seed in any::<u64>(),
        size in prop::sample::select(vec![12u8, 16]),
        bits in 0u8..8,
        stop in 0usize..300,
        resigns in prop::option::of(prop::sample::select(vec![Side::A, Side::B])),
    ) {
        let rules = Rules::new(size, variants(bits)).unwrap();
        let mut dice = SeededDice::new(seed);
        let mut game = Game::new(rules);
        game.roll_off(&mut dice).unwrap();
        let mut steps = 0;
        while game.outcome().is_none() && steps < stop {
            game.throw(&mut dice).unwrap();
            while let Some(m) = game.legal_next_moves().last().copied() {
                steps += 1;
                game.make_move(m).unwrap();
                if steps == stop { break; }
            }
        }
        if let Some(side) = resigns {
            // Mid-throw too; a game over on the board cannot be resigned.
            let _ = game.resign(side);
        }
        let text = game.to_record();
        let back = Game::from_record(&text).unwrap();
        prop_assert_eq!(&back, &game);
        prop_assert_eq!(back.to_record(), text);
    }
}
