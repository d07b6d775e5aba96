# Cara bermain dan Tentang (halaman bacaan). Tiap paragraf satu pesan; halaman memecahnya menjadi baris.

page-how-to-play = Cara bermain
page-about = Tentang

## Aturan
rules-heading = Aturan
rules-board = Reversi dimainkan di papan 8 × 8 kotak: kolom a sampai h dari kiri ke kanan, baris 1 sampai 8 dari atas ke bawah. Di awal ada empat keping di tengah: Putih di d4 dan e5, Hitam di d5 dan e4. Hitam melangkah lebih dulu, lalu kedua pihak bergiliran.
rules-move = Dalam satu langkah, kamu meletakkan satu keping warnamu di kotak kosong sehingga keping itu mengapit satu atau lebih keping lawan: sederet keping lawan tanpa celah, dengan kepingmu di ujung seberangnya. Setiap keping yang terapit dengan cara ini dibalik menjadi warnamu.
rules-lines = Satu langkah diperiksa ke delapan arah sekaligus: kiri dan kanan, atas dan bawah, serta keempat diagonal. Setiap deret yang terapit dibalik, semuanya dan sekaligus; kamu tidak bisa memilih untuk membalik sebagian saja. Deret yang berakhir di kotak kosong atau di tepi papan tidak membalik apa pun, dan keping yang dibalik tidak ikut membalik keping lain.
rules-dots = Jadi sebuah langkah harus membalik setidaknya satu keping. Kotak tempat kamu bisa main ditandai titik, dan hanya kotak itu yang bereaksi: langkah yang tidak sah memang tidak bisa dilakukan.
rules-pass = Kalau kamu tidak punya langkah, giliranmu dilewati: kamu pas dan lawan melangkah lagi. Ini bukan pilihan: selama masih punya langkah, kamu wajib melangkah. Pemberitahuan singkat menyebutkan siapa yang pas.
rules-end = Permainan selesai ketika kedua pihak tidak bisa melangkah lagi: biasanya papan sudah penuh, kadang lebih awal, misalnya ketika satu warna tidak punya keping lagi. Lalu keping dihitung. Yang punya keping lebih banyak di papan menang; kotak kosong tidak dihitung untuk siapa pun; jumlah yang sama berarti seri.

## Bermain di aplikasi ini
app-heading = Bermain di aplikasi ini
app-dots = Pada giliranmu, titik menandai setiap kotak tempat kamu boleh main. Titik hanya menunjukkan di mana langkah itu sah, bukan apakah langkah itu bagus. Tanda kecil menunjukkan keping yang terakhir diletakkan, dan keping yang dibalik terlihat berputar.
app-input = Ketuk atau klik kotak bertitik untuk main di sana. Dengan papan ketik, tombol panah menggerakkan bingkai di atas papan, Tab memindahkannya ke kotak berikutnya tempat kamu bisa main (Shift+Tab ke kotak sebelumnya), Enter atau Spasi memainkan kotak di dalam bingkai, U atau Ctrl+Z mengurungkan langkah, dan Esc kembali ke menu. F1 membuka halaman ini saat bermain, dan Kembali membawamu lagi ke permainan.
app-undo = Urungkan membatalkan langkah terakhirmu beserta balasan CPU dan setiap pas di antaranya, sehingga giliranmu lagi. Fitur ini gratis dan tanpa batas, bahkan setelah permainan selesai: coba kotak lain dan bandingkan.
app-opponents = Kamu bermain melawan CPU. Lawan Mudah memberikan sudut tanpa sadar; lawan Sedang menimbang berapa banyak langkah yang dimiliki tiap pihak dan nilai tiap kotak; lawan Sulit menelusuri banyak langkah ke depan dengan fungsi penilaian yang dilatih oleh proyek ini. Pilih Hitam untuk melangkah lebih dulu atau Putih untuk melangkah kedua; warna itu berlaku mulai permainanmu berikutnya.
app-statistics = Statistik dicatat untuk tiap lawan: jumlah permainan yang dimainkan, menang, kalah, dan seri, serta waktu bermain. Permainan dihitung dimainkan saat dimulai, lalu dihitung menang, kalah, atau seri saat selesai; permainan yang kamu tinggalkan sebelum selesai tidak dihitung kalah. Tidak ada data yang keluar dari perangkatmu.
app-saved = Permainanmu disimpan setelah setiap langkah, juga saat kamu menutup aplikasi. Tombol Lanjutkan di menu meneruskannya dari tempat kamu berhenti. Memulai permainan baru menggantikan permainan yang tersimpan.

## Strategi dasar
strategy-heading = Strategi dasar
strategy-corners = Sudut paling penting. Keping di sudut tidak akan pernah bisa dibalik lagi, karena tidak ada deret yang melewati sudut. Keping di sepanjang tepi yang bersebelahan dengan sudut milikmu juga sering ikut aman.
strategy-x-squares = Kotak di sebelah sudut yang masih kosong itu berbahaya. Yang diagonal (b2, g2, b7, dan g7) disebut kotak X, sedangkan yang di tepi tepat di samping sudut (b1, a2, g1, h2, a7, b8, h7, dan g8) disebut kotak C. Main di sana sering membuka jalan bagi lawan untuk mengambil sudut.
strategy-edges = Keping di tepi lebih sulit dibalik daripada keping di tengah, karena hanya bisa diapit di sepanjang tepi. Tetapi keping tunggal di tepi tetap bisa dikepung: ambil tepi dengan hati-hati.
strategy-mobility = Punya lebih banyak keping di pertengahan permainan tidak berarti kamu unggul. Yang penting adalah mobilitas: berapa banyak langkah yang kamu punya. Membalik sedikit keping dan menjaga kepingmu tetap di bagian dalam hanya menyisakan sedikit langkah bagi lawan, dan itu pun langkah yang buruk.
strategy-parity = Setiap pas memberi lawan satu langkah gratis, jadi usahakan agar lawan kehabisan langkah. Menjelang akhir, hitung kotak kosong di tiap wilayah: menjadi yang terakhir melangkah di suatu wilayah, saat lawan tidak bisa membalas lagi di sana, sering menambah jumlah kepingmu.

## Diagram: $player dan $other adalah nama warna (diagram-black, diagram-white), $square kotak langkahnya, $turned kotak keping yang dibalik (misalnya "d4, e5"), $count jumlahnya, $corner nama sudut
diagram-black = Hitam
diagram-white = Putih
diagram-first-move = { $player } main di { $square }: { $count ->
    [one] keping di { $turned } terapit dan dibalik.
   *[other] keping-keping di { $turned } terapit dan dibalik.
}
diagram-eight-directions = { $player } main di { $square }: di masing-masing dari kedelapan arah ada satu deret yang terapit, dan semua { $count } keping dibalik sekaligus: { $turned }.
diagram-pass = { $player } main di { $square } dan membalik { $turned }. Sekarang { $other } tidak punya langkah dan harus pas: { $player } melangkah lagi, di salah satu kotak bertitik.
diagram-corner = { $player } mengambil sudut { $square } dan membalik { $turned }. Tidak ada langkah apa pun yang bisa membalik keping di { $square } lagi.
diagram-x-square = { $player } main di { $square }, kotak X di sebelah sudut kosong { $corner }, dan membalik { $turned }. Sekarang { $other } bisa mengambil sudut { $corner }, seperti ditunjukkan oleh titik.

## Tentang
# $version nomor versi permainan, misalnya 0.1.0
about-version = Reversi { $version }
about-game = Reversi melawan CPU, dengan tiga lawan, untuk desktop, peramban, dan Android. Karya para pembuat Reversi; tidak mengumpulkan data apa pun dan tidak memerlukan jaringan.
# $licence nama lisensinya, MIT
about-licence = Permainan ini adalah perangkat lunak bebas dengan lisensi { $licence }, yang teks lengkapnya tercantum di bawah bersama lisensi komponen yang dipakai untuk membangunnya.
about-licences-heading = Lisensi
about-licences-intro = Permainan ini memuat fon DejaVu Sans, Noto Sans CJK (untuk bahasa Jepang, Mandarin, dan Korea), dan Noto Sans Arabic, Hebrew, Devanagari, Bengali, dan Thai (untuk bahasa Arab, Persia, Ibrani, Hindi, Bengali, dan Thai) serta pustaka Rust (crate) yang tercantum di bawah. Lisensi-lisensinya disertakan persis seperti yang ditulis para pembuatnya, dalam bahasa Inggris; teks yang muncul lebih dari sekali hanya dicantumkan pada kemunculan pertamanya.
