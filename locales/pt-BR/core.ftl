# Avisos de armazenamento, durações e o nome deste idioma nele mesmo (usados por src/persist.rs, src/i18n.rs).
language-name = Português (Brasil)
notice-damaged-game = Não foi possível ler a partida salva. Ela foi guardada à parte; você pode começar uma nova partida.
notice-damaged-stats = Não foi possível ler as estatísticas. O arquivo antigo foi guardado à parte; a contagem recomeça do zero.
notice-damaged-settings = Não foi possível ler as configurações, e elas foram redefinidas.
notice-save-failed = Não foi possível salvar a partida.
notice-disk-full = O armazenamento está cheio: não foi possível salvar a partida.
notice-no-storage = Não é possível salvar aqui: esta partida não será guardada.
notice-repaired-stats = As estatísticas não batiam e foram corrigidas, sem perder nenhuma contagem. O arquivo antigo foi guardado à parte.
notice-unreadable-game = Aqui não é permitido ler a partida salva: esta partida não será salva.
notice-unreadable-stats = Aqui não é permitido ler as estatísticas: desta vez elas não serão mantidas.
notice-unreadable-settings = Aqui não é permitido ler as configurações: as alterações não serão mantidas.
notice-other-window = O Reversi já está aberto em outra janela ou aba: esta partida não será salva. Os resultados continuam contando.
# o navegador não conseguiu baixar os textos ou a fonte de um idioma (sem internet antes do primeiro uso)
notice-language-unavailable = Não foi possível carregar este idioma. Escolha-o de novo quando o dispositivo estiver conectado à internet.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
