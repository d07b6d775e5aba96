# Cara maén jeung Ngeunaan (kaca bacaan). Unggal paragraf hiji pesen; kacana megatkeun kana baris.

page-how-to-play = Cara maén
page-about = Ngeunaan

## Aturan
rules-heading = Aturan
rules-board = Reversi dimaénkeun dina papan 8 × 8 kotak: kolom a nepi ka h ti kénca ka katuhu, baris 1 nepi ka 8 ti luhur ka handap. Di awal kaulinan aya opat keping di tengah: Bodas di d4 jeung e5, Hideung di d5 jeung e4. Hideung maén heula, saterusna duanana silih genti.
rules-move = Hiji léngkah nempatkeun hiji keping warna anjeun dina kotak kosong sangkan ngajepit hiji atawa leuwih keping lawan: jajaran keping lawan anu teu pegat, anu di tungtung séjénna aya keping anjeun. Unggal keping anu kajepit kitu malik jadi warna anjeun.
rules-lines = Hiji léngkah lumaku ka dalapan arah sakaligus: ka kénca jeung ka katuhu, ka luhur jeung ka handap, sarta ka opat arah diagonal. Unggal jajaran anu kajepit malik, kabéh jeung sakaligus; anjeun teu bisa milih ngan sabagian. Jajaran anu tungtungna kotak kosong atawa sisi papan teu malikkeun nanaon, sarta keping anu malik teu malikkeun deui keping séjén.
rules-dots = Jadi hiji léngkah kudu malikkeun sahenteuna hiji keping. Kotak-kotak tempat anjeun bisa maén aya titikna, sarta ngan kotak-kotak éta anu nanggapan: léngkah anu teu sah moal bisa dijalankeun.
rules-pass = Lamun anjeun teu boga léngkah, giliran anjeun kaliwat: anjeun ngaliwat sarta lawan maén deui. Ieu lain pilihan: salila anjeun masih boga léngkah, anjeun kudu maén. Béwara pondok nuduhkeun saha anu ngaliwat.
rules-end = Kaulinan réngsé lamun duanana geus teu bisa ngaléngkah: biasana papan geus pinuh, sakapeung réngsé leuwih awal, contona lamun hiji warna geus teu boga keping. Tuluy keping diitung. Anu kepingna leuwih loba dina papan, éta anu meunang; kotak kosong teu diitung keur saha waé; lamun sarua, hasilna imbang.

## Maén dina aplikasi ieu
app-heading = Maén dina aplikasi ieu
app-dots = Dina giliran anjeun, titik nandaan unggal kotak tempat anjeun meunang maén. Titik ngan nuduhkeun di mana léngkah diidinan, lain alus henteuna léngkah éta. Tanda leutik nuduhkeun keping anu panungtungan ditempatkeun, sarta keping anu malik katémbong keur malik.
app-input = Toél atawa klik kotak anu aya titikna pikeun maén di dinya. Ku papan ketik, tombol panah mindahkeun pigura dina papan, Tab mindahkeun pigura ka kotak saterusna anu bisa dimaénkeun (Shift+Tab ka kotak saméméhna), Enter atawa Spasi maénkeun kotak di handapeunana, U atawa Ctrl+Z ngabolaykeun, sarta Esc balik ka ménu. F1 muka kaca ieu salila kaulinan, sarta Balik mulangkeun anjeun ka kaulinan.
app-undo = Bolaykeun narik deui léngkah panungtungan anjeun babarengan jeung balesan CPU sarta ngaliwat anu aya di antarana, nepi ka giliran anjeun deui. Haratis tur teu diwates, ogé sanggeus kaulinan réngsé: cobaan kotak séjén tur bandingkeun.
app-opponents = Anjeun maén ngalawan CPU. Gampang masrahkeun pojok tanpa sadar; Sedeng nimbang sabaraha léngkah anu dipiboga ku unggal pihak jeung ajén kotak-kotakna; Hésé ngitung sababaraha léngkah ka hareup maké cara meunteun posisi anu dilatih ku proyék ieu sorangan. Pilih Hideung pikeun maén heula atawa Bodas pikeun maén kadua; warnana lumaku pikeun kaulinan anjeun saterusna.
app-statistics = Statistik dicatet pikeun unggal lawan: kaulinan anu dimaénkeun, meunang, éléh jeung imbang, sarta waktu maén. Kaulinan diitung dimaénkeun nalika dimimitian, sarta meunang, éléh atawa imbang nalika réngsé; kaulinan anu ditinggalkeun saméméh réngsé teu diitung éléh. Euweuh nanaon anu kaluar tina alat anjeun.
app-saved = Kaulinan anjeun disimpen sanggeus unggal léngkah, ogé nalika anjeun nutup aplikasi. Tuluykeun dina ménu neruskeun kaulinan ti tempat anjeun eureun. Ngamimitian kaulinan anyar ngagantikeun anu disimpen.

## Stratégi awal
strategy-heading = Stratégi awal
strategy-corners = Pojok téh anu pangpentingna. Keping di pojok moal bisa dibalikkeun deui salilana, sabab euweuh jajaran anu ngaliwatan pojok. Keping sapanjang sisi gigireun pojok anu geus dicekel ku anjeun ogé mindeng jadi aman.
strategy-x-squares = Kotak-kotak gigireun pojok anu kosong téh bahaya. Anu diagonal (b2, g2, b7 jeung g7) disebut kotak X, anu di sisi gigireun pojok (b1, a2, g1, h2, a7, b8, h7 jeung g8) disebut kotak C. Maén di dinya mindeng ngajadikeun lawan bisa nyokot pojok.
strategy-edges = Keping di sisi leuwih hésé dibalikkeun batan keping di tengah, sabab ngan bisa dijepit sapanjang sisi. Tapi keping anu nyorangan di sisi tetep bisa dikepung: cokot sisi kalawan ati-ati.
strategy-mobility = Boga keping leuwih loba di pertengahan kaulinan lain hartina anjeun unggul. Anu penting nyaéta mobilitas: sabaraha léngkah anu anjeun boga. Malikkeun saeutik keping jeung ngajaga keping anjeun di jero ngan nyésakeun saeutik léngkah keur lawan, sarta léngkah-léngkah anu goréng deuih.
strategy-parity = Ngaliwat méré lawan léngkah haratis, jadi usahakeun lawan teu boga léngkah. Deukeut ka ahir, itung kotak kosong di unggal wewengkon: jadi anu panungtungan maén di hiji wewengkon, di mana lawan geus teu bisa males, mindeng nguntungkeun sababaraha keping.

## Diagram: $player jeung $other nyaéta ngaran warna (diagram-black, diagram-white), $square kotak léngkahna, $turned kotak-kotak keping anu malik (contona "d4, e5"), $count jumlahna, $corner ngaran pojok
diagram-black = Hideung
diagram-white = Bodas
diagram-first-move = { $player } maén di { $square }: keping di { $turned } kajepit sarta malik.
diagram-eight-directions = { $player } maén di { $square }: di unggal dalapan arahna aya hiji jajaran anu kajepit, sarta sakabéh { $count } keping malik sakaligus: { $turned }.
diagram-pass = { $player } maén di { $square } sarta malikkeun { $turned }. Ayeuna { $other } teu boga léngkah sarta kudu ngaliwat: { $player } maén deui, dina salah sahiji kotak anu aya titikna.
diagram-corner = { $player } nyokot pojok { $square } sarta malikkeun { $turned }. Euweuh léngkah anu bisa malikkeun deui keping di { $square } salilana.
diagram-x-square = { $player } maén di { $square }, kotak X gigireun pojok kosong { $corner }, sarta malikkeun { $turned }. Ayeuna { $other } bisa nyokot pojok { $corner }, sakumaha anu dituduhkeun ku titikna.

## Ngeunaan
# $version nyaéta nomer vérsi kaulinan, contona 0.1.0
about-version = Reversi { $version }
about-game = Reversi ngalawan CPU, kalawan tilu lawan, pikeun komputer, panyungsi jeung Android. Dijieun ku para pangarang Reversi; teu ngumpulkeun nanaon sarta teu butuh internét.
# $licence nyaéta ngaran lisénsina, MIT
about-licence = Kaulinan ieu parangkat lunak bébas dina lisénsi { $licence }, anu dicitak lengkep di handap babarengan jeung lisénsi komponén-komponén anu dipaké pikeun ngawangunna.
about-licences-heading = Lisénsi
about-licences-intro = Kaulinan ieu ngandung font DejaVu Sans, Noto Sans CJK (pikeun basa Jepang, Cina, jeung Koréa), jeung Noto Sans Arabic, Hebrew, Devanagari, Bengali, jeung Thai (pikeun basa Arab, Persia, Ibrani, Hindi, Bengali, jeung Thai) sarta pustaka Rust (crate) anu didaptarkeun di handap. Lisénsi-lisénsina dicitak di handap sakumaha ditulis ku para pangarangna, dina basa Inggris; téks anu muncul leuwih ti sakali ngan dicitak dina munculna anu kahiji.
