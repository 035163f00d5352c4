//! Command line: clap derive. The doc comments here are the `--help` text.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::layout::pieces::{CounterShape, Spares};
use crate::layout::SheetKind;
use crate::paper::Paper;

const EXAMPLES: &str = "\
Examples:
  boardgen pdf                          both games, colour, A4 -> one PDF per game in output/
  boardgen pdf --game royal-carpet      only Royal Carpet
  boardgen pdf --mono --paper letter    black-and-white, US Letter
  boardgen pdf --square 25 --glue-tab   25 mm squares, half 1 with a glue strip
  boardgen pdf --spares 8 --shape round 8 spare crowns, cockerels, camels; round pieces
  boardgen pdf --sheets pieces          only the piece sheets
  boardgen svg --out /tmp/x             one SVG per page in /tmp/x
  boardgen png --dpi 150                PNG previews at 150 dpi
  boardgen handout --copies 30 --n-up 2 a class set of rules, two A5 to each A4 sheet

Print PDFs at 100 % (\"actual size\"); every page has a 100 mm bar to check.";

/// Print-ready, card-mountable paper sets of Camels and Carpets and Royal Carpet: boards,
/// piece sheets and rules handouts laid out to the millimetre, as PDF, SVG or PNG.
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
    Pdf(SetArgs),
    /// Write one SVG file per page (for editing or the web).
    Svg(SetArgs),
    /// List the built-in games and the sheets each one makes.
    List,
    /// Print a built-in game's template, a starting point for your own game:
    /// `boardgen template camels-and-carpets > my-game.toml`, then `--game my-game.toml`.
    Template {
        /// The built-in game.
        #[arg(value_name = "GAME")]
        name: String,
    },
    /// Print a built-in piece drawing (SVG) to edit in Inkscape: `boardgen art crown > crown.svg`.
    Art {
        /// The drawing: carpet, crown, cockerel, camel, king or checker.
        #[arg(value_name = "NAME")]
        name: String,
    },
    /// Write a class set of handouts as one PDF per game: the rules (and, with `--sheets
    /// rules,assembly`, the making-the-set page), copied for a class.
    Handout {
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
    },
    /// Write one PNG preview per page.
    Png {
        #[command(flatten)]
        set: SetArgs,
        /// Preview resolution in dots per inch (30 to 600).
        #[arg(long, value_name = "DPI", default_value = "150", value_parser = dpi, allow_hyphen_values = true)]
        dpi: u32,
    },
}

/// Options shared by every output format.
#[derive(Debug, Args, Clone)]
pub struct SetArgs {
    /// Which game: camels-and-carpets, royal-carpet, all (one file set per game), or the
    /// path of your own template (a .toml file; `--template` is the same option).
    #[arg(long, alias = "template", value_name = "GAME|FILE.toml", default_value = "all", value_parser = game)]
    pub game: GameChoice,

    /// Paper: a4, letter, a3, legal, or WIDTHxHEIGHT in mm (e.g. 250x350). The orientation
    /// that allows the larger board is chosen.
    #[arg(long, value_name = "PAPER", default_value = "a4", value_parser = paper)]
    pub paper: Paper,

    /// Safe margin on every side in mm (5 to 50): nothing but crop marks is drawn closer to
    /// the paper's edge. Most home printers need at least 5.
    #[arg(long, value_name = "MM", default_value = "10", value_parser = margin, allow_hyphen_values = true)]
    pub margin: f64,

    /// Board square side in mm (10 to 200). Default: the game's preferred size (Royal Carpet
    /// 28 mm) or, for Camels and Carpets, the largest whole or half millimetre at which each
    /// board half fits the paper.
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
    #[arg(long, value_name = "SHAPE", default_value = "square", value_parser = shape)]
    pub shape: CounterShape,

    /// Spare pieces per side, 0 to 8: one number for every kind that has spares (default 4
    /// crowns, cockerels and camels; 2 Royal Carpet checkers), or per kind: `crown=6,checker=3`.
    #[arg(long, value_name = "N|NAME=N,...", value_parser = spares, allow_hyphen_values = true)]
    pub spares: Option<Spares>,

    /// Which sheets to make, comma-separated: board, pieces, rules, assembly (making the set).
    /// Default: all, in that order (for `handout`: rules).
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_parser = sheet_kind)]
    pub sheets: Vec<SheetKind>,

    /// Folder to write into (created if missing).
    #[arg(long, value_name = "DIR", default_value = "output")]
    pub out: PathBuf,
}

fn paper(s: &str) -> Result<Paper, String> {
    Paper::parse(s).map_err(|e| e.to_string())
}

fn number_in(s: &str, lo: f64, hi: f64, unit: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a number"))?;
    if v.is_finite() && (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{s} is out of range: use {lo} to {hi} {unit}"))
    }
}

fn margin(s: &str) -> Result<f64, String> {
    number_in(s, crate::layout::MIN_MARGIN, 50.0, "mm")
}

fn square(s: &str) -> Result<f64, String> {
    // The upper bound is checked against the paper later, with the largest that fits.
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a number"))?;
    if !v.is_finite() || v <= 0.0 {
        return Err(format!("{s} is not a positive size in mm"));
    }
    if v < crate::layout::MIN_SQUARE {
        return Err(format!(
            "{s} mm is too small to play on: use at least {} mm",
            crate::layout::MIN_SQUARE
        ));
    }
    Ok(v)
}

fn dpi(s: &str) -> Result<u32, String> {
    number_in(s, 30.0, 600.0, "dpi").and_then(|v| {
        if v.fract() == 0.0 {
            Ok(v as u32)
        } else {
            Err(format!("{s} is not a whole number of dpi"))
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
    /// The chosen games, in a fixed order.
    pub fn sources(&self) -> Vec<GameSource> {
        match self {
            GameChoice::All => crate::game::BUILTIN
                .iter()
                .map(|(id, _)| GameSource::Builtin(id.to_string()))
                .collect(),
            GameChoice::One(id) => vec![GameSource::Builtin(id.clone())],
            GameChoice::File(p) => vec![GameSource::File(p.clone())],
        }
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
        "'{s}' is not a game: use {}, all, or a template file ending in .toml",
        names.join(", ")
    ))
}

fn shape(s: &str) -> Result<CounterShape, String> {
    match s {
        "square" => Ok(CounterShape::Square),
        "round" => Ok(CounterShape::Round),
        _ => Err(format!("'{s}' is not a piece shape: use square or round")),
    }
}

fn sheet_kind(s: &str) -> Result<SheetKind, String> {
    SheetKind::ALL
        .into_iter()
        .find(|k| k.name() == s)
        .ok_or_else(|| {
            let names: Vec<&str> = SheetKind::ALL.iter().map(|k| k.name()).collect();
            format!("'{s}' is not a sheet: use {}", names.join(", "))
        })
}

fn spares(s: &str) -> Result<Spares, String> {
    let count = |v: &str| -> Result<u32, String> {
        match v.trim().parse::<u32>() {
            Ok(n) if n <= 8 => Ok(n),
            _ => Err(format!("'{v}' is not a number of spares from 0 to 8")),
        }
    };
    let mut out = Spares::default();
    for item in s.split(',') {
        match item.split_once('=') {
            Some((name, n)) => {
                let name = name.trim();
                if name.is_empty() {
                    return Err(format!("'{item}' has no piece name before '='"));
                }
                out.per_piece.push((name.to_string(), count(n)?));
            }
            None => out.all = Some(count(item)?),
        }
    }
    Ok(out)
}

fn copies(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=200).contains(&n) => Ok(n),
        _ => Err(format!("'{s}' is not a number of copies from 1 to 200")),
    }
}

fn n_up(s: &str) -> Result<usize, String> {
    match s.trim() {
        "1" => Ok(1),
        "2" => Ok(2),
        _ => Err(format!("'{s}' is not 1 or 2 handouts per sheet")),
    }
}
