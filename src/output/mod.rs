//! Writing a run's files all or nothing. Every file is staged as a temporary in the output
//! folder; only when all are written are they renamed into place, keeping each replaced file
//! as a backup until the last rename succeeded. A failed rename restores the files already
//! replaced, so the folder holds the whole new set or the whole old one. A journal names the
//! backups, so a run killed outright (SIGKILL, power cut) is rolled back by the next run in
//! that folder, which also removes the temporaries the killed run left.
//!
//! One run at a time writes into a folder: each holds an advisory lock on `.boardgen.lock` in
//! it from before its first temporary until its commit is done (a second run waits). So
//! whatever `.boardgen-…` file a run finds once it holds the lock was left by a run that is
//! gone, whatever its process id says (another PID namespace, a zombie).
//!
//! SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM and SIGXFSZ are taken by a thread of their own ([`signals`]): one that
//! arrives before the commit removes the run's temporaries, its lock file and a folder it
//! created, then ends the process as the signal would; one that arrives during the commit
//! waits for it to finish.
//!
//! The folder is held open from before its lock is taken, and every file is made, renamed
//! and removed through that handle: a folder removed and made again meanwhile by another run
//! is never touched (nor its lock file, nor the folder itself).
//!
//! A run of [`RunSets`] replaces the earlier files of the same sets whole: the folder's
//! `.boardgen.manifest` lists the files each set was written as, and those of an earlier run
//! that this one does not write again are moved to backups with its renames and removed
//! once they are all done.
//!
//! Boardgen's own files in the folder are named `.boardgen-PID-…` (`.part` temporaries,
//! `.bak` backups, a `.journal`), `.boardgen.lock` and `.boardgen.manifest`; nothing else is
//! ever removed but the files the manifest lists.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::read::io_message;
use boardgen_core::quote::{shown, shown_path};

mod journal;
mod lock;
mod manifest;
mod seal;

use boardgen_core::said::Said;
use journal::*;
use lock::*;
pub use manifest::*;

/// Longest file name written, in bytes (the usual limit of Linux, macOS and Windows).
pub const MAX_NAME_BYTES: usize = 255;
/// Longest full path written, in bytes (Linux's PATH_MAX less one).
pub const MAX_PATH_BYTES: usize = 4095;
/// Most bytes one run writes, all files together (512 MiB).
pub const MAX_RUN_BYTES: u64 = 512 << 20;

const PREFIX: &str = ".boardgen-";
/// The lock file a run holds in its output folder.
pub const LOCK_NAME: &str = ".boardgen.lock";
/// The folder's record of the files each set was written as: `SET<tab>FILE` lines.
pub const MANIFEST_NAME: &str = ".boardgen.manifest";
/// Largest manifest read; a larger one is taken as empty (nothing is removed).
const MAX_MANIFEST_BYTES: u64 = 1 << 20;

/// Why output could not be written.
#[derive(Debug, thiserror::Error)]
pub enum OutError {
    /// `--out` cannot be a folder, or a file name cannot be made in it (bad input: exit 2).
    #[error("{}", boardgen_core::exit::Exit::said(self))]
    BadOut {
        /// The folder given, as shown.
        dir: String,
        /// Why, a message put into the run's language where it is shown.
        message: boardgen_core::said::Said,
    },
    /// The run would write more than [`MAX_RUN_BYTES`] (bad input: exit 2).
    #[error("{}", boardgen_core::exit::Exit::said(self))]
    TooMuch,
    /// The system failed while writing (exit 1).
    #[error("{0}")]
    Write(String),
}

impl boardgen_core::exit::Exit for OutError {
    fn is_bad_input(&self) -> bool {
        match self {
            OutError::BadOut { .. } | OutError::TooMuch => true,
            OutError::Write(_) => false,
        }
    }

    // The system's own words (`why`) stay as the system gives them.
    fn said(&self) -> boardgen_core::said::Said {
        use boardgen_core::said::Said;
        match self {
            OutError::BadOut { dir, message } => Said::new("refuse-out")
                .arg("dir", dir)
                .arg("why", message.clone()),
            OutError::TooMuch => {
                Said::new("refuse-out-too-much").arg("mib", (MAX_RUN_BYTES >> 20).to_string())
            }
            OutError::Write(why) => Said::new("refuse-write").arg("why", why),
        }
    }
}

/// The language of the notes this module prints: the run's, once it is known.
static LANG: std::sync::OnceLock<boardgen_core::lang::Lang> = std::sync::OnceLock::new();

/// Makes `lang` the language of the output folder's notes (the first call wins: one run,
/// one language).
pub fn speak(lang: &boardgen_core::lang::Lang) {
    LANG.get_or_init(|| lang.clone());
}

/// Prints a `note:` line in the run's language (English before [`speak`]).
fn note(said: Said) {
    let english = boardgen_core::lang::Lang::default();
    eprintln!("note: {}", said.text(LANG.get().unwrap_or(&english)));
}

/// Checks, before anything is rendered, that `dir` is or can become a writable folder.
pub fn prepare(dir: &Path) -> Result<(), OutError> {
    signals::install();
    let bad = |message: Said| OutError::BadOut {
        dir: shown_path(dir),
        message,
    };
    if dir.as_os_str().is_empty() {
        return Err(bad(Said::new("refuse-out-empty")));
    }
    for c in dir.components() {
        if c.as_os_str().len() > MAX_NAME_BYTES {
            return Err(bad(
                Said::new("refuse-out-name-long").arg("most", MAX_NAME_BYTES.to_string())
            ));
        }
    }
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    if absolute.as_os_str().len() > MAX_PATH_BYTES {
        return Err(bad(
            Said::new("refuse-out-path-long").arg("most", MAX_PATH_BYTES.to_string())
        ));
    }
    // The nearest part of the path that exists (as a name: a dangling symlink is there)
    // must be a folder we can write into.
    let mut existing = dir;
    while std::fs::symlink_metadata(existing).is_err() {
        match existing.parent() {
            Some(p) if !p.as_os_str().is_empty() => existing = p,
            _ => {
                existing = Path::new(".");
                break;
            }
        }
    }
    if !existing.is_dir() {
        let is_link = std::fs::symlink_metadata(existing).is_ok_and(|m| m.file_type().is_symlink());
        return Err(bad(match (existing == dir, is_link) {
            (true, true) => Said::new("refuse-out-dangling"),
            (true, false) => Said::new("refuse-out-not-folder"),
            (false, true) => {
                Said::new("refuse-out-under-dangling").arg("path", shown_path(existing))
            }
            (false, false) => Said::new("refuse-out-under-file").arg("path", shown_path(existing)),
        }));
    }
    // A signal waits until the probe is gone: the handler needs this lock.
    let _hold = signals::lock();
    tempfile::Builder::new()
        .prefix(&format!("{PREFIX}{}-", std::process::id()))
        .suffix(".part")
        .tempfile_in(existing)
        .map_err(|e| match full(&e) {
            // A full disk is the machine's state, not bad input: exit 1, as mid-run.
            Some(advice) => OutError::Write(format!(
                "cannot write into '{}': {}{advice}",
                shown_path(dir),
                io_message(&e)
            )),
            None => bad(Said::new("refuse-out-unwritable").arg("why", io_message(&e))),
        })?;
    Ok(())
}

/// For a disk or quota that is full, what to do, to follow the system's words.
fn full(e: &std::io::Error) -> Option<&'static str> {
    use std::io::ErrorKind;
    matches!(e.kind(), ErrorKind::StorageFull | ErrorKind::QuotaExceeded)
        .then_some("; free some space on that disk (or write elsewhere with --out) and run again")
}

/// Writes `files` (name, bytes) into `dir`, creating it if needed; returns the paths written.
pub fn write_all(dir: &Path, files: &[(String, Vec<u8>)]) -> Result<Vec<PathBuf>, OutError> {
    prepare(dir)?;
    let mut staging = Staging::new(dir)?;
    for (name, bytes) in files {
        staging.add(name, bytes)?;
    }
    staging.commit()
}

/// A run's files, staged one by one in the output folder as they are made and committed
/// together. Dropped uncommitted, it removes its temporaries (and the folders it made, if
/// they are empty).
pub struct Staging {
    /// The folder as given, for messages and the paths printed.
    dir: PathBuf,
    /// The same folder through the handle below: every file is made, renamed and removed
    /// in the folder this run locked, even if its path is removed and made again meanwhile.
    at: PathBuf,
    staged: Vec<Staged>,
    /// Folders this run made, the deepest first, with what they are (device and inode).
    created: Vec<(PathBuf, Option<(u64, u64)>)>,
    bytes: u64,
    lock: Option<DirLock>,
    /// The sets this run replaces, if it keeps a manifest.
    sets: Option<RunSets>,
    /// The folder, held open (closed last, after the files in it are dealt with).
    handle: Option<std::fs::File>,
}

impl Staging {
    /// Stages into `dir`, making it if needed: waits for any other run writing there (with a
    /// note), then removes (or rolls back) what a killed earlier run left. Call [`prepare`]
    /// first.
    pub fn new(dir: &Path) -> Result<Staging, OutError> {
        signals::install();
        let mut s = Staging {
            dir: dir.to_path_buf(),
            at: dir.to_path_buf(),
            staged: Vec::new(),
            created: Vec::new(),
            bytes: 0,
            lock: None,
            sets: None,
            handle: None,
        };
        let (mut noted, mut tries) = (false, 0);
        loop {
            s.make_dir()?;
            s.lock = None;
            let handle = open_dir(&s.dir)?;
            s.at = handle_path(&handle).unwrap_or_else(|| s.dir.clone());
            s.handle = Some(handle);
            let Some(lock) = DirLock::take(&s.at, &s.dir, &mut noted)? else {
                // The lock file went away while we waited (its run removed the folder or
                // the file): try again on the new one.
                continue;
            };
            s.lock = Some(lock);
            // The folder's path may name another folder by now (removed and made again).
            if s.held_at_path() {
                break;
            }
            tries += 1;
            if tries > 100 {
                return Err(s.failed(OutError::Write(String::new())));
            }
        }
        // Holding the lock: every boardgen file here is a dead run's.
        recover(&s.at, &s.dir);
        Ok(s)
    }

    /// True while the folder's path still names the folder this run holds.
    fn held_at_path(&self) -> bool {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let held = self.handle.as_ref().and_then(|h| h.metadata().ok());
            match (held, std::fs::metadata(&self.dir)) {
                (Some(h), Ok(now)) => h.dev() == now.dev() && h.ino() == now.ino(),
                _ => false,
            }
        }
        #[cfg(not(unix))]
        true
    }

    /// The error for a write that failed: when the folder was removed meanwhile, says so.
    fn failed(&self, e: OutError) -> OutError {
        if self.held_at_path() {
            return e;
        }
        OutError::Write(format!(
            "the folder '{}' was removed or replaced while this run was writing into it; nothing of this run was kept there",
            shown_path(&self.dir)
        ))
    }

    /// Checks `name` and writes `bytes` to a temporary beside it.
    pub fn add(&mut self, name: &str, bytes: &[u8]) -> Result<(), OutError> {
        check_name(&self.dir, name)?;
        self.bytes += bytes.len() as u64;
        if self.bytes > MAX_RUN_BYTES {
            return Err(OutError::TooMuch);
        }
        let s = stage_one(&self.at, &self.dir, name, bytes, &mut |f, b| f.write_all(b))
            .map_err(|e| self.failed(e))?;
        self.staged.push(s);
        Ok(())
    }

    /// Makes the commit replace the earlier files of `sets` whole: the files the folder's
    /// manifest lists for them that this run does not write again are removed with it.
    pub fn replacing(&mut self, sets: RunSets) {
        self.sets = Some(sets);
    }

    /// Renames every staged file into place, all or nothing; returns their paths.
    pub fn commit(mut self) -> Result<Vec<PathBuf>, OutError> {
        let mut staged = std::mem::take(&mut self.staged);
        let mut stale = Vec::new();
        if let Some(sets) = &self.sets {
            let names: Vec<(String, seal::Sum)> = staged
                .iter()
                .filter_map(|s| Some((s.target.file_name()?.to_string_lossy().into_owned(), s.sum)))
                .collect();
            let manifest_path = self.at.join(MANIFEST_NAME);
            let meta = std::fs::symlink_metadata(&manifest_path).ok();
            let what = match &meta {
                Some(m) if !m.is_file() => Some("note-out-folder-or-link"),
                #[cfg(unix)]
                Some(m) if seal::shared_folder(&self.at) && !seal::owned(m) => {
                    Some("note-out-others")
                }
                _ => None,
            };
            if let Some(what) = what {
                // Not boardgen's, or not this user's: it is left as it is, and with no
                // manifest, no earlier file is removed.
                note(
                    Said::new("note-out-manifest-not-boardgens")
                        .arg("file", shown_path(&self.dir.join(MANIFEST_NAME)))
                        .arg("what", Said::new(what)),
                );
            } else {
                let (manifest, old) = next_manifest(&self.at, &self.dir, sets, &names);
                stale = old.iter().map(|n| self.at.join(n)).collect();
                let write = &mut |f: &mut std::fs::File, b: &[u8]| f.write_all(b);
                let s = stage_one(
                    &self.at,
                    &self.dir,
                    MANIFEST_NAME,
                    manifest.as_bytes(),
                    write,
                )
                .map_err(|e| self.failed(e))?;
                staged.push(s);
            }
        }
        self.commit_with(staged, &stale, &mut |a, b| std::fs::rename(a, b))
    }

    fn commit_with(
        &mut self,
        staged: Vec<Staged>,
        stale: &[PathBuf],
        rename: &mut RenameFn,
    ) -> Result<Vec<PathBuf>, OutError> {
        // A signal that arrives now waits for the commit: its handler needs this lock.
        let mut cleanup = signals::lock();
        let written = commit(&self.at, &self.dir, staged, stale, rename);
        cleanup.forget_temps_in(&self.at);
        let written = written.map_err(|e| self.failed(e))?;
        // The folders made now hold the set: they stay.
        cleanup
            .dirs
            .retain(|d| !self.created.iter().any(|c| c.0 == d.0));
        self.created.clear();
        // The paths as given, not through the handle.
        Ok(written
            .iter()
            .map(|p| match p.strip_prefix(&self.at) {
                Ok(name) => self.dir.join(name),
                Err(_) => p.clone(),
            })
            .collect())
    }

    /// Makes the folder and the missing folders above it, noting each for removal.
    fn make_dir(&mut self) -> Result<(), OutError> {
        if self.dir.is_dir() {
            return Ok(());
        }
        let mut missing = Vec::new();
        let mut p = self.dir.as_path();
        while std::fs::symlink_metadata(p).is_err() {
            missing.push(p.to_path_buf());
            match p.parent() {
                Some(q) if !q.as_os_str().is_empty() => p = q,
                _ => break,
            }
        }
        let mut cleanup = signals::lock();
        // Noted first, so a signal during the creation removes what it made.
        for m in &missing {
            cleanup.dirs.push((m.clone(), None));
        }
        let made = std::fs::create_dir_all(&self.dir);
        // Known by what they are, not only by name: a folder made again at the same path
        // by another run is not ours to remove.
        for m in missing {
            let id = dir_id(&m);
            if let Some(d) = cleanup.dirs.iter_mut().find(|d| d.0 == m && d.1.is_none()) {
                d.1 = id;
            }
            self.created.push((m, id));
        }
        made.map_err(|e| {
            OutError::Write(format!(
                "cannot create folder '{}': {}",
                shown_path(&self.dir),
                io_message(&e)
            ))
        })
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        self.staged.clear();
        // The lock file goes before the folders it would keep from being empty.
        self.lock = None;
        let mut cleanup = signals::lock();
        cleanup.forget_temps_in(&self.at);
        for (d, id) in &self.created {
            remove_own_dir(d, *id);
        }
        cleanup
            .dirs
            .retain(|d| !self.created.iter().any(|c| c.0 == d.0));
    }
}

/// Opens `dir` to hold it.
fn open_dir(dir: &Path) -> Result<std::fs::File, OutError> {
    let mut opts = std::fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut opts, libc::O_DIRECTORY);
    opts.open(dir).map_err(|e| {
        OutError::Write(format!(
            "cannot open the folder '{}': {}",
            shown_path(dir),
            io_message(&e)
        ))
    })
}

/// A path that reaches the folder `handle` holds, wherever it is now (Linux's
/// `/proc/self/fd`); `None` where there is none.
fn handle_path(handle: &std::fs::File) -> Option<PathBuf> {
    #[cfg(target_os = "linux")]
    {
        use std::os::fd::AsRawFd;
        let p = PathBuf::from(format!("/proc/self/fd/{}", handle.as_raw_fd()));
        return p.is_dir().then_some(p);
    }
    #[allow(unreachable_code)]
    {
        let _ = handle;
        None
    }
}

/// The device and inode of the folder (or file) at `p`, not following a link.
fn dir_id(p: &Path) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        std::fs::symlink_metadata(p)
            .ok()
            .map(|m| (m.dev(), m.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = p;
        None
    }
}

/// Removes the folder `p` if it is empty and still the one made (`id`, when known).
fn remove_own_dir(p: &Path, id: Option<(u64, u64)>) {
    if id.is_none() || dir_id(p) == id {
        let _ = std::fs::remove_dir(p);
    }
}

pub mod signals;

/// Refuses a file name that is not plain, too long for the file system, or blocked.
fn check_name(dir: &Path, name: &str) -> Result<(), OutError> {
    let bad = |id: &'static str| OutError::BadOut {
        dir: shown_path(dir),
        message: Said::new(id).arg("name", shown(name)),
    };
    if !safe_name(name) || name.len() > MAX_NAME_BYTES {
        return Err(bad("refuse-out-file-name"));
    }
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    if absolute.join(name).as_os_str().len() > MAX_PATH_BYTES {
        return Err(OutError::BadOut {
            dir: shown_path(dir),
            message: Said::new("refuse-out-file-path-long")
                .arg("name", shown(name))
                .arg("most", MAX_PATH_BYTES.to_string()),
        });
    }
    if dir.join(name).is_dir() {
        return Err(bad("refuse-out-folder-in-way"));
    }
    Ok(())
}

/// A staged temporary and the file it becomes.
struct Staged {
    tmp: tempfile::TempPath,
    target: PathBuf,
    /// Its content, for the records the next run reads.
    sum: seal::Sum,
}

type WriteFn<'a> = dyn FnMut(&mut std::fs::File, &[u8]) -> std::io::Result<()> + 'a;
type RenameFn<'a> = dyn FnMut(&Path, &Path) -> std::io::Result<()> + 'a;

#[cfg(test)]
fn stage(
    dir: &Path,
    files: &[(String, Vec<u8>)],
    write: &mut WriteFn,
) -> Result<Vec<Staged>, OutError> {
    files
        .iter()
        .map(|(name, bytes)| stage_one(dir, dir, name, bytes, write))
        .collect()
}

/// Stages `name` in the folder `dir`, shown in messages as `shown`.
fn stage_one(
    dir: &Path,
    shown: &Path,
    name: &str,
    bytes: &[u8],
    write: &mut WriteFn,
) -> Result<Staged, OutError> {
    let target = dir.join(name);
    let fail = |e: std::io::Error| {
        OutError::Write(format!(
            "cannot write '{}': {}{}",
            shown_path(&shown.join(name)),
            io_message(&e),
            full(&e).unwrap_or("")
        ))
    };
    let prefix = format!("{PREFIX}{}-", std::process::id());
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".part");
    // Temporary files are private (0600); the finished output is an ordinary file.
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o644));
    let mut tmp = {
        // Noted as it is made, so a signal from now on removes it.
        let mut cleanup = signals::lock();
        let tmp = builder.tempfile_in(dir).map_err(fail)?;
        cleanup.temps.push(tmp.path().to_path_buf());
        tmp
    };
    write(tmp.as_file_mut(), bytes)
        .and_then(|_| tmp.as_file().sync_all())
        .map_err(fail)?;
    Ok(Staged {
        tmp: tmp.into_temp_path(),
        target,
        sum: seal::sum(bytes),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local!(pub(super) static KILLED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    thread_local!(pub(super) static JOURNAL_FULL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });

    /// A disk that fills as the journal is written: no empty journal is left, the message
    /// names the folder, and the old set stands.
    #[test]
    fn a_full_disk_at_the_journal_leaves_no_journal() {
        let d = old_folder();
        let staged = stage(d.path(), &set("new"), &mut |f, b| f.write_all(b)).unwrap();
        JOURNAL_FULL.with(|k| k.set(true));
        let shown = Path::new("shown/out");
        let e = commit(d.path(), shown, staged, &[], &mut |a, b| {
            std::fs::rename(a, b)
        })
        .unwrap_err()
        .to_string();
        assert!(
            e.starts_with("cannot write into the folder 'shown/out': ")
                && e.contains("free some space"),
            "{e}"
        );
        assert_old(d.path());
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    fn set(tag: &str) -> Vec<(String, Vec<u8>)> {
        ["a.pdf", "b.pdf", "c.pdf"]
            .iter()
            .map(|n| (n.to_string(), format!("{tag} {n}").into_bytes()))
            .collect()
    }

    /// An old set of a.pdf and b.pdf (c.pdf is new in the next run) plus a user's file.
    fn old_folder() -> tempfile::TempDir {
        let d = tempfile::tempdir().unwrap();
        write_all(d.path(), &set("old")[..2]).unwrap();
        std::fs::write(d.path().join(".boardgen-notes.txt"), b"mine").unwrap();
        d
    }

    fn assert_old(dir: &Path) {
        assert_eq!(
            names(dir),
            [".boardgen-notes.txt", "a.pdf", "b.pdf"],
            "only the old set"
        );
        for n in ["a.pdf", "b.pdf"] {
            assert_eq!(
                std::fs::read(dir.join(n)).unwrap(),
                format!("old {n}").as_bytes()
            );
        }
    }

    #[test]
    fn writes_and_replaces_whole_files() {
        let d = tempfile::tempdir().unwrap();
        let p = write_all(d.path(), &[("a.txt".into(), b"one".to_vec())]).unwrap();
        assert_eq!(std::fs::read(&p[0]).unwrap(), b"one");
        write_all(d.path(), &[("a.txt".into(), b"two".to_vec())]).unwrap();
        assert_eq!(std::fs::read(&p[0]).unwrap(), b"two");
        assert_eq!(names(d.path()), ["a.txt"], "no temporary files left behind");
    }

    #[test]
    fn refuses_a_file_as_folder() {
        let d = tempfile::tempdir().unwrap();
        let f = d.path().join("f");
        std::fs::write(&f, b"keep").unwrap();
        for out in [f.clone(), f.join("sub"), f.join("sub/deeper")] {
            let e = write_all(&out, &[("a".into(), vec![])]).unwrap_err();
            assert!(matches!(e, OutError::BadOut { .. }), "{e}");
            assert!(matches!(prepare(&out), Err(OutError::BadOut { .. })));
        }
        assert_eq!(std::fs::read(&f).unwrap(), b"keep");
    }

    #[test]
    fn refuses_names_too_long_before_writing_anything() {
        let d = old_folder();
        let mut files = set("new");
        files.push((format!("{}.pdf", "x".repeat(300)), vec![]));
        let e = write_all(d.path(), &files).unwrap_err();
        assert!(matches!(e, OutError::BadOut { .. }), "{e}");
        assert_old(d.path());
    }

    #[test]
    fn a_failed_rename_restores_the_old_set() {
        for fail_at in 0..5 {
            let d = old_folder();
            let staged = stage(d.path(), &set("new"), &mut |f, b| f.write_all(b)).unwrap();
            let mut n = 0;
            let e = commit(d.path(), d.path(), staged, &[], &mut |a, b| {
                n += 1;
                if n == fail_at + 1 {
                    Err(std::io::Error::other("injected"))
                } else {
                    std::fs::rename(a, b)
                }
            })
            .unwrap_err();
            assert!(e.to_string().contains("injected"), "{e}");
            assert_old(d.path());
        }
    }

    /// The stale files of a replaced set go with the commit, all or nothing.
    #[test]
    fn stale_files_go_with_the_commit_or_stay() {
        for fail_at in 0..4 {
            let d = old_folder();
            let staged = stage(d.path(), &set("new")[2..], &mut |f, b| f.write_all(b)).unwrap();
            let stale = [d.path().join("a.pdf"), d.path().join("b.pdf")];
            let mut n = 0;
            let result = commit(d.path(), d.path(), staged, &stale, &mut |a, b| {
                n += 1;
                if n == fail_at + 1 {
                    Err(std::io::Error::other("injected"))
                } else {
                    std::fs::rename(a, b)
                }
            });
            if fail_at < 3 {
                assert!(result.is_err());
                assert_old(d.path());
            } else {
                assert_eq!(result.unwrap(), [d.path().join("c.pdf")]);
                assert_eq!(names(d.path()), [".boardgen-notes.txt", "c.pdf"]);
            }
        }
    }

    #[test]
    fn a_full_disk_while_staging_leaves_the_old_set() {
        let d = old_folder();
        let mut n = 0;
        let e = stage(d.path(), &set("new"), &mut |f, b| {
            n += 1;
            if n == 2 {
                Err(std::io::Error::from(std::io::ErrorKind::StorageFull))
            } else {
                f.write_all(b)
            }
        })
        .err()
        .unwrap();
        assert!(e.to_string().contains("cannot write"), "{e}");
        assert_old(d.path());
    }

    #[test]
    fn a_run_killed_between_renames_is_rolled_back_by_the_next() {
        for kill_at in 0..5 {
            let d = old_folder();
            let staged = stage(d.path(), &set("new"), &mut |f, b| f.write_all(b)).unwrap();
            // The process "dies" after `kill_at` renames: nothing after runs, no clean-up.
            let mut n = 0;
            let _ = commit(
                d.path(),
                d.path(),
                staged_forgotten(staged),
                &[],
                &mut |a, b| {
                    n += 1;
                    if n > kill_at {
                        return Err(std::io::Error::other("killed"));
                    }
                    std::fs::rename(a, b)
                },
            );
            assert!(journal_path(d.path(), std::process::id()).exists());
            recover(d.path(), d.path());
            assert_old(d.path());
        }
    }

    /// A run killed mid-commit, then the user's own copy put where it wrote (the file
    /// system may well give the copy the run's inode): the next run keeps the copy, and
    /// still rolls back the files that are the killed run's.
    #[test]
    fn a_users_copy_where_a_killed_run_wrote_is_kept() {
        let d = tempfile::tempdir().unwrap();
        let staged = stage(d.path(), &set("new"), &mut |f, b| f.write_all(b)).unwrap();
        let mut n = 0;
        let _ = commit(
            d.path(),
            d.path(),
            staged_forgotten(staged),
            &[],
            &mut |a, b| {
                n += 1;
                if n > 2 {
                    return Err(std::io::Error::other("killed"));
                }
                std::fs::rename(a, b)
            },
        );
        std::fs::remove_file(d.path().join("a.pdf")).unwrap();
        std::fs::write(d.path().join("a.pdf"), b"my own a.pdf").unwrap();
        recover(d.path(), d.path());
        assert_eq!(
            std::fs::read(d.path().join("a.pdf")).unwrap(),
            b"my own a.pdf"
        );
        assert!(
            !d.path().join("b.pdf").exists(),
            "the killed run's b.pdf is rolled back"
        );
    }

    /// Staged files whose commit, on failure, leaves everything as a killed process would.
    fn staged_forgotten(staged: Vec<Staged>) -> Vec<Staged> {
        KILLED.with(|k| k.set(true));
        staged
    }

    #[test]
    fn signals_wait_for_the_commit() {
        let d = tempfile::tempdir().unwrap();
        let mut staging = Staging::new(d.path()).unwrap();
        for (name, bytes) in set("new") {
            staging.add(&name, &bytes).unwrap();
        }
        let staged = std::mem::take(&mut staging.staged);
        let mut held = Vec::new();
        staging
            .commit_with(staged, &[], &mut |a, b| {
                // The signal thread cleans up only once it has this lock.
                held.push(matches!(
                    signals::CLEANUP.try_lock(),
                    Err(std::sync::TryLockError::WouldBlock)
                ));
                std::fs::rename(a, b)
            })
            .unwrap();
        assert!(!held.is_empty() && held.iter().all(|h| *h), "{held:?}");
        drop(staging);
        assert_eq!(names(d.path()), ["a.pdf", "b.pdf", "c.pdf"]);
    }

    /// Whatever process ids the files name (a live process, as a run in another PID
    /// namespace would show; an unreaped zombie; a dead one), the run holding the lock
    /// removes them all and rolls back the half commit, and nothing else.
    #[test]
    fn stale_temporaries_are_decided_by_the_lock_not_the_pid() {
        let d = old_folder();
        let mut live = std::process::Command::new("sleep")
            .arg("30")
            .spawn()
            .unwrap();
        let mut zombie = std::process::Command::new("sleep")
            .arg("30")
            .spawn()
            .unwrap();
        zombie.kill().unwrap(); // not waited for: a zombie until the end of the test
        let me = std::process::id();
        // A half commit by the "live" process: a.pdf replaced, its backup kept.
        let p = live.id();
        std::fs::rename(
            d.path().join("a.pdf"),
            d.path().join(format!(".boardgen-{p}-0.bak")),
        )
        .unwrap();
        std::fs::write(d.path().join("a.pdf"), b"new a.pdf").unwrap();
        let sum = |n: &str| sum_text(seal::file_sum(&d.path().join(n)));
        let journal = format!(".boardgen-{p}.journal");
        let body = format!(
            "a.pdf\t.boardgen-{p}-0.bak\t{}\t{}\nb.pdf\t-\t{}\t-\n",
            sum("a.pdf"),
            sum(&format!(".boardgen-{p}-0.bak")),
            sum("b.pdf")
        );
        std::fs::write(d.path().join(&journal), seal::sealed(&journal, &body)).unwrap();
        let z = zombie.id();
        for n in [
            format!(".boardgen-{p}-x1.part"),
            format!(".boardgen-{z}-x2.part"),
            format!(".boardgen-{me}-x3.part"),
            ".boardgen-999999999-x4.part".into(),
            "keep.part".into(),
        ] {
            std::fs::write(d.path().join(n), b"x").unwrap();
        }
        // The journal says b.pdf was new in the half commit, so rolling back removes it.
        drop(Staging::new(d.path()).unwrap());
        live.kill().unwrap();
        live.wait().unwrap();
        zombie.wait().unwrap();
        std::fs::remove_file(d.path().join("keep.part")).unwrap();
        assert_eq!(names(d.path()), [".boardgen-notes.txt", "a.pdf"]);
        assert_eq!(std::fs::read(d.path().join("a.pdf")).unwrap(), b"old a.pdf");
    }
}
