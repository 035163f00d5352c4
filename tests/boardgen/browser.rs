//! The web pages in a real browser: Debian's chromium, driven headless by puppeteer-core
//! (`tests/browser/check.mjs`), runs axe-core on each page at WCAG 2.1 AA and takes
//! screenshots at a phone's width (390 px) and a desktop's (1280 px) into
//! `target/browser-screenshots/` to look at. `.ci/run` installs chromium, node and the npm
//! packages; outside CI a missing one skips the test, saying so on the terminal
//! (`common::skip`); under CI it fails.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// What the check needs, or why it cannot run and what installs it.
fn tools() -> Result<(String, PathBuf), (String, &'static str)> {
    let root = crate::common::root();
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
    for module in ["axe-core", "puppeteer-core"] {
        if !dir.join("node_modules").join(module).exists() {
            return Err((format!("no {module}"), "npm ci --prefix tests/browser"));
        }
    }
    Ok((chromium, dir))
}

#[test]
fn web_pages_pass_axe_in_chromium_on_a_phone_and_a_desktop() {
    let (chromium, dir) = match tools() {
        Ok(t) => t,
        Err((why, install)) => {
            common::skip(&why, install);
            return;
        }
    };
    let d = tempfile::tempdir().unwrap();
    let mut pages = common::run_ok(d.path(), &["html"]);
    pages.extend(common::run_ok(d.path(), &["html", "--mono"]));
    assert_eq!(pages.len(), 4);
    for p in &pages {
        let html = std::fs::read_to_string(p).unwrap();
        assert!(!html.contains("<script"), "{p:?}: no script");
        for remote in ["src=\"http", "href=\"http", "url(http", "@import"] {
            assert!(!html.contains(remote), "{p:?}: {remote}");
        }
    }
    check_in_chromium(&chromium, &dir, &pages, "en");
}

/// The pages in every other language (the French and German ones have the longest words)
/// pass as the English ones do: their `lang`, headings, figures' names and tables in their
/// language, no sideways scrolling with the text enlarged, printed within a sheet of the
/// handout.
#[test]
fn web_pages_in_every_language_pass_in_chromium() {
    let (chromium, dir) = match tools() {
        Ok(t) => t,
        Err((why, install)) => {
            common::skip(&why, install);
            return;
        }
    };
    for lang in ["fr", "de", "es", "nl"] {
        let d = tempfile::tempdir().unwrap();
        let pages = common::run_ok(d.path(), &["html", "--lang", lang]);
        assert_eq!(pages.len(), 2);
        check_in_chromium(&chromium, &dir, &pages, lang);
    }
}

/// Runs `check.mjs` on `pages` (`html` runs' files, in `lang`), with its screenshots and
/// printed PDFs in `target/browser-screenshots/LANG`, and holds each page to what it says.
fn check_in_chromium(chromium: &str, dir: &Path, pages: &[PathBuf], lang: &str) {
    let shots = crate::common::root()
        .join("target/browser-screenshots")
        .join(lang);
    std::fs::create_dir_all(&shots).unwrap();
    let out = Command::new("node")
        .arg(dir.join("check.mjs"))
        .arg(&shots)
        .args(pages)
        .env("CHROMIUM", chromium)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (printed, rest): (Vec<&str>, Vec<&str>) =
        stdout.lines().partition(|l| l.contains("\"printOrder\""));
    let (lines, read): (Vec<&str>, Vec<&str>) =
        rest.into_iter().partition(|l| l.contains("\"violations\""));
    assert_eq!(lines.len(), pages.len(), "{stdout}");
    assert_eq!(printed.len(), pages.len(), "{stdout}");
    for line in printed {
        printed_in_reading_order(line);
    }
    assert_eq!(read.len(), pages.len(), "{stdout}");
    for line in read {
        read_as_heard(line);
    }
    for line in lines {
        // Nothing axe finds at WCAG 2.1 AA, nothing fetched, no script, and no page wider
        // than the phone, or than 320 px (400 % zoom: a wide table scrolls on its own).
        for want in [
            "\"violations\":[]",
            "\"requests\":[]",
            "\"scripts\":0",
            "\"phone\":390",
            "\"narrow\":320",
        ] {
            assert!(line.contains(want), "{lang} {want}: {line}");
        }
    }
    for p in pages {
        printed_within_a_sheet_of_the_handout(p, &shots, lang);
    }
}

/// A number after `"key":` in a line of JSON.
fn number(line: &str, key: &str) -> f64 {
    line.split(&format!("\"{key}\":"))
        .nth(1)
        .and_then(|r| r.split([',', '}']).next())
        .and_then(|r| r.parse().ok())
        .unwrap_or_else(|| panic!("no {key} read: {line}"))
}

/// What `check.mjs` read of a page as a reader gets it: the images' names, the echoes of
/// its accessibility tree, the contrast in forced colours, the page with the text at 200 %.
fn read_as_heard(line: &str) {
    // In forced colours (Windows High Contrast) the lettering inside the drawings keeps
    // 4.5:1 against what it stands on.
    assert!(number(line, "ratio") >= 4.5, "forced colours: {line}");
    // Nothing in Chromium's accessibility tree is described by its own name, or named as
    // the region, table or figure around it is.
    assert!(line.contains("\"echoes\":[]"), "heard twice: {line}");
    // With the browser's text at 200 % on a 320 px screen, the page is no wider, the text
    // has doubled, and each diagram fits its figure's width: no figure scrolls (a region
    // that scrolls would need the keyboard's focus), and axe finds nothing there either.
    let enlarged = line.split("\"enlarged\":").nth(1).unwrap();
    assert_eq!(number(enlarged, "scroll"), 320.0, "{line}");
    assert!(number(enlarged, "text") >= 1.9, "{line}");
    assert!(number(enlarged, "figures") >= 1.0, "{line}");
    assert!(
        enlarged.contains("\"scrolling\":[]"),
        "figures scroll: {line}"
    );
    assert!(enlarged.contains("\"axe\":[]"), "axe at 200 %: {line}");
    // Each image is named once: no run of words said twice over ("sand carpet sand
    // carpet"), no caption said again after the description.
    let names = line
        .split("\"names\":[")
        .nth(1)
        .unwrap()
        .split("],")
        .next()
        .unwrap();
    for name in names.split("\",\"") {
        let words: Vec<&str> = name.trim_matches('"').split_whitespace().collect();
        assert!(!words.is_empty(), "an unnamed image: {line}");
        for len in 2..=words.len() / 2 {
            for i in 0..=words.len() - 2 * len {
                assert!(
                    words[i..i + len] != words[i + len..i + 2 * len],
                    "'{}' said twice in '{name}'",
                    words[i..i + len].join(" ")
                );
            }
        }
    }
}

/// Printed from the browser (print media), diagrams that stand side by side read left to
/// right in the page's order, and some do stand side by side.
fn printed_in_reading_order(line: &str) {
    assert!(number(line, "beside") >= 1.0, "none side by side: {line}");
    assert!(
        line.contains("\"reversed\":[]"),
        "printed in reverse: {line}"
    );
}

/// Printed from the browser, a page takes at most one sheet more than the PDF handout of
/// the same text on the same paper.
fn printed_within_a_sheet_of_the_handout(page: &Path, shots: &Path, lang: &str) {
    let name = page.file_stem().unwrap().to_str().unwrap();
    // GAME-LOOK, then the language where it is not English.
    let stem = name
        .strip_suffix(&format!("-{lang}"))
        .filter(|_| lang != "en")
        .unwrap_or(name);
    let (id, look) = stem.rsplit_once('-').unwrap();
    for (format, paper) in [("A4", "a4"), ("Letter", "letter")] {
        let printed = shots.join(format!("{name}-{format}.pdf"));
        let printed = lopdf::Document::load(&printed).unwrap().get_pages().len();
        let mut args = vec!["handout", "--game", id, "--sheets", "rules,assembly"];
        args.extend(["--paper", paper, "--lang", lang]);
        if look == "mono" {
            args.push("--mono");
        }
        let h = tempfile::tempdir().unwrap();
        let handout = common::run_ok(h.path(), &args);
        let sheets = lopdf::Document::load(&handout[0])
            .unwrap()
            .get_pages()
            .len();
        assert!(
            printed <= sheets + 1,
            "{lang} {name} printed on {format}: {printed} pages against the handout's {sheets}"
        );
    }
}

/// Without a browser: what the page holds, read from its text. One `h1`; each diagram of
/// the rules a figure with its caption, whose SVG is an image labelled by ids that exist
/// once in the page; the table of pieces a table; the lists lists.
#[test]
fn a_web_page_holds_the_rules_in_order_with_described_figures() {
    let d = tempfile::tempdir().unwrap();
    let files = common::run_ok(d.path(), &["html", "--game", "camels-and-carpets"]);
    assert_eq!(
        files[0].file_name().unwrap(),
        "camels-and-carpets-colour.html"
    );
    let html = std::fs::read_to_string(&files[0]).unwrap();
    // The language as the text is spelt ("colour").
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en-GB\">"));
    assert_eq!(html.matches("<h1>").count(), 1);
    let source = include_str!("../../templates/text/camels-and-carpets.md");
    let diagrams = source.lines().filter(|l| l.starts_with('@')).count();
    // The rules' diagrams, and the making-the-set page's eight counters in its table.
    assert_eq!(html.matches("<figure>").count(), diagrams);
    assert_eq!(html.matches("<figcaption>").count(), diagrams);
    assert_eq!(html.matches("<svg").count(), diagrams + 8);
    assert_eq!(html.matches("<table>").count(), 1);
    assert!(html.matches("<li>").count() >= 10);
    let mut ids: Vec<&str> = html
        .split(" id=\"")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "every id once");
    // Each drawing an image named by its own `<title>`, its first child.
    for svg in html.split("<svg").skip(1) {
        let head = &svg[..svg.find('>').unwrap()];
        assert!(head.contains("role=\"img\""), "{head}");
        assert!(!head.contains("aria-labelledby"), "{head}");
        assert!(
            svg[head.len() + 1..].trim_start().starts_with("<title id="),
            "{head}"
        );
    }
    // The set-up diagram's words, from the game's data.
    assert!(html.contains("First player (sand): cockerel a1, crowns c1 and e1"));
    // The rules first, in their order, then making the set.
    let at = |s: &str| html.find(s).unwrap_or_else(|| panic!("{s}"));
    assert!(at("Aim of the game") < at("Setting up"));
    assert!(at("A turn, step by step") < at("Making your Camels and Carpets set"));
    // Only the text sheets go on a web page.
    let out = common::boardgen()
        .args(["html", "--sheets", "board", "--out"])
        .arg(d.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("web page"));
}

/// The structure a web page gets from the scene: the table of pieces with a head and a
/// body, every row as many cells as the widest, each header scoped to its column or row and
/// each counter's cell naming both its headers; each diagram a `<figure>` holding its own
/// `<figcaption>`; each list only list items.
#[test]
fn a_web_page_s_tables_figures_and_lists_are_the_scene_s() {
    let d = tempfile::tempdir().unwrap();
    for game in ["camels-and-carpets", "royal-carpet"] {
        let files = common::run_ok(d.path(), &["html", "--game", game]);
        let html = std::fs::read_to_string(&files[0]).unwrap();
        let table = &html[html.find("<table>").unwrap()..html.find("</table>").unwrap()];
        assert!(table.contains("<caption id=\"t0cap\">The pieces to cut for each side.</caption>"));
        // The region that scrolls it is named by its caption, not only "Table".
        assert!(html.contains("role=\"region\" tabindex=\"0\" aria-labelledby=\"t0cap\">"));
        assert!(!html.contains("aria-label=\"Table\""));
        let head = &table[table.find("<thead>").unwrap()..table.find("</thead>").unwrap()];
        let body = &table[table.find("<tbody>").unwrap()..table.find("</tbody>").unwrap()];
        assert!(table.find("</thead>").unwrap() < table.find("<tbody>").unwrap());
        let cells = |row: &str| row.matches("<td").count() + row.matches("<th").count();
        let rows: Vec<usize> = table.split("<tr>").skip(1).map(cells).collect();
        assert!(
            rows.len() >= 4 && rows.iter().all(|&n| n == rows[0]),
            "{rows:?}"
        );
        // A head row of column headers; a side's name heads each body row.
        assert!(head.matches("scope=\"col\"").count() >= 2, "{head}");
        assert!(!head.contains("scope=\"row\""));
        assert!(body.matches("scope=\"row\"").count() >= 2, "{body}");
        assert!(!body.contains("scope=\"col\""));
        // Each counter's cell names its piece's column header and its side's row header.
        for cell in body.split("<td headers=\"").skip(1) {
            let ids: Vec<&str> = cell[..cell.find('"').unwrap()].split(' ').collect();
            assert_eq!(ids.len(), 2, "{cell}");
            assert!(head.contains(&format!("<th id=\"{}\" scope=\"col\">", ids[0])));
            assert!(body.contains(&format!("<th id=\"{}\" scope=\"row\">", ids[1])));
        }
        assert!(body.matches("<td headers=").count() >= 4);
        // Every figure holds its drawing and then its caption, and every caption is in one.
        assert_eq!(
            html.matches("<figcaption>").count(),
            html.matches("<figure>").count()
        );
        for figure in html.split("<figure>").skip(1) {
            let figure = &figure[..figure.find("</figure>").unwrap()];
            let (svg, caption) = (figure.find("<svg").unwrap(), figure.find("<figcaption>"));
            assert!(caption.is_some_and(|c| c > svg), "{figure}");
        }
        // Each drawing is named by its title and described only by words that say more: a
        // reader hears neither twice.
        for svg in html.split("<svg").skip(1) {
            let head = &svg[..svg.find('>').unwrap()];
            let inner = |tag: &str| {
                let at = svg.find(&format!("<{tag} id=")).map(|a| &svg[a..])?;
                let text = &at[at.find('>').unwrap() + 1..];
                Some(&text[..text.find("</").unwrap()])
            };
            let (title, desc) = (inner("title").unwrap(), inner("desc"));
            assert!(!title.is_empty());
            assert!(!head.contains("aria-describedby="), "{head}");
            assert!(desc.is_none_or(|d| d != title), "{head}: {title}");
        }
        for list in html.split("<ul>").skip(1) {
            let list = &list[..list.find("</ul>").unwrap()];
            let items = list.lines().filter(|l| !l.is_empty());
            assert!(items
                .clone()
                .all(|l| l.starts_with("<li>") && l.ends_with("</li>")));
        }
    }
}

/// `boardgen serve`'s page in chromium (`tests/browser/serve.mjs`), as a teacher uses it:
/// French, black and white, Letter and the photo on the Royal Carpet kings; the preview
/// changes; the download is the PDF of the command the page shows, in French, grey, with
/// the photo; the same without JavaScript; a square of 3 mm gets the command line's
/// refusal beside its field; axe-core finds nothing on the form or the error page in
/// English and French at 320 px and 1280 px; nothing is asked of any other server.
#[test]
fn the_served_page_makes_a_kit_in_chromium_with_and_without_script() {
    let (chromium, dir) = match tools() {
        Ok(t) => t,
        Err((why, install)) => {
            common::skip(&why, install);
            return;
        }
    };
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let server = crate::serve::Server::start(&[], cwd.path(), tmp.path());
    let shots = crate::common::root().join("target/browser-screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    let out = Command::new("node")
        .arg(dir.join("serve.mjs"))
        .arg(server.url(""))
        .arg(&shots)
        .arg(crate::serve::pictures().join("photo.jpg"))
        .env("CHROMIUM", &chromium)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let check = |name: &str| -> Vec<&str> {
        stdout
            .lines()
            .filter(|l| l.starts_with(&format!("{{\"check\":\"{name}\"")))
            .collect()
    };
    // A string field of a line of JSON.
    let field = |line: &str, key: &str| -> String {
        let at = line
            .find(&format!("\"{key}\":\""))
            .unwrap_or_else(|| panic!("{key}: {line}"));
        let rest = &line[at + key.len() + 4..];
        rest[..rest.find('"').unwrap()].to_string()
    };
    let command =
        "boardgen pdf --game royal-carpet --lang fr --paper letter --mono --art king=photo.jpg";
    for name in ["js", "nojs"] {
        let line = check(name);
        assert_eq!(line.len(), 1, "{stdout}");
        let line = line[0];
        assert_eq!(field(line, "command"), command, "{line}");
        let pdf = std::fs::read(field(line, "pdf")).unwrap();
        crate::serve::same_as_command(command, &pdf);
        crate::serve::french_grey_with_the_photo(&pdf);
        if name == "js" {
            // The pages drawn small changed as the choices did.
            assert!(line.contains("\"changed\":true"), "{line}");
        } else {
            // The page as first sent has no previews; the answer page has them.
            assert!(line.contains("\"empty\":0"), "{line}");
            assert!(line.contains("\"lang\":\"fr\""), "{line}");
            let shown: usize = line.split("\"shown\":").nth(1).unwrap()[..1]
                .parse()
                .unwrap();
            assert!(shown >= 1, "{line}");
            // The photo the answer page could not keep is named, to be chosen again.
            assert!(field(line, "again").contains("photo.jpg"), "{line}");
        }
    }
    let refused = common::boardgen()
        .args(["pdf", "--square", "3", "--out"])
        .arg(cwd.path())
        .output()
        .unwrap();
    let refused = String::from_utf8(refused.stderr).unwrap();
    let squares = check("square");
    assert_eq!(squares.len(), 2, "{stdout}");
    for line in squares {
        let beside = field(line, "beside");
        assert!(
            !beside.is_empty() && refused.contains(&beside),
            "{line} {refused}"
        );
        assert!(
            line.contains("\"invalid\":[\"true\",\"err-square hint-square\"]"),
            "{line}"
        );
    }
    let axe = check("axe");
    assert_eq!(axe.len(), 4, "{stdout}");
    for line in axe {
        assert!(line.contains("\"form\":[]"), "{line}");
        assert!(line.contains("\"error\":[]"), "{line}");
        // Nothing wider than the window: no sideways scrolling at 320 px.
        let width = line.split("\"width\":").nth(1).unwrap();
        let width = &width[..width.find(',').unwrap()];
        assert!(line.contains(&format!("\"scroll\":{width},")), "{line}");
        assert!(
            line.contains(&format!("\"errorScroll\":{width}}}")),
            "{line}"
        );
    }
    assert!(
        stdout.contains("{\"check\":\"requests\",\"requests\":[]}"),
        "{stdout}"
    );
}
