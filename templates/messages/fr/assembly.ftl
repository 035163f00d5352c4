# La page de fabrication du jeu : chaque phrase qui dépend du jeu et de ses options. Le
# texte fixe de la page est dans templates/text/fr/assembly.md.

assembly-number = { $n ->
        [0] aucune
        [1] une
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
        [10] dix
       *[other] { $n }
    }
assembly-and = { $init } et { $last }
# After "sans": the options a partial run leaves out.
assembly-or = { $init } ni { $last }
assembly-board-sheets = { $halves ->
        [yes] deux feuilles de plateau (les moitiés)
       *[no] une feuille de plateau
    }
assembly-piece-sheets = { $count ->
        [1] une feuille de pièces{ $duplex ->
            [yes] {" "}imprimée recto verso
           *[no] {""}
        }
       *[other] { $word } feuilles de pièces{ $duplex ->
            [yes] {" "}imprimées recto verso
           *[no] {""}
        }
    }
assembly-replacement-sheets = { $count ->
        [1] une feuille de pièces de remplacement{ $duplex ->
            [yes] {" "}imprimée recto verso
           *[no] {""}
        }
       *[other] { $word } feuilles de pièces de remplacement{ $duplex ->
            [yes] {" "}imprimées recto verso
           *[no] {""}
        }
    }
assembly-made-rules = les règles
assembly-made-instructions = ces instructions
assembly-set = { $board }, { $pieces } et ces instructions
assembly-run-web = Le jeu s’imprime à partir d’un seul PDF : { $set }. Si tu ne l’as pas, demande-le à la personne qui a partagé cette page.
assembly-run-handout = Le jeu lui-même s’imprime à part : { $set }.
assembly-run-whole = Tout ce qu’il te faut sort d’une seule impression : { $set }.
assembly-run-part = Cette impression contient seulement { $made }. Sans { $options }, boardgen pdf fait le jeu complet : { $set }.
assembly-bar-page = { $where ->
        [web] la première page du PDF du jeu
        [handout] la première page du jeu
       *[kit] cette page
    }
assembly-glue-board = Colle { $halves ->
        [yes] chaque feuille de plateau
       *[no] la feuille de plateau
    } sur du carton et laisse sécher à plat sous un livre.
assembly-bleed = { $bleed ->
        [yes] La couleur dépasse de { $mm } mm chaque bord à couper : une coupe un peu à côté du trait ne montre pas de blanc.
       *[no] Coupe exactement sur les traits : la couleur s’arrête là.
    }
assembly-board-steps = { $how ->
        [whole] Le plateau tient sur une seule feuille, prêt à coller sur du carton.
        [tab] La moitié 1 a une bande de colle grisée au-delà de son bord de jonction : colle la moitié 2 sur cette bande, son bord sur la ligne, pour que les demi-losanges forment des losanges entiers.
       *[butt] Aucune ligne n’est imprimée sur le bord où les moitiés se rejoignent, et les cases le dépassent : coupe-le exactement sur les traits de coupe. Pose les moitiés bord à bord, les demi-losanges bien alignés en losanges entiers, et assemble-les au dos avec du ruban adhésif.
    }
assembly-glue-pieces = { $count ->
        [1] Colle la feuille de pièces sur du carton, et laisse-la sécher.
       *[other] Colle les feuilles de pièces sur du carton, et laisse-les sécher.
    }
assembly-fold-pieces = { $count ->
        [1] Plie la feuille de pièces autour d’un carton comme l’explique l’étape suivante, colle-la, et laisse-la sécher à plat sous un livre.
       *[other] Plie les feuilles de pièces autour d’un carton comme l’explique l’étape suivante, colle-les, et laisse-les sécher à plat sous un livre.
    }
assembly-duplex-pieces = { $count ->
        [1] Imprime la feuille de pièces sur un carton fin que ton imprimante accepte en recto verso (160 à 250 g/m²), au lieu de la coller sur du carton : un carton collé cacherait les dos.
       *[other] Imprime les feuilles de pièces sur un carton fin que ton imprimante accepte en recto verso (160 à 250 g/m²), au lieu de les coller sur du carton : un carton collé cacherait les dos.
    }
assembly-fold = Chaque feuille de pièces se plie autour du carton, face imprimée à l’extérieur. Marque le pli sur sa ligne en tirets, puis rouvre la feuille. Pose un carton de { $card } mm sur le côté blanc des pièces, son bord exactement sur la pliure marquée (pas au milieu de la partie repliée). Replie ensuite les dos sur le carton et colle-les : le papier fait le tour du bord du carton, c’est pourquoi les dos sont { $card } mm plus loin de la ligne. Le petit dessin à côté de la règle le montre. Ensuite, coupe les trois épaisseurs sur les traits des pièces.
assembly-duplex = Chaque feuille de pièces est suivie d’une page de dos : imprime les deux sur une même feuille, en recto verso, en retournant par le bord { $flip ->
        [short] court
       *[long] long
    }. En trois étapes : d’abord, fais la feuille de réglage seule avec { $command }, imprime ses deux pages une fois en recto verso et lis le décalage de ton imprimante en la regardant à contre-jour ; ensuite, refais le jeu avec le décalage qu’elle indique ({ $option } ; ce jeu a { $offset }) ; enfin, imprime les feuilles de pièces en recto verso sur ce carton et coupe sur les traits du recto. La couleur dépasse chaque bord à couper des deux côtés : un dos un peu décalé ne laisse pas voir de blanc.
# La même chose sur une fiche d’élève ou la page web : comment le jeu est fait, sans les commandes.
assembly-duplex-made = Chaque feuille de pièces est suivie d’une page de dos, imprimée au dos de la même feuille en retournant par le bord { $flip ->
        [short] court
       *[long] long
    }. Avant les pièces, on imprime une fois en recto verso la feuille de réglage du jeu : elle montre de combien l’imprimante décale les dos, et on refait le jeu pour en tenir compte. La couleur dépasse chaque bord à couper des deux côtés : un dos un peu décalé ne laisse pas voir de blanc.
assembly-flip = chaque { $piece } a { $back_gender ->
        [f] une
       *[m] un
    } { $back } au dos, retourne-{ $gender ->
        [f] la
       *[m] le
    } quand { $gender ->
        [f] elle
       *[m] il
    } devient { $back_gender ->
        [f] une
       *[m] un
    } { $back }
assembly-flips = Pièces à retourner : { $list }.
assembly-cut = { $shape ->
        [round] Découpe chaque cercle en suivant son trait imprimé.
       *[square] Coupe d’abord la feuille en travers, le long de chaque ligne entre deux rangées de pièces, grâce aux repères de ses bords gauche et droit (un massicot coupe toute une rangée de pièces d’un coup) ; puis sépare les pièces de chaque bande sur les traits imprimés.
    }
# Le genre du mot « pièces » (« pièces bleues »), tel que les étiquettes des camps
# donnent leurs formes.
assembly-pieces-gender = f
assembly-sides = Les pièces { $side1_of } sont { $look1 } et celles { $side2_of } sont { $look2 }.
assembly-group-labels = L’étiquette au-dessus de chaque groupe dit à qui sont les pièces ; « le jeu », ce sont les pièces avec lesquelles chaque camp commence, « rechange », des pièces en plus{ $has_for ->
        [yes] , pour { $for }
       *[no] {""}
    }.
assembly-picture-order = Les { $pieces } { $side_of } montrent, dans l’ordre de la feuille : { $names }{ $again ->
        [yes] , puis de nouveau à partir de la première
       *[no] {""}
    }.
assembly-count-them = Une fois les pièces découpées, compte-les. Chaque camp doit avoir les pièces du tableau.
assembly-table-caption = Les pièces à découper pour chaque camp.
assembly-in-set = { $count } dans le jeu
assembly-spares = + { $count } de rechange
assembly-side-pieces = pièces { $look }
assembly-piece-alt = { $piece } { $look }
assembly-printed = { $who ->
        [handout] Ces instructions vont avec un jeu prévu
       *[kit] Ce jeu est prévu
    } pour une imprimante { $variant ->
        [mono] noir et blanc
       *[colour] couleur
    }.
assembly-variant-note = { $how ->
        [mono] Il n’utilise que des gris, avec de légères hachures au lieu du noir plein pour économiser l’encre ; les pièces d’un camp sont unies, blanches avec un fin contour foncé ; celles de l’autre sont cerclées d’une large bande grise.
        [web] Les deux camps diffèrent par la clarté autant que par la couleur : on les distingue même quand on est daltonien, ou sur une photocopie en noir et blanc. Pour une imprimante noir et blanc, demande la version noir et blanc du jeu.
        [handout] Les deux camps diffèrent par la clarté autant que par la couleur : on les distingue même quand on est daltonien, ou sur une photocopie en noir et blanc. Pour une imprimante noir et blanc, il existe une version noir et blanc du jeu.
       *[kit] Les deux camps diffèrent par la clarté autant que par la couleur : on les distingue même quand on est daltonien, ou sur une photocopie en noir et blanc. Pour une imprimante noir et blanc, refais le jeu avec --mono.
    }
assembly-contents = Ce que contient ce PDF
assembly-contents-line = { $count ->
        [1] Page { $from }
        [2] Pages { $from } et { $to }
       *[other] Pages { $from } à { $to }
    } : { $what }.
assembly-contents-instructions = ces instructions
assembly-contents-board = { $count ->
        [1] le plateau, sur une feuille, à coller sur du carton et à découper
       *[other] le plateau, en { $word } parties, à coller sur du carton, à découper et à assembler
    }
assembly-contents-pieces = { $count ->
        [1] les pièces, sur une feuille, à coller sur du carton et à découper
       *[other] les pièces, à coller sur du carton et à découper
    }
assembly-contents-folded = { $count ->
        [1] les pièces, sur une feuille, à plier autour d’un carton, à coller et à découper
       *[other] les pièces, chaque feuille à plier autour d’un carton, à coller et à découper
    }
assembly-contents-calibration = la feuille de réglage, à imprimer une fois en recto verso, avant les pièces
assembly-contents-duplex = les pièces, sur { $count ->
        [1] une feuille imprimée
       *[other] { $word } feuilles imprimées
    } recto verso (chaque page de dos au dos de la page d’avant), à découper
assembly-contents-blank = une page blanche, pour que chaque page de dos s’imprime au dos de ses propres pièces
# Le nom du jeu dans le titre « Fabrique ton jeu : … », selon l’identifiant du jeu.
assembly-game = { $game }
assembly-contents-rules = les règles { $id ->
        [royal-carpet] du Tapis royal
        [checkers] des dames anglaises
        [international-draughts] du jeu de dames international
       *[other] de { $game }
    }, sur du papier ordinaire (rien à découper)
# A picture whose file name the font cannot print, named by its place in the list given.
assembly-picture-number = image nº { $n }
# Duplex kits: each board sheet on the front of its own sheet, nothing on its back.
assembly-contents-board-duplex = { $count ->
        [1] le plateau, sur une feuille dont le dos reste vide, à coller sur du carton et à découper
       *[other] le plateau, en { $word } parties, chacune sur sa propre feuille dont le dos reste vide (une page sur deux est blanche), à coller sur du carton, à découper et à assembler
    }
assembly-contents-blank-board = une page blanche, pour que le plateau ne s’imprime pas au dos d’une autre page
