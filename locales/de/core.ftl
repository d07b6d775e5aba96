language-name = Deutsch
notice-damaged-game = Das gespeicherte Spiel war nicht lesbar. Es wurde beiseitegelegt; ein neues Spiel kann beginnen.
notice-damaged-stats = Die Statistik war nicht lesbar. Die alte Datei wurde beiseitegelegt; es wird neu gezählt.
notice-damaged-settings = Die Einstellungen waren nicht lesbar und wurden zurückgesetzt.
notice-save-failed = Das Spiel konnte nicht gespeichert werden.
notice-disk-full = Der Speicher ist voll: Das Spiel konnte nicht gespeichert werden.
notice-no-storage = Speichern ist hier nicht möglich: Dieses Spiel wird nicht behalten.
notice-repaired-stats = Die Statistik ging nicht auf und wurde repariert; alle Zahlen bleiben. Die alte Datei wurde beiseitegelegt.
notice-unreadable-game = Das gespeicherte Spiel darf hier nicht gelesen werden: Dieses Spiel wird nicht gespeichert.
notice-unreadable-stats = Die Statistik darf hier nicht gelesen werden: Sie wird diesmal nicht fortgeführt.
notice-unreadable-settings = Die Einstellungen dürfen hier nicht gelesen werden: Geänderte Einstellungen werden nicht behalten.
notice-other-window = Reversi ist schon in einem anderen Fenster oder Tab offen: Dieses Spiel wird nicht gespeichert. Ergebnisse zählen trotzdem.
# the browser could not fetch a language's texts or font (offline before its first use)
notice-language-unavailable = Diese Sprache konnte nicht geladen werden. Wähle sie erneut, sobald das Gerät online ist.
duration-hours-minutes = { $hours } Std. { $minutes } Min.
duration-minutes = { $minutes } Min.
