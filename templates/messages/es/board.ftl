# Las hojas del tablero: títulos, notas de los bordes, rótulos de las zonas de meta y las
# descripciones que lee un lector de pantalla.

board-glue-tab = PEGAMENTO  ·  la mitad { $half } va encima, con su borde sobre la línea de abajo
board-seam-note = este borde se une a la mitad { $half }: córtalo justo por las marcas de corte
board-endzone = zona de meta { $side_of }
board-endzone-note = los reyes { $side_of } saltan fuera del tablero hasta aquí
board-whole = tablero
board-half = tablero, mitad { $half } de { $count }
board-whole-subtitle = Filas 1 a { $ranks } con { $endzones ->
        [yes] las dos zonas de meta
       *[no] su marco
    }, casillas de { $square } mm. Pégalo en cartulina y córtalo por las marcas de corte.
board-half-subtitle = Filas { $from } a { $to }{ $owner ->
        [none] {""}
       *[other] {" "}y zona de meta { $owner_of }
    } (lado { $side_of }), casillas de { $square } mm. Pégala en cartulina, córtala por las marcas de corte y después { $join }.
board-join-tab = pega la mitad { $half } sobre la franja gris
board-join-glue = pega el borde { $edge ->
        [top] de arriba
       *[bottom] de abajo
    } sobre la franja gris de la mitad { $half }
board-join-butt = junta el borde { $edge ->
        [top] de arriba
       *[bottom] de abajo
    } con la mitad { $half }, sin solaparlos
board-title = { $game } — { $part }
board-alt = { $part }: filas { $from } a { $to }, columnas de la a a la { $last }{ $endzones ->
        [yes] , con las zonas de meta al otro lado
       *[no] {""}
    }
board-alt-rings = Unos círculos discontinuos marcan las casillas donde empiezan las piezas: { $sides }
board-alt-ring-side = { $side } en { $squares }
board-document = { $game } — tablero ({ $variant ->
        [mono] blanco y negro
       *[colour] color
    })
board-pictures = El tablero muestra { $parts }.
board-picture-frame = { $file } en el centro de los bordes con letras del marco (entre la { $a } y la { $b })
board-picture-endzones = { $file } a ambos lados del rótulo de cada zona de meta
board-picture-endzone = { $file } a ambos lados del rótulo de la zona de meta { $side_of }
board-picture-background = { $file } en todo el marco, detrás de sus letras y números
board-and = { $init } y { $last }
