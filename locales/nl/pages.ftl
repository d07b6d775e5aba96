# WOORDENLIJST (Nederlands) — overal deze woorden gebruiken:
# disc = schijf; move = zet (zetten, spelen); pass = passen; corner = hoek; edge = rand;
# mobility = mobiliteit; parity = pariteit; undo = terugnemen (knop Terugnemen);
# easy/medium/hard = Makkelijk / Normaal / Moeilijk; X-square = X-veld; C-square = C-veld;
# board = bord (speelbord); square = veld; turn (a disc) = omdraaien (nooit draaien, omslaan of terugdraaien);
# close in = insluiten; line (of discs, in any direction) = lijn (rij = alleen de rijen 1 tot en met 8);
# game (one game) = partij; the other side = de tegenstander.
#
# Speluitleg en Over (de leespagina's). Elke alinea is één bericht; de pagina breekt hem af.

page-how-to-play = Speluitleg
page-about = Over

## De regels
rules-heading = De regels
rules-board = Reversi wordt gespeeld op een bord van 8 × 8 velden: kolommen a tot en met h van links naar rechts, rijen 1 tot en met 8 van boven naar beneden. Bij het begin staan er vier schijven in het midden: Wit op d4 en e5, Zwart op d5 en e4. Zwart begint, daarna zijn de twee spelers om de beurt aan zet.
rules-move = Met een zet leg je een schijf van jouw kleur op een leeg veld, zodanig dat je een of meer schijven van de tegenstander insluit: een ononderbroken lijn van zijn schijven met aan het andere eind een schijf van jou. Elke schijf die zo wordt ingesloten, wordt omgedraaid en krijgt jouw kleur.
rules-lines = Een zet werkt in alle acht richtingen tegelijk: naar links en rechts, naar boven en beneden, en langs de vier diagonalen. Elke lijn die hij insluit, wordt omgedraaid: allemaal, en allemaal tegelijk; je kunt niet kiezen om er maar een paar om te draaien. Een lijn die eindigt bij een leeg veld of bij de rand van het bord, draait niets om, en de schijven die omgedraaid worden, draaien zelf geen andere schijven om.
rules-dots = Een zet moet dus minstens één schijf omdraaien. De velden waar je kunt spelen, hebben een stip, en alleen die velden reageren: een zet die niet mag, kun je ook niet doen.
rules-pass = Heb je geen zet, dan wordt je beurt overgeslagen: je past en de tegenstander speelt nog eens. Dat is geen keuze: zolang je een zet hebt, moet je spelen. Een korte melding laat zien wie gepast heeft.
rules-end = De partij is afgelopen als geen van beide spelers nog een zet heeft: meestal is het bord vol, soms eindigt de partij eerder, bijvoorbeeld als een kleur geen schijven meer heeft. Dan worden de schijven geteld. Wie de meeste schijven op het bord heeft, wint; lege velden tellen voor niemand; bij een gelijk aantal is het gelijkspel.

## Spelen in deze app
app-heading = Spelen in deze app
app-dots = Als je aan zet bent, staat er een stip op elk veld waar je mag spelen. De stippen laten alleen zien waar een zet mag, nooit of hij goed is. Een kleine markering toont de laatst gelegde schijf, en je ziet de schijven omdraaien.
app-input = Tik of klik op een veld met een stip om daar te spelen. Met een toetsenbord verplaatsen de pijltjestoetsen een kader over het bord, Tab brengt het naar het volgende veld waar je kunt spelen (Shift+Tab naar het vorige), Enter of de spatiebalk speelt op het veld eronder, U of Ctrl+Z neemt een zet terug, en Esc gaat terug naar het menu. F1 opent deze pagina tijdens een partij, en Terug brengt je terug naar de partij.
app-undo = Terugnemen neemt je laatste zet terug, samen met het antwoord van de CPU; is er tussendoor gepast, dan wordt ook dat teruggenomen, zodat je weer aan zet bent. Het kost niets en kan zo vaak je wilt, ook als de partij afgelopen is: probeer een ander veld en vergelijk.
app-opponents = Je speelt tegen de CPU. Makkelijk geeft hoeken weg zonder het te merken; Normaal weegt af hoeveel zetten elke speler heeft en wat de velden waard zijn; Moeilijk rekent vooruit met een evaluatie die dit project zelf heeft getraind. Kies Zwart om te beginnen of Wit om als tweede te zetten; de kleur geldt vanaf je volgende partij.
app-statistics = Voor elke tegenstander worden statistieken bijgehouden: gespeelde, gewonnen, verloren en gelijkgespeelde partijen, en de speeltijd. Een partij telt als gespeeld zodra ze begint, en als gewonnen, verloren of gelijkgespeeld zodra ze afgelopen is; een partij die je niet uitspeelt, is geen nederlaag. Niets verlaat je apparaat.
app-saved = Je partij wordt na elke zet opgeslagen, en ook als je de app sluit. Met Doorgaan in het menu ga je verder waar je gebleven was. Als je een nieuwe partij begint, vervangt die de opgeslagen partij.

## Eerste strategie
strategy-heading = Eerste strategie
strategy-corners = Hoeken zijn het belangrijkst. Een schijf in een hoek kan nooit meer worden omgedraaid, want geen enkele lijn loopt door een hoek heen. Ook schijven langs de randen naast een hoek die van jou is, worden vaak veilig.
strategy-x-squares = De velden naast een lege hoek zijn gevaarlijk. De diagonale (b2, g2, b7 en g7) heten X-velden, die naast de hoek op de rand (b1, a2, g1, h2, a7, b8, h7 en g8) C-velden. Wie daar speelt, geeft de tegenstander vaak de kans om de hoek te nemen.
strategy-edges = Schijven op de rand worden minder snel omgedraaid dan schijven in het midden, omdat ze alleen langs de rand kunnen worden ingesloten. Maar ook een losse schijf op de rand kan nog worden ingesloten: speel dus met beleid op de randen.
strategy-mobility = Meer schijven hebben in het middenspel betekent niet dat je voorstaat. Wat telt, is mobiliteit: hoeveel zetten je hebt. Wie weinig schijven omdraait en zijn schijven binnen houdt, weg van de lege velden, laat de tegenstander weinig zetten over, en vaak slechte.
strategy-parity = Wie moet passen, geeft de tegenstander een extra zet, dus probeer de tegenstander zonder zetten te laten. Tel tegen het einde de lege velden per gebied: wie in een gebied de laatste zet doet, zodat de tegenstander daar niet meer kan antwoorden, wint vaak schijven. Dat heet pariteit.

## De diagrammen: $player en $other zijn kleurnamen (diagram-black, diagram-white), $square is het veld van de zet, $turned de velden van de schijven die omdraaien (zoals "d4, e5"), $count hoeveel, $corner de naam van een hoek
diagram-black = Zwart
diagram-white = Wit
diagram-first-move = { $player } speelt { $square }: { $count ->
    [one] de schijf op { $turned } wordt ingesloten en omgedraaid.
   *[other] de schijven op { $turned } worden ingesloten en omgedraaid.
}
diagram-eight-directions = { $player } speelt { $square }: in elk van de acht richtingen wordt een lijn ingesloten, en alle { $count } schijven worden tegelijk omgedraaid: { $turned }.
diagram-pass = { $player } speelt { $square } en draait { $turned } om. Nu heeft { $other } geen zet en moet passen: { $player } speelt nog eens, op een van de velden met een stip.
diagram-corner = { $player } neemt de hoek { $square } en draait { $turned } om. Geen enkele zet kan de schijf op { $square } ooit nog omdraaien.
diagram-x-square = { $player } speelt { $square }, een X-veld naast de lege hoek { $corner }, en draait { $turned } om. Nu kan { $other } de hoek { $corner } nemen, zoals de stip laat zien.

## Over
# $version is het versienummer van het spel, zoals 0.1.0
about-version = Reversi { $version }
about-game = Reversi tegen de CPU, met drie tegenstanders, voor de desktop, de browser en Android. Gemaakt door de auteurs van Reversi; het verzamelt niets en heeft geen netwerk nodig.
# $licence is de naam van de licentie, MIT
about-licence = Dit spel is vrije software onder de { $licence }-licentie, die hieronder volledig staat, samen met de licenties van de onderdelen waarmee het gebouwd is.
about-licences-heading = Licenties
about-licences-intro = Het spel bevat de lettertypen DejaVu Sans, Noto Sans CJK (voor Japans, Chinees en Koreaans) en Noto Sans Arabic, Hebrew, Devanagari, Bengali en Thai (voor Arabisch, Perzisch, Hebreeuws, Hindi, Bengaals en Thai), en de Rust-bibliotheken (crates) die hieronder staan. Hun licenties volgen zoals hun auteurs ze geschreven hebben, in het Engels; een tekst die meer dan eens voorkomt, staat er alleen de eerste keer.
