//! Laying the blocks: each pass of the balancing, paragraphs and bullet lists.

use super::*;

impl<'a> Flow<'a> {
    /// Lays out every block (level-1 headings are skipped: they are the sheet title) and
    /// reports where each went. Where the greedy flow would leave a page short, diagrams
    /// near it grow a little (up to [`MAX_DIAGRAM_SCALE`]) or a page breaks earlier, so
    /// that pages end full without padding.
    pub fn lay(self, blocks: &[Block]) -> Laid {
        self.lay_searching(blocks, true)
    }

    /// [`Flow::lay`], with the thorough search where the quick one leaves a page short, or
    /// without it.
    pub(super) fn lay_searching(self, blocks: &[Block], thorough: bool) -> Laid {
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
                heads: vec![0.0],
                excused: vec![false],
                headings: 0,
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
    pub(super) fn balance(
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
            let allow = (self.tighten, self.part);
            let mut tries = candidates(&laid, blocks, p, &knobs, (heights, pad), step, allow);
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
    pub(super) fn lay_with(mut self, blocks: &[Block]) -> Laid {
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
            // A bullet, or a bullet its diagrams follow, goes on the list of the bullets
            // before it; anything else ends that list.
            let bullet = |i: &usize| matches!(blocks[*i], Block::Bullet(_));
            let in_list = match unit {
                Unit::Text(i) => bullet(i),
                Unit::Illustrated {
                    para: Some(p),
                    para_first: true,
                    ..
                } => bullet(p),
                Unit::Illustrated { .. } | Unit::Heading(_) => false,
            };
            if !in_list {
                self.end_list();
            }
            if self.knobs.break_before.get(u).copied().unwrap_or(false) {
                self.clear_float();
                if !self.empty() {
                    self.new_page();
                }
            }
            if !self.pending.is_empty() && !self.fits_before_queue(blocks, &units, u) {
                // Diagrams put off to the next page head it before this unit: the text laid
                // above them is whole paragraphs and lists of their own section.
                self.clear_float();
                if matches!(unit, Unit::Heading(_)) {
                    // Nothing read after them may fill this page, and they do not fit on
                    // it: it may end short ([`Laid::excused`]).
                    let page = self.page();
                    self.excused[page] = self.queued() > self.area().bottom() - self.bottom[page];
                }
                self.new_page();
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
                    self.headings += 1;
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
            heads: self.heads,
            room: (0..self.bottom.len())
                .map(|i| {
                    let a = if i == 0 { self.first } else { self.rest };
                    a.bottom() - self.bottom[i]
                })
                .collect(),
            excused: self.excused,
            scales: self.scales,
        }
    }

    /// Whether unit `u` of `units` may be laid on this page above the diagrams put off to
    /// the head of the next: a paragraph or a list (from its first bullet, all the bullets
    /// after it) that fits whole, with no diagram of its own; or a unit that puts its own
    /// diagrams off too ([`Flow::illustrated`] sees to that). Never a heading.
    pub(super) fn fits_before_queue(&mut self, blocks: &[Block], units: &[Unit], u: usize) -> bool {
        let w = self.width();
        let step = self.z.body * self.leading();
        let height = |f: &mut Self, i: usize| match &blocks[i] {
            Block::Para(_) => Some(f.wrapped(blocks, i, w).len() as f64 * step),
            Block::Bullet(_) => Some(
                f.wrapped(blocks, i, w - BULLET_INDENT).len() as f64 * step + f.gap(f.z.body * 0.3),
            ),
            Block::Heading(..) | Block::Diagram(..) => None,
        };
        match &units[u] {
            Unit::Heading(_) => false,
            Unit::Illustrated { .. } => true,
            Unit::Text(i) if matches!(blocks[*i], Block::Para(_)) => {
                height(self, *i).is_some_and(|h| h <= self.room() + 1e-9)
            }
            Unit::Text(_) if self.list.is_some() => true,
            Unit::Text(_) => {
                let mut total = 0.0;
                for unit in &units[u..] {
                    match unit {
                        Unit::Text(i) if matches!(blocks[*i], Block::Bullet(_)) => {
                            total += height(self, *i).unwrap_or(f64::INFINITY);
                        }
                        // A bullet with diagrams of its own cannot be held above the queue.
                        Unit::Illustrated {
                            para: Some(p),
                            para_first: true,
                            ..
                        } if matches!(blocks[*p], Block::Bullet(_)) => return false,
                        Unit::Text(_) | Unit::Illustrated { .. } | Unit::Heading(_) => break,
                    }
                }
                total <= self.room() + 1e-9
            }
        }
    }

    /// Height the start of unit `u` needs on the page of the heading before it, which
    /// leaves `room` mm under it.
    pub(super) fn start_height(
        &mut self,
        blocks: &[Block],
        (u, unit): (usize, &Unit),
        room: f64,
    ) -> f64 {
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
                if queue && !put_off {
                    // Diagrams put off before it go first, at the head of the next page,
                    // and this unit whole after them: so does the heading.
                    f64::INFINITY
                } else if *para_first && lines >= 4 {
                    2.0 * self.z.body * self.leading()
                } else if put_off {
                    // Its diagrams may head the next page (see [`Knobs::defer`]).
                    lines as f64 * self.z.body * self.leading()
                } else if *para_first && self.knobs.part.get(u).copied().unwrap_or(false) {
                    // Its paragraph and first diagram; the rest may head the next page
                    // (see [`Knobs::part`]).
                    let least = self.least_of(diagrams);
                    let rows = self.rows(self.diagrams(blocks, diagrams, least));
                    let row = rows[0].iter().map(Captioned::height).fold(0.0, f64::max);
                    let text = lines as f64 * self.z.body * self.leading();
                    text + self.gap(self.z.body * 0.6) + row + self.gap(4.0)
                } else {
                    let least = self.least_of(diagrams);
                    self.illustrated_height(blocks, *para, diagrams, least).0
                }
            }
        }
    }

    /// Paragraph `p` of `blocks`; returns the page of its first line.
    pub(super) fn para(&mut self, blocks: &[Block], p: usize) -> usize {
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
    pub(super) fn end_list(&mut self) {
        if let Some(from) = self.list.take() {
            self.tag_since(from, |_, items| Group::tagged(Tag::List, items));
        }
    }

    /// Bullet `b` of `blocks`; returns the page of its first line.
    pub(super) fn bullet(&mut self, blocks: &[Block], b: usize) -> usize {
        let w = self.width();
        let n = self.wrapped(blocks, b, w - BULLET_INDENT).len();
        self.need_lines(kept(n));
        // The last bullet of a list, a line long, never stands alone at the top of a page:
        // this one goes on with it, wholly or (a long one) by its last two lines.
        let last = |j: usize| {
            matches!(blocks.get(j), Some(Block::Bullet(_)))
                && !matches!(
                    blocks.get(j + 1),
                    Some(Block::Bullet(_) | Block::Diagram(..))
                )
        };
        let tail =
            usize::from(last(b + 1) && self.wrapped(blocks, b + 1, w - BULLET_INDENT).len() == 1);
        let fit = ((self.room() + 1e-9) / (self.z.body * self.leading())).floor() as usize;
        if tail > 0 && n < 4 && fit >= n && fit < n + tail && !self.empty() {
            self.new_page();
        }
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
        self.body_lines_before(&lines, x + BULLET_INDENT, tail);
        self.tag_since(from, |first, mut items| {
            let mut parts = Vec::new();
            if first {
                let rest = items.split_off(1);
                parts.push(Group::tagged(Tag::Label, items));
                items = rest;
            }
            let body = Group::tagged(Tag::ListBody, items);
            // Past a page turn the item's text is the rest of its body.
            parts.push(if first {
                body
            } else {
                Group::tagged(Tag::Continued, vec![body])
            });
            Group::tagged(Tag::ListItem, parts)
        });
        self.y += self.gap(self.z.body * 0.3);
        first
    }
}
