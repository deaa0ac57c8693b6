//! Share codes (docs/notation.md, "Share codes"): every game comes back
//! from its code exactly, a fixed game has a fixed code, and a cut, altered
//! or foreign code is named for what it is.

use daldos::share::{self, ShareCodeError, ShareErrorKind};
use daldos::{Game, PositionError, Rules, SeededDice, Variants};
use proptest::prelude::*;

fn variants(bits: u8) -> Variants {
    Variants {
        stern_most_dal: bits & 1 != 0,
        capture_both_stops: bits & 2 != 0,
        last_piece_loses: bits & 4 != 0,
    }
}

/// Splitmix64: the choices of the random player (apart from the dice).
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A game of `throws` throws at most (to the end if it comes first) on
/// seeded dice, each move picked at random among the legal next moves;
/// with `unfinished`, one more throw is thrown and, on odd choices, its
/// first move made.
fn random_game(rules: Rules, seed: u64, choice: u64, throws: usize, unfinished: bool) -> Game {
    let mut game = Game::new(rules);
    let mut dice = SeededDice::new(seed);
    let mut pick = choice;
    game.roll_off(&mut dice).unwrap();
    for _ in 0..throws {
        if game.outcome().is_some() {
            return game;
        }
        game.throw(&mut dice).unwrap();
        while game.current_throw().is_some() {
            let moves = game.legal_next_moves();
            let m = moves[(next(&mut pick) % moves.len() as u64) as usize];
            game.make_move(m).unwrap();
        }
    }
    if unfinished && game.outcome().is_none() {
        game.throw(&mut dice).unwrap();
        if game.current_throw().is_some() && next(&mut pick) % 2 == 1 {
            let m = game.legal_next_moves()[0];
            game.make_move(m).unwrap();
        }
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn every_game_comes_back_from_its_code(
        seed in any::<u64>(),
        choice in any::<u64>(),
        size in 6u8..=16,
        bits in 0u8..8,
        throws in 0usize..400,
        unfinished in any::<bool>(),
        resigns in prop::option::of(prop::sample::select(vec![daldos::Side::A, daldos::Side::B])),
    ) {
        let mut game = random_game(Rules::new(size, variants(bits)).unwrap(), seed, choice, throws, unfinished);
        if let Some(side) = resigns {
            // (A game over on the board cannot be resigned.)
            let _ = game.resign(side);
        }
        let code = share::encode(&game);
        let back = share::decode(&code).unwrap();
        prop_assert_eq!(&back, &game);
        prop_assert_eq!(back.to_record(), game.to_record());
        prop_assert_eq!(share::encode(&back), code);
    }

    #[test]
    fn every_cut_of_a_code_is_named_truncated(seed in any::<u64>(), cut in 1usize..1000) {
        let code = share::encode(&random_game(Rules::DANISH, seed, seed, 60, false));
        let cut = cut % code.len();
        let err = share::decode(&code[..cut]).unwrap_err();
        prop_assert!(
            matches!(err, ShareCodeError::Truncated { found, .. } if found == cut)
                || (cut == 0 && err == ShareCodeError::Empty),
            "{} characters of {}: {}", cut, code.len(), err
        );
        prop_assert_eq!(err.kind(), ShareErrorKind::Incomplete);
    }

    #[test]
    fn every_changed_character_is_caught(seed in any::<u64>(), at in any::<usize>(), by in 1u8..64) {
        let code = share::encode(&random_game(Rules::NORWEGIAN, seed, !seed, 80, true));
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let at = at % code.len();
        let mut bytes = code.clone().into_bytes();
        let old = ALPHABET.iter().position(|&c| c == bytes[at]).unwrap();
        bytes[at] = ALPHABET[(old + usize::from(by)) % 64];
        let changed = String::from_utf8(bytes).unwrap();
        // A change is never read as another game.
        prop_assert!(share::decode(&changed).is_err());
    }
}

/// The game of docs/examples/short-game.dgn.
fn short_game() -> Game {
    Game::from_record(include_str!("../../../docs/examples/short-game.dgn")).unwrap()
}

#[test]
fn the_short_example_game_has_this_code() {
    let game = short_game();
    let code = share::encode(&game);
    assert_eq!(code, "AQtgQEQDJ5pTmOnZwLzi5tc");
    assert_eq!(share::decode(&code).unwrap().to_record(), game.to_record());
}

#[test]
fn a_new_game_and_a_game_from_a_position_have_these_codes() {
    assert_eq!(share::encode(&Game::new(Rules::DANISH)), "AQSgQAAAsu9AAw");
    let start = "aaaaaaaaaaaa/13/bbbbbbbbbbbb b".parse().unwrap();
    let game =
        Game::from_position(daldos::Position::from_setup(&start, Variants::STANDARD).unwrap());
    let code = share::encode(&game);
    assert_eq!(code, "AQNggACaoyIo");
    assert_eq!(share::decode(&code).unwrap(), game);
}

#[test]
fn a_start_position_and_variants_come_back() {
    let record = "[Board \"6\"]\n[Variants \"capture-both-stops last-piece-loses\"]\n\
                  [Start \"aa2a1/1A3B1/b1bb2 b\"]\n\nb 1+2: B4-B5 M5-M3\n";
    let game = Game::from_record(record).unwrap();
    let code = share::encode(&game);
    assert_eq!(code, "AQgNpCFHZsAIkA5mNuU");
    let back = share::decode(&code).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.to_record(), game.to_record());
}

#[test]
fn a_link_a_fragment_or_a_code_give_the_code() {
    let code = "AQtgQEQDJ5pTmOnZwLzi5tc";
    for text in [
        code.to_string(),
        format!("  {code}\n"),
        format!("#game={code}"),
        format!("game={code}&id=one"),
        format!("https://example.org/daldos/?lang=da#game={code}"),
        format!("https://example.org/page#id=two&game={code}"),
    ] {
        assert_eq!(share::code_in(&text), code, "{text}");
    }
    assert_eq!(share::code_in("https://example.org/#other"), "other");
}

#[test]
fn errors_name_what_is_wrong() {
    let code = share::encode(&short_game());
    let cases: Vec<(String, ShareCodeError, &str)> = vec![
        (String::new(), ShareCodeError::Empty, "the share code is empty"),
        (
            format!("{}é{}", &code[..5], &code[5..]),
            ShareCodeError::BadCharacter { position: 6, character: 'é' },
            "character 6 of the share code, '\\u{e9}', is not one of A-Z a-z 0-9 - _",
        ),
        (
            code[..12].to_string(),
            ShareCodeError::Truncated { expected: Some(23), found: 12 },
            "the share code is cut short: it has 12 characters of 23 (copy the whole link)",
        ),
        (
            code[..3].to_string(),
            ShareCodeError::Truncated { expected: None, found: 3 },
            "the share code is cut short: 3 characters are too few for a game (copy the whole link)",
        ),
        (
            format!("{code}AAAA"),
            ShareCodeError::TooLong { expected: 23, found: 27 },
            "the share code has 27 characters but should have 23: something was added to it",
        ),
        // The first character changed: damaged, not "of a newer version"
        // (a tester's one changed character was said to come from a newer
        // Daldøs).
        (
            format!("B{}", &code[1..]),
            ShareCodeError::Checksum,
            "the share code is damaged: its checksum does not match (a character was changed)",
        ),
        // A whole code of version 5 (its frame right): one this build does
        // not read.
        (
            of_version(&code, 5),
            ShareCodeError::UnknownVersion(5),
            "the share code is of version 5, which this version of Daldøs does not read (it reads versions 1 and 2)",
        ),
        (
            format!("{}B{}", &code[..10], &code[11..]),
            ShareCodeError::Checksum,
            "the share code is damaged: its checksum does not match (a character was changed)",
        ),
        (
            "Af__________".to_string(),
            ShareCodeError::BadLength,
            "the share code is damaged: its length cannot be read",
        ),
    ];
    for (text, error, message) in cases {
        let got = share::decode(&text).unwrap_err();
        assert_eq!(got, error, "{text}");
        assert_eq!(got.to_string(), message);
    }
    assert_eq!(
        ShareCodeError::UnknownVersion(5).kind(),
        ShareErrorKind::Newer
    );
    assert_eq!(
        ShareCodeError::UnknownVersion(0).kind(),
        ShareErrorKind::Damaged
    );
    assert_eq!(ShareCodeError::Checksum.kind(), ShareErrorKind::Damaged);
}

/// A code around the body written in `bits` ('0' and '1'; spaces for
/// reading; padded with 0 to a byte) with a correct frame (length and
/// CRC-32), as someone writing codes by hand would make it.
/// `code` (a share code) made again as version `version`: its first byte
/// changed and its CRC-32 made anew, the frame whole.
fn of_version(code: &str, version: u8) -> String {
    use base64ct::Encoding as _;
    let mut bytes = base64ct::Base64UrlUnpadded::decode_vec(code).unwrap();
    bytes.truncate(bytes.len() - 4);
    bytes[0] = version;
    let crc = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC).checksum(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    base64ct::Base64UrlUnpadded::encode_string(&bytes)
}

fn framed(bits: &str) -> String {
    use base64ct::Encoding as _;
    let bits: Vec<bool> = bits
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c == '1')
        .collect();
    let body: Vec<u8> = bits
        .chunks(8)
        .map(|chunk| {
            chunk
                .iter()
                .enumerate()
                .fold(0u8, |b, (i, &on)| b | u8::from(on) << (7 - i))
        })
        .collect();
    let mut bytes = vec![1, u8::try_from(body.len()).unwrap()];
    bytes.extend_from_slice(&body);
    let crc = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC).checksum(&bytes);
    bytes.extend_from_slice(&crc.to_be_bytes());
    base64ct::Base64UrlUnpadded::encode_string(&bytes)
}

/// The head of a body: Danish board (size − 6 = 10), standard rules, the
/// standard start, A's turn, with a roll-off.
const DANISH_ROLLED: &str = "1010 000 0 0 1";

#[test]
fn hand_made_codes_read_as_the_format_says() {
    // One roll-off round (count 0·0000001): A 2+2 (01 01), B 1+1 (00 00):
    // A starts. One throw: 1+3 (00 10), whose one legal play takes no
    // index bits. No unfinished throw (00).
    let code = framed(&format!(
        "{DANISH_ROLLED} 00000001 0101 0000 00000001 0010 00"
    ));
    let game = share::decode(&code).unwrap();
    assert_eq!(game.to_record().lines().last(), Some("a 1+3: A16-M16-M13"));
}

#[test]
fn a_checked_but_impossible_content_is_named() {
    // Board size 6 + 15.
    assert_eq!(
        share::decode(&framed("1111 000 0 0 0")).unwrap_err(),
        ShareCodeError::BoardSize(21)
    );
    assert_eq!(
        share::decode(&framed("1111 000 0 0 0")).unwrap_err().kind(),
        ShareErrorKind::Damaged
    );
    // N = 6, a start given: eight dalled A pieces on A1..A6, M0, M1.
    // 19 holes: the other 11 empty; no throws, no unfinished throw.
    let err = share::decode(&framed(&format!(
        "0000 000 1 0 0 {} {} 00000000 00",
        "101 ".repeat(8),
        "0".repeat(11)
    )))
    .unwrap_err();
    assert_eq!(
        err,
        ShareCodeError::Start(PositionError::TooManyPieces {
            side: daldos::Side::A,
            count: 8,
            max: 6
        })
    );
    for (bits, error, message) in [
        // A wins the first round (2+2 against 1+1), and a second follows.
        (
            "00000010 0101 0000 0101 0000",
            ShareCodeError::RollOffOver { round: 2 },
            "roll-off round 2 of the share code comes after the starter was decided",
        ),
        // A throw while the roll-off is undecided (one tied round).
        (
            "00000001 0000 0000 00000001 0010 00",
            ShareCodeError::ThrowOutOfTurn { throw: 1 },
            "throw 1 of the share code comes before the roll-off has decided who starts, or after the end",
        ),
    ] {
        let err = share::decode(&framed(&format!("{DANISH_ROLLED} {bits}"))).unwrap_err();
        assert_eq!(err, error);
        assert_eq!(err.to_string(), message);
    }
    // Nothing after the header.
    assert_eq!(
        share::decode(&framed("1010 000 0 0 1")).unwrap_err(),
        ShareCodeError::EndsEarly
    );
    assert_eq!(
        share::decode(&framed("1010 000 0 0 1"))
            .unwrap_err()
            .to_string(),
        "the share code's data ends inside the game"
    );
    // A whole byte of padding.
    let err = share::decode(&framed(&format!(
        "{DANISH_ROLLED} 00000000 00000000 00 00000000"
    )))
    .unwrap_err();
    assert_eq!(err, ShareCodeError::TrailingData);
    // An unfinished throw of 1+3 that is to have one move made, where its
    // one play is one summed move.
    let code = framed(&format!(
        "{DANISH_ROLLED} 00000001 0101 0000 00000000 10 0010"
    ));
    assert_eq!(
        share::decode(&code).unwrap_err(),
        ShareCodeError::BadUnfinishedThrow
    );
    // The last field 3 is a resignation, of the side its bit names (1: b).
    let code = framed(&format!("{DANISH_ROLLED} 00000001 0101 0000 00000000 11 1"));
    assert_eq!(
        share::decode(&code).unwrap().outcome(),
        Some(daldos::Outcome::resignation(daldos::Side::B))
    );
    assert_eq!(
        err.to_string(),
        "the share code's data goes on after the game"
    );
}

#[test]
fn a_resignation_after_the_end_is_named() {
    // N = 6, a start given (A to throw, no roll-off) where B has no piece
    // left: A1..A6 empty, M0 empty, M1 a dalled A piece, M2..M6 and
    // B1..B6 empty. No throws; then the last field 3, B resigns.
    let bits = format!(
        "0000 000 1 0 0 {} 0 101 {} {} 00000000 11 1",
        "0".repeat(6),
        "0".repeat(5),
        "0".repeat(6)
    );
    let err = share::decode(&framed(&bits)).unwrap_err();
    assert_eq!(err, ShareCodeError::ResignationAfterEnd);
    assert_eq!(
        err.to_string(),
        "the share code's game ends by a resignation after it was already over"
    );
    // The same game with no resignation (00) reads: A has won on the board.
    let over = share::decode(&framed(&bits.replace(" 11 1", " 00"))).unwrap();
    assert_eq!(
        over.outcome(),
        Some(daldos::Outcome::normal(daldos::Side::A))
    );
}

#[test]
fn an_index_past_the_legal_plays_is_named_with_its_throw() {
    // N = 6, a start given (A to throw, no roll-off): A's dalled pieces on
    // M1, M3 and M5, B's six undalled at home.
    let setup: daldos::Setup = "6/1A1A1A1/bbbbbb a".parse().unwrap();
    let start = daldos::Position::from_setup(&setup, Variants::STANDARD).unwrap();
    let mut bits = String::from("0000 000 1 0 0 ");
    for hole in daldos::Hole::all(6) {
        bits.push_str(match start.piece_at(hole) {
            None => "0 ",
            Some(p) if p.side == daldos::Side::A => "101 ",
            Some(_) => "110 ",
        });
    }
    // A throw whose number of legal plays is not a power of two, and an
    // index past them in the bits that number takes.
    let (throw, plays) = daldos::Throw::all()
        .map(|t| (t, start.legal_plays(t).len()))
        .find(|(_, n)| !n.is_power_of_two())
        .unwrap();
    let width = (usize::BITS - (plays - 1).leading_zeros()) as usize;
    let index = (1usize << width) - 1;
    let [a, b] = throw.dice().map(|d| d.value() - 1);
    bits.push_str(&format!("00000001 {a:02b}{b:02b} {index:0width$b} 00"));
    assert_eq!(
        share::decode(&framed(&bits)).unwrap_err(),
        ShareCodeError::IllegalPlay {
            throw: 1,
            index: index as u32,
            plays
        }
    );
    assert_eq!(
        ShareCodeError::IllegalPlay {
            throw: 1,
            index: 7,
            plays: 6
        }
        .to_string(),
        "throw 1 of the share code names play 7, but that throw has only 6 legal plays (0..=5)"
    );
}

#[test]
fn typical_games_are_far_under_two_thousand_characters() {
    // Whole random games on both boards, standard rules.
    for (rules, most) in [(Rules::DANISH, 1000), (Rules::NORWEGIAN, 1000)] {
        let mut lengths: Vec<usize> = (0..200)
            .map(|seed| {
                share::encode(&random_game(rules, seed, seed ^ 0x5eed, 10_000, false)).len()
            })
            .collect();
        lengths.sort_unstable();
        let median = lengths[lengths.len() / 2];
        let longest = lengths[lengths.len() - 1];
        println!(
            "N = {}: median {median} characters, longest {longest}",
            rules.size()
        );
        assert!(longest < most, "N = {}: longest {longest}", rules.size());
    }
}
