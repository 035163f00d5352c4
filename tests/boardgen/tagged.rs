//! Tagged PDF read back with lopdf: the structure tree reaches every marked-content id of
//! every page, every page's drawing is either tagged or an artifact, every figure has its
//! words, and the catalog says what PDF/UA asks.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use lopdf::content::Content;
use lopdf::{Dictionary, Document, Object, ObjectId};

/// A PDF text string as Rust text (PDFDocEncoding's ASCII, or UTF-16BE with its mark).
fn text(o: &Object) -> String {
    let b = o.as_str().unwrap();
    if b.starts_with(&[0xFE, 0xFF]) {
        let units: Vec<u16> = b[2..]
            .chunks(2)
            .map(|c| u16::from_be_bytes([c[0], c[1]]))
            .collect();
        String::from_utf16(&units).unwrap()
    } else {
        String::from_utf8(b.to_vec()).unwrap()
    }
}

fn dict<'a>(pdf: &'a Document, o: &'a Object) -> &'a Dictionary {
    match o {
        Object::Reference(id) => pdf.get_dictionary(*id).unwrap(),
        Object::Dictionary(d) => d,
        other => panic!("not a dictionary: {other:?}"),
    }
}

/// An array, direct or referred to.
fn array<'a>(pdf: &'a Document, o: &'a Object) -> &'a Vec<Object> {
    match o {
        Object::Reference(id) => pdf.get_object(*id).unwrap().as_array().unwrap(),
        other => other.as_array().unwrap(),
    }
}

/// What the structure tree holds: each (page, marked-content id) it reaches, with the
/// element type that holds it, and every element's type in reading order.
#[derive(Default)]
struct Tree {
    mcids: BTreeMap<(ObjectId, i64), String>,
    order: Vec<String>,
    figures: Vec<String>,
    tables: usize,
}

fn walk(pdf: &Document, elem: &Dictionary, page: Option<ObjectId>, tree: &mut Tree) {
    let kind = String::from_utf8(elem.get(b"S").unwrap().as_name().unwrap().to_vec()).unwrap();
    let page = elem
        .get(b"Pg")
        .ok()
        .map(|p| p.as_reference().unwrap())
        .or(page);
    if kind == "Figure" {
        let alt = text(elem.get(b"Alt").expect("every Figure has an Alt"));
        assert!(!alt.trim().is_empty(), "an empty Alt");
        tree.figures.push(alt);
    }
    tree.order.push(kind.clone());
    let kids = match elem.get(b"K").unwrap() {
        Object::Array(a) => a.clone(),
        other => vec![other.clone()],
    };
    for k in kids {
        match k {
            Object::Integer(m) => {
                let pg = page.expect("a marked-content id with its page");
                let before = tree.mcids.insert((pg, m), kind.clone());
                assert!(before.is_none(), "mcid {m} reached twice");
            }
            Object::Reference(id) => {
                let d = pdf.get_dictionary(id).unwrap();
                walk(pdf, d, page, tree);
            }
            // Marked content on another page than the element's own (one element run
            // onto the next page): a marked-content reference naming its page.
            Object::Dictionary(mcr) => {
                assert_eq!(mcr.get(b"Type").unwrap().as_name().unwrap(), b"MCR");
                let pg = mcr.get(b"Pg").unwrap().as_reference().unwrap();
                let m = mcr.get(b"MCID").unwrap().as_i64().unwrap();
                let before = tree.mcids.insert((pg, m), kind.clone());
                assert!(before.is_none(), "mcid {m} reached twice");
            }
            other => panic!("unexpected kid {other:?}"),
        }
    }
}

/// A structure element as read back: its type, attributes (`/A`), `/ID` and elements.
struct Elem {
    kind: String,
    attrs: Option<Dictionary>,
    id: Option<Vec<u8>>,
    kids: Vec<Elem>,
    /// Holds marked content of its own.
    marked: bool,
}

fn elem(pdf: &Document, d: &Dictionary) -> Elem {
    let kids = match d.get(b"K").unwrap() {
        Object::Array(a) => a.clone(),
        other => vec![other.clone()],
    };
    Elem {
        kind: String::from_utf8(d.get(b"S").unwrap().as_name().unwrap().to_vec()).unwrap(),
        attrs: d.get(b"A").ok().map(|a| dict(pdf, a).clone()),
        id: d.get(b"ID").ok().map(|i| i.as_str().unwrap().to_vec()),
        marked: kids
            .iter()
            .any(|k| matches!(k, Object::Integer(_) | Object::Dictionary(_))),
        kids: kids
            .iter()
            .filter_map(|k| k.as_reference().ok())
            .map(|id| elem(pdf, pdf.get_dictionary(id).unwrap()))
            .collect(),
    }
}

impl Elem {
    fn all(&self) -> Vec<&Elem> {
        let mut out = vec![self];
        for k in &self.kids {
            out.extend(k.all());
        }
        out
    }
    fn holds(&self, kind: &str) -> bool {
        self.kids.iter().any(|k| k.kind == kind)
    }
    fn name(&self, key: &[u8]) -> Option<String> {
        let a = self.attrs.as_ref()?;
        Some(String::from_utf8(a.get(key).ok()?.as_name().ok()?.to_vec()).unwrap())
    }
}

/// What the structure says beyond reaching the content: lists hold list items only, a
/// caption goes with its figure or table, a table has a head and a body, rows as many
/// cells as the widest, headers scoped to a column or a row, and every data cell that holds
/// anything names its headers (its column's, and its row's where the row has one) by ids
/// the tree finds. Returns the number of tables.
fn check_grouping(pdf: &Document, st: &Dictionary) -> usize {
    let top = elem(pdf, dict(pdf, st.get(b"K").unwrap()));
    let all = top.all();
    let mut ids = BTreeMap::new();
    if let Ok(tree) = st.get(b"IDTree") {
        let names = dict(pdf, tree).get(b"Names").unwrap().as_array().unwrap();
        for c in names.chunks(2) {
            ids.insert(
                c[0].as_str().unwrap().to_vec(),
                c[1].as_reference().unwrap(),
            );
        }
    }
    let ths: BTreeMap<&[u8], &Elem> = all
        .iter()
        .filter(|e| e.kind == "TH")
        .map(|e| (e.id.as_deref().expect("every TH has an ID"), *e))
        .collect();
    assert_eq!(ids.len(), ths.len(), "the IDTree finds every header");
    for e in &all {
        match e.kind.as_str() {
            "L" => assert!(
                !e.kids.is_empty() && e.kids.iter().all(|k| k.kind == "LI"),
                "an L holds list items only: {:?}",
                e.kids.iter().map(|k| &k.kind).collect::<Vec<_>>()
            ),
            "LI" => assert!(e.holds("LBody"), "an LI holds its body"),
            "Div" => {
                assert!(e.holds("Caption"), "a Div holds a caption");
                assert!(
                    e.holds("Figure") || e.holds("Table"),
                    "a Div holds the figure or table of its caption"
                );
            }
            "Table" => {
                assert!(e.holds("THead") && e.holds("TBody"), "THead and TBody");
                let rows: Vec<&Elem> = e.kids.iter().flat_map(|p| &p.kids).collect();
                assert!(rows.iter().all(|r| r.kind == "TR"));
                let widths: Vec<usize> = rows.iter().map(|r| r.kids.len()).collect();
                let widest = widths.iter().copied().max().unwrap();
                assert!(widths.iter().all(|&w| w == widest), "row widths {widths:?}");
            }
            "TH" => {
                let scope = e.name(b"Scope").expect("a TH has a scope");
                assert!(scope == "Column" || scope == "Row", "/Scope /{scope}");
            }
            "TD" => {
                let heads = e.attrs.as_ref().and_then(|a| a.get(b"Headers").ok());
                // A cell that holds something is told what heads it (the corner and the
                // empty cell under the row headers hold nothing).
                let Some(heads) = heads else {
                    assert!(
                        !e.marked && e.kids.is_empty(),
                        "a data cell with no /Headers"
                    );
                    continue;
                };
                let heads = heads.as_array().unwrap();
                let scopes: BTreeSet<String> = heads
                    .iter()
                    .map(|h| {
                        let h = h.as_str().unwrap();
                        assert!(ids.contains_key(h), "a header id the IDTree finds");
                        ths[h].name(b"Scope").unwrap()
                    })
                    .collect();
                assert!(scopes.contains("Column"), "a cell headed by its column");
            }
            _ => {}
        }
        // A caption sits in its figure's (or table's) Div, never loose.
        for k in &e.kids {
            if k.kind == "Caption" {
                assert!(e.kind == "Div", "a Caption in a {}", e.kind);
            }
        }
    }
    all.iter().filter(|e| e.kind == "Table").count()
}

/// The outline's entries depth first: each one's title, depth, page and top (points).
fn outline(pdf: &Document) -> Vec<(String, usize, ObjectId, f64)> {
    fn entries(
        pdf: &Document,
        first: Option<&Object>,
        depth: usize,
        out: &mut Vec<(String, usize, ObjectId, f64)>,
    ) {
        let mut at = first.map(|o| o.as_reference().unwrap());
        while let Some(id) = at {
            let d = pdf.get_dictionary(id).unwrap();
            let dest = d.get(b"Dest").unwrap().as_array().unwrap();
            assert_eq!(dest[1].as_name().unwrap(), b"XYZ");
            let top = dest[3].as_float().unwrap() as f64;
            out.push((
                text(d.get(b"Title").unwrap()),
                depth,
                dest[0].as_reference().unwrap(),
                top,
            ));
            entries(pdf, d.get(b"First").ok(), depth + 1, out);
            at = d.get(b"Next").ok().map(|o| o.as_reference().unwrap());
        }
    }
    let mut out = Vec::new();
    if let Ok(o) = pdf.catalog().unwrap().get(b"Outlines") {
        entries(pdf, dict(pdf, o).get(b"First").ok(), 0, &mut out);
    }
    out
}

/// Checks one tagged PDF; returns the tree.
fn check(path: &std::path::Path) -> Tree {
    let pdf = Document::load(path).unwrap();
    let root = pdf.catalog().unwrap();
    let mark = dict(&pdf, root.get(b"MarkInfo").unwrap());
    assert_eq!(mark.get(b"Marked").unwrap(), &Object::Boolean(true));
    // The language as the text is spelt ("colour"), so a screen reader speaks it so.
    assert_eq!(text(root.get(b"Lang").unwrap()), "en-GB");
    let prefs = dict(&pdf, root.get(b"ViewerPreferences").unwrap());
    assert_eq!(
        prefs.get(b"DisplayDocTitle").unwrap(),
        &Object::Boolean(true)
    );
    let meta = pdf
        .get_object(root.get(b"Metadata").unwrap().as_reference().unwrap())
        .unwrap()
        .as_stream()
        .unwrap();
    let xmp = String::from_utf8(meta.content.clone()).unwrap();
    assert!(xmp.contains("<pdfuaid:part>1</pdfuaid:part>"), "{xmp}");
    assert!(
        xmp.contains("<dc:language><rdf:Bag><rdf:li>en-GB</rdf:li>"),
        "{xmp}"
    );
    let info = pdf
        .get_dictionary(pdf.trailer.get(b"Info").unwrap().as_reference().unwrap())
        .unwrap();
    let title = text(info.get(b"Title").unwrap());
    assert!(!title.is_empty() && xmp.contains(&title), "{title}");
    // PDF/UA-1 7.10: every optional-content configuration has a name.
    if let Ok(oc) = root.get(b"OCProperties") {
        let oc = dict(&pdf, oc);
        let mut configs = vec![oc.get(b"D").expect("a default configuration")];
        if let Ok(more) = oc.get(b"Configs") {
            configs.extend(array(&pdf, more));
        }
        for c in configs {
            let name = text(dict(&pdf, c).get(b"Name").expect("a configuration's /Name"));
            assert!(!name.trim().is_empty(), "an empty configuration name");
        }
    }

    let st = dict(&pdf, root.get(b"StructTreeRoot").unwrap());
    let mut tree = Tree::default();
    let top = dict(&pdf, st.get(b"K").unwrap());
    walk(&pdf, top, None, &mut tree);
    assert_eq!(tree.order[0], "Document");

    // The parent tree leads from each page's ids back to the elements.
    let nums = dict(&pdf, st.get(b"ParentTree").unwrap())
        .get(b"Nums")
        .unwrap()
        .as_array()
        .unwrap();
    let parents: BTreeMap<i64, &Vec<Object>> = nums
        .chunks(2)
        .map(|c| (c[0].as_i64().unwrap(), c[1].as_array().unwrap()))
        .collect();

    let mut seen = BTreeSet::new();
    for (n, page) in pdf.get_pages() {
        let d = pdf.get_dictionary(page).unwrap();
        let key = d.get(b"StructParents").unwrap().as_i64().unwrap();
        let content = Content::decode(&pdf.get_page_content(page)).unwrap();
        // (kind of the open sequence: an artifact or a structure id) as the stream goes.
        let mut open: Vec<Option<i64>> = Vec::new();
        let mut ids = BTreeSet::new();
        for op in &content.operations {
            match op.operator.as_str() {
                "BMC" => open.push(None),
                // Optional content (the contour cut's layer) is neither a tag nor an artifact:
                // what it holds must sit in one.
                "BDC" if op.operands[0].as_name().unwrap() == b"OC" => {
                    assert!(!open.is_empty(), "page {n}: optional content outside a tag");
                    open.push(None);
                }
                "BDC" => {
                    let name = op.operands[0].as_name().unwrap();
                    let mcid = dict(&pdf, &op.operands[1])
                        .get(b"MCID")
                        .ok()
                        .map(|m| m.as_i64().unwrap());
                    if name == b"Artifact" {
                        open.push(None);
                    } else {
                        let m = mcid.expect("tagged content has an id");
                        assert!(ids.insert(m), "page {n}: id {m} twice");
                        open.push(Some(m));
                    }
                }
                "EMC" => {
                    open.pop().expect("EMC closes a sequence");
                }
                "Tj" | "TJ" | "f" | "f*" | "S" | "B" | "Do" | "re" | "m" => {
                    assert!(
                        !open.is_empty(),
                        "page {n}: '{}' outside any tag or artifact",
                        op.operator
                    );
                }
                _ => {}
            }
        }
        assert!(open.is_empty(), "page {n}: an unclosed sequence");
        let arr = parents[&key];
        for &m in &ids {
            let kind = tree
                .mcids
                .get(&(page, m))
                .unwrap_or_else(|| panic!("page {n}: id {m} is not in the structure tree"));
            // The parent tree names the element holding it.
            let elem = pdf
                .get_dictionary(arr[m as usize].as_reference().unwrap())
                .unwrap();
            assert_eq!(elem.get(b"S").unwrap().as_name().unwrap(), kind.as_bytes());
            seen.insert((page, m));
        }
    }
    let reached: BTreeSet<_> = tree.mcids.keys().copied().collect();
    assert_eq!(reached, seen, "the tree reaches only ids the pages hold");
    tree.tables = check_grouping(&pdf, st);

    // The outline holds every H1 and H2, each going to a page of the file, in page order.
    let marks = outline(&pdf);
    let heads = tree
        .order
        .iter()
        .filter(|k| *k == "H1" || *k == "H2")
        .count();
    assert_eq!(marks.len(), heads, "one outline entry per heading");
    let order: BTreeMap<ObjectId, u32> = pdf.get_pages().into_iter().map(|(n, p)| (p, n)).collect();
    let mut last = 0;
    for (title, _, page, top) in &marks {
        let n = order[page];
        assert!(
            n >= last && *top > 0.0 && !title.is_empty(),
            "{title} on page {n}"
        );
        last = n;
    }
    tree
}

#[test]
fn kits_and_handouts_are_tagged_in_reading_order() {
    let d = tempfile::tempdir().unwrap();
    let mut files = common::run_ok(d.path(), &["pdf"]);
    files.extend(common::run_ok(d.path(), &["pdf", "--mono"]));
    files.extend(common::run_ok(
        d.path(),
        &["handout", "--sheets", "rules,assembly"],
    ));
    let checkers = crate::common::root().join("examples/checkers.toml");
    let checkers = checkers.to_str().unwrap();
    files.extend(common::run_ok(d.path(), &["pdf", "--game", checkers]));
    assert_eq!(files.len(), 7);
    for f in &files {
        let tree = check(f);
        let kinds = |k: &str| tree.order.iter().filter(|o| *o == k).count();
        assert!(
            kinds("H2") >= 5 && kinds("P") >= 10 && kinds("LI") >= 4,
            "{f:?}"
        );
        assert!(kinds("Figure") >= 4, "{f:?}");
        // Every diagram of the rules is told in words that name its squares.
        assert!(
            tree.figures
                .iter()
                .any(|a| a.starts_with("The start position on the")),
            "{:?}",
            tree.figures
        );
    }
}

#[test]
fn the_cut_sheets_are_figures_with_a_short_description() {
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(
        d.path(),
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "board,pieces",
        ],
    );
    let tree = check(&files[0]);
    assert_eq!(
        &tree.figures[..2],
        [
            "Board, half 1 of 2: ranks 1 to 4, files a to h. \
             This edge meets half 2: cut it exactly, on the crop marks.",
            "Board, half 2 of 2: ranks 5 to 8, files a to h. \
             This edge meets half 1: cut it exactly, on the crop marks."
        ]
    );
    assert!(
        tree.figures[2].starts_with("Pieces. First player (sand) · the set: 8 carpets"),
        "{}",
        tree.figures[2]
    );
}

/// The contour cut's layer is optional content: a tagged file claiming PDF/UA names its
/// configuration.
#[test]
fn a_contour_cut_kit_is_tagged_with_a_named_layer_configuration() {
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(d.path(), &["pdf", "--cut", "contour"]);
    let pdf = files
        .iter()
        .find(|f| f.extension().is_some_and(|e| e == "pdf"));
    let pdf = pdf.expect("a PDF");
    let doc = Document::load(pdf).unwrap();
    assert!(doc.catalog().unwrap().get(b"OCProperties").is_ok());
    check(pdf);
}

#[test]
fn class_sets_for_paper_stay_untagged() {
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(d.path(), &["handout", "--copies", "2", "--n-up", "2"]);
    let pdf = Document::load(&files[0]).unwrap();
    assert!(pdf.catalog().unwrap().get(b"StructTreeRoot").is_err());
}

/// The outline (bookmarks) is the headings: the handout's title with its sections under it,
/// each going to the page and height of its heading.
#[test]
fn the_outline_is_the_headings_in_order() {
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(d.path(), &["handout", "--game", "camels-and-carpets"]);
    let pdf = Document::load(&files[0]).unwrap();
    let source = include_str!("../../templates/text/camels-and-carpets.md");
    let heads: Vec<(String, usize)> = source
        .lines()
        .filter_map(|l| {
            let level = l.len() - l.trim_start_matches('#').len();
            (level > 0).then(|| (l[level..].trim().to_string(), level - 1))
        })
        .collect();
    let marks = outline(&pdf);
    let got: Vec<(String, usize)> = marks.iter().map(|m| (m.0.clone(), m.1)).collect();
    assert_eq!(got, heads);
    // The title at the top of the first page; a section lower on its page than the one
    // before it on the same page.
    let pages = pdf.get_pages();
    assert_eq!(marks[0].2, pages[&1]);
    for w in marks.windows(2) {
        if w[0].2 == w[1].2 {
            assert!(w[1].3 < w[0].3, "{} above {}", w[1].0, w[0].0);
        }
    }
}

/// What poppler reads from the structure: the whole text, in order, no page furniture.
#[test]
fn pdfinfo_reads_the_rules_in_order_without_furniture() {
    let Some(pdfinfo) = common::checker("pdfinfo") else {
        return;
    };
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(d.path(), &["handout", "--game", "camels-and-carpets"]);
    let o = std::process::Command::new(pdfinfo)
        .arg("-struct-text")
        .arg(&files[0])
        .output()
        .unwrap();
    assert!(o.status.success());
    let out = String::from_utf8(o.stdout).unwrap();
    let source = include_str!("../../templates/text/camels-and-carpets.md");
    // Every heading and every paragraph's first words, in the order of the source.
    let mut at = 0;
    for line in source
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('@'))
    {
        let words: String = line
            .trim_start_matches(['#', '-', ' '])
            .split(' ')
            .take(6)
            .collect::<Vec<_>>()
            .join(" ");
        let found = out[at..]
            .find(&words)
            .unwrap_or_else(|| panic!("'{words}' missing or out of order"));
        at += found;
    }
    // No footer or header, and no diagram lettering: a figure is told by its Alt.
    for furniture in [
        "page 1 of",
        "Camels and Carpets · rules",
        "abcdefgh",
        "12345678",
    ] {
        assert!(!out.contains(furniture), "{furniture}");
    }
    // Wrapped lines are joined with a space: no two words run together at a line end.
    assert!(out.contains("Solomon Golomb in 1948."), "{out}");
}

/// The SVG pages carry the same words: each diagram a group with its `<title>` (the
/// caption) and `<desc>` (what it shows), each page a `<desc>` with its text in order.
#[test]
fn svg_diagrams_and_pages_carry_their_words() {
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(
        d.path(),
        &["svg", "--game", "camels-and-carpets", "--sheets", "rules"],
    );
    let all: String = files
        .iter()
        .map(|f| std::fs::read_to_string(f).unwrap())
        .collect();
    let source = include_str!("../../templates/text/camels-and-carpets.md");
    let diagrams = source.lines().filter(|l| l.starts_with('@')).count();
    // One <desc> per page and one per diagram.
    assert_eq!(all.matches("<desc>").count(), files.len() + diagrams);
    assert!(all.contains(
        "<title>A carpet on d4 can step to c5 or e5 (the dots).</title>\n<desc>First player (sand): carpet d4. The carpet can move to 2 squares: c5 and e5.</desc>"
    ));
    let first = std::fs::read_to_string(&files[0]).unwrap();
    let desc = &first[first.find("<desc>").unwrap()..];
    assert!(desc.starts_with("<desc>How to play Camels and Carpets\nCamels and Carpets is a game"));
    assert!(!desc[..desc.find("</desc>").unwrap()].contains("page 1 of"));
}

/// Each Figure and Table under `elem` in reading order: its type, page and `/BBox`
/// (points), from its `/A << /O /Layout >>`.
fn layout_boxes(pdf: &Document, elem: &Dictionary, out: &mut Vec<(String, ObjectId, [f64; 4])>) {
    let kind = String::from_utf8(elem.get(b"S").unwrap().as_name().unwrap().to_vec()).unwrap();
    let ids: Vec<ObjectId> = match elem.get(b"K").unwrap() {
        Object::Array(a) => a.iter().filter_map(|k| k.as_reference().ok()).collect(),
        other => other.as_reference().ok().into_iter().collect(),
    };
    let kids: Vec<&Dictionary> = ids
        .into_iter()
        .map(|id| pdf.get_dictionary(id).unwrap())
        .collect();
    if kind == "Figure" || kind == "Table" {
        // A table's page is its cells'.
        fn page(pdf: &Document, e: &Dictionary) -> Option<ObjectId> {
            e.get(b"Pg")
                .ok()
                .map(|p| p.as_reference().unwrap())
                .or_else(|| {
                    let kids = e.get(b"K").ok()?.as_array().ok()?;
                    kids.iter()
                        .filter_map(|k| k.as_reference().ok())
                        .find_map(|id| page(pdf, pdf.get_dictionary(id).unwrap()))
                })
        }
        let a = dict(pdf, elem.get(b"A").expect("a figure or table has its /A"));
        assert_eq!(a.get(b"O").unwrap().as_name().unwrap(), b"Layout");
        let b = array(pdf, a.get(b"BBox").expect("a /BBox"));
        let b: Vec<f64> = b.iter().map(|v| v.as_float().unwrap() as f64).collect();
        let pg = page(pdf, elem).expect("a figure or table on a page");
        out.push((kind, pg, [b[0], b[1], b[2], b[3]]));
    }
    for k in kids {
        layout_boxes(pdf, k, out);
    }
}

/// The figures and tables of a laid-out document in reading order: type, page index, the
/// box layout gave it and the ink drawn inside it, both in PDF points (y up).
fn scene_boxes(doc: &boardgen_core::scene::Document) -> Vec<(String, usize, [f64; 4], [f64; 4])> {
    use boardgen_core::scene::{leaf_bounds, visit, Item, Tag};
    use boardgen_core::units::{Point, Rect, Transform, MM_PER_PT};
    type Found = Vec<(String, Rect, Option<Rect>)>;
    fn walk(doc: &boardgen_core::scene::Document, items: &[Item], t: Transform, out: &mut Found) {
        for i in items {
            let Item::Group(g) = i else { continue };
            let inner = t.after(&g.transform);
            let mut ink: Option<Rect> = None;
            visit(doc, &g.items, inner, &mut |leaf, t| {
                if let Some(b) = leaf_bounds(leaf, &t) {
                    ink = Some(ink.map_or(b, |i| i.union(&b)));
                }
            });
            let (kind, placed) = match &g.tag {
                // A figure is placed where it draws.
                Some(Tag::Figure { .. }) => ("Figure", ink.expect("a figure draws")),
                Some(Tag::Table { bbox: r }) => {
                    let (p, q) = (
                        inner.apply(Point::new(r.x, r.y)),
                        inner.apply(Point::new(r.right(), r.bottom())),
                    );
                    let placed = Rect::new(
                        p.x.min(q.x),
                        p.y.min(q.y),
                        (q.x - p.x).abs(),
                        (q.y - p.y).abs(),
                    );
                    ("Table", placed)
                }
                _ => {
                    walk(doc, &g.items, inner, out);
                    continue;
                }
            };
            out.push((kind.to_string(), placed, ink));
            walk(doc, &g.items, inner, out);
        }
    }
    let mut out = Vec::new();
    for (n, page) in doc.pages.iter().enumerate() {
        let mut found = Vec::new();
        walk(doc, &page.items, Transform::identity(), &mut found);
        let h = page.size.h;
        let pts = |r: Rect| [r.x, h - r.bottom(), r.right(), h - r.y].map(|v| v / MM_PER_PT);
        for (kind, placed, ink) in found {
            out.push((kind, n, pts(placed), pts(ink.unwrap_or(placed))));
        }
    }
    out
}

/// Every Figure and Table of a tagged kit or handout has its `/BBox` (ISO 32000-1 Table
/// 344): on its page, inside its MediaBox, round the drawing of the element; a table where
/// layout placed it (to 0.5 pt), a figure what it draws, lettering included (to 1 pt).
#[test]
fn figures_and_tables_have_their_boxes() {
    use boardgen_core::export::pdf::{render, PdfOptions};
    use boardgen_core::layout::{handout_document, kit_document, ClassSet, Options, SheetKind};
    let one = ClassSet {
        copies: 1,
        n_up: 1,
        booklet: false,
        two_sided: false,
    };
    let (mut checked, mut diagrams) = (0, 0);
    for id in ["camels-and-carpets", "royal-carpet"] {
        let kit = boardgen_core::kit::Kit::builtin(id).unwrap();
        for paper in ["a4", "letter"] {
            for mono in [false, true] {
                let o = Options {
                    paper: boardgen_core::paper::Paper::parse(paper).unwrap(),
                    mono,
                    ..Options::default()
                };
                let large = Options {
                    large_print: true,
                    sheets: vec![SheetKind::Rules, SheetKind::Assembly],
                    ..o.clone()
                };
                let docs = [
                    ("kit", kit_document(&kit, &o).unwrap()),
                    ("large print", handout_document(&kit, &large, one).unwrap()),
                ];
                for (what, doc) in docs {
                    let bytes = render(&doc, &PdfOptions::default()).unwrap();
                    let pdf = Document::load_mem(&bytes).unwrap();
                    let root = pdf.trailer.get(b"Root").unwrap();
                    let st = dict(&pdf, dict(&pdf, root).get(b"StructTreeRoot").unwrap());
                    let mut read = Vec::new();
                    layout_boxes(&pdf, dict(&pdf, st.get(b"K").unwrap()), &mut read);
                    let laid = scene_boxes(&doc);
                    let at = format!("{id} {paper} mono {mono} {what}");
                    assert_eq!(read.len(), laid.len(), "{at}");
                    let pages: BTreeMap<ObjectId, usize> = pdf
                        .get_pages()
                        .into_iter()
                        .map(|(n, p)| (p, n as usize - 1))
                        .collect();
                    for ((kind, pg, b), (k, n, placed, ink)) in read.iter().zip(&laid) {
                        assert_eq!((kind, pages[pg]), (k, *n), "{at}");
                        let media = common::inherited(&pdf, *pg, b"MediaBox");
                        let m: Vec<f64> = media
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|v| v.as_float().unwrap() as f64)
                            .collect();
                        assert!(
                            b[0] >= m[0] && b[1] >= m[1] && b[2] <= m[2] && b[3] <= m[3],
                            "{at}: {kind} {b:?} outside the MediaBox {m:?}"
                        );
                        assert!(b[0] < b[2] && b[1] < b[3], "{at}: {kind} {b:?} is empty");
                        let within = if kind == "Figure" { 1.0 } else { 0.5 };
                        for i in 0..4 {
                            assert!(
                                (b[i] - placed[i]).abs() <= within,
                                "{at}: {kind} {b:?}, drawn at {placed:?}"
                            );
                        }
                        // The box is where the element's drawing is.
                        let centre = [(ink[0] + ink[2]) / 2.0, (ink[1] + ink[3]) / 2.0];
                        assert!(
                            (b[0]..=b[2]).contains(&centre[0])
                                && (b[1]..=b[3]).contains(&centre[1]),
                            "{at}: {kind} {b:?}, its drawing at {ink:?}"
                        );
                        diagrams += usize::from(kind == "Table" || b[2] - b[0] > 100.0);
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 0 && diagrams > 0);
}
