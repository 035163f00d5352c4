# Was jeder Bogen um seinen Inhalt druckt: die Fußzeile, die Beschriftung des 100-mm-Balkens
# und den Titel des Dokuments.

sheet-page = Seite { $page } von { $pages }
sheet-ruler = Drucke in Originalgröße (100 %): Dieser Balken muss genau 100 mm lang sein.
sheet-footer = { $game } · { $part } · { $variant ->
        [mono] schwarz-weiß
       *[colour] farbig
    }
sheet-kit-document = { $game } — Spielsatz ({ $variant ->
        [mono] schwarz-weiß
       *[colour] farbig
    })
