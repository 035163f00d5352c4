# Vellen met stukken met achterkanten: de eerste stap van de vouwvellen en van de dubbelzijdige
# vellen, en hun pagina's met achterkanten.

backs-fold-glue = Vouw het vel langs de stippellijn om karton van { $card } mm en plak het vast
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
