//! Per-opponent statistics (SPEC R-STATS). Provisional: the lead's version replaces it.

use super::board::{Color, Outcome};
use super::cpu::Opponent;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Won,
    Lost,
    Drawn,
}

impl GameResult {
    pub fn for_player(outcome: Outcome, player: Color) -> GameResult {
        match outcome.winner() {
            None => GameResult::Drawn,
            Some(c) if c == player => GameResult::Won,
            Some(_) => GameResult::Lost,
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub time_ms: u64,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    records: [Record; 3],
}

fn index(o: Opponent) -> usize {
    match o {
        Opponent::Easy => 0,
        Opponent::Medium => 1,
        Opponent::Hard => 2,
    }
}

impl Stats {
    pub fn get(&self, o: Opponent) -> Record {
        self.records[index(o)]
    }
    pub fn record_start(&mut self, o: Opponent) {
        self.records[index(o)].played += 1;
    }
    pub fn record_result(&mut self, o: Opponent, r: GameResult) {
        let rec = &mut self.records[index(o)];
        match r {
            GameResult::Won => rec.won += 1,
            GameResult::Lost => rec.lost += 1,
            GameResult::Drawn => rec.drawn += 1,
        }
    }
    pub fn add_time(&mut self, o: Opponent, ms: u64) {
        self.records[index(o)].time_ms += ms;
    }
}
