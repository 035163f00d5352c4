# De samenvattingen in de hulp van de opdrachtregel.

help-boardgen = Papieren spellen om af te drukken en op karton te plakken, Kamelen en Tapijten en Koninklijk Tapijt: borden, vellen met stukken en bladen met spelregels op de millimeter opgemaakt, als pdf, svg of png, en de spelregels als webpagina
help-pdf = Schrijft één pdf met meer pagina’s per spel en uitvoering (om af te drukken)
help-svg = Schrijft één svg-bestand per pagina (om te bewerken of voor het web)
help-png = Schrijft één png-voorbeeld per pagina
help-handout = Schrijft een set bladen voor de klas als één pdf per spel: de spelregels (en met `--sheets rules,assembly` de pagina over het maken), gekopieerd voor een klas
help-html = Schrijft de spelregels als één webpagina per spel, voor een klas: de spelregels en het maken, elke afbeelding als svg in woorden beschreven
help-list = Toont de ingebouwde spellen, de vellen die elk spel maakt en de voorbeeldsjablonen
help-serve = Opent de webpagina waar leraren en gezinnen hun sets in een browser maken
help-template = Toont het sjabloon van een ingebouwd spel, een begin voor je eigen spel
help-art = Toont een ingebouwde tekening van een stuk (svg), om te bewerken in Inkscape
help-rules = Toont ingebouwde spelregels, een begin voor de spelregels van je eigen spel
help-completions = Toont een script om de shell te laten aanvullen
help-man = Toont de handleidingpagina, of schrijft die met `--out MAP` samen met een pagina per opdracht in MAP
