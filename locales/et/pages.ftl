# Kuidas mängida ja Teave (lugemislehed). Iga lõik on üks sõnum; leht murrab selle ridadeks.

page-how-to-play = Kuidas mängida
page-about = Teave

## Reeglid
rules-heading = Reeglid
rules-board = Reversit mängitakse 8 × 8 ruuduga laual: veerud a kuni h vasakult paremale, read 1 kuni 8 ülevalt alla. Alguses on keskel neli nuppu: valged ruutudel d4 ja e5, mustad ruutudel d5 ja e4. Esimesena käib must, seejärel käivad pooled kordamööda.
rules-move = Käiguga pannakse oma värvi nupp tühjale ruudule nii, et see võtab vahele ühe või mitu vastase nuppu: katkematu rea neist, mille teises otsas on sinu nupp. Iga nii vahele võetud nupp pööratakse sinu värvi.
rules-lines = Käik mõjub korraga kõigis kaheksas suunas: vasakule ja paremale, üles ja alla ning mööda nelja diagonaali. Iga vahele võetud rida pöördub, kõik ja kõik korraga; ainult osa neist valida ei saa. Rida, mis lõpeb tühja ruudu või laua servaga, ei pööra midagi, ja pööratud nupud ise enam teisi nuppe ei pööra.
rules-dots = Seega peab käik pöörama vähemalt ühe nupu. Ruutudel, kuhu saad käia, on täpp, ja ainult need ruudud reageerivad: lubamatut käiku ei saagi teha.
rules-pass = Kui sul käiku pole, jäetakse su kord vahele: sa passid ja vastane käib uuesti. See pole valik: kuni sul on käik, pead käima. Lühike teade ütleb, kes passis.
rules-end = Mäng lõpeb, kui kumbki pool ei saa enam käia: tavaliselt on laud täis, mõnikord lõpeb mäng varem, näiteks kui ühel värvil pole enam ühtegi nuppu. Siis loetakse nupud kokku. Võidab see, kellel on laual rohkem nuppe; tühjad ruudud ei lähe kellelegi; võrdse arvu korral on viik.

## Mängimine selles rakenduses
app-heading = Mängimine selles rakenduses
app-dots = Sinu käigu ajal märgib täpp iga ruudu, kuhu võid käia. Täpid näitavad ainult, kus käik on lubatud, mitte seda, kas see on hea. Väike märk näitab viimasena pandud nuppu, ja pöörduvaid nuppe on näha pöördumas.
app-input = Käimiseks puuduta või klõpsa täpiga ruutu. Klaviatuuril liigutavad nooleklahvid raami üle laua, Tab viib raami järgmisele ruudule, kuhu saad käia (Shift+Tab eelmisele), Enter või tühik käib selle all olevale ruudule, U või Ctrl+Z võtab tagasi ja Esc viib menüüsse. F1 avab mängu ajal selle lehe ja Tagasi viib sind mängu tagasi.
app-undo = Võta tagasi tühistab sinu viimase käigu koos arvuti vastusega ja kõigi vahepealsete passidega, nii et käik on jälle sinu. See on tasuta ja piiramatu, ka pärast mängu lõppu: proovi teist ruutu ja võrdle.
app-opponents = Sa mängid arvuti vastu. Lihtne annab nurki ära seda märkamata; Keskmine kaalub, mitu käiku kummalgi poolel on ja kui väärtuslikud on ruudud; Raske arvutab ette hinnanguga, mille see projekt on ise treeninud. Vali must, et käia esimesena, või valge, et käia teisena; värv kehtib sinu järgmises mängus.
app-statistics = Iga vastase kohta peetakse statistikat: mängitud, võidetud, kaotatud ja viigiga lõppenud mängud ning mänguaeg. Mäng loetakse mängituks, kui see algab, ja võiduks, kaotuseks või viigiks, kui see lõpeb; pooleli jäetud mäng pole kaotus. Miski ei lahku sinu seadmest.
app-saved = Sinu mäng salvestatakse pärast iga käiku ja ka siis, kui rakenduse sulged. Menüü nupp Jätka jätkab sealt, kus pooleli jäid. Uus mäng asendab salvestatud mängu.

## Esimene strateegia
strategy-heading = Esimene strateegia
strategy-corners = Kõige tähtsamad on nurgad. Nurgas olevat nuppu ei saa enam kunagi pöörata, sest ükski rida ei ulatu nurgast kaugemale. Ka serva nupud sinu nurga kõrval muutuvad sageli kindlaks.
strategy-x-squares = Tühja nurga kõrval olevad ruudud on ohtlikud. Diagonaalseid (b2, g2, b7 ja g7) nimetatakse X-ruutudeks, nurga kõrval serval olevaid (b1, a2, g1, h2, a7, b8, h7 ja g8) C-ruutudeks. Sinna käimine laseb vastasel sageli nurga võtta.
strategy-edges = Serva nuppe on raskem pöörata kui keskel olevaid, sest neid saab vahele võtta ainult mööda serva. Kuid ka üksiku nupu serval saab ümber piirata: võta servi ettevaatlikult.
strategy-mobility = Rohkem nuppe mängu keskel ei tähenda, et oled ees. Loeb liikuvus: mitu käiku sul on. Kui pöörad vähe nuppe ja hoiad oma nupud sees pool, jääb vastasele vähe käike, ja halbu.
strategy-parity = Pass annab vastasele tasuta käigu, seega püüa jätta vastane käikudeta. Lõpu poole loe iga piirkonna tühjad ruudud kokku: piirkonnas viimasena käia, kus vastane enam vastata ei saa, toob sageli nuppe.

## Joonised: $player ja $other on värvide nimed (diagram-black, diagram-white), $square on käigu ruut, $turned pöörduvate nuppude ruudud (näiteks "d4, e5"), $count nende arv, $corner nurga nimi
diagram-black = Must
diagram-white = Valge
diagram-first-move = { $player } käib ruudule { $square }: { $count ->
    [one] nupp ruudul { $turned } võetakse vahele ja pöördub.
   *[other] nupud ruutudel { $turned } võetakse vahele ja pöörduvad.
}
diagram-eight-directions = { $player } käib ruudule { $square }: igas kaheksas suunas võetakse vahele üks rida ja kõik { $count } nuppu pöörduvad korraga: { $turned }.
diagram-pass = { $player } käib ruudule { $square } ja pöörab { $turned }. Nüüd pole vastasel ({ $other }) käiku ja ta peab passima: { $player } käib uuesti, mõnele täpiga ruudule.
diagram-corner = { $player } võtab nurga { $square } ja pöörab { $turned }. Ükski käik ei saa nuppu ruudul { $square } enam tagasi pöörata.
diagram-x-square = { $player } käib ruudule { $square }, X-ruudule tühja nurga { $corner } kõrval, ja pöörab { $turned }. Nüüd saab { $other } võtta nurga { $corner }, nagu täpp näitab.

## Teave
# $version on mängu versiooninumber, näiteks 0.1.0
about-version = Reversi { $version }
about-game = Reversi arvuti vastu, kolme vastasega, lauaarvutile, brauserile ja Androidile. Teinud Reversi autorid; see ei kogu midagi ega vaja võrku.
# $licence on litsentsi nimi, MIT
about-licence = See mäng on vaba tarkvara { $licence } litsentsi all, mis on allpool täielikult ära toodud koos nende osade litsentsidega, millest mäng on tehtud.
about-licences-heading = Litsentsid
about-licences-intro = Mäng sisaldab kirjatüüpe DejaVu Sans ja Noto Sans CJK (jaapani, hiina ja korea keele jaoks) ning allpool loetletud Rusti teeke (crate'e). Nende litsentsid järgnevad nii, nagu autorid need kirjutasid, inglise keeles; mitu korda esinev tekst on esitatud ainult esimesel korral.
