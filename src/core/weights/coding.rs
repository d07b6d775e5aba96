//! The weights file's pattern entries, arithmetic coded. Stored one byte each they were 307 KB,
//! 64 KB after the gzip the browser's download applies; coded here with what one entry tells
//! about another they are about 40 KB, and gzip cannot shrink them further: the difference is
//! room in `reversi.wasm`'s budget. The values decoded are exactly the integers encoded.
//!
//! Every entry is a multiple of the file's `quantum` (the trainer rounds to it); the entry
//! divided by it is coded as bits, each with an adaptive probability chosen by a context made
//! of entries decoded before it (stage by stage, pattern by pattern, canonical configurations
//! ascending):
//!
//! - whether it is 0 (rare configurations are stored as 0): by its pattern, its empty squares,
//!   whether the same configuration with the sides exchanged (decoded earlier when its
//!   canonical index is lower) and the previous stage's entry are 0, and how many of the
//!   configurations with one disc removed are 0 and how many are not;
//! - its sign and then its magnitude in unary: by a prediction, the negated entry of the
//!   configuration with the sides exchanged (what is good for one side is bad for the other)
//!   weighted twice against the previous stage's entry.
//!
//! `Model::code` walks the entries once for both directions: the decoder here reads the bits,
//! the trainer's encoder (`train::encode`) writes them, so the two cannot disagree about the
//! contexts. The range coder is LZMA's (32-bit range, carries in the encoder), with 16-bit
//! probabilities.

use super::super::pattern::PATTERNS;

/// Probabilities are in 1/65536.
const ONE: u32 = 1 << 16;
/// A context's first updates move its probability by 1/2, 1/3, ... then by 1/`RATE_LIMIT`.
const RATE_LIMIT: u16 = 60;
/// Kept off 0 and 1 so that every bit stays codable.
const P_MIN: u32 = 32;
/// The range is renormalized to at least this.
pub const TOP: u32 = 1 << 24;
/// 65536 / (n + 1) for every count `n` a context reaches: the update multiplies instead of
/// dividing (decoding is on the first Hard move).
const RECIPROCALS: [u32; RATE_LIMIT as usize + 1] = {
    let mut r = [0; RATE_LIMIT as usize + 1];
    let mut n = 0;
    while n <= RATE_LIMIT as usize {
        r[n] = ONE / (n as u32 + 1);
        n += 1;
    }
    r
};
/// The longest unary magnitude: an `i8` entry over a quantum of 1.
const MAX_MAGNITUDE: u32 = 128;

/// One adaptive binary probability: of a 1, in 1/65536, and how many bits it has seen.
#[derive(Clone, Copy)]
pub struct Bit {
    p: u16,
    n: u16,
}

impl Bit {
    const FRESH: Bit = Bit {
        p: (ONE / 2) as u16,
        n: 0,
    };

    /// The probability of a 1 in 1/65536.
    pub fn p(self) -> u32 {
        u32::from(self.p)
    }

    /// Moves the probability towards the bit just coded: by 1/(n + 1) of the distance, so a
    /// context seen a few times learns fast and an old one is steady.
    pub fn update(&mut self, bit: bool) {
        self.n = (self.n + 1).min(RATE_LIMIT);
        let step = RECIPROCALS[usize::from(self.n)];
        let p = u32::from(self.p);
        let p = if bit {
            p + (((ONE - p) * step) >> 16)
        } else {
            p - ((p * step) >> 16)
        };
        self.p = p.clamp(P_MIN, ONE - P_MIN) as u16;
    }
}

/// Codes one bit with a context: the decoder returns the bit it reads (ignoring `bit`), the
/// encoder writes `bit` and returns it.
pub trait BitCoder {
    fn code(&mut self, context: &mut Bit, bit: bool) -> bool;
}

/// The range decoder over a byte slice; reading past the end reads zeros, which a damaged
/// stream turns into wrong values caught by the caller's checks, never a panic.
pub struct Decoder<'a> {
    bytes: &'a [u8],
    at: usize,
    range: u32,
    code: u32,
}

impl<'a> Decoder<'a> {
    pub fn new(bytes: &'a [u8]) -> Decoder<'a> {
        let mut d = Decoder {
            bytes,
            at: 0,
            range: u32::MAX,
            code: 0,
        };
        // The encoder's first byte is always 0 (its cache before any carry).
        for _ in 0..5 {
            d.code = d.code << 8 | d.next();
        }
        d
    }

    fn next(&mut self) -> u32 {
        let byte = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        u32::from(byte)
    }

    /// Bytes consumed, counting the zeros read past the end.
    pub fn consumed(&self) -> usize {
        self.at
    }
}

impl BitCoder for Decoder<'_> {
    #[inline]
    fn code(&mut self, context: &mut Bit, _bit: bool) -> bool {
        let bound = (self.range >> 16) * context.p();
        let bit = self.code < bound;
        if bit {
            self.range = bound;
        } else {
            self.code -= bound;
            self.range -= bound;
        }
        while self.range < TOP {
            self.range <<= 8;
            self.code = self.code << 8 | self.next();
        }
        context.update(bit);
        bit
    }
}

/// Contexts of one stage (every context names its stage, so each stage starts afresh).
struct Contexts {
    /// [pattern][empty squares][sides exchanged: none, 0, other][previous stage: same]
    /// [zero entries one disc away, up to 3][non-zero ones]
    zero: Vec<Bit>,
    /// [prediction -6..=6][sides exchanged: none, 0, other]
    sign: [Bit; 13 * 3],
    /// [prediction towards the sign, -4..=8][unary position, up to 20]
    magnitude: [Bit; 13 * 20],
}

/// Digits per pattern at most (`pattern.rs` checks that every pattern fits 10).
const DIGITS: usize = 10;
const ZERO_CONTEXTS: usize = PATTERNS.len() * (DIGITS + 1) * 3 * 3 * 4 * (DIGITS + 1);

impl Contexts {
    fn new() -> Contexts {
        Contexts {
            zero: vec![Bit::FRESH; ZERO_CONTEXTS],
            sign: [Bit::FRESH; 13 * 3],
            magnitude: [Bit::FRESH; 13 * 20],
        }
    }
}

/// What is known about an entry before it is coded.
struct Neighbourhood {
    empties: usize,
    /// The entry of the configuration with the sides exchanged, if decoded already.
    exchanged: Option<i32>,
    previous: Option<i32>,
    zero_subsets: usize,
    nonzero_subsets: usize,
}

/// 0 for unknown, 1 for a zero entry, 2 for another.
fn known(x: Option<i32>) -> usize {
    match x {
        None => 0,
        Some(0) => 1,
        Some(_) => 2,
    }
}

impl Neighbourhood {
    fn zero_context(&self, p: usize) -> usize {
        ((((p * (DIGITS + 1) + self.empties) * 3 + known(self.exchanged)) * 3
            + known(self.previous))
            * 4
            + self.zero_subsets.min(3))
            * (DIGITS + 1)
            + self.nonzero_subsets
    }

    /// The entry expected if it is not 0: the exchanged entry negated, weighted twice, and
    /// the previous stage's, those that are known and not 0, rounded to nearest.
    fn prediction(&self) -> i32 {
        let (mut sum, mut weight) = (0, 0);
        if let Some(x) = self.exchanged.filter(|&x| x != 0) {
            sum -= 2 * x;
            weight += 2;
        }
        if let Some(x) = self.previous.filter(|&x| x != 0) {
            sum += x;
            weight += 1;
        }
        if weight == 0 {
            0
        } else {
            (2 * sum + weight).div_euclid(2 * weight)
        }
    }
}

/// Codes one entry (in quanta) and returns it; `value` is what the encoder writes.
fn code_entry<C: BitCoder>(
    c: &mut C,
    ctx: &mut Contexts,
    p: usize,
    n: &Neighbourhood,
    value: i32,
) -> i32 {
    if !c.code(&mut ctx.zero[n.zero_context(p)], value != 0) {
        return 0;
    }
    let prediction = n.prediction();
    let sign_context = (prediction.clamp(-6, 6) + 6) as usize * 3 + known(n.exchanged);
    let negative = c.code(&mut ctx.sign[sign_context], value < 0);
    let towards = if negative { -prediction } else { prediction };
    let row = (towards.clamp(-4, 8) + 4) as usize * 20;
    let wanted = value.unsigned_abs();
    let mut magnitude = 1;
    while magnitude < MAX_MAGNITUDE {
        let at = row + (magnitude as usize - 1).min(19);
        if !c.code(&mut ctx.magnitude[at], wanted > magnitude) {
            break;
        }
        magnitude += 1;
    }
    let magnitude = magnitude as i32;
    if negative {
        -magnitude
    } else {
        magnitude
    }
}

/// Where the neighbours of every stored entry are, the same in every stage: entries are
/// numbered within a stage, patterns one after the other.
struct Layout {
    pattern: Vec<u8>,
    empties: Vec<u8>,
    /// The entry of the configuration with the sides' digits exchanged when it comes before
    /// this one, else `NONE`.
    exchanged: Vec<u32>,
    /// The entries of the configurations with one disc removed (all come before it):
    /// `subsets[subset_start[k]..subset_start[k + 1]]` for entry `k`.
    subset_start: Vec<u32>,
    subsets: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl Layout {
    fn new(canonical: &[Vec<u32>]) -> Layout {
        let mut layout = Layout {
            pattern: Vec::new(),
            empties: Vec::new(),
            exchanged: Vec::new(),
            subset_start: vec![0],
            subsets: Vec::new(),
        };
        let mut start = 0;
        for (p, canon) in canonical.iter().enumerate() {
            // Each configuration's entry: its canonical configuration's place among them.
            let mut entry = vec![0u32; canon.len()];
            let mut n = start;
            for (i, &c) in canon.iter().enumerate() {
                entry[i] = if c as usize == i {
                    n += 1;
                    n - 1
                } else {
                    entry[c as usize]
                };
            }
            let swap = super::super::pattern::swap_table(canon.len());
            for (i, &c) in canon.iter().enumerate() {
                if c as usize != i {
                    continue;
                }
                let (mut power, mut rest, mut empties) = (1, i, 0);
                for _ in 0..PATTERNS[p].len() {
                    let digit = rest % 3;
                    rest /= 3;
                    if digit == 0 {
                        empties += 1;
                    } else {
                        layout.subsets.push(entry[i - digit * power]);
                    }
                    power *= 3;
                }
                layout.subset_start.push(layout.subsets.len() as u32);
                layout.pattern.push(p as u8);
                layout.empties.push(empties);
                let exchanged = canon[swap[i] as usize] as usize;
                layout.exchanged.push(if exchanged < i {
                    entry[exchanged]
                } else {
                    NONE
                });
            }
            start = n;
        }
        layout
    }
}

/// The pattern entries of every stage, in quanta: `entries[stage]` holds each pattern's
/// canonical configurations in ascending order, patterns in order (`canonical`: the tables of
/// `pattern::canonical_table`). The decoder fills `entries` (which it finds all 0), the
/// encoder reads them.
pub fn code<C: BitCoder>(coder: &mut C, canonical: &[Vec<u32>], entries: &mut [Vec<i32>]) {
    let layout = Layout::new(canonical);
    for stage in 0..entries.len() {
        let mut ctx = Contexts::new();
        let (done, rest) = entries.split_at_mut(stage);
        let previous = done.last().map(|v| v.as_slice());
        let current = &mut rest[0];
        for k in 0..layout.pattern.len().min(current.len()) {
            let subsets = &layout.subsets
                [layout.subset_start[k] as usize..layout.subset_start[k + 1] as usize];
            let zero_subsets = subsets
                .iter()
                .map(|&j| usize::from(current[j as usize] == 0))
                .sum();
            let exchanged = layout.exchanged[k];
            let n = Neighbourhood {
                empties: usize::from(layout.empties[k]),
                exchanged: (exchanged != NONE).then(|| current[exchanged as usize]),
                previous: previous.and_then(|v| v.get(k).copied()),
                zero_subsets,
                nonzero_subsets: subsets.len() - zero_subsets,
            };
            let p = usize::from(layout.pattern[k]);
            current[k] = code_entry(coder, &mut ctx, p, &n, current[k]);
        }
    }
}
