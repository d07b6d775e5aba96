//! Which text sizes the glyph atlas holds whole, and when it starts over: the bookkeeping of
//! `glyphs::GlyphFont`, apart from macroquad so that it can be tested.
//!
//! A size is made *ready* (every character of the game rasterized at once, so that the atlas
//! does not grow while a frame is drawn) only while the ready sizes stay within
//! [`MAX_SIZE_AREA`]. A size past it is *lazy*: macroquad rasterizes just the glyphs drawn at
//! it. The budget holds within a frame, not only between frames, so that the atlas's memory
//! stays bounded however the window is resized: a resize brings a frame's worth of new sizes
//! at once. (macroquad's atlas, which doubles as it fills, once outgrew what a texture can be
//! at such a resize, its assertion on a 4 GiB image ending the game during the store
//! screenshots; vendor/macroquad-patches/0001 fixed its growth.) The atlas starts over
//! before a frame when it holds lazy sizes and some size the last frame did not draw: the
//! next frame makes its own sizes ready first.

/// The most the ready sizes may add up to, as the sum of their squares (in the atlas's
/// pixels), for an alphabet of [`ALPHABET`] characters: with glyphs of some 0.7 x size by
/// size each, about a 4096-pixel square atlas (64 MB). One phone screen's sizes add up to a
/// fifth of it.
pub const MAX_SIZE_AREA: u32 = 120_000;
/// The alphabet [`MAX_SIZE_AREA`] is for; a larger one (Japanese, Chinese: some 500
/// characters) gets a budget smaller in proportion, so that the atlas stays as large.
pub const ALPHABET: u32 = 200;

/// What a frame does to draw at a size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// The atlas has it: nothing to rasterize.
    Held,
    /// New and within the budget: rasterize every character at it now.
    Populate,
    /// New and past the budget: let macroquad rasterize the glyphs drawn.
    Lazy,
}

#[derive(Debug)]
pub struct SizeBook {
    /// The most the ready sizes may add up to (see [`MAX_SIZE_AREA`]).
    budget: u32,
    ready: Vec<u16>,
    lazy: Vec<u16>,
    /// Sizes measured or drawn since the last [`SizeBook::start_frame`].
    used: Vec<u16>,
}

fn area(sizes: &[u16]) -> u32 {
    sizes.iter().map(|&k| u32::from(k).pow(2)).sum()
}

impl Default for SizeBook {
    fn default() -> SizeBook {
        SizeBook::for_alphabet(ALPHABET as usize)
    }
}

impl SizeBook {
    /// The book of a font whose sizes each hold `characters` glyphs.
    pub fn for_alphabet(characters: usize) -> SizeBook {
        let characters = u32::try_from(characters).unwrap_or(u32::MAX).max(ALPHABET);
        SizeBook {
            budget: MAX_SIZE_AREA / characters.div_ceil(ALPHABET),
            ready: Vec::new(),
            lazy: Vec::new(),
            used: Vec::new(),
        }
    }

    /// For every size (in the atlas's pixels) a frame measures or draws at.
    pub fn need(&mut self, key: u16) -> Need {
        if !self.used.contains(&key) {
            self.used.push(key);
        }
        if self.ready.contains(&key) || self.lazy.contains(&key) {
            Need::Held
        } else if area(&self.ready).saturating_add(u32::from(key).pow(2)) <= self.budget {
            self.ready.push(key);
            Need::Populate
        } else {
            self.lazy.push(key);
            Need::Lazy
        }
    }

    /// Before a frame: whether the atlas should start over (then, once it has, `restart`).
    /// Only with lazy sizes, and only when the last frame left some size unused, so that a
    /// screen whose own sizes exceed the budget does not start over at every frame.
    pub fn start_frame(&mut self) -> bool {
        let stale = self
            .ready
            .iter()
            .chain(&self.lazy)
            .any(|k| !self.used.contains(k));
        self.used.clear();
        !self.lazy.is_empty() && stale
    }

    /// The atlas started over, empty.
    pub fn restart(&mut self) {
        self.ready.clear();
        self.lazy.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sum of the squares of the sizes rasterized whole.
    fn ready_area(book: &SizeBook) -> u32 {
        area(&book.ready)
    }

    /// One frame: `start_frame`, then every size; returns whether it started over.
    fn frame(book: &mut SizeBook, sizes: &[u16]) -> (bool, Vec<Need>) {
        let restart = book.start_frame();
        if restart {
            book.restart();
        }
        (restart, sizes.iter().map(|&k| book.need(k)).collect())
    }

    #[test]
    fn sizes_within_the_budget_are_populated_once() {
        let mut book = SizeBook::default();
        let (_, needs) = frame(&mut book, &[40, 60, 40]);
        assert_eq!(needs, [Need::Populate, Need::Populate, Need::Held]);
        let (restart, needs) = frame(&mut book, &[60, 40]);
        assert!(!restart);
        assert_eq!(needs, [Need::Held, Need::Held]);
        assert_eq!(ready_area(&book), 40 * 40 + 60 * 60);
    }

    #[test]
    fn one_frame_never_populates_past_the_budget() {
        // A resize to a large screen at a high density: many new sizes in one frame, on top
        // of a budget nearly used up by the screen before.
        let mut book = SizeBook::default();
        frame(&mut book, &[300, 150]);
        let big: Vec<u16> = (100..160).collect();
        let (_, needs) = frame(&mut book, &big);
        assert!(needs.contains(&Need::Lazy));
        assert!(ready_area(&book) <= MAX_SIZE_AREA);
    }

    #[test]
    fn a_size_larger_than_the_budget_alone_is_lazy() {
        let mut book = SizeBook::default();
        let (_, needs) = frame(&mut book, &[u16::MAX, 20]);
        assert_eq!(needs, [Need::Lazy, Need::Populate]);
        assert_eq!(ready_area(&book), 400);
    }

    #[test]
    fn the_atlas_starts_over_for_a_new_screen_once_it_holds_lazy_sizes() {
        let mut book = SizeBook::default();
        let first: Vec<u16> = (200..212).collect();
        let (_, needs) = frame(&mut book, &first);
        assert!(needs.contains(&Need::Lazy));
        // The next screen's sizes: the old ones are stale, so the atlas starts over and the
        // new sizes are populated first.
        let (restart, needs) = frame(&mut book, &[30, 50]);
        assert!(
            !restart,
            "the frame that found the stale sizes is drawn from the old atlas"
        );
        assert_eq!(needs, [Need::Populate, Need::Populate]);
        let (restart, needs) = frame(&mut book, &[30, 50]);
        assert!(restart);
        assert_eq!(needs, [Need::Populate, Need::Populate]);
        assert_eq!(ready_area(&book), 30 * 30 + 50 * 50);
    }

    #[test]
    fn a_screen_past_the_budget_by_itself_does_not_start_over_every_frame() {
        let mut book = SizeBook::default();
        let sizes: Vec<u16> = (200..212).collect();
        frame(&mut book, &sizes);
        for _ in 0..5 {
            let (restart, needs) = frame(&mut book, &sizes);
            assert!(!restart);
            assert!(needs.iter().all(|&n| n == Need::Held));
        }
    }

    #[test]
    fn a_larger_alphabet_gets_a_smaller_budget() {
        // Japanese: some 500 characters a size, so a third of the sizes whole
        let mut book = SizeBook::for_alphabet(485);
        let (_, needs) = frame(&mut book, &[120, 120, 150, 160]);
        assert_eq!(
            needs,
            [Need::Populate, Need::Held, Need::Populate, Need::Lazy]
        );
        assert!(ready_area(&book) <= MAX_SIZE_AREA / 3);
        assert_eq!(SizeBook::for_alphabet(90).budget, MAX_SIZE_AREA);
    }

    #[test]
    fn without_lazy_sizes_the_atlas_keeps_what_it_has() {
        let mut book = SizeBook::default();
        frame(&mut book, &[30]);
        let (restart, _) = frame(&mut book, &[40]);
        let (restart_after, needs) = frame(&mut book, &[30]);
        assert!(!restart && !restart_after);
        assert_eq!(needs, [Need::Held]);
    }
}
