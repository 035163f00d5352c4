# La feuille de réglage recto verso : ses titres, les noms des échelles et les étapes de son
# recto.

calibration-title = { $game } — réglage recto verso
calibration-subtitle = Imprime cette page et la suivante en recto verso, en retournant par le bord { $flip ->
        [short] court
       *[long] long
    }, pour trouver le décalage de ton imprimante.
calibration-across = en largeur
calibration-down = en hauteur
calibration-figure = Échelles de réglage
calibration-figure-alt = Deux échelles principales, en largeur et en hauteur, de −10 à +10 mm ; le verso porte leurs verniers.
calibration-step-print = 1. Imprime cette page et la suivante sur une seule feuille, recto verso, à 100 %, en retournant par le bord { $flip ->
        [short] court
       *[long] long
    }.
calibration-step-window = 2. Tiens la feuille contre une fenêtre. Sur chaque échelle, les traits fins du verso (0 à 10), vus par transparence, croisent les traits plus épais du recto.
calibration-step-tenths = 3. Dixièmes : le numéro du trait du verso qui est exactement dans l’alignement d’un trait du recto et disparaît dedans.
calibration-step-whole = Millimètres entiers : depuis ce trait du recto, recule (vers −) d’autant de traits du recto que ce numéro.
calibration-step-example = Par exemple, le 7 du verso aligné sur le +5 du recto : 7 traits en arrière, c’est −2, donc −2 + 0,7 = −1,3.
calibration-step-offset = 4. Cette feuille a été imprimée avec offset={ $x }x{ $y } : refais le jeu avec --backs duplex{ $flip_set },offset=XxY,
calibration-step-sum = X = { $x } + la lecture en largeur, Y = { $y } + la lecture en hauteur ; imprime de nouveau cette feuille avec ces valeurs pour vérifier.
calibration-note = Les deux échelles indiquent 0 quand le verso est juste derrière le recto. Garde la même imprimante, le même papier et les mêmes réglages.
calibration-back-title = { $game } — réglage recto verso, verso
calibration-back-subtitle = Imprime au dos de la page précédente, en retournant par le bord { $flip ->
        [short] court
       *[long] long
    }. Les échelles se lisent par transparence depuis le recto.
calibration-verniers = Verniers
calibration-verniers-alt = Les verniers des deux échelles, numérotés de 0 à 10, inversés pour se lire par transparence.
calibration-part = réglage recto verso
calibration-back-label = { $label } · verso
