//! The content stream encoder: a page's items as PDF operators, numbers written once by one
//! formatter.

use super::*;

/// Writes one content stream: the dozen operators the scene needs, numbers at a fixed
/// precision by integer formatting (printpdf's op translation formats every number through
/// `core::fmt`, at thousands of instructions per operator).
pub(super) struct Writer<'a> {
    pub(super) out: Vec<u8>,
    /// Glyphs shown, for the font subsets.
    pub(super) glyphs: &'a mut Glyphs,
    /// Symbols placed, to be defined as forms.
    pub(super) used: &'a mut BTreeSet<usize>,
    /// Pictures shown, each once, in order of first use: image `/P{n}`.
    pub(super) pictures: &'a mut Vec<Arc<Raster>>,
    /// A page of a tagged document: its marked content and structure so far.
    pub(super) tags: Option<Tagging<'a>>,
}

impl<'a> Writer<'a> {
    pub(super) fn new(
        glyphs: &'a mut Glyphs,
        used: &'a mut BTreeSet<usize>,
        pictures: &'a mut Vec<Arc<Raster>>,
    ) -> Self {
        Writer {
            out: Vec::new(),
            glyphs,
            used,
            pictures,
            tags: None,
        }
    }

    /// `v` rounded to `decimals` places, trailing zeros dropped, then a space.
    pub(super) fn num(&mut self, v: f64, decimals: u32) {
        // The SVG backend's formatter: exact decimal rounding by integer arithmetic.
        crate::units::push_num_bytes(&mut self.out, v, decimals as usize);
        self.out.push(b' ');
    }

    pub(super) fn int(&mut self, v: u64) {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
    }

    /// A length in the (millimetre) user space, to 0.001 mm.
    pub(super) fn mm(&mut self, v: f64) {
        self.num(v, 3);
    }

    pub(super) fn op(&mut self, op: &str) {
        self.out.extend_from_slice(op.as_bytes());
        self.out.push(b'\n');
    }

    pub(super) fn items(&mut self, items: &[Item]) {
        for i in items {
            self.item(i);
        }
    }

    pub(super) fn item(&mut self, item: &Item) {
        // On a tagged page, what no tag claims is page furniture.
        if self.tags.as_ref().is_some_and(|t| !t.open) && !has_tags(item) {
            self.op("/Artifact BMC");
            self.marked(|w| w.draw(item));
            self.op("EMC");
            return;
        }
        self.draw(item);
    }

    /// Runs `f` inside a marked-content sequence, where tags inside no longer count.
    pub(super) fn marked(&mut self, f: impl FnOnce(&mut Self)) {
        if let Some(t) = &mut self.tags {
            t.open = true;
        }
        f(self);
        if let Some(t) = &mut self.tags {
            t.open = false;
        }
    }

    /// A tagged group on a tagged page: an artifact, a structure element holding others,
    /// or one holding its content as a marked-content sequence.
    pub(super) fn tagged(&mut self, g: &Group, tag: &Tag) {
        let holds_tags = g.items.iter().any(has_tags);
        if *tag == Tag::Artifact {
            self.op("/Artifact BMC");
            self.marked(|w| w.group(g));
            self.op("EMC");
        } else if tag.is_container() || holds_tags {
            if let Some(t) = &mut self.tags {
                t.open_node(tag.clone(), t.bbox(g, tag));
            }
            self.group(g);
            if let Some(t) = &mut self.tags {
                t.close_node();
            }
        } else if g.items.is_empty() {
            // An empty table cell: an element with nothing to mark.
            if let Some(t) = &mut self.tags {
                t.element(tag.clone(), t.bbox(g, tag));
            }
        } else if matches!(tag, Tag::Figure { .. }) {
            // A figure's drawing is its content; its lettering (coordinates, the key's
            // names) is told by its Alt, so it is an artifact, not text to read again.
            if let Some(t) = &mut self.tags {
                t.element(tag.clone(), t.bbox(g, tag));
            }
            self.marked(|w| {
                w.set_figure(true);
                w.group(g);
                w.close_figure_run();
                w.set_figure(false);
            });
        } else {
            let mcid = self.tags.as_mut().map_or(0, |t| t.leaf(tag.clone()));
            self.out.push(b'/');
            self.out.extend_from_slice(role(tag).as_bytes());
            self.out.extend_from_slice(b" <</MCID ");
            self.int(mcid as u64);
            self.op(">> BDC");
            if let Some(t) = &mut self.tags {
                t.lines_left = count_texts(&g.items);
            }
            self.marked(|w| w.group(g));
            self.op("EMC");
        }
    }

    /// A group's items under its transform (a tagged group that moves nothing is only its
    /// items, so the tags of an untagged document cost no bytes).
    pub(super) fn group(&mut self, g: &Group) {
        if g.tag.is_some() && g.transform.is_identity() {
            self.items(&g.items);
        } else {
            // A figure's run of marked content ends before the graphics state is saved or
            // restored, so the two never cross.
            self.close_figure_run();
            self.op("q");
            self.cm(&g.transform);
            // Where the groups inside draw, for their boxes (a tagged page only).
            let outer = self.tags.as_mut().map(|t| {
                let outer = t.at;
                t.at = outer.after(&g.transform);
                outer
            });
            self.items(&g.items);
            if let (Some(t), Some(outer)) = (&mut self.tags, outer) {
                t.at = outer;
            }
            self.close_figure_run();
            self.op("Q");
        }
    }

    pub(super) fn set_figure(&mut self, on: bool) {
        if let Some(t) = &mut self.tags {
            t.in_figure = on;
        }
    }

    /// Inside a figure: ends its open run of marked content, if any.
    pub(super) fn close_figure_run(&mut self) {
        if let Some(t) = self.tags.as_mut().filter(|t| t.run) {
            t.run = false;
            self.op("EMC");
        }
    }

    /// Inside a figure, before a leaf: its text as an artifact, anything else in a run of
    /// the figure's marked content (a new id when none is open).
    pub(super) fn figure_leaf(&mut self, item: &Item) {
        let Some(t) = self.tags.as_mut().filter(|t| t.in_figure) else {
            return;
        };
        match (item, t.run) {
            (Item::Text(_), _) => {
                self.close_figure_run();
                self.op("/Artifact BMC");
            }
            (_, true) => {}
            (_, false) => {
                let mcid = t.more();
                t.run = true;
                self.out.extend_from_slice(b"/Figure <</MCID ");
                self.int(mcid as u64);
                self.op(">> BDC");
            }
        }
    }

    pub(super) fn draw(&mut self, item: &Item) {
        if !matches!(item, Item::Group(_)) {
            self.figure_leaf(item);
        }
        self.leaf_or_group(item);
        if matches!(item, Item::Text(_)) && self.tags.as_ref().is_some_and(|t| t.in_figure) {
            self.op("EMC");
        }
    }

    pub(super) fn leaf_or_group(&mut self, item: &Item) {
        match item {
            Item::Group(g) => match &g.tag {
                Some(tag) if self.tags.as_ref().is_some_and(|t| !t.open) => self.tagged(g, tag),
                _ => self.group(g),
            },
            Item::Use(u) => {
                self.used.insert(u.symbol.index());
                self.op("q");
                self.cm(&u.transform);
                self.out.extend_from_slice(b"/S");
                self.int(u.symbol.index() as u64);
                self.op(" Do");
                self.op("Q");
            }
            Item::Shape(s) => {
                match s.fill {
                    Some(Paint::Solid(c)) => self.fill(&s.path, c),
                    Some(Paint::Hatch(h)) => self.hatch(&s.path, &h),
                    None => {}
                }
                if let Some(st) = &s.stroke {
                    self.stroke(&s.path, st);
                }
            }
            Item::Text(t) => self.text(t),
            Item::Image(i) => self.image(i),
        }
    }

    /// A picture: clipped to its outline, its unit square mapped onto its rectangle with
    /// the first row at the top.
    pub(super) fn image(&mut self, i: &Image) {
        let raster = i.raster();
        let n = match self
            .pictures
            .iter()
            .position(|p| Arc::ptr_eq(p, raster) || **p == **raster)
        {
            Some(n) => n,
            None => {
                self.pictures.push(raster.clone());
                self.pictures.len() - 1
            }
        };
        self.op("q");
        if let Some(clip) = &i.clip {
            self.path(clip);
            self.op("W n");
        }
        let r = i.rect;
        self.cm(&Transform {
            a: r.w,
            b: 0.0,
            c: 0.0,
            d: -r.h,
            e: r.x,
            f: r.bottom(),
        });
        self.out.extend_from_slice(b"/P");
        self.int(n as u64);
        self.op(" Do");
        self.op("Q");
    }

    pub(super) fn cm(&mut self, t: &Transform) {
        if t.is_identity() {
            return;
        }
        for v in [t.a, t.b, t.c, t.d] {
            self.num(v, 6);
        }
        self.mm(t.e);
        self.mm(t.f);
        self.op("cm");
    }

    /// Greys go out as DeviceGray so black-and-white sheets print with black ink only.
    pub(super) fn color(&mut self, c: Color, stroke: bool) {
        let v = |x: u8| x as f64 / 255.0;
        if c.is_grey() {
            self.num(v(c.r), 4);
        } else {
            for x in [c.r, c.g, c.b] {
                self.num(v(x), 4);
            }
        }
        self.op(match (c.is_grey(), stroke) {
            (true, false) => "g",
            (true, true) => "G",
            (false, false) => "rg",
            (false, true) => "RG",
        });
    }

    pub(super) fn path(&mut self, path: &Path) {
        let mut cmds = &path.cmds[..];
        while let Some(c) = cmds.first() {
            // An axis-aligned rectangle (squares, frames, hatch stripes) as one `re`: the
            // same four corners in the same order.
            if let [PathCmd::MoveTo(a), PathCmd::LineTo(b), PathCmd::LineTo(c), PathCmd::LineTo(d), PathCmd::Close, ..] =
                *cmds
            {
                if a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x {
                    self.mm(a.x);
                    self.mm(a.y);
                    self.mm(b.x - a.x);
                    self.mm(d.y - a.y);
                    self.op("re");
                    cmds = &cmds[5..];
                    continue;
                }
            }
            match *c {
                PathCmd::MoveTo(p) => {
                    self.mm(p.x);
                    self.mm(p.y);
                    self.op("m");
                }
                PathCmd::LineTo(p) => {
                    self.mm(p.x);
                    self.mm(p.y);
                    self.op("l");
                }
                PathCmd::CubicTo(a, b, e) => {
                    for p in [a, b, e] {
                        self.mm(p.x);
                        self.mm(p.y);
                    }
                    self.op("c");
                }
                PathCmd::Close => self.op("h"),
            }
            cmds = &cmds[1..];
        }
    }

    /// The page's cuts stroked in the `CutContour` spot colour at full tint, overprinting,
    /// inside the `CutContour` layer: last, over everything printed.
    pub(super) fn contour(&mut self, cuts: &crate::scene::Cuts) {
        // On a tagged page the cut is page furniture to a reader.
        let artifact = self.tags.is_some();
        if artifact {
            self.op("/Artifact BMC");
        }
        self.op("/OC /CutContour BDC");
        self.op("q");
        self.op("/GSCut gs");
        self.op("/CSCut CS");
        self.op("1 SCN");
        self.mm(CONTOUR_WIDTH);
        self.op("w");
        self.op("[] 0 d");
        self.op("0 J");
        self.op("0 j");
        for c in &cuts.paths {
            self.path(&c.path.to_path());
        }
        self.op("S");
        self.op("Q");
        self.op("EMC");
        if artifact {
            self.op("EMC");
        }
    }

    pub(super) fn fill(&mut self, path: &Path, c: Color) {
        self.color(c, false);
        self.path(path);
        self.op("f");
    }

    pub(super) fn stroke(&mut self, path: &Path, st: &Stroke) {
        self.color(st.color, true);
        self.mm(st.width);
        self.op("w");
        self.out.push(b'[');
        for &d in &st.dash {
            self.mm(d);
        }
        self.op("] 0 d");
        self.path(path);
        self.op("S");
    }

    /// The background, then the stripes clipped to the path, in the same pattern space as
    /// the SVG backend's `<pattern>`: stripes centred at x = spacing/2 + k·spacing, rotated.
    pub(super) fn hatch(&mut self, path: &Path, h: &Hatch) {
        self.fill(path, h.background);
        let Some(stripes) = h.stripes(path) else {
            return;
        };
        self.op("q");
        self.path(path);
        self.op("W n");
        self.cm(&Transform::rotate(h.angle));
        self.fill(&stripes, h.ink);
        self.op("Q");
    }

    pub(super) fn text(&mut self, t: &Text) {
        let f = font::get(t.weight);
        // Each glyph carries its own character: a character drawn as no glyph (a soft
        // hyphen) must not shift the text layer of every glyph after it.
        let mut glyphs = f.shape(&t.text);
        if let Some(tags) = &mut self.tags {
            tags.lines_left = tags.lines_left.saturating_sub(1);
            let (_, spaced) = crate::scene::line_join(&t.text);
            if tags.lines_left > 0 && tags.open && !t.text.ends_with(' ') && spaced {
                // A space after the line's last glyph: no ink, and the words stay apart
                // (not those of a word broken across the lines).
                glyphs.extend(f.shape(" "));
            }
        }
        if glyphs.is_empty() {
            return;
        }
        let seen = &mut self.glyphs.0[t.weight as usize];
        // Characters drawn with one glyph (a space and a no-break space) read as the
        // plainest of them, the lowest: the same whichever came first.
        for g in &glyphs {
            seen.entry(g.id)
                .and_modify(|c| *c = (*c).min(g.ch))
                .or_insert(g.ch);
        }
        self.color(t.fill, false);
        self.out.extend_from_slice(b"BT /");
        self.out.extend_from_slice(font_name(t.weight).as_bytes());
        self.out.push(b' ');
        self.mm(t.size);
        self.op("Tf");
        // Flip the glyphs back upright inside the y-down user space.
        self.out.extend_from_slice(b"1 0 0 -1 ");
        self.mm(t.start_x());
        self.mm(t.pos.y);
        self.op("Tm");
        // Glyph ids as CIDs (Identity-H), two bytes each, in a literal string: half the
        // bytes of hex for deflate to read. Bytes a literal string cannot hold as they are
        // (delimiters, and line ends, which a reader may normalise) are escaped.
        self.out.push(b'(');
        for g in &glyphs {
            for b in g.id.to_be_bytes() {
                match b {
                    b'(' | b')' | b'\\' => self.out.extend_from_slice(&[b'\\', b]),
                    b'\r' => self.out.extend_from_slice(b"\\r"),
                    b'\n' => self.out.extend_from_slice(b"\\n"),
                    _ => self.out.push(b),
                }
            }
        }
        self.op(") Tj");
        self.op("ET");
    }
}
