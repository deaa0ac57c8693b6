//! wasm-bindgen tests of the facade as JavaScript sees it (run in Node by
//! `cargo test -p daldos-web --features engine --target wasm32-unknown-unknown`):
//! the page's `Game` and, for the computer, the engine build's exports.
#![cfg(all(target_arch = "wasm32", feature = "engine"))]

use daldos_web::engine;

use daldos_web::{MoveData, NoMoveData, PhaseName, RecordEntry, ThrowOutcome, WebGame};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn get(obj: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(obj, &JsValue::from_str(key)).unwrap()
}

fn message(err: wasm_bindgen::JsError) -> String {
    let value: JsValue = err.into();
    get(&value, "message").as_string().unwrap()
}

#[wasm_bindgen_test]
fn errors_become_exceptions_with_the_message() {
    let err = WebGame::new(3, "standard")
        .err()
        .expect("size 3 is refused");
    assert!(message(err).contains('3'));
    let err = WebGame::new(16, "no-such-variant").err().unwrap();
    assert!(message(err).contains("no-such-variant"));
    let mut g = WebGame::new(16, "").unwrap();
    let err = g.throw_dice().expect_err("roll-off first");
    assert!(message(err).contains("roll-off"));
    let err = WebGame::from_record("[Board \"99\"]\n").err().unwrap();
    assert!(message(err).contains("99"));
    // Not a move at all.
    g.roll_off_with("4+4", "1+1").unwrap();
    g.throw_with("1+1").unwrap();
    let err = g.make_move(JsValue::from(12)).expect_err("a number");
    assert!(message(err).contains("not a move"));
}

#[wasm_bindgen_test]
fn a_whole_seeded_game_through_the_js_api() {
    let mut g = WebGame::new(12, "last-piece-loses").unwrap();
    g.set_seed(Some(3));
    let roll: JsValue = g.roll_off().unwrap().into();
    let starter = get(&roll, "starter").as_string().unwrap();
    assert!(starter == "a" || starter == "b");
    let view = g.view().unwrap().to_rust().unwrap();
    assert_eq!(view.turn.as_str(), starter);
    assert_eq!(view.size, 12);
    assert_eq!(view.variants, ["last-piece-loses"]);
    let mut throws = 0;
    while g.view().unwrap().to_rust().unwrap().phase != PhaseName::Over {
        throws += 1;
        assert!(throws < 5000, "game does not end");
        let thrown = g.throw_dice().unwrap().to_rust().unwrap();
        assert!(thrown.dice.iter().all(|d| (1..=4).contains(d)));
        assert_eq!(thrown.extra_throw, thrown.dice == [1, 1]);
        if thrown.outcome == ThrowOutcome::Lost {
            continue;
        }
        // The computer's play is made of legal next moves, handed back as
        // they came.
        let play =
            engine::computer_play(g.engine_request().unwrap().unwrap(), "greedy", throws).unwrap();
        assert!(!play.is_empty());
        for m in play {
            let m: MoveData = m.to_rust().unwrap();
            // (A legal move also says the board it leaves: `after`.)
            let legal: Vec<MoveData> = g
                .legal_moves()
                .unwrap()
                .iter()
                .map(|l| MoveData {
                    after: None,
                    ..l.to_rust().unwrap()
                })
                .collect();
            assert!(legal.contains(&m), "{} is legal", m.text);
            let obj = serde_wasm_bindgen::to_value(&m).unwrap();
            g.make_move(obj).unwrap();
        }
    }
    let view = g.view().unwrap().to_rust().unwrap();
    assert!(view.winner.is_some());
    assert_eq!(view.throws, throws);
    assert_eq!(g.entries(0, None).unwrap().len(), throws as usize);
    let record = g.to_record();
    let back = WebGame::from_record(&record).unwrap();
    assert_eq!(back.position(), g.position());
    // The same seed plays the same game.
    let mut again = WebGame::new(12, "last-piece-loses").unwrap();
    again.set_seed(Some(3));
    again.roll_off().unwrap();
    for t in 1..=throws {
        let thrown = again.throw_dice().unwrap().to_rust().unwrap();
        if thrown.outcome != ThrowOutcome::Lost {
            let request = again.engine_request().unwrap().unwrap();
            for m in engine::computer_play(request, "greedy", t).unwrap() {
                again.make_move(m.into()).unwrap();
            }
        }
    }
    assert_eq!(again.to_record(), record);
}

#[wasm_bindgen_test]
fn moves_by_object_or_notation_illegal_moves_and_undo() {
    let mut g = WebGame::new(16, "").unwrap();
    assert_eq!(g.roll_off_with("4+4", "1+1").unwrap().as_deref(), Some("a"));
    let thrown: JsValue = g.throw_with("1+1").unwrap().into();
    assert_eq!(get(&thrown, "outcome").as_string().as_deref(), Some("play"));
    assert_eq!(get(&thrown, "extraThrow").as_bool(), Some(true));
    let err = g.make_move(JsValue::from_str("A1-A2")).err().unwrap();
    assert!(message(err).contains("illegal move"));
    // An object naming holes and dice that no legal move has.
    let wrong = js_sys::JSON::parse(r#"{"from":"A16","to":"M15","dice":[1]}"#).unwrap();
    assert!(message(g.make_move(wrong).err().unwrap()).contains("not a legal next move"));
    let dal = js_sys::JSON::parse(r#"{"from":"A16","to":"M16","dice":[1]}"#).unwrap();
    assert!(!g.make_move(dal).unwrap());
    let undone: JsValue = g.undo_move().unwrap().into();
    assert_eq!(get(&undone, "text").as_string().as_deref(), Some("A16-M16"));
    assert_eq!(get(&undone, "dal").as_bool(), Some(true));
    assert_eq!(g.position(), "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a");
    assert!(g.undo_move().is_err());
    // Notation is read with the parser.
    assert!(!g.make_move(JsValue::from_str("A16-M16")).unwrap());
    let view: JsValue = g.view().unwrap().into();
    let current = get(&view, "current");
    assert_eq!(
        get(&current, "text").as_string().as_deref(),
        Some("a 1+1: A16-M16")
    );
}

#[wasm_bindgen_test]
fn rules_info_lists_boards_variants_and_levels() {
    let info = daldos_web::rules_info().unwrap().to_rust().unwrap();
    let boards: Vec<(u8, &str)> = info
        .boards
        .iter()
        .map(|b| (b.size, b.id.as_str()))
        .collect();
    assert_eq!(boards, [(16, "danish"), (12, "norwegian")]);
    assert_eq!((info.min_size, info.max_size), (6, 16));
    let ids: Vec<&str> = info.variants.iter().map(|v| v.id.as_str()).collect();
    assert_eq!(
        ids,
        ["stern-most-dal", "capture-both-stops", "last-piece-loses"]
    );
    assert_eq!(
        (
            info.levels.min,
            info.levels.max,
            info.levels.default,
            info.levels.first,
            info.levels.hint
        ),
        (1, 5, 3, 2, 5)
    );
}

#[wasm_bindgen_test]
fn networks_load_from_their_files_and_bad_bytes_are_errors() {
    // The wasm build carries no network: the page fetches the file named
    // by netFile and hands it over.
    assert_eq!(engine::net_file(12).as_deref(), Some("net-12.bin"));
    assert_eq!(engine::net_file(16).as_deref(), Some("net-16.bin"));
    assert_eq!(engine::net_file(10), None);
    assert!(!engine::has_net(12));
    let err = engine::load_net(b"not a network").expect_err("garbage");
    assert!(message(err).contains("not a Daldøs evaluation network"));
    let bytes = include_bytes!("../../daldos-ai/data/net-12.bin");
    assert_eq!(engine::load_net(bytes).unwrap(), 12);
    assert!(engine::has_net(12));
    assert_eq!(engine::net_file(12), None);
    // Loading it again keeps the first.
    assert_eq!(engine::load_net(bytes).unwrap(), 12);
}

#[wasm_bindgen_test]
fn the_view_counts_the_throws_and_entries_hand_them_over() {
    let mut g = WebGame::from_record(include_str!("../../../tests/review/game.dgn")).unwrap();
    let view: JsValue = g.view().unwrap().into();
    assert!(get(&view, "record").is_undefined(), "no record in the view");
    let v = g.view().unwrap().to_rust().unwrap();
    assert_eq!(v.throws, 70);
    let entries = |g: &WebGame, from: u32, count: Option<u32>| -> Vec<RecordEntry> {
        g.entries(from, count)
            .unwrap()
            .into_iter()
            .map(|e| e.to_rust().unwrap())
            .collect()
    };
    let all = entries(&g, 0, None);
    assert_eq!(all.len(), 70);
    assert_eq!(v.last_entry.as_ref(), all.last());
    assert_eq!(all[7].text, "a 3+3: A11-M11-M8");
    assert_eq!(entries(&g, 5, Some(3)), all[5..8]);
    assert_eq!(entries(&g, 68, None), all[68..]);
    assert!(entries(&g, 70, None).is_empty());
    assert!(entries(&g, u32::MAX, Some(u32::MAX)).is_empty());
    // Reads and calls that fail leave the revision; a throw changes it.
    let r = g.revision();
    let _ = (
        g.view().unwrap(),
        g.entries(0, None).unwrap(),
        g.to_record(),
    );
    assert!(g.make_move(JsValue::from(12)).is_err());
    assert!(g.throw_with("5+5").is_err());
    assert!(g.undo_move().is_err());
    assert_eq!(g.revision(), r);
    assert_eq!(v.phase, PhaseName::Over);
    let mut step = g.after_throws(10);
    let r = step.revision();
    step.throw_with("2+3").unwrap();
    assert_ne!(step.revision(), r);
}

#[wasm_bindgen_test]
fn a_side_resigns_and_the_view_the_record_and_the_code_say_so() {
    let mut g = WebGame::new(16, "").unwrap();
    g.roll_off_with("4+4", "1+1").unwrap();
    g.throw_with("1+1").unwrap();
    let dal = js_sys::JSON::parse(r#"{"from":"A16","to":"M16","dice":[1]}"#).unwrap();
    g.make_move(dal).unwrap();
    let before = g.revision();
    // Not a side.
    assert!(message(g.resign("c").err().unwrap()).contains("must be a or b"));
    // Light resigns in the middle of its throw: the throw is dropped.
    g.resign("a").unwrap();
    assert_ne!(g.revision(), before);
    let view: JsValue = g.view().unwrap().into();
    assert_eq!(get(&view, "phase").as_string().as_deref(), Some("over"));
    assert_eq!(get(&view, "winner").as_string().as_deref(), Some("b"));
    assert_eq!(
        get(&view, "termination").as_string().as_deref(),
        Some("resignation")
    );
    assert!(get(&view, "current").is_undefined());
    assert_eq!(g.position(), "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a");
    assert!(g.legal_moves().unwrap().is_empty());
    assert!(g.engine_request().unwrap().is_none());
    // Once over, nothing more: a second resignation is refused.
    assert!(message(g.resign("b").err().unwrap()).contains("the game is over"));
    assert!(message(g.throw_with("1+2").err().unwrap()).contains("the game is over"));
    // The record and the share code keep it.
    let record = g.to_record();
    assert!(record.contains("[Result \"b\"]\n[Termination \"resignation\"]\n"));
    let back = WebGame::from_record(&record).unwrap();
    let view: JsValue = back.view().unwrap().into();
    assert_eq!(
        get(&view, "termination").as_string().as_deref(),
        Some("resignation")
    );
    let shared = WebGame::from_share_code(&g.share_code()).ok().unwrap();
    assert_eq!(shared.to_record(), record);
    // A game over on the board says "normal".
    let mut won = WebGame::from_position("6/1A5/6 a", "").unwrap();
    let view: JsValue = won.view().unwrap().into();
    assert_eq!(get(&view, "winner").as_string().as_deref(), Some("a"));
    assert_eq!(
        get(&view, "termination").as_string().as_deref(),
        Some("normal")
    );
    assert!(won.resign("b").is_err());
}

#[wasm_bindgen_test]
fn forced_play_and_the_board_each_legal_move_leaves() {
    let mut g = WebGame::new(16, "").unwrap();
    assert_eq!(g.roll_off_with("1+2", "3+4").unwrap().as_deref(), Some("b"));
    assert!(g.forced_play().unwrap().is_none(), "no throw in use");
    // Dark's 1+3: only the stern piece can be dalled, and the 3 takes it on.
    g.throw_with("1+3").unwrap();
    let forced = g.forced_play().unwrap().expect("one play");
    assert_eq!(forced.len(), 1);
    let only: JsValue = forced[0].clone().into();
    assert_eq!(
        get(&only, "text").as_string().as_deref(),
        Some("B16-M16-M13")
    );
    // A legal move carries the board it leaves; a forced move, like the
    // record's, does not need it.
    let legal: JsValue = g.legal_moves().unwrap()[0].clone().into();
    assert_eq!(
        get(&legal, "after").as_string().as_deref(),
        Some("aaaaaaaaaaaaaaaa/13B3/bbbbbbbbbbbbbbb1 b")
    );
    assert!(get(&only, "after").is_undefined());
    g.make_move(only).unwrap();
    // Light's 1+1: A16 dalled and taken on, or A16 and A15 dalled: a choice.
    g.throw_with("1+1").unwrap();
    assert!(g.forced_play().unwrap().is_none());
}

/// Plays `g`'s current throw out with its first legal move each time.
fn play_first(g: &mut WebGame) {
    while let Some(m) = g.legal_moves().unwrap().first() {
        g.make_move(m.clone().into()).unwrap();
    }
}

#[wasm_bindgen_test]
fn a_takeback_restores_the_throw_and_a_seeded_game_throws_on_the_same() {
    // Without a takeback: 16 throws of seed 25, first moves.
    let mut plain = WebGame::new(12, "").unwrap();
    plain.set_seed(Some(25));
    plain.roll_off().unwrap();
    let mut g = WebGame::from_record(&plain.to_record()).unwrap();
    g.set_seed(Some(25));
    let mut dice = Vec::new();
    for _ in 0..16 {
        dice.push(plain.throw_dice().unwrap().to_rust().unwrap().dice);
        play_first(&mut plain);
    }
    // Nothing to take back yet.
    let view = g.view().unwrap().to_rust().unwrap();
    assert_eq!(
        (view.take_back.a, view.take_back.b, view.takebacks),
        (false, false, 0)
    );
    assert!(message(g.take_back("a").err().unwrap()).contains("no throw"));
    assert!(message(g.take_back("x").err().unwrap()).contains("must be a or b"));
    // The same game up to throw 12, its record written out (the lines kept
    // from call to call), then a takes back.
    for _ in 0..12 {
        g.throw_dice().unwrap();
        play_first(&mut g);
        let _ = g.to_record();
    }
    let view = g.view().unwrap().to_rust().unwrap();
    assert!(view.take_back.a && view.take_back.b);
    let side = view.turn.as_str().to_string();
    let before = g.revision();
    let back = g.take_back(&side).unwrap().to_rust().unwrap();
    assert_ne!(g.revision(), before);
    let kept = back.throws as usize;
    assert!(kept < 12);
    assert_eq!(back.dice, dice[kept]);
    let view = g.view().unwrap().to_rust().unwrap();
    assert_eq!(view.phase, PhaseName::Moving);
    assert_eq!(view.throws, back.throws);
    assert_eq!(view.takebacks, 1);
    assert_eq!(view.current.as_ref().unwrap().dice, back.dice);
    assert_eq!(view.current.as_ref().unwrap().side.as_str(), side);
    assert_eq!(
        g.position(),
        plain.after_throws(back.throws).position(),
        "the board before that throw"
    );
    assert_eq!(g.entries(0, None).unwrap().len(), kept);
    // The record: kept throws, the throw in hand, the takeback counted.
    let record = g.to_record();
    assert!(record.contains(&format!("[Takebacks \"{}\"]", kept + 1)));
    let reread = WebGame::from_record(&record).unwrap();
    assert_eq!(reread.to_record(), record);
    let shared = WebGame::from_share_code(&g.share_code()).ok().unwrap();
    assert_eq!(shared.to_record(), record);
    // Played on the same way: the same dice, the same game, and the
    // record written out afresh (not from the lines before the takeback).
    play_first(&mut g);
    while g.view().unwrap().to_rust().unwrap().throws < 16 {
        let d = g.throw_dice().unwrap().to_rust().unwrap().dice;
        let at = g.view().unwrap().to_rust().unwrap().throws as usize;
        assert_eq!(d, dice[at], "throw {at}");
        play_first(&mut g);
    }
    let plain_record = plain.to_record();
    assert_eq!(
        g.to_record(),
        plain_record.replacen(
            "[Result \"*\"]\n",
            &format!("[Result \"*\"]\n[Takebacks \"{}\"]\n", kept + 1),
            1
        )
    );
    let last = g.view().unwrap().to_rust().unwrap().last_play;
    assert_eq!(last, plain.view().unwrap().to_rust().unwrap().last_play);
}

#[wasm_bindgen_test]
fn why_no_move_reaches_javascript_as_tagged_data() {
    // Light's dalled piece on M16 can use the 2+3; its undalled ones cannot.
    let mut g = WebGame::from_position("aaaaaaaaaaaaaaa1/16A/bbbbbbbbbbbbbbbb a", "").unwrap();
    g.throw_with("2+3").unwrap();
    assert!(g.why_no_move("M16").unwrap().is_none());
    let undalled: JsValue = g.why_no_move("A15").unwrap().unwrap().into();
    assert_eq!(get(&undalled, "kind").as_string().unwrap(), "undalled");
    let read: NoMoveData = serde_wasm_bindgen::from_value(undalled).unwrap();
    assert_eq!(read, NoMoveData::Undalled);
    let err = g.why_no_move("M99").err().expect("no such hole");
    assert!(message(err).contains("M99"));
    let mut g = WebGame::from_position("aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a", "").unwrap();
    g.throw_with("1+4").unwrap();
    assert!(g.why_no_move("A16").unwrap().is_none(), "A16 can dal");
    let blocked: JsValue = g.why_no_move("A14").unwrap().unwrap().into();
    assert_eq!(get(&blocked, "kind").as_string().unwrap(), "blocked");
    assert_eq!(get(&blocked, "hole").as_string().unwrap(), "A15");
}

#[wasm_bindgen_test]
fn facts_are_set_written_and_read_as_typed_data() {
    use daldos_web::{FactsData, PlayerData};
    use tsify::Ts;
    let mut g = WebGame::new(16, "").unwrap();
    assert_eq!(g.facts().unwrap().to_rust().unwrap(), FactsData::default());
    let facts = FactsData {
        date: Some("2026-12-02".into()),
        light: Some(PlayerData::Person { name: None }),
        dark: Some(PlayerData::Computer { level: 5 }),
    };
    g.set_facts(Ts::from_rust(&facts).unwrap()).unwrap();
    let record = g.to_record();
    assert!(
        record.contains(
            "[Date \"2026-12-02\"]\n[Light \"person\"]\n[Dark \"computer\"]\n[Level \"5\"]\n"
        ),
        "{record}"
    );
    assert_eq!(
        WebGame::from_record(&record)
            .unwrap()
            .facts()
            .unwrap()
            .to_rust()
            .unwrap(),
        facts
    );
    let from_code = WebGame::from_share_code(&g.share_code()).unwrap();
    assert_eq!(from_code.facts().unwrap().to_rust().unwrap(), facts);
    // As JavaScript sees them: `kind` and `level`.
    let js: JsValue = g.facts().unwrap().into();
    assert_eq!(
        get(&get(&js, "dark"), "kind").as_string().as_deref(),
        Some("computer")
    );
    assert_eq!(get(&get(&js, "dark"), "level").as_f64(), Some(5.0));
    // A day that does not exist is refused, the facts kept.
    let bad = FactsData {
        date: Some("2026-02-30".into()),
        ..FactsData::default()
    };
    let err = g.set_facts(Ts::from_rust(&bad).unwrap()).err().unwrap();
    assert!(message(err).contains("2026-02-30"));
    assert_eq!(g.facts().unwrap().to_rust().unwrap(), facts);
}
