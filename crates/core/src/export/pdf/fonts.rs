//! The font subset embedded once per weight, with the /ToUnicode map that makes its text
//! copyable and searchable.

use super::*;

/// The glyphs each face shows (glyph id to a character it stands for), indexed by weight.
#[derive(Default)]
pub(super) struct Glyphs(pub(super) [BTreeMap<u16, char>; 2]);

/// Embeds face `w` as a Type 0 font whose CIDs are the face's glyph ids, with only `glyphs`
/// kept when `subset` (a CIDToGIDMap then maps each id to its place in the subset).
pub(super) fn embed_font(
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
pub(super) fn to_unicode(glyphs: &BTreeMap<u16, char>) -> Vec<u8> {
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
