//! The accessible tree of `src/ui/access.rs` as AccessKit's nodes, for the desktop's screen
//! readers (AT-SPI on Linux, UI Automation on Windows). Pure: no window, no adapter; the
//! adapters take what [`update`] returns.
//!
//! Ids: a node keeps its id from the tree (a control's `Control::id`, so an action on it
//! comes back as that control); the window and the live words have their own, above any
//! the tree gives.
//!
//! The focus is the control the keyboard is on (`access::Node::focused`), else the window:
//! a screen reader says what Enter will choose, and a focus that moves alone is a new tree.

use accesskit::{Action, Live, Node, NodeId, Rect, Role, Toggled, TreeId, TreeInfo, TreeUpdate};

use crate::ui::access::{self, Tree};

/// The window: the root of everything.
pub const WINDOW_ID: NodeId = NodeId(1_000_000);
/// Where the live words are: the words of the last move, pass, undo, result or notice.
pub const LIVE_ID: NodeId = NodeId(1_000_001);
/// The notifications that carry the words to AT-SPI ([`Speech::Notification`]): two ids in
/// turn, so that each new notification is a node the adapter has not seen since the last.
pub const NOTE_IDS: [NodeId; 2] = [NodeId(1_000_002), NodeId(1_000_003)];

/// How a screen reader is told the live words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speech {
    /// A polite live region (UI Automation raises LiveRegionChanged, which Narrator, NVDA
    /// and JAWS read).
    LiveRegion,
    /// AT-SPI: a status bar holding a notification, made anew for each words (the `u64`
    /// counts them). Every Orca presents a notification that appears (the vendored
    /// accesskit_atspi_common says so: vendor/accesskit_atspi_common-patches/0001), and says
    /// one inside a status bar without "notification" up to Orca 46. A live region's
    /// announcement is said only by Orca 46 and later (Debian 12 has 43), and the two
    /// together would be said twice there, so the status bar is not live.
    Notification(u64),
}

/// A whole tree for the adapter (it is small: under a hundred nodes, sent only when the
/// screen's description, the window's size or the words changed). `pixels` is how many
/// window pixels make one of the layout's units; `words` what the live words say.
pub fn update(tree: &Tree, title: &str, words: &str, speech: Speech, pixels: f64) -> TreeUpdate {
    let mut nodes = Vec::with_capacity(tree.nodes.len() + 3);
    let mut root_children = Vec::new();
    let mut grid: Option<(NodeId, Node)> = None;
    let mut focus = WINDOW_ID;
    for n in &tree.nodes {
        if n.role == access::Role::Text && n.name.trim().is_empty() {
            // an empty line (the status line between notices) is only noise to a listener
            continue;
        }
        let id = NodeId(u64::from(n.id));
        if n.focused && n.shown {
            focus = id;
        }
        let node = node(n, pixels);
        match n.role {
            access::Role::Cell => {
                match grid.as_mut() {
                    Some((_, g)) => g.push_child(id),
                    None => root_children.push(id),
                }
                nodes.push((id, node));
            }
            access::Role::Grid => {
                if let Some(done) = grid.take() {
                    nodes.push(done);
                }
                root_children.push(id);
                grid = Some((id, node));
            }
            _ => {
                if let Some(done) = grid.take() {
                    nodes.push(done);
                }
                root_children.push(id);
                nodes.push((id, node));
            }
        }
    }
    if let Some(done) = grid.take() {
        nodes.push(done);
    }

    root_children.push(LIVE_ID);
    match speech {
        Speech::LiveRegion => {
            let mut live = Node::new(Role::Status);
            live.set_live(Live::Polite);
            live.set_value(words);
            live.set_label(words);
            nodes.push((LIVE_ID, live));
        }
        Speech::Notification(count) => {
            let mut bar = Node::new(Role::Status);
            if !words.is_empty() {
                let id = NOTE_IDS[(count % 2) as usize];
                let mut note = Node::new(Role::Alert);
                note.set_label(words);
                bar.set_children(vec![id]);
                nodes.push((id, note));
            }
            nodes.push((LIVE_ID, bar));
        }
    }

    let mut window = Node::new(Role::Window);
    window.set_label(title);
    window.set_language(tree.lang.as_str());
    window.set_children(root_children);
    nodes.push((WINDOW_ID, window));

    let mut info = TreeInfo::new(WINDOW_ID);
    info.toolkit_name = Some("Reversi".into());
    info.toolkit_version = Some(env!("CARGO_PKG_VERSION").into());
    TreeUpdate {
        nodes,
        tree: Some(info),
        tree_id: TreeId::ROOT,
        focus,
    }
}

fn node(n: &access::Node, pixels: f64) -> Node {
    let role = match n.role {
        access::Role::Heading => Role::Heading,
        access::Role::Text => Role::Label,
        access::Role::Button => Role::Button,
        // AccessKit makes a toggled button a toggle button (AT-SPI "toggle button")
        access::Role::Toggle => Role::Button,
        access::Role::Grid => Role::Grid,
        access::Role::Cell => Role::GridCell,
    };
    let mut node = Node::new(role);
    if role == Role::Label {
        // a static text's words are its value (AccessKit names a label by it)
        node.set_value(n.name.as_str());
    } else {
        node.set_label(n.name.as_str());
    }
    let b = n.bounds;
    node.set_bounds(Rect {
        x0: f64::from(b.x) * pixels,
        y0: f64::from(b.y) * pixels,
        x1: f64::from(b.x + b.w) * pixels,
        y1: f64::from(b.y + b.h) * pixels,
    });
    if n.role == access::Role::Heading {
        node.set_level(1);
    }
    if let Some(lang) = &n.lang {
        node.set_language(lang.as_str());
    }
    if let Some(pressed) = n.pressed {
        node.set_toggled(if pressed {
            Toggled::True
        } else {
            Toggled::False
        });
    }
    if let Some((row, col)) = n.cell {
        node.set_row_index(usize::from(row));
        node.set_column_index(usize::from(col));
    }
    if n.role == access::Role::Grid {
        node.set_row_count(8);
        node.set_column_count(8);
    }
    if !n.shown {
        node.set_hidden();
    }
    let actionable = matches!(
        n.role,
        access::Role::Button | access::Role::Toggle | access::Role::Cell
    );
    if actionable {
        node.add_action(Action::Focus);
        if n.enabled {
            node.add_action(Action::Click);
        } else {
            node.set_disabled();
        }
    }
    node
}

/// What an action asks of the game: (true, id) activate the control, (false, id) it got the
/// screen reader's focus (the same pairs as the browser's mirror sends).
pub fn event(action: Action, target: NodeId) -> Option<(bool, u32)> {
    let id = u32::try_from(target.0).ok().filter(|id| *id < 1_000_000)?;
    match action {
        Action::Click => Some((true, id)),
        Action::Focus => Some((false, id)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Opponent;
    use crate::flow::{Command, Flow};
    use crate::i18n::Texts;
    use crate::persist::Persistence;
    use crate::storage::SharedMemoryStorage;
    use crate::ui::focus::Focus;
    use crate::ui::mirror::describe;

    fn launch() -> Flow {
        let (persistence, loaded) =
            Persistence::open(Box::new(SharedMemoryStorage::default()), None);
        Flow::new(persistence, loaded)
    }

    fn tree_of(flow: &Flow, lang: &str, cursor: Option<crate::core::Square>) -> Tree {
        let description = describe(flow, &Texts::new(lang), &Focus::at_square(cursor));
        access::build(&description, flow, 720.0, 900.0, 1.0)
    }

    fn find(update: &TreeUpdate, id: NodeId) -> &Node {
        &update
            .nodes
            .iter()
            .find(|(i, _)| *i == id)
            .expect("the node")
            .1
    }

    fn named<'a>(update: &'a TreeUpdate, label: &str) -> (NodeId, &'a Node) {
        let (id, node) = update
            .nodes
            .iter()
            .find(|(_, n)| n.label() == Some(label))
            .unwrap_or_else(|| panic!("no node named {label}"));
        (*id, node)
    }

    #[test]
    fn the_board_is_a_grid_of_64_cells_under_the_window() {
        let mut flow = launch();
        flow.apply(Command::StartGame {
            opponent: Opponent::Easy,
            seed: 1,
        });
        let d3 = crate::core::Square::parse("d3").unwrap();
        let tree = tree_of(&flow, "en", Some(d3));
        let update = update(&tree, "Reversi", "You played d3.", Speech::LiveRegion, 1.0);

        assert_eq!(update.tree.as_ref().unwrap().root, WINDOW_ID);
        let window = find(&update, WINDOW_ID);
        assert_eq!(window.role(), Role::Window);
        let grid_id = NodeId(u64::from(access::GRID_ID));
        assert!(window.children().contains(&grid_id));
        assert!(window.children().contains(&LIVE_ID));
        let grid = find(&update, grid_id);
        assert_eq!(grid.role(), Role::Grid);
        assert_eq!((grid.row_count(), grid.column_count()), (Some(8), Some(8)));
        assert_eq!(grid.children().len(), 64);
        for child in grid.children() {
            assert_eq!(find(&update, *child).role(), Role::GridCell);
        }

        let (id, cell) = named(&update, "d3, empty, you can play here");
        assert_eq!(update.focus, id, "the cursor's cell has the focus");
        assert_eq!((cell.row_index(), cell.column_index()), (Some(2), Some(3)));
        assert!(cell.supports_action(Action::Click));
        let drawn = tree.node(id.0 as u32).unwrap().bounds;
        let b = cell.bounds().unwrap();
        assert_eq!((b.x0, b.y0), (f64::from(drawn.x), f64::from(drawn.y)));
        assert_eq!(event(Action::Click, id), Some((true, id.0 as u32)));
        assert_eq!(event(Action::Focus, id), Some((false, id.0 as u32)));

        // the status line is empty between notices: described, but not given to a listener
        assert!(tree
            .nodes
            .iter()
            .any(|n| n.role == access::Role::Text && n.name.is_empty()));
        assert!(update
            .nodes
            .iter()
            .all(|(_, n)| n.role() != Role::Label || n.value().is_some_and(|v| !v.is_empty())));

        let live = find(&update, LIVE_ID);
        assert_eq!(live.live(), Some(Live::Polite));
        assert_eq!(live.label(), Some("You played d3."));
    }

    #[test]
    fn the_menu_in_german_with_its_toggles_and_a_hidden_continue() {
        let flow = launch();
        let tree = tree_of(&flow, "de", None);
        let update = update(&tree, "Reversi", "", Speech::LiveRegion, 2.0);
        let (_, easy) = named(&update, "Leicht");
        assert_eq!(easy.role(), Role::Button);
        assert!(easy.supports_action(Action::Click));
        let toggles: Vec<_> = update
            .nodes
            .iter()
            .filter(|(_, n)| n.toggled().is_some())
            .collect();
        assert_eq!(toggles.len(), 2, "black first / white second");
        assert_eq!(
            toggles
                .iter()
                .filter(|(_, n)| n.toggled() == Some(Toggled::True))
                .count(),
            1
        );
        // Continue is described but not shown while no game is saved
        let hidden: Vec<_> = tree.nodes.iter().filter(|n| !n.shown).collect();
        assert!(!hidden.is_empty());
        for n in hidden {
            assert!(find(&update, NodeId(u64::from(n.id))).is_hidden());
        }
        // window pixels: the layout's units times the window's scale
        let drawn = tree
            .nodes
            .iter()
            .find(|n| n.name == "Leicht")
            .unwrap()
            .bounds;
        let b = easy.bounds().unwrap();
        assert_eq!(
            (b.x1, b.y1),
            (
                f64::from(drawn.x + drawn.w) * 2.0,
                f64::from(drawn.y + drawn.h) * 2.0
            )
        );
        assert_eq!(update.focus, WINDOW_ID);
    }

    #[test]
    fn texts_are_labels_with_their_words_as_value() {
        let flow = launch();
        let update = update(
            &tree_of(&flow, "en", None),
            "Reversi",
            "",
            Speech::LiveRegion,
            1.0,
        );
        let text = update
            .nodes
            .iter()
            .find(|(_, n)| n.role() == Role::Label)
            .expect("a text line");
        assert_eq!(text.1.value(), Some("Choose your opponent"));
        assert!(update
            .nodes
            .iter()
            .any(|(_, n)| n.role() == Role::Heading && n.level() == Some(1)));
    }

    #[test]
    fn only_the_games_controls_take_actions() {
        assert_eq!(event(Action::Click, WINDOW_ID), None);
        assert_eq!(event(Action::Click, LIVE_ID), None);
        assert_eq!(event(Action::ScrollDown, NodeId(141)), None);
        assert_eq!(event(Action::Click, NodeId(1)), Some((true, 1)));
    }
    /// The tree every adapter gets, with the keyboard where `focus` says.
    fn focused_tree(flow: &Flow, focus: &Focus) -> Tree {
        access::build(
            &describe(flow, &Texts::new("en"), focus),
            flow,
            720.0,
            900.0,
            1.0,
        )
    }

    #[test]
    fn windows_and_linux_have_the_focus_on_the_menus_focused_button() {
        use crate::ui::layout::MenuLayout;
        let flow = launch();
        for speech in [Speech::LiveRegion, Speech::Notification(1)] {
            for item in MenuLayout::ITEMS {
                if item == crate::ui::layout::MenuItem::Continue {
                    continue;
                }
                let focus = Focus {
                    menu: Some(item),
                    ..Focus::default()
                };
                let update = update(&focused_tree(&flow, &focus), "Reversi", "", speech, 1.0);
                let id = NodeId(u64::from(crate::ui::mirror::Control::Menu(item).id()));
                assert_eq!(update.focus, id, "{item:?} {speech:?}");
                let node = find(&update, id);
                assert!(matches!(node.role(), Role::Button));
                assert!(node.supports_action(Action::Click));
            }
        }
    }

    #[test]
    fn windows_and_linux_have_the_focus_on_the_cursors_cell_after_each_move_of_it() {
        use crate::input::{Frame, Input, Key};
        let mut flow = launch();
        flow.apply(Command::StartGame {
            opponent: Opponent::Easy,
            seed: 1,
        });
        let mut input = Input::default();
        input.place_focus(&flow, true);
        let mut names = Vec::new();
        for key in [
            Key::Right,
            Key::Down,
            Key::Left,
            Key::Up,
            Key::Tab,
            Key::Tab,
        ] {
            let frame = Frame {
                keys: vec![key],
                ..Frame::new((720.0, 900.0, 1.0), "en")
            };
            let _ = input.frame(&flow, &frame);
            input.place_focus(&flow, true);
            let tree = focused_tree(&flow, &input.focus);
            for speech in [Speech::LiveRegion, Speech::Notification(1)] {
                let update = update(&tree, "Reversi", "", speech, 1.0);
                let cell = find(&update, update.focus);
                assert_eq!(cell.role(), Role::GridCell, "{key:?}");
                let sq = input.focus.cursor.expect("a cursor");
                let (row, col) = (usize::from(sq.row()), usize::from(sq.col()));
                assert_eq!(
                    (cell.row_index(), cell.column_index()),
                    (Some(row), Some(col))
                );
                if speech == Speech::LiveRegion {
                    names.push(cell.label().unwrap_or_default().to_owned());
                }
            }
        }
        assert_eq!(
            names,
            [
                "e3, empty",
                "e4, black",
                "d4, white",
                "d3, empty, you can play here",
                "c4, empty, you can play here",
                "f5, empty, you can play here",
            ]
        );
    }

    #[test]
    fn on_linux_the_words_are_a_new_notification_in_a_status_bar_and_nothing_is_live() {
        let flow = launch();
        let tree = tree_of(&flow, "en", None);
        let first = update(
            &tree,
            "Reversi",
            "You played d3.",
            Speech::Notification(1),
            1.0,
        );
        let bar = find(&first, LIVE_ID);
        assert_eq!(bar.role(), Role::Status);
        assert_eq!(bar.children(), [NOTE_IDS[1]]);
        let note = find(&first, NOTE_IDS[1]);
        assert_eq!(note.role(), Role::Alert);
        assert_eq!(note.label(), Some("You played d3."));
        // live nowhere: Orca 46 and later would say an announcement as well
        assert!(first.nodes.iter().all(|(_, n)| n.live().is_none()));
        // the next words: the other id, so the adapter sees a notification added
        let next = update(&tree, "Reversi", "Undone.", Speech::Notification(2), 1.0);
        assert_eq!(find(&next, LIVE_ID).children(), [NOTE_IDS[0]]);
        assert!(next.nodes.iter().all(|(id, _)| *id != NOTE_IDS[1]));
        // before any words: the bar alone
        let none = update(&tree, "Reversi", "", Speech::Notification(0), 1.0);
        assert!(find(&none, LIVE_ID).children().is_empty());
    }
}
