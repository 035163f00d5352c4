# Las hojas de piezas: títulos y las etiquetas sobre cada grupo de piezas. Se forman una
# vez por hoja o por grupo, nunca por pieza.

pieces-group = { $who } · { $group ->
        [set] el juego
        [spares] repuesto
       *[replacements] reposición
    }
pieces-group-counts = { $group }: { $counts }
pieces-part = { $replacements ->
        [yes] piezas de reposición
       *[no] piezas
    }{ $several ->
        [yes] , hoja { $sheet } de { $sheets }
       *[no] {""}
    }
pieces-glue = Pega la hoja sobre cartulina
pieces-subtitle = { $glue }, luego { $shape ->
        [round] recorta por los círculos
       *[square] recorta por las líneas (con una guillotina de papel es rápido)
    }. Cada pieza mide { $size } mm, para casillas de { $square } mm. { $labelled ->
        [yes] { $side } (piezas { $look })
       *[no] { $side }
    } { $plural ->
        [yes] empiezan
       *[no] empieza
    }.
pieces-block-part = { $label } ({ $part } de { $parts })

# Notes on Print Then Cut images: how many pieces of which side (or game) each holds.
pieces-cricut-held = { $count ->
        [one] { $count } pieza de { $of }
       *[other] { $count } piezas de { $of }
    }
pieces-cricut-then = { $first }, luego { $next }
pieces-cricut-images = { $images ->
        [one] { $images } imagen de Cricut
       *[other] { $images } imágenes de Cricut
    }
