//! The notices on screen, one at a time, and which persistence problems were told when: a
//! failure that keeps coming back is told again at most once a minute.

use std::collections::VecDeque;

use super::{Redraw, NOTICE_FADE, NOTICE_REPEAT_S, NOTICE_TIME, STORAGE_NOTICE_TIME};
use crate::persist::Notice;

/// A notice on screen: a message id and how long it stays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ActiveNotice {
    pub id: &'static str,
    pub remaining: f32,
    /// A pass notice (cleared by undo, since the pass was undone too).
    pub pass: bool,
}

/// A persistence notice told once: when, and whether its problem is still going on (no
/// write succeeded since).
struct Told {
    id: &'static str,
    at_s: f64,
    ongoing: bool,
}

/// The notices waiting to be shown, the first on screen, and what was told this session.
#[derive(Default)]
pub(super) struct Notices {
    queue: VecDeque<ActiveNotice>,
    told: Vec<Told>,
    /// Persistence notices queued since the flow last asked (the live words say them).
    fresh: Vec<&'static str>,
    /// Seconds since launch, from the flow's steps (for [`NOTICE_REPEAT_S`]).
    clock_s: f64,
}

impl Notices {
    /// The notice to show now, if any.
    pub(super) fn front(&self) -> Option<ActiveNotice> {
        self.queue.front().copied()
    }

    /// The session's clock moves on by `dt` seconds.
    pub(super) fn advance(&mut self, dt: f32) {
        self.clock_s += f64::from(dt);
    }

    /// The notice on screen has been shown `dt` seconds more; gone when its time is up.
    pub(super) fn age(&mut self, dt: f32) {
        if let Some(front) = self.queue.front_mut() {
            front.remaining -= dt;
            if front.remaining <= 0.0 {
                self.queue.pop_front();
            }
        }
    }

    /// When the notice on screen needs a frame: it fades at the end.
    pub(super) fn redraw(&self) -> Redraw {
        match self.queue.front() {
            Some(n) if n.remaining <= NOTICE_FADE => Redraw::Animating,
            Some(n) => Redraw::After(n.remaining - NOTICE_FADE),
            None => Redraw::Idle,
        }
    }

    /// A pass (message `id`): it replaces an earlier pass notice.
    pub(super) fn pass(&mut self, id: &'static str) {
        self.clear_passes();
        self.queue.push_back(ActiveNotice {
            id,
            remaining: NOTICE_TIME,
            pass: true,
        });
    }

    /// A notice of the moment (message `id`), not about the records: shown, said, not
    /// remembered.
    pub(super) fn show(&mut self, id: &'static str) {
        self.queue.push_back(ActiveNotice {
            id,
            remaining: STORAGE_NOTICE_TIME,
            pass: false,
        });
        self.fresh.push(id);
    }

    /// The pass notices go (the pass was undone, or the game left).
    pub(super) fn clear_passes(&mut self) {
        self.queue.retain(|n| !n.pass);
    }

    /// What a write came to: a failure is told, a success makes the next failure news.
    pub(super) fn report(&mut self, result: Result<(), Notice>) {
        match result {
            Ok(()) => self.told.iter_mut().for_each(|t| t.ongoing = false),
            Err(notice) => self.tell(notice),
        }
    }

    /// Shows a persistence notice. Facts of the session (a damaged record, another window)
    /// are told once; a failure to write is told again when it comes back after writes
    /// worked, at most once a minute.
    pub(super) fn tell(&mut self, notice: Notice) {
        let id = notice.message_id();
        let now = self.clock_s;
        match self.told.iter_mut().find(|t| t.id == id) {
            Some(t) if !notice.can_come_back() || t.ongoing || now - t.at_s < NOTICE_REPEAT_S => {
                t.ongoing = true;
                return;
            }
            Some(t) => {
                t.at_s = now;
                t.ongoing = true;
            }
            None => self.told.push(Told {
                id,
                at_s: now,
                ongoing: true,
            }),
        }
        self.queue.push_back(ActiveNotice {
            id,
            remaining: STORAGE_NOTICE_TIME,
            pass: false,
        });
        self.fresh.push(id);
    }

    /// The persistence notices queued since the last call, oldest first.
    pub(super) fn take_fresh(&mut self) -> Vec<&'static str> {
        std::mem::take(&mut self.fresh)
    }
}
