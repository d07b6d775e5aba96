//! Loading and saving the three records through a `Storage`, with the damage policy of
//! SPEC R-SAVE-3: an unreadable record never crashes the game and never silently destroys
//! statistics. It is set aside under a new name, the game starts with defaults, and a
//! notice says what happened.

use crate::core::save::{self, DecodeError, Settings};
use crate::core::stats::StatsChange;
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
    /// The statistics did not add up; they were repaired keeping every count, and the
    /// original was kept under another name.
    Repaired,
    /// The record exists but the system refuses to read it (permissions): it is left
    /// untouched and not written this session.
    Unreadable(RecordKind),
    /// Another running instance (a second window, another tab) holds the saved game: this
    /// one plays without saving its game; results are still counted.
    OtherInstance,
    /// Writing failed for a reason other than space.
    SaveFailed,
    /// The disk or the browser's quota is full.
    DiskFull,
    /// There is no place to save at all (read-only directory, storage refused): the game
    /// runs, nothing is kept.
    NoStorage,
}

impl Notice {
    /// The Fluent message that says it (`notice-…` in locales/*/core.ftl).
    pub fn message_id(self) -> &'static str {
        match self {
            Notice::Damaged(RecordKind::Game) => "notice-damaged-game",
            Notice::Damaged(RecordKind::Stats) => "notice-damaged-stats",
            Notice::Damaged(RecordKind::Settings) => "notice-damaged-settings",
            Notice::Repaired => "notice-repaired-stats",
            Notice::Unreadable(RecordKind::Game) => "notice-unreadable-game",
            Notice::Unreadable(RecordKind::Stats) => "notice-unreadable-stats",
            Notice::Unreadable(RecordKind::Settings) => "notice-unreadable-settings",
            Notice::OtherInstance => "notice-other-window",
            Notice::SaveFailed => "notice-save-failed",
            Notice::DiskFull => "notice-disk-full",
            Notice::NoStorage => "notice-no-storage",
        }
    }

    pub const MESSAGE_IDS: [&'static str; 11] = [
        "notice-damaged-game",
        "notice-damaged-stats",
        "notice-damaged-settings",
        "notice-repaired-stats",
        "notice-unreadable-game",
        "notice-unreadable-stats",
        "notice-unreadable-settings",
        "notice-other-window",
        "notice-save-failed",
        "notice-disk-full",
        "notice-no-storage",
    ];

    /// A failure to write that can go away and come back (space, permissions): told again
    /// when it returns. The others are facts of this session, told once.
    pub fn can_come_back(self) -> bool {
        matches!(
            self,
            Notice::SaveFailed | Notice::DiskFull | Notice::NoStorage
        )
    }

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

/// What other instances did since the last look (see [`Persistence::poll_elsewhere`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Elsewhere {
    /// Another instance wrote the statistics: the shown numbers are stale.
    pub stats_changed: bool,
    /// Another instance saved its game: from now on this one does not save its game.
    pub game_taken: bool,
}

pub struct Persistence {
    storage: Box<dyn Storage>,
    /// A damaged record that could not be set aside, or one the system refuses to read, is
    /// never overwritten (the player's statistics may still be recoverable from it by
    /// hand); writing it answers the notice that said so.
    protected: [Option<Notice>; 3],
    /// This instance owns the saved game (no other window does); otherwise its game is
    /// neither saved nor cleared.
    owns_game: bool,
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
            protected: [None; 3],
            owns_game: true,
        };
        let mut loaded = Loaded::default();
        if let Some(e) = &unavailable {
            loaded.notices.push(Notice::from_error(e));
        }
        if let Some(stats) = p.read_stats(&mut loaded.notices) {
            loaded.stats = stats;
        }
        if let Some(settings) = p.read(
            RecordKind::Settings,
            save::decode_settings,
            &mut loaded.notices,
        ) {
            loaded.settings = settings;
        }
        p.owns_game = p.storage.claim_game();
        if !p.owns_game {
            // the other window's game is its own: not offered here, never touched
            loaded.notices.push(Notice::OtherInstance);
            return (p, loaded);
        }
        loaded.game = p.read(RecordKind::Game, save::decode_game, &mut loaded.notices);
        // Died between counting the result and forgetting the game: the game is over and
        // counted, so it is not offered again. (A game that ended and was undone afterwards
        // says so with `ended_once` and stays: its later ends are not counted.)
        if let Some((game, _)) = &loaded.game {
            if !game.ended_once() && loaded.stats.is_counted(game.id()) {
                loaded.game = None;
                let _ = p.clear_game();
            }
        }
        (p, loaded)
    }

    /// The statistics at start: a record that does not add up is repaired (its original
    /// kept aside), a garbled one set aside; both with a notice.
    fn read_stats(&mut self, notices: &mut Vec<Notice>) -> Option<Stats> {
        let kind = RecordKind::Stats;
        let text = self.load(kind, notices)?;
        match save::decode_stats_repairing(&text) {
            Ok((stats, false)) => Some(stats),
            Ok((stats, true)) => {
                // the original first, then the repair over it: a crash between the two
                // leaves the original in place, never no statistics
                match self.storage.keep_copy(kind.name()) {
                    Ok(_) => {
                        let _ = self.storage.save(kind.name(), &save::encode_stats(&stats));
                    }
                    Err(_) => self.protected[kind.slot()] = Some(Notice::Repaired),
                }
                notices.push(Notice::Repaired);
                Some(stats)
            }
            Err(_) => {
                self.set_aside_damaged(kind, notices);
                None
            }
        }
    }

    /// The record's text, `None` when there is none or it cannot be read (then it is
    /// protected and a notice says so).
    fn load(&mut self, kind: RecordKind, notices: &mut Vec<Notice>) -> Option<String> {
        match self.storage.load(kind.name()) {
            Ok(text) => text,
            Err(_) => {
                // unreadable (permissions): keep it untouched, say which record
                let notice = Notice::Unreadable(kind);
                self.protected[kind.slot()] = Some(notice);
                notices.push(notice);
                None
            }
        }
    }

    fn set_aside_damaged(&mut self, kind: RecordKind, notices: &mut Vec<Notice>) {
        let notice = Notice::Damaged(kind);
        if self.storage.set_aside(kind.name()).is_err() {
            self.protected[kind.slot()] = Some(notice);
        }
        notices.push(notice);
    }

    fn read<T>(
        &mut self,
        kind: RecordKind,
        decode: fn(&str) -> Result<T, DecodeError>,
        notices: &mut Vec<Notice>,
    ) -> Option<T> {
        let text = self.load(kind, notices)?;
        match decode(&text) {
            Ok(value) => Some(value),
            Err(_) => {
                self.set_aside_damaged(kind, notices);
                None
            }
        }
    }

    fn write(&mut self, kind: RecordKind, text: &str) -> Result<(), Notice> {
        if let Some(notice) = self.protected[kind.slot()] {
            return Err(notice);
        }
        self.storage
            .save(kind.name(), text)
            .map_err(|e| Notice::from_error(&e))
    }

    /// Saves the game in progress; a no-op in an instance that does not own the saved game
    /// (it was told so once).
    pub fn save_game(&mut self, game: &Match, time_ms: u64) -> Result<(), Notice> {
        if !self.owns_game {
            return Ok(());
        }
        self.write(RecordKind::Game, &save::encode_game(game, time_ms))
    }

    /// This instance saves its game (no other window or tab holds the saved game).
    pub fn owns_game(&self) -> bool {
        self.owns_game
    }

    /// Forgets the saved game (a new game abandons it).
    pub fn clear_game(&mut self) -> Result<(), Notice> {
        if self.protected[RecordKind::Game.slot()].is_some() || !self.owns_game {
            return Ok(());
        }
        self.storage
            .remove(GAME_RECORD)
            .map_err(|e| Notice::from_error(&e))
    }

    /// Writes `stats` over the stored statistics as they are. The game itself merges
    /// instead ([`Persistence::merge_stats`]); this is for tools and tests.
    pub fn save_stats(&mut self, stats: &Stats) -> Result<(), Notice> {
        self.write(RecordKind::Stats, &save::encode_stats(stats))
    }

    /// Merges this instance's unsaved `change` into the statistics as stored now (another
    /// window may have counted games since) and writes the result, under the records lock;
    /// returns the merged statistics. `known` (what this instance last read or wrote) is
    /// the base if the stored record has become unreadable; that record is copied aside
    /// first, never overwritten.
    pub fn merge_stats(&mut self, known: &Stats, change: &StatsChange) -> Result<Stats, Notice> {
        let kind = RecordKind::Stats;
        if let Some(notice) = self.protected[kind.slot()] {
            return Err(notice);
        }
        let _lock = self.storage.lock_records();
        let stored = match self.storage.load(kind.name()) {
            Ok(None) => Stats::default(),
            Ok(Some(text)) => match save::decode_stats_repairing(&text) {
                Ok((stats, _)) => stats,
                Err(_) => {
                    self.storage
                        .keep_copy(kind.name())
                        .map_err(|e| Notice::from_error(&e))?;
                    known.clone()
                }
            },
            Err(e) => return Err(Notice::from_error(&e)),
        };
        let merged = stored.merged(change);
        self.storage
            .save(kind.name(), &save::encode_stats(&merged))
            .map_err(|e| Notice::from_error(&e))?;
        Ok(merged)
    }

    /// The statistics as stored now (another window or tab may have added games), or
    /// `None` if they cannot be read as they are.
    pub fn reload_stats(&mut self) -> Option<Stats> {
        if self.protected[RecordKind::Stats.slot()].is_some() {
            return None;
        }
        let text = self.storage.load(STATS_RECORD).ok()??;
        save::decode_stats(&text).ok()
    }

    /// What other instances wrote since the last call (the browser's `storage` event).
    /// Another tab's saved game takes the saved game over: this instance stops saving its
    /// own, so the two never overwrite each other by turns.
    pub fn poll_elsewhere(&mut self) -> Elsewhere {
        let names = self.storage.changed_elsewhere();
        let mut seen = Elsewhere::default();
        for name in &names {
            match name.as_str() {
                STATS_RECORD => seen.stats_changed = true,
                GAME_RECORD if self.owns_game => {
                    self.owns_game = false;
                    seen.game_taken = true;
                }
                _ => {}
            }
        }
        seen
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
        drop(p); // the game quits

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
    fn a_hand_made_position_is_set_aside_like_damage_and_the_statistics_stay() {
        // A real save after d3, edited by hand: a black disc on a1 (no neighbour, so never
        // played) and the ply raised to match the discs. It parses and adds up, yet no game
        // reaches it.
        let mut game = Match::new(3, Color::Black, Opponent::Medium);
        game.play_player(crate::core::Square::parse("d3").unwrap())
            .unwrap();
        let good = save::encode_game(&game, 0);
        let board = game.board().to_text();
        let edited = good
            .replace(&board, &format!("X{}", &board[1..]))
            .replace("\"ply\":1", "\"ply\":2");
        assert!(edited.contains("\"board\":\"X") && edited.contains("\"ply\":2"));
        let stats = save::encode_stats(&some_stats());
        let shared = Shared::default();
        {
            let records = &mut shared.0.borrow_mut().records;
            records.insert(STATS_RECORD.into(), stats.clone());
            records.insert(GAME_RECORD.into(), edited.clone());
        }
        let (_, loaded) = Persistence::open(Box::new(shared.clone()), None);
        assert_eq!(loaded.notices, vec![Notice::Damaged(RecordKind::Game)]);
        assert!(loaded.game.is_none());
        assert_eq!(loaded.stats, some_stats());
        let records = &shared.0.borrow().records;
        assert_eq!(records.get("game.json.damaged-1"), Some(&edited));
        assert!(!records.contains_key(GAME_RECORD));
        assert_eq!(
            records.get(STATS_RECORD),
            Some(&stats),
            "statistics rewritten"
        );
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
        // the statistics that could not be set aside are never written over
        assert_eq!(
            p.save_stats(&some_stats()),
            Err(Notice::Damaged(RecordKind::Stats))
        );
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
