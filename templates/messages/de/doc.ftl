# Der Titel, den ein PDF-Programm für einen Spielsatz zeigt.

doc-kit = { $game } — { $variant ->
        [mono] Spielsatz in Schwarz-Weiß
       *[colour] Spielsatz in Farbe
    }
