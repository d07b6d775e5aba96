//! NBoard engine mode: speaks the NBoard protocol on stdin/stdout at one level.
//!
//!     cargo run --release --example nboard -- --level easy|medium|hard|hard-classic|hard-v2|hard-v3|hard-v4 [--seed N]
//!
//! The protocol itself lives in `reversi::core::nboard` (tested there); this is the loop.

use reversi::core::cpu::Player;
use reversi::core::nboard::Engine;
use std::io::{BufRead, Write};
use std::process::ExitCode;

fn parse_args() -> Result<(Player, u64), String> {
    let mut level = None;
    let mut seed = 0;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--level" => level = Some(Player::parse(&value).ok_or("unknown level")?),
            "--seed" => seed = value.parse().map_err(|_| "--seed needs a number")?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok((level.ok_or("--level is required")?, seed))
}

fn main() -> ExitCode {
    let (level, seed) = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("nboard: {e}");
            eprintln!(
                "usage: nboard --level easy|medium|hard|hard-classic|hard-v2|hard-v3|hard-v4 [--seed N]"
            );
            return ExitCode::FAILURE;
        }
    };
    let mut engine = Engine::new(level, seed);
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut stdout = std::io::stdout();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                eprintln!("nboard: cannot read stdin: {e}");
                return ExitCode::FAILURE;
            }
        }
        let line = String::from_utf8_lossy(&bytes);
        let response = engine.handle(&line);
        for l in &response.err {
            eprintln!("{l}");
        }
        for l in &response.out {
            if writeln!(stdout, "{l}")
                .and_then(|()| stdout.flush())
                .is_err()
            {
                return ExitCode::FAILURE;
            }
        }
        if response.quit {
            break;
        }
    }
    ExitCode::SUCCESS
}
