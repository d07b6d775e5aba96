//! Playing the flow's sounds (src/sounds.rs makes them). No sound device is normal: the game
//! is then silent, without an error or a log line (SPEC R-FEEL-1).
//!
//! Desktop Linux plays through ALSA's libasound.so.2 opened at run time (`alsa.rs`): building
//! needs no ALSA headers, and a machine without the library or a device is silent. Every other
//! platform plays through macroquad's audio (quad-snd): Web Audio in the browser (it starts
//! at the first tap or key, the browser's autoplay rule), OpenSL ES on Android (macroquad
//! pauses it with the app), WASAPI on Windows, Core Audio on macOS.

use crate::sounds::Sound;

#[cfg(target_os = "linux")]
mod alsa;

pub struct Audio {
    #[cfg(target_os = "linux")]
    player: alsa::Player,
    #[cfg(not(target_os = "linux"))]
    player: quad::Player,
}

impl Audio {
    /// Makes the sounds and starts the player; returns at once (nothing waits for a device).
    pub fn start() -> Audio {
        #[cfg(target_os = "linux")]
        let player = alsa::Player::start();
        #[cfg(not(target_os = "linux"))]
        let player = quad::Player::start();
        Audio { player }
    }

    /// Once a frame: finishes loading where that takes frames (the browser decodes the
    /// sounds asynchronously).
    pub fn poll(&mut self) {
        #[cfg(not(target_os = "linux"))]
        self.player.poll();
    }

    /// The sounds are still being loaded: the loading advances only in frames, so the shell
    /// asks for frames until it is done (the frame loop otherwise sleeps until input).
    pub fn loading(&self) -> bool {
        #[cfg(not(target_os = "linux"))]
        return self.player.loading();
        #[cfg(target_os = "linux")]
        return false;
    }

    /// Plays `sound` once (silently dropped while the sounds are not ready or no device).
    pub fn play(&mut self, sound: Sound) {
        self.player.play(sound);
    }
}

#[cfg(not(target_os = "linux"))]
mod quad {
    use macroquad::audio::{load_sound_from_bytes, play_sound_once, Sound as Clip};
    use macroquad::experimental::coroutines::{start_coroutine, Coroutine};

    use crate::sounds::Sound;

    pub struct Player {
        loading: Option<Coroutine<Vec<Option<Clip>>>>,
        /// In the order of `Sound::ALL`.
        clips: Vec<Option<Clip>>,
    }

    impl Player {
        pub fn start() -> Player {
            let wavs: Vec<Vec<u8>> = Sound::ALL.iter().map(|s| s.wav()).collect();
            // in the browser a sound is ready only frames later: load without holding up
            // the first frame
            let loading = start_coroutine(async move {
                let mut clips = Vec::new();
                for wav in wavs {
                    clips.push(load_sound_from_bytes(&wav).await.ok());
                }
                clips
            });
            Player {
                loading: Some(loading),
                clips: Vec::new(),
            }
        }

        pub fn poll(&mut self) {
            if let Some(loading) = &self.loading {
                if loading.is_done() {
                    self.clips = loading.retrieve().unwrap_or_default();
                    self.loading = None;
                }
            }
        }

        pub fn loading(&self) -> bool {
            self.loading.is_some()
        }

        pub fn play(&mut self, sound: Sound) {
            let index = Sound::ALL.iter().position(|s| *s == sound);
            if let Some(Some(clip)) = index.and_then(|i| self.clips.get(i)) {
                play_sound_once(clip);
            }
        }
    }
}
