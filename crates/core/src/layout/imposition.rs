//! Imposition: handout pages arranged for printing a class set, one or two to a sheet.

use crate::font::Weight;
use crate::paper::{safe_area, Orientation, Paper};
use crate::scene::{Document, Item, Page, Path, Symbols};
use crate::units::{pt, Point, Size};

use crate::game::Game;
use crate::kit::Kit;

use super::kit::kit_document_in;
use super::marks;
use super::options::{LayoutError, Options, SheetKind};

/// How many copies of a handout a class set holds, and how many to a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClassSet {
    /// Copies of every page, 1 to 200.
    pub copies: usize,
    /// Handout pages per sheet: 1, or 2 side by side on a sheet of twice the size.
    pub n_up: usize,
    /// A folded booklet: half-size pages two to each side of a sheet printed on both sides,
    /// in saddle-stitch order (`n_up` is then 2).
    pub booklet: bool,
    /// For printing or copying double-sided: each copy padded to an even number of pages,
    /// so that the next starts on a sheet of its own (a booklet's always is).
    pub two_sided: bool,
}

/// The page order of a saddle-stitched booklet of `pages` pages: for each side of each
/// sheet in printing order (front, back, next sheet's front, ...), the 0-based page on the
/// left and on the right half, None for a blank. Pages are padded with blanks at the end to
/// a multiple of 4, so that the sheets, printed on both sides (flipped on the short edge),
/// stacked and folded in the middle, read 1, 2, 3, ... in order.
pub fn booklet_order(pages: usize) -> Vec<[Option<usize>; 2]> {
    let n = pages.div_ceil(4).max(1) * 4;
    let page = |k: usize| (k < pages).then_some(k);
    let mut out = Vec::new();
    for sheet in 0..n / 4 {
        let (lo, hi) = (2 * sheet, n - 1 - 2 * sheet);
        // Front: the last unprinted page outside, the first inside; the back mirrors it.
        out.push([page(hi), page(lo)]);
        out.push([page(lo + 1), page(hi - 1)]);
    }
    out
}

/// The paper a handout is laid out on for `n_up`: the paper itself, or half of it (A5 from
/// A4, half-letter from letter), portrait.
pub fn handout_paper(paper: &Paper, n_up: usize, margin: f64) -> Result<Paper, LayoutError> {
    if n_up != 2 {
        return Ok(paper.clone());
    }
    let half = Paper {
        name: format!("half {}", paper.name),
        size: Size {
            w: paper.size.h / 2.0,
            h: paper.size.w,
        },
    };
    // The calibration bar needs 100 mm between the margins.
    if half.size.w - 2.0 * margin < marks::RULER_LENGTH {
        return Err(LayoutError::PaperTooSmall {
            paper: half.to_string(),
            margin,
        });
    }
    Ok(half)
}

/// A class set: every page of `doc` drawn once as a symbol and placed `copies` times, one or
/// two to a sheet (two side by side with a dashed cut line between). Because every copy places
/// the same symbol, outputs can share the drawing instead of repeating it.
pub fn class_set(
    doc: Document,
    set: ClassSet,
    paper: &Paper,
    margin: f64,
    line: crate::scene::Color,
) -> Document {
    if set.copies == 1 && set.n_up == 1 && !set.booklet {
        // One handout, the one to post for screen readers: its pages as they were laid
        // out, with their reading order, not placed as drawings.
        let pages = doc
            .pages
            .into_iter()
            .map(|p| Page {
                name: format!("copy-1-{}", p.name),
                ..p
            })
            .collect();
        return Document { pages, ..doc };
    }
    let Document {
        title,
        pages,
        symbols,
    } = doc;
    let mut symbols = Symbols::from_vec(symbols);
    let drawn = symbols.add_all(pages.iter().map(|p| crate::scene::Symbol {
        name: format!("page-{}", p.name),
        items: p.items.clone(),
    }));
    let mut out = Vec::new();
    if set.booklet {
        // No cut line: the sheet is folded along its middle.
        let sheet = paper.oriented(Orientation::Landscape);
        let half = sheet.w / 2.0;
        let safe = safe_area(sheet, margin);
        let order = booklet_order(pages.len());
        for c in 0..set.copies {
            for (k, side) in order.iter().enumerate() {
                let items = side
                    .iter()
                    .zip([0.0, half])
                    .filter_map(|(p, x)| {
                        p.map(|p| {
                            Item::Use(crate::scene::Use {
                                symbol: drawn.get(p),
                                transform: crate::units::Transform::translate(x, 0.0),
                            })
                        })
                    })
                    .collect();
                let face = if k % 2 == 0 { "front" } else { "back" };
                out.push(Page {
                    name: format!("booklet-{}-sheet-{}-{face}", c + 1, k / 2 + 1),
                    size: sheet,
                    // A folded sheet is not cut: its finished size is the sheet.
                    trim: crate::units::Rect::new(0.0, 0.0, sheet.w, sheet.h),
                    bleed: 0.0,
                    safe,
                    items,
                    cuts: Default::default(),
                });
            }
        }
    } else if set.n_up == 2 {
        let sheet = paper.oriented(Orientation::Landscape);
        let half = sheet.w / 2.0;
        for s in 0..set.copies.div_ceil(2) {
            for (k, p) in pages.iter().enumerate() {
                let uses = [0.0, half].map(|x| {
                    Item::Use(crate::scene::Use {
                        symbol: drawn.get(k),
                        transform: crate::units::Transform::translate(x, 0.0),
                    })
                });
                let safe = safe_area(sheet, margin);
                let cut = Item::stroke(
                    Path::line(Point::new(half, safe.y), Point::new(half, safe.bottom())),
                    crate::scene::Stroke::dashed(line, marks::CROP_WIDTH, &[3.0, 2.0]),
                );
                out.push(Page {
                    name: format!("sheet-{}-{}", s + 1, p.name),
                    size: sheet,
                    // Two handouts side by side: nothing on the sheet is its finished size.
                    trim: crate::units::Rect::new(0.0, 0.0, sheet.w, sheet.h),
                    bleed: 0.0,
                    safe,
                    items: uses.into_iter().chain([cut]).collect(),
                    cuts: Default::default(),
                });
            }
        }
    } else {
        for c in 0..set.copies {
            for (k, p) in pages.iter().enumerate() {
                out.push(Page {
                    name: format!("copy-{}-{}", c + 1, p.name),
                    items: vec![Item::Use(crate::scene::Use {
                        symbol: drawn.get(k),
                        transform: crate::units::Transform::identity(),
                    })],
                    size: p.size,
                    trim: p.trim,
                    bleed: p.bleed,
                    safe: p.safe,
                    cuts: p.cuts.clone(),
                });
            }
        }
    }
    Document {
        title,
        pages: out,
        symbols: symbols.into_vec(),
    }
}

/// The page that ends a copy of an odd number of pages in a two-sided class set, as large
/// as `last` (the copy's last page), saying that it is blank on purpose.
fn blank_page(game: &Game, look: &crate::game::Look, last: &Page) -> Page {
    let text = game.text("handout-blank", &[]);
    let at = Point::new(last.safe.center().x, last.safe.y + last.safe.h / 2.0);
    let size = marks::fit(&text, pt(9.0), Weight::Regular, last.safe.w);
    Page {
        name: "blank".into(),
        size: last.size,
        trim: last.trim,
        bleed: last.bleed,
        safe: last.safe,
        items: vec![crate::scene::Group::tagged(
            crate::scene::Tag::Para,
            vec![Item::text(
                at,
                text,
                size,
                crate::scene::Anchor::Middle,
                Weight::Regular,
                look.palette.ink,
            )],
        )],
        cuts: Default::default(),
    }
}

/// What a handout is, as its document title says it (the title a PDF reader shows): which
/// text it holds and how it is printed, e.g. "Camels and Carpets — rules handout, large
/// print".
fn handout_title(game: &Game, sheets: &[SheetKind], large_print: bool, set: ClassSet) -> String {
    let rules = sheets.contains(&SheetKind::Rules);
    let assembly = sheets.contains(&SheetKind::Assembly);
    let holds = match (rules, assembly) {
        (true, true) => "both",
        (false, true) => "assembly",
        (true, false) | (false, false) => "rules",
    };
    let yes = |b: bool| if b { "yes" } else { "no" };
    game.text(
        "handout-document",
        &[
            ("game", game.name.as_str().into()),
            ("holds", holds.into()),
            ("booklet", yes(set.booklet).into()),
            ("large", yes(large_print).into()),
            ("two", yes(set.n_up == 2 && !set.booklet).into()),
            ("copies", set.copies.into()),
        ],
    )
}

/// A game's handout as printed for a class: the text sheets of `opts.sheets` (rules and/or
/// making the set) laid out on the handout paper, then imposed as a class set on `opts.paper`.
pub fn handout_document(kit: &Kit, opts: &Options, set: ClassSet) -> Result<Document, LayoutError> {
    let sheets: Vec<SheetKind> = opts
        .sheets
        .iter()
        .copied()
        .filter(|k| k.is_text())
        .collect();
    if sheets.is_empty() {
        return Err(LayoutError::HandoutSheets);
    }
    let title = handout_title(&kit.game, &sheets, opts.large_print, set);
    let n_up = if set.booklet { 2 } else { set.n_up };
    let on_half = Options {
        paper: handout_paper(&opts.paper, n_up, opts.margin)?,
        kit_paper: Some(opts.paper.clone()),
        sheets,
        ..opts.clone()
    };
    let look = kit.game.look(opts.mono);
    let doc = Document {
        title,
        ..kit_document_in(kit, &on_half, &look)?
    };
    if doc.pages.is_empty() {
        return Err(LayoutError::NoRules {
            game: kit.game.name.clone(),
        });
    }
    let mut doc = doc;
    // Copies printed one after another (two to a sheet, each sheet's pair): a booklet's
    // are whole sheets already, and one run of pages needs no blank to end it.
    if blank_after_run(&set, doc.pages.len()) {
        let last = doc.pages.last().expect("a page at least");
        let blank = blank_page(&kit.game, &look, last);
        doc.pages.push(blank);
    }
    Ok(class_set(
        doc,
        set,
        &opts.paper,
        opts.margin,
        look.palette.line,
    ))
}

/// How many runs of pages a class set prints one after another: its copies, or pairs of
/// them two to a sheet.
fn runs(set: &ClassSet) -> usize {
    if set.n_up == 2 {
        set.copies.div_ceil(2)
    } else {
        set.copies
    }
}

/// True when each run of `run` pages ends with a blank, so that the next starts on a sheet
/// of its own when printed double-sided.
fn blank_after_run(set: &ClassSet, run: usize) -> bool {
    set.two_sided && !set.booklet && runs(set) > 1 && !run.is_multiple_of(2)
}

/// How many pages a class set prints, when one run of it (one copy, or two side by side) is
/// `run` pages: what the web page says of a class set whose first copy it shows.
pub fn class_set_pages(set: &ClassSet, run: usize) -> usize {
    runs(set) * (run + usize::from(blank_after_run(set, run)))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::layout::testutil::*;
    use crate::layout::{kit_document, Options, SheetKind};
    use crate::paper::Paper;

    #[test]
    fn class_sets_copy_pages_and_share_them() {
        let k = kit();
        let o = Options {
            sheets: vec![SheetKind::Rules],
            ..opts("a4")
        };
        let doc = kit_document(&k, &o).unwrap();
        let pages = doc.pages.len();
        let line = crate::scene::Color::BLACK;
        let paper = Paper::parse("a4").unwrap();
        let one = class_set(
            doc.clone(),
            ClassSet {
                copies: 30,
                n_up: 1,
                booklet: false,
                two_sided: false,
            },
            &paper,
            10.0,
            line,
        );
        assert_eq!(one.pages.len(), 30 * pages);
        let two = class_set(
            doc.clone(),
            ClassSet {
                copies: 30,
                n_up: 2,
                booklet: false,
                two_sided: false,
            },
            &paper,
            10.0,
            line,
        );
        assert_eq!(two.pages.len(), 15 * pages);
        let odd = class_set(
            doc,
            ClassSet {
                copies: 7,
                n_up: 2,
                booklet: false,
                two_sided: false,
            },
            &paper,
            10.0,
            line,
        );
        assert_eq!(odd.pages.len(), 4 * pages);
        // Each sheet holds two placements of the same page symbol, side by side on A4 landscape.
        let s = &two.pages[0];
        assert_eq!((s.size.w, s.size.h), (297.0, 210.0));
        let uses: Vec<_> = s
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Use(u) => Some(u),
                _ => None,
            })
            .collect();
        assert_eq!(uses.len(), 2);
        assert_eq!(uses[0].symbol, uses[1].symbol);
        assert_eq!(uses[1].transform.e, 148.5);
    }

    /// Sheets of a booklet of `n` pages as 1-based page numbers, 0 for a blank.
    fn imposed(n: usize) -> Vec<[usize; 2]> {
        booklet_order(n)
            .iter()
            .map(|s| s.map(|p| p.map_or(0, |p| p + 1)))
            .collect()
    }

    #[test]
    fn booklet_pages_are_in_saddle_stitch_order() {
        // One sheet: outside 4 | 1, inside 2 | 3.
        assert_eq!(imposed(4), [[4, 1], [2, 3]]);
        assert_eq!(imposed(8), [[8, 1], [2, 7], [6, 3], [4, 5]]);
        assert_eq!(
            imposed(12),
            [[12, 1], [2, 11], [10, 3], [4, 9], [8, 5], [6, 7]]
        );
        // Padded with blanks at the end: 5 pages make 8, 3 make 4.
        assert_eq!(imposed(5), [[0, 1], [2, 0], [0, 3], [4, 5]]);
        assert_eq!(imposed(3), [[0, 1], [2, 3]]);
        // Folded, the stack reads in order: every page once, and the two halves of each
        // sheet side add up to n + 1 (the pages that face across the fold).
        for n in [4, 8, 12, 16] {
            let mut all: Vec<usize> = imposed(n).into_iter().flatten().collect();
            assert!(imposed(n).iter().all(|[a, b]| a + b == n + 1));
            all.sort();
            assert_eq!(all, (1..=n).collect::<Vec<_>>());
        }
    }

    #[test]
    fn a_booklet_class_set_is_sheets_of_two_half_pages() {
        let k = kit();
        let o = Options {
            sheets: vec![SheetKind::Rules],
            ..opts("a4")
        };
        let set = ClassSet {
            copies: 3,
            n_up: 1,
            booklet: true,
            two_sided: false,
        };
        let doc = handout_document(&k, &o, set).unwrap();
        let half = kit_document(
            &k,
            &Options {
                paper: handout_paper(&Paper::parse("a4").unwrap(), 2, 10.0).unwrap(),
                kit_paper: Some(Paper::parse("a4").unwrap()),
                ..o.clone()
            },
        )
        .unwrap();
        let sides = half.pages.len().div_ceil(4) * 2;
        assert_eq!(doc.pages.len(), 3 * sides, "three booklets");
        for p in &doc.pages {
            assert_eq!((p.size.w, p.size.h), (297.0, 210.0), "{}", p.name);
            // No cut line: only page placements, at the left and right halves.
            for i in &p.items {
                let Item::Use(u) = i else {
                    panic!("{}: only pages on a booklet sheet", p.name)
                };
                assert!(u.transform.e == 0.0 || u.transform.e == 148.5);
            }
        }
        // The first sheet's front has the last (or a blank) page at left, page 1 at right.
        let first = &doc.pages[0];
        let right = first.items.iter().rev().find_map(|i| match i {
            Item::Use(u) if u.transform.e == 148.5 => Some(u.symbol.index()),
            _ => None,
        });
        assert_eq!(
            right,
            Some(half.symbols.len()),
            "page 1 on the right of the cover"
        );
    }
}
