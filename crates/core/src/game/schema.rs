//! The template format as serde types: a game's board, sides, pieces, moves, pictures, palette and
//! translations, each read as the template writes it.

use super::*;

/// A translation in the template, or the file that holds it.
#[derive(Debug, Clone, PartialEq)]
pub enum Translated {
    /// The words, in the template.
    Words(Translation),
    /// A TOML file of the words: `builtin:LANG/NAME.toml` or a path relative to the template.
    File(String),
}

/// A table is read as the words (a mistake in it is reported at its own key, as in a
/// translation file), a string as the file's name; anything else is refused as neither.
impl<'de> Deserialize<'de> for Translated {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> serde::de::Visitor<'de> for V {
            type Value = Translated;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(
                    "a table of the game's words in that language, or the name of a TOML file holding one",
                )
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Translated, E> {
                Ok(Translated::File(v.to_string()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<Translated, A::Error> {
                Translation::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(Translated::Words)
            }
        }
        d.deserialize_any(V)
    }
}

/// A game's words in one more language: the name, piece and side names, and the rules.
/// What it leaves out stays in the template's own language.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Translation {
    /// The game's printed name.
    #[serde(default)]
    pub name: Option<String>,
    /// What the spares are for, as `spares_for`.
    #[serde(default)]
    pub spares_for: Option<String>,
    /// The rules handout in this language: `builtin:LANG/NAME.md` or a path relative to
    /// the template.
    #[serde(default)]
    pub rules: Option<String>,
    /// Piece names by piece id.
    #[serde(default)]
    pub pieces: std::collections::BTreeMap<String, PieceWords>,
    /// The two sides' names and labels, in the template's order.
    #[serde(default)]
    pub sides: Vec<SideWords>,
}

/// A piece's names in one language.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceWords {
    /// Singular.
    pub name: String,
    /// Plural.
    pub plural: String,
    /// Grammatical gender, as the language's side labels key their forms (`m`, `f`, `n`;
    /// Dutch `de`, `het`).
    #[serde(default)]
    pub gender: Option<String>,
}

/// A side's name and labels in one language.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideWords {
    /// The side's name (`Premier joueur`).
    pub name: String,
    /// The name as it follows "of" in the language, article and case included (`du premier
    /// joueur`, `des Noirs`), for "the endzone of", "the side of".
    #[serde(default)]
    pub of: Option<String>,
    /// The name as a sentence's subject, article included (`le premier joueur`, `les
    /// Noirs`), for "who moves first".
    #[serde(default)]
    pub subject: Option<String>,
    /// The name's gender and number as the labels' forms name them (`m-pl` for `Noirs`):
    /// a label beside the name takes this form, a verb after it this number.
    #[serde(default)]
    pub gender: Option<String>,
    /// Its pieces' label in colour (`sable`), with forms by gender.
    pub colour: Label,
    /// Its pieces' label in black and white.
    pub mono: Label,
}

/// What [`Game::localize`] made of a game.
#[derive(Debug, Clone, PartialEq)]
pub struct Localized {
    /// The language the game's words are now in.
    pub lang: crate::lang::Lang,
    /// Where the rules text's name is in the template, for errors.
    pub rules_at: Vec<Seg>,
    /// What the translation left in the template's own language.
    pub missing: Vec<Missing>,
}

/// A part of a game a translation did not give.
#[derive(Debug, Clone, PartialEq)]
pub enum Missing {
    /// No translation of the language at all.
    All,
    /// The game's name.
    Name,
    /// What the spares are for.
    SparesFor,
    /// The rules text.
    Rules,
    /// The names of the piece with this id.
    Piece(String),
    /// The sides' names and labels.
    Sides,
}

/// A side's label: one word, or one for each grammatical form a piece name asks for.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Label {
    /// The label as a key shows it alone.
    pub label: String,
    /// The label beside a piece name of a gender (`f`), or its plural (`f-pl`), where the
    /// language makes it agree.
    #[serde(default)]
    pub forms: std::collections::BTreeMap<String, String>,
}

/// The game's capture rules, as its diagrams must follow them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaptureRules {
    /// A player must make the capture that takes the most pieces (international draughts).
    #[serde(default)]
    pub most: bool,
    /// When jumped pieces come off the board.
    #[serde(default)]
    pub remove: Removal,
}

/// When the pieces jumped in a move come off the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Removal {
    /// Each as it is jumped.
    #[default]
    AtOnce,
    /// All when the move ends: until then they stay in the way, and none is jumped twice.
    AfterMove,
}

/// How a piece captures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Capture {
    /// By landing on the enemy piece (slides and leaps).
    Land,
    /// By jumping an enemy piece next to it, onto the square just past (steps).
    Jump,
    /// By sliding up to an enemy piece along a line, jumping it and landing on any empty
    /// square past it (a flying king).
    LongJump,
}

/// How a piece moves, for the move diagrams of the rules handout.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Moves {
    /// The kind of move.
    pub kind: MoveKind,
    /// Directions, for steps, slides and jumps.
    #[serde(default)]
    pub dirs: Option<Dirs>,
    /// The leap, for leapers: `[3, 1]` is three along a rank or file and one across.
    #[serde(default, deserialize_with = "leap")]
    pub leap: Option<[u32; 2]>,
    /// How it captures; by default a step jumps, a slide or a leap lands.
    #[serde(default)]
    pub capture: Option<Capture>,
    /// The directions it captures in, when they differ from `dirs` (a man of international
    /// draughts steps forward but captures backwards too).
    #[serde(default)]
    pub capture_dirs: Option<Dirs>,
}

impl Moves {
    /// How the piece captures: as given, else by its kind.
    pub fn capture(&self) -> Option<Capture> {
        match (self.capture, self.kind) {
            (Some(c), _) => Some(c),
            (None, MoveKind::Step) => Some(Capture::Jump),
            (None, MoveKind::Slide | MoveKind::Leap) => Some(Capture::Land),
            (None, MoveKind::Jump) => None,
        }
    }
}

/// Kinds of move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveKind {
    /// One square in each direction.
    Step,
    /// Any distance along each direction, stopped by pieces.
    Slide,
    /// To the squares a fixed leap away, over anything between.
    Leap,
    /// Moves only by jumping.
    Jump,
}

/// Sets of directions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dirs {
    /// The four diagonals.
    Diagonal,
    /// The two diagonals towards the opponent.
    DiagonalForward,
    /// Along ranks and files.
    Orthogonal,
    /// All eight neighbours.
    Any,
}

/// Where a piece is at the start of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Start {
    /// On the board, at the squares of the side's set-up.
    #[default]
    Board,
    /// Off the board, in the side's reserve, dropped during play.
    Reserve,
}

/// One kind of piece.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Piece {
    /// Short name used in the set-up table and `--spares`, e.g. `crown`.
    pub id: String,
    /// Printed name, singular.
    pub name: String,
    /// Printed name, plural.
    pub plural: String,
    /// Grammatical gender of the name, where side labels agree with it (`f`).
    #[serde(default)]
    pub gender: Option<String>,
    /// Artwork: an SVG file, relative to the template (built-ins: `templates/art/`).
    pub art: String,
    /// Simplified artwork for the small counters of the rules diagrams, in the same form as
    /// `art`; without it the diagrams draw `art`.
    #[serde(default)]
    pub icon: Option<String>,
    /// A raster picture (PNG, JPEG, WebP, GIF) shown instead of `art` on the piece sheets:
    /// one file for both sides, or one per side (`""` keeps that side's drawing).
    #[serde(default)]
    pub picture: Option<PictureSpec>,
    /// A different picture on each piece of the kind: a list used in order across each
    /// side's pieces (the set, then the spares), starting again when it runs out; or a list
    /// per side. Instead of `picture`.
    #[serde(default)]
    pub pictures: Option<PictureList>,
    /// How the picture fills the piece.
    #[serde(default)]
    pub picture_fit: crate::picture::Fit,
    /// Which part of the picture a crop keeps.
    #[serde(default)]
    pub picture_anchor: crate::picture::Anchor,
    /// How far in the picture is taken: 1 (all its fit shows) to 4.
    #[serde(default = "one")]
    pub picture_zoom: f64,
    /// How many each side has at the start.
    pub count: u32,
    /// True when the printed set carries spares of this piece.
    #[serde(default)]
    pub spares: bool,
    /// Where the piece starts.
    #[serde(default)]
    pub start: Start,
    /// How it moves (for the handout's move diagrams).
    #[serde(default)]
    pub moves: Option<Moves>,
    /// What its back shows when the set is printed with backs: `same` (the default),
    /// `plain`, or another piece's id (a checkers man with its king behind it).
    #[serde(default)]
    pub back: Option<String>,
}

/// What the back of a piece shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Back {
    /// Its own face again: a turned piece still reads.
    Same,
    /// The side's colour and ring, no drawing.
    Plain,
    /// The face of another piece kind (its index), so turning it over changes it.
    Piece(usize),
}

pub(super) fn one() -> f64 {
    1.0
}

/// A piece's picture: one file for both sides, or one per side.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(
    untagged,
    expecting = "a picture file, or a list of two (the first side's, then the second's)"
)]
pub enum PictureSpec {
    /// Both sides.
    Both(String),
    /// First side, second side.
    PerSide([String; 2]),
}

/// A piece kind's pictures in order: one list for both sides, or one per side.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(
    untagged,
    expecting = "a list of picture files, or a list of two lists (the first side's, then the second's)"
)]
pub enum PictureList {
    /// Both sides.
    Both(Vec<String>),
    /// First side, second side.
    PerSide([Vec<String>; 2]),
}

/// Most pictures in a piece kind's list, per side.
pub const MAX_PICTURES: usize = 64;

impl Piece {
    /// Each side's picture files, in the order its pieces take them, with the path of each
    /// in the template (the piece being the `i`th): from `picture` or `pictures`.
    pub fn picture_files(&self, i: usize) -> [Vec<(&str, Vec<Seg>)>; 2] {
        let at = |key: &'static str, idx: &[usize]| {
            let mut p = vec![Seg::Key("pieces"), Seg::Idx(i), Seg::Key(key)];
            p.extend(idx.iter().map(|&k| Seg::Idx(k)));
            p
        };
        let mut out = [Vec::new(), Vec::new()];
        if let Some(spec) = &self.picture {
            for (s, (f, idx)) in spec.sides().into_iter().enumerate() {
                if let Some(f) = f {
                    let idx: Vec<usize> = idx.into_iter().collect();
                    out[s].push((f, at("picture", &idx)));
                }
            }
        }
        match &self.pictures {
            Some(PictureList::Both(v)) => {
                for side in &mut out {
                    side.extend(
                        v.iter()
                            .enumerate()
                            .map(|(k, f)| (f.as_str(), at("pictures", &[k]))),
                    );
                }
            }
            Some(PictureList::PerSide(v)) => {
                for (s, list) in v.iter().enumerate() {
                    out[s].extend(
                        list.iter()
                            .enumerate()
                            .map(|(k, f)| (f.as_str(), at("pictures", &[s, k]))),
                    );
                }
            }
            None => {}
        }
        out
    }
}

impl PictureSpec {
    /// The file of each side (None where a side keeps its drawing), with its index in the
    /// template's list (None for a single file).
    pub fn sides(&self) -> [(Option<&str>, Option<usize>); 2] {
        fn some(s: &str) -> Option<&str> {
            (!s.is_empty()).then_some(s)
        }
        match self {
            PictureSpec::Both(f) => [(some(f), None), (some(f), None)],
            PictureSpec::PerSide([a, b]) => [(some(a), Some(0)), (some(b), Some(1))],
        }
    }
}

/// One side (player).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Side {
    /// Printed name, e.g. `First player`.
    pub name: String,
    /// The name as it follows "of" in the template's language (`du premier joueur`), where
    /// the language's sentences need it.
    #[serde(default)]
    pub of: Option<String>,
    /// The name as a sentence's subject in the template's language, article included (`le
    /// premier joueur`), where the language's sentences need it.
    #[serde(default)]
    pub subject: Option<String>,
    /// The name's gender and number as the labels' forms name them (`m-pl` for `Noirs`).
    #[serde(default)]
    pub gender: Option<String>,
    /// Piece colours for colour printers.
    pub colour: SideStyle,
    /// Piece greys for black-and-white printers.
    pub mono: SideStyle,
    /// Start squares by piece id, e.g. `crown = ["c1", "e1"]`.
    #[serde(default)]
    pub setup: std::collections::BTreeMap<String, Vec<String>>,
}

/// How one side's pieces are printed in one variant.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideStyle {
    /// What the side is called in this variant, e.g. `sand` or `plain`.
    pub label: String,
    /// The piece's background.
    #[serde(deserialize_with = "color")]
    pub face: Color,
    /// The artwork's ink.
    #[serde(deserialize_with = "color")]
    pub icon: Color,
    /// The ring around the piece.
    #[serde(deserialize_with = "color")]
    pub edge: Color,
    /// When set, a solid outer band in this (mid-grey) colour marks the side.
    #[serde(default, deserialize_with = "opt_color")]
    pub band: Option<Color>,
    /// The label beside a piece name of a gender (`f`) or its plural (`f-pl`), where the
    /// template's language makes it agree.
    #[serde(default)]
    pub forms: std::collections::BTreeMap<String, String>,
}

impl SideStyle {
    /// What a key or a description adds to side `name` to say how its pieces look here
    /// ("plain", "banded"), or "" when the name already says it ("Black" whose look is
    /// "black"; French "Noirs" whose look is "noir", a form of which is "noirs").
    pub fn shown_label(&self, name: &str) -> &str {
        let says = |l: &String| l.to_lowercase() == name.to_lowercase();
        if says(&self.label) || self.forms.values().any(says) {
            ""
        } else {
            &self.label
        }
    }

    /// The label beside `piece`'s name (its plural when `plural`): the form for the piece's
    /// gender where the language has one, else the label.
    pub fn label_for(&self, piece: &Piece, plural: bool) -> &str {
        self.form_for(piece.gender.as_deref(), plural)
    }

    /// The label beside a word of `gender` (its plural when `plural`), as [`Self::label_for`].
    pub fn form_for(&self, gender: Option<&str>, plural: bool) -> &str {
        let Some(g) = gender else {
            return &self.label;
        };
        let form = if plural {
            self.forms.get(&format!("{g}-pl"))
        } else {
            None
        };
        form.or_else(|| self.forms.get(g)).unwrap_or(&self.label)
    }

    /// Every colour of the style.
    pub fn colors(&self) -> Vec<Color> {
        let mut v = vec![self.face, self.icon, self.edge];
        v.extend(self.band);
        v
    }
}

/// Which of a game's two looks a run prints: `--mono` or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    /// The colour palette and side styles.
    Colour,
    /// Greys only, for black-and-white printers.
    Mono,
}

impl Variant {
    /// The variant `--mono` asks for.
    pub fn of(mono: bool) -> Self {
        if mono {
            Variant::Mono
        } else {
            Variant::Colour
        }
    }

    /// The colour or the mono one of a pair.
    pub fn pick<T>(self, colour: T, mono: T) -> T {
        match self {
            Variant::Colour => colour,
            Variant::Mono => mono,
        }
    }

    /// `colour` or `mono`, as used in titles and file names.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Colour => "colour",
            Variant::Mono => "mono",
        }
    }
}

/// A game's look in one variant, resolved once per run and passed down to everything that
/// draws: the board palette and each side's style.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Look<'a> {
    /// Which variant this is.
    pub variant: Variant,
    /// Board, lines and lettering.
    pub palette: &'a Palette,
    /// Each side's style, the first player's first.
    pub sides: [&'a SideStyle; 2],
    /// Each side's rim: the colour of its pieces' outermost ring, which stands out from every
    /// square (`Game::look` chooses it).
    pub rims: [Color; 2],
}

impl Look<'_> {
    /// Each side's [`SideStyle::shown_label`] in this look.
    pub fn side_labels<'g>(&'g self, game: &'g Game) -> [&'g str; 2] {
        [0, 1].map(|s| self.sides[s].shown_label(&game.sides[s].name))
    }
}

/// Squares that take part in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayOn {
    /// Only dark squares are used (checkers family).
    Dark,
    /// Every square is used.
    All,
}

/// How the board is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Split {
    /// Always two halves, each on its own page, joined on card.
    Halves,
    /// One page when the board fits at the square size in use, halves otherwise.
    Auto,
}

/// Board geometry.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    /// Number of files (columns, lettered from a).
    pub files: u32,
    /// Number of ranks (rows, numbered from 1 at the first player's side).
    pub ranks: u32,
    /// Which squares are used in play.
    pub play_on: PlayOn,
    /// How the board is split across pages.
    pub split: Split,
    /// Preferred square side in mm when `--square` is not given (never more than fits);
    /// without it, the largest that fits.
    #[serde(default)]
    pub square: Option<f64>,
    /// Depth of the endzone beyond each far edge, in squares; 0 for none. The first side's
    /// endzone lies beyond the last rank, the second side's beyond rank 1.
    #[serde(default)]
    pub endzone: f64,
    /// Mark the start squares of pieces that start on the board, in each side's style.
    #[serde(default)]
    pub mark_setup: bool,
    /// A picture (a crest, a logo) shown whole in the middle of the frame's lettered bands,
    /// relative to the template's folder (`--board-art frame=` gives another).
    #[serde(default)]
    pub frame_picture: Option<String>,
    /// A picture shown whole beside each endzone's label (a board with endzones only).
    #[serde(default)]
    pub endzone_picture: Option<String>,
    /// A picture covering the frame, behind its letters and numbers.
    #[serde(default)]
    pub frame_background: Option<String>,
}

/// The colours one printer variant uses.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Palette {
    /// Light squares.
    #[serde(deserialize_with = "color")]
    pub light: Color,
    /// Dark squares (a1 is dark).
    #[serde(deserialize_with = "color")]
    pub dark: Color,
    /// Lines hatched over dark squares, for light-ink mono boards.
    #[serde(default, deserialize_with = "opt_color")]
    pub dark_hatch: Option<Color>,
    /// The board's frame, where coordinates are printed.
    #[serde(deserialize_with = "color")]
    pub frame: Color,
    /// File letters and rank numbers on the frame.
    #[serde(deserialize_with = "color")]
    pub frame_text: Color,
    /// Outlines: board edge, cut lines, crop marks.
    #[serde(deserialize_with = "color")]
    pub line: Color,
    /// Alignment marks and glue tabs.
    #[serde(deserialize_with = "color")]
    pub accent: Color,
    /// Page text: headings, ruler, footer.
    #[serde(deserialize_with = "color")]
    pub ink: Color,
    /// Endzones (required when the board has them).
    #[serde(default, deserialize_with = "opt_color")]
    pub endzone: Option<Color>,
    /// Lines hatched over endzones.
    #[serde(default, deserialize_with = "opt_color")]
    pub endzone_hatch: Option<Color>,
}

impl Palette {
    /// Every colour of the palette with its key.
    pub fn named_colors(&self) -> Vec<(&'static str, Color)> {
        let mut v = vec![
            ("light", self.light),
            ("dark", self.dark),
            ("frame", self.frame),
            ("frame_text", self.frame_text),
            ("line", self.line),
            ("accent", self.accent),
            ("ink", self.ink),
        ];
        v.extend(self.dark_hatch.map(|c| ("dark_hatch", c)));
        v.extend(self.endzone.map(|c| ("endzone", c)));
        v.extend(self.endzone_hatch.map(|c| ("endzone_hatch", c)));
        v
    }

    /// Every colour of the palette.
    pub fn colors(&self) -> Vec<Color> {
        let mut v = vec![
            self.light,
            self.dark,
            self.frame,
            self.frame_text,
            self.line,
            self.accent,
            self.ink,
        ];
        v.extend(self.dark_hatch);
        v.extend(self.endzone);
        v.extend(self.endzone_hatch);
        v
    }
}

pub(super) fn color<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
    let s = String::deserialize(d)?;
    Color::parse(&s).ok_or_else(|| {
        serde::de::Error::custom(format!(
            "'{}' is not a colour: write it as #rrggbb",
            crate::quote::shown(&s)
        ))
    })
}

/// Exactly two numbers: a third is an error, not silently dropped.
pub(super) fn leap<'de, D: Deserializer<'de>>(d: D) -> Result<Option<[u32; 2]>, D::Error> {
    let v = Vec::<u32>::deserialize(d)?;
    match v[..] {
        [a, b] => Ok(Some([a, b])),
        _ => Err(serde::de::Error::custom(format!(
            "leap has {} numbers: write two, e.g. [3, 1]",
            v.len()
        ))),
    }
}

pub(super) fn opt_color<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
    color(d).map(Some)
}
