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
        self.results() <= u64::from(self.played)
    }

    fn results(&self) -> u64 {
        u64::from(self.won) + u64::from(self.lost) + u64::from(self.drawn)
    }

    /// The same record with `played` raised to the number of results, so that it adds up
    /// again while every count that was there is kept.
    pub fn repaired(self) -> Record {
        Record {
            played: self
                .played
                .max(u32::try_from(self.results()).unwrap_or(u32::MAX)),
            ..self
        }
    }
}

/// How many counted games the statistics remember by id. Only the last game can be in the
/// window between counting its result and forgetting it; a few more cover several windows.
pub const COUNTED_IDS: usize = 16;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    records: [Record; 3],
    /// Ids of the games whose results are counted, most recent last (at most
    /// [`COUNTED_IDS`]): a result is never counted twice, and a saved game whose result is
    /// already in is not offered again.
    counted: Vec<u64>,
}

/// What one instance changed in the statistics and has not yet written. Writing merges it
/// into the stored record as it is *then* (another window may have added games since), so
/// nobody's games are lost and a result is counted once however often it is merged.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatsChange {
    started: [u32; 3],
    time_ms: [u64; 3],
    results: Vec<(Opponent, GameResult, u64)>,
}

impl StatsChange {
    pub fn is_empty(&self) -> bool {
        *self == StatsChange::default()
    }

    pub fn record_start(&mut self, opponent: Opponent) {
        let n = &mut self.started[Stats::slot(opponent)];
        *n = n.saturating_add(1);
    }

    /// The result of the game `id` (0: a game without id, always counted).
    pub fn record_result(&mut self, opponent: Opponent, result: GameResult, id: u64) {
        self.results.push((opponent, result, id));
    }

    pub fn add_time(&mut self, opponent: Opponent, ms: u64) {
        let t = &mut self.time_ms[Stats::slot(opponent)];
        *t = t.saturating_add(ms);
    }
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

    /// Counts the result of the game `id` unless it is counted already; true when counted
    /// now. Id 0 (no id) is always counted.
    pub fn record_result_once(&mut self, opponent: Opponent, result: GameResult, id: u64) -> bool {
        if id != 0 {
            if self.is_counted(id) {
                return false;
            }
            self.counted.push(id);
            let excess = self.counted.len().saturating_sub(COUNTED_IDS);
            self.counted.drain(..excess);
        }
        self.record_result(opponent, result);
        true
    }

    /// The result of the game `id` is in these statistics.
    pub fn is_counted(&self, id: u64) -> bool {
        id != 0 && self.counted.contains(&id)
    }

    /// The ids of the last counted games, oldest first.
    pub fn counted(&self) -> &[u64] {
        &self.counted
    }

    /// Sets the remembered ids (the save format), keeping the last [`COUNTED_IDS`].
    pub fn set_counted(&mut self, ids: &[u64]) {
        let skip = ids.len().saturating_sub(COUNTED_IDS);
        self.counted = ids[skip..].iter().copied().filter(|&id| id != 0).collect();
    }

    /// Games started against all opponents together.
    pub fn total_played(&self) -> u64 {
        self.records.iter().map(|r| u64::from(r.played)).sum()
    }

    /// These statistics with `change` merged in.
    pub fn merged(&self, change: &StatsChange) -> Stats {
        let mut merged = self.clone();
        for o in Opponent::ALL {
            let r = &mut merged.records[Stats::slot(o)];
            r.played = r.played.saturating_add(change.started[Stats::slot(o)]);
            r.time_ms = r.time_ms.saturating_add(change.time_ms[Stats::slot(o)]);
        }
        for &(opponent, result, id) in &change.results {
            merged.record_result_once(opponent, result, id);
        }
        // a result merged into statistics that lost its start (a repaired record) still adds up
        for r in &mut merged.records {
            *r = r.repaired();
        }
        merged
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_are_seen_from_the_player() {
        let outcome = |black, white| Outcome { black, white };
        for (black, white, player, result) in [
            (40, 24, Color::Black, GameResult::Won),
            (40, 24, Color::White, GameResult::Lost),
            (32, 32, Color::White, GameResult::Drawn),
            (32, 32, Color::Black, GameResult::Drawn),
        ] {
            assert_eq!(
                GameResult::for_player(outcome(black, white), player),
                result
            );
        }
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

    #[test]
    fn a_change_merges_into_whatever_is_stored_and_results_count_once() {
        let mut change = StatsChange::default();
        change.record_start(Opponent::Easy);
        change.record_result(Opponent::Easy, GameResult::Won, 7);
        change.add_time(Opponent::Easy, 900);
        // another window's games are kept
        let mut stored = Stats::default();
        stored.record_start(Opponent::Easy);
        stored.record_result_once(Opponent::Easy, GameResult::Lost, 3);
        let merged = stored.merged(&change);
        let r = merged.get(Opponent::Easy);
        assert_eq!((r.played, r.won, r.lost, r.time_ms), (2, 1, 1, 900));
        assert_eq!(merged.counted(), [3, 7]);
        // the same result again counts nothing
        let mut again = StatsChange::default();
        again.record_result(Opponent::Easy, GameResult::Won, 7);
        assert_eq!(merged.merged(&again), merged);
        // only the last ids are remembered
        let mut many = Stats::default();
        for id in 1..=40 {
            many.record_result_once(Opponent::Hard, GameResult::Drawn, id);
        }
        assert_eq!(many.counted().len(), COUNTED_IDS);
        assert!(many.is_counted(40) && !many.is_counted(1));
        assert_eq!(many.get(Opponent::Hard).drawn, 40);
    }

    #[test]
    fn a_record_that_does_not_add_up_is_repaired_keeping_its_counts() {
        let broken = Record {
            played: 1,
            won: 2,
            lost: 1,
            drawn: 0,
            time_ms: 5,
        };
        assert!(!broken.is_consistent());
        assert_eq!(
            broken.repaired(),
            Record {
                played: 3,
                ..broken
            }
        );
        assert_eq!(Record::default().repaired(), Record::default());
    }
}
