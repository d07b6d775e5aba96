// A release build on Windows is a GUI program: no console window opens beside the game.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use reversi::window_conf;

#[macroquad::main(window_conf)]
async fn main() {
    reversi::run().await
}
