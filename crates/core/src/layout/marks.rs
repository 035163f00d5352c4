//! Marks every sheet shares: crop marks, the calibration ruler, page headings and footers.

use crate::font::{self, Weight};
use crate::game::Palette;
use crate::lang::{Lang, Shipped};
use crate::scene::{Anchor, Color, Group, Item, Page, Paint, Path, Stroke, Tag};
use crate::units::{pt, Point, Rect};
use std::sync::OnceLock;

use super::options::{MarkInset, MARK_CLEAR, MARK_LENGTH, MARK_LINE, MARK_SQUARE};

/// Gap between the trim and the start of a crop mark, mm.
pub const CROP_OFFSET: f64 = 3.0;
/// Length of a crop mark, mm.
pub const CROP_LENGTH: f64 = 4.0;
/// Line width of crop marks, mm.
pub const CROP_WIDTH: f64 = 0.25;
/// How far crop marks reach beyond the trim, mm (reserve this around anything trimmed).
pub const CROP_REACH: f64 = CROP_OFFSET + CROP_LENGTH + CROP_WIDTH / 2.0;

/// Thinnest line drawn anywhere, mm (0.25 pt).
pub const HAIRLINE: f64 = 0.25 * crate::units::MM_PER_PT;
/// Clear paper between the end of the bleed and a crop mark or trimmer tick, mm.
pub const BLEED_CLEARANCE: f64 = 1.0;

/// Least contrast (WCAG) of a cut line with every face it runs over.
pub const MIN_CUT_CONTRAST: f64 = 3.0;

/// The colour of the board's cut line: the frame's lettering colour when it shows on the
/// frame at [`MIN_CUT_CONTRAST`], else black or white.
pub fn cut_line(p: &Palette) -> Color {
    if p.frame_text.contrast(p.frame) >= MIN_CUT_CONTRAST {
        p.frame_text
    } else {
        Color::line_over(&[p.frame])
    }
}

/// Cut-line colour for blocks of these sides, or None when no line shows on all their faces.
pub fn shelf_line(faces: &[Color]) -> Option<Color> {
    let line = Color::line_over(faces);
    faces
        .iter()
        .all(|f| line.contrast(*f) >= MIN_CUT_CONTRAST)
        .then_some(line)
}

/// Gap between the trim and the start of a crop mark or tick with `bleed` mm of bleed:
/// [`CROP_OFFSET`], or further out so that the mark starts clear of the bleed.
pub fn crop_offset(bleed: f64) -> f64 {
    CROP_OFFSET.max(bleed + BLEED_CLEARANCE)
}

/// How far crop marks reach beyond the trim with `bleed` mm of bleed.
pub fn crop_reach(bleed: f64) -> f64 {
    crop_offset(bleed) + CROP_LENGTH + CROP_WIDTH / 2.0
}

/// Crop marks at the four corners of `trim`, pointing along its edges, clear of `bleed`.
pub fn crop_marks(trim: Rect, color: Color, bleed: f64) -> Vec<Item> {
    let (a, b) = (crop_offset(bleed), crop_offset(bleed) + CROP_LENGTH);
    let mut path = Path::new();
    for (x, sx) in [(trim.x, -1.0), (trim.right(), 1.0)] {
        for (y, sy) in [(trim.y, -1.0), (trim.bottom(), 1.0)] {
            path = path
                .extend(Path::line(
                    Point::new(x + sx * a, y),
                    Point::new(x + sx * b, y),
                ))
                .extend(Path::line(
                    Point::new(x, y + sy * a),
                    Point::new(x, y + sy * b),
                ));
        }
    }
    vec![Group::tagged(
        Tag::Artifact,
        vec![Item::stroke(path, Stroke::solid(color, CROP_WIDTH))],
    )]
}

/// Text sizes used on every sheet, mm.
pub struct Type;
impl Type {
    /// Page title.
    pub fn title() -> f64 {
        pt(14.0)
    }
    /// Line under the title.
    pub fn subtitle() -> f64 {
        pt(9.0)
    }
    /// Ruler caption.
    pub fn caption() -> f64 {
        pt(8.0)
    }
    /// Ruler numbers and footer.
    pub fn small() -> f64 {
        pt(7.0)
    }
}

/// Height the heading takes at the top of the safe area, mm.
pub const HEADING_HEIGHT: f64 = 12.0;

/// The type of a page's furniture (its title, the line under it, its footer): the
/// [`Type`] sizes, or large print's, none under 14 pt.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Furniture {
    /// Title size, and the least it shrinks to on narrow paper, mm.
    pub title: (f64, f64),
    /// The line under the title, and its least, mm; none on a large-print page, whose
    /// 14 pt footer says the same (game, text, page), so that the text keeps its room.
    pub subtitle: Option<(f64, f64)>,
    /// The footer, and its least, mm.
    pub footer: (f64, f64),
    /// The lines the title is set on at its least size (see [`Furniture::titled`]).
    pub title_lines: usize,
}

impl Furniture {
    /// Every sheet's furniture, in the sizes of [`Type`].
    pub fn regular() -> Furniture {
        Furniture {
            // Instructions shrink further than names before any of them is cut.
            title: (Type::title(), pt(9.0)),
            subtitle: Some((Type::subtitle(), pt(5.5))),
            footer: (Type::small(), footer_min()),
            title_lines: 1,
        }
    }

    /// Large print's: a 26 pt title, never under 24 pt, so that it stands above its 22 pt
    /// section headings as a reader sees it (#57.5), and a 14 pt footer, never smaller (a
    /// line too long is cut short instead).
    pub fn large() -> Furniture {
        Furniture {
            title: (pt(26.0), pt(24.0)),
            subtitle: None,
            footer: (pt(14.0), pt(14.0)),
            title_lines: 1,
        }
    }

    /// This furniture for `title` in a heading `width` mm wide: large print's title, too
    /// long for one line at its least size, goes on as many as it needs at that size rather
    /// than be cut short or shrink under the section headings.
    pub fn titled(self, title: &str, width: f64) -> Furniture {
        let lines = match self.subtitle {
            Some(_) => 1,
            None => title_lines(title, self.title.1, width).len(),
        };
        Furniture {
            title_lines: lines.max(1),
            ..self
        }
    }

    /// Height the heading takes at the top of the safe area, mm.
    pub fn heading_height(&self) -> f64 {
        match self.subtitle {
            Some(_) => HEADING_HEIGHT,
            None => {
                let bold = font::get(Weight::Bold);
                let size = if self.title_lines > 1 {
                    self.title.1
                } else {
                    self.title.0
                };
                let more = (self.title_lines - 1) as f64 * size * TITLE_LEADING;
                bold.ascent(size) + bold.descent(size) + more + 0.5
            }
        }
    }

    /// Height of the footer at the bottom of the safe area, mm.
    pub fn footer_height(&self) -> f64 {
        let f = font::get(Weight::Regular);
        f.ascent(self.footer.0) + f.descent(self.footer.0)
    }
}

/// Title and one line of instructions at the top of `safe`.
pub fn heading(safe: Rect, title: &str, subtitle: &str, ink: Color) -> Vec<Item> {
    let fur = Furniture::regular();
    let sub = fur.subtitle.map(|(size, least)| {
        let (line, size) = fit_line(subtitle, size, least, Weight::Regular, safe.w);
        Subtitle {
            lines: vec![line],
            size,
        }
    });
    heading_in(safe, title, sub.as_ref(), ink, &fur)
}

/// The line under a title as set: its lines (one, unless it had to break) and their size,
/// mm.
#[derive(Debug, Clone, PartialEq)]
pub struct Subtitle {
    /// Its lines, top first.
    pub lines: Vec<String>,
    /// Their size, mm.
    pub size: f64,
}

/// Baseline pitch of a subtitle broken onto lines, as a share of its size.
const SUBTITLE_LEADING: f64 = 1.25;

/// Baseline of a heading's subtitle below the top of the safe area, mm (as
/// [`heading_in`] places it).
fn subtitle_baseline(fur: &Furniture) -> f64 {
    font::get(Weight::Bold).ascent(fur.title.0) + 5.5
}

impl Subtitle {
    /// How far below [`HEADING_HEIGHT`] its last line reaches in the type of `fur`, mm:
    /// nothing for one line, so a sheet's content moves down only under a subtitle that
    /// had to break.
    pub fn overhang(&self, fur: &Furniture) -> f64 {
        if self.lines.len() < 2 {
            return 0.0;
        }
        let below = (self.lines.len() - 1) as f64 * self.size * SUBTITLE_LEADING
            + font::get(Weight::Regular).descent(self.size);
        (subtitle_baseline(fur) + below - HEADING_HEIGHT).max(0.0)
    }
}

/// The heading in the type of `fur`: the title on one line, and the subtitle set as
/// `subtitle` says (none on a large-print page).
pub fn heading_in(
    safe: Rect,
    title: &str,
    subtitle: Option<&Subtitle>,
    ink: Color,
    fur: &Furniture,
) -> Vec<Item> {
    let bold = font::get(Weight::Bold);
    let y1 = safe.y + bold.ascent(fur.title.0);
    let y2 = y1 + 5.5;
    let lines = if fur.title_lines > 1 {
        let size = fur.title.1;
        let y = safe.y + bold.ascent(size);
        title_lines(title, size, safe.w)
            .into_iter()
            .enumerate()
            .map(|(i, l)| {
                let at = Point::new(safe.x, y + i as f64 * size * TITLE_LEADING);
                Item::text(at, l, size, Anchor::Start, Weight::Bold, ink)
            })
            .collect()
    } else {
        let (title, t_size) = fit_line(title, fur.title.0, fur.title.1, Weight::Bold, safe.w);
        let at = Point::new(safe.x, y1);
        vec![Item::text(
            at,
            title,
            t_size,
            Anchor::Start,
            Weight::Bold,
            ink,
        )]
    };
    let mut items = vec![Group::tagged(Tag::Heading(1), lines)];
    let (Some(sub), Some(_)) = (subtitle, fur.subtitle) else {
        return items;
    };
    let lines = sub.lines.iter().enumerate().map(|(i, line)| {
        Item::text(
            Point::new(safe.x, y2 + i as f64 * sub.size * SUBTITLE_LEADING),
            line.clone(),
            sub.size,
            Anchor::Start,
            Weight::Regular,
            ink,
        )
    });
    items.push(Group::tagged(Tag::Para, lines.collect()));
    items
}

/// Smallest footer text, mm, before the sheet's description is cut short instead.
pub fn footer_min() -> f64 {
    pt(5.5)
}

/// Baseline to baseline of a title set on more than one line, as a share of its size.
const TITLE_LEADING: f64 = 1.2;

/// `title` in bold at `size` broken between words into lines no wider than `width` mm
/// (a word wider than that stands on a line of its own): one line when it fits.
fn title_lines(title: &str, size: f64, width: f64) -> Vec<String> {
    let f = font::get(Weight::Bold);
    let mut lines: Vec<String> = Vec::new();
    for word in title.split(' ') {
        match lines.last_mut() {
            Some(l) if f.measure(&format!("{l} {word}"), size) <= width => {
                l.push(' ');
                l.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// One line of `text` that fits `width`: at `size` when it fits, shrunk down to `min`, and
/// beyond that cut short with "…" at `min`.
pub fn fit_line(text: &str, size: f64, min: f64, weight: Weight, width: f64) -> (String, f64) {
    let f = font::get(weight);
    let s = fit(text, size, weight, width);
    if s >= min {
        return (text.to_string(), s);
    }
    let s = min;
    let chars: Vec<char> = text.chars().collect();
    // The longest start of the text that fits with the ellipsis (measuring is monotone).
    let (mut lo, mut hi) = (0, chars.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        let cut: String = chars[..mid].iter().collect::<String>() + "…";
        if f.measure(&cut, s) <= width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let cut: String = chars[..lo].iter().collect::<String>();
    (format!("{}…", cut.trim_end()), s)
}

/// Slots for the values of a message formatted once for many sheets or groups ("page
/// {SLOT} of 9"), filled in each time by [`fill`]: a message costs far more to format than
/// to fill in, and the largest piece sets print hundreds of labels. Characters of Unicode's
/// private use area, which no message or game word prints.
pub const SLOT: &str = "\u{E000}";
/// The second slot.
pub const SLOT_2: &str = "\u{E001}";
/// The third slot.
pub const SLOT_3: &str = "\u{E002}";

/// `pattern` with its slots ([`SLOT`], [`SLOT_2`], [`SLOT_3`]) replaced by `values` in
/// order.
pub fn fill(pattern: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(pattern.len() + 16);
    let mut rest = pattern;
    // A slot's UTF-8 is EE 80 80..82; EE starts no other character the messages print.
    while let Some(i) = rest.as_bytes().iter().position(|&b| b == 0xEE) {
        let k = rest
            .as_bytes()
            .get(i + 2)
            .map_or(0, |b| b.wrapping_sub(0x80));
        let slot = [SLOT, SLOT_2, SLOT_3].get(usize::from(k)).copied();
        match slot.filter(|s| rest[i..].starts_with(s)) {
            Some(s) => {
                out.push_str(&rest[..i]);
                out.push_str(values.get(usize::from(k)).copied().unwrap_or(""));
                rest = &rest[i + s.len()..];
            }
            None => {
                // Another character of U+E000..U+EFFF: kept as it is.
                let end = i + rest[i..].chars().next().map_or(1, char::len_utf8);
                out.push_str(&rest[..end]);
                rest = &rest[end..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// `size`, or smaller so that one line of `text` fits `width` on narrow paper.
pub fn fit(text: &str, size: f64, weight: Weight, width: f64) -> f64 {
    let w = font::get(weight).measure(text, size);
    if w <= width {
        size
    } else {
        size * width / w
    }
}

/// Height of the footer at the bottom of the safe area, mm.
pub fn footer_height() -> f64 {
    Furniture::regular().footer_height()
}

/// Footer: what the sheet is on the left, `right` (page n of N) on the right, in the type of
/// `fur`.
pub fn footer(safe: Rect, left: &str, right: String, ink: Color, fur: &Furniture) -> Vec<Item> {
    let f = font::get(Weight::Regular);
    let small = fur.footer.0;
    let y = safe.bottom() - f.descent(small);
    // The sheet's description keeps clear of "page n of N" by a gap of 4 mm.
    let room = safe.w - f.measure(&right, small) - 4.0;
    let (left, size) = fit_line(left, small, fur.footer.1, Weight::Regular, room.max(0.0));
    vec![Group::tagged(
        Tag::Artifact,
        vec![
            Item::text(
                Point::new(safe.x, y),
                left,
                size,
                Anchor::Start,
                Weight::Regular,
                ink,
            ),
            Item::text(
                Point::new(safe.right(), y),
                right,
                small,
                Anchor::End,
                Weight::Regular,
                ink,
            ),
        ],
    )]
}

/// Length of the calibration bar, mm.
pub const RULER_LENGTH: f64 = 100.0;
/// The English caption (`sheet-ruler`), which decides whether captions go beside the bar or
/// under it: a sheet's geometry is then the same in every language, and a longer caption
/// is set smaller to fit the same room.
pub(crate) const RULER_CAPTION: &str =
    "Print at 100 % (actual size): this bar must measure exactly 100 mm.";
const TICK_LONG: f64 = 3.2;
/// How far the bar's ink stands inside the room it is given, mm: its ticks' tops are this
/// far below the top of that room.
pub const RULER_INSET: f64 = 0.1;

/// The height a ruler needs inside a safe area `width` mm wide: the caption goes beside the
/// bar when it fits, under it otherwise.
pub fn ruler_height(width: f64) -> f64 {
    let below = !caption_beside(width);
    let f = font::get(Weight::Regular);
    let bar = RULER_INSET + TICK_LONG + 0.6 + f.ascent(Type::small()) + f.descent(Type::small());
    if below {
        bar + 1.5 + f.ascent(Type::caption()) + f.descent(Type::caption())
    } else {
        bar
    }
}

/// True when the ruler's caption goes beside its bar in a safe area `width` mm wide.
pub(crate) fn caption_beside(width: f64) -> bool {
    RULER_LENGTH
        + 5.0
        + RULER_INSET
        + font::get(Weight::Regular).measure(RULER_CAPTION, Type::caption())
        <= width
}

/// A 100 mm calibration bar with mm ticks and centimetre numbers, its top-left at `at`,
/// in a safe area `width` mm wide.
pub fn ruler(at: Point, width: f64, ink: Color, lang: &Lang) -> Vec<Item> {
    let f = font::get(Weight::Regular);
    // Inset by the tick's half-width so the ink stays inside the given area.
    let at = Point::new(at.x + RULER_INSET, at.y + RULER_INSET);
    let base = at.y + TICK_LONG;
    let mut ticks = Path::line(
        Point::new(at.x, base),
        Point::new(at.x + RULER_LENGTH, base),
    );
    for mm in 0..=RULER_LENGTH as u32 {
        let len = match mm {
            m if m % 10 == 0 => TICK_LONG,
            m if m % 5 == 0 => 2.2,
            _ => 1.3,
        };
        let x = at.x + mm as f64;
        ticks = ticks.extend(Path::line(Point::new(x, base), Point::new(x, base - len)));
    }
    let mut items = vec![Item::stroke(ticks, Stroke::solid(ink, 0.15))];
    let num_y = base + 0.6 + f.ascent(Type::small());
    for cm in 0..=10 {
        let label = if cm == 10 {
            "10 cm".to_string()
        } else {
            cm.to_string()
        };
        let anchor = if cm == 10 {
            Anchor::End
        } else {
            Anchor::Middle
        };
        let x = at.x + cm as f64 * 10.0 + if cm == 10 { 0.6 } else { 0.0 };
        let x = if cm == 0 { x + 0.6 } else { x };
        let anchor = if cm == 0 { Anchor::Start } else { anchor };
        items.push(Item::text(
            Point::new(x, num_y),
            label,
            Type::small(),
            anchor,
            Weight::Regular,
            ink,
        ));
    }
    let (cx, cy, room) = if caption_beside(width) {
        let x = at.x + RULER_LENGTH + 5.0 - RULER_INSET;
        (x, base, width - (x - at.x) - RULER_INSET)
    } else {
        (
            at.x,
            num_y + f.descent(Type::small()) + 1.5 + f.ascent(Type::caption()),
            width - 2.0 * RULER_INSET,
        )
    };
    let (caption, w) = ruler_caption(lang);
    let size = if *w <= room {
        Type::caption()
    } else {
        Type::caption() * room / w
    };
    items.push(Item::text(
        Point::new(cx, cy),
        caption.as_str(),
        size,
        Anchor::Start,
        Weight::Regular,
        ink,
    ));
    // Page furniture to a reader: the text pages say what it is for.
    vec![Group::tagged(Tag::Artifact, items)]
}

/// The bar's caption in `lang` and its width at caption size, worked out once per run:
/// every sheet prints it.
fn ruler_caption(lang: &Lang) -> &'static (String, f64) {
    static CAPTIONS: [OnceLock<(String, f64)>; Shipped::ALL.len()] =
        [const { OnceLock::new() }; Shipped::ALL.len()];
    let shipped = lang.messages();
    let i = Shipped::ALL.iter().position(|s| *s == shipped).unwrap_or(0);
    CAPTIONS[i].get_or_init(|| {
        let caption = lang.text("sheet-ruler", &[]);
        let w = font::get(Weight::Regular).measure(&caption, Type::caption());
        (caption, w)
    })
}

/// Silhouette's type-1 registration marks on a sheet of `size`: the filled square at the
/// top-left, then the corner marks' arms (top-right, bottom-left), each a filled rectangle,
/// page mm. The corners lie `inset` in from the left and top and as far from the right and
/// bottom, so the width and height between marks are the sheet's less twice the inset.
pub fn registration_marks(size: crate::units::Size, inset: MarkInset) -> Vec<Rect> {
    let (x0, y0) = (inset.left, inset.top);
    let (x1, y1) = (size.w - inset.left, size.h - inset.top);
    vec![
        Rect::new(x0, y0, MARK_SQUARE, MARK_SQUARE),
        Rect::new(x1 - MARK_LENGTH, y0, MARK_LENGTH, MARK_LINE),
        Rect::new(x1 - MARK_LINE, y0, MARK_LINE, MARK_LENGTH),
        Rect::new(x0, y1 - MARK_LENGTH, MARK_LINE, MARK_LENGTH),
        Rect::new(x0, y1 - MARK_LINE, MARK_LENGTH, MARK_LINE),
    ]
}

/// The areas the cutter's eye reads the marks in, where nothing else may print: each
/// mark's 20 mm square and a millimetre round it.
pub fn mark_keep_outs(size: crate::units::Size, inset: MarkInset) -> Vec<Rect> {
    let (x0, y0) = (inset.left, inset.top);
    let (x1, y1) = (size.w - inset.left, size.h - inset.top);
    [
        Rect::new(x0, y0, MARK_LENGTH, MARK_LENGTH),
        Rect::new(x1 - MARK_LENGTH, y0, MARK_LENGTH, MARK_LENGTH),
        Rect::new(x0, y1 - MARK_LENGTH, MARK_LENGTH, MARK_LENGTH),
    ]
    .map(|r| r.inflate(MARK_CLEAR))
    .to_vec()
}

/// Prints the registration marks on a cut page, in black, and records them with its cuts.
pub fn add_registration(page: &mut Page, inset: Option<MarkInset>) {
    let Some(inset) = inset else { return };
    let marks = registration_marks(page.size, inset);
    for r in &marks {
        page.items
            .push(Item::fill(Path::rect(*r), Paint::Solid(Color::BLACK)));
    }
    page.cuts.marks = marks;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::{leaf_bounds, Document};
    use crate::units::Transform;

    fn bounds(items: &[Item]) -> Rect {
        let doc = Document {
            title: String::new(),
            pages: vec![],
            symbols: vec![],
        };
        let mut r: Option<Rect> = None;
        crate::scene::visit(&doc, items, Transform::identity(), &mut |i, t| {
            let b = leaf_bounds(i, &t).unwrap();
            r = Some(r.map_or(b, |r| r.union(&b)));
        });
        r.unwrap()
    }

    #[test]
    fn ruler_is_100_mm_and_fits_its_height() {
        for width in [190.0, 110.0] {
            let items = ruler(
                Point::new(10.0, 20.0),
                width,
                Color::BLACK,
                &Lang::default(),
            );
            let b = bounds(&items);
            assert!(b.y >= 20.0 - 1e-9 && b.x >= 10.0 - 1e-9, "{b:?}");
            assert!(
                b.bottom() <= 20.0 + ruler_height(width) + 1e-9,
                "{b:?} {width}"
            );
            assert!(b.right() <= 10.0 + width + 1e-9, "{b:?} {width}");
            // The bar itself: first and last ticks exactly 100 mm apart.
            let items = crate::scene::untag(&items);
            let Item::Shape(s) = &items[0] else { panic!() };
            let xs: Vec<f64> = s.path.points().map(|p| p.x).collect();
            let span = xs.iter().cloned().fold(f64::MIN, f64::max)
                - xs.iter().cloned().fold(f64::MAX, f64::min);
            assert!((span - 100.0).abs() < 1e-9);
        }
    }

    #[test]
    fn long_headings_and_footers_shrink_then_elide_inside_the_page() {
        // Narrowest paper (120 mm) with a 10 mm margin.
        let safe = Rect::new(10.0, 10.0, 100.0, 200.0);
        let long = "W".repeat(60) + " · " + &"W".repeat(32) + " · rules, page 12 of 13";
        for (title, sub) in [("Checkers", "short"), (long.as_str(), long.as_str())] {
            let b = bounds(&heading(safe, title, sub, Color::BLACK));
            assert!(safe.contains(&b), "{b:?}");
        }
        let items = crate::scene::untag(&footer(
            safe,
            &long,
            "page 99 of 99".to_string(),
            Color::BLACK,
            &Furniture::regular(),
        ));
        let [Item::Text(left), Item::Text(right)] = &items[..] else {
            panic!()
        };
        assert!(left.text.ends_with('…') && left.size >= footer_min() - 1e-9);
        let l = bounds(&items[..1]);
        let r = bounds(&items[1..]);
        assert!(l.right() + 3.9 <= r.x, "{l:?} overlaps {r:?}");
        assert!(safe.contains(&l.union(&r)));
        assert_eq!(right.text, "page 99 of 99");
        // A short one is left whole, at full size.
        let short = crate::scene::untag(&footer(
            safe,
            "Checkers · pieces",
            "page 1 of 2".to_string(),
            Color::BLACK,
            &Furniture::regular(),
        ));
        let Item::Text(t) = &short[0] else { panic!() };
        assert_eq!(
            (t.text.as_str(), t.size),
            ("Checkers · pieces", Type::small())
        );
    }

    #[test]
    fn crop_marks_stay_outside_the_trim() {
        let trim = Rect::new(20.0, 20.0, 50.0, 30.0);
        for bleed in [0.0, 2.0, 3.5, 5.0] {
            let items = crop_marks(trim, Color::BLACK, bleed);
            let items = crate::scene::untag(&items);
            let Item::Shape(s) = &items[0] else { panic!() };
            // Every mark starts clear of the bleed, plus its own half-width.
            let clear = trim.inflate(bleed + CROP_WIDTH / 2.0);
            for p in s.path.points() {
                let inside =
                    p.x > clear.x && p.x < clear.right() && p.y > clear.y && p.y < clear.bottom();
                assert!(!inside, "{p:?} bleed {bleed}");
            }
            assert!(trim.inflate(crop_reach(bleed)).contains(&bounds(&items)));
        }
        assert_eq!(
            crop_reach(2.0),
            CROP_REACH,
            "the default bleed keeps marks where they were"
        );
    }

    #[test]
    fn registration_marks_sit_at_the_inset_and_nothing_prints_in_their_keep_outs() {
        use crate::layout::kit::kit_document;
        use crate::layout::options::{Options, SheetKind};
        use crate::scene::Paint;
        let mut checked = 0;
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = crate::kit::Kit::builtin(id).unwrap();
            for paper in ["a4", "letter"] {
                for inset in [
                    MarkInset::default(),
                    MarkInset {
                        left: 8.0,
                        top: 30.0,
                    },
                ] {
                    let o = Options {
                        paper: crate::paper::Paper::parse(paper).unwrap(),
                        marks: Some(inset),
                        sheets: vec![SheetKind::Board, SheetKind::Pieces],
                        ..Options::default()
                    };
                    let doc = kit_document(&k, &o).unwrap();
                    for page in &doc.pages {
                        let what = format!("{id} {paper} {inset:?} {}", page.name);
                        let marks = registration_marks(page.size, inset);
                        assert_eq!(page.cuts.marks, marks, "{what}");
                        // The square's corner at the inset; the L's outer corners as far from
                        // the right and bottom edges.
                        assert_eq!((marks[0].x, marks[0].y), (inset.left, inset.top));
                        assert!((marks[2].right() - (page.size.w - inset.left)).abs() < 1e-9);
                        assert!((marks[4].bottom() - (page.size.h - inset.top)).abs() < 1e-9);
                        let keep_outs = mark_keep_outs(page.size, inset);
                        for (item, b) in super::super::sheet::page_bounds(&doc, page) {
                            let is_mark = matches!(item, Item::Shape(s)
                                if s.fill == Some(Paint::Solid(Color::BLACK))
                                    && marks.iter().any(|m| s.path == Path::rect(*m)));
                            if is_mark {
                                continue;
                            }
                            for k in &keep_outs {
                                let apart = b.right() <= k.x
                                    || b.x >= k.right()
                                    || b.bottom() <= k.y
                                    || b.y >= k.bottom();
                                assert!(apart, "{what}: {b:?} in the keep-out {k:?}");
                            }
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked >= 12, "{checked}");
    }
}
