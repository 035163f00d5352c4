# Hojas de piezas con reverso: el primer paso de las hojas para doblar y de las hojas a doble
# cara, y sus páginas de reversos.

backs-fold-glue = Pon una cartulina de { $card } mm detrás de los anversos, con su borde sobre la línea discontinua; dobla los reversos por encima y pégalos (mira el dibujo de abajo)
backs-duplex-glue = Imprime por las dos caras en cartulina, girando por el borde { $flip ->
        [short] corto
       *[long] largo
    }
backs-title = { $game } — reversos de la hoja { $sheet }
backs-subtitle = Imprime en el reverso de la página anterior, girando por el borde { $flip ->
        [short] corto
       *[long] largo
    } (los bordes { $mirror ->
        [x] izquierdo y derecho
       *[y] de arriba y de abajo
    }): los reversos están invertidos { $mirror ->
        [x] de izquierda a derecha
       *[y] de arriba abajo
    } y desplazados { $x } mm en horizontal y { $y } mm en vertical (offset={ $offset }).
backs-figure = Reversos
backs-fold-alt = Los reversos de las piezas, invertidos a los dos lados de la línea de doblez discontinua
backs-duplex-alt = Los reversos de las piezas de la hoja { $sheet }, invertidos para imprimirse detrás de ellas
# What each back shows, told after a page of backs' description.
backs-shows = cada { $piece } { $back ->
        [plain] tiene el reverso liso
        [same] lleva el mismo dibujo en el reverso
       *[piece] lleva { $other-gender ->
            [f] una
           *[other] un
        } { $other } en el reverso
    }
backs-shows-same = cada pieza lleva el mismo dibujo en el reverso
backs-alt-with = { $alt }: { $shows }.
backs-label = { $label } · reversos
# La sección que las reglas añaden cuando una pieza lleva otra pieza en el reverso.
backs-rules-heading = Piezas con reverso
backs-rules-intro = Este juego está impreso con reversos.
backs-rules-turn = cada { $piece } lleva { $back-gender ->
        [f] una
       *[other] un
    } { $back } en el reverso: cuando se convierta en { $back-gender ->
        [f] una
       *[other] uno
    }, dale la vuelta en lugar de cambiar{ $piece-gender ->
        [f] la
       *[other] lo
    }
# La página en blanco antes de las hojas a doble cara que, si no, empezarían en el reverso de una página.
backs-blank-title = Esta página se deja en blanco
backs-blank-subtitle = Para que, al imprimir todo el archivo a doble cara, cada página de reversos quede en el reverso de sus propias piezas.
backs-blank-label = página en blanco

# The side view of a fold-over sheet made up, beside the ruler.
backs-fold-drawing-card = cartulina
backs-fold-drawing-fronts = anversos
backs-fold-drawing-backs = reversos
backs-fold-drawing-line = línea discontinua
backs-fold-drawing-title = Cómo va la cartulina
backs-fold-drawing-alt = Vista de lado: la cartulina está sobre la parte de atrás de los anversos, con su borde en la línea discontinua, y los reversos se doblan por encima de la cartulina, alrededor de su borde.
backs-blank-board-subtitle = Para que, al imprimir todo el archivo a doble cara, no se imprima nada en el reverso de una hoja del tablero: se pega sobre cartulina.
