//! The rule for frames (`Flow::redraw`): nothing is drawn while nothing moves, and a flow
//! that is stepped only when the rule asks plays exactly as one stepped every frame.

use reversi::core::{Color, Opponent, Square};
use reversi::flow::{Command, Flow, Redraw, State, CPU_PAUSE, NOTICE_FADE, STORAGE_NOTICE_TIME};
use reversi::persist::Persistence;
use reversi::storage::{MemoryStorage, SharedMemoryStorage as Shared, StorageError};

const FRAME: f32 = 1.0 / 60.0;

fn launch(disk: &Shared) -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(disk.clone()), None);
    Flow::new(persistence, loaded)
}

fn start(flow: &mut Flow, opponent: Opponent, seed: u64) {
    flow.apply(Command::StartGame { opponent, seed });
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// Frames within `seconds` as the shell draws them: only when the rule asks (an animation
/// at 60 frames a second, a wait in one step). Returns how many were drawn.
fn obey(flow: &mut Flow, seconds: f32) -> u32 {
    let (mut t, mut frames) = (0.0, 0);
    loop {
        let step = match flow.redraw() {
            Redraw::Idle => return frames,
            Redraw::Animating => FRAME,
            Redraw::After(s) => s.max(1e-4),
        };
        if t + step > seconds {
            return frames;
        }
        t += step;
        flow.update(step);
        frames += 1;
    }
}

/// Steps every frame for `seconds`, as a shell that always draws.
fn every_frame(flow: &mut Flow, seconds: f32) {
    let mut left = seconds;
    while left > 1e-6 {
        let dt = left.min(FRAME);
        flow.update(dt);
        left -= dt;
    }
}

fn assert_after(rule: Redraw, lo: f32, hi: f32) {
    match rule {
        Redraw::After(s) => assert!((lo..=hi).contains(&s), "after {s} s, not in {lo}..={hi}"),
        other => panic!("expected a wait of {lo}..={hi} s, got {other:?}"),
    }
}

#[test]
fn the_screens_without_a_game_need_no_frame() {
    let mut flow = launch(&Shared::default());
    assert_eq!(flow.state(), State::Menu);
    assert_eq!(flow.redraw(), Redraw::Idle);
    flow.apply(Command::ShowStats);
    assert_eq!(flow.state(), State::Statistics);
    assert_eq!(flow.redraw(), Redraw::Idle);
    flow.apply(Command::BackToMenu);
    flow.apply(Command::ShowSettings);
    assert_eq!(flow.state(), State::Settings);
    assert_eq!(flow.redraw(), Redraw::Idle);
    flow.apply(Command::SetSound(false));
    assert_eq!(flow.redraw(), Redraw::Idle);
    assert_eq!(
        obey(&mut flow, 600.0),
        0,
        "ten minutes in Settings: no frame"
    );
}

#[test]
fn a_board_waiting_for_the_player_needs_a_frame_only_for_the_minute_checkpoint() {
    let mut flow = launch(&Shared::default());
    start(&mut flow, Opponent::Easy, 5);
    assert_eq!(flow.state(), State::PlayerTurn);
    // play time is saved once a minute while the player thinks: the only frame due
    assert_after(flow.redraw(), 59.9, 60.0);
    assert_eq!(obey(&mut flow, 59.0), 0);
    assert_eq!(obey(&mut flow, 600.0), 10, "one frame a minute");
    assert_eq!(flow.state(), State::PlayerTurn);
    // a window in the background counts no time: nothing at all
    flow.focus_changed(false);
    assert_eq!(flow.redraw(), Redraw::Idle);
    flow.focus_changed(true);
    assert!(matches!(flow.redraw(), Redraw::After(_)));
}

#[test]
fn flips_animate_and_the_cpu_pause_is_one_wait() {
    let mut flow = launch(&Shared::default());
    start(&mut flow, Opponent::Easy, 7);
    flow.apply(Command::PlaySquare(sq("d3")));
    assert!(matches!(flow.state(), State::Flipping { .. }));
    assert_eq!(flow.redraw(), Redraw::Animating);
    // through the flip at 60 frames a second
    let mut frames = 0;
    while matches!(flow.state(), State::Flipping { .. }) {
        flow.update(FRAME);
        frames += 1;
    }
    assert!((17..=19).contains(&frames), "{frames} flip frames");
    let State::CpuWait { elapsed } = flow.state() else {
        panic!("the CPU's pause, got {:?}", flow.state());
    };
    // nothing moves during the pause: one frame when it ends, for the search
    assert_after(
        flow.redraw(),
        CPU_PAUSE - elapsed - 1e-4,
        CPU_PAUSE - elapsed + 1e-4,
    );
    assert_eq!(flow.searches(), 0);
    let Redraw::After(wait) = flow.redraw() else {
        unreachable!()
    };
    flow.update(wait);
    assert_eq!(flow.searches(), 1, "the search runs in the one frame");
    assert_eq!(flow.redraw(), Redraw::Animating, "the reply's flips");
}

#[test]
fn a_notice_waits_then_fades_then_needs_nothing() {
    let disk = MemoryStorage {
        fail_saves: Some(StorageError::Full),
        ..MemoryStorage::default()
    };
    let (persistence, loaded) = Persistence::open(Box::new(disk), None);
    let mut flow = Flow::new(persistence, loaded);
    flow.apply(Command::SetSound(false)); // fails to save: the notice
    assert!(flow.notice().is_some());
    assert_eq!(flow.state(), State::Menu);
    assert_after(
        flow.redraw(),
        STORAGE_NOTICE_TIME - NOTICE_FADE - 1e-4,
        STORAGE_NOTICE_TIME - NOTICE_FADE + 1e-4,
    );
    flow.update(STORAGE_NOTICE_TIME - NOTICE_FADE + 1e-3);
    assert_eq!(flow.redraw(), Redraw::Animating, "fading");
    let frames = obey(&mut flow, 10.0);
    assert!((17..=20).contains(&frames), "{frames} fade frames");
    assert_eq!(flow.notice(), None, "gone on time");
    assert_eq!(flow.redraw(), Redraw::Idle);
}

#[test]
fn game_over_needs_nothing_once_the_window_is_left() {
    // a whole game, stepped only when the rule asks, the player always taking the first
    // dotted square
    let mut flow = launch(&Shared::default());
    start(&mut flow, Opponent::Easy, 11);
    for _ in 0..200 {
        obey(&mut flow, 5.0);
        match flow.state() {
            State::PlayerTurn => {
                let first = Square::first(flow.playable()).unwrap();
                flow.apply(Command::PlaySquare(first));
            }
            State::GameOver => break,
            other => panic!("the rule left the flow in {other:?}"),
        }
    }
    assert_eq!(flow.state(), State::GameOver);
    flow.focus_changed(false);
    assert_eq!(flow.redraw(), Redraw::Idle);
    flow.apply(Command::BackToMenu);
    flow.focus_changed(true);
    assert_eq!(flow.redraw(), Redraw::Idle);
}

#[test]
fn a_game_stepped_by_the_rule_plays_as_one_stepped_every_frame() {
    // the same moves at the same moments: the CPU's replies, the passes' notices, the end
    let play = |obeying: bool| {
        let mut flow = launch(&Shared::default());
        flow.apply(Command::ChooseColor(Color::White));
        start(&mut flow, Opponent::Medium, 42);
        let mut log = Vec::new();
        for _ in 0..200 {
            if obeying {
                obey(&mut flow, 3.0);
            } else {
                every_frame(&mut flow, 3.0);
            }
            log.push((
                format!("{:?}", flow.state()),
                flow.notice().map(|n| n.id),
                flow.game().map(|m| *m.board()),
            ));
            match flow.state() {
                State::PlayerTurn => {
                    let first = Square::first(flow.playable()).unwrap();
                    flow.apply(Command::PlaySquare(first));
                }
                State::GameOver => break,
                other => panic!("stuck in {other:?}"),
            }
        }
        (log, flow.searches(), flow.result())
    };
    let (obeyed, searches, result) = play(true);
    let (stepped, searches_stepped, result_stepped) = play(false);
    assert!(result.is_some());
    assert_eq!(obeyed, stepped);
    assert_eq!(searches, searches_stepped);
    assert_eq!(result, result_stepped);
}
