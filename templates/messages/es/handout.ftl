# Las páginas de las reglas y de cómo fabricar el juego: qué contiene una página, su pie de
# página y el título del documento tal como lo muestra un lector de PDF.

handout-what = { $kind ->
        [assembly] cómo fabricar el juego
       *[rules] reglas
    }
handout-page = { $what }, página { $page } de { $count }
handout-footer = { $game } · { $what } · { $variant ->
        [mono] blanco y negro
       *[colour] color
    }
handout-document = { $game } — { $holds ->
        [both] reglas y cómo fabricar el juego{ $booklet ->
            [yes] , cuadernillo
           *[no] {""}
        }
        [assembly] cómo fabricar el juego{ $booklet ->
            [yes] , cuadernillo
           *[no] {""}
        }
       *[rules] reglas{ $booklet ->
            [yes] {" "}en cuadernillo
           *[no] {" "}para repartir
        }
    }{ $large ->
        [yes] , letra grande
       *[no] {""}
    }{ $two ->
        [yes] , dos por hoja
       *[no] {""}
    }{ $copies ->
        [one] {""}
       *[other] , { $copies } copias
    }
# La página que cierra una copia de un número impar de páginas en un juego impreso a doble cara.
handout-blank = Esta página se deja en blanco: la copia siguiente empieza en una hoja nueva.
