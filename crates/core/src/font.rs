//! The embedded font (Open Sans, Apache-2.0): metrics for layout, glyph outlines for SVG/PNG,
//! and the raw bytes the PDF backend embeds.

use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock, PoisonError};

use crate::scene::{Path, PathCmd};
use crate::units::Point;

/// Which of the two embedded faces a text uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Weight {
    /// Body text.
    Regular,
    /// Headings and board coordinates.
    Bold,
}

impl Weight {
    /// Both weights, in a fixed order.
    pub const ALL: [Weight; 2] = [Weight::Regular, Weight::Bold];

    /// A short stable name used for ids in the outputs.
    pub fn key(self) -> &'static str {
        match self {
            Weight::Regular => "r",
            Weight::Bold => "b",
        }
    }
}

/// A soft hyphen (U+00AD) of the text: a place a word may break, never drawn nor measured
/// (a line broken there ends in [`crate::scene::BREAK_HYPHEN`] instead).
pub const SOFT_HYPHEN: char = '\u{AD}';

/// One parsed font face.
pub struct Font {
    data: &'static [u8],
    face: ttf_parser::Face<'static>,
    loca: Option<ttf_parser::loca::Table<'static>>,
    upem: f64,
    /// The first 256 characters, looked up once: layout measures hundreds of thousands of
    /// characters, each cmap look-up is a table search, and telling a blank glyph means
    /// decoding its outline.
    latin: [Lookup; 256],
    /// The `glyf` table, whose glyph headers hold each outline's box.
    glyf: Option<&'static [u8]>,
    /// The lowest and highest point of the first 256 characters' outlines, font units, y up
    /// (both 0 for a blank glyph): read once, for [`Font::ink`].
    latin_ink: [(i16, i16); 256],
}

/// What a character maps to in a face.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Lookup {
    /// Glyph id; None when the face has no glyph for the character.
    id: Option<u16>,
    /// Advance in font units of the glyph drawn (.notdef's when none).
    advance: u16,
    /// The glyph drawn has no outline (a space).
    blank: bool,
}

/// One positioned glyph of a laid-out string.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glyph {
    /// Glyph id in the font.
    pub id: u16,
    /// Pen position of the glyph's origin, in font units from the string's start.
    pub x: f64,
    /// The glyph draws nothing (a space).
    pub blank: bool,
    /// The character it shows: what a reader copies, searches and hears for it.
    pub ch: char,
}

static REGULAR: &[u8] = include_bytes!("../../../templates/fonts/OpenSans-Regular.ttf");
static BOLD: &[u8] = include_bytes!("../../../templates/fonts/OpenSans-Semibold.ttf");

/// What a backend makes of each glyph's outline (path data, a rasteriser's path), made once
/// per run and kept: a page draws the same few dozen glyphs thousands of times.
pub struct GlyphCache<T>(Mutex<BTreeMap<(Weight, u16), Option<T>>>);

impl<T: Clone> GlyphCache<T> {
    /// An empty cache, for a `static`.
    pub const fn new() -> Self {
        Self(Mutex::new(BTreeMap::new()))
    }

    /// `make` of the outline of glyph `gid`, made on its first use; None for a blank glyph
    /// or where `make` gives None.
    pub fn get(
        &self,
        weight: Weight,
        gid: u16,
        make: impl FnOnce(&Path) -> Option<T>,
    ) -> Option<T> {
        let mut cache = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        cache
            .entry((weight, gid))
            .or_insert_with(|| make(&get(weight).outline(gid)?))
            .clone()
    }
}

impl<T: Clone> Default for GlyphCache<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// The embedded face for a weight.
pub fn get(weight: Weight) -> &'static Font {
    static R: OnceLock<Font> = OnceLock::new();
    static B: OnceLock<Font> = OnceLock::new();
    let (cell, data) = match weight {
        Weight::Regular => (&R, REGULAR),
        Weight::Bold => (&B, BOLD),
    };
    cell.get_or_init(|| Font::parse(data))
}

/// The cmap, hmtx and glyf look-up behind [`Font::glyph`]. Whether the glyph is blank comes
/// from `loca` (a glyph without outline data has an empty range there) when the face has
/// one: decoding the outline to tell would be most of the work of a look-up.
fn lookup(face: &ttf_parser::Face, loca: Option<&ttf_parser::loca::Table>, c: char) -> Lookup {
    // Open Sans has no U+2010 HYPHEN (nor U+2011), the hyphen the layout adds where it
    // breaks a word; its soft hyphen is the same drawing under a glyph of its own, so a
    // ToUnicode map still tells the break's hyphen from a hyphen of the text.
    // A noncharacter (U+FFFF, U+FDD0…) has no glyph, whatever the cmap's last segment says;
    // nor has any character the cmap sends to glyph 0, the empty box.
    let nonchar = (c as u32 & 0xFFFE) == 0xFFFE || ('\u{FDD0}'..='\u{FDEF}').contains(&c);
    let id = face
        .glyph_index(c)
        .or_else(|| matches!(c, '\u{2010}' | '\u{2011}').then(|| face.glyph_index('\u{ad}'))?)
        .map(|g| g.0)
        .filter(|&g| g != 0 && !nonchar);
    let g = ttf_parser::GlyphId(id.unwrap_or(0));
    Lookup {
        id,
        advance: face.glyph_hor_advance(g).unwrap_or(0),
        blank: match loca {
            Some(loca) => loca.glyph_range(g).is_none(),
            None => decodes_blank(face, g),
        },
    }
}

/// The lowest and highest point of glyph `g`'s outline in font units, y up: from its header
/// in `glyf` (yMin at byte 4, yMax at 8) where the face has one, rather than decoding it.
fn extent(
    face: &ttf_parser::Face,
    loca: Option<&ttf_parser::loca::Table>,
    glyf: Option<&[u8]>,
    g: ttf_parser::GlyphId,
) -> (i16, i16) {
    let header = loca.zip(glyf).and_then(|(loca, glyf)| {
        let h = glyf.get(loca.glyph_range(g)?.start..)?.get(..10)?;
        Some((
            i16::from_be_bytes([h[4], h[5]]),
            i16::from_be_bytes([h[8], h[9]]),
        ))
    });
    header
        .or_else(|| face.glyph_bounding_box(g).map(|b| (b.y_min, b.y_max)))
        .unwrap_or((0, 0))
}

/// The glyph has no outline, found by decoding it.
fn decodes_blank(face: &ttf_parser::Face, g: ttf_parser::GlyphId) -> bool {
    struct Nothing;
    impl ttf_parser::OutlineBuilder for Nothing {
        fn move_to(&mut self, _: f32, _: f32) {}
        fn line_to(&mut self, _: f32, _: f32) {}
        fn quad_to(&mut self, _: f32, _: f32, _: f32, _: f32) {}
        fn curve_to(&mut self, _: f32, _: f32, _: f32, _: f32, _: f32, _: f32) {}
        fn close(&mut self) {}
    }
    face.outline_glyph(g, &mut Nothing).is_none()
}

/// The face's `loca` table (TrueType outlines only).
fn loca<'a>(face: &ttf_parser::Face<'a>) -> Option<ttf_parser::loca::Table<'a>> {
    face.tables().glyf?;
    let data = face
        .raw_face()
        .table(ttf_parser::Tag::from_bytes(b"loca"))?;
    let glyphs = std::num::NonZeroU16::new(face.number_of_glyphs())?;
    ttf_parser::loca::Table::parse(glyphs, face.tables().head.index_to_location_format, data)
}

impl Font {
    fn parse(data: &'static [u8]) -> Font {
        // The bytes are compiled in and checked by tests, so a failure here is a build defect.
        let face = ttf_parser::Face::parse(data, 0).expect("embedded font parses");
        let upem = face.units_per_em() as f64;
        let mut latin = [Lookup {
            id: None,
            advance: 0,
            blank: true,
        }; 256];
        let loca = loca(&face);
        let glyf = face.raw_face().table(ttf_parser::Tag::from_bytes(b"glyf"));
        let mut latin_ink = [(0, 0); 256];
        for (c, slot) in latin.iter_mut().enumerate() {
            *slot = lookup(&face, loca.as_ref(), char::from(c as u8));
            if !slot.blank {
                let g = ttf_parser::GlyphId(slot.id.unwrap_or(0));
                latin_ink[c] = extent(&face, loca.as_ref(), glyf, g);
            }
        }
        Font {
            data,
            face,
            loca,
            upem,
            latin,
            glyf,
            latin_ink,
        }
    }

    /// What `c` maps to, from the cache when it is there.
    fn glyph(&self, c: char) -> Lookup {
        match self.latin.get(c as usize) {
            Some(&g) => g,
            None => lookup(&self.face, self.loca.as_ref(), c),
        }
    }

    /// The font file, for embedding.
    pub fn data(&self) -> &'static [u8] {
        self.data
    }

    /// Font units per em.
    pub fn units_per_em(&self) -> f64 {
        self.upem
    }

    /// The PostScript name of the face.
    pub fn postscript_name(&self) -> String {
        self.face
            .names()
            .into_iter()
            .find(|n| n.name_id == ttf_parser::name_id::POST_SCRIPT_NAME && n.is_unicode())
            .and_then(|n| n.to_string())
            .unwrap_or_else(|| "OpenSans".to_string())
    }

    /// Glyphs of `text` with their pen positions in font units. Plain advances, no kerning:
    /// the PDF backend shows the same string with the same advances, so all outputs agree.
    pub fn shape(&self, text: &str) -> Vec<Glyph> {
        let mut x = 0.0;
        // At most a glyph a byte: one allocation, where collecting through the filter grew
        // the vector four times for a line.
        let mut glyphs = Vec::with_capacity(text.len());
        glyphs.extend(text.chars().filter(|&c| c != SOFT_HYPHEN).map(|c| {
            let l = self.glyph(c);
            let g = Glyph {
                id: l.id.unwrap_or(0),
                x,
                blank: l.blank,
                ch: c,
            };
            x += l.advance as f64;
            g
        }));
        glyphs
    }

    /// Advance width of `text` in font units (a whole number: widths add up exactly).
    pub fn units(&self, text: &str) -> f64 {
        text.chars()
            .filter(|&c| c != SOFT_HYPHEN)
            .map(|c| self.glyph(c).advance as f64)
            .sum()
    }

    /// Font units to mm at a font size of `size` mm.
    pub fn to_mm(&self, units: f64, size: f64) -> f64 {
        units * size / self.upem
    }

    /// Width of `text` in mm at a font size of `size` mm.
    pub fn measure(&self, text: &str, size: f64) -> f64 {
        self.to_mm(self.units(text), size)
    }

    /// Height above the baseline of the tallest glyphs, in mm at size `size`.
    pub fn ascent(&self, size: f64) -> f64 {
        self.face.ascender() as f64 * size / self.upem
    }

    /// Depth below the baseline (positive), in mm at size `size`.
    pub fn descent(&self, size: f64) -> f64 {
        -(self.face.descender() as f64) * size / self.upem
    }

    /// How far the ink of `text` at size `size` reaches above and below its baseline, mm
    /// (its glyphs' outlines, not the face's ascender and descender); None when it inks
    /// nothing.
    pub fn ink(&self, text: &str, size: f64) -> Option<(f64, f64)> {
        let (mut high, mut low) = (i16::MIN, i16::MAX);
        for c in text.chars() {
            let (l, h) = match self.latin_ink.get(c as usize) {
                Some(_) if self.latin[c as usize].blank => continue,
                Some(&e) => e,
                None => {
                    let g = self.glyph(c);
                    if g.blank {
                        continue;
                    }
                    let id = ttf_parser::GlyphId(g.id.unwrap_or(0));
                    extent(&self.face, self.loca.as_ref(), self.glyf, id)
                }
            };
            high = high.max(h);
            low = low.min(l);
        }
        let mm = |v: i16| f64::from(v) * size / self.upem;
        (high >= low).then(|| (mm(high), -mm(low)))
    }

    /// Height of capital letters, in mm at size `size`.
    pub fn cap_height(&self, size: f64) -> f64 {
        self.face.capital_height().unwrap_or(1462) as f64 * size / self.upem
    }

    /// The face's bounding box `[x_min, y_min, x_max, y_max]` in thousandths of an em, y up.
    pub fn bbox_per_mille(&self) -> [f64; 4] {
        let r = self.face.global_bounding_box();
        [r.x_min, r.y_min, r.x_max, r.y_max].map(|v| v as f64 * 1000.0 / self.upem)
    }

    /// Advance of glyph `id` in font units.
    pub fn advance(&self, id: u16) -> f64 {
        self.face
            .glyph_hor_advance(ttf_parser::GlyphId(id))
            .unwrap_or(0) as f64
    }

    /// True when every character of `text` has a glyph in this face.
    pub fn covers(&self, text: &str) -> bool {
        text.chars().all(|c| self.glyph(c).id.is_some())
    }

    /// The outline of a glyph in font units, y down (baseline at 0), or None for blank glyphs.
    pub fn outline(&self, id: u16) -> Option<Path> {
        // PDF has no quadratic curves, so TrueType quads become exact cubics here.
        struct B(Vec<PathCmd>, Point);
        impl ttf_parser::OutlineBuilder for B {
            fn move_to(&mut self, x: f32, y: f32) {
                self.1 = p(x, y);
                self.0.push(PathCmd::MoveTo(self.1));
            }
            fn line_to(&mut self, x: f32, y: f32) {
                self.1 = p(x, y);
                self.0.push(PathCmd::LineTo(self.1));
            }
            fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
                let (s, c, e) = (self.1, p(x1, y1), p(x, y));
                let c1 = Point::new(s.x + 2.0 / 3.0 * (c.x - s.x), s.y + 2.0 / 3.0 * (c.y - s.y));
                let c2 = Point::new(e.x + 2.0 / 3.0 * (c.x - e.x), e.y + 2.0 / 3.0 * (c.y - e.y));
                self.1 = e;
                self.0.push(PathCmd::CubicTo(c1, c2, e));
            }
            fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
                self.1 = p(x, y);
                self.0.push(PathCmd::CubicTo(p(x1, y1), p(x2, y2), self.1));
            }
            fn close(&mut self) {
                self.0.push(PathCmd::Close);
            }
        }
        fn p(x: f32, y: f32) -> Point {
            Point::new(x as f64, -(y as f64))
        }
        let mut b = B(Vec::new(), Point::default());
        self.face.outline_glyph(ttf_parser::GlyphId(id), &mut b)?;
        Some(Path { cmds: b.0 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line's ink, from the glyphs' headers, is its outlines' extent: "y" below the
    /// baseline, "x" not, a space nothing.
    #[test]
    fn ink_is_the_outlines_extent() {
        for w in Weight::ALL {
            let f = get(w);
            for c in (33u8..127).map(char::from).chain(['·', '—', '’', '„', 'é']) {
                let id = f.shape(&c.to_string())[0].id;
                let t = crate::units::Transform::identity();
                let b = f.outline(id).unwrap().bounds(&t).unwrap();
                let (above, below) = f.ink(&c.to_string(), f.units_per_em()).unwrap();
                assert!(
                    (above + b.y).abs() < 1.0 && (below - b.bottom()).abs() < 1.0,
                    "{c}"
                );
            }
            let (_, y) = f.ink("y", 10.0).unwrap();
            let (_, x) = f.ink("x", 10.0).unwrap();
            assert!(y > 1.5 && x.abs() < 0.1, "{y} {x}");
            assert_eq!(f.ink(" ", 10.0), None);
        }
    }

    #[test]
    fn both_faces_load_and_cover_the_text_we_print() {
        for w in Weight::ALL {
            let f = get(w);
            assert!(f.units_per_em() > 0.0);
            assert!(f.covers("Camels and Carpets — board, half 1 of 2 · 100 % abcdefgh"));
            assert!(f.outline(f.shape("A")[0].id).is_some());
        }
    }

    /// The hyphen a line break adds is drawn, as wide as a hyphen of the text, under a
    /// glyph of its own (not .notdef, not the text hyphen's).
    #[test]
    fn the_break_hyphen_is_drawn() {
        for w in Weight::ALL {
            let f = get(w);
            let brk = f.shape(&crate::scene::BREAK_HYPHEN.to_string())[0].id;
            let text = f.shape("-")[0].id;
            assert!(f.covers(&crate::scene::BREAK_HYPHEN.to_string()), "{w:?}");
            assert_ne!(brk, text, "{w:?}");
            assert!(f.outline(brk).is_some(), "{w:?}");
            assert_eq!(f.units("\u{2010}"), f.units("-"), "{w:?}");
        }
    }

    #[test]
    fn loca_tells_blank_glyphs_as_decoding_them_does() {
        for w in Weight::ALL {
            let f = get(w);
            let loca = f.loca.as_ref().expect("TrueType outlines");
            let mut blanks = 0;
            for g in 0..f.face.number_of_glyphs() {
                let g = ttf_parser::GlyphId(g);
                let blank = decodes_blank(&f.face, g);
                assert_eq!(loca.glyph_range(g).is_none(), blank, "{w:?} glyph {}", g.0);
                blanks += blank as u32;
            }
            // The spaces are blank, and little else is.
            assert!((1..50).contains(&blanks), "{w:?}: {blanks} blank glyphs");
        }
    }

    #[test]
    fn cached_lookups_match_the_font_tables() {
        for w in Weight::ALL {
            let f = get(w);
            for c in (0u32..0x2100).filter_map(char::from_u32) {
                let l = f.glyph(c);
                assert_eq!(l, lookup(&f.face, None, c), "{c:?}");
                assert_eq!(l.blank, f.outline(l.id.unwrap_or(0)).is_none(), "{c:?}");
            }
            assert!(f.shape(" ")[0].blank && !f.shape("x")[0].blank);
        }
    }

    #[test]
    fn measure_matches_shape_and_scales() {
        let f = get(Weight::Regular);
        let w10 = f.measure("Hello", 10.0);
        assert!((f.measure("Hello", 20.0) - 2.0 * w10).abs() < 1e-9);
        let g = f.shape("Hello");
        assert_eq!(g.len(), 5);
        assert!(g[4].x * 10.0 / f.units_per_em() < w10);
    }
}
