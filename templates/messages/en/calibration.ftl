# The duplex calibration sheet: its headings, the scales' names and the steps on its front.

calibration-title = { $game } — duplex calibration
calibration-subtitle = Print this page and the next double-sided, turning over the { $flip ->
        [short] short
       *[long] long
    } edge, to find your printer's offset.
calibration-across = across
calibration-down = down
calibration-figure = Calibration scales
calibration-figure-alt = Two main scales, across and down, from −10 to +10 mm; the back carries their verniers.
calibration-step-print = 1. Print this page and the next on one sheet, both sides, at 100 %, turning over the { $flip ->
        [short] short
       *[long] long
    } edge.
calibration-step-window = 2. Hold the sheet against a window. On each scale the back's thin marks (0 to 10), seen through, cross the front's bolder ones.
calibration-step-tenths = 3. Tenths: the number of the back's mark that lines up exactly with a front mark and hides inside it.
calibration-step-whole = Whole millimetres: from that front mark, count back (towards −) as many front marks as that number.
calibration-step-example = E.g. the back's 7 lined up with the front's +5: 7 marks back is −2, so it reads −2 + 0.7 = −1.3.
calibration-step-offset = 4. This sheet was printed with offset={ $x }x{ $y }: make the set with --backs duplex{ $flip_set },offset=XxY,
calibration-step-sum = X = { $x } + the reading across, Y = { $y } + the reading down; print this sheet with it again to check.
calibration-note = Both scales read 0 when the back is right behind the front. Use the same printer, paper and settings.
calibration-back-title = { $game } — duplex calibration, back
calibration-back-subtitle = Print on the back of the page before, turning over the { $flip ->
        [short] short
       *[long] long
    } edge. The scales read through the paper from the front.
calibration-verniers = Verniers
calibration-verniers-alt = The verniers of both scales, numbered 0 to 10, mirrored to read through the paper.
calibration-part = duplex calibration
calibration-back-label = { $label } · back
