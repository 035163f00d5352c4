#![warn(missing_docs)]
//! boardgen's core: print-ready, card-mountable paper sets of Camels and Carpets and Royal
//! Carpet, from bytes to bytes.
//!
//! `options -> Config -> products (Kit -> layout -> Scene -> export) -> named files`
//!
//! It does no I/O: the files a run names arrive through [`files::RunFiles`], and what it
//! makes is handed back as names and bytes, for a front end (the command line, the web app)
//! to write or send. This is the driver: it validates a run and asks its products
//! (`product`) for their files.

pub mod args;
pub mod art;
pub mod cancel;
pub mod config;
pub mod cut;
pub mod exit;
pub mod export;
pub mod files;
pub mod font;
pub mod game;
mod jpeg_scan;
pub mod kit;
pub mod lang;
pub mod layout;
pub mod paper;
pub mod picture;
pub mod product;
pub mod quote;
pub mod rules;
pub mod said;
pub mod scene;
pub mod units;

use config::Config;
pub use exit::RunError;
use files::RunFiles;
use kit::Kit;
pub use product::listing::{art_svg, list, rules_names, rules_text, template, UnknownName};
pub use product::{file_name, notes};

/// A finished output set: file names and contents, not yet written; the files the options
/// name are read through `files`.
pub fn render(cfg: &Config, files: &dyn RunFiles) -> Result<Vec<(String, Vec<u8>)>, RunError> {
    render_kits(&product::load_kits(cfg, files)?, cfg)
}

/// A finished output set with the notes the command line prints beside it (`note: …`).
pub struct Made {
    /// File names and contents, not yet written.
    pub files: Vec<(String, Vec<u8>)>,
    /// What the user should know of the run, one line each.
    pub notes: Vec<said::Said>,
}

/// What `render` makes, with the run's notes: what a front end that writes no folder (the
/// web app, the browser build) shows beside the files.
pub fn render_noted(cfg: &Config, files: &dyn RunFiles) -> Result<Made, RunError> {
    render_noted_until(cfg, files, &cancel::Cancel::new())
}

/// What [`render_noted`] makes, unless `cancel` is set first: the run stops at its next unit
/// of work (a game, a product, a file or page) with [`cancel::Cancelled`], so a front end
/// whose request is gone stops paying for it.
pub fn render_noted_until(
    cfg: &Config,
    files: &dyn RunFiles,
    cancel: &cancel::Cancel,
) -> Result<Made, RunError> {
    let kits = product::load_kits(cfg, files)?;
    cancel.check()?;
    let mut out = Vec::new();
    let made = product::make_until(
        &kits,
        cfg,
        &mut |name, bytes| {
            out.push((name, bytes));
            Ok(cancel.check()?)
        },
        cancel,
    )?;
    Ok(Made {
        files: out,
        notes: notes(cfg, &kits).into_iter().chain(made).collect(),
    })
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

/// An error as one line: each cause once (a cause the line already quotes is left out),
/// with control and bidi characters escaped.
pub fn error_line(e: &RunError) -> String {
    error_line_in(e, &lang::Lang::default())
}

/// [`error_line`] in `lang`'s words.
pub fn error_line_in(e: &RunError, lang: &lang::Lang) -> String {
    quote::shown_line(&e.line(lang).replace('\n', " "))
}

/// True when an error comes from the user's input (exit code 2) rather than the machine:
/// as the error said where it was raised (see [`exit`]).
pub fn is_bad_input(e: &RunError) -> bool {
    e.is_bad_input()
}
