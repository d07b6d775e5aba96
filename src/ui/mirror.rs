//! The game as a screen reader meets it (SPEC R-FEEL-3): every screen as headings, texts,
//! buttons and, during a game, a grid of 64 named cells; and the live region's words after
//! each turn. Plain Rust: the browser's plugin (web/reversi.js) turns the description into
//! visually hidden page elements and sends back which control was activated, by its id.
//!
//! The description is text, one element a line, fields separated by tabs:
//!
//! ```text
//! screen <TAB> menu|stats|settings|game|reading|languages <TAB> language code
//! h <TAB> key <TAB> text [<TAB> k]  a heading (key `title`: the screen's own)
//! t <TAB> key <TAB> text            a line of text
//! b <TAB> id <TAB> name <TAB> flags [<TAB> lang]  a button (`lang`: its name's language
//!                                   when it is not the screen's, as the language list's)
//! g <TAB> name                      the board grid begins (eight rows of eight cells follow)
//! c <TAB> id <TAB> name <TAB> flags  a cell
//! ```
//!
//! Flags, any of: `a` the cell can be played; `p`/`u` a toggle pressed or not; `d` does
//! nothing now; `x` not on screen now; `f` the cell the keyboard starts from in the grid (the
//! cursor, else the first playable square: the browser's grid takes it as its tab stop); `k`
//! where the keyboard is, which Enter chooses (the screen readers' focus follows it:
//! src/ui/focus.rs says where it is on each screen). On the statistics and a page to read,
//! whose keys all act on the screen as a whole (scroll, back), it is the title heading.

use std::fmt::Write as _;

use crate::core::stats::{GameResult, Stats};
use crate::core::{Board, Color, Opponent, Square};
use crate::flow::{Flow, Page, Said, State, PASS_NOTICE_IDS};
use crate::i18n::{list_order, own_name, Arg, Texts, LANGUAGES};
use crate::ui::focus::Focus;
use crate::ui::layout::{MenuItem, MenuLayout, SettingsItem, SettingsLayout};
use crate::ui::page::{self, Block};

/// Something the player can activate in the mirror.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    Menu(MenuItem),
    Setting(SettingsItem),
    /// Back from the statistics.
    StatsBack,
    Undo,
    NewGame,
    /// The game screen's Menu button.
    GameMenu,
    /// Says the score in the live region (the mirror's own button).
    Score,
    /// Back from How to play or About.
    PageBack,
    /// Back from the language list.
    LanguagesBack,
    /// A language in the list, by its code.
    Language(&'static str),
    Cell(Square),
}

const SETTINGS_BASE: u32 = 20;
const LANGUAGE_BASE: u32 = 50;
const CELL_BASE: u32 = 100;

impl Control {
    /// The number the page sends back for this control.
    pub fn id(self) -> u32 {
        match self {
            Control::Menu(item) => 1 + index_of(&MenuLayout::ITEMS, item),
            Control::Setting(item) => SETTINGS_BASE + index_of(&SettingsLayout::ITEMS, item),
            Control::StatsBack => 40,
            Control::Undo => 41,
            Control::NewGame => 42,
            Control::GameMenu => 43,
            Control::Score => 44,
            Control::PageBack => 45,
            Control::LanguagesBack => 46,
            Control::Language(code) => LANGUAGE_BASE + index_of(&LANGUAGES, code),
            Control::Cell(sq) => CELL_BASE + u32::from(sq.index()),
        }
    }

    pub fn from_id(id: u32) -> Option<Control> {
        let menu = MenuLayout::ITEMS.len() as u32;
        let settings = SettingsLayout::ITEMS.len() as u32;
        Some(match id {
            1.. if id <= menu => Control::Menu(MenuLayout::ITEMS[id as usize - 1]),
            SETTINGS_BASE.. if id < SETTINGS_BASE + settings => {
                Control::Setting(SettingsLayout::ITEMS[(id - SETTINGS_BASE) as usize])
            }
            40 => Control::StatsBack,
            41 => Control::Undo,
            42 => Control::NewGame,
            43 => Control::GameMenu,
            44 => Control::Score,
            45 => Control::PageBack,
            46 => Control::LanguagesBack,
            LANGUAGE_BASE.. if id < LANGUAGE_BASE + LANGUAGES.len() as u32 => {
                Control::Language(LANGUAGES[(id - LANGUAGE_BASE) as usize])
            }
            CELL_BASE.. if id < CELL_BASE + 64 => {
                Control::Cell(Square::new((id - CELL_BASE) as u8)?)
            }
            _ => return None,
        })
    }
}

fn index_of<T: PartialEq>(items: &[T], item: T) -> u32 {
    items.iter().position(|it| *it == item).unwrap_or(0) as u32
}

/// What the description was made from: it is made again only when this changes, so a frame
/// of an animation costs no text formatting.
#[derive(Clone, Debug, PartialEq)]
struct Key {
    screen: &'static str,
    page: Option<Page>,
    over: bool,
    board: Option<Board>,
    playable: u64,
    focus: Focus,
    lang: &'static str,
    settings: crate::core::save::Settings,
    can_continue: bool,
    can_undo: bool,
    stats: Stats,
}

/// Keeps the last description, so the page is told only of changes.
#[derive(Default)]
pub struct Mirror {
    key: Option<Key>,
    text: String,
}

impl Mirror {
    /// The description, when it differs from the one given last time.
    pub fn changed(&mut self, flow: &Flow, texts: &Texts, focus: &Focus) -> Option<&str> {
        let key = Key {
            screen: screen_name(flow.state()),
            page: match flow.state() {
                State::Reading { page, .. } => Some(page),
                _ => None,
            },
            over: flow.state() == State::GameOver,
            board: flow.game().map(|m| *m.board()),
            playable: flow.playable(),
            focus: *focus,
            lang: texts.lang(),
            settings: flow.settings().clone(),
            can_continue: flow.can_continue(),
            can_undo: flow.can_undo(),
            stats: flow.stats().clone(),
        };
        if self.key.as_ref() == Some(&key) {
            return None;
        }
        self.key = Some(key);
        let text = describe(flow, texts, focus);
        if text == self.text {
            return None;
        }
        self.text = text;
        Some(&self.text)
    }
}

fn screen_name(state: State) -> &'static str {
    match state {
        State::Menu => "menu",
        State::Statistics => "stats",
        State::Settings => "settings",
        State::Reading { .. } => "reading",
        State::Languages => "languages",
        _ => "game",
    }
}

/// A field may hold no tab or line break.
fn clean(text: &str) -> String {
    text.replace(['\t', '\n', '\r'], " ")
}

fn line(out: &mut String, kind: &str, key: impl std::fmt::Display, text: &str) {
    let _ = writeln!(out, "{kind}\t{key}\t{}", clean(text));
}

fn button(out: &mut String, control: Control, name: &str, flags: &str) {
    let _ = writeln!(out, "b\t{}\t{}\t{flags}", control.id(), clean(name));
}

/// `flags`, with `k` when the keyboard is on the control.
fn keyboard_on(flags: &str, on: bool) -> String {
    if on {
        format!("{flags}k")
    } else {
        flags.to_owned()
    }
}

fn toggle(pressed: bool) -> &'static str {
    if pressed {
        "p"
    } else {
        "u"
    }
}

fn opponent_id(o: Opponent) -> &'static str {
    match o {
        Opponent::Easy => "opponent-easy",
        Opponent::Medium => "opponent-medium",
        Opponent::Hard => "opponent-hard",
    }
}

/// The whole description of the current screen, with the keyboard where `focus` says.
pub fn describe(flow: &Flow, texts: &Texts, focus: &Focus) -> String {
    let mut out = String::new();
    let state = flow.state();
    let _ = writeln!(out, "screen\t{}\t{}", screen_name(state), texts.lang());
    match state {
        State::Menu => menu(&mut out, flow, texts, focus.menu),
        State::Statistics => stats(&mut out, flow, texts),
        State::Settings => settings(&mut out, flow, texts, focus.settings),
        State::Reading { page, .. } => reading(&mut out, page, texts),
        State::Languages => languages(&mut out, flow, texts, focus.language),
        _ => game(&mut out, flow, texts, focus.cursor),
    }
    out
}

fn menu(out: &mut String, flow: &Flow, texts: &Texts, focus: Option<MenuItem>) {
    line(out, "h", "title", &texts.tr("app-title"));
    line(out, "t", "prompt", &texts.tr("menu-choose-opponent"));
    for item in MenuLayout::ITEMS {
        let control = Control::Menu(item);
        let (name, flags) = match item {
            MenuItem::Opponent(o) => (texts.tr(opponent_id(o)), ""),
            MenuItem::Color(c) => {
                let id = match c {
                    Color::Black => "color-black-first",
                    Color::White => "color-white-second",
                };
                (texts.tr(id), toggle(flow.settings().player_color == c))
            }
            MenuItem::Continue => {
                let flags = if flow.can_continue() { "" } else { "x" };
                (texts.tr("menu-continue"), flags)
            }
            MenuItem::Statistics => (texts.tr("menu-statistics"), ""),
            MenuItem::Settings => (texts.tr("menu-settings"), ""),
            MenuItem::HowToPlay => (texts.tr("page-how-to-play"), ""),
            MenuItem::About => (texts.tr("page-about"), ""),
        };
        button(
            out,
            control,
            &name,
            &keyboard_on(flags, focus == Some(item)),
        );
    }
}

/// The title of a screen whose keys act on it as a whole: the keyboard is on it.
fn title_with_keyboard(out: &mut String, text: &str) {
    let _ = writeln!(out, "h\ttitle\t{}\tk", clean(text));
}

fn stats(out: &mut String, flow: &Flow, texts: &Texts) {
    title_with_keyboard(out, &texts.tr("stats-title"));
    let heads = ["stats-played", "stats-won", "stats-lost", "stats-drawn"].map(|id| texts.tr(id));
    for (k, o) in Opponent::ALL.into_iter().enumerate() {
        let rec = flow.stats().get(o);
        let counts = [rec.played, rec.won, rec.lost, rec.drawn];
        let mut text = format!("{}:", texts.tr(opponent_id(o)));
        for (i, (head, n)) in heads.iter().zip(counts).enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            let _ = write!(text, "{sep}{head} {n}");
        }
        let time = texts.duration(rec.time_ms);
        let _ = write!(
            text,
            ". {}",
            texts.tr_args("stats-time", &[("time", Arg::Text(&time))])
        );
        line(out, "t", format_args!("row{k}"), &text);
    }
    button(out, Control::StatsBack, &texts.tr("button-back"), "");
}

fn settings(out: &mut String, flow: &Flow, texts: &Texts, focus: Option<SettingsItem>) {
    let s = flow.settings();
    line(out, "h", "title", &texts.tr("settings-title"));
    let mut caption = "";
    for item in SettingsLayout::ITEMS {
        // each row's caption before its buttons
        let row_caption = match item {
            SettingsItem::Sound(_) => "settings-sound",
            SettingsItem::Animation(_) => "settings-animation",
            SettingsItem::Contrast(_) => "settings-contrast",
            SettingsItem::Language | SettingsItem::Back => "",
        };
        if !row_caption.is_empty() && row_caption != caption {
            line(out, "t", row_caption, &texts.tr(row_caption));
        }
        caption = row_caption;
        let control = Control::Setting(item);
        let (name, flags) = match item {
            SettingsItem::Sound(on) => {
                let id = if on { "sound-on" } else { "sound-off" };
                (texts.tr(id), toggle(s.sound == on))
            }
            SettingsItem::Animation(a) => {
                let id = match a {
                    crate::core::save::Animation::Normal => "animation-normal",
                    crate::core::save::Animation::Fast => "animation-fast",
                    crate::core::save::Animation::Off => "animation-off",
                };
                (texts.tr(id), toggle(s.animation == a))
            }
            SettingsItem::Contrast(high) => {
                let id = if high {
                    "contrast-high"
                } else {
                    "contrast-normal"
                };
                (texts.tr(id), toggle(s.high_contrast == high))
            }
            SettingsItem::Language => {
                let name = format!(
                    "{}: {}",
                    texts.tr("settings-language"),
                    Texts::language_name(texts.lang())
                );
                (name, "")
            }
            SettingsItem::Back => (texts.tr("button-back"), ""),
        };
        button(
            out,
            control,
            &name,
            &keyboard_on(flags, focus == Some(item)),
        );
    }
}

/// The language list: each language by its own name, marked with its language (the page's
/// `lang`, the trees' language) and pressed when in use; under the first, which the system
/// asks for, a line that says so; then Back.
fn languages(out: &mut String, flow: &Flow, texts: &Texts, focus: Option<&'static str>) {
    line(out, "h", "title", &texts.tr("settings-language"));
    for (k, code) in list_order(flow.system_language()).enumerate() {
        let flags = keyboard_on(toggle(code == texts.lang()), focus == Some(code));
        let id = Control::Language(code).id();
        let _ = writeln!(out, "b\t{id}\t{}\t{flags}\t{code}", own_name(code));
        if k == 0 {
            line(out, "t", "system", &texts.tr("language-system"));
        }
    }
    button(out, Control::LanguagesBack, &texts.tr("button-back"), "");
}

/// A page to read: its title, then its headings and paragraphs in order, each diagram as
/// its caption in words, then Back.
fn reading(out: &mut String, page: Page, texts: &Texts) {
    title_with_keyboard(out, &page::title(page, texts));
    // keys per page, so that one page's lines are never taken for the other's
    let key = match page {
        Page::HowToPlay => "rules",
        Page::About => "about",
    };
    let (mut heads, mut paras) = (0, 0);
    for block in page::blocks(page, texts) {
        match block {
            Block::Heading(text) => {
                heads += 1;
                line(out, "h", format_args!("{key}-h{heads}"), &text);
            }
            Block::Text(text) => {
                paras += 1;
                line(out, "t", format_args!("{key}-p{paras}"), &text);
            }
            // its caption follows as a text line: the diagram in words
            Block::Diagram(_) => {}
        }
    }
    button(out, Control::PageBack, &texts.tr("button-back"), "");
}

fn game(out: &mut String, flow: &Flow, texts: &Texts, cursor: Option<Square>) {
    let Some(m) = flow.game() else {
        return;
    };
    let board = m.board();
    let opponent = texts.tr(opponent_id(m.opponent()));
    line(
        out,
        "h",
        "opponent",
        &texts.tr_args("count-cpu-opponent", &[("opponent", Arg::Text(&opponent))]),
    );
    let color = match m.player() {
        Color::Black => "a11y-your-color-black",
        Color::White => "a11y-your-color-white",
    };
    line(out, "t", "color", &texts.tr(color));
    line(out, "t", "score", &score(flow, texts));
    let playable = flow.playable();
    // where Tab enters the grid: the cursor, else the first playable square, else a1
    let entry = cursor
        .or_else(|| Square::first(playable))
        .or_else(|| Square::new(0));
    let _ = writeln!(out, "g\t{}", clean(&texts.tr("a11y-board")));
    for row in 0..8 {
        for col in 0..8 {
            let Some(sq) = Square::at(col, row) else {
                continue;
            };
            let name = sq.name();
            let args = [("square", Arg::Text(&name))];
            let (id, mut flags) = match board.color_at(sq) {
                Some(Color::Black) => ("a11y-cell-black", String::new()),
                Some(Color::White) => ("a11y-cell-white", String::new()),
                None if playable & sq.bit() != 0 => ("a11y-cell-playable", "a".to_owned()),
                None => ("a11y-cell-empty", String::new()),
            };
            if entry == Some(sq) {
                flags.push('f');
            }
            if cursor == Some(sq) {
                flags.push('k');
            }
            let _ = writeln!(
                out,
                "c\t{}\t{}\t{flags}",
                Control::Cell(sq).id(),
                clean(&texts.tr_args(id, &args))
            );
        }
    }
    // always there (empty during play), so it keeps its place after the board
    let result = result_text(flow, texts).unwrap_or_default();
    line(out, "t", "result", &result);
    let undo = if flow.can_undo() { "" } else { "d" };
    button(out, Control::Undo, &texts.tr("button-undo"), undo);
    // at the end Enter starts a new game: the keyboard is on New game until an arrow key
    // takes it back to the board
    let over = match (flow.state() == State::GameOver, cursor) {
        (true, None) => "k",
        (true, Some(_)) => "",
        (false, _) => "x",
    };
    button(out, Control::NewGame, &texts.tr("button-new-game"), over);
    button(out, Control::GameMenu, &texts.tr("button-menu"), "");
    button(out, Control::Score, &texts.tr("button-score"), "");
}

/// "You 12, CPU 9." for the game on screen.
pub fn score(flow: &Flow, texts: &Texts) -> String {
    let Some(m) = flow.game() else {
        return String::new();
    };
    let board = m.board();
    let you = board.count(m.player());
    let cpu = board.count(m.player().opposite());
    texts.tr_args(
        "a11y-score",
        &[
            ("you", Arg::Num(i64::from(you))),
            ("cpu", Arg::Num(i64::from(cpu))),
        ],
    )
}

fn result_words(texts: &Texts, result: GameResult, you: u32, cpu: u32) -> String {
    let args = [
        ("you", Arg::Num(i64::from(you))),
        ("cpu", Arg::Num(i64::from(cpu))),
    ];
    let id = match result {
        GameResult::Won => "result-won",
        GameResult::Lost => "result-lost",
        GameResult::Drawn => "result-drawn",
    };
    texts.tr_args(id, &args)
}

fn result_text(flow: &Flow, texts: &Texts) -> Option<String> {
    let (result, outcome) = flow.result()?;
    let player = flow.game()?.player();
    let (you, cpu) = match player {
        Color::Black => (outcome.black, outcome.white),
        Color::White => (outcome.white, outcome.black),
    };
    Some(result_words(texts, result, you, cpu))
}

/// A label said as a sentence, with the language's full stop ("。" in Japanese and Chinese).
fn sentence(texts: &Texts, text: &str) -> String {
    texts.tr_args("a11y-sentence", &[("text", Arg::Text(text))])
}

/// The live region's words for what happened, in order: "You played d3, 1 disc turned."
/// and so on; `None` when nothing happened.
pub fn words(said: &[Said], texts: &Texts) -> Option<String> {
    let parts: Vec<String> = said
        .iter()
        .map(|s| match *s {
            Said::Played {
                by_player,
                square,
                flips,
            } => {
                let id = if by_player {
                    "a11y-you-played"
                } else {
                    "a11y-cpu-played"
                };
                let name = square.name();
                texts.tr_args(
                    id,
                    &[
                        ("square", Arg::Text(&name)),
                        ("flips", Arg::Num(i64::from(flips))),
                    ],
                )
            }
            Said::Passed { by_player } => {
                let id = PASS_NOTICE_IDS[usize::from(!by_player)];
                sentence(texts, &texts.tr(id))
            }
            Said::Ended { result, you, cpu } => {
                sentence(texts, &result_words(texts, result, you, cpu))
            }
            Said::Undone { move_number } => texts.tr_args(
                "a11y-undone",
                &[("number", Arg::Num(i64::from(move_number)))],
            ),
            Said::Notice(id) => texts.tr(id),
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(&texts.tr("sentence-separator")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_control_id_round_trips() {
        let mut controls: Vec<Control> = MenuLayout::ITEMS.map(Control::Menu).to_vec();
        controls.extend(SettingsLayout::ITEMS.map(Control::Setting));
        controls.extend([
            Control::StatsBack,
            Control::Undo,
            Control::NewGame,
            Control::GameMenu,
            Control::Score,
            Control::PageBack,
            Control::LanguagesBack,
        ]);
        controls.extend(LANGUAGES.map(Control::Language));
        controls.extend((0..64).filter_map(Square::new).map(Control::Cell));
        let mut ids: Vec<u32> = controls.iter().map(|c| c.id()).collect();
        for c in &controls {
            assert_eq!(Control::from_id(c.id()), Some(*c));
        }
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), controls.len(), "ids are unique");
        for id in [0, 11, 19, 39, 47, 49, 81, 99, 164, u32::MAX] {
            assert_eq!(Control::from_id(id), None, "{id}");
        }
    }

    #[test]
    fn a_move_and_the_reply_are_joined_as_the_language_joins_sentences() {
        let d3 = Square::new(19).unwrap();
        let said = [
            Said::Played {
                by_player: true,
                square: d3,
                flips: 1,
            },
            Said::Passed { by_player: false },
        ];
        let en = words(&said, &Texts::new("en")).unwrap();
        assert!(en.starts_with("You played d3, 1 disc turned. CPU"), "{en}");
        // Japanese writes its sentences one after another, with no space
        let ja = words(&said, &Texts::new("ja")).unwrap();
        assert!(!ja.contains(' '), "{ja}");
        assert!(ja.contains("。"), "{ja}");
    }
}
