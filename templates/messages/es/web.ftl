# La página web: su título y los nombres que un lector de pantalla da a sus partes.

web-title = { $game } — { $holds ->
        [both] reglas y cómo fabricar el juego
        [assembly] cómo fabricar el juego
       *[rules] reglas
    }
web-table = Tabla
