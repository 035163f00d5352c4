# Piece sheets with backs: the fold-over sheets' first step, the duplex sheets' first step
# and their pages of backs.

backs-fold-glue = Lay { $card } mm card behind the fronts, its edge on the dashed line, and fold the backs over it, glued (see the drawing below)
backs-duplex-glue = Print both sides on card, turning over the { $flip ->
        [short] short
       *[long] long
    } edge
backs-title = { $game } — backs of pieces { $sheet }
backs-subtitle = Print on the back of the page before, turning over the { $flip ->
        [short] short
       *[long] long
    } edge (the { $mirror ->
        [x] left and right
       *[y] top and bottom
    } edges): the backs are mirrored { $mirror ->
        [x] across
       *[y] down
    }, moved { $x } mm across and { $y } mm down (offset={ $offset }).
backs-figure = Backs
backs-fold-alt = The backs of the pieces, mirrored across the dashed fold line
backs-duplex-alt = The backs of the pieces of pieces { $sheet }, mirrored to print behind them
# What each back shows, told after a page of backs' description.
backs-shows = { $back ->
        [plain] each { $piece } has a plain back
        [same] each { $piece } has the same picture on its back
       *[piece] each { $piece } has a { $other } on its back
    }
backs-shows-same = each piece has the same picture on its back
backs-alt-with = { $alt }: { $shows }.
backs-label = { $label } · backs
# The section the rules add when a piece has another piece on its back.
backs-rules-heading = Pieces with backs
backs-rules-intro = This set is printed with backs.
backs-rules-turn = each { $piece } has a { $back } on its back: when it becomes one, turn it over instead of swapping it
# The page left blank before duplex piece sheets that would otherwise start on the back of a page.
backs-blank-title = This page is left blank
backs-blank-subtitle = So that, when the whole file is printed on both sides, each page of backs prints on the back of its own pieces.
backs-blank-label = blank page

# The side view of a fold-over sheet made up, beside the ruler.
backs-fold-drawing-card = card
backs-fold-drawing-fronts = fronts
backs-fold-drawing-backs = backs
backs-fold-drawing-line = dashed line
backs-fold-drawing-title = How the card goes in
backs-fold-drawing-alt = Seen from the side: the card lies on the back of the fronts with its edge on the dashed line, and the backs are folded over the card, round its edge.
backs-blank-board-subtitle = So that, when the whole file is printed on both sides, nothing prints on the back of a board sheet: it is glued on card.
