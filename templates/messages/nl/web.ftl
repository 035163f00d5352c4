# De webpagina: de titel en de namen die een schermlezer aan de delen geeft.

web-title = { $game } — { $holds ->
        [both] spelregels en het spel maken
        [assembly] het spel maken
       *[rules] spelregels
    }
web-table = Tabel
