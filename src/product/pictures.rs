//! Users' pictures on the pieces: each `--art` file put on its piece in every game of the
//! run, and every picture decoded and resampled once for the size it prints at, before
//! layout (which does no I/O).

use std::borrow::Cow;
use std::sync::Arc;

use crate::config::{Config, UsageError};
use crate::exit::RunError;
use crate::kit::Kit;
use crate::layout::{self, SheetKind};
use crate::{cli, picture, quote, scene};

/// Puts each `--art` picture on its piece (both sides, or the one named) in every game that
/// has that piece, over any picture the template gives it. Each file is read once.
pub fn apply_art(cfg: &Config, kits: &mut [Kit]) -> Result<(), RunError> {
    for (i, a) in cfg.art.iter().enumerate() {
        let at = format!("--art {}", quote::shown(&a.raw));
        let sides: Vec<usize> = a.side.map_or(vec![0, 1], |s| vec![s]);
        let overlaps = |b: &cli::ArtArg| {
            b.piece == a.piece && (a.side.is_none() || b.side.is_none() || a.side == b.side)
        };
        if let Some(b) = cfg.art[..i].iter().find(|b| overlaps(b)) {
            return Err(UsageError(format!(
                "{at}: --art {} already gives that piece a picture",
                quote::shown(&b.raw)
            ))
            .into());
        }
        let has = |k: &Kit| k.game.pieces.iter().position(|p| p.id == a.piece);
        if !kits.iter().any(|k| has(k).is_some()) {
            let mut ids: Vec<&str> = kits
                .iter()
                .flat_map(|k| k.game.pieces.iter().map(|p| p.id.as_str()))
                .collect();
            ids.sort();
            ids.dedup();
            return Err(UsageError(format!(
                "{at}: no game of this run has a piece '{}': use {}",
                quote::shown(&a.piece),
                ids.join(", ")
            ))
            .into());
        }
        let name = a.file.display().to_string();
        let source =
            picture::Source::read(&a.file, &name).map_err(|message| picture::PictureError {
                at: at.clone(),
                message,
            })?;
        let source = Arc::new(source);
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
pub fn prepare_pictures<'k>(kits: &'k [Kit], cfg: &Config) -> Result<Cow<'k, [Kit]>, RunError> {
    if kits
        .iter()
        .all(|k| k.pictures.iter().flatten().all(Option::is_none))
    {
        return Ok(Cow::Borrowed(kits));
    }
    let mut done: Vec<(
        *const picture::Source,
        picture::Fit,
        [u64; 2],
        Arc<scene::Raster>,
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
                Arc::as_ptr(&pic.source),
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
                    let r = Arc::new(r);
                    done.push((key.0, key.1, key.2, r.clone()));
                    r
                }
            };
            pic.raster = Some(raster);
        }
    }
    Ok(Cow::Owned(out))
}

/// One line for each picture that prints soft (under [`picture::LOW_DPI`]) on its pieces.
pub fn soft_pictures(cfg: &Config, kits: &[Kit]) -> Vec<String> {
    let mut out = Vec::new();
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
