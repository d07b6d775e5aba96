# Translation of locales/en/main.ftl; keep the ids and placeables identical.

app-title = Reversi

## Menu
menu-choose-opponent = Wähle deinen Gegner
opponent-easy = Leicht
opponent-medium = Mittel
opponent-hard = Schwer
color-black-first = Schwarz · zuerst
color-white-second = Weiß · als Zweiter
menu-continue = Weiterspielen
menu-statistics = Statistik
menu-settings = Einstellungen

## Game screen
count-you = Du
count-cpu = CPU
count-cpu-opponent = CPU · { $opponent }
button-undo = Rückgängig
button-new-game = Neue Partie
button-menu = Menü
notice-player-passes = Du musst passen — der Computer zieht noch einmal
notice-cpu-passes = Der Computer muss passen — du bist wieder am Zug
result-won = Du hast { $you }:{ $cpu } gewonnen
result-lost = Du hast { $you }:{ $cpu } verloren
result-drawn = Unentschieden { $you }:{ $cpu }

## Statistics
stats-title = Statistik
stats-played = Gespielt
stats-won = Gewonnen
stats-lost = Verloren
stats-drawn = Unentschieden
stats-time = Spielzeit: { $time }
button-back = Zurück

## Settings
settings-title = Einstellungen
settings-sound = Ton
settings-animation = Animation
settings-language = Sprache
sound-on = An
sound-off = Aus
animation-normal = Normal
animation-fast = Schnell
animation-off = Aus
contrast-normal = Normal
contrast-high = Hoch
settings-contrast = Kontrast
# in the language list, under the language the system asks for (each language's name is
# written in that language; this note is in the language shown now)
language-system = Systemsprache

## Für Bildschirmleser
a11y-board = Spielbrett
a11y-cell-empty = { $square }, leer
a11y-cell-playable = { $square }, leer, hier kannst du setzen
a11y-cell-black = { $square }, schwarz
a11y-cell-white = { $square }, weiß
a11y-you-played = Du hast auf { $square } gesetzt, { $flips ->
    [one] 1 Stein umgedreht.
   *[other] { $flips } Steine umgedreht.
}
a11y-cpu-played = Der Computer hat auf { $square } gesetzt, { $flips ->
    [one] 1 Stein umgedreht.
   *[other] { $flips } Steine umgedreht.
}
button-score = Spielstand
a11y-undone = Rückgängig gemacht: zurück zu deinem { $number }. Zug.
a11y-score = Du { $you }, Computer { $cpu }.
a11y-your-color-black = Du spielst Schwarz.
a11y-your-color-white = Du spielst Weiß.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
