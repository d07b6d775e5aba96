# De teksten van het spel (menu, bord, statistieken), vertaald uit locales/en/main.ftl.
# Meldingen over opslag en tijdsduren staan in core.ftl.

app-title = Reversi

## Menu
menu-choose-opponent = Kies je tegenstander
opponent-easy = Makkelijk
opponent-medium = Normaal
opponent-hard = Moeilijk
color-black-first = Zwart · begint
color-white-second = Wit · als tweede
menu-continue = Doorgaan
menu-statistics = Statistieken
menu-settings = Instellingen

## Spelscherm
count-you = Jij
count-cpu = CPU
# de telling van de CPU tijdens een partij: $opponent is de naam van de tegenstander (Makkelijk, Normaal, Moeilijk)
count-cpu-opponent = CPU · { $opponent }
button-undo = Terugnemen
button-new-game = Nieuwe partij
button-menu = Menu
notice-player-passes = Je moet passen — de CPU speelt nog eens
notice-cpu-passes = De CPU moet passen — jij bent weer aan zet
# $you en $cpu zijn de aantallen schijven aan het eind
result-won = Gewonnen: { $you }–{ $cpu }
result-lost = Verloren: { $you }–{ $cpu }
result-drawn = Gelijkspel: { $you }–{ $cpu }

## Statistieken
stats-title = Statistieken
stats-played = Gespeeld
stats-won = Gewonnen
stats-lost = Verloren
stats-drawn = Gelijk
# $time is een tijdsduur, bijvoorbeeld "2 u 05 min"
stats-time = Speeltijd: { $time }
button-back = Terug

## Instellingen
settings-title = Instellingen
settings-sound = Geluid
settings-animation = Animatie
settings-language = Taal
sound-on = Aan
sound-off = Uit
animation-normal = Normaal
animation-fast = Snel
animation-off = Uit
contrast-normal = Normaal
contrast-high = Hoog
settings-contrast = Contrast
# in de lijst met talen, onder de taal die het systeem vraagt
language-system = Systeemtaal

## Voor schermlezers (de toegankelijke kopie van het spel op de pagina)
# het bord als raster; $square is de naam van een veld, zoals d3
a11y-board = Speelbord
a11y-cell-empty = { $square }, leeg
a11y-cell-playable = { $square }, leeg, hier kun je spelen
a11y-cell-black = { $square }, zwart
a11y-cell-white = { $square }, wit
# gezegd na een zet; $flips is het aantal omgedraaide schijven
a11y-you-played = Je speelde { $square }, { $flips ->
    [one] 1 schijf omgedraaid.
   *[other] { $flips } schijven omgedraaid.
}
a11y-cpu-played = De CPU speelde { $square }, { $flips ->
    [one] 1 schijf omgedraaid.
   *[other] { $flips } schijven omgedraaid.
}
button-score = Stand
# $number is het nummer van je zet
a11y-undone = Teruggenomen: terug naar je zet nummer { $number }.
# $you en $cpu zijn de huidige aantallen schijven
a11y-score = Jij { $you }, CPU { $cpu }.
a11y-your-color-black = Je speelt met zwart.
a11y-your-color-white = Je speelt met wit.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
