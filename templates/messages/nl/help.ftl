# De samenvattingen in de hulp van de opdrachtregel.

help-boardgen = Papieren spellen om af te drukken en op karton te plakken, Kamelen en Tapijten en Koninklijk Tapijt: borden, vellen met stukken en bladen met spelregels op de millimeter opgemaakt, als pdf, svg of png, en de spelregels als webpagina
help-pdf = Schrijft één pdf met meer pagina’s per spel en uitvoering (om af te drukken)
help-svg = Schrijft één svg-bestand per pagina (om te bewerken of voor het web)
help-png = Schrijft één png-voorbeeld per pagina
help-handout = Schrijft een set bladen voor de klas als één pdf per spel: de spelregels (en met `--sheets rules,assembly` de pagina over het maken), gekopieerd voor een klas
help-html = Schrijft de spelregels als één webpagina per spel, voor een klas: de spelregels en het maken, elke afbeelding als svg in woorden beschreven
help-list = Toont de ingebouwde spellen, de vellen die elk spel maakt en de voorbeeldsjablonen
help-serve = Opent de webpagina waar leraren en gezinnen hun sets in een browser maken
help-template = Toont het sjabloon van een ingebouwd spel, een begin voor je eigen spel
help-art = Toont een ingebouwde tekening van een stuk (svg), om te bewerken in Inkscape
help-rules = Toont ingebouwde spelregels, een begin voor de spelregels van je eigen spel
help-completions = Toont een script om de shell te laten aanvullen
help-man = Toont de handleidingpagina, of schrijft die met `--out MAP` samen met een pagina per opdracht in MAP
help-opt-game = Welk spel: camels-and-carpets, royal-carpet, all (een groep bestanden per spel), een voorbeeld met zijn naam (checkers, international-draughts) of het pad van je eigen sjabloon (een .toml-bestand; `--template` is dezelfde optie). Geef hem meer dan eens voor meerdere spellen. Standaard: all
help-opt-paper = Papier: a4, letter, a3, legal of BREEDTExHOOGTE in mm (elk 120 tot 1200, bijvoorbeeld 250x350). De richting waarin het grootste bord past, wordt gekozen. Standaard: de variabele PAPERSIZE, anders /etc/papersize, anders het papier van de systeemtaal (LC_PAPER), anders a4
help-opt-lang = De taal van alle gedrukte woorden: en, fr, de, es, nl of een taal die je sjabloon meebrengt (een code zoals it of pt-BR); qps-ploc is de pseudotaal, lang Engels met accenten om de pagina's te controleren. Standaard: de taal van LC_ALL, LC_MESSAGES of LANG, anders en. Woorden zonder vertaling blijven Engels (of in de taal van het sjabloon), en een opmerking zegt dat
help-opt-margin = Veilige marge aan elke kant in mm (5 tot 50): niets behalve de snijtekens wordt dichter bij de rand van het papier getekend. De meeste printers thuis hebben minstens 5 nodig
help-opt-square = Zijde van een veld van het bord in mm, 10 tot 200 (en niet groter dan op het papier past). Standaard: de voorkeursmaat van het spel (Koninklijk Tapijt 28 mm) of, bij Kamelen en Tapijten, de grootste hele of halve millimeter waarbij elke helft van het bord op het papier past. De stukken zijn 82 % van het veld, naar beneden afgerond op 0,1 mm
help-opt-mono = Zwart-witte vellen: alleen grijstinten, zuinig met inkt
help-opt-glue-tab = Geeft helft 1 van het bord een lijmstrook voorbij de rand waar de helften elkaar raken, die helft 2 bedekt
help-opt-shape = Vorm van de stukken: `square` (rechte sneden, snel met een schaar of snijmachine) of `round` (een uitgeknipte cirkel om elk stuk). Standaard: square
help-opt-spares = Reservestukken per kant, 0 tot 8: één getal voor elke soort met reserves (standaard 4 kronen, hanen en kamelen; 2 schijven bij Koninklijk Tapijt) of per soort: `crown=6,checker=3`
help-opt-bleed = Hoe ver de kleur over elke snijrand doorloopt, in mm (0 tot 5), zodat een snede die iets naast de lijn gaat geen wit papier laat zien. Snijtekens en streepjes blijven erbuiten. Standaard: 2
help-opt-per-side = Zet de stukken van elke kant op eigen vellen, om elke kant op karton van een andere kleur af te drukken (standaard: zo weinig vellen met stukken als kan)
help-opt-board = Het bord op één pagina (`whole`: past het niet, dan noemt een fout het kleinste papier waarop het past), in twee helften (`halves`) of `auto` (één pagina als het past bij de maat van de velden). Standaard: wat het sjabloon van het spel zegt (Kamelen en Tapijten in helften, Koninklijk Tapijt auto)
help-opt-side = Vellen met stukken van maar één kant: `first` (of 1) of `second` (of 2)
help-opt-pieces = Alleen vervangende stukken, per kant: `carpet=3,crown=1` (1 tot 64 van elk). De vellen worden gesneden zoals die van de hele set; de bestandsnaam eindigt op `-replacements`
help-opt-art = Je eigen afbeelding op een stuk in plaats van zijn tekening: `crown=crown.jpg` voor beide kanten, `crown:second=photo.png` voor één. PNG, JPEG, WebP of GIF; ze vult het midden van het stuk, met de kleur of de band van de kant eromheen. Een lijst, `king=gran.jpg,grandad.jpg`, zet een andere afbeelding op elk stuk, op volgorde (de set, dan de reserves), en begint opnieuw als ze op is. Eén keer per stuk (of kant)
help-opt-fit = Hoe de afbeeldingen van `--art` het stuk vullen: `cover` (bijgesneden tot ze het vullen) of `contain` (de hele afbeelding, met de kleur van de voorkant eromheen). Standaard: cover
help-opt-anchor = Welk deel van de afbeeldingen van `--art` een uitsnede houdt: centre, top (het hoofd op een portret), bottom, left, right, top-left, top-right, bottom-left of bottom-right. Standaard: centre
help-opt-zoom = Hoe ver er op de afbeeldingen van `--art` wordt ingezoomd, 1 tot 4: 2 vult het stuk met de halve breedte van de afbeelding (bij het anker). Standaard: 1, alles wat --fit laat zien
help-opt-board-art = Een afbeelding op het bord: `frame=crest.png` in het midden van de buitenste banden van de rand, tussen de letters; `endzone=logo.png` naast de naam van elke eindzone (of `endzone:first=...` alleen voor die van de eerste kant); `background=wood.jpg` vult de rand achter zijn letters. PNG, JPEG, WebP of GIF; een wapen of logo wordt helemaal getoond. Eén keer per plek (of eindzone)
help-opt-sheets = Welke vellen er gemaakt worden, gescheiden door komma's: board (het bord), pieces (de stukken), rules (de spelregels), assembly (de set maken). Standaard: allemaal, in die volgorde (bij `handout`: rules; bij `html`: rules en assembly). Met dubbelzijdige achterkanten is `calibration` alleen het afstelvel (zijn twee pagina's), om één keer voor de set af te drukken
help-opt-cut = Bestanden voor snijmachines, gescheiden door komma's, voor elke pagina met iets om te snijden (delen van het bord, vellen met stukken): `svg` en `dxf` (alleen de snijlijnen, elke rand één keer, op de maat en de oorsprong van de afgedrukte pagina: `...-pieces-1-cut.svg`, `...-cut.dxf`), `laser` (een snij-SVG in laserkleuren, rode haarlijnen, en de tekening in de stukken om te graveren, een 1-bit-PNG op 254 dpi: `...-engrave.png`), `contour` (alleen pdf: de sneden in de PDF als steunkleur CutContour op een eigen laag, voor de contoursnijder van een drukkerij), `marks` (registratietekens om af te drukken en te snijden, Silhouette type 1, op de afgedrukte vellen van het bord en de stukken en in hun snijbestanden), `cricut` (de stukken geplaatst voor Print Then Cut van Cricut: `...-cricut-1.svg`, 171,45 x 234,95 mm, en alleen de stukken als doorzichtige afbeelding, `...-cricut-1.png`)
help-opt-kerf = Met bestanden van `--cut`: de breedte die een laser wegbrandt, in mm (0 tot 5). Vierkante stukken worden zo ver uit elkaar gedrukt, met de sneden midden in elke opening; cirkels en randen van het bord schuiven de helft naar buiten. Hoe dan ook wordt een stuk van 25 mm precies 25 mm
help-opt-bed = Met bestanden van `--cut`: het grootste vel dat de machine aankan, BREEDTExHOOGTE in mm (elk 20 tot 3000, bijvoorbeeld 300x200): de sneden van de set worden op werkvlakken van die maat gezet (`...-bed-1-cut.svg`), stukken en delen van het bord van alle pagina's delen de werkvlakken, hele groepen stukken per werkvlak, 90° gedraaid als ze zo passen; met `--per-side` de stukken van elke kant op eigen werkvlakken
help-opt-bed-margin = Met `--bed`: de ruimte die langs elke rand van een werkvlak vrij blijft, in mm (0 tot 50), zodat geen snede over de rand van het materiaal loopt. Standaard: 5
help-opt-mark-inset = Met `--cut marks`: waar de registratietekens komen, LINKSxBOVEN in mm (elk 5 tot 40): de hoek van het gevulde vierkant vanaf de linker- en bovenrand van het vel; de andere tekens liggen even ver van de rechter- en onderrand. Printers verschillen: schuif ze naar binnen als er één afgesneden is. Standaard: 15x20
help-opt-backs = Vellen met stukken met achterkanten (wat een achterkant laat zien, is de `back` van elk stuk in het sjabloon): `fold` (de stukken van elk vel naast hun achterkanten, gespiegeld langs een gestippelde vouwlijn, om rond karton van 1 mm dik te vouwen; `fold,card=MM` voor karton van 0 tot 5 mm) of `duplex` (een pagina met achterkanten na elk vel met stukken, voor een printer die dubbelzijdig afdrukt; voeg `,flip=short` toe voor een printer die het vel over de korte kant omdraait, `,offset=XxY` om elke achterkant X,Y mm te verschuiven, elk -10 tot 10, tegen de verschuiving van de printer in, en `,calibrate` voor het vel dat die meet, of `--sheets calibration` voor dat vel alleen). Niet met `--cut cricut`. Standaard: geen achterkanten
help-opt-out = Map om in te schrijven (wordt gemaakt als hij ontbreekt)
help-png-dpi = Resolutie van de voorbeelden in punten per inch (30 tot 600)
help-handout-copies = Aantal exemplaren van het blad, 1 tot 200
help-handout-n-up = Bladen per vel: 1 of 2 (twee A5 op A4, twee halve letter op letter, met een snijlijn ertussen)
help-handout-booklet = Een gevouwen boekje: A5-pagina's op A4 (halve letter op letter), twee op elke kant, in de volgorde van het boekje (`--n-up` is dan niet nodig). Druk dubbelzijdig af, omgedraaid over de korte kant, op ware grootte; vouw de stapel doormidden
help-handout-large-print = Grote letters, voor lezers die slecht zien: tekst in 18 pt, onderschriften in 16 pt, letters van de diagrammen in 14 pt of meer, één pagina papier per pagina van het blad (niet met `--n-up 2` of `--booklet`). Schrijft `…-handout-large-colour.pdf`
help-handout-two-sided = Om de bladen voor de klas dubbelzijdig af te drukken of te kopiëren: een exemplaar met een oneven aantal pagina's eindigt met een lege pagina (die dat zegt), zodat elk exemplaar op een eigen vel begint. De exemplaren van een boekje doen dat altijd
help-serve-addr = Het adres en de poort om op te luisteren. 0.0.0.0:8080 luistert op elk netwerk van deze computer: doe dat alleen achter een firewall of proxy die je vertrouwt
help-serve-max-jobs = Hoeveel sets er hoogstens tegelijk gemaakt worden (1 tot 64); andere verzoeken wachten even en horen dan dat de server bezet is (503). Standaard: het aantal kernen van de processor
help-serve-max-upload = Hoeveel bytes één verzoek hoogstens mag sturen, afbeeldingen en sjablonen samen, in MiB (1 tot 1024). Elke afbeelding moet ook binnen de eigen grens van boardgen blijven
help-serve-render-memory = Hoeveel geheugen alle sets die tegelijk gemaakt worden hoogstens mogen gebruiken voor hun afbeeldingen (geteld naar de grootte in pixels van elke afbeelding) en PNG-pagina's, in MiB (256 tot 65536). Een set die erover zou gaan, wacht even en hoort dan dat de server bezet is (503); een set die er alleen al over zou gaan, wordt geweigerd (413)
help-serve-request-time = Hoe lang één verzoek in totaal mag duren, het uploaden meegeteld, in seconden (1 tot 3600): daarna krijgt het 408 en wordt de set niet meer gemaakt
help-serve-site = De site voor de browser die op / getoond wordt (de map die `bash crates/browser/build.sh` schrijft), waar sets in de browser gemaakt worden en foto's hem nooit verlaten; de eigen antwoorden van de server blijven voor browsers zonder die motor. Standaard: target/site, als die gebouwd is
help-template-name = Het ingebouwde spel of het voorbeeldsjabloon
help-art-name = De tekening
help-rules-name = De spelregels, genoemd zoals een sjabloon ze noemt, zonder `builtin:` en `.md`
help-completions-shell = De shell
help-man-out = Map om de pagina's in te schrijven (wordt gemaakt als hij ontbreekt)
help-heading-assembly = Voor de pagina 'De set maken' (--sheets assembly)

# clap's own words in a command's help (clap adds the colon after a heading).
help-heading-usage = Gebruik:
help-heading-commands = Opdrachten
help-heading-arguments = Argumenten
help-heading-options = Opties
help-flag-help = Toont de hulp
help-flag-version = Toont de versie
help-help = Toont dit bericht of de hulp bij de opgegeven opdrachten

# De voorbeelden na `boardgen --help`: de kop, wat elke opdrachtregel maakt, en het advies
# aan het eind. De opdrachtregels zelf typ je zoals ze er staan.
help-examples = Voorbeelden:
help-ex-pdf = beide spellen in kleur -> één pdf per spel in output/
help-ex-game = alleen Koninklijk Tapijt
help-ex-mono = zwart-wit, op US Letter-papier
help-ex-square = velden van 25 mm, helft 1 met een lijmstrook
help-ex-spares = 8 kronen, hanen en kamelen als reservestukken; ronde stukken
help-ex-sheets = alleen de vellen met stukken: ...-colour-pieces.pdf
help-ex-pieces = drie vervangende tapijten van de tweede kant
help-ex-art = je eigen afbeelding op de kronen (PNG, JPEG, WebP, GIF)
help-ex-board-art = het wapen van een school in de rand van het bord
help-ex-svg = één svg per pagina in /tmp/x
help-ex-cut = met bestanden voor snijmachines, en CutContour in de pdf
help-ex-laser = snijbestanden voor een laser, verdeeld over werkvlakken van 300 x 200 mm
help-ex-png = png-voorbeelden met 150 punten per inch
help-ex-handout = de spelregels voor de hele klas, twee A5 op elk A4-vel
help-ex-html = de spelregels als één webpagina per spel, om online te zetten
help-ex-list = elk spel, zijn vellen en de voorbeeldsjablonen
help-print-actual-size = Druk de pdf's af op 100 % (‘ware grootte’); controleer de balk van 100 mm op de eerste pagina en op elk vel dat je snijdt.

# De labels na de hulp bij een optie: de standaardwaarde, de waarden die ze aanneemt, en
# waar het standaardpapier vandaan komt.
help-default = [standaard: { $value }]
help-possible = [mogelijke waarden: { $values }]
help-paper-from = { $paper } (uit { $source })
help-paper-unknown = ‘{ $paper }’, geen papier dat boardgen kent
