# De pagina's met de spelregels en het maken van het spel: wat een pagina bevat, de voettekst
# en de titel van het document zoals een pdf-lezer die toont.

handout-what = { $kind ->
        [assembly] de set maken
       *[rules] spelregels
    }
handout-page = { $what }, pagina { $page } van { $count }
handout-footer = { $game } · { $what } · { $variant ->
        [mono] zwart-wit
       *[colour] kleur
    }
handout-document = { $game } — { $holds ->
        [both] spelregels en de set maken{ $booklet ->
            [yes] , boekje
           *[no] {""}
        }
        [assembly] de set maken{ $booklet ->
            [yes] , boekje
           *[no] {""}
        }
       *[rules] spelregels{ $booklet ->
            [yes] {" "}als boekje
           *[no] {" "}om uit te delen
        }
    }{ $large ->
        [yes] , grote letters
       *[no] {""}
    }{ $two ->
        [yes] , twee per vel
       *[no] {""}
    }{ $copies ->
        [one] {""}
       *[other] , { $copies } exemplaren
    }
# De pagina die een exemplaar met een oneven aantal pagina’s afsluit, als de klassenset dubbelzijdig wordt afgedrukt.
handout-blank = Deze pagina is bewust leeg gelaten: het volgende exemplaar begint op een eigen vel.
