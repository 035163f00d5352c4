//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The real binary, its default paper pinned to A4 whatever the machine's environment or
/// /etc/papersize says (PAPERSIZE comes first), and its language to English whatever the
/// locale, so output stays byte-identical.
pub fn boardgen() -> Command {
    let mut c = Command::new(bin());
    // Paths in the tests' arguments are the repository's (`examples/checkers.toml`).
    c.current_dir(root())
        .env("PAPERSIZE", "a4")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        // The key that seals what a run leaves in its folder: the tests' own, not the user's.
        .env("XDG_STATE_HOME", state_home());
    c
}

/// The program these tests run. Their package is not the program's, so cargo names no
/// `CARGO_BIN_EXE_boardgen` here: the program is in the folder above the harness's own
/// (`target/<profile>/`), where `cargo test` builds it for the program package's own test
/// (`tests/program.rs`, which checks it is there). `cargo test -p boardgen-tests` alone
/// does not build it, so a program older than a file it was built from is refused rather
/// than tested.
pub fn bin() -> PathBuf {
    static CHECKED: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    CHECKED.get_or_init(checked_bin).clone()
}

fn checked_bin() -> PathBuf {
    let harness = std::env::current_exe().unwrap();
    let bin = harness
        .parent()
        .and_then(Path::parent)
        .unwrap()
        .join(format!("boardgen{}", std::env::consts::EXE_SUFFIX));
    let built = std::fs::metadata(&bin).and_then(|m| m.modified());
    let Ok(built) = built else {
        panic!(
            "no program at {}: run the tests with `cargo test`, which builds it",
            bin.display()
        );
    };
    // Cargo's list of the files the program was built from, beside it.
    let deps = std::fs::read_to_string(bin.with_extension("d")).unwrap_or_default();
    let deps = deps.split_once(": ").map_or("", |(_, d)| d);
    for file in deps.replace("\\ ", "\0").split_whitespace() {
        let file = PathBuf::from(file.replace('\0', " "));
        let changed = std::fs::metadata(&file).and_then(|m| m.modified());
        if changed.is_ok_and(|t| t > built) {
            panic!(
                "the program at {} is older than {}: build it (`cargo build`, with the \
                 tests' profile) or run the tests with `cargo test`, which does",
                bin.display(),
                file.display()
            );
        }
    }
    bin
}

/// The repository's root: the tests' package is its `tests/` folder.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// The state folder the tests' runs keep boardgen's key in.
pub fn state_home() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("state")
}

/// `body` sealed as the record `name` (a journal, the manifest) with the tests' key, as a
/// run of the tests' user writes it; the key is made as boardgen makes it, if no run has.
pub fn sealed(name: &str, body: &str) -> String {
    use std::os::unix::fs::DirBuilderExt;
    let folder = state_home().join("boardgen");
    std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(&folder)
        .unwrap();
    let path = folder.join("key");
    if !path.exists() {
        let mut tmp = tempfile::NamedTempFile::new_in(&folder).unwrap();
        let key: [u8; 32] = std::array::from_fn(|i| (i as u8).wrapping_mul(97) ^ 0x5a);
        std::io::Write::write_all(&mut tmp, &key).unwrap();
        let _ = tmp.persist_noclobber(&path);
    }
    let key: [u8; 32] = std::fs::read(&path).unwrap().try_into().unwrap();
    let mut m = blake3::Hasher::new_keyed(&key);
    m.update(b"boardgen record\0");
    m.update(name.as_bytes());
    m.update(b"\0");
    m.update(body.as_bytes());
    format!("{body}seal\t{}\n", m.finalize().to_hex())
}

/// A file's content as boardgen's records name it (BLAKE3, in hex).
pub fn content_sum(path: &Path) -> String {
    blake3::hash(&std::fs::read(path).unwrap())
        .to_hex()
        .to_string()
}

/// The text of a PDF, page by page (pdftotext's form feeds), or None (the test skipped)
/// when pdftotext is not installed.
pub fn pdf_pages(pdf: &Path) -> Option<Vec<String>> {
    checker("pdftotext")?;
    let out = Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext runs");
    assert!(out.status.success(), "pdftotext {}", pdf.display());
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_string).collect();
    if pages.last().is_some_and(|p| p.trim().is_empty()) {
        pages.pop();
    }
    Some(pages)
}

/// Runs the binary with `args` in language `lang` on `paper` (`--out dir`); panics unless it
/// succeeds; returns the PDFs and web pages it wrote, sorted.
pub fn run_in(dir: &Path, lang: &str, paper: &str, args: &[&str]) -> Vec<PathBuf> {
    let mut all = args.to_vec();
    all.extend(["--lang", lang, "--paper", paper]);
    let mut files: Vec<PathBuf> = run_ok(dir, &all)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "pdf" || e == "html"))
        .collect();
    files.sort();
    files
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

/// An external checker, or None (after [`skip`]) when it is not installed.
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
    let package = match name {
        "pdffonts" | "pdftotext" | "pdfinfo" => "poppler-utils",
        "xmllint" => "libxml2-utils",
        other => other,
    };
    skip(
        &format!("{name} is not installed"),
        &format!("apt-get install {package}"),
    );
    None
}

/// True when the tests run under CI (`CI=true`) or `.ci/run` (BOARDGEN_REQUIRE_CHECKERS=1):
/// a check that cannot run fails.
pub fn checkers_required() -> bool {
    std::env::var("BOARDGEN_REQUIRE_CHECKERS").as_deref() == Ok("1")
        || std::env::var("CI").as_deref() == Ok("true")
}

/// Every check a test cannot run goes through here: `why` it cannot, and `install`, the
/// command that installs what it needs. Under CI ([`checkers_required`]) the test fails.
/// Elsewhere the test goes on without the check and says so on the terminal: libtest
/// captures what `print!`/`eprint!` write and shows it only for a failed test, so the note
/// goes to the stderr handle itself, once per test and reason.
pub fn skip(why: &str, install: &str) {
    if checkers_required() {
        panic!("{why}: a check cannot run, and under CI every check must ({install})");
    }
    static SHOWN: std::sync::Mutex<std::collections::BTreeSet<String>> =
        std::sync::Mutex::new(std::collections::BTreeSet::new());
    let test = std::thread::current()
        .name()
        .map_or("a test".to_string(), str::to_string);
    let line = format!(
        "note: SKIPPED a check in {test}: {why} (install: {install}; every checker: bash .ci/install)\n"
    );
    if SHOWN.lock().unwrap().insert(line.clone()) {
        use std::io::Write;
        // Best effort: a note that cannot be written must not fail the test.
        let _ = std::io::stderr().write_all(line.as_bytes());
    }
}

/// True when `node` runs: the browser tests drive chromium from it.
pub fn node_runs() -> bool {
    Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// `python3` when it can import `module`, else None (after [`skip`]).
pub fn python_with(module: &str) -> Option<String> {
    let ok = Command::new("python3")
        .args(["-c", &format!("import {module}")])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if ok {
        return Some("python3".into());
    }
    skip(
        &format!("python3 cannot import {module}"),
        &format!("python3 -m pip install {module}"),
    );
    None
}

/// Validates an SVG file against the SVG 1.1 DTD with xmllint, when both are installed.
pub fn check_svg11(path: &Path) {
    let Some(xmllint) = checker("xmllint") else {
        return;
    };
    let dtd = "/usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd";
    if !Path::new(dtd).exists() {
        skip(
            "the SVG 1.1 DTD is not installed",
            "apt-get install w3c-sgml-lib",
        );
        return;
    }
    let o = Command::new(xmllint)
        .args(["--noout", "--dtdvalid", dtd])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{}: {}",
        path.display(),
        String::from_utf8_lossy(&o.stderr)
    );
}

/// A preview's pixels, decoded: width, height and one `[r, g, b]` per pixel, row by row.
/// (boardgen's previews are 8-bit RGB.)
pub fn rgb_pixels(bytes: &[u8]) -> (u32, u32, Vec<[u8; 3]>) {
    let img = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).unwrap();
    assert_eq!(img.color(), image::ColorType::Rgb8);
    let (w, h) = (img.width(), img.height());
    let px = img
        .into_rgb8()
        .into_raw()
        .chunks_exact(3)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (w, h, px)
}

/// The test "photo": a smooth sky-to-sand gradient with a sun, 480 x 360 pixels, as a JPEG
/// (quality 85). Committed as `tests/pictures/photo.jpg`.
pub fn gradient_photo() -> Vec<u8> {
    let img = image::RgbImage::from_fn(480, 360, |x, y| {
        let (fx, fy) = (x as f32 / 479.0, y as f32 / 359.0);
        let sun = ((x as f32 - 330.0).powi(2) + (y as f32 - 110.0).powi(2)).sqrt() < 55.0;
        if sun {
            return image::Rgb([250, 210, 60]);
        }
        if fy > 0.62 {
            // Dunes: sand, darker towards the foot.
            let d = ((fx * 9.0).sin() * 0.04 + fy - 0.62) * 120.0;
            return image::Rgb([(220.0 - d) as u8, (170.0 - d) as u8, (90.0 - d * 0.5) as u8]);
        }
        image::Rgb([
            (40.0 + 150.0 * fy) as u8,
            (90.0 + 110.0 * fy) as u8,
            (200.0 - 40.0 * fx) as u8,
        ])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
        .encode_image(&img)
        .unwrap();
    out
}

/// The test "scanned drawing": a crown drawn in thick dark lines on a transparent ground,
/// 300 x 240 pixels, as a PNG. Committed as `tests/pictures/drawing.png`.
pub fn line_drawing() -> Vec<u8> {
    // The crown's outline and its band, as segments in pixels.
    let pts = [
        (40.0, 200.0),
        (40.0, 70.0),
        (95.0, 130.0),
        (150.0, 40.0),
        (205.0, 130.0),
        (260.0, 70.0),
        (260.0, 200.0),
        (40.0, 200.0),
    ];
    let mut segs: Vec<((f32, f32), (f32, f32))> = pts.windows(2).map(|w| (w[0], w[1])).collect();
    segs.push(((40.0, 170.0), (260.0, 170.0)));
    let dist = |p: (f32, f32), (a, b): ((f32, f32), (f32, f32))| {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let t = (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
        ((p.0 - a.0 - t * dx).powi(2) + (p.1 - a.1 - t * dy).powi(2)).sqrt()
    };
    let img = image::RgbaImage::from_fn(300, 240, |x, y| {
        let p = (x as f32 + 0.5, y as f32 + 0.5);
        let d = segs.iter().map(|&s| dist(p, s)).fold(f32::MAX, f32::min);
        // Lines 9 pixels wide, their edges anti-aliased; a red jewel in the middle.
        let jewel = ((p.0 - 150.0).powi(2) + (p.1 - 150.0).powi(2)).sqrt() < 12.0;
        if jewel {
            return image::Rgba([200, 30, 40, 255]);
        }
        let a = (5.0 - d).clamp(0.0, 1.0);
        image::Rgba([30, 25, 20, (a * 255.0) as u8])
    });
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
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
pub fn resvg_pixels(
    svg: &str,
    size: boardgen_core::units::Size,
    dpi: u32,
) -> (u32, u32, Vec<[u8; 3]>) {
    use resvg::{tiny_skia, usvg};
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).unwrap();
    let (w, h) = boardgen_core::export::png::pixel_size(size, dpi);
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

/// A PNG of `w` x `h` pixels (grey), with extra chunks written before its data.
pub fn png_with(w: u32, h: u32, chunks: &[([u8; 4], Vec<u8>)]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Grayscale);
    let mut wr = enc.write_header().unwrap();
    for (kind, data) in chunks {
        wr.write_chunk(png::chunk::ChunkType(*kind), data).unwrap();
    }
    wr.write_image_data(&vec![128; (w * h) as usize]).unwrap();
    wr.finish().unwrap();
    out
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in bytes {
        c ^= b as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
        }
    }
    !c
}

/// A small PNG whose header declares `w` x `h` pixels (a decompression bomb's shape).
fn png_declaring(w: u32, h: u32) -> Vec<u8> {
    let mut b = png_with(16, 16, &[]);
    b[16..20].copy_from_slice(&w.to_be_bytes());
    b[20..24].copy_from_slice(&h.to_be_bytes());
    let crc = crc32(&b[12..29]);
    b[29..33].copy_from_slice(&crc.to_be_bytes());
    b
}

/// A 16-bit RGBA PNG whose header declares `w` x `h` pixels: 8 bytes a pixel to decode.
fn png_declaring_rgba16(w: u32, h: u32) -> Vec<u8> {
    let mut b = png_declaring(w, h);
    b[24] = 16;
    b[25] = 6;
    let crc = crc32(&b[12..29]);
    b[29..33].copy_from_slice(&crc.to_be_bytes());
    b
}

/// An animated PNG: an `acTL` chunk saying two frames before the data.
fn apng() -> Vec<u8> {
    png_with(32, 32, &[(*b"acTL", [0, 0, 0, 2, 0, 0, 0, 0].to_vec())])
}

/// A one-frame GIF of 64 x 64 noisy pixels, cut off two thirds of the way into its frame.
fn cut_gif() -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut enc = image::codecs::gif::GifEncoder::new(&mut out);
        let img = image::RgbaImage::from_fn(64, 64, |x, y| {
            let v = ((x * 37 + y * 91) ^ (x * y)) as u8;
            image::Rgba([v, v.wrapping_mul(3), 255 - v, 255])
        });
        enc.encode_frame(image::Frame::new(img)).unwrap();
    }
    out.truncate(out.len() * 2 / 3);
    out
}

/// The grainy photo with 16 pairs `FF 00` written over the middle of its scan: a run of
/// one bits no Huffman code has, where the decoder stops (and, unless strict, fills the
/// rest grey).
pub fn damaged_jpeg() -> Vec<u8> {
    let mut b = grainy_photo(240, 180, 3);
    let mid = b.len() / 2;
    for (i, v) in b[mid..mid + 32].iter_mut().enumerate() {
        *v = if i % 2 == 0 { 0xFF } else { 0x00 };
    }
    b
}

/// The grainy photo with a few bytes in the middle of its scan flipped (no marker made):
/// its codes lose step, and decoding it runs to the end of the picture as stripes of noise,
/// with no error even in strict mode, leaving picture data unread before its end marker
/// (libjpeg: "Corrupt JPEG data: N extraneous bytes before marker 0xd9").
pub fn scrambled_jpeg() -> Vec<u8> {
    let mut b = grainy_photo(240, 180, 3);
    let mid = b.len() / 2;
    for v in &mut b[mid..mid + 6] {
        if *v != 0xFF && *v != 0x00 && *v ^ 0x5A != 0xFF {
            *v ^= 0x5A;
        }
    }
    b
}

/// A lossy WebP photo (`tests/pictures/photo.webp`, saved from `photo.jpg` by libwebp at
/// quality 85) with two bytes a third of the way in flipped: its coder loses step there and
/// draws noise, without an error.
pub fn damaged_webp() -> Vec<u8> {
    let mut b = include_bytes!("../../pictures/photo.webp").to_vec();
    let at = b.len() / 3;
    for v in &mut b[at..at + 2] {
        *v ^= 0xFF;
    }
    b
}

/// The test photo with its frame header saying `w` x `h` pixels.
fn jpeg_declaring(w: u16, h: u16) -> Vec<u8> {
    let mut b = gradient_photo();
    let sof = b.windows(2).position(|m| m == [0xFF, 0xC0]).unwrap();
    b[sof + 5..sof + 7].copy_from_slice(&h.to_be_bytes());
    b[sof + 7..sof + 9].copy_from_slice(&w.to_be_bytes());
    b
}

fn animated_gif() -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut enc = image::codecs::gif::GifEncoder::new(&mut out);
        let frames = (0..2).map(|i| {
            image::Frame::new(image::RgbaImage::from_pixel(
                32,
                32,
                image::Rgba([i * 200, 0, 0, 255]),
            ))
        });
        enc.encode_frames(frames).unwrap();
    }
    out
}

/// An animated WebP of two 32 x 32 frames (VP8X with the animation flag, ANIM, two ANMF),
/// built from lossless frames that image's encoder makes.
fn animated_webp() -> Vec<u8> {
    let frame = |v: u8| {
        let mut out = Vec::new();
        image::RgbaImage::from_pixel(32, 32, image::Rgba([v, 0, 0, 255]))
            .write_to(
                &mut std::io::Cursor::new(&mut out),
                image::ImageFormat::WebP,
            )
            .unwrap();
        out[12..].to_vec() // the VP8L chunk, after "RIFF" size "WEBP"
    };
    let chunk = |kind: &[u8], data: &[u8]| {
        let mut c = kind.to_vec();
        c.extend_from_slice(&(data.len() as u32).to_le_bytes());
        c.extend_from_slice(data);
        if data.len() % 2 == 1 {
            c.push(0);
        }
        c
    };
    let u24 = |v: u32| v.to_le_bytes()[..3].to_vec();
    let mut body = b"WEBP".to_vec();
    body.extend(chunk(
        b"VP8X",
        &[&[0x02, 0, 0, 0][..], &u24(31), &u24(31)].concat(),
    ));
    body.extend(chunk(b"ANIM", &[0, 0, 0, 0, 0, 0]));
    for v in [0, 200] {
        let head = [u24(0), u24(0), u24(31), u24(31), u24(100), vec![0]].concat();
        body.extend(chunk(b"ANMF", &[head, frame(v)].concat()));
    }
    [&b"RIFF"[..], &(body.len() as u32).to_le_bytes(), &body].concat()
}

/// Hostile picture files, as (file name, bytes, what the error must say).
pub fn hostile_pictures() -> Vec<(&'static str, Vec<u8>, &'static str)> {
    let photo = gradient_photo();
    let drawing = line_drawing();
    vec![
        (
            "bomb.png",
            png_declaring(100_000, 100_000),
            "100000 x 100000 pixels: the limit is 12000",
        ),
        (
            "bomb.jpg",
            jpeg_declaring(65_000, 65_000),
            "65000 x 65000 pixels: the limit is 12000",
        ),
        (
            "cut.jpg",
            photo[..photo.len() / 2].to_vec(),
            "cannot be decoded",
        ),
        (
            "cut.png",
            drawing[..drawing.len() / 2].to_vec(),
            "cannot be decoded",
        ),
        (
            "noise.png",
            [&drawing[..60], &[0x5A; 400][..]].concat(),
            "cannot be",
        ),
        (
            "lies.jpg",
            drawing.clone(),
            "holds a PNG picture but its name says JPEG",
        ),
        (
            "text.png",
            b"not a picture at all".to_vec(),
            "is not a PNG, JPEG, WebP or GIF file",
        ),
        (
            "dot.png",
            png_with(1, 1, &[]),
            "1 x 1 pixels: a picture needs at least 16",
        ),
        (
            "exif.png",
            png_with(32, 32, &[(*b"eXIf", vec![0; 100_000])]),
            "EXIF block of 100000 bytes",
        ),
        ("moving.gif", animated_gif(), "animated GIF"),
        ("moving.png", apng(), "animated PNG"),
        (
            "cut.gif",
            cut_gif(),
            "the GIF data is cut short in its picture data",
        ),
        ("damaged.jpg", damaged_jpeg(), "is damaged"),
        (
            "scrambled.jpg",
            scrambled_jpeg(),
            "is damaged (corrupt JPEG data: ",
        ),
        ("damaged.webp", damaged_webp(), "is damaged"),
        (
            "huge.png",
            png_declaring_rgba16(6000, 6000),
            "takes 275 MiB, over the 192 MiB limit; save it smaller, at most 25 megapixels",
        ),
        ("moving.webp", animated_webp(), "animated WebP"),
        (
            "crown.bmp",
            b"BM".to_vec(),
            "must be a .png, .jpg, .jpeg, .webp or .gif file",
        ),
    ]
}

/// A `w` x `h` "photo" that differs with `seed`: a gradient with grain, as a camera's JPEG
/// (quality 90).
pub fn grainy_photo(w: u32, h: u32, seed: u32) -> Vec<u8> {
    let mut state = seed.wrapping_mul(2_654_435_761) | 1;
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let grain = (state % 25) as f32 - 12.0;
        let (fx, fy) = (x as f32 / w as f32, y as f32 / h as f32);
        let c = |v: f32| (v + grain).clamp(0.0, 255.0) as u8;
        image::Rgb([
            c(60.0 + 150.0 * fy + seed as f32 * 9.0),
            c(90.0 + 100.0 * fx),
            c(200.0 - 120.0 * fy),
        ])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
        .encode_image(&img)
        .unwrap();
    out
}

/// The config of a `boardgen ARGS` command line, the built-in default paper and English.
pub fn config(args: &[&str]) -> boardgen_core::config::Config {
    use clap::Parser;
    let cli =
        boardgen::cli::Cli::try_parse_from(std::iter::once("boardgen").chain(args.iter().copied()))
            .unwrap();
    let (make, set) = cli.command.make().expect("a command that writes files");
    let defaults = boardgen_core::config::Defaults::default();
    boardgen_core::config::Config::new(make, set.options().0, &defaults).unwrap()
}
