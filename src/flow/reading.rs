//! The reading screens, How to play and About: which page, where the player came from, and
//! the page's scroll. Plain Rust driven by explicit time steps, so a fling's slowing down is
//! tested without a clock.

/// A page to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The rules, how this app plays, first strategy (SPEC R-HELP-1).
    HowToPlay,
    /// Version, licence, the licences of the font and the crates (R-HELP-2).
    About,
}

/// Where Back goes from a page: the screen the player came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Back {
    Menu,
    /// The game in progress (its turn is taken up again as it was).
    Game,
}

/// A fling keeps e^(-FLING_DECAY) of its speed per second: 2 % (a flick of about 2000 px/s
/// glides for under a second and about 500 px, as a phone's lists do).
const FLING_DECAY: f32 = 3.912_023; // ln 50
/// Below this speed (units a second) a fling stops.
const FLING_STOP: f32 = 20.0;

/// The page's scroll: how far down it is (0 at the top, at most `max`) and a fling's speed.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Scroll {
    offset: f32,
    /// Units a second, positive downwards; 0 when nothing glides.
    velocity: f32,
    /// The content's height less the viewport's (the shell tells it for the window).
    max: f32,
}

impl Scroll {
    pub fn offset(&self) -> f32 {
        self.offset
    }

    pub fn max(&self) -> f32 {
        self.max
    }

    /// A fling is gliding: frames are needed until it stops.
    pub fn moving(&self) -> bool {
        self.velocity != 0.0
    }

    /// How far the page can scroll, for the window and language shown now.
    pub fn set_max(&mut self, max: f32) {
        self.max = if max.is_finite() { max.max(0.0) } else { 0.0 };
        self.offset = self.offset.clamp(0.0, self.max);
    }

    /// Moves by `by` units (a wheel, a key, a drag) and stops any fling.
    pub fn by(&mut self, by: f32) {
        self.velocity = 0.0;
        if by.is_finite() {
            self.offset = (self.offset + by).clamp(0.0, self.max);
        }
    }

    /// To the top (`false`) or the end (`true`).
    pub fn to_edge(&mut self, end: bool) {
        self.velocity = 0.0;
        self.offset = if end { self.max } else { 0.0 };
    }

    /// A finger let go at `velocity` units a second: the page glides on and slows down.
    pub fn fling(&mut self, velocity: f32) {
        self.velocity = if velocity.is_finite() && velocity.abs() >= FLING_STOP {
            velocity
        } else {
            0.0
        };
    }

    /// Time passes: a fling glides on `dt` seconds, slowing; it stops at either end.
    pub fn advance(&mut self, dt: f32) {
        if self.velocity == 0.0 || dt <= 0.0 {
            return;
        }
        // the distance of an exponential decay over dt, exactly, whatever the frame rate
        let k = FLING_DECAY;
        let keep = (-k * dt).exp();
        let travelled = self.velocity * (1.0 - keep) / k;
        self.velocity *= keep;
        let next = self.offset + travelled;
        self.offset = next.clamp(0.0, self.max);
        if self.velocity.abs() < FLING_STOP || next != self.offset {
            self.velocity = 0.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fling_slows_down_and_stops_whatever_the_steps() {
        let run = |dt: f32| {
            let mut s = Scroll::default();
            s.set_max(10_000.0);
            s.fling(2000.0);
            let mut t = 0.0;
            while s.moving() {
                s.advance(dt);
                t += dt;
                assert!(t < 5.0, "a fling stops");
            }
            s.offset()
        };
        let (fine, coarse) = (run(1.0 / 120.0), run(1.0 / 20.0));
        assert!((300.0..800.0).contains(&fine), "{fine}");
        assert!((fine - coarse).abs() < 20.0, "{fine} {coarse}");
    }

    #[test]
    fn the_ends_hold() {
        let mut s = Scroll::default();
        s.set_max(100.0);
        s.by(-50.0);
        assert_eq!(s.offset(), 0.0);
        s.fling(5000.0);
        s.advance(1.0);
        assert_eq!((s.offset(), s.moving()), (100.0, false));
        s.set_max(40.0);
        assert_eq!(s.offset(), 40.0);
        s.to_edge(false);
        assert_eq!(s.offset(), 0.0);
    }
}
