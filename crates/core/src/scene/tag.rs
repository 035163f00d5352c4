//! What a reader is told: the structure tags a group carries, in reading order.

use super::*;

/// What a group of items is to a reader, in reading order: the structure of a tagged PDF,
/// the text alternatives of an SVG. Drawing ignores it; a PNG has none. Groups in
/// painting order are in reading order too (the layout keeps them so).
#[derive(Debug, Clone, PartialEq)]
pub enum Tag {
    /// Page furniture a reader skips: a page header or footer, crop marks, the calibration
    /// bar, the cut lines.
    Artifact,
    /// A heading, level 1 (the title) or 2.
    Heading(u8),
    /// A paragraph (or a line of instructions).
    Para,
    /// A list, holding its [`Tag::ListItem`]s (on a page it runs onto, the rest of it in a
    /// [`Tag::Continued`]).
    List,
    /// An item of a list, holding a [`Tag::Label`] and a [`Tag::ListBody`].
    ListItem,
    /// A list item's bullet.
    Label,
    /// A list item's text.
    ListBody,
    /// A picture told in words: a short title and the full description.
    Figure {
        /// What it is, in a few words (a caption, or "Board half 1 of 2").
        title: String,
        /// Everything it shows. (Its box, a tagged PDF's `/BBox`, is the ink of what
        /// it draws, found by the backend: never a box laid out beside the drawing.)
        alt: String,
    },
    /// A figure or a table together with its caption: holds the one, then its
    /// [`Tag::Caption`].
    Captioned,
    /// The caption of the figure or table it is captioned with.
    Caption,
    /// A table, holding a [`Tag::TableHead`] and a [`Tag::TableBody`], whose rows all
    /// have as many cells.
    Table {
        /// The box it is drawn in, in its group's coordinates (the group's transform
        /// applies to it): a tagged PDF's `/BBox`.
        bbox: Rect,
    },
    /// A table's head rows, the ones of column headers.
    TableHead,
    /// A table's body rows.
    TableBody,
    /// A table row, holding header and data cells.
    TableRow,
    /// A cell that heads its column or its row.
    TableHeader(Scope),
    /// A data cell (empty where the row has nothing in that column).
    TableCell,
    /// What a page turn broke off the element before it: holds one tagged group, the rest
    /// of the last element of its kind on the pages before (a paragraph, a list, a list
    /// item), which a tagged PDF makes one element with it. To a reader it is no element
    /// of its own.
    Continued,
    /// Figures put off to the head of a page past the last `n` section headings laid
    /// before them: read in their own section, before those headings (a tagged PDF moves
    /// them there). To a reader it is no element of its own.
    PutOff(usize),
}

/// What a [`Tag::TableHeader`] heads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The cells under it.
    Column,
    /// The cells beside it.
    Row,
}

/// Makes `item`, a tagged group, tagged `tag` instead (nothing else changes).
pub fn retag(item: &mut Item, tag: Tag) {
    if let Item::Group(g) = item {
        if g.tag.is_some() {
            g.tag = Some(tag);
        }
    }
}

impl Tag {
    /// True for a tag that holds other tags, not content of its own.
    pub fn is_container(&self) -> bool {
        matches!(
            self,
            Tag::List
                | Tag::ListItem
                | Tag::Captioned
                | Tag::Table { .. }
                | Tag::TableHead
                | Tag::TableBody
                | Tag::TableRow
                | Tag::Continued
                | Tag::PutOff(_)
        )
    }
}
