//! A played game as one line of readable text, for the golden games (SPEC R-CPU-8):
//!
//! ```text
//! <seed> <opponent> <player colour> <black discs>-<white discs> | <moves in order, "pa" = pass>
//! 7 hard white 20-44 | d3 c5 f6 … pa …
//! ```
//!
//! Lines starting with `#` and blank lines are comments. Pure: no file access (the golden test
//! reads its file with `include_str!`, so it also runs on wasm32 and aarch64).

use super::board::{Color, Outcome, Square};
use super::cpu::Opponent;
use super::game::{Event, Match, Turn};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub seed: u64,
    pub opponent: Opponent,
    pub player: Color,
    pub outcome: Outcome,
    /// Every move of both sides in order; `None` is a pass.
    pub moves: Vec<Option<Square>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line number in the parsed text (1 for a single line).
    pub line: usize,
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

fn colour_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

impl GameRecord {
    /// The record as one line (see the module documentation).
    pub fn to_line(&self) -> String {
        let moves: Vec<String> = self
            .moves
            .iter()
            .map(|m| m.map_or_else(|| "pa".to_string(), Square::name))
            .collect();
        format!(
            "{} {} {} {}-{} | {}",
            self.seed,
            self.opponent.name(),
            colour_name(self.player),
            self.outcome.black,
            self.outcome.white,
            moves.join(" ")
        )
    }

    /// Reads one line written by `to_line`.
    pub fn parse(line: &str) -> Result<GameRecord, String> {
        let (head, tail) = line.split_once('|').ok_or("missing '|' before the moves")?;
        let fields: Vec<&str> = head.split_whitespace().collect();
        let [seed, opponent, player, result] = fields[..] else {
            return Err(format!(
                "expected seed, opponent, colour and result, found {} fields",
                fields.len()
            ));
        };
        let seed = seed.parse().map_err(|_| format!("bad seed {seed:?}"))?;
        let opponent = Opponent::parse(opponent).ok_or(format!("bad opponent {opponent:?}"))?;
        let player = match player {
            "black" => Color::Black,
            "white" => Color::White,
            other => return Err(format!("bad colour {other:?}")),
        };
        let (black, white) = result
            .split_once('-')
            .ok_or(format!("bad result {result:?}"))?;
        let outcome = Outcome {
            black: black
                .parse()
                .map_err(|_| format!("bad result {result:?}"))?,
            white: white
                .parse()
                .map_err(|_| format!("bad result {result:?}"))?,
        };
        let moves = tail
            .split_whitespace()
            .map(|token| {
                if token.eq_ignore_ascii_case("pa") {
                    Ok(None)
                } else {
                    Square::parse(token)
                        .map(Some)
                        .ok_or(format!("bad move {token:?}"))
                }
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(GameRecord {
            seed,
            opponent,
            player,
            outcome,
            moves,
        })
    }

    /// Whether the game ended with empty squares left on the board.
    pub fn ended_early(&self) -> bool {
        self.outcome.black + self.outcome.white < 64
    }

    pub fn passes(&self) -> usize {
        self.moves.iter().filter(|m| m.is_none()).count()
    }
}

/// Every record of a text, skipping comments and blank lines.
pub fn parse_records(text: &str) -> Result<Vec<GameRecord>, RecordError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| {
            GameRecord::parse(l).map_err(|message| RecordError {
                line: i + 1,
                message,
            })
        })
        .collect()
}

/// The moves a list of match events adds to a record.
pub fn event_moves(events: &[Event]) -> impl Iterator<Item = Option<Square>> + '_ {
    events.iter().filter_map(|e| match e {
        Event::Placed { square, .. } => Some(Some(*square)),
        Event::Passed { .. } => Some(None),
        Event::Ended { .. } => None,
    })
}

/// Plays a whole match, the player's moves chosen by `player_move` (which must return a legal
/// square for the board it is given), the CPU's by its opponent; `None` if a chooser fails.
pub fn record_game(
    seed: u64,
    player: Color,
    opponent: Opponent,
    mut player_move: impl FnMut(&Match) -> Option<Square>,
) -> Option<GameRecord> {
    let mut m = Match::new(seed, player, opponent);
    let mut moves = Vec::new();
    loop {
        let events = match m.turn() {
            Turn::Over => break,
            Turn::Player => m.play_player(player_move(&m)?).ok()?,
            Turn::Cpu => m.play_cpu_turn()?,
        };
        moves.extend(event_moves(&events));
    }
    Some(GameRecord {
        seed,
        opponent,
        player,
        outcome: m.board().outcome(),
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_round_trips_through_text() {
        let rec = record_game(5, Color::White, Opponent::Easy, |m| {
            Square::first(m.player_moves())
        })
        .unwrap();
        let line = rec.to_line();
        assert_eq!(GameRecord::parse(&line), Ok(rec.clone()));
        let text = format!("# comment\n\n{line}\n");
        assert_eq!(parse_records(&text), Ok(vec![rec]));
        let err = parse_records("# c\n1 easy black 1-2 | z9\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(GameRecord::parse("1 easy purple 1-2 | d3").is_err());
        assert!(GameRecord::parse("1 easy black 1-2 d3").is_err());
    }
}
