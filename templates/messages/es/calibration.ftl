# La hoja de ajuste a doble cara: sus títulos, los nombres de las escalas y los pasos de su
# anverso.

calibration-title = { $game } — ajuste a doble cara
calibration-subtitle = Imprime esta página y la siguiente a doble cara, girando por el borde { $flip ->
        [short] corto
       *[long] largo
    }, para encontrar el desfase de tu impresora.
calibration-across = en horizontal
calibration-down = en vertical
calibration-figure = Escalas de ajuste
calibration-figure-alt = Dos escalas principales, en horizontal y en vertical, de −10 a +10 mm; el reverso lleva sus nonios.
calibration-step-print = 1. Imprime esta página y la siguiente en una sola hoja, por las dos caras, al 100 %, girando por el borde { $flip ->
        [short] corto
       *[long] largo
    }.
calibration-step-window = 2. Pon la hoja contra una ventana. En cada escala, las marcas finas del reverso (0 a 10), al trasluz, cruzan las más gruesas del anverso.
calibration-step-tenths = 3. Décimas: el número de la marca del reverso que coincide exactamente con una marca del anverso y desaparece dentro de ella.
calibration-step-whole = Milímetros enteros: desde esa marca del anverso, retrocede (hacia −) tantas marcas del anverso como indica ese número.
calibration-step-example = Por ejemplo, el 7 del reverso alineado con el +5 del anverso: 7 marcas atrás es −2, así que da −2 + 0,7 = −1,3.
calibration-step-offset = 4. Esta hoja se imprimió con offset={ $x }x{ $y }: vuelve a hacer el juego con --backs duplex{ $flip_set },offset=XxY,
calibration-step-sum = X = { $x } + la lectura horizontal, Y = { $y } + la lectura vertical; imprime otra vez esta hoja con esos valores para comprobarlo.
calibration-note = Las dos escalas marcan 0 cuando el reverso está justo detrás del anverso. Usa la misma impresora, el mismo papel y los mismos ajustes.
calibration-back-title = { $game } — ajuste a doble cara, reverso
calibration-back-subtitle = Imprime en el reverso de la página anterior, girando por el borde { $flip ->
        [short] corto
       *[long] largo
    }. Las escalas se leen al trasluz desde el anverso.
calibration-verniers = Nonios
calibration-verniers-alt = Los nonios de las dos escalas, numerados del 0 al 10, invertidos para leerse a través del papel.
calibration-part = ajuste a doble cara
calibration-back-label = { $label } · reverso
