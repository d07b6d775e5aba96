# Os textos do próprio jogo (menu, tabuleiro, estatísticas). Tradução de locales/en/main.ftl;
# os avisos de armazenamento e as durações ficam em core.ftl. Glossário: no início de pages.ftl.

app-title = Reversi

## Menu
menu-choose-opponent = Escolha seu adversário
opponent-easy = Fácil
opponent-medium = Médio
opponent-hard = Difícil
color-black-first = Pretas · primeiro
color-white-second = Brancas · segundo
menu-continue = Continuar
menu-statistics = Estatísticas
menu-settings = Configurações

## Tela de jogo
count-you = Você
count-cpu = CPU
# a contagem da CPU durante a partida: $opponent é o nome do adversário (Fácil, Médio, Difícil)
count-cpu-opponent = CPU · { $opponent }
button-undo = Desfazer
button-new-game = Nova partida
button-menu = Início
notice-player-passes = Você não tem jogada — a CPU joga de novo
notice-cpu-passes = A CPU não tem jogada — sua vez de novo
# $you e $cpu são as peças de cada um no final
result-won = Você venceu { $you }–{ $cpu }
result-lost = Você perdeu { $you }–{ $cpu }
result-drawn = Empate { $you }–{ $cpu }

## Estatísticas
stats-title = Estatísticas
stats-played = Partidas
stats-won = Vitórias
stats-lost = Derrotas
stats-drawn = Empates
# $time é uma duração, por exemplo "2 h 05 min"
stats-time = Tempo de jogo: { $time }
button-back = Voltar

## Configurações
settings-title = Configurações
settings-sound = Som
settings-animation = Animação
settings-language = Idioma
sound-on = Ligado
sound-off = Desligado
animation-normal = Padrão
animation-fast = Rápida
# "Desligado" (som) e "Desligada" (animação): a mesma palavra, concordando com o nome da linha
animation-off = Desligada
contrast-normal = Padrão
contrast-high = Alto
settings-contrast = Contraste
# na lista de idiomas, sob o idioma que o sistema pede
language-system = Idioma do sistema

## Para leitores de tela (o espelho acessível da partida)
# $square é o nome de uma casa, como d3; "vazia", "preta", "branca": a casa / a peça
a11y-board = Tabuleiro
a11y-cell-empty = { $square }, vazia
a11y-cell-playable = { $square }, vazia, você pode jogar aqui
a11y-cell-black = { $square }, preta
a11y-cell-white = { $square }, branca
# depois de uma jogada; $flips é quantas peças foram viradas
a11y-you-played = Você jogou em { $square }, { $flips ->
    [one] { $flips } peça virada.
   *[other] { $flips } peças viradas.
}
a11y-cpu-played = A CPU jogou em { $square }, { $flips ->
    [one] { $flips } peça virada.
   *[other] { $flips } peças viradas.
}
button-score = Placar
# $number é o número da sua jogada à qual se volta (1 para a primeira)
a11y-undone = Desfeito: de volta à sua jogada número { $number }.
# $you e $cpu são as peças de cada um agora
a11y-score = Você { $you }, CPU { $cpu }.
a11y-your-color-black = Você joga com as pretas.
a11y-your-color-white = Você joga com as brancas.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
