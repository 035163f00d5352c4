# Lo que cada hoja imprime alrededor de su contenido: el pie de página, el texto de la barra
# de 100 mm y el título del documento.

sheet-page = página { $page } de { $pages }
sheet-ruler = Imprime al 100 % (tamaño real): esta barra tiene que medir exactamente 100 mm.
sheet-footer = { $game } · { $part } · { $variant ->
        [mono] blanco y negro
       *[colour] color
    }
sheet-kit-document = { $game } — juego para recortar ({ $variant ->
        [mono] blanco y negro
       *[colour] color
    })
