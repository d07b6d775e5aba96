//! Engine figures (no timed tests anywhere; timings drift on a loaded machine, so repeat and
//! compare medians):
//!
//!     cargo run --release --example bench [-- --positions 1200] [-- --skip-perft] [-- --v4] [-- --v3] [-- --v2] [-- --classic]
//!         [-- --endgame 45] [-- --weights FILE] [-- --endgame-budget 24000]
//!
//! (a) perft 10 and 11 from the start position, with leaves per second;
//! (b) Hard (12,000-node budget) over a fixed suite of positions from seeded games of every
//!     phase: milliseconds per search (median, p95, max), nodes used, a histogram of the depth
//!     completed, exact solves;
//! (c) the same for Medium;
//! (d) Hard's endgame accuracy (`--endgame N`: N positions for each of 8–14 empty squares);
//! and the resident memory of the process before and after. `--v4`, `--v3`, `--v2` and
//! `--classic` measure those yardsticks beside Hard; `--weights FILE` Hard's search with the evaluation weights of
//! FILE (as `examples/train.rs` writes them), to measure a training run before it ships;
//! `--endgame-budget N` the endgame suite once more with Hard given N nodes instead of
//! 12,000, to see what accuracy a larger budget buys (issue 35's budget figures).

use reversi::core::board::perft;
use reversi::core::cpu::mix;
use reversi::core::cpu::{
    hard_classic_search, hard_search, hard_v2_search, hard_v3_search, hard_v4_search,
};
use reversi::core::eval;
use reversi::core::search::{self, SearchReport, HARD_BUDGET};
use reversi::core::weights::{self, Weights};
use reversi::core::{Board, Opponent, Square};
use std::collections::BTreeMap;
use std::time::Instant;

/// `VmRSS` and `VmHWM` from /proc/self/status, in kB (Linux only; "?" elsewhere).
fn memory() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .unwrap_or("?")
            .to_string()
    };
    format!("VmRSS {} kB, VmHWM {} kB", field("VmRSS:"), field("VmHWM:"))
}

/// CPU time of this thread in nanoseconds (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`), so
/// that figures on a machine shared with other jobs count our own work only; `None` where
/// that clock is not available.
#[cfg(target_os = "linux")]
fn cpu_nanos() -> Option<u64> {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec (two 64-bit fields on 64-bit Linux) to a
    // valid, exclusively borrowed location.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return None;
    }
    Some(ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
}

#[cfg(not(target_os = "linux"))]
fn cpu_nanos() -> Option<u64> {
    None
}

/// Runs `f` and returns its result with wall-clock and CPU milliseconds (CPU time minus the
/// cost of reading the clock, measured once at start-up).
fn timed<T>(overhead: f64, f: impl FnOnce() -> T) -> (T, f64, Option<f64>) {
    let cpu_before = cpu_nanos();
    let start = Instant::now();
    let result = f();
    let wall = start.elapsed().as_secs_f64() * 1000.0;
    let cpu_after = cpu_nanos();
    let cpu = match (cpu_before, cpu_after) {
        (Some(a), Some(b)) => Some(((b.saturating_sub(a)) as f64 / 1e6 - overhead).max(0.0)),
        _ => None,
    };
    (result, wall, cpu)
}

/// The CPU milliseconds `timed` itself costs around an empty closure (median of 201).
fn clock_overhead() -> f64 {
    let mut samples: Vec<f64> = (0..201).filter_map(|_| timed(0.0, || ()).2).collect();
    samples.sort_by(f64::total_cmp);
    samples.get(samples.len() / 2).copied().unwrap_or(0.0)
}

/// The next move of a varied game: random for the first `random_plies` moves and one time in
/// `one_in` after that (drawn from `r`), else Medium's.
fn varied_move(
    board: &Board,
    moves: &[Square],
    game: u64,
    r: u64,
    random_plies: u32,
    one_in: u64,
) -> Option<Square> {
    if board.ply() < random_plies || r.is_multiple_of(one_in) {
        Some(moves[(r / one_in % moves.len() as u64) as usize])
    } else {
        Opponent::Medium.choose(board, game, board.ply())
    }
}

/// Positions with at least two legal moves from seeded games: the first moves random, later
/// ones mostly Medium with a random move now and then, to the end of each game.
fn suite(count: usize) -> Vec<Board> {
    let mut positions = Vec::with_capacity(count);
    let mut game = 0u64;
    while positions.len() < count {
        let mut board = Board::start();
        while !board.is_game_over() && positions.len() < count {
            if board.must_pass() {
                if board.pass().is_err() {
                    break;
                }
                continue;
            }
            let moves: Vec<Square> = Square::all_in(board.legal_moves()).collect();
            if moves.len() >= 2 {
                positions.push(board);
            }
            let r = mix(game.wrapping_mul(1000).wrapping_add(u64::from(board.ply())));
            let Some(sq) = varied_move(&board, &moves, game, r, 6, 4) else {
                break;
            };
            if board.play(sq).is_err() {
                break;
            }
        }
        game += 1;
    }
    positions
}

fn percentile(sorted: &[f64], p: usize) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = (sorted.len() * p / 100).min(sorted.len() - 1);
    sorted[i]
}

fn summary(label: &str, mut millis: Vec<f64>) {
    if millis.is_empty() {
        println!("{label}: not measured (no thread CPU clock on this platform)");
        return;
    }
    millis.sort_by(f64::total_cmp);
    println!(
        "{label}: median {:.3} ms, p95 {:.3} ms, max {:.3} ms, mean {:.3} ms over {} searches",
        percentile(&millis, 50),
        percentile(&millis, 95),
        millis.last().copied().unwrap_or(0.0),
        millis.iter().sum::<f64>() / millis.len().max(1) as f64,
        millis.len()
    );
}

fn bench_perft() {
    println!("== (a) perft from the start position (bulk counting at the last ply)");
    let board = Board::start();
    for (depth, expected) in [(10u32, 24_571_284u64), (11, 212_258_800)] {
        let mut rates = Vec::new();
        let mut leaves = 0;
        let mut cpu_rates = Vec::new();
        let runs = 3;
        for _ in 0..runs {
            let (n, wall, cpu) = timed(0.0, || perft(&board, depth));
            leaves = n;
            rates.push(leaves as f64 / wall * 1000.0);
            cpu_rates.extend(cpu.map(|c| leaves as f64 / c * 1000.0));
        }
        cpu_rates.sort_by(f64::total_cmp);
        rates.sort_by(f64::total_cmp);
        println!(
            "perft {depth}: {leaves} leaves ({}), {:.1} M leaves/s wall, {:.1} M leaves/s CPU (medians of {runs}; wall runs {})",
            if leaves == expected { "ok" } else { "WRONG" },
            rates[runs / 2] / 1e6,
            cpu_rates.get(cpu_rates.len() / 2).copied().unwrap_or(0.0) / 1e6,
            rates
                .iter()
                .map(|r| format!("{:.1}", r / 1e6))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
}

fn bench_hard(
    label: &str,
    positions: &[Board],
    overhead: f64,
    search: impl Fn(&Board) -> SearchReport,
) {
    println!(
        "== (b) {label}: iterative deepening, {HARD_BUDGET}-node budget, {} KiB transposition table (one per thread, emptied per search)",
        search::TABLE_BYTES / 1024
    );
    let mut millis = Vec::new();
    let mut cpu_millis = Vec::new();
    let mut nodes = Vec::new();
    let mut depths: BTreeMap<u32, u32> = BTreeMap::new();
    let mut midgame_depths = Vec::new();
    let mut exact = 0;
    // Empties → (exact solves, selective iterations to the end that completed, positions).
    let mut exact_by_empties: BTreeMap<u32, (u32, u32, u32)> = BTreeMap::new();
    for board in positions {
        let (report, wall, cpu) = timed(overhead, || search(board));
        millis.push(wall);
        cpu_millis.extend(cpu);
        nodes.push(report.nodes);
        *depths.entry(report.depth).or_default() += 1;
        let empties = board.empties().count_ones();
        if (20..=40).contains(&board.ply()) {
            midgame_depths.push(report.depth);
        }
        if report.exact {
            exact += 1;
        }
        if empties <= 16 {
            let e = exact_by_empties.entry(empties).or_default();
            e.0 += u32::from(report.exact);
            e.1 += u32::from(!report.exact && report.depth >= empties);
            e.2 += 1;
        }
    }
    let total_nodes: u64 = nodes.iter().sum();
    let total_cpu: f64 = cpu_millis.iter().sum();
    summary("Hard wall time", millis);
    summary("Hard CPU time ", cpu_millis);
    nodes.sort_unstable();
    println!(
        "Hard nodes: median {}, p95 {}, max {}; {:.0} ns CPU per node (0 if not measured)",
        nodes[nodes.len() / 2],
        nodes[nodes.len() * 95 / 100],
        nodes[nodes.len() - 1],
        total_cpu * 1e6 / total_nodes.max(1) as f64
    );
    println!("Hard depth completed (depth: positions):");
    for (depth, n) in &depths {
        println!(
            "  {depth:>2}: {n:>5} {}",
            "#".repeat((*n as usize).div_ceil(10))
        );
    }
    midgame_depths.sort_unstable();
    println!(
        "Hard midgame (ply 20..=40, {} positions): median depth {}",
        midgame_depths.len(),
        midgame_depths
            .get(midgame_depths.len() / 2)
            .copied()
            .unwrap_or(0)
    );
    println!("Hard exact solves: {exact} of {}", positions.len());
    let line: Vec<String> = exact_by_empties
        .iter()
        .map(|(e, (x, s, n))| {
            if *s > 0 {
                format!("{e}:{x}+{s}/{n}")
            } else {
                format!("{e}:{x}/{n}")
            }
        })
        .collect();
    println!(
        "Hard exact by empties (empties:exact[+selective to the end]/positions): {}",
        line.join(" ")
    );
}

/// Endgame positions with 8–14 empty squares and at least two moves, `per` of each count,
/// from seeded games (random openings, then Medium with a random move now and then, so that
/// the positions are varied and not all well played).
fn endgame_suite(per: usize) -> Vec<Board> {
    let mut found: BTreeMap<u32, Vec<Board>> = BTreeMap::new();
    let mut game = 0u64;
    while found.len() < 7 || found.values().any(|v| v.len() < per) {
        let mut board = Board::start();
        let seed = mix(0xe9d0_0000 ^ game);
        while !board.is_game_over() {
            if board.must_pass() {
                if board.pass().is_err() {
                    break;
                }
                continue;
            }
            let empties = board.empties().count_ones();
            let moves: Vec<Square> = Square::all_in(board.legal_moves()).collect();
            if (8..=14).contains(&empties) && moves.len() >= 2 {
                let list = found.entry(empties).or_default();
                // One position per game and count, from every other game, for variety.
                if list.len() < per && (game + u64::from(empties)).is_multiple_of(2) {
                    list.push(board);
                }
            }
            let r = mix(seed ^ u64::from(board.ply()));
            let Some(sq) = varied_move(&board, &moves, game, r, 10, 5) else {
                break;
            };
            if board.play(sq).is_err() {
                break;
            }
        }
        game += 1;
    }
    found.into_values().flatten().collect()
}

/// Every legal move's exact final disc difference for the side to move (no budget).
fn exact_move_scores(board: &Board) -> Vec<(Square, i32)> {
    let me = board.to_move();
    Square::all_in(board.legal_moves())
        .map(|sq| {
            let mut child = *board;
            let _ = child.play(sq);
            if child.must_pass() && !child.is_game_over() {
                let _ = child.pass();
            }
            let value = if child.is_game_over() {
                child.count(me) as i32 - child.count(me.opposite()) as i32
            } else {
                let report = match reversi::core::weights::builtin() {
                    Some(w) => search::search_depth(&child, 64, w),
                    None => search::search_depth(&child, 64, &eval::Classic),
                };
                let d = eval::disc_difference(report.score);
                if child.to_move() == me {
                    d
                } else {
                    -d
                }
            };
            (sq, value)
        })
        .collect()
}

/// The exact scores of every move of every suite position, solved once and kept in
/// `target/endgame-suite-N.txt` (the scores do not depend on the engine being measured).
fn scored_suite(positions: &[Board]) -> Vec<Vec<(Square, i32)>> {
    let path = format!("target/endgame-suite-{}.txt", positions.len());
    let parse = |text: &str| -> Option<Vec<Vec<(Square, i32)>>> {
        let lines: Vec<&str> = text.lines().collect();
        if lines.len() != positions.len() {
            return None;
        }
        lines
            .iter()
            .zip(positions)
            .map(|(line, board)| {
                let (text, moves) = line.split_once(';')?;
                if text != board.to_text() {
                    return None;
                }
                moves
                    .split(',')
                    .map(|m| {
                        let (sq, v) = m.split_once(':')?;
                        Some((Square::parse(sq)?, v.parse().ok()?))
                    })
                    .collect()
            })
            .collect()
    };
    if let Some(scores) = std::fs::read_to_string(&path).ok().and_then(|t| parse(&t)) {
        return scores;
    }
    let scores: Vec<Vec<(Square, i32)>> = positions.iter().map(exact_move_scores).collect();
    let text: String = positions
        .iter()
        .zip(&scores)
        .map(|(b, s)| {
            let moves: Vec<String> = s.iter().map(|(sq, v)| format!("{sq}:{v}")).collect();
            format!("{};{}\n", b.to_text(), moves.join(","))
        })
        .collect();
    if let Err(e) = std::fs::write(&path, text) {
        eprintln!("bench: cannot keep the solved suite in {path}: {e}");
    }
    scores
}

fn bench_endgame(per: usize, label: &str, search: impl Fn(&Board) -> SearchReport) {
    let positions = endgame_suite(per);
    println!(
        "== (d) {label}: endgame accuracy, {} positions with 8-14 empties, every move solved exactly",
        positions.len()
    );
    // Empties → (optimal moves, same results, positions, exact solves).
    let mut by_empties: BTreeMap<u32, (u32, u32, u32, u32)> = BTreeMap::new();
    let start = Instant::now();
    let scored = scored_suite(&positions);
    for (board, scores) in positions.iter().zip(&scored) {
        let best = scores.iter().map(|&(_, v)| v).max().unwrap_or(0);
        let report = search(board);
        let picked = report.best;
        let value = scores
            .iter()
            .find(|&&(sq, _)| Some(sq) == picked)
            .map(|&(_, v)| v)
            .unwrap_or(-65);
        let e = by_empties.entry(board.empties().count_ones()).or_default();
        e.0 += u32::from(value == best);
        e.1 += u32::from(value.signum() == best.signum());
        e.2 += 1;
        e.3 += u32::from(report.exact);
    }
    let (mut optimal, mut result, mut total) = (0, 0, 0);
    for (empties, (o, r, n, x)) in &by_empties {
        println!(
            "  {empties:>2} empties: optimal {o}/{n}, same result (win/draw/loss) {r}/{n}, solved exactly {x}/{n}"
        );
        optimal += o;
        result += r;
        total += n;
    }
    println!(
        "{label} endgame: optimal move {optimal}/{total} = {:.1}%, same result {result}/{total} = {:.1}% ({:.0} s, solving the suite included unless kept)",
        100.0 * f64::from(optimal) / f64::from(total.max(1)),
        100.0 * f64::from(result) / f64::from(total.max(1)),
        start.elapsed().as_secs_f64()
    );
}

/// The endgame suite with Hard's search and weights at another budget than the game's.
fn bench_endgame_budget(per: usize, budget: u64) {
    let label = format!("Hard with {budget} nodes");
    match weights::builtin() {
        Some(w) => bench_endgame(per, &label, |b| search::search(b, budget, w)),
        None => eprintln!("bench: no built-in weights for --endgame-budget"),
    }
}

fn bench_medium(positions: &[Board], overhead: f64) {
    println!("== (c) Medium: one move and the reply, squares + mobility");
    let mut millis = Vec::new();
    let mut cpu_millis = Vec::new();
    let mut looked_at = Vec::new();
    for board in positions {
        // Positions Medium scores: each of its moves, then each reply to it.
        let (me, opp) = board.mover_and_other();
        let mut n = 0u64;
        for sq in Square::all_in(board.legal_moves()) {
            let f = reversi::core::board::flips(me, opp, sq);
            let replies = reversi::core::board::legal_moves(opp & !f, me | f | sq.bit());
            n += 1 + u64::from(replies.count_ones());
        }
        looked_at.push(n);
        let (choice, wall, cpu) =
            timed(overhead, || Opponent::Medium.choose(board, 0, board.ply()));
        millis.push(wall);
        cpu_millis.extend(cpu);
        std::hint::black_box(choice);
    }
    summary("Medium wall time", millis);
    summary("Medium CPU time ", cpu_millis);
    looked_at.sort_unstable();
    println!(
        "Medium positions scored (its moves + their replies): median {}, p95 {}, max {}; depth 2 always",
        looked_at[looked_at.len() / 2],
        looked_at[looked_at.len() * 95 / 100],
        looked_at[looked_at.len() - 1]
    );
}

/// The evaluation weights in the file at `path`.
fn read_weights(path: &str) -> Result<Weights, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    Weights::parse(&bytes).map_err(|e| format!("{path}: {e}"))
}

/// A yardstick's whole search of one position.
type Searcher = fn(&Board) -> SearchReport;

fn main() {
    let mut count = 1200;
    let mut skip_perft = false;
    // the yardsticks asked for, each measured beside Hard: (flag, name, search)
    let known: [(&str, &str, Searcher); 4] = [
        ("--v4", "Hard-v4", hard_v4_search),
        ("--v3", "Hard-v3", hard_v3_search),
        ("--v2", "Hard-v2", hard_v2_search),
        ("--classic", "Hard-classic", hard_classic_search),
    ];
    let mut yardsticks = Vec::new();
    let mut endgame = 45;
    let mut trained: Option<Weights> = None;
    let mut endgame_budget: Option<u64> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--positions" => match args.next().and_then(|v| v.parse().ok()) {
                Some(n) => count = n,
                None => eprintln!("bench: --positions needs a number"),
            },
            "--skip-perft" => skip_perft = true,
            "--endgame" => match args.next().and_then(|v| v.parse().ok()) {
                Some(n) => endgame = n,
                None => eprintln!("bench: --endgame needs a number per empties count"),
            },
            "--endgame-budget" => match args.next().and_then(|v| v.parse().ok()) {
                Some(n) => endgame_budget = Some(n),
                None => eprintln!("bench: --endgame-budget needs a number of nodes"),
            },
            "--weights" => match args.next().map(|path| read_weights(&path)) {
                Some(Ok(w)) => trained = Some(w),
                Some(Err(e)) => eprintln!("bench: {e}"),
                None => eprintln!("bench: --weights needs a file"),
            },
            other => match known.iter().find(|k| k.0 == other) {
                Some(&(_, name, search)) => yardsticks.push((name, search)),
                None => eprintln!("bench: ignoring unknown argument {other}"),
            },
        }
    }
    println!("memory at start: {}", memory());
    if !skip_perft {
        bench_perft();
    }
    let positions = suite(count);
    let mut phases = [0u32; 4];
    for b in &positions {
        phases[(b.ply() as usize / 15).min(3)] += 1;
    }
    println!(
        "suite: {} positions (ply 0-14: {}, 15-29: {}, 30-44: {}, 45-59: {})",
        positions.len(),
        phases[0],
        phases[1],
        phases[2],
        phases[3]
    );
    let overhead = clock_overhead();
    println!(
        "(CPU times are this thread's own, less {:.4} ms for reading the clock)",
        overhead
    );
    // Hard's search with the file's weights, if one was given.
    let with_file = trained
        .as_ref()
        .map(|w| move |b: &Board| search::search(b, HARD_BUDGET, w));
    bench_hard("Hard", &positions, overhead, hard_search);
    if let Some(search) = &with_file {
        bench_hard("Hard with the file's weights", &positions, overhead, search);
    }
    for (name, search) in &yardsticks {
        bench_hard(&format!("{name} (yardstick)"), &positions, overhead, search);
    }
    println!("memory after Hard: {}", memory());
    bench_medium(&positions, overhead);
    if endgame > 0 {
        bench_endgame(endgame, "Hard", hard_search);
        if let Some(budget) = endgame_budget {
            bench_endgame_budget(endgame, budget);
        }
        if let Some(search) = &with_file {
            bench_endgame(endgame, "Hard with the file's weights", search);
        }
        for (name, search) in &yardsticks {
            bench_endgame(endgame, name, search);
        }
    }
    println!("memory at end: {}", memory());
}
