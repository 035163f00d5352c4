#![warn(missing_docs)]
//! boardgen: print-ready, card-mountable paper sets of Camels and Carpets and Royal Carpet.
//!
//! `CLI args -> Config -> Game -> layout -> Scene -> export::{svg,pdf,png} -> files`

pub mod art;
pub mod cli;
pub mod config;
pub mod cut;
pub mod export;
pub mod font;
pub mod game;
pub mod kit;
pub mod layout;
pub mod limits;
pub mod output;
pub mod paper;
pub mod picture;
pub mod quote;
pub mod rules;
pub mod scene;
pub mod units;

use std::path::PathBuf;

use anyhow::{Context, Result};

use config::{Config, Format, UsageError};
use kit::Kit;
use layout::{Options, SheetKind};
use limits::{
    check_run_pixels, check_work, largest_dpi, PreviewTooLarge, TooLarge, MAX_PREVIEW_PIXELS,
};

/// The name of an output file of one game's set. It says what the file holds, so a run that
/// makes something else never overwrites it: `ID-VARIANT.pdf` is the whole kit; a run of
/// fewer sheets names them (`ID-VARIANT-pieces.pdf`, `ID-VARIANT-board+rules.pdf`); a
/// handout is `ID-handout-VARIANT.pdf` for the rules and names its sheets otherwise
/// (`ID-handout-VARIANT-assembly+rules.pdf`). Per-page files (SVG, PNG) end with the page's
/// name instead, which already says its sheet: `ID-VARIANT-pieces-1.svg`.
pub fn file_name(id: &str, format: Format, opts: &Options, page: Option<&str>) -> String {
    let handout = format.is_handout();
    let (set, ext) = match format {
        Format::Pdf => (None, "pdf"),
        Format::Svg => (None, "svg"),
        Format::Html => (None, "html"),
        Format::Png { .. } => (None, "png"),
        Format::Handout { booklet: true, .. } => (Some("booklet"), "pdf"),
        Format::Handout {
            booklet: false,
            large_print: false,
            ..
        } => (Some("handout"), "pdf"),
        Format::Handout {
            booklet: false,
            large_print: true,
            ..
        } => (Some("handout-large"), "pdf"),
    };
    let mut parts = vec![id.to_string()];
    parts.extend(set.map(String::from));
    parts.push(opts.variant().into());
    let all: &[SheetKind] = match format {
        _ if handout => &[SheetKind::Rules],
        Format::Html => &[SheetKind::Assembly, SheetKind::Rules],
        _ => &SheetKind::ALL,
    };
    // A whole-document file names its sheets when some are left out; a page's own name
    // already says its sheet.
    // Replacement pieces say so instead of naming the piece sheet they are on.
    let only_replacements = opts.selection.is_partial() && opts.sheets == [SheetKind::Pieces];
    if page.is_none() && opts.sheets != all && !only_replacements {
        let names: Vec<&str> = opts.sheets.iter().map(|k| k.name()).collect();
        parts.push(names.join("+"));
    }
    // Options that leave pieces out of a sheet add what is left here, before the page, so
    // that neither their files nor their pages take a full sheet's name.
    if opts.selection.is_partial() {
        parts.push("replacements".into());
    }
    if let Some(page) = page {
        parts.push(page.into());
    }
    format!("{}.{ext}", parts.join("-"))
}

/// With several games and a `--square`, refuses a square that does not fit one of them,
/// naming it and what would work: the largest square that fits them all, or `--game` for
/// the games it fits.
fn check_square_fits_all(cfg: &Config, kits: &[Kit]) -> Result<(), UsageError> {
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
    let mut ways = Vec::new();
    if let Some(Some(all)) = largest.iter().copied().reduce(|a, b| match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        _ => None,
    }) {
        ways.push(format!("--square {all} (the largest that fits every game)"));
    }
    let fitting: Vec<String> = cfg
        .games
        .iter()
        .zip(&largest)
        .filter(|(_, l)| fits(l))
        .map(|(g, _)| match g {
            cli::GameSource::Builtin(id) => format!("--game {id}"),
            cli::GameSource::File(p) => format!("--game {}", p.display()),
        })
        .collect();
    if !fitting.is_empty() {
        ways.push(fitting.join(" "));
    }
    let game = &kits[i].game.name;
    let paper = format!(
        "{} with a {} mm margin",
        cfg.layout.paper, cfg.layout.margin
    );
    let why = match largest[i] {
        Some(l) => format!("its largest square on {paper} is {l} mm"),
        None => format!("its board does not fit {paper}"),
    };
    Err(UsageError(format!(
        "--square {square} mm does not fit {game} ({why}): use {}",
        ways.join(", or ")
    )))
}

/// A finished output set: file names and contents, not yet written.
pub fn render(cfg: &Config) -> Result<Vec<(String, Vec<u8>)>> {
    render_kits(&load_kits(cfg)?, cfg)
}

fn load_kits(cfg: &Config) -> Result<Vec<Kit>> {
    let mut kits = cfg
        .games
        .iter()
        .map(|g| match g {
            cli::GameSource::Builtin(id) => Kit::builtin(id),
            cli::GameSource::File(p) => Kit::from_file(p),
        })
        .collect::<Result<Vec<_>, _>>()?;
    for (i, k) in kits.iter().enumerate() {
        if kits[..i].iter().any(|o| o.game.id == k.game.id) {
            anyhow::bail!(UsageError(format!(
                "--game: two games have the id '{}', so their files would have the same names",
                k.game.id
            )));
        }
    }
    apply_art(cfg, &mut kits)?;
    Ok(kits)
}

/// Puts each `--art` picture on its piece (both sides, or the one named) in every game that
/// has that piece, over any picture the template gives it. Each file is read once.
fn apply_art(cfg: &Config, kits: &mut [Kit]) -> Result<()> {
    for (i, a) in cfg.art.iter().enumerate() {
        let at = format!("--art {}", quote::shown(&a.raw));
        let sides: Vec<usize> = a.side.map_or(vec![0, 1], |s| vec![s]);
        let overlaps = |b: &cli::ArtArg| {
            b.piece == a.piece && (a.side.is_none() || b.side.is_none() || a.side == b.side)
        };
        if let Some(b) = cfg.art[..i].iter().find(|b| overlaps(b)) {
            anyhow::bail!(UsageError(format!(
                "{at}: --art {} already gives that piece a picture",
                quote::shown(&b.raw)
            )));
        }
        let has = |k: &Kit| k.game.pieces.iter().position(|p| p.id == a.piece);
        if !kits.iter().any(|k| has(k).is_some()) {
            let mut ids: Vec<&str> = kits
                .iter()
                .flat_map(|k| k.game.pieces.iter().map(|p| p.id.as_str()))
                .collect();
            ids.sort();
            ids.dedup();
            anyhow::bail!(UsageError(format!(
                "{at}: no game of this run has a piece '{}': use {}",
                quote::shown(&a.piece),
                ids.join(", ")
            )));
        }
        let name = a.file.display().to_string();
        let source =
            picture::Source::read(&a.file, &name).map_err(|message| picture::PictureError {
                at: at.clone(),
                message,
            })?;
        let source = std::sync::Arc::new(source);
        for k in kits.iter_mut() {
            let Some(p) = has(k) else { continue };
            for &s in &sides {
                k.pictures[p][s] = Some(picture::PiecePicture {
                    source: source.clone(),
                    fit: cfg.fit,
                    at: at.clone(),
                    raster: None,
                });
            }
        }
    }
    Ok(())
}

/// Where each kit's pictures print in this run, or None when the run draws no pieces.
fn picture_targets(cfg: &Config, kit: &Kit) -> Option<picture::Target> {
    // The making-the-set page shows the pieces as they are cut, in a handout too.
    let drawn = [SheetKind::Pieces, SheetKind::Assembly];
    if !cfg.layout.sheets.iter().any(|k| drawn.contains(k)) {
        return None;
    }
    let size = layout::assembly::kit_piece_size(kit, &cfg.layout).ok()?;
    Some(picture::Target {
        side: size * layout::pieces::PICTURE_FILL,
        round: cfg.layout.shape == layout::CounterShape::Round,
        fit: picture::Fit::Cover,
        mono: cfg.layout.mono,
    })
}

/// The kits with every picture decoded and resampled for its printed size: each distinct
/// file and size once per run, one at a time, so only one full-size picture is ever held.
/// The kits as they are when none has a picture.
pub fn prepare_pictures<'k>(kits: &'k [Kit], cfg: &Config) -> Result<std::borrow::Cow<'k, [Kit]>> {
    if kits
        .iter()
        .all(|k| k.pictures.iter().flatten().all(Option::is_none))
    {
        return Ok(std::borrow::Cow::Borrowed(kits));
    }
    let mut done: Vec<(
        *const picture::Source,
        picture::Fit,
        [u64; 2],
        std::sync::Arc<scene::Raster>,
    )> = Vec::new();
    let mut out = kits.to_vec();
    for kit in &mut out {
        let Some(target) = picture_targets(cfg, kit) else {
            continue;
        };
        for pic in kit.pictures.iter_mut().flatten().flatten() {
            let t = picture::Target {
                fit: pic.fit,
                ..target
            };
            let key = (
                std::sync::Arc::as_ptr(&pic.source),
                pic.fit,
                [t.side.to_bits(), t.round as u64 * 2 + t.mono as u64],
            );
            let found = done
                .iter()
                .find(|d| (d.0, d.1, d.2) == key)
                .map(|d| d.3.clone());
            let raster = match found {
                Some(r) => r,
                None => {
                    let (r, _) =
                        pic.source
                            .prepare(&t)
                            .map_err(|message| picture::PictureError {
                                at: pic.at.clone(),
                                message,
                            })?;
                    let r = std::sync::Arc::new(r);
                    done.push((key.0, key.1, key.2, r.clone()));
                    r
                }
            };
            pic.raster = Some(raster);
        }
    }
    Ok(std::borrow::Cow::Owned(out))
}

/// A template given as bytes (as read from a file named `file`, with no folder, so only
/// `builtin:` artwork and texts), rendered as `cfg` says: what `render` does for a template
/// file after reading it. The fuzz target's entry point.
pub fn render_template_bytes(
    bytes: &[u8],
    file: &str,
    cfg: &Config,
) -> Result<Vec<(String, Vec<u8>)>> {
    let kit = Kit::from_bytes(bytes, file, None)?;
    render_kits(std::slice::from_ref(&kit), cfg)
}

/// The output set of loaded kits.
pub fn render_kits(kits: &[Kit], cfg: &Config) -> Result<Vec<(String, Vec<u8>)>> {
    let mut out = Vec::new();
    render_kits_into(kits, cfg, &mut |name, bytes| {
        out.push((name, bytes));
        Ok(())
    })?;
    Ok(out)
}

/// Where finished files go, one at a time, as soon as each is made: a long set (hundreds of
/// 600 dpi previews) is never held in memory whole. The first failure is kept.
struct Files<'a> {
    sink: &'a mut dyn FnMut(String, Vec<u8>) -> Result<()>,
    failed: Option<anyhow::Error>,
}

impl Files<'_> {
    fn push(&mut self, (name, bytes): (String, Vec<u8>)) {
        if self.failed.is_none() {
            self.failed = (self.sink)(name, bytes).err();
        }
    }
}

/// Renders loaded kits, handing each file to `sink` as soon as it is made. Returns the
/// run's notes on its cut files (see [`cut::note`]), one per page with cuts.
pub fn render_kits_into(
    kits: &[Kit],
    cfg: &Config,
    sink: &mut dyn FnMut(String, Vec<u8>) -> Result<()>,
) -> Result<Vec<String>> {
    let games: Vec<&game::Game> = kits.iter().map(|k| &k.game).collect();
    layout::check_spares(&cfg.layout.spares, &games)?;
    check_square_fits_all(cfg, kits)?;
    layout::check_selection(&cfg.layout.selection, &games)?;
    check_sheets_can_be_made(cfg, kits)?;
    let kits = &*prepare_pictures(kits, cfg)?;
    // Every document is laid out and checked against the run's limits before any is drawn.
    let (mut drawn, mut preview_work) = (0, 0);
    let mut previews = Vec::new();
    let mut docs = Vec::new();
    for kit in kits {
        let doc = match cfg.format {
            Format::Handout {
                copies,
                n_up,
                booklet,
                ..
            } => {
                let set = layout::ClassSet {
                    copies,
                    n_up,
                    booklet,
                };
                let doc = layout::handout_document(kit, &cfg.layout, set)
                    .with_context(|| kit.game.name.clone())?;
                // A class set's copies repeat its first copy's pages: drawn once.
                let one = (doc.pages.len() / copies.max(1)).clamp(1, doc.pages.len().max(1));
                check_work(&kit.game.name, &doc, &doc.pages[..one], &mut drawn)?;
                doc
            }
            Format::Html => {
                let doc = layout::web::web_document(kit, &cfg.layout)
                    .with_context(|| kit.game.name.clone())?;
                check_work(&kit.game.name, &doc, &doc.pages, &mut drawn)?;
                doc
            }
            Format::Pdf | Format::Svg | Format::Png { .. } => {
                let doc = layout::kit_document(kit, &cfg.layout)
                    .map_err(|e| marks_way_out(kit, cfg, e))
                    .with_context(|| kit.game.name.clone())?;
                check_work(&kit.game.name, &doc, &doc.pages, &mut drawn)?;
                doc
            }
        };
        if let Format::Png { dpi } = cfg.format {
            for page in &doc.pages {
                let (w, h) = export::png::pixel_size(page.size, dpi);
                if w as u64 * h as u64 > MAX_PREVIEW_PIXELS {
                    anyhow::bail!(PreviewTooLarge {
                        dpi,
                        w,
                        h,
                        page: page.size.to_string(),
                        largest: largest_dpi(page.size),
                    });
                }
                previews.push(page.size);
            }
            check_run_pixels(&previews, dpi)?;
            limits::check_preview_work(&kit.game.name, &doc, dpi, &mut preview_work)?;
        }
        check_cuts(cfg, &kit.game.id, &doc)?;
        let cricut = if cfg.cut.has(cut::CutOutput::Cricut) {
            Some(layout::cricut::print_then_cut(kit, &cfg.layout)?)
        } else {
            None
        };
        docs.push((doc, cricut));
    }
    let mut files = Files { sink, failed: None };
    let mut notes = Vec::new();
    let mut pixels = Vec::new(); // one pixel buffer for every preview
    for (kit, (doc, cricut)) in kits.iter().zip(&docs) {
        let id = &kit.game.id;
        if let Some(ptc) = cricut {
            let opts = export::svg::SvgOptions {
                cut_layer: true,
                ..Default::default()
            };
            for (i, page) in ptc.pages.iter().enumerate() {
                let name = file_name(id, Format::Svg, &cfg.layout, Some(&page.name));
                files.push((name, export::svg::render(ptc, i, &opts).into_bytes()));
            }
            notes.push(format!(
                "Print Then Cut: {} pieces of {} on {} Cricut image{} of {} x {} mm",
                ptc.pages.iter().map(|p| p.items.len()).sum::<usize>(),
                kit.game.name,
                ptc.pages.len(),
                if ptc.pages.len() == 1 { "" } else { "s" },
                layout::cricut::CRICUT_AREA.w,
                layout::cricut::CRICUT_AREA.h
            ));
        }
        match cfg.format {
            Format::Handout { .. } | Format::Pdf => {
                let opts = export::pdf::PdfOptions {
                    cut_contour: cfg.cut.has(cut::CutOutput::Contour),
                    ..Default::default()
                };
                let bytes = export::pdf::render(doc, &opts)?;
                files.push((file_name(id, cfg.format, &cfg.layout, None), bytes));
            }
            Format::Html => {
                // Each figure an inline SVG of its own, its ids kept apart from the others'.
                let figure = |fig: &scene::Document, n: usize| {
                    let opts = export::svg::SvgOptions {
                        aria: Some(format!("f{n}-")),
                        ..Default::default()
                    };
                    export::svg::render(fig, 0, &opts)
                };
                let html = export::html::render(doc, &figure);
                files.push((
                    file_name(id, cfg.format, &cfg.layout, None),
                    html.into_bytes(),
                ));
            }
            Format::Svg => {
                for (i, page) in doc.pages.iter().enumerate() {
                    let name = file_name(id, cfg.format, &cfg.layout, Some(&page.name));
                    let svg = export::svg::render(doc, i, &export::svg::SvgOptions::default());
                    files.push((name, svg.into_bytes()));
                }
            }
            Format::Png { dpi } => {
                for (i, page) in doc.pages.iter().enumerate() {
                    let name = file_name(id, cfg.format, &cfg.layout, Some(&page.name));
                    let png = export::png::render_reusing(
                        doc,
                        i,
                        &export::png::PngOptions { dpi },
                        &mut pixels,
                    )?;
                    files.push((name, png));
                }
            }
        }
        for (i, page) in doc.pages.iter().enumerate() {
            if page.cuts.is_empty() {
                continue;
            }
            if cfg.cut.files() {
                for f in cut_files(id, cfg, doc, i)? {
                    files.push(f);
                }
            }
            if cfg.cut.files() || cfg.cut.has(cut::CutOutput::Contour) {
                notes.push(cut::note(&format!("{id} {}", page.name), &page.cuts));
            }
        }
    }
    files.failed.map_or(Ok(notes), Err)
}

/// A layout that fails with registration marks: when it would work with the marks nearer
/// the edges, says so with the largest inset that works (both sides moved out alike).
fn marks_way_out(kit: &Kit, cfg: &Config, e: layout::LayoutError) -> anyhow::Error {
    let Some(m) = cfg.layout.marks else {
        return e.into();
    };
    let at = |d: f64| layout::MarkInset {
        left: m.left - d,
        top: m.top - d,
    };
    let works = |i: layout::MarkInset| {
        let opts = layout::Options {
            marks: Some(i),
            ..cfg.layout.clone()
        };
        layout::kit_document(kit, &opts).is_ok()
    };
    let found = (1..)
        .map(|k| k as f64 * 0.5)
        .take_while(|d| at(*d).left >= 5.0 && at(*d).top >= 5.0)
        .map(at)
        .find(|i| works(*i));
    let way = match found {
        Some(i) => format!(
            "use --mark-inset {}x{} or nearer the edges",
            units::fmt_num(i.left, 1),
            units::fmt_num(i.top, 1)
        ),
        None => "no inset leaves room: use larger paper".into(),
    };
    let what = match e {
        layout::LayoutError::PiecesTooLarge { size, .. } => format!("{size} mm pieces do not"),
        layout::LayoutError::SquareTooLarge { square, .. } => {
            format!("the board at {square} mm squares does not")
        }
        _ => "the board does not".into(),
    };
    UsageError(format!(
        "--mark-inset {}x{}: {what} fit inside the registration marks on {}; {way}",
        units::fmt_num(m.left, 1),
        units::fmt_num(m.top, 1),
        cfg.layout.paper
    ))
    .into()
}

/// Refuses a `--kerf` or `--bed` that a page's cuts cannot take, with the value that would
/// work, before anything is drawn.
fn check_cuts(cfg: &Config, id: &str, doc: &scene::Document) -> Result<(), cut::CutError> {
    if !cfg.cut.files() {
        return Ok(());
    }
    for page in doc.pages.iter().filter(|p| !p.cuts.is_empty()) {
        let gap = cut::largest_kerf(&page.cuts);
        if cfg.cut.kerf >= gap {
            return Err(cut::CutError(format!(
                "--kerf {}: two groups of pieces on {id} {} are {} mm apart, so their cuts would meet; use --kerf {} or less",
                units::fmt_num(cfg.cut.kerf, 3),
                page.name,
                units::fmt_num(gap, 2),
                units::fmt_num(((gap - 0.005) * 100.0).floor() / 100.0, 2)
            )));
        }
        if let Some(bed) = cfg.cut.bed {
            cut::beds(&cut::with_kerf(&page.cuts, cfg.cut.kerf), bed)?;
        }
    }
    Ok(())
}

/// Colours darker than this (WCAG relative luminance) are engraved: the pieces' ink, edges,
/// the mono band (#8c8c8c, 0.26) and dark faces; light faces (sand 0.79, white) are not.
const ENGRAVE_LUMINANCE: f64 = 0.4;

/// The cut files of page `index`: for the page, or for each bed of it, a cut SVG and a
/// DXF, or a laser SVG and the art to engrave, as asked.
fn cut_files(
    id: &str,
    cfg: &Config,
    doc: &scene::Document,
    index: usize,
) -> Result<Vec<(String, Vec<u8>)>> {
    use cut::CutOutput;
    let page = &doc.pages[index];
    let cuts = cut::with_kerf(&page.cuts, cfg.cut.kerf);
    let beds = match cfg.cut.bed {
        Some(bed) => cut::beds(&cuts, bed)?,
        None => vec![cut::Bed {
            window: page.media(),
            cuts: cuts.paths.clone(),
        }],
    };
    let several = beds.len() > 1 || cfg.cut.bed.is_some();
    // The art inside the pieces' own outlines, for the engrave file.
    let clip = page
        .cuts
        .paths
        .iter()
        .filter(|c| c.kind.frees())
        .fold(scene::Path::new(), |p, c| p.extend(c.path.to_path()));
    // Laser software engraves black fills: the art in black where the print is dark, the
    // rest white (not engraved).
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
    for (b, bed) in beds.iter().enumerate() {
        let at = if several {
            format!("{}-bed-{}", page.name, b + 1)
        } else {
            page.name.clone()
        };
        let name = |what: &str, ext: &str| {
            let n = file_name(id, Format::Svg, &cfg.layout, Some(&format!("{at}-{what}")));
            format!("{}.{ext}", n.trim_end_matches(".svg"))
        };
        let title = format!("{} — {at}, cuts", doc.title);
        let file = export::cut::CutFile {
            title: &title,
            size: units::Size {
                w: bed.window.w,
                h: bed.window.h,
            },
            cuts: &bed.cuts,
            // Marks go with the printed page, which beds are refused with.
            marks: &page.cuts.marks,
        };
        if cfg.cut.has(CutOutput::Svg) {
            let svg = export::cut::svg(&file, export::cut::SvgStyle::Plotter);
            out.push((name("cut", "svg"), svg.into_bytes()));
        }
        if cfg.cut.has(CutOutput::Dxf) {
            out.push((name("cut", "dxf"), export::cut::dxf(&file).into_bytes()));
        }
        if cfg.cut.has(CutOutput::Laser) {
            let svg = export::cut::svg(&file, export::cut::SvgStyle::Laser);
            out.push((name("laser", "svg"), svg.into_bytes()));
            let opts = export::svg::SvgOptions {
                view: Some(bed.window),
                clip: Some(clip.clone()),
                ..Default::default()
            };
            let art = export::svg::render(engrave.as_ref().unwrap_or(doc), index, &opts);
            out.push((name("engrave", "svg"), art.into_bytes()));
        }
    }
    Ok(out)
}

/// Refuses a sheet named with `--sheets` that a game cannot make (a template with no rules
/// text makes no rules sheet), rather than leave it out, or write a file of no pages.
fn check_sheets_can_be_made(cfg: &Config, kits: &[Kit]) -> Result<()> {
    if !cfg.sheets_asked || !cfg.layout.sheets.contains(&SheetKind::Rules) {
        return Ok(());
    }
    match kits.iter().find(|k| k.rules.is_none()) {
        Some(k) => anyhow::bail!(UsageError(format!(
            "--sheets rules: {} has no rules sheet to make (its template names no `rules` text)",
            k.game.name
        ))),
        None => Ok(()),
    }
}

/// Renders and writes a run; returns the paths written. Each file is staged in the output
/// folder as soon as it is made; all are committed together at the end.
pub fn run(cfg: &Config) -> Result<Vec<PathBuf>> {
    // A folder that cannot take the files is refused before the work of rendering.
    output::prepare(&cfg.out_dir)?;
    let kits = load_kits(cfg)?;
    let mut staging = output::Staging::new(&cfg.out_dir)?;
    staging.replacing(output::RunSets(
        kits.iter()
            .map(|k| {
                (
                    k.game.id.clone(),
                    file_name(&k.game.id, cfg.format, &cfg.layout, None),
                )
            })
            .collect(),
    ));
    let cut_notes = render_kits_into(&kits, cfg, &mut |name, bytes| {
        Ok(staging.add(&name, &bytes)?)
    })?;
    let written = staging.commit()?;
    for note in notes(cfg, &kits).into_iter().chain(cut_notes) {
        eprintln!("note: {note}");
    }
    Ok(written)
}

/// One line per game whose squares are smaller than usual in this run, and why: only for
/// runs that print a board or pieces, where the size shows.
pub fn notes(cfg: &Config, kits: &[Kit]) -> Vec<String> {
    let sized = [layout::SheetKind::Board, layout::SheetKind::Pieces];
    if cfg.format.is_handout() || !cfg.layout.sheets.iter().any(|k| sized.contains(k)) {
        return Vec::new();
    }
    let mut out: Vec<String> = kits
        .iter()
        .filter_map(|k| layout::board_plan(&k.game, &cfg.layout).ok()?.note)
        .collect();
    if let Some(m) = cfg.layout.marks {
        out.push(format!(
            "registration marks {} mm from the left and {} mm from the top: the board and piece sheets keep inside them and clear of their keep-outs, moving in and shrinking to fit",
            m.left, m.top
        ));
    }
    // Pictures that print soft, each file once.
    for k in kits {
        let Some(target) = picture_targets(cfg, k) else {
            continue;
        };
        for pic in k.pictures.iter().flatten().flatten() {
            let t = picture::Target {
                fit: pic.fit,
                ..target
            };
            let (_, dpi) = t.pixels(pic.source.width, pic.source.height);
            if dpi < picture::LOW_DPI {
                let line = format!(
                    "picture '{}' ({} x {} pixels) prints at {} dpi on the {} pieces: {} or more looks sharp",
                    quote::shown(&pic.source.name),
                    pic.source.width,
                    pic.source.height,
                    dpi.floor(),
                    k.game.name,
                    picture::LOW_DPI
                );
                if !out.contains(&line) {
                    out.push(line);
                }
            }
        }
    }
    out
}

/// What `boardgen list` prints: each built-in game with every sheet it makes and its page
/// count on `paper` (the default paper, chosen by `source`), then the example templates.
pub fn list(paper: &paper::Paper, source: &str) -> Result<String> {
    let from = if source == "built-in" {
        String::new()
    } else {
        format!(", from {source}")
    };
    let mut out = format!("Built-in games, with page counts on {paper}{from}:\n");
    for (id, _) in game::BUILTIN {
        let kit = Kit::builtin(id)?;
        let g = &kit.game;
        out += &format!(
            "\n{id}\n  {} — {}x{} board\n",
            g.name, g.board.files, g.board.ranks
        );
        for kind in SheetKind::ALL {
            let opts = Options {
                paper: paper.clone(),
                sheets: vec![kind],
                ..Options::default()
            };
            let doc = layout::kit_document(&kit, &opts).with_context(|| g.name.clone())?;
            let what = match kind {
                SheetKind::Board if doc.pages.len() > 1 => "the board in two halves".to_string(),
                SheetKind::Board => "the board on one sheet".to_string(),
                SheetKind::Pieces => {
                    let pieces: Vec<String> = g
                        .pieces
                        .iter()
                        .map(|p| {
                            let name = if p.count == 1 { &p.name } else { &p.plural };
                            format!("{} {name}", p.count)
                        })
                        .collect();
                    format!("{} a side, plus spares", pieces.join(", "))
                }
                SheetKind::Rules => "the rules handout, with diagrams".to_string(),
                SheetKind::Assembly => "making the set".to_string(),
            };
            let n = doc.pages.len();
            let pages = format!("{n} page{}", if n == 1 { "" } else { "s" });
            out += &format!("  {:<9} {pages:<8} {what}\n", kind.name());
        }
    }
    out += "\nExample templates (`boardgen template NAME > NAME.toml`, then `boardgen pdf --game NAME.toml`):\n\n";
    for (id, text) in game::EXAMPLE_TEMPLATES {
        let g = game::Game::from_toml(text, &format!("examples/{id}.toml"))?;
        out += &format!(
            "  {id:<24} {} — {}x{} board\n",
            g.name, g.board.files, g.board.ranks
        );
    }
    Ok(out)
}

/// What `boardgen template NAME` prints: a built-in game's or an example's template.
pub fn template(name: &str) -> Result<String> {
    if let Some((_, text)) = game::EXAMPLE_TEMPLATES.iter().find(|(n, _)| *n == name) {
        return Ok(text.to_string());
    }
    Ok(Kit::builtin(name)?.source)
}

/// What `boardgen art NAME` prints: a built-in drawing's SVG.
pub fn art_svg(name: &str) -> Result<String> {
    let file = format!("{}.svg", name.trim_end_matches(".svg"));
    art::BUILTIN
        .iter()
        .find(|(n, _)| *n == file)
        .map(|(_, d)| String::from_utf8_lossy(d).into_owned())
        .ok_or_else(|| {
            let names: Vec<&str> = art::BUILTIN
                .iter()
                .map(|(n, _)| n.trim_end_matches(".svg"))
                .collect();
            anyhow::Error::new(UnknownName(format!(
                "no built-in drawing '{}': use {}",
                quote::shown(name),
                names.join(", ")
            )))
        })
}

/// A name on the command line that matches nothing built in.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct UnknownName(pub String);

/// An error as one line: each cause once (a cause the line already quotes is left out),
/// with control and bidi characters escaped.
pub fn error_line(e: &anyhow::Error) -> String {
    let mut line = String::new();
    for cause in e.chain() {
        let s = cause.to_string();
        if line.contains(&s) {
            continue;
        }
        if !line.is_empty() {
            line += ": ";
        }
        line += &s;
    }
    quote::shown_line(&line.replace('\n', " "))
}

/// True when an error comes from the user's input (exit code 2) rather than the machine.
pub fn is_bad_input(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.is::<layout::LayoutError>()
            || c.is::<game::GameError>()
            || c.is::<kit::KitError>()
            || c.is::<paper::PaperError>()
            || c.is::<UnknownName>()
            || c.is::<PreviewTooLarge>()
            || c.is::<TooLarge>()
            || c.is::<UsageError>()
            || c.is::<picture::PictureError>()
            || c.is::<cut::CutError>()
            || matches!(
                c.downcast_ref(),
                Some(output::OutError::BadOut { .. } | output::OutError::TooMuch)
            )
    })
}
