//! A game ready to lay out: its template plus the artwork of every piece.

use std::io::Read;
use std::path::{Component, Path, PathBuf};

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
        let file = shown(&path.display().to_string());
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
        let text = std::str::from_utf8(data).map_err(|e| KitError::Read {
            file: file.to_string(),
            message: format!("not UTF-8 text (byte {})", e.valid_up_to() + 1),
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
                art_paths.push(match name.strip_prefix(BUILTIN_ART) {
                    Some(_) => None,
                    None => Some(
                        inside(dir, &name, "artwork", MAX_FILE_BYTES)
                            .map_err(|m| art_fail(i, key, m))?,
                    ),
                });
            }
        }
        let rules_path = match &game.rules {
            Some(r) if !r.starts_with(BUILTIN_ART) => {
                Some(inside(dir, r, "rules", MAX_FILE_BYTES).map_err(text_fail)?)
            }
            _ => None,
        };
        let mut art = Vec::new();
        let mut icons = Vec::new();
        let mut paths = art_paths.into_iter();
        for (i, p) in game.pieces.iter().enumerate() {
            for (key, name) in drawings(p) {
                let path = paths.next().expect("one checked path per drawing");
                let drawing = load_art(&name, path.as_deref()).map_err(|m| art_fail(i, key, m))?;
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
        let rules = match (&game.rules, rules_path) {
            (None, _) => None,
            (Some(r), Some(path)) => {
                let data = read_capped(&path)
                    .map_err(|e| text_fail(format!("cannot read rules '{}': {e}", shown(r))))?;
                Some(String::from_utf8(data).map_err(|e| {
                    text_fail(format!(
                        "rules '{}' is not UTF-8 text (byte {})",
                        shown(r),
                        e.utf8_error().valid_up_to() + 1
                    ))
                })?)
            }
            (Some(r), None) => {
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
                (None, Some(d)) => shown(&d.join(name).display().to_string()),
                (None, None) => shown(name),
            };
            check_rules(&game, rules, &rules_file)?;
        }
        let pictures = load_pictures(&game, text, file, dir)?;
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
) -> Result<Vec<[Option<PiecePicture>; 2]>, KitError> {
    let mut read: Vec<(PathBuf, std::sync::Arc<Source>)> = Vec::new();
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
                let real = inside(dir, name, "picture", crate::picture::MAX_BYTES).map_err(fail)?;
                let source = match read.iter().find(|(r, _)| *r == real) {
                    Some((_, src)) => src.clone(),
                    None => {
                        let src = std::sync::Arc::new(Source::read(&real, name).map_err(fail)?);
                        read.push((real, src.clone()));
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

/// Reads and checks one drawing: `name` as the template gives it, `path` its checked file
/// (`None` for a `builtin:` one).
fn load_art(name: &str, path: Option<&Path>) -> Result<Art, String> {
    match (path, name.strip_prefix(BUILTIN_ART)) {
        (Some(path), _) => {
            let data = read_capped(path)
                .map_err(|e| format!("cannot read artwork '{}': {e}", shown(name)))?;
            Art::parse(name, &data).map_err(|e| e.to_string())
        }
        (None, Some(builtin)) => match Art::builtin(builtin) {
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
        (None, None) => unreachable!("non-builtin art has a checked path"),
    }
}

/// Most diagrams one rules text may draw.
pub const MAX_DIAGRAMS: usize = 100;

/// Checks every diagram line of a rules text now, so a mistake is reported at the text's
/// `file:line:col` before anything is drawn.
fn check_rules(game: &Game, rules: &str, file: &str) -> Result<(), KitError> {
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
        let spec = d.split_once('|').map_or(d, |p| p.0).trim();
        if let Err(message) = crate::layout::diagram::parse(game, spec) {
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

/// The file `name` (from a template whose folder is `dir`) names, resolved with symlinks:
/// refused unless it is a relative path to a regular file inside `dir`. Nothing is opened.
fn inside(dir: Option<&Path>, name: &str, what: &str, max: u64) -> Result<PathBuf, String> {
    let Some(dir) = dir else {
        return Err(format!(
            "built-in templates use {BUILTIN_ART} {what}, not '{}'",
            shown(name)
        ));
    };
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
    // `..` that climbs above the folder is refused from the text alone.
    let mut depth = 0i32;
    for c in rel.components() {
        match c {
            Component::ParentDir => depth -= 1,
            Component::Normal(_) => depth += 1,
            _ => {}
        }
        if depth < 0 {
            return Err(outside(what, name));
        }
    }
    let root = dir
        .canonicalize()
        .map_err(|e| format!("cannot find the template's folder: {}", io_message(&e)))?;
    let path = dir
        .join(rel)
        .canonicalize()
        .map_err(|e| format!("cannot read {what} '{}': {}", shown(name), io_message(&e)))?;
    if !path.starts_with(&root) {
        return Err(outside(what, name));
    }
    let meta = std::fs::metadata(&path)
        .map_err(|e| format!("cannot read {what} '{}': {}", shown(name), io_message(&e)))?;
    if !meta.is_file() {
        return Err(format!("{what} '{}' is not a regular file", shown(name)));
    }
    if meta.len() > max {
        return Err(format!(
            "{what} '{}' is {} bytes: the limit is {max} ({} MiB)",
            shown(name),
            meta.len(),
            max >> 20
        ));
    }
    Ok(path)
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
        let text = include_str!("../examples/checkers.toml");
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
