# boardgen's notes: what a run tells the person making the set, beside its files.

## Pictures (`file` as given, `colour` as #rrggbb)

note-faint-pieces = picture '{ $file }' may not show on the { $side } { $pieces }: its ink is { $contrast }:1 against their face colour { $colour } (under { $least }:1 for { $share } % of it): give it an opaque ground, or a lighter ink
note-faint-frame = picture '{ $file }' may not show on the { $game } board's frame: its ink is { $contrast }:1 against its colour { $colour } (under { $least }:1 for { $share } % of it): give it an opaque ground, or a lighter ink
note-faint-endzone = picture '{ $file }' may not show on the { $side }'s endzone: its ink is { $contrast }:1 against its colour { $colour } (under { $least }:1 for { $share } % of it): give it an opaque ground, or a lighter ink
note-background-letters = background '{ $file }' may hide the { $game } board's letters and numbers: their colour { $ink } is under { $least }:1 against { $share } % of the frame: a lighter picture (or a darker one, for light letters) reads better
note-soft-on-pieces = picture '{ $file }' ({ $width } x { $height } pixels) prints at { $dpi } dpi on the { $game } pieces: { $sharp } or more looks sharp
note-soft-on-board = picture '{ $file }' ({ $width } x { $height } pixels) prints at { $dpi } dpi on the { $game } board: { $sharp } or more looks sharp

## Cutting machines (lengths as "1.23 m")

note-block-board = the board part from ({ $left }, { $top }) to ({ $right }, { $bottom }) mm on the printed page { $page }
note-block-round = { $count ->
        [one] the round piece
       *[other] the { $count } round pieces
    } from ({ $left }, { $top }) to ({ $right }, { $bottom }) mm on the printed page { $page }
note-block-group = { $count ->
        [one] the group of pieces
       *[other] the { $count } groups of pieces
    } from ({ $left }, { $top }) to ({ $right }, { $bottom }) mm on the printed page { $page }
note-block-turned = { $block }, turned 90° to fit the { $bed } mm bed
note-block-turned-engraving = { $block }, turned 90° to fit the { $bed } mm bed, the engraving with it
note-bed-and = { $first }; and { $next }
note-bed = { $at } holds { $blocks }
note-cuts = cuts of { $what }: { $count ->
        [one] { $count } cut
       *[other] { $count } cuts
    }, { $length } long, { $travel } of travel to and between them from the top-left corner
note-cuts-dxf = cuts of { $what }: { $count ->
        [one] { $count } cut
       *[other] { $count } cuts
    }, { $length } long, { $travel } of travel to and between them from the top-left corner (the SVG's origin), { $dxf } from the bottom-left corner (the DXF's origin)
note-cuts-one-by-one = { $cuts }; each piece cut out on its own would be { $whole } long
# `pieces` and `images` are the pieces catalogue's counts ("12 pieces of Royal Carpet", "2 images").
note-cricut = Print Then Cut: { $pieces } on { $images } of { $width } x { $height } mm
# `held`: what the image holds, in the sheets' language.
note-cricut-image = { $file }: { $held }; { $png }: the pieces alone, { $width } x { $height } mm: in Design Space set its width to { $inches } in ({ $high } in high)

## Languages

note-lang-english = boardgen has its own words (sheet headings, the making-the-set page, diagram keys) in { $codes } only: they are in English; choose one with --lang
note-lang-english-asked = { $from } asks for '{ $lang }', but boardgen has its own words (sheet headings, the making-the-set page, diagram keys) in { $codes } only: they are in English; choose one with --lang
note-missing-all = its name, pieces and rules
note-missing-name = its name
note-missing-spares-for = what its spares are for
note-missing-rules = its rules
note-missing-piece = the names of piece '{ $piece }'
note-missing-sides = its side names
note-missing-and = { $first }, { $next }
note-no-translation = { $game }: no '{ $lang }' translation: its name, pieces and rules are in '{ $own }', its first language
note-part-translation = { $game }: its '{ $lang }' translation leaves out { $parts }: they are in '{ $own }', its first language

## Sizes

note-marks = registration marks { $left } mm from the left and { $top } mm from the top: the board and piece sheets keep inside them and clear of their keep-outs, moving in and shrinking to fit
note-smaller = { $game }: using { $square } mm squares (pieces { $pieces } mm) instead of { $instead }: that is the largest that fits with { $why }
note-smaller-plain = the { $square } mm of a plain { $paper } kit
note-smaller-usual = the usual { $square } mm
note-why-marks = the registration marks (the board keeps clear of their keep-outs)
note-why-paper = { $paper } paper
note-why-and = { $first } and { $next }

## The output folder's records (`why` is the system's own words)

note-out-journal-unread = '{ $file }' was not read ({ $why }); removed, and nothing it names was touched
note-out-journal-unfollowed = '{ $file }' was not followed ({ $why }); removed, and nothing it names was touched
note-out-journal-strangers = '{ $file }' names { $count ->
        [one] a file
       *[other] files
    } no boardgen run made or moved ({ $names }); left alone
note-out-waiting = another boardgen run is writing into '{ $dir }'; waiting for it to finish
note-out-manifest-unfollowed = '{ $file }' was not followed ({ $why }): no earlier file of these sets is removed
note-out-not-yours = it is not yours, in a folder others can write
note-out-unread = it was not read: { $why }
note-out-unsealed = it is not sealed with your key: no boardgen run of yours wrote it
note-out-no-key = { $why }, so no record can be checked
note-out-manifest-strangers = '{ $file }' names { $count ->
        [one] a file
       *[other] files
    } no boardgen run of these sets wrote as it is now ({ $names }); left alone
note-out-manifest-not-boardgens = '{ $file }' is not a file boardgen wrote for you ({ $what }); left alone, so no record of this set is kept and no earlier file of it is removed
note-out-folder-or-link = a folder or a link
note-out-others = another user's, in a folder others can write
note-out-names = { $names }
note-out-names-more = { $names }, { $count } more
