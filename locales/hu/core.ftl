# Tárolási üzenetek, időtartamok és a nyelv saját neve (src/persist.rs, src/i18n.rs használja).
language-name = Magyar
notice-damaged-game = A mentett játszmát nem sikerült beolvasni. Félretettük; kezdődhet egy új játszma.
notice-damaged-stats = A statisztikát nem sikerült beolvasni. A régi fájlt félretettük; a számolás elölről kezdődik.
notice-damaged-settings = A beállításokat nem sikerült beolvasni, ezért visszaálltak az alapértékekre.
notice-save-failed = A játszmát nem sikerült menteni.
notice-disk-full = Megtelt a tárhely: a játszmát nem sikerült menteni.
notice-no-storage = Itt nem lehet menteni: ez a játszma nem marad meg.
notice-repaired-stats = A statisztika számai nem egyeztek, ezért kijavítottuk; minden számláló megmaradt. A régi fájlt félretettük.
notice-unreadable-game = A mentett játszmát itt nem lehet beolvasni (nincs hozzá engedély): ezt a játszmát nem mentjük.
notice-unreadable-stats = A statisztikát itt nem lehet beolvasni (nincs hozzá engedély): ezúttal nem mentjük.
notice-unreadable-settings = A beállításokat itt nem lehet beolvasni (nincs hozzájuk engedély): a módosítások nem maradnak meg.
notice-other-window = A Reversi már nyitva van egy másik ablakban vagy lapon: ezt a játszmát nem mentjük. Az eredmények így is számítanak.
# a böngésző nem tudta letölteni egy nyelv szövegeit vagy betűtípusát (első használata előtt nem volt internet)
notice-language-unavailable = Ezt a nyelvet nem sikerült betölteni. Válaszd ki újra, amikor az eszköz csatlakozik az internethez.
duration-hours-minutes = { $hours } óra { $minutes } perc
duration-minutes = { $minutes } perc
