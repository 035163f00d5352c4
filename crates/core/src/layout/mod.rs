//! Layout: games and options in, a millimetre-exact [`Document`] out. Pure: no I/O.

pub mod assembly;
pub mod backs;
pub mod board;
pub mod calibration;
pub mod diagram;
pub mod handout;
pub mod imposition;
pub mod kit;
pub mod lines;
pub mod marks;
pub mod options;
pub mod pack;
pub mod pieces;
pub mod plan;
pub mod sheet;
#[cfg(test)]
pub(crate) mod testutil;
pub mod text;
pub mod web;

pub use board::board_document;
pub use imposition::{class_set, class_set_pages, handout_document, handout_paper, ClassSet};
pub use kit::{check_selection, check_spares, kit_document};
pub use options::{
    Backs, BoardChoice, CounterShape, Duplex, Flip, LayoutError, Margins, MarkInset, Options,
    Selection, SheetKind, Spares, DEFAULT_BLEED, DEFAULT_CARD, MARK_CLEAR, MARK_LENGTH, MARK_LINE,
    MARK_SQUARE, MAX_BLEED, MAX_SQUARE, MIN_MARGIN, MIN_SQUARE,
};
pub use plan::{board_plan, board_square, sizing, BoardPlan};
pub use sheet::page_bounds;
