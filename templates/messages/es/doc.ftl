# El título que muestra un lector de PDF para un juego para imprimir.

doc-kit = { $game } — juego en { $variant ->
        [mono] blanco y negro
       *[colour] color
    }
