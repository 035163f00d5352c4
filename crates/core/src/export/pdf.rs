//! PDF backend. printpdf owns the document (pages, boxes, the XObject registry, metadata,
//! serialisation); the drawing itself is encoded once by the small content-stream writer
//! below: each symbol (piece art, a class set's page) as a Form XObject handed to printpdf,
//! and each distinct page drawing as one content stream that every page showing it shares,
//! so the copies of a class set cost what they weigh. Text is written as glyph ids of the
//! embedded faces (Identity-H), which are subset with `subsetter` and embedded as CID fonts
//! with widths and a ToUnicode map, so text stays searchable. lopdf then fixes up what
//! printpdf 0.12.8 gets wrong or leaves out: boxes in `[llx lly urx ury]` form,
//! `/ViewerPreferences`, a deterministic `/ID`, no dates, no empty `/GTS_PDFXVersion`, and
//! write errors that are reported instead of dropped.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use lopdf::{Dictionary, Object, ObjectId, Stream, StringFormat};
use printpdf::{
    DictItem, ExternalStream, ExternalXObject, Mm, PdfDocument, PdfPage, PdfSaveOptions, XObject,
    XObjectId,
};

mod content;
mod deflate;
mod fixup;
mod fonts;
mod pack;
mod structure;
mod tagging;

use content::*;
use deflate::*;
pub use fixup::*;
use fonts::*;
use tagging::*;

use structure::{role, Node};

use crate::font::{self, Weight};
use crate::scene::{
    Color, Document, Group, Hatch, Image, Item, Paint, Path, PathCmd, Raster, Stroke, Tag, Text,
};
use crate::units::{Point, Rect, Transform, MM_PER_PT};

/// Knobs of the PDF backend.
#[derive(Debug, Clone, PartialEq)]
pub struct PdfOptions {
    /// Embed only the glyphs used (small files); false embeds the whole font.
    pub subset_fonts: bool,
    /// Producer string written to the document information.
    pub producer: String,
    /// Stroke every page's cuts in a `CutContour` spot colour, overprinting, on an optional
    /// content layer of that name: what a print shop's RIP sends to its contour cutter.
    pub cut_contour: bool,
    /// The language of the document's words, as a BCP 47 tag: the catalog's `/Lang` and
    /// the XMP `dc:language`. A kit gives its game's (`Kit::lang`): the rules are most of
    /// the words, and boardgen's own are in that language whenever the game is.
    pub lang: String,
}

impl Default for PdfOptions {
    fn default() -> Self {
        Self {
            subset_fonts: true,
            producer: format!("boardgen {}", env!("CARGO_PKG_VERSION")),
            cut_contour: false,
            lang: crate::lang::Lang::default().tag().to_string(),
        }
    }
}

/// Why a PDF could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    /// printpdf reported an error while building the document.
    #[error("{}", crate::exit::Exit::said(self))]
    Generate(String),
    /// The document structure was not as expected during fix-ups.
    #[error("{}", crate::exit::Exit::said(self))]
    Fixup(#[from] lopdf::Error),
    /// Serialising the document failed.
    #[error("{}", crate::exit::Exit::said(self))]
    Write(#[from] std::io::Error),
}

impl crate::exit::Exit for PdfError {
    fn is_bad_input(&self) -> bool {
        // The input has been checked before the PDF is made: what fails now is the machine.
        false
    }

    fn said(&self) -> crate::said::Said {
        use crate::said::Said;
        match self {
            PdfError::Generate(why) => Said::new("refuse-pdf-generate").arg("why", why),
            PdfError::Fixup(e) => Said::new("refuse-pdf-fixup").arg("why", e.to_string()),
            PdfError::Write(e) => Said::new("refuse-pdf-write").arg("why", e.to_string()),
        }
    }
}

/// Renders the whole document as one multi-page PDF.
pub fn render(doc: &Document, opts: &PdfOptions) -> Result<Vec<u8>, PdfError> {
    let mut pdf = PdfDocument::new(&doc.title);
    pdf.metadata.info.producer = opts.producer.clone();
    pdf.metadata.info.creator = "boardgen".into();

    let mut glyphs = Glyphs::default();
    let mut used = BTreeSet::new();
    let mut pictures = Vec::new();
    // Each distinct page drawing once (the copies of a class set are one), and which one
    // each page shows.
    let mut drawings: BTreeMap<Vec<u8>, usize> = BTreeMap::new();
    let mut shows = Vec::with_capacity(doc.pages.len());
    // Pages that print alike (one drawing, the same sheet and boxes) are one printpdf page;
    // the others repeat its dictionary (see `fix_up`), so a copy costs one small object.
    // `firsts[k]` is the first page printed as page `k`; `page_of[i]` is `k`.
    let mut alike: BTreeMap<(usize, [u64; 7]), usize> = BTreeMap::new();
    let mut firsts = Vec::new();
    let mut page_of = Vec::with_capacity(doc.pages.len());
    // The y flip, encoded once per page height.
    let mut flips: Vec<(f64, Vec<u8>)> = Vec::new();
    // A document whose pages say what their parts are is a tagged PDF: each page's tags
    // become marked content and the structure tree; a class set's pages, which place a
    // handout's pages as forms, are for paper and stay untagged.
    let tagged = doc.pages.iter().any(|p| p.items.iter().any(has_tags));
    let mut structure: Vec<Node> = Vec::new();
    let bounds = crate::scene::symbol_bounds(doc);
    for (i, page) in doc.pages.iter().enumerate() {
        let h = page.size.h;
        let flip = match flips.iter().position(|(fh, _)| *fh == h) {
            Some(f) => f,
            None => {
                let mut w = Writer::new(&mut glyphs, &mut used, &mut pictures);
                // The one y flip: scene millimetres (y down) to PDF points (y up).
                w.cm(&Transform {
                    a: 1.0 / MM_PER_PT,
                    b: 0.0,
                    c: 0.0,
                    d: -1.0 / MM_PER_PT,
                    e: 0.0,
                    f: h / MM_PER_PT,
                });
                flips.push((h, w.out));
                flips.len() - 1
            }
        };
        let mut w = Writer::new(&mut glyphs, &mut used, &mut pictures);
        if tagged {
            w.tags = Some(Tagging::new(i, h, &bounds));
        }
        w.out.extend_from_slice(&flips[flip].1);
        w.items(&page.items);
        if opts.cut_contour && !page.cuts.is_empty() {
            w.contour(&page.cuts);
        }
        if let Some(t) = w.tags.take() {
            // What a page turn broke off joins the element it continues.
            structure::join(&mut structure, t.finish());
        }
        let n = drawings.len();
        let d = *drawings.entry(w.out).or_insert(n);
        shows.push(d);
        let t = page.trim;
        let sheet = [page.size.w, h, t.x, t.y, t.w, t.h, page.bleed].map(f64::to_bits);
        let n = alike.len();
        let k = *alike.entry((d, sheet)).or_insert_with(|| {
            firsts.push(i);
            // printpdf makes the page; its content and boxes are set in `fix_up`.
            pdf.pages.push(PdfPage::new(
                Mm(page.size.w as f32),
                Mm(h as f32),
                Vec::new(),
            ));
            n
        });
        page_of.push(k);
    }
    let mut contents = vec![Vec::new(); drawings.len()];
    for (bytes, i) in drawings {
        contents[i] = bytes;
    }

    // Symbols, each once, including those placed only by other symbols.
    let mut done = BTreeSet::new();
    while let Some(&s) = used.difference(&done).next() {
        done.insert(s);
        let items = &doc.symbols[s].items;
        let mut w = Writer::new(&mut glyphs, &mut used, &mut pictures);
        w.items(items);
        let bytes = w.out;
        let b = bounds[s].unwrap_or_default().inflate(1.0);
        add_form(&mut pdf, &symbol_id(s), bytes, b);
    }

    let save = PdfSaveOptions {
        optimize: false,
        subset_fonts: false,
        secure: true,
        image_optimization: None,
    };
    let mut warnings = Vec::new();
    let mut lo = pdf.to_lopdf_document(&save, &mut warnings);
    if let Some(e) = warnings
        .iter()
        .find(|w| matches!(w.severity, printpdf::PdfParseErrorSeverity::Error))
    {
        return Err(PdfError::Generate(e.msg.clone()));
    }
    let mut fonts = Dictionary::new();
    for w in Weight::ALL {
        let g = &glyphs.0[w as usize];
        if !g.is_empty() {
            let id = embed_font(&mut lo, w, g, opts.subset_fonts)?;
            fonts.set(font_name(w), Object::Reference(id));
        }
    }
    let sheets = Sheets {
        shows: &shows,
        firsts: &firsts,
        page_of: &page_of,
    };
    let page_ids = fix_up(&mut lo, doc, fonts, contents, &sheets)?;
    if opts.cut_contour {
        add_contour_resources(&mut lo)?;
    }
    if tagged {
        structure::add(
            &mut lo,
            doc,
            &page_ids,
            structure,
            &opts.producer,
            &opts.lang,
        )?;
    }
    embed_pictures(&mut lo, &pictures)?;
    compress(&mut lo);
    save_with_id(&mut lo, tagged)
}

/// Writes the file once with a placeholder `/ID`, then patches in a hash of those bytes: a
/// deterministic id without serialising twice. The placeholder and the id have the same
/// length, so no offset moves.
fn save_with_id(lo: &mut lopdf::Document, packed: bool) -> Result<Vec<u8>, PdfError> {
    const PLACEHOLDER: &[u8; 16] = b"boardgen-file-id";
    let id = Object::String(PLACEHOLDER.to_vec(), StringFormat::Hexadecimal);
    lo.trailer.set("ID", Object::Array(vec![id.clone(), id]));
    let mut bytes = Vec::new();
    if packed {
        // A structure tree is hundreds of small dictionaries: deflated together in an object
        // stream, they cost a fraction of their plain size.
        bytes = DEFLATE.with_borrow_mut(|z| {
            let mut out = Vec::new();
            pack::write(lo, &mut |data| z.deflate(data, &mut out))
        });
    } else {
        lo.save_to(&mut bytes)?;
    }
    let hex: Vec<u8> = PLACEHOLDER
        .iter()
        .flat_map(|b| format!("{b:02X}").into_bytes())
        .collect();
    let hash = fnv128(&bytes).into_bytes();
    // The trailer comes last, so the placeholder is the last two matches.
    for _ in 0..2 {
        let at = bytes
            .windows(hex.len())
            .rposition(|w| w == hex.as_slice())
            .ok_or_else(|| PdfError::Generate("file id placeholder not written".into()))?;
        bytes[at..at + hex.len()].copy_from_slice(&hash);
    }
    Ok(bytes)
}

/// Registers a Form XObject drawing `content`, clipped to `bbox` (in its own space).
/// Its `/Resources` are set after printpdf has numbered the objects (see [`fix_up`]).
fn add_form(pdf: &mut PdfDocument, id: &XObjectId, content: Vec<u8>, bbox: Rect) {
    let mut dict = BTreeMap::new();
    dict.insert("Type".to_string(), DictItem::Name(b"XObject".to_vec()));
    dict.insert("Subtype".to_string(), DictItem::Name(b"Form".to_vec()));
    let r = |v: f64| DictItem::Real(((v * 1000.0).round() / 1000.0) as f32);
    dict.insert(
        "BBox".to_string(),
        DictItem::Array(vec![
            r(bbox.x),
            r(bbox.y),
            r(bbox.right()),
            r(bbox.bottom()),
        ]),
    );
    pdf.resources.xobjects.map.insert(
        id.clone(),
        XObject::External(ExternalXObject {
            stream: ExternalStream {
                dict,
                content,
                compress: true,
            },
            width: None,
            height: None,
            dpi: None,
        }),
    );
}

/// The resource name of symbol `s`'s form; the content writer spells it the same way.
fn symbol_id(s: usize) -> XObjectId {
    XObjectId(format!("S{s}"))
}

/// The resource name of a face.
fn font_name(w: Weight) -> String {
    format!("F{}", w.key())
}

/// Which drawing each page shows and which printpdf page prints it (see [`render`]).
struct Sheets<'a> {
    /// Content stream index of each page of the document.
    shows: &'a [usize],
    /// The first page of the document printed as each printpdf page.
    firsts: &'a [usize],
    /// The printpdf page each page of the document repeats.
    page_of: &'a [usize],
}

/// A scene rectangle as a PDF box `[llx lly urx ury]` in points.
fn pdf_box(r: Rect, page_h: f64) -> Object {
    // Whole numbers (the corners at 0) as integers: lopdf formats reals through `core::fmt`,
    // which shows in a class set's thousand pages.
    let p = |mm: f64| {
        let thousandths = ((mm / MM_PER_PT) * 1000.0).round();
        if thousandths % 1000.0 == 0.0 {
            Object::Integer((thousandths / 1000.0) as i64)
        } else {
            Object::Real(thousandths as f32 / 1000.0)
        }
    };
    Object::Array(vec![
        p(r.x),
        p(page_h - r.bottom()),
        p(r.right()),
        p(page_h - r.y),
    ])
}

/// 128-bit FNV-1a, as 32 hex digits: enough to make a stable, content-derived file id.
fn fnv128(bytes: &[u8]) -> String {
    let mut h: u128 = 0x6c62272e07bb014262b821756295c58d;
    for &b in bytes {
        h ^= b as u128;
        h = h.wrapping_mul(0x0000000001000000000000000000013B);
    }
    format!("{h:032X}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_flip_into_pdf_space() {
        let b = pdf_box(Rect::new(10.0, 20.0, 100.0, 50.0), 297.0);
        let Object::Array(a) = b else { panic!() };
        let v: Vec<f32> = a.iter().map(|o| o.as_float().unwrap()).collect();
        let expect = [10.0, 227.0, 110.0, 277.0].map(|mm| (mm / MM_PER_PT) as f32);
        for (x, e) in v.iter().zip(expect) {
            assert!((x - e).abs() < 0.01, "{v:?}");
        }
    }

    #[test]
    fn numbers_are_fixed_precision_without_exponents() {
        let mut g = Glyphs::default();
        let mut u = BTreeSet::new();
        let mut p = Vec::new();
        let mut w = Writer::new(&mut g, &mut u, &mut p);
        for v in [
            0.0,
            -0.0001,
            1.5,
            -2.25,
            0.0625,
            12345.0004,
            1e-9,
            0.1 + 0.2,
            -0.0005,
        ] {
            w.mm(v);
        }
        w.num(0.05, 1);
        w.num(1.0 / 3.0, 6);
        let s = String::from_utf8(w.out).unwrap();
        // 0.0625 is a tie: exact rounding goes to the even digit.
        assert_eq!(s, "0 0 1.5 -2.25 0.062 12345 0 0.3 -0.001 0.1 0.333333 ");
    }

    /// Each page's text as a reader gets it: every string shown, its glyph ids read through
    /// the font's /ToUnicode map.
    fn text_layer(pdf: &[u8]) -> Vec<String> {
        let doc = lopdf::Document::load_mem(pdf).unwrap();
        let mut shown = Vec::new();
        for (_, page) in doc.get_pages() {
            let mut maps: BTreeMap<Vec<u8>, BTreeMap<u16, String>> = BTreeMap::new();
            for (name, font) in doc.get_page_fonts(page).unwrap() {
                let cmap = font.get(b"ToUnicode").unwrap().as_reference().unwrap();
                let Object::Stream(s) = doc.get_object(cmap).unwrap() else {
                    panic!("ToUnicode is a stream")
                };
                let text = String::from_utf8(s.decompressed_content().unwrap_or(s.content.clone()))
                    .unwrap();
                let map = text
                    .lines()
                    .filter_map(|l| {
                        let (g, u) = l.strip_prefix('<')?.split_once("> <")?;
                        let u = u.strip_suffix('>')?;
                        let units: Vec<u16> = (0..u.len() / 4)
                            .map(|i| u16::from_str_radix(&u[4 * i..4 * i + 4], 16).unwrap())
                            .collect();
                        Some((
                            u16::from_str_radix(g, 16).ok()?,
                            String::from_utf16(&units).ok()?,
                        ))
                    })
                    .collect();
                maps.insert(name, map);
            }
            let content = doc.get_and_decode_page_content(page).unwrap();
            let mut font = Vec::new();
            for op in content.operations {
                match (op.operator.as_str(), op.operands.first()) {
                    ("Tf", Some(Object::Name(n))) => font = n.clone(),
                    ("Tj", Some(Object::String(bytes, _))) => shown.push(
                        bytes
                            .chunks(2)
                            .map(|c| maps[&font][&u16::from_be_bytes([c[0], c[1]])].clone())
                            .collect(),
                    ),
                    _ => {}
                }
            }
        }
        shown
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
        /// What a reader copies, searches and hears is what is drawn, for any text of the
        /// five languages' alphabets with soft hyphens and no-break spaces among it: in both
        /// weights, tagged or not, subset or whole fonts.
        #[test]
        fn the_text_layer_reads_as_drawn(
            picks in proptest::collection::vec(proptest::collection::vec(0usize..1000, 1..30), 1..6),
            subset: bool,
        ) {
            const ALPHABET: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ\
                àâäçéèêëîïôöœùûüÿßñáíóúÀÂÄÇÉÈÊËÎÏÔÖŒÙÛÜŸÑÁÍÓÚ¿¡«»’‘„“”–— -.,;:!?()0123456789\u{AD}\u{A0}";
            let alphabet: Vec<char> = ALPHABET.chars().collect();
            let texts: Vec<(String, Weight)> = picks
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let w = if i % 2 == 0 { Weight::Bold } else { Weight::Regular };
                    (p.iter().map(|k| alphabet[k % alphabet.len()]).collect(), w)
                })
                .collect();
            let item = |(i, (t, w)): (usize, &(String, Weight))| {
                let text = Item::Text(crate::scene::Text {
                    pos: Point::new(10.0, 20.0 + 10.0 * i as f64),
                    text: t.clone(),
                    size: 4.0,
                    anchor: crate::scene::Anchor::Start,
                    weight: *w,
                    fill: crate::scene::Color::BLACK,
                });
                // Every other line inside a tagged heading or paragraph.
                let tag = [None, Some(crate::scene::Tag::Heading(1)), Some(crate::scene::Tag::Para)][i % 3].clone();
                match tag {
                    Some(tag) => Item::Group(crate::scene::Group {
                        transform: Transform::identity(),
                        items: vec![text],
                        tag: Some(tag),
                    }),
                    None => text,
                }
            };
            let size = crate::units::Size { w: 210.0, h: 297.0 };
            let page = crate::scene::Page {
                name: "p".into(),
                size,
                trim: Rect::new(0.0, 0.0, size.w, size.h),
                bleed: 0.0,
                safe: Rect::new(0.0, 0.0, size.w, size.h),
                items: texts.iter().enumerate().map(item).collect(),
                cuts: Default::default(),
            };
            let doc = Document { title: "t".into(), pages: vec![page], symbols: vec![] };
            let pdf = render(&doc, &PdfOptions { subset_fonts: subset, ..Default::default() }).unwrap();
            // A character that shares its glyph with another reads as the lowest of them.
            let plain = |c: char, w: Weight| {
                let id = font::get(w).shape(&c.to_string())[0].id;
                alphabet
                    .iter()
                    .filter(|a| **a != font::SOFT_HYPHEN && font::get(w).shape(&a.to_string())[0].id == id)
                    .min()
                    .copied()
                    .unwrap()
            };
            let want: Vec<String> = texts
                .iter()
                .map(|(t, w)| t.chars().filter(|c| *c != font::SOFT_HYPHEN).map(|c| plain(c, *w)).collect::<String>())
                .filter(|t| !t.is_empty())
                .collect();
            proptest::prop_assert_eq!(text_layer(&pdf), want);
        }
    }

    #[test]
    fn fnv_is_stable() {
        assert_eq!(fnv128(b"boardgen"), fnv128(b"boardgen"));
        assert_ne!(fnv128(b"boardgen"), fnv128(b"boardgen!"));
    }
}
