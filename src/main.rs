// A release build on Windows is a GUI program: no console window opens beside the game.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    // No display (a text console, ssh, CI without Xvfb): one sentence and a failure status
    // rather than miniquad's panic with a backtrace.
    #[cfg(target_os = "linux")]
    if let Some(problem) = reversi::platform::display_problem() {
        eprintln!("{problem}");
        std::process::exit(1);
    }
    // Any other failure to open the window (no OpenGL 2.1, say): one line, status 1.
    // Only the main thread opens the window: a panic on another thread before the window is up
    // is not such a failure. (quad-snd's audio thread panics when there is no audio device,
    // e.g. "GetDefaultAudioEndPoint failed" under Wine; it only ends the sound. Taken for a
    // window failure, it made the game quit at start whenever it came first: issue 26.)
    #[cfg(not(target_arch = "wasm32"))]
    {
        let default_hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if reversi::window_is_up() || std::thread::current().name() != Some("main") {
                default_hook(info);
                return;
            }
            let what = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_default();
            eprintln!("Reversi could not open its window: {what}");
            std::process::exit(1);
        }));
    }
    macroquad::Window::from_config(reversi::window_conf(), reversi::run());
}
