# Cara maén jeung Ngeunaan (kaca bacaan). Unggal paragraf hiji pesen; kacana megatkeun kana baris.

page-how-to-play = Cara maén
page-about = Ngeunaan

## Aturan
rules-heading = Aturan
rules-board = Reversi dimaénkeun dina papan 8 × 8 kotak: kolom a nepi ka h ti kénca ka katuhu, baris 1 nepi ka 8 ti luhur ka handap. Dina awalna aya opat kapingan di tengah: Bodas di d4 jeung e5, Hideung di d5 jeung e4. Hideung maén heula, saterusna duanana silih genti.
rules-move = Hiji léngkah nempatkeun hiji kapingan warna anjeun dina kotak kosong nepi ka ngajepit hiji atawa leuwih kapingan lawan: jajaran kapingan lawan anu teu pegat, anu di tungtung séjénna aya kapingan anjeun. Unggal kapingan anu kajepit kitu dibalikkeun jadi warna anjeun.
rules-lines = Hiji léngkah lumaku ka dalapan arah sakaligus: ka kénca jeung ka katuhu, ka luhur jeung ka handap, sarta opat diagonal. Unggal jajaran anu kajepit dibalikkeun, kabéh jeung sakaligus; anjeun teu bisa milih ngan sabagian. Jajaran anu tungtungna kotak kosong atawa sisi papan teu malikkeun nanaon, sarta kapingan anu dibalikkeun teu malikkeun kapingan séjén.
rules-dots = Jadi hiji léngkah kudu malikkeun sahenteuna hiji kapingan. Kotak-kotak tempat anjeun bisa maén aya titikna, sarta ngan kotak éta anu ngaréspon: léngkah anu teu sah memang teu bisa dilakukeun.
rules-pass = Lamun anjeun teu boga léngkah, giliran anjeun diliwat: anjeun pas sarta lawan maén deui. Ieu lain pilihan: salila anjeun boga léngkah, anjeun kudu maén. Béwara pondok nyebutkeun saha anu diliwat.
rules-end = Kaulinan réngsé lamun duanana geus teu bisa maén: biasana papan geus pinuh, sakapeung réngsé leuwih gancang, contona lamun hiji warna geus teu boga kapingan. Terus kapingan diitung. Anu kapinganana leuwih loba dina papan meunang; kotak kosong teu diitung pikeun saha waé; lamun sarua, hasilna imbang.

## Maén dina aplikasi ieu
app-heading = Maén dina aplikasi ieu
app-dots = Dina giliran anjeun, titik nandaan unggal kotak tempat anjeun meunang maén. Titik ngan nuduhkeun dimana léngkah diidinan, lain naha léngkah éta alus. Tanda leutik nuduhkeun kapingan anu panungtungan ditempatkeun, sarta kapingan anu malik katémbong keur malik.
app-input = Toél atawa klik kotak anu aya titikna pikeun maén di dinya. Ku papan tombol, tombol panah mindahkeun pigura dina papan, Tab mindahkeun pigura ka kotak saterusna anu bisa dimaénkeun (Shift+Tab ka kotak saméméhna), Enter atawa Spasi maénkeun kotak di handapeunana, U atawa Ctrl+Z ngabolaykeun, sarta Esc balik ka ménu. F1 muka kaca ieu salila kaulinan, sarta Balik mulangkeun anjeun ka kaulinan.
app-undo = Bolaykeun narik deui léngkah panungtungan anjeun babarengan jeung walesan CPU sarta giliran anu diliwat di antarana, nepi ka giliran anjeun deui. Gratis tur teu diwates, ogé sanggeus kaulinan réngsé: cobaan kotak séjén tur bandingkeun.
app-opponents = Anjeun maén ngalawan CPU. Gampang méré pojok tanpa sadar; Sedeng nimbang sabaraha léngkah anu dipiboga ku unggal pihak jeung ajén kotak-kotakna; Hésé ngitung ka hareup ku peunteun anu dilatih ku proyék ieu sorangan. Pilih Hideung pikeun maén heula atawa Bodas pikeun maén kadua; warnana lumaku pikeun kaulinan anjeun saterusna.
app-statistics = Statistik dicatet pikeun unggal lawan: kaulinan anu dimaénkeun, meunang, éléh jeung imbang, sarta waktu maén. Kaulinan diitung dimaénkeun nalika dimimitian, sarta meunang, éléh atawa imbang nalika réngsé; kaulinan anu ditinggalkeun teu diitung éléh. Euweuh anu kaluar tina alat anjeun.
app-saved = Kaulinan anjeun disimpen sanggeus unggal léngkah, ogé nalika anjeun nutup aplikasi. Teruskeun dina ménu neruskeun ti tempat anjeun eureun. Ngamimitian kaulinan anyar ngagantikeun anu disimpen.

## Stratégi awal
strategy-heading = Stratégi awal
strategy-corners = Pojok téh anu pangpentingna. Kapingan di pojok moal bisa dibalikkeun deui salawasna, sabab euweuh jajaran anu ngaliwatan pojok. Kapingan di sisi gigireun pojok milik anjeun ogé mindeng jadi aman.
strategy-x-squares = Kotak-kotak gigireun pojok anu kosong bahaya. Anu diagonal (b2, g2, b7 jeung g7) disebut kotak X, anu di sisi gigireun pojok (b1, a2, g1, h2, a7, b8, h7 jeung g8) kotak C. Maén di dinya mindeng ngajantenkeun lawan bisa nyokot pojok.
strategy-edges = Kapingan di sisi leuwih hésé dibalikkeun batan kapingan di tengah, sabab ngan bisa dijepit sapanjang sisi. Tapi kapingan nyorangan di sisi tetep bisa dikepung: cokot sisi kalawan ati-ati.
strategy-mobility = Boga leuwih loba kapingan di tengah kaulinan lain hartina anjeun unggul. Anu penting nyaéta mobilitas: sabaraha léngkah anu anjeun boga. Malikkeun saeutik kapingan jeung ngajaga kapingan anjeun di jero ngajantenkeun lawan ngan boga saeutik léngkah, sarta anu goréng.
strategy-parity = Giliran anu diliwat méré lawan léngkah gratis, jadi usahakeun lawan teu boga léngkah. Deukeut ka ahir, itung kotak kosong di unggal wewengkon: jadi anu panungtungan maén di hiji wewengkon, nalika lawan geus teu bisa males, mindeng ngahasilkeun kapingan.

## Diagram: $player jeung $other nyaéta ngaran warna (diagram-black, diagram-white), $square kotak léngkahna, $turned kotak kapingan anu malik (contona "d4, e5"), $count jumlahna, $corner ngaran pojok
diagram-black = Hideung
diagram-white = Bodas
diagram-first-move = { $player } maén di { $square }: kapingan di { $turned } kajepit sarta malik.
diagram-eight-directions = { $player } maén di { $square }: di unggal arah tina dalapan arah aya hiji jajaran anu kajepit, sarta sakabéh { $count } kapingan malik sakaligus: { $turned }.
diagram-pass = { $player } maén di { $square } sarta malikkeun { $turned }. Ayeuna { $other } teu boga léngkah sarta kudu pas: { $player } maén deui, dina salah sahiji kotak anu aya titikna.
diagram-corner = { $player } nyokot pojok { $square } sarta malikkeun { $turned }. Euweuh léngkah anu bisa malikkeun deui kapingan di { $square }.
diagram-x-square = { $player } maén di { $square }, kotak X gigireun pojok kosong { $corner }, sarta malikkeun { $turned }. Ayeuna { $other } bisa nyokot pojok { $corner }, sakumaha anu dituduhkeun ku titikna.

## Ngeunaan
# $version nyaéta nomer vérsi kaulinan, contona 0.1.0
about-version = Reversi { $version }
about-game = Reversi ngalawan CPU, kalawan tilu lawan, pikeun desktop, panyungsi jeung Android. Dijieun ku para panulis Reversi; teu ngumpulkeun nanaon sarta teu butuh jaringan.
# $licence nyaéta ngaran lisénsina, MIT
about-licence = Kaulinan ieu parangkat lunak bébas dina lisénsi { $licence }, anu dicitak lengkep di handap babarengan jeung lisénsi bahan-bahan anu ngawangun éta.
about-licences-heading = Lisénsi
about-licences-intro = Kaulinan ieu ngandung font DejaVu Sans jeung Noto Sans CJK (pikeun basa Jepang, Cina, jeung Koréa) sarta pustaka Rust (crate) anu didaptarkeun di handap. Lisénsina dituturkeun sakumaha anu ditulis ku para pangarangna, dina basa Inggris; téks anu muncul leuwih ti sakali ngan dicitak dina kahiji kalina.
