//! Saving and loading the game, statistics and settings. Provisional: the lead's version
//! replaces it (same API); this one keeps a simple line format so the flow can be tested.

use crate::core::save::Settings;
use crate::core::stats::{GameResult, Stats};
use crate::core::{Board, Color, Match, Opponent, Square};
use crate::storage::{Storage, StorageError};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    Game,
    Stats,
    Settings,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    Damaged(RecordKind),
    SaveFailed,
    DiskFull,
    NoStorage,
}

impl Notice {
    pub fn message_id(&self) -> &'static str {
        match self {
            Notice::Damaged(_) => "notice-damaged",
            Notice::SaveFailed => "notice-save-failed",
            Notice::DiskFull => "notice-disk-full",
            Notice::NoStorage => "notice-no-storage",
        }
    }
}

pub struct Loaded {
    pub stats: Stats,
    pub settings: Settings,
    pub game: Option<(Match, u64)>,
    pub notices: Vec<Notice>,
}

pub struct Persistence {
    storage: Box<dyn Storage>,
}

fn err(e: StorageError) -> Notice {
    match e {
        StorageError::Full => Notice::DiskFull,
        StorageError::Unavailable(_) => Notice::NoStorage,
        StorageError::Io(_) => Notice::SaveFailed,
    }
}

fn parse_game(text: &str) -> Option<(Match, u64)> {
    let mut parts = text.split('|');
    let seed = parts.next()?.parse().ok()?;
    let player = Color::from_symbol(parts.next()?.chars().next()?)?;
    let opponent = Opponent::parse(parts.next()?)?;
    let board = Board::from_text(parts.next()?).ok()?;
    let last = Square::parse(parts.next()?);
    let ended = parts.next()? == "1";
    let time = parts.next()?.parse().ok()?;
    Some((
        Match::resume(seed, player, opponent, board, last, ended),
        time,
    ))
}

impl Persistence {
    pub fn open(
        storage: Box<dyn Storage>,
        unavailable: Option<StorageError>,
    ) -> (Persistence, Loaded) {
        let mut notices = Vec::new();
        if unavailable.is_some() {
            notices.push(Notice::NoStorage);
        }
        let game = match storage.load("game") {
            Ok(Some(text)) => parse_game(&text),
            _ => None,
        };
        let mut stats = Stats::default();
        if let Ok(Some(text)) = storage.load("stats") {
            for (o, rec) in Opponent::ALL.iter().zip(text.split('|')) {
                let n: Vec<u64> = rec.split(' ').filter_map(|x| x.parse().ok()).collect();
                if let [p, w, l, d, t] = n[..] {
                    for _ in 0..p {
                        stats.record_start(*o);
                    }
                    for (count, r) in [
                        (w, GameResult::Won),
                        (l, GameResult::Lost),
                        (d, GameResult::Drawn),
                    ] {
                        for _ in 0..count {
                            stats.record_result(*o, r);
                        }
                    }
                    stats.add_time(*o, t);
                }
            }
        }
        let loaded = Loaded {
            stats,
            settings: Settings::default(),
            game,
            notices,
        };
        (Persistence { storage }, loaded)
    }

    pub fn save_game(&mut self, m: &Match, time_ms: u64) -> Result<(), Notice> {
        let text = format!(
            "{}|{}|{}|{}|{}|{}|{}",
            m.seed(),
            m.player().symbol(),
            m.opponent().name(),
            m.board().to_text(),
            m.last_move().map(|s| s.name()).unwrap_or_default(),
            if m.ended_once() { "1" } else { "0" },
            time_ms
        );
        self.storage.save("game", &text).map_err(err)
    }

    pub fn clear_game(&mut self) -> Result<(), Notice> {
        self.storage.remove("game").map_err(err)
    }

    pub fn save_stats(&mut self, stats: &Stats) -> Result<(), Notice> {
        let text: Vec<String> = Opponent::ALL
            .iter()
            .map(|o| {
                let r = stats.get(*o);
                format!(
                    "{} {} {} {} {}",
                    r.played, r.won, r.lost, r.drawn, r.time_ms
                )
            })
            .collect();
        self.storage.save("stats", &text.join("|")).map_err(err)
    }

    pub fn save_settings(&mut self, _settings: &Settings) -> Result<(), Notice> {
        Ok(())
    }
}
