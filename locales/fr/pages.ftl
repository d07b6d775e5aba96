# Comment jouer et À propos (les pages de lecture). Chaque paragraphe est un message ; la page le met en lignes.
# GLOSSAIRE (le même partout : boutons, Comment jouer, lecteurs d'écran, fiche du magasin) :
# disc = pion ; move = coup (verbe : jouer en une case) ; pass = passer (son tour)
# corner = coin ; edge = bord ; mobility = mobilité ; parity = parité ; undo = annuler
# easy/medium/hard = Facile/Moyen/Difficile ; X-square = case X ; C-square = case C
# board = plateau ; square = case
# Aussi : turn over = retourner ; close in = encadrer ; the other side / opponent = l'adversaire
# Black/White = Noir/Blanc ; the CPU = l'ordinateur (Ordi sur le compteur) ; game = partie ; dot = point
# menu = écran d'accueil (bouton Accueil) ; espace insécable (U+00A0) avant les signes doubles

page-how-to-play = Comment jouer
page-about = À propos

## Les règles
rules-heading = Les règles
rules-board = Le Reversi se joue sur un plateau de 8 × 8 cases : colonnes a à h de gauche à droite, rangées 1 à 8 de haut en bas. Au départ, quatre pions sont placés au centre : deux blancs en d4 et e5, deux noirs en d5 et e4. Noir joue en premier, puis les deux camps jouent à tour de rôle.
rules-move = Un coup consiste à poser un pion de votre couleur sur une case vide de façon à encadrer un ou plusieurs pions adverses : une ligne continue de ces pions, avec l'un des vôtres à l'autre bout. Chaque pion ainsi encadré est retourné et prend votre couleur.
rules-lines = Un coup agit dans les huit directions à la fois : à gauche et à droite, en haut et en bas, et le long des quatre diagonales. Toutes les lignes encadrées sont retournées, sans exception et en même temps ; vous ne pouvez pas choisir de n'en retourner que certaines. Une ligne qui s'arrête sur une case vide ou au bord du plateau ne retourne rien, et les pions retournés ne retournent pas à leur tour d'autres pions.
rules-dots = Un coup doit donc retourner au moins un pion. Les cases où vous pouvez jouer portent un point, et seules ces cases réagissent : un coup non autorisé est tout simplement impossible.
rules-pass = Si vous n'avez aucun coup, votre tour est sauté : vous passez et l'adversaire rejoue. Ce n'est pas un choix : tant que vous avez un coup, vous devez jouer. Un court message indique qui a passé.
rules-end = La partie se termine quand aucun des deux camps ne peut plus jouer : en général le plateau est plein, parfois elle s'arrête plus tôt, par exemple quand une couleur n'a plus aucun pion. On compte alors les pions. Celui qui a le plus de pions sur le plateau gagne ; les cases vides ne comptent pour personne ; à égalité, la partie est nulle.

## Jouer dans cette application
app-heading = Jouer dans cette application
app-dots = À votre tour, un point marque chaque case où vous pouvez jouer. Les points montrent seulement où un coup est autorisé, jamais s'il est bon. Un petit repère signale le dernier pion posé, et l'on voit les pions se retourner.
app-input = Touchez une case marquée d'un point, ou cliquez dessus, pour y jouer. Au clavier, les touches fléchées déplacent un cadre sur le plateau, Tab l'amène à la case suivante où vous pouvez jouer (Maj+Tab à la précédente), Entrée ou Espace joue la case sous le cadre, U ou Ctrl+Z annule et Échap revient à l'écran d'accueil. F1 ouvre cette page pendant une partie, et Retour vous ramène à la partie.
app-undo = Annuler reprend votre dernier coup, ainsi que la réponse de l'ordinateur et les éventuels tours passés entre les deux, pour que ce soit de nouveau à vous de jouer. C'est sans pénalité et sans limite, même après la fin de la partie : essayez une autre case et comparez.
app-opponents = Vous jouez contre l'ordinateur. Facile laisse filer des coins sans s'en rendre compte ; Moyen évalue la mobilité de chaque camp (le nombre de coups dont il dispose) et la valeur des cases ; Difficile calcule plusieurs coups à l'avance avec une fonction d'évaluation entraînée par ce projet. Choisissez Noir pour jouer en premier ou Blanc pour jouer en second ; la couleur s'applique à votre prochaine partie.
app-statistics = Des statistiques sont tenues pour chaque adversaire : parties jouées, gagnées, perdues et nulles, et temps de jeu. Une partie compte comme jouée dès qu'elle commence, et comme gagnée, perdue ou nulle quand elle se termine ; une partie laissée inachevée n'est pas une défaite. Rien ne quitte votre appareil.
app-saved = Votre partie est enregistrée après chaque coup, et aussi quand vous fermez l'application. Continuer, sur l'écran d'accueil, la reprend là où vous l'avez laissée. Commencer une nouvelle partie remplace celle qui était enregistrée.

## Stratégie de base
strategy-heading = Stratégie de base
strategy-corners = Les coins sont ce qui compte le plus. Un pion dans un coin ne peut plus jamais être retourné, car aucune ligne ne passe au-delà d'un coin. Les pions du bord voisins d'un coin que vous tenez deviennent souvent définitifs eux aussi : plus rien ne peut les retourner.
strategy-x-squares = Les cases voisines d'un coin vide sont dangereuses. Celles en diagonale (b2, g2, b7 et g7) s'appellent cases X, celles à côté du coin sur le bord (b1, a2, g1, h2, a7, b8, h7 et g8) cases C. Y jouer permet souvent à l'adversaire de prendre le coin.
strategy-edges = Les pions de bord sont plus difficiles à retourner que ceux du centre, car ils ne peuvent être encadrés que le long du bord. Mais un pion isolé sur un bord peut quand même être encadré : prenez les bords avec prudence.
strategy-mobility = Avoir plus de pions en milieu de partie ne veut pas dire que vous menez. Ce qui compte, c'est la mobilité : le nombre de coups dont vous disposez. Retourner peu de pions et garder vos pions à l'intérieur laisse peu de coups à l'adversaire, et de mauvais.
strategy-parity = Quand un camp passe, l'autre joue un coup de plus : essayez donc de laisser l'adversaire sans coup. Vers la fin, comptez les cases vides de chaque région : jouer le dernier coup d'une région, là où l'adversaire ne peut plus répondre, rapporte souvent des pions. C'est ce qu'on appelle la parité.

## Les diagrammes : $player et $other sont des noms de couleur (diagram-black, diagram-white), $square la case du coup, $turned les cases des pions retournés (comme "d4, e5"), $count leur nombre, $corner le nom d'un coin
diagram-black = Noir
diagram-white = Blanc
diagram-first-move = { $player } joue en { $square } : { $count ->
    [one] le pion en { $turned } est encadré et se retourne.
   *[other] les pions en { $turned } sont encadrés et se retournent.
}
diagram-eight-directions = { $player } joue en { $square } : une ligne est encadrée dans chacune des huit directions, et { $count ->
    [one] { $count } pion se retourne : { $turned }.
   *[other] les { $count } pions se retournent tous à la fois : { $turned }.
}
diagram-pass = { $player } joue en { $square } et retourne { $turned }. { $other } n'a alors aucun coup et doit passer : { $player } rejoue, sur l'une des cases marquées d'un point.
diagram-corner = { $player } prend le coin { $square } et retourne { $turned }. Aucun coup ne pourra jamais retourner le pion en { $square }.
diagram-x-square = { $player } joue en { $square }, une case X voisine du coin vide { $corner }, et retourne { $turned }. { $other } peut maintenant prendre le coin { $corner }, comme le montre le point.

## À propos
# $version est le numéro de version du jeu, comme 0.1.0
about-version = Reversi { $version }
about-game = Reversi contre l'ordinateur, avec trois adversaires, en version bureau, dans le navigateur et sur Android. Réalisé par les auteurs de Reversi ; il ne collecte aucune donnée et fonctionne sans réseau.
# $licence est le nom de la licence, MIT
about-licence = Ce jeu est un logiciel libre sous licence { $licence }, reproduite en entier ci-dessous avec les licences des composants qui le constituent.
about-licences-heading = Licences
about-licences-intro = Le jeu inclut les polices DejaVu Sans, Noto Sans CJK (pour le japonais, le chinois et le coréen) et Noto Sans Arabic, Hebrew, Devanagari, Bengali et Thai (pour l'arabe, le persan, l'hébreu, l'hindi, le bengali et le thaï) ainsi que les bibliothèques Rust (crates) listées ci-dessous. Leurs licences suivent telles que leurs auteurs les ont rédigées, en anglais ; un texte qui revient plusieurs fois n'est reproduit que la première fois.
