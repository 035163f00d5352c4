# La página para montar el juego: cada frase que depende del juego y de sus opciones. El
# texto fijo de la página está en templates/text/es/assembly.md.

assembly-number = { $n ->
        [0] ninguna
        [1] una
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
       *[other] { $n }
    }
assembly-and = { $init } y { $last }
# After "sin": the options a partial run leaves out.
assembly-or = { $init } ni { $last }
assembly-board-sheets = { $halves ->
        [yes] dos hojas del tablero (las mitades)
       *[no] una hoja del tablero
    }
assembly-piece-sheets = { $count ->
        [1] una hoja de piezas{ $duplex ->
            [yes] {" "}impresa por las dos caras
           *[no] {""}
        }
       *[other] { $word } hojas de piezas{ $duplex ->
            [yes] {" "}impresas por las dos caras
           *[no] {""}
        }
    }
assembly-replacement-sheets = { $count ->
        [1] una hoja de piezas de reposición{ $duplex ->
            [yes] {" "}impresa por las dos caras
           *[no] {""}
        }
       *[other] { $word } hojas de piezas de reposición{ $duplex ->
            [yes] {" "}impresas por las dos caras
           *[no] {""}
        }
    }
assembly-made-rules = las reglas
assembly-made-instructions = estas instrucciones
assembly-set = { $board }, { $pieces } y estas instrucciones
assembly-run-web = El juego se imprime a partir de un solo PDF: { $set }. Si no lo tienes, pídeselo a quien compartió esta página.
assembly-run-handout = El juego en sí se imprime aparte: { $set }.
assembly-run-whole = Todo lo que necesitas sale de una sola impresión: { $set }.
assembly-run-part = Esta impresión solo contiene { $made }. Sin { $options }, boardgen pdf hace el juego completo: { $set }.
assembly-bar-page = { $where ->
        [web] la primera página del PDF del juego
        [handout] la primera página del juego
       *[kit] esta página
    }
assembly-glue-board = Pega { $halves ->
        [yes] cada hoja del tablero
       *[no] la hoja del tablero
    } sobre cartulina gruesa y deja que se seque plana debajo de un libro.
assembly-bleed = { $bleed ->
        [yes] El color sigue { $mm } mm más allá de cada borde que cortas: si un corte se sale un poco de la línea, no se ve blanco.
       *[no] Corta justo por las líneas: el color se acaba en ellas.
    }
assembly-board-steps = { $how ->
        [whole] El tablero está en una sola hoja, listo para pegar.
        [tab] La mitad 1 tiene una franja gris para el pegamento más allá de su borde de unión: pega la mitad 2 sobre la franja, con su borde sobre la línea, de modo que los medios rombos formen rombos enteros.
       *[butt] En el borde donde se unen las mitades no hay línea impresa, y las casillas siguen más allá: córtalo justo por las marcas de corte. Junta las mitades borde con borde, con los medios rombos formando rombos enteros, y únelas por detrás con cinta adhesiva.
    }
assembly-glue-pieces = { $count ->
        [1] Pega la hoja de piezas sobre cartulina gruesa y deja que se seque.
       *[other] Pega las hojas de piezas sobre cartulina gruesa y deja que se sequen.
    }
assembly-fold-pieces = { $count ->
        [1] Dobla la hoja de piezas alrededor de una cartulina gruesa como explica el paso siguiente, pégala y deja que se seque plana debajo de un libro.
       *[other] Dobla las hojas de piezas alrededor de una cartulina gruesa como explica el paso siguiente, pégalas y deja que se sequen planas debajo de un libro.
    }
assembly-duplex-pieces = { $count ->
        [1] Imprime la hoja de piezas en una cartulina fina que tu impresora acepte para imprimir a doble cara (de 160 a 250 g/m²), en vez de pegarla sobre cartulina: una cartulina pegada taparía los reversos.
       *[other] Imprime las hojas de piezas en una cartulina fina que tu impresora acepte para imprimir a doble cara (de 160 a 250 g/m²), en vez de pegarlas sobre cartulina: una cartulina pegada taparía los reversos.
    }
assembly-fold = Cada hoja de piezas se dobla alrededor de la cartulina, con la cara impresa hacia fuera. Marca el doblez por su línea discontinua y vuelve a abrirla. Pon una cartulina de { $card } mm en la cara en blanco de los anversos, con su borde justo sobre la línea del doblez (no en medio de la parte doblada). Luego dobla los reversos sobre la cartulina y pégalos: el papel rodea el borde de la cartulina, por eso los reversos están { $card } mm más lejos de la línea. El dibujo pequeño junto a la regla lo muestra. Después corta las tres capas por las líneas del anverso.
assembly-duplex = Después de cada hoja de piezas viene una página de reversos: imprime las dos en una sola hoja, a doble cara, girando por el borde { $flip ->
        [short] corto
       *[long] largo
    }. En tres pasos: primero haz la hoja de ajuste sola con { $command }, imprime sus dos páginas a doble cara una vez y lee al trasluz el desfase de tu impresora; luego vuelve a hacer el juego con el desfase que indica ({ $option }; este juego tiene { $offset }); por último, imprime las hojas de piezas a doble cara en esa cartulina y corta por las líneas del anverso. El color sigue más allá de cada borde de corte por las dos caras, así que un reverso un poco desplazado no deja ver blanco.
# Lo mismo en una hoja para alumnos o en la página web: cómo se hace el juego, sin las órdenes.
assembly-duplex-made = Después de cada hoja de piezas viene una página de reversos, impresa en la otra cara de la misma hoja, girando por el borde { $flip ->
        [short] corto
       *[long] largo
    }. Antes de las piezas se imprime una vez a doble cara la hoja de ajuste del juego: muestra cuánto desplaza la impresora los reversos, y luego se vuelve a hacer el juego para corregirlo. El color sigue más allá de cada borde de corte por las dos caras, así que un reverso un poco desplazado no deja ver blanco.
assembly-flip = cada { $piece } tiene { $back_gender ->
        [f] una
       *[m] un
    } { $back } en el reverso, y se le da la vuelta cuando se convierta en { $back }
assembly-flips = Piezas que se giran: { $list }.
assembly-cut = { $shape ->
        [round] Recorta cada círculo por su línea impresa.
       *[square] Corta primero la hoja de lado a lado por cada línea entre dos filas de piezas, guiándote por las marcas de sus bordes izquierdo y derecho (una guillotina corta una fila entera de piezas de una vez); luego separa las piezas de cada tira por sus líneas.
    }
# El género de la palabra «piezas» («piezas azules»), con el que las etiquetas de los
# bandos eligen su forma.
assembly-pieces-gender = f
assembly-sides = Las piezas { $look1 } son { $side1_of } y las piezas { $look2 } son { $side2_of }.
assembly-group-labels = La etiqueta sobre cada grupo dice de quién son las piezas; «el juego» son las piezas con las que empieza cada bando, y «repuesto» son piezas de más{ $has_for ->
        [yes] {" "}para { $for }
       *[no] {""}
    }.
assembly-picture-order = { $gender ->
        [f] Las
       *[m] Los
    } { $pieces } { $side_of } llevan estas imágenes, en el orden de la hoja: { $names }{ $again ->
        [yes] , y luego otra vez desde la primera
       *[no] {""}
    }.
assembly-count-them = Cuando hayas recortado las piezas, cuéntalas. Cada bando tiene que tener las piezas de la tabla.
assembly-table-caption = Las piezas que hay que recortar para cada bando.
assembly-in-set = { $count } en el juego
assembly-spares = + { $count } de repuesto
assembly-side-pieces = piezas { $look }
assembly-piece-alt = { $piece } { $look }
assembly-printed = { $who ->
        [handout] Estas instrucciones son de un juego pensado
       *[kit] Este juego está pensado
    } para una impresora { $variant ->
        [mono] en blanco y negro
       *[colour] en color
    }.
assembly-variant-note = { $how ->
        [mono] Solo usa grises, con un rayado suave en vez de negro sólido para ahorrar tinta; las piezas de un bando son lisas, blancas con un contorno fino oscuro, y las del otro llevan un anillo gris ancho.
        [web] Los dos bandos se diferencian en claridad y en color: se distinguen aunque seas daltónico, y también en una fotocopia en blanco y negro. Para una impresora en blanco y negro, pide la versión en blanco y negro del juego.
        [handout] Los dos bandos se diferencian en claridad y en color: se distinguen aunque seas daltónico, y también en una fotocopia en blanco y negro. Para una impresora en blanco y negro, existe una versión en blanco y negro del juego.
       *[kit] Los dos bandos se diferencian en claridad y en color: se distinguen aunque seas daltónico, y también en una fotocopia en blanco y negro. Para una impresora en blanco y negro, vuelve a hacer el juego con --mono.
    }
assembly-contents = Qué hay en este PDF
assembly-contents-line = { $count ->
        [1] Página { $from }
        [2] Páginas { $from } y { $to }
       *[other] Páginas { $from } a { $to }
    }: { $what }.
assembly-contents-instructions = estas instrucciones
assembly-contents-board = { $count ->
        [1] el tablero, en una hoja, para pegar sobre cartulina y recortar
       *[other] el tablero, en { $word } partes, para pegar sobre cartulina, recortar y unir
    }
assembly-contents-pieces = { $count ->
        [1] las piezas, en una hoja, para pegar sobre cartulina y recortar
       *[other] las piezas, para pegar sobre cartulina y recortar
    }
assembly-contents-folded = { $count ->
        [1] las piezas, en una hoja, para doblar alrededor de una cartulina, pegar y recortar
       *[other] las piezas, cada hoja para doblar alrededor de una cartulina, pegar y recortar
    }
assembly-contents-calibration = la hoja de ajuste, para imprimir una vez a doble cara, antes de las piezas
assembly-contents-duplex = las piezas, en { $count ->
        [1] una hoja impresa
       *[other] { $word } hojas impresas
    } por las dos caras (cada página de reversos en el reverso de la página anterior), para recortar
assembly-contents-blank = una página en blanco, para que cada página de reversos quede en el reverso de sus propias piezas
# El nombre del juego en el título «Cómo montar tu juego de …», según el identificador del juego.
assembly-game = { $id ->
        [checkers] damas inglesas
        [international-draughts] damas internacionales
       *[other] { $game }
    }
assembly-contents-rules = las reglas { $id ->
        [checkers] de las damas inglesas
        [international-draughts] de las damas internacionales
       *[other] de { $game }
    }, en papel normal (no hay nada que recortar)
# A picture whose file name the font cannot print, named by its place in the list given.
assembly-picture-number = imagen n.º { $n }
# Duplex kits: each board sheet on the front of its own sheet, nothing on its back.
assembly-contents-board-duplex = { $count ->
        [1] el tablero, en una hoja con el reverso en blanco, para pegar sobre cartulina y recortar
       *[other] el tablero, en { $word } partes, cada una en su propia hoja con el reverso en blanco (una página de cada dos está en blanco), para pegar sobre cartulina, recortar y unir
    }
assembly-contents-blank-board = una página en blanco, para que el tablero no se imprima en el reverso de otra página
