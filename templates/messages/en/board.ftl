# The board sheets: headings, the notes on their edges, the endzones' labels and the
# descriptions a screen reader gives of each board part.

board-glue-tab = GLUE  ·  half { $half } goes on top, its edge on the line below
board-seam-note = this edge meets half { $half }: cut it exactly, on the crop marks
board-endzone = { $side }'s endzone
board-endzone-note = { $side }'s kings jump off the board into here
board-whole = board
board-half = board, half { $half } of { $count }
board-whole-subtitle = Ranks 1–{ $ranks } with { $endzones ->
        [yes] both endzones
       *[no] its frame
    }, { $square } mm squares. Glue on card and cut on the crop marks.
board-half-subtitle = Ranks { $from }–{ $to }{ $owner ->
        [none] {""}
       *[other] {" "}and { $owner }'s endzone
    } ({ $side }'s side), { $square } mm squares. Glue on card, cut on the crop marks, then { $join }.
board-join-tab = glue half { $half } over the shaded strip
board-join-glue = glue the { $edge ->
        [top] top
       *[bottom] bottom
    } edge over the shaded strip of half { $half }
board-join-butt = butt the { $edge ->
        [top] top
       *[bottom] bottom
    } edge against half { $half }
board-title = { $game } — { $part }
board-alt = { $part }: ranks { $from } to { $to }, files a to { $last }{ $endzones ->
        [yes] , with the endzones beyond
       *[no] {""}
    }
board-alt-rings = Dashed rings mark the squares where the pieces start: { $sides }
board-alt-ring-side = { $side } on { $squares }
board-document = { $game } — board ({ $variant ->
        [mono] mono
       *[colour] colour
    })
board-pictures = The board shows { $parts }.
board-picture-frame = { $file } in the middle of the frame's lettered edges (between { $a } and { $b })
board-picture-endzones = { $file } on both sides of each endzone's label
board-picture-endzone = { $file } on both sides of the label of { $side }'s endzone
board-picture-background = { $file } filling the frame, behind its letters and numbers
board-and = { $init } and { $last }
