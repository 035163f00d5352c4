//! Raw arguments to a validated run description.
// Every match over a sheet kind, document, encoding, product or cut output names each
// case, so a new one is a compile error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use crate::args::{GameChoice, Make, SetOptions};
use crate::layout::{CounterShape, Options, SheetKind};
use crate::paper::DefaultPaper;
use crate::said::Said;

/// The document a run makes, which its command names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocumentKind {
    /// The kit: board, pieces, rules and making-the-set sheets (`pdf`, `svg`, `png`).
    Kit,
    /// A class set of handouts (`handout`).
    ClassSet(ClassSetArgs),
    /// The text sheets as a web page (`html`).
    Web,
}

/// How a class set is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClassSetArgs {
    /// Copies of each page.
    pub copies: usize,
    /// Handouts per sheet.
    pub n_up: usize,
    /// Imposed as a folded booklet.
    pub booklet: bool,
    /// In large print.
    pub large_print: bool,
    /// Each copy padded to an even number of pages, for printing double-sided.
    pub two_sided: bool,
}

/// How a run's document is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// One multi-page PDF per game.
    Pdf,
    /// One SVG per page.
    Svg,
    /// One PNG per page at this DPI.
    Png {
        /// Pixels per inch.
        dpi: u32,
    },
    /// One HTML file per game.
    Html,
}

/// A validated run.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// The document made.
    pub document: DocumentKind,
    /// How it is written.
    pub encoding: Encoding,
    /// Layout choices.
    pub layout: Options,
    /// The games to make, in order.
    pub games: Vec<crate::args::GameSource>,
    /// The sheets were named with `--sheets`: each must be one every game can make.
    pub sheets_asked: bool,
    /// `--art` pictures, in the order given.
    pub art: Vec<crate::args::ArtArg>,
    /// How `--art` pictures fill their pieces.
    pub fit: crate::picture::Fit,
    /// Which part of `--art` pictures a crop keeps.
    pub anchor: crate::picture::Anchor,
    /// How far into `--art` pictures to take (1: all the fit shows).
    pub zoom: f64,
    /// `--board-art` pictures, in the order given.
    pub board_art: Vec<crate::args::BoardArtArg>,
    /// What the run makes for cutting machines.
    pub cut: crate::cut::CutOptions,
    /// The environment variable the language came from (`LANG=fr_FR.UTF-8`), when `--lang`
    /// was not given and one named a language.
    pub lang_from: Option<String>,
}

/// What a front end chooses when an option is not given: the command line's from its
/// environment (`PAPERSIZE`, `/etc/papersize`, `LANG`...), the web app's from the request.
#[derive(Debug, Clone, PartialEq)]
pub struct Defaults {
    /// The paper when `--paper` is not given.
    pub paper: DefaultPaper,
    /// The language when `--lang` is not given, and the variable it came from
    /// (`LANG=fr_FR.UTF-8`), if one named it.
    pub lang: (crate::lang::Lang, Option<String>),
}

impl Default for Defaults {
    /// A4 and English: what a run chooses with nothing to go by.
    fn default() -> Self {
        Defaults {
            paper: DefaultPaper::find(&|_| None, None),
            lang: (crate::lang::Lang::default(), None),
        }
    }
}

/// A combination of options that cannot be honoured as asked (exit code 2).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub Said);

impl crate::exit::Exit for UsageError {
    fn is_bad_input(&self) -> bool {
        true
    }

    fn said(&self) -> Said {
        self.0.clone()
    }
}

/// The sheets each layout option changes: an option that changes none of a run's sheets is
/// refused rather than silently ignored.
const EFFECTS: &[(&str, &[SheetKind])] = &[
    ("--glue-tab", &[SheetKind::Board, SheetKind::Assembly]),
    ("--shape", &[SheetKind::Pieces, SheetKind::Assembly]),
    ("--spares", &[SheetKind::Pieces]),
    (
        "--bleed",
        &[SheetKind::Board, SheetKind::Pieces, SheetKind::Assembly],
    ),
    ("--per-side", &[SheetKind::Pieces, SheetKind::Assembly]),
    ("--board", &[SheetKind::Board, SheetKind::Assembly]),
    ("--side", &[SheetKind::Pieces]),
    ("--pieces", &[SheetKind::Pieces]),
    ("--art", &[SheetKind::Pieces, SheetKind::Assembly]),
    ("--board-art", &[SheetKind::Board]),
    ("--cut", &[SheetKind::Board, SheetKind::Pieces]),
    // The making-the-set page tells how to print, fold or glue the backs.
    ("--backs", &[SheetKind::Pieces, SheetKind::Assembly]),
    (
        "--square",
        &[SheetKind::Board, SheetKind::Pieces, SheetKind::Assembly],
    ),
];

impl Config {
    /// Builds the run `make` asks for from its options (each value already checked by its
    /// parser in [`crate::args`]), with the front end's `defaults` for what is not given.
    pub fn new(make: Make, set: SetOptions, defaults: &Defaults) -> Result<Config, UsageError> {
        let (document, encoding) = match make {
            Make::Pdf => (DocumentKind::Kit, Encoding::Pdf),
            Make::Svg => (DocumentKind::Kit, Encoding::Svg),
            Make::Html => (DocumentKind::Web, Encoding::Html),
            Make::Png { dpi } => (DocumentKind::Kit, Encoding::Png { dpi }),
            Make::Handout {
                copies,
                n_up,
                booklet,
                large_print,
                two_sided,
            } => {
                if large_print && (n_up > 1 || booklet) {
                    let with = if booklet { "--booklet" } else { "--n-up 2" };
                    return Err(UsageError(
                        Said::new("refuse-large-print-with").arg("option", with),
                    ));
                }
                let args = ClassSetArgs {
                    copies,
                    n_up,
                    booklet,
                    large_print,
                    two_sided,
                };
                (DocumentKind::ClassSet(args), Encoding::Pdf)
            }
        };
        Config::checked(document, encoding, set, defaults)
    }

    fn checked(
        document: DocumentKind,
        encoding: Encoding,
        set: SetOptions,
        defaults: &Defaults,
    ) -> Result<Config, UsageError> {
        let default_paper = &defaults.paper;
        let SetOptions {
            paper,
            lang,
            margin,
            square,
            mono,
            glue_tab,
            shape,
            spares,
            sheets,
            game,
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
            cut,
            kerf,
            bed,
            bed_margin,
            mark_inset,
            backs,
        } = set;
        for (given, said) in [
            (fit.is_some(), "refuse-fit-without-art"),
            (anchor.is_some(), "refuse-anchor-without-art"),
            (zoom.is_some(), "refuse-zoom-without-art"),
        ] {
            if given && art.is_empty() {
                return Err(UsageError(Said::new(said)));
            }
        }
        let command = command_name(document, encoding);
        let cut = cut_options(document, encoding, cut, kerf, (bed, bed_margin))?;
        let marks = cut.has(crate::cut::CutOutput::Marks);
        if mark_inset.is_some() && !marks {
            return Err(UsageError(Said::new("refuse-mark-inset-without-marks")));
        }
        let replacements = side.is_some() || !pieces.is_empty();
        let sheets_asked = !sheets.is_empty();
        let (sheets, calibration) = calibration_asked(document, command, sheets, &backs)?;
        let sheets = chosen_sheets(document, command, sheets, replacements)?;
        if matches!(document, DocumentKind::Web) && backs.is_some() {
            return Err(UsageError(Said::new("refuse-backs-html")));
        }
        let given = [
            ("--glue-tab", glue_tab),
            ("--shape", shape.is_some()),
            ("--spares", spares.is_some()),
            ("--square", square.is_some()),
            ("--bleed", bleed.is_some()),
            ("--per-side", per_side),
            ("--board", board.is_some()),
            ("--side", side.is_some()),
            ("--pieces", !pieces.is_empty()),
            ("--art", !art.is_empty()),
            ("--board-art", !board_art.is_empty()),
            ("--cut", !cut.outputs.is_empty()),
            ("--backs", backs.is_some()),
        ];
        match calibration {
            // The calibration sheet alone: nothing but the way it is printed changes it.
            Calibration::Alone => {
                if let Some((opt, _)) = given.iter().find(|(o, on)| *on && *o != "--backs") {
                    return Err(UsageError(
                        Said::new("refuse-calibration-alone")
                            .arg("option", *opt)
                            .arg("command", command),
                    ));
                }
            }
            Calibration::None | Calibration::WithPieces => check_effects(command, &sheets, &given)?,
        }
        let backs = backs_options(backs, &cut, calibration)?;
        let paper = match paper {
            Some(p) => p,
            None => default_paper.paper.clone().map_err(|e| {
                UsageError(
                    Said::new("refuse-default-paper")
                        .arg("source", &default_paper.source)
                        .arg("why", crate::exit::Exit::said(&e)),
                )
            })?,
        };
        // The environment's language when --lang is not given, as other programs take it.
        let (lang, lang_from) = match lang {
            Some(l) => (l, None),
            None => defaults.lang.clone(),
        };
        Ok(Config {
            document,
            encoding,
            lang_from,
            layout: Options {
                lang,
                paper,
                margin,
                square,
                mono,
                glue_tab,
                shape: shape.unwrap_or(CounterShape::Square),
                spares: spares.unwrap_or_default(),
                sheets,
                bleed: bleed.unwrap_or(Options::default().bleed),
                per_side,
                board,
                selection: crate::layout::Selection { side, pieces },
                kit_paper: None,
                marks: marks.then(|| mark_inset.unwrap_or_default()),
                large_print: document.is_large_print(),
                kerf: cut.kerf,
                web: false,
                backs,
            },
            games: GameChoice::sources(&game).map_err(UsageError)?,
            sheets_asked,
            art,
            fit: fit.unwrap_or_default(),
            anchor: anchor.unwrap_or_default(),
            zoom: zoom.unwrap_or(1.0),
            board_art,
            cut,
        })
    }
}

/// `--backs` as the layout takes it, refused with what a fold would fold away
/// (registration marks) or split (beds), and with Print Then Cut (it prints fronts only).
fn backs_options(
    backs: Option<crate::args::BacksArg>,
    cut: &crate::cut::CutOptions,
    calibration: Calibration,
) -> Result<Option<crate::layout::Backs>, UsageError> {
    use crate::args::BacksKind;
    use crate::layout::{Backs, Duplex, Flip, DEFAULT_CARD};
    let Some(b) = backs else { return Ok(None) };
    if cut.has(crate::cut::CutOutput::Cricut) {
        let way = match b.kind {
            BacksKind::Fold => "fold",
            BacksKind::Duplex => "duplex",
        };
        return Err(UsageError(Said::new("refuse-backs-cricut").arg("way", way)));
    }
    Ok(Some(match b.kind {
        BacksKind::Fold => {
            if cut.has(crate::cut::CutOutput::Marks) {
                return Err(UsageError(Said::new("refuse-fold-marks")));
            }
            if cut.bed.is_some() {
                return Err(UsageError(Said::new("refuse-fold-bed")));
            }
            Backs::Fold {
                card: b.card.unwrap_or(DEFAULT_CARD),
            }
        }
        BacksKind::Duplex => Backs::Duplex(Duplex {
            flip: b.flip.unwrap_or(Flip::Long),
            offset: b.offset.unwrap_or((0.0, 0.0)),
            calibrate: b.calibrate || calibration == Calibration::WithPieces,
            calibration_only: calibration == Calibration::Alone,
        }),
    }))
}

/// Whether `--sheets` names the calibration sheet, and with what.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Calibration {
    /// Not named.
    None,
    /// Named with `pieces`: the same as `--backs duplex,calibrate`.
    WithPieces,
    /// Named alone: its two pages and nothing else.
    Alone,
}

/// The kinds of sheet named with `--sheets`, and the calibration sheet: only with
/// `--backs duplex` (it measures a double-sided printer), in a kit, alone or with the
/// pieces (whose backs it lines up).
fn calibration_asked(
    document: DocumentKind,
    command: &str,
    sheets: Vec<crate::args::SheetArg>,
    backs: &Option<crate::args::BacksArg>,
) -> Result<(Vec<SheetKind>, Calibration), UsageError> {
    use crate::args::{BacksKind, SheetArg};
    let kinds: Vec<SheetKind> = sheets
        .iter()
        .filter_map(|s| match s {
            SheetArg::Kind(k) => Some(*k),
            SheetArg::Calibration => None,
        })
        .collect();
    let named = sheets.len() - kinds.len();
    if named == 0 {
        return Ok((kinds, Calibration::None));
    }
    if named > 1 {
        return Err(UsageError(
            Said::new("refuse-sheets-twice").arg("sheet", "calibration"),
        ));
    }
    if document != DocumentKind::Kit {
        return Err(UsageError(
            Said::new("refuse-calibration-command").arg("command", command),
        ));
    }
    if backs.map(|b| b.kind) != Some(BacksKind::Duplex) {
        return Err(UsageError(Said::new("refuse-calibration-duplex")));
    }
    match kinds.as_slice() {
        [] => Ok((vec![SheetKind::Pieces], Calibration::Alone)),
        [SheetKind::Pieces] => Ok((kinds, Calibration::WithPieces)),
        _ => Err(UsageError(
            Said::new("refuse-calibration-with").arg(
                "sheets",
                kinds
                    .iter()
                    .filter(|k| **k != SheetKind::Pieces)
                    .map(|k| k.name())
                    .collect::<Vec<_>>()
                    .join(","),
            ),
        )),
    }
}

/// The sheets a run makes, in kit order: those named with `--sheets` (each once, and only
/// text sheets for a handout or web page), or the document's own.
fn chosen_sheets(
    document: DocumentKind,
    command: &str,
    sheets: Vec<SheetKind>,
    replacements: bool,
) -> Result<Vec<SheetKind>, UsageError> {
    // A handout, like a web page, holds the text sheets only.
    let text_only = document.is_text_only();
    for (i, k) in sheets.iter().enumerate() {
        if sheets[..i].contains(k) {
            return Err(UsageError(
                Said::new("refuse-sheets-twice").arg("sheet", k.name()),
            ));
        }
        if text_only && !k.is_text() {
            let id = match document {
                DocumentKind::ClassSet(_) => "refuse-handout-text-only",
                DocumentKind::Web | DocumentKind::Kit => "refuse-web-text-only",
            };
            return Err(UsageError(
                Said::new(id).arg("command", command).arg("sheet", k.name()),
            ));
        }
    }
    Ok(if sheets.is_empty() {
        match document {
            // Replacement pieces alone, unless other sheets are asked for too.
            DocumentKind::Kit if replacements => vec![SheetKind::Pieces],
            DocumentKind::Kit => SheetKind::ALL.to_vec(),
            DocumentKind::ClassSet(_) => vec![SheetKind::Rules],
            DocumentKind::Web => SheetKind::ALL.into_iter().filter(|k| k.is_text()).collect(),
        }
    } else {
        // Kit order, whatever order they were asked in.
        SheetKind::ALL
            .into_iter()
            .filter(|k| sheets.contains(k))
            .collect()
    })
}

/// Refuses an option given for a run of none of the sheets it changes.
fn check_effects(
    command: &str,
    sheets: &[SheetKind],
    given: &[(&str, bool)],
) -> Result<(), UsageError> {
    let names = || -> Vec<&str> { sheets.iter().map(|k| k.name()).collect() };
    for &(opt, on) in given {
        let (_, changes) = EFFECTS.iter().find(|(o, _)| *o == opt).expect("listed");
        if on && !changes.iter().any(|k| sheets.contains(k)) {
            let changed: Vec<&str> = changes.iter().map(|k| k.name()).collect();
            let changed: crate::said::Value = match changed.split_last() {
                Some((last, [])) => (*last).into(),
                Some((last, rest)) => Said::new("refuse-list-and")
                    .arg("items", rest.join(", "))
                    .arg("last", *last)
                    .into(),
                None => "".into(),
            };
            // Backs add a section to the rules printed with the pieces they turn over.
            let id = if opt == "--backs" {
                "refuse-no-effect-backs"
            } else {
                "refuse-no-effect"
            };
            return Err(UsageError(
                Said::new(id)
                    .arg("option", opt)
                    .arg("command", command)
                    .arg("sheets", names().join(","))
                    .arg("changed", changed),
            ));
        }
    }
    Ok(())
}

/// The `--cut` family checked: each output once and one the command can make, `--kerf` and
/// `--bed` only where there are cut files for them to change.
fn cut_options(
    document: DocumentKind,
    encoding: Encoding,
    outputs: Vec<crate::cut::CutOutput>,
    kerf: Option<f64>,
    (bed, bed_margin): (Option<crate::units::Size>, Option<f64>),
) -> Result<crate::cut::CutOptions, UsageError> {
    use crate::cut::CutOutput;
    let command = command_name(document, encoding);
    for (i, o) in outputs.iter().enumerate() {
        if outputs[..i].contains(o) {
            return Err(UsageError(
                Said::new("refuse-cut-twice").arg("output", o.name()),
            ));
        }
    }
    if !outputs.is_empty() && matches!(document, DocumentKind::ClassSet(_)) {
        return Err(UsageError(Said::new("refuse-cut-handout")));
    }
    if outputs.contains(&CutOutput::Contour)
        && (document, encoding) != (DocumentKind::Kit, Encoding::Pdf)
    {
        return Err(UsageError(
            Said::new("refuse-contour-command").arg("command", command),
        ));
    }
    if bed.is_some() && outputs.contains(&CutOutput::Marks) {
        return Err(UsageError(Said::new("refuse-bed-marks")));
    }
    let files = outputs.iter().any(|o| o.is_file());
    for (opt, given) in [("--kerf", kerf.is_some()), ("--bed", bed.is_some())] {
        if given && !files {
            return Err(UsageError(
                Said::new("refuse-without-cut-files").arg("option", opt),
            ));
        }
    }
    let bed_margin = match (bed, bed_margin) {
        (None, Some(_)) => return Err(UsageError(Said::new("refuse-bed-margin-without-bed"))),
        (Some(b), Some(m)) if 2.0 * m >= b.w.min(b.h) => {
            return Err(UsageError(
                Said::new("refuse-bed-margin-room")
                    .arg("margin", crate::units::fmt_num(m, 2))
                    .arg("width", crate::units::fmt_num(b.w, 2))
                    .arg("height", crate::units::fmt_num(b.h, 2))
                    .arg("most", crate::said::measure(b.w.min(b.h) / 2.0, 2)),
            ))
        }
        (_, m) => m.unwrap_or(crate::cut::BED_MARGIN),
    };
    let mut outputs = outputs;
    outputs.sort();
    Ok(crate::cut::CutOptions {
        outputs,
        kerf: kerf.unwrap_or(0.0),
        bed,
        bed_margin,
    })
}

impl DocumentKind {
    /// True for a document of the text sheets only (rules, making the set).
    pub fn is_text_only(self) -> bool {
        match self {
            DocumentKind::Kit => false,
            DocumentKind::ClassSet(_) | DocumentKind::Web => true,
        }
    }
    /// True for a class set in large print.
    pub fn is_large_print(self) -> bool {
        match self {
            DocumentKind::ClassSet(args) => args.large_print,
            DocumentKind::Kit | DocumentKind::Web => false,
        }
    }
}

/// The subcommand that makes a document in an encoding, for messages.
pub fn command_name(document: DocumentKind, encoding: Encoding) -> &'static str {
    match (document, encoding) {
        (
            DocumentKind::ClassSet(_),
            Encoding::Pdf | Encoding::Svg | Encoding::Png { .. } | Encoding::Html,
        ) => "handout",
        (
            DocumentKind::Web,
            Encoding::Pdf | Encoding::Svg | Encoding::Png { .. } | Encoding::Html,
        )
        | (DocumentKind::Kit, Encoding::Html) => "html",
        (DocumentKind::Kit, Encoding::Pdf) => "pdf",
        (DocumentKind::Kit, Encoding::Svg) => "svg",
        (DocumentKind::Kit, Encoding::Png { .. }) => "png",
    }
}
