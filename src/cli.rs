//! Command line: clap derive. The doc comments here are the `--help` text.

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{Args, CommandFactory, Parser, Subcommand};

use crate::layout::{BoardChoice, CounterShape, SheetKind, Spares};
use crate::paper::{DefaultPaper, Paper};
use crate::picture::Fit;
use crate::quote::shown;

const EXAMPLES: &str = "\
Examples:
  boardgen pdf                          both games, colour -> one PDF per game in output/
  boardgen pdf --game royal-carpet      only Royal Carpet
  boardgen pdf --mono --paper letter    black-and-white, US Letter
  boardgen pdf --square 25 --glue-tab   25 mm squares, half 1 with a glue strip
  boardgen pdf --spares 8 --shape round 8 spare crowns, cockerels, camels; round pieces
  boardgen pdf --sheets pieces          only the piece sheets: ...-colour-pieces.pdf
  boardgen pdf --side second --pieces carpet=3
                                        three replacement carpets of the second side
  boardgen pdf --art crown=grandma.jpg  your own picture on the crowns (PNG, JPEG, WebP, GIF)
  boardgen pdf --board-art frame=crest.png
                                        a school's crest in the board's frame
  boardgen svg --out /tmp/x             one SVG per page in /tmp/x
  boardgen pdf --cut svg,dxf,contour    with cut files for cutting machines, CutContour in the PDF
  boardgen pdf --cut laser --kerf 0.15 --bed 300x200
                                        laser cut files, split onto 300 x 200 mm beds
  boardgen png --dpi 150                PNG previews at 150 dpi
  boardgen handout --copies 30 --n-up 2 a class set of rules, two A5 to each A4 sheet
  boardgen html                         the rules as a web page per game, to post
  boardgen list                         every game, its sheets, and the example templates

Print PDFs at 100 % (\"actual size\"); check the 100 mm bar on the first page and on each sheet you cut.";

/// Print-ready, card-mountable paper sets of Camels and Carpets and Royal Carpet: boards,
/// piece sheets and rules handouts laid out to the millimetre, as PDF, SVG or PNG, and the
/// rules as a web page.
#[derive(Debug, Parser)]
#[command(name = "boardgen", version, after_help = EXAMPLES)]
pub struct Cli {
    /// What to write.
    #[command(subcommand)]
    pub command: Command,
}

/// Output formats.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Write one multi-page PDF per game and variant (for printing).
    #[command(display_order = 1)]
    Pdf(SetArgs),
    /// Write one SVG file per page (for editing or the web).
    #[command(display_order = 2)]
    Svg(SetArgs),
    /// Write the rules as one web page per game, to post for a class: the rules and the
    /// making-the-set text, with every diagram as an inline SVG described in words. One
    /// self-contained HTML file (no network, no scripts), readable on a phone, with a print
    /// stylesheet: `camels-and-carpets-colour.html`.
    #[command(display_order = 4)]
    Html(SetArgs),
    /// List the built-in games, the sheets each one makes, and the example templates.
    #[command(display_order = 5)]
    List,
    /// Print a built-in game's template, a starting point for your own game:
    /// `boardgen template camels-and-carpets > my-game.toml`, then `--game my-game.toml`.
    /// The example templates (classic checkers, international draughts) are here too.
    #[command(display_order = 6)]
    Template {
        /// The built-in game or example template.
        #[arg(value_name = "GAME", value_parser = template_names())]
        name: String,
    },
    /// Print a built-in piece drawing (SVG) to edit in Inkscape: `boardgen art crown > crown.svg`.
    #[command(display_order = 7)]
    Art {
        /// The drawing.
        #[arg(value_name = "NAME", value_parser = art_names())]
        name: String,
    },
    /// Write a class set of handouts as one PDF per game: the rules (and, with `--sheets
    /// rules,assembly`, the making-the-set page), copied for a class.
    #[command(display_order = 4)]
    Handout {
        /// The options every command that writes files takes.
        #[command(flatten)]
        set: SetArgs,
        /// Copies of the handout, 1 to 200.
        #[arg(long, value_name = "N", default_value = "1", value_parser = copies, allow_hyphen_values = true)]
        copies: usize,
        /// Handouts per sheet: 1, or 2 (two A5 on A4, two half-letter on letter, with a cut
        /// line between them).
        #[arg(long = "n-up", value_name = "N", default_value = "1", value_parser = n_up, allow_hyphen_values = true)]
        n_up: usize,
        /// A folded booklet: A5 pages on A4 (half-letter on letter), two to each side, in
        /// booklet order (`--n-up` is then not needed). Print double-sided, flipped on the
        /// short edge, at actual size; fold the stack in half.
        #[arg(long)]
        booklet: bool,
        /// Large print, for low-vision readers: 18 pt text, 16 pt captions, diagrams lettered
        /// at 14 pt or more, one page of the paper per handout page (not with `--n-up 2` or
        /// `--booklet`). Writes `…-handout-large-colour.pdf`.
        #[arg(long = "large-print")]
        large_print: bool,
        /// For printing or copying the class set double-sided: a copy of an odd number of
        /// pages ends with a blank page (saying so), so that every copy starts on a sheet of
        /// its own. A booklet's copies always do.
        #[arg(long = "two-sided")]
        two_sided: bool,
    },
    /// Write one PNG preview per page.
    #[command(display_order = 3)]
    Png {
        /// The options every command that writes files takes.
        #[command(flatten)]
        set: SetArgs,
        /// Preview resolution in dots per inch (30 to 600).
        #[arg(long, value_name = "DPI", default_value = "150", value_parser = dpi, allow_hyphen_values = true)]
        dpi: u32,
    },
    /// Print a shell completion script: `boardgen completions bash >
    /// ~/.local/share/bash-completion/completions/boardgen`.
    #[command(display_order = 8)]
    Completions {
        /// The shell.
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (`boardgen man > boardgen.1`), or with `--out DIR` write it and
    /// one page per command (boardgen-pdf.1, ...) into DIR.
    #[command(display_order = 9)]
    Man {
        /// Folder to write the pages into (created if missing).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
}

/// Options shared by every output format.
#[derive(Debug, Args, Clone)]
pub struct SetArgs {
    /// Which game: camels-and-carpets, royal-carpet, all (one file set per game), or the
    /// path of your own template (a .toml file; `--template` is the same option). Give it
    /// more than once for several. Default: all.
    #[arg(long, alias = "template", value_name = "GAME|FILE.toml", value_parser = game)]
    pub game: Vec<GameChoice>,

    /// Paper: a4, letter, a3, legal, or WIDTHxHEIGHT in mm (120 to 1200 each, e.g. 250x350).
    /// The orientation that allows the larger board is chosen. Default: the PAPERSIZE
    /// variable, else /etc/papersize, else the locale's paper (LC_PAPER), else a4.
    #[arg(long, value_name = "PAPER", value_parser = paper, allow_hyphen_values = true)]
    pub paper: Option<Paper>,

    /// The language of every printed word: en, fr, de, es, nl, or a language your template
    /// brings (a tag such as it or pt-BR); qps-ploc is the pseudo-language, long accented
    /// English for checking layouts. Default: the language of LC_ALL, LC_MESSAGES or
    /// LANG, else en. Words with no translation stay in English (or the template's own
    /// language), and a note says so.
    #[arg(long, value_name = "LANG", value_parser = lang)]
    pub lang: Option<crate::lang::Lang>,

    /// Safe margin on every side in mm (5 to 50): nothing but crop marks is drawn closer to
    /// the paper's edge. Most home printers need at least 5.
    #[arg(long, value_name = "MM", default_value = "10", value_parser = margin, allow_hyphen_values = true)]
    pub margin: f64,

    /// Board square side in mm, 10 to 200 (and no larger than fits the paper). Default: the
    /// game's preferred size (Royal Carpet 28 mm) or, for Camels and Carpets, the largest
    /// whole or half millimetre at which each board half fits the paper. Pieces are 82 % of the
    /// square, rounded down to 0.1 mm.
    #[arg(long, value_name = "MM", value_parser = square, allow_hyphen_values = true)]
    pub square: Option<f64>,

    /// Black-and-white sheets: greys only, light on ink.
    #[arg(long)]
    pub mono: bool,

    /// Give board half 1 a glue strip beyond its joining edge for half 2 to overlap.
    #[arg(long)]
    pub glue_tab: bool,

    /// Piece outline: `square` (straight cuts, quick with scissors or a trimmer) or `round`
    /// (a cut circle round each piece).
    /// Default: square.
    #[arg(long, value_name = "SHAPE", value_parser = shape)]
    pub shape: Option<CounterShape>,

    /// Spare pieces per side, 0 to 8: one number for every kind that has spares (default 4
    /// crowns, cockerels and camels; 2 Royal Carpet checkers), or per kind: `crown=6,checker=3`.
    #[arg(long, value_name = "N|NAME=N,...", value_parser = spares, allow_hyphen_values = true)]
    pub spares: Option<Spares>,

    /// How far colour runs past every cut edge, in mm (0 to 5), so a cut a little off the
    /// line shows no white paper. Crop marks and ticks stay clear of it. Default: 2.
    #[arg(long, value_name = "MM", value_parser = bleed, allow_hyphen_values = true)]
    pub bleed: Option<f64>,

    /// Put each side's pieces on sheets of their own, to print each side on card of a
    /// different colour (default: as few piece sheets as possible).
    #[arg(long)]
    pub per_side: bool,

    /// The board on one page (`whole`: an error naming the smallest paper that holds it
    /// when it does not fit), in two `halves`, or `auto` (one page when it fits at the
    /// square size). Default: what the game's template says (Camels and Carpets halves,
    /// Royal Carpet auto).
    #[arg(long, value_name = "HOW", value_parser = board_choice)]
    pub board: Option<BoardChoice>,

    /// Piece sheets for one side only: `first` (or 1) or `second` (or 2).
    #[arg(long, value_name = "SIDE", value_parser = side)]
    pub side: Option<usize>,

    /// Replacement pieces only, per side: `carpet=3,crown=1` (1 to 64 of each). The sheets
    /// are cut like the full set's; the file name ends in `-replacements`.
    #[arg(long, value_name = "NAME=N,...", value_parser = replacement, value_delimiter = ',')]
    pub pieces: Vec<(String, u32)>,

    /// Your own picture on a piece instead of its drawing: `crown=crown.jpg` for both sides,
    /// `crown:second=photo.png` for one. PNG, JPEG, WebP or GIF; it fills the middle of the
    /// piece, the side's colour or band around it. A list, `king=gran.jpg,grandad.jpg`, puts
    /// a different picture on each piece, in order (set, then spares), starting again when
    /// it runs out. Once per piece (or side).
    #[arg(long, value_name = "PIECE[:SIDE]=FILES", value_parser = art_arg)]
    pub art: Vec<ArtArg>,

    /// How `--art` pictures fill the piece: `cover` (cropped to fill it) or `contain` (the
    /// whole picture, the face colour around it). Default: cover.
    #[arg(long, value_name = "FIT", value_parser = fit)]
    pub fit: Option<Fit>,

    /// Which part of `--art` pictures a crop keeps: centre, top (a portrait's head), bottom,
    /// left, right, top-left, top-right, bottom-left or bottom-right. Default: centre.
    #[arg(long, value_name = "ANCHOR", value_parser = anchor)]
    pub anchor: Option<crate::picture::Anchor>,

    /// How far into `--art` pictures to take, 1 to 4: 2 fills the piece with half the
    /// picture's width (at the anchor). Default: 1, all that --fit shows.
    #[arg(long, value_name = "ZOOM", value_parser = zoom)]
    pub zoom: Option<f64>,

    /// A picture on the board: `frame=crest.png` in the middle of the frame's outer bands,
    /// between the letters; `endzone=logo.png` beside the label of each endzone (or
    /// `endzone:first=...` for the first side's alone); `background=wood.jpg` filling the
    /// frame behind its letters. PNG, JPEG, WebP or GIF; a crest or logo is shown whole.
    /// Once per place (or endzone).
    #[arg(long, value_name = "PLACE[:SIDE]=FILE", value_parser = board_art_arg)]
    pub board_art: Vec<BoardArtArg>,

    /// Which sheets to make, comma-separated: board, pieces, rules, assembly (making the set).
    /// Default: all, in that order (for `handout`: rules; for `html`: rules and assembly).
    /// With duplex backs, `calibration` is the calibration sheet alone (its two pages), to
    /// print once before the set.
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_parser = sheet_kind)]
    pub sheets: Vec<SheetArg>,

    /// Files for cutting machines, comma-separated, for each page with something to cut
    /// (board parts, piece sheets): `svg` and `dxf` (the cut lines alone, each edge once, on
    /// the printed page's size and origin: `...-pieces-1-cut.svg`, `...-cut.dxf`), `laser`
    /// (a cut SVG in laser colours, red hairlines, and the art inside the pieces to engrave,
    /// a 1-bit PNG at 254 dpi: `...-engrave.png`), `contour`
    /// (pdf only: the cuts in the PDF as a CutContour spot colour on a layer of its own, for
    /// a print shop's contour cutter), `marks` (print-and-cut registration marks, Silhouette
    /// type 1, on the printed board and piece sheets and in their cut files), `cricut` (the
    /// pieces laid out for Cricut's Print Then Cut: `...-cricut-1.svg`, 171.45 x 234.95 mm,
    /// and the pieces alone as a transparent picture, `...-cricut-1.png`).
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_parser = cut_output)]
    pub cut: Vec<crate::cut::CutOutput>,

    /// With `--cut` files: the width a laser burns away, in mm (0 to 5). Square pieces are
    /// printed that far apart with the cuts down the middle of each gap; circles and board
    /// trims move out by half of it. Either way a 25 mm piece comes out 25 mm.
    #[arg(long, value_name = "MM", value_parser = kerf, allow_hyphen_values = true)]
    pub kerf: Option<f64>,

    /// With `--cut` files: the largest sheet the machine takes, WIDTHxHEIGHT in mm (20 to
    /// 3000 each, e.g. 300x200): each page's cuts are split onto beds of that size
    /// (`...-bed-1-cut.svg`), whole groups of pieces to a bed, turned 90° where only that
    /// makes them fit.
    #[arg(long, value_name = "WxH", value_parser = bed, allow_hyphen_values = true)]
    pub bed: Option<crate::units::Size>,

    /// With `--bed`: the room left free round each edge of a bed, in mm (0 to 50), so that
    /// no cut runs on the edge of the material. Default: 5.
    #[arg(long, value_name = "MM", value_parser = bed_margin, allow_hyphen_values = true)]
    pub bed_margin: Option<f64>,

    /// With `--cut marks`: where the registration marks go, LEFTxTOP in mm (5 to 40 each):
    /// the filled square's corner from the sheet's left and top edges; the other marks lie as
    /// far from the right and bottom. Printers differ: move them in if one is cut off.
    /// Default: 15x20.
    #[arg(long, value_name = "LEFTxTOP", value_parser = mark_inset, allow_hyphen_values = true)]
    pub mark_inset: Option<crate::layout::MarkInset>,

    /// Piece sheets with backs (what a back shows is the template's `back` of each piece):
    /// `fold` (each sheet's pieces beside their backs, mirrored across a dashed fold line, to
    /// fold round card 1 mm thick; `fold,card=MM` for card 0 to 5 mm thick) or `duplex` (a
    /// page of backs after each piece sheet, for a printer that prints both sides; add
    /// `,flip=short` for one that turns the sheet over its short edge, `,offset=XxY` to move
    /// every back X,Y mm, -10 to 10 each, against the printer's offset, and `,calibrate` for
    /// the sheet that measures it, or `--sheets calibration` for that sheet alone). Not with
    /// `--cut cricut`. Default: no backs.
    #[arg(long, value_name = "HOW[,KEY=VALUE]", value_parser = backs_arg, allow_hyphen_values = true)]
    pub backs: Option<BacksArg>,

    /// Folder to write into (created if missing).
    #[arg(long, value_name = "DIR", default_value = "output")]
    pub out: PathBuf,
}

/// The ways of printing backs, as `--backs` names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BacksKind {
    /// Fold-over sheets.
    Fold,
    /// Duplex sheets.
    Duplex,
}

/// One `--backs` value: the way, and what was said of it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BacksArg {
    /// Fold-over or duplex.
    pub kind: BacksKind,
    /// `card=MM` (fold): the card's thickness.
    pub card: Option<f64>,
    /// `flip=long|short` (duplex): the edge the sheet turns over.
    pub flip: Option<crate::layout::Flip>,
    /// `offset=XxY` (duplex): where every back moves, mm.
    pub offset: Option<(f64, f64)>,
    /// `calibrate` (duplex): the calibration sheet too.
    pub calibrate: bool,
}

fn backs_arg(s: &str) -> Result<BacksArg, String> {
    use crate::layout::Flip;
    let mut parts = s.split(',');
    let kind = match parts.next().unwrap_or("") {
        "fold" => BacksKind::Fold,
        "duplex" => BacksKind::Duplex,
        k => {
            return Err(format!(
                "'{}' is not a way to print backs: use fold or duplex",
                shown(k)
            ))
        }
    };
    let mut arg = BacksArg {
        kind,
        card: None,
        flip: None,
        offset: None,
        calibrate: false,
    };
    let mut seen: Vec<&str> = Vec::new();
    for part in parts {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        if seen.contains(&key) {
            return Err(format!("{} names {key} twice", shown(s)));
        }
        seen.push(key);
        let wants = match key {
            "card" => BacksKind::Fold,
            "flip" | "offset" | "calibrate" => BacksKind::Duplex,
            _ => {
                return Err(format!(
                    "'{}' is not a --backs setting: fold takes card=MM; duplex takes flip=long|short, offset=XxY and calibrate",
                    shown(part)
                ))
            }
        };
        if wants != kind {
            let (it, what) = match wants {
                BacksKind::Fold => ("fold", "it is the card folded into the sheet"),
                BacksKind::Duplex => ("duplex", "it is for a printer that prints both sides"),
            };
            return Err(format!("{key} goes with {it} backs only: {what}"));
        }
        match key {
            "card" => arg.card = Some(number_in(value, 0.0, 5.0, "mm for card")?),
            "flip" => {
                arg.flip = Some(
                    [Flip::Long, Flip::Short]
                        .into_iter()
                        .find(|f| f.name() == value)
                        .ok_or_else(|| {
                            format!(
                                "flip={}: use flip=long or flip=short, the edge the printer turns the sheet over",
                                shown(value)
                            )
                        })?,
                )
            }
            "offset" => arg.offset = Some(mm_pair(value, "offset=XxY", "offset=0.8x-1.2", "of X and Y", -10.0, 10.0)?),
            _ if !value.is_empty() => return Err(format!("calibrate takes no value, not {}", shown(value))),
            _ => arg.calibrate = true,
        }
    }
    Ok(arg)
}

fn cut_output(s: &str) -> Result<crate::cut::CutOutput, String> {
    use crate::cut::CutOutput;
    CutOutput::ALL
        .into_iter()
        .find(|o| o.name() == s)
        .ok_or_else(|| {
            let names: Vec<&str> = CutOutput::ALL.iter().map(|o| o.name()).collect();
            format!(
                "'{}' is not a cut output: use {}",
                shown(s),
                names.join(", ")
            )
        })
}

/// Two millimetre values written `AxB` (`x` or `X`), each `lo` to `hi`: `form` names them
/// in messages (`WIDTHxHEIGHT`), `each` says what each is (`side`), `eg` is an example.
fn mm_pair(
    s: &str,
    form: &str,
    eg: &str,
    each: &str,
    lo: f64,
    hi: f64,
) -> Result<(f64, f64), String> {
    let bad = || format!("'{}' is not {form} in mm (e.g. {eg})", shown(s));
    let (a, b) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let one = |v: &str| -> Result<f64, String> {
        let v: f64 = v.trim().parse().map_err(|_| bad())?;
        if v.is_finite() && (lo..=hi).contains(&v) {
            Ok(v)
        } else {
            Err(format!("{}: each {each} must be {lo} to {hi} mm", shown(s)))
        }
    };
    Ok((one(a)?, one(b)?))
}

fn mark_inset(s: &str) -> Result<crate::layout::MarkInset, String> {
    let (left, top) = mm_pair(s, "LEFTxTOP", "15x20", "inset", 5.0, 40.0)?;
    Ok(crate::layout::MarkInset { left, top })
}

fn kerf(s: &str) -> Result<f64, String> {
    number_in(s, 0.0, 5.0, "mm")
}

fn bed_margin(s: &str) -> Result<f64, String> {
    number_in(s, 0.0, 50.0, "mm")
}

fn bed(s: &str) -> Result<crate::units::Size, String> {
    let (w, h) = mm_pair(s, "WIDTHxHEIGHT", "300x200", "side", 20.0, 3000.0)?;
    Ok(crate::units::Size { w, h })
}

/// One `--art` value: a piece, optionally one side (0 or 1), and a picture file.
#[derive(Debug, Clone, PartialEq)]
pub struct ArtArg {
    /// The piece id.
    pub piece: String,
    /// One side only, or both.
    pub side: Option<usize>,
    /// The pictures, taken in order by the piece's pieces of each side (one: all of them).
    pub files: Vec<PathBuf>,
    /// The value as given, for messages.
    pub raw: String,
}

fn art_arg(s: &str) -> Result<ArtArg, String> {
    let Some((who, file)) = s.split_once('=') else {
        return Err(format!(
            "'{}' is not PIECE=FILE (e.g. crown=crown.jpg)",
            shown(s)
        ));
    };
    let (piece, side) = match who.split_once(':') {
        Some((p, side_name)) => (p, Some(self::side(side_name)?)),
        None => (who, None),
    };
    let files: Vec<PathBuf> = file.split(',').map(PathBuf::from).collect();
    if piece.is_empty() || files.iter().any(|f| f.as_os_str().is_empty()) {
        return Err(format!(
            "'{}' is not PIECE=FILE[,FILE...] (e.g. crown=crown.jpg)",
            shown(s)
        ));
    }
    if files.len() > crate::game::MAX_PICTURES {
        return Err(format!(
            "'{}' names {} pictures: a piece takes at most {}",
            shown(s),
            files.len(),
            crate::game::MAX_PICTURES
        ));
    }
    Ok(ArtArg {
        piece: piece.to_string(),
        side,
        files,
        raw: s.to_string(),
    })
}

/// Where on the board a `--board-art` picture goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardPlace {
    /// The middle of the frame's outer bands.
    Frame,
    /// Beside the endzone's label.
    Endzone,
    /// Filling the frame, behind its letters.
    Background,
}

impl BoardPlace {
    /// Every place, in the order messages list them.
    pub const ALL: [BoardPlace; 3] = [
        BoardPlace::Frame,
        BoardPlace::Endzone,
        BoardPlace::Background,
    ];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            BoardPlace::Frame => "frame",
            BoardPlace::Endzone => "endzone",
            BoardPlace::Background => "background",
        }
    }
}

/// One `--board-art` value: a place on the board, optionally one side's endzone, and a file.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardArtArg {
    /// Where the picture goes.
    pub place: BoardPlace,
    /// The endzone of one side only (0 or 1), or both.
    pub side: Option<usize>,
    /// The picture.
    pub file: PathBuf,
    /// The value as given, for messages.
    pub raw: String,
}

fn board_art_arg(s: &str) -> Result<BoardArtArg, String> {
    let form = || {
        format!(
            "'{}' is not PLACE=FILE (frame=crest.png, endzone=logo.png, endzone:first=logo.png or background=wood.jpg)",
            shown(s)
        )
    };
    let (who, file) = s.split_once('=').ok_or_else(form)?;
    let (place, side) = match who.split_once(':') {
        Some((p, side_name)) => (p, Some(self::side(side_name)?)),
        None => (who, None),
    };
    let place = BoardPlace::ALL
        .into_iter()
        .find(|p| p.name() == place)
        .ok_or_else(form)?;
    if file.is_empty() {
        return Err(form());
    }
    if side.is_some() && place != BoardPlace::Endzone {
        return Err(format!(
            "'{}': only an endzone belongs to one side; the {} is the whole board's",
            shown(s),
            place.name()
        ));
    }
    Ok(BoardArtArg {
        place,
        side,
        file: PathBuf::from(file),
        raw: s.to_string(),
    })
}

fn fit(s: &str) -> Result<Fit, String> {
    match s {
        "cover" => Ok(Fit::Cover),
        "contain" => Ok(Fit::Contain),
        _ => Err(format!(
            "'{}' is not a way to fit a picture: use cover or contain",
            shown(s)
        )),
    }
}

fn anchor(s: &str) -> Result<crate::picture::Anchor, String> {
    use crate::picture::Anchor;
    let s2 = if s == "center" { "centre" } else { s };
    Anchor::ALL
        .into_iter()
        .find(|a| a.name() == s2)
        .ok_or_else(|| {
            let names: Vec<&str> = Anchor::ALL.iter().map(|a| a.name()).collect();
            format!(
                "'{}' is not a picture anchor: use {}",
                shown(s),
                names.join(", ")
            )
        })
}

fn zoom(s: &str) -> Result<f64, String> {
    number_in(s, 1.0, crate::picture::MAX_ZOOM, "(times)")
}

fn lang(s: &str) -> Result<crate::lang::Lang, String> {
    crate::lang::Lang::parse(s)
}

fn paper(s: &str) -> Result<Paper, String> {
    Paper::parse(s).map_err(|e| e.to_string().replace(s, &shown(s)))
}

fn number_in(s: &str, lo: f64, hi: f64, unit: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{}' is not a number", shown(s)))?;
    if v.is_finite() && (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(format!(
            "{} is out of range: use {lo} to {hi} {unit}",
            shown(s)
        ))
    }
}

fn margin(s: &str) -> Result<f64, String> {
    number_in(s, crate::layout::MIN_MARGIN, 50.0, "mm")
}

fn square(s: &str) -> Result<f64, String> {
    // The paper's own limit is checked later, with the largest square that fits.
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{}' is not a number", shown(s)))?;
    if !v.is_finite() || v <= 0.0 {
        return Err(format!("{} is not a positive size in mm", shown(s)));
    }
    if v < crate::layout::MIN_SQUARE {
        return Err(format!(
            "{} mm is too small to play on: use at least {} mm",
            shown(s),
            crate::layout::MIN_SQUARE
        ));
    }
    if v > crate::layout::MAX_SQUARE {
        return Err(format!(
            "{} mm is out of range: use {} to {} mm",
            shown(s),
            crate::layout::MIN_SQUARE,
            crate::layout::MAX_SQUARE
        ));
    }
    Ok(v)
}

fn bleed(s: &str) -> Result<f64, String> {
    number_in(s, 0.0, crate::layout::MAX_BLEED, "mm")
}

fn board_choice(s: &str) -> Result<BoardChoice, String> {
    [BoardChoice::Whole, BoardChoice::Halves, BoardChoice::Auto]
        .into_iter()
        .find(|c| c.name() == s)
        .ok_or_else(|| {
            format!(
                "'{}' is not a board layout: use whole, halves or auto",
                shown(s)
            )
        })
}

fn side(s: &str) -> Result<usize, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "first" | "1" => Ok(0),
        "second" | "2" => Ok(1),
        _ => Err(format!("'{}' is not a side: use first or second", shown(s))),
    }
}

fn replacement(s: &str) -> Result<(String, u32), String> {
    let (name, n) = s
        .split_once('=')
        .ok_or_else(|| format!("'{}' is not NAME=N (e.g. carpet=3)", shown(s)))?;
    let name = name.trim();
    if name.is_empty() {
        return Err(format!("'{}' has no piece name before '='", shown(s)));
    }
    match n.trim().parse::<u32>() {
        Ok(v) if (1..=64).contains(&v) => Ok((name.to_string(), v)),
        _ if n.trim().is_empty() => Err(format!("'{}' has no number after '='", shown(s))),
        _ => Err(format!(
            "'{}': '{}' is not a number of pieces from 1 to 64",
            shown(s),
            shown(n)
        )),
    }
}

fn dpi(s: &str) -> Result<u32, String> {
    number_in(s, 30.0, 600.0, "dpi").and_then(|v| {
        if v.fract() == 0.0 {
            Ok(v as u32)
        } else {
            Err(format!("{} is not a whole number of dpi", shown(s)))
        }
    })
}

/// The games a run makes.
#[derive(Debug, Clone, PartialEq)]
pub enum GameChoice {
    /// Every built-in game.
    All,
    /// One built-in game by id.
    One(String),
    /// A user's template file.
    File(PathBuf),
}

/// Where one game of a run comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum GameSource {
    /// A built-in game by id.
    Builtin(String),
    /// A template file.
    File(PathBuf),
}

impl GameChoice {
    /// The games of every `--game` given (all built-in games when none is), in the order
    /// given; a game named twice is refused.
    pub fn sources(choices: &[GameChoice]) -> Result<Vec<GameSource>, String> {
        let all = [GameChoice::All];
        let choices = if choices.is_empty() { &all } else { choices };
        let mut out: Vec<GameSource> = Vec::new();
        for c in choices {
            let more = match c {
                GameChoice::All => crate::game::BUILTIN
                    .iter()
                    .map(|(id, _)| GameSource::Builtin(id.to_string()))
                    .collect(),
                GameChoice::One(id) => vec![GameSource::Builtin(id.clone())],
                GameChoice::File(p) => vec![GameSource::File(p.clone())],
            };
            for g in more {
                if out.contains(&g) {
                    let name = match &g {
                        GameSource::Builtin(id) => id.clone(),
                        GameSource::File(p) => p.display().to_string(),
                    };
                    let all = if choices.contains(&GameChoice::All) {
                        " (all includes every built-in game)"
                    } else {
                        ""
                    };
                    return Err(format!("--game names {name} twice{all}"));
                }
                out.push(g);
            }
        }
        Ok(out)
    }
}

fn game(s: &str) -> Result<GameChoice, String> {
    if s == "all" {
        return Ok(GameChoice::All);
    }
    if s.ends_with(".toml") {
        return Ok(GameChoice::File(PathBuf::from(s)));
    }
    if crate::game::BUILTIN.iter().any(|(id, _)| *id == s) {
        return Ok(GameChoice::One(s.to_string()));
    }
    let names: Vec<&str> = crate::game::BUILTIN.iter().map(|(id, _)| *id).collect();
    Err(format!(
        "'{}' is not a game: use {}, all, or a template file ending in .toml",
        shown(s),
        names.join(", ")
    ))
}

fn shape(s: &str) -> Result<CounterShape, String> {
    match s {
        "square" => Ok(CounterShape::Square),
        "round" => Ok(CounterShape::Round),
        _ => Err(format!(
            "'{}' is not a piece shape: use square or round",
            shown(s)
        )),
    }
}

/// One `--sheets` value: a kind of sheet, or the duplex calibration sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SheetArg {
    /// A kind of sheet of the kit.
    Kind(SheetKind),
    /// The calibration sheet of `--backs duplex`, alone.
    Calibration,
}

fn sheet_kind(s: &str) -> Result<SheetArg, String> {
    if s == "calibration" {
        return Ok(SheetArg::Calibration);
    }
    SheetKind::ALL
        .into_iter()
        .find(|k| k.name() == s)
        .map(SheetArg::Kind)
        .ok_or_else(|| {
            let names: Vec<&str> = SheetKind::ALL.iter().map(|k| k.name()).collect();
            format!(
                "'{}' is not a sheet: use {} (or calibration, with --backs duplex)",
                shown(s),
                names.join(", ")
            )
        })
}

fn spares(s: &str) -> Result<Spares, String> {
    let count = |v: &str| -> Result<u32, String> {
        match v.trim().parse::<u32>() {
            Ok(n) if n <= 8 => Ok(n),
            _ => Err(format!(
                "'{}' is not a number of spares from 0 to 8",
                shown(v)
            )),
        }
    };
    let mut out = Spares::default();
    for item in s.split(',') {
        if item.trim().is_empty() {
            return Err(format!(
                "'{}' has an empty item (nothing between commas)",
                shown(s)
            ));
        }
        match item.split_once('=') {
            Some((name, n)) => {
                let name = name.trim();
                if name.is_empty() {
                    return Err(format!("'{}' has no piece name before '='", shown(item)));
                }
                if n.trim().is_empty() {
                    return Err(format!("'{}' has no number after '='", shown(item)));
                }
                if out.per_piece.iter().any(|(n, _)| n == name) {
                    return Err(format!("{} is named twice", shown(name)));
                }
                out.per_piece.push((name.to_string(), count(n)?));
            }
            None if out.all.is_some() => {
                return Err(format!(
                    "'{}' gives more than one number for every kind: give one, then NAME=N",
                    shown(s)
                ))
            }
            None => out.all = Some(count(item)?),
        }
    }
    Ok(out)
}

fn copies(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=200).contains(&n) => Ok(n),
        _ => Err(format!(
            "'{}' is not a number of copies from 1 to 200",
            shown(s)
        )),
    }
}

fn n_up(s: &str) -> Result<usize, String> {
    match s.trim() {
        "1" => Ok(1),
        "2" => Ok(2),
        _ => Err(format!("'{}' is not 1 or 2 handouts per sheet", shown(s))),
    }
}

/// The names `boardgen template` accepts: the built-in games, then the example templates.
fn template_names() -> PossibleValuesParser {
    PossibleValuesParser::new(
        crate::game::BUILTIN
            .iter()
            .chain(crate::game::EXAMPLE_TEMPLATES)
            .map(|(id, _)| PossibleValue::new(*id)),
    )
}

/// The names `boardgen art` accepts; `crown.svg` is taken for `crown`.
fn art_names() -> PossibleValuesParser {
    PossibleValuesParser::new(
        crate::art::BUILTIN
            .iter()
            .map(|(file, _)| PossibleValue::new(file.trim_end_matches(".svg")).alias(*file)),
    )
}

/// The command line with `--paper`'s help saying which paper is the default here and why.
pub fn command(paper: &DefaultPaper) -> clap::Command {
    let default = format!("[default: {}]", paper.describe());
    let mut cmd = Cli::command();
    for name in ["pdf", "svg", "png", "handout", "html"] {
        let default = default.clone();
        cmd = cmd.mut_subcommand(name, |sub| {
            sub.mut_arg("paper", |a| {
                let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
                a.help(format!("{help} {default}"))
            })
        });
    }
    cmd
}

/// The line for an option that takes a value but is followed by another option
/// (`--paper --mono`), so that the next option is not taken as its value (nor its own value
/// left over as a stray argument); `None` when every such option has its value. `args` are
/// the arguments after the program name.
pub fn missing_value(cmd: &clap::Command, args: &[std::ffi::OsString]) -> Option<String> {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let at = args.iter().position(|a| !a.starts_with('-'))?;
    let sub = cmd.find_subcommand(&args[at])?;
    let rest = &args[at + 1..];
    for (i, a) in rest.iter().enumerate() {
        if a == "--" {
            break;
        }
        let Some(long) = a.strip_prefix("--").filter(|l| !l.contains('=')) else {
            continue;
        };
        let takes_value = sub.get_arguments().any(|arg| {
            arg.get_action().takes_values()
                && arg.get_long_and_visible_aliases().is_some_and(|names| {
                    names.contains(&long)
                        || arg.get_all_aliases().is_some_and(|v| v.contains(&long))
                })
        });
        match rest.get(i + 1) {
            Some(next) if takes_value && next.starts_with("--") => {
                return Some(format!(
                    "'--{}' is missing its value: the next argument, '{}', is an option; give it a value (--{}=VALUE for a value that starts with --)",
                    shown(long),
                    shown(next),
                    shown(long)
                ))
            }
            None if takes_value => {
                return Some(format!(
                    "'--{}' is missing its value: give it one",
                    shown(long)
                ))
            }
            _ => {}
        }
    }
    None
}

/// Writes the completion script for `shell`.
pub fn completions(shell: clap_complete::Shell, out: &mut dyn std::io::Write) {
    clap_complete::generate(shell, &mut Cli::command(), "boardgen", out);
}

/// The manual pages: `boardgen.1`, then `boardgen-COMMAND.1` for each command.
pub fn man_pages() -> std::io::Result<Vec<(String, Vec<u8>)>> {
    // Building names each command `boardgen-COMMAND`, as its page is called.
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    let mut pages = Vec::new();
    let subs = cmd
        .get_subcommands()
        .map(|s| s.clone().version(env!("CARGO_PKG_VERSION")));
    for c in std::iter::once(cmd.clone()).chain(subs) {
        let man = clap_mangen::Man::new(c).source(concat!("boardgen ", env!("CARGO_PKG_VERSION")));
        let mut buf = Vec::new();
        man.render(&mut buf)?;
        pages.push((man.get_filename(), buf));
    }
    Ok(pages)
}
