//! The statistics' bookkeeping: what is shown, what was last read or written, and what this
//! instance still has to write (another window or tab may count games meanwhile, so a write
//! merges rather than overwrites).

use crate::core::stats::{GameResult, Stats, StatsChange};
use crate::core::Opponent;
use crate::persist::{Notice, Persistence};

/// The statistics of this session.
pub(super) struct Tally {
    /// As shown: `stored` with `pending` merged in.
    shown: Stats,
    /// As last read or written.
    stored: Stats,
    /// Changes not yet written (a failed write keeps them for the next one).
    pending: StatsChange,
    /// Play time not yet added to the statistics, in ms.
    unflushed_ms: f64,
}

impl Tally {
    /// The statistics as loaded at launch.
    pub(super) fn new(stats: Stats) -> Tally {
        Tally {
            shown: stats.clone(),
            stored: stats,
            pending: StatsChange::default(),
            unflushed_ms: 0.0,
        }
    }

    pub(super) fn shown(&self) -> &Stats {
        &self.shown
    }

    /// Play time not yet added to the statistics, in ms.
    pub(super) fn unflushed_ms(&self) -> f64 {
        self.unflushed_ms
    }

    /// `ms` more of play time.
    pub(super) fn count_time(&mut self, ms: f64) {
        self.unflushed_ms += ms;
    }

    /// A game against `opponent` is started (and counted as played).
    pub(super) fn record_start(&mut self, opponent: Opponent) {
        self.pending.record_start(opponent);
    }

    /// Game `id` against `opponent` ended with `result`.
    pub(super) fn record_result(&mut self, opponent: Opponent, result: GameResult, id: u64) {
        self.pending.record_result(opponent, result, id);
    }

    /// Adds the whole ms of time not yet counted to `opponent` (none: the time is dropped);
    /// true when the statistics changed.
    pub(super) fn flush_time(&mut self, opponent: Option<Opponent>) -> bool {
        let ms = self.unflushed_ms.floor();
        if ms < 1.0 {
            return false;
        }
        self.unflushed_ms -= ms;
        match opponent {
            Some(opponent) => {
                self.pending.add_time(opponent, ms as u64);
                self.shown = self.stored.merged(&self.pending);
                true
            }
            None => false,
        }
    }

    /// Merges the pending changes into the stored statistics (other windows' games kept);
    /// what the write came to, or None when there was nothing to write.
    pub(super) fn save(&mut self, persistence: &mut Persistence) -> Option<Result<(), Notice>> {
        if self.pending.is_empty() {
            return None;
        }
        Some(match persistence.merge_stats(&self.stored, &self.pending) {
            Ok(merged) => {
                self.stored = merged;
                self.pending = StatsChange::default();
                self.shown = self.stored.clone();
                Ok(())
            }
            Err(notice) => {
                // kept for the next write; shown meanwhile
                self.shown = self.stored.merged(&self.pending);
                Err(notice)
            }
        })
    }

    /// The statistics as stored now, with this instance's unsaved changes (written first,
    /// when there are any: what that write came to).
    pub(super) fn refresh(&mut self, persistence: &mut Persistence) -> Option<Result<(), Notice>> {
        if !self.pending.is_empty() {
            return self.save(persistence);
        }
        if let Some(stored) = persistence.reload_stats() {
            self.stored = stored;
            self.shown = self.stored.merged(&self.pending);
        }
        None
    }
}
