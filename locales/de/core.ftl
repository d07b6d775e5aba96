language-name = Deutsch
notice-damaged-game = Die gespeicherte Partie war nicht lesbar. Sie wurde beiseitegelegt; eine neue Partie kann beginnen.
notice-damaged-stats = Die Statistik war nicht lesbar. Die alte Datei wurde beiseitegelegt; es wird neu gezählt.
notice-damaged-settings = Die Einstellungen waren nicht lesbar und wurden zurückgesetzt.
notice-save-failed = Die Partie konnte nicht gespeichert werden.
notice-disk-full = Der Speicher ist voll: Die Partie konnte nicht gespeichert werden.
notice-no-storage = Speichern ist hier nicht möglich: Diese Partie wird nicht aufbewahrt.
notice-repaired-stats = Die Statistik ging nicht auf und wurde korrigiert; alle Zählungen bleiben erhalten. Die alte Datei wurde beiseitegelegt.
notice-unreadable-game = Die gespeicherte Partie darf hier nicht gelesen werden: Diese Partie wird nicht gespeichert.
notice-unreadable-stats = Die Statistik darf hier nicht gelesen werden: Sie wird diesmal nicht gespeichert.
notice-unreadable-settings = Die Einstellungen dürfen hier nicht gelesen werden: Änderungen werden nicht gespeichert.
notice-other-window = Reversi ist schon in einem anderen Fenster oder Tab offen: Diese Partie wird nicht gespeichert. Ergebnisse zählen trotzdem.
# the browser could not fetch a language's texts or font (offline before its first use)
notice-language-unavailable = Diese Sprache konnte nicht geladen werden. Wähle sie erneut, sobald das Gerät online ist.
duration-hours-minutes = { $hours } Std. { $minutes } Min.
duration-minutes = { $minutes } Min.
