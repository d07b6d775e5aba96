# Slovníček (tato slova překlad používá všude):
# disc = kámen / move = tah (táhnout, hrát na pole) / pass = pas (pasovat) / corner = roh / edge = okraj
# mobility = mobilita / parity = parita / undo = vrácení tahu (tlačítko: Vrátit tah)
# easy / medium / hard = Lehký / Střední / Těžký
# X-square = X-pole / C-square = C-pole / enclose = obstoupit / turn over = otočit (se)
# board = deska / square = pole / line = řada / Black / White = černý / bílý (kameny: černé / bílé)
# CPU = počítač / the other side = soupeř / one game played = partie / oslovení: tykání

# Jak hrát a O hře (stránky ke čtení). Každý odstavec je jedna zpráva; zalamuje ho stránka.

page-how-to-play = Jak hrát
page-about = O hře

## Pravidla
rules-heading = Pravidla
rules-board = Reversi se hraje na desce 8 × 8 polí: sloupce a až h zleva doprava, řady 1 až 8 shora dolů. Na začátku stojí uprostřed čtyři kameny: bílé na d4 a e5, černé na d5 a e4. První táhne černý, potom se oba hráči v tazích střídají.
rules-move = Tahem položíš jeden kámen své barvy na prázdné pole tak, aby obstoupil jeden nebo více soupeřových kamenů: nepřerušenou řadu soupeřových kamenů, na jejímž druhém konci stojí tvůj kámen. Každý takto obstoupený kámen se otočí na tvou barvu.
rules-lines = Tah působí ve všech osmi směrech najednou: vlevo a vpravo, nahoru a dolů a po čtyřech diagonálách. Otočí se všechny řady, které tah obstoupí, každá celá a všechny naráz; nelze si vybrat, že se otočí jen některé. Řada, která končí prázdným polem nebo okrajem desky, neotočí nic, a kameny, které se otočily, už samy žádné další kameny neotáčejí.
rules-dots = Tah proto musí otočit aspoň jeden kámen. Pole, kam můžeš táhnout, jsou označena tečkou a reagují jen ta: nepovolený tah zahrát nejde.
rules-pass = Když nemáš žádný tah, tvůj tah propadá: pasuješ a soupeř táhne znovu. Není to na tvé volbě: dokud nějaký tah máš, musíš hrát. Kdo pasoval, ohlásí krátké upozornění.
rules-end = Partie končí, když už nemůže táhnout ani jeden hráč: obvykle je deska plná, někdy skončí dřív, například když jedné barvě nezbude žádný kámen. Pak se kameny spočítají. Vyhrává ten, kdo má na desce víc kamenů; prázdná pole se nepočítají nikomu; při stejném počtu je remíza.

## Hra v této aplikaci
app-heading = Hra v této aplikaci
app-dots = Když jsi na tahu, tečka označuje každé pole, kam můžeš táhnout. Tečky ukazují jen to, kde je tah povolený, nikdy ne, zda je dobrý. Malá značka ukazuje naposledy položený kámen a u otáčených kamenů je vidět, jak se otáčejí.
app-input = Klepnutím nebo kliknutím na pole s tečkou na něj táhneš. Při ovládání klávesnicí posouvají šipky rámeček po desce, Tab ho přesune na další pole, kam můžeš táhnout (Shift+Tab na předchozí), Enter nebo mezerník táhne na pole pod rámečkem, U nebo Ctrl+Z vrátí tah a Esc přejde zpět do menu. F1 otevře během partie tuto stránku a tlačítko Zpět tě vrátí do hry.
app-undo = Tlačítko Vrátit tah vezme zpět tvůj poslední tah spolu s odpovědí počítače a případnými pasy mezi nimi, takže jsi znovu na tahu. Vracet tahy můžeš bez omezení a bez postihu, i po skončení partie: zkus jiné pole a porovnej.
app-opponents = Hraješ proti počítači. Lehký rozdává rohy, aniž by si toho všiml; Střední zvažuje, kolik tahů má každý z hráčů a jakou hodnotu mají jednotlivá pole; Těžký propočítává dopředu s hodnocením pozic natrénovaným v tomto projektu. Vyber si černé (táhneš první), nebo bílé (první táhne počítač); zvolená barva platí od příští partie.
app-statistics = Statistiky se vedou pro každého soupeře zvlášť: odehrané, vyhrané a prohrané partie, remízy a doba hraní. Partie se počítá jako odehraná, jakmile začne, a jako výhra, prohra nebo remíza, když skončí; nedohraná partie se za prohru nepočítá. Nic neopouští tvé zařízení.
app-saved = Partie se ukládá po každém tahu a také při zavření aplikace. Tlačítko Pokračovat v menu ji otevře přesně tam, kde byla přerušena. Když začneš novou partii, nahradí tu uloženou.

## Základy strategie
strategy-heading = Základy strategie
strategy-corners = Nejdůležitější jsou rohy. Kámen v rohu už nikdy nelze otočit: za rohem nic neleží, takže ho nelze obstoupit z obou stran. Kameny podél okrajů vedle rohu, který držíš, se často také stanou stabilními.
strategy-x-squares = Pole vedle prázdného rohu jsou nebezpečná. Ta diagonální (b2, g2, b7 a g7) se jmenují X-pole, ta vedle rohu na okraji (b1, a2, g1, h2, a7, b8, h7 a g8) C-pole. Tah na ně často umožní soupeři obsadit roh.
strategy-edges = Kameny na okraji se otáčejí hůř než kameny ve středu, protože je lze obstoupit jen podél okraje. Osamocený kámen na okraji ale soupeř stále může obstoupit z obou stran: na okraje hraj s rozmyslem.
strategy-mobility = Mít ve střední hře víc kamenů neznamená, že vedeš. Rozhoduje mobilita: kolik máš možných tahů. Když otáčíš málo kamenů a držíš své kameny uvnitř, necháváš soupeři málo tahů, a ještě špatných.
strategy-parity = Pas dává soupeři tah navíc, proto se snaž nechat soupeře bez tahů. V koncovce spočítej prázdná pole v každé oblasti: táhnout jako poslední v oblasti, kde už soupeř nemůže odpovědět, často přinese kameny navíc.

## Diagramy: $player a $other jsou názvy barev (diagram-black, diagram-white), $square je pole tahu, $turned pole otáčených kamenů (např. „d4, e5“), $count jejich počet, $corner název rohu
diagram-black = Černý
diagram-white = Bílý
diagram-first-move = { $player } hraje { $square }: { $count ->
    [one] kámen na { $turned } je obstoupen a otočí se.
   *[other] kameny na { $turned } jsou obstoupeny a otočí se.
}
diagram-eight-directions = { $player } hraje { $square }: v každém z osmi směrů obstoupí jednu řadu a { $count ->
    [one] { $count } kámen se otočí
    [few] všechny { $count } kameny se otočí
    [many] { $count } kamene se otočí
   *[other] všech { $count } kamenů se otočí
} najednou: { $turned }.
diagram-pass = { $player } hraje { $square } a otočí { $turned }. Teď { $other } nemá tah a musí pasovat: { $player } táhne znovu, na jedno z polí s tečkou.
diagram-corner = { $player } obsadí roh { $square } a otočí { $turned }. Kámen na { $square } už žádný tah nikdy neotočí zpět.
diagram-x-square = { $player } hraje { $square }, X-pole vedle prázdného rohu { $corner }, a otočí { $turned }. Teď může { $other } obsadit roh { $corner }, jak ukazuje tečka.

## O hře
# $version je číslo verze hry, např. 0.1.0
about-version = Reversi { $version }
about-game = Reversi proti počítači se třemi soupeři, pro stolní počítače, prohlížeč a Android. Hru vytvořili autoři Reversi; nic nesbírá a nepotřebuje připojení k síti.
# $licence je název licence, MIT
about-licence = Tato hra je svobodný software pod licencí { $licence }, jejíž plné znění najdeš níže spolu s licencemi toho, z čeho je hra sestavena.
about-licences-heading = Licence
about-licences-intro = Hra obsahuje písma DejaVu Sans, Noto Sans CJK (pro japonštinu, čínštinu a korejštinu) a Noto Sans Arabic, Hebrew, Devanagari, Bengali a Thai (pro arabštinu, perštinu, hebrejštinu, hindštinu, bengálštinu a thajštinu) a také níže uvedené knihovny jazyka Rust (crates). Jejich licence následují tak, jak je napsali jejich autoři, anglicky; text, který se opakuje, je uveden jen poprvé.
