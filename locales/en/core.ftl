# Storage notices, durations and this language's own name (used by src/persist.rs, src/i18n.rs).
language-name = English
notice-damaged-game = The saved game could not be read. It was kept aside; a new game can start.
notice-damaged-stats = The statistics could not be read. The old file was kept aside; counting starts again.
notice-damaged-settings = The settings could not be read and were reset.
notice-save-failed = The game could not be saved.
notice-disk-full = Storage is full: the game could not be saved.
notice-no-storage = Saving is not possible here: this game will not be kept.
notice-repaired-stats = The statistics did not add up and were repaired, keeping every count. The old file was kept aside.
notice-unreadable-game = The saved game may not be read here: this game will not be saved.
notice-unreadable-stats = The statistics may not be read here: they will not be kept this time.
notice-unreadable-settings = The settings may not be read here: changes will not be kept.
notice-other-window = Reversi is already open in another window or tab: this game will not be saved. Results still count.
# the browser could not fetch a language's texts or font (offline before its first use)
notice-language-unavailable = This language could not be loaded. Choose it again when the device is online.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
