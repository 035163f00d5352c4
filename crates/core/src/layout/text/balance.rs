//! How full a page must be, and the search that balances the pages: the knobs it turns, the units it
//! moves between pages, and what a laid handout reports.

use super::*;

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
pub(super) const GROW: [f64; 3] = [1.05, 1.1, MAX_DIAGRAM_SCALE];
/// How much larger than it stands a large print board may grow, tried in turn, to fill a
/// page that parting left short (see [`Knobs::loose`]).
pub(super) const LOOSE: [f64; 6] = [1.05, 1.1, 1.15, 1.2, 1.25, 1.3];
/// The shares of the blank between blocks a page may keep, tried in turn, when no other
/// change fills a short page.
pub(super) const TIGHTEN: [f64; 3] = [0.75, 0.5, 0.25];
/// The scales tried last, for a page short by less than the smallest of [`GROW`] moves.
pub(super) const NUDGE: [f64; 4] = [1.01, 1.02, 1.03, 1.04];
/// A lone diagram floats beside its text when the text column left is at least this share
/// of the width.
pub(super) const FLOAT_MIN: f64 = 0.34;

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
    pub(super) unit_at: Vec<(usize, usize)>,
    /// For each block: a diagram that heads the page after its paragraph's last line (see
    /// [`Knobs::defer`]).
    pub headed: Vec<bool>,
    /// For each block: the scale its drawing was drawn at (1 for text).
    pub scales: Vec<f64>,
    /// For each page: the height of the diagrams put off to its head, mm (0 for none).
    pub heads: Vec<f64>,
    /// For each page: the blank under its ink, down to the foot of its text area, mm.
    pub room: Vec<f64>,
    /// For each page: the flow found that what is read after the diagrams heading the next
    /// page could not stand above them on it (see [`short_page_excused`]); the balancing
    /// still tries to fill it.
    pub excused: Vec<bool>,
}

/// What a laid-out handout breaks of the three promises of its pages: every page but
/// the last at least [`MIN_FILL`] full (`last_too`: a one-page text's one page as
/// well), the last more than a scrap; no line of
/// a paragraph or bullet alone at the foot or the top of a page; every diagram on a page
/// with some of the paragraph it illustrates, or heading the page after its last line;
/// and no heading ending a page.
pub fn broken_promises(blocks: &[Block], laid: &Laid, last_too: bool) -> Vec<String> {
    // Only a text of one page can end full: one that runs onto a second has no more.
    let last_too = last_too && laid.fill.len() == 1;
    let mut bad = Vec::new();
    let last = laid.pages.len() - usize::from(!last_too);
    for (p, fill) in laid.fill.iter().enumerate().take(last) {
        if !is_full(*fill) && !short_page_excused(blocks, laid, p) {
            bad.push(format!("page {} is only {:.1} % full", p + 1, fill * 100.0));
        }
    }
    let n = laid.fill.len();
    if !last_too && n > 1 && laid.fill[n - 1] < MIN_LAST_FILL {
        bad.push(format!(
            "the last page holds only a scrap ({:.0} %)",
            laid.fill[n - 1] * 100.0
        ));
    }
    let short = |t: &str| t.chars().take(40).collect::<String>();
    for (i, b) in blocks.iter().enumerate() {
        let lines = &laid.lines[i];
        match b {
            Block::Para(t) | Block::Bullet(t) => {
                let (first, last) = (lines[0], lines[lines.len() - 1]);
                for p in [first, last] {
                    let n = lines.iter().filter(|&&q| q == p).count();
                    if first != last && n < 2 {
                        bad.push(format!(
                            "'{}…' leaves one line alone on page {}",
                            short(t),
                            p + 1
                        ));
                    }
                }
            }
            Block::Heading(2, h) if laid.at[i].1 != laid.at[i + 1].0 => {
                bad.push(format!("heading '{h}' ends page {}", laid.at[i].1 + 1));
            }
            Block::Diagram(spec, _) => {
                // The text it illustrates: the paragraph or bullet before it, or the
                // paragraph after it when the diagram opens its section.
                let before = blocks[..i]
                    .iter()
                    .rposition(|b| !matches!(b, Block::Diagram(..)))
                    .filter(|&j| matches!(blocks[j], Block::Para(_) | Block::Bullet(_)));
                let after = (i + 1..blocks.len())
                    .find(|&j| !matches!(blocks[j], Block::Diagram(..)))
                    .filter(|&j| matches!(blocks[j], Block::Para(_)));
                let d = laid.at[i].0;
                // Or, put off, at the head of the page after its text ends.
                let heads = |j: usize| {
                    laid.headed.get(i) == Some(&true) && laid.lines[j].last() == Some(&(d - 1))
                };
                if laid.headed.get(i) == Some(&true) {
                    bad.extend(put_off_faults(blocks, laid, i));
                }
                match before.or(after) {
                    Some(j) if !laid.lines[j].contains(&d) && !heads(j) => bad.push(format!(
                        "'{spec}' on page {} without its text '{}…'",
                        d + 1,
                        short(match &blocks[j] {
                            Block::Para(t) | Block::Bullet(t) => t,
                            _ => "",
                        })
                    )),
                    Some(_) => {}
                    None => bad.push(format!("'{spec}' illustrates no text")),
                }
            }
            _ => {}
        }
    }
    bad.extend(list_widows(blocks, laid));
    bad
}

/// Whether page `p` of `laid`, not the last, may end short: the diagrams at the head of
/// the next page, put off to it after their paragraph ended on `p`, are taller than the
/// blank under the ink of `p`, and what is read right after them cannot stand above them
/// on `p`: a heading (they would be past it), or, as the flow found ([`Laid::excused`]), a
/// paragraph whose own diagrams would not fit at the head of the next page under them (they
/// would stand two pages after their text). Nothing may fill `p` then.
pub fn short_page_excused(blocks: &[Block], laid: &Laid, p: usize) -> bool {
    let next = p + 1;
    let (Some(&head), Some(&room)) = (laid.heads.get(next), laid.room.get(p)) else {
        return false;
    };
    let put_off: Vec<usize> = (0..blocks.len())
        .filter(|&i| laid.headed.get(i) == Some(&true) && laid.at[i].0 == next)
        .collect();
    let Some(&last) = put_off.last() else {
        return false;
    };
    // What is read after them: the first block past the last of them laid on `next`.
    let after = (last + 1..blocks.len()).find(|&j| match &blocks[j] {
        Block::Diagram(..) => false,
        Block::Heading(..) => laid.at[j].0 >= next,
        Block::Para(_) | Block::Bullet(_) => laid.lines[j].first().is_some_and(|&q| q >= next),
    });
    let section = after.is_none_or(|j| matches!(blocks[j], Block::Heading(..)));
    let drawn = after.is_some_and(|j| {
        matches!(blocks[j], Block::Para(_) | Block::Bullet(_))
            && matches!(blocks.get(j + 1), Some(Block::Diagram(..)))
            && laid.excused.get(p) == Some(&true)
    });
    head > room + 1e-9 && (section || drawn)
}

/// What diagram `i` of `blocks`, put off to the head of the page after its text (see
/// [`Knobs::defer`]), stands past: the text laid above it on the page before that comes
/// after it in the text must be whole paragraphs and lists of one section, so that the
/// diagram stands after its own paragraph and inside no other, and past no heading.
fn put_off_faults(blocks: &[Block], laid: &Laid, i: usize) -> Vec<String> {
    let d = laid.at[i].0;
    let short = |t: &str| t.chars().take(40).collect::<String>();
    let mut bad = Vec::new();
    // The list a bullet stands in: its bullets, diagrams after them too.
    let list_end = |j: usize| {
        (j..blocks.len())
            .take_while(|&k| matches!(blocks[k], Block::Bullet(_) | Block::Diagram(..)))
            .filter(|&k| matches!(blocks[k], Block::Bullet(_)))
            .last()
            .unwrap_or(j)
    };
    for (j, block) in blocks.iter().enumerate().skip(i + 1) {
        let start = match block {
            Block::Diagram(..) => continue,
            Block::Heading(..) => laid.at[j].0,
            Block::Para(_) | Block::Bullet(_) => laid.lines[j].first().copied().unwrap_or(d),
        };
        if start >= d {
            break;
        }
        match block {
            Block::Heading(_, h) => bad.push(format!(
                "a diagram of page {} is put off past the heading '{h}'",
                d + 1
            )),
            Block::Para(t) if laid.lines[j].last().is_some_and(|&q| q >= d) => bad.push(format!(
                "a diagram heads page {} inside the paragraph '{}…'",
                d + 1,
                short(t)
            )),
            Block::Bullet(t) if laid.lines[list_end(j)].last().is_some_and(|&q| q >= d) => bad
                .push(format!(
                    "a diagram heads page {} inside the list of '{}…'",
                    d + 1,
                    short(t)
                )),
            Block::Para(_) | Block::Bullet(_) | Block::Diagram(..) => {}
        }
    }
    bad
}

/// A list (a run of bullets) broken over a page turn that leaves one line of it alone at
/// the top of a page, its last bullet with no diagram under it (a paragraph's lone lines
/// [`broken_promises`] finds itself).
fn list_widows(blocks: &[Block], laid: &Laid) -> Vec<String> {
    let mut bad = Vec::new();
    let mut j = 0;
    while j < blocks.len() {
        if !matches!(blocks[j], Block::Bullet(_)) {
            j += 1;
            continue;
        }
        let mut lines = Vec::new();
        let (mut last, mut bullet) = (j, j);
        while let Some(b) = blocks.get(last) {
            match b {
                Block::Bullet(_) => {
                    lines.extend(laid.lines[last].iter().copied());
                    bullet = last;
                }
                Block::Diagram(..) => {}
                Block::Heading(..) | Block::Para(_) => break,
            }
            last += 1;
        }
        let end = lines.last().copied().unwrap_or(0);
        // A last bullet its diagrams follow heads them, a block of its own.
        let drawn = matches!(blocks.get(bullet + 1), Some(Block::Diagram(..)));
        let alone = lines.iter().filter(|&&p| p == end).count() == 1 && !drawn;
        if lines.first().is_some_and(|&p| p != end) && alone {
            let Block::Bullet(t) = &blocks[bullet] else {
                unreachable!("a list ends with a bullet")
            };
            let t: String = t.chars().take(40).collect();
            bad.push(format!(
                "the list's last line '{t}…' stands alone at the top of page {}",
                end + 1
            ));
        }
        j = last;
    }
    bad
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
            heads: Vec::new(),
            room: Vec::new(),
            excused: Vec::new(),
        }
    }

    /// The units that stand on page `page`, wholly or in part.
    pub(super) fn units_on(&self, page: usize) -> Vec<usize> {
        (0..self.unit_at.len())
            .filter(|&u| self.unit_at[u].0 <= page && page <= self.unit_at[u].1)
            .collect()
    }

    /// The first page filled to less than [`MIN_FILL`]: the last page may be, unless
    /// `last_too`.
    pub(super) fn first_short(&self, last_too: bool) -> Option<usize> {
        self.first_below(last_too, &[])
    }

    /// [`Laid::first_short`], but a page with a `floor` (one the search could not fill) is
    /// short only when it ends above that fill.
    pub(super) fn first_below(&self, last_too: bool, floor: &[Option<f64>]) -> Option<usize> {
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
pub(super) fn below(floor: &[Option<f64>], i: usize, fill: f64, enough: bool) -> bool {
    match floor.get(i).copied().flatten() {
        Some(least) => fill < least - 1e-9,
        None => !enough,
    }
}

/// How a flow may differ from its plain greedy run, to balance its pages.
#[derive(Debug, Clone, PartialEq, Default)]
pub(super) struct Knobs {
    /// For each unit: the scale its diagrams are drawn at when they fit.
    pub(super) scale: Vec<f64>,
    /// For each unit: start it on a new page.
    pub(super) break_before: Vec<bool>,
    /// For each page: how much sooner than its foot it ends, mm.
    pub(super) short: Vec<f64>,
    /// For each page: the share of the usual blank between its blocks it keeps (1 when
    /// not told): a page tightened a little holds what would spill as a scrap onto the next.
    pub(super) gaps: Vec<f64>,
    /// For each unit (none when empty): when it does not fit whole at the foot of a full
    /// page, start its paragraph there and put its diagrams with the paragraph's second
    /// half on the next.
    pub(super) split: Vec<bool>,
    /// For each unit (none when empty): when its diagrams do not fit under its paragraph,
    /// let the text after it go on filling the page and put them at the head of the next
    /// (see [`Pending`]).
    pub(super) defer: Vec<bool>,
    /// For each unit (none when empty): when not all its diagrams fit under its paragraph,
    /// keep the rows that do with it and put the rest off to the head of the next page, the
    /// text after them filling this one (a large drawing each, a page holds not all).
    pub(super) part: Vec<bool>,
    /// For each unit (none when empty): its drawings, grown, may stand otherwise than at
    /// their first size, a caption beside a board going under it (large print's boards,
    /// grown to fill a page they cannot share).
    pub(super) loose: Vec<bool>,
}

/// A unit's diagrams that did not fit under its paragraph, to head the next page (see
/// [`Knobs::defer`]).
pub(super) struct Pending {
    pub(super) diagrams: Vec<usize>,
    pub(super) drawn: Vec<Captioned>,
    /// The height of their rows, mm.
    pub(super) height: f64,
    /// How many headings had been laid when they were put off ([`Flow::headings`]).
    pub(super) headings: usize,
}

/// One greedy run of a flow with these knobs, this pass and these floors (see
/// [`Flow::balance`]).
pub(super) type Run<'r> = dyn Fn(&Knobs, Pass, &[Option<f64>]) -> Laid + 'r;

/// How thoroughly the balancing looks for a fix.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Search {
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
pub(super) enum Unit {
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
    pub(super) fn blocks(&self) -> impl Iterator<Item = usize> + Clone + '_ {
        let (one, many): (Option<usize>, &[usize]) = match self {
            Unit::Heading(i) | Unit::Text(i) => (Some(*i), &[]),
            Unit::Illustrated { para, diagrams, .. } => (*para, diagrams),
        };
        one.into_iter().chain(many.iter().copied())
    }

    /// A diagram unit.
    pub(super) fn has_diagrams(&self) -> bool {
        matches!(self, Unit::Illustrated { .. })
    }
}

/// The page before page `p` of `laid` (of body `height` mm, `pad` mm of it under its text
/// area) ended a little sooner, so that it hands lines over to `p`: as many as it can give
/// and stay full, half a line (`step` / 2) at a time, since the fill is measured to the ink,
/// a line's box reaches below it, and a page that ends a whole line sooner would hand over
/// two.
pub(super) fn hand_over(
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
pub(super) fn candidates(
    laid: &Laid,
    blocks: &[Block],
    p: usize,
    knobs: &Knobs,
    ((first_h, height), pad): ((f64, f64), f64),
    step: f64,
    (tighten, part): (bool, bool),
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
        // Moved to the next page, or split with its diagrams there (or, one row of them
        // spilling on, the page after).
        let (first, last) = laid.unit_at[u];
        (p + 1..=p + 2).contains(&last) && first >= p
    });
    let put_off: Vec<usize> = put_off.take(2).collect();
    for &u in &put_off {
        let mut k = knobs.clone();
        k.defer.resize(units.len(), false);
        k.defer[u] = true;
        out.push(k.clone());
        if let Some(v) = (u + 1..units.len()).find(lead) {
            k.defer[v] = true;
            out.push(k);
        }
    }
    if part {
        out.extend(parting(laid, blocks, p, knobs));
    }
    out
}

/// The changes only a flow whose diagrams may part at a page turn tries ([`Flow::part`]),
/// after the others, when page `p` of `laid` ends short: a pair parted at the page turn;
/// the boards on the page grown past the growths [`candidates`] allow; a pair that ends
/// the page before grown and parted, so that its second board heads this page.
fn parting(laid: &Laid, blocks: &[Block], p: usize, knobs: &Knobs) -> Vec<Knobs> {
    let units = units(blocks);
    let mut out = Vec::new();
    // The scale a unit's first diagram was drawn at.
    let drawn = |u: usize| {
        let first = units[u]
            .blocks()
            .find(|&b| matches!(blocks[b], Block::Diagram(..)));
        first.map(|d| laid.scales[d])
    };
    // A pair parted, the diagrams that fit under the paragraph staying with it, the rest put off:
    // of a unit that ends on the next page, or is pushed whole onto it (its paragraph may
    // have begun on a page before).
    let parted = (0..units.len()).filter(|&u| {
        let (first, last) = laid.unit_at[u];
        let pair = matches!(&units[u], Unit::Illustrated { diagrams, .. } if diagrams.len() > 1);
        pair && first <= p + 1 && (p + 1..=p + 2).contains(&last)
    });
    for u in parted.take(2) {
        if !knobs.part.get(u).copied().unwrap_or(false) {
            let mut k = knobs.clone();
            k.part.resize(units.len(), false);
            k.part[u] = true;
            out.push(k);
        }
    }
    // Where parting leaves a board a page of its own but for a little text, that board
    // larger than the growths above allow, its caption going under it if need be.
    for s in LOOSE {
        let mut k = knobs.clone();
        k.loose.resize(units.len(), false);
        for u in laid.units_on(p) {
            if let Some(k0) = drawn(u) {
                let grown = k0 * s;
                if k.scale[u] < grown - 1e-9 {
                    k.scale[u] = grown;
                    k.loose[u] = true;
                }
            }
        }
        if k != *knobs {
            out.push(k);
        }
    }
    // Or a pair that ends the page before, grown past sharing it and parted: its second
    // board heads this page, and the text after the pair moves up under the first.
    let before = (0..units.len()).filter(|&u| {
        let pair = matches!(&units[u], Unit::Illustrated { diagrams, .. } if diagrams.len() > 1);
        pair && p > 0 && laid.unit_at[u].1 == p - 1
    });
    for u in before.take(1) {
        for s in LOOSE {
            let mut k = knobs.clone();
            k.loose.resize(units.len(), false);
            k.part.resize(units.len(), false);
            k.scale[u] = drawn(u).unwrap_or(1.0) * s;
            (k.loose[u], k.part[u]) = (true, true);
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
pub(super) fn thorough(
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
pub(super) fn units(blocks: &[Block]) -> Vec<Unit> {
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
pub(super) fn keep_two(fit: usize, n: usize) -> usize {
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
pub(super) fn kept(n: usize) -> usize {
    if n < 4 {
        n
    } else {
        2
    }
}
