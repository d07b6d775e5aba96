//! The search checked against plain minimax (no pruning, no ordering, no table) with the same
//! evaluation and the same conventions: a pass does not use up depth, a finished game scores
//! its disc difference.

use reversi::core::board::{flips, legal_moves, Board, Square};
use reversi::core::eval::{self, Classic};
use reversi::core::search::{search, search_depth, HARD_BUDGET};
use reversi::core::Opponent;

fn minimax(me: u64, opp: u64, depth: u32) -> i32 {
    let moves = legal_moves(me, opp);
    if moves == 0 && legal_moves(opp, me) == 0 {
        return eval::final_score(me, opp);
    }
    if depth == 0 {
        return eval::evaluate(me, opp);
    }
    if moves == 0 {
        return -minimax(opp, me, depth);
    }
    Square::all_in(moves)
        .map(|sq| {
            let f = flips(me, opp, sq);
            -minimax(opp & !f, me | f | sq.bit(), depth - 1)
        })
        .max()
        .unwrap_or(-eval::INFINITY)
}

/// Positions with at least two legal moves from seeded games (Easy against itself).
fn positions(games: u64, every: u32) -> Vec<Board> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut b = Board::start();
        while !b.is_game_over() {
            if b.must_pass() {
                b.pass().unwrap();
                continue;
            }
            if b.legal_moves().count_ones() >= 2 && b.ply() % every == seed as u32 % every {
                out.push(b);
            }
            let sq = Opponent::Easy.choose(&b, seed, b.ply()).unwrap();
            b.play(sq).unwrap();
        }
    }
    out
}

#[test]
fn fixed_depth_search_returns_the_minimax_value() {
    for b in positions(12, 5) {
        let (me, opp) = b.mover_and_other();
        for depth in 1..=3 {
            let report = search_depth(&b, depth, &Classic);
            let expected = minimax(me, opp, depth);
            assert_eq!(report.score, expected, "depth {depth} in {}", b.to_text());
            // The move it plays has that value.
            let sq = report.best.unwrap();
            let f = flips(me, opp, sq);
            assert_eq!(
                -minimax(opp & !f, me | f | sq.bit(), depth - 1),
                expected,
                "move {sq} at depth {depth} in {}",
                b.to_text()
            );
        }
    }
}

#[test]
fn exact_solves_agree_with_minimax_to_the_end() {
    let mut solved = 0;
    for b in positions(40, 1) {
        let empties = b.empties().count_ones();
        if empties > 7 {
            continue;
        }
        let report = search(&b, HARD_BUDGET, &Classic);
        assert!(report.exact, "{} empties not solved: {report:?}", empties);
        let (me, opp) = b.mover_and_other();
        assert_eq!(report.score, minimax(me, opp, 64), "{}", b.to_text());
        solved += 1;
    }
    assert!(solved > 100, "only {solved} endgames");
}

#[test]
fn budget_is_respected_and_search_is_repeatable() {
    for b in positions(4, 7) {
        let first = search(&b, HARD_BUDGET, &Classic);
        assert!(first.nodes <= HARD_BUDGET, "{first:?}");
        assert_eq!(search(&b, HARD_BUDGET, &Classic), first);
        let small = search(&b, 500, &Classic);
        assert!(small.nodes <= 500);
        assert!(small.depth <= first.depth);
    }
}

#[test]
fn a_game_that_ends_early_within_the_horizon_is_solved_exactly() {
    // White has one disc left with many empty squares: every line ends within a few moves.
    let text = concat!(
        "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXO----", "--------", "--------", "--------",
        "--------", " X"
    );
    let b = Board::from_text(text).unwrap();
    let report = search(&b, HARD_BUDGET, &Classic);
    assert!(report.exact, "{report:?}");
    assert!(report.score > eval::WIN, "{report:?}");
    assert!(report.depth < b.empties().count_ones());
}

/// Plain minimax to the end of the game: the final disc difference for the side to move.
fn solve_by_brute_force(me: u64, opp: u64, passed: bool) -> i32 {
    let moves = legal_moves(me, opp);
    if moves == 0 {
        if passed || legal_moves(opp, me) == 0 {
            return me.count_ones() as i32 - opp.count_ones() as i32;
        }
        return -solve_by_brute_force(opp, me, true);
    }
    Square::all_in(moves)
        .map(|sq| {
            let f = flips(me, opp, sq);
            -solve_by_brute_force(opp & !f, me | f | sq.bit(), false)
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn exact_solves_match_brute_force_with_both_evaluations() {
    let weights = reversi::core::weights::builtin().expect("built-in weights");
    let mut checked = 0;
    for game in 0..40u64 {
        let mut b = Board::start();
        while !b.is_game_over() {
            if b.must_pass() {
                b.pass().unwrap();
                continue;
            }
            let empties = b.empties().count_ones();
            if (1..=9).contains(&empties) {
                let (me, opp) = b.mover_and_other();
                let truth = solve_by_brute_force(me, opp, false);
                for report in [
                    search_depth(&b, 64, &Classic),
                    search_depth(&b, 64, weights),
                ] {
                    assert!(report.exact);
                    assert_eq!(
                        eval::disc_difference(report.score),
                        truth,
                        "{}",
                        b.to_text()
                    );
                    // The move the exact search names reaches that value.
                    let sq = report.best.expect("a move");
                    let f = flips(me, opp, sq);
                    let reached = -solve_by_brute_force(opp & !f, me | f | sq.bit(), false);
                    assert_eq!(reached, truth, "{} {sq}", b.to_text());
                }
                checked += 1;
            }
            let sq = Opponent::Easy.choose(&b, game, b.ply()).unwrap();
            b.play(sq).unwrap();
        }
    }
    assert!(checked > 200);
}

#[test]
fn exact_solves_beyond_the_endgame_ordering_name_an_optimal_move() {
    // With more than 14 empty squares the exact search orders by the evaluation, which it
    // computes there without following the moves; the value and the move must not care.
    let weights = reversi::core::weights::builtin().expect("built-in weights");
    let mut checked = 0;
    for game in 0..3u64 {
        let mut b = Board::start();
        while b.empties().count_ones() > 15 || b.must_pass() {
            if b.must_pass() {
                b.pass().unwrap();
                continue;
            }
            let sq = Opponent::Easy.choose(&b, game, b.ply()).unwrap();
            b.play(sq).unwrap();
        }
        if b.is_game_over() || b.legal_moves().count_ones() < 2 {
            continue;
        }
        let report = search_depth(&b, 64, weights);
        let reference = search_depth(&b, 64, &Classic);
        assert!(report.exact && reference.exact);
        assert_eq!(report.score, reference.score, "{}", b.to_text());
        let mut child = b;
        child.play(report.best.expect("a move")).unwrap();
        let mover = b.to_move();
        if child.must_pass() && !child.is_game_over() {
            child.pass().unwrap();
        }
        let reached = if child.is_game_over() {
            child.count(mover) as i32 - child.count(mover.opposite()) as i32
        } else {
            let d = eval::disc_difference(search_depth(&child, 64, &Classic).score);
            if child.to_move() == mover {
                d
            } else {
                -d
            }
        };
        assert_eq!(
            reached,
            eval::disc_difference(report.score),
            "{}",
            b.to_text()
        );
        checked += 1;
    }
    assert!(checked >= 2);
}
