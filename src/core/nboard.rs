//! The NBoard engine protocol (version 2), as a pure state machine: each input line gives the
//! lines to write to stdout and to stderr. The `nboard` example is a thin stdin loop around it.
//!
//! Understood: `nboard 2`; `set depth N` (accepted, the level stays as given); `set game
//! <GGF>` (the `BO[]` start position and side to move, then the `B[..]`/`W[..]` moves with `PA`
//! passes); `move <sq>[/eval/time]` and `move PA`; `go` → `=== <SQ>`; `ping N` → `pong N`;
//! `quit`. Anything else, and every malformed or illegal line, is reported on stderr and
//! changes nothing.

use super::board::{Board, Color, Square};
use super::cpu::Player;

/// Error messages quote at most this many characters of the input (a megabyte of garbage
/// on one line must not come back as a megabyte on stderr).
pub const QUOTE_CHARS: usize = 80;

/// A piece of the input for a message: its first [`QUOTE_CHARS`] characters, quoted with
/// control characters escaped, and `…` when there was more.
fn quote(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(QUOTE_CHARS).collect();
    if chars.next().is_some() {
        format!("{head:?}…")
    } else {
        format!("{head:?}")
    }
}

/// What one input line asks the program to do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Response {
    /// Lines for stdout (the protocol).
    pub out: Vec<String>,
    /// Lines for stderr (diagnostics).
    pub err: Vec<String>,
    /// `quit` was received.
    pub quit: bool,
}

impl Response {
    fn out(line: String) -> Response {
        Response {
            out: vec![line],
            ..Response::default()
        }
    }

    fn err(line: String) -> Response {
        Response {
            err: vec![line],
            ..Response::default()
        }
    }
}

/// An NBoard engine playing at one level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Engine {
    level: Player,
    seed: u64,
    board: Board,
    depth: Option<u32>,
}

impl Engine {
    pub fn new(level: impl Into<Player>, seed: u64) -> Engine {
        Engine {
            level: level.into(),
            seed,
            board: Board::start(),
            depth: None,
        }
    }

    /// The position the next `go` is asked about.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The depth last set by `set depth` (it does not change the level).
    pub fn depth(&self) -> Option<u32> {
        self.depth
    }

    /// Handles one line of input as it came, in any bytes: what is not UTF-8 becomes U+FFFD
    /// (and then no command, square or number).
    pub fn handle_bytes(&mut self, line: &[u8]) -> Response {
        self.handle(&String::from_utf8_lossy(line))
    }

    /// Handles one line of input.
    pub fn handle(&mut self, line: &str) -> Response {
        let line = line.trim();
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        match command {
            "" => Response::default(),
            "nboard" => match rest.parse::<u32>() {
                Ok(2) => Response::out(format!("set myname Reversi-{}", self.level.name())),
                _ => Response::err(format!(
                    "nboard: protocol version {}, expected 2",
                    quote(rest)
                )),
            },
            "set" => self.set(rest),
            "move" => self.play(rest),
            "go" => self.go(),
            "ping" => match rest.parse::<i64>() {
                Ok(n) => Response::out(format!("pong {n}")),
                Err(_) => Response::err(format!("ping: expected a number, got {}", quote(rest))),
            },
            "quit" => Response {
                quit: true,
                ..Response::default()
            },
            _ => Response::err(format!("ignored unknown command: {}", quote(line))),
        }
    }

    fn set(&mut self, rest: &str) -> Response {
        let (what, value) = match rest.split_once(char::is_whitespace) {
            Some((w, v)) => (w, v.trim()),
            None => (rest, ""),
        };
        match what {
            "depth" => match value.parse::<u32>() {
                Ok(n) if n >= 1 => {
                    self.depth = Some(n);
                    Response::default()
                }
                _ => Response::err(format!(
                    "set depth: expected a depth ≥ 1, got {}",
                    quote(value)
                )),
            },
            "game" => match parse_ggf(value) {
                Ok(board) => {
                    self.board = board;
                    Response::default()
                }
                Err(e) => Response::err(format!("set game refused ({e}); position unchanged")),
            },
            _ => Response::err(format!("ignored unknown setting: set {}", quote(rest))),
        }
    }

    fn play(&mut self, text: &str) -> Response {
        let token = text.split('/').next().unwrap_or("").trim();
        match apply_move(&mut self.board, token, None) {
            Ok(()) => Response::default(),
            // `e` quotes the move already
            Err(e) => Response::err(format!("move refused ({e}); position unchanged")),
        }
    }

    fn go(&mut self) -> Response {
        if self.board.is_game_over() {
            return Response::err("go: the game is over, no move to make".to_string());
        }
        if self.board.must_pass() {
            return Response::out("=== PA".to_string());
        }
        match self.level.choose(&self.board, self.seed, self.board.ply()) {
            Some(sq) => Response::out(format!("=== {}", sq.name().to_uppercase())),
            None => Response::err("go: no move found".to_string()),
        }
    }
}

/// Plays a move given as text (`d3`, `D3`, `PA`) on `board`; if `color` is given the move
/// must be that side's (a missing pass of the side to move is supplied). The board is left
/// unchanged on error.
fn apply_move(board: &mut Board, token: &str, color: Option<Color>) -> Result<(), String> {
    let mut next = *board;
    if let Some(c) = color {
        if c != next.to_move() {
            if !next.must_pass() {
                return Err(format!("{c:?} moved out of turn"));
            }
            next.pass().map_err(|_| "impossible pass".to_string())?;
        }
    }
    if token.eq_ignore_ascii_case("pa") || token.eq_ignore_ascii_case("pass") {
        next.pass()
            .map_err(|_| "a pass while a legal move exists".to_string())?;
    } else {
        let sq = Square::parse(token).ok_or_else(|| format!("not a square: {}", quote(token)))?;
        next.play(sq).map_err(|_| format!("illegal move {sq}"))?;
    }
    *board = next;
    Ok(())
}

/// Reads a GGF game: the `BO[8 <64 squares> <side>]` start position ('*' black, 'O' white,
/// '-' empty) and the `B[..]`/`W[..]` moves (`sq[/eval[/time]]` or `PA`) in order.
pub fn parse_ggf(text: &str) -> Result<Board, String> {
    let mut board: Option<Board> = None;
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        // the property name: the capitals just before '[' (the character before them may
        // be any character, of any length in bytes)
        let name_start = rest[..open]
            .char_indices()
            .rev()
            .find(|&(_, c)| !c.is_ascii_uppercase())
            .map_or(0, |(i, c)| i + c.len_utf8());
        let name = &rest[name_start..open];
        let close = rest[open..]
            .find(']')
            .map(|i| open + i)
            .ok_or("a property without its closing ']'")?;
        let value = &rest[open + 1..close];
        match name {
            "BO" => board = Some(parse_ggf_board(value)?),
            "B" | "W" => {
                let b = board.as_mut().ok_or("a move before BO[]")?;
                let color = if name == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                let token = value.split('/').next().unwrap_or("").trim();
                apply_move(b, token, Some(color))?;
            }
            _ => {}
        }
        rest = &rest[close + 1..];
    }
    board.ok_or_else(|| "no BO[] start position".to_string())
}

fn parse_ggf_board(value: &str) -> Result<Board, String> {
    let mut parts = value.split_whitespace();
    if parts.next() != Some("8") {
        return Err("BO[] is not an 8×8 board".to_string());
    }
    let squares: String = parts.collect();
    if squares.chars().count() != 65 {
        return Err(format!(
            "BO[] needs 64 squares and a side to move, found {} characters",
            squares.chars().count()
        ));
    }
    Board::from_text(&squares).map_err(|e| format!("BO[]: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Opponent;

    const START: &str = "---------------------------O*------*O--------------------------- *";

    fn engine() -> Engine {
        Engine::new(Opponent::Hard, 0)
    }

    #[test]
    fn handshake_ping_and_quit() {
        let mut e = engine();
        assert_eq!(e.handle("nboard 2").out, ["set myname Reversi-hard"]);
        assert_eq!(e.handle("ping 17").out, ["pong 17"]);
        assert!(e.handle("ping x").err.len() == 1);
        assert!(e.handle("quit").quit);
        assert_eq!(e.handle(""), Response::default());
    }

    #[test]
    fn set_game_reads_the_start_position_and_the_moves() {
        let mut e = engine();
        let ggf = format!(
            "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[a]PW[b]RE[?]TI[5:00]TY[8]BO[8 {START}]B[F5//1.2]W[d6]B[C3/0.5/1];)"
        );
        let r = e.handle(&format!("set game {ggf}"));
        assert!(r.err.is_empty(), "{r:?}");
        assert_eq!(e.board().ply(), 3);
        assert_eq!(e.board().to_move(), Color::White);
        assert_eq!(
            e.board().color_at(Square::parse("c3").unwrap()),
            Some(Color::Black)
        );
        assert_eq!(e.board(), &Board::start().tap_moves(&["f5", "d6", "c3"]));
    }

    #[test]
    fn moves_passes_and_go() {
        let mut e = Engine::new(Opponent::Easy, 3);
        assert!(e.handle("move d3/0.1/2").err.is_empty());
        assert_eq!(e.board().ply(), 1);
        let before = *e.board();
        assert_eq!(e.handle("move a1").err.len(), 1);
        assert_eq!(e.handle("move PA").err.len(), 1);
        assert_eq!(e.handle("move zz").err.len(), 1);
        assert_eq!(*e.board(), before);
        let reply = e.handle("go");
        assert_eq!(reply.out.len(), 1);
        let sq = Square::parse(reply.out[0].trim_start_matches("=== ")).unwrap();
        assert!(before.is_legal(sq));
        assert_eq!(
            Some(sq),
            Opponent::Easy.choose(&before, 3, 1),
            "ply passed is discs - 4"
        );
        // A side without a move passes.
        let text = format!("{}XXXXXXXOXXXXXXX- O", "X".repeat(48));
        let ggf = format!("(;GM[Othello]BO[8 {}];)", text.replace('X', "*"));
        assert!(e.handle(&format!("set game {ggf}")).err.is_empty());
        assert_eq!(e.handle("go").out, ["=== PA"]);
        assert!(e.handle("move PA").err.is_empty());
        assert_eq!(e.handle("go").out, ["=== H8"]);
    }

    #[test]
    fn bad_input_is_reported_and_changes_nothing() {
        let mut e = engine();
        e.handle("move f5");
        let before = e.clone();
        let illegal = format!("set game (;GM[Othello]BO[8 {START}]B[a1];)");
        let out_of_turn = format!("set game (;GM[Othello]BO[8 {START}]W[d3];)");
        for line in [
            illegal.as_str(),
            out_of_turn.as_str(),
            "hint 3",
            "set contempt 0",
            "set depth",
            "set depth x",
            "nboard 1",
            "set game (;GM[Othello]BO[8 ---];)",
            "set game (;GM[Othello]B[d3];)",
            "set game (;GM[Othello]BO[8 nonsense",
            "move",
            "\u{fffd}\u{0}",
        ] {
            let r = e.handle(line);
            assert!(r.out.is_empty() && r.err.len() == 1, "{line}: {r:?}");
            assert_eq!(e.board(), before.board(), "{line}");
        }
        assert!(e.handle("set depth 12").err.is_empty());
        assert_eq!(e.depth(), Some(12));
    }

    #[test]
    fn any_bytes_before_a_bracket_are_no_panic() {
        let mut e = engine();
        for line in [
            "set game é[x]".as_bytes(),
            b"set game \xff[x]",
            b"set game (;GM[Othello]\xe9BO[8 x]",
            "set game ü".as_bytes(),
            b"\xc3",
        ] {
            let r = e.handle_bytes(line);
            assert_eq!(r.err.len(), 1, "{line:?}: {r:?}");
            assert_eq!(e.board(), &Board::start());
        }
        // a proper game after a non-ASCII property name still reads
        let ggf = format!("set game (;GM[Othello]PB[Jüri]BO[8 {START}]B[f5];)");
        assert!(e.handle(&ggf).err.is_empty());
        assert_eq!(e.board(), &Board::start().tap_moves(&["f5"]));
    }

    #[test]
    fn messages_quote_at_most_80_characters_of_a_line() {
        let mut e = engine();
        for line in [
            format!("frobnicate {}", "é".repeat(10_000)),
            format!("move {}", "z".repeat(10_000)),
            format!("set depth {}", "9x".repeat(5_000)),
            format!("ping {}", "1a".repeat(5_000)),
            format!(
                "set game (;GM[Othello]BO[8 {START}]B[{}];)",
                "q".repeat(5_000)
            ),
        ] {
            let r = e.handle(&line);
            assert_eq!(r.err.len(), 1, "{r:?}");
            assert!(r.err[0].chars().count() < 200, "{}", r.err[0]);
        }
    }

    /// A small xorshift generator: the fuzz lines are the same on every run.
    struct Lines(u64);

    impl Lines {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        /// A line of random pieces: protocol words, GGF fragments, squares, stray UTF-8
        /// lead and continuation bytes, any byte at all.
        fn line(&mut self) -> Vec<u8> {
            const PIECES: [&[u8]; 24] = [
                b"set game ",
                b"(;GM[Othello]",
                b"BO[8 ",
                START.as_bytes(),
                b"B[",
                b"W[",
                b"]",
                b"[",
                b";)",
                b"move ",
                b"d3",
                b"F5",
                b"/",
                b"PA",
                b"nboard 2",
                b"ping ",
                b"set depth ",
                b"go",
                "é".as_bytes(),
                "ü€".as_bytes(),
                b"\xc3",
                b"\xe2\x82",
                b" ",
                b"\xff\xfe",
            ];
            let mut line = Vec::new();
            for _ in 0..self.next() % 12 {
                let r = self.next();
                if r.is_multiple_of(3) {
                    line.push((r >> 8) as u8);
                } else {
                    line.extend_from_slice(PIECES[(r >> 8) as usize % PIECES.len()]);
                }
            }
            line
        }
    }

    #[test]
    fn a_hundred_thousand_random_byte_lines_never_panic() {
        // Easy answers `go` at once; the parsing is the same at every level.
        let mut e = Engine::new(Opponent::Easy, 0);
        let mut lines = Lines(0x9e37_79b9_7f4a_7c15);
        let mut refused = 0;
        for _ in 0..100_000 {
            let line = lines.line();
            let r = e.handle_bytes(&line);
            refused += r.err.len();
            for message in &r.err {
                assert!(message.chars().count() < 1200, "{message}");
            }
            // whatever came, the position is one the engine can answer about
            let _ = e.board().legal_moves();
        }
        assert!(refused > 50_000, "the lines reach the parser's refusals");
    }

    trait TapMoves {
        fn tap_moves(self, moves: &[&str]) -> Board;
    }

    impl TapMoves for Board {
        fn tap_moves(mut self, moves: &[&str]) -> Board {
            for m in moves {
                self.play(Square::parse(m).unwrap()).unwrap();
            }
            self
        }
    }
}
