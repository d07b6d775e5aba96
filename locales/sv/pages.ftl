# Ordlista (samma ord överallt: knappar, Så spelar du, skärmläsare, butikstexter)
# disc = bricka / move = drag (verb: spela på en ruta) / pass = pass (verb: passa) / corner = hörn / edge = kant
# mobility = mobilitet / parity = paritet / undo = ångra
# easy / medium / hard = Lätt / Medel / Svår
# X-square = X-ruta / C-square = C-ruta
# board = bräde / square = ruta / row = rad / column = kolumn / line = linje / turn over = vända / close in = stänga in / region = område
# Black / White = Svart / Vit (versal när det är sidan som spelar) / the CPU = datorn / game = parti / dot = prick

# Så spelar du och Om (lässidorna). Varje stycke är ett meddelande; sidan radbryter det.

page-how-to-play = Så spelar du
page-about = Om

## Reglerna
rules-heading = Reglerna
rules-board = Reversi spelas på ett bräde med 8 × 8 rutor: kolumnerna a till h från vänster till höger, raderna 1 till 8 uppifrån och ned. Vid starten står fyra brickor i mitten: Vit på d4 och e5, Svart på d5 och e4. Svart börjar, och sedan turas de två sidorna om att dra.
rules-move = Ett drag består i att lägga en bricka i din färg på en tom ruta så att den stänger in en eller flera av motståndarens brickor: en obruten linje av dem med en av dina egna brickor i andra änden. Varje bricka som stängs in på det sättet vänds till din färg.
rules-lines = Ett drag verkar i alla åtta riktningar på en gång: åt vänster och höger, uppåt och nedåt och längs de fyra diagonalerna. Alla linjer som draget stänger in vänds – samtliga och samtidigt; du kan inte välja att vända bara några av dem. En linje som slutar vid en tom ruta eller vid brädets kant vänds inte, och brickorna som vänds vänder inte själva några fler brickor.
rules-dots = Ett drag måste alltså vända minst en bricka. Rutorna där du kan spela är markerade med en prick, och bara de rutorna reagerar: ett otillåtet drag går inte att göra.
rules-pass = Om du inte har något drag hoppas din tur över: du passar och motståndaren spelar igen. Det är inget val: så länge du har ett drag måste du spela. Ett kort meddelande visar vem som passade.
rules-end = Partiet är slut när ingen av sidorna kan dra: oftast är brädet fullt, ibland tar det slut tidigare, till exempel när en färg inte har några brickor kvar. Då räknas brickorna. Den som har flest brickor på brädet vinner; tomma rutor räknas inte till någon; vid lika många brickor blir det oavgjort.

## Att spela i appen
app-heading = Att spela i appen
app-dots = När det är din tur markerar en prick varje ruta där du får spela. Prickarna visar bara var ett drag är tillåtet, aldrig om det är bra. En liten markering visar den senast lagda brickan, och du ser hur brickorna vänds.
app-input = Tryck eller klicka på en ruta med prick för att spela där. Med tangentbordet flyttar piltangenterna en ram över brädet, Tabb flyttar den till nästa ruta där du kan spela (Skift+Tabb till föregående), Retur eller Blanksteg spelar på rutan under ramen, U eller Ctrl+Z ångrar och Esc går tillbaka till menyn. F1 öppnar den här sidan under ett parti, och med Tillbaka kommer du tillbaka till partiet.
app-undo = Ångra tar tillbaka ditt senaste drag tillsammans med datorns svar och eventuella pass däremellan, så att det blir din tur igen. Det kostar inget och går hur många gånger som helst, även efter partiets slut: prova en annan ruta och jämför.
app-opponents = Du spelar mot datorn. Lätt ger bort hörn utan att märka det; Medel väger in hur många drag varje sida har och vad rutorna är värda; Svår räknar flera drag framåt med en värdering som det här projektet självt har tränat. Välj Svart för att börja eller Vit för att dra som tvåa; färgen gäller från och med ditt nästa parti.
app-statistics = Statistik förs för varje motståndare: spelade, vunna, förlorade och oavgjorda partier samt speltiden. Ett parti räknas som spelat när det börjar och som vunnet, förlorat eller oavgjort när det slutar; ett parti som du lämnar ofärdigt räknas inte som förlust. Ingenting lämnar din enhet.
app-saved = Ditt parti sparas efter varje drag och även när du stänger appen. Med Fortsätt i menyn spelar du vidare där du slutade. Ett nytt parti ersätter det sparade.

## Grundstrategi
strategy-heading = Grundstrategi
strategy-corners = Hörnen är viktigast. En bricka i ett hörn kan aldrig vändas igen, eftersom det inte finns något bortom hörnet: ingen linje går förbi det, så brickan kan aldrig stängas in från båda håll. Brickor längs kanterna intill ett hörn som du har tagit blir ofta också säkra.
strategy-x-squares = Rutorna intill ett tomt hörn är farliga. De diagonala (b2, g2, b7 och g7) kallas X-rutor, de som ligger bredvid hörnet längs kanten (b1, a2, g1, h2, a7, b8, h7 och g8) C-rutor. Spelar du där får motståndaren ofta chansen att ta hörnet.
strategy-edges = Kantbrickor är svårare att vända än brickor i mitten, eftersom de bara kan stängas in längs kanten. Men en ensam bricka på en kant kan ändå stängas in: ta kanter med försiktighet.
strategy-mobility = Att ha fler brickor i mittspelet betyder inte att du leder. Det som räknas är mobilitet: hur många drag du har. Vänder du få brickor och håller dina brickor på insidan lämnar du motståndaren få drag, och dessutom dåliga.
strategy-parity = Ett pass ger motståndaren ett gratis drag, så försök att lämna motståndaren utan drag. Mot slutet av partiet lönar det sig att räkna de tomma rutorna i varje område: att göra det sista draget i ett område, där motståndaren inte längre kan svara, är ofta värt brickor.

## Diagrammen: $player och $other är färgnamn (diagram-black, diagram-white), $square är rutan där draget spelas, $turned rutorna vars brickor vänds (t.ex. "d4, e5"), $count hur många, $corner ett hörns namn
diagram-black = Svart
diagram-white = Vit
diagram-first-move = { $player } spelar { $square }: { $count ->
    [one] brickan på { $turned } stängs in och vänds.
   *[other] brickorna på { $turned } stängs in och vänds.
}
diagram-eight-directions = { $player } spelar { $square }: en linje i var och en av de åtta riktningarna stängs in, och alla { $count } brickorna vänds på en gång: { $turned }.
diagram-pass = { $player } spelar { $square } och vänder { $turned }. Nu har { $other } inget drag och måste passa: { $player } spelar igen, på en av rutorna med prick.
diagram-corner = { $player } tar hörnet { $square } och vänder { $turned }. Inget drag kan någonsin vända tillbaka brickan på { $square }.
diagram-x-square = { $player } spelar { $square }, en X-ruta intill det tomma hörnet { $corner }, och vänder { $turned }. Nu kan { $other } ta hörnet { $corner }, som pricken visar.

## Om
# $version är spelets versionsnummer, t.ex. 0.1.0
about-version = Reversi { $version }
about-game = Reversi mot datorn, med tre motståndare, på dator, i webbläsaren och på Android. Gjort av upphovspersonerna bakom Reversi; spelet samlar inte in något och behöver inget nätverk.
# $licence är licensens namn, MIT
about-licence = Det här spelet är fri programvara under { $licence }-licensen, som återges i sin helhet nedan tillsammans med licenserna för det som spelet är byggt av.
about-licences-heading = Licenser
about-licences-intro = Spelet innehåller typsnitten DejaVu Sans, Noto Sans CJK (för japanska, kinesiska och koreanska) och Noto Sans Arabic, Hebrew, Devanagari, Bengali och Thai (för arabiska, persiska, hebreiska, hindi, bengali och thailändska) samt de Rust-bibliotek (crates) som listas nedan. Deras licenser följer så som upphovspersonerna skrev dem, på engelska; en text som förekommer flera gånger återges bara första gången.
