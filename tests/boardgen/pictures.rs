//! Users' pictures on the pieces: `--art` and the template's `picture`, every backend,
//! colour and mono, and hostile picture files.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{boardgen, checker, config, rgb_pixels, run_ok};

fn pictures() -> PathBuf {
    crate::common::root().join("tests/pictures")
}

/// The committed test pictures are what the generators make (so they can be remade).
#[test]
fn committed_test_pictures_are_generated() {
    for (name, bytes) in [
        ("photo.jpg", common::gradient_photo()),
        ("drawing.png", common::line_drawing()),
    ] {
        let path = pictures().join(name);
        if std::env::var("BOARDGEN_WRITE_PICTURES").as_deref() == Ok("1") {
            fs::write(&path, &bytes).unwrap();
        }
        assert_eq!(
            fs::read(&path).unwrap(),
            bytes,
            "{name}: remake with BOARDGEN_WRITE_PICTURES=1"
        );
    }
}

fn art(piece: &str, file: &str) -> String {
    format!("{piece}={}", pictures().join(file).display())
}

/// The image XObjects of a PDF: (filter, colour space, has an SMask).
fn pdf_images(path: &Path) -> Vec<(String, String, bool)> {
    let doc = lopdf::Document::load(path).unwrap();
    let name = |d: &lopdf::Dictionary, k: &[u8]| {
        d.get(k)
            .ok()
            .and_then(|o| o.as_name().ok())
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .unwrap_or_default()
    };
    let mut out: Vec<_> = doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| name(&s.dict, b"Subtype") == "Image" && !s.dict.has(b"Decode"))
        .filter(|s| !is_smask(&doc, s))
        .map(|s| {
            (
                name(&s.dict, b"Filter"),
                name(&s.dict, b"ColorSpace"),
                s.dict.has(b"SMask"),
            )
        })
        .collect();
    out.sort();
    out
}

fn is_smask(doc: &lopdf::Document, s: &lopdf::Stream) -> bool {
    doc.objects.iter().any(|(_, o)| {
        o.as_stream().ok().is_some_and(|m| {
            m.dict
                .get(b"SMask")
                .ok()
                .and_then(|r| r.as_reference().ok())
                .and_then(|r| doc.get_object(r).ok())
                .and_then(|x| x.as_stream().ok())
                .is_some_and(|x| std::ptr::eq(x, s))
        })
    })
}

#[test]
fn art_prints_each_picture_once_in_every_backend() {
    let dir = tempfile::tempdir().unwrap();
    let crown = art("crown", "photo.jpg");
    let camel = art("camel", "drawing.png");
    let base = [
        "--game",
        "camels-and-carpets",
        "--art",
        &crown,
        "--art",
        &camel,
    ];
    // PDF: the photo as a JPEG, the drawing (with transparency) as deflated samples with an
    // SMask; each once, though 12 crowns and 10 camels show them.
    let colour = dir.path().join("c");
    let pdf = run_ok(&colour, &[&["pdf"][..], &base].concat());
    let images = pdf_images(&pdf[0]);
    assert_eq!(
        images,
        [
            ("DCTDecode".into(), "DeviceRGB".into(), false),
            ("FlateDecode".into(), "DeviceRGB".into(), true)
        ],
        "{images:?}"
    );
    if let Some(qpdf) = checker("qpdf") {
        let o = std::process::Command::new(&qpdf)
            .arg("--check")
            .arg(&pdf[0])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
    }
    // The same again gives the same bytes.
    let again = run_ok(&dir.path().join("again"), &[&["pdf"][..], &base].concat());
    assert_eq!(fs::read(&pdf[0]).unwrap(), fs::read(&again[0]).unwrap());
    // Mono: grey samples only.
    let mono = run_ok(
        &dir.path().join("m"),
        &[&["pdf", "--mono", "--shape", "round"][..], &base].concat(),
    );
    assert!(pdf_images(&mono[0])
        .iter()
        .all(|(_, space, _)| space == "DeviceGray"));
    // SVG: each picture defined once per page as a data URI, valid SVG 1.1.
    let svgs = run_ok(
        &dir.path().join("s"),
        &[&["svg", "--sheets", "pieces"][..], &base].concat(),
    );
    let text = fs::read_to_string(&svgs[0]).unwrap();
    assert_eq!(text.matches("<image").count(), 2);
    assert_eq!(text.matches("data:image/jpeg;base64,").count(), 1);
    assert_eq!(text.matches("data:image/png;base64,").count(), 1);
    assert!(text.matches("xlink:href=\"#p0\"").count() >= 2);
    common::check_svg11(&svgs[0]);
}

/// The pixels of the crown's place on the first piece sheet's preview, and of the whole page.
fn preview(args: &[&str], dir: &Path) -> Vec<[u8; 3]> {
    let files = run_ok(
        dir,
        &[&["png", "--sheets", "pieces", "--dpi", "60"][..], args].concat(),
    );
    rgb_pixels(&fs::read(&files[0]).unwrap()).2
}

#[test]
fn mono_previews_stay_grey_and_colour_shows_the_picture() {
    let dir = tempfile::tempdir().unwrap();
    let king = art("king", "photo.jpg");
    let checker_art = art("checker", "drawing.png");
    let args = [
        "--game",
        "royal-carpet",
        "--art",
        &king,
        "--art",
        &checker_art,
    ];
    let mono = preview(&[&["--mono"][..], &args].concat(), &dir.path().join("m"));
    assert!(mono.iter().all(|p| p[0] == p[1] && p[1] == p[2]));
    // In colour the photo's blue sky and yellow sun are on the sheet; without it they are not.
    let colour = preview(&args, &dir.path().join("c"));
    let plain = preview(&["--game", "royal-carpet"], &dir.path().join("p"));
    let sky = |px: &[[u8; 3]]| {
        px.iter()
            .filter(|p| p[2] > 150 && p[0] < 120 && p[1] < 170)
            .count()
    };
    assert!(sky(&colour) > 100, "{}", sky(&colour));
    assert_eq!(sky(&plain), 0);
}

#[test]
fn the_sides_stay_told_apart_around_a_picture() {
    // Both sides show the same photo: the ring of each side's face colour around it differs.
    let dir = tempfile::tempdir().unwrap();
    let crown = art("crown", "photo.jpg");
    let files = run_ok(
        dir.path(),
        &[
            "svg",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--art",
            &crown,
        ],
    );
    let text = fs::read_to_string(&files[0]).unwrap();
    let kit = boardgen_core::kit::Kit::builtin("camels-and-carpets").unwrap();
    for side in &kit.game.sides {
        assert!(text.contains(&side.colour.face.to_string()));
    }
    let crown_side = |s: usize| {
        let at = text
            .find(&format!("id=\"s{}-crown-side{}\"", 4 * s + 1, s + 1))
            .or_else(|| text.find(&format!("crown-side{}\"", s + 1)))
            .unwrap();
        let end = at + text[at..].find("</symbol>").unwrap();
        text[at..end].to_string()
    };
    for s in 0..2 {
        let sym = crown_side(s);
        assert!(sym.contains("#p0"), "side {s} shows the picture");
        assert!(sym.contains(&kit.game.sides[s].colour.face.to_string()));
    }
}

/// Runs boardgen, expecting exit 2; returns the error line.
fn refused(args: &[&str], dir: &Path) -> String {
    let out = boardgen()
        .args(args)
        .arg("--out")
        .arg(dir.join("out"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(!dir.join("out").exists() || fs::read_dir(dir.join("out")).unwrap().next().is_none());
    err
}

/// A template naming `file` as the crown's picture, written beside it in `dir`.
fn template_with_picture(dir: &Path, value: &str) -> PathBuf {
    let text = boardgen_core::template("camels-and-carpets")
        .unwrap()
        .replacen(
            "art = \"builtin:crown.svg\"",
            &format!("art = \"builtin:crown.svg\"\npicture = {value}"),
            1,
        );
    let path = dir.join("game.toml");
    fs::write(&path, text).unwrap();
    path
}

/// `file:line:col` of the crown's `picture` value in the template of [`template_with_picture`].
fn picture_at(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap();
    let line = text
        .lines()
        .position(|l| l.starts_with("picture = "))
        .unwrap()
        + 1;
    format!("{}:{line}:11", path.display())
}

#[test]
fn a_template_gives_pieces_pictures_per_side() {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(pictures().join("photo.jpg"), dir.path().join("photo.jpg")).unwrap();
    fs::copy(
        pictures().join("drawing.png"),
        dir.path().join("drawing.png"),
    )
    .unwrap();
    let t = template_with_picture(
        dir.path(),
        "[\"photo.jpg\", \"drawing.png\"]\npicture_fit = \"contain\"",
    );
    let files = run_ok(
        &dir.path().join("out"),
        &["svg", "--game", t.to_str().unwrap(), "--sheets", "pieces"],
    );
    let text = fs::read_to_string(&files[0]).unwrap();
    assert_eq!(text.matches("<image").count(), 2);
    // "" keeps a side's drawing.
    let t = template_with_picture(dir.path(), "[\"\", \"drawing.png\"]");
    let files = run_ok(
        &dir.path().join("out2"),
        &["svg", "--game", t.to_str().unwrap(), "--sheets", "pieces"],
    );
    let text = fs::read_to_string(&files[0]).unwrap();
    assert_eq!(text.matches("<image").count(), 1);
    assert!(text.contains("data:image/png"));
}

#[test]
fn hostile_pictures_are_refused_at_their_key() {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes, says) in common::hostile_pictures() {
        fs::write(dir.path().join(name), &bytes).unwrap();
        let t = template_with_picture(dir.path(), &format!("\"{name}\""));
        let err = refused(&["pdf", "--game", t.to_str().unwrap()], dir.path());
        let at = picture_at(&t);
        assert!(
            err.starts_with(&format!("error: {at}: piece 'crown': ")),
            "{name}: {err}"
        );
        assert!(err.contains(says), "{name}: {err}");
        // The same file through --art names the --art value.
        let value = format!("crown={}", dir.path().join(name).display());
        let err = refused(
            &["pdf", "--game", "camels-and-carpets", "--art", &value],
            dir.path(),
        );
        assert!(
            err.starts_with(&format!("error: --art {value}: ")),
            "{name}: {err}"
        );
        assert!(err.contains(says), "{name}: {err}");
    }
}

#[test]
fn picture_files_obey_the_template_folder_rules() {
    let dir = tempfile::tempdir().unwrap();
    let inner = dir.path().join("game");
    fs::create_dir(&inner).unwrap();
    fs::copy(pictures().join("photo.jpg"), dir.path().join("photo.jpg")).unwrap();
    fs::create_dir(inner.join("folder.png")).unwrap();
    // Over the 32 MiB cap (a sparse file: no disk is used).
    fs::File::create(inner.join("big.png"))
        .unwrap()
        .set_len((32 << 20) + 1)
        .unwrap();
    for (value, says) in [
        ("\"../photo.jpg\"", "outside the template's folder"),
        (
            "\"/etc/passwd.png\"",
            "must be a path relative to the template's folder",
        ),
        ("\"folder.png\"", "is not a regular file"),
        ("\"big.png\"", "is 33554433 bytes: the limit is 33554432"),
        ("\"missing.png\"", "cannot read picture 'missing.png'"),
        ("3", "a picture file, or a list of two"),
        ("[\"a.png\"]", "a picture file, or a list of two"),
    ] {
        let t = template_with_picture(&inner, value);
        let err = refused(&["pdf", "--game", t.to_str().unwrap()], dir.path());
        assert!(err.contains(says), "{value}: {err}");
    }
}

#[test]
fn art_is_refused_where_it_cannot_apply() {
    let dir = tempfile::tempdir().unwrap();
    let crown = art("crown", "photo.jpg");
    for (args, says) in [
        (
            vec!["pdf", "--game", "royal-carpet", "--art", &crown],
            "no game of this run has a piece 'crown'",
        ),
        (
            vec!["pdf", "--art", &crown, "--art", &crown],
            "already gives that piece a picture",
        ),
        (
            vec!["pdf", "--sheets", "board", "--art", &crown],
            "--art has no effect",
        ),
        (
            vec!["pdf", "--fit", "contain"],
            "--fit has no effect without --art",
        ),
        (vec!["pdf", "--art", "crown"], "is not PIECE=FILE"),
        (vec!["pdf", "--art", "crown:third=x.png"], "third"),
    ] {
        let out = boardgen()
            .args(&args)
            .arg("--out")
            .arg(dir.path())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // --art has the same cap.
    let big = dir.path().join("big.jpg");
    fs::File::create(&big)
        .unwrap()
        .set_len((32 << 20) + 1)
        .unwrap();
    let value = format!("crown={}", big.display());
    let out = boardgen()
        .args(["pdf", "--art", &value])
        .arg("--out")
        .arg(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("larger than the 33554432-byte (32 MiB) limit"));
    // One side each is fine.
    let first = art("crown:first", "photo.jpg");
    let second = art("crown:2", "drawing.png");
    run_ok(
        &dir.path().join("ok"),
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--art",
            &first,
            "--art",
            &second,
        ],
    );
}

#[test]
fn a_small_picture_gets_a_note_with_its_dpi() {
    let dir = tempfile::tempdir().unwrap();
    let small = dir.path().join("small.png");
    fs::write(&small, common::png_with(48, 48, &[])).unwrap();
    let out = boardgen()
        .args([
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--art",
        ])
        .arg(format!("crown={}", small.display()))
        .arg("--out")
        .arg(dir.path().join("out"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    // 48 pixels over 16.5 mm (66 % of a 25 mm piece): 73 dpi.
    assert!(
        err.contains("note: picture '") && err.contains("(48 x 48 pixels) prints at 73 dpi"),
        "{err}"
    );
    // The photo, 360 pixels over 16.5 mm, is sharp: no note.
    let out = boardgen()
        .args([
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--art",
            &art("crown", "photo.jpg"),
        ])
        .arg("--out")
        .arg(dir.path().join("out2"))
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains("note: picture"));
}

/// The hostile pictures small enough to keep are the picture fuzz target's seeds
/// (`fuzz/seeds/picture/`), remade with BOARDGEN_WRITE_PICTURES=1.
#[test]
fn hostile_fuzz_seeds_are_generated() {
    let dir = crate::common::root().join("fuzz/seeds/picture");
    for (name, bytes, _) in common::hostile_pictures() {
        if bytes.len() > 16 << 10 {
            continue;
        }
        let path = dir.join(name);
        if std::env::var("BOARDGEN_WRITE_PICTURES").as_deref() == Ok("1") {
            fs::write(&path, &bytes).unwrap();
        }
        assert_eq!(
            fs::read(&path).unwrap(),
            bytes,
            "{name}: remake with BOARDGEN_WRITE_PICTURES=1"
        );
    }
}

/// The six pieces of Camels and Carpets' sides (crown, cockerel, camel) as `--art` values,
/// naming the photos `photo-N.jpg` in `dir`.
fn six_arts(dir: &Path) -> Vec<String> {
    let mut v = Vec::new();
    for (i, piece) in ["crown", "cockerel", "camel"].iter().enumerate() {
        for side in 0..2 {
            let n = i * 2 + side;
            v.push(format!(
                "--art={piece}:{}={}",
                side + 1,
                dir.join(format!("photo-{n}.jpg")).display()
            ));
        }
    }
    v
}

#[test]
fn six_photos_cost_the_pdf_little_more_than_their_jpegs() {
    let dir = tempfile::tempdir().unwrap();
    for n in 0..6 {
        fs::write(
            dir.path().join(format!("photo-{n}.jpg")),
            common::grainy_photo(800, 600, n),
        )
        .unwrap();
    }
    let base = ["pdf", "--game", "camels-and-carpets", "--sheets", "pieces"];
    let without = run_ok(&dir.path().join("a"), &base);
    let arts = six_arts(dir.path());
    let args: Vec<&str> = base
        .iter()
        .copied()
        .chain(arts.iter().map(String::as_str))
        .collect();
    let with = run_ok(&dir.path().join("b"), &args);
    let doc = lopdf::Document::load(&with[0]).unwrap();
    let jpegs: usize = doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Filter").ok().and_then(|f| f.as_name().ok()) == Some(b"DCTDecode"))
        .map(|s| s.content.len())
        .sum();
    assert_eq!(pdf_images(&with[0]).len(), 6);
    let grew = fs::metadata(&with[0]).unwrap().len() as f64
        - fs::metadata(&without[0]).unwrap().len() as f64;
    assert!(
        grew <= 1.1 * jpegs as f64,
        "grew {grew} bytes for {jpegs} bytes of JPEG"
    );
    eprintln!("six photos: the PDF grew {grew} bytes for {jpegs} bytes of JPEG");
}

/// Six distinct 12-megapixel photos (4000 x 3000 JPEGs) in the folder
/// `BOARDGEN_BIG_PHOTOS` names, for `benches/instructions.sh`.
#[test]
#[ignore]
fn make_big_photos() {
    let dir = PathBuf::from(std::env::var("BOARDGEN_BIG_PHOTOS").expect("BOARDGEN_BIG_PHOTOS"));
    for n in 0..6 {
        fs::write(
            dir.join(format!("photo-{n}.jpg")),
            common::grainy_photo(4000, 3000, n),
        )
        .unwrap();
    }
}

/// A print shop's CMYK JPEG (with Adobe's marker, as Photoshop writes it) reads with the
/// right colours.
#[test]
fn a_cmyk_jpeg_prints_in_its_colours() {
    // Left half cyan (C=255), right half yellow (Y=255); the encoder stores them inverted, as
    // Adobe does.
    let (w, h) = (64u16, 32u16);
    let mut cmyk = Vec::new();
    for _ in 0..h {
        for x in 0..w {
            let (c, m, y, k) = if x < 32 {
                (255, 0, 0, 0)
            } else {
                (0, 0, 255, 0)
            };
            cmyk.extend_from_slice(&[c, m, y, k]);
        }
    }
    let mut jpeg = Vec::new();
    jpeg_encoder::Encoder::new(&mut jpeg, 95)
        .encode(&cmyk, w, h, jpeg_encoder::ColorType::Cmyk)
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cmyk.jpg");
    fs::write(&file, &jpeg).unwrap();
    let source =
        boardgen_core::picture::Source::from_bytes("cmyk.jpg", std::fs::read(&file).unwrap())
            .unwrap();
    let target = boardgen_core::picture::Target {
        side: 5.0,
        round: false,
        fit: boardgen_core::picture::Fit::Contain,
        mono: false,
        anchor: boardgen_core::picture::Anchor::Centre,
        zoom: 1.0,
        aspect: 1.0,
    };
    let (r, _) = source.prepare(&target).unwrap();
    let at = |x: u32| {
        let i = ((r.height / 2 * r.width + x) * 3) as usize;
        [r.pixels[i], r.pixels[i + 1], r.pixels[i + 2]]
    };
    let (cyan, yellow) = (at(r.width / 8), at(r.width * 7 / 8));
    assert!(
        cyan[0] < 60 && cyan[1] > 180 && cyan[2] > 180,
        "cyan {cyan:?}"
    );
    assert!(
        yellow[0] > 180 && yellow[1] > 180 && yellow[2] < 60,
        "yellow {yellow:?}"
    );
}

/// What the decoders make of the damaged photos on their own (not strict, as `image` calls
/// them): pictures, without an error, so without boardgen's checks they print as noise.
#[test]
fn damaged_photos_decode_without_an_error_in_image_alone() {
    for bytes in [common::damaged_jpeg(), common::damaged_webp()] {
        assert!(image::load_from_memory(&bytes).is_ok());
    }
    // A sound lossy WebP prints.
    let dir = tempfile::tempdir().unwrap();
    run_ok(
        &dir.path().join("out"),
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--art",
            &art("crown", "photo.webp"),
        ],
    );
}

#[test]
fn one_file_is_decoded_once_whatever_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let photo = dir.path().join("photo.jpg");
    fs::write(&photo, common::grainy_photo(800, 600, 1)).unwrap();
    fs::copy(&photo, dir.path().join("copy.jpg")).unwrap();
    // The same file by two paths, a copy of it, and two games with pieces of two sizes.
    let p = |piece: &str, f: &str| format!("{piece}={}", dir.path().join(f).display());
    let arts = [
        p("carpet", "photo.jpg"),
        p("crown", "./photo.jpg"),
        p("camel:first", "copy.jpg"),
        p("king", "photo.jpg"),
    ];
    let mut args = vec![
        "pdf",
        "--game",
        "camels-and-carpets",
        "--game",
        "royal-carpet",
    ];
    for a in &arts {
        args.extend(["--art", a]);
    }
    let cfg = config(&args);
    let before = boardgen_core::picture::decodes();
    boardgen_core::render(&cfg, &boardgen::read::Disk).unwrap();
    assert_eq!(boardgen_core::picture::decodes() - before, 1);
    // A template naming it on four pieces.
    let text = boardgen_core::template("camels-and-carpets").unwrap();
    let mut named = String::new();
    for line in text.lines() {
        named += line;
        named += "\n";
        if line.starts_with("art = \"builtin:") {
            named += "picture = \"photo.jpg\"\n";
        }
    }
    assert_eq!(
        named
            .lines()
            .filter(|l| l.starts_with("picture = "))
            .count(),
        4
    );
    let t = dir.path().join("game.toml");
    fs::write(&t, named).unwrap();
    let cfg = config(&["pdf", "--game", t.to_str().unwrap()]);
    let before = boardgen_core::picture::decodes();
    boardgen_core::render(&cfg, &boardgen::read::Disk).unwrap();
    assert_eq!(boardgen_core::picture::decodes() - before, 1);
}

/// The PDF's image dictionaries (not soft masks) with `/Interpolate true`, and all of them.
fn interpolated(path: &Path) -> (usize, usize) {
    let doc = lopdf::Document::load(path).unwrap();
    let images: Vec<&lopdf::Stream> = doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").and_then(|o| o.as_name()).ok() == Some(b"Image"))
        .filter(|s| !is_smask(&doc, s))
        .collect();
    let smooth = images
        .iter()
        .filter(|s| s.dict.get(b"Interpolate").and_then(|o| o.as_bool()).ok() == Some(true))
        .count();
    (smooth, images.len())
}

#[test]
fn a_picture_printed_larger_than_its_pixels_is_smoothed() {
    let dir = tempfile::tempdir().unwrap();
    let small = dir.path().join("small.png");
    fs::write(&small, common::png_with(48, 48, &[])).unwrap();
    let small = format!("camel={}", small.display());
    let sharp = art("crown", "photo.jpg");
    let base = ["--game", "camels-and-carpets", "--sheets", "pieces"];
    let args = |format: &'static str| -> Vec<&str> {
        let mut v = vec![format];
        v.extend(base);
        v.extend(["--art", &small, "--art", &sharp]);
        v
    };
    let pdf = run_ok(&dir.path().join("pdf"), &args("pdf"));
    // The 48-pixel picture at 73 dpi is smoothed; the photo, at 554 dpi, is not.
    assert_eq!(interpolated(&pdf[0]), (1, 2));
    let svg = run_ok(&dir.path().join("svg"), &args("svg"));
    let text = fs::read_to_string(&svg[0]).unwrap();
    assert_eq!(text.matches("<image").count(), 2);
    assert_eq!(
        text.matches("image-rendering=\"optimizeQuality\"").count(),
        1
    );
}

#[test]
fn a_png_photo_is_stored_as_jpeg_and_line_art_stays_lossless() {
    let dir = tempfile::tempdir().unwrap();
    let jpeg = common::grainy_photo(1200, 900, 4);
    fs::write(dir.path().join("photo.jpg"), &jpeg).unwrap();
    let mut png = Vec::new();
    image::load_from_memory(&jpeg)
        .unwrap()
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    fs::write(dir.path().join("photo.png"), &png).unwrap();
    let kit = |file: &str, out: &str| {
        let a = format!("crown={}", dir.path().join(file).display());
        let args = ["pdf", "--game", "camels-and-carpets", "--art", &a];
        fs::metadata(&run_ok(&dir.path().join(out), &args)[0])
            .unwrap()
            .len()
    };
    let (from_jpeg, from_png) = (kit("photo.jpg", "a"), kit("photo.png", "b"));
    assert!(
        from_png as f64 <= 1.3 * from_jpeg as f64,
        "{from_png} bytes from the PNG, {from_jpeg} from the JPEG"
    );
    eprintln!("a PNG photo on every crown: {from_png} bytes; as JPEG {from_jpeg}");
    let files = run_ok(
        &dir.path().join("c"),
        &[
            "pdf",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--art",
            &format!("crown={}", dir.path().join("photo.png").display()),
            "--art",
            &art("camel", "drawing.png"),
        ],
    );
    let mut images = pdf_images(&files[0]);
    images.sort();
    // The photo as JPEG; the transparent drawing deflated, with its mask.
    assert_eq!(images[0].0, "DCTDecode");
    assert_eq!(images[1].0, "FlateDecode");
    assert!(images[1].2);
}

#[test]
fn a_drawing_that_melts_into_its_face_gets_a_note() {
    let dir = tempfile::tempdir().unwrap();
    let out = boardgen()
        .args([
            "pdf",
            "--game",
            "royal-carpet",
            "--sheets",
            "pieces",
            "--art",
        ])
        .arg(art("king", "drawing.png"))
        .arg("--out")
        .arg(dir.path().join("out"))
        .output()
        .unwrap();
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    // Dark ink on the black side's #2b2b2b face; the red side's face shows it.
    assert!(
        err.contains("drawing.png' may not show on the Black kings: its ink is 1.")
            && err.contains("against their face colour #2b2b2b"),
        "{err}"
    );
    assert_eq!(err.matches("may not show").count(), 1, "{err}");
    // In mono both faces are light: no note.
    let out = boardgen()
        .args([
            "pdf",
            "--mono",
            "--game",
            "royal-carpet",
            "--sheets",
            "pieces",
            "--art",
        ])
        .arg(art("king", "drawing.png"))
        .arg("--out")
        .arg(dir.path().join("mono"))
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains("may not show"));
}

/// A picture whose top half is red and bottom half blue, as a PNG of `w` x `h`.
fn two_halves(w: u32, h: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(w, h, |_, y| {
        if y < h / 2 {
            image::Rgb([220, 20, 20])
        } else {
            image::Rgb([20, 20, 220])
        }
    });
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .unwrap();
    out
}

#[test]
fn the_anchor_and_zoom_choose_the_part_a_crop_keeps() {
    let dir = tempfile::tempdir().unwrap();
    // A portrait picture: cover crops a square from it.
    fs::write(dir.path().join("tall.png"), two_halves(200, 600)).unwrap();
    let a = format!("crown={}", dir.path().join("tall.png").display());
    let shown = |extra: &[&str], out: &str| -> Vec<u8> {
        let mut args = vec![
            "svg",
            "--game",
            "camels-and-carpets",
            "--sheets",
            "pieces",
            "--art",
            &a,
        ];
        args.extend(extra);
        let files = run_ok(&dir.path().join(out), &args);
        let text = fs::read_to_string(&files[0]).unwrap();
        let start = text.find("base64,").unwrap() + 7;
        let end = start + text[start..].find('"').unwrap();
        use base64::Engine;
        base64::engine::general_purpose::STANDARD
            .decode(&text[start..end])
            .unwrap()
    };
    let mean_red = |png: &[u8]| {
        let (_, _, px) = common::rgb_pixels(png);
        px.iter().map(|p| p[0] as f64).sum::<f64>() / px.len() as f64
    };
    // The middle square: the seam between red and blue across it.
    let centre = mean_red(&shown(&[], "centre"));
    assert!((90.0..150.0).contains(&centre), "{centre}");
    // The top: all red; the bottom: all blue.
    assert!(mean_red(&shown(&["--anchor", "top"], "top")) > 200.0);
    assert!(mean_red(&shown(&["--anchor", "bottom"], "bottom")) < 40.0);
    // Zoomed twice at the centre: 100 of the 200 pixels across, still over the seam.
    let zoomed = shown(&["--zoom", "2"], "zoom");
    let (w, h, _) = common::rgb_pixels(&zoomed);
    assert_eq!((w, h), (100, 100));
    // The same in a template, and the keys checked.
    fs::copy(dir.path().join("tall.png"), dir.path().join("t.png")).unwrap();
    let t = template_with_picture(
        dir.path(),
        "\"t.png\"\npicture_anchor = \"top\"\npicture_zoom = 2",
    );
    let files = run_ok(
        &dir.path().join("tpl"),
        &["svg", "--game", t.to_str().unwrap(), "--sheets", "pieces"],
    );
    assert_eq!(
        fs::read_to_string(&files[0])
            .unwrap()
            .matches("<image")
            .count(),
        1
    );
    let t = template_with_picture(dir.path(), "\"t.png\"\npicture_zoom = 5");
    let err = refused(&["pdf", "--game", t.to_str().unwrap()], dir.path());
    assert!(err.contains("picture_zoom 5 is not 1 to 4"), "{err}");
    let t = template_with_picture(dir.path(), "\"t.png\"\npicture_anchor = \"up\"");
    let err = refused(&["pdf", "--game", t.to_str().unwrap()], dir.path());
    assert!(err.contains("up"), "{err}");
    // On the command line: values checked, and refused without --art.
    for (args, says) in [
        (vec!["pdf", "--art", &a, "--zoom", "0.5"], "out of range"),
        (
            vec!["pdf", "--art", &a, "--anchor", "up"],
            "is not a picture anchor",
        ),
        (
            vec!["pdf", "--zoom", "2"],
            "--zoom has no effect without --art",
        ),
        (
            vec!["pdf", "--anchor", "top"],
            "--anchor has no effect without --art",
        ),
    ] {
        let err = refused(&args, dir.path());
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn a_list_of_pictures_goes_on_a_kinds_pieces_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let mut names = Vec::new();
    for n in 0..4 {
        let name = format!("gran-{n}.jpg");
        fs::write(dir.path().join(&name), common::grainy_photo(300, 300, n)).unwrap();
        names.push(dir.path().join(&name).display().to_string());
    }
    let value = format!("king={}", names.join(","));
    let files = run_ok(
        &dir.path().join("lists"),
        &[
            "svg",
            "--game",
            "royal-carpet",
            "--sheets",
            "pieces,assembly",
            "--art",
            &value,
        ],
    );
    let text = |part: &str| {
        let f = files
            .iter()
            .find(|f| f.to_string_lossy().contains(part))
            .unwrap();
        fs::read_to_string(f).unwrap()
    };
    // Four kings a side, four pictures: each once on the sheet (one alone without the list).
    let pieces = text("pieces");
    assert_eq!(pieces.matches("<image").count(), 4);
    // The making-the-set page says which is which.
    let assembly = text("assembly");
    assert!(
        assembly.contains("Black's kings show, in the order the sheet gives them: gran-0.jpg, gran-1.jpg, gran-2.jpg and gran-3.jpg."),
        "{assembly}"
    );
    // A template's list on the crowns (2 a side and 4 spares: round again).
    for (n, name) in names.iter().take(2).enumerate() {
        fs::copy(name, dir.path().join(format!("c{n}.jpg"))).unwrap();
    }
    let t = template_with_picture(dir.path(), "\"c0.jpg\"")
        .to_string_lossy()
        .into_owned();
    let list = fs::read_to_string(&t).unwrap().replace(
        "picture = \"c0.jpg\"",
        "pictures = [\"c0.jpg\", \"c1.jpg\"]",
    );
    fs::write(&t, list).unwrap();
    let files = run_ok(
        &dir.path().join("tpl"),
        &["svg", "--game", &t, "--sheets", "pieces,assembly"],
    );
    let all: String = files
        .iter()
        .map(|f| fs::read_to_string(f).unwrap())
        .collect();
    assert!(all.contains("crowns show, in the order the sheet gives them: c0.jpg and c1.jpg, then again from the first."));
    // Both keys, or an empty list, are refused at the key.
    let both = fs::read_to_string(&t).unwrap().replace(
        "\npictures = [\"c0",
        "\npicture = \"c0.jpg\"\npictures = [\"c0",
    );
    fs::write(&t, both).unwrap();
    let err = refused(&["pdf", "--game", &t], dir.path());
    assert!(
        err.contains("give it `picture` or `pictures`, not both"),
        "{err}"
    );
    let t2 = template_with_picture(dir.path(), "\"c0.jpg\"");
    let empty = fs::read_to_string(&t2)
        .unwrap()
        .replace("picture = \"c0.jpg\"", "pictures = []");
    fs::write(&t2, empty).unwrap();
    let err = refused(&["pdf", "--game", t2.to_str().unwrap()], dir.path());
    assert!(
        err.contains("each list holds 1 to 64 picture files"),
        "{err}"
    );
    let err = refused(&["pdf", "--art", "king=a.jpg,"], dir.path());
    assert!(err.contains("is not PIECE=FILE[,FILE...]"), "{err}");
}

/// The making-the-set page names each picture of a list as a person tells them apart: a
/// file name in a script the font lacks (`奶奶.jpg`) by its place in the list, never as
/// empty boxes; and one file given under two names, by each name as given.
#[test]
fn pictures_are_named_as_given_and_never_as_boxes() {
    let dir = tempfile::tempdir().unwrap();
    let photo = pictures().join("photo.jpg");
    for name in ["gran.jpg", "奶奶.jpg", "grandpa.jpg"] {
        fs::copy(&photo, dir.path().join(name)).unwrap();
    }
    let d = dir.path().display();
    let value = format!("king={d}/gran.jpg,{d}/奶奶.jpg,{d}/grandpa.jpg");
    let files = run_ok(
        dir.path(),
        &["pdf", "--game", "royal-carpet", "--art", &value],
    );
    let Some(pages) = common::pdf_pages(&files[0]) else {
        return;
    };
    let text = pages
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("gran.jpg, picture no. 2 and grandpa.jpg"),
        "{text}"
    );
    assert!(!text.contains('奶'), "{text}");
}

/// What libjpeg makes of a JPEG: `true` when it calls it corrupt (a warning or an error),
/// or `None` where djpeg is not installed.
fn libjpeg_calls_corrupt(bytes: &[u8]) -> Option<bool> {
    common::checker("djpeg")?;
    let mut child = std::process::Command::new("djpeg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), bytes).unwrap();
    let o = child.wait_with_output().unwrap();
    Some(!o.status.success() || !o.stderr.is_empty())
}

/// Photos with one bit flipped in their scan data (baseline, progressive, with restart
/// intervals; 40 flips each): every one libjpeg calls corrupt is refused, naming the file,
/// and every other one boardgen refuses has codes that run past a block's end or end
/// before the scan's data does.
#[test]
fn a_jpeg_libjpeg_calls_corrupt_is_refused() {
    let photo = |progressive: bool, restart: u16| {
        let img = image::load_from_memory(&common::grainy_photo(320, 240, 5))
            .unwrap()
            .to_rgb8();
        let mut out = Vec::new();
        let mut e = jpeg_encoder::Encoder::new(&mut out, 90);
        e.set_progressive(progressive);
        e.set_restart_interval(restart);
        e.encode(img.as_raw(), 320, 240, jpeg_encoder::ColorType::Rgb)
            .unwrap();
        out
    };
    let mut state = 0x9e37_79b9u32;
    let (mut refused, mut corrupt, mut tried) = (0, 0, 0);
    for (progressive, restart) in [(false, 0), (true, 0), (false, 2)] {
        let sound = photo(progressive, restart);
        let scan = sound.windows(2).position(|w| w == [0xFF, 0xDA]).unwrap() + 20;
        assert!(!libjpeg_calls_corrupt(&sound).unwrap_or(false));
        assert!(boardgen_core::picture::Source::from_bytes("p.jpg", sound.clone()).is_ok());
        for _ in 0..40 {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let mut b = sound.clone();
            let at = scan + state as usize % (b.len() - 2 - scan);
            b[at] ^= 1 << (state >> 28 & 7);
            let ours = boardgen_core::picture::Source::from_bytes("flipped.jpg", b.clone())
                .and_then(|s| s.decode().map(|_| ()))
                .map_err(|e| e.to_string());
            let Some(libjpeg) = libjpeg_calls_corrupt(&b) else {
                return;
            };
            tried += 1;
            corrupt += libjpeg as usize;
            refused += ours.is_err() as usize;
            if let Err(e) = &ours {
                assert!(
                    e.starts_with("picture 'flipped.jpg' cannot be decoded"),
                    "{e}"
                );
            }
            // Every one libjpeg calls corrupt is refused. Beyond those, only codes that run past
            // a block's end, or a scan whose codes end bytes before its data does, which
            // libjpeg reads on without a word (its bit buffer takes up a few bytes unread).
            let beyond = |e: &String| e.contains("past its 64") || e.contains("extraneous bytes");
            assert!(
                !libjpeg && ours.as_ref().is_err_and(beyond) || ours.is_err() == libjpeg,
                "{progressive} {restart} byte {at}: {ours:?}, libjpeg {libjpeg}"
            );
        }
    }
    eprintln!("{refused} refused, {corrupt} corrupt to libjpeg, of {tried}");
}

/// A PNG missing its last bytes (its end chunk, or more) is refused, naming the file, though
/// its pixels may all be there: a file cut short is not the file that was meant.
#[test]
fn a_png_missing_its_last_bytes_is_refused() {
    let drawing = common::line_drawing();
    for cut in [4, 12, drawing.len() / 2] {
        let bytes = drawing[..drawing.len() - cut].to_vec();
        let err = boardgen_core::picture::Source::from_bytes("cut.png", bytes)
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            "picture 'cut.png' cannot be decoded: the PNG data is cut short (no end chunk); save it again from the original"
        );
    }
    assert!(boardgen_core::picture::Source::from_bytes("whole.png", drawing).is_ok());
}

/// A damaged PNG (a bad deflate stream, a bad CRC) and a WebP cut short are refused in a
/// sentence that says what to do, never in the decoder's own words.
#[test]
fn damaged_pictures_are_refused_in_plain_words() {
    let drawing = common::line_drawing();
    let idat = drawing.windows(4).position(|w| w == b"IDAT").unwrap();
    let mut bad_deflate = drawing.clone();
    bad_deflate[idat + 10] ^= 0x40;
    let mut bad_crc = drawing.clone();
    bad_crc[29] ^= 1; // IHDR's CRC
    let webp = fs::read(pictures().join("photo.webp")).unwrap();
    for (name, bytes) in [
        ("a.png", bad_deflate),
        ("b.png", bad_crc),
        ("c.webp", webp[..webp.len() / 2].to_vec()),
    ] {
        let err = boardgen_core::picture::Source::from_bytes(name, bytes)
            .and_then(|s| s.decode().map(|_| ()))
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with(&format!("picture '{name}' cannot be"))
                && err.contains("save it again from the original"),
            "{err}"
        );
        for word in ["Corrupt", "Format error", "{", "Huffman", "bitstream"] {
            assert!(!err.contains(word), "{err}");
        }
    }
}
