//! Property: every valid template, however odd its names or extreme its allowed sizes,
//! renders to SVG that parses as XML and a PDF that reads back, with no non-finite number,
//! and every heading, footer and label inside the page's safe area.

use crate::check;

use boardgen_core::font::{self, Weight};
use boardgen_core::kit::Kit;
use boardgen_core::layout::{kit_document, page_bounds, Options};
use proptest::prelude::*;

/// Characters names are drawn from: XML specials, bidi (right-to-left) letters, combining
/// marks, wide and narrow letters; only those the embedded font prints are used.
fn pool() -> Vec<char> {
    let candidates = "aWm1 <>&\"'é\u{301}\u{308}ßø—…€ЖжΩשאعب中";
    candidates
        .chars()
        .filter(|c| font::get(Weight::Bold).covers(&c.to_string()))
        .collect()
}

fn text(max: usize) -> impl Strategy<Value = String> {
    let pool = pool();
    proptest::collection::vec(proptest::sample::select(pool), 1..=max).prop_map(|v| {
        // Never only spaces, never a leading combining mark alone: start with a letter.
        let s: String = v.into_iter().collect();
        format!("W{}", s.chars().skip(1).collect::<String>())
    })
}

/// `s` as a TOML basic string (the program only reads TOML, so the toml crate here cannot
/// write it).
fn toml_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    // The round trip through the parser the program uses proves the quoting.
    let back: toml::Table = toml::from_str(&format!("v = {out}")).unwrap();
    assert_eq!(back["v"].as_str(), Some(s));
    out
}

#[derive(Debug, Clone)]
struct Piece {
    name: String,
    count: u32,
    spares: bool,
    art: &'static str,
}

fn template(
    id: String,
    name: String,
    files: u32,
    ranks: u32,
    pieces: Vec<Piece>,
    sides: [String; 2],
    labels: [String; 4],
) -> String {
    let mut t = format!(
        "format = 1\nid = \"{id}\"\nname = {}\ndefault_spares = 8\n\n[board]\nfiles = {files}\nranks = {ranks}\nplay_on = \"all\"\nsplit = \"auto\"\n\n",
        toml_str(&name)
    );
    for (key, light, dark) in [
        ("colour", "#f0e0c0", "#806040"),
        ("mono", "#ffffff", "#999999"),
    ] {
        t += &format!("[{key}]\nlight = \"{light}\"\ndark = \"{dark}\"\nframe = \"#ffffff\"\nframe_text = \"#000000\"\nline = \"#000000\"\naccent = \"#777777\"\nink = \"#000000\"\n\n");
    }
    for (i, p) in pieces.iter().enumerate() {
        // Names are made unique by a number in front.
        let n = format!("{i}{}", p.name);
        let n: String = n.chars().take(32).collect();
        t += &format!(
            "[[pieces]]\nid = \"p{i}\"\nname = {}\nplural = {}\nart = \"builtin:{}\"\ncount = {}\nspares = {}\nstart = \"reserve\"\n\n",
            toml_str(&n),
            toml_str(&n),
            p.art,
            p.count,
            p.spares
        );
    }
    for (s, side) in sides.iter().enumerate() {
        t += &format!(
            "[[sides]]\nname = {}\ncolour = {{ label = {}, face = \"#ffffff\", icon = \"#000000\", edge = \"#000000\" }}\nmono = {{ label = {}, face = \"#ffffff\", icon = \"#000000\", edge = \"#000000\" }}\n\n",
            toml_str(&format!("{s}{side}").chars().take(32).collect::<String>()),
            toml_str(&labels[2 * s]),
            toml_str(&labels[2 * s + 1]),
        );
    }
    t
}

fn piece() -> impl Strategy<Value = Piece> {
    (
        text(32),
        prop_oneof![Just(0u32), 1u32..=12, Just(99u32)],
        any::<bool>(),
        proptest::sample::select(vec!["crown.svg", "camel.svg", "checker.svg", "carpet.svg"]),
    )
        .prop_map(|(name, count, spares, art)| Piece {
            name,
            count,
            spares,
            art,
        })
}

proptest! {
    // Each case renders a whole kit twice: kept few so the suite stays quick.
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn valid_templates_render_valid_files(
        id in "[a-z0-9][a-z0-9-]{0,39}",
        name in text(60),
        files in prop_oneof![Just(2u32), 2u32..=18, Just(18u32)],
        ranks in prop_oneof![Just(2u32), 2u32..=26],
        pieces in proptest::collection::vec(piece(), 1..=12),
        sides in [text(31), text(31)],
        labels in [text(32), text(32), text(32), text(32)],
    ) {
        let t = template(id, name, files, ranks, pieces, sides, labels);
        // Bounded content: at most 12 kinds of piece of at most 99 each, a side.
        let kit = Kit::from_bytes(t.as_bytes(), "prop.toml", None)
            .unwrap_or_else(|e| panic!("a valid template is refused: {e}\n{t}"));
        let cfg = boardgen_core::config::Config {
            document: boardgen_core::config::DocumentKind::Kit,
            encoding: boardgen_core::config::Encoding::Pdf,
            layout: Options::default(),
            games: Vec::new(),
            sheets_asked: false,
            art: Vec::new(),
            fit: Default::default(),
            anchor: Default::default(),
            zoom: 1.0,
            board_art: Vec::new(),
            // Every template's cuts go through the cut writers, the CutContour and the
            // Print Then Cut layout too (not the marks, whose margin may not fit a board).
            lang_from: None,
            cut: boardgen_core::cut::CutOptions {
                outputs: {
                    use boardgen_core::cut::CutOutput::*;
                    vec![Svg, Dxf, Contour, Cricut]
                },
                ..Default::default()
            },
        };
        if let Err(e) = boardgen_core::render_template_bytes(t.as_bytes(), "prop.toml", &cfg) {
            // The one refusal a valid template may meet: the run's drawing limit (many kinds
            // of 99 pieces, each a detailed drawing), as bad input in one line.
            let line = boardgen_core::error_line(&e);
            prop_assert!(
                line.contains("would draw over") && boardgen_core::is_bad_input(&e),
                "refused: {}\n{}", line, t
            );
            return Ok(());
        }
        prop_assert!(check::check_template(t.as_bytes()), "refused:\n{}", t);
        for mono in [false, true] {
            let doc = kit_document(&kit, &Options { mono, ..Options::default() }).unwrap();
            for page in &doc.pages {
                for (item, b) in page_bounds(&doc, page) {
                    prop_assert!(page.safe.contains(&b), "{}: {:?} at {:?} outside {:?}", page.name, item, b, page.safe);
                }
            }
        }
    }
}

/// The largest board and most pieces a template may ask for: refused cleanly on A4 (the board
/// does not fit) or rendered validly, never a panic or a broken file.
#[test]
fn the_largest_allowed_template_is_handled() {
    let pieces: Vec<Piece> = (0..12)
        .map(|i| Piece {
            name: "W".repeat(31 - i.to_string().len()),
            // Two kinds at the most a side may have keep the test quick; the memory of the
            // whole largest set is measured by hand.
            count: if i < 2 { 99 } else { 1 },
            spares: true,
            art: "carpet.svg",
        })
        .collect();
    let w = |n: usize| "W".repeat(n);
    let t = template(
        "a".repeat(40),
        w(60),
        26,
        99,
        pieces.clone(),
        [w(31), w(31)],
        [w(32), w(32), w(32), w(32)],
    );
    check::check_template(t.as_bytes());
    let t = template(
        "b".repeat(40),
        w(60),
        18,
        26,
        pieces,
        [w(31), w(31)],
        [w(32), w(32), w(32), w(32)],
    );
    assert!(check::check_template(t.as_bytes()));
}

/// A picture of `w` x `h` pixels in `format` with `channels` samples of `depth` bits a pixel
/// (as the format allows), a gradient so resampling has something to do.
fn picture(format: usize, channels: u8, sixteen: bool, w: u32, h: u32) -> (&'static str, Vec<u8>) {
    use image::{DynamicImage, ImageFormat};
    let rgba = image::RgbaImage::from_fn(w, h, |x, y| {
        image::Rgba([
            (x * 7) as u8,
            (y * 5) as u8,
            ((x + y) * 3) as u8,
            (255 - x % 200) as u8,
        ])
    });
    let img = DynamicImage::ImageRgba8(rgba);
    let img = match (channels, sixteen) {
        (1, false) => DynamicImage::ImageLuma8(img.to_luma8()),
        (1, true) => DynamicImage::ImageLuma16(img.to_luma16()),
        (2, _) => DynamicImage::ImageLumaA8(img.to_luma_alpha8()),
        (3, false) => DynamicImage::ImageRgb8(img.to_rgb8()),
        (3, true) => DynamicImage::ImageRgb16(img.to_rgb16()),
        (_, true) => DynamicImage::ImageRgba16(img.to_rgba16()),
        _ => img,
    };
    let (name, fmt, img) = match format {
        0 => ("p.png", ImageFormat::Png, img),
        // JPEG holds grey or RGB, 8 bits.
        1 => (
            "p.jpg",
            ImageFormat::Jpeg,
            match channels {
                1 | 2 => DynamicImage::ImageLuma8(img.to_luma8()),
                _ => DynamicImage::ImageRgb8(img.to_rgb8()),
            },
        ),
        // GIF: a palette of RGBA.
        2 => (
            "p.gif",
            ImageFormat::Gif,
            DynamicImage::ImageRgba8(img.to_rgba8()),
        ),
        // WebP (lossless): RGB or RGBA, 8 bits.
        _ => (
            "p.webp",
            ImageFormat::WebP,
            match channels {
                1 | 3 => DynamicImage::ImageRgb8(img.to_rgb8()),
                _ => DynamicImage::ImageRgba8(img.to_rgba8()),
            },
        ),
    };
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), fmt)
        .unwrap();
    (name, out)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any picture in a supported format and sample layout prints (when it has at least 16
    /// pixels a side) or is refused cleanly; cut short or with bytes overwritten, it prints
    /// or is refused, never a panic or a broken file.
    #[test]
    fn pictures_print_or_are_refused(
        format in 0usize..4,
        channels in 1u8..=4,
        sixteen in any::<bool>(),
        w in prop_oneof![Just(1u32), 1u32..=300, Just(16u32)],
        h in prop_oneof![Just(1u32), 1u32..=300, Just(16u32)],
        damage in prop_oneof![Just(None), (0.0f64..1.0, any::<u8>()).prop_map(Some)],
        cut in any::<bool>(),
    ) {
        let (name, mut bytes) = picture(format, channels, sixteen, w, h);
        prop_assert_eq!(check::picture_name(&bytes), name.replace("p.", "fuzz."));
        match damage {
            None => {
                let ok = check::check_picture(name, &bytes);
                prop_assert_eq!(ok, w >= 16 && h >= 16, "{} {}x{}", name, w, h);
            }
            Some((at, v)) => {
                let i = ((bytes.len() as f64 * at) as usize).min(bytes.len() - 1);
                if cut {
                    bytes.truncate(i);
                } else {
                    bytes[i] = v;
                }
                check::check_picture(name, &bytes);
            }
        }
    }
}
