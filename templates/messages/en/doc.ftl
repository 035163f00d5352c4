# The title a PDF reader shows for a kit.

doc-kit = { $game } — { $variant ->
        [mono] mono
       *[colour] colour
    } kit
