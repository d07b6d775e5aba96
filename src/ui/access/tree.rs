//! The accessible tree's plain types: its nodes with their roles, names, places and states,
//! as every screen-reader adapter takes them (AccessKit's on Linux and Windows, Android's node
//! provider); src/ui/access.rs builds them from the game's description. Nothing here knows
//! the game's flow, so the platforms take only this data.

use crate::core::Square;
use crate::ui::layout::Rect;

/// The board grid's id (buttons and cells use `Control::id`, below 1000).
pub const GRID_ID: u32 = 999;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Heading,
    Text,
    Button,
    /// A button that stays pressed (the colour, sound, animation and contrast choices).
    Toggle,
    Grid,
    Cell,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// `Control::id()` for buttons, toggles and cells (`Control::from_id` maps an activation
    /// back), [`GRID_ID`] for the grid, [`super::line_id`] for headings and texts.
    pub id: u32,
    pub role: Role,
    /// The mirror's text, in the active locale.
    pub name: String,
    /// Where it is drawn, in window pixels (never empty).
    pub bounds: Rect,
    pub enabled: bool,
    pub shown: bool,
    pub pressed: Option<bool>,
    /// A cell the player can play now.
    pub playable: bool,
    /// The cell the keyboard starts from in the grid (the game's cursor, else the first
    /// playable square).
    pub cursor: bool,
    /// The keyboard is on it: Enter chooses it, and the screen readers' focus is here.
    pub focused: bool,
    /// The language of its name when it is not the screen's (the language list's names).
    pub lang: Option<String>,
    /// (row, col), 0-based, for cells.
    pub cell: Option<(u8, u8)>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tree {
    /// The description's screen name (menu, stats, settings, game, or a newer one).
    pub screen: String,
    pub lang: String,
    /// In reading order; the cells follow the grid node.
    pub nodes: Vec<Node>,
}

impl Tree {
    pub fn node(&self, id: u32) -> Option<&Node> {
        self.nodes.iter().find(|n| n.id == id)
    }

    /// The shown node under a point, the innermost (a cell rather than the grid).
    pub fn hit(&self, x: f32, y: f32) -> Option<&Node> {
        self.nodes
            .iter()
            .rev()
            .find(|n| n.shown && n.role != Role::Grid && n.bounds.contains(x, y))
            .or_else(|| {
                self.nodes
                    .iter()
                    .find(|n| n.shown && n.role == Role::Grid && n.bounds.contains(x, y))
            })
    }

    /// The cell the game's cursor is on.
    pub fn cursor(&self) -> Option<&Node> {
        self.nodes.iter().find(|n| n.cursor)
    }

    /// The control the keyboard is on, if any (the window has the focus otherwise).
    pub fn focused(&self) -> Option<&Node> {
        self.nodes.iter().find(|n| n.focused && n.shown)
    }
}

/// The tree as text for Android's node provider (build-scripts/android/java/.../Access.java
/// reads it): a first line `screen <TAB> name <TAB> lang <TAB> pane title`, then one line per
/// shown node, `id <TAB> role <TAB> flags <TAB> left <TAB> top <TAB> right <TAB> bottom
/// <TAB> row <TAB> col <TAB> name`, bounds in whole window pixels, role one of `h t b k g c`
/// (k a toggle), flags any of `d` (does nothing now), `p`/`u` (pressed or not), `a`
/// (playable), `f` (the cursor), `k` (the keyboard is on it), row and col -1 but for cells;
/// then `<TAB> lang` where the name is in another language than the screen's (the language
/// list's names, each in its own). The pane title is the first heading's name.
pub fn serialize(tree: &Tree) -> String {
    use std::fmt::Write as _;
    let clean = |t: &str| t.replace(['\t', '\n', '\r'], " ");
    let title = tree
        .nodes
        .iter()
        .find(|n| n.role == Role::Heading)
        .map_or(tree.screen.as_str(), |n| n.name.as_str());
    let mut out = format!(
        "screen\t{}\t{}\t{}\n",
        clean(&tree.screen),
        clean(&tree.lang),
        clean(title)
    );
    for n in tree.nodes.iter().filter(|n| n.shown) {
        let role = match n.role {
            Role::Heading => 'h',
            Role::Text => 't',
            Role::Button => 'b',
            Role::Toggle => 'k',
            Role::Grid => 'g',
            Role::Cell => 'c',
        };
        let mut flags = String::new();
        for (on, f) in [
            (!n.enabled, 'd'),
            (n.pressed == Some(true), 'p'),
            (n.pressed == Some(false), 'u'),
            (n.playable, 'a'),
            (n.cursor, 'f'),
            (n.focused, 'k'),
        ] {
            if on {
                flags.push(f);
            }
        }
        let b = n.bounds;
        let (row, col) = n
            .cell
            .map_or((-1, -1), |(r, c)| (i32::from(r), i32::from(c)));
        let _ = write!(
            out,
            "{}\t{role}\t{flags}\t{}\t{}\t{}\t{}\t{row}\t{col}\t{}",
            n.id,
            b.x.round() as i32,
            b.y.round() as i32,
            (b.x + b.w).round() as i32,
            (b.y + b.h).round() as i32,
            clean(&n.name)
        );
        if let Some(lang) = &n.lang {
            let _ = write!(out, "\t{}", clean(lang));
        }
        out.push('\n');
    }
    out
}

/// The square of a cell node.
pub fn square_of(node: &Node) -> Option<Square> {
    let (row, col) = node.cell?;
    Square::at(col, row)
}
