//! Bitboards and the rules of Reversi (SPEC R-RULES).
//!
//! Bit `i` of a bitboard is square `i`: a1 = 0 (top-left), b1 = 1, …, h1 = 7, a2 = 8, …,
//! h8 = 63. Columns a–h run left to right, rows 1–8 top to bottom.

use std::fmt;

/// A side: Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Black,
    White,
}

impl Color {
    pub fn opposite(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// `X` for Black, `O` for White (the common Othello text format).
    pub fn symbol(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }

    pub fn from_symbol(c: char) -> Option<Color> {
        match c {
            'X' | 'x' | '*' | 'B' | 'b' => Some(Color::Black),
            'O' | 'o' | 'W' | 'w' => Some(Color::White),
            _ => None,
        }
    }
}

/// One of the 64 squares; the index is the bit number (a1 = 0, h8 = 63).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Column 0..8 (a..h) and row 0..8 (1..8).
    pub const fn at(col: u8, row: u8) -> Option<Square> {
        if col < 8 && row < 8 {
            Some(Square(row * 8 + col))
        } else {
            None
        }
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn col(self) -> u8 {
        self.0 % 8
    }

    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The lowest set square of a non-empty bitboard.
    pub fn first(bits: u64) -> Option<Square> {
        if bits == 0 {
            None
        } else {
            Some(Square(bits.trailing_zeros() as u8))
        }
    }

    /// Every square of a bitboard, a1 first.
    pub fn all_in(bits: u64) -> impl Iterator<Item = Square> {
        let mut rest = bits;
        std::iter::from_fn(move || {
            let sq = Square::first(rest)?;
            rest &= rest - 1;
            Some(sq)
        })
    }

    /// Lower-case name such as `d3`.
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Parses `d3` or `D3`; surrounding white space is ignored.
    pub fn parse(text: &str) -> Option<Square> {
        let mut chars = text.trim().chars();
        let col = chars.next()?.to_ascii_lowercase();
        let row = chars.next()?;
        if chars.next().is_some() || !('a'..='h').contains(&col) || !('1'..='8').contains(&row) {
            return None;
        }
        Square::at(col as u8 - b'a', row as u8 - b'1')
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

/// Opponent discs that may sit inside a line running through a side file: a line that
/// wraps around the board edge must never be continued.
pub(super) const NOT_EDGE_FILES: u64 = 0x7e7e_7e7e_7e7e_7e7e;

/// One shift-fill direction of `legal_moves`: the squares of `me` seen through a contiguous
/// run of `inner` discs, shifted one further (towards higher bits, then towards lower bits).
#[inline(always)]
fn moves_along(me: u64, inner: u64, shift: u32) -> u64 {
    let mut up = inner & (me << shift);
    let mut down = inner & (me >> shift);
    up |= inner & (up << shift);
    down |= inner & (down >> shift);
    // Doubling fill (Kogge-Stone): runs of one or two discs become runs of up to six.
    let inner_up = inner & (inner << shift);
    let inner_down = inner & (inner >> shift);
    up |= inner_up & (up << (2 * shift));
    down |= inner_down & (down >> (2 * shift));
    up |= inner_up & (up << (2 * shift));
    down |= inner_down & (down >> (2 * shift));
    (up << shift) | (down >> shift)
}

/// The squares of `x` and every square next to one of them (a king's step in any direction):
/// frontier discs, potential mobility, discs joined to the centre.
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
pub fn around(x: u64) -> u64 {
    const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let sideways = ((x << 1) & NOT_A) | ((x >> 1) & NOT_H) | x;
    sideways | (sideways << 8) | (sideways >> 8)
}

/// Legal moves for the side owning `me` against `opp`: the empty squares from which a
/// contiguous line of `opp` discs is closed by a `me` disc, in any of the 8 directions.
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
pub fn legal_moves(me: u64, opp: u64) -> u64 {
    let empty = !(me | opp);
    let inner = opp & NOT_EDGE_FILES;
    let moves = moves_along(me, inner, 1)
        | moves_along(me, inner, 7)
        | moves_along(me, opp, 8)
        | moves_along(me, inner, 9);
    moves & empty
}

/// `(legal_moves(me, opp), legal_moves(opp, me))`: both sides' moves at once, for the
/// evaluation's mobility. On x86_64 the two sides run side by side in the two 64-bit lanes of
/// an SSE2 register (part of the x86_64 baseline; `arch/sse2.rs`), in the browser in
/// WebAssembly SIMD (`arch/simd128.rs`); elsewhere it is two plain calls. Same result
/// everywhere.
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
pub fn legal_moves_both(me: u64, opp: u64) -> (u64, u64) {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        // SAFETY: the function only needs SSE2, which this build enables (the cfg above).
        unsafe { super::arch::sse2::legal_moves_both(me, opp) }
    }
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        super::arch::simd128::legal_moves_both(me, opp)
    }
    #[cfg(not(any(
        all(target_arch = "x86_64", target_feature = "sse2"),
        all(target_arch = "wasm32", target_feature = "simd128")
    )))]
    {
        (legal_moves(me, opp), legal_moves(opp, me))
    }
}

/// Rays from every square to the board edge, excluding the square itself. The first four
/// run towards higher bit numbers (east, south-west, south, south-east), the last four
/// towards lower ones (west, north-east, north, north-west). A square's eight rays fill one
/// 64-byte cache line.
static RAYS: Rays = Rays(build_rays());

#[repr(align(64))]
struct Rays([[u64; 8]; 64]);

/// The eight rays from the square with bit number `index` (0..64), in `RAYS`' order.
#[inline(always)]
pub(super) fn rays(index: usize) -> &'static [u64; 8] {
    &RAYS.0[index]
}

const fn build_rays() -> [[u64; 8]; 64] {
    // (column step, row step) per direction; rows grow downwards (a1 = bit 0).
    const STEPS: [(i32, i32); 8] = [
        (1, 0),
        (-1, 1),
        (0, 1),
        (1, 1),
        (-1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
    ];
    let mut rays = [[0u64; 8]; 64];
    let mut dir = 0;
    while dir < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (dc, dr) = STEPS[dir];
            let mut col = (sq % 8) as i32 + dc;
            let mut row = (sq / 8) as i32 + dr;
            let mut ray = 0u64;
            while col >= 0 && col < 8 && row >= 0 && row < 8 {
                ray |= 1u64 << (row * 8 + col);
                col += dc;
                row += dr;
            }
            rays[sq][dir] = ray;
            sq += 1;
        }
        dir += 1;
    }
    rays
}

/// The discs flipped by `me` playing on the square with bit number `index` (0..64), which
/// must be empty (the result is meaningless otherwise): per ray, the run of `opp` discs up to
/// the first other square, if that square is `me`'s. For search loops over legal moves.
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
pub fn flips_at(me: u64, opp: u64, index: usize) -> u64 {
    // Written out ray by ray: the size-optimized browser build does not unroll loops.
    let rays = rays(index);
    flips_towards_higher(me, opp, rays[0])
        | flips_towards_higher(me, opp, rays[1])
        | flips_towards_higher(me, opp, rays[2])
        | flips_towards_higher(me, opp, rays[3])
        | flips_towards_lower(me, opp, rays[4])
        | flips_towards_lower(me, opp, rays[5])
        | flips_towards_lower(me, opp, rays[6])
        | flips_towards_lower(me, opp, rays[7])
}

/// One ray of `flips_at` running towards higher bits: the first non-opponent square is the
/// ray's lowest such bit.
#[inline(always)]
fn flips_towards_higher(me: u64, opp: u64, ray: u64) -> u64 {
    let stops = ray & !opp;
    let first = stops & stops.wrapping_neg();
    let closed = 0u64.wrapping_sub(u64::from(first & me != 0));
    first.wrapping_sub(1) & ray & closed
}

/// One ray of `flips_at` running towards lower bits: the first non-opponent square is the
/// highest such bit. Bit 0 is a sentinel so that an all-opponent ray yields a stop outside it
/// (or on a1, which is then an opponent disc and closes nothing).
#[inline(always)]
fn flips_towards_lower(me: u64, opp: u64, ray: u64) -> u64 {
    let stops = (ray & !opp) | 1;
    let high = 63 - stops.leading_zeros();
    let first = 1u64 << high;
    let closed = 0u64.wrapping_sub(u64::from(first & me & ray != 0));
    (u64::MAX << high << 1) & ray & closed
}

/// The discs of `opp` that a disc of `me` on `sq` would flip; 0 when the move is illegal
/// (an occupied square or no outflanked line).
#[inline]
pub fn flips(me: u64, opp: u64, sq: Square) -> u64 {
    if (me | opp) & sq.bit() != 0 {
        return 0;
    }
    flips_at(me, opp, usize::from(sq.index()))
}

/// How a finished (or abandoned) position counts: empty squares count for nobody (R-RULES-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub black: u32,
    pub white: u32,
}

impl Outcome {
    /// The side with more discs; `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self.black.cmp(&self.white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The square is occupied or outflanks nothing.
    Illegal,
    /// A pass was asked for while the side to move has a legal move (R-RULES-3).
    CannotPass,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Fewer or more than 64 square characters.
    Length(usize),
    /// A character that is neither a disc nor an empty square.
    Char(char),
    /// The side to move is missing or not `X`/`O`.
    SideToMove,
    /// Black and White on the same square cannot be written, but a board with fewer than
    /// zero empties can't be either; kept for a start position that is not playable.
    Impossible,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Length(n) => write!(f, "expected 64 squares, found {n}"),
            ParseError::Char(c) => write!(f, "unexpected character {c:?}"),
            ParseError::SideToMove => write!(f, "missing or invalid side to move"),
            ParseError::Impossible => write!(f, "impossible position"),
        }
    }
}

/// A position: the discs of both sides and the side to move. The side to move is kept
/// explicitly because a pass breaks the alternation (R-SAVE-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    black: u64,
    white: u64,
    to_move: Color,
}

impl Default for Board {
    fn default() -> Self {
        Board::start()
    }
}

impl Board {
    /// White on d4 and e5, Black on d5 and e4, Black to move (R-RULES-1).
    pub fn start() -> Board {
        let sq = |name| Square::parse(name).map_or(0, Square::bit);
        Board {
            black: sq("d5") | sq("e4"),
            white: sq("d4") | sq("e5"),
            to_move: Color::Black,
        }
    }

    /// Builds a board from bitboards; overlapping discs are refused.
    pub fn from_bits(black: u64, white: u64, to_move: Color) -> Result<Board, ParseError> {
        if black & white != 0 {
            return Err(ParseError::Impossible);
        }
        Ok(Board {
            black,
            white,
            to_move,
        })
    }

    /// Reads the common Othello text format: 64 square characters a1..h8 in row order
    /// (`X` black, `O` white, `-` empty; `*` and `.` are accepted too), then the side to move.
    /// White space between the parts is ignored; letters are case-insensitive.
    pub fn from_text(text: &str) -> Result<Board, ParseError> {
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if chars.len() < 64 {
            return Err(ParseError::Length(chars.len()));
        }
        let (squares, side) = chars.split_at(64);
        let (mut black, mut white) = (0u64, 0u64);
        for (i, &c) in squares.iter().enumerate() {
            match c {
                '-' | '.' => {}
                _ => match Color::from_symbol(c) {
                    Some(Color::Black) => black |= 1 << i,
                    Some(Color::White) => white |= 1 << i,
                    None => return Err(ParseError::Char(c)),
                },
            }
        }
        let to_move = match side {
            [c] => Color::from_symbol(*c).ok_or(ParseError::SideToMove)?,
            [] => return Err(ParseError::SideToMove),
            more => return Err(ParseError::Length(64 + more.len() - 1)),
        };
        Board::from_bits(black, white, to_move)
    }

    /// The 64 squares then a space and the side to move, e.g. `---…--- X`.
    pub fn to_text(&self) -> String {
        let mut text = String::with_capacity(66);
        for i in 0..64 {
            let bit = 1u64 << i;
            text.push(if self.black & bit != 0 {
                'X'
            } else if self.white & bit != 0 {
                'O'
            } else {
                '-'
            });
        }
        text.push(' ');
        text.push(self.to_move.symbol());
        text
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    pub fn discs(&self, color: Color) -> u64 {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// The discs of the side to move and of the other side.
    pub fn mover_and_other(&self) -> (u64, u64) {
        (
            self.discs(self.to_move),
            self.discs(self.to_move.opposite()),
        )
    }

    pub fn empties(&self) -> u64 {
        !(self.black | self.white)
    }

    pub fn count(&self, color: Color) -> u32 {
        self.discs(color).count_ones()
    }

    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.black & sq.bit() != 0 {
            Some(Color::Black)
        } else if self.white & sq.bit() != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// Moves played so far: every move adds one disc (R-RULES-5), passes add none.
    pub fn ply(&self) -> u32 {
        (self.black | self.white).count_ones().saturating_sub(4)
    }

    /// Legal moves of the side to move.
    pub fn legal_moves(&self) -> u64 {
        let (me, opp) = self.mover_and_other();
        legal_moves(me, opp)
    }

    pub fn legal_moves_for(&self, color: Color) -> u64 {
        legal_moves(self.discs(color), self.discs(color.opposite()))
    }

    pub fn is_legal(&self, sq: Square) -> bool {
        self.legal_moves() & sq.bit() != 0
    }

    /// The discs the side to move would flip by playing `sq` (0 if illegal).
    pub fn flips(&self, sq: Square) -> u64 {
        let (me, opp) = self.mover_and_other();
        flips(me, opp, sq)
    }

    /// Plays `sq` for the side to move and hands the turn to the other side; returns the
    /// flipped discs. Passing is a separate step (`pass`), decided by the caller.
    pub fn play(&mut self, sq: Square) -> Result<u64, MoveError> {
        let flipped = self.flips(sq);
        if flipped == 0 {
            return Err(MoveError::Illegal);
        }
        let (me, opp) = self.mover_and_other();
        let me = me | flipped | sq.bit();
        let opp = opp & !flipped;
        match self.to_move {
            Color::Black => {
                self.black = me;
                self.white = opp;
            }
            Color::White => {
                self.white = me;
                self.black = opp;
            }
        }
        self.to_move = self.to_move.opposite();
        Ok(flipped)
    }

    /// Hands the turn over; only a side without a legal move may pass (R-RULES-3).
    pub fn pass(&mut self) -> Result<(), MoveError> {
        if self.legal_moves() != 0 {
            return Err(MoveError::CannotPass);
        }
        self.to_move = self.to_move.opposite();
        Ok(())
    }

    /// The side to move has no move but the other side has one.
    pub fn must_pass(&self) -> bool {
        self.legal_moves() == 0 && !self.is_game_over()
    }

    /// Neither side can move (R-RULES-4).
    pub fn is_game_over(&self) -> bool {
        self.legal_moves_for(Color::Black) == 0 && self.legal_moves_for(Color::White) == 0
    }

    pub fn outcome(&self) -> Outcome {
        Outcome {
            black: self.count(Color::Black),
            white: self.count(Color::White),
        }
    }
}

impl fmt::Display for Board {
    /// An 8×8 diagram with coordinates, for tests and tools.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "  a b c d e f g h")?;
        for row in 0..8u8 {
            write!(f, "{}", row + 1)?;
            for col in 0..8u8 {
                let c = match Square::at(col, row).and_then(|sq| self.color_at(sq)) {
                    Some(color) => color.symbol(),
                    None => '-',
                };
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        write!(f, "{} to move", self.to_move.symbol())
    }
}

/// Counts the leaves of the game tree to `depth` plies from `board`. A forced pass counts as a
/// ply; a position where neither side can move is one leaf (the standard convention).
pub fn perft(board: &Board, depth: u32) -> u64 {
    let (me, opp) = board.mover_and_other();
    perft_bits(me, opp, depth, false)
}

fn perft_bits(me: u64, opp: u64, depth: u32, passed: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(me, opp);
    if moves == 0 {
        if passed {
            return 1;
        }
        return perft_bits(opp, me, depth - 1, true);
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let mut total = 0;
    let mut rest = moves;
    while rest != 0 {
        let index = rest.trailing_zeros() as usize;
        let placed = rest & rest.wrapping_neg();
        rest ^= placed;
        let flipped = flips_at(me, opp, index);
        total += perft_bits(opp & !flipped, me | flipped | placed, depth - 1, false);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip_and_are_case_insensitive() {
        for i in 0..64 {
            let sq = Square::new(i).unwrap();
            assert_eq!(Square::parse(&sq.name()), Some(sq));
            assert_eq!(Square::parse(&sq.name().to_uppercase()), Some(sq));
        }
        assert_eq!(Square::parse("a1").unwrap().index(), 0);
        assert_eq!(Square::parse("h1").unwrap().index(), 7);
        assert_eq!(Square::parse("a8").unwrap().index(), 56);
        for bad in ["", "a", "i1", "a9", "a0", "a10", "11", "aa"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn start_position_and_black_opening_moves() {
        let b = Board::start();
        assert_eq!(b.to_move(), Color::Black);
        assert_eq!(b.count(Color::Black), 2);
        assert_eq!(b.count(Color::White), 2);
        let names: Vec<String> = Square::all_in(b.legal_moves()).map(Square::name).collect();
        assert_eq!(names, ["d3", "c4", "f5", "e6"]);
    }

    #[test]
    fn text_format_round_trips() {
        let b = Board::start();
        let text = b.to_text();
        assert_eq!(text.len(), 66);
        assert_eq!(Board::from_text(&text), Ok(b));
        assert_eq!(Board::from_text(&text.to_lowercase()), Ok(b));
        assert!(Board::from_text("XO").is_err());
        assert!(Board::from_text(&text[..64]).is_err());
    }

    #[test]
    fn playing_flips_and_hands_over_the_turn() {
        let mut b = Board::start();
        let d3 = Square::parse("d3").unwrap();
        let flipped = b.play(d3).unwrap();
        assert_eq!(flipped, Square::parse("d4").unwrap().bit());
        assert_eq!(b.count(Color::Black), 4);
        assert_eq!(b.count(Color::White), 1);
        assert_eq!(b.to_move(), Color::White);
        assert_eq!(b.play(d3), Err(MoveError::Illegal));
        assert_eq!(b.pass(), Err(MoveError::CannotPass));
    }

    #[test]
    fn perft_small_depths() {
        let b = Board::start();
        let expected = [1u64, 4, 12, 56, 244, 1396, 8200];
        for (depth, &n) in expected.iter().enumerate() {
            assert_eq!(perft(&b, depth as u32), n, "depth {depth}");
        }
    }
}
