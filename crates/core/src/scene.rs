//! The scene: every sheet laid out once, in millimetres (origin top-left, y down).
//! Backends render it; nothing in here knows about SVG, PDF or PNG.

use std::fmt;

use crate::font::{self, Weight};
use crate::units::{Point, Rect, Size, Transform};

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Color {
    /// Red, 0..=255.
    pub r: u8,
    /// Green, 0..=255.
    pub g: u8,
    /// Blue, 0..=255.
    pub b: u8,
}

impl Color {
    /// Black.
    pub const BLACK: Color = Color::grey(0);
    /// White.
    pub const WHITE: Color = Color::grey(255);

    /// A colour from its channels.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Self {
        Self { r, g, b }
    }
    /// A neutral grey (R = G = B).
    pub const fn grey(v: u8) -> Self {
        Self { r: v, g: v, b: v }
    }
    /// True when R = G = B.
    pub fn is_grey(&self) -> bool {
        self.r == self.g && self.g == self.b
    }
    /// Parses `#rrggbb`.
    pub fn parse(s: &str) -> Option<Color> {
        let h = s.strip_prefix('#')?;
        if h.len() != 6 || !h.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let v = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).ok();
        Some(Color::rgb(v(0)?, v(2)?, v(4)?))
    }
    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    pub fn luminance(&self) -> f64 {
        // Each channel's linear value, computed once: the piece-sheet packing compares the
        // same few colours thousands of times.
        static LINEAR: std::sync::LazyLock<[f64; 256]> = std::sync::LazyLock::new(|| {
            std::array::from_fn(|v| {
                let c = v as f64 / 255.0;
                if c <= 0.04045 {
                    c / 12.92
                } else {
                    ((c + 0.055) / 1.055).powf(2.4)
                }
            })
        });
        let lin = |v: u8| LINEAR[v as usize];
        0.2126 * lin(self.r) + 0.7152 * lin(self.g) + 0.0722 * lin(self.b)
    }
    /// WCAG 2 contrast ratio with `other`, 1 to 21.
    pub fn contrast(&self, other: Color) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
    /// Black or white, whichever contrasts more with the least contrasting of `faces`:
    /// a line drawn over them that shows on every one (at least 4.5:1 against one face).
    pub fn line_over(faces: &[Color]) -> Color {
        let worst = |c: Color| {
            faces
                .iter()
                .map(|f| c.contrast(*f))
                .fold(f64::INFINITY, f64::min)
        };
        if worst(Color::WHITE) > worst(Color::BLACK) {
            Color::WHITE
        } else {
            Color::BLACK
        }
    }
    /// Relative luminance-like lightness, 0 (black) to 1 (white).
    pub fn lightness(&self) -> f64 {
        (0.2126 * self.r as f64 + 0.7152 * self.g as f64 + 0.0722 * self.b as f64) / 255.0
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

/// Parallel lines over a background: light-ink shading for mono sheets.
/// The lines are anchored to the user space of the item, so adjacent hatched shapes line up.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hatch {
    /// Fill under the lines.
    pub background: Color,
    /// Line colour.
    pub ink: Color,
    /// Distance between line centres, mm.
    pub spacing: f64,
    /// Line width, mm.
    pub width: f64,
    /// Angle of the lines from vertical, degrees clockwise.
    pub angle: f64,
}

impl Hatch {
    /// The hatch lines over `path` as filled rectangles, in the hatch's own space (rotate
    /// them by `angle` to place them): centred at x = spacing/2 + k·spacing, long enough to
    /// cross the path. Clip them to the path to draw the hatch at its exact pitch.
    pub fn stripes(&self, path: &Path) -> Option<Path> {
        let inv = Transform::rotate(-self.angle);
        let b = bbox(path.points().map(|p| inv.apply(p)))?;
        let mut stripes = Path::new();
        let first = ((b.x - self.spacing / 2.0) / self.spacing).floor() as i64 - 1;
        let last = ((b.right() - self.spacing / 2.0) / self.spacing).ceil() as i64 + 1;
        for k in first..=last {
            let x = self.spacing / 2.0 + k as f64 * self.spacing;
            stripes = stripes.extend(Path::rect(Rect::new(
                x - self.width / 2.0,
                b.y - 1.0,
                self.width,
                b.h + 2.0,
            )));
        }
        Some(stripes)
    }
}

/// How an area is filled.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Paint {
    /// One flat colour.
    Solid(Color),
    /// A line pattern over a background colour.
    Hatch(Hatch),
}

/// How an outline is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct Stroke {
    /// Line colour.
    pub color: Color,
    /// Line width, mm.
    pub width: f64,
    /// Dash and gap lengths in mm; empty for a solid line.
    pub dash: Vec<f64>,
}

impl Stroke {
    /// A solid line.
    pub fn solid(color: Color, width: f64) -> Self {
        Self {
            color,
            width,
            dash: Vec::new(),
        }
    }
    /// A dashed line.
    pub fn dashed(color: Color, width: f64, dash: &[f64]) -> Self {
        Self {
            color,
            width,
            dash: dash.to_vec(),
        }
    }
}

/// One drawing command of a path.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PathCmd {
    /// Starts a new subpath.
    MoveTo(Point),
    /// Straight segment.
    LineTo(Point),
    /// Cubic Bézier segment: two control points, then the end point.
    CubicTo(Point, Point, Point),
    /// Closes the current subpath.
    Close,
}

/// A path made of lines and cubic curves.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Path {
    /// The commands, in order.
    pub cmds: Vec<PathCmd>,
}

/// Magic number for approximating a quarter circle with one cubic.
const KAPPA: f64 = 0.552_284_749_8;

impl Path {
    /// An empty path.
    pub fn new() -> Self {
        Self::default()
    }
    /// Starts a subpath.
    pub fn move_to(mut self, x: f64, y: f64) -> Self {
        self.cmds.push(PathCmd::MoveTo(Point::new(x, y)));
        self
    }
    /// Adds a straight segment.
    pub fn line_to(mut self, x: f64, y: f64) -> Self {
        self.cmds.push(PathCmd::LineTo(Point::new(x, y)));
        self
    }
    /// Adds a cubic segment.
    pub fn cubic_to(mut self, c1: Point, c2: Point, end: Point) -> Self {
        self.cmds.push(PathCmd::CubicTo(c1, c2, end));
        self
    }
    /// Closes the subpath.
    pub fn close(mut self) -> Self {
        self.cmds.push(PathCmd::Close);
        self
    }
    /// A single straight line.
    pub fn line(a: Point, b: Point) -> Self {
        Self::new().move_to(a.x, a.y).line_to(b.x, b.y)
    }
    /// An open polyline through `pts`.
    pub fn polyline(pts: &[Point]) -> Self {
        let mut p = Self::new();
        for (i, q) in pts.iter().enumerate() {
            p = if i == 0 {
                p.move_to(q.x, q.y)
            } else {
                p.line_to(q.x, q.y)
            };
        }
        p
    }
    /// A closed polygon through `pts`.
    pub fn polygon(pts: &[Point]) -> Self {
        Self::polyline(pts).close()
    }
    /// A closed rectangle.
    pub fn rect(r: Rect) -> Self {
        Self::polygon(&[
            Point::new(r.x, r.y),
            Point::new(r.right(), r.y),
            Point::new(r.right(), r.bottom()),
            Point::new(r.x, r.bottom()),
        ])
    }
    /// A closed circle of four cubic arcs.
    pub fn circle(c: Point, r: f64) -> Self {
        Self::ellipse(c, r, r)
    }
    /// A closed axis-aligned ellipse of four cubic arcs.
    pub fn ellipse(c: Point, rx: f64, ry: f64) -> Self {
        let (kx, ky) = (rx * KAPPA, ry * KAPPA);
        let p = |x: f64, y: f64| Point::new(c.x + x, c.y + y);
        Self::new()
            .move_to(c.x + rx, c.y)
            .cubic_to(p(rx, ky), p(kx, ry), p(0.0, ry))
            .cubic_to(p(-kx, ry), p(-rx, ky), p(-rx, 0.0))
            .cubic_to(p(-rx, -ky), p(-kx, -ry), p(0.0, -ry))
            .cubic_to(p(kx, -ry), p(rx, -ky), p(rx, 0.0))
            .close()
    }
    /// Appends another path's subpaths.
    pub fn extend(mut self, other: Path) -> Self {
        self.cmds.extend(other.cmds);
        self
    }
    /// Every point the path names (end and control points): a conservative hull.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        self.cmds.iter().flat_map(|c| match *c {
            PathCmd::MoveTo(p) | PathCmd::LineTo(p) => vec![p],
            PathCmd::CubicTo(a, b, p) => vec![a, b, p],
            PathCmd::Close => vec![],
        })
    }
    /// Bounding box of the control hull under `t`, or None for an empty path.
    pub fn bounds(&self, t: &Transform) -> Option<Rect> {
        bbox(self.points().map(|p| t.apply(p)))
    }
}

/// The smallest rectangle around some points.
pub fn bbox(points: impl Iterator<Item = Point>) -> Option<Rect> {
    let mut r: Option<(f64, f64, f64, f64)> = None;
    for p in points {
        r = Some(match r {
            None => (p.x, p.y, p.x, p.y),
            Some((a, b, c, d)) => (a.min(p.x), b.min(p.y), c.max(p.x), d.max(p.y)),
        });
    }
    r.map(|(a, b, c, d)| Rect::new(a, b, c - a, d - b))
}

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
    /// A list, holding its [`Tag::ListItem`]s (one per page it runs onto).
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
        /// Everything it shows.
        alt: String,
        /// The box it is drawn in, in its group's coordinates (the group's transform
        /// applies to it): a tagged PDF's `/BBox`.
        bbox: Rect,
    },
    /// A figure or a table together with its caption: holds the one, then its
    /// [`Tag::Caption`].
    Captioned,
    /// The caption of the figure or table it is captioned with.
    Caption,
    /// A table, holding a [`Tag::TableHead`] and a [`Tag::TableBody`], whose rows all
    /// have as many cells.
    Table {
        /// The box it is drawn in, as a [`Tag::Figure`]'s.
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
        )
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

/// A raster picture stretched over `rect` (its aspect ratio already fitted by the layout),
/// painted only inside `clip` when there is one.
#[derive(Debug, Clone, PartialEq)]
pub struct Image {
    /// Where the whole picture goes.
    pub rect: Rect,
    /// The outline the picture is cut to (a round counter's disc), in the same space.
    pub clip: Option<Path>,
    /// The pixels, shared by every item that shows them.
    pub picture: std::sync::Arc<Raster>,
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

/// What a cutting machine cuts on a page, in cutting order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Cuts {
    /// What the layout placed to be cut out; the paths are worked out from it only when a
    /// run asks for cut output (`crate::cut::paths::lay`).
    pub plan: CutPlan,
    /// The cuts, each edge once; empty until worked out from the plan.
    pub paths: Vec<Cut>,
    /// What cutting each piece out on its own would cut, mm: four sides a square piece,
    /// shared edges twice.
    pub one_by_one: f64,
    /// Print-and-cut registration marks printed on the page (filled rectangles, page mm),
    /// for the cut files to carry at the same places; empty without marks.
    pub marks: Vec<Rect>,
    /// Fold lines to score, never cut (a fold-over piece sheet's), page mm; empty on a
    /// sheet that is not folded.
    pub scores: Vec<[Point; 2]>,
}

/// What is cut out of a page, as the layout placed it.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum CutPlan {
    /// Nothing is cut out.
    #[default]
    None,
    /// A board part: one cut, its trim.
    Trim(Rect),
    /// Square pieces: blocks of cells `cell` mm apart.
    Cells {
        /// The blocks, in page order.
        blocks: Vec<CellBlock>,
        /// Distance between neighbouring cells' corners, mm.
        cell: f64,
    },
    /// Round pieces: a circle of `radius` round each centre.
    Circles {
        /// The pieces' centres, page mm.
        centres: Vec<Point>,
        /// The pieces' radius, mm.
        radius: f64,
    },
}

/// A block of square cells on a page: filled row by row from its grid's top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CellBlock {
    /// Top-left corner of the block's grid, page mm.
    pub origin: Point,
    /// Columns of the grid.
    pub cols: usize,
    /// Cells filled, row by row.
    pub count: usize,
}

/// Line width of the cuts in files for cutting plotters (and Print Then Cut), mm: thin
/// enough to read as a cut, wide enough to see. One definition for every file that draws
/// them.
pub const PLOTTER_LINE: f64 = 0.1;

impl Cuts {
    /// True when nothing is cut out of the page.
    pub fn is_empty(&self) -> bool {
        self.paths.is_empty() && self.plan == CutPlan::None && self.scores.is_empty()
    }
    /// Total length cut, mm.
    pub fn length(&self) -> f64 {
        self.paths.iter().map(|c| c.path.length()).sum()
    }
    /// How far the knife travels up between cuts, from the page's top-left corner, mm.
    pub fn travel(&self) -> f64 {
        let mut at = Point::new(0.0, 0.0);
        let mut total = 0.0;
        for c in &self.paths {
            total += at.dist(c.path.start());
            at = c.path.end();
        }
        total
    }
}

/// What a cut is for: cutting software keeps each kind apart (a DXF layer each).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CutKind {
    /// A straight cut between square pieces of one group, shared by the pieces on both sides.
    Grid,
    /// The outline that frees a group of square pieces.
    Outline,
    /// The circle round one round piece.
    Round,
    /// The outline of a board part, at its trim (the bleed outside it).
    Board,
}

impl CutKind {
    /// Every kind, in the order their layers are listed.
    pub const ALL: [CutKind; 4] = [
        CutKind::Grid,
        CutKind::Outline,
        CutKind::Round,
        CutKind::Board,
    ];
    /// A short stable name: layer and group names in the cut files.
    pub fn name(self) -> &'static str {
        match self {
            CutKind::Grid => "grid",
            CutKind::Outline => "outline",
            CutKind::Round => "round",
            CutKind::Board => "board",
        }
    }
    /// True for a cut that frees a piece or a group: cut after the cuts inside it, so the
    /// sheet stays whole until then.
    pub fn frees(self) -> bool {
        !matches!(self, CutKind::Grid)
    }
}

/// The geometry of one cut, page millimetres.
#[derive(Debug, Clone, PartialEq)]
pub enum CutPath {
    /// Straight segments through `points`, back to the first when `closed`.
    Polyline {
        /// The corners, in cutting order.
        points: Vec<Point>,
        /// True for an outline that ends where it starts.
        closed: bool,
    },
    /// A whole circle, cut from its rightmost point.
    Circle {
        /// Its centre.
        center: Point,
        /// Its radius, mm.
        radius: f64,
    },
}

impl CutPath {
    /// The box round the cut, mm.
    pub fn bounds(&self) -> crate::units::Rect {
        match self {
            CutPath::Circle { center, radius } => crate::units::Rect::new(
                center.x - radius,
                center.y - radius,
                2.0 * radius,
                2.0 * radius,
            ),
            CutPath::Polyline { points, .. } => {
                bbox(points.iter().copied()).expect("a cut has points")
            }
        }
    }

    /// Where the knife goes down.
    pub fn start(&self) -> Point {
        match self {
            CutPath::Polyline { points, .. } => points[0],
            CutPath::Circle { center, radius } => Point::new(center.x + radius, center.y),
        }
    }
    /// Where the knife comes up.
    pub fn end(&self) -> Point {
        match self {
            CutPath::Polyline { points, closed } => {
                if *closed {
                    points[0]
                } else {
                    points[points.len() - 1]
                }
            }
            CutPath::Circle { .. } => self.start(),
        }
    }
    /// Length of the cut, mm.
    pub fn length(&self) -> f64 {
        match self {
            CutPath::Polyline { points, closed } => {
                let open: f64 = points.windows(2).map(|w| w[0].dist(w[1])).sum();
                match (closed, points.first(), points.last()) {
                    (true, Some(a), Some(b)) => open + a.dist(*b),
                    _ => open,
                }
            }
            CutPath::Circle { radius, .. } => 2.0 * std::f64::consts::PI * radius,
        }
    }
    /// The straight segments of a polyline (none for a circle).
    pub fn segments(&self) -> Vec<(Point, Point)> {
        match self {
            CutPath::Polyline { points, closed } => {
                let mut out: Vec<(Point, Point)> =
                    points.windows(2).map(|w| (w[0], w[1])).collect();
                if *closed && points.len() > 2 {
                    out.push((points[points.len() - 1], points[0]));
                }
                out
            }
            CutPath::Circle { .. } => Vec::new(),
        }
    }
    /// The same cut as a scene path (a circle as four cubic arcs), to stroke.
    pub fn to_path(&self) -> Path {
        match self {
            CutPath::Polyline {
                points,
                closed: true,
            } => Path::polygon(points),
            CutPath::Polyline { points, .. } => Path::polyline(points),
            CutPath::Circle { center, radius } => Path::circle(*center, *radius),
        }
    }
}

/// One cut a machine makes.
#[derive(Debug, Clone, PartialEq)]
pub struct Cut {
    /// What it is for.
    pub kind: CutKind,
    /// Which group of pieces (or board part) on the page it belongs to: a group's cuts are
    /// made together, its outline last.
    pub group: usize,
    /// Where it runs.
    pub path: CutPath,
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

/// What a reader is told of `items`, in reading order: one entry per heading, paragraph,
/// list item, caption or table cell (its lines joined), a figure's title and description,
/// and nothing of the page furniture or of what no tag claims.
pub fn reading_text(items: &[Item]) -> Vec<String> {
    fn text_of(items: &[Item], out: &mut Vec<String>) {
        for i in items {
            match i {
                Item::Text(t) => out.push(t.text.clone()),
                Item::Group(g) => text_of(&g.items, out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for item in items {
        let Item::Group(g) = item else { continue };
        match &g.tag {
            None => out.extend(reading_text(&g.items)),
            Some(Tag::Artifact) => {}
            Some(Tag::Figure { title, alt, .. }) => {
                out.push(if title.is_empty() || alt.starts_with(title.as_str()) {
                    alt.clone()
                } else {
                    format!("{title}: {alt}")
                });
            }
            Some(Tag::ListItem) => out.push(reading_text(&g.items).join(" ")),
            Some(
                Tag::List
                | Tag::Captioned
                | Tag::Table { .. }
                | Tag::TableHead
                | Tag::TableBody
                | Tag::TableRow,
            ) => out.extend(reading_text(&g.items)),
            Some(
                Tag::Heading(_)
                | Tag::Para
                | Tag::Label
                | Tag::ListBody
                | Tag::Caption
                | Tag::TableHeader(_)
                | Tag::TableCell,
            ) => {
                // An empty cell, which holds nothing, says nothing.
                if !g.items.is_empty() {
                    let mut lines = Vec::new();
                    text_of(&g.items, &mut lines);
                    out.push(lines.join(" "));
                }
            }
        }
    }
    out
}

/// `items` with every tagged group that moves nothing replaced by its items: what is drawn,
/// without what it is to a reader (for checks of the drawing).
pub fn untag(items: &[Item]) -> Vec<Item> {
    let mut out = Vec::new();
    for i in items {
        match i {
            Item::Group(g) if g.tag.is_some() && g.transform.is_identity() => {
                out.extend(untag(&g.items))
            }
            other => out.push(other.clone()),
        }
    }
    out
}

/// The hyphen the layout adds where it breaks a word across two lines (U+2010, apart from
/// a hyphen the text itself has): a reader joins the word again without it.
pub const BREAK_HYPHEN: char = '\u{2010}';

/// How a line of wrapped text runs on into the next, for a reader: the line without a
/// [`BREAK_HYPHEN`] at its end, and whether a space follows it (not after a word broken
/// there, nor after a hyphen or slash inside a word: `black-` of `black-and-white`).
pub fn line_join(line: &str) -> (&str, bool) {
    if let Some(head) = line.strip_suffix(BREAK_HYPHEN) {
        return (head, false);
    }
    let mut end = line.chars().rev();
    let inside =
        matches!(end.next(), Some('-' | '/')) && end.next().is_some_and(char::is_alphanumeric);
    (line, !inside)
}

/// Wrapped lines as the running text a reader reads (see [`line_join`]).
pub fn join_lines<S: AsRef<str>>(lines: &[S]) -> String {
    let mut out = String::new();
    let mut space = false;
    for l in lines {
        if space {
            out.push(' ');
        }
        let (words, then) = line_join(l.as_ref());
        out.push_str(words);
        space = then;
    }
    out
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
