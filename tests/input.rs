//! Keyboard, pointer and mirror input on every screen, through the pure input module: the
//! commands each frame gives, the focus it leaves, and the flow they lead to.

mod common;

use reversi::core::save::Animation;
use reversi::core::{Board, Color, Match, Opponent, Square};
use reversi::flow::{Command, Flow, State};
use reversi::input::{Frame, Input, Key, Reaction};
use reversi::persist::Persistence;
use reversi::storage::SharedMemoryStorage as Shared;
use reversi::ui::focus::Focus;
use reversi::ui::layout::{
    GameLayout, MenuItem, MenuLayout, SettingsItem, SettingsLayout, StatsLayout,
};
use reversi::ui::mirror::Control;

/// The end-to-end tests' window: 720×900 at density 1.
const SCREEN: (f32, f32, f32) = (720.0, 900.0, 1.0);

fn launch(disk: &Shared) -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(disk.clone()), None);
    Flow::new(persistence, loaded)
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// A flow with `m` saved by an earlier session, continued from the menu.
fn continued(m: &Match) -> Flow {
    let disk = Shared::default();
    let (mut persistence, _) = Persistence::open(Box::new(disk.clone()), None);
    assert!(persistence.save_game(m, 0).is_ok());
    drop(persistence);
    let mut flow = launch(&disk);
    flow.apply(Command::Continue);
    flow
}

/// A player/input pair at the menu, nothing saved.
fn fresh() -> (Flow, Input) {
    (launch(&Shared::default()), Input::default())
}

/// One frame with `frame`'s input: its reaction, its commands applied to the flow.
fn step(flow: &mut Flow, input: &mut Input, frame: Frame) -> Reaction {
    let reaction = input.frame(flow, &frame);
    for command in reaction.commands.clone() {
        flow.apply(command);
    }
    reaction
}

fn keys(flow: &mut Flow, input: &mut Input, keys: &[Key]) -> Vec<Command> {
    let frame = Frame {
        keys: keys.to_vec(),
        ..Frame::new(SCREEN, "en")
    };
    step(flow, input, frame).commands
}

fn click(flow: &mut Flow, input: &mut Input, (x, y): (f32, f32)) -> Vec<Command> {
    let frame = Frame {
        click: Some((x, y)),
        ..Frame::new(SCREEN, "en")
    };
    step(flow, input, frame).commands
}

fn mirror(flow: &mut Flow, input: &mut Input, events: &[(bool, Control)]) -> Reaction {
    let frame = Frame {
        mirror: events.to_vec(),
        ..Frame::new(SCREEN, "en")
    };
    step(flow, input, frame)
}

fn menu_layout() -> MenuLayout {
    MenuLayout::new(SCREEN.0, SCREEN.1, SCREEN.2)
}

fn game_layout() -> GameLayout {
    GameLayout::new(SCREEN.0, SCREEN.1, SCREEN.2)
}

fn settings_layout() -> SettingsLayout {
    SettingsLayout::new(SCREEN.0, SCREEN.1, SCREEN.2)
}

/// Steps the flow until the player may move (or the game ended).
fn until_player(flow: &mut Flow) {
    for _ in 0..600 {
        if matches!(flow.state(), State::PlayerTurn | State::GameOver) {
            return;
        }
        flow.update(1.0 / 60.0);
    }
    panic!("stuck in {:?}", flow.state());
}

fn started_against(commands: &[Command]) -> Option<Opponent> {
    commands.iter().find_map(|c| match c {
        Command::StartGame { opponent, .. } => Some(*opponent),
        _ => None,
    })
}

#[test]
fn the_menu_is_walked_down_and_up_skipping_continue_when_nothing_is_saved() {
    let (mut flow, mut input) = fresh();
    assert_eq!(input.focus, Focus::default(), "no focus before a key");
    let mut seen = Vec::new();
    for _ in 0..10 {
        assert!(keys(&mut flow, &mut input, &[Key::Down]).is_empty());
        seen.push(input.focus.menu.unwrap());
    }
    let expected = [
        MenuItem::Opponent(Opponent::Easy),
        MenuItem::Opponent(Opponent::Medium),
        MenuItem::Opponent(Opponent::Hard),
        MenuItem::Color(Color::Black),
        MenuItem::Color(Color::White),
        MenuItem::Statistics,
        MenuItem::Settings,
        MenuItem::HowToPlay,
        MenuItem::About,
        MenuItem::Opponent(Opponent::Easy),
    ];
    assert_eq!(
        seen, expected,
        "Down wraps around and never lands on Continue"
    );

    let mut input = Input::default();
    keys(&mut flow, &mut input, &[Key::Up]);
    assert_eq!(
        input.focus.menu,
        Some(MenuItem::About),
        "Up from nothing: the last"
    );
    for _ in 0..4 {
        keys(&mut flow, &mut input, &[Key::Up]);
    }
    assert_eq!(input.focus.menu, Some(MenuItem::Color(Color::White)));
    keys(&mut flow, &mut input, &[Key::Tab]);
    assert_eq!(
        input.focus.menu,
        Some(MenuItem::Statistics),
        "Tab goes down"
    );
    assert_eq!(flow.state(), State::Menu);
}

#[test]
fn continue_is_in_the_menus_order_when_a_game_is_saved() {
    let mut flow = continued(&Match::new(5, Color::Black, Opponent::Easy));
    keys(&mut flow, &mut Input::default(), &[Key::Escape]);
    assert_eq!(flow.state(), State::Menu);
    assert!(flow.can_continue());
    let mut input = Input::default();
    for _ in 0..6 {
        keys(&mut flow, &mut input, &[Key::Down]);
    }
    assert_eq!(input.focus.menu, Some(MenuItem::Continue));
    assert_eq!(
        keys(&mut flow, &mut input, &[Key::Enter]),
        [Command::Continue]
    );
    assert_eq!(flow.state(), State::PlayerTurn);
}

#[test]
fn left_and_right_switch_the_colour_in_the_menu() {
    let (mut flow, mut input) = fresh();
    assert_eq!(flow.settings().player_color, Color::Black);
    // Left/Right mean nothing away from the colours
    assert!(keys(&mut flow, &mut input, &[Key::Right]).is_empty());
    for _ in 0..4 {
        keys(&mut flow, &mut input, &[Key::Down]);
    }
    assert_eq!(input.focus.menu, Some(MenuItem::Color(Color::Black)));
    let commands = keys(&mut flow, &mut input, &[Key::Right]);
    assert_eq!(commands, [Command::ChooseColor(Color::White)]);
    assert_eq!(input.focus.menu, Some(MenuItem::Color(Color::White)));
    assert_eq!(flow.settings().player_color, Color::White);
    keys(&mut flow, &mut input, &[Key::Left]);
    assert_eq!(flow.settings().player_color, Color::Black);
}

#[test]
fn enter_starts_a_game_against_the_focused_opponent_each_with_its_own_seed() {
    let (mut flow, mut input) = fresh();
    assert!(
        keys(&mut flow, &mut input, &[Key::Enter]).is_empty(),
        "Enter without focus chooses nothing"
    );
    keys(&mut flow, &mut input, &[Key::Down]);
    keys(&mut flow, &mut input, &[Key::Down]);
    let first = keys(&mut flow, &mut input, &[Key::KpEnter]);
    assert_eq!(started_against(&first), Some(Opponent::Medium));
    assert_eq!(flow.state(), State::PlayerTurn);
    assert_eq!(flow.game().unwrap().opponent(), Opponent::Medium);

    // back by keyboard, and the same opponent again at the same clock: another seed
    keys(&mut flow, &mut input, &[Key::Escape]);
    let mut input2 = input.clone();
    input2.focus.menu = Some(MenuItem::Opponent(Opponent::Medium));
    let second = keys(&mut flow, &mut input2, &[Key::Space]);
    let seed = |c: &[Command]| match c {
        [Command::StartGame { seed, .. }] => *seed,
        other => panic!("{other:?}"),
    };
    assert_ne!(seed(&first), seed(&second));
}

#[test]
fn a_click_in_the_menu_chooses_and_drops_the_keyboard_focus() {
    let (mut flow, mut input) = fresh();
    keys(&mut flow, &mut input, &[Key::Down]);
    assert!(input.focus.menu.is_some());
    // between the buttons: nothing, but the focus is gone
    assert!(click(&mut flow, &mut input, (2.0, 2.0)).is_empty());
    assert_eq!(input.focus.menu, None);
    let hard = menu_layout()
        .rect(MenuItem::Opponent(Opponent::Hard))
        .center();
    let commands = click(&mut flow, &mut input, hard);
    assert_eq!(started_against(&commands), Some(Opponent::Hard));
    assert_eq!(flow.state(), State::PlayerTurn);
}

#[test]
fn back_on_the_menu_leaves_the_app_and_only_there() {
    let (mut flow, mut input) = fresh();
    let frame = Frame {
        keys: vec![Key::Back],
        ..Frame::new(SCREEN, "en")
    };
    assert!(step(&mut flow, &mut input, frame.clone()).leave_app);
    assert_eq!(flow.state(), State::Menu);
    flow.apply(Command::ShowStats);
    let reaction = step(&mut flow, &mut input, frame);
    assert!(!reaction.leave_app);
    assert_eq!(reaction.commands, [Command::BackToMenu]);
}

#[test]
fn settings_entered_by_keyboard_focus_the_sounds_choice_and_by_click_nothing() {
    let (mut flow, mut input) = fresh();
    flow.apply(Command::SetSound(false));
    for _ in 0..3 {
        keys(&mut flow, &mut input, &[Key::Up]);
    }
    assert_eq!(input.focus.menu, Some(MenuItem::Settings));
    assert_eq!(
        keys(&mut flow, &mut input, &[Key::Enter]),
        [Command::ShowSettings]
    );
    assert_eq!(flow.state(), State::Settings);
    assert_eq!(input.focus.settings, Some(SettingsItem::Sound(false)));

    keys(&mut flow, &mut input, &[Key::Escape]);
    assert_eq!(flow.state(), State::Menu);
    assert_eq!(
        input.focus.menu,
        Some(MenuItem::Settings),
        "back on its button"
    );
    assert_eq!(input.focus.settings, None);

    let (mut flow, mut input) = fresh();
    let settings = menu_layout().settings.center();
    assert_eq!(
        click(&mut flow, &mut input, settings),
        [Command::ShowSettings]
    );
    assert_eq!(input.focus.settings, None);
    keys(&mut flow, &mut input, &[Key::Backspace]);
    assert_eq!(flow.state(), State::Menu);
    assert_eq!(input.focus.menu, None, "no keyboard in use: no focus");
}

#[test]
fn settings_rows_are_walked_with_up_and_down_landing_on_the_current_choice() {
    let (mut flow, mut input) = fresh();
    flow.apply(Command::SetAnimation(Animation::Fast));
    flow.apply(Command::ShowSettings);
    assert!(keys(&mut flow, &mut input, &[Key::Down]).is_empty());
    let mut seen = vec![input.focus.settings.unwrap()];
    for _ in 0..5 {
        keys(&mut flow, &mut input, &[Key::Down]);
        seen.push(input.focus.settings.unwrap());
    }
    let expected = [
        SettingsItem::Sound(true),
        SettingsItem::Animation(Animation::Fast),
        SettingsItem::Contrast(false),
        SettingsItem::Language,
        SettingsItem::Back,
        SettingsItem::Sound(true),
    ];
    assert_eq!(seen, expected);
    let mut input = Input::default();
    keys(&mut flow, &mut input, &[Key::Up]);
    assert_eq!(
        input.focus.settings,
        Some(SettingsItem::Back),
        "Up from nothing"
    );
    keys(&mut flow, &mut input, &[Key::Up]);
    assert_eq!(input.focus.settings, Some(SettingsItem::Language));

    // Enter without focus focuses the first row; Enter on Back goes back
    let mut input = Input::default();
    assert!(keys(&mut flow, &mut input, &[Key::Enter]).is_empty());
    assert_eq!(input.focus.settings, Some(SettingsItem::Sound(true)));
    input.focus.settings = Some(SettingsItem::Back);
    assert_eq!(
        keys(&mut flow, &mut input, &[Key::Space]),
        [Command::BackToMenu]
    );
    assert_eq!(flow.state(), State::Menu);
}

#[test]
fn left_and_right_move_a_settings_choice_and_the_language_button_opens_the_list() {
    let (mut flow, mut input) = fresh();
    flow.apply(Command::ShowSettings);
    keys(&mut flow, &mut input, &[Key::Down]);
    keys(&mut flow, &mut input, &[Key::Down]);
    assert_eq!(
        input.focus.settings,
        Some(SettingsItem::Animation(Animation::Normal))
    );
    let right = keys(&mut flow, &mut input, &[Key::Right]);
    assert_eq!(right, [Command::SetAnimation(Animation::Fast)]);
    keys(&mut flow, &mut input, &[Key::Right]);
    assert_eq!(flow.settings().animation, Animation::Off);
    // at the row's end it stays
    keys(&mut flow, &mut input, &[Key::Right]);
    assert_eq!(
        input.focus.settings,
        Some(SettingsItem::Animation(Animation::Off))
    );
    keys(&mut flow, &mut input, &[Key::Left]);
    assert_eq!(flow.settings().animation, Animation::Fast);

    // the language button opens the list (tests/languages.rs): Enter does, Left/Right not
    input.focus.settings = Some(SettingsItem::Language);
    assert!(keys(&mut flow, &mut input, &[Key::Left, Key::Right]).is_empty());
    assert_eq!(
        keys(&mut flow, &mut input, &[Key::Enter]),
        [Command::ShowLanguages]
    );
    flow.apply(Command::BackToMenu);
    assert_eq!(
        flow.state(),
        State::Settings,
        "the list goes back to Settings"
    );
    // Back is not a row of choices: Left/Right do nothing there
    input.focus.settings = Some(SettingsItem::Back);
    assert!(keys(&mut flow, &mut input, &[Key::Left, Key::Right]).is_empty());
}

/// In a language read from the right the rows of choices are mirrored (Normal right of Fast):
/// Left moves on to Fast, the choice on its left, and Right back.
#[cfg(feature = "shaping")]
#[test]
fn left_and_right_move_the_way_they_point_in_a_mirrored_row() {
    use reversi::ui::layout::Directional;
    let (mut flow, mut input) = fresh();
    flow.apply(Command::ShowSettings);
    input.focus.settings = Some(SettingsItem::Animation(Animation::Normal));
    let arabic = |keys: &[Key]| Frame {
        keys: keys.to_vec(),
        ..Frame::new(SCREEN, "ar")
    };
    let l = SettingsLayout::new(SCREEN.0, SCREEN.1, SCREEN.2).for_language(SCREEN.0, "ar");
    let x = |a: Animation| l.rect(SettingsItem::Animation(a)).x;
    assert!(x(Animation::Fast) < x(Animation::Normal), "mirrored");
    let left = step(&mut flow, &mut input, arabic(&[Key::Left])).commands;
    assert_eq!(left, [Command::SetAnimation(Animation::Fast)]);
    let right = step(&mut flow, &mut input, arabic(&[Key::Right])).commands;
    assert_eq!(right, [Command::SetAnimation(Animation::Normal)]);
}

#[test]
fn a_click_on_a_setting_chooses_it_and_drops_the_focus() {
    let (mut flow, mut input) = fresh();
    flow.apply(Command::ShowSettings);
    keys(&mut flow, &mut input, &[Key::Down]);
    let off = settings_layout().rect(SettingsItem::Sound(false)).center();
    assert_eq!(
        click(&mut flow, &mut input, off),
        [Command::SetSound(false)]
    );
    assert_eq!(input.focus.settings, None);
    assert!(!flow.settings().sound);
    let high = settings_layout()
        .rect(SettingsItem::Contrast(true))
        .center();
    click(&mut flow, &mut input, high);
    assert!(flow.settings().high_contrast);
    let back = settings_layout().back.center();
    assert_eq!(click(&mut flow, &mut input, back), [Command::BackToMenu]);
    assert_eq!(flow.state(), State::Menu);
}

#[test]
fn the_statistics_go_back_by_any_of_their_keys_or_their_button() {
    for key in [
        Key::Escape,
        Key::Back,
        Key::Backspace,
        Key::Enter,
        Key::KpEnter,
        Key::Space,
    ] {
        let (mut flow, mut input) = fresh();
        flow.apply(Command::ShowStats);
        assert_eq!(
            keys(&mut flow, &mut input, &[key]),
            [Command::BackToMenu],
            "{key:?}"
        );
        assert_eq!(flow.state(), State::Menu);
    }
    let (mut flow, mut input) = fresh();
    flow.apply(Command::ShowStats);
    assert!(keys(&mut flow, &mut input, &[Key::Up, Key::Down, Key::U]).is_empty());
    assert!(click(&mut flow, &mut input, (1.0, 1.0)).is_empty());
    assert_eq!(flow.state(), State::Statistics);
    let back = StatsLayout::new(SCREEN.0, SCREEN.1, SCREEN.2).back.center();
    assert_eq!(click(&mut flow, &mut input, back), [Command::BackToMenu]);
}

#[test]
fn the_cursor_starts_on_a_legal_square_moves_with_the_arrows_and_stops_at_the_edge() {
    let (mut flow, mut input) = fresh();
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    assert_eq!(flow.state(), State::PlayerTurn);
    // Enter without a cursor shows it on the first legal square and plays nothing
    assert!(keys(&mut flow, &mut input, &[Key::Enter]).is_empty());
    assert_eq!(input.focus.cursor, Some(sq("d3")));
    // an arrow without a cursor starts from there too
    let mut input = Input::default();
    keys(&mut flow, &mut input, &[Key::Right]);
    assert_eq!(input.focus.cursor, Some(sq("e3")));
    for _ in 0..5 {
        keys(&mut flow, &mut input, &[Key::Up]);
    }
    assert_eq!(input.focus.cursor, Some(sq("e1")), "the top edge holds it");
    for _ in 0..9 {
        keys(&mut flow, &mut input, &[Key::Right]);
    }
    assert_eq!(input.focus.cursor, Some(sq("h1")));
    keys(&mut flow, &mut input, &[Key::Down, Key::Left]);
    assert_eq!(
        input.focus.cursor,
        Some(sq("g2")),
        "two arrows in one frame"
    );
    // Enter on a square that is not legal: nothing
    assert!(keys(&mut flow, &mut input, &[Key::Space]).is_empty());
    assert_eq!(flow.state(), State::PlayerTurn);
}

#[test]
fn a_whole_move_by_keyboard_and_undo_by_u_or_ctrl_z() {
    let (mut flow, mut input) = fresh();
    keys(&mut flow, &mut input, &[Key::Down]);
    keys(&mut flow, &mut input, &[Key::Enter]);
    assert_eq!(flow.state(), State::PlayerTurn);
    keys(&mut flow, &mut input, &[Key::Enter]);
    assert_eq!(input.focus.cursor, Some(sq("d3")));
    assert_eq!(
        keys(&mut flow, &mut input, &[Key::Enter]),
        [Command::PlaySquare(sq("d3"))]
    );
    assert!(matches!(flow.state(), State::Flipping { .. }));
    until_player(&mut flow);
    let discs = |flow: &Flow| flow.game().unwrap().board().count(Color::Black);
    assert!(discs(&flow) > 2);
    assert_eq!(keys(&mut flow, &mut input, &[Key::U]), [Command::Undo]);
    assert_eq!(*flow.game().unwrap().board(), Board::start());

    keys(&mut flow, &mut input, &[Key::Enter]);
    until_player(&mut flow);
    assert_eq!(keys(&mut flow, &mut input, &[Key::CtrlZ]), [Command::Undo]);
    assert_eq!(*flow.game().unwrap().board(), Board::start());
}

#[test]
fn clicks_on_the_board_play_only_dotted_squares() {
    let (mut flow, mut input) = fresh();
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    keys(&mut flow, &mut input, &[Key::Left]);
    assert!(input.focus.cursor.is_some());
    let l = game_layout();
    assert!(click(&mut flow, &mut input, l.square_center(sq("a1"))).is_empty());
    assert_eq!(input.focus.cursor, None, "a click hides the cursor");
    assert!(click(&mut flow, &mut input, l.square_center(sq("d4"))).is_empty());
    let commands = click(&mut flow, &mut input, l.square_center(sq("f5")));
    assert_eq!(commands, [Command::PlaySquare(sq("f5"))]);
    assert!(matches!(flow.state(), State::Flipping { .. }));
    // during the flips and the CPU's pause nothing on the board reacts
    assert!(click(&mut flow, &mut input, l.square_center(sq("d3"))).is_empty());
    until_player(&mut flow);
    assert_eq!(
        click(&mut flow, &mut input, l.undo.center()),
        [Command::Undo]
    );
    assert_eq!(*flow.game().unwrap().board(), Board::start());
    assert_eq!(
        click(&mut flow, &mut input, l.menu.center()),
        [Command::BackToMenu]
    );
    assert_eq!(flow.state(), State::Menu);
    assert_eq!(input.focus.menu, None, "left by pointer: no menu focus");
}

#[test]
fn esc_leaves_the_game_and_a_keyboard_player_finds_the_menu_focused() {
    let (mut flow, mut input) = fresh();
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    keys(&mut flow, &mut input, &[Key::Down]);
    assert_eq!(
        keys(&mut flow, &mut input, &[Key::Escape]),
        [Command::BackToMenu]
    );
    assert_eq!(flow.state(), State::Menu);
    assert_eq!(input.focus.menu, Some(MenuItem::Opponent(Opponent::Easy)));
    // Back in the game does the same as Esc
    for _ in 0..5 {
        keys(&mut flow, &mut input, &[Key::Down]);
    }
    assert_eq!(input.focus.menu, Some(MenuItem::Continue));
    keys(&mut flow, &mut input, &[Key::Enter]);
    assert_eq!(flow.state(), State::PlayerTurn);
    assert_eq!(
        keys(&mut flow, &mut input, &[Key::Back]),
        [Command::BackToMenu]
    );
    assert_eq!(flow.state(), State::Menu);
}

#[test]
fn the_end_offers_a_new_game_by_enter_or_its_button() {
    // Black takes White's last disc at g4: the game ends at once
    let m = Match::resume(
        2,
        Color::Black,
        Opponent::Hard,
        common::early_end(),
        None,
        false,
    );
    for by_key in [true, false] {
        let mut flow = continued(&m);
        let mut input = Input::default();
        keys(&mut flow, &mut input, &[Key::Enter]);
        // g3 or g4 both take the last white disc
        assert_eq!(input.focus.cursor, Some(sq("g3")));
        keys(&mut flow, &mut input, &[Key::Enter]);
        until_player(&mut flow);
        assert_eq!(flow.state(), State::GameOver);
        let commands = if by_key {
            keys(&mut flow, &mut input, &[Key::Enter])
        } else {
            click(&mut flow, &mut input, game_layout().new_game.center())
        };
        assert!(
            matches!(commands[..], [Command::NewGame { .. }]),
            "{commands:?}"
        );
        assert_eq!(flow.state(), State::PlayerTurn);
        assert_eq!(flow.game().unwrap().opponent(), Opponent::Hard);
        assert_eq!(*flow.game().unwrap().board(), Board::start());
    }
}

#[test]
fn the_mirror_moves_the_focus_and_its_controls_act_only_on_their_screen() {
    let (mut flow, mut input) = fresh();
    let hard = Control::Menu(MenuItem::Opponent(Opponent::Hard));
    mirror(&mut flow, &mut input, &[(false, hard)]);
    assert_eq!(input.focus.menu, Some(MenuItem::Opponent(Opponent::Hard)));
    // a late event from the game screen does nothing in the menu
    let late = mirror(
        &mut flow,
        &mut input,
        &[(true, Control::GameMenu), (true, Control::Undo)],
    );
    assert!(late.commands.is_empty());
    let start = mirror(&mut flow, &mut input, &[(true, hard)]);
    assert_eq!(started_against(&start.commands), Some(Opponent::Hard));
    assert_eq!(flow.state(), State::PlayerTurn);

    // focusing a cell puts the canvas cursor there; the keys then go on from it
    mirror(&mut flow, &mut input, &[(false, Control::Cell(sq("c4")))]);
    assert_eq!(input.focus.cursor, Some(sq("c4")));
    keys(&mut flow, &mut input, &[Key::Up]);
    assert_eq!(input.focus.cursor, Some(sq("c3")));
    assert!(
        mirror(&mut flow, &mut input, &[(true, Control::Cell(sq("a1")))])
            .commands
            .is_empty()
    );
    let play = mirror(&mut flow, &mut input, &[(true, Control::Cell(sq("c4")))]);
    assert_eq!(play.commands, [Command::PlaySquare(sq("c4"))]);
    assert!(!play.say_score);
    let score = mirror(&mut flow, &mut input, &[(true, Control::Score)]);
    assert!(score.say_score && score.commands.is_empty());
    until_player(&mut flow);
    let undo = mirror(&mut flow, &mut input, &[(true, Control::Undo)]);
    assert_eq!(undo.commands, [Command::Undo]);
    let menu = mirror(&mut flow, &mut input, &[(true, Control::GameMenu)]);
    assert_eq!(menu.commands, [Command::BackToMenu]);

    // settings and statistics answer their own controls only
    mirror(
        &mut flow,
        &mut input,
        &[(true, Control::Menu(MenuItem::Settings))],
    );
    assert_eq!(flow.state(), State::Settings);
    let stats_back = mirror(&mut flow, &mut input, &[(true, Control::StatsBack)]);
    assert!(stats_back.commands.is_empty());
    let off = mirror(
        &mut flow,
        &mut input,
        &[(true, Control::Setting(SettingsItem::Sound(false)))],
    );
    assert_eq!(off.commands, [Command::SetSound(false)]);
    mirror(
        &mut flow,
        &mut input,
        &[(true, Control::Setting(SettingsItem::Back))],
    );
    mirror(
        &mut flow,
        &mut input,
        &[(true, Control::Menu(MenuItem::Statistics))],
    );
    assert_eq!(flow.state(), State::Statistics);
    mirror(&mut flow, &mut input, &[(true, Control::StatsBack)]);
    assert_eq!(flow.state(), State::Menu);
}

/// A page to read, scrolled by keys, the wheel and a finger; Back by its button.
#[test]
fn pages_scroll_by_keys_wheel_and_drag() {
    use reversi::flow::Page;
    use reversi::ui::layout::ReadingLayout;
    let (mut flow, mut input) = fresh();
    let m = MenuLayout::new(SCREEN.0, SCREEN.1, SCREEN.2);
    click(&mut flow, &mut input, m.how_to_play.center());
    assert!(matches!(
        flow.state(),
        State::Reading {
            page: Page::HowToPlay,
            ..
        }
    ));
    flow.set_scroll_max(10_000.0);
    let l = ReadingLayout::new(SCREEN.0, SCREEN.1, SCREEN.2);
    let line = (l.body * 1.45).round();
    let screen = l.viewport.h - 2.0 * line;
    let at = |flow: &Flow| flow.scroll().offset();
    keys(&mut flow, &mut input, &[Key::Down]);
    assert_eq!(at(&flow), line);
    keys(&mut flow, &mut input, &[Key::Up]);
    assert_eq!(at(&flow), 0.0);
    keys(&mut flow, &mut input, &[Key::Up]);
    assert_eq!(at(&flow), 0.0, "the top holds");
    keys(&mut flow, &mut input, &[Key::PageDown]);
    assert_eq!(at(&flow), screen);
    keys(&mut flow, &mut input, &[Key::Space]);
    assert_eq!(at(&flow), 2.0 * screen);
    keys(&mut flow, &mut input, &[Key::PageUp]);
    assert_eq!(at(&flow), screen);
    keys(&mut flow, &mut input, &[Key::End]);
    assert_eq!(at(&flow), 10_000.0);
    keys(&mut flow, &mut input, &[Key::Down]);
    assert_eq!(at(&flow), 10_000.0, "the end holds");
    keys(&mut flow, &mut input, &[Key::Home]);
    assert_eq!(at(&flow), 0.0);

    // the wheel moves by what the shell measured
    let frame = Frame {
        wheel: 120.0,
        ..Frame::new(SCREEN, "en")
    };
    step(&mut flow, &mut input, frame);
    assert_eq!(at(&flow), 120.0);

    // a finger down in the page, moved up 200 units over 100 ms, let go: the page follows
    // the finger, then glides on
    let (x, y0) = l.viewport.center();
    let touch = |at: Option<(f32, f32)>, down: bool, ms: u64| Frame {
        click: down.then_some(at).flatten(),
        held: at,
        clock_ms: ms,
        ..Frame::new(SCREEN, "en")
    };
    step(&mut flow, &mut input, touch(Some((x, y0)), true, 1000));
    for k in 1..=5u64 {
        let y = y0 - 40.0 * k as f32;
        step(
            &mut flow,
            &mut input,
            touch(Some((x, y)), false, 1000 + 20 * k),
        );
    }
    assert_eq!(at(&flow), 320.0, "the page moved with the finger");
    step(&mut flow, &mut input, touch(None, false, 1116));
    assert!(flow.scroll().moving(), "a moving finger flings");
    flow.update(0.5);
    assert!(at(&flow) > 500.0, "{}", at(&flow));

    // a finger held still before it lets go does not fling
    flow.apply(Command::ScrollBy(0.0));
    step(&mut flow, &mut input, touch(Some((x, y0)), true, 2000));
    step(
        &mut flow,
        &mut input,
        touch(Some((x, y0 - 50.0)), false, 2020),
    );
    step(&mut flow, &mut input, touch(None, false, 2400));
    assert!(!flow.scroll().moving());

    // Back, its button
    click(&mut flow, &mut input, l.back.center());
    assert_eq!(flow.state(), State::Menu);
    // and About from the menu
    click(&mut flow, &mut input, m.about.center());
    assert!(matches!(
        flow.state(),
        State::Reading {
            page: Page::About,
            ..
        }
    ));
    keys(&mut flow, &mut input, &[Key::Backspace]);
    assert_eq!(flow.state(), State::Menu);
}
