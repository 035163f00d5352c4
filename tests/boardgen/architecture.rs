//! The structure docs/architecture.md promises, read from the source: the layout modules
//! import one another in one direction only, loading a game never imports layout, and no
//! layout module chooses between colour and mono. (`benches/imports.py` prints the whole
//! graph, and the tests below check the whole crate's as it does.)

use crate::common;

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
    let dir = crate::common::root().join("crates/core/src/layout");
    // Each module of layout: a file, or a folder whose `mod.rs` speaks for it (its parts'
    // `super::` is the folder itself; only their `crate::layout::` paths leave it).
    let modules: BTreeMap<String, Vec<std::path::PathBuf>> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter_map(|p| {
            if p.is_dir() {
                let mut files: Vec<_> = std::fs::read_dir(&p)
                    .unwrap()
                    .map(|e| e.unwrap().path())
                    .filter(|f| f.extension().is_some_and(|e| e == "rs"))
                    .collect();
                files.sort_by_key(|f| f.file_name() != Some("mod.rs".as_ref()));
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                return Some((name, files));
            }
            p.extension().is_some_and(|e| e == "rs").then(|| {
                let name = p.file_stem().unwrap().to_string_lossy().into_owned();
                (name, vec![p.clone()])
            })
        })
        .filter(|(m, _)| m != "testutil")
        .collect();
    modules
        .iter()
        .map(|(m, files)| {
            let text = code(&files[0]);
            let mut uses: BTreeSet<String> = if m == "mod" {
                // The module list and its re-exports: `pub use child::...`.
                modules
                    .keys()
                    .filter(|c| text.contains(&format!("pub use {c}::")))
                    .cloned()
                    .collect()
            } else {
                let mut names = reached(&text, "super::");
                names.extend(reached(&text, "crate::layout::"));
                for part in &files[1..] {
                    names.extend(reached(&code(part), "crate::layout::"));
                }
                // A name that is not a module is an item of `mod.rs`.
                names
                    .into_iter()
                    .map(|n| {
                        if modules.contains_key(&n) {
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
    let src = crate::common::root().join("crates/core/src");
    let mut files: Vec<std::path::PathBuf> = ["kit.rs", "rules/mod.rs", "rules/diagram.rs"]
        .iter()
        .map(|f| src.join(f))
        .collect();
    files.extend(rs_files(&src.join("game")));
    for file in files {
        let text = code(&file);
        assert!(
            !text.contains("layout::"),
            "{} imports layout",
            file.display()
        );
    }
}

#[test]
fn no_layout_module_chooses_between_colour_and_mono() {
    let dir = crate::common::root().join("crates/core/src/layout");
    for path in rs_files(&dir) {
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

// The whole crate's module graph, read as `benches/imports.py` reads it (the two must agree:
// `the_import_graph_is_the_one_benches_imports_py_prints` compares them).

/// Every module of `src/` (`a::b` for `src/a/b.rs` or `src/a/b/mod.rs`, `""` for `lib.rs`;
/// `main.rs` is a crate of its own) and its file, without the modules declared under
/// `#[cfg(test)]`.
fn crate_modules() -> BTreeMap<String, std::path::PathBuf> {
    let src = crate::common::root().join("crates/core/src");
    let mut mods = BTreeMap::new();
    let mut dirs = vec![src.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(&src).unwrap().with_extension("");
            let mut parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if parts == ["main"] {
                continue;
            }
            if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
                parts.pop();
            }
            mods.insert(parts.join("::"), path);
        }
    }
    let test_only: Vec<String> = mods
        .iter()
        .flat_map(|(m, f)| {
            test_modules(&std::fs::read_to_string(f).unwrap())
                .into_iter()
                .map(move |c| join(m, &c))
        })
        .collect();
    for m in test_only {
        mods.remove(&m);
    }
    mods
}

/// A module's name as `benches/imports.py` prints it (`lib` for the crate root).
fn shown(module: &str) -> &str {
    if module.is_empty() {
        "lib"
    } else {
        module
    }
}

fn join(a: &str, b: &str) -> String {
    if a.is_empty() {
        b.to_string()
    } else {
        format!("{a}::{b}")
    }
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The names of `#[cfg(test)] mod name;` (optionally `pub`) declarations.
fn test_modules(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("#[cfg(test)]") {
        let mut rest = text[i + "#[cfg(test)]".len()..].trim_start();
        if let Some(r) = rest.strip_prefix("pub") {
            let r = match r.strip_prefix('(') {
                Some(r) => r.find(')').map_or(r, |e| &r[e + 1..]),
                None => r,
            };
            if !r.starts_with(char::is_whitespace) {
                continue;
            }
            rest = r.trim_start();
        }
        let Some(r) = rest.strip_prefix("mod") else {
            continue;
        };
        if !r.starts_with(char::is_whitespace) {
            continue;
        }
        let r = r.trim_start();
        let name: String = r.chars().take_while(|c| is_word(*c)).collect();
        if !name.is_empty() && r[name.len()..].trim_start().starts_with(';') {
            out.push(name);
        }
    }
    out
}

/// `text` without each `#[cfg(test)]` item (the `{ ... }` block after it, or up to its `;`)
/// and without `//` comments.
fn strip_tests(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    for (at, _) in text.match_indices("#[cfg(test)]") {
        if at < i {
            continue;
        }
        out.push_str(&text[i..at]);
        let mut j = at + "#[cfg(test)]".len();
        while j < b.len() && b[j] != b'{' && b[j] != b';' {
            j += 1;
        }
        if j < b.len() && b[j] == b'{' {
            let mut depth = 0i64;
            while j < b.len() {
                depth += match b[j] {
                    b'{' => 1,
                    b'}' => -1,
                    _ => 0,
                };
                j += 1;
                if depth == 0 {
                    break;
                }
            }
        }
        i = (j + 1).min(b.len());
        // Past the item, the next character boundary (the cut may land inside one).
        while !text.is_char_boundary(i) {
            i += 1;
        }
    }
    out.push_str(&text[i..]);
    out.lines()
        .map(|l| l.find("//").map_or(l, |k| &l[..k]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `a::{b, c::{d}}` -> `[a::b, a::c::d]`; `a as b` -> `a`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    if let Some(k) = tree.find('{') {
        // As a Python slice: empty when the last `}` comes before the first `{`.
        let end = tree.rfind('}').unwrap_or(tree.len()).max(k + 1);
        let (head, inner) = (&tree[..k], &tree[k + 1..end]);
        let mut parts = Vec::new();
        let (mut depth, mut start) = (0, 0);
        for (n, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(&inner[start..n]);
                    start = n + 1;
                }
                _ => {}
            }
        }
        parts.push(&inner[start..]);
        return parts
            .into_iter()
            .filter(|p| !p.trim().is_empty())
            .flat_map(|p| expand(&format!("{head}{}", p.trim())))
            .collect();
    }
    vec![tree.split(" as ").next().unwrap().trim().to_string()]
}

/// Every path a file's code names: the trees of its `use` items, expanded, and every
/// `a::b::c` written inline.
fn named_paths(text: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let at = |k: usize| chars.get(k).map(|c| c.1);
    // `use` as a word, then whitespace, then everything up to the next `;`.
    let mut k = 0;
    while k < chars.len() {
        let word_before = k > 0 && is_word(chars[k - 1].1);
        let body = &text[chars[k].0..];
        let end = body.find(';');
        match (word_before, body.strip_prefix("use"), end) {
            (false, Some(rest), Some(end)) if rest.starts_with(char::is_whitespace) => {
                let tree = rest[..end - 3].trim_start();
                if !tree.is_empty() {
                    paths.extend(expand(tree));
                }
                // Past the `;`, as a regular expression's next match starts.
                let stop = chars[k].0 + end;
                while k < chars.len() && chars[k].0 <= stop {
                    k += 1;
                }
            }
            _ => k += 1,
        }
    }
    // `word(::word)+`, starting after neither `:` nor a word character.
    let mut k = 0;
    while k < chars.len() {
        let starts =
            is_word(chars[k].1) && (k == 0 || !(is_word(chars[k - 1].1) || chars[k - 1].1 == ':'));
        if !starts {
            k += 1;
            continue;
        }
        let mut e = k;
        while at(e).is_some_and(is_word) {
            e += 1;
        }
        let mut segs = 0;
        while at(e) == Some(':') && at(e + 1) == Some(':') && at(e + 2).is_some_and(is_word) {
            e += 2;
            while at(e).is_some_and(is_word) {
                e += 1;
            }
            segs += 1;
        }
        if segs > 0 {
            let end = chars.get(e).map_or(text.len(), |c| c.0);
            paths.push(text[chars[k].0..end].to_string());
            k = e;
        } else {
            k += 1;
        }
    }
    paths
}

/// The module `path`, named in module `from`, leads to, if it is one of `mods`: the longest
/// module its start names.
fn resolve(mods: &BTreeMap<String, std::path::PathBuf>, from: &str, path: &str) -> Option<String> {
    let mut segs: Vec<&str> = path.split("::").collect();
    let base: Vec<&str> = if from.is_empty() {
        vec![]
    } else {
        from.split("::").collect()
    };
    let mut cur: Vec<&str>;
    if segs[0] == "crate" {
        cur = vec![];
        segs.remove(0);
    } else if segs[0] == "super" || segs[0] == "self" {
        cur = base;
        while let Some(&s) = segs.first().filter(|s| **s == "super" || **s == "self") {
            if s == "super" {
                cur.pop();
            }
            segs.remove(0);
        }
    } else if mods.contains_key(&[&base[..], &segs[..1]].concat().join("::")) {
        cur = base; // a child module, named relative to this one
    } else {
        return None;
    }
    (0..=segs.len())
        .rev()
        .map(|n| [&cur[..], &segs[..n]].concat().join("::"))
        .find(|c| mods.contains_key(c))
}

/// Every `.rs` file under `dir`, its folders' too.
fn rs_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rs_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// True when `a` and `b` are one module or one is a part of the other (`layout::text` and
/// `layout::text::balance`).
fn related(a: &str, b: &str) -> bool {
    a == b || a.starts_with(&format!("{b}::")) || b.starts_with(&format!("{a}::"))
}

/// Which module imports which, across `src/` (tests left out).
fn crate_graph() -> BTreeMap<String, BTreeSet<String>> {
    let mods = crate_modules();
    mods.iter()
        .map(|(m, f)| {
            let text = strip_tests(&std::fs::read_to_string(f).unwrap());
            // A folder module and its own parts are one module split into files: they
            // import one another (`mod part; pub use part::*;`, `use super::*;`) by design.
            let uses = named_paths(&text)
                .iter()
                .filter_map(|p| resolve(&mods, m, p))
                .filter(|t| !related(t, m))
                .collect();
            (m.clone(), uses)
        })
        .collect()
}

/// The sets of modules that import one another, each sorted, as `a <-> b`.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<String> {
    let reach = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.to_string()];
        while let Some(m) = todo.pop() {
            for n in &graph[&m] {
                if seen.insert(n.clone()) {
                    todo.push(n.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    graph
        .keys()
        .filter_map(|m| {
            let mut set: Vec<&str> = graph
                .keys()
                .filter(|n| n == &m || (reaches[m].contains(*n) && reaches[*n].contains(m)))
                .map(|n| shown(n))
                .collect();
            set.sort();
            (set.len() > 1).then(|| set.join(" <-> "))
        })
        .collect()
}

/// The part of the program (docs/architecture.md) a module belongs to.
fn part(module: &str) -> Option<&'static str> {
    let top = module.split("::").next().unwrap();
    Some(match top {
        "" => "Driver",
        "args" | "config" => "Options",
        "product" => "Products",
        "cut" => "Cutting",
        "kit" | "game" | "art" | "picture" | "jpeg_scan" => "Loading",
        "files" => "Files",
        "rules" => "Rules",
        "layout" => "Layout",
        "export" => "Backends",
        "scene" | "font" | "units" | "paper" | "quote" | "exit" | "lang" | "said" | "cancel" => {
            "Ground"
        }
        _ => return None,
    })
}

/// Imports between parts that the structure forbids.
const NEVER: &[(&str, &str)] = &[
    ("Backends", "Layout"),
    ("Backends", "Driver"),
    ("Layout", "Driver"),
    ("Layout", "Backends"),
    ("Layout", "Cutting"),
    ("Ground", "Layout"),
    ("Ground", "Loading"),
    ("Loading", "Layout"),
    ("Loading", "Driver"),
    ("Rules", "Layout"),
    ("Driver", "Layout"),
    ("Driver", "Backends"),
    ("Driver", "Cutting"),
];

#[test]
fn the_only_import_cycle_is_font_and_scene() {
    let found = cycles(&crate_graph());
    let allowed = ["font <-> scene"];
    for c in &found {
        assert!(allowed.contains(&c.as_str()), "an import cycle: {c}");
    }
}

#[test]
fn no_part_imports_one_it_must_not() {
    let graph = crate_graph();
    let mut wrong = Vec::new();
    for (m, uses) in &graph {
        let from = part(m).unwrap_or_else(|| {
            panic!("module '{m}' belongs to no part: add it to `part` (docs/architecture.md)")
        });
        for u in uses {
            let to = part(u).unwrap_or_else(|| panic!("module '{u}' belongs to no part"));
            if NEVER.contains(&(from, to)) {
                wrong.push(format!("{} ({from}) imports {u} ({to})", shown(m)));
            }
        }
    }
    assert!(wrong.is_empty(), "forbidden imports:\n{}", wrong.join("\n"));
}

#[test]
fn the_import_graph_is_the_one_benches_imports_py_prints() {
    let script = crate::common::root().join("benches/imports.py");
    let out = match std::process::Command::new("python3").arg(&script).output() {
        Ok(out) => out,
        Err(e) => {
            common::skip(
                &format!("python3 cannot run: {e}"),
                "apt-get install python3",
            );
            return;
        }
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut printed = BTreeMap::new();
    let mut printed_cycles = BTreeSet::new();
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        if let Some(list) = line.strip_prefix("cycles: ") {
            printed_cycles = list
                .split("; ")
                .filter(|c| *c != "none")
                .map(str::to_string)
                .collect();
        } else {
            let (m, uses) = line.split_once(" -> ").expect("module -> uses");
            let uses: BTreeSet<String> = uses
                .split(", ")
                .filter(|u| !u.is_empty())
                .map(str::to_string)
                .collect();
            printed.insert(m.trim().to_string(), uses);
        }
    }
    let graph = crate_graph();
    let ours: BTreeMap<String, BTreeSet<String>> = graph
        .iter()
        .map(|(m, uses)| {
            let uses = uses.iter().map(|u| shown(u).to_string()).collect();
            (shown(m).to_string(), uses)
        })
        .collect();
    assert_eq!(ours, printed);
    assert_eq!(cycles(&graph), printed_cycles);
}

/// The core library does no I/O, so that every front end (the command line, the web app, a
/// browser build) runs it as it is: none of its dependencies is one that reaches the system,
/// a command line or a network, and none of its sources names a module of `std` that does. What it needs from outside arrives as bytes or through `files::RunFiles`.
#[test]
fn the_core_does_no_io() {
    // The packages the core reaches on this machine (`cargo tree`, as Cargo.lock has them),
    // to `depth` levels (direct dependencies at 1).
    let tree = |depth: &str| -> BTreeSet<String> {
        let out = std::process::Command::new(env!("CARGO"))
            .args([
                "tree",
                "-p",
                "boardgen-core",
                "-e",
                "normal",
                "--prefix",
                "none",
            ])
            .args(["--offline", "--depth", depth])
            .current_dir(crate::common::root())
            .output()
            .expect("cargo tree runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .map(str::to_string)
            .collect()
    };
    let direct = tree("1");
    let reached = tree("100");
    assert!(direct.contains("printpdf") && reached.len() > direct.len());
    for banned in [
        "clap", "tokio", "hyper", "axum", "libc", "rustix", "tempfile",
    ] {
        assert!(!direct.contains(banned), "the core depends on {banned}");
    }
    // Nor through another crate; but libc, which lopdf's random numbers (getrandom) need
    // on Unix and which never touches a file of ours.
    for banned in [
        "clap", "tokio", "hyper", "axum", "rustix", "tempfile", "boardgen",
    ] {
        assert!(
            !reached.contains(banned),
            "the core reaches {banned}: {reached:?}"
        );
    }
    let mut io = Vec::new();
    // Its tests too: they run wherever the core does.
    for (module, file) in crate_modules() {
        let text = std::fs::read_to_string(&file).unwrap();
        for word in [
            "std::fs",
            "std::process",
            "std::env::",
            "std::net",
            "std::thread::",
            "std::os::fd",
            "std::os::unix::fs",
            "File::open",
        ] {
            if text.contains(word) {
                io.push(format!("{} names {word}", shown(&module)));
            }
        }
    }
    assert!(io.is_empty(), "the core does I/O:\n{}", io.join("\n"));
}

/// One job a file: no source file of any crate holds more than 800 lines of code (blank
/// lines, comments and test modules left out).
#[test]
fn no_source_file_is_over_800_code_lines() {
    let root = crate::common::root();
    let mut files = rs_files(&root.join("src"));
    for member in [
        "crates/core/src",
        "crates/form/src",
        "crates/web/src",
        "crates/browser/src",
    ] {
        files.extend(rs_files(&root.join(member)));
    }
    let mut over = Vec::new();
    for f in &files {
        let code = strip_tests(&std::fs::read_to_string(f).unwrap());
        let n = code.lines().filter(|l| !l.trim().is_empty()).count();
        if n > 800 {
            over.push(format!("{}: {n}", f.strip_prefix(root).unwrap().display()));
        }
    }
    assert!(files.len() > 50, "{} files found", files.len());
    assert!(over.is_empty(), "over 800 code lines: {over:?}");
}
