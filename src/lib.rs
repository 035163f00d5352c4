#![warn(missing_docs)]
//! boardgen's command line: its arguments turned into the core's options, the output folder
//! (staged, locked, all-or-nothing writing), and the files a command line names read from
//! disk as hostile input. What is made, and how, is the core's (`boardgen_core`).

pub mod cli;
pub mod output;
pub mod read;

use std::path::{Path, PathBuf};

use boardgen_core::config::{Config, Defaults};
use boardgen_core::lang::Lang;
use boardgen_core::paper::DefaultPaper;
use boardgen_core::{file_name, notes, product, RunError};

/// What this process chooses when an option is not given: the paper the way libpaper finds
/// it (`PAPERSIZE`, then `/etc/papersize`, then the locale's), and the language of
/// `LC_ALL`, `LC_MESSAGES` or `LANG`.
pub fn defaults_from_env() -> Defaults {
    Defaults {
        paper: default_paper(),
        lang: Lang::find(&|n| std::env::var(n).ok()),
    }
}

/// The default paper of this process: its environment and `/etc/papersize`.
pub fn default_paper() -> DefaultPaper {
    let path = "/etc/papersize";
    // Read capped, as every file: it is one word.
    let text = read::read_capped_to(Path::new(path), 4096)
        .ok()
        .and_then(|b| String::from_utf8(b).ok());
    DefaultPaper::find(
        &|n| std::env::var(n).ok(),
        text.as_deref().map(|t| (t, path)),
    )
}

/// Renders and writes a run into `out_dir`; returns the paths written. Each file is staged
/// in the output folder as soon as it is made; all are committed together at the end.
pub fn run(cfg: &Config, out_dir: &Path) -> Result<Vec<PathBuf>, RunError> {
    product::check(cfg)?;
    output::speak(&cfg.layout.lang);
    // A folder that cannot take the files is refused before the work of rendering.
    output::prepare(out_dir)?;
    let kits = product::load_kits(cfg, &read::Disk)?;
    let mut staging = output::Staging::new(out_dir)?;
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
        eprintln!("note: {}", note.text(&cfg.layout.lang));
    }
    Ok(written)
}
