//! Layout: games and options in, a millimetre-exact [`Document`] out. Pure: no I/O.

pub mod assembly;
pub mod board;
pub mod diagram;
pub mod handout;
pub mod imposition;
pub mod kit;
pub mod marks;
pub mod pieces;
pub mod plan;
#[cfg(test)]
pub(crate) mod testutil;
pub mod text;

pub use board::board_document;
pub use imposition::{class_set, handout_document, handout_paper, ClassSet};
pub use kit::{check_selection, check_spares, kit_document};
pub use plan::{board_plan, board_square, BoardChoice, BoardPlan};

use crate::game::Palette;
use crate::paper::{safe_area, Paper};
use crate::scene::{Document, Item, Page};
use crate::units::{Point, Rect, Size};

/// Smallest board square, mm: smaller boards are too fiddly to play on.
pub const MIN_SQUARE: f64 = 10.0;
/// Largest board square considered, mm.
pub const MAX_SQUARE: f64 = 200.0;
/// Bleed when none is asked for, mm: enough to hide a cut a millimetre or two off the line
/// with scissors, and small enough that the crop marks stay where they are.
pub const DEFAULT_BLEED: f64 = 2.0;
/// Largest bleed, mm.
pub const MAX_BLEED: f64 = 5.0;
/// Smallest safe margin, mm: home printers cannot print closer to the edge.
pub const MIN_MARGIN: f64 = 5.0;
/// Gap between blocks of a sheet, mm.
const GAP: f64 = 3.0;

/// Validated layout choices.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// The paper, in either orientation.
    pub paper: Paper,
    /// Safe margin on every side, mm.
    pub margin: f64,
    /// Board square side, mm; None for the largest that fits.
    pub square: Option<f64>,
    /// Black-and-white palette instead of colour.
    pub mono: bool,
    /// Add a glue tab to the first board half.
    pub glue_tab: bool,
    /// Outline of the counters on piece sheets.
    pub shape: pieces::CounterShape,
    /// Spare pieces per side.
    pub spares: pieces::Spares,
    /// Which sheets to make, in kit order.
    pub sheets: Vec<SheetKind>,
    /// How far colour runs past every cut edge, mm.
    pub bleed: f64,
    /// Start each side's pieces on a sheet of its own (for differently coloured card).
    pub per_side: bool,
    /// Whole board or halves; None for what the game's template says.
    pub board: Option<plan::BoardChoice>,
    /// Which pieces the piece sheets hold (all, or replacements).
    pub selection: pieces::Selection,
    /// The paper the kit itself is printed on, when handouts are laid out on smaller pages
    /// (two to a sheet): the making-the-set page describes the kit on this paper.
    pub kit_paper: Option<Paper>,
}

/// The kinds of sheet a kit is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum SheetKind {
    /// The board, in parts.
    Board,
    /// The piece sheets.
    Pieces,
    /// The rules handout, with diagrams.
    Rules,
    /// How to make the set.
    Assembly,
}

impl SheetKind {
    /// Every kind, in kit order: the making-the-set page first (it says what to do with
    /// every sheet after it, and carries the bar that checks the print scale), then the sheets
    /// to cut, then the rules.
    pub const ALL: [SheetKind; 4] = [
        SheetKind::Assembly,
        SheetKind::Board,
        SheetKind::Pieces,
        SheetKind::Rules,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            SheetKind::Board => "board",
            SheetKind::Pieces => "pieces",
            SheetKind::Rules => "rules",
            SheetKind::Assembly => "assembly",
        }
    }
}

impl Default for Options {
    /// A4, 10 mm margin, largest square, colour, square counters, template spares, every sheet,
    /// 2 mm bleed.
    fn default() -> Self {
        Options {
            paper: Paper::parse("a4").expect("a4 is known"),
            margin: 10.0,
            square: None,
            mono: false,
            glue_tab: false,
            shape: pieces::CounterShape::Square,
            spares: pieces::Spares::default(),
            sheets: SheetKind::ALL.to_vec(),
            bleed: DEFAULT_BLEED,
            per_side: false,
            board: None,
            selection: pieces::Selection::default(),
            kit_paper: None,
        }
    }
}

impl Options {
    /// `mono` or `colour`, as used in titles and file names.
    pub fn variant(&self) -> &'static str {
        if self.mono {
            "mono"
        } else {
            "colour"
        }
    }
}

/// Layout requests that cannot be met.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LayoutError {
    /// The chosen square makes a board part larger than the paper's safe area.
    #[error("--square {square} mm does not fit: on {paper} with a {margin} mm margin the largest square that fits is {largest} mm")]
    SquareTooLarge {
        /// Requested square, mm.
        square: f64,
        /// Largest that fits, mm.
        largest: f64,
        /// Paper description.
        paper: String,
        /// Margin, mm.
        margin: f64,
    },
    /// `--board whole` for a board that does not fit the paper whole.
    #[error("--board whole: the {game} board with {square} mm squares does not fit {paper}; it fits on {fits_on}{}", match largest { Some(l) => format!(", or use --square {l} or less"), None => String::new() })]
    WholeTooLarge {
        /// The game.
        game: String,
        /// The square it would use, mm.
        square: f64,
        /// Paper description.
        paper: String,
        /// The smallest paper that holds it.
        fits_on: String,
        /// The largest square at which it fits this paper whole, if any.
        largest: Option<f64>,
    },
    /// Not even the smallest square fits.
    #[error(
        "{paper} with a {margin} mm margin is too small for a board with {MIN_SQUARE} mm squares"
    )]
    PaperTooSmall {
        /// Paper description.
        paper: String,
        /// Margin, mm.
        margin: f64,
    },
    /// Not even one piece fits the page.
    #[error("{paper} with a {margin} mm margin is too small for {size} mm pieces")]
    PiecesTooLarge {
        /// Paper description.
        paper: String,
        /// Margin, mm.
        margin: f64,
        /// Piece size, mm.
        size: f64,
    },
    /// A handout diagram that cannot be drawn.
    #[error("{game} handout: {message}")]
    Handout {
        /// The game.
        game: String,
        /// What is wrong.
        message: String,
    },
    /// `handout --sheets` names no sheet a handout can hold.
    #[error("handout --sheets takes rules and/or assembly (making the set)")]
    HandoutSheets,
    /// A handout was asked of a game whose template names no rules text.
    #[error("{game} has no rules text to print (its template names no `rules`)")]
    NoRules {
        /// The game.
        game: String,
    },
    /// `--pieces NAME=N` names no piece of a game.
    #[error("--pieces: '{name}' is not a piece of {game}; use {allowed} (or choose the game with --game)")]
    UnknownPiece {
        /// The name given.
        name: String,
        /// The game.
        game: String,
        /// Names that would work.
        allowed: String,
    },
    /// `--pieces` names a piece twice.
    #[error("--pieces: '{name}' is named twice; give each piece once")]
    PieceTwice {
        /// The name given twice.
        name: String,
    },
    /// `--spares NAME=N` names no spare-able piece.
    #[error("--spares: '{name}' is not a piece with spares in {game}; use {allowed}")]
    UnknownSpare {
        /// The name given.
        name: String,
        /// The game.
        game: String,
        /// Names that would work.
        allowed: String,
    },
}

/// A laid-out page waiting for its footer (which needs the page count).
pub(crate) struct Sheet {
    pub(crate) page: Page,
    pub(crate) label: String,
    pub(crate) ink: crate::scene::Color,
}

/// The frame every sheet shares: the safe area, and the content area between the heading
/// and the calibration ruler.
pub(crate) fn content_area(safe: Rect) -> Rect {
    let top = safe.y + marks::HEADING_HEIGHT + GAP;
    let bottom = safe.bottom() - marks::footer_height() - GAP - marks::ruler_height(safe.w) - GAP;
    Rect::new(safe.x, top, safe.w, (bottom - top).max(0.0))
}

/// The content area of a text page (rules, making the set): no calibration bar, so the text
/// runs down to the footer; with `ruler`, room is left for one at the bottom.
pub(crate) fn text_area(safe: Rect, ruler: bool) -> Rect {
    if ruler {
        return content_area(safe);
    }
    let top = safe.y + marks::HEADING_HEIGHT + GAP;
    let bottom = safe.bottom() - marks::footer_height() - GAP;
    Rect::new(safe.x, top, safe.w, (bottom - top).max(0.0))
}

/// Starts a sheet: heading at the top and the ruler at the bottom of the safe area.
pub(crate) fn sheet(
    name: &str,
    size: Size,
    margin: f64,
    title: &str,
    subtitle: &str,
    pal: &Palette,
) -> Page {
    text_sheet(name, size, margin, title, subtitle, pal, true)
}

/// Starts a text page: the heading, and the calibration bar only when `ruler` is set (only
/// the making-the-set page keeps one; nothing on a text page is cut to size).
pub(crate) fn text_sheet(
    name: &str,
    size: Size,
    margin: f64,
    title: &str,
    subtitle: &str,
    pal: &Palette,
    ruler: bool,
) -> Page {
    let safe = safe_area(size, margin);
    let mut items = marks::heading(safe, title, subtitle, pal.ink);
    if ruler {
        let ruler_top = safe.bottom() - marks::footer_height() - GAP - marks::ruler_height(safe.w);
        items.extend(marks::ruler(Point::new(safe.x, ruler_top), safe.w, pal.ink));
    }
    Page {
        name: name.to_string(),
        size,
        // Nothing is cut until a board or pieces are placed: the trim is the whole sheet.
        trim: Rect::new(0.0, 0.0, size.w, size.h),
        bleed: 0.0,
        safe,
        items,
    }
}

/// Adds "game · sheet" and "page n of N" footers once every page is known.
pub(crate) fn finish(
    title: String,
    sheets: Vec<Sheet>,
    symbols: Vec<crate::scene::Symbol>,
) -> Document {
    let n = sheets.len();
    let pages = sheets
        .into_iter()
        .enumerate()
        .map(|(i, mut s)| {
            let safe = s.page.safe;
            s.page
                .items
                .extend(marks::footer(safe, &s.label, i + 1, n, s.ink));
            s.page
        })
        .collect();
    Document {
        title,
        pages,
        symbols,
    }
}

/// Every leaf item of a page as (item, bounds), for invariant checks.
pub fn page_bounds<'a>(doc: &'a Document, page: &'a Page) -> Vec<(&'a Item, Rect)> {
    let mut out = Vec::new();
    crate::scene::visit(
        doc,
        &page.items,
        crate::units::Transform::identity(),
        &mut |i, t| {
            if let Some(b) = crate::scene::leaf_bounds(i, &t) {
                out.push((i, b));
            }
        },
    );
    out
}
