# boardgen's notes: what a run tells the person making the set, beside its files.

note-faint-pieces = puede que la imagen '{ $file }' no se vea sobre las piezas «{ $pieces }» de { $side }: su tinta tiene un contraste de { $contrast }:1 con el color de su cara { $colour } (menos de { $least }:1 en el { $share } % de la imagen): ponle un fondo opaco, o una tinta más clara
note-faint-frame = puede que la imagen '{ $file }' no se vea sobre el marco del tablero de { $game }: su tinta tiene un contraste de { $contrast }:1 con su color { $colour } (menos de { $least }:1 en el { $share } % de la imagen): ponle un fondo opaco, o una tinta más clara
note-faint-endzone = puede que la imagen '{ $file }' no se vea sobre la zona de meta de { $side }: su tinta tiene un contraste de { $contrast }:1 con su color { $colour } (menos de { $least }:1 en el { $share } % de la imagen): ponle un fondo opaco, o una tinta más clara
note-background-letters = el fondo '{ $file }' puede tapar las letras y los números del tablero de { $game }: su color { $ink } tiene un contraste de menos de { $least }:1 en el { $share } % del marco: una imagen más clara (o más oscura, si las letras son claras) se lee mejor
note-soft-on-pieces = la imagen '{ $file }' ({ $width } x { $height } píxeles) se imprime a { $dpi } dpi en las piezas de { $game }: a partir de { $sharp } dpi se ve nítida
note-soft-on-board = la imagen '{ $file }' ({ $width } x { $height } píxeles) se imprime a { $dpi } dpi en el tablero de { $game }: a partir de { $sharp } dpi se ve nítida
note-block-board = la parte del tablero de ({ $left }, { $top }) a ({ $right }, { $bottom }) mm en la página impresa { $page }
note-block-round = { $count ->
        [one] la pieza redonda
       *[other] las { $count } piezas redondas
    } de ({ $left }, { $top }) a ({ $right }, { $bottom }) mm en la página impresa { $page }
note-block-group = { $count ->
        [one] el grupo de piezas
       *[other] los { $count } grupos de piezas
    } de ({ $left }, { $top }) a ({ $right }, { $bottom }) mm en la página impresa { $page }
note-block-turned = { $block }, girado 90° para que quepa en el área de trabajo de { $bed } mm
note-block-turned-engraving = { $block }, girado 90° con su grabado para que quepa en el área de trabajo de { $bed } mm
note-bed-and = { $first }; y { $next }
note-bed = { $at } contiene { $blocks }
note-cuts = cortes de { $what }: { $count ->
        [one] { $count } corte
       *[other] { $count } cortes
    }, { $length } de largo, { $travel } de recorrido hasta ellos y entre ellos desde la esquina de arriba a la izquierda
note-cuts-dxf = cortes de { $what }: { $count ->
        [one] { $count } corte
       *[other] { $count } cortes
    }, { $length } de largo, { $travel } de recorrido hasta ellos y entre ellos desde la esquina de arriba a la izquierda (el origen del SVG), { $dxf } desde la esquina de abajo a la izquierda (el origen del DXF)
note-cuts-one-by-one = { $cuts }; si cada pieza se cortara por separado, serían { $whole }
note-cricut = Print Then Cut: { $pieces } en { $images } de { $width } x { $height } mm
note-cricut-image = { $file }: { $held }; { $png }: solo las piezas, { $width } x { $height } mm: en Design Space pon su ancho en { $inches } in ({ $high } in de alto)
note-lang-english = boardgen tiene sus propias palabras (títulos de las hojas, la página de fabricación, leyendas de los diagramas) solo en { $codes }: están en inglés; elige uno de esos idiomas con --lang
note-lang-english-asked = { $from } pide '{ $lang }', pero boardgen tiene sus propias palabras (títulos de las hojas, la página de fabricación, leyendas de los diagramas) solo en { $codes }: están en inglés; elige uno de esos idiomas con --lang
note-missing-all = su nombre, sus piezas y sus reglas
note-missing-name = su nombre
note-missing-spares-for = para qué son sus piezas de repuesto
note-missing-rules = sus reglas
note-missing-piece = los nombres de la pieza '{ $piece }'
note-missing-sides = los nombres de sus bandos
note-missing-and = { $first }, { $next }
note-no-translation = { $game }: no hay traducción '{ $lang }': su nombre, sus piezas y sus reglas están en '{ $own }', su primer idioma
note-part-translation = { $game }: su traducción '{ $lang }' no tiene { $parts }: están en '{ $own }', su primer idioma
note-marks = marcas de registro a { $left } mm del borde izquierdo y a { $top } mm del borde de arriba: las hojas del tablero y de las piezas quedan dentro de ellas y lejos de sus zonas prohibidas, y para eso se acercan y se hacen más pequeñas
note-smaller = { $game }: casillas de { $square } mm (piezas de { $pieces } mm) en lugar de { $instead }: es la más grande que cabe con { $why }
note-smaller-plain = los { $square } mm de un juego normal en { $paper }
note-smaller-usual = los { $square } mm habituales
note-why-marks = las marcas de registro (el tablero se queda lejos de sus zonas prohibidas)
note-why-paper = el papel { $paper }
note-why-and = { $first } y { $next }

## Los registros de la carpeta de salida (`why` son las palabras del sistema)

note-out-journal-unread = '{ $file }' no se pudo leer ({ $why }); se ha borrado, y no se ha tocado nada de lo que nombra
note-out-journal-unfollowed = '{ $file }' no se ha seguido ({ $why }); se ha borrado, y no se ha tocado nada de lo que nombra
note-out-journal-strangers = '{ $file }' nombra { $count ->
        [one] un archivo
       *[other] archivos
    } que ningún trabajo de boardgen creó ni movió ({ $names }); se dejan como están
note-out-waiting = otro trabajo de boardgen está escribiendo en '{ $dir }'; esperando a que termine
note-out-manifest-unfollowed = '{ $file }' no se ha seguido ({ $why }): no se borra ningún archivo anterior de estos juegos
note-out-not-yours = no es tuyo, en una carpeta donde otros pueden escribir
note-out-unread = no se pudo leer: { $why }
note-out-unsealed = no está sellado con tu clave: ningún trabajo tuyo de boardgen lo escribió
note-out-no-key = { $why }, así que no se puede comprobar ningún registro
note-out-manifest-strangers = '{ $file }' nombra { $count ->
        [one] un archivo
       *[other] archivos
    } que ningún trabajo de estos juegos escribió tal como está ahora ({ $names }); se dejan como están
note-out-manifest-not-boardgens = '{ $file }' no es un archivo que boardgen escribiera para ti ({ $what }); se deja como está, así que no se guarda registro de este juego y no se borra ningún archivo anterior
note-out-folder-or-link = una carpeta o un enlace
note-out-others = de otra persona, en una carpeta donde otros pueden escribir
note-out-names = { $names }
note-out-names-more = { $names } y { $count } más
