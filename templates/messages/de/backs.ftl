# Figurenbögen mit Rückseiten: der erste Schritt der Faltbögen und der beidseitig
# gedruckten Bögen, und deren Seiten mit Rückseiten.

backs-fold-glue = Falte an der gestrichelten Linie um { $card } mm dicken Karton und klebe ihn ein
backs-duplex-glue = Drucke beidseitig auf Karton und wende an der { $flip ->
        [short] kurzen
       *[long] langen
    } Kante
backs-title = { $game } — Rückseiten von Bogen { $sheet }
backs-subtitle = Drucke auf die Rückseite der Seite davor und wende an der { $flip ->
        [short] kurzen
       *[long] langen
    } Kante ({ $mirror ->
        [x] linke und rechte
       *[y] obere und untere
    } Kante): Die Rückseiten sind { $mirror ->
        [x] waagerecht
       *[y] senkrecht
    } gespiegelt und um { $x } mm waagerecht und { $y } mm senkrecht verschoben (offset={ $offset }).
backs-figure = Rückseiten
backs-fold-alt = Die Rückseiten der Figuren, an der gestrichelten Falzlinie gespiegelt
backs-duplex-alt = Die Rückseiten der Figuren von Bogen { $sheet }, gespiegelt, um hinter ihnen gedruckt zu werden
backs-label = { $label } · Rückseiten
# Der Abschnitt, den die Regeln bekommen, wenn eine Figur auf ihrer Rückseite eine andere zeigt.
backs-rules-heading = Figuren mit Rückseite
backs-rules-intro = Dieser Spielsatz ist mit Rückseiten gedruckt.
backs-rules-turn = { $piece-gender ->
        [f] jede
        [n] jedes
       *[other] jeder
    } { $piece } hat { $back-gender ->
        [f] eine
        [m] einen
       *[other] ein
    } { $back } auf der Rückseite: Wird { $piece-gender ->
        [f] sie
        [n] es
       *[other] er
    } { $back-gender ->
        [f] zur
       *[other] zum
    } { $back }, dreh { $piece-gender ->
        [f] sie
        [n] es
       *[other] ihn
    } einfach um, statt { $piece-gender ->
        [f] sie
        [n] es
       *[other] ihn
    } auszutauschen
