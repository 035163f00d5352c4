//! Diagrams beside their text: drawn at a scale, set in rows under their paragraph, or put off
//! to the head of the next page.

use super::*;

impl<'a> Flow<'a> {
    pub(super) fn diagrams(&self, blocks: &[Block], diagrams: &[usize], k: f64) -> Vec<Captioned> {
        diagrams
            .iter()
            .map(|&j| {
                let d = self.drawing(blocks, j);
                let k = if (k - 1.0).abs() < 1e-9 { 1.0 } else { k };
                let size = Size {
                    w: d.size.w * k,
                    h: d.size.h * k,
                };
                // Large drawings (see [`Flow::part`]) keep their caption beside them.
                let room = self.area().w - size.w - DIAGRAM_GAP;
                let beside = (self.part && room >= FLOAT_MIN * self.area().w).then_some(room);
                let lines = self.wrapped(blocks, j, beside.unwrap_or(size.w.max(30.0)));
                let depth = match beside {
                    Some(_) => k * self.depth_of(blocks, j, &d),
                    None => size.h,
                };
                Captioned {
                    depth,
                    d,
                    k,
                    size,
                    lines,
                    cap: self.z.caption,
                    beside,
                }
            })
            .collect()
    }

    /// The height of `drawn` laid in [`Flow::rows`].
    pub(super) fn rows_height(&self, drawn: Vec<Captioned>) -> f64 {
        self.rows(drawn)
            .iter()
            .map(|r| r.iter().map(Captioned::height).fold(0.0, f64::max) + 4.0)
            .sum()
    }

    /// Rows of diagrams that fit side by side in the text width.
    pub(super) fn rows(&self, drawn: Vec<Captioned>) -> Vec<Vec<Captioned>> {
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
            let add = c.width() + DIAGRAM_GAP;
            match rows.last_mut() {
                Some(r) if width + c.width() + least <= w + DIAGRAM_GAP => {
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

    /// `k`, or less when at `k` the diagrams of unit `u` would no longer stand as they do
    /// at full size (side by side in a row, floated beside the text, or, unless the
    /// balancing lets them go ([`Knobs::loose`]), their captions beside them): growing a
    /// drawing must not rearrange the page.
    pub(super) fn cap(
        &mut self,
        blocks: &[Block],
        (para, diagrams): (Option<usize>, &[usize]),
        k: f64,
        u: usize,
    ) -> f64 {
        if k <= 1.0 {
            return k;
        }
        let loose = self.knobs.loose.get(u).copied().unwrap_or(false);
        let shape = |f: &mut Self, s: f64| {
            let floats = f.illustrated_height(blocks, para, diagrams, s).1;
            let drawn = f.diagrams(blocks, diagrams, s);
            let wide = drawn.iter().all(|c| c.width() <= f.area().w + 1e-9);
            let beside = drawn
                .iter()
                .filter(|c| c.beside.is_some() && !loose)
                .count();
            (floats, f.rows(drawn).len(), beside, wide)
        };
        let (floats, rows, beside, _) = shape(self, 1.0);
        let mut s = k;
        while s > 1.0 + 1e-9 && shape(self, s) != (floats, rows, beside, true) {
            s -= 0.025;
        }
        s.max(1.0)
    }

    /// The smallest scale any of `diagrams` may be drawn at (see [`Flow::least`]).
    pub(super) fn least_of(&self, diagrams: &[usize]) -> f64 {
        diagrams
            .iter()
            .filter_map(|&j| self.least.get(j))
            .fold(MIN_DIAGRAM_SCALE, |a, &b| a.max(b))
    }

    /// Whether a unit floats its one diagram, and the height it takes, at scale `k`; kept
    /// in [`Measured`] under the unit's first diagram, which is in no other unit.
    pub(super) fn illustrated_height(
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
    pub(super) fn measure_illustrated(
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
        let lone = match drawn.as_slice() {
            [one] if one.beside.is_none() => Some(one),
            _ => None,
        };
        if let (Some(t), Some(one)) = (text, lone) {
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

    pub(super) fn illustrated(
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
        let mut k = self.cap(blocks, (para, diagrams), scale, u).max(least);
        if !self.pending.is_empty() {
            // Diagrams go in order, after those put off to the head of the next page: this
            // unit's paragraph stands whole above them and its diagrams are put off too, or
            // it goes whole under them (a paragraph is never parted round a diagram).
            if para_first && self.put_off(blocks, para, diagrams, (k, u)) {
                return;
            }
            // Its diagrams cannot head the next page under those put off before (nor, so,
            // its paragraph stand here above them), and those do not fit here: this page
            // may end short ([`Laid::excused`]).
            let rows = self.rows_height(self.diagrams(blocks, diagrams, k));
            let page = self.page();
            let blank = self.area().bottom() - self.bottom[page];
            self.excused[page] = self.queued() > blank && self.queued() + rows > self.rest.h;
            self.new_page();
        }
        let (mut h, _) = self.illustrated_height(blocks, para, diagrams, k);
        if h > self.room() && !self.empty() {
            if para_first && self.put_off_part(blocks, para, diagrams, (k, u)) {
                return;
            }
            if para_first && self.put_off(blocks, para, diagrams, (k, u)) {
                return;
            }
            if self.filled() >= MIN_FILL && !after_heading {
                let split = self.knobs.split.get(u).copied().unwrap_or(false);
                if split
                    && para_first
                    && self.split_over(blocks, para, diagrams, k) <= self.rest.h
                    && self.split_before(blocks, para, diagrams, (k, u))
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
                        if para_first && self.split_before(blocks, para, diagrams, (k, u)) {
                            return;
                        }
                        self.new_page()
                    }
                }
            }
        }
        if h > self.room() && self.empty() {
            // Taller than a page with its paragraph: the diagrams that fit stay with it.
            if para_first && self.put_off_part(blocks, para, diagrams, (k, u)) {
                return;
            }
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

    /// The height of the diagrams put off to the head of the next page, mm.
    pub(super) fn queued(&self) -> f64 {
        self.pending.iter().map(|p| p.height).sum()
    }

    /// Whether the balancing puts unit `u`'s `diagrams` off to the head of the next page
    /// when they do not fit under its paragraph, and they fit there after any put off
    /// before them.
    pub(super) fn may_put_off(&mut self, blocks: &[Block], u: usize, diagrams: &[usize]) -> bool {
        if !self.knobs.defer.get(u).copied().unwrap_or(false) {
            return false;
        }
        let scale = self.knobs.scale.get(u).copied().unwrap_or(1.0);
        let k = scale.min(MAX_DIAGRAM_SCALE).max(self.least_of(diagrams));
        self.queued() + self.rows_height(self.diagrams(blocks, diagrams, k)) <= self.rest.h
    }

    /// Lays the paragraph or bullet that diagrams follow.
    pub(super) fn lead(&mut self, blocks: &[Block], para: Option<usize>) {
        match para.map(|p| (p, &blocks[p])) {
            Some((t, Block::Para(_))) => {
                self.para(blocks, t);
            }
            Some((b, Block::Bullet(_))) => {
                // The last of the list of the bullets before it (or a list of its own),
                // which the diagrams after it are not part of.
                if self.list.is_none() {
                    self.list = Some(self.here());
                }
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
    pub(super) fn put_off(
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
        self.queue(blocks, diagrams, k);
        true
    }

    /// Puts `diagrams` (at scale `k`) off to head the next page, after any put off before.
    pub(super) fn queue(&mut self, blocks: &[Block], diagrams: &[usize], k: f64) {
        let height = self.rows_height(self.diagrams(blocks, diagrams, k));
        let drawn = self.diagrams(blocks, diagrams, k);
        self.pending.push(Pending {
            diagrams: diagrams.to_vec(),
            drawn,
            height,
            headings: self.headings,
        });
    }

    /// When the balancing says so ([`Knobs::part`]), lays paragraph `para` here, whole,
    /// with the rows of its `diagrams` (at scale `k`) that fit under it, and puts the rest
    /// off to head the next page, so that the text after it fills this one; false, with
    /// nothing laid, when the paragraph and one row do not fit here or the rest would not
    /// fit on a page of their own.
    pub(super) fn put_off_part(
        &mut self,
        blocks: &[Block],
        para: Option<usize>,
        diagrams: &[usize],
        (k, u): (f64, usize),
    ) -> bool {
        let told = self.knobs.part.get(u).copied().unwrap_or(false);
        let Some(p) = para.filter(|_| told && self.pending.is_empty()) else {
            return false;
        };
        let (indent, after) = match blocks[p] {
            Block::Para(_) => (0.0, 0.6),
            Block::Bullet(_) => (BULLET_INDENT, 0.3),
            _ => return false,
        };
        let w = self.width() - indent;
        let n = self.wrapped(blocks, p, w).len();
        let text = n as f64 * self.z.body * self.leading();
        // What room the rows have under the paragraph, each needing its own height and
        // the gaps around it (see [`Flow::row`]).
        let room = self.room() - text - self.gap(self.z.body * after);
        if text > self.room() + 1e-9 {
            return false;
        }
        let Some(kept) = self.parted(blocks, diagrams, k, room) else {
            return false;
        };
        let page = self.page();
        self.lead(blocks, para);
        self.at[p] = (page, self.page());
        self.lay_parted(blocks, diagrams, k, kept);
        true
    }

    /// How many of `diagrams` at scale `k`, in whole rows, fit in `room` mm (each row with
    /// the gaps around it, see [`Flow::row`]) when the rest fit at the head of the next page
    /// after those put off before: at least one, never all.
    pub(super) fn parted(
        &mut self,
        blocks: &[Block],
        diagrams: &[usize],
        k: f64,
        mut room: f64,
    ) -> Option<usize> {
        let rows = self.rows(self.diagrams(blocks, diagrams, k));
        let mut kept = 0;
        for row in &rows[..rows.len() - 1] {
            let h = row.iter().map(Captioned::height).fold(0.0, f64::max) + self.gap(4.0);
            if h > room + 1e-9 {
                break;
            }
            room -= h;
            kept += row.len();
        }
        let later = self.rows_height(self.diagrams(blocks, &diagrams[kept..], k));
        (kept > 0 && self.queued() + later <= self.rest.h).then_some(kept)
    }

    /// Lays the first `kept` of `diagrams` (at scale `k`) here and puts the rest off to
    /// head the next page (see [`Knobs::part`]).
    pub(super) fn lay_parted(&mut self, blocks: &[Block], diagrams: &[usize], k: f64, kept: usize) {
        let drawn = self.diagrams(blocks, &diagrams[..kept], k);
        self.rows_of(&diagrams[..kept], drawn);
        self.queue(blocks, &diagrams[kept..], k);
    }

    /// Lays a paragraph from the foot of this page onto the next, its diagrams after it there;
    /// false (and nothing laid) when not even one line fits here.
    pub(super) fn split_before(
        &mut self,
        blocks: &[Block],
        para: Option<usize>,
        diagrams: &[usize],
        (k, u): (f64, usize),
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
        // Told to ([`Knobs::part`]), the diagrams that do not fit under it head the next.
        let part = self.knobs.part.get(u).copied().unwrap_or(false) && self.pending.is_empty();
        match self
            .parted(blocks, diagrams, k, self.room())
            .filter(|_| part)
        {
            Some(kept) => self.lay_parted(blocks, diagrams, k, kept),
            None => {
                let drawn = self.diagrams(blocks, diagrams, k);
                self.rows_of(diagrams, drawn);
            }
        }
        if let Some(j) = para {
            self.at[j] = (page, self.page());
        }
        true
    }

    /// The most [`Flow::split_before`] puts on the next page: all but two of the paragraph's
    /// lines, and the rows of its diagrams (which must not be pushed on to a page of their
    /// own).
    pub(super) fn split_over(
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
    pub(super) fn place(&mut self, x: f64, top: f64, c: Captioned) {
        if self.pass != Pass::Items {
            return;
        }
        let f = font::get(Weight::Regular);
        let ink = self.ink;
        let mut y = top + c.caption_top();
        let Captioned {
            d,
            k,
            size,
            lines,
            beside,
            ..
        } = c;
        let area = self.area();
        let page = self.pages.last_mut().expect("page");
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
                },
                vec![drawing],
            ),
            None => drawing,
        };
        let mut caption_items = Vec::new();
        for l in lines.iter() {
            // Under a drawing narrower than its caption, floated to a margin, the centred
            // line would run past that margin: keep it inside the column. Beside it, the
            // lines start at its caption column's left.
            let (at, anchor) = match beside {
                Some(_) => (x + size.w + DIAGRAM_GAP, Anchor::Start),
                None => {
                    let half = f.measure(l, self.z.caption) / 2.0;
                    (
                        centre.min(area.right() - half).max(area.x + half),
                        Anchor::Middle,
                    )
                }
            };
            caption_items.push(Item::text(
                Point::new(at, y + f.ascent(self.z.caption)),
                l.as_str(),
                self.z.caption,
                anchor,
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
    pub(super) fn rows_of(&mut self, diagrams: &[usize], drawn: Vec<Captioned>) {
        for (&j, c) in diagrams.iter().zip(&drawn) {
            self.scales[j] = c.k;
        }
        let mut next = diagrams.iter();
        for row in self.rows(drawn) {
            let n = row.len();
            let before = self.page();
            self.row(row);
            let page = self.page();
            for &j in next.by_ref().take(n) {
                self.at[j] = (page, page);
                // A row the page could not hold heads the next, as one put off does.
                self.headed[j] |= page != before;
            }
        }
    }

    pub(super) fn row(&mut self, row: Vec<Captioned>) {
        let h = row.iter().map(Captioned::height).fold(0.0, f64::max);
        let ink = row.iter().map(Captioned::ink).fold(0.0, f64::max);
        self.need(h + self.gap(4.0));
        let a = self.area();
        let drawn = row.iter().map(Captioned::width).sum::<f64>();
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
            let w = c.width();
            self.place(x, top, c);
            x += w + gap;
        }
        self.y = top + h + self.gap(3.0);
        self.mark(top + ink);
    }
}
