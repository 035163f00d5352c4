//! Piece artwork: SVG files (editable in Inkscape) parsed with usvg into scene paths.
//!
//! Artwork is drawn in two inks: dark paint is the icon, light paint is the piece's face
//! showing through (eyes, jewels). The layout recolours both per side and variant, so one
//! drawing serves colour and mono, both sides.

use resvg::usvg;

#[cfg(test)]
pub(crate) mod detail;
// Written from templates/art by a test (tests/boardgen/templates.rs), one path to a line.
#[rustfmt::skip]
mod prepared;

use crate::said::Said;
use crate::scene::{Path, PathCmd};
use crate::units::{Point, Transform};

/// Side of the square box artwork is normalised into.
pub const BOX: f64 = 100.0;

/// Most XML elements in one drawing.
pub const MAX_ELEMENTS: usize = 5_000;
/// Deepest nesting of elements in one drawing.
pub const MAX_DEPTH: usize = 32;
/// Most filled or stroked shapes in one drawing.
pub const MAX_PARTS: usize = 2_000;
/// Most path segments in one drawing, all shapes together.
pub const MAX_SEGMENTS: usize = 50_000;
/// Longest `style` attribute, in bytes (Inkscape writes a few hundred).
pub const MAX_STYLE_ATTR: usize = 2_048;
/// Longest text of all `<style>` elements of one drawing together, in bytes.
pub const MAX_STYLE_SHEET: usize = 16_384;
/// Most selectors in a drawing's `<style>` elements.
pub const MAX_SELECTORS: usize = 64;
/// Most simple selectors in one compound selector (`path.dark.thin` is three).
pub const MAX_COMPOUND: usize = 8;
/// Most attributes on one element: the XML reader checks each against the others.
pub const MAX_ATTRIBUTES: usize = 256;
/// Most style matching work: every simple selector of the `<style>` sheets tried on every
/// element, each try counted once, plus once per attribute of the element (the matcher looks
/// attributes up one by one) and per 64 bytes of its values (compared whole). A drawing
/// program's sheet on its drawing needs a few thousand.
pub const MAX_STYLE_WORK: usize = 1_000_000;
/// How far outside its box (in box units) a drawing may reach; widest stroke, box units.
pub const MAX_REACH: f64 = 10.0 * BOX;

/// SVG elements a drawing may use: shapes, groups, styles and paint definitions. Anything
/// else in the SVG namespace (text, images, `<use>`, markers, patterns, filters...) is
/// refused rather than silently dropped or multiplied.
const ALLOWED: &[&str] = &[
    "svg",
    "g",
    "defs",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "title",
    "desc",
    "metadata",
    "style",
    "linearGradient",
    "radialGradient",
    "stop",
    "clipPath",
];
const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// Which ink a part of the artwork is printed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// The icon colour (dark paint in the file).
    Icon,
    /// The piece's face colour (light paint in the file).
    Face,
}

/// One filled or stroked part of a drawing.
#[derive(Debug, Clone, PartialEq)]
pub struct ArtPart {
    /// Geometry in the [`BOX`] x [`BOX`] box.
    pub path: Path,
    /// Fill ink, if filled.
    pub fill: Option<Ink>,
    /// Stroke ink and width (in box units), if stroked.
    pub stroke: Option<(Ink, f64)>,
}

/// A drawing, normalised into a [`BOX`]-unit square, centred, aspect kept.
#[derive(Debug, Clone, PartialEq)]
pub struct Art {
    /// Parts in painting order.
    pub parts: Vec<ArtPart>,
}

/// Why artwork could not be used: the file's name and what is wrong, a message of
/// `refuse.ftl` (`refuse-art-…`) with its values, put into words where it is shown.
#[derive(Debug, thiserror::Error)]
pub enum ArtError {
    /// The file is not SVG usvg can read: why, the reader's own (English) words or a message.
    #[error("{}", self.said())]
    Parse(String, crate::said::Value),
    /// Nothing to draw.
    #[error("{}", self.said())]
    Empty(String),
    /// Unsupported content: what it holds.
    #[error("{}", self.said())]
    Unsupported(String, Said),
    /// Over one of the limits above: which.
    #[error("{}", self.said())]
    TooLarge(String, Said),
}

impl ArtError {
    /// The refusal as a message with its values.
    pub fn said(&self) -> Said {
        match self {
            ArtError::Parse(name, why) => Said::new("refuse-art-parse")
                .arg("name", name)
                .arg("why", why.clone()),
            ArtError::Empty(name) => Said::new("refuse-art-empty").arg("name", name),
            ArtError::Unsupported(name, what) => Said::new("refuse-art-unsupported")
                .arg("name", name)
                .arg("what", what.clone()),
            ArtError::TooLarge(name, why) => Said::new("refuse-art-too-large")
                .arg("name", name)
                .arg("why", why.clone()),
        }
    }
}

/// The SVG reader's own words (English), quoted as its.
fn reader_says(e: impl std::fmt::Display) -> crate::said::Value {
    Said::new("refuse-art-reader")
        .arg("quote", e.to_string())
        .into()
}

/// The built-in artwork files: each piece's drawing, and its simplified icon for diagrams.
pub const BUILTIN: &[(&str, &[u8])] = &[
    (
        "carpet.svg",
        include_bytes!("../../../templates/art/carpet.svg"),
    ),
    (
        "carpet-icon.svg",
        include_bytes!("../../../templates/art/carpet-icon.svg"),
    ),
    (
        "crown.svg",
        include_bytes!("../../../templates/art/crown.svg"),
    ),
    (
        "crown-icon.svg",
        include_bytes!("../../../templates/art/crown-icon.svg"),
    ),
    (
        "cockerel.svg",
        include_bytes!("../../../templates/art/cockerel.svg"),
    ),
    (
        "cockerel-icon.svg",
        include_bytes!("../../../templates/art/cockerel-icon.svg"),
    ),
    (
        "camel.svg",
        include_bytes!("../../../templates/art/camel.svg"),
    ),
    (
        "camel-icon.svg",
        include_bytes!("../../../templates/art/camel-icon.svg"),
    ),
    (
        "king.svg",
        include_bytes!("../../../templates/art/king.svg"),
    ),
    (
        "king-icon.svg",
        include_bytes!("../../../templates/art/king-icon.svg"),
    ),
    (
        "checker.svg",
        include_bytes!("../../../templates/art/checker.svg"),
    ),
    (
        "checker-icon.svg",
        include_bytes!("../../../templates/art/checker-icon.svg"),
    ),
];

fn ink(paint: &usvg::Paint) -> Option<Ink> {
    match paint {
        usvg::Paint::Color(c) => {
            let l =
                (0.2126 * c.red as f64 + 0.7152 * c.green as f64 + 0.0722 * c.blue as f64) / 255.0;
            Some(if l < 0.5 { Ink::Icon } else { Ink::Face })
        }
        _ => None,
    }
}

impl Art {
    /// Parses SVG bytes; `name` identifies the file in errors.
    pub fn parse(name: &str, data: &[u8]) -> Result<Art, ArtError> {
        let shown = crate::quote::shown(name);
        let name = shown.as_str();
        let text = std::str::from_utf8(data).map_err(|e| {
            let (at, byte) = crate::files::utf8_error_at(data, &e);
            ArtError::Parse(
                name.to_string(),
                Said::new("refuse-art-not-text")
                    .arg("at", at)
                    .arg("byte", format!("0x{byte:02X}"))
                    .into(),
            )
        })?;
        check_attributes(name, text)?;
        let doc = check_elements(name, text)?;
        let opts = usvg::Options {
            // Never read a file or decode an image a drawing names.
            image_href_resolver: usvg::ImageHrefResolver {
                resolve_data: Box::new(|_, _, _| None),
                resolve_string: Box::new(|_, _| None),
            },
            ..usvg::Options::default()
        };
        // The document checked above, not parsed a second time.
        let tree = usvg::Tree::from_xmltree(&doc, &opts)
            .map_err(|e| ArtError::Parse(name.to_string(), reader_says(e)))?;
        let size = tree.size();
        let scale = BOX / size.width().max(size.height()) as f64;
        let fit = Transform::translate(
            (BOX - size.width() as f64 * scale) / 2.0,
            (BOX - size.height() as f64 * scale) / 2.0,
        )
        .after(&Transform::scale(scale, scale));
        let mut parts = Vec::new();
        collect(name, tree.root(), &fit, &mut parts)?;
        if parts.is_empty() {
            return Err(ArtError::Empty(name.to_string()));
        }
        check_parts(name, &parts)?;
        Ok(Art { parts })
    }

    /// A built-in drawing by file name: as `parse` makes it from the file, prepared when
    /// boardgen was built (`art/prepared.rs`), so a run parses and checks nothing.
    pub fn builtin(file: &str) -> Option<Result<Art, ArtError>> {
        let (_, parts) = prepared::PREPARED.iter().find(|(n, _)| *n == file)?;
        let parts = parts
            .iter()
            .map(|&(fill, stroke, cmds)| ArtPart {
                path: Path {
                    cmds: cmds.to_vec(),
                },
                fill,
                stroke,
            })
            .collect();
        Some(Ok(Art { parts }))
    }
}

fn collect(
    name: &str,
    g: &usvg::Group,
    fit: &Transform,
    out: &mut Vec<ArtPart>,
) -> Result<(), ArtError> {
    for node in g.children() {
        match node {
            usvg::Node::Group(g) => collect(name, g, fit, out)?,
            usvg::Node::Path(p) => {
                let t = p.abs_transform();
                let t = fit.after(&Transform {
                    a: t.sx as f64,
                    b: t.ky as f64,
                    c: t.kx as f64,
                    d: t.sy as f64,
                    e: t.tx as f64,
                    f: t.ty as f64,
                });
                let path = convert(p.data(), &t);
                let fill = p.fill().and_then(|f| ink(f.paint()));
                let scale = (t.a * t.d - t.b * t.c).abs().sqrt();
                let stroke = p
                    .stroke()
                    .and_then(|s| ink(s.paint()).map(|i| (i, s.width().get() as f64 * scale)));
                if fill.is_some() || stroke.is_some() {
                    out.push(ArtPart { path, fill, stroke });
                }
            }
            usvg::Node::Image(_) => {
                return Err(ArtError::Unsupported(
                    name.to_string(),
                    Said::new("refuse-art-image"),
                ))
            }
            usvg::Node::Text(_) => {
                return Err(ArtError::Unsupported(
                    name.to_string(),
                    Said::new("refuse-art-text"),
                ))
            }
        }
        if out.len() > MAX_PARTS {
            return Err(ArtError::TooLarge(
                name.to_string(),
                Said::new("refuse-art-shapes").arg("most", MAX_PARTS),
            ));
        }
    }
    Ok(())
}

/// Refuses, before usvg builds anything, XML with a DTD, too many or too deeply nested
/// elements, or an SVG element outside [`ALLOWED`]; the document, for usvg to build from.
fn check_elements<'a>(name: &str, text: &'a str) -> Result<roxmltree::Document<'a>, ArtError> {
    let opts = roxmltree::ParsingOptions {
        allow_dtd: false,
        nodes_limit: (4 * MAX_ELEMENTS) as u32,
        ..roxmltree::ParsingOptions::default()
    };
    let doc = roxmltree::Document::parse_with_options(text, opts)
        .map_err(|e| ArtError::Parse(name.to_string(), reader_says(e)))?;
    let too_large = |m: Said| ArtError::TooLarge(name.to_string(), m);
    let mut elements = 0;
    let (mut sheet, mut selectors, mut simple) = (0, 0, 0);
    // What one simple selector costs to try on every element: see MAX_STYLE_WORK.
    let mut tries = 0;
    for node in doc.descendants().filter(|n| n.is_element()) {
        elements += 1;
        tries += 1 + node
            .attributes()
            .map(|a| 1 + a.value().len() / 64)
            .sum::<usize>();
        if elements > MAX_ELEMENTS {
            return Err(too_large(
                Said::new("refuse-art-elements").arg("most", MAX_ELEMENTS),
            ));
        }
        if node.ancestors().count() > MAX_DEPTH + 1 {
            return Err(too_large(
                Said::new("refuse-art-depth").arg("most", MAX_DEPTH),
            ));
        }
        let tag = node.tag_name();
        let in_svg = tag.namespace() == Some(SVG_NS) || tag.namespace().is_none();
        if in_svg && !ALLOWED.contains(&tag.name()) {
            return Err(ArtError::Unsupported(
                name.to_string(),
                Said::new("refuse-art-element").arg("tag", crate::quote::shown(tag.name())),
            ));
        }
        if node
            .attribute("style")
            .is_some_and(|s| s.len() > MAX_STYLE_ATTR)
        {
            return Err(too_large(
                Said::new("refuse-art-style-attribute").arg("most", MAX_STYLE_ATTR),
            ));
        }
        // usvg reads every element named `style` as a sheet, whatever its namespace.
        if tag.name() == "style" && !in_svg {
            return Err(ArtError::Unsupported(
                name.to_string(),
                Said::new("refuse-art-style-namespace"),
            ));
        }
        if in_svg && tag.name() == "style" {
            for text in node.children().filter_map(|c| c.text()) {
                sheet += text.len();
                if sheet > MAX_STYLE_SHEET {
                    return Err(too_large(
                        Said::new("refuse-art-style-sheet").arg("most", MAX_STYLE_SHEET),
                    ));
                }
                let (n, s) = check_style_sheet(name, text)?;
                selectors += n;
                simple += s;
                if selectors > MAX_SELECTORS {
                    return Err(too_large(
                        Said::new("refuse-art-selectors").arg("most", MAX_SELECTORS),
                    ));
                }
            }
        }
    }
    if simple.saturating_mul(tries) > MAX_STYLE_WORK {
        return Err(too_large(
            Said::new("refuse-art-style-work")
                .arg("simple", simple)
                .arg("elements", elements)
                .arg("most", MAX_STYLE_WORK),
        ));
    }
    Ok(doc)
}

/// Refuses, before the XML reader sees it, an element with more than [`MAX_ATTRIBUTES`]
/// attributes: the reader compares each attribute with every other of its element. A quick
/// scan of the tags: each attribute has one `=` outside quotes.
fn check_attributes(name: &str, text: &str) -> Result<(), ArtError> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(at) = bytes[i..].iter().position(|&b| b == b'<') {
        let start = i + at;
        let rest = &text[start..];
        // Comments, CDATA, processing instructions and declarations hold no attributes.
        let close = [
            ("<!--", "-->"),
            ("<![CDATA[", "]]>"),
            ("<?", "?>"),
            ("<!", ">"),
        ]
        .into_iter()
        .find(|(open, _)| rest.starts_with(open));
        if let Some((open, end)) = close {
            i = rest[open.len()..]
                .find(end)
                .map_or(bytes.len(), |j| start + open.len() + j + end.len());
            continue;
        }
        let (mut quote, mut attributes) = (None, 0);
        let mut j = start + 1;
        while j < bytes.len() {
            match (quote, bytes[j]) {
                (None, b'>') => break,
                (None, b'=') => attributes += 1,
                (None, q @ (b'"' | b'\'')) => quote = Some(q),
                (Some(q), b) if b == q => quote = None,
                _ => {}
            }
            j += 1;
        }
        if attributes > MAX_ATTRIBUTES {
            let (line, col) = crate::files::line_col(text, start);
            return Err(ArtError::TooLarge(
                name.to_string(),
                Said::new("refuse-art-attributes")
                    .arg("most", MAX_ATTRIBUTES)
                    .arg("line", line)
                    .arg("col", col),
            ));
        }
        i = j;
    }
    Ok(())
}

/// Checks a `<style>` sheet and returns its number of selectors and of simple selectors
/// in them. Only what artwork needs is
/// taken: rules whose selectors are each a simple one (`*`, `path`, `.class`, `#id`, an
/// attribute test, or several of these together: `path.dark`). Combinators (`g path`,
/// `g > path`, `a + b`), pseudo-classes and at-rules are refused: matching them costs the
/// parser time that grows with the nesting and the number of rules.
fn check_style_sheet(name: &str, css: &str) -> Result<(usize, usize), ArtError> {
    let refuse = |what: Said| {
        ArtError::Unsupported(
            name.to_string(),
            Said::new("refuse-art-css").arg("what", what),
        )
    };
    // Comments out, then `SELECTORS { DECLARATIONS }` rule by rule.
    let mut plain = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(i) = rest.find("/*") {
        plain += &rest[..i];
        rest = rest[i + 2..]
            .find("*/")
            .map_or("", |j| &rest[i + 2 + j + 2..]);
    }
    plain += rest;
    let (mut count, mut simple) = (0, 0);
    let mut rest = plain.as_str();
    while !rest.trim().is_empty() {
        if rest.trim_start().starts_with('@') {
            return Err(refuse(Said::new("refuse-art-css-at-rules")));
        }
        let (selectors, after) = rest
            .split_once('{')
            .ok_or_else(|| refuse(Said::new("refuse-art-css-not-rule")))?;
        let (body, after) = after
            .split_once('}')
            .ok_or_else(|| refuse(Said::new("refuse-art-css-unclosed")))?;
        if body.contains('{') {
            return Err(refuse(Said::new("refuse-art-css-nested")));
        }
        for selector in selectors.split(',') {
            count += 1;
            let selector = selector.trim();
            if selector.is_empty() {
                return Err(refuse(Said::new("refuse-art-css-empty")));
            }
            let mut compound = 0;
            for token in simplecss::SelectorTokenizer::from(selector) {
                use simplecss::SelectorToken as T;
                compound += 1;
                if compound > MAX_COMPOUND {
                    return Err(ArtError::TooLarge(
                        name.to_string(),
                        Said::new("refuse-art-compound")
                            .arg("most", MAX_COMPOUND)
                            .arg("selector", crate::quote::shown(selector)),
                    ));
                }
                match token {
                    Ok(T::DescendantCombinator | T::ChildCombinator | T::AdjacentCombinator) => {
                        return Err(refuse(
                            Said::new("refuse-art-css-combinators")
                                .arg("selector", crate::quote::shown(selector)),
                        ))
                    }
                    Ok(T::PseudoClass(_) | T::LangPseudoClass(_)) => {
                        return Err(refuse(
                            Said::new("refuse-art-css-pseudo")
                                .arg("selector", crate::quote::shown(selector)),
                        ))
                    }
                    Ok(_) => {}
                    Err(_) => {
                        return Err(refuse(
                            Said::new("refuse-art-css-unreadable")
                                .arg("selector", crate::quote::shown(selector)),
                        ))
                    }
                }
            }
            simple += compound;
        }
        rest = after;
    }
    Ok((count, simple))
}

/// Refuses non-finite or far-flung coordinates, over-wide strokes and too many segments,
/// so every number written to SVG and PDF stays finite and within what readers accept.
fn check_parts(name: &str, parts: &[ArtPart]) -> Result<(), ArtError> {
    let too_large = |m: Said| ArtError::TooLarge(name.to_string(), m);
    let mut segments = 0;
    let ok = |v: f64| v.is_finite() && v.abs() <= MAX_REACH;
    for part in parts {
        segments += part.path.cmds.len();
        if segments > MAX_SEGMENTS {
            return Err(too_large(
                Said::new("refuse-art-segments").arg("most", MAX_SEGMENTS),
            ));
        }
        for cmd in &part.path.cmds {
            let pts = match cmd {
                PathCmd::MoveTo(p) | PathCmd::LineTo(p) => vec![*p],
                PathCmd::CubicTo(a, b, c) => vec![*a, *b, *c],
                PathCmd::Close => vec![],
            };
            if pts.iter().any(|p| !ok(p.x) || !ok(p.y)) {
                return Err(too_large(Said::new("refuse-art-reach")));
            }
        }
        if let Some((_, w)) = part.stroke {
            if !w.is_finite() || w > BOX {
                return Err(too_large(Said::new("refuse-art-stroke")));
            }
        }
    }
    Ok(())
}

fn convert(data: &usvg::tiny_skia_path::Path, t: &Transform) -> Path {
    use usvg::tiny_skia_path::PathSegment as S;
    let p = |q: usvg::tiny_skia_path::Point| t.apply(Point::new(q.x as f64, q.y as f64));
    let mut cmds = Vec::new();
    let mut last = Point::default();
    for seg in data.segments() {
        match seg {
            S::MoveTo(a) => {
                last = p(a);
                cmds.push(PathCmd::MoveTo(last));
            }
            S::LineTo(a) => {
                last = p(a);
                cmds.push(PathCmd::LineTo(last));
            }
            S::QuadTo(c, e) => {
                let (c, e) = (p(c), p(e));
                let c1 = Point::new(
                    last.x + 2.0 / 3.0 * (c.x - last.x),
                    last.y + 2.0 / 3.0 * (c.y - last.y),
                );
                let c2 = Point::new(e.x + 2.0 / 3.0 * (c.x - e.x), e.y + 2.0 / 3.0 * (c.y - e.y));
                cmds.push(PathCmd::CubicTo(c1, c2, e));
                last = e;
            }
            S::CubicTo(a, b, e) => {
                last = p(e);
                cmds.push(PathCmd::CubicTo(p(a), p(b), last));
            }
            S::Close => cmds.push(PathCmd::Close),
        }
    }
    Path { cmds }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The prepared drawings are what parsing the files makes, part for part and bit for
    /// bit (the test `prepared_art_is_written_from_the_files` writes them).
    #[test]
    fn prepared_art_is_the_parsed_art() {
        assert_eq!(prepared::PREPARED.len(), BUILTIN.len());
        for (name, data) in BUILTIN {
            assert!(
                Art::builtin(name).unwrap().unwrap() == Art::parse(name, data).unwrap(),
                "{name} changed: BOARDGEN_PREPARE=1 cargo test --release --test boardgen prepared_art"
            );
        }
    }

    #[test]
    fn builtin_art_parses_inside_the_box() {
        for (name, _) in BUILTIN {
            let art = Art::builtin(name).unwrap().unwrap();
            assert!(!art.parts.is_empty());
            assert!(
                art.parts.iter().any(|p| p.fill == Some(Ink::Icon)),
                "{name} has no icon ink"
            );
            for part in &art.parts {
                let b = part.path.bounds(&Transform::identity()).unwrap();
                assert!(
                    b.x >= -0.01
                        && b.y >= -0.01
                        && b.right() <= BOX + 0.01
                        && b.bottom() <= BOX + 0.01,
                    "{name}: {b:?}"
                );
            }
        }
    }

    #[test]
    fn bad_art_is_refused() {
        assert!(matches!(
            Art::parse("x.svg", b"not svg"),
            Err(ArtError::Parse(..))
        ));
        let empty = br#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#;
        assert!(matches!(
            Art::parse("e.svg", empty),
            Err(ArtError::Empty(_))
        ));
    }

    #[test]
    fn css_is_bounded() {
        let svg = |style: &str, body: &str| {
            format!(
                r##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>{style}</style>{body}</svg>"##
            )
        };
        let rect = r##"<rect class="d" id="r" width="5" height="5"/>"##;
        // What drawing programs write is read and applied.
        for style in [
            ".d{fill:#000}",
            "/* c */ rect.d , #r { fill: #000 } * {stroke:none}",
            "[class=d]{fill:#000}",
        ] {
            let art = Art::parse("a.svg", svg(style, rect).as_bytes()).unwrap();
            assert_eq!(art.parts[0].fill, Some(Ink::Icon), "{style}");
        }
        // Selectors whose matching grows with nesting, and what is not a plain rule.
        for (style, says) in [
            ("g rect{fill:#000}", "combinators"),
            ("g>rect{fill:#000}", "combinators"),
            ("g+rect{fill:#000}", "combinators"),
            ("rect:first-child{fill:#000}", "pseudo-classes"),
            ("@media print{rect{fill:#000}}", "at-rules"),
            ("rect{fill:#000", "unclosed"),
        ] {
            let e = Art::parse("a.svg", svg(style, rect).as_bytes()).unwrap_err();
            assert!(e.to_string().contains(says), "{style}: {e}");
        }
        let many: String = (0..=MAX_SELECTORS)
            .map(|i| format!(".c{i}{{fill:#000}}"))
            .collect();
        let e = Art::parse("a.svg", svg(&many, rect).as_bytes()).unwrap_err();
        assert!(e.to_string().contains("CSS selectors"), "{e}");
        let long = format!(
            r##"<rect width="5" height="5" style="{}fill:#000"/>"##,
            "stroke:none;".repeat(200)
        );
        let e = Art::parse("a.svg", svg("", &long).as_bytes()).unwrap_err();
        assert!(e.to_string().contains("style attribute over"), "{e}");
    }

    #[test]
    fn viewbox_is_normalised() {
        let svg = br##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 2 1"><rect width="2" height="1" fill="#000"/></svg>"##;
        let art = Art::parse("r.svg", svg).unwrap();
        let b = art.parts[0].path.bounds(&Transform::identity()).unwrap();
        assert!(
            (b.w - 100.0).abs() < 1e-6 && (b.h - 50.0).abs() < 1e-6 && (b.y - 25.0).abs() < 1e-6,
            "{b:?}"
        );
    }
}
