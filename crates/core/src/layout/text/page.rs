//! The flow's page: where it is, what room is left, starting a page, and lines of text set on it.

use super::*;

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
            part: false,
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
            heads: vec![0.0],
            excused: vec![false],
            headings: 0,
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

    /// Lets the diagrams of a paragraph part at a page turn, those that fit staying under
    /// it and the rest heading the next page (see [`Knobs::part`]), and sets each caption
    /// beside its drawing where the column leaves it [`FLOAT_MIN`] of its width: for
    /// drawings so large that a page holds one under its caption.
    pub fn part(self) -> Self {
        Flow { part: true, ..self }
    }

    pub(super) fn area(&self) -> Rect {
        if self.pages.len() == 1 {
            self.first
        } else {
            self.rest
        }
    }

    /// The measures of block `i` of `blocks`, from [`Measured`].
    pub(super) fn measure<T>(
        &self,
        blocks: &[Block],
        i: usize,
        f: impl FnOnce(&mut Measure) -> T,
    ) -> T {
        let mut cache = self.measured.0.borrow_mut();
        if cache.len() < blocks.len() {
            cache.resize(blocks.len(), Measure::default());
        }
        f(&mut cache[i])
    }

    /// The lines of block `i` in a column `width` mm wide: a heading's in bold at heading
    /// size, a diagram's caption at caption size, text at body size.
    pub(super) fn wrapped(&self, blocks: &[Block], i: usize, width: f64) -> Rc<[String]> {
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
    pub(super) fn drawing(&self, blocks: &[Block], i: usize) -> Rc<Drawn> {
        let Block::Diagram(spec, _) = &blocks[i] else {
            unreachable!("only a diagram block is drawn")
        };
        self.measure(blocks, i, |m| {
            Rc::clone(m.drawn.get_or_insert_with(|| Rc::new((self.draw)(spec))))
        })
    }

    /// How far down from its top diagram `i`'s drawing `d` inks at full size (see
    /// [`depth`]), measured once.
    pub(super) fn depth_of(&self, blocks: &[Block], i: usize, d: &Drawn) -> f64 {
        self.measure(blocks, i, |m| {
            *m.depth
                .get_or_insert_with(|| depth(&d.items, Transform::identity()))
        })
    }

    /// Width of the text column here: narrower beside a floated diagram.
    pub(super) fn width(&mut self) -> f64 {
        match self.float {
            Some((bottom, w)) if self.y < bottom => self.area().w - w,
            _ => {
                self.float = None;
                self.area().w
            }
        }
    }

    /// Moves below any floated diagram.
    pub(super) fn clear_float(&mut self) {
        if let Some((bottom, _)) = self.float.take() {
            self.y = self.y.max(bottom);
        }
    }

    pub(super) fn room(&self) -> f64 {
        let short = self.knobs.short.get(self.page()).copied().unwrap_or(0.0);
        self.area().bottom() - short - self.y
    }

    /// `mm` of blank between blocks, as this page keeps it (see [`Knobs::gaps`]).
    pub(super) fn gap(&self, mm: f64) -> f64 {
        mm * self.tightness()
    }

    /// The share of its blank this page keeps ([`Knobs::gaps`]).
    pub(super) fn tightness(&self) -> f64 {
        self.knobs.gaps.get(self.page()).copied().unwrap_or(1.0)
    }

    /// The line pitch of text on this page, as a share of the type size: a tightened page
    /// sets its lines a little closer too (1.25 at half its blank).
    pub(super) fn leading(&self) -> f64 {
        LEADING - (1.0 - self.tightness()) * 0.14
    }

    pub(super) fn empty(&self) -> bool {
        self.y <= self.area().y + 1e-9
    }

    /// Share of the usable height the current page already holds.
    pub(super) fn filled(&self) -> f64 {
        // Ink, not the gap after it: the same measure as [`Laid::fill`].
        self.fill(self.page())
    }

    /// Page `i`'s [`Laid::fill`]: how far down it is inked, over its text area and the
    /// page [`Flow::ends`] adds round it.
    pub(super) fn fill(&self, i: usize) -> f64 {
        let a = if i == 0 { self.first } else { self.rest };
        let (above, below) = self.ends[usize::from(i > 0)];
        ((self.bottom[i] - a.y + above) / (a.h + above + below)).clamp(0.0, 1.0)
    }

    /// The height page `i`'s fill is measured over, and the part of it under its text area,
    /// mm (see [`Flow::ends`]).
    pub(super) fn body(&self, i: usize) -> (f64, f64) {
        let a = if i == 0 { self.first } else { self.rest };
        let (above, below) = self.ends[usize::from(i > 0)];
        (a.h + above + below, below)
    }

    /// A trial has failed: a page up to the one it must fill ended short (as
    /// [`Laid::first_short`] finds it; a page with one after it is not the last).
    pub(super) fn given_up(&self) -> bool {
        let done = self.pages.len() - 1;
        match self.pass {
            Pass::Trial(p) => (0..done.min(p + 1)).any(|i| {
                let f = self.fill(i);
                below(&self.floor, i, f, is_full(f))
            }),
            Pass::Items | Pass::Draft => false,
        }
    }

    pub(super) fn new_page(&mut self) {
        self.clear_float();
        self.pages.push(Vec::new());
        self.y = self.rest.y;
        self.bottom.push(self.rest.y);
        self.float = None;
        self.tops.push(0);
        self.heads.push(self.queued());
        self.excused.push(false);
        // Diagrams put off head this page, before the text that broke from the last.
        for Pending {
            diagrams,
            drawn,
            headings,
            ..
        } in std::mem::take(&mut self.pending)
        {
            let from = self.pages.last().map_or(0, Vec::len);
            self.rows_of(&diagrams, drawn);
            // Put off past the headings laid since, they are read in their own section,
            // before those headings (a tagged PDF moves them there).
            let past = self.headings - headings;
            if past > 0 {
                let page = self.pages.last_mut().expect("page");
                if from < page.len() {
                    let items: Vec<Item> = page.drain(from..).collect();
                    page.push(Group::tagged(Tag::PutOff(past), items));
                }
            }
            for &j in &diagrams {
                self.headed[j] = true;
            }
            let n = self.pages.last().map_or(0, Vec::len);
            *self.tops.last_mut().expect("page") = n;
        }
    }

    pub(super) fn mark(&mut self, y: f64) {
        let b = self.bottom.last_mut().expect("page");
        *b = b.max(y);
    }

    /// Ensures `h` mm fit, starting a new page when they do not (unless the page is empty).
    pub(super) fn need(&mut self, h: f64) {
        if h > self.room() + 1e-9 && !self.empty() {
            self.new_page();
        }
    }

    /// Ensures `n` lines of body text fit: on this page, on a new one, or, when diagrams put
    /// off to the new one's head leave too little under them, on the one after.
    pub(super) fn need_lines(&mut self, n: usize) {
        let h = n as f64 * self.z.body * self.leading();
        self.need(h);
        if h > self.room() + 1e-9 && !self.empty() {
            self.new_page();
        }
    }

    pub(super) fn page(&self) -> usize {
        self.pages.len() - 1
    }

    /// Where the next item goes: (page, index on it).
    pub(super) fn here(&self) -> (usize, usize) {
        (self.page(), self.pages.last().map_or(0, Vec::len))
    }

    /// Gathers what was laid since `from` into one group per page, made by `tag` (told
    /// whether it is the part on the first of those pages), each after the first in a
    /// [`Tag::Continued`]: a paragraph broken over two pages is one paragraph to a reader.
    pub(super) fn tag_since(
        &mut self,
        from: (usize, usize),
        tag: impl Fn(bool, Vec<Item>) -> Item,
    ) {
        let mut began = false;
        for p in from.0..self.pages.len() {
            let start = if p == from.0 { from.1 } else { self.tops[p] };
            let page = &mut self.pages[p];
            if start < page.len() {
                let items: Vec<Item> = page.drain(start..).collect();
                let item = tag(p == from.0, items);
                // Past a page turn it is the rest of the element begun before it.
                page.push(if began {
                    Group::tagged(Tag::Continued, vec![item])
                } else {
                    item
                });
                began = true;
            }
        }
    }

    /// How far below its baseline line `l` (one of [`Measure::lines`], always set at `size`
    /// in `weight`) inks: its glyphs', read once for every pass.
    pub(super) fn depth(&self, l: &str, size: f64, weight: Weight) -> Option<f64> {
        let mut kept = self.measured.1.borrow_mut();
        *kept
            .entry(l.as_ptr() as usize)
            .or_insert_with(|| font::get(weight).ink(l, size).map(|i| i.1))
    }

    pub(super) fn lines(&mut self, lines: &[String], x: f64, size: f64, weight: Weight) {
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
    pub(super) fn body_lines(&mut self, lines: &[String], x: f64) {
        self.body_lines_before(lines, x, 0);
    }

    /// [`Flow::body_lines`] before `tail` lines of what follows that must stand on the page
    /// of their last line.
    pub(super) fn body_lines_before(&mut self, lines: &[String], x: f64, tail: usize) {
        let n = lines.len();
        let fit = ((self.room() + 1e-9) / (self.z.body * self.leading())).floor() as usize;
        let fit = if fit >= n && fit < n + tail {
            n - 1
        } else {
            fit
        };
        let here = keep_two(fit, n);
        // A new page headed by diagrams put off to it has less room: what goes there is
        // laid by the same rules.
        if here == 0 && fit < n && !self.empty() {
            self.new_page();
            self.body_lines_before(lines, x, tail);
        } else if here > 0 && here < n {
            self.lines(&lines[..here], x, self.z.body, Weight::Regular);
            self.new_page();
            self.body_lines_before(&lines[here..], x, tail);
        } else {
            self.lines(lines, x, self.z.body, Weight::Regular);
        }
    }
}
