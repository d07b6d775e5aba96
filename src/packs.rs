//! The language in use, as the shell draws it: its texts and its font, and the other
//! languages' when a player asks for one. Where a build has a language compiled in (every
//! one on the desktop and Android; English in the browser) it is there at once; otherwise
//! its Fluent source and its font are fetched (`locales/<lang>.ftl`, `fonts/<lang>.otf`,
//! which the browser's service worker then keeps for offline play), and the language
//! changes when both have come. One that cannot be had leaves the language as it was; the
//! shell says so.
//!
//! The language list draws each name in its own language's font: the base font's names
//! are in its alphabet already; the CJK names' fonts are made the first time the list is
//! drawn.

use std::cell::RefCell;
use std::rc::Rc;

use crate::i18n::{own_name, source, Texts, LANGUAGES};
use crate::ui::font_files::{self, BASE, OWN_FONT};
use crate::ui::glyphs::{FontBytes, GlyphFont};

/// A file being fetched: nothing yet, its bytes, or why it could not be had.
type Slot = Rc<RefCell<Option<Result<Vec<u8>, String>>>>;

/// `file`'s bytes: compiled in, or a fetch that fills the slot and wakes the loop.
fn get(file: &str) -> Result<FontBytes, Slot> {
    if let Some(bytes) = font_files::compiled_in(file) {
        return Ok(FontBytes::Static(bytes));
    }
    let slot: Slot = Rc::default();
    let fill = slot.clone();
    crate::platform::fetch(file, move |result| {
        *fill.borrow_mut() = Some(result);
    });
    // Android reads its assets at once: the bytes are here already
    let came = taken(&slot);
    match came {
        Some(Ok(bytes)) => Ok(FontBytes::Loaded(bytes.into())),
        other => {
            *slot.borrow_mut() = other;
            Err(slot)
        }
    }
}

/// What a slot came to, once it came.
fn taken(slot: &Slot) -> Option<Result<Vec<u8>, String>> {
    slot.borrow_mut().take()
}

/// A language on its way.
struct Pending {
    lang: &'static str,
    texts: Loading<String>,
    font: Loading<Option<FontBytes>>,
}

enum Loading<T> {
    Here(T),
    Coming(Slot),
}

impl<T> Loading<T> {
    /// Takes what came into the slot (`done` turns its bytes into the value); an error stays
    /// an error.
    fn settle(&mut self, done: impl FnOnce(Vec<u8>) -> Result<T, String>) -> Result<(), String> {
        if let Loading::Coming(slot) = self {
            if let Some(result) = taken(slot) {
                *self = Loading::Here(result.and_then(done)?);
            }
        }
        Ok(())
    }
}

/// `lang`'s own font made ready for `texts`. With the text path, every language with a font
/// of its own is drawn by it, Japanese, Chinese and Korean as well as the scripts that need
/// it: a glyph is rasterized when a text first needs it, not every character of the
/// language at every size up front (Japanese at the menu: 28 MB of RSS less). The browser's
/// default module has no text path: there its CJK fonts rasterize their texts' characters.
fn font_for(lang: &'static str, bytes: FontBytes, texts: &str) -> GlyphFont {
    #[cfg(feature = "shaping")]
    {
        let _ = texts;
        GlyphFont::shaped(lang, bytes)
    }
    #[cfg(not(feature = "shaping"))]
    {
        let _ = lang;
        GlyphFont::new(bytes, texts)
    }
}

/// What [`Packs::poll`] found.
pub enum Came {
    /// The language asked for is ready: its texts (its font is in use now).
    Ready(Box<Texts>),
    /// It could not be had (the shell says so; the language stays).
    Failed,
}

/// The fonts of the language in use and of the language list, and a language on its way.
pub struct Packs {
    /// DejaVu Sans: the texts of every language but the CJK ones, and every name in the list
    /// but theirs.
    base: GlyphFont,
    /// The font of the CJK language in use.
    own: Option<GlyphFont>,
    /// The names of the languages with a font of their own, for the list (made when first
    /// drawn), in OWN_FONT's order.
    names: [Option<GlyphFont>; OWN_FONT.len()],
    names_coming: [Option<Slot>; OWN_FONT.len()],
    pending: Option<Pending>,
}

impl Packs {
    /// The fonts for `texts`, which are ready (English, or a language compiled in).
    pub fn new(texts: &Texts) -> Packs {
        let mut packs = Packs {
            base: GlyphFont::new(FontBytes::Static(BASE), ""),
            own: None,
            names: Default::default(),
            names_coming: Default::default(),
            pending: None,
        };
        if let Some(file) = font_files::text_font(texts.lang()) {
            if let Ok(bytes) = get(&file) {
                packs.use_fonts(texts, Some(bytes));
                return packs;
            }
        }
        packs.use_fonts(texts, None);
        packs
    }

    /// The font the texts of the language in use are drawn with.
    pub fn font(&self) -> &GlyphFont {
        self.own.as_ref().unwrap_or(&self.base)
    }

    /// Whether any font added glyphs since the last call (the frame is drawn again).
    pub fn take_changed(&self) -> bool {
        let mut changed = self.base.take_changed();
        if let Some(own) = &self.own {
            changed |= own.take_changed();
        }
        for name in self.names.iter().flatten() {
            changed |= name.take_changed();
        }
        changed
    }

    /// Before a frame: every font in use may start its atlas over.
    pub fn start_frame(&mut self) {
        self.base.start_frame();
        if let Some(own) = &mut self.own {
            own.start_frame();
        }
        for name in self.names.iter_mut().flatten() {
            name.start_frame();
        }
    }

    /// Before the language list is drawn: the CJK names' fonts are made, or fetched (the
    /// browser), unless one is the language in use.
    pub fn prepare_names(&mut self, in_use: &str) {
        for (k, lang) in OWN_FONT.iter().enumerate() {
            if *lang == in_use || self.names[k].is_some() {
                continue;
            }
            let Some(file) = font_files::name_font(lang) else {
                continue;
            };
            let bytes = match self.names_coming[k].take() {
                None => match get(&file) {
                    Ok(bytes) => bytes,
                    Err(slot) => {
                        self.names_coming[k] = Some(slot);
                        continue;
                    }
                },
                Some(slot) => match taken(&slot) {
                    Some(Ok(bytes)) => FontBytes::Loaded(bytes.into()),
                    // not to be had (offline before a first visit's end): the list shows
                    // the language's code instead
                    Some(Err(_)) => continue,
                    None => {
                        self.names_coming[k] = Some(slot);
                        continue;
                    }
                },
            };
            self.names[k] = Some(font_for(lang, bytes, font_files::list_name(lang)));
        }
    }

    /// The font that draws `lang`'s own name in the language list, when it is here.
    pub fn name_font(&self, lang: &str, in_use: &str) -> Option<&GlyphFont> {
        match OWN_FONT.iter().position(|l| *l == lang) {
            None => Some(&self.base),
            Some(_) if lang == in_use => self.own.as_ref(),
            Some(k) => self.names[k].as_ref(),
        }
    }

    /// The language on its way, if one is (the list shows it as coming).
    pub fn pending_language(&self) -> Option<&'static str> {
        self.pending.as_ref().map(|p| p.lang)
    }

    /// Asks for `lang`: ready at once when this build has it, else fetched; the answer comes
    /// from [`Packs::poll`]. A language asked for replaces one still on its way.
    pub fn request(&mut self, lang: &'static str) {
        let texts = match source(lang) {
            Some(text) => Loading::Here(text.to_owned()),
            None => match get(&format!("locales/{lang}.ftl")) {
                Ok(FontBytes::Static(bytes)) => {
                    Loading::Here(String::from_utf8_lossy(bytes).into_owned())
                }
                Ok(FontBytes::Loaded(bytes)) => {
                    Loading::Here(String::from_utf8_lossy(&bytes).into_owned())
                }
                Err(slot) => Loading::Coming(slot),
            },
        };
        let font = match font_files::text_font(lang) {
            None => Loading::Here(None),
            Some(file) => match get(&file) {
                Ok(bytes) => Loading::Here(Some(bytes)),
                Err(slot) => Loading::Coming(slot),
            },
        };
        self.pending = Some(Pending { lang, texts, font });
    }

    /// The language asked for, once all of it came (its fonts are then the ones in use).
    pub fn poll(&mut self) -> Option<Came> {
        let pending = self.pending.as_mut()?;
        let lang = pending.lang;
        let texts = pending.texts.settle(|bytes| {
            String::from_utf8(bytes).map_err(|_| format!("locales/{lang}.ftl is not UTF-8"))
        });
        let font = pending
            .font
            .settle(|bytes| Ok(Some(FontBytes::Loaded(bytes.into()))));
        if texts.is_err() || font.is_err() {
            self.pending = None;
            return Some(Came::Failed);
        }
        let (Loading::Here(text), Loading::Here(font)) = (&pending.texts, &pending.font) else {
            return None;
        };
        let texts = Texts::from_source(lang, text);
        let font = font.clone();
        self.pending = None;
        self.use_fonts(&texts, font);
        Some(Came::Ready(Box::new(texts)))
    }

    /// `texts`' language is in use from now: its font (`own`, a CJK one) or the base font,
    /// each made ready for the characters of that language's texts (the base font also for
    /// every name in the list that it draws).
    fn use_fonts(&mut self, texts: &Texts, own: Option<FontBytes>) {
        let names: String = LANGUAGES
            .iter()
            .filter(|l| !OWN_FONT.contains(l))
            .map(|l| own_name(l))
            .collect();
        self.own = own.map(|bytes| font_for(texts.lang(), bytes, texts.source()));
        let base_texts = if self.own.is_some() {
            names
        } else {
            format!("{}{names}", texts.source())
        };
        self.base = GlyphFont::new(FontBytes::Static(BASE), &base_texts);
    }
}
