# A játék saját szövegei (menü, tábla, statisztika). A locales/en/main.ftl fordítása;
# az azonosítók és a helyőrzők ugyanazok, mint az angolban.

app-title = Reversi

## Menü
menu-choose-opponent = Válassz ellenfelet
opponent-easy = Könnyű
opponent-medium = Közepes
opponent-hard = Nehéz
color-black-first = Fekete · első
color-white-second = Fehér · második
menu-continue = Folytatás
menu-statistics = Statisztika
menu-settings = Beállítások

## Játékképernyő
count-you = Te
count-cpu = Gép
# a gép korongszáma játszma közben: $opponent az ellenfél neve (Könnyű, Közepes, Nehéz)
count-cpu-opponent = Gép · { $opponent }
button-undo = Visszavonás
button-new-game = Új játszma
button-menu = Menü
notice-player-passes = Nincs lépésed – a gép lép újra
notice-cpu-passes = A gépnek nincs lépése – újra te jössz
# $you és $cpu a korongok végső száma
result-won = Nyertél: { $you }–{ $cpu }
result-lost = Vesztettél: { $you }–{ $cpu }
result-drawn = Döntetlen: { $you }–{ $cpu }

## Statisztika
stats-title = Statisztika
stats-played = Játszott
stats-won = Nyert
stats-lost = Vesztett
stats-drawn = Döntetlen
# $time egy időtartam, pl. „2 óra 05 perc”
stats-time = Játékidő: { $time }
button-back = Vissza

## Beállítások
settings-title = Beállítások
settings-sound = Hang
settings-animation = Animáció
settings-language = Nyelv
sound-on = Be
sound-off = Ki
animation-normal = Normál
animation-fast = Gyors
animation-off = Ki
contrast-normal = Normál
contrast-high = Nagy
settings-contrast = Kontraszt
# a nyelvlistában, a rendszer által kért nyelv alatt (minden nyelv neve a saját nyelvén áll;
# ez a megjegyzés a most látható nyelven)
language-system = A rendszer nyelve

## Képernyőolvasóknak (a játék akadálymentes tükörképe az oldalon)
# a tábla mint rács; $square egy mező neve, pl. d3 (névelő vagy rag nem kerül elé/mögé)
a11y-board = Tábla
a11y-cell-empty = { $square }, üres
a11y-cell-playable = { $square }, üres, ide léphetsz
a11y-cell-black = { $square }, fekete
a11y-cell-white = { $square }, fehér
# lépés után hangzik el; $flips az átfordult korongok száma (számnév után egyes szám)
a11y-you-played = Te léptél: { $square }, { $flips ->
    [one] 1 korong fordult át.
   *[other] { $flips } korong fordult át.
}
a11y-cpu-played = A gép lépett: { $square }, { $flips ->
    [one] 1 korong fordult át.
   *[other] { $flips } korong fordult át.
}
button-score = Állás
# $number a lépés sorszáma (névelő nem áll közvetlenül előtte)
a11y-undone = Visszavonva: újra a te { $number }. lépésed következik.
# $you és $cpu a korongok jelenlegi száma
a11y-score = Te { $you }, gép { $cpu }.
a11y-your-color-black = Feketével játszol.
a11y-your-color-white = Fehérrel játszol.
# egy üzenet vagy eredmény mondatként a képernyőolvasóban: $text és a nyelv mondatvégi pontja
a11y-sentence = { $text }.
# egy lista mezőit kapcsolja össze, mint az ábrák feliratában („d4, e5”): vessző és szóköz
list-separator = {", "}
# a képernyőolvasónak egyszerre átadott mondatokat kapcsolja össze (egy lépés, majd a gép válasza)
sentence-separator = {" "}
