//! The layouts of a language read from the right (Arabic, Persian, Hebrew): every place
//! mirrored about the window's middle, so that what comes first in reading stands on the right
//! (Black · first, Statistics before Settings, the counts, Undo and Menu, Back). The board is
//! placed as the rest but never mirrored inside: a1 stays at its top left corner, and its
//! squares keep their letters (its square rectangles come from the board's own left edge).

use super::{
    GameLayout, LanguagesLayout, MenuLayout, ReadingLayout, Rect, SettingsLayout, StatsLayout,
};
use crate::text::is_rtl;

impl Rect {
    /// The rectangle mirrored about the middle of a window `w` wide.
    pub fn mirrored(self, w: f32) -> Rect {
        Rect::new(w - self.x - self.w, self.y, self.w, self.h)
    }
}

/// A layout that can stand mirrored.
pub trait Directional: Sized {
    /// Every place mirrored in a window `w` wide.
    fn mirror(&mut self, w: f32);

    /// The layout as `lang` (a code or a tag) reads it in a window `w` wide: mirrored for a
    /// language read from the right, else as it is.
    fn for_language(mut self, w: f32, lang: &str) -> Self {
        if is_rtl(lang) {
            self.mirror(w);
        }
        self
    }
}

fn all(rects: &mut [Rect], w: f32) {
    for r in rects {
        *r = r.mirrored(w);
    }
}

impl Directional for MenuLayout {
    fn mirror(&mut self, w: f32) {
        all(&mut self.opponents, w);
        all(&mut self.colors, w);
        for r in [
            &mut self.title,
            &mut self.prompt,
            &mut self.continue_game,
            &mut self.statistics,
            &mut self.settings,
            &mut self.how_to_play,
            &mut self.about,
        ] {
            *r = r.mirrored(w);
        }
    }
}

impl Directional for GameLayout {
    fn mirror(&mut self, w: f32) {
        for r in [
            &mut self.board,
            &mut self.count_black,
            &mut self.count_white,
            &mut self.status,
            &mut self.undo,
            &mut self.new_game,
            &mut self.menu,
        ] {
            *r = r.mirrored(w);
        }
    }
}

impl Directional for StatsLayout {
    fn mirror(&mut self, w: f32) {
        for r in [&mut self.title, &mut self.table, &mut self.back] {
            *r = r.mirrored(w);
        }
    }
}

impl Directional for ReadingLayout {
    fn mirror(&mut self, w: f32) {
        for r in [
            &mut self.title,
            &mut self.back,
            &mut self.viewport,
            &mut self.column,
        ] {
            *r = r.mirrored(w);
        }
    }
}

impl Directional for SettingsLayout {
    fn mirror(&mut self, w: f32) {
        all(&mut self.captions, w);
        all(&mut self.sound, w);
        all(&mut self.animation, w);
        all(&mut self.contrast, w);
        for r in [&mut self.title, &mut self.language, &mut self.back] {
            *r = r.mirrored(w);
        }
    }
}

impl Directional for LanguagesLayout {
    fn mirror(&mut self, w: f32) {
        self.frame.mirror(w);
        self.column = self.column.mirrored(w);
    }
}

// without the text path no language is drawn right to left (text::is_rtl)
#[cfg(all(test, feature = "shaping"))]
mod tests {
    use super::*;

    #[test]
    fn a_right_to_left_menu_reads_from_the_right_and_its_board_keeps_a1_top_left() {
        let (w, h) = (540.0, 960.0);
        let ltr = MenuLayout::new(w, h, 1.0);
        let rtl = MenuLayout::new(w, h, 1.0).for_language(w, "ar");
        assert_eq!(MenuLayout::new(w, h, 1.0).for_language(w, "fr"), ltr);
        // Black · first on the right, Statistics right of Settings
        assert!(rtl.colors[0].x > rtl.colors[1].x);
        assert!(rtl.statistics.x > rtl.settings.x);
        assert_eq!(rtl.colors[0].x + rtl.colors[0].w, w - ltr.colors[0].x);
        let game = GameLayout::new(w, h, 1.0).for_language(w, "he");
        let a1 = crate::core::Square::new(0).unwrap();
        let h1 = crate::core::Square::new(7).unwrap();
        assert!(game.square_rect(a1).x < game.square_rect(h1).x);
        assert_eq!(
            game.square_at(game.board.x + 1.0, game.board.y + 1.0),
            Some(a1)
        );
        // landscape: the board on the other side
        let (w, h) = (1280.0, 720.0);
        let ltr = GameLayout::new(w, h, 1.0);
        let rtl = GameLayout::new(w, h, 1.0).for_language(w, "fa");
        assert_eq!(rtl.board.x, w - ltr.board.x - ltr.board.w);
        assert_eq!(rtl.undo.x, w - ltr.undo.x - ltr.undo.w);
    }
}
