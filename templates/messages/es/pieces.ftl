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
