# SŁOWNICZEK (tych słów używamy wszędzie):
# disc = pionek, move = ruch (grać na, stawiać), turn = kolej, game (jedna) = partia
# (gra = cała aplikacja), pass = pas (pasować), close in = zamknąć, corner = róg,
# edge = krawędź, mobility = mobilność, parity = parzystość, undo = cofnięcie ruchu
# (przycisk: Cofnij), easy/medium/hard = Łatwy/Średni/Trudny, X-square = pole X,
# C-square = pole C, board = plansza, square = pole, black/white = czarne/białe,
# CPU = komputer (na liczniku: CPU), the other side = przeciwnik, menu = menu,
# lost = przegrana
# Jak grać i O grze (strony do czytania). Każdy akapit to jeden komunikat; strona sama go łamie.

page-how-to-play = Jak grać
page-about = O grze

## Zasady
rules-heading = Zasady
rules-board = W reversi gra się na planszy 8 × 8 pól: kolumny od a do h od lewej do prawej, rzędy od 1 do 8 od góry do dołu. Na początku na środku stoją cztery pionki: białe na d4 i e5, czarne na d5 i e4. Czarne zaczynają, potem obie strony wykonują ruchy na zmianę.
rules-move = Ruch polega na postawieniu jednego pionka swojego koloru na pustym polu tak, aby zamknąć co najmniej jeden pionek przeciwnika: nieprzerwaną linię jego pionków, na której drugim końcu stoi twój pionek. Każdy tak zamknięty pionek zostaje odwrócony na twój kolor.
rules-lines = Ruch działa jednocześnie we wszystkich ośmiu kierunkach: w lewo i w prawo, w górę i w dół oraz wzdłuż czterech przekątnych. Odwracają się wszystkie zamknięte linie, w całości i jednocześnie; nie można wybrać tylko niektórych. Linia, która kończy się pustym polem lub krawędzią planszy, niczego nie odwraca, a odwrócone pionki same nie odwracają już kolejnych.
rules-dots = Ruch musi więc odwrócić co najmniej jeden pionek. Na polach, na których możesz zagrać, widać kropkę i tylko te pola reagują: niedozwolonego ruchu nie da się wykonać.
rules-pass = Jeśli nie masz ruchu, twoja kolej przepada: pasujesz, a przeciwnik gra jeszcze raz. Nie można pasować z wyboru: jeśli masz choć jeden ruch, musisz zagrać. Krótki komunikat informuje, kto spasował.
rules-end = Partia kończy się, gdy żadna ze stron nie może wykonać ruchu: zwykle plansza jest wtedy pełna, czasem koniec następuje wcześniej, na przykład gdy na planszy nie zostaje ani jeden pionek któregoś koloru. Wtedy liczy się pionki. Wygrywa ten, kto ma na planszy więcej pionków; puste pola nie liczą się dla nikogo; przy równej liczbie jest remis.

## Gra w tej aplikacji
app-heading = Gra w tej aplikacji
app-dots = Gdy jest twoja kolej, kropka oznacza każde pole, na którym możesz zagrać. Kropki pokazują tylko, gdzie ruch jest dozwolony, nigdy zaś, czy jest dobry. Mały znacznik pokazuje ostatnio postawiony pionek, a odwracane pionki widać w trakcie obrotu.
app-input = Dotknij pola z kropką lub kliknij je, aby tam zagrać. Na klawiaturze: strzałki przesuwają ramkę po planszy, Tab przenosi ją na następne pole, na którym możesz zagrać (Shift+Tab na poprzednie), Enter lub Spacja stawia pionek na polu pod ramką, U lub Ctrl+Z cofa ruch, a Esc wraca do menu. F1 otwiera tę stronę w trakcie partii, a przycisk Wstecz przenosi z powrotem do partii.
app-undo = Przycisk Cofnij cofa twój ostatni ruch razem z odpowiedzią komputera i ewentualnymi pasami pomiędzy nimi, tak że znów jest twoja kolej. Cofanie nic nie kosztuje i nie ma limitu, działa też po zakończeniu partii: spróbuj innego pola i porównaj.
app-opponents = Grasz przeciwko komputerowi. Łatwy oddaje rogi, nawet tego nie zauważając; Średni bierze pod uwagę, ile ruchów ma każda strona i ile są warte poszczególne pola; Trudny analizuje wiele ruchów naprzód, korzystając z funkcji oceny wytrenowanej przez autorów tej gry. Wybierz czarne, aby wykonać pierwszy ruch, lub białe, aby wykonać drugi; wybrany kolor obowiązuje od następnej partii.
app-statistics = Statystyki są prowadzone osobno dla każdego przeciwnika: partie rozegrane, wygrane, przegrane i zremisowane oraz czas gry. Partia liczy się jako rozegrana, gdy się zaczyna, a jako wygrana, przegrana lub zremisowana, gdy się kończy; niedokończona partia nie liczy się jako przegrana. Nic nie opuszcza twojego urządzenia.
app-saved = Partia jest zapisywana po każdym ruchu, a także przy zamykaniu aplikacji. Przycisk Kontynuuj w menu wznawia ją tam, gdzie została przerwana. Rozpoczęcie nowej partii zastępuje zapisaną.

## Podstawy strategii
strategy-heading = Podstawy strategii
strategy-corners = Najważniejsze są rogi. Pionka w rogu nie da się już nigdy odwrócić: za rogiem nie ma żadnego pola, więc nie można go zamknąć z obu stron. Pionki wzdłuż krawędzi przy rogu, który zajmujesz, też często stają się stabilne, czyli nie do odwrócenia.
strategy-x-squares = Pola obok pustego rogu są niebezpieczne. Te leżące po przekątnej od rogu (b2, g2, b7 i g7) nazywa się polami X, a te tuż przy rogu na krawędzi (b1, a2, g1, h2, a7, b8, h7 i g8) – polami C. Ruch na takie pole często pozwala przeciwnikowi zająć róg.
strategy-edges = Pionki na krawędzi trudniej odwrócić niż pionki w centrum, bo można je zamknąć tylko wzdłuż krawędzi. Ale samotny pionek na krawędzi wciąż może zostać zamknięty z obu stron: zajmuj krawędzie z rozwagą.
strategy-mobility = Więcej pionków w środkowej fazie partii nie oznacza, że prowadzisz. Liczy się mobilność: ile masz możliwych ruchów. Odwracając niewiele pionków i trzymając swoje pionki wewnątrz, z dala od pustych pól, zostawiasz przeciwnikowi mało ruchów, i to złych.
strategy-parity = Pas daje przeciwnikowi dodatkowy ruch, więc staraj się zostawić przeciwnika bez ruchów. Pod koniec partii policz puste pola w każdym obszarze: ostatni ruch w obszarze, gdzie przeciwnik nie może już odpowiedzieć, często daje dodatkowe pionki.

## Diagramy: $player i $other to nazwy kolorów (diagram-black, diagram-white), $square to pole, na którym zagrano, $turned to pola odwróconych pionków (np. "d4, e5"), $count to ich liczba, $corner to nazwa rogu
diagram-black = Czarne
diagram-white = Białe
diagram-first-move = { $player } grają na { $square }: { $count ->
    [one] pionek na { $turned } zostaje zamknięty i odwrócony.
    [few] pionki na { $turned } zostają zamknięte i odwrócone.
    [many] pionki na { $turned } zostają zamknięte i odwrócone.
   *[other] pionki na { $turned } zostają zamknięte i odwrócone.
}
diagram-eight-directions = { $player } grają na { $square }: w każdym z ośmiu kierunków zostaje zamknięta jedna linia i { $count ->
    [one] { $count } pionek odwraca się naraz
    [few] wszystkie { $count } pionki odwracają się naraz
    [many] wszystkie { $count } pionków odwraca się naraz
   *[other] wszystkie pionki ({ $count }) odwracają się naraz
}: { $turned }.
diagram-pass = { $player } grają na { $square } i odwracają { $turned }. { $other } nie mają teraz ruchu i muszą pasować. { $player } grają jeszcze raz, na jednym z pól z kropką.
diagram-corner = { $player } zajmują róg { $square } i odwracają { $turned }. Żaden ruch nie odwróci już pionka na { $square }.
diagram-x-square = { $player } grają na { $square }, polu X obok pustego rogu { $corner }, i odwracają { $turned }. { $other } mogą teraz zająć róg { $corner }, jak pokazuje kropka.

## O grze
# $version to numer wersji gry, np. 0.1.0
about-version = Reversi { $version }
about-game = Reversi przeciwko komputerowi, z trzema przeciwnikami, w wersji na Linuksa i Windowsa, do przeglądarki i na Androida. Grę stworzyli autorzy Reversi; nie zbiera ona żadnych danych i nie potrzebuje internetu.
# $licence to nazwa licencji, MIT
about-licence = Ta gra jest wolnym oprogramowaniem na licencji { $licence }, której pełny tekst znajduje się poniżej wraz z licencjami składników, z których gra jest zbudowana.
about-licences-heading = Licencje
about-licences-intro = Gra zawiera fonty DejaVu Sans, Noto Sans CJK (dla japońskiego, chińskiego i koreańskiego) i Noto Sans Arabic, Hebrew, Devanagari, Bengali i Thai (dla arabskiego, perskiego, hebrajskiego, hindi, bengalskiego i tajskiego) oraz wymienione poniżej biblioteki języka Rust (tzw. crates). Ich licencje zamieszczono tak, jak napisali je autorzy, po angielsku; tekst, który występuje więcej niż raz, zamieszczono tylko za pierwszym razem.
