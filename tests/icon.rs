//! The icon's file formats: checksums against their published check values, the PNG's and
//! ICO's structure. (The build scripts also decode the PNGs with Python's zlib.)

use reversi::icon::{
    adler32, crc32, feature_graphic, ico, paint, paint_layer, png, png_rgb, Layer, ADAPTIVE_BOARD,
    GREEN_RGB,
};

#[test]
fn checksums_match_their_check_values() {
    assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
}

#[test]
fn the_drawing_has_four_discs_on_green() {
    let n = 64;
    let px = paint(n);
    let at = |x: usize, y: usize| &px[(y * n + x) * 4..(y * n + x) * 4 + 4];
    assert_eq!(at(0, 0), &[33, 120, 79, 255], "green corner");
    assert!(at(16, 16)[0] > 200, "white disc top left");
    assert!(at(48, 16)[0] < 40, "black disc top right");
    assert!(at(16, 48)[0] < 40, "black disc bottom left");
    assert!(at(48, 48)[0] > 200, "white disc bottom right");
}

#[test]
fn png_is_well_formed_and_small() {
    for n in [16, 192, 512] {
        let file = png(n, &paint(n));
        assert_eq!(&file[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(&file[12..16], b"IHDR");
        assert_eq!(
            u32::from_be_bytes(file[16..20].try_into().unwrap()),
            n as u32
        );
        assert_eq!(
            u32::from_be_bytes(file[20..24].try_into().unwrap()),
            n as u32
        );
        let ihdr_crc = u32::from_be_bytes(file[29..33].try_into().unwrap());
        assert_eq!(crc32(&file[12..29]), ihdr_crc);
        assert_eq!(&file[file.len() - 8..file.len() - 4], b"IEND");
        assert!(
            file.len() < n * n / 4 + 1000,
            "{n} px: {} bytes",
            file.len()
        );
    }
}

#[test]
fn ico_lists_each_size() {
    let file = ico(&[16, 32, 256]);
    assert_eq!(&file[..6], &[0, 0, 1, 0, 3, 0]);
    let entry = |i: usize| &file[6 + 16 * i..6 + 16 * (i + 1)];
    assert_eq!(entry(0)[0], 16);
    assert_eq!(entry(2)[0], 0, "256 is written as 0");
    for i in 0..3 {
        let len = u32::from_le_bytes(entry(i)[8..12].try_into().unwrap()) as usize;
        let at = u32::from_le_bytes(entry(i)[12..16].try_into().unwrap()) as usize;
        assert_eq!(&file[at..at + 8], b"\x89PNG\r\n\x1a\n");
        assert!(at + len <= file.len());
    }
}

#[test]
fn adaptive_layers_keep_the_discs_inside_the_safe_circle() {
    // Android's adaptive icon: a 108 dp layer of which every mask shows the 66 dp circle
    let n = 216;
    assert_eq!(paint_layer(n, Layer::Full), paint(n));
    let safe = n as f32 * 33.0 / 108.0;
    for layer in [Layer::Foreground, Layer::Monochrome] {
        let px = paint_layer(n, layer);
        let mut seen = 0;
        for y in 0..n {
            for x in 0..n {
                if px[(y * n + x) * 4 + 3] == 0 {
                    continue;
                }
                seen += 1;
                let d = ((x as f32 + 0.5 - n as f32 / 2.0).powi(2)
                    + (y as f32 + 0.5 - n as f32 / 2.0).powi(2))
                .sqrt();
                assert!(
                    d <= safe,
                    "{layer:?}: a drawn pixel at ({x}, {y}) lies outside the safe circle"
                );
            }
        }
        assert!(seen > n * n / 10, "{layer:?}: the discs are drawn");
    }
    let fg = paint_layer(n, Layer::Foreground);
    let at = |px: &[u8], x: usize, y: usize| px[(y * n + x) * 4..(y * n + x) * 4 + 4].to_vec();
    let q = (n as f32 * (1.0 - ADAPTIVE_BOARD) / 2.0 + n as f32 * ADAPTIVE_BOARD / 4.0) as usize;
    assert_eq!(at(&fg, 0, 0)[3], 0, "transparent corner");
    assert!(
        at(&fg, q, q)[0] > 200 && at(&fg, q, q)[3] == 255,
        "white disc top left"
    );
    assert!(
        at(&fg, n - q, q)[0] < 40 && at(&fg, n - q, q)[3] == 255,
        "black disc top right"
    );
    let mono = paint_layer(n, Layer::Monochrome);
    assert_eq!(at(&mono, q, q), [255, 255, 255, 255], "white disc: filled");
    assert_eq!(
        at(&mono, n - q, q)[3],
        0,
        "black disc: a ring, open in the middle"
    );
}

#[test]
fn feature_graphic_is_the_start_position_on_a_wide_board() {
    let (w, h) = (1024, 500);
    let px = feature_graphic(w, h);
    assert_eq!(px.len(), w * h * 3);
    let at = |x: usize, y: usize| &px[(y * w + x) * 3..(y * w + x) * 3 + 3];
    let cell = h / 5;
    let (cx, cy) = (w / 2, h / 2);
    // the middle of a square away from the discs: the icon's green
    let (x, y) = (cx - 3 * cell - cell / 2, cy - cell - cell / 2);
    assert_eq!(at(x, y), &GREEN_RGB);
    assert_eq!(at(w - x, h - y), &GREEN_RGB);
    // the four centre squares: white top left and bottom right, black on the others
    let (left, right, top, bottom) = (cx - cell / 2, cx + cell / 2, cy - cell / 2, cy + cell / 2);
    assert!(at(left, top)[0] > 200, "white disc top left");
    assert!(at(right, top)[0] < 40, "black disc top right");
    assert!(at(left, bottom)[0] < 40, "black disc bottom left");
    assert!(at(right, bottom)[0] > 200, "white disc bottom right");
    // a grid line between two squares is darker than the green
    assert!(at(cx + 2 * cell, y)[1] < GREEN_RGB[1]);
    assert!(
        at(cx + 2 * cell - 1, y)[1] < GREEN_RGB[1],
        "two pixels wide"
    );
    let file = png_rgb(w, h, &px);
    assert_eq!(&file[12..16], b"IHDR");
    assert_eq!(u32::from_be_bytes(file[16..20].try_into().unwrap()), 1024);
    assert_eq!(u32::from_be_bytes(file[20..24].try_into().unwrap()), 500);
    assert_eq!(file[25], 2, "colour type RGB: no alpha, as Play asks");
}
