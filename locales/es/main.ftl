# Los textos del propio juego (menú, tablero, estadísticas). Traducción de locales/en/main.ftl;
# los avisos de almacenamiento y las duraciones están en core.ftl. Glosario: cabecera de pages.ftl.

app-title = Reversi

## Menú
menu-choose-opponent = Elige tu rival
opponent-easy = Fácil
opponent-medium = Medio
opponent-hard = Difícil
color-black-first = Negras · primero
color-white-second = Blancas · segundo
menu-continue = Continuar
menu-statistics = Estadísticas
menu-settings = Ajustes

## Pantalla de juego
count-you = Tú
count-cpu = CPU
# el recuento de la CPU durante la partida: $opponent es el nombre del rival (Fácil, Medio, Difícil)
count-cpu-opponent = CPU · { $opponent }
button-undo = Deshacer
button-new-game = Nueva partida
button-menu = Menú
notice-player-passes = No tienes jugada: la CPU vuelve a jugar
notice-cpu-passes = La CPU no tiene jugada: te toca otra vez
# $you y $cpu son las fichas de cada uno al final
result-won = Has ganado { $you }–{ $cpu }
result-lost = Has perdido { $you }–{ $cpu }
result-drawn = Empate { $you }–{ $cpu }

## Estadísticas
stats-title = Estadísticas
stats-played = Partidas
stats-won = Victorias
stats-lost = Derrotas
stats-drawn = Empates
# $time es una duración, p. ej. "2 h 05 min"
stats-time = Tiempo de juego: { $time }
button-back = Volver

## Ajustes
settings-title = Ajustes
settings-sound = Sonido
settings-animation = Animación
settings-language = Idioma
sound-on = Encendido
sound-off = Apagado
animation-normal = Estándar
animation-fast = Rápida
animation-off = Apagada
contrast-normal = Estándar
contrast-high = Alto
settings-contrast = Contraste
# en la lista de idiomas, bajo el idioma que pide el sistema
language-system = Idioma del sistema

## Para lectores de pantalla (el reflejo accesible de la partida)
# $square es el nombre de una casilla, como d3; "vacía", "negra", "blanca": la casilla / la ficha
a11y-board = Tablero
a11y-cell-empty = { $square }, vacía
a11y-cell-playable = { $square }, vacía, puedes jugar aquí
a11y-cell-black = { $square }, negra
a11y-cell-white = { $square }, blanca
# tras una jugada; $flips es cuántas fichas se han volteado
a11y-you-played = Has jugado en { $square }, { $flips ->
    [one] { $flips } ficha volteada.
   *[other] { $flips } fichas volteadas.
}
a11y-cpu-played = La CPU ha jugado en { $square }, { $flips ->
    [one] { $flips } ficha volteada.
   *[other] { $flips } fichas volteadas.
}
button-score = Marcador
# $number es el número de tu jugada a la que se vuelve (1 para la primera)
a11y-undone = Deshecho: vuelves a tu jugada número { $number }.
# $you y $cpu son las fichas de cada uno ahora
a11y-score = Tú { $you }, CPU { $cpu }.
a11y-your-color-black = Juegas con las negras.
a11y-your-color-white = Juegas con las blancas.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
