//! Desktop Linux: the sounds through ALSA, with libasound.so.2 opened at run time.
//!
//! Why not macroquad's audio here: quad-snd links `-lasound` at build time (so
//! `cargo run` on a fresh machine would first need the ALSA headers) and its audio thread
//! panics, with a message on stderr, when there is no playback device (a server, CI, Xvfb).
//! Here the library is looked up when the game starts; without it, or without a device, the
//! game is silent and says nothing. ALSA's own error messages are silenced too.
//!
//! One thread owns the device: it waits for a sound, opens "default" (the desktop's sound
//! server or the card), mixes whatever is playing in 10 ms steps, and closes the device again
//! after half a second of silence, so an idle game holds no device.

use std::ffi::{c_char, c_int, c_long, c_uint, c_ulong, c_void, CStr};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};

use crate::sounds::{Sound, SAMPLE_RATE};

type Pcm = *mut c_void;
type ErrorHandler = unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char);

const STREAM_PLAYBACK: c_int = 0;
const FORMAT_S16_LE: c_int = 2;
const ACCESS_RW_INTERLEAVED: c_int = 3;
/// Latency asked of ALSA, in µs: short enough that a click lands with its disc.
const LATENCY_US: c_uint = 60_000;
/// Frames mixed and written at a time (10 ms).
const CHUNK: usize = SAMPLE_RATE as usize / 100;
/// The device is closed after this many silent chunks.
const IDLE_CHUNKS: u32 = 50;

// The signatures alsa/asoundlib.h declares.
type SetHandlerFn = unsafe extern "C" fn(Option<ErrorHandler>) -> c_int;
type OpenFn = unsafe extern "C" fn(*mut Pcm, *const c_char, c_int, c_int) -> c_int;
type SetParamsFn = unsafe extern "C" fn(Pcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int;
type WriteiFn = unsafe extern "C" fn(Pcm, *const c_void, c_ulong) -> c_long;
type RecoverFn = unsafe extern "C" fn(Pcm, c_int, c_int) -> c_int;
type PcmFn = unsafe extern "C" fn(Pcm) -> c_int;

/// The few libasound functions used, found with dlsym.
struct Lib {
    open: OpenFn,
    set_params: SetParamsFn,
    writei: WriteiFn,
    recover: RecoverFn,
    drain: PcmFn,
    close: PcmFn,
}

/// ALSA's default error handler prints to stderr (e.g. "cannot find card '0'" on a machine
/// without sound); a missing device is normal here, so its messages go nowhere.
/// (libasound calls this with C varargs after `fmt`; the fixed arguments are all we read.)
///
/// # Safety
/// Safe to call with any arguments: it reads none of them.
unsafe extern "C" fn quiet(
    _: *const c_char,
    _: c_int,
    _: *const c_char,
    _: c_int,
    _: *const c_char,
) {
}

impl Lib {
    fn load() -> Option<Lib> {
        // SAFETY: dlopen/dlsym with NUL-terminated names; each symbol is cast to the
        // signature alsa/asoundlib.h declares for it.
        unsafe {
            let handle = libc::dlopen(
                c"libasound.so.2".as_ptr(),
                libc::RTLD_NOW | libc::RTLD_LOCAL,
            );
            if handle.is_null() {
                return None;
            }
            let sym = |name: &CStr| -> Option<*mut c_void> {
                let p = libc::dlsym(handle, name.as_ptr());
                (!p.is_null()).then_some(p)
            };
            let set_handler = std::mem::transmute::<*mut c_void, SetHandlerFn>(sym(
                c"snd_lib_error_set_handler",
            )?);
            set_handler(Some(quiet));
            Some(Lib {
                open: std::mem::transmute::<*mut c_void, OpenFn>(sym(c"snd_pcm_open")?),
                set_params: std::mem::transmute::<*mut c_void, SetParamsFn>(sym(
                    c"snd_pcm_set_params",
                )?),
                writei: std::mem::transmute::<*mut c_void, WriteiFn>(sym(c"snd_pcm_writei")?),
                recover: std::mem::transmute::<*mut c_void, RecoverFn>(sym(c"snd_pcm_recover")?),
                drain: std::mem::transmute::<*mut c_void, PcmFn>(sym(c"snd_pcm_drain")?),
                close: std::mem::transmute::<*mut c_void, PcmFn>(sym(c"snd_pcm_close")?),
            })
        }
    }

    /// The default playback device, set up for our format; None when there is none.
    fn open_device(&self) -> Option<Pcm> {
        let mut pcm: Pcm = std::ptr::null_mut();
        // SAFETY: `pcm` is written by snd_pcm_open on success and used only then.
        unsafe {
            if (self.open)(&mut pcm, c"default".as_ptr(), STREAM_PLAYBACK, 0) < 0 || pcm.is_null() {
                return None;
            }
            let ok = (self.set_params)(
                pcm,
                FORMAT_S16_LE,
                ACCESS_RW_INTERLEAVED,
                1,
                SAMPLE_RATE,
                1,
                LATENCY_US,
            );
            if ok < 0 {
                (self.close)(pcm);
                return None;
            }
        }
        Some(pcm)
    }

    /// Writes all of `frames`; false when the device failed for good.
    fn write(&self, pcm: Pcm, frames: &[i16]) -> bool {
        let mut done = 0;
        while done < frames.len() {
            let rest = &frames[done..];
            // SAFETY: `rest` is valid for `rest.len()` mono 16-bit frames.
            let n = unsafe { (self.writei)(pcm, rest.as_ptr().cast(), rest.len() as c_ulong) };
            if n >= 0 {
                done += n as usize;
                continue;
            }
            // SAFETY: `pcm` is the open device; `n` the error code snd_pcm_writei returned.
            if unsafe { (self.recover)(pcm, n as c_int, 1) } < 0 {
                return false;
            }
        }
        true
    }
}

/// The sender side, kept by the game.
pub struct Player {
    to_thread: Option<Sender<Sound>>,
}

impl Player {
    pub fn start() -> Player {
        let (tx, rx) = mpsc::channel();
        let started = std::thread::Builder::new()
            .name("reversi-sound".into())
            .spawn(move || {
                if let Some(lib) = Lib::load() {
                    play_loop(&lib, &rx);
                }
            });
        Player {
            to_thread: started.ok().map(|_| tx),
        }
    }

    /// Hands the sound to the thread (a thread that found no ALSA has ended: ignored).
    pub fn play(&mut self, sound: Sound) {
        if let Some(tx) = &self.to_thread {
            if tx.send(sound).is_err() {
                self.to_thread = None;
            }
        }
    }
}

fn play_loop(lib: &Lib, rx: &Receiver<Sound>) {
    let clips: Vec<Vec<i16>> = Sound::ALL.iter().map(|s| s.samples()).collect();
    let clip = |s: Sound| Sound::ALL.iter().position(|x| *x == s).unwrap_or(0);
    // (clip, next sample) of each sound playing
    let mut voices: Vec<(usize, usize)> = Vec::new();
    let mut mix = vec![0i16; CHUNK];
    while let Ok(first) = rx.recv() {
        let Some(pcm) = lib.open_device() else {
            // no device now: drop this sound, try again with the next one
            continue;
        };
        voices.clear();
        voices.push((clip(first), 0));
        let mut idle = 0;
        loop {
            loop {
                match rx.try_recv() {
                    Ok(s) => voices.push((clip(s), 0)),
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        // SAFETY: the device opened above, closed once here
                        unsafe { (lib.close)(pcm) };
                        return;
                    }
                }
            }
            for (k, out) in mix.iter_mut().enumerate() {
                let sum: i32 = voices
                    .iter()
                    .filter_map(|(c, at)| clips[*c].get(at + k))
                    .map(|s| i32::from(*s))
                    .sum();
                *out = sum.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
            }
            for (c, at) in voices.iter_mut() {
                *at = (*at + CHUNK).min(clips[*c].len());
            }
            voices.retain(|(c, at)| *at < clips[*c].len());
            idle = if voices.is_empty() { idle + 1 } else { 0 };
            if !lib.write(pcm, &mix) || idle > IDLE_CHUNKS {
                break;
            }
        }
        // SAFETY: the device opened above, closed once here
        unsafe {
            (lib.drain)(pcm);
            (lib.close)(pcm);
        }
    }
}
