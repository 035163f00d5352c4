//! The structure tree of a tagged PDF, from the elements the content writer met in reading
//! order: a `Document` holding headings, paragraphs, lists, tables and figures with their
//! `Alt` text, each pointing at its marked content; the parent tree that leads back from
//! each marked-content id; and what PDF/UA asks of the catalog (`/MarkInfo`, `/Lang`, the
//! title shown, XMP metadata naming PDF/UA-1).

use lopdf::{Dictionary, Object, ObjectId, Stream, StringFormat};

use super::{role, Node};
use crate::scene::{Document, Tag};

/// The language of the built-in texts.
const LANG: &str = "en";

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

/// List items one after another become one list (`L`), at every level.
fn lists(nodes: Vec<Node>) -> Vec<Node> {
    let mut out: Vec<Node> = Vec::new();
    for mut n in nodes {
        n.kids = lists(n.kids);
        if n.tag == Some(Tag::ListItem) {
            if let Some(l) = out
                .last_mut()
                .filter(|l| l.tag.is_none() && !l.kids.is_empty())
            {
                l.kids.push(n);
                continue;
            }
            out.push(Node {
                tag: None,
                page: n.page,
                mcids: Vec::new(),
                kids: vec![n],
            });
        } else {
            out.push(n);
        }
    }
    out
}

/// Adds the structure tree of `nodes` (each page's top elements in reading order) to the
/// document whose pages are `pages`, and marks the catalog as a tagged PDF/UA document.
pub(super) fn add(
    lo: &mut lopdf::Document,
    doc: &Document,
    pages: &[ObjectId],
    nodes: Vec<Node>,
    producer: &str,
) -> Result<(), lopdf::Error> {
    let root_id = lo.new_object_id();
    let document = lo.new_object_id();
    // Each page's marked-content ids, in order, with the element that holds each.
    let mut parents: Vec<Vec<(u32, ObjectId)>> = vec![Vec::new(); pages.len()];
    let kids = elements(lo, lists(nodes), document, pages, &mut parents);
    let mut d = Dictionary::new();
    d.set("Type", Object::Name(b"StructElem".to_vec()));
    d.set("S", Object::Name(b"Document".to_vec()));
    d.set("P", Object::Reference(root_id));
    d.set("K", kids);
    lo.objects.insert(document, Object::Dictionary(d));

    let mut nums = Vec::new();
    for (i, (page, mut ids)) in pages.iter().zip(parents).enumerate() {
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
    lo.objects.insert(root_id, Object::Dictionary(root));

    let mut meta = Stream::new(
        Dictionary::from_iter(vec![
            ("Type", Object::Name(b"Metadata".to_vec())),
            ("Subtype", Object::Name(b"XML".to_vec())),
        ]),
        xmp(&doc.title, producer).into_bytes(),
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
    catalog.set("Lang", text(LANG));
    catalog.set("Metadata", Object::Reference(meta));
    if let Ok(Object::Dictionary(prefs)) = catalog.get_mut(b"ViewerPreferences") {
        prefs.set("DisplayDocTitle", Object::Boolean(true));
    }
    Ok(())
}

/// Writes `nodes` as structure elements under `parent`, returning their references (and a
/// leaf's marked-content ids where a list of kids may hold them).
fn elements(
    lo: &mut lopdf::Document,
    nodes: Vec<Node>,
    parent: ObjectId,
    pages: &[ObjectId],
    parents: &mut [Vec<(u32, ObjectId)>],
) -> Vec<Object> {
    let mut out = Vec::new();
    for n in nodes {
        let id = lo.new_object_id();
        // `/Type /StructElem` is optional, and `/Pg` names the page of the element's own
        // marked content: left out where they say nothing, they cost nothing to write.
        let mut d = Dictionary::new();
        let s = n.tag.as_ref().map_or("L", role);
        d.set("S", Object::Name(s.as_bytes().to_vec()));
        d.set("P", Object::Reference(parent));
        if !n.mcids.is_empty() {
            d.set("Pg", Object::Reference(pages[n.page]));
        }
        match &n.tag {
            Some(Tag::Figure { alt, .. }) => d.set("Alt", text(alt)),
            Some(Tag::TableHeader) => d.set(
                "A",
                Dictionary::from_iter(vec![
                    ("O", Object::Name(b"Table".to_vec())),
                    ("Scope", Object::Name(b"Both".to_vec())),
                ]),
            ),
            _ => {}
        }
        let mut kids: Vec<Object> = n
            .mcids
            .iter()
            .map(|&m| {
                parents[n.page].push((m, id));
                Object::Integer(m as i64)
            })
            .collect();
        kids.extend(elements(lo, n.kids, id, pages, parents));
        d.set("K", kids);
        lo.objects.insert(id, Object::Dictionary(d));
        out.push(Object::Reference(id));
    }
    out
}

/// The XMP packet: the title, and the PDF/UA-1 identification.
fn xmp(title: &str, producer: &str) -> String {
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
<dc:language><rdf:Bag><rdf:li>{LANG}</rdf:li></rdf:Bag></dc:language>\n\
<pdf:Producer>{}</pdf:Producer>\n\
<xmp:CreatorTool>boardgen</xmp:CreatorTool>\n\
<pdfuaid:part>1</pdfuaid:part>\n\
</rdf:Description>\n</rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>\n",
        esc(title),
        esc(producer)
    )
}
