//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::cargo::CommandCargoExt;

/// The real binary, its default paper pinned to A4 whatever the machine's environment or
/// /etc/papersize says (PAPERSIZE comes first), so output stays byte-identical.
pub fn boardgen() -> Command {
    let mut c = Command::cargo_bin("boardgen").unwrap();
    c.env("PAPERSIZE", "a4");
    c
}

/// Runs the binary with `args` plus `--out dir`; panics unless it succeeds; returns the
/// paths it printed.
pub fn run_ok(dir: &Path, args: &[&str]) -> Vec<PathBuf> {
    let out = boardgen()
        .args(args)
        .arg("--out")
        .arg(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "boardgen {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(PathBuf::from)
        .collect()
}

/// An external checker, or None when it is not installed. Under `.ci/run`
/// (BOARDGEN_REQUIRE_CHECKERS=1) a missing checker is a failure, not a skip.
pub fn checker(name: &str) -> Option<String> {
    let found = Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {name}"))
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if found {
        return Some(name.to_string());
    }
    if std::env::var("BOARDGEN_REQUIRE_CHECKERS").as_deref() == Ok("1") {
        panic!("{name} is required (BOARDGEN_REQUIRE_CHECKERS=1) but not installed");
    }
    eprintln!("note: {name} not installed; skipping that check");
    None
}

/// A preview's pixels, decoded: width, height and one `[r, g, b]` per pixel, row by row.
/// (boardgen's previews are 8-bit RGB.)
pub fn rgb_pixels(bytes: &[u8]) -> (u32, u32, Vec<[u8; 3]>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut buf).unwrap();
    assert_eq!(frame.color_type, png::ColorType::Rgb);
    assert_eq!(frame.bit_depth, png::BitDepth::Eight);
    let px = buf[..frame.buffer_size()]
        .chunks_exact(3)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (frame.width, frame.height, px)
}

/// A page's `key` (MediaBox, Resources...), from the page or inherited from the page tree
/// above it, as a PDF reader resolves it.
pub fn inherited(doc: &lopdf::Document, page: lopdf::ObjectId, key: &[u8]) -> lopdf::Object {
    let mut id = page;
    loop {
        let dict = doc.get_dictionary(id).unwrap();
        if let Ok(v) = dict.get(key) {
            return v.clone();
        }
        id = dict
            .get(b"Parent")
            .and_then(lopdf::Object::as_reference)
            .unwrap_or_else(|_| panic!("no {} on the page or above", String::from_utf8_lossy(key)));
    }
}

/// What resvg draws from an SVG page of `size` mm at `dpi`, on a white sheet, as
/// [`rgb_pixels`] returns it: how previews were made before the PNG backend drew the scene
/// itself, kept as that backend's oracle.
pub fn resvg_pixels(svg: &str, size: boardgen::units::Size, dpi: u32) -> (u32, u32, Vec<[u8; 3]>) {
    use resvg::{tiny_skia, usvg};
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).unwrap();
    let (w, h) = boardgen::export::png::pixel_size(size, dpi);
    let mut pixmap = tiny_skia::Pixmap::new(w, h).unwrap();
    pixmap.fill(tiny_skia::Color::WHITE);
    let ts = tiny_skia::Transform::from_scale(
        w as f32 / tree.size().width(),
        h as f32 / tree.size().height(),
    );
    resvg::render(&tree, ts, &mut pixmap.as_mut());
    // Opaque, so premultiplied RGBA is plain RGB.
    let px = pixmap
        .data()
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (w, h, px)
}
