//! The browser build's site (`crates/browser/build.sh`) in Debian's chromium, served by
//! `boardgen serve --site`: every kit made in the page, through `window.boardgen` and through
//! the page's own controls, is byte for byte the command line's; no request leaves the page
//! after the first load; the site works offline; a bad value is refused beside its field in
//! the command line's words. `tests/browser/site.mjs` drives the browser; screenshots go to
//! `target/site-screenshots/`. `.ci/run` builds the site first; outside CI a missing site or
//! tool skips the test, saying so (`common::skip`).

use crate::common;
use crate::serve::Server;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The site, chromium and the npm packages, or why the test cannot run and what brings it.
fn tools() -> Result<(PathBuf, String, PathBuf), (String, &'static str)> {
    let root = crate::common::root();
    let site =
        std::env::var_os("BOARDGEN_SITE").map_or_else(|| root.join("target/site"), PathBuf::from);
    if !site.join(".boardgen-site").is_file() {
        return Err((
            format!("no browser site in {}", site.display()),
            "bash crates/browser/build.sh (after bash .ci/install)",
        ));
    }
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    if !Path::new(&chromium).exists() {
        return Err((
            format!("no chromium at {chromium}"),
            "apt-get install chromium",
        ));
    }
    if !crate::common::node_runs() {
        return Err(("no node".into(), "apt-get install nodejs npm"));
    }
    let dir = root.join("tests/browser");
    if !dir.join("node_modules/playwright-core").exists() {
        return Err(("no playwright-core".into(), "npm ci --prefix tests/browser"));
    }
    Ok((site, chromium, dir))
}

/// One kit made both ways: its name, the command line's arguments, the form's fields (as
/// JSON) and its uploads by field (paths in the test's folder), and whether the page's
/// own controls make it (else `window.boardgen`).
struct Case {
    name: &'static str,
    args: Vec<String>,
    fields: &'static str,
    files: Vec<(&'static str, Vec<&'static str>)>,
    page: bool,
}

fn case(name: &'static str, args: &str, fields: &'static str) -> Case {
    Case {
        name,
        args: args.split_whitespace().map(str::to_string).collect(),
        fields,
        files: Vec::new(),
        page: false,
    }
}

fn cases() -> Vec<Case> {
    let mut photos = case(
        "photos",
        "pdf --game camels-and-carpets --art crown=crown-1.jpg,crown-2.jpg --art camel=camel.png",
        r#"{"game": "camels-and-carpets"}"#,
    );
    photos.files = vec![
        ("art-crown", vec!["crown-1.jpg", "crown-2.jpg"]),
        ("art-camel", vec!["camel.png"]),
    ];
    let mut template = case("template", "pdf --game my-checkers.toml", "{}");
    template.files = vec![
        ("template", vec!["my-checkers.toml"]),
        ("template-files", vec!["my-rules.md"]),
    ];
    let mut by_hand = case(
        "page-royal-carpet-mono",
        "pdf --game royal-carpet --paper a4 --lang en --mono",
        r#"{"game": "royal-carpet", "mono": true}"#,
    );
    by_hand.page = true;
    let mut by_hand_fr = case(
        "page-fr-letter",
        "pdf --game camels-and-carpets --paper letter --lang fr",
        r#"{"game": "camels-and-carpets", "paper": "letter", "lang": "fr"}"#,
    );
    by_hand_fr.page = true;
    vec![
        case("colour", "pdf", "{}"),
        case("mono", "pdf --mono", r#"{"mono": true}"#),
        case(
            "fr-letter",
            "pdf --lang fr --paper letter",
            r#"{"lang": "fr", "paper": "letter"}"#,
        ),
        photos,
        case(
            "class-set",
            "handout --copies 30 --n-up 2",
            r#"{"command": "handout", "copies": 30, "n-up": 2}"#,
        ),
        case(
            "laser",
            "pdf --cut laser --kerf 0.15 --bed 300x200",
            r#"{"cut": ["laser"], "kerf": "0.15", "bed": "300x200"}"#,
        ),
        template,
        by_hand,
        by_hand_fr,
    ]
}

/// The pictures and the template the cases name, written into `dir`.
fn inputs(dir: &Path) {
    std::fs::write(dir.join("crown-1.jpg"), common::grainy_photo(400, 300, 1)).unwrap();
    std::fs::write(dir.join("crown-2.jpg"), common::grainy_photo(300, 400, 2)).unwrap();
    std::fs::write(dir.join("camel.png"), common::line_drawing()).unwrap();
    let root = crate::common::root();
    let toml = std::fs::read_to_string(root.join("examples/checkers.toml")).unwrap();
    // The English rules from a file beside the template, as a user's own would be.
    let toml = toml.replacen(
        "rules = \"builtin:checkers.md\"",
        "rules = \"my-rules.md\"",
        1,
    );
    assert!(toml.contains("\"my-rules.md\""));
    std::fs::write(dir.join("my-checkers.toml"), toml).unwrap();
    let rules = common::boardgen()
        .args(["rules", "checkers"])
        .output()
        .unwrap();
    assert!(rules.status.success());
    std::fs::write(dir.join("my-rules.md"), rules.stdout).unwrap();
}

fn json_cases(cases: &[Case], dir: &Path) -> String {
    let items: Vec<String> = cases
        .iter()
        .map(|c| {
            let files: Vec<String> = (c.files.iter())
                .map(|(field, names)| {
                    let paths: Vec<String> = names
                        .iter()
                        .map(|n| format!("{:?}", dir.join(n).display().to_string()))
                        .collect();
                    format!("{field:?}: [{}]", paths.join(", "))
                })
                .collect();
            format!(
                "{{\"name\": {:?}, \"via\": {:?}, \"fields\": {}, \"files\": {{{}}}}}",
                c.name,
                if c.page { "page" } else { "api" },
                c.fields,
                files.join(", ")
            )
        })
        .collect();
    format!("[{}]", items.join(",\n"))
}

/// Each file in `dir` by name, with its bytes; the command line's own record of what it
/// wrote (`.boardgen.manifest`) left out.
fn files_in(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter(|e| {
            !e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .starts_with('.')
        })
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

#[test]
fn the_browser_site_makes_the_command_lines_bytes_online_and_offline() {
    let (site, chromium, npm) = match tools() {
        Ok(t) => t,
        Err((why, install)) => {
            common::skip(&why, install);
            return;
        }
    };
    let d = tempfile::tempdir().unwrap();
    let work = d.path();
    inputs(work);
    let cases = cases();
    let cases_json = work.join("cases.json");
    std::fs::write(&cases_json, json_cases(&cases, work)).unwrap();
    let site_arg = site.display().to_string();
    let server = Server::start(&["--site", &site_arg], work, work);
    let out = crate::common::root().join("target/site-screenshots/bytes");
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap();
    let run = Command::new("node")
        .arg(npm.join("site.mjs"))
        .arg(format!("http://{}", server.addr))
        .arg(&out)
        .arg(&cases_json)
        .env("CHROMIUM", &chromium)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "site.mjs failed:\n{said}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    for check in [
        "service-worker",
        "refusal-beside-field",
        "offline",
        "no-other-origin",
    ] {
        assert!(
            said.contains(&format!("{{\"check\":\"{check}\"")),
            "{check} was not checked:\n{said}"
        );
    }
    // Each kit, byte for byte the command line's of the same choices.
    for c in &cases {
        let cli = work.join("cli").join(c.name);
        let mut args: Vec<&str> = c.args.iter().map(String::as_str).collect();
        let cli_arg = cli.display().to_string();
        args.extend(["--out", &cli_arg]);
        let ran = common::boardgen()
            .args(&args)
            .current_dir(work)
            .env("LANG", "C")
            .env("PAPERSIZE", "a4")
            .output()
            .unwrap();
        assert!(
            ran.status.success(),
            "{}: {}",
            c.name,
            String::from_utf8_lossy(&ran.stderr)
        );
        let want = files_in(&cli);
        let got = files_in(&out.join(c.name));
        let names = |v: &[(String, Vec<u8>)]| v.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
        assert_eq!(names(&got), names(&want), "{}: the files made", c.name);
        for ((name, a), (_, b)) in got.iter().zip(&want) {
            assert!(
                a == b,
                "{}: {name} differs from the command line's ({} and {} bytes)",
                c.name,
                a.len(),
                b.len()
            );
        }
    }
    // Made offline: the same bytes again.
    let photos = files_in(&work.join("cli/photos"));
    assert_eq!(
        files_in(&out.join("offline")),
        photos,
        "the kit made offline"
    );
    // The refusal beside the square's field is the command line's.
    let said = std::fs::read_to_string(out.join("square-refusal.txt")).unwrap();
    let refusal = boardgen_core::args::square("3").unwrap_err().to_string();
    assert!(said.contains(&refusal), "{said:?} does not say {refusal:?}");
    drop(server);
}

/// The files of a download: the PDF itself, or each file of the zip.
fn downloaded(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let files = files_in(dir);
    assert_eq!(files.len(), 1, "{}: one download", dir.display());
    let (name, bytes) = files.into_iter().next().unwrap();
    if !name.ends_with(".zip") {
        return vec![(name, bytes)];
    }
    let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut out = Vec::new();
    for i in 0..z.len() {
        use std::io::Read;
        let mut f = z.by_index(i).unwrap();
        let mut b = Vec::new();
        f.read_to_end(&mut b).unwrap();
        out.push((f.name().to_string(), b));
    }
    out.sort();
    out
}

/// The command line's files for `args`, run in `work`.
fn cli_files(work: &Path, name: &str, args: &str) -> Vec<(String, Vec<u8>)> {
    let out = work.join("cli").join(name);
    let ran = common::boardgen()
        .args(args.split_whitespace())
        .arg("--out")
        .arg(&out)
        .current_dir(work)
        .env("LANG", "C")
        .env("PAPERSIZE", "a4")
        .output()
        .unwrap();
    assert!(
        ran.status.success(),
        "{args}: {}",
        String::from_utf8_lossy(&ran.stderr)
    );
    files_in(&out)
}

/// The people the page is for, each from opening it to holding the file, in a few
/// actions; each file the command line's.
#[test]
fn a_teacher_a_family_and_a_maker_make_their_kits_in_a_few_actions() {
    let (site, chromium, npm) = match tools() {
        Ok(t) => t,
        Err((why, install)) => {
            common::skip(&why, install);
            return;
        }
    };
    let d = tempfile::tempdir().unwrap();
    let work = d.path();
    inputs(work);
    let site_arg = site.display().to_string();
    let server = Server::start(&["--site", &site_arg], work, work);
    let out = crate::common::root().join("target/site-screenshots/people");
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap();
    let run = Command::new("node")
        .arg(npm.join("people.mjs"))
        .arg(format!("http://{}", server.addr))
        .arg(&out)
        .arg(work.join("crown-1.jpg"))
        .env("CHROMIUM", &chromium)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stdout).into_owned();
    assert!(
        run.status.success(),
        "people.mjs failed:\n{said}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let checks = |name: &str| -> Vec<&str> {
        said.lines()
            .filter(|l| l.starts_with(&format!("{{\"check\":\"{name}\"")))
            .collect()
    };
    let number = |line: &str, key: &str| -> i64 {
        let rest = line
            .split(&format!("\"{key}\":"))
            .nth(1)
            .unwrap_or_else(|| panic!("{key}: {line}"));
        rest[..rest.find([',', '}']).unwrap()].parse().unwrap()
    };
    let teacher = cli_files(
        work,
        "teacher",
        "handout --game royal-carpet --lang fr --paper letter --copies 30 --n-up 2",
    );
    let family = cli_files(
        work,
        "family",
        "pdf --game camels-and-carpets --paper a4 --lang en --art crown=crown-1.jpg",
    );
    let maker = cli_files(
        work,
        "maker",
        "pdf --paper a4 --lang en --cut laser --bed 300x200",
    );
    for line in checks("teacher") {
        assert!(number(line, "actions") <= 6, "{line}");
        assert!(number(line, "controls") <= 10, "{line}");
        assert!(line.contains("\"lang\":\"fr\""), "{line}");
        let w = number(line, "width");
        assert_eq!(
            downloaded(&out.join(format!("people-teacher-{w}"))),
            teacher,
            "{line}"
        );
    }
    assert_eq!(checks("teacher").len(), 2, "{said}");
    assert_eq!(
        downloaded(&out.join("people-link")),
        teacher,
        "the link's kit"
    );
    for line in checks("family") {
        assert!(number(line, "actions") <= 6, "{line}");
        assert!(number(line, "controls") <= 10, "{line}");
        let w = number(line, "width");
        assert_eq!(
            downloaded(&out.join(format!("people-family-{w}"))),
            family,
            "{line}"
        );
    }
    assert_eq!(checks("family").len(), 2, "{said}");
    let line = checks("maker")[0];
    assert!(number(line, "actions") <= 6, "{line}");
    assert_eq!(downloaded(&out.join("people-maker")), maker, "{line}");
    assert!(
        checks("en-US")[0].contains("\"paper\":\"letter\""),
        "{said}"
    );
    assert!(
        checks("keyboard")[0].contains("\"file\":\"boardgen-pdf.zip\""),
        "{said}"
    );
    let axe = checks("axe");
    assert_eq!(axe.len(), 4, "{said}");
    for line in axe {
        assert!(line.contains("\"pages\":[]"), "{line}");
        assert!(line.contains("\"error\":[]"), "{line}");
        assert!(line.contains("\"summary\":\"#f-square\""), "{line}");
        if line.contains("\"width\":320") {
            assert!(line.contains("\"scroll\":0"), "sideways at 200 %: {line}");
        }
    }
    let full = checks("full-size")[0];
    assert!(
        full.contains("\"name\":\"Camels and Carpets: Making the set, page 1 of 1\""),
        "{full}"
    );
    assert!(full.contains("Royal Carpet: Board, half 2 of 2"), "{full}");
    drop(server);
}
