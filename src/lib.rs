//! boardgen: print-ready, card-mountable paper sets of Camels and Carpets and Royal Carpet.
//!
//! `CLI args -> Config -> Game -> layout -> Scene -> export::{svg,pdf,png} -> files`

pub mod art;
pub mod cli;
pub mod config;
pub mod export;
pub mod font;
pub mod game;
pub mod kit;
pub mod layout;
pub mod output;
pub mod paper;
pub mod rules;
pub mod scene;
pub mod units;

use std::path::PathBuf;

use anyhow::{Context, Result};

use config::{Config, Format};
use kit::Kit;

/// Largest PNG preview, in pixels (A3 at 600 dpi is 70 million).
pub const MAX_PREVIEW_PIXELS: u64 = 100_000_000;

/// A finished output set: file names and contents, not yet written.
pub fn render(cfg: &Config) -> Result<Vec<(String, Vec<u8>)>> {
    let kits = cfg
        .games
        .iter()
        .map(|g| match g {
            cli::GameSource::Builtin(id) => Kit::builtin(id),
            cli::GameSource::File(p) => Kit::from_file(p),
        })
        .collect::<Result<Vec<_>, _>>()?;
    let games: Vec<&game::Game> = kits.iter().map(|k| &k.game).collect();
    layout::check_spares(&cfg.layout.spares, &games)?;
    let variant = cfg.layout.variant();
    let mut files = Vec::new();
    for kit in &kits {
        let id = &kit.game.id;
        let kit_doc =
            || layout::kit_document(kit, &cfg.layout).with_context(|| kit.game.name.clone());
        match cfg.format {
            Format::Handout {
                copies,
                n_up,
                booklet,
            } => {
                let set = layout::ClassSet {
                    copies,
                    n_up,
                    booklet,
                };
                let doc = layout::handout_document(kit, &cfg.layout, set)
                    .with_context(|| kit.game.name.clone())?;
                let bytes = export::pdf::render(&doc, &export::pdf::PdfOptions::default())?;
                let kind = if booklet { "booklet" } else { "handout" };
                files.push((format!("{id}-{kind}-{variant}.pdf"), bytes));
            }
            Format::Pdf => {
                let doc = kit_doc()?;
                let bytes = export::pdf::render(&doc, &export::pdf::PdfOptions::default())?;
                files.push((format!("{id}-{variant}.pdf"), bytes));
            }
            Format::Svg | Format::Png { .. } => {
                let doc = kit_doc()?;
                for (i, page) in doc.pages.iter().enumerate() {
                    let svg = export::svg::render(&doc, i, &export::svg::SvgOptions::default());
                    let stem = format!("{id}-{variant}-{}", page.name);
                    match cfg.format {
                        Format::Png { dpi } => {
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
                            let png = export::png::render(
                                &svg,
                                page.size,
                                &export::png::PngOptions { dpi },
                            )?;
                            files.push((format!("{stem}.png"), png));
                        }
                        _ => files.push((format!("{stem}.svg"), svg.into_bytes())),
                    }
                }
            }
        }
    }
    Ok(files)
}

/// Renders and writes a run; returns the paths written.
pub fn run(cfg: &Config) -> Result<Vec<PathBuf>> {
    let files = render(cfg)?;
    output::write_all(&cfg.out_dir, &files)
}

/// What `boardgen list` prints: each built-in game and its sheets.
pub fn list() -> Result<String> {
    let mut out = String::new();
    for (id, _) in game::BUILTIN {
        let kit = Kit::builtin(id)?;
        let g = &kit.game;
        let board = match g.board.split {
            game::Split::Halves => "board (two halves)",
            game::Split::Auto => "board (one page when it fits, else two halves)",
        };
        let pieces: Vec<String> = g
            .pieces
            .iter()
            .map(|p| {
                format!(
                    "{} {}",
                    p.count,
                    if p.count == 1 { &p.name } else { &p.plural }
                )
            })
            .collect();
        out += &format!(
            "{id}\n  {} — {}x{} board\n  sheets: {board}; pieces ({} a side, plus spares)\n",
            g.name,
            g.board.files,
            g.board.ranks,
            pieces.join(", ")
        );
    }
    Ok(out)
}

/// What `boardgen template NAME` prints: the built-in template's text.
pub fn template(name: &str) -> Result<String> {
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
                "no built-in drawing '{name}': use {}",
                names.join(", ")
            )))
        })
}

/// The largest whole dpi (at least 30) at which a page of `size` stays within
/// [`MAX_PREVIEW_PIXELS`].
pub fn largest_dpi(size: units::Size) -> u32 {
    (30..=600)
        .rev()
        .find(|&d| {
            let (w, h) = export::png::pixel_size(size, d);
            w as u64 * h as u64 <= MAX_PREVIEW_PIXELS
        })
        .unwrap_or(30)
}

/// A PNG preview that would take too much memory at the chosen dpi.
#[derive(Debug, thiserror::Error)]
#[error("--dpi {dpi}: a {w}x{h} pixel preview of a {page} page is over the 100 million pixel limit; use --dpi {largest} or lower")]
pub struct PreviewTooLarge {
    /// The dpi asked for.
    pub dpi: u32,
    /// Width in pixels at that dpi.
    pub w: u32,
    /// Height in pixels at that dpi.
    pub h: u32,
    /// The page size.
    pub page: String,
    /// The largest dpi that fits.
    pub largest: u32,
}

/// A name on the command line that matches nothing built in.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct UnknownName(pub String);

/// True when an error comes from the user's input (exit code 2) rather than the machine.
pub fn is_bad_input(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.is::<layout::LayoutError>()
            || c.is::<game::GameError>()
            || c.is::<kit::KitError>()
            || c.is::<paper::PaperError>()
            || c.is::<UnknownName>()
            || c.is::<PreviewTooLarge>()
    })
}
