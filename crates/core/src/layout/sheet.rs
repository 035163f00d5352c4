//! The frame every sheet shares: the content area between heading and ruler, a sheet
//! started with its heading (and ruler), and the footers added once the page count is known.

use crate::font::Weight;
use crate::game::Palette;
use crate::lang::Lang;
use crate::paper::safe_area;
use crate::scene::{Document, Item, Page};
use crate::units::{pt, Point, Rect, Size};

use super::{lines, marks};

/// Gap between blocks of a sheet, mm.
pub(crate) const GAP: f64 = 3.0;

/// A laid-out page waiting for its footer (which needs the page count).
pub(crate) struct Sheet {
    pub(crate) page: Page,
    pub(crate) label: String,
    pub(crate) ink: crate::scene::Color,
    /// The type of its footer (large print's on a large-print page).
    pub(crate) fur: marks::Furniture,
}

/// The frame every sheet shares: the safe area, and the content area between the heading
/// and the calibration ruler.
pub(crate) fn content_area(safe: Rect) -> Rect {
    content_area_under(safe, 0.0)
}

/// [`content_area`] under a heading `overhang` mm deeper than one line of subtitle takes
/// ([`heading_overhang`]).
pub(crate) fn content_area_under(safe: Rect, overhang: f64) -> Rect {
    let top = safe.y + marks::HEADING_HEIGHT + overhang + GAP;
    let bottom = safe.bottom() - marks::footer_height() - GAP - marks::ruler_height(safe.w) - GAP;
    Rect::new(safe.x, top, safe.w, (bottom - top).max(0.0))
}

/// `subtitle` set under a title in the type of `fur`, `width` mm wide: on one line, shrunk
/// as far as its least size if it must; a subtitle still too long is broken onto lines by
/// `lang`'s rules (never cut short), at the largest size that takes two, else at its least
/// on as many as it needs. None where the type has no subtitle (large print).
pub(crate) fn set_subtitle(
    subtitle: &str,
    width: f64,
    fur: &marks::Furniture,
    lang: &Lang,
) -> Option<marks::Subtitle> {
    let (size, least) = fur.subtitle?;
    let one = marks::fit(subtitle, size, Weight::Regular, width);
    if one >= least {
        return Some(marks::Subtitle {
            lines: vec![subtitle.to_string()],
            size: one,
        });
    }
    let breaker = lines::Lang::of(lang.tag());
    // Quarter points down from the full size: the first that takes two lines.
    let mut size = size;
    loop {
        let (lines, _, _) = lines::wrap(subtitle, (size, Weight::Regular), width, breaker);
        if lines.len() <= 2 || size <= least {
            return Some(marks::Subtitle { lines, size });
        }
        size = (size - pt(0.25)).max(least);
    }
}

/// A subtitle's width on one line at its full size, mm: measured once for every width a
/// run may set it in ([`overhang_in`]).
pub(crate) fn subtitle_width(subtitle: &str) -> f64 {
    let (size, _) = marks::Furniture::regular()
        .subtitle
        .expect("regular furniture has a subtitle");
    crate::font::get(Weight::Regular).measure(subtitle, size)
}

/// [`heading_overhang`] of `subtitle`, `natural` mm wide on one line ([`subtitle_width`]):
/// 0 without measuring it again when one line holds it, as [`marks::fit`] decides.
pub(crate) fn overhang_in(subtitle: &str, natural: f64, width: f64, lang: &Lang) -> f64 {
    let Some((size, least)) = marks::Furniture::regular().subtitle else {
        return 0.0;
    };
    let one = if natural <= width {
        size
    } else {
        size * width / natural
    };
    if one >= least {
        return 0.0;
    }
    heading_overhang(subtitle, width, lang)
}

/// How much deeper than [`marks::HEADING_HEIGHT`] a cut sheet's heading reaches with
/// `subtitle` `width` mm wide (0 unless the subtitle has to break): what the content below
/// it makes room for.
pub(crate) fn heading_overhang(subtitle: &str, width: f64, lang: &Lang) -> f64 {
    let fur = marks::Furniture::regular();
    set_subtitle(subtitle, width, &fur, lang).map_or(0.0, |s| s.overhang(&fur))
}

/// The content area of a text page (rules, making the set): no calibration bar, so the text
/// runs down to the footer; with `ruler`, room is left for one at the bottom.
#[cfg(test)]
pub(crate) fn text_area(safe: Rect, ruler: bool) -> Rect {
    text_area_in(safe, ruler, &marks::Furniture::regular())
}

/// [`text_area`] between a heading and a footer in the type of `fur`.
pub(crate) fn text_area_in(safe: Rect, ruler: bool, fur: &marks::Furniture) -> Rect {
    if ruler {
        return content_area(safe);
    }
    let top = safe.y + fur.heading_height() + GAP;
    let bottom = safe.bottom() - fur.footer_height() - GAP;
    Rect::new(safe.x, top, safe.w, (bottom - top).max(0.0))
}

/// Starts a text page: the heading in the type of `fur`, and the calibration bar only when
/// `ruler` is set (only the making-the-set page keeps one; nothing on a text page is cut to
/// size).
pub(crate) fn text_sheet(
    name: &str,
    (size, margin): (Size, f64),
    (title, subtitle): (&str, &str),
    pal: &Palette,
    ruler: bool,
    fur: &marks::Furniture,
    lang: &Lang,
) -> Page {
    text_sheet_in(
        name,
        size,
        safe_area(size, margin),
        (title, subtitle),
        (pal, lang),
        ruler,
        fur,
    )
}

/// [`cut_sheet`], and how far its heading reaches below one line of subtitle
/// ([`heading_overhang`]), for the contents to keep clear of.
pub(crate) fn cut_sheet_under(
    name: &str,
    size: Size,
    safe: Rect,
    (title, subtitle): (&str, &str),
    (pal, lang): (&Palette, &Lang),
) -> (Page, f64) {
    let fur = marks::Furniture::regular();
    let set = set_subtitle(subtitle, safe.w, &fur, lang);
    let overhang = set.as_ref().map_or(0.0, |s| s.overhang(&fur));
    let page = sheet_with(
        name,
        size,
        safe,
        (title, set.as_ref()),
        (pal, lang),
        true,
        &fur,
    );
    (page, overhang)
}

/// Starts a sheet of cut pieces (board, pieces) whose contents keep to `safe`: the heading
/// and the ruler.
pub(crate) fn cut_sheet(
    name: &str,
    size: Size,
    safe: Rect,
    title: &str,
    subtitle: &str,
    (pal, lang): (&Palette, &Lang),
) -> Page {
    let fur = marks::Furniture::regular();
    text_sheet_in(name, size, safe, (title, subtitle), (pal, lang), true, &fur)
}

/// Starts the back of a sheet, whose contents keep to `safe`: the heading only (nothing
/// is cut or measured on a back).
pub(crate) fn back_sheet(
    name: &str,
    size: Size,
    safe: Rect,
    title: &str,
    subtitle: &str,
    (pal, lang): (&Palette, &Lang),
) -> Page {
    let fur = marks::Furniture::regular();
    text_sheet_in(
        name,
        size,
        safe,
        (title, subtitle),
        (pal, lang),
        false,
        &fur,
    )
}

/// [`text_sheet`] inside the safe area `safe`.
fn text_sheet_in(
    name: &str,
    size: Size,
    safe: Rect,
    (title, subtitle): (&str, &str),
    (pal, lang): (&Palette, &Lang),
    ruler: bool,
    fur: &marks::Furniture,
) -> Page {
    let subtitle = set_subtitle(subtitle, safe.w, fur, lang);
    sheet_with(
        name,
        size,
        safe,
        (title, subtitle.as_ref()),
        (pal, lang),
        ruler,
        fur,
    )
}

/// [`text_sheet_in`] with its subtitle set.
fn sheet_with(
    name: &str,
    size: Size,
    safe: Rect,
    (title, subtitle): (&str, Option<&marks::Subtitle>),
    (pal, lang): (&Palette, &Lang),
    ruler: bool,
    fur: &marks::Furniture,
) -> Page {
    let mut items = marks::heading_in(safe, title, subtitle, pal.ink, fur);
    if ruler {
        let ruler_top = safe.bottom() - marks::footer_height() - GAP - marks::ruler_height(safe.w);
        items.extend(marks::ruler(
            Point::new(safe.x, ruler_top),
            safe.w,
            pal.ink,
            lang,
        ));
    }
    Page {
        name: name.to_string(),
        size,
        // Nothing is cut until a board or pieces are placed: the trim is the whole sheet.
        trim: Rect::new(0.0, 0.0, size.w, size.h),
        bleed: 0.0,
        safe,
        items,
        cuts: Default::default(),
    }
}

/// Adds "game · sheet" and "page n of N" footers once every page is known.
pub(crate) fn finish(
    title: String,
    sheets: Vec<Sheet>,
    symbols: Vec<crate::scene::Symbol>,
    lang: &Lang,
) -> Document {
    let n = sheets.len();
    let page_of = lang.text(
        "sheet-page",
        &[("page", marks::SLOT.into()), ("pages", n.into())],
    );
    let pages = sheets
        .into_iter()
        .enumerate()
        .map(|(i, mut s)| {
            let safe = s.page.safe;
            s.page.items.extend(marks::footer(
                safe,
                &s.label,
                marks::fill(&page_of, &[&(i + 1).to_string()]),
                s.ink,
                &s.fur,
            ));
            s.page
        })
        .collect();
    Document {
        title,
        pages,
        symbols,
    }
}

/// A sheet's footer label: the game, what the sheet is and the variant
/// ("Camels and Carpets · pieces · colour").
pub(crate) fn footer_label(
    game: &crate::game::Game,
    part: &str,
    look: &crate::game::Look,
) -> String {
    game.text(
        "sheet-footer",
        &[
            ("game", game.name.as_str().into()),
            ("part", part.into()),
            ("variant", look.variant.name().into()),
        ],
    )
}

/// Every leaf item of a page as (item, bounds), for invariant checks.
pub fn page_bounds<'a>(doc: &'a Document, page: &'a Page) -> Vec<(&'a Item, Rect)> {
    let mut out = Vec::new();
    crate::scene::visit(
        doc,
        &page.items,
        crate::units::Transform::identity(),
        &mut |i, t| {
            if let Some(b) = crate::scene::leaf_bounds(i, &t) {
                out.push((i, b));
            }
        },
    );
    out
}
