//! The search's own tests: its modes against each other and the x86-64-v3 build against the
//! portable one (the tests against plain minimax are in `tests/search.rs`).

use super::root::{run, Mode};
use super::*;
use crate::core::eval::{self, Classic};

#[test]
fn the_start_position_is_searched_within_the_budget() {
    let report = search(&Board::start(), HARD_BUDGET, &Classic);
    assert!(report.best.is_some());
    assert!(report.nodes <= HARD_BUDGET);
    assert!(report.depth >= 4, "{report:?}");
    assert!(!report.exact);
}

/// Positions with `empties` empty squares and a move to play, from seeded games of Easy
/// against itself.
fn positions_at(empties: u32, count: usize) -> Vec<Board> {
    let mut found = Vec::new();
    let mut game = 0u64;
    while found.len() < count {
        game += 1;
        let mut board = Board::start();
        while !board.is_game_over() && board.empties().count_ones() > empties {
            if board.must_pass() {
                board.pass().unwrap();
                continue;
            }
            let sq = crate::core::Opponent::Easy.choose(&board, game, board.ply());
            board.play(sq.unwrap()).unwrap();
        }
        if board.empties().count_ones() == empties && !board.must_pass() {
            found.push(board);
        }
    }
    found
}

#[test]
fn selective_iterations_leave_the_exact_solve_exact() {
    let weights = crate::core::weights::builtin().expect("the shipped weights");
    for board in positions_at(13, 40) {
        let solved = search_depth(&board, 64, weights);
        // Without a budget the selective iterations all complete before the exact one,
        // which must not take their values (stored in the same table) for its own.
        let report = run(&board, u64::MAX, MAX_DEPTH, weights, Mode::budgeted(true));
        assert!(report.exact, "{report:?}");
        assert_eq!(report.score, solved.score, "{}", board.to_text());
        let reached = exact_after(&board, report.best.unwrap(), weights);
        assert_eq!(reached, solved.score, "{}", board.to_text());
    }
}

#[test]
fn an_odd_final_disc_difference_is_solved_exactly() {
    // The passes close in on a full board's even differences; a game that ends with empty
    // squares can end odd, and that value must still be found, not the even one beside it.
    let weights = crate::core::weights::builtin().expect("the shipped weights");
    let mut odd = 0;
    for empties in 6..=13 {
        for board in positions_at(empties, 80) {
            let solved = search_depth(&board, 64, weights);
            if eval::disc_difference(solved.score) % 2 == 0 {
                continue;
            }
            odd += 1;
            let report = run(&board, u64::MAX, MAX_DEPTH, weights, Mode::budgeted(true));
            assert!(report.exact, "{report:?}");
            assert_eq!(report.score, solved.score, "{}", board.to_text());
        }
    }
    assert!(odd >= 5, "only {odd} positions with an odd exact value");
}

/// The exact final disc difference after `sq` is played on `board`, for its side to move.
fn exact_after(board: &Board, sq: Square, weights: &impl eval::Evaluation) -> i32 {
    let mut after = *board;
    after.play(sq).unwrap();
    if after.is_game_over() {
        let (me, opp) = after.mover_and_other();
        -eval::final_score(me, opp)
    } else if after.must_pass() {
        after.pass().unwrap();
        search_depth(&after, 64, weights).score
    } else {
        -search_depth(&after, 64, weights).score
    }
}

#[test]
fn an_unfinished_exact_iteration_plays_the_move_it_proved_better() {
    let weights = crate::core::weights::builtin().expect("the shipped weights");
    let mode = Mode::budgeted(true);
    let mut changed = 0;
    // (enough positions that some unfinished iteration changes the move: 4 of these 120 with
    // the 16-generation weights, none of the first 40)
    for board in positions_at(11, 120) {
        // A budget the exact solve of 11 empty squares often overruns.
        let report = run(&board, 2_500, MAX_DEPTH, weights, mode);
        if report.exact {
            continue;
        }
        // The same iterations, stopped at the deepest one that completed.
        let completed = run(&board, u64::MAX, report.depth, weights, mode);
        assert_eq!(completed.score, report.score, "{}", board.to_text());
        let (played, before) = (report.best.unwrap(), completed.best.unwrap());
        if played != before {
            changed += 1;
            // Proved by the exact passes: strictly better than the completed iteration's move.
            assert!(
                exact_after(&board, played, weights) > exact_after(&board, before, weights),
                "{}",
                board.to_text()
            );
        }
    }
    assert!(
        changed > 0,
        "no unfinished exact iteration changed the move"
    );
}

#[test]
fn a_completed_selective_iteration_is_not_reported_exact() {
    let weights = crate::core::weights::builtin().expect("the shipped weights");
    let mut selective = 0;
    for board in positions_at(14, 8) {
        let report = search(&board, HARD_BUDGET, weights);
        assert!(report.nodes <= HARD_BUDGET);
        if report.depth >= 14 && !report.exact {
            selective += 1;
        }
    }
    assert!(
        selective > 0,
        "no selective iteration completed at 14 empties"
    );
}

/// The search compiled for AVX2 and co. must give the baseline build's every report, with
/// both evaluations, at the budget (midgame, selective endgame, exact endgame).
#[cfg(target_arch = "x86_64")]
#[test]
fn the_x86_v3_build_of_the_search_matches_the_portable_one() {
    use super::root::run_on;
    use crate::core::arch::x86v3::X86V3;
    if X86V3::detect().is_none() {
        eprintln!(
            "skipped: no AVX2 (or BMI1/2, LZCNT, POPCNT) on this CPU, only one build to test"
        );
        return;
    }
    let weights = crate::core::weights::builtin().expect("the shipped weights");
    let mode = Mode::budgeted(true);
    for empties in [50, 40, 30, 20, 14, 10] {
        for board in positions_at(empties, 12) {
            let budget = HARD_BUDGET;
            let wide = run_on(&board, budget, MAX_DEPTH, weights, mode, true);
            let plain = run_on(&board, budget, MAX_DEPTH, weights, mode, false);
            assert_eq!(wide, plain, "{}", board.to_text());
            let wide = run_on(&board, budget, MAX_DEPTH, &Classic, mode, true);
            let plain = run_on(&board, budget, MAX_DEPTH, &Classic, mode, false);
            assert_eq!(wide, plain, "{}", board.to_text());
        }
    }
}

#[test]
fn a_single_move_is_played_without_searching() {
    let text = concat!(
        "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXO",
        "XXXXXXX-", " X"
    );
    let b = Board::from_text(text).unwrap();
    let report = search(&b, HARD_BUDGET, &Classic);
    assert_eq!(report.best, Square::parse("h8"));
    assert_eq!(report.nodes, 0);
}

#[test]
fn issue_35s_endgame_figures_cut_more_and_still_solve_exactly() {
    // The evaluation as ProbCut's shallow value up to 9 empty squares, two plies only from 12,
    // ProbCut from 3: the selective iterations visit fewer positions than with issue 25's
    // figures, and the exact iteration after them finds the same value. (At 12 empty squares
    // both go to the end from the same iteration; from 13 Hard now goes a ply earlier.)
    let weights = crate::core::weights::builtin().expect("the shipped weights");
    let (mut now, mut before) = (0, 0);
    for board in positions_at(12, 24) {
        let v4 = run(&board, u64::MAX, MAX_DEPTH, weights, Mode::budgeted(true));
        let v3 = run(
            &board,
            u64::MAX,
            MAX_DEPTH,
            weights,
            Mode::budgeted(true).v3(),
        );
        assert!(v4.exact && v3.exact, "{}", board.to_text());
        assert_eq!(v4.score, v3.score, "{}", board.to_text());
        now += v4.nodes;
        before += v3.nodes;
    }
    assert!(now < before, "{now} positions visited, {before} before");
}
