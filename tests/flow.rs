//! The screens' flow, stepped with explicit time steps: no window, no clock.

mod common;

use reversi::core::stats::Record;
use reversi::core::{Board, Color, Match, Opponent, Square, Turn};
use reversi::flow::{Command, Flow, State, CPU_PAUSE, FLIP_TIME, PASS_NOTICE_IDS};
use reversi::persist::Persistence;
use reversi::storage::{MemoryStorage, SharedMemoryStorage as Shared, StorageError};

fn launch(disk: &Shared) -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(disk.clone()), None);
    Flow::new(persistence, loaded)
}

/// Saves `m` as the game in progress, as an earlier session would have.
fn saved_game(disk: &Shared, m: &Match) {
    let (mut persistence, _) = Persistence::open(Box::new(disk.clone()), None);
    assert!(persistence.save_game(m, 1234).is_ok());
    drop(persistence); // that session ends
    let (_, loaded) = Persistence::open(Box::new(disk.clone()), None);
    assert!(loaded.game.is_some(), "the saved position loads");
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// Steps the flow by `seconds` in frames of 1/60 s.
fn run(flow: &mut Flow, seconds: f32) {
    let mut left = seconds;
    while left > 1e-6 {
        let dt = left.min(1.0 / 60.0);
        flow.update(dt);
        left -= dt;
    }
}

/// Steps until the player may move (or the game is over), at most `limit` seconds.
fn until_player(flow: &mut Flow, limit: f32) {
    let mut t = 0.0;
    while !matches!(flow.state(), State::PlayerTurn | State::GameOver) {
        flow.update(1.0 / 60.0);
        t += 1.0 / 60.0;
        assert!(t < limit, "stuck in {:?}", flow.state());
    }
}

fn record(flow: &Flow, o: Opponent) -> Record {
    flow.stats().get(o)
}

fn board(flow: &Flow) -> Board {
    *flow.game().unwrap().board()
}

#[test]
fn the_cpu_replies_after_the_pause_with_one_search() {
    let disk = Shared::default();
    let mut flow = launch(&disk);
    assert_eq!(flow.state(), State::Menu);
    flow.apply(Command::StartGame {
        opponent: Opponent::Medium,
        seed: 9,
    });
    assert_eq!(flow.state(), State::PlayerTurn);
    assert_eq!(flow.playable().count_ones(), 4);
    // the player looks at the board: nothing is computed
    run(&mut flow, 5.0);
    assert_eq!(flow.searches(), 0);

    flow.apply(Command::PlaySquare(sq("d3")));
    assert!(matches!(flow.state(), State::Flipping { .. }));
    assert_eq!(
        flow.playable(),
        0,
        "no dots during the animation and the CPU's turn"
    );
    // a click during the animation or the pause does nothing
    flow.apply(Command::PlaySquare(sq("c3")));
    let mut t = 0.0;
    while t + 1.0 / 60.0 < CPU_PAUSE - 0.01 {
        flow.update(1.0 / 60.0);
        t += 1.0 / 60.0;
        assert_eq!(
            flow.searches(),
            0,
            "searched at {t:.3} s, before the pause ended"
        );
        assert_eq!(board(&flow).count(Color::White), 1);
    }
    assert!(t > FLIP_TIME, "the flip ends within the pause");
    assert!(matches!(flow.state(), State::CpuWait { .. }));
    run(&mut flow, 0.03);
    assert_eq!(flow.searches(), 1, "one search once the pause is over");
    assert_eq!(
        board(&flow).count(Color::Black) + board(&flow).count(Color::White),
        6
    );
    // the CPU's flip is animated too, then the player's turn
    assert!(flow.flip().is_some());
    assert!(matches!(flow.state(), State::Flipping { .. }));
    until_player(&mut flow, 1.0);
    assert_eq!(flow.state(), State::PlayerTurn);
    assert_eq!(flow.searches(), 1);
    assert!(flow.playable() != 0);
}

#[test]
fn the_flip_animation_lasts_about_0_3_s() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 1,
    });
    flow.apply(Command::PlaySquare(sq("f5")));
    let flip = flow.flip().unwrap();
    assert_eq!(flip.square, sq("f5"));
    assert_eq!(flip.flips, sq("e5").bit());
    run(&mut flow, 0.15);
    let half = flow.flip().unwrap().progress;
    assert!((half - 0.5).abs() < 0.06, "{half}");
    run(&mut flow, 0.17);
    assert_eq!(flow.flip(), None);
}

#[test]
fn undo_during_the_pause_cancels_the_reply() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::StartGame {
        opponent: Opponent::Hard,
        seed: 5,
    });
    flow.apply(Command::PlaySquare(sq("c4")));
    run(&mut flow, 0.35);
    assert!(matches!(flow.state(), State::CpuWait { .. }));
    assert!(flow.can_undo());
    flow.apply(Command::Undo);
    assert_eq!(flow.state(), State::PlayerTurn);
    assert_eq!(board(&flow), Board::start());
    run(&mut flow, 2.0);
    assert_eq!(flow.searches(), 0, "the cancelled reply was never searched");
    assert_eq!(flow.state(), State::PlayerTurn);
    assert!(!flow.can_undo());
}

#[test]
fn undo_and_replay_give_the_same_reply() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 77,
    });
    flow.apply(Command::PlaySquare(sq("e6")));
    until_player(&mut flow, 2.0);
    let first = board(&flow);
    let reply = flow.game().unwrap().last_move();
    flow.apply(Command::Undo);
    assert_eq!(board(&flow), Board::start());
    flow.apply(Command::PlaySquare(sq("e6")));
    until_player(&mut flow, 2.0);
    assert_eq!(board(&flow), first);
    assert_eq!(flow.game().unwrap().last_move(), reply);
    assert_eq!(flow.searches(), 2);
}

#[test]
fn the_cpu_passing_shows_a_notice_and_the_player_moves_again() {
    let disk = Shared::default();
    let text = concat!(
        "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXX-", "XXXXXXOO",
        "-OXXXXX-", " X"
    );
    let b = Board::from_text(text).unwrap();
    saved_game(
        &disk,
        &Match::resume(3, Color::Black, Opponent::Easy, b, None, false),
    );
    let mut flow = launch(&disk);
    assert!(flow.can_continue());
    flow.apply(Command::Continue);
    assert_eq!(flow.state(), State::PlayerTurn);
    flow.apply(Command::PlaySquare(sq("a8")));
    let notice = flow.notice().expect("a pass notice");
    assert_eq!(
        notice.id, PASS_NOTICE_IDS[1],
        "CPU has no move — your turn again"
    );
    until_player(&mut flow, 1.0);
    assert_eq!(flow.state(), State::PlayerTurn);
    assert_eq!(flow.searches(), 0, "the CPU had nothing to search");
    assert!(flow.playable() != 0);
    // the notice goes away by itself
    run(&mut flow, 3.0);
    assert_eq!(flow.notice(), None);
}

#[test]
fn the_player_passing_several_times_in_a_row() {
    // The player (White) never has a move; the CPU (Black) takes one corner after another.
    let disk = Shared::default();
    let text = concat!(
        "-OXXXXO-", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX",
        "-OXXXXO-", " X"
    );
    let b = Board::from_text(text).unwrap();
    saved_game(
        &disk,
        &Match::resume(11, Color::White, Opponent::Medium, b, None, false),
    );
    let mut flow = launch(&disk);
    flow.apply(Command::Continue);
    assert!(matches!(flow.state(), State::CpuWait { .. }));
    let mut passes = 0;
    let mut last_notice = None;
    let mut t = 0.0;
    while flow.state() != State::GameOver {
        flow.update(1.0 / 60.0);
        t += 1.0 / 60.0;
        assert!(t < 10.0, "stuck in {:?}", flow.state());
        assert_ne!(flow.state(), State::PlayerTurn, "the player has no move");
        // a new notice starts with its full time
        let notice = flow.notice().map(|n| (n.id, n.remaining));
        if let Some((id, remaining)) = notice {
            if last_notice.is_none_or(|(_, before)| remaining > before) {
                assert_eq!(id, PASS_NOTICE_IDS[0]);
                passes += 1;
            }
        }
        last_notice = notice;
    }
    assert_eq!(flow.searches(), 4, "four corners, one search each");
    assert_eq!(passes, 3, "the player passed after each of the first three");
    let (result, outcome) = flow.result().unwrap();
    assert_eq!(result, reversi::core::stats::GameResult::Lost);
    assert_eq!((outcome.black, outcome.white), (64, 0));
}

#[test]
fn an_early_end_is_recorded_once() {
    // Black takes White's last disc: neither side can move, 6–0 with 58 squares empty.
    let disk = Shared::default();
    let b = common::early_end();
    saved_game(
        &disk,
        &Match::resume(2, Color::Black, Opponent::Hard, b, None, false),
    );
    let mut flow = launch(&disk);
    flow.apply(Command::Continue);
    flow.apply(Command::PlaySquare(sq("g4")));
    run(&mut flow, 0.5);
    assert_eq!(flow.state(), State::GameOver);
    let (result, outcome) = flow.result().unwrap();
    assert_eq!(result, reversi::core::stats::GameResult::Won);
    assert_eq!((outcome.black, outcome.white), (6, 0));
    assert_eq!(record(&flow, Opponent::Hard).won, 1);
    assert!(
        !flow.can_continue(),
        "a finished game is not offered to continue"
    );

    // undo after the end, reach the same end again: counted once
    assert!(flow.can_undo());
    flow.apply(Command::Undo);
    assert_eq!(flow.state(), State::PlayerTurn);
    flow.apply(Command::PlaySquare(sq("g4")));
    run(&mut flow, 0.5);
    assert_eq!(flow.state(), State::GameOver);
    let rec = record(&flow, Opponent::Hard);
    assert_eq!((rec.won, rec.lost, rec.drawn), (1, 0, 0));
}

#[test]
fn abandoning_a_game_is_not_a_loss() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    flow.apply(Command::PlaySquare(sq("d3")));
    until_player(&mut flow, 2.0);
    flow.apply(Command::BackToMenu);
    assert!(flow.can_continue());
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 4,
    });
    assert_eq!(board(&flow), Board::start());
    let rec = record(&flow, Opponent::Easy);
    assert_eq!(
        (rec.played, rec.won, rec.lost, rec.drawn),
        (2, 0, 0, 0),
        "counted as played at the start; no result for the abandoned game"
    );
}

#[test]
fn the_colour_choice_applies_to_the_next_game() {
    let mut flow = launch(&Shared::default());
    assert_eq!(flow.settings().player_color, Color::Black);
    flow.apply(Command::StartGame {
        opponent: Opponent::Medium,
        seed: 8,
    });
    flow.apply(Command::BackToMenu);
    flow.apply(Command::ChooseColor(Color::White));
    flow.apply(Command::Continue);
    assert_eq!(flow.game().unwrap().player(), Color::Black);
    assert_eq!(flow.state(), State::PlayerTurn);
    flow.apply(Command::BackToMenu);
    flow.apply(Command::StartGame {
        opponent: Opponent::Medium,
        seed: 8,
    });
    assert_eq!(flow.game().unwrap().player(), Color::White);
    // Black (the CPU) opens after the pause
    assert!(matches!(flow.state(), State::CpuWait { .. }));
    until_player(&mut flow, 2.0);
    assert_eq!(flow.searches(), 1);
    // New game on the game-over screen keeps the opponent and the colour choice
    flow.apply(Command::NewGame { seed: 10 });
    assert_eq!(flow.game().unwrap().player(), Color::White);
    assert_eq!(flow.game().unwrap().opponent(), Opponent::Medium);
}

#[test]
fn a_resumed_game_has_its_position_turn_and_future_replies() {
    let disk = Shared::default();
    let seed = 1234567;
    let moves;
    let before;
    {
        let mut flow = launch(&disk);
        flow.apply(Command::StartGame {
            opponent: Opponent::Hard,
            seed,
        });
        flow.apply(Command::PlaySquare(sq("f5")));
        until_player(&mut flow, 2.0);
        let second = Square::first(flow.playable()).unwrap();
        flow.apply(Command::PlaySquare(second));
        // quit during the CPU's pause: the reply is still to come
        run(&mut flow, 0.1);
        before = board(&flow);
        moves = second;
        flow.apply(Command::Quit);
        assert!(flow.quit_done());
    }
    let mut flow = launch(&disk);
    assert_eq!(flow.state(), State::Menu);
    assert!(flow.can_continue());
    assert_eq!(board(&flow), before, "same position");
    assert_eq!(flow.game().unwrap().turn(), Turn::Cpu, "the CPU's turn");
    flow.apply(Command::Continue);
    assert!(matches!(flow.state(), State::CpuWait { .. }));
    until_player(&mut flow, 2.0);

    // the same game played without interruption gives the same reply
    let mut m = Match::new(seed, Color::Black, Opponent::Hard);
    m.play_player(sq("f5")).unwrap();
    m.play_cpu_turn().unwrap();
    m.play_player(moves).unwrap();
    m.play_cpu_turn().unwrap();
    assert_eq!(board(&flow), *m.board());
    assert_eq!(flow.game().unwrap().seed(), seed);
    // statistics: one game started, not counted again by the resume
    assert_eq!(record(&flow, Opponent::Hard).played, 1);
}

#[test]
fn time_counts_only_while_a_game_is_on_screen_and_focused() {
    let mut flow = launch(&Shared::default());
    run(&mut flow, 10.0);
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 1,
    });
    run(&mut flow, 2.0);
    flow.focus_changed(false);
    run(&mut flow, 30.0);
    flow.focus_changed(true);
    run(&mut flow, 1.0);
    flow.apply(Command::BackToMenu);
    run(&mut flow, 10.0);
    let ms = record(&flow, Opponent::Easy).time_ms;
    assert!((2950..=3050).contains(&ms), "{ms} ms");
    assert!(flow.game_time_ms().abs_diff(ms) <= 1);
}

#[test]
fn quit_and_suspend_save_the_game_in_progress() {
    let disk = Shared::default();
    {
        let mut flow = launch(&disk);
        flow.apply(Command::StartGame {
            opponent: Opponent::Medium,
            seed: 21,
        });
        run(&mut flow, 4.0);
        flow.suspend();
    }
    let flow = launch(&disk);
    assert!(flow.can_continue());
    assert_eq!(flow.game().unwrap().opponent(), Opponent::Medium);
    assert!(flow.game_time_ms() >= 3900);
}

#[test]
fn only_dotted_squares_react() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 1,
    });
    flow.apply(Command::PlaySquare(sq("a1")));
    flow.apply(Command::PlaySquare(sq("d4")));
    assert_eq!(flow.state(), State::PlayerTurn);
    assert_eq!(board(&flow), Board::start());
}

#[test]
fn a_storage_that_cannot_save_is_told_once_and_the_game_goes_on() {
    let disk = MemoryStorage {
        fail_saves: Some(StorageError::Full),
        ..MemoryStorage::default()
    };
    let (persistence, loaded) = Persistence::open(Box::new(disk), None);
    let mut flow = Flow::new(persistence, loaded);
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 6,
    });
    let notice = flow.notice().expect("a notice that saving failed");
    assert!(!notice.pass);
    assert!(!PASS_NOTICE_IDS.contains(&notice.id));
    flow.apply(Command::PlaySquare(sq("d3")));
    until_player(&mut flow, 2.0);
    assert_eq!(flow.searches(), 1, "the game goes on");
    run(&mut flow, 5.0);
    assert_eq!(flow.notice(), None, "told once, then gone");
}

#[test]
fn play_time_is_saved_once_a_minute_without_moves() {
    let disk = Shared::default();
    {
        let mut flow = launch(&disk);
        flow.apply(Command::StartGame {
            opponent: Opponent::Hard,
            seed: 3,
        });
        run(&mut flow, 61.0);
        // killed here: no quit, no suspend
    }
    let flow = launch(&disk);
    assert!(record(&flow, Opponent::Hard).time_ms >= 60_000);
    assert!(flow.game_time_ms() >= 60_000);
}
