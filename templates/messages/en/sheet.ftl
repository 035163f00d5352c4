# What every sheet prints round its contents: the footer, the 100 mm bar's caption, and the
# kit's document title.

sheet-page = page { $page } of { $pages }
sheet-ruler = Print at 100 % (actual size): this bar must measure exactly 100 mm.
sheet-footer = { $game } · { $part } · { $variant ->
        [mono] mono
       *[colour] colour
    }
sheet-kit-document = { $game } — { $variant ->
        [mono] mono
       *[colour] colour
    } kit
