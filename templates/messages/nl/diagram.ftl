# De plaatjes bij de spelregels: de opschriften van de eindzones achter het bord.

diagram-endzone = eindzone { $side_of }
diagram-endzone-short = { $side }
