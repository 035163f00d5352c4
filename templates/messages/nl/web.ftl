# De webpagina: de titel en de namen die een schermlezer aan de delen geeft.

web-title = { $game } — { $holds ->
        [both] spelregels en de set maken
        [assembly] de set maken
       *[rules] spelregels
    }
web-table = Tabel
