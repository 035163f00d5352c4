//! Users' pictures on the pieces: each `--art` file put on its piece in every game of the
//! run, and every picture decoded and resampled once for the size it prints at, before
//! layout (which does no I/O).

use std::borrow::Cow;
use std::sync::Arc;

use crate::args as cli;
use crate::config::{Config, UsageError};
use crate::exit::RunError;
use crate::files::{FileKey, RunFiles};
use crate::kit::Kit;
use crate::layout::{self, SheetKind};
use crate::{picture, quote, scene};

/// The picture files read so far in a run: each read once, found by its name first, then
/// by its identity and bytes, so every piece and place that names it shares one decode.
struct Read<'a> {
    files: &'a dyn RunFiles,
    read: Vec<(std::path::PathBuf, Option<FileKey>, Arc<picture::Source>)>,
}

impl Read<'_> {
    /// The checked file `file`, read unless it was already; `at` starts its errors.
    fn get(&mut self, file: &std::path::Path, at: &str) -> Result<Arc<picture::Source>, RunError> {
        if let Some((.., s)) = self.read.iter().find(|(p, ..)| p == file) {
            return Ok(s.clone());
        }
        let name = file.display().to_string();
        let fail = |message: String| picture::PictureError {
            at: at.to_string(),
            message,
        };
        let (bytes, key) = self.files.read(file, picture::MAX_BYTES).map_err(|e| {
            fail(format!(
                "cannot read picture '{}': {e}",
                quote::shown(&name)
            ))
        })?;
        // Another name of a file already read shares its checked picture.
        if let Some((.., r)) = self
            .read
            .iter()
            .find(|(_, k, _)| key.is_some() && *k == key)
        {
            let r = r.clone();
            self.read.push((file.to_path_buf(), key, r.clone()));
            return Ok(r);
        }
        let s = picture::Source::from_bytes(&name, bytes).map_err(fail)?;
        let s = match self.read.iter().find(|(.., r)| r.same(&s)) {
            Some((.., r)) => r.clone(),
            None => Arc::new(s),
        };
        self.read.push((file.to_path_buf(), key, s.clone()));
        Ok(s)
    }
}

/// Puts each `--art` picture on its piece (both sides, or the one named) in every game that
/// has that piece, over any picture the template gives it, and each `--board-art` picture
/// on every board it fits. Each file is read once.
pub fn apply_art(cfg: &Config, kits: &mut [Kit], files: &dyn RunFiles) -> Result<(), RunError> {
    let mut read = Read {
        files,
        read: Vec::new(),
    };
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
            list.push(picture::PiecePicture {
                source: read.get(file, &at)?,
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
    apply_board_art(cfg, kits, &mut read)
}

/// Puts each `--board-art` picture in its place on every board of the run (an endzone's on
/// the games that have endzones; refused when none has).
fn apply_board_art(cfg: &Config, kits: &mut [Kit], read: &mut Read) -> Result<(), RunError> {
    use cli::BoardPlace;
    for (i, a) in cfg.board_art.iter().enumerate() {
        let at = format!("--board-art {}", quote::shown(&a.raw));
        let overlaps = |b: &cli::BoardArtArg| {
            b.place == a.place && (a.side.is_none() || b.side.is_none() || a.side == b.side)
        };
        if let Some(b) = cfg.board_art[..i].iter().find(|b| overlaps(b)) {
            return Err(UsageError(format!(
                "{at}: --board-art {} already puts a picture there",
                quote::shown(&b.raw)
            ))
            .into());
        }
        let zoned = |k: &Kit| k.game.board.endzone > 0.0;
        if a.place == BoardPlace::Endzone && !kits.iter().any(zoned) {
            let names: Vec<&str> = kits.iter().map(|k| k.game.name.as_str()).collect();
            return Err(UsageError(format!(
                "{at}: {} {} no endzones: the frame takes a picture (frame=FILE)",
                names.join(" and "),
                if names.len() == 1 { "has" } else { "have" }
            ))
            .into());
        }
        let fit = match a.place {
            BoardPlace::Frame | BoardPlace::Endzone => picture::Fit::Contain,
            BoardPlace::Background => picture::Fit::Cover,
        };
        let pic = picture::PiecePicture {
            source: read.get(&a.file, &at)?,
            fit,
            anchor: picture::Anchor::Centre,
            zoom: 1.0,
            at: at.clone(),
            raster: None,
        };
        for k in kits.iter_mut() {
            let b = &mut k.board_pictures;
            match a.place {
                BoardPlace::Frame => b.frame = Some(pic.clone()),
                BoardPlace::Background => b.background = Some(pic.clone()),
                BoardPlace::Endzone => {
                    if k.game.board.endzone > 0.0 {
                        for s in a.side.map_or(vec![0, 1], |s| vec![s]) {
                            b.endzones[s] = Some(pic.clone());
                        }
                    }
                }
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
        aspect: 1.0,
    })
}

/// Which picture of a kit: a piece's (kind, side, place in the list) or one on the board.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Slot {
    Piece(usize, usize, usize),
    Frame,
    Endzone(usize),
    Background,
}

impl Slot {
    /// The picture in this slot of `kit`, to read.
    fn get(self, kit: &Kit) -> Option<&picture::PiecePicture> {
        let b = &kit.board_pictures;
        match self {
            Slot::Piece(p, s, v) => kit.pictures.get(p)?.get(s)?.get(v),
            Slot::Frame => b.frame.as_ref(),
            Slot::Endzone(s) => b.endzones[s].as_ref(),
            Slot::Background => b.background.as_ref(),
        }
    }

    /// The picture in this slot of `kit`.
    fn of(self, kit: &mut Kit) -> Option<&mut picture::PiecePicture> {
        let b = &mut kit.board_pictures;
        match self {
            Slot::Piece(p, s, v) => kit.pictures.get_mut(p)?.get_mut(s)?.get_mut(v),
            Slot::Frame => b.frame.as_mut(),
            Slot::Endzone(s) => b.endzones[s].as_mut(),
            Slot::Background => b.background.as_mut(),
        }
    }
}

/// Every picture a kit shows in this run and the place it prints in.
fn kit_uses(cfg: &Config, kit: &Kit) -> Vec<(Slot, picture::Target)> {
    let mut uses = Vec::new();
    if let Some(target) = picture_targets(cfg, kit) {
        for (p, sides) in kit.pictures.iter().enumerate() {
            for (s, list) in sides.iter().enumerate() {
                for (v, pic) in list.iter().enumerate() {
                    let t = picture::Target {
                        fit: pic.fit,
                        anchor: pic.anchor,
                        zoom: pic.zoom,
                        ..target
                    };
                    uses.push((Slot::Piece(p, s, v), t));
                }
            }
        }
    }
    uses.extend(board_uses(cfg, kit));
    uses
}

/// The board's pictures and the places they print in: a crest or logo whole in its slot,
/// a background covering the whole frame.
fn board_uses(cfg: &Config, kit: &Kit) -> Vec<(Slot, picture::Target)> {
    let b = &kit.board_pictures;
    if b.is_empty() || !cfg.layout.sheets.contains(&SheetKind::Board) {
        return Vec::new();
    }
    let Ok(places) = layout::board::picture_places(&kit.game, &cfg.layout) else {
        return Vec::new();
    };
    let target = |pic: &picture::PiecePicture, place: crate::units::Size| {
        let (w, h) = (pic.source.width as f64, pic.source.height as f64);
        let side = match pic.fit {
            // The picture's longer side as it prints, fitted whole in the place.
            picture::Fit::Contain => w.max(h) * (place.w / w).min(place.h / h),
            picture::Fit::Cover => place.w,
        };
        picture::Target {
            side,
            round: false,
            fit: pic.fit,
            mono: cfg.layout.mono,
            anchor: pic.anchor,
            zoom: pic.zoom,
            aspect: place.w / place.h,
        }
    };
    let mut uses = Vec::new();
    if let Some(pic) = &b.frame {
        uses.push((Slot::Frame, target(pic, places.frame)));
    }
    for (s, pic) in b.endzones.iter().enumerate() {
        if let (Some(pic), Some(place)) = (pic, places.endzones[s]) {
            uses.push((Slot::Endzone(s), target(pic, place)));
        }
    }
    if let Some(pic) = &b.background {
        uses.push((Slot::Background, target(pic, places.background)));
    }
    uses
}

/// The kits with every picture decoded and resampled for its printed size: each file
/// decoded once per run (however many pieces, boards, games and sizes show it), one file
/// at a time, so only one full-size picture is ever held. The kits as they are when none
/// has a picture. A picture that may not show on its ground adds a line to `notes`.
pub fn prepare_pictures<'k>(
    kits: &'k [Kit],
    cfg: &Config,
    notes: &mut Vec<String>,
) -> Result<Cow<'k, [Kit]>, RunError> {
    if kits
        .iter()
        .all(|k| k.pictures.iter().flatten().all(Vec::is_empty) && k.board_pictures.is_empty())
    {
        return Ok(Cow::Borrowed(kits));
    }
    let mut out = kits.to_vec();
    // Every picture shown: its kit and slot, and the place it prints in.
    let mut uses = Vec::new();
    for (k, kit) in out.iter().enumerate() {
        uses.extend(kit_uses(cfg, kit).into_iter().map(|(slot, t)| (k, slot, t)));
    }
    let fail = |at: &str, message: String| picture::PictureError {
        at: at.to_string(),
        message,
    };
    let mut done = vec![false; uses.len()];
    for i in 0..uses.len() {
        if done[i] {
            continue;
        }
        let (k, slot, _) = uses[i];
        let Some(first) = slot.of(&mut out[k]).cloned() else {
            continue;
        };
        let img = first.source.decode().map_err(|m| fail(&first.at, m))?;
        let mut made: Vec<(picture::Target, Arc<scene::Raster>)> = Vec::new();
        for j in i..uses.len() {
            let (k, slot, t) = uses[j];
            let Some(pic) = slot.of(&mut out[k]) else {
                continue;
            };
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
            pic.raster = Some(raster.clone());
            let name = pic.source.name.clone();
            if let Some(line) = ground_note(cfg, &out[k], slot, &name, &raster) {
                if !notes.contains(&line) {
                    notes.push(line);
                }
            }
        }
    }
    Ok(Cow::Owned(out))
}

/// The note for a picture that may not show on what is around it (a piece's face, the
/// frame, an endzone), or whose background the frame's letters may not read on.
fn ground_note(
    cfg: &Config,
    kit: &Kit,
    slot: Slot,
    name: &str,
    raster: &scene::Raster,
) -> Option<String> {
    let look = kit.game.look(cfg.layout.mono);
    let pal = look.palette;
    let game = &kit.game;
    match slot {
        Slot::Piece(p, s, _) => {
            let on = format!("{} {}", game.sides[s].name, game.pieces[p].plural);
            faint(name, &on, "their face colour", raster, look.sides[s].face)
        }
        Slot::Frame => faint(
            name,
            &format!("{} board's frame", game.name),
            "its colour",
            raster,
            pal.frame,
        ),
        Slot::Endzone(s) => faint(
            name,
            &format!("{}'s endzone", game.sides[s].name),
            "its colour",
            raster,
            pal.endzone.unwrap_or(pal.light),
        ),
        Slot::Background => {
            let places = layout::board::picture_places(game, &cfg.layout).ok()?;
            let band = places.band + cfg.layout.bleed;
            let share = (band / places.background.w, band / places.background.h);
            illegible(name, &game.name, raster, share, pal.frame_text)
        }
    }
}

/// A note when the frame's letters and numbers (`ink`) would be hard to read on a
/// background picture: under [`MIN_PICTURE_CONTRAST`] against more than a quarter of the
/// frame's pixels (the outer `share` of its width and height; transparent pixels show the
/// frame's own colour, which the template keeps legible).
fn illegible(
    name: &str,
    game: &str,
    r: &scene::Raster,
    share: (f64, f64),
    ink: scene::Color,
) -> Option<String> {
    let channels = if r.grey { 1 } else { 3 };
    let (w, h) = (r.width as f64, r.height as f64);
    let (bx, by) = (share.0 * w, share.1 * h);
    let (mut seen, mut faint) = (0usize, 0usize);
    for (i, px) in r.pixels.chunks_exact(channels).enumerate() {
        let (x, y) = ((i % r.width as usize) as f64, (i / r.width as usize) as f64);
        let in_band = x < bx || x >= w - bx || y < by || y >= h - by;
        if !in_band || r.alpha.as_ref().is_some_and(|a| a[i] < 128) {
            continue;
        }
        let c = match channels {
            1 => scene::Color::grey(px[0]),
            _ => scene::Color::rgb(px[0], px[1], px[2]),
        };
        seen += 1;
        faint += (c.contrast(ink) < MIN_PICTURE_CONTRAST) as usize;
    }
    if seen == 0 || faint * 4 <= seen {
        return None;
    }
    Some(format!(
        "background '{}' may hide the {game} board's letters and numbers: their colour {ink} is under {MIN_PICTURE_CONTRAST}:1 against {} % of the frame: a lighter picture (or a darker one, for light letters) reads better",
        quote::shown(name),
        faint * 100 / seen
    ))
}

/// The least contrast a picture's ink keeps with the face colour around it (WCAG, as large
/// shapes need).
pub const MIN_PICTURE_CONTRAST: f64 = 3.0;

/// A note when a picture with transparent parts (a line drawing) would melt into the
/// colour `face` (`ground` in words) that shows through them: under a quarter of its drawn pixels stand
/// [`MIN_PICTURE_CONTRAST`] from the face. Opaque pictures bring their own ground.
fn faint(
    name: &str,
    on: &str,
    ground: &str,
    r: &scene::Raster,
    face: scene::Color,
) -> Option<String> {
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
        "picture '{}' may not show on the {on}: its ink is {:.1}:1 against {ground} {face} (under {MIN_PICTURE_CONTRAST}:1 for {} % of it): give it an opaque ground, or a lighter ink",
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
        for (slot, t) in kit_uses(cfg, k) {
            let Some(pic) = slot.get(k) else { continue };
            let (_, dpi) = t.pixels(pic.source.width, pic.source.height);
            let on = match slot {
                Slot::Piece(..) => "pieces",
                Slot::Frame | Slot::Endzone(_) | Slot::Background => "board",
            };
            if dpi < picture::LOW_DPI {
                let line = format!(
                    "picture '{}' ({} x {} pixels) prints at {} dpi on the {} {on}: {} or more looks sharp",
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
