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
    let mut read: Vec<(Option<std::path::PathBuf>, Arc<picture::Source>)> = Vec::new();
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
        let mut list = Vec::new();
        for file in &a.files {
            let name = file.display().to_string();
            // A file several values name is read once: by its path first, then by its bytes.
            let path = std::fs::canonicalize(file).ok();
            let source = match read.iter().find(|(p, _)| path.is_some() && *p == path) {
                Some((_, s)) => s.clone(),
                None => {
                    let s = picture::Source::read(file, &name).map_err(|message| {
                        picture::PictureError {
                            at: at.clone(),
                            message,
                        }
                    })?;
                    let s = match read.iter().find(|(_, r)| r.same(&s)) {
                        Some((_, r)) => r.clone(),
                        None => Arc::new(s),
                    };
                    read.push((path, s.clone()));
                    s
                }
            };
            list.push(picture::PiecePicture {
                source,
                fit: cfg.fit,
                anchor: cfg.anchor,
                zoom: cfg.zoom,
                at: at.clone(),
                raster: None,
            });
        }
        for k in kits.iter_mut() {
            let Some(p) = has(k) else { continue };
            for &s in &sides {
                k.pictures[p][s] = list.clone();
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
        anchor: picture::Anchor::Centre,
        zoom: 1.0,
    })
}

/// The kits with every picture decoded and resampled for its printed size: each file
/// decoded once per run (however many pieces, games and sizes show it), one file at a
/// time, so only one full-size picture is ever held. The kits as they are when none has a
/// picture. A picture that may not show on its piece's face adds a line to `notes`.
pub fn prepare_pictures<'k>(
    kits: &'k [Kit],
    cfg: &Config,
    notes: &mut Vec<String>,
) -> Result<Cow<'k, [Kit]>, RunError> {
    if kits
        .iter()
        .all(|k| k.pictures.iter().flatten().all(Vec::is_empty))
    {
        return Ok(Cow::Borrowed(kits));
    }
    let mut out = kits.to_vec();
    // Every picture shown: (kit, piece, side) and the place it prints in.
    let mut uses = Vec::new();
    for (k, kit) in out.iter().enumerate() {
        let Some(target) = picture_targets(cfg, kit) else {
            continue;
        };
        for (p, sides) in kit.pictures.iter().enumerate() {
            for (s, list) in sides.iter().enumerate() {
                for (v, pic) in list.iter().enumerate() {
                    let t = picture::Target {
                        fit: pic.fit,
                        anchor: pic.anchor,
                        zoom: pic.zoom,
                        ..target
                    };
                    uses.push((k, p, s, v, t));
                }
            }
        }
    }
    let mut done = vec![false; uses.len()];
    for i in 0..uses.len() {
        if done[i] {
            continue;
        }
        let (k, p, s, v, _) = uses[i];
        let first = out[k].pictures[p][s][v].clone();
        let fail = |at: &str, message: String| picture::PictureError {
            at: at.to_string(),
            message,
        };
        let img = first.source.decode().map_err(|m| fail(&first.at, m))?;
        let mut made: Vec<(picture::Target, Arc<scene::Raster>)> = Vec::new();
        for j in i..uses.len() {
            let (k, p, s, v, t) = uses[j];
            let pic = &out[k].pictures[p][s][v];
            if done[j]
                || !(Arc::ptr_eq(&pic.source, &first.source) || pic.source.same(&first.source))
            {
                continue;
            }
            done[j] = true;
            let raster = match made.iter().find(|(m, _)| *m == t) {
                Some((_, r)) => r.clone(),
                None => {
                    let (r, _) = pic.source.render(&img, &t).map_err(|m| fail(&pic.at, m))?;
                    let r = Arc::new(r);
                    made.push((t, r.clone()));
                    r
                }
            };
            let face = out[k].game.look(cfg.layout.mono).sides[s].face;
            let on = format!(
                "{} {}",
                out[k].game.sides[s].name, out[k].game.pieces[p].plural
            );
            if let Some(line) = faint(&pic.source.name, &on, &raster, face) {
                if !notes.contains(&line) {
                    notes.push(line);
                }
            }
            out[k].pictures[p][s][v].raster = Some(raster);
        }
    }
    Ok(Cow::Owned(out))
}

/// The least contrast a picture's ink keeps with the face colour around it (WCAG, as large
/// shapes need).
pub const MIN_PICTURE_CONTRAST: f64 = 3.0;

/// A note when a picture with transparent parts (a line drawing) would melt into the face
/// colour `face` that shows through them: under a quarter of its drawn pixels stand
/// [`MIN_PICTURE_CONTRAST`] from the face. Opaque pictures bring their own ground.
fn faint(name: &str, on: &str, r: &scene::Raster, face: scene::Color) -> Option<String> {
    let alpha = r.alpha.as_ref()?;
    let channels = if r.grey { 1 } else { 3 };
    let (mut drawn, mut clear, mut sum) = (0usize, 0usize, [0u64; 3]);
    for (px, &a) in r.pixels.chunks_exact(channels).zip(alpha) {
        if a < 128 {
            continue;
        }
        let c = match channels {
            1 => scene::Color::grey(px[0]),
            _ => scene::Color::rgb(px[0], px[1], px[2]),
        };
        drawn += 1;
        clear += (c.contrast(face) >= MIN_PICTURE_CONTRAST) as usize;
        for (v, &x) in sum.iter_mut().zip([c.r, c.g, c.b].iter()) {
            *v += x as u64;
        }
    }
    if drawn == 0 || clear * 4 >= drawn {
        return None;
    }
    let mean = sum.map(|v| (v / drawn as u64) as u8);
    let ink = scene::Color::rgb(mean[0], mean[1], mean[2]);
    Some(format!(
        "picture '{}' may not show on the {on}: its ink is {:.1}:1 against their face colour {face} (under {MIN_PICTURE_CONTRAST}:1 for {} % of it): give it an opaque ground, or a lighter ink",
        quote::shown(name),
        ink.contrast(face),
        100 - clear * 100 / drawn
    ))
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
                anchor: pic.anchor,
                zoom: pic.zoom,
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
