# Ce qu’un lecteur d’écran dit de chaque schéma des règles (son texte de remplacement).

describe-and = { $rest } et { $last }
describe-side = { $side } : { $pieces }.
describe-setup = La position de départ sur le plateau de { $files } cases sur { $ranks }.
describe-reserve = Hors du plateau, chaque joueur garde { $pieces }.
describe-count = { $count } { $count ->
        [one] { $name }
       *[other] { $plural }
    }
describe-piece-on = { $gender ->
        [f] la
       *[m] le
    } { $piece } en { $square }
describe-moves = { $gender ->
        [f] La
       *[m] Le
    } { $piece } { $count ->
        [0] en { $from } ne peut pas se déplacer
        [one] peut aller en { $squares }
       *[other] peut aller sur { $count } cases : { $squares }
    }{ $take ->
        [yes] , et peut prendre { $takes }.
       *[no] .
    }
describe-step = { $where ->
        [endzone] par-dessus { $over } jusque dans la zone d’arrivée derrière { $to }
       *[square] par-dessus { $over } jusqu’en { $to }
    }
describe-then = { $first }, puis { $next }
describe-jump = { $gender ->
        [f] La
       *[m] Le
    } { $piece } en { $from } saute { $steps }. Une croix marque { $count ->
        [one] la pièce prise
       *[other] chaque pièce prise
    } : { $taken }.
describe-drop = { $gender ->
        [f] Une { $piece } { $side_of } est posée
       *[m] Un { $piece } { $side_of } est posé
    } depuis la réserve en { $square }. { $count ->
        [0] Il ne reste aucune autre case vide.
        [one] Un point marque l’autre case vide où { $gender ->
            [f] elle
           *[m] il
        } pourrait aller.
       *[other] Des points marquent les { $count } autres cases vides où { $gender ->
            [f] elle
           *[m] il
        } pourrait aller.
    }
