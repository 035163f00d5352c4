//! Handout text: a small markup (headings, paragraphs, bullets, diagrams) parsed from
//! `templates/text/`, wrapped with the font's real metrics and flowed onto pages.

use super::lines;
pub use super::lines::Lang;
use crate::font::{self, Weight};
use crate::scene::{Anchor, Color, Group, Item, Tag};
use crate::units::{pt, Point, Rect, Size, Transform};
use std::rc::Rc;

/// One block of handout text.
#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// `# Title` (level 1) or `## Heading` (level 2).
    Heading(u8, String),
    /// Lines joined until a blank line.
    Para(String),
    /// `- item`.
    Bullet(String),
    /// `@spec | caption`: a diagram drawn by boardgen.
    Diagram(String, String),
}

/// Parses the markup. Lines starting `#`, `##`, `- ` and `@` are headings, bullets and
/// diagrams; other lines join into paragraphs; blank lines separate paragraphs.
pub fn parse(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut para: Vec<&str> = Vec::new();
    let flush = |para: &mut Vec<&str>, out: &mut Vec<Block>| {
        if !para.is_empty() {
            out.push(Block::Para(para.join(" ")));
            para.clear();
        }
    };
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() {
            flush(&mut para, &mut out);
        } else if let Some(h) = t.strip_prefix("## ") {
            flush(&mut para, &mut out);
            out.push(Block::Heading(2, h.trim().to_string()));
        } else if let Some(h) = t.strip_prefix("# ") {
            flush(&mut para, &mut out);
            out.push(Block::Heading(1, h.trim().to_string()));
        } else if let Some(b) = t.strip_prefix("- ") {
            flush(&mut para, &mut out);
            out.push(Block::Bullet(b.trim().to_string()));
        } else if let Some(d) = t.strip_prefix('@') {
            flush(&mut para, &mut out);
            let (spec, caption) = d.split_once('|').unwrap_or((d, ""));
            out.push(Block::Diagram(
                spec.trim().to_string(),
                caption.trim().to_string(),
            ));
        } else {
            para.push(t);
        }
    }
    flush(&mut para, &mut out);
    out
}

/// A side's name as it reads inside a sentence: a name like `Black` stays as it is, a
/// description like `First player` becomes `the first player`.
pub fn in_sentence(name: &str) -> String {
    crate::lang::in_sentence(name)
}

/// `text` with its first letter a capital.
pub fn sentence_start(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

pub use crate::lang::{pseudo, pseudo_markup};

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
const LEADING: f64 = 1.32;
/// Indent of bullet text, mm.
const BULLET_INDENT: f64 = 5.0;
/// Gap between diagrams in a row, mm.
const DIAGRAM_GAP: f64 = 6.0;
/// The least gap between diagrams grown side by side, mm.
const MIN_DIAGRAM_GAP: f64 = 4.0;

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

/// A page that is not a document's last must be filled to this share of its height.
pub const MIN_FILL: f64 = 0.75;

/// Whether a page filled to `fill` is full: [`MIN_FILL`] to a tenth of a percent (a
/// quarter of a millimetre of a page), the precision a fill is stated to.
pub fn is_full(fill: f64) -> bool {
    (fill * 1000.0).round() >= MIN_FILL * 1000.0
}
/// A document's last page, when it has more than one, holds at least this share of its
/// height: more than a scrap of a few lines.
pub const MIN_LAST_FILL: f64 = 0.15;
/// Smallest scale a diagram may be drawn at to keep it on the page of its paragraph.
pub const MIN_DIAGRAM_SCALE: f64 = 0.8;
/// Largest scale a diagram may grow to so that a page ends full rather than short.
pub const MAX_DIAGRAM_SCALE: f64 = 1.15;
/// The scales tried, smallest first, when growing diagrams to balance a page.
const GROW: [f64; 3] = [1.05, 1.1, MAX_DIAGRAM_SCALE];
/// The shares of the blank between blocks a page may keep, tried in turn, when no other
/// change fills a short page.
const TIGHTEN: [f64; 3] = [0.75, 0.5, 0.25];
/// The scales tried last, for a page short by less than the smallest of [`GROW`] moves.
const NUDGE: [f64; 4] = [1.01, 1.02, 1.03, 1.04];
/// A lone diagram floats beside its text when the text column left is at least this share
/// of the width.
const FLOAT_MIN: f64 = 0.34;

/// What the flow placed where, for the pagination checks.
pub struct Laid {
    /// The items of each page.
    pub pages: Vec<Vec<Item>>,
    /// For each block: the first and last page it stands on (level-1 headings: the first).
    pub at: Vec<(usize, usize)>,
    /// For each page: how far down it is inked (a line to its glyphs' ink), as a share of
    /// the page's body, from its heading's ink to its footer's (see [`Flow::ends`]).
    pub fill: Vec<f64>,
    /// For each block: the page each of its text lines stands on, in order.
    pub lines: Vec<Vec<usize>>,
    /// For each unit (see [`units`]): the first and last page it stands on.
    unit_at: Vec<(usize, usize)>,
    /// For each block: a diagram that heads the page after its paragraph's last line (see
    /// [`Knobs::defer`]).
    pub headed: Vec<bool>,
    /// For each block: the scale its drawing was drawn at (1 for text).
    pub scales: Vec<f64>,
}

impl Laid {
    /// A layout described by hand, to test the checks made of a laid-out handout.
    #[cfg(test)]
    pub fn for_tests(fill: Vec<f64>, at: Vec<(usize, usize)>, lines: Vec<Vec<usize>>) -> Laid {
        Laid {
            pages: vec![Vec::new(); fill.len()],
            at,
            fill,
            lines,
            unit_at: Vec::new(),
            headed: Vec::new(),
            scales: Vec::new(),
        }
    }

    /// The units that stand on page `page`, wholly or in part.
    fn units_on(&self, page: usize) -> Vec<usize> {
        (0..self.unit_at.len())
            .filter(|&u| self.unit_at[u].0 <= page && page <= self.unit_at[u].1)
            .collect()
    }

    /// The first page filled to less than [`MIN_FILL`]: the last page may be, unless
    /// `last_too`.
    fn first_short(&self, last_too: bool) -> Option<usize> {
        self.first_below(last_too, &[])
    }

    /// [`Laid::first_short`], but a page with a `floor` (one the search could not fill) is
    /// short only when it ends above that fill.
    fn first_below(&self, last_too: bool, floor: &[Option<f64>]) -> Option<usize> {
        let last = self.fill.len() - usize::from(!last_too);
        self.fill[..last]
            .iter()
            .enumerate()
            .position(|(i, f)| below(floor, i, *f, is_full(*f)))
            .or_else(|| {
                // A last page may end short, but not hold a scrap that the pages before
                // could have taken.
                let n = self.fill.len();
                let f = self.fill[n - 1];
                (!last_too && n > 1 && below(floor, n - 1, f, f >= MIN_LAST_FILL)).then_some(n - 1)
            })
    }
}

/// Whether page `i`, filled to `fill`, ends short: under its `floor` when it has one, else
/// when it is not `enough`.
fn below(floor: &[Option<f64>], i: usize, fill: f64, enough: bool) -> bool {
    match floor.get(i).copied().flatten() {
        Some(least) => fill < least - 1e-9,
        None => !enough,
    }
}

/// How a flow may differ from its plain greedy run, to balance its pages.
#[derive(Debug, Clone, PartialEq, Default)]
struct Knobs {
    /// For each unit: the scale its diagrams are drawn at when they fit.
    scale: Vec<f64>,
    /// For each unit: start it on a new page.
    break_before: Vec<bool>,
    /// For each page: how much sooner than its foot it ends, mm.
    short: Vec<f64>,
    /// For each page: the share of the usual blank between its blocks it keeps (1 when
    /// not told): a page tightened a little holds what would spill as a scrap onto the next.
    gaps: Vec<f64>,
    /// For each unit (none when empty): when it does not fit whole at the foot of a full
    /// page, start its paragraph there and put its diagrams with the paragraph's second
    /// half on the next.
    split: Vec<bool>,
    /// For each unit (none when empty): when its diagrams do not fit under its paragraph,
    /// let the text after it go on filling the page and put them at the head of the next
    /// (see [`Pending`]).
    defer: Vec<bool>,
}

/// A unit's diagrams that did not fit under its paragraph, to head the next page (see
/// [`Knobs::defer`]).
struct Pending {
    diagrams: Vec<usize>,
    drawn: Vec<Captioned>,
    /// The height of their rows, mm.
    height: f64,
}

/// One greedy run of a flow with these knobs, this pass and these floors (see
/// [`Flow::balance`]).
type Run<'r> = dyn Fn(&Knobs, Pass, &[Option<f64>]) -> Laid + 'r;

/// How thoroughly the balancing looks for a fix.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Search {
    /// The few changes most often wanted ([`candidates`]); it stops at the first page none
    /// of them fills.
    Quick,
    /// Run only where the quick search leaves a page short: more changes and pairs of them
    /// ([`thorough`]); a page none of them fills keeps the most it got, and the pages after
    /// it are balanced all the same.
    Thorough,
}

/// How blocks are kept together: a heading with what follows, a paragraph with its diagrams.
#[derive(Debug, Clone, PartialEq)]
enum Unit {
    Heading(usize),
    /// A paragraph or a bullet, on its own: it may break between lines.
    Text(usize),
    /// Diagrams and the paragraph they illustrate (the one before them, or after them when
    /// they open a section), kept on one page.
    Illustrated {
        para: Option<usize>,
        diagrams: Vec<usize>,
        para_first: bool,
    },
}

impl Unit {
    /// The blocks the unit holds.
    fn blocks(&self) -> impl Iterator<Item = usize> + Clone + '_ {
        let (one, many): (Option<usize>, &[usize]) = match self {
            Unit::Heading(i) | Unit::Text(i) => (Some(*i), &[]),
            Unit::Illustrated { para, diagrams, .. } => (*para, diagrams),
        };
        one.into_iter().chain(many.iter().copied())
    }

    /// A diagram unit.
    fn has_diagrams(&self) -> bool {
        matches!(self, Unit::Illustrated { .. })
    }
}

/// The page before page `p` of `laid` (of body `height` mm, `pad` mm of it under its text
/// area) ended a little sooner, so that it hands lines over to `p`: as many as it can give
/// and stay full, half a line (`step` / 2) at a time, since the fill is measured to the ink,
/// a line's box reaches below it, and a page that ends a whole line sooner would hand over
/// two.
fn hand_over(
    laid: &Laid,
    p: usize,
    knobs: &Knobs,
    (height, pad): (f64, f64),
    step: f64,
) -> Vec<Knobs> {
    let spare = (laid.fill[p - 1] - MIN_FILL) * height;
    let mut out = Vec::new();
    let mut d = step / 2.0;
    while d <= spare {
        let mut k = knobs.clone();
        k.short.resize(k.short.len().max(p), 0.0);
        // The page ends `d` above where its ink ends now.
        k.short[p - 1] = (1.0 - laid.fill[p - 1]) * height - pad + d;
        out.push(k);
        d += step / 2.0;
    }
    out
}

/// Changes to try, most wanted first, when page `p` of `laid` ends short: grow the diagrams
/// on it (more of the page is drawing); grow the diagrams on the page before, end that page
/// a few lines sooner, or break it before one of its last units (more of the text moves
/// onto this page).
fn candidates(
    laid: &Laid,
    blocks: &[Block],
    p: usize,
    knobs: &Knobs,
    ((first_h, height), pad): ((f64, f64), f64),
    step: f64,
    tighten: bool,
) -> Vec<Knobs> {
    let units = units(blocks);
    let on = |page: usize| laid.units_on(page);
    let mut out = Vec::new();
    let grow = |pages: &[usize], out: &mut Vec<Knobs>| {
        for s in GROW {
            let mut k = knobs.clone();
            for &page in pages {
                for u in on(page) {
                    if units[u].has_diagrams() && k.scale[u] < s {
                        k.scale[u] = s;
                    }
                }
            }
            if k != *knobs {
                out.push(k);
            }
        }
    };
    grow(&[p], &mut out);
    if p > 0 && p + 1 == laid.fill.len() {
        // A short last page that must not be: shrink the diagrams of the page before so
        // that what is on it moves back.
        for s in [0.95, 0.9, 0.85, MIN_DIAGRAM_SCALE] {
            let mut k = knobs.clone();
            for u in on(p - 1) {
                if units[u].has_diagrams() {
                    k.scale[u] = k.scale[u].min(s);
                }
            }
            if k != *knobs {
                out.push(k);
            }
        }
    }
    if p + 1 < laid.fill.len() {
        // What comes next did not fit after this page's diagrams: draw them a little
        // smaller so that it does.
        for s in [0.95, 0.9, 0.85, MIN_DIAGRAM_SCALE] {
            let mut k = knobs.clone();
            for u in on(p) {
                if units[u].has_diagrams() && laid.unit_at[u].0 == p {
                    k.scale[u] = k.scale[u].min(s);
                }
            }
            if k != *knobs {
                out.push(k);
            }
        }
    }
    if p > 0 {
        grow(&[p - 1], &mut out);
        grow(&[p - 1, p], &mut out);
        // Break before one of the last units that start on the page before (a heading
        // takes what follows it along).
        let starts: Vec<usize> = on(p - 1)
            .into_iter()
            .filter(|&u| u > 0 && laid.unit_at[u].0 == p - 1)
            .filter(|&u| !matches!(units[u - 1], Unit::Heading(_)))
            .collect();
        let height = if p - 1 == 0 { first_h } else { height };
        out.extend(hand_over(laid, p, knobs, (height, pad), step));
        for &u in starts.iter().rev().take(3) {
            let mut k = knobs.clone();
            k.break_before[u] = true;
            out.push(k);
        }
    }
    // Last, for a page short by less than the smallest growth moves: its diagrams a
    // little larger.
    for s in NUDGE {
        let mut k = knobs.clone();
        for u in on(p) {
            if units[u].has_diagrams() && k.scale[u] < s {
                k.scale[u] = s;
            }
        }
        if k != *knobs {
            out.push(k);
        }
    }
    // Last, tighten the blank between blocks: on the page before a short last page, so
    // that what spilt onto it comes back (its drawings a little smaller too, if need be);
    // on a short page the next unit did not fit under, so that it does. Only where told
    // (a text that must end full): a page of rules or large print keeps its spacing.
    let tight = if !tighten {
        None
    } else if p > 0 && p + 1 == laid.fill.len() {
        Some(p - 1)
    } else {
        (p + 1 < laid.fill.len()).then_some(p)
    };
    if let Some(page) = tight {
        for g in TIGHTEN {
            for s in [1.0, 0.95, 0.9, 0.85, MIN_DIAGRAM_SCALE] {
                let mut k = knobs.clone();
                k.gaps.resize(k.gaps.len().max(page + 1), 1.0);
                k.gaps[page] = g;
                for u in on(page) {
                    if units[u].has_diagrams() && page + 1 == p {
                        k.scale[u] = k.scale[u].min(s);
                    }
                }
                if k != *knobs && !out.contains(&k) {
                    out.push(k);
                }
            }
        }
    }
    // Last of all, as a book does: diagrams that did not fit under their paragraph at the
    // foot of this page head the next one, and the text after them fills this one; so may
    // those of the next such unit, when its paragraph comes to stand on this page too.
    let lead = |u: &usize| {
        let told = knobs.defer.get(*u).copied().unwrap_or(false);
        !told
            && matches!(
                units[*u],
                Unit::Illustrated {
                    para: Some(_),
                    para_first: true,
                    ..
                }
            )
    };
    let put_off = (0..units.len()).filter(lead).filter(|&u| {
        // Moved to the next page, or split with its diagrams there.
        let (first, last) = laid.unit_at[u];
        last == p + 1 && first >= p
    });
    for u in put_off.take(2) {
        let mut k = knobs.clone();
        k.defer.resize(units.len(), false);
        k.defer[u] = true;
        out.push(k.clone());
        if let Some(v) = (u + 1..units.len()).find(lead) {
            k.defer[v] = true;
            out.push(k);
        }
    }
    out
}

/// The changes of the thorough search (see [`Search::Thorough`]) to fill page `p`: the
/// `quick` ones that draw nothing smaller; the diagrams on `p` grown by finer steps (the
/// largest that still keeps what follows on the page); every way the page before can hand
/// over text (a few lines, or a break before any of its units), alone, with the diagrams on
/// either page grown, and with the diagrams beside the break standing with their
/// paragraph's second half; and last the quick changes that shrink diagrams.
fn thorough(
    quick: Vec<Knobs>,
    laid: &Laid,
    blocks: &[Block],
    p: usize,
    knobs: &Knobs,
    ((first_h, height), pad): ((f64, f64), f64),
    step: f64,
) -> Vec<Knobs> {
    let units = units(blocks);
    let on = |page: usize| laid.units_on(page);
    let grown = |base: &Knobs, page: usize, s: f64| {
        let mut k = base.clone();
        for u in on(page) {
            if units[u].has_diagrams() && k.scale[u] < s {
                k.scale[u] = s;
            }
        }
        k
    };
    let (shrinks, quick): (Vec<Knobs>, Vec<Knobs>) = quick
        .into_iter()
        .partition(|k| k.scale.iter().zip(&knobs.scale).any(|(a, b)| a < b));
    let mut out = quick;
    for i in 1..=15 {
        out.push(grown(knobs, p, 1.0 + f64::from(i) / 100.0));
    }
    if p > 0 {
        let height = if p - 1 == 0 { first_h } else { height };
        let mut hand = hand_over(laid, p, knobs, (height, pad), step);
        for u in on(p - 1) {
            let opens = u > 0 && laid.unit_at[u].0 == p - 1;
            if opens && !matches!(units[u - 1], Unit::Heading(_)) {
                let mut k = knobs.clone();
                k.break_before[u] = true;
                hand.push(k);
            }
        }
        let beside: Vec<usize> = on(p - 1).into_iter().chain(on(p)).collect();
        for h in hand {
            for s in GROW {
                out.push(grown(&h, p, s));
                out.push(grown(&h, p - 1, s));
            }
            let mut k = h.clone();
            k.split.resize(units.len(), false);
            for &u in beside.iter().filter(|&&u| units[u].has_diagrams()) {
                k.split[u] = true;
            }
            out.push(k);
            out.push(h);
        }
    }
    out.extend(shrinks);
    let mut tried = vec![knobs.clone()];
    out.retain(|k| {
        let new = !tried.contains(k);
        if new {
            tried.push(k.clone());
        }
        new
    });
    out
}

/// Groups blocks into units: a diagram illustrates the paragraph (or bullet) just before it,
/// or, when it follows a heading, the paragraph just after it.
fn units(blocks: &[Block]) -> Vec<Unit> {
    let mut out = Vec::new();
    let mut i = 0;
    let diagrams_from = |mut j: usize| {
        let mut d = Vec::new();
        while let Some(Block::Diagram(..)) = blocks.get(j) {
            d.push(j);
            j += 1;
        }
        d
    };
    while i < blocks.len() {
        match &blocks[i] {
            Block::Heading(..) => {
                out.push(Unit::Heading(i));
                i += 1;
            }
            Block::Para(_) | Block::Bullet(_) => {
                let d = diagrams_from(i + 1);
                if d.is_empty() {
                    out.push(Unit::Text(i));
                    i += 1;
                } else {
                    i += 1 + d.len();
                    out.push(Unit::Illustrated {
                        para: Some(i - 1 - d.len()),
                        diagrams: d,
                        para_first: true,
                    });
                }
            }
            Block::Diagram(..) => {
                let d = diagrams_from(i);
                let after = i + d.len();
                let para = matches!(blocks.get(after), Some(Block::Para(_))).then_some(after);
                i = after + usize::from(para.is_some());
                out.push(Unit::Illustrated {
                    para,
                    diagrams: d,
                    para_first: false,
                });
            }
        }
    }
    out
}

/// How many of `n` lines to set on a page with room for `fit`, so that neither part of a
/// broken paragraph is a lone line: all `n` when they fit, 0 when the paragraph must move
/// whole to the next page.
fn keep_two(fit: usize, n: usize) -> usize {
    if fit >= n {
        n
    } else if n < 4 || fit < 2 {
        0
    } else {
        fit.min(n - 2)
    }
}

/// How many of a paragraph's `n` lines must stand together at the foot of a page: all of
/// a short one, else two (see [`keep_two`]).
fn kept(n: usize) -> usize {
    if n < 4 {
        n
    } else {
        2
    }
}

/// A flowed handout: pages of items; the first page's text area may differ from the rest.
pub struct Flow<'a> {
    first: Rect,
    rest: Rect,
    ink: Color,
    draw: &'a dyn Fn(&str) -> Drawn,
    pages: Vec<Vec<Item>>,
    at: Vec<(usize, usize)>,
    bottom: Vec<f64>,
    y: f64,
    /// A diagram floated at the right: (bottom edge, width it takes from the text column).
    float: Option<(f64, f64)>,
    /// The last thing placed was a heading, which must not be left alone at a page's foot.
    after_heading: bool,
    knobs: Knobs,
    /// Balance the last page too: more pages follow in the document.
    fill_last: bool,
    /// A page may close up its blank and lines a little to hold what would spill over.
    tighten: bool,
    /// Page above and below the text areas that is the page's body all the same (down from
    /// the heading's ink, up to the footer's), on the first page and on the others: a
    /// page's fill is measured over it too.
    ends: [(f64, f64); 2],

    /// The type sizes.
    z: Sizes,
    /// The text's language: where its lines may end and how its words hyphenate.
    lang: Lang,
    /// The block whose lines are being laid, and the page of each line of every block.
    cur: Option<usize>,
    line_pages: Vec<Vec<usize>>,
    /// Where the run of bullets being laid began: they are one list (on each page).
    list: Option<(usize, usize)>,
    /// What is measured of each block, shared by every pass of [`Flow::lay`].
    measured: Rc<Measured>,
    /// What this pass of [`Flow::lay`] lays.
    pass: Pass,
    /// For each page the thorough search could not fill: the fill it keeps (a trial that
    /// leaves it emptier fails).
    floor: Vec<Option<f64>>,
    /// Diagrams put off to the head of the next page, unit by unit, in order.
    pending: Vec<Pending>,
    /// For each block: the smallest scale its drawing may be drawn at (none given, or
    /// less: [`MIN_DIAGRAM_SCALE`]).
    least: &'a [f64],
    /// For each block: the scale its drawing was drawn at ([`Laid::scales`]).
    scales: Vec<f64>,
    /// For each page: how many of its first items are diagrams put off to its head, which
    /// no text broken from the page before is tagged with.
    tops: Vec<usize>,
    /// For each block: whether it was put off to the head of a page ([`Laid::headed`]).
    headed: Vec<bool>,
}

/// What a [`Flow`] measures of its blocks once for all its passes, which lay the same
/// blocks at the same few widths again and again. Valid for the one slice of blocks it lays.
#[derive(Default)]
struct Measured(
    std::cell::RefCell<Vec<Measure>>,
    /// How far below its baseline each line that ended a page inks, by the address of its
    /// text (one of [`Measure::lines`], kept as long as this): read again by every pass.
    std::cell::RefCell<std::collections::HashMap<usize, Option<f64>, ByAddress>>,
);

/// Hashes [`Measured`]'s addresses: the look-ups run in every pass, and need no defence
/// against chosen keys.
#[derive(Default, Clone, Copy)]
struct ByAddress(u64);

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
struct Measure {
    /// A diagram's drawing, at full size.
    drawn: Option<Rc<Drawn>>,
    /// The block's lines (a heading's, a paragraph's or bullet's, a diagram's caption),
    /// each with the widths `lo..hi` that wrap it so ([`lines::wrap`]).
    lines: Vec<(f64, f64, Rc<[String]>)>,
    /// On a unit's first diagram: the unit's height and whether it floats, by the bits of
    /// the scale and the column width.
    heights: Vec<((u64, u64), (f64, bool))>,
}

/// What a pass of [`Flow::lay`] lays: the balancing search tries many layouts, and only
/// the one it settles on needs the items.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Pass {
    /// The pages and their items.
    Items,
    /// Where everything goes, and no items.
    Draft,
    /// A draft trying to fill page `p`, given up as soon as a page up to `p` ends short.
    Trial(usize),
}

/// A laid-out diagram with its caption lines.
struct Captioned {
    /// The drawing at full size, shared with [`Measured`]: measuring a page many times
    /// while it balances copies no items.
    d: Rc<Drawn>,
    /// The scale it is shown at, and its extent at that scale.
    k: f64,
    size: Size,
    lines: Rc<[String]>,
    /// The caption's type size.
    cap: f64,
}

impl Captioned {
    fn height(&self) -> f64 {
        self.size.h + 1.5 + self.lines.len() as f64 * self.cap * LEADING
    }

    /// How far down from its top it inks: the drawing, or its caption's last line (its
    /// glyphs' ink).
    fn ink(&self) -> f64 {
        let f = font::get(Weight::Regular);
        let caption = self.lines.last().and_then(|l| f.ink(l, self.cap));
        match caption {
            None => self.size.h,
            Some((_, below)) => {
                let n = self.lines.len();
                let last = self.size.h + 1.5 + (n - 1) as f64 * self.cap * LEADING;
                (last + f.ascent(self.cap) + below).max(self.size.h)
            }
        }
    }
}

impl<'a> Flow<'a> {
    /// Starts flowing into `first` on the first page and `rest` on the others; `draw`
    /// renders a diagram spec (once for each diagram block).
    pub fn new(first: Rect, rest: Rect, ink: Color, draw: &'a dyn Fn(&str) -> Drawn) -> Self {
        Flow {
            first,
            rest,
            ink,
            draw,
            pages: vec![Vec::new()],
            at: Vec::new(),
            bottom: vec![first.y],
            y: first.y,
            float: None,
            after_heading: false,
            knobs: Knobs::default(),
            fill_last: false,
            tighten: false,
            ends: [(0.0, 0.0); 2],
            z: Sizes::regular(),
            lang: Lang::ENGLISH,
            cur: None,
            line_pages: Vec::new(),
            list: None,
            measured: Rc::default(),
            pass: Pass::Items,
            floor: Vec::new(),
            pending: Vec::new(),
            tops: vec![0],
            headed: Vec::new(),
            least: &[],
            scales: Vec::new(),
        }
    }

    /// Sets the smallest scale each block's drawing may be drawn at, by block: large print
    /// draws no diagram smaller than the regular handout does.
    pub fn least(self, least: &'a [f64]) -> Self {
        Flow { least, ..self }
    }

    /// Sets the type sizes (large print).
    pub fn sizes(self, z: Sizes) -> Self {
        Flow { z, ..self }
    }

    /// Sets the text's language (English unless told).
    pub fn lang(self, lang: Lang) -> Self {
        Flow { lang, ..self }
    }

    /// Measures a page's fill from `above` mm over its text area to `below` mm under it
    /// (`ends[0]` on the first page, `ends[1]` on the others): from the ink of its heading
    /// to the ink of its footer, the page's body as a reader sees it.
    pub fn ends(self, ends: [(f64, f64); 2]) -> Self {
        Flow { ends, ..self }
    }

    /// Balances the last page as well as the others (more pages follow it) when the text
    /// takes one page.
    pub fn fill_last(self) -> Self {
        Flow {
            fill_last: true,
            ..self
        }
    }

    /// Lets a page close up a little (its blank between blocks, its line pitch) when that
    /// alone keeps what follows from spilling onto a page of its own.
    pub fn tighten(self) -> Self {
        Flow {
            tighten: true,
            ..self
        }
    }

    fn area(&self) -> Rect {
        if self.pages.len() == 1 {
            self.first
        } else {
            self.rest
        }
    }

    /// The measures of block `i` of `blocks`, from [`Measured`].
    fn measure<T>(&self, blocks: &[Block], i: usize, f: impl FnOnce(&mut Measure) -> T) -> T {
        let mut cache = self.measured.0.borrow_mut();
        if cache.len() < blocks.len() {
            cache.resize(blocks.len(), Measure::default());
        }
        f(&mut cache[i])
    }

    /// The lines of block `i` in a column `width` mm wide: a heading's in bold at heading
    /// size, a diagram's caption at caption size, text at body size.
    fn wrapped(&self, blocks: &[Block], i: usize, width: f64) -> Rc<[String]> {
        self.measure(blocks, i, |m| {
            if let Some((.., lines)) = m.lines.iter().find(|l| l.0 <= width && width < l.1) {
                return Rc::clone(lines);
            }
            let (text, size, weight) = match &blocks[i] {
                Block::Heading(_, h) => (h, self.z.heading, Weight::Bold),
                Block::Para(t) | Block::Bullet(t) => (t, self.z.body, Weight::Regular),
                Block::Diagram(_, caption) => (caption, self.z.caption, Weight::Regular),
            };
            let (lines, lo, hi) = lines::wrap(text, (size, weight), width, self.lang);
            let lines: Rc<[String]> = lines.into();
            m.lines.push((lo, hi, Rc::clone(&lines)));
            lines
        })
    }

    /// The drawing of diagram block `i`, at full size.
    fn drawing(&self, blocks: &[Block], i: usize) -> Rc<Drawn> {
        let Block::Diagram(spec, _) = &blocks[i] else {
            unreachable!("only a diagram block is drawn")
        };
        self.measure(blocks, i, |m| {
            Rc::clone(m.drawn.get_or_insert_with(|| Rc::new((self.draw)(spec))))
        })
    }

    /// Width of the text column here: narrower beside a floated diagram.
    fn width(&mut self) -> f64 {
        match self.float {
            Some((bottom, w)) if self.y < bottom => self.area().w - w,
            _ => {
                self.float = None;
                self.area().w
            }
        }
    }

    /// Moves below any floated diagram.
    fn clear_float(&mut self) {
        if let Some((bottom, _)) = self.float.take() {
            self.y = self.y.max(bottom);
        }
    }

    fn room(&self) -> f64 {
        let short = self.knobs.short.get(self.page()).copied().unwrap_or(0.0);
        self.area().bottom() - short - self.y
    }

    /// `mm` of blank between blocks, as this page keeps it (see [`Knobs::gaps`]).
    fn gap(&self, mm: f64) -> f64 {
        mm * self.tightness()
    }

    /// The share of its blank this page keeps ([`Knobs::gaps`]).
    fn tightness(&self) -> f64 {
        self.knobs.gaps.get(self.page()).copied().unwrap_or(1.0)
    }

    /// The line pitch of text on this page, as a share of the type size: a tightened page
    /// sets its lines a little closer too (1.25 at half its blank).
    fn leading(&self) -> f64 {
        LEADING - (1.0 - self.tightness()) * 0.14
    }

    fn empty(&self) -> bool {
        self.y <= self.area().y + 1e-9
    }

    /// Share of the usable height the current page already holds.
    fn filled(&self) -> f64 {
        // Ink, not the gap after it: the same measure as [`Laid::fill`].
        self.fill(self.page())
    }

    /// Page `i`'s [`Laid::fill`]: how far down it is inked, over its text area and the
    /// page [`Flow::ends`] adds round it.
    fn fill(&self, i: usize) -> f64 {
        let a = if i == 0 { self.first } else { self.rest };
        let (above, below) = self.ends[usize::from(i > 0)];
        ((self.bottom[i] - a.y + above) / (a.h + above + below)).clamp(0.0, 1.0)
    }

    /// The height page `i`'s fill is measured over, and the part of it under its text area,
    /// mm (see [`Flow::ends`]).
    fn body(&self, i: usize) -> (f64, f64) {
        let a = if i == 0 { self.first } else { self.rest };
        let (above, below) = self.ends[usize::from(i > 0)];
        (a.h + above + below, below)
    }

    /// A trial has failed: a page up to the one it must fill ended short (as
    /// [`Laid::first_short`] finds it; a page with one after it is not the last).
    fn given_up(&self) -> bool {
        let done = self.pages.len() - 1;
        match self.pass {
            Pass::Trial(p) => (0..done.min(p + 1)).any(|i| {
                let f = self.fill(i);
                below(&self.floor, i, f, is_full(f))
            }),
            Pass::Items | Pass::Draft => false,
        }
    }

    fn new_page(&mut self) {
        self.clear_float();
        self.pages.push(Vec::new());
        self.y = self.rest.y;
        self.bottom.push(self.rest.y);
        self.float = None;
        self.tops.push(0);
        // Diagrams put off head this page, before the text that broke from the last.
        for Pending {
            diagrams, drawn, ..
        } in std::mem::take(&mut self.pending)
        {
            self.rows_of(&diagrams, drawn);
            for &j in &diagrams {
                self.headed[j] = true;
            }
            let n = self.pages.last().map_or(0, Vec::len);
            *self.tops.last_mut().expect("page") = n;
        }
    }

    fn mark(&mut self, y: f64) {
        let b = self.bottom.last_mut().expect("page");
        *b = b.max(y);
    }

    /// Ensures `h` mm fit, starting a new page when they do not (unless the page is empty).
    fn need(&mut self, h: f64) {
        if h > self.room() + 1e-9 && !self.empty() {
            self.new_page();
        }
    }

    /// Ensures `n` lines of body text fit: on this page, on a new one, or, when diagrams put
    /// off to the new one's head leave too little under them, on the one after.
    fn need_lines(&mut self, n: usize) {
        let h = n as f64 * self.z.body * self.leading();
        self.need(h);
        if h > self.room() + 1e-9 && !self.empty() {
            self.new_page();
        }
    }

    fn page(&self) -> usize {
        self.pages.len() - 1
    }

    /// Where the next item goes: (page, index on it).
    fn here(&self) -> (usize, usize) {
        (self.page(), self.pages.last().map_or(0, Vec::len))
    }

    /// Gathers what was laid since `from` into one group per page, made by `tag` (told
    /// whether it is the part on the first of those pages): a paragraph broken over two
    /// pages is a paragraph on each, to a reader as to the eye.
    fn tag_since(&mut self, from: (usize, usize), tag: impl Fn(bool, Vec<Item>) -> Item) {
        for p in from.0..self.pages.len() {
            let start = if p == from.0 { from.1 } else { self.tops[p] };
            let page = &mut self.pages[p];
            if start < page.len() {
                let items: Vec<Item> = page.drain(start..).collect();
                page.push(tag(p == from.0, items));
            }
        }
    }

    /// How far below its baseline line `l` (one of [`Measure::lines`], always set at `size`
    /// in `weight`) inks: its glyphs', read once for every pass.
    fn depth(&self, l: &str, size: f64, weight: Weight) -> Option<f64> {
        let mut kept = self.measured.1.borrow_mut();
        *kept
            .entry(l.as_ptr() as usize)
            .or_insert_with(|| font::get(weight).ink(l, size).map(|i| i.1))
    }

    fn lines(&mut self, lines: &[String], x: f64, size: f64, weight: Weight) {
        let f = font::get(weight);
        let step = size * self.leading();
        for (i, l) in lines.iter().enumerate() {
            self.need(step);
            let baseline =
                self.y + f.ascent(size) + (step - f.ascent(size) - f.descent(size)) / 2.0;
            if self.pass == Pass::Items {
                self.pages.last_mut().expect("page").push(Item::text(
                    Point::new(x, baseline),
                    l.clone(),
                    size,
                    Anchor::Start,
                    weight,
                    self.ink,
                ));
            }
            self.y += step;
            // Filled to the ink (its glyphs'), not the leading under it: read for the last
            // line on a page only, the lowest.
            if i + 1 == lines.len() || step > self.room() + 1e-9 {
                if let Some(below) = self.depth(l, size, weight) {
                    self.mark(baseline + below);
                }
            }
            if let Some(b) = self.cur {
                let page = self.page();
                self.line_pages[b].push(page);
            }
        }
    }

    /// Body text lines that may break across pages, but leave neither their first line
    /// alone at the foot of a page nor their last alone at the top of the next.
    fn body_lines(&mut self, lines: &[String], x: f64) {
        let fit = ((self.room() + 1e-9) / (self.z.body * self.leading())).floor() as usize;
        let here = keep_two(fit, lines.len());
        // A new page headed by diagrams put off to it has less room: what goes there is
        // laid by the same rules.
        if here == 0 && fit < lines.len() && !self.empty() {
            self.new_page();
            self.body_lines(lines, x);
        } else if here > 0 && here < lines.len() {
            self.lines(&lines[..here], x, self.z.body, Weight::Regular);
            self.new_page();
            self.body_lines(&lines[here..], x);
        } else {
            self.lines(lines, x, self.z.body, Weight::Regular);
        }
    }

    /// Lays out every block (level-1 headings are skipped: they are the sheet title) and
    /// reports where each went. Where the greedy flow would leave a page short, diagrams
    /// near it grow a little (up to [`MAX_DIAGRAM_SCALE`]) or a page breaks earlier, so
    /// that pages end full without padding.
    pub fn lay(self, blocks: &[Block]) -> Laid {
        self.lay_searching(blocks, true)
    }

    /// [`Flow::lay`], with the thorough search where the quick one leaves a page short, or
    /// without it.
    fn lay_searching(self, blocks: &[Block], thorough: bool) -> Laid {
        let n = units(blocks).len();
        let start = Knobs {
            scale: vec![1.0; n],
            break_before: vec![false; n],
            ..Knobs::default()
        };
        let run = |knobs: &Knobs, pass: Pass, floor: &[Option<f64>]| {
            Flow {
                knobs: knobs.clone(),
                pass,
                pages: vec![Vec::new()],
                at: Vec::new(),
                bottom: vec![self.first.y],
                y: self.first.y,
                float: None,
                after_heading: false,
                cur: None,
                line_pages: Vec::new(),
                measured: Rc::clone(&self.measured),
                floor: floor.to_vec(),
                pending: Vec::new(),
                tops: vec![0],
                headed: Vec::new(),
                scales: Vec::new(),
                ..self
            }
            .lay_with(blocks)
        };
        // The knobs that fill every page, the last too when `last_too`.
        let settle = |last_too: bool| {
            let laid = run(&start, Pass::Draft, &[]);
            let quick = (start.clone(), laid);
            let (knobs, laid) = self.balance(blocks, &run, (Search::Quick, last_too), quick);
            // Thoroughly only where a page before the last ends short or the last is a
            // scrap: a short last page breaks no promise where the text ends the document.
            if thorough && laid.first_short(false).is_some() {
                let laid = run(&knobs, Pass::Draft, &[]);
                let search = (Search::Thorough, last_too);
                return self.balance(blocks, &run, search, (knobs, laid)).0;
            }
            knobs
        };
        let mut knobs = settle(self.fill_last);
        if self.fill_last {
            let laid = run(&knobs, Pass::Draft, &[]);
            if laid.fill.len() > 1 && laid.first_short(true).is_some() {
                // A text to end full that runs onto a page it cannot fill ends as any
                // other does: its last page holds more than a scrap.
                let k = settle(false);
                if run(&k, Pass::Draft, &[]).first_short(false).is_none() {
                    knobs = k;
                }
            }
        }
        // The layout the search settled on, with its items.
        run(&knobs, Pass::Items, &[])
    }

    /// Looks for knobs that fill the short pages of `laid`, laid with `knobs`, one page
    /// after another, as thoroughly as `search` says; `run` lays the blocks with knobs.
    fn balance(
        &self,
        blocks: &[Block],
        run: &Run<'_>,
        (search, last_too): (Search, bool),
        (mut knobs, mut laid): (Knobs, Laid),
    ) -> (Knobs, Laid) {
        let heights = (self.body(0).0, self.body(1).0);
        let step = self.z.body * LEADING;
        let mut floor: Vec<Option<f64>> = Vec::new();
        // Each fix accepted moves the first short page further on (or, searching
        // thoroughly, fills it more or leaves it as full as it got); the bound is a backstop.
        let rounds = match search {
            Search::Quick => blocks.len() + 1,
            Search::Thorough => 3 * blocks.len() + 1,
        };
        for _ in 0..rounds {
            let Some(p) = laid.first_below(last_too, &floor) else {
                break;
            };
            // What the page before, which may hand over lines, has under its text area.
            let pad = self.body(p.saturating_sub(1)).1;
            let tighten = self.tighten;
            let mut tries = candidates(&laid, blocks, p, &knobs, (heights, pad), step, tighten);
            if search == Search::Thorough {
                tries = thorough(tries, &laid, blocks, p, &knobs, (heights, pad), step);
            }
            // The first change that fills page `p` is taken; failing that, the one that
            // fills it most, so that two changes together can (a page before handing over a
            // few lines, then the diagrams beside them growing).
            let mut fuller: Option<(Knobs, Laid)> = None;
            let mut better = None;
            for k in tries {
                let l = run(&k, Pass::Trial(p), &floor);
                match l.first_below(last_too, &floor) {
                    Some(q) if q <= p => {
                        let most = fuller.as_ref().map_or(laid.fill[p], |f| f.1.fill[p]);
                        // A page is tightened only where that alone fills it.
                        let tightened = k.gaps != knobs.gaps;
                        if q == p && l.fill[p] > most + 1e-6 && !tightened {
                            fuller = Some((k, l));
                        }
                    }
                    Some(_) | None => {
                        better = Some((k, l));
                        break;
                    }
                }
            }
            match (better.or(fuller), search) {
                (Some((k, l)), Search::Quick) => (knobs, laid) = (k, l),
                (Some((k, _)), Search::Thorough) => {
                    // A trial stops at the first short page: the next round reads all of them.
                    laid = run(&k, Pass::Draft, &floor);
                    knobs = k;
                }
                (None, Search::Quick) => break,
                (None, Search::Thorough) => {
                    // Nothing fills this page: keep it as it is and balance the next.
                    floor.resize(floor.len().max(p + 1), None);
                    floor[p] = Some(laid.fill[p]);
                }
            }
        }
        (knobs, laid)
    }

    /// One greedy run with these knobs.
    fn lay_with(mut self, blocks: &[Block]) -> Laid {
        self.at = vec![(0, 0); blocks.len()];
        self.line_pages = vec![Vec::new(); blocks.len()];
        self.headed = vec![false; blocks.len()];
        self.scales = vec![1.0; blocks.len()];
        let units = units(blocks);
        for (u, unit) in units.iter().enumerate() {
            if self.given_up() {
                // The trial failed: all that is read of it is the short page's fill.
                break;
            }
            let after_heading = std::mem::take(&mut self.after_heading);
            self.cur = unit.blocks().next();
            if !matches!(unit, Unit::Text(i) if matches!(blocks[*i], Block::Bullet(_))) {
                self.end_list();
            }
            if self.knobs.break_before.get(u).copied().unwrap_or(false) {
                self.clear_float();
                if !self.empty() {
                    self.new_page();
                }
            }
            match unit {
                Unit::Heading(i) => {
                    let Block::Heading(level, _) = &blocks[*i] else {
                        unreachable!("a heading unit holds a heading")
                    };
                    if *level == 1 {
                        self.at[*i] = (self.page(), self.page());
                        continue;
                    }
                    self.clear_float();
                    let lines = self.wrapped(blocks, *i, self.area().w);
                    let own = 2.0 + lines.len() as f64 * self.z.heading * self.leading();
                    // A heading never ends a page: it goes with the start of what follows.
                    let follow = |f: &mut Self| {
                        let room = f.room() - own;
                        let next = units.get(u + 1);
                        next.map_or(0.0, |next| f.start_height(blocks, (u + 1, next), room))
                    };
                    let page = self.page();
                    let h = own + follow(&mut self);
                    self.need(h);
                    if self.page() != page {
                        // Diagrams put off to the head of the new page take some of it.
                        let h = own + follow(&mut self);
                        self.need(h);
                    }
                    if !self.empty() {
                        self.y += self.gap(2.0);
                    }
                    let p = self.page();
                    let from = self.here();
                    self.lines(&lines, self.area().x, self.z.heading, Weight::Bold);
                    self.tag_since(from, |_, items| Group::tagged(Tag::Heading(2), items));
                    self.at[*i] = (p, self.page());
                    self.after_heading = true;
                }
                Unit::Text(i) => {
                    let p0 = match &blocks[*i] {
                        Block::Para(_) => self.para(blocks, *i),
                        Block::Bullet(_) => {
                            if self.list.is_none() {
                                self.list = Some(self.here());
                            }
                            self.bullet(blocks, *i)
                        }
                        _ => unreachable!("text units hold text"),
                    };
                    self.at[*i] = (p0, self.page());
                }
                Unit::Illustrated {
                    para,
                    diagrams,
                    para_first,
                } => self.illustrated(blocks, *para, diagrams, *para_first, after_heading, u),
            }
        }
        self.end_list();
        self.clear_float();
        if !self.pending.is_empty() {
            self.new_page();
        }
        let unit_at = units
            .iter()
            .map(|u| {
                let pages = u.blocks().map(|i| self.at[i]);
                let first = pages.clone().map(|a| a.0).min().unwrap_or(0);
                (first, pages.map(|a| a.1).max().unwrap_or(0))
            })
            .collect();
        let fill = (0..self.bottom.len()).map(|i| self.fill(i)).collect();
        Laid {
            pages: self.pages,
            at: self.at,
            fill,
            lines: self.line_pages,
            unit_at,
            headed: self.headed,
            scales: self.scales,
        }
    }

    /// Height the start of unit `u` needs on the page of the heading before it, which
    /// leaves `room` mm under it.
    fn start_height(&mut self, blocks: &[Block], (u, unit): (usize, &Unit), room: f64) -> f64 {
        let w = self.area().w;
        match unit {
            Unit::Heading(_) => 2.0 + self.z.heading * self.leading(),
            Unit::Text(i) => {
                let indent = match &blocks[*i] {
                    Block::Para(_) => 0.0,
                    Block::Bullet(_) => BULLET_INDENT,
                    _ => return 0.0,
                };
                let n = self.wrapped(blocks, *i, w - indent).len();
                // What [`Flow::body_lines`] keeps on a page: two lines, or all of a short one.
                kept(n) as f64 * self.z.body * self.leading()
            }
            Unit::Illustrated {
                para,
                diagrams,
                para_first,
            } => {
                // A paragraph that can be split before its diagrams needs only its first line.
                let lines = para.map_or(0, |p| match &blocks[p] {
                    Block::Para(_) => self.wrapped(blocks, p, w).len(),
                    Block::Bullet(_) => self.wrapped(blocks, p, w - BULLET_INDENT).len(),
                    _ => 0,
                });
                // Put off, its paragraph stands whole under the heading.
                let whole = lines as f64 * self.z.body * self.leading() <= room + 1e-9;
                let put_off =
                    *para_first && lines > 0 && whole && self.may_put_off(blocks, u, diagrams);
                let queue = !self.pending.is_empty();
                if queue && !put_off && !self.after_queue(blocks, u, *para, diagrams) {
                    // Diagrams put off before it go first, at the head of the next page,
                    // and this unit whole after them: so does the heading.
                    f64::INFINITY
                } else if *para_first && lines >= 4 {
                    2.0 * self.z.body * self.leading()
                } else if put_off {
                    // Its diagrams may head the next page (see [`Knobs::defer`]).
                    lines as f64 * self.z.body * self.leading()
                } else {
                    let least = self.least_of(diagrams);
                    self.illustrated_height(blocks, *para, diagrams, least).0
                }
            }
        }
    }

    /// Paragraph `p` of `blocks`; returns the page of its first line.
    fn para(&mut self, blocks: &[Block], p: usize) -> usize {
        let w = self.width();
        let lines = self.wrapped(blocks, p, w);
        // No lone first line at the foot of a page.
        self.need_lines(kept(lines.len()));
        let first = self.page();
        let w = self.width();
        let lines = self.wrapped(blocks, p, w);
        let from = self.here();
        self.body_lines(&lines, self.area().x);
        self.tag_since(from, |_, items| Group::tagged(Tag::Para, items));
        self.y += self.gap(self.z.body * 0.6);
        first
    }

    /// Ends the run of bullets being laid, if any: what it laid on each page is a list.
    fn end_list(&mut self) {
        if let Some(from) = self.list.take() {
            self.tag_since(from, |_, items| Group::tagged(Tag::List, items));
        }
    }

    /// Bullet `b` of `blocks`; returns the page of its first line.
    fn bullet(&mut self, blocks: &[Block], b: usize) -> usize {
        let w = self.width();
        let n = self.wrapped(blocks, b, w - BULLET_INDENT).len();
        self.need_lines(kept(n));
        let first = self.page();
        let w = self.width();
        let lines = self.wrapped(blocks, b, w - BULLET_INDENT);
        let f = font::get(Weight::Regular);
        let step = self.z.body * self.leading();
        let baseline = self.y
            + f.ascent(self.z.body)
            + (step - f.ascent(self.z.body) - f.descent(self.z.body)) / 2.0;
        let x = self.area().x;
        let from = self.here();
        if self.pass == Pass::Items {
            self.pages.last_mut().expect("page").push(Item::text(
                Point::new(x + 1.2, baseline),
                "•",
                self.z.body,
                Anchor::Start,
                Weight::Regular,
                self.ink,
            ));
        }
        self.body_lines(&lines, x + BULLET_INDENT);
        self.tag_since(from, |first, mut items| {
            let mut parts = Vec::new();
            if first {
                let rest = items.split_off(1);
                parts.push(Group::tagged(Tag::Label, items));
                items = rest;
            }
            parts.push(Group::tagged(Tag::ListBody, items));
            Group::tagged(Tag::ListItem, parts)
        });
        self.y += self.gap(self.z.body * 0.3);
        first
    }

    fn diagrams(&self, blocks: &[Block], diagrams: &[usize], k: f64) -> Vec<Captioned> {
        diagrams
            .iter()
            .map(|&j| {
                let d = self.drawing(blocks, j);
                let k = if (k - 1.0).abs() < 1e-9 { 1.0 } else { k };
                let size = Size {
                    w: d.size.w * k,
                    h: d.size.h * k,
                };
                let lines = self.wrapped(blocks, j, size.w.max(30.0));
                Captioned {
                    d,
                    k,
                    size,
                    lines,
                    cap: self.z.caption,
                }
            })
            .collect()
    }

    /// The height of `drawn` laid in [`Flow::rows`].
    fn rows_height(&self, drawn: Vec<Captioned>) -> f64 {
        self.rows(drawn)
            .iter()
            .map(|r| r.iter().map(Captioned::height).fold(0.0, f64::max) + 4.0)
            .sum()
    }

    /// Rows of diagrams that fit side by side in the text width.
    fn rows(&self, drawn: Vec<Captioned>) -> Vec<Vec<Captioned>> {
        let w = self.area().w;
        let mut rows: Vec<Vec<Captioned>> = Vec::new();
        let mut width = 0.0;
        for c in drawn {
            // A drawing grown to fill its page may close the gap to its neighbour a little
            // (see [`Flow::row`]): a row that fills its column can grow too.
            let least = if c.k > 1.0 {
                MIN_DIAGRAM_GAP
            } else {
                DIAGRAM_GAP
            };
            let add = c.size.w + DIAGRAM_GAP;
            match rows.last_mut() {
                Some(r) if width + c.size.w + least <= w + DIAGRAM_GAP => {
                    width += add;
                    r.push(c);
                }
                _ => {
                    width = add;
                    rows.push(vec![c]);
                }
            }
        }
        rows
    }

    /// `k`, or less when at `k` the unit's diagrams would no longer stand as they do at
    /// full size (side by side in a row, or floated beside the text): growing a drawing
    /// must not rearrange the page.
    fn cap(&mut self, blocks: &[Block], para: Option<usize>, diagrams: &[usize], k: f64) -> f64 {
        if k <= 1.0 {
            return k;
        }
        let shape = |f: &mut Self, s: f64| {
            let floats = f.illustrated_height(blocks, para, diagrams, s).1;
            let drawn = f.diagrams(blocks, diagrams, s);
            let wide = drawn.iter().all(|c| c.size.w <= f.area().w + 1e-9);
            (floats, f.rows(drawn).len(), wide)
        };
        let (floats, rows, _) = shape(self, 1.0);
        let mut s = k;
        while s > 1.0 + 1e-9 && shape(self, s) != (floats, rows, true) {
            s -= 0.025;
        }
        s.max(1.0)
    }

    /// The smallest scale any of `diagrams` may be drawn at (see [`Flow::least`]).
    fn least_of(&self, diagrams: &[usize]) -> f64 {
        diagrams
            .iter()
            .filter_map(|&j| self.least.get(j))
            .fold(MIN_DIAGRAM_SCALE, |a, &b| a.max(b))
    }

    /// Whether a unit floats its one diagram, and the height it takes, at scale `k`; kept
    /// in [`Measured`] under the unit's first diagram, which is in no other unit.
    fn illustrated_height(
        &mut self,
        blocks: &[Block],
        para: Option<usize>,
        diagrams: &[usize],
        k: f64,
    ) -> (f64, bool) {
        let key = (k.to_bits(), self.area().w.to_bits());
        let kept = self.measure(blocks, diagrams[0], |m| {
            m.heights.iter().find(|(at, _)| *at == key).map(|(_, h)| *h)
        });
        kept.unwrap_or_else(|| {
            let h = self.measure_illustrated(blocks, para, diagrams, k);
            self.measure(blocks, diagrams[0], |m| m.heights.push((key, h)));
            h
        })
    }

    /// [`Flow::illustrated_height`] measured afresh.
    fn measure_illustrated(
        &mut self,
        blocks: &[Block],
        para: Option<usize>,
        diagrams: &[usize],
        k: f64,
    ) -> (f64, bool) {
        let w = self.area().w;
        let drawn = self.diagrams(blocks, diagrams, k);
        let bullet = para.is_some_and(|p| matches!(blocks[p], Block::Bullet(_)));
        let text = para.filter(|&p| matches!(blocks[p], Block::Para(_)));
        if let (Some(t), [one]) = (text, drawn.as_slice()) {
            let narrow = w - one.size.w - DIAGRAM_GAP;
            if narrow >= FLOAT_MIN * w {
                let n = self.wrapped(blocks, t, narrow).len();
                let text_h = n as f64 * self.z.body * LEADING + self.z.body * 0.6;
                return ((one.height() + 4.0).max(text_h + 1.0), true);
            }
        }
        let para_h = match para.map(|p| (p, &blocks[p])) {
            Some((p, Block::Para(_))) => {
                self.wrapped(blocks, p, w).len() as f64 * self.z.body * LEADING + self.z.body * 0.6
            }
            Some((p, Block::Bullet(_))) if bullet => {
                self.wrapped(blocks, p, w - BULLET_INDENT).len() as f64 * self.z.body * LEADING
                    + self.z.body * 0.3
            }
            _ => 0.0,
        };
        let rows = self.rows_height(drawn);
        (para_h + rows, false)
    }

    fn illustrated(
        &mut self,
        blocks: &[Block],
        para: Option<usize>,
        diagrams: &[usize],
        para_first: bool,
        after_heading: bool,
        u: usize,
    ) {
        self.clear_float();
        // Full size (or the size the balancing chose) when it fits; when it does not and
        // the page is not yet full enough to end, a slightly smaller drawing; else the next
        // page (or, when the balancing says so, the paragraph's second half there, or the
        // paragraph here and its diagrams at the head of the next).
        let scale = self.knobs.scale.get(u).copied().unwrap_or(1.0);
        let least = self.least_of(diagrams);
        let mut k = self.cap(blocks, para, diagrams, scale).max(least);
        if !self.pending.is_empty() {
            // Diagrams go in order, after those put off to the head of the next page: this
            // unit's paragraph ends there, above its own, or they are put off too.
            if para_first
                && self.after_queue(blocks, u, para, diagrams)
                && self.split_before(blocks, para, diagrams, k)
            {
                return;
            }
            if para_first && self.put_off(blocks, para, diagrams, (k, u)) {
                return;
            }
            self.new_page();
        }
        let (mut h, _) = self.illustrated_height(blocks, para, diagrams, k);
        if h > self.room() && !self.empty() {
            if para_first && self.put_off(blocks, para, diagrams, (k, u)) {
                return;
            }
            if self.filled() >= MIN_FILL && !after_heading {
                let split = self.knobs.split.get(u).copied().unwrap_or(false);
                if split
                    && para_first
                    && self.split_over(blocks, para, diagrams, k) <= self.rest.h
                    && self.split_before(blocks, para, diagrams, k)
                {
                    return;
                }
                self.new_page();
            } else {
                let mut fit = None;
                let mut s = k.min(1.0).max(least);
                while s >= least - 1e-9 {
                    let (hs, _) = self.illustrated_height(blocks, para, diagrams, s);
                    if hs <= self.room() {
                        fit = Some((s, hs));
                        break;
                    }
                    // Down in steps, the last one to the least scale itself.
                    s = if s > least + 1e-9 {
                        (s - 0.025).max(least)
                    } else {
                        s - 0.025
                    };
                }
                match fit {
                    Some((s, hs)) => (k, h) = (s, hs),
                    None => {
                        // Start the paragraph here and end it, with its diagrams, on the
                        // next page: the page stays full and the diagrams stay with it.
                        if para_first && self.split_before(blocks, para, diagrams, k) {
                            return;
                        }
                        self.new_page()
                    }
                }
            }
        }
        if h > self.room() && self.empty() {
            // Taller than a whole page: as large as fits on it, so that no diagram is
            // pushed away from its paragraph onto the next.
            let mut s = k.min(1.0).max(least);
            while s > least + 1e-9 && h > self.room() {
                s = (s - 0.025).max(least);
                h = self.illustrated_height(blocks, para, diagrams, s).0;
            }
            k = s;
        }
        let (_, floats) = self.illustrated_height(blocks, para, diagrams, k);
        let page = self.page();
        let drawn = self.diagrams(blocks, diagrams, k);
        let text = para.filter(|&p| matches!(blocks[p], Block::Para(_)));
        if floats {
            let one = drawn.into_iter().next().expect("one diagram");
            self.scales[diagrams[0]] = one.k;
            let w = self.area().w;
            let x = self.area().right() - one.size.w;
            let top = self.y + 1.0;
            let bottom = top + one.height() + 3.0;
            let width = one.size.w + DIAGRAM_GAP;
            let figure = self.here();
            self.mark(top + one.ink());
            self.place(x, top, one);
            self.float = Some((bottom, width));
            if let Some(t) = text {
                let lines = self.wrapped(blocks, t, w - width);
                let from = self.here();
                self.lines(&lines, self.area().x, self.z.body, Weight::Regular);
                self.tag_since(from, |_, items| Group::tagged(Tag::Para, items));
                self.y += self.gap(self.z.body * 0.6);
                // Read the paragraph first, then the diagram that illustrates it: the
                // drawing moves after the text it stands beside (nothing overlaps, so the
                // page prints the same).
                let page = &mut self.pages[figure.0];
                let end = if from.0 == figure.0 {
                    from.1
                } else {
                    page.len()
                };
                let drawing: Vec<Item> = page.drain(figure.1..end).collect();
                let at = if from.0 == figure.0 {
                    page.len().min(figure.1 + 1)
                } else {
                    page.len()
                };
                page.splice(at..at, drawing);
            }
        } else {
            if para_first {
                self.lead(blocks, para);
            }
            self.rows_of(diagrams, drawn);
            if !para_first {
                if let Some(t) = text {
                    self.para(blocks, t);
                }
            }
        }
        let last = self.page();
        for &j in para.iter() {
            self.at[j] = (page, last);
        }
        if floats {
            self.at[diagrams[0]] = (page, page);
        }
    }

    /// Whether unit `u`, `para` and its `diagrams`, may begin its paragraph here and end it
    /// on the next page after the diagrams put off to its head ([`Flow::split_before`]):
    /// when all of that fits on one page.
    fn after_queue(
        &mut self,
        blocks: &[Block],
        u: usize,
        para: Option<usize>,
        diagrams: &[usize],
    ) -> bool {
        let queued = self.queued();
        let scale = self.knobs.scale.get(u).copied().unwrap_or(1.0);
        let k = self
            .cap(blocks, para, diagrams, scale)
            .max(self.least_of(diagrams));
        queued + self.split_over(blocks, para, diagrams, k) <= self.rest.h
    }

    /// The height of the diagrams put off to the head of the next page, mm.
    fn queued(&self) -> f64 {
        self.pending.iter().map(|p| p.height).sum()
    }

    /// Whether the balancing puts unit `u`'s `diagrams` off to the head of the next page
    /// when they do not fit under its paragraph, and they fit there after any put off
    /// before them.
    fn may_put_off(&mut self, blocks: &[Block], u: usize, diagrams: &[usize]) -> bool {
        if !self.knobs.defer.get(u).copied().unwrap_or(false) {
            return false;
        }
        let scale = self.knobs.scale.get(u).copied().unwrap_or(1.0);
        let k = scale.min(MAX_DIAGRAM_SCALE).max(self.least_of(diagrams));
        self.queued() + self.rows_height(self.diagrams(blocks, diagrams, k)) <= self.rest.h
    }

    /// Lays the paragraph or bullet that diagrams follow.
    fn lead(&mut self, blocks: &[Block], para: Option<usize>) {
        match para.map(|p| (p, &blocks[p])) {
            Some((t, Block::Para(_))) => {
                self.para(blocks, t);
            }
            Some((b, Block::Bullet(_))) => {
                // A list of its own, which the diagrams after it are not part of.
                self.list = Some(self.here());
                self.bullet(blocks, b);
                self.end_list();
            }
            _ => {}
        }
    }

    /// When the balancing says so ([`Knobs::defer`]), lays paragraph `para` here, whole,
    /// and puts its `diagrams` (at scale `k`) off to head the next page, so that the text
    /// after it fills this one; false, with nothing laid, when the paragraph does not fit
    /// here or the diagrams would not fit on a page of their own.
    fn put_off(
        &mut self,
        blocks: &[Block],
        para: Option<usize>,
        diagrams: &[usize],
        (k, u): (f64, usize),
    ) -> bool {
        let told = self.knobs.defer.get(u).copied().unwrap_or(false);
        let Some(p) = para.filter(|_| told) else {
            return false;
        };
        let indent = match blocks[p] {
            Block::Para(_) => 0.0,
            Block::Bullet(_) => BULLET_INDENT,
            _ => return false,
        };
        let w = self.width() - indent;
        let n = self.wrapped(blocks, p, w).len();
        let rows = self.rows_height(self.diagrams(blocks, diagrams, k));
        let fits = n as f64 * self.z.body * self.leading() <= self.room() + 1e-9;
        if !fits || self.queued() + rows > self.rest.h {
            return false;
        }
        let page = self.page();
        self.lead(blocks, para);
        self.at[p] = (page, self.page());
        let drawn = self.diagrams(blocks, diagrams, k);
        self.pending.push(Pending {
            diagrams: diagrams.to_vec(),
            drawn,
            height: rows,
        });
        true
    }

    /// Lays a paragraph from the foot of this page onto the next, its diagrams after it there;
    /// false (and nothing laid) when not even one line fits here.
    fn split_before(
        &mut self,
        blocks: &[Block],
        para: Option<usize>,
        diagrams: &[usize],
        k: f64,
    ) -> bool {
        let Some(p) = para.filter(|&p| matches!(blocks[p], Block::Para(_))) else {
            return false;
        };
        let step = self.z.body * self.leading();
        let lines = self.wrapped(blocks, p, self.area().w);
        let fit = ((self.room() + 1e-9) / step).floor() as usize;
        // Some lines must go over with the diagrams, and never one alone.
        let here = keep_two(fit.min(lines.len().saturating_sub(1)), lines.len());
        if here < 1 {
            return false;
        }
        let page = self.page();
        let from = self.here();
        self.lines(&lines[..here], self.area().x, self.z.body, Weight::Regular);
        self.new_page();
        self.lines(&lines[here..], self.area().x, self.z.body, Weight::Regular);
        self.tag_since(from, |_, items| Group::tagged(Tag::Para, items));
        self.y += self.gap(self.z.body * 0.6);
        let drawn = self.diagrams(blocks, diagrams, k);
        self.rows_of(diagrams, drawn);
        if let Some(j) = para {
            self.at[j] = (page, self.page());
        }
        true
    }

    /// The most [`Flow::split_before`] puts on the next page: all but two of the paragraph's
    /// lines, and the rows of its diagrams (which must not be pushed on to a page of their
    /// own).
    fn split_over(
        &mut self,
        blocks: &[Block],
        para: Option<usize>,
        diagrams: &[usize],
        k: f64,
    ) -> f64 {
        let Some(p) = para.filter(|&p| matches!(blocks[p], Block::Para(_))) else {
            return f64::INFINITY;
        };
        let n = self.wrapped(blocks, p, self.rest.w).len();
        let drawn = self.diagrams(blocks, diagrams, k);
        let rows = self.rows_height(drawn);
        n.saturating_sub(2) as f64 * self.z.body * LEADING + self.z.body * 0.6 + rows
    }

    /// Puts a diagram with its top-left at (x, top) and its caption centred under it.
    fn place(&mut self, x: f64, top: f64, c: Captioned) {
        if self.pass != Pass::Items {
            return;
        }
        let f = font::get(Weight::Regular);
        let ink = self.ink;
        let Captioned {
            d, k, size, lines, ..
        } = c;
        let area = self.area();
        let page = self.pages.last_mut().expect("page");
        let mut y = top + size.h + 1.5;
        let centre = x + size.w / 2.0;
        let drawing = Item::Group(Group {
            transform: Transform::translate(x, top),
            items: Drawn::clone(&d).scaled(k).items,
            tag: None,
        });
        let words = crate::scene::join_lines(&lines);
        let figure = match &d.alt {
            // The caption says what the diagram is for; the description what it shows.
            Some(alt) => Group::tagged(
                Tag::Figure {
                    title: words,
                    alt: alt.clone(),
                    bbox: Rect::new(x, top, size.w, size.h),
                },
                vec![drawing],
            ),
            None => drawing,
        };
        let mut caption_items = Vec::new();
        for l in lines.iter() {
            // Under a drawing narrower than its caption, floated to a margin, the centred
            // line would run past that margin: keep it inside the column.
            let half = f.measure(l, self.z.caption) / 2.0;
            let centre = centre.min(area.right() - half).max(area.x + half);
            caption_items.push(Item::text(
                Point::new(centre, y + f.ascent(self.z.caption)),
                l.as_str(),
                self.z.caption,
                Anchor::Middle,
                Weight::Regular,
                ink,
            ));
            y += self.z.caption * LEADING;
        }
        page.push(if caption_items.is_empty() {
            figure
        } else {
            // The caption goes with its figure (or table), not merely after it.
            let caption = Group::tagged(Tag::Caption, caption_items);
            Group::tagged(Tag::Captioned, vec![figure, caption])
        });
    }

    /// Lays `drawn`, the drawings of the diagram blocks `diagrams`, in rows, and notes the
    /// page each one stands on.
    fn rows_of(&mut self, diagrams: &[usize], drawn: Vec<Captioned>) {
        for (&j, c) in diagrams.iter().zip(&drawn) {
            self.scales[j] = c.k;
        }
        let mut next = diagrams.iter();
        for row in self.rows(drawn) {
            let n = row.len();
            self.row(row);
            let page = self.page();
            for &j in next.by_ref().take(n) {
                self.at[j] = (page, page);
            }
        }
    }

    fn row(&mut self, row: Vec<Captioned>) {
        let h = row.iter().map(Captioned::height).fold(0.0, f64::max);
        let ink = row.iter().map(Captioned::ink).fold(0.0, f64::max);
        self.need(h + self.gap(4.0));
        let a = self.area();
        let drawn = row.iter().map(|c| c.size.w).sum::<f64>();
        let gaps = row.len().saturating_sub(1) as f64;
        // The gap closes only for grown drawings that fill the column ([`Flow::rows`]).
        let gap = if gaps > 0.0 {
            DIAGRAM_GAP.min((a.w - drawn) / gaps)
        } else {
            DIAGRAM_GAP
        };
        let width = drawn + gap * gaps;
        let mut x = a.x + (a.w - width) / 2.0;
        let top = self.y + self.gap(1.0);
        for c in row {
            let w = c.size.w;
            self.place(x, top, c);
            x += w + gap;
        }
        self.y = top + h + self.gap(3.0);
        self.mark(top + ink);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_parses_into_blocks() {
        let b = parse("# T\n\nOne\ntwo.\n\n## H\n- a b\n@moves camel d4 | The camel.\nend");
        assert_eq!(
            b,
            vec![
                Block::Heading(1, "T".into()),
                Block::Para("One two.".into()),
                Block::Heading(2, "H".into()),
                Block::Bullet("a b".into()),
                Block::Diagram("moves camel d4".into(), "The camel.".into()),
                Block::Para("end".into()),
            ]
        );
    }

    /// The scale each diagram of a laid-out flow was drawn at, page by page.
    fn diagram_scales(laid: &Laid) -> Vec<Vec<f64>> {
        laid.pages
            .iter()
            .map(|items| {
                crate::scene::untag(items)
                    .iter()
                    .filter_map(|i| match i {
                        Item::Group(g) => Some(match g.items.as_slice() {
                            [Item::Group(inner)] => inner.transform.a,
                            _ => 1.0,
                        }),
                        _ => None,
                    })
                    .collect()
            })
            .collect()
    }

    /// A drawing that is one filled `w` x `h` mm box.
    fn filled_box(w: f64, h: f64) -> Drawn {
        Drawn {
            items: vec![Item::fill(
                crate::scene::Path::rect(Rect::new(0.0, 0.0, w, h)),
                crate::scene::Paint::Solid(Color::BLACK),
            )],
            size: Size { w, h },
            alt: None,
        }
    }

    #[test]
    fn a_page_that_would_end_short_grows_its_diagram_within_bounds() {
        // A 100 mm page: a paragraph of two lines and a 70 x 60 mm drawing fill 72 % of it,
        // and the next paragraph with its drawing does not fit after them, even shrunk.
        let area = Rect::new(0.0, 0.0, 100.0, 100.0);
        let draw = |_: &str| filled_box(70.0, 60.0);
        let blocks = parse(
            "One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.\n\n@a |\n\nAnd a short one.\n\n@b |\n",
        );
        let greedy = Flow::new(area, area, Color::BLACK, &draw).lay_with(&blocks);
        assert!(greedy.fill[0] < MIN_FILL, "{:?}", greedy.fill);
        let laid = Flow::new(area, area, Color::BLACK, &draw).lay(&blocks);
        assert_eq!(laid.pages.len(), 2, "{:?}", laid.fill);
        assert!(laid.fill[0] >= MIN_FILL, "{:?}", laid.fill);
        let scales = diagram_scales(&laid);
        assert!(
            scales[0][0] > 1.0 && scales[0][0] <= MAX_DIAGRAM_SCALE + 1e-9,
            "{scales:?}"
        );
        // The other drawing is left as it was.
        assert_eq!(scales[1], [1.0]);
    }

    #[test]
    fn a_caption_wider_than_its_drawing_stays_in_the_column() {
        // A drawing narrower than its caption, floated to the right margin (as a one-piece
        // table of pieces can be): the centred caption must not run past the margin.
        let area = Rect::new(10.0, 10.0, 100.0, 200.0);
        let draw = |_: &str| filled_box(8.0, 8.0);
        let blocks = parse("A short paragraph beside it.\n\n@a | The pieces to cut\n");
        let laid = Flow::new(area, area, Color::BLACK, &draw).lay(&blocks);
        let mut captions = 0;
        for item in laid.pages.iter().flat_map(|p| crate::scene::untag(p)) {
            if let Item::Text(t) = &item {
                let b = t.bounds();
                assert!(
                    b.x >= area.x - 1e-9 && b.right() <= area.right() + 1e-9,
                    "{} at {b:?}",
                    t.text
                );
                captions += usize::from(t.text.contains("pieces"));
            }
        }
        assert_eq!(captions, 1);
    }

    #[test]
    fn wrapped_lines_fit_and_keep_every_word() {
        let text = "A camel leaps to a square three squares away along a rank or file and one square to the side, supercalifragilisticexpialidociouslylongword.";
        for width in [20.0, 50.0, 120.0] {
            let lines = wrap(text, body(), Weight::Regular, width);
            for l in &lines {
                assert!(
                    font::get(Weight::Regular).measure(l, body()) <= width + 1e-9,
                    "{l}"
                );
            }
            assert_eq!(
                crate::scene::join_lines(&lines).replace(' ', ""),
                text.replace(' ', "")
            );
        }
    }

    /// The built-in handout texts, as blocks.
    fn handout_texts() -> Vec<Vec<Block>> {
        [
            include_str!("../../../../templates/text/camels-and-carpets.md"),
            include_str!("../../../../templates/text/royal-carpet.md"),
            include_str!("../../../../templates/text/checkers.md"),
            include_str!("../../../../templates/text/international-draughts.md"),
            include_str!("../../../../templates/text/assembly.md"),
        ]
        .map(parse)
        .to_vec()
    }

    /// A drawing for any spec, its size following from the spec: from small ones that float
    /// beside their paragraph to ones that fill the column.
    fn boxed(spec: &str) -> Drawn {
        let n = spec.len() as f64;
        filled_box(20.0 + (n * 7.0) % 100.0, 25.0 + (n * 3.0) % 60.0)
    }

    #[test]
    fn a_wrap_holds_for_every_width_it_reports() {
        let text = "A camel leaps to a square three squares away along a rank or file, supercalifragilisticexpialidociouslylongword.";
        let mut width = 5.0;
        while width < 200.0 {
            let (lines, lo, hi) =
                lines::wrap(text, (body(), Weight::Regular), width, Lang::ENGLISH);
            assert!(lo <= width && width < hi, "{lo} <= {width} < {hi}");
            for w in [lo, (lo + hi.min(250.0)) / 2.0, hi - 1e-9] {
                if w.is_finite() && w > 0.0 {
                    assert_eq!(wrap(text, body(), Weight::Regular, w), lines, "at {w}");
                }
            }
            // Just past the widest width that wraps it so, the lines change.
            if hi.is_finite() {
                assert_ne!(wrap(text, body(), Weight::Regular, hi), lines, "at {hi}");
            }
            width += 1.3;
        }
    }

    /// What [`Measured`] keeps for all the passes of a flow is what measuring afresh gives:
    /// each block's lines at any width, in any order asked; each diagram drawn once; and
    /// a diagram unit's height and float at any scale.
    #[test]
    fn kept_measures_equal_fresh_ones() {
        let area = Rect::new(10.0, 10.0, 128.0, 180.0);
        for blocks in handout_texts() {
            for z in [Sizes::regular(), Sizes::large()] {
                let draws = std::cell::Cell::new(0);
                let draw = |spec: &str| {
                    draws.set(draws.get() + 1);
                    boxed(spec)
                };
                let mut flow = Flow::new(area, area, Color::BLACK, &draw).sizes(z);
                let widths: Vec<f64> = (0..60).map(|i| 20.0 + f64::from(i) * 1.9).collect();
                for (i, b) in blocks.iter().enumerate() {
                    let (text, size, weight) = match b {
                        Block::Heading(_, t) => (t, z.heading, Weight::Bold),
                        Block::Para(t) | Block::Bullet(t) => (t, z.body, Weight::Regular),
                        Block::Diagram(_, t) => (t, z.caption, Weight::Regular),
                    };
                    for &w in widths.iter().chain(widths.iter().rev()).step_by(3) {
                        let fresh = wrap(text, size, weight, w);
                        assert_eq!(*flow.wrapped(&blocks, i, w), *fresh, "{text} at {w}");
                    }
                }
                for unit in units(&blocks) {
                    let Unit::Illustrated { para, diagrams, .. } = unit else {
                        continue;
                    };
                    for _ in 0..2 {
                        for k in [MIN_DIAGRAM_SCALE, 0.9, 1.0, 1.1, MAX_DIAGRAM_SCALE] {
                            let kept = flow.illustrated_height(&blocks, para, &diagrams, k);
                            let fresh = flow.measure_illustrated(&blocks, para, &diagrams, k);
                            assert_eq!(kept, fresh, "{diagrams:?} at {k}");
                        }
                    }
                    let d = diagrams[0];
                    let again = Rc::ptr_eq(&flow.drawing(&blocks, d), &flow.drawing(&blocks, d));
                    assert!(again, "block {d} drawn anew");
                }
                let diagrams = blocks.iter().filter(|b| matches!(b, Block::Diagram(..)));
                assert_eq!(draws.get(), diagrams.count());
            }
        }
    }

    /// What the balancing search reads of a pass is the same whether it lays items or not:
    /// a draft puts every block where the pages with items have it; a trial to fill page `p`
    /// fails exactly when the full pass has a short page up to `p`, and when it does not
    /// fail it is the full pass.
    #[test]
    fn drafts_and_trials_place_what_the_pages_do() {
        let draw = boxed;
        let same = |a: &Laid, b: &Laid| {
            a.at == b.at && a.fill == b.fill && a.lines == b.lines && a.unit_at == b.unit_at
        };
        let mut failed = 0;
        for blocks in handout_texts() {
            let n = units(&blocks).len();
            for (w, h) in [(128.0, 180.0), (90.0, 150.0), (180.0, 250.0)] {
                let area = Rect::new(10.0, 10.0, w, h);
                for grow in [1.0, 1.1] {
                    let pass = |pass: Pass| {
                        let flow = Flow::new(area, area, Color::BLACK, &draw);
                        let knobs = Knobs {
                            scale: vec![grow; n],
                            break_before: vec![false; n],
                            short: Vec::new(),
                            // Tightened pages too, with the grown drawings.
                            gaps: if grow > 1.0 { vec![0.5; 2] } else { Vec::new() },
                            split: vec![false; n],
                            // And diagrams put off to the head of the next page.
                            defer: vec![grow > 1.0; n],
                        };
                        Flow {
                            pass,
                            knobs,
                            ..flow
                        }
                        .lay_with(&blocks)
                    };
                    let full = pass(Pass::Items);
                    assert!(full.pages.iter().any(|p| !p.is_empty()));
                    let draft = pass(Pass::Draft);
                    assert!(same(&draft, &full), "a draft at {w} x {h}");
                    assert!(draft.pages.iter().all(Vec::is_empty));
                    for p in 0..full.fill.len() {
                        let fails = |l: &Laid| l.first_short(false).is_some_and(|q| q <= p);
                        let trial = pass(Pass::Trial(p));
                        assert_eq!(fails(&trial), fails(&full), "page {p} at {w} x {h}");
                        if fails(&full) {
                            failed += 1;
                        } else {
                            assert!(same(&trial, &full), "page {p} at {w} x {h}");
                        }
                    }
                }
            }
        }
        assert!(
            failed > 0,
            "no trial failed: the checks of a failed one went untried"
        );
    }

    /// Where the quick search leaves a page short, the thorough one starts: it leaves no
    /// more pages short, none before the quick one's first nor that one emptier, and fills
    /// some; where the quick search fills every page, it is not run.
    #[test]
    fn the_thorough_search_fills_what_the_quick_one_leaves() {
        let draw = boxed;
        let short = |l: &Laid| {
            let n = l.fill.len();
            let mut s: Vec<usize> = (0..n - 1).filter(|&i| !is_full(l.fill[i])).collect();
            if n > 1 && l.fill[n - 1] < MIN_LAST_FILL {
                s.push(n - 1);
            }
            s
        };
        let (mut tried, mut filled) = (0, 0);
        for blocks in handout_texts() {
            for (w, h) in [
                (128.0, 180.0),
                (90.0, 150.0),
                (180.0, 250.0),
                (110.0, 160.0),
            ] {
                for z in [Sizes::regular(), Sizes::large()] {
                    let area = Rect::new(10.0, 10.0, w, h);
                    let flow = || Flow::new(area, area, Color::BLACK, &draw).sizes(z);
                    let quick = flow().lay_searching(&blocks, false);
                    let laid = flow().lay(&blocks);
                    let Some(p) = quick.first_short(false) else {
                        assert_eq!(laid.fill, quick.fill, "at {w} x {h}");
                        continue;
                    };
                    tried += 1;
                    let (before, after) = (short(&quick), short(&laid));
                    let what = format!("at {w} x {h}: {:?} then {:?}", quick.fill, laid.fill);
                    assert!(after.len() <= before.len(), "{what}");
                    assert!(after.iter().all(|&q| q >= p), "{what}");
                    if after.first() == Some(&p) {
                        assert!(laid.fill[p] >= quick.fill[p] - 1e-9, "{what}");
                    }
                    if after.len() < before.len() {
                        filled += 1;
                    }
                }
            }
        }
        assert!(filled > 0, "the thorough search filled none of {tried}");
    }

    /// Where a diagram does not fit under its paragraph at the foot of a page, the text
    /// after it fills that page and the diagram heads the next, in the order it is read:
    /// first on the page, tagged on its own, not inside the paragraph that broke over.
    #[test]
    fn a_diagram_put_off_heads_the_next_page_and_the_text_fills_this_one() {
        let area = Rect::new(0.0, 0.0, 120.0, 150.0);
        let draw = |_: &str| filled_box(100.0, 100.0);
        let words = |n: usize, w: &str| vec![w; n].join(" ");
        let text = format!(
            "{}\n\n## Setting up\n\n{}\n\n@a | The start.\n\n{}\n\n{}\n\n## Next\n\n{}\n",
            words(90, "opening"),
            words(12, "pieces"),
            words(50, "first"),
            words(60, "after"),
            words(40, "more"),
        );
        let blocks = parse(&text);
        let greedy = Flow::new(area, area, Color::BLACK, &draw).lay_with(&blocks);
        assert!(greedy.fill[0] < MIN_FILL, "{:?}", greedy.fill);
        let laid = Flow::new(area, area, Color::BLACK, &draw).lay(&blocks);
        assert!(laid.fill[0] >= MIN_FILL, "{:?}", laid.fill);
        let d = blocks
            .iter()
            .position(|b| matches!(b, Block::Diagram(..)))
            .unwrap();
        // Its paragraph ends on page 1, and it heads page 2.
        assert_eq!(laid.lines[d - 1].last(), Some(&0));
        assert_eq!(laid.at[d], (1, 1));
        assert!(laid.headed[d]);
        // Text after it stands on page 1.
        assert!(laid.lines[d + 1].contains(&0), "{:?}", laid.lines[d + 1]);
        match &laid.pages[1][0] {
            Item::Group(g) => assert!(matches!(g.tag, Some(Tag::Captioned)), "{:?}", g.tag),
            other => panic!("page 2 opens with {other:?}"),
        }
        // Nothing on a page overlaps the drawing.
        let top = laid.pages[1].iter().skip(1).all(|i| match i {
            Item::Group(g) => g.items.iter().all(|t| match t {
                Item::Text(t) => t.pos.y > 100.0,
                _ => true,
            }),
            _ => true,
        });
        assert!(top);
    }
}
