//! The language list: the reading pages' frame (the title with Back beside it, the page
//! below) holding one button-high row per language, which scrolls as a page does.

use super::{ReadingLayout, Rect};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LanguagesLayout {
    pub frame: ReadingLayout,
    /// The rows' column (x and width) and the first row's top in the list (y, scrolled by
    /// the page's offset); each row is `row_h` high with `gap` between.
    pub column: Rect,
    pub row_h: f32,
    pub gap: f32,
}

impl LanguagesLayout {
    pub fn new(w: f32, h: f32, scale: f32) -> LanguagesLayout {
        let frame = ReadingLayout::new(w, h, scale);
        let m = frame.metrics;
        let col_w = (w - 2.0 * m.margin).min(m.button * 8.0).max(1.0);
        let column = Rect::new(((w - col_w) / 2.0).floor(), m.gap, col_w, frame.viewport.h);
        LanguagesLayout {
            frame,
            column,
            row_h: m.button,
            gap: (m.gap * 0.5).round(),
        }
    }

    /// Row `k` on the screen, with the list scrolled by `offset`.
    pub fn row(&self, k: usize, offset: f32) -> Rect {
        let y = self.frame.viewport.y + self.column.y + k as f32 * (self.row_h + self.gap) - offset;
        Rect::new(self.column.x, y, self.column.w, self.row_h)
    }

    /// How far a list of `rows` rows can scroll.
    pub fn scroll_max(&self, rows: usize) -> f32 {
        let height = self.column.y * 2.0 + rows as f32 * (self.row_h + self.gap) - self.gap;
        (height - self.frame.viewport.h).max(0.0)
    }

    /// The row under a point in the viewport, if any (`rows` rows, scrolled by `offset`).
    pub fn hit(&self, x: f32, y: f32, rows: usize, offset: f32) -> Option<usize> {
        if !self.frame.viewport.contains(x, y) {
            return None;
        }
        (0..rows).find(|&k| self.row(k, offset).contains(x, y))
    }

    /// The scroll that shows row `k` whole with the list's margin around it, from `offset`
    /// (unchanged when it is in view).
    pub fn scroll_to_show(&self, k: usize, offset: f32) -> f32 {
        let top = self.column.y + k as f32 * (self.row_h + self.gap);
        let pad = self.column.y;
        if top - pad < offset {
            (top - pad).max(0.0)
        } else if top + self.row_h + pad > offset + self.frame.viewport.h {
            top + self.row_h + pad - self.frame.viewport.h
        } else {
            offset
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_follow_one_another_and_scroll_into_view() {
        let l = LanguagesLayout::new(320.0, 480.0, 1.0);
        let (a, b) = (l.row(0, 0.0), l.row(1, 0.0));
        assert!(a.y >= l.frame.viewport.y);
        assert!((b.y - a.y - (l.row_h + l.gap)).abs() < 0.01);
        assert!(l.scroll_max(17) > 0.0, "17 rows do not fit a small phone");
        assert_eq!(l.scroll_max(1), 0.0);
        // the last row: scrolled until its bottom is in the viewport
        let to = l.scroll_to_show(16, 0.0);
        let r = l.row(16, to);
        assert!(r.y + r.h <= l.frame.viewport.y + l.frame.viewport.h + 0.01);
        assert!((to - l.scroll_max(17)).abs() < 0.01, "the end of the list");
        // back to the first
        assert_eq!(l.scroll_to_show(0, to), 0.0);
        let (x, y) = l.row(14, to).center();
        assert_eq!(l.hit(x, y, 17, to), Some(14));
        let (x, y) = l.row(3, to).center();
        assert_eq!(
            l.hit(x, y, 17, to),
            None,
            "scrolled away under the title bar"
        );
        assert_eq!(l.hit(x, 1.0, 17, to), None, "the title bar is no row");
    }
}
