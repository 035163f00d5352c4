//! The scene: every sheet laid out once, in millimetres (origin top-left, y down).
//! Backends render it; nothing in here knows about SVG, PDF or PNG.

use std::fmt;

use crate::font::{self, Weight};
use crate::units::{Point, Rect, Size, Transform};

mod cuts;
mod paint;
mod path;
mod reading;
mod tag;

pub use cuts::*;
pub use paint::*;
pub use path::*;
pub use reading::*;
pub use tag::*;

/// A filled and/or stroked path.
#[derive(Debug, Clone, PartialEq)]
pub struct Shape {
    /// The geometry.
    pub path: Path,
    /// Interior paint (non-zero winding), if any.
    pub fill: Option<Paint>,
    /// Outline, if any.
    pub stroke: Option<Stroke>,
}

/// Which point of a text line `pos` names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// `pos` is the left end of the baseline.
    Start,
    /// `pos` is the middle of the baseline.
    Middle,
    /// `pos` is the right end of the baseline.
    End,
}

/// One line of text in the embedded font.
#[derive(Debug, Clone, PartialEq)]
pub struct Text {
    /// Baseline point, interpreted by `anchor`.
    pub pos: Point,
    /// The characters; one line, no control characters.
    pub text: String,
    /// Font size (em height) in mm.
    pub size: f64,
    /// Horizontal alignment at `pos`.
    pub anchor: Anchor,
    /// Face.
    pub weight: Weight,
    /// Glyph colour.
    pub fill: Color,
}

impl Text {
    /// Left end of the baseline, after applying the anchor.
    pub fn start_x(&self) -> f64 {
        let w = self.width();
        match self.anchor {
            Anchor::Start => self.pos.x,
            Anchor::Middle => self.pos.x - w / 2.0,
            Anchor::End => self.pos.x - w,
        }
    }
    /// Advance width of the line, mm.
    pub fn width(&self) -> f64 {
        font::get(self.weight).measure(&self.text, self.size)
    }
    /// Box from the font's ascender to its descender over the advance width.
    pub fn bounds(&self) -> Rect {
        let f = font::get(self.weight);
        let top = self.pos.y - f.ascent(self.size);
        Rect::new(
            self.start_x(),
            top,
            self.width(),
            f.ascent(self.size) + f.descent(self.size),
        )
    }
}

/// Items drawn together under one transform.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    /// Applied to every child.
    pub transform: Transform,
    /// Children, in painting order.
    pub items: Vec<Item>,
    /// What the children are to a reader, when the group says (see [`Tag`]).
    pub tag: Option<Tag>,
}

impl Group {
    /// `items` tagged as `tag`, untransformed.
    pub fn tagged(tag: Tag, items: Vec<Item>) -> Item {
        Item::Group(Group {
            transform: Transform::identity(),
            items,
            tag: Some(tag),
        })
    }
}

/// A symbol's place in [`Document::symbols`], as a [`Symbols`] registry handed it out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SymbolId(usize);

impl SymbolId {
    /// The id of the `i`th symbol, for tests that build a document by hand.
    #[cfg(test)]
    pub(crate) fn of(i: usize) -> Self {
        SymbolId(i)
    }

    /// Its index in [`Document::symbols`].
    pub fn index(self) -> usize {
        self.0
    }
}

impl std::ops::Index<SymbolId> for Vec<Symbol> {
    type Output = Symbol;
    fn index(&self, id: SymbolId) -> &Symbol {
        &self[id.0]
    }
}

/// Symbols added together, in order: the `i`th is `first + i`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SymbolRange {
    first: usize,
    len: usize,
}

impl SymbolRange {
    /// The `i`th symbol of the range.
    pub fn get(self, i: usize) -> SymbolId {
        assert!(i < self.len, "symbol {i} of a range of {}", self.len);
        SymbolId(self.first + i)
    }
}

/// A document's symbols while it is laid out: each symbol added gets the id it is drawn by,
/// so no caller computes an index.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Symbols(Vec<Symbol>);

/// How many symbols a [`Symbols`] held at some point, to go back to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Checkpoint(usize);

impl Symbols {
    /// A registry that already holds `symbols` (ids 0, 1, ...).
    pub fn from_vec(symbols: Vec<Symbol>) -> Self {
        Symbols(symbols)
    }

    /// Adds one symbol.
    pub fn add(&mut self, symbol: Symbol) -> SymbolId {
        self.0.push(symbol);
        SymbolId(self.0.len() - 1)
    }

    /// Adds symbols in order, as one range.
    pub fn add_all(&mut self, symbols: impl IntoIterator<Item = Symbol>) -> SymbolRange {
        let first = self.0.len();
        self.0.extend(symbols);
        SymbolRange {
            first,
            len: self.0.len() - first,
        }
    }

    /// The registry as it is now, for [`Symbols::rewind`].
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint(self.0.len())
    }

    /// Drops every symbol added since `to` (their ids go with them), so a layout can be done
    /// again and hand out the same ids.
    pub fn rewind(&mut self, to: Checkpoint) {
        self.0.truncate(to.0);
    }

    /// The symbols, for [`Document::symbols`].
    pub fn into_vec(self) -> Vec<Symbol> {
        self.0
    }
}

/// A placement of a document-level [`Symbol`].
#[derive(Debug, Clone, PartialEq)]
pub struct Use {
    /// Which symbol.
    pub symbol: SymbolId,
    /// Where and how big the symbol is drawn.
    pub transform: Transform,
}

/// A raster picture, ready to print: decoded, oriented, cropped and resampled once per run
/// (see `picture.rs`), with its bytes encoded once for the backends that embed them.
#[derive(Clone, PartialEq)]
pub struct Raster {
    /// Stable name, from the picture's contents: ids in the outputs.
    pub name: String,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// True for one grey channel per pixel (mono sheets), false for RGB.
    pub grey: bool,
    /// The colour samples, 8 bits each, row by row, not premultiplied.
    pub pixels: Vec<u8>,
    /// One alpha sample per pixel, when any pixel is not opaque.
    pub alpha: Option<Vec<u8>>,
    /// The picture as one file: JPEG for a photo, else PNG (with its alpha).
    pub encoded: Vec<u8>,
    /// True when `encoded` is a JPEG.
    pub jpeg: bool,
    /// True when it prints larger than its pixels (under 300 dpi): viewers and printers
    /// should smooth it rather than draw each pixel as a block.
    pub interpolate: bool,
}

impl fmt::Debug for Raster {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Raster({} {}x{})", self.name, self.width, self.height)
    }
}

/// Which of a game's pictures an image shows: a piece's (its kind, its side, its place in
/// that side's list) or one of the board's. Ordered as a run makes and notes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PictureSlot {
    /// A piece kind's picture on one side, the `nth` of that side's list.
    Piece {
        /// The piece kind.
        kind: usize,
        /// The side (0 or 1).
        side: usize,
        /// Its place in the side's list of pictures.
        nth: usize,
    },
    /// The picture in the frame's lettered bands.
    Frame,
    /// The picture in a side's endzone.
    Endzone(usize),
    /// The picture behind the frame's letters.
    Background,
}

/// A picture as layout placed it, before its pixels are made: which picture, and the place
/// it prints in (what `picture::Target` needs besides the picture's own fit and the run's
/// colours).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wanted {
    /// Which picture of the game.
    pub of: PictureSlot,
    /// The place's side, mm: its width for a covering picture, the picture's longer side as
    /// it prints for one shown whole.
    pub side: f64,
    /// The place is the disc inscribed in its square.
    pub round: bool,
    /// The place's width over its height.
    pub aspect: f64,
}

/// The pixels an [`Image`] shows: wanted while the run lays out (trial layouts decode
/// nothing), made once its layout is final, before any backend draws it.
#[derive(Debug, Clone, PartialEq)]
pub enum Pixels {
    /// Placed, not made yet.
    Wanted(Wanted),
    /// Ready to print, shared by every item that shows them.
    Made(std::sync::Arc<Raster>),
}

/// A raster picture stretched over `rect` (its aspect ratio already fitted by the layout),
/// painted only inside `clip` when there is one.
#[derive(Debug, Clone, PartialEq)]
pub struct Image {
    /// Where the whole picture goes.
    pub rect: Rect,
    /// The outline the picture is cut to (a round counter's disc), in the same space.
    pub clip: Option<Path>,
    /// The pixels, or what layout wants of them.
    pub picture: Pixels,
}

impl Image {
    /// The pixels to print. A run makes every picture's pixels between its final layout
    /// and its encoders (`product::pictures::fill`), so a backend drawing a document the
    /// run made always finds them; a document drawn straight from layout with a picture
    /// in it is a bug, said here.
    pub fn raster(&self) -> &std::sync::Arc<Raster> {
        match &self.picture {
            Pixels::Made(r) => r,
            Pixels::Wanted(w) => panic!(
                "picture {:?} drawn before its pixels were made: fill the document's pictures after layout",
                w.of
            ),
        }
    }
}

/// Anything that can be drawn on a page.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// Nested items under a transform.
    Group(Group),
    /// A filled and/or stroked path.
    Shape(Shape),
    /// A line of text.
    Text(Text),
    /// A reusable symbol placed once.
    Use(Use),
    /// A raster picture.
    Image(Image),
}

impl Item {
    /// A filled path with no outline.
    pub fn fill(path: Path, paint: Paint) -> Item {
        Item::Shape(Shape {
            path,
            fill: Some(paint),
            stroke: None,
        })
    }
    /// A stroked path with no fill.
    pub fn stroke(path: Path, stroke: Stroke) -> Item {
        Item::Shape(Shape {
            path,
            fill: None,
            stroke: Some(stroke),
        })
    }
    /// A line of text.
    pub fn text(
        pos: Point,
        text: impl Into<String>,
        size: f64,
        anchor: Anchor,
        weight: Weight,
        fill: Color,
    ) -> Item {
        Item::Text(Text {
            pos,
            text: text.into(),
            size,
            anchor,
            weight,
            fill,
        })
    }
}

/// Artwork defined once per document and placed with [`Use`].
#[derive(Debug, Clone, PartialEq)]
pub struct Symbol {
    /// Stable name, used for ids in the outputs.
    pub name: String,
    /// The artwork, in the symbol's own coordinates.
    pub items: Vec<Item>,
}

/// One printed sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    /// Short stable name, used in file names (e.g. `board-half-1`).
    pub name: String,
    /// Paper size.
    pub size: Size,
    /// The finished piece's outline: what is cut out (TrimBox in PDF). The whole page when
    /// nothing on it is cut.
    pub trim: Rect,
    /// How far colour runs past the trim, mm (BleedBox = trim + bleed in PDF); 0 for none.
    pub bleed: f64,
    /// The area everything printed stays inside but crop marks and registration marks.
    pub safe: Rect,
    /// What is drawn, in painting order.
    pub items: Vec<Item>,
    /// What a cutting machine cuts on this page, each edge once, in page millimetres; empty
    /// when nothing is cut. The printed cut lines (or, on a board, the crop marks) show the
    /// same cuts.
    pub cuts: Cuts,
}

impl Page {
    /// The whole sheet of paper.
    pub fn media(&self) -> Rect {
        Rect::new(0.0, 0.0, self.size.w, self.size.h)
    }
    /// True when something on this page is cut out (its trim is not the whole sheet).
    pub fn is_cut(&self) -> bool {
        self.trim != self.media()
    }
}

/// A whole output set: pages plus shared artwork.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Document {
    /// Document title (PDF metadata, SVG title).
    pub title: String,
    /// The sheets, in printing order.
    pub pages: Vec<Page>,
    /// Artwork shared by [`Use`] items.
    pub symbols: Vec<Symbol>,
}

impl Document {
    /// The same drawing with every colour passed through `f` (symbols too; pictures are
    /// left as they are): an engrave file's black and white.
    pub fn recoloured(&self, f: &dyn Fn(Color) -> Color) -> Document {
        fn paint(p: &mut Paint, f: &dyn Fn(Color) -> Color) {
            match p {
                Paint::Solid(c) => *c = f(*c),
                Paint::Hatch(h) => {
                    h.background = f(h.background);
                    h.ink = f(h.ink);
                }
            }
        }
        fn items(list: &mut [Item], f: &dyn Fn(Color) -> Color) {
            for item in list {
                match item {
                    Item::Group(g) => items(&mut g.items, f),
                    Item::Shape(s) => {
                        if let Some(p) = &mut s.fill {
                            paint(p, f);
                        }
                        if let Some(st) = &mut s.stroke {
                            st.color = f(st.color);
                        }
                    }
                    Item::Text(t) => t.fill = f(t.fill),
                    Item::Use(_) | Item::Image(_) => {}
                }
            }
        }
        let mut doc = self.clone();
        for page in &mut doc.pages {
            items(&mut page.items, f);
        }
        for symbol in &mut doc.symbols {
            items(&mut symbol.items, f);
        }
        doc
    }
}

/// Calls `f` for every leaf item (shape or text) with its accumulated transform.
pub fn visit<'a>(
    doc: &'a Document,
    items: &'a [Item],
    t: Transform,
    f: &mut dyn FnMut(&'a Item, Transform),
) {
    for item in items {
        match item {
            Item::Group(g) => visit(doc, &g.items, t.after(&g.transform), f),
            Item::Use(u) => visit(doc, &doc.symbols[u.symbol].items, t.after(&u.transform), f),
            leaf => f(leaf, t),
        }
    }
}

/// Ink bounds of a leaf item under `t` (stroke half-width included); None for empty items.
pub fn leaf_bounds(item: &Item, t: &Transform) -> Option<Rect> {
    match item {
        Item::Shape(s) => {
            let b = s.path.bounds(t)?;
            let scale = (t.a * t.d - t.b * t.c).abs().sqrt();
            Some(match &s.stroke {
                Some(st) => b.inflate(st.width * scale / 2.0),
                None => b,
            })
        }
        Item::Text(x) => {
            let r = x.bounds();
            let corners = [
                Point::new(r.x, r.y),
                Point::new(r.right(), r.y),
                Point::new(r.x, r.bottom()),
                Point::new(r.right(), r.bottom()),
            ];
            bbox(corners.into_iter().map(|p| t.apply(p)))
        }
        // A clipped picture draws no further than its clip (a board's background covers
        // the whole board, each half showing its share).
        Item::Image(i) => {
            let r = rect_bounds(i.rect, t)?;
            let Some(c) = i.clip.as_ref().and_then(|c| c.bounds(t)) else {
                return Some(r);
            };
            let (x, y) = (r.x.max(c.x), r.y.max(c.y));
            let (right, bottom) = (r.right().min(c.right()), r.bottom().min(c.bottom()));
            Some(Rect::new(x, y, (right - x).max(0.0), (bottom - y).max(0.0)))
        }
        Item::Group(_) | Item::Use(_) => None,
    }
}

/// The box round rectangle `r` once `t` has moved it (rotated, it is the corners' box).
fn rect_bounds(r: Rect, t: &Transform) -> Option<Rect> {
    bbox(
        [
            Point::new(r.x, r.y),
            Point::new(r.right(), r.y),
            Point::new(r.x, r.bottom()),
            Point::new(r.right(), r.bottom()),
        ]
        .into_iter()
        .map(|p| t.apply(p)),
    )
}

/// Ink bounds of every symbol in its own space (None for an empty one). Each symbol is
/// walked once: one placed by another adds its transformed box instead of being walked
/// again, so the box can be looser than the ink under rotation, never tighter.
pub fn symbol_bounds(doc: &Document) -> Vec<Option<Rect>> {
    fn items(
        doc: &Document,
        items_: &[Item],
        t: Transform,
        memo: &mut Vec<Option<Option<Rect>>>,
    ) -> Option<Rect> {
        let mut out: Option<Rect> = None;
        for i in items_ {
            let b = match i {
                Item::Group(g) => items(doc, &g.items, t.after(&g.transform), memo),
                Item::Use(u) => symbol(doc, u.symbol.index(), memo)
                    .and_then(|r| rect_bounds(r, &t.after(&u.transform))),
                leaf => leaf_bounds(leaf, &t),
            };
            if let Some(b) = b {
                out = Some(out.map_or(b, |x| x.union(&b)));
            }
        }
        out
    }
    fn symbol(doc: &Document, s: usize, memo: &mut Vec<Option<Option<Rect>>>) -> Option<Rect> {
        if let Some(b) = memo[s] {
            return b;
        }
        let b = items(doc, &doc.symbols[s].items, Transform::identity(), memo);
        memo[s] = Some(b);
        b
    }
    let mut memo = vec![None; doc.symbols.len()];
    (0..doc.symbols.len())
        .map(|s| symbol(doc, s, &mut memo))
        .collect()
}

/// The ink bounds of `items` under `t`, placed symbols included as their `bounds` (from
/// [`symbol_bounds`]) transformed: what a figure draws, in the space `t` maps to.
pub fn ink(bounds: &[Option<Rect>], items: &[Item], t: Transform) -> Option<Rect> {
    let mut out: Option<Rect> = None;
    for i in items {
        let b = match i {
            Item::Group(g) => ink(bounds, &g.items, t.after(&g.transform)),
            Item::Use(u) => {
                bounds[u.symbol.index()].and_then(|r| rect_bounds(r, &t.after(&u.transform)))
            }
            leaf @ (Item::Shape(_) | Item::Text(_) | Item::Image(_)) => leaf_bounds(leaf, &t),
        };
        if let Some(b) = b {
            out = Some(out.map_or(b, |o| o.union(&b)));
        }
    }
    out
}

/// Every colour a page uses (fills, hatch inks, strokes, text).
pub fn page_colors(doc: &Document, page: &Page) -> Vec<Color> {
    let mut out = Vec::new();
    visit(
        doc,
        &page.items,
        Transform::identity(),
        &mut |item, _| match item {
            Item::Shape(s) => {
                match s.fill {
                    Some(Paint::Solid(c)) => out.push(c),
                    Some(Paint::Hatch(h)) => out.extend([h.background, h.ink]),
                    None => {}
                }
                if let Some(st) = &s.stroke {
                    out.push(st.color);
                }
            }
            Item::Text(t) => out.push(t.fill),
            _ => {}
        },
    );
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_hands_out_ids_in_order_and_again_after_a_rewind() {
        let sym = |name: &str| Symbol {
            name: name.into(),
            items: Vec::new(),
        };
        let mut r = Symbols::default();
        let a = r.add(sym("a"));
        let mark = r.checkpoint();
        let range = r.add_all([sym("b"), sym("c")]);
        assert_eq!(
            (a.index(), range.get(0).index(), range.get(1).index()),
            (0, 1, 2)
        );
        r.rewind(mark);
        let again = r.add_all([sym("b2"), sym("c2")]);
        assert_eq!(again, range);
        let v = r.into_vec();
        assert_eq!(v[again.get(1)].name, "c2");
        assert!(std::panic::catch_unwind(|| again.get(2)).is_err());
    }

    #[test]
    fn colors_parse_and_print() {
        assert_eq!(Color::parse("#a0522d"), Some(Color::rgb(0xa0, 0x52, 0x2d)));
        assert_eq!(Color::parse("a0522d"), None);
        assert_eq!(Color::parse("#a0522"), None);
        assert_eq!(Color::parse("#zz522d"), None);
        assert_eq!(Color::rgb(1, 2, 255).to_string(), "#0102ff");
        assert!(Color::grey(9).is_grey() && !Color::rgb(1, 2, 3).is_grey());
    }

    #[test]
    fn contrast_follows_wcag() {
        assert!((Color::BLACK.contrast(Color::WHITE) - 21.0).abs() < 1e-9);
        assert!((Color::grey(0x77).contrast(Color::WHITE) - 4.48).abs() < 0.01);
        // Royal Carpet's old cut line on its black pieces: the 1.12:1.
        let old = Color::parse("#1d241e").unwrap();
        assert!((old.contrast(Color::parse("#2b2b2b").unwrap()) - 1.12).abs() < 0.01);
        assert_eq!(Color::line_over(&[Color::grey(0x2b)]), Color::WHITE);
        assert_eq!(
            Color::line_over(&[Color::WHITE, Color::grey(0x8c)]),
            Color::BLACK
        );
    }

    #[test]
    fn circle_bounds_are_its_box() {
        let b = Path::circle(Point::new(5.0, 5.0), 2.0)
            .bounds(&Transform::identity())
            .unwrap();
        assert!((b.x - 3.0).abs() < 1e-9 && (b.w - 4.0).abs() < 1e-9);
    }

    #[test]
    fn symbol_bounds_match_a_full_walk() {
        let dot = Item::fill(
            Path::rect(Rect::new(0.0, 0.0, 1.0, 1.0)),
            Paint::Solid(Color::BLACK),
        );
        let placed = |symbol: usize, x| {
            Item::Use(Use {
                symbol: SymbolId::of(symbol),
                transform: Transform::translate(x, 2.0),
            })
        };
        let doc = Document {
            title: "t".into(),
            pages: vec![],
            symbols: vec![
                Symbol {
                    name: "dot".into(),
                    items: vec![dot],
                },
                Symbol {
                    name: "two".into(),
                    items: vec![placed(0, 0.0), placed(0, 3.0)],
                },
                Symbol {
                    name: "row".into(),
                    items: vec![Item::Group(Group {
                        transform: Transform::translate(1.0, 0.0),
                        items: vec![placed(1, 0.0), placed(1, 10.0)],
                        tag: None,
                    })],
                },
                Symbol {
                    name: "empty".into(),
                    items: vec![],
                },
            ],
        };
        let b = symbol_bounds(&doc);
        for (s, got) in b.iter().enumerate() {
            let mut walk: Option<Rect> = None;
            visit(
                &doc,
                &doc.symbols[s].items,
                Transform::identity(),
                &mut |i, t| {
                    let l = leaf_bounds(i, &t).unwrap();
                    walk = Some(walk.map_or(l, |x| x.union(&l)));
                },
            );
            assert_eq!(*got, walk, "symbol {s}");
        }
        assert_eq!(b[2], Some(Rect::new(1.0, 4.0, 14.0, 1.0)));
    }

    #[test]
    fn visit_accumulates_transforms() {
        let doc = Document {
            title: "t".into(),
            pages: vec![],
            symbols: vec![Symbol {
                name: "dot".into(),
                items: vec![Item::fill(
                    Path::rect(Rect::new(0.0, 0.0, 1.0, 1.0)),
                    Paint::Solid(Color::BLACK),
                )],
            }],
        };
        let items = vec![Item::Group(Group {
            transform: Transform::translate(10.0, 0.0),
            items: vec![Item::Use(Use {
                symbol: SymbolId::of(0),
                transform: Transform::translate(0.0, 5.0),
            })],
            tag: None,
        })];
        let mut seen = vec![];
        visit(&doc, &items, Transform::identity(), &mut |i, t| {
            seen.push(leaf_bounds(i, &t).unwrap())
        });
        assert_eq!(seen, vec![Rect::new(10.0, 5.0, 1.0, 1.0)]);
    }
}
