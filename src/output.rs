//! Writing a run's files all or nothing. Every file is staged as a temporary in the output
//! folder; only when all are written are they renamed into place, with SIGINT, SIGTERM and
//! SIGHUP held off, keeping each replaced file as a backup until the last rename succeeded.
//! A failed rename restores the files already replaced, so the folder holds the whole new
//! set or the whole old one. A journal names the backups, so a run killed outright (SIGKILL,
//! power cut) is rolled back by the next run in that folder, which also removes the
//! temporaries the killed run left.
//!
//! Boardgen's own files in the folder are named `.boardgen-PID-…` (`.part` temporaries,
//! `.bak` backups, a `.journal`); nothing else is ever removed.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::kit::io_message;
use crate::quote::shown;

/// Longest file name written, in bytes (the usual limit of Linux, macOS and Windows).
pub const MAX_NAME_BYTES: usize = 255;
/// Longest full path written, in bytes (Linux's PATH_MAX less one).
pub const MAX_PATH_BYTES: usize = 4095;

const PREFIX: &str = ".boardgen-";

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
    /// The system failed while writing (exit 1).
    #[error("{0}")]
    Write(String),
}

/// Checks, before anything is rendered, that `dir` is or can become a writable folder, and
/// removes (or rolls back) what a killed earlier run left in it.
pub fn prepare(dir: &Path) -> Result<(), OutError> {
    let bad = |message: String| OutError::BadOut {
        dir: shown(&dir.display().to_string()),
        message,
    };
    if dir.as_os_str().is_empty() {
        return Err(bad("an empty folder name".into()));
    }
    // The nearest part of the path that exists must be a folder we can write into.
    let mut existing = dir;
    while !existing.exists() {
        match existing.parent() {
            Some(p) if !p.as_os_str().is_empty() => existing = p,
            _ => {
                existing = Path::new(".");
                break;
            }
        }
    }
    if !existing.is_dir() {
        return Err(bad(if existing == dir {
            "exists and is not a folder".into()
        } else {
            format!(
                "cannot be a folder: '{}' is a file",
                shown(&existing.display().to_string())
            )
        }));
    }
    tempfile::Builder::new()
        .prefix(&format!("{PREFIX}{}-", std::process::id()))
        .suffix(".part")
        .tempfile_in(existing)
        .map_err(|e| bad(format!("cannot write there: {}", io_message(&e))))?;
    if dir.is_dir() {
        recover(dir, &pid_alive);
    }
    Ok(())
}

/// Writes `files` (name, bytes) into `dir`, creating it if needed; returns the paths written.
pub fn write_all(dir: &Path, files: &[(String, Vec<u8>)]) -> Result<Vec<PathBuf>, OutError> {
    prepare(dir)?;
    let mut staging = Staging::new(dir);
    for (name, bytes) in files {
        staging.add(name, bytes)?;
    }
    staging.commit()
}

/// A run's files, staged one by one in the output folder as they are made and committed
/// together. Dropped uncommitted, it removes its temporaries (and the folder, if it made it
/// and it is empty).
pub struct Staging {
    dir: PathBuf,
    staged: Vec<Staged>,
    created: bool,
}

impl Staging {
    /// Stages into `dir` (made when the first file is added); call [`prepare`] first.
    pub fn new(dir: &Path) -> Staging {
        Staging {
            dir: dir.to_path_buf(),
            staged: Vec::new(),
            created: false,
        }
    }

    /// Checks `name` and writes `bytes` to a temporary beside it.
    pub fn add(&mut self, name: &str, bytes: &[u8]) -> Result<(), OutError> {
        check_name(&self.dir, name)?;
        self.make_dir()?;
        let s = stage_one(&self.dir, name, bytes, &mut |f, b| f.write_all(b))?;
        self.staged.push(s);
        Ok(())
    }

    /// Renames every staged file into place, all or nothing; returns their paths.
    pub fn commit(mut self) -> Result<Vec<PathBuf>, OutError> {
        self.make_dir()?;
        let staged = std::mem::take(&mut self.staged);
        let _hold = HoldSignals::new();
        let written = commit(&self.dir, staged, &mut |a, b| std::fs::rename(a, b))?;
        self.created = false;
        Ok(written)
    }

    fn make_dir(&mut self) -> Result<(), OutError> {
        if !self.dir.is_dir() {
            std::fs::create_dir_all(&self.dir).map_err(|e| {
                OutError::Write(format!(
                    "cannot create folder '{}': {}",
                    shown(&self.dir.display().to_string()),
                    io_message(&e)
                ))
            })?;
            self.created = true;
        }
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        self.staged.clear();
        if self.created {
            let _ = std::fs::remove_dir(&self.dir);
        }
    }
}

/// Refuses a file name that is not plain, too long for the file system, or blocked.
fn check_name(dir: &Path, name: &str) -> Result<(), OutError> {
    let bad = |message: String| OutError::BadOut {
        dir: shown(&dir.display().to_string()),
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
        .map(|(name, bytes)| stage_one(dir, name, bytes, write))
        .collect()
}

fn stage_one(
    dir: &Path,
    name: &str,
    bytes: &[u8],
    write: &mut WriteFn,
) -> Result<Staged, OutError> {
    let target = dir.join(name);
    let fail = |e: std::io::Error| {
        OutError::Write(format!(
            "cannot write '{}': {}",
            shown(&target.display().to_string()),
            io_message(&e)
        ))
    };
    let prefix = format!("{PREFIX}{}-", std::process::id());
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".part");
    // Temporary files are private (0600); the finished output is an ordinary file.
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o644));
    let mut tmp = builder.tempfile_in(dir).map_err(fail)?;
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

/// Renames every staged file into place, backing up what it replaces; on failure restores
/// what was replaced and removes what was added.
fn commit(
    dir: &Path,
    staged: Vec<Staged>,
    rename: &mut RenameFn,
) -> Result<Vec<PathBuf>, OutError> {
    let pid = std::process::id();
    let plan: Vec<(PathBuf, Option<PathBuf>)> = staged
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let backup = s
                .target
                .exists()
                .then(|| dir.join(format!("{PREFIX}{pid}-{i}.bak")));
            (s.target.clone(), backup)
        })
        .collect();
    let journal = journal_path(dir, pid);
    let lines: String = plan
        .iter()
        .map(|(t, b)| {
            let name = |p: &Path| p.file_name().unwrap().to_string_lossy().into_owned();
            format!("{}\t{}\n", name(t), b.as_deref().map_or("-".into(), name))
        })
        .collect();
    let write_fail = |what: &str, e: std::io::Error| {
        OutError::Write(format!("cannot write {what}: {}", io_message(&e)))
    };
    std::fs::File::create(&journal)
        .and_then(|mut f| {
            f.write_all(lines.as_bytes())?;
            f.sync_all()
        })
        .map_err(|e| write_fail("into the output folder", e))?;
    let mut done = 0;
    let mut result = Ok(());
    for (s, (target, backup)) in staged.iter().zip(&plan) {
        if let Some(b) = backup {
            if let Err(e) = rename(target, b) {
                result = Err((target.clone(), e));
                break;
            }
        }
        done += 1;
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
            Ok(plan.into_iter().map(|p| p.0).collect())
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
            Err(OutError::Write(format!(
                "cannot write '{}': {}; the folder's earlier files were kept",
                shown(&target.display().to_string()),
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

/// True while process `pid` runs (on other systems: assumed not, once its journal is
/// older than a minute).
fn pid_alive(pid: u32) -> bool {
    if pid == std::process::id() {
        return true;
    }
    #[cfg(unix)]
    {
        // Signal 0 checks existence; EPERM means it exists but belongs to someone else.
        let r = unsafe { libc::kill(pid as libc::pid_t, 0) };
        r == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
    }
    #[cfg(not(unix))]
    false
}

/// Rolls back any commit a dead run left half-done (its journal), then removes the dead
/// runs' temporaries and backups.
fn recover(dir: &Path, alive: &dyn Fn(u32) -> bool) {
    // Restoring is best effort: a file that cannot be restored keeps its backup in sight.
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut dead = Vec::new();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if let Some(pid) = own_pid(&name) {
            if !alive(pid) && e.file_type().is_ok_and(|t| t.is_file()) {
                dead.push((pid, name));
            }
        }
    }
    for (pid, name) in &dead {
        if !name.ends_with(".journal") {
            continue;
        }
        let text = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        let plan: Vec<(PathBuf, Option<PathBuf>)> = text
            .lines()
            .filter_map(|l| l.split_once('\t'))
            .filter(|(t, b)| safe_name(t) && (*b == "-" || own_pid(b) == Some(*pid)))
            .map(|(t, b)| (dir.join(t), (b != "-").then(|| dir.join(b))))
            .collect();
        // A journal left behind means the commit did not finish: put the old set back.
        roll_back(&plan, &mut |a, b| std::fs::rename(a, b));
    }
    for (_, name) in &dead {
        let _ = std::fs::remove_file(dir.join(name));
    }
}

/// A plain file name (no folder parts), as boardgen writes.
fn safe_name(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('.')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '+'))
}

/// Holds SIGINT, SIGTERM and SIGHUP pending while alive; a signal that arrived meanwhile is
/// delivered when it is dropped, after the commit.
struct HoldSignals {
    #[cfg(unix)]
    old: libc::sigset_t,
}

impl HoldSignals {
    fn new() -> HoldSignals {
        #[cfg(unix)]
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            let mut old: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            for s in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
                libc::sigaddset(&mut set, s);
            }
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, &mut old);
            HoldSignals { old }
        }
        #[cfg(not(unix))]
        HoldSignals {}
    }
}

impl Drop for HoldSignals {
    fn drop(&mut self) {
        #[cfg(unix)]
        unsafe {
            libc::pthread_sigmask(libc::SIG_SETMASK, &self.old, std::ptr::null_mut());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    thread_local!(pub(super) static KILLED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });

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
            let e = commit(d.path(), staged, &mut |a, b| {
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
            let _ = commit(d.path(), staged_forgotten(staged), &mut |a, b| {
                n += 1;
                if n > kill_at {
                    return Err(std::io::Error::other("killed"));
                }
                std::fs::rename(a, b)
            });
            assert!(journal_path(d.path(), std::process::id()).exists());
            recover(d.path(), &|_| false);
            assert_old(d.path());
        }
    }

    /// Staged files whose commit, on failure, leaves everything as a killed process would.
    fn staged_forgotten(staged: Vec<Staged>) -> Vec<Staged> {
        KILLED.with(|k| k.set(true));
        staged
    }

    #[test]
    fn signals_are_held_during_the_commit() {
        let d = tempfile::tempdir().unwrap();
        let staged = stage(d.path(), &set("new"), &mut |f, b| f.write_all(b)).unwrap();
        let hold = HoldSignals::new();
        let mut held = Vec::new();
        commit(d.path(), staged, &mut |a, b| {
            let mut cur: libc::sigset_t = unsafe { std::mem::zeroed() };
            unsafe { libc::pthread_sigmask(libc::SIG_BLOCK, std::ptr::null(), &mut cur) };
            held.push(unsafe { libc::sigismember(&cur, libc::SIGINT) == 1 });
            std::fs::rename(a, b)
        })
        .unwrap();
        drop(hold);
        assert!(!held.is_empty() && held.iter().all(|h| *h), "{held:?}");
    }

    #[test]
    fn stale_temporaries_of_dead_runs_are_removed_and_nothing_else() {
        let d = tempfile::tempdir().unwrap();
        let dead = std::process::Command::new("true").spawn().unwrap();
        let pid = dead.id();
        let mut dead = dead;
        dead.wait().unwrap();
        let me = std::process::id();
        for n in [
            format!(".boardgen-{pid}-x1.part"),
            format!(".boardgen-{pid}-0.bak"),
            format!(".boardgen-{me}-x2.part"),
            ".boardgen-notes.part".into(),
            "keep.part".into(),
        ] {
            std::fs::write(d.path().join(n), b"x").unwrap();
        }
        prepare(d.path()).unwrap();
        assert_eq!(
            names(d.path()),
            [
                format!(".boardgen-{me}-x2.part"),
                ".boardgen-notes.part".into(),
                "keep.part".to_string()
            ]
        );
    }
}
