# Les pages des règles et de la fabrication du jeu : ce qu’une page contient, son pied de
# page et le titre du document tel qu’un lecteur de PDF l’affiche.

handout-what = { $kind ->
        [assembly] fabrication du jeu
       *[rules] règles
    }
handout-page = { $what }, page { $page } sur { $count }
handout-footer = { $game } · { $what } · { $variant ->
        [mono] noir et blanc
       *[colour] couleur
    }
handout-document = { $game } — { $holds ->
        [both] règles et fabrication du jeu{ $booklet ->
            [yes] , livret
           *[no] {""}
        }
        [assembly] fabrication du jeu{ $booklet ->
            [yes] , livret
           *[no] {""}
        }
       *[rules] règles{ $booklet ->
            [yes] {" "}en livret
           *[no] {" "}à distribuer
        }
    }{ $large ->
        [yes] , gros caractères
       *[no] {""}
    }{ $two ->
        [yes] , deux par feuille
       *[no] {""}
    }{ $copies ->
        [one] {""}
       *[other] , { $copies } exemplaires
    }
# La page qui termine un exemplaire d’un nombre impair de pages, pour une série imprimée en recto verso.
handout-blank = Cette page est laissée blanche : l’exemplaire suivant commence sur une nouvelle feuille.
