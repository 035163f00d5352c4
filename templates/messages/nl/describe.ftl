# Wat een schermlezer over elk plaatje bij de spelregels zegt (de alternatieve tekst).

describe-and = { $rest } en { $last }
describe-side = { $side }: { $pieces }.
describe-setup = De beginopstelling op het bord van { $files } bij { $ranks } velden.
describe-reserve = Naast het bord heeft elke speler { $pieces } in de voorraad.
describe-count = { $count } { $count ->
        [one] { $name }
       *[other] { $plural }
    }
describe-piece-on = { $gender ->
        [het] het
       *[de] de
    } { $piece } op { $square }
describe-moves = { $gender ->
        [het] Het
       *[de] De
    } { $piece } { $count ->
        [0] op { $from } kan niet verplaatst worden
        [one] kan naar { $squares }
       *[other] kan naar { $count } velden: { $squares }
    }{ $take ->
        [yes] . Ook kan { $gender ->
            [het] het
           *[de] hij
        } { $takes } slaan.
       *[no] .
    }
describe-step = { $where ->
        [endzone] over { $over } naar de eindzone achter { $to }
       *[square] over { $over } naar { $to }
    }
describe-then = { $first }, dan { $next }
describe-jump = { $gender ->
        [het] Het
       *[de] De
    } { $piece } op { $from } springt { $steps }. Een kruisje markeert { $count ->
        [one] het geslagen stuk
       *[other] elk geslagen stuk
    }: { $taken }.
describe-drop = Een { $piece } { $side_of } wordt uit de voorraad op { $square } gezet. { $count ->
        [0] Er is geen ander leeg veld.
        [one] Een stip markeert het andere lege veld waar { $gender ->
            [het] het
           *[de] hij
        } ook kan staan.
       *[other] Stippen markeren de { $count } andere lege velden waar { $gender ->
            [het] het
           *[de] hij
        } ook kan staan.
    }
