# Upozornění o ukládání, doby trvání a vlastní název tohoto jazyka (používají src/persist.rs, src/i18n.rs).
language-name = Čeština
notice-damaged-game = Uloženou partii se nepodařilo přečíst. Byla odložena stranou; můžeš začít novou partii.
notice-damaged-stats = Statistiky se nepodařilo přečíst. Starý soubor byl odložen stranou; počítá se znovu od nuly.
notice-damaged-settings = Nastavení se nepodařilo přečíst, a proto bylo vráceno na výchozí hodnoty.
notice-save-failed = Partii se nepodařilo uložit.
notice-disk-full = Úložiště je plné: partii se nepodařilo uložit.
notice-no-storage = V tomto zařízení či prohlížeči nelze ukládat: tato partie se neuloží.
notice-repaired-stats = Statistiky nesouhlasily, a tak byly opraveny; žádný výsledek se neztratil. Starý soubor byl odložen stranou.
notice-unreadable-game = V tomto zařízení či prohlížeči není povolen přístup k uložené partii: tato partie se neuloží.
notice-unreadable-stats = V tomto zařízení či prohlížeči není povolen přístup ke statistikám: tentokrát se nebudou vést.
notice-unreadable-settings = V tomto zařízení či prohlížeči není povolen přístup k nastavení: změny se neuloží.
notice-other-window = Hra Reversi je už otevřená v jiném okně nebo na jiné kartě: tato partie se neuloží. Výsledky se přesto počítají.
# prohlížeč nemohl stáhnout texty nebo písmo jazyka (offline před jeho prvním použitím)
notice-language-unavailable = Tento jazyk se nepodařilo načíst. Vyber ho znovu, až bude zařízení připojené k internetu.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
