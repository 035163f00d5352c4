//! What the fuzz target checks for one input, shared with the test that replays its seeds
//! (`tests/fuzz_seeds.rs`): a template is either refused as bad input with a one-line
//! message, or renders to SVG that parses as XML and a PDF that a PDF parser reads back,
//! with no non-finite number in either.

use std::path::PathBuf;

use boardgen::config::{Config, Format};
use boardgen::layout::Options;

/// Checks one template; returns whether it was accepted. Panics on any broken promise.
#[allow(dead_code)]
pub fn check_template(data: &[u8]) -> bool {
    let cfg = |format, mono| Config {
        format,
        layout: Options {
            mono,
            ..Options::default()
        },
        out_dir: PathBuf::new(),
        games: Vec::new(),
        sheets_asked: false,
    };
    let svgs = match boardgen::render_template_bytes(data, "fuzz.toml", &cfg(Format::Svg, false)) {
        Ok(files) => files,
        Err(e) => {
            let line = boardgen::error_line(&e);
            assert!(boardgen::is_bad_input(&e), "not a bad-input error: {line}");
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
    let pdfs = boardgen::render_template_bytes(data, "fuzz.toml", &cfg(Format::Pdf, true))
        .expect("a template accepted for SVG is accepted for PDF");
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
    use boardgen::art::{Art, MAX_REACH};
    use boardgen::scene::PathCmd;
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
