# Het afstelvel voor dubbelzijdig afdrukken: de koppen, de namen van de schalen en de stappen
# op de voorkant.

calibration-title = { $game } — afstelvel voor dubbelzijdig afdrukken
calibration-subtitle = Druk deze pagina en de volgende dubbelzijdig af en keer om langs de { $flip ->
        [short] korte
       *[long] lange
    } rand, om de verschuiving van je printer te vinden.
calibration-across = horizontaal
calibration-down = verticaal
calibration-figure = Afstelschalen
calibration-figure-alt = Twee hoofdschalen, horizontaal en verticaal, van −10 tot +10 mm; de achterkant draagt hun noniussen.
calibration-step-print = 1. Druk deze pagina en de volgende dubbelzijdig af op één vel, op 100 %, en keer om langs de { $flip ->
        [short] korte
       *[long] lange
    } rand.
calibration-step-window = 2. Houd het vel tegen een raam. Op elke schaal schijnen de dunne streepjes van achteren (0 tot 10) door en lopen ze over de dikkere van voren.
calibration-step-tenths = 3. Tienden: het getal van het streepje van achteren dat precies op een streepje van voren ligt en erin verdwijnt.
calibration-step-whole = Hele millimeters: ga vanaf dat streepje van voren evenveel streepjes van voren terug (naar −) als dat getal.
calibration-step-example = Bijvoorbeeld: de 7 van achteren precies op +5 van voren; 7 streepjes terug is −2, dus −2 + 0,7 = −1,3.
calibration-step-offset = 4. Dit vel is afgedrukt met offset={ $x }x{ $y }: maak de set opnieuw met --backs duplex{ $flip_set },offset=XxY, waarbij
calibration-step-sum = X = { $x } + de horizontale waarde en Y = { $y } + de verticale waarde; druk dit vel er nog eens mee af om te controleren.
calibration-note = Beide schalen wijzen 0 aan als de achterkant precies achter de voorkant zit. Gebruik dezelfde printer, hetzelfde papier en dezelfde instellingen.
calibration-back-title = { $game } — afstelvel voor dubbelzijdig afdrukken, achterkant
calibration-back-subtitle = Druk af op de achterkant van de vorige pagina en keer om langs de { $flip ->
        [short] korte
       *[long] lange
    } rand. De schalen lees je van voren door het papier heen.
calibration-verniers = Noniussen
calibration-verniers-alt = De noniussen van beide schalen, genummerd van 0 tot 10, gespiegeld om door het papier heen te lezen.
calibration-part = afstelvel
calibration-back-label = { $label } · achterkant
