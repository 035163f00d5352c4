# boardgen's refusals: why a run stops, each with the values it names as arguments.

## Joining and general

# What the run was working on (a game's name) before why it stopped.
refuse-within = { $what }: { $why }
# A value clap refused with no words of its own.
refuse-value = '{ $value }' is not allowed

## Paper

refuse-paper-unknown = unknown paper '{ $paper }': use a4, letter, a3, legal or WIDTHxHEIGHT in mm (e.g. 250x350)
refuse-paper-side = paper '{ $paper }': each side must be a number of mm from { $min } to { $max }, got '{ $side }'

## Templates (`why` is a message below, or the TOML reader's quoted words)

refuse-template = { $file }: { $why }
refuse-template-read = cannot read template '{ $file }': { $why }
refuse-template-art = { $file }: piece '{ $piece }': { $why }
refuse-game-unknown = unknown game '{ $game }': built-in games are { $games }

## A template's own mistakes (`key` is the template's key, as written; `what` names a text)

refuse-what-name = name
refuse-what-spares-for = spares_for
refuse-what-piece-id = piece id
refuse-what-piece-name = piece name
refuse-what-piece-plural = piece plural
refuse-what-gender = gender
refuse-what-side-name = side name
refuse-what-side-of = side name after 'of'
refuse-what-side-subject = side name as subject
refuse-what-side-gender = side name's gender
refuse-what-label = side label
refuse-what-label-form = side label form
refuse-text-empty = { $what } is empty
refuse-text-long = { $what } '{ $value }' is { $count } characters long: the limit is { $most }
refuse-text-control = { $what } '{ $value }' contains the control character { $code }
refuse-text-font = { $what } '{ $value }' contains { $code }, which the font cannot print
refuse-piece-back = piece '{ $piece }': back '{ $back }' is not same, plain or a piece of this game ({ $ids })
refuse-pictures-both = piece '{ $piece }': pictures: give it `picture` or `pictures`, not both
refuse-pictures-count = piece '{ $piece }': pictures: each list holds 1 to { $most } picture files
refuse-pictures-empty-name = piece '{ $piece }': pictures: a picture file name is empty
refuse-picture-zoom = piece '{ $piece }': picture_zoom { $zoom } is not 1 to { $most } (1 shows all the fit shows; 2 takes half the width)
refuse-translations-same = translations '{ $first }' and '{ $second }' are the same language (tags ignore case); keep one
refuse-translation-file-empty = translation '{ $tag }': the file name is empty
refuse-translation-piece = translation '{ $tag }' names the piece '{ $piece }', which is not a piece id
refuse-translation-sides = translation '{ $tag }' gives { $count } sides: give both, in the template's order
refuse-translation-builtin = translation '{ $name }' is a built-in game's and does not fit this game: { $why }
refuse-format = format { $format } is not supported: this boardgen reads format { $supported }
refuse-id = id '{ $id }' must be 1 to { $most } lowercase letters, digits and '-', starting with a letter or digit (it names files)
refuse-key-range = { $key } is { $value }: it must be { $low } to { $high }
refuse-key-range-squares = { $key } is { $value }: it must be { $low } to { $high } squares
refuse-key-range-mm = { $key } is { $value }: it must be { $low } to { $high } mm
refuse-endzone-picture = board.endzone_picture: the board has no endzones (board.endzone is 0)
refuse-endzone-colour = the board has endzones: give [{ $table }] an endzone colour
refuse-mono-grey = mono colour { $colour } is not a grey: black-and-white sheets use R = G = B
refuse-no-pieces = a game needs at least one [[pieces]] entry
refuse-piece-kinds = a game has at most { $most } kinds of piece, found { $count }
refuse-piece-id-chars = piece id '{ $id }' must not contain spaces or , = : @ (it is written in --spares and diagrams)
refuse-path-long = piece '{ $piece }': { $key } path is over 255 characters
refuse-piece-id-twice = piece id '{ $id }' is used twice (also piece { $other })
refuse-piece-name-twice = piece name '{ $name }' is used twice (also piece { $other })
refuse-move-dirs = piece '{ $piece }': this kind of move needs dirs
refuse-move-leap = piece '{ $piece }': a leap needs leap = [a, b], not both 0
refuse-capture-step = piece '{ $piece }': a step captures by jumping (capture = "jump")
refuse-capture-slide = piece '{ $piece }': a slide captures by landing or by a long jump (capture = "land" or "long-jump"); capture_dirs goes with a long jump
refuse-capture-leap = piece '{ $piece }': a leap captures by landing (capture = "land"), with no capture_dirs
refuse-capture-jump = piece '{ $piece }': a jump captures its own pieces by jumping: give it no capture or capture_dirs
refuse-piece-count = piece '{ $piece }': count { $count } is more than 99
refuse-sides-two = a game has two [[sides]], found { $count }
refuse-setup-piece = { $side }: set-up names '{ $piece }', which is not a piece id
refuse-setup-count = { $side }: set-up places { $placed } { $pieces } but the side has { $want } on the board at the start
refuse-setup-square = { $side }: set-up square '{ $square }' is not on the { $board } board
refuse-setup-light = { $side }: set-up square '{ $square }' is light, but play is on dark squares only
refuse-setup-taken = { $side }: set-up square '{ $square }' is already taken by { $who }
# Whose piece stands on a square: a side's name and a piece's.
refuse-setup-whose = { $side }'s { $piece }
refuse-not-unicode = not UTF-8 text (byte { $byte })

## The TOML reader (a key as written; `quote` is the TOML reader's own words, in English)

refuse-toml-key = '{ $key }'
refuse-toml-no-key = the value
refuse-toml-control = the control character { $char } is not allowed in TOML, not even in a comment
refuse-toml-here = not valid TOML here
refuse-toml-number = the number '{ $value }' is out of range: use one in the range this key takes (see docs/templates.md)
refuse-toml-words = { $key } is { $value }: it takes one of { $words }, in quotes
refuse-toml-word = { $key } is { $value }: it takes a word in quotes
refuse-toml-deep = { $key } nests lists or tables more than 80 deep, where the parser stops; no key of a template nests more than 3
refuse-toml-type = { $key } is { $value } ({ $got }) where { $wanted } is wanted
refuse-toml-unknown-key = unknown field `{ $name }`, expected one of { $names }
refuse-toml-unknown-word = unknown variant `{ $name }`, expected one of { $names }
refuse-toml-missing-key = missing field `{ $name }`
refuse-toml-parser = the TOML reader says: "{ $quote }"
refuse-type-whole = a whole number from 0 to { $most }
refuse-type-integer = a whole number
refuse-type-decimal = a number with a decimal point
refuse-type-bool = true or false
refuse-type-text = a text in quotes
refuse-type-list = a list [ … ]
refuse-type-table = a table
refuse-type-other = another type
refuse-type-parser = { $quote }

## Artwork (`name` is the file as given; `why` is one of the messages after it)

refuse-art-parse = artwork '{ $name }' is not a readable SVG: { $why }
refuse-art-reader = { $quote }
refuse-art-not-text = not UTF-8 text at line:column { $at } (byte { $byte }; compressed .svgz is not read)
refuse-art-empty = artwork '{ $name }' has no filled or stroked shapes
refuse-art-unsupported = artwork '{ $name }' contains { $what }; use plain filled or stroked shapes
refuse-art-image = an image
refuse-art-text = text
refuse-art-element = <{ $tag }>
refuse-art-style-namespace = a <style> outside the SVG namespace
refuse-art-css = CSS { $what } in <style> (only selectors such as path, .class or #id are read)
refuse-art-css-at-rules = at-rules
refuse-art-css-not-rule = that is not a rule
refuse-art-css-unclosed = with an unclosed rule
refuse-art-css-nested = with nested rules
refuse-art-css-empty = with an empty selector
refuse-art-css-combinators = combinators ('{ $selector }')
refuse-art-css-pseudo = pseudo-classes ('{ $selector }')
refuse-art-css-unreadable = selector '{ $selector }' that cannot be read
refuse-art-too-large = artwork '{ $name }' { $why }
refuse-art-shapes = has more than { $most } shapes
refuse-art-elements = has more than { $most } elements
refuse-art-depth = nests elements more than { $most } deep
refuse-art-style-attribute = has a style attribute over { $most } bytes
refuse-art-style-sheet = has over { $most } bytes of <style>
refuse-art-selectors = has more than { $most } CSS selectors
refuse-art-style-work = has { $simple } CSS simple selectors to try on { $elements } elements: over the { $most } style matching limit; use fewer CSS rules, or style attributes instead
refuse-art-attributes = has an element with more than { $most } attributes (at line { $line }, column { $col })
refuse-art-compound = has a CSS selector of more than { $most } parts ('{ $selector }')
refuse-art-segments = has more than { $most } path segments
refuse-art-reach = reaches too far outside its canvas (or has a number too large to print)
refuse-art-stroke = has a stroke wider than the drawing itself

## The machine

refuse-preview-size = cannot make a { $width }x{ $height } pixel preview
refuse-png-encode = PNG encoding failed: { $why }
refuse-pdf-generate = PDF generation failed: { $why }
refuse-pdf-fixup = PDF fix-up failed: { $why }
refuse-pdf-write = writing the PDF failed: { $why }

## Sizes that do not fit

refuse-square-too-large = --square { $square } mm does not fit: on { $paper } with a { $margin } mm margin the largest square that fits is { $largest } mm
refuse-whole-too-large = --board whole: the { $game } board with { $square } mm squares does not fit { $paper }; it fits on { $fits }
refuse-whole-too-large-or-square = --board whole: the { $game } board with { $square } mm squares does not fit { $paper }; it fits on { $fits }, or use --square { $largest } or less
refuse-paper-too-small = { $paper } with a { $margin } mm margin is too small for a board with { $square } mm squares
refuse-pieces-too-large = { $paper } with a { $margin } mm margin is too small for { $size } mm pieces
refuse-handout = handout: { $why }
refuse-large-print-margin = --margin { $margin }: large print does not fit { $paper } with a { $margin } mm margin; use --margin { $fits } or less, or larger paper
refuse-large-print-paper = --paper { $paper }: large print does not fit { $paper } even with a { $margin } mm margin; use larger paper, such as A4 or letter
refuse-handout-sheets = handout --sheets takes rules and/or assembly (making the set)
refuse-no-rules = { $game } has no rules text to print (its template names no `rules`)
refuse-unknown-piece = --pieces: '{ $name }' is not a piece of { $game }; use { $allowed } (or choose the game with --game)
refuse-piece-twice = --pieces: '{ $name }' is named twice; give each piece once
refuse-unknown-spare = --spares: '{ $name }' is not a piece with spares in { $game }; use { $allowed }
refuse-picture = { $at }: { $why }
refuse-cancelled = the run was stopped before it was done

## Options that do not go together

# A list's last two items joined: "board and assembly".
refuse-list-and = { $items } and { $last }
refuse-large-print-with = --large-print cannot go with { $option }: large print takes a whole sheet of the paper for each page
refuse-fit-without-art = --fit has no effect without --art: it says how --art pictures fill the pieces
refuse-anchor-without-art = --anchor has no effect without --art: it says which part of --art pictures a crop keeps
refuse-zoom-without-art = --zoom has no effect without --art: it says how far into --art pictures to take
refuse-mark-inset-without-marks = --mark-inset has no effect without --cut marks: it places the registration marks
refuse-backs-html = --backs has no effect on `html`: the web page is read, not printed on card; use it with `boardgen pdf` (or `handout --sheets assembly`)
refuse-calibration-alone = { $option } has no effect on `{ $command } --sheets calibration`: the calibration sheet has no board or pieces
refuse-default-paper = { $source }: { $why }; or choose one with --paper
refuse-backs-cricut = --backs { $way } with --cut cricut: Print Then Cut prints one side only, so its images would have no backs; use --cut svg or dxf with the printed sheets
refuse-fold-marks = --backs fold with --cut marks: half the marks would fold under; use --backs duplex (marks on the fronts)
refuse-fold-bed = --backs fold with --bed: the fold's score line runs across the whole sheet; cut the sheet on one bed
refuse-sheets-twice = --sheets names { $sheet } twice
refuse-calibration-command = { $command } --sheets calibration: the calibration sheet is printed from boardgen pdf, svg or png
refuse-calibration-duplex = --sheets calibration needs --backs duplex: it measures where a double-sided printer puts the backs
refuse-calibration-with = --sheets calibration goes alone or with pieces, not with { $sheets }: print it once before the set
refuse-handout-text-only = { $command } --sheets { $sheet }: a handout holds rules and assembly (making the set) only
refuse-web-text-only = { $command } --sheets { $sheet }: a web page holds rules and assembly (making the set) only
refuse-no-effect = { $option } has no effect on `{ $command } --sheets { $sheets }`: it changes only the { $changed } sheets
refuse-no-effect-backs = { $option } has no effect on `{ $command } --sheets { $sheets }`: it changes only the { $changed } sheets, and the rules printed with the pieces
refuse-cut-twice = --cut names { $output } twice
refuse-cut-handout = --cut has no effect on `handout`: nothing on a handout is cut out
refuse-contour-command = --cut contour has no effect on `{ $command }`: it draws the cuts into the PDF; use `boardgen pdf --cut contour`
refuse-bed-marks = --bed with --cut marks: beds split the cuts off the printed page, where the marks are; use one or the other
refuse-without-cut-files = { $option } has no effect without cut files: add --cut svg, dxf or laser
refuse-bed-margin-without-bed = --bed-margin has no effect without --bed: it is the room round each bed's edge
refuse-bed-margin-room = --bed-margin { $margin }: a { $width }x{ $height } mm bed has no room inside it; use less than { $most } mm
refuse-marks-way = use --mark-inset { $left }x{ $top } or nearer the edges
refuse-marks-no-way = no inset leaves room: use larger paper
refuse-marks-pieces = --mark-inset { $left }x{ $top }: { $size } mm pieces do not fit inside the registration marks on { $paper }; { $way }
refuse-marks-square = --mark-inset { $left }x{ $top }: the board at { $square } mm squares does not fit inside the registration marks on { $paper }; { $way }
refuse-marks-board = --mark-inset { $left }x{ $top }: the board does not fit inside the registration marks on { $paper }; { $way }
refuse-square-all = --square { $all } (the largest that fits every game)
refuse-square-all-or-games = --square { $all } (the largest that fits every game), or { $games }
refuse-square-not-all = --square { $square } mm does not fit { $game } (its largest square on { $paper } with a { $margin } mm margin is { $largest } mm): use { $ways }
refuse-square-not-all-board = --square { $square } mm does not fit { $game } (its board does not fit { $paper } with a { $margin } mm margin): use { $ways }
refuse-kit-encoding = a kit is written as PDF, SVG or PNG
refuse-web-encoding = a web page is written as HTML
refuse-class-set-encoding = a class set is written as PDF
refuse-game-id-twice = --game: two games have the id '{ $id }', so their files would have the same names
refuse-no-rules-sheet = --sheets rules: { $game } has no rules sheet to make (its template names no `rules` text)
refuse-art-twice = { $at }: --art { $other } already gives that piece a picture
refuse-art-no-piece = { $at }: no game of this run has a piece '{ $piece }': use { $pieces }
refuse-board-art-twice = { $at }: --board-art { $other } already puts a picture there
refuse-board-art-no-endzones = { $at }: { $games } { $count ->
        [one] has
       *[other] have
    } no endzones: the frame takes a picture (frame=FILE)
refuse-cricut-no-pieces = --cut cricut has no effect on `{ $command } --sheets { $sheets }`: it lays out the pieces
refuse-bug-pixels = a picture was placed without its pixels made ({ $what })
refuse-bug-picture = { $game }: a picture was placed that the game does not have ({ $what })

## Cutting machines

refuse-bed-half = --bed { $bed }: the board half of { $page } is { $width } x { $height } mm, which fits neither way inside a { $margin } mm margin; use a bed of at least { $least } mm
refuse-bed-board = --bed { $bed }: the board of { $page } is { $width } x { $height } mm, which fits neither way inside a { $margin } mm margin; use a bed of at least { $least } mm
refuse-bed-group = --bed { $bed }: a group of pieces of { $page } is { $width } x { $height } mm, which fits neither way inside a { $margin } mm margin; use a bed of at least { $least } mm
refuse-kerf-meets = --kerf { $kerf }: two groups of pieces on { $page } are { $gap } mm apart, so their cuts would meet; use --kerf { $most } or less

## Runs too large

refuse-pixels-way-dpi = use --dpi { $dpi } or lower, or fewer sheets (--sheets)
refuse-pixels-way-sheets = use fewer sheets (--sheets)
refuse-run-pixels = --dpi { $dpi }: the previews of this run would be { $pixels } million pixels, over the { $limit } million pixel limit of a run; { $way }
refuse-pages = { $name }: { $pages } pages, over the { $limit }-page limit of one document; use fewer copies or a shorter rules text
refuse-segments = { $name }: the set would draw over { $limit } million path segments (pieces times the segments of their drawings, diagrams included); use simpler artwork, fewer pieces or fewer diagrams
refuse-preview-pixels = --dpi { $dpi }: a { $width }x{ $height } pixel preview of a { $page } page is over the 100 million pixel limit; use --dpi { $largest } or lower
refuse-work-way-dpi = use --dpi { $dpi } or lower, or simpler artwork, fewer pieces (--sheets) or smaller paper
refuse-work-way = use simpler artwork, fewer pieces or fewer sheets (--sheets), or smaller paper
refuse-preview-work = { $name }: --dpi { $dpi }: drawing these previews would take too long (some { $work } million path segments times the pixel rows they span, over the limit of { $limit } million); { $way }

## Names that match nothing built in

refuse-no-drawing = no built-in drawing '{ $name }': use { $names }
refuse-no-rules-text = no built-in rules text '{ $name }': use { $names }

## Option values (`value` is the value as given)

refuse-backs-way = '{ $value }' is not a way to print backs: use fold or duplex
refuse-backs-twice = { $value } names { $key } twice
refuse-backs-setting = '{ $value }' is not a --backs setting: fold takes card=MM; duplex takes flip=long|short, offset=XxY and calibrate
refuse-backs-fold-only = { $key } goes with fold backs only: it is the card folded into the sheet
refuse-backs-duplex-only = { $key } goes with duplex backs only: it is for a printer that prints both sides
refuse-backs-flip = flip={ $value }: use flip=long or flip=short, the edge the printer turns the sheet over
refuse-backs-calibrate = calibrate takes no value, not { $value }
refuse-cut-output = '{ $value }' is not a cut output: use { $names }
# `form` is how the two values are written (WIDTHxHEIGHT), `example` one such value.
refuse-mm-pair = '{ $value }' is not { $form } in mm (e.g. { $example })
refuse-each-offset = { $value }: each of X and Y must be { $low } to { $high } mm
refuse-each-inset = { $value }: each inset must be { $low } to { $high } mm
refuse-each-side = { $value }: each side must be { $low } to { $high } mm
refuse-art-form = '{ $value }' is not PIECE=FILE (e.g. crown=crown.jpg)
refuse-art-files-form = '{ $value }' is not PIECE=FILE[,FILE...] (e.g. crown=crown.jpg)
refuse-art-too-many = '{ $value }' names { $count } pictures: a piece takes at most { $most }
refuse-board-art-form = '{ $value }' is not PLACE=FILE (frame=crest.png, endzone=logo.png, endzone:first=logo.png or background=wood.jpg)
refuse-board-art-side = '{ $value }': only an endzone belongs to one side; the { $place } is the whole board's
refuse-fit = '{ $value }' is not a way to fit a picture: use cover or contain
refuse-anchor = '{ $value }' is not a picture anchor: use { $names }
refuse-not-number = '{ $value }' is not a number
refuse-range-mm = { $value } is out of range: use { $low } to { $high } mm
refuse-range-card = { $value } is out of range: use { $low } to { $high } mm for card
refuse-range-times = { $value } is out of range: use { $low } to { $high } (times)
refuse-range-dpi = { $value } is out of range: use { $low } to { $high } dpi
refuse-not-positive = { $value } is not a positive size in mm
refuse-square-too-small = { $value } mm is too small to play on: use at least { $least } mm
refuse-square-range = { $value } mm is out of range: use { $low } to { $high } mm
refuse-board = '{ $value }' is not a board layout: use whole, halves or auto
refuse-side = '{ $value }' is not a side: use first or second
refuse-pieces-form = '{ $value }' is not NAME=N (e.g. carpet=3)
refuse-no-name = '{ $value }' has no piece name before '='
refuse-no-number = '{ $value }' has no number after '='
refuse-pieces-count = '{ $value }': '{ $count }' is not a number of pieces from 1 to 64
refuse-dpi-whole = { $value } is not a whole number of dpi
refuse-game-twice = --game names { $game } twice
refuse-game-twice-all = --game names { $game } twice (all includes every built-in game)
refuse-game = '{ $value }' is not a game: use { $games }, all, or a template file ending in .toml
refuse-shape = '{ $value }' is not a piece shape: use square or round
refuse-sheet = '{ $value }' is not a sheet: use { $names } (or calibration, with --backs duplex)
refuse-spares-count = '{ $value }' is not a number of spares from 0 to 8
refuse-empty-item = '{ $value }' has an empty item (nothing between commas)
refuse-named-twice = { $value } is named twice
refuse-spares-two-numbers = '{ $value }' gives more than one number for every kind: give one, then NAME=N
refuse-copies = '{ $value }' is not a number of copies from 1 to 200
refuse-n-up = '{ $value }' is not 1 or 2 handouts per sheet

## Language tags

refuse-lang-grandfathered = '{ $value }' is a grandfathered language tag with no modern form; use a tag such as fr, de or en-GB
refuse-lang-private = '{ $value }' is a private-use tag: it names no language boardgen can print; use a tag such as fr, de or en-GB
refuse-lang-extended = '{ $value }' has an extension or private-use part ('{ $part }') that boardgen does not read; give the language alone, such as '{ $language }'
refuse-lang-tag = '{ $value }' is not a language tag such as fr, de or en-GB
refuse-lang-none = '{ $value }' names no language: use a tag such as fr, de or en-GB
refuse-lang-unknown = '{ $value }' names no language: '{ $language }' is no language code; use a tag such as fr, de or en-GB

## The web page's form

refuse-form-command = '{ $value }' is not something boardgen makes
refuse-form-template-toml = template '{ $file }' must be a .toml file
refuse-form-game-file = choose a game, or send its template with the template field
refuse-form-field = '{ $field }' is not a field of boardgen's form
refuse-form-option = boardgen { $command } takes no { $option }: only boardgen { $only } does
refuse-form-upload = '{ $field }' is not a field of boardgen's form (it sent the file '{ $file }')
refuse-form-lang = --lang { $lang }: boardgen's games are in { $codes } only (a template of your own may bring its own languages)
refuse-form-pictures-one-name = two different pictures are called '{ $file }': rename one
refuse-zip = the zip of the files cannot be made: { $why }
refuse-form-unreadable = the form cannot be read: { $why }
refuse-form-file-name = the file sent in '{ $field }' has a name that is not UTF-8 text: rename it and send it again
refuse-form-file-large = '{ $file }' is larger than the { $bytes }-byte ({ $mib } MiB) limit
refuse-form-field-text = field '{ $field }' is not UTF-8 text
refuse-form-media = the form must be sent as multipart/form-data, as the page sends it, not as '{ $kind }'
refuse-form-large = the form is larger than the server's { $bytes }-byte ({ $mib } MiB) limit
# Never shown: a busy server answers with its own page.
refuse-form-busy = the server is busy
refuse-memory-picture = picture '{ $file }' is { $width } x { $height } pixels: making a set with it takes { $need } MiB of memory, more than this server gives all the sets it makes at once ({ $budget } MiB); save it smaller
refuse-memory-dpi = --dpi { $dpi }: drawing its pages takes { $need } MiB of memory, more than this server gives all the sets it makes at once ({ $budget } MiB); choose a lower --dpi
refuse-memory-set = this set takes { $need } MiB of memory, more than this server gives all the sets it makes at once ({ $budget } MiB)

## The command line's output folder (`why` is the system's own words)

refuse-out = --out '{ $dir }': { $why }
refuse-out-too-much = this run would write more than { $mib } MiB; make fewer pages or simpler artwork
refuse-write = { $why }
refuse-out-empty = an empty folder name
refuse-out-name-long = a folder name in it is over { $most } bytes
refuse-out-path-long = the path is over { $most } bytes
refuse-out-dangling = is a symbolic link to nothing (or to something that is not a folder)
refuse-out-not-folder = exists and is not a folder
refuse-out-under-dangling = cannot be a folder: '{ $path }' is a symbolic link to nothing
refuse-out-under-file = cannot be a folder: '{ $path }' is a file
refuse-out-unwritable = cannot write there: { $why }
refuse-out-file-name = cannot make a file named '{ $name }'
refuse-out-file-path-long = the path of '{ $name }' in it would be over { $most } bytes
refuse-out-folder-in-way = a folder named '{ $name }' is in the way
refuse-out-lock-folder = its '{ $lock }' is a folder, not boardgen's lock file; remove it ('{ $path }') and run again
refuse-out-lock-link = its '{ $lock }' is a symbolic link, not boardgen's lock file; remove it ('{ $path }') and run again
refuse-out-lock-other = its '{ $lock }' is not a file, not boardgen's lock file; remove it ('{ $path }') and run again
refuse-stdout = cannot write to standard output: { $why }
refuse-man = cannot make the man pages: { $why }
refuse-serve = { $why }
refuse-serve-start = cannot start the server: { $why }
refuse-serve-listen = cannot listen on { $addr }: { $why }
refuse-serve-signals = cannot handle signals: { $why }
refuse-site-not-built = { $dir } is not a site built by crates/browser/build.sh (it has no { $mark })
refuse-site-read = cannot read { $file }: { $why }
refuse-site-large = { $file } is larger than a site's file may be ({ $most } bytes)
refuse-site-no-index = { $dir } has no index.html
# The command line's refusal of an option's value: the option, then why.
refuse-option-value = invalid value for '{ $option }': { $why }
refuse-option-choice = invalid value '{ $value }' for '{ $option }'
refuse-option-choices = invalid value '{ $value }' for '{ $option }': use { $choices }

## A file a template or an option names (`what` is one of the kinds, `name` the file as given)

refuse-kind-artwork = artwork
refuse-kind-rules = rules
refuse-kind-picture = picture
refuse-kind-translation = translation
refuse-file-relative = { $what } '{ $name }' must be a path relative to the template's folder
refuse-file-outside = { $what } '{ $name }' is outside the template's folder (files a template names must be inside it)
refuse-file-not-regular = { $what } '{ $name }' is not a regular file
refuse-file-cannot-read = cannot read { $what } '{ $name }': { $why }
refuse-file-bytes = { $what } '{ $name }' is { $bytes } bytes: the limit is { $most }
refuse-file-link = { $what } '{ $name }' is or goes through a symbolic link: files a template names must be plain files in its folder
refuse-file-grew = { $what } '{ $name }' grew past the { $most }-byte limit while it was read
refuse-file-builtin-only = built-in templates use builtin: { $what }, not '{ $name }'
refuse-file-no-builtin = no built-in { $what } '{ $name }'
refuse-file-no-builtin-use = no built-in { $what } '{ $name }': use { $names }
refuse-file-not-unicode = { $what } '{ $name }' is not UTF-8 text (byte { $byte })
refuse-file-folder = cannot open the template's folder: { $why }
refuse-file-larger = larger than the { $most }-byte ({ $mib } MiB) limit
refuse-file-not-file = not a regular file
refuse-file-no-such = no such file or folder
refuse-file-denied = permission denied
refuse-file-none-here = no files can be read here
# The system's own words for why a file cannot be read (in English).
refuse-system = { $quote }

## A rules text (`code` is a character's code, U+0007)

refuse-rules-control = the control character { $code } cannot be printed; remove it from the rules text
refuse-rules-bidi = the bidirectional or format control { $code } cannot be in the rules text (names refuse it too); remove it
refuse-rules-glyph = { $code } cannot be printed: the kit's font has no glyph for it, and prints Latin (with its accents), Greek and Cyrillic letters only
refuse-rules-glyph-script = { $code } '{ $char }' ({ $script }) cannot be printed: the kit's font has no glyph for it, and prints Latin (with its accents), Greek and Cyrillic letters only
refuse-script-hebrew = Hebrew
refuse-script-arabic = Arabic
refuse-script-devanagari = Devanagari
refuse-script-thai = Thai
refuse-script-korean = Korean
refuse-script-japanese = Japanese
refuse-script-chinese = Chinese or Japanese
refuse-script-emoji = an emoji or symbol
refuse-rules-diagrams = more than { $most } diagrams in one rules text
refuse-rules-squares = more than { $count } diagrams of a { $board } board: diagrams may show { $most } squares in all
refuse-rules-large = the rules text is over { $most } bytes (64 KiB)
refuse-rules-builtin = the built-in rules text '{ $name }' does not fit this game: on its line { $line }, { $why }. To write rules of your own from it: `boardgen rules { $stem } > rules.md`, edit rules.md beside the template, and set rules = "rules.md"

## A diagram line of a rules text (`value` is a word of the line, `spec` the line after @)

refuse-diagram-square = '{ $value }' is not a square of the board
refuse-diagram-piece = '{ $value }' is not a piece id
refuse-diagram-side = '{ $value }' is not a side: use first or second
refuse-diagram-placed = '{ $value }': write SIDE:PIECE@SQUARE
refuse-diagram-block = '{ $value }': after the square, write block SIDE:PIECE@SQUARE ...
refuse-diagram-with = '{ $value }': after the square, write with SIDE:PIECE@SQUARE ...
refuse-diagram-to = '{ $value }': write a square after to
refuse-diagram-unknown = '{ $value }' is not a diagram: use setup, moves PIECE SQUARE [block ...], jump SIDE PIECE SQUARE over SIDE:PIECE@SQUARE [to SQUARE] ... [with ...], or drop SIDE PIECE SQUARE [with ...]
refuse-diagram-rule = '{ $value }': { $why }
refuse-diagram-light = { $square } is a light square, but play is on dark squares only
refuse-diagram-two = two pieces on { $square }
refuse-diagram-cannot-jump = the { $piece } on { $from } cannot jump { $over }
refuse-diagram-cannot-land = the { $piece } on { $from } jumps { $over } but cannot land on { $to }
refuse-diagram-most = the capture that takes the most must be made: the { $piece } on { $square } can take { $most }, this takes { $count }
refuse-diagram-unfinished = the chain is not finished: from { $square } the { $piece } must jump { $over } too
refuse-diagram-drop = { $pieces } start on the board, not in the reserve

## A picture (`name` is its file; `format` PNG, JPEG, WebP or GIF)

refuse-pic-extension = picture '{ $name }' must be a .png, .jpg, .jpeg, .webp or .gif file
refuse-pic-format = picture '{ $name }' is not a PNG, JPEG, WebP or GIF file
refuse-pic-misnamed = picture '{ $name }' holds a { $format } picture but its name says { $named }: rename it
refuse-pic-jpeg-end = picture '{ $name }' cannot be decoded: the JPEG data is cut short (no end marker)
refuse-pic-png-end = picture '{ $name }' cannot be decoded: the PNG data is cut short (no end chunk); save it again from the original
refuse-pic-animated = picture '{ $name }' is an animated { $format }: save the frame to print as a still picture
refuse-pic-undecodable = picture '{ $name }' cannot be decoded: { $why }
refuse-pic-cannot-read = picture '{ $name }' cannot be read: { $why }
refuse-pic-gif-cut = the GIF data is cut short in { $where }
refuse-pic-gif-header = its header
refuse-pic-gif-extension = an extension block
refuse-pic-gif-frame = frame { $frame }
refuse-pic-gif-data = its picture data
refuse-pic-gif-block = the GIF data is damaged: a block of kind { $kind } at byte { $byte }
refuse-pic-does-not-decode = it is damaged or cut short (its { $format } data does not decode); save it again from the original
refuse-pic-data-cut = its { $format } data is cut short; save it again from the original
refuse-pic-unsupported = it uses a kind of { $format } boardgen cannot read ({ $quote }); save it again as an ordinary { $format }
# A decoder's own words (in English).
refuse-pic-decoder = { $quote }
refuse-pic-side-large = picture '{ $name }' is { $width } x { $height } pixels: the limit is { $most } on each side
refuse-pic-side-small = picture '{ $name }' is { $width } x { $height } pixels: a picture needs at least { $least } on each side
refuse-pic-memory = picture '{ $name }' is { $width } x { $height } pixels: decoding it takes { $need } MiB, over the { $limit } MiB limit; save it smaller, at most { $megapixels } megapixels (a piece needs well under 1), e.g. { $w } x { $h }
refuse-pic-exif = picture '{ $name }' has an EXIF block of { $bytes } bytes: the limit is { $most } (64 KiB)
refuse-pic-corrupt-jpeg = picture '{ $name }' cannot be decoded: it is damaged (corrupt JPEG data: { $fault }); save it again from the original
refuse-pic-damaged = picture '{ $name }' cannot be decoded: it is damaged ({ $why }); save it again from the original
refuse-pic-webp-stops = its WebP picture data stops before the file does
refuse-pic-fill = its pixels do not fill its size
refuse-pic-encode = picture '{ $name }' cannot be encoded: { $why }
refuse-jpeg-huffman = bad Huffman code
refuse-jpeg-premature = premature end of data segment
refuse-jpeg-extraneous = extraneous bytes before marker
refuse-jpeg-restart = a restart marker out of turn
refuse-jpeg-coefficients = a block past its 64 coefficients

# The command line's usage errors (another language than English: clap's own line in English).
refuse-usage-see = { $what }; see '{ $help }'
refuse-usage-like = { $what }; a similar one exists: '{ $like }'
refuse-usage-unknown-arg = unexpected argument '{ $arg }'
refuse-usage-unknown-command = unrecognized command '{ $command }'
refuse-usage-missing = an argument is missing: { $args }
refuse-usage-conflict = '{ $arg }' cannot be used with '{ $other }'
refuse-usage-twice = '{ $arg }' cannot be used twice
refuse-usage-no-value = '--{ $option }' is missing its value: give it one
refuse-usage-no-value-next = '--{ $option }' is missing its value: the next argument, '{ $next }', is an option; give it a value (--{ $option }=VALUE for a value that starts with --)
