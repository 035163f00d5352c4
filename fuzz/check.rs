//! What the fuzz target checks for one input, shared with the test that replays its seeds
//! (`tests/fuzz_seeds.rs`): a template is either refused as bad input with a one-line
//! message, or renders to SVG that parses as XML and a PDF that a PDF parser reads back,
//! with no non-finite number in either.
//! Each fuzz target uses one of the checks.
#![allow(dead_code)]

use boardgen_core::config::{Config, DocumentKind, Encoding};
use boardgen_core::layout::Options;

/// Checks one template; returns whether it was accepted. Panics on any broken promise.
#[allow(dead_code)]
pub fn check_template(data: &[u8]) -> bool {
    let cfg = |encoding, mono| Config {
        document: DocumentKind::Kit,
        encoding,
        layout: Options {
            mono,
            ..Options::default()
        },
        games: Vec::new(),
        sheets_asked: false,
        art: Vec::new(),
        fit: Default::default(),
        anchor: Default::default(),
        zoom: 1.0,
        board_art: Vec::new(),
        cut: Default::default(),
        lang_from: None,
    };
    let svgs =
        match boardgen_core::render_template_bytes(data, "fuzz.toml", &cfg(Encoding::Svg, false)) {
            Ok(files) => files,
            Err(e) => {
                let line = boardgen_core::error_line(&e);
                assert!(
                    boardgen_core::is_bad_input(&e),
                    "not a bad-input error: {line}"
                );
                assert!(
                    !line.contains('\n'),
                    "message on more than one line: {line}"
                );
                assert!(line.chars().count() < 700, "message too long: {line}");
                return false;
            }
        };
    for (name, bytes) in &svgs {
        let text = std::str::from_utf8(bytes).expect("SVG is UTF-8");
        let doc =
            roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("{name}: not XML: {e}"));
        for node in doc.descendants().filter(|n| n.is_element()) {
            for a in node.attributes() {
                if !matches!(a.name(), "id" | "href" | "class") && !a.value().contains('#') {
                    check_svg_numbers(name, a.name(), a.value());
                }
            }
        }
    }
    // The PDF is the black-and-white set, which draws more than the colour SVG (the banded
    // side's bands): near the run's segment budget it alone may be refused, as bad input.
    let pdfs =
        match boardgen_core::render_template_bytes(data, "fuzz.toml", &cfg(Encoding::Pdf, true)) {
            Ok(files) => files,
            Err(e) => {
                let line = boardgen_core::error_line(&e);
                assert!(
                    boardgen_core::is_bad_input(&e) && line.contains("million path segments"),
                    "a template accepted for SVG is refused for PDF: {line}"
                );
                assert!(
                    !line.contains('\n'),
                    "message on more than one line: {line}"
                );
                return true;
            }
        };
    for (name, bytes) in &pdfs {
        let doc = lopdf::Document::load_mem(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!doc.get_pages().is_empty(), "{name}: no pages");
        for (_, obj) in doc.objects.iter() {
            check_finite(name, obj);
        }
        for page in doc.get_pages().values() {
            let content = doc.get_page_content(*page);
            let ops = lopdf::content::Content::decode(&content)
                .unwrap_or_else(|e| panic!("{name}: content stream: {e}"));
            for op in &ops.operations {
                for o in &op.operands {
                    check_finite(name, o);
                }
            }
        }
    }
    true
}

/// Checks one artwork file, CSS and all: either refused with a one-line message or parsed
/// into parts whose every point is finite and inside the reach the limits allow. Returns
/// whether it was accepted.
#[allow(dead_code)]
pub fn check_art(data: &[u8]) -> bool {
    use boardgen_core::art::{Art, MAX_REACH};
    use boardgen_core::scene::PathCmd;
    match Art::parse("fuzz.svg", data) {
        Ok(art) => {
            for part in &art.parts {
                for cmd in &part.path.cmds {
                    let pts = match cmd {
                        PathCmd::MoveTo(p) | PathCmd::LineTo(p) => vec![*p],
                        PathCmd::CubicTo(a, b, c) => vec![*a, *b, *c],
                        PathCmd::Close => vec![],
                    };
                    for p in pts {
                        assert!(p.x.abs() <= MAX_REACH && p.y.abs() <= MAX_REACH, "{p:?}");
                    }
                }
            }
            true
        }
        Err(e) => {
            let line = e.to_string();
            assert!(
                !line.contains('\n'),
                "message on more than one line: {line}"
            );
            assert!(line.chars().count() < 700, "message too long: {line}");
            false
        }
    }
}

/// A file name for picture bytes, its extension from their first bytes (as a user's file
/// would be named); `.png` for anything else.
pub fn picture_name(data: &[u8]) -> &'static str {
    match data {
        [0xFF, 0xD8, ..] => "fuzz.jpg",
        [b'G', b'I', b'F', ..] => "fuzz.gif",
        [b'R', b'I', b'F', b'F', _, _, _, _, b'W', b'E', b'B', b'P', ..] => "fuzz.webp",
        _ => "fuzz.png",
    }
}

/// Checks one picture file: it is either refused with a one-line reason, or it prints on
/// Royal Carpet's kings, colour and square (cover) then mono and round (contain), within the
/// resolution limit and grey in mono, as a PDF, an SVG and a PNG preview that read back.
/// Returns whether it was accepted.
pub fn check_picture(name: &str, data: &[u8]) -> bool {
    use boardgen_core::layout::{pieces::PICTURE_FILL, CounterShape};
    use boardgen_core::picture::{Fit, PiecePicture, Source, Target, MAX_SIDE, PRINT_DPI};
    let refused = |m: boardgen_core::said::Said| {
        let m = m.english();
        assert!(!m.contains('\n'), "message on more than one line: {m}");
        assert!(m.chars().count() < 300, "message too long: {m}");
        false
    };
    let source = match Source::from_bytes(name, data.to_vec()) {
        Ok(s) => std::sync::Arc::new(s),
        Err(m) => return refused(m),
    };
    assert!(source.width <= MAX_SIDE && source.height <= MAX_SIDE);
    let mut kit = boardgen_core::kit::Kit::builtin("royal-carpet").unwrap();
    for (mono, shape, fit) in [
        (false, CounterShape::Square, Fit::Cover),
        (true, CounterShape::Round, Fit::Contain),
    ] {
        let opts = Options {
            mono,
            shape,
            sheets: vec![boardgen_core::layout::SheetKind::Pieces],
            ..Options::default()
        };
        let size = boardgen_core::layout::assembly::kit_piece_size(&kit, &opts).unwrap();
        let target = Target {
            side: size * PICTURE_FILL,
            round: shape == CounterShape::Round,
            fit,
            mono,
            anchor: boardgen_core::picture::Anchor::Centre,
            zoom: 1.0,
            aspect: 1.0,
        };
        let (raster, dpi) = match source.prepare(&target) {
            Ok(r) => r,
            Err(m) => return refused(m),
        };
        let most = (target.side / 25.4 * PRINT_DPI).ceil() as u32;
        assert!(
            raster.width <= most && raster.height <= most,
            "{raster:?} over {most}"
        );
        assert!(dpi.is_finite() && dpi > 0.0);
        assert_eq!(raster.grey, mono);
        let picture = PiecePicture {
            source: source.clone(),
            name: source.name.clone(),
            fit,
            anchor: boardgen_core::picture::Anchor::Centre,
            zoom: 1.0,
            at: "fuzz".into(),
        };
        kit.pictures[0] = [vec![picture.clone()], vec![picture]];
        let mut doc = boardgen_core::layout::kit_document(&kit, &opts).expect("the kit lays out");
        let cfg = Config {
            document: DocumentKind::Kit,
            encoding: Encoding::Pdf,
            layout: opts.clone(),
            games: Vec::new(),
            sheets_asked: false,
            art: Vec::new(),
            fit,
            anchor: Default::default(),
            zoom: 1.0,
            board_art: Vec::new(),
            cut: Default::default(),
            lang_from: None,
        };
        // The pixels made for the place the layout gave the picture: the same as above.
        boardgen_core::product::pictures::fill(&cfg, &mut [(&kit, vec![&mut doc])])
            .expect("a picture that prepares also fills");
        let pdf = boardgen_core::export::pdf::render(&doc, &Default::default()).expect("a PDF");
        lopdf::Document::load_mem(&pdf).expect("the PDF reads back");
        let svg = boardgen_core::export::svg::render(&doc, 0, &Default::default());
        roxmltree::Document::parse(&svg).expect("the SVG parses");
        let png = boardgen_core::export::png::render(
            &doc,
            0,
            &boardgen_core::export::png::PngOptions { dpi: 30 },
        )
        .expect("a preview");
        assert!(png.starts_with(b"\x89PNG"));
    }
    true
}

/// No NaN, infinity or exponent form in an SVG attribute.
fn check_svg_numbers(name: &str, attr: &str, v: &str) {
    assert!(
        !v.contains("NaN") && !v.contains("inf"),
        "{name}: {attr}=\"{v}\""
    );
    let b = v.as_bytes();
    for i in 1..b.len().saturating_sub(1) {
        let exp = matches!(b[i], b'e' | b'E')
            && b[i - 1].is_ascii_digit()
            && (b[i + 1].is_ascii_digit() || matches!(b[i + 1], b'+' | b'-'));
        assert!(!exp, "{name}: exponent in {attr}=\"{v}\"");
    }
}

/// PDF readers accept reals up to about ±32767 in content; boardgen keeps to ±14400 pt.
fn check_finite(name: &str, obj: &lopdf::Object) {
    match obj {
        lopdf::Object::Real(r) => assert!(
            r.is_finite() && r.abs() < 32767.0,
            "{name}: number {r} out of range"
        ),
        lopdf::Object::Array(a) => a.iter().for_each(|o| check_finite(name, o)),
        lopdf::Object::Dictionary(d) => d.iter().for_each(|(_, o)| check_finite(name, o)),
        lopdf::Object::Stream(s) => s.dict.iter().for_each(|(_, o)| check_finite(name, o)),
        _ => {}
    }
}

/// Checks one planted output folder: `data` is a journal, then (after a NUL byte, if any)
/// a manifest, planted as a dead run's in a folder that holds a user's files. A run that
/// writes one set there must leave every file of the user's as it was, whatever they say.
/// Returns true (every such folder is written into).
pub fn check_folder(data: &[u8]) -> bool {
    use boardgen::output::{RunSets, Staging};
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let (journal, manifest) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], Some(&data[i + 1..])),
        None => (data, None),
    };
    let dir = std::env::temp_dir().join(format!(
        "boardgen-fuzz-folder-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("folder.pdf")).unwrap();
    let mine: [(&str, &[u8]); 3] = [
        ("notes.txt", b"my notes"),
        ("thesis.pdf", b"my thesis"),
        ("camels-and-carpets-colour-pieces.pdf", b"another game's"),
    ];
    for (name, bytes) in mine {
        std::fs::write(dir.join(name), bytes).unwrap();
    }
    #[cfg(unix)]
    std::os::unix::fs::symlink(dir.join("thesis.pdf"), dir.join("link.pdf")).unwrap();
    std::fs::write(dir.join(".boardgen-99999.journal"), journal).unwrap();
    for bak in [".boardgen-99999-0.bak", ".boardgen-99999-1.bak"] {
        std::fs::write(dir.join(bak), b"EVIL CONTENT").unwrap();
    }
    if let Some(m) = manifest {
        std::fs::write(dir.join(".boardgen.manifest"), m).unwrap();
    }
    let set = "royal-carpet-colour-pieces.pdf";
    let mut staging = Staging::new(&dir).expect("the folder takes a run");
    staging.replacing(RunSets(vec![("royal-carpet".into(), set.into())]));
    staging.add(set, b"new").unwrap();
    staging.commit().expect("the run is written");
    for (name, bytes) in mine {
        assert_eq!(
            std::fs::read(dir.join(name)).unwrap(),
            bytes,
            "{name} changed"
        );
    }
    assert!(dir.join("folder.pdf").is_dir(), "folder.pdf changed");
    #[cfg(unix)]
    assert!(dir.join("link.pdf").is_symlink(), "link.pdf changed");
    assert_eq!(std::fs::read(dir.join(set)).unwrap(), b"new");
    let left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".boardgen-"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
    std::fs::remove_dir_all(&dir).unwrap();
    true
}
