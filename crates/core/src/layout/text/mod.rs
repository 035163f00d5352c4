//! Handout text: a small markup (headings, paragraphs, bullets, diagrams) parsed from
//! `templates/text/`, wrapped with the font's real metrics and flowed onto pages.

use super::lines;
pub use super::lines::Lang;
use crate::font::{self, Weight};
use crate::scene::{Anchor, Color, Group, Item, Tag};
use crate::units::{pt, Point, Rect, Size, Transform};
use std::rc::Rc;

mod balance;
mod figures;
mod lay;
mod markup;
mod measure;
mod page;

pub use balance::*;
pub use markup::*;
pub use measure::*;

/// A flowed handout: pages of items; the first page's text area may differ from the rest.
pub struct Flow<'a> {
    first: Rect,
    rest: Rect,
    ink: Color,
    draw: &'a dyn Fn(&str) -> Drawn,
    pages: Vec<Vec<Item>>,
    at: Vec<(usize, usize)>,
    bottom: Vec<f64>,
    y: f64,
    /// A diagram floated at the right: (bottom edge, width it takes from the text column).
    float: Option<(f64, f64)>,
    /// The last thing placed was a heading, which must not be left alone at a page's foot.
    after_heading: bool,
    knobs: Knobs,
    /// Balance the last page too: more pages follow in the document.
    fill_last: bool,
    /// A page may close up its blank and lines a little to hold what would spill over.
    tighten: bool,
    /// A unit's diagrams may part at a page turn (see [`Knobs::part`]), and a diagram's
    /// caption stands beside it where the column has room (see [`Flow::part`]).
    part: bool,
    /// Page above and below the text areas that is the page's body all the same (down from
    /// the heading's ink, up to the footer's), on the first page and on the others: a
    /// page's fill is measured over it too.
    ends: [(f64, f64); 2],

    /// The type sizes.
    z: Sizes,
    /// The text's language: where its lines may end and how its words hyphenate.
    lang: Lang,
    /// The block whose lines are being laid, and the page of each line of every block.
    cur: Option<usize>,
    line_pages: Vec<Vec<usize>>,
    /// Where the run of bullets being laid began: they are one list (on each page).
    list: Option<(usize, usize)>,
    /// What is measured of each block, shared by every pass of [`Flow::lay`].
    measured: Rc<Measured>,
    /// What this pass of [`Flow::lay`] lays.
    pass: Pass,
    /// For each page the thorough search could not fill: the fill it keeps (a trial that
    /// leaves it emptier fails).
    floor: Vec<Option<f64>>,
    /// Diagrams put off to the head of the next page, unit by unit, in order.
    pending: Vec<Pending>,
    /// For each block: the smallest scale its drawing may be drawn at (none given, or
    /// less: [`MIN_DIAGRAM_SCALE`]).
    least: &'a [f64],
    /// For each block: the scale its drawing was drawn at ([`Laid::scales`]).
    scales: Vec<f64>,
    /// For each page: how many of its first items are diagrams put off to its head, which
    /// no text broken from the page before is tagged with.
    tops: Vec<usize>,
    /// For each block: whether it was put off to the head of a page ([`Laid::headed`]).
    headed: Vec<bool>,
    /// For each page: the height of the diagrams put off to its head, mm ([`Laid::heads`]).
    heads: Vec<f64>,
    /// For each page: whether it may end short ([`Laid::excused`]).
    excused: Vec<bool>,
    /// How many section headings are laid so far.
    headings: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_parses_into_blocks() {
        let b = parse("# T\n\nOne\ntwo.\n\n## H\n- a b\n@moves camel d4 | The camel.\nend");
        assert_eq!(
            b,
            vec![
                Block::Heading(1, "T".into()),
                Block::Para("One two.".into()),
                Block::Heading(2, "H".into()),
                Block::Bullet("a b".into()),
                Block::Diagram("moves camel d4".into(), "The camel.".into()),
                Block::Para("end".into()),
            ]
        );
    }

    /// The scale each diagram of a laid-out flow was drawn at, page by page.
    fn diagram_scales(laid: &Laid) -> Vec<Vec<f64>> {
        laid.pages
            .iter()
            .map(|items| {
                crate::scene::untag(items)
                    .iter()
                    .filter_map(|i| match i {
                        Item::Group(g) => Some(match g.items.as_slice() {
                            [Item::Group(inner)] => inner.transform.a,
                            _ => 1.0,
                        }),
                        _ => None,
                    })
                    .collect()
            })
            .collect()
    }

    /// A drawing that is one filled `w` x `h` mm box.
    fn filled_box(w: f64, h: f64) -> Drawn {
        Drawn {
            items: vec![Item::fill(
                crate::scene::Path::rect(Rect::new(0.0, 0.0, w, h)),
                crate::scene::Paint::Solid(Color::BLACK),
            )],
            size: Size { w, h },
            alt: None,
        }
    }

    #[test]
    fn a_page_that_would_end_short_grows_its_diagram_within_bounds() {
        // A 100 mm page: a paragraph of two lines and a 70 x 60 mm drawing fill 72 % of it,
        // and the next paragraph with its drawing does not fit after them, even shrunk.
        let area = Rect::new(0.0, 0.0, 100.0, 100.0);
        let draw = |_: &str| filled_box(70.0, 60.0);
        let blocks = parse(
            "One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.\n\n@a |\n\nAnd a short one.\n\n@b |\n",
        );
        let greedy = Flow::new(area, area, Color::BLACK, &draw).lay_with(&blocks);
        assert!(greedy.fill[0] < MIN_FILL, "{:?}", greedy.fill);
        let laid = Flow::new(area, area, Color::BLACK, &draw).lay(&blocks);
        assert_eq!(laid.pages.len(), 2, "{:?}", laid.fill);
        assert!(laid.fill[0] >= MIN_FILL, "{:?}", laid.fill);
        let scales = diagram_scales(&laid);
        assert!(
            scales[0][0] > 1.0 && scales[0][0] <= MAX_DIAGRAM_SCALE + 1e-9,
            "{scales:?}"
        );
        // The other drawing is left as it was.
        assert_eq!(scales[1], [1.0]);
    }

    #[test]
    fn a_caption_wider_than_its_drawing_stays_in_the_column() {
        // A drawing narrower than its caption, floated to the right margin (as a one-piece
        // table of pieces can be): the centred caption must not run past the margin.
        let area = Rect::new(10.0, 10.0, 100.0, 200.0);
        let draw = |_: &str| filled_box(8.0, 8.0);
        let blocks = parse("A short paragraph beside it.\n\n@a | The pieces to cut\n");
        let laid = Flow::new(area, area, Color::BLACK, &draw).lay(&blocks);
        let mut captions = 0;
        for item in laid.pages.iter().flat_map(|p| crate::scene::untag(p)) {
            if let Item::Text(t) = &item {
                let b = t.bounds();
                assert!(
                    b.x >= area.x - 1e-9 && b.right() <= area.right() + 1e-9,
                    "{} at {b:?}",
                    t.text
                );
                captions += usize::from(t.text.contains("pieces"));
            }
        }
        assert_eq!(captions, 1);
    }

    #[test]
    fn wrapped_lines_fit_and_keep_every_word() {
        let text = "A camel leaps to a square three squares away along a rank or file and one square to the side, supercalifragilisticexpialidociouslylongword.";
        for width in [20.0, 50.0, 120.0] {
            let lines = wrap(text, body(), Weight::Regular, width);
            for l in &lines {
                assert!(
                    font::get(Weight::Regular).measure(l, body()) <= width + 1e-9,
                    "{l}"
                );
            }
            assert_eq!(
                crate::scene::join_lines(&lines).replace(' ', ""),
                text.replace(' ', "")
            );
        }
    }

    /// The built-in handout texts, as blocks.
    fn handout_texts() -> Vec<Vec<Block>> {
        [
            include_str!("../../../../../templates/text/camels-and-carpets.md"),
            include_str!("../../../../../templates/text/royal-carpet.md"),
            include_str!("../../../../../templates/text/checkers.md"),
            include_str!("../../../../../templates/text/international-draughts.md"),
            include_str!("../../../../../templates/text/assembly.md"),
        ]
        .map(parse)
        .to_vec()
    }

    /// A drawing for any spec, its size following from the spec: from small ones that float
    /// beside their paragraph to ones that fill the column.
    fn boxed(spec: &str) -> Drawn {
        let n = spec.len() as f64;
        filled_box(20.0 + (n * 7.0) % 100.0, 25.0 + (n * 3.0) % 60.0)
    }

    #[test]
    fn a_wrap_holds_for_every_width_it_reports() {
        let text = "A camel leaps to a square three squares away along a rank or file, supercalifragilisticexpialidociouslylongword.";
        let mut width = 5.0;
        while width < 200.0 {
            let (lines, lo, hi) =
                lines::wrap(text, (body(), Weight::Regular), width, Lang::ENGLISH);
            assert!(lo <= width && width < hi, "{lo} <= {width} < {hi}");
            for w in [lo, (lo + hi.min(250.0)) / 2.0, hi - 1e-9] {
                if w.is_finite() && w > 0.0 {
                    assert_eq!(wrap(text, body(), Weight::Regular, w), lines, "at {w}");
                }
            }
            // Just past the widest width that wraps it so, the lines change.
            if hi.is_finite() {
                assert_ne!(wrap(text, body(), Weight::Regular, hi), lines, "at {hi}");
            }
            width += 1.3;
        }
    }

    /// What [`Measured`] keeps for all the passes of a flow is what measuring afresh gives:
    /// each block's lines at any width, in any order asked; each diagram drawn once; and
    /// a diagram unit's height and float at any scale.
    #[test]
    fn kept_measures_equal_fresh_ones() {
        let area = Rect::new(10.0, 10.0, 128.0, 180.0);
        for blocks in handout_texts() {
            for z in [Sizes::regular(), Sizes::large()] {
                let draws = std::cell::Cell::new(0);
                let draw = |spec: &str| {
                    draws.set(draws.get() + 1);
                    boxed(spec)
                };
                let mut flow = Flow::new(area, area, Color::BLACK, &draw).sizes(z);
                let widths: Vec<f64> = (0..60).map(|i| 20.0 + f64::from(i) * 1.9).collect();
                for (i, b) in blocks.iter().enumerate() {
                    let (text, size, weight) = match b {
                        Block::Heading(_, t) => (t, z.heading, Weight::Bold),
                        Block::Para(t) | Block::Bullet(t) => (t, z.body, Weight::Regular),
                        Block::Diagram(_, t) => (t, z.caption, Weight::Regular),
                    };
                    for &w in widths.iter().chain(widths.iter().rev()).step_by(3) {
                        let fresh = wrap(text, size, weight, w);
                        assert_eq!(*flow.wrapped(&blocks, i, w), *fresh, "{text} at {w}");
                    }
                }
                for unit in units(&blocks) {
                    let Unit::Illustrated { para, diagrams, .. } = unit else {
                        continue;
                    };
                    for _ in 0..2 {
                        for k in [MIN_DIAGRAM_SCALE, 0.9, 1.0, 1.1, MAX_DIAGRAM_SCALE] {
                            let kept = flow.illustrated_height(&blocks, para, &diagrams, k);
                            let fresh = flow.measure_illustrated(&blocks, para, &diagrams, k);
                            assert_eq!(kept, fresh, "{diagrams:?} at {k}");
                        }
                    }
                    let d = diagrams[0];
                    let again = Rc::ptr_eq(&flow.drawing(&blocks, d), &flow.drawing(&blocks, d));
                    assert!(again, "block {d} drawn anew");
                }
                let diagrams = blocks.iter().filter(|b| matches!(b, Block::Diagram(..)));
                assert_eq!(draws.get(), diagrams.count());
            }
        }
    }

    /// What the balancing search reads of a pass is the same whether it lays items or not:
    /// a draft puts every block where the pages with items have it; a trial to fill page `p`
    /// fails exactly when the full pass has a short page up to `p`, and when it does not
    /// fail it is the full pass.
    #[test]
    fn drafts_and_trials_place_what_the_pages_do() {
        let draw = boxed;
        let same = |a: &Laid, b: &Laid| {
            a.at == b.at && a.fill == b.fill && a.lines == b.lines && a.unit_at == b.unit_at
        };
        let mut failed = 0;
        for blocks in handout_texts() {
            let n = units(&blocks).len();
            for (w, h) in [(128.0, 180.0), (90.0, 150.0), (180.0, 250.0)] {
                let area = Rect::new(10.0, 10.0, w, h);
                for grow in [1.0, 1.1] {
                    let pass = |pass: Pass| {
                        let flow = Flow::new(area, area, Color::BLACK, &draw);
                        let knobs = Knobs {
                            scale: vec![grow; n],
                            break_before: vec![false; n],
                            short: Vec::new(),
                            // Tightened pages too, with the grown drawings.
                            gaps: if grow > 1.0 { vec![0.5; 2] } else { Vec::new() },
                            split: vec![false; n],
                            // And diagrams put off to the head of the next page.
                            defer: vec![grow > 1.0; n],
                            // Or only those that do not fit under their paragraph.
                            part: vec![grow > 1.0; n],
                            loose: vec![grow > 1.0; n],
                        };
                        Flow {
                            pass,
                            knobs,
                            ..flow
                        }
                        .lay_with(&blocks)
                    };
                    let full = pass(Pass::Items);
                    assert!(full.pages.iter().any(|p| !p.is_empty()));
                    let draft = pass(Pass::Draft);
                    assert!(same(&draft, &full), "a draft at {w} x {h}");
                    assert!(draft.pages.iter().all(Vec::is_empty));
                    for p in 0..full.fill.len() {
                        let fails = |l: &Laid| l.first_short(false).is_some_and(|q| q <= p);
                        let trial = pass(Pass::Trial(p));
                        assert_eq!(fails(&trial), fails(&full), "page {p} at {w} x {h}");
                        if fails(&full) {
                            failed += 1;
                        } else {
                            assert!(same(&trial, &full), "page {p} at {w} x {h}");
                        }
                    }
                }
            }
        }
        assert!(
            failed > 0,
            "no trial failed: the checks of a failed one went untried"
        );
    }

    /// Where the quick search leaves a page short, the thorough one starts: it leaves no
    /// more pages short, none before the quick one's first nor that one emptier, and fills
    /// some; where the quick search fills every page, it is not run.
    #[test]
    fn the_thorough_search_fills_what_the_quick_one_leaves() {
        let draw = boxed;
        let short = |l: &Laid| {
            let n = l.fill.len();
            let mut s: Vec<usize> = (0..n - 1).filter(|&i| !is_full(l.fill[i])).collect();
            if n > 1 && l.fill[n - 1] < MIN_LAST_FILL {
                s.push(n - 1);
            }
            s
        };
        let (mut tried, mut filled) = (0, 0);
        for blocks in handout_texts() {
            for (w, h) in [
                (128.0, 180.0),
                (90.0, 150.0),
                (180.0, 250.0),
                (110.0, 160.0),
            ] {
                for z in [Sizes::regular(), Sizes::large()] {
                    let area = Rect::new(10.0, 10.0, w, h);
                    let flow = || Flow::new(area, area, Color::BLACK, &draw).sizes(z);
                    let quick = flow().lay_searching(&blocks, false);
                    let laid = flow().lay(&blocks);
                    let Some(p) = quick.first_short(false) else {
                        assert_eq!(laid.fill, quick.fill, "at {w} x {h}");
                        continue;
                    };
                    tried += 1;
                    let (before, after) = (short(&quick), short(&laid));
                    let what = format!("at {w} x {h}: {:?} then {:?}", quick.fill, laid.fill);
                    assert!(after.len() <= before.len(), "{what}");
                    assert!(after.iter().all(|&q| q >= p), "{what}");
                    if after.first() == Some(&p) {
                        assert!(laid.fill[p] >= quick.fill[p] - 1e-9, "{what}");
                    }
                    if after.len() < before.len() {
                        filled += 1;
                    }
                }
            }
        }
        assert!(filled > 0, "the thorough search filled none of {tried}");
    }

    /// Where a diagram does not fit under its paragraph at the foot of a page, the text
    /// after it fills that page and the diagram heads the next, in the order it is read:
    /// first on the page, tagged on its own; the text above it whole paragraphs of its own
    /// section, the next heading under it.
    #[test]
    fn a_diagram_put_off_heads_the_next_page_and_the_text_fills_this_one() {
        let area = Rect::new(0.0, 0.0, 120.0, 150.0);
        let draw = |_: &str| filled_box(100.0, 100.0);
        let words = |n: usize, w: &str| vec![w; n].join(" ");
        let text = format!(
            "{}\n\n## Setting up\n\n{}\n\n@a | The start.\n\n{}\n\n{}\n\n## Next\n\n{}\n",
            words(90, "opening"),
            words(12, "pieces"),
            words(50, "first"),
            words(60, "after"),
            words(40, "more"),
        );
        let blocks = parse(&text);
        let greedy = Flow::new(area, area, Color::BLACK, &draw).lay_with(&blocks);
        assert!(greedy.fill[0] < MIN_FILL, "{:?}", greedy.fill);
        let laid = Flow::new(area, area, Color::BLACK, &draw).lay(&blocks);
        assert!(laid.fill[0] >= MIN_FILL, "{:?}", laid.fill);
        let d = blocks
            .iter()
            .position(|b| matches!(b, Block::Diagram(..)))
            .unwrap();
        // Its paragraph ends on page 1, and it heads page 2.
        assert_eq!(laid.lines[d - 1].last(), Some(&0));
        assert_eq!(laid.at[d], (1, 1));
        assert!(laid.headed[d]);
        // Text after it stands on page 1.
        assert!(laid.lines[d + 1].contains(&0), "{:?}", laid.lines[d + 1]);
        // Never past the heading "Next": that heading goes under it, on page 2, and
        // what stands above it on page 1 is whole paragraphs of its own section.
        match &laid.pages[1][0] {
            Item::Group(g) => assert_eq!(g.tag, Some(Tag::Captioned)),
            other => panic!("page 2 opens with {other:?}"),
        }
        let next = blocks
            .iter()
            .position(|b| matches!(b, Block::Heading(2, h) if h == "Next"))
            .unwrap();
        assert_eq!(laid.at[next].0, 1);
        assert_eq!(broken_promises(&blocks, &laid, false), Vec::<String>::new());
        // Nothing on a page overlaps the drawing.
        let top = laid.pages[1].iter().skip(1).all(|i| match i {
            Item::Group(g) => g.items.iter().all(|t| match t {
                Item::Text(t) => t.pos.y > 100.0,
                _ => true,
            }),
            _ => true,
        });
        assert!(top);
    }

    /// Two diagrams too large to share a page with their paragraph part at the page turn
    /// when the flow may part them: the first stays under its paragraph, the second heads
    /// the next page, and the text after them fills this one; every promise kept, where
    /// the flow that may not part them leaves a page short.
    #[test]
    fn a_paragraphs_diagrams_part_at_a_page_turn_and_the_text_fills_the_page() {
        let area = Rect::new(0.0, 0.0, 120.0, 150.0);
        let draw = |_: &str| filled_box(90.0, 80.0);
        let words = |n: usize, w: &str| vec![w; n].join(" ");
        let text = format!(
            "{}\n\n## Moves\n\n{}\n\n@a | One.\n\n@b | Two.\n\n{}\n\n## Next\n\n{}\n\n{}\n",
            words(20, "opening"),
            words(14, "pieces"),
            words(45, "after"),
            words(60, "more"),
            words(60, "last"),
        );
        let blocks = parse(&text);
        let kept = Flow::new(area, area, Color::BLACK, &draw).lay(&blocks);
        assert!(
            !broken_promises(&blocks, &kept, false).is_empty(),
            "{:?}",
            kept.fill
        );
        let laid = Flow::new(area, area, Color::BLACK, &draw)
            .part()
            .lay(&blocks);
        let bad = broken_promises(&blocks, &laid, false);
        assert!(bad.is_empty(), "{bad:?} {:?}", laid.fill);
        let a = blocks
            .iter()
            .position(|b| matches!(b, Block::Diagram(..)))
            .unwrap();
        let page = *laid.lines[a - 1].last().unwrap();
        // The first under its paragraph, the second at the head of the next page.
        assert_eq!(laid.at[a], (page, page));
        assert!(!laid.headed[a]);
        assert_eq!(laid.at[a + 1], (page + 1, page + 1));
        assert!(laid.headed[a + 1]);
        // The text after them fills the page of the first.
        assert!(laid.lines[a + 2].contains(&page), "{:?}", laid.lines[a + 2]);
    }

    /// A flow that may part diagrams (large print's) sets a caption beside its drawing
    /// where the column leaves it room, its first line level with the drawing's top and
    /// clear of it; one that may not keeps it under the drawing.
    #[test]
    fn a_large_drawings_caption_stands_beside_it() {
        let area = Rect::new(0.0, 0.0, 180.0, 250.0);
        let draw = |_: &str| filled_box(90.0, 80.0);
        let text =
            "Some words first.\n\n@a | A caption long enough to take a few lines of its own.\n";
        let blocks = parse(text);
        // The last item of the first page that `pick` finds something in.
        fn find<T>(laid: &Laid, mut pick: impl FnMut(&Item, &Transform) -> Option<T>) -> T {
            let mut out = None;
            let doc = crate::scene::Document::default();
            crate::scene::visit(&doc, &laid.pages[0], Transform::identity(), &mut |i, t| {
                out = pick(i, &t).or(out.take());
            });
            out.expect("on the page")
        }
        let caption_at = |laid: &Laid| {
            find(laid, |i, t| {
                let Item::Text(x) = i else { return None };
                x.text.starts_with("A caption").then(|| t.apply(x.pos))
            })
        };
        let drawing = |laid: &Laid| {
            find(laid, |i, t| {
                crate::scene::leaf_bounds(i, t).filter(|_| matches!(i, Item::Shape(_)))
            })
        };
        let beside = Flow::new(area, area, Color::BLACK, &draw)
            .part()
            .lay(&blocks);
        let (c, d) = (caption_at(&beside), drawing(&beside));
        assert!(c.x >= d.right() + 1.0, "{c:?} beside {d:?}");
        assert!(c.y > d.y && c.y < d.y + 10.0, "{c:?} level with {d:?}");
        let under = Flow::new(area, area, Color::BLACK, &draw).lay(&blocks);
        let (c, d) = (caption_at(&under), drawing(&under));
        assert!(c.y > d.bottom(), "{c:?} under {d:?}");
    }
}
