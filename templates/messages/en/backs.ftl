# Piece sheets with backs: the fold-over sheets' first step, the duplex sheets' first step
# and their pages of backs.

backs-fold-glue = Fold on the dashed line round { $card } mm card, glued
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
backs-label = { $label } · backs
# The section the rules add when a piece has another piece on its back.
backs-rules-heading = Pieces with backs
backs-rules-intro = This set is printed with backs.
backs-rules-turn = each { $piece } has a { $back } on its back: when it becomes one, turn it over instead of swapping it
