//! The making-the-set page: its text, filled in for this kit and these options.
// Every match over a tag or a sheet kind names each case, so a new one is a compile
// error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use crate::font::{self, Weight};
use crate::game::{Look, Variant};
use crate::kit::Kit;
use crate::scene::{Anchor, Group, Item, Path, Scope, Stroke, Symbols, Tag, Use};
use crate::units::{Point, Rect, Size, Transform};

use super::diagram;
use super::options::{Backs, CounterShape, LayoutError, Options, SheetKind};
use super::pieces::{self, Counters};
use super::plan::{board_plan, board_square, piece_size, sizing};
use super::text::{self, Drawn};

mod key;
pub use key::*;

/// The diagram spec of the table of pieces to cut (`@pieces` in the text).
pub const PIECES_KEY: &str = "pieces";

/// The kit's options on the paper the kit itself is printed on.
fn on_kit_paper(opts: &Options) -> Options {
    Options {
        paper: opts.kit_paper.clone().unwrap_or_else(|| opts.paper.clone()),
        ..opts.clone()
    }
}

/// Size of a counter on the kit's piece sheets, mm.
pub fn kit_piece_size(kit: &Kit, opts: &Options) -> Result<f64, LayoutError> {
    Ok(piece_size(board_square(
        &kit.game,
        &sizing(&on_kit_paper(opts)),
    )?))
}

/// Fills `{name}` variables of the assembly text from the kit and options; with `contents`
/// (the kit's other sheets and their page counts, in order), adds a list of what is on which
/// page, for a making-the-set page of one page.
pub fn assembly_text(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    contents: &[(SheetKind, usize)],
) -> Result<String, LayoutError> {
    assembly_text_from(kit, opts, look, contents, 1)
}

/// [`assembly_text`] for a making-the-set text of `own` pages.
pub fn assembly_text_from(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    contents: &[(SheetKind, usize)],
    own: usize,
) -> Result<String, LayoutError> {
    let game = &kit.game;
    let on_kit_paper = on_kit_paper(opts);
    let plan = board_plan(game, &on_kit_paper)?;
    let halves = yes_no(plan.parts.len() > 1);
    let board_sheets = game.text("assembly-board-sheets", &[("halves", halves.into())]);
    let board_steps = game.text(
        "assembly-board-steps",
        &[(
            "how",
            match (halves, opts.glue_tab) {
                ("no", _) => "whole",
                (_, true) => "tab",
                (_, false) => "butt",
            }
            .into(),
        )],
    );
    let shape = match opts.shape {
        CounterShape::Square => "square",
        CounterShape::Round => "round",
    };
    let cut_pieces = game.text("assembly-cut", &[("shape", shape.into())]);
    let piece_count = piece_count(kit, &on_kit_paper, look, contents)?;
    // A duplex set's sheet is what a person holds: one sheet, its backs on its other side.
    let piece_sheets = sheets_text(game, "assembly-piece-sheets", piece_count, opts.backs);
    let print_run = print_run(kit, opts, contents, &board_sheets, &piece_sheets);
    let handout = opts.kit_paper.is_some();
    let bleed_note = game.text(
        "assembly-bleed",
        &[
            ("bleed", yes_no(opts.bleed > 0.0).into()),
            ("mm", game.print.display(opts.bleed).into()),
        ],
    );
    // A handout is not the kit: the bar to measure is on the kit's first page. On a half
    // page there is no room for the table of pieces; the kit's own page has it.
    let place = if opts.web {
        "web"
    } else if handout {
        "handout"
    } else {
        "kit"
    };
    // Narrower than the kit's paper (a web page is as wide, however long).
    let width = |s: crate::units::Size| s.w.min(s.h);
    let half_page = opts
        .kit_paper
        .as_ref()
        .is_some_and(|k| width(k.size) != width(opts.paper.size));
    let pieces_key = if half_page {
        String::new()
    } else {
        format!(
            "{}\n\n@{PIECES_KEY} | {}\n",
            game.text("assembly-count-them", &[]),
            game.text("assembly-table-caption", &[])
        )
    };
    let group_labels = game.text(
        "assembly-group-labels",
        &[
            ("has_for", yes_no(game.spares_for.is_some()).into()),
            ("for", game.spares_for.as_deref().unwrap_or("").into()),
        ],
    );
    let text = assembly_markup(game);
    let text = with_contents(text, game, contents, own, opts.backs);
    let glue_board = game.text("assembly-glue-board", &[("halves", halves.into())]);
    let bar_page = game.text("assembly-bar-page", &[("where", place.into())]);
    // A kit's run of some sheets says how to make only what it printed: no board to glue
    // when it printed none. A handout and the web page tell how to make the whole set.
    let text = if place == "kit" {
        steps_made(&text, &opts.sheets)
    } else {
        text
    };
    Ok(fill(
        &text,
        &[
            ("game", &game_named(game)),
            ("print_run", &print_run),
            ("glue_board", &glue_board),
            ("glue_pieces", &glue_pieces(game, opts.backs, piece_count)),
            ("board_steps", &board_steps),
            ("bleed_note", &bleed_note),
            (
                "cut_pieces",
                &format!("{}{cut_pieces}", backs_steps(game, opts)),
            ),
            ("sides", &sides_text(game, look)),
            ("pieces_key", &pieces_key),
            ("bar_page", &bar_page),
            ("printed", &printed_for(game, opts, look, handout)),
            ("group_labels", &group_labels),
            ("picture_order", &picture_order(kit, opts)),
            ("board_pictures", &board_pictures(kit, opts)),
        ],
    ))
}

/// The making-the-set markup with only the steps for the sheets `sheets` prints: step 2
/// (the board) when it prints the board, step 3 (the pieces) when it prints pieces, every
/// translation numbering its steps as the English does. A run of neither (the page alone,
/// or with the rules) is the instructions for the whole set and keeps every step. The
/// steps left are numbered again from 1 (`## 2. The pieces`).
fn steps_made(text: &str, sheets: &[SheetKind]) -> String {
    let (board, pieces) = (
        sheets.contains(&SheetKind::Board),
        sheets.contains(&SheetKind::Pieces),
    );
    if !board && !pieces {
        return text.to_string();
    }
    let mut sections: Vec<&str> = Vec::new();
    let mut rest = text;
    while let Some(at) = rest[1..].find("\n## ").map(|n| n + 2) {
        sections.push(&rest[..at]);
        rest = &rest[at..];
    }
    sections.push(rest);
    let mut out = String::with_capacity(text.len());
    let mut step = 0;
    for section in sections {
        // "## 3. The pieces" becomes "## 2. The pieces" when the board's step is left out.
        let numbered = section
            .strip_prefix("## ")
            .and_then(|h| h.split_once(". "))
            .filter(|(n, _)| n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty());
        let keep = match numbered.map(|(n, _)| n) {
            Some("2") => board,
            Some("3") => pieces,
            _ => true,
        };
        if !keep {
            continue;
        }
        match numbered {
            Some((_, after)) => {
                step += 1;
                out.push_str(&format!("## {step}. {after}"));
            }
            None => out.push_str(section),
        }
    }
    out
}

/// `text` with each `{name}` of `vars` replaced by its value, in one pass: what is put in
/// (a template's own words, file names) is never read for variables.
fn fill(text: &str, vars: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let var = after
            .find('}')
            .and_then(|close| vars.iter().find(|(n, _)| *n == &after[..close]));
        match var {
            Some((name, value)) => {
                out.push_str(value);
                rest = &after[name.len() + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The making-the-set page's markup in the language the kit is printed in (English for a
/// language boardgen has no words in).
fn assembly_markup(game: &crate::game::Game) -> &'static str {
    use crate::lang::Shipped;
    let name = match game.print.messages() {
        Shipped::English => "assembly.md".to_string(),
        s @ (Shipped::French | Shipped::German | Shipped::Spanish | Shipped::Dutch) => {
            format!("{}/assembly.md", s.code())
        }
    };
    crate::kit::builtin_text(&name).expect("assembly text is built in")
}

/// `yes` or `no`, as the messages choose by.
fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// Message `id` for `count` sheets (`one piece sheet`, `two piece sheets printed on both
/// sides`).
fn sheets_text(game: &crate::game::Game, id: &str, count: usize, backs: Option<Backs>) -> String {
    game.text(
        id,
        &[
            ("count", count.into()),
            ("word", number_word(game, count).into()),
            ("duplex", yes_no(two_sided(backs)).into()),
        ],
    )
}

/// The opening sentence: what the set is printed as, for a kit, a class set's copy, a web
/// page, or a run of some sheets only (what it made, and how to print the rest).
fn print_run(
    kit: &Kit,
    opts: &Options,
    contents: &[(SheetKind, usize)],
    board_sheets: &str,
    piece_sheets: &str,
) -> String {
    let game = &kit.game;
    let set = game.text(
        "assembly-set",
        &[
            ("board", board_sheets.into()),
            ("pieces", piece_sheets.into()),
        ],
    );
    let whole_run = opts.sheets.contains(&SheetKind::Board)
        && opts.sheets.contains(&SheetKind::Pieces)
        && !opts.selection.is_partial();
    if opts.web {
        return game.text("assembly-run-web", &[("set", set.into())]);
    }
    // A class set's copy of this page comes without the set: it says how to print one.
    if opts.kit_paper.is_some() {
        return game.text("assembly-run-handout", &[("set", set.into())]);
    }
    if whole_run {
        return game.text("assembly-run-whole", &[("set", set.into())]);
    }
    let made = made_by_run(game, opts, contents, board_sheets);
    let limits: Vec<String> = [
        ("--sheets", opts.sheets.len() < SheetKind::ALL.len()),
        ("--side", opts.selection.side.is_some()),
        ("--pieces", !opts.selection.pieces.is_empty()),
    ]
    .into_iter()
    .filter(|&(_, on)| on)
    .map(|(name, _)| name.to_string())
    .collect();
    game.text(
        "assembly-run-part",
        &[
            ("made", made.into()),
            ("options", join(game, "assembly-or", &limits).into()),
            ("set", set.into()),
        ],
    )
}

/// Which sides have which pieces: "The first player has the sand pieces and ...".
fn sides_text(game: &crate::game::Game, look: &Look) -> String {
    // The labels agree with the language's word for "pieces".
    let gender = game.text("assembly-pieces-gender", &[]);
    let mut args: Vec<(&str, crate::lang::Arg)> = Vec::new();
    for (s, keys) in [
        (0, ["side1", "side1_of", "label1", "look1"]),
        (1, ["side2", "side2_of", "label2", "look2"]),
    ] {
        let st = &look.sides[s];
        args.push((keys[0], game.side_in_sentence(s).into()));
        args.push((keys[1], game.side_of(s).into()));
        args.push((keys[2], st.label.as_str().into()));
        args.push((keys[3], st.form_for(Some(&gender), true).into()));
    }
    capitalise(&game.text("assembly-sides", &args))
}

/// The colour or black-and-white printer the set is for, and what that means for it.
fn printed_for(game: &crate::game::Game, opts: &Options, look: &Look, handout: bool) -> String {
    let (variant, how) = match (look.variant, handout) {
        (Variant::Colour, true) if opts.web => ("colour", "web"),
        (Variant::Mono, _) => ("mono", "mono"),
        (Variant::Colour, false) => ("colour", "kit"),
        (Variant::Colour, true) => ("colour", "handout"),
    };
    let who = if handout { "handout" } else { "kit" };
    format!(
        "{} {}",
        game.text(
            "assembly-printed",
            &[("who", who.into()), ("variant", variant.into())]
        ),
        game.text("assembly-variant-note", &[("how", how.into())])
    )
}

/// Which picture is where on the board, when the run prints a board with pictures.
fn board_pictures(kit: &Kit, opts: &Options) -> String {
    let b = &kit.board_pictures;
    if !opts.sheets.contains(&SheetKind::Board) {
        return String::new();
    }
    let name = |p: &Option<crate::picture::PiecePicture>| {
        p.as_ref().map(|pic| {
            let n = std::path::Path::new(&pic.source.name)
                .file_name()
                .map_or(pic.source.name.clone(), |n| {
                    n.to_string_lossy().into_owned()
                });
            crate::quote::shown(&n)
        })
    };
    let game = &kit.game;
    let k = game.board.files / 2;
    let mut parts = Vec::new();
    if let Some(n) = name(&b.frame) {
        let (a, z) = (
            crate::game::Game::file_name(k - 1),
            crate::game::Game::file_name(k),
        );
        parts.push(game.text(
            "board-picture-frame",
            &[
                ("file", n.into()),
                ("a", a.to_string().into()),
                ("b", z.to_string().into()),
            ],
        ));
    }
    match (name(&b.endzones[0]), name(&b.endzones[1])) {
        (Some(a), Some(z)) if a == z => {
            parts.push(game.text("board-picture-endzones", &[("file", a.into())]))
        }
        (a, z) => {
            for (s, n) in [a, z].into_iter().enumerate() {
                if let Some(n) = n {
                    parts.push(game.text(
                        "board-picture-endzone",
                        &[
                            ("file", n.into()),
                            ("side", game.side_in_sentence(s).into()),
                            ("side_of", game.side_of(s).into()),
                        ],
                    ));
                }
            }
        }
    }
    if let Some(n) = name(&b.background) {
        parts.push(game.text("board-picture-background", &[("file", n.into())]));
    }
    let Some((last, init)) = parts.split_last() else {
        return String::new();
    };
    let list = if init.is_empty() {
        last.clone()
    } else {
        game.text(
            "board-and",
            &[
                ("init", init.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        )
    };
    format!(
        " {}",
        game.text("board-pictures", &[("parts", list.into())])
    )
}

/// Which piece shows which picture, for each side's kind with a list of them: the order
/// the piece sheets give them in (the set, then the spares).
fn picture_order(kit: &Kit, opts: &Options) -> String {
    let game = &kit.game;
    let mut out = String::new();
    for (s, side) in game.sides.iter().enumerate() {
        for (p, piece) in game.pieces.iter().enumerate() {
            let list = kit.pictures.get(p).map_or(&[][..], |x| &x[s][..]);
            if list.len() < 2 {
                continue;
            }
            let names = picture_names(game, list);
            let all = piece.count + opts.spares.count(game, p);
            let again = yes_no(all as usize > list.len());
            out.push(' ');
            out += &game.text(
                "assembly-picture-order",
                &[
                    ("side", side.name.as_str().into()),
                    ("side_of", game.side_of(s).into()),
                    ("pieces", piece.plural.as_str().into()),
                    ("gender", piece.gender.as_deref().unwrap_or("none").into()),
                    ("names", join(game, "assembly-and", &names).into()),
                    ("again", again.into()),
                ],
            );
        }
    }
    out
}

/// The pictures of one list as a person tells them apart: each by the name it was given
/// for this place (its file's name, or the whole name where two files share one); one the
/// font cannot print, by its place in the list ("picture no. 2"), never as empty boxes.
fn picture_names(game: &crate::game::Game, list: &[crate::picture::PiecePicture]) -> Vec<String> {
    let file_name = |pic: &crate::picture::PiecePicture| {
        std::path::Path::new(&pic.name)
            .file_name()
            .map_or(pic.name.clone(), |n| n.to_string_lossy().into_owned())
    };
    let printable = font::get(font::Weight::Regular);
    list.iter()
        .enumerate()
        .map(|(i, pic)| {
            let short = file_name(pic);
            let shared = list
                .iter()
                .any(|o| file_name(o) == short && o.name != pic.name);
            let name = if shared { pic.name.clone() } else { short };
            if printable.covers(&name) && !name.chars().any(crate::quote::is_unsafe) {
                crate::quote::shown(&name)
            } else {
                game.text("assembly-picture-number", &[("n", (i + 1).into())])
            }
        })
        .collect()
}

/// How the piece sheets go onto card: glued on, folded round it, or (duplex, where card
/// glued on would cover the backs) printed on card the printer feeds.
fn glue_pieces(game: &crate::game::Game, backs: Option<Backs>, count: usize) -> String {
    let id = match backs {
        None => "assembly-glue-pieces",
        Some(Backs::Fold { .. }) => "assembly-fold-pieces",
        Some(Backs::Duplex(_)) => "assembly-duplex-pieces",
    };
    game.text(id, &[("count", count.into())])
}

/// What to do with piece sheets that have backs, before they are cut, and what a back that
/// shows another piece is for; nothing without backs.
fn backs_steps(game: &crate::game::Game, opts: &Options) -> String {
    let Some(backs) = opts.backs else {
        return String::new();
    };
    let mm = |x: f64| {
        let n = crate::units::fmt_num(x, 2);
        match game.print.messages() {
            crate::lang::Shipped::English => n,
            crate::lang::Shipped::French
            | crate::lang::Shipped::German
            | crate::lang::Shipped::Spanish
            | crate::lang::Shipped::Dutch => n.replace('.', ","),
        }
    };
    let how = match backs {
        Backs::Fold { card } => game.text("assembly-fold", &[("card", mm(card).into())]),
        // A handout and the web page tell a reader how the set is made, not the commands.
        Backs::Duplex(d) if opts.web || opts.kit_paper.is_some() => {
            game.text("assembly-duplex-made", &[("flip", d.flip.name().into())])
        }
        Backs::Duplex(d) => {
            // The command lines stay as typed; only the offset's own numbers are the set's.
            let (x, y) = (
                crate::units::fmt_num(d.offset.0, 2),
                crate::units::fmt_num(d.offset.1, 2),
            );
            let flip_set = match d.flip {
                super::options::Flip::Long => "",
                super::options::Flip::Short => ",flip=short",
            };
            let paper = &opts.paper.name;
            let command = format!(
                "boardgen pdf --sheets calibration --backs duplex{flip_set} --paper {paper}"
            );
            game.text(
                "assembly-duplex",
                &[
                    ("flip", d.flip.name().into()),
                    ("command", command.into()),
                    (
                        "option",
                        format!("--backs duplex{flip_set},offset=XxY").into(),
                    ),
                    ("offset", format!("offset={x}x{y}").into()),
                ],
            )
        }
    };
    let gender = |i: usize| game.pieces[i].gender.as_deref().unwrap_or("none");
    let flips: Vec<String> = (0..game.pieces.len())
        .filter_map(|i| match game.back_of(i) {
            crate::game::Back::Piece(j) if j != i => Some(game.text(
                "assembly-flip",
                &[
                    ("piece", game.pieces[i].name.as_str().into()),
                    ("gender", gender(i).into()),
                    ("back", game.pieces[j].name.as_str().into()),
                    ("back_gender", gender(j).into()),
                ],
            )),
            crate::game::Back::Piece(_) | crate::game::Back::Same | crate::game::Back::Plain => {
                None
            }
        })
        .collect();
    if flips.is_empty() {
        format!("{how} ")
    } else {
        let list = flips.join(crate::rules::describe::semicolon(game));
        format!(
            "{how} {} ",
            game.text("assembly-flips", &[("list", list.into())])
        )
    }
}

/// How many piece sheets the whole set prints, so one sheet is never called "the sheets":
/// as the kit listed them when it has just laid them out (`contents`), else laid out here
/// on the kit's paper (`on_kit_paper`).
fn piece_count(
    kit: &Kit,
    on_kit_paper: &Options,
    look: &Look,
    contents: &[(SheetKind, usize)],
) -> Result<usize, LayoutError> {
    let listed_pieces = contents
        .iter()
        .find(|(k, _)| *k == SheetKind::Pieces)
        .map(|&(_, n)| n);
    let backs = on_kit_paper.backs;
    Ok(match listed_pieces {
        Some(n) if !on_kit_paper.selection.is_partial() => held_sheets(n, backs),
        _ => {
            let whole_set = Options {
                selection: Default::default(),
                ..on_kit_paper.clone()
            };
            let mut symbols = Symbols::default();
            match backs {
                // Fold-over fronts take half a page: lay them out as they fold.
                Some(b @ Backs::Fold { .. }) => {
                    super::backs::piece_sheets(kit, &whole_set, look, &mut symbols, b)?
                        .0
                        .len()
                }
                // A duplex sheet's fronts are a plain sheet's.
                Some(Backs::Duplex(_)) | None => {
                    pieces::piece_sheets(kit, &whole_set, look, &mut symbols)?
                        .0
                        .len()
                }
            }
        }
    })
}

/// How many of the piece sheets' `pages` a person holds: a duplex sheet is two pages (its
/// fronts and its backs), and the calibration sheet is none of the pieces.
fn held_sheets(pages: usize, backs: Option<Backs>) -> usize {
    match backs {
        Some(Backs::Duplex(d)) => pages.saturating_sub(calibration_pages(&d)) / 2,
        Some(Backs::Fold { .. }) | None => pages,
    }
}

/// The pages the calibration sheet adds ahead of the piece sheets: its front and its back.
fn calibration_pages(d: &super::options::Duplex) -> usize {
    if d.calibrate {
        2
    } else {
        0
    }
}

/// True when a sheet of pieces is printed on both sides: duplex backs.
fn two_sided(backs: Option<Backs>) -> bool {
    match backs {
        Some(Backs::Duplex(_)) => true,
        Some(Backs::Fold { .. }) | None => false,
    }
}

/// What a run of some sheets only made, in words: `one piece sheet and these instructions`.
fn made_by_run(
    game: &crate::game::Game,
    opts: &Options,
    contents: &[(SheetKind, usize)],
    board_sheets: &str,
) -> String {
    let count = |kind| {
        contents
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(0, |&(_, n)| n)
    };
    let mut made = Vec::new();
    for kind in SheetKind::ALL {
        let n = count(kind);
        match kind {
            _ if n == 0 => {}
            SheetKind::Board => made.push(board_sheets.to_string()),
            SheetKind::Pieces => {
                let held = held_sheets(n, opts.backs);
                let id = if opts.selection.is_partial() {
                    "assembly-replacement-sheets"
                } else {
                    "assembly-piece-sheets"
                };
                made.push(sheets_text(game, id, held, opts.backs));
            }
            SheetKind::Rules => made.push(game.text("assembly-made-rules", &[])),
            SheetKind::Assembly => {}
        }
    }
    made.push(game.text("assembly-made-instructions", &[]));
    join(game, "assembly-and", &made)
}

/// A count of two or more in words, as read in a sentence; "" for one, which each message
/// says in its own words (agreeing with its noun).
fn number_word(game: &crate::game::Game, n: usize) -> String {
    if n == 1 {
        return String::new();
    }
    game.text("assembly-number", &[("n", n.into())])
}

/// The game's name inside a sentence: with the quotation marks, article or case a language
/// gives a game's name there, chosen by the game's id (a game of one's own keeps its name).
fn game_named(game: &crate::game::Game) -> String {
    game.text(
        "assembly-game",
        &[
            ("game", game.name.as_str().into()),
            ("id", game.id.as_str().into()),
        ],
    )
}

/// `a`, `a and b`, `a, b and c` (message `id` joins the last two).
fn join(game: &crate::game::Game, id: &str, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => game.text(
            id,
            &[
                ("init", init.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

/// The text with its first letter in capitals.
fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// Inserts, before the first section of `text`, a list of the kit's pages: these instructions
/// (`own` pages), then each of `contents` in order.
fn with_contents(
    text: &str,
    game: &crate::game::Game,
    contents: &[(SheetKind, usize)],
    own: usize,
    backs: Option<Backs>,
) -> String {
    if contents.is_empty() {
        return text.to_string();
    }
    let line = |from: usize, n: usize, what: String| {
        let line = game.text(
            "assembly-contents-line",
            &[
                ("count", n.into()),
                ("from", from.into()),
                ("to", (from + n).saturating_sub(1).into()),
                ("what", what.into()),
            ],
        );
        format!("- {line}\n")
    };
    let counted = |id: &str, n: usize| {
        game.text(
            id,
            &[("count", n.into()), ("word", number_word(game, n).into())],
        )
    };
    let mut list = format!(
        "## {}\n\n{}",
        game.text("assembly-contents", &[]),
        line(1, own, game.text("assembly-contents-instructions", &[]))
    );
    let mut at = own + 1;
    for &(kind, n) in contents {
        let what = match kind {
            SheetKind::Board => match backs {
                None | Some(Backs::Fold { .. }) => counted("assembly-contents-board", n),
                // Each board sheet on a front with a blank back (see `kit_document`).
                Some(Backs::Duplex(_)) => {
                    if at.is_multiple_of(2) {
                        list += &line(at, 1, game.text("assembly-contents-blank-board", &[]));
                        at += 1;
                    }
                    list += &line(at, n, counted("assembly-contents-board-duplex", n / 2));
                    at += n;
                    continue;
                }
            },
            SheetKind::Pieces => match backs {
                None => counted("assembly-contents-pieces", n),
                Some(Backs::Fold { .. }) => counted("assembly-contents-folded", n),
                Some(Backs::Duplex(d)) => {
                    // The kit puts a blank page first when they would start on a back.
                    if at.is_multiple_of(2) {
                        list += &line(at, 1, game.text("assembly-contents-blank", &[]));
                        at += 1;
                    }
                    let calibration = calibration_pages(&d);
                    if calibration > 0 {
                        let what = game.text("assembly-contents-calibration", &[]);
                        list += &line(at, calibration, what);
                        at += calibration;
                    }
                    let held = held_sheets(n, backs);
                    let n = n - calibration;
                    list += &line(at, n, counted("assembly-contents-duplex", held));
                    at += n;
                    continue;
                }
            },
            SheetKind::Rules => game.text(
                "assembly-contents-rules",
                &[
                    ("game", game.name.as_str().into()),
                    ("id", game.id.as_str().into()),
                ],
            ),
            SheetKind::Assembly => continue,
        };
        list += &line(at, n, what);
        at += n;
    }
    match text.find("\n## ") {
        Some(i) => format!("{}\n\n{list}{}", text[..i].trim_end(), &text[i..]),
        None => format!("{text}\n\n{list}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::testutil::{kit, opts};
    use crate::layout::Selection;

    #[test]
    fn the_text_counts_the_sheets_and_describes_the_bleed() {
        let t = assembly_text(&kit(), &opts("a4"), &kit().game.look(false), &[]).unwrap();
        assert!(
            t.contains("two board sheets (the halves), one piece sheet"),
            "{t}"
        );
        assert!(t.contains("2\u{a0}mm past every edge"), "{t}");
        assert!(t.contains("No line is printed on the edge where the halves meet"));
        let o = Options {
            bleed: 0.0,
            per_side: true,
            ..opts("a4")
        };
        let t = assembly_text(&kit(), &o, &kit().game.look(o.mono), &[]).unwrap();
        assert!(
            t.contains("two piece sheets") && t.contains("the colour stops at them"),
            "{t}"
        );
    }

    /// Every text item of `pages`, in order, joined by spaces: the sentences as printed,
    /// whatever lines they were wrapped onto.
    fn printed(pages: &[&crate::scene::Page]) -> String {
        fn walk(items: &[crate::scene::Item], out: &mut String) {
            for i in items {
                match i {
                    crate::scene::Item::Text(t) => {
                        out.push(' ');
                        out.push_str(&t.text);
                    }
                    crate::scene::Item::Group(g) => walk(&g.items, out),
                    crate::scene::Item::Shape(_)
                    | crate::scene::Item::Use(_)
                    | crate::scene::Item::Image(_) => {}
                }
            }
        }
        let mut out = String::new();
        for p in pages {
            walk(&p.items, &mut out);
        }
        out
    }

    /// The name of a page's sheet kind: the first word of its name.
    fn kind_of(p: &crate::scene::Page) -> String {
        p.name.split('-').next().unwrap_or("").to_string()
    }

    /// Checks the claims of the kit of `k` with `o` against its pages, into `bad`; returns
    /// how its piece sheets are counted in words.
    fn kit_claims(k: &Kit, paper: &str, o: &Options, bad: &mut Vec<String>) -> String {
        use crate::layout::kit::kit_document;
        use crate::layout::CounterShape;
        let (glue_tab, shape, bleed) = (o.glue_tab, o.shape, o.bleed);
        let kind = kind_of;
        let doc = kit_document(k, o).unwrap();
        let of = |what: &str| {
            doc.pages
                .iter()
                .filter(|p| kind(p) == what)
                .collect::<Vec<_>>()
        };
        let (boards, piece_pages) = (of("board"), of("pieces"));
        let text = printed(&of("assembly"));
        let what = format!("{} {paper} {o:?}", k.game.id);
        let mut claim = |ok: bool, why: &str| {
            if !ok {
                bad.push(format!("{what}: {why}"));
            }
        };
        // Which sheets, and how many.
        let nb = boards.len();
        claim(
            text.contains(if nb == 2 {
                "two board sheets"
            } else {
                "one board sheet"
            }),
            "board sheet count",
        );
        claim(
            text.contains(if nb == 2 {
                "Glue each board sheet"
            } else {
                "Glue the board sheet"
            }),
            "glue the board sheet(s)",
        );
        let np = piece_pages.len();
        let pieces = if np == 1 {
            "one piece sheet".to_string()
        } else {
            format!("{} piece sheets", number_word(&k.game, np))
        };
        claim(text.contains(&pieces), &format!("says {pieces}"));
        // The page list names each sheet's pages as they are.
        for (kind_name, words) in [("board", "the board"), ("pieces", "the pieces")] {
            let at: Vec<usize> = doc
                .pages
                .iter()
                .enumerate()
                .filter(|(_, p)| kind(p) == kind_name)
                .map(|(i, _)| i + 1)
                .collect();
            let listed = match at.as_slice() {
                [one] => format!("Page {one}: {words}"),
                [first, second] => format!("Pages {first} and {second}: {words}"),
                [first, .., last] => format!("Pages {first} to {last}: {words}"),
                [] => continue,
            };
            claim(text.contains(&listed), &format!("lists '{listed}'"));
        }
        // The glue tab: offered on every page of a run that has it, and only there.
        let all = printed(&doc.pages.iter().collect::<Vec<_>>());
        if nb == 2 {
            claim(
                text.contains("glue strip") == glue_tab,
                "glue strip on the making-the-set page",
            );
            let half2 = printed(&[boards[1]]);
            claim(
                half2.contains("shaded strip") == glue_tab,
                "half 2 heading and the glue strip",
            );
            claim(all.contains("butt the") != glue_tab, "butting the halves");
        }
        // The piece shape: strips and ticks only for square pieces.
        let square = shape == CounterShape::Square;
        claim(
            text.contains("ticks") == square,
            "ticks for square pieces only",
        );
        claim(
            text.contains("strip") == (square || (glue_tab && nb == 2)),
            "strips",
        );
        claim(
            text.contains("Cut around each circle") != square,
            "circles for round pieces",
        );
        // The bleed.
        let bleed_text = if bleed > 0.0 {
            format!("{bleed}\u{a0}mm past every edge")
        } else {
            "the colour stops at them".to_string()
        };
        claim(text.contains(&bleed_text), "the bleed");
        // Spares: counted in the right number, and what they are for.
        for w in all.split("+ ").skip(1) {
            let mut words = w.split_whitespace();
            let n: usize = words.next().and_then(|n| n.parse().ok()).unwrap_or(0);
            let word = words.next().unwrap_or("");
            claim(
                word == if n == 1 { "spare" } else { "spares" },
                &format!("'+ {n} {word}'"),
            );
        }
        if let Some(f) = &k.game.spares_for {
            claim(
                text.contains(&format!("spares\" are extra pieces, for {f}")),
                "what spares are for",
            );
        }
        claim(
            text.contains("one print run") && !text.contains("boardgen pdf:"),
            "a kit comes out of one print run",
        );
        pieces
    }

    /// Checks a class set's copy of the making-the-set page, on the same paper as the kit
    /// `o` makes: it comes without the set.
    fn class_set_claims(k: &Kit, paper: &str, o: &Options, pieces: &str, bad: &mut Vec<String>) {
        use crate::layout::kit::kit_document;
        let kind = kind_of;
        let what = format!("{} {paper} {o:?}", k.game.id);
        // A class set's copy of the page, on the same paper: it comes without the set.
        let h = Options {
            kit_paper: Some(o.paper.clone()),
            sheets: vec![SheetKind::Rules, SheetKind::Assembly],
            ..o.clone()
        };
        let hdoc = kit_document(k, &h).unwrap();
        let htext = printed(
            &hdoc
                .pages
                .iter()
                .filter(|p| kind(p) == "assembly")
                .collect::<Vec<_>>(),
        );
        let mut hclaim = |ok: bool, why: &str| {
            if !ok {
                bad.push(format!("{what} handout: {why}"));
            }
        };
        hclaim(
            !htext.contains("one print run") && !htext.contains("again with --mono"),
            "a handout is not the set",
        );
        hclaim(
            htext.contains("printed on its own") && !htext.contains("boardgen"),
            "a handout says the set is printed apart, in words, not commands",
        );
        hclaim(htext.contains(pieces), &format!("handout says {pieces}"));
    }

    /// What the making-the-set page and the sheets' own headings claim, checked against the
    /// pages of the same run, for every option that changes those words: the number of board
    /// and piece sheets, the page list, the glue tab, the piece shape, the bleed, the spares,
    /// and a class set's copy of the page (which comes without the set).
    #[test]
    fn every_claim_matches_the_pages_of_its_run() {
        use crate::layout::CounterShape;
        let mut kits: Vec<Kit> = ["camels-and-carpets", "royal-carpet"]
            .iter()
            .map(|id| Kit::builtin(id).unwrap())
            .collect();
        for (name, text) in crate::game::EXAMPLE_TEMPLATES {
            kits.push(Kit::from_bytes(text.as_bytes(), name, None).unwrap());
        }
        let mut bad = Vec::new();
        let mut runs = 0;
        for k in &kits {
            for paper in ["a4", "letter", "a3"] {
                for (mono, shape, glue_tab, bleed, per_side) in [
                    (false, CounterShape::Square, false, 2.0, false),
                    (true, CounterShape::Round, true, 0.0, false),
                    (false, CounterShape::Round, false, 3.0, true),
                    (true, CounterShape::Square, true, 2.0, true),
                ] {
                    let o = Options {
                        mono,
                        shape,
                        glue_tab,
                        bleed,
                        per_side,
                        ..opts(paper)
                    };
                    let pieces = kit_claims(k, paper, &o, &mut bad);
                    runs += 1;
                    class_set_claims(k, paper, &o, &pieces, &mut bad);
                }
            }
        }
        assert!(runs >= 4 * 3 * 4, "{runs}");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// A run of some sheets, or of replacement pieces, says what it made and how to print the
    /// whole set, and calls none of it "one print run".
    /// A kit's run of some sheets gives only the steps for what it printed, numbered from 1.
    #[test]
    fn a_partial_run_gives_only_the_steps_it_needs() {
        let text = "# Make\n\nIntro.\n\n## What is here\n\nX.\n\n## 1. Print\n\nA.\n\n## 2. The board\n\nB.\n\n## 3. The pieces\n\nC.\n\n## 4. Colour\n\nD.\n";
        let all = steps_made(text, &SheetKind::ALL);
        assert_eq!(all, text);
        let pieces = steps_made(text, &[SheetKind::Pieces, SheetKind::Assembly]);
        assert!(
            !pieces.contains("The board") && !pieces.contains("B."),
            "{pieces}"
        );
        assert!(pieces.contains("## 2. The pieces\n\nC."), "{pieces}");
        assert!(pieces.contains("## 3. Colour"), "{pieces}");
        let board = steps_made(text, &[SheetKind::Board, SheetKind::Assembly]);
        assert!(
            board.contains("## 2. The board") && !board.contains("C."),
            "{board}"
        );
        for lang in ["en", "fr", "de", "es", "nl"] {
            let mut game = crate::game::Game::builtin("royal-carpet").unwrap();
            game.print = crate::lang::Lang::parse(lang).unwrap();
            let text = assembly_markup(&game);
            let alone = steps_made(text, &[SheetKind::Rules, SheetKind::Assembly]);
            assert_eq!(alone, text, "{lang}: the page alone keeps every step");
            let pieces = steps_made(text, &[SheetKind::Pieces, SheetKind::Assembly]);
            assert!(!pieces.contains("{glue_board}"), "{lang}: {pieces}");
            assert!(pieces.contains("{glue_pieces}"), "{lang}: {pieces}");
            assert!(
                pieces.contains("## 2. ") && !pieces.contains("## 4. "),
                "{lang}"
            );
        }
    }

    #[test]
    fn a_partial_run_says_what_it_made() {
        use crate::layout::kit::kit_document;
        let mut bad = Vec::new();
        let mut runs = 0;
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            let first_piece = k.game.pieces[0].id.clone();
            let selections = [
                Selection::default(),
                Selection {
                    side: Some(1),
                    pieces: vec![],
                },
                Selection {
                    side: None,
                    pieces: vec![(first_piece, 3)],
                },
            ];
            for mask in 0..8 {
                for selection in &selections {
                    let sheets: Vec<SheetKind> = SheetKind::ALL
                        .into_iter()
                        .enumerate()
                        .filter(|&(i, k)| k == SheetKind::Assembly || mask & (1 << i) != 0)
                        .map(|(_, k)| k)
                        .collect();
                    if selection.is_partial() && !sheets.contains(&SheetKind::Pieces) {
                        continue; // refused on the command line
                    }
                    let o = Options {
                        sheets: sheets.clone(),
                        selection: selection.clone(),
                        ..opts("a4")
                    };
                    let doc = kit_document(&k, &o).unwrap();
                    let count = |what: &str| {
                        doc.pages
                            .iter()
                            .filter(|p| p.name.split('-').next() == Some(what))
                            .count()
                    };
                    let text = printed(
                        &doc.pages
                            .iter()
                            .filter(|p| p.name.starts_with("assembly"))
                            .collect::<Vec<_>>(),
                    );
                    // The rules are not part of the set's print run: the text does not count them.
                    let whole = sheets.contains(&SheetKind::Board)
                        && sheets.contains(&SheetKind::Pieces)
                        && !selection.is_partial();
                    let what = format!("{id} {sheets:?} {selection:?}");
                    let mut claim = |ok: bool, why: &str| {
                        if !ok {
                            bad.push(format!("{what}: {why}"));
                        }
                    };
                    runs += 1;
                    claim(text.contains("one print run") == whole, "one print run");
                    if whole {
                        continue;
                    }
                    let made = text
                        .split("This run made only ")
                        .nth(1)
                        .and_then(|t| t.split(". ").next())
                        .unwrap_or("");
                    claim(!made.is_empty(), "says what the run made");
                    let (nb, np, nr) = (count("board"), count("pieces"), count("rules"));
                    claim(made.contains("board sheet") == (nb > 0), "board sheets");
                    claim(made.contains("the rules") == (nr > 0), "the rules");
                    let pieces = match (np, selection.is_partial()) {
                        (0, _) => None,
                        (1, true) => Some("one sheet of replacement pieces".to_string()),
                        (n, true) => Some(format!(
                            "{} sheets of replacement pieces",
                            number_word(&k.game, n)
                        )),
                        (1, false) => Some("one piece sheet".to_string()),
                        (n, false) => Some(format!("{} piece sheets", number_word(&k.game, n))),
                    };
                    match pieces {
                        Some(p) => claim(made.contains(&p), &format!("says {p}")),
                        None => claim(!made.contains("piece"), "no piece sheets"),
                    }
                    for (opt, on) in [
                        ("--sheets", sheets.len() < 4),
                        ("--side", selection.side.is_some()),
                        ("--pieces", !selection.pieces.is_empty()),
                    ] {
                        let named = text
                            .split("Without ")
                            .nth(1)
                            .and_then(|t| t.split(',').next())
                            .is_some_and(|t| t.contains(opt));
                        claim(named == on, &format!("names {opt} when it was given"));
                    }
                    claim(
                        text.contains("boardgen pdf makes the whole set"),
                        "says how to print the whole set",
                    );
                }
            }
        }
        assert!(runs > 2 * 8, "{runs}");
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
}
