# Textele jocului (meniu, tablă, statistici), traduse din locales/en/main.ftl.
# Mesajele despre salvare și duratele sunt în core.ftl.

app-title = Reversi

## Meniu
menu-choose-opponent = Alege adversarul
opponent-easy = Ușor
opponent-medium = Mediu
opponent-hard = Greu
color-black-first = Negru · primul
color-white-second = Alb · al doilea
menu-continue = Continuă
menu-statistics = Statistici
menu-settings = Setări

## Ecranul de joc
count-you = Tu
count-cpu = CPU
# scorul calculatorului în timpul partidei: $opponent este numele adversarului (Ușor, Mediu, Greu)
count-cpu-opponent = CPU · { $opponent }
button-undo = Anulează
button-new-game = Partidă nouă
button-menu = Meniu
notice-player-passes = Nu ai nicio mutare — calculatorul joacă din nou
notice-cpu-passes = Calculatorul nu are nicio mutare — e din nou rândul tău
# $you și $cpu sunt numărul final de piese
result-won = Ai câștigat { $you }–{ $cpu }
result-lost = Ai pierdut { $you }–{ $cpu }
result-drawn = Remiză { $you }–{ $cpu }

## Statistici
stats-title = Statistici
stats-played = Jucate
stats-won = Câștigate
stats-lost = Pierdute
stats-drawn = Remize
# $time este o durată, de exemplu „2 h 05 min”
stats-time = Timp de joc: { $time }
button-back = Înapoi

## Setări
settings-title = Setări
settings-sound = Sunet
settings-animation = Animație
settings-language = Limbă
sound-on = Pornit
sound-off = Oprit
animation-normal = Normală
animation-fast = Rapidă
animation-off = Oprită
contrast-normal = Normal
contrast-high = Ridicat
settings-contrast = Contrast
# în lista limbilor, sub limba cerută de sistem (numele fiecărei limbi e scris în limba
# respectivă; nota aceasta e în limba afișată acum)
language-system = Limba sistemului

## Pentru cititoarele de ecran (copia accesibilă a jocului din pagină)
# tabla ca grilă; $square este numele unui pătrat, de exemplu d3
a11y-board = Tabla de joc
a11y-cell-empty = { $square }, liber
a11y-cell-playable = { $square }, liber, poți juca aici
a11y-cell-black = { $square }, piesă neagră
a11y-cell-white = { $square }, piesă albă
# rostit după o mutare; $flips este numărul de piese întoarse
# (plural românesc: one = 1; few = 0, 2–19, 101–119…; other = 20–100… cu „de”)
a11y-you-played = Ai jucat { $square }, { $flips ->
    [one] s-a întors o piesă.
    [few] s-au întors { $flips } piese.
   *[other] s-au întors { $flips } de piese.
}
a11y-cpu-played = Calculatorul a jucat { $square }, { $flips ->
    [one] s-a întors o piesă.
    [few] s-au întors { $flips } piese.
   *[other] s-au întors { $flips } de piese.
}
button-score = Scor
# $number este numărul mutării tale
a11y-undone = Anulat: ai revenit la mutarea ta nr. { $number }.
# $you și $cpu sunt numărul actual de piese
a11y-score = Tu { $you }, calculatorul { $cpu }.
a11y-your-color-black = Joci cu piesele negre.
a11y-your-color-white = Joci cu piesele albe.
# un mesaj sau un rezultat rostit ca propoziție de cititorul de ecran: $text și punctul final al acestei limbi
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
