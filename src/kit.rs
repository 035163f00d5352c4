//! A game ready to lay out: its template plus the artwork of every piece.

use std::io::Read;
use std::path::{Component, Path};

use crate::art::{Art, ArtError};
use crate::game::{locate, Game, GameError, Seg};
use crate::picture::{PiecePicture, Source};
use crate::quote::shown;

/// Largest template, rules text or artwork file read, in bytes (1 MiB).
pub const MAX_FILE_BYTES: u64 = 1 << 20;
/// Largest rules text, in bytes (64 KiB, some twenty pages; the built-in ones are 3 KB).
pub const MAX_RULES_BYTES: usize = 64 << 10;

/// Prefix of artwork and text compiled into the binary, e.g. `builtin:crown.svg`.
pub const BUILTIN_ART: &str = "builtin:";

/// Handout texts compiled into the binary.
pub const BUILTIN_TEXT: &[(&str, &str)] = &[
    (
        "camels-and-carpets.md",
        include_str!("../templates/text/camels-and-carpets.md"),
    ),
    (
        "royal-carpet.md",
        include_str!("../templates/text/royal-carpet.md"),
    ),
    ("assembly.md", include_str!("../templates/text/assembly.md")),
    ("checkers.md", include_str!("../templates/text/checkers.md")),
    (
        "international-draughts.md",
        include_str!("../templates/text/international-draughts.md"),
    ),
];

/// A built-in handout text by file name.
pub fn builtin_text(name: &str) -> Option<&'static str> {
    BUILTIN_TEXT
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
}

/// A validated game and its pieces' drawings (same order as `game.pieces`).
#[derive(Debug, Clone, PartialEq)]
pub struct Kit {
    /// The template.
    pub game: Game,
    /// One drawing per piece kind.
    pub art: Vec<Art>,
    /// One drawing per piece kind for the small counters of the rules diagrams: the piece's
    /// simplified `icon`, or its `art` when it has none.
    pub icons: Vec<Art>,
    /// The template's text, for `boardgen template`.
    pub source: String,
    /// The rules handout's text, if the template names one.
    pub rules: Option<String>,
    /// Per piece kind, each side's picture (from the template's `picture` or `--art`),
    /// shown on the piece sheets instead of the drawing.
    pub pictures: Vec<[Option<PiecePicture>; 2]>,
}

/// Why a kit could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum KitError {
    /// The template file could not be read.
    #[error("cannot read template '{file}': {message}")]
    Read {
        /// The path given (as shown in messages).
        file: String,
        /// Why, in a plain sentence.
        message: String,
    },
    /// The template is wrong.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The rules text is missing.
    #[error("{at}: {message}")]
    Text {
        /// file:line:col of the `rules` value.
        at: String,
        /// What went wrong.
        message: String,
    },
    /// A drawing is missing or wrong.
    #[error("{at}: piece '{piece}': {message}")]
    Art {
        /// file:line:col of the piece's `art` value.
        at: String,
        /// The piece whose drawing failed.
        piece: String,
        /// What went wrong.
        message: String,
    },
}

impl Kit {
    /// A built-in game.
    pub fn builtin(id: &str) -> Result<Kit, KitError> {
        let game = Game::builtin(id)?;
        let (_, text) = crate::game::BUILTIN
            .iter()
            .find(|(n, _)| *n == game.id)
            .expect("builtin found");
        Kit::with_art(game, text, &format!("templates/games/{id}.toml"), None)
    }

    /// A user's template file; artwork and rules paths are relative to it and must stay
    /// inside its folder.
    pub fn from_file(path: &Path) -> Result<Kit, KitError> {
        // Whole, not elided: it starts every `FILE:LINE:COL`.
        let file = crate::quote::path_text(path);
        let data = read_capped(path).map_err(|message| KitError::Read {
            file: file.clone(),
            message,
        })?;
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        Kit::from_bytes(&data, &file, Some(dir))
    }

    /// A template from its bytes, as read from `file` (named in errors); `dir` is the folder
    /// its artwork and rules paths are relative to, or `None` to allow only `builtin:` ones.
    pub fn from_bytes(data: &[u8], file: &str, dir: Option<&Path>) -> Result<Kit, KitError> {
        let text = std::str::from_utf8(data).map_err(|e| {
            let (at, byte) = utf8_error_at(data, &e);
            GameError::Parse {
                file: format!("{file}:{at}"),
                message: format!("not UTF-8 text (byte 0x{byte:02X})"),
            }
        })?;
        let game = Game::from_toml(text, file)?;
        Kit::with_art(game, text, file, dir)
    }

    fn with_art(game: Game, text: &str, file: &str, dir: Option<&Path>) -> Result<Kit, KitError> {
        // `key` is `art` or `icon`: the location and the piece of an artwork error.
        let art_fail = |i: usize, key: &'static str, message: String| KitError::Art {
            at: locate(
                text,
                file,
                &[Seg::Key("pieces"), Seg::Idx(i), Seg::Key(key)],
            ),
            piece: shown(&game.pieces[i].id),
            message,
        };
        let text_fail = |message: String| KitError::Text {
            at: locate(text, file, &[Seg::Key("rules")]),
            message,
        };
        // Every drawing a piece names: its art, then its diagram icon if it has one.
        let drawings = |p: &crate::game::Piece| {
            [("art", Some(&p.art)), ("icon", p.icon.as_ref())]
                .into_iter()
                .filter_map(|(key, v)| v.map(|v| (key, v.clone())))
                .collect::<Vec<_>>()
        };
        // Every path the template names is checked before any of them is opened.
        let mut art_paths = Vec::new();
        for (i, p) in game.pieces.iter().enumerate() {
            for (key, name) in drawings(p) {
                if !name.starts_with(BUILTIN_ART) {
                    inside(dir, &name, "artwork").map_err(|m| art_fail(i, key, m))?;
                }
                art_paths.push(name);
            }
        }
        let rules_file = match &game.rules {
            Some(r) if !r.starts_with(BUILTIN_ART) => {
                inside(dir, r, "rules").map_err(text_fail)?;
                dir.map(|d| d.join(r))
            }
            _ => None,
        };
        let mut art = Vec::new();
        let mut icons = Vec::new();
        // The folder is opened once, when the first file in it is read.
        let mut held: Option<TemplateDir> = None;
        // A file named more than once is read and parsed once.
        let mut parsed: Vec<(FileKey, Art)> = Vec::new();
        let mut built: Vec<(String, Art)> = Vec::new();
        for (i, p) in game.pieces.iter().enumerate() {
            for (key, name) in drawings(p) {
                // A built-in drawing named again is the one already parsed.
                let drawing = match built.iter().find(|(n, _)| *n == name) {
                    Some((_, a)) => a.clone(),
                    None => {
                        let a = load_art(&name, dir, &mut held, &mut parsed)
                            .map_err(|m| art_fail(i, key, m))?;
                        if name.starts_with(BUILTIN_ART) {
                            built.push((name.clone(), a.clone()));
                        }
                        a
                    }
                };
                if key == "art" {
                    art.push(drawing);
                } else {
                    icons.push(drawing);
                }
            }
            // Without an icon of its own, the diagrams draw the piece's full art.
            if icons.len() < art.len() {
                icons.push(art[i].clone());
            }
        }
        let rules = match (&game.rules, dir, &rules_file) {
            (None, ..) => None,
            (Some(r), Some(dir), Some(path)) => {
                let (data, _) = held_dir(&mut held, dir)
                    .and_then(|d| d.read(r, "rules", MAX_FILE_BYTES))
                    .map_err(text_fail)?;
                Some(String::from_utf8(data).map_err(|e| {
                    let (at, byte) = utf8_error_at(e.as_bytes(), &e.utf8_error());
                    KitError::Text {
                        at: format!("{}:{at}", crate::quote::path_text(path)),
                        message: format!(
                            "rules '{}' is not UTF-8 text (byte 0x{byte:02X})",
                            shown(r)
                        ),
                    }
                })?)
            }
            (Some(r), ..) => {
                let name = r.strip_prefix(BUILTIN_ART).unwrap_or(r);
                Some(
                    builtin_text(name)
                        .ok_or_else(|| text_fail(format!("no built-in text '{}'", shown(r))))?
                        .to_string(),
                )
            }
        };
        if rules.as_ref().is_some_and(|r| r.len() > MAX_RULES_BYTES) {
            return Err(text_fail(format!(
                "the rules text is over {MAX_RULES_BYTES} bytes (64 KiB)"
            )));
        }
        if let (Some(rules), Some(name)) = (&rules, &game.rules) {
            let rules_file = match (name.strip_prefix(BUILTIN_ART), dir) {
                (Some(n), _) => format!("templates/text/{n}"),
                (None, Some(d)) => crate::quote::path_text(&d.join(name)),
                (None, None) => shown(name),
            };
            check_rules(&game, rules, &rules_file)?;
        }
        let pictures = load_pictures(&game, text, file, dir, &mut held)?;
        Ok(Kit {
            game,
            art,
            icons,
            source: text.to_string(),
            rules,
            pictures,
        })
    }
}

/// Every piece's pictures, each file read and checked once (a file two pieces name is
/// shared).
fn load_pictures(
    game: &Game,
    text: &str,
    file: &str,
    dir: Option<&Path>,
    held: &mut Option<TemplateDir>,
) -> Result<Vec<[Option<PiecePicture>; 2]>, KitError> {
    let mut read: Vec<(FileKey, std::sync::Arc<Source>)> = Vec::new();
    let mut out = Vec::new();
    for (i, p) in game.pieces.iter().enumerate() {
        let mut sides = [None, None];
        if let Some(spec) = &p.picture {
            for (s, (name, idx)) in spec.sides().into_iter().enumerate() {
                let Some(name) = name else { continue };
                let mut path = vec![Seg::Key("pieces"), Seg::Idx(i), Seg::Key("picture")];
                path.extend(idx.map(Seg::Idx));
                let at = locate(text, file, &path);
                let fail = |message: String| KitError::Art {
                    at: at.clone(),
                    piece: shown(&p.id),
                    message,
                };
                let Some(dir) = dir else {
                    return Err(fail(
                        inside(None, name, "picture").err().unwrap_or_default(),
                    ));
                };
                let (data, key) = held_dir(held, dir)
                    .and_then(|d| d.read(name, "picture", crate::picture::MAX_BYTES))
                    .map_err(fail)?;
                let source = match read.iter().find(|(k, _)| *k == key) {
                    Some((_, src)) => src.clone(),
                    None => {
                        let src =
                            std::sync::Arc::new(Source::from_bytes(name, data).map_err(fail)?);
                        read.push((key, src.clone()));
                        src
                    }
                };
                sides[s] = Some(PiecePicture {
                    source,
                    fit: p.picture_fit,
                    at: format!("{at}: piece '{}'", shown(&p.id)),
                    raster: None,
                });
            }
        }
        out.push(sides);
    }
    Ok(out)
}

/// The template's folder `dir`, opened into `held` the first time.
fn held_dir<'a>(held: &'a mut Option<TemplateDir>, dir: &Path) -> Result<&'a TemplateDir, String> {
    if held.is_none() {
        *held = Some(
            TemplateDir::open(dir)
                .map_err(|e| format!("cannot open the template's folder: {}", io_message(&e)))?,
        );
    }
    Ok(held.as_ref().expect("opened"))
}

/// The `LINE:COL` of the first byte that is not UTF-8, and that byte.
pub fn utf8_error_at(data: &[u8], e: &std::str::Utf8Error) -> (String, u8) {
    let valid = std::str::from_utf8(&data[..e.valid_up_to()]).unwrap_or_default();
    let (line, col) = crate::game::line_col(valid, valid.len());
    (format!("{line}:{col}"), data[e.valid_up_to()])
}

/// Reads and checks one drawing, `name` as the template gives it, relative to `dir`; a file
/// already in `parsed` is not parsed again.
fn load_art(
    name: &str,
    dir: Option<&Path>,
    held: &mut Option<TemplateDir>,
    parsed: &mut Vec<(FileKey, Art)>,
) -> Result<Art, String> {
    match (dir, name.strip_prefix(BUILTIN_ART)) {
        (_, Some(builtin)) => match Art::builtin(builtin) {
            Some(r) => r.map_err(|e: ArtError| e.to_string()),
            None => {
                let names: Vec<String> = crate::art::BUILTIN
                    .iter()
                    .map(|(n, _)| format!("{BUILTIN_ART}{n}"))
                    .collect();
                Err(format!(
                    "no built-in artwork '{}': use {}",
                    shown(name),
                    names.join(", ")
                ))
            }
        },
        (Some(dir), None) => {
            let (data, key) = held_dir(held, dir)?.read(name, "artwork", MAX_FILE_BYTES)?;
            if let Some((_, art)) = parsed.iter().find(|(k, _)| *k == key) {
                return Ok(art.clone());
            }
            let art = Art::parse(name, &data).map_err(|e| e.to_string())?;
            parsed.push((key, art.clone()));
            Ok(art)
        }
        (None, None) => unreachable!("non-builtin art has a checked path"),
    }
}

/// Most diagrams one rules text may draw.
pub const MAX_DIAGRAMS: usize = 100;
/// Most board squares all the diagrams of one rules text show together: 100 diagrams of a
/// 20x20 board, 15 of the largest (26x99), so the pages of diagrams stay quick to draw.
pub const MAX_DIAGRAM_SQUARES: usize = 40_000;

/// Checks every diagram line of a rules text now, so a mistake is reported at the text's
/// `file:line:col` before anything is drawn.
fn check_rules(game: &Game, rules: &str, file: &str) -> Result<(), KitError> {
    // SVG and HTML cannot hold a control character (other than tab and line ends), not
    // even escaped: XML readers refuse the file.
    for (n, line) in rules.lines().enumerate() {
        let bad = |c: char| {
            (c.is_control() && !matches!(c, '\t' | '\r')) || c > '\u{FFFD}' && c <= '\u{FFFF}'
        };
        if let Some((i, c)) = line.char_indices().find(|&(_, c)| bad(c)) {
            return Err(KitError::Text {
                at: format!("{file}:{}:{}", n + 1, line[..i].chars().count() + 1),
                message: format!(
                    "the control character U+{:04X} cannot be printed; remove it from the rules text",
                    c as u32
                ),
            });
        }
    }
    let mut diagrams = 0;
    for (n, line) in rules.lines().enumerate() {
        let Some(d) = line.trim().strip_prefix('@') else {
            continue;
        };
        let at = || {
            let col = line.chars().take_while(|c| c.is_whitespace()).count() + 1;
            format!("{file}:{}:{col}", n + 1)
        };
        diagrams += 1;
        if diagrams > MAX_DIAGRAMS {
            return Err(KitError::Text {
                at: at(),
                message: format!("more than {MAX_DIAGRAMS} diagrams in one rules text"),
            });
        }
        let squares = (game.board.files * game.board.ranks) as usize;
        if diagrams * squares > MAX_DIAGRAM_SQUARES {
            return Err(KitError::Text {
                at: at(),
                message: format!(
                    "more than {} diagrams of a {}x{} board: diagrams may show {MAX_DIAGRAM_SQUARES} squares in all",
                    MAX_DIAGRAM_SQUARES / squares,
                    game.board.files,
                    game.board.ranks
                ),
            });
        }
        let spec = d.split_once('|').map_or(d, |p| p.0).trim();
        if let Err(message) = crate::rules::diagram::parse(game, spec) {
            // The diagram's own message quotes the spec: show it elided and escaped.
            let message = if spec.is_empty() {
                message
            } else {
                message.replace(spec, &shown(spec))
            };
            return Err(KitError::Text { at: at(), message });
        }
    }
    Ok(())
}

/// The path `name` (from a template whose folder is `dir`) names, checked from its text
/// alone: refused unless it is a relative path that stays inside `dir`. Returns its parts,
/// `..` and `.` resolved. Nothing is opened.
fn inside(dir: Option<&Path>, name: &str, what: &str) -> Result<Vec<std::ffi::OsString>, String> {
    if dir.is_none() {
        return Err(format!(
            "built-in templates use {BUILTIN_ART} {what}, not '{}'",
            shown(name)
        ));
    }
    let rel = Path::new(name);
    if name.is_empty()
        || rel.is_absolute()
        || rel
            .components()
            .any(|c| matches!(c, Component::Prefix(_) | Component::RootDir))
    {
        return Err(format!(
            "{what} '{}' must be a path relative to the template's folder",
            shown(name)
        ));
    }
    // `..` that climbs above the folder is refused from the text alone. No part may be a
    // symbolic link (see `read_inside`), so resolving `..` here is what the system would do.
    let mut parts = Vec::new();
    for c in rel.components() {
        match c {
            // The guard pops the part `..` climbs out of.
            Component::ParentDir if parts.pop().is_none() => return Err(outside(what, name)),
            Component::Normal(p) => parts.push(p.to_os_string()),
            _ => {}
        }
    }
    if parts.is_empty() {
        return Err(format!("{what} '{}' is not a regular file", shown(name)));
    }
    Ok(parts)
}

/// A file's identity (device and inode), so one named twice is read and parsed once.
pub type FileKey = (u64, u64);

/// A template's folder, opened once: every file the template names is read relative to this
/// handle ([`TemplateDir::read`]), so all of them come from the folder it was opened as,
/// whatever is renamed meanwhile.
pub struct TemplateDir {
    path: std::path::PathBuf,
    #[cfg(unix)]
    fd: std::os::fd::OwnedFd,
}

impl TemplateDir {
    /// Opens the folder `path` (the user's own path: it may be reached through a link).
    pub fn open(path: &Path) -> std::io::Result<TemplateDir> {
        Ok(TemplateDir {
            path: path.to_path_buf(),
            #[cfg(unix)]
            fd: rustix::fs::open(
                path,
                rustix::fs::OFlags::RDONLY
                    | rustix::fs::OFlags::DIRECTORY
                    | rustix::fs::OFlags::CLOEXEC,
                rustix::fs::Mode::empty(),
            )?,
        })
    }

    /// Reads the file `name` names, as every file a template names is read (artwork, rules
    /// text, pictures): the path must be relative and stay inside the folder; each part of
    /// it is opened once, relative to the folder before it, and none may be a symbolic link,
    /// so what is checked is what is read (no path is resolved twice); the file opened must
    /// be a regular file of at most `max` bytes (a FIFO or device is refused without
    /// blocking), and the read is capped in case it grows meanwhile. `what` names the kind of
    /// file in messages. Returns the bytes and the file's identity.
    pub fn read(&self, name: &str, what: &str, max: u64) -> Result<(Vec<u8>, FileKey), String> {
        let parts = inside(Some(&self.path), name, what)?;
        let cannot =
            |e: std::io::Error| format!("cannot read {what} '{}': {}", shown(name), io_message(&e));
        let file = self.open_beneath(&parts).map_err(|e| {
            #[cfg(unix)]
            if e.raw_os_error() == Some(libc::ELOOP) {
                return format!(
                    "{what} '{}' is or goes through a symbolic link: files a template names must be plain files in its folder",
                    shown(name)
                );
            }
            cannot(e)
        })?;
        let meta = file.metadata().map_err(cannot)?;
        if !meta.is_file() {
            return Err(format!("{what} '{}' is not a regular file", shown(name)));
        }
        if meta.len() > max {
            return Err(format!(
                "{what} '{}' is {} bytes: the limit is {max}",
                shown(name),
                meta.len()
            ));
        }
        #[cfg(unix)]
        let key = {
            use std::os::unix::fs::MetadataExt;
            (meta.dev(), meta.ino())
        };
        #[cfg(not(unix))]
        let key = (0, {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            parts.hash(&mut h);
            h.finish()
        });
        let mut data = Vec::new();
        file.take(max + 1).read_to_end(&mut data).map_err(cannot)?;
        if data.len() as u64 > max {
            return Err(format!(
                "{what} '{}' grew past the {max}-byte limit while it was read",
                shown(name)
            ));
        }
        Ok((data, key))
    }
}

/// [`TemplateDir::read`] of the folder `dir`, opened for this one file.
pub fn read_inside(
    dir: &Path,
    name: &str,
    what: &str,
    max: u64,
) -> Result<(Vec<u8>, FileKey), String> {
    TemplateDir::open(dir)
        .map_err(|e| format!("cannot open the template's folder: {}", io_message(&e)))?
        .read(name, what, max)
}

impl TemplateDir {
    /// Opens `parts` under the folder, each relative to the folder opened before it,
    /// following no symbolic link; a FIFO or device opens without blocking.
    #[cfg(unix)]
    fn open_beneath(&self, parts: &[std::ffi::OsString]) -> std::io::Result<std::fs::File> {
        use rustix::fs::{openat, Mode, OFlags};
        use std::os::fd::AsFd;
        let (last, folders) = parts.split_last().expect("a file name");
        let mut held = None;
        for p in folders {
            let at = held
                .as_ref()
                .map_or(self.fd.as_fd(), |f: &std::os::fd::OwnedFd| f.as_fd());
            let next = openat(
                at,
                p.as_os_str(),
                OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC,
                Mode::empty(),
            )
            .map_err(|e| {
                // A link to a folder gives ENOTDIR here: say it is a link.
                let link =
                    rustix::fs::statat(at, p.as_os_str(), rustix::fs::AtFlags::SYMLINK_NOFOLLOW)
                        .is_ok_and(|st| {
                            rustix::fs::FileType::from_raw_mode(st.st_mode).is_symlink()
                        });
                if link {
                    rustix::io::Errno::LOOP
                } else {
                    e
                }
            })?;
            held = Some(next);
        }
        let at = held.as_ref().map_or(self.fd.as_fd(), |f| f.as_fd());
        let fd = openat(
            at,
            last.as_os_str(),
            OFlags::RDONLY | OFlags::NOFOLLOW | OFlags::NONBLOCK | OFlags::CLOEXEC | OFlags::NOCTTY,
            Mode::empty(),
        )?;
        Ok(std::fs::File::from(fd))
    }

    /// Elsewhere: the path resolved and checked to be inside the folder, then opened (a
    /// narrow race with a swapped symbolic link is left open here).
    #[cfg(not(unix))]
    fn open_beneath(&self, parts: &[std::ffi::OsString]) -> std::io::Result<std::fs::File> {
        let root = self.path.canonicalize()?;
        let path: std::path::PathBuf = parts.iter().fold(self.path.clone(), |p, q| p.join(q));
        let path = path.canonicalize()?;
        if !path.starts_with(&root) {
            return Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                "outside the template's folder",
            ));
        }
        std::fs::File::open(path)
    }
}

fn outside(what: &str, name: &str) -> String {
    format!(
        "{what} '{}' is outside the template's folder (files a template names must be inside it)",
        shown(name)
    )
}

/// Reads a regular file of at most [`MAX_FILE_BYTES`]. A FIFO or device is refused without
/// blocking (it is opened non-blocking and checked before any read), and the read is capped
/// in case the file grows meanwhile.
pub fn read_capped(path: &Path) -> Result<Vec<u8>, String> {
    read_capped_to(path, MAX_FILE_BYTES)
}

/// [`read_capped`] with a limit of `max` bytes.
pub fn read_capped_to(path: &Path, max: u64) -> Result<Vec<u8>, String> {
    let mut opts = std::fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut opts, libc::O_NONBLOCK);
    let f = opts.open(path).map_err(|e| io_message(&e))?;
    let meta = f.metadata().map_err(|e| io_message(&e))?;
    if !meta.is_file() {
        return Err("not a regular file".into());
    }
    let mut data = Vec::new();
    f.take(max + 1)
        .read_to_end(&mut data)
        .map_err(|e| io_message(&e))?;
    if data.len() as u64 > max {
        return Err(format!(
            "larger than the {max}-byte ({} MiB) limit",
            max >> 20
        ));
    }
    Ok(data)
}

/// An io error as one short clause, without the "(os error N)" suffix.
pub fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

#[cfg(test)]
mod icon_tests {
    use super::*;

    /// Files are read relative to the folder as it was opened: renaming it and putting
    /// another in its place changes nothing, and a file is checked as opened.
    #[cfg(unix)]
    #[test]
    fn a_held_folder_is_read_whatever_is_renamed() {
        let d = tempfile::tempdir().unwrap();
        let a = d.path().join("a");
        std::fs::create_dir_all(a.join("sub")).unwrap();
        std::fs::write(a.join("sub/x.md"), "one").unwrap();
        let held = TemplateDir::open(&a).unwrap();
        std::fs::rename(&a, d.path().join("b")).unwrap();
        std::fs::create_dir_all(a.join("sub")).unwrap();
        std::fs::write(a.join("sub/x.md"), "two").unwrap();
        let (data, key) = held.read("sub/x.md", "rules", 100).unwrap();
        assert_eq!(data, b"one");
        let (_, again) = held.read("sub/../sub/./x.md", "rules", 100).unwrap();
        assert_eq!(key, again, "the same file by another path");
        let e = held.read("sub/x.md", "rules", 2).unwrap_err();
        assert!(e.contains("3 bytes: the limit is 2"), "{e}");
        std::os::unix::fs::symlink("x.md", d.path().join("b/sub/y.md")).unwrap();
        let e = held.read("sub/y.md", "rules", 100).unwrap_err();
        assert!(e.contains("symbolic link"), "{e}");
        let e = held.read("sub", "rules", 100).unwrap_err();
        assert!(e.contains("not a regular file"), "{e}");
    }

    #[test]
    fn diagrams_draw_the_icon_or_else_the_art() {
        // The built-in games name a simplified icon for every piece.
        for id in ["camels-and-carpets", "royal-carpet"] {
            let kit = Kit::builtin(id).unwrap();
            assert_eq!(kit.icons.len(), kit.art.len());
            for (i, p) in kit.game.pieces.iter().enumerate() {
                let icon = p.icon.as_deref().expect("a built-in icon");
                assert_eq!(icon, format!("builtin:{}-icon.svg", p.id));
                assert_ne!(kit.icons[i], kit.art[i], "{id} {}", p.id);
            }
        }
        // A template without icons: the diagrams fall back to each piece's art.
        let text: String = include_str!("../examples/checkers.toml")
            .lines()
            .filter(|l| !l.starts_with("icon ="))
            .map(|l| format!("{l}\n"))
            .collect();
        let kit = Kit::from_bytes(text.as_bytes(), "checkers.toml", None).unwrap();
        assert!(kit.game.pieces.iter().all(|p| p.icon.is_none()));
        assert_eq!(kit.icons, kit.art);
        // One piece with an icon, one without.
        let one = text.replacen(
            "art = \"builtin:king.svg\"",
            "art = \"builtin:king.svg\"\nicon = \"builtin:crown-icon.svg\"",
            1,
        );
        let kit = Kit::from_bytes(one.as_bytes(), "checkers.toml", None).unwrap();
        let king = kit.game.pieces.iter().position(|p| p.id == "king").unwrap();
        for i in 0..kit.art.len() {
            if i == king {
                assert_eq!(
                    kit.icons[i],
                    Art::builtin("crown-icon.svg").unwrap().unwrap()
                );
            } else {
                assert_eq!(kit.icons[i], kit.art[i]);
            }
        }
    }
}
