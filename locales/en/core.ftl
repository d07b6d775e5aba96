# Storage notices, durations and this language's own name (used by src/persist.rs, src/i18n.rs).
language-name = English
notice-damaged-game = The saved game could not be read. It was kept aside; a new game can start.
notice-damaged-stats = The statistics could not be read. The old file was kept aside; counting starts again.
notice-damaged-settings = The settings could not be read and were reset.
notice-save-failed = The game could not be saved.
notice-disk-full = Storage is full: the game could not be saved.
notice-no-storage = Saving is not possible here: this game will not be kept.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
