//! Piece artwork: SVG files (editable in Inkscape) parsed with usvg into scene paths.
//!
//! Artwork is drawn in two inks: dark paint is the icon, light paint is the piece's face
//! showing through (eyes, jewels). The layout recolours both per side and variant, so one
//! drawing serves colour and mono, both sides.

use resvg::usvg;

#[cfg(test)]
pub(crate) mod detail;

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

/// Why artwork could not be used.
#[derive(Debug, thiserror::Error)]
pub enum ArtError {
    /// The file is not SVG usvg can read.
    #[error("artwork '{0}' is not a readable SVG: {1}")]
    Parse(String, String),
    /// Nothing to draw.
    #[error("artwork '{0}' has no filled or stroked shapes")]
    Empty(String),
    /// Unsupported content.
    #[error("artwork '{0}' contains {1}; use plain filled or stroked shapes")]
    Unsupported(String, String),
    /// Over one of the limits above.
    #[error("artwork '{0}' {1}")]
    TooLarge(String, String),
}

/// The built-in artwork files: each piece's drawing, and its simplified icon for diagrams.
pub const BUILTIN: &[(&str, &[u8])] = &[
    ("carpet.svg", include_bytes!("../templates/art/carpet.svg")),
    (
        "carpet-icon.svg",
        include_bytes!("../templates/art/carpet-icon.svg"),
    ),
    ("crown.svg", include_bytes!("../templates/art/crown.svg")),
    (
        "crown-icon.svg",
        include_bytes!("../templates/art/crown-icon.svg"),
    ),
    (
        "cockerel.svg",
        include_bytes!("../templates/art/cockerel.svg"),
    ),
    (
        "cockerel-icon.svg",
        include_bytes!("../templates/art/cockerel-icon.svg"),
    ),
    ("camel.svg", include_bytes!("../templates/art/camel.svg")),
    (
        "camel-icon.svg",
        include_bytes!("../templates/art/camel-icon.svg"),
    ),
    ("king.svg", include_bytes!("../templates/art/king.svg")),
    (
        "king-icon.svg",
        include_bytes!("../templates/art/king-icon.svg"),
    ),
    (
        "checker.svg",
        include_bytes!("../templates/art/checker.svg"),
    ),
    (
        "checker-icon.svg",
        include_bytes!("../templates/art/checker-icon.svg"),
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
            let (at, byte) = crate::kit::utf8_error_at(data, &e);
            ArtError::Parse(
                name.to_string(),
                format!("not UTF-8 text at line:column {at} (byte 0x{byte:02X}; compressed .svgz is not read)"),
            )
        })?;
        check_elements(name, text)?;
        let opts = usvg::Options {
            // Never read a file or decode an image a drawing names.
            image_href_resolver: usvg::ImageHrefResolver {
                resolve_data: Box::new(|_, _, _| None),
                resolve_string: Box::new(|_, _| None),
            },
            ..usvg::Options::default()
        };
        let tree = usvg::Tree::from_str(text, &opts)
            .map_err(|e| ArtError::Parse(name.to_string(), e.to_string()))?;
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

    /// A built-in drawing by file name.
    pub fn builtin(file: &str) -> Option<Result<Art, ArtError>> {
        BUILTIN
            .iter()
            .find(|(n, _)| *n == file)
            .map(|(n, d)| Art::parse(n, d))
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
                return Err(ArtError::Unsupported(name.to_string(), "an image".into()))
            }
            usvg::Node::Text(_) => {
                return Err(ArtError::Unsupported(name.to_string(), "text".into()))
            }
        }
        if out.len() > MAX_PARTS {
            return Err(ArtError::TooLarge(
                name.to_string(),
                format!("has more than {MAX_PARTS} shapes"),
            ));
        }
    }
    Ok(())
}

/// Refuses, before usvg builds anything, XML with a DTD, too many or too deeply nested
/// elements, or an SVG element outside [`ALLOWED`].
fn check_elements(name: &str, text: &str) -> Result<(), ArtError> {
    let opts = roxmltree::ParsingOptions {
        allow_dtd: false,
        nodes_limit: (4 * MAX_ELEMENTS) as u32,
        ..roxmltree::ParsingOptions::default()
    };
    let doc = roxmltree::Document::parse_with_options(text, opts)
        .map_err(|e| ArtError::Parse(name.to_string(), e.to_string()))?;
    let too_large = |m: String| ArtError::TooLarge(name.to_string(), m);
    let mut elements = 0;
    for node in doc.descendants().filter(|n| n.is_element()) {
        elements += 1;
        if elements > MAX_ELEMENTS {
            return Err(too_large(format!("has more than {MAX_ELEMENTS} elements")));
        }
        if node.ancestors().count() > MAX_DEPTH + 1 {
            return Err(too_large(format!(
                "nests elements more than {MAX_DEPTH} deep"
            )));
        }
        let tag = node.tag_name();
        let in_svg = tag.namespace() == Some(SVG_NS) || tag.namespace().is_none();
        if in_svg && !ALLOWED.contains(&tag.name()) {
            return Err(ArtError::Unsupported(
                name.to_string(),
                format!("<{}>", crate::quote::shown(tag.name())),
            ));
        }
    }
    Ok(())
}

/// Refuses non-finite or far-flung coordinates, over-wide strokes and too many segments,
/// so every number written to SVG and PDF stays finite and within what readers accept.
fn check_parts(name: &str, parts: &[ArtPart]) -> Result<(), ArtError> {
    let too_large = |m: String| ArtError::TooLarge(name.to_string(), m);
    let mut segments = 0;
    let ok = |v: f64| v.is_finite() && v.abs() <= MAX_REACH;
    for part in parts {
        segments += part.path.cmds.len();
        if segments > MAX_SEGMENTS {
            return Err(too_large(format!(
                "has more than {MAX_SEGMENTS} path segments"
            )));
        }
        for cmd in &part.path.cmds {
            let pts = match cmd {
                PathCmd::MoveTo(p) | PathCmd::LineTo(p) => vec![*p],
                PathCmd::CubicTo(a, b, c) => vec![*a, *b, *c],
                PathCmd::Close => vec![],
            };
            if pts.iter().any(|p| !ok(p.x) || !ok(p.y)) {
                return Err(too_large(
                    "reaches too far outside its canvas (or has a number too large to print)"
                        .into(),
                ));
            }
        }
        if let Some((_, w)) = part.stroke {
            if !w.is_finite() || w > BOX {
                return Err(too_large(
                    "has a stroke wider than the drawing itself".into(),
                ));
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
