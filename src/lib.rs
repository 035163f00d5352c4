#![warn(missing_docs)]
//! boardgen: print-ready, card-mountable paper sets of Camels and Carpets and Royal Carpet.
//!
//! `CLI args -> Config -> products (Kit -> layout -> Scene -> export) -> files`
//!
//! This is the driver: it validates a run, asks its products (`product`) for their files,
//! and commits them together (`output`).

pub mod art;
pub mod cli;
pub mod config;
pub mod cut;
pub mod exit;
pub mod export;
pub mod font;
pub mod game;
pub mod kit;
pub mod lang;
pub mod layout;
pub mod output;
pub mod paper;
pub mod picture;
pub mod product;
pub mod quote;
pub mod read;
pub mod rules;
pub mod scene;
pub mod units;

use std::path::PathBuf;

use config::Config;
pub use exit::RunError;
use kit::Kit;
pub use product::listing::{art_svg, list, template, UnknownName};
pub use product::{file_name, notes};

/// A finished output set: file names and contents, not yet written.
pub fn render(cfg: &Config) -> Result<Vec<(String, Vec<u8>)>, RunError> {
    render_kits(&product::load_kits(cfg)?, cfg)
}

/// A template given as bytes (as read from a file named `file`, with no folder, so only
/// `builtin:` artwork and texts), rendered as `cfg` says: what `render` does for a template
/// file after reading it. The fuzz target's entry point.
pub fn render_template_bytes(
    bytes: &[u8],
    file: &str,
    cfg: &Config,
) -> Result<Vec<(String, Vec<u8>)>, RunError> {
    let kit = Kit::from_bytes_in(bytes, file, None, &cfg.layout.lang)?;
    render_kits(std::slice::from_ref(&kit), cfg)
}

/// The output set of loaded kits.
pub fn render_kits(kits: &[Kit], cfg: &Config) -> Result<Vec<(String, Vec<u8>)>, RunError> {
    let mut out = Vec::new();
    product::make(kits, cfg, &mut |name, bytes| {
        out.push((name, bytes));
        Ok(())
    })?;
    Ok(out)
}

/// Renders and writes a run; returns the paths written. Each file is staged in the output
/// folder as soon as it is made; all are committed together at the end.
pub fn run(cfg: &Config) -> Result<Vec<PathBuf>, RunError> {
    product::check(cfg)?;
    // A folder that cannot take the files is refused before the work of rendering.
    output::prepare(&cfg.out_dir)?;
    let kits = product::load_kits(cfg)?;
    let mut staging = output::Staging::new(&cfg.out_dir)?;
    // The sets this run replaces whole: each game's, under the name its document takes.
    staging.replacing(output::RunSets(
        kits.iter()
            .map(|k| (k.game.id.clone(), file_name(&k.game.id, cfg, None)))
            .collect(),
    ));
    let made_notes = product::make(&kits, cfg, &mut |name, bytes| {
        Ok(staging.add(&name, &bytes)?)
    })?;
    let written = staging.commit()?;
    for note in notes(cfg, &kits).into_iter().chain(made_notes) {
        eprintln!("note: {note}");
    }
    Ok(written)
}

/// An error as one line: each cause once (a cause the line already quotes is left out),
/// with control and bidi characters escaped.
pub fn error_line(e: &RunError) -> String {
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

/// True when an error comes from the user's input (exit code 2) rather than the machine:
/// as the error said where it was raised (see [`exit`]).
pub fn is_bad_input(e: &RunError) -> bool {
    e.is_bad_input()
}
