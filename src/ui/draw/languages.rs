//! The language list: the reading pages' title bar with Back, and below it a row per
//! language, each name in its own language's font; the one in use stands out, the
//! keyboard's has the focus ring, the system's says so, and one on its way shows "…".

use macroquad::prelude::draw_rectangle;

use super::{button, rgba, text_left, View};
use crate::flow::Flow;
use crate::i18n::list_order;
use crate::ui::font_files::list_name;
use crate::ui::glyphs::GlyphFont;
use crate::ui::layout::LanguagesLayout;

pub fn languages<'f>(
    flow: &Flow,
    view: &View,
    l: &LanguagesLayout,
    font_of: &dyn Fn(&str) -> Option<&'f GlyphFont>,
    coming: Option<&str>,
) {
    let offset = flow.scroll().offset();
    let v = l.frame.viewport;
    let caption_size = (l.row_h * 0.3).round().max(view.min_text);
    for (k, code) in list_order(flow.system_language()).enumerate() {
        let r = l.row(k, offset);
        if r.y + r.h < v.y || r.y > v.y + v.h {
            continue;
        }
        let focused = view.focus.language == Some(code);
        button(view, r, "", code == view.texts.lang(), focused);
        // the name in its own font (its code while that font is not here yet)
        let (name, font) = match font_of(code) {
            Some(font) => (list_name(code), font),
            None => (code, view.font),
        };
        let named = View { font, ..*view };
        let size = (r.h * 0.42).round();
        let pad = (r.h * 0.3).round();
        text_left(&named, name, r.x + pad, r, size, rgba(view.pal.text));
        // on the right: "System language" on the first row, "…" on one on its way
        let note = if coming == Some(code) {
            Some("…".to_owned())
        } else if k == 0 {
            Some(view.labels.system_language.clone())
        } else {
            None
        };
        if let Some(note) = note {
            let width = view.font.measure(&note, caption_size as u16).width;
            let x = (r.x + r.w - pad - width).max(r.x + r.w * 0.55);
            text_left(view, &note, x, r, caption_size, rgba(view.pal.text_dim));
        }
    }
    // the title bar covers what scrolled above the list
    draw_rectangle(0.0, 0.0, v.w, v.y, rgba(view.pal.background));
    draw_rectangle(0.0, v.y - 1.0, v.w, 1.0, rgba(view.pal.button_edge));
    let title_size = l.frame.metrics.title.min(l.frame.title.h * 0.6).round();
    text_left(
        view,
        &view.labels.settings_captions[3],
        l.frame.title.x,
        l.frame.title,
        title_size,
        rgba(view.pal.text),
    );
    // the keyboard is on a language, never on Back here
    button(view, l.frame.back, &view.labels.back, false, false);
}
