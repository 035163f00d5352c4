//! Layout: games and options in, a millimetre-exact [`Document`] out. Pure: no I/O.

pub mod board;
pub mod diagram;
pub mod marks;
pub mod pieces;
pub mod text;

use crate::game::{Game, Palette, Split};
use crate::kit::Kit;
use crate::paper::{safe_area, Orientation, Paper};
use crate::scene::{Document, Item, Page, Path};
use crate::units::{Point, Rect, Size};

use board::{Part, PartGeometry};
use marks::CROP_REACH;

/// Smallest board square, mm: smaller boards are too fiddly to play on.
pub const MIN_SQUARE: f64 = 10.0;
/// Largest board square considered, mm.
pub const MAX_SQUARE: f64 = 200.0;
/// Smallest safe margin, mm: home printers cannot print closer to the edge.
pub const MIN_MARGIN: f64 = 5.0;
/// Gap between blocks of a sheet, mm.
const GAP: f64 = 3.0;

/// Validated layout choices.
#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    /// The paper, in either orientation.
    pub paper: Paper,
    /// Safe margin on every side, mm.
    pub margin: f64,
    /// Board square side, mm; None for the largest that fits.
    pub square: Option<f64>,
    /// Black-and-white palette instead of colour.
    pub mono: bool,
    /// Add a glue tab to the first board half.
    pub glue_tab: bool,
    /// Outline of the counters on piece sheets.
    pub shape: pieces::CounterShape,
    /// Spare pieces per side.
    pub spares: pieces::Spares,
    /// Which sheets to make, in kit order.
    pub sheets: Vec<SheetKind>,
    /// The paper the kit itself is printed on, when handouts are laid out on smaller pages
    /// (two to a sheet): the making-the-set page describes the kit on this paper.
    pub kit_paper: Option<Paper>,
}

/// The kinds of sheet a kit is made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum SheetKind {
    /// The board, in parts.
    Board,
    /// The piece sheets.
    Pieces,
    /// The rules handout, with diagrams.
    Rules,
    /// How to make the set.
    Assembly,
}

impl SheetKind {
    /// Every kind, in kit order: each handout after the sheets it describes.
    pub const ALL: [SheetKind; 4] = [
        SheetKind::Board,
        SheetKind::Pieces,
        SheetKind::Rules,
        SheetKind::Assembly,
    ];

    /// The name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            SheetKind::Board => "board",
            SheetKind::Pieces => "pieces",
            SheetKind::Rules => "rules",
            SheetKind::Assembly => "assembly",
        }
    }
}

impl Default for Options {
    /// A4, 10 mm margin, largest square, colour, square counters, template spares, every sheet.
    fn default() -> Self {
        Options {
            paper: Paper::parse("a4").expect("a4 is known"),
            margin: 10.0,
            square: None,
            mono: false,
            glue_tab: false,
            shape: pieces::CounterShape::Square,
            spares: pieces::Spares::default(),
            sheets: SheetKind::ALL.to_vec(),
            kit_paper: None,
        }
    }
}

impl Options {
    /// `mono` or `colour`, as used in titles and file names.
    pub fn variant(&self) -> &'static str {
        if self.mono {
            "mono"
        } else {
            "colour"
        }
    }
}

/// Layout requests that cannot be met.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LayoutError {
    /// The chosen square makes a board part larger than the paper's safe area.
    #[error("--square {square} mm does not fit: on {paper} with a {margin} mm margin the largest square that fits is {largest} mm")]
    SquareTooLarge {
        /// Requested square, mm.
        square: f64,
        /// Largest that fits, mm.
        largest: f64,
        /// Paper description.
        paper: String,
        /// Margin, mm.
        margin: f64,
    },
    /// Not even the smallest square fits.
    #[error(
        "{paper} with a {margin} mm margin is too small for a board with {MIN_SQUARE} mm squares"
    )]
    PaperTooSmall {
        /// Paper description.
        paper: String,
        /// Margin, mm.
        margin: f64,
    },
    /// Not even one piece fits the page.
    #[error("{paper} with a {margin} mm margin is too small for {size} mm pieces")]
    PiecesTooLarge {
        /// Paper description.
        paper: String,
        /// Margin, mm.
        margin: f64,
        /// Piece size, mm.
        size: f64,
    },
    /// A handout diagram that cannot be drawn.
    #[error("{game} handout: {message}")]
    Handout {
        /// The game.
        game: String,
        /// What is wrong.
        message: String,
    },
    /// `--spares NAME=N` names no spare-able piece.
    #[error("--spares: '{name}' is not a piece with spares in {game}; use {allowed}")]
    UnknownSpare {
        /// The name given.
        name: String,
        /// The game.
        game: String,
        /// Names that would work.
        allowed: String,
    },
}

/// A laid-out page waiting for its footer (which needs the page count).
struct Sheet {
    page: Page,
    label: String,
    ink: crate::scene::Color,
}

/// The frame every sheet shares: the safe area, and the content area between the heading
/// and the calibration ruler.
fn content_area(safe: Rect) -> Rect {
    let top = safe.y + marks::HEADING_HEIGHT + GAP;
    let bottom = safe.bottom() - marks::footer_height() - GAP - marks::ruler_height(safe.w) - GAP;
    Rect::new(safe.x, top, safe.w, (bottom - top).max(0.0))
}

/// Starts a sheet: heading at the top and the ruler at the bottom of the safe area.
fn sheet(name: &str, size: Size, margin: f64, title: &str, subtitle: &str, pal: &Palette) -> Page {
    let safe = safe_area(size, margin);
    let mut items = marks::heading(safe, title, subtitle, pal.ink);
    let ruler_top = safe.bottom() - marks::footer_height() - GAP - marks::ruler_height(safe.w);
    items.extend(marks::ruler(Point::new(safe.x, ruler_top), safe.w, pal.ink));
    Page {
        name: name.to_string(),
        size,
        trim: safe,
        safe,
        items,
    }
}

/// Adds "game · sheet" and "page n of N" footers once every page is known.
fn finish(title: String, sheets: Vec<Sheet>, symbols: Vec<crate::scene::Symbol>) -> Document {
    let n = sheets.len();
    let pages = sheets
        .into_iter()
        .enumerate()
        .map(|(i, mut s)| {
            let safe = s.page.safe;
            s.page
                .items
                .extend(marks::footer(safe, &s.label, i + 1, n, s.ink));
            s.page
        })
        .collect();
    Document {
        title,
        pages,
        symbols,
    }
}

/// True when every part fits the content area of a sheet of `size` at square `s`.
fn parts_fit(game: &Game, parts: &[Part], s: f64, size: Size, margin: f64) -> bool {
    let area = content_area(safe_area(size, margin));
    parts.iter().all(|p| {
        let g = PartGeometry::new(game, p, s);
        g.trim.w + 2.0 * CROP_REACH <= area.w && g.trim.h + 2.0 * CROP_REACH <= area.h
    })
}

/// Largest square (whole or half mm) at which every part fits, or None.
fn largest_square(game: &Game, parts: &[Part], size: Size, margin: f64) -> Option<f64> {
    let steps = (MIN_SQUARE * 2.0) as u32..=(MAX_SQUARE * 2.0) as u32;
    steps
        .rev()
        .map(|h| h as f64 / 2.0)
        .find(|&s| parts_fit(game, parts, s, size, margin))
}

/// The orientation that allows the larger square for `parts`, with that square.
fn best_orientation(game: &Game, parts: &[Part], opts: &Options) -> Option<(Size, f64)> {
    [Orientation::Portrait, Orientation::Landscape]
        .into_iter()
        .filter_map(|o| {
            let size = opts.paper.oriented(o);
            largest_square(game, parts, size, opts.margin).map(|s| (size, s))
        })
        .fold(None, |acc: Option<(Size, f64)>, c| match acc {
            Some(a) if a.1 >= c.1 => Some(a),
            _ => Some(c),
        })
}

/// How a board is printed in this run: its parts, the sheet size and the square.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardPlan {
    /// One part (whole board) or two halves.
    pub parts: Vec<Part>,
    /// The sheet, oriented.
    pub paper: Size,
    /// Square side, mm.
    pub square: f64,
}

/// Decides square size and split. The square is `--square`, else the template's preferred
/// size, else the largest at which the halves fit (never more than that). A board that may be
/// whole (`split = "auto"`) is printed on one page when it fits at that square.
pub fn board_plan(game: &Game, opts: &Options) -> Result<BoardPlan, LayoutError> {
    let halves = board::halves(game, opts.glue_tab);
    let (half_paper, largest) =
        best_orientation(game, &halves, opts).ok_or_else(|| LayoutError::PaperTooSmall {
            paper: opts.paper.to_string(),
            margin: opts.margin,
        })?;
    let square = match (opts.square, game.board.square) {
        (Some(s), _) if s > largest => {
            return Err(LayoutError::SquareTooLarge {
                square: s,
                largest,
                paper: opts.paper.to_string(),
                margin: opts.margin,
            })
        }
        (Some(s), _) => s,
        (None, Some(pref)) => pref.min(largest),
        (None, None) => largest,
    };
    if game.board.split == Split::Auto {
        let whole = board::whole(game);
        if let Some((paper, fits)) = best_orientation(game, &whole, opts) {
            if square <= fits {
                return Ok(BoardPlan {
                    parts: whole,
                    paper,
                    square,
                });
            }
        }
    }
    Ok(BoardPlan {
        parts: halves,
        paper: half_paper,
        square,
    })
}

/// The square size this run's boards use.
pub fn board_square(game: &Game, opts: &Options) -> Result<f64, LayoutError> {
    board_plan(game, opts).map(|p| p.square)
}

/// The board sheets of a game: one page per board part.
fn board_sheets(game: &Game, opts: &Options) -> Result<Vec<Sheet>, LayoutError> {
    let pal = if opts.mono { &game.mono } else { &game.colour };
    let BoardPlan {
        parts,
        paper: size,
        square,
    } = board_plan(game, opts)?;
    let sheets = parts
        .iter()
        .map(|part| {
            let (label, name, subtitle) = if part.count == 1 {
                (
                    "board".to_string(),
                    "board".to_string(),
                    format!(
                        "Ranks 1–{} with {}, {square} mm squares. Paste on card and cut on the crop marks.",
                        game.board.ranks,
                        if game.board.endzone > 0.0 { "both endzones" } else { "its frame" }
                    ),
                )
            } else {
                let (side, edge, other) = if part.outer_bottom {
                    (&game.sides[0].name, "top", part.index + 2)
                } else {
                    (&game.sides[1].name, "bottom", part.index)
                };
                // The endzone on this half is the other side's, beyond this side's home rank.
                let zones = if game.board.endzone > 0.0 {
                    let owner = if part.outer_bottom { &game.sides[1].name } else { &game.sides[0].name };
                    format!(" and {owner}'s endzone")
                } else {
                    String::new()
                };
                let join = if part.tab_top {
                    format!("glue half {other} over the shaded strip")
                } else {
                    format!("butt the {edge} edge against half {other}")
                };
                (
                    format!("board, half {} of {}", part.index + 1, part.count),
                    format!("board-half-{}", part.index + 1),
                    format!(
                        "Ranks {}–{}{zones} ({side}'s side), {square} mm squares. Paste on card, cut on the crop marks, then {join}.",
                        part.ranks.start + 1,
                        part.ranks.end,
                    ),
                )
            };
            let title = format!("{} — {label}", game.name);
            let mut page = sheet(&name, size, opts.margin, &title, &subtitle, pal);
            let geo = PartGeometry::new(game, part, square);
            let area = content_area(page.safe);
            let origin = Point::new(
                area.x + (area.w - geo.trim.w) / 2.0,
                area.y + (area.h - geo.trim.h) / 2.0,
            );
            page.items
                .extend(board::draw_part(game, opts.mono, part, &geo, origin));
            page.trim = Rect::new(origin.x, origin.y, geo.trim.w, geo.trim.h);
            page.items.extend(marks::crop_marks(page.trim, pal.line));
            Sheet {
                page,
                label: format!("{} · {label} · {}", game.name, opts.variant()),
                ink: pal.ink,
            }
        })
        .collect();
    Ok(sheets)
}

/// The piece sheets of a game, and the counter symbols they place.
fn piece_sheets(
    kit: &Kit,
    opts: &Options,
    symbol_base: usize,
) -> Result<(Vec<Sheet>, Vec<crate::scene::Symbol>), LayoutError> {
    let game = &kit.game;
    let pal = if opts.mono { &game.mono } else { &game.colour };
    let square = board_square(game, opts)?;
    let size = pieces::piece_size(square);
    let cell = pieces::cell_size(size, opts.shape);
    let blocks = pieces::blocks(game, &opts.spares, opts.mono);
    // The orientation that needs fewer pages; portrait on a tie.
    let (size_paper, pages) = [Orientation::Portrait, Orientation::Landscape]
        .into_iter()
        .filter_map(|o| {
            let paper = opts.paper.oriented(o);
            let area = content_area(safe_area(paper, opts.margin));
            pieces::flow(&blocks, area, cell).map(|p| (paper, p))
        })
        .min_by_key(|(_, p)| p.len())
        .ok_or_else(|| LayoutError::PiecesTooLarge {
            paper: opts.paper.to_string(),
            margin: opts.margin,
            size,
        })?;
    let n = pages.len();
    let per_side = game.pieces.len();
    let index = |side: usize, piece: usize| symbol_base + side * per_side + piece;
    let first = &game.sides[0];
    let first_label = if opts.mono {
        &first.mono.label
    } else {
        &first.colour.label
    };
    let how = match opts.shape {
        pieces::CounterShape::Square => "cut along the lines (a paper trimmer makes it quick)",
        pieces::CounterShape::Round => "cut around the circles",
    };
    let sheets = pages
        .iter()
        .enumerate()
        .map(|(i, placed)| {
            let label = if n == 1 { "pieces".to_string() } else { format!("pieces, sheet {} of {n}", i + 1) };
            let title = format!("{} — {label}", game.name);
            let subtitle = format!(
                "Paste on card, then {how}. Each piece fits a board square of {square} mm. {} ({first_label}) moves first.",
                first.name
            );
            let name = format!("pieces-{}", i + 1);
            let mut page = sheet(&name, size_paper, opts.margin, &title, &subtitle, pal);
            let mut trim: Option<Rect> = None;
            for p in placed {
                page.items.extend(pieces::draw(p, &index, size, opts.shape, pal.line, pal.ink, page.safe.w));
                trim = Some(trim.map_or(p.grid, |t| t.union(&p.grid)));
            }
            if let Some(t) = trim {
                page.trim = t;
            }
            Sheet {
                page,
                label: format!("{} · {label} · {}", game.name, opts.variant()),
                ink: pal.ink,
            }
        })
        .collect();
    Ok((sheets, pieces::symbols(kit, size, opts.shape, opts.mono)))
}

/// Fills `{name}` variables of the assembly text from the kit and options.
fn assembly_text(kit: &Kit, opts: &Options) -> Result<String, LayoutError> {
    let game = &kit.game;
    let on_kit_paper = Options {
        paper: opts.kit_paper.clone().unwrap_or_else(|| opts.paper.clone()),
        ..opts.clone()
    };
    let plan = board_plan(game, &on_kit_paper)?;
    let halves = plan.parts.len() > 1;
    let board_sheets = if halves {
        "two board sheets (the halves)"
    } else {
        "one board sheet"
    };
    let board_steps = match (halves, opts.glue_tab) {
        (false, _) => "The board is on a single sheet, ready to mount.".to_string(),
        (true, true) => "Half 1 has a shaded glue strip beyond its joining edge: glue half 2 over the strip, its edge on the line, with the half-diamonds meeting as whole diamonds.".to_string(),
        (true, false) => "Lay the two halves edge to edge: the half-diamonds on their joining edges make whole diamonds when they line up. Tape them together on the back.".to_string(),
    };
    let cut_pieces = match opts.shape {
        pieces::CounterShape::Square => "Cut along the straight lines. The ticks outside each grid line up with every cut, so a paper trimmer takes a whole row at once.",
        pieces::CounterShape::Round => "Cut around each circle; cut the sheet into strips first to make it quicker.",
    };
    let sides: Vec<String> = game
        .sides
        .iter()
        .map(|s| {
            let st = if opts.mono { &s.mono } else { &s.colour };
            if st.label.eq_ignore_ascii_case(&s.name) {
                s.name.clone()
            } else {
                format!("{} — {}", s.name, st.label)
            }
        })
        .collect();
    let (variant, note) = if opts.mono {
        ("black-and-white", "It uses greys only, with light hatching instead of solid black to save ink; the two sides differ by pattern, not colour.")
    } else {
        ("colour", "The two sides differ in lightness as well as colour, so they stay apart for colour-blind players and on a greyscale copy. For a black-and-white printer, make the set again with --mono.")
    };
    let text = crate::kit::builtin_text("assembly.md").expect("assembly text is built in");
    Ok(text
        .replace("{game}", &game.name)
        .replace("{board_sheets}", board_sheets)
        .replace("{piece_sheets}", "the piece sheets")
        .replace("{board_steps}", &board_steps)
        .replace("{cut_pieces}", cut_pieces)
        .replace("{sides}", &sides.join("; "))
        .replace("{variant}", variant)
        .replace("{variant_note}", note))
}

/// A handout: `text` in the markup of [`text::parse`], flowed onto portrait pages with its
/// diagrams; returns the sheets and the diagram counters it places.
fn handout_sheets(
    kit: &Kit,
    opts: &Options,
    kind: SheetKind,
    text: &str,
    symbol_base: usize,
) -> Result<(Vec<Sheet>, Vec<crate::scene::Symbol>), LayoutError> {
    let game = &kit.game;
    let pal = if opts.mono { &game.mono } else { &game.colour };
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
    let area = content_area(safe);
    let sq = diagram::square_for(game, area.w);
    let size = sq * pieces::PIECE_FILL;
    let has_diagrams = blocks.iter().any(|b| matches!(b, text::Block::Diagram(..)));
    let mut symbols = if has_diagrams {
        pieces::symbols(kit, size, pieces::CounterShape::Round, opts.mono)
    } else {
        Vec::new()
    };
    for s in &mut symbols {
        s.name = format!("diagram-{}", s.name);
    }
    let per_side = game.pieces.len();
    let index = |side: usize, piece: usize| symbol_base + side * per_side + piece;
    let failure = std::cell::RefCell::new(None);
    let draw = |spec: &str| match diagram::parse(game, spec) {
        Ok(sp) => diagram::draw(game, opts.mono, &sp, sq, size, &index),
        Err(e) => {
            failure.borrow_mut().get_or_insert(e);
            text::Drawn {
                items: Vec::new(),
                size: Size { w: 1.0, h: 1.0 },
            }
        }
    };
    let pages = text::Flow::new(area, pal.ink, &draw).run(&blocks);
    if let Some(message) = failure.into_inner() {
        return Err(LayoutError::Handout {
            game: game.name.clone(),
            message,
        });
    }
    let n = pages.len();
    let what = match kind {
        SheetKind::Rules => "rules",
        _ => "making the set",
    };
    let sheets = pages
        .into_iter()
        .enumerate()
        .map(|(i, items)| {
            let label = if n == 1 {
                what.to_string()
            } else {
                format!("{what}, page {} of {n}", i + 1)
            };
            let subtitle = format!("{} · {label}", game.name);
            let mut page = sheet(
                &format!("{}-{}", kind.name(), i + 1),
                paper,
                opts.margin,
                &title,
                &subtitle,
                pal,
            );
            page.items.extend(items);
            Sheet {
                page,
                label: format!("{} · {label} · {}", game.name, opts.variant()),
                ink: pal.ink,
            }
        })
        .collect();
    Ok((sheets, symbols))
}

/// Checks that every `--spares NAME=N` names a spare-able piece of at least one of `games`.
pub fn check_spares(spares: &pieces::Spares, games: &[&Game]) -> Result<(), LayoutError> {
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

/// A game's kit: the chosen sheets in kit order, as one document.
pub fn kit_document(kit: &Kit, opts: &Options) -> Result<Document, LayoutError> {
    let mut sheets = Vec::new();
    let mut symbols = Vec::new();
    for kind in SheetKind::ALL {
        if !opts.sheets.contains(&kind) {
            continue;
        }
        match kind {
            SheetKind::Board => sheets.extend(board_sheets(&kit.game, opts)?),
            SheetKind::Pieces => {
                let (s, sy) = piece_sheets(kit, opts, symbols.len())?;
                sheets.extend(s);
                symbols.extend(sy);
            }
            SheetKind::Rules | SheetKind::Assembly => {
                let text = match kind {
                    SheetKind::Rules => match &kit.rules {
                        Some(t) => t.clone(),
                        None => continue,
                    },
                    _ => assembly_text(kit, opts)?,
                };
                let (s, sy) = handout_sheets(kit, opts, kind, &text, symbols.len())?;
                sheets.extend(s);
                symbols.extend(sy);
            }
        }
    }
    Ok(finish(
        format!("{} — {} kit", kit.game.name, opts.variant()),
        sheets,
        symbols,
    ))
}

/// How many copies of a handout a class set holds, and how many to a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClassSet {
    /// Copies of every page, 1 to 200.
    pub copies: usize,
    /// Handout pages per sheet: 1, or 2 side by side on a sheet of twice the size.
    pub n_up: usize,
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
    let Document {
        title,
        pages,
        mut symbols,
    } = doc;
    let base = symbols.len();
    for p in &pages {
        symbols.push(crate::scene::Symbol {
            name: format!("page-{}", p.name),
            items: p.items.clone(),
        });
    }
    let mut out = Vec::new();
    if set.n_up == 2 {
        let sheet = paper.oriented(Orientation::Landscape);
        let half = sheet.w / 2.0;
        for s in 0..set.copies.div_ceil(2) {
            for (k, p) in pages.iter().enumerate() {
                let uses = [0.0, half].map(|x| {
                    Item::Use(crate::scene::Use {
                        symbol: base + k,
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
                    trim: safe,
                    safe,
                    items: uses.into_iter().chain([cut]).collect(),
                });
            }
        }
    } else {
        for c in 0..set.copies {
            for (k, p) in pages.iter().enumerate() {
                out.push(Page {
                    name: format!("copy-{}-{}", c + 1, p.name),
                    items: vec![Item::Use(crate::scene::Use {
                        symbol: base + k,
                        transform: crate::units::Transform::identity(),
                    })],
                    ..p.clone()
                });
            }
        }
    }
    Document {
        title,
        pages: out,
        symbols,
    }
}

/// Only the board sheets of a game.
pub fn board_document(game: &Game, opts: &Options) -> Result<Document, LayoutError> {
    let sheets = board_sheets(game, opts)?;
    Ok(finish(
        format!("{} — board ({})", game.name, opts.variant()),
        sheets,
        Vec::new(),
    ))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::units::pt;

    fn opts(paper: &str) -> Options {
        Options {
            paper: Paper::parse(paper).unwrap(),
            ..Options::default()
        }
    }

    fn game() -> Game {
        Game::builtin("camels-and-carpets").unwrap()
    }

    #[test]
    fn everything_inside_the_safe_area_on_every_paper() {
        for paper in ["a4", "letter", "a3", "legal", "130x160", "300x200"] {
            for (mono, tab) in [(false, false), (true, true)] {
                let o = Options {
                    mono,
                    glue_tab: tab,
                    ..opts(paper)
                };
                let doc = board_document(&game(), &o).unwrap();
                assert_eq!(doc.pages.len(), 2);
                let rc = Game::builtin("royal-carpet").unwrap();
                let rc_doc = board_document(&rc, &o).unwrap();
                for page in doc.pages.iter().chain(&rc_doc.pages) {
                    let doc = if doc.pages.contains(page) {
                        &doc
                    } else {
                        &rc_doc
                    };
                    assert!(page.safe.contains(&page.trim));
                    for (item, b) in page_bounds(doc, page) {
                        assert!(
                            page.safe.contains(&b),
                            "{paper} {}: {item:?} at {b:?} outside {:?}",
                            page.name,
                            page.safe
                        );
                    }
                }
            }
        }
    }

    fn kit() -> Kit {
        Kit::builtin("camels-and-carpets").unwrap()
    }

    fn check_inside_safe_area(doc: &Document, what: &str) {
        for page in &doc.pages {
            assert!(page.safe.contains(&page.trim), "{what} {}", page.name);
            for (item, b) in page_bounds(doc, page) {
                assert!(
                    page.safe.contains(&b),
                    "{what} {}: {item:?} at {b:?} outside {:?}",
                    page.name,
                    page.safe
                );
            }
        }
    }

    #[test]
    fn piece_sheets_hold_every_piece_once_without_overlap_on_every_paper() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            piece_sheets_of(&Kit::builtin(id).unwrap());
        }
    }

    fn piece_sheets_of(k: &Kit) {
        use pieces::CounterShape::{Round, Square};
        for paper in ["a4", "letter", "a3", "legal", "150x200", "400x300"] {
            for (n, shape, mono) in [
                (0, Square, false),
                (4, Round, true),
                (8, Square, true),
                (8, Round, false),
            ] {
                let o = Options {
                    mono,
                    shape,
                    spares: pieces::Spares {
                        all: Some(n),
                        per_piece: vec![],
                    },
                    sheets: vec![SheetKind::Pieces],
                    ..opts(paper)
                };
                let what = format!("{} {paper} {n} {shape:?} mono={mono}", k.game.id);
                let doc = kit_document(k, &o).unwrap();
                check_inside_safe_area(&doc, &what);
                let square = board_square(&k.game, &o).unwrap();
                let size = pieces::piece_size(square);
                // Count placed counters per (side, piece) and collect their boxes.
                let mut seen = std::collections::BTreeMap::new();
                for page in &doc.pages {
                    let mut boxes: Vec<Rect> = Vec::new();
                    for item in &page.items {
                        if let Item::Use(u) = item {
                            *seen
                                .entry(doc.symbols[u.symbol].name.clone())
                                .or_insert(0u32) += 1;
                            let r = Rect::new(u.transform.e, u.transform.f, size, size);
                            assert!(
                                boxes.iter().all(|b| !b.overlaps(&r)),
                                "{what}: overlap at {r:?}"
                            );
                            boxes.push(r);
                        }
                    }
                }
                for (s, _) in k.game.sides.iter().enumerate() {
                    for (p, piece) in k.game.pieces.iter().enumerate() {
                        let want = piece.count + if piece.spares { n } else { 0 };
                        let got = seen
                            .get(&pieces::symbol_name(&k.game, s, p))
                            .copied()
                            .unwrap_or(0);
                        assert_eq!(got, want, "{what}: side {s} {}", piece.id);
                    }
                }
                // Every counter, drawn, fits inside one board square.
                for sym in &doc.symbols {
                    let mut b: Option<Rect> = None;
                    crate::scene::visit(
                        &doc,
                        &sym.items,
                        crate::units::Transform::identity(),
                        &mut |i, t| {
                            if let Some(r) = crate::scene::leaf_bounds(i, &t) {
                                b = Some(b.map_or(r, |x| x.union(&r)));
                            }
                        },
                    );
                    let b = b.unwrap();
                    assert!(
                        b.w <= square * pieces::PIECE_FILL + 1e-9
                            && b.h <= square * pieces::PIECE_FILL + 1e-9,
                        "{what}: {b:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn royal_carpet_fits_or_splits_by_paper() {
        let rc = Kit::builtin("royal-carpet").unwrap();
        let g = &rc.game;
        for (paper, square, parts) in [
            ("a4", None, 2),
            ("letter", None, 2),
            ("a3", None, 1),
            ("legal", None, 2),
            ("a4", Some(19.0), 1),
            ("a3", Some(36.0), 2),
        ] {
            let o = Options {
                square,
                ..opts(paper)
            };
            let plan = board_plan(g, &o).unwrap();
            let want_square = square.unwrap_or(28.0);
            assert_eq!(plan.square, want_square, "{paper}");
            assert_eq!(plan.parts.len(), parts, "{paper} {square:?}");
            // Split exactly when the whole board does not fit at that square.
            let whole = board::whole(g);
            let whole_fits = [Orientation::Portrait, Orientation::Landscape]
                .into_iter()
                .any(|or| parts_fit(g, &whole, plan.square, o.paper.oriented(or), o.margin));
            assert_eq!(parts == 1, whole_fits, "{paper} {square:?}");
            let doc = kit_document(&rc, &o).unwrap();
            check_inside_safe_area(&doc, paper);
            let boards = doc
                .pages
                .iter()
                .filter(|p| p.name.starts_with("board"))
                .count();
            assert_eq!(boards, parts);
        }
        // Camels and Carpets always prints halves, even where the whole board would fit.
        let cc = kit();
        let o = Options {
            square: Some(15.0),
            ..opts("a3")
        };
        assert_eq!(board_plan(&cc.game, &o).unwrap().parts.len(), 2);
    }

    #[test]
    fn kit_puts_board_before_pieces_and_numbers_pages() {
        let doc = kit_document(&kit(), &opts("a4")).unwrap();
        let names: Vec<&str> = doc.pages.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "board-half-1",
                "board-half-2",
                "pieces-1",
                "pieces-2",
                "rules-1",
                "rules-2",
                "rules-3",
                "assembly-1"
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
        assert_eq!(only.pages.len(), 2);
    }

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
            },
            &paper,
            10.0,
            line,
        );
        assert_eq!(two.pages.len(), 15 * pages);
        let odd = class_set(doc, ClassSet { copies: 7, n_up: 2 }, &paper, 10.0, line);
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

    #[test]
    fn unknown_spare_names_are_refused() {
        let spares = pieces::Spares {
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
        let ok = pieces::Spares {
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
            shape: pieces::CounterShape::Round,
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
            for (mono, shape) in [
                (true, pieces::CounterShape::Round),
                (false, pieces::CounterShape::Square),
            ] {
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

    #[test]
    fn default_square_is_the_largest_half_mm_that_fits() {
        let g = game();
        let o = opts("a4");
        let s = board_square(&g, &o).unwrap();
        assert_eq!(s * 2.0, (s * 2.0).round());
        let parts = board::halves(&g, false);
        let land = o.paper.oriented(Orientation::Landscape);
        let port = o.paper.oriented(Orientation::Portrait);
        assert!(parts_fit(&g, &parts, s, land, 10.0) || parts_fit(&g, &parts, s, port, 10.0));
        assert!(
            !parts_fit(&g, &parts, s + 0.5, land, 10.0)
                && !parts_fit(&g, &parts, s + 0.5, port, 10.0)
        );
        assert!(s >= 25.0, "a4 should allow a roomy board, got {s}");
    }

    #[test]
    fn too_large_square_names_the_largest() {
        let o = Options {
            square: Some(100000.0),
            ..opts("a4")
        };
        let e = board_document(&game(), &o).unwrap_err();
        let largest = board_square(&game(), &opts("a4")).unwrap();
        assert_eq!(
            e,
            LayoutError::SquareTooLarge {
                square: 100000.0,
                largest,
                paper: "a4 (210x297 mm)".into(),
                margin: 10.0
            }
        );
        assert!(e
            .to_string()
            .contains(&format!("largest square that fits is {largest} mm")));
    }

    #[test]
    fn chosen_square_is_used_exactly() {
        let o = Options {
            square: Some(22.5),
            ..opts("letter")
        };
        let doc = board_document(&game(), &o).unwrap();
        let geo = PartGeometry::new(&game(), &board::halves(&game(), false)[0], 22.5);
        assert!((doc.pages[0].trim.w - geo.trim.w).abs() < 1e-9);
        assert!((geo.grid.w - 8.0 * 22.5).abs() < 1e-9);
    }

    #[test]
    fn mono_pages_use_greys_only() {
        let o = Options {
            mono: true,
            glue_tab: true,
            ..opts("a4")
        };
        let doc = board_document(&game(), &o).unwrap();
        for p in &doc.pages {
            for c in crate::scene::page_colors(&doc, p) {
                assert!(c.is_grey(), "{c} on {}", p.name);
            }
        }
    }

    #[test]
    fn halves_share_square_size_and_width() {
        let doc = board_document(&game(), &opts("legal")).unwrap();
        let (a, b) = (&doc.pages[0], &doc.pages[1]);
        assert_eq!(a.size, b.size);
        assert!((a.trim.w - b.trim.w).abs() < 1e-9);
        assert!((a.trim.h - b.trim.h).abs() < 1e-9);
    }
}
