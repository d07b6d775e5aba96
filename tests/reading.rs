//! How to play and About: every diagram is what the core's rules give, every page lays out
//! with the shipped font in every language and scrolls to its last line at the smallest
//! window and at 1920×1080, the accessible mirror reads the pages and the diagrams in words,
//! and a page needs frames only while it moves.

// Tests walk whole pages in one place; the function-length limit is for the game's code.
#![allow(clippy::too_many_lines)]

use reversi::core::board::legal_moves;
use reversi::core::{Board, Color, Opponent, Square};
use reversi::flow::{Back, Command, Flow, Page, Redraw, State};
use reversi::i18n::{Texts, LANGUAGES};
use reversi::input::{Frame, Input, Key};
use reversi::persist::Persistence;
use reversi::storage::SharedMemoryStorage as Shared;
use reversi::ui::diagrams::{diagrams, Lesson};
use reversi::ui::fit::min_text;
use reversi::ui::focus::Focus;
use reversi::ui::layout::{MenuItem, ReadingLayout};
use reversi::ui::mirror::describe;
use reversi::ui::page::{self, licences, Item, PageLayout};

mod common;
mod font;
use font::Font;

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn bits(names: &str) -> u64 {
    names.split_whitespace().map(|n| sq(n).bit()).sum()
}

#[test]
fn every_diagram_is_a_legal_move_with_the_flips_the_rules_give() {
    let all = diagrams();
    let lessons: Vec<Lesson> = all.iter().map(|d| d.lesson).collect();
    assert_eq!(
        lessons,
        [
            Lesson::FirstMove,
            Lesson::EightDirections,
            Lesson::Pass,
            Lesson::Corner,
            Lesson::XSquare
        ]
    );
    for d in &all {
        let b = d.before;
        assert!(b.is_legal(d.play), "{:?}: {} is legal", d.lesson, d.play);
        let (me, opp) = b.mover_and_other();
        assert_eq!(d.flips(), reversi::core::board::flips(me, opp, d.play));
        let mut after = b;
        let turned = after.play(d.play).unwrap();
        assert_eq!(turned, d.flips());
        // every turned disc now has the mover's colour, and nothing else changed
        assert_eq!(
            after.discs(d.mover()),
            b.discs(d.mover()) | turned | d.play.bit()
        );
        match d.lesson {
            Lesson::FirstMove => {
                assert_eq!(b, Board::start());
                assert_eq!(d.flips(), bits("d4"));
            }
            Lesson::EightDirections => {
                // exactly one disc in each of the eight directions around the move
                assert_eq!(d.flips().count_ones(), 8);
                let (c, r) = (i32::from(d.play.col()), i32::from(d.play.row()));
                for (dc, dr) in common::DIRECTIONS {
                    let n = Square::at((c + dc) as u8, (r + dr) as u8).unwrap();
                    assert_ne!(d.flips() & n.bit(), 0, "direction {dc},{dr}");
                }
            }
            Lesson::Pass => {
                // the other side has no move after it; the mover has, and moves again
                assert!(after.must_pass(), "{after}");
                assert_eq!(d.after().to_move(), d.mover());
                assert_ne!(d.dots_after(), 0);
                assert_eq!(d.dots_after(), d.after().legal_moves_for(d.mover()));
            }
            Lesson::Corner => {
                let corner = d.corner.unwrap();
                assert_eq!(corner, d.play);
                assert!(d.corner_is_stable(), "the corner can never be turned back");
            }
            Lesson::XSquare => {
                let corner = d.corner.unwrap();
                assert!(["b2", "g2", "b7", "g7"].contains(&d.play.name().as_str()));
                assert_eq!(
                    (
                        d.play.col().abs_diff(corner.col()),
                        d.play.row().abs_diff(corner.row())
                    ),
                    (1, 1)
                );
                let other = d.mover().opposite();
                let (o_before, m_before) = (b.discs(other), b.discs(d.mover()));
                assert_eq!(legal_moves(o_before, m_before) & corner.bit(), 0);
                assert_ne!(after.legal_moves_for(other) & corner.bit(), 0);
                assert_ne!(d.dots_after() & corner.bit(), 0);
            }
        }
    }
}

#[test]
fn every_caption_names_the_move_and_the_turned_discs_in_every_language() {
    for lang in LANGUAGES {
        let t = Texts::new(lang);
        for d in diagrams() {
            let caption = d.caption(&t);
            assert!(!caption.starts_with("diagram-"), "{lang}: {caption}");
            assert!(caption.contains(&d.play.name()), "{lang}: {caption}");
            for turned in Square::all_in(d.flips()) {
                assert!(caption.contains(&turned.name()), "{lang}: {caption}");
            }
            let mover = t.tr(match d.mover() {
                Color::Black => "diagram-black",
                Color::White => "diagram-white",
            });
            assert!(caption.contains(&mover), "{lang}: {caption}");
        }
    }
    let en = Texts::new("en");
    assert_eq!(
        diagrams()[0].caption(&en),
        "Black plays d3: the disc on d4 is closed in and turns over."
    );
    // a list of squares is joined as each language joins a list: Japanese and Chinese with 、
    let eight = &diagrams()[1];
    assert!(eight.caption(&en).contains(", "), "{}", eight.caption(&en));
    for lang in ["ja", "zh-Hans", "zh-Hant"] {
        let caption = eight.caption(&Texts::new(lang));
        assert!(
            caption.contains('、') && !caption.contains(", "),
            "{lang}: {caption}"
        );
    }
}

/// The smallest supported windows (upright and lying), a phone in pixels, a laptop and a
/// large screen.
const SIZES: [(f32, f32, f32); 5] = [
    (320.0, 480.0, 1.0),
    (480.0, 320.0, 1.0),
    (1080.0, 2200.0, 2.75),
    (544.0, 680.0, 1.0),
    (1920.0, 1080.0, 1.0),
];

fn launch() -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(Shared::default()), None);
    Flow::new(persistence, loaded)
}

fn press(flow: &mut Flow, input: &mut Input, screen: (f32, f32, f32), keys: &[Key]) {
    let frame = Frame {
        keys: keys.to_vec(),
        ..Frame::new(screen, "en")
    };
    for c in input.frame(flow, &frame).commands {
        flow.apply(c);
    }
}

#[test]
fn every_page_lays_out_readably_and_scrolls_to_its_last_line() {
    let languages = font::drawn_languages();
    let fonts: Vec<Font> = languages.iter().map(|l| Font::for_language(l)).collect();
    for (w, h, scale) in SIZES {
        let l = ReadingLayout::new(w, h, scale);
        assert!(l.body >= min_text(scale), "{w}x{h}: body {}", l.body);
        assert!(
            l.board >= 64.0 * scale.min(1.5),
            "{w}x{h}: boards {}",
            l.board
        );
        assert!(2.0 * l.board <= l.column.w, "{w}x{h}");
        assert!(l.column.x >= 0.0 && l.column.x + l.column.w <= w);
        for (lang, font) in languages.iter().zip(&fonts) {
            let t = Texts::new(lang);
            for page in [Page::HowToPlay, Page::About] {
                let blocks = page::blocks(page, &t);
                let laid = PageLayout::new(&blocks, &l, |s, size| font.width(s, size));
                // every line fits the column
                for line in &laid.lines {
                    if let Item::Text { text, heading } = &line.item {
                        let size = if *heading { l.heading } else { l.body };
                        assert!(
                            font.width(text, size) <= l.column.w + 0.5,
                            "{w}x{h} {lang}: {text:?} is wider than the column"
                        );
                    }
                }
                // the page opened from the menu, End: the last line shows whole
                let mut flow = launch();
                let mut input = Input::default();
                flow.apply(Command::ShowPage(page));
                flow.set_scroll_max(laid.scroll_max(&l));
                press(&mut flow, &mut input, (w, h, scale), &[Key::End]);
                let offset = flow.scroll().offset();
                let last = laid.lines.last().unwrap();
                let shown = laid.visible(offset, &l);
                assert_eq!(shown.last(), Some(last), "{w}x{h} {lang} {page:?}");
                assert!(last.y - offset >= 0.0, "{w}x{h} {lang}");
                assert!(
                    last.y + last.h - offset <= l.viewport.h,
                    "{w}x{h} {lang} {page:?}: the last line ends in view"
                );
                // Home: the first line shows at the top again
                press(&mut flow, &mut input, (w, h, scale), &[Key::Home]);
                assert_eq!(flow.scroll().offset(), 0.0);
                assert_eq!(laid.visible(0.0, &l).first(), laid.lines.first());
            }
        }
    }
}

#[test]
fn how_to_play_shows_every_diagram_and_about_every_crate() {
    let font = Font::load();
    let l = ReadingLayout::new(544.0, 680.0, 1.0);
    let t = Texts::new("en");
    let blocks = page::blocks(Page::HowToPlay, &t);
    let laid = PageLayout::new(&blocks, &l, |s, size| font.width(s, size));
    let shown: Vec<usize> = laid
        .lines
        .iter()
        .filter_map(|line| match line.item {
            Item::Diagram(k) => Some(k),
            _ => None,
        })
        .collect();
    assert_eq!(shown, [0, 1, 2, 3, 4]);
    // About: the version, and the licence list made by build.rs (the font, the game's
    // crates); each distinct licence text once
    let about = page::blocks(Page::About, &t);
    let all: String = about
        .iter()
        .filter_map(|b| match b {
            page::Block::Heading(s) | page::Block::Text(s) => Some(s.as_str()),
            page::Block::Diagram(_) => None,
        })
        .collect::<Vec<_>>()
        .join("\n");
    assert!(all.contains(&format!("Reversi {}", env!("CARGO_PKG_VERSION"))));
    let list: String = licences().collect::<Vec<_>>().join("\n");
    for name in [
        "DejaVu Sans",
        "fluent-bundle ",
        "nanoserde ",
        "unic-langid ",
    ] {
        assert!(list.contains(name), "the list names {name}");
    }
    assert!(
        list.is_ascii(),
        "the font draws every character of the list"
    );
    let apache = "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION";
    assert!(list.contains(apache));
    assert!(list.contains("the same text as for"));
    // every reference resolved: no paragraph is a bare line number
    assert!(list.lines().all(|l| !l.starts_with('@')));
    // the Apache terms are printed in full for more than one crate (their copies differ a
    // little), each shown whole
    assert!(list.matches(apache).count() >= 2);
}

#[test]
fn a_page_is_read_from_the_menu_and_from_a_game_and_back_leads_back() {
    let screen = (544.0, 680.0, 1.0);
    let mut flow = launch();
    let mut input = Input::default();
    // the menu's item by keyboard: Up from nothing is the last item, About; once more How to play
    press(&mut flow, &mut input, screen, &[Key::Up]);
    assert_eq!(input.focus.menu, Some(MenuItem::About));
    press(&mut flow, &mut input, screen, &[Key::Up]);
    press(&mut flow, &mut input, screen, &[Key::Enter]);
    assert_eq!(
        flow.state(),
        State::Reading {
            page: Page::HowToPlay,
            back: Back::Menu
        }
    );
    press(&mut flow, &mut input, screen, &[Key::Escape]);
    assert_eq!(flow.state(), State::Menu);
    assert_eq!(input.focus.menu, Some(MenuItem::HowToPlay), "focus stays");

    // from a game: F1, the game waits (saved, its time stops), Android's Back returns to it
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 7,
    });
    flow.apply(Command::PlaySquare(sq("d3")));
    let board = *flow.game().unwrap().board();
    press(&mut flow, &mut input, screen, &[Key::F1]);
    assert!(matches!(
        flow.state(),
        State::Reading {
            page: Page::HowToPlay,
            back: Back::Game
        }
    ));
    let ms = flow.game_time_ms();
    flow.update(30.0);
    assert_eq!(flow.game_time_ms(), ms, "no play time while reading");
    press(&mut flow, &mut input, screen, &[Key::Back]);
    assert!(flow.state().shows_game(), "{:?}", flow.state());
    assert_eq!(*flow.game().unwrap().board(), board, "the game as it was");
    // About is not offered from a game
    flow.apply(Command::ShowPage(Page::About));
    assert!(flow.state().shows_game());
}

#[test]
fn a_resting_page_needs_no_frame_and_a_fling_only_until_it_stops() {
    let mut flow = launch();
    flow.apply(Command::ShowPage(Page::HowToPlay));
    flow.set_scroll_max(5000.0);
    assert_eq!(flow.redraw(), Redraw::Idle);
    flow.apply(Command::ScrollBy(300.0));
    assert_eq!(
        flow.redraw(),
        Redraw::Idle,
        "a key or wheel step is one frame"
    );
    flow.apply(Command::Fling(1500.0));
    let mut frames = 0;
    while flow.redraw() == Redraw::Animating {
        flow.update(1.0 / 60.0);
        frames += 1;
        assert!(frames < 300, "a fling stops");
    }
    assert!(frames > 10, "{frames}");
    assert!(flow.scroll().offset() > 500.0);
    assert_eq!(flow.redraw(), Redraw::Idle);
}

#[test]
fn the_mirror_reads_the_pages_and_the_diagrams_in_words() {
    for lang in font::drawn_languages() {
        let t = Texts::new(lang);
        let mut flow = launch();
        flow.apply(Command::ShowPage(Page::HowToPlay));
        let text = describe(&flow, &t, &Focus::default());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], format!("screen\treading\t{lang}"));
        // the title, where the keyboard is (k): a screen reader says it as the page opens
        assert_eq!(
            lines[1],
            format!("h\ttitle\t{}\tk", t.tr("page-how-to-play"))
        );
        for id in ["rules-heading", "app-heading", "strategy-heading"] {
            let heading = t.tr(id);
            assert!(
                lines
                    .iter()
                    .any(|l| l.starts_with("h\t") && l.ends_with(heading.as_str())),
                "{lang}: {id} is a heading"
            );
        }
        for d in diagrams() {
            assert!(text.contains(&d.caption(&t)), "{lang}: {:?}", d.lesson);
        }
        // every line keeps the documented format: a kind, a key, a text (buttons: 4 fields;
        // the title 4 as well, with the keyboard on it)
        for line in &lines[2..] {
            let fields: Vec<&str> = line.split('\t').collect();
            match fields[0] {
                "h" | "t" => assert_eq!(fields.len(), 3, "{line}"),
                "b" => assert_eq!(fields.len(), 4, "{line}"),
                other => panic!("unexpected line kind {other}: {line}"),
            }
        }
        assert!(lines.last().unwrap().starts_with("b\t45\t"), "Back last");
    }
    let en = Texts::new("en");
    let mut flow = launch();
    flow.apply(Command::ShowPage(Page::HowToPlay));
    assert!(describe(&flow, &en, &Focus::default()).contains("Black plays d3: the disc on d4"));
    flow.apply(Command::BackToMenu);
    flow.apply(Command::ShowPage(Page::About));
    let about = describe(&flow, &en, &Focus::default());
    assert!(about.contains("DejaVu Sans"));
    assert!(about.contains(&format!("Reversi {}", env!("CARGO_PKG_VERSION"))));
}
