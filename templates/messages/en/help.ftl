# The command line's help summary lines: boardgen's and each command's, as `--help` lists
# them. The options' own help is English.

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
