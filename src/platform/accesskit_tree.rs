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

use accesskit::{
    Action, Live, Node, NodeId, Rect, Role, TextDirection, Toggled, TreeId, TreeInfo, TreeUpdate,
};

use crate::ui::access::tree::{self as access, Tree};

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
        let node = node(n, pixels, &tree.lang);
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
    window.set_text_direction(direction(&tree.lang));
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

/// The direction a language's text runs in (Arabic, Persian, Hebrew: from the right).
fn direction(lang: &str) -> TextDirection {
    if crate::text::is_rtl(lang) {
        TextDirection::RightToLeft
    } else {
        TextDirection::LeftToRight
    }
}

fn node(n: &access::Node, pixels: f64, tree_lang: &str) -> Node {
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
    // a node in a language of its own (a name in the language list) runs as that language
    if let Some(lang) = &n.lang {
        node.set_language(lang.as_str());
    }
    node.set_text_direction(direction(n.lang.as_deref().unwrap_or(tree_lang)));
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
