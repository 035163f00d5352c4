# The words a screen reader gives for each rules diagram (its text alternative).

describe-and = { $rest } and { $last }
describe-side = { $side }: { $pieces }.
describe-setup = The start position on the { $files } by { $ranks } board.
describe-reserve = Off the board, each side keeps { $pieces }.
describe-count = { $count } { $count ->
        [one] { $name }
       *[other] { $plural }
    }
describe-piece-on = the { $piece } on { $square }
describe-moves = { $count ->
        [0] The { $piece } on { $from } cannot move
        [one] The { $piece } can move to { $squares }
       *[other] The { $piece } can move to { $count } squares: { $squares }
    }{ $take ->
        [yes] , and can take { $takes }.
       *[no] .
    }
describe-step = { $where ->
        [endzone] over { $over } to the endzone beyond { $to }
       *[square] over { $over } to { $to }
    }
describe-then = { $first }, then { $next }
describe-jump = The { $piece } on { $from } jumps { $steps }. A cross marks each piece taken: { $taken }.
describe-drop = { $side } drops a { $piece } from the reserve on { $square }. Dots mark the { $count } other empty squares it could go on.
