//! Which files make up each set in a folder (`.boardgen.manifest`), so a set made again
//! replaces its old files whole; a planted manifest only narrows what a run may remove.

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

/// One manifest line: the set, the file name.
pub(super) type Entry = (String, String);

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

/// The manifest in `dir`, or nothing when there is none or it cannot be read as one (said
/// in a note when it is there but not a file boardgen wrote, or too large).
pub(super) fn read_manifest(dir: &Path, shown_dir: &Path) -> Vec<Entry> {
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
pub(super) fn next_manifest(
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
pub(super) fn listed(names: &[String]) -> String {
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
