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
