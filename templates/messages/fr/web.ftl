# La page web : son titre et les noms qu’un lecteur d’écran donne à ses parties.

web-title = { $game } — { $holds ->
        [both] règles et fabrication du jeu
        [assembly] fabrication du jeu
       *[rules] règles
    }
web-table = Tableau
