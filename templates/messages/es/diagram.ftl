# Los diagramas de las reglas: los rótulos de las zonas de meta más allá del tablero.

diagram-endzone = zona de meta { $side_of }
diagram-endzone-short = { $side }
