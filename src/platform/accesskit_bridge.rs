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

use super::accesskit_tree::{self, Speech};
use crate::ui::access::tree as access;

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

/// The game's side: the last tree and words it gave, and what the adapter has of them.
#[derive(Default)]
pub struct Sent {
    tree: Option<access::Tree>,
    words: String,
    /// How many words were given: each is a new notification (AT-SPI).
    said: u64,
    /// The words and the focus in the last update the adapter got.
    sent_words: String,
    sent_said: u64,
    sent_focus: Option<u32>,
    changed: bool,
}

impl Sent {
    pub fn show(&mut self, tree: &access::Tree) {
        self.tree = Some(tree.clone());
        self.changed = true;
    }

    pub fn say(&mut self, words: &str) {
        words.clone_into(&mut self.words);
        self.said += 1;
        self.changed = true;
    }

    /// The whole tree, when anything in it changed since the last one: the live words as a
    /// live region (`notification` false) or as a notification. When the focus moved and
    /// there are new words too, two trees: the focus first, then the words. Orca interrupts
    /// what it is saying for each (orca/scripts/default.py): the words, which nothing says
    /// again, must come last to be heard whole; the focus can be asked for again.
    pub fn take_updates(
        &mut self,
        title: &str,
        pixels: f64,
        notification: bool,
    ) -> Vec<TreeUpdate> {
        if !self.changed {
            return Vec::new();
        }
        let Some(tree) = self.tree.as_ref() else {
            return Vec::new();
        };
        self.changed = false;
        let speech = |said: u64| {
            if notification {
                Speech::Notification(said)
            } else {
                Speech::LiveRegion
            }
        };
        let focus = tree.focused().map(|n| n.id);
        let mut updates = Vec::with_capacity(2);
        if self.sent_said != self.said && self.sent_focus != focus {
            // the previous words stand meanwhile (their notification is not new)
            let (words, said) = (self.sent_words.as_str(), self.sent_said);
            updates.push(accesskit_tree::update(
                tree,
                title,
                words,
                speech(said),
                pixels,
            ));
        }
        let words = self.words.as_str();
        updates.push(accesskit_tree::update(
            tree,
            title,
            words,
            speech(self.said),
            pixels,
        ));
        self.sent_words.clone_from(&self.words);
        self.sent_said = self.said;
        self.sent_focus = focus;
        updates
    }
}

/// True once after a screen reader came: the shell describes the screen anew.
pub fn take_fresh() -> bool {
    FRESH.swap(false, Ordering::SeqCst)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::layout::Rect;

    /// The menu as the tree has it, reduced to two buttons (Easy, Medium: ids 1 and 2), the
    /// keyboard on the one of `focused`.
    fn menu_tree(focused: u32) -> access::Tree {
        let button = |id: u32, name: &str| access::Node {
            id,
            role: access::Role::Button,
            name: name.to_owned(),
            bounds: Rect::new(0.0, 60.0 * id as f32, 200.0, 50.0),
            enabled: true,
            shown: true,
            pressed: None,
            playable: false,
            cursor: false,
            focused: id == focused,
            lang: None,
            cell: None,
        };
        access::Tree {
            screen: "menu".into(),
            lang: "en".into(),
            nodes: vec![button(1, "Easy"), button(2, "Medium")],
        }
    }

    fn words_of(update: &TreeUpdate) -> Option<String> {
        update
            .nodes
            .iter()
            .find(|(id, _)| accesskit_tree::NOTE_IDS.contains(id))
            .and_then(|(_, n)| n.label().map(str::to_owned))
    }

    #[test]
    fn a_focus_that_moves_alone_is_one_update() {
        let mut sent = Sent::default();
        sent.show(&menu_tree(1));
        assert_eq!(sent.take_updates("Reversi", 1.0, true).len(), 1);
        assert!(
            sent.take_updates("Reversi", 1.0, true).is_empty(),
            "nothing new"
        );
        sent.show(&menu_tree(2));
        let updates = sent.take_updates("Reversi", 1.0, true);
        assert_eq!(updates.len(), 1);
        assert_eq!(updates[0].focus, accesskit::NodeId(2), "Medium");
    }

    #[test]
    fn a_focus_and_words_together_come_focus_first_words_last() {
        let mut sent = Sent::default();
        sent.show(&menu_tree(1));
        sent.say("Undone: back to your move 1.");
        let _ = sent.take_updates("Reversi", 1.0, true);
        sent.show(&menu_tree(2));
        sent.say("The game could not be saved.");
        let updates = sent.take_updates("Reversi", 1.0, true);
        assert_eq!(updates.len(), 2);
        assert_eq!(updates[0].focus, accesskit::NodeId(2));
        assert_eq!(
            words_of(&updates[0]).as_deref(),
            Some("Undone: back to your move 1.")
        );
        assert_eq!(updates[1].focus, accesskit::NodeId(2));
        assert_eq!(
            words_of(&updates[1]).as_deref(),
            Some("The game could not be saved.")
        );
        // words alone: one update
        sent.say("Undone: back to your move 1.");
        assert_eq!(sent.take_updates("Reversi", 1.0, true).len(), 1);
    }
}
