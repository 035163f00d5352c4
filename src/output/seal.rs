//! What a run leaves in its output folder for the next run (the manifest, a journal) is
//! sealed with a key only the user can read (BLAKE3 in keyed mode), and names each file by
//! its content (BLAKE3). Anyone who
//! can write into the folder can plant such a record, but not seal it; and a file changed
//! since the run wrote it (the user's own copy at the same name, the same inode reused) no
//! longer has the content the record names. So a record decides nothing it does not prove.
//!
//! The key is 32 random bytes at `$XDG_STATE_HOME/boardgen/key` (or
//! `~/.local/state/boardgen/key`), made on first use, readable by the user alone. Where it
//! cannot be had, records are written unsealed and never followed: a run then removes no
//! earlier file and rolls nothing back.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use boardgen_core::said::Said;

/// A file's content, as BLAKE3.
pub(super) type Sum = [u8; 32];

const KEY_BYTES: usize = 32;
/// The last line of a sealed record: this, then the seal in hex.
const SEAL_LINE: &str = "seal\t";

/// The BLAKE3 of `bytes`.
pub(super) fn sum(bytes: &[u8]) -> Sum {
    blake3::hash(bytes).into()
}

/// The content of the regular file at `path` (never through a link), or `None`.
pub(super) fn file_sum(path: &Path) -> Option<Sum> {
    let mut opts = std::fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut opts, libc::O_NOFOLLOW);
    let mut f = opts.open(path).ok()?;
    if !f.metadata().ok()?.is_file() {
        return None;
    }
    let mut h = blake3::Hasher::new();
    let mut buf = vec![0; 64 << 10];
    loop {
        match std::io::Read::read(&mut f, &mut buf) {
            Ok(0) => return Some(h.finalize().into()),
            Ok(n) => {
                h.update(&buf[..n]);
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return None,
        }
    }
}

/// `sum` in hex, as records write it.
pub(super) fn hex(sum: &Sum) -> String {
    sum.iter().map(|b| format!("{b:02x}")).collect()
}

/// The sum a record's hex names, or `None` when it is not one.
pub(super) fn sum_of_hex(s: &str) -> Option<Sum> {
    if s.len() != 64 || !s.is_ascii() {
        return None;
    }
    let mut out = [0; 32];
    for (i, b) in out.iter_mut().enumerate() {
        *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// The user's key, read or made once a process; the reason when there is none.
pub(super) fn key() -> Result<&'static [u8; KEY_BYTES], &'static str> {
    static KEY: OnceLock<Result<[u8; KEY_BYTES], String>> = OnceLock::new();
    KEY.get_or_init(|| {
        let path = key_path().ok_or_else(|| {
            "neither XDG_STATE_HOME nor HOME names a folder for boardgen's key".to_string()
        })?;
        read_key(&path).or_else(|why| match why {
            KeyWhy::Missing => make_key(&path),
            KeyWhy::Bad(why) => Err(why),
        })
    })
    .as_ref()
    .map_err(String::as_str)
}

/// Where the key is kept.
fn key_path() -> Option<PathBuf> {
    let absolute = |v: std::ffi::OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
    let state = std::env::var_os("XDG_STATE_HOME")
        .and_then(absolute)
        .or_else(|| Some(absolute(std::env::var_os("HOME")?)?.join(".local/state")))?;
    Some(state.join("boardgen").join("key"))
}

enum KeyWhy {
    Missing,
    Bad(String),
}

/// Reads the key, if it is a file of the user's that no one else can read or replace.
fn read_key(path: &Path) -> Result<[u8; KEY_BYTES], KeyWhy> {
    use std::io::Read;
    let shown = boardgen_core::quote::shown_path(path);
    let bad = |why: &str| KeyWhy::Bad(format!("boardgen's key '{shown}' {why}"));
    let mut opts = std::fs::OpenOptions::new();
    opts.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut opts, libc::O_NOFOLLOW);
    let mut f = match opts.open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(KeyWhy::Missing),
        Err(e) => {
            return Err(bad(&format!(
                "cannot be read ({})",
                crate::read::io_message(&e)
            )))
        }
    };
    let meta = f.metadata().map_err(|_| bad("cannot be read"))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let folder = path.parent().and_then(|p| std::fs::metadata(p).ok());
        if !meta.is_file() || !owned(&meta) || meta.mode() & 0o077 != 0 {
            return Err(bad("is not a file only you can read"));
        }
        if !folder.is_some_and(|m| owned(&m) && m.mode() & 0o022 == 0) {
            return Err(bad("is in a folder others can write"));
        }
    }
    let mut key = [0; KEY_BYTES];
    let mut rest = Vec::new();
    f.read_exact(&mut key)
        .and_then(|_| f.read_to_end(&mut rest))
        .map_err(|_| bad("is not 32 bytes"))?;
    if !rest.is_empty() || meta.len() != KEY_BYTES as u64 {
        return Err(bad("is not 32 bytes"));
    }
    Ok(key)
}

/// Makes the key: a private file, put in place whole (a run beside this one making its
/// own at the same moment reads the one that landed first).
fn make_key(path: &Path) -> Result<[u8; KEY_BYTES], String> {
    let shown = boardgen_core::quote::shown_path(path);
    let fail = |e: std::io::Error| {
        format!(
            "boardgen's key '{shown}' cannot be made ({})",
            crate::read::io_message(&e)
        )
    };
    let folder = path.parent().expect("the key's path has a folder");
    let mut b = std::fs::DirBuilder::new();
    b.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut b, 0o700);
    b.create(folder).map_err(fail)?;
    let mut key = [0; KEY_BYTES];
    getrandom::fill(&mut key).map_err(|e| fail(std::io::Error::other(e.to_string())))?;
    // A named temporary is private (0600) on every system tempfile knows.
    let mut tmp = tempfile::NamedTempFile::new_in(folder).map_err(fail)?;
    std::io::Write::write_all(&mut tmp, &key)
        .and_then(|_| tmp.as_file().sync_all())
        .map_err(fail)?;
    match tmp.persist_noclobber(path) {
        Ok(_) => Ok(key),
        Err(e) if e.error.kind() == std::io::ErrorKind::AlreadyExists => {
            read_key(path).map_err(|why| match why {
                KeyWhy::Missing => format!("boardgen's key '{shown}' vanished as it was made"),
                KeyWhy::Bad(why) => why,
            })
        }
        Err(e) => Err(fail(e.error)),
    }
}

/// True for a file or folder of the user running boardgen.
#[cfg(unix)]
pub(super) fn owned(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    // SAFETY: geteuid cannot fail and touches no memory.
    meta.uid() == unsafe { libc::geteuid() }
}

/// True when someone other than the user can add or remove files in the folder `dir`:
/// then only the user's own files there are trusted.
pub(super) fn shared_folder(dir: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(dir).is_ok_and(|m| !owned(&m) || m.mode() & 0o022 != 0)
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        false
    }
}

/// True when the file at `path` is a regular file of this content and, in a folder others
/// can write (`shared`), the user's own: the only files a record may have removed or
/// replaced.
pub(super) fn still_ours(path: &Path, want: &Sum, shared: bool) -> bool {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    if shared && !owned(&meta) {
        return false;
    }
    let _ = shared;
    meta.is_file() && file_sum(path).as_ref() == Some(want)
}

/// The seal of `body` as the record `name` (its file name: a journal cannot be passed off
/// as another run's, nor a journal as a manifest).
fn mac(key: &[u8; KEY_BYTES], name: &str, body: &str) -> blake3::Hash {
    let mut m = blake3::Hasher::new_keyed(key);
    m.update(b"boardgen record\0");
    m.update(name.as_bytes());
    m.update(b"\0");
    m.update(body.as_bytes());
    m.finalize()
}

/// `body` with its seal as the last line; unsealed where there is no key.
pub(super) fn sealed(name: &str, body: &str) -> String {
    match key() {
        Ok(key) => {
            let tag: Sum = mac(key, name, body).into();
            format!("{body}{SEAL_LINE}{}\n", hex(&tag))
        }
        Err(_) => body.to_string(),
    }
}

/// The body of the record `name` when its seal is the user's, or why it is not followed.
pub(super) fn opened<'a>(name: &str, text: &'a str) -> Result<&'a str, Said> {
    // The key's fault stays in the system's words.
    let key = key().map_err(|why| Said::new("note-out-no-key").arg("why", why.to_string()))?;
    let unsealed = || Said::new("note-out-unsealed");
    let end = text.strip_suffix('\n').ok_or_else(unsealed)?;
    let at = end.rfind('\n').map_or(0, |i| i + 1);
    let (body, last) = text.split_at(at);
    let tag = last
        .strip_prefix(SEAL_LINE)
        .and_then(|t| sum_of_hex(t.trim_end_matches('\n')))
        .ok_or_else(unsealed)?;
    // blake3's Hash compares in constant time.
    if mac(key, name, body) != blake3::Hash::from(tag) {
        return Err(unsealed());
    }
    Ok(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seal_holds_only_for_its_record_and_body() {
        let text = sealed("a.journal", "x\ty\n");
        assert_eq!(opened("a.journal", &text).unwrap(), "x\ty\n");
        assert!(opened("b.journal", &text).is_err(), "another record's name");
        let changed = text.replacen("x\t", "z\t", 1);
        assert!(opened("a.journal", &changed).is_err(), "a changed body");
        assert!(opened("a.journal", "x\ty\n").is_err(), "no seal");
        let forged = format!("x\ty\n{SEAL_LINE}{}\n", hex(&sum(b"x\ty\n")));
        assert!(opened("a.journal", &forged).is_err(), "a plain hash");
    }

    #[test]
    fn sums_read_back_from_hex() {
        let s = sum(b"abc");
        assert_eq!(sum_of_hex(&hex(&s)), Some(s));
        assert_eq!(sum_of_hex("-"), None);
        assert_eq!(sum_of_hex(&"é".repeat(32)), None);
    }
}
