//! Raw arguments to a validated run description.

use std::path::PathBuf;

use crate::cli::{Command, SetArgs};
use crate::layout::{Options, SheetKind};

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
    /// A class set of handouts, one PDF per game.
    Handout {
        /// Copies of each page.
        copies: usize,
        /// Handouts per sheet.
        n_up: usize,
        /// Imposed as a folded booklet.
        booklet: bool,
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
}

impl Config {
    /// Builds the run from parsed arguments (clap has already range-checked each value).
    /// None for the commands that write no files (`list`, `template`, `art`).
    pub fn from_command(cmd: Command) -> Option<Config> {
        let (format, set) = match cmd {
            Command::Pdf(set) => (Format::Pdf, set),
            Command::Svg(set) => (Format::Svg, set),
            Command::Png { set, dpi } => (Format::Png { dpi }, set),
            Command::Handout {
                set,
                copies,
                n_up,
                booklet,
            } => (
                Format::Handout {
                    copies,
                    n_up,
                    booklet,
                },
                set,
            ),
            Command::List | Command::Template { .. } | Command::Art { .. } => return None,
        };
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
        } = set;
        let handout = matches!(format, Format::Handout { .. });
        let sheets = if sheets.is_empty() && handout {
            vec![SheetKind::Rules]
        } else if sheets.is_empty() {
            SheetKind::ALL.to_vec()
        } else {
            // Kit order, each once, whatever order they were asked in.
            SheetKind::ALL
                .into_iter()
                .filter(|k| sheets.contains(k))
                .collect()
        };
        Some(Config {
            format,
            layout: Options {
                paper,
                margin,
                square,
                mono,
                glue_tab,
                shape,
                spares: spares.unwrap_or_default(),
                sheets,
                kit_paper: None,
            },
            out_dir: out,
            games: game.sources(),
        })
    }
}
