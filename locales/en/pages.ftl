# How to play and About (the reading pages). Each paragraph is one message; the page wraps it.

page-how-to-play = How to play
page-about = About

## The rules
rules-heading = The rules
rules-board = Reversi is played on a board of 8 × 8 squares: columns a to h from left to right, rows 1 to 8 from top to bottom. At the start four discs stand in the middle: White on d4 and e5, Black on d5 and e4. Black moves first, then the two sides take turns.
rules-move = A move puts one disc of your colour on an empty square so that it closes in one or more of the other side's discs: an unbroken line of them with one of your discs at its far end. Every disc closed in this way turns over to your colour.
rules-lines = A move looks along all eight directions at once: left and right, up and down, and the four diagonals. Every line it closes in turns, all of them and all at once; you cannot choose to turn only some. A line that ends at an empty square or at the edge of the board turns nothing, and the discs that turn do not turn any more discs themselves.
rules-dots = So a move must turn at least one disc. The squares where you can play show a dot, and only those squares react: a move that is not allowed cannot be made.
rules-pass = If you have no move, your turn is skipped: you pass and the other side plays again. This is not a choice: while you have a move you must play. A short notice tells who passed.
rules-end = The game ends when neither side can move: usually the board is full, sometimes it ends earlier, for example when one colour has no discs left. Then the discs are counted. Whoever has more discs on the board wins; empty squares count for nobody; equal counts are a draw.

## Playing in this app
app-heading = Playing in this app
app-dots = On your turn a dot marks every square where you may play. The dots show only where a move is allowed, never whether it is a good one. A small marker shows the disc placed last, and the discs that turn are seen turning.
app-input = Tap or click a dotted square to play there. With a keyboard, the arrow keys move a frame over the board, Tab takes it to the next square where you can play (Shift+Tab to the one before), Enter or Space plays the square under it, U or Ctrl+Z undoes, and Esc goes back to the menu. F1 opens this page during a game, and Back brings you back to the game.
app-undo = Undo takes back your last move together with the CPU's reply and any passes in between, so it is your turn again. It is free and unlimited, also after the end: try another square and compare.
app-opponents = You play against the CPU. Easy gives corners away without noticing; Medium weighs how many moves each side has and the value of the squares; Hard searches ahead with an evaluation trained by this project. Choose Black to move first or White to move second; the colour applies to your next game.
app-statistics = Statistics are kept for each opponent: games played, won, lost and drawn, and the time played. A game counts as played when it starts and as won, lost or drawn when it ends; a game you leave unfinished is not a loss. Nothing leaves your device.
app-saved = Your game is saved after every move, and also when you close the app. Continue in the menu takes it up where you left it. Starting a new game replaces the saved one.

## First strategy
strategy-heading = First strategy
strategy-corners = Corners matter most. A disc in a corner can never be turned again, because no line runs past a corner. Discs along the edges next to a corner you hold often become safe too.
strategy-x-squares = The squares next to an empty corner are dangerous. The diagonal ones (b2, g2, b7 and g7) are called X-squares, the ones beside the corner on the edge (b1, a2, g1, h2, a7, b8, h7 and g8) C-squares. Playing there often lets the other side take the corner.
strategy-edges = Edge discs are harder to turn than discs in the centre, because they can be closed in only along the edge. But a lone disc on an edge can still be surrounded: take edges with care.
strategy-mobility = Having more discs in the middle of the game does not mean you are ahead. What counts is mobility: how many moves you have. Turning few discs and keeping your discs inside leaves the other side few moves, and bad ones.
strategy-parity = A pass gives the other side a free move, so try to leave the other side without moves. Near the end, count the empty squares of each region: moving last in a region, where the other side can no longer answer, is often worth discs.

## The diagrams: $player and $other are colour names (diagram-black, diagram-white), $square is where the move is played, $turned the squares whose discs turn (like "d4, e5"), $count how many, $corner a corner's name
diagram-black = Black
diagram-white = White
diagram-first-move = { $player } plays { $square }: { $count ->
    [one] the disc on { $turned } is closed in and turns over.
   *[other] the discs on { $turned } are closed in and turn over.
}
diagram-eight-directions = { $player } plays { $square }: one line in each of the eight directions is closed in, and all { $count } discs turn at once: { $turned }.
diagram-pass = { $player } plays { $square } and turns { $turned }. Now { $other } has no move and must pass: { $player } plays again, on one of the dotted squares.
diagram-corner = { $player } takes the corner { $square } and turns { $turned }. No move can ever turn the disc on { $square } back.
diagram-x-square = { $player } plays { $square }, an X-square next to the empty corner { $corner }, and turns { $turned }. Now { $other } can take the corner { $corner }, as the dot shows.

## About
# $version is the game's version number, like 0.1.0
about-version = Reversi { $version }
about-game = Reversi against the CPU, with three opponents, for the desktop, the browser and Android. Made by the Reversi authors; it collects nothing and needs no network.
# $licence is the licence's name, MIT
about-licence = This game is free software under the { $licence } licence, printed in full below with the licences of what it is built from.
about-licences-heading = Licences
about-licences-intro = The game includes the fonts DejaVu Sans, Noto Sans CJK (for Japanese, Chinese and Korean) and Noto Sans Arabic, Hebrew, Devanagari, Bengali and Thai (for Arabic, Persian, Hebrew, Hindi, Bengali and Thai), and the Rust libraries (crates) listed below. Their licences follow as their authors wrote them, in English; a text that appears more than once is printed the first time only.
