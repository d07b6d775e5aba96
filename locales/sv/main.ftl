# Spelets egna texter (meny, bräde, statistik). Översättning av locales/en/main.ftl;
# id:n och platshållarna är desamma som i engelskan. Ordlistan står överst i pages.ftl.

app-title = Reversi

## Meny
menu-choose-opponent = Välj motståndare
opponent-easy = Lätt
opponent-medium = Medel
opponent-hard = Svår
color-black-first = Svart · börjar
color-white-second = Vit · som tvåa
menu-continue = Fortsätt
menu-statistics = Statistik
menu-settings = Inställningar

## Spelskärmen
count-you = Du
count-cpu = Datorn
# datorns brickantal under ett parti: $opponent är motståndarens namn (Lätt, Medel, Svår)
count-cpu-opponent = Datorn · { $opponent }
button-undo = Ångra
button-new-game = Nytt parti
button-menu = Meny
notice-player-passes = Du har inget drag — datorn spelar igen
notice-cpu-passes = Datorn har inget drag — din tur igen
# $you och $cpu är antalet brickor i slutställningen
result-won = Du vann { $you }–{ $cpu }
result-lost = Du förlorade { $you }–{ $cpu }
result-drawn = Oavgjort { $you }–{ $cpu }

## Statistik
stats-title = Statistik
stats-played = Spelade
stats-won = Vunna
stats-lost = Förlorade
stats-drawn = Oavgjorda
# $time är en tidslängd, t.ex. "2 tim 05 min"
stats-time = Speltid: { $time }
button-back = Tillbaka

## Inställningar
settings-title = Inställningar
settings-sound = Ljud
settings-animation = Animering
settings-language = Språk
sound-on = På
sound-off = Av
animation-normal = Normal
animation-fast = Snabb
animation-off = Av
contrast-normal = Normal
contrast-high = Hög
settings-contrast = Kontrast
# i språklistan, under det språk som systemet efterfrågar (varje språks namn är
# skrivet på det språket; den här texten står på det språk som visas nu)
language-system = Systemets språk

## För skärmläsare (sidans tillgängliga spegling av spelet)
# brädet som rutnät; $square är en rutas namn, t.ex. d3
a11y-board = Bräde
a11y-cell-empty = { $square }, tom
a11y-cell-playable = { $square }, tom, du kan spela här
a11y-cell-black = { $square }, svart
a11y-cell-white = { $square }, vit
# sägs efter ett drag (i dåtid, draget är gjort); $flips är hur många brickor som vändes
a11y-you-played = Du spelade { $square }, { $flips ->
    [one] 1 bricka vändes.
   *[other] { $flips } brickor vändes.
}
a11y-cpu-played = Datorn spelade { $square }, { $flips ->
    [one] 1 bricka vändes.
   *[other] { $flips } brickor vändes.
}
button-score = Ställning
# $number är numret på ditt drag; $you och $cpu (i a11y-score) är brickantalen just nu
a11y-undone = Ångrat: tillbaka till ditt drag nummer { $number }.
a11y-score = Du { $you }, datorn { $cpu }.
a11y-your-color-black = Du spelar Svart.
a11y-your-color-white = Du spelar Vit.
# ett meddelande eller resultat som skärmläsaren säger som en mening: $text och språkets punkt
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
