# Translation of locales/en/main.ftl; keep the ids and placeables identical.

app-title = Reversi

## Menu
menu-choose-opponent = Pilih lawan anjeun
opponent-easy = Gampang
opponent-medium = Sedeng
opponent-hard = Hésé
color-black-first = Hideung · kahiji
color-white-second = Bodas · kadua
menu-continue = Tuluykeun
menu-statistics = Statistik
menu-settings = Setélan

## Game screen
count-you = Anjeun
count-cpu = CPU
count-cpu-opponent = CPU · { $opponent }
button-undo = Bolaykeun
button-new-game = Kaulinan anyar
button-menu = Ménu
notice-player-passes = Anjeun teu boga léngkah — CPU maén deui
notice-cpu-passes = CPU teu boga léngkah — giliran anjeun deui
result-won = Anjeun meunang { $you }–{ $cpu }
result-lost = Anjeun éléh { $you }–{ $cpu }
result-drawn = Imbang { $you }–{ $cpu }

## Statistics
stats-title = Statistik
stats-played = Dimaénkeun
stats-won = Meunang
stats-lost = Éléh
stats-drawn = Imbang
stats-time = Waktu maén: { $time }
button-back = Balik

## Settings
settings-title = Setélan
settings-sound = Sora
settings-animation = Animasi
settings-language = Basa
sound-on = Hurung
sound-off = Pareum
animation-normal = Biasa
animation-fast = Gancang
animation-off = Pareum
contrast-normal = Biasa
contrast-high = Luhur
settings-contrast = Kontras
# in the language list, under the language the system asks for (each language's name is
# written in that language; this note is in the language shown now)
language-system = Basa sistem

## Pikeun pamaca layar
a11y-board = Papan
a11y-cell-empty = { $square }, kosong
a11y-cell-playable = { $square }, kosong, anjeun bisa maén di dieu
a11y-cell-black = { $square }, hideung
a11y-cell-white = { $square }, bodas
a11y-you-played = Anjeun maén di { $square }, { $flips } keping malik.
a11y-cpu-played = CPU maén di { $square }, { $flips } keping malik.
button-score = Skor
a11y-undone = Dibolaykeun: balik deui ka léngkah anjeun nu ka-{ $number }.
a11y-score = Anjeun { $you }, CPU { $cpu }.
a11y-your-color-black = Anjeun maén hideung.
a11y-your-color-white = Anjeun maén bodas.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
