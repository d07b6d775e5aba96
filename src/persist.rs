//! Loading and saving the three records through a `Storage`, with the damage policy of
//! SPEC R-SAVE-3: an unreadable record never crashes the game and never silently destroys
//! statistics. It is set aside under a new name, the game starts with defaults, and a
//! notice says what happened.

use crate::core::save::{self, DecodeError, Settings};
use crate::core::{Match, Stats};
use crate::storage::{Storage, StorageError};

pub const GAME_RECORD: &str = "game.json";
pub const STATS_RECORD: &str = "stats.json";
pub const SETTINGS_RECORD: &str = "settings.json";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    Game,
    Stats,
    Settings,
}

impl RecordKind {
    fn name(self) -> &'static str {
        match self {
            RecordKind::Game => GAME_RECORD,
            RecordKind::Stats => STATS_RECORD,
            RecordKind::Settings => SETTINGS_RECORD,
        }
    }

    fn slot(self) -> usize {
        self as usize
    }
}

/// Something the player should be told about storage. Neutral information, never a dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The record could not be read; it was kept under another name and defaults are used.
    Damaged(RecordKind),
    /// Writing failed for a reason other than space.
    SaveFailed,
    /// The disk or the browser's quota is full.
    DiskFull,
    /// There is no place to save at all (read-only directory, storage refused): the game
    /// runs, nothing is kept.
    NoStorage,
}

impl Notice {
    /// The Fluent message that says it (locales/*/notices.ftl).
    pub fn message_id(self) -> &'static str {
        match self {
            Notice::Damaged(RecordKind::Game) => "notice-damaged-game",
            Notice::Damaged(RecordKind::Stats) => "notice-damaged-stats",
            Notice::Damaged(RecordKind::Settings) => "notice-damaged-settings",
            Notice::SaveFailed => "notice-save-failed",
            Notice::DiskFull => "notice-disk-full",
            Notice::NoStorage => "notice-no-storage",
        }
    }

    pub const MESSAGE_IDS: [&'static str; 6] = [
        "notice-damaged-game",
        "notice-damaged-stats",
        "notice-damaged-settings",
        "notice-save-failed",
        "notice-disk-full",
        "notice-no-storage",
    ];

    fn from_error(e: &StorageError) -> Notice {
        match e {
            StorageError::Full => Notice::DiskFull,
            StorageError::Unavailable(_) => Notice::NoStorage,
            StorageError::Io(_) => Notice::SaveFailed,
        }
    }
}

/// What was found at start.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    pub stats: Stats,
    pub settings: Settings,
    /// The game in progress and the play time it had so far.
    pub game: Option<(Match, u64)>,
    pub notices: Vec<Notice>,
}

pub struct Persistence {
    storage: Box<dyn Storage>,
    /// A damaged record that could not be set aside is never overwritten: the player's
    /// statistics may still be recoverable from it by hand.
    protected: [bool; 3],
}

impl Persistence {
    /// Reads every record. `unavailable` is the reason the platform could not give real
    /// storage, if any (then `storage` is a memory store).
    pub fn open(
        storage: Box<dyn Storage>,
        unavailable: Option<StorageError>,
    ) -> (Persistence, Loaded) {
        let mut p = Persistence {
            storage,
            protected: [false; 3],
        };
        let mut loaded = Loaded::default();
        if let Some(e) = &unavailable {
            loaded.notices.push(Notice::from_error(e));
        }
        if let Some(stats) = p.read(RecordKind::Stats, save::decode_stats, &mut loaded.notices) {
            loaded.stats = stats;
        }
        if let Some(settings) = p.read(
            RecordKind::Settings,
            save::decode_settings,
            &mut loaded.notices,
        ) {
            loaded.settings = settings;
        }
        loaded.game = p.read(RecordKind::Game, save::decode_game, &mut loaded.notices);
        (p, loaded)
    }

    fn read<T>(
        &mut self,
        kind: RecordKind,
        decode: fn(&str) -> Result<T, DecodeError>,
        notices: &mut Vec<Notice>,
    ) -> Option<T> {
        let text = match self.storage.load(kind.name()) {
            Ok(Some(text)) => text,
            Ok(None) => return None,
            Err(e) => {
                // unreadable (permissions): keep it untouched and say so once
                self.protected[kind.slot()] = true;
                let notice = Notice::from_error(&e);
                if !notices.contains(&notice) {
                    notices.push(notice);
                }
                return None;
            }
        };
        match decode(&text) {
            Ok(value) => Some(value),
            Err(_) => {
                if self.storage.set_aside(kind.name()).is_err() {
                    self.protected[kind.slot()] = true;
                }
                notices.push(Notice::Damaged(kind));
                None
            }
        }
    }

    fn write(&mut self, kind: RecordKind, text: &str) -> Result<(), Notice> {
        if self.protected[kind.slot()] {
            return Err(Notice::SaveFailed);
        }
        self.storage
            .save(kind.name(), text)
            .map_err(|e| Notice::from_error(&e))
    }

    pub fn save_game(&mut self, game: &Match, time_ms: u64) -> Result<(), Notice> {
        self.write(RecordKind::Game, &save::encode_game(game, time_ms))
    }

    /// Forgets the saved game (a new game abandons it).
    pub fn clear_game(&mut self) -> Result<(), Notice> {
        if self.protected[RecordKind::Game.slot()] {
            return Ok(());
        }
        self.storage
            .remove(GAME_RECORD)
            .map_err(|e| Notice::from_error(&e))
    }

    pub fn save_stats(&mut self, stats: &Stats) -> Result<(), Notice> {
        self.write(RecordKind::Stats, &save::encode_stats(stats))
    }

    pub fn save_settings(&mut self, settings: &Settings) -> Result<(), Notice> {
        self.write(RecordKind::Settings, &save::encode_settings(settings))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Color, Opponent, Turn};
    use crate::storage::{MemoryStorage, SharedMemoryStorage as Shared};

    fn some_stats() -> Stats {
        let mut stats = Stats::default();
        stats.record_start(Opponent::Hard);
        stats.add_time(Opponent::Hard, 61_000);
        stats
    }

    #[test]
    fn everything_round_trips() {
        let shared = Shared::default();
        let (mut p, loaded) = Persistence::open(Box::new(shared.clone()), None);
        assert!(loaded.notices.is_empty());
        assert!(loaded.game.is_none());
        let mut game = Match::new(9, Color::Black, Opponent::Medium);
        game.play_player(crate::core::Square::parse("c4").unwrap())
            .unwrap();
        p.save_game(&game, 1234).unwrap();
        p.save_stats(&some_stats()).unwrap();
        let settings = Settings {
            language: Some("de".into()),
            player_color: Color::White,
            opponent: Opponent::Hard,
            ..Settings::default()
        };
        p.save_settings(&settings).unwrap();

        let (_, loaded) = Persistence::open(Box::new(shared), None);
        assert!(loaded.notices.is_empty());
        assert_eq!(loaded.stats, some_stats());
        assert_eq!(loaded.settings, settings);
        let (resumed, time) = loaded.game.unwrap();
        assert_eq!(time, 1234);
        assert_eq!(resumed.board(), game.board());
        assert_eq!(resumed.turn(), Turn::Cpu);
    }

    #[test]
    fn each_kind_of_damage_sets_the_record_aside_and_keeps_the_statistics() {
        let good_stats = save::encode_stats(&some_stats());
        let good_game = save::encode_game(&Match::new(1, Color::Black, Opponent::Easy), 0);
        let damages: Vec<String> = vec![
            String::new(),
            good_game[..good_game.len() / 3].to_owned(),
            "\u{fffd}\u{fffd}\u{0}PK\u{3}\u{4}".to_owned(),
            good_game.replace("\"version\":1", "\"version\":99"),
            r#"{"version":1,"board":42}"#.to_owned(),
            "x".repeat(5 * 1024 * 1024),
        ];
        for damage in &damages {
            let shared = Shared::default();
            shared
                .0
                .borrow_mut()
                .records
                .insert(STATS_RECORD.into(), good_stats.clone());
            shared
                .0
                .borrow_mut()
                .records
                .insert(GAME_RECORD.into(), damage.clone());
            let (mut p, loaded) = Persistence::open(Box::new(shared.clone()), None);
            assert_eq!(loaded.notices, vec![Notice::Damaged(RecordKind::Game)]);
            assert!(loaded.game.is_none());
            assert_eq!(loaded.stats, some_stats(), "statistics lost");
            {
                let records = &shared.0.borrow().records;
                assert_eq!(records.get("game.json.damaged-1"), Some(damage));
                assert!(!records.contains_key(GAME_RECORD));
            }
            // the next save works normally
            p.save_game(&Match::new(1, Color::Black, Opponent::Easy), 0)
                .unwrap();
        }
    }

    #[test]
    fn damaged_statistics_are_set_aside_never_overwritten() {
        let shared = Shared::default();
        shared
            .0
            .borrow_mut()
            .records
            .insert(STATS_RECORD.into(), "{\"version\":1,".into());
        let (mut p, loaded) = Persistence::open(Box::new(shared.clone()), None);
        assert_eq!(loaded.notices, vec![Notice::Damaged(RecordKind::Stats)]);
        assert_eq!(loaded.stats, Stats::default());
        p.save_stats(&some_stats()).unwrap();
        let records = &shared.0.borrow().records;
        assert_eq!(
            records.get("stats.json.damaged-1").map(String::as_str),
            Some("{\"version\":1,")
        );
    }

    /// Storage that can read but neither write nor rename (a read-only directory).
    struct ReadOnly(MemoryStorage);

    impl Storage for ReadOnly {
        fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
            self.0.load(name)
        }
        fn save(&mut self, _: &str, _: &str) -> Result<(), StorageError> {
            Err(StorageError::Unavailable("read-only".into()))
        }
        fn set_aside(&mut self, _: &str) -> Result<String, StorageError> {
            Err(StorageError::Unavailable("read-only".into()))
        }
        fn remove(&mut self, _: &str) -> Result<(), StorageError> {
            Err(StorageError::Unavailable("read-only".into()))
        }
    }

    #[test]
    fn read_only_or_full_storage_gives_notices_and_the_game_runs() {
        let mut memory = MemoryStorage::default();
        memory.records.insert(STATS_RECORD.into(), "garbage".into());
        let (mut p, loaded) = Persistence::open(Box::new(ReadOnly(memory)), None);
        assert_eq!(loaded.notices, vec![Notice::Damaged(RecordKind::Stats)]);
        assert_eq!(p.save_stats(&some_stats()), Err(Notice::SaveFailed));
        let game = Match::new(1, Color::Black, Opponent::Easy);
        assert_eq!(p.save_game(&game, 0), Err(Notice::NoStorage));

        let full = MemoryStorage {
            fail_saves: Some(StorageError::Full),
            ..Default::default()
        };
        let (mut p, loaded) = Persistence::open(
            Box::new(full),
            Some(StorageError::Unavailable("no dir".into())),
        );
        assert_eq!(loaded.notices, vec![Notice::NoStorage]);
        assert_eq!(p.save_game(&game, 0), Err(Notice::DiskFull));
    }
}
