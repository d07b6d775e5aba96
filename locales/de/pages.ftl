# Spielanleitung und Über (die Leseseiten). Jeder Absatz ist eine Nachricht; die Seite bricht ihn um.

page-how-to-play = Spielanleitung
page-about = Über

## Die Regeln
rules-heading = Die Regeln
rules-board = Reversi wird auf einem Brett mit 8 × 8 Feldern gespielt: Spalten a bis h von links nach rechts, Zeilen 1 bis 8 von oben nach unten. Zu Beginn liegen vier Steine in der Mitte: Weiß auf d4 und e5, Schwarz auf d5 und e4. Schwarz zieht zuerst, danach sind die beiden Seiten abwechselnd am Zug.
rules-move = Bei einem Zug setzt du einen Stein deiner Farbe so auf ein leeres Feld, dass er einen oder mehrere Steine der anderen Seite einschließt: eine lückenlose Reihe von ihnen, an deren anderem Ende einer deiner Steine liegt. Jeder so eingeschlossene Stein wird auf deine Farbe umgedreht.
rules-lines = Ein Zug wirkt in alle acht Richtungen zugleich: nach links und rechts, nach oben und unten und entlang der vier Diagonalen. Jede Reihe, die er einschließt, wird umgedreht, und zwar alle Reihen auf einmal; du kannst nicht nur einige davon auswählen. Eine Reihe, die an einem leeren Feld oder am Rand des Bretts endet, wird nicht umgedreht, und umgedrehte Steine drehen selbst keine weiteren Steine um.
rules-dots = Ein Zug muss also mindestens einen Stein umdrehen. Die Felder, auf die du setzen kannst, zeigen einen Punkt, und nur diese Felder reagieren: Ein unerlaubter Zug lässt sich gar nicht ausführen.
rules-pass = Hast du keinen Zug, wirst du übersprungen: Du passt, und die andere Seite zieht noch einmal. Freiwillig passen geht nicht: Solange du einen Zug hast, musst du ziehen. Ein kurzer Hinweis zeigt an, wer gepasst hat.
rules-end = Die Partie endet, wenn keine Seite mehr ziehen kann: meist ist das Brett voll, manchmal endet sie früher, etwa wenn eine Farbe keine Steine mehr hat. Dann werden die Steine gezählt. Wer mehr Steine auf dem Brett hat, gewinnt; leere Felder zählen für niemanden; bei Gleichstand ist es unentschieden.

## In dieser App spielen
app-heading = In dieser App spielen
app-dots = Wenn du am Zug bist, markiert ein Punkt jedes Feld, auf das du setzen darfst. Die Punkte zeigen nur, wo ein Zug erlaubt ist, nie, ob er gut ist. Eine kleine Markierung zeigt den zuletzt gesetzten Stein, und die Steine, die umgedreht werden, sieht man sich drehen.
app-input = Tippe oder klicke auf ein Feld mit Punkt, um dort zu setzen. Mit der Tastatur bewegen die Pfeiltasten einen Rahmen über das Brett, Tab bringt ihn zum nächsten Feld, auf das du setzen kannst (Umschalt+Tab zum vorherigen), Enter oder Leertaste setzt auf das Feld darunter, U oder Strg+Z nimmt den Zug zurück, und Esc führt zurück ins Menü. F1 öffnet diese Seite während einer Partie, und „Zurück“ bringt dich wieder in die Partie.
app-undo = „Rückgängig“ nimmt deinen letzten Zug zusammen mit der Antwort des Computers und jedem Passen dazwischen zurück, sodass du wieder am Zug bist. Das kostet nichts und geht beliebig oft, auch nach Partieende: Probiere ein anderes Feld und vergleiche.
app-opponents = Du spielst gegen den Computer. „Leicht“ verschenkt Ecken, ohne es zu merken; „Mittel“ wägt ab, wie viele Züge jede Seite hat und wie viel die Felder wert sind; „Schwer“ rechnet voraus, mit einer Bewertung, die dieses Projekt selbst trainiert hat. Wähle Schwarz, um zuerst zu ziehen, oder Weiß, um als Zweiter zu ziehen; die Farbe gilt für deine nächste Partie.
app-statistics = Für jeden Gegner wird eine Statistik geführt: gespielte, gewonnene, verlorene und unentschiedene Partien und die Spielzeit. Eine Partie zählt als gespielt, sobald sie beginnt, und als gewonnen, verloren oder unentschieden, wenn sie endet; eine Partie, die du nicht zu Ende spielst, ist keine Niederlage. Nichts verlässt dein Gerät.
app-saved = Deine Partie wird nach jedem Zug gespeichert und auch, wenn du die App schließt. „Weiterspielen“ im Menü setzt sie dort fort, wo du aufgehört hast. Beginnst du eine neue Partie, ersetzt sie die gespeicherte.

## Erste Strategie
strategy-heading = Erste Strategie
strategy-corners = Ecken sind am wichtigsten. Ein Stein in einer Ecke kann nie wieder umgedreht werden, denn keine Reihe führt über eine Ecke hinaus. Auch Steine am Rand neben einer Ecke, die dir gehört, werden oft sicher.
strategy-x-squares = Die Felder neben einer leeren Ecke sind gefährlich. Die diagonal angrenzenden (b2, g2, b7 und g7) heißen X-Felder, die Randfelder direkt neben der Ecke (b1, a2, g1, h2, a7, b8, h7 und g8) C-Felder. Wer dort setzt, überlässt der anderen Seite oft die Ecke.
strategy-edges = Randsteine sind schwerer umzudrehen als Steine in der Mitte, weil sie nur entlang des Randes eingeschlossen werden können. Aber auch ein einzelner Stein am Rand kann eingeschlossen werden: Besetze Randfelder mit Bedacht.
strategy-mobility = Mehr Steine im Mittelspiel heißt nicht, dass du vorn liegst. Entscheidend ist die Mobilität: wie viele Züge du hast. Wer wenige Steine umdreht und seine Steine im Inneren hält, lässt der anderen Seite nur wenige Züge – und schlechte.
strategy-parity = Wer passen muss, schenkt der anderen Seite einen Zug; versuche also, die andere Seite ohne Züge zu lassen. Gegen Ende kommt es auf die Parität an: Zähle die leeren Felder jeder Region. Wer in einer Region als Letzter zieht, sodass die andere Seite dort nicht mehr antworten kann, gewinnt oft Steine.

## Die Diagramme: $player und $other sind Farbnamen (diagram-black, diagram-white), $square das Feld des Zugs, $turned die Felder der Steine, die umgedreht werden (etwa "d4, e5"), $count wie viele, $corner der Name einer Ecke
diagram-black = Schwarz
diagram-white = Weiß
diagram-first-move = { $player } setzt auf { $square }: { $count ->
    [one] Der Stein auf { $turned } ist eingeschlossen und wird umgedreht.
   *[other] Die Steine auf { $turned } sind eingeschlossen und werden umgedreht.
}
diagram-eight-directions = { $player } setzt auf { $square }: In jeder der acht Richtungen wird eine Reihe eingeschlossen, und alle { $count } Steine werden auf einmal umgedreht: { $turned }.
diagram-pass = { $player } setzt auf { $square } und dreht { $turned } um. Jetzt hat { $other } keinen Zug und muss passen: { $player } zieht noch einmal, auf eines der Felder mit Punkt.
diagram-corner = { $player } nimmt die Ecke { $square } und dreht { $turned } um. Kein Zug kann den Stein auf { $square } je wieder umdrehen.
diagram-x-square = { $player } setzt auf { $square }, ein X-Feld neben der leeren Ecke { $corner }, und dreht { $turned } um. Jetzt kann { $other } die Ecke { $corner } nehmen, wie der Punkt zeigt.

## Über
# $version ist die Versionsnummer des Spiels, etwa 0.1.0
about-version = Reversi { $version }
about-game = Reversi gegen den Computer, mit drei Gegnern, für Desktop, Browser und Android. Entwickelt von den Reversi-Autoren; das Spiel sammelt keine Daten und braucht kein Internet.
# $licence ist der Name der Lizenz, MIT
about-licence = Dieses Spiel ist freie Software unter der { $licence }-Lizenz. Ihr vollständiger Text steht unten, zusammen mit den Lizenzen der Bestandteile, aus denen es gebaut ist.
about-licences-heading = Lizenzen
about-licences-intro = Das Spiel enthält die Schriften DejaVu Sans, Noto Sans CJK (für Japanisch, Chinesisch und Koreanisch) und Noto Sans Arabic, Hebrew, Devanagari, Bengali und Thai (für Arabisch, Persisch, Hebräisch, Hindi, Bengalisch und Thai) sowie die unten aufgeführten Rust-Bibliotheken (Crates). Ihre Lizenzen folgen so, wie ihre Autoren sie geschrieben haben, auf Englisch; ein Text, der mehrfach vorkommt, wird nur beim ersten Mal abgedruckt.
