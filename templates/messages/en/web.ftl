# The web page: its title and the names a screen reader gives its parts.

web-title = { $game } — { $holds ->
        [both] rules and making the set
        [assembly] making the set
       *[rules] rules
    }
web-table = Table
