# Die Webseite: ihr Titel und die Namen, die ein Bildschirmleser ihren Teilen gibt.

web-title = { $game } — { $holds ->
        [both] Spielregeln und Bastelanleitung
        [assembly] Bastelanleitung
       *[rules] Spielregeln
    }
web-table = Tabelle
