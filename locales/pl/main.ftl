# Tłumaczenie locales/en/main.ftl; identyfikatory i zmienne takie same jak w angielskim.

app-title = Reversi

## Menu
menu-choose-opponent = Wybierz przeciwnika
opponent-easy = Łatwy
opponent-medium = Średni
opponent-hard = Trudny
color-black-first = Czarne · pierwsze
color-white-second = Białe · drugie
menu-continue = Kontynuuj
menu-statistics = Statystyki
menu-settings = Ustawienia

## Ekran gry
count-you = Ty
# na liczniku krótko: CPU (w tekstach: komputer); inaczej się nie mieści na małym ekranie
count-cpu = CPU
count-cpu-opponent = CPU · { $opponent }
button-undo = Cofnij
button-new-game = Nowa partia
button-menu = Menu
notice-player-passes = Nie masz ruchu — komputer gra jeszcze raz
notice-cpu-passes = Komputer nie ma ruchu — znów twoja kolej
result-won = Wygrana { $you }–{ $cpu }
result-lost = Przegrana { $you }–{ $cpu }
result-drawn = Remis { $you }–{ $cpu }

## Statystyki
stats-title = Statystyki
stats-played = Rozegrane
stats-won = Wygrane
stats-lost = Przegrane
stats-drawn = Remisy
stats-time = Czas gry: { $time }
button-back = Wstecz

## Ustawienia
settings-title = Ustawienia
settings-sound = Dźwięk
settings-animation = Animacja
settings-language = Język
sound-on = Wł.
sound-off = Wył.
animation-normal = Normalna
animation-fast = Szybka
animation-off = Wył.
contrast-normal = Normalny
contrast-high = Wysoki
settings-contrast = Kontrast
language-system = Język systemu

## Dla czytników ekranu
a11y-board = Plansza
a11y-cell-empty = { $square }, puste
a11y-cell-playable = { $square }, puste, możesz tu zagrać
a11y-cell-black = { $square }, czarny
a11y-cell-white = { $square }, biały
a11y-you-played = Postawiono twój pionek na { $square }, { $flips ->
    [one] odwrócono { $flips } pionek.
    [few] odwrócono { $flips } pionki.
    [many] odwrócono { $flips } pionków.
   *[other] odwrócono pionków: { $flips }.
}
a11y-cpu-played = Komputer zagrał na { $square }, { $flips ->
    [one] odwrócono { $flips } pionek.
    [few] odwrócono { $flips } pionki.
    [many] odwrócono { $flips } pionków.
   *[other] odwrócono pionków: { $flips }.
}
button-score = Wynik
a11y-undone = Cofnięto: wracasz do swojego ruchu nr { $number }.
a11y-score = Ty { $you }, komputer { $cpu }.
a11y-your-color-black = Grasz czarnymi.
a11y-your-color-white = Grasz białymi.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
