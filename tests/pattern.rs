//! Hard's trained evaluation: the fast pattern indices against a square-by-square reference,
//! the tying of weights across the board's symmetries, and the weights asset's checks.

use reversi::core::cpu::mix;
use reversi::core::pattern::{self, image_slow, INSTANCES, PATTERNS};
use reversi::core::weights::{self, Stored, Weights, WeightsError, SCALARS};
use reversi::train::encode::{encode, read_any};

/// A random position: every square empty, mine or theirs (a third each on average), and
/// sometimes a sparse or a full board.
fn random_position(seed: u64) -> (u64, u64) {
    let a = mix(seed);
    let b = mix(a);
    let filled = match seed % 4 {
        0 => a & b,
        1 => a | b,
        _ => a ^ b.rotate_left(17),
    };
    let me = filled & mix(b);
    (me, filled & !me)
}

#[test]
fn pattern_indices_match_the_square_by_square_reference_on_100000_positions() {
    for n in 0..100_000u64 {
        let (me, opp) = random_position(n);
        let fast = pattern::indices(me, opp);
        let slow = pattern::reference_indices(me, opp);
        assert_eq!(fast.as_slice(), slow.as_slice(), "me {me:#x} opp {opp:#x}");
    }
}

#[test]
fn placements_cover_each_pattern_orbit_exactly_once() {
    for p in &PATTERNS {
        // A placement read through image i sits on the canonical squares' preimage under i.
        let placed: Vec<u64> = p
            .images
            .iter()
            .map(|&i| image_slow(p.mask, pattern::inverse_image(i)))
            .collect();
        let mut orbit: Vec<u64> = (0..8).map(|i| image_slow(p.mask, i)).collect();
        orbit.sort_unstable();
        orbit.dedup();
        let mut sorted = placed.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), placed.len(), "{}: a placement twice", p.name);
        assert_eq!(sorted, orbit, "{}: placements are not the orbit", p.name);
    }
}

/// Stored weights with a pseudo-random multiple of `quantum` in every entry (a fifth of them 0,
/// as rare configurations are in trained files).
fn random_stored(stages: usize, seed: u64, quantum: i32) -> Stored {
    let stored = weights::stored_entries(&weights::canonical_tables());
    let patterns: Vec<Vec<i8>> = (0..stages)
        .map(|s| {
            (0..stored)
                .map(|i| {
                    let r = mix(seed ^ mix((s * stored + i) as u64));
                    if r.is_multiple_of(5) {
                        0
                    } else {
                        ((r >> 8) as i8 as i32 / quantum * quantum) as i8
                    }
                })
                .collect()
        })
        .collect();
    assert_eq!(SCALARS, 2);
    let scalars = (0..stages).map(|s| [37 + s as i16, -11]).collect();
    Stored { patterns, scalars }
}

/// A weights file with a pseudo-random value in every stored entry.
fn random_weights(stages: usize, seed: u64) -> Vec<u8> {
    encode(&random_stored(stages, seed, 1))
}

fn symmetric_images(x: u64) -> [u64; 8] {
    pattern::images(x)
}

#[test]
fn the_evaluation_is_the_same_for_all_8_symmetric_images() {
    let w = Weights::parse(&random_weights(4, 9)).expect("random weights parse");
    let builtin = weights::builtin().expect("the built-in weights load");
    for n in 0..3_000u64 {
        let (me, opp) = random_position(n ^ 0x5eed);
        let (mi, oi) = (symmetric_images(me), symmetric_images(opp));
        for weights in [&w, builtin] {
            let value = weights.evaluate_position(me, opp);
            for k in 1..8 {
                assert_eq!(
                    weights.evaluate_position(mi[k], oi[k]),
                    value,
                    "image {k} of me {me:#x} opp {opp:#x}"
                );
            }
        }
    }
}

#[test]
fn the_builtin_asset_has_a_valid_header_and_checksum() {
    weights::check_header(weights::ASSET).expect("valid header and checksum");
    assert_eq!(&weights::ASSET[0..4], b"RVEW");
    let w = weights::builtin().expect("parses");
    assert!(w.stages() >= 1);
    let stored = Stored::read(weights::ASSET).expect("decodes");
    let entries = weights::stored_entries(&weights::canonical_tables());
    assert_eq!(stored.patterns.len(), w.stages());
    assert!(stored.patterns.iter().all(|stage| stage.len() == entries));
    assert_eq!(INSTANCES, 46);
}

#[test]
fn coded_entries_decode_to_exactly_the_integers_encoded() {
    // Quanta of 1 (every i8, -128 included), 4 (the shipped half discs), 128 (only -128 and
    // 0) and all zeros; one stage and many.
    let mut cases = vec![
        random_stored(5, 1, 1),
        random_stored(2, 2, 4),
        random_stored(1, 3, 128),
        random_stored(12, 4, 3),
    ];
    cases[0].patterns[0][0] = -128;
    cases[0].patterns[4][17] = 127;
    let zero = Stored {
        patterns: vec![vec![0; cases[0].patterns[0].len()]; 3],
        scalars: vec![[0, 0]; 3],
    };
    cases.push(zero);
    for (n, stored) in cases.iter().enumerate() {
        let bytes = encode(stored);
        assert_eq!(Stored::read(&bytes).as_ref(), Ok(stored), "case {n}");
        assert_eq!(read_any(&bytes).as_ref(), Ok(stored), "case {n}");
    }
    // The shipped file decodes, and encodes back to the same bytes.
    let shipped = Stored::read(weights::ASSET).expect("the shipped weights decode");
    assert_eq!(encode(&shipped), weights::ASSET);
}

#[test]
fn a_format_1_file_reads_as_the_same_integers() {
    let stored = random_stored(3, 7, 4);
    let entries = stored.patterns[0].len();
    let mut payload = Vec::new();
    for (stage, scalars) in stored.patterns.iter().zip(&stored.scalars) {
        payload.extend(stage.iter().map(|&w| w as u8));
        for w in scalars {
            payload.extend_from_slice(&w.to_le_bytes());
        }
    }
    assert_eq!(payload.len(), 3 * (entries + 2 * SCALARS));
    let mut v1 = b"RVEW".to_vec();
    for x in [1u16, pattern::PATTERN_SET_ID as u16, 3, SCALARS as u16] {
        v1.extend_from_slice(&x.to_le_bytes());
    }
    v1.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    v1.extend_from_slice(&weights::checksum(&payload).to_le_bytes());
    v1.extend_from_slice(&payload);
    assert_eq!(read_any(&v1), Ok(stored.clone()));
    // The game reads only the current format.
    assert_eq!(Stored::read(&v1).err(), Some(WeightsError::Version(1)));
    assert_eq!(Stored::read(&encode(&stored)), Ok(stored));
}

/// `bytes` with its payload replaced (header length and checksum made to match).
fn with_payload(bytes: &[u8], payload: &[u8]) -> Vec<u8> {
    let mut out = bytes[..weights::HEADER_BYTES].to_vec();
    out[12..16].copy_from_slice(&(payload.len() as u32).to_le_bytes());
    out[16..20].copy_from_slice(&weights::checksum(payload).to_le_bytes());
    out.extend_from_slice(payload);
    out
}

#[test]
fn a_damaged_asset_is_refused_with_the_reason() {
    let good = random_weights(2, 3);
    assert!(Weights::parse(&good).is_ok());
    assert_eq!(
        Weights::parse(&good[..10]).err(),
        Some(WeightsError::TooShort)
    );
    let mut magic = good.clone();
    magic[0] = b'X';
    assert_eq!(Weights::parse(&magic).err(), Some(WeightsError::BadMagic));
    let mut version = good.clone();
    version[4] = 9;
    assert_eq!(
        Weights::parse(&version).err(),
        Some(WeightsError::Version(9))
    );
    let mut set = good.clone();
    set[6] = 77;
    assert_eq!(
        Weights::parse(&set).err(),
        Some(WeightsError::PatternSet(77))
    );
    let mut flipped = good.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    assert!(matches!(
        Weights::parse(&flipped).err(),
        Some(WeightsError::Checksum { .. })
    ));
    let truncated = &good[..good.len() - 1];
    assert!(matches!(
        Weights::parse(truncated).err(),
        Some(WeightsError::Length { .. })
    ));
    // Damage that the checksum cannot see: the header describes it.
    let payload = &good[weights::HEADER_BYTES..];
    let plain = weights::plain_bytes(2);
    let mut quantum = payload.to_vec();
    quantum[0] = 0;
    assert_eq!(
        Weights::parse(&with_payload(&good, &quantum)).err(),
        Some(WeightsError::Quantum(0))
    );
    assert!(matches!(
        Weights::parse(&with_payload(&good, &payload[..plain - 1])).err(),
        Some(WeightsError::Length { .. })
    ));
    let cut = &payload[..payload.len() / 2];
    assert_eq!(
        Weights::parse(&with_payload(&good, cut)).err(),
        Some(WeightsError::Coding)
    );
}

#[test]
fn incremental_indices_agree_with_indices_from_scratch_along_random_games() {
    use reversi::core::pattern::Incremental;
    use reversi::core::{Board, Square};
    let mut checked = 0;
    for game in 0..400u64 {
        let mut board = Board::start();
        let (me, opp) = board.mover_and_other();
        let mut state = Incremental::new(me, opp);
        let mut ply = 0u64;
        while !board.is_game_over() {
            if board.must_pass() {
                board.pass().expect("pass");
                state = state.pass();
            } else {
                let moves: Vec<Square> = Square::all_in(board.legal_moves()).collect();
                let sq = moves[(mix(game ^ mix(ply)) % moves.len() as u64) as usize];
                let (me, opp) = board.mover_and_other();
                let flipped = reversi::core::board::flips(me, opp, sq);
                board.play(sq).expect("legal");
                state = state.play(sq.bit(), flipped);
                ply += 1;
            }
            // The state's digits belong to the sides as they were at the start: read them
            // from scratch from that side's point of view.
            let (me, opp) = board.mover_and_other();
            let (x, y) = if state.x_to_move {
                (me, opp)
            } else {
                (opp, me)
            };
            assert_eq!(
                &state.indices[..INSTANCES],
                pattern::indices(x, y).as_slice(),
                "game {game} ply {ply}"
            );
            assert!(state.indices[INSTANCES..].iter().all(|&i| i == 0));
            checked += 1;
        }
    }
    assert!(checked > 20_000);
}

#[test]
fn the_evaluation_with_kept_indices_equals_the_evaluation_from_scratch() {
    use reversi::core::eval::Evaluation;
    use reversi::core::{Board, Square};
    let w = Weights::parse(&random_weights(5, 21)).expect("random weights parse");
    for game in 0..100u64 {
        let mut board = Board::start();
        let (me, opp) = board.mover_and_other();
        let mut state = w.state(me, opp);
        let mut ply = 0u64;
        while !board.is_game_over() {
            if board.must_pass() {
                board.pass().expect("pass");
                state = w.pass(&state);
                continue;
            }
            let (me, opp) = board.mover_and_other();
            let (mine, theirs) = reversi::core::board::legal_moves_both(me, opp);
            assert_eq!(
                w.unfinished(me, opp, mine, theirs, &state),
                w.unfinished(me, opp, mine, theirs, &w.state(me, opp)),
            );
            let moves: Vec<Square> = Square::all_in(board.legal_moves()).collect();
            let sq = moves[(mix(game ^ mix(ply)) % moves.len() as u64) as usize];
            let flipped = reversi::core::board::flips(me, opp, sq);
            board.play(sq).expect("legal");
            state = w.play(&state, sq.bit(), flipped);
            ply += 1;
        }
    }
}

/// The evaluation as the file describes it, read square by square: every placement's stored
/// weight (found through its canonical configuration) plus the scalar terms.
struct ReferenceReading {
    canonical: Vec<Vec<u32>>,
    /// Where each pattern's stored entries start within a stage.
    starts: Vec<usize>,
    /// Each configuration's rank among its pattern's stored (canonical) ones.
    ranks: Vec<Vec<usize>>,
    placement_pattern: Vec<usize>,
    stored: usize,
}

impl ReferenceReading {
    fn new() -> ReferenceReading {
        let canonical = weights::canonical_tables();
        let mut starts = Vec::new();
        let mut ranks = Vec::new();
        let mut stored = 0;
        for canon in &canonical {
            starts.push(stored);
            let mut rank = vec![0usize; canon.len()];
            let mut n = 0;
            for (i, &c) in canon.iter().enumerate() {
                if c as usize == i {
                    rank[i] = n;
                    n += 1;
                }
            }
            ranks.push(rank);
            stored += n;
        }
        let placement_pattern = PATTERNS
            .iter()
            .enumerate()
            .flat_map(|(p, pattern)| std::iter::repeat_n(p, pattern.images.len()))
            .collect();
        ReferenceReading {
            canonical,
            starts,
            ranks,
            placement_pattern,
            stored,
        }
    }

    fn evaluate(&self, file: &Stored, me: u64, opp: u64) -> i32 {
        let stages = file.patterns.len();
        let empties = (!(me | opp)).count_ones();
        let stage = weights::stage_of(empties, stages);
        let entries = &file.patterns[stage];
        assert_eq!(entries.len(), self.stored);
        let mut sum = 0;
        for (k, &index) in pattern::reference_indices(me, opp).iter().enumerate() {
            let p = self.placement_pattern[k];
            let c = self.canonical[p][usize::from(index)] as usize;
            sum += i32::from(entries[self.starts[p] + self.ranks[p][c]]) * weights::PATTERN_STEP;
        }
        let (mine, theirs) = reversi::core::board::legal_moves_both(me, opp);
        let features = weights::scalar_features(me, opp, mine, theirs);
        for (f, &w) in features.iter().zip(&file.scalars[stage]) {
            sum += f * i32::from(w);
        }
        sum
    }
}

#[test]
fn the_evaluation_equals_the_square_by_square_reading_of_the_file() {
    let reference = ReferenceReading::new();
    // Random entries read against the numbers they were made from, so this checks decoding
    // as well as the expansion; the shipped ones against their decoding.
    let random = random_stored(5, 21, 1);
    let shipped = Stored::read(weights::ASSET).expect("the shipped weights decode");
    for (bytes, file) in [
        (encode(&random), &random),
        (weights::ASSET.to_vec(), &shipped),
    ] {
        let w = Weights::parse(&bytes).expect("weights parse");
        for n in 0..2_000u64 {
            let (me, opp) = random_position(n ^ 0xe7a1);
            assert_eq!(
                w.evaluate_position(me, opp),
                reference.evaluate(file, me, opp),
                "me {me:#x} opp {opp:#x}"
            );
        }
    }
}
