//! Text drawn by shaping (the languages of `text::SHAPED`: Arabic, Persian, Hebrew, Hindi,
//! Bengali, Thai): each line shaped by `text::shape` into glyph ids in visual order, each glyph
//! rasterized by fontdue from the same font bytes when a text first needs it at a size, into
//! atlas pages of the game's own, and drawn as a textured quad.
//!
//! Unlike macroquad's atlas (glyphs.rs), a page never grows or moves: a glyph added while a
//! frame is queued lands in free space of a page, or on a new page, and the quads queued
//! before it still find theirs. So nothing is rasterized ahead and no frame is drawn twice.
//! The pages are dropped together only before a frame, when they reach their budget
//! (resizing again and again brings new sizes).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use macroquad::prelude::{
    draw_texture_ex, vec2, Color, DrawTextureParams, FilterMode, Image, Rect, Texture2D,
};

use crate::text::shape::{Glyph, LineShaper};

/// A page's side in pixels (4 MiB of RGBA for a page of 1024).
const PAGE: u16 = 1024;
/// Pages kept before they are dropped and the glyphs rasterized again as they come.
const MAX_PAGES: usize = 4;
/// Shaped lines kept (a page of How to play measures many candidate lines while it is set).
const MAX_LINES: usize = 2048;

/// Where a glyph is in the atlas, and how it stands on the pen's baseline (pixels).
#[derive(Clone, Copy)]
struct Placed {
    page: usize,
    x: u16,
    y: u16,
    w: u16,
    h: u16,
    /// From the pen to the bitmap's left edge, and from the baseline up to its bottom.
    left: f32,
    bottom: f32,
}

/// One page: glyphs in rows (shelves), left to right.
struct Page {
    texture: Texture2D,
    x: u16,
    y: u16,
    row: u16,
}

impl Page {
    fn new() -> Page {
        let texture = Texture2D::from_rgba8(PAGE, PAGE, &vec![0; usize::from(PAGE).pow(2) * 4]);
        texture.set_filter(FilterMode::Nearest);
        Page {
            texture,
            x: 0,
            y: 0,
            row: 0,
        }
    }

    /// A free place of `w` × `h` (one pixel apart from the others), if the page has one.
    fn room(&mut self, w: u16, h: u16) -> Option<(u16, u16)> {
        if self.x + w + 1 > PAGE {
            self.x = 0;
            self.y += self.row + 1;
            self.row = 0;
        }
        if self.y + h + 1 > PAGE || w + 1 > PAGE {
            return None;
        }
        let at = (self.x, self.y);
        self.x += w + 1;
        self.row = self.row.max(h);
        Some(at)
    }
}

#[derive(Default)]
struct Atlas {
    pages: Vec<Page>,
    /// By font (0 the language's, 1 the fallback), glyph id and size in pixels.
    glyphs: BTreeMap<(u8, u32, u16), Option<Placed>>,
    /// The pages reached their budget: they are dropped before the next frame.
    full: bool,
}

/// A language's font made ready for shaped text, with the base font for what it lacks.
pub struct ShapedFont {
    lang: &'static str,
    shaper: LineShaper,
    /// The same fonts as the shaper's, for rasterizing by glyph id.
    raster: Vec<fontdue::Font>,
    atlas: RefCell<Atlas>,
    lines: RefCell<BTreeMap<String, Rc<[Glyph]>>>,
}

impl ShapedFont {
    /// `lang`'s font `bytes` with `fallback` for the characters it lacks; `None` when either
    /// is not a font.
    pub fn new(lang: &'static str, bytes: &[u8], fallback: &'static [u8]) -> Option<ShapedFont> {
        let shaper = LineShaper::new(bytes.to_vec())?.with_fallback(fallback)?;
        let settings = fontdue::FontSettings::default;
        let raster = vec![
            fontdue::Font::from_bytes(bytes, settings()).ok()?,
            fontdue::Font::from_bytes(fallback, settings()).ok()?,
        ];
        Some(ShapedFont {
            lang,
            shaper,
            raster,
            atlas: RefCell::default(),
            lines: RefCell::default(),
        })
    }

    fn shaped(&self, text: &str) -> Rc<[Glyph]> {
        let mut lines = self.lines.borrow_mut();
        if let Some(glyphs) = lines.get(text) {
            return glyphs.clone();
        }
        if lines.len() >= MAX_LINES {
            lines.clear();
        }
        let glyphs: Rc<[Glyph]> = self.shaper.shape(text, self.lang).into();
        lines.insert(text.to_owned(), glyphs.clone());
        glyphs
    }

    /// Pixels per font unit of `font` at `px` pixels.
    fn scale(&self, font: u8, px: f32) -> f32 {
        px / f32::from(self.shaper.units_per_em_of(font))
    }

    /// `text`'s width at `size` (logical pixels).
    pub fn width(&self, text: &str, size: f32) -> f32 {
        self.shaper.width(&self.shaped(text), size)
    }

    /// Draws `text` (one line) at `size`, its left end at `x` and its baseline at `y`.
    pub fn draw(&self, text: &str, x: f32, y: f32, size: f32, color: Color) {
        let dpi = macroquad::miniquad::window::dpi_scale();
        // rasterized at the screen's pixels, as macroquad's text is
        let px = (size * dpi).ceil().max(1.0) as u16;
        let mut pen = (x * dpi).round();
        let baseline = (y * dpi).round();
        let mut atlas = self.atlas.borrow_mut();
        for g in self.shaped(text).iter() {
            let scale = self.scale(g.font, f32::from(px));
            if let Some(p) = self.place(&mut atlas, g, px) {
                let left = (pen + g.x_offset as f32 * scale + p.left).round();
                let top =
                    (baseline - g.y_offset as f32 * scale - p.bottom - f32::from(p.h)).round();
                draw_texture_ex(
                    &atlas.pages[p.page].texture,
                    left / dpi,
                    top / dpi,
                    color,
                    DrawTextureParams {
                        dest_size: Some(vec2(f32::from(p.w) / dpi, f32::from(p.h) / dpi)),
                        source: Some(Rect::new(
                            f32::from(p.x),
                            f32::from(p.y),
                            f32::from(p.w),
                            f32::from(p.h),
                        )),
                        ..Default::default()
                    },
                );
            }
            pen += g.x_advance as f32 * scale;
        }
    }

    /// The glyph's place in the atlas, rasterized now if it is new (`None`: it draws no
    /// pixels, a space, or there is no room until the pages start over).
    fn place(&self, atlas: &mut Atlas, g: &Glyph, px: u16) -> Option<Placed> {
        let key = (g.font, g.id, px);
        if let Some(placed) = atlas.glyphs.get(&key) {
            return *placed;
        }
        let font = self.raster.get(usize::from(g.font))?;
        let id = u16::try_from(g.id).ok()?;
        let (m, coverage) = font.rasterize_indexed(id, f32::from(px));
        let (w, h) = (u16::try_from(m.width).ok()?, u16::try_from(m.height).ok()?);
        let placed = if w == 0 || h == 0 {
            None
        } else {
            let found = match atlas.pages.last_mut().and_then(|p| p.room(w, h)) {
                Some(at) => Some(at),
                None if atlas.pages.len() < MAX_PAGES => {
                    atlas.pages.push(Page::new());
                    atlas.pages.last_mut().and_then(|p| p.room(w, h))
                }
                None => {
                    atlas.full = true;
                    None
                }
            };
            let (x, y) = found?;
            let rgba: Vec<u8> = coverage.iter().flat_map(|&a| [255, 255, 255, a]).collect();
            let image = Image {
                bytes: rgba,
                width: w,
                height: h,
            };
            let page = atlas.pages.len() - 1;
            atlas.pages[page].texture.update_part(
                &image,
                i32::from(x),
                i32::from(y),
                i32::from(w),
                i32::from(h),
            );
            Some(Placed {
                page,
                x,
                y,
                w,
                h,
                left: m.xmin as f32,
                bottom: m.ymin as f32,
            })
        };
        atlas.glyphs.insert(key, placed);
        placed
    }

    /// Before a frame: the pages start over if they filled up during the last one.
    pub fn start_frame(&mut self) {
        let atlas = self.atlas.get_mut();
        if atlas.full {
            *atlas = Atlas::default();
        }
    }
}
