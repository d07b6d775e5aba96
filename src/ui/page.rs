//! The reading pages' content and how it flows into lines: How to play (its headings,
//! paragraphs and diagrams, from `locales/*/pages.ftl`) and About (version, licence, the
//! generated licence list). Plain Rust with the text measure passed in, so tests lay the
//! pages out with the shipped font at any window size.

use crate::flow::Page;
use crate::i18n::{Arg, Texts};
use crate::ui::diagrams::diagrams;
use crate::ui::layout::ReadingLayout;
use crate::ui::line_break::{self, Break};

/// The licences of the font and of every crate compiled in, made by build.rs
/// (build-scripts/licences.rs) as LICENSES.txt is made: each paragraph on one line, for the
/// page to wrap; a paragraph written before is `@N`, the number of the line that holds it.
const LICENCES_PACKED: &str = include_str!(concat!(env!("OUT_DIR"), "/licences.txt"));

/// The licence list's paragraphs in order, references resolved: headings (the game, the
/// font, each crate) start with `# `.
pub fn licences() -> impl Iterator<Item = &'static str> {
    let lines: Vec<&'static str> = LICENCES_PACKED.lines().collect();
    (0..lines.len()).map(move |i| {
        let line = lines[i];
        line.strip_prefix('@')
            .and_then(|n| n.parse::<usize>().ok())
            .and_then(|n| lines.get(n).copied())
            .unwrap_or(line)
    })
}

/// One piece of a page.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    Heading(String),
    /// A paragraph (wrapped to the column).
    Text(String),
    /// The diagram with this index in [`diagrams`]; its caption follows as a Text.
    Diagram(usize),
}

/// How to play, in order: headings (ids ending in `-heading`) and paragraphs.
pub const HOW_TO_PLAY_IDS: [&str; 20] = [
    "rules-heading",
    "rules-board",
    "rules-move",
    "rules-lines",
    "rules-dots",
    "rules-pass",
    "rules-end",
    "app-heading",
    "app-dots",
    "app-input",
    "app-undo",
    "app-opponents",
    "app-statistics",
    "app-saved",
    "strategy-heading",
    "strategy-corners",
    "strategy-x-squares",
    "strategy-edges",
    "strategy-mobility",
    "strategy-parity",
];

/// After which paragraph each diagram of [`diagrams`] stands, in order.
const DIAGRAM_AFTER: [&str; 5] = [
    "rules-move",
    "rules-lines",
    "rules-pass",
    "strategy-corners",
    "strategy-x-squares",
];

/// The page's title.
pub fn title(page: Page, texts: &Texts) -> String {
    match page {
        Page::HowToPlay => texts.tr("page-how-to-play"),
        Page::About => texts.tr("page-about"),
    }
}

/// The page's content in the language of `texts`.
pub fn blocks(page: Page, texts: &Texts) -> Vec<Block> {
    match page {
        Page::HowToPlay => how_to_play(texts),
        Page::About => about(texts),
    }
}

fn how_to_play(texts: &Texts) -> Vec<Block> {
    let all = diagrams();
    let mut out = Vec::new();
    for id in HOW_TO_PLAY_IDS {
        if id.ends_with("-heading") {
            out.push(Block::Heading(texts.tr(id)));
        } else {
            out.push(Block::Text(texts.tr(id)));
        }
        for (i, _) in DIAGRAM_AFTER
            .iter()
            .enumerate()
            .filter(|(_, at)| **at == id)
        {
            out.push(Block::Diagram(i));
            out.push(Block::Text(all[i].caption(texts)));
        }
    }
    out
}

fn about(texts: &Texts) -> Vec<Block> {
    let version = env!("CARGO_PKG_VERSION");
    let mut out = vec![
        Block::Heading(texts.tr_args("about-version", &[("version", Arg::Text(version))])),
        Block::Text(texts.tr("about-game")),
        Block::Text(texts.tr_args("about-licence", &[("licence", Arg::Text("MIT"))])),
        Block::Heading(texts.tr("about-licences-heading")),
        Block::Text(texts.tr("about-licences-intro")),
    ];
    for paragraph in licences().filter(|p| !p.trim().is_empty()) {
        // a crate's or the font's name line (build.rs marks it) stands out as a heading
        match paragraph.strip_prefix("# ") {
            Some(head) => out.push(Block::Heading(head.to_owned())),
            None => out.push(Block::Text(paragraph.to_owned())),
        }
    }
    out
}

/// What one line of the laid-out page holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Text { text: String, heading: bool },
    Diagram(usize),
}

/// A line of the page: its top and height from the page's top, and what it holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub y: f32,
    pub h: f32,
    pub item: Item,
}

/// A page laid out for one column width.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PageLayout {
    pub lines: Vec<Line>,
    /// The whole page, padding included.
    pub height: f32,
}

impl PageLayout {
    /// Lays `blocks` out in `l`'s column: headings and paragraphs wrapped at spaces (a word
    /// wider than the column is cut), diagrams a board high. `width_at(text, size)` measures.
    pub fn new(blocks: &[Block], l: &ReadingLayout, width_at: impl Fn(&str, f32) -> f32) -> Self {
        let (body, heading) = (l.body, l.heading);
        let mut lines = Vec::new();
        let mut y = body * 0.6;
        for (i, block) in blocks.iter().enumerate() {
            match block {
                Block::Heading(text) => {
                    if i > 0 {
                        y += body * 0.9;
                    }
                    y = push_wrapped(
                        &mut lines,
                        y,
                        text,
                        true,
                        (l.column.w, heading, 1.4),
                        &width_at,
                    );
                    y += body * 0.3;
                }
                Block::Text(text) => {
                    y = push_wrapped(
                        &mut lines,
                        y,
                        text,
                        false,
                        (l.column.w, body, 1.45),
                        &width_at,
                    );
                    y += body * 0.6;
                }
                Block::Diagram(k) => {
                    y += body * 0.2;
                    lines.push(Line {
                        y,
                        h: l.board,
                        item: Item::Diagram(*k),
                    });
                    y += l.board + body * 0.5;
                }
            }
        }
        PageLayout {
            lines,
            height: y + body * 1.5,
        }
    }

    /// How far the page scrolls in `l`'s viewport.
    pub fn scroll_max(&self, l: &ReadingLayout) -> f32 {
        (self.height - l.viewport.h).max(0.0)
    }

    /// The lines that show, some of them in part, with the page scrolled by `offset`.
    pub fn visible(&self, offset: f32, l: &ReadingLayout) -> &[Line] {
        let first = self.lines.partition_point(|line| line.y + line.h < offset);
        let end = self
            .lines
            .partition_point(|line| line.y <= offset + l.viewport.h);
        &self.lines[first..end.max(first)]
    }
}

/// `text` wrapped at `size` in a column `w` wide, as lines of `size * spacing` from `y` down;
/// returns the `y` below the last.
fn push_wrapped(
    lines: &mut Vec<Line>,
    mut y: f32,
    text: &str,
    heading: bool,
    (w, size, spacing): (f32, f32, f32),
    width_at: &impl Fn(&str, f32) -> f32,
) -> f32 {
    let h = size * spacing;
    for part in wrap(text, w, size, width_at) {
        lines.push(Line {
            y,
            h,
            item: Item::Text {
                text: part,
                heading,
            },
        });
        y += h;
    }
    y
}

/// `text` in lines of at most `w` at `size`, broken where the language's rules allow (at
/// spaces, between Japanese and Chinese characters, never before closing punctuation:
/// ui/line_break.rs); a piece wider than `w` by itself (a long address) is cut between
/// characters.
pub fn wrap(text: &str, w: f32, size: f32, width_at: &impl Fn(&str, f32) -> f32) -> Vec<String> {
    let fits = |piece: &str| width_at(piece.trim_end(), size) <= w;
    let mut lines = Vec::new();
    let mut start = 0;
    // the furthest break after `start` where the line still fits
    let mut fitted: Option<usize> = None;
    let breaks = line_break::breaks(text);
    let mut k = 0;
    while k < breaks.len() {
        let (at, kind) = breaks[k];
        if fits(&text[start..at]) {
            fitted = Some(at);
            if kind == Break::Mandatory {
                lines.push(text[start..at].trim_end().to_owned());
                start = at;
                fitted = None;
            }
            k += 1;
            continue;
        }
        match fitted.take() {
            // the line ends at the last break that fitted; this break is tried again
            Some(end) => {
                lines.push(text[start..end].trim_end().to_owned());
                start = end;
            }
            // one piece wider than the line: cut where it must be
            None => {
                let piece = &text[start..at];
                let mut cut = piece.len();
                while cut > 0 && width_at(&piece[..cut], size) > w {
                    cut = piece[..cut].char_indices().last().map_or(0, |(i, _)| i);
                }
                if cut == 0 {
                    cut = piece.chars().next().map_or(1, char::len_utf8);
                }
                lines.push(piece[..cut].to_owned());
                start += cut;
            }
        }
    }
    lines.retain(|l| !l.is_empty());
    lines
}
