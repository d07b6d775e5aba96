# Les textes du jeu lui-même (menu, plateau, statistiques). Traduction de locales/en/main.ftl ;
# les messages de stockage et les durées sont dans core.ftl. Glossaire : en tête de pages.ftl.

app-title = Reversi

## Menu
menu-choose-opponent = Choisissez votre adversaire
opponent-easy = Facile
opponent-medium = Moyen
opponent-hard = Difficile
color-black-first = Noir · en premier
color-white-second = Blanc · en second
menu-continue = Continuer
menu-statistics = Statistiques
menu-settings = Paramètres

## Écran de jeu
count-you = Vous
count-cpu = Ordi
# le compte de l'ordinateur pendant la partie : $opponent est le nom de l'adversaire (Facile, Moyen, Difficile)
count-cpu-opponent = Ordi · { $opponent }
button-undo = Annuler
button-new-game = Nouvelle partie
button-menu = Accueil
notice-player-passes = Aucun coup possible, vous passez — l'ordinateur rejoue
notice-cpu-passes = L'ordinateur n'a aucun coup et passe — à vous de rejouer
# $you et $cpu sont les nombres de pions à la fin
result-won = Vous avez gagné { $you }–{ $cpu }
result-lost = Vous avez perdu { $you }–{ $cpu }
result-drawn = Partie nulle { $you }–{ $cpu }

## Statistiques
stats-title = Statistiques
stats-played = Parties
stats-won = Victoires
stats-lost = Défaites
stats-drawn = Nulles
# $time est une durée, par exemple "2 h 05 min"
stats-time = Temps de jeu : { $time }
button-back = Retour

## Paramètres
settings-title = Paramètres
settings-sound = Son
settings-animation = Animation
settings-language = Langue
sound-on = Activé
sound-off = Désactivé
animation-normal = Normale
animation-fast = Rapide
animation-off = Désactivée
contrast-normal = Normal
contrast-high = Élevé
settings-contrast = Contraste
# dans la liste des langues, sous la langue que demande le système
language-system = Langue du système

## Pour les lecteurs d'écran (le reflet accessible de la partie)
# $square est le nom d'une case, comme d3 ; "vide", "noir", "blanc" : la case / le pion
a11y-board = Plateau
a11y-cell-empty = { $square }, vide
a11y-cell-playable = { $square }, vide, vous pouvez jouer ici
a11y-cell-black = { $square }, noir
a11y-cell-white = { $square }, blanc
# après un coup ; $flips est le nombre de pions retournés (0 et 1 : [one])
a11y-you-played = Vous avez joué en { $square }, { $flips ->
    [one] { $flips } pion retourné.
   *[other] { $flips } pions retournés.
}
a11y-cpu-played = L'ordinateur a joué en { $square }, { $flips ->
    [one] { $flips } pion retourné.
   *[other] { $flips } pions retournés.
}
button-score = Score
# $number est le numéro de votre coup auquel on revient (1 pour le premier)
a11y-undone = Annulé : retour à votre coup numéro { $number }.
# $you et $cpu sont les nombres de pions maintenant
a11y-score = Vous { $you }, ordinateur { $cpu }.
a11y-your-color-black = Vous jouez les Noirs.
a11y-your-color-white = Vous jouez les Blancs.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
