//! What the flow measures once: the type sizes and gaps, lines wrapped with the font's real widths,
//! a diagram drawn, and the cache of both for every pass of the balancing.

use super::*;

/// Body text size, mm (10 pt).
pub fn body() -> f64 {
    pt(10.0)
}
/// Caption size, mm (9 pt).
pub fn caption() -> f64 {
    pt(9.0)
}
/// Section heading size, mm (12 pt).
pub fn heading() -> f64 {
    pt(12.0)
}
/// The type sizes of a handout's flowed text, mm: a handout's, or large print's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sizes {
    /// Body text (paragraphs, bullets).
    pub body: f64,
    /// Captions under diagrams.
    pub caption: f64,
    /// Section headings.
    pub heading: f64,
}

impl Sizes {
    /// A handout's: 10 pt body, 9 pt captions, 12 pt headings.
    pub fn regular() -> Sizes {
        Sizes {
            body: body(),
            caption: caption(),
            heading: heading(),
        }
    }
    /// Large print: 18 pt body, 16 pt captions, 22 pt headings.
    pub fn large() -> Sizes {
        Sizes {
            body: pt(18.0),
            caption: pt(16.0),
            heading: pt(22.0),
        }
    }
}

/// Distance between baselines, as a multiple of the size.
pub(super) const LEADING: f64 = 1.32;
/// Indent of bullet text, mm.
pub(super) const BULLET_INDENT: f64 = 5.0;
/// Gap between diagrams in a row, mm.
pub(super) const DIAGRAM_GAP: f64 = 6.0;
/// The least gap between diagrams grown side by side, mm.
pub(super) const MIN_DIAGRAM_GAP: f64 = 4.0;

/// Breaks `text` into lines no wider than `width` mm at `size`, in English; a word wider
/// than the line is hyphenated, or broken between characters where it cannot be.
pub fn wrap(text: &str, size: f64, weight: Weight, width: f64) -> Vec<String> {
    wrap_in(text, size, weight, width, Lang::ENGLISH)
}

/// [`wrap`] in language `lang`: where its lines may end, and how its words hyphenate.
pub fn wrap_in(text: &str, size: f64, weight: Weight, width: f64, lang: Lang) -> Vec<String> {
    lines::wrap(text, (size, weight), width, lang).0
}

/// A diagram drawn at the origin, with its size.
#[derive(Clone)]
pub struct Drawn {
    /// Items, top-left at (0, 0).
    pub items: Vec<Item>,
    /// Extent.
    pub size: Size,
    /// What it shows, in words, for a picture (a figure's description); None for a drawing
    /// whose items are tagged already (a table).
    pub alt: Option<String>,
}

impl Drawn {
    /// The same drawing scaled by `k` about its top-left corner.
    pub fn scaled(self, k: f64) -> Drawn {
        if (k - 1.0).abs() < 1e-9 {
            return self;
        }
        Drawn {
            items: vec![Item::Group(Group {
                transform: Transform::scale(k, k),
                items: self.items,
                tag: None,
            })],
            size: Size {
                w: self.size.w * k,
                h: self.size.h * k,
            },
            alt: self.alt,
        }
    }
}

/// What a [`Flow`] measures of its blocks once for all its passes, which lay the same
/// blocks at the same few widths again and again. Valid for the one slice of blocks it lays.
#[derive(Default)]
pub(super) struct Measured(
    pub(super) std::cell::RefCell<Vec<Measure>>,
    /// How far below its baseline each line that ended a page inks, by the address of its
    /// text (one of [`Measure::lines`], kept as long as this): read again by every pass.
    pub(super) std::cell::RefCell<std::collections::HashMap<usize, Option<f64>, ByAddress>>,
);

/// Hashes [`Measured`]'s addresses: the look-ups run in every pass, and need no defence
/// against chosen keys.
#[derive(Default, Clone, Copy)]
pub(super) struct ByAddress(u64);

impl std::hash::Hasher for ByAddress {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
}

impl std::hash::BuildHasher for ByAddress {
    type Hasher = ByAddress;

    fn build_hasher(&self) -> ByAddress {
        ByAddress(0)
    }
}

/// One block's measures, made when first asked for.
#[derive(Default, Clone)]
pub(super) struct Measure {
    /// A diagram's drawing, at full size.
    pub(super) drawn: Option<Rc<Drawn>>,
    /// The block's lines (a heading's, a paragraph's or bullet's, a diagram's caption),
    /// each with the widths `lo..hi` that wrap it so ([`lines::wrap`]).
    pub(super) lines: Vec<(f64, f64, Rc<[String]>)>,
    /// On a unit's first diagram: the unit's height and whether it floats, by the bits of
    /// the scale and the column width.
    pub(super) heights: Vec<((u64, u64), (f64, bool))>,
    /// A diagram's drawing: how far down from its top it inks, at full size.
    pub(super) depth: Option<f64>,
}

/// How far down `items` ink under `t`: shapes by their outlines and strokes, letters by
/// their glyphs (a drawing's size may stop above a descender under its board). Counters
/// (symbols) stand inside their squares, above the drawing's foot, and are not read.
pub(super) fn depth(items: &[Item], t: Transform) -> f64 {
    let mut low = 0.0f64;
    for item in items {
        let y = match item {
            Item::Group(g) => depth(&g.items, t.after(&g.transform)),
            Item::Text(x) => font::get(x.weight)
                .ink(&x.text, x.size)
                .map_or(0.0, |(_, below)| {
                    t.apply(Point::new(x.pos.x, x.pos.y + below)).y
                }),
            Item::Shape(_) | Item::Image(_) => {
                crate::scene::leaf_bounds(item, &t).map_or(0.0, |b| b.bottom())
            }
            Item::Use(_) => 0.0,
        };
        low = low.max(y);
    }
    low
}

/// What a pass of [`Flow::lay`] lays: the balancing search tries many layouts, and only
/// the one it settles on needs the items.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Pass {
    /// The pages and their items.
    Items,
    /// Where everything goes, and no items.
    Draft,
    /// A draft trying to fill page `p`, given up as soon as a page up to `p` ends short.
    Trial(usize),
}

/// A laid-out diagram with its caption lines.
pub(super) struct Captioned {
    /// The drawing at full size, shared with [`Measured`]: measuring a page many times
    /// while it balances copies no items.
    pub(super) d: Rc<Drawn>,
    /// The scale it is shown at, and its extent at that scale.
    pub(super) k: f64,
    pub(super) size: Size,
    pub(super) lines: Rc<[String]>,
    /// The caption's type size.
    pub(super) cap: f64,
    /// The width of the caption's column when it stands beside the drawing, not under it.
    pub(super) beside: Option<f64>,
    /// How far down from its top the drawing inks, at its scale (read where its caption
    /// stands beside it, when the drawing may be what inks lowest).
    pub(super) depth: f64,
}

impl Captioned {
    pub(super) fn height(&self) -> f64 {
        let caption = self.lines.len() as f64 * self.cap * LEADING;
        match self.beside {
            Some(_) => self.size.h.max(caption),
            None => self.size.h + 1.5 + caption,
        }
    }

    /// The width it takes in its row: the drawing's, and its caption's beside it.
    pub(super) fn width(&self) -> f64 {
        self.size.w + self.beside.map_or(0.0, |w| DIAGRAM_GAP + w)
    }

    /// How far down from its top its caption's first line starts.
    pub(super) fn caption_top(&self) -> f64 {
        match self.beside {
            Some(_) => 0.0,
            None => self.size.h + 1.5,
        }
    }

    /// How far down from its top it inks: the drawing, or its caption's last line (its
    /// glyphs' ink).
    pub(super) fn ink(&self) -> f64 {
        let f = font::get(Weight::Regular);
        let caption = self.lines.last().and_then(|l| f.ink(l, self.cap));
        let drawing = match self.beside {
            Some(_) => self.depth,
            None => self.size.h,
        };
        match caption {
            None => drawing,
            Some((_, below)) => {
                let n = self.lines.len();
                let last = self.caption_top() + (n - 1) as f64 * self.cap * LEADING;
                (last + f.ascent(self.cap) + below).max(drawing)
            }
        }
    }
}
