# The rules diagrams: the labels of the endzones beyond the board.

diagram-endzone = { $side }'s endzone
diagram-endzone-short = { $side }'s
