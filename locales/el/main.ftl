# Μετάφραση του locales/en/main.ftl· τα ids και τα placeables μένουν ίδια.

app-title = Ρεβέρσι

## Μενού
menu-choose-opponent = Διάλεξε αντίπαλο
opponent-easy = Εύκολο
opponent-medium = Μέτριο
opponent-hard = Δύσκολο
color-black-first = Μαύρα · πρώτα
color-white-second = Λευκά · δεύτερα
menu-continue = Συνέχεια
menu-statistics = Στατιστικά
menu-settings = Ρυθμίσεις

## Οθόνη παιχνιδιού
count-you = Εσύ
count-cpu = Η/Υ
# το σκορ του υπολογιστή στη διάρκεια της παρτίδας: $opponent είναι το όνομα του αντιπάλου (Εύκολο, Μέτριο, Δύσκολο)
count-cpu-opponent = Η/Υ · { $opponent }
button-undo = Αναίρεση
button-new-game = Νέα παρτίδα
button-menu = Μενού
notice-player-passes = Δεν έχεις κίνηση — ο υπολογιστής ξαναπαίζει
notice-cpu-passes = Ο υπολογιστής δεν έχει κίνηση — παίζεις ξανά
# $you και $cpu είναι τα τελικά πούλια του καθενός
result-won = Κέρδισες { $you }–{ $cpu }
result-lost = Έχασες { $you }–{ $cpu }
result-drawn = Ισοπαλία { $you }–{ $cpu }

## Στατιστικά
stats-title = Στατιστικά
stats-played = Παρτίδες
stats-won = Νίκες
stats-lost = Ήττες
stats-drawn = Ισοπαλίες
# $time είναι μια διάρκεια, π.χ. «2 ώρ. 05 λεπ.»
stats-time = Χρόνος παιχνιδιού: { $time }
button-back = Πίσω

## Ρυθμίσεις
settings-title = Ρυθμίσεις
settings-sound = Ήχος
settings-animation = Εφέ κίνησης
settings-language = Γλώσσα
sound-on = Ενεργός
sound-off = Ανενεργός
animation-normal = Κανονικό
animation-fast = Γρήγορο
animation-off = Ανενεργό
contrast-normal = Κανονική
contrast-high = Υψηλή
settings-contrast = Αντίθεση
# στη λίστα γλωσσών, κάτω από τη γλώσσα που ζητά το σύστημα (το όνομα κάθε γλώσσας
# είναι γραμμένο στη γλώσσα αυτή· αυτή η σημείωση είναι στη γλώσσα που εμφανίζεται τώρα)
language-system = Γλώσσα συστήματος

## Για αναγνώστες οθόνης (το προσβάσιμο είδωλο του παιχνιδιού στη σελίδα)
# το ταμπλό ως πλέγμα· $square είναι το όνομα ενός τετραγώνου, π.χ. d3
a11y-board = Ταμπλό
a11y-cell-empty = { $square }, κενό
a11y-cell-playable = { $square }, κενό, μπορείς να παίξεις εδώ
a11y-cell-black = { $square }, μαύρο
a11y-cell-white = { $square }, λευκό
# λέγεται μετά από μια κίνηση· $flips είναι πόσα πούλια γύρισαν
a11y-you-played = Έπαιξες στο { $square }, { $flips ->
    [one] γύρισε 1 πούλι.
   *[other] γύρισαν { $flips } πούλια.
}
a11y-cpu-played = Ο υπολογιστής έπαιξε στο { $square }, { $flips ->
    [one] γύρισε 1 πούλι.
   *[other] γύρισαν { $flips } πούλια.
}
button-score = Σκορ
# $you και $cpu είναι τα πούλια του καθενός τώρα
a11y-undone = Έγινε αναίρεση: πίσω στην { $number }η κίνησή σου.
a11y-score = Εσύ { $you }, υπολογιστής { $cpu }.
a11y-your-color-black = Παίζεις με τα Μαύρα.
a11y-your-color-white = Παίζεις με τα Λευκά.
# ένα μήνυμα ή ένα αποτέλεσμα που ο αναγνώστης οθόνης λέει ως πρόταση: $text και η τελεία αυτής της γλώσσας
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
