# I testi del gioco (menu, scacchiera, statistiche), tradotti da locales/en/main.ftl.
# Gli avvisi di salvataggio e le durate sono in core.ftl.

app-title = Reversi

## Menu
menu-choose-opponent = Scegli l'avversario
opponent-easy = Facile
opponent-medium = Medio
opponent-hard = Difficile
color-black-first = Nero · primo
color-white-second = Bianco · secondo
menu-continue = Continua
menu-statistics = Statistiche
menu-settings = Impostazioni

## Schermata di gioco
count-you = Tu
count-cpu = CPU
# il conteggio della CPU durante la partita: $opponent è il nome dell'avversario (Facile, Medio, Difficile)
count-cpu-opponent = CPU · { $opponent }
button-undo = Annulla
button-new-game = Nuova partita
button-menu = Menu
notice-player-passes = Non hai mosse — la CPU gioca di nuovo
notice-cpu-passes = La CPU non ha mosse — tocca ancora a te
# $you e $cpu sono i conteggi finali delle pedine
result-won = Hai vinto { $you }–{ $cpu }
result-lost = Hai perso { $you }–{ $cpu }
result-drawn = Pareggio { $you }–{ $cpu }

## Statistiche
stats-title = Statistiche
stats-played = Giocate
stats-won = Vinte
stats-lost = Perse
stats-drawn = Pareggiate
# $time è una durata, per esempio "2 h 05 min"
stats-time = Tempo di gioco: { $time }
button-back = Indietro

## Impostazioni
settings-title = Impostazioni
settings-sound = Suono
settings-animation = Animazione
settings-language = Lingua
sound-on = Attivo
sound-off = Disattivo
animation-normal = Normale
animation-fast = Veloce
animation-off = Disattivo
contrast-normal = Normale
contrast-high = Alto
settings-contrast = Contrasto
# nell'elenco delle lingue, sotto la lingua richiesta dal sistema
language-system = Lingua di sistema

## Per i lettori di schermo (la copia accessibile del gioco nella pagina)
# la scacchiera come griglia; $square è il nome di una casella, per esempio d3
a11y-board = Scacchiera
a11y-cell-empty = { $square }, vuota
a11y-cell-playable = { $square }, vuota, puoi giocare qui
a11y-cell-black = { $square }, pedina nera
a11y-cell-white = { $square }, pedina bianca
# detto dopo una mossa; $flips è il numero di pedine girate
a11y-you-played = Hai giocato in { $square }, { $flips ->
    [one] 1 pedina girata.
   *[other] { $flips } pedine girate.
}
a11y-cpu-played = La CPU ha giocato in { $square }, { $flips ->
    [one] 1 pedina girata.
   *[other] { $flips } pedine girate.
}
button-score = Punteggio
# $number è il numero della tua mossa
a11y-undone = Annullato: torni alla tua mossa { $number }.
# $you e $cpu sono i conteggi attuali delle pedine
a11y-score = Tu { $you }, CPU { $cpu }.
a11y-your-color-black = Giochi con il Nero.
a11y-your-color-white = Giochi con il Bianco.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
