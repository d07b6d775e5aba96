//! The three CPU opponents behind one interface (SPEC R-CPU).
//!
//! - Easy: a random legal move, drawn by quad-rand from the game's seed and the ply. It knows
//!   nothing about squares, so it gives corners away without noticing (R-CPU-2).
//! - Medium: looks one move ahead and one reply deep, scoring square values plus mobility
//!   (the moves each side has); never random (R-CPU-3).
//! - Hard: iterative deepening within 12,000 visited positions (`search`, R-CPU-4), scored by
//!   the pattern evaluation trained on our own games (`weights`, `pattern`).
//!
//! All integer and deterministic: the same (board, seed, ply) gives the same square on every
//! platform (R-CPU-8). Ties go to the lowest square (a1 first, row by row).

use super::board::{flips_at, legal_moves, Board, Square};
use super::eval::{self, Classic, INFINITY};
use super::search::{self, SearchReport, HARD_BUDGET};
use super::weights::{self, Weights};
use quad_rand::RandGenerator;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opponent {
    Easy,
    Medium,
    Hard,
}

impl Opponent {
    pub const ALL: [Opponent; 3] = [Opponent::Easy, Opponent::Medium, Opponent::Hard];

    /// Stable lower-case name, used in saves, golden files and command lines.
    pub fn name(self) -> &'static str {
        match self {
            Opponent::Easy => "easy",
            Opponent::Medium => "medium",
            Opponent::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Opponent> {
        Opponent::ALL
            .into_iter()
            .find(|o| o.name().eq_ignore_ascii_case(text.trim()))
    }

    /// The move for the side to move in `board`, or `None` when it has none. `ply` is the
    /// number of moves played so far (discs on the board − 4). The same (board, seed, ply)
    /// gives the same square on every platform.
    pub fn choose(self, board: &Board, seed: u64, ply: u32) -> Option<Square> {
        match self {
            Opponent::Easy => easy(board, seed, ply),
            Opponent::Medium => medium(board),
            // A damaged weights asset is a build error that the tests catch; should one ever
            // ship, Hard plays Medium's moves rather than crash (and the app carries no
            // second copy of the search for the hand-written evaluation).
            Opponent::Hard => match weights::builtin() {
                Some(w) => search::search(board, HARD_BUDGET, w).best,
                None => medium(board),
            },
        }
    }
}

/// Who picks the moves in the engine tools (`arena`, `nboard`, `bench`): one of the app's
/// three opponents, or a former Hard kept as a yardstick (never offered in the app): the
/// hand-written one (`hard-classic`), or the trained one as issue 25 found it (`hard-v2`), as
/// issue 35 found it (`hard-v3`) or as issue 55 found it (`hard-v4`). The trained ones play
/// with a frozen copy of their weights (`weights::yardstick`, `weights::yardstick_v4`), only
/// with the `yardsticks` feature (the tools and tests have it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Opponent(Opponent),
    HardClassic,
    #[cfg(feature = "yardsticks")]
    HardV2,
    #[cfg(feature = "yardsticks")]
    HardV3,
    #[cfg(feature = "yardsticks")]
    HardV4,
}

impl From<Opponent> for Player {
    fn from(o: Opponent) -> Player {
        Player::Opponent(o)
    }
}

impl Player {
    pub fn name(self) -> &'static str {
        match self {
            Player::Opponent(o) => o.name(),
            Player::HardClassic => "hard-classic",
            #[cfg(feature = "yardsticks")]
            Player::HardV2 => "hard-v2",
            #[cfg(feature = "yardsticks")]
            Player::HardV3 => "hard-v3",
            #[cfg(feature = "yardsticks")]
            Player::HardV4 => "hard-v4",
        }
    }

    /// The yardsticks, by name.
    pub const YARDSTICKS: &[Player] = &[
        Player::HardClassic,
        #[cfg(feature = "yardsticks")]
        Player::HardV2,
        #[cfg(feature = "yardsticks")]
        Player::HardV3,
        #[cfg(feature = "yardsticks")]
        Player::HardV4,
    ];

    /// `easy`, `medium`, `hard`, or a yardstick's name (`hard-classic`, `hard-v2`, `hard-v3`,
    /// `hard-v4`).
    pub fn parse(text: &str) -> Option<Player> {
        Player::YARDSTICKS
            .iter()
            .copied()
            .find(|p| p.name().eq_ignore_ascii_case(text.trim()))
            .or_else(|| Opponent::parse(text).map(Player::Opponent))
    }

    /// As `Opponent::choose`.
    pub fn choose(self, board: &Board, seed: u64, ply: u32) -> Option<Square> {
        match self {
            Player::Opponent(o) => o.choose(board, seed, ply),
            Player::HardClassic => hard_classic_search(board).best,
            #[cfg(feature = "yardsticks")]
            Player::HardV2 => hard_v2_search(board).best,
            #[cfg(feature = "yardsticks")]
            Player::HardV3 => hard_v3_search(board).best,
            #[cfg(feature = "yardsticks")]
            Player::HardV4 => hard_v4_search(board).best,
        }
    }
}

/// Hard's search: the trained evaluation within the 12,000-position budget.
pub fn hard_search(board: &Board) -> SearchReport {
    trained(board, weights::builtin(), search::search)
}

/// `search` with trained weights within Hard's budget; with weights that did not read (a
/// damaged file, which the tests catch) the hand-written evaluation plays instead.
fn trained(
    board: &Board,
    weights: Option<&Weights>,
    search: fn(&Board, u64, &Weights) -> SearchReport,
) -> SearchReport {
    match weights {
        Some(w) => search(board, HARD_BUDGET, w),
        None => hard_classic_search(board),
    }
}

/// Hard as issue 25 found it (the weights of that day, frozen in `weights::yardstick`, and its
/// search): the yardstick of a stronger Hard in the arena and the benchmark, not an opponent
/// the app offers. `tests/golden/hard-v2.txt` pins its moves.
#[cfg(feature = "yardsticks")]
pub fn hard_v2_search(board: &Board) -> SearchReport {
    trained(board, weights::yardstick(), search::search_v2)
}

/// Hard as issue 35 found it (the same frozen weights, the search of that day): the yardstick
/// of a Hard with rebuilt weights and a sharper search. `tests/golden/hard-v3.txt` pins its
/// moves.
#[cfg(feature = "yardsticks")]
pub fn hard_v3_search(board: &Board) -> SearchReport {
    trained(board, weights::yardstick(), search::search_v3)
}

/// Hard as issue 55 found it (its weights frozen in `weights::yardstick_v4`, today's search):
/// the yardstick of a Hard trained on deeper play. `tests/golden/hard-v4.txt` pins its moves,
/// so a change to Hard's search that would change them must keep today's search for this one
/// (a `Mode` flag, as `search::search_v3` keeps issue 35's).
#[cfg(feature = "yardsticks")]
pub fn hard_v4_search(board: &Board) -> SearchReport {
    trained(board, weights::yardstick_v4(), search::search)
}

/// Hard as it was before the trained evaluation (the hand-written one, same budget): a
/// yardstick for the arena and the benchmark, not an opponent the app offers.
pub fn hard_classic_search(board: &Board) -> SearchReport {
    search::search(board, HARD_BUDGET, &Classic)
}

/// quad-rand's generator (PCG32, integer only) started from the game's seed and the ply, so
/// the same (seed, ply) draws the same numbers on every platform.
fn generator(seed: u64, ply: u32) -> RandGenerator {
    let rng = RandGenerator::new();
    rng.srand(seed.wrapping_add(u64::from(ply).wrapping_mul(super::hash::GAMMA)));
    rng
}

/// A uniform pick below `count` from one 32-bit draw, by multiplying and shifting (integer
/// only; quad-rand's own `gen_range` goes through floating point).
fn below(rng: &RandGenerator, count: u32) -> u32 {
    ((u64::from(rng.rand()) * u64::from(count)) >> 32) as u32
}

/// A legal move drawn from the game's seed and the ply.
fn easy(board: &Board, seed: u64, ply: u32) -> Option<Square> {
    let moves = board.legal_moves();
    let count = moves.count_ones();
    if count == 0 {
        return None;
    }
    let pick = below(&generator(seed, ply), count) as usize;
    Square::all_in(moves).nth(pick)
}

/// The seed of a new game from whatever varies between starts (the shell passes the clock and
/// a counter), drawn through quad-rand so that nearby inputs give unrelated seeds.
pub fn new_game_seed(entropy: u64) -> u64 {
    let rng = RandGenerator::new();
    rng.srand(entropy);
    (u64::from(rng.rand()) << 32) | u64::from(rng.rand())
}

/// Medium: the move whose worst reply (by `eval::medium`, from Medium's side) is best.
fn medium(board: &Board) -> Option<Square> {
    let (me, opp) = board.mover_and_other();
    let moves = legal_moves(me, opp);
    let mut best: Option<(i32, Square)> = None;
    for sq in Square::all_in(moves) {
        let flipped = flips_at(me, opp, usize::from(sq.index()));
        let (mine, theirs) = (me | flipped | sq.bit(), opp & !flipped);
        let score = worst_reply(mine, theirs);
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, sq));
        }
    }
    best.map(|(_, sq)| sq)
}

/// The value for the owner of `mine` after the owner of `theirs` makes its best reply (or
/// passes), scored by `eval::medium`.
fn worst_reply(mine: u64, theirs: u64) -> i32 {
    let replies = legal_moves(theirs, mine);
    if replies == 0 {
        return eval::medium(mine, theirs);
    }
    let mut worst = INFINITY;
    for sq in Square::all_in(replies) {
        let flipped = flips_at(theirs, mine, usize::from(sq.index()));
        let score = eval::medium(mine & !flipped, theirs | flipped | sq.bit());
        worst = worst.min(score);
    }
    worst
}

/// The crate's hash (SplitMix64, `core::hash`), kept under this path for its many callers.
pub use super::hash::mix;

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions along one seeded game of Easy against itself.
    fn positions() -> Vec<Board> {
        let mut b = Board::start();
        let mut out = Vec::new();
        while !b.is_game_over() {
            if b.must_pass() {
                b.pass().unwrap();
                continue;
            }
            out.push(b);
            let sq = Opponent::Easy.choose(&b, 11, b.ply()).unwrap();
            b.play(sq).unwrap();
        }
        out
    }

    #[test]
    fn every_opponent_plays_a_legal_move_and_none_without_one() {
        for b in positions() {
            for o in Opponent::ALL {
                let sq = o.choose(&b, 5, b.ply()).unwrap();
                assert!(
                    b.is_legal(sq),
                    "{} played {sq} in {}",
                    o.name(),
                    b.to_text()
                );
            }
        }
        let text = format!("{}XXXXXXXOXXXXXXX- O", "X".repeat(48));
        let stuck = Board::from_text(&text).unwrap();
        for o in Opponent::ALL {
            assert_eq!(o.choose(&stuck, 5, stuck.ply()), None);
        }
    }

    #[test]
    fn medium_and_hard_do_not_depend_on_the_seed_but_easy_does() {
        let mut easy_differs = false;
        for b in positions() {
            for o in [Opponent::Medium, Opponent::Hard] {
                assert_eq!(o.choose(&b, 1, b.ply()), o.choose(&b, 2, b.ply()));
            }
            easy_differs |=
                Opponent::Easy.choose(&b, 1, b.ply()) != Opponent::Easy.choose(&b, 2, b.ply());
        }
        assert!(easy_differs);
    }

    /// The yardsticks' frozen weights are a valid asset: a damaged copy would make them play
    /// hard-classic's moves, which their golden games would only show indirectly.
    #[cfg(feature = "yardsticks")]
    #[test]
    fn the_yardsticks_weights_read() {
        assert!(weights::yardstick().is_some());
        assert!(weights::yardstick_v4().is_some());
    }

    #[test]
    fn names_round_trip() {
        for o in Opponent::ALL {
            assert_eq!(Opponent::parse(o.name()), Some(o));
            assert_eq!(Opponent::parse(&o.name().to_uppercase()), Some(o));
        }
        assert_eq!(Opponent::parse("expert"), None);
        #[cfg(feature = "yardsticks")]
        assert_eq!(Player::parse("hard-v3"), Some(Player::HardV3));
        #[cfg(feature = "yardsticks")]
        assert_eq!(Player::parse("hard-v4"), Some(Player::HardV4));
        for &p in Player::YARDSTICKS {
            assert_eq!(Player::parse(p.name()), Some(p));
            assert_eq!(Player::parse(&p.name().to_uppercase()), Some(p));
        }
        assert_eq!(
            Player::parse("hard"),
            Some(Player::Opponent(Opponent::Hard))
        );
    }
}
