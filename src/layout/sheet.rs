//! The frame every sheet shares: the content area between heading and ruler, a sheet
//! started with its heading (and ruler), and the footers added once the page count is known.

use crate::game::Palette;
use crate::lang::Lang;
use crate::paper::safe_area;
use crate::scene::{Document, Item, Page};
use crate::units::{Point, Rect, Size};

use super::marks;

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
    let top = safe.y + marks::HEADING_HEIGHT + GAP;
    let bottom = safe.bottom() - marks::footer_height() - GAP - marks::ruler_height(safe.w) - GAP;
    Rect::new(safe.x, top, safe.w, (bottom - top).max(0.0))
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
