//! What a run asks of the layout: the validated `Options`, the kinds of sheet, and the
//! errors a request can meet. Every layout module reads these; none of them reads a module.
// Every match over a sheet kind, document, encoding, product or cut output names each
// case, so a new one is a compile error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use crate::game::{Game, Variant};
use crate::paper::{safe_area, Paper};
use crate::units::{Rect, Size};

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
    pub shape: CounterShape,
    /// Spare pieces per side.
    pub spares: Spares,
    /// Which sheets to make, in kit order.
    pub sheets: Vec<SheetKind>,
    /// How far colour runs past every cut edge, mm.
    pub bleed: f64,
    /// Start each side's pieces on a sheet of its own (for differently coloured card).
    pub per_side: bool,
    /// Whole board or halves; None for what the game's template says.
    pub board: Option<BoardChoice>,
    /// Which pieces the piece sheets hold (all, or replacements).
    pub selection: Selection,
    /// The paper the kit itself is printed on, when handouts are laid out on smaller pages
    /// (two to a sheet): the making-the-set page describes the kit on this paper.
    pub kit_paper: Option<Paper>,
    /// Print-and-cut registration marks on the board and piece sheets, or None.
    pub marks: Option<MarkInset>,
    /// Text pages in large print: 18 pt body, 16 pt captions, diagrams lettered at 14 pt
    /// or more.
    pub large_print: bool,
    /// The width a laser burns away (`--kerf`), mm: square pieces are laid this far apart,
    /// so that a cut down the middle of each gap leaves every piece at its size.
    pub kerf: f64,
    /// Laid out for the web page, whose readers (students, parents) hold neither the
    /// printed set nor the program: its text tells them what they can do.
    pub web: bool,
    /// Piece sheets with backs (fold-over or duplex), or None for plain-backed sheets.
    pub backs: Option<Backs>,
    /// The language of every printed word.
    pub lang: crate::lang::Lang,
}

/// How the piece sheets get their backs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Backs {
    /// Each page's fronts beside their backs, mirrored across a fold line, to fold round
    /// card `card` mm thick.
    Fold {
        /// The card's thickness, mm: the paper wraps round its edge, so the backs lie that
        /// much further from the fold than the fronts.
        card: f64,
    },
    /// A page of backs after each piece page, for a printer that prints both sides.
    Duplex(Duplex),
}

/// How a duplex printer turns the sheet, and how far off it prints the back.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Duplex {
    /// The edge the sheet turns over.
    pub flip: Flip,
    /// Moves every back page by (x, y) mm, in its own coordinates, to undo the printer's
    /// offset.
    pub offset: (f64, f64),
    /// Prints the calibration sheet (front and back) before the piece sheets.
    pub calibrate: bool,
    /// Prints the calibration sheet alone, without the piece sheets (`--sheets calibration`).
    pub calibration_only: bool,
}

/// The edge a duplex printer turns the sheet over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flip {
    /// The long edge (the usual default: a book's page).
    Long,
    /// The short edge (a calendar's page).
    Short,
}

impl Flip {
    /// The name used on the command line and on the sheets.
    pub fn name(self) -> &'static str {
        match self {
            Flip::Long => "long",
            Flip::Short => "short",
        }
    }
    /// True when turning a sheet of `size` over this edge mirrors x (the edge is upright);
    /// false when it mirrors y.
    pub fn mirrors_x(self, size: Size) -> bool {
        let upright_long = size.w <= size.h;
        match self {
            Flip::Long => upright_long,
            Flip::Short => !upright_long,
        }
    }
}

/// Card thickness when none is given, mm: ordinary mounting card (greyboard and
/// mountboard are sold 1 to 2 mm, cereal-box card is 0.5); 1 mm is what most piece sets
/// are mounted on, and a thinner card leaves at most half a millimetre of the backs'
/// bleed to absorb.
pub const DEFAULT_CARD: f64 = 1.0;

/// Where print-and-cut registration marks (Silhouette's type 1) go: the top-left corner of
/// the filled square, from the sheet's left and top edges, mm. The other marks lie as far
/// in from the right and bottom edges.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MarkInset {
    /// From the left edge, mm.
    pub left: f64,
    /// From the top edge, mm.
    pub top: f64,
}

impl Default for MarkInset {
    /// Silhouette Studio's own: 15 mm from the left, 20 mm from the top.
    fn default() -> Self {
        MarkInset {
            left: 15.0,
            top: 20.0,
        }
    }
}

/// How far in from a sheet's edges its contents keep: a margin all round and, with
/// registration marks, inside the marks and clear of their keep-outs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Margins {
    /// Safe margin on every side, mm.
    pub margin: f64,
    /// Registration marks on the sheet, or None.
    pub marks: Option<MarkInset>,
}

impl Margins {
    /// Plain margins, no marks.
    pub fn plain(margin: f64) -> Self {
        Margins {
            margin,
            marks: None,
        }
    }
    /// The safe area of a sheet of `size`: inside the margin and, with marks, the largest of
    /// the three rectangles inside them that keep clear of their corners (below the top
    /// marks and above the bottom one; below the top marks and right of the left ones; or
    /// between the left and right marks, full height).
    pub fn safe(self, size: Size) -> Rect {
        let plain = safe_area(size, self.margin);
        let Some(m) = self.marks else {
            return plain;
        };
        let (c, len) = (MARK_CLEAR, MARK_LENGTH);
        let (l, t, r, b) = (m.left, m.top, size.w - m.left, size.h - m.top);
        let edges = [
            (l + c, t + len + c, r - c, b - len - c),
            (l + len + c, t + len + c, r - c, b - c),
            (l + len + c, t + c, r - len - c, b - c),
        ];
        edges
            .into_iter()
            .map(|(x0, y0, x1, y1)| {
                let (x0, y0) = (x0.max(plain.x), y0.max(plain.y));
                let (x1, y1) = (x1.min(plain.right()), y1.min(plain.bottom()));
                Rect::new(x0, y0, (x1 - x0).max(0.0), (y1 - y0).max(0.0))
            })
            .fold(None, |best: Option<Rect>, r| match best {
                Some(b) if b.w * b.h >= r.w * r.h => Some(b),
                _ => Some(r),
            })
            .expect("three candidates")
    }
}

/// Side of the filled square mark, mm.
pub const MARK_SQUARE: f64 = 5.0;
/// Length of each arm of the corner marks, mm: also the side of each mark's keep-out.
pub const MARK_LENGTH: f64 = 20.0;
/// Width of the corner marks' lines, mm.
pub const MARK_LINE: f64 = 0.3;
/// Clear paper kept round each mark's keep-out, mm.
pub const MARK_CLEAR: f64 = 1.0;

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

    /// What its pages are called in their footers.
    pub fn label(self) -> &'static str {
        match self {
            SheetKind::Board => "board",
            SheetKind::Pieces => "pieces",
            SheetKind::Rules => "rules",
            SheetKind::Assembly => "making the set",
        }
    }

    /// True for a kind laid out as flowed text (a handout may hold it); false for a sheet
    /// that is cut to size.
    pub fn is_text(self) -> bool {
        match self {
            SheetKind::Board | SheetKind::Pieces => false,
            SheetKind::Rules | SheetKind::Assembly => true,
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
            shape: CounterShape::Square,
            spares: Spares::default(),
            sheets: SheetKind::ALL.to_vec(),
            bleed: DEFAULT_BLEED,
            per_side: false,
            board: None,
            selection: Selection::default(),
            kit_paper: None,
            marks: None,
            large_print: false,
            kerf: 0.0,
            web: false,
            backs: None,
            lang: crate::lang::Lang::default(),
        }
    }
}

impl Options {
    /// `mono` or `colour`, as used in titles and file names.
    pub fn variant(&self) -> &'static str {
        Variant::of(self.mono).name()
    }
    /// Where the contents of the sheets that are cut (board, pieces) keep to.
    pub fn cut_margins(&self) -> Margins {
        Margins {
            margin: self.margin,
            marks: self.marks,
        }
    }
    /// A uniform margin at least as far in as [`Options::cut_margins`] on every side: for
    /// messages and for sizing a custom paper. With registration marks, the least that keeps
    /// everything inside the marks and out of their keep-outs (the corners' 20 mm squares and
    /// a millimetre round them).
    pub fn cut_margin(&self) -> f64 {
        match self.marks {
            None => self.margin,
            Some(m) => {
                let (near, far) = (m.left.min(m.top), m.left.max(m.top));
                self.margin
                    .max(near + MARK_LENGTH + MARK_CLEAR)
                    .max(far + MARK_CLEAR)
            }
        }
    }
}

/// Layout requests that cannot be met.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LayoutError {
    /// The chosen square makes a board part larger than the paper's safe area.
    #[error("{}", crate::exit::Exit::said(self))]
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
    #[error("{}", crate::exit::Exit::said(self))]
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
    #[error("{}", crate::exit::Exit::said(self))]
    PaperTooSmall {
        /// Paper description.
        paper: String,
        /// Margin, mm.
        margin: f64,
    },
    /// Not even one piece fits the page.
    #[error("{}", crate::exit::Exit::said(self))]
    PiecesTooLarge {
        /// Paper description.
        paper: String,
        /// Margin, mm.
        margin: f64,
        /// Piece size, mm.
        size: f64,
    },
    /// A handout diagram that cannot be drawn. The run puts the game's name in front of
    /// every error, so the message does not say it again.
    #[error("{}", crate::exit::Exit::said(self))]
    Handout {
        /// What is wrong.
        message: crate::said::Said,
    },
    /// Large print's diagrams do not fit the page inside `margin`: `fits` is the largest
    /// whole-millimetre margin at which they would, if any.
    #[error("{}", crate::exit::Exit::said(self))]
    LargePrint {
        /// The paper's name.
        paper: String,
        /// The margin asked for, mm.
        margin: f64,
        /// The largest margin that fits, mm.
        fits: Option<f64>,
    },
    /// `handout --sheets` names no sheet a handout can hold.
    #[error("{}", crate::exit::Exit::said(self))]
    HandoutSheets,
    /// A handout was asked of a game whose template names no rules text.
    #[error("{}", crate::exit::Exit::said(self))]
    NoRules {
        /// The game.
        game: String,
    },
    /// `--pieces NAME=N` names no piece of a game.
    #[error("{}", crate::exit::Exit::said(self))]
    UnknownPiece {
        /// The name given.
        name: String,
        /// The game.
        game: String,
        /// Names that would work.
        allowed: String,
    },
    /// `--pieces` names a piece twice.
    #[error("{}", crate::exit::Exit::said(self))]
    PieceTwice {
        /// The name given twice.
        name: String,
    },
    /// `--spares NAME=N` names no spare-able piece.
    #[error("{}", crate::exit::Exit::said(self))]
    UnknownSpare {
        /// The name given.
        name: String,
        /// The game.
        game: String,
        /// Names that would work.
        allowed: String,
    },
}

impl crate::exit::Exit for LayoutError {
    fn is_bad_input(&self) -> bool {
        // Every layout error is a size, paper or option that does not fit.
        true
    }

    fn said(&self) -> crate::said::Said {
        use crate::said::Said;
        match self {
            LayoutError::SquareTooLarge {
                square,
                largest,
                paper,
                margin,
            } => Said::new("refuse-square-too-large")
                .arg("square", crate::said::typed(*square))
                .arg("largest", *largest)
                .arg("paper", paper)
                .arg("margin", *margin),
            LayoutError::WholeTooLarge {
                game,
                square,
                paper,
                fits_on,
                largest,
            } => {
                let said = match largest {
                    Some(l) => Said::new("refuse-whole-too-large-or-square")
                        .arg("largest", crate::said::typed(*l)),
                    None => Said::new("refuse-whole-too-large"),
                };
                said.arg("game", game)
                    .arg("square", *square)
                    .arg("paper", paper)
                    .arg("fits", fits_on)
            }
            LayoutError::PaperTooSmall { paper, margin } => Said::new("refuse-paper-too-small")
                .arg("paper", paper)
                .arg("margin", *margin)
                .arg("square", MIN_SQUARE),
            LayoutError::PiecesTooLarge {
                paper,
                margin,
                size,
            } => Said::new("refuse-pieces-too-large")
                .arg("paper", paper)
                .arg("margin", *margin)
                .arg("size", *size),
            LayoutError::Handout { message } => {
                Said::new("refuse-handout").arg("why", message.clone())
            }
            LayoutError::LargePrint {
                paper,
                margin,
                fits,
            } => match fits {
                // Both are typed after --margin in the message.
                Some(m) => Said::new("refuse-large-print-margin")
                    .arg("paper", paper)
                    .arg("margin", crate::said::typed(*margin))
                    .arg("fits", crate::said::typed(*m)),
                None => Said::new("refuse-large-print-paper")
                    .arg("paper", paper)
                    .arg("margin", MIN_MARGIN),
            },
            LayoutError::HandoutSheets => Said::new("refuse-handout-sheets"),
            LayoutError::NoRules { game } => Said::new("refuse-no-rules").arg("game", game),
            LayoutError::UnknownPiece {
                name,
                game,
                allowed,
            } => Said::new("refuse-unknown-piece")
                .arg("name", name)
                .arg("game", game)
                .arg("allowed", allowed),
            LayoutError::PieceTwice { name } => Said::new("refuse-piece-twice").arg("name", name),
            LayoutError::UnknownSpare {
                name,
                game,
                allowed,
            } => Said::new("refuse-unknown-spare")
                .arg("name", name)
                .arg("game", game)
                .arg("allowed", allowed),
        }
    }
}

/// The outline of a counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CounterShape {
    /// Squares on a shared grid, cut with full-length straight cuts.
    Square,
    /// Discs with a circular cut guide each.
    Round,
}

/// Spares per side of every spare-able piece.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Spares {
    /// Count for every spare-able piece, overriding the template's default.
    pub all: Option<u32>,
    /// Counts for named pieces, overriding `all`.
    pub per_piece: Vec<(String, u32)>,
}

impl Spares {
    /// Spares per side of `piece` in `game`.
    pub fn count(&self, game: &Game, piece: usize) -> u32 {
        let p = &game.pieces[piece];
        if !p.spares {
            return 0;
        }
        self.per_piece
            .iter()
            .find(|(id, _)| *id == p.id)
            .map(|(_, n)| *n)
            .or(self.all)
            .unwrap_or(game.default_spares)
    }
}

/// Which pieces the piece sheets hold: the whole set, or only some (replacements).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Selection {
    /// Only this side (0-based), or both.
    pub side: Option<usize>,
    /// Only these pieces, `(piece id, count per side)`; empty for the whole set and spares.
    pub pieces: Vec<(String, u32)>,
}

impl Selection {
    /// True when the sheets hold less than the whole kit's pieces.
    pub fn is_partial(&self) -> bool {
        self.side.is_some() || !self.pieces.is_empty()
    }
}

/// How the board is printed: `--board`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardChoice {
    /// On one page; an error when it does not fit.
    Whole,
    /// Always two halves.
    Halves,
    /// One page when the board fits at the square in use, halves otherwise.
    Auto,
}

impl BoardChoice {
    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            BoardChoice::Whole => "whole",
            BoardChoice::Halves => "halves",
            BoardChoice::Auto => "auto",
        }
    }
}
