# Die Webseite (`boardgen serve` und die Seite für den Browser): ihre Beschriftungen, Hinweise und Meldungen.

serve-language-name = Deutsch
serve-language = Sprache dieser Seite
serve-title = Bastle ein Brettspiel
serve-intro = Wähle, was du machst: Die Seiten werden gezeichnet, während du wählst. Drucke sie in 100 % („Originalgröße“).
serve-private = Alles entsteht auf diesem Gerät: Deine Fotos und Dateien werden nirgendwohin geschickt.

serve-purpose = Was machst du?
serve-purpose-play = Einen Spielsatz zum Spielen
serve-purpose-play-hint = Das Spielbrett und die Figuren zum Aufkleben auf Karton, mit den Regeln und der Bastelanleitung.
serve-purpose-class = Die Regeln für eine Klasse
serve-purpose-class-hint = Ein Regelblatt für jedes Kind, eines oder zwei auf einem Bogen.
serve-purpose-machine = Einen Spielsatz für eine Schneidemaschine
serve-purpose-machine-hint = Den Spielsatz zum Drucken, mit den Dateien, mit denen ein Laserschneider, ein Cricut oder eine Silhouette ihn schneidet.
serve-purpose-own = Dein eigenes Spiel
serve-purpose-own-hint = Ein eigenes Spiel, beschrieben in einer Vorlage: Sein Spielbrett, seine Figuren und seine Regeln werden für dich gesetzt.

serve-game = Spiel
serve-game-hint = Beide Spiele: von jedem ein Spielsatz, einer nach dem anderen.
serve-game-all = Beide Spiele
serve-template = Die Vorlage deines Spiels (eine .toml-Datei)
serve-template-files = Die Dateien, die deine Vorlage nennt
serve-template-files-hint = Ihre Regeln, Zeichnungen und Bilder, zusammen ausgewählt.
serve-printer = Dein Drucker
serve-printer-colour = Farbe
serve-printer-mono = Schwarz-Weiß (braucht wenig Tinte)
serve-paper = Papier
serve-paper-a4 = A4 (210 × 297 mm)
serve-paper-letter = US-Letter (8,5 × 11 Zoll)
serve-paper-a3 = A3 (297 × 420 mm)
serve-paper-legal = US-Legal (8,5 × 14 Zoll)
serve-paper-custom = { $size } mm
serve-lang = Sprache des Spielsatzes
serve-lang-hint = Die Sprache der Regeln und der Bögen.

serve-copies = Anzahl der Regelblätter
serve-copies-hint = Eines für jedes Kind.
serve-n-up = Regelblätter pro Bogen
serve-n-up-1 = Eines
serve-n-up-2 = Zwei, jedes auf einem halben Bogen (spart Papier)
serve-booklet = Als gefaltetes Heft
serve-large-print = In großer Schrift, für Kinder, die sie brauchen
serve-two-sided = Beidseitig gedruckt, jedes Regelblatt auf eigenen Bögen
serve-class-sheets = { $copies ->
        [one] Die gezeigten Seiten sind der ganze Satz für die Klasse.
       *[other] Die gezeigten Seiten sind ein Exemplar: { $pages } Seiten zu drucken für alle { $copies } Exemplare.
    }

serve-machine = Deine Schneidemaschine
serve-machine-hint = Ihre Dateien kommen mit dem Spielsatz zum Drucken, zusammen in einer ZIP-Datei.
serve-kerf = Breite, die der Laser wegbrennt, in mm
serve-kerf-hint = Die Figuren werden so weit auseinandergesetzt, dass sie genau in ihrer Größe herauskommen. Leer: Keine Breite wird berücksichtigt.
serve-bed = Größter Bogen, den deine Maschine nimmt, in mm
serve-bed-hint = Breite x Höhe, zum Beispiel 300x200.

serve-pictures = Deine Bilder auf den Figuren
serve-pictures-hint = Ein Gesicht oder eine Zeichnung auf einer Figur: Wähle ein Bild für alle diese Figuren oder mehrere im Wechsel.
serve-art-piece = { $piece }
serve-piece-carpet = Teppich
serve-piece-crown = Krone
serve-piece-cockerel = Hahn
serve-piece-camel = Kamel
serve-piece-king = König
serve-piece-checker = Stein
serve-board-art = Ein Bild im Rahmen des Spielbretts
serve-again = { $files ->
        [one] Du hattest { $names } gewählt. Eine Seite ohne JavaScript kann ein Bild nicht von einer Seite zur nächsten behalten: Wähle es vor dem Herunterladen noch einmal.
       *[other] Du hattest { $names } gewählt. Eine Seite ohne JavaScript kann Bilder nicht von einer Seite zur nächsten behalten: Wähle sie vor dem Herunterladen noch einmal.
    }

serve-more = Weitere Einstellungen
serve-command = Was du machst
serve-command-pdf = Den Spielsatz zum Drucken (PDF)
serve-command-html = Die Regeln als Webseite
serve-command-svg = Jede Seite als SVG-Bild
serve-command-png = Jede Seite als PNG-Bild
serve-dpi = Auflösung der PNG-Bilder in Punkten pro Zoll
serve-sheets = Bögen (keiner angekreuzt: alle)
serve-sheet-board = Das Spielbrett
serve-sheet-pieces = Die Figuren
serve-sheet-rules = Die Regeln
serve-sheet-assembly = Den Spielsatz basteln
serve-shape = Form der Figuren
serve-shape-square = Quadratisch
serve-shape-round = Rund
serve-square = Größe eines Feldes in mm
serve-square-hint = 10 bis 200; leer: das größte, das aufs Papier passt
serve-spares = Ersatzfiguren für jede Seite
serve-backs = Rückseiten der Figuren
serve-backs-none = Ohne Rückseiten
serve-backs-fold = Bögen zum Falten
serve-backs-duplex = Für einen Drucker, der beidseitig druckt
serve-backs-calibrate = Für einen Drucker, der beidseitig druckt, mit dem Justierbogen
serve-cut = Weitere Dateien für eine Schneidemaschine
serve-cut-svg = Schnittlinien (SVG)
serve-cut-dxf = Schnittlinien (DXF)
serve-cut-laser = Laserschneider
serve-cut-contour = Konturschnitt im PDF (Druckerei)
serve-cut-marks = Passermarken (Silhouette)
serve-cut-cricut = Cricut Drucken und Schneiden

# One line under a choice, saying when to pick it.
serve-printer-hint = Schwarz-Weiß druckt nur Grautöne, die dunklen Felder schraffiert: für einen Drucker ohne Farbe oder um Tinte zu sparen.
serve-paper-hint = Das Papier in deinem Drucker: US-Letter in Nordamerika, A4 in den meisten anderen Ländern.
serve-n-up-hint = Zwei pro Bogen: Auf jedem Bogen stehen zwei Regelblätter, zum Durchschneiden.
serve-command-hint = Ein PDF zum Drucken brauchen fast alle; Bilder sind für andere Programme, die Webseite für die Seite einer Schule.
serve-dpi-hint = Nur für PNG-Bilder: 150 für den Bildschirm, 300 zum Drucken.
serve-shape-hint = Quadratische Figuren schneidest du am schnellsten mit einer Papierschneidemaschine aus.
serve-spares-hint = Zusätzliche Figuren, falls welche verloren gehen. Leer: so viele, wie das Spiel vorsieht.
serve-backs-hint = Mit Rückseiten sehen die Figuren auf beiden Seiten fertig aus; Bögen zum Falten gehen mit jedem Drucker.
serve-board-art-hint = Ein Wappen oder eine Zeichnung, gedruckt im Rahmen um das Spielbrett.

serve-equivalent = Dasselbe auf der Kommandozeile:
serve-preview = Seiten zeigen
serve-download = Herunterladen
serve-print = Drucken
serve-working = Deine Seiten entstehen …
serve-ready = { $count ->
        [one] Eine Seite ist fertig.
       *[other] { $count } Seiten sind fertig.
    }
serve-pages = Die Seiten
serve-full-size = Groß anzeigen
serve-close = Schließen
serve-page-alt = Seite { $n } von { $count }
serve-page-board = Spielbrett
serve-page-board-half = Spielbrett, Hälfte { $n } von { $count }
serve-page-pieces = Figuren, Seite { $n } von { $count }
serve-page-pieces-back = Rückseiten der Figuren, Seite { $n } von { $count }
serve-page-rules = Regeln, Seite { $n } von { $count }
serve-page-assembly = Den Spielsatz basteln, Seite { $n } von { $count }
serve-page-calibration = Justierbogen
serve-page-calibration-back = Justierbogen, Rückseite
serve-page-blank = Leere Seite, für den beidseitigen Druck
serve-page-of-game = { $game }: { $page }
serve-notes = Gut zu wissen
serve-error-summary = { $count ->
        [one] Eine Angabe passt nicht:
       *[other] { $count } Angaben passen nicht:
    }
serve-error-busy = Der Server ist beschäftigt. Versuche es gleich noch einmal.
