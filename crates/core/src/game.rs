//! Games as data: the serde types of `templates/games/*.toml` and their validation.

use serde::{Deserialize, Deserializer};

use crate::files::line_col;
use crate::scene::Color;

/// The template format this build reads.
pub const FORMAT: u32 = 1;

/// Longest game id, in characters (it starts every output file name).
pub const MAX_ID: usize = 40;
/// Longest game name, in characters.
pub const MAX_NAME: usize = 60;
/// Longest `spares_for`, in characters: one clause of a sentence.
pub const MAX_SPARES_FOR: usize = 120;
/// Longest piece id, in characters.
pub const MAX_PIECE_ID: usize = 24;
/// Longest piece name or plural, side name or side label, in characters.
pub const MAX_LABEL: usize = 32;
/// Most kinds of piece in a game.
pub const MAX_PIECE_KINDS: usize = 12;

/// The built-in games, embedded so a bare binary works anywhere: (id, TOML text).
pub const BUILTIN: &[(&str, &str)] = &[
    (
        "camels-and-carpets",
        include_str!("../../../templates/games/camels-and-carpets.toml"),
    ),
    (
        "royal-carpet",
        include_str!("../../../templates/games/royal-carpet.toml"),
    ),
];

/// The example templates of `examples/`, built in so `boardgen template NAME` prints them.
pub const EXAMPLE_TEMPLATES: &[(&str, &str)] = &[
    ("checkers", include_str!("../../../examples/checkers.toml")),
    (
        "international-draughts",
        include_str!("../../../examples/international-draughts.toml"),
    ),
];

/// One game's printable description.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    /// Template format version; must equal [`FORMAT`].
    pub format: u32,
    /// Short name used in file names, e.g. `camels-and-carpets`.
    pub id: String,
    /// The game's printed name.
    pub name: String,
    /// The board.
    pub board: Board,
    /// Palette for colour printers.
    pub colour: Palette,
    /// Palette for black-and-white printers: greys only.
    pub mono: Palette,
    /// Spares of each spare-able piece per side when `--spares` is not given.
    #[serde(default)]
    pub default_spares: u32,
    /// What the spares are for, as the making-the-set page says it after "spares are extra
    /// pieces, for": `promotions`, `replacing lost checkers`.
    #[serde(default)]
    pub spares_for: Option<String>,
    /// The kinds of piece, in printing order.
    pub pieces: Vec<Piece>,
    /// The two sides: the first player's (bottom of the board) first.
    pub sides: Vec<Side>,
    /// The rules handout text: `builtin:NAME.md` or a path relative to the template.
    #[serde(default)]
    pub rules: Option<String>,
    /// How captures are chosen and taken off, for checking the rules diagrams.
    #[serde(default)]
    pub capture: CaptureRules,
    /// The language the template's words are written in, a BCP 47 tag (`en` by default):
    /// what a kit falls back to when it has no translation.
    #[serde(default)]
    pub lang: Option<String>,
    /// The template's words in other languages, by language tag: each a table, or the name
    /// of a TOML file holding one (read only when that language is printed).
    #[serde(default)]
    pub translations: std::collections::BTreeMap<String, Translated>,
    /// The language the kit is printed in, set by [`Game::localize`]: boardgen's own words
    /// (headings, keys, notes) are in it.
    #[serde(skip)]
    pub print: crate::lang::Lang,
}

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

fn one() -> f64 {
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

fn color<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
    let s = String::deserialize(d)?;
    Color::parse(&s).ok_or_else(|| {
        serde::de::Error::custom(format!(
            "'{}' is not a colour: write it as #rrggbb",
            crate::quote::shown(&s)
        ))
    })
}

/// Exactly two numbers: a third is an error, not silently dropped.
fn leap<'de, D: Deserializer<'de>>(d: D) -> Result<Option<[u32; 2]>, D::Error> {
    let v = Vec::<u32>::deserialize(d)?;
    match v[..] {
        [a, b] => Ok(Some([a, b])),
        _ => Err(serde::de::Error::custom(format!(
            "leap has {} numbers: write two, e.g. [3, 1]",
            v.len()
        ))),
    }
}

fn opt_color<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
    color(d).map(Some)
}

/// One step of a path into a template, for pointing at a line and column.
#[derive(Debug, Clone, PartialEq)]
pub enum Seg {
    /// A fixed key.
    Key(&'static str),
    /// A key named by the template itself (a piece id in a set-up).
    Name(String),
    /// An array element.
    Idx(usize),
}
use Seg::Name;

/// A rule broken by a parsed template: where, and what.
#[derive(Debug, Clone, PartialEq)]
pub struct Invalid {
    /// Path to the offending value.
    pub path: Vec<Seg>,
    /// A plain sentence.
    pub message: String,
}

/// Refuses empty or over-long (more than `max` characters) text, control and bidi-override
/// characters, and characters the embedded font cannot print.
pub fn check_text(text: &str, what: &str, max: usize, path: Vec<Seg>) -> Result<(), Invalid> {
    let shown = crate::quote::shown(text);
    let len = text.chars().count();
    let message = if text.trim().is_empty() {
        format!("{what} is empty")
    } else if len > max {
        format!("{what} '{shown}' is {len} characters long: the limit is {max}")
    } else if let Some(c) = text.chars().find(|&c| crate::quote::is_unsafe(c)) {
        format!(
            "{what} '{shown}' contains the control character U+{:04X}",
            c as u32
        )
    } else if let Some(c) = text
        .chars()
        .find(|&c| !crate::font::get(crate::font::Weight::Bold).covers(&c.to_string()))
    {
        format!(
            "{what} '{shown}' contains U+{:04X}, which the font cannot print",
            c as u32
        )
    } else {
        return Ok(());
    };
    Err(Invalid { path, message })
}

/// Byte span of the value at `path` in TOML `text` (the deepest part of the path that exists).
pub fn span_of(text: &str, path: &[Seg]) -> Option<std::ops::Range<usize>> {
    let doc = toml_edit::ImDocument::parse(text).ok()?;
    let mut item = doc.as_item();
    let mut best = None;
    for seg in path {
        let next = match seg {
            Seg::Key(k) => item.get(*k),
            Seg::Name(k) => item.get(k.as_str()),
            Seg::Idx(i) => item.get(*i),
        };
        match next {
            Some(n) => {
                item = n;
                best = n.span().or(best);
            }
            None => break,
        }
    }
    best
}

/// `file:line:col` of the value at `path` in `text`, or just `file` when it cannot be found.
pub fn locate(text: &str, file: &str, path: &[Seg]) -> String {
    match span_of(text, path) {
        Some(span) => {
            let (line, col) = line_col(text, span.start);
            format!("{file}:{line}:{col}")
        }
        None => file.to_string(),
    }
}

/// A template that could not be used.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// TOML syntax, a wrong type or an unknown key; the message carries line and column.
    #[error("{file}: {message}")]
    Parse {
        /// Where the template came from.
        file: String,
        /// The parser's message, with line and column.
        message: String,
    },
    /// Parsed, but a value breaks a rule.
    #[error("{file}: {message}")]
    Invalid {
        /// Where the template came from.
        file: String,
        /// What is wrong, in a plain sentence.
        message: String,
    },
    /// No built-in game of that name.
    #[error("unknown game '{0}': built-in games are {1}")]
    Unknown(String, String),
}

impl crate::exit::Exit for GameError {
    fn is_bad_input(&self) -> bool {
        // A template that is not as the format says.
        true
    }
}

impl Game {
    /// The look of `--mono` (true) or colour: the one place a variant's colours are chosen.
    pub fn look(&self, mono: bool) -> Look<'_> {
        let variant = Variant::of(mono);
        Look {
            variant,
            palette: variant.pick(&self.colour, &self.mono),
            sides: [0, 1].map(|s| variant.pick(&self.sides[s].colour, &self.sides[s].mono)),
        }
    }

    /// Parses and validates a template; `file` names it in errors.
    pub fn from_toml(text: &str, file: &str) -> Result<Game, GameError> {
        let game: Game = toml::from_str(text).map_err(|e| GameError::Parse {
            file: match e.span() {
                Some(span) => {
                    let (line, col) = line_col(text, span.start);
                    format!("{file}:{line}:{col}")
                }
                None => file.to_string(),
            },
            message: match e.message().trim() {
                // The parser says nothing of a control character (even in a comment).
                "" => match e.span().and_then(|s| text.get(s.start..)?.chars().next()) {
                    Some(c) if c.is_control() => format!(
                        "the control character {} is not allowed in TOML, not even in a comment",
                        crate::quote::escape(&c.to_string())
                    ),
                    _ => "not valid TOML here".into(),
                },
                // The parser's word for an integer over 64 bits names no value: show it.
                m if m.contains("too large to fit") || m.contains("too small to fit") => {
                    let at = e.span().and_then(|s| text.get(s.start..)).unwrap_or("");
                    let end = at
                        .find(|c: char| !(c.is_ascii_alphanumeric() || "+-_.".contains(c)))
                        .unwrap_or(at.len());
                    let value = &at[..end];
                    format!(
                        "the number '{}' is out of range: use one in the range this key takes (see docs/templates.md)",
                        crate::quote::shown(value)
                    )
                }
                m => m.replace('\n', " "),
            },
        })?;
        game.validate().map_err(|inv| GameError::Invalid {
            file: locate(text, file, &inv.path),
            message: inv.message,
        })?;
        Ok(game)
    }

    /// A built-in game by id.
    pub fn builtin(id: &str) -> Result<Game, GameError> {
        let (name, text) = BUILTIN.iter().find(|(n, _)| *n == id).ok_or_else(|| {
            let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
            GameError::Unknown(crate::quote::shown(id), names.join(", "))
        })?;
        Game::from_toml(text, &format!("templates/games/{name}.toml"))
    }

    fn validate(&self) -> Result<(), Invalid> {
        self.check_identity()?;
        self.check_board()?;
        self.check_pieces()?;
        self.check_backs()?;
        self.check_picture_zoom()?;
        self.check_sides()?;
        self.check_translations()
    }

    /// Each piece's `back`: `same`, `plain` or the id of a piece of this game (one level:
    /// a back shows that piece's face, never its back, so pointing both ways is fine).
    fn check_backs(&self) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        for (i, p) in self.pieces.iter().enumerate() {
            let Some(b) = &p.back else { continue };
            let known =
                matches!(b.as_str(), "same" | "plain") || self.pieces.iter().any(|q| q.id == *b);
            if !known {
                let ids: Vec<&str> = self.pieces.iter().map(|q| q.id.as_str()).collect();
                return Err(Invalid {
                    path: vec![Key("pieces"), Idx(i), Key("back")],
                    message: format!(
                        "piece '{}': back '{}' is not same, plain or a piece of this game ({})",
                        crate::quote::shown(&p.id),
                        crate::quote::shown(b),
                        ids.join(", ")
                    ),
                });
            }
        }
        Ok(())
    }

    /// Each piece's `pictures` (with no `picture`, each list 1 to [`MAX_PICTURES`] files)
    /// and `picture_zoom` (1 to [`crate::picture::MAX_ZOOM`]).
    fn check_picture_zoom(&self) -> Result<(), Invalid> {
        let most = crate::picture::MAX_ZOOM;
        for (i, p) in self.pieces.iter().enumerate() {
            let at = vec![Seg::Key("pieces"), Seg::Idx(i), Seg::Key("pictures")];
            let lists: Vec<&Vec<String>> = match &p.pictures {
                Some(PictureList::Both(v)) => vec![v],
                Some(PictureList::PerSide(v)) => v.iter().collect(),
                None => vec![],
            };
            let bad = if p.pictures.is_some() && p.picture.is_some() {
                Some("give it `picture` or `pictures`, not both".to_string())
            } else if lists.iter().any(|l| l.is_empty() || l.len() > MAX_PICTURES) {
                Some(format!("each list holds 1 to {MAX_PICTURES} picture files"))
            } else if lists.iter().any(|l| l.iter().any(String::is_empty)) {
                Some("a picture file name is empty".to_string())
            } else {
                None
            };
            if let Some(why) = bad {
                return Err(Invalid {
                    path: at,
                    message: format!("piece '{}': pictures: {why}", crate::quote::shown(&p.id)),
                });
            }
            if !(1.0..=most).contains(&p.picture_zoom) {
                return Err(Invalid {
                    path: vec![Seg::Key("pieces"), Seg::Idx(i), Seg::Key("picture_zoom")],
                    message: format!(
                        "piece '{}': picture_zoom {} is not 1 to {most} (1 shows all the fit shows; 2 takes half the width)",
                        crate::quote::shown(&p.id), crate::quote::number(p.picture_zoom)
                    ),
                });
            }
        }
        Ok(())
    }

    /// The template's `lang` and each translation: language tags, words within the limits
    /// that the font prints, pieces of this game, two sides or none.
    fn check_translations(&self) -> Result<(), Invalid> {
        use Seg::Key;
        let tag_ok = |tag: &str, path: Vec<Seg>| {
            crate::lang::Lang::parse(tag)
                .map(|_| ())
                .map_err(|m| Invalid { path, message: m })
        };
        if let Some(l) = &self.lang {
            tag_ok(l, vec![Key("lang")])?;
        }
        for side in &self.sides {
            for st in [&side.colour, &side.mono] {
                for form in st.forms.values() {
                    check_text(form, "side label form", MAX_LABEL, vec![Key("sides")])?;
                }
            }
        }
        let mut seen: Vec<(&String, String)> = Vec::new();
        for (tag, t) in &self.translations {
            let at = |rest: &[Seg]| {
                let mut v = vec![Key("translations"), Name(tag.clone())];
                v.extend_from_slice(rest);
                v
            };
            tag_ok(tag, at(&[]))?;
            // Tags are the same whatever their case (`fr`, `FR`): two tables of one would
            // leave one unread.
            let norm = crate::lang::Lang::parse(tag)
                .map_or(tag.to_ascii_lowercase(), |l| l.tag().to_ascii_lowercase());
            if let Some((other, _)) = seen.iter().find(|(_, n)| *n == norm) {
                return Err(Invalid {
                    path: at(&[]),
                    message: format!(
                        "translations '{}' and '{}' are the same language (tags ignore case); keep one",
                        crate::quote::shown(other),
                        crate::quote::shown(tag)
                    ),
                });
            }
            seen.push((tag, norm));
            match t {
                Translated::Words(words) => self.check_translation(tag, words, &at)?,
                Translated::File(f) => {
                    if f.trim().is_empty() {
                        return Err(Invalid {
                            path: at(&[]),
                            message: format!(
                                "translation '{}': the file name is empty",
                                crate::quote::shown(tag)
                            ),
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// One translation's words (`tag`'s), each error at `at` of its path: words within the
    /// limits that the font prints, pieces of this game, two sides or none.
    pub fn check_translation(
        &self,
        tag: &str,
        t: &Translation,
        at: &dyn Fn(&[Seg]) -> Vec<Seg>,
    ) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        if let Some(n) = &t.name {
            check_text(n, "name", MAX_NAME, at(&[Key("name")]))?;
        }
        if let Some(sf) = &t.spares_for {
            check_text(sf, "spares_for", MAX_SPARES_FOR, at(&[Key("spares_for")]))?;
        }
        for (id, w) in &t.pieces {
            let here = |k: &'static str| at(&[Key("pieces"), Name(id.clone()), Key(k)]);
            if !self.pieces.iter().any(|p| p.id == *id) {
                return Err(Invalid {
                    path: at(&[Key("pieces"), Name(id.clone())]),
                    message: format!(
                        "translation '{}' names the piece '{}', which is not a piece id",
                        crate::quote::shown(tag),
                        crate::quote::shown(id)
                    ),
                });
            }
            check_text(&w.name, "piece name", MAX_LABEL, here("name"))?;
            check_text(&w.plural, "piece plural", MAX_LABEL, here("plural"))?;
            if let Some(g) = &w.gender {
                check_text(g, "gender", MAX_LABEL, here("gender"))?;
            }
        }
        if !t.sides.is_empty() && t.sides.len() != 2 {
            return Err(Invalid {
                path: at(&[Key("sides")]),
                message: format!(
                    "translation '{}' gives {} sides: give both, in the template's order",
                    crate::quote::shown(tag),
                    t.sides.len()
                ),
            });
        }
        for (s, w) in t.sides.iter().enumerate() {
            let here = |k: &'static str| at(&[Key("sides"), Idx(s), Key(k)]);
            check_text(&w.name, "side name", MAX_LABEL, here("name"))?;
            if let Some(of) = &w.of {
                check_text(of, "side name after 'of'", MAX_LABEL, here("of"))?;
            }
            for (key, l) in [("colour", &w.colour), ("mono", &w.mono)] {
                check_text(&l.label, "side label", MAX_LABEL, here(key))?;
                for form in l.forms.values() {
                    check_text(form, "side label form", MAX_LABEL, here(key))?;
                }
            }
        }
        Ok(())
    }

    /// Message `id` of boardgen's own words in the language the kit is printed in.
    pub fn text(&self, id: &str, args: &[(&str, crate::lang::Arg)]) -> String {
        self.print.text(id, args)
    }

    /// Side `s`'s name inside a sentence: English puts "the" before a descriptive name
    /// ("the first player"); other languages print the name as it is.
    pub fn side_in_sentence(&self, s: usize) -> String {
        let name = &self.sides[s].name;
        match self.print.messages() {
            crate::lang::Shipped::English => crate::lang::in_sentence(name),
            crate::lang::Shipped::French
            | crate::lang::Shipped::German
            | crate::lang::Shipped::Spanish
            | crate::lang::Shipped::Dutch => name.clone(),
        }
    }

    /// Side `s`'s name after "of" (`des Noirs`): its `of` form, else its name.
    pub fn side_of(&self, s: usize) -> String {
        self.sides[s]
            .of
            .clone()
            .unwrap_or_else(|| self.side_in_sentence(s))
    }

    /// The language the template's own words are in: its `lang`, else English.
    pub fn own_lang(&self) -> crate::lang::Lang {
        self.lang
            .as_deref()
            .and_then(|l| crate::lang::Lang::parse(l).ok())
            .unwrap_or_else(|| crate::lang::Lang::parse("en").expect("en is a tag"))
    }

    /// The translation to print `lang` with: the key of the template's translation of
    /// that tag, else of that language, and its tag; None when it has none (or `lang` is
    /// the template's own language).
    pub fn translation_for(&self, lang: &crate::lang::Lang) -> Option<(String, crate::lang::Lang)> {
        use crate::lang::Lang;
        if self.own_lang().same_language(lang) {
            return None;
        }
        let tags: Vec<(String, Lang)> = self
            .translations
            .keys()
            .filter_map(|t| Some((t.clone(), Lang::parse(t).ok()?)))
            .collect();
        tags.iter()
            .find(|(_, l)| l.tag() == lang.tag())
            .or_else(|| tags.iter().find(|(_, l)| l.same_language(lang)))
            .cloned()
    }

    /// The game printed in `lang` with its own words: in its own language, or with
    /// everything missing when `lang` is another.
    pub fn keep_own(&mut self, lang: &crate::lang::Lang) -> Localized {
        self.print = lang.clone();
        let own = self.own_lang();
        let missing = if own.same_language(lang) {
            Vec::new()
        } else {
            vec![Missing::All]
        };
        Localized {
            lang: own,
            rules_at: vec![Seg::Key("rules")],
            missing,
        }
    }

    /// The game printed in the pseudo-language `lang` ([`crate::lang::PSEUDO`]): its own
    /// words (name, pieces, sides) put through [`crate::lang::pseudo`]; nothing is
    /// missing.
    pub fn pseudo_words(&mut self, lang: &crate::lang::Lang) -> Localized {
        use crate::lang::pseudo;
        self.print = lang.clone();
        self.name = pseudo(&self.name);
        self.spares_for = self.spares_for.as_deref().map(pseudo);
        for p in &mut self.pieces {
            p.name = pseudo(&p.name);
            p.plural = pseudo(&p.plural);
        }
        for side in &mut self.sides {
            side.name = pseudo(&side.name);
            side.of = side.of.as_deref().map(pseudo);
            for st in [&mut side.colour, &mut side.mono] {
                st.label = pseudo(&st.label);
                for form in st.forms.values_mut() {
                    *form = pseudo(form);
                }
            }
        }
        Localized {
            lang: lang.clone(),
            rules_at: vec![Seg::Key("rules")],
            missing: Vec::new(),
        }
    }

    /// The game printed in `lang` with translation `t` (the template's `key`, of language
    /// `tag`): its name, pieces, sides and rules from `t`, its own words where `t` has none.
    pub fn translate(
        &mut self,
        lang: &crate::lang::Lang,
        (key, tag): (String, crate::lang::Lang),
        t: Translation,
    ) -> Localized {
        self.print = lang.clone();
        let mut done = Localized {
            lang: tag,
            rules_at: vec![Seg::Key("rules")],
            missing: Vec::new(),
        };
        match t.name {
            Some(n) => self.name = n,
            None => done.missing.push(Missing::Name),
        }
        if self.spares_for.is_some() {
            match t.spares_for {
                Some(s) => self.spares_for = Some(s),
                None => done.missing.push(Missing::SparesFor),
            }
        }
        if self.rules.is_some() {
            match t.rules {
                Some(r) => {
                    self.rules = Some(r);
                    done.rules_at = vec![Seg::Key("translations"), Name(key), Seg::Key("rules")];
                }
                None => done.missing.push(Missing::Rules),
            }
        }
        for p in &mut self.pieces {
            match t.pieces.get(&p.id) {
                Some(w) => {
                    p.name = w.name.clone();
                    p.plural = w.plural.clone();
                    p.gender = w.gender.clone();
                }
                None => done.missing.push(Missing::Piece(p.id.clone())),
            }
        }
        if t.sides.is_empty() {
            done.missing.push(Missing::Sides);
        }
        for (side, w) in self.sides.iter_mut().zip(&t.sides) {
            side.name = w.name.clone();
            side.of = w.of.clone();
            for (st, l) in [(&mut side.colour, &w.colour), (&mut side.mono, &w.mono)] {
                st.label = l.label.clone();
                st.forms = l.forms.clone();
            }
        }
        done
    }

    /// What the back of piece `i` shows.
    pub fn back_of(&self, i: usize) -> Back {
        match self.pieces[i].back.as_deref() {
            None | Some("same") => Back::Same,
            Some("plain") => Back::Plain,
            Some(id) => self
                .pieces
                .iter()
                .position(|q| q.id == id)
                .map_or(Back::Same, Back::Piece),
        }
    }

    /// The format, the id (it starts every file name) and the name.
    fn check_identity(&self) -> Result<(), Invalid> {
        use Seg::Key;
        let err = |path: Vec<Seg>, message: String| Err(Invalid { path, message });
        if self.format != FORMAT {
            return err(
                vec![Key("format")],
                format!(
                    "format {} is not supported: this boardgen reads format {FORMAT}",
                    self.format
                ),
            );
        }
        // The id starts every file name: safe on Windows, macOS and Linux, and short.
        let id_ok = !self.id.is_empty()
            && self.id.chars().count() <= MAX_ID
            && self.id.starts_with(|c: char| c.is_ascii_alphanumeric())
            && self
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !id_ok {
            return err(
                vec![Key("id")],
                format!(
                    "id '{}' must be 1 to {MAX_ID} lowercase letters, digits and '-', starting with a letter or digit (it names files)",
                    crate::quote::shown(&self.id)
                ),
            );
        }
        check_text(&self.name, "name", MAX_NAME, vec![Key("name")])?;
        if let Some(s) = &self.spares_for {
            check_text(s, "spares_for", MAX_SPARES_FOR, vec![Key("spares_for")])?;
        }
        Ok(())
    }

    /// The board and the two palettes.
    fn check_board(&self) -> Result<(), Invalid> {
        use Seg::Key;
        let err = |path: Vec<Seg>, message: String| Err(Invalid { path, message });
        let b = &self.board;
        if !(2..=26).contains(&b.files) {
            return err(
                vec![Key("board"), Key("files")],
                format!("board.files is {}: it must be 2 to 26", b.files),
            );
        }
        if !(2..=99).contains(&b.ranks) {
            return err(
                vec![Key("board"), Key("ranks")],
                format!("board.ranks is {}: it must be 2 to 99", b.ranks),
            );
        }
        if !(0.0..=2.0).contains(&b.endzone) {
            return err(
                vec![Key("board"), Key("endzone")],
                format!(
                    "board.endzone is {}: it must be 0 to 2 squares",
                    crate::quote::number(b.endzone)
                ),
            );
        }
        if b.endzone_picture.is_some() && b.endzone == 0.0 {
            return err(
                vec![Key("board"), Key("endzone_picture")],
                "board.endzone_picture: the board has no endzones (board.endzone is 0)".into(),
            );
        }
        if let Some(sq) = b.square {
            if !(10.0..=200.0).contains(&sq) {
                return err(
                    vec![Key("board"), Key("square")],
                    format!(
                        "board.square is {}: it must be 10 to 200 mm",
                        crate::quote::number(sq)
                    ),
                );
            }
        }
        for (key, pal) in [("colour", &self.colour), ("mono", &self.mono)] {
            if b.endzone > 0.0 && pal.endzone.is_none() {
                return err(
                    vec![Key(key)],
                    format!("the board has endzones: give [{key}] an endzone colour"),
                );
            }
        }
        for (name, c) in self.mono.named_colors() {
            if !c.is_grey() {
                return err(
                    vec![Key("mono"), Key(name)],
                    format!("mono colour {c} is not a grey: black-and-white sheets use R = G = B"),
                );
            }
        }
        Ok(())
    }

    /// Every kind of piece, and the default spares.
    fn check_pieces(&self) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        let err = |path: Vec<Seg>, message: String| Err(Invalid { path, message });
        if self.pieces.is_empty() {
            return err(vec![], "a game needs at least one [[pieces]] entry".into());
        }
        if self.pieces.len() > MAX_PIECE_KINDS {
            return err(
                vec![Key("pieces"), Idx(MAX_PIECE_KINDS)],
                format!(
                    "a game has at most {MAX_PIECE_KINDS} kinds of piece, found {}",
                    self.pieces.len()
                ),
            );
        }
        for (i, p) in self.pieces.iter().enumerate() {
            let at = |k: &'static str| vec![Key("pieces"), Idx(i), Key(k)];
            check_text(&p.id, "piece id", MAX_PIECE_ID, at("id"))?;
            check_text(&p.name, "piece name", MAX_LABEL, at("name"))?;
            check_text(&p.plural, "piece plural", MAX_LABEL, at("plural"))?;
            if p.id.contains(char::is_whitespace) || p.id.contains([',', '=', ':', '@']) {
                return err(
                    at("id"),
                    format!(
                        "piece id '{}' must not contain spaces or , = : @ (it is written in --spares and diagrams)",
                        crate::quote::shown(&p.id)
                    ),
                );
            }
            let pictures: Vec<&String> = match (&p.picture, &p.pictures) {
                (Some(PictureSpec::Both(f)), _) => vec![f],
                (Some(PictureSpec::PerSide(v)), _) => v.iter().collect(),
                (None, Some(PictureList::Both(v))) => v.iter().collect(),
                (None, Some(PictureList::PerSide(v))) => v.iter().flatten().collect(),
                (None, None) => vec![],
            };
            let key = if p.picture.is_some() {
                "picture"
            } else {
                "pictures"
            };
            let named = [("art", Some(&p.art)), ("icon", p.icon.as_ref())]
                .into_iter()
                .chain(pictures.into_iter().map(|f| (key, Some(f))));
            for (key, path) in named {
                if path.is_some_and(|a| a.chars().count() > 255) {
                    return err(
                        at(key),
                        format!(
                            "piece '{}': {key} path is over 255 characters",
                            crate::quote::shown(&p.id)
                        ),
                    );
                }
            }
            if let Some(j) = self.pieces[..i].iter().position(|q| q.id == p.id) {
                return err(
                    at("id"),
                    format!("piece id '{}' is used twice (also piece {})", p.id, j + 1),
                );
            }
            if let Some(j) = self.pieces[..i].iter().position(|q| q.name == p.name) {
                return err(
                    at("name"),
                    format!(
                        "piece name '{}' is used twice (also piece {})",
                        p.name,
                        j + 1
                    ),
                );
            }
            if let Some(m) = &p.moves {
                let needs_dirs = m.kind != MoveKind::Leap;
                if needs_dirs && m.dirs.is_none() {
                    return err(
                        vec![Key("pieces"), Idx(i), Key("moves")],
                        format!("piece '{}': this kind of move needs dirs", p.id),
                    );
                }
                let leap_ok =
                    matches!(m.leap, Some([a, b]) if (a, b) != (0, 0) && a < 26 && b < 26);
                if m.kind == MoveKind::Leap && !leap_ok {
                    return err(
                        vec![Key("pieces"), Idx(i), Key("moves")],
                        format!("piece '{}': a leap needs leap = [a, b], not both 0", p.id),
                    );
                }
                // What each kind of move can capture with.
                let capture_ok = match (m.kind, m.capture) {
                    (_, None) => true,
                    (MoveKind::Step, Some(c)) => c == Capture::Jump,
                    (MoveKind::Slide, Some(c)) => c != Capture::Jump,
                    (MoveKind::Leap, Some(c)) => c == Capture::Land,
                    (MoveKind::Jump, Some(_)) => false,
                };
                let jumps = matches!(m.capture(), Some(Capture::Jump | Capture::LongJump));
                if !capture_ok || (m.capture_dirs.is_some() && !jumps) {
                    return err(
                        vec![Key("pieces"), Idx(i), Key("moves")],
                        format!(
                            "piece '{}': a {} captures {}",
                            p.id,
                            match m.kind {
                                MoveKind::Step => "step",
                                MoveKind::Slide => "slide",
                                MoveKind::Leap => "leap",
                                MoveKind::Jump => "jump",
                            },
                            match m.kind {
                                MoveKind::Step => "by jumping (capture = \"jump\")",
                                MoveKind::Slide => "by landing or by a long jump (capture = \"land\" or \"long-jump\"); capture_dirs goes with a long jump",
                                MoveKind::Leap => "by landing (capture = \"land\"), with no capture_dirs",
                                MoveKind::Jump => "its own pieces by jumping: give it no capture or capture_dirs",
                            }
                        ),
                    );
                }
            }
            if p.count > 99 {
                return err(
                    at("count"),
                    format!("piece '{}': count {} is more than 99", p.id, p.count),
                );
            }
        }
        if self.default_spares > 8 {
            return err(
                vec![Key("default_spares")],
                format!(
                    "default_spares is {}: it must be 0 to 8",
                    self.default_spares
                ),
            );
        }
        Ok(())
    }

    /// The two sides, their looks and their set-ups.
    fn check_sides(&self) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        let err = |path: Vec<Seg>, message: String| Err(Invalid { path, message });
        let b = &self.board;
        if self.sides.len() != 2 {
            return err(
                vec![Key("sides")],
                format!("a game has two [[sides]], found {}", self.sides.len()),
            );
        }
        let mut taken: Vec<(u32, u32, String)> = Vec::new();
        for (s, side) in self.sides.iter().enumerate() {
            let at = |rest: &[Seg]| {
                let mut v = vec![Key("sides"), Idx(s)];
                v.extend_from_slice(rest);
                v
            };
            check_text(&side.name, "side name", MAX_LABEL, at(&[Key("name")]))?;
            for (key, st) in [("colour", &side.colour), ("mono", &side.mono)] {
                check_text(
                    &st.label,
                    "side label",
                    MAX_LABEL,
                    at(&[Key(key), Key("label")]),
                )?;
                if key == "mono" {
                    if let Some(c) = st.colors().into_iter().find(|c| !c.is_grey()) {
                        return err(at(&[Key(key)]), format!("mono colour {c} is not a grey: black-and-white sheets use R = G = B"));
                    }
                }
            }
            for id in side.setup.keys() {
                if !self.pieces.iter().any(|p| &p.id == id) {
                    return err(
                        at(&[Key("setup"), Name(id.clone())]),
                        format!(
                            "{}: set-up names '{}', which is not a piece id",
                            side.name,
                            crate::quote::shown(id)
                        ),
                    );
                }
            }
            for p in &self.pieces {
                let squares = side.setup.get(&p.id).map_or(&[][..], |v| &v[..]);
                let want = if p.start == Start::Board { p.count } else { 0 };
                if squares.len() as u32 != want {
                    let path = if side.setup.contains_key(&p.id) {
                        at(&[Key("setup"), Name(p.id.clone())])
                    } else {
                        at(&[Key("setup")])
                    };
                    return err(
                        path,
                        format!(
                            "{}: set-up places {} {} but the side has {} on the board at the start",
                            side.name,
                            squares.len(),
                            p.plural,
                            want
                        ),
                    );
                }
                for (k, sq) in squares.iter().enumerate() {
                    let sq = crate::quote::shown(sq);
                    let here = at(&[Key("setup"), Name(p.id.clone()), Idx(k)]);
                    let Some((f, r)) = self.parse_square(&sq) else {
                        return err(
                            here,
                            format!(
                                "{}: set-up square '{sq}' is not on the {}x{} board",
                                side.name, b.files, b.ranks
                            ),
                        );
                    };
                    if b.play_on == PlayOn::Dark && !Game::is_dark(f, r) {
                        return err(here, format!("{}: set-up square '{sq}' is light, but play is on dark squares only", side.name));
                    }
                    if let Some((_, _, who)) = taken.iter().find(|t| t.0 == f && t.1 == r) {
                        return err(
                            here,
                            format!(
                                "{}: set-up square '{sq}' is already taken by {who}",
                                side.name
                            ),
                        );
                    }
                    taken.push((f, r, format!("{}'s {}", side.name, p.name)));
                }
            }
        }
        Ok(())
    }

    /// 0-based (file, rank) of a square name such as `c7`, if it is on the board.
    pub fn parse_square(&self, s: &str) -> Option<(u32, u32)> {
        let mut chars = s.chars();
        let f = chars.next()?;
        if !f.is_ascii_lowercase() {
            return None;
        }
        let rank: u32 = chars.as_str().parse().ok()?;
        if chars.as_str().starts_with('+') || chars.as_str().starts_with('0') {
            return None;
        }
        let file = f as u32 - 'a' as u32;
        (file < self.board.files && (1..=self.board.ranks).contains(&rank))
            .then_some((file, rank - 1))
    }

    /// Start squares of one piece kind for one side, 0-based (file, rank).
    pub fn start_squares(&self, side: usize, piece: &str) -> Vec<(u32, u32)> {
        self.sides[side]
            .setup
            .get(piece)
            .map(|v| v.iter().filter_map(|s| self.parse_square(s)).collect())
            .unwrap_or_default()
    }

    /// File letter for a 0-based file index.
    pub fn file_name(i: u32) -> char {
        (b'a' + i as u8) as char
    }

    /// True when the square at 0-based (file, rank) is dark; a1 is dark.
    pub fn is_dark(file: u32, rank: u32) -> bool {
        (file + rank).is_multiple_of(2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_games_load() {
        for (id, _) in BUILTIN {
            let g = Game::builtin(id).unwrap();
            assert_eq!(&g.id, id);
        }
        let g = Game::builtin("camels-and-carpets").unwrap();
        assert_eq!((g.board.files, g.board.ranks), (8, 8));
        assert_eq!(g.board.play_on, PlayOn::Dark);
        let counts: Vec<(&str, u32)> = g.pieces.iter().map(|p| (p.id.as_str(), p.count)).collect();
        assert_eq!(
            counts,
            [("carpet", 8), ("crown", 2), ("cockerel", 1), ("camel", 1)]
        );
        assert_eq!(g.default_spares, 4);
        assert_eq!(g.start_squares(0, "cockerel"), [(0, 0)]);
        assert_eq!(g.start_squares(1, "camel"), [(1, 7)]);
    }

    #[test]
    fn squares_parse_on_the_board_only() {
        let g = Game::builtin("camels-and-carpets").unwrap();
        assert_eq!(g.parse_square("a1"), Some((0, 0)));
        assert_eq!(g.parse_square("h8"), Some((7, 7)));
        for bad in ["i1", "a9", "a0", "A1", "a", "", "a01", "a+1", "1a"] {
            assert_eq!(g.parse_square(bad), None, "{bad}");
        }
    }

    #[test]
    fn capture_keys_are_checked_against_the_kind_of_move() {
        let (_, text) = EXAMPLE_TEMPLATES
            .iter()
            .find(|(n, _)| *n == "international-draughts")
            .unwrap();
        let g = Game::from_toml(text, "intl.toml").unwrap();
        assert!(g.capture.most && g.capture.remove == Removal::AfterMove);
        let king = g.pieces[1].moves.as_ref().unwrap();
        assert_eq!(king.capture(), Some(Capture::LongJump));
        let man =
            "moves = { kind = \"step\", dirs = \"diagonal-forward\", capture_dirs = \"diagonal\" }";
        assert!(text.contains(man));
        for (bad, want) in [
            (
                "moves = { kind = \"step\", dirs = \"diagonal\", capture = \"long-jump\" }",
                "a step captures by jumping",
            ),
            (
                "moves = { kind = \"leap\", leap = [2, 1], capture_dirs = \"diagonal\" }",
                "a leap captures by landing",
            ),
            (
                "moves = { kind = \"slide\", dirs = \"diagonal\", capture_dirs = \"any\" }",
                "capture_dirs goes with a long jump",
            ),
            (
                "moves = { kind = \"jump\", dirs = \"any\", capture = \"land\" }",
                "a jump captures its own pieces",
            ),
        ] {
            let t = text.replace(man, bad);
            let e = Game::from_toml(&t, "intl.toml").unwrap_err().to_string();
            assert!(e.contains(want), "{bad}: {e}");
        }
        let e = Game::from_toml(&text.replace("after-move", "later"), "intl.toml")
            .unwrap_err()
            .to_string();
        assert!(e.contains("later"), "{e}");
    }

    #[test]
    fn setup_rules_are_enforced() {
        let e = with("cockerel = [\"a1\"]", "cockerel = [\"b1\"]")
            .unwrap_err()
            .to_string();
        assert!(e.contains("'b1' is light"), "{e}");
        let e = with("cockerel = [\"a1\"]", "cockerel = [\"c1\"]")
            .unwrap_err()
            .to_string();
        assert!(e.contains("'c1' is already taken"), "{e}");
        let e = with("cockerel = [\"a1\"]", "cockerel = [\"a1\", \"a5\"]")
            .unwrap_err()
            .to_string();
        assert!(e.contains("places 2 cockerels"), "{e}");
        let e = with("cockerel = [\"a1\"]", "cockerel = [\"z1\"]")
            .unwrap_err()
            .to_string();
        assert!(e.contains("'z1' is not on the 8x8 board"), "{e}");
        let e = with("id = \"crown\"", "id = \"carpet\"")
            .unwrap_err()
            .to_string();
        assert!(e.contains("'carpet' is used twice"), "{e}");
    }

    #[test]
    fn a1_is_dark_and_colours_alternate() {
        assert!(Game::is_dark(0, 0));
        assert!(!Game::is_dark(1, 0));
        assert!(!Game::is_dark(0, 1));
        assert!(Game::is_dark(7, 7));
    }

    fn with(replace: &str, by: &str) -> Result<Game, GameError> {
        let text = BUILTIN[0].1;
        assert!(text.contains(replace), "{replace}");
        Game::from_toml(&text.replacen(replace, by, 1), "t.toml")
    }

    #[test]
    fn bad_templates_are_refused_with_a_place() {
        let e = with("files = 8", "files = 27").unwrap_err().to_string();
        assert!(e.contains("board.files is 27"), "{e}");
        let e = with("files = 8", "files = 8\nsize = 3")
            .unwrap_err()
            .to_string();
        let line_of = |needle: &str| BUILTIN[0].1.lines().position(|l| l == needle).unwrap() + 1;
        let at = format!(
            "t.toml:{}:1: unknown field `size`",
            line_of("files = 8") + 1
        );
        assert!(e.starts_with(&at), "{e}");
        let e = with("ranks = 8", "ranks = \"8\"").unwrap_err().to_string();
        let at = format!("t.toml:{}:9: invalid type", line_of("ranks = 8"));
        assert!(e.starts_with(&at), "{e}");
        let e = with("\"#ffffff\"", "\"white\"").unwrap_err().to_string();
        assert!(e.contains("'white' is not a colour"), "{e}");
        let e = with("format = 1", "format = 2").unwrap_err().to_string();
        assert!(e.contains("format 2"), "{e}");
    }

    #[test]
    fn mono_palette_must_be_grey() {
        let text = BUILTIN[0].1;
        let i = text.find("[mono]").unwrap();
        let (head, tail) = text.split_at(i);
        let tail = tail.replacen("light = \"#ffffff\"", "light = \"#fffff0\"", 1);
        let e = Game::from_toml(&format!("{head}{tail}"), "t.toml")
            .unwrap_err()
            .to_string();
        assert!(e.contains("#fffff0 is not a grey"), "{e}");
    }
}
