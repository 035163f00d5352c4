//! Products: each thing a run can make is one unit here, owning its layout entry, its
//! encoders, its file names and its notes. The document a command names (a kit, a class set,
//! a web page) is one product; cut files and Print Then Cut, asked for with `--cut`, are
//! others, made from the same games beside it. The driver (`lib.rs`) only validates, asks
//! the products, and commits their files.
// Every match over a sheet kind, document, encoding, product or cut output names each
// case, so a new one is a compile error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

pub mod class_set;
pub mod cut_files;
pub mod kit;
pub mod language;
pub mod limits;
pub mod listing;
pub mod names;
pub mod pictures;
pub mod print_then_cut;
pub mod unit;
pub mod web;

use crate::args as cli;
use crate::cancel::Cancel;
use crate::config::{Config, DocumentKind, UsageError};
use crate::cut::CutOutput;
use crate::exit::RunError;
use crate::files::RunFiles;
use crate::game;
use crate::kit::Kit;
use crate::layout::{self, SheetKind};
use crate::said::Said;
use crate::scene::Document;

pub use names::file_name;
pub use unit::{File, Out, Product, Work};

/// The products a run makes, in the order they lay out and write: the document its command
/// names first, then what `--cut` adds.
pub fn products(cfg: &Config) -> Vec<Box<dyn Product>> {
    let mut out: Vec<Box<dyn Product>> = vec![match cfg.document {
        DocumentKind::Kit => Box::new(kit::KitProduct),
        DocumentKind::ClassSet(args) => Box::new(class_set::ClassSetProduct(args)),
        DocumentKind::Web => Box::new(web::WebProduct),
    }];
    if cfg.cut.has(CutOutput::Cricut) {
        out.push(Box::new(print_then_cut::PrintThenCut));
    }
    if cfg.cut.files() || cfg.cut.has(CutOutput::Contour) {
        out.push(Box::new(cut_files::CutFiles));
    }
    out
}

/// Refuses a run one of its products would make nothing of, before anything is loaded.
pub fn check(cfg: &Config) -> Result<(), RunError> {
    products(cfg).iter().try_for_each(|p| p.check(cfg))
}

/// Loads the run's games: each template, checked, with the `--art` pictures on its pieces.
pub fn load_kits(cfg: &Config, files: &dyn RunFiles) -> Result<Vec<Kit>, RunError> {
    let mut kits = Vec::new();
    for g in &cfg.games {
        kits.push(match g {
            cli::GameSource::Builtin(id) => Kit::named_in(id, &cfg.layout.lang)?,
            cli::GameSource::File(p) => Kit::from_file_in(files, p, &cfg.layout.lang)?,
        });
    }
    for (i, k) in kits.iter().enumerate() {
        if kits[..i].iter().any(|o| o.game.id == k.game.id) {
            return Err(UsageError(Said::new("refuse-game-id-twice").arg("id", &k.game.id)).into());
        }
    }
    pictures::apply_art(cfg, &mut kits, files)?;
    Ok(kits)
}

/// Makes the run's files from loaded kits, handing each to `sink` as soon as it is made.
/// Returns the run's notes on what it made (its pictures where they print soft or may not
/// show, cut files, Print Then Cut), to print after [`notes`].
pub fn make(
    kits: &[Kit],
    cfg: &Config,
    sink: &mut dyn FnMut(String, Vec<u8>) -> Result<(), RunError>,
) -> Result<Vec<Said>, RunError> {
    make_until(kits, cfg, sink, &Cancel::new())
}

/// [`make`], stopped with [`crate::cancel::Cancelled`] at the next game, product or file once
/// `cancel` is set (`sink` checks it between pages).
pub fn make_until(
    kits: &[Kit],
    cfg: &Config,
    sink: &mut dyn FnMut(String, Vec<u8>) -> Result<(), RunError>,
    cancel: &Cancel,
) -> Result<Vec<Said>, RunError> {
    let products = products(cfg);
    for p in &products {
        p.check(cfg)?;
    }
    check_run(cfg, kits)?;
    let mut work = Work::default();
    let mut laid = Vec::new();
    for kit in kits {
        let mut doc = Document::default();
        let mut own = Vec::new();
        for p in &products {
            cancel.check()?;
            own.push(p.lay(kit, &mut doc, cfg, &mut work)?);
        }
        laid.push((doc, own));
    }
    // The layout is final: the pictures' pixels are made for the places it gave them.
    let mut docs: Vec<(&Kit, Vec<&mut Document>)> = kits
        .iter()
        .zip(&mut laid)
        .map(|(kit, (doc, own))| {
            let mut all = vec![doc];
            all.extend(own.iter_mut().flatten());
            (kit, all)
        })
        .collect();
    cancel.check()?;
    let notes = pictures::fill(cfg, &mut docs)?;
    let mut out = Out::new(sink);
    out.notes = notes;
    for (kit, (doc, own)) in kits.iter().zip(&laid) {
        for (p, own) in products.iter().zip(own) {
            cancel.check()?;
            p.write(kit, doc, own.as_ref(), cfg, &mut out)?;
        }
    }
    Ok(out.notes)
}

/// What no single game can check: the options that must suit every game of the run.
fn check_run(cfg: &Config, kits: &[Kit]) -> Result<(), RunError> {
    let games: Vec<&game::Game> = kits.iter().map(|k| &k.game).collect();
    layout::check_spares(&cfg.layout.spares, &games)?;
    kit::check_square_fits_all(cfg, kits)?;
    layout::check_selection(&cfg.layout.selection, &games)?;
    check_sheets_can_be_made(cfg, kits)
}

/// Refuses a sheet named with `--sheets` that a game cannot make (a template with no rules
/// text makes no rules sheet), rather than leave it out, or write a file of no pages.
fn check_sheets_can_be_made(cfg: &Config, kits: &[Kit]) -> Result<(), RunError> {
    if !cfg.sheets_asked || !cfg.layout.sheets.contains(&SheetKind::Rules) {
        return Ok(());
    }
    match kits.iter().find(|k| k.rules.is_none()) {
        Some(k) => {
            Err(UsageError(Said::new("refuse-no-rules-sheet").arg("game", &k.game.name)).into())
        }
        None => Ok(()),
    }
}

/// One line per game whose squares are smaller than usual in this run, and why (only for
/// runs that print a board or pieces, where the size shows), then the registration marks'
/// place. What depends on where layout placed things (pictures that print soft) comes
/// from [`make`].
pub fn notes(cfg: &Config, kits: &[Kit]) -> Vec<Said> {
    let mut out = language::notes(cfg, kits);
    out.extend(sized_notes(cfg, kits));
    out
}

fn sized_notes(cfg: &Config, kits: &[Kit]) -> Vec<Said> {
    let sized = [SheetKind::Board, SheetKind::Pieces];
    let shown = match cfg.document {
        DocumentKind::Kit | DocumentKind::Web => true,
        DocumentKind::ClassSet(_) => false,
    };
    if !shown || !cfg.layout.sheets.iter().any(|k| sized.contains(k)) {
        return Vec::new();
    }
    let mut out: Vec<Said> = kits
        .iter()
        .filter_map(|k| {
            layout::board_plan(&k.game, &layout::sizing(&cfg.layout))
                .ok()?
                .note
        })
        .collect();
    if let Some(m) = cfg.layout.marks {
        out.push(
            Said::new("note-marks")
                .arg("left", m.left)
                .arg("top", m.top),
        );
    }
    out
}
