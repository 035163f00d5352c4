# La page web (`boardgen serve`, et le site pour navigateur) : ses libellés, aides et messages.

serve-language-name = Français
serve-language = Langue de cette page
serve-title = Fabrique un jeu de société
serve-intro = Choisis ce que tu fabriques : les pages se dessinent au fil de tes choix. Imprime-les à 100 % (« taille réelle »).
serve-private = Tout se fabrique sur cet appareil : tes photos et tes fichiers ne sont envoyés nulle part.

serve-purpose = Que fabriques-tu ?
serve-purpose-play = Un jeu pour jouer
serve-purpose-play-hint = Le plateau et les pièces à coller sur du carton, avec les règles et la fabrication du jeu.
serve-purpose-class = Les règles pour une classe
serve-purpose-class-hint = Une fiche de règles par élève, une ou deux par feuille.
serve-purpose-machine = Un jeu pour une machine de découpe
serve-purpose-machine-hint = Le jeu à imprimer, avec les fichiers qu’une découpeuse laser, une Cricut ou une Silhouette utilise pour le découper.
serve-purpose-own = Ton propre jeu
serve-purpose-own-hint = Un jeu à toi, décrit dans un fichier modèle : son plateau, ses pièces et ses règles mis en page pour toi.

serve-game = Jeu
serve-game-hint = Les deux jeux : un jeu de chaque, l’un après l’autre.
serve-game-all = Les deux jeux
serve-template = Le modèle de ton jeu (un fichier .toml)
serve-template-files = Les fichiers que ton modèle nomme
serve-template-files-hint = Ses règles, dessins et images, choisis ensemble.
serve-printer = Ton imprimante
serve-printer-colour = Couleur
serve-printer-mono = Noir et blanc (consomme peu d’encre)
serve-paper = Papier
serve-paper-a4 = A4 (210 × 297 mm)
serve-paper-letter = Lettre US (8,5 × 11 pouces)
serve-paper-a3 = A3 (297 × 420 mm)
serve-paper-legal = Légal US (8,5 × 14 pouces)
serve-paper-custom = { $size } mm
serve-lang = Langue du jeu
serve-lang-hint = La langue des règles et des feuilles.

serve-copies = Nombre d’exemplaires
serve-copies-hint = Un pour chaque élève.
serve-n-up = Fiches par feuille
serve-n-up-1 = Une
serve-n-up-2 = Deux, chacune sur une demi-feuille (économise le papier)
serve-booklet = En livret plié
serve-large-print = En gros caractères, pour les élèves qui en ont besoin
serve-two-sided = Imprimé recto verso, chaque exemplaire sur ses propres feuilles
serve-class-sheets = { $copies ->
        [one] Les pages affichées sont toute la série pour la classe.
       *[other] Les pages affichées sont un exemplaire : { $pages } pages à imprimer pour les { $copies } exemplaires.
    }

serve-machine = Ta machine de découpe
serve-machine-hint = Ses fichiers viennent avec le jeu à imprimer, ensemble dans un fichier zip.
serve-kerf = Largeur brûlée par le laser, en mm
serve-kerf-hint = Les pièces sont espacées pour sortir à leur taille exacte. Vide : aucune largeur n’est prévue.
serve-bed = Plus grande feuille que prend ta machine, en mm
serve-bed-hint = Largeur x hauteur, par exemple 300x200.

serve-pictures = Tes images sur les pièces
serve-pictures-hint = Un visage ou un dessin sur une pièce : choisis une image pour toutes ces pièces, ou plusieurs qui se suivent.
serve-art-piece = { $piece }
serve-piece-carpet = Tapis
serve-piece-crown = Couronne
serve-piece-cockerel = Coq
serve-piece-camel = Chameau
serve-piece-king = Roi
serve-piece-checker = Pion
serve-board-art = Une image dans le cadre du plateau
serve-again = { $files ->
        [one] Tu avais choisi { $names }. Une page sans JavaScript ne peut pas garder une image d’une page à l’autre : choisis-la de nouveau avant de télécharger.
       *[other] Tu avais choisi { $names }. Une page sans JavaScript ne peut pas garder des images d’une page à l’autre : choisis-les de nouveau avant de télécharger.
    }

serve-more = Plus de choix
serve-command = Ce que tu fabriques
serve-command-pdf = Le jeu à imprimer (PDF)
serve-command-html = Les règles en page web
serve-command-svg = Chaque page en image SVG
serve-command-png = Chaque page en image PNG
serve-dpi = Résolution des images PNG, en points par pouce
serve-sheets = Feuilles (aucune cochée : toutes)
serve-sheet-board = Le plateau
serve-sheet-pieces = Les pièces
serve-sheet-rules = Les règles
serve-sheet-assembly = La fabrication du jeu
serve-shape = Forme des pièces
serve-shape-square = Carrée
serve-shape-round = Ronde
serve-square = Taille d’une case du plateau en mm
serve-square-hint = de 10 à 200 ; vide : la plus grande qui tient sur le papier
serve-spares = Pièces de rechange pour chaque camp
serve-backs = Dos des pièces
serve-backs-none = Sans dos
serve-backs-fold = Feuilles à plier
serve-backs-duplex = Pour une imprimante recto verso
serve-backs-calibrate = Pour une imprimante recto verso, avec la feuille de réglage
serve-cut = D’autres fichiers pour une machine de découpe
serve-cut-svg = Lignes de coupe (SVG)
serve-cut-dxf = Lignes de coupe (DXF)
serve-cut-laser = Découpeuse laser
serve-cut-contour = Découpe de contour dans le PDF (imprimeur)
serve-cut-marks = Repères d’alignement (Silhouette)
serve-cut-cricut = Cricut Imprimer puis couper

# One line under a choice, saying when to pick it.
serve-printer-hint = Le noir et blanc n’imprime que des gris, les cases foncées hachurées : pour une imprimante sans couleur, ou pour économiser l’encre.
serve-paper-hint = Le papier de ton imprimante : Lettre US en Amérique du Nord, A4 dans la plupart des autres pays.
serve-n-up-hint = Deux par feuille : chaque feuille porte deux fiches, à couper en deux.
serve-command-hint = Un PDF à imprimer, c’est ce qu’il faut presque toujours ; les images servent à d’autres logiciels, la page web au site d’une école.
serve-dpi-hint = Seulement pour les images PNG : 150 pour un écran, 300 pour imprimer.
serve-shape-hint = Les pièces carrées sont les plus rapides à découper au massicot.
serve-spares-hint = Des pièces en plus, au cas où certaines se perdent. Vide : le nombre prévu par le jeu.
serve-backs-hint = Avec un dos, les pièces sont finies des deux côtés ; les feuilles à plier marchent avec toutes les imprimantes.
serve-board-art-hint = Un blason ou un dessin, imprimé dans le cadre autour du plateau.

serve-equivalent = La même chose en ligne de commande :
serve-preview = Afficher les pages
serve-download = Télécharger
serve-print = Imprimer
serve-working = Tes pages se préparent…
serve-ready = { $count ->
        [one] Une page est prête.
       *[other] { $count } pages sont prêtes.
    }
serve-pages = Les pages
serve-full-size = Voir en grand
serve-close = Fermer
serve-page-alt = Page { $n } sur { $count }
serve-page-board = Plateau
serve-page-board-half = Plateau, moitié { $n } sur { $count }
serve-page-pieces = Pièces, page { $n } sur { $count }
serve-page-pieces-back = Dos des pièces, page { $n } sur { $count }
serve-page-rules = Règles, page { $n } sur { $count }
serve-page-assembly = Fabrication du jeu, page { $n } sur { $count }
serve-page-calibration = Feuille de réglage
serve-page-calibration-back = Feuille de réglage, verso
serve-page-blank = Page blanche, pour l’impression recto verso
serve-page-of-game = { $game } : { $page }
serve-notes = Bon à savoir
serve-error-summary = { $count ->
        [one] Un choix ne convient pas :
       *[other] { $count } choix ne conviennent pas :
    }
serve-error-busy = Le serveur est occupé : réessaie dans un instant.
