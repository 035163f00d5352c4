//! What printpdf leaves to lopdf: correct page boxes, /ID and viewer preferences, the CutContour
//! spot colour, the one shared resource dictionary, and the pictures embedded once.

use super::*;

/// lopdf fix-ups, and the one resource dictionary every page and form shares: the fonts and
/// printpdf's XObject registry (forms place other forms).
pub(super) fn fix_up(
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
pub(super) const CONTOUR_WIDTH: f64 = 0.25 * MM_PER_PT;

/// What `Writer::contour` names: the `CutContour` Separation (alternate 100 % magenta),
/// an overprinting graphics state, and the optional-content layer, all on the shared
/// resources; the layer listed in the catalogue's `/OCProperties`, shown and printed. The
/// default configuration is named, as PDF/UA-1 (7.10) asks of every configuration.
pub(super) fn add_contour_resources(lo: &mut lopdf::Document) -> Result<(), lopdf::Error> {
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
pub(super) fn shared_resources(lo: &lopdf::Document) -> Result<ObjectId, lopdf::Error> {
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
pub(super) fn embed_pictures(
    lo: &mut lopdf::Document,
    pictures: &[Arc<Raster>],
) -> Result<(), lopdf::Error> {
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
