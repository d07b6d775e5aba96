# The game's own texts (menu, board, statistics). English is the source; the other
# languages translate every id. Storage notices and durations live in core.ftl.

app-title = Reversi

## Menu
menu-choose-opponent = Choose your opponent
opponent-easy = Easy
opponent-medium = Medium
opponent-hard = Hard
color-black-first = Black · first
color-white-second = White · second
menu-continue = Continue
menu-statistics = Statistics
menu-settings = Settings

## Game screen
count-you = You
count-cpu = CPU
# the CPU's count during a game: $opponent is the opponent's name (Easy, Medium, Hard)
count-cpu-opponent = CPU · { $opponent }
button-undo = Undo
button-new-game = New game
button-menu = Menu
notice-player-passes = No move for you — CPU plays again
notice-cpu-passes = CPU has no move — your turn again
# $you and $cpu are the final disc counts
result-won = You won { $you }–{ $cpu }
result-lost = You lost { $you }–{ $cpu }
result-drawn = Draw { $you }–{ $cpu }

## Statistics
stats-title = Statistics
stats-played = Played
stats-won = Won
stats-lost = Lost
stats-drawn = Drawn
# $time is a duration, e.g. "2 h 05 min"
stats-time = Time played: { $time }
button-back = Back

## Settings
settings-title = Settings
settings-sound = Sound
settings-animation = Animation
settings-language = Language
sound-on = On
sound-off = Off
animation-normal = Normal
animation-fast = Fast
animation-off = Off
contrast-normal = Normal
contrast-high = High
settings-contrast = Contrast
# in the language list, under the language the system asks for (each language's name is
# written in that language; this note is in the language shown now)
language-system = System language

## For screen readers (the page's accessible mirror of the game)
# the board as a grid; $square is a square's name such as d3
a11y-board = Board
a11y-cell-empty = { $square }, empty
a11y-cell-playable = { $square }, empty, you can play here
a11y-cell-black = { $square }, black
a11y-cell-white = { $square }, white
# said after a move; $flips is how many discs turned
a11y-you-played = You played { $square }, { $flips ->
    [one] 1 disc turned.
   *[other] { $flips } discs turned.
}
a11y-cpu-played = CPU played { $square }, { $flips ->
    [one] 1 disc turned.
   *[other] { $flips } discs turned.
}
button-score = Score
# $you and $cpu are the disc counts now
a11y-undone = Undone: back to your move { $number }.
a11y-score = You { $you }, CPU { $cpu }.
a11y-your-color-black = You play black.
a11y-your-color-white = You play white.
# a notice or a result said as a sentence by the screen reader: $text, and this language's full stop
a11y-sentence = { $text }.
# joins the squares of a list, as in a diagram's caption ("d4, e5"): a comma and a space
list-separator = {", "}
# joins the sentences a screen reader is given at once (a move, then the CPU's reply)
sentence-separator = {" "}
