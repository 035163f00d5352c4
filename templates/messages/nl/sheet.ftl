# Wat elk vel rond zijn inhoud drukt: de voettekst, het bijschrift van de balk van 100 mm en
# de titel van het document.

sheet-page = pagina { $page } van { $pages }
sheet-ruler = Druk af op 100 % (ware grootte): deze balk moet precies 100 mm lang zijn.
sheet-footer = { $game } · { $part } · { $variant ->
        [mono] zwart-wit
       *[colour] kleur
    }
sheet-kit-document = { $game } — set ({ $variant ->
        [mono] zwart-wit
       *[colour] kleur
    })
