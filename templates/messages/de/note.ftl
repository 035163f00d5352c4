# boardgen's notes: what a run tells the person making the set, beside its files.

note-faint-pieces = das Bild '{ $file }' ist auf den Figuren „{ $pieces }“ von { $side } vielleicht nicht zu sehen: seine Farbe hat nur { $contrast }:1 Kontrast zur Farbe ihrer Vorderseite { $colour } (unter { $least }:1 bei { $share } % des Bildes): gib ihm einen deckenden Hintergrund oder eine hellere Farbe
note-faint-frame = das Bild '{ $file }' ist auf dem Rahmen des Spielbretts von { $game } vielleicht nicht zu sehen: seine Farbe hat nur { $contrast }:1 Kontrast zu dessen Farbe { $colour } (unter { $least }:1 bei { $share } % des Bildes): gib ihm einen deckenden Hintergrund oder eine hellere Farbe
note-faint-endzone = das Bild '{ $file }' ist auf der Zielzone von { $side } vielleicht nicht zu sehen: seine Farbe hat nur { $contrast }:1 Kontrast zu deren Farbe { $colour } (unter { $least }:1 bei { $share } % des Bildes): gib ihm einen deckenden Hintergrund oder eine hellere Farbe
note-background-letters = der Hintergrund '{ $file }' kann die Buchstaben und Zahlen auf dem Spielbrett von { $game } verdecken: ihre Farbe { $ink } hat auf { $share } % des Rahmens weniger als { $least }:1 Kontrast: ein helleres Bild (oder ein dunkleres, bei hellen Buchstaben) ist besser zu lesen
note-soft-on-pieces = das Bild '{ $file }' ({ $width } x { $height } Pixel) wird auf den Figuren von { $game } mit { $dpi } dpi gedruckt: ab { $sharp } dpi sieht es scharf aus
note-soft-on-board = das Bild '{ $file }' ({ $width } x { $height } Pixel) wird auf dem Spielbrett von { $game } mit { $dpi } dpi gedruckt: ab { $sharp } dpi sieht es scharf aus
note-block-board = den Teil des Spielbretts von ({ $left }, { $top }) bis ({ $right }, { $bottom }) mm auf der gedruckten Seite { $page }
note-block-round = { $count ->
        [one] die runde Figur
       *[other] die { $count } runden Figuren
    } von ({ $left }, { $top }) bis ({ $right }, { $bottom }) mm auf der gedruckten Seite { $page }
note-block-group = { $count ->
        [one] die Gruppe von Figuren
       *[other] die { $count } Gruppen von Figuren
    } von ({ $left }, { $top }) bis ({ $right }, { $bottom }) mm auf der gedruckten Seite { $page }
note-block-turned = { $block }, um 90° gedreht, damit es auf die Arbeitsfläche von { $bed } mm passt
note-block-turned-engraving = { $block }, mit seiner Gravur um 90° gedreht, damit es auf die Arbeitsfläche von { $bed } mm passt
note-bed-and = { $first }; und { $next }
note-bed = { $at } enthält { $blocks }
note-cuts = Schnitte von { $what }: { $count ->
        [one] { $count } Schnitt
       *[other] { $count } Schnitte
    }, { $length } lang, { $travel } Weg zu ihnen und zwischen ihnen von der Ecke oben links
note-cuts-dxf = Schnitte von { $what }: { $count ->
        [one] { $count } Schnitt
       *[other] { $count } Schnitte
    }, { $length } lang, { $travel } Weg zu ihnen und zwischen ihnen von der Ecke oben links (dem Ursprung des SVG), { $dxf } von der Ecke unten links (dem Ursprung des DXF)
note-cuts-one-by-one = { $cuts }; wird jede Figur einzeln ausgeschnitten, sind es { $whole }
note-cricut = Print Then Cut: { $pieces } auf { $images } von { $width } x { $height } mm
note-cricut-image = { $file }: { $held }; { $png }: nur die Figuren, { $width } x { $height } mm: stelle in Design Space seine Breite auf { $inches } in ({ $high } in hoch)
note-lang-english = boardgen hat seine eigenen Wörter (Überschriften der Bögen, die Bastelseite, Legenden der Abbildungen) nur auf { $codes }: sie sind auf Englisch; wähle eine dieser Sprachen mit --lang
note-lang-english-asked = { $from } verlangt '{ $lang }', aber boardgen hat seine eigenen Wörter (Überschriften der Bögen, die Bastelseite, Legenden der Abbildungen) nur auf { $codes }: sie sind auf Englisch; wähle eine dieser Sprachen mit --lang
note-missing-all = seinen Namen, seine Figuren und seine Spielregeln
note-missing-name = seinen Namen
note-missing-spares-for = wofür seine Ersatzfiguren sind
note-missing-rules = seine Spielregeln
note-missing-piece = die Namen der Figur '{ $piece }'
note-missing-sides = die Namen seiner Seiten
note-missing-and = { $first }, { $next }
note-no-translation = { $game }: keine Übersetzung '{ $lang }': sein Name, seine Figuren und seine Spielregeln sind auf '{ $own }', seiner ersten Sprache
note-part-translation = { $game }: seine Übersetzung '{ $lang }' lässt { $parts } aus: sie sind auf '{ $own }', seiner ersten Sprache
note-marks = Passermarken { $left } mm vom linken und { $top } mm vom oberen Rand: die Bögen mit Spielbrett und Figuren bleiben innerhalb und halten Abstand zu ihren Sperrflächen; dafür rücken sie nach innen und werden kleiner
note-smaller = { $game }: Felder von { $square } mm (Figuren von { $pieces } mm) statt { $instead }: das ist das größte, das bei { $why } passt
note-smaller-plain = der { $square } mm eines einfachen Spielsatzes auf { $paper }
note-smaller-usual = der üblichen { $square } mm
note-why-marks = den Passermarken (das Spielbrett hält Abstand zu ihren Sperrflächen)
note-why-paper = Papier { $paper }
note-why-and = { $first } und { $next }

## Die Aufzeichnungen im Ausgabeordner (`why` sind die Worte des Systems)

note-out-journal-unread = '{ $file }' konnte nicht gelesen werden ({ $why }); gelöscht, und nichts, was darin steht, wurde angerührt
note-out-journal-unfollowed = '{ $file }' wurde nicht befolgt ({ $why }); gelöscht, und nichts, was darin steht, wurde angerührt
note-out-journal-strangers = '{ $file }' nennt { $count ->
        [one] eine Datei
       *[other] Dateien
    }, die kein Lauf von boardgen gemacht oder verschoben hat ({ $names }); nicht angerührt
note-out-waiting = ein anderer Lauf von boardgen schreibt gerade in '{ $dir }'; warte, bis er fertig ist
note-out-manifest-unfollowed = '{ $file }' wurde nicht befolgt ({ $why }): keine frühere Datei dieser Spiele wird gelöscht
note-out-not-yours = sie gehört nicht dir, in einem Ordner, in den andere schreiben können
note-out-unread = sie konnte nicht gelesen werden: { $why }
note-out-unsealed = sie ist nicht mit deinem Schlüssel versiegelt: kein Lauf von dir hat sie geschrieben
note-out-no-key = { $why }, also kann keine Aufzeichnung geprüft werden
note-out-manifest-strangers = '{ $file }' nennt { $count ->
        [one] eine Datei
       *[other] Dateien
    }, die kein Lauf dieser Spiele so geschrieben hat, wie sie jetzt sind ({ $names }); nicht angerührt
note-out-manifest-not-boardgens = '{ $file }' ist keine Datei, die boardgen für dich geschrieben hat ({ $what }); nicht angerührt, also wird für diesen Satz nichts aufgezeichnet und keine frühere Datei gelöscht
note-out-folder-or-link = ein Ordner oder eine Verknüpfung
note-out-others = die eines anderen Benutzers, in einem Ordner, in den andere schreiben können
note-out-names = { $names }
note-out-names-more = { $names } und { $count } weitere
