//! Hard's search time where no profiler reaches: the browser's `?debug&bench` runs this and
//! prints the figures on the page's debug panel. The clock is handed in (the browser's
//! `date::now()` in seconds), so this module stays pure and its bookkeeping is tested with a
//! clock that a test steps by hand.

use std::fmt::Write as _;

use crate::core::{Board, Opponent};

/// How often every position is searched; a position's time is its best pass.
const PASSES: usize = 3;
/// Each search repeats for at least this long, as the browser's clock counts milliseconds.
const MIN_SECONDS: f64 = 0.010;

/// Times `Opponent::Hard` on `positions` (board and seed), in [`PASSES`] passes over all of
/// them: a position's time is its best pass, which leaves out what the rest of the machine
/// did meanwhile (on a 2-core machine the browser's other processes slow a pass by up to
/// half). The first pass's median is reported too.
pub fn bench_hard(positions: &[(Board, u64)], now: impl Fn() -> f64) -> String {
    let mut best_ms = vec![f64::INFINITY; positions.len()];
    let mut first_pass_ms = Vec::with_capacity(positions.len());
    let started = now();
    for pass in 0..PASSES {
        for ((board, seed), best) in positions.iter().zip(best_ms.iter_mut()) {
            let ply = board.ply();
            let t0 = now();
            let mut runs = 0u32;
            let elapsed = loop {
                let chosen = Opponent::Hard.choose(board, *seed, ply);
                std::hint::black_box(chosen);
                runs += 1;
                let elapsed = now() - t0;
                if elapsed >= MIN_SECONDS {
                    break elapsed;
                }
            };
            let ms = elapsed * 1000.0 / f64::from(runs);
            if pass == 0 {
                first_pass_ms.push(ms);
            }
            *best = best.min(ms);
        }
    }
    let total_s = now() - started;
    best_ms.sort_by(f64::total_cmp);
    first_pass_ms.sort_by(f64::total_cmp);
    let at = |times: &[f64], q: f64| {
        times
            .get(((times.len().max(1) - 1) as f64 * q).round() as usize)
            .copied()
            .unwrap_or(f64::NAN)
    };
    let mut report = String::new();
    let _ = write!(
        report,
        "bench hard: {} positions, best of {PASSES} passes: median {:.3} ms, p95 {:.3} ms, \
         max {:.3} ms; first pass: median {:.3} ms ({:.1} s)",
        best_ms.len(),
        at(&best_ms, 0.5),
        at(&best_ms, 0.95),
        at(&best_ms, 1.0),
        at(&first_pass_ms, 0.5),
        total_s
    );
    report
}

/// Positions from 12 seeded games (Easy against Easy), every third ply, side to move with a
/// legal move: openings, midgames and endgames alike.
pub fn bench_positions() -> Vec<(Board, u64)> {
    let mut positions = Vec::new();
    for seed in 1..=12u64 {
        let mut board = Board::start();
        while !board.is_game_over() {
            if board.must_pass() {
                board.pass().expect("a side without moves passes");
                continue;
            }
            let ply = board.ply();
            if ply % 3 == seed as u32 % 3 {
                positions.push((board, seed));
            }
            let square = Opponent::Easy
                .choose(&board, seed, ply)
                .expect("a side that need not pass has a move");
            board.play(square).expect("the CPU plays legal moves");
        }
    }
    positions
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn positions_have_moves_and_are_spread_over_the_game() {
        let positions = bench_positions();
        assert!(positions.len() > 200, "{}", positions.len());
        assert!(positions.iter().all(|(b, _)| b.legal_moves() != 0));
        assert!(positions.iter().any(|(b, _)| b.ply() < 6));
        assert!(positions.iter().any(|(b, _)| b.ply() > 50));
    }

    #[test]
    fn each_position_counts_its_best_pass_per_search() {
        let positions: Vec<_> = bench_positions().into_iter().take(3).collect();
        // Every reading of the clock is 4 ms after the one before: a position's loop reads
        // it at +4, +8 and +12 ms after its start, so it searches three times for 12 ms.
        let clock = Cell::new(0.0);
        let report = bench_hard(&positions, || {
            let t = clock.get();
            clock.set(t + 0.004);
            t
        });
        assert_eq!(
            report,
            "bench hard: 3 positions, best of 3 passes: median 4.000 ms, p95 4.000 ms, \
             max 4.000 ms; first pass: median 4.000 ms (0.1 s)"
        );
    }
}
