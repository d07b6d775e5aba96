//! Where the keyboard is, as the screen shows it (the focus ring, the board cursor). The
//! input (src/input.rs) moves it; drawing and the accessible mirror read it.

use crate::core::Square;
use crate::ui::layout::{MenuItem, SettingsItem};

/// Where the keyboard is: each is set only while the keyboard (or the mirror) is in use, and
/// a click clears it, so a mouse player sees no focus ring.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Focus {
    pub menu: Option<MenuItem>,
    /// The board cursor.
    pub cursor: Option<Square>,
    pub settings: Option<SettingsItem>,
}
