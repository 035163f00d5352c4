//! How a board is printed, and every size that follows from its square: the square itself,
//! whether the board goes on one page or in halves, each part's geometry (frame, endzone, glue
//! tab) and the piece size.

use crate::said::{Said, Value};
use std::ops::Range;

use crate::game::{Game, Split};
use crate::paper::{safe_area, Orientation, Paper};
use crate::units::{Rect, Size};

use super::marks::crop_reach;
use super::options::{
    BoardChoice, LayoutError, Margins, Options, SheetKind, MAX_SQUARE, MIN_SQUARE,
};
use super::sheet::content_area;

/// Share of a board square a piece may fill: the rest is a margin all round.
pub const PIECE_FILL: f64 = 0.82;

/// Side of a counter (or disc diameter) for a board square of `square` mm: [`PIECE_FILL`]
/// (82 %) of the square, rounded down to a tenth of a millimetre.
pub fn piece_size(square: f64) -> f64 {
    // The small epsilon keeps 30.5 x 0.82 = 25.01 from flooring to 25.0 - 0.1 by float error.
    (square * PIECE_FILL * 10.0 + 1e-9).floor() / 10.0
}

/// Depth of the optional glue tab, mm.
pub const GLUE_TAB: f64 = 10.0;

/// Width of the coordinate frame around the playing area for a square of `s` mm.
pub fn frame_width(s: f64) -> f64 {
    (s * 0.3).clamp(5.0, 10.0)
}

/// One printable piece of a board: a band of whole ranks.
#[derive(Debug, Clone, PartialEq)]
pub struct Part {
    /// 0-based position among the parts, first player's side first.
    pub index: usize,
    /// How many parts the board has.
    pub count: usize,
    /// 0-based ranks on this part.
    pub ranks: Range<u32>,
    /// True when the far (top) edge is the board's outer edge, false when it is a seam.
    pub outer_top: bool,
    /// True when the near (bottom) edge is the board's outer edge, false when it is a seam.
    pub outer_bottom: bool,
    /// True when a glue tab extends beyond the top seam for the next part to overlap.
    pub tab_top: bool,
}

/// The whole board as one part.
pub fn whole(game: &Game) -> Vec<Part> {
    vec![Part {
        index: 0,
        count: 1,
        ranks: 0..game.board.ranks,
        outer_top: true,
        outer_bottom: true,
        tab_top: false,
    }]
}

/// The board cut into halves: the first player's ranks, then the rest.
pub fn halves(game: &Game, glue_tab: bool) -> Vec<Part> {
    let ranks = game.board.ranks;
    let mid = ranks.div_ceil(2);
    vec![
        Part {
            index: 0,
            count: 2,
            ranks: 0..mid,
            outer_top: false,
            outer_bottom: true,
            tab_top: glue_tab,
        },
        Part {
            index: 1,
            count: 2,
            ranks: mid..ranks,
            outer_top: true,
            outer_bottom: false,
            tab_top: false,
        },
    ]
}

/// Where a part's pieces lie, relative to the top-left corner of its trim.
#[derive(Debug, Clone, PartialEq)]
pub struct PartGeometry {
    /// Square side, mm.
    pub square: f64,
    /// Frame width, mm.
    pub frame: f64,
    /// The cut outline (frame, playing area and any glue tab).
    pub trim: Size,
    /// The playing squares.
    pub grid: Rect,
    /// The glue tab, if any.
    pub tab: Option<Rect>,
    /// The endzone beyond the top edge (the first side's), if this part has it.
    pub zone_top: Option<Rect>,
    /// The endzone beyond the bottom edge (the second side's), if this part has it.
    pub zone_bottom: Option<Rect>,
}

/// Depth of a game's endzones in mm for squares of `square` mm, to the half millimetre.
pub fn endzone_depth(game: &Game, square: f64) -> f64 {
    (game.board.endzone * square * 2.0).round() / 2.0
}

impl PartGeometry {
    /// Geometry of `part` of `game`'s board with squares of `square` mm.
    pub fn new(game: &Game, part: &Part, square: f64) -> Self {
        let frame = frame_width(square);
        let zone = endzone_depth(game, square);
        let nr = (part.ranks.end - part.ranks.start) as f64;
        let zone_top = part.outer_top && zone > 0.0;
        let zone_bottom = part.outer_bottom && zone > 0.0;
        let top = if part.outer_top {
            frame + if zone_top { zone } else { 0.0 }
        } else if part.tab_top {
            GLUE_TAB
        } else {
            0.0
        };
        let bottom = if part.outer_bottom {
            frame + if zone_bottom { zone } else { 0.0 }
        } else {
            0.0
        };
        let grid = Rect::new(frame, top, game.board.files as f64 * square, nr * square);
        let tab = part
            .tab_top
            .then(|| Rect::new(0.0, 0.0, grid.w + 2.0 * frame, GLUE_TAB));
        PartGeometry {
            square,
            frame,
            trim: Size {
                w: grid.w + 2.0 * frame,
                h: top + grid.h + bottom,
            },
            grid,
            tab,
            zone_top: zone_top.then(|| Rect::new(grid.x, grid.y - zone, grid.w, zone)),
            zone_bottom: zone_bottom.then(|| Rect::new(grid.x, grid.bottom(), grid.w, zone)),
        }
    }

    /// The square of 0-based (file, rank) on this part, in trim coordinates.
    pub fn square_rect(&self, part: &Part, file: u32, rank: u32) -> Rect {
        let row = (part.ranks.end - 1 - rank) as f64;
        Rect::new(
            self.grid.x + file as f64 * self.square,
            self.grid.y + row * self.square,
            self.square,
            self.square,
        )
    }
}

/// True when every part fits the content area of a sheet of `size` at square `s`.
#[cfg(test)]
pub(crate) fn parts_fit(game: &Game, parts: &[Part], s: f64, size: Size, margin: f64) -> bool {
    fits_area(
        game,
        parts,
        s,
        content_area(Margins::plain(margin).safe(size)),
        crop_reach(super::options::DEFAULT_BLEED),
    )
}

/// True when every part, with its crop marks `reach` mm out, fits `area` at square `s`.
fn fits_area(game: &Game, parts: &[Part], s: f64, area: Rect, reach: f64) -> bool {
    parts.iter().all(|p| {
        let g = PartGeometry::new(game, p, s);
        g.trim.w + 2.0 * reach <= area.w && g.trim.h + 2.0 * reach <= area.h
    })
}

/// Largest square (whole or half mm) at which every part fits, or None. A part grows with
/// its square, so the fit is monotone: a binary search over the half-millimetre steps, with
/// the content area (which measures the ruler's caption) computed once.
fn largest_square(
    game: &Game,
    parts: &[Part],
    size: Size,
    margins: Margins,
    bleed: f64,
) -> Option<f64> {
    let area = content_area(margins.safe(size));
    let reach = crop_reach(bleed);
    let fits = |h: u32| fits_area(game, parts, h as f64 / 2.0, area, reach);
    let (mut lo, mut hi) = ((MIN_SQUARE * 2.0) as u32, (MAX_SQUARE * 2.0) as u32);
    if !fits(lo) {
        return None;
    }
    // Invariant: fits(lo), and everything above hi does not fit.
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    Some(lo as f64 / 2.0)
}

/// The orientation of `paper` that allows the larger square for `parts`, with that square.
fn best_orientation(
    game: &Game,
    parts: &[Part],
    paper: &Paper,
    margins: Margins,
    bleed: f64,
) -> Option<(Size, f64)> {
    [Orientation::Portrait, Orientation::Landscape]
        .into_iter()
        .filter_map(|o| {
            let size = paper.oriented(o);
            largest_square(game, parts, size, margins, bleed).map(|s| (size, s))
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
    /// Why the square is smaller than the game's usual one, when it is (for standard error).
    pub note: Option<crate::said::Said>,
}

/// The square a game's kit gets out of the box: its template's preferred size, else the
/// largest at which its halves fit both A4 and Letter with the default margin and bleed (so
/// neither home paper counts as shrinking it).
pub fn usual_square(game: &Game) -> Option<f64> {
    game.board.square.or_else(|| {
        let d = Options::default();
        ["a4", "letter"]
            .into_iter()
            .filter_map(|name| {
                let paper = Paper::parse(name).expect("named paper");
                best_orientation(game, &halves(game, false), &paper, d.cut_margins(), d.bleed)
                    .map(|(_, s)| s)
            })
            .reduce(f64::min)
    })
}

/// Named papers, smallest first, for suggesting one that fits.
const PAPERS: [&str; 4] = ["letter", "a4", "legal", "a3"];

/// The smallest named paper on which the whole board fits at `square` with these options,
/// or the custom size it needs.
fn smallest_paper_for_whole(game: &Game, square: f64, opts: &Options) -> String {
    let whole = whole(game);
    for name in PAPERS {
        let paper = Paper::parse(name).expect("named paper");
        if best_orientation(game, &whole, &paper, opts.cut_margins(), opts.bleed)
            .is_some_and(|(_, s)| s >= square)
        {
            return paper.to_string();
        }
    }
    // Larger than every named paper: the custom size the board needs, in whole mm.
    let g = PartGeometry::new(game, &whole[0], square);
    let reach = crop_reach(opts.bleed);
    let margin = opts.cut_margin();
    let w = (g.trim.w + 2.0 * reach + 2.0 * margin).ceil();
    let probe = safe_area(Size { w, h: 1000.0 }, margin);
    let overhead = probe.h - content_area(probe).h;
    let h = (g.trim.h + 2.0 * reach + 2.0 * margin + overhead).ceil();
    format!("{}x{} mm paper", w.min(h), w.max(h))
}

/// Decides square size and split. The square is `--square`, else the template's preferred
/// size, else the largest at which the halves fit (never more than that). `--board` (or the
/// template's `split`) says whether the board may, must or must not be on one page.
pub fn board_plan(game: &Game, opts: &Options) -> Result<BoardPlan, LayoutError> {
    let choice = opts.board.unwrap_or(match game.board.split {
        Split::Halves => BoardChoice::Halves,
        Split::Auto => BoardChoice::Auto,
    });
    let (margin, margins, bleed) = (opts.cut_margin(), opts.cut_margins(), opts.bleed);
    let whole = whole(game);
    if choice == BoardChoice::Whole {
        let fit = best_orientation(game, &whole, &opts.paper, margins, bleed);
        // The square asked for, else the game's own size, else (as for halves) the largest
        // that fits this paper; never, unasked, smaller than the game's usual square: a
        // paper too small for that is refused with one that holds it.
        let usual = usual_square(game).unwrap_or(MIN_SQUARE);
        let square = match (opts.square, game.board.square, fit) {
            (Some(s), ..) => s,
            (None, Some(pref), _) => pref,
            (None, None, Some((_, largest))) => largest.max(usual),
            (None, None, None) => usual,
        };
        return match fit {
            Some((paper, largest)) if square <= largest => Ok(BoardPlan {
                parts: whole,
                paper,
                square,
                note: None,
            }),
            _ => Err(LayoutError::WholeTooLarge {
                game: game.name.clone(),
                square,
                paper: opts.paper.to_string(),
                fits_on: smallest_paper_for_whole(game, square, opts),
                largest: fit.map(|f| f.1),
            }),
        };
    }
    let halves = halves(game, opts.glue_tab);
    let (half_paper, largest) = best_orientation(game, &halves, &opts.paper, margins, bleed)
        .ok_or_else(|| LayoutError::PaperTooSmall {
            paper: opts.paper.to_string(),
            margin,
        })?;
    let square = match (opts.square, game.board.square) {
        (Some(s), _) if s > largest => {
            return Err(LayoutError::SquareTooLarge {
                square: s,
                largest,
                paper: opts.paper.to_string(),
                margin,
            })
        }
        (Some(s), _) => s,
        (None, Some(pref)) => pref.min(largest),
        (None, None) => largest,
    };
    let note = match (opts.square, usual_square(game)) {
        (None, Some(usual)) if square < usual => Some(smaller_note(game, opts, square, usual)),
        _ => None,
    };
    if choice == BoardChoice::Auto {
        if let Some((paper, fits)) = best_orientation(game, &whole, &opts.paper, margins, bleed) {
            if square <= fits {
                return Ok(BoardPlan {
                    parts: whole,
                    paper,
                    square,
                    note,
                });
            }
        }
    }
    Ok(BoardPlan {
        parts: halves,
        paper: half_paper,
        square,
        note,
    })
}

/// The largest square (whole or half mm) at which the game's board halves fit this paper,
/// whatever `--square` asks; None when not even the smallest fits.
pub fn largest_board_square(game: &Game, opts: &Options) -> Option<f64> {
    best_orientation(
        game,
        &halves(game, opts.glue_tab),
        &opts.paper,
        opts.cut_margins(),
        opts.bleed,
    )
    .map(|(_, s)| s)
}

/// One line saying which square is used and what made it smaller than usual.
fn smaller_note(game: &Game, opts: &Options, square: f64, usual: f64) -> Said {
    let d = Options::default();
    let mut why: Vec<Value> = Vec::new();
    if opts.marks.is_some() {
        why.push(Said::new("note-why-marks").into());
    } else if opts.margin > d.margin {
        why.push(format!("--margin {}", opts.margin).into());
    }
    if opts.glue_tab {
        why.push("--glue-tab".into());
    }
    if super::marks::crop_reach(opts.bleed) > super::marks::crop_reach(d.bleed) {
        why.push(format!("--bleed {}", opts.bleed).into());
    }
    // The paper is a cause when, with default options, it still would not hold the usual size.
    let on_paper = Options {
        paper: opts.paper.clone(),
        ..d
    };
    let paper_square = best_orientation(
        game,
        &halves(game, false),
        &on_paper.paper,
        on_paper.cut_margins(),
        on_paper.bleed,
    )
    .map_or(0.0, |(_, s)| s);
    if paper_square < usual || why.is_empty() {
        why.push(
            Said::new("note-why-paper")
                .arg("paper", opts.paper.to_string())
                .into(),
        );
    }
    // Compared with what this paper takes with the default options, when that is the
    // usual size or more (A4 takes 30.5 mm where letter's 28.5 mm is the usual).
    let instead = if paper_square >= usual && paper_square > square {
        Said::new("note-smaller-plain")
            .arg("square", paper_square)
            .arg("paper", opts.paper.to_string())
    } else {
        Said::new("note-smaller-usual").arg("square", usual)
    };
    let why = why
        .into_iter()
        .reduce(|first, next| {
            Said::new("note-why-and")
                .arg("first", first)
                .arg("next", next)
                .into()
        })
        .unwrap_or_else(|| "".into());
    Said::new("note-smaller")
        .arg("game", &game.name)
        .arg("square", square)
        .arg("pieces", piece_size(square))
        .arg("instead", instead)
        .arg("why", why)
}

/// The options the square is chosen with: the run's, but without registration marks when
/// no board is printed and the square is asked for. Marks shrink a board that no longer
/// fits inside them, and its pieces with it: pieces printed with marks without their board
/// (a sheet of pieces, replacements) come at the marked kit's size, to match it; but a
/// square asked for is not refused for a board that is not printed.
pub fn sizing(opts: &Options) -> std::borrow::Cow<'_, Options> {
    if opts.marks.is_some() && !opts.sheets.contains(&SheetKind::Board) && opts.square.is_some() {
        std::borrow::Cow::Owned(Options {
            marks: None,
            ..opts.clone()
        })
    } else {
        std::borrow::Cow::Borrowed(opts)
    }
}

/// The square size this run's boards use.
pub fn board_square(game: &Game, opts: &Options) -> Result<f64, LayoutError> {
    board_plan(game, opts).map(|p| p.square)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::testutil::*;
    use crate::layout::*;
    use crate::{kit::Kit, paper::Orientation};

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
            let whole = whole(g);
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
    fn board_option_chooses_whole_or_halves() {
        let cc = game();
        let rc = Kit::builtin("royal-carpet").unwrap().game;
        let with = |board, paper| Options {
            board: Some(board),
            ..opts(paper)
        };
        // Whole: at the largest square that fits the paper, as halves are (A3 holds 30.5 mm,
        // more than the usual 28.5 mm), or the game's own size.
        let p = board_plan(&cc, &with(BoardChoice::Whole, "a3")).unwrap();
        assert_eq!((p.parts.len(), p.square), (1, 30.5));
        let halves = board_plan(&cc, &with(BoardChoice::Halves, "a3")).unwrap();
        assert!(halves.square >= p.square);
        let p = board_plan(&rc, &with(BoardChoice::Whole, "a3")).unwrap();
        assert_eq!((p.parts.len(), p.square), (1, 28.0));
        // ...and refused, naming the smallest paper that would hold it, where it does not fit.
        for (g, paper) in [(&cc, "a4"), (&cc, "letter"), (&rc, "a4")] {
            let e = board_plan(g, &with(BoardChoice::Whole, paper)).unwrap_err();
            assert!(e.to_string().contains("it fits on a3"), "{e}");
        }
        // Halves: even where the whole board fits.
        assert_eq!(
            board_plan(&rc, &with(BoardChoice::Halves, "a3"))
                .unwrap()
                .parts
                .len(),
            2
        );
        // Auto for Camels and Carpets: whole when it fits at the square asked for.
        let small = Options {
            square: Some(20.0),
            ..with(BoardChoice::Auto, "a4")
        };
        assert_eq!(board_plan(&cc, &small).unwrap().parts.len(), 1);
        // The default stays the template's: Camels and Carpets in halves.
        assert_eq!(board_plan(&cc, &opts("a3")).unwrap().parts.len(), 2);
    }

    #[test]
    fn a_smaller_square_than_usual_comes_with_a_note() {
        let rc = Kit::builtin("royal-carpet").unwrap().game;
        assert_eq!(board_plan(&rc, &opts("a4")).unwrap().note, None);
        let tab = Options {
            glue_tab: true,
            ..opts("a4")
        };
        let note = board_plan(&rc, &tab).unwrap().note.unwrap().to_string();
        assert!(
            note.contains("26 mm") && note.contains("--glue-tab"),
            "{note}"
        );
        let wide_bleed = Options {
            bleed: 5.0,
            ..opts("letter")
        };
        let note = board_plan(&game(), &wide_bleed)
            .unwrap()
            .note
            .unwrap()
            .to_string();
        assert!(note.contains("--bleed 5"), "{note}");
        // Neither home paper is a surprise.
        for paper in ["a4", "letter"] {
            assert_eq!(
                board_plan(&game(), &opts(paper)).unwrap().note,
                None,
                "{paper}"
            );
        }
        let note = board_plan(&game(), &opts("150x200"))
            .unwrap()
            .note
            .unwrap()
            .to_string();
        assert!(
            note.contains("150x200") && note.contains("usual 28.5 mm"),
            "{note}"
        );
        let given = Options {
            square: Some(15.0),
            ..opts("a4")
        };
        assert_eq!(board_plan(&game(), &given).unwrap().note, None);
    }

    #[test]
    fn default_square_is_the_largest_half_mm_that_fits() {
        let g = game();
        let o = opts("a4");
        let s = board_square(&g, &o).unwrap();
        assert_eq!(s * 2.0, (s * 2.0).round());
        let parts = halves(&g, false);
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
        let geo = PartGeometry::new(&game(), &halves(&game(), false)[0], 22.5);
        assert!((doc.pages[0].trim.w - geo.trim.w).abs() < 1e-9);
        assert!((geo.grid.w - 8.0 * 22.5).abs() < 1e-9);
    }
}
