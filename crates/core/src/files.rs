//! Where the files a run names come from, and how their names and bytes are checked. The
//! core reads nothing itself: a front end hands it each file through [`Files`] (a template's
//! folder) and [`RunFiles`] (the files its options name), from a disk, a form's uploads or
//! memory. The checks of a name's text and of a file's bytes are the same for every front end.

use std::path::{Component, Path};

use crate::quote::shown;
use crate::said::Said;

/// A file's identity, so one named twice is read and parsed once: a front end's own key
/// (a device and inode, an upload's number).
pub type FileKey = (u64, u64);

/// The kind of file a template names, as messages name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A piece's drawing (`art`, `icon`).
    Artwork,
    /// The rules text.
    Rules,
    /// A picture (a piece's, the board's).
    Picture,
    /// A translation's file.
    Translation,
}

impl Kind {
    /// The kind's word, in the reader's language where it is shown.
    pub fn said(self) -> Said {
        Said::new(match self {
            Kind::Artwork => "refuse-kind-artwork",
            Kind::Rules => "refuse-kind-rules",
            Kind::Picture => "refuse-kind-picture",
            Kind::Translation => "refuse-kind-translation",
        })
    }

    /// Message `id` about the file `name` of this kind (its values `what` and `name`).
    pub fn about(self, id: &'static str, name: &str) -> Said {
        Said::new(id)
            .arg("what", self.said())
            .arg("name", shown(name))
    }
}

/// A template's folder: every file the template names (artwork, rules, pictures) is read
/// through it, by a name [`inside`] has checked.
pub trait Files {
    /// Reads the file `name` (a path relative to the folder, as the template writes it), a
    /// regular file of at most `max` bytes; `what` is the kind of file messages name.
    /// Returns its bytes and its identity, or why it cannot be read, naming it.
    fn read(&self, name: &str, what: Kind, max: u64) -> Result<(Vec<u8>, FileKey), Said>;

    /// `name` as messages show it: joined to the folder's own name.
    fn shown(&self, name: &str) -> String;
}

/// The files a run's options name: template files (`--game FILE.toml`) and pictures
/// (`--art`, `--board-art`).
pub trait RunFiles {
    /// Reads the regular file `path`, at most `max` bytes; its identity when the front end
    /// knows one (two names of one file share a decode). The error is a short clause
    /// ("no such file", "larger than the … limit"), which the caller puts after the name.
    fn read(&self, path: &Path, max: u64) -> Result<(Vec<u8>, Option<FileKey>), Said>;

    /// The folder of the template file `path`, which its own files are read from.
    fn folder(&self, path: &Path) -> Box<dyn Files + '_>;
}

/// A run that names no file: built-in games only, whose files are all built in.
pub struct NoFiles;

impl RunFiles for NoFiles {
    fn read(&self, _: &Path, _: u64) -> Result<(Vec<u8>, Option<FileKey>), Said> {
        Err(Said::new("refuse-file-none-here"))
    }

    fn folder(&self, _: &Path) -> Box<dyn Files + '_> {
        Box::new(NoFiles)
    }
}

impl Files for NoFiles {
    fn read(&self, name: &str, what: Kind, _: u64) -> Result<(Vec<u8>, FileKey), Said> {
        Err(what
            .about("refuse-file-cannot-read", name)
            .arg("why", Said::new("refuse-file-none-here")))
    }

    fn shown(&self, name: &str) -> String {
        shown(name)
    }
}

/// The parts of the path `name` (a file a template names), checked from its text alone:
/// refused unless it is a relative path that stays inside the template's folder. `..` and
/// `.` are resolved. Nothing is opened.
pub fn inside(name: &str, what: Kind) -> Result<Vec<std::ffi::OsString>, Said> {
    let rel = Path::new(name);
    if name.is_empty()
        || rel.is_absolute()
        || rel
            .components()
            .any(|c| matches!(c, Component::Prefix(_) | Component::RootDir))
    {
        return Err(what.about("refuse-file-relative", name));
    }
    // `..` that climbs above the folder is refused from the text alone. No part may be a
    // symbolic link (see `TemplateDir::read`), so resolving `..` here is what the system
    // would do.
    let mut parts = Vec::new();
    for c in rel.components() {
        match c {
            // The guard pops the part `..` climbs out of.
            Component::ParentDir if parts.pop().is_none() => {
                return Err(what.about("refuse-file-outside", name))
            }
            Component::Normal(p) => parts.push(p.to_os_string()),
            _ => {}
        }
    }
    if parts.is_empty() {
        return Err(what.about("refuse-file-not-regular", name));
    }
    Ok(parts)
}

/// Why a file of `max` bytes at most was refused for being larger: "larger than the
/// …-byte (… MiB) limit".
pub fn larger(max: u64) -> Said {
    Said::new("refuse-file-larger")
        .arg("most", max as usize)
        .arg("mib", (max >> 20) as usize)
}

/// Why the file `name` of `bytes` bytes is refused, over its limit of `max`.
pub fn too_many_bytes(what: Kind, name: &str, bytes: u64, max: u64) -> Said {
    what.about("refuse-file-bytes", name)
        .arg("bytes", bytes as usize)
        .arg("most", max as usize)
}

/// The `LINE:COL` of the first byte that is not UTF-8, and that byte.
pub fn utf8_error_at(data: &[u8], e: &std::str::Utf8Error) -> (String, u8) {
    let valid = std::str::from_utf8(&data[..e.valid_up_to()]).unwrap_or_default();
    let (line, col) = line_col(valid, valid.len());
    (format!("{line}:{col}"), data[e.valid_up_to()])
}

/// 1-based line and column (in characters) of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// Files held in memory by name (a form's uploads, a test's files): a [`RunFiles`] whose
/// names are paths with `/` between their parts, each template's folder the part of its
/// name before the last `/`.
#[derive(Debug, Clone, Default)]
pub struct Memory {
    files: Vec<(String, Vec<u8>)>,
}

impl Memory {
    /// Holds `bytes` as the file `name` (one already held under that name is replaced).
    pub fn insert(&mut self, name: &str, bytes: Vec<u8>) {
        let name = normal(name);
        match self.files.iter_mut().find(|(n, _)| *n == name) {
            Some(f) => f.1 = bytes,
            None => self.files.push((name, bytes)),
        }
    }

    /// The bytes held as `name` and their identity (their place among the files).
    fn get(&self, name: &str) -> Option<(&[u8], FileKey)> {
        let name = normal(name);
        self.files
            .iter()
            .position(|(n, _)| *n == name)
            .map(|i| (&self.files[i].1[..], (0, i as u64)))
    }

    /// How many bytes are held in all.
    pub fn bytes(&self) -> usize {
        self.files.iter().map(|(_, b)| b.len()).sum()
    }
}

/// A name's parts joined by `/`, with `.` parts and empty parts left out.
fn normal(name: &str) -> String {
    name.split(['/', '\\'])
        .filter(|p| !p.is_empty() && *p != ".")
        .collect::<Vec<_>>()
        .join("/")
}

impl RunFiles for Memory {
    fn read(&self, path: &Path, max: u64) -> Result<(Vec<u8>, Option<FileKey>), Said> {
        let name = path.to_string_lossy();
        let (bytes, key) = self
            .get(&name)
            .ok_or_else(|| Said::new("refuse-file-no-such"))?;
        if bytes.len() as u64 > max {
            return Err(larger(max));
        }
        Ok((bytes.to_vec(), Some(key)))
    }

    fn folder(&self, path: &Path) -> Box<dyn Files + '_> {
        let name = normal(&path.to_string_lossy());
        let dir = name.rsplit_once('/').map_or("", |(d, _)| d).to_string();
        Box::new(MemoryFolder { files: self, dir })
    }
}

/// A template's folder among [`Memory`]'s files.
struct MemoryFolder<'a> {
    files: &'a Memory,
    dir: String,
}

impl MemoryFolder<'_> {
    fn path(&self, parts: &[std::ffi::OsString]) -> String {
        let rel: Vec<_> = parts.iter().map(|p| p.to_string_lossy()).collect();
        let rel = rel.join("/");
        if self.dir.is_empty() {
            rel
        } else {
            format!("{}/{rel}", self.dir)
        }
    }
}

impl Files for MemoryFolder<'_> {
    fn read(&self, name: &str, what: Kind, max: u64) -> Result<(Vec<u8>, FileKey), Said> {
        let parts = inside(name, what)?;
        let Some((bytes, key)) = self.files.get(&self.path(&parts)) else {
            return Err(what
                .about("refuse-file-cannot-read", name)
                .arg("why", Said::new("refuse-file-no-such")));
        };
        if bytes.len() as u64 > max {
            return Err(too_many_bytes(what, name, bytes.len() as u64, max));
        }
        Ok((bytes.to_vec(), key))
    }

    fn shown(&self, name: &str) -> String {
        match inside(name, Kind::Artwork) {
            Ok(parts) => self.path(&parts),
            Err(_) => shown(name),
        }
    }
}
