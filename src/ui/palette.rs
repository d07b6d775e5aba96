//! The colours of the two looks, normal and high contrast (SPEC R-FEEL-3), as plain numbers,
//! so that a test computes the contrast of every text against every background it is drawn
//! on without a window. The macroquad layer turns them into its colour type.

/// Red, green, blue, alpha; each 0.0..=1.0 (sRGB).
pub type Rgba = [f32; 4];

/// Every colour one look draws with, and how strongly it outlines things.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    pub background: Rgba,
    pub board: Rgba,
    pub board_edge: Rgba,
    pub grid: Rgba,
    /// Width of the grid lines as a share of a square's side.
    pub grid_width: f32,
    pub black_disc: Rgba,
    pub white_disc: Rgba,
    /// The inner ring that gives each disc its relief.
    pub black_ring: Rgba,
    pub white_ring: Rgba,
    /// Drawn around a black disc and around a white one (high contrast: light around
    /// black, dark around white, so each keeps a clear edge on the board); its width as a
    /// share of the radius, 0 for none.
    pub disc_outline: [Rgba; 2],
    pub disc_outline_width: f32,
    pub shadow: Rgba,
    pub dot: Rgba,
    /// The last move: a dot, and in high contrast a ring around it in the other colour, so
    /// it shows on a black disc and on a white one.
    pub marker: Rgba,
    pub marker_ring: Option<Rgba>,
    pub cursor: Rgba,
    pub text: Rgba,
    /// Captions, the counts' names, disabled buttons.
    pub text_dim: Rgba,
    pub button: Rgba,
    pub button_hover: Rgba,
    pub button_on: Rgba,
    pub button_edge: Rgba,
    pub focus: Rgba,
    pub notice: Rgba,
    pub turn: Rgba,
}

pub const NORMAL: Palette = Palette {
    background: [0.11, 0.13, 0.14, 1.0],
    board: [0.13, 0.47, 0.31, 1.0],
    board_edge: [0.07, 0.28, 0.18, 1.0],
    grid: [0.08, 0.33, 0.21, 1.0],
    grid_width: 0.025,
    black_disc: [0.07, 0.07, 0.08, 1.0],
    white_disc: [0.95, 0.95, 0.93, 1.0],
    black_ring: [0.13, 0.13, 0.15, 1.0],
    white_ring: [1.0, 1.0, 1.0, 1.0],
    disc_outline: [[0.0; 4]; 2],
    disc_outline_width: 0.0,
    shadow: [0.0, 0.0, 0.0, 0.28],
    dot: [0.04, 0.20, 0.12, 0.75],
    marker: [0.93, 0.55, 0.18, 1.0],
    marker_ring: None,
    cursor: [0.98, 0.86, 0.35, 1.0],
    text: [0.92, 0.93, 0.92, 1.0],
    text_dim: [0.62, 0.66, 0.65, 1.0],
    button: [0.19, 0.23, 0.24, 1.0],
    button_hover: [0.24, 0.29, 0.30, 1.0],
    button_on: [0.16, 0.42, 0.30, 1.0],
    button_edge: [0.32, 0.37, 0.38, 1.0],
    focus: [0.98, 0.86, 0.35, 1.0],
    notice: [0.22, 0.26, 0.28, 1.0],
    turn: [0.30, 0.62, 0.45, 1.0],
};

/// Black and white text and edges, a darker board with bright grid lines, outlined discs
/// and a last-move marker ringed in both colours.
pub const HIGH_CONTRAST: Palette = Palette {
    background: [0.0, 0.0, 0.0, 1.0],
    board: [0.0, 0.30, 0.16, 1.0],
    board_edge: [1.0, 1.0, 1.0, 1.0],
    grid: [0.85, 0.95, 0.88, 1.0],
    grid_width: 0.04,
    black_disc: [0.0, 0.0, 0.0, 1.0],
    white_disc: [1.0, 1.0, 1.0, 1.0],
    black_ring: [0.0, 0.0, 0.0, 1.0],
    white_ring: [1.0, 1.0, 1.0, 1.0],
    disc_outline: [[1.0, 1.0, 1.0, 1.0], [0.0, 0.0, 0.0, 1.0]],
    disc_outline_width: 0.09,
    shadow: [0.0, 0.0, 0.0, 0.0],
    dot: [1.0, 0.84, 0.0, 1.0],
    marker: [1.0, 0.0, 0.6, 1.0],
    marker_ring: Some([1.0, 1.0, 1.0, 1.0]),
    cursor: [0.0, 0.9, 1.0, 1.0],
    text: [1.0, 1.0, 1.0, 1.0],
    text_dim: [0.78, 0.78, 0.78, 1.0],
    button: [0.0, 0.0, 0.0, 1.0],
    button_hover: [0.16, 0.16, 0.16, 1.0],
    button_on: [0.0, 0.27, 0.55, 1.0],
    button_edge: [1.0, 1.0, 1.0, 1.0],
    focus: [1.0, 0.84, 0.0, 1.0],
    notice: [0.10, 0.10, 0.10, 1.0],
    turn: [1.0, 0.84, 0.0, 1.0],
};

pub fn palette(high_contrast: bool) -> &'static Palette {
    if high_contrast {
        &HIGH_CONTRAST
    } else {
        &NORMAL
    }
}

impl Palette {
    /// Every text colour with every background it is drawn on (see ui/draw.rs), named for
    /// the test's messages.
    pub fn text_pairs(&self) -> Vec<(&'static str, Rgba, Rgba)> {
        vec![
            ("text on background", self.text, self.background),
            ("text on a button", self.text, self.button),
            ("text on a hovered button", self.text, self.button_hover),
            ("text on a chosen button", self.text, self.button_on),
            ("text on a notice", self.text, self.notice),
            ("caption on background", self.text_dim, self.background),
            ("count name on its box", self.text_dim, self.button),
            ("disabled Undo", self.text_dim, self.button),
        ]
    }
}

/// WCAG 2's relative luminance of an sRGB colour (alpha ignored: texts are opaque).
pub fn luminance(c: Rgba) -> f32 {
    let channel = |v: f32| {
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2])
}

/// WCAG 2's contrast ratio, 1.0 to 21.0.
pub fn contrast(a: Rgba, b: Rgba) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_ratios() {
        assert!((contrast([0.0; 4], [1.0; 4]) - 21.0).abs() < 0.01);
        assert!((contrast([0.5; 4], [0.5; 4]) - 1.0).abs() < 0.001);
        // #767676 on white is the classic 4.54:1
        let grey = 118.0 / 255.0;
        assert!((contrast([grey, grey, grey, 1.0], [1.0; 4]) - 4.54).abs() < 0.01);
    }

    #[test]
    fn every_text_reads_at_4_5_to_1_in_both_looks() {
        for (look, p) in [("normal", NORMAL), ("high contrast", HIGH_CONTRAST)] {
            for (what, fg, bg) in p.text_pairs() {
                let ratio = contrast(fg, bg);
                assert!(ratio >= 4.5, "{look}: {what}: {ratio:.2}:1");
            }
        }
    }

    #[test]
    fn high_contrast_outlines_discs_and_marks_the_last_move_on_both_colours() {
        let p = HIGH_CONTRAST;
        assert!(p.disc_outline_width > 0.0);
        for (disc, outline) in [p.black_disc, p.white_disc].into_iter().zip(p.disc_outline) {
            assert!(contrast(outline, disc) >= 3.0);
            // the disc's edge stands out from the board, by itself or by its outline
            assert!(contrast(outline, p.board).max(contrast(disc, p.board)) >= 3.0);
        }
        // the marker's dot or its ring stands out from each disc colour
        let ring = p.marker_ring.expect("a ring around the marker");
        for disc in [p.black_disc, p.white_disc] {
            let best = contrast(p.marker, disc).max(contrast(ring, disc));
            assert!(best >= 3.0, "{best}");
        }
        // stronger grid lines: wider, and more contrast against the board than the normal
        assert!(p.grid_width > NORMAL.grid_width);
        assert!(contrast(p.grid, p.board) >= 3.0);
        assert!(contrast(p.grid, p.board) > contrast(NORMAL.grid, NORMAL.board));
        // the legal-move dots show on the board
        assert!(contrast(p.dot, p.board) >= 3.0);
    }
}
