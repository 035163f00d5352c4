//! Templates are untrusted input: files they name stay inside their folder, every size is
//! bounded, messages are one safe line, and the output folder is all or nothing.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::boardgen;

/// The checkers example without its rules text, icons and moves: the tests add their own.
fn base() -> String {
    include_str!("../../examples/checkers.toml")
        .lines()
        .filter(|l| {
            !["rules =", "icon =", "moves ="]
                .iter()
                .any(|k| l.starts_with(k))
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

/// A template folder: `game.toml` ([`base`] with `edit` applied) and the extra files given.
fn folder(edit: &dyn Fn(&str) -> String, files: &[(&str, &[u8])]) -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    let sub = d.path().join("game");
    fs::create_dir(&sub).unwrap();
    fs::write(sub.join("game.toml"), edit(&base())).unwrap();
    for (name, data) in files {
        fs::write(sub.join(name), data).unwrap();
    }
    d
}

fn game(d: &tempfile::TempDir) -> PathBuf {
    d.path().join("game").join("game.toml")
}

/// Runs `args` with `--out` in the folder; returns (exit code, stderr, elapsed).
fn run(d: &Path, args: &[&str], out: &Path) -> (Option<i32>, String, Duration) {
    let t = Instant::now();
    let o = boardgen()
        .current_dir(d)
        .args(args)
        .arg("--out")
        .arg(out)
        .output()
        .unwrap();
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        t.elapsed(),
    )
}

/// Expects the template in `d` to be refused with exit 2, one line, nothing written; returns
/// the message with the template's path shortened to `game.toml`.
fn refused(d: &tempfile::TempDir) -> String {
    let out = d.path().join("out");
    let g = game(d);
    let (code, err, took) = run(d.path(), &["pdf", "--game", g.to_str().unwrap()], &out);
    assert_eq!(code, Some(2), "{err}");
    assert!(took < Duration::from_secs(20), "took {took:?}: {err}");
    assert!(!out.exists(), "nothing may be written: {err}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    err.trim_end()
        .trim_start_matches("error: ")
        .replace(&*d.path().join("game").to_string_lossy(), "")
        .trim_start_matches('/')
        .to_string()
}

fn with_rules(rules: &str) -> impl Fn(&str) -> String + '_ {
    move |t: &str| {
        t.replacen(
            "default_spares = 8",
            &format!("default_spares = 8\nrules = \"{rules}\""),
            1,
        )
    }
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines().position(|l| l.contains(needle)).unwrap() + 1
}

#[test]
fn files_outside_the_template_folder_are_refused() {
    let outside = tempfile::tempdir().unwrap();
    fs::write(outside.path().join("secret.txt"), "SECRET").unwrap();
    for rules in [
        "/etc/passwd",
        "../secret.txt",
        "/proc/self/environ",
        "sub/../../x.md",
    ] {
        let d = folder(&with_rules(rules), &[]);
        fs::write(d.path().join("secret.txt"), "SECRET").unwrap();
        let e = refused(&d);
        let at = format!(
            "game.toml:{}:9: ",
            line_of(&with_rules(rules)(&base()), "rules =")
        );
        assert!(e.starts_with(&at), "{rules}: {e}");
        assert!(!e.contains("SECRET"), "{e}");
    }
    // A symlink that resolves outside is refused like the path itself.
    #[cfg(unix)]
    {
        let d = folder(&with_rules("link.md"), &[]);
        std::os::unix::fs::symlink(
            outside.path().join("secret.txt"),
            d.path().join("game/link.md"),
        )
        .unwrap();
        assert!(refused(&d).contains("symbolic link"));
        let d = folder(&|t| t.replacen("builtin:king.svg", "/etc/hostname", 1), &[]);
        assert!(refused(&d).contains("must be a path relative"));
    }
}

/// Every part of a path a template names is opened once, relative to the folder before it,
/// and none may be a symbolic link, even one that points inside: a link checked and then
/// opened could be swapped in between (a check-then-open race), so none is followed.
#[cfg(unix)]
#[test]
fn files_are_opened_once_and_never_through_a_link() {
    const RULES: &str = "# Rules\n\nPlay.\n";
    let rules = RULES;
    // A link to a file inside, and a link to a folder inside.
    type Make = Box<dyn Fn(&Path)>;
    let cases: Vec<(&str, Make)> = vec![
        (
            "link.md",
            Box::new(|g: &Path| {
                fs::write(g.join("real.md"), RULES).unwrap();
                std::os::unix::fs::symlink("real.md", g.join("link.md")).unwrap();
            }),
        ),
        (
            "sub/rules.md",
            Box::new(|g: &Path| {
                fs::create_dir(g.join("real")).unwrap();
                fs::write(g.join("real/rules.md"), RULES).unwrap();
                std::os::unix::fs::symlink("real", g.join("sub")).unwrap();
            }),
        ),
    ];
    for (name, make) in cases {
        let d = folder(&with_rules(name), &[]);
        make(&d.path().join("game"));
        let e = refused(&d);
        assert!(e.contains("symbolic link"), "{name}: {e}");
    }
    // The same paths as plain folders and files are read.
    let d = folder(&with_rules("a/b/../rules.md"), &[]);
    fs::create_dir_all(d.path().join("game/a/b")).unwrap();
    fs::write(d.path().join("game/a/rules.md"), rules).unwrap();
    let (code, err, _) = run(
        d.path(),
        &[
            "pdf",
            "--sheets",
            "rules",
            "--game",
            game(&d).to_str().unwrap(),
        ],
        &d.path().join("out"),
    );
    assert_eq!(code, Some(0), "{err}");
}

#[test]
fn every_path_is_checked_before_any_file_is_read() {
    // The first drawing is unreadable as SVG, the second path climbs out: the path is what is
    // reported, so no file was read before every path was checked.
    let d = folder(
        &|t| {
            t.replacen("builtin:checker.svg", "broken.svg", 1).replacen(
                "builtin:king.svg",
                "../../king.svg",
                1,
            )
        },
        &[("broken.svg", b"<svg")],
    );
    let e = refused(&d);
    assert!(e.contains("piece 'king'") && e.contains("outside"), "{e}");
}

#[cfg(unix)]
#[test]
fn devices_fifos_and_huge_files_are_refused_without_hanging() {
    let fifo = |p: &Path| {
        let c = std::ffi::CString::new(p.to_str().unwrap()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    };
    // A rules text or drawing that is a FIFO, or a symlink to /dev/zero.
    let d = folder(&with_rules("pipe.md"), &[]);
    fifo(&d.path().join("game/pipe.md"));
    assert!(refused(&d).contains("not a regular file"));
    let d = folder(&with_rules("zero.md"), &[]);
    std::os::unix::fs::symlink("/dev/zero", d.path().join("game/zero.md")).unwrap();
    refused(&d);
    let d = folder(&|t| t.replacen("builtin:king.svg", "pipe.svg", 1), &[]);
    fifo(&d.path().join("game/pipe.svg"));
    assert!(refused(&d).contains("not a regular file"));
    // Over 1 MiB.
    let big = vec![b'a'; (1 << 20) + 1];
    let d = folder(&with_rules("big.md"), &[("big.md", &big)]);
    assert!(refused(&d).contains("1048576"));
    // The template itself as a FIFO or a device.
    let d = tempfile::tempdir().unwrap();
    let t = d.path().join("pipe.toml");
    fifo(&t);
    for g in [t.to_str().unwrap(), "/dev/zero.toml"] {
        let (code, err, took) = run(d.path(), &["pdf", "--game", g], &d.path().join("out"));
        assert_eq!(code, Some(2), "{err}");
        assert!(took < Duration::from_secs(20));
    }
    let link = d.path().join("zero.toml");
    std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
    let (code, err, _) = run(
        d.path(),
        &["pdf", "--game", link.to_str().unwrap()],
        &d.path().join("out"),
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("not a regular file"), "{err}");
}

#[test]
fn sizes_are_bounded_at_their_line_and_column() {
    type Edit = Box<dyn Fn(&str) -> String>;
    let cases: Vec<(Edit, &str, &str)> = vec![
        (
            Box::new(|t: &str| {
                t.replacen(
                    "id = \"checkers\"",
                    &format!("id = \"{}\"", "a".repeat(300)),
                    1,
                )
            }),
            "id = ",
            "must be 1 to 40",
        ),
        (
            Box::new(|t: &str| {
                t.replacen(
                    "name = \"Checkers\"",
                    &format!("name = \"{}\"", "W".repeat(1_000_000)),
                    1,
                )
            }),
            "name = \"W",
            "1000000 characters long: the limit is 60",
        ),
        (
            Box::new(|t: &str| {
                t.replacen(
                    "name = \"man\"",
                    &format!("name = \"{}\"", "m".repeat(33)),
                    1,
                )
            }),
            "name = \"mmm",
            "the limit is 32",
        ),
        (
            Box::new(|t: &str| {
                t.replacen(
                    "count = 12",
                    "count = 12\nmoves = { kind = \"leap\", leap = [3, 1, 2] }",
                    1,
                )
            }),
            "moves = ",
            "leap has 3 numbers",
        ),
    ];
    for (edit, at, says) in cases {
        let d = folder(&*edit, &[]);
        let e = refused(&d);
        let text = edit(&base());
        let want = format!("game.toml:{}:", line_of(&text, at));
        assert!(e.starts_with(&want), "want {want} … {says}: {e}");
        assert!(e.contains(says), "want {says}: {e}");
        assert!(e.chars().count() < 300, "elided: {}", e.len());
    }
    // Thirteen kinds of piece.
    let extra: String = (0..12)
        .map(|i| format!("\n[[pieces]]\nid = \"p{i}\"\nname = \"p{i}\"\nplural = \"p{i}s\"\nart = \"builtin:king.svg\"\ncount = 0\n"))
        .collect();
    let d = folder(
        &|t| t.replacen("\n[[sides]]", &format!("{extra}\n[[sides]]"), 1),
        &[],
    );
    assert!(refused(&d).contains("at most 12 kinds of piece"));
}

#[test]
fn hostile_artwork_is_refused() {
    let svg = |body: &str| {
        format!(r##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">{body}</svg>"##)
    };
    let many: String = (0..6000)
        .map(|_| r##"<rect width="1" height="1" fill="#000"/>"##)
        .collect();
    let deep = format!(
        "{}<rect width='1' height='1'/>{}",
        "<g>".repeat(40),
        "</g>".repeat(40)
    );
    let cases = [
        (
            svg(r##"<text x="1" y="5">hi</text><rect width="1" height="1" fill="#000"/>"##),
            "<text>",
        ),
        (
            svg(r##"<image href="/etc/passwd" width="5" height="5"/>"##),
            "<image>",
        ),
        (
            svg(r##"<rect width="5" height="5" fill="#000" stroke="#000" stroke-width="3e38"/>"##),
            "stroke wider",
        ),
        (
            svg(
                r##"<rect width="5" height="5" fill="#000" transform="matrix(1e38 0 0 1e38 0 0)"/>"##,
            ),
            "no filled or stroked shapes",
        ),
        (
            svg(r##"<rect width="5" height="5" fill="#000" transform="scale(1e30)"/>"##),
            "too far",
        ),
        (
            svg(
                r##"<rect width="5" height="5" fill="#000"/><path d="M0 0L1e38 1e38L0 5z" fill="#000"/>"##,
            ),
            "too far",
        ),
        (svg(&many), "more than 5000 elements"),
        (svg(&deep), "more than 32 deep"),
        // CSS whose matching cost grows with nesting and rules (issue 23: 119 s for 1.4 KB).
        (
            svg(&format!(
                "<style>{}</style>{}<path class='c1' d='M0 0h5v5z'/>{}",
                (0..10)
                    .map(|i| format!("g g g path.c{i}{{fill:#000}}"))
                    .collect::<String>(),
                "<g>".repeat(30),
                "</g>".repeat(30)
            )),
            "CSS combinators",
        ),
        (
            svg(&format!(
                "<path style='{}' d='M0 0h5v5z'/>",
                "fill:#000;".repeat(100_000)
            )),
            "style attribute over 2048 bytes",
        ),
        (
            svg(r##"<use href="#a"/><rect id="a" width="1" height="1"/>"##),
            "<use>",
        ),
        // Issue 31: a style sheet in another namespace, which usvg applied all the same
        // (163 s for 923 bytes)...
        (
            svg(&format!(
                "<x:style xmlns:x='urn:x'>{}</x:style>{}<path class='c1' d='M0 0h5v5z'/>{}",
                (0..10)
                    .map(|i| format!("g g g path.c{i}{{fill:#000}}"))
                    .collect::<String>(),
                "<g>".repeat(29),
                "</g>".repeat(29)
            )),
            "<style> outside the SVG namespace",
        ),
        // ... one compound selector of 8,180 classes on 1,990 shapes (25 s) ...
        (
            svg(&format!(
                "<style>{}{{fill:#000}}</style>{}",
                ".a".repeat(8180),
                "<rect class='a' width='1' height='1'/>".repeat(1990)
            )),
            "CSS selector of more than 8 parts",
        ),
        // ... rules each within the limits, but too many tries on too many shapes ...
        (
            svg(&format!(
                "<style>{}</style>{}",
                (0..64)
                    .map(|i| format!("rect.a.b.c.d.e.f.g{i}{{fill:#000}}"))
                    .collect::<String>(),
                "<rect class='a' width='1' height='1'/>".repeat(1990)
            )),
            "style matching limit",
        ),
        // ... and 100,000 attributes on one element (28.6 s).
        (
            svg(&format!(
                "<rect {} width='1' height='1'/>",
                (0..100_000)
                    .map(|i| format!("a{i}='' "))
                    .collect::<String>()
            )),
            "more than 256 attributes",
        ),
    ];
    // The same limits hold for a piece's drawing and for its diagram icon.
    let as_art = |t: &str| t.replacen("builtin:king.svg", "art.svg", 1);
    let as_icon = |t: &str| {
        t.replacen(
            "art = \"builtin:king.svg\"",
            "art = \"builtin:king.svg\"\nicon = \"art.svg\"",
            1,
        )
    };
    type Edit<'a> = &'a dyn Fn(&str) -> String;
    let edits: [(Edit, usize); 2] = [(&as_art, 7), (&as_icon, 8)];
    for (edit, col) in edits {
        for (art, says) in &cases {
            let d = folder(edit, &[("art.svg", art.as_bytes())]);
            let e = refused(&d);
            let want = format!(
                "game.toml:{}:{col}: piece 'king': ",
                line_of(&edit(&base()), "\"art.svg\"")
            );
            assert!(e.starts_with(&want) && e.contains(says), "want {says}: {e}");
        }
    }
}

#[test]
fn icon_paths_are_checked_like_art_paths() {
    for (icon, says) in [
        ("/etc/hostname", "must be a path relative"),
        ("../secret.svg", "outside the template's folder"),
        ("missing.svg", "cannot read artwork 'missing.svg'"),
        ("builtin:dragon-icon.svg", "no built-in artwork"),
        (&"i".repeat(300), "icon path is over 255 characters"),
    ] {
        let d = folder(
            &|t| {
                t.replacen(
                    "art = \"builtin:king.svg\"",
                    &format!("art = \"builtin:king.svg\"\nicon = \"{icon}\""),
                    1,
                )
            },
            &[],
        );
        fs::write(d.path().join("secret.svg"), "<svg/>").unwrap();
        let e = refused(&d);
        let want = format!(
            "game.toml:{}:8: piece 'king': ",
            line_of(&base(), "builtin:king.svg") + 1
        );
        assert!(e.starts_with(&want) && e.contains(says), "want {says}: {e}");
    }
}

#[test]
fn control_characters_in_a_rules_text_are_refused_where_they_are() {
    for (c, col) in [('\0', 7), ('\u{7}', 1), ('\u{1b}', 12)] {
        let mut line: Vec<char> = "Words and more.".chars().collect();
        line.insert(col - 1, c);
        let text = format!("# Rules\n\n{}\n", line.iter().collect::<String>());
        let d = folder(&with_rules("rules.md"), &[("rules.md", text.as_bytes())]);
        let e = refused(&d);
        let want = format!("rules.md:3:{col}: the control character U+{:04X}", c as u32);
        assert!(e.starts_with(&want), "{e}");
    }
    // Tabs and Windows line ends are text.
    let d = folder(
        &with_rules("rules.md"),
        &[("rules.md", b"# Rules\r\n\r\nWords\tand more.\r\n")],
    );
    let out = d.path().join("out");
    let g = game(&d);
    let (code, err, _) = run(
        d.path(),
        &["svg", "--game", g.to_str().unwrap(), "--sheets", "rules"],
        &out,
    );
    assert_eq!(code, Some(0), "{err}");
}

/// Issue 31: PNG work is bounded by what drawing costs, not by segments alone. Art of
/// 49,990 segments on 78 pieces a side is 7.8 million segments, under the segment limit, but
/// on 1200 mm paper at 211 dpi took over 500 s: it is refused before anything is drawn,
/// naming the dpi that fits; the PDF of the same set is made.
#[test]
fn preview_work_is_bounded_by_the_pixels_the_segments_span() {
    let zigzag: String = (1..=49_988)
        .map(|i| format!("L{:.4} {}", i as f64 * 100.0 / 49_988.0, 100 * (i % 2)))
        .collect::<Vec<_>>()
        .join(" ");
    let svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path fill="#000" d="M0 0 {zigzag} Z"/></svg>"##
    );
    let squares = |first: bool| -> String {
        (0..70)
            .map(|i| {
                let rank = if first { 1 + i / 26 } else { 26 - i / 26 };
                format!("\"{}{rank}\"", (b'a' + (i % 26) as u8) as char)
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let edit = |t: &str| {
        let mut t = t
            .replace("builtin:king.svg", "zigzag.svg")
            .replace("builtin:checker.svg", "zigzag.svg")
            .replacen("files = 8", "files = 26", 1)
            .replacen("ranks = 8", "ranks = 26", 1)
            .replacen("play_on = \"dark\"", "play_on = \"all\"", 1)
            .replacen("square = 30.0", "square = 40.0", 1)
            .replacen("count = 12", "count = 70", 1);
        let mut side = 0;
        t = t
            .lines()
            .map(|l| {
                if l.starts_with("man = [") {
                    side += 1;
                    format!("man = [{}]\n", squares(side == 1))
                } else {
                    format!("{l}\n")
                }
            })
            .collect();
        t
    };
    let d = folder(&edit, &[("zigzag.svg", svg.as_bytes())]);
    let g = game(&d);
    let out = d.path().join("out");
    let args = [
        "png",
        "--paper",
        "1200x1200",
        "--dpi",
        "211",
        "--sheets",
        "pieces",
        "--game",
        g.to_str().unwrap(),
    ];
    let (code, err, _) = run(d.path(), &args, &out);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("--dpi 211: drawing these previews would take too long")
            && err.contains("use --dpi 7"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(!out.exists());
    let (code, err, _) = run(
        d.path(),
        &[
            "pdf",
            "--paper",
            "1200x1200",
            "--sheets",
            "pieces",
            "--game",
            g.to_str().unwrap(),
        ],
        &out,
    );
    assert_eq!(code, Some(0), "{err}");
}

/// An integer too large for any key names itself, where the parser's words do not.
#[test]
fn a_number_too_large_is_named() {
    let d = folder(
        &|t| {
            t.replacen(
                "default_spares = 8",
                "default_spares = 99999999999999999999",
                1,
            )
        },
        &[],
    );
    let e = refused(&d);
    assert!(
        e.contains("game.toml:") && e.contains("'99999999999999999999' is out of range"),
        "{e}"
    );
}

#[test]
fn diagram_errors_point_at_their_rules_line() {
    let text = "# Rules\n\nSome words.\n\n  @moves nope d4 | A caption.\n";
    let d = folder(&with_rules("rules.md"), &[("rules.md", text.as_bytes())]);
    let e = refused(&d);
    assert!(e.starts_with("rules.md:5:3: "), "{e}");
    assert!(e.contains("'nope'") && !e.contains("Checkers"), "{e}");
    let long = "Words and more words.\n".repeat(3200);
    let d = folder(&with_rules("rules.md"), &[("rules.md", long.as_bytes())]);
    assert!(refused(&d).contains("over 65536 bytes"));
    let many = "@setup\n".repeat(101);
    let d = folder(&with_rules("rules.md"), &[("rules.md", many.as_bytes())]);
    let e = refused(&d);
    assert!(
        e.starts_with("rules.md:101:1: more than 100 diagrams"),
        "{e}"
    );
}

#[test]
fn messages_are_one_escaped_line_naming_each_cause_once() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    let digits = "9".repeat(5000);
    let (code, err, _) = run(d.path(), &["pdf", "--margin", &digits], &out);
    assert_eq!(code, Some(2));
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.len() < 200 && err.contains("(5000 characters)"),
        "{err}"
    );
    assert!(err.contains("--margin"), "{err}");
    // A bidi override in a name is escaped, not printed raw.
    let d2 = folder(
        &|t| t.replacen("name = \"Checkers\"", "name = \"Che\u{202E}ckers\"", 1),
        &[],
    );
    let e = refused(&d2);
    assert!(e.contains("\\u{202E}") && !e.contains('\u{202E}'), "{e}");
    // A missing file's cause is given once.
    let (code, err, _) = run(d.path(), &["pdf", "--game", "missing.toml"], &out);
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(err.matches("no such file").count(), 1, "{err}");
    assert!(!err.contains("os error"), "{err}");
}

#[test]
fn an_out_that_cannot_be_a_folder_is_bad_input_and_harms_nothing() {
    let d = tempfile::tempdir().unwrap();
    let f = d.path().join("file.pdf");
    fs::write(&f, "keep").unwrap();
    for out in [f.clone(), f.join("sub")] {
        let (code, err, _) = run(d.path(), &["pdf", "--game", "checkers.toml"], &out);
        // The folder is checked before the (missing) template is even read.
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains("--out"), "{err}");
    }
    assert_eq!(fs::read(&f).unwrap(), b"keep");
}

#[test]
fn stale_temporaries_are_removed_by_the_next_run() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    fs::create_dir(&out).unwrap();
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let dead = child.id();
    child.wait().unwrap();
    let stale = out.join(format!(".boardgen-{dead}-abc123.part"));
    fs::write(&stale, vec![0u8; 1000]).unwrap();
    fs::write(out.join("notes.part"), "mine").unwrap();
    let (code, err, _) = run(d.path(), &["pdf", "--game", "camels-and-carpets"], &out);
    assert_eq!(code, Some(0), "{err}");
    assert!(!stale.exists());
    assert!(out.join("notes.part").exists());
    let left: Vec<_> = fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".boardgen-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// Interrupting a run at any moment leaves the whole old set or the whole new one, and the
/// next run leaves none of boardgen's temporaries behind.
#[cfg(unix)]
#[test]
fn an_interrupted_run_leaves_the_old_set_or_the_new_one() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("out");
    let args = ["svg", "--game", "camels-and-carpets"];
    let (code, err, took) = run(d.path(), &args, &out);
    assert_eq!(code, Some(0), "{err}");
    let listing = |dir: &Path| -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| !n.starts_with(".boardgen-"))
            .collect();
        v.sort();
        v
    };
    let names = listing(&out);
    let steps = 8;
    for step in 0..=steps {
        for n in &names {
            fs::write(out.join(n), "old").unwrap();
        }
        let mut child = boardgen()
            .current_dir(d.path())
            .args(args)
            .arg("--out")
            .arg(&out)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(took * step / steps);
        unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
        child.wait().unwrap();
        assert_eq!(listing(&out), names, "step {step}");
        let old = names
            .iter()
            .filter(|n| fs::read(out.join(n)).unwrap() == b"old")
            .count();
        assert!(
            old == 0 || old == names.len(),
            "step {step}: {old} old files of {}",
            names.len()
        );
    }
    let (code, err, _) = run(d.path(), &["pdf", "--game", "checkers-missing.toml"], &out);
    assert_eq!(code, Some(2), "{err}");
    let left: Vec<_> = fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".boardgen-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// The messages of issue 23: each is one line that says what is wrong and names the value.
#[test]
fn every_message_names_its_value_on_one_line() {
    let base = base();
    let one_line = |args: &[&str], code: i32, want: &str| {
        let o = boardgen().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        assert_eq!(o.status.code(), Some(code), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(want),
            "{args:?}: {err}"
        );
        assert!(err.chars().count() < 400, "{args:?}: {err}");
    };
    let many_x = "x".repeat(10_000);
    for (args, want) in [
        (vec!["pdf", "--paper", "-210x-297"], "'-210x-297'"),
        (vec!["pdf", "--spares", "crown="], "'crown=' has no number"),
        (vec!["pdf", "--spares", "1,,2"], "'1,,2' has an empty item"),
        (
            vec!["pdf", "--pieces", "carpet="],
            "'carpet=' has no number",
        ),
        (vec!["art", many_x.as_str()], "(10000 characters)"),
        (vec!["template", "nope"], "'nope'"),
    ] {
        one_line(&args, 2, want);
    }
    // Template messages: a control character in a comment, a huge number, bytes that are
    // not UTF-8 (at their line and column), and a long path kept whole in the location.
    let d = tempfile::tempdir().unwrap();
    let long = d.path().join("d".repeat(120)).join("e".repeat(120));
    fs::create_dir_all(&long).unwrap();
    let mut cases: Vec<(Vec<u8>, String)> = Vec::new();
    for c in ['\0', '\u{1b}', '\u{7f}'] {
        let text = base.replacen('\n', &format!("\n# a {c} comment\n"), 1);
        let esc = format!("\\u{{{:X}}}", c as u32);
        cases.push((
            text.into_bytes(),
            format!(":2:5: the control character {esc} is not allowed"),
        ));
    }
    let square = base.replacen("square = 30.0", "square = 1e308", 1);
    assert_ne!(square, base);
    let line = line_of(&square, "square = 1e308");
    cases.push((
        square.into_bytes(),
        format!(":{line}:10: board.square is 1e308: it must be"),
    ));
    let mut bad = base.as_bytes().to_vec();
    let at = base.find("\nname").unwrap() + 3;
    bad.splice(at..at, [0xdf, 0xff]);
    let line = line_of(&base, "name = \"Checkers\"");
    cases.push((bad, format!(":{line}:3: not UTF-8 text (byte 0xDF)")));
    for (text, want) in cases {
        let file = long.join("game.toml");
        fs::write(&file, &text).unwrap();
        let o = boardgen()
            .args(["pdf", "--out"])
            .arg(d.path().join("out"))
            .arg("--game")
            .arg(&file)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        let whole = format!("error: {}{want}", file.display());
        assert!(err.starts_with(&whole), "{want}: {err}");
    }
    // A rules text that is not UTF-8: at its own line and column.
    let d = folder(
        &with_rules("rules.md"),
        &[("rules.md", b"# Rules\n\nPlay \xe9t\xe9.\n")],
    );
    let e = refused(&d);
    assert!(
        e.starts_with("rules.md:3:6: rules 'rules.md' is not UTF-8 text (byte 0xE9)"),
        "{e}"
    );
}

/// The largest input the limits accept stays bounded in pages and drawing work: a class set
/// of a long rules text is refused by its page count, and artwork placed many times by the
/// path segments it would draw, both as bad input before anything is written.
#[test]
fn work_and_pages_are_bounded() {
    let mut rules = String::from("# Rules\n\n");
    while rules.len() < 60_000 {
        rules += "## A heading\n\nA short paragraph of the rules.\n\n";
    }
    let d = folder(&with_rules("rules.md"), &[("rules.md", rules.as_bytes())]);
    let out = d.path().join("out");
    let g = game(&d);
    let (code, err, _) = run(
        d.path(),
        &["handout", "--copies", "200", "--game", g.to_str().unwrap()],
        &out,
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("-page limit of one document"), "{err}");
    assert!(!out.exists());
    // 9,900 segments a drawing, on every man and king, in every diagram and on the sheets.
    let segs: String = (0..9900)
        .map(|i| format!("M{} {} h1 v1 h-1 z", i % 100, (i / 100) % 100))
        .collect();
    let svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path fill="#000" d="{segs}"/></svg>"##
    );
    let many = |t: &str| {
        with_rules("setups.md")(t)
            .replace("builtin:king.svg", "big.svg")
            .replace("builtin:checker.svg", "big.svg")
    };
    let setups = "# Rules\n\nThe board.\n\n@setup | At the start.\n\n".repeat(50);
    let d = folder(
        &many,
        &[
            ("big.svg", svg.as_bytes()),
            ("setups.md", setups.as_bytes()),
        ],
    );
    let g = game(&d);
    let (code, err, _) = run(d.path(), &["png", "--game", g.to_str().unwrap()], &out);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("million path segments"), "{err}");
    // Diagrams of the largest board: at most 15 (40,000 squares), refused at the 16th's line.
    let largest = |t: &str| {
        with_rules("setups.md")(t)
            .replacen("files = 8", "files = 26", 1)
            .replacen("ranks = 8", "ranks = 99", 1)
    };
    let setups = "Where the pieces start.\n\n@setup | At the start.\n\n".repeat(16);
    let d = folder(&largest, &[("setups.md", setups.as_bytes())]);
    let g = game(&d);
    let (code, err, _) = run(d.path(), &["pdf", "--game", g.to_str().unwrap()], &out);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("setups.md:63:1: more than 15 diagrams of a 26x99 board"),
        "{err}"
    );
    // Previews: every page within 100 million pixels, but the run over 1,200 million (the
    // built-in games alone are 886 million), refused before any is drawn.
    let plain_dir = folder(&|t| t.to_string(), &[]);
    let plain = game(&plain_dir);
    let other_dir = folder(
        &|t| t.replacen("id = \"checkers\"", "id = \"other\"", 1),
        &[],
    );
    let other = game(&other_dir);
    let (code, err, _) = run(
        d.path(),
        &[
            "png",
            "--paper",
            "1200x1200",
            "--dpi",
            "210",
            "--game",
            "all",
            "--game",
            plain.to_str().unwrap(),
            "--game",
            other.to_str().unwrap(),
        ],
        &out,
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("over the 1200 million pixel limit of a run; use --dpi"),
        "{err}"
    );
    assert!(!out.exists());
}

/// Rules text in scripts the font has no glyph for (#44.5) is refused at its line and
/// column, naming the character and the scripts the kit prints; bidi and format controls
/// (#44.6) are refused as names refuse them. Nothing is written: no empty box, no
/// reordered caption in any file.
#[test]
fn rules_text_the_font_cannot_draw_is_refused_where_it_is() {
    let cases: [(&str, &str); 11] = [
        ("中", "U+4E2D '中' (Chinese or Japanese)"),
        ("ひ", "U+3072 'ひ' (Japanese)"),
        ("ع", "U+0639 'ع' (Arabic)"),
        ("ש", "U+05E9 'ש' (Hebrew)"),
        ("क", "U+0915 'क' (Devanagari)"),
        ("ก", "U+0E01 'ก' (Thai)"),
        ("😀", "U+1F600 '😀' (an emoji or symbol)"),
        ("\u{E000}", "U+E000 cannot be printed"),
        ("\u{202E}", "the bidirectional or format control U+202E"),
        ("\u{2067}", "the bidirectional or format control U+2067"),
        ("\u{2028}", "the bidirectional or format control U+2028"),
    ];
    let more = [
        ("\u{FEFF}", "U+FEFF"),
        ("\u{200D}", "U+200D"),
        ("\u{200C}", "U+200C"),
    ];
    for (c, says) in cases.iter().chain(more.iter()) {
        // In a paragraph, and in a diagram's caption (what the web page's figcaption holds).
        for (line, col) in [
            (format!("Words {c} and more."), 7),
            (format!("@ a1=man | caption {c} reversed"), 20),
        ] {
            let text = format!("# Rules\n\n{line}\n");
            let d = folder(&with_rules("rules.md"), &[("rules.md", text.as_bytes())]);
            let e = refused(&d);
            let want = format!("rules.md:3:{col}: ");
            assert!(e.starts_with(&want) && e.contains(says), "{c:?}: {e}");
            if !e.contains("control") {
                assert!(
                    e.ends_with("prints Latin (with its accents), Greek and Cyrillic letters only"),
                    "{e}"
                );
            }
        }
    }
    // Greek and Cyrillic print.
    let text = "# Rules\n\nΚαλή τύχη, удачи.\n";
    let d = folder(&with_rules("rules.md"), &[("rules.md", text.as_bytes())]);
    let g = game(&d);
    let out = d.path().join("out");
    let (code, err, _) = run(
        d.path(),
        &["pdf", "--game", g.to_str().unwrap(), "--sheets", "rules"],
        &out,
    );
    assert_eq!(code, Some(0), "{err}");
}

/// A soft hyphen (#44.7) in a piece's name and the rules text is no visible hyphen in the
/// middle of a line: the PDF's text reads the word whole.
#[test]
fn a_soft_hyphen_prints_only_where_a_line_breaks() {
    let text = "# Rules\n\nThe Da\u{AD}mes move. Da\u{AD}mes again.\n";
    let d = folder(
        &|t: &str| {
            with_rules("rules.md")(t).replacen("name = \"king\"", "name = \"Da\u{AD}mes\"", 1)
        },
        &[("rules.md", text.as_bytes())],
    );
    let g = game(&d);
    let out = d.path().join("out");
    let (code, err, _) = run(d.path(), &["pdf", "--game", g.to_str().unwrap()], &out);
    assert_eq!(code, Some(0), "{err}");
    let pdf = fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "pdf"))
        .unwrap();
    let Some(pages) = common::pdf_pages(&pdf) else {
        return;
    };
    let all = pages.concat();
    assert!(all.contains("Dames"), "the word reads whole");
    assert!(
        !all.contains("Da-mes") && !all.contains("Da\u{AD}mes") && !all.contains("Da\u{2010}mes")
    );
}

/// Two tables of one language whose tags differ in case (#44.8) are refused, naming both.
#[test]
fn translations_of_one_language_in_two_cases_are_refused() {
    let d = folder(
        &|t: &str| {
            t.replacen(
                "[translations.de]",
                "[translations.FR]\nname = \"Dames\"\n\n[translations.de]",
                1,
            )
        },
        &[],
    );
    let e = refused(&d);
    assert!(
        e.starts_with("game.toml:")
            && e.contains("translations 'FR' and 'fr' are the same language"),
        "{e}"
    );
}

/// Messages name their key or value (#44.9): a mistake inside an inline translation table
/// at the key, a tiny `picture_zoom` in a short line, a built-in translation of another
/// game at the template's own line, and BCP 47 tags that are not plain languages for what
/// they are.
#[test]
fn messages_name_the_key_or_value_at_fault() {
    let text = base();
    // An unknown key, a side without `colour`, three sides: each at its own key.
    let cases: [(&str, &str, &str); 3] = [
        ("name = \"Dames anglaises\"", "name = \"Dames anglaises\"\ncolor = \"x\"", "clé inconnue `color`"),
        ("{ name = \"Noirs\", of = \"des Noirs\", subject = \"les Noirs\", gender = \"m-pl\", colour = { label = \"noir\", forms = { f = \"noire\", \"m-pl\" = \"noirs\", \"f-pl\" = \"noires\" } }, ", "{ name = \"Noirs\", of = \"des Noirs\", ", "il manque la clé `colour`"),
        ("sides = [\n  { name = \"Noirs\"", "sides = [\n  { name = \"Zwarte\", colour = { label = \"z\" }, mono = { label = \"z\" } },\n  { name = \"Noirs\"", "donne 3 camps"),
    ];
    for (from, to, says) in cases {
        assert!(text.contains(from), "{from}");
        let d = folder(&|t: &str| t.replacen(from, to, 1), &[]);
        let out = d.path().join("out");
        let g = game(&d);
        let (code, err, _) = run(
            d.path(),
            &["pdf", "--lang", "fr", "--game", g.to_str().unwrap()],
            &out,
        );
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains(says), "{says}: {err}");
        assert!(!err.contains("a table of the game's words"), "{err}");
        let at = err
            .trim_start_matches("error: ")
            .split(": ")
            .next()
            .unwrap()
            .to_string();
        let line: usize = at.rsplit(':').nth(1).unwrap().parse().unwrap();
        assert!(line > line_of(&text, "[translations.fr]"), "{err}");
    }
    // picture_zoom = 1e-300: a short line with the number as written short.
    let d = folder(
        &|t: &str| {
            t.replacen(
                "name = \"man\"",
                "name = \"man\"\npicture = \"p.png\"\npicture_zoom = 1e-300",
                1,
            )
        },
        &[],
    );
    let e = refused(&d);
    assert!(
        e.len() < 200 && e.contains("picture_zoom 1e-300 is not 1 to"),
        "{e}"
    );
    // A built-in translation of another game: at the template's own line.
    let d = folder(
        &|t: &str| {
            t.replacen(
                "[translations.de]",
                "[translations]\nit = \"builtin:fr/camels-and-carpets.toml\"\n\n[translations.de]",
                1,
            )
        },
        &[],
    );
    let out = d.path().join("out");
    let g = game(&d);
    let (code, err, _) = run(
        d.path(),
        &["pdf", "--lang", "it", "--game", g.to_str().unwrap()],
        &out,
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(!err.contains("templates/games"), "{err}");
    assert!(
        err.contains("game.toml:") && err.contains("does not fit this game"),
        "{err}"
    );
    // BCP 47 tags that are more than a language: for what they are.
    for (tag, says) in [
        (
            "fr-FR-x-bogus",
            "has an extension or private-use part ('-x-bogus')",
        ),
        ("x-private", "is a private-use tag"),
        ("i-default", "grandfathered"),
    ] {
        let out = d.path().join("out2");
        let (code, err, _) = run(d.path(), &["pdf", "--lang", tag], &out);
        assert_eq!(code, Some(2), "{err}");
        assert!(
            err.contains(says) && !err.contains("not a language tag"),
            "{tag}: {err}"
        );
    }
    // i-klingon is Klingon (tlh): taken, printed in English with a note as any language
    // boardgen has no words for.
    let out = d.path().join("out3");
    let (code, err, _) = run(
        d.path(),
        &["pdf", "--lang", "i-klingon", "--sheets", "pieces"],
        &out,
    );
    assert_eq!(code, Some(0), "{err}");
}

/// `--out` and `--game` paths too long for a line show their end (#44.9): the part at
/// fault, a dangling link's name or a missing file's, is in the message.
#[test]
fn long_paths_show_their_end() {
    let d = tempfile::tempdir().unwrap();
    let deep = d.path().join("d".repeat(100)).join("e".repeat(100));
    fs::create_dir_all(&deep).unwrap();
    std::os::unix::fs::symlink(d.path().join("nowhere"), deep.join("dangling-link")).unwrap();
    let (code, err, _) = run(
        d.path(),
        &["pdf", "--sheets", "pieces"],
        &deep.join("dangling-link").join("sub"),
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("dangling-link' is a symbolic link to nothing"),
        "{err}"
    );
    let (code, err, _) = run(
        d.path(),
        &[
            "pdf",
            "--game",
            deep.join("missing-game.toml").to_str().unwrap(),
        ],
        &d.path().join("out"),
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("missing-game.toml"), "{err}");
}
