# Meldingen over opslag, tijdsduren en de eigen naam van deze taal (gebruikt door src/persist.rs, src/i18n.rs).
language-name = Nederlands
notice-damaged-game = De opgeslagen partij kon niet worden gelezen. Ze is apart gezet; je kunt een nieuwe partij beginnen.
notice-damaged-stats = De statistieken konden niet worden gelezen. Het oude bestand is apart gezet; de telling begint opnieuw.
notice-damaged-settings = De instellingen konden niet worden gelezen en zijn teruggezet naar de standaardwaarden.
notice-save-failed = De partij kon niet worden opgeslagen.
notice-disk-full = De opslag is vol: de partij kon niet worden opgeslagen.
notice-no-storage = Opslaan is hier niet mogelijk: deze partij wordt niet bewaard.
notice-repaired-stats = De statistieken klopten niet en zijn hersteld, zonder dat er een telling verloren is gegaan. Het oude bestand is apart gezet.
notice-unreadable-game = De opgeslagen partij mag hier niet worden gelezen: deze partij wordt niet opgeslagen.
notice-unreadable-stats = De statistieken mogen hier niet worden gelezen: ze worden deze keer niet bijgehouden.
notice-unreadable-settings = De instellingen mogen hier niet worden gelezen: wijzigingen worden niet bewaard.
notice-other-window = Reversi is al open in een ander venster of tabblad: deze partij wordt niet opgeslagen. Uitslagen tellen wel mee.
# de browser kon de teksten of het lettertype van een taal niet ophalen (offline voor het eerste gebruik)
notice-language-unavailable = Deze taal kon niet worden geladen. Kies de taal opnieuw zodra het apparaat online is.
duration-hours-minutes = { $hours } u { $minutes } min
duration-minutes = { $minutes } min
