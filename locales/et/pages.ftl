# Kuidas mängida ja Teave (lugemislehed). Iga lõik on üks sõnum; leht murrab selle ridadeks.

page-how-to-play = Kuidas mängida
page-about = Teave

## Reeglid
rules-heading = Reeglid
rules-board = Reversit mängitakse 8 × 8 ruuduga laual: veerud a kuni h vasakult paremale, read 1 kuni 8 ülevalt alla. Alguses on keskel neli nuppu: valged ruutudel d4 ja e5, mustad ruutudel d5 ja e4. Esimesena käib must, seejärel käivad mängijad kordamööda.
rules-move = Käigul paned oma värvi nupu tühjale ruudule nii, et see võtab vahele ühe või mitu vastase nuppu: katkematu rea, mille teises otsas on sinu nupp. Iga nii vahele võetud nupp pööratakse ümber sinu värvi.
rules-lines = Käik mõjub korraga kõigis kaheksas suunas: vasakule ja paremale, üles ja alla ning mööda nelja diagonaali. Iga vahele võetud rida pööratakse ümber – kõik read ja kõik korraga; ainult osa neist pöörata ei saa. Rida, mille lõpus on tühi ruut või laua serv, ei pöördu üldse. Ümber pööratud nupud ise teisi nuppe enam ei pööra.
rules-dots = Seega peab käik pöörama ümber vähemalt ühe nupu. Ruutudel, kuhu saad käia, on täpp ja ainult need ruudud reageerivad: lubamatut käiku ei saagi teha.
rules-pass = Kui sul käiku pole, jäetakse su kord vahele: sa passid ja vastane käib uuesti. Passida ei saa omal soovil: kui sul on käik, pead käima. Lühike teade ütleb, kes passis.
rules-end = Mäng lõpeb, kui kumbki pool ei saa enam käia: tavaliselt on laud siis täis, mõnikord lõpeb mäng varem, näiteks kui ühel värvil pole enam ühtegi nuppu. Siis loetakse nupud kokku. Võidab see, kellel on laual rohkem nuppe; tühjad ruudud ei lähe kellegi arvele; võrdse arvu korral on viik.

## Mängimine selles rakenduses
app-heading = Mängimine selles rakenduses
app-dots = Kui on sinu kord, märgib täpp iga ruudu, kuhu võid käia. Täpid näitavad ainult, kus käik on lubatud, mitte seda, kas see on hea. Väike märk näitab viimasena pandud nuppu ja näed, kuidas nupud ümber pöörduvad.
app-input = Käimiseks puuduta või klõpsa täpiga ruutu. Klaviatuuriga liigutavad nooleklahvid raami mööda lauda, Tab viib raami järgmisele ruudule, kuhu saad käia (Shift+Tab eelmisele), Enter või tühikuklahv teeb käigu raamiga märgitud ruudule, U või Ctrl+Z võtab käigu tagasi ja Esc viib menüüsse. F1 avab mängu ajal selle lehe ja nupp „Tagasi“ viib sind mängu juurde tagasi.
app-undo = Nupp „Võta tagasi“ tühistab sinu viimase käigu koos arvuti vastusega ja kõigi vahepealsete passidega, nii et on jälle sinu kord. Tagasi võtta võib piiramatult ja karistuseta, ka pärast mängu lõppu: proovi teist ruutu ja võrdle.
app-opponents = Sa mängid arvuti vastu. Lihtne annab nurki ära seda märkamata; Keskmine kaalub, mitu käiku kummalgi poolel on ja kui väärtuslikud on ruudud; Raske arvutab mitu käiku ette ja hindab seise hindamisfunktsiooniga, mille see projekt on ise treeninud. Vali must, et käia esimesena, või valge, et käia teisena; värv kehtib alates sinu järgmisest mängust.
app-statistics = Iga vastase kohta peetakse statistikat: mängude, võitude, kaotuste ja viikide arv ning mänguaeg. Mäng läheb mängude hulka, kui see algab, ning võitude, kaotuste või viikide hulka, kui see lõpeb; pooleli jäetud mäng pole kaotus. Andmed ei lahku sinu seadmest.
app-saved = Sinu mäng salvestatakse pärast iga käiku ja ka siis, kui rakenduse sulged. Menüü nupuga „Jätka“ jätkad sealt, kus pooleli jäid. Uue mängu alustamisel asendub salvestatud mäng uuega.

## Esimene strateegia
strategy-heading = Strateegia alused
strategy-corners = Kõige tähtsamad on nurgad. Nurgas olevat nuppu ei saa enam kunagi ümber pöörata, sest ükski rida ei ulatu nurgast kaugemale. Sageli muutuvad stabiilseks ka sinu nurga kõrval serval olevad nupud.
strategy-x-squares = Tühja nurga kõrval olevad ruudud on ohtlikud. Nurgaga diagonaalis olevaid (b2, g2, b7 ja g7) nimetatakse X-ruutudeks, nurga kõrval serval olevaid (b1, a2, g1, h2, a7, b8, h7 ja g8) C-ruutudeks. Sinna käies lased vastasel sageli nurga võtta.
strategy-edges = Servanuppe on raskem ümber pöörata kui keskel olevaid, sest neid saab vahele võtta ainult mööda serva. Kuid ka üksiku servanupu saab vahele võtta: ole servadega ettevaatlik.
strategy-mobility = Rohkem nuppe mängu keskel ei tähenda, et oled ees. Loeb liikuvus: mitu käiku sul on. Kui pöörad ümber vähe nuppe ja hoiad oma nupud teiste keskel, jääb vastasele vähe ja halbu käike.
strategy-parity = Pass annab vastasele lisakäigu, seega püüa jätta vastane käikudeta. Lõpu poole loe kokku iga piirkonna tühjad ruudud: kui käid piirkonnas viimasena ja vastane ei saa seal enam vastata, võidad sageli nuppe.

## Joonised: $player ja $other on värvide nimed (diagram-black, diagram-white), $square on käigu ruut, $turned pöörduvate nuppude ruudud (näiteks "d4, e5"), $count nende arv, $corner nurga nimi
diagram-black = Must
diagram-white = Valge
diagram-first-move = { $player } käib ruudule { $square }: { $count ->
    [one] nupp ruudul { $turned } jääb vahele ja pöördub ümber.
   *[other] nupud ruutudel { $turned } jäävad vahele ja pöörduvad ümber.
}
diagram-eight-directions = { $player } käib ruudule { $square }: igas kaheksas suunas jääb vahele üks rida ja kõik { $count } nuppu pöörduvad korraga ümber: { $turned }.
diagram-pass = { $player } käib ruudule { $square } ja pöörab ümber { $turned }. Nüüd ei saa { $other } käia ja peab passima: { $player } käib uuesti, mõnele täpiga ruudule.
diagram-corner = { $player } võtab nurga { $square } ja pöörab ümber { $turned }. Ükski käik ei saa nuppu ruudul { $square } enam tagasi pöörata.
diagram-x-square = { $player } käib ruudule { $square }, X-ruudule tühja nurga { $corner } kõrval, ja pöörab ümber { $turned }. Nüüd saab { $other } võtta nurga { $corner }, nagu täpp näitab.

## Teave
# $version on mängu versiooninumber, näiteks 0.1.0
about-version = Reversi { $version }
about-game = Reversi arvuti vastu, kolme vastasega, lauaarvutile, brauserile ja Androidile. Mängu on teinud Reversi autorid; see ei kogu andmeid ega vaja võrguühendust.
# $licence on litsentsi nimi, MIT
about-licence = See mäng on vaba tarkvara, mida levitatakse litsentsi { $licence } alusel. Litsents on allpool täielikult ära toodud koos nende osade litsentsidega, millest mäng on tehtud.
about-licences-heading = Litsentsid
about-licences-intro = Mäng sisaldab kirjatüüpe DejaVu Sans, Noto Sans CJK (jaapani, hiina ja korea keele jaoks) ja Noto Sans Arabic, Hebrew, Devanagari, Bengali ja Thai (araabia, pärsia, heebrea, hindi, bengali ja tai keele jaoks) ning allpool loetletud Rusti teeke (crate’e). Nende litsentsid on toodud nii, nagu autorid need kirjutasid, inglise keeles; mitu korda esinev tekst on esitatud ainult esimest korda.
