# Die Zusammenfassungen in der Hilfe der Kommandozeile.

help-boardgen = Papierspiele zum Ausdrucken und Aufkleben auf Karton, „Kamele und Teppiche“ und „Königsteppich“: Spielbretter, Bögen mit Figuren und Blätter mit Spielregeln, millimetergenau gesetzt, als PDF, SVG oder PNG, und die Spielregeln als Webseite
help-pdf = Schreibt ein mehrseitiges PDF pro Spiel und Ausführung (zum Drucken)
help-svg = Schreibt eine SVG-Datei pro Seite (zum Bearbeiten oder fürs Web)
help-png = Schreibt eine PNG-Vorschau pro Seite
help-handout = Schreibt einen Satz Blätter für die Klasse als ein PDF pro Spiel: die Spielregeln (und mit `--sheets rules,assembly` die Bastelseite), kopiert für eine Klasse
help-html = Schreibt die Spielregeln als eine Webseite pro Spiel, für eine Klasse: die Spielregeln und das Basteln, jede Abbildung als SVG, in Worten beschrieben
help-list = Listet die eingebauten Spiele, die Bögen jedes Spiels und die Beispielvorlagen auf
help-serve = Öffnet die Webseite, auf der Lehrkräfte und Familien ihre Spiele im Browser erstellen
help-template = Gibt die Vorlage eines eingebauten Spiels aus, ein Anfang für dein eigenes Spiel
help-art = Gibt eine eingebaute Figurenzeichnung (SVG) aus, zum Bearbeiten in Inkscape
help-rules = Gibt eingebaute Spielregeln aus, ein Anfang für die Spielregeln deines eigenen Spiels
help-completions = Gibt ein Skript zur Vervollständigung in der Shell aus
help-man = Gibt die Handbuchseite aus oder schreibt sie mit `--out ORDNER` zusammen mit je einer Seite pro Befehl in ORDNER
help-opt-game = Welches Spiel: camels-and-carpets, royal-carpet, all (ein Satz Dateien pro Spiel), ein Beispiel mit seinem Namen (checkers, international-draughts) oder der Pfad deiner eigenen Vorlage (eine .toml-Datei; `--template` ist dieselbe Option). Gib sie mehrmals für mehrere Spiele an. Standard: all
help-opt-paper = Papier: a4, letter, a3, legal oder BREITExHÖHE in mm (je 120 bis 1200, zum Beispiel 250x350). Die Richtung, in der das größere Brett passt, wird gewählt. Standard: die Variable PAPERSIZE, sonst /etc/papersize, sonst das Papier der Systemsprache (LC_PAPER), sonst a4
help-opt-lang = Die Sprache aller gedruckten Wörter: en, fr, de, es, nl oder eine Sprache, die deine Vorlage mitbringt (ein Kürzel wie it oder pt-BR); qps-ploc ist die Pseudosprache, langes Englisch mit Akzenten zum Prüfen der Seiten. Standard: die Sprache von LC_ALL, LC_MESSAGES oder LANG, sonst en. Wörter ohne Übersetzung bleiben englisch (oder in der Sprache der Vorlage), und ein Hinweis sagt es
help-opt-margin = Sicherheitsrand auf jeder Seite in mm (5 bis 50): außer den Schnittmarken wird nichts näher am Papierrand gezeichnet. Die meisten Drucker zu Hause brauchen mindestens 5
help-opt-square = Seitenlänge eines Feldes des Spielbretts in mm, 10 bis 200 (und nicht größer, als aufs Papier passt). Standard: die Lieblingsgröße des Spiels (Königsteppich 28 mm) oder, bei Kamele und Teppiche, der größte ganze oder halbe Millimeter, bei dem jede Hälfte des Spielbretts aufs Papier passt. Die Figuren sind 82 % des Feldes groß, auf 0,1 mm abgerundet
help-opt-mono = Schwarz-weiße Bögen: nur Grautöne, sparsam mit Tinte
help-opt-glue-tab = Gibt Hälfte 1 des Spielbretts einen Klebestreifen hinter ihrer Verbindungskante, den Hälfte 2 überdeckt
help-opt-shape = Form der Figuren: `square` (gerade Schnitte, schnell mit Schere oder Schneidemaschine) oder `round` (ein ausgeschnittener Kreis um jede Figur). Standard: square
help-opt-spares = Ersatzfiguren pro Seite, 0 bis 8: eine Zahl für jede Art mit Ersatz (Standard 4 Kronen, Hähne und Kamele; 2 Steine bei Königsteppich) oder pro Art: `crown=6,checker=3`
help-opt-bleed = Wie weit die Farbe über jede Schnittkante hinausgeht, in mm (0 bis 5), damit ein Schnitt etwas neben der Linie kein weißes Papier zeigt. Schnittmarken und kleine Striche bleiben davon frei. Standard: 2
help-opt-per-side = Legt die Figuren jeder Seite auf eigene Bögen, damit jede Seite auf Karton einer anderen Farbe gedruckt werden kann (Standard: so wenige Bögen mit Figuren wie möglich)
help-opt-board = Das Spielbrett auf einer Seite (`whole`: passt es nicht, nennt ein Fehler das kleinste Papier, auf das es passt), in zwei Hälften (`halves`) oder `auto` (eine Seite, wenn es bei der Feldgröße passt). Standard: was die Vorlage des Spiels sagt (Kamele und Teppiche in Hälften, Königsteppich auto)
help-opt-side = Bögen mit Figuren für nur eine Seite: `first` (oder 1) oder `second` (oder 2)
help-opt-pieces = Nur Ersatzfiguren, pro Seite: `carpet=3,crown=1` (1 bis 64 von jeder). Die Bögen werden geschnitten wie die des ganzen Spielsatzes; der Dateiname endet auf `-replacements`
help-opt-art = Dein eigenes Bild auf einer Figur statt ihrer Zeichnung: `crown=crown.jpg` für beide Seiten, `crown:second=photo.png` für eine. PNG, JPEG, WebP oder GIF; es füllt die Mitte der Figur, mit der Farbe oder dem Ring der Seite darum. Eine Liste, `king=gran.jpg,grandad.jpg`, setzt ein anderes Bild auf jede Figur, der Reihe nach (der Spielsatz, dann der Ersatz), und fängt wieder von vorn an, wenn sie zu Ende ist. Einmal pro Figur (oder Seite)
help-opt-fit = Wie die Bilder von `--art` die Figur füllen: `cover` (zugeschnitten, bis sie sie füllen) oder `contain` (das ganze Bild, mit der Farbe der Vorderseite darum). Standard: cover
help-opt-anchor = Welchen Teil der Bilder von `--art` ein Zuschnitt behält: centre, top (der Kopf auf einem Porträt), bottom, left, right, top-left, top-right, bottom-left oder bottom-right. Standard: centre
help-opt-zoom = Wie nah an die Bilder von `--art` herangegangen wird, 1 bis 4: 2 füllt die Figur mit der halben Breite des Bildes (am Anker). Standard: 1, alles, was --fit zeigt
help-opt-board-art = Ein Bild auf dem Spielbrett: `frame=crest.png` in der Mitte der äußeren Streifen des Rahmens, zwischen den Buchstaben; `endzone=logo.png` neben dem Namen jeder Zielzone (oder `endzone:first=...` nur für die der ersten Seite); `background=wood.jpg` füllt den Rahmen hinter seinen Buchstaben. PNG, JPEG, WebP oder GIF; ein Wappen oder Logo wird ganz gezeigt. Einmal pro Ort (oder Zielzone)
help-opt-sheets = Welche Bögen gemacht werden, durch Kommas getrennt: board (Spielbrett), pieces (Figuren), rules (Spielregeln), assembly (den Spielsatz basteln). Standard: alle, in dieser Reihenfolge (bei `handout`: rules; bei `html`: rules und assembly). Mit beidseitigen Rückseiten ist `calibration` der Justierbogen allein (seine zwei Seiten), einmal vor dem Spielsatz zu drucken
help-opt-cut = Dateien für Schneidemaschinen, durch Kommas getrennt, für jede Seite mit etwas zum Schneiden (Teile des Spielbretts, Bögen mit Figuren): `svg` und `dxf` (nur die Schnittlinien, jede Kante einmal, in Größe und Ursprung der gedruckten Seite: `...-pieces-1-cut.svg`, `...-cut.dxf`), `laser` (ein Schnitt-SVG in Laserfarben, rote Haarlinien, und das Bild in den Figuren zum Gravieren, ein 1-Bit-PNG mit 254 dpi: `...-engrave.png`), `contour` (nur pdf: die Schnitte im PDF als Sonderfarbe CutContour auf einer eigenen Ebene, für den Konturschneider einer Druckerei), `marks` (Passermarken zum Drucken und Schneiden, Silhouette Typ 1, auf den gedruckten Bögen von Spielbrett und Figuren und in ihren Schnittdateien), `cricut` (die Figuren angeordnet für Print Then Cut von Cricut: `...-cricut-1.svg`, 171,45 x 234,95 mm, und die Figuren allein als durchsichtiges Bild, `...-cricut-1.png`)
help-opt-kerf = Mit Dateien von `--cut`: die Breite, die ein Laser wegbrennt, in mm (0 bis 5). Eckige Figuren werden so weit auseinander gedruckt, mit den Schnitten mitten in jeder Lücke; Kreise und Ränder des Spielbretts rücken um die Hälfte nach außen. So oder so wird eine Figur von 25 mm genau 25 mm groß
help-opt-bed = Mit Dateien von `--cut`: der größte Bogen, den die Maschine nimmt, BREITExHÖHE in mm (je 20 bis 3000, zum Beispiel 300x200): die Schnitte des Spielsatzes werden auf Arbeitsflächen dieser Größe gepackt (`...-bed-1-cut.svg`), Figuren und Teile des Spielbretts aller Seiten teilen sich die Flächen, ganze Gruppen von Figuren auf eine Fläche, um 90° gedreht, wenn sie so passen; mit `--per-side` die Figuren jeder Seite auf eigenen Flächen
help-opt-bed-margin = Mit `--bed`: der Platz, der an jeder Kante einer Arbeitsfläche frei bleibt, in mm (0 bis 50), damit kein Schnitt auf dem Rand des Materials läuft. Standard: 5
help-opt-mark-inset = Mit `--cut marks`: wo die Passermarken hinkommen, LINKSxOBEN in mm (je 5 bis 40): die Ecke des gefüllten Quadrats von der linken und oberen Kante des Bogens; die anderen Marken liegen genauso weit von der rechten und unteren. Drucker sind verschieden: rück sie nach innen, wenn eine abgeschnitten ist. Standard: 15x20
help-opt-backs = Bögen mit Figuren mit Rückseiten (was eine Rückseite zeigt, ist das `back` jeder Figur in der Vorlage): `fold` (die Figuren jedes Bogens neben ihren Rückseiten, gespiegelt an einer gestrichelten Falzlinie, um Karton von 1 mm Dicke zu falten; `fold,card=MM` für Karton von 0 bis 5 mm) oder `duplex` (eine Seite mit Rückseiten nach jedem Bogen mit Figuren, für einen Drucker, der beidseitig druckt; füge `,flip=short` für einen hinzu, der den Bogen über die kurze Kante wendet, `,offset=XxY`, um jede Rückseite um X,Y mm zu verschieben, je -10 bis 10, gegen den Versatz des Druckers, und `,calibrate` für den Bogen, der ihn misst, oder `--sheets calibration` für diesen Bogen allein). Nicht mit `--cut cricut`. Standard: keine Rückseiten
help-opt-out = Ordner, in den geschrieben wird (wird angelegt, wenn er fehlt)
help-png-dpi = Auflösung der Vorschau in Punkten pro Zoll (30 bis 600)
help-handout-copies = Anzahl der Abzüge des Blattes, 1 bis 200
help-handout-n-up = Blätter pro Bogen: 1 oder 2 (zwei A5 auf A4, zwei halbe Letter auf Letter, mit einer Schnittlinie dazwischen)
help-handout-booklet = Ein gefaltetes Heft: A5-Seiten auf A4 (halbes Letter auf Letter), zwei auf jeder Seite, in der Reihenfolge des Hefts (`--n-up` braucht es dann nicht). Beidseitig drucken, über die kurze Kante gewendet, in Originalgröße; den Stapel in der Mitte falten
help-handout-large-print = Großdruck, für Leserinnen und Leser, die schlecht sehen: Text in 18 pt, Bildunterschriften in 16 pt, Buchstaben der Diagramme in 14 pt oder mehr, eine Seite Papier pro Seite des Blattes (nicht mit `--n-up 2` oder `--booklet`). Schreibt `…-handout-large-colour.pdf`
help-handout-two-sided = Zum beidseitigen Drucken oder Kopieren der Blätter für die Klasse: ein Abzug mit ungerader Seitenzahl endet mit einer leeren Seite (die es sagt), damit jeder Abzug auf einem eigenen Bogen beginnt. Die Abzüge eines Hefts tun das immer
help-serve-addr = Die Adresse und der Port, auf denen gelauscht wird. 0.0.0.0:8080 lauscht in jedem Netz dieses Rechners: tu das nur hinter einer Firewall oder einem Proxy, dem du vertraust
help-serve-max-jobs = Höchstzahl der Spielsätze, die gleichzeitig gemacht werden (1 bis 64); weitere Anfragen warten kurz und erfahren dann, dass der Server beschäftigt ist (503). Standard: die Zahl der Prozessorkerne
help-serve-max-upload = Höchstzahl der Bytes, die eine Anfrage senden darf, Bilder und Vorlagen zusammen, in MiB (1 bis 1024). Jedes Bild muss außerdem die Grenze von boardgen einhalten
help-serve-render-memory = Höchster Speicher, den alle gleichzeitig gemachten Spielsätze für ihre Bilder (gezählt nach der Größe jedes Bildes in Pixeln) und PNG-Seiten nehmen dürfen, in MiB (256 bis 65536). Ein Spielsatz, der darüber käme, wartet kurz und erfährt dann, dass der Server beschäftigt ist (503); einer, der allein darüber käme, wird abgelehnt (413)
help-serve-request-time = Wie lange eine Anfrage insgesamt dauern darf, ihr Hochladen eingeschlossen, in Sekunden (1 bis 3600): danach bekommt sie 408, und ihr Spielsatz wird nicht mehr gemacht
help-serve-site = Die Seite für den Browser, die unter / gezeigt wird (der Ordner, den `bash crates/browser/build.sh` schreibt), auf der Spielsätze im Browser gemacht werden und Fotos ihn nie verlassen; die eigenen Antworten des Servers bleiben für Browser ohne ihren Motor. Standard: target/site, wenn es gebaut wurde
help-template-name = Das eingebaute Spiel oder die Beispielvorlage
help-art-name = Die Zeichnung
help-rules-name = Die Spielregeln, so benannt, wie eine Vorlage sie nennt, ohne `builtin:` und `.md`
help-completions-shell = Die Shell
help-man-out = Ordner, in den die Seiten geschrieben werden (wird angelegt, wenn er fehlt)
help-heading-assembly = Für die Seite „Den Spielsatz basteln“ (--sheets assembly)

# clap's own words in a command's help (clap adds the colon after a heading).
help-heading-usage = Aufruf:
help-heading-commands = Befehle
help-heading-arguments = Argumente
help-heading-options = Optionen
help-flag-help = Zeigt die Hilfe
help-flag-version = Zeigt die Version
help-help = Zeigt diese Hilfe oder die Hilfe der angegebenen Befehle

# Die Beispiele nach `boardgen --help`: die Überschrift, was jede Befehlszeile macht, und der
# Rat am Schluss. Die Befehlszeilen selbst werden so getippt, wie sie stehen.
help-examples = Beispiele:
help-ex-pdf = beide Spiele in Farbe -> ein PDF pro Spiel in output/
help-ex-game = nur Königsteppich
help-ex-mono = schwarz-weiß, auf US-Letter
help-ex-square = Felder von 25 mm, Hälfte 1 mit einem Klebestreifen
help-ex-spares = 8 Kronen, Hähne und Kamele als Ersatz; runde Figuren
help-ex-sheets = nur die Bögen mit Figuren: ...-colour-pieces.pdf
help-ex-pieces = drei nachgedruckte Teppiche der zweiten Seite
help-ex-art = dein eigenes Bild auf den Kronen (PNG, JPEG, WebP, GIF)
help-ex-board-art = das Wappen einer Schule im Rahmen des Spielbretts
help-ex-svg = ein SVG pro Seite in /tmp/x
help-ex-cut = mit Dateien für Schneidemaschinen und CutContour im PDF
help-ex-laser = Schnittdateien für einen Laser, auf Arbeitsflächen von 300 x 200 mm verteilt
help-ex-png = PNG-Vorschauen mit 150 Punkten pro Zoll
help-ex-handout = die Spielregeln für eine Klasse, zwei A5 auf jedem A4-Bogen
help-ex-html = die Spielregeln als eine Webseite pro Spiel, zum Veröffentlichen
help-ex-list = jedes Spiel, seine Bögen und die Beispielvorlagen
help-print-actual-size = Drucke PDFs mit 100 % („Originalgröße“); prüfe den Balken von 100 mm auf der ersten Seite und auf jedem Bogen, den du schneidest.

# Die Angaben nach der Hilfe einer Option: ihr Standardwert, die Werte, die sie nimmt, und
# woher das Standardpapier kommt.
help-default = [Standard: { $value }]
help-possible = [mögliche Werte: { $values }]
help-paper-from = { $paper } (laut { $source })
help-paper-unknown = „{ $paper }“, kein Papier, das boardgen kennt
