//! Hard's trained evaluation: the pattern tables of `pattern.rs`, one set per game stage, plus
//! two scalar terms (mobility and potential mobility), all integers. The weights come from
//! `assets/eval-weights.bin` (made by `examples/train.rs`), compiled into the program so every
//! platform has them without file I/O, and checked once when first used.
//!
//! Asset format (little endian):
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `RVEW` |
//! | 2 | format version (2) |
//! | 2 | pattern-set id (`pattern::PATTERN_SET_ID`) |
//! | 2 | stage count |
//! | 2 | scalar weights per stage (`SCALARS`) |
//! | 4 | payload length in bytes |
//! | 4 | FNV-1a 32 checksum of the payload |
//!
//! Payload: one byte, the quantum (1 to 128; every pattern entry is a multiple of it); then
//! stage by stage `SCALARS` × `i16`, in 1/64 disc per unit of the feature; then the pattern
//! entries of every stage, arithmetic coded (`coding.rs`): for each pattern, one `i8` per
//! canonical configuration (ascending index; `pattern::canonical_table`), in eighths of a disc.
//! Format 1 stored one plain byte per entry: 306,985 bytes for the weights that take 40,135
//! here, 64,099 after gzip; the trainer still reads it (`train::encode::read_any`).

pub mod coding;

use super::board::legal_moves_both;
use super::pattern::{self, INSTANCES, PATTERNS};
use std::sync::OnceLock;

pub const MAGIC: [u8; 4] = *b"RVEW";
pub const FORMAT_VERSION: u16 = 2;
pub const HEADER_BYTES: usize = 20;
/// Scalar features per stage: mobility difference, potential mobility difference.
pub const SCALARS: usize = 2;

/// Evaluation units per disc: values are in 1/64 of a disc.
pub const UNITS_PER_DISC: i32 = 64;
/// Pattern weights are stored in eighths of a disc.
pub const PATTERN_STEP: i32 = UNITS_PER_DISC / 8;

/// Bytes of the compiled-in weights.
pub static ASSET: &[u8] = include_bytes!("../../assets/eval-weights.bin");

/// Configurations of all patterns together (the size of one stage's expanded tables).
pub const CONFIGURATIONS: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < PATTERNS.len() {
        n += PATTERNS[i].configurations();
        i += 1;
    }
    n
};

/// Zeros after the last stage's tables, so that a stage's table can be read as an array longer
/// than any pattern offset plus any `u16` index: the lookups then need no bounds check.
const PAD: usize = 1 << 16;

/// One stage's tables as the evaluation reads them (the following stage and the padding
/// behind them; real indices stay within the stage).
type StageTables = [i8; CONFIGURATIONS + PAD];

/// For each placement, where its pattern's table starts within a stage.
const OFFSETS: [usize; INSTANCES] = {
    let mut offsets = [0usize; INSTANCES];
    let mut base = 0;
    let mut n = 0;
    let mut p = 0;
    while p < PATTERNS.len() {
        let mut k = 0;
        while k < PATTERNS[p].images.len() {
            offsets[n] = base;
            n += 1;
            k += 1;
        }
        base += PATTERNS[p].configurations();
        p += 1;
    }
    offsets
};

/// Where pattern `p`'s table starts within a stage.
pub(crate) fn pattern_offset(p: usize) -> usize {
    PATTERNS[..p].iter().map(|q| q.configurations()).sum()
}

/// What is wrong with a weights file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    TooShort,
    BadMagic,
    Version(u16),
    PatternSet(u16),
    Stages(u16),
    Scalars(u16),
    Length {
        expected: usize,
        found: usize,
    },
    Checksum {
        expected: u32,
        found: u32,
    },
    Quantum(u8),
    /// The coded entries run past the payload or decode to an entry outside `i8`.
    Coding,
}

impl std::fmt::Display for WeightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WeightsError::TooShort => write!(f, "shorter than its header"),
            WeightsError::BadMagic => write!(f, "not a weights file (magic)"),
            WeightsError::Version(v) => write!(f, "format version {v} is not {FORMAT_VERSION}"),
            WeightsError::PatternSet(id) => {
                write!(f, "pattern set {id} is not {}", pattern::PATTERN_SET_ID)
            }
            WeightsError::Stages(n) => write!(f, "{n} stages (1 to 60 allowed)"),
            WeightsError::Scalars(n) => write!(f, "{n} scalar weights per stage, not {SCALARS}"),
            WeightsError::Length { expected, found } => {
                write!(f, "payload of {found} bytes, expected {expected}")
            }
            WeightsError::Checksum { expected, found } => {
                write!(f, "checksum {found:08x}, expected {expected:08x}")
            }
            WeightsError::Quantum(q) => write!(f, "quantum {q} (1 to 128 allowed)"),
            WeightsError::Coding => write!(f, "the coded pattern entries do not decode"),
        }
    }
}

/// FNV-1a, 32 bits: enough to notice a damaged or truncated asset.
pub fn checksum(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for &b in bytes {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// The canonical configurations of every pattern (shared by loading and training).
pub fn canonical_tables() -> Vec<Vec<u32>> {
    (0..PATTERNS.len()).map(pattern::canonical_table).collect()
}

/// Stored entries per stage: canonical configurations of all patterns.
pub fn stored_entries(canonical: &[Vec<u32>]) -> usize {
    canonical
        .iter()
        .map(|t| {
            t.iter()
                .enumerate()
                .filter(|&(i, &c)| c as usize == i)
                .count()
        })
        .sum()
}

/// The expanded weights, ready for evaluation.
pub struct Weights {
    stages: usize,
    /// Stage-major, `CONFIGURATIONS` per stage, in eighths of a disc (bytes: the tables a
    /// search touches stay small enough for the caches).
    tables: Vec<i8>,
    /// The same with the sides' digits exchanged: the tables for incremental indices kept
    /// from the other side's point of view (`pattern::Incremental`).
    swapped: Vec<i8>,
    scalars: Vec<[i16; SCALARS]>,
    /// `stage_of` for every empty-square count a board can have, looked up per evaluation.
    stage_by_empties: [u8; 65],
}

/// The stage of a position with `empties` empty squares, for `stages` stages over the 61
/// possible counts (60 empties at the start, 0 at a full board). Evenly spread: other
/// boundaries, and 6 to 8 stages with narrower ones at the end of the game, were measured no
/// better on the endgame suites (docs/engine.md).
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
pub fn stage_of(empties: u32, stages: usize) -> usize {
    ((60 - empties.min(60)) as usize * stages) / 61
}

/// The scalar features of a position: mobility difference and potential mobility difference
/// (empty squares next to the other side's discs, minus those next to ours).
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
pub fn scalar_features(me: u64, opp: u64, my_moves: u64, their_moves: u64) -> [i32; SCALARS] {
    let empty = !(me | opp);
    let mobility = my_moves.count_ones() as i32 - their_moves.count_ones() as i32;
    let potential = (neighbours(opp) & empty).count_ones() as i32
        - (neighbours(me) & empty).count_ones() as i32;
    [mobility, potential]
}

/// The squares next to any square of `x`.
#[cfg_attr(target_arch = "x86_64", inline(always))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
fn neighbours(x: u64) -> u64 {
    super::board::around(x) & !x
}

/// The placements' table entries summed, written out one by one: with constant offsets and
/// `u16` indices every read is visibly within `StageTables`, so the compiler drops the bounds
/// checks and folds the offsets into the loads (about half the instructions of a loop).
/// On x86_64 it stays a call: inlined into the search's large x86-64-v3 body it ran a few
/// percent slower (Hard's bench, alternating runs).
#[cfg_attr(target_arch = "x86_64", inline(never))]
#[cfg_attr(not(target_arch = "x86_64"), inline)]
fn sum_placements(table: &StageTables, index: &[u16; pattern::LANES]) -> i32 {
    macro_rules! sum {
        ($($k:literal)*) => {
            0 $(+ i32::from(table[OFFSETS[$k] + usize::from(index[$k])]))*
        };
    }
    const _: () = assert!(INSTANCES == 46, "sum_placements lists 46 placements");
    sum!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32
        33 34 35 36 37 38 39 40 41 42 43 44 45)
}

/// A weights file's numbers before they are expanded for the evaluation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// Per stage, every pattern's canonical configurations in ascending order, patterns in
    /// order, in eighths of a disc.
    pub patterns: Vec<Vec<i8>>,
    pub scalars: Vec<[i16; SCALARS]>,
}

/// Payload bytes before the coded entries: the quantum and the scalars.
pub fn plain_bytes(stages: usize) -> usize {
    1 + stages * SCALARS * 2
}

impl Stored {
    /// Reads and checks a weights file.
    pub fn read(bytes: &[u8]) -> Result<Stored, WeightsError> {
        Stored::read_with(bytes, &canonical_tables())
    }

    fn read_with(bytes: &[u8], canonical: &[Vec<u32>]) -> Result<Stored, WeightsError> {
        let payload = check_header(bytes)?;
        let stages = usize::from(u16::from_le_bytes([bytes[8], bytes[9]]));
        let plain = plain_bytes(stages);
        if payload.len() < plain {
            return Err(WeightsError::Length {
                expected: plain,
                found: payload.len(),
            });
        }
        let quantum = payload[0];
        if !(1..=128).contains(&quantum) {
            return Err(WeightsError::Quantum(quantum));
        }
        let scalars = payload[1..plain]
            .chunks_exact(2 * SCALARS)
            .map(|s| std::array::from_fn(|k| i16::from_le_bytes([s[2 * k], s[2 * k + 1]])))
            .collect();
        let stored = stored_entries(canonical);
        let mut quanta = vec![vec![0i32; stored]; stages];
        let mut decoder = coding::Decoder::new(&payload[plain..]);
        coding::code(&mut decoder, canonical, &mut quanta);
        if decoder.consumed() > payload.len() - plain {
            return Err(WeightsError::Coding);
        }
        let patterns = quanta
            .iter()
            .map(|stage| {
                stage
                    .iter()
                    .map(|&q| {
                        i8::try_from(q * i32::from(quantum)).map_err(|_| WeightsError::Coding)
                    })
                    .collect()
            })
            .collect::<Result<_, _>>()?;
        Ok(Stored { patterns, scalars })
    }
}

impl Weights {
    /// Parses and checks a weights file.
    pub fn parse(bytes: &[u8]) -> Result<Weights, WeightsError> {
        // The canonical tables once for both steps (loading sits on the first Hard move).
        let canonical = canonical_tables();
        let stored = Stored::read_with(bytes, &canonical)?;
        Ok(Weights::expand_with(&stored, &canonical))
    }

    /// The tables the evaluation reads, from the stored entries.
    pub fn expand(stored: &Stored) -> Weights {
        Weights::expand_with(stored, &canonical_tables())
    }

    fn expand_with(stored: &Stored, canonical: &[Vec<u32>]) -> Weights {
        let stages = stored.patterns.len();
        let mut tables = vec![0i8; CONFIGURATIONS * stages + PAD];
        for (stage, entries) in stored.patterns.iter().enumerate() {
            let base = stage * CONFIGURATIONS;
            let mut at = 0;
            for (p, canon) in canonical.iter().enumerate() {
                let table = &mut tables[base + pattern_offset(p)..][..canon.len()];
                for (i, &c) in canon.iter().enumerate() {
                    table[i] = if c as usize == i {
                        at += 1;
                        entries.get(at - 1).copied().unwrap_or(0)
                    } else {
                        table[c as usize]
                    };
                }
            }
        }
        let mut scalars = stored.scalars.clone();
        scalars.resize(stages, [0; SCALARS]);
        // Which configuration each one becomes with the sides exchanged, once per pattern
        // (loading sits on the first Hard move, which should not stall a frame).
        let swaps: Vec<Vec<u32>> = PATTERNS
            .iter()
            .map(|pattern| pattern::swap_table(pattern.configurations()))
            .collect();
        let mut swapped = vec![0i8; tables.len()];
        for stage in 0..stages {
            let base = stage * CONFIGURATIONS;
            for (p, swap) in swaps.iter().enumerate() {
                let start = base + pattern_offset(p);
                let from = &tables[start..][..swap.len()];
                for (out, &i) in swapped[start..][..swap.len()].iter_mut().zip(swap) {
                    *out = from[i as usize];
                }
            }
        }
        let stage_by_empties =
            std::array::from_fn(|empties| stage_of(empties as u32, stages) as u8);
        Weights {
            stages,
            tables,
            swapped,
            scalars,
            stage_by_empties,
        }
    }

    /// Number of game stages with their own tables.
    pub fn stages(&self) -> usize {
        self.stages
    }

    /// The value of a position that is not finished for the side owning `me`, in
    /// `UNITS_PER_DISC` per disc, with both sides' legal moves already known.
    #[inline]
    pub fn evaluate(&self, me: u64, opp: u64, my_moves: u64, their_moves: u64) -> i32 {
        let indices = pattern::Incremental::new(me, opp);
        self.evaluate_with(me, opp, my_moves, their_moves, &indices)
    }

    /// `evaluate` with the pattern indices already known (kept up to date by the search).
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    #[cfg_attr(not(target_arch = "x86_64"), inline)]
    pub fn evaluate_with(
        &self,
        me: u64,
        opp: u64,
        my_moves: u64,
        their_moves: u64,
        indices: &pattern::Incremental,
    ) -> i32 {
        let empties = (!(me | opp)).count_ones();
        let stage = usize::from(self.stage_by_empties[empties as usize]);
        let tables = if indices.x_to_move {
            &self.tables
        } else {
            &self.swapped
        };
        // `parse` pads both tables by `PAD`, so every stage's chunk is there.
        let Some(table) =
            tables[stage * CONFIGURATIONS..].first_chunk::<{ CONFIGURATIONS + PAD }>()
        else {
            return 0;
        };
        let patterns = sum_placements(table, &indices.indices);
        let mut sum = patterns * PATTERN_STEP;
        let features = scalar_features(me, opp, my_moves, their_moves);
        let weights = &self.scalars[stage];
        for (f, &w) in features.iter().zip(weights) {
            sum += f * i32::from(w);
        }
        sum
    }

    /// `evaluate` for any unfinished position (computes the legal moves itself).
    pub fn evaluate_position(&self, me: u64, opp: u64) -> i32 {
        let (mine, theirs) = legal_moves_both(me, opp);
        self.evaluate(me, opp, mine, theirs)
    }
}

/// Checks magic, version, pattern set, scalar count, length and checksum; returns the payload.
pub fn check_header(bytes: &[u8]) -> Result<&[u8], WeightsError> {
    if bytes.len() < HEADER_BYTES {
        return Err(WeightsError::TooShort);
    }
    if bytes[0..4] != MAGIC {
        return Err(WeightsError::BadMagic);
    }
    let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
    let u32_at =
        |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    if u16_at(4) != FORMAT_VERSION {
        return Err(WeightsError::Version(u16_at(4)));
    }
    if u32::from(u16_at(6)) != pattern::PATTERN_SET_ID {
        return Err(WeightsError::PatternSet(u16_at(6)));
    }
    if !(1..=60).contains(&u16_at(8)) {
        return Err(WeightsError::Stages(u16_at(8)));
    }
    if usize::from(u16_at(10)) != SCALARS {
        return Err(WeightsError::Scalars(u16_at(10)));
    }
    let payload = &bytes[HEADER_BYTES..];
    let length = u32_at(12) as usize;
    if payload.len() != length {
        return Err(WeightsError::Length {
            expected: length,
            found: payload.len(),
        });
    }
    let expected = u32_at(16);
    let found = checksum(payload);
    if found != expected {
        return Err(WeightsError::Checksum { expected, found });
    }
    Ok(payload)
}

/// The compiled-in weights, parsed and checked on first use. A damaged asset is a build
/// error, caught by the tests; should one ever ship, Hard falls back to the hand-written
/// evaluation rather than crash (`None`).
pub fn builtin() -> Option<&'static Weights> {
    static WEIGHTS: OnceLock<Option<Weights>> = OnceLock::new();
    WEIGHTS.get_or_init(|| Weights::parse(ASSET).ok()).as_ref()
}

/// The weights the yardsticks `hard-v2` and `hard-v3` play with: a frozen copy of the file Hard
/// shipped from issue 25 to issue 35 (`weights/hard-v3.bin`), so that they stay the same
/// players when `assets/eval-weights.bin` is trained again. Not in the game.
#[cfg(feature = "yardsticks")]
pub fn yardstick() -> Option<&'static Weights> {
    static WEIGHTS: OnceLock<Option<Weights>> = OnceLock::new();
    frozen(&WEIGHTS, include_bytes!("weights/hard-v3.bin"))
}

/// The weights the yardstick `hard-v4` plays with: a frozen copy of the file Hard shipped from
/// issue 35 to issue 55 (`weights/hard-v4.bin`, fnv64 64a73b2e0c4defbb). Not in the game.
#[cfg(feature = "yardsticks")]
pub fn yardstick_v4() -> Option<&'static Weights> {
    static WEIGHTS: OnceLock<Option<Weights>> = OnceLock::new();
    frozen(&WEIGHTS, include_bytes!("weights/hard-v4.bin"))
}

/// A frozen weights file, parsed and checked on first use (`None` if damaged: the tests say so).
#[cfg(feature = "yardsticks")]
fn frozen(
    cell: &'static OnceLock<Option<Weights>>,
    bytes: &'static [u8],
) -> Option<&'static Weights> {
    cell.get_or_init(|| Weights::parse(bytes).ok()).as_ref()
}
