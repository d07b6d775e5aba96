//! The desktop window's size: the default fits a 1366×768 laptop screen, and
//! REVERSI_WINDOW_SIZE is read strictly. (The window is the `gui` feature's.)
#![cfg(feature = "gui")]

use reversi::{parse_window_size, DEFAULT_WINDOW_SIZE};

#[test]
fn default_window_fits_a_small_laptop_screen() {
    let (w, h) = DEFAULT_WINDOW_SIZE;
    // 768 px less a task bar (~40) and a title bar (~30)
    assert!(h <= 700, "{h} px tall");
    assert!((400..=1366).contains(&w) && w < h, "{w}×{h}");
}

#[test]
fn window_size_setting() {
    assert_eq!(parse_window_size("720x900"), Some((720, 900)));
    assert_eq!(parse_window_size(" 800X600 "), Some((800, 600)));
    assert_eq!(parse_window_size("720"), None);
    assert_eq!(parse_window_size("0x900"), None);
    assert_eq!(parse_window_size("720x-1"), None);
    assert_eq!(parse_window_size("axb"), None);
}

#[test]
fn density_setting() {
    use reversi::platform::parse_density;
    assert_eq!(parse_density("2.625"), Some(2.625));
    assert_eq!(parse_density(" 1.5 "), Some(1.5));
    assert_eq!(parse_density("1"), Some(1.0));
    assert_eq!(parse_density("0"), None);
    assert_eq!(parse_density("4.5"), None);
    assert_eq!(parse_density("NaN"), None);
    assert_eq!(parse_density("2,6"), None);
    assert_eq!(parse_density(""), None);
}
