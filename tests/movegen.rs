//! The fast bitboard move generator checked against a slow, obviously correct one that walks
//! the board square by square (the approach of Edax's `flip_slow.c`, written from the rules).

mod common;
use common::DIRECTIONS;
use reversi::core::board::{self, Board, Color, Square};

/// The reference board: 64 cells, row by row from a1, as plain values.
type Cells = [Option<Color>; 64];

fn cells(b: &Board) -> Cells {
    let mut cells = [None; 64];
    for (i, cell) in cells.iter_mut().enumerate() {
        *cell = b.color_at(Square::new(i as u8).unwrap());
    }
    cells
}

/// The discs `color` would flip by playing at (col, row): walk every direction while the
/// other colour continues, keep the run only if `color` closes it.
/// (A set of squares is written as a bit mask only to compare it cheaply.)
fn slow_flips(cells: &Cells, color: Color, col: i32, row: i32) -> u64 {
    if cells[(row * 8 + col) as usize].is_some() {
        return 0;
    }
    let mut flipped = 0;
    for (dc, dr) in DIRECTIONS {
        let mut run = 0;
        let (mut c, mut r) = (col + dc, row + dr);
        while (0..8).contains(&c) && (0..8).contains(&r) {
            match cells[(r * 8 + c) as usize] {
                Some(x) if x == color.opposite() => run |= 1u64 << (r * 8 + c),
                Some(_) => {
                    flipped |= run;
                    break;
                }
                None => break,
            }
            c += dc;
            r += dr;
        }
    }
    flipped
}

/// The squares where `color` flips something.
fn slow_moves(cells: &Cells, color: Color) -> u64 {
    let mut moves = 0;
    for i in 0..64 {
        if slow_flips(cells, color, i % 8, i / 8) != 0 {
            moves |= 1u64 << i;
        }
    }
    moves
}

/// SplitMix64, so the random games are the same everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut x = self.0;
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }
}

/// Checks one position completely: both sides' legal moves, every square's flips for the
/// side to move, and the pass and game-over decisions.
fn check_position(b: &Board) {
    let cells = cells(b);
    let mover = b.to_move();
    let fast_moves = b.legal_moves();
    assert_eq!(
        fast_moves,
        slow_moves(&cells, mover),
        "moves of {}",
        b.to_text()
    );
    let other_moves = slow_moves(&cells, mover.opposite());
    assert_eq!(
        b.legal_moves_for(mover.opposite()),
        other_moves,
        "moves of the other side in {}",
        b.to_text()
    );
    for i in 0..64u8 {
        let sq = Square::new(i).unwrap();
        let expected = slow_flips(&cells, mover, i32::from(i % 8), i32::from(i / 8));
        assert_eq!(b.flips(sq), expected, "flips of {sq} in {}", b.to_text());
        let (me, opp) = b.mover_and_other();
        assert_eq!(board::flips(me, opp, sq), b.flips(sq));
    }
    let (me, opp) = b.mover_and_other();
    assert_eq!(board::legal_moves_both(me, opp), (fast_moves, other_moves));
    let slow_over = fast_moves == 0 && other_moves == 0;
    assert_eq!(b.is_game_over(), slow_over, "game over in {}", b.to_text());
    assert_eq!(
        b.must_pass(),
        fast_moves == 0 && other_moves != 0,
        "pass in {}",
        b.to_text()
    );
}

#[test]
fn fast_generator_agrees_with_the_slow_one_on_100_000_positions() {
    let mut rng = Rng(2024);
    let mut positions = 0u32;
    let mut passes = 0u32;
    let mut early_ends = 0u32;
    while positions < 100_000 {
        let mut b = Board::start();
        loop {
            check_position(&b);
            positions += 1;
            if b.is_game_over() {
                if b.empties() != 0 {
                    early_ends += 1;
                }
                break;
            }
            if b.must_pass() {
                passes += 1;
                b.pass().unwrap();
                continue;
            }
            let moves: Vec<Square> = Square::all_in(b.legal_moves()).collect();
            let sq = moves[(rng.next() % moves.len() as u64) as usize];
            let before = b;
            let flipped = b.play(sq).unwrap();
            assert_eq!(flipped, before.flips(sq));
            assert_eq!(b.ply(), before.ply() + 1);
            assert_eq!(
                b.count(before.to_move()),
                before.count(before.to_move()) + flipped.count_ones() + 1
            );
        }
    }
    assert!(passes > 100, "only {passes} passes seen");
    assert!(early_ends > 10, "only {early_ends} early ends seen");
}

#[test]
fn edge_and_corner_lines_do_not_wrap() {
    // A run of White discs along row 1 ending at h1, Black on a2: playing on a1-adjacent
    // squares must not see through the board edge.
    let text = concat!(
        "-OOOOOOO", "X-------", "--------", "---OX---", "---XO---", "--------", "--------",
        "-------O", " X"
    );
    let b = Board::from_text(text).unwrap();
    check_position(&b);
    let mut w = b;
    w.pass().ok();
    check_position(&w);
}
