# The rules and making-the-set pages: what a page holds, its footer and the document's
# title as a PDF reader shows it.

handout-what = { $kind ->
        [assembly] making the set
       *[rules] rules
    }
handout-page = { $what }, page { $page } of { $count }
handout-footer = { $game } · { $what } · { $variant ->
        [mono] mono
       *[colour] colour
    }
handout-document = { $game } — { $holds ->
        [both] rules and making the set{ $booklet ->
            [yes] , booklet
           *[no] {""}
        }
        [assembly] making the set{ $booklet ->
            [yes] , booklet
           *[no] {""}
        }
       *[rules] rules{ $booklet ->
            [yes] {" "}booklet
           *[no] {" "}handout
        }
    }{ $large ->
        [yes] , large print
       *[no] {""}
    }{ $two ->
        [yes] , two to a sheet
       *[no] {""}
    }{ $copies ->
        [one] {""}
       *[other] , { $copies } copies
    }
# The page that ends a copy of an odd number of pages in a class set printed double-sided.
handout-blank = This page is left blank: the next copy starts on a sheet of its own.
