//! SVG 1.1 backend: one standalone file per page, sized in millimetres, with text drawn as
//! glyph outlines (`<symbol>` + `<use>`) so it looks the same in every viewer.

use std::collections::BTreeSet;
use std::sync::Arc;

use svg::node::element::{
    ClipPath, Definitions, Description, Element, Group, Image as SvgImage, Path as SvgPath,
    Pattern, Rectangle, Symbol, Title, Use,
};
use svg::node::Blob;
use svg::Node;

use crate::font::{self, Weight};
use crate::scene::{Document, Hatch, Image, Item, Paint, Path, PathCmd, Raster, Stroke, Tag, Text};
use crate::units::{fmt_num, places, push_num, Point, Transform};

/// Knobs of the SVG backend.
#[derive(Debug, Clone, PartialEq)]
pub struct SvgOptions {
    /// Decimal places for coordinates in mm (3 = 0.001 mm).
    pub precision: usize,
    /// Draw hatches as lines clipped to their shape instead of a `<pattern>`: larger, but a
    /// rasteriser cannot round the pitch to whole pixels (resvg renders pattern tiles at a
    /// whole number of pixels). For SVG that is to be rasterised.
    pub exact_hatch: bool,
    /// Put the drawing in a `print` group and the page's cuts after it in a `cut` group, as
    /// print-and-cut software takes them.
    pub cut_layer: bool,
    /// For an SVG inside a web page: no XML declaration; the root is the picture
    /// (`role="img"`, named by its `<title>`, the document's title, and described by its
    /// `<desc>`, the page's words when they say more), and every id starts with this prefix, unique in the page. SVG 1.1
    /// files keep the plain `<title>` and `<desc>` of each figure, which its DTD allows.
    pub aria: Option<String>,
    /// No `<symbol>` or `<use>`: every symbol, glyph and picture drawn where it is placed,
    /// for software that handles clones badly (Cricut Design Space).
    pub inline: bool,
}

impl Default for SvgOptions {
    fn default() -> Self {
        Self {
            precision: places::MM,
            exact_hatch: false,
            cut_layer: false,
            aria: None,
            inline: false,
        }
    }
}

const XLINK: &str = "http://www.w3.org/1999/xlink";

/// Renders page `index` of `doc` as a complete SVG file.
pub fn render(doc: &Document, index: usize, opts: &SvgOptions) -> String {
    let page = &doc.pages[index];
    let mut w = Writer {
        doc,
        opts,
        glyphs: BTreeSet::new(),
        symbols: BTreeSet::new(),
        hatches: Vec::new(),
        clips: Vec::new(),
        pictures: Vec::new(),
    };
    // Registration marks (print-and-cut) go in a group of their own, apart from the print.
    let is_mark = |i: &Item| {
        matches!(i, Item::Shape(sh) if sh.stroke.is_none()
            && page.cuts.marks.iter().any(|m| sh.path == Path::rect(*m)))
    };
    let (mut body, mut marks): (Vec<Element>, Vec<Element>) = (Vec::new(), Vec::new());
    for i in &page.items {
        w.item(i, if is_mark(i) { &mut marks } else { &mut body });
    }

    // Symbols may use glyphs and hatches too, so render them before writing <defs>.
    let mut symbol_defs = Vec::new();
    let mut done = BTreeSet::new();
    while let Some(&s) = w.symbols.iter().find(|s| !done.contains(*s)) {
        done.insert(s);
        let sym = &doc.symbols[s];
        let mut el = Symbol::new()
            .set("id", symbol_id(s, &sym.name))
            .set("overflow", "visible");
        let mut kids = Vec::new();
        for i in &sym.items {
            w.item(i, &mut kids);
        }
        for k in kids {
            el.append(k);
        }
        symbol_defs.push(el);
    }

    let mut defs = Definitions::new();
    for (i, d) in w.clips.iter().enumerate() {
        defs.append(
            ClipPath::new()
                .set("id", format!("c{i}"))
                .add(SvgPath::new().set("d", d.as_str())),
        );
    }
    for (i, h) in w.hatches.iter().enumerate() {
        defs.append(hatch_pattern(i, h, opts.precision));
    }
    if !opts.inline {
        for (i, p) in w.pictures.iter().enumerate() {
            defs.append(picture(p).set("id", format!("p{i}")));
        }
    }
    for &(weight, gid) in &w.glyphs {
        if let Some(d) = glyph_path_data(weight, gid) {
            defs.append(
                Symbol::new()
                    .set("id", glyph_id(weight, gid))
                    .set("overflow", "visible")
                    .add(SvgPath::new().set("d", &*d)),
            );
        }
    }
    for s in symbol_defs {
        defs.append(s);
    }

    let n = |v: f64| fmt_num(v, opts.precision);
    let mut root = svg::Document::new()
        .set("xmlns:xlink", XLINK)
        .set("version", "1.1")
        .set("width", format!("{}mm", n(page.size.w)))
        .set("height", format!("{}mm", n(page.size.h)))
        .set(
            "viewBox",
            format!("0 0 {} {}", n(page.size.w), n(page.size.h)),
        );
    // The page's words in reading order: its outlined glyphs are no text to a reader.
    let words = crate::scene::reading_text(&page.items);
    let mut title = Title::new(format!(
        "{} — page {} of {}",
        doc.title,
        index + 1,
        doc.pages.len()
    ));
    let mut desc = Description::new().add(svg::node::Text::new(words.join("\n")));
    if opts.aria.is_some() {
        // Named by its `<title>` and described by its `<desc>`, as a browser reads an
        // inline SVG's own children. No `aria-labelledby`: a title named that way is read
        // again as the image's description.
        title = Title::new(doc.title.clone()).set("id", "title");
        desc = desc.set("id", "desc");
        root = root.set("role", "img");
    }
    root.append(title);
    // Words that only repeat the title (a counter's "sand carpet") are not written again
    // as its description, which a reader would hear twice.
    let repeats = opts.aria.is_some() && words.join("\n") == doc.title;
    if !words.is_empty() && !repeats {
        root.append(desc);
    }
    root.append(defs);
    let root = layers(root, body, marks, page, opts);
    match &opts.aria {
        None => format!("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n{root}\n"),
        Some(prefix) => prefixed(&root.to_string(), prefix),
    }
}

/// An inline SVG's ids, and every reference to them, prefixed so that several SVGs share a
/// web page: `id="x"`, `url(#x)` and `href="#x"`.
fn prefixed(svg: &str, prefix: &str) -> String {
    svg.replace("id=\"", &format!("id=\"{prefix}"))
        .replace("url(#", &format!("url(#{prefix}"))
        .replace("href=\"#", &format!("href=\"#{prefix}"))
}

/// The page's drawing added to `root`: as it is; clipped (an engrave file, no marks); or in
/// groups, `print` then `cut` (the page's cuts, with `cut_layer`) and `regmarks` (when the
/// page has registration marks).
fn layers(
    mut root: svg::Document,
    body: Vec<Element>,
    marks: Vec<Element>,
    page: &crate::scene::Page,
    opts: &SvgOptions,
) -> svg::Document {
    if !opts.cut_layer && marks.is_empty() {
        for el in body {
            root.append(el);
        }
        return root;
    }
    let mut print = Group::new().set("id", "print");
    for el in body {
        print.append(el);
    }
    root.append(print);
    if opts.cut_layer {
        let mut cut = Group::new()
            .set("id", "cut")
            .set("fill", "none")
            .set("stroke", "#000000")
            .set(
                "stroke-width",
                fmt_num(crate::scene::PLOTTER_LINE, places::MM),
            );
        // The frame of the page first: software that sizes a file by what is drawn
        // (Design Space) then reads the page's size.
        cut.append(
            SvgPath::new()
                .set("class", "area")
                .set("d", path_data(&Path::rect(page.media()), opts.precision)),
        );
        for c in &page.cuts.paths {
            cut.append(SvgPath::new().set("d", path_data(&c.path.to_path(), opts.precision)));
        }
        root.append(cut);
    }
    if !marks.is_empty() {
        let mut g = Group::new().set("id", "regmarks");
        for el in marks {
            g.append(el);
        }
        root.append(g);
    }
    root
}

struct Writer<'a> {
    doc: &'a Document,
    opts: &'a SvgOptions,
    glyphs: BTreeSet<(Weight, u16)>,
    symbols: BTreeSet<usize>,
    hatches: Vec<Hatch>,
    clips: Vec<String>,
    /// Pictures shown, each defined once (`p{n}`, a unit square) and placed by `<use>`.
    pictures: Vec<Arc<Raster>>,
}

impl Writer<'_> {
    /// Appends `item`'s elements to `out`: one, or a tagged group's items in place.
    fn item(&mut self, item: &Item, out: &mut Vec<Element>) {
        match item {
            Item::Group(g) if g.transform.is_identity() && g.tag.is_some() => {
                let mut kids = Vec::new();
                for i in &g.items {
                    self.item(i, &mut kids);
                }
                match &g.tag {
                    // A picture told in words: its title and description label it (in a
                    // web page the whole SVG is the picture, labelled by its root).
                    Some(Tag::Figure { title, alt, .. }) if self.opts.aria.is_none() => {
                        let mut el = Group::new()
                            .add(Title::new(title.clone()))
                            .add(Description::new().add(svg::node::Text::new(alt.clone())));
                        for k in kids {
                            el.append(k);
                        }
                        out.push(el.into());
                    }
                    // A figure on a web page (labelled by the SVG's root), and every other
                    // group: its drawing as it is.
                    Some(
                        Tag::Figure { .. }
                        | Tag::Artifact
                        | Tag::Heading(_)
                        | Tag::Para
                        | Tag::List
                        | Tag::ListItem
                        | Tag::Label
                        | Tag::ListBody
                        | Tag::Captioned
                        | Tag::Caption
                        | Tag::Table { .. }
                        | Tag::TableHead
                        | Tag::TableBody
                        | Tag::TableRow
                        | Tag::TableHeader(_)
                        | Tag::TableCell
                        | Tag::Continued
                        | Tag::PutOff(_),
                    )
                    | None => out.extend(kids),
                }
            }
            other => out.push(self.element(other)),
        }
    }

    fn element(&mut self, item: &Item) -> Element {
        match item {
            Item::Group(g) => {
                let mut el = Group::new();
                if !g.transform.is_identity() {
                    el = el.set("transform", matrix(&g.transform, self.opts.precision));
                }
                let mut kids = Vec::new();
                for i in &g.items {
                    self.item(i, &mut kids);
                }
                for k in kids {
                    el.append(k);
                }
                el.into()
            }
            Item::Shape(s) if self.opts.exact_hatch && matches!(s.fill, Some(Paint::Hatch(_))) => {
                let Some(Paint::Hatch(h)) = s.fill else {
                    unreachable!()
                };
                let p = self.opts.precision;
                let d = path_data(&s.path, p);
                let mut g = Group::new().add(
                    SvgPath::new()
                        .set("d", d.clone())
                        .set("fill", h.background.to_string()),
                );
                if let Some(stripes) = h.stripes(&s.path) {
                    let i = self.clips.len();
                    self.clips.push(d.clone());
                    g.append(
                        Group::new().set("clip-path", format!("url(#c{i})")).add(
                            SvgPath::new()
                                .set("d", path_data(&stripes, p))
                                .set("fill", h.ink.to_string())
                                .set(
                                    "transform",
                                    format!("rotate({})", fmt_num(h.angle, places::DEGREES)),
                                ),
                        ),
                    );
                }
                if let Some(st) = &s.stroke {
                    g.append(self.stroke(SvgPath::new().set("d", d).set("fill", "none"), st));
                }
                g.into()
            }
            Item::Shape(s) => {
                let mut el = SvgPath::new().set("d", path_data(&s.path, self.opts.precision));
                el = match s.fill {
                    None => el.set("fill", "none"),
                    Some(Paint::Solid(c)) => el.set("fill", c.to_string()),
                    Some(Paint::Hatch(h)) => {
                        let i = self.hatch(h);
                        el.set("fill", format!("url(#h{i})"))
                    }
                };
                if let Some(st) = &s.stroke {
                    el = self.stroke(el, st);
                }
                el.into()
            }
            Item::Text(t) => self.text(t),
            Item::Image(i) => self.image(i),
            Item::Use(u) if self.opts.inline => {
                let mut el = Group::new();
                if !u.transform.is_identity() {
                    el = el.set("transform", matrix(&u.transform, self.opts.precision));
                }
                let mut kids = Vec::new();
                for i in &self.doc.symbols[u.symbol].items {
                    self.item(i, &mut kids);
                }
                for k in kids {
                    el.append(k);
                }
                el.into()
            }
            Item::Use(u) => {
                self.symbols.insert(u.symbol.index());
                let name = &self.doc.symbols[u.symbol].name;
                let mut el = Use::new().set(
                    "xlink:href",
                    format!("#{}", symbol_id(u.symbol.index(), name)),
                );
                if !u.transform.is_identity() {
                    el = el.set("transform", matrix(&u.transform, self.opts.precision));
                }
                el.into()
            }
        }
    }

    /// A picture: its unit-square definition placed over its rectangle, clipped to its
    /// outline.
    fn image(&mut self, i: &Image) -> Element {
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
        let r = i.rect;
        let place = Transform {
            a: r.w,
            b: 0.0,
            c: 0.0,
            d: r.h,
            e: r.x,
            f: r.y,
        };
        let el: Element = if self.opts.inline {
            picture(&self.pictures[n])
                .set("transform", matrix(&place, self.opts.precision))
                .into()
        } else {
            Use::new()
                .set("xlink:href", format!("#p{n}"))
                .set("transform", matrix(&place, self.opts.precision))
                .into()
        };
        match &i.clip {
            Some(clip) => {
                let c = self.clips.len();
                self.clips.push(path_data(clip, self.opts.precision));
                Group::new()
                    .set("clip-path", format!("url(#c{c})"))
                    .add(el)
                    .into()
            }
            None => el,
        }
    }

    fn stroke(&self, el: SvgPath, st: &Stroke) -> SvgPath {
        let n = |v: f64| fmt_num(v, self.opts.precision);
        let mut el = el
            .set("stroke", st.color.to_string())
            .set("stroke-width", n(st.width))
            .set("stroke-linecap", "butt")
            .set("stroke-linejoin", "miter");
        if !st.dash.is_empty() {
            let d: Vec<String> = st.dash.iter().map(|&v| n(v)).collect();
            el = el.set("stroke-dasharray", d.join(" "));
        }
        el
    }

    fn hatch(&mut self, h: Hatch) -> usize {
        match self.hatches.iter().position(|x| *x == h) {
            Some(i) => i,
            None => {
                self.hatches.push(h);
                self.hatches.len() - 1
            }
        }
    }

    fn text(&mut self, t: &Text) -> Element {
        let f = font::get(t.weight);
        let scale = t.size / f.units_per_em();
        let mut g = Group::new().set("fill", t.fill.to_string()).set(
            "transform",
            format!(
                "translate({} {}) scale({})",
                fmt_num(t.start_x(), self.opts.precision),
                fmt_num(t.pos.y, self.opts.precision),
                fmt_num(scale, places::TEXT_SCALE)
            ),
        );
        // The glyph `<use>`s are most of a page's elements (a rules page has thousands), so
        // they are written here as the svg crate writes them (attributes in name order, one per
        // line) instead of as one hash-mapped `Use` element each. Their values are numbers and
        // ids, which need no escaping.
        let mut uses = String::new();
        for glyph in f.shape(&t.text) {
            if glyph.blank {
                continue; // spaces draw nothing
            }
            if !uses.is_empty() {
                uses.push('\n');
            }
            if self.opts.inline {
                let Some(d) = glyph_path_data(t.weight, glyph.id) else {
                    continue;
                };
                uses.push_str("<path d=\"");
                uses.push_str(&d);
                if glyph.x != 0.0 {
                    uses.push_str("\" transform=\"translate(");
                    push_num(&mut uses, glyph.x, places::FONT_UNITS);
                    uses.push(')');
                }
                uses.push_str("\"/>");
                continue;
            }
            self.glyphs.insert((t.weight, glyph.id));
            uses.push_str("<use ");
            if glyph.x != 0.0 {
                uses.push_str("x=\"");
                push_num(&mut uses, glyph.x, places::FONT_UNITS);
                uses.push_str("\" ");
            }
            uses.push_str("xlink:href=\"#");
            push_glyph_id(&mut uses, t.weight, glyph.id);
            uses.push_str("\"/>");
        }
        if !uses.is_empty() {
            g.append(Blob::new(uses));
        }
        g.into()
    }
}

/// Path data of a glyph's outline in font units, or None for a blank glyph. Made once per
/// run: every page defines the same few dozen glyphs again.
fn glyph_path_data(weight: Weight, gid: u16) -> Option<Arc<str>> {
    static CACHE: font::GlyphCache<Arc<str>> = font::GlyphCache::new();
    CACHE.get(weight, gid, |outline| {
        Some(path_data(outline, places::FONT_UNITS).into())
    })
}

fn glyph_id(w: Weight, gid: u16) -> String {
    let mut s = String::new();
    push_glyph_id(&mut s, w, gid);
    s
}

fn push_glyph_id(out: &mut String, w: Weight, gid: u16) {
    out.push('g');
    out.push_str(w.key());
    push_num(out, gid.into(), 0);
}

fn symbol_id(index: usize, name: &str) -> String {
    let clean: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("s{index}-{clean}")
}

fn matrix(t: &Transform, p: usize) -> String {
    format!(
        "matrix({} {} {} {} {} {})",
        fmt_num(t.a, places::MATRIX),
        fmt_num(t.b, places::MATRIX),
        fmt_num(t.c, places::MATRIX),
        fmt_num(t.d, places::MATRIX),
        fmt_num(t.e, p),
        fmt_num(t.f, p)
    )
}

/// A picture as a unit square, its file in a data URI.
fn picture(p: &Raster) -> SvgImage {
    use base64::Engine;
    let mime = if p.jpeg { "image/jpeg" } else { "image/png" };
    let data = base64::engine::general_purpose::STANDARD.encode(&p.encoded);
    let image = SvgImage::new()
        .set("width", 1)
        .set("height", 1)
        .set("preserveAspectRatio", "none")
        .set("xlink:href", format!("data:{mime};base64,{data}"));
    // Printed larger than its pixels: smoothed, as the PDF's /Interpolate asks.
    match p.interpolate {
        true => image.set("image-rendering", "optimizeQuality"),
        false => image,
    }
}

/// A hatch as a pattern tile in user space, lines centred at x = spacing/2 + k·spacing
/// before rotation; the PDF backend draws the same lines.
fn hatch_pattern(i: usize, h: &Hatch, p: usize) -> Pattern {
    let n = |v: f64| fmt_num(v, p);
    Pattern::new()
        .set("id", format!("h{i}"))
        .set("patternUnits", "userSpaceOnUse")
        .set("width", n(h.spacing))
        .set("height", n(h.spacing))
        .set(
            "patternTransform",
            format!("rotate({})", fmt_num(h.angle, places::DEGREES)),
        )
        .add(
            Rectangle::new()
                .set("width", n(h.spacing))
                .set("height", n(h.spacing))
                .set("fill", h.background.to_string()),
        )
        .add(
            Rectangle::new()
                .set("x", n((h.spacing - h.width) / 2.0))
                .set("width", n(h.width))
                .set("height", n(h.spacing))
                .set("fill", h.ink.to_string()),
        )
}

/// Path data with every number rounded to `p` decimals.
pub fn path_data(path: &Path, p: usize) -> String {
    let mut d = String::new();
    let pt = |d: &mut String, a: Point| {
        push_num(d, a.x, p);
        d.push(' ');
        push_num(d, a.y, p);
    };
    for c in &path.cmds {
        if !d.is_empty() {
            d.push(' ');
        }
        match *c {
            PathCmd::MoveTo(a) => {
                d.push('M');
                pt(&mut d, a);
            }
            PathCmd::LineTo(a) => {
                d.push('L');
                pt(&mut d, a);
            }
            PathCmd::CubicTo(a, b, e) => {
                d.push('C');
                pt(&mut d, a);
                d.push(' ');
                pt(&mut d, b);
                d.push(' ');
                pt(&mut d, e);
            }
            PathCmd::Close => d.push('Z'),
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::{Anchor, Color, Page, Symbol as SceneSymbol, Use as SceneUse};
    use crate::units::{Point, Rect, Size};

    fn doc(items: Vec<Item>) -> Document {
        Document {
            title: "T <&>".into(),
            pages: vec![Page {
                name: "p".into(),
                size: Size { w: 100.0, h: 50.0 },
                trim: Rect::new(0.0, 0.0, 100.0, 50.0),
                bleed: 0.0,
                safe: Rect::new(0.0, 0.0, 100.0, 50.0),
                items,
                cuts: Default::default(),
            }],
            symbols: vec![SceneSymbol {
                name: "dot".into(),
                items: vec![Item::fill(
                    Path::circle(Point::new(0.0, 0.0), 1.0),
                    Paint::Solid(Color::BLACK),
                )],
            }],
        }
    }

    #[test]
    fn page_is_sized_in_mm_with_matching_viewbox() {
        let s = render(&doc(vec![]), 0, &SvgOptions::default());
        assert!(s.starts_with("<?xml version=\"1.0\""));
        assert!(s.contains("width=\"100mm\"") && s.contains("height=\"50mm\""));
        assert!(s.contains("viewBox=\"0 0 100 50\""));
        assert!(s.contains("<title>T &lt;&amp;&gt; — page 1 of 1</title>"));
    }

    #[test]
    fn text_becomes_glyph_uses_and_numbers_are_rounded() {
        let items = vec![
            Item::text(
                Point::new(10.123456, 20.0),
                "Ab A",
                5.0,
                Anchor::Start,
                Weight::Bold,
                Color::BLACK,
            ),
            Item::fill(
                Path::rect(Rect::new(1.0 / 3.0, 0.0, 2.0, 2.0)),
                Paint::Solid(Color::WHITE),
            ),
            Item::Use(SceneUse {
                symbol: crate::scene::SymbolId::of(0),
                transform: Transform::translate(5.0, 5.0),
            }),
        ];
        let s = render(&doc(items), 0, &SvgOptions::default());
        assert!(!s.contains("<text"));
        // "A" twice, "b" once, space skipped: two distinct glyph symbols, three uses.
        assert_eq!(s.matches("<symbol id=\"gb").count(), 2);
        assert_eq!(s.matches("xlink:href=\"#gb").count(), 3);
        assert!(s.contains("translate(10.123 20)"));
        assert!(s.contains("M0.333 0"));
        assert!(s.contains("<symbol id=\"s0-dot\""));
        assert!(!s.contains("e-") && !s.contains("NaN"));
    }

    #[test]
    fn hatches_become_shared_patterns() {
        let h = Hatch {
            background: Color::WHITE,
            ink: Color::BLACK,
            spacing: 2.0,
            width: 0.3,
            angle: 45.0,
        };
        let items = vec![
            Item::fill(Path::rect(Rect::new(0.0, 0.0, 5.0, 5.0)), Paint::Hatch(h)),
            Item::fill(Path::rect(Rect::new(6.0, 0.0, 5.0, 5.0)), Paint::Hatch(h)),
        ];
        let s = render(&doc(items), 0, &SvgOptions::default());
        assert_eq!(s.matches("<pattern").count(), 1);
        assert_eq!(s.matches("url(#h0)").count(), 2);
    }
}
