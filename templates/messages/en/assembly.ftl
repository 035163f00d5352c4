# The making-the-set page: every sentence that depends on the kit and its options. The
# page's fixed prose is templates/text/assembly.md.

assembly-number = { $n ->
        [0] no
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
       *[other] { $n }
    }
assembly-and = { $init } and { $last }
assembly-or = { $init } or { $last }
assembly-board-sheets = { $halves ->
        [yes] two board sheets (the halves)
       *[no] one board sheet
    }
assembly-piece-sheets = { $count ->
        [1] one piece sheet
       *[other] { $word } piece sheets
    }{ $duplex ->
        [yes] {" "}printed on both sides
       *[no] {""}
    }
assembly-replacement-sheets = { $count ->
        [1] one sheet
       *[other] { $word } sheets
    } of replacement pieces{ $duplex ->
        [yes] {" "}printed on both sides
       *[no] {""}
    }
assembly-made-rules = the rules
assembly-made-instructions = these instructions
assembly-set = { $board }, { $pieces } and these instructions
assembly-run-web = The set is printed from one PDF: { $set }. If you do not have it, ask whoever shared this page for it.
assembly-run-handout = The set itself is printed on its own: { $set }.
assembly-run-whole = Everything you need comes out of one print run: { $set }.
assembly-run-part = This run made only { $made }. Without { $options }, boardgen pdf makes the whole set: { $set }.
assembly-bar-page = { $where ->
        [web] the set's first page
        [handout] the kit's first page
       *[kit] this page
    }
assembly-glue-board = Glue { $halves ->
        [yes] each board sheet
       *[no] the board sheet
    } onto card and let it dry flat under a book.
assembly-bleed = { $bleed ->
        [yes] The colour runs on { $mm } mm past every edge you cut, so a cut a little off the line shows no white paper.
       *[no] Cut exactly on the lines: the colour stops at them.
    }
assembly-board-steps = { $how ->
        [whole] The board is on a single sheet, ready to mount.
        [tab] Half 1 has a shaded glue strip beyond its joining edge: glue half 2 over the strip, its edge on the line, with the half-diamonds meeting as whole diamonds.
       *[butt] No line is printed on the edge where the halves meet, and the squares run on past it: cut it exactly on the crop marks. Lay the two halves edge to edge: the half-diamonds on their joining edges make whole diamonds when they line up. Tape them together on the back.
    }
assembly-glue-pieces = { $count ->
        [1] Glue the piece sheet onto card and let it dry.
       *[other] Glue the piece sheets onto card and let them dry.
    }
assembly-fold-pieces = { $count ->
        [1] Fold the piece sheet round card as the next step says, glue, and let it dry flat under a book.
       *[other] Fold the piece sheets round card as the next step says, glue, and let them dry flat under a book.
    }
assembly-duplex-pieces = { $count ->
        [1] Print the piece sheet on thin card that your printer feeds for double-sided printing (160 to 250 g/m²), rather than gluing it onto card: card glued on would cover the backs.
       *[other] Print the piece sheets on thin card that your printer feeds for double-sided printing (160 to 250 g/m²), rather than gluing them onto card: card glued on would cover the backs.
    }
assembly-fold = Each piece sheet folds round the card, printed side out. Crease it on its dashed line and open it again. Lay { $card } mm card on the blank side of the fronts with its edge exactly in the crease (not in the middle of the fold), then fold the backs over the card and glue them down: the paper wraps round the card's edge, which is why the backs lie { $card } mm further from the line. The small drawing beside the ruler shows it. Then cut through all three layers on the front's lines.
assembly-duplex = Each piece sheet has a page of backs after it: print the two on one sheet, double-sided, turning over the { $flip ->
        [short] short
       *[long] long
    } edge. Three steps: first make the calibration sheet alone with { $command }, print its two pages double-sided once and read your printer's offset off it against the light; then make the set again with the offset it says ({ $option }; this set has { $offset }); then print the piece sheets double-sided on that card and cut on the fronts' lines. The colour runs past every cut edge on both sides, so a back a little off shows no white.
# The same, on a handout or the web page: how the set is made, without the commands.
assembly-duplex-made = Each piece sheet has a page of backs after it, printed on the other side of the same sheet, turned over the { $flip ->
        [short] short
       *[long] long
    } edge. Before the pieces, the set's calibration sheet is printed double-sided once: it shows how far the printer moves the backs, and the set is made again to match. The colour runs past every cut edge on both sides, so a back a little off shows no white.
assembly-flip = each { $piece } has a { $back } on its back: turn it over when it becomes one
assembly-flips = Turned over, { $list }.
assembly-cut = { $shape ->
        [round] Cut around each circle, on its printed line.
       *[square] Cut across the sheet first, along each row line, using the ticks at its left and right edges (a paper trimmer takes a whole row at once); then cut each strip apart on its printed lines.
    }
# The gender of the word for "pieces" ("sand pieces"), as the games' side labels key their
# forms (`f`, `het`); "none" where labels do not agree.
assembly-pieces-gender = none
assembly-sides = { $side1 } has the { $label1 } pieces and { $side2 } has the { $label2 } pieces.
assembly-group-labels = The label above each group says whose pieces they are; "the set" means the pieces each side starts with, "spares" are extra pieces{ $has_for ->
        [yes] , for { $for }
       *[no] {""}
    }.
assembly-picture-order = { $side }'s { $pieces } show, in the order the sheet gives them: { $names }{ $again ->
        [yes] , then again from the first
       *[no] {""}
    }.
assembly-count-them = When the pieces are cut out, count them. Each side should have the pieces in the table.
assembly-table-caption = The pieces to cut for each side.
assembly-in-set = { $count } in the set
assembly-spares = + { $count } { $count ->
        [one] spare
       *[other] spares
    }
assembly-side-pieces = { $look } pieces
assembly-piece-alt = { $look } { $piece }
assembly-printed = { $who ->
        [handout] These instructions are for a set made for
       *[kit] This set was made for
    } a { $variant ->
        [mono] black-and-white
       *[colour] colour
    } printer.
assembly-variant-note = { $how ->
        [mono] It uses greys only, with light hatching instead of solid black to save ink; one side's pieces are plain white with a dark ring, the other's have a solid grey band.
        [web] The two sides differ in lightness as well as colour, so they stay apart for colour-blind players and on a greyscale copy. For a black-and-white printer, ask for the black-and-white version of the set.
        [handout] The two sides differ in lightness as well as colour, so they stay apart for colour-blind players and on a greyscale copy. For a black-and-white printer, there is a black-and-white version of the set.
       *[kit] The two sides differ in lightness as well as colour, so they stay apart for colour-blind players and on a greyscale copy. For a black-and-white printer, make the set again with --mono.
    }
assembly-contents = What is in this PDF
assembly-contents-line = { $count ->
        [1] Page { $from }
        [2] Pages { $from } and { $to }
       *[other] Pages { $from } to { $to }
    }: { $what }.
assembly-contents-instructions = these instructions
assembly-contents-board = { $count ->
        [1] the board, on one sheet, to glue on card and cut out
       *[other] the board, in { $word } parts, to glue on card, cut out and join
    }
assembly-contents-pieces = { $count ->
        [1] the pieces, on one sheet, to glue on card and cut out
       *[other] the pieces, to glue on card and cut out
    }
assembly-contents-folded = { $count ->
        [1] the pieces, on one sheet, to fold round card, glue and cut out
       *[other] the pieces, each sheet to fold round card, glue and cut out
    }
assembly-contents-calibration = the calibration sheet, to print on both sides once, before the pieces
assembly-contents-duplex = the pieces, on { $count ->
        [1] one sheet
       *[other] { $word } sheets
    } printed on both sides (each page of backs on the back of the page before it), to cut out
assembly-contents-blank = a blank page, so that each page of backs prints on the back of its own pieces
# The game's name in the title "Making your … set", by the game's id (`checkers`): a
# language may give a name its article, quotation marks or lower case there.
assembly-game = { $game }
assembly-contents-rules = the rules of { $game }, on plain paper (nothing to cut)
# A picture whose file name the font cannot print, named by its place in the list given.
assembly-picture-number = picture no. { $n }
# Duplex kits: each board sheet on the front of its own sheet, nothing on its back.
assembly-contents-board-duplex = { $count ->
        [1] the board, on one sheet with nothing on its back, to glue on card and cut out
       *[other] the board, in { $word } parts, each on a sheet of its own with nothing on its back (every second page is blank), to glue on card, cut out and join
    }
assembly-contents-blank-board = a blank page, so that the board does not print on the back of another page
