# Cara bermain dan Tentang (halaman bacaan). Tiap paragraf satu pesan; halaman memecahnya menjadi baris.

page-how-to-play = Cara bermain
page-about = Tentang

## Aturan
rules-heading = Aturan
rules-board = Reversi dimainkan di papan 8 × 8 kotak: kolom a sampai h dari kiri ke kanan, baris 1 sampai 8 dari atas ke bawah. Di awal ada empat keping di tengah: Putih di d4 dan e5, Hitam di d5 dan e4. Hitam jalan lebih dulu, lalu kedua pihak bergantian.
rules-move = Satu langkah meletakkan satu keping warnamu di kotak kosong sehingga menjepit satu atau lebih keping lawan: deretan keping lawan tanpa celah yang di ujung lainnya ada kepingmu. Setiap keping yang terjepit seperti itu dibalik menjadi warnamu.
rules-lines = Satu langkah berlaku ke delapan arah sekaligus: kiri dan kanan, atas dan bawah, serta keempat diagonal. Setiap deret yang terjepit dibalik, semuanya dan sekaligus; kamu tidak bisa memilih hanya sebagian. Deret yang berakhir di kotak kosong atau di tepi papan tidak membalik apa pun, dan keping yang dibalik tidak membalik keping lain.
rules-dots = Jadi sebuah langkah harus membalik minimal satu keping. Kotak tempat kamu bisa main ditandai titik, dan hanya kotak itu yang bereaksi: langkah yang tidak sah memang tidak bisa dilakukan.
rules-pass = Kalau kamu tidak punya langkah, giliranmu dilewati: kamu pas dan lawan jalan lagi. Ini bukan pilihan: selama masih ada langkah, kamu harus main. Pemberitahuan singkat menyebutkan siapa yang dilewati.
rules-end = Permainan selesai ketika kedua pihak tidak bisa jalan lagi: biasanya papan sudah penuh, kadang lebih cepat, misalnya ketika satu warna tidak punya keping lagi. Lalu keping dihitung. Yang punya keping lebih banyak di papan menang; kotak kosong tidak dihitung untuk siapa pun; jumlah yang sama berarti seri.

## Bermain di aplikasi ini
app-heading = Bermain di aplikasi ini
app-dots = Pada giliranmu, titik menandai setiap kotak tempat kamu boleh main. Titik hanya menunjukkan di mana langkah diperbolehkan, tidak pernah apakah langkah itu bagus. Tanda kecil menunjukkan keping yang terakhir diletakkan, dan keping yang dibalik terlihat berputar.
app-input = Ketuk atau klik kotak bertitik untuk main di sana. Dengan papan ketik, tombol panah menggerakkan bingkai di atas papan, Tab memindahkannya ke kotak berikutnya tempat kamu bisa main (Shift+Tab ke kotak sebelumnya), Enter atau Spasi memainkan kotak di bawahnya, U atau Ctrl+Z mengurungkan, dan Esc kembali ke menu. F1 membuka halaman ini saat bermain, dan Kembali membawamu lagi ke permainan.
app-undo = Urungkan menarik kembali langkah terakhirmu bersama balasan CPU dan giliran yang dilewati di antaranya, sehingga giliranmu lagi. Gratis dan tanpa batas, juga setelah permainan selesai: coba kotak lain dan bandingkan.
app-opponents = Kamu bermain melawan CPU. Mudah memberikan sudut tanpa sadar; Sedang menimbang berapa banyak langkah yang dimiliki tiap pihak dan nilai kotak-kotaknya; Sulit menghitung ke depan dengan penilaian yang dilatih sendiri oleh proyek ini. Pilih Hitam untuk jalan pertama atau Putih untuk jalan kedua; warna berlaku untuk permainan berikutnya.
app-statistics = Statistik dicatat untuk tiap lawan: permainan yang dimainkan, menang, kalah dan seri, serta waktu bermain. Permainan dihitung dimainkan saat dimulai, dan menang, kalah atau seri saat selesai; permainan yang kamu tinggalkan tidak dihitung kalah. Tidak ada yang keluar dari perangkatmu.
app-saved = Permainanmu disimpan setelah setiap langkah, juga saat kamu menutup aplikasi. Lanjutkan di menu meneruskannya dari tempat kamu berhenti. Memulai permainan baru menggantikan yang tersimpan.

## Strategi awal
strategy-heading = Strategi awal
strategy-corners = Sudut paling penting. Keping di sudut tidak akan pernah bisa dibalik lagi, karena tidak ada deret yang melewati sudut. Keping di tepi di samping sudut milikmu juga sering menjadi aman.
strategy-x-squares = Kotak di sebelah sudut yang kosong berbahaya. Yang diagonal (b2, g2, b7 dan g7) disebut kotak X, yang di tepi di samping sudut (b1, a2, g1, h2, a7, b8, h7 dan g8) kotak C. Main di sana sering membuat lawan bisa mengambil sudut.
strategy-edges = Keping di tepi lebih sulit dibalik daripada keping di tengah, karena hanya bisa dijepit sepanjang tepi. Tetapi keping tunggal di tepi tetap bisa dikepung: ambil tepi dengan hati-hati.
strategy-mobility = Punya lebih banyak keping di tengah permainan tidak berarti kamu unggul. Yang penting adalah mobilitas: berapa banyak langkah yang kamu punya. Membalik sedikit keping dan menjaga kepingmu di bagian dalam membuat lawan punya sedikit langkah, dan langkah yang buruk.
strategy-parity = Giliran yang dilewati memberi lawan langkah gratis, jadi usahakan lawan tidak punya langkah. Menjelang akhir, hitung kotak kosong di tiap wilayah: menjadi yang terakhir jalan di suatu wilayah, saat lawan tidak bisa membalas lagi, sering bernilai keping.

## Diagram: $player dan $other adalah nama warna (diagram-black, diagram-white), $square kotak langkahnya, $turned kotak keping yang dibalik (misalnya "d4, e5"), $count jumlahnya, $corner nama sudut
diagram-black = Hitam
diagram-white = Putih
diagram-first-move = { $player } main di { $square }: { $count ->
    [one] keping di { $turned } terjepit dan dibalik.
   *[other] keping di { $turned } terjepit dan dibalik.
}
diagram-eight-directions = { $player } main di { $square }: di setiap arah dari delapan arah satu deret terjepit, dan semua { $count } keping dibalik sekaligus: { $turned }.
diagram-pass = { $player } main di { $square } dan membalik { $turned }. Sekarang { $other } tidak punya langkah dan harus pas: { $player } jalan lagi, di salah satu kotak bertitik.
diagram-corner = { $player } mengambil sudut { $square } dan membalik { $turned }. Tidak ada langkah yang bisa membalik keping di { $square } lagi.
diagram-x-square = { $player } main di { $square }, kotak X di sebelah sudut kosong { $corner }, dan membalik { $turned }. Sekarang { $other } bisa mengambil sudut { $corner }, seperti ditunjukkan titiknya.

## Tentang
# $version nomor versi permainan, misalnya 0.1.0
about-version = Reversi { $version }
about-game = Reversi melawan CPU, dengan tiga lawan, untuk desktop, peramban dan Android. Dibuat oleh para penulis Reversi; tidak mengumpulkan apa pun dan tidak butuh jaringan.
# $licence nama lisensinya, MIT
about-licence = Permainan ini perangkat lunak bebas dengan lisensi { $licence }, yang dicetak lengkap di bawah bersama lisensi bahan-bahan pembuatnya.
about-licences-heading = Lisensi
about-licences-intro = Permainan ini memuat fon DejaVu Sans dan Noto Sans CJK (untuk bahasa Jepang, Mandarin, dan Korea) serta pustaka Rust (crate) yang tercantum di bawah. Lisensinya menyusul seperti yang ditulis para pembuatnya, dalam bahasa Inggris; teks yang muncul lebih dari sekali hanya dicetak pertama kalinya.
