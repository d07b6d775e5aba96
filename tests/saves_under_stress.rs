//! Saves under the paths that once lost statistics (issue 11): a process that dies between
//! two writes, two windows (or tabs) on one set of records, torn and impossible records,
//! statistics that do not add up, and storage problems that come back.

mod common;

use std::cell::RefCell;
use std::rc::Rc;

use reversi::core::save::{self, Settings};
use reversi::core::stats::{GameResult, Record, StatsChange};
use reversi::core::{Board, Color, Match, Opponent, Square, Stats, Turn};
use reversi::flow::{Command, Flow, State, NOTICE_REPEAT_S};
use reversi::persist::{Notice, Persistence, RecordKind, GAME_RECORD, STATS_RECORD};
use reversi::storage::file::FileStorage;
use reversi::storage::{SharedMemoryStorage as Shared, Storage, StorageError};

fn launch(storage: impl Storage + 'static) -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(storage), None);
    Flow::new(persistence, loaded)
}

fn results(r: Record) -> u32 {
    r.won + r.lost + r.drawn
}

/// Plays the player's first legal square whenever it is the player's turn, until the end.
fn play_to_the_end(flow: &mut Flow) {
    for _ in 0..100_000 {
        match flow.state() {
            State::GameOver => return,
            State::PlayerTurn => {
                let sq = Square::first(flow.playable()).expect("a dotted square");
                flow.apply(Command::PlaySquare(sq));
            }
            State::Menu | State::Statistics => panic!("left the game"),
            _ => flow.update(1.0 / 60.0),
        }
    }
    panic!("the game did not end");
}

/// The message ids of the notices a flow shows, in order, stepping time past each.
fn notices_shown(flow: &mut Flow) -> Vec<&'static str> {
    let mut ids = Vec::new();
    while let Some(n) = flow.notice() {
        ids.push(n.id);
        flow.update(n.remaining + 0.01);
    }
    ids
}

/// A process that dies after `limit` writes: later writes never land (and, as a dead
/// process cannot, nothing reports them failing). Every write is logged.
#[derive(Clone)]
struct Dying {
    disk: Shared,
    limit: usize,
    log: Rc<RefCell<Vec<String>>>,
}

impl Dying {
    fn new(disk: &Shared, limit: usize) -> Dying {
        Dying {
            disk: disk.clone(),
            limit,
            log: Rc::default(),
        }
    }

    fn alive(&self, what: String) -> bool {
        let mut log = self.log.borrow_mut();
        log.push(what);
        log.len() <= self.limit
    }
}

impl Storage for Dying {
    fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
        self.disk.load(name)
    }
    fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError> {
        if self.alive(format!("save {name}")) {
            self.disk.save(name, contents)?;
        }
        Ok(())
    }
    fn set_aside(&mut self, name: &str) -> Result<String, StorageError> {
        if self.alive(format!("set aside {name}")) {
            return self.disk.set_aside(name);
        }
        Ok(String::new())
    }
    fn remove(&mut self, name: &str) -> Result<(), StorageError> {
        if self.alive(format!("remove {name}")) {
            self.disk.remove(name)?;
        }
        Ok(())
    }
    fn claim_game(&mut self) -> bool {
        self.disk.claim_game()
    }
}

fn one_game(storage: Dying) -> Vec<String> {
    let log = Rc::clone(&storage.log);
    let mut flow = launch(storage);
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 77,
    });
    play_to_the_end(&mut flow);
    flow.apply(Command::Quit);
    let writes = log.borrow().clone();
    writes
}

#[test]
fn dying_between_any_two_writes_counts_a_finished_game_once() {
    let writes = one_game(Dying::new(&Shared::default(), usize::MAX));
    // the end of the game: the result, then forgetting the game
    let forget = writes
        .iter()
        .rposition(|w| w == &format!("remove {GAME_RECORD}"))
        .expect("the finished game is forgotten");
    assert_eq!(writes[forget - 1], format!("save {STATS_RECORD}"));
    let result_written = forget; // writes [0, forget) landed: the result is in

    for limit in 0..writes.len() {
        let disk = Shared::default();
        one_game(Dying::new(&disk, limit));
        // the next start
        let mut flow = launch(disk.clone());
        assert_eq!(
            notices_shown(&mut flow),
            Vec::<&str>::new(),
            "limit {limit}"
        );
        if limit >= result_written {
            assert!(
                !flow.can_continue(),
                "limit {limit}: a counted game is offered again"
            );
        }
        if flow.can_continue() {
            flow.apply(Command::Continue);
            play_to_the_end(&mut flow);
        }
        flow.apply(Command::Quit);
        drop(flow);
        // and the start after that
        let flow = launch(disk.clone());
        let r = flow.stats().get(Opponent::Easy);
        assert!(r.is_consistent(), "limit {limit}: {r:?}");
        assert!(results(r) <= 1, "limit {limit}: counted twice: {r:?}");
        assert!(r.played <= 1, "limit {limit}: {r:?}");
        if limit >= result_written {
            assert_eq!((r.played, results(r)), (1, 1), "limit {limit}");
        }
        assert!(
            !disk
                .0
                .borrow()
                .records
                .keys()
                .any(|k| k.contains("damaged")),
            "limit {limit}: a record was set aside"
        );
    }
}

#[test]
fn two_windows_on_one_disk_count_both_games_and_share_no_saved_game() {
    let disk = Shared::default();
    let mut first = launch(disk.clone());
    let mut second = launch(disk.clone());
    assert_eq!(notices_shown(&mut first), Vec::<&str>::new());
    assert_eq!(notices_shown(&mut second), ["notice-other-window"]);
    first.apply(Command::StartGame {
        opponent: Opponent::Medium,
        seed: 1,
    });
    second.apply(Command::StartGame {
        opponent: Opponent::Medium,
        seed: 2,
    });
    // move by move, in turns
    for _ in 0..100_000 {
        let mut busy = false;
        for flow in [&mut first, &mut second] {
            match flow.state() {
                State::GameOver => {}
                State::PlayerTurn => {
                    let sq = Square::first(flow.playable()).unwrap();
                    flow.apply(Command::PlaySquare(sq));
                    busy = true;
                }
                _ => {
                    flow.update(1.0 / 60.0);
                    busy = true;
                }
            }
            // the second window never writes a saved game
            if let Some(text) = disk.0.borrow().records.get(GAME_RECORD) {
                let (saved, _) = save::decode_game(text).unwrap();
                assert_eq!(saved.seed(), 1, "the second window's game was saved");
            }
        }
        if !busy {
            break;
        }
    }
    assert_eq!(first.state(), State::GameOver);
    assert_eq!(second.state(), State::GameOver);
    // each window shows both games on its statistics screen
    for flow in [&mut first, &mut second] {
        flow.apply(Command::BackToMenu);
        flow.apply(Command::ShowStats);
        let r = flow.stats().get(Opponent::Medium);
        assert_eq!((r.played, results(r)), (2, 2), "{r:?}");
    }
    first.apply(Command::Quit);
    second.apply(Command::Quit);
    drop((first, second));
    let flow = launch(disk);
    let r = flow.stats().get(Opponent::Medium);
    assert_eq!((r.played, results(r)), (2, 2), "{r:?}");
    assert!(r.time_ms > 0);
    assert!(!flow.can_continue());
}

fn temp_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("reversi-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
#[cfg_attr(
    target_os = "wasi",
    ignore = "files in a temporary directory: the desktop and Android backend"
)]
fn two_persistence_instances_interleaved_over_one_directory_merge() {
    let dir = temp_dir("interleaved");
    let (mut a, loaded_a) = Persistence::open(Box::new(FileStorage::new(dir.clone())), None);
    let (mut b, loaded_b) = Persistence::open(Box::new(FileStorage::new(dir.clone())), None);
    assert!(loaded_a.notices.is_empty());
    assert_eq!(loaded_b.notices, vec![Notice::OtherInstance]);
    assert!(a.owns_game() && !b.owns_game());

    let mut start = StatsChange::default();
    start.record_start(Opponent::Hard);
    // both started from empty statistics, each writes without having seen the other's
    let after_a = a.merge_stats(&loaded_a.stats, &start).unwrap();
    let after_b = b.merge_stats(&loaded_b.stats, &start).unwrap();
    assert_eq!(after_a.get(Opponent::Hard).played, 1);
    assert_eq!(after_b.get(Opponent::Hard).played, 2);
    let mut won = StatsChange::default();
    won.record_result(Opponent::Hard, GameResult::Won, 11);
    won.add_time(Opponent::Hard, 1000);
    let mut lost = StatsChange::default();
    lost.record_result(Opponent::Hard, GameResult::Lost, 22);
    lost.add_time(Opponent::Hard, 500);
    a.merge_stats(&after_a, &won).unwrap();
    // the same result merged again (say, by the same game resumed elsewhere) counts nothing
    let mut again = StatsChange::default();
    again.record_result(Opponent::Hard, GameResult::Won, 11);
    a.merge_stats(&after_a, &again).unwrap();
    b.merge_stats(&after_b, &lost).unwrap();

    // the saved game belongs to the first; the second's saves go nowhere
    let mine = Match::new(5, Color::Black, Opponent::Hard);
    let theirs = Match::new(6, Color::White, Opponent::Hard);
    a.save_game(&mine, 10).unwrap();
    b.save_game(&theirs, 20).unwrap();
    b.clear_game().unwrap();
    drop((a, b));

    let (_, loaded) = Persistence::open(Box::new(FileStorage::new(dir.clone())), None);
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
    let r = loaded.stats.get(Opponent::Hard);
    assert_eq!(
        (r.played, r.won, r.lost, r.drawn, r.time_ms),
        (2, 1, 1, 0, 1500)
    );
    assert_eq!(loaded.game.unwrap().0.seed(), 5);
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    assert!(!names.iter().any(|n| n.contains(".tmp")), "{names:?}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
#[cfg_attr(
    target_os = "wasi",
    ignore = "files in a temporary directory: the desktop and Android backend"
)]
fn two_processes_worth_of_writers_lose_no_game() {
    // Two threads stand for two processes: each its own files, lock and temporary names.
    let dir = temp_dir("threads");
    let writers: Vec<_> = (0..2u64)
        .map(|t| {
            let dir = dir.clone();
            std::thread::spawn(move || {
                let (mut p, loaded) = Persistence::open(Box::new(FileStorage::new(dir)), None);
                let mut known = loaded.stats;
                for i in 0..60u64 {
                    let mut change = StatsChange::default();
                    change.record_start(Opponent::Easy);
                    change.record_result(Opponent::Easy, GameResult::Drawn, 1 + t * 1000 + i);
                    known = p.merge_stats(&known, &change).expect("merged");
                    // and the other records keep being written beside it
                    let game = Match::new(i, Color::Black, Opponent::Easy);
                    p.save_game(&game, i).unwrap();
                    p.save_settings(&Settings::default()).unwrap();
                }
            })
        })
        .collect();
    for w in writers {
        w.join().unwrap();
    }
    let (_, loaded) = Persistence::open(Box::new(FileStorage::new(dir.clone())), None);
    assert!(loaded.notices.is_empty(), "{:?}", loaded.notices);
    let r = loaded.stats.get(Opponent::Easy);
    assert_eq!((r.played, r.drawn), (120, 120));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn statistics_that_do_not_add_up_are_repaired_not_reset() {
    let disk = Shared::default();
    let mut stats = Stats::default();
    stats.set(
        Opponent::Medium,
        Record {
            played: 4,
            won: 3,
            lost: 2,
            drawn: 1,
            time_ms: 90_000,
        },
    );
    stats.set(
        Opponent::Hard,
        Record {
            played: 7,
            won: 1,
            lost: 5,
            drawn: 0,
            time_ms: 5_000,
        },
    );
    let original = save::encode_stats(&stats);
    disk.0
        .borrow_mut()
        .records
        .insert(STATS_RECORD.into(), original.clone());
    let mut flow = launch(disk.clone());
    assert_eq!(notices_shown(&mut flow), ["notice-repaired-stats"]);
    let medium = flow.stats().get(Opponent::Medium);
    assert_eq!(
        (
            medium.played,
            medium.won,
            medium.lost,
            medium.drawn,
            medium.time_ms
        ),
        (6, 3, 2, 1, 90_000)
    );
    assert_eq!(flow.stats().get(Opponent::Hard), stats.get(Opponent::Hard));
    {
        let records = &disk.0.borrow().records;
        assert_eq!(records.get("stats.json.damaged-1"), Some(&original));
        let stored = save::decode_stats(&records[STATS_RECORD]).unwrap();
        assert_eq!(stored.get(Opponent::Medium).played, 6);
    }
    drop(flow);
    let mut flow = launch(disk);
    assert_eq!(notices_shown(&mut flow), Vec::<&str>::new());
    assert_eq!(flow.stats().get(Opponent::Medium).played, 6);
}

#[test]
fn torn_and_impossible_records_are_set_aside_never_accepted() {
    let mut stats = Stats::default();
    stats.record_start(Opponent::Easy);
    let good_stats = save::encode_stats(&stats);
    let mut game = Match::new(3, Color::Black, Opponent::Easy);
    game.play_player(Square::parse("d3").unwrap()).unwrap();
    let good_game = save::encode_game(&game, 0);
    let board_text = game.board().to_text();
    let swap =
        |from: &str, to: &str| good_game.replace(&board_text, &board_text.replacen(from, to, 1));
    let torn_games = [
        format!("{good_game}}}"),
        format!("{good_game}\n{{\"version\":1}}"),
        format!("{good_game}{}", &good_game[good_game.len() / 2..]),
        // a centre square emptied, with a disc elsewhere so the count still agrees
        {
            let mut b: Vec<char> = board_text.chars().collect();
            let d4 = usize::from(Square::parse("d4").unwrap().index());
            b[d4] = '-';
            b[0] = 'X';
            good_game.replace(&board_text, &b.into_iter().collect::<String>())
        },
        // one disc too many for the ply
        swap("-", "O"),
    ];
    for text in &torn_games {
        assert!(save::decode_game(text).is_err(), "accepted {text}");
        let disk = Shared::default();
        disk.0
            .borrow_mut()
            .records
            .insert(GAME_RECORD.into(), text.clone());
        disk.0
            .borrow_mut()
            .records
            .insert(STATS_RECORD.into(), format!("{good_stats} }}"));
        let (_, loaded) = Persistence::open(Box::new(disk.clone()), None);
        assert_eq!(
            loaded.notices,
            vec![
                Notice::Damaged(RecordKind::Stats),
                Notice::Damaged(RecordKind::Game)
            ]
        );
        assert!(loaded.game.is_none());
        assert_eq!(
            disk.0.borrow().records.get("game.json.damaged-1"),
            Some(text)
        );
    }
    // the side to move has no move, yet the game is not over: no game reaches that
    let stuck = [
        "--------",
        "--------",
        "--------",
        "---XX-OX",
        "---XX---",
        "--------",
        "--------",
        "-------- O",
    ]
    .concat();
    let board = Board::from_text(&stuck).unwrap();
    let m = Match::resume(1, Color::White, Opponent::Easy, board, None, false);
    // (the resumed match passes at once; the saved board must say White to move)
    let text = save::encode_game(&m, 0).replace(&m.board().to_text(), &board.to_text());
    assert!(save::decode_game(&text).is_err());
}

#[test]
fn a_counted_game_saved_before_its_end_is_not_offered() {
    let disk = Shared::default();
    let game = Match::new(8, Color::Black, Opponent::Hard).with_id(4242);
    let mut stats = Stats::default();
    stats.record_start(Opponent::Hard);
    stats.record_result_once(Opponent::Hard, GameResult::Lost, 4242);
    {
        let mut memory = disk.0.borrow_mut();
        memory
            .records
            .insert(STATS_RECORD.into(), save::encode_stats(&stats));
        memory
            .records
            .insert(GAME_RECORD.into(), save::encode_game(&game, 100));
    }
    let (_, loaded) = Persistence::open(Box::new(disk.clone()), None);
    assert!(loaded.game.is_none());
    assert!(loaded.notices.is_empty());
    assert!(!disk.0.borrow().records.contains_key(GAME_RECORD));

    // a game that did end and was undone afterwards says so, and stays to explore
    let mut explored = game.clone();
    let b = common::early_end();
    explored = Match::resume(explored.seed(), Color::Black, Opponent::Hard, b, None, true)
        .with_id(explored.id());
    disk.0
        .borrow_mut()
        .records
        .insert(GAME_RECORD.into(), save::encode_game(&explored, 100));
    let (_, loaded) = Persistence::open(Box::new(disk), None);
    let (resumed, _) = loaded.game.expect("kept");
    assert!(resumed.ended_once());
    assert_eq!(resumed.turn(), Turn::Player);
}

/// A disk as the system or the browser shows it: reads of `refused` fail (the system
/// refuses the record: permissions), and another tab's writes are reported as by the
/// `storage` event (`others_wrote`).
#[derive(Default)]
struct Wrapped {
    disk: Shared,
    refused: &'static str,
    others_wrote: Rc<RefCell<Vec<String>>>,
}

impl Storage for Wrapped {
    fn load(&self, name: &str) -> Result<Option<String>, StorageError> {
        if name == self.refused {
            return Err(StorageError::Unavailable("permission denied".into()));
        }
        self.disk.load(name)
    }
    fn save(&mut self, name: &str, contents: &str) -> Result<(), StorageError> {
        self.disk.save(name, contents)
    }
    fn set_aside(&mut self, name: &str) -> Result<String, StorageError> {
        self.disk.set_aside(name)
    }
    fn remove(&mut self, name: &str) -> Result<(), StorageError> {
        self.disk.remove(name)
    }
    fn changed_elsewhere(&mut self) -> Vec<String> {
        std::mem::take(&mut self.others_wrote.borrow_mut())
    }
}

#[test]
fn an_unreadable_record_is_named_and_left_alone() {
    let disk = Shared::default();
    disk.0
        .borrow_mut()
        .records
        .insert(STATS_RECORD.into(), "kept by hand".into());
    let mut flow = launch(Wrapped {
        disk: disk.clone(),
        refused: STATS_RECORD,
        ..Wrapped::default()
    });
    assert_eq!(notices_shown(&mut flow), ["notice-unreadable-stats"]);
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    flow.apply(Command::PlaySquare(Square::parse("d3").unwrap()));
    flow.update(1.0);
    // the game is saved, the statistics are not touched, and nothing more is said
    assert!(disk.0.borrow().records.contains_key(GAME_RECORD));
    assert_eq!(disk.0.borrow().records[STATS_RECORD], "kept by hand");
    assert_eq!(notices_shown(&mut flow), Vec::<&str>::new());

    let mut flow = launch(Wrapped {
        refused: GAME_RECORD,
        ..Wrapped::default()
    });
    assert_eq!(notices_shown(&mut flow), ["notice-unreadable-game"]);
}

#[test]
fn a_storage_problem_that_comes_back_is_told_again_at_most_once_a_minute() {
    let disk = Shared::default();
    let mut flow = launch(disk.clone());
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 5,
    });
    let fail = |on: bool| disk.0.borrow_mut().fail_saves = on.then_some(StorageError::Full);
    let play = |flow: &mut Flow| {
        for _ in 0..10_000 {
            if flow.state() == State::PlayerTurn {
                flow.apply(Command::PlaySquare(Square::first(flow.playable()).unwrap()));
                return;
            }
            flow.update(1.0 / 60.0);
        }
    };
    fail(true);
    play(&mut flow);
    assert_eq!(notices_shown(&mut flow), ["notice-disk-full"]);
    play(&mut flow);
    assert_eq!(notices_shown(&mut flow), Vec::<&str>::new(), "still full");
    fail(false);
    play(&mut flow);
    fail(true);
    play(&mut flow);
    assert_eq!(
        notices_shown(&mut flow),
        Vec::<&str>::new(),
        "back within the minute: not told again yet"
    );
    fail(false);
    play(&mut flow);
    // the game waits on the player for over a minute, then the disk fills again
    let mut waited = 0.0;
    while waited < NOTICE_REPEAT_S {
        flow.update(0.5);
        waited += 0.5;
    }
    fail(true);
    play(&mut flow);
    assert_eq!(notices_shown(&mut flow), ["notice-disk-full"]);
}

#[test]
fn a_tab_that_sees_another_tabs_saves_stops_saving_its_game_and_shows_their_games() {
    let disk = Shared::default();
    let events = Rc::new(RefCell::new(Vec::new()));
    let mut tab = launch(Wrapped {
        disk: disk.clone(),
        others_wrote: Rc::clone(&events),
        ..Wrapped::default()
    });
    tab.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 12,
    });
    assert_eq!(
        save::decode_game(&disk.0.borrow().records[GAME_RECORD])
            .unwrap()
            .0
            .seed(),
        12
    );
    // the other tab starts a game: its statistics and its saved game arrive
    let mut other = Stats::default();
    other.record_start(Opponent::Easy);
    other.record_start(Opponent::Easy);
    let theirs = Match::new(99, Color::White, Opponent::Easy);
    disk.0
        .borrow_mut()
        .records
        .insert(STATS_RECORD.into(), save::encode_stats(&other));
    disk.0
        .borrow_mut()
        .records
        .insert(GAME_RECORD.into(), save::encode_game(&theirs, 0));
    events
        .borrow_mut()
        .extend([STATS_RECORD.to_owned(), GAME_RECORD.to_owned()]);
    tab.update(0.01);
    assert_eq!(tab.stats().get(Opponent::Easy).played, 2);
    assert_eq!(notices_shown(&mut tab), ["notice-other-window"]);
    play_to_the_end(&mut tab);
    // their saved game stays; the result of ours is counted with their start
    let records = &disk.0.borrow().records;
    assert_eq!(
        save::decode_game(&records[GAME_RECORD]).unwrap().0.seed(),
        99
    );
    let r = save::decode_stats(&records[STATS_RECORD])
        .unwrap()
        .get(Opponent::Easy);
    assert_eq!((r.played, results(r)), (2, 1));
}
