//! The structure docs/architecture.md promises, read from the source: the layout modules
//! import one another in one direction only, loading a game never imports layout, and no
//! layout module chooses between colour and mono. (`benches/imports.py` prints the whole
//! graph.)

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A file's text without its `#[cfg(test)]` module (the last item of every file here) and
/// without comments.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(i) => &text[..i],
        None => &text,
    };
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every name `text` reaches through `prefix` (`super::`, `crate::layout::`), with those of a
/// `use prefix{a, b::c}` list.
fn reached(text: &str, prefix: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(i) = rest.find(prefix) {
        rest = &rest[i + prefix.len()..];
        if let Some(list) = rest.strip_prefix('{') {
            let end = list.find('}').unwrap_or(list.len());
            for part in list[..end].split(',') {
                let name: String = part
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                out.insert(name);
            }
        } else {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.insert(name);
        }
    }
    out
}

fn layout_graph() -> BTreeMap<String, BTreeSet<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/layout");
    let modules: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .filter(|m| m != "testutil")
        .collect();
    modules
        .iter()
        .map(|m| {
            let text = code(&dir.join(format!("{m}.rs")));
            let mut uses: BTreeSet<String> = if m == "mod" {
                // The module list and its re-exports: `pub use child::...`.
                modules
                    .iter()
                    .filter(|c| text.contains(&format!("pub use {c}::")))
                    .cloned()
                    .collect()
            } else {
                let mut names = reached(&text, "super::");
                names.extend(reached(&text, "crate::layout::"));
                // A name that is not a module is an item of `mod.rs`.
                names
                    .into_iter()
                    .map(|n| {
                        if modules.contains(&n) {
                            n
                        } else {
                            "mod".into()
                        }
                    })
                    .collect()
            };
            uses.remove(m);
            (m.clone(), uses)
        })
        .collect()
}

#[test]
fn layout_modules_import_one_another_in_one_direction() {
    let graph = layout_graph();
    // Peel off modules that import nothing left; a cycle is what never peels.
    let mut left = graph.clone();
    while let Some(leaf) = left
        .iter()
        .find(|(_, uses)| uses.iter().all(|u| !left.contains_key(u)))
        .map(|(m, _)| m.clone())
    {
        left.remove(&leaf);
    }
    assert!(left.is_empty(), "a cycle among {left:?}");
    // The order docs/architecture.md gives: sizing first, then what draws from it.
    let reaches = |from: &str, to: &str| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(m) = todo.pop() {
            if m == to {
                return true;
            }
            if seen.insert(m.clone()) {
                todo.extend(graph[&m].iter().cloned());
            }
        }
        false
    };
    for (m, later) in [
        ("plan", &["board", "pieces", "diagram"][..]),
        ("board", &["pieces", "diagram"]),
        ("pieces", &["board", "diagram"]),
        ("options", &["plan", "sheet", "marks", "kit"]),
    ] {
        for l in later {
            assert!(!reaches(m, l), "{m} uses {l}");
        }
    }
    assert!(reaches("board", "plan") && reaches("pieces", "plan"));
    for m in graph.keys().filter(|m| *m != "mod") {
        assert!(!graph[m].contains("mod"), "{m} uses layout/mod.rs");
    }
}

#[test]
fn loading_a_game_does_not_import_layout() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for file in ["kit.rs", "game.rs", "rules/mod.rs", "rules/diagram.rs"] {
        let text = code(&src.join(file));
        assert!(!text.contains("layout::"), "{file} imports layout");
    }
}

#[test]
fn no_layout_module_chooses_between_colour_and_mono() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/layout");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let text = code(&path);
        for bad in [
            "if mono",
            "if opts.mono",
            ".mono {",
            "&game.mono",
            "&side.mono",
        ] {
            assert!(!text.contains(bad), "{}: {bad}", path.display());
        }
    }
}
