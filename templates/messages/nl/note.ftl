# boardgen's notes: what a run tells the person making the set, beside its files.

note-faint-pieces = de afbeelding '{ $file }' is misschien niet te zien op de stukken ‘{ $pieces }’ van { $side }: haar inkt heeft maar { $contrast }:1 contrast met de kleur van hun voorkant { $colour } (minder dan { $least }:1 voor { $share } % ervan): geef haar een dekkende achtergrond, of een lichtere inkt
note-faint-frame = de afbeelding '{ $file }' is misschien niet te zien op de rand van het bord van { $game }: haar inkt heeft maar { $contrast }:1 contrast met de kleur ervan { $colour } (minder dan { $least }:1 voor { $share } % ervan): geef haar een dekkende achtergrond, of een lichtere inkt
note-faint-endzone = de afbeelding '{ $file }' is misschien niet te zien op de eindzone van { $side }: haar inkt heeft maar { $contrast }:1 contrast met de kleur ervan { $colour } (minder dan { $least }:1 voor { $share } % ervan): geef haar een dekkende achtergrond, of een lichtere inkt
note-background-letters = de achtergrond '{ $file }' kan de letters en cijfers van het bord van { $game } verbergen: hun kleur { $ink } heeft op { $share } % van de rand minder dan { $least }:1 contrast: een lichtere afbeelding (of een donkerdere, bij lichte letters) leest beter
note-soft-on-pieces = de afbeelding '{ $file }' ({ $width } x { $height } pixels) wordt op de stukken van { $game } afgedrukt met { $dpi } dpi: vanaf { $sharp } dpi ziet ze er scherp uit
note-soft-on-board = de afbeelding '{ $file }' ({ $width } x { $height } pixels) wordt op het bord van { $game } afgedrukt met { $dpi } dpi: vanaf { $sharp } dpi ziet ze er scherp uit
note-block-board = het deel van het bord van ({ $left }, { $top }) tot ({ $right }, { $bottom }) mm op de afgedrukte pagina { $page }
note-block-round = { $count ->
        [one] het ronde stuk
       *[other] de { $count } ronde stukken
    } van ({ $left }, { $top }) tot ({ $right }, { $bottom }) mm op de afgedrukte pagina { $page }
note-block-group = { $count ->
        [one] de groep stukken
       *[other] de { $count } groepen stukken
    } van ({ $left }, { $top }) tot ({ $right }, { $bottom }) mm op de afgedrukte pagina { $page }
note-block-turned = { $block }, 90° gedraaid om op het werkvlak van { $bed } mm te passen
note-block-turned-engraving = { $block }, met de gravure 90° gedraaid om op het werkvlak van { $bed } mm te passen
note-bed-and = { $first }; en { $next }
note-bed = { $at } bevat { $blocks }
note-cuts = snijlijnen van { $what }: { $count ->
        [one] { $count } snijlijn
       *[other] { $count } snijlijnen
    }, { $length } lang, { $travel } weg naar en tussen de lijnen vanaf de hoek linksboven
note-cuts-dxf = snijlijnen van { $what }: { $count ->
        [one] { $count } snijlijn
       *[other] { $count } snijlijnen
    }, { $length } lang, { $travel } weg naar en tussen de lijnen vanaf de hoek linksboven (het beginpunt van de svg), { $dxf } vanaf de hoek linksonder (het beginpunt van de dxf)
note-cuts-one-by-one = { $cuts }; als je elk stuk apart uitsnijdt, wordt dat { $whole }
note-cricut = Print Then Cut: { $pieces } op { $images } van { $width } x { $height } mm
note-cricut-image = { $file }: { $held }; { $png }: alleen de stukken, { $width } x { $height } mm: zet in Design Space de breedte op { $inches } in ({ $high } in hoog)
note-lang-english = boardgen heeft zijn eigen woorden (koppen van de vellen, de pagina over het maken, bijschriften van de afbeeldingen) alleen in { $codes }: ze zijn in het Engels; kies een van die talen met --lang
note-lang-english-asked = { $from } vraagt om '{ $lang }', maar boardgen heeft zijn eigen woorden (koppen van de vellen, de pagina over het maken, bijschriften van de afbeeldingen) alleen in { $codes }: ze zijn in het Engels; kies een van die talen met --lang
note-missing-all = zijn naam, stukken en spelregels
note-missing-name = zijn naam
note-missing-spares-for = waar zijn reservestukken voor zijn
note-missing-rules = zijn spelregels
note-missing-piece = de namen van stuk '{ $piece }'
note-missing-sides = de namen van zijn kanten
note-missing-and = { $first }, { $next }
note-no-translation = { $game }: geen vertaling '{ $lang }': zijn naam, stukken en spelregels zijn in '{ $own }', zijn eerste taal
note-part-translation = { $game }: zijn vertaling '{ $lang }' laat { $parts } weg: die zijn in '{ $own }', zijn eerste taal
note-marks = registratietekens { $left } mm van de linkerrand en { $top } mm van de bovenrand: de vellen met het bord en de stukken blijven erbinnen en uit de buurt van hun vrije zones, en schuiven daarvoor naar binnen en worden kleiner
note-smaller = { $game }: velden van { $square } mm (stukken van { $pieces } mm) in plaats van { $instead }: dat is het grootste dat past bij { $why }
note-smaller-plain = de { $square } mm van een gewone set op { $paper }
note-smaller-usual = de gebruikelijke { $square } mm
note-why-marks = de registratietekens (het bord blijft uit de buurt van hun vrije zones)
note-why-paper = papier { $paper }
note-why-and = { $first } en { $next }

## De gegevens in de uitvoermap (`why` zijn de woorden van het systeem)

note-out-journal-unread = '{ $file }' kon niet gelezen worden ({ $why }); verwijderd, en niets wat erin staat is aangeraakt
note-out-journal-unfollowed = '{ $file }' is niet gevolgd ({ $why }); verwijderd, en niets wat erin staat is aangeraakt
note-out-journal-strangers = '{ $file }' noemt { $count ->
        [one] een bestand
       *[other] bestanden
    } dat geen werk van boardgen gemaakt of verplaatst heeft ({ $names }); niet aangeraakt
note-out-waiting = een ander werk van boardgen schrijft in '{ $dir }'; even wachten tot het klaar is
note-out-manifest-unfollowed = '{ $file }' is niet gevolgd ({ $why }): geen eerder bestand van deze spellen wordt verwijderd
note-out-not-yours = het is niet van jou, in een map waarin anderen kunnen schrijven
note-out-unread = het kon niet gelezen worden: { $why }
note-out-unsealed = het is niet verzegeld met jouw sleutel: geen werk van jou heeft het geschreven
note-out-no-key = { $why }, dus er kan niets gecontroleerd worden
note-out-manifest-strangers = '{ $file }' noemt { $count ->
        [one] een bestand
       *[other] bestanden
    } dat geen werk van deze spellen geschreven heeft zoals het nu is ({ $names }); niet aangeraakt
note-out-manifest-not-boardgens = '{ $file }' is geen bestand dat boardgen voor jou geschreven heeft ({ $what }); niet aangeraakt, dus van deze set wordt niets bijgehouden en geen eerder bestand verwijderd
note-out-folder-or-link = een map of een koppeling
note-out-others = van iemand anders, in een map waarin anderen kunnen schrijven
note-out-names = { $names }
note-out-names-more = { $names } en nog { $count }
