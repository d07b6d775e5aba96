# GLOSARI (sama di mana-mana: butang, Cara bermain, pembaca skrin, penerangan kedai):
# disc = buah / move = langkah (bermain di sesuatu petak, melangkah) / pass = langkau giliran
# corner = penjuru / edge = tepi / mobility = mobiliti / parity = pariti / undo = buat asal
# easy / medium / hard = Mudah / Sedang / Sukar / X-square = petak X / C-square = petak C
# board = papan / square = petak / turn over = terbalikkan (diterbalikkan) / close in = apit (terapit)
# Black / White = Hitam / Putih / the other side = pihak lawan / diagonal = pepenjuru / dot = titik

# Cara bermain dan Perihal (halaman bacaan). Setiap perenggan ialah satu mesej; halaman membalut barisnya.

page-how-to-play = Cara bermain
page-about = Perihal

## Peraturan
rules-heading = Peraturan
rules-board = Reversi dimainkan di atas papan 8 × 8 petak: lajur a hingga h dari kiri ke kanan, baris 1 hingga 8 dari atas ke bawah. Pada permulaan, empat buah berada di tengah: Putih di d4 dan e5, Hitam di d5 dan e4. Hitam melangkah dahulu, kemudian kedua-dua pihak bergilir-gilir.
rules-move = Satu langkah meletakkan satu buah warna anda pada petak kosong supaya ia mengapit satu atau lebih buah pihak lawan: sebaris buah lawan yang tidak terputus, dengan satu buah anda di hujung yang satu lagi. Setiap buah yang terapit dengan cara ini diterbalikkan menjadi warna anda.
rules-lines = Setiap langkah mengambil kira kelapan-lapan arah serentak: kiri dan kanan, atas dan bawah, serta keempat-empat pepenjuru. Setiap barisan yang diapitnya diterbalikkan sepenuhnya dan serentak; anda tidak boleh memilih untuk menterbalikkan sebahagian sahaja. Barisan yang berakhir pada petak kosong atau di tepi papan tidak menterbalikkan apa-apa, dan buah yang diterbalikkan tidak pula menterbalikkan buah lain.
rules-dots = Jadi, setiap langkah mesti menterbalikkan sekurang-kurangnya satu buah. Petak yang boleh anda mainkan ditandakan dengan titik, dan hanya petak itu yang bertindak balas: langkah yang tidak dibenarkan tidak dapat dibuat.
rules-pass = Jika anda tiada langkah, giliran anda dilangkau: anda melangkau giliran dan pihak lawan bermain lagi. Ini bukan pilihan: selagi anda ada langkah, anda mesti bermain. Notis ringkas memberitahu siapa yang melangkau giliran.
rules-end = Permainan tamat apabila kedua-dua pihak tidak dapat melangkah lagi: biasanya papan sudah penuh, kadangkala permainan tamat lebih awal, contohnya apabila satu warna tidak lagi mempunyai buah. Kemudian buah dikira. Pihak yang mempunyai lebih banyak buah di atas papan menang; petak kosong tidak dikira untuk sesiapa; jumlah yang sama bermakna seri.

## Bermain dalam aplikasi ini
app-heading = Bermain dalam aplikasi ini
app-dots = Pada giliran anda, titik menandakan setiap petak yang boleh anda mainkan. Titik hanya menunjukkan di mana langkah dibenarkan, bukan sama ada langkah itu baik. Penanda kecil menunjukkan buah yang terakhir diletakkan, dan buah yang diterbalikkan kelihatan berpusing.
app-input = Ketik atau klik petak bertitik untuk bermain di situ. Dengan papan kekunci, kekunci anak panah menggerakkan bingkai di atas papan, Tab membawanya ke petak seterusnya yang boleh anda mainkan (Shift+Tab ke petak sebelumnya), Enter atau Space memainkan petak di bawahnya, U atau Ctrl+Z membuat asal, dan Esc kembali ke menu. F1 membuka halaman ini semasa permainan, dan Kembali membawa anda semula ke permainan.
app-undo = Buat asal menarik balik langkah terakhir anda bersama balasan CPU dan sebarang giliran yang dilangkau di antaranya, lalu tiba giliran anda semula. Ia percuma dan tanpa had, juga selepas permainan tamat: cuba petak lain dan bandingkan.
app-opponents = Anda bermain menentang CPU. Mudah menyerahkan penjuru tanpa sedar; Sedang menimbang berapa banyak langkah yang ada bagi setiap pihak dan nilai setiap petak; Sukar meninjau jauh ke hadapan dengan penilaian yang dilatih oleh projek ini. Pilih Hitam untuk melangkah dahulu atau Putih untuk melangkah kedua; warna itu berkuat kuasa pada permainan anda yang seterusnya.
app-statistics = Statistik disimpan bagi setiap lawan: permainan dimainkan, menang, kalah dan seri, serta masa bermain. Permainan dikira sebagai dimainkan apabila ia bermula, dan sebagai menang, kalah atau seri apabila ia tamat; permainan yang anda tinggalkan sebelum tamat tidak dikira kalah. Tiada apa-apa yang keluar dari peranti anda.
app-saved = Permainan anda disimpan selepas setiap langkah, dan juga apabila anda menutup aplikasi. Teruskan dalam menu menyambungnya dari tempat anda berhenti. Memulakan permainan baharu menggantikan permainan yang disimpan.

## Strategi asas
strategy-heading = Strategi asas
strategy-corners = Penjuru paling penting. Buah di penjuru tidak akan dapat diterbalikkan lagi, kerana tiada petak di luar penjuru: buah itu tidak mungkin diapit dari kedua-dua belah. Buah di sepanjang tepi bersebelahan penjuru yang anda kuasai selalunya menjadi selamat juga.
strategy-x-squares = Petak di sebelah penjuru yang kosong adalah berbahaya. Petak yang bersebelahan secara pepenjuru (b2, g2, b7 dan g7) dipanggil petak X, dan petak di tepi bersebelahan penjuru (b1, a2, g1, h2, a7, b8, h7 dan g8) dipanggil petak C. Bermain di situ selalunya membolehkan pihak lawan mengambil penjuru.
strategy-edges = Buah di tepi lebih sukar diterbalikkan berbanding buah di tengah, kerana ia hanya boleh diapit di sepanjang tepi. Namun, buah yang bersendirian di tepi masih boleh diapit: ambil tepi dengan berhati-hati.
strategy-mobility = Mempunyai lebih banyak buah pada pertengahan permainan tidak bermakna anda mendahului. Yang penting ialah mobiliti: berapa banyak langkah yang anda ada. Menterbalikkan sedikit buah dan mengekalkan buah anda di bahagian dalam menyebabkan pihak lawan hanya ada sedikit langkah, dan langkah yang buruk pula.
strategy-parity = Giliran yang dilangkau memberi pihak lawan satu langkah percuma, jadi cubalah biarkan pihak lawan tanpa langkah. Menjelang akhir, kira petak kosong di setiap kawasan: langkah terakhir di sesuatu kawasan, yang tidak lagi dapat dibalas oleh pihak lawan, selalunya bernilai beberapa buah.

## Rajah: $player dan $other ialah nama warna (diagram-black, diagram-white), $square ialah petak langkah itu, $turned ialah petak yang buahnya diterbalikkan (seperti "d4, e5"), $count bilangannya, $corner nama penjuru
diagram-black = Hitam
diagram-white = Putih
diagram-first-move = { $player } bermain di { $square }: buah di { $turned } terapit dan diterbalikkan.
diagram-eight-directions = { $player } bermain di { $square }: satu barisan di setiap satu daripada lapan arah terapit, dan kesemua { $count } buah diterbalikkan serentak: { $turned }.
diagram-pass = { $player } bermain di { $square } dan menterbalikkan { $turned }. Kini { $other } tiada langkah dan mesti melangkau giliran: { $player } bermain lagi, di salah satu petak bertitik.
diagram-corner = { $player } mengambil penjuru { $square } dan menterbalikkan { $turned }. Tiada langkah yang dapat menterbalikkan semula buah di { $square }.
diagram-x-square = { $player } bermain di { $square }, petak X di sebelah penjuru kosong { $corner }, dan menterbalikkan { $turned }. Kini { $other } boleh mengambil penjuru { $corner }, seperti yang ditunjukkan oleh titik.

## Perihal
# $version ialah nombor versi permainan, seperti 0.1.0
about-version = Reversi { $version }
about-game = Reversi menentang CPU, dengan tiga lawan, untuk desktop, pelayar dan Android. Dihasilkan oleh pengarang Reversi; ia tidak mengumpul apa-apa dan tidak memerlukan rangkaian.
# $licence ialah nama lesen, MIT
about-licence = Permainan ini ialah perisian bebas di bawah lesen { $licence }, yang dicetak sepenuhnya di bawah bersama lesen bahan-bahan yang digunakan untuk membinanya.
about-licences-heading = Lesen
about-licences-intro = Permainan ini mengandungi fon DejaVu Sans, Noto Sans CJK (untuk bahasa Jepun, Cina dan Korea) dan Noto Sans Arabic, Hebrew, Devanagari, Bengali dan Thai (untuk bahasa Arab, Parsi, Ibrani, Hindi, Benggali dan Thai), serta pustaka Rust (crate) yang disenaraikan di bawah. Lesennya menyusul sebagaimana yang ditulis oleh pengarangnya, dalam bahasa Inggeris; teks yang muncul lebih daripada sekali hanya dicetak pada kali pertama.
