//! Writing files safely: every file is staged beside its target and renamed into place only
//! when all of a run's files were written, so a failed run leaves nothing half-written and
//! never destroys an existing file.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

/// Writes `files` (name, bytes) into `dir`, creating it if needed; returns the paths written.
pub fn write_all(dir: &Path, files: &[(String, Vec<u8>)]) -> Result<Vec<PathBuf>> {
    if dir.exists() && !dir.is_dir() {
        bail!("--out '{}' exists and is not a folder", dir.display());
    }
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create output folder '{}'", dir.display()))?;
    let mut staged = Vec::new();
    for (name, bytes) in files {
        let target = dir.join(name);
        if target.is_dir() {
            bail!(
                "cannot write '{}': a folder is in the way",
                target.display()
            );
        }
        let mut builder = tempfile::Builder::new();
        builder.prefix(".boardgen-").suffix(".part");
        // Temporary files are private (0600); the finished output is an ordinary file.
        #[cfg(unix)]
        builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o644));
        let mut tmp = builder
            .tempfile_in(dir)
            .with_context(|| format!("cannot write into '{}'", dir.display()))?;
        tmp.write_all(bytes)
            .and_then(|_| tmp.as_file().sync_all())
            .with_context(|| format!("cannot write '{}'", target.display()))?;
        staged.push((tmp, target));
    }
    let mut written = Vec::new();
    for (tmp, target) in staged {
        tmp.persist(&target)
            .with_context(|| format!("cannot write '{}'", target.display()))?;
        written.push(target);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_and_replaces_whole_files() {
        let d = tempfile::tempdir().unwrap();
        let p = write_all(d.path(), &[("a.txt".into(), b"one".to_vec())]).unwrap();
        assert_eq!(std::fs::read(&p[0]).unwrap(), b"one");
        write_all(d.path(), &[("a.txt".into(), b"two".to_vec())]).unwrap();
        assert_eq!(std::fs::read(&p[0]).unwrap(), b"two");
        let left: Vec<_> = std::fs::read_dir(d.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "no temporary files left behind");
    }

    #[test]
    fn refuses_a_file_as_folder() {
        let d = tempfile::tempdir().unwrap();
        let f = d.path().join("f");
        std::fs::write(&f, b"keep").unwrap();
        assert!(write_all(&f, &[("a".into(), vec![])]).is_err());
        assert!(write_all(&f.join("sub"), &[("a".into(), vec![])]).is_err());
        assert_eq!(std::fs::read(&f).unwrap(), b"keep");
    }
}
