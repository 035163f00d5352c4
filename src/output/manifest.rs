//! Which files make up each set in a folder (`.boardgen.manifest`), so a set made again
//! replaces its old files whole. The manifest is sealed with the user's key and names each
//! file's content: a planted one is not followed, and a file is removed only while it still
//! has the content the run wrote (see [`super::seal`]).

use super::seal::{hex, opened, sealed, shared_folder, still_ours, sum_of_hex, Sum};
use super::*;

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
    pub(super) fn set_of(&self, file: &str) -> Option<&str> {
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

/// One manifest line: the set, the file name, its content as written.
pub(super) type Entry = (String, String, Sum);

/// The extensions of the files boardgen writes: a manifest or journal line naming any other
/// file names one no run made, and is left alone.
pub(super) const OWN_EXTENSIONS: [&str; 5] = ["pdf", "svg", "png", "html", "dxf"];

/// True for a plain name with one of boardgen's own extensions.
pub(super) fn own_file_name(name: &str) -> bool {
    safe_name(name)
        && name
            .rsplit_once('.')
            .is_some_and(|(_, ext)| OWN_EXTENSIONS.contains(&ext))
}

/// True for a name the run of `game` could have written: the game's id, then `-` or `.`,
/// and one of boardgen's own extensions.
pub(super) fn name_of_game(game: &str, name: &str) -> bool {
    own_file_name(name)
        && name
            .strip_prefix(game)
            .is_some_and(|r| r.starts_with(['-', '.']))
}

/// The manifest in `dir`, or nothing when there is none or it cannot be followed (said in a
/// note when it is there but not a file boardgen wrote, too large, or not sealed with the
/// user's key; in a folder others can write, not the user's own).
pub(super) fn read_manifest(dir: &Path, shown_dir: &Path) -> Vec<Entry> {
    let path = dir.join(MANIFEST_NAME);
    let Ok(meta) = std::fs::symlink_metadata(&path) else {
        return Vec::new();
    };
    let not_followed = |why: Said| {
        note(
            Said::new("note-out-manifest-unfollowed")
                .arg("file", shown_path(&shown_dir.join(MANIFEST_NAME)))
                .arg("why", why),
        );
        Vec::new()
    };
    if !meta.is_file() {
        // Said when the commit leaves it alone (see `Staging::commit`).
        return Vec::new();
    }
    #[cfg(unix)]
    if shared_folder(dir) && !seal::owned(&meta) {
        return not_followed(Said::new("note-out-not-yours"));
    }
    let text = match crate::read::read_capped_to(&path, MAX_MANIFEST_BYTES) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(why) => return not_followed(Said::new("note-out-unread").arg("why", why.to_string())),
    };
    let body = match opened(MANIFEST_NAME, &text) {
        Ok(body) => body,
        Err(why) => return not_followed(why),
    };
    body.lines()
        .filter_map(|l| {
            let mut f = l.split('\t');
            let (set, file, sum) = (f.next()?, f.next()?, sum_of_hex(f.next()?)?);
            Some((set.to_string(), file.to_string(), sum))
        })
        .collect()
}

/// The manifest after a run of `sets` that writes `names` (with their contents), and the
/// files of the earlier run of the same sets that this run does not write again (to
/// remove). A file is removed only if this run could have written it (its game's prefix,
/// boardgen's own extensions) and it is a regular file that still has the content the
/// earlier run wrote (in a folder others can write, the user's own); any other file a line
/// names is left alone, and said in a note.
pub(super) fn next_manifest(
    dir: &Path,
    shown_dir: &Path,
    sets: &RunSets,
    names: &[(String, Sum)],
) -> (String, Vec<String>) {
    let mut stale = Vec::new();
    let mut text = String::new();
    let mut ignored = Vec::new();
    let shared = shared_folder(dir);
    let written = |file: &str| names.iter().any(|(n, _)| n == file);
    for (set, file, sum) in read_manifest(dir, shown_dir) {
        let games: Vec<&str> = sets
            .0
            .iter()
            .filter(|s| s.1 == set)
            .map(|s| s.0.as_str())
            .collect();
        let there = std::fs::symlink_metadata(dir.join(&file)).is_ok();
        if !own_file_name(&file) {
            ignored.push(file);
        } else if !games.is_empty() {
            if !there || written(&file) || stale.contains(&file) {
                continue;
            }
            if games.iter().any(|g| name_of_game(g, &file))
                && still_ours(&dir.join(&file), &sum, shared)
            {
                stale.push(file);
            } else {
                ignored.push(file);
            }
        } else if there && !written(&file) {
            text += &format!("{set}\t{file}\t{}\n", hex(&sum));
        }
    }
    if !ignored.is_empty() {
        note(
            Said::new("note-out-manifest-strangers")
                .arg("file", shown_path(&shown_dir.join(MANIFEST_NAME)))
                .arg("count", ignored.len())
                .arg("names", listed(&ignored)),
        );
    }
    for (n, sum) in names {
        if let Some(set) = sets.set_of(n) {
            text += &format!("{set}\t{n}\t{}\n", hex(sum));
        }
    }
    (sealed(MANIFEST_NAME, &text), stale)
}

/// Names for a note: the first eight quoted, and how many more.
pub(super) fn listed(names: &[String]) -> Said {
    const SHOWN: usize = 8;
    let quoted: Vec<String> = names
        .iter()
        .take(SHOWN)
        .map(|n| format!("'{}'", shown(n)))
        .collect();
    match names.len().saturating_sub(SHOWN) {
        0 => Said::new("note-out-names").arg("names", quoted.join(", ")),
        more => Said::new("note-out-names-more")
            .arg("names", quoted.join(", "))
            .arg("count", more),
    }
}
