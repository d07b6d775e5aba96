//! How a label is set in its box without going below a readable size (SPEC R-FEEL-3): at
//! the size wanted if it fits, else smaller down to the minimum, else on two lines in the
//! box's height. Plain Rust with the text measure passed in, so a test measures every label
//! of every language with the shipped font at every supported window size.

/// The smallest text drawn, in density-independent pixels (12 px at 96 dpi, 12 dp on a
/// phone: 33 physical pixels at a density of 2.75).
pub const MIN_TEXT_DP: f32 = 12.0;

/// The smallest text size where one density-independent pixel is `scale` units of the
/// window (Android: its density; the browser and desktops count logical pixels: 1).
pub fn min_text(scale: f32) -> f32 {
    let scale = if scale.is_finite() && scale > 0.0 {
        scale
    } else {
        1.0
    };
    (MIN_TEXT_DP * scale).round()
}

/// A label's setting in its box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fit {
    /// One line at this size.
    Line(f32),
    /// Two lines at this size, split at this byte (where a line may break: ui/line_break.rs).
    Lines(f32, usize),
}

impl Fit {
    pub fn size(self) -> f32 {
        match self {
            Fit::Line(s) | Fit::Lines(s, _) => s,
        }
    }
}

/// The largest size from `wanted` down to `min` at which `text` is at most `w` wide.
fn largest(
    text: &str,
    width_at: &impl Fn(&str, f32) -> f32,
    w: f32,
    wanted: f32,
    min: f32,
) -> Option<f32> {
    let full = width_at(text, wanted);
    if full <= w {
        return Some(wanted);
    }
    // widths grow about linearly with the size: start from the estimate, step down
    let mut size = (wanted * w / full.max(1e-3)).floor().min(wanted - 1.0);
    while size >= min {
        if width_at(text, size) <= w {
            return Some(size);
        }
        size -= 1.0;
    }
    None
}

/// Sets `text` in a box `w` × `h` at `wanted` or smaller, never below `min`; `None` when it
/// cannot be done (then the layout must give it more room: the test says so).
pub fn fit(
    text: &str,
    width_at: impl Fn(&str, f32) -> f32,
    (w, h): (f32, f32),
    wanted: f32,
    min: f32,
) -> Option<Fit> {
    let wanted = wanted.max(min);
    if let Some(size) = largest(text, &width_at, w, wanted, min) {
        return Some(Fit::Line(size));
    }
    // two lines, split where a line may break nearest the middle, each at most 0.4 of the
    // height
    let middle = text.len() / 2;
    let split = crate::ui::line_break::breaks(text)
        .into_iter()
        .map(|(i, _)| i)
        .filter(|i| *i < text.len())
        .min_by_key(|i| i.abs_diff(middle))?;
    let (a, b) = (text[..split].trim_end(), text[split..].trim_start());
    let line_max = wanted.min((h * 0.4).floor());
    let longer = if width_at(a, line_max) >= width_at(b, line_max) {
        a
    } else {
        b
    };
    let size = largest(longer, &width_at, w, line_max, min)?;
    Some(Fit::Lines(size, split))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character 0.6 of the size wide.
    fn mono(text: &str, size: f32) -> f32 {
        text.chars().count() as f32 * size * 0.6
    }

    #[test]
    fn fits_shrinks_then_wraps_never_below_the_minimum() {
        assert_eq!(
            fit("Easy", mono, (100.0, 40.0), 20.0, 12.0),
            Some(Fit::Line(20.0))
        );
        // 10 characters: 20 px wide at 20 needs 120; 100 fits at 16
        assert_eq!(
            fit("abcdefghij", mono, (100.0, 40.0), 20.0, 12.0),
            Some(Fit::Line(16.0))
        );
        // too long for one line at 12: two lines, split after the middle space
        let f = fit("abcdefgh ijklmnop", mono, (90.0, 40.0), 20.0, 12.0);
        assert_eq!(f, Some(Fit::Lines(16.0, 9)));
        // Japanese has no spaces: between characters, not before the full stop
        let f = fit("石を置きます。", mono, (40.0, 40.0), 20.0, 12.0);
        assert_eq!(f, Some(Fit::Lines(16.0, 9)));
        // no room anywhere: the layout must make some
        assert_eq!(
            fit("abcdefghijklmnop", mono, (50.0, 40.0), 20.0, 12.0),
            None
        );
        assert_eq!(fit("abcd efgh", mono, (20.0, 40.0), 20.0, 12.0), None);
        assert_eq!(min_text(2.75), 33.0);
        assert_eq!(min_text(f32::NAN), 12.0);
    }
}
