//! One run at a time per folder: a lock on `.boardgen.lock`, held by handle.

use super::*;

/// A held lock on a folder's `.boardgen.lock`. Dropped, it removes the file and lets go.
pub(super) struct DirLock {
    pub(super) path: PathBuf,
    /// Held open: the lock lasts as long as the file is open.
    pub(super) _file: std::fs::File,
}

impl DirLock {
    /// Locks the folder `at` (shown as `dir`), waiting for another run that holds it
    /// (saying so once on standard error); `None` when the file was replaced or removed
    /// while waiting.
    pub(super) fn take(
        at: &Path,
        dir: &Path,
        noted: &mut bool,
    ) -> Result<Option<DirLock>, OutError> {
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
                // Never followed: whatever it points at is not ours to lock or remove; nor is
                // a folder of that name.
                Err(_) if std::fs::symlink_metadata(&path).is_ok_and(|m| !m.is_file()) => {
                    cleanup.locks.retain(|p| *p != path);
                    let what = match std::fs::symlink_metadata(&path) {
                        Ok(m) if m.is_dir() => "refuse-out-lock-folder",
                        Ok(m) if m.is_symlink() => "refuse-out-lock-link",
                        _ => "refuse-out-lock-other",
                    };
                    return Err(OutError::BadOut {
                        dir: shown_path(dir),
                        message: Said::new(what)
                            .arg("lock", LOCK_NAME)
                            .arg("path", shown_path(&dir.join(LOCK_NAME))),
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
                    note(Said::new("note-out-waiting").arg("dir", shown_path(dir)));
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
