# The command line's help summary lines: boardgen's and each command's, as `--help` lists
# them; then each option's.

help-boardgen = Print-ready, card-mountable paper sets of Camels and Carpets and Royal Carpet: boards, piece sheets and rules handouts laid out to the millimetre, as PDF, SVG or PNG, and the rules as a web page
help-pdf = Write one multi-page PDF per game and variant (for printing)
help-svg = Write one SVG file per page (for editing or the web)
help-png = Write one PNG preview per page
help-handout = Write a class set of handouts as one PDF per game: the rules (and, with `--sheets rules,assembly`, the making-the-set page), copied for a class
help-html = Write the rules as one web page per game, to post for a class: the rules and the making-the-set text, with every diagram as an inline SVG described in words
help-list = List the built-in games, the sheets each one makes, and the example templates
help-serve = Serve the web page where teachers and families make their sets in a browser
help-template = Print a built-in game's template, a starting point for your own game
help-art = Print a built-in piece drawing (SVG) to edit in Inkscape
help-rules = Print a built-in rules text, a starting point for your own game's rules
help-completions = Print a shell completion script
help-man = Print the manual page, or with `--out DIR` write it and one page per command into DIR

# Each option's help line, as `--help` shows it (without clap's own [default: …]): `help-opt-ID`
# for the options every command that writes files takes, `help-COMMAND-ID` for a command's own.

help-opt-game = Which game: camels-and-carpets, royal-carpet, all (one file set per game), an example by name (checkers, international-draughts), or the path of your own template (a .toml file; `--template` is the same option). Give it more than once for several. Default: all
help-opt-paper = Paper: a4, letter, a3, legal, or WIDTHxHEIGHT in mm (120 to 1200 each, e.g. 250x350). The orientation that allows the larger board is chosen. Default: the PAPERSIZE variable, else /etc/papersize, else the locale's paper (LC_PAPER), else a4
help-opt-lang = The language of every printed word: en, fr, de, es, nl, or a language your template brings (a tag such as it or pt-BR); qps-ploc is the pseudo-language, long accented English for checking layouts. Default: the language of LC_ALL, LC_MESSAGES or LANG, else en. Words with no translation stay in English (or the template's own language), and a note says so
help-opt-margin = Safe margin on every side in mm (5 to 50): nothing but crop marks is drawn closer to the paper's edge. Most home printers need at least 5
help-opt-square = Board square side in mm, 10 to 200 (and no larger than fits the paper). Default: the game's preferred size (Royal Carpet 28 mm) or, for Camels and Carpets, the largest whole or half millimetre at which each board half fits the paper. Pieces are 82 % of the square, rounded down to 0.1 mm
help-opt-mono = Black-and-white sheets: greys only, light on ink
help-opt-glue-tab = Give board half 1 a glue strip beyond its joining edge for half 2 to overlap
help-opt-shape = Piece outline: `square` (straight cuts, quick with scissors or a trimmer) or `round` (a cut circle round each piece). Default: square
help-opt-spares = Spare pieces per side, 0 to 8: one number for every kind that has spares (default 4 crowns, cockerels and camels; 2 Royal Carpet checkers), or per kind: `crown=6,checker=3`
help-opt-bleed = How far colour runs past every cut edge, in mm (0 to 5), so a cut a little off the line shows no white paper. Crop marks and ticks stay clear of it. Default: 2
help-opt-per-side = Put each side's pieces on sheets of their own, to print each side on card of a different colour (default: as few piece sheets as possible)
help-opt-board = The board on one page (`whole`: an error naming the smallest paper that holds it when it does not fit), in two `halves`, or `auto` (one page when it fits at the square size). Default: what the game's template says (Camels and Carpets halves, Royal Carpet auto)
help-opt-side = Piece sheets for one side only: `first` (or 1) or `second` (or 2)
help-opt-pieces = Replacement pieces only, per side: `carpet=3,crown=1` (1 to 64 of each). The sheets are cut like the full set's; the file name ends in `-replacements`
help-opt-art = Your own picture on a piece instead of its drawing: `crown=crown.jpg` for both sides, `crown:second=photo.png` for one. PNG, JPEG, WebP or GIF; it fills the middle of the piece, the side's colour or band around it. A list, `king=gran.jpg,grandad.jpg`, puts a different picture on each piece, in order (set, then spares), starting again when it runs out. Once per piece (or side)
help-opt-fit = How `--art` pictures fill the piece: `cover` (cropped to fill it) or `contain` (the whole picture, the face colour around it). Default: cover
help-opt-anchor = Which part of `--art` pictures a crop keeps: centre, top (a portrait's head), bottom, left, right, top-left, top-right, bottom-left or bottom-right. Default: centre
help-opt-zoom = How far into `--art` pictures to take, 1 to 4: 2 fills the piece with half the picture's width (at the anchor). Default: 1, all that --fit shows
help-opt-board-art = A picture on the board: `frame=crest.png` in the middle of the frame's outer bands, between the letters; `endzone=logo.png` beside the label of each endzone (or `endzone:first=...` for the first side's alone); `background=wood.jpg` filling the frame behind its letters. PNG, JPEG, WebP or GIF; a crest or logo is shown whole. Once per place (or endzone)
help-opt-sheets = Which sheets to make, comma-separated: board, pieces, rules, assembly (making the set). Default: all, in that order (for `handout`: rules; for `html`: rules and assembly). With duplex backs, `calibration` is the calibration sheet alone (its two pages), to print once before the set
help-opt-cut = Files for cutting machines, comma-separated, for each page with something to cut (board parts, piece sheets): `svg` and `dxf` (the cut lines alone, each edge once, on the printed page's size and origin: `...-pieces-1-cut.svg`, `...-cut.dxf`), `laser` (a cut SVG in laser colours, red hairlines, and the art inside the pieces to engrave, a 1-bit PNG at 254 dpi: `...-engrave.png`), `contour` (pdf only: the cuts in the PDF as a CutContour spot colour on a layer of its own, for a print shop's contour cutter), `marks` (print-and-cut registration marks, Silhouette type 1, on the printed board and piece sheets and in their cut files), `cricut` (the pieces laid out for Cricut's Print Then Cut: `...-cricut-1.svg`, 171.45 x 234.95 mm, and the pieces alone as a transparent picture, `...-cricut-1.png`)
help-opt-kerf = With `--cut` files: the width a laser burns away, in mm (0 to 5). Square pieces are printed that far apart with the cuts down the middle of each gap; circles and board trims move out by half of it. Either way a 25 mm piece comes out 25 mm
help-opt-bed = With `--cut` files: the largest sheet the machine takes, WIDTHxHEIGHT in mm (20 to 3000 each, e.g. 300x200): the kit's cuts are packed onto beds of that size (`...-bed-1-cut.svg`), pieces and board parts of every page sharing beds, whole groups of pieces to a bed, turned 90° where that makes them fit; with `--per-side`, each side's pieces on beds of their own
help-opt-bed-margin = With `--bed`: the room left free round each edge of a bed, in mm (0 to 50), so that no cut runs on the edge of the material. Default: 5
help-opt-mark-inset = With `--cut marks`: where the registration marks go, LEFTxTOP in mm (5 to 40 each): the filled square's corner from the sheet's left and top edges; the other marks lie as far from the right and bottom. Printers differ: move them in if one is cut off. Default: 15x20
help-opt-backs = Piece sheets with backs (what a back shows is the template's `back` of each piece): `fold` (each sheet's pieces beside their backs, mirrored across a dashed fold line, to fold round card 1 mm thick; `fold,card=MM` for card 0 to 5 mm thick) or `duplex` (a page of backs after each piece sheet, for a printer that prints both sides; add `,flip=short` for one that turns the sheet over its short edge, `,offset=XxY` to move every back X,Y mm, -10 to 10 each, against the printer's offset, and `,calibrate` for the sheet that measures it, or `--sheets calibration` for that sheet alone). Not with `--cut cricut`. Default: no backs
help-opt-out = Folder to write into (created if missing)
help-png-dpi = Preview resolution in dots per inch (30 to 600)
help-handout-copies = Copies of the handout, 1 to 200
help-handout-n-up = Handouts per sheet: 1, or 2 (two A5 on A4, two half-letter on letter, with a cut line between them)
help-handout-booklet = A folded booklet: A5 pages on A4 (half-letter on letter), two to each side, in booklet order (`--n-up` is then not needed). Print double-sided, flipped on the short edge, at actual size; fold the stack in half
help-handout-large-print = Large print, for low-vision readers: 18 pt text, 16 pt captions, diagrams lettered at 14 pt or more, one page of the paper per handout page (not with `--n-up 2` or `--booklet`). Writes `…-handout-large-colour.pdf`
help-handout-two-sided = For printing or copying the class set double-sided: a copy of an odd number of pages ends with a blank page (saying so), so that every copy starts on a sheet of its own. A booklet's copies always do
help-serve-addr = The address and port to listen on. 0.0.0.0:8080 listens on every network of this machine: do so only behind a firewall or proxy you trust
help-serve-max-jobs = Most sets made at once (1 to 64); more requests wait a moment, then are told the server is busy (503). Default: the number of processor cores
help-serve-max-upload = Most bytes one request may send, pictures and template files together, in MiB (1 to 1024). Each picture is also held to boardgen's own limit
help-serve-render-memory = Most memory all the sets made at once may take for their pictures (counted from each picture's size in pixels) and PNG pages, in MiB (256 to 65536). A set that would pass it waits a moment, then is told the server is busy (503); one that alone would pass it is refused (413)
help-serve-request-time = How long one request may take in all, its upload included, in seconds (1 to 3600): then it gets 408 and its set is no longer made
help-serve-site = The browser site to serve at / (the folder `bash crates/browser/build.sh` writes), where kits are made in the browser and photos never leave it; the server's own answers stay for browsers without its engine. Default: target/site, if it was built
help-template-name = The built-in game or example template
help-art-name = The drawing
help-rules-name = The rules text, as a template names it without `builtin:` and `.md`
help-completions-shell = The shell
help-man-out = Folder to write the pages into (created if missing)
help-heading-assembly = For the making-the-set page (--sheets assembly)

# clap's own words in a command's help (clap adds the colon after a heading).
help-heading-usage = Usage:
help-heading-commands = Commands
help-heading-arguments = Arguments
help-heading-options = Options
help-flag-help = Print help
help-flag-version = Print version
help-help = Print this message or the help of the given subcommand(s)

# The examples after `boardgen --help`: the title, what each command line makes, and the
# closing advice. The command lines themselves are typed, so they stay as they are.
help-examples = Examples:
help-ex-pdf = both games, colour -> one PDF per game in output/
help-ex-game = only Royal Carpet
help-ex-mono = black-and-white, US Letter
help-ex-square = 25 mm squares, half 1 with a glue strip
help-ex-spares = 8 spare crowns, cockerels, camels; round pieces
help-ex-sheets = only the piece sheets: ...-colour-pieces.pdf
help-ex-pieces = three replacement carpets of the second side
help-ex-art = your own picture on the crowns (PNG, JPEG, WebP, GIF)
help-ex-board-art = a school's crest in the board's frame
help-ex-svg = one SVG per page in /tmp/x
help-ex-cut = with cut files for cutting machines, CutContour in the PDF
help-ex-laser = laser cut files, split onto 300 x 200 mm beds
help-ex-png = PNG previews at 150 dpi
help-ex-handout = a class set of rules, two A5 to each A4 sheet
help-ex-html = the rules as a web page per game, to post
help-ex-list = every game, its sheets, and the example templates
help-print-actual-size = Print PDFs at 100 % ("actual size"); check the 100 mm bar on the first page and on each sheet you cut.

# The labels after an option's help: its default, the values it takes, and where the
# default paper comes from.
help-default = [default: { $value }]
help-possible = [possible values: { $values }]
help-paper-from = { $paper } (from { $source })
help-paper-unknown = '{ $paper }', not a paper boardgen knows
