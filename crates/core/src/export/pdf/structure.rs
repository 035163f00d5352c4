//! The structure tree of a tagged PDF, from the elements the content writer met in reading
//! order: a `Document` holding headings, paragraphs, lists, tables and figures with their
//! `Alt` text, each pointing at its marked content; the parent tree that leads back from
//! each marked-content id; and what PDF/UA asks of the catalog (`/MarkInfo`, `/Lang`, the
//! title shown, XMP metadata naming PDF/UA-1), with an outline of the headings.
// Every match over a tag or a sheet kind names each case, so a new one is a compile
// error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use lopdf::{Dictionary, Object, ObjectId, Stream, StringFormat};

use std::collections::VecDeque;

use crate::scene::{Document, Item, Scope, Tag, Text};
use crate::units::{Point, Transform, MM_PER_PT};

/// A PDF text string: literal when ASCII, else UTF-16BE with its byte-order mark.
pub(super) fn text(s: &str) -> Object {
    if s.is_ascii() {
        Object::String(s.as_bytes().to_vec(), StringFormat::Literal)
    } else {
        let mut b = vec![0xFE, 0xFF];
        for u in s.encode_utf16() {
            b.extend(u.to_be_bytes());
        }
        Object::String(b, StringFormat::Hexadecimal)
    }
}

/// A structure element as a page's content is written: its tag, the page it starts on, its
/// marked-content ids with the page of each (one element may run onto more pages) and the
/// elements it holds.
#[derive(Debug)]
pub(super) struct Node {
    pub(super) tag: Tag,
    pub(super) page: usize,
    pub(super) mcids: Vec<(usize, u32)>,
    pub(super) kids: Vec<Node>,
    /// A figure's or table's box in PDF user space, points: left, bottom, right, top.
    pub(super) bbox: Option<[f64; 4]>,
}

/// The standard structure type of a tag.
pub(super) fn role(tag: &Tag) -> &'static str {
    match tag {
        Tag::Artifact => "Artifact",
        Tag::Heading(1) => "H1",
        Tag::Heading(2) => "H2",
        Tag::Heading(_) => "H3",
        Tag::Para => "P",
        Tag::List => "L",
        Tag::ListItem => "LI",
        Tag::Label => "Lbl",
        Tag::ListBody => "LBody",
        Tag::Figure { .. } => "Figure",
        // A Figure's Alt stands for all it holds, a caption too: the two go in a Div.
        Tag::Captioned => "Div",
        Tag::Caption => "Caption",
        Tag::Table { .. } => "Table",
        Tag::TableHead => "THead",
        Tag::TableBody => "TBody",
        Tag::TableRow => "TR",
        Tag::TableHeader(_) => "TH",
        Tag::TableCell => "TD",
        // Never written: what it holds joins the element it continues (see `join`).
        Tag::Continued | Tag::PutOff(_) => "NonStruct",
    }
}

/// What a table cell's attributes say: a header's id and scope, or the headers of a data
/// cell: its column's and its row's (a row with no header of its own, such as the counts
/// under the pieces, is headed by its columns alone).
enum Cell {
    Header(Vec<u8>, Scope),
    Data(Vec<Vec<u8>>),
}

/// The cells of `table` (number `n` in the document) in reading order, as [`Cell`]s: the
/// rows of its head and body in order, a cell's column its place in its row (the scene
/// gives every row a cell in every column).
fn cells(table: &Node, n: usize) -> Vec<Cell> {
    let rows: Vec<&Node> = table
        .kids
        .iter()
        .flat_map(|part| &part.kids)
        .filter(|r| r.tag == Tag::TableRow)
        .collect();
    let id = |r: usize, c: usize| format!("t{n}r{r}c{c}").into_bytes();
    let mut columns: Vec<Vec<Vec<u8>>> = Vec::new();
    let mut heads: Vec<Vec<Vec<u8>>> = vec![Vec::new(); rows.len()];
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.kids.iter().enumerate() {
            if let Tag::TableHeader(scope) = cell.tag {
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
    let mut out = Vec::new();
    for (r, row) in rows.iter().enumerate() {
        for (c, cell) in row.kids.iter().enumerate() {
            let column = columns.get(c).map_or(&[][..], Vec::as_slice);
            out.push(if let Tag::TableHeader(scope) = cell.tag {
                Cell::Header(id(r, c), scope)
            } else {
                Cell::Data(column.iter().chain(&heads[r]).cloned().collect())
            });
        }
    }
    out
}

/// What writing the elements keeps track of across them.
struct Context<'a> {
    pages: &'a [ObjectId],
    /// Each page's marked-content ids, with the element that holds each.
    parents: Vec<Vec<(u32, ObjectId)>>,
    /// The cells of the table being written, still to come.
    cells: VecDeque<Cell>,
    tables: usize,
    /// Every element's id (`/ID`), with the element.
    ids: Vec<(Vec<u8>, ObjectId)>,
}

/// Adds `nodes` to `into`, each [`Tag::Continued`] joined to the element it continues: the
/// last one of its kind before it among `into`'s, its marked content and elements added to
/// that one's (a continued list item inside joins the list's last item in turn); what a
/// [`Tag::PutOff`] holds goes before the headings it was put off past.
pub(super) fn join(into: &mut Vec<Node>, nodes: Vec<Node>) {
    for n in nodes {
        if let Tag::PutOff(past) = n.tag {
            let heads: Vec<usize> = (0..into.len())
                .filter(|&i| matches!(into[i].tag, Tag::Heading(2)))
                .collect();
            let at = heads
                .len()
                .checked_sub(past)
                .map_or(into.len(), |k| heads[k]);
            let mut rest = into.split_off(at);
            join(into, n.kids);
            into.append(&mut rest);
            continue;
        }
        if n.tag != Tag::Continued {
            into.push(n);
            continue;
        }
        for rest in n.kids {
            let kind = role(&rest.tag);
            match into.iter_mut().rev().find(|e| role(&e.tag) == kind) {
                Some(e) => {
                    if e.mcids.is_empty() {
                        e.page = rest.page;
                    }
                    e.mcids.extend(rest.mcids);
                    join(&mut e.kids, rest.kids);
                }
                None => into.push(rest),
            }
        }
    }
}

/// Adds the structure tree of `nodes` (each page's top elements in reading order) to the
/// document whose pages are `pages`, and marks the catalog as a tagged PDF/UA document.
pub(super) fn add(
    lo: &mut lopdf::Document,
    doc: &Document,
    pages: &[ObjectId],
    nodes: Vec<Node>,
    producer: &str,
    lang: &str,
) -> Result<(), lopdf::Error> {
    let root_id = lo.new_object_id();
    let document = lo.new_object_id();
    let mut cx = Context {
        pages,
        parents: vec![Vec::new(); pages.len()],
        cells: VecDeque::new(),
        tables: 0,
        ids: Vec::new(),
    };
    let kids = elements(lo, nodes, document, &mut cx);
    let mut d = Dictionary::new();
    d.set("Type", Object::Name(b"StructElem".to_vec()));
    d.set("S", Object::Name(b"Document".to_vec()));
    d.set("P", Object::Reference(root_id));
    d.set("K", kids);
    lo.objects.insert(document, Object::Dictionary(d));

    let mut nums = Vec::new();
    for (i, (page, mut ids)) in pages.iter().zip(cx.parents).enumerate() {
        ids.sort();
        nums.push(Object::Integer(i as i64));
        nums.push(Object::Array(
            ids.into_iter().map(|(_, e)| Object::Reference(e)).collect(),
        ));
        let dict = lo.get_object_mut(*page)?.as_dict_mut()?;
        dict.set("StructParents", i as i64);
        // Tab order follows the structure.
        dict.set("Tabs", Object::Name(b"S".to_vec()));
    }
    let mut tree = Dictionary::new();
    tree.set("Nums", nums);
    let mut root = Dictionary::new();
    root.set("Type", Object::Name(b"StructTreeRoot".to_vec()));
    root.set("K", Object::Reference(document));
    root.set("ParentTree", Object::Dictionary(tree));
    root.set("ParentTreeNextKey", pages.len() as i64);
    if !cx.ids.is_empty() {
        // The name tree that finds an element by its id: one leaf, keys in order.
        cx.ids.sort();
        let names = cx
            .ids
            .into_iter()
            .flat_map(|(k, e)| {
                [
                    Object::String(k, StringFormat::Literal),
                    Object::Reference(e),
                ]
            })
            .collect::<Vec<_>>();
        root.set(
            "IDTree",
            Dictionary::from_iter(vec![("Names", Object::Array(names))]),
        );
    }
    lo.objects.insert(root_id, Object::Dictionary(root));

    let mut meta = Stream::new(
        Dictionary::from_iter(vec![
            ("Type", Object::Name(b"Metadata".to_vec())),
            ("Subtype", Object::Name(b"XML".to_vec())),
        ]),
        xmp(&doc.title, producer, lang).into_bytes(),
    );
    // Readers look for the packet as it is.
    meta.allows_compression = false;
    let meta = lo.add_object(meta);

    let catalog_id = lo.trailer.get(b"Root")?.as_reference()?;
    let catalog = lo.get_object_mut(catalog_id)?.as_dict_mut()?;
    catalog.set("StructTreeRoot", Object::Reference(root_id));
    catalog.set(
        "MarkInfo",
        Dictionary::from_iter(vec![("Marked", Object::Boolean(true))]),
    );
    catalog.set("Lang", text(lang));
    catalog.set("Metadata", Object::Reference(meta));
    if let Ok(Object::Dictionary(prefs)) = catalog.get_mut(b"ViewerPreferences") {
        prefs.set("DisplayDocTitle", Object::Boolean(true));
    }
    outline(lo, doc, pages, catalog_id)
}

/// A heading as the outline shows it: its level (1 or 2), words, page and top, mm.
struct Entry {
    level: u8,
    title: String,
    page: usize,
    top: f64,
    left: f64,
}

/// The headings (H1 and H2) under `items`, in reading order, with where they stand.
fn headings(items: &[Item], at: &Transform, page: usize, out: &mut Vec<Entry>) {
    for item in items {
        let Item::Group(g) = item else { continue };
        let t = at.after(&g.transform);
        match g.tag {
            Some(Tag::Heading(level @ (1 | 2))) => {
                let mut lines = Vec::new();
                let (mut top, mut left) = (f64::INFINITY, f64::INFINITY);
                texts(&g.items, &t, &mut |t: &Transform, x: &Text| {
                    lines.push(x.text.clone());
                    let p = t.apply(Point::new(x.start_x(), x.pos.y - x.size));
                    top = top.min(p.y);
                    left = left.min(p.x);
                });
                if top.is_finite() {
                    out.push(Entry {
                        level,
                        title: lines.join(" "),
                        page,
                        top,
                        left,
                    });
                }
            }
            Some(Tag::Artifact | Tag::Figure { .. }) => {}
            Some(
                Tag::Heading(_)
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
            | None => headings(&g.items, &t, page, out),
        }
    }
}

/// Calls `f` with every text under `items` and the transform it is drawn with.
fn texts(items: &[Item], at: &Transform, f: &mut dyn FnMut(&Transform, &Text)) {
    for item in items {
        match item {
            Item::Text(x) => f(at, x),
            Item::Group(g) => texts(&g.items, &at.after(&g.transform), f),
            Item::Shape(_) | Item::Use(_) | Item::Image(_) => {}
        }
    }
}

/// The document outline (bookmarks): every H1, each H2 under the H1 before it, each going to
/// its page with the heading at the top of the window.
fn outline(
    lo: &mut lopdf::Document,
    doc: &Document,
    pages: &[ObjectId],
    catalog_id: ObjectId,
) -> Result<(), lopdf::Error> {
    let mut entries = Vec::new();
    for (i, page) in doc.pages.iter().enumerate() {
        headings(&page.items, &Transform::identity(), i, &mut entries);
    }
    if entries.is_empty() {
        return Ok(());
    }
    let root = lo.new_object_id();
    // Each top entry with the entries under it.
    type Mark = (ObjectId, Dictionary);
    let mut tops: Vec<(ObjectId, Dictionary, Vec<Mark>)> = Vec::new();
    for e in entries {
        let h = doc.pages[e.page].size.h;
        let mut d = Dictionary::new();
        d.set("Title", text(&e.title));
        d.set(
            "Dest",
            vec![
                Object::Reference(pages[e.page]),
                Object::Name(b"XYZ".to_vec()),
                Object::Real((e.left / MM_PER_PT) as f32),
                Object::Real(((h - e.top) / MM_PER_PT) as f32),
                Object::Null,
            ],
        );
        let id = lo.new_object_id();
        match tops.last_mut() {
            Some((_, _, under)) if e.level == 2 => under.push((id, d)),
            Some(_) | None => tops.push((id, d, Vec::new())),
        }
    }
    let count = tops.iter().map(|t| 1 + t.2.len()).sum::<usize>();
    let (first, last) = (tops[0].0, tops[tops.len() - 1].0);
    let top_ids: Vec<ObjectId> = tops.iter().map(|t| t.0).collect();
    for (k, (id, mut d, under)) in tops.into_iter().enumerate() {
        link(&mut d, root, &top_ids, k);
        if !under.is_empty() {
            let ids: Vec<ObjectId> = under.iter().map(|u| u.0).collect();
            d.set("First", Object::Reference(ids[0]));
            d.set("Last", Object::Reference(ids[ids.len() - 1]));
            d.set("Count", ids.len() as i64);
            for (j, (uid, mut u)) in under.into_iter().enumerate() {
                link(&mut u, id, &ids, j);
                lo.objects.insert(uid, Object::Dictionary(u));
            }
        }
        lo.objects.insert(id, Object::Dictionary(d));
    }
    let mut o = Dictionary::new();
    o.set("Type", Object::Name(b"Outlines".to_vec()));
    o.set("First", Object::Reference(first));
    o.set("Last", Object::Reference(last));
    o.set("Count", count as i64);
    lo.objects.insert(root, Object::Dictionary(o));
    let catalog = lo.get_object_mut(catalog_id)?.as_dict_mut()?;
    catalog.set("Outlines", Object::Reference(root));
    Ok(())
}

/// An outline entry's parent and siblings: it is `ids[k]` under `parent`.
fn link(d: &mut Dictionary, parent: ObjectId, ids: &[ObjectId], k: usize) {
    d.set("Parent", Object::Reference(parent));
    if k > 0 {
        d.set("Prev", Object::Reference(ids[k - 1]));
    }
    if let Some(next) = ids.get(k + 1) {
        d.set("Next", Object::Reference(*next));
    }
}

/// Writes `nodes` as structure elements under `parent`, returning their references.
fn elements(
    lo: &mut lopdf::Document,
    nodes: Vec<Node>,
    parent: ObjectId,
    cx: &mut Context,
) -> Vec<Object> {
    let mut out = Vec::new();
    for n in nodes {
        let id = lo.new_object_id();
        // `/Type /StructElem` is optional, and `/Pg` names the page of the element's own
        // marked content: left out where they say nothing, they cost nothing to write.
        let mut d = Dictionary::new();
        d.set("S", Object::Name(role(&n.tag).as_bytes().to_vec()));
        d.set("P", Object::Reference(parent));
        if !n.mcids.is_empty() {
            d.set("Pg", Object::Reference(cx.pages[n.page]));
        }
        let table = |attrs: Vec<(&str, Object)>| {
            let mut a = Dictionary::from_iter(vec![("O", Object::Name(b"Table".to_vec()))]);
            for (k, v) in attrs {
                a.set(k, v);
            }
            a
        };
        match &n.tag {
            Tag::Figure { alt, .. } => d.set("Alt", text(alt)),
            Tag::Table { .. } => {
                cx.cells = cells(&n, cx.tables).into();
                cx.tables += 1;
            }
            Tag::TableHeader(_) | Tag::TableCell => match cx.cells.pop_front() {
                Some(Cell::Header(key, scope)) => {
                    let scope = match scope {
                        Scope::Column => "Column",
                        Scope::Row => "Row",
                    };
                    let scope = Object::Name(scope.as_bytes().to_vec());
                    d.set("A", table(vec![("Scope", scope)]));
                    d.set("ID", Object::String(key.clone(), StringFormat::Literal));
                    cx.ids.push((key, id));
                }
                Some(Cell::Data(heads)) if !heads.is_empty() => {
                    let heads = heads
                        .into_iter()
                        .map(|h| Object::String(h, StringFormat::Literal))
                        .collect();
                    d.set("A", table(vec![("Headers", Object::Array(heads))]));
                }
                Some(Cell::Data(_)) | None => {}
            },
            Tag::Artifact
            | Tag::Heading(_)
            | Tag::Para
            | Tag::List
            | Tag::ListItem
            | Tag::Label
            | Tag::ListBody
            | Tag::Captioned
            | Tag::Caption
            | Tag::TableHead
            | Tag::TableBody
            | Tag::TableRow
            | Tag::Continued
            | Tag::PutOff(_) => {}
        }
        if let Some(b) = n.bbox {
            // Where a figure or table is on its page (ISO 32000-1, 14.8.5.4.3), to a
            // hundredth of a point.
            let b = b.map(|v| Object::Real(((v * 100.0).round() / 100.0) as f32));
            d.set(
                "A",
                Dictionary::from_iter(vec![
                    ("O", Object::Name(b"Layout".to_vec())),
                    ("BBox", Object::Array(b.to_vec())),
                ]),
            );
        }
        let mut kids: Vec<Object> = n
            .mcids
            .iter()
            .map(|&(page, m)| {
                cx.parents[page].push((m, id));
                if page == n.page {
                    Object::Integer(m as i64)
                } else {
                    // Marked content on a later page: a reference naming its page.
                    Object::Dictionary(Dictionary::from_iter(vec![
                        ("Type", Object::Name(b"MCR".to_vec())),
                        ("Pg", Object::Reference(cx.pages[page])),
                        ("MCID", Object::Integer(m as i64)),
                    ]))
                }
            })
            .collect();
        kids.extend(elements(lo, n.kids, id, cx));
        d.set("K", kids);
        lo.objects.insert(id, Object::Dictionary(d));
        out.push(Object::Reference(id));
    }
    out
}

/// The XMP packet: the title, the language, and the PDF/UA-1 identification.
fn xmp(title: &str, producer: &str, lang: &str) -> String {
    let esc = |s: &str| html_escape::encode_text(s).into_owned();
    format!(
        "<?xpacket begin=\"\u{feff}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n\
<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n\
<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n\
<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" \
xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" \
xmlns:pdfuaid=\"http://www.aiim.org/pdfua/ns/id/\">\n\
<dc:format>application/pdf</dc:format>\n\
<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">{}</rdf:li></rdf:Alt></dc:title>\n\
<dc:language><rdf:Bag><rdf:li>{}</rdf:li></rdf:Bag></dc:language>\n\
<pdf:Producer>{}</pdf:Producer>\n\
<xmp:CreatorTool>boardgen</xmp:CreatorTool>\n\
<pdfuaid:part>1</pdfuaid:part>\n\
</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>\n",
        esc(title),
        esc(lang),
        esc(producer)
    )
}
