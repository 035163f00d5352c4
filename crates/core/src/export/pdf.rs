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

mod pack;
mod structure;

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
    #[error("PDF generation failed: {0}")]
    Generate(String),
    /// The document structure was not as expected during fix-ups.
    #[error("PDF fix-up failed: {0}")]
    Fixup(#[from] lopdf::Error),
    /// Serialising the document failed.
    #[error("writing the PDF failed: {0}")]
    Write(#[from] std::io::Error),
}

impl crate::exit::Exit for PdfError {
    fn is_bad_input(&self) -> bool {
        // The input has been checked before the PDF is made: what fails now is the machine.
        false
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
            w.tags = Some(Tagging::new(i, h));
        }
        w.out.extend_from_slice(&flips[flip].1);
        w.items(&page.items);
        if opts.cut_contour && !page.cuts.is_empty() {
            w.contour(&page.cuts);
        }
        if let Some(t) = w.tags.take() {
            structure.extend(t.finish());
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
    let bounds = crate::scene::symbol_bounds(doc);
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

/// lopdf fix-ups, and the one resource dictionary every page and form shares: the fonts and
/// printpdf's XObject registry (forms place other forms).
fn fix_up(
    lo: &mut lopdf::Document,
    doc: &Document,
    fonts: Dictionary,
    contents: Vec<Vec<u8>>,
    sheets: &Sheets,
) -> Result<Vec<ObjectId>, lopdf::Error> {
    lo.version = "1.7".into();
    let pages: Vec<_> = lo.get_pages().into_values().collect();
    // printpdf gives every page its own resource dictionary, naming shared (and, but for
    // the XObjects, empty) font, ExtGState and shading dictionaries. The shared dictionary
    // replaces them all; they are removed here rather than by a search for unreachable
    // objects.
    let mut xobjects = None;
    for &page in &pages {
        let res = lo.get_dictionary(page)?.get(b"Resources")?.as_reference()?;
        if xobjects.is_none() {
            let dict = lo.get_dictionary(res)?;
            xobjects = Some(dict.get(b"XObject")?.as_reference()?);
            let unused: Vec<ObjectId> = [&b"Font"[..], b"ExtGState", b"Shading"]
                .into_iter()
                .filter_map(|key| dict.get(key).and_then(Object::as_reference).ok())
                .collect();
            for id in unused {
                lo.objects.remove(&id);
            }
        }
        lo.objects.remove(&res);
    }
    let xobjects = xobjects.unwrap_or_else(|| lo.add_object(Dictionary::new()));
    let mut shared = Dictionary::new();
    if !fonts.is_empty() {
        shared.set("Font", fonts);
    }
    shared.set("XObject", Object::Reference(xobjects));
    let shared = lo.add_object(shared);
    let forms: Vec<ObjectId> = lo
        .get_dictionary(xobjects)?
        .iter()
        .filter_map(|(_, v)| v.as_reference().ok())
        .collect();
    for form in forms {
        lo.get_object_mut(form)?
            .as_stream_mut()?
            .dict
            .set("Resources", Object::Reference(shared));
    }
    // printpdf's (empty) content streams give way to the drawings.
    for &page in &pages {
        let old = lo.get_dictionary(page)?.get(b"Contents")?.as_reference()?;
        lo.objects.remove(&old);
    }
    let streams: Vec<ObjectId> = contents
        .into_iter()
        .map(|c| lo.add_object(Stream::new(Dictionary::new(), c)))
        .collect();
    // What every page shares is said once, on the page tree, and inherited: the resources,
    // and the first page's MediaBox (a page of another size gives its own). A class set's
    // thousand pages then each carry only their TrimBox and content.
    let sheet = |p: &crate::scene::Page| Rect::new(0.0, 0.0, p.size.w, p.size.h);
    let common = doc.pages.first().map(sheet);
    for (page_id, &first) in pages.iter().zip(sheets.firsts) {
        let page = &doc.pages[first];
        let h = page.size.h;
        let dict = lo.get_object_mut(*page_id)?.as_dict_mut()?;
        dict.remove(b"Resources");
        dict.set("Contents", Object::Reference(streams[sheets.shows[first]]));
        // The CropBox defaults to the MediaBox.
        dict.remove(b"CropBox");
        if common == Some(sheet(page)) {
            dict.remove(b"MediaBox");
        } else {
            dict.set("MediaBox", pdf_box(sheet(page), h));
        }
        // TrimBox is the cut (the whole sheet when nothing is cut); BleedBox adds the bleed,
        // kept inside the MediaBox.
        dict.set("TrimBox", pdf_box(page.trim, h));
        if page.bleed > 0.0 && page.is_cut() {
            let b = page.trim.inflate(page.bleed);
            let x = b.x.max(0.0);
            let y = b.y.max(0.0);
            let clamped = Rect::new(x, y, b.right().min(page.size.w) - x, b.bottom().min(h) - y);
            dict.set("BleedBox", pdf_box(clamped, h));
        }
        let empty_annots = matches!(dict.get(b"Annots"), Ok(Object::Array(a)) if a.is_empty());
        if empty_annots {
            dict.remove(b"Annots");
        }
    }
    // Every page in document order: a page that prints like an earlier one is a copy of
    // that one's dictionary.
    let mut kids = Vec::with_capacity(sheets.page_of.len());
    let mut made = vec![false; pages.len()];
    for &k in sheets.page_of {
        let id = if std::mem::replace(&mut made[k], true) {
            let copy = lo.get_dictionary(pages[k])?.clone();
            lo.add_object(copy)
        } else {
            pages[k]
        };
        kids.push(id);
    }
    let root_id = lo.trailer.get(b"Root")?.as_reference()?;
    let tree_id = lo.get_dictionary(root_id)?.get(b"Pages")?.as_reference()?;
    let tree = lo.get_object_mut(tree_id)?.as_dict_mut()?;
    tree.set("Count", kids.len() as i64);
    tree.set(
        "Kids",
        kids.iter()
            .map(|&k| Object::Reference(k))
            .collect::<Vec<_>>(),
    );
    tree.set("Resources", Object::Reference(shared));
    if let Some(media) = common {
        tree.set("MediaBox", pdf_box(media, media.h));
    }

    let info_id = lo.trailer.get(b"Info")?.as_reference()?;
    let info = lo.get_object_mut(info_id)?.as_dict_mut()?;
    for key in [
        "GTS_PDFXVersion",
        "CreationDate",
        "ModDate",
        "Trapped",
        "Identifier",
        "Keywords",
        "Author",
        "Subject",
    ] {
        info.remove(key.as_bytes());
    }

    let root_id = lo.trailer.get(b"Root")?.as_reference()?;
    let catalog = lo.get_object_mut(root_id)?.as_dict_mut()?;
    let mut prefs = Dictionary::new();
    prefs.set("PrintScaling", Object::Name(b"None".to_vec()));
    catalog.set("ViewerPreferences", Object::Dictionary(prefs));
    lo.trailer.remove(b"ID");
    Ok(kids)
}

/// The spot colour print shops' RIPs take for a contour cut.
pub const CUT_CONTOUR: &str = "CutContour";
/// Width of the contour stroke, mm (0.25 pt).
const CONTOUR_WIDTH: f64 = 0.25 * MM_PER_PT;

/// What `Writer::contour` names: the `CutContour` Separation (alternate 100 % magenta),
/// an overprinting graphics state, and the optional-content layer, all on the shared
/// resources; the layer listed in the catalogue's `/OCProperties`, shown and printed. The
/// default configuration is named, as PDF/UA-1 (7.10) asks of every configuration.
fn add_contour_resources(lo: &mut lopdf::Document) -> Result<(), lopdf::Error> {
    use lopdf::dictionary;
    let tint = dictionary! {
        "FunctionType" => 2,
        "Domain" => vec![0.into(), 1.into()],
        "C0" => vec![0.into(), 0.into(), 0.into(), 0.into()],
        "C1" => vec![0.into(), 1.into(), 0.into(), 0.into()],
        "N" => 1,
    };
    let separation = Object::Array(vec![
        Object::Name(b"Separation".to_vec()),
        Object::Name(CUT_CONTOUR.as_bytes().to_vec()),
        Object::Name(b"DeviceCMYK".to_vec()),
        Object::Dictionary(tint),
    ]);
    let cs = lo.add_object(separation);
    let gs = lo.add_object(dictionary! {
        "Type" => "ExtGState",
        "OP" => true,
        "op" => true,
        "OPM" => 1,
    });
    let ocg = lo.add_object(dictionary! {
        "Type" => "OCG",
        "Name" => Object::string_literal(CUT_CONTOUR),
    });
    let shared = shared_resources(lo)?;
    let res = lo.get_object_mut(shared)?.as_dict_mut()?;
    res.set(
        "ColorSpace",
        dictionary! { "CSCut" => Object::Reference(cs) },
    );
    res.set(
        "ExtGState",
        dictionary! { "GSCut" => Object::Reference(gs) },
    );
    res.set(
        "Properties",
        dictionary! { CUT_CONTOUR => Object::Reference(ocg) },
    );
    let root_id = lo.trailer.get(b"Root")?.as_reference()?;
    let catalog = lo.get_object_mut(root_id)?.as_dict_mut()?;
    catalog.set(
        "OCProperties",
        dictionary! {
            "OCGs" => vec![Object::Reference(ocg)],
            "D" => dictionary! {
                "Name" => Object::string_literal(CUT_CONTOUR),
                "Order" => vec![Object::Reference(ocg)],
                "ON" => vec![Object::Reference(ocg)],
            },
        },
    );
    Ok(())
}

/// The resource dictionary every page inherits from the page tree (see `fix_up`).
fn shared_resources(lo: &lopdf::Document) -> Result<ObjectId, lopdf::Error> {
    let root_id = lo.trailer.get(b"Root")?.as_reference()?;
    let tree_id = lo.get_dictionary(root_id)?.get(b"Pages")?.as_reference()?;
    lo.get_dictionary(tree_id)?
        .get(b"Resources")?
        .as_reference()
}

/// Adds each picture as an image XObject `/P{n}` beside the forms: a JPEG photo as it is
/// (DCTDecode), anything else as samples that `compress` deflates, with its alpha as an
/// SMask. Grey pictures (mono sheets) are DeviceGray; one printed larger than its pixels
/// is marked `/Interpolate`, so that it prints smooth, as the previews draw it.
fn embed_pictures(lo: &mut lopdf::Document, pictures: &[Arc<Raster>]) -> Result<(), lopdf::Error> {
    if pictures.is_empty() {
        return Ok(());
    }
    let shared = shared_resources(lo)?;
    let xobjects = lo.get_dictionary(shared)?.get(b"XObject")?.as_reference()?;
    for (n, p) in pictures.iter().enumerate() {
        let image = |grey: bool, bytes: Vec<u8>, jpeg: bool| {
            let mut d = Dictionary::new();
            d.set("Type", Object::Name(b"XObject".to_vec()));
            d.set("Subtype", Object::Name(b"Image".to_vec()));
            d.set("Width", p.width as i64);
            d.set("Height", p.height as i64);
            let space: &[u8] = if grey { b"DeviceGray" } else { b"DeviceRGB" };
            d.set("ColorSpace", Object::Name(space.to_vec()));
            d.set("BitsPerComponent", 8);
            if jpeg {
                d.set("Filter", Object::Name(b"DCTDecode".to_vec()));
            }
            if p.interpolate {
                d.set("Interpolate", true);
            }
            Stream::new(d, bytes)
        };
        let mut main = if p.jpeg {
            image(p.grey, p.encoded.clone(), true)
        } else {
            image(p.grey, p.pixels.clone(), false)
        };
        if let Some(alpha) = &p.alpha {
            let mask = lo.add_object(image(true, alpha.clone(), false));
            main.dict.set("SMask", Object::Reference(mask));
        }
        let id = lo.add_object(main);
        lo.get_object_mut(xobjects)?
            .as_dict_mut()?
            .set(format!("P{n}"), Object::Reference(id));
    }
    Ok(())
}

/// The glyphs each face shows (glyph id to a character it stands for), indexed by weight.
#[derive(Default)]
struct Glyphs([BTreeMap<u16, char>; 2]);

/// Embeds face `w` as a Type 0 font whose CIDs are the face's glyph ids, with only `glyphs`
/// kept when `subset` (a CIDToGIDMap then maps each id to its place in the subset).
fn embed_font(
    lo: &mut lopdf::Document,
    w: Weight,
    glyphs: &BTreeMap<u16, char>,
    subset: bool,
) -> Result<ObjectId, PdfError> {
    let f = font::get(w);
    let gids: Vec<u16> = glyphs.keys().copied().collect();
    let (program, cid_to_gid) = if subset {
        let remap = subsetter::GlyphRemapper::new_from_glyphs_sorted(&gids);
        let program = subsetter::subset(f.data(), 0, &remap)
            .map_err(|e| PdfError::Generate(format!("subsetting the {w:?} font: {e}")))?;
        let max = gids.last().copied().unwrap_or(0);
        let map: Vec<u8> = (0..=max)
            .flat_map(|g| remap.get(g).unwrap_or(0).to_be_bytes())
            .collect();
        let map = lo.add_object(Stream::new(Dictionary::new(), map));
        (program, Object::Reference(map))
    } else {
        (f.data().to_vec(), Object::Name(b"Identity".to_vec()))
    };

    let mut base = f.postscript_name();
    if subset {
        // A subset tag derived from the glyphs kept, so different subsets get different names.
        let key: Vec<u8> = gids.iter().flat_map(|g| g.to_be_bytes()).collect();
        let h = fnv128(&key);
        let tag: String = h.bytes().take(6).map(|b| (b'A' + b % 26) as char).collect();
        base = format!("{tag}+{base}");
    }
    let name = || Object::Name(base.clone().into_bytes());

    let mut file = Dictionary::new();
    file.set("Length1", program.len() as i64);
    let file = lo.add_object(Stream::new(file, program));
    let [x0, y0, x1, y1] = f
        .bbox_per_mille()
        .map(|v| Object::Integer(v.round() as i64));
    let per_mille = |v: f64| Object::Integer(v.round() as i64);
    let desc = lo.add_object(Dictionary::from_iter(vec![
        ("Type", Object::Name(b"FontDescriptor".to_vec())),
        ("FontName", name()),
        ("Flags", Object::Integer(32)), // non-symbolic
        ("FontBBox", Object::Array(vec![x0, y0, x1, y1])),
        ("ItalicAngle", Object::Integer(0)),
        ("Ascent", per_mille(f.ascent(1000.0))),
        ("Descent", per_mille(-f.descent(1000.0))),
        ("CapHeight", per_mille(f.cap_height(1000.0))),
        (
            "StemV",
            Object::Integer(match w {
                Weight::Regular => 80,
                Weight::Bold => 120,
            }),
        ),
        ("FontFile2", Object::Reference(file)),
    ]));

    // Widths by CID, in thousandths of an em, one array per run of consecutive ids.
    let mut widths: Vec<Object> = Vec::new();
    let mut run: Vec<Object> = Vec::new();
    let mut prev: Option<u16> = None;
    for &g in &gids {
        if prev.is_none_or(|p| p + 1 != g) {
            if !run.is_empty() {
                widths.push(Object::Array(std::mem::take(&mut run)));
            }
            widths.push(Object::Integer(g as i64));
        }
        let em = f.advance(g) * 1000.0 / f.units_per_em();
        run.push(Object::Real(((em * 1000.0).round() / 1000.0) as f32));
        prev = Some(g);
    }
    if !run.is_empty() {
        widths.push(Object::Array(run));
    }
    let system = Dictionary::from_iter(vec![
        ("Registry", Object::string_literal("Adobe")),
        ("Ordering", Object::string_literal("Identity")),
        ("Supplement", Object::Integer(0)),
    ]);
    let cid = lo.add_object(Dictionary::from_iter(vec![
        ("Type", Object::Name(b"Font".to_vec())),
        ("Subtype", Object::Name(b"CIDFontType2".to_vec())),
        ("BaseFont", name()),
        ("CIDSystemInfo", Object::Dictionary(system)),
        ("FontDescriptor", Object::Reference(desc)),
        ("W", Object::Array(widths)),
        ("CIDToGIDMap", cid_to_gid),
    ]));
    let cmap = lo.add_object(Stream::new(Dictionary::new(), to_unicode(glyphs)));
    Ok(lo.add_object(Dictionary::from_iter(vec![
        ("Type", Object::Name(b"Font".to_vec())),
        ("Subtype", Object::Name(b"Type0".to_vec())),
        ("BaseFont", name()),
        ("Encoding", Object::Name(b"Identity-H".to_vec())),
        (
            "DescendantFonts",
            Object::Array(vec![Object::Reference(cid)]),
        ),
        ("ToUnicode", Object::Reference(cmap)),
    ])))
}

/// A ToUnicode CMap: the character each glyph id shows, so text can be searched and copied.
fn to_unicode(glyphs: &BTreeMap<u16, char>) -> Vec<u8> {
    use std::fmt::Write;
    let pairs: Vec<(&u16, &char)> = glyphs.iter().filter(|(g, _)| **g != 0).collect();
    let mut s = String::from(
        "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n\
         /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n\
         /CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n\
         1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n",
    );
    // At most 100 entries per block, as the CMap format requires.
    for chunk in pairs.chunks(100) {
        let _ = writeln!(s, "{} beginbfchar", chunk.len());
        for (g, ch) in chunk {
            let _ = write!(s, "<{g:04X}> <");
            for u in ch.encode_utf16(&mut [0; 2]) {
                let _ = write!(s, "{u:04X}");
            }
            s.push_str(">\n");
        }
        s.push_str("endbfchar\n");
    }
    s.push_str("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n");
    s.into_bytes()
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

/// Deflate level: 2 (zlib-rs's fast matcher) makes files about 5 % larger than 4 and 6 for
/// about 15 % less work on a whole run; still smaller than printpdf's own output was.
const LEVEL: i32 = 2;

thread_local! {
    /// One compressor per thread, kept from document to document: making or resetting one
    /// clears a 128 KiB table, which for the dozens of small streams of a document costs as
    /// much as compressing them.
    static DEFLATE: std::cell::RefCell<Deflater> = std::cell::RefCell::new(Deflater::new());
}

/// A compressor reset before each stream but the first, so that the last stream of a run
/// leaves no reset behind it.
struct Deflater {
    z: zlib_rs::Deflate,
    used: bool,
}

impl Deflater {
    fn new() -> Self {
        let z = zlib_rs::Deflate::new_with_config(zlib_rs::DeflateConfig {
            level: LEVEL,
            method: zlib_rs::Method::Deflated,
            window_bits: 15,
            // 6 (not zlib's 8): a smaller pending buffer for the many small streams; the
            // hash table is the same size whatever this is.
            mem_level: 6,
            strategy: zlib_rs::Strategy::Default,
        });
        Deflater { z, used: false }
    }

    /// `data` deflated, using `out` as room; None when that would not make it smaller.
    fn deflate(&mut self, data: &[u8], out: &mut Vec<u8>) -> Option<Vec<u8>> {
        if self.used {
            self.z.reset();
        }
        self.used = true;
        // Room for deflate's worst case (stored blocks), so one call finishes the stream.
        // The room only grows: cut back to each stream's bound, it was zeroed again for
        // every larger stream after a smaller one.
        let bound = zlib_rs::compress_bound(data.len());
        if out.len() < bound {
            out.resize(bound, 0);
        }
        let done = self
            .z
            .compress(data, &mut out[..bound], zlib_rs::DeflateFlush::Finish);
        let len = self.z.total_out() as usize;
        // The same threshold as lopdf: the filter's name costs about 19 bytes.
        (matches!(done, Ok(zlib_rs::Status::StreamEnd)) && len + 19 < data.len())
            .then(|| out[..len].to_vec())
    }
}

/// Deflates every stream that may be compressed. A stream stays plain when deflate would
/// not make it smaller.
fn compress(lo: &mut lopdf::Document) {
    DEFLATE.with_borrow_mut(|z| {
        let mut out = Vec::new();
        for object in lo.objects.values_mut() {
            let Object::Stream(stream) = object else {
                continue;
            };
            // Under 1.25 KiB deflate saves 0.6 KB on most (the kits' small symbols and
            // pages), less than resetting the compressor (clearing its 128 KiB table,
            // 0.13 M instructions) is worth.
            if !stream.allows_compression
                || stream.dict.has(b"Filter")
                || stream.content.len() < 1280
            {
                continue;
            }
            if let Some(z) = z.deflate(&stream.content, &mut out) {
                stream.dict.set("Filter", "FlateDecode");
                stream.set_content(z);
            }
        }
    });
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

/// True when `item` is, or holds, a tagged group.
fn has_tags(item: &Item) -> bool {
    match item {
        Item::Group(g) => g.tag.is_some() || g.items.iter().any(has_tags),
        _ => false,
    }
}

/// Lines of text among `items`, inside groups too.
fn count_texts(items: &[Item]) -> usize {
    items
        .iter()
        .map(|i| match i {
            Item::Text(_) => 1,
            Item::Group(g) => count_texts(&g.items),
            _ => 0,
        })
        .sum()
}

/// One page's marked content while it is written.
struct Tagging {
    page: usize,
    /// The next marked-content id.
    next: u32,
    /// The page's top elements so far, in reading order.
    top: Vec<Node>,
    /// Elements open, outermost first.
    stack: Vec<Node>,
    /// Inside a marked-content sequence (an artifact or a leaf element).
    open: bool,
    /// Lines of text still to come in the element being written: each but its last ends
    /// with a space, so that a reader joins wrapped lines into words, not "word1word2".
    lines_left: usize,
    /// Drawing a figure, whose content goes in runs, its text as artifacts.
    in_figure: bool,
    /// A run of the figure's marked content is open.
    run: bool,
    /// The page's height and where the group being written draws on it (scene
    /// millimetres), for the boxes of figures and tables.
    height: f64,
    at: Transform,
}

impl Tagging {
    fn new(page: usize, height: f64) -> Self {
        Tagging {
            page,
            height,
            at: Transform::identity(),
            next: 0,
            top: Vec::new(),
            stack: Vec::new(),
            open: false,
            lines_left: 0,
            in_figure: false,
            run: false,
        }
    }

    /// The elements of the innermost open element (or of the page).
    fn kids(&mut self) -> &mut Vec<Node> {
        match self.stack.last_mut() {
            Some(n) => &mut n.kids,
            None => &mut self.top,
        }
    }

    /// An element with no marked content (yet): a figure, whose runs [`Tagging::more`]
    /// adds, or an empty table cell.
    fn element(&mut self, tag: Tag, bbox: Option<[f64; 4]>) {
        let page = self.page;
        self.kids().push(Node {
            tag,
            page,
            mcids: Vec::new(),
            kids: Vec::new(),
            bbox,
        });
    }

    /// Another marked-content id for the element added last.
    fn more(&mut self) -> u32 {
        let mcid = self.next;
        self.next += 1;
        let last = self.kids().last_mut().expect("a figure");
        last.mcids.push(mcid);
        mcid
    }

    fn open_node(&mut self, tag: Tag, bbox: Option<[f64; 4]>) {
        self.stack.push(Node {
            tag,
            page: self.page,
            mcids: Vec::new(),
            kids: Vec::new(),
            bbox,
        });
    }

    fn close_node(&mut self) {
        let node = self.stack.pop().expect("an open element");
        self.kids().push(node);
    }

    /// A leaf element with the next marked-content id, which it returns.
    fn leaf(&mut self, tag: Tag) -> u32 {
        let mcid = self.next;
        self.next += 1;
        let page = self.page;
        self.kids().push(Node {
            tag,
            page,
            mcids: vec![mcid],
            kids: Vec::new(),
            bbox: None,
        });
        mcid
    }

    /// The box of `g`, tagged `tag`, when the tag has one: the tag's box placed as the
    /// group draws it, in points with y up.
    fn bbox(&self, g: &Group, tag: &Tag) -> Option<[f64; 4]> {
        let r = match tag {
            Tag::Figure { bbox, .. } | Tag::Table { bbox } => bbox,
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
            | Tag::TableHeader(_)
            | Tag::TableCell => return None,
        };
        let t = self.at.after(&g.transform);
        let (p, q) = (
            t.apply(Point::new(r.x, r.y)),
            t.apply(Point::new(r.right(), r.bottom())),
        );
        let h = self.height;
        let b = [
            p.x.min(q.x),
            h - p.y.max(q.y),
            p.x.max(q.x),
            h - p.y.min(q.y),
        ];
        Some(b.map(|v| v / MM_PER_PT))
    }

    /// The page's top elements, in reading order.
    fn finish(mut self) -> Vec<Node> {
        while !self.stack.is_empty() {
            self.close_node();
        }
        self.top
    }
}

/// Writes one content stream: the dozen operators the scene needs, numbers at a fixed
/// precision by integer formatting (printpdf's op translation formats every number through
/// `core::fmt`, at thousands of instructions per operator).
struct Writer<'a> {
    out: Vec<u8>,
    /// Glyphs shown, for the font subsets.
    glyphs: &'a mut Glyphs,
    /// Symbols placed, to be defined as forms.
    used: &'a mut BTreeSet<usize>,
    /// Pictures shown, each once, in order of first use: image `/P{n}`.
    pictures: &'a mut Vec<Arc<Raster>>,
    /// Room to format one number in.
    number: String,
    /// A page of a tagged document: its marked content and structure so far.
    tags: Option<Tagging>,
}

impl<'a> Writer<'a> {
    fn new(
        glyphs: &'a mut Glyphs,
        used: &'a mut BTreeSet<usize>,
        pictures: &'a mut Vec<Arc<Raster>>,
    ) -> Self {
        Writer {
            out: Vec::new(),
            glyphs,
            used,
            pictures,
            number: String::new(),
            tags: None,
        }
    }

    /// `v` rounded to `decimals` places, trailing zeros dropped, then a space.
    fn num(&mut self, v: f64, decimals: u32) {
        // The SVG backend's formatter: exact decimal rounding by integer arithmetic.
        self.number.clear();
        crate::units::push_num(&mut self.number, v, decimals as usize);
        self.out.extend_from_slice(self.number.as_bytes());
        self.out.push(b' ');
    }

    fn int(&mut self, v: u64) {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
    }

    /// A length in the (millimetre) user space, to 0.001 mm.
    fn mm(&mut self, v: f64) {
        self.num(v, 3);
    }

    fn op(&mut self, op: &str) {
        self.out.extend_from_slice(op.as_bytes());
        self.out.push(b'\n');
    }

    fn items(&mut self, items: &[Item]) {
        for i in items {
            self.item(i);
        }
    }

    fn item(&mut self, item: &Item) {
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
    fn marked(&mut self, f: impl FnOnce(&mut Self)) {
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
    fn tagged(&mut self, g: &Group, tag: &Tag) {
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
    fn group(&mut self, g: &Group) {
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

    fn set_figure(&mut self, on: bool) {
        if let Some(t) = &mut self.tags {
            t.in_figure = on;
        }
    }

    /// Inside a figure: ends its open run of marked content, if any.
    fn close_figure_run(&mut self) {
        if let Some(t) = self.tags.as_mut().filter(|t| t.run) {
            t.run = false;
            self.op("EMC");
        }
    }

    /// Inside a figure, before a leaf: its text as an artifact, anything else in a run of
    /// the figure's marked content (a new id when none is open).
    fn figure_leaf(&mut self, item: &Item) {
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

    fn draw(&mut self, item: &Item) {
        if !matches!(item, Item::Group(_)) {
            self.figure_leaf(item);
        }
        self.leaf_or_group(item);
        if matches!(item, Item::Text(_)) && self.tags.as_ref().is_some_and(|t| t.in_figure) {
            self.op("EMC");
        }
    }

    fn leaf_or_group(&mut self, item: &Item) {
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
    fn image(&mut self, i: &Image) {
        let n = match self
            .pictures
            .iter()
            .position(|p| Arc::ptr_eq(p, &i.picture) || **p == *i.picture)
        {
            Some(n) => n,
            None => {
                self.pictures.push(i.picture.clone());
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

    fn cm(&mut self, t: &Transform) {
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
    fn color(&mut self, c: Color, stroke: bool) {
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

    fn path(&mut self, path: &Path) {
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
    fn contour(&mut self, cuts: &crate::scene::Cuts) {
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

    fn fill(&mut self, path: &Path, c: Color) {
        self.color(c, false);
        self.path(path);
        self.op("f");
    }

    fn stroke(&mut self, path: &Path, st: &Stroke) {
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
    fn hatch(&mut self, path: &Path, h: &Hatch) {
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

    fn text(&mut self, t: &Text) {
        let f = font::get(t.weight);
        let mut glyphs = f.shape(&t.text);
        let mut chars: Vec<char> = t.text.chars().collect();
        if let Some(tags) = &mut self.tags {
            tags.lines_left = tags.lines_left.saturating_sub(1);
            let (_, spaced) = crate::scene::line_join(&t.text);
            if tags.lines_left > 0 && tags.open && !t.text.ends_with(' ') && spaced {
                // A space after the line's last glyph: no ink, and the words stay apart
                // (not those of a word broken across the lines).
                glyphs.extend(f.shape(" "));
                chars.push(' ');
            }
        }
        if glyphs.is_empty() {
            return;
        }
        let seen = &mut self.glyphs.0[t.weight as usize];
        for (g, c) in glyphs.iter().zip(chars) {
            seen.entry(g.id).or_insert(c);
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

    #[test]
    fn fnv_is_stable() {
        assert_eq!(fnv128(b"boardgen"), fnv128(b"boardgen"));
        assert_ne!(fnv128(b"boardgen"), fnv128(b"boardgen!"));
    }
}
