//! The game screen, region by region: the board, its discs and marks, the two counts, the
//! status line and the buttons.

use std::f32::consts::PI;

use macroquad::prelude::{draw_circle, draw_line, draw_rectangle, draw_rectangle_lines};

use super::{button, disc, line_at, notice, rgba, text_centered, text_left, Memo, MemoKey, View};
use crate::core::stats::GameResult;
use crate::core::{Board, Color, Match, Square};
use crate::flow::{Flow, State};
use crate::i18n::Arg;
use crate::text::is_rtl;
use crate::ui::layout::{count_label_rect, opponent_index, GameLayout, Rect};

/// The game on screen: during play and at its end.
pub fn game(flow: &Flow, view: &View, l: &GameLayout, memo: &mut Memo) {
    let Some(m) = flow.game() else {
        return;
    };
    board(view, l.board);
    discs(flow, view, l, m.board());
    marks(view, l, m.last_move());
    // the side to move outlined, none at the end
    let to_move = (flow.state() != State::GameOver).then(|| m.board().to_move());
    for c in [Color::Black, Color::White] {
        count(view, l, m, c, to_move == Some(c));
    }
    status(flow, view, l, m, memo);
    buttons(flow, view, l);
}

/// The board's edge, its green, the grid and the four small points of a Reversi board, in
/// `b` (the game's board, or a diagram's on How to play).
pub fn board(view: &View, b: Rect) {
    let cell = b.w / 8.0;
    let edge = b.grown((cell * 0.12).max(4.0));
    draw_rectangle(edge.x, edge.y, edge.w, edge.h, rgba(view.pal.board_edge));
    draw_rectangle(b.x, b.y, b.w, b.h, rgba(view.pal.board));
    let line = (cell * view.pal.grid_width).max(1.0);
    for i in 1..8 {
        let o = i as f32 * cell;
        draw_line(b.x + o, b.y, b.x + o, b.y + b.h, line, rgba(view.pal.grid));
        draw_line(b.x, b.y + o, b.x + b.w, b.y + o, line, rgba(view.pal.grid));
    }
    for (c, r) in [(2.0, 2.0), (6.0, 2.0), (2.0, 6.0), (6.0, 6.0)] {
        draw_circle(
            b.x + c * cell,
            b.y + r * cell,
            line * 2.5,
            rgba(view.pal.grid),
        );
    }
}

/// The discs (mid-flip where a flip is drawn, the placed one growing in) and a dot on each
/// square the player may take.
fn discs(flow: &Flow, view: &View, l: &GameLayout, board: &Board) {
    let flip = flow.flip();
    let dots = flow.playable();
    let radius = l.cell * 0.41;
    for i in 0..64u8 {
        let Some(sq) = Square::new(i) else { continue };
        let (cx, cy) = l.square_center(sq);
        match board.color_at(sq) {
            Some(c) => {
                let mut shown = c;
                let mut squeeze = 1.0;
                let mut r = radius;
                if let Some(f) = flip {
                    if f.flips & sq.bit() != 0 {
                        // edge-on at the halfway point, where the colour changes
                        squeeze = (f.progress * PI).cos().abs();
                        if f.progress < 0.5 {
                            shown = c.opposite();
                        }
                    } else if f.square == sq {
                        r = radius * (0.75 + 0.25 * (f.progress * 3.0).min(1.0));
                    }
                }
                disc(view.pal, cx, cy, r, shown, squeeze);
            }
            None if dots & sq.bit() != 0 => {
                draw_circle(cx, cy, l.cell * 0.11, rgba(view.pal.dot));
            }
            None => {}
        }
    }
}

/// The last move's marker and the keyboard's cursor.
fn marks(view: &View, l: &GameLayout, last: Option<Square>) {
    if let Some(last) = last {
        let (cx, cy) = l.square_center(last);
        if let Some(ring) = view.pal.marker_ring {
            // a ring of the other colour keeps the marker visible on both discs
            draw_circle(cx, cy, l.cell * 0.13, rgba(ring));
            draw_circle(cx, cy, l.cell * 0.1, rgba(view.pal.black_disc));
        }
        draw_circle(cx, cy, l.cell * 0.07, rgba(view.pal.marker));
    }
    if let Some(cursor) = view.focus.cursor {
        cursor_frame(view, l.square_rect(cursor), (l.cell * 0.05).max(2.0));
    }
}

/// One colour's count: its disc, whose it is ("You" or the CPU with its level), how many.
/// The keyboard cursor's frame, `t` thick, inside the square `r` (the board's and the
/// diagrams' cursor).
pub fn cursor_frame(view: &View, r: Rect, t: f32) {
    draw_rectangle_lines(
        r.x + t / 2.0,
        r.y + t / 2.0,
        r.w - t,
        r.h - t,
        t,
        rgba(view.pal.cursor),
    );
}

fn count(view: &View, l: &GameLayout, m: &Match, c: Color, to_move: bool) {
    let r = if c == Color::Black {
        l.count_black
    } else {
        l.count_white
    };
    draw_rectangle(r.x, r.y, r.w, r.h, rgba(view.pal.button));
    if to_move {
        draw_rectangle_lines(r.x, r.y, r.w, r.h, 3.0, rgba(view.pal.turn));
    }
    let rad = r.h * 0.3;
    // read from the right: the disc on the right, the count on the left
    let rtl = is_rtl(view.texts.lang());
    let disc_x = if rtl {
        r.x + r.w - rad * 1.5
    } else {
        r.x + rad * 1.5
    };
    disc(view.pal, disc_x, r.y + r.h / 2.0, rad, c, 1.0);
    let who = if c == m.player() {
        &view.labels.you
    } else {
        // the header names the opponent during the game and at its end (R-FEEL-2)
        &view.labels.cpu_opponent[opponent_index(m.opponent())]
    };
    let size = (r.h * 0.4).round();
    let count = view
        .labels
        .numbers
        .get(m.board().count(c) as usize)
        .map_or("", String::as_str);
    let dims = view.font.measure(count, size as u16);
    // the name gets what the count leaves (two lines when one would be too small)
    let mut label = count_label_rect(r, dims.width);
    if rtl {
        label.x = r.x + (r.x + r.w) - (label.x + label.w);
    }
    text_left(
        view,
        who,
        label.x,
        label,
        size * 0.85,
        rgba(view.pal.text_dim),
    );
    let count_x = if rtl {
        r.x + rad * 0.8
    } else {
        r.x + r.w - dims.width * 1.15 - rad * 0.8
    };
    line_at(view, count, count_x, r, size * 1.15, rgba(view.pal.text));
}

/// The status line: the result at the end, else a notice (a pass, a storage problem).
fn status(flow: &Flow, view: &View, l: &GameLayout, m: &Match, memo: &mut Memo) {
    if let Some((result, outcome)) = flow.result() {
        let (you, cpu) = match m.player() {
            Color::Black => (outcome.black, outcome.white),
            Color::White => (outcome.white, outcome.black),
        };
        let texts = view.texts;
        let text = memo.get(MemoKey::Result(result, you, cpu, texts.lang()), || {
            let args = [
                ("you", Arg::Num(i64::from(you))),
                ("cpu", Arg::Num(i64::from(cpu))),
            ];
            match result {
                GameResult::Won => texts.tr_args("result-won", &args),
                GameResult::Lost => texts.tr_args("result-lost", &args),
                GameResult::Drawn => texts.tr_args("result-drawn", &args),
            }
        });
        text_centered(
            view,
            text,
            l.status,
            l.metrics.title * 0.8,
            rgba(view.pal.text),
        );
    } else if let Some(n) = flow.notice() {
        let text = memo.get(MemoKey::Notice(n.id, view.texts.lang()), || {
            view.texts.tr(n.id)
        });
        notice(view, l.status, text, n.remaining, l.metrics.text);
    }
}

/// Undo (dimmed when there is nothing to undo), New game at the end, Menu.
fn buttons(flow: &Flow, view: &View, l: &GameLayout) {
    if flow.can_undo() {
        button(view, l.undo, &view.labels.undo, false, false);
    } else {
        dimmed(view, l.undo, &view.labels.undo);
    }
    if flow.state() == State::GameOver {
        button(view, l.new_game, &view.labels.new_game, true, false);
    }
    button(view, l.menu, &view.labels.menu, false, false);
}

/// A button that does nothing now: its box and its label dimmed, no hover.
fn dimmed(view: &View, r: Rect, label: &str) {
    draw_rectangle(r.x, r.y, r.w, r.h, rgba(view.pal.button));
    let size = (r.h * 0.42).round();
    text_centered(view, label, r, size, rgba(view.pal.text_dim));
}
