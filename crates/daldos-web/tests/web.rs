//! wasm-bindgen tests of the facade as JavaScript sees it (run in Node by
//! `cargo test -p daldos-web --target wasm32-unknown-unknown`).
#![cfg(target_arch = "wasm32")]

use daldos_web::WebGame;
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
}

#[wasm_bindgen_test]
fn a_whole_game_through_the_js_api() {
    let mut g = WebGame::new(12, "last-piece-loses").unwrap();
    let roll = g.roll_off().unwrap();
    let starter = get(&roll, "starter").as_string().unwrap();
    assert!(starter == "a" || starter == "b");
    let view = g.view().unwrap();
    assert_eq!(get(&view, "turn").as_string().unwrap(), starter);
    assert_eq!(get(&view, "size").as_f64(), Some(12.0));
    let mut throws = 0;
    while get(&g.view().unwrap(), "phase").as_string().unwrap() != "over" {
        throws += 1;
        assert!(throws < 5000, "game does not end");
        let kind = g.throw_dice().unwrap();
        assert!(["full", "partial", "lost"].contains(&kind.as_str()));
        if kind == "lost" {
            continue;
        }
        // The computer's play is made of legal next moves, one by one.
        let play = g.computer_play("greedy", throws).unwrap();
        assert!(!play.is_empty());
        for text in play {
            let legal = js_sys::Array::from(&g.legal_moves().unwrap());
            assert!(legal
                .iter()
                .any(|m| get(&m, "text").as_string().as_deref() == Some(text.as_str())));
            g.make_move(&text).unwrap();
        }
    }
    let view = g.view().unwrap();
    assert!(get(&view, "winner").is_string());
    let record = g.to_record();
    let back = WebGame::from_record(&record).unwrap();
    assert_eq!(back.position(), g.position());
}

#[wasm_bindgen_test]
fn illegal_move_and_undo() {
    let mut g = WebGame::new(16, "").unwrap();
    assert_eq!(g.roll_off_with("4+4", "1+1").unwrap().as_deref(), Some("a"));
    assert_eq!(g.throw_with("1+1").unwrap(), "full");
    let err = g.make_move("A1-A2").err().unwrap();
    assert!(message(err).contains("illegal move"));
    assert!(!g.make_move("A16-M16").unwrap());
    assert_eq!(g.undo_move().unwrap(), "A16-M16");
    assert_eq!(g.position(), "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a");
    assert!(g.undo_move().is_err());
}

#[wasm_bindgen_test]
fn networks_load_from_their_files_and_bad_bytes_are_errors() {
    // The wasm build carries no network: the page fetches the file named
    // by netFile and hands it over.
    assert_eq!(daldos_web::net_file(12).as_deref(), Some("net-12.bin"));
    assert_eq!(daldos_web::net_file(16).as_deref(), Some("net-16.bin"));
    assert_eq!(daldos_web::net_file(10), None);
    assert!(!daldos_web::has_net(12));
    let err = daldos_web::load_net(b"not a network").expect_err("garbage");
    assert!(message(err).contains("not a Daldøs evaluation network"));
    let bytes = include_bytes!("../../daldos-ai/data/net-12.bin");
    assert_eq!(daldos_web::load_net(bytes).unwrap(), 12);
    assert!(daldos_web::has_net(12));
    assert_eq!(daldos_web::net_file(12), None);
    // Loading it again keeps the first.
    assert_eq!(daldos_web::load_net(bytes).unwrap(), 12);
}
