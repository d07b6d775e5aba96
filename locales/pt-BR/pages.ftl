# Como jogar e Sobre (as páginas de leitura). Cada parágrafo é uma mensagem; a página faz a quebra de linha.
# GLOSSÁRIO (o mesmo nos botões, em Como jogar, nos leitores de tela e na descrição da loja):
# disc = peça; move = jogada (verbo: jogar em uma casa); pass = passar (substantivo: passe)
# corner = canto; edge = borda; mobility = mobilidade; parity = paridade; undo = desfazer
# easy/medium/hard = Fácil/Médio/Difícil; X-square = casa X; C-square = casa C
# board = tabuleiro; square = casa
# Também: turn over = virar; close in = cercar; the other side / opponent = o adversário
# Black/White = as pretas / as brancas; the CPU = a CPU; game = partida; dot = ponto; menu = tela inicial (botão Início)

page-how-to-play = Como jogar
page-about = Sobre

## As regras
rules-heading = As regras
rules-board = O Reversi é jogado em um tabuleiro de 8 × 8 casas: colunas de a a h, da esquerda para a direita, e fileiras de 1 a 8, de cima para baixo. No início, há quatro peças no centro: brancas em d4 e e5, pretas em d5 e e4. As pretas começam, e depois os dois lados jogam alternadamente.
rules-move = Uma jogada coloca uma peça da sua cor em uma casa vazia de modo a cercar uma ou mais peças do adversário: uma linha contínua delas com uma peça sua na outra ponta. Cada peça cercada assim é virada para a sua cor.
rules-lines = Uma jogada age nas oito direções ao mesmo tempo: para a esquerda e para a direita, para cima e para baixo, e nas quatro diagonais. Todas as linhas que ela cerca são viradas de uma só vez; você não pode escolher virar só algumas. Uma linha que termina em uma casa vazia ou na borda do tabuleiro não vira nada, e as peças viradas não viram outras peças por sua vez.
rules-dots = Portanto, uma jogada precisa virar pelo menos uma peça. As casas onde você pode jogar mostram um ponto, e só essas casas reagem: uma jogada não permitida não pode ser feita.
rules-pass = Se você não tiver jogada, sua vez é pulada: você passa e o adversário joga de novo. Não é uma escolha: enquanto tiver jogada, você precisa jogar. Um aviso curto informa quem passou.
rules-end = A partida termina quando nenhum dos lados pode jogar: em geral o tabuleiro está cheio, mas às vezes ela termina antes, por exemplo quando uma cor fica sem peças. Então as peças são contadas. Vence quem tiver mais peças no tabuleiro; casas vazias não contam para ninguém; com o mesmo número de peças, é empate.

## Jogando neste app
app-heading = Jogando neste app
app-dots = Na sua vez, um ponto marca cada casa onde você pode jogar. Os pontos mostram apenas onde uma jogada é permitida, nunca se ela é boa. Uma pequena marca indica a última peça colocada, e dá para ver as peças sendo viradas.
app-input = Toque ou clique em uma casa com ponto para jogar nela. Com o teclado, as setas movem uma moldura pelo tabuleiro, Tab a leva para a próxima casa onde você pode jogar (Shift+Tab para a anterior), Enter ou Espaço joga na casa sob a moldura, U ou Ctrl+Z desfaz, e Esc volta à tela inicial. F1 abre esta página durante uma partida, e Voltar leva você de volta à partida.
app-undo = Desfazer retira sua última jogada junto com a resposta da CPU e os eventuais passes entre elas, para que seja sua vez de novo. É grátis e ilimitado, inclusive depois do fim da partida: experimente outra casa e compare.
app-opponents = Você joga contra a CPU. Fácil entrega cantos sem perceber; Médio avalia quantas jogadas cada lado tem e o valor das casas; Difícil calcula várias jogadas à frente com uma avaliação treinada por este projeto. Escolha Pretas para jogar primeiro ou Brancas para jogar em segundo; a cor vale para a sua próxima partida.
app-statistics = As estatísticas são separadas por adversário: partidas jogadas, vencidas, perdidas e empatadas, e o tempo de jogo. Uma partida conta como jogada quando começa e como vencida, perdida ou empatada quando termina; uma partida que você deixa sem terminar não é derrota. Nada sai do seu dispositivo.
app-saved = Sua partida é salva depois de cada jogada e também quando você fecha o app. Continuar, na tela inicial, retoma a partida de onde você parou. Começar uma nova partida substitui a que estava salva.

## Estratégia básica
strategy-heading = Estratégia básica
strategy-corners = Os cantos são o mais importante. Uma peça em um canto nunca mais pode ser virada, porque nenhuma linha passa além de um canto. As peças da borda ao lado de um canto seu muitas vezes também ficam seguras.
strategy-x-squares = As casas ao lado de um canto vazio são perigosas. As diagonais (b2, g2, b7 e g7) se chamam casas X; as que ficam ao lado do canto, na borda (b1, a2, g1, h2, a7, b8, h7 e g8), casas C. Jogar nelas muitas vezes deixa o adversário tomar o canto.
strategy-edges = Peças na borda são mais difíceis de virar que peças no centro, porque só podem ser cercadas ao longo da borda. Mas uma peça sozinha em uma borda ainda pode ser cercada: ocupe as bordas com cuidado.
strategy-mobility = Ter mais peças no meio da partida não significa estar na frente. O que conta é a mobilidade: quantas jogadas você tem. Virar poucas peças e manter as suas peças no interior deixa o adversário com poucas jogadas, e ruins.
strategy-parity = Um passe dá ao adversário uma jogada a mais, então tente deixá-lo sem jogadas. Perto do fim, conte as casas vazias de cada região: jogar por último em uma região, onde o adversário já não pode responder, muitas vezes vale peças.

## Os diagramas: $player e $other são nomes de cor em minúscula depois de "as" (diagram-black, diagram-white), $square é onde a jogada é feita, $turned as casas cujas peças são viradas (como "d4, e5"), $count quantas, $corner o nome de um canto
diagram-black = pretas
diagram-white = brancas
diagram-first-move = As { $player } jogam em { $square }: { $count ->
    [one] a peça em { $turned } fica cercada e é virada.
   *[other] as peças em { $turned } ficam cercadas e são viradas.
}
diagram-eight-directions = As { $player } jogam em { $square }: uma linha é cercada em cada uma das oito direções, e { $count ->
    [one] { $count } peça é virada: { $turned }.
   *[other] as { $count } peças são viradas de uma só vez: { $turned }.
}
diagram-pass = As { $player } jogam em { $square } e viram { $turned }. Agora as { $other } não têm jogada e precisam passar: as { $player } jogam de novo, em uma das casas com ponto.
diagram-corner = As { $player } tomam o canto { $square } e viram { $turned }. Nenhuma jogada jamais poderá virar de novo a peça em { $square }.
diagram-x-square = As { $player } jogam em { $square }, uma casa X ao lado do canto vazio { $corner }, e viram { $turned }. Agora as { $other } podem tomar o canto { $corner }, como mostra o ponto.

## Sobre
# $version é o número de versão do jogo, como 0.1.0
about-version = Reversi { $version }
about-game = Reversi contra a CPU, com três adversários, para desktop, navegador e Android. Feito pelos autores do Reversi; não coleta nada e não precisa de internet.
# $licence é o nome da licença, MIT
about-licence = Este jogo é software livre sob a licença { $licence }, reproduzida na íntegra abaixo junto com as licenças dos componentes que ele usa.
about-licences-heading = Licenças
about-licences-intro = O jogo inclui as fontes DejaVu Sans, Noto Sans CJK (para japonês, chinês e coreano) e Noto Sans Arabic, Hebrew, Devanagari, Bengali e Thai (para árabe, persa, hebraico, hindi, bengali e tailandês), além das bibliotecas Rust (crates) listadas abaixo. As licenças vêm a seguir como seus autores as escreveram, em inglês; um texto que aparece mais de uma vez só é mostrado na primeira vez.
