//! The keyboard's focus as a screen reader follows it (SPEC R-FEEL-4): on every screen, at
//! every place the keys can put it, the accessible tree (src/ui/access.rs, the one every
//! adapter gets) has its focus where Enter acts; with a screen reader on, a screen that opens
//! has its focus placed, and a new board moves it; Tab finds the squares the player can play;
//! a focus that moves alone gives a new description.

use reversi::core::{Color, Opponent, Square};
use reversi::flow::{Command, Flow, Page, State};
use reversi::i18n::Texts;
use reversi::input::{Frame, Input, Key};
use reversi::persist::Persistence;
use reversi::storage::SharedMemoryStorage as Shared;
use reversi::ui::access::{self, Role, Tree};
use reversi::ui::focus::Focus;
use reversi::ui::layout::{MenuItem, MenuLayout, SettingsItem, SettingsLayout};
use reversi::ui::mirror::{describe, Control, Mirror};

const SCREEN: (f32, f32, f32) = (720.0, 900.0, 1.0);

fn launch() -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(Shared::default()), None);
    Flow::new(persistence, loaded)
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// One frame as the shell runs it with a screen reader on: the keys through the input, the
/// commands to the flow, then the focus placed.
fn press(flow: &mut Flow, input: &mut Input, keys: &[Key]) {
    frame_with(flow, input, keys, true);
}

/// The same without a screen reader.
fn press_without(flow: &mut Flow, input: &mut Input, keys: &[Key]) {
    frame_with(flow, input, keys, false);
}

fn frame_with(flow: &mut Flow, input: &mut Input, keys: &[Key], assistive: bool) {
    let frame = Frame {
        keys: keys.to_vec(),
        ..Frame::new(SCREEN, "en")
    };
    for command in input.frame(flow, &frame).commands {
        flow.apply(command);
    }
    input.place_focus(flow, assistive);
}

/// A new game on Easy (seed 3: Black, the player, to move), the focus placed as with a
/// screen reader on.
fn new_game() -> (Flow, Input) {
    let (mut flow, mut input) = fresh(true);
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    input.place_focus(&flow, true);
    (flow, input)
}

/// The game at its menu, and the input of a frame that has placed the focus.
fn fresh(assistive: bool) -> (Flow, Input) {
    let flow = launch();
    let mut input = Input::default();
    input.place_focus(&flow, assistive);
    (flow, input)
}

fn tree(flow: &Flow, focus: &Focus) -> Tree {
    let (w, h, s) = SCREEN;
    access::build(&describe(flow, &Texts::new("en"), focus), flow, w, h, s)
}

/// The focused node's role and name.
fn focused(flow: &Flow, focus: &Focus) -> Option<(Role, String)> {
    let t = tree(flow, focus);
    let f = t.focused()?;
    // one node at most has it
    assert_eq!(t.nodes.iter().filter(|n| n.focused).count(), 1);
    Some((f.role, f.name.clone()))
}

fn until_player(flow: &mut Flow) {
    for _ in 0..6000 {
        if matches!(flow.state(), State::PlayerTurn | State::GameOver) {
            return;
        }
        flow.update(1.0 / 60.0);
    }
    panic!("stuck in {:?}", flow.state());
}

#[test]
fn every_menu_item_the_keys_reach_is_the_trees_focus() {
    let flow = launch();
    let texts = Texts::new("en");
    for item in MenuLayout::ITEMS {
        let focus = Focus {
            menu: Some(item),
            ..Focus::default()
        };
        let t = tree(&flow, &focus);
        let f = t.focused();
        if item == MenuItem::Continue {
            // hidden while nothing is saved: never the focus
            assert!(f.is_none());
            continue;
        }
        let f = f.unwrap_or_else(|| panic!("{item:?} focused"));
        assert_eq!(f.id, Control::Menu(item).id());
        assert!(matches!(f.role, Role::Button | Role::Toggle));
        assert!(!f.name.is_empty());
    }
    // no keyboard (a mouse player, no screen reader): the window
    assert!(focused(&flow, &Focus::default()).is_none());
    let _ = texts;
}

#[test]
fn every_settings_item_the_keys_reach_is_the_trees_focus() {
    let mut flow = launch();
    flow.apply(Command::ShowSettings);
    for item in SettingsLayout::ITEMS {
        let focus = Focus {
            settings: Some(item),
            ..Focus::default()
        };
        let t = tree(&flow, &focus);
        assert_eq!(
            t.focused().map(|n| n.id),
            Some(Control::Setting(item).id()),
            "{item:?}"
        );
    }
}

#[test]
fn the_statistics_and_the_pages_have_the_focus_on_their_title() {
    let mut flow = launch();
    flow.apply(Command::ShowStats);
    assert_eq!(
        focused(&flow, &Focus::default()),
        Some((Role::Heading, "Statistics".to_owned()))
    );
    flow.apply(Command::BackToMenu);
    flow.apply(Command::ShowPage(Page::HowToPlay));
    assert_eq!(
        focused(&flow, &Focus::default()),
        Some((Role::Heading, "How to play".to_owned()))
    );
    flow.apply(Command::BackToMenu);
    flow.apply(Command::ShowPage(Page::About));
    let (role, name) = focused(&flow, &Focus::default()).unwrap();
    assert_eq!(role, Role::Heading);
    assert!(name.starts_with("About"), "{name}");
}

#[test]
fn on_the_board_the_focus_is_the_cursors_cell_after_every_arrow() {
    let (mut flow, mut input) = new_game();
    assert_eq!(
        input.focus.cursor,
        Some(sq("d3")),
        "the first square to play"
    );
    let walk = [
        (Key::Right, "e3, empty"),
        (Key::Down, "e4, black"),
        (Key::Left, "d4, white"),
        (Key::Up, "d3, empty, you can play here"),
        (Key::Up, "d2, empty"),
        (Key::Up, "d1, empty"),
        // the edge stops it
        (Key::Up, "d1, empty"),
    ];
    assert_eq!(
        focused(&flow, &input.focus),
        Some((Role::Cell, "d3, empty, you can play here".to_owned()))
    );
    for (key, name) in walk {
        press(&mut flow, &mut input, &[key]);
        assert_eq!(
            focused(&flow, &input.focus),
            Some((Role::Cell, name.to_owned())),
            "after {key:?}"
        );
    }
}

#[test]
fn enter_plays_the_square_the_screen_reader_said_on_a_new_board() {
    let (mut flow, mut input) = fresh(true);
    assert_eq!(
        input.focus.menu,
        Some(MenuLayout::ITEMS[0]),
        "the menu opens on Easy"
    );
    press(&mut flow, &mut input, &[Key::Enter]);
    assert_eq!(flow.game().map(|m| m.opponent()), Some(Opponent::Easy));
    let said = focused(&flow, &input.focus).unwrap();
    assert_eq!(
        said,
        (Role::Cell, "d3, empty, you can play here".to_owned())
    );
    // the first Enter plays it (without a screen reader it would only show the cursor)
    press(&mut flow, &mut input, &[Key::Enter]);
    assert_eq!(
        flow.game().unwrap().board().color_at(sq("d3")),
        Some(Color::Black)
    );
}

#[test]
fn a_new_board_moves_the_focus_so_that_it_is_said() {
    let (mut flow, mut input) = new_game();
    assert_eq!(input.focus.cursor, Some(sq("d3")));
    // the menu, and a new game from there: the same first square would be no change of
    // focus (nothing said), so the next square to play takes it
    press(&mut flow, &mut input, &[Key::Escape]);
    press(&mut flow, &mut input, &[Key::Enter]);
    assert!(flow.state().shows_game());
    assert_eq!(input.focus.cursor, Some(sq("c4")));
    // playing White, the CPU moves first: a centre square until there is one to play
    let mut flow = launch();
    let mut input = Input::default();
    flow.apply(Command::ChooseColor(Color::White));
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    input.place_focus(&flow, true);
    assert_eq!(input.focus.cursor, Some(sq("d4")));
    until_player(&mut flow);
    input.place_focus(&flow, true);
    assert_eq!(
        input.focus.cursor,
        Some(sq("d4")),
        "the cursor stays while it is there"
    );
}

#[test]
fn without_a_screen_reader_nothing_is_placed() {
    let (mut flow, mut input) = fresh(false);
    assert_eq!(input.focus, Focus::default());
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    input.place_focus(&flow, false);
    assert_eq!(input.focus, Focus::default());
    // the first Enter shows the cursor, as before
    press_without(&mut flow, &mut input, &[Key::Enter]);
    assert_eq!(input.focus.cursor, Some(sq("d3")));
    assert_eq!(flow.game().unwrap().board().color_at(sq("d3")), None);
}

#[test]
fn settings_open_on_the_sounds_choice_with_a_screen_reader() {
    let (mut flow, mut input) = fresh(true);
    flow.apply(Command::ShowSettings);
    input.place_focus(&flow, true);
    assert_eq!(input.focus.settings, Some(SettingsItem::Sound(true)));
}

#[test]
fn tab_goes_round_the_squares_the_player_can_play() {
    let mut flow = launch();
    let mut input = Input::default();
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    // from no cursor the first, then on in reading order, round the end
    let mut seen = Vec::new();
    for _ in 0..5 {
        press_without(&mut flow, &mut input, &[Key::Tab]);
        seen.push(input.focus.cursor.unwrap().name());
    }
    assert_eq!(seen, ["d3", "c4", "f5", "e6", "d3"]);
    for expected in ["e6", "f5"] {
        press_without(&mut flow, &mut input, &[Key::ShiftTab]);
        assert_eq!(input.focus.cursor, Some(sq(expected)));
    }
    // from a square that cannot be played, the next one that can
    input.focus.cursor = Some(sq("e4"));
    press_without(&mut flow, &mut input, &[Key::Tab]);
    assert_eq!(input.focus.cursor, Some(sq("f5")));
    // during the CPU's turn nothing can be played: the cursor stays
    press_without(&mut flow, &mut input, &[Key::Enter]);
    assert!(!matches!(flow.state(), State::PlayerTurn));
    press_without(&mut flow, &mut input, &[Key::Tab]);
    assert_eq!(input.focus.cursor, Some(sq("f5")));
}

#[test]
fn shift_tab_walks_the_menu_up() {
    let (mut flow, mut input) = fresh(true);
    press(&mut flow, &mut input, &[Key::ShiftTab]);
    assert_eq!(
        input.focus.menu,
        Some(MenuItem::About),
        "from Easy round to the last"
    );
    press(&mut flow, &mut input, &[Key::Tab]);
    assert_eq!(input.focus.menu, Some(MenuLayout::ITEMS[0]));
}

#[test]
fn at_the_end_new_game_has_the_focus_until_an_arrow_takes_it_to_the_board() {
    let mut flow = launch();
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    // a game played to its end through the flow alone
    for _ in 0..80 {
        until_player(&mut flow);
        if flow.state() == State::GameOver {
            break;
        }
        let sq = Square::first(flow.playable()).unwrap();
        flow.apply(Command::PlaySquare(sq));
    }
    assert_eq!(flow.state(), State::GameOver);
    assert_eq!(
        focused(&flow, &Focus::default()),
        Some((Role::Button, "New game".to_owned()))
    );
    let on_a1 = Focus::at_square(Some(sq("a1")));
    assert_eq!(focused(&flow, &on_a1).map(|f| f.0), Some(Role::Cell));
}

#[test]
fn a_focus_that_moves_alone_is_a_new_description() {
    let flow = launch();
    let texts = Texts::new("en");
    let mut mirror = Mirror::default();
    let easy = Focus {
        menu: Some(MenuLayout::ITEMS[0]),
        ..Focus::default()
    };
    let medium = Focus {
        menu: Some(MenuLayout::ITEMS[1]),
        ..Focus::default()
    };
    assert!(mirror.changed(&flow, &texts, &easy).is_some());
    assert!(mirror.changed(&flow, &texts, &easy).is_none());
    let moved = mirror
        .changed(&flow, &texts, &medium)
        .expect("a new description");
    let (w, h, s) = SCREEN;
    let t = access::build(moved, &flow, w, h, s);
    assert_eq!(t.focused().map(|n| n.name.as_str()), Some("Medium"));
}
