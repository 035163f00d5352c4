//! The table of pieces on the making-the-set page: a row per side, a column per kind of
//! piece, each counter at its printed size, and the counts a side starts with and its spares,
//! tagged as a table with its headers.

use super::*;

/// The pieces to cut, as a table to count them against: a row per side (its name and look),
/// a column per kind of piece, each counter at its printed size and shape (`counters`, `size`
/// mm), and under each column how many a side starts with and how many spares the sheets
/// hold (the same for each side). Drawn no wider than `width`.
pub fn pieces_key(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    size: f64,
    width: f64,
    counters: Counters,
) -> Drawn {
    let game = &kit.game;
    let pal = look.palette;
    let (bold, regular) = (font::get(Weight::Bold), font::get(Weight::Regular));

    let ts = if opts.large_print {
        text::Sizes::large().caption
    } else {
        text::caption()
    };
    // Large print's lines stand clear of each other, ascender to descender.
    let step = if opts.large_print {
        (ts * 1.3).max(regular.ascent(ts) + regular.descent(ts))
    } else {
        ts * 1.3
    };
    let counts = piece_counts(game, opts, look);
    let cols: Vec<usize> = (0..game.pieces.len())
        .filter(|&p| counts.iter().any(|c| c[p] != (0, 0)))
        .collect();
    let rows: Vec<usize> = (0..game.sides.len())
        .filter(|&s| counts[s].iter().any(|c| *c != (0, 0)))
        .collect();
    let formatted = count_lines(game, &counts);
    let cell = |n: (usize, usize)| {
        formatted
            .iter()
            .find(|(k, _)| *k == n)
            .map_or_else(Vec::new, |(_, l)| l.clone())
    };
    // Every side's look, even where its name says it ("Black: black pieces"): the table
    // reads the same for every game. The look agrees with the language's word for pieces.
    let gender = game.text("assembly-pieces-gender", &[]);
    let side_looks: Vec<String> = look
        .sides
        .iter()
        .map(|st| {
            let look = st.form_for(Some(&gender), true);
            game.text("assembly-side-pieces", &[("look", look.into())])
        })
        .collect();
    let side_look = |s: usize| side_looks[s].clone();
    let label_w = rows
        .iter()
        .map(|&s| {
            bold.measure(&game.sides[s].name, ts)
                .max(regular.measure(&side_look(s), ts))
        })
        .fold(0.0, f64::max)
        + 4.0;
    let col = cols
        .iter()
        .map(|&p| {
            let texts = rows.iter().flat_map(|&s| cell(counts[s][p]));
            texts
                .map(|t| regular.measure(&t, ts))
                .chain([bold.measure(&game.pieces[p].plural, ts), size])
                .fold(0.0, f64::max)
        })
        .fold(0.0, f64::max)
        + 5.0;
    // Each column's counts, from the first side that has the piece.
    let count = |p: usize| {
        rows.iter()
            .map(|&s| counts[s][p])
            .find(|c| *c != (0, 0))
            .unwrap_or((0, 0))
    };
    // Columns too wide for `width` narrow to it (no narrower than a counter), and what no
    // longer fits a column breaks onto lines, its row growing; a table still too wide is
    // drawn smaller, below.
    let n = cols.len().max(1) as f64;
    let wrap = label_w + n * col > width;
    let col = if wrap {
        ((width - label_w) / n).max(size + 5.0)
    } else {
        col
    };
    // A cell's words stay whole ("8 im / Spielsatz"): a word is broken only where it is
    // wider than its column.
    let breaker = super::super::lines::Lang::of(game.print.tag()).words_whole();
    let room = wrap.then_some(col - 5.0);
    let set = |lines: Vec<String>, weight: Weight| cell_lines(lines, (ts, weight), room, breaker);
    let head_lines: Vec<Vec<String>> = cols
        .iter()
        .map(|&p| set(vec![game.pieces[p].plural.clone()], Weight::Bold))
        .collect();
    let count_lines: Vec<Vec<String>> = cols
        .iter()
        .map(|&p| set(cell(count(p)), Weight::Regular))
        .collect();
    let lines = count_lines.iter().map(Vec::len).max().unwrap_or(0);
    let row_h = size + 2.0;
    // A table to a reader too: a head row of column heads (under an empty corner), then
    // a row per side (its name heading the row, each counter a picture of one piece, an
    // empty cell where the side has none) and a row of counts (under an empty cell), so
    // that every row has a cell in every column.
    let empty = || Group::tagged(Tag::TableCell, Vec::new());
    let head = step * head_lines.iter().map(Vec::len).max().unwrap_or(1) as f64;
    let centre = |i: usize| label_w + (i as f64 + 0.5) * col;
    let mut heads = vec![empty()];
    heads.extend(head_lines.into_iter().enumerate().map(|(i, name)| {
        let at = Point::new(centre(i), bold.ascent(ts));
        let th = Tag::TableHeader(Scope::Column);
        text_cell(th, name, at, step, ts, Weight::Bold, pal.ink)
    }));
    let mut body = Vec::new();
    for (r, &s) in rows.iter().enumerate() {
        let top = head + 1.5 + r as f64 * row_h;
        let mid = top + size / 2.0;
        let mut cells = vec![Group::tagged(
            Tag::TableHeader(Scope::Row),
            diagram::side_label(
                (0.0, mid),
                &game.sides[s].name,
                &side_look(s),
                (ts, opts.large_print),
                pal.ink,
            ),
        )];
        for (i, &p) in cols.iter().enumerate() {
            if counts[s][p] == (0, 0) {
                cells.push(empty());
                continue;
            }
            let at = Point::new(centre(i) - size / 2.0, top);
            let alt = game.text(
                "assembly-piece-alt",
                &[
                    (
                        "look",
                        look.sides[s].label_for(&game.pieces[p], false).into(),
                    ),
                    ("piece", game.pieces[p].name.as_str().into()),
                ],
            );
            let swatch = swatch(counters.get(s, p), at, size, opts.shape, pal.ink);
            cells.push(picture_cell(alt, swatch.to_vec()));
        }
        body.push(Group::tagged(Tag::TableRow, cells));
    }
    let foot = head + 1.5 + rows.len() as f64 * row_h;
    let mut counts_row = vec![empty()];
    counts_row.extend(count_lines.into_iter().enumerate().map(|(i, text)| {
        let at = Point::new(centre(i), foot + regular.ascent(ts));
        text_cell(Tag::TableCell, text, at, step, ts, Weight::Regular, pal.ink)
    }));
    body.push(Group::tagged(Tag::TableRow, counts_row));
    let extent = Size {
        w: label_w + cols.len() as f64 * col,
        h: foot + lines as f64 * step,
    };
    let drawn = Drawn {
        items: vec![table(heads, body, Rect::new(0.0, 0.0, extent.w, extent.h))],
        size: extent,
        alt: None,
    };
    let k = (width / drawn.size.w).min(1.0);
    drawn.scaled(k)
}

/// (in the set, spares) of each side and piece, as the piece sheets hold them.
pub(super) fn piece_counts(
    game: &crate::game::Game,
    opts: &Options,
    look: &Look,
) -> Vec<Vec<(usize, usize)>> {
    let mut counts = vec![vec![(0usize, 0usize); game.pieces.len()]; game.sides.len()];
    for b in pieces::blocks(game, &opts.spares, &opts.selection, look) {
        for &p in &b.pieces {
            let c = &mut counts[b.side][p];
            if b.spare {
                c.1 += 1;
            } else {
                c.0 += 1;
            }
        }
    }
    counts
}

/// Each distinct (in the set, spares) count of `counts` with its lines under the table
/// ("8 in the set", "+ 4 spares"), formatted once: the table measures them more than once,
/// and most columns share them.
pub(super) fn count_lines(
    game: &crate::game::Game,
    counts: &[Vec<(usize, usize)>],
) -> Vec<((usize, usize), Vec<String>)> {
    let mut formatted: Vec<((usize, usize), Vec<String>)> = Vec::new();
    for &n in counts.iter().flatten() {
        if formatted.iter().any(|(k, _)| *k == n) {
            continue;
        }
        let mut l = Vec::new();
        if n.0 > 0 {
            l.push(game.text("assembly-in-set", &[("count", n.0.into())]));
        }
        if n.1 > 0 {
            l.push(game.text("assembly-spares", &[("count", n.1.into())]));
        }
        formatted.push((n, l));
    }
    formatted
}

/// A cell's `lines` at `size` in `weight`, each broken onto more by `breaker` where it is
/// wider than `room` (when there is a limit).
pub(super) fn cell_lines(
    lines: Vec<String>,
    (size, weight): (f64, Weight),
    room: Option<f64>,
    breaker: super::super::lines::Lang,
) -> Vec<String> {
    let f = font::get(weight);
    lines
        .into_iter()
        .flat_map(|l| match room {
            Some(w) if f.measure(&l, size) > w => {
                super::super::lines::wrap(&l, (size, weight), w, breaker).0
            }
            Some(_) | None => vec![l],
        })
        .collect()
}

/// A table of one head row of cells, `head`, and the rows `body`, drawn in `bbox`.
pub(super) fn table(head: Vec<Item>, body: Vec<Item>, bbox: Rect) -> Item {
    let head = Group::tagged(Tag::TableRow, head);
    Group::tagged(
        Tag::Table { bbox },
        vec![
            Group::tagged(Tag::TableHead, vec![head]),
            Group::tagged(Tag::TableBody, body),
        ],
    )
}

/// A table cell holding a picture of one piece, told in `alt`.
pub(super) fn picture_cell(alt: String, items: Vec<Item>) -> Item {
    let title = alt.clone();
    Group::tagged(
        Tag::TableCell,
        vec![Group::tagged(Tag::Figure { title, alt }, items)],
    )
}

/// A table cell of `lines` centred on `at`'s x, the first line's baseline at its y.
pub(super) fn text_cell(
    tag: Tag,
    lines: Vec<String>,
    at: Point,
    step: f64,
    size: f64,
    weight: Weight,
    ink: crate::scene::Color,
) -> Item {
    let items = lines
        .into_iter()
        .enumerate()
        .map(|(k, l)| {
            let p = Point::new(at.x, at.y + k as f64 * step);
            Item::text(p, l, size, Anchor::Middle, weight, ink)
        })
        .collect();
    Group::tagged(tag, items)
}

/// One piece of the table of pieces: its counter at `at`, with its cut outline as on the
/// piece sheet, so that every side's swatch shows the piece's true size on the white page, a
/// plain one as much as a banded one.
pub(super) fn swatch(
    symbol: crate::scene::SymbolId,
    at: Point,
    size: f64,
    shape: CounterShape,
    ink: crate::scene::Color,
) -> [Item; 2] {
    let outline = match shape {
        CounterShape::Square => Path::rect(Rect::new(at.x, at.y, size, size)),
        CounterShape::Round => {
            Path::circle(Point::new(at.x + size / 2.0, at.y + size / 2.0), size / 2.0)
        }
    };
    [
        Item::Use(Use {
            symbol,
            transform: Transform::translate(at.x, at.y),
        }),
        Item::stroke(
            outline,
            Stroke::solid(ink, super::super::marks::HAIRLINE * 1.2),
        ),
    ]
}
