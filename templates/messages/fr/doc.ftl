# Le titre qu’un lecteur de PDF affiche pour un jeu à imprimer.

doc-kit = { $game } — jeu en { $variant ->
        [mono] noir et blanc
       *[colour] couleur
    }
