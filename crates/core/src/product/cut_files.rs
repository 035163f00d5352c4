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
        if !cfg.cut.files() {
            for page in doc.pages.iter().filter(|p| !p.cuts.is_empty()) {
                out.notes
                    .push(cut::note(&format!("{id} {}", page.name), &page.cuts, None));
            }
            return Ok(());
        }
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
        let kerfed = kerfed(cfg, doc);
        let sheets = match cfg.cut.bed {
            Some(size) => bed_sheets(id, cfg, doc, &kerfed, size, engrave.is_some())?,
            None => kerfed
                .iter()
                .map(|(i, cuts)| {
                    let page = &doc.pages[*i];
                    Sheet {
                        at: page.name.clone(),
                        size: page.size,
                        cuts: cuts.paths.clone(),
                        one_by_one: cuts.one_by_one,
                        marks: &page.cuts.marks,
                        scores: &page.cuts.scores,
                        art: vec![(*i, units::Transform::identity(), None)],
                        note: None,
                    }
                })
                .collect(),
        };
        for sheet in &sheets {
            let (files, notes) = sheet_files(id, cfg, doc, sheet, engrave.as_ref())?;
            for f in files {
                out.push(f)?;
            }
            out.notes.extend(notes);
        }
        Ok(())
    }
}

/// The pages with cuts, by their place in `doc`, each page's cuts with the run's kerf.
fn kerfed(cfg: &Config, doc: &Document) -> Vec<(usize, scene::Cuts)> {
    doc.pages
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.cuts.is_empty())
        .map(|(i, p)| (i, cut::with_kerf(&p.cuts, cfg.cut.kerf)))
        .collect()
}

/// The pages of `kerfed` in the sets that may share a bed: all of them, but with
/// `--per-side` (each side's pieces on card of its own colour) each page of pieces alone,
/// the board parts together.
fn bed_sets<'a>(
    cfg: &Config,
    doc: &'a Document,
    kerfed: &'a [(usize, scene::Cuts)],
) -> Vec<Vec<cut::PageCuts<'a>>> {
    let pages = kerfed.iter().map(|(i, cuts)| cut::PageCuts {
        index: *i,
        name: &doc.pages[*i].name,
        cuts,
    });
    if !cfg.layout.per_side {
        return vec![pages.collect()];
    }
    let (boards, pieces): (Vec<_>, Vec<_>) =
        pages.partition(|p| p.cuts.paths.iter().any(|c| c.kind == CutKind::Board));
    std::iter::once(boards)
        .filter(|b| !b.is_empty())
        .chain(pieces.into_iter().map(|p| vec![p]))
        .collect()
}

/// The beds of a set of pages that may share them, and those pages.
type BedSet<'a> = (Vec<cut::Bed>, Vec<cut::PageCuts<'a>>);

/// The run's beds of `size` mm: the sets of pages that may share a bed, each packed.
fn run_beds<'a>(
    id: &str,
    cfg: &Config,
    doc: &'a Document,
    kerfed: &'a [(usize, scene::Cuts)],
    size: units::Size,
) -> Result<Vec<BedSet<'a>>, cut::CutError> {
    bed_sets(cfg, doc, kerfed)
        .into_iter()
        .map(|set| Ok((cut::beds(&set, size, cfg.cut.bed_margin, id)?, set)))
        .collect()
}

/// The run's beds as sheets to write: `bed-1`, `bed-2` ... across the whole kit, each
/// with its note of what it holds.
fn bed_sheets<'a>(
    id: &str,
    cfg: &Config,
    doc: &'a Document,
    kerfed: &[(usize, scene::Cuts)],
    size: units::Size,
    engraving: bool,
) -> Result<Vec<Sheet<'a>>, cut::CutError> {
    let mut out = Vec::new();
    for (beds, pages) in run_beds(id, cfg, doc, kerfed, size)? {
        for bed in beds {
            let at = format!("bed-{}", out.len() + 1);
            let note = cut::bed_note(&format!("{id} {at}"), &bed, size, &pages, engraving);
            out.push(Sheet {
                at,
                size,
                art: bed
                    .blocks
                    .iter()
                    .map(|b| (b.sheet, b.place, Some(b.groups.clone())))
                    .collect(),
                cuts: bed.cuts,
                one_by_one: 0.0,
                // Marks and folds go with the printed page, which beds are refused with.
                marks: &[],
                scores: &[],
                note: Some(note),
            });
        }
    }
    Ok(out)
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
                    .arg("gap", crate::said::measure(gap, 2))
                    .arg(
                        "most",
                        units::fmt_num(((gap - 0.005) * 100.0).floor() / 100.0, 2),
                    ),
            ));
        }
    }
    if let Some(bed) = cfg.cut.bed {
        run_beds(id, cfg, doc, &kerfed(cfg, doc), bed)?;
    }
    Ok(())
}

/// Colours darker than this (WCAG relative luminance) are engraved: the pieces' ink, edges,
/// the mono band (#8c8c8c, 0.26) and dark faces; light faces (sand 0.79, white) are not.
const ENGRAVE_LUMINANCE: f64 = 0.4;

/// Pixels per inch of the engrave image: 0.1 mm a pixel, the line interval laser software
/// engraves card and wood at.
pub const ENGRAVE_DPI: u32 = 254;

/// What one cut file holds: a page, or a bed of blocks from the kit's pages.
struct Sheet<'a> {
    /// Its name in file names and notes (`pieces-1`, `bed-2`).
    at: String,
    /// The sheet's size, mm.
    size: units::Size,
    /// Its cuts, sheet mm, in cutting order, the kerf taken into account.
    cuts: Vec<scene::Cut>,
    /// What cutting each piece out on its own would cut (0 for a bed).
    one_by_one: f64,
    /// Print-and-cut marks the file carries.
    marks: &'a [units::Rect],
    /// Fold lines to score.
    scores: &'a [[units::Point; 2]],
    /// The art it engraves: each block's page, its place (page mm to sheet mm) and its
    /// groups (None: every group of the page).
    art: Vec<(usize, units::Transform, Option<Vec<usize>>)>,
    /// The note of what a bed holds.
    note: Option<crate::said::Said>,
}

/// The cut files of `sheet`: a cut SVG and a DXF, or a laser SVG and the art to engrave, as
/// asked; and a note of its cuts (as the file orders them, kerf and all) after the note of
/// what a bed holds.
fn sheet_files(
    id: &str,
    cfg: &Config,
    doc: &Document,
    sheet: &Sheet,
    engrave: Option<&Document>,
) -> Result<(Vec<super::unit::File>, Vec<crate::said::Said>), RunError> {
    let at = &sheet.at;
    let mut out = Vec::new();
    let mut notes: Vec<crate::said::Said> = sheet.note.iter().cloned().collect();
    // The note counts what the file cuts, in its order.
    let held = scene::Cuts {
        paths: sheet.cuts.clone(),
        one_by_one: sheet.one_by_one,
        ..scene::Cuts::default()
    };
    let dxf = cfg.cut.has(CutOutput::Dxf).then_some(sheet.size.h);
    notes.push(cut::note(&format!("{id} {at}"), &held, dxf));
    let name = |what: &str, ext: &str| {
        let n = names::kit_page_file(id, &cfg.layout, &format!("{at}-{what}"));
        format!("{}.{ext}", n.trim_end_matches(".svg"))
    };
    let title = format!("{} — {at}, cuts", doc.title);
    let file = files::CutFile {
        title: &title,
        size: sheet.size,
        cuts: &sheet.cuts,
        marks: sheet.marks,
        scores: sheet.scores,
    };
    if cfg.cut.has(CutOutput::Svg) {
        let svg = files::svg(&file, files::SvgStyle::Plotter);
        out.push((name("cut", "svg"), svg.into_bytes()));
    }
    if cfg.cut.has(CutOutput::Dxf) {
        out.push((name("cut", "dxf"), files::dxf(&file).into_bytes()));
    }
    if let Some(engrave) = engrave {
        // Laser software engraves filled shapes: the marks are for an optical eye over
        // a print, never for a laser.
        let laser = files::CutFile { marks: &[], ..file };
        let svg = files::svg(&laser, files::SvgStyle::Laser);
        out.push((name("laser", "svg"), svg.into_bytes()));
        // Each block's art inside the outlines of its pieces, and nothing else.
        let pieces: Vec<(usize, units::Transform, scene::Path)> = sheet
            .art
            .iter()
            .map(|(index, place, groups)| {
                let clip = doc.pages[*index]
                    .cuts
                    .paths
                    .iter()
                    .filter(|c| {
                        c.kind.frees() && groups.as_ref().is_none_or(|g| g.contains(&c.group))
                    })
                    .fold(scene::Path::new(), |p, c| p.extend(c.path.to_path()));
                (*index, *place, clip)
            })
            .collect();
        let art = export::png::engrave(engrave, sheet.size, &pieces, ENGRAVE_DPI)?;
        out.push((name("engrave", "png"), art));
    }
    Ok((out, notes))
}
