//! The commit: every staged file renamed into place together, the old ones kept as backups
//! until the last rename, a journal that lets the next run roll back a run stopped half-way,
//! and the recovery, which follows only a journal sealed with the user's key, and only
//! while each file it names still has the content the run wrote or moved.

use super::seal::{file_sum, hex, opened, sealed, shared_folder, still_ours, sum_of_hex, Sum};
use super::*;

pub(super) fn journal_path(dir: &Path, pid: u32) -> PathBuf {
    dir.join(format!("{PREFIX}{pid}.journal"))
}

/// Largest journal read: a larger one is no journal of boardgen's (ignored, with a note).
pub(super) const MAX_JOURNAL_BYTES: u64 = 4 << 20;

/// A content in a journal line: its sum, or `-` for none.
pub(super) fn sum_text(sum: Option<Sum>) -> String {
    sum.as_ref().map_or("-".into(), hex)
}

/// The content a journal line names: `Some(None)` for `-`, `None` when it is neither.
pub(super) fn sum_of_text(s: &str) -> Option<Option<Sum>> {
    if s == "-" {
        return Some(None);
    }
    sum_of_hex(s).map(Some)
}

/// Writes the journal as a new file (never through a link left at its name); on failure
/// removes what was made of it, so a full disk leaves no empty journal behind.
pub(super) fn write_journal(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
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
pub(super) fn commit(
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
    // Each line names what the run made and moved by content too: the new file and the file
    // moved to its backup. A recovery rolls back only files that still have that content
    // (see `recover`): not a file put there since, whatever its name or inode.
    let ids: Vec<(Option<Sum>, Option<Sum>)> = plan
        .iter()
        .enumerate()
        .map(|(i, (t, b))| {
            let new = staged.get(i).map(|s| s.sum);
            (new, b.as_ref().and_then(|_| file_sum(t)))
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
                sum_text(*new),
                sum_text(*old)
            )
        })
        .collect();
    let name = journal.file_name().unwrap().to_string_lossy().into_owned();
    write_journal(&journal, sealed(&name, &lines).as_bytes()).map_err(|e| {
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
pub(super) fn roll_back(plan: &[(PathBuf, Option<PathBuf>)], rename: &mut RenameFn) {
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

pub(super) fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// The process id in one of boardgen's own file names, e.g. `.boardgen-123-x.part`.
pub(super) fn own_pid(name: &str) -> Option<u32> {
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
/// A journal is followed only when it is sealed with the user's key (see [`super::seal`]),
/// and a line only when it names a file boardgen writes (or the manifest) and a backup of
/// the journal's own run, and only while each file still has the content the run wrote or
/// moved. In a folder others can write, only the user's own files are touched. Anything
/// else is left alone, and said in a note.
pub(super) fn recover(dir: &Path, shown_dir: &Path) {
    // Restoring is best effort: a file that cannot be restored keeps its backup in sight.
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let shared = shared_folder(dir);
    let mut dead = Vec::new();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if let Some(pid) = own_pid(&name) {
            let ours = e
                .metadata()
                .is_ok_and(|m| m.is_file() && (!shared || seal::owned(&m)));
            if ours && e.file_type().is_ok_and(|t| t.is_file()) {
                dead.push((pid, name));
            }
        }
    }
    for (pid, name) in &dead {
        if name.ends_with(".journal") {
            follow_journal(dir, shown_dir, *pid, name, shared);
        }
    }
    for (_, name) in &dead {
        let _ = std::fs::remove_file(dir.join(name));
    }
}

/// Rolls back what the journal `name` of the dead run `pid` proves, saying in a note what
/// it names and is not followed.
fn follow_journal(dir: &Path, shown_dir: &Path, pid: u32, name: &str, shared: bool) {
    let shown_journal = shown_path(&shown_dir.join(name));
    let text = match crate::read::read_capped_to(&dir.join(name), MAX_JOURNAL_BYTES) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(why) => {
            note(
                Said::new("note-out-journal-unread")
                    .arg("file", &shown_journal)
                    .arg("why", why.to_string()),
            );
            return;
        }
    };
    let body = match opened(name, &text) {
        Ok(body) => body,
        Err(why) => {
            note(
                Said::new("note-out-journal-unfollowed")
                    .arg("file", &shown_journal)
                    .arg("why", why),
            );
            return;
        }
    };
    let mut ignored = Vec::new();
    for line in body.lines() {
        if !roll_back_line(dir, pid, line, shared) {
            ignored.push(line.split('\t').next().unwrap_or_default().to_string());
        }
    }
    if !ignored.is_empty() {
        note(
            Said::new("note-out-journal-strangers")
                .arg("file", &shown_journal)
                .arg("count", ignored.len())
                .arg("names", listed(&ignored)),
        );
    }
}

/// Rolls back one line of the journal of the dead run `pid`, in reverse as the commit went
/// (`TARGET<tab>BACKUP<tab>NEW<tab>OLD`): the new file at TARGET (content NEW) is removed,
/// or replaced by its BACKUP when that still has the content moved there (OLD). False when
/// the line is not one that run could have written, or its files are not the ones it names
/// (left alone).
pub(super) fn roll_back_line(dir: &Path, pid: u32, line: &str, shared: bool) -> bool {
    let fields: Vec<&str> = line.split('\t').collect();
    let [target, backup, new, old] = fields[..] else {
        return false;
    };
    let (Some(new), Some(old)) = (sum_of_text(new), sum_of_text(old)) else {
        return false;
    };
    if !(own_file_name(target) || target == MANIFEST_NAME) {
        return false;
    }
    let target = dir.join(target);
    let there = std::fs::symlink_metadata(&target).is_ok();
    // The target holds the run's new file (a regular file of that content), or nothing.
    let target_ours = !there || new.is_some_and(|n| still_ours(&target, &n, shared));
    if backup == "-" {
        if there && target_ours && old.is_none() {
            let _ = std::fs::remove_file(&target);
            return true;
        }
        return !there && old.is_none();
    }
    let Some(old) = old.filter(|_| own_backup(backup, pid)) else {
        return false;
    };
    let backup = dir.join(backup);
    if std::fs::symlink_metadata(&backup).is_err() {
        // Not moved yet: nothing to undo.
        return true;
    }
    if target_ours && still_ours(&backup, &old, shared) {
        let _ = std::fs::rename(&backup, &target);
        return true;
    }
    false
}

/// True for `.boardgen-PID-N.bak`, the name of a backup the run `pid` makes.
pub(super) fn own_backup(name: &str, pid: u32) -> bool {
    name.strip_prefix(&format!("{PREFIX}{pid}-"))
        .and_then(|r| r.strip_suffix(".bak"))
        .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// A plain file name (no folder parts), as boardgen writes.
pub(super) fn safe_name(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('.')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '+'))
}
