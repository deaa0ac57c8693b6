//! Writes the fuzz targets' seed inputs (fuzz/, docs/dev/setup.md,
//! "Fuzzing") from the repository's test data: its game records, every
//! position and play in them, their share codes (as codes, links and
//! framed bodies), and the saved games and engine requests the page would
//! make of them, including a throw cut in two by a reload, and the
//! player's progress with those games in it.
//!
//! `cargo run -p daldos-web --features engine --example fuzz_seeds -- <dir>`
//! writes `<dir>/<target>/<n>` for each target.

use std::collections::BTreeSet;
use std::path::Path;

use base64ct::{Base64UrlUnpadded, Encoding as _};
use daldos::{share, Game, Position, Rules};
use daldos_web::WebGame;

/// The repository's game records: the notation's example, the review's
/// game, the WebDriver games played to their end, the tests' mid-throw
/// save, and two resigned games (today's `Termination` tag, and the game
/// server's older `Resigned` tag beside a throw in use).
const RECORDS: [&str; 7] = [
    include_str!("../../../docs/examples/short-game.dgn"),
    include_str!("../../../tests/review/game.dgn"),
    include_str!("../../../tests/webdriver/games/pvc-12-level1-seed0.dgn"),
    include_str!("../../../tests/webdriver/games/pvp-12-seed3.dgn"),
    "[Game \"Daldøs\"]\n[Board \"16\"]\n[Variants \"standard\"]\n\
     [Start \"aaaaaaaaaaa1A3/1A1B2B2A1B5/bbbbbbbbbbbb4 b\"]\n[Result \"*\"]\n\nb 3+2: M11-M8\n",
    "[Game \"Daldøs\"]\n[Board \"12\"]\n[Variants \"standard\"]\n[RollOff \"1+2 1+1\"]\n\
     [Result \"a\"]\n[Termination \"resignation\"]\n\na 3+2: --\nb 4+3: --\na 2+1: A12-M12-M10\n",
    "[Game \"Daldøs\"]\n[Board \"12\"]\n[Variants \"standard\"]\n[RollOff \"1+2 1+1\"]\n\
     [Result \"*\"]\n[Resigned \"b\"]\n\na 3+2: --\nb 4+3: --\na 2+1: A12-M12-M10\nb 1+2:\n",
];

/// The positions of the rules crate's test data (`plays.tsv`, the crowded
/// odds boards), first column.
const POSITION_FILES: [&str; 2] = [
    include_str!("../../daldos/tests/data/plays.tsv"),
    include_str!("../../daldos/tests/data/odds-crowded.txt"),
];

/// The finished (or unfinished: it is only a seed) game `web` of record
/// `text` as a progress entry, against the computer at level 2.
fn progress_entry(text: &str, web: &WebGame) -> daldos_web::progress::ProgressEntry {
    let view = web.view_data();
    daldos_web::progress::ProgressEntry {
        id: daldos_web::progress::game_id(text),
        date: "2026-12-02".into(),
        size: view.size,
        variants: view.variants,
        opponent: daldos_web::progress::Opponent::Computer {
            level: 2,
            side: daldos_web::SideName::A,
        },
        winner: view.winner.unwrap_or(daldos_web::SideName::B),
        termination: view
            .termination
            .unwrap_or(daldos_web::TerminationName::Normal),
        throws: view.throws,
        accuracy: None,
    }
}

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .expect("usage: fuzz_seeds <directory>");
    let dir = Path::new(&dir);
    let mut seeds: [(&str, Vec<Vec<u8>>); 6] = [
        ("dpn", Vec::new()),
        ("notation", Vec::new()),
        ("record", Vec::new()),
        ("share", Vec::new()),
        ("save", Vec::new()),
        ("progress", Vec::new()),
    ];
    let mut positions = BTreeSet::new();
    for file in POSITION_FILES {
        for line in file.lines().filter(|l| !l.starts_with('#')) {
            if let Some(dpn) = line.split('\t').next().filter(|d| !d.is_empty()) {
                positions.insert(dpn.to_string());
            }
        }
    }
    for size in [6, 12, 16] {
        let rules = Rules::new(size, daldos::Variants::STANDARD).expect("a board size");
        positions.insert(Position::new(rules).to_string());
    }
    let mut plays = Vec::new();
    let mut progress = daldos_web::progress::Progress::new();
    let mut records: Vec<String> = RECORDS.iter().map(ToString::to_string).collect();
    // The short game again, with tags holding `#`, a tab and lone-CR ends.
    records.push(
        RECORDS[0]
            .replacen(
                "[Board \"12\"]\n",
                "[Event \"Game #3\"]\n[Site\t\"https://x.org/daldos#rules\"]\n[Board \"12\"] # N\n",
                1,
            )
            .replace('\n', "\r"),
    );
    for text in &records {
        let game = Game::from_record(text).expect("the repository's records replay");
        for (n, turn) in game.record().iter().enumerate() {
            let before = game.after_throws(n);
            positions.insert(before.position().to_string());
            plays.push(format!(
                "{}\n{}\n{}",
                before.position(),
                turn.play.throw,
                turn.play
            ));
        }
        let code = share::encode(&game);
        let bytes = Base64UrlUnpadded::decode_vec(&code).expect("a code is base64url");
        // Version, LEB128 length, body, CRC-32: the body alone, after an odd
        // byte, is the share target's framed input.
        let len_bytes = bytes[1..].iter().take_while(|b| *b & 0x80 != 0).count() + 1;
        let body = &bytes[1 + len_bytes..bytes.len() - 4];
        seeds[3].1.push(code.clone().into_bytes());
        seeds[3]
            .1
            .push(format!("https://example.org/daldos/#game={code}").into_bytes());
        seeds[3].1.push([&[1u8][..], body].concat());
        seeds[2].1.push(text.clone().into_bytes());
        let Ok(web) = WebGame::from_record(text) else {
            panic!("the facade reads it");
        };
        // The player's progress with this game in it (and its accuracy).
        progress.add(progress_entry(text, &web));
        progress.set_accuracy(&daldos_web::progress::game_id(text), 81.25);
        seeds[5].1.push(
            serde_json::to_string(&progress)
                .expect("a store as JSON")
                .into_bytes(),
        );
        let save = serde_json::json!({
            "v": 1, "record": text, "mode": "pvc", "level": 3, "human": "a", "seed": 7,
        });
        seeds[4].1.push(save.to_string().into_bytes());
        // The same game cut mid-throw, and the engine's request for it.
        if let Some(request) = web.engine_request_data() {
            let json = serde_json::to_string(&request).expect("a request as JSON");
            seeds[4].1.push(json.into_bytes());
        }
    }
    seeds[0].1 = positions.into_iter().map(String::into_bytes).collect();
    seeds[1].1 = plays.into_iter().map(String::into_bytes).collect();
    for (target, inputs) in &seeds {
        let target_dir = dir.join(target);
        std::fs::create_dir_all(&target_dir)?;
        for (n, input) in inputs.iter().enumerate() {
            std::fs::write(target_dir.join(format!("{n:04}")), input)?;
        }
        println!("{target}: {} seeds", inputs.len());
    }
    Ok(())
}
