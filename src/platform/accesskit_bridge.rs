//! What the desktop's screen-reader adapters (atspi.rs, uia.rs) share with the game: whether a
//! screen reader is there, the actions it asked for, and the last description and words the
//! game gave, made into a tree only while a screen reader listens.
//!
//! The adapters call their handlers on their own threads (AT-SPI) or inside the window
//! procedure (UI Automation): the handlers only set a flag or queue an action and wake the
//! loop; the game's thread builds trees, at its next frame, never the other way round.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

#[cfg(target_os = "linux")]
use accesskit::DeactivationHandler;
use accesskit::{ActionHandler, ActionRequest, ActivationHandler, TreeUpdate};

use super::accesskit_tree;
use crate::ui::access;

/// A screen reader asked for the tree and has not let go.
static ACTIVE: AtomicBool = AtomicBool::new(false);
/// It asked anew: the next frame sends a whole tree even if nothing changed.
static FRESH: AtomicBool = AtomicBool::new(false);
/// Actions asked since the last frame, as the mirror's (activated, id) pairs.
static EVENTS: Mutex<Vec<(bool, u32)>> = Mutex::new(Vec::new());

fn wake() {
    macroquad::miniquad::window::schedule_update();
}

pub struct Activation;

impl ActivationHandler for Activation {
    fn request_initial_tree(&mut self) -> Option<TreeUpdate> {
        // the game's state lives on its thread: the tree follows at the next frame
        ACTIVE.store(true, Ordering::SeqCst);
        FRESH.store(true, Ordering::SeqCst);
        wake();
        None
    }
}

/// (AT-SPI only: UI Automation has no way to say that its clients have gone.)
#[cfg(target_os = "linux")]
pub struct Deactivation;

#[cfg(target_os = "linux")]
impl DeactivationHandler for Deactivation {
    fn deactivate_accessibility(&mut self) {
        ACTIVE.store(false, Ordering::SeqCst);
    }
}

pub struct Actions;

impl ActionHandler for Actions {
    fn do_action(&mut self, request: ActionRequest) {
        if let Some(event) = accesskit_tree::event(request.action, request.target_node) {
            if let Ok(mut events) = EVENTS.lock() {
                events.push(event);
            }
            wake();
        }
    }
}

pub fn active() -> bool {
    ACTIVE.load(Ordering::Relaxed)
}

pub fn take_events() -> Vec<(bool, u32)> {
    EVENTS
        .lock()
        .map(|mut e| std::mem::take(&mut *e))
        .unwrap_or_default()
}

/// The game's side: the last tree and words it gave, and whether the adapter has them.
#[derive(Default)]
pub struct Sent {
    tree: Option<access::Tree>,
    words: String,
    changed: bool,
}

impl Sent {
    pub fn show(&mut self, tree: &access::Tree) {
        self.tree = Some(tree.clone());
        self.changed = true;
    }

    pub fn say(&mut self, words: &str) {
        words.clone_into(&mut self.words);
        self.changed = true;
    }

    /// The whole tree, when anything in it changed since the last one.
    pub fn take_update(&mut self, title: &str, pixels: f64) -> Option<TreeUpdate> {
        if !self.changed {
            return None;
        }
        let tree = self.tree.as_ref()?;
        self.changed = false;
        Some(accesskit_tree::update(tree, title, &self.words, pixels))
    }
}

/// True once after a screen reader came: the shell describes the screen anew.
pub fn take_fresh() -> bool {
    FRESH.swap(false, Ordering::SeqCst)
}
