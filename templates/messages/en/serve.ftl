# The web page (`boardgen serve`, and the browser site): its labels, hints and messages.
# Every choice in plain words, with a one-line hint that says when to pick it.

serve-language-name = English
serve-language = Language of this page
serve-title = Make a board game set
serve-intro = Choose what you are making: the pages are drawn as you choose. Print them at 100 % ("actual size").
# The browser site only: nothing is sent to a server.
serve-private = Everything is made on this device: your photos and files are sent nowhere.

serve-purpose = What are you making?
serve-purpose-play = A set to play
serve-purpose-play-hint = The board and the pieces to glue on card, with the rules and how to make the set.
serve-purpose-class = The rules for a class
serve-purpose-class-hint = A rules handout for each pupil, one or two to a sheet.
serve-purpose-machine = A set for a cutting machine
serve-purpose-machine-hint = The set to print, with the files a laser cutter, a Cricut or a Silhouette cuts it with.
serve-purpose-own = Your own game
serve-purpose-own-hint = A game of your own, described in a template file: its board, pieces and rules laid out for you.

serve-game = Game
serve-game-hint = Both games: a set of each, one after the other.
serve-game-all = Both games
serve-template = Your game's template (a .toml file)
serve-template-files = The files your template names
serve-template-files-hint = Its rules, drawings and pictures, chosen together.
serve-printer = Your printer
serve-printer-colour = Colour
serve-printer-mono = Black and white (uses little ink)
serve-paper = Paper
serve-paper-a4 = A4 (210 × 297 mm)
serve-paper-letter = US Letter (8.5 × 11 in)
serve-paper-a3 = A3 (297 × 420 mm)
serve-paper-legal = US Legal (8.5 × 14 in)
serve-paper-custom = { $size } mm
serve-lang = Language of the set
serve-lang-hint = The language the rules and the sheets are written in.

serve-copies = How many copies
serve-copies-hint = One for each pupil.
serve-n-up = Handouts on each sheet
serve-n-up-1 = One
serve-n-up-2 = Two, each on half a sheet (saves paper)
serve-booklet = A folded booklet
serve-large-print = Large print, for pupils who need bigger text
serve-two-sided = Printed on both sides, each copy on sheets of its own
serve-class-sheets = { $copies ->
        [one] The pages shown are the whole class set.
       *[other] The pages shown are one copy: { $pages } pages to print for all { $copies } copies.
    }

serve-machine = Your cutting machine
serve-machine-hint = Its files come with the set to print, together in one zip file.
serve-kerf = Width the laser burns away, in mm
serve-kerf-hint = The pieces are spaced so that they come out at full size. Empty: no width is allowed for.
serve-bed = Largest sheet your machine takes, in mm
serve-bed-hint = Width x height, such as 300x200.

serve-pictures = Your pictures on the pieces
serve-pictures-hint = A face or a drawing on a piece: choose one picture for all of that piece, or several to take in turn.
serve-art-piece = { $piece }
serve-piece-carpet = Carpet
serve-piece-crown = Crown
serve-piece-cockerel = Cockerel
serve-piece-camel = Camel
serve-piece-king = King
serve-piece-checker = Checker
serve-board-art = A picture in the board's frame
serve-again = { $files ->
        [one] You chose { $names }. A page without JavaScript cannot keep a picture from one page to the next: choose it again before you download.
       *[other] You chose { $names }. A page without JavaScript cannot keep pictures from one page to the next: choose them again before you download.
    }

serve-more = More choices
serve-command = What to make
serve-command-pdf = The set to print (PDF)
serve-command-html = The rules as a web page
serve-command-svg = Every page as an SVG picture
serve-command-png = Every page as a PNG picture
serve-dpi = Resolution of the PNG pictures, in dots per inch
serve-sheets = Sheets (none ticked: all of them)
serve-sheet-board = The board
serve-sheet-pieces = The pieces
serve-sheet-rules = The rules
serve-sheet-assembly = Making the set
serve-shape = Shape of the pieces
serve-shape-square = Square
serve-shape-round = Round
serve-square = Size of a board square in mm
serve-square-hint = 10 to 200; empty: the largest that fits the paper
serve-spares = Spare pieces for each side
serve-backs = Backs of the pieces
serve-backs-none = No backs
serve-backs-fold = Fold-over sheets
serve-backs-duplex = For a printer that prints both sides
serve-backs-calibrate = For a printer that prints both sides, with the calibration sheet
serve-cut = More files for a cutting machine
serve-cut-svg = Cut lines (SVG)
serve-cut-dxf = Cut lines (DXF)
serve-cut-laser = Laser cutter
serve-cut-contour = Contour cut in the PDF (print shop)
serve-cut-marks = Registration marks (Silhouette)
serve-cut-cricut = Cricut Print Then Cut

# One line under a choice, saying when to pick it.
serve-printer-hint = Black and white prints greys only, the dark squares hatched: for a printer without colour, or to save ink.
serve-paper-hint = The paper in your printer: Letter in North America, A4 in most other countries.
serve-n-up-hint = Two to a sheet: each sheet holds two handouts, to cut in half.
serve-command-hint = A PDF to print is what most people need; pictures are for other programs, a web page for a school website.
serve-dpi-hint = Only for PNG pictures: 150 for a screen, 300 to print.
serve-shape-hint = Square pieces are the quickest to cut out with a paper trimmer.
serve-spares-hint = Extra pieces in case some get lost. Empty: the number the game comes with.
serve-backs-hint = Backs make the pieces look finished on both sides; fold-over sheets work with any printer.
serve-board-art-hint = A crest or a drawing, printed in the frame around the board.

serve-equivalent = The same on the command line:
serve-preview = Show the pages
serve-download = Download
serve-print = Print
serve-working = Making your pages…
serve-ready = { $count ->
        [one] One page ready.
       *[other] { $count } pages ready.
    }
serve-pages = The pages
serve-full-size = Show full size
serve-close = Close
serve-page-alt = Page { $n } of { $count }
serve-page-board = Board
serve-page-board-half = Board, half { $n } of { $count }
serve-page-pieces = Pieces, page { $n } of { $count }
serve-page-pieces-back = Backs of the pieces, page { $n } of { $count }
serve-page-rules = Rules, page { $n } of { $count }
serve-page-assembly = Making the set, page { $n } of { $count }
serve-page-calibration = Calibration sheet
serve-page-calibration-back = Calibration sheet, back
serve-page-blank = Blank page, for printing on both sides
# A page of a run that makes several games: the game's name, then the page's.
serve-page-of-game = { $game }: { $page }
# The notes the command line prints about the run, shown beside its pages.
serve-notes = Good to know
serve-error-summary = { $count ->
        [one] Something cannot be used:
       *[other] { $count } things cannot be used:
    }
serve-error-busy = The server is busy: try again in a moment.
