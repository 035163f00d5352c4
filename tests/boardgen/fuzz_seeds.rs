//! Replays the fuzz target's seeds (the built-in games, the examples) and every input that
//! once broke something (`fuzz/regressions/`) through the target's own checks.

use crate::check;

use std::path::Path;

fn inputs(dir: &str) -> Vec<(String, Vec<u8>)> {
    let dir = crate::common::root().join(dir);
    let mut v: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file() && p.file_name().is_some_and(|n| n != ".gitkeep"))
        .map(|p| (p.display().to_string(), std::fs::read(&p).unwrap()))
        .collect();
    v.sort();
    v
}

#[test]
fn seeds_render_and_read_back() {
    for dir in ["templates/games", "examples"] {
        let seeds = inputs(dir);
        assert!(!seeds.is_empty(), "{dir}");
        for (name, data) in seeds {
            assert!(check::check_template(&data), "{name} is refused");
        }
    }
}

/// The art target's seeds: the built-in drawings and `fuzz/seeds/art` (CSS a drawing
/// program writes, read, in the SVG namespace however prefixed; CSS whose matching grows
/// with nesting, a style sheet of another namespace, selectors too long or too many for the
/// drawing, and too many attributes, refused).
#[test]
fn art_seeds_parse_or_are_refused_in_one_line() {
    for (name, data) in inputs("templates/art") {
        assert!(check::check_art(&data), "{name} is refused");
    }
    let seeds = inputs("fuzz/seeds/art");
    for (name, data) in &seeds {
        let accepted = check::check_art(data);
        let refused = name.contains("deep") || name.contains("pseudo") || name.contains("long");
        assert_eq!(accepted, !refused, "{name}");
    }
    assert!(seeds.len() >= 6);
}

/// The picture target's seeds: the test pictures print; every hostile one in
/// `fuzz/seeds/picture/` (made by `common::hostile_pictures`) is refused cleanly.
#[test]
fn picture_seeds_print_or_are_refused() {
    for (name, data) in inputs("tests/pictures") {
        assert!(
            check::check_picture(check::picture_name(&data), &data),
            "{name} is refused"
        );
    }
    let seeds = inputs("fuzz/seeds/picture");
    assert!(!seeds.is_empty());
    for (name, data) in seeds {
        let file = Path::new(&name).file_name().unwrap().to_str().unwrap();
        assert!(!check::check_picture(file, &data), "{name} is accepted");
    }
}

#[test]
fn past_fuzz_findings_stay_fixed() {
    for (name, data) in inputs("fuzz/regressions") {
        eprintln!("{name}");
        if name.contains("/picture-") {
            check::check_picture(check::picture_name(&data), &data);
        } else {
            check::check_template(&data);
        }
    }
}

/// The folder target's seeds (`fuzz/seeds/folder`): planted journals and manifests (the
/// ones of issue 44, CRLF, identities made up, links, folders, paths outside) never change a
/// user's file in the folder a run writes into.
#[test]
fn planted_folder_seeds_leave_the_users_files() {
    let seeds = inputs("fuzz/seeds/folder");
    assert!(seeds.len() >= 5);
    for (name, data) in seeds {
        eprintln!("{name}");
        assert!(check::check_folder(&data), "{name}");
    }
}
