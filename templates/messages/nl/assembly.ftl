# De pagina over het maken van de set: elke zin die van het spel en zijn opties afhangt. De
# vaste tekst van de pagina staat in templates/text/nl/assembly.md.

assembly-number = { $n ->
        [0] geen
        [1] één
        [2] twee
        [3] drie
        [4] vier
        [5] vijf
        [6] zes
        [7] zeven
        [8] acht
        [9] negen
        [10] tien
       *[other] { $n }
    }
assembly-and = { $init } en { $last }
assembly-or = { $init } of { $last }
assembly-board-sheets = { $halves ->
        [yes] twee vellen met het bord (de helften)
       *[no] één vel met het bord
    }
assembly-piece-sheets = { $count ->
        [1] één{ $duplex ->
            [yes] {" "}dubbelzijdig bedrukt
           *[no] {""}
        } vel met stukken
       *[other] { $word }{ $duplex ->
            [yes] {" "}dubbelzijdig bedrukte
           *[no] {""}
        } vellen met stukken
    }
assembly-replacement-sheets = { $count ->
        [1] één{ $duplex ->
            [yes] {" "}dubbelzijdig bedrukt
           *[no] {""}
        } vel met vervangende stukken
       *[other] { $word }{ $duplex ->
            [yes] {" "}dubbelzijdig bedrukte
           *[no] {""}
        } vellen met vervangende stukken
    }
assembly-made-rules = de spelregels
assembly-made-instructions = deze handleiding
assembly-set = { $board }, { $pieces } en deze handleiding
assembly-run-web = De set wordt afgedrukt uit één pdf: { $set }. Heb je die niet, vraag hem dan aan degene die deze pagina heeft gedeeld.
assembly-run-handout = De set zelf wordt apart afgedrukt: { $set }.
assembly-run-whole = Alles wat je nodig hebt, komt uit één keer afdrukken: { $set }.
assembly-run-part = Deze keer is alleen dit afgedrukt: { $made }. Zonder { $options } maakt boardgen pdf de hele set: { $set }.
assembly-bar-page = { $where ->
        [web] de eerste pagina van de pdf van de set
        [handout] de eerste pagina van de set
       *[kit] deze pagina
    }
assembly-glue-board = Plak { $halves ->
        [yes] elk vel met het bord
       *[no] het vel met het bord
    } op karton en laat het plat onder een boek drogen.
assembly-bleed = { $bleed ->
        [yes] De kleur loopt { $mm } mm door tot voorbij elke rand die je knipt, zodat je geen wit papier ziet als je een beetje naast de lijn knipt.
       *[no] Knip precies op de lijnen: daar houdt de kleur op.
    }
assembly-board-steps = { $how ->
        [whole] Het bord staat op één vel, klaar om op te plakken.
        [tab] Helft 1 heeft voorbij de rand waar de helften samenkomen een grijze lijmstrook: plak helft 2 over de strook, met de rand op de lijn, zodat de halve ruiten samen hele ruiten vormen.
       *[butt] Op de rand waar de helften samenkomen staat geen lijn, en de velden lopen erover door: knip die rand precies op de snijtekens. Leg de twee helften rand tegen rand: de halve ruiten aan de randen vormen hele ruiten als ze goed aansluiten. Plak ze aan de achterkant aan elkaar met plakband.
    }
assembly-glue-pieces = { $count ->
        [1] Plak het vel met stukken op karton en laat het drogen.
       *[other] Plak de vellen met stukken op karton en laat ze drogen.
    }
assembly-fold-pieces = { $count ->
        [1] Vouw het vel met stukken om karton zoals de volgende stap uitlegt, plak het vast en laat het plat onder een boek drogen.
       *[other] Vouw de vellen met stukken om karton zoals de volgende stap uitlegt, plak ze vast en laat ze plat onder een boek drogen.
    }
assembly-duplex-pieces = { $count ->
        [1] Druk het vel met stukken af op dun karton dat je printer dubbelzijdig kan bedrukken (160 tot 250 g/m²), in plaats van het op karton te plakken: opgeplakt karton zou de achterkanten bedekken.
       *[other] Druk de vellen met stukken af op dun karton dat je printer dubbelzijdig kan bedrukken (160 tot 250 g/m²), in plaats van ze op karton te plakken: opgeplakt karton zou de achterkanten bedekken.
    }
assembly-fold = Elk vel met stukken wordt om het karton gevouwen, met de bedrukte kant naar buiten. Vouw het op de stippellijn en vouw het weer open. Leg karton van { $card } mm op de lege kant van de voorkanten, met de rand precies in de vouwlijn (niet midden in de omslag). Vouw dan de achterkanten over het karton en plak ze vast: het papier loopt om de rand van het karton, daarom liggen de achterkanten { $card } mm verder van de lijn. De kleine tekening naast de liniaal laat het zien. Knip daarna door alle drie de lagen op de lijnen van de voorkant.
assembly-duplex = Na elk vel met stukken komt een pagina met achterkanten: druk die twee dubbelzijdig af op één vel en keer om langs de { $flip ->
        [short] korte
       *[long] lange
    } rand. In drie stappen: maak eerst het afstelvel apart met { $command }, druk de twee pagina’s één keer dubbelzijdig af en lees tegen het licht de verschuiving van je printer af; maak dan de set opnieuw met de verschuiving die het aangeeft ({ $option }; deze set heeft { $offset }); druk daarna de vellen met stukken dubbelzijdig af op dat karton en knip op de lijnen van de voorkanten. De kleur loopt aan beide kanten door tot voorbij elke snijrand, zodat een achterkant die een beetje verschoven is geen wit laat zien.
# Hetzelfde op een leerlingenblad of de webpagina: hoe de set gemaakt wordt, zonder de opdrachten.
assembly-duplex-made = Na elk vel met stukken komt een pagina met achterkanten. Die wordt afgedrukt op de andere kant van hetzelfde vel, dat daarbij wordt omgekeerd langs de { $flip ->
        [short] korte
       *[long] lange
    } rand. Vóór de stukken wordt het afstelvel van de set één keer dubbelzijdig afgedrukt: dat laat zien hoe ver de printer de achterkanten verschuift, en daarna wordt de set opnieuw gemaakt zodat ze goed vallen. De kleur loopt aan beide kanten door tot voorbij elke snijrand, zodat een achterkant die een beetje verschoven is geen wit laat zien.
assembly-flip = { $gender ->
        [het] elk
       *[de] elke
    } { $piece } heeft een { $back } op de achterkant, draai { $gender ->
        [het] het
       *[de] hem
    } om als { $gender ->
        [het] het
       *[de] hij
    } een { $back } wordt
assembly-flips = Omdraaien: { $list }.
assembly-cut = { $shape ->
        [round] Knip elke cirkel uit op de gedrukte lijn.
       *[square] Snijd het vel eerst dwars door, langs elke lijn tussen twee rijen stukken, met behulp van de streepjes aan de linker- en rechterrand (een snijmachine doet een hele rij in één keer); knip daarna elke strook in stukken op de gedrukte lijnen.
    }
# Het geslacht van het woord ‘stukken’ (‘blauwe stukken’), waarmee de labels van de kanten
# hun vorm kiezen.
assembly-pieces-gender = het
assembly-sides = De stukken { $side1_of } zijn { $label1 } en die { $side2_of } zijn { $label2 }.
assembly-group-labels = Het label boven elke groep zegt van wie de stukken zijn; ‘de set’ zijn de stukken waarmee elke kant begint, ‘reserve’ zijn extra stukken{ $has_for ->
        [yes] {" "}voor { $for }
       *[no] {""}
    }.
assembly-picture-order = De { $pieces } { $side_of } tonen deze afbeeldingen, in de volgorde van het vel: { $names }{ $again ->
        [yes] , en dan weer vanaf de eerste
       *[no] {""}
    }.
assembly-count-them = Tel de stukken als ze uitgeknipt zijn. Elke kant moet de stukken uit de tabel hebben.
assembly-table-caption = De stukken die je voor elke kant uitknipt.
assembly-in-set = { $count } in de set
assembly-spares = + { $count } reserve
assembly-side-pieces = { $look } stukken
assembly-piece-alt = { $look } { $piece }
assembly-printed = { $who ->
        [handout] Deze handleiding hoort bij een set voor een
       *[kit] Deze set is gemaakt voor een
    } { $variant ->
        [mono] zwart-witprinter
       *[colour] kleurenprinter
    }.
assembly-variant-note = { $how ->
        [mono] Er zijn alleen grijstinten gebruikt, met lichte arcering in plaats van vol zwart om inkt te besparen; de stukken van de ene kant zijn effen wit met een dunne donkere omtrek, die van de andere kant hebben een brede grijze rand.
        [web] De twee kanten verschillen in helderheid en in kleur, zodat je ze uit elkaar houdt, ook als je kleurenblind bent, en ook op een kopie in grijstinten. Voor een zwart-witprinter vraag je om de zwart-witversie van de set.
        [handout] De twee kanten verschillen in helderheid en in kleur, zodat je ze uit elkaar houdt, ook als je kleurenblind bent, en ook op een kopie in grijstinten. Voor een zwart-witprinter is er een zwart-witversie van de set.
       *[kit] De twee kanten verschillen in helderheid en in kleur, zodat je ze uit elkaar houdt, ook als je kleurenblind bent, en ook op een kopie in grijstinten. Voor een zwart-witprinter maak je de set opnieuw met --mono.
    }
assembly-contents = Wat er in deze pdf staat
assembly-contents-line = { $count ->
        [1] Pagina { $from }
        [2] Pagina’s { $from } en { $to }
       *[other] Pagina’s { $from } tot en met { $to }
    }: { $what }.
assembly-contents-instructions = deze handleiding
assembly-contents-board = { $count ->
        [1] het bord, op één vel, om op karton te plakken en uit te knippen
       *[other] het bord, in { $word } delen, om op karton te plakken, uit te knippen en aan elkaar te zetten
    }
assembly-contents-pieces = { $count ->
        [1] de stukken, op één vel, om op karton te plakken en uit te knippen
       *[other] de stukken, om op karton te plakken en uit te knippen
    }
assembly-contents-folded = { $count ->
        [1] de stukken, op één vel, om rond karton te vouwen, vast te plakken en uit te knippen
       *[other] de stukken, elk vel om rond karton te vouwen, vast te plakken en uit te knippen
    }
assembly-contents-calibration = het afstelvel, om één keer dubbelzijdig af te drukken, vóór de stukken
assembly-contents-duplex = de stukken, op { $count ->
        [1] één dubbelzijdig bedrukt vel
       *[other] { $word } dubbelzijdig bedrukte vellen
    } (elke pagina met achterkanten op de achterkant van de pagina ervoor), om uit te knippen
assembly-contents-blank = een lege pagina, zodat elke pagina met achterkanten op de achterkant van zijn eigen stukken komt
# De naam van het spel in de titel ‘Zo maak je je set van …’, volgens de id van het spel.
assembly-game = { $id ->
        [checkers] checkers
        [international-draughts] dammen
       *[other] { $game }
    }
assembly-contents-rules = de spelregels van { $id ->
        [checkers] checkers
        [international-draughts] dammen
       *[other] { $game }
    }, op gewoon papier (niets uit te knippen)
# A picture whose file name the font cannot print, named by its place in the list given.
assembly-picture-number = afbeelding nr. { $n }
# Duplex kits: each board sheet on the front of its own sheet, nothing on its back.
assembly-contents-board-duplex = { $count ->
        [1] het bord, op één vel met een lege achterkant, om op karton te plakken en uit te knippen
       *[other] het bord, in { $word } delen, elk op een eigen vel met een lege achterkant (elke tweede pagina is leeg), om op karton te plakken, uit te knippen en aan elkaar te zetten
    }
assembly-contents-blank-board = een lege pagina, zodat het bord niet op de achterkant van een andere pagina wordt gedrukt
