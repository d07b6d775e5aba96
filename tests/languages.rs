//! The language list (SPEC R-I18N-4): opened from Settings, the system's language first and
//! every other in its own name; chosen by a tap, a click, the keys or the screen reader; it
//! scrolls as a page does (a drag is no tap), and is in the accessible mirror with each
//! name marked with its language.

use reversi::flow::{Command, Flow, State};
use reversi::i18n::{list_order, own_name, Texts, LANGUAGES};
use reversi::input::{Frame, Input, Key};
use reversi::persist::Persistence;
use reversi::storage::SharedMemoryStorage as Shared;
use reversi::ui::access::{self, Role};
use reversi::ui::focus::Focus;
use reversi::ui::layout::{LanguagesLayout, SettingsItem};
use reversi::ui::mirror::{describe, Control};

const SCREEN: (f32, f32, f32) = (320.0, 480.0, 1.0);

fn list(system: &'static str) -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(Shared::default()), None);
    let mut flow = Flow::new(persistence, loaded);
    flow.set_system_language(system);
    flow.apply(Command::ShowSettings);
    flow.apply(Command::ShowLanguages);
    assert_eq!(flow.state(), State::Languages);
    let l = LanguagesLayout::new(SCREEN.0, SCREEN.1, SCREEN.2);
    flow.set_scroll_max(l.scroll_max(LANGUAGES.len()));
    flow
}

fn step(flow: &mut Flow, input: &mut Input, frame: Frame) -> Vec<Command> {
    let commands = input.frame(flow, &frame).commands;
    for c in commands.clone() {
        flow.apply(c);
    }
    commands
}

fn keys(flow: &mut Flow, input: &mut Input, lang: &str, keys: &[Key]) -> Vec<Command> {
    let frame = Frame {
        keys: keys.to_vec(),
        ..Frame::new(SCREEN, lang)
    };
    step(flow, input, frame)
}

#[test]
fn the_systems_language_comes_first_then_every_other_once() {
    let order: Vec<&str> = list_order("ja").collect();
    assert_eq!(order.len(), LANGUAGES.len());
    assert_eq!(order[0], "ja");
    assert_eq!(order[1], "en");
    let mut sorted = order.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), LANGUAGES.len());
    assert_eq!(list_order("zh_TW.UTF-8").next(), Some("zh-Hant"));
    assert_eq!(list_order("fi").next(), Some("en"));
}

#[test]
fn the_keys_walk_the_list_scroll_it_and_enter_chooses() {
    let mut flow = list("en");
    let mut input = Input::default();
    // from the language in use
    keys(&mut flow, &mut input, "en", &[Key::Down]);
    assert_eq!(input.focus.language, Some("id"));
    keys(&mut flow, &mut input, "en", &[Key::Up, Key::Up]);
    assert_eq!(input.focus.language, Some("en"), "the top stops it");
    // End: the last one, and the list scrolled to show it
    keys(&mut flow, &mut input, "en", &[Key::End]);
    assert_eq!(input.focus.language, Some("ko"));
    let l = LanguagesLayout::new(SCREEN.0, SCREEN.1, SCREEN.2);
    let last = l.row(LANGUAGES.len() - 1, flow.scroll().offset());
    assert!(last.y + last.h <= l.frame.viewport.y + l.frame.viewport.h + 0.01);
    keys(&mut flow, &mut input, "en", &[Key::PageUp]);
    let k = list_order("en")
        .position(|c| Some(c) == input.focus.language)
        .unwrap();
    assert!(k < LANGUAGES.len() - 1 && k > 0, "a screenful up: {k}");
    keys(&mut flow, &mut input, "en", &[Key::Home]);
    assert_eq!(flow.scroll().offset(), 0.0);
    keys(&mut flow, &mut input, "en", &[Key::Down, Key::Down]);
    let chosen = keys(&mut flow, &mut input, "en", &[Key::Enter]);
    assert_eq!(chosen, [Command::SetLanguage("ms".into())]);
    // chosen: saved, and back in Settings on the Language button
    assert_eq!(flow.state(), State::Settings);
    assert_eq!(flow.settings().language.as_deref(), Some("ms"));
    assert_eq!(input.focus.settings, Some(SettingsItem::Language));
}

#[test]
fn esc_goes_back_to_settings_without_a_change() {
    let mut flow = list("de");
    let mut input = Input::default();
    let back = keys(&mut flow, &mut input, "de", &[Key::Escape]);
    assert_eq!(back, [Command::BackToMenu]);
    assert_eq!(flow.state(), State::Settings);
    assert_eq!(flow.settings().language, None);
}

#[test]
fn a_tap_chooses_and_a_drag_scrolls() {
    let mut flow = list("en");
    let mut input = Input::default();
    let l = LanguagesLayout::new(SCREEN.0, SCREEN.1, SCREEN.2);
    let (x, y) = l.row(3, 0.0).center();
    let frame = |click, held, ms| Frame {
        click,
        held,
        clock_ms: ms,
        ..Frame::new(SCREEN, "en")
    };
    // a drag from row 3 upwards: the list scrolls, nothing is chosen
    step(&mut flow, &mut input, frame(Some((x, y)), Some((x, y)), 0));
    step(&mut flow, &mut input, frame(None, Some((x, y - 60.0)), 200));
    let let_go = step(&mut flow, &mut input, frame(None, None, 400));
    assert!(flow.scroll().offset() > 50.0);
    assert!(!let_go.iter().any(|c| matches!(c, Command::SetLanguage(_))));
    assert_eq!(flow.state(), State::Languages);
    // a tap: the row under it
    let offset = flow.scroll().offset();
    let k = 5;
    let (x, y) = l.row(k, offset).center();
    step(
        &mut flow,
        &mut input,
        frame(Some((x, y)), Some((x, y)), 1000),
    );
    let chosen = step(&mut flow, &mut input, frame(None, None, 1080));
    let code = list_order("en").nth(k).unwrap();
    assert_eq!(chosen, [Command::SetLanguage(code.into())]);
    assert_eq!(flow.settings().language.as_deref(), Some(code));
    // Back, by its button
    flow.apply(Command::ShowLanguages);
    let (x, y) = l.frame.back.center();
    let back = step(
        &mut flow,
        &mut input,
        frame(Some((x, y)), Some((x, y)), 2000),
    );
    assert_eq!(back, [Command::BackToMenu]);
}

#[test]
fn the_mirror_names_each_language_in_its_own_and_marks_it() {
    let mut flow = list("ja");
    let texts = Texts::new("de");
    let focus = Focus {
        language: Some("ko"),
        ..Focus::default()
    };
    let text = describe(&flow, &texts, &focus);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "screen\tlanguages\tde");
    assert_eq!(lines[1], "h\ttitle\tSprache");
    // the system's first, with a line that says so, in the language shown
    assert_eq!(
        lines[2],
        format!("b\t{}\t日本語\tu\tja", Control::Language("ja").id())
    );
    assert_eq!(lines[3], "t\tsystem\tSystemsprache");
    assert!(
        text.contains("\tDeutsch\tp\tde\n"),
        "the one in use is pressed"
    );
    assert!(
        text.contains("\t한국어\tuk\tko\n"),
        "the keyboard's is focused"
    );
    assert!(lines.last().unwrap().starts_with("b\t46\t"), "Back last");
    // the tree: every name a toggle with its language; the keyboard's the focus
    let (w, h, s) = SCREEN;
    let tree = access::build(&text, &flow, w, h, s);
    let names: Vec<(&str, Option<&str>)> = tree
        .nodes
        .iter()
        .filter(|n| n.role == Role::Toggle)
        .map(|n| (n.name.as_str(), n.lang.as_deref()))
        .collect();
    assert_eq!(names.len(), LANGUAGES.len());
    assert!(names.contains(&("Русский", Some("ru"))));
    assert_eq!(tree.focused().map(|n| n.name.as_str()), Some("한국어"));
    // choosing through the mirror
    let mut input = Input::default();
    let frame = Frame {
        mirror: vec![(true, Control::Language("ru"))],
        ..Frame::new(SCREEN, "de")
    };
    let chosen = step(&mut flow, &mut input, frame);
    assert_eq!(chosen, [Command::SetLanguage("ru".into())]);
    assert_eq!(own_name("ru"), "Русский");
}

#[test]
fn with_a_screen_reader_the_list_opens_on_the_language_in_use() {
    let mut flow = list("en");
    flow.apply(Command::BackToMenu);
    flow.apply(Command::SetLanguage("tr".into()));
    flow.apply(Command::ShowLanguages);
    let mut input = Input::default();
    input.place_focus(&flow, true);
    assert_eq!(input.focus.language, Some("tr"));
}
