//! The settings screen's choices as the flow sees them (SPEC R-FEEL): sound on/off,
//! animation Normal / Fast / Off, the language; saved, and handled when damaged. Stepped with
//! explicit time steps, no window, no clock.

use reversi::core::save::{Animation, Settings};
use reversi::core::{Board, Color, Match, Opponent, Square};
use reversi::flow::{Command, Flow, Said, State, CPU_PAUSE, FAST_FLIP_TIME, FLIP_TIME};
use reversi::i18n::Texts;
use reversi::look::SystemLook;
use reversi::persist::{Persistence, SETTINGS_RECORD};
use reversi::sounds::Sound;
use reversi::storage::SharedMemoryStorage as Shared;
use reversi::ui::mirror::words;

const FRAME: f32 = 1.0 / 60.0;

fn launch(disk: &Shared) -> Flow {
    let (persistence, loaded) = Persistence::open(Box::new(disk.clone()), None);
    Flow::new(persistence, loaded)
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

fn discs(flow: &Flow) -> u32 {
    let b = flow.game().unwrap().board();
    b.count(Color::Black) + b.count(Color::White)
}

/// What one whole game showed: the sounds in order, the frames spent flipping, the passes.
#[derive(Default)]
struct Played {
    sounds: Vec<Sound>,
    flipping_frames: u32,
    moves: u32,
}

/// Plays a whole game against `opponent` (always the first dotted square), in frames.
fn play_a_game(flow: &mut Flow, opponent: Opponent, seed: u64) -> Played {
    let mut played = Played::default();
    flow.apply(Command::StartGame { opponent, seed });
    for _ in 0..60 * 600 {
        match flow.state() {
            State::GameOver => break,
            State::PlayerTurn => {
                let square = Square::first(flow.playable()).expect("a dotted square");
                flow.apply(Command::PlaySquare(square));
            }
            State::Flipping { .. } => played.flipping_frames += 1,
            _ => {}
        }
        flow.update(FRAME);
        played.sounds.extend(flow.take_sounds());
    }
    assert_eq!(flow.state(), State::GameOver, "the game reached its end");
    played.sounds.extend(flow.take_sounds());
    played.moves = discs(flow) - 4;
    played
}

#[test]
fn defaults_are_sound_on_and_normal_animation() {
    let flow = launch(&Shared::default());
    assert!(flow.settings().sound);
    assert_eq!(flow.settings().animation, Animation::Normal);
}

#[test]
fn the_settings_screen_is_one_step_from_the_menu_and_back() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::ShowSettings);
    assert_eq!(flow.state(), State::Settings);
    assert!(!flow.state().shows_game());
    flow.apply(Command::SetLanguage("et".into()));
    assert_eq!(flow.settings().language.as_deref(), Some("et"));
    flow.apply(Command::BackToMenu);
    assert_eq!(flow.state(), State::Menu);
    // not from inside a game
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 1,
    });
    flow.apply(Command::ShowSettings);
    assert_eq!(flow.state(), State::PlayerTurn);
}

#[test]
fn every_disc_sounds_once_the_flips_once_per_move_and_the_end_once() {
    let mut flow = launch(&Shared::default());
    let played = play_a_game(&mut flow, Opponent::Easy, 42);
    let count = |s: Sound| played.sounds.iter().filter(|x| **x == s).count() as u32;
    assert_eq!(
        count(Sound::Place),
        played.moves,
        "one click per disc placed"
    );
    assert_eq!(count(Sound::Flips), played.moves, "one flip sound per move");
    assert_eq!(count(Sound::End), 1);
    assert_eq!(played.sounds.last(), Some(&Sound::End));
    // each move: its click, then its flips
    for pair in played.sounds[..played.sounds.len() - 1].chunks(2) {
        assert_eq!(pair, [Sound::Place, Sound::Flips]);
    }
}

#[test]
fn the_flip_sound_comes_where_the_discs_change_colour() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::StartGame {
        opponent: Opponent::Easy,
        seed: 3,
    });
    flow.apply(Command::PlaySquare(sq("d3")));
    assert_eq!(flow.take_sounds(), vec![Sound::Place]);
    let mut t = 0.0;
    while flow.flip().is_some_and(|f| f.progress < 0.5) {
        assert!(flow.take_sounds().is_empty(), "flip sound early, at {t} s");
        flow.update(FRAME);
        t += FRAME;
    }
    assert_eq!(flow.take_sounds(), vec![Sound::Flips]);
    assert!((t - FLIP_TIME / 2.0).abs() <= FRAME, "{t}");
}

#[test]
fn muted_gives_no_sound_events_at_all() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::SetSound(false));
    let played = play_a_game(&mut flow, Opponent::Medium, 7);
    assert!(played.moves >= 20);
    assert!(played.sounds.is_empty(), "{:?}", played.sounds);
    // on again: the next move sounds
    flow.apply(Command::SetSound(true));
    flow.apply(Command::NewGame { seed: 8 });
    flow.apply(Command::PlaySquare(
        Square::first(flow.playable()).expect("a move"),
    ));
    assert_eq!(flow.take_sounds(), vec![Sound::Place]);
}

#[test]
fn a_pass_is_silent() {
    // The position of tests/flow.rs's CPU-pass test: after a8 the CPU has no move.
    let disk = Shared::default();
    let text = concat!(
        "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXX-", "XXXXXXOO",
        "-OXXXXX-", " X"
    );
    let board = Board::from_text(text).unwrap();
    let m = Match::resume(3, Color::Black, Opponent::Easy, board, None, false);
    let (mut persistence, _) = Persistence::open(Box::new(disk.clone()), None);
    assert!(persistence.save_game(&m, 0).is_ok());
    // Closed as the app is on quit, so the next start owns the saved game.
    drop(persistence);
    let mut flow = launch(&disk);
    flow.apply(Command::Continue);
    flow.apply(Command::PlaySquare(sq("a8")));
    assert!(flow.notice().is_some(), "the CPU passed");
    let mut sounds = flow.take_sounds();
    for _ in 0..600 {
        if flow.state() == State::PlayerTurn {
            break;
        }
        flow.update(FRAME);
        sounds.extend(flow.take_sounds());
    }
    assert_eq!(flow.state(), State::PlayerTurn);
    assert_eq!(
        sounds,
        vec![Sound::Place, Sound::Flips],
        "the pass made no sound"
    );
}

#[test]
fn animation_off_changes_the_discs_at_once_and_keeps_the_cpu_pause() {
    let mut flow = launch(&Shared::default());
    flow.apply(Command::SetAnimation(Animation::Off));
    flow.apply(Command::StartGame {
        opponent: Opponent::Medium,
        seed: 11,
    });
    flow.apply(Command::PlaySquare(sq("d3")));
    // the flip takes no time: no flip to draw, the CPU's pause has begun
    assert_eq!(flow.flip(), None);
    assert_eq!(flow.state(), State::CpuWait { elapsed: 0.0 });
    assert_eq!(discs(&flow), 5);
    assert_eq!(flow.game().unwrap().board().count(Color::White), 1);
    assert_eq!(flow.take_sounds(), vec![Sound::Place, Sound::Flips]);
    // the pause is the same 450 ms (R-CPU-5)
    let mut t = 0.0;
    while t + FRAME < CPU_PAUSE - 0.01 {
        flow.update(FRAME);
        t += FRAME;
        assert_eq!(flow.searches(), 0, "replied at {t} s");
    }
    flow.update(0.03);
    assert_eq!(flow.searches(), 1);
    // the reply is on the board at once, and it is the player's turn again
    assert_eq!(discs(&flow), 6);
    assert_eq!(flow.flip(), None);
    assert_eq!(flow.state(), State::PlayerTurn);

    // a whole game: never a frame of flipping
    let played = play_a_game(&mut flow, Opponent::Easy, 12);
    assert_eq!(played.flipping_frames, 0);
    assert!(played.sounds.contains(&Sound::End));
}

#[test]
fn fast_animation_is_shorter_than_normal() {
    let frames_of_flip = |animation: Animation| -> u32 {
        let mut flow = launch(&Shared::default());
        flow.apply(Command::SetAnimation(animation));
        flow.apply(Command::StartGame {
            opponent: Opponent::Easy,
            seed: 1,
        });
        flow.apply(Command::PlaySquare(sq("f5")));
        let mut frames = 0;
        while flow.flip().is_some() {
            flow.update(FRAME);
            frames += 1;
        }
        frames
    };
    let normal = frames_of_flip(Animation::Normal);
    let fast = frames_of_flip(Animation::Fast);
    assert!(
        (normal as f32 * FRAME - FLIP_TIME).abs() <= FRAME,
        "{normal}"
    );
    assert!(
        (fast as f32 * FRAME - FAST_FLIP_TIME).abs() <= FRAME,
        "{fast}"
    );
    assert_eq!(frames_of_flip(Animation::Off), 0);
}

#[test]
fn the_settings_survive_a_restart() {
    let disk = Shared::default();
    let mut flow = launch(&disk);
    flow.apply(Command::ShowSettings);
    flow.apply(Command::SetSound(false));
    flow.apply(Command::SetAnimation(Animation::Fast));
    flow.apply(Command::SetLanguage("su".into()));
    flow.apply(Command::BackToMenu);
    flow.apply(Command::ChooseColor(Color::White));
    drop(flow);

    let flow = launch(&disk);
    let want = Settings {
        language: Some("su".into()),
        player_color: Color::White,
        opponent: Opponent::Easy,
        sound: false,
        animation: Animation::Fast,
        animation_chosen: true,
        ..Settings::default()
    };
    assert_eq!(flow.settings(), &want);
    assert_eq!(flow.notice(), None);
}

#[test]
fn a_damaged_settings_record_starts_with_defaults_and_a_notice() {
    for damage in [
        "",
        "{\"version\":1,\"sound\":",
        "{\"version\":1,\"language\":\"\",\"player_color\":\"black\",\"opponent\":\"easy\",\"sound\":true,\"animation\":\"sideways\"}",
        "\u{0}\u{fffd}",
    ] {
        let disk = Shared::default();
        disk.0
            .borrow_mut()
            .records
            .insert(SETTINGS_RECORD.into(), damage.into());
        let mut flow = launch(&disk);
        assert_eq!(flow.settings(), &Settings::default(), "{damage:?}");
        assert_eq!(
            flow.notice().map(|n| n.id),
            Some("notice-damaged-settings"),
            "{damage:?}"
        );
        // and said to a screen reader, once
        let said = flow.take_said();
        assert_eq!(said, [Said::Notice("notice-damaged-settings")]);
        assert_eq!(
            words(&said, &Texts::new("en")).as_deref(),
            Some("The settings could not be read and were reset.")
        );
        assert!(flow.take_said().is_empty());
        // kept aside, and the defaults play: sound on
        assert!(disk
            .0
            .borrow()
            .records
            .contains_key("settings.json.damaged-1"));
        flow.apply(Command::StartGame {
            opponent: Opponent::Easy,
            seed: 2,
        });
        flow.apply(Command::PlaySquare(sq("d3")));
        assert_eq!(flow.take_sounds(), vec![Sound::Place]);
        // and a change is saved again normally
        flow.apply(Command::SetSound(false));
        let again = launch(&disk);
        assert!(!again.settings().sound);
    }
}

#[test]
fn the_system_reduced_motion_counts_until_the_player_chooses() {
    let reduce = SystemLook {
        reduced_motion: true,
        high_contrast: true,
    };
    let disk = Shared::default();
    let mut flow = launch(&disk);
    flow.system_prefers(reduce);
    assert_eq!(flow.settings().animation, Animation::Off);
    assert!(flow.settings().high_contrast);
    // a first game under reduced motion: no frame of a flip
    let played = play_a_game(&mut flow, Opponent::Easy, 5);
    assert_eq!(played.flipping_frames, 0);
    // the system changes its mind: followed, nothing saved
    flow.system_prefers(SystemLook::default());
    assert_eq!(flow.settings().animation, Animation::Normal);
    assert!(!flow.settings().high_contrast);
    assert!(!disk.0.borrow().records.contains_key(SETTINGS_RECORD));

    // the player chooses Normal (what is already in effect): that choice wins from now on,
    // also after a restart under reduced motion
    flow.apply(Command::SetAnimation(Animation::Normal));
    flow.apply(Command::SetHighContrast(false));
    drop(flow);
    let mut flow = launch(&disk);
    flow.system_prefers(reduce);
    assert_eq!(flow.settings().animation, Animation::Normal);
    assert!(!flow.settings().high_contrast);
    let played = play_a_game(&mut flow, Opponent::Easy, 5);
    assert!(played.flipping_frames > 0);
}

#[test]
fn high_contrast_is_a_setting_that_survives_a_restart() {
    let disk = Shared::default();
    let mut flow = launch(&disk);
    assert!(!flow.settings().high_contrast);
    flow.apply(Command::SetHighContrast(true));
    drop(flow);
    let mut flow = launch(&disk);
    flow.system_prefers(SystemLook::default());
    assert!(flow.settings().high_contrast);
    assert!(flow.settings().contrast_chosen);
}
