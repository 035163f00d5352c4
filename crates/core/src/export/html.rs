//! HTML backend: a document's tagged pages as one self-contained web page, for a teacher to
//! post. Headings, paragraphs, lists and the table of pieces become their HTML elements, in
//! reading order; each figure becomes a `<figure>` holding an inline SVG (drawn by the
//! caller's `figure`, so that this backend imports no other) with its caption. No script,
//! no font, nothing fetched: the styles are inline, with a print stylesheet.
// Every match over a tag or a sheet kind names each case, so a new one is a compile
// error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use std::fmt::Write;

use crate::lang::Lang;
use crate::scene::{self, Document, Group, Item, Page, Scope, Tag};
use crate::units::{Rect, Size, Transform};

/// The styles: one readable column on a phone or a desktop, and on paper. The text wraps
/// anywhere rather than push the page wider than a phone's 320 px with text at 200 %, and a
/// diagram widens with the text up to the column's width, never past it (a figure that
/// scrolls is a region a keyboard cannot reach). On paper the diagrams stand beside the
/// text, side by side in reading order when they follow each other (a run of them in one
/// box, `--n` of them: floated one by one, the first would stand rightmost), and never past
/// their section's next heading: the page prints on about as many sheets as the handout.
const STYLE: &str = "\
:root{color-scheme:light}\
body{margin:0 auto;max-width:44rem;padding:1rem min(1.25rem,4vw) 3rem;font-family:system-ui,-apple-system,\"Segoe UI\",Roboto,\"Open Sans\",sans-serif;font-size:1.125rem;line-height:1.55;color:#1a1a1a;background:#fff;overflow-wrap:anywhere;hyphens:auto}\
h1{font-size:1.75rem;line-height:1.25;margin:1.5rem 0 1rem}\
h2{font-size:1.4rem;margin:2rem 0 .5rem}\
h3{font-size:1.2rem;margin:1.5rem 0 .5rem}\
p,li{margin:.5rem 0}\
ul{padding-left:1.25em}\
figure{margin:1.5rem 0;text-align:center}\
figure svg{width:100%;max-width:30rem;height:auto}\
figcaption{font-size:1rem;color:#333;margin-top:.35rem}\
.scroll{overflow-x:auto;max-width:100%}\
.scroll:focus{outline:2px solid #1a1a1a;outline-offset:2px}\
table{border-collapse:collapse;margin:1rem auto;overflow-wrap:normal}\
caption{caption-side:bottom;font-size:1rem;color:#333;margin-top:.35rem}\
th,td{padding:.3rem .25rem;text-align:center;vertical-align:middle;font-size:.9rem;line-height:1.3}\
td svg{width:2.5rem;max-width:none;height:auto}\
section+section{border-top:1px solid #767676;margin-top:2.5rem}\
@media (forced-colors:active){figure svg,td svg{forced-color-adjust:none;background:#fff}}\
@page{margin:12mm}\
@media print{body{max-width:none;padding:0;font-size:10pt;line-height:1.3;color:#000}\
h1{font-size:17pt;margin:0 0 6pt}h2{font-size:13pt;margin:8pt 0 3pt;clear:both}h3{font-size:11.5pt;margin:6pt 0 2pt}\
figure{float:right;width:30%;margin:2pt 0 4pt 3%}\
.figures{float:right;width:calc(var(--n) * 33% - 3%);margin:2pt 0 4pt 3%;display:flex;gap:9pt}\
.figures figure{float:none;flex:1 1 0;min-width:0;width:auto;margin:0}\
figure svg{width:100%;max-width:none}figcaption,caption{font-size:8.5pt;margin-top:1pt}p,li{margin:2pt 0}\
td svg{width:9mm}th,td{font-size:9pt;padding:1pt 3pt}table{margin:4pt auto}\
h1,h2,h3{break-after:avoid}figure,.figures,table,li{break-inside:avoid}\
section+section{border:0;margin-top:6pt;clear:both}}";

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
                Item::Shape(_) | Item::Use(_) | Item::Image(_) => {}
            }
        }
    }
    walk(items, &mut lines);
    scene::join_lines(&lines)
}

/// Renders `doc` as one web page; `figure` draws a one-page document as an inline SVG (the
/// `n`th figure of the page, for ids of its own).
pub fn render(doc: &Document, lang: &Lang, figure: &dyn Fn(&Document, usize) -> String) -> String {
    let mut w = Writer {
        doc,
        lang,
        figure,
        bounds: scene::symbol_bounds(doc),
        out: String::new(),
        figures: 0,
        tables: 0,
        level: 0,
    };
    let _ = write!(
        w.out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n",
        esc(lang.tag()),
        esc(&doc.title)
    );
    for (i, page) in doc.pages.iter().enumerate() {
        // The first text's title is the page's; the others' are one level down.
        w.level = i.min(1) as u8;
        w.out.push_str("<section>\n");
        let from = w.out.len();
        w.page(page);
        let body = side_by_side(&w.out[from..]);
        w.out.truncate(from);
        w.out.push_str(&body);
        w.out.push_str("</section>\n");
    }
    w.out.push_str("</main>\n</body>\n</html>\n");
    w.out
}

/// `html` with each run of two or more figures that follow each other in one
/// `<div class="figures">`, which prints them side by side in reading order.
fn side_by_side(html: &str) -> String {
    const OPEN: &str = "<figure>\n";
    const CLOSE: &str = "</figure>\n";
    // Each figure's span; figures never nest.
    let mut spans = Vec::new();
    let mut at = 0;
    while let Some(i) = html[at..].find(OPEN) {
        let start = at + i;
        let end = start + html[start..].find(CLOSE).map_or(0, |e| e + CLOSE.len());
        if end <= start {
            break;
        }
        spans.push((start, end));
        at = end;
    }
    let mut out = String::with_capacity(html.len() + 64);
    let mut copied = 0;
    let mut i = 0;
    while i < spans.len() {
        let mut j = i;
        while j + 1 < spans.len() && spans[j + 1].0 == spans[j].1 {
            j += 1;
        }
        if j > i {
            out.push_str(&html[copied..spans[i].0]);
            let _ = writeln!(out, "<div class=\"figures\" style=\"--n:{}\">", j - i + 1);
            out.push_str(&html[spans[i].0..spans[j].1]);
            out.push_str("</div>\n");
            copied = spans[j].1;
        }
        i = j + 1;
    }
    out.push_str(&html[copied..]);
    out
}

struct Writer<'a> {
    doc: &'a Document,
    /// The language of the page's words: its `lang`, and the fallback name of a table.
    lang: &'a Lang,
    figure: &'a dyn Fn(&Document, usize) -> String,
    /// Every symbol's ink bounds, to size each figure's SVG.
    bounds: Vec<Option<Rect>>,
    out: String,
    figures: usize,
    /// Tables written, for ids of their own.
    tables: usize,
    /// How far headings go down a level.
    level: u8,
}

impl Writer<'_> {
    fn page(&mut self, page: &Page) {
        for g in tagged(&page.items) {
            self.element(g);
        }
    }

    /// One tagged group as its HTML element, as the scene groups it.
    fn element(&mut self, g: &Group) {
        let Some(tag) = &g.tag else { return };
        match tag {
            Tag::Artifact => {}
            Tag::Heading(n) => {
                let n = (n + self.level).min(6);
                let _ = writeln!(self.out, "<h{n}>{}</h{n}>", esc(&words(&g.items)));
            }
            Tag::List => {
                self.out.push_str("<ul>\n");
                for li in tagged(&g.items) {
                    self.list_item(li);
                }
                self.out.push_str("</ul>\n");
            }
            Tag::Figure { title, alt, .. } => self.figure(g, title, alt, None),
            Tag::Captioned => self.captioned(g),
            Tag::Table { .. } => self.table(g, None),
            // Parts of a table met outside one, and the rest of an element a page turn
            // broke off (a web page has no page turns): what they hold, in order.
            Tag::TableHead | Tag::TableBody | Tag::TableRow | Tag::Continued | Tag::PutOff(_) => {
                for k in tagged(&g.items) {
                    self.element(k);
                }
            }
            // Text, or a part of a list or a table met outside one: its words.
            Tag::Para
            | Tag::ListItem
            | Tag::Label
            | Tag::ListBody
            | Tag::Caption
            | Tag::TableHeader(_)
            | Tag::TableCell => {
                let _ = writeln!(self.out, "<p>{}</p>", esc(&words(&g.items)));
            }
        }
    }

    /// A figure or table with its caption: a `<figure>` with its `<figcaption>`, a
    /// `<table>` with its `<caption>`.
    fn captioned(&mut self, g: &Group) {
        let kids = tagged(&g.items);
        let caption = kids
            .iter()
            .find(|k| k.tag == Some(Tag::Caption))
            .map(|c| words(&c.items));
        // The first figure or table is the one captioned; anything else, as it is.
        let captioned = kids
            .iter()
            .position(|k| matches!(k.tag, Some(Tag::Figure { .. } | Tag::Table { .. })));
        for (i, k) in kids.iter().enumerate() {
            if k.tag == Some(Tag::Caption) {
                continue;
            }
            if Some(i) != captioned {
                self.element(k);
            } else if let Some(Tag::Figure { title, alt, .. }) = &k.tag {
                self.figure(k, title, alt, caption.as_deref());
            } else {
                self.table(k, caption.as_deref());
            }
        }
        if let (None, Some(c)) = (captioned, caption) {
            let _ = writeln!(self.out, "<p>{}</p>", esc(&c));
        }
    }

    fn figure(&mut self, g: &Group, title: &str, alt: &str, caption: Option<&str>) {
        self.out.push_str("<figure>\n");
        // A caption shown is not told again as the drawing's title.
        self.svg(g, if caption.is_some() { "" } else { title }, alt);
        if let Some(c) = caption {
            let _ = writeln!(self.out, "<figcaption>{}</figcaption>", esc(c));
        }
        self.out.push_str("</figure>\n");
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

    /// A table: its head and body rows, each header cell scoped to its column or row and
    /// given an id, which a data cell headed both ways names in its `headers`.
    fn table(&mut self, t: &Group, caption: Option<&str>) {
        let n = self.tables;
        self.tables += 1;
        let parts: Vec<(&str, Vec<&Group>)> = tagged(&t.items)
            .into_iter()
            .filter_map(|p| {
                let part = if p.tag == Some(Tag::TableHead) {
                    "thead"
                } else if p.tag == Some(Tag::TableBody) {
                    "tbody"
                } else {
                    return None;
                };
                Some((part, tagged(&p.items)))
            })
            .collect();
        let id = |r: usize, c: usize| format!("t{n}r{r}c{c}");
        let mut columns: Vec<Vec<String>> = Vec::new();
        let mut heads: Vec<Vec<String>> = Vec::new();
        for (r, row) in parts.iter().flat_map(|p| &p.1).enumerate() {
            heads.push(Vec::new());
            for (c, cell) in tagged(&row.items).into_iter().enumerate() {
                if let Some(Tag::TableHeader(scope)) = cell.tag {
                    match scope {
                        Scope::Column => {
                            columns.resize(columns.len().max(c + 1), Vec::new());
                            columns[c].push(id(r, c));
                        }
                        Scope::Row => heads[r].push(id(r, c)),
                    }
                }
            }
        }
        // A table wider than a phone scrolls on its own, not the page (WCAG 1.4.10): a
        // region a keyboard can reach and a reader can name, by the table's caption (a
        // list of regions all called "Table" tells nothing apart); "Table" without one.
        let cap = format!("t{n}cap");
        let name = match caption {
            Some(_) => format!("aria-labelledby=\"{cap}\""),
            None => format!("aria-label=\"{}\"", esc(&self.lang.text("web-table", &[]))),
        };
        let _ = writeln!(
            self.out,
            "<div class=\"scroll\" role=\"region\" tabindex=\"0\" {name}>"
        );
        self.out.push_str("<table>\n");
        if let Some(c) = caption {
            let _ = writeln!(self.out, "<caption id=\"{cap}\">{}</caption>", esc(c));
        }
        let mut r = 0;
        for (part, rows) in &parts {
            let _ = writeln!(self.out, "<{part}>");
            for row in rows {
                self.out.push_str("<tr>");
                for (c, cell) in tagged(&row.items).into_iter().enumerate() {
                    let column = columns.get(c).map_or(&[][..], Vec::as_slice);
                    self.cell(cell, &id(r, c), column, &heads[r]);
                }
                self.out.push_str("</tr>\n");
                r += 1;
            }
            let _ = writeln!(self.out, "</{part}>");
        }
        self.out.push_str("</table>\n</div>\n");
    }

    /// A table cell with id `id` (a header's), under the headers `column`, beside `row`.
    fn cell(&mut self, c: &Group, id: &str, column: &[String], row: &[String]) {
        if let Some(Tag::TableHeader(scope)) = c.tag {
            let scope = match scope {
                Scope::Column => "col",
                Scope::Row => "row",
            };
            let _ = write!(
                self.out,
                "<th id=\"{id}\" scope=\"{scope}\">{}</th>",
                esc(&words(&c.items))
            );
            return;
        }
        if column.is_empty() || row.is_empty() {
            self.out.push_str("<td>");
        } else {
            let heads: Vec<&str> = column.iter().chain(row).map(String::as_str).collect();
            let _ = write!(self.out, "<td headers=\"{}\">", heads.join(" "));
        }
        let picture = tagged(&c.items).into_iter().find_map(|f| {
            let Some(Tag::Figure { title, alt, .. }) = &f.tag else {
                return None;
            };
            Some((f, title, alt))
        });
        match picture {
            Some((f, title, alt)) => self.svg(f, title, alt),
            None => self.out.push_str(&esc(&words(&c.items))),
        }
        self.out.push_str("</td>");
    }

    /// A figure's drawing as an inline SVG cut to its ink, labelled with its words.
    fn svg(&mut self, g: &Group, title: &str, alt: &str) {
        let Some(b) = scene::ink(&self.bounds, &g.items, Transform::identity()) else {
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
}

/// The tagged groups of `items` in order, looking through untagged groups that hold some.
fn tagged(items: &[Item]) -> Vec<&Group> {
    let mut out = Vec::new();
    for i in items {
        if let Item::Group(g) = i {
            if g.tag.is_some() {
                out.push(g);
            } else {
                out.extend(tagged(&g.items));
            }
        }
    }
    out
}
