# Ce que chaque feuille imprime autour de son contenu : le pied de page, la légende de la
# barre de 100 mm et le titre du document.

sheet-page = page { $page } sur { $pages }
sheet-ruler = Imprime à 100 % (taille réelle) : cette barre doit mesurer exactement 100 mm.
sheet-footer = { $game } · { $part } · { $variant ->
        [mono] noir et blanc
       *[colour] couleur
    }
sheet-kit-document = { $game } — jeu à fabriquer ({ $variant ->
        [mono] noir et blanc
       *[colour] couleur
    })
