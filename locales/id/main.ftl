# Translation of locales/en/main.ftl; keep the ids and placeables identical.

app-title = Reversi

## Menu
menu-choose-opponent = Pilih lawanmu
opponent-easy = Mudah
opponent-medium = Sedang
opponent-hard = Sulit
color-black-first = Hitam · pertama
color-white-second = Putih · kedua
menu-continue = Lanjutkan
menu-statistics = Statistik
menu-settings = Pengaturan

## Game screen
count-you = Kamu
count-cpu = CPU
count-cpu-opponent = CPU · { $opponent }
button-undo = Urungkan
button-new-game = Permainan baru
button-menu = Menu
notice-player-passes = Kamu tidak punya langkah — CPU melangkah lagi
notice-cpu-passes = CPU tidak punya langkah — giliranmu lagi
result-won = Kamu menang { $you }–{ $cpu }
result-lost = Kamu kalah { $you }–{ $cpu }
result-drawn = Seri { $you }–{ $cpu }

## Statistics
stats-title = Statistik
stats-played = Dimainkan
stats-won = Menang
stats-lost = Kalah
stats-drawn = Seri
stats-time = Waktu bermain: { $time }
button-back = Kembali

## Settings
settings-title = Pengaturan
settings-sound = Suara
settings-animation = Animasi
settings-language = Bahasa
sound-on = Nyala
sound-off = Mati
animation-normal = Normal
animation-fast = Cepat
animation-off = Mati
contrast-normal = Normal
contrast-high = Tinggi
settings-contrast = Kontras
# in the language list, under the language the system asks for (each language's name is
# written in that language; this note is in the language shown now)
language-system = Bahasa sistem

## Untuk pembaca layar
a11y-board = Papan
a11y-cell-empty = { $square }, kosong
a11y-cell-playable = { $square }, kosong, kamu bisa main di sini
a11y-cell-black = { $square }, hitam
a11y-cell-white = { $square }, putih
a11y-you-played = Kamu sudah main di { $square }, { $flips } keping dibalik.
a11y-cpu-played = CPU sudah main di { $square }, { $flips } keping dibalik.
button-score = Skor
a11y-undone = Diurungkan: kembali ke langkahmu yang ke-{ $number }.
a11y-score = Kamu { $you }, CPU { $cpu }.
a11y-your-color-black = Kamu bermain sebagai Hitam.
a11y-your-color-white = Kamu bermain sebagai Putih.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
