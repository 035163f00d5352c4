# Die Seiten der Spielregeln und der Bastelanleitung: was eine Seite enthält, ihre Fußzeile
# und der Titel des Dokuments, wie ein PDF-Programm ihn zeigt.

handout-what = { $kind ->
        [assembly] Bastelanleitung
       *[rules] Spielregeln
    }
handout-page = { $what }, Seite { $page } von { $count }
handout-footer = { $game } · { $what } · { $variant ->
        [mono] schwarz-weiß
       *[colour] farbig
    }
handout-document = { $game } — { $holds ->
        [both] Spielregeln und Bastelanleitung{ $booklet ->
            [yes] , Heft
           *[no] {""}
        }
        [assembly] Bastelanleitung{ $booklet ->
            [yes] , Heft
           *[no] {""}
        }
       *[rules] Spielregeln{ $booklet ->
            [yes] {" "}als Heft
           *[no] {" "}zum Austeilen
        }
    }{ $large ->
        [yes] , Großdruck
       *[no] {""}
    }{ $two ->
        [yes] , zwei pro Blatt
       *[no] {""}
    }{ $copies ->
        [one] {""}
       *[other] , { $copies } Exemplare
    }
# Die Seite am Ende eines Exemplars mit ungerader Seitenzahl, wenn der Klassensatz beidseitig gedruckt wird.
handout-blank = Diese Seite bleibt leer: Das nächste Exemplar beginnt auf einem eigenen Blatt.
