# Texty samotné hry (menu, deska, statistiky). Zdrojem je angličtina; ostatní jazyky
# překládají každé id. Upozornění o ukládání a doby trvání jsou v core.ftl.
# Oslovení: tykání. Minulý čas se vztahuje k tahu nebo partii, ne k hráči (bez rodu).

app-title = Reversi

## Menu
menu-choose-opponent = Vyber soupeře
opponent-easy = Lehký
opponent-medium = Střední
opponent-hard = Těžký
color-black-first = Černý · první
color-white-second = Bílý · druhý
menu-continue = Pokračovat
menu-statistics = Statistiky
menu-settings = Nastavení

## Herní obrazovka
count-you = Ty
count-cpu = Počítač
# počítadlo počítače během partie: $opponent je jméno soupeře (Lehký, Střední, Těžký)
count-cpu-opponent = Počítač · { $opponent }
button-undo = Vrátit tah
button-new-game = Nová hra
button-menu = Menu
notice-player-passes = Nemáš tah — počítač táhne znovu
notice-cpu-passes = Počítač nemá tah — jsi znovu na tahu
# $you a $cpu jsou konečné počty kamenů
result-won = Výhra { $you }–{ $cpu }
result-lost = Prohra { $you }–{ $cpu }
result-drawn = Remíza { $you }–{ $cpu }

## Statistiky
stats-title = Statistiky
stats-played = Partie
stats-won = Výhry
stats-lost = Prohry
stats-drawn = Remízy
# $time je doba, např. „2 h 05 min“
stats-time = Doba hraní: { $time }
button-back = Zpět

## Nastavení
settings-title = Nastavení
settings-sound = Zvuk
settings-animation = Animace
settings-language = Jazyk
sound-on = Zapnuto
sound-off = Vypnuto
animation-normal = Normální
animation-fast = Rychlá
animation-off = Vypnuto
contrast-normal = Normální
contrast-high = Vysoký
settings-contrast = Kontrast
# v seznamu jazyků pod jazykem, který žádá systém (název každého jazyka je v tom jazyce;
# tato poznámka je v právě zobrazeném jazyce)
language-system = Jazyk systému

## Pro čtečky obrazovky (přístupné zrcadlo hry na stránce)
# deska jako mřížka; $square je název pole, např. d3
a11y-board = Hrací deska
a11y-cell-empty = { $square }, prázdné
a11y-cell-playable = { $square }, prázdné, můžeš sem táhnout
a11y-cell-black = { $square }, černý
a11y-cell-white = { $square }, bílý
# říká se po tahu; $flips je počet otočených kamenů
a11y-you-played = Tvůj tah na { $square } otočil { $flips ->
    [one] { $flips } kámen.
    [few] { $flips } kameny.
    [many] { $flips } kamene.
   *[other] { $flips } kamenů.
}
a11y-cpu-played = Tah počítače na { $square } otočil { $flips ->
    [one] { $flips } kámen.
    [few] { $flips } kameny.
    [many] { $flips } kamene.
   *[other] { $flips } kamenů.
}
button-score = Skóre
# $you a $cpu jsou aktuální počty kamenů
a11y-undone = Vráceno: jsi zpět u svého tahu č. { $number }.
a11y-score = Ty { $you }, počítač { $cpu }.
a11y-your-color-black = Hraješ černými.
a11y-your-color-white = Hraješ bílými.
# upozornění nebo výsledek, který čtečka řekne jako větu: $text a tečka tohoto jazyka
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
