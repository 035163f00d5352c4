//! The PDF read back with lopdf: pages, boxes, fonts, metadata and viewer preferences.

use crate::common;

use lopdf::{Dictionary, Document, Object};

use boardgen_core::kit::Kit;
use boardgen_core::layout::{kit_document, Options};
use boardgen_core::paper::Paper;
use boardgen_core::units::MM_PER_PT;

fn load(args: &[&str]) -> (Document, boardgen_core::scene::Document) {
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(d.path(), args);
    let pdf = Document::load(&files[0]).unwrap();
    // The same layout through the library, to compare boxes against.
    let paper = args
        .windows(2)
        .find(|w| w[0] == "--paper")
        .map_or("a4", |w| w[1]);
    let opts = Options {
        paper: Paper::parse(paper).unwrap(),
        margin: 10.0,
        square: None,
        mono: args.contains(&"--mono"),
        glue_tab: args.contains(&"--glue-tab"),
        bleed: args
            .windows(2)
            .find(|w| w[0] == "--bleed")
            .map_or(boardgen_core::layout::DEFAULT_BLEED, |w| {
                w[1].parse().unwrap()
            }),
        ..Options::default()
    };
    let scene = kit_document(&Kit::builtin("camels-and-carpets").unwrap(), &opts).unwrap();
    (pdf, scene)
}

fn nums(o: &Object) -> Vec<f64> {
    o.as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_float().unwrap() as f64)
        .collect()
}

fn assert_box(actual: &[f64], expect_mm: [f64; 4], what: &str) {
    for (a, e) in actual.iter().zip(expect_mm) {
        assert!(
            (a - e / MM_PER_PT).abs() < 0.01,
            "{what}: {actual:?} vs {expect_mm:?} mm"
        );
    }
}

fn dict<'a>(doc: &'a Document, o: &'a Object) -> &'a Dictionary {
    match o {
        Object::Reference(id) => doc.get_dictionary(*id).unwrap(),
        Object::Dictionary(d) => d,
        _ => panic!("not a dictionary: {o:?}"),
    }
}

#[test]
fn pages_and_boxes_match_the_layout() {
    for args in [
        &["pdf"][..],
        &["pdf", "--mono", "--paper", "letter", "--glue-tab"],
        &["pdf", "--paper", "a3"],
    ] {
        let (pdf, scene) = load(args);
        let pages = pdf.get_pages();
        assert_eq!(pages.len(), scene.pages.len(), "{args:?}");
        for ((_, id), page) in pages.iter().zip(&scene.pages) {
            let p = pdf.get_dictionary(*id).unwrap();
            let (w, h) = (page.size.w, page.size.h);
            assert_box(
                &nums(&common::inherited(&pdf, *id, b"MediaBox")),
                [0.0, 0.0, w, h],
                "MediaBox",
            );
            let t = page.trim;
            assert_box(
                &nums(p.get(b"TrimBox").unwrap()),
                [t.x, h - t.bottom(), t.right(), h - t.y],
                "TrimBox",
            );
            let trim = nums(p.get(b"TrimBox").unwrap());
            assert!(
                trim[0] < trim[2] && trim[1] < trim[3],
                "TrimBox must be [llx lly urx ury]"
            );
        }
    }
}

#[test]
fn bleed_box_is_the_cut_plus_the_bleed_and_uncut_pages_trim_the_whole_sheet() {
    for bleed in ["0", "2", "5"] {
        let (pdf, scene) = load(&["pdf", "--game", "camels-and-carpets", "--bleed", bleed]);
        let b: f64 = bleed.parse().unwrap();
        let mut cut = 0;
        for ((_, id), page) in pdf.get_pages().iter().zip(&scene.pages) {
            let p = pdf.get_dictionary(*id).unwrap();
            let media = nums(&common::inherited(&pdf, *id, b"MediaBox"));
            let trim = nums(p.get(b"TrimBox").unwrap());
            let is_cut = page.name.starts_with("board") || page.name.starts_with("pieces");
            if !is_cut {
                assert_eq!(
                    trim, media,
                    "{}: nothing is cut, TrimBox = MediaBox",
                    page.name
                );
                assert!(!p.has(b"BleedBox"), "{}", page.name);
                continue;
            }
            cut += 1;
            assert_ne!(trim, media, "{}", page.name);
            if b == 0.0 {
                assert!(!p.has(b"BleedBox"), "{}", page.name);
                continue;
            }
            let bleed_box = nums(p.get(b"BleedBox").unwrap());
            let pt = b / MM_PER_PT;
            let want = [trim[0] - pt, trim[1] - pt, trim[2] + pt, trim[3] + pt];
            for (k, (a, w)) in bleed_box.iter().zip(want).enumerate() {
                assert!(
                    (a - w).abs() < 0.01,
                    "{} bleed {b}: {bleed_box:?} vs {want:?}",
                    page.name
                );
                // Inside the MediaBox.
                assert!(if k < 2 {
                    *a >= media[k]
                } else {
                    *a <= media[k]
                });
            }
        }
        assert_eq!(cut, 3, "two halves and one piece sheet");
    }
}

#[test]
fn paper_size_is_the_media_box() {
    let (pdf, _) = load(&["pdf", "--paper", "letter"]);
    // The kit opens with the making-the-set page (portrait), then board half 1 (landscape).
    let (_, id) = pdf.get_pages().into_iter().next().unwrap();
    let mb = nums(&common::inherited(&pdf, id, b"MediaBox"));
    assert!((mb[2] - 612.0).abs() < 0.01 && (mb[3] - 792.0).abs() < 0.01);
    let (_, id) = pdf.get_pages().into_iter().nth(1).unwrap();
    let mb = nums(&common::inherited(&pdf, id, b"MediaBox"));
    // Letter, landscape: 792 x 612 pt.
    assert!(
        (mb[2] - 792.0).abs() < 0.01 && (mb[3] - 612.0).abs() < 0.01,
        "{mb:?}"
    );
}

#[test]
fn fonts_are_embedded_subsets() {
    let (pdf, _) = load(&["pdf"]);
    let mut embedded = 0;
    for (_, obj) in pdf.objects.iter() {
        let Ok(d) = obj.as_dict() else { continue };
        if d.get(b"Type").and_then(|t| t.as_name()).ok() == Some(b"FontDescriptor") {
            let name =
                String::from_utf8_lossy(d.get(b"FontName").unwrap().as_name().unwrap()).to_string();
            assert!(name.contains('+'), "{name} is not a subset");
            assert!(
                d.has(b"FontFile2") || d.has(b"FontFile3"),
                "{name} not embedded"
            );
            embedded += 1;
        }
    }
    assert_eq!(embedded, 2, "regular and semibold");
}

#[test]
fn metadata_and_viewer_preferences() {
    let (pdf, _) = load(&["pdf", "--mono"]);
    let cat = pdf.catalog().unwrap();
    let prefs = dict(&pdf, cat.get(b"ViewerPreferences").unwrap());
    assert_eq!(
        prefs.get(b"PrintScaling").unwrap().as_name().unwrap(),
        b"None"
    );
    let info = dict(&pdf, pdf.trailer.get(b"Info").unwrap());
    assert!(!info.has(b"GTS_PDFXVersion"));
    assert!(!info.has(b"CreationDate") && !info.has(b"ModDate"));
    let title = lopdf::decode_text_string(info.get(b"Title").unwrap()).unwrap();
    assert_eq!(title, "Camels and Carpets — mono kit");
    assert!(pdf.trailer.has(b"ID"));
}

#[test]
fn repeated_pieces_are_form_xobjects_defined_once() {
    let (pdf, scene) = load(&["pdf", "--mono"]);
    let forms = pdf
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Form"))
        .count();
    // One form per counter drawing (piece sheets and diagrams) and per side's bleed,
    // however often it is placed.
    assert_eq!(forms, scene.symbols.len());
    assert_eq!(
        forms, 18,
        "8 counters for the piece sheets, 2 bleeds under them, 8 smaller ones for diagrams"
    );
    fn uses(items: &[boardgen_core::scene::Item]) -> usize {
        items
            .iter()
            .map(|i| match i {
                boardgen_core::scene::Item::Use(_) => 1,
                boardgen_core::scene::Item::Group(g) => uses(&g.items),
                _ => 0,
            })
            .sum()
    }
    let placed: usize = scene.pages.iter().map(|p| uses(&p.items)).sum();
    let does: usize = pdf
        .get_pages()
        .values()
        .map(|id| {
            let content = lopdf::content::Content::decode(&pdf.get_page_content(*id)).unwrap();
            content
                .operations
                .iter()
                .filter(|op| op.operator == "Do")
                .count()
        })
        .sum();
    assert_eq!(does, placed);
}

#[test]
fn class_set_copies_share_one_drawing() {
    let load = |copies: &str| {
        let d = tempfile::tempdir().unwrap();
        let args = ["handout", "--copies", copies, "--game", "royal-carpet"];
        Document::load(&common::run_ok(d.path(), &args)[0]).unwrap()
    };
    // Two copies and thirty, both printed class sets (one copy is the tagged handout to
    // post, with its structure tree).
    let (two, many) = (load("2"), load("30"));
    let streams = |pdf: &Document| {
        pdf.objects
            .values()
            .filter(|o| o.as_stream().is_ok())
            .count()
    };
    let contents = |pdf: &Document| {
        let mut c: Vec<_> = pdf
            .get_pages()
            .values()
            .map(|p| {
                pdf.get_dictionary(*p)
                    .unwrap()
                    .get(b"Contents")
                    .unwrap()
                    .clone()
            })
            .collect();
        c.sort_by_key(|o| o.as_reference().unwrap());
        c.dedup();
        c.len()
    };
    assert_eq!(many.get_pages().len(), 15 * two.get_pages().len());
    assert_eq!(
        contents(&many),
        contents(&two),
        "each distinct page drawn once"
    );
    assert_eq!(streams(&many), streams(&two));
    // A copy costs one small object, its page dictionary: a TrimBox of its own, the rest
    // (sheet size, resources) inherited from the page tree.
    let per_copy = two.get_pages().len() / 2;
    assert_eq!(many.objects.len() - two.objects.len(), 28 * per_copy);
    for (_, p) in many.get_pages() {
        assert!(many.get_dictionary(p).unwrap().has(b"TrimBox"));
        let media = common::inherited(&many, p, b"MediaBox");
        assert_eq!(nums(&media).len(), 4);
        common::inherited(&many, p, b"Resources");
    }
}

#[test]
fn every_object_is_reachable_and_text_is_extractable() {
    for args in [&["pdf"][..], &["handout", "--copies", "3", "--n-up", "2"]] {
        let (pdf, _) = load(args);
        let mut pruned = pdf.clone();
        // An object stream and the cross-reference stream are the file's own packing,
        // reached from no object.
        let packing = |id: &lopdf::ObjectId| {
            let kind = pdf.objects[id].type_name().ok();
            matches!(kind, Some(b"ObjStm" | b"XRef"))
        };
        let orphans: Vec<_> = pruned
            .prune_objects()
            .into_iter()
            .filter(|id| !packing(id))
            .collect();
        assert!(orphans.is_empty(), "{args:?}: orphans {orphans:?}");
    }
    // The rules can be searched and copied: glyph ids map back to their characters.
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(d.path(), &["pdf"]);
    if let Some(pdftotext) = common::checker("pdftotext") {
        let o = std::process::Command::new(pdftotext)
            .arg(&files[0])
            .arg("-")
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(
            text.contains("Making your Camels and Carpets set"),
            "{text}"
        );
        assert!(text.contains("Print at 100 %"), "{text}");
    }
}

#[test]
fn a_games_pdf_is_the_same_bytes_alone_or_after_another() {
    // The deflate compressor is kept from document to document: what one leaves behind
    // must not change the next.
    let (both, alone) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let after = common::run_ok(both.path(), &["pdf", "--mono"]);
    let solo = common::run_ok(alone.path(), &["pdf", "--mono", "--game", "royal-carpet"]);
    let name = solo[0].file_name().unwrap();
    let second = after
        .iter()
        .find(|p| p.file_name() == Some(name))
        .expect("the same file in the two-game run");
    assert_ne!(
        after[0].file_name(),
        Some(name),
        "royal carpet comes second"
    );
    assert!(std::fs::read(second).unwrap() == std::fs::read(&solo[0]).unwrap());
}

/// Each document's title (the Info dictionary's and the XMP's, which a reader shows in
/// place of the file name) says what the document is.
#[test]
fn each_document_is_titled_what_it_is() {
    let d = tempfile::tempdir().unwrap();
    let game = ["--game", "camels-and-carpets"];
    let runs: [(&[&str], &str); 8] = [
        (&["pdf"], "colour kit"),
        (&["pdf", "--mono"], "mono kit"),
        (&["handout"], "rules handout"),
        (&["handout", "--large-print"], "rules handout, large print"),
        (&["handout", "--sheets", "assembly"], "making the set"),
        (
            &["handout", "--sheets", "rules,assembly"],
            "rules and making the set",
        ),
        (&["handout", "--booklet"], "rules booklet"),
        (
            &["handout", "--copies", "30", "--n-up", "2"],
            "rules handout, two to a sheet, 30 copies",
        ),
    ];
    for (args, what) in runs {
        let sub = d.path().join(args.join("_"));
        let all: Vec<&str> = args.iter().chain(&game).copied().collect();
        let files = common::run_ok(&sub, &all);
        let pdf = Document::load(&files[0]).unwrap();
        let info = dict(&pdf, pdf.trailer.get(b"Info").unwrap());
        let title = lopdf::decode_text_string(info.get(b"Title").unwrap()).unwrap();
        assert_eq!(title, format!("Camels and Carpets — {what}"), "{args:?}");
        let cat = pdf.catalog().unwrap();
        if let Ok(meta) = cat.get(b"Metadata") {
            let xmp = pdf
                .get_object(meta.as_reference().unwrap())
                .unwrap()
                .as_stream()
                .unwrap();
            let xmp = String::from_utf8(xmp.content.clone()).unwrap();
            assert!(
                xmp.contains(&format!(">{title}</rdf:li>")),
                "{args:?}: {xmp}"
            );
        }
    }
}
