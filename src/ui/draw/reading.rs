//! A page to read (How to play, About): the lines in view, the diagrams with the game's own
//! board drawing, the title bar with Back over the page, and a scroll bar.

use macroquad::prelude::{draw_circle, draw_rectangle, draw_triangle, vec2};

use super::game::{board, cursor_frame};
use super::{back_button, disc, rgba, text_left, View};
use crate::core::{Board, Square};
use crate::flow::Flow;
use crate::text::is_rtl;
use crate::ui::diagrams::{diagrams, Diagram};
use crate::ui::layout::{ReadingLayout, Rect};
use crate::ui::page::{Item, PageLayout};

pub fn reading(flow: &Flow, view: &View, l: &ReadingLayout, title: &str, page: &PageLayout) {
    let offset = flow.scroll().offset();
    let all = diagrams();
    for line in page.visible(offset, l) {
        let y = l.viewport.y + line.y - offset;
        match &line.item {
            Item::Text { text, heading } => {
                let (size, color) = if *heading {
                    (l.heading, view.pal.text)
                } else {
                    (l.body, view.pal.text)
                };
                let baseline = y + line.h / 2.0 + size * 0.36;
                // a language read from the right is set flush right
                let x = if is_rtl(view.texts.lang()) {
                    l.column.x + l.column.w - view.font.measure(text, size as u16).width
                } else {
                    l.column.x
                };
                view.font.draw(text, x, baseline, size, rgba(color));
            }
            Item::Diagram(k) => {
                if let Some(d) = all.get(*k) {
                    diagram(view, l, y, d);
                }
            }
        }
    }
    // the title bar covers what scrolled above the viewport
    let bar = l.viewport.y;
    draw_rectangle(0.0, 0.0, l.viewport.w, bar, rgba(view.pal.background));
    draw_rectangle(
        0.0,
        bar - 1.0,
        l.viewport.w,
        1.0,
        rgba(view.pal.button_edge),
    );
    let title_size = l.metrics.title.min(l.title.h * 0.6).round();
    text_left(
        view,
        title,
        l.title.x,
        l.title,
        title_size,
        rgba(view.pal.text),
    );
    back_button(view, l.back);
    scroll_bar(view, l, page.height, offset);
}

/// Where the page is: a thin bar at the right edge, its length the share in view.
fn scroll_bar(view: &View, l: &ReadingLayout, height: f32, offset: f32) {
    let v = l.viewport;
    if height <= v.h {
        return;
    }
    let len = (v.h * v.h / height).max(l.metrics.gap * 3.0);
    let y = v.y + (v.h - len) * offset / (height - v.h);
    let w = (l.metrics.gap * 0.5).max(3.0);
    // at the edge the lines end at: the left in a language read from the right
    let x = if is_rtl(view.texts.lang()) {
        v.x + 2.0
    } else {
        v.x + v.w - w - 2.0
    };
    draw_rectangle(x, y, w, len, rgba(view.pal.text_dim));
}

/// A diagram: the position with its dots and the square played, an arrow, then the
/// position after the move with the discs that turned framed.
fn diagram(view: &View, l: &ReadingLayout, y: f32, d: &Diagram) {
    let side = l.board;
    let gap = (l.body * 2.0).min(l.column.w - 2.0 * side).max(0.0);
    let x = l.column.x + (l.column.w - 2.0 * side - gap) / 2.0;
    // read from the right, the position before the move stands on the right
    let rtl = is_rtl(view.texts.lang());
    let (first, second) = (x.floor(), (x + side + gap).floor());
    let (before, after) = if rtl {
        (second, first)
    } else {
        (first, second)
    };
    let before = Rect::new(before, y, side, side);
    let after = Rect::new(after, y, side, side);
    position(view, before, &d.before, d.before.legal_moves(), 0);
    let cell = side / 8.0;
    ring(view, before, d.play, cell);
    position(view, after, &d.after(), d.dots_after(), d.flips());
    marker(view, after, d.play, cell);
    // an arrow between the two boards
    let (ax, ay) = (first + side + gap / 2.0, y + side / 2.0);
    let a = gap * 0.25;
    // pointing from the position before to the one after
    let to = if rtl { -1.0 } else { 1.0 };
    draw_triangle(
        vec2(ax - to * a * 0.6, ay - a),
        vec2(ax - to * a * 0.6, ay + a),
        vec2(ax + to * a * 0.8, ay),
        rgba(view.pal.text_dim),
    );
}

fn square_rect(b: Rect, sq: Square) -> Rect {
    let cell = b.w / 8.0;
    Rect::new(
        b.x + f32::from(sq.col()) * cell,
        b.y + f32::from(sq.row()) * cell,
        cell,
        cell,
    )
}

/// A board with its discs, dots on `dots`, a frame around the discs of `turned`.
fn position(view: &View, b: Rect, pos: &Board, dots: u64, turned: u64) {
    board(view, b);
    let cell = b.w / 8.0;
    for sq in (0..64).filter_map(Square::new) {
        let (cx, cy) = square_rect(b, sq).center();
        match pos.color_at(sq) {
            Some(c) => disc(view.pal, cx, cy, cell * 0.41, c, 1.0),
            None if dots & sq.bit() != 0 => {
                draw_circle(cx, cy, cell * 0.11, rgba(view.pal.dot));
            }
            None => {}
        }
        if turned & sq.bit() != 0 {
            frame(view, b, sq, cell);
        }
    }
}

/// The frame the game's keyboard cursor draws, around a square.
fn frame(view: &View, b: Rect, sq: Square, cell: f32) {
    cursor_frame(view, square_rect(b, sq), (cell * 0.08).max(2.0));
}

/// The square to be played: a ring where the disc will go.
fn ring(view: &View, b: Rect, sq: Square, cell: f32) {
    let (cx, cy) = square_rect(b, sq).center();
    let t = (cell * 0.08).max(2.0);
    macroquad::prelude::draw_circle_lines(cx, cy, cell * 0.36, t, rgba(view.pal.cursor));
}

/// The last move's marker, as the game draws it.
fn marker(view: &View, b: Rect, sq: Square, cell: f32) {
    let (cx, cy) = square_rect(b, sq).center();
    if let Some(ring) = view.pal.marker_ring {
        draw_circle(cx, cy, cell * 0.13, rgba(ring));
        draw_circle(cx, cy, cell * 0.1, rgba(view.pal.black_disc));
    }
    draw_circle(cx, cy, cell * 0.07, rgba(view.pal.marker));
}
