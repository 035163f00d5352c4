//! Games as data: the serde types of `templates/games/*.toml` and their validation.

use std::sync::OnceLock;

use serde::{Deserialize, Deserializer};

use crate::files::line_col;
use crate::scene::Color;

mod locate;
mod schema;
mod translate;
mod validate;

pub use locate::*;
pub use schema::*;
use Seg::Name;

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
        include_str!("../../../../templates/games/camels-and-carpets.toml"),
    ),
    (
        "royal-carpet",
        include_str!("../../../../templates/games/royal-carpet.toml"),
    ),
];

/// The built-in games' templates as JSON, in [`BUILTIN`]'s order: what a run reads (serde_json
/// reads one in about a fifth of the work toml's parser does). Written from the TOML by
/// `prepared_games_are_written_from_the_templates` (tests/boardgen/templates.rs) under
/// `BOARDGEN_PREPARE=1`; the core's `prepared_games_are_the_templates` fails while they differ.
const PREPARED: [&str; BUILTIN.len()] = [
    include_str!("prepared/camels-and-carpets.json"),
    include_str!("prepared/royal-carpet.json"),
];

/// A template's TOML text as the JSON [`Game::builtin`] reads in its place.
pub fn prepared_json(toml_text: &str) -> Result<String, String> {
    let value: toml::Value = toml::from_str(toml_text).map_err(|e| e.message().to_string())?;
    serde_json::to_string_pretty(&value).map_err(|e| e.to_string())
}

/// The example templates of `examples/`, built in so `boardgen template NAME` prints them.
pub const EXAMPLE_TEMPLATES: &[(&str, &str)] = &[
    (
        "checkers",
        include_str!("../../../../examples/checkers.toml"),
    ),
    (
        "international-draughts",
        include_str!("../../../../examples/international-draughts.toml"),
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

impl Game {
    /// The look of `--mono` (true) or colour: the one place a variant's colours are chosen.
    pub fn look(&self, mono: bool) -> Look<'_> {
        let variant = Variant::of(mono);
        let palette = variant.pick(&self.colour, &self.mono);
        let sides = [0, 1].map(|s| variant.pick(&self.sides[s].colour, &self.sides[s].mono));
        let grounds = self.grounds(palette);
        Look {
            variant,
            palette,
            sides,
            rims: sides.map(|style| rim(style, &grounds, variant)),
        }
    }

    /// The colours of every square a piece can stand on in `palette`: the dark squares and
    /// their hatching, the light ones where the game plays on them, the endzones and theirs.
    pub fn grounds(&self, palette: &Palette) -> Vec<crate::scene::Color> {
        let mut out = vec![palette.dark];
        out.extend(palette.dark_hatch);
        if self.board.play_on == PlayOn::All {
            out.push(palette.light);
        }
        if self.board.endzone > 0.0 {
            out.extend(palette.endzone);
            out.extend(palette.endzone_hatch);
        }
        out
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
            message: locate::toml_message(text, e.span(), e.message(), &|t| {
                toml::from_str::<Game>(t)
                    .err()
                    .map(|e| e.message().to_string())
            }),
        })?;
        game.validate().map_err(|inv| GameError::Invalid {
            file: locate(text, file, &inv.path),
            message: inv.message,
        })?;
        Ok(game)
    }

    /// A built-in game's template, read without the checks every test has run on it.
    pub fn read_builtin(text: &str) -> Result<Game, GameError> {
        toml::from_str(text).map_err(|e| GameError::Parse {
            file: "a built-in template".into(),
            message: crate::said::Said::new("refuse-toml-parser").arg("quote", e.message()),
        })
    }

    /// A built-in game by id, read without the checks the test `builtin_games_load` holds
    /// every built-in template to, and parsed once per process: a server's or the browser
    /// module's every kit after the first clones it (a parse was 0.7 M instructions a kit).
    pub fn builtin(id: &str) -> Result<Game, GameError> {
        static PARSED: [OnceLock<Option<Game>>; BUILTIN.len()] =
            [const { OnceLock::new() }; BUILTIN.len()];
        let i = BUILTIN.iter().position(|(n, _)| *n == id).ok_or_else(|| {
            let names: Vec<&str> = BUILTIN.iter().map(|(n, _)| *n).collect();
            GameError::Unknown(crate::quote::shown(id), names.join(", "))
        })?;
        let read = || serde_json::from_str::<Game>(PREPARED[i]).ok();
        match PARSED[i].get_or_init(read) {
            Some(game) => Ok(game.clone()),
            // Its tests keep this from happening; the TOML's error is the one to tell.
            None => Game::read_builtin(BUILTIN[i].1),
        }
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
    /// What `list` reads of a template without checking it is what the checked reading
    /// gives.
    #[test]
    fn a_listing_reads_what_the_checked_templates_hold() {
        for (id, text) in EXAMPLE_TEMPLATES {
            let full = Game::from_toml(text, id).unwrap();
            let head = Heading::read(text).unwrap();
            assert_eq!(head.name, full.name, "{id}");
            assert_eq!(
                (head.board.files, head.board.ranks),
                (full.board.files, full.board.ranks),
                "{id}"
            );
        }
        for (id, text) in BUILTIN {
            let read = Game::read_builtin(text).unwrap();
            let full = Game::from_toml(text, id).unwrap();
            assert_eq!(format!("{read:?}"), format!("{full:?}"), "{id}");
        }
    }

    use super::*;

    /// The prepared JSON a run reads is today's TOML, and reads as the same game.
    #[test]
    fn prepared_games_are_the_templates() {
        assert_eq!(PREPARED.len(), BUILTIN.len());
        for (i, (id, text)) in BUILTIN.iter().enumerate() {
            assert!(
                prepared_json(text).unwrap() == PREPARED[i],
                "templates/games/{id}.toml changed: BOARDGEN_PREPARE=1 cargo test --release \
                 --test boardgen prepared_games"
            );
            assert_eq!(
                Game::builtin(id).unwrap(),
                Game::read_builtin(text).unwrap(),
                "{id}"
            );
        }
    }

    /// Every built-in template passes the checks a user's template gets (a run reads them
    /// without).
    #[test]
    fn builtin_games_load() {
        for (id, text) in BUILTIN {
            if let Err(e) = Game::from_toml(text, &format!("templates/games/{id}.toml")) {
                panic!("{e}");
            }
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
        let at = format!(
            "t.toml:{}:9: 'ranks' is \"8\" (a text in quotes)",
            line_of("ranks = 8")
        );
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

/// What a listing shows of an example template: its name and board.
#[derive(Debug, serde::Deserialize)]
pub struct Heading {
    /// The game's name.
    pub name: String,
    /// Its board's size.
    pub board: BoardSize,
}

/// A board's files and ranks.
#[derive(Debug, serde::Deserialize)]
pub struct BoardSize {
    /// Columns.
    pub files: u32,
    /// Rows.
    pub ranks: u32,
}

impl Heading {
    /// The heading of a built-in example's template: read from the lines up to the table
    /// after `[board]` (a TOML document of its own), as the rest says nothing of it.
    pub fn read(text: &str) -> Result<Heading, GameError> {
        let mut board = false;
        let mut end = text.len();
        let mut at = 0;
        for line in text.split_inclusive('\n') {
            let t = line.trim_start();
            if t.starts_with('[') {
                if board {
                    end = at;
                    break;
                }
                board = t.starts_with("[board]");
            }
            at += line.len();
        }
        toml::from_str(&text[..end]).map_err(|e| GameError::Parse {
            file: "an example template".into(),
            message: crate::said::Said::new("refuse-toml-parser").arg("quote", e.message()),
        })
    }
}

/// Least contrast a piece's rim keeps with every square it can stand on, in every kind of
/// colour vision (WCAG 2 non-text contrast).
pub const RIM_CONTRAST: f64 = 3.0;

/// The colour of a side's rim, the outermost ring of its pieces, where they meet the square.
/// In colour: the side's edge colour, black or white, the first that stands out at least
/// [`RIM_CONTRAST`] from every one of `grounds` in every kind of vision. In mono: the
/// lightest grey that does, so the rim costs a black-and-white printer the least toner.
/// When none does, the one of edge, black and white that stands out most from the least
/// contrasting.
fn rim(
    style: &SideStyle,
    grounds: &[crate::scene::Color],
    variant: Variant,
) -> crate::scene::Color {
    use crate::scene::Color;
    // The grounds as each vision sees them, worked out once: mono tries up to 256 greys.
    let seen: Vec<[f64; 4]> = grounds.iter().map(Color::luminances_seen).collect();
    let worst = |c: Color| {
        let c = c.luminances_seen();
        seen.iter()
            .map(|g| Color::contrast_of_seen(&c, g))
            .fold(f64::INFINITY, f64::min)
    };
    let candidates = [style.edge, Color::BLACK, Color::WHITE];
    let first = match variant {
        Variant::Colour => candidates
            .iter()
            .copied()
            .find(|&c| worst(c) >= RIM_CONTRAST),
        Variant::Mono => (0..=255u8)
            .rev()
            .map(Color::grey)
            .find(|&c| worst(c) >= RIM_CONTRAST),
    };
    first.unwrap_or_else(|| {
        candidates
            .into_iter()
            .max_by(|a, b| worst(*a).total_cmp(&worst(*b)))
            .expect("three candidates")
    })
}
