//! Raw arguments to a validated run description.

use std::path::PathBuf;

use crate::cli::{Command, GameChoice, SetArgs};
use crate::layout::{CounterShape, Options, SheetKind};
use crate::paper::DefaultPaper;

/// What a run writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// One multi-page PDF per set.
    Pdf,
    /// One SVG per page.
    Svg,
    /// One PNG per page at this DPI.
    Png {
        /// Pixels per inch.
        dpi: u32,
    },
    /// The rules as a web page, one HTML file per game.
    Html,
    /// A class set of handouts, one PDF per game.
    Handout {
        /// Copies of each page.
        copies: usize,
        /// Handouts per sheet.
        n_up: usize,
        /// Imposed as a folded booklet.
        booklet: bool,
        /// In large print.
        large_print: bool,
    },
}

/// A validated run.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// Output format.
    pub format: Format,
    /// Layout choices.
    pub layout: Options,
    /// Output folder.
    pub out_dir: PathBuf,
    /// The games to make, in order.
    pub games: Vec<crate::cli::GameSource>,
    /// The sheets were named with `--sheets`: each must be one every game can make.
    pub sheets_asked: bool,
    /// `--art` pictures, in the order given.
    pub art: Vec<crate::cli::ArtArg>,
    /// How `--art` pictures fill their pieces.
    pub fit: crate::picture::Fit,
    /// What the run makes for cutting machines.
    pub cut: crate::cut::CutOptions,
}

/// A combination of options that cannot be honoured as asked (exit code 2).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct UsageError(pub String);

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
    ("--cut", &[SheetKind::Board, SheetKind::Pieces]),
    (
        "--square",
        &[SheetKind::Board, SheetKind::Pieces, SheetKind::Assembly],
    ),
];

impl Config {
    /// Builds the run from parsed arguments (clap has already range-checked each value),
    /// with `paper` as the default paper. None for the commands that write no files.
    pub fn from_command(cmd: Command, paper: &DefaultPaper) -> Result<Option<Config>, UsageError> {
        let (format, set) = match cmd {
            Command::Pdf(set) => (Format::Pdf, set),
            Command::Svg(set) => (Format::Svg, set),
            Command::Html(set) => (Format::Html, set),
            Command::Png { set, dpi } => (Format::Png { dpi }, set),
            Command::Handout {
                set,
                copies,
                n_up,
                booklet,
                large_print,
            } => {
                if large_print && (n_up > 1 || booklet) {
                    let with = if booklet { "--booklet" } else { "--n-up 2" };
                    return Err(UsageError(format!(
                        "--large-print cannot go with {with}: large print takes a whole sheet of the paper for each page"
                    )));
                }
                (
                    Format::Handout {
                        copies,
                        n_up,
                        booklet,
                        large_print,
                    },
                    set,
                )
            }
            Command::List
            | Command::Template { .. }
            | Command::Art { .. }
            | Command::Completions { .. }
            | Command::Man { .. } => return Ok(None),
        };
        Config::new(format, set, paper).map(Some)
    }

    fn new(
        format: Format,
        set: SetArgs,
        default_paper: &DefaultPaper,
    ) -> Result<Config, UsageError> {
        let SetArgs {
            paper,
            margin,
            square,
            mono,
            glue_tab,
            shape,
            spares,
            sheets,
            out,
            game,
            bleed,
            per_side,
            board,
            side,
            pieces,
            art,
            fit,
            cut,
            kerf,
            bed,
            mark_inset,
        } = set;
        if fit.is_some() && art.is_empty() {
            return Err(UsageError(
                "--fit has no effect without --art: it says how --art pictures fill the pieces"
                    .into(),
            ));
        }
        let handout = format.is_handout();
        // A web page, like a handout, holds the text sheets only.
        let text_only = handout || matches!(format, Format::Html);
        let command = command_name(format);
        let cut = cut_options(format, cut, kerf, bed)?;
        let marks = cut.has(crate::cut::CutOutput::Marks);
        if mark_inset.is_some() && !marks {
            return Err(UsageError(
                "--mark-inset has no effect without --cut marks: it places the registration marks"
                    .into(),
            ));
        }
        for (i, k) in sheets.iter().enumerate() {
            if sheets[..i].contains(k) {
                return Err(UsageError(format!("--sheets names {} twice", k.name())));
            }
            if text_only && !k.is_text() {
                return Err(UsageError(format!(
                    "{command} --sheets {}: a {} holds rules and assembly (making the set) only",
                    k.name(),
                    if handout { "handout" } else { "web page" }
                )));
            }
        }
        let replacements = side.is_some() || !pieces.is_empty();
        let sheets_asked = !sheets.is_empty();
        let sheets = if sheets.is_empty() && replacements && !text_only {
            // Replacement pieces alone, unless other sheets are asked for too.
            vec![SheetKind::Pieces]
        } else if sheets.is_empty() && handout {
            vec![SheetKind::Rules]
        } else if sheets.is_empty() && text_only {
            SheetKind::ALL.into_iter().filter(|k| k.is_text()).collect()
        } else if sheets.is_empty() {
            SheetKind::ALL.to_vec()
        } else {
            // Kit order, whatever order they were asked in.
            SheetKind::ALL
                .into_iter()
                .filter(|k| sheets.contains(k))
                .collect()
        };
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
            ("--cut", !cut.outputs.is_empty()),
        ];
        for (opt, on) in given {
            let (_, changes) = EFFECTS.iter().find(|(o, _)| *o == opt).expect("listed");
            if on && !changes.iter().any(|k| sheets.contains(k)) {
                let names: Vec<&str> = sheets.iter().map(|k| k.name()).collect();
                let changed: Vec<&str> = changes.iter().map(|k| k.name()).collect();
                let changed = match changed.split_last() {
                    Some((last, [])) => last.to_string(),
                    Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
                    None => String::new(),
                };
                return Err(UsageError(format!(
                    "{opt} has no effect on `{command} --sheets {}`: it changes only the {changed} sheets",
                    names.join(",")
                )));
            }
        }
        if cut.has(crate::cut::CutOutput::Cricut) && !sheets.contains(&SheetKind::Pieces) {
            let names: Vec<&str> = sheets.iter().map(|k| k.name()).collect();
            return Err(UsageError(format!(
                "--cut cricut has no effect on `{command} --sheets {}`: it lays out the pieces",
                names.join(",")
            )));
        }
        let paper = match paper {
            Some(p) => p,
            None => default_paper.paper.clone().map_err(|e| {
                UsageError(format!(
                    "{}: {e}; or choose one with --paper",
                    default_paper.source
                ))
            })?,
        };
        Ok(Config {
            format,
            layout: Options {
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
                large_print: matches!(
                    format,
                    Format::Handout {
                        large_print: true,
                        ..
                    }
                ),
            },
            out_dir: out,
            games: GameChoice::sources(&game).map_err(UsageError)?,
            sheets_asked,
            art,
            fit: fit.unwrap_or_default(),
            cut,
        })
    }
}

/// The `--cut` family checked: each output once and one the command can make, `--kerf` and
/// `--bed` only where there are cut files for them to change.
fn cut_options(
    format: Format,
    outputs: Vec<crate::cut::CutOutput>,
    kerf: Option<f64>,
    bed: Option<crate::units::Size>,
) -> Result<crate::cut::CutOptions, UsageError> {
    use crate::cut::CutOutput;
    let command = command_name(format);
    for (i, o) in outputs.iter().enumerate() {
        if outputs[..i].contains(o) {
            return Err(UsageError(format!("--cut names {} twice", o.name())));
        }
    }
    if !outputs.is_empty() && format.is_handout() {
        return Err(UsageError(
            "--cut has no effect on `handout`: nothing on a handout is cut out".into(),
        ));
    }
    if outputs.contains(&CutOutput::Contour) && format != Format::Pdf {
        return Err(UsageError(format!(
            "--cut contour has no effect on `{command}`: it draws the cuts into the PDF; use `boardgen pdf --cut contour`"
        )));
    }
    if bed.is_some() && outputs.contains(&CutOutput::Marks) {
        return Err(UsageError(
            "--bed with --cut marks: beds split the cuts off the printed page, where the marks are; use one or the other".into(),
        ));
    }
    let files = outputs.iter().any(|o| o.is_file());
    for (opt, given) in [("--kerf", kerf.is_some()), ("--bed", bed.is_some())] {
        if given && !files {
            return Err(UsageError(format!(
                "{opt} has no effect without cut files: add --cut svg, dxf or laser"
            )));
        }
    }
    let mut outputs = outputs;
    outputs.sort();
    Ok(crate::cut::CutOptions {
        outputs,
        kerf: kerf.unwrap_or(0.0),
        bed,
    })
}

impl Format {
    /// True for a class set of handouts, whose sheets and file names differ from a kit's.
    pub fn is_handout(self) -> bool {
        match self {
            Format::Pdf | Format::Svg | Format::Png { .. } | Format::Html => false,
            Format::Handout { .. } => true,
        }
    }
}

/// The subcommand of a format, for messages.
fn command_name(format: Format) -> &'static str {
    match format {
        Format::Pdf => "pdf",
        Format::Svg => "svg",
        Format::Html => "html",
        Format::Png { .. } => "png",
        Format::Handout { .. } => "handout",
    }
}
