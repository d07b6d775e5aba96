//! The game's three sounds, synthesized at start-up as short PCM (SPEC R-FEEL-1): no audio
//! files to ship, a few hundred bytes of code instead. Plain Rust, tested without a device;
//! `cargo run --example sounds` writes them as WAV files to listen to or measure.

use std::f32::consts::TAU;

/// Samples per second of every sound (mono, 16 bit).
pub const SAMPLE_RATE: u32 = 44_100;

/// What the flow asks the shell to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A disc lands (the player's or the CPU's): a soft, low click.
    Place,
    /// The flips of one move: one light tick-tick, however many discs turn.
    Flips,
    /// The end of a game: one short neutral chord, the same for a win, a loss and a draw
    /// (R-PLAY-7: no judgement).
    End,
}

impl Sound {
    pub const ALL: [Sound; 3] = [Sound::Place, Sound::Flips, Sound::End];

    pub fn name(self) -> &'static str {
        match self {
            Sound::Place => "place",
            Sound::Flips => "flips",
            Sound::End => "end",
        }
    }

    /// The sound as 16-bit mono samples at [`SAMPLE_RATE`].
    pub fn samples(self) -> Vec<i16> {
        match self {
            Sound::Place => place(),
            Sound::Flips => flips(),
            Sound::End => end(),
        }
    }

    /// The sound as a WAV file (what the audio libraries load).
    pub fn wav(self) -> Vec<u8> {
        wav(&self.samples(), SAMPLE_RATE)
    }
}

/// A fixed pseudo-random sequence in -1..1 (the click's bit of noise; the same every run).
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 = self.0.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        (self.0 >> 8) as f32 / (1u32 << 23) as f32 - 1.0
    }
}

fn seconds(i: usize) -> f32 {
    i as f32 / SAMPLE_RATE as f32
}

fn length(secs: f32) -> usize {
    (secs * SAMPLE_RATE as f32).round() as usize
}

/// A soft wooden "tock": two low partials and a breath of noise, gone in ~60 ms.
fn place() -> Vec<i16> {
    let mut noise = Noise(7);
    let wave: Vec<f32> = (0..length(0.07))
        .map(|i| {
            let t = seconds(i);
            let attack = 1.0 - (-t / 0.0012).exp();
            let body = (TAU * 190.0 * t).sin() * 0.7 + (TAU * 610.0 * t).sin() * 0.3;
            attack * (body * (-t / 0.016).exp() + noise.next() * 0.25 * (-t / 0.003).exp())
        })
        .collect();
    finish(wave, 0.5)
}

/// Two quick, quiet high ticks 45 ms apart: the discs turning.
fn flips() -> Vec<i16> {
    let tick = |t: f32, freq: f32| -> f32 {
        if t < 0.0 {
            return 0.0;
        }
        let attack = 1.0 - (-t / 0.0008).exp();
        attack * (-t / 0.011).exp() * ((TAU * freq * t).sin() + 0.4 * (TAU * 2.0 * freq * t).sin())
    };
    let wave: Vec<f32> = (0..length(0.11))
        .map(|i| {
            let t = seconds(i);
            tick(t, 1320.0) + 0.75 * tick(t - 0.045, 1480.0)
        })
        .collect();
    finish(wave, 0.3)
}

/// A short open fifth (A4 + E5, with a soft octave), fading out over ~0.7 s: neither
/// rising nor falling, so it says "the game is over", not who won.
fn end() -> Vec<i16> {
    let wave: Vec<f32> = (0..length(0.7))
        .map(|i| {
            let t = seconds(i);
            let attack = (t / 0.012).min(1.0);
            let chord = (TAU * 440.0 * t).sin()
                + 0.8 * (TAU * 659.26 * t).sin()
                + 0.25 * (TAU * 880.0 * t).sin();
            attack * (-t / 0.22).exp() * chord
        })
        .collect();
    finish(wave, 0.4)
}

/// Scales `wave` to `peak` (of full scale), fades the last 5 ms to silence (no click at the
/// end) and converts to 16 bit.
fn finish(mut wave: Vec<f32>, peak: f32) -> Vec<i16> {
    let fade = length(0.005).min(wave.len());
    let n = wave.len();
    for (k, s) in wave[n - fade..].iter_mut().enumerate() {
        *s *= 1.0 - (k + 1) as f32 / fade as f32;
    }
    let max = wave.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    let gain = if max > 0.0 { peak / max } else { 0.0 };
    wave.iter()
        .map(|s| (s * gain * f32::from(i16::MAX)).round() as i16)
        .collect()
}

/// The largest sample as a fraction of full scale (0.0 to 1.0).
pub fn peak(samples: &[i16]) -> f32 {
    let max = samples
        .iter()
        .map(|s| i32::from(*s).abs())
        .max()
        .unwrap_or(0);
    max as f32 / f32::from(i16::MAX)
}

/// 16-bit mono PCM in a WAV container (a 44-byte RIFF header, then the samples).
pub fn wav(samples: &[i16], rate: u32) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // size of the fmt chunk
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&rate.to_le_bytes());
    out.extend_from_slice(&(rate * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn millis(samples: &[i16]) -> f32 {
        samples.len() as f32 * 1000.0 / SAMPLE_RATE as f32
    }

    #[test]
    fn short_soft_and_ending_in_silence() {
        // (shortest, longest in ms; loudest peak): clicks are short, the end a bit longer,
        // none near full scale
        let limits = [
            (Sound::Place, 40.0, 100.0, 0.55),
            (Sound::Flips, 80.0, 150.0, 0.35),
            (Sound::End, 400.0, 900.0, 0.45),
        ];
        for (sound, min_ms, max_ms, max_peak) in limits {
            let s = sound.samples();
            let ms = millis(&s);
            assert!((min_ms..=max_ms).contains(&ms), "{sound:?}: {ms} ms");
            let p = peak(&s);
            assert!(p > 0.2 && p <= max_peak, "{sound:?}: peak {p}");
            assert_eq!(*s.last().unwrap(), 0, "{sound:?} ends in silence");
            assert!(s[0].abs() < 2000, "{sound:?} starts softly: {}", s[0]);
        }
    }

    #[test]
    fn the_same_samples_every_time() {
        for sound in Sound::ALL {
            assert_eq!(sound.samples(), sound.samples());
        }
    }

    #[test]
    fn wav_header_describes_the_samples() {
        let samples = Sound::Place.samples();
        let bytes = wav(&samples, SAMPLE_RATE);
        assert_eq!(bytes.len(), 44 + 2 * samples.len());
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(&bytes[8..16], b"WAVEfmt ");
        assert_eq!(&bytes[36..40], b"data");
        let le32 = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
        assert_eq!(le32(4) as usize, bytes.len() - 8);
        assert_eq!(le32(24), SAMPLE_RATE);
        assert_eq!(le32(40) as usize, 2 * samples.len());
        let first = i16::from_le_bytes([bytes[44], bytes[45]]);
        assert_eq!(first, samples[0]);
    }
}
