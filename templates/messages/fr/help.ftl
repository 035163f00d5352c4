# Les lignes de résumé de l’aide de la ligne de commande.

help-boardgen = Des jeux en papier à imprimer et à coller sur du carton, Chameaux et Tapis et Tapis royal : plateaux, feuilles de pièces et fiches de règles mis en page au millimètre, en PDF, SVG ou PNG, et les règles en page web
help-pdf = Écrit un PDF de plusieurs pages par jeu et par version (pour l’imprimer)
help-svg = Écrit un fichier SVG par page (pour le modifier ou pour le web)
help-png = Écrit un aperçu PNG par page
help-handout = Écrit un lot de fiches pour la classe, un PDF par jeu : les règles (et, avec `--sheets rules,assembly`, la page de fabrication du jeu), copiées pour une classe
help-html = Écrit les règles en une page web par jeu, à publier pour une classe : les règles et la fabrication du jeu, chaque schéma en SVG décrit avec des mots
help-list = Liste les jeux fournis, les feuilles que fait chacun et les modèles d’exemple
help-serve = Ouvre la page web où enseignants et familles font leurs jeux dans un navigateur
help-template = Affiche le modèle d’un jeu fourni, un point de départ pour ton propre jeu
help-art = Affiche un dessin de pièce fourni (SVG), à modifier dans Inkscape
help-rules = Affiche des règles fournies, un point de départ pour les règles de ton propre jeu
help-completions = Affiche un script de complétion pour le shell
help-man = Affiche la page de manuel, ou avec `--out DOSSIER` l’écrit avec une page par commande dans DOSSIER
