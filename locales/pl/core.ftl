# Komunikaty o zapisie, czas gry i nazwa tego języka (używane w src/persist.rs, src/i18n.rs).
language-name = Polski
notice-damaged-game = Nie udało się odczytać zapisanej partii. Plik zachowano osobno; można zacząć nową partię.
notice-damaged-stats = Nie udało się odczytać statystyk. Stary plik zachowano osobno; liczenie zaczyna się od nowa.
notice-damaged-settings = Nie udało się odczytać ustawień, więc przywrócono domyślne.
notice-save-failed = Nie udało się zapisać partii.
notice-disk-full = Brak miejsca w pamięci: nie udało się zapisać partii.
notice-no-storage = Zapisywanie nie jest tu możliwe: ta partia nie zostanie zachowana.
notice-repaired-stats = Statystyki się nie zgadzały i zostały naprawione bez utraty żadnych wyników. Stary plik zachowano osobno.
notice-unreadable-game = Nie ma tu dostępu do zapisanej partii: ta partia nie zostanie zapisana.
notice-unreadable-stats = Nie ma tu dostępu do statystyk: tym razem nie będą prowadzone.
notice-unreadable-settings = Nie ma tu dostępu do ustawień: zmiany nie zostaną zachowane.
notice-other-window = Reversi jest już otwarte w innym oknie lub karcie: ta partia nie zostanie zapisana. Wyniki i tak się liczą.
notice-language-unavailable = Nie udało się wczytać tego języka. Wybierz go ponownie, gdy urządzenie połączy się z internetem.
duration-hours-minutes = { $hours } godz. { $minutes } min
duration-minutes = { $minutes } min
