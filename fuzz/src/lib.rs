//! What the fuzz targets check, one function per text the game reads
//! (docs/dev/setup.md, "Fuzzing"). For any input: no panic, every error
//! has a message, and whatever is read is written back and read again to
//! the same thing.

use base64ct::{Base64UrlUnpadded, Encoding as _};
use crc::{Crc, NoTable, CRC_32_ISO_HDLC};
use daldos::{notation, record, share, Game, Hole, Position, Rules, Setup, Throw, Variants};
use daldos_web::engine;
use daldos_web::progress::{game_id, Opponent, Progress, ProgressEntry};
use daldos_web::{EngineRequest, MoveInput, SideName, TerminationName, WebGame};

/// Asserts that the error `e` explains itself: a message that is not blank.
fn said(e: &impl std::fmt::Display) {
    let message = e.to_string();
    assert!(!message.trim().is_empty(), "an error without a message");
}

/// The variants of the three bits of `bits` (the order of `Variants::NAMES`).
fn variants(bits: u8) -> Variants {
    Variants {
        stern_most_dal: bits & 1 != 0,
        capture_both_stops: bits & 2 != 0,
        last_piece_loses: bits & 4 != 0,
    }
}

/// A position in notation (DPN, docs/notation.md), as `daldos moves` and the
/// engine's requests read one: the setup, then the position under each
/// combination of variants.
pub fn dpn(text: &str) {
    let setup = match text.parse::<Setup>() {
        Ok(setup) => setup,
        Err(e) => return said(&e),
    };
    let written = setup.to_string();
    assert_eq!(
        written.parse::<Setup>().ok(),
        Some(setup.clone()),
        "{written}"
    );
    for bits in 0..8 {
        match Position::from_setup(&setup, variants(bits)) {
            Ok(pos) => {
                let again: Setup = pos.to_string().parse().expect("a position reads back");
                assert_eq!(Position::from_setup(&again, variants(bits)).ok(), Some(pos));
            }
            Err(e) => said(&e),
        }
    }
}

/// Moves and plays (docs/notation.md, "Moves and plays"): the text's first
/// line is a position (the standard start when it is not one), its second
/// a throw (1+3 when it is not one), the rest a play, read as a play and as
/// a first move under every combination of variants; every word is also
/// read as a hole.
pub fn notation(text: &str) {
    let mut parts = text.splitn(3, '\n');
    let (first, second, rest) = (
        parts.next().unwrap_or(""),
        parts.next().unwrap_or(""),
        parts.next().unwrap_or(""),
    );
    let throw = second.trim().parse::<Throw>().unwrap_or_else(|e| {
        said(&e);
        "1+3".parse().expect("a throw")
    });
    for word in text.split_whitespace() {
        if let Err(e) = word.parse::<Hole>() {
            said(&e);
        }
    }
    let setup = first.parse::<Setup>().ok();
    for bits in 0..8 {
        let v = variants(bits);
        let pos = setup
            .as_ref()
            .and_then(|s| Position::from_setup(s, v).ok())
            .unwrap_or_else(|| Position::new(Rules::new(16, v).expect("the Danish board")));
        match notation::parse_play(&pos, throw, rest) {
            Ok(play) => {
                let written = notation::play_to_string(&play);
                assert_eq!(
                    notation::parse_play(&pos, throw, &written).ok(),
                    Some(play),
                    "{written}"
                );
            }
            Err(e) => said(&e),
        }
        match notation::parse_move(&pos, throw, &[], rest) {
            Ok(m) => {
                let written = notation::move_to_string(&m);
                assert_eq!(
                    notation::parse_move(&pos, throw, &[], &written).ok(),
                    Some(m),
                    "{written}"
                );
            }
            Err(e) => said(&e),
        }
    }
}

/// A game record (docs/notation.md, "Game records"), as `daldos replay` and
/// the page's game files read one: its tag warnings, its replay, and a game
/// read comes back from its record and from its share code.
pub fn record(text: &str) {
    for warning in record::tag_warnings(text) {
        said(&warning);
    }
    let _ = record::lines(text).count();
    match Game::from_record(text) {
        Ok(game) => same_game_again(&game),
        Err(e) => said(&e),
    }
}

/// `game`'s record and share code both give it back.
fn same_game_again(game: &Game) {
    let written = game.to_record();
    let again = Game::from_record(&written)
        .unwrap_or_else(|e| panic!("a written record reads back: {e}\n{written}"));
    assert_eq!(again.to_record(), written);
    let code = share::encode(game);
    let back = share::decode(&code).unwrap_or_else(|e| panic!("{code} reads back: {e}"));
    // The same game back, but for a person's name, which a code does not
    // keep (share::encode): the same board, and the same code again.
    assert_eq!(back.board(), game.board(), "{code}");
    assert_eq!(share::encode(&back), code, "{written}");
    assert_eq!(share::encode(&again), code, "{written}");
}

/// A share code (docs/notation.md, "Share codes"), or a link carrying one,
/// as `daldos replay` and the page's `#game=` read it. With a first byte
/// that is odd, the rest is taken as a code's body and framed as a
/// version-1 code (its length and CRC-32 right), so that the fuzzer reaches
/// the game inside; else the bytes are the text.
pub fn share_code(data: &[u8]) {
    let text = match data.split_first() {
        Some((first, body)) if first & 1 == 1 => framed(body),
        _ => String::from_utf8_lossy(data).into_owned(),
    };
    match share::decode(share::code_in(&text)) {
        Ok(game) => same_game_again(&game),
        Err(e) => {
            said(&e);
            let _ = e.kind();
        }
    }
}

/// `body` as a version-1 share code: version, LEB128 length, body, CRC-32.
fn framed(body: &[u8]) -> String {
    let mut bytes = vec![share::VERSION];
    let mut len = body.len();
    loop {
        let low = u8::try_from(len & 0x7f).expect("seven bits");
        len >>= 7;
        if len == 0 {
            bytes.push(low);
            break;
        }
        bytes.push(low | 0x80);
    }
    bytes.extend_from_slice(body);
    let crc = Crc::<u32, NoTable>::new(&CRC_32_ISO_HDLC).checksum(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    Base64UrlUnpadded::encode_string(&bytes)
}

/// The saved game as the page keeps it in `localStorage` (`{"v": 1,
/// "record": …, "mode": …, "level": …, "human": …, "seed": …}`,
/// www/persistence.js) and the facade resumes it: the record read by
/// `Game.fromRecord`, the seed set, the game drawn, and a throw cut in two
/// by a reload finished by the computer from the engine's request. The same
/// JSON is also read as an engine request and as a move, the other objects
/// the facade reads from the page.
pub fn save(text: &str) {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else {
        return;
    };
    let seed = value
        .get("seed")
        .and_then(serde_json::Value::as_u64)
        .and_then(|s| u32::try_from(s).ok());
    let mut resumed = None;
    if let Some(record) = value.get("record").and_then(serde_json::Value::as_str) {
        // The facade's errors are JavaScript exceptions (which cannot be
        // made outside a browser): it is the rules crate's reader whose
        // errors are checked, and the facade is asked only for a game it
        // can read.
        match Game::from_record(record) {
            Err(e) => said(&e),
            Ok(game) => {
                let Ok(mut web) = WebGame::from_record(record) else {
                    panic!("the facade reads what the rules crate reads");
                };
                assert_eq!(web.to_record(), game.to_record());
                web.set_seed(seed);
                let view = web.view_data();
                assert_eq!(view.position, game.board().to_string());
                let _ = web.legal_move_data();
                let _ = web.odds_request_data();
                if let Some(request) = web.engine_request_data() {
                    let moves = engine::WebEngine::new()
                        .computer_moves(&request, "random", seed.unwrap_or(0))
                        .unwrap_or_else(|e| panic!("the facade's own request is answered: {e}"));
                    // The first of them is a legal next move of the game
                    // resumed (the rest follow it).
                    if let Some(m) = moves.first() {
                        let input = MoveInput {
                            from: m.from.clone(),
                            via: m.via.clone(),
                            to: m.to.clone(),
                            dice: m.dice.clone(),
                        };
                        web.find_move(&input)
                            .unwrap_or_else(|e| panic!("the computer's move is legal: {e}"));
                    }
                }
                resumed = Some(web);
            }
        }
    }
    if let Ok(request) = serde_json::from_value::<EngineRequest>(value.clone()) {
        match engine::read_request(&request) {
            Ok(_) => {
                if let Err(e) = engine::WebEngine::new().computer_moves(&request, "random", 1) {
                    said(&e);
                }
            }
            Err(e) => said(&e),
        }
    }
    if let (Ok(input), Some(web)) = (serde_json::from_value::<MoveInput>(value), &resumed) {
        if let Err(e) = web.find_move(&input) {
            said(&e);
        }
    }
}

/// The player's progress as the page keeps it in `localStorage` and in a
/// progress file (`readProgress`; crates/daldos-web/src/progress.rs): read
/// as JSON and checked. A store that checks is written and read back (and
/// checks again), summarised, given a new game, and merged with itself and
/// with that; each result checks while its totals stay far from `u32::MAX`
/// (they saturate there).
pub fn progress(text: &str) {
    let p: Progress = match serde_json::from_str(text) {
        Ok(p) => p,
        Err(e) => return said(&e),
    };
    if let Err(e) = p.check() {
        return said(&e);
    }
    let written = serde_json::to_string(&p).expect("a store as JSON");
    let back: Progress = serde_json::from_str(&written).expect("a store written is read back");
    back.check()
        .unwrap_or_else(|e| panic!("a store written checks again: {e}"));
    let summary = p.summary();
    assert!(summary.recent.len() <= daldos_web::progress::RECENT_GAMES);
    let small = p.totals.iter().all(|t| t.played < 1 << 20);
    let entry = ProgressEntry {
        id: game_id(text),
        date: "2026-12-02".into(),
        size: 6,
        variants: vec!["last-piece-loses".into()],
        opponent: Opponent::Computer {
            level: 3,
            side: SideName::B,
        },
        winner: SideName::B,
        termination: TerminationName::Resignation,
        throws: 9,
        accuracy: None,
    };
    let mut more = p.clone();
    more.add(entry.clone());
    more.set_accuracy(&entry.id, 66.66);
    let mut twice = p.clone();
    twice.merge(&p);
    twice.merge(&more);
    let _ = twice.summary();
    if small {
        more.check()
            .unwrap_or_else(|e| panic!("a game added checks: {e}"));
        twice
            .check()
            .unwrap_or_else(|e| panic!("a merged store checks: {e}"));
    }
}
