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
pub mod quote;
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
    render_kits(&load_kits(cfg)?, cfg)
}

fn load_kits(cfg: &Config) -> Result<Vec<Kit>> {
    Ok(cfg
        .games
        .iter()
        .map(|g| match g {
            cli::GameSource::Builtin(id) => Kit::builtin(id),
            cli::GameSource::File(p) => Kit::from_file(p),
        })
        .collect::<Result<Vec<_>, _>>()?)
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

/// Renders loaded kits, handing each file to `sink` as soon as it is made.
pub fn render_kits_into(
    kits: &[Kit],
    cfg: &Config,
    sink: &mut dyn FnMut(String, Vec<u8>) -> Result<()>,
) -> Result<()> {
    let games: Vec<&game::Game> = kits.iter().map(|k| &k.game).collect();
    layout::check_spares(&cfg.layout.spares, &games)?;
    let variant = cfg.layout.variant();
    let mut files = Files { sink, failed: None };
    for kit in kits {
        let id = &kit.game.id;
        let kit_doc =
            || layout::kit_document(kit, &cfg.layout).with_context(|| kit.game.name.clone());
        match cfg.format {
            Format::Handout { copies, n_up } => {
                let set = layout::ClassSet { copies, n_up };
                let doc = layout::handout_document(kit, &cfg.layout, set)
                    .with_context(|| kit.game.name.clone())?;
                let bytes = export::pdf::render(&doc, &export::pdf::PdfOptions::default())?;
                files.push((format!("{id}-handout-{variant}.pdf"), bytes));
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
    files.failed.map_or(Ok(()), Err)
}

/// Renders and writes a run; returns the paths written. Each file is staged in the output
/// folder as soon as it is made; all are committed together at the end.
pub fn run(cfg: &Config) -> Result<Vec<PathBuf>> {
    // A folder that cannot take the files is refused before the work of rendering.
    output::prepare(&cfg.out_dir)?;
    let kits = load_kits(cfg)?;
    let mut staging = output::Staging::new(&cfg.out_dir);
    render_kits_into(&kits, cfg, &mut |name, bytes| {
        Ok(staging.add(&name, &bytes)?)
    })?;
    Ok(staging.commit()?)
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
                "no built-in drawing '{}': use {}",
                quote::shown(name),
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
            || matches!(c.downcast_ref(), Some(output::OutError::BadOut { .. }))
    })
}
