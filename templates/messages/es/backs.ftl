# Hojas de piezas con reverso: el primer paso de las hojas para doblar y de las hojas a doble
# cara, y sus páginas de reversos.

backs-fold-glue = Dobla por la línea discontinua alrededor de una cartulina de { $card } mm, pegada
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
