# Cómo jugar y Acerca de (las páginas de lectura). Cada párrafo es un mensaje; la página lo ajusta.
# GLOSARIO (el mismo en botones, Cómo jugar, lectores de pantalla y descripción de la tienda):
# disc = ficha; move = jugada (verbo: jugar en una casilla); pass = pasar (sustantivo: pase)
# corner = esquina; edge = borde; mobility = movilidad; parity = paridad; undo = deshacer
# easy/medium/hard = Fácil/Medio/Difícil; X-square = casilla X; C-square = casilla C
# board = tablero; square = casilla
# Además: turn over = voltear; close in = encerrar; the other side / opponent = el rival
# Black/White = las negras / las blancas; the CPU = la CPU; game = partida; dot = punto
# on/off (ajustes) = Encendido/Apagado (la animación: Apagada); teclas: Intro, Espacio, Tab, Mayús, Ctrl, Esc

page-how-to-play = Cómo jugar
page-about = Acerca de

## Las reglas
rules-heading = Las reglas
rules-board = El Reversi se juega en un tablero de 8 × 8 casillas: columnas de la a a la h, de izquierda a derecha, y filas del 1 al 8, de arriba abajo. Al empezar hay cuatro fichas en el centro: blancas en d4 y e5, negras en d5 y e4. Empiezan las negras y después los dos jugadores se alternan.
rules-move = Una jugada coloca una ficha de tu color en una casilla vacía de forma que encierre una o más fichas del rival: una línea continua de ellas con una ficha tuya en el otro extremo. Cada ficha encerrada así se voltea y pasa a ser de tu color.
rules-lines = Una jugada actúa en las ocho direcciones a la vez: izquierda y derecha, arriba y abajo, y las cuatro diagonales. Todas las líneas que encierra se voltean, enteras y a la vez; no puedes elegir voltear solo algunas. Una línea que termina en una casilla vacía o en el borde del tablero no voltea nada, y las fichas volteadas no voltean a su vez otras fichas.
rules-dots = Por tanto, una jugada tiene que voltear al menos una ficha. Las casillas donde puedes jugar muestran un punto, y solo esas casillas responden: una jugada no permitida no se puede hacer.
rules-pass = Si no tienes jugada, se salta tu turno: pasas y el rival vuelve a jugar. No es opcional: mientras tengas jugada, tienes que jugar. Un breve aviso indica quién ha pasado.
rules-end = La partida termina cuando ningún jugador puede jugar: normalmente el tablero está lleno, a veces termina antes, por ejemplo cuando un color se queda sin fichas. Entonces se cuentan las fichas. Gana quien tenga más fichas en el tablero; las casillas vacías no cuentan para nadie; con el mismo número de fichas, hay empate.

## Jugar en esta app
app-heading = Jugar en esta app
app-dots = En tu turno, un punto marca cada casilla donde puedes jugar. Los puntos solo indican dónde se permite una jugada, nunca si es buena. Una pequeña marca señala la última ficha colocada, y se ve cómo se voltean las fichas.
app-input = Toca o haz clic en una casilla con punto para jugar allí. Con el teclado, las flechas mueven un marco por el tablero, Tab lo lleva a la siguiente casilla donde puedes jugar (Mayús+Tab a la anterior), Intro o Espacio juega en la casilla donde está el marco, U o Ctrl+Z deshace y Esc vuelve al menú. F1 abre esta página durante una partida, y Volver te lleva de nuevo a la partida.
app-undo = Deshacer retira tu última jugada junto con la respuesta de la CPU y los pases que haya entre medias, para que vuelva a ser tu turno. No penaliza y no tiene límite, también al terminar la partida: prueba otra casilla y compara.
app-opponents = Juegas contra la CPU. Fácil regala esquinas sin darse cuenta; Medio sopesa cuántas jugadas tiene cada jugador y el valor de las casillas; Difícil calcula varias jugadas por adelantado con una función de evaluación entrenada por este proyecto. Elige Negras para jugar primero o Blancas para jugar segundo; el color se aplica a tu próxima partida.
app-statistics = Las estadísticas se llevan por rival: partidas jugadas, ganadas, perdidas y empatadas, y el tiempo de juego. Una partida cuenta como jugada al empezar y como ganada, perdida o empatada al terminar; una partida que dejas sin acabar no es una derrota. Nada sale de tu dispositivo.
app-saved = Tu partida se guarda después de cada jugada y también al cerrar la app. Continuar, en el menú, la retoma donde la dejaste. Empezar una partida nueva sustituye a la guardada.

## Estrategia básica
strategy-heading = Estrategia básica
strategy-corners = Las esquinas son lo más importante. Una ficha en una esquina ya no se puede voltear nunca, porque ninguna línea pasa más allá de una esquina. Las fichas del borde junto a una esquina tuya a menudo también quedan a salvo.
strategy-x-squares = Las casillas junto a una esquina vacía son peligrosas. Las que están en diagonal (b2, g2, b7 y g7) se llaman casillas X, y las que están junto a la esquina en el borde (b1, a2, g1, h2, a7, b8, h7 y g8), casillas C. Jugar ahí a menudo le permite al rival tomar la esquina.
strategy-edges = Las fichas del borde son más difíciles de voltear que las del centro, porque solo se pueden encerrar a lo largo del borde. Pero una ficha sola en un borde aún puede quedar encerrada: toma los bordes con cuidado.
strategy-mobility = Tener más fichas a mitad de partida no significa ir ganando. Lo que cuenta es la movilidad: cuántas jugadas tienes. Voltear pocas fichas y mantener las tuyas en el interior deja al rival pocas jugadas, y malas.
strategy-parity = Cada pase le regala una jugada al otro jugador, así que intenta dejar al rival sin jugadas. Cerca del final, cuenta las casillas vacías de cada zona: jugar el último en una zona, donde el rival ya no puede responder, suele valer fichas.

## Los diagramas: $player y $other son nombres de color en minúscula tras "las" (diagram-black, diagram-white), $square es donde se juega, $turned las casillas cuyas fichas se voltean (como "d4, e5"), $count cuántas, $corner el nombre de una esquina
diagram-black = negras
diagram-white = blancas
diagram-first-move = Las { $player } juegan en { $square }: { $count ->
    [one] la ficha de { $turned } queda encerrada y se voltea.
   *[other] las fichas de { $turned } quedan encerradas y se voltean.
}
diagram-eight-directions = Las { $player } juegan en { $square }: encierran una línea en cada una de las ocho direcciones, y { $count ->
    [one] { $count } ficha se voltea: { $turned }.
   *[other] las { $count } fichas se voltean a la vez: { $turned }.
}
diagram-pass = Las { $player } juegan en { $square } y voltean { $turned }. Ahora las { $other } no tienen jugada y deben pasar: las { $player } vuelven a jugar, en una de las casillas con punto.
diagram-corner = Las { $player } toman la esquina { $square } y voltean { $turned }. Ninguna jugada podrá voltear nunca la ficha de { $square }.
diagram-x-square = Las { $player } juegan en { $square }, una casilla X junto a la esquina vacía { $corner }, y voltean { $turned }. Ahora las { $other } pueden tomar la esquina { $corner }, como muestra el punto.

## Acerca de
# $version es el número de versión del juego, como 0.1.0
about-version = Reversi { $version }
about-game = Reversi contra la CPU, con tres rivales, para escritorio, navegador y Android. Hecho por los autores de Reversi; no recopila nada y no necesita conexión.
# $licence es el nombre de la licencia, MIT
about-licence = Este juego es software libre con la licencia { $licence }, que se reproduce íntegra más abajo junto con las licencias de los componentes con los que está hecho.
about-licences-heading = Licencias
about-licences-intro = El juego incluye las fuentes DejaVu Sans, Noto Sans CJK (para japonés, chino y coreano) y Noto Sans Arabic, Hebrew, Devanagari, Bengali y Thai (para árabe, persa, hebreo, hindi, bengalí y tailandés), así como las bibliotecas de Rust (crates) que se indican abajo. Sus licencias aparecen tal como las escribieron sus autores, en inglés; un texto que se repite solo se muestra la primera vez.
