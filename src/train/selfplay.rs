//! Self-play data: games from seeded random openings, played by our own engine, every position
//! after the opening labelled with the final disc difference of the line it lies on, from the
//! side to move's point of view. Positions with few empty squares are played by the exact
//! solver, so their labels are exact. Each position also keeps the value the playing search
//! gave it (in discs, when the evaluation speaks discs), a second label the fit may blend in.
//! Side lines branch off each game at a random move (the branch move itself is no data; the
//! positions after it are) — the variety this gives was "vital" for Novello's self-trained
//! evaluation.

use crate::core::board::Board;
use crate::core::cpu::mix;
use crate::core::eval::Evaluation;
use crate::core::search;
use crate::core::Square;

/// One labelled position: discs of the side to move and of the other side, the final disc
/// difference for the side to move, and the search's value of the position in discs (the
/// final difference where the search gave none in discs: a forced move, or an evaluation
/// that does not speak discs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub me: u64,
    pub opp: u64,
    pub score: i8,
    pub value: i8,
}

impl Sample {
    pub const BYTES: usize = 18;

    pub fn empties(&self) -> u32 {
        (!(self.me | self.opp)).count_ones()
    }

    pub fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.me.to_le_bytes());
        out.extend_from_slice(&self.opp.to_le_bytes());
        out.push(self.score as u8);
        out.push(self.value as u8);
    }

    /// Reads samples written by `write`; `None` if the bytes are not whole samples.
    pub fn read_all(bytes: &[u8]) -> Option<Vec<Sample>> {
        if !bytes.len().is_multiple_of(Self::BYTES) {
            return None;
        }
        let u64_at = |c: &[u8], i: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&c[i..i + 8]);
            u64::from_le_bytes(b)
        };
        Some(
            bytes
                .chunks_exact(Self::BYTES)
                .map(|c| Sample {
                    me: u64_at(c, 0),
                    opp: u64_at(c, 8),
                    score: c[16] as i8,
                    value: c[17] as i8,
                })
                .collect(),
        )
    }
}

/// The search that picks the self-play moves before the exact solver takes over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// Hard's search without the selective iterations, as issue 25 began
    /// (`search::search_plain`): issue 25's weights' games were played by it.
    Plain,
    /// Hard's search as issue 35 began (`search::search_v3`, hard-v3's: the selective endgame,
    /// multi-ProbCut), a stronger player at the same budget. Pinned there so that a later
    /// change to Hard's search leaves the documented run's games, and so its weights, as they
    /// are: the change is measured on the shipped weights.
    Hard,
}

impl Search {
    pub fn name(self) -> &'static str {
        match self {
            Search::Plain => "plain",
            Search::Hard => "hard",
        }
    }

    /// `plain` or `hard`.
    pub fn parse(text: &str) -> Option<Search> {
        [Search::Plain, Search::Hard]
            .into_iter()
            .find(|s| s.name() == text)
    }
}

/// How the games are played.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// The search that plays (with the generation's evaluation).
    pub search: Search,
    /// Positions per searched move (a stronger setting than Hard's 12,000 gives better labels).
    pub budget: u64,
    /// From this many empty squares on, moves come from the exact solver.
    pub exact_empties: u32,
    /// Random opening moves: `min_random + seed % spread`.
    pub min_random: u32,
    pub random_spread: u32,
    /// Side lines per game.
    pub branches: u32,
}

impl Default for SelfPlay {
    fn default() -> Self {
        SelfPlay {
            search: Search::Plain,
            budget: 24_000,
            exact_empties: 14,
            min_random: 8,
            random_spread: 13,
            branches: 2,
        }
    }
}

/// A seeded random legal move.
pub(super) fn random_move(board: &Board, seed: u64) -> Option<Square> {
    let moves = board.legal_moves();
    let count = u64::from(moves.count_ones());
    if count == 0 {
        return None;
    }
    Square::all_in(moves).nth((mix(seed) % count) as usize)
}

/// Passes while the side to move must; `false` when the game is over.
pub(super) fn settle(board: &mut Board) -> bool {
    while board.must_pass() {
        if board.pass().is_err() {
            return false;
        }
    }
    !board.is_game_over()
}

/// The engine's move and its value in discs (side to move's view; `None` when the search
/// gave no value in discs): exact near the end, else the budgeted search.
fn engine_move<E: Evaluation>(
    board: &Board,
    eval: &E,
    options: &SelfPlay,
) -> (Option<Square>, Option<i32>) {
    let report = if board.empties().count_ones() <= options.exact_empties {
        search::search_depth(board, 64, eval)
    } else {
        match options.search {
            Search::Plain => search::search_plain(board, options.budget, eval),
            Search::Hard => search::search_v3(board, options.budget, eval),
        }
    };
    let value = if report.exact {
        Some(crate::core::eval::disc_difference(report.score))
    } else if report.depth > 0 && eval.units_per_disc() > 0 {
        let units = eval.units_per_disc();
        Some((report.score + report.score.signum() * units / 2) / units)
    } else {
        None
    };
    (report.best, value.map(|v| v.clamp(-64, 64)))
}

/// A position met in play: the board, the side to move's and the other side's discs, and the
/// search's value of it.
type Seen = (Board, u64, u64, Option<i32>);

/// Plays `board` to the end with the engine; returns the positions met (side to move's view)
/// and the final board.
fn play_out<E: Evaluation>(mut board: Board, eval: &E, options: &SelfPlay) -> (Vec<Seen>, Board) {
    let mut seen = Vec::new();
    while settle(&mut board) {
        let (me, opp) = board.mover_and_other();
        let (best, value) = engine_move(&board, eval, options);
        seen.push((board, me, opp, value));
        let Some(sq) = best else {
            break;
        };
        if board.play(sq).is_err() {
            break;
        }
    }
    (seen, board)
}

/// Labels positions with the final result of their line and the search's value.
fn label(seen: &[Seen], end: &Board, out: &mut Vec<Sample>) {
    for (board, me, opp, value) in seen {
        let mover = board.to_move();
        let diff = end.count(mover) as i32 - end.count(mover.opposite()) as i32;
        out.push(Sample {
            me: *me,
            opp: *opp,
            score: diff as i8,
            value: value.unwrap_or(diff) as i8,
        });
    }
}

/// One game and its side lines from `seed`: every labelled position, main line first.
pub fn play_game<E: Evaluation>(eval: &E, seed: u64, options: &SelfPlay) -> Vec<Sample> {
    let mut board = Board::start();
    let random = options.min_random + (mix(seed) % u64::from(options.random_spread.max(1))) as u32;
    for ply in 0..random {
        if !settle(&mut board) {
            return Vec::new();
        }
        let Some(sq) = random_move(&board, seed ^ mix(u64::from(ply) + 1)) else {
            return Vec::new();
        };
        if board.play(sq).is_err() {
            return Vec::new();
        }
    }
    let mut out = Vec::new();
    let (line, end) = play_out(board, eval, options);
    label(&line, &end, &mut out);
    for branch in 0..options.branches {
        if line.is_empty() {
            break;
        }
        let key = mix(seed ^ (0xb7a2_0000 + u64::from(branch)));
        let (mut from, _, _, _) = line[(key % line.len() as u64) as usize];
        let Some(sq) = random_move(&from, key >> 7) else {
            continue;
        };
        if from.play(sq).is_err() {
            continue;
        }
        let (side, end) = play_out(from, eval, options);
        label(&side, &end, &mut out);
    }
    out
}

/// Positions for measuring an evaluation against exact results: from seeded games of `eval`
/// (random openings, then the engine), one position per game at `empties` empty squares,
/// labelled by the exact solver.
pub fn exact_positions<E: Evaluation>(
    eval: &E,
    seed: u64,
    count: usize,
    empties: u32,
    budget: u64,
) -> Vec<Sample> {
    let options = SelfPlay {
        budget,
        exact_empties: 0,
        ..SelfPlay::default()
    };
    let mut out = Vec::new();
    let mut game = 0u64;
    while out.len() < count {
        game += 1;
        let game_seed = mix(seed ^ mix(game));
        let mut board = Board::start();
        let random = 4 + (mix(game_seed) % 12) as u32;
        let mut ply = 0u32;
        while settle(&mut board) && board.empties().count_ones() > empties {
            let sq = if ply < random {
                random_move(&board, game_seed ^ mix(u64::from(ply) + 1))
            } else {
                engine_move(&board, eval, &options).0
            };
            let Some(sq) = sq else { break };
            if board.play(sq).is_err() {
                break;
            }
            ply += 1;
        }
        if !settle(&mut board) || board.empties().count_ones() != empties {
            continue;
        }
        let report = search::search_depth(&board, 64, eval);
        let (me, opp) = board.mover_and_other();
        let score = crate::core::eval::disc_difference(report.score) as i8;
        out.push(Sample {
            me,
            opp,
            score,
            value: score,
        });
    }
    out
}
