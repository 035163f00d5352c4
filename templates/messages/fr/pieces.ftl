# Les feuilles de pièces : titres, étiquettes au-dessus de chaque groupe de pièces. Formatés
# une fois par feuille ou par groupe, jamais par pièce.

pieces-group = { $who } · { $group ->
        [set] le jeu
        [spares] rechange
       *[replacements] remplacement
    }
pieces-group-counts = { $group } : { $counts }
pieces-part = { $replacements ->
        [yes] pièces de remplacement
       *[no] pièces
    }{ $several ->
        [yes] , feuille { $sheet } sur { $sheets }
       *[no] {""}
    }
pieces-glue = Colle la feuille sur du carton
pieces-subtitle = { $glue }, puis { $shape ->
        [round] découpe autour des cercles
       *[square] découpe le long des traits (c’est rapide avec un massicot)
    }. Chaque pièce mesure { $size } mm, pour des cases de { $square } mm. { $labelled ->
        [yes] { $side } (pièces { $look })
       *[no] { $side }
    } { $plural ->
        [yes] commencent
       *[no] commence
    }.
pieces-block-part = { $label } ({ $part } sur { $parts })

# Notes on Print Then Cut images: how many pieces of which side (or game) each holds.
pieces-cricut-held = { $count ->
        [one] { $count } pièce de { $of }
       *[other] { $count } pièces de { $of }
    }
pieces-cricut-then = { $first }, puis { $next }
pieces-cricut-images = { $images ->
        [one] { $images } image Cricut
       *[other] { $images } images Cricut
    }
