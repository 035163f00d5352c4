# La página web (`boardgen serve`, y el sitio para el navegador): sus etiquetas, ayudas y mensajes.

serve-language-name = Español
serve-language = Idioma de esta página
serve-title = Fabrica un juego de mesa
serve-intro = Elige lo que vas a fabricar: las páginas se dibujan mientras eliges. Imprímelas al 100 % («tamaño real»).
serve-private = Todo se fabrica en este dispositivo: tus fotos y tus archivos no se envían a ningún sitio.

serve-purpose = ¿Qué vas a fabricar?
serve-purpose-play = Un juego para jugar
serve-purpose-play-hint = El tablero y las piezas para pegar en cartulina, con las reglas y cómo fabricar el juego.
serve-purpose-class = Las reglas para una clase
serve-purpose-class-hint = Una hoja de reglas para cada alumno, una o dos por hoja de papel.
serve-purpose-machine = Un juego para una máquina de corte
serve-purpose-machine-hint = El juego para imprimir, con los archivos con los que lo corta una cortadora láser, una Cricut o una Silhouette.
serve-purpose-own = Tu propio juego
serve-purpose-own-hint = Un juego tuyo, descrito en un archivo de plantilla: su tablero, sus piezas y sus reglas, maquetados para ti.

serve-game = Juego
serve-game-hint = Los dos juegos: un juego de cada, uno detrás de otro.
serve-game-all = Los dos juegos
serve-template = La plantilla de tu juego (un archivo .toml)
serve-template-files = Los archivos que nombra tu plantilla
serve-template-files-hint = Sus reglas, dibujos e imágenes, elegidos a la vez.
serve-printer = Tu impresora
serve-printer-colour = En color
serve-printer-mono = En blanco y negro (gasta poca tinta)
serve-paper = Papel
serve-paper-a4 = A4 (210 × 297 mm)
serve-paper-letter = Carta (8,5 × 11 pulgadas)
serve-paper-a3 = A3 (297 × 420 mm)
serve-paper-legal = Oficio de EE. UU. (8,5 × 14 pulgadas)
serve-paper-custom = { $size } mm
serve-lang = Idioma del juego
serve-lang-hint = El idioma de las reglas y de las hojas.

serve-copies = Número de copias
serve-copies-hint = Una para cada alumno.
serve-n-up = Copias en cada hoja
serve-n-up-1 = Una
serve-n-up-2 = Dos, cada una en media hoja (ahorra papel)
serve-booklet = Como cuadernillo plegado
serve-large-print = En letra grande, para los alumnos que la necesitan
serve-two-sided = Impreso por las dos caras, cada copia en sus propias hojas
serve-class-sheets = { $copies ->
        [one] Las páginas que ves son todas las de la clase.
       *[other] Las páginas que ves son una copia: { $pages } páginas para imprimir en total para las { $copies } copias.
    }

serve-machine = Tu máquina de corte
serve-machine-hint = Sus archivos vienen con el juego para imprimir, juntos en un archivo zip.
serve-kerf = Ancho que quema el láser, en mm
serve-kerf-hint = Las piezas se separan para que salgan a su tamaño exacto. Vacío: no se tiene en cuenta ningún ancho.
serve-bed = Hoja más grande que admite tu máquina, en mm
serve-bed-hint = Ancho x alto, por ejemplo 300x200.

serve-pictures = Tus imágenes en las piezas
serve-pictures-hint = Una cara o un dibujo en una pieza: elige una imagen para todas esas piezas, o varias que se van turnando.
serve-art-piece = { $piece }
serve-piece-carpet = Alfombra
serve-piece-crown = Corona
serve-piece-cockerel = Gallo
serve-piece-camel = Camello
serve-piece-king = Rey
serve-piece-checker = Ficha
serve-board-art = Una imagen en el marco del tablero
serve-again = { $files ->
        [one] Habías elegido { $names }. Una página sin JavaScript no puede guardar una imagen de una página a otra: vuelve a elegirla antes de descargar.
       *[other] Habías elegido { $names }. Una página sin JavaScript no puede guardar imágenes de una página a otra: vuelve a elegirlas antes de descargar.
    }

serve-more = Más opciones
serve-command = Qué fabricar
serve-command-pdf = El juego para imprimir (PDF)
serve-command-html = Las reglas como página web
serve-command-svg = Cada página como imagen SVG
serve-command-png = Cada página como imagen PNG
serve-dpi = Resolución de las imágenes PNG, en puntos por pulgada
serve-sheets = Hojas (ninguna marcada: todas)
serve-sheet-board = El tablero
serve-sheet-pieces = Las piezas
serve-sheet-rules = Las reglas
serve-sheet-assembly = Cómo fabricar el juego
serve-shape = Forma de las piezas
serve-shape-square = Cuadrada
serve-shape-round = Redonda
serve-square = Tamaño de una casilla del tablero en mm
serve-square-hint = de 10 a 200; vacío: la mayor que cabe en el papel
serve-spares = Piezas de repuesto para cada bando
serve-backs = Reversos de las piezas
serve-backs-none = Sin reverso
serve-backs-fold = Hojas para doblar
serve-backs-duplex = Para una impresora que imprime por las dos caras
serve-backs-calibrate = Para una impresora que imprime por las dos caras, con la hoja de ajuste
serve-cut = Más archivos para una máquina de corte
serve-cut-svg = Líneas de corte (SVG)
serve-cut-dxf = Líneas de corte (DXF)
serve-cut-laser = Cortadora láser
serve-cut-contour = Corte de contorno en el PDF (imprenta)
serve-cut-marks = Marcas de registro (Silhouette)
serve-cut-cricut = Cricut Imprimir y cortar

# One line under a choice, saying when to pick it.
serve-printer-hint = En blanco y negro solo se imprimen grises, con las casillas oscuras rayadas: para una impresora sin color o para ahorrar tinta.
serve-paper-hint = El papel de tu impresora: Carta en América del Norte, A4 en la mayoría de los demás países.
serve-n-up-hint = Dos por hoja: cada hoja lleva dos copias, para cortarla por la mitad.
serve-command-hint = Un PDF para imprimir es lo que casi siempre necesitas; las imágenes son para otros programas y la página web, para la web de un colegio.
serve-dpi-hint = Solo para las imágenes PNG: 150 para una pantalla, 300 para imprimir.
serve-shape-hint = Las piezas cuadradas son las más rápidas de recortar con una guillotina.
serve-spares-hint = Piezas de más, por si se pierde alguna. Vacío: las que trae el juego.
serve-backs-hint = Con reverso, las piezas quedan acabadas por las dos caras; las hojas para doblar sirven con cualquier impresora.
serve-board-art-hint = Un escudo o un dibujo, impreso en el marco que rodea el tablero.

serve-equivalent = Lo mismo en la línea de comandos:
serve-preview = Mostrar las páginas
serve-download = Descargar
serve-print = Imprimir
serve-working = Preparando tus páginas…
serve-ready = { $count ->
        [one] Ya está lista una página.
       *[other] Ya están listas { $count } páginas.
    }
serve-pages = Las páginas
serve-full-size = Ver en grande
serve-close = Cerrar
serve-page-alt = Página { $n } de { $count }
serve-page-board = Tablero
serve-page-board-half = Tablero, mitad { $n } de { $count }
serve-page-pieces = Piezas, página { $n } de { $count }
serve-page-pieces-back = Reversos de las piezas, página { $n } de { $count }
serve-page-rules = Reglas, página { $n } de { $count }
serve-page-assembly = Cómo fabricar el juego, página { $n } de { $count }
serve-page-calibration = Hoja de ajuste
serve-page-calibration-back = Hoja de ajuste, reverso
serve-page-blank = Página en blanco, para imprimir por las dos caras
serve-page-of-game = { $game }: { $page }
serve-notes = Conviene saber
serve-error-summary = { $count ->
        [one] Hay algo que no vale:
       *[other] Hay { $count } cosas que no valen:
    }
serve-error-busy = El servidor está ocupado: vuelve a intentarlo dentro de un momento.
