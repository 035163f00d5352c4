# Las líneas de resumen de la ayuda de la línea de comandos.

help-boardgen = Juegos de papel para imprimir y pegar en cartulina, Camellos y Alfombras y Alfombra Real: tableros, hojas de piezas y hojas de reglas maquetados al milímetro, en PDF, SVG o PNG, y las reglas como página web
help-pdf = Escribe un PDF de varias páginas por juego y versión (para imprimir)
help-svg = Escribe un archivo SVG por página (para editarlo o para la web)
help-png = Escribe una vista previa PNG por página
help-handout = Escribe un lote de hojas para la clase, un PDF por juego: las reglas (y, con `--sheets rules,assembly`, la página de fabricación), copiadas para una clase
help-html = Escribe las reglas como una página web por juego, para una clase: las reglas y la fabricación, cada diagrama en SVG descrito con palabras
help-list = Muestra los juegos incluidos, las hojas que hace cada uno y las plantillas de ejemplo
help-serve = Abre la página web donde docentes y familias hacen sus juegos en un navegador
help-template = Muestra la plantilla de un juego incluido, un punto de partida para tu propio juego
help-art = Muestra un dibujo de pieza incluido (SVG), para editarlo en Inkscape
help-rules = Muestra unas reglas incluidas, un punto de partida para las reglas de tu propio juego
help-completions = Muestra un script de autocompletado para la shell
help-man = Muestra la página del manual, o con `--out CARPETA` la escribe con una página por comando en CARPETA
help-opt-game = Qué juego: camels-and-carpets, royal-carpet, all (un grupo de archivos por juego), un ejemplo por su nombre (checkers, international-draughts) o la ruta de tu propia plantilla (un archivo .toml; `--template` es la misma opción). Dala varias veces para varios juegos. Por defecto: all
help-opt-paper = Papel: a4, letter, a3, legal o ANCHOxALTO en mm (de 120 a 1200 cada uno, por ejemplo 250x350). Se elige la orientación en la que cabe el tablero más grande. Por defecto: la variable PAPERSIZE, si no /etc/papersize, si no el papel del idioma del sistema (LC_PAPER), si no a4
help-opt-lang = El idioma de todas las palabras impresas: en, fr, de, es, nl o un idioma que trae tu plantilla (una etiqueta como it o pt-BR); qps-ploc es el seudoidioma, inglés largo y con acentos para comprobar las páginas. Por defecto: el idioma de LC_ALL, LC_MESSAGES o LANG, si no en. Las palabras sin traducción quedan en inglés (o en el idioma de la plantilla), y una nota lo dice
help-opt-margin = Margen de seguridad en cada lado en mm (de 5 a 50): nada salvo las marcas de corte se dibuja más cerca del borde del papel. La mayoría de las impresoras de casa necesitan al menos 5
help-opt-square = Lado de una casilla del tablero en mm, de 10 a 200 (y no más de lo que cabe en el papel). Por defecto: el tamaño preferido del juego (Alfombra Real 28 mm) o, para Camellos y Alfombras, el mayor milímetro entero o medio milímetro con el que cada mitad del tablero cabe en el papel. Las piezas miden el 82 % de la casilla, redondeado hacia abajo a 0,1 mm
help-opt-mono = Hojas en blanco y negro: solo grises, con poca tinta
help-opt-glue-tab = Da a la mitad 1 del tablero una tira para pegar más allá de su borde de unión, que la mitad 2 tapa
help-opt-shape = Forma de las piezas: `square` (cortes rectos, rápidos con tijeras o guillotina) o `round` (un círculo recortado alrededor de cada pieza). Por defecto: square
help-opt-spares = Piezas de repuesto para cada bando, de 0 a 8: un número para todos los tipos que tienen repuestos (por defecto 4 coronas, gallos y camellos; 2 fichas de Alfombra Real) o para cada tipo: `crown=6,checker=3`
help-opt-bleed = Cuánto sobrepasa el color cada borde de corte, en mm (de 0 a 5), para que un corte un poco desviado de la línea no muestre papel blanco. Las marcas de corte y las rayitas quedan fuera. Por defecto: 2
help-opt-per-side = Pone las piezas de cada bando en hojas propias, para imprimir cada bando en cartulina de otro color (por defecto: las menos hojas de piezas posibles)
help-opt-board = El tablero en una sola página (`whole`: si no cabe, un error nombra el papel más pequeño donde cabe), en dos mitades (`halves`) o `auto` (una sola página si cabe con el tamaño de casilla). Por defecto: lo que dice la plantilla del juego (Camellos y Alfombras en mitades, Alfombra Real auto)
help-opt-side = Hojas de piezas de un solo bando: `first` (o 1) o `second` (o 2)
help-opt-pieces = Solo piezas de reposición, para cada bando: `carpet=3,crown=1` (de 1 a 64 de cada una). Las hojas se recortan como las del juego completo; el nombre del archivo termina en `-replacements`
help-opt-art = Tu propia imagen en una pieza en lugar de su dibujo: `crown=crown.jpg` para los dos bandos, `crown:second=photo.png` para uno. PNG, JPEG, WebP o GIF; llena el centro de la pieza, con el color o la banda del bando alrededor. Una lista, `king=gran.jpg,grandad.jpg`, pone una imagen distinta en cada pieza, por orden (el juego y luego los repuestos), y vuelve a empezar cuando se acaba. Una vez por pieza (o por bando)
help-opt-fit = Cómo llenan la pieza las imágenes de `--art`: `cover` (recortada para llenarla) o `contain` (la imagen entera, con el color de la cara alrededor). Por defecto: cover
help-opt-anchor = Qué parte de las imágenes de `--art` guarda un recorte: centre, top (la cabeza de un retrato), bottom, left, right, top-left, top-right, bottom-left o bottom-right. Por defecto: centre
help-opt-zoom = Cuánto acercarse a las imágenes de `--art`, de 1 a 4: 2 llena la pieza con la mitad del ancho de la imagen (en el ancla). Por defecto: 1, todo lo que muestra --fit
help-opt-board-art = Una imagen en el tablero: `frame=crest.png` en el centro de las bandas exteriores del marco, entre las letras; `endzone=logo.png` junto al nombre de cada zona de meta (o `endzone:first=...` solo para la del primer bando); `background=wood.jpg` que llena el marco detrás de sus letras. PNG, JPEG, WebP o GIF; un escudo o un logo se muestra entero. Una vez por lugar (o por zona de meta)
help-opt-sheets = Qué hojas hacer, separadas por comas: board (el tablero), pieces (las piezas), rules (las reglas), assembly (cómo fabricar el juego). Por defecto: todas, en ese orden (para `handout`: rules; para `html`: rules y assembly). Con reversos a doble cara, `calibration` es la hoja de ajuste sola (sus dos páginas), para imprimir una vez antes del juego
help-opt-cut = Archivos para máquinas de corte, separados por comas, para cada página con algo que cortar (partes del tablero, hojas de piezas): `svg` y `dxf` (solo las líneas de corte, cada borde una vez, con el tamaño y el origen de la página impresa: `...-pieces-1-cut.svg`, `...-cut.dxf`), `laser` (un SVG de corte con los colores del láser, líneas finas rojas, y el dibujo de dentro de las piezas para grabar, un PNG de 1 bit a 254 dpi: `...-engrave.png`), `contour` (solo pdf: los cortes en el PDF como color directo CutContour en una capa propia, para la cortadora de contorno de una imprenta), `marks` (marcas de registro para imprimir y cortar, Silhouette tipo 1, en las hojas impresas del tablero y de las piezas y en sus archivos de corte), `cricut` (las piezas colocadas para Print Then Cut de Cricut: `...-cricut-1.svg`, 171,45 x 234,95 mm, y las piezas solas como imagen transparente, `...-cricut-1.png`)
help-opt-kerf = Con archivos de `--cut`: el ancho que quema un láser, en mm (de 0 a 5). Las piezas cuadradas se imprimen así de separadas, con los cortes en el centro de cada hueco; los círculos y los bordes del tablero se apartan la mitad. En los dos casos, una pieza de 25 mm sale de 25 mm
help-opt-bed = Con archivos de `--cut`: la hoja más grande que admite la máquina, ANCHOxALTO en mm (de 20 a 3000 cada uno, por ejemplo 300x200): los cortes del juego se colocan en bases de ese tamaño (`...-bed-1-cut.svg`), las piezas y partes del tablero de todas las páginas comparten bases, grupos enteros de piezas en cada base, girados 90° si así caben; con `--per-side`, las piezas de cada bando en bases propias
help-opt-bed-margin = Con `--bed`: el espacio que queda libre junto a cada borde de una base, en mm (de 0 a 50), para que ningún corte pase por el borde del material. Por defecto: 5
help-opt-mark-inset = Con `--cut marks`: dónde van las marcas de registro, IZQUIERDAxARRIBA en mm (de 5 a 40 cada una): la esquina del cuadrado relleno desde los bordes izquierdo y de arriba de la hoja; las otras marcas quedan igual de lejos de los bordes derecho y de abajo. Las impresoras son distintas: acércalas al centro si una sale cortada. Por defecto: 15x20
help-opt-backs = Hojas de piezas con reverso (lo que muestra un reverso es el `back` de cada pieza en la plantilla): `fold` (las piezas de cada hoja junto a sus reversos, reflejadas a los dos lados de una línea de plegado discontinua, para doblar alrededor de una cartulina de 1 mm de grosor; `fold,card=MM` para cartulina de 0 a 5 mm) o `duplex` (una página de reversos después de cada hoja de piezas, para una impresora que imprime a doble cara; añade `,flip=short` para una que da la vuelta a la hoja por el lado corto, `,offset=XxY` para mover cada reverso X,Y mm, de -10 a 10 cada uno, contra el desfase de la impresora, y `,calibrate` para la hoja que lo mide, o `--sheets calibration` para esa hoja sola). No con `--cut cricut`. Por defecto: sin reversos
help-opt-out = Carpeta donde escribir (se crea si no existe)
help-png-dpi = Resolución de las vistas previas en puntos por pulgada (de 30 a 600)
help-handout-copies = Copias de la hoja de reglas, de 1 a 200
help-handout-n-up = Hojas de reglas por hoja de papel: 1 o 2 (dos A5 en un A4, dos media carta en una carta, con una línea de corte entre ellas)
help-handout-booklet = Un cuadernillo doblado: páginas A5 en A4 (media carta en carta), dos en cada cara, en el orden del cuadernillo (así `--n-up` no hace falta). Imprime a doble cara, girando por el lado corto, a tamaño real; dobla el montón por la mitad
help-handout-large-print = Letra grande, para lectores que ven poco: texto de 18 pt, pies de 16 pt, letras de los diagramas de 14 pt o más, una página de papel por cada página de la hoja (no con `--n-up 2` ni `--booklet`). Escribe `…-handout-large-colour.pdf`
help-handout-two-sided = Para imprimir o fotocopiar las hojas de la clase a doble cara: una copia con un número impar de páginas termina con una página en blanco (que lo dice), para que cada copia empiece en su propia hoja. Las copias de un cuadernillo siempre lo hacen
help-serve-addr = La dirección y el puerto donde escuchar. 0.0.0.0:8080 escucha en todas las redes de esta máquina: hazlo solo detrás de un cortafuegos o un proxy de confianza
help-serve-max-jobs = Cuántos juegos como mucho se hacen a la vez (de 1 a 64); las demás peticiones esperan un momento y luego reciben el aviso de que el servidor está ocupado (503). Por defecto: el número de núcleos del procesador
help-serve-max-upload = Cuántos bytes como mucho puede enviar una petición, imágenes y plantillas juntas, en MiB (de 1 a 1024). Cada imagen tiene además que cumplir el límite propio de boardgen
help-serve-render-memory = Cuánta memoria como mucho pueden usar todos los juegos que se hacen a la vez para sus imágenes (contada según el tamaño en píxeles de cada imagen) y sus páginas PNG, en MiB (de 256 a 65536). Un juego que la pasaría espera un momento y luego recibe el aviso de que el servidor está ocupado (503); uno que la pasaría él solo se rechaza (413)
help-serve-request-time = Cuánto puede durar en total una petición, con su subida, en segundos (de 1 a 3600): después recibe 408 y su juego ya no se hace
help-serve-site = El sitio para el navegador que se sirve en / (la carpeta que escribe `bash crates/browser/build.sh`), donde los juegos se hacen en el navegador y las fotos nunca salen de él; las respuestas propias del servidor quedan para los navegadores sin su motor. Por defecto: target/site, si se ha construido
help-template-name = El juego incluido o la plantilla de ejemplo
help-art-name = El dibujo
help-rules-name = Las reglas, nombradas como las nombra una plantilla, sin `builtin:` ni `.md`
help-completions-shell = El shell
help-man-out = Carpeta donde escribir las páginas (se crea si no existe)
help-heading-assembly = Para la página «Cómo fabricar el juego» (--sheets assembly)

# clap's own words in a command's help (clap adds the colon after a heading).
help-heading-usage = Uso:
help-heading-commands = Comandos
help-heading-arguments = Argumentos
help-heading-options = Opciones
help-flag-help = Muestra la ayuda
help-flag-version = Muestra la versión
help-help = Muestra este mensaje o la ayuda de los comandos indicados

# Los ejemplos tras `boardgen --help`: el título, lo que hace cada línea de comandos y el
# consejo final. Las líneas de comandos se escriben tal cual.
help-examples = Ejemplos:
help-ex-pdf = los dos juegos, en color -> un PDF por juego en output/
help-ex-game = solo Alfombra Real
help-ex-mono = en blanco y negro, en papel carta de Estados Unidos
help-ex-square = casillas de 25 mm, la mitad 1 con una tira para pegar
help-ex-spares = 8 coronas, gallos y camellos de repuesto; piezas redondas
help-ex-sheets = solo las hojas de piezas: ...-colour-pieces.pdf
help-ex-pieces = tres alfombras de reposición del segundo bando
help-ex-art = tu propia imagen en las coronas (PNG, JPEG, WebP, GIF)
help-ex-board-art = el escudo de un colegio en el marco del tablero
help-ex-svg = un SVG por página en /tmp/x
help-ex-cut = con archivos para máquinas de corte, y CutContour en el PDF
help-ex-laser = archivos de corte para un láser, repartidos en bases de 300 x 200 mm
help-ex-png = vistas previas PNG a 150 puntos por pulgada
help-ex-handout = las reglas para toda la clase, dos A5 en cada hoja A4
help-ex-html = las reglas como una página web por juego, para publicar
help-ex-list = cada juego, sus hojas y las plantillas de ejemplo
help-print-actual-size = Imprime los PDF al 100 % («tamaño real»); comprueba la barra de 100 mm en la primera página y en cada hoja que cortes.

# Las etiquetas tras la ayuda de una opción: su valor por defecto, los valores que admite
# y de dónde viene el papel por defecto.
help-default = [por defecto: { $value }]
help-possible = [valores posibles: { $values }]
help-paper-from = { $paper } (según { $source })
help-paper-unknown = «{ $paper }», un papel que boardgen no conoce
