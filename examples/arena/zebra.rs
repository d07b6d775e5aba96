//! The arena's driver of Zebra, Gunnar Andersson's Othello engine: its console `zebra`, built
//! by hand from the public source outside this repository (none of Zebra's code, binaries or
//! build steps belong here). Zebra speaks no protocol; each move is one run of it on the
//! position alone:
//!
//!     zebra -b 0 -r 0 -w 0 -e 0 -test FLAGS -g position.gam
//!
//! (no book, no randomness, no waiting, no echo, one move and out; FLAGS are the arena's
//! `--zebra`, which must give both sides' levels, e.g. `-l 6 12 14 6 12 14`: depth 6, exact
//! from 12 empty squares, win/loss/draw from 14). `position.gam` is Zebra's game file: the 64
//! cells a1..h8 row by row (`X`, `O`, `-`), then a line `Black to move` or `White to move`.
//! Zebra writes the game's score sheet to `current.mov` in its working directory, and that
//! sheet's one move is the move played; every move is checked legal here.
//!
//! Zebra reads its evaluation, `coeffs2.bin`, from its working directory and writes
//! `current.gam`, `current.mov` and `zebra.log` there, so each run has a scratch directory of
//! its own (removed after the move), with `coeffs2.bin` (and `book.bin`, if there is one)
//! linked from the data directory: runs on several threads never share a file. Where Zebra
//! is: `REVERSI_ZEBRA` is the path of the binary; `REVERSI_ZEBRA_DATA` the directory of
//! `coeffs2.bin`, by default the binary's. Every run starts afresh with the same input, so a
//! position's move is the same every time.

use crate::faults::Faults;
use reversi::core::{Board, Color, Square};
use std::ffi::OsString;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};

/// The flags every run starts with, before the arena's `--zebra` FLAGS.
pub const FIXED_FLAGS: [&str; 9] = ["-b", "0", "-r", "0", "-w", "0", "-e", "0", "-test"];

/// The game file each run reads, in its scratch directory.
const POSITION_FILE: &str = "position.gam";

/// The files Zebra reads from its working directory (`book.bin` only with a book).
const DATA_FILES: [&str; 2] = ["coeffs2.bin", "book.bin"];

/// What went wrong with Zebra.
#[derive(Debug)]
pub enum Error {
    /// Zebra cannot be run as asked: where it is or its flags (said in full).
    Setup(String),
    /// The scratch directory could not be made or filled.
    Scratch(io::Error),
    /// The program did not start (`io::ErrorKind::NotFound`: it is not there).
    Spawn(io::Error),
    /// Zebra exited with a failure; `said` is its last words (its errors, or its output's
    /// last line).
    Failed { status: ExitStatus, said: String },
    /// Zebra's score sheet was not there or did not hold one move.
    NoMove { sheet: String, said: String },
    /// Zebra's move is not legal in the position (in the common text format).
    Illegal { position: String, reply: String },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Setup(message) => write!(f, "{message}"),
            Error::Scratch(e) => write!(f, "Zebra's scratch directory: {e}"),
            Error::Spawn(e) => write!(f, "Zebra did not start: {e}"),
            Error::Failed { status, said } => write!(f, "Zebra failed ({status}): {said}"),
            Error::NoMove { sheet, said } => {
                write!(
                    f,
                    "Zebra's score sheet holds no one move: {sheet:?} ({said})"
                )
            }
            Error::Illegal { position, reply } => {
                write!(f, "Zebra played {reply}, not a legal move in {position}")
            }
        }
    }
}

/// Checks that `flags` give both sides a level, `-l D E W D E W` with both depths above 0
/// (Zebra's `-l` is case-blind, like all its flags): without it Zebra asks for the levels on
/// its input and, given none, asks forever; a depth of 0 is a human player, who would be
/// asked for a move.
pub fn check_levels(flags: &[String]) -> Result<(), Error> {
    let Some(at) = flags.iter().rposition(|f| f.eq_ignore_ascii_case("-l")) else {
        return Err(Error::Setup(
            "Zebra needs both sides' levels: --zebra \"-l D E W D E W\" (e.g. \
             -l 6 12 14 6 12 14: depth 6, exact from 12 empty squares, win/loss/draw from 14)"
                .into(),
        ));
    };
    let levels: Vec<Option<u32>> = flags[at + 1..]
        .iter()
        .take(6)
        .map(|n| n.parse().ok())
        .collect();
    match levels[..] {
        [Some(black), Some(_), Some(_), Some(white), Some(_), Some(_)]
            if black > 0 && white > 0 =>
        {
            Ok(())
        }
        _ => Err(Error::Setup(format!(
            "Zebra's -l needs six numbers, both depths above 0 (-l D E W D E W), not {:?}",
            flags[at..].join(" ")
        ))),
    }
}

/// Zebra's game file for `board`: its cells a1..h8 row by row, then the side to move.
pub fn game_file(board: &Board) -> String {
    let text = board.to_text();
    let side = match board.to_move() {
        Color::Black => "Black",
        Color::White => "White",
    };
    format!("{}\n{side} to move\n", &text[..64])
}

/// The one move of a score sheet Zebra wrote for a game that began at the position it was
/// given, e.g. `   1.    d3  ` (Black moved) or `   1.    -   d6` then `   2.    -   - `
/// (White moved); `None` unless there is exactly one square on it.
pub fn sheet_move(sheet: &str) -> Option<Square> {
    let mut squares = sheet.split_whitespace().filter_map(Square::parse);
    match (squares.next(), squares.next()) {
        (Some(square), None) => Some(square),
        _ => None,
    }
}

/// A directory of one run's files, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    /// A fresh directory under the system's temporary one, with Zebra's data files linked in.
    fn new(data: &Path) -> io::Result<Scratch> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "reversi-arena-zebra-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        // One left by an earlier process of the same id would hold its files.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir)?;
        let scratch = Scratch(dir);
        for name in DATA_FILES {
            let from = data.join(name);
            if from.is_file() {
                link(&from, &scratch.0.join(name))?;
            }
        }
        Ok(scratch)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `to` made to read as `from`: a symbolic link where there are such, else a copy.
fn link(from: &Path, to: &Path) -> io::Result<()> {
    #[cfg(unix)]
    return std::os::unix::fs::symlink(from, to);
    #[cfg(not(unix))]
    return std::fs::copy(from, to).map(|_| ());
}

/// Zebra's last words: its errors, or the last line of its output.
fn last_words(stdout: &[u8], stderr: &[u8]) -> String {
    let errors = String::from_utf8_lossy(stderr).trim().to_string();
    if !errors.is_empty() {
        return errors;
    }
    String::from_utf8_lossy(stdout)
        .lines()
        .rev()
        .find(|line| !line.trim().is_empty())
        .unwrap_or("")
        .trim()
        .to_string()
}

/// Zebra at the arena's flags, for one side of a match (on any number of threads).
pub struct Zebra {
    program: PathBuf,
    /// Arguments before Zebra's own (none for Zebra; the tests' fake engine's script).
    before: Vec<String>,
    data: PathBuf,
    flags: Vec<String>,
    /// Zebra's banner and its flags, e.g. `Zebra (c) 1997-2005 Gunnar Andersson (-b 0 …)`.
    pub name: String,
    errors: Faults,
}

impl Zebra {
    /// Zebra where `REVERSI_ZEBRA` and `REVERSI_ZEBRA_DATA` say, at `flags`.
    pub fn from_env(flags: &str) -> Result<Zebra, Error> {
        let (program, data) = locate(
            std::env::var_os("REVERSI_ZEBRA"),
            std::env::var_os("REVERSI_ZEBRA_DATA"),
        )?;
        Zebra::start(program, Vec::new(), data, flags)
    }

    /// Checks the flags and the data, then runs Zebra once on the start, which must give a
    /// legal move; its banner names it.
    pub fn start(
        program: PathBuf,
        before: Vec<String>,
        data: PathBuf,
        flags: &str,
    ) -> Result<Zebra, Error> {
        let flags: Vec<String> = flags.split_whitespace().map(String::from).collect();
        check_levels(&flags)?;
        if !data.join(DATA_FILES[0]).is_file() {
            return Err(Error::Setup(format!(
                "no {} in {}: Zebra reads its evaluation from there (set REVERSI_ZEBRA_DATA \
                 to the directory that holds it)",
                DATA_FILES[0],
                data.display()
            )));
        }
        let mut zebra = Zebra {
            program,
            before,
            data,
            flags,
            name: String::new(),
            errors: Faults::default(),
        };
        let (_, stdout) = zebra.run(&Board::start())?;
        let banner = stdout
            .lines()
            .map(str::trim)
            .find(|line| !line.is_empty())
            .unwrap_or("Zebra");
        let banner = banner.split(", compile date").next().unwrap_or(banner);
        zebra.name = format!(
            "{banner} ({} {})",
            FIXED_FLAGS.join(" "),
            zebra.flags.join(" ")
        );
        Ok(zebra)
    }

    /// One run of Zebra on `board`: its move, checked legal, and its output.
    fn run(&self, board: &Board) -> Result<(Square, String), Error> {
        let scratch = Scratch::new(&self.data).map_err(Error::Scratch)?;
        std::fs::write(scratch.0.join(POSITION_FILE), game_file(board)).map_err(Error::Scratch)?;
        let output = Command::new(&self.program)
            .args(&self.before)
            .args(FIXED_FLAGS)
            .args(&self.flags)
            .args(["-g", POSITION_FILE])
            .current_dir(&scratch.0)
            .stdin(Stdio::null())
            .output()
            .map_err(Error::Spawn)?;
        let said = last_words(&output.stdout, &output.stderr);
        if !output.status.success() {
            return Err(Error::Failed {
                status: output.status,
                said,
            });
        }
        let sheet = std::fs::read_to_string(scratch.0.join("current.mov")).unwrap_or_default();
        let square = sheet_move(&sheet).ok_or_else(|| Error::NoMove {
            sheet: sheet.clone(),
            said,
        })?;
        if !board.is_legal(square) {
            return Err(Error::Illegal {
                position: board.to_text(),
                reply: square.to_string(),
            });
        }
        Ok((square, String::from_utf8_lossy(&output.stdout).into_owned()))
    }

    /// Zebra's move for the side to move of `board`, `None` for a pass (asked of no one) or
    /// when Zebra failed: its error is kept (`errors`), which ends the game where it stands.
    pub fn choose(&self, board: &Board) -> Option<Square> {
        if board.legal_moves() == 0 {
            return None;
        }
        match self.run(board) {
            Ok((square, _)) => Some(square),
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

/// The binary and the data directory from `REVERSI_ZEBRA` and `REVERSI_ZEBRA_DATA` (the
/// binary's directory when unset), both made absolute: each run works in another directory.
pub fn locate(
    program: Option<OsString>,
    data: Option<OsString>,
) -> Result<(PathBuf, PathBuf), Error> {
    let program = program.filter(|p| !p.is_empty()).ok_or_else(|| {
        Error::Setup(
            "Zebra is not set up: set REVERSI_ZEBRA to the path of a zebra binary built \
             from Gunnar Andersson's public source, its coeffs2.bin beside it or in \
             REVERSI_ZEBRA_DATA"
                .into(),
        )
    })?;
    let program = PathBuf::from(program);
    let program = std::fs::canonicalize(&program)
        .ok()
        .filter(|p| p.is_file())
        .ok_or_else(|| {
            Error::Setup(format!(
                "REVERSI_ZEBRA={}: there is no such file",
                program.display()
            ))
        })?;
    let data = match data.filter(|d| !d.is_empty()) {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            std::fs::canonicalize(&dir)
                .map_err(|e| Error::Setup(format!("REVERSI_ZEBRA_DATA={}: {e}", dir.display())))?
        }
        None => program.parent().unwrap_or(Path::new("/")).to_path_buf(),
    };
    Ok((program, data))
}

// The fake engine is a shell script: wasm32-wasip1 (test-wasi.sh) cannot start processes.
#[cfg(all(test, not(target_os = "wasi")))]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_levels_must_give_both_sides_a_depth() {
        for good in [
            "-l 6 12 14 6 12 14",
            "-h 20 -L 4 12 14 8 12 14",
            "-l 1 2 3 4 5 6 -p 0",
        ] {
            assert!(check_levels(&words(good)).is_ok(), "{good}");
        }
        for bad in [
            "",
            "-h 20",
            "-l 6 12 14",
            "-l 0 6 12 14",
            "-l 6 12 14 0",
            "-l a b c d e f",
        ] {
            match check_levels(&words(bad)) {
                Err(Error::Setup(message)) => assert!(message.contains("-l"), "{message}"),
                other => panic!("{bad}: {other:?}"),
            }
        }
    }

    #[test]
    fn the_game_file_names_every_cell_and_the_side_to_move() {
        let mut board = Board::start();
        assert_eq!(
            game_file(&board),
            format!(
                "{}OX{}XO{}\nBlack to move\n",
                "-".repeat(27),
                "-".repeat(6),
                "-".repeat(27)
            )
        );
        board.play(Square::parse("f5").unwrap()).unwrap();
        assert_eq!(
            game_file(&board),
            format!(
                "{}OX{}XXX{}\nWhite to move\n",
                "-".repeat(27),
                "-".repeat(6),
                "-".repeat(26)
            )
        );
    }

    #[test]
    fn the_score_sheet_holds_the_one_move() {
        // As Zebra writes them after Black's move and after White's.
        assert_eq!(sheet_move("    1.    d3  \n"), Square::parse("d3"));
        assert_eq!(
            sheet_move("    1.    -   d6\n    2.    -   - \n"),
            Square::parse("d6")
        );
        for bad in ["", "    1.    -   - \n", "    1.    d3  c5\n", "1. z9"] {
            assert_eq!(sheet_move(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn where_zebra_is_must_be_said() {
        match locate(None, None) {
            Err(Error::Setup(message)) => assert!(message.contains("REVERSI_ZEBRA"), "{message}"),
            other => panic!("{other:?}"),
        }
        let missing = OsString::from("/no/such/zebra");
        match locate(Some(missing), None) {
            Err(Error::Setup(message)) => {
                assert!(message.contains("/no/such/zebra"), "{message}")
            }
            other => panic!("{other:?}"),
        }
    }

    /// A stand-in for Zebra in `sh`: it prints a banner, fails as Zebra does without
    /// `coeffs2.bin` in its working directory, logs its directory and game file beside its
    /// script, and plays the moves written in its `coeffs2.bin` (its data directory's, linked
    /// into the scratch one), Black's then White's (Black's for both when only one is there):
    /// `fail` exits with an error, `none` writes no score sheet.
    #[cfg(unix)]
    const FAKE_ZEBRA: &str = r#"
        echo
        echo "Zebra (c) 1997-2005 Gunnar Andersson, compile date Jan  1 2000 at 00:00:00"
        echo
        if [ ! -f coeffs2.bin ]; then
            echo "Fatal error: Unable to open coefficient file 'coeffs2.bin'" >&2
            exit 1
        fi
        game=
        while [ $# -gt 0 ]; do
            [ "$1" = -g ] && game=$2
            shift
        done
        { pwd; cat "$game"; } >> "${0%/*}/log"
        read -r black white < coeffs2.bin
        if grep -q '^Black' "$game"; then reply=$black; else reply=${white:-$black}; fi
        case "$reply" in
            fail) echo "Fatal error: Invalid move" >&2; exit 1 ;;
            none) exit 0 ;;
        esac
        if grep -q '^Black' "$game"; then
            printf '    1.    %s  \n' "$reply" > current.mov
        else
            printf '    1.    -   %s\n    2.    -   - \n' "$reply" > current.mov
        fi
        echo "Black: 4   White: 1""#;

    /// The fake Zebra in a fresh directory of its own, its `coeffs2.bin` holding `replies`.
    #[cfg(unix)]
    fn fake_zebra(test: &str, replies: &str) -> (PathBuf, Result<Zebra, Error>) {
        let dir =
            std::env::temp_dir().join(format!("reversi-zebra-test-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let script = dir.join("zebra.sh");
        std::fs::write(&script, FAKE_ZEBRA).unwrap();
        std::fs::write(dir.join("coeffs2.bin"), format!("{replies}\n")).unwrap();
        let before = vec![script.to_string_lossy().into_owned()];
        let zebra = Zebra::start(PathBuf::from("sh"), before, dir.clone(), "-l 2 4 6 2 4 6");
        (dir, zebra)
    }

    #[cfg(unix)]
    fn after_f5() -> Board {
        let mut board = Board::start();
        board.play(Square::parse("f5").unwrap()).unwrap();
        board
    }

    #[cfg(unix)]
    #[test]
    fn zebra_s_moves_are_read_from_its_score_sheet() {
        let (dir, zebra) = fake_zebra("moves", "d3 d6");
        let zebra = zebra.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            zebra.name,
            "Zebra (c) 1997-2005 Gunnar Andersson (-b 0 -r 0 -w 0 -e 0 -test -l 2 4 6 2 4 6)"
        );
        let start = Board::start();
        assert_eq!(zebra.choose(&start), Square::parse("d3"));
        assert_eq!(zebra.choose(&after_f5()), Square::parse("d6"));
        // A side without a move passes without asking Zebra.
        let no_moves = Board::from_text(&format!("{}X O", "-".repeat(63))).unwrap();
        assert_eq!(zebra.choose(&no_moves), None);
        assert!(zebra.errors().is_empty(), "{:?}", zebra.errors());

        // Three runs (the check at the start, then two moves), each in a scratch directory of
        // its own, gone after it, each given its position.
        let log = std::fs::read_to_string(dir.join("log")).unwrap();
        let runs: Vec<Vec<&str>> = log
            .lines()
            .collect::<Vec<_>>()
            .chunks(3)
            .map(<[&str]>::to_vec)
            .collect();
        assert_eq!(runs.len(), 3, "{log}");
        assert_ne!(runs[1][0], runs[2][0]);
        for run in &runs {
            assert!(run[0].contains("reversi-arena-zebra-"), "{log}");
            assert!(!Path::new(run[0]).exists(), "{log}");
        }
        assert_eq!(
            format!("{}\n{}\n", runs[1][1], runs[1][2]),
            game_file(&start)
        );
        assert_eq!(
            format!("{}\n{}\n", runs[2][1], runs[2][2]),
            game_file(&after_f5())
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn zebra_s_faults_are_kept_and_end_the_game() {
        // D3 is not one of White's moves after f5.
        let (dir, zebra) = fake_zebra("illegal", "d3");
        let zebra = zebra.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(zebra.choose(&after_f5()), None);
        let errors = zebra.errors();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("not a legal move"), "{errors:?}");
        assert!(errors[0].starts_with("Zebra (c)"), "{errors:?}");
        let _ = std::fs::remove_dir_all(dir);

        // A failure, a missing score sheet: the check at the start already fails.
        for (test, reply, error) in [
            ("fail", "fail", "Fatal error: Invalid move"),
            ("none", "none", "no one move"),
        ] {
            let (dir, zebra) = fake_zebra(test, reply);
            match zebra {
                Err(e) => assert!(e.to_string().contains(error), "{e}"),
                Ok(_) => panic!("{test}: Zebra started"),
            }
            let _ = std::fs::remove_dir_all(dir);
        }
    }

    #[cfg(unix)]
    #[test]
    fn zebra_without_its_evaluation_or_program_says_so() {
        let dir =
            std::env::temp_dir().join(format!("reversi-zebra-test-absent-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        match Zebra::start(
            PathBuf::from("sh"),
            Vec::new(),
            dir.clone(),
            "-l 2 4 6 2 4 6",
        ) {
            Err(Error::Setup(message)) => assert!(message.contains("coeffs2.bin"), "{message}"),
            other => panic!("{:?}", other.err()),
        }
        std::fs::write(dir.join("coeffs2.bin"), "d3").unwrap();
        let missing = PathBuf::from("zebra-that-is-not-installed");
        match Zebra::start(missing, Vec::new(), dir.clone(), "-l 2 4 6 2 4 6") {
            Err(Error::Spawn(e)) => assert_eq!(e.kind(), io::ErrorKind::NotFound),
            // under qemu-user (test-aarch64.sh) the child starts before its exec fails, so
            // the missing program shows as a run that failed: still an error, never a Zebra
            Err(_) if cfg!(target_arch = "aarch64") => {}
            other => panic!("{:?}", other.err()),
        }
        let _ = std::fs::remove_dir_all(dir);
    }
}
