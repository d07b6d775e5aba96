//! Hard's transposition table: 16k entries that keep a position's best move for ordering and,
//! at the same remaining depth, its value; beside it (Hard since issue 25) 4k slots for the
//! values of the endgame ProbCut's shallow searches.
//!
//! Every search starts from an empty table, but it does not allocate and clear one: each
//! thread keeps its table for its next search, and an entry counts only in the search whose
//! number it carries. (That saves writing 384 KiB per move; natively the gain was within the
//! bench's noise.)

use super::tuning::{SHALLOW_BITS, TABLE_BITS};
use std::cell::Cell;

const TABLE_SIZE: usize = 1 << TABLE_BITS;
const SHALLOW_SIZE: usize = 1 << SHALLOW_BITS;

/// Memory of one thread's transposition table, the shallow values' slots included.
pub const TABLE_BYTES: usize =
    TABLE_SIZE * std::mem::size_of::<Entry>() + SHALLOW_SIZE * std::mem::size_of::<Shallow>();

/// What the search knows of a position.
#[derive(Clone, Copy, Default)]
pub(super) struct Entry {
    pub me: u64,
    pub opp: u64,
    pub score: i32,
    pub depth: u8,
    pub bound: u8,
    pub best: u8,
    /// The number of the search that stored it (0: never stored); `store` sets it.
    pub search: u8,
}

/// The value of a position's shallow search (see `Searcher::probcut`).
#[derive(Clone, Copy, Default)]
struct Shallow {
    me: u64,
    opp: u64,
    value: i32,
    /// As `Entry::search`.
    search: u8,
}

pub(super) struct Table {
    entries: Box<[Entry; TABLE_SIZE]>,
    shallow: Box<[Shallow; SHALLOW_SIZE]>,
    /// The current search's number, 1 to 255.
    search: u8,
}

thread_local! {
    /// The table of this thread's previous search, for its next one.
    static SPARE: Cell<Option<Table>> = const { Cell::new(None) };
}

#[inline]
fn slot(me: u64, opp: u64) -> usize {
    let h = (me ^ opp.rotate_left(23)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h >> (64 - TABLE_BITS)) as usize
}

impl Table {
    fn new() -> Table {
        let entries = vec![Entry::default(); TABLE_SIZE].into_boxed_slice();
        let shallow = vec![Shallow::default(); SHALLOW_SIZE].into_boxed_slice();
        Table {
            entries: entries.try_into().unwrap_or_else(|_| unreachable!()),
            shallow: shallow.try_into().unwrap_or_else(|_| unreachable!()),
            search: 0,
        }
    }

    /// An empty table for one search: this thread's table of its previous search (see
    /// `keep`), or a new one.
    pub fn empty() -> Table {
        let mut table = SPARE.take().unwrap_or_else(Table::new);
        if table.search == u8::MAX {
            table.entries.fill(Entry::default());
            table.shallow.fill(Shallow::default());
            table.search = 0;
        }
        table.search += 1;
        table
    }

    /// Keeps the table for this thread's next search.
    pub fn keep(self) {
        SPARE.set(Some(self));
    }

    /// The entry this search stored for the position, if it is still there.
    #[inline(always)]
    pub fn probe(&self, me: u64, opp: u64) -> Option<&Entry> {
        let entry = &self.entries[slot(me, opp)];
        (entry.search == self.search && entry.me == me && entry.opp == opp).then_some(entry)
    }

    /// The shallow search's value this search stored for the position, if it is still there.
    #[inline(always)]
    pub fn probe_shallow(&self, me: u64, opp: u64) -> Option<i32> {
        let kept = &self.shallow[slot(me, opp) >> (TABLE_BITS - SHALLOW_BITS)];
        (kept.search == self.search && kept.me == me && kept.opp == opp).then_some(kept.value)
    }

    /// Stores the position's shallow value in its slot, in place of whatever was there.
    #[inline(always)]
    pub fn store_shallow(&mut self, me: u64, opp: u64, value: i32) {
        let search = self.search;
        self.shallow[slot(me, opp) >> (TABLE_BITS - SHALLOW_BITS)] = Shallow {
            me,
            opp,
            value,
            search,
        };
    }

    /// Stores `entry` in its position's slot, in place of whatever was there.
    #[inline(always)]
    pub fn store(&mut self, entry: Entry) {
        let search = self.search;
        self.entries[slot(entry.me, entry.opp)] = Entry { search, ..entry };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(me: u64, opp: u64, score: i32) -> Entry {
        Entry {
            me,
            opp,
            score,
            depth: 3,
            bound: 1,
            best: 7,
            search: 0,
        }
    }

    #[test]
    fn a_search_finds_what_it_stored_and_the_next_one_starts_empty() {
        let (me, opp) = (0x0000_0008_1000_0000, 0x0000_0010_0800_0000);
        let mut table = Table::empty();
        assert!(table.probe(me, opp).is_none());
        table.store(entry(me, opp, 42));
        assert_eq!(table.probe(me, opp).map(|e| e.score), Some(42));
        assert!(table.probe(opp, me).is_none());
        table.keep();
        // Over more searches than the numbers go, every one starts empty: none finds a
        // position stored by an earlier one.
        let position = |n: u64| (n + 1, (n + 1) << 32);
        for n in 0..600 {
            let mut table = Table::empty();
            for earlier in 0..n {
                let (me, opp) = position(earlier);
                assert!(table.probe(me, opp).is_none(), "{earlier} in search {n}");
            }
            let (me, opp) = position(n);
            table.store(entry(me, opp, n as i32));
            assert!(table.probe(me, opp).is_some());
            table.keep();
        }
    }

    #[test]
    fn shallow_values_are_kept_apart_and_for_one_search_only() {
        let (me, opp) = (0x0000_0008_1000_0000, 0x0000_0010_0800_0000);
        let mut table = Table::empty();
        table.store_shallow(me, opp, -17);
        assert_eq!(table.probe_shallow(me, opp), Some(-17));
        assert!(table.probe_shallow(opp, me).is_none());
        assert!(table.probe(me, opp).is_none());
        table.keep();
        assert!(Table::empty().probe_shallow(me, opp).is_none());
    }

    #[test]
    fn a_fresh_table_has_no_entry_for_the_empty_board() {
        assert!(Table::empty().probe(0, 0).is_none());
    }
}
