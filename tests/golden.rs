//! Golden games (SPEC R-CPU-8): fixed games replayed move by move through `Match`; every CPU
//! reply must be the recorded one. The file is compiled in (`include_str!`), so this test needs
//! no file system and no `gui` feature and runs on wasm32-wasip1 and aarch64 too:
//! `cargo test --no-default-features --test golden`.
//! Regenerate deliberately with `cargo run --release --example golden -- --write`.

use reversi::core::record::{event_moves, parse_records, GameRecord};
use reversi::core::{Color, Match, Opponent, Turn};

const GOLDEN: &str = include_str!("golden/games.txt");

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

/// Replays `g` through a match up to (not including) the player's decision number `stop`
/// (all of it when `None`), asserting every CPU reply and pass on the way. Returns the match
/// and the number of recorded moves played.
fn replay(g: &GameRecord, stop: Option<usize>) -> (Match, usize) {
    let mut m = Match::new(g.seed, g.player, g.opponent);
    let mut played = Vec::new();
    let mut decisions = 0;
    loop {
        let at = played.len();
        let events = match m.turn() {
            Turn::Over => break,
            Turn::Player => {
                if Some(decisions) == stop {
                    return (m, at);
                }
                decisions += 1;
                let Some(Some(sq)) = g.moves.get(at) else {
                    panic!("{}: move {at} should be the player's", describe(g));
                };
                m.play_player(*sq)
                    .unwrap_or_else(|e| panic!("{}: player move {at} {sq}: {e:?}", describe(g)))
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
    let at = played.len();
    (m, at)
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
        replay(&g, None);
    }
}

#[test]
fn undo_and_the_same_square_give_the_same_reply() {
    for g in games() {
        let decisions = g
            .moves
            .iter()
            .filter(|m| m.is_some())
            .count()
            .div_ceil(2)
            .max(1);
        // Three decision points spread over the game.
        for stop in [1, decisions / 2, decisions.saturating_sub(3)] {
            let (mut m, at) = replay(&g, Some(stop));
            let Some(Some(sq)) = g.moves.get(at).copied() else {
                continue;
            };
            let events = m.play_player(sq).unwrap();
            if m.turn() != Turn::Cpu {
                continue;
            }
            let reply_at = at + event_moves(&events).count();
            let first = m.cpu_choice();
            assert_eq!(first, g.moves[reply_at], "{}: reply", describe(&g));
            assert!(m.undo());
            assert_eq!(m.turn(), Turn::Player);
            m.play_player(sq).unwrap();
            assert_eq!(m.cpu_choice(), first, "{}: after undo", describe(&g));
        }
    }
}
