//! Writes the records the store screenshots start from (build-scripts/build-listing.sh):
//!
//!     cargo run --release --example listing_records -- DIR
//!
//! - `DIR/game.json`: a game against Medium with 12 empty squares left, the player (Black)
//!   to move, a little ahead, and such that playing the first dotted square (a1 first, what
//!   the screenshot script clicks) every turn against Medium's replies wins, but not by a
//!   rout: the screenshots show a game well under way and then a won game's end;
//! - `DIR/stats.json`: statistics of a player who has played a while (the game above is
//!   one of Medium's games played, not yet counted);
//! - `DIR/settings.json`: the defaults but for the animation, off, so that playing the game to
//!   its end waits for no flips (the language follows the system: the script sets LANG).
//!
//! The records are written by the core's own save format, so they are what the game writes;
//! everything is fixed by the seeds tried in order, so every run writes the same files.

use reversi::core::save::{
    decode_game, encode_game, encode_settings, encode_stats, Animation, Settings,
};
use reversi::core::{Board, Color, Match, Opponent, Record, Square, Stats, Turn};
use std::path::Path;

/// Empty squares left in the saved game.
const EMPTIES_LEFT: u32 = 12;
const PLAYER: Color = Color::Black;
const OPPONENT: Opponent = Opponent::Medium;
/// The saved game's play time so far (7 min 40 s) and its id in the statistics.
const GAME_TIME_MS: u64 = 460_000;
const GAME_ID: u64 = 0x5eed_0001;
/// The player's lead in discs when the game is saved is 1 to this, and at its end 1 to
/// twice this: a close game, as most are, not a rout.
const MAX_LEAD: i32 = 10;
/// Moves of the game (both sides) in which Easy plays the player's side.
const OPENING_PLIES: u32 = 8;

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: listing_records DIR");
        std::process::exit(2);
    };
    let dir = Path::new(&dir);
    let game = (1..=200u64)
        .find_map(showcase_game)
        .expect("no seed in 1..=200 gives a close game that the first dots win");
    let saved = encode_game(&game, GAME_TIME_MS);
    let board = game.board();
    write(dir, "game.json", &saved);
    write(dir, "stats.json", &encode_stats(&statistics()));
    let settings = Settings {
        animation: Animation::Off,
        animation_chosen: true,
        ..Settings::default()
    };
    write(dir, "settings.json", &encode_settings(&settings));
    println!(
        "listing_records: seed {}, {} to {} on the board, {} empty squares, player to move",
        game.seed(),
        board.count(PLAYER),
        board.count(PLAYER.opposite()),
        EMPTIES_LEFT
    );
}

/// The game for `seed`: the player's side is played by Easy for the first `OPENING_PLIES`
/// moves and then by Hard, Medium answers, up to
/// `EMPTIES_LEFT` empty squares on the player's turn with the player a little ahead; `None`
/// unless the first dots then win it by a little.
fn showcase_game(seed: u64) -> Option<Match> {
    let mut game = Match::new(seed, PLAYER, OPPONENT).with_id(GAME_ID);
    while game.board().empties().count_ones() > EMPTIES_LEFT {
        match game.turn() {
            Turn::Player => {
                let board = *game.board();
                // Medium and Hard are deterministic: Easy's seeded openings vary the games
                let player = if board.ply() < OPENING_PLIES {
                    Opponent::Easy
                } else {
                    Opponent::Hard
                };
                let sq = player.choose(&board, seed, board.ply())?;
                game.play_player(sq).ok()?;
            }
            Turn::Cpu => {
                game.play_cpu_turn()?;
            }
            Turn::Over => return None,
        }
    }
    if game.turn() != Turn::Player || !(1..=MAX_LEAD).contains(&lead(game.board())) {
        return None;
    }
    // what the game resumes from the file, played as the screenshot script plays it
    let (mut resumed, _) = decode_game(&encode_game(&game, GAME_TIME_MS)).ok()?;
    while resumed.turn() != Turn::Over {
        if resumed.turn() == Turn::Player {
            let first = Square::first(resumed.player_moves())?;
            resumed.play_player(first).ok()?;
        } else {
            resumed.play_cpu_turn()?;
        }
    }
    (1..=MAX_LEAD * 2)
        .contains(&lead(resumed.board()))
        .then_some(game)
}

/// The player's discs less the CPU's.
fn lead(board: &Board) -> i32 {
    board.count(PLAYER) as i32 - board.count(PLAYER.opposite()) as i32
}

/// A player's statistics after some evenings: every record adds up, Medium's includes the
/// saved game (counted as played when it started, no result yet).
fn statistics() -> Stats {
    let minutes = |m: u64| m * 60_000;
    let mut stats = Stats::default();
    let records = [
        (Opponent::Easy, 14, 11, 2, 1, minutes(68)),
        (Opponent::Medium, 9, 4, 3, 1, minutes(74)),
        (Opponent::Hard, 6, 1, 5, 0, minutes(57)),
    ];
    for (opponent, played, won, lost, drawn, time_ms) in records {
        let record = Record {
            played,
            won,
            lost,
            drawn,
            time_ms,
        };
        assert!(record.is_consistent());
        stats.set(opponent, record);
    }
    stats
}

fn write(dir: &Path, name: &str, text: &str) {
    let path = dir.join(name);
    let written = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, text));
    if let Err(e) = written {
        eprintln!("listing_records: cannot write {}: {e}", path.display());
        std::process::exit(1);
    }
}
