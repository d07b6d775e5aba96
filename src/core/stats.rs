//! Statistics kept per opponent (SPEC R-STATS): games played, won, lost, drawn, time played.

use super::board::{Color, Outcome};
use super::cpu::Opponent;

/// How a finished game went, seen from the player.
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
            Some(winner) if winner == player => GameResult::Won,
            Some(_) => GameResult::Lost,
        }
    }
}

/// One opponent's record. A started game counts as played at once; only a game that
/// reaches its end becomes a win, loss or draw, so an abandoned game is none of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub time_ms: u64,
}

impl Record {
    /// Results never outnumber started games; a record breaking this is damaged.
    pub fn is_consistent(&self) -> bool {
        u64::from(self.won) + u64::from(self.lost) + u64::from(self.drawn) <= u64::from(self.played)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    records: [Record; 3],
}

impl Stats {
    fn slot(opponent: Opponent) -> usize {
        match opponent {
            Opponent::Easy => 0,
            Opponent::Medium => 1,
            Opponent::Hard => 2,
        }
    }

    pub fn get(&self, opponent: Opponent) -> Record {
        self.records[Stats::slot(opponent)]
    }

    pub fn set(&mut self, opponent: Opponent, record: Record) {
        self.records[Stats::slot(opponent)] = record;
    }

    pub fn record_start(&mut self, opponent: Opponent) {
        let r = &mut self.records[Stats::slot(opponent)];
        r.played = r.played.saturating_add(1);
    }

    pub fn record_result(&mut self, opponent: Opponent, result: GameResult) {
        let r = &mut self.records[Stats::slot(opponent)];
        let counter = match result {
            GameResult::Won => &mut r.won,
            GameResult::Lost => &mut r.lost,
            GameResult::Drawn => &mut r.drawn,
        };
        *counter = counter.saturating_add(1);
    }

    pub fn add_time(&mut self, opponent: Opponent, ms: u64) {
        let r = &mut self.records[Stats::slot(opponent)];
        r.time_ms = r.time_ms.saturating_add(ms);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_seen_from_the_player() {
        let black_wins = Outcome {
            black: 40,
            white: 24,
        };
        assert_eq!(
            GameResult::for_player(black_wins, Color::Black),
            GameResult::Won
        );
        assert_eq!(
            GameResult::for_player(black_wins, Color::White),
            GameResult::Lost
        );
        let draw = Outcome {
            black: 32,
            white: 32,
        };
        assert_eq!(
            GameResult::for_player(draw, Color::White),
            GameResult::Drawn
        );
    }

    #[test]
    fn records_are_kept_per_opponent() {
        let mut s = Stats::default();
        s.record_start(Opponent::Hard);
        s.record_start(Opponent::Hard);
        s.record_result(Opponent::Hard, GameResult::Lost);
        s.add_time(Opponent::Hard, 1500);
        s.record_start(Opponent::Easy);
        assert_eq!(
            s.get(Opponent::Hard),
            Record {
                played: 2,
                won: 0,
                lost: 1,
                drawn: 0,
                time_ms: 1500
            }
        );
        assert_eq!(s.get(Opponent::Easy).played, 1);
        assert_eq!(s.get(Opponent::Medium), Record::default());
        assert!(s.get(Opponent::Hard).is_consistent());
    }
}
