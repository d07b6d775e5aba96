# Messages de stockage, durées et le nom de cette langue dans cette langue (utilisés par src/persist.rs, src/i18n.rs).
language-name = Français
notice-damaged-game = La partie enregistrée n'a pas pu être lue. Elle a été mise de côté ; vous pouvez commencer une nouvelle partie.
notice-damaged-stats = Les statistiques n'ont pas pu être lues. L'ancien fichier a été mis de côté ; le décompte repart de zéro.
notice-damaged-settings = Les paramètres n'ont pas pu être lus et ont été réinitialisés.
notice-save-failed = La partie n'a pas pu être enregistrée.
notice-disk-full = L'espace de stockage est plein : la partie n'a pas pu être enregistrée.
notice-no-storage = Impossible d'enregistrer ici : cette partie ne sera pas conservée.
notice-repaired-stats = Les statistiques étaient incohérentes et ont été réparées sans perdre aucun résultat. L'ancien fichier a été mis de côté.
notice-unreadable-game = La partie enregistrée ne peut pas être lue ici : cette partie ne sera pas enregistrée.
notice-unreadable-stats = Les statistiques ne peuvent pas être lues ici : elles ne seront pas conservées cette fois-ci.
notice-unreadable-settings = Les paramètres ne peuvent pas être lus ici : les modifications ne seront pas conservées.
notice-other-window = Reversi est déjà ouvert dans une autre fenêtre ou un autre onglet : cette partie ne sera pas enregistrée. Les résultats comptent quand même.
# le navigateur n'a pas pu télécharger les textes ou la police d'une langue (hors ligne avant sa première utilisation)
notice-language-unavailable = Cette langue n'a pas pu être chargée. Choisissez-la de nouveau quand l'appareil sera en ligne.
duration-hours-minutes = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
