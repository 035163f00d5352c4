# De vellen met stukken: koppen en de labels boven elke groep stukken. Eén keer per vel of
# groep opgemaakt, nooit per stuk.

pieces-group = { $who } · { $group ->
        [set] de set
        [spares] reserve
       *[replacements] vervanging
    }
pieces-group-counts = { $group }: { $counts }
pieces-part = { $replacements ->
        [yes] vervangende stukken
       *[no] stukken
    }{ $several ->
        [yes] , vel { $sheet } van { $sheets }
       *[no] {""}
    }
pieces-glue = Plak het vel op karton
pieces-subtitle = { $glue }. Knip dan { $shape ->
        [round] langs de cirkels uit
       *[square] langs de lijnen (met een snijmachine gaat het snel)
    }. Elk stuk is { $size } mm, voor velden van { $square } mm. { $first } { $plural ->
        [yes] beginnen
       *[no] begint
    }.
pieces-block-part = { $label } ({ $part } van { $parts })

# Notes on Print Then Cut images: how many pieces of which side (or game) each holds.
pieces-cricut-held = { $count ->
        [one] { $count } stuk van { $of }
       *[other] { $count } stukken van { $of }
    }
pieces-cricut-then = { $first }, dan { $next }
pieces-cricut-images = { $images ->
        [one] { $images } Cricut-afbeelding
       *[other] { $images } Cricut-afbeeldingen
    }
