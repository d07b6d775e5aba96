//! Every figure that shapes Hard's search, with what chose it where that was kept. The search's
//! moves depend on each one: changing any of them means regenerating the golden games deliberately.
//! The figures below were measured with the weights Hard had then: up to issue 35, issue 25's file
//! (`hard-v3`'s), so the endgame suites favour it a little (docs/engine.md: on 1,750 positions no
//! figure was chosen on, the weights shipped since issue 35 score 1,675 where it scores 1,678; on
//! the suites' 1,750, 1,695 and 1,700).

/// Hard's budget of visited positions per move (SPEC R-CPU-4).
pub const HARD_BUDGET: u64 = 12_000;

/// Deepest iteration ever tried (more than the 60 empty squares a game can have).
pub(super) const MAX_DEPTH: u32 = 64;

/// The transposition table's size: 2^14 = 16k entries (384 KiB), four times the first
/// engine's, chosen with the sharper endgame (parity, fastest-first, the exact jump); the
/// figures that chose it were not kept.
pub(super) const TABLE_BITS: u32 = 14;

/// Slots for the endgame ProbCut's shallow values (Hard since issue 25): 2^12 = 4k (96 KiB).
/// With 2^14 slots and a table of 2^16 entries the endgame suites scored the same.
pub(super) const SHALLOW_BITS: u32 = 12;

// Ordering.

/// Children are ordered by the opponent's mobility only this far from the leaves; nearer the
/// leaves a fixed square order is used (cheap, and most of those children are cut off).
pub(super) const MOBILITY_ORDER_DEPTH: u32 = 4;

/// Hard since issue 25 keys every node's moves (replies, corners, square value; evaluation or
/// fastest-first as above) from this far from the leaves: the fixed square order is left only
/// to the last ply, where every child is a leaf anyway. Better cuts two and three plies above
/// the leaves leave the budget deeper iterations, for about a third more instructions
/// (`bench --skip-perft --endgame 0 --positions 200`, Hard, Medium and the setup: 1,346 M, against
/// 1,062 M with 4; hard-v2's searches alone 978 M). Against hard-v2 (4 here), arena 400 games
/// (evaluation order from 6 plies), seeds 1 / 2: 2 61.1% / 60.1%; 3 53.0% / 54.8%; 2 in the
/// endgame only (from `PARITY_EMPTIES` empty squares) 51.9% / 52.5%. The endgame suite: 301 of
/// 315 optimal moves with each, as with 4.
pub(super) const V3_MOBILITY_ORDER_DEPTH: u32 = 2;

/// Before the endgame, children this far from the leaves are ordered by the evaluation (each
/// such child counts as a visited position): 86% against the hand-written Hard over 400 arena
/// games, 78% with mobility ordering alone.
pub(super) const EVAL_ORDER_DEPTH: u32 = 6;

/// Hard since issue 25, with the keyed order two plies above the leaves, orders by the
/// evaluation only from 7 plies: against hard-v2, arena 400 games, seeds 1 / 2 / 3 / 4: 7 61.5%
/// / 61.9% / 58.2% / 59.9%, 6 61.1% / 60.1% / 56.6% / 57.8%, 8 57.2% / 57.8% (seeds 1 / 2);
/// 5 59.9% (seed 1).
/// With multi-ProbCut (below), seeds 1 / 2: 7 71.5% / 69.0%, 6 68.5% / 65.5%, 8 69.9% / 66.9%.
/// A history bonus in the reply-keyed order (the squared depths of a square's cutoffs in this
/// search, / 16 up to 64, / 64 up to 32, / 4 up to 256) scored 69.6% / 68.0%, 70.0% / 67.8%,
/// 67.0% / 65.4%: dropped.
/// Killer moves for issue 35 (where the table has no move, the move that last cut a node off
/// at the same depth in this search tried first), against hard-v3, arena 400 games, seeds 1 /
/// 2: at every node 48.4% / 46.1%; before the endgame only 48.5% / 46.4%; only below this
/// depth 48.5% / 46.6%, with the killers cleared every iteration 48.6% / 46.6%: dropped. So was,
/// measured the same way, the move with the most history (squared depths of its square's
/// cutoffs in this search) first where the table has no move, before the endgame: 50.0% / 45.9%.
pub(super) const V3_EVAL_ORDER_DEPTH: u32 = 7;

/// From this many empty squares down, moves into regions with an odd number of empty squares
/// come first (parity: the side that fills such a region last gets its last move for free),
/// and far from the leaves the fewest replies come first, without the evaluation's order.
pub(super) const PARITY_EMPTIES: u32 = 14;

/// Far from the leaves and without the evaluation's order, a move's key loses this much for
/// each reply it leaves the opponent (fewer replies, smaller subtree)…
pub(super) const REPLY_WEIGHT: i32 = 16;

/// … and this much more for each corner among those replies, before the endgame; the square's
/// own value (`eval::SQUARE_VALUES`) is added in full.
pub(super) const CORNER_REPLY_WEIGHT: i32 = 64;

/// From `PARITY_EMPTIES` empty squares down the reply count decides nearly alone: a corner
/// reply costs only this much…
pub(super) const ENDGAME_CORNER_REPLY_WEIGHT: i32 = 8;

/// … and the square's value counts this fraction. (The four ordering weights came with the
/// first engine and the fastest-first endgame; the figures that chose them were not kept.)
///
/// Tried for Hard alone in issue 35, a bonus in this key for a move into a region with an odd
/// number of empty squares (the quadrants `parity_passes` finds): 4 / 6 / 8 points about 2% fewer
/// positions in unlimited solves at 11–14 empty squares, 16 none, 32 more; within the budget
/// 4 / 6 / 8 / 16 309 / 1,706 / 3,411, 309 / 1,706 / 3,411, 309 / 1,707 / 3,412,
/// 308 / 1,706 / 3,409 of 315 / 1,750 / 3,500 (without it 308 / 1,705 / 3,408): not kept. The
/// evaluation's order in the endgame from 8, 10 or 12 plies from the leaves: more positions or the
/// same. A bonus of 4 with this divisor at 8 and `STABILITY_EMPTIES` at 4: 309 / 3,416 of
/// 315 / 3,500, and 3,412 of 3,500 fresh positions (`bench --endgame 1000`'s second half; without
/// them 3,405): not kept. In issue 55, 6,828 of the 7,000 against 6,813, and in the arena (seeds
/// 1–8) 49.9% against hard-v4 and 58.8% against hard-v3 (Hard's 58.9%): not kept either.
pub(super) const ENDGAME_SQUARE_VALUE_DIVISOR: i32 = 16;

// Multi-ProbCut before the endgame (Hard since issue 25).

/// Null-window nodes this far from the leaves or further, before the endgame, are tried for a
/// ProbCut…
pub(super) const MPC_MIN_DEPTH: u32 = 4;

/// … by a search this deep…
pub(super) const MPC_SHALLOW_DEPTH: u32 = 1;

/// … that lands more than this many quarter discs beyond the window (by depth from
/// `MPC_MIN_DEPTH`: 5, 8, 10 and from 7 plies 12 discs). Chosen in the arena against hard-v2,
/// 400 games per seed (seeds 1 / 2; hard without it 61.5% / 61.9%): these 71.5% / 69.0% (seeds
/// 3 / 4: 70.1% / 66.9%, against 58.2% / 59.9% without); 5, 8, 12, 16 discs 69.8% / 66.2%;
/// 4, 6, 8, 10 discs 63.0% / 64.8%; shallow depth 2 from 7 plies 70.5% / 66.1%; 1, 1, 2, 3
/// plies deep with 5, 8, 8, 8 discs 70.0% / 64.6%. One margin for every depth with the
/// shallow search 3 plies shallower: 5 discs 66.2% / 63.6%, 7 discs 65.0% / 63.2%, 4 discs
/// 61.8% / 60.9%; 2 plies shallower from 4 plies, 6 discs, 58.0% / 58.8%. Depth 3 (6 discs)
/// added to these: 66.0% / 62.1%.
///
/// The fit per depth and stage (`cargo run --release --example mpc -- --games 120 --seed 2`:
/// depth-d minus 1-ply value, standard deviation 3.5–4.1 discs at 36–48 empty squares, 4.8–6.5
/// at 15–35, mean near 0 at odd depths and −3 to −3.5 discs at even ones from 35 empty
/// squares down) did not beat these by-depth margins in the arena: margins of 1.0 standard
/// deviation per depth and stage 65.8% / 65.2%, 1.5 deviations 61.0% / 61.5%, 1.5 with the
/// mean as an offset 61.6% / 59.0%.
///
/// Checked again with issue 35's rebuilt weights (the training command's 12 generations,
/// fnv64 8b7207272393a3e6), against hard-v3 over 3,200 games (400 each of arena seeds 1–8),
/// these margins for Hard only: these 53.5%; 4, 7, 9, 11 discs 52.1%; 6, 9, 11, 13 discs 49.5%.
///
/// Checked again in issue 55 with the shipped weights (docs/engine.md, "Multi-ProbCut margins
/// against hard-v4"): 3, 6, 7, 9 discs score 56.7% / 57.0% against hard-v4 (seeds 1–8 / 9–16)
/// but 55.6% / 56.4% against hard-v3, where these score 58.9% / 57.5%; against hard-v2 71.1%
/// where these score 67.5%. Not kept: the gain is against Hard's own evaluation.
pub(super) const MPC_MARGINS: [i32; 4] = [20, 32, 40, 48];

// The endgame.

/// From this many empty squares up, the exact search cuts a node off when the opponent's stable
/// discs already keep the score at or below alpha (fewer nodes per solve; below it the
/// stable-disc count rarely pays for itself). Tried for Hard alone from 4 in issue 35: 6–8%
/// fewer positions in unlimited solves of the 3,500 suite's positions at 11–14 empty squares,
/// but within the budget 308 / 1,705 / 3,408 of 315 / 1,750 / 3,500 alone, as without it, and
/// 309 / 1,707 / 3,412 with the parity bonus of `ENDGAME_SQUARE_VALUE_DIVISOR` (6 points): not
/// kept. From 7, more positions.
pub(super) const STABILITY_EMPTIES: u32 = 5;

/// From this far from the end of the game, Hard since issue 25 looks up every child of a node
/// in the table before searching any (enhanced transposition cutoff): a child stored with a
/// value that already refutes the node cuts it off without a visit. (From 3, the least that has
/// children in the table: exact solves in the endgame suite at 12 / 13 empty squares 18 / 5 of
/// 45, 17 / 5 without it; optimal moves 301 of 315 either way. Arena against hard-v2, 800
/// games: 60.6% with it, 60.1% without, within the noise; 0.4% more instructions.) Tried in
/// issue 55 before the endgame too, from 3 plies from the leaves: against hard-v4 50.9% /
/// 50.6% (arena seeds 1–4 / 5–8), against hard-v3 58.7% where Hard scores 58.9%: not kept.
pub(super) const ETC_EMPTIES: u32 = 3;

/// From this many empty squares, Hard's search goes to the end of the game selectively before
/// it tries to solve exactly (with fewer, the exact solve usually fits in the budget). From 11
/// or 10 with issue 35's figures and the shipped weights: 307 / 1,705 / 3,410, 307 / 1,705 /
/// 3,411 of 315 / 1,750 / 3,500 (308 / 1,705 / 3,408 from 12): not kept.
pub(super) const SELECTIVE_EMPTIES: u32 = 12;

/// The selective iterations' margins in discs, in the order they are tried: each completed one
/// replaces the previous one's move. Optimal moves over the 1,115 positions of the endgame
/// suites (8–14 empties): 1025 with these, 1024 with 7/12/16 or 8/11/16, 1018 with 9/13/18,
/// 996 without selective iterations.
///
/// Checked again for Hard with issue 25's deeper shallow searches (suites of 315 / 1,750
/// positions): 8/12/16 309 / 1,695 optimal moves; 7/11/16 308 / 1,692, 8/11/16 308 / 1,692,
/// 8/12/20 309 / 1,688, 8/12 309 / 1,686, 9/13/18 304 / 1,689, 8/14/20 308 / 1,689, 9/12/16
/// 304 / 1,687, 7/10/14 307 / 1,690, 6/10/16 305 / 1,684, 10/14/20 304 / 1,684, 5/8/12 310 /
/// 1,683, 6/9/14 306 / 1,681, 6/12/18 304 / 1,677. With the parity step too, smaller margins at
/// 14 empty squares only (8/12/16 there: 310 / 1,697): 4/8/12 311 / 1,692, 6/8/12 310 / 1,692,
/// 6/10/14 309 / 1,692, 5/8/12 310 / 1,690, 3/6/10 309 / 1,685. Also dropped, measured before
/// those changes (308 / 923 of the suites of 315 / 945): ProbCut's thresholds shifted by the
/// mean of exact minus shallow value at the node's empty squares (fitted on 200 seeded games:
/// +2.2, −1.0, +2.8, −4.0, −0.5, −3.5 discs at 5–10 empty squares, standard deviations
/// 5.7–8.1) 302 / 915; margins scaled by that deviation 305 / 923, both 304 / 920; the
/// evaluation's order at nodes with 10–13 empty squares 308 / 919–921; the opponent's potential
/// mobility in the fastest-first key 308 / 922. With all of them, a lower bound from the
/// mover's own stable discs: no change. With issue 35's retrained weights (the training command's
/// file, fnv64 77d5588f88837294, not shipped; 304 / 915 / 1,683 of 315 / 945 / 1,750 with these)
/// 6/10/14 gave 919 / 1,690 of 945 / 1,750, 7/11/16 917 / 1,690, 9/13/17 912 / 1,682, 10/14/18
/// 914 / 1,681: those weights' gap is their last stage, not these margins. In the arena with
/// the command's 12-generation file (fnv64 8b7207272393a3e6; Hard only, against hard-v3,
/// arena seeds 1–8, 3,200 games): these 53.5%, 6/10/14 53.3%, 10/14/18 51.7% (seeds 1–4).
/// With issue 35's figures and the shipped weights, other margins for Hard at one count of
/// empty squares only (these: 308 / 1,705 / 3,408 of 315 / 1,750 / 3,500). At 14: 6/12/16
/// 308 / 1,700 / 3,400, 4/8/12 306 / 1,698 / 3,395, 6/10/16 307 / 1,701 / 3,399, 7/12/16 308 /
/// 1,703 / 3,404, 9/12/16 308 / 1,706 / 3,409, 6/8/12/16 308 / 1,701 / 3,402, 8/12/16/24 308 /
/// 1,705 / 3,409, 8/12 308 / 1,701 / 3,400, 8/16 308 / 1,703 / 3,400, 8/20 307 / 1,701 /
/// 3,395, 10/16 308 / 1,706 / 3,403, 12/16 306 / 1,703 / 3,399, 8 307 / 1,695 / 3,381, 10 308 /
/// 1,698 / 3,389, 12 306 / 1,700 / 3,393. At 13: 6/12/16 309 / 1,707 / 3,406, 7/11/16 309 /
/// 1,704 / 3,406, 9/12/16 308 / 1,703 / 3,402, 10/14/18 308 / 1,701 / 3,400, 8/14/20 307 /
/// 1,701 / 3,404, 8/14 307 / 1,701 / 3,403, 8/16 307 / 1,698 / 3,400, 10/16 308 / 1,700 /
/// 3,397, 8 306 / 1,694 / 3,385, 10 308 / 1,699 / 3,391. At 12: 6/10/14 308 / 1,704 / 3,403,
/// 7/12/16 308 / 1,705 / 3,407, 10/14/18 308 / 1,704 / 3,402, 8/16 308 / 1,704 / 3,406. None
/// kept.
pub(super) const SELECTIVE_MARGINS: [i32; 3] = [8, 12, 16];

/// ProbCut is tried at nodes with at least this many empty squares (nearer the end the exact
/// search is cheap and the shallow one less telling).
pub(super) const PROBCUT_EMPTIES: u32 = 7;

/// Hard since issue 25 tries ProbCut from this many empty squares…
pub(super) const V3_PROBCUT_EMPTIES: u32 = 5;

/// … and below this many its shallow search is the evaluation of the node itself, which
/// visits no other position (from there up to `PROBCUT_TWO_PLY_EMPTIES` one ply). Over the
/// suites, with the fallback and the kept shallow values: from 7 with one ply 304/315 and
/// 903/945 optimal moves; from 5 with the evaluation below 8 307/315 and 911/945 (below 9:
/// 305 / 908, below 10: 305 / 910, below 11: 304 / 910, below 12 or everywhere 302 / 904);
/// one ply from 6, 5 or 4 without the evaluation 303 / 906, 303 / 905, 303 / 903, from 8 /
/// 9 / 10 303 / 898, 301 / 892, 299 / 889 (these without the kept values).
pub(super) const V3_STATIC_PROBCUT_EMPTIES: u32 = 8;

/// From this many empty squares ProbCut's shallow search looks two plies ahead instead of one:
/// such nodes are few, near the root, and their cuts decide the most. Over the endgame suites'
/// 1,115 positions: 1025 optimal moves against 1017 with one ply everywhere (from 11 empty
/// squares 1018, from 13 1020; three plies from 12 1025).
pub(super) const PROBCUT_TWO_PLY_EMPTIES: u32 = 12;

/// Hard since issue 25 searches ProbCut's shallow value (kept per position) two plies deep from
/// this many empty squares…
///
/// With three plies from `V3_PROBCUT_THREE_PLY_EMPTIES`, over the endgame suites of 315 / 945 /
/// 1,750 positions (`bench --skip-perft --positions 1 --endgame 45`, `135`, `250`; the larger
/// ones hold the smaller): before, two plies from 12, 308 / 923 / 1,692 optimal moves; two
/// plies from 11 and three from 13 309 / 927 / 1,695 (three from 12: 309 / 926 / 1,695); two
/// plies from 11 alone 309 / 925 / 1,694, from 10 308 / 922, from 9 304 / 918; from 13 304 /
/// 915, one ply everywhere 300 / 909. Arena against hard-v2, 400 games, seeds 1 / 2 / 3 / 4:
/// 71.5% / 70.5% / 70.4% / 67.6%, before 72.5% / 69.6% / 69.8% / 67.8%.
pub(super) const V3_PROBCUT_TWO_PLY_EMPTIES: u32 = 11;

/// … and three plies from this many: such nodes are few and near the root, and their cuts
/// decide the most.
pub(super) const V3_PROBCUT_THREE_PLY_EMPTIES: u32 = 13;

/// Hard since issue 35 tries ProbCut from this many empty squares (issue 25's `V3_…` figures
/// were chosen with issue 25's weights; these with the weights that came after them, in steps
/// over the endgame suites of 315 / 1,750 / 3,500 positions, whose second 1,750 no figure
/// had been chosen on before, `bench --skip-perft --positions 1 --endgame 45`, `250`, `500`).
/// With issue 25's figures the shipped weights score 304 / 1,685 / 3,360 (fresh 1,675), and
/// one figure changed at a time: ProbCut from 4 or 6 empty squares 304 / 1,693 / 3,378, 303 /
/// 1,680 / 3,357; the evaluation as the shallow value below 7 or 9 302 / 1,677 / 3,351, 304 /
/// 1,686 / 3,365; two plies from 10, 12 or 13 303 / 1,680 / 3,353, 304 / 1,689 / 3,375, 305 /
/// 1,688 / 3,375; three plies from 12 or 14 304 / 1,683 / 3,358, 304 / 1,687 / 3,363;
/// selective margins 6/10/14, 7/11/16 or 10/14/18 307 / 1,688 / 3,369, 303 / 1,688 / 3,368,
/// 302 / 1,682 / 3,355; the selective jump from 8 plies 307 / 1,693 / 3,367. Together: two plies
/// from 12 with ProbCut from 4 304 / 1,690 / 3,382, and the evaluation below 9 306 / 1,694 /
/// 3,393; then ProbCut from 3 306 / 1,699 / 3,400, or the evaluation below 10 307 / 1,697 /
/// 3,399, or three plies from 14 307 / 1,695 / 3,396, or margins 6/10/14 307 / 1,688 / 3,379,
/// 7/11/16 307 / 1,696 / 3,393, or the jump from 8 308 / 1,701 / 3,398. These three: ProbCut
/// from 3, the evaluation below 10, two plies from 12: 307 / 1,701 / 3,405 (fresh 1,704; with
/// the jump from 8 too 308 / 1,705 / 3,408, three plies from 14 308 / 1,700 / 3,405; the
/// evaluation below 11 or 12 305 / 1,700 / 3,402, 305 / 1,694 / 3,390; two plies from 11
/// 306 / 1,701 / 3,400).
pub(super) const V4_PROBCUT_EMPTIES: u32 = 3;

/// … below this many its shallow value is the node's evaluation…
pub(super) const V4_STATIC_PROBCUT_EMPTIES: u32 = 10;

/// … and from this many two plies (three from `V3_PROBCUT_THREE_PLY_EMPTIES`, one between).
pub(super) const V4_PROBCUT_TWO_PLY_EMPTIES: u32 = 12;

/// ProbCut's thresholds stay within this many discs of a draw: in heuristic units they then
/// stay inside the heuristic values' range (`WIN / 2`), below every finished win.
pub(super) const MAX_PROBCUT_DISCS: i32 = 64;

/// Hard since issue 25 lets them go as far as the trained evaluation's range allows (78 discs
/// of 64 units stay below `WIN / 2` = 5,000), so that a position already lost or won by more
/// than 56 discs is still searched selectively.
pub(super) const V3_MAX_PROBCUT_DISCS: i32 = 78;

// Iterative deepening.

/// Iterations nearer than this to the end of the game are skipped: the search goes straight
/// to the exact solve, which the shallower iterations' best moves already order well.
pub(super) const EXACT_JUMP: u32 = 7;

/// With more empty squares than this an exact solve rarely fits in Hard's budget (measured
/// with the benchmark's endgame suite), so the deepening goes on step by step instead.
pub(super) const EXACT_JUMP_EMPTIES: u32 = 12;

/// With more than `EXACT_JUMP_EMPTIES` empty squares, Hard's deepening goes to the end of the
/// game (selectively first) from this far: a jump from further wastes the budget on iterations
/// that cannot complete, one from nearer leaves them too little of it.
pub(super) const SELECTIVE_JUMP: u32 = 6;

/// Hard since issue 25 jumps from this far: an iteration to the end that runs out of budget
/// still gives the move its passes proved better, and the shallower iterations it skips cost
/// thousands of positions at 13-14 empty squares. Over the suites (with the fallback, the kept
/// shallow values and ProbCut from 5 empty squares), 315 / 945 positions: 6 307 / 911, 8
/// 306 / 914, 9 307 / 916, 10 307 / 915. Arena against hard-v2, 400 games, seeds 1 / 2: 9
/// 72.2% / 69.0%, 6 71.2% / 69.6% (9 only up to 14 empty squares: 72.2% / 69.4%).
/// Checked again with the root order by shallow values (suites of 315 / 1,750): 8 311 / 1,700,
/// 9 310 / 1,700, 10 310 / 1,697, 11 308 / 1,696. With issue 35's 12-generation file (Hard
/// only, against hard-v3, arena seeds 1–8, 3,200 games): 9 53.5%, 8 54.1%, 10 53.6%.
pub(super) const V3_SELECTIVE_JUMP: u32 = 9;

/// Hard since issue 35, whose selective iterations visit fewer positions (`V4_…` above), jumps
/// from this far. With the shipped weights, against hard-v3, arena 400 games a seed: seeds 1–8
/// 58.9% (8), 58.5% (9); seeds 9–16 57.5%, 57.2%. The endgame suites of 315 / 1,750 / 3,500:
/// 308 / 1,705 / 3,408 (8), 307 / 1,701 / 3,405 (9), 307 / 1,701 / 3,405 (7).
///
/// With all of issue 35's figures, the shared ones tried once more on the suites (shared with
/// hard-v3, so none changed; 308 / 1,705 / 3,408 as they are): selective margins 7/11/16 308 /
/// 1,700 / 3,398, 6/10/14 307 / 1,699 / 3,392, 9/13/18 307 / 1,704 / 3,398, 8/12/16/24 308 /
/// 1,705 / 3,409; three plies from 14 or 12 308 / 1,704 / 3,410, 309 / 1,706 / 3,405; 2^14
/// shallow slots 308 / 1,705 / 3,408; a table of 2^15 309 / 1,707 / 3,412; parity from 12 or
/// 16 empty squares no change; an endgame corner reply 4, 16 or 32 308 / 1,706 / 3,409, 309 /
/// 1,707 / 3,412, 309 / 1,707 / 3,411; the square value divided by 4, 8 or 32 309 / 1,707 /
/// 3,404, 309 / 1,707 / 3,413, 309 / 1,705 / 3,409 (by 8 with corner replies 16 309 / 1,707 /
/// 3,412, with three plies from 14 309 / 1,705 / 3,414); the enhanced transposition cutoff
/// from 5 308 / 1,705 / 3,408; the stability cutoff from 7 308 / 1,704 / 3,406; the exact jump
/// up to 13 empty squares 308 / 1,705 / 3,410; the evaluation below 11 307 / 1,704 / 3,404.
/// Every one within a position or two on the 315 and a few on the fresh 1,750: none kept.
pub(super) const V4_SELECTIVE_JUMP: u32 = 8;
