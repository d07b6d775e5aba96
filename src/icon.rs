//! The game's icon, drawn in code (the start position's four discs on green), and the two
//! file formats it is handed out in: PNG (Linux desktop file, web app manifest) and ICO (the
//! Windows exe's resource). Plain Rust without dependencies, so that `build.rs` can include
//! this file too: the window icon, the exe's icon and the web icons are one drawing.

/// The icon's green (the board), also the background layer of Android's adaptive icon.
pub const GREEN_RGB: [u8; 3] = [33, 120, 79];

/// The side of the discs' 2×2 square in an Android adaptive-icon layer, as a share of the
/// layer's 108 dp: the discs then reach at most 0.564 × 56 ≈ 31.6 dp from the centre, inside
/// the 66 dp circle that every launcher's mask shows.
pub const ADAPTIVE_BOARD: f32 = 56.0 / 108.0;

/// Which drawing: the whole icon, or a layer of Android's adaptive icon (API 26+).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Layer {
    /// The discs on green, edge to edge (the window, the exe, the web, Android before 8.0).
    Full,
    /// The four discs in their colours on transparent, scaled by [`ADAPTIVE_BOARD`] (the
    /// adaptive icon's foreground; [`GREEN_RGB`] is its background).
    Foreground,
    /// The same discs as one colour for themed icons (API 33+, which tint by alpha): the
    /// white discs filled, the black discs as rings.
    Monochrome,
}

/// The icon as `n`×`n` RGBA pixels, rows top to bottom. Disc edges are anti-aliased by
/// their pixel coverage, so small sizes stay round and large ones smooth.
pub fn paint(n: usize) -> Vec<u8> {
    paint_layer(n, Layer::Full)
}

const GREEN: [f32; 3] = [
    GREEN_RGB[0] as f32,
    GREEN_RGB[1] as f32,
    GREEN_RGB[2] as f32,
];
const WHITE: [f32; 3] = [245.0, 245.0, 238.0];
const BLACK: [f32; 3] = [18.0, 18.0, 20.0];
/// A disc's radius as a share of its square's side.
const DISC_RADIUS: f32 = 0.42;

/// One drawing of the icon (see [`Layer`]) as `n`×`n` RGBA pixels, rows top to bottom.
pub fn paint_layer(n: usize, layer: Layer) -> Vec<u8> {
    let mut pixels = vec![0u8; n * n * 4];
    let side = match layer {
        Layer::Full => n as f32,
        Layer::Foreground | Layer::Monochrome => n as f32 * ADAPTIVE_BOARD,
    };
    let origin = (n as f32 - side) / 2.0;
    let half = side / 2.0;
    let r = half * DISC_RADIUS;
    let ring = r * 0.3;
    for y in 0..n {
        for x in 0..n {
            let (fx, fy) = (x as f32 + 0.5 - origin, y as f32 + 0.5 - origin);
            let (qx, qy) = (usize::from(fx >= half), usize::from(fy >= half));
            let (cx, cy) = (half * (0.5 + qx as f32), half * (0.5 + qy as f32));
            let d = ((fx - cx).powi(2) + (fy - cy).powi(2)).sqrt();
            let white = qx == qy;
            let disc = if white { WHITE } else { BLACK };
            let cover = (r - d + 0.5).clamp(0.0, 1.0);
            let i = (y * n + x) * 4;
            match layer {
                Layer::Full => {
                    for c in 0..3 {
                        pixels[i + c] = (GREEN[c] + (disc[c] - GREEN[c]) * cover).round() as u8;
                    }
                    pixels[i + 3] = 255;
                }
                Layer::Foreground => {
                    for c in 0..3 {
                        pixels[i + c] = disc[c] as u8;
                    }
                    pixels[i + 3] = (cover * 255.0).round() as u8;
                }
                Layer::Monochrome => {
                    let inner = if white {
                        0.0
                    } else {
                        (r - ring - d + 0.5).clamp(0.0, 1.0)
                    };
                    pixels[i..i + 3].fill(255);
                    pixels[i + 3] = ((cover - inner).max(0.0) * 255.0).round() as u8;
                }
            }
        }
    }
    pixels
}

/// The store listings' feature graphic (Google Play, F-Droid: 1024×500) as `w`×`h` RGB
/// pixels: the icon's discs in the start position, at its centre, on a board of the icon's
/// green that runs across the whole picture, its squares `h`/5 high (large enough to read
/// on a phone). RGB without alpha, as Play requires.
pub fn feature_graphic(w: usize, h: usize) -> Vec<u8> {
    const LINE: [f32; 3] = [24.0, 92.0, 60.0];
    let cell = h as f32 / 5.0;
    // the board's centre (where four squares meet) at the picture's
    let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
    let r = cell * DISC_RADIUS;
    let mut pixels = vec![0u8; w * h * 3];
    for y in 0..h {
        for x in 0..w {
            let (fx, fy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
            // the grid's lines, two pixels wide at every square's edge
            let on_line = |v: f32| (v / cell - (v / cell).round()).abs() * cell < 1.0;
            let ground = if on_line(fx) || on_line(fy) {
                LINE
            } else {
                GREEN
            };
            let (qx, qy) = ((fx / cell).floor(), (fy / cell).floor());
            let mut colour = ground;
            if (-1.0..=0.0).contains(&qx) && (-1.0..=0.0).contains(&qy) {
                let (dx, dy) = (fx - (qx + 0.5) * cell, fy - (qy + 0.5) * cell);
                let cover = (r - (dx * dx + dy * dy).sqrt() + 0.5).clamp(0.0, 1.0);
                // as on the icon: white on the top-left and bottom-right squares
                let disc = if qx == qy { WHITE } else { BLACK };
                for c in 0..3 {
                    colour[c] = ground[c] + (disc[c] - ground[c]) * cover;
                }
            }
            let i = (y * w + x) * 3;
            for c in 0..3 {
                pixels[i + c] = colour[c].round() as u8;
            }
        }
    }
    pixels
}

/// A PNG file of `n`×`n` RGBA pixels (8 bits per channel).
pub fn png(n: usize, rgba: &[u8]) -> Vec<u8> {
    png_of(n, n, 4, rgba)
}

/// A PNG file of `w`×`h` RGB pixels, without alpha (8 bits per channel).
pub fn png_rgb(w: usize, h: usize, rgb: &[u8]) -> Vec<u8> {
    png_of(w, h, 3, rgb)
}

/// A PNG file of `w`×`h` pixels of `channels` bytes (3: RGB, 4: RGBA). Each row is filtered
/// "Up" (difference to the row above), so the icon's mostly repeated rows become runs of
/// zeros, which the deflate stream stores as back-references: a 512 px icon takes a few KB.
fn png_of(w: usize, h: usize, channels: usize, pixels: &[u8]) -> Vec<u8> {
    assert_eq!(pixels.len(), w * h * channels, "png: pixel buffer size");
    let stride = w * channels;
    let mut raw = Vec::with_capacity(h * (stride + 1));
    for y in 0..h {
        raw.push(2); // filter type Up
        let row = &pixels[y * stride..(y + 1) * stride];
        if y == 0 {
            raw.extend_from_slice(row);
        } else {
            let above = &pixels[(y - 1) * stride..y * stride];
            raw.extend(row.iter().zip(above).map(|(a, b)| a.wrapping_sub(*b)));
        }
    }
    let colour_type = if channels == 4 { 6 } else { 2 };
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&(w as u32).to_be_bytes());
    ihdr.extend_from_slice(&(h as u32).to_be_bytes());
    // 8 bits, RGB or RGBA, deflate, filtering, no interlace
    ihdr.extend_from_slice(&[8, colour_type, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"IDAT", &zlib(&raw));
    chunk(&mut out, b"IEND", &[]);
    out
}

/// The sizes in the Windows icon (the exe's, build.rs, and the installer's): those Explorer,
/// the task bar and the Start menu ask for.
pub const ICO_SIZES: [usize; 6] = [16, 24, 32, 48, 64, 256];

/// An ICO file with the icon at each of `sizes` (at most 256), each entry a PNG image
/// (Windows Vista and later read PNG entries; windres copies them as they are).
pub fn ico(sizes: &[usize]) -> Vec<u8> {
    let images: Vec<Vec<u8>> = sizes.iter().map(|&n| png(n, &paint(n))).collect();
    let mut out = Vec::new();
    out.extend_from_slice(&[0, 0, 1, 0]); // reserved, type 1 = icon
    out.extend_from_slice(&(sizes.len() as u16).to_le_bytes());
    let mut offset = 6 + 16 * sizes.len();
    for (&n, image) in sizes.iter().zip(&images) {
        assert!((1..=256).contains(&n), "ico: size {n}");
        let side = if n == 256 { 0 } else { n as u8 }; // 0 means 256
        out.extend_from_slice(&[side, side, 0, 0]); // width, height, no palette, reserved
        out.extend_from_slice(&1u16.to_le_bytes()); // colour planes
        out.extend_from_slice(&32u16.to_le_bytes()); // bits per pixel
        out.extend_from_slice(&(image.len() as u32).to_le_bytes());
        out.extend_from_slice(&(offset as u32).to_le_bytes());
        offset += image.len();
    }
    for image in &images {
        out.extend_from_slice(image);
    }
    out
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

pub fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in data {
        a = (a + u32::from(byte)) % 65521;
        b = (b + a) % 65521;
    }
    (b << 16) | a
}

/// A zlib stream of one deflate block with the fixed Huffman codes: literals, and runs of
/// the previous byte as matches at distance 1 (all the icon rows need).
fn zlib(data: &[u8]) -> Vec<u8> {
    let mut bits = Bits::default();
    bits.put(1, 1); // last block
    bits.put(1, 2); // fixed Huffman codes
    let mut i = 0;
    while i < data.len() {
        let mut run = 0;
        if i > 0 {
            while run < 258 && i + run < data.len() && data[i + run] == data[i - 1] {
                run += 1;
            }
        }
        if run >= 3 {
            bits.length(run);
            bits.put(0, 5); // distance code 0: distance 1
            i += run;
        } else {
            bits.literal(u16::from(data[i]));
            i += 1;
        }
    }
    bits.literal(256); // end of block
    let mut out = vec![0x78, 0x01];
    out.extend_from_slice(&bits.finish());
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

/// Deflate's bit order: values least significant bit first, Huffman codes most significant
/// bit first.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    acc: u32,
    count: u32,
}

impl Bits {
    fn put(&mut self, value: u32, count: u32) {
        for k in 0..count {
            self.acc |= ((value >> k) & 1) << self.count;
            self.count += 1;
            if self.count == 8 {
                self.bytes.push(self.acc as u8);
                self.acc = 0;
                self.count = 0;
            }
        }
    }

    fn code(&mut self, code: u32, len: u32) {
        for k in (0..len).rev() {
            self.put((code >> k) & 1, 1);
        }
    }

    /// A literal byte or the end-of-block symbol (256) in the fixed code.
    fn literal(&mut self, symbol: u16) {
        let s = u32::from(symbol);
        match s {
            0..=143 => self.code(0x30 + s, 8),
            144..=255 => self.code(0x190 + s - 144, 9),
            _ => self.code(s - 256, 7),
        }
    }

    /// A match length, 3..=258: its symbol (257..=285) and extra bits.
    fn length(&mut self, len: usize) {
        const BASE: [usize; 29] = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
            115, 131, 163, 195, 227, 258,
        ];
        const EXTRA: [u32; 29] = [
            0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
        ];
        let k = BASE.iter().rposition(|&b| b <= len).expect("length >= 3");
        let symbol = 257 + k as u32;
        if symbol <= 279 {
            self.code(symbol - 256, 7);
        } else {
            self.code(0xC0 + symbol - 280, 8);
        }
        self.put((len - BASE[k]) as u32, EXTRA[k]);
    }

    fn finish(mut self) -> Vec<u8> {
        if self.count > 0 {
            self.bytes.push(self.acc as u8);
        }
        self.bytes
    }
}
