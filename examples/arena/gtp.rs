//! The arena's client of GTP, the Go Text Protocol, which GRhino's `gtp-rhino` speaks for
//! Reversi: an engine is a child process that reads one command a line on its input and
//! answers each with `= text` (success) or `? text` (failure), possibly over several lines,
//! ended by an empty line; a number after `=` or `?` echoes a command's id.
//!
//! A move is asked for in two commands: GRhino's own `grhino-setup_board <64 cells> <colour>`
//! sets up the position, then `genmove <colour>`. The engine thus needs no game history: the
//! arena's openings start anywhere, one engine serves game after game, and passes need no
//! command (GRhino refuses `play black pass`; the arena plays passes itself and asks only a
//! side that has a move). Beside the core, not in it: the core starts no process.

use crate::faults::Faults;
use reversi::core::{Board, Color, Square};
use std::fmt;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Mutex, PoisonError};

/// What went wrong with an engine.
#[derive(Debug)]
pub enum Error {
    /// The program did not start (`io::ErrorKind::NotFound`: it is not there).
    Spawn(io::Error),
    /// Writing a command or reading its reply failed.
    Io(io::Error),
    /// The engine closed its output before its reply ended: it quit or crashed.
    Closed,
    /// A reply that is neither `= …` nor `? …`.
    Malformed(String),
    /// The engine answered `? message` to `command`.
    Refused { command: String, message: String },
    /// The engine's move is not legal in the position (in the common text format), or is a
    /// pass where the side to move has a move.
    Illegal { position: String, reply: String },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Spawn(e) => write!(f, "the engine did not start: {e}"),
            Error::Io(e) => write!(f, "talking to the engine failed: {e}"),
            Error::Closed => write!(f, "the engine closed its output (it quit or crashed)"),
            Error::Malformed(reply) => write!(f, "not a GTP reply: {reply:?}"),
            Error::Refused { command, message } => {
                write!(f, "the engine refused `{command}`: {message}")
            }
            Error::Illegal { position, reply } => {
                write!(
                    f,
                    "the engine played {reply:?}, not a legal move in {position}"
                )
            }
        }
    }
}

/// A reply: its kind and its text (the id and the surrounding space left out, lines joined
/// by `\n`).
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    Success(String),
    Failure(String),
}

/// Reads a reply as it comes: after it, `text` holds its lines without the empty one that
/// ends it.
pub fn parse_reply(text: &str) -> Result<Reply, Error> {
    let malformed = || Error::Malformed(text.to_string());
    let mut chars = text.chars();
    let success = match chars.next() {
        Some('=') => true,
        Some('?') => false,
        _ => return Err(malformed()),
    };
    let rest = chars
        .as_str()
        .trim_start_matches(|c: char| c.is_ascii_digit());
    if !rest.is_empty() && !rest.starts_with(char::is_whitespace) {
        return Err(malformed());
    }
    let body = rest.trim().to_string();
    Ok(if success {
        Reply::Success(body)
    } else {
        Reply::Failure(body)
    })
}

/// Reads one reply from an engine's output, through the empty line that ends it; empty lines
/// before it are not part of it.
pub fn read_reply(output: &mut impl BufRead) -> Result<Reply, Error> {
    let mut lines: Vec<String> = Vec::new();
    loop {
        let mut line = String::new();
        if output.read_line(&mut line).map_err(Error::Io)? == 0 {
            return Err(Error::Closed);
        }
        // GTP allows CR LF line ends and tabs for spaces.
        let line = line.trim_end_matches(['\n', '\r']).replace('\t', " ");
        if line.trim().is_empty() {
            if lines.is_empty() {
                continue;
            }
            return parse_reply(&lines.join("\n"));
        }
        lines.push(line);
    }
}

/// A move as GTP writes it.
#[derive(Debug, PartialEq, Eq)]
pub enum Vertex {
    Play(Square),
    Pass,
}

/// `C4`, `c4` or `pass` (any case); anything else is not a vertex of an 8×8 board.
pub fn parse_vertex(text: &str) -> Option<Vertex> {
    if text.trim().eq_ignore_ascii_case("pass") {
        return Some(Vertex::Pass);
    }
    Square::parse(text).map(Vertex::Play)
}

/// GTP's name of a colour.
pub fn colour_name(colour: Color) -> &'static str {
    match colour {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// GRhino's command that sets up `board`: its 64 cells a1..h8 row by row (`X` black, `O`
/// white, `-` empty) and its side to move.
pub fn setup_command(board: &Board) -> String {
    let text = board.to_text();
    format!(
        "grhino-setup_board {} {}",
        &text[..64],
        colour_name(board.to_move())
    )
}

/// A running engine.
pub struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    /// Starts `program` with `args`; its errors go to ours.
    pub fn spawn(program: &Path, args: &[String]) -> Result<Engine, Error> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(Error::Spawn)?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(Error::Closed);
        };
        Ok(Engine {
            child,
            input,
            output: BufReader::new(output),
        })
    }

    /// Sends `command` and returns its success reply's text; a failure reply is an error.
    pub fn command(&mut self, command: &str) -> Result<String, Error> {
        writeln!(self.input, "{command}")
            .and_then(|()| self.input.flush())
            .map_err(Error::Io)?;
        match read_reply(&mut self.output)? {
            Reply::Success(text) => Ok(text),
            Reply::Failure(message) => Err(Error::Refused {
                command: command.to_string(),
                message,
            }),
        }
    }

    /// The engine's move for the side to move of `board`, `None` for a pass. A move that is
    /// not legal there is an error, and so is a pass while the side has a move: GRhino also
    /// answers `pass` for a colour that is not to move, which must not be taken for a pass.
    pub fn choose(&mut self, board: &Board) -> Result<Option<Square>, Error> {
        self.command(&setup_command(board))?;
        let reply = self.command(&format!("genmove {}", colour_name(board.to_move())))?;
        match parse_vertex(&reply) {
            Some(Vertex::Play(square)) if board.is_legal(square) => Ok(Some(square)),
            Some(Vertex::Pass) if board.legal_moves() == 0 => Ok(None),
            _ => Err(Error::Illegal {
                position: board.to_text(),
                reply,
            }),
        }
    }
}

impl Drop for Engine {
    // Killed rather than asked to quit: an engine that stopped answering would keep a
    // polite wait from ever ending, and a GTP engine keeps nothing that a kill loses.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Engines of one command line for a match on several threads: each move takes an idle
/// engine, or starts one when all are busy, so there are as many as threads play at once.
pub struct Engines {
    program: PathBuf,
    args: Vec<String>,
    /// The engine's `name` and `version` and its flags, e.g. `GTP GRhino 0.16.1 (-m 2)`.
    pub name: String,
    idle: Mutex<Vec<Engine>>,
    errors: Faults,
}

impl Engines {
    /// Starts a first engine and asks it its name and version and whether it knows
    /// `grhino-setup_board`, which every move needs.
    pub fn start(program: PathBuf, args: Vec<String>) -> Result<Engines, Error> {
        let mut first = Engine::spawn(&program, &args)?;
        let name = format!(
            "{} {} ({})",
            first.command("name")?,
            first.command("version")?,
            args.join(" ")
        );
        let known = first.command("known_command grhino-setup_board")?;
        if known != "true" {
            return Err(Error::Refused {
                command: "known_command grhino-setup_board".into(),
                message: known,
            });
        }
        Ok(Engines {
            program,
            args,
            name,
            idle: Mutex::new(vec![first]),
            errors: Faults::default(),
        })
    }

    /// As `Engine::choose` on an idle engine. An engine that fails is dropped and its error
    /// kept (`errors`); the move is then `None`, which ends the game where it stands.
    pub fn choose(&self, board: &Board) -> Option<Square> {
        let idle = self
            .idle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let result = match idle {
            Some(engine) => Ok(engine),
            None => Engine::spawn(&self.program, &self.args),
        }
        .and_then(|mut engine| Ok((engine.choose(board)?, engine)));
        match result {
            Ok((square, engine)) => {
                self.idle
                    .lock()
                    .unwrap_or_else(PoisonError::into_inner)
                    .push(engine);
                square
            }
            Err(e) => {
                self.errors.push(&self.name, e);
                None
            }
        }
    }

    /// What went wrong so far, in the order it happened.
    pub fn errors(&self) -> Vec<String> {
        self.errors.all()
    }
}

// The fake engine is a shell script: wasm32-wasip1 (test-wasi.sh) cannot start processes.
#[cfg(all(test, not(target_os = "wasi")))]
mod tests {
    use super::*;

    #[test]
    fn replies_are_read_with_their_kind_and_text() {
        assert_eq!(parse_reply("= C4").unwrap(), Reply::Success("C4".into()));
        assert_eq!(parse_reply("=").unwrap(), Reply::Success(String::new()));
        assert_eq!(
            parse_reply("=2 pass").unwrap(),
            Reply::Success("pass".into())
        );
        assert_eq!(
            parse_reply("? illegal move").unwrap(),
            Reply::Failure("illegal move".into())
        );
        assert_eq!(
            parse_reply("= Next move: Black\n    a b c").unwrap(),
            Reply::Success("Next move: Black\n    a b c".into())
        );
        for bad in ["C4", "", "=C4", "?1x"] {
            assert!(
                matches!(parse_reply(bad), Err(Error::Malformed(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_reply_runs_to_its_empty_line() {
        let mut output: &[u8] =
            b"\n= Next move: White\r\n  1 . X\n\n=1 \tF5\n\n? unknown command\n\n= A1";
        assert_eq!(
            read_reply(&mut output).unwrap(),
            Reply::Success("Next move: White\n  1 . X".into())
        );
        assert_eq!(
            read_reply(&mut output).unwrap(),
            Reply::Success("F5".into())
        );
        assert_eq!(
            read_reply(&mut output).unwrap(),
            Reply::Failure("unknown command".into())
        );
        // The last reply's empty line never came: the engine went away mid-reply.
        assert!(matches!(read_reply(&mut output), Err(Error::Closed)));
    }

    #[test]
    fn vertices_are_squares_or_a_pass() {
        assert_eq!(parse_vertex("C4"), Square::parse("c4").map(Vertex::Play));
        assert_eq!(parse_vertex("h8"), Square::parse("h8").map(Vertex::Play));
        assert_eq!(parse_vertex("PASS"), Some(Vertex::Pass));
        for bad in ["resign", "I1", "A9", "A", ""] {
            assert_eq!(parse_vertex(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_setup_names_every_cell_and_the_side_to_move() {
        let mut board = Board::start();
        board.play(Square::parse("f5").unwrap()).unwrap();
        let cells = format!("{}OX{}XXX{}", "-".repeat(27), "-".repeat(6), "-".repeat(26));
        assert_eq!(
            setup_command(&board),
            format!("grhino-setup_board {cells} white")
        );
    }

    /// A stand-in for GRhino in `sh`: it knows the commands the arena sends and answers
    /// every `genmove` with `genmove_reply`, or vanishes there when that is `quit`.
    #[cfg(unix)]
    fn fake_engine(genmove_reply: &str) -> Engines {
        let script = r#"
            while read -r command rest; do
                case "$command" in
                    name) printf '= Fake\n\n' ;;
                    version) printf '= 1.0\n\n' ;;
                    known_command) printf '= true\n\n' ;;
                    grhino-setup_board) printf '=\n\n' ;;
                    genmove) [ "$1" = quit ] && exit 0; printf '= %s\n\n' "$1" ;;
                    *) printf '? unknown command\n\n' ;;
                esac
            done"#;
        // sh -c SCRIPT NAME ARG: the reply is the script's $1.
        let args = ["-c", script, "fake", genmove_reply]
            .map(String::from)
            .to_vec();
        Engines::start(PathBuf::from("sh"), args).expect("sh runs the fake engine")
    }

    #[cfg(unix)]
    #[test]
    fn an_engine_s_moves_are_checked_and_its_faults_kept() {
        let start = Board::start();
        let engines = fake_engine("D3");
        assert!(engines.name.starts_with("Fake 1.0 (-c"), "{}", engines.name);
        assert_eq!(engines.choose(&start), Square::parse("d3"));
        assert_eq!(engines.choose(&start), Square::parse("d3"));
        assert!(engines.errors().is_empty());

        // A1 is not one of Black's four opening moves; a pass is not allowed with moves.
        for reply in ["A1", "pass"] {
            let engines = fake_engine(reply);
            assert_eq!(engines.choose(&start), None);
            let errors = engines.errors();
            assert_eq!(errors.len(), 1, "{errors:?}");
            assert!(errors[0].contains("not a legal move"), "{errors:?}");
        }

        // A side without a move may pass.
        let no_moves = Board::from_text(&format!("{}X O", "-".repeat(63))).unwrap();
        let engines = fake_engine("pass");
        assert_eq!(engines.choose(&no_moves), None);
        assert!(engines.errors().is_empty());

        // An engine that goes away is an error, and the next move starts a fresh one.
        let engines = fake_engine("quit");
        assert_eq!(engines.choose(&start), None);
        assert_eq!(engines.choose(&start), None);
        let errors = engines.errors();
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(
            errors.iter().all(|e| e.contains("closed its output")),
            "{errors:?}"
        );
    }

    #[test]
    fn a_missing_program_says_so() {
        let missing = PathBuf::from("gtp-engine-that-is-not-installed");
        match Engines::start(missing, Vec::new()) {
            Err(Error::Spawn(e)) => assert_eq!(e.kind(), io::ErrorKind::NotFound),
            // under qemu-user (test-aarch64.sh) the child starts before its exec fails, so
            // the missing program shows as a later error (an engine that closed, a pipe
            // closed under a command): still an error, never an engine
            Err(_) if cfg!(target_arch = "aarch64") => {}
            other => panic!("{:?}", other.err()),
        }
    }
}
