# Mesaje despre salvare, durate și numele propriu al acestei limbi (folosite de src/persist.rs, src/i18n.rs).
language-name = Română
notice-damaged-game = Partida salvată nu a putut fi citită. A fost păstrată separat; poți începe o partidă nouă.
notice-damaged-stats = Statisticile nu au putut fi citite. Fișierul vechi a fost păstrat separat; numărătoarea începe de la zero.
notice-damaged-settings = Setările nu au putut fi citite și au fost resetate.
notice-save-failed = Partida nu a putut fi salvată.
notice-disk-full = Spațiul de stocare este plin: partida nu a putut fi salvată.
notice-no-storage = Aici nu se poate salva: partida aceasta nu va fi păstrată.
notice-repaired-stats = Totalurile din statistici nu se potriveau și au fost reparate, fără să se piardă vreun rezultat. Fișierul vechi a fost păstrat separat.
notice-unreadable-game = Aici nu este permisă citirea partidei salvate: partida aceasta nu va fi salvată.
notice-unreadable-stats = Aici nu este permisă citirea statisticilor: de data aceasta nu vor fi păstrate.
notice-unreadable-settings = Aici nu este permisă citirea setărilor: modificările nu vor fi păstrate.
notice-other-window = Reversi este deja deschis în altă fereastră sau filă: partida aceasta nu va fi salvată. Rezultatele se numără totuși.
# browserul nu a putut descărca textele sau fontul unei limbi (offline înainte de prima folosire)
notice-language-unavailable = Această limbă nu a putut fi încărcată. Alege-o din nou când dispozitivul este conectat la internet.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
