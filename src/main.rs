use reversi::window_conf;

#[macroquad::main(window_conf)]
async fn main() {
    reversi::run().await
}
