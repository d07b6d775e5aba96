//! The accessible trees and live-region words of one turn, as the game hands them to
//! Android's node provider (src/ui/access.rs `serialize`, src/ui/mirror.rs `words`), for
//! the provider's host test (build-scripts/android/host-test):
//!
//!     cargo run --release --example access_tree -- WIDTH HEIGHT DENSITY [LANG]
//!
//! Sections, each a line `@tree NAME` followed by the serialized tree, or `@say WORDS`:
//! the menu; a new game on Easy (Black, the first move yours); after your move on d3 (the
//! accessibility focus put the game's cursor there); after the CPU's reply; the language
//! list (each name marked with its own language).

use reversi::core::{Opponent, Square};
use reversi::flow::{Command, Flow, State};
use reversi::i18n::Texts;
use reversi::persist::Persistence;
use reversi::storage::SharedMemoryStorage;
use reversi::ui::access;
use reversi::ui::focus::Focus;
use reversi::ui::mirror::{describe, words};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| args.get(i).and_then(|a| a.parse::<f32>().ok());
    let (Some(w), Some(h), Some(scale)) = (num(0), num(1), num(2)) else {
        eprintln!("usage: access_tree WIDTH HEIGHT DENSITY [LANG]");
        std::process::exit(2);
    };
    let texts = Texts::new(args.get(3).map_or("en", String::as_str));
    let (persistence, loaded) = Persistence::open(Box::new(SharedMemoryStorage::default()), None);
    let mut flow = Flow::new(persistence, loaded);
    let tree = |name: &str, flow: &Flow, cursor: Option<Square>| {
        let t = access::build(
            &describe(flow, &texts, &Focus::at_square(cursor)),
            flow,
            w,
            h,
            scale,
        );
        print!("@tree {name}\n{}", access::serialize(&t));
    };
    let say = |flow: &mut Flow| {
        if let Some(words) = words(&flow.take_said(), &texts) {
            println!("@say {words}");
        }
    };
    tree("menu", &flow, None);
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 1,
    });
    tree("game", &flow, None);
    let d3 = Square::parse("d3");
    flow.apply(Command::PlaySquare(d3.expect("d3")));
    say(&mut flow);
    tree("after-your-move", &flow, d3);
    // the CPU's pause and the flips, in frames of 1/60 s
    for _ in 0..6000 {
        if flow.state() == State::PlayerTurn {
            break;
        }
        flow.update(1.0 / 60.0);
    }
    say(&mut flow);
    tree("after-the-cpu", &flow, d3);
    let (persistence, loaded) = Persistence::open(Box::new(SharedMemoryStorage::default()), None);
    let mut list = Flow::new(persistence, loaded);
    list.apply(Command::ShowSettings);
    list.apply(Command::ShowLanguages);
    tree("languages", &list, None);
}
