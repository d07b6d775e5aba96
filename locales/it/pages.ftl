# GLOSSARIO (italiano) — usare sempre queste parole:
# disc = pedina; move = mossa (muovere, giocare in una casella); pass = passare (il turno);
# corner = angolo; edge = bordo; mobility = mobilità; parity = parità; undo = annullare
# (pulsante Annulla); easy/medium/hard = Facile / Medio / Difficile; X-square = casella X;
# C-square = casella C; board = scacchiera; square = casella; turn (a disc) = girare;
# close in = racchiudere; Black/White (players) = il Nero / il Bianco.
#
# Come si gioca e Informazioni (le pagine di lettura). Ogni paragrafo è un messaggio; la pagina lo manda a capo.

page-how-to-play = Come si gioca
page-about = Informazioni

## Le regole
rules-heading = Le regole
rules-board = Il Reversi si gioca su una scacchiera di 8 × 8 caselle: colonne dalla a alla h da sinistra a destra, righe dalla 1 alla 8 dall'alto in basso. All'inizio ci sono quattro pedine al centro: bianche in d4 ed e5, nere in d5 ed e4. Muove per primo il Nero, poi i due giocatori si alternano.
rules-move = Con una mossa metti una pedina del tuo colore su una casella vuota in modo da racchiudere una o più pedine dell'avversario: una fila continua di sue pedine con una delle tue all'altra estremità. Ogni pedina racchiusa così viene girata e passa al tuo colore.
rules-lines = Una mossa agisce in tutte e otto le direzioni insieme: a sinistra e a destra, in alto e in basso, e nelle quattro direzioni diagonali. Ogni fila racchiusa viene girata: tutte le file, e tutte nello stesso momento; non puoi scegliere di girarne solo alcune. Una fila che finisce su una casella vuota o sul bordo della scacchiera non viene girata, e le pedine girate non girano a loro volta altre pedine.
rules-dots = Quindi una mossa deve girare almeno una pedina. Le caselle in cui puoi giocare mostrano un punto, e solo quelle caselle reagiscono: una mossa non consentita non si può fare.
rules-pass = Se non hai mosse, salti il turno: passi e l'avversario gioca di nuovo. Non è una scelta: finché hai una mossa, devi giocare. Un breve avviso dice chi ha passato.
rules-end = La partita finisce quando nessuno dei due può più muovere: di solito perché la scacchiera è piena, a volte anche prima, per esempio quando un colore non ha più pedine. Allora si contano le pedine. Vince chi ne ha di più sulla scacchiera; le caselle vuote non contano per nessuno; se il numero è uguale, la partita finisce in pareggio.

## Giocare in questa app
app-heading = Giocare in questa app
app-dots = Quando tocca a te, un punto segna ogni casella in cui puoi giocare. I punti mostrano solo dove una mossa è consentita, mai se è buona. Un piccolo segno indica l'ultima pedina giocata, e le pedine che vengono girate si vedono girare.
app-input = Tocca o fai clic su una casella con il punto per giocare lì. Con la tastiera, i tasti freccia spostano una cornice sulla scacchiera, Tab la porta alla casella successiva in cui puoi giocare (Maiusc+Tab a quella precedente), Invio o la barra spaziatrice gioca nella casella sotto la cornice, U o Ctrl+Z annulla la mossa, ed Esc torna al menu. F1 apre questa pagina durante una partita, e Indietro ti riporta alla partita.
app-undo = Con Annulla la tua ultima mossa viene annullata insieme alla risposta della CPU e agli eventuali passaggi di turno nel frattempo, così tocca di nuovo a te. È gratis e senza limiti, anche a partita finita: prova un'altra casella e confronta.
app-opponents = Giochi contro la CPU. Facile regala gli angoli senza accorgersene; Medio valuta quante mosse ha ciascun giocatore e quanto valgono le caselle; Difficile calcola in avanti con una valutazione addestrata da questo progetto. Scegli il Nero per muovere per primo o il Bianco per muovere per secondo; il colore vale dalla tua prossima partita.
app-statistics = Le statistiche sono tenute per ogni avversario: partite giocate, vinte, perse e pareggiate, e il tempo di gioco. Una partita conta come giocata quando inizia e come vinta, persa o pareggiata quando finisce; una partita lasciata a metà non è una sconfitta. Nulla esce dal tuo dispositivo.
app-saved = La partita viene salvata dopo ogni mossa e anche quando chiudi l'app. Il pulsante Continua nel menu la riprende da dove l'avevi lasciata. Iniziare una nuova partita sostituisce quella salvata.

## Prime strategie
strategy-heading = Prime strategie
strategy-corners = Gli angoli contano più di tutto. Una pedina in un angolo non può mai più essere girata, perché nessuna fila passa oltre un angolo. Spesso diventano sicure anche le pedine lungo i bordi accanto a un angolo che hai preso.
strategy-x-squares = Le caselle vicine a un angolo vuoto sono pericolose. Quelle in diagonale (b2, g2, b7 e g7) si chiamano caselle X, quelle accanto all'angolo sul bordo (b1, a2, g1, h2, a7, b8, h7 e g8) caselle C. Giocare lì permette spesso all'avversario di prendere l'angolo.
strategy-edges = Le pedine sul bordo sono più difficili da girare di quelle al centro, perché possono essere racchiuse solo lungo il bordo. Ma anche una pedina isolata sul bordo può essere circondata: prendi i bordi con cautela.
strategy-mobility = Avere più pedine a metà partita non significa essere in vantaggio. Conta la mobilità: quante mosse hai. Girare poche pedine e tenere le tue pedine all'interno lascia all'avversario poche mosse, e per di più cattive.
strategy-parity = Passare regala all'avversario una mossa in più, quindi cerca di lasciare l'avversario senza mosse. Verso la fine, conta le caselle vuote di ogni zona: muovere per ultimo in una zona, dove l'avversario non può più rispondere, spesso fa guadagnare pedine.

## I diagrammi: $player e $other sono nomi di colore con l'articolo (diagram-black, diagram-white), $square è la casella della mossa, $turned le caselle delle pedine girate (per esempio "d4, e5"), $count quante sono, $corner il nome di un angolo
# "il Nero" / "il Bianco" hanno l'articolo minuscolo: non metterli a inizio frase né dopo una preposizione
diagram-black = il Nero
diagram-white = il Bianco
diagram-first-move = Gioca { $player } in { $square }: { $count ->
    [one] la pedina in { $turned } è racchiusa e viene girata.
   *[other] le pedine in { $turned } sono racchiuse e vengono girate.
}
diagram-eight-directions = Gioca { $player } in { $square }: in ciascuna delle otto direzioni viene racchiusa una fila, e tutte le { $count } pedine vengono girate insieme: { $turned }.
diagram-pass = Gioca { $player } in { $square } e gira { $turned }. Ora { $other } non ha mosse e deve passare: { $player } gioca di nuovo, in una delle caselle con il punto.
diagram-corner = Con la mossa in { $square }, { $player } prende l'angolo e gira { $turned }. Nessuna mossa potrà mai rigirare la pedina in { $square }.
diagram-x-square = Gioca { $player } in { $square }, una casella X accanto all'angolo vuoto { $corner }, e gira { $turned }. Ora { $other } può prendere l'angolo { $corner }, come mostra il punto.

## Informazioni
# $version è il numero di versione del gioco, per esempio 0.1.0
about-version = Reversi { $version }
about-game = Reversi contro la CPU, con tre avversari, per desktop, browser e Android. Realizzato dagli autori di Reversi; non raccoglie nulla e non ha bisogno della rete.
# $licence è il nome della licenza, MIT
about-licence = Questo gioco è software libero con licenza { $licence }, riportata per intero qui sotto insieme alle licenze dei componenti su cui si basa.
about-licences-heading = Licenze
about-licences-intro = Il gioco include i caratteri DejaVu Sans, Noto Sans CJK (per giapponese, cinese e coreano) e Noto Sans Arabic, Hebrew, Devanagari, Bengali e Thai (per arabo, persiano, ebraico, hindi, bengalese e thailandese), oltre alle librerie Rust (crate) elencate qui sotto. Seguono le loro licenze, così come le hanno scritte i loro autori, in inglese; un testo che compare più volte è riportato solo la prima volta.
