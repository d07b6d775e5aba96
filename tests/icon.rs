//! The icon's file formats: checksums against their published check values, the PNG's and
//! ICO's structure. (The build scripts also decode the PNGs with Python's zlib.)

use reversi::icon::{adler32, crc32, ico, paint, png};

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
