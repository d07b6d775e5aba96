# Translation of locales/en/main.ftl; keep the ids and placeables identical.

app-title = Reversi

## Menu
menu-choose-opponent = Vali vastane
opponent-easy = Lihtne
opponent-medium = Keskmine
opponent-hard = Raske
color-black-first = Must · esimene
color-white-second = Valge · teine
menu-continue = Jätka
menu-statistics = Statistika
menu-settings = Seaded

## Game screen
count-you = Sina
count-cpu = Arvuti
count-cpu-opponent = Arvuti · { $opponent }
button-undo = Võta tagasi
button-new-game = Uus mäng
button-menu = Menüü
notice-player-passes = Sul pole käiku — arvuti käib uuesti
notice-cpu-passes = Arvutil pole käiku — jälle sinu kord
result-won = Võitsid { $you }:{ $cpu }
result-lost = Kaotasid { $you }:{ $cpu }
result-drawn = Viik { $you }:{ $cpu }

## Statistics
stats-title = Statistika
stats-played = Mängud
stats-won = Võidud
stats-lost = Kaotused
stats-drawn = Viigid
stats-time = Mänguaeg: { $time }
button-back = Tagasi

## Settings
settings-title = Seaded
settings-sound = Heli
settings-animation = Animatsioon
settings-language = Keel
sound-on = Sees
sound-off = Väljas
animation-normal = Tavaline
animation-fast = Kiire
animation-off = Väljas
contrast-normal = Tavaline
contrast-high = Suur
settings-contrast = Kontrastsus
# in the language list, under the language the system asks for (each language's name is
# written in that language; this note is in the language shown now)
language-system = Süsteemi keel

## Ekraanilugejale
a11y-board = Mängulaud
a11y-cell-empty = { $square }, tühi
a11y-cell-playable = { $square }, tühi, siia saad käia
a11y-cell-black = { $square }, must
a11y-cell-white = { $square }, valge
a11y-you-played = Käisid ruudule { $square }, { $flips ->
    [one] 1 nupp pöördus ümber.
   *[other] { $flips } nuppu pöördus ümber.
}
a11y-cpu-played = Arvuti käis ruudule { $square }, { $flips ->
    [one] 1 nupp pöördus ümber.
   *[other] { $flips } nuppu pöördus ümber.
}
button-score = Seis
a11y-undone = Tagasi võetud: jälle sinu { $number }. käik.
a11y-score = Sina { $you }, arvuti { $cpu }.
a11y-your-color-black = Sa mängid mustadega.
a11y-your-color-white = Sa mängid valgetega.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
