//! How a board is printed: the square size and whether it goes on one page or in halves.

use crate::game::{Game, Split};
use crate::paper::{safe_area, Orientation};
use crate::units::{Rect, Size};

use super::board::{self, Part, PartGeometry};
use super::marks::CROP_REACH;
use super::{content_area, LayoutError, Options, MAX_SQUARE, MIN_SQUARE};

/// True when every part fits the content area of a sheet of `size` at square `s`.
#[cfg(test)]
pub(crate) fn parts_fit(game: &Game, parts: &[Part], s: f64, size: Size, margin: f64) -> bool {
    fits_area(game, parts, s, content_area(safe_area(size, margin)))
}

/// True when every part, with its crop marks, fits `area` at square `s`.
fn fits_area(game: &Game, parts: &[Part], s: f64, area: Rect) -> bool {
    parts.iter().all(|p| {
        let g = PartGeometry::new(game, p, s);
        g.trim.w + 2.0 * CROP_REACH <= area.w && g.trim.h + 2.0 * CROP_REACH <= area.h
    })
}

/// Largest square (whole or half mm) at which every part fits, or None. A part grows with
/// its square, so the fit is monotone: a binary search over the half-millimetre steps, with
/// the content area (which measures the ruler's caption) computed once.
fn largest_square(game: &Game, parts: &[Part], size: Size, margin: f64) -> Option<f64> {
    let area = content_area(safe_area(size, margin));
    let fits = |h: u32| fits_area(game, parts, h as f64 / 2.0, area);
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

/// The largest square (whole or half mm) at which the game's board halves fit this paper,
/// whatever `--square` asks; None when not even the smallest fits.
pub fn largest_board_square(game: &Game, opts: &Options) -> Option<f64> {
    best_orientation(game, &board::halves(game, opts.glue_tab), opts).map(|(_, s)| s)
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
}
