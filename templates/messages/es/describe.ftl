# Lo que un lector de pantalla dice de cada diagrama de las reglas (su texto alternativo).

describe-and = { $rest } y { $last }
describe-side = { $side }: { $pieces }.
describe-setup = La posición inicial en el tablero de { $files } por { $ranks } casillas.
describe-reserve = Fuera del tablero, cada jugador guarda { $pieces }.
describe-count = { $count } { $count ->
        [one] { $name }
       *[other] { $plural }
    }
describe-piece-on = { $gender ->
        [f] la
       *[m] el
    } { $piece } en { $square }
describe-moves = { $gender ->
        [f] La
       *[m] El
    } { $piece } { $count ->
        [0] en { $from } no puede moverse
        [one] puede moverse a { $squares }
       *[other] puede moverse a { $count } casillas: { $squares }
    }{ $take ->
        [yes] , y puede capturar { $takes }.
       *[no] .
    }
describe-step = { $where ->
        [endzone] por encima de { $over } hasta la zona de meta detrás de { $to }
       *[square] por encima de { $over } hasta { $to }
    }
# The last step after two or more: "…, después …, y después …".
describe-then = { $last ->
        [yes] { $steps ->
            [2] { $first } y después { $next }
           *[other] { $first }, y después { $next }
        }
       *[no] { $first }, después { $next }
    }
describe-jump = { $gender ->
        [f] La
       *[m] El
    } { $piece } en { $from } salta { $steps }. Una cruz marca { $count ->
        [one] la pieza capturada
       *[other] cada pieza capturada
    }: { $taken }.
describe-drop = Se pone { $gender ->
        [f] una
       *[m] un
    } { $piece } { $side_of } de la reserva en { $square }. { $count ->
        [0] No queda ninguna otra casilla vacía.
        [one] Un punto marca la otra casilla vacía donde podría ponerse.
       *[other] Los puntos marcan las otras { $count } casillas vacías donde podría ponerse.
    }
