//! Piece sheets with backs: fold-over sheets (each page's fronts beside their backs, mirrored
//! across a fold line that allows for the card's thickness) and duplex sheets (a page of
//! backs after each piece page, mirrored for the edge the printer turns the sheet over and
//! moved by the printer's offset). Only the fronts are cut: the backs carry no cut lines,
//! ticks or marks, and their colour runs past every cut edge.
// Every match over a sheet kind, document, encoding, product or cut output names each
// case, so a new one is a compile error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use crate::art::Art;
use crate::game::{Back, Game, Look};
use crate::kit::Kit;
use crate::lang::{Lang, Shipped};
use crate::scene::{Group, Item, Path, Stroke, SymbolId, SymbolRange, Symbols, Tag, Use};
use crate::units::{fmt_num, Point, Rect, Size, Transform};

use super::calibration;
use super::marks;
use super::options::{Backs, Duplex, LayoutError, Options};
use super::pieces::{self, Counters, Fronts, Laid, PiecePage};
use super::sheet::{back_sheet, heading_overhang, Sheet};

/// Clear paper between the fronts' frame (their bleed and ticks) and the fold line, mm.
pub const FOLD_CLEAR: f64 = 1.5;
/// The fold line's dashes, mm.
const FOLD_DASH: [f64; 2] = [3.0, 1.5];

/// A fold-over sheet's fold: a line across the sheet at `at`, the fronts before it and
/// their backs after it, `card` mm further out, as the paper wrapped round the card's edge
/// puts them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fold {
    /// True for a fold line running across the sheet (fronts above, backs below); false
    /// for one running down it (fronts left, backs right).
    pub across: bool,
    /// Where the line is: its y when across, its x otherwise, page mm.
    pub at: f64,
    /// The card's thickness, mm.
    pub card: f64,
}

impl Fold {
    /// The two ways to fold a sheet of content area `content` round card `card` mm thick:
    /// across (fronts above) and down (fronts left), each as the fold and the area the fronts
    /// keep to, so that their backs fit in the rest.
    pub fn ways(content: Rect, card: f64) -> [(Fold, Rect); 2] {
        let across = (content.y + content.bottom() - card) / 2.0;
        let down = (content.x + content.right() - card) / 2.0;
        [
            (
                Fold {
                    across: true,
                    at: across,
                    card,
                },
                Rect::new(
                    content.x,
                    content.y,
                    content.w,
                    (across - FOLD_CLEAR - content.y).max(0.0),
                ),
            ),
            (
                Fold {
                    across: false,
                    at: down,
                    card,
                },
                Rect::new(
                    content.x,
                    content.y,
                    (down - FOLD_CLEAR - content.x).max(0.0),
                    content.h,
                ),
            ),
        ]
    }

    /// Where the back of a front point lies on the flat sheet: mirrored across the fold
    /// line, then the card's thickness further out.
    pub fn back_of(&self, p: Point) -> Point {
        let c = 2.0 * self.at + self.card;
        if self.across {
            Point::new(p.x, c - p.y)
        } else {
            Point::new(c - p.x, p.y)
        }
    }

    /// The fold line across `within`.
    pub fn line(&self, within: Rect) -> [Point; 2] {
        if self.across {
            [
                Point::new(within.x, self.at),
                Point::new(within.right(), self.at),
            ]
        } else {
            [
                Point::new(self.at, within.y),
                Point::new(self.at, within.bottom()),
            ]
        }
    }
}

/// Where a duplex back page puts the back of a front point: mirrored for the edge the sheet
/// turns over, then moved by the printer's offset.
pub fn duplex_back_of(d: &Duplex, size: Size, p: Point) -> Point {
    let (dx, dy) = d.offset;
    if d.flip.mirrors_x(size) {
        Point::new(size.w - p.x + dx, p.y + dy)
    } else {
        Point::new(p.x + dx, size.h - p.y + dy)
    }
}

/// The symbol each back shows: a piece's own, another piece's, or its side's plain back.
/// A piece's own face follows its kind's list of pictures in the order the fronts take it,
/// so every back shows the picture on its front.
struct BackSymbols {
    counters: Counters,
    plain: Option<SymbolRange>,
    bleed: Option<SymbolRange>,
    /// Each piece kind's number of pictures, per side (1 without a list).
    lists: Vec<[usize; 2]>,
    /// How many backs of each side's piece kind are drawn so far.
    taken: Vec<usize>,
}

impl BackSymbols {
    fn new(kit: &Kit, laid: &Laid, look: &Look, registry: &mut Symbols, opts: &Options) -> Self {
        let game = &kit.game;
        let any_plain = (0..game.pieces.len()).any(|i| game.back_of(i) == Back::Plain);
        let empty = Art { parts: Vec::new() };
        let plain =
            any_plain.then(|| {
                registry.add_all(look.sides.iter().enumerate().map(|(s, style)| {
                    crate::scene::Symbol {
                        name: format!("back-plain-side{}", s + 1),
                        items: pieces::counter(
                            &empty,
                            None,
                            style,
                            look.rims[s],
                            laid.size,
                            opts.shape,
                            true,
                        ),
                    }
                }))
            });
        let lists: Vec<[usize; 2]> = (0..game.pieces.len())
            .map(|p| [0, 1].map(|s| kit.pictures.get(p).map_or(0, |x| x[s].len()).max(1)))
            .collect();
        BackSymbols {
            counters: laid.index.counters,
            plain,
            bleed: laid.index.bleed,
            taken: vec![0; 2 * lists.len()],
            lists,
        }
    }

    fn get(&mut self, game: &Game, side: usize, piece: usize) -> SymbolId {
        match (game.back_of(piece), self.plain) {
            (Back::Same, _) | (Back::Plain, None) => {
                let i = side * self.lists.len() + piece;
                self.taken[i] += 1;
                let v = (self.taken[i] - 1) % self.lists[piece][side.min(1)];
                self.counters.get_nth(side, piece, v)
            }
            (Back::Piece(other), _) => self.counters.get(side, other),
            (Back::Plain, Some(plain)) => plain.get(side),
        }
    }
}

/// The backs of a page's pieces, each centred on `back_of` its front's centre: the side's
/// bleed under every one (so colour runs past every cut edge whatever the offset), then
/// the backs. With `turn` (a sheet mirrored top to bottom) each back is turned half round,
/// so that it reads upright when the piece is turned over sideways, as a card is.
fn draw_backs(
    game: &Game,
    page: &PiecePage,
    laid: &Laid,
    symbols: &mut BackSymbols,
    back_of: &dyn Fn(Point) -> Point,
    turn: bool,
) -> Vec<Item> {
    let size = laid.size;
    let at = |o: &Point| {
        if turn {
            Transform {
                a: -1.0,
                d: -1.0,
                e: o.x + size,
                f: o.y + size,
                ..Transform::identity()
            }
        } else {
            Transform::translate(o.x, o.y)
        }
    };
    let placed: Vec<(Point, (usize, usize))> = page
        .placed
        .iter()
        .flat_map(|p| {
            pieces::origins(p, size, laid.frame.cell)
                .zip(p.counters.iter().copied())
                .collect::<Vec<_>>()
        })
        .map(|(o, who)| {
            let c = back_of(Point::new(o.x + size / 2.0, o.y + size / 2.0));
            (Point::new(c.x - size / 2.0, c.y - size / 2.0), who)
        })
        .collect();
    let mut items = Vec::new();
    if let Some(bleed) = symbols.bleed {
        items.extend(placed.iter().map(|(o, (side, _))| {
            Item::Use(Use {
                symbol: bleed.get(*side),
                transform: at(o),
            })
        }));
    }
    items.extend(placed.iter().map(|(o, (side, piece))| {
        Item::Use(Use {
            symbol: symbols.get(game, *side, *piece),
            transform: at(o),
        })
    }));
    items
}

/// A page of backs' description `alt` with what each piece's back shows: a reader who
/// cannot see the page hears that a crown's back is a carpet, not only that backs are there.
fn with_what_backs_show(game: &Game, alt: String) -> String {
    let gender = |i: usize| game.pieces[i].gender.clone().unwrap_or_default();
    let shows: Vec<String> = (0..game.pieces.len())
        .map(|i| {
            let (back, other) = match game.back_of(i) {
                Back::Piece(j) if j != i => ("piece", j),
                Back::Piece(_) | Back::Same => ("same", i),
                Back::Plain => ("plain", i),
            };
            game.text(
                "backs-shows",
                &[
                    ("back", back.into()),
                    ("piece", game.pieces[i].name.as_str().into()),
                    ("gender", gender(i).into()),
                    ("other", game.pieces[other].name.as_str().into()),
                    ("other-gender", gender(other).into()),
                ],
            )
        })
        .collect();
    let same = (0..game.pieces.len()).all(|i| matches!(game.back_of(i), Back::Same));
    let shows = if same {
        game.text("backs-shows-same", &[])
    } else {
        crate::rules::describe::join(game, &shows)
    };
    game.text(
        "backs-alt-with",
        &[("alt", alt.into()), ("shows", shows.into())],
    )
}

/// What the rules add when the set is printed with backs that show another piece: a
/// section saying that turning such a piece over changes it. None otherwise.
pub fn rules_note(game: &Game, opts: &Options) -> Option<String> {
    opts.backs?;
    let gender = |i: usize| game.pieces[i].gender.clone().unwrap_or_default();
    let turns: Vec<String> = (0..game.pieces.len())
        .filter_map(|i| match game.back_of(i) {
            Back::Piece(j) if j != i => Some(game.text(
                "backs-rules-turn",
                &[
                    ("piece", game.pieces[i].name.as_str().into()),
                    ("piece-gender", gender(i).into()),
                    ("back", game.pieces[j].name.as_str().into()),
                    ("back-gender", gender(j).into()),
                ],
            )),
            Back::Piece(_) | Back::Same | Back::Plain => None,
        })
        .collect();
    (!turns.is_empty()).then(|| {
        let turns = turns.join(crate::rules::describe::semicolon(game));
        let mut c = turns.chars();
        let first = c.next().map(|f| f.to_uppercase().collect::<String>());
        format!(
            "## {}\n\n{} {}{}.",
            game.text("backs-rules-heading", &[]),
            game.text("backs-rules-intro", &[]),
            first.unwrap_or_default(),
            c.as_str()
        )
    })
}

/// The piece sheets of a game with backs, and the counter symbols they place.
pub(crate) fn piece_sheets(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    registry: &mut Symbols,
    backs: Backs,
) -> Result<(Vec<Sheet>, Counters), LayoutError> {
    match backs {
        Backs::Fold { card } => fold_sheets(kit, opts, look, registry, card),
        Backs::Duplex(d) => duplex_sheets(kit, opts, look, registry, &d),
    }
}

/// Fold-over sheets: each page's fronts in one half, their backs in the other.
fn fold_sheets(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    registry: &mut Symbols,
    card: f64,
) -> Result<(Vec<Sheet>, Counters), LayoutError> {
    let words = DrawingWords::of(&kit.game);
    let areas =
        |content: Rect| Fold::ways(drawing_spot(content, &words).0, card).map(|(_, a)| Some(a));
    let glue = kit.game.text(
        "backs-fold-glue",
        &[("card", shown(&kit.game.print, card).into())],
    );
    let fronts = Fronts {
        areas: &areas,
        glue: &glue,
        clear: &|_| 0.0,
    };
    let (mut sheets, laid) = pieces::piece_sheets_in(kit, opts, look, registry, &fronts)?;
    let mut symbols = BackSymbols::new(kit, &laid, look, registry, opts);
    for (sheet, page) in sheets.iter_mut().zip(&laid.pages) {
        let under = super::sheet::content_area_under(sheet.page.safe, laid.overhang);
        let (content, spot) = drawing_spot(under, &words);
        let fold = Fold::ways(content, card)
            .into_iter()
            .find(|(_, a)| *a == laid.frame.area)
            .map(|(f, _)| f)
            .expect("the fronts were laid out in one of the ways to fold");
        let mut backs = draw_backs(
            &kit.game,
            page,
            &laid,
            &mut symbols,
            &|p| fold.back_of(p),
            fold.across,
        );
        let [a, b] = fold.line(content);
        backs.push(Item::stroke(
            Path::line(a, b),
            Stroke::dashed(look.palette.ink, marks::HAIRLINE * 2.0, &FOLD_DASH),
        ));
        sheet.page.items.push(Group::tagged(
            Tag::Figure {
                title: kit.game.text("backs-figure", &[]),
                alt: with_what_backs_show(&kit.game, kit.game.text("backs-fold-alt", &[])),
            },
            backs,
        ));
        let drawing = fold_drawing(&kit.game, &words, look.palette.ink, spot);
        sheet.page.items.push(drawing);
        sheet.page.cuts.scores.push([a, b]);
        // The backs are cut with the fronts: the trim holds both.
        let t = sheet.page.trim;
        let (p, q) = (
            fold.back_of(Point::new(t.x, t.y)),
            fold.back_of(Point::new(t.right(), t.bottom())),
        );
        sheet.page.trim = t.union(&Rect::new(
            p.x.min(q.x),
            p.y.min(q.y),
            (p.x - q.x).abs(),
            (p.y - q.y).abs(),
        ));
    }
    Ok((sheets, laid.index.counters))
}

/// The fold drawing's lettering, pt.
const DRAWING_TYPE: f64 = 7.0;
/// Its height where it takes room from the pieces, mm.
const DRAWING_H: f64 = 9.0;
/// The shortest and longest run of paper it draws, mm.
const DRAWING_PAPER: (f64, f64) = (22.0, 34.0);

/// The fold drawing's words: the layers' names, the card's, the line's.
struct DrawingWords {
    backs: String,
    fronts: String,
    card: String,
    line: String,
}

impl DrawingWords {
    fn of(game: &Game) -> Self {
        DrawingWords {
            backs: game.text("backs-fold-drawing-backs", &[]),
            fronts: game.text("backs-fold-drawing-fronts", &[]),
            card: game.text("backs-fold-drawing-card", &[]),
            line: game.text("backs-fold-drawing-line", &[]),
        }
    }

    /// The widths of the layers' names and of the line's name, mm.
    fn widths(&self) -> (f64, f64) {
        let f = crate::font::get(crate::font::Weight::Regular);
        let size = crate::units::pt(DRAWING_TYPE);
        (
            f.measure(&self.backs, size)
                .max(f.measure(&self.fronts, size)),
            f.measure(&self.line, size),
        )
    }

    /// The width the drawing takes with `paper` mm of paper drawn `h` mm high.
    fn width(&self, paper: f64, h: f64) -> f64 {
        let (names, line) = self.widths();
        names + 1.5 + paper + wrap_radius(h) + 1.5 + line
    }
}

/// The radius of the paper's turn round the card's edge in a drawing `h` mm high.
fn wrap_radius(h: f64) -> f64 {
    0.45 * h / 2.0
}

/// Where a fold-over sheet of content area `content` (as a piece sheet has it) puts the
/// fold drawing of `words`: right of the calibration ruler where the ruler leaves room,
/// else at the foot of the content area, under the backs. Returns the area left to fronts
/// and backs, and the drawing's box.
fn drawing_spot(content: Rect, words: &DrawingWords) -> (Rect, Rect) {
    let f = crate::font::get(crate::font::Weight::Regular);
    let h = marks::ruler_height(content.w);
    let top = content.bottom() + super::sheet::GAP;
    // Past the bar's "10 cm", or past its caption when that sits beside the bar.
    let x0 = content.x
        + marks::RULER_LENGTH
        + if marks::caption_beside(content.w) {
            5.0 + f.measure(marks::RULER_CAPTION, marks::Type::caption()) + 8.0
        } else {
            12.0
        };
    if content.right() - x0 >= words.width(DRAWING_PAPER.0, h) {
        return (content, Rect::new(x0, top, content.right() - x0, h));
    }
    let left = Rect::new(
        content.x,
        content.y,
        content.w,
        (content.h - DRAWING_H - super::sheet::GAP).max(0.0),
    );
    let w = words.width(DRAWING_PAPER.1, DRAWING_H).min(content.w);
    let at = Rect::new(
        content.right() - w,
        left.bottom() + super::sheet::GAP,
        w,
        DRAWING_H,
    );
    (left, at)
}

/// A small side view of a fold-over sheet made up, at the right of `spot`: the card lies on
/// the fronts with its edge on the dashed line, the backs wrapped over it. The allowance is
/// right only so, which a maker who creases first and centres the card in the fold would
/// miss.
fn fold_drawing(game: &Game, words: &DrawingWords, ink: crate::scene::Color, spot: Rect) -> Item {
    use crate::font::Weight;
    use crate::scene::Anchor;
    let size = crate::units::pt(DRAWING_TYPE);
    let (top, h) = (spot.y, spot.h);
    let (names, _) = words.widths();
    let r = wrap_radius(h);
    let fixed = words.width(0.0, h);
    let paper = (spot.w - fixed).clamp(DRAWING_PAPER.0, DRAWING_PAPER.1);
    let x0 = spot.right() - (fixed + paper).min(spot.w);
    // The paper's layers, the card between them, its edge at `edge`.
    let (yb, yf) = (top + h / 2.0 - r, top + h / 2.0 + r);
    let start = x0 + names + 1.5;
    let edge = start + paper;
    let k = 4.0 / 3.0 * r;
    let layers = Path::new()
        .move_to(start, yb)
        .line_to(edge, yb)
        .cubic_to(
            Point::new(edge + k, yb),
            Point::new(edge + k, yf),
            Point::new(edge, yf),
        )
        .line_to(start, yf);
    let card_box = Rect::new(start + 0.25 * paper, yb + 0.3, 0.75 * paper, yf - yb - 0.6);
    let mut items = vec![
        Item::stroke(layers, Stroke::solid(ink, 0.35)),
        Item::stroke(Path::rect(card_box), Stroke::solid(ink, 0.2)),
        Item::stroke(
            Path::line(Point::new(edge, top), Point::new(edge, top + h)),
            Stroke::dashed(ink, marks::HAIRLINE * 2.0, &[1.2, 0.8]),
        ),
    ];
    // Half the cap height: a baseline this far below a line centres the words on it.
    let half_cap = 0.36 * size;
    let text = |x: f64, y: f64, s: &str, anchor: Anchor| {
        Item::text(
            Point::new(x, y + half_cap),
            s,
            size,
            anchor,
            Weight::Regular,
            ink,
        )
    };
    items.push(text(x0, yb, &words.backs, Anchor::Start));
    items.push(text(x0, yf, &words.fronts, Anchor::Start));
    items.push(text(
        card_box.x + card_box.w / 2.0,
        card_box.y + card_box.h / 2.0,
        &words.card,
        Anchor::Middle,
    ));
    items.push(text(
        edge + r + 1.5,
        top + h / 2.0,
        &words.line,
        Anchor::Start,
    ));
    Group::tagged(
        Tag::Figure {
            title: game.text("backs-fold-drawing-title", &[]),
            alt: game.text("backs-fold-drawing-alt", &[]),
        },
        items,
    )
}

/// Duplex sheets: a page of backs after each piece page, and the calibration sheet first
/// when asked for.
fn duplex_sheets(
    kit: &Kit,
    opts: &Options,
    look: &Look,
    registry: &mut Symbols,
    d: &Duplex,
) -> Result<(Vec<Sheet>, Counters), LayoutError> {
    let glue = kit
        .game
        .text("backs-duplex-glue", &[("flip", d.flip.name().into())]);
    let one = |area: Rect| [Some(area), None];
    // The backs lie where the fronts do, seen through the sheet: the fronts clear the back
    // page's heading as well as their own.
    let clear = |paper: Size| {
        let safe = opts.cut_margins().safe(paper);
        heading_overhang(&back_subtitle(&kit.game, d, paper), safe.w, &kit.game.print)
    };
    let fronts = Fronts {
        areas: &one,
        glue: &glue,
        clear: &clear,
    };
    let (fronts, laid) = pieces::piece_sheets_in(kit, opts, look, registry, &fronts)?;
    let mut symbols = BackSymbols::new(kit, &laid, look, registry, opts);
    let mut sheets = Vec::new();
    if d.calibrate || d.calibration_only {
        sheets.extend(calibration::sheets(&kit.game, opts, look, d));
    }
    if d.calibration_only {
        return Ok((sheets, laid.index.counters));
    }
    for (i, (front, page)) in fronts.into_iter().zip(&laid.pages).enumerate() {
        let back = back_page(kit, look, (&front, i + 1), page, &laid, &mut symbols, d);
        sheets.push(front);
        sheets.push(back);
    }
    Ok((sheets, laid.index.counters))
}

/// The page of backs printed behind `front`.
fn back_page(
    kit: &Kit,
    look: &Look,
    (front, sheet): (&Sheet, usize),
    page: &PiecePage,
    laid: &Laid,
    symbols: &mut BackSymbols,
    d: &Duplex,
) -> Sheet {
    let f = &front.page;
    let size = f.size;
    let map = |p: Point| duplex_back_of(d, size, p);
    let (p, q) = (
        map(Point::new(f.safe.x, f.safe.y)),
        map(Point::new(f.safe.right(), f.safe.bottom())),
    );
    let safe = Rect::new(p.x.min(q.x), p.y.min(q.y), f.safe.w, f.safe.h);
    let game = &kit.game;
    let title = game.text(
        "backs-title",
        &[("game", game.name.as_str().into()), ("sheet", sheet.into())],
    );
    let subtitle = back_subtitle(game, d, size);
    let mut back = back_sheet(
        &format!("{}-back", f.name),
        size,
        safe,
        &title,
        &subtitle,
        (look.palette, &game.print),
    );
    let items = draw_backs(
        &kit.game,
        page,
        laid,
        symbols,
        &map,
        !d.flip.mirrors_x(size),
    );
    back.items.push(Group::tagged(
        Tag::Figure {
            title: game.text("backs-figure", &[]),
            alt: with_what_backs_show(
                game,
                game.text("backs-duplex-alt", &[("sheet", sheet.into())]),
            ),
        },
        items,
    ));
    Sheet {
        page: back,
        label: game.text("backs-label", &[("label", front.label.as_str().into())]),
        ink: front.ink,
        fur: front.fur,
    }
}

/// True when the piece sheets a run of `backs` lays out must start on the front of a
/// sheet of paper: duplex sheets (and their calibration sheet), each page of backs the
/// page after its fronts.
pub(crate) fn starts_on_a_front(backs: Option<Backs>) -> bool {
    match backs {
        Some(Backs::Duplex(_)) => true,
        Some(Backs::Fold { .. }) | None => false,
    }
}

/// Why a page of a duplex kit is left blank.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Blank {
    /// Ahead of piece sheets that would otherwise start on the back of a page.
    BeforePieces,
    /// Ahead of a board sheet that would otherwise print on the back of a page, or behind
    /// one: a sheet glued on card has nothing on its back.
    ByBoard,
}

/// A page left blank in a duplex kit, as large as `next` (the sheet beside it), saying why.
pub(crate) fn blank_sheet(game: &Game, look: &Look, next: &Sheet, why: Blank) -> Sheet {
    let subtitle = match why {
        Blank::BeforePieces => "backs-blank-subtitle",
        Blank::ByBoard => "backs-blank-board-subtitle",
    };
    let page = back_sheet(
        "blank",
        next.page.size,
        next.page.safe,
        &game.text("backs-blank-title", &[]),
        &game.text(subtitle, &[]),
        (look.palette, &game.print),
    );
    Sheet {
        page,
        label: super::sheet::footer_label(game, &game.text("backs-blank-label", &[]), look),
        ink: look.palette.ink,
        fur: marks::Furniture::regular(),
    }
}

/// The subtitle of a page of backs printed on paper of `size`: how to print it, which way
/// it is mirrored and how far it is moved.
fn back_subtitle(game: &Game, d: &Duplex, size: Size) -> String {
    let mirror = if d.flip.mirrors_x(size) { "x" } else { "y" };
    game.text(
        "backs-subtitle",
        &[
            ("flip", d.flip.name().into()),
            ("mirror", mirror.into()),
            ("x", shown(&game.print, d.offset.0).into()),
            ("y", shown(&game.print, d.offset.1).into()),
            (
                "offset",
                format!("{}x{}", fmt_num(d.offset.0, 2), fmt_num(d.offset.1, 2)).into(),
            ),
        ],
    )
}

/// A length in prose, as `fmt_num` writes it with the language's decimal sign (the
/// `offset=` values a command takes keep their point).
fn shown(lang: &Lang, x: f64) -> String {
    let text = fmt_num(x, 2);
    match lang.messages() {
        Shipped::English => text,
        Shipped::French | Shipped::German | Shipped::Spanish | Shipped::Dutch => {
            text.replace('.', ",")
        }
    }
}
