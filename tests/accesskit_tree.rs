//! The accessible tree as AccessKit's nodes (src/platform/accesskit_tree.rs), which both
//! desktop adapters get: AT-SPI on Linux (Orca) and UI Automation on Windows (Narrator, NVDA),
//! for the game's screens: the board as a grid of 64 cells, the menu's toggles, the focus on
//! the control the keyboard is on (the menu's focused button, the cursor's cell after each
//! move of it), and the live words as a live region (Windows) or a notification (Linux).
#![cfg(all(any(target_os = "linux", target_os = "windows"), feature = "gui"))]

use accesskit::{Action, Live, Node, NodeId, Role, Toggled, TreeUpdate};
use reversi::core::Opponent;
use reversi::flow::{Command, Flow};
use reversi::i18n::Texts;
use reversi::persist::Persistence;
use reversi::platform::accesskit_tree::{event, update, Speech, LIVE_ID, NOTE_IDS, WINDOW_ID};
use reversi::storage::SharedMemoryStorage;
use reversi::ui::access::{self, Tree};
use reversi::ui::focus::Focus;
use reversi::ui::mirror::describe;
fn launch() -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(SharedMemoryStorage::default()), None);
    Flow::new(persistence, loaded)
}

fn tree_of(flow: &Flow, lang: &str, cursor: Option<reversi::core::Square>) -> Tree {
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
    let d3 = reversi::core::Square::parse("d3").unwrap();
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
    use reversi::ui::layout::MenuLayout;
    let flow = launch();
    for speech in [Speech::LiveRegion, Speech::Notification(1)] {
        for item in MenuLayout::ITEMS {
            if item == reversi::ui::layout::MenuItem::Continue {
                continue;
            }
            let focus = Focus {
                menu: Some(item),
                ..Focus::default()
            };
            let update = update(&focused_tree(&flow, &focus), "Reversi", "", speech, 1.0);
            let id = NodeId(u64::from(reversi::ui::mirror::Control::Menu(item).id()));
            assert_eq!(update.focus, id, "{item:?} {speech:?}");
            let node = find(&update, id);
            assert!(matches!(node.role(), Role::Button));
            assert!(node.supports_action(Action::Click));
        }
    }
}

#[test]
fn windows_and_linux_have_the_focus_on_the_cursors_cell_after_each_move_of_it() {
    use reversi::input::{Frame, Input, Key};
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
