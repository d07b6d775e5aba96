# Szójegyzék (a fordítás mindenütt ezeket a szavakat használja)
# disc = korong / move = lépés (lép) / pass = passz (passzol) / corner = sarok / edge = szél (szélső korong)
# mobility = mobilitás / parity = paritás / undo = visszavonás (Visszavonás gomb)
# easy / medium / hard = Könnyű / Közepes / Nehéz / CPU = gép / game = játszma
# X-square = X-mező / C-square = C-mező / board = tábla / square = mező / dot = pötty
# close in = közrefog / turn over = átfordít, átfordul / Black / White = Fekete / Fehér

# Útmutató és Névjegy (az olvasható oldalak). Minden bekezdés egy üzenet; a tördelést az oldal végzi.

page-how-to-play = Útmutató
page-about = Névjegy

## A szabályok
rules-heading = A szabályok
rules-board = A Reversit 8 × 8 mezős táblán játsszák: az oszlopok jele balról jobbra a-tól h-ig, a soroké fentről lefelé 1-től 8-ig tart. Kezdéskor négy korong áll középen: a fehér korongok a d4-en és az e5-ön, a feketék a d5-ön és az e4-en. Fekete lép először, utána a két fél felváltva következik.
rules-move = Lépéskor egy saját színű korongot teszel le egy üres mezőre úgy, hogy az ellenfél egy vagy több korongját közrefogja: vagyis ezek egy megszakítás nélküli sorát, amelynek a túlsó végén egy saját korongod áll. Minden így közrefogott korong átfordul a te színedre.
rules-lines = Egy lépés egyszerre mind a nyolc irányban hat: balra és jobbra, felfelé és lefelé, valamint a négy átló mentén. Minden sor átfordul, amelyet közrefog: mindegyik, és mind egyszerre; nem választhatod ki, hogy csak némelyiket fordítsd át. Az a sor, amely üres mezőnél vagy a tábla szélénél ér véget, semmit sem fordít át, és az átforduló korongok maguk nem fordítanak át további korongokat.
rules-dots = Egy lépésnek tehát legalább egy korongot át kell fordítania. Azokon a mezőkön, ahová léphetsz, pötty látható, és csak ezek a mezők reagálnak: szabálytalan lépést nem lehet megtenni.
rules-pass = Ha nincs lépésed, kimaradsz: passzolsz, és az ellenfél lép újra. Ez nem választás kérdése: amíg van lépésed, lépned kell. Rövid üzenet jelzi, ki passzolt.
rules-end = A játszma akkor ér véget, amikor egyik fél sem tud lépni: többnyire azért, mert megtelt a tábla, néha pedig már korábban, például ha az egyik színből egyetlen korong sem maradt. Ekkor összeszámolják a korongokat. Az nyer, akinek több korongja van a táblán; az üres mezőket senkinek sem számítják be; egyenlő számnál a játszma döntetlen.

## Játék ebben az alkalmazásban
app-heading = Játék ebben az alkalmazásban
app-dots = Amikor te következel, pötty jelöl minden mezőt, ahová léphetsz. A pöttyök csak azt mutatják, hová szabályos lépni, azt soha, hogy jó-e a lépés. Egy kis jel mutatja az utoljára letett korongot, és látszik, ahogy a korongok átfordulnak.
app-input = Koppints vagy kattints egy pöttyös mezőre, hogy oda lépj. Billentyűzettel a nyílbillentyűk egy keretet mozgatnak a táblán, a Tab a következő olyan mezőre viszi, ahová léphetsz (a Shift+Tab az előzőre), az Enter vagy a szóköz a keret alatti mezőre lép, az U vagy a Ctrl+Z visszavon, az Esc pedig visszavisz a menübe. Az F1 játszma közben megnyitja ezt az oldalt, a Vissza gomb pedig visszavisz a játszmához.
app-undo = A Visszavonás visszaveszi az utolsó lépésedet a gép válaszlépésével és a közben történt passzokkal együtt, így ismét te következel. Nem jár érte hátrány, és korlátlanul használható, a játszma vége után is: próbálj ki egy másik mezőt, és hasonlítsd össze.
app-opponents = A gép ellen játszol. A Könnyű észre sem veszi, ha sarkot enged át; a Közepes mérlegeli, hány lépése van az egyes feleknek, és mennyit érnek a mezők; a Nehéz több lépéssel előre számol, egy saját, ebben a projektben betanított kiértékelő függvénnyel. Válaszd a Feketét, ha te akarsz kezdeni, vagy a Fehéret, ha másodikként akarsz lépni; a szín a következő játszmádra érvényes.
app-statistics = A statisztikát a játék ellenfelenként külön vezeti: a lejátszott, megnyert, elvesztett és döntetlen játszmák száma, valamint a játékidő. Egy játszma lejátszottnak számít, amint elkezdődik, és megnyertnek, elvesztettnek vagy döntetlennek, amikor véget ér; a befejezetlenül hagyott játszma nem vereség. Semmilyen adat nem kerül ki az eszközödről.
app-saved = A játék minden lépés után elmenti a játszmádat, és akkor is, amikor bezárod az alkalmazást. A menü Folytatás pontjával ott folytathatod, ahol abbahagytad. Ha új játszmát kezdesz, az a mentett játszma helyébe lép.

## Alapstratégia
strategy-heading = Alapstratégia
strategy-corners = A sarkok a legfontosabbak. A sarokban álló korongot soha többé nem lehet átfordítani: a sarkon túl nincs több mező, így semmilyen irányban nem fogható közre két oldalról. A saját sarkod mellett a szélen álló korongjaid is gyakran stabillá, vagyis átfordíthatatlanná válnak.
strategy-x-squares = Az üres sarok melletti mezők veszélyesek. Az átlósan mellette lévőket (b2, g2, b7 és g7) X-mezőknek, a sarok mellett a szélen lévőket (b1, a2, g1, h2, a7, b8, h7 és g8) C-mezőknek nevezik. Ha oda lépsz, gyakran az ellenfél kezébe adod a sarkot.
strategy-edges = A szélső korongokat nehezebb átfordítani, mint a középen állókat, mert csak a szél mentén lehet közrefogni őket. Egy magányos szélső korong azonban így is közrefogható: óvatosan foglald el a széleket.
strategy-mobility = Ha a játszma közepén több korongod van, az még nem jelenti, hogy vezetsz. A mobilitás számít, vagyis hogy hány lehetséges lépésed van. Ha kevés korongot fordítasz át, és a korongjaidat belül tartod, az ellenfélnek kevés lépés marad, és azok is rosszak.
strategy-parity = A passz ingyen lépést ad az ellenfélnek, ezért próbáld lépés nélkül hagyni. A vége felé számold meg az egyes területek üres mezőit: ha egy területen te lépsz utoljára, ahol az ellenfél már nem tud válaszolni, az gyakran több korongot hoz. Ezt hívják paritásnak.

## Az ábrák: $player és $other színnév (diagram-black, diagram-white), $square a lépés mezője, $turned az átforduló korongok mezői (pl. „d4, e5”), $count ezek száma, $corner egy sarok neve. A mezőnevek elé nem kerül névelő, mögéjük rag: kettőspont vagy zárójel vezeti be őket.
diagram-black = Fekete
diagram-white = Fehér
diagram-first-move = { $player } lép: { $square }. { $count ->
    [one] A közrefogott korong átfordul: { $turned }.
   *[other] A közrefogott korongok átfordulnak: { $turned }.
}
diagram-eight-directions = { $player } lép: { $square }. Mind a nyolc irányban közrefog egy-egy sort, így egyszerre összesen { $count } korong fordul át: { $turned }.
diagram-pass = { $player } lép: { $square }; átfordul: { $turned }. Most { $other } nem tud lépni, passzolnia kell: újra { $player } lép, valamelyik pöttyös mezőre.
diagram-corner = { $player } elfoglalja a sarkot: { $square }; átfordul: { $turned }. Ezt a sarokkorongot ({ $square }) soha semmilyen lépés nem fordíthatja vissza.
diagram-x-square = { $player } lép: { $square }, amely X-mező az üres sarok ({ $corner }) mellett; átfordul: { $turned }. Most { $other } elfoglalhatja a sarkot ({ $corner }), ahogy a pötty mutatja.

## Névjegy
# $version a játék verziószáma, pl. 0.1.0
about-version = Reversi { $version }
about-game = Reversi a gép ellen, három ellenféllel, asztali számítógépre, böngészőbe és Androidra. A Reversi szerzői készítették; semmilyen adatot nem gyűjt, és internetkapcsolat sem kell hozzá.
# $licence a licenc neve, MIT
about-licence = Ez a játék { $licence }-licencű szabad szoftver. A licenc teljes szövege lent olvasható, azoknak a részeknek a licenceivel együtt, amelyekből a játék készült.
about-licences-heading = Licencek
about-licences-intro = A játék tartalmazza a DejaVu Sans, a Noto Sans CJK (a japán, kínai és koreai szöveghez) és a Noto Sans Arabic, Hebrew, Devanagari, Bengali és Thai (az arab, perzsa, héber, hindi, bengáli és thai szöveghez) betűtípust, valamint az alább felsorolt Rust-könyvtárakat (crate-eket). Licencük lent olvasható, ahogy szerzőik megírták, angolul; a többször előforduló szövegek csak az első alkalommal szerepelnek.
