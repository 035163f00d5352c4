# Figurenbögen mit Rückseiten: der erste Schritt der Faltbögen und der beidseitig
# gedruckten Bögen, und deren Seiten mit Rückseiten.

backs-fold-glue = Lege { $card } mm dicken Karton hinter die Vorderseiten, seine Kante auf die gestrichelte Linie, falte die Rückseiten darüber und klebe sie fest (siehe Zeichnung unten)
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
# What each back shows, told after a page of backs' description.
backs-shows = { $gender ->
        [f] jede
        [n] jedes
       *[other] jeder
    } { $piece } { $back ->
        [plain] hat eine einfarbige Rückseite
        [same] zeigt auf der Rückseite dasselbe Bild
       *[piece] hat { $other-gender ->
            [f] eine
            [m] einen
           *[other] ein
        } { $other } auf der Rückseite
    }
backs-shows-same = jede Figur zeigt auf der Rückseite dasselbe Bild
backs-alt-with = { $alt }: { $shows }.
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
# Die leere Seite vor beidseitigen Figurenbögen, die sonst auf der Rückseite einer Seite begännen.
backs-blank-title = Diese Seite bleibt leer
backs-blank-subtitle = Damit beim beidseitigen Druck der ganzen Datei jede Seite mit Rückseiten auf die Rückseite ihrer eigenen Figuren kommt.
backs-blank-label = leere Seite

# The side view of a fold-over sheet made up, beside the ruler.
backs-fold-drawing-card = Karton
backs-fold-drawing-fronts = Vorderseiten
backs-fold-drawing-backs = Rückseiten
backs-fold-drawing-line = gestrichelte Linie
backs-fold-drawing-title = So kommt der Karton hinein
backs-fold-drawing-alt = Von der Seite gesehen: Der Karton liegt auf der Rückseite der Vorderseiten, seine Kante auf der gestrichelten Linie. Die Rückseiten sind über den Karton und um seine Kante gefaltet.
backs-blank-board-subtitle = Damit beim beidseitigen Druck der ganzen Datei nichts auf die Rückseite eines Brettbogens kommt: Er wird auf Karton geklebt.
