# De webpagina (`boardgen serve`, en de site voor de browser): de labels, tips en meldingen.

serve-language-name = Nederlands
serve-language = Taal van deze pagina
serve-title = Maak een bordspel
serve-intro = Kies wat je maakt: de pagina’s worden getekend terwijl je kiest. Druk ze af op 100 % (‘ware grootte’).
serve-private = Alles wordt op dit apparaat gemaakt: je foto’s en bestanden worden nergens naartoe gestuurd.

serve-purpose = Wat maak je?
serve-purpose-play = Een set om mee te spelen
serve-purpose-play-hint = Het bord en de stukken om op karton te plakken, met de spelregels en hoe je de set maakt.
serve-purpose-class = De spelregels voor een klas
serve-purpose-class-hint = Een blad met spelregels voor elke leerling, één of twee per vel.
serve-purpose-machine = Een set voor een snijmachine
serve-purpose-machine-hint = De set om af te drukken, met de bestanden waarmee een lasersnijder, een Cricut of een Silhouette hem uitsnijdt.
serve-purpose-own = Je eigen spel
serve-purpose-own-hint = Een spel van jezelf, beschreven in een sjabloonbestand: het bord, de stukken en de spelregels worden voor je opgemaakt.

serve-game = Spel
serve-game-hint = Beide spellen: van elk een set, na elkaar.
serve-game-all = Beide spellen
serve-template = Het sjabloon van je spel (een .toml-bestand)
serve-template-files = De bestanden die je sjabloon noemt
serve-template-files-hint = De spelregels, tekeningen en afbeeldingen, samen gekozen.
serve-printer = Je printer
serve-printer-colour = Kleur
serve-printer-mono = Zwart-wit (gebruikt weinig inkt)
serve-paper = Papier
serve-paper-a4 = A4 (210 × 297 mm)
serve-paper-letter = US Letter (8,5 × 11 inch)
serve-paper-a3 = A3 (297 × 420 mm)
serve-paper-legal = US Legal (8,5 × 14 inch)
serve-paper-custom = { $size } mm
serve-lang = Taal van de set
serve-lang-hint = De taal van de spelregels en de vellen.

serve-copies = Aantal exemplaren
serve-copies-hint = Eén voor elke leerling.
serve-n-up = Bladen per vel
serve-n-up-1 = Eén
serve-n-up-2 = Twee, elk op een half vel (scheelt papier)
serve-booklet = Als gevouwen boekje
serve-large-print = In grote letters, voor leerlingen die dat nodig hebben
serve-two-sided = Dubbelzijdig afgedrukt, elk exemplaar op eigen vellen
serve-class-sheets = { $copies ->
        [one] De getoonde pagina’s zijn alles voor de klas.
       *[other] De getoonde pagina’s zijn één exemplaar: { $pages } pagina’s om af te drukken voor alle { $copies } exemplaren.
    }

serve-machine = Je snijmachine
serve-machine-hint = De bestanden komen mee met de set om af te drukken, samen in één zipbestand.
serve-kerf = Breedte die de laser wegbrandt, in mm
serve-kerf-hint = De stukken komen zo ver uit elkaar te staan dat ze precies op maat uitkomen. Leeg: er wordt geen breedte meegerekend.
serve-bed = Grootste vel dat je machine aankan, in mm
serve-bed-hint = Breedte x hoogte, bijvoorbeeld 300x200.

serve-pictures = Je eigen afbeeldingen op de stukken
serve-pictures-hint = Een gezicht of een tekening op een stuk: kies één afbeelding voor al die stukken, of meer om de beurt.
serve-art-piece = { $piece }
serve-piece-carpet = Tapijt
serve-piece-crown = Kroon
serve-piece-cockerel = Haan
serve-piece-camel = Kameel
serve-piece-king = Koning
serve-piece-checker = Schijf
serve-board-art = Een afbeelding in de rand van het bord
serve-again = { $files ->
        [one] Je had { $names } gekozen. Een pagina zonder JavaScript kan een afbeelding niet van de ene pagina naar de volgende meenemen: kies hem opnieuw voordat je downloadt.
       *[other] Je had { $names } gekozen. Een pagina zonder JavaScript kan afbeeldingen niet van de ene pagina naar de volgende meenemen: kies ze opnieuw voordat je downloadt.
    }

serve-more = Meer keuzes
serve-command = Wat je maakt
serve-command-pdf = De set om af te drukken (pdf)
serve-command-html = De spelregels als webpagina
serve-command-svg = Elke pagina als svg-afbeelding
serve-command-png = Elke pagina als png-afbeelding
serve-dpi = Resolutie van de png-afbeeldingen, in punten per inch
serve-sheets = Vellen (niets aangevinkt: allemaal)
serve-sheet-board = Het bord
serve-sheet-pieces = De stukken
serve-sheet-rules = De spelregels
serve-sheet-assembly = De set maken
serve-shape = Vorm van de stukken
serve-shape-square = Vierkant
serve-shape-round = Rond
serve-square = Grootte van een veld in mm
serve-square-hint = 10 tot 200; leeg: het grootste dat op het papier past
serve-spares = Reservestukken voor elke kant
serve-backs = Achterkanten van de stukken
serve-backs-none = Zonder achterkant
serve-backs-fold = Vellen om te vouwen
serve-backs-duplex = Voor een printer die dubbelzijdig afdrukt
serve-backs-calibrate = Voor een printer die dubbelzijdig afdrukt, met het afstelvel
serve-cut = Meer bestanden voor een snijmachine
serve-cut-svg = Snijlijnen (svg)
serve-cut-dxf = Snijlijnen (dxf)
serve-cut-laser = Lasersnijder
serve-cut-contour = Contoursnede in de pdf (drukkerij)
serve-cut-marks = Registratietekens (Silhouette)
serve-cut-cricut = Cricut Print Then Cut

# One line under a choice, saying when to pick it.
serve-printer-hint = Zwart-wit drukt alleen grijstinten af, de donkere velden gearceerd: voor een printer zonder kleur, of om inkt te sparen.
serve-paper-hint = Het papier in je printer: US Letter in Noord-Amerika, A4 in de meeste andere landen.
serve-n-up-hint = Twee per vel: op elk vel staan twee bladen, om doormidden te knippen.
serve-command-hint = Een pdf om af te drukken is wat bijna iedereen nodig heeft; afbeeldingen zijn voor andere programma’s, de webpagina voor de website van een school.
serve-dpi-hint = Alleen voor png-afbeeldingen: 150 voor een scherm, 300 om af te drukken.
serve-shape-hint = Vierkante stukken snijd je het snelst uit met een papiersnijder.
serve-spares-hint = Extra stukken voor als er een paar kwijtraken. Leeg: zoveel als het spel heeft.
serve-backs-hint = Met een achterkant zien de stukken er aan beide kanten af uit; vellen om te vouwen werken met elke printer.
serve-board-art-hint = Een wapen of een tekening, afgedrukt in de rand rond het bord.

serve-equivalent = Hetzelfde op de opdrachtregel:
serve-preview = Pagina’s tonen
serve-download = Downloaden
serve-print = Afdrukken
serve-working = Je pagina’s worden gemaakt…
serve-ready = { $count ->
        [one] Eén pagina is klaar.
       *[other] { $count } pagina’s zijn klaar.
    }
serve-pages = De pagina’s
serve-full-size = Groot tonen
serve-close = Sluiten
serve-page-alt = Pagina { $n } van { $count }
serve-page-board = Bord
serve-page-board-half = Bord, helft { $n } van { $count }
serve-page-pieces = Stukken, pagina { $n } van { $count }
serve-page-pieces-back = Achterkanten van de stukken, pagina { $n } van { $count }
serve-page-rules = Spelregels, pagina { $n } van { $count }
serve-page-assembly = De set maken, pagina { $n } van { $count }
serve-page-calibration = Afstelvel
serve-page-calibration-back = Afstelvel, achterkant
serve-page-blank = Lege pagina, voor dubbelzijdig afdrukken
serve-page-of-game = { $game }: { $page }
serve-notes = Goed om te weten
serve-error-summary = { $count ->
        [one] Eén keuze kan niet:
       *[other] { $count } keuzes kunnen niet:
    }
serve-error-busy = De server is bezig: probeer het zo meteen nog eens.
