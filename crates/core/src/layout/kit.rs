//! A game's kit: the chosen sheets in kit order, as one document.
// Every match over a sheet kind, document, encoding, product or cut output names each
// case, so a new one is a compile error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use crate::game::{Game, Look};
use crate::kit::Kit;
use crate::scene::{Document, Symbols};

use super::options::{LayoutError, Options, Selection, SheetKind, Spares};
use super::sheet::finish;
use super::{assembly, backs, board, handout, pieces};

/// Checks that every `--spares NAME=N` names a spare-able piece of at least one of `games`.
pub fn check_spares(spares: &Spares, games: &[&Game]) -> Result<(), LayoutError> {
    let allowed: Vec<&str> = games
        .iter()
        .flat_map(|g| g.pieces.iter().filter(|p| p.spares).map(|p| p.id.as_str()))
        .collect();
    for (name, _) in &spares.per_piece {
        if !allowed.contains(&name.as_str()) {
            let names: Vec<&str> = games.iter().map(|g| g.name.as_str()).collect();
            return Err(LayoutError::UnknownSpare {
                name: name.clone(),
                game: names.join(" or "),
                allowed: allowed.join(", "),
            });
        }
    }
    Ok(())
}

/// Checks that every `--pieces NAME=N` names a piece of each of `games`, and that a piece
/// selection has piece sheets to go on.
pub fn check_selection(sel: &Selection, games: &[&Game]) -> Result<(), LayoutError> {
    for g in games {
        for (name, _) in &sel.pieces {
            if !g.pieces.iter().any(|p| p.id == *name) {
                let ids: Vec<&str> = g.pieces.iter().map(|p| p.id.as_str()).collect();
                return Err(LayoutError::UnknownPiece {
                    name: name.clone(),
                    game: g.name.clone(),
                    allowed: ids.join(", "),
                });
            }
        }
    }
    let mut seen = Vec::new();
    for (name, _) in &sel.pieces {
        if seen.contains(name) {
            return Err(LayoutError::PieceTwice { name: name.clone() });
        }
        seen.push(name.clone());
    }
    Ok(())
}

/// A game's kit: the chosen sheets in kit order, as one document. The making-the-set page
/// comes first and lists the pages that follow, so it is laid out last.
pub fn kit_document(kit: &Kit, opts: &Options) -> Result<Document, LayoutError> {
    kit_document_in(kit, opts, &kit.game.look(opts.mono))
}

/// [`kit_document`] in a look the caller has resolved.
pub(crate) fn kit_document_in(
    kit: &Kit,
    opts: &Options,
    look: &Look,
) -> Result<Document, LayoutError> {
    let mut rest = Vec::new();
    let mut contents = Vec::new();
    let mut symbols = Symbols::default();
    // The piece sheets' counters, which the making-the-set page shows again.
    let mut counters = None;
    // Where sheets in `rest` must start on a sheet's front when the file is printed
    // double-sided (each board sheet, the piece sheets), and why a blank goes before them.
    let mut fronts_at: Vec<(usize, backs::Blank)> = Vec::new();
    for kind in SheetKind::ALL {
        if !opts.sheets.contains(&kind) {
            continue;
        }
        let s = match kind {
            SheetKind::Board => {
                let s = board::board_sheets(&kit.game, opts, look, &kit.board_pictures)?;
                if backs::starts_on_a_front(opts.backs) {
                    // Glued on card, a board sheet has nothing on its back: each on a front,
                    // a blank page behind it.
                    let mut out = Vec::new();
                    for sheet in s {
                        fronts_at.push((rest.len() + out.len(), backs::Blank::ByBoard));
                        let blank =
                            backs::blank_sheet(&kit.game, look, &sheet, backs::Blank::ByBoard);
                        out.extend([sheet, blank]);
                    }
                    out
                } else {
                    s
                }
            }
            SheetKind::Pieces => {
                let (s, c) = match opts.backs {
                    None => pieces::piece_sheets(kit, opts, look, &mut symbols)?,
                    Some(b) => backs::piece_sheets(kit, opts, look, &mut symbols, b)?,
                };
                counters = Some(c);
                if backs::starts_on_a_front(opts.backs) {
                    fronts_at.push((rest.len(), backs::Blank::BeforePieces));
                }
                s
            }
            // Laid out last, below: it lists the pages of the others.
            SheetKind::Assembly => continue,
            SheetKind::Rules => {
                let Some(text) = &kit.rules else { continue };
                // With backs that turn a piece into another, the rules say so at their end.
                let text = match backs::rules_note(&kit.game, opts) {
                    None => std::borrow::Cow::Borrowed(text.as_str()),
                    Some(note) => std::borrow::Cow::Owned(format!("{text}\n\n{note}")),
                };
                handout::handout_sheets(kit, opts, look, kind, &text, &mut symbols, None)?
            }
        };
        contents.push((kind, s.len()));
        rest.extend(s);
    }
    let mut sheets = Vec::new();
    if opts.sheets.contains(&SheetKind::Assembly) {
        // Only a kit lists its pages; a handout (laid out for another paper) does not.
        let listed = if opts.kit_paper.is_none() {
            contents.as_slice()
        } else {
            &[]
        };
        let before = symbols.checkpoint();
        let kind = SheetKind::Assembly;
        let text = assembly::assembly_text(kit, opts, look, listed)?;
        let mut s = handout::handout_sheets(kit, opts, look, kind, &text, &mut symbols, counters)?;
        if !listed.is_empty() && s.len() != 1 {
            // The list assumed one page of instructions: number the pages again, handing
            // out the same symbols.
            let own = s.len();
            let text = assembly::assembly_text_from(kit, opts, look, listed, own)?;
            symbols.rewind(before);
            s = handout::handout_sheets(kit, opts, look, kind, &text, &mut symbols, counters)?;
            // Duplex pieces list a blank page before them when they would start on a
            // back: numbered again, that line can go, and the instructions with it fit on
            // fewer pages than they say. A blank page (doing the listed one's work) keeps
            // the count true.
            if backs::starts_on_a_front(opts.backs) {
                while s.len() < own {
                    let Some(last) = s.last() else { break };
                    let why = fronts_at
                        .first()
                        .map_or(backs::Blank::BeforePieces, |f| f.1);
                    let blank = backs::blank_sheet(&kit.game, look, last, why);
                    s.push(blank);
                }
            }
        }
        sheets.extend(s);
    }
    // Printed double-sided as a whole, pages 1, 3, 5 ... are fronts: a board sheet or the
    // duplex pieces that would start on an even page start after a blank one (the contents
    // list it too).
    let mut added = 0;
    for (k, why) in fronts_at {
        let at = sheets.len() + k + added;
        if !at.is_multiple_of(2) && k + added < rest.len() {
            let blank = backs::blank_sheet(&kit.game, look, &rest[k + added], why);
            rest.insert(k + added, blank);
            added += 1;
        }
    }
    sheets.extend(rest);
    Ok(finish(
        kit.game.text(
            "sheet-kit-document",
            &[
                ("game", kit.game.name.as_str().into()),
                ("variant", look.variant.name().into()),
            ],
        ),
        sheets,
        symbols.into_vec(),
        &kit.game.print,
    ))
}

#[cfg(test)]
mod tests {
    // The tests walk the scene's items; the rule is for sheet kinds, formats and products.
    #![allow(clippy::wildcard_enum_match_arm)]

    use super::super::sheet::text_area;
    use super::super::{marks, text, CounterShape};
    use super::*;
    use crate::layout::testutil::*;
    use crate::scene::Item;
    use crate::units::pt;

    /// Every line of text on `page` (inside groups and symbols too) with the size it prints
    /// at, its groups' scales applied.
    fn printed_sizes(
        doc: &crate::scene::Document,
        page: &crate::scene::Page,
    ) -> Vec<(String, f64)> {
        fn walk(
            doc: &crate::scene::Document,
            items: &[Item],
            k: f64,
            out: &mut Vec<(String, f64)>,
        ) {
            for i in items {
                match i {
                    Item::Text(t) => out.push((t.text.clone(), t.size * k)),
                    Item::Group(g) => {
                        walk(doc, &g.items, k * g.transform.a.hypot(g.transform.b), out)
                    }
                    Item::Use(u) => walk(
                        doc,
                        &doc.symbols[u.symbol.index()].items,
                        k * u.transform.a.hypot(u.transform.b),
                        out,
                    ),
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(doc, &page.items, 1.0, &mut out);
        out
    }

    /// Readable at arm's length: no text under 7 pt on any sheet at default options, for
    /// every game and example, colour and mono, on A4 and Letter, in the kit and in 2-up
    /// and booklet class sets.
    #[test]
    fn no_text_is_smaller_than_7_pt() {
        use crate::layout::imposition::{handout_document, ClassSet};
        let mut kits = vec![kit(), Kit::builtin("royal-carpet").unwrap()];
        for (name, text) in crate::game::EXAMPLE_TEMPLATES {
            kits.push(Kit::from_bytes(text.as_bytes(), name, None).unwrap());
        }
        let mut bad = Vec::new();
        for k in &kits {
            for paper in ["a4", "letter"] {
                for mono in [false, true] {
                    let o = Options {
                        mono,
                        ..opts(paper)
                    };
                    let mut docs = vec![("kit", kit_document(k, &o).unwrap())];
                    for (what, booklet) in [("2-up", false), ("booklet", true)] {
                        let set = ClassSet {
                            copies: 1,
                            n_up: 2,
                            booklet,
                            two_sided: false,
                        };
                        let h = Options {
                            sheets: vec![SheetKind::Rules, SheetKind::Assembly],
                            ..o.clone()
                        };
                        docs.push((what, handout_document(k, &h, set).unwrap()));
                    }
                    for (what, doc) in &docs {
                        for page in &doc.pages {
                            for (t, size) in printed_sizes(doc, page) {
                                if size < pt(7.0) - 1e-6 {
                                    bad.push(format!(
                                        "{} {paper} mono {mono} {what} {}: '{t}' at {:.2} pt",
                                        k.game.id,
                                        page.name,
                                        size / pt(1.0)
                                    ));
                                }
                            }
                        }
                    }
                }
            }
        }
        bad.sort();
        bad.dedup();
        assert!(
            bad.is_empty(),
            "{} texts under 7 pt:\n{}",
            bad.len(),
            bad.join("\n")
        );
    }

    #[test]
    fn kit_opens_with_making_the_set_and_numbers_pages() {
        let doc = kit_document(&kit(), &opts("a4")).unwrap();
        let names: Vec<&str> = doc.pages.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "assembly-1",
                "board-half-1",
                "board-half-2",
                "pieces-1",
                "rules-1",
                "rules-2",
                "rules-3",
                "rules-4"
            ]
        );
        check_inside_safe_area(&doc, "kit");
        let only = kit_document(
            &kit(),
            &Options {
                sheets: vec![SheetKind::Pieces],
                ..opts("a4")
            },
        )
        .unwrap();
        assert_eq!(only.pages.len(), 1);
    }

    /// How far down a kit page's content reaches, as a share of its text area (the space
    /// between the heading and the calibration bar).
    fn fill(doc: &Document, page: &crate::scene::Page) -> f64 {
        let area = text_area(page.safe, true);
        let bottom = crate::layout::page_bounds(doc, page)
            .into_iter()
            .map(|(_, b)| b)
            .filter(|b| b.y >= area.y - 0.5 && b.bottom() <= area.bottom() + 0.5)
            .map(|b| b.bottom())
            .fold(area.y, f64::max);
        (bottom - area.y) / area.h
    }

    #[test]
    fn making_the_set_page_is_full_as_the_kits_first_page() {
        let mut bad = Vec::new();
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter"] {
                for mono in [false, true] {
                    // The default options, then each option that changes the page.
                    let base = Options {
                        mono,
                        ..opts(paper)
                    };
                    let variants = [
                        ("defaults", base.clone()),
                        (
                            "--glue-tab",
                            Options {
                                glue_tab: true,
                                ..base.clone()
                            },
                        ),
                        (
                            "--shape round",
                            Options {
                                shape: CounterShape::Round,
                                ..base.clone()
                            },
                        ),
                        (
                            "--bleed 0",
                            Options {
                                bleed: 0.0,
                                ..base.clone()
                            },
                        ),
                        (
                            "--per-side",
                            Options {
                                per_side: true,
                                ..base.clone()
                            },
                        ),
                        (
                            "--board whole",
                            Options {
                                board: Some(crate::layout::BoardChoice::Whole),
                                square: Some(20.0),
                                ..base.clone()
                            },
                        ),
                        (
                            "--board halves",
                            Options {
                                board: Some(crate::layout::BoardChoice::Halves),
                                ..base.clone()
                            },
                        ),
                        (
                            "--square 15",
                            Options {
                                square: Some(15.0),
                                ..base.clone()
                            },
                        ),
                    ];
                    for (what, o) in variants {
                        let doc = kit_document(&k, &o).unwrap();
                        let first = &doc.pages[0];
                        assert_eq!(first.name, "assembly-1", "{id} {paper} {what}");
                        let n = doc
                            .pages
                            .iter()
                            .filter(|p| p.name.starts_with("assembly"))
                            .count();
                        for p in &doc.pages[..n] {
                            let f = fill(&doc, p);
                            if f < text::MIN_FILL {
                                bad.push(format!(
                                    "{id} {} mono {mono} {what}: {} is {:.0} % full",
                                    o.paper.name,
                                    p.name,
                                    f * 100.0
                                ));
                            }
                        }
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn unknown_spare_names_are_refused() {
        let spares = Spares {
            all: None,
            per_piece: vec![("carpet".into(), 2)],
        };
        let k = kit();
        let e = check_spares(&spares, &[&k.game]).unwrap_err().to_string();
        assert!(
            e.contains("'carpet' is not a piece with spares")
                && e.contains("crown, cockerel, camel"),
            "{e}"
        );
        let rc = Kit::builtin("royal-carpet").unwrap();
        let ok = Spares {
            all: None,
            per_piece: vec![("checker".into(), 2)],
        };
        assert!(check_spares(&ok, &[&k.game, &rc.game]).is_ok());
        assert!(check_spares(&ok, &[&k.game]).is_err());
    }

    #[test]
    fn mono_kit_is_grey_only() {
        let o = Options {
            mono: true,
            shape: CounterShape::Round,
            ..opts("a4")
        };
        let doc = kit_document(&kit(), &o).unwrap();
        for p in &doc.pages {
            for c in crate::scene::page_colors(&doc, p) {
                assert!(c.is_grey(), "{c} on {}", p.name);
            }
        }
        for s in &doc.symbols {
            let mut colors = vec![];
            crate::scene::visit(
                &doc,
                &s.items,
                crate::units::Transform::identity(),
                &mut |i, _| {
                    if let Item::Shape(sh) = i {
                        if let Some(crate::scene::Paint::Solid(c)) = sh.fill {
                            colors.push(c);
                        }
                    }
                },
            );
            assert!(colors.iter().all(|c| c.is_grey()), "{}", s.name);
        }
    }

    #[test]
    fn no_line_is_thinner_than_a_quarter_point() {
        // Every sheet of both games, mono and colour, round and square, with the glue tab,
        // measured after the transforms that place it (counters, icons, diagrams).
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for (mono, shape) in [(true, CounterShape::Round), (false, CounterShape::Square)] {
                let o = Options {
                    mono,
                    shape,
                    glue_tab: true,
                    ..opts("a4")
                };
                let doc = kit_document(&k, &o).unwrap();
                for p in &doc.pages {
                    crate::scene::visit(
                        &doc,
                        &p.items,
                        crate::units::Transform::identity(),
                        &mut |item, t| {
                            let scale = (t.a * t.d - t.b * t.c).abs().sqrt();
                            if let Item::Shape(s) = item {
                                if let Some(st) = &s.stroke {
                                    assert!(
                                        st.width * scale >= marks::HAIRLINE - 1e-9,
                                        "{id} {}: {st:?} x{scale}",
                                        p.name
                                    );
                                }
                                if let Some(crate::scene::Paint::Hatch(h)) = s.fill {
                                    assert!(
                                        h.width * scale >= marks::HAIRLINE - 1e-9,
                                        "{id} {}: {h:?}",
                                        p.name
                                    );
                                }
                            }
                        },
                    );
                }
            }
        }
    }

    /// What is wrong with the words of `doc`'s pages: a text cut short with "…" (no
    /// message has one: only `marks::fit_line` adds it), or a heading reaching into what
    /// lies below it.
    pub(crate) fn cut_short_or_crowded(doc: &crate::scene::Document, what: &str) -> Vec<String> {
        let mut bad = Vec::new();
        for page in &doc.pages {
            let bounds = |item: &Item| {
                let mut out: Vec<(String, crate::units::Rect)> = Vec::new();
                crate::scene::visit(
                    doc,
                    std::slice::from_ref(item),
                    crate::units::Transform::identity(),
                    &mut |i, t| {
                        if let Some(b) = crate::scene::leaf_bounds(i, &t) {
                            let text = match i {
                                Item::Text(x) => x.text.clone(),
                                _ => String::new(),
                            };
                            out.push((text, b));
                        }
                    },
                );
                out
            };
            let is_heading = |i: &Item| matches!(i, Item::Group(g) if matches!(g.tag, Some(crate::scene::Tag::Heading(1))));
            // A sheet's heading: its title, and the subtitle straight after it.
            let head = page.items.iter().position(is_heading);
            let mut heading_bottom = f64::NEG_INFINITY;
            for (k, item) in page.items.iter().enumerate() {
                let in_heading = head.is_some_and(|h| k == h || k == h + 1);
                for (text, b) in bounds(item) {
                    if text.contains('\u{2026}') {
                        bad.push(format!("{what} {}: '{text}' cut short", page.name));
                    }
                    if in_heading {
                        heading_bottom = heading_bottom.max(b.bottom());
                    } else if head.is_some_and(|h| k > h + 1) && b.y < heading_bottom - 1e-6 {
                        bad.push(format!(
                            "{what} {}: '{text}' at {:.2} mm under a heading down to {heading_bottom:.2} mm",
                            page.name, b.y
                        ));
                    }
                }
            }
        }
        bad
    }

    /// Every sheet of both games in `lang` on A4 and Letter, colour and mono, without and
    /// with each kind of backs (the calibration sheet with duplex ones): what
    /// [`cut_short_or_crowded`] finds.
    pub(crate) fn sheets_cut_short_or_crowded(lang: &crate::lang::Lang) -> Vec<String> {
        use crate::layout::options::{Backs, Duplex, Flip, DEFAULT_CARD};
        let duplex = |flip| {
            Backs::Duplex(Duplex {
                flip,
                offset: (0.0, 0.0),
                calibrate: true,
                calibration_only: false,
            })
        };
        let mut bad = Vec::new();
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin_in(id, lang).unwrap();
            for paper in ["a4", "letter"] {
                for backs in [
                    None,
                    Some(Backs::Fold { card: DEFAULT_CARD }),
                    Some(duplex(Flip::Long)),
                    Some(duplex(Flip::Short)),
                ] {
                    for mono in [false, true] {
                        let o = Options {
                            mono,
                            backs,
                            lang: lang.clone(),
                            ..opts(paper)
                        };
                        let doc = kit_document(&k, &o).unwrap();
                        let what = format!("{id} {} {paper} {backs:?} mono={mono}", lang.tag());
                        // A fold line runs edge to edge of the safe area, its stroke's
                        // half width beyond it, in every language.
                        if !matches!(backs, Some(Backs::Fold { .. })) {
                            check_inside_safe_area(&doc, &what);
                        }
                        bad.extend(cut_short_or_crowded(&doc, &what));
                    }
                }
            }
        }
        bad
    }

    /// A sentence is never cut short: a subtitle too long for its line breaks onto more,
    /// and what is below it moves down, in every shipped language.
    #[test]
    fn no_sheet_cuts_its_words_short_in_any_language() {
        for shipped in crate::lang::Shipped::ALL {
            let bad = sheets_cut_short_or_crowded(&crate::lang::Lang::of(shipped));
            assert!(bad.is_empty(), "{}", bad.join("\n"));
        }
    }

    /// The pseudo-language (`--lang qps-ploc`) over every cut sheet of both games (boards,
    /// piece sheets colour and mono, fold-over and duplex backs, the calibration sheet) and
    /// their furniture, on A4 and Letter: nothing cut short, no heading crowding what is
    /// below it, everything inside the safe area.
    #[test]
    fn the_pseudo_language_fits_every_cut_sheet() {
        let pseudo = crate::lang::Lang::parse(crate::lang::PSEUDO).unwrap();
        let bad = sheets_cut_short_or_crowded(&pseudo);
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// The letters (cap height to baseline) of every line of text under `items`, drawn
    /// with `t`, with the line.
    fn letters(
        items: &[Item],
        t: crate::units::Transform,
        out: &mut Vec<(String, crate::units::Rect)>,
    ) {
        for i in items {
            match i {
                Item::Group(g) => letters(&g.items, t.after(&g.transform), out),
                Item::Text(x) => {
                    let f = crate::font::get(x.weight);
                    let (w, cap) = (f.measure(&x.text, x.size), f.cap_height(x.size));
                    let p = t.apply(crate::units::Point::new(x.start_x(), x.pos.y - cap));
                    let k = t.a.hypot(t.b);
                    out.push((
                        x.text.clone(),
                        crate::units::Rect::new(p.x, p.y, w * k, cap * k),
                    ));
                }
                _ => {}
            }
        }
    }

    /// What runs out of a drawn table or key `width` mm wide or into another line of it, or
    /// is set smaller than `least` mm to fit.
    fn crowded(d: &text::Drawn, width: f64, least: f64) -> Vec<String> {
        let mut bad = Vec::new();
        if d.size.w > width + 1e-6 {
            bad.push(format!("{:.1} mm wide in {width:.1} mm", d.size.w));
        }
        let mut lines = Vec::new();
        letters(&d.items, crate::units::Transform::identity(), &mut lines);
        for (i, (a, ra)) in lines.iter().enumerate() {
            if ra.h < crate::font::get(crate::font::Weight::Regular).cap_height(least) * 0.99 {
                bad.push(format!("'{a}' set smaller than {least:.2} mm"));
            }
            if ra.x < -1e-6 || ra.right() > d.size.w + 1e-6 {
                bad.push(format!("'{a}' runs out of the table"));
            }
            for (b, rb) in &lines[i + 1..] {
                let w = ra.right().min(rb.right()) - ra.x.max(rb.x);
                let h = ra.bottom().min(rb.bottom()) - ra.y.max(rb.y);
                if w > 1e-6 && h > 1e-6 {
                    bad.push(format!("'{a}' runs into '{b}'"));
                }
            }
        }
        bad
    }

    /// The table of pieces keeps every word of its cells whole in every language, regular
    /// and large print: a cell too narrow for its text breaks between words ("8 im /
    /// Spielsatz"), never inside a short word ("Spiel- / satz", "reser- / ve").
    #[test]
    fn a_tables_cells_keep_their_words_whole() {
        use crate::layout::{assembly, imposition::handout_paper};
        let mut bad = Vec::new();
        let mut cells = 0;
        for tag in ["en", "fr", "de", "es", "nl"] {
            let lang = crate::lang::Lang::parse(tag).unwrap();
            for id in [
                "camels-and-carpets",
                "royal-carpet",
                "checkers",
                "international-draughts",
            ] {
                let k = Kit::named_in(id, &lang).unwrap();
                let counters = counters(k.game.pieces.len());
                // Every whole word a cell may hold: the pieces' names and the counts' words.
                let mut words: Vec<String> = Vec::new();
                for n in 0..=40usize {
                    for id in ["assembly-in-set", "assembly-spares"] {
                        let t = k.game.text(id, &[("count", n.into())]);
                        words.extend(t.split_whitespace().map(str::to_string));
                    }
                }
                for p in &k.game.pieces {
                    words.extend(p.plural.split_whitespace().map(str::to_string));
                }
                // And each row's head: the side's name and its look.
                let gender = k.game.text("assembly-pieces-gender", &[]);
                for (side, st) in k.game.sides.iter().zip(k.game.look(false).sides) {
                    let look = st.form_for(Some(&gender), true);
                    let head = k
                        .game
                        .text("assembly-side-pieces", &[("look", look.into())]);
                    words.extend(
                        format!("{} {head}", side.name)
                            .split_whitespace()
                            .map(str::to_string),
                    );
                }
                for name in ["a4", "letter"] {
                    let kit_paper = crate::paper::Paper::parse(name).unwrap();
                    let half = handout_paper(&kit_paper, 2, 10.0).unwrap();
                    for (paper, large_print) in [
                        (kit_paper.clone(), false),
                        (half, false),
                        (kit_paper.clone(), true),
                    ] {
                        let o = Options {
                            paper: paper.clone(),
                            kit_paper: Some(kit_paper.clone()),
                            large_print,
                            lang: lang.clone(),
                            ..opts(name)
                        };
                        let fur = if large_print {
                            marks::Furniture::large()
                        } else {
                            marks::Furniture::regular()
                        };
                        let safe = crate::paper::safe_area(
                            paper.oriented(crate::paper::Orientation::Portrait),
                            o.margin,
                        );
                        let width = super::super::sheet::text_area_in(safe, false, &fur).w;
                        let size = assembly::kit_piece_size(&k, &o).unwrap();
                        let look = k.game.look(false);
                        let table = assembly::pieces_key(&k, &o, &look, size, width, counters);
                        let mut lines = Vec::new();
                        letters(
                            &table.items,
                            crate::units::Transform::identity(),
                            &mut lines,
                        );
                        for (line, _) in lines {
                            cells += 1;
                            // A piece's name wider than its column (a head) may break.
                            let head = |w: &str| {
                                let w = w.trim_end_matches(crate::layout::lines::HYPHEN);
                                k.game.pieces.iter().any(|p| p.plural.contains(w))
                            };
                            let split = line
                                .split_whitespace()
                                .any(|w| !words.iter().any(|whole| whole == w) && !head(w));
                            if split {
                                bad.push(format!(
                                    "{id} {tag} on {paper}, large {large_print}: '{line}'"
                                ));
                            }
                        }
                    }
                }
            }
        }
        assert!(cells > 1000, "{cells} lines read");
        bad.sort();
        bad.dedup();
        assert!(
            bad.is_empty(),
            "a word broken in a cell:\n{}",
            bad.join("\n")
        );
    }

    /// The making-the-set table of pieces and the set-up diagram's key in the
    /// pseudo-language and in German, regular and large print, on A4, Letter and their
    /// halves: a name or count too long for its column breaks onto lines (the row
    /// growing), every line inside the table and clear of the others, none set smaller.
    #[test]
    fn tables_and_keys_break_long_words_onto_lines() {
        use crate::layout::{assembly, diagram, imposition::handout_paper};
        let mut bad = Vec::new();
        for tag in [crate::lang::PSEUDO, "de"] {
            let lang = crate::lang::Lang::parse(tag).unwrap();
            for id in ["camels-and-carpets", "royal-carpet"] {
                let k = Kit::builtin_in(id, &lang).unwrap();
                let counters = counters(k.game.pieces.len());
                for name in ["a4", "letter"] {
                    let kit_paper = crate::paper::Paper::parse(name).unwrap();
                    let half = handout_paper(&kit_paper, 2, 10.0).unwrap();
                    for (paper, large_print) in [
                        (kit_paper.clone(), false),
                        (half, false),
                        (kit_paper.clone(), true),
                    ] {
                        let o = Options {
                            paper: paper.clone(),
                            kit_paper: Some(kit_paper.clone()),
                            large_print,
                            lang: lang.clone(),
                            ..opts(name)
                        };
                        let look = k.game.look(false);
                        let fur = if large_print {
                            marks::Furniture::large()
                        } else {
                            marks::Furniture::regular()
                        };
                        let safe = crate::paper::safe_area(
                            paper.oriented(crate::paper::Orientation::Portrait),
                            o.margin,
                        );
                        let width = super::super::sheet::text_area_in(safe, false, &fur).w;
                        let what = format!("{id} {tag} on {paper}, large {large_print}");
                        // Large print's tables and keys keep to 14 pt, the others to 7 pt.
                        let (least, lettering) = if large_print {
                            (pt(14.0), diagram::Lettering::LARGE)
                        } else {
                            (pt(7.0), diagram::Lettering::REGULAR)
                        };
                        let size = assembly::kit_piece_size(&k, &o).unwrap();
                        let table = assembly::pieces_key(&k, &o, &look, size, width, counters);
                        bad.extend(
                            crowded(&table, width, least)
                                .into_iter()
                                .map(|b| format!("{what}, table: {b}")),
                        );
                        let spec = crate::rules::diagram::parse(&k.game, "setup").unwrap();
                        let fit = diagram::Lettering {
                            room: width,
                            ..lettering
                        };
                        let key = diagram::draw(&k.game, &look, &spec, 8.0, 7.0, counters, fit);
                        bad.extend(
                            crowded(&key, width, least)
                                .into_iter()
                                .map(|b| format!("{what}, key: {b}")),
                        );
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
}
