# De bladen van het bord: koppen, de opmerkingen langs de randen, de namen van de eindzones
# en de beschrijvingen die een schermlezer voorleest.

board-glue-tab = LIJM  ·  helft { $half } komt erop, met de rand op de lijn hieronder
board-seam-note = deze rand sluit aan op helft { $half }: knip precies op de snijtekens
board-endzone = eindzone { $side_of }
board-endzone-note = de koningen { $side_of } springen hierheen van het bord
board-whole = bord
board-half = bord, helft { $half } van { $count }
board-whole-subtitle = Rijen 1 tot en met { $ranks } met { $endzones ->
        [yes] beide eindzones
       *[no] de rand
    }, velden van { $square } mm. Plak het op karton en knip op de snijtekens.
board-half-subtitle = Rijen { $from } tot en met { $to }{ $owner ->
        [none] {""}
       *[other] {" "}en de eindzone { $owner_of }
    } (kant { $side_of }), velden van { $square } mm. Plak op karton, knip op de snijtekens en { $join }.
board-join-tab = plak dan helft { $half } over de grijze strook
board-join-glue = plak dan de { $edge ->
        [top] bovenrand
       *[bottom] onderrand
    } over de grijze strook van helft { $half }
board-join-butt = leg dan de { $edge ->
        [top] bovenrand
       *[bottom] onderrand
    } strak tegen helft { $half }
board-title = { $game } — { $part }
board-alt = { $part }: rijen { $from } tot en met { $to }, lijnen a tot en met { $last }{ $endzones ->
        [yes] , met de eindzones erachter
       *[no] {""}
    }
board-alt-rings = Gestippelde ringen tonen de velden waar de stukken beginnen: { $sides }
board-alt-ring-side = { $side } op { $squares }
board-document = { $game } — bord ({ $variant ->
        [mono] zwart-wit
       *[colour] kleur
    })
board-pictures = Op het bord staat { $parts }.
board-picture-frame = { $file } midden op de randen met letters (tussen { $a } en { $b })
board-picture-endzones = { $file } aan beide kanten van de naam van elke eindzone
board-picture-endzone = { $file } aan beide kanten van de naam van de eindzone { $side_of }
board-picture-background = { $file } over de hele rand, achter de letters en cijfers
board-and = { $init } en { $last }
