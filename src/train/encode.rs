//! Writing weights files (format in `core::weights`): the range encoder that mirrors
//! `core::weights::coding`'s decoder, and the reader of format 1 (one plain byte per entry),
//! so that older files can be recoded.

use crate::core::pattern;
use crate::core::weights::coding::{self, Bit, BitCoder, TOP};
use crate::core::weights::{
    canonical_tables, checksum, plain_bytes, stored_entries, Stored, WeightsError, FORMAT_VERSION,
    HEADER_BYTES, MAGIC, SCALARS,
};

/// LZMA's range encoder: `low` keeps a carry bit above its 32, and a run of 0xff bytes waits
/// in `cache`/`pending` until it is known whether a carry reaches it.
struct Encoder {
    low: u64,
    range: u32,
    cache: u8,
    pending: u64,
    out: Vec<u8>,
}

impl Encoder {
    fn new() -> Encoder {
        Encoder {
            low: 0,
            range: u32::MAX,
            cache: 0,
            pending: 1,
            out: Vec::new(),
        }
    }

    fn shift_low(&mut self) {
        if self.low < 0xff00_0000 || self.low >= 1 << 32 {
            let carry = (self.low >> 32) as u8;
            let mut byte = self.cache;
            while self.pending > 0 {
                self.out.push(byte.wrapping_add(carry));
                byte = 0xff;
                self.pending -= 1;
            }
            self.cache = (self.low >> 24) as u8;
        }
        self.pending += 1;
        self.low = (self.low & 0x00ff_ffff) << 8;
    }

    fn finish(mut self) -> Vec<u8> {
        for _ in 0..5 {
            self.shift_low();
        }
        self.out
    }
}

impl BitCoder for Encoder {
    fn code(&mut self, context: &mut Bit, bit: bool) -> bool {
        let bound = (self.range >> 16) * context.p();
        if bit {
            self.range = bound;
        } else {
            self.low += u64::from(bound);
            self.range -= bound;
        }
        while self.range < TOP {
            self.range <<= 8;
            self.shift_low();
        }
        context.update(bit);
        bit
    }
}

/// The largest quantum every entry is a multiple of (1 when all are 0).
fn quantum(patterns: &[Vec<i8>]) -> u8 {
    fn gcd(a: u32, b: u32) -> u32 {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let g = patterns
        .iter()
        .flatten()
        .fold(0, |g, &w| gcd(g, u32::from(w.unsigned_abs())));
    g.clamp(1, 128) as u8
}

/// A weights file of the current format. `stored.patterns[stage]` holds one value per
/// canonical configuration (in eighths of a disc, ascending canonical index, patterns in
/// order), `stored.scalars[stage]` the scalar weights.
pub fn encode(stored: &Stored) -> Vec<u8> {
    let canonical = canonical_tables();
    let q = quantum(&stored.patterns);
    let mut quanta: Vec<Vec<i32>> = stored
        .patterns
        .iter()
        .map(|stage| stage.iter().map(|&w| i32::from(w) / i32::from(q)).collect())
        .collect();
    let mut encoder = Encoder::new();
    coding::code(&mut encoder, &canonical, &mut quanta);
    let stages = stored.patterns.len();
    let mut payload = Vec::with_capacity(plain_bytes(stages));
    payload.push(q);
    for s in &stored.scalars {
        for w in s {
            payload.extend_from_slice(&w.to_le_bytes());
        }
    }
    payload.extend(encoder.finish());
    let mut out = Vec::with_capacity(HEADER_BYTES + payload.len());
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(pattern::PATTERN_SET_ID as u16).to_le_bytes());
    out.extend_from_slice(&(stages as u16).to_le_bytes());
    out.extend_from_slice(&(SCALARS as u16).to_le_bytes());
    out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    out.extend_from_slice(&checksum(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    out
}

/// Reads a file of format 1 (the same header with version 1; the payload stage by stage, one
/// `i8` per stored entry then the scalars), or of the current format.
pub fn read_any(bytes: &[u8]) -> Result<Stored, WeightsError> {
    if bytes.len() < HEADER_BYTES || bytes[4..6] != 1u16.to_le_bytes() {
        return Stored::read(bytes);
    }
    // Format 1's header is format 2's with another version: check it as one.
    let mut as_current = bytes.to_vec();
    as_current[4..6].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
    let payload = crate::core::weights::check_header(&as_current)?;
    let stages = usize::from(u16::from_le_bytes([bytes[8], bytes[9]]));
    let stored = stored_entries(&canonical_tables());
    let per_stage = stored + 2 * SCALARS;
    if payload.len() != per_stage * stages {
        return Err(WeightsError::Length {
            expected: per_stage * stages,
            found: payload.len(),
        });
    }
    let mut out = Stored {
        patterns: Vec::new(),
        scalars: Vec::new(),
    };
    for stage in payload.chunks_exact(per_stage) {
        out.patterns
            .push(stage[..stored].iter().map(|&b| b as i8).collect());
        out.scalars.push(std::array::from_fn(|k| {
            i16::from_le_bytes([stage[stored + 2 * k], stage[stored + 2 * k + 1]])
        }));
    }
    Ok(out)
}
