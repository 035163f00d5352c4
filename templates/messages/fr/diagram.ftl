# Les schémas des règles : les étiquettes des zones d’arrivée au-delà du plateau.

diagram-endzone = zone d’arrivée { $side_of }
diagram-endzone-short = { $side }
