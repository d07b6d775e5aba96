//! The language list's input: a tap or click on a language chooses it (a drag scrolls the
//! list instead, as a page's), Up/Down (Tab, Shift+Tab) move the keyboard from language to
//! language with the list scrolling to keep it in view, Page Up/Down by a screenful,
//! Home/End to the ends, Enter or Space chooses, Esc, Backspace, Android's Back or the Back
//! button return to Settings.

use super::{Frame, Input, Key};
use crate::flow::{Command, Flow};
use crate::i18n::list_order;
use crate::ui::layout::{Directional, LanguagesLayout};

/// A press that travels less than this (in dp) before it lets go is a tap.
const TAP_SLOP_DP: f32 = 10.0;

impl Input {
    pub(super) fn languages(&mut self, flow: &Flow, frame: &Frame, out: &mut Vec<Command>) {
        let (w, h, scale) = frame.screen;
        let l = LanguagesLayout::new(w, h, scale).for_language(w, frame.lang);
        let order: Vec<&'static str> = list_order(flow.system_language()).collect();
        let offset = flow.scroll().offset();
        if let Some((x, y)) = frame.click {
            self.focus.language = None;
            if l.frame.back.contains(x, y) {
                out.push(Command::BackToMenu);
                self.drag = None;
                return;
            }
            self.pressed_row = l.hit(x, y, order.len(), offset);
        }
        if let Some(travel) = self.drag_page(frame, l.frame.viewport, out) {
            let row = self.pressed_row.take();
            if travel < TAP_SLOP_DP * scale.max(0.1) {
                if let Some(code) = row.and_then(|k| order.get(k)) {
                    out.push(Command::SetLanguage((*code).to_owned()));
                }
            }
        }
        if frame.wheel != 0.0 {
            out.push(Command::ScrollBy(frame.wheel));
        }

        let at = self
            .focus
            .language
            .and_then(|code| order.iter().position(|c| *c == code));
        let last = order.len() - 1;
        let page = ((l.frame.viewport.h / (l.row_h + l.gap)).floor() as usize).max(1);
        let mut to = at;
        for key in &frame.keys {
            let from = to.unwrap_or_else(|| current(&order, frame.lang));
            to = match key {
                Key::Down | Key::Tab => Some((from + 1).min(last)),
                Key::Up | Key::ShiftTab => Some(from.saturating_sub(1)),
                Key::PageDown => Some((from + page).min(last)),
                Key::PageUp => Some(from.saturating_sub(page)),
                Key::Home => Some(0),
                Key::End => Some(last),
                _ => to,
            };
        }
        if to != at {
            if let Some(k) = to {
                self.focus.language = Some(order[k]);
                let want = l.scroll_to_show(k, offset);
                if want != offset {
                    out.push(Command::ScrollBy(want - offset));
                }
            }
        }
        if frame.activates() {
            let k = to.unwrap_or_else(|| current(&order, frame.lang));
            out.push(Command::SetLanguage(order[k].to_owned()));
        }
        if [Key::Escape, Key::Back, Key::Backspace]
            .iter()
            .any(|k| frame.pressed(*k))
        {
            out.push(Command::BackToMenu);
        }
        if out
            .iter()
            .any(|c| matches!(c, Command::BackToMenu | Command::SetLanguage(_)))
            && self.focus.language.is_some()
        {
            // back in Settings on the Language button, if the keyboard was in use
            self.focus.settings = Some(crate::ui::layout::SettingsItem::Language);
        }
    }
}

/// Where the language in use is in the list (the first when it is not there).
fn current(order: &[&str], lang: &str) -> usize {
    order.iter().position(|c| *c == lang).unwrap_or(0)
}
