# boardgen's notes: what a run tells the person making the set, beside its files.

note-faint-pieces = l’image '{ $file }' risque de ne pas se voir sur les { $pieces } de { $side } : son encre a un contraste de { $contrast }:1 avec la couleur de leur face { $colour } (moins de { $least }:1 pour { $share } % de l’image) : donne-lui un fond opaque, ou une encre plus claire
note-faint-frame = l’image '{ $file }' risque de ne pas se voir sur le cadre du plateau de { $game } : son encre a un contraste de { $contrast }:1 avec sa couleur { $colour } (moins de { $least }:1 pour { $share } % de l’image) : donne-lui un fond opaque, ou une encre plus claire
note-faint-endzone = l’image '{ $file }' risque de ne pas se voir sur la zone d’arrivée de { $side } : son encre a un contraste de { $contrast }:1 avec sa couleur { $colour } (moins de { $least }:1 pour { $share } % de l’image) : donne-lui un fond opaque, ou une encre plus claire
note-background-letters = le fond '{ $file }' peut cacher les lettres et les chiffres du plateau de { $game } : leur couleur { $ink } a un contraste de moins de { $least }:1 sur { $share } % du cadre : une image plus claire (ou plus foncée, pour des lettres claires) se lit mieux
note-soft-on-pieces = l’image '{ $file }' ({ $width } x { $height } pixels) s’imprime à { $dpi } dpi sur les pièces de { $game } : à partir de { $sharp } dpi, elle est nette
note-soft-on-board = l’image '{ $file }' ({ $width } x { $height } pixels) s’imprime à { $dpi } dpi sur le plateau de { $game } : à partir de { $sharp } dpi, elle est nette
note-block-board = la partie de plateau de ({ $left }, { $top }) à ({ $right }, { $bottom }) mm sur la page imprimée { $page }
note-block-round = { $count ->
        [one] la pièce ronde
       *[other] les { $count } pièces rondes
    } de ({ $left }, { $top }) à ({ $right }, { $bottom }) mm sur la page imprimée { $page }
note-block-group = { $count ->
        [one] le groupe de pièces
       *[other] les { $count } groupes de pièces
    } de ({ $left }, { $top }) à ({ $right }, { $bottom }) mm sur la page imprimée { $page }
note-block-turned = { $block }, tourné de 90° pour tenir sur le plateau de machine de { $bed } mm
note-block-turned-engraving = { $block }, tourné de 90° avec sa gravure pour tenir sur le plateau de machine de { $bed } mm
note-bed-and = { $first } ; et { $next }
note-bed = { $at } contient { $blocks }
note-cuts = découpes de { $what } : { $count ->
        [one] { $count } découpe
       *[other] { $count } découpes
    }, { $length } de long, { $travel } de trajet jusqu’à elles et entre elles depuis le coin en haut à gauche
note-cuts-dxf = découpes de { $what } : { $count ->
        [one] { $count } découpe
       *[other] { $count } découpes
    }, { $length } de long, { $travel } de trajet jusqu’à elles et entre elles depuis le coin en haut à gauche (l’origine du SVG), { $dxf } depuis le coin en bas à gauche (l’origine du DXF)
note-cuts-one-by-one = { $cuts } ; chaque pièce découpée seule ferait { $whole } de long
note-cricut = Print Then Cut : { $pieces } sur { $images } de { $width } x { $height } mm
note-cricut-image = { $file } : { $held } ; { $png } : les pièces seules, { $width } x { $height } mm : dans Design Space, règle sa largeur à { $inches } in ({ $high } in de haut)
note-lang-english = boardgen a ses propres mots (titres des feuilles, page de fabrication du jeu, légendes des schémas) seulement en { $codes } : ils sont en anglais ; choisis une de ces langues avec --lang
note-lang-english-asked = { $from } demande '{ $lang }', mais boardgen a ses propres mots (titres des feuilles, page de fabrication du jeu, légendes des schémas) seulement en { $codes } : ils sont en anglais ; choisis une de ces langues avec --lang
note-missing-all = son nom, ses pièces et ses règles
note-missing-name = son nom
note-missing-spares-for = ce à quoi servent ses pièces de réserve
note-missing-rules = ses règles
note-missing-piece = les noms de la pièce '{ $piece }'
note-missing-sides = les noms de ses camps
note-missing-and = { $first }, { $next }
note-no-translation = { $game } : pas de traduction '{ $lang }' : son nom, ses pièces et ses règles sont en '{ $own }', sa première langue
note-part-translation = { $game } : sa traduction '{ $lang }' n’a pas { $parts } : ils sont en '{ $own }', sa première langue
note-marks = repères de découpe à { $left } mm du bord gauche et { $top } mm du haut : les feuilles du plateau et des pièces restent à l’intérieur et loin de leurs zones interdites, en se rapprochant et en rapetissant pour tenir
note-smaller = { $game } : des cases de { $square } mm (pièces de { $pieces } mm) au lieu { $instead } : c’est la plus grande taille qui tient avec { $why }
note-smaller-plain = des { $square } mm d’un jeu ordinaire sur { $paper }
note-smaller-usual = des { $square } mm habituels
note-why-marks = les repères de découpe (le plateau reste loin de leurs zones interdites)
note-why-paper = le papier { $paper }
note-why-and = { $first } et { $next }

## Les traces du dossier de sortie (`why` : les mots du système)

note-out-journal-unread = '{ $file }' n’a pas pu être lu ({ $why }) ; supprimé, et rien de ce qu’il nomme n’a été touché
note-out-journal-unfollowed = '{ $file }' n’a pas été suivi ({ $why }) ; supprimé, et rien de ce qu’il nomme n’a été touché
note-out-journal-strangers = '{ $file }' nomme { $count ->
        [one] un fichier
       *[other] des fichiers
    } qu’aucun travail de boardgen n’a créés ni déplacés ({ $names }) ; laissés tels quels
note-out-waiting = un autre travail de boardgen écrit dans '{ $dir }' ; on attend qu’il finisse
note-out-manifest-unfollowed = '{ $file }' n’a pas été suivi ({ $why }) : aucun ancien fichier de ces jeux n’est supprimé
note-out-not-yours = il n’est pas à toi, dans un dossier où d’autres peuvent écrire
note-out-unread = il n’a pas pu être lu : { $why }
note-out-unsealed = il n’est pas scellé avec ta clé : aucun de tes travaux de boardgen ne l’a écrit
note-out-no-key = { $why }, donc aucune trace ne peut être vérifiée
note-out-manifest-strangers = '{ $file }' nomme { $count ->
        [one] un fichier
       *[other] des fichiers
    } qu’aucun travail de boardgen pour ces jeux n’a écrits tels qu’ils sont maintenant ({ $names }) ; laissés tels quels
note-out-manifest-not-boardgens = '{ $file }' n’est pas un fichier que boardgen a écrit pour toi ({ $what }) ; laissé tel quel, donc aucune trace de ce jeu n’est gardée et aucun ancien fichier n’est supprimé
note-out-folder-or-link = un dossier ou un lien
note-out-others = celui d’une autre personne, dans un dossier où d’autres peuvent écrire
note-out-names = { $names }
note-out-names-more = { $names } et { $count } autres
