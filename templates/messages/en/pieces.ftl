# The piece sheets: headings, the labels above each group of pieces. Formatted once per
# sheet or group, never per piece.

pieces-group = { $who } · { $group ->
        [set] the set
        [spares] spares
       *[replacements] replacements
    }
pieces-group-counts = { $group }: { $counts }
pieces-part = { $replacements ->
        [yes] replacement pieces
       *[no] pieces
    }{ $several ->
        [yes] , sheet { $sheet } of { $sheets }
       *[no] {""}
    }
pieces-glue = Glue on card
pieces-subtitle = { $glue }, then { $shape ->
        [round] cut around the circles
       *[square] cut along the lines (a paper trimmer makes it quick)
    }. Each piece is { $size } mm, for board squares of { $square } mm. { $first } moves first.
pieces-block-part = { $label } ({ $part } of { $parts })

# Notes on Print Then Cut images: how many pieces of which side (or game) each holds.
pieces-cricut-held = { $count ->
        [one] { $count } piece of { $of }
       *[other] { $count } pieces of { $of }
    }
pieces-cricut-then = { $first }, then { $next }
pieces-cricut-images = { $images ->
        [one] { $images } Cricut image
       *[other] { $images } Cricut images
    }
