# Avvisi di salvataggio, durate e il nome di questa lingua (usati da src/persist.rs, src/i18n.rs).
language-name = Italiano
notice-damaged-game = Non è stato possibile leggere la partita salvata. È stata messa da parte; si può iniziare una nuova partita.
notice-damaged-stats = Non è stato possibile leggere le statistiche. Il vecchio file è stato messo da parte; il conteggio riparte da zero.
notice-damaged-settings = Non è stato possibile leggere le impostazioni, che sono state ripristinate.
notice-save-failed = Non è stato possibile salvare la partita.
notice-disk-full = La memoria è piena: non è stato possibile salvare la partita.
notice-no-storage = Qui non è possibile salvare: questa partita non verrà conservata.
notice-repaired-stats = I conti delle statistiche non tornavano e sono stati corretti, senza perdere nessun conteggio. Il vecchio file è stato messo da parte.
notice-unreadable-game = Qui non è consentito leggere la partita salvata: questa partita non verrà salvata.
notice-unreadable-stats = Qui non è consentito leggere le statistiche: questa volta non verranno conservate.
notice-unreadable-settings = Qui non è consentito leggere le impostazioni: le modifiche non verranno conservate.
notice-other-window = Reversi è già aperto in un'altra finestra o scheda: questa partita non verrà salvata. I risultati contano comunque.
# il browser non ha potuto scaricare i testi o il carattere di una lingua (offline prima del primo uso)
notice-language-unavailable = Non è stato possibile caricare questa lingua. Sceglila di nuovo quando il dispositivo sarà online.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
