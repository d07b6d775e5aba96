# Meddelanden om lagring, tidslängder och språkets eget namn (används av src/persist.rs, src/i18n.rs).
language-name = Svenska
notice-damaged-game = Det sparade partiet kunde inte läsas. Det har sparats undan; ett nytt parti kan börja.
notice-damaged-stats = Statistiken kunde inte läsas. Den gamla filen har sparats undan; räkningen börjar om.
notice-damaged-settings = Inställningarna kunde inte läsas och har återställts.
notice-save-failed = Partiet kunde inte sparas.
notice-disk-full = Lagringsutrymmet är fullt: partiet kunde inte sparas.
notice-no-storage = Det går inte att spara på den här enheten eller i den här webbläsaren: det här partiet sparas inte.
notice-repaired-stats = Statistiken gick inte ihop och har rättats; alla siffror finns kvar. Den gamla filen har sparats undan.
notice-unreadable-game = Det sparade partiet får inte läsas på den här enheten eller i den här webbläsaren: det här partiet sparas inte.
notice-unreadable-stats = Statistiken får inte läsas på den här enheten eller i den här webbläsaren: den förs inte den här gången.
notice-unreadable-settings = Inställningarna får inte läsas på den här enheten eller i den här webbläsaren: ändringar sparas inte.
notice-other-window = Reversi är redan öppet i ett annat fönster eller en annan flik: det här partiet sparas inte. Resultaten räknas ändå.
# webbläsaren kunde inte hämta ett språks texter eller typsnitt (offline innan språket använts första gången)
notice-language-unavailable = Språket kunde inte laddas. Välj det igen när enheten är uppkopplad.
duration-hours-minutes = { $hours } tim { $minutes } min
duration-minutes = { $minutes } min
