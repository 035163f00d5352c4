//! HTML backend: a document's tagged pages as one self-contained web page, for a teacher to
//! post. Headings, paragraphs, lists and the table of pieces become their HTML elements, in
//! reading order; each figure becomes a `<figure>` holding an inline SVG (drawn by the
//! caller's `figure`, so that this backend imports no other) with its caption. No script,
//! no font, nothing fetched: the styles are inline, with a print stylesheet.

use std::fmt::Write;

use crate::scene::{self, Document, Group, Item, Page, Tag};
use crate::units::{Rect, Size, Transform};

/// The styles: one readable column on a phone or a desktop, and on paper.
const STYLE: &str = "\
:root{color-scheme:light}\
body{margin:0 auto;max-width:44rem;padding:1rem 1.25rem 3rem;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"Open Sans\",sans-serif;font-size:1.125rem;line-height:1.55;color:#1a1a1a;background:#fff}\
h1{font-size:1.75rem;line-height:1.25;margin:1.5rem 0 1rem}\
h2{font-size:1.4rem;margin:2rem 0 .5rem}\
h3{font-size:1.2rem;margin:1.5rem 0 .5rem}\
p,li{margin:.5rem 0}\
ul{padding-left:1.5rem}\
figure{margin:1.5rem 0;text-align:center}\
figure svg{width:100%;max-width:30rem;height:auto}\
figcaption{font-size:1rem;color:#333;margin-top:.35rem}\
table{border-collapse:collapse;margin:1rem auto;max-width:100%}\
caption{caption-side:bottom;font-size:1rem;color:#333;margin-top:.35rem}\
th,td{padding:.3rem .25rem;text-align:center;vertical-align:middle;font-size:.9rem;line-height:1.3}\
td svg{max-width:2.5rem;height:auto}\
section+section{border-top:1px solid #767676;margin-top:2.5rem}\
@media print{body{max-width:none;padding:0;font-size:11pt;color:#000}\
h1,h2,h3{break-after:avoid}figure,table,li{break-inside:avoid}\
section+section{border:0;break-before:page}}";

/// Text for HTML, in an element or a double-quoted attribute.
fn esc(s: &str) -> String {
    html_escape::encode_double_quoted_attribute(s).into_owned()
}

/// The lines of text under `items`, joined into one run of words.
fn words(items: &[Item]) -> String {
    let mut lines = Vec::new();
    fn walk(items: &[Item], out: &mut Vec<String>) {
        for i in items {
            match i {
                Item::Text(t) => out.push(t.text.clone()),
                Item::Group(g) => walk(&g.items, out),
                _ => {}
            }
        }
    }
    walk(items, &mut lines);
    lines.join(" ")
}

/// Renders `doc` as one web page; `figure` draws a one-page document as an inline SVG (the
/// `n`th figure of the page, for ids of its own).
pub fn render(doc: &Document, figure: &dyn Fn(&Document, usize) -> String) -> String {
    let mut w = Writer {
        doc,
        figure,
        bounds: scene::symbol_bounds(doc),
        out: String::new(),
        figures: 0,
        level: 0,
    };
    let _ = write!(
        w.out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n",
        esc(&doc.title)
    );
    for (i, page) in doc.pages.iter().enumerate() {
        // The first text's title is the page's; the others' are one level down.
        w.level = i.min(1) as u8;
        w.out.push_str("<section>\n");
        w.page(page);
        w.out.push_str("</section>\n");
    }
    w.out.push_str("</main>\n</body>\n</html>\n");
    w.out
}

struct Writer<'a> {
    doc: &'a Document,
    figure: &'a dyn Fn(&Document, usize) -> String,
    /// Every symbol's ink bounds, to size each figure's SVG.
    bounds: Vec<Option<Rect>>,
    out: String,
    figures: usize,
    /// How far headings go down a level.
    level: u8,
}

impl Writer<'_> {
    fn page(&mut self, page: &Page) {
        let items: Vec<&Item> = tagged(&page.items);
        let mut i = 0;
        while i < items.len() {
            let Item::Group(g) = items[i] else {
                i += 1;
                continue;
            };
            match &g.tag {
                Some(Tag::ListItem) => {
                    self.out.push_str("<ul>\n");
                    while let Some(Item::Group(li)) = items.get(i) {
                        if li.tag != Some(Tag::ListItem) {
                            break;
                        }
                        self.list_item(li);
                        i += 1;
                    }
                    self.out.push_str("</ul>\n");
                    continue;
                }
                Some(Tag::Figure { title, alt }) => {
                    let caption = match items.get(i + 1) {
                        Some(Item::Group(c)) if c.tag == Some(Tag::Caption) => {
                            i += 1;
                            Some(words(&c.items))
                        }
                        _ => None,
                    };
                    self.out.push_str("<figure>\n");
                    self.svg(g, title, alt);
                    if let Some(c) = caption {
                        let _ = writeln!(self.out, "<figcaption>{}</figcaption>", esc(&c));
                    }
                    self.out.push_str("</figure>\n");
                }
                Some(Tag::Heading(n)) => {
                    let n = (n + self.level).min(6);
                    let _ = writeln!(self.out, "<h{n}>{}</h{n}>", esc(&words(&g.items)));
                }
                Some(Tag::Table) => {
                    let caption = match items.get(i + 1) {
                        Some(Item::Group(c)) if c.tag == Some(Tag::Caption) => {
                            i += 1;
                            Some(words(&c.items))
                        }
                        _ => None,
                    };
                    self.table(g, caption.as_deref());
                }
                Some(Tag::Artifact) | None => {}
                Some(_) => {
                    let _ = writeln!(self.out, "<p>{}</p>", esc(&words(&g.items)));
                }
            }
            i += 1;
        }
    }

    fn list_item(&mut self, li: &Group) {
        let body: Vec<&Item> = li
            .items
            .iter()
            .filter(|k| !matches!(k, Item::Group(g) if g.tag == Some(Tag::Label)))
            .collect();
        let text: Vec<String> = body
            .iter()
            .map(|k| words(std::slice::from_ref(*k)))
            .collect();
        let _ = writeln!(self.out, "<li>{}</li>", esc(&text.join(" ")));
    }

    fn table(&mut self, t: &Group, caption: Option<&str>) {
        let rows: Vec<&Group> = t
            .items
            .iter()
            .filter_map(|r| match r {
                Item::Group(g) if g.tag == Some(Tag::TableRow) => Some(g),
                _ => None,
            })
            .collect();
        let width = rows.iter().map(|r| r.items.len()).max().unwrap_or(0);
        self.out.push_str("<table>\n");
        if let Some(c) = caption {
            let _ = writeln!(self.out, "<caption>{}</caption>", esc(c));
        }
        for row in rows {
            self.out.push_str("<tr>");
            // A row short of cells (the column heads, the counts) starts under the row heads.
            for _ in row.items.len()..width {
                self.out.push_str("<td></td>");
            }
            let heads_row = row
                .items
                .iter()
                .all(|c| matches!(c, Item::Group(g) if g.tag == Some(Tag::TableHeader)));
            for cell in &row.items {
                let Item::Group(c) = cell else { continue };
                let picture = c.items.iter().find_map(|k| match k {
                    Item::Group(f) => match &f.tag {
                        Some(Tag::Figure { title, alt }) => Some((f, title, alt)),
                        _ => None,
                    },
                    _ => None,
                });
                match (&c.tag, picture) {
                    (Some(Tag::TableHeader), _) => {
                        let scope = if heads_row { "col" } else { "row" };
                        let _ = write!(
                            self.out,
                            "<th scope=\"{scope}\">{}</th>",
                            esc(&words(&c.items))
                        );
                    }
                    (_, Some((f, title, alt))) => {
                        self.out.push_str("<td>");
                        self.svg(f, title, alt);
                        self.out.push_str("</td>");
                    }
                    _ => {
                        let _ = write!(self.out, "<td>{}</td>", esc(&words(&c.items)));
                    }
                }
            }
            self.out.push_str("</tr>\n");
        }
        self.out.push_str("</table>\n");
    }

    /// A figure's drawing as an inline SVG cut to its ink, labelled with its words.
    fn svg(&mut self, g: &Group, title: &str, alt: &str) {
        let Some(b) = self.ink(&g.items, Transform::identity()) else {
            return;
        };
        let b = b.inflate(0.5);
        // The SVG's title is the figure's title, its description the words alone.
        let tag = Tag::Figure {
            title: String::new(),
            alt: alt.to_string(),
        };
        let moved = Item::Group(Group {
            transform: Transform::translate(-b.x, -b.y),
            items: vec![Group::tagged(tag, g.items.clone())],
            tag: None,
        });
        let size = Size { w: b.w, h: b.h };
        let one = Document {
            title: if title.is_empty() {
                alt.to_string()
            } else {
                title.to_string()
            },
            pages: vec![Page {
                name: "figure".into(),
                size,
                trim: Rect::new(0.0, 0.0, size.w, size.h),
                bleed: 0.0,
                safe: Rect::new(0.0, 0.0, size.w, size.h),
                items: vec![moved],
                cuts: Default::default(),
            }],
            symbols: self.doc.symbols.clone(),
        };
        let svg = (self.figure)(&one, self.figures);
        self.figures += 1;
        self.out.push_str(svg.trim_end());
        self.out.push('\n');
    }

    /// The ink bounds of `items` under `t`, placed symbols included.
    fn ink(&self, items: &[Item], t: Transform) -> Option<Rect> {
        let mut out: Option<Rect> = None;
        for i in items {
            let b = match i {
                Item::Group(g) => self.ink(&g.items, t.after(&g.transform)),
                Item::Use(u) => self.bounds[u.symbol.index()].and_then(|r| {
                    let m = t.after(&u.transform);
                    scene::bbox(
                        [
                            (r.x, r.y),
                            (r.right(), r.y),
                            (r.x, r.bottom()),
                            (r.right(), r.bottom()),
                        ]
                        .into_iter()
                        .map(|(x, y)| m.apply(crate::units::Point::new(x, y))),
                    )
                }),
                leaf => scene::leaf_bounds(leaf, &t),
            };
            if let Some(b) = b {
                out = Some(out.map_or(b, |o| o.union(&b)));
            }
        }
        out
    }
}

/// The tagged groups of `items` in order, looking through untagged groups that hold some.
fn tagged(items: &[Item]) -> Vec<&Item> {
    let mut out = Vec::new();
    for i in items {
        if let Item::Group(g) = i {
            if g.tag.is_some() {
                out.push(i);
            } else {
                out.extend(tagged(&g.items));
            }
        }
    }
    out
}
