# Vellen met stukken met achterkanten: de eerste stap van de vouwvellen en van de dubbelzijdige
# vellen, en hun pagina's met achterkanten.

backs-fold-glue = Leg karton van { $card } mm achter de voorkanten, met de rand op de stippellijn, vouw de achterkanten eroverheen en plak ze vast (zie de tekening onderaan)
backs-duplex-glue = Druk dubbelzijdig af op karton en keer om langs de { $flip ->
        [short] korte
       *[long] lange
    } rand
backs-title = { $game } — achterkanten van vel { $sheet }
backs-subtitle = Druk af op de achterkant van de vorige pagina en keer om langs de { $flip ->
        [short] korte
       *[long] lange
    } rand (de { $mirror ->
        [x] linker- en rechterrand
       *[y] boven- en onderrand
    }): de achterkanten zijn { $mirror ->
        [x] horizontaal
       *[y] verticaal
    } gespiegeld en { $x } mm horizontaal en { $y } mm verticaal verschoven (offset={ $offset }).
backs-figure = Achterkanten
backs-fold-alt = De achterkanten van de stukken, gespiegeld langs de gestippelde vouwlijn
backs-duplex-alt = De achterkanten van de stukken van vel { $sheet }, gespiegeld om erachter te worden gedrukt
# What each back shows, told after a page of backs' description.
backs-shows = { $gender ->
        [het] elk
       *[other] elke
    } { $piece } heeft { $back ->
        [plain] een effen achterkant
        [same] dezelfde tekening op de achterkant
       *[piece] een { $other } op de achterkant
    }
backs-shows-same = elk stuk heeft dezelfde tekening op de achterkant
backs-alt-with = { $alt }: { $shows }.
backs-label = { $label } · achterkanten
# Het stuk dat de regels krijgen als een stuk op zijn achterkant een ander stuk heeft.
backs-rules-heading = Stukken met een achterkant
backs-rules-intro = Deze set is gedrukt met achterkanten.
backs-rules-turn = { $piece-gender ->
        [het] elk
       *[other] elke
    } { $piece } heeft een { $back } op de achterkant: wordt { $piece-gender ->
        [het] het
       *[other] hij
    } er een, draai { $piece-gender ->
        [het] het
       *[other] hem
    } dan om in plaats van { $piece-gender ->
        [het] het
       *[other] hem
    } te ruilen
# De lege pagina vóór dubbelzijdige vellen die anders op de achterkant van een pagina zouden beginnen.
backs-blank-title = Deze pagina is bewust leeg gelaten
backs-blank-subtitle = Zodat bij dubbelzijdig afdrukken van het hele bestand elke pagina met achterkanten op de achterkant van zijn eigen stukken komt.
backs-blank-label = lege pagina

# The side view of a fold-over sheet made up, beside the ruler.
backs-fold-drawing-card = karton
backs-fold-drawing-fronts = voorkanten
backs-fold-drawing-backs = achterkanten
backs-fold-drawing-line = stippellijn
backs-fold-drawing-title = Waar het karton komt
backs-fold-drawing-alt = Van opzij gezien: het karton ligt op de achterkant van de voorkanten, met de rand op de stippellijn, en de achterkanten zijn over het karton en om de rand gevouwen.
backs-blank-board-subtitle = Zodat bij dubbelzijdig afdrukken van het hele bestand niets op de achterkant van een bordvel komt: dat wordt op karton geplakt.
