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
pub mod scene;
pub mod units;

use std::path::PathBuf;

use anyhow::{Context, Result};

use config::{Config, Format};
use kit::Kit;

/// A finished output set: file names and contents, not yet written.
pub fn render(cfg: &Config) -> Result<Vec<(String, Vec<u8>)>> {
    let kits = cfg
        .games
        .iter()
        .map(|id| Kit::builtin(id))
        .collect::<Result<Vec<_>, _>>()?;
    let games: Vec<&game::Game> = kits.iter().map(|k| &k.game).collect();
    layout::check_spares(&cfg.layout.spares, &games)?;
    let variant = cfg.layout.variant();
    let mut files = Vec::new();
    for kit in &kits {
        let id = &kit.game.id;
        let doc = layout::kit_document(kit, &cfg.layout).with_context(|| kit.game.name.clone())?;
        match cfg.format {
            Format::Pdf => {
                let bytes = export::pdf::render(&doc, &export::pdf::PdfOptions::default())?;
                files.push((format!("{id}-{variant}.pdf"), bytes));
            }
            Format::Svg | Format::Png { .. } => {
                for (i, page) in doc.pages.iter().enumerate() {
                    let svg = export::svg::render(&doc, i, &export::svg::SvgOptions::default());
                    let stem = format!("{id}-{variant}-{}", page.name);
                    match cfg.format {
                        Format::Png { dpi } => {
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

/// True when an error comes from the user's input (exit code 2) rather than the machine.
pub fn is_bad_input(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.is::<layout::LayoutError>()
            || c.is::<game::GameError>()
            || c.is::<kit::KitError>()
            || c.is::<paper::PaperError>()
    })
}
