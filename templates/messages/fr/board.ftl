# Les feuilles du plateau : titres, notes sur les bords, étiquettes des zones d’arrivée et
# descriptions lues par un lecteur d’écran.

board-glue-tab = COLLE  ·  la moitié { $half } se pose dessus, son bord sur la ligne ci-dessous
board-seam-note = ce bord touche la moitié { $half } : coupe-le juste sur les traits de coupe
board-endzone = zone d’arrivée { $side_of }
board-endzone-note = les rois { $side_of } sautent hors du plateau jusqu’ici
board-whole = plateau
board-half = plateau, moitié { $half } sur { $count }
board-whole-subtitle = Rangées 1 à { $ranks } avec { $endzones ->
        [yes] les deux zones d’arrivée
       *[no] son cadre
    }, cases de { $square } mm. Colle-le sur du carton et coupe sur les traits de coupe.
board-half-subtitle = Rangées { $from } à { $to }{ $owner ->
        [none] {""}
       *[other] {" "}et zone d’arrivée { $owner_of }
    } (côté { $side_of }), cases de { $square } mm. Colle-la sur du carton, coupe sur les traits de coupe, puis { $join }.
board-join-tab = colle la moitié { $half } sur la bande grisée
board-join-glue = colle le bord { $edge ->
        [top] du haut
       *[bottom] du bas
    } sur la bande grisée de la moitié { $half }
board-join-butt = place son bord { $edge ->
        [top] du haut
       *[bottom] du bas
    } contre la moitié { $half }
board-title = { $game } — { $part }
board-alt = { $part } : rangées { $from } à { $to }, colonnes de a à { $last }{ $endzones ->
        [yes] , avec les zones d’arrivée au-delà
       *[no] {""}
    }
board-alt-rings = Des cercles en tirets marquent les cases où les pièces commencent : { $sides }
board-alt-ring-side = { $side } sur { $squares }
board-document = { $game } — plateau ({ $variant ->
        [mono] noir et blanc
       *[colour] couleur
    })
board-pictures = Le plateau montre { $parts }.
board-picture-frame = { $file } au milieu des bords à lettres du cadre (entre { $a } et { $b })
board-picture-endzones = { $file } des deux côtés du nom de chaque zone d’arrivée
board-picture-endzone = { $file } des deux côtés du nom de la zone d’arrivée { $side_of }
board-picture-background = { $file } sur tout le cadre, derrière ses lettres et ses chiffres
board-and = { $init } et { $last }
