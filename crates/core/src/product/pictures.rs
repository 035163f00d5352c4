//! Users' pictures on the pieces and boards: each `--art` and `--board-art` file put on its
//! pieces and boards in every game of the run before layout; once the run's layout is final,
//! every picture decoded once and resampled for each place layout gave it.

use crate::said::Said;
use std::sync::Arc;

use crate::args as cli;
use crate::config::{Config, DocumentKind, UsageError};
use crate::exit::{Failure, RunError};
use crate::files::{FileKey, RunFiles};
use crate::kit::Kit;
use crate::layout::SheetKind;
use crate::scene::{Document, Item, PictureSlot, Pixels, Wanted};
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
        let fail = |message: Said| picture::PictureError {
            at: at.to_string(),
            message,
        };
        let (bytes, key) = self.files.read(file, picture::MAX_BYTES).map_err(|e| {
            fail(
                crate::files::Kind::Picture
                    .about("refuse-file-cannot-read", &name)
                    .arg("why", e),
            )
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
            return Err(UsageError(
                Said::new("refuse-art-twice")
                    .arg("at", &at)
                    .arg("other", quote::shown(&b.raw)),
            )
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
            return Err(UsageError(
                Said::new("refuse-art-no-piece")
                    .arg("at", &at)
                    .arg("piece", quote::shown(&a.piece))
                    .arg("pieces", ids.join(", ")),
            )
            .into());
        }
        let mut list = Vec::new();
        for file in &a.files {
            list.push(picture::PiecePicture {
                source: read.get(file, &at)?,
                name: file.to_string_lossy().into_owned(),
                fit: cfg.fit,
                anchor: cfg.anchor,
                zoom: cfg.zoom,
                at: at.clone(),
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
            return Err(UsageError(
                Said::new("refuse-board-art-twice")
                    .arg("at", &at)
                    .arg("other", quote::shown(&b.raw)),
            )
            .into());
        }
        let zoned = |k: &Kit| k.game.board.endzone > 0.0;
        if a.place == BoardPlace::Endzone && !kits.iter().any(zoned) {
            let names: Vec<&str> = kits.iter().map(|k| k.game.name.as_str()).collect();
            return Err(UsageError(
                Said::new("refuse-board-art-no-endzones")
                    .arg("at", &at)
                    .arg("games", names.join(" & "))
                    .arg("count", names.len()),
            )
            .into());
        }
        let fit = match a.place {
            BoardPlace::Frame | BoardPlace::Endzone => picture::Fit::Contain,
            BoardPlace::Background => picture::Fit::Cover,
        };
        let pic = picture::PiecePicture {
            source: read.get(&a.file, &at)?,
            name: a.file.to_string_lossy().into_owned(),
            fit,
            anchor: picture::Anchor::Centre,
            zoom: 1.0,
            at: at.clone(),
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

/// The picture in `of` of `kit`.
fn picture_in(kit: &Kit, of: PictureSlot) -> Option<&picture::PiecePicture> {
    let b = &kit.board_pictures;
    match of {
        PictureSlot::Piece { kind, side, nth } => kit.pictures.get(kind)?.get(side)?.get(nth),
        PictureSlot::Frame => b.frame.as_ref(),
        PictureSlot::Endzone(s) => b.endzones.get(s)?.as_ref(),
        PictureSlot::Background => b.background.as_ref(),
    }
}

/// One picture a run's documents show in one place: its kit's index, what layout placed,
/// and for a background the share of its width and height the frame's outer band takes
/// (where its letters are read).
struct Shown {
    kit: usize,
    wanted: Wanted,
    band: (f64, f64),
}

/// Every picture `items` place, once per kit and place, into `out`.
fn shown_in(items: &[Item], kit: usize, out: &mut Vec<Shown>) {
    for item in items {
        match item {
            Item::Group(g) => shown_in(&g.items, kit, out),
            Item::Image(i) => {
                let Pixels::Wanted(wanted) = i.picture else {
                    continue;
                };
                if out.iter().any(|s| s.kit == kit && s.wanted == wanted) {
                    continue;
                }
                // The outer band is the clip's first rectangle, the frame's left edge.
                let first = i.clip.iter().flat_map(|c| c.points().take(4));
                let band = scene::bbox(first).map_or(0.0, |b| b.w);
                let band = (band / i.rect.w, band / i.rect.h);
                out.push(Shown { kit, wanted, band });
            }
            Item::Shape(_) | Item::Text(_) | Item::Use(_) => {}
        }
    }
}

/// A kit's rasters, each with the place layout gave it.
type Made = Vec<(Wanted, Arc<scene::Raster>)>;

/// Gives every image `items` place its pixels from `made` (the kit's pictures by place).
fn give(items: &mut [Item], made: &Made) -> Result<(), Failure> {
    for item in items {
        match item {
            Item::Group(g) => give(&mut g.items, made)?,
            Item::Image(i) => {
                let Pixels::Wanted(wanted) = i.picture else {
                    continue;
                };
                let Some((_, r)) = made.iter().find(|(w, _)| *w == wanted) else {
                    return Err(Failure(
                        Said::new("refuse-bug-pixels").arg("what", format!("{:?}", wanted.of)),
                    ));
                };
                i.picture = Pixels::Made(r.clone());
            }
            Item::Shape(_) | Item::Text(_) | Item::Use(_) => {}
        }
    }
    Ok(())
}

/// Makes the pixels of every picture the run's laid documents show (their pages and
/// symbols; each kit with the documents laid for it), for the places layout gave them, once
/// the layout is final: each file decoded once per run (however many pieces, boards, games
/// and sizes show it), one file at a time, so only one full-size picture is ever held; one
/// raster for each file and place, shared by every image that shows it. Returns the notes
/// on them: the pictures that print soft, then those that may not show on their ground.
pub fn fill(cfg: &Config, laid: &mut [(&Kit, Vec<&mut Document>)]) -> Result<Vec<Said>, RunError> {
    // A run with no picture to show walks none of its pages.
    let none =
        |k: &Kit| k.pictures.iter().flatten().all(Vec::is_empty) && k.board_pictures.is_empty();
    if laid.iter().all(|(k, _)| none(k)) {
        return Ok(Vec::new());
    }
    let mut shown = Vec::new();
    for (k, (_, docs)) in laid.iter().enumerate() {
        for doc in docs {
            for page in &doc.pages {
                shown_in(&page.items, k, &mut shown);
            }
            for symbol in &doc.symbols {
                shown_in(&symbol.items, k, &mut shown);
            }
        }
    }
    if shown.is_empty() {
        return Ok(Vec::new());
    }
    // Each kit's pictures in a fixed order (pieces, then the board), as the notes list them.
    shown.sort_by_key(|s| (s.kit, s.wanted.of));
    let kits: Vec<&Kit> = laid.iter().map(|(k, _)| *k).collect();
    let mut pictures = Vec::new();
    for s in &shown {
        let Some(pic) = picture_in(kits[s.kit], s.wanted.of) else {
            return Err(Failure(
                Said::new("refuse-bug-picture")
                    .arg("game", &kits[s.kit].game.name)
                    .arg("what", format!("{:?}", s.wanted.of)),
            )
            .into());
        };
        pictures.push(pic);
    }
    let mut notes = soft_pictures(cfg, &kits, &shown, &pictures);
    let made = make_pixels(cfg, &kits, &shown, &pictures, &mut notes)?;
    for (k, (_, docs)) in laid.iter_mut().enumerate() {
        for doc in docs.iter_mut() {
            for page in &mut doc.pages {
                give(&mut page.items, &made[k])?;
            }
            for symbol in &mut doc.symbols {
                give(&mut symbol.items, &made[k])?;
            }
        }
    }
    Ok(notes)
}

/// Each kit's rasters by place, for the pictures `shown` (`pictures` their pictures): a file
/// decoded once, each of its places made from that decode before the next file is read,
/// and a place of the same size shared. A picture that may not show on its ground adds a
/// line to `notes`, once for each kit and place.
fn make_pixels(
    cfg: &Config,
    kits: &[&Kit],
    shown: &[Shown],
    pictures: &[&picture::PiecePicture],
    notes: &mut Vec<Said>,
) -> Result<Vec<Made>, RunError> {
    let fail = |at: &str, message: Said| picture::PictureError {
        at: at.to_string(),
        message,
    };
    let mut made = vec![Vec::new(); kits.len()];
    let mut noted = Vec::new();
    let mut done = vec![false; shown.len()];
    for i in 0..shown.len() {
        if done[i] {
            continue;
        }
        let first = pictures[i];
        let img = first.source.decode().map_err(|m| fail(&first.at, m))?;
        let mut sizes: Vec<(picture::Target, Arc<scene::Raster>)> = Vec::new();
        for j in i..shown.len() {
            let (s, pic) = (&shown[j], pictures[j]);
            let same = Arc::ptr_eq(&pic.source, &first.source) || pic.source.same(&first.source);
            if done[j] || !same {
                continue;
            }
            done[j] = true;
            let t = pic.target(&s.wanted, cfg.layout.mono);
            let raster = match sizes.iter().find(|(m, _)| *m == t) {
                Some((_, r)) => r.clone(),
                None => {
                    let (r, _) = pic.source.render(&img, &t).map_err(|m| fail(&pic.at, m))?;
                    let r = Arc::new(r);
                    sizes.push((t, r.clone()));
                    r
                }
            };
            made[s.kit].push((s.wanted, raster.clone()));
            if noted.contains(&(s.kit, s.wanted.of)) {
                continue;
            }
            noted.push((s.kit, s.wanted.of));
            let name = &pic.source.name;
            if let Some(line) = ground_note(cfg, kits[s.kit], s, name, &raster) {
                if !notes.contains(&line) {
                    notes.push(line);
                }
            }
        }
    }
    Ok(made)
}

/// The note for a picture that may not show on what is around it (a piece's face, the
/// frame, an endzone), or whose background the frame's letters may not read on.
fn ground_note(
    cfg: &Config,
    kit: &Kit,
    shown: &Shown,
    name: &str,
    raster: &scene::Raster,
) -> Option<Said> {
    let look = kit.game.look(cfg.layout.mono);
    let pal = look.palette;
    let game = &kit.game;
    match shown.wanted.of {
        PictureSlot::Piece { kind, side, .. } => {
            let on = Said::new("note-faint-pieces")
                .arg("side", &game.sides[side].name)
                .arg("pieces", &game.pieces[kind].plural);
            faint(name, on, raster, look.sides[side].face)
        }
        PictureSlot::Frame => faint(
            name,
            Said::new("note-faint-frame").arg("game", &game.name),
            raster,
            pal.frame,
        ),
        PictureSlot::Endzone(s) => faint(
            name,
            Said::new("note-faint-endzone").arg("side", &game.sides[s].name),
            raster,
            pal.endzone.unwrap_or(pal.light),
        ),
        PictureSlot::Background => illegible(name, &game.name, raster, shown.band, pal.frame_text),
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
) -> Option<Said> {
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
    Some(
        Said::new("note-background-letters")
            .arg("file", quote::shown(name))
            .arg("game", game)
            .arg("ink", ink.to_string())
            .arg("least", MIN_PICTURE_CONTRAST)
            .arg("share", (faint * 100 / seen).to_string()),
    )
}

/// The least contrast a picture's ink keeps with the face colour around it (WCAG, as large
/// shapes need).
pub const MIN_PICTURE_CONTRAST: f64 = 3.0;

/// A note when a picture with transparent parts (a line drawing) would melt into the
/// colour `face` of what it is on (`on`, the note, which this fills in) that shows through
/// them: under a quarter of its drawn
/// pixels stand [`MIN_PICTURE_CONTRAST`] from the face. Opaque pictures bring their own
/// ground.
fn faint(name: &str, on: Said, r: &scene::Raster, face: scene::Color) -> Option<Said> {
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
    Some(
        on.arg("file", quote::shown(name))
            .arg("contrast", (ink.contrast(face) * 10.0).round() / 10.0)
            .arg("colour", face.to_string())
            .arg("least", MIN_PICTURE_CONTRAST)
            .arg("share", (100 - clear * 100 / drawn).to_string()),
    )
}

/// One line for each picture that prints soft (under [`picture::LOW_DPI`]) where it is
/// placed (`shown`, `pictures` their pictures), each once; none for a class set, or a run
/// that prints neither a board nor pieces.
fn soft_pictures(
    cfg: &Config,
    kits: &[&Kit],
    shown: &[Shown],
    pictures: &[&picture::PiecePicture],
) -> Vec<Said> {
    let sized = [SheetKind::Board, SheetKind::Pieces];
    let noted = match cfg.document {
        DocumentKind::Kit | DocumentKind::Web => true,
        DocumentKind::ClassSet(_) => false,
    };
    let mut out = Vec::new();
    if !noted || !cfg.layout.sheets.iter().any(|k| sized.contains(k)) {
        return out;
    }
    for (s, pic) in shown.iter().zip(pictures) {
        let (w, h) = (pic.source.width, pic.source.height);
        let (_, dpi) = pic.target(&s.wanted, cfg.layout.mono).pixels(w, h);
        let id = match s.wanted.of {
            PictureSlot::Piece { .. } => "note-soft-on-pieces",
            PictureSlot::Frame | PictureSlot::Endzone(_) | PictureSlot::Background => {
                "note-soft-on-board"
            }
        };
        if dpi < picture::LOW_DPI {
            let line = Said::new(id)
                .arg("file", quote::shown(&pic.source.name))
                .arg("width", w.to_string())
                .arg("height", h.to_string())
                .arg("dpi", dpi.floor())
                .arg("game", &kits[s.kit].game.name)
                .arg("sharp", picture::LOW_DPI);
            if !out.contains(&line) {
                out.push(line);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::{self, Make, SetOptions};
    use crate::files::Memory;
    use crate::scene::{Image, Raster};

    /// A picture of `w` x `h` pixels, its pattern set by `seed`, as PNG bytes.
    fn png(w: u32, h: u32, seed: u8) -> Vec<u8> {
        let img = image::RgbImage::from_fn(w, h, |x, y| {
            image::Rgb([(x * 7) as u8 ^ seed, (y * 5) as u8, seed.wrapping_mul(40)])
        });
        let mut out = Vec::new();
        image::DynamicImage::ImageRgb8(img)
            .write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
            .unwrap();
        out
    }

    /// Two pictures: `a.png`, 600 pixels square, and `b.png`, 400 x 300.
    fn files() -> Memory {
        let mut m = Memory::default();
        m.insert("a.png", png(600, 600, 1));
        m.insert("b.png", png(400, 300, 2));
        m
    }

    /// The run `make` asks for with `games`, `--art` and `--board-art` values, and `set`'s
    /// other options.
    fn config(make: Make, games: &[&str], art: &[&str], board: &[&str], set: SetOptions) -> Config {
        let set = SetOptions {
            game: games.iter().map(|g| args::game(g).unwrap()).collect(),
            art: art.iter().map(|a| args::art_arg(a).unwrap()).collect(),
            board_art: board
                .iter()
                .map(|a| args::board_art_arg(a).unwrap())
                .collect(),
            ..set
        };
        Config::new(make, set, &Default::default()).unwrap()
    }

    /// Every image `items` hold, in order.
    fn images_in(items: &[Item], out: &mut Vec<Image>) {
        for item in items {
            match item {
                Item::Group(g) => images_in(&g.items, out),
                Item::Image(i) => out.push(i.clone()),
                Item::Shape(_) | Item::Text(_) | Item::Use(_) => {}
            }
        }
    }

    /// Every image of `doc`, its pages' then its symbols'.
    fn images(doc: &Document) -> Vec<Image> {
        let mut out = Vec::new();
        for page in &doc.pages {
            images_in(&page.items, &mut out);
        }
        for symbol in &doc.symbols {
            images_in(&symbol.items, &mut out);
        }
        out
    }

    /// A run laid out as `make` lays it, then filled: each kit with its documents as laid
    /// (their pictures wanted) and as filled, the decodes layout took, and the fill's notes.
    struct Run {
        kits: Vec<Kit>,
        laid: Vec<Vec<Document>>,
        filled: Vec<Vec<Document>>,
        layout_decodes: usize,
        fill_decodes: usize,
    }

    fn run(cfg: &Config) -> Run {
        let kits = super::super::load_kits(cfg, &files()).unwrap();
        let before = picture::decodes();
        let mut work = super::super::Work::default();
        let mut laid = Vec::new();
        for kit in &kits {
            let mut doc = Document::default();
            let mut docs = Vec::new();
            for p in super::super::products(cfg) {
                docs.extend(p.lay(kit, &mut doc, cfg, &mut work).unwrap());
            }
            docs.insert(0, doc);
            laid.push(docs);
        }
        let layout_decodes = picture::decodes() - before;
        let mut filled = laid.clone();
        let mut all: Vec<(&Kit, Vec<&mut Document>)> = kits
            .iter()
            .zip(&mut filled)
            .map(|(k, docs)| (k, docs.iter_mut().collect()))
            .collect();
        let before = picture::decodes();
        fill(cfg, &mut all).unwrap();
        let fill_decodes = picture::decodes() - before;
        Run {
            kits,
            laid,
            filled,
            layout_decodes,
            fill_decodes,
        }
    }

    /// Each image of the run as laid and as filled: its kit, what layout wanted, its pixels.
    fn shown(r: &Run) -> Vec<(usize, Wanted, Arc<Raster>)> {
        let mut out = Vec::new();
        for (k, (laid, filled)) in r.laid.iter().zip(&r.filled).enumerate() {
            for (a, b) in laid.iter().zip(filled) {
                for (a, b) in images(a).into_iter().zip(images(b)) {
                    let Pixels::Wanted(w) = a.picture else {
                        panic!("layout made pixels: {:?}", a.picture)
                    };
                    let Pixels::Made(r) = b.picture else {
                        panic!("{w:?} left without pixels")
                    };
                    assert_eq!(a.rect, b.rect);
                    out.push((k, w, r));
                }
            }
        }
        out
    }

    #[test]
    fn layout_decodes_nothing_and_each_file_is_decoded_once_for_every_place() {
        let cfg = config(
            Make::Pdf,
            &["camels-and-carpets", "royal-carpet"],
            &[
                "crown=a.png",
                "king=./a.png",
                "carpet=b.png",
                "camel:first=a.png",
            ],
            &["frame=a.png", "background=b.png"],
            SetOptions::default(),
        );
        let r = run(&cfg);
        assert_eq!(r.layout_decodes, 0);
        assert_eq!(r.fill_decodes, 2);
        let shown = shown(&r);
        assert!(shown.len() > 10, "{} images", shown.len());
        let mut rasters: Vec<&Arc<Raster>> = Vec::new();
        for (k, w, raster) in &shown {
            // The raster has the shape layout placed, from the file's size alone.
            let pic = picture_in(&r.kits[*k], w.of).unwrap();
            assert_eq!((raster.width, raster.height), pic.pixels_at(w), "{w:?}");
            // One raster for a file in a place of one size, shared however often it shows.
            for (k2, w2, r2) in &shown {
                let same = picture_in(&r.kits[*k2], w2.of)
                    .unwrap()
                    .source
                    .same(&pic.source)
                    && pic.target(w, false)
                        == picture_in(&r.kits[*k2], w2.of).unwrap().target(w2, false);
                assert_eq!(same, Arc::ptr_eq(raster, r2), "{w:?} and {w2:?}");
            }
            if !rasters.iter().any(|x| Arc::ptr_eq(x, raster)) {
                rasters.push(raster);
            }
        }
        // Pieces of two sizes (two games) and the board's frame and background, in each game.
        assert!(rasters.len() >= 4, "{} rasters", rasters.len());
    }

    #[test]
    fn a_larger_counter_gets_more_pixels() {
        let crown = |square: f64| {
            let set = SetOptions {
                square: Some(square),
                ..SetOptions::default()
            };
            let cfg = config(
                Make::Pdf,
                &["camels-and-carpets"],
                &["crown=a.png"],
                &[],
                set,
            );
            let r = run(&cfg);
            let shown = shown(&r);
            let (_, w, raster) = shown
                .iter()
                .find(|(_, w, _)| matches!(w.of, PictureSlot::Piece { .. }))
                .unwrap()
                .clone();
            // Every crown prints at one size in this run.
            assert!(shown
                .iter()
                .all(|(_, w2, r2)| *w2 != w || Arc::ptr_eq(r2, &raster)));
            (w.side, raster.width)
        };
        let (small, small_px) = crown(22.0);
        let (large, large_px) = crown(28.0);
        assert!(large > small, "{small} {large}");
        // At 300 dpi over the place's side, the file having pixels to spare.
        for (side, px) in [(small, small_px), (large, large_px)] {
            assert_eq!(
                px,
                (side / 25.4 * picture::PRINT_DPI).ceil() as u32,
                "{side} mm"
            );
        }
        assert!(large_px > small_px);
    }

    #[test]
    fn a_picture_the_game_does_not_have_is_an_error_not_an_empty_image() {
        // The kit has a picture on its crowns, none on its board.
        let cfg = config(
            Make::Pdf,
            &["camels-and-carpets"],
            &["crown=a.png"],
            &[],
            SetOptions::default(),
        );
        let kit = &super::super::load_kits(&cfg, &files()).unwrap()[0];
        let wanted = Wanted {
            of: PictureSlot::Frame,
            side: 10.0,
            round: false,
            aspect: 1.0,
        };
        let mut doc = Document {
            symbols: vec![scene::Symbol {
                name: "s".into(),
                items: vec![Item::Image(Image {
                    rect: crate::units::Rect::new(0.0, 0.0, 10.0, 10.0),
                    clip: None,
                    picture: Pixels::Wanted(wanted),
                })],
            }],
            ..Document::default()
        };
        let e = fill(&cfg, &mut [(kit, vec![&mut doc])]).unwrap_err();
        assert!(e.to_string().contains("does not have (Frame)"), "{e}");
    }

    #[test]
    fn trial_layouts_decode_nothing_and_every_document_gets_its_pixels() {
        // Registration marks lay the sheets out again to keep clear of them; large print
        // tries the largest board its pages allow.
        let marks = SetOptions {
            cut: vec![crate::cut::CutOutput::Marks],
            ..SetOptions::default()
        };
        let large = SetOptions {
            sheets: ["rules", "assembly"]
                .iter()
                .map(|s| args::sheet_kind(s).unwrap())
                .collect(),
            ..SetOptions::default()
        };
        let handout = Make::Handout {
            copies: 1,
            n_up: 1,
            booklet: false,
            large_print: true,
            two_sided: false,
        };
        // Print Then Cut lays the pieces out again in documents of its own.
        let cricut = SetOptions {
            cut: vec![crate::cut::CutOutput::Cricut],
            sheets: vec![args::sheet_kind("pieces").unwrap()],
            ..SetOptions::default()
        };
        for (make, board, set, files) in [
            (Make::Pdf, &["frame=b.png"][..], marks, 2),
            (handout, &[][..], large, 1),
            (Make::Svg, &[][..], cricut, 1),
        ] {
            let cfg = config(make, &["camels-and-carpets"], &["crown=a.png"], board, set);
            let before = picture::decodes();
            let out = crate::render(&cfg, &self::files()).unwrap();
            assert!(!out.is_empty());
            assert_eq!(picture::decodes() - before, files, "{make:?}");
            // And the pictures are there.
            let r = run(&cfg);
            assert_eq!(r.fill_decodes, files);
            assert!(!shown(&r).is_empty());
        }
    }
}
