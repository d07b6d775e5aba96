//! The small boards of How to play: each a position and a move, played by the core's rules
//! (the discs that turn, the dots, the pass are what `core` gives, never drawn by hand), and
//! its caption in words, which is also what a screen reader hears. Plain Rust: tests check
//! every diagram against the rules.

use crate::core::stability::stable_discs;
use crate::core::{Board, Color, Square};
use crate::i18n::{Arg, Texts};

/// What a diagram shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lesson {
    /// The first move of a game and the disc it turns.
    FirstMove,
    /// A move that turns discs in all eight directions at once.
    EightDirections,
    /// After a move the other side has no move: it passes, the mover plays again.
    Pass,
    /// A corner taken: no move can ever turn it back.
    Corner,
    /// A move onto an X-square that hands the corner to the other side.
    XSquare,
}

/// A position, the move played on it, and what the after-board shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Diagram {
    pub lesson: Lesson,
    /// The position, with the side to move.
    pub before: Board,
    pub play: Square,
    /// The corner the lesson is about (Corner, XSquare).
    pub corner: Option<Square>,
}

fn squares(names: &str) -> u64 {
    names
        .split_whitespace()
        .filter_map(Square::parse)
        .fold(0, |bits, sq| bits | sq.bit())
}

fn position(black: &str, white: &str, to_move: Color) -> Board {
    Board::from_bits(squares(black), squares(white), to_move).unwrap_or_else(|_| Board::start())
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or(Square::at(0, 0).expect("a1"))
}

/// The diagrams, in the page's order.
pub fn diagrams() -> [Diagram; 5] {
    [
        Diagram {
            lesson: Lesson::FirstMove,
            before: Board::start(),
            play: sq("d3"),
            corner: None,
        },
        Diagram {
            lesson: Lesson::EightDirections,
            before: position(
                "c3 e3 g3 c5 g5 c7 e7 g7",
                "d4 e4 f4 d5 f5 d6 e6 f6",
                Color::Black,
            ),
            play: sq("e5"),
            corner: None,
        },
        Diagram {
            lesson: Lesson::Pass,
            // from a game played at random: White has far more discs and yet no move
            before: position(
                "e1 h1 h2 h3 h4",
                "g1 f2 c3 d3 e3 f3 g3 d4 e4 f4 a5 b5 c5 d5 e5 f5 g5 d6 e6 f6 g6 e7 h7",
                Color::Black,
            ),
            play: sq("f1"),
            corner: None,
        },
        Diagram {
            lesson: Lesson::Corner,
            before: position("d1 c3 e4 d5", "b1 c1 b2 d4 e5", Color::Black),
            play: sq("a1"),
            corner: Some(sq("a1")),
        },
        Diagram {
            lesson: Lesson::XSquare,
            before: position("c3 e5 e4 d5 f6", "d4 f4 c5", Color::White),
            play: sq("b2"),
            corner: Some(sq("a1")),
        },
    ]
}

impl Diagram {
    /// The side that plays.
    pub fn mover(&self) -> Color {
        self.before.to_move()
    }

    /// The discs the move turns, as the rules give them (0 if it were not legal).
    pub fn flips(&self) -> u64 {
        self.before.flips(self.play)
    }

    /// The position after the move, with a pass played when the other side has no move.
    pub fn after(&self) -> Board {
        let mut after = self.before;
        if after.play(self.play).is_ok() && after.must_pass() {
            let _ = after.pass();
        }
        after
    }

    /// The squares dotted on the after-board: the next moves where the lesson is about them
    /// (the mover again after a pass, the corner handed over), else none.
    pub fn dots_after(&self) -> u64 {
        match self.lesson {
            Lesson::Pass | Lesson::XSquare => self.after().legal_moves(),
            _ => 0,
        }
    }

    /// The corner's disc after the move can never be turned (Corner).
    pub fn corner_is_stable(&self) -> bool {
        let after = self.after();
        self.corner.is_some_and(|c| {
            let own = after.discs(self.mover());
            stable_discs(own, after.discs(self.mover().opposite())) & c.bit() != 0
        })
    }

    /// The caption, in words: who plays where, which discs turn, what it means.
    pub fn caption(&self, texts: &Texts) -> String {
        let mover = color_name(texts, self.mover());
        let other = color_name(texts, self.mover().opposite());
        let turned = Square::all_in(self.flips())
            .map(Square::name)
            .collect::<Vec<_>>()
            .join(&texts.tr("list-separator"));
        let square = self.play.name();
        let corner = self.corner.map(Square::name).unwrap_or_default();
        let id = match self.lesson {
            Lesson::FirstMove => "diagram-first-move",
            Lesson::EightDirections => "diagram-eight-directions",
            Lesson::Pass => "diagram-pass",
            Lesson::Corner => "diagram-corner",
            Lesson::XSquare => "diagram-x-square",
        };
        texts.tr_args(
            id,
            &[
                ("player", Arg::Text(&mover)),
                ("other", Arg::Text(&other)),
                ("square", Arg::Text(&square)),
                ("turned", Arg::Text(&turned)),
                ("count", Arg::Num(i64::from(self.flips().count_ones()))),
                ("corner", Arg::Text(&corner)),
            ],
        )
    }
}

fn color_name(texts: &Texts, c: Color) -> String {
    texts.tr(match c {
        Color::Black => "diagram-black",
        Color::White => "diagram-white",
    })
}
