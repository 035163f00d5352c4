# Der Justierbogen für beidseitigen Druck: Überschriften, die Namen der Skalen und die
# Schritte auf der Vorderseite.

calibration-title = { $game } — Justierbogen für beidseitigen Druck
calibration-subtitle = Drucke diese und die nächste Seite beidseitig und wende an der { $flip ->
        [short] kurzen
       *[long] langen
    } Kante, um den Versatz deines Druckers zu finden.
calibration-across = waagerecht
calibration-down = senkrecht
calibration-figure = Justierskalen
calibration-figure-alt = Zwei Hauptskalen, waagerecht und senkrecht, von −10 bis +10 mm; die Rückseite trägt ihre Noniusskalen.
calibration-step-print = 1. Drucke diese und die nächste Seite auf ein Blatt, beidseitig, in 100 %, und wende an der { $flip ->
        [short] kurzen
       *[long] langen
    } Kante.
calibration-step-window = 2. Halte das Blatt gegen ein Fenster. Auf jeder Skala scheinen die dünnen Striche hinten (0 bis 10) durch und kreuzen die kräftigeren vorn.
calibration-step-tenths = 3. Zehntel: die Zahl des Strichs hinten, der genau auf einem Strich vorn liegt und in ihm verschwindet.
calibration-step-whole = Ganze Millimeter: Geh von diesem Strich vorn so viele Striche vorn zurück (Richtung −), wie die Zahl sagt.
calibration-step-example = Zum Beispiel: die 7 hinten genau auf +5 vorn; 7 Striche zurück ist −2, also −2 + 0,7 = −1,3.
calibration-step-offset = 4. Dieses Blatt wurde mit offset={ $x }x{ $y } gedruckt. Mach den Spielsatz neu mit --backs duplex{ $flip_set },offset=XxY, wobei
calibration-step-sum = X = { $x } + der waagerechte Wert und Y = { $y } + der senkrechte Wert ist; drucke dieses Blatt damit zur Probe noch einmal.
calibration-note = Beide Skalen zeigen 0, wenn die Rückseite genau hinter der Vorderseite liegt. Nimm denselben Drucker, dasselbe Papier und dieselben Einstellungen.
calibration-back-title = { $game } — Justierbogen für beidseitigen Druck, Rückseite
calibration-back-subtitle = Drucke auf die Rückseite der Seite davor und wende an der { $flip ->
        [short] kurzen
       *[long] langen
    } Kante. Die Skalen liest du von vorn durch das Papier.
calibration-verniers = Noniusskalen
calibration-verniers-alt = Die Noniusskalen beider Skalen, von 0 bis 10 nummeriert, gespiegelt, um durch das Papier gelesen zu werden.
calibration-part = Justierbogen
calibration-back-label = { $label } · Rückseite
