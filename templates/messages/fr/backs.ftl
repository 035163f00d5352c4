# Feuilles de pièces avec dos : la première étape des feuilles à plier, celle des feuilles
# recto verso et leurs pages de dos.

backs-fold-glue = Pose un carton de { $card } mm derrière les pièces, son bord sur la ligne en tirets, replie les dos par-dessus et colle-les (regarde le dessin en bas)
backs-duplex-glue = Imprime recto verso sur du carton, en retournant par le bord { $flip ->
        [short] court
       *[long] long
    }
backs-title = { $game } — dos de la feuille { $sheet }
backs-subtitle = Imprime au dos de la page précédente, en retournant par le bord { $flip ->
        [short] court
       *[long] long
    } (les bords { $mirror ->
        [x] gauche et droit
       *[y] du haut et du bas
    }) : les dos sont inversés { $mirror ->
        [x] de gauche à droite
       *[y] de haut en bas
    }, décalés de { $x } mm en largeur et de { $y } mm en hauteur (offset={ $offset }).
backs-figure = Dos
backs-fold-alt = Les dos des pièces, inversés de part et d’autre de la ligne de pliage en tirets
backs-duplex-alt = Les dos des pièces de la feuille { $sheet }, inversés pour s’imprimer derrière elles
# What each back shows, told after a page of backs' description.
backs-shows = { $back ->
        [plain] chaque { $piece } a un dos uni
        [same] chaque { $piece } porte le même dessin au dos
       *[piece] chaque { $piece } porte { $other-gender ->
            [f] une
           *[other] un
        } { $other } au dos
    }
backs-shows-same = chaque pièce porte le même dessin au dos
backs-alt-with = { $alt } : { $shows }.
backs-label = { $label } · dos
# La section que les règles ajoutent quand une pièce porte une autre pièce au dos.
backs-rules-heading = Pièces à deux faces
backs-rules-intro = Ce jeu est imprimé avec des dos.
backs-rules-turn = chaque { $piece } porte { $back-gender ->
        [f] une
       *[other] un
    } { $back } au dos : quand { $piece-gender ->
        [f] elle
       *[other] il
    } en devient { $back-gender ->
        [f] une
       *[other] un
    }, retourne-{ $piece-gender ->
        [f] la
       *[other] le
    } au lieu de { $piece-gender ->
        [f] la
       *[other] le
    } remplacer
# La page laissée blanche avant des feuilles recto verso qui commenceraient sinon au dos d’une page.
backs-blank-title = Cette page est laissée blanche
backs-blank-subtitle = Pour qu’en imprimant tout le fichier en recto verso, chaque page de dos s’imprime au dos de ses propres pièces.
backs-blank-label = page blanche

# The side view of a fold-over sheet made up, beside the ruler.
backs-fold-drawing-card = carton
backs-fold-drawing-fronts = pièces
backs-fold-drawing-backs = dos
backs-fold-drawing-line = ligne en tirets
backs-fold-drawing-title = Où va le carton
backs-fold-drawing-alt = Vu de côté : le carton est posé sur l’envers des pièces, son bord sur la ligne en tirets, et les dos sont repliés par-dessus le carton, autour de son bord.
backs-blank-board-subtitle = Pour qu’en imprimant tout le fichier en recto verso, rien ne s’imprime au dos d’une feuille du plateau : elle se colle sur du carton.
