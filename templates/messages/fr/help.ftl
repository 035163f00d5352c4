# Les lignes de résumé de l’aide de la ligne de commande.

help-boardgen = Des jeux en papier à imprimer et à coller sur du carton, Chameaux et Tapis et Tapis royal : plateaux, feuilles de pièces et fiches de règles mis en page au millimètre, en PDF, SVG ou PNG, et les règles en page web
help-pdf = Écrit un PDF de plusieurs pages par jeu et par version (pour l’imprimer)
help-svg = Écrit un fichier SVG par page (pour le modifier ou pour le web)
help-png = Écrit un aperçu PNG par page
help-handout = Écrit un lot de fiches pour la classe, un PDF par jeu : les règles (et, avec `--sheets rules,assembly`, la page de fabrication du jeu), copiées pour une classe
help-html = Écrit les règles en une page web par jeu, à publier pour une classe : les règles et la fabrication du jeu, chaque schéma en SVG décrit avec des mots
help-list = Liste les jeux fournis, les feuilles que fait chacun et les modèles d’exemple
help-serve = Ouvre la page web où enseignants et familles font leurs jeux dans un navigateur
help-template = Affiche le modèle d’un jeu fourni, un point de départ pour ton propre jeu
help-art = Affiche un dessin de pièce fourni (SVG), à modifier dans Inkscape
help-rules = Affiche des règles fournies, un point de départ pour les règles de ton propre jeu
help-completions = Affiche un script de complétion pour le shell
help-man = Affiche la page de manuel, ou avec `--out DOSSIER` l’écrit avec une page par commande dans DOSSIER
help-opt-game = Quel jeu : camels-and-carpets, royal-carpet, all (un ensemble de fichiers par jeu), un exemple par son nom (checkers, international-draughts), ou le chemin de ton propre modèle (un fichier .toml ; `--template` est la même option). Donne-la plusieurs fois pour plusieurs jeux. Par défaut : all
help-opt-paper = Papier : a4, letter, a3, legal, ou LARGEURxHAUTEUR en mm (de 120 à 1200 chacune, par exemple 250x350). Le sens qui permet le plus grand plateau est choisi. Par défaut : la variable PAPERSIZE, sinon /etc/papersize, sinon le papier de la langue du système (LC_PAPER), sinon a4
help-opt-lang = La langue de tous les mots imprimés : en, fr, de, es, nl, ou une langue que ton modèle apporte (une étiquette comme it ou pt-BR) ; qps-ploc est la pseudo-langue, de l’anglais long et accentué pour vérifier les mises en page. Par défaut : la langue de LC_ALL, LC_MESSAGES ou LANG, sinon en. Les mots sans traduction restent en anglais (ou dans la langue du modèle), et une note le dit
help-opt-margin = Marge de sécurité de chaque côté en mm (de 5 à 50) : rien d’autre que les traits de coupe n’est dessiné plus près du bord du papier. La plupart des imprimantes de maison ont besoin d’au moins 5
help-opt-square = Côté d’une case du plateau en mm, de 10 à 200 (et pas plus que ce qui tient sur le papier). Par défaut : la taille préférée du jeu (Tapis royal 28 mm) ou, pour Chameaux et Tapis, le plus grand millimètre entier ou demi-millimètre auquel chaque moitié du plateau tient sur le papier. Les pièces font 82 % de la case, arrondies au 0,1 mm inférieur
help-opt-mono = Feuilles en noir et blanc : seulement des gris, légers en encre
help-opt-glue-tab = Donne à la moitié 1 du plateau une bande de colle après son bord de jonction, que la moitié 2 recouvre
help-opt-shape = Forme des pièces : `square` (coupes droites, rapides aux ciseaux ou au massicot) ou `round` (un cercle découpé autour de chaque pièce). Par défaut : square
help-opt-spares = Pièces de rechange pour chaque camp, de 0 à 8 : un nombre pour toutes les sortes qui ont des rechanges (par défaut 4 couronnes, coqs et chameaux ; 2 pions de Tapis royal), ou pour chaque sorte : `crown=6,checker=3`
help-opt-bleed = Jusqu’où la couleur dépasse chaque bord à couper, en mm (de 0 à 5), pour qu’une coupe un peu à côté du trait ne montre pas de papier blanc. Les traits de coupe et les petits repères restent en dehors. Par défaut : 2
help-opt-per-side = Met les pièces de chaque camp sur leurs propres feuilles, pour imprimer chaque camp sur un carton d’une autre couleur (par défaut : le moins de feuilles de pièces possible)
help-opt-board = Le plateau sur une seule page (`whole` : une erreur nomme le plus petit papier qui le contient quand il ne tient pas), en deux moitiés (`halves`), ou `auto` (une seule page quand il tient à la taille de case). Par défaut : ce que dit le modèle du jeu (Chameaux et Tapis en moitiés, Tapis royal auto)
help-opt-side = Feuilles de pièces d’un seul camp : `first` (ou 1) ou `second` (ou 2)
help-opt-pieces = Seulement des pièces de remplacement, pour chaque camp : `carpet=3,crown=1` (de 1 à 64 de chaque). Les feuilles se découpent comme celles du jeu complet ; le nom du fichier finit par `-replacements`
help-opt-art = Ta propre image sur une pièce à la place de son dessin : `crown=crown.jpg` pour les deux camps, `crown:second=photo.png` pour un seul. PNG, JPEG, WebP ou GIF ; elle remplit le milieu de la pièce, avec la couleur ou la bande du camp autour. Une liste, `king=gran.jpg,grandad.jpg`, met une image différente sur chaque pièce, dans l’ordre (le jeu, puis les rechanges), et recommence quand elle est finie. Une fois par pièce (ou par camp)
help-opt-fit = Comment les images de `--art` remplissent la pièce : `cover` (recadrée pour la remplir) ou `contain` (l’image entière, la couleur de la face autour). Par défaut : cover
help-opt-anchor = Quelle partie des images de `--art` un recadrage garde : centre, top (la tête d’un portrait), bottom, left, right, top-left, top-right, bottom-left ou bottom-right. Par défaut : centre
help-opt-zoom = Jusqu’où entrer dans les images de `--art`, de 1 à 4 : 2 remplit la pièce avec la moitié de la largeur de l’image (autour de l’ancre). Par défaut : 1, tout ce que --fit montre
help-opt-board-art = Une image sur le plateau : `frame=crest.png` au milieu des bandes extérieures du cadre, entre les lettres ; `endzone=logo.png` à côté du nom de chaque zone d’arrivée (ou `endzone:first=...` pour celle du premier camp seulement) ; `background=wood.jpg` qui remplit le cadre derrière ses lettres. PNG, JPEG, WebP ou GIF ; un blason ou un logo est montré en entier. Une fois par endroit (ou par zone d’arrivée)
help-opt-sheets = Quelles feuilles faire, séparées par des virgules : board (le plateau), pieces (les pièces), rules (les règles), assembly (la fabrication du jeu). Par défaut : toutes, dans cet ordre (pour `handout` : rules ; pour `html` : rules et assembly). Avec des dos recto verso, `calibration` est la feuille de réglage seule (ses deux pages), à imprimer une fois avant le jeu
help-opt-cut = Fichiers pour les machines de découpe, séparés par des virgules, pour chaque page où il y a quelque chose à couper (parties du plateau, feuilles de pièces) : `svg` et `dxf` (les lignes de coupe seules, chaque bord une fois, à la taille et à l’origine de la page imprimée : `...-pieces-1-cut.svg`, `...-cut.dxf`), `laser` (un SVG de coupe aux couleurs du laser, des traits fins rouges, et le dessin à graver dans les pièces, un PNG d’un bit à 254 dpi : `...-engrave.png`), `contour` (pdf seulement : les coupes dans le PDF en couleur d’accompagnement CutContour sur un calque à elles, pour la découpeuse de contour d’un imprimeur), `marks` (repères d’alignement pour imprimer puis couper, Silhouette type 1, sur les feuilles imprimées du plateau et des pièces et dans leurs fichiers de coupe), `cricut` (les pièces placées pour Imprimer puis couper de Cricut : `...-cricut-1.svg`, 171,45 x 234,95 mm, et les pièces seules en image transparente, `...-cricut-1.png`)
help-opt-kerf = Avec des fichiers `--cut` : la largeur que brûle un laser, en mm (de 0 à 5). Les pièces carrées sont imprimées espacées d’autant, avec les coupes au milieu de chaque espace ; les cercles et les bords du plateau s’écartent de la moitié. Dans les deux cas, une pièce de 25 mm sort à 25 mm
help-opt-bed = Avec des fichiers `--cut` : la plus grande feuille que prend la machine, LARGEURxHAUTEUR en mm (de 20 à 3000 chacune, par exemple 300x200) : les coupes du jeu sont rangées sur des plateaux de machine de cette taille (`...-bed-1-cut.svg`), les pièces et les parties du plateau de toutes les pages partageant les mêmes, des groupes de pièces entiers par plateau, tournés de 90° quand cela les fait tenir ; avec `--per-side`, les pièces de chaque camp sur leurs propres plateaux de machine
help-opt-bed-margin = Avec `--bed` : la place laissée libre le long de chaque bord d’un plateau de machine, en mm (de 0 à 50), pour qu’aucune coupe ne passe sur le bord du matériau. Par défaut : 5
help-opt-mark-inset = Avec `--cut marks` : où vont les repères d’alignement, GAUCHExHAUT en mm (de 5 à 40 chacun) : le coin du carré plein depuis les bords gauche et haut de la feuille ; les autres repères sont aussi loin des bords droit et bas. Les imprimantes sont différentes : rapproche-les du centre si l’un est coupé. Par défaut : 15x20
help-opt-backs = Feuilles de pièces avec des dos (ce que montre un dos est le `back` de chaque pièce dans le modèle) : `fold` (les pièces de chaque feuille à côté de leurs dos, en miroir de part et d’autre d’une ligne de pliage en pointillés, à plier autour d’un carton de 1 mm d’épaisseur ; `fold,card=MM` pour un carton de 0 à 5 mm) ou `duplex` (une page de dos après chaque feuille de pièces, pour une imprimante qui imprime recto verso ; ajoute `,flip=short` pour une imprimante qui retourne la feuille par son petit côté, `,offset=XxY` pour déplacer chaque dos de X,Y mm, de -10 à 10 chacun, contre le décalage de l’imprimante, et `,calibrate` pour la feuille qui le mesure, ou `--sheets calibration` pour cette feuille seule). Pas avec `--cut cricut`. Par défaut : pas de dos
help-opt-out = Dossier où écrire (créé s’il n’existe pas)
help-png-dpi = Résolution des aperçus en points par pouce (de 30 à 600)
help-handout-copies = Nombre d’exemplaires de la fiche, de 1 à 200
help-handout-n-up = Fiches par feuille : 1, ou 2 (deux A5 sur un A4, deux demi-lettres sur une lettre, avec une ligne de coupe entre elles)
help-handout-booklet = Un livret plié : des pages A5 sur de l’A4 (demi-lettre sur lettre), deux de chaque côté, dans l’ordre du livret (`--n-up` n’est alors pas utile). Imprime recto verso, retourné par le petit côté, en taille réelle ; plie la pile en deux
help-handout-large-print = En gros caractères, pour les lecteurs qui voient mal : texte en 18 pt, légendes en 16 pt, lettres des schémas en 14 pt ou plus, une page du papier par page de la fiche (pas avec `--n-up 2` ni `--booklet`). Écrit `…-handout-large-colour.pdf`
help-handout-two-sided = Pour imprimer ou photocopier les fiches de la classe en recto verso : un exemplaire d’un nombre impair de pages finit par une page blanche (qui le dit), pour que chaque exemplaire commence sur sa propre feuille. Les exemplaires d’un livret le font toujours
help-serve-addr = L’adresse et le port où écouter. 0.0.0.0:8080 écoute sur tous les réseaux de cette machine : fais-le seulement derrière un pare-feu ou un proxy de confiance
help-serve-max-jobs = Le plus grand nombre de jeux faits en même temps (de 1 à 64) ; les autres demandes attendent un moment, puis apprennent que le serveur est occupé (503). Par défaut : le nombre de cœurs du processeur
help-serve-max-upload = Le plus grand nombre d’octets qu’une demande peut envoyer, images et fichiers de modèle ensemble, en Mio (de 1 à 1024). Chaque image doit aussi respecter la limite de boardgen
help-serve-render-memory = La plus grande mémoire que tous les jeux faits en même temps peuvent prendre pour leurs images (comptée d’après la taille en pixels de chaque image) et leurs pages PNG, en Mio (de 256 à 65536). Un jeu qui la dépasserait attend un moment, puis apprend que le serveur est occupé (503) ; un jeu qui la dépasserait à lui seul est refusé (413)
help-serve-request-time = Combien de temps une demande peut prendre en tout, envoi compris, en secondes (de 1 à 3600) : ensuite elle reçoit 408 et son jeu n’est plus fait
help-serve-site = Le site pour navigateur à servir à l’adresse / (le dossier qu’écrit `bash crates/browser/build.sh`), où les jeux sont faits dans le navigateur et où les photos ne le quittent jamais ; les réponses du serveur restent pour les navigateurs sans son moteur. Par défaut : target/site, s’il a été construit
help-template-name = Le jeu fourni ou le modèle d’exemple
help-art-name = Le dessin
help-rules-name = Le texte de règles, nommé comme un modèle le nomme, sans `builtin:` ni `.md`
help-completions-shell = Le shell
help-man-out = Dossier où écrire les pages (créé s’il n’existe pas)
help-heading-assembly = Pour la page de fabrication du jeu (--sheets assembly)

# clap's own words in a command's help (clap adds the colon after a heading).
help-heading-usage = Utilisation :
help-heading-commands = Commandes 
help-heading-arguments = Arguments 
help-heading-options = Options 
help-flag-help = Affiche l’aide
help-flag-version = Affiche la version
help-help = Affiche ce message, ou l’aide des commandes données

# Les exemples après `boardgen --help` : le titre, ce que fait chaque ligne de commande, et
# le conseil de la fin. Les lignes de commande elles-mêmes se tapent telles quelles.
help-examples = Exemples :
help-ex-pdf = les deux jeux, en couleur -> un PDF par jeu dans output/
help-ex-game = seulement le Tapis royal
help-ex-mono = en noir et blanc, sur du papier Lettre US
help-ex-square = des cases de 25 mm, la moitié 1 avec une bande de colle
help-ex-spares = 8 couronnes, coqs et chameaux de rechange ; des pièces rondes
help-ex-sheets = seulement les feuilles de pièces : ...-colour-pieces.pdf
help-ex-pieces = trois tapis de remplacement pour le second camp
help-ex-art = ta propre image sur les couronnes (PNG, JPEG, WebP, GIF)
help-ex-board-art = le blason d’une école dans le cadre du plateau
help-ex-svg = un SVG par page dans /tmp/x
help-ex-cut = avec des fichiers pour les machines de découpe, et CutContour dans le PDF
help-ex-laser = des fichiers de découpe laser, répartis sur des plateaux de machine de 300 x 200 mm
help-ex-png = des aperçus PNG à 150 points par pouce
help-ex-handout = les règles pour toute la classe, deux A5 sur chaque feuille A4
help-ex-html = les règles en une page web par jeu, à publier
help-ex-list = chaque jeu, ses feuilles et les modèles d’exemple
help-print-actual-size = Imprime les PDF à 100 % (« taille réelle ») ; vérifie la barre de 100 mm sur la première page et sur chaque feuille que tu découpes.

# Les étiquettes après l’aide d’une option : sa valeur par défaut, les valeurs qu’elle
# prend, et d’où vient le papier par défaut.
help-default = [par défaut : { $value }]
help-possible = [valeurs possibles : { $values }]
help-paper-from = { $paper } (d’après { $source })
help-paper-unknown = « { $paper } », un papier que boardgen ne connaît pas
