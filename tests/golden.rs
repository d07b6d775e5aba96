//! Golden games (SPEC R-CPU-8): fixed games replayed move by move through `Match`; every CPU
//! reply must be the recorded one. The file is compiled in (`include_str!`), so this test needs
//! no file system and no `gui` feature and runs on wasm32-wasip1 and aarch64 too:
//! `cargo test --no-default-features --test golden`.
//! Regenerate deliberately with `cargo run --release --example golden -- --write`.

use reversi::core::cpu::Player;
use reversi::core::record::{event_moves, parse_records, GameRecord};
use reversi::core::{Board, Color, Match, Opponent, Square, Turn};

const GOLDEN: &str = include_str!("golden/games.txt");
const HARD_V2: &str = include_str!("golden/hard-v2.txt");
const HARD_V3: &str = include_str!("golden/hard-v3.txt");
const HARD_V4: &str = include_str!("golden/hard-v4.txt");

fn games() -> Vec<GameRecord> {
    match parse_records(GOLDEN) {
        Ok(games) => games,
        Err(e) => panic!("tests/golden/games.txt: {e}"),
    }
}

fn describe(g: &GameRecord) -> String {
    format!(
        "game seed {} {} player {:?}",
        g.seed,
        g.opponent.name(),
        g.player
    )
}

/// Replays `g` through a match, asserting every CPU reply, pass and the result. With
/// `check_undo`, at every player decision it first plays the player's square, asks for the
/// CPU's reply, undoes back to the decision (`Match::undo`), plays the same square again and
/// asserts the same reply.
fn replay(g: &GameRecord, check_undo: bool) -> usize {
    let mut m = Match::new(g.seed, g.player, g.opponent);
    let mut played = Vec::new();
    let mut undo_checks = 0;
    loop {
        let at = played.len();
        let events = match m.turn() {
            Turn::Over => break,
            Turn::Player => {
                let Some(Some(sq)) = g.moves.get(at).copied() else {
                    panic!("{}: move {at} should be the player's", describe(g));
                };
                let play = |m: &mut Match| {
                    m.play_player(sq)
                        .unwrap_or_else(|e| panic!("{}: player move {at} {sq}: {e:?}", describe(g)))
                };
                let mut first = None;
                if check_undo {
                    play(&mut m);
                    first = Some(m.cpu_choice());
                    assert!(m.undo(), "{}: undo at move {at}", describe(g));
                    assert_eq!(m.turn(), Turn::Player, "{}: after undo", describe(g));
                    assert_eq!(
                        m.board().ply() as usize,
                        g.moves[..at].iter().flatten().count()
                    );
                    undo_checks += 1;
                }
                let events = play(&mut m);
                if let Some(first) = first {
                    assert_eq!(
                        m.cpu_choice(),
                        first,
                        "{}: reply after undo at move {at}",
                        describe(g)
                    );
                }
                events
            }
            Turn::Cpu => {
                let reply = m.cpu_choice();
                assert_eq!(
                    Some(reply),
                    g.moves.get(at).copied(),
                    "{}: CPU reply at move {at} (ply {})",
                    describe(g),
                    m.ply()
                );
                m.play_cpu_turn()
                    .unwrap_or_else(|| panic!("{}: CPU move {at}", describe(g)))
            }
        };
        played.extend(event_moves(&events));
        assert_eq!(
            played[..],
            g.moves[..played.len().min(g.moves.len())],
            "{}: diverged after move {at}",
            describe(g)
        );
    }
    assert_eq!(played.len(), g.moves.len(), "{}: length", describe(g));
    assert_eq!(m.board().outcome(), g.outcome, "{}: result", describe(g));
    undo_checks
}

#[test]
fn golden_file_covers_every_opponent_colour_passes_and_an_early_end() {
    let games = games();
    assert!(games.len() >= 12, "only {} golden games", games.len());
    for opponent in Opponent::ALL {
        for colour in [Color::Black, Color::White] {
            let n = games
                .iter()
                .filter(|g| g.opponent == opponent && g.player == colour)
                .count();
            assert!(n >= 2, "{} as {colour:?}: {n} games", opponent.name());
        }
    }
    assert!(games.iter().any(|g| g.passes() > 0), "no game with a pass");
    assert!(games.iter().any(GameRecord::ended_early), "no early end");
}

#[test]
fn cpu_replies_match_the_golden_games() {
    for g in games() {
        replay(&g, false);
    }
}

#[test]
fn undo_and_the_same_square_give_the_same_reply() {
    let checks: usize = games().iter().map(|g| replay(g, true)).sum();
    assert!(checks > 300, "only {checks} undo checks");
}

/// hard-v2 is Hard as issue 25 found it, the yardstick of a stronger Hard: it must keep
/// playing the moves it played then, whatever becomes of Hard.
#[test]
fn hard_v2_plays_its_pinned_games() {
    plays_pinned_games(Player::HardV2, HARD_V2);
}

/// hard-v3 is Hard as issue 35 found it (before its weights were rebuilt): the same.
#[test]
fn hard_v3_plays_its_pinned_games() {
    plays_pinned_games(Player::HardV3, HARD_V3);
}

/// hard-v4 is Hard as issue 55 found it (before it trained on deeper play): the same.
#[test]
fn hard_v4_plays_its_pinned_games() {
    plays_pinned_games(Player::HardV4, HARD_V4);
}

/// Replays a yardstick's pinned games (`examples/golden.rs`), asserting each of its moves.
fn plays_pinned_games(player: Player, pinned: &str) {
    let mut checked = 0;
    for (n, line) in pinned.lines().filter(|l| !l.starts_with('#')).enumerate() {
        let (opening, moves) = line.split_once('|').expect("opening plies | moves");
        let opening: usize = opening.trim().parse().expect("opening plies");
        let mut board = Board::start();
        for (i, text) in moves.split_whitespace().enumerate() {
            if text == "pa" {
                assert!(board.must_pass(), "game {n}, move {i}: pass");
                board.pass().unwrap();
                continue;
            }
            let sq = Square::parse(text).expect("a square");
            if i >= opening {
                let chosen = player.choose(&board, 0, board.ply());
                assert_eq!(chosen, Some(sq), "game {n}, move {i}");
                checked += 1;
            }
            board.play(sq).unwrap();
        }
        assert!(board.is_game_over(), "game {n} ends");
    }
    assert!(checked > 200, "only {checked} moves checked");
}
