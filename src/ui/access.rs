//! The accessible tree the native screen-reader adapters (Android's node provider, AccessKit
//! on Linux and Windows) expose: the mirror's description (src/ui/mirror.rs) with each node
//! placed where it is drawn, so that exploring by touch or by mouse finds each button and
//! cell under the finger. Plain Rust, no window: it reads the description's text rather than
//! the flow, so that every screen the mirror describes works here without a change here, and
//! a screen this module does not know gets its lines stacked down the window in order.

pub mod tree;

pub use tree::{serialize, square_of, Node, Role, Tree, GRID_ID};

use crate::flow::Flow;
use crate::ui::layout::{
    Directional, GameLayout, LanguagesLayout, MenuLayout, Metrics, ReadingLayout, Rect,
    SettingsItem, SettingsLayout, StatsLayout,
};
use crate::ui::mirror::Control;

/// Headings and texts: this plus [`SCREEN_LINES`] times the screen's number plus the index
/// of their line in the description ([`line_id`]).
pub const LINE_ID_BASE: u32 = 1000;
/// Ids each screen has for its lines: a line of one screen never shares its id with one of
/// another, so a screen reader never takes the new screen's title for a renamed old one.
pub const SCREEN_LINES: u32 = 1000;
/// The screens' names as the description gives them, in the order that numbers their lines.
const SCREENS: [&str; 6] = ["menu", "stats", "settings", "game", "reading", "languages"];

/// The id of line `index` of the description of `screen`.
pub fn line_id(screen: &str, index: usize) -> u32 {
    let number = SCREENS
        .iter()
        .position(|s| *s == screen)
        .unwrap_or(SCREENS.len());
    LINE_ID_BASE + SCREEN_LINES * number as u32 + index as u32
}

/// The tree of `description` (a `mirror::describe` text) for a window of `width` × `height`
/// drawn at `scale` units per dp, the numbers the shell draws with.
pub fn build(description: &str, flow: &Flow, width: f32, height: f32, scale: f32) -> Tree {
    let mut lines = description.lines();
    let mut head = lines.next().unwrap_or_default().split('\t').skip(1);
    let screen = head.next().unwrap_or_default().to_owned();
    let lang = head.next().unwrap_or_default().to_owned();
    let place = Placer::new(&screen, flow, (width, height, scale), &lang);
    let mut nodes = Vec::new();
    for (index, line) in description.lines().enumerate().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let field = |i: usize| f.get(i).copied().unwrap_or_default();
        let line_id = line_id(&screen, index);
        let node = match field(0) {
            kind @ ("h" | "t") => Node {
                focused: field(3).contains('k'),
                ..Node::new(
                    line_id,
                    if kind == "h" {
                        Role::Heading
                    } else {
                        Role::Text
                    },
                    field(2),
                )
            }
            .at(place.line(field(1), nodes.len())),
            "g" => Node::new(GRID_ID, Role::Grid, field(1)).at(place.grid()),
            kind @ ("b" | "c") => {
                let Ok(id) = field(1).parse::<u32>() else {
                    continue;
                };
                let flags = field(3);
                let control = Control::from_id(id);
                let pressed = if flags.contains('p') {
                    Some(true)
                } else if flags.contains('u') {
                    Some(false)
                } else {
                    None
                };
                let role = match (kind, pressed) {
                    ("c", _) => Role::Cell,
                    (_, Some(_)) => Role::Toggle,
                    _ => Role::Button,
                };
                let cell = match control {
                    Some(Control::Cell(sq)) => Some((sq.row(), sq.col())),
                    _ => None,
                };
                Node {
                    enabled: !flags.contains('d'),
                    shown: !flags.contains('x'),
                    pressed,
                    playable: flags.contains('a'),
                    cursor: flags.contains('f'),
                    focused: flags.contains('k'),
                    lang: Some(field(4)).filter(|l| !l.is_empty()).map(str::to_owned),
                    cell,
                    ..Node::new(id, role, field(2))
                }
                .at(place.control(control, nodes.len()))
            }
            _ => continue,
        };
        nodes.push(node);
    }
    Tree {
        screen,
        lang,
        nodes,
    }
}

impl Node {
    fn new(id: u32, role: Role, name: &str) -> Node {
        Node {
            id,
            role,
            name: name.to_owned(),
            bounds: Rect::new(0.0, 0.0, 1.0, 1.0),
            enabled: true,
            shown: true,
            pressed: None,
            playable: false,
            cursor: false,
            focused: false,
            lang: None,
            cell: None,
        }
    }

    fn at(self, bounds: Rect) -> Node {
        Node {
            bounds: nonempty(bounds),
            ..self
        }
    }
}

fn nonempty(r: Rect) -> Rect {
    Rect::new(r.x, r.y, r.w.max(1.0), r.h.max(1.0))
}

fn union(a: Rect, b: Rect) -> Rect {
    let (x, y) = (a.x.min(b.x), a.y.min(b.y));
    let right = (a.x + a.w).max(b.x + b.w);
    let bottom = (a.y + a.h).max(b.y + b.h);
    Rect::new(x, y, right - x, bottom - y)
}

/// The layout of the screen being described.
enum Placer {
    Menu(MenuLayout),
    Stats(StatsLayout),
    Settings(SettingsLayout),
    /// The game's layout and whether the player has White (whose count is `count_white`).
    Game(GameLayout, bool),
    /// A page to read: its title and Back where they are drawn; its lines, which scroll, one
    /// under the other in a column.
    Reading(ReadingLayout, Metrics, f32, f32),
    /// The language list: its rows in the list's order, scrolled by the offset.
    Languages(LanguagesLayout, Vec<&'static str>, f32),
    /// A screen without a layout here: one line under the other, in a column.
    Column(Metrics, f32, f32),
}

impl Placer {
    fn new(screen: &str, flow: &Flow, (w, h, scale): (f32, f32, f32), lang: &str) -> Placer {
        match screen {
            "menu" => Placer::Menu(MenuLayout::new(w, h, scale).for_language(w, lang)),
            "stats" => Placer::Stats(StatsLayout::new(w, h, scale).for_language(w, lang)),
            "settings" => Placer::Settings(SettingsLayout::new(w, h, scale).for_language(w, lang)),
            "game" => {
                let white = flow
                    .game()
                    .is_some_and(|m| m.player() == crate::core::Color::White);
                Placer::Game(GameLayout::new(w, h, scale).for_language(w, lang), white)
            }
            "reading" => Placer::Reading(
                ReadingLayout::new(w, h, scale).for_language(w, lang),
                Metrics::new(w, h, scale),
                w,
                h,
            ),
            "languages" => Placer::Languages(
                LanguagesLayout::new(w, h, scale).for_language(w, lang),
                crate::i18n::list_order(flow.system_language()).collect(),
                flow.scroll().offset(),
            ),
            _ => Placer::Column(Metrics::new(w, h, scale), w, h),
        }
    }

    /// A heading's or text's place by its key; `k` is its position among the nodes.
    fn line(&self, key: &str, k: usize) -> Rect {
        match self {
            Placer::Menu(l) => match key {
                "prompt" => l.prompt,
                _ => l.title,
            },
            Placer::Stats(l) => match key.strip_prefix("row").and_then(|n| n.parse().ok()) {
                Some(n @ 0..=2) => l.block(n)[0],
                _ => l.title,
            },
            Placer::Settings(l) => match key {
                "settings-sound" => l.captions[0],
                "settings-animation" => l.captions[1],
                "settings-contrast" => l.captions[2],
                "settings-language" => l.captions[3],
                _ => l.title,
            },
            Placer::Game(l, white) => {
                let (you, cpu) = if *white {
                    (l.count_white, l.count_black)
                } else {
                    (l.count_black, l.count_white)
                };
                match key {
                    "opponent" => cpu,
                    "color" => you,
                    "score" => union(you, cpu),
                    _ => l.status,
                }
            }
            Placer::Reading(l, ..) if key == "title" => l.title,
            Placer::Languages(l, _, offset) => match key {
                "system" => {
                    let r = l.row(0, *offset);
                    Rect::new(r.x + r.w * 0.55, r.y, r.w * 0.45, r.h)
                }
                _ => l.frame.title,
            },
            Placer::Reading(..) | Placer::Column(..) => self.row(k),
        }
    }

    fn grid(&self) -> Rect {
        match self {
            Placer::Game(l, _) => l.board,
            _ => self.row(0),
        }
    }

    /// A button's or cell's place; `k` is its position among the nodes.
    fn control(&self, control: Option<Control>, k: usize) -> Rect {
        match (self, control) {
            (Placer::Menu(l), Some(Control::Menu(item))) => l.rect(item),
            (Placer::Settings(l), Some(Control::Setting(item))) => l.rect(item),
            (Placer::Stats(l), Some(Control::StatsBack)) => l.back,
            (Placer::Game(l, _), Some(Control::Cell(sq))) => l.square_rect(sq),
            (Placer::Game(l, _), Some(Control::Undo)) => l.undo,
            (Placer::Game(l, _), Some(Control::NewGame)) => l.new_game,
            (Placer::Game(l, _), Some(Control::GameMenu)) => l.menu,
            // the mirror's own "Score" says what the two count boxes show
            (Placer::Game(l, _), Some(Control::Score)) => union(l.count_black, l.count_white),
            (Placer::Settings(l), _) => l.rect(SettingsItem::Back),
            (Placer::Stats(l), _) => l.back,
            (Placer::Menu(l), _) => l.title,
            (Placer::Game(l, _), _) => l.status,
            (Placer::Reading(l, ..), Some(Control::PageBack)) => l.back,
            (Placer::Languages(l, order, offset), Some(Control::Language(code))) => {
                let k = order.iter().position(|c| *c == code).unwrap_or(0);
                l.row(k, *offset)
            }
            (Placer::Languages(l, ..), _) => l.frame.back,
            (Placer::Reading(..) | Placer::Column(..), _) => self.row(k),
        }
    }

    /// Row `k` of a column of button-high rows down the window (the last row repeats
    /// when there are more rows than room).
    fn row(&self, k: usize) -> Rect {
        let (m, w, h) = match self {
            Placer::Column(m, w, h) | Placer::Reading(_, m, w, h) => (*m, *w, *h),
            _ => return Rect::new(0.0, 0.0, 1.0, 1.0),
        };
        let col_w = (w - 2.0 * m.margin).min(m.button * 9.0).max(1.0);
        let step = m.button + m.gap;
        let rows = ((h - 2.0 * m.margin + m.gap) / step).floor().max(1.0);
        let k = (k as f32).min(rows - 1.0);
        Rect::new((w - col_w) / 2.0, m.margin + k * step, col_w, m.button)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Opponent;
    use crate::core::Square;
    use crate::flow::Command;
    use crate::i18n::Texts;
    use crate::persist::Persistence;
    use crate::storage::SharedMemoryStorage;
    use crate::ui::focus::Focus;
    use crate::ui::layout::MenuItem;
    use crate::ui::mirror::describe;

    fn launch() -> Flow {
        let storage = Box::new(SharedMemoryStorage::default());
        let (persistence, loaded) = Persistence::open(storage, None);
        Flow::new(persistence, loaded)
    }

    const SIZES: [(f32, f32, f32); 3] = [
        (720.0, 900.0, 1.0),
        (1080.0, 2200.0, 2.75),
        (2200.0, 1080.0, 2.75),
    ];

    fn inside(r: Rect, w: f32, h: f32) -> bool {
        r.w >= 1.0 && r.h >= 1.0 && r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= w && r.y + r.h <= h
    }

    #[test]
    fn the_menus_buttons_are_where_the_layout_draws_them() {
        let flow = launch();
        let texts = Texts::new("en");
        for (w, h, s) in SIZES {
            let tree = build(&describe(&flow, &texts, &Focus::default()), &flow, w, h, s);
            assert_eq!((tree.screen.as_str(), tree.lang.as_str()), ("menu", "en"));
            let l = MenuLayout::new(w, h, s);
            for item in MenuLayout::ITEMS {
                let node = tree.node(Control::Menu(item).id()).unwrap();
                assert_eq!(node.bounds, l.rect(item), "{item:?}");
            }
            let easy = tree.node(Control::Menu(MenuItem::Opponent(Opponent::Easy)).id());
            assert_eq!(
                easy.map(|n| (n.role, n.name.as_str())),
                Some((Role::Button, "Easy"))
            );
            let black = tree
                .node(Control::Menu(MenuItem::Color(crate::core::Color::Black)).id())
                .unwrap();
            assert_eq!((black.role, black.pressed), (Role::Toggle, Some(true)));
            let cont = tree.node(Control::Menu(MenuItem::Continue).id()).unwrap();
            assert!(!cont.shown, "Continue is hidden without a saved game");
            assert_eq!(tree.nodes[0].role, Role::Heading);
            assert_eq!(tree.nodes[0].bounds, l.title);
            assert_eq!(tree.nodes[0].id, line_id("menu", 1));
            for n in &tree.nodes {
                assert!(inside(n.bounds, w, h), "{w}x{h} {n:?}");
            }
            let (x, y) = l.settings.center();
            assert_eq!(
                tree.hit(x, y).map(|n| n.id),
                Some(Control::Menu(MenuItem::Settings).id())
            );
        }
    }

    #[test]
    fn a_game_is_a_grid_of_64_named_cells_on_the_drawn_squares() {
        let mut flow = launch();
        flow.apply(Command::StartGame {
            opponent: Opponent::Easy,
            seed: 1,
        });
        let texts = Texts::new("en");
        let e4 = Square::parse("e4");
        for (w, h, s) in SIZES {
            let tree = build(
                &describe(&flow, &texts, &Focus::at_square(e4)),
                &flow,
                w,
                h,
                s,
            );
            assert_eq!(tree.screen, "game");
            let l = GameLayout::new(w, h, s);
            let grid = tree
                .nodes
                .iter()
                .position(|n| n.role == Role::Grid)
                .unwrap();
            assert_eq!(tree.nodes[grid].id, GRID_ID);
            assert_eq!(tree.nodes[grid].bounds, l.board);
            let cells = &tree.nodes[grid + 1..grid + 65];
            assert!(cells.iter().all(|n| n.role == Role::Cell));
            for (i, n) in cells.iter().enumerate() {
                let sq = Square::new(i as u8).unwrap();
                assert_eq!(n.bounds, l.square_rect(sq));
                assert_eq!(square_of(n), Some(sq));
                assert_eq!(n.cell, Some((sq.row(), sq.col())));
                assert_eq!(Control::from_id(n.id), Some(Control::Cell(sq)));
            }
            let d3 = tree.node(Control::Cell(Square::parse("d3").unwrap()).id());
            let d3 = d3.unwrap();
            assert_eq!(d3.name, "d3, empty, you can play here");
            assert!(d3.playable && !d3.cursor);
            assert_eq!(tree.cursor().map(|n| n.name.as_str()), Some("e4, black"));
            let (x, y) = l.square_center(Square::parse("d3").unwrap());
            assert_eq!(tree.hit(x, y).map(|n| n.id), Some(d3.id));
            let undo = tree.node(Control::Undo.id()).unwrap();
            assert_eq!((undo.bounds, undo.enabled), (l.undo, false));
            assert!(!tree.node(Control::NewGame.id()).unwrap().shown);
            for n in &tree.nodes {
                assert!(inside(n.bounds, w, h), "{w}x{h} {n:?}");
            }
        }
    }

    #[test]
    fn a_screen_without_a_layout_here_is_read_in_order_inside_the_window() {
        let flow = launch();
        let text = "screen\thowto\ten\nh\ttitle\tHow to play\nt\tp1\tBlack moves first.\n\
                    t\tp2\tA move turns discs.\nb\t40\tBack\t\n";
        let tree = build(text, &flow, 720.0, 900.0, 1.0);
        assert_eq!(tree.screen, "howto");
        let kinds: Vec<(u32, Role)> = tree.nodes.iter().map(|n| (n.id, n.role)).collect();
        assert_eq!(
            kinds,
            [
                (line_id("howto", 1), Role::Heading),
                (line_id("howto", 2), Role::Text),
                (line_id("howto", 3), Role::Text),
                (40, Role::Button)
            ]
        );
        for pair in tree.nodes.windows(2) {
            assert!(pair[0].bounds.y < pair[1].bounds.y, "{pair:?}");
        }
        for n in &tree.nodes {
            assert!(inside(n.bounds, 720.0, 900.0), "{n:?}");
        }
    }

    #[test]
    fn settings_and_statistics_are_placed_too() {
        let mut flow = launch();
        flow.apply(Command::ShowSettings);
        let texts = Texts::new("de");
        let (w, h, s) = (1080.0, 2200.0, 2.75);
        let tree = build(&describe(&flow, &texts, &Focus::default()), &flow, w, h, s);
        let l = SettingsLayout::new(w, h, s);
        assert_eq!(tree.lang, "de");
        for item in SettingsLayout::ITEMS {
            assert_eq!(
                tree.node(Control::Setting(item).id()).unwrap().bounds,
                l.rect(item)
            );
        }
        flow.apply(Command::BackToMenu);
        flow.apply(Command::ShowStats);
        let tree = build(&describe(&flow, &texts, &Focus::default()), &flow, w, h, s);
        let l = StatsLayout::new(w, h, s);
        assert_eq!(tree.node(Control::StatsBack.id()).unwrap().bounds, l.back);
        let texts: Vec<&Node> = tree.nodes.iter().filter(|n| n.role == Role::Text).collect();
        assert_eq!(texts.len(), 3);
        assert_eq!(texts[1].bounds, l.block(1)[0]);
    }

    #[test]
    fn the_serialized_tree_has_every_shown_node_in_whole_pixels() {
        let mut flow = launch();
        flow.apply(Command::StartGame {
            opponent: Opponent::Easy,
            seed: 1,
        });
        let texts = Texts::new("en");
        let tree = build(
            &describe(&flow, &texts, &Focus::default()),
            &flow,
            1080.0,
            2200.0,
            2.75,
        );
        let text = serialize(&tree);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "screen\tgame\ten\tCPU · Easy");
        let shown = tree.nodes.iter().filter(|n| n.shown).count();
        assert_eq!(lines.len(), 1 + shown);
        assert!(shown < tree.nodes.len(), "New game is hidden during play");
        let d3 = Square::parse("d3").unwrap();
        let r = GameLayout::new(1080.0, 2200.0, 2.75).square_rect(d3);
        let want = format!(
            "{}\tc\taf\t{}\t{}\t{}\t{}\t2\t3\td3, empty, you can play here",
            Control::Cell(d3).id(),
            r.x.round(),
            r.y.round(),
            (r.x + r.w).round(),
            (r.y + r.h).round()
        );
        assert!(lines.contains(&want.as_str()), "{want}\n{text}");
        assert!(
            lines.iter().any(|l| l.starts_with("41\tb\td\t")),
            "Undo, disabled"
        );
        assert!(
            lines.iter().any(|l| l.starts_with("999\tg\t\t")),
            "the grid"
        );
    }

    #[test]
    fn the_serialized_language_list_marks_each_name_with_its_language() {
        let mut flow = launch();
        flow.apply(Command::ShowSettings);
        flow.apply(Command::ShowLanguages);
        let tree = build(
            &describe(&flow, &Texts::new("en"), &Focus::default()),
            &flow,
            1080.0,
            2200.0,
            2.75,
        );
        let text = serialize(&tree);
        let field = |name: &str| {
            text.lines()
                .map(|l| l.split('\t').collect::<Vec<_>>())
                .find(|f| f.len() > 9 && f[9] == name)
                .map(|f| f.get(10).copied())
        };
        assert_eq!(field("English"), Some(Some("en")), "{text}");
        assert_eq!(field("Bahasa Melayu"), Some(Some("ms")), "{text}");
        // the title, in the screen's own language, carries none
        assert_eq!(field("Language"), Some(None), "{text}");
    }
}
