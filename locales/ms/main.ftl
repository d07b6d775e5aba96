# Teks permainan itu sendiri (menu, papan, statistik). Terjemahan locales/en/main.ftl;
# id dan placeable kekal sama. Notis storan dan tempoh masa ada dalam core.ftl.

app-title = Reversi

## Menu
menu-choose-opponent = Pilih lawan anda
opponent-easy = Mudah
opponent-medium = Sedang
opponent-hard = Sukar
color-black-first = Hitam · pertama
color-white-second = Putih · kedua
menu-continue = Teruskan
menu-statistics = Statistik
menu-settings = Tetapan

## Skrin permainan
count-you = Anda
count-cpu = CPU
# kiraan CPU semasa permainan: $opponent ialah nama lawan (Mudah, Sedang, Sukar)
count-cpu-opponent = CPU · { $opponent }
button-undo = Buat asal
button-new-game = Mula baharu
button-menu = Menu utama
notice-player-passes = Tiada langkah untuk anda — CPU bermain lagi
notice-cpu-passes = CPU tiada langkah — giliran anda lagi
# $you dan $cpu ialah jumlah buah pada akhir permainan
result-won = Anda menang { $you }–{ $cpu }
result-lost = Anda kalah { $you }–{ $cpu }
result-drawn = Seri { $you }–{ $cpu }

## Statistik
stats-title = Statistik
stats-played = Dimainkan
stats-won = Menang
stats-lost = Kalah
stats-drawn = Seri
# $time ialah tempoh masa, cth. "2 jam 05 min"
stats-time = Masa bermain: { $time }
button-back = Kembali

## Tetapan
settings-title = Tetapan
settings-sound = Bunyi
settings-animation = Animasi
settings-language = Bahasa
sound-on = Hidup
sound-off = Mati
animation-normal = Biasa
animation-fast = Pantas
animation-off = Mati
contrast-normal = Biasa
contrast-high = Tinggi
settings-contrast = Kontras
# dalam senarai bahasa, di bawah bahasa yang diminta oleh sistem (nama setiap bahasa
# ditulis dalam bahasa itu sendiri; catatan ini dalam bahasa yang sedang dipaparkan)
language-system = Bahasa sistem

## Untuk pembaca skrin (cerminan permainan yang boleh diakses)
# papan sebagai grid; $square ialah nama petak seperti d3
a11y-board = Papan
a11y-cell-empty = { $square }, kosong
a11y-cell-playable = { $square }, kosong, anda boleh bermain di sini
a11y-cell-black = { $square }, hitam
a11y-cell-white = { $square }, putih
# dibaca selepas satu langkah; $flips ialah bilangan buah yang diterbalikkan
# (bahasa Melayu hanya ada satu kategori jamak, jadi tiada pemilih)
a11y-you-played = Anda telah bermain di { $square }, { $flips } buah diterbalikkan.
a11y-cpu-played = CPU telah bermain di { $square }, { $flips } buah diterbalikkan.
button-score = Skor
# $you dan $cpu ialah jumlah buah sekarang
a11y-undone = Dibuat asal: kembali ke langkah anda yang ke-{ $number }.
a11y-score = Anda { $you }, CPU { $cpu }.
a11y-your-color-black = Anda bermain sebagai hitam.
a11y-your-color-white = Anda bermain sebagai putih.
# notis atau keputusan yang dibaca sebagai ayat oleh pembaca skrin: $text, dan noktah bahasa ini
a11y-sentence = { $text }.
# menggabungkan petak dalam senarai, seperti dalam kapsyen rajah ("d4, e5"): koma dan satu ruang
list-separator = {", "}
# menggabungkan ayat yang diberikan serentak kepada pembaca skrin (satu langkah, kemudian balasan CPU)
sentence-separator = {" "}
