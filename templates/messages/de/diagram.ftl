# Die Bilder der Spielregeln: die Beschriftung der Zielzonen hinter dem Spielbrett.

diagram-endzone = Zielzone { $side_of }
diagram-endzone-short = { $side }
