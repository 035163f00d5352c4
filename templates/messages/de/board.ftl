# Die Bögen des Spielbretts: Überschriften, Hinweise an den Rändern, die Beschriftung der
# Zielzonen und die Beschreibungen, die ein Bildschirmleser vorliest.

board-glue-tab = KLEBEN  ·  Hälfte { $half } kommt darauf, ihr Rand auf die Linie unten
board-seam-note = dieser Rand stößt an Hälfte { $half }: genau auf den Schnittmarken schneiden
board-endzone = Zielzone { $side_of }
board-endzone-note = die Könige { $side_of } springen vom Brett hierher
board-whole = Spielbrett
board-half = Spielbrett, Hälfte { $half } von { $count }
board-whole-subtitle = Reihen 1 bis { $ranks } mit { $endzones ->
        [yes] beiden Zielzonen
       *[no] dem Rahmen
    }, Felder von { $square } mm. Auf Karton kleben und an den Schnittmarken schneiden.
board-half-subtitle = Reihen { $from } bis { $to }{ $owner ->
        [none] {""}
       *[other] {" "}und Zielzone { $owner_of }
    } (Seite { $side_of }), Felder von { $square } mm. Auf Karton kleben, an den Schnittmarken schneiden, dann { $join }.
board-join-tab = Hälfte { $half } auf den grauen Streifen kleben
board-join-glue = den { $edge ->
        [top] oberen
       *[bottom] unteren
    } Rand auf den grauen Streifen von Hälfte { $half } kleben
board-join-butt = den { $edge ->
        [top] oberen
       *[bottom] unteren
    } Rand stumpf an Hälfte { $half } legen
board-title = { $game } — { $part }
board-alt = { $part }: Reihen { $from } bis { $to }, Linien a bis { $last }{ $endzones ->
        [yes] , dahinter die Zielzonen
       *[no] {""}
    }
board-alt-rings = Gestrichelte Ringe zeigen die Felder, auf denen die Figuren anfangen: { $sides }
board-alt-ring-side = { $side } auf { $squares }
board-document = { $game } — Spielbrett ({ $variant ->
        [mono] schwarz-weiß
       *[colour] farbig
    })
board-pictures = Das Spielbrett zeigt { $parts }.
board-picture-frame = { $file } in der Mitte der Ränder mit Buchstaben (zwischen { $a } und { $b })
board-picture-endzones = { $file } auf beiden Seiten der Beschriftung jeder Zielzone
board-picture-endzone = { $file } auf beiden Seiten der Beschriftung der Zielzone { $side_of }
board-picture-background = { $file } im ganzen Rahmen, hinter seinen Buchstaben und Zahlen
board-and = { $init } und { $last }
