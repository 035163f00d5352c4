//! Cut files (`--cut svg,dxf,laser`) and the cuts a print shop's PDF carries (`--cut
//! contour`): each page's cuts worked out (only in a run that asks for them), checked
//! against the kerf and beds, written as files, and told in a note per page.

use super::names;
use super::unit::{Out, Product, Work};
use crate::config::Config;
use crate::cut::{self, files, CutOutput};
use crate::exit::RunError;
use crate::kit::Kit;
use crate::scene::{self, CutKind, Document};
use crate::{export, units};

/// The cut-files product: the page's cut files, or only the note on its cuts when the cuts
/// go into the PDF (`contour`).
pub struct CutFiles;

impl Product for CutFiles {
    fn lay(
        &self,
        kit: &Kit,
        doc: &mut Document,
        cfg: &Config,
        _work: &mut Work,
    ) -> Result<Option<Document>, RunError> {
        cut::paths::lay_all(doc);
        check_cuts(cfg, &kit.game.id, doc)?;
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
        for (i, page) in doc.pages.iter().enumerate() {
            if page.cuts.is_empty() {
                continue;
            }
            if cfg.cut.files() {
                let (files, notes) = cut_files(id, cfg, doc, i)?;
                for f in files {
                    out.push(f)?;
                }
                out.notes.extend(notes);
            } else {
                out.notes
                    .push(cut::note(&format!("{id} {}", page.name), &page.cuts, None));
            }
        }
        Ok(())
    }
}

/// Refuses a `--kerf` or `--bed` that a page's cuts cannot take, with the value that would
/// work, before anything is drawn.
fn check_cuts(cfg: &Config, id: &str, doc: &Document) -> Result<(), cut::CutError> {
    if !cfg.cut.files() {
        return Ok(());
    }
    for page in doc.pages.iter().filter(|p| !p.cuts.is_empty()) {
        let gap = cut::largest_kerf(&page.cuts);
        if cfg.cut.kerf >= gap {
            return Err(cut::CutError(
                crate::said::Said::new("refuse-kerf-meets")
                    .arg("kerf", units::fmt_num(cfg.cut.kerf, 3))
                    .arg("page", format!("{id} {}", page.name))
                    .arg("gap", units::fmt_num(gap, 2))
                    .arg(
                        "most",
                        units::fmt_num(((gap - 0.005) * 100.0).floor() / 100.0, 2),
                    ),
            ));
        }
        if let Some(bed) = cfg.cut.bed {
            cut::beds(
                &cut::with_kerf(&page.cuts, cfg.cut.kerf),
                bed,
                cfg.cut.bed_margin,
                &format!("{id} {}", page.name),
            )?;
        }
    }
    Ok(())
}

/// Colours darker than this (WCAG relative luminance) are engraved: the pieces' ink, edges,
/// the mono band (#8c8c8c, 0.26) and dark faces; light faces (sand 0.79, white) are not.
const ENGRAVE_LUMINANCE: f64 = 0.4;

/// Pixels per inch of the engrave image: 0.1 mm a pixel, the line interval laser software
/// engraves card and wood at.
pub const ENGRAVE_DPI: u32 = 254;

/// The cut files of page `index`: for the page, or for each bed of it, a cut SVG and a
/// DXF, or a laser SVG and the art to engrave, as asked; and for each a note of its cuts
/// (as the file orders them, kerf and all) and, on a bed, of what it holds.
fn cut_files(
    id: &str,
    cfg: &Config,
    doc: &Document,
    index: usize,
) -> Result<(Vec<super::unit::File>, Vec<crate::said::Said>), RunError> {
    let page = &doc.pages[index];
    let cuts = cut::with_kerf(&page.cuts, cfg.cut.kerf);
    let (beds, sheet) = match cfg.cut.bed {
        Some(bed) => {
            let at = format!("{id} {}", page.name);
            (cut::beds(&cuts, bed, cfg.cut.bed_margin, &at)?, bed)
        }
        None => (
            vec![cut::Bed {
                blocks: vec![cut::Placed {
                    place: units::Transform::identity(),
                    turned: false,
                    groups: Vec::new(),
                    page: units::Rect::new(0.0, 0.0, page.size.w, page.size.h),
                }],
                cuts: cuts.paths.clone(),
            }],
            page.size,
        ),
    };
    let several = cfg.cut.bed.is_some();
    // Laser software engraves black: the art in black where the print is dark, the rest
    // white (not engraved), drawn as one bit a pixel.
    let engrave = cfg.cut.has(CutOutput::Laser).then(|| {
        doc.recoloured(&|c| {
            if c.luminance() < ENGRAVE_LUMINANCE {
                scene::Color::BLACK
            } else {
                scene::Color::WHITE
            }
        })
    });
    let mut out = Vec::new();
    let mut notes = Vec::new();
    for (b, bed) in beds.iter().enumerate() {
        let at = if several {
            format!("{}-bed-{}", page.name, b + 1)
        } else {
            page.name.clone()
        };
        if several {
            let board = page.cuts.paths.iter().any(|c| c.kind == CutKind::Board);
            let engraving = engrave.is_some();
            notes.push(cut::bed_note(
                &format!("{id} {at}"),
                bed,
                sheet,
                board,
                engraving,
            ));
        }
        // The note counts what the file cuts, in its order: one_by_one is the page's.
        let held = scene::Cuts {
            paths: bed.cuts.clone(),
            one_by_one: if several { 0.0 } else { cuts.one_by_one },
            ..scene::Cuts::default()
        };
        let dxf = cfg.cut.has(CutOutput::Dxf).then_some(sheet.h);
        notes.push(cut::note(&format!("{id} {at}"), &held, dxf));
        let name = |what: &str, ext: &str| {
            let n = names::kit_page_file(id, &cfg.layout, &format!("{at}-{what}"));
            format!("{}.{ext}", n.trim_end_matches(".svg"))
        };
        let title = format!("{} — {at}, cuts", doc.title);
        let file = files::CutFile {
            title: &title,
            size: sheet,
            cuts: &bed.cuts,
            // Marks go with the printed page, which beds are refused with.
            marks: &page.cuts.marks,
            scores: &page.cuts.scores,
        };
        if cfg.cut.has(CutOutput::Svg) {
            let svg = files::svg(&file, files::SvgStyle::Plotter);
            out.push((name("cut", "svg"), svg.into_bytes()));
        }
        if cfg.cut.has(CutOutput::Dxf) {
            out.push((name("cut", "dxf"), files::dxf(&file).into_bytes()));
        }
        if let Some(engrave) = &engrave {
            // Laser software engraves filled shapes: the marks are for an optical eye over
            // a print, never for a laser.
            let laser = files::CutFile { marks: &[], ..file };
            let svg = files::svg(&laser, files::SvgStyle::Laser);
            out.push((name("laser", "svg"), svg.into_bytes()));
            // Each block's art inside the outlines of its pieces, and nothing else.
            let pieces: Vec<(units::Transform, scene::Path)> = bed
                .blocks
                .iter()
                .map(|block| {
                    let clip = page
                        .cuts
                        .paths
                        .iter()
                        .filter(|c| c.kind.frees() && (!several || block.groups.contains(&c.group)))
                        .fold(scene::Path::new(), |p, c| p.extend(c.path.to_path()));
                    (block.place, clip)
                })
                .collect();
            let art = export::png::engrave(engrave, index, sheet, &pieces, ENGRAVE_DPI)?;
            out.push((name("engrave", "png"), art));
        }
    }
    Ok((out, notes))
}
