# Die Figurenbögen: Überschriften, die Beschriftung über jeder Gruppe von Figuren.
# Einmal je Bogen oder Gruppe formatiert, nie je Figur.

pieces-group = { $who } · { $group ->
        [set] Spielsatz
        [spares] Ersatz
       *[replacements] Nachdruck
    }
pieces-group-counts = { $group }: { $counts }
pieces-part = { $replacements ->
        [yes] nachgedruckte Figuren
       *[no] Spielfiguren
    }{ $several ->
        [yes] , Bogen { $sheet } von { $sheets }
       *[no] {""}
    }
pieces-glue = Klebe den Bogen auf Karton
pieces-subtitle = { $glue }, dann { $shape ->
        [round] schneide an den Kreisen entlang aus
       *[square] schneide an den Linien entlang (mit einer Schneidemaschine geht es schnell)
    }. Jede Figur ist { $size } mm groß, für Felder von { $square } mm. { $first } { $plural ->
        [yes] beginnen
       *[no] beginnt
    }.
pieces-block-part = { $label } ({ $part } von { $parts })

# Notes on Print Then Cut images: how many pieces of which side (or game) each holds.
pieces-cricut-held = { $count ->
        [one] { $count } Figur von { $of }
       *[other] { $count } Figuren von { $of }
    }
pieces-cricut-then = { $first }, dann { $next }
pieces-cricut-images = { $images ->
        [one] { $images } Cricut-Bild
       *[other] { $images } Cricut-Bilder
    }
