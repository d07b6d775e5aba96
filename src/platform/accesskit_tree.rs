//! The accessible tree of `src/ui/access.rs` as AccessKit's nodes, for the desktop's screen
//! readers (AT-SPI on Linux, UI Automation on Windows). Pure: no window, no adapter; the
//! adapters take what [`update`] returns.
//!
//! Ids: a node keeps its id from the tree (a control's `Control::id`, so an action on it
//! comes back as that control); the window and the live region have their own, above any
//! the tree gives.

use accesskit::{Action, Live, Node, NodeId, Rect, Role, Toggled, TreeId, TreeInfo, TreeUpdate};

use crate::ui::access::{self, Tree};

/// The window: the root of everything.
pub const WINDOW_ID: NodeId = NodeId(1_000_000);
/// The live region: the words of the last move, pass or result, said politely.
pub const LIVE_ID: NodeId = NodeId(1_000_001);

/// A whole tree for the adapter (it is small: under a hundred nodes, sent only when the
/// screen's description, the window's size or the words changed). `pixels` is how many
/// window pixels make one of the layout's units; `words` what the live region says.
pub fn update(tree: &Tree, title: &str, words: &str, pixels: f64) -> TreeUpdate {
    let mut nodes = Vec::with_capacity(tree.nodes.len() + 2);
    let mut root_children = Vec::new();
    let mut grid: Option<(NodeId, Node)> = None;
    let mut focus = WINDOW_ID;
    for n in &tree.nodes {
        if n.role == access::Role::Text && n.name.trim().is_empty() {
            // an empty line (the status line between notices) is only noise to a listener
            continue;
        }
        let id = NodeId(u64::from(n.id));
        let node = node(n, pixels);
        match n.role {
            access::Role::Cell => {
                if n.cursor {
                    focus = id;
                }
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

    let mut live = Node::new(Role::Status);
    live.set_live(Live::Polite);
    live.set_value(words);
    live.set_label(words);
    root_children.push(LIVE_ID);
    nodes.push((LIVE_ID, live));

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
    use crate::ui::mirror::describe;

    fn launch() -> Flow {
        let (persistence, loaded) =
            Persistence::open(Box::new(SharedMemoryStorage::default()), None);
        Flow::new(persistence, loaded)
    }

    fn tree_of(flow: &Flow, lang: &str, cursor: Option<crate::core::Square>) -> Tree {
        let description = describe(flow, &Texts::new(lang), cursor);
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
        let update = update(&tree, "Reversi", "You played d3.", 1.0);

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
        let update = update(&tree, "Reversi", "", 2.0);
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
        let update = update(&tree_of(&flow, "en", None), "Reversi", "", 1.0);
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
}
