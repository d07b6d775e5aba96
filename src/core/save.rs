//! The versioned save formats (nanoserde JSON) and their validation (SPEC R-SAVE).
//!
//! Three records: the game in progress, the statistics, the settings. Every record carries
//! `version`; a record that does not parse, does not validate, or comes from a newer version
//! is reported as a `DecodeError` and never half-read.

use nanoserde::{DeJson, SerJson};

use super::board::{Board, Color, Square};
use super::cpu::Opponent;
use super::game::Match;
use super::stats::{Record, Stats};

pub const FORMAT_VERSION: u32 = 1;

/// Larger records are not ours: real ones are a few hundred bytes.
pub const MAX_RECORD_BYTES: usize = 64 * 1024;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Empty, truncated, not JSON, or JSON of the wrong shape.
    Garbled(String),
    /// Written by a newer version of the game.
    FutureVersion(u32),
    /// Parses, but describes something impossible (an unknown opponent, a bad board, …).
    Invalid(&'static str),
    TooLarge(usize),
}

/// How fast the discs turn (R-FEEL-2). `Off` changes them at once; the CPU's pause before
/// its reply (R-CPU-5) is the same for all three.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Animation {
    Normal,
    Fast,
    Off,
}

impl Animation {
    pub const ALL: [Animation; 3] = [Animation::Normal, Animation::Fast, Animation::Off];

    pub fn name(self) -> &'static str {
        match self {
            Animation::Normal => "normal",
            Animation::Fast => "fast",
            Animation::Off => "off",
        }
    }

    pub fn parse(text: &str) -> Option<Animation> {
        Animation::ALL.into_iter().find(|a| a.name() == text)
    }
}

/// The player's choices that outlive a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// A language code chosen in the settings; `None` follows the system.
    pub language: Option<String>,
    /// The colour for the next game (R-CPU-7).
    pub player_color: Color,
    /// The opponent last chosen, preselected in the menu.
    pub opponent: Opponent,
    /// Sounds on (the default) or off.
    pub sound: bool,
    /// The animation in effect: the player's choice, or the system's until there is one.
    pub animation: Animation,
    /// The player chose the animation in Settings: the system's reduced-motion setting no
    /// longer counts (SPEC R-FEEL-3).
    pub animation_chosen: bool,
    /// The high-contrast look in effect: the player's choice, or the system's until then.
    pub high_contrast: bool,
    /// The player chose the look in Settings.
    pub contrast_chosen: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            player_color: Color::Black,
            opponent: Opponent::Easy,
            sound: true,
            animation: Animation::Normal,
            animation_chosen: false,
            high_contrast: false,
            contrast_chosen: false,
        }
    }
}

#[derive(DeJson)]
struct VersionProbe {
    #[nserde(default)]
    version: u32,
}

#[derive(SerJson, DeJson)]
struct GameFile {
    version: u32,
    /// The common Othello text: 64 squares a1..h8 then the side to move.
    board: String,
    player: String,
    opponent: String,
    seed: u64,
    /// Moves played so far; must agree with the board (discs − 4).
    ply: u32,
    /// The square of the last placed disc, or "".
    last_move: String,
    ended_once: bool,
    time_ms: u64,
    /// The game's id in the statistics' counted results (0 in saves from before ids).
    #[nserde(default)]
    id: u64,
}

#[derive(SerJson, DeJson)]
struct RecordFile {
    played: u32,
    won: u32,
    lost: u32,
    drawn: u32,
    time_ms: u64,
}

#[derive(SerJson, DeJson)]
struct StatsFile {
    version: u32,
    easy: RecordFile,
    medium: RecordFile,
    hard: RecordFile,
    /// Ids of the last games whose results are counted (absent in older saves).
    #[nserde(default)]
    counted: Vec<u64>,
}

#[derive(SerJson, DeJson)]
struct SettingsFile {
    version: u32,
    /// A language code, or "" to follow the system.
    language: String,
    player_color: String,
    opponent: String,
    /// Added after the first release: a record without them loads with sound on and
    /// normal animation.
    #[nserde(default = "true")]
    sound: bool,
    #[nserde(default = "normal")]
    animation: String,
    /// Added with the system's reduced-motion setting: until true, the animation follows
    /// the system. Older records chose when they hold anything but "normal".
    #[nserde(default)]
    animation_chosen: bool,
    #[nserde(default)]
    high_contrast: bool,
    #[nserde(default)]
    contrast_chosen: bool,
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

fn parse_color(text: &str) -> Result<Color, DecodeError> {
    match text {
        "black" => Ok(Color::Black),
        "white" => Ok(Color::White),
        _ => Err(DecodeError::Invalid("colour")),
    }
}

fn parse_opponent(text: &str) -> Result<Opponent, DecodeError> {
    Opponent::parse(text).ok_or(DecodeError::Invalid("opponent"))
}

/// Size limit and version check shared by every record.
fn check_envelope(text: &str) -> Result<(), DecodeError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(DecodeError::TooLarge(text.len()));
    }
    let shape = scan(text);
    if shape.deepest > MAX_NESTING {
        return Err(DecodeError::Garbled("nested too deeply".into()));
    }
    // A torn write (the end of an older, longer record after a newer one) must not pass as
    // the record in front of it: after the one object only white space may follow.
    match shape.end {
        Some(end) if text[end..].trim().is_empty() => {}
        Some(_) => return Err(DecodeError::Garbled("text after the record".into())),
        None => return Err(DecodeError::Garbled("not one complete object".into())),
    }
    if !json::well_formed(text) {
        return Err(DecodeError::Garbled("not well-formed JSON".into()));
    }
    let probe =
        VersionProbe::deserialize_json(text).map_err(|e| DecodeError::Garbled(e.to_string()))?;
    match probe.version {
        FORMAT_VERSION => Ok(()),
        v if v > FORMAT_VERSION => Err(DecodeError::FutureVersion(v)),
        _ => Err(DecodeError::Invalid("version")),
    }
}

/// Our records nest two levels; the JSON parser recurses, so deep garbage must not reach it.
const MAX_NESTING: usize = 8;

/// What a quick look at a record's brackets finds.
struct Shape {
    /// The deepest nesting of objects and arrays.
    deepest: usize,
    /// The byte just after the first top-level value that is an object or array, if it closes.
    end: Option<usize>,
}

fn scan(text: &str) -> Shape {
    let (mut depth, mut deepest) = (0usize, 0usize);
    let (mut in_string, mut escaped) = (false, false);
    let mut end = None;
    for (i, c) in text.char_indices() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' | '[' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                if depth == 0 && end.is_none() {
                    end = Some(i + 1);
                }
            }
            _ => {}
        }
    }
    Shape { deepest, end }
}

/// A strict JSON syntax check before nanoserde sees the text: nanoserde 0.2.1 panics
/// (`unimplemented!` in `whole_field`) when a field it skips has no value, e.g. a record cut
/// off right after `"name":` or holding `"name":}`, and a panic here would stop the game on
/// a damaged record (R-SAVE-3). Recursion is bounded by the nesting check before it.
mod json {
    pub fn well_formed(text: &str) -> bool {
        let mut p = Parser {
            bytes: text.as_bytes(),
            at: 0,
        };
        p.ws();
        let ok = p.value();
        p.ws();
        ok && p.at == p.bytes.len()
    }

    struct Parser<'a> {
        bytes: &'a [u8],
        at: usize,
    }

    impl Parser<'_> {
        fn peek(&self) -> Option<u8> {
            self.bytes.get(self.at).copied()
        }

        fn eat(&mut self, b: u8) -> bool {
            if self.peek() == Some(b) {
                self.at += 1;
                true
            } else {
                false
            }
        }

        fn ws(&mut self) {
            while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                self.at += 1;
            }
        }

        fn value(&mut self) -> bool {
            match self.peek() {
                Some(b'{') => self.list(b'}', true),
                Some(b'[') => self.list(b']', false),
                Some(b'"') => self.string(),
                Some(b'-' | b'0'..=b'9') => self.number(),
                Some(b't') => self.word(b"true"),
                Some(b'f') => self.word(b"false"),
                Some(b'n') => self.word(b"null"),
                _ => false,
            }
        }

        /// An object (`keyed`: "key": value pairs) or an array, from its opening bracket.
        fn list(&mut self, close: u8, keyed: bool) -> bool {
            self.at += 1;
            self.ws();
            if self.eat(close) {
                return true;
            }
            loop {
                if keyed {
                    if !self.string() {
                        return false;
                    }
                    self.ws();
                    if !self.eat(b':') {
                        return false;
                    }
                    self.ws();
                }
                if !self.value() {
                    return false;
                }
                self.ws();
                if self.eat(close) {
                    return true;
                }
                if !self.eat(b',') {
                    return false;
                }
                self.ws();
            }
        }

        fn string(&mut self) -> bool {
            if !self.eat(b'"') {
                return false;
            }
            while let Some(b) = self.peek() {
                self.at += 1;
                match b {
                    b'"' => return true,
                    b'\\' => match self.peek() {
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => {
                            self.at += 1
                        }
                        Some(b'u') => {
                            let hex = self.bytes.get(self.at + 1..self.at + 5);
                            if !hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
                                return false;
                            }
                            self.at += 5;
                        }
                        _ => return false,
                    },
                    0..=0x1f => return false,
                    _ => {}
                }
            }
            false
        }

        fn digits(&mut self) -> bool {
            let start = self.at;
            while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                self.at += 1;
            }
            self.at > start
        }

        fn number(&mut self) -> bool {
            self.eat(b'-');
            if !self.digits() {
                return false;
            }
            if self.eat(b'.') && !self.digits() {
                return false;
            }
            if self.eat(b'e') || self.eat(b'E') {
                if !self.eat(b'+') {
                    self.eat(b'-');
                }
                return self.digits();
            }
            true
        }

        fn word(&mut self, w: &[u8]) -> bool {
            if self.bytes[self.at..].starts_with(w) {
                self.at += w.len();
                true
            } else {
                false
            }
        }
    }
}

fn decode<T: DeJson>(text: &str) -> Result<T, DecodeError> {
    check_envelope(text)?;
    T::deserialize_json(text).map_err(|e| DecodeError::Garbled(e.to_string()))
}

pub fn encode_game(game: &Match, time_ms: u64) -> String {
    GameFile {
        version: FORMAT_VERSION,
        board: game.board().to_text(),
        player: color_name(game.player()).to_owned(),
        opponent: game.opponent().name().to_owned(),
        seed: game.seed(),
        ply: game.ply(),
        last_move: game.last_move().map(Square::name).unwrap_or_default(),
        ended_once: game.ended_once(),
        time_ms,
        id: game.id(),
    }
    .serialize_json()
}

/// The saved game and the play time it had so far. The undo history is not saved
/// (R-SAVE-2): the resumed game starts at the saved position.
pub fn decode_game(text: &str) -> Result<(Match, u64), DecodeError> {
    let file: GameFile = decode(text)?;
    let board = Board::from_text(&file.board).map_err(|_| DecodeError::Invalid("board"))?;
    if !is_reachable(&board, file.ply) {
        return Err(DecodeError::Invalid("board"));
    }
    let last_move = match file.last_move.as_str() {
        "" => None,
        name => {
            let sq = Square::parse(name).ok_or(DecodeError::Invalid("last move"))?;
            if !last_move_fits(&board, sq) {
                return Err(DecodeError::Invalid("last move"));
            }
            Some(sq)
        }
    };
    let game = Match::resume(
        file.seed,
        parse_color(&file.player)?,
        parse_opponent(&file.opponent)?,
        board,
        last_move,
        file.ended_once,
    )
    .with_id(file.id);
    Ok((game, file.time_ms))
}

/// The start's four discs (d4, e4, d5, e5): never empty once the game has begun, as discs
/// only flip.
const CENTRE: u64 = (0b11 << 27) | (0b11 << 35);

/// What every position reached by play has (R-RULES-1, R-RULES-2, R-RULES-5): the centre four
/// are never empty; every move adds one disc next to one already there, so every disc is
/// joined to the centre through neighbouring discs (a disc alone on a1 was never played);
/// there are as many discs beyond the centre four as moves (`ply`); and the side to move has
/// a move unless the game is over (a pass is played at once, never saved). Necessary
/// conditions, not a proof of reachability (the save holds a board, not the moves that led
/// to it), but they refuse hand-made and garbled boards that would otherwise be played on.
fn is_reachable(board: &Board, ply: u32) -> bool {
    let occupied = !board.empties();
    occupied & CENTRE == CENTRE
        && joined_to(CENTRE, occupied) == occupied
        && occupied.count_ones() == ply + 4
        && (board.legal_moves() != 0 || board.is_game_over())
}

/// The squares of `within` reached from `from` by steps to one of the 8 neighbours, every
/// step on a square of `within`.
fn joined_to(from: u64, within: u64) -> u64 {
    let mut reached = from & within;
    loop {
        let grown = super::board::around(reached) & within;
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

/// The last placed disc: never one of the start's four; the colour that played it, which
/// nothing has flipped since. That colour is the side not to move, or the side to move again
/// because the other one has no move (its pass was played at once).
fn last_move_fits(board: &Board, sq: Square) -> bool {
    match board.color_at(sq) {
        _ if sq.bit() & CENTRE != 0 => false,
        None => false,
        Some(mover) => mover != board.to_move() || board.legal_moves_for(mover.opposite()) == 0,
    }
}

fn record_file(r: Record) -> RecordFile {
    RecordFile {
        played: r.played,
        won: r.won,
        lost: r.lost,
        drawn: r.drawn,
        time_ms: r.time_ms,
    }
}

fn record_from(f: &RecordFile) -> Record {
    Record {
        played: f.played,
        won: f.won,
        lost: f.lost,
        drawn: f.drawn,
        time_ms: f.time_ms,
    }
}

pub fn encode_stats(stats: &Stats) -> String {
    StatsFile {
        version: FORMAT_VERSION,
        easy: record_file(stats.get(Opponent::Easy)),
        medium: record_file(stats.get(Opponent::Medium)),
        hard: record_file(stats.get(Opponent::Hard)),
        counted: stats.counted().to_vec(),
    }
    .serialize_json()
}

/// The statistics, only if every record adds up (results never outnumber started games).
pub fn decode_stats(text: &str) -> Result<Stats, DecodeError> {
    match decode_stats_repairing(text)? {
        (stats, false) => Ok(stats),
        (_, true) => Err(DecodeError::Invalid("statistics")),
    }
}

/// The statistics, with records that do not add up repaired rather than refused (every
/// count kept, `played` raised to the number of results); true when something was repaired.
/// Garbled text is still an error.
pub fn decode_stats_repairing(text: &str) -> Result<(Stats, bool), DecodeError> {
    let file: StatsFile = decode(text)?;
    let mut stats = Stats::default();
    let mut repaired = false;
    for (o, f) in [
        (Opponent::Easy, &file.easy),
        (Opponent::Medium, &file.medium),
        (Opponent::Hard, &file.hard),
    ] {
        let record = record_from(f);
        repaired |= !record.is_consistent();
        stats.set(o, record.repaired());
    }
    stats.set_counted(&file.counted);
    Ok((stats, repaired))
}

pub fn encode_settings(settings: &Settings) -> String {
    SettingsFile {
        version: FORMAT_VERSION,
        language: settings.language.clone().unwrap_or_default(),
        player_color: color_name(settings.player_color).to_owned(),
        opponent: settings.opponent.name().to_owned(),
        sound: settings.sound,
        // what the system chose is not stored: it is read again at the next start
        animation: if settings.animation_chosen {
            settings.animation.name().to_owned()
        } else {
            Animation::Normal.name().to_owned()
        },
        animation_chosen: settings.animation_chosen,
        high_contrast: settings.high_contrast && settings.contrast_chosen,
        contrast_chosen: settings.contrast_chosen,
    }
    .serialize_json()
}

pub fn decode_settings(text: &str) -> Result<Settings, DecodeError> {
    let file: SettingsFile = decode(text)?;
    let language = match file.language.as_str() {
        "" => None,
        code if code.len() <= 16 && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') => {
            Some(code.to_owned())
        }
        _ => return Err(DecodeError::Invalid("language")),
    };
    let animation = Animation::parse(&file.animation).ok_or(DecodeError::Invalid("animation"))?;
    Ok(Settings {
        language,
        player_color: parse_color(&file.player_color)?,
        opponent: parse_opponent(&file.opponent)?,
        sound: file.sound,
        animation,
        // before the flag, only a choice could store anything but the default
        animation_chosen: file.animation_chosen || animation != Animation::Normal,
        high_contrast: file.high_contrast,
        contrast_chosen: file.contrast_chosen,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::Turn;
    use crate::core::stats::GameResult;

    fn played_game() -> Match {
        let mut m = Match::new(0xdead_beef_1234_5678, Color::White, Opponent::Hard);
        for _ in 0..5 {
            m.play_cpu_turn().unwrap();
            let sq = Square::first(m.player_moves()).unwrap();
            m.play_player(sq).unwrap();
        }
        m
    }

    #[test]
    fn a_game_round_trips_with_turn_seed_and_future_replies() {
        let m = played_game();
        let text = encode_game(&m, 98_765);
        let (back, time) = decode_game(&text).unwrap();
        assert_eq!(time, 98_765);
        assert_eq!(back.board(), m.board());
        assert_eq!(back.turn(), Turn::Cpu);
        assert_eq!(back.seed(), m.seed());
        assert_eq!(back.player(), Color::White);
        assert_eq!(back.opponent(), Opponent::Hard);
        assert_eq!(back.last_move(), m.last_move());
        assert_eq!(back.cpu_choice(), m.cpu_choice());
        assert!(!back.can_undo());
    }

    #[test]
    fn stats_and_settings_round_trip() {
        let mut s = Stats::default();
        s.record_start(Opponent::Medium);
        s.record_result(Opponent::Medium, GameResult::Won);
        s.add_time(Opponent::Medium, u64::from(u32::MAX) * 7);
        assert_eq!(decode_stats(&encode_stats(&s)), Ok(s));
        let settings = Settings {
            language: Some("et".into()),
            player_color: Color::White,
            opponent: Opponent::Hard,
            sound: false,
            animation: Animation::Off,
            animation_chosen: true,
            high_contrast: true,
            contrast_chosen: true,
        };
        assert_eq!(decode_settings(&encode_settings(&settings)), Ok(settings));
        let default = Settings::default();
        assert_eq!(decode_settings(&encode_settings(&default)), Ok(default));
        for animation in Animation::ALL {
            let s = Settings {
                animation,
                animation_chosen: true,
                ..Settings::default()
            };
            assert_eq!(decode_settings(&encode_settings(&s)), Ok(s));
        }
    }

    #[test]
    fn what_the_system_chose_is_not_stored() {
        let s = Settings {
            animation: Animation::Off,
            high_contrast: true,
            ..Settings::default()
        };
        assert_eq!(
            decode_settings(&encode_settings(&s)),
            Ok(Settings::default())
        );
        // a record from before the flag: Fast or Off can only have been the player's choice
        let old = r#"{"version":1,"language":"","player_color":"black","opponent":"easy","sound":true,"animation":"off"}"#;
        let s = decode_settings(old).unwrap();
        assert!(s.animation_chosen);
        assert_eq!(s.animation, Animation::Off);
        let old = old.replace("\"off\"", "\"normal\"");
        assert!(!decode_settings(&old).unwrap().animation_chosen);
    }

    #[test]
    fn settings_from_before_sound_and_animation_load_with_their_defaults() {
        let old = r#"{"version":1,"language":"de","player_color":"white","opponent":"medium"}"#;
        let s = decode_settings(old).unwrap();
        assert_eq!(s.language.as_deref(), Some("de"));
        assert_eq!(s.opponent, Opponent::Medium);
        assert!(s.sound);
        assert_eq!(s.animation, Animation::Normal);
        let wrong = encode_settings(&Settings::default()).replace("\"normal\"", "\"slow\"");
        assert_eq!(
            decode_settings(&wrong).err(),
            Some(DecodeError::Invalid("animation"))
        );
    }

    #[test]
    fn damaged_records_are_errors_not_panics() {
        let good = encode_game(&played_game(), 5);
        let cases: Vec<String> = vec![
            String::new(),
            good[..good.len() / 2].to_owned(),
            "\u{0}\u{1}garbage\u{fffd}".to_owned(),
            "[1,2,3]".to_owned(),
            r#"{"version":1,"colour":"teal"}"#.to_owned(),
            good.replace("\"version\":1", "\"version\":0"),
            good.replace("\"hard\"", "\"impossible\""),
            good.replace("\"white\"", "\"grey\""),
            "{".repeat(MAX_RECORD_BYTES + 1),
            format!("{{\"version\":1,\"x\":{}", "[".repeat(MAX_RECORD_BYTES / 2)),
            // cut off after a key, or a key without a value: nanoserde would panic on these
            r#"{"version":1,"sound":"#.to_owned(),
            r#"{"version":1,"x":}"#.to_owned(),
            r#"{"version":1,"x":,"y":2}"#.to_owned(),
            r#"{"version":1,"x":[1,2"#.to_owned(),
            r#"{"version":1,"x":{"y":"#.to_owned(),
            format!("{}{{\"version\":1,\"x\":", &good[..good.len() - 1]),
        ];
        for case in &cases {
            assert!(decode_game(case).is_err(), "accepted {case:?}");
            assert!(decode_stats(case).is_err(), "accepted {case:?}");
            assert!(decode_settings(case).is_err(), "accepted {case:?}");
        }
        let future = good.replace("\"version\":1", "\"version\":7");
        assert_eq!(
            decode_game(&future).err(),
            Some(DecodeError::FutureVersion(7))
        );
    }

    #[test]
    fn records_from_before_ids_still_load() {
        let game = concat!(
            r#"{"version":1,"board":"---------------------------XXO-----XX----"#,
            r#"----------------------- X","player":"black","opponent":"easy","seed":5,"#,
            r#""ply":1,"last_move":"","ended_once":false,"time_ms":0}"#,
            "\n"
        );
        let (m, _) = decode_game(game).unwrap();
        assert_eq!(m.id(), 0);
        let stats = concat!(
            r#"{"version":1,"easy":{"played":1,"won":0,"lost":0,"drawn":0,"time_ms":0},"#,
            r#""medium":{"played":0,"won":0,"lost":0,"drawn":0,"time_ms":0},"#,
            r#""hard":{"played":0,"won":0,"lost":0,"drawn":0,"time_ms":0}}"#
        );
        assert_eq!(decode_stats(stats).unwrap().get(Opponent::Easy).played, 1);
    }

    /// A save of `board` as the game would write it (no check on the way out).
    fn save_of(board: Board, last_move: Option<&str>) -> String {
        let last_move = last_move.map(|name| Square::parse(name).unwrap());
        let game = Match::resume(7, Color::Black, Opponent::Easy, board, last_move, false);
        encode_game(&game, 0)
    }

    /// `text` with the square `name` set to `symbol` ('X' black, 'O' white, '-' empty).
    fn with_square(board: &Board, name: &str, symbol: char) -> Board {
        let mut text: Vec<char> = board.to_text().chars().collect();
        text[usize::from(Square::parse(name).unwrap().index())] = symbol;
        Board::from_text(&text.into_iter().collect::<String>()).unwrap()
    }

    #[test]
    fn every_position_of_real_games_loads() {
        // Easy against Easy from 40 seeds: openings, passes and ends alike, each position
        // with the square just played.
        let mut positions = 0;
        for seed in 0..40u64 {
            let mut board = Board::start();
            let mut last = None;
            loop {
                let text = save_of(board, last.as_deref());
                let (back, _) = decode_game(&text).unwrap_or_else(|e| panic!("{e:?}: {text}"));
                assert_eq!(back.board(), &board);
                positions += 1;
                if board.is_game_over() {
                    break;
                }
                let sq = Opponent::Easy.choose(&board, seed, board.ply()).unwrap();
                board.play(sq).unwrap();
                if board.must_pass() && !board.is_game_over() {
                    board.pass().unwrap();
                }
                last = Some(sq.name());
            }
        }
        assert!(positions > 40 * 55, "{positions}");
    }

    #[test]
    fn positions_that_play_cannot_reach_are_refused() {
        assert_eq!(
            CENTRE,
            ["d4", "e4", "d5", "e5"]
                .iter()
                .map(|name| Square::parse(name).unwrap().bit())
                .sum::<u64>()
        );
        let mut after_d3 = Board::start();
        after_d3.play(Square::parse("d3").unwrap()).unwrap();
        assert!(decode_game(&save_of(after_d3, Some("d3"))).is_ok());
        let refused = |board: Board, last: Option<&str>| decode_game(&save_of(board, last)).err();
        let board = Some(DecodeError::Invalid("board"));
        // a black disc on a1 with no neighbour: counts and side to move agree, yet it was
        // never played
        let lonely = with_square(&after_d3, "a1", 'X');
        assert_eq!(refused(lonely, Some("d3")), board);
        // the same through a chain that stops short of the centre (a1, b2 but not c3)
        assert_eq!(refused(with_square(&lonely, "b2", 'O'), Some("d3")), board);
        // ... and accepted once the chain reaches it: joined, even if no game gets there
        let chain = with_square(&with_square(&lonely, "b2", 'O'), "c3", 'O');
        assert!(decode_game(&save_of(chain, Some("d3"))).is_ok());
        // a centre square emptied (the disc count made up elsewhere, next to the others)
        let hole = with_square(&with_square(&after_d3, "e5", '-'), "c4", 'X');
        assert_eq!(refused(hole, Some("d3")), board);
        // the last move on a start square, or empty
        let last = Some(DecodeError::Invalid("last move"));
        assert_eq!(refused(after_d3, Some("e4")), last);
        let text = save_of(after_d3, Some("d3"));
        let empty = text.replace(r#""last_move":"d3""#, r#""last_move":"a8""#);
        assert_ne!(empty, text);
        assert_eq!(decode_game(&empty).err(), last);
        // the last move in the colour of the side to move, while the other side has moves:
        // d3 was Black's, so White is to move
        let mut white_played = Board::start();
        white_played.play(Square::parse("d3").unwrap()).unwrap();
        white_played.play(Square::parse("c3").unwrap()).unwrap();
        assert!(decode_game(&save_of(white_played, Some("c3"))).is_ok());
        assert_eq!(refused(white_played, Some("d3")), last);
    }

    #[test]
    fn impossible_games_and_stats_are_refused() {
        let good = encode_game(&played_game(), 5);
        let wrong_ply = good.replace("\"ply\":10", "\"ply\":11");
        assert_ne!(wrong_ply, good);
        assert_eq!(
            decode_game(&wrong_ply).err(),
            Some(DecodeError::Invalid("board"))
        );
        let mut s = Stats::default();
        s.record_start(Opponent::Easy);
        let text = encode_stats(&s).replacen("\"won\":0", "\"won\":2", 1);
        assert_eq!(
            decode_stats(&text).err(),
            Some(DecodeError::Invalid("statistics"))
        );
    }
}
