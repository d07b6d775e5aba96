//! The accessible mirror (src/ui/mirror.rs) as a screen reader meets it: the board as 64
//! named cells, the buttons of each screen, and the live region's words after each turn. A
//! whole game is played through the mirror's controls alone.

use reversi::core::{Color, Opponent, Square};
use reversi::flow::{Command, Flow, State};
use reversi::i18n::Texts;
use reversi::input::{Frame, Input};
use reversi::persist::Persistence;
use reversi::storage::SharedMemoryStorage as Shared;
use reversi::ui::focus::Focus;
use reversi::ui::mirror::{describe, words, Control, Mirror};

const FRAME: f32 = 1.0 / 60.0;

fn launch() -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(Shared::default()), None);
    Flow::new(persistence, loaded)
}

/// The `b`/`c` lines of a description as (id, name, flags).
fn controls(description: &str) -> Vec<(u32, String, String)> {
    description
        .lines()
        .filter(|l| l.starts_with("b\t") || l.starts_with("c\t"))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[1].parse().unwrap(), f[2].to_owned(), f[3].to_owned())
        })
        .collect()
}

fn named(description: &str, name: &str) -> Option<(u32, String)> {
    controls(description)
        .into_iter()
        .find(|(_, n, _)| n == name)
        .map(|(id, _, flags)| (id, flags))
}

/// What the page does with an activated control: the shell hands it to the input module
/// with the frame, and applies the commands it gives.
fn activate(flow: &mut Flow, id: u32) {
    let control = Control::from_id(id).expect("an id the mirror gave");
    let frame = Frame {
        mirror: vec![(true, control)],
        clock_ms: 11,
        ..Frame::new((720.0, 900.0, 1.0), "en")
    };
    for command in Input::default().frame(flow, &frame).commands {
        flow.apply(command);
    }
}

#[test]
fn the_start_position_is_a_grid_of_named_cells() {
    let texts = Texts::new("en");
    let mut flow = launch();
    let menu = describe(&flow, &texts, &Focus::default());
    assert!(menu.starts_with("screen\tmenu\ten\n"), "{menu}");
    let (easy, _) = named(&menu, "Easy").expect("an Easy button");
    // Continue is there but not shown while no game is saved
    assert_eq!(named(&menu, "Continue").map(|c| c.1), Some("x".into()));
    assert_eq!(named(&menu, "Black · first").map(|c| c.1), Some("p".into()));
    activate(&mut flow, easy);
    let game = describe(&flow, &texts, &Focus::default());
    let cells: Vec<_> = controls(&game).into_iter().filter(|c| c.0 >= 100).collect();
    assert_eq!(cells.len(), 64);
    assert_eq!(cells[0].1, "a1, empty");
    let playable: Vec<&str> = cells
        .iter()
        .filter(|c| c.2.contains('a'))
        .map(|c| c.1.as_str())
        .collect();
    assert_eq!(
        playable,
        [
            "d3, empty, you can play here",
            "c4, empty, you can play here",
            "f5, empty, you can play here",
            "e6, empty, you can play here"
        ]
    );
    assert!(game.contains("\te4, black\t"), "{game}");
    assert!(game.contains("\td4, white\t"), "{game}");
    assert!(game.contains("\tYou 2, CPU 2.\n"), "{game}");
    // Tab enters the grid at the first playable square
    assert_eq!(
        named(&game, "d3, empty, you can play here").unwrap().1,
        "af"
    );
    // in German
    let de = describe(
        &flow,
        &Texts::new("de"),
        &Focus::at_square(Square::parse("e4")),
    );
    assert!(
        de.contains("\td3, leer, hier kannst du setzen\ta\n"),
        "{de}"
    );
    // the keyboard's cursor: where Tab enters the grid (f), and where the keyboard is (k)
    assert!(de.contains("\te4, schwarz\tfk\n"), "{de}");
    assert!(
        de.starts_with("g\t") || de.contains("\ng\tSpielbrett\n"),
        "{de}"
    );
}

#[test]
fn a_whole_game_through_the_mirror_alone_with_every_turn_said_once() {
    let texts = Texts::new("en");
    let mut flow = launch();
    let mut mirror = Mirror::default();
    let menu = mirror
        .changed(&flow, &texts, &Focus::default())
        .unwrap()
        .to_owned();
    assert!(
        mirror.changed(&flow, &texts, &Focus::default()).is_none(),
        "unchanged: not sent again"
    );
    let (easy, _) = named(&menu, "Easy").unwrap();
    activate(&mut flow, easy);
    let mut said: Vec<String> = Vec::new();
    let mut saw_pass = false;
    for _ in 0..60 * 600 {
        if let Some(text) = words(&flow.take_said(), &texts) {
            said.push(text);
        }
        let description = mirror
            .changed(&flow, &texts, &Focus::default())
            .map(str::to_owned);
        if flow.state() == State::GameOver {
            break;
        }
        if flow.state() == State::PlayerTurn {
            // the page shows every change: the player's turn is always a new description
            let description = description.expect("the player's turn is described");
            let (id, _) = controls(&description)
                .into_iter()
                .find(|(_, _, flags)| flags.contains('a'))
                .map(|(id, n, _)| (id, n))
                .expect("a playable cell");
            activate(&mut flow, id);
            // a cell that cannot be played does nothing
            let taken = controls(&description)
                .into_iter()
                .find(|(id, _, flags)| *id >= 100 && !flags.contains('a'))
                .unwrap();
            let before = *flow.game().unwrap().board();
            activate(&mut flow, taken.0);
            assert_eq!(*flow.game().unwrap().board(), before);
        }
        flow.update(FRAME);
        saw_pass |= said.last().is_some_and(|s| s.contains("no move"));
    }
    assert_eq!(flow.state(), State::GameOver);
    if let Some(text) = words(&flow.take_said(), &texts) {
        said.push(text);
    }
    let end = said.last().unwrap();
    assert!(
        end.contains("You won") || end.contains("You lost") || end.contains("Draw"),
        "{end}"
    );
    // the player's move first, then the CPU's, each with its flips
    assert_eq!(said[0], "You played d3, 1 disc turned.");
    assert!(said[1].starts_with("CPU played "), "{}", said[1]);
    assert!(said[1].ends_with(" turned."), "{}", said[1]);
    // every move said once: as many "played" as discs placed
    let b = flow.game().unwrap().board();
    let placed = b.count(Color::Black) + b.count(Color::White) - 4;
    let played = said
        .iter()
        .map(|s| s.matches(" played ").count())
        .sum::<usize>();
    assert_eq!(played as u32, placed);
    let game_over = describe(&flow, &texts, &Focus::default());
    // shown, and (no cursor on the board) where the keyboard is: Enter starts it
    assert_eq!(named(&game_over, "New game").unwrap().1, "k");
    let _ = saw_pass;
    let _ = Opponent::Easy;
}

#[test]
fn a_pass_is_said() {
    use reversi::flow::Said;
    let texts = Texts::new("en");
    let player = words(&[Said::Passed { by_player: true }], &texts).unwrap();
    assert_eq!(player, "No move for you — CPU plays again.");
    let cpu = words(
        &[
            Said::Played {
                by_player: true,
                square: Square::parse("a1").unwrap(),
                flips: 3,
            },
            Said::Passed { by_player: false },
        ],
        &texts,
    )
    .unwrap();
    assert_eq!(
        cpu,
        "You played a1, 3 discs turned. CPU has no move — your turn again."
    );
    assert_eq!(words(&[], &texts), None);
}

/// Two squares left, Black (the player) to move: b1 leaves White without a move. The
/// browser test (build-scripts/e2e-web.d/a11y.mjs, PASS_GAME) starts from the same saved game.
pub const PASS_GAME: &str = r#"{"version":1,"board":"O-OOXXXXOOOOXXXXOOOOOXXXOOOOXOXXOOOXOXXXOOOOOXXXOOOXXXXX-OOXXXXX X","player":"black","opponent":"easy","seed":1,"ply":58,"last_move":"","ended_once":false,"time_ms":0,"id":7}"#;

#[test]
fn a_pass_and_the_end_are_said_once_each() {
    let texts = Texts::new("en");
    let disk = Shared::default();
    disk.0
        .borrow_mut()
        .records
        .insert(reversi::persist::GAME_RECORD.into(), PASS_GAME.into());
    let (persistence, loaded) = Persistence::open(Box::new(disk), None);
    let mut flow = Flow::new(persistence, loaded);
    assert!(flow.can_continue());
    let menu = describe(&flow, &texts, &Focus::default());
    assert_eq!(named(&menu, "Continue").map(|c| c.1), Some(String::new()));
    flow.apply(Command::Continue);
    let mut said = Vec::new();
    for _ in 0..60 * 60 {
        if flow.state() == State::PlayerTurn {
            let sq = Square::first(flow.playable()).unwrap();
            flow.apply(Command::PlaySquare(sq));
        }
        flow.update(FRAME);
        said.extend(words(&flow.take_said(), &texts));
        if flow.state() == State::GameOver {
            break;
        }
    }
    assert_eq!(
        said[0],
        "You played b1, 4 discs turned. CPU has no move — your turn again."
    );
    let all = said.join(" | ");
    assert_eq!(all.matches("no move").count(), 1, "{all}");
    let end = said.last().unwrap();
    println!("{all}");
    let results = ["You won", "You lost", "Draw"];
    assert!(results.iter().any(|r| end.contains(r)), "{all}");
    let told: usize = results.iter().map(|r| all.matches(r).count()).sum();
    assert_eq!(told, 1, "{all}");
}

#[test]
fn undo_is_said_with_the_move_it_goes_back_to() {
    let texts = Texts::new("en");
    let mut flow = launch();
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    let mut played = 0;
    // the player's first three moves and the CPU's replies
    while played < 3 {
        if flow.state() == State::PlayerTurn {
            let sq = Square::first(flow.playable()).unwrap();
            flow.apply(Command::PlaySquare(sq));
            played += 1;
        }
        flow.update(FRAME);
    }
    while flow.state() != State::PlayerTurn {
        flow.update(FRAME);
    }
    flow.take_said();
    flow.apply(Command::Undo);
    let said = words(&flow.take_said(), &texts);
    assert_eq!(said.as_deref(), Some("Undone: back to your move 3."));
    flow.apply(Command::Undo);
    let de = words(&flow.take_said(), &Texts::new("de"));
    assert_eq!(
        de.as_deref(),
        Some("Rückgängig gemacht: zurück zu deinem 2. Zug.")
    );
}
