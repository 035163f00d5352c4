//! PDF backend: vector pages through printpdf (which embeds and subsets the font), then
//! lopdf fix-ups for what printpdf 0.12.8 gets wrong or leaves out: boxes in
//! `[llx lly urx ury]` form, `/ViewerPreferences`, a deterministic `/ID`, no dates, no empty
//! `/GTS_PDFXVersion`, and write errors that are reported instead of dropped.

use std::collections::BTreeSet;

use lopdf::{Dictionary, Object, StringFormat};
use printpdf::{
    Color as PColor, CurTransMat, DictItem, ExternalStream, ExternalXObject, FontId, Line,
    LineDashPattern, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument, PdfFontHandle, PdfPage,
    PdfSaveOptions, Point as PPoint, Polygon, PolygonRing, Pt, Rgb, TextItem, TextMatrix,
    WindingOrder, XObject, XObjectId, XObjectTransform,
};

use crate::font::{self, Weight};
use crate::scene::{Color, Document, Hatch, Item, Paint, Path, PathCmd, Stroke, Text};
use crate::units::{Point, Rect, Transform, MM_PER_PT};

/// Knobs of the PDF backend.
#[derive(Debug, Clone, PartialEq)]
pub struct PdfOptions {
    /// Embed only the glyphs used (small files); false embeds the whole font.
    pub subset_fonts: bool,
    /// Producer string written to the document information.
    pub producer: String,
}

impl Default for PdfOptions {
    fn default() -> Self {
        Self {
            subset_fonts: true,
            producer: format!("boardgen {}", env!("CARGO_PKG_VERSION")),
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

/// Renders the whole document as one multi-page PDF.
pub fn render(doc: &Document, opts: &PdfOptions) -> Result<Vec<u8>, PdfError> {
    let mut pdf = PdfDocument::new(&doc.title);
    pdf.metadata.info.producer = opts.producer.clone();
    pdf.metadata.info.creator = "boardgen".into();

    let used = used_weights(doc);
    for &w in &used {
        let mut warnings = Vec::new();
        let parsed = ParsedFont::from_bytes(font::get(w).data(), 0, &mut warnings)
            .ok_or_else(|| PdfError::Generate(format!("embedded font {w:?} did not parse")))?;
        pdf.resources
            .fonts
            .map
            .insert(font_id(w), printpdf::PdfFont::new(parsed));
    }

    let forms = add_forms(&mut pdf, doc)?;
    for page in &doc.pages {
        let mut ops = vec![
            Op::SaveGraphicsState,
            // The one y flip: scene millimetres (y down) to PDF points (y up).
            Op::SetTransformationMatrix {
                matrix: CurTransMat::Raw([
                    (1.0 / MM_PER_PT) as f32,
                    0.0,
                    0.0,
                    (-1.0 / MM_PER_PT) as f32,
                    0.0,
                    (page.size.h / MM_PER_PT) as f32,
                ]),
            },
        ];
        let mut w = OpWriter {
            doc,
            ops: &mut ops,
            forms: &forms,
        };
        for item in &page.items {
            w.item(item);
        }
        ops.push(Op::RestoreGraphicsState);
        pdf.pages.push(PdfPage::new(
            Mm(page.size.w as f32),
            Mm(page.size.h as f32),
            ops,
        ));
    }

    let save = PdfSaveOptions {
        optimize: true,
        subset_fonts: opts.subset_fonts,
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
    fix_up(&mut lo, doc)?;
    compress(&mut lo);
    save_with_id(&mut lo)
}

/// Writes the file once with a placeholder `/ID`, then patches in a hash of those bytes: a
/// deterministic id without serialising twice. The placeholder and the id have the same
/// length, so no offset moves.
fn save_with_id(lo: &mut lopdf::Document) -> Result<Vec<u8>, PdfError> {
    const PLACEHOLDER: &[u8; 16] = b"boardgen-file-id";
    let id = Object::String(PLACEHOLDER.to_vec(), StringFormat::Hexadecimal);
    lo.trailer.set("ID", Object::Array(vec![id.clone(), id]));
    let mut bytes = Vec::new();
    lo.save_to(&mut bytes)?;
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

fn font_id(w: Weight) -> FontId {
    // printpdf uses the id's first six letters as the subset tag, which must be uppercase.
    FontId(match w {
        Weight::Regular => "BGOSRG".into(),
        Weight::Bold => "BGOSSB".into(),
    })
}

fn used_weights(doc: &Document) -> BTreeSet<Weight> {
    let mut out = BTreeSet::new();
    for page in &doc.pages {
        crate::scene::visit(doc, &page.items, Transform::identity(), &mut |i, _| {
            if let Item::Text(t) = i {
                out.insert(t.weight);
            }
        });
    }
    out
}

fn fix_up(lo: &mut lopdf::Document, doc: &Document) -> Result<(), lopdf::Error> {
    lo.version = "1.7".into();
    let pages: Vec<_> = lo.get_pages().into_values().collect();
    for (page_id, page) in pages.iter().zip(&doc.pages) {
        let h = page.size.h;
        let media = pdf_box(Rect::new(0.0, 0.0, page.size.w, h), h);
        let dict = lo.get_object_mut(*page_id)?.as_dict_mut()?;
        dict.set("MediaBox", media.clone());
        dict.set("CropBox", media);
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
    share_identical_contents(lo, &pages)?;
    lo.prune_objects();
    Ok(())
}

/// Pages whose content streams are byte-identical (the copies of a class set) share one
/// stream object, so thirty copies cost little more than one.
fn share_identical_contents(
    lo: &mut lopdf::Document,
    pages: &[lopdf::ObjectId],
) -> Result<(), lopdf::Error> {
    let mut first: std::collections::BTreeMap<Vec<u8>, lopdf::ObjectId> =
        std::collections::BTreeMap::new();
    for page_id in pages {
        let Ok(contents) = lo
            .get_dictionary(*page_id)?
            .get(b"Contents")
            .and_then(|c| c.as_reference())
        else {
            continue;
        };
        let bytes = lo.get_object(contents)?.as_stream()?.content.clone();
        let keep = *first.entry(bytes).or_insert(contents);
        if keep != contents {
            lo.get_object_mut(*page_id)?
                .as_dict_mut()?
                .set("Contents", Object::Reference(keep));
        }
    }
    Ok(())
}

/// A scene rectangle as a PDF box `[llx lly urx ury]` in points.
fn pdf_box(r: Rect, page_h: f64) -> Object {
    let p = |mm: f64| Object::Real(((mm / MM_PER_PT) * 1000.0).round() as f32 / 1000.0);
    Object::Array(vec![
        p(r.x),
        p(page_h - r.bottom()),
        p(r.right()),
        p(page_h - r.y),
    ])
}

/// Deflates every stream that may be compressed, with one compressor reset between streams:
/// setting up a compressor clears large tables, which for ~50 small streams cost as much as
/// compressing them. A stream stays plain when deflate would not make it smaller.
fn compress(lo: &mut lopdf::Document) {
    let mut z = flate2::Compress::new(flate2::Compression::best(), true);
    let mut out = Vec::new();
    for object in lo.objects.values_mut() {
        let Object::Stream(stream) = object else {
            continue;
        };
        if !stream.allows_compression || stream.dict.has(b"Filter") {
            continue;
        }
        z.reset();
        out.clear();
        // Room for deflate's worst case (stored blocks), so one call finishes the stream.
        out.reserve(stream.content.len() + stream.content.len() / 64 + 64);
        let done = z.compress_vec(&stream.content, &mut out, flate2::FlushCompress::Finish);
        // The same threshold as lopdf: the filter's name costs about 19 bytes.
        if matches!(done, Ok(flate2::Status::StreamEnd)) && out.len() + 19 < stream.content.len() {
            stream.dict.set("Filter", "FlateDecode");
            stream.set_content(out.clone());
        }
    }
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

struct OpWriter<'a> {
    doc: &'a Document,
    ops: &'a mut Vec<Op>,
    /// Form XObject id of each symbol drawn as one; None draws the symbol inline.
    forms: &'a [Option<XObjectId>],
}

/// True when a symbol must be drawn inline rather than as a form: text needs the page's
/// subset glyph ids, and nested symbols are simply inlined.
fn needs_inline(items: &[Item]) -> bool {
    items.iter().any(|i| match i {
        Item::Text(_) | Item::Use(_) => true,
        Item::Group(g) => needs_inline(&g.items),
        Item::Shape(_) => false,
    })
}

/// Defines every symbol of plain shapes the pages use once, as a Form XObject, so repeated artwork
/// costs one `Do` per placement. The form's content is encoded by printpdf itself, from a
/// scratch one-page document, so pages and forms share one encoder.
fn add_forms(pdf: &mut PdfDocument, doc: &Document) -> Result<Vec<Option<XObjectId>>, PdfError> {
    let mut used = BTreeSet::new();
    for page in &doc.pages {
        collect_uses(&page.items, &mut used);
    }
    let mut forms = vec![None; doc.symbols.len()];
    let none: Vec<Option<XObjectId>> = vec![None; doc.symbols.len()];
    for &s in &used {
        let sym = &doc.symbols[s];
        if needs_inline(&sym.items) {
            continue;
        }
        let mut ops = Vec::new();
        let mut w = OpWriter {
            doc,
            ops: &mut ops,
            forms: &none,
        };
        for i in &sym.items {
            w.item(i);
        }
        let mut scratch = PdfDocument::new("form");
        scratch.pages.push(PdfPage::new(Mm(10.0), Mm(10.0), ops));
        let save = PdfSaveOptions {
            optimize: false,
            subset_fonts: false,
            secure: true,
            image_optimization: None,
        };
        let lo = scratch.to_lopdf_document(&save, &mut Vec::new());
        let page = *lo.get_pages().values().next().expect("one page");
        let content = lo.get_page_content(page);
        let mut bounds: Option<Rect> = None;
        crate::scene::visit(doc, &sym.items, Transform::identity(), &mut |i, t| {
            if let Some(b) = crate::scene::leaf_bounds(i, &t) {
                bounds = Some(bounds.map_or(b, |x| x.union(&b)));
            }
        });
        let b = bounds.unwrap_or_default().inflate(1.0);
        let mut dict = std::collections::BTreeMap::new();
        dict.insert("Type".to_string(), DictItem::Name(b"XObject".to_vec()));
        dict.insert("Subtype".to_string(), DictItem::Name(b"Form".to_vec()));
        dict.insert(
            "BBox".to_string(),
            DictItem::Array(
                [b.x, b.y, b.right(), b.bottom()]
                    .map(|v| DictItem::Real(n(v).0))
                    .to_vec(),
            ),
        );
        let id = XObjectId(format!("S{s}"));
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
        forms[s] = Some(id);
    }
    Ok(forms)
}

fn collect_uses(items: &[Item], out: &mut BTreeSet<usize>) {
    for i in items {
        match i {
            Item::Use(u) => {
                out.insert(u.symbol);
            }
            Item::Group(g) => collect_uses(&g.items, out),
            _ => {}
        }
    }
}

/// Millimetres, rounded to 0.001, in the PDF's (mm-scaled) user space.
fn n(v: f64) -> Pt {
    Pt(((v * 1000.0).round() / 1000.0) as f32)
}

fn pp(p: Point) -> PPoint {
    PPoint {
        x: n(p.x),
        y: n(p.y),
    }
}

/// Greys go out as DeviceGray so black-and-white sheets print with black ink only.
fn color(c: Color) -> PColor {
    if c.is_grey() {
        return PColor::Greyscale(printpdf::Greyscale {
            percent: c.r as f32 / 255.0,
            icc_profile: None,
        });
    }
    PColor::Rgb(Rgb {
        r: c.r as f32 / 255.0,
        g: c.g as f32 / 255.0,
        b: c.b as f32 / 255.0,
        icc_profile: None,
    })
}

fn cm(t: &Transform) -> Op {
    Op::SetTransformationMatrix {
        matrix: CurTransMat::Raw([
            t.a as f32,
            t.b as f32,
            t.c as f32,
            t.d as f32,
            n(t.e).0,
            n(t.f).0,
        ]),
    }
}

/// Splits a path into subpaths of printpdf line points, each with its closed flag.
fn subpaths(path: &Path) -> Vec<(Vec<LinePoint>, bool)> {
    let mut out: Vec<(Vec<LinePoint>, bool)> = Vec::new();
    let pt = |p: Point, bezier| LinePoint { p: pp(p), bezier };
    for c in &path.cmds {
        match *c {
            PathCmd::MoveTo(p) => out.push((vec![pt(p, false)], false)),
            PathCmd::LineTo(p) => {
                if let Some(s) = out.last_mut() {
                    s.0.push(pt(p, false));
                }
            }
            PathCmd::CubicTo(a, b, e) => {
                if let Some(s) = out.last_mut() {
                    s.0.extend([pt(a, true), pt(b, true), pt(e, false)]);
                }
            }
            PathCmd::Close => {
                if let Some(s) = out.last_mut() {
                    s.1 = true;
                }
            }
        }
    }
    out
}

impl OpWriter<'_> {
    fn item(&mut self, item: &Item) {
        match item {
            Item::Group(g) => {
                self.ops.push(Op::SaveGraphicsState);
                self.ops.push(cm(&g.transform));
                for i in &g.items {
                    self.item(i);
                }
                self.ops.push(Op::RestoreGraphicsState);
            }
            Item::Use(u) => {
                self.ops.push(Op::SaveGraphicsState);
                self.ops.push(cm(&u.transform));
                match &self.forms[u.symbol] {
                    Some(id) => self.ops.push(Op::UseXobject {
                        id: id.clone(),
                        transform: XObjectTransform {
                            no_auto_scale: true,
                            ..Default::default()
                        },
                    }),
                    None => {
                        let doc = self.doc;
                        for i in &doc.symbols[u.symbol].items {
                            self.item(i);
                        }
                    }
                }
                self.ops.push(Op::RestoreGraphicsState);
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
        }
    }

    fn polygon(path: &Path, mode: PaintMode) -> Op {
        Op::DrawPolygon {
            polygon: Polygon {
                rings: subpaths(path)
                    .into_iter()
                    .map(|(points, _)| PolygonRing { points })
                    .collect(),
                mode,
                winding_order: WindingOrder::NonZero,
            },
        }
    }

    fn fill(&mut self, path: &Path, c: Color) {
        self.ops.push(Op::SetFillColor { col: color(c) });
        self.ops.push(Self::polygon(path, PaintMode::Fill));
    }

    fn stroke(&mut self, path: &Path, st: &Stroke) {
        self.ops.push(Op::SetOutlineColor {
            col: color(st.color),
        });
        self.ops.push(Op::SetOutlineThickness { pt: n(st.width) });
        let dash: Vec<f32> = st.dash.iter().map(|&d| n(d).0).collect();
        self.ops.push(Op::SetLineDashPattern {
            dash: LineDashPattern::new(0.0, &dash),
        });
        for (points, closed) in subpaths(path) {
            if closed {
                self.ops.push(Op::DrawPolygon {
                    polygon: Polygon {
                        rings: vec![PolygonRing { points }],
                        mode: PaintMode::Stroke,
                        winding_order: WindingOrder::NonZero,
                    },
                });
            } else {
                self.ops.push(Op::DrawLine {
                    line: Line {
                        points,
                        is_closed: false,
                    },
                });
            }
        }
    }

    /// The background, then the stripes clipped to the path, in the same pattern space as
    /// the SVG backend's `<pattern>`: stripes centred at x = spacing/2 + k·spacing, rotated.
    fn hatch(&mut self, path: &Path, h: &Hatch) {
        self.fill(path, h.background);
        let rot = Transform::rotate(h.angle);
        let Some(stripes) = h.stripes(path) else {
            return;
        };
        self.ops.push(Op::SaveGraphicsState);
        self.ops.push(Self::polygon(path, PaintMode::Clip));
        self.ops.push(cm(&rot));
        self.fill(&stripes, h.ink);
        self.ops.push(Op::RestoreGraphicsState);
    }

    fn text(&mut self, t: &Text) {
        self.ops.push(Op::SetFillColor { col: color(t.fill) });
        self.ops.push(Op::StartTextSection);
        self.ops.push(Op::SetFont {
            font: PdfFontHandle::External(font_id(t.weight)),
            size: n(t.size),
        });
        // Flip the glyphs back upright inside the y-down user space.
        self.ops.push(Op::SetTextMatrix {
            matrix: TextMatrix::Raw([1.0, 0.0, 0.0, -1.0, n(t.start_x()).0, n(t.pos.y).0]),
        });
        self.ops.push(Op::ShowText {
            items: vec![TextItem::Text(t.text.clone())],
        });
        self.ops.push(Op::EndTextSection);
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
    fn fnv_is_stable() {
        assert_eq!(fnv128(b"boardgen"), fnv128(b"boardgen"));
        assert_ne!(fnv128(b"boardgen"), fnv128(b"boardgen!"));
    }
}
