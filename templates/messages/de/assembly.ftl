# Die Bastelanleitung: jeder Text, der vom Spiel und seinen Optionen abhängt. Der feste
# Text der Seite steht in templates/text/de/assembly.md.

assembly-number = { $n ->
        [0] kein
        [1] ein
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
        [6] sechs
        [7] sieben
        [8] acht
        [9] neun
        [10] zehn
       *[other] { $n }
    }
assembly-and = { $init } und { $last }
assembly-or = { $init } oder { $last }
assembly-board-sheets = { $halves ->
        [yes] zwei Brettbögen (die Hälften)
       *[no] ein Brettbogen
    }
assembly-piece-sheets = { $count ->
        [1] ein{ $duplex ->
            [yes] {" "}beidseitig bedruckter
           *[no] {""}
        } Figurenbogen
       *[other] { $word }{ $duplex ->
            [yes] {" "}beidseitig bedruckte
           *[no] {""}
        } Figurenbögen
    }
assembly-replacement-sheets = { $count ->
        [1] ein{ $duplex ->
            [yes] {" "}beidseitig bedruckter
           *[no] {""}
        } Bogen mit nachgedruckten Figuren
       *[other] { $word }{ $duplex ->
            [yes] {" "}beidseitig bedruckte
           *[no] {""}
        } Bögen mit nachgedruckten Figuren
    }
assembly-made-rules = die Spielregeln
assembly-made-instructions = diese Anleitung
assembly-set = { $board }, { $pieces } und diese Anleitung
assembly-run-web = Der Spielsatz wird aus einer einzigen PDF-Datei gedruckt: { $set }. Wenn du sie nicht hast, frag die Person, die diese Seite geteilt hat.
assembly-run-handout = Der Spielsatz selbst wird für sich gedruckt: { $set }.
assembly-run-whole = Alles, was du brauchst, kommt aus einem einzigen Druck: { $set }.
assembly-run-part = Nur das kam aus diesem Druck: { $made }. Ohne { $options } macht boardgen pdf den ganzen Spielsatz: { $set }.
assembly-bar-page = { $where ->
        [web] der ersten Seite der PDF-Datei
        [handout] der ersten Seite des Spielsatzes
       *[kit] dieser Seite
    }
assembly-glue-board = Klebe { $halves ->
        [yes] jeden Brettbogen
       *[no] den Brettbogen
    } auf Karton und lass ihn flach unter einem Buch trocknen.
assembly-bleed = { $bleed ->
        [yes] Die Farbe reicht { $mm } mm über jeden Schnittrand hinaus: Ein Schnitt knapp daneben zeigt kein Weiß.
       *[no] Schneide genau auf den Linien: Dort hört die Farbe auf.
    }
assembly-board-steps = { $how ->
        [whole] Das Brett ist auf einem einzigen Bogen und fertig zum Aufkleben.
        [tab] Hälfte 1 hat hinter ihrem Verbindungsrand einen grauen Klebestreifen: Klebe Hälfte 2 über den Streifen, ihren Rand auf die Linie, sodass die halben Rauten zu ganzen Rauten werden.
       *[butt] Am Rand, wo sich die Hälften treffen, ist keine Linie gedruckt, und die Felder laufen darüber hinaus: Schneide ihn genau an den Schnittmarken. Lege die Hälften Kante an Kante, sodass die halben Rauten genau zu ganzen Rauten passen, und klebe sie hinten mit Klebeband zusammen.
    }
assembly-glue-pieces = { $count ->
        [1] Klebe den Figurenbogen auf Karton und lass ihn trocknen.
       *[other] Klebe die Figurenbögen auf Karton und lass sie trocknen.
    }
assembly-fold-pieces = { $count ->
        [1] Falte den Figurenbogen um Karton, wie es der nächste Schritt erklärt, klebe ihn und lass ihn flach unter einem Buch trocknen.
       *[other] Falte die Figurenbögen um Karton, wie es der nächste Schritt erklärt, klebe sie und lass sie flach unter einem Buch trocknen.
    }
assembly-duplex-pieces = { $count ->
        [1] Drucke den Figurenbogen auf dünnen Karton, den dein Drucker beidseitig bedrucken kann (160 bis 250 g/m²), statt ihn auf Karton zu kleben: Aufgeklebter Karton würde die Rückseiten verdecken.
       *[other] Drucke die Figurenbögen auf dünnen Karton, den dein Drucker beidseitig bedrucken kann (160 bis 250 g/m²), statt sie auf Karton zu kleben: Aufgeklebter Karton würde die Rückseiten verdecken.
    }
assembly-fold = Jeder Figurenbogen wird um den Karton gefaltet, die bedruckte Seite nach außen. Knicke ihn an seiner gestrichelten Linie und klappe ihn wieder auf. Lege { $card } mm dicken Karton auf die leere Seite der Vorderseiten, seine Kante genau in den Knick (nicht in die Mitte der Falte). Falte dann die Rückseiten über den Karton und klebe sie fest. Das Papier läuft um die Kante des Kartons, deshalb liegen die Rückseiten { $card } mm weiter von der Linie weg. Die kleine Zeichnung neben dem Lineal zeigt es. Schneide dann durch alle drei Lagen auf den Linien der Vorderseite.
assembly-duplex = Nach jedem Figurenbogen kommt eine Seite mit Rückseiten: Drucke beide beidseitig auf ein Blatt und wende an der { $flip ->
        [short] kurzen
       *[long] langen
    } Kante. Drei Schritte: Mach zuerst den Justierbogen allein mit { $command }, drucke seine zwei Seiten einmal beidseitig und lies gegen das Licht den Versatz deines Druckers ab; mach dann den Spielsatz neu mit dem Versatz, den er anzeigt ({ $option }; dieser Spielsatz hat { $offset }); drucke dann die Figurenbögen beidseitig auf diesen Karton und schneide auf den Linien der Vorderseiten. Die Farbe geht auf beiden Seiten über jeden Schnittrand hinaus, sodass eine etwas verschobene Rückseite kein Weiß zeigt.
# Dasselbe auf einem Regelblatt oder der Webseite: wie der Spielsatz entsteht, ohne die Befehle.
assembly-duplex-made = Nach jedem Figurenbogen kommt eine Seite mit Rückseiten. Sie wird auf die andere Blattseite gedruckt; dabei wird das Blatt an der { $flip ->
        [short] kurzen
       *[long] langen
    } Kante gewendet. Vor den Figuren wird der Justierbogen des Spielsatzes einmal beidseitig gedruckt: Er zeigt, wie weit der Drucker die Rückseiten verschiebt, und danach wird der Spielsatz passend dazu neu gemacht. Die Farbe geht auf beiden Seiten über jeden Schnittrand hinaus, sodass eine etwas verschobene Rückseite kein Weiß zeigt.
assembly-flip = { $gender ->
        [f] jede
        [n] jedes
       *[m] jeder
    } { $piece } hat { $back_gender ->
        [f] eine
        [n] ein
       *[m] einen
    } { $back } auf der Rückseite, dreh { $gender ->
        [f] sie
        [n] es
       *[m] ihn
    } um, wenn { $gender ->
        [f] sie
        [n] es
       *[m] er
    } { $back_gender ->
        [f] zur
       *[m] zum
    } { $back } wird
assembly-flips = Zum Umdrehen: { $list }.
assembly-cut = { $shape ->
        [round] Schneide jeden Kreis auf seiner gedruckten Linie aus.
       *[square] Schneide den Bogen zuerst mit Hilfe der Striche am linken und rechten Rand zwischen je zwei Reihen von Figuren quer durch (eine Schneidemaschine schafft eine ganze Reihe auf einmal); dann schneide jeden Streifen an seinen Linien auseinander.
    }
# Das Geschlecht des Wortes „Figuren“ („blaue Figuren“), nach dem die Beschriftungen der
# Seiten ihre Formen wählen.
assembly-pieces-gender = f
assembly-sides = Die Figuren { $side1_of } sind { $label1 }, die { $side2_of } { $label2 }.
assembly-group-labels = Die Beschriftung über jeder Gruppe sagt, wem die Figuren gehören; „Spielsatz“ sind die Figuren, mit denen jeder Spieler anfängt, „Ersatz“ sind zusätzliche Figuren{ $has_for ->
        [yes] {" "}für { $for }
       *[no] {""}
    }.
assembly-picture-order = Die { $pieces } { $side_of } zeigen in der Reihenfolge auf dem Bogen: { $names }{ $again ->
        [yes] , dann wieder von vorn
       *[no] {""}
    }.
assembly-count-them = Wenn die Figuren ausgeschnitten sind, zähle sie. Jeder Spieler sollte die Figuren aus der Tabelle haben.
assembly-table-caption = Die Figuren, die du für jeden Spieler ausschneidest.
assembly-in-set = { $count } im Spielsatz
assembly-spares = + { $count } Ersatz
assembly-side-pieces = { $look } Figuren
assembly-piece-alt = { $look } { $piece }
assembly-printed = { $who ->
        [handout] Diese Anleitung gehört zu einem Spielsatz für einen
       *[kit] Dieser Spielsatz ist für einen
    } { $variant ->
        [mono] Schwarz-Weiß-Drucker
       *[colour] Farbdrucker
    }{ $who ->
        [handout] .
       *[kit] {" "}gedacht.
    }
assembly-variant-note = { $how ->
        [mono] Er verwendet nur Grautöne, mit leichter Schraffur statt vollem Schwarz, um Tinte zu sparen; die Figuren der einen Seite sind schlicht weiß mit dünnem dunklem Umriss, die der anderen haben einen breiten grauen Rand.
        [web] Die beiden Seiten unterscheiden sich in Helligkeit und Farbe: So können auch farbenblinde Spieler sie unterscheiden, und auf einer Graustufenkopie bleiben sie verschieden. Für einen Schwarz-Weiß-Drucker frag nach der Schwarz-Weiß-Fassung des Spielsatzes.
        [handout] Die beiden Seiten unterscheiden sich in Helligkeit und Farbe: So können auch farbenblinde Spieler sie unterscheiden, und auf einer Graustufenkopie bleiben sie verschieden. Für einen Schwarz-Weiß-Drucker gibt es eine Schwarz-Weiß-Fassung des Spielsatzes.
       *[kit] Die beiden Seiten unterscheiden sich in Helligkeit und Farbe: So können auch farbenblinde Spieler sie unterscheiden, und auf einer Graustufenkopie bleiben sie verschieden. Für einen Schwarz-Weiß-Drucker mach den Spielsatz noch einmal mit --mono.
    }
assembly-contents = Was in dieser PDF-Datei ist
assembly-contents-line = { $count ->
        [1] Seite { $from }
        [2] Seiten { $from } und { $to }
       *[other] Seiten { $from } bis { $to }
    }: { $what }.
assembly-contents-instructions = diese Anleitung
assembly-contents-board = { $count ->
        [1] das Brett, auf einem Bogen, zum Aufkleben auf Karton und Ausschneiden
       *[other] das Brett, in { $word } Teilen, zum Aufkleben auf Karton, Ausschneiden und Zusammensetzen
    }
assembly-contents-pieces = { $count ->
        [1] die Figuren, auf einem Bogen, zum Aufkleben auf Karton und Ausschneiden
       *[other] die Figuren, zum Aufkleben auf Karton und Ausschneiden
    }
assembly-contents-folded = { $count ->
        [1] die Figuren, auf einem Bogen, zum Falten um Karton, Kleben und Ausschneiden
       *[other] die Figuren, jeder Bogen zum Falten um Karton, Kleben und Ausschneiden
    }
assembly-contents-calibration = der Justierbogen, einmal beidseitig zu drucken, vor den Figuren
assembly-contents-duplex = die Figuren, auf { $count ->
        [1] einem beidseitig bedruckten Bogen
       *[other] { $word } beidseitig bedruckten Bögen
    } (jede Seite mit Rückseiten auf der Rückseite der Seite davor), zum Ausschneiden
assembly-contents-blank = eine leere Seite, damit jede Seite mit Rückseiten auf die Rückseite ihrer eigenen Figuren kommt
# Der Name des Spiels im Titel „So bastelst du deinen Spielsatz …“, in Anführungszeichen.
assembly-game = „{ $game }“
assembly-contents-rules = die Spielregeln für „{ $game }“, auf normalem Papier (nichts zum Ausschneiden)
# A picture whose file name the font cannot print, named by its place in the list given.
assembly-picture-number = Bild Nr. { $n }
# Duplex kits: each board sheet on the front of its own sheet, nothing on its back.
assembly-contents-board-duplex = { $count ->
        [1] das Brett, auf einem Bogen mit leerer Rückseite, zum Aufkleben auf Karton und Ausschneiden
       *[other] das Brett, in { $word } Teilen, jeder auf einem eigenen Bogen mit leerer Rückseite (jede zweite Seite ist leer), zum Aufkleben auf Karton, Ausschneiden und Zusammensetzen
    }
assembly-contents-blank-board = eine leere Seite, damit das Brett nicht auf die Rückseite einer anderen Seite gedruckt wird
