//! Work split over threads with a result that does not depend on them: the trainer's games,
//! walks, candidate fits and arena games all go through `in_order`.

/// `work(i)` for every `i` of `range` on `threads` threads (thread `t` takes the numbers that
/// are `t` modulo `threads`), the results in order of `i` whatever the threads did.
pub fn in_order<T: Send>(
    range: std::ops::Range<u64>,
    threads: usize,
    work: impl Fn(u64) -> T + Sync,
) -> Vec<T> {
    if threads <= 1 {
        return range.map(&work).collect();
    }
    let work = &work;
    let mut per_item: Vec<(u64, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = range.clone();
                scope.spawn(move || {
                    range
                        .filter(|i| (*i as usize) % threads == t)
                        .map(|i| (i, work(i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    per_item.sort_by_key(|(i, _)| *i);
    per_item.into_iter().map(|(_, r)| r).collect()
}
