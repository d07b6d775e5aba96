//! The macroquad shell (provisional: draws the board of a new match).

use crate::core::{Color, Match, Opponent, Square};
use macroquad::prelude::*;

pub fn window_conf() -> Conf {
    Conf {
        window_title: "Reversi".to_owned(),
        window_width: 720,
        window_height: 900,
        high_dpi: true,
        ..Default::default()
    }
}

pub async fn run() {
    let mut game = Match::new(1, Color::Black, Opponent::Easy);
    // platform hooks (the ui branch's flow replaces this provisional loop)
    let (mut storage, _storage_error) = crate::platform::open_storage();
    let mut life = crate::platform::lifecycle::Lifecycle::new();
    macroquad::miniquad::info!(
        "reversi: language {:?}, display density {}",
        crate::platform::system_language(),
        crate::platform::display_density()
    );
    loop {
        let frame = life.update();
        if frame.back {
            crate::platform::leave_app();
        }
        clear_background(Color32::BACKGROUND);
        let size = screen_width().min(screen_height()) * 0.9;
        let cell = size / 8.0;
        let (x0, y0) = (
            (screen_width() - size) / 2.0,
            (screen_height() - size) / 2.0,
        );
        if is_mouse_button_pressed(MouseButton::Left) {
            let (mx, my) = mouse_position();
            let (col, row) = (((mx - x0) / cell).floor(), ((my - y0) / cell).floor());
            let sq = (0.0..8.0).contains(&col) && (0.0..8.0).contains(&row);
            if let Some(sq) = sq.then(|| Square::new(row as u8 * 8 + col as u8)).flatten() {
                if game.play_player(sq).is_ok() {
                    game.play_cpu_turn();
                    let _ = storage.save("game", &game.board().to_text());
                }
            }
        }
        if frame.paused {
            let _ = storage.save("game", &game.board().to_text());
        }
        draw_rectangle(x0, y0, size, size, Color32::BOARD);
        for i in 0..64u8 {
            let sq = Square::new(i).unwrap();
            let (cx, cy) = (
                x0 + (sq.col() as f32 + 0.5) * cell,
                y0 + (sq.row() as f32 + 0.5) * cell,
            );
            match game.board().color_at(sq) {
                Some(Color::Black) => draw_circle(cx, cy, cell * 0.42, BLACK),
                Some(Color::White) => draw_circle(cx, cy, cell * 0.42, WHITE),
                None if game.player_moves() & sq.bit() != 0 => {
                    draw_circle(cx, cy, cell * 0.1, DARKGREEN)
                }
                None => {}
            }
        }
        next_frame().await;
    }
}

struct Color32;
impl Color32 {
    const BACKGROUND: macroquad::color::Color = macroquad::color::Color::new(0.12, 0.14, 0.13, 1.0);
    const BOARD: macroquad::color::Color = macroquad::color::Color::new(0.16, 0.45, 0.30, 1.0);
}
