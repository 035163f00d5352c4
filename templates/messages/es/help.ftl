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
