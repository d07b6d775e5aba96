//! The live words for the desktop's screen readers, a turn at a time. Orca presents each new
//! notification by interrupting the one before (orca/scripts/default.py, 43 and later): the
//! CPU's reply, about half a second after the player's move, would cut "You played d3, 1
//! disc turned." off in its middle. So while the CPU's turn goes on (its pause, the flips),
//! the words wait, and the turn is said whole when the game waits for the player again, has
//! ended, or was left: "You played d3, 1 disc turned. CPU played c3, 1 disc turned." The
//! browser's live region and TalkBack's queue polite words themselves and get them at once.

use crate::flow::State;

/// The words held back during the CPU's turn.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TurnWords {
    held: Vec<String>,
}

impl TurnWords {
    /// This frame's `words` in the flow's `state` now: what to say now, if anything.
    pub fn next(&mut self, words: Option<String>, state: State) -> Option<String> {
        self.held.extend(words);
        let cpu_turn = matches!(state, State::CpuWait { .. } | State::Flipping { .. });
        if cpu_turn || self.held.is_empty() {
            return None;
        }
        Some(std::mem::take(&mut self.held).join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Color, Square};
    use crate::flow::{Flip, State};

    fn flipping() -> State {
        State::Flipping {
            since_placed: 0.1,
            flip: Flip {
                color: Color::Black,
                square: Square::parse("d3").expect("d3"),
                flips: 0,
                progress: 0.2,
            },
        }
    }

    #[test]
    fn a_turn_is_said_whole_once_the_player_is_to_move() {
        let mut words = TurnWords::default();
        let you = "You played d3, 1 disc turned.".to_owned();
        let cpu = "CPU played c3, 1 disc turned.".to_owned();
        assert_eq!(words.next(Some(you), flipping()), None);
        assert_eq!(words.next(None, State::CpuWait { elapsed: 0.2 }), None);
        assert_eq!(words.next(Some(cpu), flipping()), None);
        assert_eq!(
            words.next(None, State::PlayerTurn).as_deref(),
            Some("You played d3, 1 disc turned. CPU played c3, 1 disc turned.")
        );
        // said once: nothing is left to say again
        assert_eq!(words.next(None, State::PlayerTurn), None);
    }

    #[test]
    fn words_outside_the_cpus_turn_are_said_at_once() {
        let mut words = TurnWords::default();
        let undone = "Undone: back to your move 1.".to_owned();
        assert_eq!(
            words.next(Some(undone.clone()), State::PlayerTurn),
            Some(undone)
        );
        let ended = "You played a8, 4 discs turned. You won 41–23.".to_owned();
        assert_eq!(
            words.next(Some(ended.clone()), State::GameOver),
            Some(ended)
        );
        let notice = "The game could not be saved.".to_owned();
        assert_eq!(words.next(Some(notice.clone()), State::Menu), Some(notice));
    }

    #[test]
    fn a_turn_left_for_the_menu_is_said_there() {
        let mut words = TurnWords::default();
        let you = "You played d3, 1 disc turned.".to_owned();
        assert_eq!(words.next(Some(you.clone()), flipping()), None);
        assert_eq!(words.next(None, State::Menu), Some(you));
    }
}
