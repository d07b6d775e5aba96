# Avisos de almacenamiento, duraciones y el nombre de este idioma en sí mismo (los usan src/persist.rs, src/i18n.rs).
language-name = Español
notice-damaged-game = No se ha podido leer la partida guardada. Se ha conservado aparte; puedes empezar una partida nueva.
notice-damaged-stats = No se han podido leer las estadísticas. El archivo antiguo se ha conservado aparte; el recuento empieza de cero.
notice-damaged-settings = No se han podido leer los ajustes y se han restablecido.
notice-save-failed = No se ha podido guardar la partida.
notice-disk-full = El almacenamiento está lleno: no se ha podido guardar la partida.
notice-no-storage = Aquí no se puede guardar: esta partida no se conservará.
notice-repaired-stats = Las estadísticas no cuadraban y se han reparado sin perder ningún recuento. El archivo antiguo se ha conservado aparte.
notice-unreadable-game = Aquí no se permite leer la partida guardada: esta partida no se guardará.
notice-unreadable-stats = Aquí no se permite leer las estadísticas: esta vez no se conservarán.
notice-unreadable-settings = Aquí no se permite leer los ajustes: los cambios no se conservarán.
notice-other-window = Reversi ya está abierto en otra ventana o pestaña: esta partida no se guardará. Los resultados sí cuentan.
# el navegador no ha podido descargar los textos o la fuente de un idioma (sin conexión antes de usarlo por primera vez)
notice-language-unavailable = No se ha podido cargar este idioma. Vuelve a elegirlo cuando el dispositivo tenga conexión.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
