//! The browser tests' seeded games (`tests/e2e/seeded.mjs`: `S250`,
//! `S25`, `S4`, `AUTOPLAY_12_SEED_0`, and the "Which way?" records),
//! played natively through the facade as
//! the page plays them: `rollOff()`, `throwDice()`, for the computer
//! `computerPlay(engineRequest(), "level<N>", choiceSeed())` and its moves
//! made one by one, for the player the move clicked. Every throw, play and
//! position is asserted exactly, so that a change of the dice scheme
//! (`daldos::ThrowSeededDice`) or of the computer's choices fails here
//! before any browser runs; and `seeded.mjs` is checked to state the same
//! facts, so that the two cannot drift apart.

use super::*;

/// The browser tests' shared facts.
const SEEDED_MJS: &str = include_str!("../../../tests/e2e/seeded.mjs");

/// `text` with its comment marks (`//`) left out and every run of white
/// space one space, so that a comment may be wrapped anew.
fn words(text: &str) -> String {
    text.lines()
        .map(|line| line.trim().trim_start_matches("//"))
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Asserts that `seeded.mjs` states `fact` word for word (however its
/// lines are wrapped).
fn stated(fact: &str) {
    assert!(
        words(SEEDED_MJS).contains(&words(fact)),
        "tests/e2e/seeded.mjs no longer says {fact:?}"
    );
}

/// A new seeded game as the page starts one (`new Game(size, variants)`,
/// `setSeed(seed)`), its roll-off thrown: the rounds as `[A's, B's]`
/// throws and the starter.
fn started(size: u8, seed: u32) -> (WebGame, Vec<[[u8; 2]; 2]>, SideName) {
    let mut g = WebGame::new(size, "standard").unwrap();
    g.set_seed(Some(seed));
    let roll = g.roll_off_data().unwrap();
    let rounds = roll.rounds.iter().map(|r| [r.a, r.b]).collect();
    (g, rounds, roll.starter)
}

/// The side to move throws (`throwDice()`); returns the dice.
fn throw(g: &mut WebGame) -> [u8; 2] {
    g.throw_data().unwrap().dice
}

/// Makes `m` as `makeMove(move)` does (the same holes and dice).
fn make(g: &mut WebGame, m: &MoveData) -> bool {
    let input = MoveInput {
        from: m.from.clone(),
        via: m.via.clone(),
        to: m.to.clone(),
        dice: m.dice.clone(),
    };
    let mv = g.find_move(&input).unwrap();
    g.game.make_move(mv).unwrap()
}

/// The player's move written `text`, picked from `legalMoves()` (a click
/// on its piece and its target).
fn click(g: &mut WebGame, text: &str) -> bool {
    let m = g
        .legal_move_data()
        .into_iter()
        .find(|m| m.text == text)
        .unwrap_or_else(|| panic!("{text} is not a legal move now"));
    make(g, &m)
}

/// The computer at `level` plays the throw in use as the page's worker
/// does (`computerPlay(engineRequest(), "level<N>", choiceSeed())`), on an
/// engine of its own.
#[cfg(feature = "engine")]
fn computer(g: &mut WebGame, level: u8) {
    let req = g.engine_request_data().expect("a throw in use");
    let seed = g.choice_seed().unwrap();
    let moves = crate::engine::WebEngine::new()
        .computer_moves(&req, &format!("level{level}"), seed)
        .unwrap();
    for m in &moves {
        make(g, m);
    }
}

/// The record's lines so far (`entries(0)`'s `text`s, the move list).
fn record(g: &WebGame) -> Vec<String> {
    g.entry_data(0, usize::MAX)
        .into_iter()
        .map(|e| e.text)
        .collect()
}

/// S250: seed 250, against the computer at level 3, the player Light.
#[cfg(feature = "engine")]
#[test]
fn seed_250_against_level_3_plays_as_the_browser_tests_say() {
    stated("query: '?seed=250&speed=fast&level=3'");
    let (mut g, rounds, starter) = started(16, 250);
    // "Light throws 2+4 and Dark 4+3 in the roll-off".
    stated("Light throws 2+4 and Dark 4+3 in the roll-off");
    assert_eq!(rounds, [[[2, 4], [4, 3]]]);
    assert_eq!(starter, SideName::B);
    stated("Dark throws 3+1 and plays B16-M16-M13");
    assert_eq!(throw(&mut g), [3, 1]);
    computer(&mut g, 3);
    let first = "aaaaaaaaaaaaaaaa/13B3/bbbbbbbbbbbbbbb1 a";
    stated(&format!("first: '{first}'"));
    assert_eq!(g.view_data().position, first);
    stated("Light throws 4+1 (one way to play it: A16-M16-M12)");
    assert_eq!(throw(&mut g), [4, 1]);
    let froms: Vec<String> = g.legal_move_data().into_iter().map(|m| m.from).collect();
    assert!(froms.iter().all(|f| f == "A16"), "{froms:?}");
    // The facade says so: the forced play, for "Play forced moves for me".
    let forced = g.forced_play_data().unwrap();
    assert_eq!(
        forced.iter().map(|m| m.text.as_str()).collect::<Vec<_>>(),
        ["A16-M16-M12"]
    );
    assert!(click(&mut g, "A16-M16-M12"));
    stated("Dark throws 1+2 and plays B15-B16-M15");
    assert_eq!(throw(&mut g), [1, 2]);
    computer(&mut g, 3);
    let second = "aaaaaaaaaaaaaaa1/12AB1B1/bbbbbbbbbbbbbb2 a";
    stated(&format!("second: '{second}'"));
    assert_eq!(g.view_data().position, second);
    let plays = [
        "b 3+1: B16-M16-M13",
        "a 4+1: A16-M16-M12",
        "b 1+2: B15-B16-M15",
    ];
    stated(&format!("plays: ['{}']", plays.join("', '")));
    assert_eq!(record(&g), plays);
    stated(
        "Light throws 1+4, with two pieces to move, moves of one die and of the sum, and a capture",
    );
    assert_eq!(throw(&mut g), [1, 4]);
    // As game.spec.mjs lists them: sorted by their text.
    let mut legal: Vec<(String, String, String, bool, Vec<String>)> = g
        .legal_move_data()
        .into_iter()
        .map(|m| (m.text, m.from, m.to, m.summed, m.captures))
        .collect();
    legal.sort();
    let expected = [
        ("A15-A16", "A15", "A16", false, &[][..]),
        ("A15-A16xM13", "A15", "M13", true, &["M13"][..]),
        ("M12-M11-M7", "M12", "M7", true, &[][..]),
        ("M12-M8", "M12", "M8", false, &[][..]),
    ];
    for (text, from, to, summed, captures) in expected {
        let captures: Vec<String> = captures.iter().map(|c| format!("'{c}'")).collect();
        stated(&format!(
            "{{ text: '{text}', from: '{from}', to: '{to}', summed: {summed}, captures: [{}] }}",
            captures.join(", ")
        ));
    }
    assert_eq!(
        legal,
        expected.map(|(text, from, to, summed, captures)| (
            text.to_string(),
            from.to_string(),
            to.to_string(),
            summed,
            captures.iter().map(|c| (*c).to_string()).collect()
        ))
    );
    // The hint (level 5 on the 16-hole network): A15-A16xM13, Light 62 %,
    // Dark 38 % as the page rounds them.
    stated("hint: { play: 'A15-A16xM13', a: 62, b: 38 }");
    let mut engine = crate::engine::WebEngine::new();
    let net = include_bytes!("../../daldos-ai/data/net-16.bin");
    assert_eq!(engine.load_net(net).ok(), Some(16));
    let hint = engine
        .hint_data(&g.engine_request_data().unwrap(), 5)
        .unwrap();
    assert_eq!(hint.play, "A15-A16xM13");
    assert_eq!(
        ((hint.win_a * 100.0).round(), (hint.win_b * 100.0).round()),
        (62.0, 38.0)
    );
    // game.spec.mjs plays on: Light takes the hint's capture, Dark throws
    // 1+1 (B14-B15 B13-B14), again 3+1 (M15xM12 B12-B13), and it is
    // Light's throw.
    assert!(click(&mut g, "A15-A16xM13"));
    assert_eq!(throw(&mut g), [1, 1]);
    computer(&mut g, 3);
    assert_eq!(throw(&mut g), [3, 1]);
    computer(&mut g, 3);
    assert_eq!(
        record(&g)[3..],
        [
            "a 1+4: A15-A16xM13",
            "b 1+1: B14-B15 B13-B14",
            "b 3+1: M15xM12 B12-B13"
        ]
    );
    assert_eq!(
        g.view_data().position,
        "aaaaaaaaaaaaaa2/12BA3/bbbbbbbbbbb1BBB1 a"
    );
}

/// S25: seed 25, two players.
#[test]
fn seed_25_two_players_plays_as_the_browser_tests_say() {
    stated("query: '?seed=25&speed=fast'");
    let (mut g, rounds, starter) = started(16, 25);
    // "Light starts (3+3 against 3+1) and throws 1+1".
    stated("Light starts (3+3 against 3+1) and throws 1+1");
    assert_eq!(rounds, [[[3, 3], [3, 1]]]);
    assert_eq!(starter, SideName::A);
    stated("dice: '1+1'");
    assert_eq!(throw(&mut g), [1, 1]);
    stated("A16-M16 uses one dal and leaves the other (A15 follows to A16)");
    stated("step: ['A16', 'M16']");
    assert!(!click(&mut g, "A16-M16"));
    let view = g.view_data();
    let position = "aaaaaaaaaaaaaaa1/16A/bbbbbbbbbbbbbbbb a";
    stated(&format!("position: '{position}'"));
    assert_eq!(view.position, position);
    stated("current: 'a 1+1: A16-M16…'");
    let current = view.current.unwrap();
    assert_eq!(
        (current.text.as_str(), current.dice_used),
        ("a 1+1: A16-M16", [true, false])
    );
    // "(A15 follows to A16)": the dal left can take A15 there.
    assert!(g.legal_move_data().iter().any(|m| m.text == "A15-A16"));
}

/// `?autoplay=fast&board=12&seed=0`: level 1 against level 1 on the
/// 12-hole board.
#[cfg(feature = "engine")]
#[test]
fn autoplay_12_seed_0_plays_as_the_browser_tests_say() {
    stated("`?autoplay=fast&board=12&seed=0`: level 1 against level 1 on the 12-hole board");
    let (mut g, rounds, starter) = started(12, 0);
    // Not in seeded.mjs: what the seed gives (Light 4+3, Dark 4+4).
    assert_eq!((rounds, starter), (vec![[[4, 3], [4, 4]]], SideName::B));
    while g.view_data().throws < 4 {
        throw(&mut g);
        // A lost throw is recorded at once; else the computer plays it.
        if g.engine_request_data().is_some() {
            computer(&mut g, 1);
        }
    }
    let plays = [
        "b 1+2: B12-M12-M10",
        "a 3+1: A12-M12-M9",
        "b 3+3: M10-M7-M4",
        "a 1+2: A11-A12 M9-M7",
    ];
    stated(&format!("AUTOPLAY_12_SEED_0 = ['{}']", plays.join("', '")));
    assert_eq!(record(&g), plays);
}

/// The text of the string constant `name` of `seeded.mjs` (one or more
/// single-quoted pieces joined by `+`, with `\n` and `\"` escapes).
fn js_string(name: &str) -> String {
    let start = SEEDED_MJS
        .find(&format!("export const {name} ="))
        .unwrap_or_else(|| panic!("seeded.mjs has no {name}"));
    let body = &SEEDED_MJS[start..];
    let body = &body[..body.find(";\n").unwrap()];
    body.split('\'')
        .skip(1)
        .step_by(2)
        .collect::<String>()
        .replace("\\n", "\n")
        .replace("\\\"", "\"")
}

/// The legal moves of the game `record` leaves from `from` to `to`: each
/// its text and the board it leaves.
fn ways(record: &str, from: &str, to: &str) -> Vec<(String, String)> {
    WebGame::from_record(record)
        .unwrap()
        .legal_move_data()
        .into_iter()
        .filter(|m| m.from == from && m.to == to)
        .map(|m| (m.text, m.after.unwrap()))
        .collect()
}

/// TWO_WAY_RECORD and ONE_WAY_RECORD: Dark's 2+1 takes M14 to M11 two
/// ways; "Which way?" is asked only where they leave different boards.
#[test]
fn which_way_is_asked_only_where_the_two_ways_leave_different_boards() {
    stated("Light's piece on M13: the way via M13 captures it (capture at both stops), the other jumps it");
    let two = ways(&js_string("TWO_WAY_RECORD"), "M14", "M11");
    assert_eq!(
        two,
        [
            (
                "M14-M12-M11".into(),
                "aaaaaaaaaaaaaaa1/11B1A3/bbbbbbbbbbbbbbb1 b".into()
            ),
            (
                "M14xM13-M11".into(),
                "aaaaaaaaaaaaaaa1/11B5/bbbbbbbbbbbbbbb1 b".into()
            ),
        ]
    );
    // TWO_WAY_AFTER: each way's board once the throw is used (Light to throw).
    for (text, after) in &two {
        let board = after.strip_suffix(" b").unwrap();
        stated(&format!("'{text}': '{board} a'"));
    }
    stated("nothing on either stop: both ways leave the same board");
    let one = ways(&js_string("ONE_WAY_RECORD"), "M14", "M11");
    let texts: Vec<&str> = one.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(texts, ["M14-M12-M11", "M14-M13-M11"]);
    assert_eq!(one[0].1, one[1].1);
    assert_eq!(one[0].1, "aaaaaaaaaaaaaaaa/11B5/bbbbbbbbbbbbbbb1 b");
    // Neither is a forced play: B15's dal beside M14-M12 is another.
    assert_eq!(
        WebGame::from_record(&js_string("ONE_WAY_RECORD"))
            .unwrap()
            .forced_play_data(),
        None
    );
}

/// S4: seed 4, two lost throws, then Light's one play.
#[test]
fn seed_4_loses_two_throws_then_light_has_one_play() {
    stated("query: '?seed=4'");
    let (mut g, _rounds, starter) = started(16, 4);
    stated("Light starts and throws 3+4, lost; Dark throws 2+3, lost; Light throws 1+4, whose one play is A16-M16-M12");
    assert_eq!(starter, SideName::A);
    for dice in [[3, 4], [2, 3]] {
        let t = g.throw_data().unwrap();
        assert_eq!((t.dice, t.outcome), (dice, ThrowOutcome::Lost));
        assert_eq!(g.forced_play_data(), None, "a lost throw is never in use");
    }
    assert_eq!(throw(&mut g), [1, 4]);
    let only = g.forced_play_data().unwrap();
    let texts: Vec<&str> = only.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["A16-M16-M12"]);
    assert_eq!(only[0].path, ["M16", "M15", "M14", "M13", "M12"]);
    assert!(make(&mut g, &only[0]));
    stated("plays: ['a 3+4: --', 'b 2+3: --', 'a 1+4: A16-M16-M12']");
    assert_eq!(record(&g), ["a 3+4: --", "b 2+3: --", "a 1+4: A16-M16-M12"]);
}
