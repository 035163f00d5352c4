# Was ein Bildschirmleser zu jedem Bild der Spielregeln sagt (sein Alternativtext).

describe-and = { $rest } und { $last }
describe-side = { $side }: { $pieces }.
describe-setup = Die Startaufstellung auf dem Spielbrett mit { $files } mal { $ranks } Feldern.
describe-reserve = Neben dem Spielbrett hat jeder Spieler { $pieces } im Vorrat.
describe-count = { $count } { $count ->
        [one] { $name }
       *[other] { $plural }
    }
describe-piece-on = { $gender ->
        [f] die
        [n] das
       *[m] den
    } { $piece } auf { $square }
describe-moves = { $gender ->
        [f] Die
        [n] Das
       *[m] Der
    } { $piece } { $count ->
        [0] auf { $from } kann nicht ziehen
        [one] kann nach { $squares } ziehen
       *[other] kann auf { $count } Felder ziehen: { $squares }
    }{ $take ->
        [yes] . Außerdem kann { $gender ->
            [f] sie
            [n] es
           *[m] er
        } { $takes } schlagen.
       *[no] .
    }
describe-step = { $where ->
        [endzone] über { $over } in die Zielzone hinter { $to }
       *[square] über { $over } nach { $to }
    }
describe-then = { $first }, dann { $next }
describe-jump = { $gender ->
        [f] Die
        [n] Das
       *[m] Der
    } { $piece } auf { $from } springt { $steps }. Ein Kreuz markiert { $count ->
        [one] die geschlagene Figur
       *[other] jede geschlagene Figur
    }: { $taken }.
describe-drop = { $gender ->
        [f] Eine
        [n] Ein
       *[m] Ein
    } { $piece } { $side_of } wird aus dem Vorrat auf { $square } gesetzt. { $count ->
        [0] Kein anderes Feld ist frei.
        [one] Ein Punkt markiert das andere freie Feld, auf das { $gender ->
            [f] sie
            [n] es
           *[m] er
        } gesetzt werden könnte.
       *[other] Punkte markieren die { $count } anderen freien Felder, auf die { $gender ->
            [f] sie
            [n] es
           *[m] er
        } gesetzt werden könnte.
    }
