//! The whole training run as one deterministic function: generations of self-play (each played
//! by the weights the one before fitted, the first by the hand-written evaluation or a given
//! weights file), every labelled position so far fitted after each, and the last fit written
//! as the weights file. The same `Pipeline` gives the same bytes on any number of threads
//! (games are merged in game order) and whether it starts afresh or resumes from its kept
//! chunks; `provenance` says how the bytes were made. `examples/train.rs` is its command
//! line; `tests/train.rs` pins a small run's hash.

use super::fit::{fit, FitOptions, Model};
use super::parallel::in_order;
use super::select::{self, Selection, Tally, Trial};
use super::selfplay::{play_game, Sample, SelfPlay};
use super::walks::{walk_all, Walks};
use crate::core::cpu::mix;
use crate::core::eval::{Classic, Evaluation};
use crate::core::weights::Weights;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The seed of generation `gen`'s games in a run with `seed` (`Pipeline::generation_seed`).
pub fn generation_seed(seed: u64, gen: u32) -> u64 {
    seed ^ (u64::from(gen) << 40)
}

/// The seed of the walks of a run with `seed` and `generations` (`Pipeline::walk_seed`), for
/// tools that make a kept run's walks again (`examples/refit.rs`).
pub fn walk_seed(seed: u64, generations: u32) -> u64 {
    generation_seed(seed, generations) ^ 0x3a1c_0000
}

/// Games per kept chunk (`DIR/genG/chunk-C.bin`).
pub const CHUNK: u32 = 100;

/// Everything that decides the written bytes.
#[derive(Clone, Debug)]
pub struct Pipeline {
    pub seed: u64,
    pub generations: u32,
    /// Games per generation (each with `selfplay.branches` side lines).
    pub games: u32,
    pub selfplay: SelfPlay,
    pub fit: FitOptions,
    /// The written file's step, in eighths of a disc (the generations play with every entry
    /// in eighths).
    pub step: i32,
    /// Entries read by fewer training positions than this are written as 0.
    pub min_count: u32,
    /// The weights file generation 0 plays with (its name, for the provenance, and bytes);
    /// `None`: the hand-written evaluation.
    pub start: Option<(String, Vec<u8>)>,
    /// Walks from the games' positions, added to the last fit only (`walks.rs`). They do
    /// not shape the games, so a directory's kept games serve runs with other walks.
    pub walks: Walks,
    /// The last fit chosen by play among fits with several order seeds (`select.rs`); `None`:
    /// the fit with `fit.seed`. Like the walks, it does not shape the games.
    pub select: Option<Selection>,
}

/// How a run is carried out; none of it changes the bytes.
pub struct Run<'a> {
    pub threads: usize,
    /// Where games are kept per chunk and weights per generation, so that an interrupted run
    /// resumes; `None`: in memory only.
    pub dir: Option<&'a Path>,
    /// Told of every chunk played or read back: generation, games so far, positions so far.
    pub on_chunk: &'a mut dyn FnMut(u32, u32, usize),
    /// Told of every generation's fitted weights (in eighths, as the next generation plays).
    pub on_fit: &'a mut dyn FnMut(u32, &Weights, usize),
    /// Told of every candidate of the last fit as its games end (`Pipeline::select`).
    pub on_trial: &'a mut dyn FnMut(&Trial),
}

/// One generation's games, for the provenance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generation {
    /// Who played: the hand-written evaluation, the start file or a generation's weights,
    /// with the FNV-1a 64 of its bytes.
    pub player: String,
    /// Game `g` of the generation is played from seed `seed ^ mix(g)`.
    pub seed: u64,
    pub positions: usize,
}

/// What a run made.
pub struct Outcome {
    /// The weights file.
    pub bytes: Vec<u8>,
    pub generations: Vec<Generation>,
    pub positions: usize,
    /// Positions of the walks, in the last fit beside `positions`.
    pub walked: usize,
    /// Games played by this run; the others were read back from kept chunks, so the time
    /// taken is not the whole run's.
    pub games_played: u64,
    /// The last fit's candidates in order of their seeds, when it was chosen by play; the
    /// written bytes are the best one's (`select::best`).
    pub trials: Vec<Trial>,
    /// The order seed of the written fit.
    pub last_seed: u64,
}

/// Where a run kept chunk `chunk` of generation `gen`'s games.
pub fn chunk_path(dir: &Path, gen: u32, chunk: u32) -> PathBuf {
    dir.join(format!("gen{gen}/chunk-{chunk:04}.bin"))
}

/// Where a kept run writes the weights generation `gen` fitted (the next generation's player).
pub fn weights_path(dir: &Path, gen: u32) -> PathBuf {
    dir.join(format!("gen{gen}.weights"))
}

/// FNV-1a, 64 bits: the hash the trainer prints of what it writes and the test pins.
pub fn fnv64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

impl Pipeline {
    /// The seed of generation `gen`'s games.
    pub fn generation_seed(&self, gen: u32) -> u64 {
        generation_seed(self.seed, gen)
    }

    /// The seed of the walks: walk `i` from `walk_seed() ^ mix(i)`.
    pub fn walk_seed(&self) -> u64 {
        walk_seed(self.seed, self.generations)
    }

    /// The settings that shape the kept games, one per line: a directory's chunks are used
    /// only by a run with the same lines (`DIR/run.txt`). The generation count is not among
    /// them, so that a run can be extended by more generations.
    fn stamp(&self) -> String {
        let s = &self.selfplay;
        let f = &self.fit;
        let start = match &self.start {
            Some((name, bytes)) => format!("{name} fnv64 {:016x}", fnv64(bytes)),
            None => "hand-written evaluation".into(),
        };
        format!(
            "seed {}\ngames {}\nsearch {} budget {} exact {} random {}+{} branches {}\n\
             fit stages {} epochs {} rate {} l2 {} seed {} value weight {}\nstart {start}\n\
             samples of {} bytes\n",
            self.seed,
            self.games,
            s.search.name(),
            s.budget,
            s.exact_empties,
            s.min_random,
            s.random_spread,
            s.branches,
            f.stages,
            f.epochs,
            f.learning_rate,
            f.l2,
            f.seed,
            f.value_weight,
            Sample::BYTES,
        )
    }

    /// Plays and fits every generation, then encodes the last fit.
    pub fn run(&self, run: &mut Run<'_>) -> Result<Outcome, String> {
        if let Some(dir) = run.dir {
            claim(dir, &self.stamp())?;
        }
        let mut all: Vec<Sample> = Vec::new();
        let mut generations = Vec::new();
        let mut current: Option<Weights> = match &self.start {
            Some((name, bytes)) => Some(Weights::parse(bytes).map_err(|e| format!("{name}: {e}"))?),
            None => None,
        };
        let mut player = match &self.start {
            Some((name, bytes)) => format!("{name} (fnv64 {:016x})", fnv64(bytes)),
            None => "the hand-written evaluation".to_string(),
        };
        let mut last: Option<Model> = None;
        let mut games_played = 0;
        let mut walked = 0;
        let mut trials = Vec::new();
        let mut last_seed = self.fit.seed;
        for gen in 0..self.generations {
            let before = all.len();
            games_played += self.play_generation(gen, current.as_ref(), &mut all, run)?;
            generations.push(Generation {
                player: player.clone(),
                seed: self.generation_seed(gen),
                positions: all.len() - before,
            });
            let is_last = gen + 1 == self.generations;
            if is_last && self.walks.from_empties > 0 {
                let seed = self.walk_seed();
                let walks = match current.as_ref() {
                    Some(w) => walk_all(&all, w, seed, &self.walks, run.threads),
                    None => walk_all(&all, &Classic, seed, &self.walks, run.threads),
                };
                walked = walks.len();
                all.extend(walks);
            }
            let model = match &self.select {
                Some(selection) if is_last => {
                    let (model, seed, tried) = self.choose_last(&all, selection, run)?;
                    (trials, last_seed) = (tried, seed);
                    model
                }
                _ => fit(&all, &self.fit),
            };
            all.truncate(all.len() - walked);
            let (bytes, _) = model.encode(1, 0);
            let weights = Weights::parse(&bytes)
                .map_err(|e| format!("generation {gen}'s weights do not read back: {e}"))?;
            if let Some(dir) = run.dir {
                let path = weights_path(dir, gen);
                write_atomic(&path, &bytes)?;
            }
            (run.on_fit)(gen, &weights, all.len());
            player = format!("generation {gen}'s weights (fnv64 {:016x})", fnv64(&bytes));
            current = Some(weights);
            last = Some(model);
        }
        let model = last.ok_or("no generation to fit")?;
        let (bytes, _) = model.encode(self.step, self.min_count);
        Weights::parse(&bytes).map_err(|e| format!("the written weights do not read back: {e}"))?;
        Ok(Outcome {
            bytes,
            generations,
            positions: all.len(),
            walked,
            games_played,
            trials,
            last_seed,
        })
    }

    /// The last fit as `selection` chooses it: fits of `samples` with the order seeds
    /// `fit.seed`, `fit.seed + 1`, … (`threads` of them at a time), each written as the run
    /// writes its file and played; returns the best one's model and seed, and every trial.
    fn choose_last(
        &self,
        samples: &[Sample],
        selection: &Selection,
        run: &mut Run<'_>,
    ) -> Result<(Model, u64, Vec<Trial>), String> {
        let seeds: Vec<u64> = (0..u64::from(selection.fits.max(1)))
            .map(|i| self.fit.seed.wrapping_add(i))
            .collect();
        let mut models = Vec::new();
        let mut trials = Vec::new();
        for batch in seeds.chunks(run.threads.max(1)) {
            let fitted = in_order(0..batch.len() as u64, batch.len(), |i| {
                let seed = batch[i as usize];
                fit(samples, &FitOptions { seed, ..self.fit })
            });
            for (&seed, model) in batch.iter().zip(fitted) {
                let (bytes, _) = model.encode(self.step, self.min_count);
                let weights = Weights::parse(&bytes)
                    .map_err(|e| format!("the fit of order seed {seed} does not read back: {e}"))?;
                let trial = Trial {
                    seed,
                    fnv64: fnv64(&bytes),
                    tally: select::score(&weights, selection, run.threads),
                };
                (run.on_trial)(&trial);
                trials.push(trial);
                models.push(model);
            }
        }
        let tallies: Vec<Tally> = trials.iter().map(|t| t.tally).collect();
        let best = select::best(&tallies).ok_or("no candidate for the last fit")?;
        let model = models.swap_remove(best);
        Ok((model, seeds[best], trials))
    }

    /// Adds generation `gen`'s games to `all`, chunk by chunk: kept chunks read back, the
    /// others played with `current` (the hand-written evaluation if `None`). Returns how many
    /// games were played.
    fn play_generation(
        &self,
        gen: u32,
        current: Option<&Weights>,
        all: &mut Vec<Sample>,
        run: &mut Run<'_>,
    ) -> Result<u64, String> {
        if let Some(d) = run.dir.map(|d| d.join(format!("gen{gen}"))) {
            std::fs::create_dir_all(&d)
                .map_err(|e| format!("cannot create {}: {e}", d.display()))?;
        }
        let seed = self.generation_seed(gen);
        let mut first = 0;
        let mut played = 0;
        while first < self.games {
            let count = CHUNK.min(self.games - first);
            let path = run.dir.map(|d| chunk_path(d, gen, first / CHUNK));
            let kept = path
                .as_ref()
                .and_then(|p| std::fs::read(p).ok())
                .and_then(|b| Sample::read_all(&b))
                .filter(|s| !s.is_empty());
            let samples = match kept {
                Some(s) => s,
                None => {
                    played += u64::from(count);
                    let s = match current {
                        Some(w) => play_games(w, seed, first, count, run.threads, &self.selfplay),
                        None => {
                            play_games(&Classic, seed, first, count, run.threads, &self.selfplay)
                        }
                    };
                    if let Some(p) = &path {
                        write_atomic(p, &encode_samples(&s))?;
                    }
                    s
                }
            };
            all.extend_from_slice(&samples);
            first += count;
            (run.on_chunk)(gen, first, all.len());
        }
        Ok(played)
    }

    /// The provenance file written beside the weights: how to make them again and from what.
    pub fn provenance(
        &self,
        outcome: &Outcome,
        command: &str,
        revision: &str,
        seconds: f64,
    ) -> String {
        let s = &self.selfplay;
        let mut text = String::new();
        let _ = writeln!(
            text,
            "# How this weights file was made (examples/train.rs)."
        );
        let _ = writeln!(text, "command: {command}");
        let _ = writeln!(text, "trainer revision: {revision}");
        let _ = writeln!(
            text,
            "weights: {} bytes, fnv64 {:016x}",
            outcome.bytes.len(),
            fnv64(&outcome.bytes)
        );
        let games = u64::from(self.games) * outcome.generations.len() as u64;
        if outcome.games_played == games {
            let _ = writeln!(text, "time: {seconds:.0} s");
        } else {
            let _ = writeln!(
                text,
                "time: {seconds:.0} s, playing {} of the {games} games (the others were read \
                 back from the kept games of an earlier, interrupted run of the same settings)",
                outcome.games_played
            );
        }
        let _ = writeln!(
            text,
            "positions: {} from {} games and their side lines",
            outcome.positions, games
        );
        if self.walks.from_empties > 0 {
            let _ = writeln!(
                text,
                "walks: {} positions in the last fit, from every position of the games with {} \
                 empty squares to the end, each move random with {}% chance and otherwise the \
                 exact solver's, every position after the first labelled with its exact value; \
                 walk i from seed {:#018x} ^ mix(i), solved with the last generation's player",
                outcome.walked,
                self.walks.from_empties,
                self.walks.random,
                self.walk_seed()
            );
        }
        let _ = writeln!(
            text,
            "games: {} per generation, each from {}-{} random opening moves (not positions), \
             then {} search at {} positions per move, the exact solver from {} empty squares; \
             {} side lines per game from a random move; every position labelled with its \
             line's final disc difference and the playing search's value of it",
            self.games,
            s.min_random,
            s.min_random + s.random_spread.max(1) - 1,
            s.search.name(),
            s.budget,
            s.exact_empties,
            s.branches
        );
        let _ = writeln!(
            text,
            "fit: {} stages, {} epochs, rate {}, l2 {}, order seed {}, target the final \
             difference plus {} times (search value - final difference); written in steps of {} \
             eighths of a disc, entries read by fewer than {} positions as 0",
            self.fit.stages,
            self.fit.epochs,
            self.fit.learning_rate,
            self.fit.l2,
            self.fit.seed,
            self.fit.value_weight,
            self.step,
            self.min_count
        );
        if let Some(selection) = &self.select {
            let _ = writeln!(
                text,
                "{}",
                selection.describe(&outcome.trials, outcome.last_seed)
            );
        }
        for (gen, g) in outcome.generations.iter().enumerate() {
            let _ = writeln!(
                text,
                "generation {gen}: {} positions, games played by {}, game g from seed \
                 {:#018x} ^ mix(g); fitted on every generation's positions so far",
                g.positions, g.player, g.seed
            );
        }
        text
    }
}

/// Makes `dir` this run's: a directory without games (`gen*`) gets `stamp` as `run.txt`; one
/// that holds another run's games, or games without a `run.txt`, is refused, so that kept
/// chunks never mix settings.
fn claim(dir: &Path, stamp: &str) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = dir.join("run.txt");
    let refuse = |kept: &str| {
        Err(format!(
            "{} holds the games of another run:\n{kept}this run:\n{stamp}remove it or choose another --dir",
            dir.display()
        ))
    };
    match std::fs::read_to_string(&path) {
        Ok(kept) if kept == stamp => Ok(()),
        Ok(kept) => refuse(&kept),
        Err(_) => {
            let has_games = std::fs::read_dir(dir)
                .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
                .flatten()
                .any(|entry| entry.file_name().to_string_lossy().starts_with("gen"));
            if !has_games {
                write_atomic(&path, stamp.as_bytes())
            } else {
                refuse("(no run.txt)\n")
            }
        }
    }
}

/// Writes `bytes` to `path` through a temporary file, so that an interrupted run never leaves
/// half a file.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let tmp: PathBuf = path.with_extension("tmp");
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

pub fn encode_samples(samples: &[Sample]) -> Vec<u8> {
    let mut out = Vec::with_capacity(samples.len() * Sample::BYTES);
    for s in samples {
        s.write(&mut out);
    }
    out
}

/// Plays games `first..first+count` of a generation on `threads` threads; the samples come
/// back in game order whatever the threads did, so the thread count never changes them.
pub fn play_games<E: Evaluation + Sync>(
    eval: &E,
    seed: u64,
    first: u32,
    count: u32,
    threads: usize,
    options: &SelfPlay,
) -> Vec<Sample> {
    let games = u64::from(first)..u64::from(first + count);
    in_order(games, threads, |g| play_game(eval, seed ^ mix(g), options))
        .into_iter()
        .flatten()
        .collect()
}
