//! Where the keyboard is, as the screen shows it (the focus ring, the board cursor) and as the
//! screen readers follow it (ui/mirror.rs flags the control, the trees make it their focus).
//! The input (src/input.rs) moves it; drawing and the accessible mirror read it.
//!
//! On each screen the keyboard is on: the menu's `menu` item; the settings' `settings` item;
//! during a game the `cursor`'s square, and at the end New game while there is no cursor;
//! the `language` in the language list; the screen itself, named by its title, on the
//! statistics and on a page to read (every key there scrolls it or leads back; a screen
//! reader says the title as the screen opens).

use crate::core::Square;
use crate::ui::layout::{MenuItem, SettingsItem};

/// Where the keyboard is: each is set only while the keyboard, the mirror or a screen reader
/// is in use, and a click clears it, so a mouse player sees no focus ring.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Focus {
    pub menu: Option<MenuItem>,
    /// The board cursor.
    pub cursor: Option<Square>,
    pub settings: Option<SettingsItem>,
    /// A language of the list, by its code.
    pub language: Option<&'static str>,
}

impl Focus {
    /// The keyboard on the board's `square` only (tests, tools).
    pub fn at_square(square: Option<Square>) -> Focus {
        Focus {
            cursor: square,
            ..Focus::default()
        }
    }
}
