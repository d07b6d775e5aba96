//! Hard's trained evaluation: the fast pattern indices against a square-by-square reference,
//! the tying of weights across the board's symmetries, and the weights asset's checks.

use reversi::core::cpu::mix;
use reversi::core::pattern::{self, image_slow, INSTANCES, PATTERNS};
use reversi::core::weights::{self, Weights, WeightsError, SCALARS};

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

/// Weights with a pseudo-random value in every stored entry.
fn random_weights(stages: usize, seed: u64) -> Vec<u8> {
    let canonical = weights::canonical_tables();
    let stored = weights::stored_entries(&canonical);
    let patterns: Vec<Vec<i8>> = (0..stages)
        .map(|s| {
            (0..stored)
                .map(|i| mix(seed ^ mix((s * stored + i) as u64)) as i8)
                .collect()
        })
        .collect();
    let scalars = vec![[37i16, -11]; stages];
    assert_eq!(SCALARS, 2);
    weights::encode(&patterns, &scalars)
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
    let payload = weights::check_header(weights::ASSET).expect("valid header and checksum");
    assert_eq!(&weights::ASSET[0..4], b"RVEW");
    let w = weights::builtin().expect("parses");
    assert!(w.stages() >= 1);
    let stored = weights::stored_entries(&weights::canonical_tables());
    assert_eq!(payload.len(), w.stages() * (stored + 2 * SCALARS));
    assert_eq!(INSTANCES, 46);
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

    fn evaluate(&self, bytes: &[u8], me: u64, opp: u64) -> i32 {
        let payload = &bytes[weights::HEADER_BYTES..];
        let stages = usize::from(u16::from_le_bytes([bytes[8], bytes[9]]));
        let per_stage = self.stored + 2 * SCALARS;
        let empties = (!(me | opp)).count_ones();
        let stage = &payload[weights::stage_of(empties, stages) * per_stage..][..per_stage];
        let mut sum = 0;
        for (k, &index) in pattern::reference_indices(me, opp).iter().enumerate() {
            let p = self.placement_pattern[k];
            let c = self.canonical[p][usize::from(index)] as usize;
            let stored = stage[self.starts[p] + self.ranks[p][c]] as i8;
            sum += i32::from(stored) * weights::PATTERN_STEP;
        }
        let (mine, theirs) = reversi::core::board::legal_moves_both(me, opp);
        let features = weights::scalar_features(me, opp, mine, theirs);
        for (n, f) in features.iter().enumerate() {
            let at = self.stored + 2 * n;
            sum += f * i32::from(i16::from_le_bytes([stage[at], stage[at + 1]]));
        }
        sum
    }
}

#[test]
fn the_evaluation_equals_the_square_by_square_reading_of_the_file() {
    let reference = ReferenceReading::new();
    let random = random_weights(5, 21);
    for bytes in [&random[..], weights::ASSET] {
        let w = Weights::parse(bytes).expect("weights parse");
        for n in 0..2_000u64 {
            let (me, opp) = random_position(n ^ 0xe7a1);
            assert_eq!(
                w.evaluate_position(me, opp),
                reference.evaluate(bytes, me, opp),
                "me {me:#x} opp {opp:#x}"
            );
        }
    }
}
