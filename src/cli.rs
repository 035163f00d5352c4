//! Command line: clap derive. The doc comments here are the `--help` text.

use std::path::PathBuf;

use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{Args, CommandFactory, Parser, Subcommand};

use boardgen_core::args::{
    self as parse, ArtArg, BacksArg, BoardArtArg, GameChoice, Make, SetOptions, SheetArg,
};
use boardgen_core::layout::{BoardChoice, CounterShape, Spares};
use boardgen_core::paper::{DefaultPaper, Paper};
use boardgen_core::picture::Fit;
use boardgen_core::quote::shown;
use boardgen_core::said::Said;

/// The examples after `boardgen --help`: each command line (typed, so in no language) and
/// the `help.ftl` message that says what it makes.
const EXAMPLES: [(&str, &str); 16] = [
    ("boardgen pdf", "help-ex-pdf"),
    ("boardgen pdf --game royal-carpet", "help-ex-game"),
    ("boardgen pdf --mono --paper letter", "help-ex-mono"),
    ("boardgen pdf --square 25 --glue-tab", "help-ex-square"),
    ("boardgen pdf --spares 8 --shape round", "help-ex-spares"),
    ("boardgen pdf --sheets pieces", "help-ex-sheets"),
    (
        "boardgen pdf --side second --pieces carpet=3",
        "help-ex-pieces",
    ),
    ("boardgen pdf --art crown=grandma.jpg", "help-ex-art"),
    (
        "boardgen pdf --board-art frame=crest.png",
        "help-ex-board-art",
    ),
    ("boardgen svg --out /tmp/x", "help-ex-svg"),
    ("boardgen pdf --cut svg,dxf,contour", "help-ex-cut"),
    (
        "boardgen pdf --cut laser --kerf 0.15 --bed 300x200",
        "help-ex-laser",
    ),
    ("boardgen png --dpi 150", "help-ex-png"),
    ("boardgen handout --copies 30 --n-up 2", "help-ex-handout"),
    ("boardgen html", "help-ex-html"),
    ("boardgen list", "help-ex-list"),
];

/// The examples block after `boardgen --help`, in `lang`: a command line short enough has
/// its words beside it, in one column; a longer one has them on the next line.
fn examples(lang: &boardgen_core::lang::Lang) -> String {
    const COLUMN: usize = 38;
    let mut block = lang.text("help-examples", &[]) + "\n";
    for (line, id) in EXAMPLES {
        let words = lang.text(id, &[]);
        if line.len() < COLUMN {
            block += &format!("  {line:<COLUMN$}{words}\n");
        } else {
            block += &format!("  {line}\n  {:COLUMN$}{words}\n", "");
        }
    }
    block + "\n" + &lang.text("help-print-actual-size", &[])
}

/// Print-ready, card-mountable paper sets of Camels and Carpets and Royal Carpet: boards,
/// piece sheets and rules handouts laid out to the millimetre, as PDF, SVG or PNG, and the
/// rules as a web page.
#[derive(Debug, Parser)]
#[command(name = "boardgen", version)]
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
    /// Print a built-in rules text (the handout's words and diagram lines), a starting
    /// point for your own game's rules: `boardgen rules checkers > rules.md`, then
    /// `rules = "rules.md"` in your template. `fr/checkers` and the like are the other
    /// languages' texts.
    #[command(display_order = 7)]
    Rules {
        /// The rules text, as a template names it without `builtin:` and `.md`.
        #[arg(value_name = "NAME", value_parser = rules_names())]
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
        #[arg(long, value_name = "N", default_value = "1", value_parser = parse::copies, allow_hyphen_values = true)]
        copies: usize,
        /// Handouts per sheet: 1, or 2 (two A5 on A4, two half-letter on letter, with a cut
        /// line between them).
        #[arg(long = "n-up", value_name = "N", default_value = "1", value_parser = parse::n_up, allow_hyphen_values = true)]
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
        #[arg(long, value_name = "DPI", default_value = "150", value_parser = parse::dpi, allow_hyphen_values = true)]
        dpi: u32,
    },
    /// Serve the web page where teachers and families make their sets in a browser: one
    /// page to choose the game and what to make, the pages drawn small as they choose, and
    /// the download. Open the address it prints. SIGTERM or Ctrl-C stops it, finishing the
    /// requests in flight. See docs/serving.md for running it for a school.
    #[command(display_order = 5)]
    Serve {
        /// The address and port to listen on. 0.0.0.0:8080 listens on every network of
        /// this machine: do so only behind a firewall or proxy you trust.
        #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        /// Most sets made at once (1 to 64); more requests wait a moment, then are told the
        /// server is busy (503). Default: the number of processor cores.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=64))]
        max_jobs: Option<u16>,
        /// Most bytes one request may send, pictures and template files together, in MiB
        /// (1 to 1024). Each picture is also held to boardgen's own limit.
        #[arg(long, value_name = "MIB", default_value = "64", value_parser = clap::value_parser!(u16).range(1..=1024))]
        max_upload: u16,
        /// Most memory all the sets made at once may take for their pictures (counted from
        /// each picture's size in pixels) and PNG pages, in MiB (256 to 65536). A set that
        /// would pass it waits a moment, then is told the server is busy (503); one that
        /// alone would pass it is refused (413).
        #[arg(long, value_name = "MIB", default_value = "1024", value_parser = clap::value_parser!(u32).range(256..=65536))]
        render_memory: u32,
        /// How long one request may take in all, its upload included, in seconds (1 to
        /// 3600): then it gets 408 and its set is no longer made.
        #[arg(long, value_name = "SECS", default_value = "60", value_parser = clap::value_parser!(u16).range(1..=3600))]
        request_time: u16,
        /// The browser site to serve at / (the folder `bash crates/browser/build.sh` writes),
        /// where kits are made in the browser and photos never leave it; the server's own
        /// answers stay for browsers without its engine. Default: target/site, if it was
        /// built.
        #[arg(long, value_name = "DIR")]
        site: Option<std::path::PathBuf>,
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
    /// Which game: camels-and-carpets, royal-carpet, all (one file set per game), an
    /// example by name (checkers, international-draughts), or the path of your own template
    /// (a .toml file; `--template` is the same option). Give it more than once for several.
    /// Default: all.
    #[arg(long, alias = "template", value_name = "GAME|FILE.toml", value_parser = parse::game)]
    pub game: Vec<GameChoice>,

    /// Paper: a4, letter, a3, legal, or WIDTHxHEIGHT in mm (120 to 1200 each, e.g. 250x350).
    /// The orientation that allows the larger board is chosen. Default: the PAPERSIZE
    /// variable, else /etc/papersize, else the locale's paper (LC_PAPER), else a4.
    #[arg(long, value_name = "PAPER", value_parser = parse::paper, allow_hyphen_values = true)]
    pub paper: Option<Paper>,

    /// The language of every printed word: en, fr, de, es, nl, or a language your template
    /// brings (a tag such as it or pt-BR); qps-ploc is the pseudo-language, long accented
    /// English for checking layouts. Default: the language of LC_ALL, LC_MESSAGES or
    /// LANG, else en. Words with no translation stay in English (or the template's own
    /// language), and a note says so.
    #[arg(long, value_name = "LANG", value_parser = parse::lang)]
    pub lang: Option<boardgen_core::lang::Lang>,

    /// Safe margin on every side in mm (5 to 50): nothing but crop marks is drawn closer to
    /// the paper's edge. Most home printers need at least 5.
    #[arg(long, value_name = "MM", default_value = "10", value_parser = parse::margin, allow_hyphen_values = true)]
    pub margin: f64,

    /// Board square side in mm, 10 to 200 (and no larger than fits the paper). Default: the
    /// game's preferred size (Royal Carpet 28 mm) or, for Camels and Carpets, the largest
    /// whole or half millimetre at which each board half fits the paper. Pieces are 82 % of the
    /// square, rounded down to 0.1 mm.
    #[arg(long, value_name = "MM", value_parser = parse::square, allow_hyphen_values = true)]
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
    #[arg(long, value_name = "SHAPE", value_parser = parse::shape)]
    pub shape: Option<CounterShape>,

    /// Spare pieces per side, 0 to 8: one number for every kind that has spares (default 4
    /// crowns, cockerels and camels; 2 Royal Carpet checkers), or per kind: `crown=6,checker=3`.
    #[arg(long, value_name = "N|NAME=N,...", value_parser = parse::spares, allow_hyphen_values = true)]
    pub spares: Option<Spares>,

    /// How far colour runs past every cut edge, in mm (0 to 5), so a cut a little off the
    /// line shows no white paper. Crop marks and ticks stay clear of it. Default: 2.
    #[arg(long, value_name = "MM", value_parser = parse::bleed, allow_hyphen_values = true)]
    pub bleed: Option<f64>,

    /// Put each side's pieces on sheets of their own, to print each side on card of a
    /// different colour (default: as few piece sheets as possible).
    #[arg(long)]
    pub per_side: bool,

    /// The board on one page (`whole`: an error naming the smallest paper that holds it
    /// when it does not fit), in two `halves`, or `auto` (one page when it fits at the
    /// square size). Default: what the game's template says (Camels and Carpets halves,
    /// Royal Carpet auto).
    #[arg(long, value_name = "HOW", value_parser = parse::board_choice)]
    pub board: Option<BoardChoice>,

    /// Piece sheets for one side only: `first` (or 1) or `second` (or 2).
    #[arg(long, value_name = "SIDE", value_parser = parse::side)]
    pub side: Option<usize>,

    /// Replacement pieces only, per side: `carpet=3,crown=1` (1 to 64 of each). The sheets
    /// are cut like the full set's; the file name ends in `-replacements`.
    #[arg(long, value_name = "NAME=N,...", value_parser = parse::replacement, value_delimiter = ',')]
    pub pieces: Vec<(String, u32)>,

    /// Your own picture on a piece instead of its drawing: `crown=crown.jpg` for both sides,
    /// `crown:second=photo.png` for one. PNG, JPEG, WebP or GIF; it fills the middle of the
    /// piece, the side's colour or band around it. A list, `king=gran.jpg,grandad.jpg`, puts
    /// a different picture on each piece, in order (set, then spares), starting again when
    /// it runs out. Once per piece (or side).
    #[arg(long, value_name = "PIECE[:SIDE]=FILES", value_parser = parse::art_arg)]
    pub art: Vec<ArtArg>,

    /// How `--art` pictures fill the piece: `cover` (cropped to fill it) or `contain` (the
    /// whole picture, the face colour around it). Default: cover.
    #[arg(long, value_name = "FIT", value_parser = parse::fit)]
    pub fit: Option<Fit>,

    /// Which part of `--art` pictures a crop keeps: centre, top (a portrait's head), bottom,
    /// left, right, top-left, top-right, bottom-left or bottom-right. Default: centre.
    #[arg(long, value_name = "ANCHOR", value_parser = parse::anchor)]
    pub anchor: Option<boardgen_core::picture::Anchor>,

    /// How far into `--art` pictures to take, 1 to 4: 2 fills the piece with half the
    /// picture's width (at the anchor). Default: 1, all that --fit shows.
    #[arg(long, value_name = "ZOOM", value_parser = parse::zoom)]
    pub zoom: Option<f64>,

    /// A picture on the board: `frame=crest.png` in the middle of the frame's outer bands,
    /// between the letters; `endzone=logo.png` beside the label of each endzone (or
    /// `endzone:first=...` for the first side's alone); `background=wood.jpg` filling the
    /// frame behind its letters. PNG, JPEG, WebP or GIF; a crest or logo is shown whole.
    /// Once per place (or endzone).
    #[arg(long, value_name = "PLACE[:SIDE]=FILE", value_parser = parse::board_art_arg)]
    pub board_art: Vec<BoardArtArg>,

    /// Which sheets to make, comma-separated: board, pieces, rules, assembly (making the set).
    /// Default: all, in that order (for `handout`: rules; for `html`: rules and assembly).
    /// With duplex backs, `calibration` is the calibration sheet alone (its two pages), to
    /// print once before the set.
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_parser = parse::sheet_kind)]
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
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_parser = parse::cut_output)]
    pub cut: Vec<boardgen_core::cut::CutOutput>,

    /// With `--cut` files: the width a laser burns away, in mm (0 to 5). Square pieces are
    /// printed that far apart with the cuts down the middle of each gap; circles and board
    /// trims move out by half of it. Either way a 25 mm piece comes out 25 mm.
    #[arg(long, value_name = "MM", value_parser = parse::kerf, allow_hyphen_values = true)]
    pub kerf: Option<f64>,

    /// With `--cut` files: the largest sheet the machine takes, WIDTHxHEIGHT in mm (20 to
    /// 3000 each, e.g. 300x200): the kit's cuts are packed onto beds of that size
    /// (`...-bed-1-cut.svg`), pieces and board parts of every page sharing beds, whole groups
    /// of pieces to a bed, turned 90° where that makes them fit; with `--per-side`, each
    /// side's pieces on beds of their own.
    #[arg(long, value_name = "WxH", value_parser = parse::bed, allow_hyphen_values = true)]
    pub bed: Option<boardgen_core::units::Size>,

    /// With `--bed`: the room left free round each edge of a bed, in mm (0 to 50), so that
    /// no cut runs on the edge of the material. Default: 5.
    #[arg(long, value_name = "MM", value_parser = parse::bed_margin, allow_hyphen_values = true)]
    pub bed_margin: Option<f64>,

    /// With `--cut marks`: where the registration marks go, LEFTxTOP in mm (5 to 40 each):
    /// the filled square's corner from the sheet's left and top edges; the other marks lie as
    /// far from the right and bottom. Printers differ: move them in if one is cut off.
    /// Default: 15x20.
    #[arg(long, value_name = "LEFTxTOP", value_parser = parse::mark_inset, allow_hyphen_values = true)]
    pub mark_inset: Option<boardgen_core::layout::MarkInset>,

    /// Piece sheets with backs (what a back shows is the template's `back` of each piece):
    /// `fold` (each sheet's pieces beside their backs, mirrored across a dashed fold line, to
    /// fold round card 1 mm thick; `fold,card=MM` for card 0 to 5 mm thick) or `duplex` (a
    /// page of backs after each piece sheet, for a printer that prints both sides; add
    /// `,flip=short` for one that turns the sheet over its short edge, `,offset=XxY` to move
    /// every back X,Y mm, -10 to 10 each, against the printer's offset, and `,calibrate` for
    /// the sheet that measures it, or `--sheets calibration` for that sheet alone). Not with
    /// `--cut cricut`. Default: no backs.
    #[arg(long, value_name = "HOW[,KEY=VALUE]", value_parser = parse::backs_arg, allow_hyphen_values = true)]
    pub backs: Option<BacksArg>,

    /// Folder to write into (created if missing).
    #[arg(long, value_name = "DIR", default_value = "output")]
    pub out: PathBuf,
}

/// The names `boardgen template` accepts: the built-in games, then the example templates.
fn template_names() -> PossibleValuesParser {
    PossibleValuesParser::new(
        boardgen_core::game::BUILTIN
            .iter()
            .chain(boardgen_core::game::EXAMPLE_TEMPLATES)
            .map(|(id, _)| PossibleValue::new(*id)),
    )
}

/// The names `boardgen rules` accepts; `checkers.md` is taken for `checkers`.
fn rules_names() -> PossibleValuesParser {
    PossibleValuesParser::new(
        boardgen_core::kit::BUILTIN_TEXT
            .iter()
            .filter_map(|(file, _)| {
                let name = file.strip_suffix(".md")?;
                boardgen_core::rules_names()
                    .any(|n| n == name)
                    .then(|| PossibleValue::new(name).alias(*file))
            }),
    )
}

/// The names `boardgen art` accepts; `crown.svg` is taken for `crown`.
fn art_names() -> PossibleValuesParser {
    PossibleValuesParser::new(
        boardgen_core::art::BUILTIN
            .iter()
            .map(|(file, _)| PossibleValue::new(file.trim_end_matches(".svg")).alias(*file)),
    )
}

/// Options `handout` and `html` never take: each only changes the board or piece sheets or
/// the cut files, which neither makes. Given, they are refused as on every command.
const KIT_ONLY: [&str; 9] = [
    "spares",
    "side",
    "pieces",
    "board_art",
    "cut",
    "kerf",
    "bed",
    "bed_margin",
    "mark_inset",
];

/// Options `handout` and `html` take only with `--sheets assembly`: they change what the
/// making-the-set page says and shows. (`html` also never takes `--backs`.)
const ASSEMBLY_ONLY: [&str; 10] = [
    "square", "glue_tab", "shape", "bleed", "per_side", "board", "art", "fit", "anchor", "zoom",
];

/// The heading of the options that change only the making-the-set page (`help.ftl`'s
/// `help-heading-assembly` in English).
const ASSEMBLY_HEADING: &str = "For the making-the-set page (--sheets assembly)";

/// The command line as its help shows it: `handout` and `html` list their own options,
/// those that change only the making-the-set page under a heading of their own, and not
/// the full kit's.
fn own_options(mut cmd: clap::Command) -> clap::Command {
    use boardgen_core::lang::{Lang, Shipped};
    cmd = cmd.after_help(examples(&Lang::of(Shipped::English)));
    for (name, backs) in [("handout", true), ("html", false)] {
        cmd = cmd.mut_subcommand(name, |mut sub| {
            for id in KIT_ONLY {
                sub = sub.mut_arg(id, |a| a.hide(true));
            }
            for id in ASSEMBLY_ONLY.into_iter().chain(backs.then_some("backs")) {
                sub = sub.mut_arg(id, |a| a.help_heading(ASSEMBLY_HEADING));
            }
            if !backs {
                sub = sub.mut_arg("backs", |a| a.hide(true));
            }
            sub
        });
    }
    cmd
}

/// The command line to parse `args` with: shaped for its help (each command's own options,
/// `--paper`'s default) only when the arguments ask for help, since the shaping is most of a
/// short run's work and changes nothing that is parsed.
pub fn command_for(
    paper: &DefaultPaper,
    lang: &boardgen_core::lang::Lang,
    args: &[std::ffi::OsString],
) -> clap::Command {
    if asks_help(args) {
        command(paper, lang)
    } else {
        Cli::command()
    }
}

/// True when the arguments ask for help (`-h`, `--help`, `help`).
pub fn asks_help(args: &[std::ffi::OsString]) -> bool {
    let asks = |a: &std::ffi::OsString| a == "-h" || a == "--help";
    let first = args.iter().find(|a| !a.to_string_lossy().starts_with('-'));
    args.iter().any(asks) || first.is_some_and(|a| a == "help")
}

/// The command line with `--paper`'s help saying which paper is the default here and why,
/// in `lang`'s words.
pub fn command(paper: &DefaultPaper, lang: &boardgen_core::lang::Lang) -> clap::Command {
    let default = lang.text("help-default", &[("value", paper.describe(lang).into())]);
    let mut cmd = own_options(Cli::command());
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

/// `cmd` with its summary lines (boardgen's and each command's, as `--help` lists them)
/// in `lang`'s words, and with `options`, each option's help line and heading too (what
/// only help shows); English as it is (the doc comments above, which the man pages and
/// `help.ftl`'s English are).
pub fn in_language(
    cmd: clap::Command,
    lang: &boardgen_core::lang::Lang,
    options: bool,
) -> clap::Command {
    use boardgen_core::lang::Shipped;
    match lang.messages() {
        Shipped::English => return cmd,
        Shipped::French | Shipped::German | Shipped::Spanish | Shipped::Dutch => {}
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .filter(|n| n != "help")
        .collect();
    let shared = if options {
        shared_options()
    } else {
        Vec::new()
    };
    // Clap keeps a heading as static text: this one, once for the process that shows it.
    let heading: &'static str = if options {
        Box::leak(lang.text("help-heading-assembly", &[]).into_boxed_str())
    } else {
        ""
    };
    // What `help-default` says before its value, which `command` put after `--paper`'s help.
    let probe = lang.text("help-default", &[("value", "\u{1}".to_string().into())]);
    let label = probe.split('\u{1}').next().unwrap_or_default().to_string();
    let mut cmd = cmd.about(lang.text("help-boardgen", &[]));
    for name in names {
        let about = lang.text(&format!("help-{name}"), &[]);
        let helps: Vec<(String, String)> = match (options, cmd.find_subcommand(&name)) {
            (true, Some(sub)) => (sub.get_arguments())
                .map(|a| a.get_id().to_string())
                .filter(|id| id != "help" && id != "version")
                .map(|id| {
                    let help = lang.text(&help_id(&name, &id, &shared), &[]);
                    (id, help)
                })
                .collect(),
            _ => Vec::new(),
        };
        cmd = cmd.mut_subcommand(&name, |mut s| {
            for (id, help) in helps {
                s = s.mut_arg(&id, |a| {
                    // `--paper`'s default here, as `command` put it after the help.
                    let default = (a.get_help().map(|h| h.to_string()))
                        .and_then(|h| h.find(&format!(" {label}")).map(|i| h[i..].to_string()))
                        .unwrap_or_default();
                    let labels = value_labels(&a, lang);
                    let a = (a.help(format!("{help}{default}{labels}")))
                        .hide_default_value(true)
                        .hide_possible_values(true);
                    match a.get_help_heading() {
                        Some(_) => a.help_heading(heading),
                        None => a,
                    }
                });
            }
            s.about(about)
        });
    }
    if options {
        cmd = clap_words(cmd, lang, true).after_help(examples(lang));
        // Clap adds its `help` command as it builds the command line: its line, once built.
        cmd.build();
        let about = lang.text("help-help", &[]);
        cmd = cmd.mut_subcommand("help", |h| h.about(about));
    }
    cmd
}

/// The `[default: …]` and `[possible values: …]` clap writes after an option's help (in
/// English only), in `lang`'s words, for an option that takes a value.
fn value_labels(a: &clap::Arg, lang: &boardgen_core::lang::Lang) -> String {
    if !a.get_action().takes_values() {
        return String::new();
    }
    let mut labels = String::new();
    let defaults: Vec<String> = (a.get_default_values().iter())
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !a.is_hide_default_value_set() {
        let value = defaults.join(", ").into();
        labels += &format!(" {}", lang.text("help-default", &[("value", value)]));
    }
    let possible: Vec<String> = (a.get_possible_values().iter())
        .filter(|p| !p.is_hide_set())
        .map(|p| p.get_name().to_string())
        .collect();
    if !possible.is_empty() && !a.is_hide_possible_values_set() {
        let values = possible.join(", ").into();
        labels += &format!(" {}", lang.text("help-possible", &[("values", values)]));
    }
    labels
}

/// `cmd` with clap's own words (the headings, the `--help` and `--version` lines) in
/// `lang`, for its help: clap has them in English only. Its subcommands too.
fn clap_words(cmd: clap::Command, lang: &boardgen_core::lang::Lang, top: bool) -> clap::Command {
    use clap::{Arg, ArgAction};
    // Clap keeps a heading as static text: these, once for the process that shows them.
    let leak = |id: &str| -> &'static str { Box::leak(lang.text(id, &[]).into_boxed_str()) };
    let (options, arguments) = (leak("help-heading-options"), leak("help-heading-arguments"));
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
        lang.text("help-heading-usage", &[])
    );
    // Every argument, in its order: clap puts a changed one last, and orders its headings
    // by their first argument.
    let ids: Vec<(String, Option<&'static str>)> = (cmd.get_arguments())
        .map(|a| {
            let heading = match a.get_help_heading() {
                Some(_) => None,
                None if a.is_positional() => Some(arguments),
                None => Some(options),
            };
            (a.get_id().to_string(), heading)
        })
        .collect();
    let mut cmd = cmd
        .help_template(template)
        .subcommand_help_heading(leak("help-heading-commands"))
        .disable_help_flag(true);
    for (id, heading) in ids {
        cmd = cmd.mut_arg(&id, |a| match heading {
            Some(h) => a.help_heading(h),
            None => a,
        });
    }
    cmd = cmd.arg(
        Arg::new("help")
            .short('h')
            .long("help")
            .action(ArgAction::Help)
            .help(lang.text("help-flag-help", &[]))
            .help_heading(options),
    );
    if top {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(lang.text("help-flag-version", &[]))
                .help_heading(options),
        );
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        cmd = cmd.mut_subcommand(&name, |s| clap_words(s, lang, false));
    }
    cmd
}

/// The ids of the options every command that writes files takes (`SetArgs`).
fn shared_options() -> Vec<String> {
    (SetArgs::augment_args(clap::Command::new("set")).get_arguments())
        .map(|a| a.get_id().to_string())
        .collect()
}

/// The `help.ftl` message of the help line of option `id` of command `command`:
/// `help-opt-ID` for one of the `shared` options of a command that writes files,
/// `help-COMMAND-ID` for a command's own.
pub fn help_id(command: &str, id: &str, shared: &[String]) -> String {
    let option = id.replace('_', "-");
    let writes = ["pdf", "svg", "png", "handout", "html"].contains(&command);
    if writes && shared.iter().any(|s| s == id) {
        format!("help-opt-{option}")
    } else {
        format!("help-{command}-{option}")
    }
}

/// The line for an option that takes a value but is followed by another option
/// (`--paper --mono`), so that the next option is not taken as its value (nor its own value
/// left over as a stray argument); `None` when every such option has its value. `args` are
/// the arguments after the program name.
pub fn missing_value(cmd: &clap::Command, args: &[std::ffi::OsString]) -> Option<Said> {
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
                return Some(
                    Said::new("refuse-usage-no-value-next")
                        .arg("option", shown(long))
                        .arg("next", shown(next)),
                )
            }
            None if takes_value => {
                return Some(Said::new("refuse-usage-no-value").arg("option", shown(long)))
            }
            _ => {}
        }
    }
    None
}

/// Writes the completion script for `shell`.
pub fn completions(shell: clap_complete::Shell, out: &mut dyn std::io::Write) {
    clap_complete::generate(shell, &mut own_options(Cli::command()), "boardgen", out);
}

/// The manual pages: `boardgen.1`, then `boardgen-COMMAND.1` for each command.
pub fn man_pages() -> std::io::Result<Vec<(String, Vec<u8>)>> {
    // Building names each command `boardgen-COMMAND`, as its page is called.
    let mut cmd = own_options(Cli::command()).disable_help_subcommand(true);
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

impl SetArgs {
    /// The core's options, and the folder to write into (the command line's own).
    pub fn options(self) -> (SetOptions, PathBuf) {
        let SetArgs {
            game,
            paper,
            lang,
            margin,
            square,
            mono,
            glue_tab,
            shape,
            spares,
            bleed,
            per_side,
            board,
            side,
            pieces,
            art,
            fit,
            anchor,
            zoom,
            board_art,
            sheets,
            cut,
            kerf,
            bed,
            bed_margin,
            mark_inset,
            backs,
            out,
        } = self;
        let set = SetOptions {
            game,
            paper,
            lang,
            margin,
            square,
            mono,
            glue_tab,
            shape,
            spares,
            bleed,
            per_side,
            board,
            side,
            pieces,
            art,
            fit,
            anchor,
            zoom,
            board_art,
            sheets,
            cut,
            kerf,
            bed,
            bed_margin,
            mark_inset,
            backs,
        };
        (set, out)
    }
}

impl Command {
    /// What a command that writes files makes, with its options; `None` for the others.
    pub fn make(self) -> Option<(Make, SetArgs)> {
        match self {
            Command::Pdf(set) => Some((Make::Pdf, set)),
            Command::Svg(set) => Some((Make::Svg, set)),
            Command::Html(set) => Some((Make::Html, set)),
            Command::Png { set, dpi } => Some((Make::Png { dpi }, set)),
            Command::Handout {
                set,
                copies,
                n_up,
                booklet,
                large_print,
                two_sided,
            } => Some((
                Make::Handout {
                    copies,
                    n_up,
                    booklet,
                    large_print,
                    two_sided,
                },
                set,
            )),
            Command::List
            | Command::Serve { .. }
            | Command::Template { .. }
            | Command::Art { .. }
            | Command::Rules { .. }
            | Command::Completions { .. }
            | Command::Man { .. } => None,
        }
    }
}
