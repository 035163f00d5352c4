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

/// The sets a run writes, one per game: (the game's id, the set's name). A set's name says
/// all that tells its files from another set's (game, format, variant, sheets), so a run of
/// the same set on other paper replaces it and a run of only some sheets does not.
/// Committed, the run's files replace the files the manifest lists for the same sets, and
/// only those.
#[derive(Debug, Clone)]
pub struct RunSets(pub Vec<(String, String)>);

impl RunSets {
    /// The set a file of this run belongs to: its name starts with the set's game id (the
    /// longest id, should one be the start of another).
    fn set_of(&self, file: &str) -> Option<&str> {
        self.0
            .iter()
            .filter(|(g, _)| {
                file.strip_prefix(g.as_str())
                    .is_some_and(|r| r.starts_with(['-', '.']))
            })
            .max_by_key(|(g, _)| g.len())
            .map(|(_, set)| set.as_str())
    }
}

/// One manifest line: the set, the file name.
type Entry = (String, String);

/// The extensions of the files boardgen writes: a manifest or journal line naming any other
/// file names one no run made, and is left alone.
const OWN_EXTENSIONS: [&str; 5] = ["pdf", "svg", "png", "html", "dxf"];

/// True for a plain name with one of boardgen's own extensions.
fn own_file_name(name: &str) -> bool {
    safe_name(name)
        && name
            .rsplit_once('.')
            .is_some_and(|(_, ext)| OWN_EXTENSIONS.contains(&ext))
}

/// True for a name the run of `game` could have written: the game's id, then `-` or `.`,
/// and one of boardgen's own extensions.
fn name_of_game(game: &str, name: &str) -> bool {
    own_file_name(name)
        && name
            .strip_prefix(game)
            .is_some_and(|r| r.starts_with(['-', '.']))
}

/// The manifest in `dir`, or nothing when there is none or it cannot be read as one (said
/// in a note when it is there but not a file boardgen wrote, or too large).
fn read_manifest(dir: &Path, shown_dir: &Path) -> Vec<Entry> {
    let path = dir.join(MANIFEST_NAME);
    let Ok(meta) = std::fs::symlink_metadata(&path) else {
        return Vec::new();
    };
    let text = if !meta.is_file() {
        // Said when the commit leaves it alone (see `Staging::commit`).
        String::new()
    } else {
        match crate::read::read_capped_to(&path, MAX_MANIFEST_BYTES) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(why) => {
                eprintln!(
                    "note: '{}' was not read ({why}): no earlier file of these sets is removed",
                    shown_path(&shown_dir.join(MANIFEST_NAME))
                );
                String::new()
            }
        }
    };
    text.lines()
        .filter_map(|l| {
            let (set, file) = l.split_once('\t')?;
            Some((set.to_string(), file.to_string()))
        })
        .collect()
}

/// The manifest after a run of `sets` that writes `names`, and the files of the earlier
/// run of the same sets that this run does not write again (to remove). The manifest only
/// narrows what may be removed: a file is removed only if this run could have written it
/// (its game's prefix, boardgen's own extensions) and it is a regular file; any other file
/// a line names is left alone, and said in a note.
fn next_manifest(
    dir: &Path,
    shown_dir: &Path,
    sets: &RunSets,
    names: &[String],
) -> (String, Vec<String>) {
    let mut stale = Vec::new();
    let mut text = String::new();
    let mut ignored = Vec::new();
    for (set, file) in read_manifest(dir, shown_dir) {
        let games: Vec<&str> = sets
            .0
            .iter()
            .filter(|s| s.1 == set)
            .map(|s| s.0.as_str())
            .collect();
        if !own_file_name(&file) {
            ignored.push(file);
        } else if !games.is_empty() {
            // A regular file only: a link or folder of that name is not one we wrote.
            let plain = std::fs::symlink_metadata(dir.join(&file)).is_ok_and(|m| m.is_file());
            let there = std::fs::symlink_metadata(dir.join(&file)).is_ok();
            if !games.iter().any(|g| name_of_game(g, &file)) || there && !plain {
                ignored.push(file);
            } else if plain && !names.contains(&file) && !stale.contains(&file) {
                stale.push(file);
            }
        } else if dir.join(&file).exists() && !names.contains(&file) {
            text += &format!("{set}\t{file}\n");
        }
    }
    if !ignored.is_empty() {
        eprintln!(
            "note: '{}' names {} no boardgen run writes ({}); left alone",
            shown_path(&shown_dir.join(MANIFEST_NAME)),
            if ignored.len() == 1 {
                "a file"
            } else {
                "files"
            },
            listed(&ignored)
        );
    }
    for n in names {
        if let Some(set) = sets.set_of(n) {
            text += &format!("{set}\t{n}\n");
        }
    }
    (text, stale)
}

/// Names for a note: the first eight quoted, and how many more.
fn listed(names: &[String]) -> String {
    const SHOWN: usize = 8;
    let mut s: Vec<String> = names
        .iter()
        .take(SHOWN)
        .map(|n| format!("'{}'", shown(n)))
        .collect();
    if names.len() > SHOWN {
        s.push(format!("{} more", names.len() - SHOWN));
    }
    s.join(", ")
}

/// Why output could not be written.
#[derive(Debug, thiserror::Error)]
pub enum OutError {
    /// `--out` cannot be a folder, or a file name cannot be made in it (bad input: exit 2).
    #[error("--out '{dir}': {message}")]
    BadOut {
        /// The folder given, as shown.
        dir: String,
        /// Why, in a plain sentence.
        message: String,
    },
    /// The run would write more than [`MAX_RUN_BYTES`] (bad input: exit 2).
    #[error("this run would write more than {} MiB; make fewer pages or simpler artwork", MAX_RUN_BYTES >> 20)]
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
}

/// Checks, before anything is rendered, that `dir` is or can become a writable folder.
pub fn prepare(dir: &Path) -> Result<(), OutError> {
    signals::install();
    let bad = |message: String| OutError::BadOut {
        dir: shown_path(dir),
        message,
    };
    if dir.as_os_str().is_empty() {
        return Err(bad("an empty folder name".into()));
    }
    for c in dir.components() {
        if c.as_os_str().len() > MAX_NAME_BYTES {
            return Err(bad(format!(
                "a folder name in it is over {MAX_NAME_BYTES} bytes"
            )));
        }
    }
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    if absolute.as_os_str().len() > MAX_PATH_BYTES {
        return Err(bad(format!("the path is over {MAX_PATH_BYTES} bytes")));
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
            (true, true) => {
                "is a symbolic link to nothing (or to something that is not a folder)".into()
            }
            (true, false) => "exists and is not a folder".into(),
            (false, true) => format!(
                "cannot be a folder: '{}' is a symbolic link to nothing",
                shown_path(existing)
            ),
            (false, false) => format!("cannot be a folder: '{}' is a file", shown_path(existing)),
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
            None => bad(format!("cannot write there: {}", io_message(&e))),
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
            let names: Vec<String> = staged
                .iter()
                .filter_map(|s| Some(s.target.file_name()?.to_string_lossy().into_owned()))
                .collect();
            let manifest_path = self.at.join(MANIFEST_NAME);
            let foreign = std::fs::symlink_metadata(&manifest_path).is_ok_and(|m| !m.is_file());
            if foreign {
                // A folder or link of that name is not boardgen's: it is left as it is, and
                // with no manifest, no earlier file is removed.
                eprintln!(
                    "note: '{}' is not a file boardgen wrote (a folder or a link); left alone, so no record of this set is kept and no earlier file of it is removed",
                    shown_path(&self.dir.join(MANIFEST_NAME))
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

/// A held lock on a folder's `.boardgen.lock`. Dropped, it removes the file and lets go.
struct DirLock {
    path: PathBuf,
    /// Held open: the lock lasts as long as the file is open.
    _file: std::fs::File,
}

impl DirLock {
    /// Locks the folder `at` (shown as `dir`), waiting for another run that holds it
    /// (saying so once on standard error); `None` when the file was replaced or removed
    /// while waiting.
    fn take(at: &Path, dir: &Path, noted: &mut bool) -> Result<Option<DirLock>, OutError> {
        let path = at.join(LOCK_NAME);
        let fail = |e: std::io::Error| {
            OutError::Write(format!(
                "cannot lock the folder '{}': {}",
                shown_path(dir),
                io_message(&e)
            ))
        };
        let mut opts = std::fs::OpenOptions::new();
        opts.read(true).write(true).create(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::custom_flags(
            &mut opts,
            libc::O_NOFOLLOW | libc::O_CLOEXEC,
        );
        let file = {
            // Registered first, so a signal meanwhile removes it.
            let mut cleanup = signals::lock();
            cleanup.locks.push(path.clone());
            match opts.open(&path) {
                Ok(f) => f,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    cleanup.locks.retain(|p| *p != path);
                    return Ok(None);
                }
                // Never followed: whatever it points at is not ours to lock or remove.
                Err(_) if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_symlink()) => {
                    cleanup.locks.retain(|p| *p != path);
                    return Err(OutError::BadOut {
                        dir: shown_path(dir),
                        message: format!(
                            "its '{LOCK_NAME}' is a symbolic link, not boardgen's lock file; remove it ('{}') and run again",
                            shown_path(&dir.join(LOCK_NAME))
                        ),
                    });
                }
                Err(e) => {
                    cleanup.locks.retain(|p| *p != path);
                    return Err(fail(e));
                }
            }
        };
        let forget = |path: &Path| signals::lock().locks.retain(|p| p != path);
        #[cfg(unix)]
        {
            use rustix::fs::{flock, FlockOperation};
            if let Err(e) = flock(&file, FlockOperation::NonBlockingLockExclusive) {
                if e != rustix::io::Errno::WOULDBLOCK {
                    forget(&path);
                    return Err(fail(e.into()));
                }
                // Another run holds it: the file is its, not ours to remove on a signal.
                forget(&path);
                if !*noted {
                    eprintln!(
                        "note: another boardgen run is writing into '{}'; waiting for it to finish",
                        shown_path(dir)
                    );
                    *noted = true;
                }
                flock(&file, FlockOperation::LockExclusive).map_err(|e| fail(e.into()))?;
                signals::lock().locks.push(path.clone());
            }
            // The run before may have removed the file (or its folder) before letting go.
            let ours = rustix::fs::fstat(&file).map_err(|e| fail(e.into()))?;
            match rustix::fs::lstat(&path) {
                Ok(now) if now.st_dev == ours.st_dev && now.st_ino == ours.st_ino => {}
                _ => {
                    forget(&path);
                    return Ok(None);
                }
            }
        }
        Ok(Some(DirLock { path, _file: file }))
    }
}

impl Drop for DirLock {
    fn drop(&mut self) {
        // Removed while still held: a run waiting on this file sees it gone and retries.
        // Only this file: one put at its name by another run stays.
        #[cfg(unix)]
        let ours = {
            use std::os::unix::fs::MetadataExt;
            match (self._file.metadata(), std::fs::symlink_metadata(&self.path)) {
                (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
                _ => false,
            }
        };
        #[cfg(not(unix))]
        let ours = true;
        if ours {
            let _ = std::fs::remove_file(&self.path);
        }
        signals::lock().locks.retain(|p| *p != self.path);
    }
}

/// Taking SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM and SIGXFSZ on a thread of their own, so a run stopped before its
/// commit removes what it made. Every temporary, lock file and folder a run makes is noted
/// here, under the same lock, before it is made.
pub mod signals {
    use std::path::{Path, PathBuf};
    use std::sync::{Mutex, MutexGuard};

    /// What a signal removes: the run's temporaries, its lock files, the folders it made.
    pub struct Cleanup {
        pub(super) temps: Vec<PathBuf>,
        pub(super) locks: Vec<PathBuf>,
        pub(super) dirs: Vec<(PathBuf, Option<(u64, u64)>)>,
    }

    impl Cleanup {
        /// Forgets the temporaries in `dir` (committed, or removed by their owner).
        pub(super) fn forget_temps_in(&mut self, dir: &Path) {
            self.temps
                .retain(|t| t.parent() != Some(dir) || std::fs::symlink_metadata(t).is_ok());
        }

        fn remove_all(&mut self) {
            for t in self.temps.drain(..) {
                let _ = std::fs::remove_file(t);
            }
            for l in self.locks.drain(..) {
                let _ = std::fs::remove_file(l);
            }
            // Deepest first, and only while empty.
            for (d, id) in self.dirs.drain(..) {
                crate::output::remove_own_dir(&d, id);
            }
        }
    }

    pub(super) static CLEANUP: Mutex<Cleanup> = Mutex::new(Cleanup {
        temps: Vec::new(),
        locks: Vec::new(),
        dirs: Vec::new(),
    });

    /// The list, locked: a signal is handled only once it is free.
    pub fn lock() -> MutexGuard<'static, Cleanup> {
        CLEANUP.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The signals that end a run after its clean-up: those of a terminal (Ctrl-C, Ctrl-\\,
    /// a closed terminal), `kill`, an alarm, and a file over `ulimit -f` (SIGXFSZ: blocked,
    /// the write fails instead with "File too large" and the run cleans up as for any error).
    #[cfg(unix)]
    const SIGNALS: [libc::c_int; 6] = [
        libc::SIGINT,
        libc::SIGTERM,
        libc::SIGHUP,
        libc::SIGQUIT,
        libc::SIGALRM,
        libc::SIGXFSZ,
    ];

    /// Blocks the signals of [`SIGNALS`] in this thread (and the threads it starts later) and starts
    /// the thread that waits for them. Signals the process was started ignoring (`nohup`)
    /// stay ignored. Call before starting other threads; once per process.
    pub fn install() {
        #[cfg(unix)]
        {
            static ONCE: std::sync::Once = std::sync::Once::new();
            ONCE.call_once(|| unsafe {
                let mut set: libc::sigset_t = std::mem::zeroed();
                libc::sigemptyset(&mut set);
                for s in SIGNALS {
                    let mut old: libc::sigaction = std::mem::zeroed();
                    libc::sigaction(s, std::ptr::null(), &mut old);
                    if old.sa_sigaction != libc::SIG_IGN {
                        libc::sigaddset(&mut set, s);
                    }
                }
                libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
                let _ = std::thread::Builder::new()
                    .name("signals".into())
                    .spawn(move || wait(set));
            });
        }
    }

    #[cfg(unix)]
    fn wait(set: libc::sigset_t) {
        let mut sig = 0;
        loop {
            if unsafe { libc::sigwait(&set, &mut sig) } == 0 {
                break;
            }
        }
        // Held until the process ends: nothing new is made after the clean-up.
        let mut cleanup = lock();
        cleanup.remove_all();
        unsafe {
            libc::signal(sig, libc::SIG_DFL);
            let mut one: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut one);
            libc::sigaddset(&mut one, sig);
            libc::pthread_sigmask(libc::SIG_UNBLOCK, &one, std::ptr::null_mut());
            libc::raise(sig);
        }
        std::process::exit(128 + sig);
    }
}

/// Refuses a file name that is not plain, too long for the file system, or blocked.
fn check_name(dir: &Path, name: &str) -> Result<(), OutError> {
    let bad = |message: String| OutError::BadOut {
        dir: shown_path(dir),
        message,
    };
    if !safe_name(name) || name.len() > MAX_NAME_BYTES {
        return Err(bad(format!("cannot make a file named '{}'", shown(name))));
    }
    let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    if absolute.join(name).as_os_str().len() > MAX_PATH_BYTES {
        return Err(bad(format!(
            "the path of '{}' in it would be over {MAX_PATH_BYTES} bytes",
            shown(name)
        )));
    }
    if dir.join(name).is_dir() {
        return Err(bad(format!(
            "a folder named '{}' is in the way",
            shown(name)
        )));
    }
    Ok(())
}

/// A staged temporary and the file it becomes.
struct Staged {
    tmp: tempfile::TempPath,
    target: PathBuf,
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
    })
}

fn journal_path(dir: &Path, pid: u32) -> PathBuf {
    dir.join(format!("{PREFIX}{pid}.journal"))
}

/// A file's device and inode.
type FileId = (u64, u64);

/// Largest journal read: a larger one is no journal of boardgen's (ignored, with a note).
const MAX_JOURNAL_BYTES: u64 = 4 << 20;

fn id_text(id: Option<FileId>) -> String {
    id.map_or("-".into(), |(d, i)| format!("{d}.{i}"))
}

fn id_of_text(s: &str) -> Option<Option<FileId>> {
    if s == "-" {
        return Some(None);
    }
    let (d, i) = s.split_once('.')?;
    Some(Some((d.parse().ok()?, i.parse().ok()?)))
}

/// Writes the journal as a new file (never through a link left at its name); on failure
/// removes what was made of it, so a full disk leaves no empty journal behind.
fn write_journal(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let _ = std::fs::remove_file(path);
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .and_then(|mut f| {
            #[cfg(test)]
            if tests::JOURNAL_FULL.with(|k| k.replace(false)) {
                return Err(std::io::Error::from(std::io::ErrorKind::StorageFull));
            }
            f.write_all(bytes)?;
            f.sync_all()
        });
    if written.is_err() {
        let _ = std::fs::remove_file(path);
    }
    written
}

/// Renames every staged file into place, backing up what it replaces, and moves the `stale`
/// files of the sets replaced to backups too; on failure restores what was replaced or moved
/// and removes what was added.
fn commit(
    dir: &Path,
    shown: &Path,
    staged: Vec<Staged>,
    stale: &[PathBuf],
    rename: &mut RenameFn,
) -> Result<Vec<PathBuf>, OutError> {
    let pid = std::process::id();
    let made = staged.len();
    let bak = |i: usize| dir.join(format!("{PREFIX}{pid}-{i}.bak"));
    let plan: Vec<(PathBuf, Option<PathBuf>)> = staged
        .iter()
        .enumerate()
        .map(|(i, s)| (s.target.clone(), s.target.exists().then(|| bak(i))))
        .chain(
            stale
                .iter()
                .enumerate()
                .map(|(i, t)| (t.clone(), Some(bak(staged.len() + i)))),
        )
        .collect();
    // Each line names what the run made and moved by identity too: the new file (the
    // temporary, which keeps its identity when renamed) and the file moved to its backup. A
    // recovery rolls back only files that are still those (see `recover`).
    let ids: Vec<(Option<FileId>, Option<FileId>)> = plan
        .iter()
        .enumerate()
        .map(|(i, (t, b))| {
            let new = staged.get(i).and_then(|s| dir_id(&s.tmp));
            (new, b.as_ref().and_then(|_| dir_id(t)))
        })
        .collect();
    let journal = journal_path(dir, pid);
    let lines: String = plan
        .iter()
        .zip(&ids)
        .map(|((t, b), (new, old))| {
            let name = |p: &Path| p.file_name().unwrap().to_string_lossy().into_owned();
            format!(
                "{}\t{}\t{}\t{}\n",
                name(t),
                b.as_deref().map_or("-".into(), name),
                id_text(*new),
                id_text(*old)
            )
        })
        .collect();
    write_journal(&journal, lines.as_bytes()).map_err(|e| {
        OutError::Write(format!(
            "cannot write into the folder '{}': {}{}",
            shown_path(shown),
            io_message(&e),
            full(&e).unwrap_or("")
        ))
    })?;
    let mut done = 0;
    let mut result = Ok(());
    for (i, (target, backup)) in plan.iter().enumerate() {
        if let Some(b) = backup {
            if let Err(e) = rename(target, b) {
                result = Err((target.clone(), e));
                break;
            }
        }
        done += 1;
        // A stale file of a replaced set only goes to its backup.
        let Some(s) = staged.get(i) else {
            continue;
        };
        if let Err(e) = rename(&s.tmp, target) {
            result = Err((target.clone(), e));
            break;
        }
    }
    match result {
        Ok(()) => {
            // The journal goes first: once it is gone the new set stands, and leftover
            // backups are only litter for the next run to remove.
            sync_dir(dir);
            let _ = std::fs::remove_file(&journal);
            sync_dir(dir);
            for b in plan.iter().filter_map(|p| p.1.as_ref()) {
                let _ = std::fs::remove_file(b);
            }
            // The temporaries are renamed away; dropping them must not touch the new files.
            for s in staged {
                let _ = s.tmp.keep();
            }
            Ok(plan
                .into_iter()
                .take(made)
                .map(|p| p.0)
                .filter(|p| p.file_name() != Some(MANIFEST_NAME.as_ref()))
                .collect())
        }
        Err((target, e)) => {
            #[cfg(test)]
            if tests::KILLED.with(|k| k.replace(false)) {
                // Simulates a process killed here: no roll-back, temporaries left.
                std::mem::forget(staged);
                return Err(OutError::Write("killed".into()));
            }
            // Entries before `done` are fully committed or (the last one) half: undo each.
            roll_back(&plan[..done], &mut *rename);
            let _ = std::fs::remove_file(&journal);
            let target = target
                .strip_prefix(dir)
                .map_or(target.clone(), |n| shown.join(n));
            Err(OutError::Write(format!(
                "cannot write '{}': {}; the folder's earlier files were kept",
                shown_path(&target),
                io_message(&e)
            )))
        }
    }
}

/// Undoes committed entries in reverse: a backup goes back over its target, and a target
/// that had none is removed.
fn roll_back(plan: &[(PathBuf, Option<PathBuf>)], rename: &mut RenameFn) {
    for (target, backup) in plan.iter().rev() {
        match backup {
            Some(b) if b.exists() => {
                let _ = rename(b, target);
            }
            Some(_) => {}
            None => {
                let _ = std::fs::remove_file(target);
            }
        }
    }
}

fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// The process id in one of boardgen's own file names, e.g. `.boardgen-123-x.part`.
fn own_pid(name: &str) -> Option<u32> {
    let rest = name.strip_prefix(PREFIX)?;
    let own = [".part", ".bak", ".journal"]
        .iter()
        .any(|s| rest.ends_with(s));
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    (own && !digits.is_empty()).then(|| digits.parse().ok())?
}

/// Rolls back any commit a dead run left half-done (its journal), then removes the dead
/// runs' temporaries and backups. Called holding the folder's lock, so every run that made
/// them is gone. `shown_dir` is the folder as the user named it, for notes.
///
/// A journal is trusted with nothing it does not prove: a line is followed only when it
/// names a file boardgen writes (or the manifest) and a backup of the journal's own run,
/// and only while each file is still the one the run made or moved (its identity, which
/// the line records). Anything else it names is left alone, and said in a note.
fn recover(dir: &Path, shown_dir: &Path) {
    // Restoring is best effort: a file that cannot be restored keeps its backup in sight.
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut dead = Vec::new();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if let Some(pid) = own_pid(&name) {
            if e.file_type().is_ok_and(|t| t.is_file()) {
                dead.push((pid, name));
            }
        }
    }
    for (pid, name) in &dead {
        if !name.ends_with(".journal") {
            continue;
        }
        let shown_journal = shown_path(&shown_dir.join(name));
        let text = match crate::read::read_capped_to(&dir.join(name), MAX_JOURNAL_BYTES) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(why) => {
                eprintln!("note: '{shown_journal}' was not read ({why}); removed, and nothing it names was touched");
                continue;
            }
        };
        let mut ignored = Vec::new();
        for line in text.lines() {
            if !roll_back_line(dir, *pid, line) {
                ignored.push(line.split('\t').next().unwrap_or_default().to_string());
            }
        }
        if !ignored.is_empty() {
            eprintln!(
                "note: '{shown_journal}' names {} no boardgen run made or moved ({}); left alone",
                if ignored.len() == 1 {
                    "a file"
                } else {
                    "files"
                },
                listed(&ignored)
            );
        }
    }
    for (_, name) in &dead {
        let _ = std::fs::remove_file(dir.join(name));
    }
}

/// Rolls back one line of the journal of the dead run `pid`, in reverse as the commit went
/// (`TARGET<tab>BACKUP<tab>NEW<tab>OLD`): the new file at TARGET (identity NEW) is removed,
/// or replaced by its BACKUP when that is still the file moved there (identity OLD). False
/// when the line is not one that run could have written, or its files are not the ones it
/// names (left alone).
fn roll_back_line(dir: &Path, pid: u32, line: &str) -> bool {
    let fields: Vec<&str> = line.split('\t').collect();
    let [target, backup, new, old] = fields[..] else {
        return false;
    };
    let (Some(new), Some(old)) = (id_of_text(new), id_of_text(old)) else {
        return false;
    };
    if !(own_file_name(target) || target == MANIFEST_NAME) {
        return false;
    }
    let target = dir.join(target);
    let now = std::fs::symlink_metadata(&target).ok();
    // The target holds the run's new file (a regular file of that identity), or nothing.
    let target_ours = match &now {
        None => true,
        Some(m) => m.is_file() && new.is_some() && dir_id(&target) == new,
    };
    if backup == "-" {
        if now.is_some() && target_ours && old.is_none() {
            let _ = std::fs::remove_file(&target);
            return true;
        }
        return now.is_none() && old.is_none();
    }
    if !own_backup(backup, pid) || old.is_none() {
        return false;
    }
    let backup = dir.join(backup);
    match std::fs::symlink_metadata(&backup) {
        // Not moved yet: nothing to undo.
        Err(_) => true,
        Ok(m) if m.is_file() && dir_id(&backup) == old && target_ours => {
            let _ = std::fs::rename(&backup, &target);
            true
        }
        Ok(_) => false,
    }
}

/// True for `.boardgen-PID-N.bak`, the name of a backup the run `pid` makes.
fn own_backup(name: &str, pid: u32) -> bool {
    name.strip_prefix(&format!("{PREFIX}{pid}-"))
        .and_then(|r| r.strip_suffix(".bak"))
        .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// A plain file name (no folder parts), as boardgen writes.
fn safe_name(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('.')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '+'))
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
        let id = |n: &str| id_text(dir_id(&d.path().join(n)));
        std::fs::write(
            d.path().join(format!(".boardgen-{p}.journal")),
            format!(
                "a.pdf\t.boardgen-{p}-0.bak\t{}\t{}\nb.pdf\t-\t{}\t-\n",
                id("a.pdf"),
                id(&format!(".boardgen-{p}-0.bak")),
                id("b.pdf")
            ),
        )
        .unwrap();
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
