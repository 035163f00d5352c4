//! The kit: a game's board, piece, rules and making-the-set sheets as one PDF, or as an SVG
//! or a PNG preview per page (`boardgen pdf`, `svg`, `png`).

use super::names;
use super::unit::{laid, Out, Product, Work};
use crate::config::{Config, Encoding, UsageError};
use crate::cut::CutOutput;
use crate::exit::RunError;
use crate::kit::Kit;
use crate::said::Said;
use crate::scene::Document;
use crate::{export, layout, units};

/// The kit product.
pub struct KitProduct;

impl Product for KitProduct {
    fn lay(
        &self,
        kit: &Kit,
        doc: &mut Document,
        cfg: &Config,
        work: &mut Work,
    ) -> Result<Option<Document>, RunError> {
        let made = layout::kit_document(kit, &cfg.layout).map_err(|e| marks_way_out(kit, cfg, e));
        *doc = laid(kit, made)?;
        work.count(&kit.game.name, doc, &doc.pages)?;
        match cfg.encoding {
            Encoding::Png { dpi } => work.count_previews(&kit.game.name, doc, dpi)?,
            Encoding::Pdf | Encoding::Svg | Encoding::Html => {}
        }
        Ok(None)
    }

    fn write(
        &self,
        kit: &Kit,
        doc: &Document,
        _own: Option<&Document>,
        cfg: &Config,
        out: &mut Out,
    ) -> Result<(), RunError> {
        let id = &kit.game.id;
        let name = |page: Option<&str>| names::file_name(id, cfg, page);
        match cfg.encoding {
            Encoding::Pdf => {
                let opts = export::pdf::PdfOptions {
                    cut_contour: cfg.cut.has(CutOutput::Contour),
                    lang: kit.lang.tag().to_string(),
                    ..Default::default()
                };
                out.push((name(None), export::pdf::render(doc, &opts)?))?;
            }
            Encoding::Svg => {
                for (i, page) in doc.pages.iter().enumerate() {
                    let svg = export::svg::render(doc, i, &export::svg::SvgOptions::default());
                    out.push((name(Some(&page.name)), svg.into_bytes()))?;
                }
            }
            Encoding::Png { dpi } => {
                for (i, page) in doc.pages.iter().enumerate() {
                    let opts = export::png::PngOptions { dpi };
                    let png = export::png::render_reusing(doc, i, &opts, &mut out.pixels)?;
                    out.push((name(Some(&page.name)), png))?;
                }
            }
            Encoding::Html => return Err(UsageError(Said::new("refuse-kit-encoding")).into()),
        }
        Ok(())
    }
}

/// A layout that fails with registration marks: when it would work with the marks nearer
/// the edges, says so with the largest inset that works (both sides moved out alike).
fn marks_way_out(kit: &Kit, cfg: &Config, e: layout::LayoutError) -> RunError {
    let Some(m) = cfg.layout.marks else {
        return e.into();
    };
    let at = |d: f64| layout::MarkInset {
        left: m.left - d,
        top: m.top - d,
    };
    // Only the sheets that failed are laid out again: the board for a board that does not
    // fit, the pieces for pieces.
    let failed = match e {
        layout::LayoutError::PiecesTooLarge { .. } => Some(layout::SheetKind::Pieces),
        layout::LayoutError::SquareTooLarge { .. }
        | layout::LayoutError::WholeTooLarge { .. }
        | layout::LayoutError::PaperTooSmall { .. } => Some(layout::SheetKind::Board),
        layout::LayoutError::Handout { .. }
        | layout::LayoutError::LargePrint { .. }
        | layout::LayoutError::HandoutSheets
        | layout::LayoutError::NoRules { .. }
        | layout::LayoutError::UnknownPiece { .. }
        | layout::LayoutError::PieceTwice { .. }
        | layout::LayoutError::UnknownSpare { .. } => None,
    };
    let sheets = match failed {
        Some(kind) if cfg.layout.sheets.contains(&kind) => vec![kind],
        Some(_) | None => cfg.layout.sheets.clone(),
    };
    let works_for = |i: layout::MarkInset, sheets: &[layout::SheetKind]| {
        let opts = layout::Options {
            marks: Some(i),
            sheets: sheets.to_vec(),
            ..cfg.layout.clone()
        };
        layout::kit_document(kit, &opts).is_ok()
    };
    // A board that does not fit is told by its plan alone, without laying anything out.
    let works = |i: layout::MarkInset| match sheets.as_slice() {
        [layout::SheetKind::Board] => {
            let opts = layout::Options {
                marks: Some(i),
                ..cfg.layout.clone()
            };
            layout::board_plan(&kit.game, &opts).is_ok()
        }
        _ => works_for(i, &sheets),
    };
    // Steps of 0.5 mm out, while both insets stay 5 mm or more; moving the marks out only
    // makes room, so the nearest step that works is found by halving.
    let steps = (1..)
        .take_while(|k| at(*k as f64 * 0.5).left >= 5.0 && at(*k as f64 * 0.5).top >= 5.0)
        .count();
    let (mut lo, mut hi) = (0, steps);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if works(at((mid + 1) as f64 * 0.5)) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    // The whole run checked from there out (the other sheets may want more room still).
    let found = (lo..steps)
        .map(|k| at((k + 1) as f64 * 0.5))
        .find(|i| works_for(*i, &cfg.layout.sheets));
    let way = match found {
        Some(i) => Said::new("refuse-marks-way")
            .arg("left", units::fmt_num(i.left, 1))
            .arg("top", units::fmt_num(i.top, 1)),
        None => Said::new("refuse-marks-no-way"),
    };
    let said = match e {
        layout::LayoutError::PiecesTooLarge { size, .. } => {
            Said::new("refuse-marks-pieces").arg("size", size)
        }
        layout::LayoutError::SquareTooLarge { square, .. } => {
            Said::new("refuse-marks-square").arg("square", square)
        }
        layout::LayoutError::WholeTooLarge { .. }
        | layout::LayoutError::PaperTooSmall { .. }
        | layout::LayoutError::Handout { .. }
        | layout::LayoutError::LargePrint { .. }
        | layout::LayoutError::HandoutSheets
        | layout::LayoutError::NoRules { .. }
        | layout::LayoutError::UnknownPiece { .. }
        | layout::LayoutError::PieceTwice { .. }
        | layout::LayoutError::UnknownSpare { .. } => Said::new("refuse-marks-board"),
    };
    UsageError(
        said.arg("left", units::fmt_num(m.left, 1))
            .arg("top", units::fmt_num(m.top, 1))
            .arg("paper", cfg.layout.paper.to_string())
            .arg("way", way),
    )
    .into()
}

/// With several games and a `--square`, refuses a square that does not fit one of them,
/// naming it and what would work: the largest square that fits them all, or `--game` for
/// the games it fits.
pub fn check_square_fits_all(cfg: &Config, kits: &[Kit]) -> Result<(), UsageError> {
    let Some(square) = cfg.layout.square else {
        return Ok(());
    };
    if kits.len() < 2 {
        return Ok(());
    }
    let largest: Vec<Option<f64>> = kits
        .iter()
        .map(|k| layout::plan::largest_board_square(&k.game, &cfg.layout))
        .collect();
    let fits = |l: &Option<f64>| l.is_some_and(|l| square <= l);
    let Some(i) = largest.iter().position(|l| !fits(l)) else {
        return Ok(());
    };
    let all = largest.iter().copied().reduce(|a, b| match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        _ => None,
    });
    let fitting: Vec<String> = cfg
        .games
        .iter()
        .zip(&largest)
        .filter(|(_, l)| fits(l))
        .map(|(g, _)| match g {
            crate::args::GameSource::Builtin(id) => format!("--game {id}"),
            crate::args::GameSource::File(p) => format!("--game {}", p.display()),
        })
        .collect();
    let ways: crate::said::Value = match (all.flatten(), fitting.is_empty()) {
        (Some(all), false) => Said::new("refuse-square-all-or-games")
            .arg("all", crate::said::typed(all))
            .arg("games", fitting.join(" "))
            .into(),
        (Some(all), true) => Said::new("refuse-square-all")
            .arg("all", crate::said::typed(all))
            .into(),
        (None, _) => fitting.join(" ").into(),
    };
    let said = match largest[i] {
        Some(l) => Said::new("refuse-square-not-all").arg("largest", l),
        None => Said::new("refuse-square-not-all-board"),
    };
    Err(UsageError(
        said.arg("square", crate::said::typed(square))
            .arg("game", &kits[i].game.name)
            .arg("paper", cfg.layout.paper.to_string())
            .arg("margin", cfg.layout.margin)
            .arg("ways", ways),
    ))
}
