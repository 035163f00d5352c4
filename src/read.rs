//! Reading the files a user names, as hostile input: a template's folder held open while
//! every file it names is read relative to it (no path part a symbolic link, nothing outside
//! it), capped reads that never block on a FIFO or device, and the one-line messages that
//! say why a file was refused, with the line and column of a byte that is not UTF-8.

use std::io::Read;
use std::path::{Path, PathBuf};

use boardgen_core::files::{inside, larger, too_many_bytes, FileKey, Files, Kind, RunFiles};
use boardgen_core::said::Said;

/// A template's folder, opened once: every file the template names is read relative to this
/// handle ([`TemplateDir::read`]), so all of them come from the folder it was opened as,
/// whatever is renamed meanwhile.
pub struct TemplateDir {
    #[cfg(not(unix))]
    path: std::path::PathBuf,
    #[cfg(unix)]
    fd: std::os::fd::OwnedFd,
}

impl TemplateDir {
    /// Opens the folder `path` (the user's own path: it may be reached through a link).
    pub fn open(path: &Path) -> std::io::Result<TemplateDir> {
        Ok(TemplateDir {
            #[cfg(not(unix))]
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
    pub fn read(&self, name: &str, what: Kind, max: u64) -> Result<(Vec<u8>, FileKey), Said> {
        let parts = inside(name, what)?;
        let cannot = |e: std::io::Error| {
            what.about("refuse-file-cannot-read", name)
                .arg("why", io_said(&e))
        };
        let file = self.open_beneath(&parts).map_err(|e| {
            #[cfg(unix)]
            if e.raw_os_error() == Some(libc::ELOOP) {
                return what.about("refuse-file-link", name);
            }
            cannot(e)
        })?;
        let meta = file.metadata().map_err(cannot)?;
        if !meta.is_file() {
            return Err(what.about("refuse-file-not-regular", name));
        }
        if meta.len() > max {
            return Err(too_many_bytes(what, name, meta.len(), max));
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
            return Err(what
                .about("refuse-file-grew", name)
                .arg("most", max as usize));
        }
        Ok((data, key))
    }
}

/// [`TemplateDir::read`] of the folder `dir`, opened for this one file.
pub fn read_inside(
    dir: &Path,
    name: &str,
    what: Kind,
    max: u64,
) -> Result<(Vec<u8>, FileKey), Said> {
    TemplateDir::open(dir)
        .map_err(|e| folder_refused(&e))?
        .read(name, what, max)
}

/// Why a template's folder cannot be opened.
fn folder_refused(e: &std::io::Error) -> Said {
    Said::new("refuse-file-folder").arg("why", io_said(e))
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

/// Reads a regular file of at most `max` bytes. A FIFO or device is refused without
/// blocking (it is opened non-blocking and checked before any read), and the read is capped
/// in case the file grows meanwhile.
pub fn read_capped_to(path: &Path, max: u64) -> Result<Vec<u8>, Said> {
    let mut opts = std::fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut opts, libc::O_NONBLOCK);
    let f = opts.open(path).map_err(|e| io_said(&e))?;
    let meta = f.metadata().map_err(|e| io_said(&e))?;
    if !meta.is_file() {
        return Err(Said::new("refuse-file-not-file"));
    }
    let mut data = Vec::new();
    f.take(max + 1)
        .read_to_end(&mut data)
        .map_err(|e| io_said(&e))?;
    if data.len() as u64 > max {
        return Err(larger(max));
    }
    Ok(data)
}

/// An io error as a message: the common ones in the reader's words, any other quoted in
/// the system's own (English) words.
pub fn io_said(e: &std::io::Error) -> Said {
    match e.kind() {
        std::io::ErrorKind::NotFound => Said::new("refuse-file-no-such"),
        std::io::ErrorKind::PermissionDenied => Said::new("refuse-file-denied"),
        _ => Said::new("refuse-system").arg("quote", io_message(e)),
    }
}

/// An io error as one short clause, without the "(os error N)" suffix.
pub fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// A template's folder on disk, opened the first time one of its files is read, and held
/// open for the rest (core's [`Files`]).
pub struct Folder {
    path: PathBuf,
    held: std::cell::OnceCell<Result<TemplateDir, Said>>,
}

impl Folder {
    /// The folder `path`, not yet opened.
    pub fn new(path: &Path) -> Folder {
        Folder {
            path: path.to_path_buf(),
            held: std::cell::OnceCell::new(),
        }
    }
}

impl Files for Folder {
    fn read(&self, name: &str, what: Kind, max: u64) -> Result<(Vec<u8>, FileKey), Said> {
        self.held
            .get_or_init(|| TemplateDir::open(&self.path).map_err(|e| folder_refused(&e)))
            .as_ref()
            .map_err(Clone::clone)?
            .read(name, what, max)
    }

    fn shown(&self, name: &str) -> String {
        boardgen_core::quote::path_text(&self.path.join(name))
    }
}

/// The files a command line names, read from disk relative to the working folder.
pub struct Disk;

impl RunFiles for Disk {
    fn read(&self, path: &Path, max: u64) -> Result<(Vec<u8>, Option<FileKey>), Said> {
        let data = read_capped_to(path, max)?;
        // The file's own identity, so two names of one picture share a decode.
        #[cfg(unix)]
        let key = {
            use std::os::unix::fs::MetadataExt;
            std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
        };
        #[cfg(not(unix))]
        let key = None;
        Ok((data, key))
    }

    fn folder(&self, path: &Path) -> Box<dyn Files + '_> {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        Box::new(Folder::new(dir))
    }
}

#[cfg(test)]
mod tests {
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
        let (data, key) = held.read("sub/x.md", Kind::Rules, 100).unwrap();
        assert_eq!(data, b"one");
        let (_, again) = held.read("sub/../sub/./x.md", Kind::Rules, 100).unwrap();
        assert_eq!(key, again, "the same file by another path");
        let e = held
            .read("sub/x.md", Kind::Rules, 2)
            .unwrap_err()
            .to_string();
        assert!(e.contains("3 bytes: the limit is 2"), "{e}");
        std::os::unix::fs::symlink("x.md", d.path().join("b/sub/y.md")).unwrap();
        let e = held
            .read("sub/y.md", Kind::Rules, 100)
            .unwrap_err()
            .to_string();
        assert!(e.contains("symbolic link"), "{e}");
        let e = held.read("sub", Kind::Rules, 100).unwrap_err().to_string();
        assert!(e.contains("not a regular file"), "{e}");
    }
}
