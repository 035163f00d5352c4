# De titel die een pdf-lezer toont voor een spel om te printen.

doc-kit = { $game } — spel in { $variant ->
        [mono] zwart-wit
       *[colour] kleur
    }
