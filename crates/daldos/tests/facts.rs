//! A game's facts (docs/notation.md, "Game records"): `Date`, `Light`,
//! `Dark` and `Level` written and read back, old records read as before,
//! and the share code keeping all but names (version 2; version-1 codes
//! still read).

use daldos::share;
use daldos::{Date, Facts, Game, Player, Rules, SeededDice};
use proptest::prelude::*;

/// A short game on seeded dice, each throw's last legal moves made.
fn game(throws: usize) -> Game {
    let mut game = Game::new(Rules::DANISH);
    let mut dice = SeededDice::new(7);
    game.roll_off(&mut dice).unwrap();
    for _ in 0..throws {
        if game.outcome().is_some() {
            break;
        }
        game.throw(&mut dice).unwrap();
        while let Some(m) = game.legal_next_moves().last().copied() {
            game.make_move(m).unwrap();
        }
    }
    game
}

fn level5_facts() -> Facts {
    Facts {
        date: Some(Date::new(2026, 12, 2).unwrap()),
        light: Some(Player::PERSON),
        dark: Some(Player::Computer { level: 5 }),
    }
}

#[test]
fn a_level_5_game_writes_its_date_players_and_level() {
    let mut g = game(6);
    g.set_facts(level5_facts()).unwrap();
    let record = g.to_record();
    assert!(
        record.contains("[Result \"*\"]\n[Date \"2026-12-02\"]\n[Light \"person\"]\n[Dark \"computer\"]\n[Level \"5\"]\n\n"),
        "{record}"
    );
    let back = Game::from_record(&record).unwrap();
    assert_eq!(back.facts(), &level5_facts());
    assert_eq!(back.facts().level(), Some(5));
    assert_eq!(back, g);
}

#[test]
fn a_record_without_the_tags_reads_as_before() {
    let g = game(6);
    let record = g.to_record();
    assert!(!record.contains("[Date") && !record.contains("[Level"));
    assert!(Game::from_record(&record).unwrap().facts().is_empty());
}

#[test]
fn older_and_pgn_style_tags_are_read() {
    // A bare name is a person's; PGN's dotted date and its `?`s.
    let record = "[Date \"2026.11.30\"]\n[Light \"Ann\"]\n[Dark \"?\"]\n[Result \"*\"]\n";
    let facts = Game::from_record(record).unwrap().facts().clone();
    assert_eq!(facts.date, Some(Date::new(2026, 11, 30).unwrap()));
    assert_eq!(
        facts.light,
        Some(Player::Person {
            name: Some("Ann".into())
        })
    );
    assert_eq!(facts.dark, None);
    let record = "[Date \"2026.??.??\"]\n[Result \"*\"]\n";
    assert_eq!(Game::from_record(record).unwrap().facts().date, None);
}

#[test]
fn wrong_facts_are_named_with_their_line() {
    let cases = [
        (
            "[Date \"2026-02-30\"]\n",
            "line 1: '2026-02-30' is not a date like 2026-12-02 (year-month-day)",
        ),
        (
            "[Result \"*\"]\n[Dark \"computer\"]\n",
            "line 2: a side is the computer, but no Level tag says its level",
        ),
        (
            "[Level \"3\"]\n",
            "line 1: a Level tag, but neither Light nor Dark is the computer",
        ),
        (
            "[Dark \"computer\"]\n[Level \"0\"]\n",
            "line 2: level '0' is not a number from 1 to 15",
        ),
    ];
    for (record, message) in cases {
        assert_eq!(
            Game::from_record(record).unwrap_err().to_string(),
            message,
            "{record}"
        );
    }
}

#[test]
fn facts_a_record_cannot_hold_are_refused() {
    let mut g = game(0);
    let bad = Facts {
        light: Some(Player::Person {
            name: Some("a \"quoted\" name".into()),
        }),
        ..Facts::default()
    };
    assert!(g.set_facts(bad).is_err());
    let two = Facts {
        light: Some(Player::Computer { level: 1 }),
        dark: Some(Player::Computer { level: 4 }),
        ..Facts::default()
    };
    assert!(g.set_facts(two).is_err());
    assert!(g.facts().is_empty());
}

#[test]
fn the_share_code_keeps_the_facts_but_names() {
    let mut g = game(10);
    let old = share::encode(&g);
    assert!(
        old.starts_with("AQ"),
        "a game without facts keeps its version-1 code: {old}"
    );
    assert_eq!(share::decode(&old).unwrap(), g);
    g.set_facts(level5_facts()).unwrap();
    let code = share::encode(&g);
    assert!(code.starts_with("Ah"), "version 2: {code}");
    assert_eq!(share::decode(&code).unwrap(), g);
    let mut named = level5_facts();
    named.light = Some(Player::Person {
        name: Some("Ada".into()),
    });
    g.set_facts(named).unwrap();
    assert_eq!(
        share::decode(&share::encode(&g)).unwrap().facts(),
        &level5_facts()
    );
}

#[test]
fn a_version_1_code_written_before_still_opens() {
    // The example game of docs/notation.md, as every build wrote it.
    let g = share::decode("AQtgQEQDJ5pTmOnZwLzi5tc").unwrap();
    assert!(g.facts().is_empty());
    assert_eq!(g.record().len(), 12);
}

fn player() -> impl Strategy<Value = Option<Player>> {
    prop_oneof![
        Just(None),
        Just(Some(Player::PERSON)),
        "[A-Za-zØøÆæÅå][A-Za-zØøÆæÅå .'-]{0,20}[a-z]"
            .prop_map(|n| Some(Player::Person { name: Some(n) })),
    ]
}

fn facts() -> impl Strategy<Value = Facts> {
    (
        prop::option::of((1u16..=9999, 1u8..=12, 1u8..=31)),
        player(),
        player(),
        prop::option::of((1u8..=15, any::<bool>(), any::<bool>())),
    )
        .prop_map(|(date, light, dark, computer)| {
            let mut f = Facts {
                date: date.and_then(|(y, m, d)| Date::new(y, m, d).ok()),
                light,
                dark,
            };
            if let Some((level, on_light, both)) = computer {
                let c = Some(Player::Computer { level });
                if on_light || both {
                    f.light = c.clone();
                }
                if !on_light || both {
                    f.dark = c;
                }
            }
            f
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn facts_come_back_from_the_record_and_the_code(facts in facts(), throws in 0usize..30) {
        let mut g = game(throws);
        g.set_facts(facts.clone()).unwrap();
        let back = Game::from_record(&g.to_record()).unwrap();
        prop_assert_eq!(back.facts(), &facts);
        prop_assert_eq!(back.to_record(), g.to_record());
        let unnamed = |p: &Option<Player>| match p {
            Some(Player::Person { .. }) => Some(Player::PERSON),
            other => other.clone(),
        };
        let from_code = share::decode(&share::encode(&g)).unwrap();
        prop_assert_eq!(from_code.facts(), &Facts { date: facts.date, light: unnamed(&facts.light), dark: unnamed(&facts.dark) });
        prop_assert_eq!(from_code.record(), g.record());
    }
}
