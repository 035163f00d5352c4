//! Text pages (rules, making the set): marked-up text flowed onto portrait pages with its
//! diagrams.

use crate::font;
use crate::game::Look;
use crate::kit::Kit;
use crate::paper::{safe_area, Orientation};
use crate::rules::diagram as language;
use crate::scene::{retag, Item, Symbols, Tag};
use crate::units::{Rect, Size, Transform};

use super::marks::{self, Furniture};
use super::options::{LayoutError, Options, SheetKind, MIN_MARGIN};
use super::pieces::{self, Counters};
use super::sheet::{set_subtitle, text_area_in, text_sheet, Sheet, GAP};
use super::{assembly, diagram, text};

/// A handout: `text` in the markup of [`text::parse`], flowed onto portrait pages with its
/// diagrams, whose counters it adds to `registry`. `counters` are the kit's piece-sheet
/// counters, when it has them: the making-the-set page's table of pieces places those rather
/// than drawing them again.
pub(crate) fn handout_sheets(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    kind: SheetKind,
    text: &str,
    registry: &mut Symbols,
    counters: Option<Counters>,
) -> Result<Vec<Sheet>, LayoutError> {
    let (laid, title, ruler) = flow(kit, opts, look, kind, text, registry, counters)?;
    Ok(sheets(kit, opts, look, kind, (laid.pages, &title, ruler)))
}

/// The flowed `pages` of a handout with `title` as sheets: each with its heading (and, with
/// `ruler`, the first with the calibration bar), waiting for its footer.
fn sheets(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    kind: SheetKind,
    (pages, title, ruler): (Vec<Vec<Item>>, &str, bool),
) -> Vec<Sheet> {
    let game = &kit.game;
    let pal = look.palette;
    let paper = opts.paper.oriented(Orientation::Portrait);
    let n = pages.len();
    let safe = safe_area(paper, opts.margin);
    let fur = furniture(opts).titled(title, safe.w);
    pages
        .into_iter()
        .enumerate()
        .map(|(i, items)| {
            let (subtitle, label) = page_words(kit, look, kind, (i, n));
            let mut page = text_sheet(
                &format!("{}-{}", kind.name(), i + 1),
                (paper, opts.margin),
                (title, &subtitle),
                pal,
                ruler && i == 0,
                &fur,
                &game.print,
            );
            // The title is read once, on the first page; the line under it is a running
            // header, as the footer is a running footer.
            let head = 1 + usize::from(fur.subtitle.is_some());
            for (k, item) in page.items.iter_mut().take(head).enumerate() {
                if k == 1 || i > 0 {
                    retag(item, Tag::Artifact);
                }
            }
            page.items.extend(items);
            Sheet {
                page,
                label,
                ink: pal.ink,
                fur,
            }
        })
        .collect()
}

/// The words round page `i` of `n` of a handout: the line under its title and its footer's
/// label.
fn page_words(kit: &Kit, look: &Look, kind: SheetKind, (i, n): (usize, usize)) -> (String, String) {
    let game = &kit.game;
    let what = game.text("handout-what", &[("kind", kind.name().into())]);
    let label = if n == 1 {
        what
    } else {
        game.text(
            "handout-page",
            &[
                ("what", what.as_str().into()),
                ("page", (i + 1).into()),
                ("count", n.into()),
            ],
        )
    };
    let subtitle = format!("{} · {label}", game.name);
    let footer = game.text(
        "handout-footer",
        &[
            ("game", game.name.as_str().into()),
            ("what", label.into()),
            ("variant", look.variant.name().into()),
        ],
    );
    (subtitle, footer)
}

/// How far a page's body reaches past its text areas `area` (the first page's) and `rest`
/// (the others'), above and below, mm: from the foot of its heading's ink to the head of
/// its footer's (on a first page with `ruler`, of the calibration bar's), as a reader
/// measures the page. The flow does not know its page count, which those words name, so
/// each end is the one nearer a page's fuller reading: the heading of a page of two, whose
/// words hold a one-page text's and more (it inks at least as low), and the lower of the
/// footers of a one-page text and of a page of two.
fn ends(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    (kind, title): (SheetKind, &str),
    (area, rest): (Rect, Rect),
    ruler: bool,
) -> [(f64, f64); 2] {
    let game = &kit.game;
    let lang = &game.print;
    let ink = look.palette.ink;
    let safe = safe_area(opts.paper.oriented(Orientation::Portrait), opts.margin);
    let fur = furniture(opts).titled(title, safe.w);
    let what = game.text("handout-what", &[("kind", kind.name().into())]);
    let page = game.text(
        "handout-page",
        &[
            ("what", what.as_str().into()),
            ("page", 1usize.into()),
            ("count", 2usize.into()),
        ],
    );
    let subtitle = format!("{} · {page}", game.name);
    let sub = set_subtitle(&subtitle, safe.w, &fur, lang);
    let heading = marks::heading_in(safe, title, sub.as_ref(), ink, &fur);
    let head = ink_spans(&heading)
        .iter()
        .map(|s| s.1)
        .fold(f64::MIN, f64::max);
    let right = lang.text(
        "sheet-page",
        &[("page", 1usize.into()), ("pages", 2usize.into())],
    );
    let foot = [what, page]
        .into_iter()
        .map(|label| {
            let label = game.text(
                "handout-footer",
                &[
                    ("game", game.name.as_str().into()),
                    ("what", label.into()),
                    ("variant", look.variant.name().into()),
                ],
            );
            let footer = marks::footer(safe, &label, right.clone(), ink, &fur);
            ink_spans(&footer)
                .iter()
                .map(|s| s.0)
                .fold(f64::MAX, f64::min)
        })
        .fold(f64::MIN, f64::max);
    let reach = |area: Rect, foot: f64| (area.y - head, foot - area.bottom());
    let first = if ruler {
        // The tops of the bar's ticks, where `text_sheet` puts them above the footer.
        let top = safe.bottom() - marks::footer_height() - GAP - marks::ruler_height(safe.w);
        reach(area, top + marks::RULER_INSET)
    } else {
        reach(area, foot)
    };
    [first, reach(rest, foot)]
}

/// Where the ink of each leaf of `items` lies, top and bottom, mm: a line of text by its
/// glyphs' outlines ([`font::Font::ink`]), a drawing by its edges.
fn ink_spans(items: &[Item]) -> Vec<(f64, f64)> {
    fn walk(items: &[Item], t: Transform, out: &mut Vec<(f64, f64)>) {
        for i in items {
            match i {
                Item::Group(g) => walk(&g.items, t.after(&g.transform), out),
                Item::Text(x) => {
                    let k = t.d.abs();
                    if let Some((above, below)) = font::get(x.weight).ink(&x.text, x.size) {
                        let y = t.apply(x.pos).y;
                        out.push((y - above * k, y + below * k));
                    }
                }
                Item::Shape(_) | Item::Image(_) | Item::Use(_) => {
                    if let Some(b) = crate::scene::leaf_bounds(i, &t) {
                        out.push((b.y, b.bottom()));
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(items, Transform::identity(), &mut out);
    out
}

/// The type of a text page's heading and footer: large print's on a large-print page.
fn furniture(opts: &Options) -> Furniture {
    if opts.large_print {
        Furniture::large()
    } else {
        Furniture::regular()
    }
}

/// Flows a handout text onto pages: the placed pages, the title, and whether the first page
/// keeps a calibration bar (`registry` and `counters` as for [`handout_sheets`]).
pub(crate) fn flow(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    kind: SheetKind,
    text: &str,
    registry: &mut Symbols,
    counters: Option<Counters>,
) -> Result<(text::Laid, String, bool), LayoutError> {
    match flow_at(kit, opts, look, kind, text, registry, counters) {
        Err(LayoutError::LargePrint { paper, margin, .. }) => {
            // The refusal names the widest whole-millimetre margin that would fit. A narrower
            // margin only makes room, so it is found by halving, a few flows at most.
            let works = |m: i64| {
                let o = Options {
                    margin: m as f64,
                    ..opts.clone()
                };
                let mut scratch = Symbols::default();
                let tried = flow_at(kit, &o, look, kind, text, &mut scratch, None);
                !matches!(tried, Err(LayoutError::LargePrint { .. }))
            };
            // Invariant: every margin below `lo` works (or none is tried), none from `hi` on.
            let (mut lo, mut hi) = (MIN_MARGIN as i64, margin.ceil() as i64);
            let fits = if lo < hi && works(lo) {
                lo += 1;
                while lo < hi {
                    let mid = lo + (hi - lo) / 2;
                    if works(mid) {
                        lo = mid + 1;
                    } else {
                        hi = mid;
                    }
                }
                Some((lo - 1) as f64)
            } else {
                None
            };
            Err(LayoutError::LargePrint {
                paper,
                margin,
                fits,
            })
        }
        other => other,
    }
}

/// [`flow`] at the options' margin, a refusal of large print without the margin that fits.
/// Large print draws its boards the largest of [`LARGE_PRINT_GROWTHS`] times the regular
/// handout's whose pages keep their promises (full, each diagram with its text), else no
/// smaller than the regular handout's.
fn flow_at(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    kind: SheetKind,
    text: &str,
    registry: &mut Symbols,
    counters: Option<Counters>,
) -> Result<(text::Laid, String, bool), LayoutError> {
    if !opts.large_print {
        return lay_at(kit, opts, look, (kind, text), registry, counters, None);
    }
    let regular = regular_squares(kit, opts, look, (kind, text))?;
    let blocks = text::parse(text);
    for (g, floor, part) in large_print_tries() {
        let mut tried = registry.clone();
        let grown = Some(((g, floor), &regular, part));
        if let Ok(laid) = lay_at(kit, opts, look, (kind, text), &mut tried, counters, grown) {
            if text::broken_promises(&blocks, &laid.0, false).is_empty() {
                *registry = tried;
                return Ok(laid);
            }
        }
    }
    let floor = Some(((0.0, 0.0), &regular, false));
    lay_at(kit, opts, look, (kind, text), registry, counters, floor)
}

/// The regular handout's diagrams of the same paper and margin, for large print: its
/// square, mm, and the scale its flow drew each block at.
type Regular = (f64, Vec<f64>);

/// [`flow_at`] with large print's boards `grown` times the `regular` handout's (its
/// squares, at the scale its flow chose), or as wide as the column holds when that is less;
/// a growth of 0 draws them large print's usual size, but never smaller than the regular
/// handout's.
fn lay_at(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    (kind, text): (SheetKind, &str),
    registry: &mut Symbols,
    counters: Option<Counters>,
    grown: Option<((f64, f64), &Regular, bool)>,
) -> Result<(text::Laid, String, bool), LayoutError> {
    let game = &kit.game;
    let pal = look.palette;
    let blocks = text::parse(text);
    let title = blocks
        .iter()
        .find_map(|b| match b {
            text::Block::Heading(1, t) => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_else(|| format!("{} — {}", game.name, kind.name()));
    let paper = opts.paper.oriented(Orientation::Portrait);
    let safe = safe_area(paper, opts.margin);
    // The making-the-set page keeps the one calibration bar of the kit, on its first page;
    // a handout is not printed to measure.
    let ruler = kind == SheetKind::Assembly && opts.kit_paper.is_none();
    let fur = furniture(opts).titled(&title, safe.w);
    let area = text_area_in(safe, ruler, &fur);
    let rest = text_area_in(safe, false, &fur);
    let (lettering, sizes) = if opts.large_print {
        (diagram::Lettering::LARGE, text::Sizes::large())
    } else {
        (diagram::Lettering::REGULAR, text::Sizes::regular())
    };
    let usual = diagram::square_for(game, area.w, area.h, lettering);
    let (sq, least) = match grown {
        Some((g, regular, _)) => large_squares(game, &blocks, area.w, usual, (g, regular)),
        None => (usual, Vec::new()),
    };
    let size = (sq * diagram::DIAGRAM_PIECE_FILL * 10.0).floor() / 10.0;
    let has_diagrams = blocks.iter().any(|b| matches!(b, text::Block::Diagram(..)));
    let reuse = counters.filter(|_| kind == SheetKind::Assembly);
    let per_side = game.pieces.len();
    let (size, counters) = if kind == SheetKind::Assembly {
        // The making-the-set page shows the pieces as they are cut: the piece sheets' size,
        // shape and art, and their very drawings when the kit has them.
        let size = assembly::kit_piece_size(kit, opts)?;
        let counters = match reuse {
            Some(c) => Some(c),
            None if has_diagrams => {
                let mut symbols = pieces::symbols(
                    &kit.game,
                    &kit.art,
                    &kit.pictures,
                    size,
                    opts.shape,
                    look,
                    true,
                );
                for s in &mut symbols {
                    s.name = format!("key-{}", s.name);
                }
                Some(Counters::add(registry, symbols, per_side))
            }
            None => None,
        };
        (size, counters)
    } else if has_diagrams {
        let symbols = diagram::symbols(kit, size, look);
        (size, Some(Counters::add(registry, symbols, per_side)))
    } else {
        (size, None)
    };
    // Only a text with diagrams draws any, and it has its counters.
    let index = || counters.expect("a text with diagrams has its counters");
    let failure = std::cell::RefCell::new(None);
    let draw = |spec: &str| {
        if spec == assembly::PIECES_KEY {
            return assembly::pieces_key(kit, opts, look, size, area.w, index());
        }
        match language::parse(game, spec) {
            Ok(sp) => {
                let fit = diagram::Lettering {
                    room: area.w,
                    ..lettering
                };
                let d = diagram::draw(game, look, &sp, sq, size, index(), fit);
                if sq < lettering.min_square || (opts.large_print && d.size.w > area.w) {
                    // Large print's lettering needs its squares and the column's width.
                    failure.borrow_mut().get_or_insert(LayoutError::LargePrint {
                        paper: opts.paper.name.clone(),
                        margin: opts.margin,
                        fits: None,
                    });
                }
                d
            }
            Err(message) => {
                failure
                    .borrow_mut()
                    .get_or_insert(LayoutError::Handout { message });
                text::Drawn {
                    items: Vec::new(),
                    size: Size { w: 1.0, h: 1.0 },
                    alt: None,
                }
            }
        }
    };
    // A page's body runs from its heading's ink to its footer's.
    let ends = ends(kit, opts, look, (kind, &title), (area, rest), ruler);
    let mut flow = text::Flow::new(area, rest, pal.ink, &draw)
        .sizes(sizes)
        .lang(text::Lang::of(opts.lang.tag()))
        .ends(ends)
        .least(&least);
    if grown.is_some_and(|(.., part)| part) {
        flow = flow.part();
    }
    if kind == SheetKind::Assembly {
        // The kit's cut sheets follow the making-the-set page: it ends full too, closing
        // up a little rather than leave a scrap (not in large print, which keeps its
        // spacing).
        flow = flow.fill_last();
        if !opts.large_print {
            flow = flow.tighten();
        }
    }
    let laid = flow.lay(&blocks);
    if let Some(e) = failure.into_inner() {
        return Err(e);
    }
    Ok((laid, title, ruler))
}

/// How much larger large print tries to draw each board than the regular handout of the
/// same paper and margin does, largest first: its squares (so its counters) this many
/// times theirs, when its pages stay full with each diagram beside its text.
pub const LARGE_PRINT_GROWTHS: [f64; 4] = [1.3, 1.2, 1.15, 1.1];

/// A larger growth large print tries when boards at the first of [`LARGE_PRINT_GROWTHS`]
/// leave its last page a scrap: boards that take more of their pages carry the text on.
pub const LARGE_PRINT_MORE: f64 = 1.45;

/// The growths large print tries, in turn, until its pages keep their promises: each
/// board's growth, the least each may be drawn at where its page needs it, and whether a
/// paragraph's diagrams may part at a page turn. The largest first, every board at it, then
/// larger still ([`LARGE_PRINT_MORE`]) with none smaller, then with boards its pages cannot
/// hold that large one step smaller; then the smaller growths, the least as the regular
/// handout's diagrams stand, together under their paragraph. The least growth a board gets
/// is what is raised first.
fn large_print_tries() -> [(f64, f64, bool); 6] {
    let [most, mid, less, least] = LARGE_PRINT_GROWTHS;
    [
        (most, most, true),
        (LARGE_PRINT_MORE, most, true),
        (most, mid, true),
        (mid, mid, true),
        (less, less, true),
        (least, least, false),
    ]
}

/// The regular handout's diagram square and scales for large print of `opts` (see
/// [`Regular`]): large print lays the regular handout first to know them.
fn regular_squares(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    (kind, text): (SheetKind, &str),
) -> Result<Regular, LayoutError> {
    let regular = Options {
        large_print: false,
        ..opts.clone()
    };
    let (laid, _, ruler) = flow_at(
        kit,
        &regular,
        look,
        kind,
        text,
        &mut Symbols::default(),
        None,
    )?;
    let safe = safe_area(
        regular.paper.oriented(Orientation::Portrait),
        regular.margin,
    );
    let area = text_area_in(safe, ruler, &furniture(&regular));
    let theirs = diagram::square_for(&kit.game, area.w, area.h, diagram::Lettering::REGULAR);
    Ok((theirs, laid.scales))
}

/// Large print's diagram square, mm, and the smallest scale each of `blocks` may be drawn
/// at, in a column `width` mm wide whose usual square is `usual`: every board `g` times the
/// size the `regular` handout draws it, or as wide as the column when that is less (one
/// diagram to a row), and never smaller than the regular handout draws it. The table of
/// pieces is drawn at the pieces' own size either way.
fn large_squares(
    game: &crate::game::Game,
    blocks: &[text::Block],
    width: f64,
    usual: f64,
    ((g, floor), (theirs, scales)): ((f64, f64), &Regular),
) -> (f64, Vec<f64>) {
    let l = diagram::Lettering::LARGE;
    // The widest board the column holds, its coordinates and strokes beside it.
    let files = game.board.files as f64;
    let widest = ((width - l.margin - 1.5) / files * 2.0).floor() / 2.0;
    let wanted: Vec<Option<f64>> = blocks
        .iter()
        .zip(scales)
        .map(|(b, k)| match b {
            text::Block::Diagram(spec, _) if spec != assembly::PIECES_KEY => {
                Some((g * theirs * k).min(widest).max(theirs * k))
            }
            _ => None,
        })
        .collect();
    let most = wanted.iter().flatten().fold(0.0, |a: f64, &b| a.max(b));
    // Whole or half millimetres, no smaller than large print's usual square (which a
    // growth of 0 keeps).
    let sq = if g > 0.0 {
        ((most * 2.0).ceil() / 2.0).min(widest).max(usual)
    } else {
        usual
    };
    // Each may be drawn smaller, down to `floor` times, where its page needs it.
    let least = wanted
        .iter()
        .zip(scales)
        .map(|(w, k)| w.map_or(0.0, |w| w.min((floor * theirs * k).max(theirs * k)) / sq))
        .collect();
    (sq, least)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::sheet::content_area;
    use crate::layout::testutil::*;
    use crate::layout::*;
    use crate::scene::Item;
    use crate::units::pt;
    use crate::{kit::Kit, paper::Paper};

    #[test]
    fn handouts_fit_every_paper_and_half_paper() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter", "a3", "legal", "150x200"] {
                for n_up in [1, 2] {
                    let Ok(p) = handout_paper(&Paper::parse(paper).unwrap(), n_up, 10.0) else {
                        assert_eq!(
                            (paper, n_up),
                            ("150x200", 2),
                            "only too-narrow halves are refused"
                        );
                        continue;
                    };
                    let o = Options {
                        kit_paper: Some(Paper::parse(paper).unwrap()),
                        paper: p,
                        sheets: vec![SheetKind::Rules, SheetKind::Assembly],
                        mono: n_up == 2,
                        ..opts(paper)
                    };
                    let doc = kit_document(&k, &o).unwrap();
                    assert!(doc.pages.len() >= 2);
                    check_inside_safe_area(&doc, &format!("{id} {paper} n-up {n_up}"));
                    // Body text is at least 9 pt (diagram coordinates, ruler and footer aside).
                    for page in &doc.pages {
                        for item in &page.items {
                            if let Item::Text(t) = item {
                                let is_frame = t.size < pt(9.0) - 1e-9;
                                let at_foot = t.pos.y > content_area(page.safe).bottom();
                                let at_head = t.pos.y < content_area(page.safe).y;
                                assert!(
                                    !is_frame || at_foot || at_head || t.text == "•",
                                    "{id} {paper}: '{}' is {} mm",
                                    t.text,
                                    t.size
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every paper a handout is laid out on: each paper the program knows by name, and its
    /// half (the page of a 2-up class set and of a booklet). With the paper the kit is
    /// printed on.
    fn handout_papers() -> Vec<(String, Paper, Paper)> {
        let mut out = Vec::new();
        for name in ["a4", "letter", "a3", "legal"] {
            let p = Paper::parse(name).unwrap();
            out.push((name.to_string(), p.clone(), p.clone()));
            let half = handout_paper(&p, 2, 10.0).unwrap();
            out.push((format!("half {name} (2-up, booklet)"), half, p));
        }
        out
    }

    /// Every built-in game and example, as kits.
    fn every_kit() -> Vec<(String, Kit)> {
        let mut out: Vec<(String, Kit)> = ["camels-and-carpets", "royal-carpet"]
            .iter()
            .map(|id| (id.to_string(), Kit::builtin(id).unwrap()))
            .collect();
        for (name, text) in crate::game::EXAMPLE_TEMPLATES {
            let k = Kit::from_bytes(text.as_bytes(), name, None).unwrap();
            out.push((name.to_string(), k));
        }
        out
    }

    fn broken_promises(blocks: &[text::Block], laid: &text::Laid, last_too: bool) -> Vec<String> {
        text::broken_promises(blocks, laid, last_too)
    }

    /// Every line on every page of a large-print handout, the title, the line under it and
    /// the footer included, prints at 14 pt or more (both games, A4 and Letter, colour and
    /// mono, the rules and the making-the-set text).
    #[test]
    fn large_print_furniture_is_14_pt_or_more() {
        let mut bad = Vec::new();
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter"] {
                for mono in [false, true] {
                    let o = Options {
                        mono,
                        large_print: true,
                        sheets: vec![SheetKind::Rules, SheetKind::Assembly],
                        ..opts(paper)
                    };
                    let set = ClassSet {
                        copies: 1,
                        n_up: 1,
                        booklet: false,
                        two_sided: false,
                    };
                    let doc = handout_document(&k, &o, set).unwrap();
                    for page in &doc.pages {
                        let t = crate::units::Transform::identity();
                        crate::scene::visit(&doc, &page.items, t, &mut |i, t| {
                            if let Item::Text(x) = i {
                                let size = x.size * (t.a * t.d - t.b * t.c).abs().sqrt();
                                if size < pt(14.0) - 1e-9 {
                                    bad.push(format!(
                                        "{id} {paper} mono {mono} {}: '{}' at {:.1} pt",
                                        page.name,
                                        x.text,
                                        size / pt(1.0)
                                    ));
                                }
                            }
                        });
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// No two lines of a large-print table overlap, their boxes (ascender to descender)
    /// taken whole: the making-the-set table's row labels ("First player" over "sand
    /// pieces") on every paper, colour and mono.
    #[test]
    fn large_print_tables_keep_their_lines_apart() {
        use crate::scene::Document;
        use crate::units::{Rect, Transform};
        fn tables(doc: &Document, items: &[Item], t: Transform, inside: bool, out: &mut Vec<Rect>) {
            for i in items {
                match i {
                    Item::Group(g) => {
                        let inside = inside || matches!(g.tag, Some(Tag::Table { .. }));
                        tables(doc, &g.items, t.after(&g.transform), inside, out)
                    }
                    Item::Use(u) => {
                        let items = &doc.symbols[u.symbol].items;
                        tables(doc, items, t.after(&u.transform), inside, out)
                    }
                    Item::Text(_) if inside => out.extend(crate::scene::leaf_bounds(i, &t)),
                    _ => {}
                }
            }
        }
        let mut bad = Vec::new();
        let mut lines = 0;
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter", "a3", "legal"] {
                for mono in [false, true] {
                    let o = Options {
                        mono,
                        large_print: true,
                        sheets: vec![SheetKind::Assembly],
                        ..opts(paper)
                    };
                    let set = ClassSet {
                        copies: 1,
                        n_up: 1,
                        booklet: false,
                        two_sided: false,
                    };
                    let doc = handout_document(&k, &o, set).unwrap();
                    for page in &doc.pages {
                        let mut boxes = Vec::new();
                        tables(&doc, &page.items, Transform::identity(), false, &mut boxes);
                        lines += boxes.len();
                        for (i, a) in boxes.iter().enumerate() {
                            for b in &boxes[i + 1..] {
                                let w = a.right().min(b.right()) - a.x.max(b.x);
                                let h = a.bottom().min(b.bottom()) - a.y.max(b.y);
                                if w > 1e-6 && h > 1e-6 {
                                    bad.push(format!("{id} {paper} mono {mono}: {a:?} and {b:?}"));
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(lines > 0, "no table read");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// A diagram the flow cannot draw is refused with the game named once: the run puts
    /// the game in front of every error.
    #[test]
    fn an_undrawable_diagram_names_the_game_once() {
        use crate::exit::Within;
        let k = kit();
        let o = opts("a4");
        let look = k.game.look(false);
        let text = "# Rules\n\nA paragraph.\n\n@moves camel z9 | A square off the board.";
        let e = handout_sheets(
            &k,
            &o,
            &look,
            SheetKind::Rules,
            text,
            &mut Symbols::default(),
            None,
        )
        .err()
        .expect("refused");
        assert!(matches!(e, LayoutError::Handout { .. }), "{e}");
        let line = crate::error_line(&Err::<(), _>(e).within(&k.game.name).unwrap_err());
        assert_eq!(line.matches(&k.game.name).count(), 1, "{line}");
        assert!(line.starts_with("Camels and Carpets: handout: "), "{line}");
    }

    #[test]
    fn the_promise_checks_can_fail() {
        let blocks = text::parse("## H\n\nOne two.\n\n@x | c\n\nThree four five six.");
        let laid = text::Laid::for_tests(
            vec![0.5, 0.9, 0.9, 0.3],
            vec![(0, 0), (1, 1), (2, 2), (2, 3)],
            vec![vec![0], vec![1, 1], vec![], vec![2, 2, 2, 3]],
        );
        let bad = broken_promises(&blocks, &laid, false);
        assert_eq!(bad.len(), 4, "{bad:?}");
        assert!(bad[0].contains("page 1 is only 50.0 % full"));
        assert!(bad[1].contains("heading 'H' ends page 1"));
        assert!(bad[2].contains("without its text"));
        assert!(bad[3].contains("one line alone on page 4"));
    }

    /// Every built-in game and example, on every named paper and its half (kit, 2-up,
    /// booklet), colour and mono: the rules and the making-the-set pages keep all three
    /// promises of [`broken_promises`], read from the laid-out pages.
    #[test]
    fn handout_pages_are_full_and_keep_things_together() {
        let (bad, checked) = check_handouts(false);
        assert!(checked >= 2 * 8 * 2 * 2, "{checked} handouts checked");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// Large print keeps the same promises, on every whole paper (it is not imposed two to
    /// a sheet), and prints its text at 16 pt or more (18 pt body, 16 pt captions) and its
    /// diagrams' lettering at 14 pt or more, whatever scale a page gives a diagram.
    #[test]
    fn large_print_pages_are_full_and_large() {
        let (bad, checked) = check_handouts(true);
        assert!(checked >= 2 * 4 * 2 * 2, "{checked} handouts checked");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// Every line of text on laid-out items with the size it prints at (groups' scales
    /// applied), and whether it stands in a drawing (a diagram or the table of pieces).
    fn printed(items: &[Item], k: f64, drawn: bool, out: &mut Vec<(String, f64, bool)>) {
        for i in items {
            match i {
                Item::Text(t) => out.push((t.text.clone(), t.size * k, drawn)),
                Item::Group(g) => {
                    let moved = !g.transform.is_identity();
                    printed(&g.items, k * g.transform.a, drawn || moved, out)
                }
                _ => {}
            }
        }
    }

    /// How much emptier than its reader the flow may reckon a page (a hundredth of a
    /// percent): the words of its heading and footer name the page count, which the flow
    /// does not know (see `ends`).
    const INK_SLACK: f64 = 1e-4;

    /// Handout `text` for `kind` laid out as the binary lays it: what the flow reports of
    /// it, and its pages as printed, heading, footer and the counters they draw included.
    fn laid_out(
        k: &Kit,
        o: &Options,
        kind: SheetKind,
        text: &str,
    ) -> Result<(text::Laid, crate::scene::Document), LayoutError> {
        let look = k.game.look(o.mono);
        let mut registry = Symbols::default();
        let (laid, title, ruler) = flow(k, o, &look, kind, text, &mut registry, None)?;
        let pages = sheets(k, o, &look, kind, (laid.pages.clone(), &title, ruler));
        let symbols = registry.into_vec();
        let doc = crate::layout::sheet::finish(title, pages, symbols, &k.game.print);
        Ok((laid, doc))
    }

    /// How full each page of `doc` (a handout's pages for `kind` under `o`, as printed) is,
    /// as a reader measures it, whatever the flow reckoned: from the foot of its heading's
    /// ink down to the lowest ink of its body, over the page from that foot to the head of
    /// its footer's ink (or, on a first page with a calibration bar, of the bar's). A line
    /// inks to its glyphs' outlines, a drawing to its edges.
    fn inked_fill(o: &Options, kind: SheetKind, doc: &crate::scene::Document) -> Vec<f64> {
        use crate::scene::Document;
        /// The top and bottom of the ink of each leaf under `items`.
        fn spans(doc: &Document, items: &[Item]) -> Vec<(f64, f64)> {
            let mut out = Vec::new();
            crate::scene::visit(doc, items, Transform::identity(), &mut |i, t| match i {
                Item::Text(x) => {
                    // Each glyph's outline, placed as the backends draw it.
                    let f = crate::font::get(x.weight);
                    let k = x.size / f.units_per_em();
                    for g in f.shape(&x.text) {
                        let Some(path) = f.outline(g.id) else {
                            continue;
                        };
                        let at = Transform::translate(x.start_x() + g.x * k, x.pos.y)
                            .after(&Transform::scale(k, k));
                        if let Some(b) = path.bounds(&t.after(&at)) {
                            out.push((b.y, b.bottom()));
                        }
                    }
                }
                _ => out.extend(crate::scene::leaf_bounds(i, &t).map(|b| (b.y, b.bottom()))),
            });
            out
        }
        let ruler = kind == SheetKind::Assembly && o.kit_paper.is_none();
        let head = 1 + usize::from(furniture(o).subtitle.is_some());
        doc.pages
            .iter()
            .enumerate()
            .map(|(p, page)| {
                // The heading's groups, the bar's, the body's, and the footer's last.
                let items = &page.items;
                let bar = usize::from(ruler && p == 0);
                let (body, foot) = items[head + bar..].split_at(items.len() - head - bar - 1);
                let foot = if bar == 1 {
                    &items[head..head + 1]
                } else {
                    foot
                };
                let top = spans(doc, &items[..head])
                    .iter()
                    .map(|s| s.1)
                    .fold(f64::MIN, f64::max);
                let end = spans(doc, foot)
                    .iter()
                    .map(|s| s.0)
                    .fold(f64::MAX, f64::min);
                let low = spans(doc, body).iter().map(|s| s.1).fold(top, f64::max);
                ((low - top) / (end - top)).clamp(0.0, 1.0)
            })
            .collect()
    }

    /// [`handout_pages_are_full_and_keep_things_together`] for regular or large print:
    /// what is broken, and how many handouts were checked.
    fn check_handouts(large_print: bool) -> (Vec<String>, usize) {
        let mut bad = Vec::new();
        let mut checked = 0;
        for (id, k) in every_kit() {
            for (name, paper, kit_paper) in handout_papers() {
                if large_print && paper != kit_paper {
                    continue;
                }
                for mono in [false, true] {
                    for kind in [SheetKind::Rules, SheetKind::Assembly] {
                        let o = Options {
                            paper: paper.clone(),
                            kit_paper: Some(kit_paper.clone()),
                            mono,
                            large_print,
                            ..opts("a4")
                        };
                        let text = match kind {
                            SheetKind::Rules => match &k.rules {
                                Some(r) => r.clone(),
                                None => continue,
                            },
                            _ => {
                                assembly::assembly_text(&k, &o, &k.game.look(o.mono), &[]).unwrap()
                            }
                        };
                        let (mut laid, doc) = laid_out(&k, &o, kind, &text).unwrap();
                        // How full a page is, as a reader measures it: the flow balances
                        // that, never reckoning a page fuller than its reader finds it.
                        let inked = inked_fill(&o, kind, &doc);
                        if inked.len() != laid.fill.len()
                            || inked
                                .iter()
                                .zip(&laid.fill)
                                .any(|(a, b)| b - a > 1e-9 || a - b > INK_SLACK)
                        {
                            bad.push(format!(
                                "{id} {} on {name}: balanced to {:?}, inked to {inked:?}",
                                kind.name(),
                                laid.fill
                            ));
                        }
                        laid.fill = inked;
                        let blocks = text::parse(&text);
                        let what = format!(
                            "{id} {} on {name}, mono {mono}, large {large_print}",
                            kind.name()
                        );
                        // A text's last page may end short. The making-the-set page, which
                        // the cut sheets follow in a kit, is filled on the papers its table
                        // of pieces was drawn for; on larger paper it holds all it has.
                        let last_too = kind == SheetKind::Assembly
                            && ["a4", "letter"].contains(&name.as_str())
                            && !large_print;
                        for b in broken_promises(&blocks, &laid, last_too) {
                            let b = format!("{what}: {b}");
                            bad.push(b);
                        }
                        if large_print {
                            let mut sizes = Vec::new();
                            for p in &laid.pages {
                                printed(p, 1.0, false, &mut sizes);
                            }
                            for (t, size, drawn) in sizes {
                                let least = if drawn { 14.0 } else { 16.0 };
                                if size < pt(least) - 1e-9 {
                                    bad.push(format!("{what}: '{t}' at {:.1} pt", size / pt(1.0)));
                                }
                            }
                        }
                        checked += 1;
                    }
                }
            }
        }
        (bad, checked)
    }

    /// Built-in game or example `id` with its words in `lang`.
    fn kit_in(id: &str, lang: &str) -> Kit {
        let lang = crate::lang::Lang::parse(lang).expect("a tag");
        match crate::game::EXAMPLE_TEMPLATES
            .iter()
            .find(|(n, _)| *n == id)
        {
            Some((name, text)) => Kit::from_bytes_in(text.as_bytes(), name, None, &lang),
            None => Kit::builtin_in(id, &lang),
        }
        .unwrap()
    }

    /// The rules of each built-in game and example in German or French, as their
    /// translators wrote them.
    fn translated(lang: &str, id: &str) -> &'static str {
        crate::kit::builtin_text(&format!("{lang}/{id}.md"))
            .unwrap_or_else(|| panic!("no {lang} rules of {id}"))
    }

    /// What runs out of its column or into something else on laid-out `pages` (a flow's
    /// pages for `kind` under `o`): each line of text placed on the page (not lettering
    /// inside a drawing), measured with the font, must lie inside the text column; two
    /// lines side by side must stand at least a type size apart, baseline to baseline; and
    /// no line's letters (cap height to baseline) may cross a drawing.
    fn collisions(o: &Options, kind: SheetKind, pages: &[Vec<Item>]) -> Vec<String> {
        use crate::units::{Rect, Transform};
        /// Where the leaves under `items` reach, drawn with `t`.
        fn extent(items: &[Item], t: Transform, out: &mut Option<Rect>) {
            for i in items {
                match i {
                    Item::Group(g) => extent(&g.items, t.after(&g.transform), out),
                    _ => {
                        if let Some(b) = crate::scene::leaf_bounds(i, &t) {
                            *out = Some(out.map_or(b, |r| r.union(&b)));
                        }
                    }
                }
            }
        }
        fn walk(items: &[Item], lines: &mut Vec<crate::scene::Text>, drawings: &mut Vec<Rect>) {
            for i in items {
                match i {
                    Item::Text(t) => lines.push(t.clone()),
                    Item::Group(g) if g.transform.is_identity() => walk(&g.items, lines, drawings),
                    Item::Group(g) => {
                        let mut r = None;
                        extent(&g.items, g.transform, &mut r);
                        drawings.extend(r);
                    }
                    _ => {}
                }
            }
        }
        let safe = safe_area(o.paper.oriented(Orientation::Portrait), o.margin);
        let ruler = kind == SheetKind::Assembly && o.kit_paper.is_none();
        let mut bad = Vec::new();
        for (p, items) in pages.iter().enumerate() {
            let column = text_area_in(safe, ruler && p == 0, &furniture(o));
            let (mut lines, mut drawings) = (Vec::new(), Vec::new());
            walk(items, &mut lines, &mut drawings);
            let f = |t: &crate::scene::Text| crate::font::get(t.weight);
            for (i, a) in lines.iter().enumerate() {
                let (x0, x1) = (a.start_x(), a.start_x() + f(a).measure(&a.text, a.size));
                if x0 < column.x - 1e-6 || x1 > column.right() + 1e-6 {
                    bad.push(format!(
                        "page {}: '{}' runs {:.1} mm out of its column",
                        p + 1,
                        a.text,
                        (column.x - x0).max(x1 - column.right())
                    ));
                }
                for b in &lines[i + 1..] {
                    let across =
                        x1.min(b.start_x() + f(b).measure(&b.text, b.size)) - x0.max(b.start_x());
                    let apart = (a.pos.y - b.pos.y).abs();
                    if across > 1e-6 && apart < a.size.max(b.size) * 0.99 {
                        bad.push(format!("page {}: '{}' on '{}'", p + 1, a.text, b.text));
                    }
                }
                let letters = Rect::new(
                    x0,
                    a.pos.y - f(a).cap_height(a.size),
                    x1 - x0,
                    f(a).cap_height(a.size),
                );
                for d in &drawings {
                    let w = letters.right().min(d.right()) - letters.x.max(d.x);
                    let h = letters.bottom().min(d.bottom()) - letters.y.max(d.y);
                    if w > 1e-6 && h > 1e-6 {
                        bad.push(format!("page {}: '{}' crosses a drawing", p + 1, a.text));
                    }
                }
            }
        }
        bad
    }

    /// Every promise of [`broken_promises`] on the handouts of both games in every shipped
    /// language, on A4 and Letter, the rules and the making-the-set text, regular and large
    /// print (#57.5): each diagram after its paragraph on that page or heading the next,
    /// inside no other paragraph or list and past no heading, pages full, no lone line.
    fn promises_in_every_language(large_print: bool) -> (Vec<String>, usize) {
        let (mut bad, mut checked) = (Vec::new(), 0);
        for id in ["camels-and-carpets", "royal-carpet"] {
            for lang in ["en", "fr", "de", "es", "nl"] {
                let k = kit_in(id, lang);
                for paper in ["a4", "letter"] {
                    for kind in [SheetKind::Rules, SheetKind::Assembly] {
                        let o = Options {
                            large_print,
                            lang: crate::lang::Lang::parse(lang).unwrap(),
                            kit_paper: Some(Paper::parse(paper).unwrap()),
                            ..opts(paper)
                        };
                        let text = match kind {
                            SheetKind::Rules => k.rules.clone().expect("built-in rules"),
                            _ => {
                                assembly::assembly_text(&k, &o, &k.game.look(o.mono), &[]).unwrap()
                            }
                        };
                        let (mut laid, doc) = laid_out(&k, &o, kind, &text).unwrap();
                        laid.fill = inked_fill(&o, kind, &doc);
                        let what = format!("{id} {} in {lang} on {paper}", kind.name());
                        let blocks = text::parse(&text);
                        for b in broken_promises(&blocks, &laid, false) {
                            bad.push(format!("{what}: {b}"));
                        }
                        for (p, f) in laid.fill.iter().enumerate() {
                            if text::short_page_excused(&blocks, &laid, p) && !text::is_full(*f) {
                                eprintln!("{what}: page {} ends at {:.1} %", p + 1, f * 100.0);
                            }
                        }
                        checked += 1;
                    }
                }
            }
        }
        (bad, checked)
    }

    /// Large print's headings print in order of rank: the title, whole, larger than every
    /// section heading, and those larger than the body text; both games in every shipped
    /// language, on A4 and Letter, the rules and the making-the-set text.
    #[test]
    fn large_print_headings_are_sized_in_order() {
        let z = text::Sizes::large();
        assert!(z.heading > z.body);
        let mut bad = Vec::new();
        for id in ["camels-and-carpets", "royal-carpet"] {
            for lang in ["en", "fr", "de", "es", "nl"] {
                let k = kit_in(id, lang);
                for paper in ["a4", "letter"] {
                    let o = Options {
                        large_print: true,
                        lang: crate::lang::Lang::parse(lang).unwrap(),
                        kit_paper: Some(Paper::parse(paper).unwrap()),
                        ..opts(paper)
                    };
                    let look = k.game.look(false);
                    for kind in [SheetKind::Rules, SheetKind::Assembly] {
                        let text = match kind {
                            SheetKind::Rules => k.rules.clone().expect("built-in rules"),
                            _ => assembly::assembly_text(&k, &o, &look, &[]).unwrap(),
                        };
                        let (_, doc) = laid_out(&k, &o, kind, &text).unwrap();
                        let mut titles = Vec::new();
                        let t = Transform::identity();
                        crate::scene::visit(&doc, &doc.pages[0].items[..1], t, &mut |i, _| {
                            if let Item::Text(x) = i {
                                titles.push((x.text.clone(), x.size));
                            }
                        });
                        let what = format!("{id} {} in {lang} on {paper}", kind.name());
                        // Whole (on more lines if need be) and larger than the headings.
                        let whole = titles.iter().map(|t| t.0.as_str()).collect::<Vec<_>>();
                        let heading = text::parse(&text).into_iter().find_map(|b| match b {
                            text::Block::Heading(1, t) => Some(t),
                            _ => None,
                        });
                        let large = titles.iter().all(|t| t.1 > z.heading + 1e-9);
                        if !large || Some(whole.join(" ")) != heading {
                            bad.push(format!("{what}: title {titles:?}"));
                        }
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn large_print_keeps_each_diagram_by_its_words_in_every_language() {
        let (bad, checked) = promises_in_every_language(true);
        assert_eq!(checked, 2 * 5 * 2 * 2);
        assert!(bad.is_empty(), "{} faults:\n{}", bad.len(), bad.join("\n"));
    }

    #[test]
    fn handouts_keep_each_diagram_by_its_words_in_every_language() {
        let (bad, checked) = promises_in_every_language(false);
        assert_eq!(checked, 2 * 5 * 2 * 2);
        assert!(bad.is_empty(), "{} faults:\n{}", bad.len(), bad.join("\n"));
    }

    /// Large print with a 20 mm margin (#28.9's case, which a narrower column makes harder
    /// to fill) keeps the promises of its pages: both games, A4 and Letter, colour and mono.
    #[test]
    fn large_print_with_a_wide_margin_keeps_its_pages_full() {
        let mut bad = Vec::new();
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter"] {
                for mono in [false, true] {
                    let o = Options {
                        large_print: true,
                        margin: 20.0,
                        mono,
                        kit_paper: Some(Paper::parse(paper).unwrap()),
                        ..opts(paper)
                    };
                    let text = k.rules.clone().unwrap();
                    let kind = SheetKind::Rules;
                    let (mut laid, doc) = laid_out(&k, &o, kind, &text).unwrap();
                    laid.fill = inked_fill(&o, kind, &doc);
                    assert!(laid.pages.len() >= 3, "{id} on {paper}");
                    for b in broken_promises(&text::parse(&text), &laid, false) {
                        bad.push(format!("{id} on {paper}, mono {mono}: {b}"));
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// The square side of each diagram board on laid-out `pages`, as drawn (every scale on
    /// the way applied), in the order they are read: a board's outline is its one rectangle
    /// stroked 0.3 mm wide inside a figure.
    fn drawn_squares(pages: &[Vec<Item>], files: f64) -> Vec<f64> {
        use crate::units::Transform;
        fn walk(items: &[Item], t: Transform, figure: bool, files: f64, out: &mut Vec<f64>) {
            for i in items {
                match i {
                    Item::Group(g) => {
                        let figure = figure || matches!(g.tag, Some(Tag::Figure { .. }));
                        walk(&g.items, t.after(&g.transform), figure, files, out)
                    }
                    Item::Shape(sh)
                        if figure
                            && sh.fill.is_none()
                            && sh.path.cmds.len() == 5
                            && sh.stroke.as_ref().is_some_and(|s| s.width == 0.3) =>
                    {
                        if let Some(b) = sh.path.bounds(&t) {
                            out.push(b.w / files);
                        }
                    }
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        for p in pages {
            walk(p, Transform::identity(), false, files, &mut out);
        }
        out
    }

    /// Large print draws every board of the built-in games at least the first of
    /// [`LARGE_PRINT_GROWTHS`] times the regular handout of the same paper and language
    /// draws it (its squares, so its counters), or as wide as the column: both games and
    /// the examples, in every language of the built-in ones, on A4 and Letter, colour and
    /// mono. (Its lettering is 14 pt or more: [`large_print_furniture_is_14_pt_or_more`].)
    #[test]
    fn large_print_draws_every_board_larger() {
        let least = LARGE_PRINT_GROWTHS[0];
        let (mut bad, mut compared) = (Vec::new(), 0);
        for (id, _) in every_kit() {
            for lang in ["en", "fr", "de", "es", "nl"] {
                let k = kit_in(&id, lang);
                let rules = k.rules.clone().expect("built-in rules");
                let files = k.game.board.files as f64;
                for paper in ["a4", "letter"] {
                    for mono in [false, true] {
                        let o = |large_print: bool| Options {
                            mono,
                            large_print,
                            lang: crate::lang::Lang::parse(lang).unwrap(),
                            ..opts(paper)
                        };
                        let squares = |large_print: bool| {
                            let look = k.game.look(mono);
                            let kind = SheetKind::Rules;
                            let mut reg = Symbols::default();
                            let (laid, ..) =
                                flow(&k, &o(large_print), &look, kind, &rules, &mut reg, None)
                                    .unwrap_or_else(|e| panic!("{id} on {paper}: {e}"));
                            drawn_squares(&laid.pages, files)
                        };
                        let (regular, large) = (squares(false), squares(true));
                        let safe = safe_area(
                            o(true).paper.oriented(Orientation::Portrait),
                            o(true).margin,
                        );
                        let l = diagram::Lettering::LARGE;
                        let widest = ((safe.w - l.margin - 1.5) / files * 2.0).floor() / 2.0;
                        let what = format!("{id} rules in {lang} on {paper}, mono {mono}");
                        assert_eq!(regular.len(), large.len(), "{what}");
                        for (n, (r, l)) in regular.iter().zip(&large).enumerate() {
                            compared += 1;
                            if *l < (least * r).min(widest) - 1e-6 {
                                bad.push(format!(
                                    "{what}: diagram {} drawn with {l:.2} mm squares, {:.2} \
                                     times the regular handout's {r:.2}",
                                    n + 1,
                                    l / r
                                ));
                            }
                        }
                    }
                }
            }
        }
        assert!(
            compared >= 2 * 5 * 2 * 2 * 7,
            "{compared} diagrams compared"
        );
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// Large print never draws a board smaller than the regular handout of the same paper
    /// does (#28.8: on Letter its start diagram had 8 mm squares against 9): every diagram
    /// of the rules of every game and example, in English, French and German, on A4 and
    /// Letter, colour and mono, and with a 20 mm margin.
    #[test]
    fn large_print_never_makes_a_diagram_smaller() {
        let mut bad = Vec::new();
        let mut compared = 0;
        for (id, _) in every_kit() {
            for lang in ["en", "fr", "de"] {
                let k = kit_in(&id, lang);
                let Some(rules) = &k.rules else { continue };
                let files = k.game.board.files as f64;
                for (paper, margin) in [("a4", 10.0), ("letter", 10.0), ("a4", 20.0)] {
                    for mono in [false, true] {
                        let squares = |large_print: bool| {
                            let o = Options {
                                kit_paper: Some(Paper::parse(paper).unwrap()),
                                mono,
                                large_print,
                                margin,
                                lang: crate::lang::Lang::parse(lang).expect("a tag"),
                                ..opts(paper)
                            };
                            let look = k.game.look(mono);
                            let kind = SheetKind::Rules;
                            match flow(&k, &o, &look, kind, rules, &mut Symbols::default(), None) {
                                Ok((laid, ..)) => Some(drawn_squares(&laid.pages, files)),
                                // International draughts' 10 x 10 board with large print's
                                // lettering needs a narrower margin than 20 mm on A4.
                                Err(LayoutError::LargePrint { .. })
                                    if large_print
                                        && margin > 10.0
                                        && id == "international-draughts" =>
                                {
                                    None
                                }
                                Err(e) => panic!("{id} in {lang} on {paper}: {e}"),
                            }
                        };
                        let (Some(regular), Some(large)) = (squares(false), squares(true)) else {
                            continue;
                        };
                        let what =
                            format!("{id} rules in {lang} on {paper} ({margin} mm), mono {mono}");
                        assert_eq!(regular.len(), large.len(), "{what}");
                        assert!(!regular.is_empty(), "{what}");
                        for (n, (r, l)) in regular.iter().zip(&large).enumerate() {
                            compared += 1;
                            if *l < r - 1e-6 {
                                bad.push(format!(
                                    "{what}: diagram {} drawn with {l:.2} mm squares, \
                                     {r:.2} mm in the regular handout",
                                    n + 1
                                ));
                            }
                        }
                    }
                }
            }
        }
        assert!(
            compared >= 4 * 3 * 3 * 2 * 3,
            "{compared} diagrams compared"
        );
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// The layout proves itself against long text: the rules of every game and example and
    /// the making-the-set page in the pseudo-language (about 40 % longer, long compounds
    /// mixed in), and the rules and the making-the-set page as written in German and French,
    /// on A4 and Letter, regular and large print. Every line stays in its column and clear
    /// of the others and of the drawings, and the pages keep the promises of
    /// [`broken_promises`].
    #[test]
    fn long_text_keeps_every_promise() {
        let mut bad = Vec::new();
        let mut short = Vec::new();
        let mut checked = 0;
        for (id, k) in every_kit() {
            for paper in ["a4", "letter"] {
                for large_print in [false, true] {
                    let o = Options {
                        kit_paper: Some(Paper::parse(paper).unwrap()),
                        large_print,
                        ..opts(paper)
                    };
                    let look = k.game.look(o.mono);
                    let making = assembly::assembly_text(&k, &o, &look, &[]).unwrap();
                    let mut texts = vec![
                        ("qaa", SheetKind::Assembly, text::pseudo_markup(&making), &k),
                        (
                            "de",
                            SheetKind::Rules,
                            translated("de", &id).to_string(),
                            &k,
                        ),
                        (
                            "fr",
                            SheetKind::Rules,
                            translated("fr", &id).to_string(),
                            &k,
                        ),
                    ];
                    // The making-the-set page as it is written in German and French, with
                    // the game's words in that language (its table of pieces too).
                    let kits: Vec<(&str, Kit)> = ["de", "fr"].map(|l| (l, kit_in(&id, l))).into();
                    for (lang, kl) in &kits {
                        let look = kl.game.look(o.mono);
                        let making = assembly::assembly_text(kl, &o, &look, &[]).unwrap();
                        texts.push((lang, SheetKind::Assembly, making, kl));
                    }
                    if let Some(r) = &k.rules {
                        texts.push(("qaa", SheetKind::Rules, text::pseudo_markup(r), &k));
                    }
                    for (lang, kind, text, k) in texts {
                        let o = Options {
                            lang: crate::lang::Lang::parse(lang).expect("a tag"),
                            ..o.clone()
                        };
                        let what = format!(
                            "{id} {} in {lang} on {paper}, large {large_print}",
                            kind.name()
                        );
                        let (mut laid, doc) =
                            laid_out(k, &o, kind, &text).unwrap_or_else(|e| panic!("{what}: {e}"));
                        laid.fill = inked_fill(&o, kind, &doc);
                        let blocks = text::parse(&text);
                        let last_too = kind == SheetKind::Assembly && !large_print;
                        for b in broken_promises(&blocks, &laid, last_too) {
                            // Not every page is filled yet with long text (see the
                            // count below): the others are kept.
                            if b.contains("% full") {
                                short.push(format!("{what}: {b}"));
                            } else {
                                bad.push(format!("{what}: {b}"));
                            }
                        }
                        for b in collisions(&o, kind, &laid.pages) {
                            bad.push(format!("{what}: {b}"));
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 4 * 2 * 2 * 6, "{checked} handouts checked");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
        eprintln!("short pages with long text:\n{}", short.join("\n"));
        let new: Vec<&String> = short.iter().filter(|s| !long_short_allowed(s)).collect();
        assert!(new.is_empty(), "{new:?}");
        assert!(short.len() <= 2, "{}", short.join("\n"));
    }

    /// The pages of [`long_text_keeps_every_promise`] the balancing cannot fill, and why;
    /// none may join them. International draughts in German on Letter, large print, pages
    /// 4 and 5 (70.3 %, 66.5 %): each holds one 10 x 10 board, which large print draws no
    /// smaller than the regular handout's (grown there to fill its page), and the text round
    /// it; the next board with its paragraph is taller than the rest of the page, even put
    /// off to the next.
    fn long_short_allowed(b: &str) -> bool {
        let page = |p: &str| b.starts_with(p);
        page("international-draughts rules in de on letter, large true: page 4 ")
            || page("international-draughts rules in de on letter, large true: page 5 ")
    }

    /// The pseudo-language over every text sheet as the binary prints it (`--lang
    /// qps-ploc`): the rules, the making-the-set page, the handouts (on half paper, 2-up and
    /// booklet) and large print of both games, colour and mono, on A4 and Letter, laid from
    /// kits loaded in it. Every line stays in its column, clear of the others and of the
    /// drawings; nothing is cut short; the promises of [`broken_promises`] hold on every
    /// page.
    #[test]
    fn the_pseudo_language_fits_every_text_sheet() {
        let pseudo = crate::lang::Lang::parse(crate::lang::PSEUDO).unwrap();
        let (mut bad, mut checked) = (Vec::new(), 0);
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin_in(id, &pseudo).unwrap();
            for name in ["a4", "letter"] {
                let kit_paper = Paper::parse(name).unwrap();
                let half = handout_paper(&kit_paper, 2, 10.0).unwrap();
                for (paper, large_print) in [
                    (kit_paper.clone(), false),
                    (half, false),
                    (kit_paper.clone(), true),
                ] {
                    for (mono, kind) in [
                        (false, SheetKind::Rules),
                        (true, SheetKind::Rules),
                        (false, SheetKind::Assembly),
                    ] {
                        let o = Options {
                            paper: paper.clone(),
                            kit_paper: Some(kit_paper.clone()),
                            mono,
                            large_print,
                            lang: pseudo.clone(),
                            ..opts(name)
                        };
                        let look = k.game.look(o.mono);
                        let text = match kind {
                            SheetKind::Rules => k.rules.clone().expect("built-in rules"),
                            _ => assembly::assembly_text(&k, &o, &look, &[]).unwrap(),
                        };
                        let what = format!(
                            "{id} {} on {paper} (kit {name}), mono {mono}, large {large_print}",
                            kind.name()
                        );
                        let (mut laid, doc) = match laid_out(&k, &o, kind, &text) {
                            Ok(f) => f,
                            Err(e) => {
                                bad.push(format!("{what}: {e}"));
                                continue;
                            }
                        };
                        laid.fill = inked_fill(&o, kind, &doc);
                        let blocks = text::parse(&text);
                        // As [`check_handouts`] has it: the making-the-set text fills its
                        // last page on the paper its table of pieces is drawn for; on half
                        // paper it ends the handout.
                        let last_too =
                            kind == SheetKind::Assembly && paper == kit_paper && !large_print;
                        for b in broken_promises(&blocks, &laid, last_too) {
                            bad.push(format!("{what}: {b}"));
                        }
                        bad.extend(
                            collisions(&o, kind, &laid.pages)
                                .into_iter()
                                .map(|b| format!("{what}: {b}")),
                        );
                        let mut lines = Vec::new();
                        for p in &laid.pages {
                            printed(p, 1.0, false, &mut lines);
                        }
                        for (t, ..) in lines.iter().filter(|(t, ..)| t.contains('\u{2026}')) {
                            bad.push(format!("{what}: '{t}' cut short"));
                        }
                        checked += 1;
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
        assert_eq!(checked, 2 * 2 * 3 * 3, "{checked} texts checked");
    }

    /// The pseudo-language is what the checks above need: about 40 % longer than the English
    /// it is made from, as set in the font, with compounds longer than any English word.
    #[test]
    fn the_pseudo_language_is_long() {
        let f = crate::font::get(crate::font::Weight::Regular);
        assert_eq!(text::pseudo("Place the camels"), "Plâàçéè théè çâàméèls");
        assert_eq!(
            text::pseudo("on a1, h8 and 100 mm"),
            "öôñ a1, h8 âàñd 100 mm"
        );
        for (id, k) in every_kit() {
            let Some(rules) = &k.rules else { continue };
            let long = text::pseudo_markup(rules);
            let prose = |t: &str| -> f64 { sentences(t).iter().map(|s| f.units(s)).sum() };
            let ratio = prose(&long) / prose(rules);
            assert!((1.3..1.6).contains(&ratio), "{id}: {ratio:.2}");
            // Compounds as long as German's: words of 14 letters and more.
            let compounds = |t: &str| {
                t.split_whitespace()
                    .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 14)
                    .count()
            };
            assert!(compounds(&long) > compounds(rules) + 5, "{id}");
            assert_eq!(text::parse(&long).len(), text::parse(rules).len(), "{id}");
        }
    }

    /// The rules say what their sources say and no more: no year of invention that no
    /// source gives, a variant called a variant, a jump that must go on said with "must",
    /// every word of a rule defined where it is used, the spares' use, no look that only the
    /// colour set has, and the questions the sources leave open named as such.
    #[test]
    fn rules_say_what_the_sources_say() {
        let cc = Kit::builtin("camels-and-carpets").unwrap().rules.unwrap();
        let rc = Kit::builtin("royal-carpet").unwrap().rules.unwrap();
        let section = |text: &str, heading: &str| {
            let from = text.find(&format!("## {heading}")).expect(heading);
            let rest = &text[from + 3..];
            rest[..rest.find("\n## ").unwrap_or(rest.len())].to_string()
        };
        assert!(
            !rc.contains("2001"),
            "no source gives the year Royal Carpet was made"
        );
        assert!(cc.contains("variant of Cheskers") && cc.contains("Bandits"));
        assert!(
            !cc.contains("move it can then jump again") && !cc.contains("can jump again and again")
        );
        let carpets = section(&cc, "Carpets");
        assert!(
            carpets.contains("If it can then jump again, it must"),
            "{carpets}"
        );
        assert!(section(&cc, "Crowns").contains("must jump again if it can"));
        assert!(section(&cc, "Bandits!").contains("To attack a piece is"));
        assert!(
            !cc.contains("light pieces"),
            "both sides are white in the mono set"
        );
        assert!(section(&cc, "Setting up").contains("plain ones in the black and white set"));
        assert!(section(&rc, "Setting up").contains("spare checkers"));
        for text in [&cc, &rc] {
            assert!(text.contains("Not covered by the rules:"));
            assert!(text.contains("Agree what to do before you play."));
        }
    }

    /// Syllables in a word: groups of vowels, less a silent final e; at least one.
    fn syllables(word: &str) -> usize {
        let w: Vec<char> = word
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphabetic())
            .collect();
        let vowel = |c: char| "aeiouy".contains(c);
        let mut n = 0;
        let mut prev = false;
        for &c in &w {
            let v = vowel(c);
            if v && !prev {
                n += 1;
            }
            prev = v;
        }
        let l = w.len();
        if l > 2 && w[l - 1] == 'e' && w[l - 2] != 'l' && !vowel(w[l - 2]) && n > 1 {
            n -= 1;
        }
        n.max(1)
    }

    /// The sentences of a rules text: paragraphs, bullets and diagram captions.
    fn sentences(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        for b in text::parse(text) {
            let t = match b {
                text::Block::Para(t) | text::Block::Bullet(t) | text::Block::Diagram(_, t) => t,
                text::Block::Heading(..) => continue,
            };
            let mut cur = String::new();
            let chars: Vec<char> = t.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                cur.push(c);
                let ends = matches!(c, '.' | '!' | '?' | ':')
                    && chars
                        .get(i + 1)
                        .is_none_or(|n| n.is_whitespace() || *n == '"');
                if ends {
                    out.push(std::mem::take(&mut cur));
                }
            }
            if !cur.trim().is_empty() {
                out.push(cur);
            }
        }
        out.into_iter()
            .map(|s| s.trim().to_string())
            .filter(|s| s.chars().any(char::is_alphabetic))
            .collect()
    }

    #[test]
    fn rules_read_at_a_ten_year_olds_level() {
        assert_eq!(syllables("camel"), 2);
        assert_eq!(syllables("little"), 2);
        assert_eq!(syllables("move"), 1);
        for id in ["camels-and-carpets", "royal-carpet"] {
            let text = Kit::builtin(id).unwrap().rules.unwrap();
            let s = sentences(&text);
            let mut words = 0;
            let mut syl = 0;
            for sentence in &s {
                let w: Vec<&str> = sentence.split_whitespace().collect();
                assert!(w.len() <= 25, "{id}: {} words: {sentence}", w.len());
                words += w.len();
                syl += w.iter().map(|w| syllables(w)).sum::<usize>();
            }
            let grade =
                0.39 * words as f64 / s.len() as f64 + 11.8 * syl as f64 / words as f64 - 15.59;
            assert!(grade <= 6.0, "{id}: Flesch-Kincaid grade {grade:.1}");
        }
    }

    /// What a reader would stumble on: a `{variable}` left unfilled, an empty list or bullet,
    /// a doubled word ("Black (black)", "the the"), one sheet called "sheets".
    fn glitches(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        if text.contains('{') || text.contains('}') {
            out.push("an unfilled variable".into());
        }
        for bad in [": .", ": ;", "; .", ", .", "()", "( )"] {
            if text.contains(bad) {
                out.push(format!("an empty list '{bad}'"));
            }
        }
        if text
            .lines()
            .any(|l| l.trim() == "-" || l.trim_end().ends_with(":"))
        {
            out.push("an empty bullet or list".into());
        }
        // Within a phrase (brackets do not end one): "next to it. It lands" is fine.
        for phrase in text.split(['.', ',', ';', ':', '!', '?', '\n']) {
            let words: Vec<String> = phrase
                .split(|c: char| !c.is_alphanumeric() && c != '\'')
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect();
            for w in words.windows(2) {
                if w[0] == w[1] && w[0].chars().all(char::is_alphabetic) {
                    out.push(format!("a doubled word '{} {}'", w[0], w[1]));
                }
            }
        }
        let words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        for (i, w) in words.iter().enumerate() {
            if (w == "one" || w == "1" || w == "single")
                && words.get(i + 2).is_some_and(|x| x.starts_with("sheet"))
                && words.get(i + 2).is_some_and(|x| x.ends_with('s'))
            {
                out.push(format!("one {} {}", words[i + 1], words[i + 2]));
            }
        }
        out
    }

    #[test]
    fn every_text_reads_cleanly_for_both_games() {
        assert!(!glitches("Black (black) moves first.").is_empty());
        assert!(!glitches("Their own look: .").is_empty());
        assert!(!glitches("one piece sheets").is_empty());
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            let rules = k.rules.clone().unwrap();
            assert_eq!(glitches(&rules), Vec::<String>::new(), "{id} rules");
            for paper in ["a4", "letter", "a3"] {
                for mono in [false, true] {
                    for (shape, glue_tab) in
                        [(CounterShape::Square, false), (CounterShape::Round, true)]
                    {
                        let o = Options {
                            mono,
                            shape,
                            glue_tab,
                            ..opts(paper)
                        };
                        let text =
                            assembly::assembly_text(&k, &o, &k.game.look(o.mono), &[]).unwrap();
                        let what = format!("{id} making the set, {paper} mono {mono}");
                        assert_eq!(glitches(&text), Vec::<String>::new(), "{what}: {text}");
                        let (sheets, _) = pieces::piece_sheets(
                            &k,
                            &o,
                            &k.game.look(o.mono),
                            &mut Symbols::default(),
                        )
                        .unwrap();
                        if sheets.len() == 1 {
                            assert!(!text.contains("piece sheets"), "{what}: one sheet");
                        }
                        // Every line printed on every sheet of the kit, too.
                        let doc = kit_document(&k, &o).unwrap();
                        for p in &doc.pages {
                            for i in &p.items {
                                if let Item::Text(t) = i {
                                    assert_eq!(
                                        glitches(&t.text),
                                        Vec::<String>::new(),
                                        "{what}, {}: {}",
                                        p.name,
                                        t.text
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The making-the-set page as a kit prints it (the calibration bar under it, the list of
    /// the kit's pages, the table of pieces at their cut size) ends full, its last page too
    /// (the board follows it), for both games and both examples, in every shipped language,
    /// on A4 and Letter, colour and mono, without backs and with either kind (duplex with
    /// its calibration sheet too). A text that runs onto a second page fills its first.
    #[test]
    fn a_kits_making_the_set_pages_are_full_in_every_language() {
        use crate::layout::options::{Backs, Duplex, Flip};
        let plain = Duplex {
            flip: Flip::Long,
            offset: (0.0, 0.0),
            calibrate: false,
            calibration_only: false,
        };
        let duplex = Backs::Duplex(plain);
        // With the calibration sheet ahead of the pieces, which the page lists too.
        let calibrate = Backs::Duplex(Duplex {
            calibrate: true,
            ..plain
        });
        let mut bad = Vec::new();
        for (id, _) in every_kit() {
            for lang in ["en", "fr", "de", "es", "nl"] {
                let k = kit_in(&id, lang);
                for paper in ["a4", "letter"] {
                    for (mono, backs) in [
                        (false, None),
                        (true, None),
                        (true, Some(Backs::Fold { card: 1.0 })),
                        (true, Some(duplex)),
                        (false, Some(calibrate)),
                        (true, Some(calibrate)),
                    ] {
                        let o = Options {
                            lang: crate::lang::Lang::parse(lang).unwrap(),
                            mono,
                            backs,
                            ..opts(paper)
                        };
                        let look = k.game.look(mono);
                        let doc = crate::layout::kit::kit_document(&k, &o).unwrap();
                        // The kit's pages by kind, as the making-the-set page lists them.
                        let mut listed: Vec<(SheetKind, usize)> = Vec::new();
                        let mut own = 0;
                        // Blank pages that keep a duplex kit's count true after the
                        // instructions (counted as theirs), behind a board sheet (the
                        // board's), or put its pieces on a front (the page works that out
                        // itself, so not listed).
                        let mut padded = 0;
                        for page in &doc.pages {
                            if page.name == "blank" {
                                match listed.last_mut() {
                                    None => {
                                        own += 1;
                                        padded += 1;
                                    }
                                    Some((SheetKind::Board, n)) => *n += 1,
                                    Some((
                                        SheetKind::Pieces | SheetKind::Rules | SheetKind::Assembly,
                                        _,
                                    )) => {}
                                }
                                continue;
                            }
                            let kind = SheetKind::ALL
                                .into_iter()
                                .find(|k| page.name.starts_with(k.name()))
                                .unwrap_or(SheetKind::Pieces);
                            match listed.last_mut() {
                                _ if kind == SheetKind::Assembly => own += 1,
                                Some((k, n)) if *k == kind => *n += 1,
                                _ => listed.push((kind, 1)),
                            }
                        }
                        let text =
                            assembly::assembly_text_from(&k, &o, &look, &listed, own).unwrap();
                        let kind = SheetKind::Assembly;
                        let (mut laid, printed) = laid_out(&k, &o, kind, &text).unwrap();
                        assert_eq!(laid.pages.len() + padded, own, "{id} {lang} {paper}");
                        laid.fill = inked_fill(&o, kind, &printed);
                        let blocks = text::parse(&text);
                        let what = format!("{id} in {lang} on {paper}, mono {mono}, {backs:?}");
                        for b in broken_promises(&blocks, &laid, true) {
                            bad.push(format!("{what}: {b}"));
                        }
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
}
