//! A match: one player against one CPU opponent, with its seed, undo history and the events
//! each command produces (SPEC R-RULES-3, R-CPU-8, R-UNDO, R-SAVE-1).
//!
//! The match never waits and never searches on its own: the caller (the flow) decides when
//! the CPU's reply is computed (`cpu_choice`) and played (`play_cpu`).

use super::board::{Board, Color, MoveError, Outcome, Square};
use super::cpu::Opponent;

/// Whose turn it is in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    Player,
    Cpu,
    Over,
}

/// What a command did, in order, for the screen to play back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// `color` put a disc on `square` and turned the discs in `flips`.
    Placed {
        color: Color,
        square: Square,
        flips: u64,
    },
    /// `color` had no legal move; the other side moves again.
    Passed { color: Color },
    /// Neither side can move. `first` is true only the first time this match ends, so that
    /// a result reached again after an undo is not counted twice (SPEC §4, decision).
    Ended { outcome: Outcome, first: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchError {
    /// Not this side's turn (or the game is over).
    NotYourTurn,
    /// The square is not a legal move.
    Illegal,
}

impl From<MoveError> for MatchError {
    fn from(_: MoveError) -> Self {
        MatchError::Illegal
    }
}

/// The position the player's last decision was taken from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Decision {
    board: Board,
    last_move: Option<Square>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    seed: u64,
    player: Color,
    opponent: Opponent,
    board: Board,
    last_move: Option<Square>,
    ended_once: bool,
    decisions: Vec<Decision>,
    /// Names this game in the statistics, so its result is counted once whatever happens
    /// between saving the result and forgetting the game (0: no name, an older save).
    id: u64,
}

impl Match {
    /// A new game from the start position; Black moves first, so a player who chose White
    /// waits for the CPU's opening move.
    pub fn new(seed: u64, player: Color, opponent: Opponent) -> Match {
        // the start position is a saved game like any other, with Black to move
        Match::resume(seed, player, opponent, Board::start(), None, false)
    }

    /// The same game under the name `id` (see [`Match::id`]).
    pub fn with_id(mut self, id: u64) -> Match {
        self.id = id;
        self
    }

    /// The game's name in the statistics' list of counted results; 0 when it has none.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// A game resumed from a saved position. The undo history is not saved (R-SAVE-2). A
    /// saved side to move that has no legal move is passed at once, as in play.
    pub fn resume(
        seed: u64,
        player: Color,
        opponent: Opponent,
        board: Board,
        last_move: Option<Square>,
        ended_once: bool,
    ) -> Match {
        let mut resumed = Match {
            seed,
            player,
            opponent,
            board,
            last_move: last_move.filter(|sq| board.color_at(*sq).is_some()),
            ended_once: ended_once || board.is_game_over(),
            decisions: Vec::new(),
            id: 0,
        };
        if resumed.board.must_pass() {
            let _ = resumed.board.pass();
        }
        resumed
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn player(&self) -> Color {
        self.player
    }

    pub fn cpu(&self) -> Color {
        self.player.opposite()
    }

    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The square of the most recently placed disc, for the marker (R-PLAY-5).
    pub fn last_move(&self) -> Option<Square> {
        self.last_move
    }

    /// Moves played so far (discs − 4); passes do not count.
    pub fn ply(&self) -> u32 {
        self.board.ply()
    }

    /// The game has reached its end at least once (it may have been undone since).
    pub fn ended_once(&self) -> bool {
        self.ended_once
    }

    pub fn turn(&self) -> Turn {
        if self.board.is_game_over() {
            Turn::Over
        } else if self.board.to_move() == self.player {
            Turn::Player
        } else {
            Turn::Cpu
        }
    }

    /// The squares that get a dot: the player's legal moves on the player's turn, else none.
    pub fn player_moves(&self) -> u64 {
        if self.turn() == Turn::Player {
            self.board.legal_moves()
        } else {
            0
        }
    }

    /// The player places a disc. The position before it is kept for undo.
    pub fn play_player(&mut self, sq: Square) -> Result<Vec<Event>, MatchError> {
        if self.turn() != Turn::Player {
            return Err(MatchError::NotYourTurn);
        }
        let before = Decision {
            board: self.board,
            last_move: self.last_move,
        };
        let events = self.place(sq)?;
        self.decisions.push(before);
        Ok(events)
    }

    /// The CPU's reply for the current position: this is the search. `None` unless it is
    /// the CPU's turn. Fixed by the seed and the number of moves played (R-CPU-8).
    pub fn cpu_choice(&self) -> Option<Square> {
        if self.turn() != Turn::Cpu {
            return None;
        }
        self.opponent.choose(&self.board, self.seed, self.ply())
    }

    /// Plays the CPU's chosen square (normally the result of `cpu_choice`).
    pub fn play_cpu(&mut self, sq: Square) -> Result<Vec<Event>, MatchError> {
        if self.turn() != Turn::Cpu {
            return Err(MatchError::NotYourTurn);
        }
        self.place(sq)
    }

    /// Searches and plays the CPU's move in one step (tools and tests).
    pub fn play_cpu_turn(&mut self) -> Option<Vec<Event>> {
        let sq = self.cpu_choice()?;
        self.play_cpu(sq).ok()
    }

    /// The number of the player's next move in this game (1 for the first): each of the
    /// player's decisions kept counts one.
    pub fn player_move_number(&self) -> u32 {
        self.decisions.len() as u32 + 1
    }

    /// Whether there is a player decision to go back to.
    pub fn can_undo(&self) -> bool {
        !self.decisions.is_empty()
    }

    /// Goes back to the position of the player's last decision: the player's move, the CPU's
    /// reply and any passes between them leave the board together (R-UNDO-1). Unlimited;
    /// also after the game has ended. Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self.decisions.pop() {
            Some(decision) => {
                self.board = decision.board;
                self.last_move = decision.last_move;
                true
            }
            None => false,
        }
    }

    fn place(&mut self, sq: Square) -> Result<Vec<Event>, MatchError> {
        let color = self.board.to_move();
        let flips = self.board.play(sq)?;
        self.last_move = Some(sq);
        let mut events = vec![Event::Placed {
            color,
            square: sq,
            flips,
        }];
        if self.board.is_game_over() {
            events.push(Event::Ended {
                outcome: self.board.outcome(),
                first: !self.ended_once,
            });
            self.ended_once = true;
        } else if self.board.must_pass() {
            let passer = self.board.to_move();
            // must_pass guarantees the pass is allowed
            let _ = self.board.pass();
            events.push(Event::Passed { color: passer });
        }
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn player_as_black_moves_first_and_cpu_replies() {
        let mut m = Match::new(7, Color::Black, Opponent::Easy);
        assert_eq!(m.turn(), Turn::Player);
        assert_eq!(m.player_moves().count_ones(), 4);
        assert_eq!(m.play_player(sq("a1")), Err(MatchError::Illegal));
        let events = m.play_player(sq("d3")).unwrap();
        assert!(matches!(
            events[0],
            Event::Placed {
                color: Color::Black,
                ..
            }
        ));
        assert_eq!(m.turn(), Turn::Cpu);
        assert_eq!(m.player_moves(), 0);
        assert_eq!(m.play_player(sq("c3")), Err(MatchError::NotYourTurn));
        let reply = m.cpu_choice().unwrap();
        m.play_cpu(reply).unwrap();
        assert_eq!(m.turn(), Turn::Player);
        assert_eq!(m.last_move(), Some(reply));
    }

    #[test]
    fn undo_returns_to_the_players_decision_and_replays_identically() {
        let mut m = Match::new(42, Color::Black, Opponent::Medium);
        m.play_player(sq("f5")).unwrap();
        let first = m.cpu_choice().unwrap();
        m.play_cpu(first).unwrap();
        assert!(m.undo());
        assert_eq!(*m.board(), Board::start());
        assert_eq!(m.last_move(), None);
        assert!(!m.undo());
        m.play_player(sq("f5")).unwrap();
        assert_eq!(m.cpu_choice(), Some(first));
    }

    #[test]
    fn player_as_white_waits_for_the_cpu() {
        let mut m = Match::new(1, Color::White, Opponent::Hard);
        assert_eq!(m.turn(), Turn::Cpu);
        assert!(!m.can_undo());
        m.play_cpu_turn().unwrap();
        assert_eq!(m.turn(), Turn::Player);
    }

    /// A match resumed with Black to move on a board of Black but for its last rows `last`
    /// (a1..h8 order, `X` black, `O` white, `-` empty), the player Black against Easy.
    fn player_black_to_move(last: &[&str]) -> Match {
        let full = "XXXXXXXX".repeat(8 - last.len());
        let text = format!("{full}{} X", last.concat());
        let board = Board::from_text(&text).unwrap();
        Match::resume(3, Color::Black, Opponent::Easy, board, None, false)
    }

    #[test]
    fn a_move_that_leaves_the_other_side_without_moves_passes_it() {
        // Black to move on a8; afterwards White has no disc left next to an empty square
        // that it could use, but Black still has moves.
        let mut m = player_black_to_move(&["XXXXXXX-", "XXXXXXOO", "-OXXXXX-"]);
        assert_eq!(m.turn(), Turn::Player);
        let events = m.play_player(sq("a8")).unwrap();
        assert_eq!(events.len(), 2, "{events:?}");
        assert_eq!(
            events[1],
            Event::Passed {
                color: Color::White
            }
        );
        assert_eq!(m.turn(), Turn::Player);
    }

    #[test]
    fn the_end_is_reported_once_even_after_undo() {
        let mut m = player_black_to_move(&["XXXXXXO-"]);
        let events = m.play_player(sq("h8")).unwrap();
        assert_eq!(
            events[1],
            Event::Ended {
                outcome: Outcome {
                    black: 64,
                    white: 0
                },
                first: true
            }
        );
        assert_eq!(m.turn(), Turn::Over);
        assert!(m.undo());
        let events = m.play_player(sq("h8")).unwrap();
        assert!(matches!(events[1], Event::Ended { first: false, .. }));
    }
}
