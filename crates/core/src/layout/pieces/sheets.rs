//! The piece sheets as pages: headings, subtitles, the figure each page is, and the run of
//! pages a kit (or a back's layout) asks for.

use super::*;

/// The piece sheets of a game, and the counter symbols they place.
pub(crate) fn piece_sheets(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    registry: &mut Symbols,
) -> Result<(Vec<Sheet>, Counters), LayoutError> {
    let one = |area: Rect| [Some(area), None];
    let fronts = Fronts {
        areas: &one,
        glue: &kit.game.text("pieces-glue", &[]),
        clear: &|_| 0.0,
    };
    piece_sheets_in(kit, opts, look, registry, &fronts).map(|(s, laid)| (s, laid.index.counters))
}

/// Where a piece sheet's fronts go and what its heading asks first: what sheets with backs
/// change.
pub(crate) struct Fronts<'a> {
    /// The areas of a sheet's content area the fronts may take, each a way to lay the sheet
    /// out: the way that needs the fewest pages is kept (the first on a tie).
    pub(crate) areas: &'a dyn Fn(Rect) -> [Option<Rect>; 2],
    /// The heading's first step, before the cutting ("Glue on card").
    pub(crate) glue: &'a str,
    /// How far below one line of subtitle the fronts keep on a sheet of this size, for a
    /// heading other than the sheet's own that they must clear (a duplex back's).
    pub(crate) clear: &'a dyn Fn(Size) -> f64,
}

/// How the piece sheets were laid out, for drawing their backs.
pub(crate) struct Laid {
    /// Each sheet's placed blocks.
    pub(crate) pages: Vec<PiecePage>,
    /// The frame they were flowed into.
    pub(crate) frame: Frame,
    /// How far the content area was moved down for a subtitle broken onto lines, mm.
    pub(crate) overhang: f64,
    /// The pieces' size, mm.
    pub(crate) size: f64,
    /// The symbols the sheets draw with.
    pub(crate) index: SymbolIndex,
}

/// The words of `n` piece sheets, formatted once for all of them: the part of the title
/// (with a slot for the sheet's number) and a label's "group: counts" (with slots for
/// both).
pub(super) fn sheet_words(game: &Game, opts: &Options, n: usize) -> (String, String) {
    let replacements = if opts.selection.is_partial() {
        "yes"
    } else {
        "no"
    };
    // The sheets' words, formatted once for every sheet: each page fills in its number.
    let part = game.text(
        "pieces-part",
        &[
            ("replacements", replacements.into()),
            ("several", if n > 1 { "yes" } else { "no" }.into()),
            ("sheet", SLOT.into()),
            ("sheets", n.into()),
        ],
    );
    let counts = game.text(
        "pieces-group-counts",
        &[("group", SLOT.into()), ("counts", SLOT_2.into())],
    );
    (part, counts)
}

/// The piece sheets' subtitle: how to make them, the pieces' size and who starts.
pub(super) fn subtitle(
    game: &Game,
    opts: &Options,
    look: &Look,
    fronts: &Fronts,
    (size, square): (f64, f64),
) -> String {
    let shape = match opts.shape {
        CounterShape::Square => "square",
        CounterShape::Round => "round",
    };
    // "Black moves first", not "Black (black)"; "The first player (sand)"; "Les Noirs
    // (unis) commencent"; or, where a language says whose pieces they are, "Le premier
    // joueur (pièces unies)": `side` and `look`, the look agreeing with its word for pieces.
    let capital = |t: String| {
        let mut c = t.chars();
        c.next().map_or_else(String::new, |f| {
            f.to_uppercase().chain(c).collect::<String>()
        })
    };
    let who = capital(format!(
        "{}{}",
        game.side_subject(0),
        game.side_label_after(0, look.sides[0])
    ));
    let side = capital(game.side_subject(0));
    let labelled = !game.side_look(0, look.sides[0]).is_empty();
    let gender = game.text("assembly-pieces-gender", &[]);
    let pieces_look = look.sides[0].form_for(Some(&gender), true);
    game.text(
        "pieces-subtitle",
        &[
            ("glue", fronts.glue.into()),
            ("shape", shape.into()),
            ("size", game.print.display(size).into()),
            ("square", game.print.display(square).into()),
            ("first", who.into()),
            ("side", side.into()),
            ("labelled", if labelled { "yes" } else { "no" }.into()),
            ("look", pieces_look.into()),
            (
                "plural",
                if game.side_is_plural(0) { "yes" } else { "no" }.into(),
            ),
        ],
    )
}

/// A piece page's blocks for its description, in the language's own punctuation: each
/// block's "group: counts", French "le jeu : 8 tapis ; rechange : …".
pub(super) fn alt_list(game: &Game, placed: &[Placed]) -> String {
    let alt: Vec<String> = placed
        .iter()
        .map(|p| {
            game.text(
                "pieces-group-counts",
                &[
                    ("group", p.label.as_str().into()),
                    ("counts", p.detail.as_str().into()),
                ],
            )
        })
        .collect();
    alt.join(crate::rules::describe::semicolon(game))
}

/// [`piece_sheets`] with the fronts placed as `fronts` says, and how they were laid.
pub(crate) fn piece_sheets_in(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    registry: &mut Symbols,
    fronts: &Fronts,
) -> Result<(Vec<Sheet>, Laid), LayoutError> {
    let game = &kit.game;
    let pal = look.palette;
    let square = board_square(game, &sizing(opts))?;
    let size = piece_size(square);
    let bleed = opts.bleed;
    // Square pieces a laser's kerf apart, burnt away by the cut down the middle of the gap
    // (round ones are apart already, and their circles move out by half the kerf).
    let kerf = if opts.shape == CounterShape::Square {
        opts.kerf
    } else {
        0.0
    };
    let cell = cell_size(size, opts.shape, bleed) + kerf;
    let blocks = blocks(game, &opts.spares, &opts.selection, look);
    // Formatted the first time a block is split, once for every layout tried.
    let part_words = std::cell::OnceCell::new();
    let part = || part_words.get_or_init(|| part_label(&game.print)).clone();
    let faces = |s: usize| edge_faces(look.sides[s]);
    let subtitle = subtitle(game, opts, look, fronts, (size, square));
    let natural = subtitle_width(&subtitle);
    // The orientation that needs fewer pages; portrait on a tie.
    let (size_paper, frame, pages, overhang) = [Orientation::Portrait, Orientation::Landscape]
        .into_iter()
        .flat_map(|o| {
            let paper = opts.paper.oriented(o);
            let safe = opts.cut_margins().safe(paper);
            let overhang =
                overhang_in(&subtitle, natural, safe.w, &game.print).max((fronts.clear)(paper));
            (fronts.areas)(content_area_under(safe, overhang))
                .into_iter()
                .flatten()
                .map(move |area| (paper, area, overhang))
        })
        .filter_map(|(paper, area, overhang)| {
            let f = Frame {
                area,
                cell,
                bleed,
                shape: opts.shape,
            };
            flow(&blocks, &faces, &f, opts.per_side, &part).map(|p| (paper, f, p, overhang))
        })
        .min_by_key(|(_, _, p, _)| p.len())
        .ok_or_else(|| LayoutError::PiecesTooLarge {
            paper: opts.paper.to_string(),
            margin: opts.cut_margin(),
            size,
        })?;
    let n = pages.len();
    let counters = symbols(
        &kit.game,
        &kit.art,
        &kit.pictures,
        size,
        opts.shape,
        look,
        true,
    );
    let index = SymbolIndex {
        counters: Counters::add(registry, counters, game.pieces.len()),
        bleed: (bleed > 0.0)
            .then(|| registry.add_all(bleed_symbols(size, opts.shape, look, bleed))),
    };
    let (part, counts) = sheet_words(game, opts, n);
    // Each side's pieces of a kind take its pictures in order, sheet by sheet (when a kind
    // has a list of them: otherwise every piece of a kind is the one symbol).
    let per_side = game.pieces.len();
    let mut taken = vec![0; 2 * per_side];
    let mut nth = |s: usize, p: usize| {
        let list = kit.pictures.get(p).map_or(0, |x| x[s].len()).max(1);
        let i = s * per_side + p;
        taken[i] += 1;
        (taken[i] - 1) % list
    };
    let lists = variants(&kit.pictures) > 1;
    let sheets = pages
        .iter()
        .enumerate()
        .map(|(i, page_blocks)| {
            let label = fill(&part, &[&(i + 1).to_string()]);
            let title = format!("{} — {label}", game.name);
            let name = format!("pieces-{}", i + 1);
            let safe = opts.cut_margins().safe(size_paper);
            let mut page = cut_sheet(
                &name,
                size_paper,
                safe,
                &title,
                &subtitle,
                (pal, &game.print),
            );
            let alt = alt_list(game, &page_blocks.placed);
            let figure = Tag::Figure {
                title: super::super::text::sentence_start(&label),
                alt: format!("{}. {}.", super::super::text::sentence_start(&label), alt),
            };
            page.items.push(Group::tagged(
                figure,
                draw_page(
                    page_blocks,
                    &index,
                    size,
                    &frame,
                    (pal.ink, pal.line),
                    &counts,
                    lists.then_some(&mut nth as &mut dyn FnMut(usize, usize) -> usize),
                ),
            ));
            if let Some(t) = page_blocks
                .placed
                .iter()
                .map(|p| p.grid)
                .reduce(|a, b| a.union(&b))
            {
                page.trim = t;
                page.bleed = bleed;
                page.cuts.plan = page_cut_plan(page_blocks, size, &frame);
                marks::add_registration(&mut page, opts.marks);
            }
            Sheet {
                page,
                label: super::super::sheet::footer_label(game, &label, look),
                ink: pal.ink,
                fur: marks::Furniture::regular(),
            }
        })
        .collect();
    let laid = Laid {
        pages,
        frame,
        overhang,
        size,
        index,
    };
    Ok((sheets, laid))
}
