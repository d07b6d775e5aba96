//! Settings and the save format. Provisional: the lead's version replaces it.

use super::board::Color;
use super::cpu::Opponent;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub language: Option<String>,
    pub player_color: Color,
    pub opponent: Opponent,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            player_color: Color::Black,
            opponent: Opponent::Easy,
        }
    }
}
