//! `boardgen serve` over real sockets: the real binary listening on a free port of the
//! loopback, asked by `curl` as a browser or a script would ask it. The page in the
//! browser's language, a download that is the command line's file byte for byte, the
//! command line's refusals beside their fields, the caps on bodies and pictures, a busy
//! server's 503, a stop that lets a download finish, nothing kept between requests, and one
//! log line per request.

use crate::common;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A running `boardgen serve`, stopped (killed) when dropped; what it logs on stderr is
/// collected line by line.
pub struct Server {
    child: Child,
    /// `127.0.0.1:PORT`, as it printed it.
    pub addr: String,
    log: Arc<Mutex<Vec<String>>>,
}

impl Server {
    /// `boardgen serve --addr 127.0.0.1:0 ARGS` in `cwd`, its TMPDIR `tmp`; returns once it
    /// has printed the address it listens on.
    pub fn start(args: &[&str], cwd: &Path, tmp: &Path) -> Server {
        Server::start_with(args, cwd, tmp, |_| {})
    }

    /// As [`Server::start`], its command first changed by `how` (a limit set).
    pub fn start_with(
        args: &[&str],
        cwd: &Path,
        tmp: &Path,
        how: impl FnOnce(&mut Command),
    ) -> Server {
        let mut command = common::boardgen();
        how(&mut command);
        let mut child = command
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(args)
            .current_dir(cwd)
            .env("TMPDIR", tmp)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("boardgen serve starts");
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        // "boardgen is serving on http://127.0.0.1:PORT/ (Ctrl-C stops it)"
        let addr = first
            .split("http://")
            .nth(1)
            .and_then(|r| r.split('/').next())
            .unwrap_or_else(|| panic!("no address printed: {first:?}"))
            .to_string();
        let log = Arc::new(Mutex::new(Vec::new()));
        let lines = Arc::clone(&log);
        let stderr = child.stderr.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                lines.lock().unwrap().push(line);
            }
        });
        Server { child, addr, log }
    }

    /// The address of `path` on this server.
    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// What it has logged so far, each line without the time it starts with.
    pub fn log(&self) -> Vec<String> {
        self.raw_log()
            .iter()
            .map(|l| match l.split_once(' ') {
                Some((time, rest)) if is_time(time) => rest.to_string(),
                _ => l.clone(),
            })
            .collect()
    }

    /// What it has logged so far, as written.
    pub fn raw_log(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }

    /// Its process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Asks it to stop, as a service manager does.
    pub fn term(&self) {
        let ok = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(ok.success());
    }

    /// Waits at most `limit` for it to exit; its exit status.
    pub fn wait_exit(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Some(s) = self.child.try_wait().unwrap() {
                return Some(s);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// True for a time as RFC 3339 writes it in UTC: `2026-12-06T07:49:32.014457433Z`.
pub fn is_time(word: &str) -> bool {
    let b = word.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    b.len() >= 20
        && digits(0..4)
        && b[4] == b'-'
        && b[7] == b'-'
        && b[10] == b'T'
        && b[13] == b':'
        && b[16] == b':'
        && digits(17..19)
        && word.ends_with('Z')
}

/// One answer: its status, its headers (lower-cased names), its body.
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// `curl ARGS URL`: the answer, or the exit code of a curl that got none (7: refused).
pub fn curl(url: &str, args: &[&str]) -> Result<Reply, i32> {
    let heads = tempfile::NamedTempFile::new().unwrap();
    let out = Command::new("curl")
        .args(["-sS", "--max-time", "120", "-o", "-", "-D"])
        .arg(heads.path())
        .args(args)
        .arg(url)
        .output()
        .expect("curl runs");
    if !out.status.success() {
        return Err(out.status.code().unwrap_or(-1));
    }
    let text = std::fs::read_to_string(heads.path()).unwrap();
    // The last block of headers: after any "100 Continue".
    let block = text
        .split("\r\n\r\n")
        .filter(|b| b.starts_with("HTTP/"))
        .last()
        .unwrap_or_else(|| panic!("no headers: {text:?}"));
    let mut lines = block.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    Ok(Reply {
        status,
        headers,
        body: out.stdout,
    })
}

/// A form posted as multipart, each field `name=value` (a file as `name=@path`).
pub fn post(url: &str, fields: &[&str], extra: &[&str]) -> Reply {
    let mut args: Vec<&str> = extra.to_vec();
    for f in fields {
        args.extend(["-F", f]);
    }
    curl(url, &args).unwrap_or_else(|code| panic!("curl failed ({code}) on {url}"))
}

/// Whether curl can be run, else the test is skipped (failed under CI).
pub fn have_curl() -> bool {
    if common::checker("curl").is_none() {
        return false;
    }
    true
}

pub fn pictures() -> PathBuf {
    crate::common::root().join("tests/pictures")
}

/// The text of the `<code id="command">` of an answer page, unescaped.
pub fn command_of(page: &str) -> String {
    let at = page.find("<code id=\"command\"").expect("the command") + 1;
    let text = &page[at + page[at..].find('>').unwrap() + 1..];
    let text = &text[..text.find("</code>").unwrap()];
    text.replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The words of a POSIX shell command whose only quoting is `'…'` (as the page writes it).
pub fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut any) = (false, false);
    for c in line.chars() {
        match (quoted, c) {
            (false, '\'') | (true, '\'') => {
                quoted = !quoted;
                any = true;
            }
            (false, '\\') => panic!("the page quotes only with '…': {line}"),
            (false, ' ') => {
                if any {
                    words.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            (_, c) => {
                word.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(word);
    }
    words
}

/// The refusal shown beside `field`, if any.
pub fn refusal_beside(page: &str, field: &str) -> Option<String> {
    let at = page.find(&format!("<p class=\"error\" id=\"err-{field}\""))?;
    let rest = &page[at..];
    let open = &rest[..rest.find('>').unwrap()];
    if open.contains(" hidden") {
        return None;
    }
    let text = &rest[open.len() + 1..rest.find("</p>").unwrap()];
    Some(text.replace("&#x27;", "'").replace("&amp;", "&"))
}

/// The log's lines starting with `kind` once there are `n` of them (or after ten
/// seconds): a request's line is written when its body has gone, perhaps just after the
/// client read it.
fn lines_at_least(server: &Server, kind: &str, n: usize) -> Vec<String> {
    let start = Instant::now();
    loop {
        let lines = lines_of(server, kind);
        if lines.len() >= n || start.elapsed() > Duration::from_secs(10) {
            return lines;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn lines_of(server: &Server, kind: &str) -> Vec<String> {
    server
        .log()
        .into_iter()
        .filter(|l| l.starts_with(kind))
        .collect()
}

#[test]
fn the_page_is_in_the_browsers_language_or_the_one_chosen() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let en = curl(&s.url("/"), &[]).unwrap();
    assert_eq!(en.status, 200);
    assert_eq!(en.header("content-language"), Some("en-GB"));
    let en = en.text();
    assert!(
        en.starts_with("<!DOCTYPE html>\n<html lang=\"en-GB\">"),
        "{en}"
    );
    assert!(en.contains("Make a board game set"));
    let fr = curl(
        &s.url("/"),
        &["-H", "Accept-Language: fr-CH, fr;q=0.9, en;q=0.8"],
    )
    .unwrap();
    assert_eq!(fr.header("content-language"), Some("fr"));
    let fr = fr.text();
    assert!(fr.contains("<html lang=\"fr\">"));
    // The set's language follows the page's, and the command says so.
    assert!(fr.contains("<option value=\"fr\" selected>"), "{fr}");
    assert!(command_of(&fr).contains("--lang fr"));
    // Chosen on the page, the language wins over the browser's.
    let chosen = curl(&s.url("/?ui=fr"), &["-H", "Accept-Language: de"]).unwrap();
    assert!(chosen.text().contains("<html lang=\"fr\">"));
    assert_ne!(fr, en);
    // Every word of the French page is French: none of the English page's labels is on it.
    for english in ["Make a board game set", "Black and white", "Download"] {
        assert!(!fr.contains(english), "{english} on the French page");
    }
    // An unknown choice is the browser's language, not a refusal.
    let odd = curl(&s.url("/?ui=xx"), &["-H", "Accept-Language: nl"]).unwrap();
    assert_eq!(odd.status, 200);
    assert!(odd.text().contains("<html lang=\"nl\">"));
    // Its assets come from the server itself, and the page asks for nothing elsewhere.
    for (path, kind) in [
        ("/style.css", "text/css"),
        ("/app.js", "text/javascript"),
        ("/health", "text/plain"),
    ] {
        let r = curl(&s.url(path), &[]).unwrap();
        assert_eq!(r.status, 200, "{path}");
        assert!(
            r.header("content-type").unwrap().starts_with(kind),
            "{path}"
        );
    }
    assert_eq!(curl(&s.url("/health"), &[]).unwrap().text(), "ok\n");
    for remote in ["http:", "https:", "//"] {
        assert!(!en.contains(&format!("src=\"{remote}")), "{remote}");
        assert!(!en.contains(&format!("href=\"{remote}")), "{remote}");
    }
    let csp = curl(&s.url("/"), &[]).unwrap();
    assert!(csp
        .header("content-security-policy")
        .unwrap()
        .starts_with("default-src 'none'"));
}

#[test]
fn no_path_reaches_the_servers_own_files() {
    if !have_curl() {
        return;
    }
    let cwd = crate::common::root();
    let tmp = tempfile::tempdir().unwrap();
    // Served from the repository itself: its files are right there to be asked for.
    let s = Server::start(&[], cwd, tmp.path());
    for path in [
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/..%2f..%2fetc%2fpasswd",
        "/src/main.rs",
        "/Cargo.toml",
        "/crates/web/src/assets/style.css",
        "/assets/app.js",
        "/style.css/../Cargo.toml",
        "//etc/passwd",
        "/health/../../etc/passwd",
    ] {
        let r = curl(&s.url(path), &["--path-as-is"]).unwrap();
        let text = r.text();
        assert!(
            r.status == 404 || (r.status == 200 && text == "ok\n"),
            "{path}: {}",
            r.status
        );
        assert!(!text.contains("root:"), "{path}");
        assert!(!text.contains("[package]"), "{path}");
        assert!(!text.contains("fn main"), "{path}");
    }
    assert_eq!(
        curl(&s.url("/src/main.rs"), &[]).unwrap().status,
        404,
        "a file of the server's folder"
    );
    assert_eq!(
        curl(&s.url("/../../etc/passwd"), &["--path-as-is"])
            .unwrap()
            .status,
        404
    );
}

/// The Royal Carpet kit in French, black and white, on Letter, the photo on the kings: a
/// PDF in French with grey only and the photo in it, the very bytes of the command the page
/// shows, run in a terminal.
#[test]
fn a_download_is_the_files_of_the_command_the_page_shows() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let photo = format!("art-king=@{}", pictures().join("photo.jpg").display());
    let form = |action: &str| {
        vec![
            "command=pdf".to_string(),
            "game=royal-carpet".into(),
            "lang=fr".into(),
            "paper=letter".into(),
            "mono=on".into(),
            photo.clone(),
            format!("action={action}"),
        ]
    };
    let fields = form("preview");
    let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
    let page = post(&s.url("/?ui=fr"), &fields, &[]);
    assert_eq!(page.status, 200, "{}", page.text());
    let page = page.text();
    let command = command_of(&page);
    assert_eq!(
        command,
        "boardgen pdf --game royal-carpet --lang fr --paper letter --mono --art king=photo.jpg"
    );
    // The pages drawn small, each an image named in the page's language.
    assert!(page.matches("src=\"data:image/png;base64,").count() >= 2);
    assert!(page.contains("alt=\"Plateau, moitié 1 sur 2\""), "{page}");

    let fields = form("download");
    let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
    let pdf = post(&s.url("/?ui=fr"), &fields, &[]);
    assert_eq!(pdf.status, 200, "{}", pdf.text());
    assert_eq!(pdf.header("content-type"), Some("application/pdf"));
    let disposition = pdf.header("content-disposition").unwrap().to_string();

    let name = same_as_command(&command, &pdf.body);
    assert_eq!(disposition, format!("attachment; filename=\"{name}\""));
    french_grey_with_the_photo(&pdf.body);
}

/// Runs `command` (as the page shows it) in a folder holding the photo; asserts it makes
/// one file, `made`'s very bytes; its name.
pub fn same_as_command(command: &str, made: &[u8]) -> String {
    let run = tempfile::tempdir().unwrap();
    std::fs::copy(pictures().join("photo.jpg"), run.path().join("photo.jpg")).unwrap();
    let words = shell_words(command);
    assert_eq!(words[0], "boardgen");
    let out = common::boardgen()
        .args(&words[1..])
        .args(["--out", "out"])
        .current_dir(run.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files = common_files(&run.path().join("out"));
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_str().unwrap().to_string();
    assert!(
        std::fs::read(&files[0]).unwrap() == made,
        "the download differs from {name} made by `{command}`"
    );
    name
}

/// Read back: a PDF in French, grey only, the photo in it.
pub fn french_grey_with_the_photo(pdf: &[u8]) {
    let doc = lopdf::Document::load_mem(pdf).unwrap();
    let root = doc.catalog().unwrap();
    let lang = root.get(b"Lang").unwrap().as_str().unwrap();
    assert_eq!(lang, b"fr");
    let images = images(&doc);
    assert!(!images.is_empty());
    assert!(
        images.iter().all(|(space, _, _)| space == "DeviceGray"),
        "{images:?}"
    );
    // The photo, resampled for the size it prints at, as a JPEG: the game's own drawings
    // are vector.
    assert!(
        images.iter().any(|(_, filter, _)| filter == "DCTDecode"),
        "{images:?}"
    );
    assert_grey_only(&doc);
}

fn common_files(dir: &Path) -> Vec<PathBuf> {
    // Not the command line's own bookkeeping (`.boardgen.manifest`).
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .collect();
    v.sort();
    v
}

/// Each image XObject of a PDF: (colour space, filter, its size in pixels).
fn images(doc: &lopdf::Document) -> Vec<(String, String, (i64, i64))> {
    let name = |d: &lopdf::Dictionary, k: &[u8]| {
        d.get(k)
            .ok()
            .and_then(|o| o.as_name().ok())
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .unwrap_or_default()
    };
    let int = |d: &lopdf::Dictionary, k: &[u8]| d.get(k).ok().and_then(|o| o.as_i64().ok());
    doc.objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| name(&s.dict, b"Subtype") == "Image")
        // A soft mask is an image's transparency, not a colour.
        .filter(|s| !s.dict.has(b"Decode") && !name(&s.dict, b"ColorSpace").is_empty())
        .map(|s| {
            (
                name(&s.dict, b"ColorSpace"),
                name(&s.dict, b"Filter"),
                (
                    int(&s.dict, b"Width").unwrap_or(0),
                    int(&s.dict, b"Height").unwrap_or(0),
                ),
            )
        })
        .collect()
}

/// Every colour the pages' content sets is a grey: `g`/`G`, or `rg`/`RG` with three equal
/// parts; no CMYK, no colour space of its own.
fn assert_grey_only(doc: &lopdf::Document) {
    for (n, id) in doc.get_pages() {
        let content = doc.get_and_decode_page_content(id).unwrap();
        for op in &content.operations {
            let nums: Vec<f32> = op
                .operands
                .iter()
                .filter_map(|o| o.as_float().ok())
                .collect();
            match op.operator.as_str() {
                "rg" | "RG" => assert!(
                    nums.len() == 3 && nums[0] == nums[1] && nums[1] == nums[2],
                    "page {n}: {} {nums:?}",
                    op.operator
                ),
                "k" | "K" | "sc" | "SC" | "scn" | "SCN" | "cs" | "CS" => {
                    panic!("page {n}: {} {nums:?}", op.operator)
                }
                _ => {}
            }
        }
    }
}

/// A bad value gets the command line's refusal, word for word, beside its field, in a page
/// that keeps what was chosen.
#[test]
fn a_bad_value_gets_the_command_lines_refusal_beside_its_field() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let cli = common::boardgen()
        .args(["pdf", "--square", "3", "--out"])
        .arg(cwd.path())
        .output()
        .unwrap();
    assert_eq!(cli.status.code(), Some(2));
    let cli = String::from_utf8(cli.stderr).unwrap();
    for action in ["preview", "download"] {
        for path in ["/", "/preview"] {
            let r = post(
                &s.url(path),
                &["game=royal-carpet", "square=3", &format!("action={action}")],
                &[],
            );
            assert_eq!(r.status, 422, "{path} {action}");
            let page = r.text();
            let beside = refusal_beside(&page, "square").expect("a refusal beside square");
            assert!(!beside.is_empty());
            assert!(
                cli.contains(&beside),
                "the page says {beside:?}, the command line {cli:?}"
            );
            assert!(page.contains("id=\"f-square\" name=\"square\" value=\"3\""));
            assert!(
                page.contains("aria-invalid=\"true\" aria-describedby=\"err-square hint-square\"")
            );
            // No other field is refused.
            assert_eq!(page.matches("aria-invalid").count(), 1);
        }
    }
    // The intro says where the pages are drawn in words true of both layouts (beside the
    // form on a desktop, under it on a phone).
    for (ui, below) in [
        ("en", "below"),
        ("fr", "en dessous"),
        ("de", "unten"),
        ("es", "abajo"),
        ("nl", "hieronder"),
    ] {
        let page = curl(&s.url(&format!("/?ui={ui}")), &[]).unwrap().text();
        let intro = &page[page.find("</h1><p class=\"intro\">").unwrap()..];
        let intro = &intro[..intro.find("</p>").unwrap()];
        assert!(!intro.contains(below), "{ui}: {intro}");
    }
    // In French and German the refusal is the command line's in that language, with no
    // English line.
    for (ui, locale, says) in [
        ("fr", "fr_FR.UTF-8", "3 mm, c’est trop petit pour jouer"),
        ("de", "de_DE.UTF-8", "3 mm ist zu klein zum Spielen"),
    ] {
        let page = post(&s.url(&format!("/?ui={ui}")), &["square=3"], &[]).text();
        assert!(page.contains(&format!("<html lang=\"{ui}\">")));
        let beside = refusal_beside(&page, "square").unwrap();
        let cli = common::boardgen()
            .env("LANG", locale)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .args(["pdf", "--square", "3", "--out"])
            .arg(cwd.path())
            .output()
            .unwrap();
        let cli = String::from_utf8(cli.stderr).unwrap();
        assert!(beside.starts_with(says), "{ui}: {beside}");
        assert!(cli.contains(&beside), "{ui}: {beside:?} {cli:?}");
        assert!(!page.contains("lang=\"en\""), "{ui}");
        // A refused form draws no pages: no empty section of them.
        assert!(page.contains("data-slot=\"pages\" hidden>"), "{ui}");
        // The same for a refusal of the form as a whole, at the top.
        let top = &page[page.find("id=\"errors\"").unwrap()..];
        let top = &top[..top.find("</div>").unwrap()];
        assert!(!top.contains("Something in the form"), "{ui}: {top}");
    }
}

/// A French page's notes are the command line's under `--lang fr`: in French, with no
/// English line.
#[test]
fn the_notes_beside_the_pages_are_in_the_pages_language() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let fields = [
        "game=royal-carpet",
        "sheets=board",
        "margin=25",
        "lang=fr",
        "action=preview",
    ];
    let r = post(&s.url("/?ui=fr"), &fields, &[]);
    assert_eq!(r.status, 200);
    let page = r.text();
    let notes = &page[page.find("<ul class=\"notes\"").expect("notes")..];
    let notes = &notes[..notes.find("</ul>").unwrap()];
    let cli = common::boardgen()
        .args([
            "pdf",
            "--game",
            "royal-carpet",
            "--sheets",
            "board",
            "--margin",
            "25",
        ])
        .args(["--lang", "fr", "--out"])
        .arg(cwd.path())
        .output()
        .unwrap();
    let cli = String::from_utf8(cli.stderr).unwrap();
    let note = cli.strip_prefix("note: ").unwrap().trim_end();
    assert!(note.starts_with("Tapis royal\u{a0}: des cases de"), "{cli}");
    assert!(notes.contains(&format!("<li>{note}</li>")), "{notes}");
    assert!(
        !notes.contains("using") && !notes.contains("lang=\"en\""),
        "{notes}"
    );
}

/// A picture the run cannot read is refused beside its piece's upload, in the command
/// line's words.
#[test]
fn a_bad_picture_is_refused_beside_its_pieces_upload() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let bad = tmp.path().join("notes.jpg");
    std::fs::write(&bad, b"not a picture at all").unwrap();
    let art = format!("art-crown=@{}", bad.display());
    let r = post(
        &s.url("/"),
        &["game=camels-and-carpets", &art, "action=download"],
        &[],
    );
    assert_eq!(r.status, 422);
    let page = r.text();
    let beside = refusal_beside(&page, "art-crown").expect("a refusal beside the crown's picture");
    assert!(
        beside.starts_with("--art crown=notes.jpg: picture ")
            && beside.contains("notes.jpg' is not a PNG, JPEG, WebP or GIF file"),
        "{beside}"
    );
    assert_eq!(page.matches("aria-invalid").count(), 1);
}

/// A body over `--max-upload` is refused with 413 before it is read through; a picture
/// over boardgen's own cap on a picture is refused by name, whatever the total allows.
#[test]
fn bodies_and_pictures_over_their_caps_are_refused_with_413() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let big = cwd.path().join("big.jpg");
    // 2 MiB: under the picture's cap, over a 1 MiB body.
    std::fs::write(&big, vec![0xAB; 2 << 20]).unwrap();
    let s = Server::start(&["--max-upload", "1"], cwd.path(), tmp.path());
    // A download of the kit with one picture, `path` sent as `name` (`extra`: curl's
    // options).
    let upload = |s: &Server, field: &str, path: &Path, name: &str, extra: &[&str]| {
        let file = format!("{field}=@{};filename={name}", path.display());
        let r = post(&s.url("/"), &["action=download", &file], extra);
        assert_eq!(r.status, 413, "{}", r.text());
        r
    };
    // Its Content-Length says it is too large: refused at once, in the page, at its top.
    let r = upload(&s, "art-king", &big, "big.jpg", &[]);
    let page = r.text();
    assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
    assert!(refusal_beside(&page, "art-king").is_none());
    assert!(
        page.contains("larger than the server's 1048576-byte"),
        "{page}"
    );
    // Sent without a length (chunked), it is read until it goes over: the refusal stands
    // beside the upload that went over, in the asked language.
    let chunked = ["-H", "Transfer-Encoding: chunked"];
    let r = upload(&s, "art-king", &big, "big.jpg", &chunked);
    let beside = refusal_beside(&r.text(), "art-king").expect("beside the king's pictures");
    assert!(beside.contains("1048576-byte"), "{beside}");
    let fr = post(
        &s.url("/?ui=fr"),
        &[
            "action=download",
            &format!("art-king=@{};filename=big.jpg", big.display()),
        ],
        &chunked,
    );
    assert_eq!(fr.status, 413);
    let fr = fr.text();
    assert!(fr.contains("<html lang=\"fr\">"));
    assert!(refusal_beside(&fr, "art-king").is_some_and(|b| b.contains("dépasse la limite")));
    // The server goes on serving.
    assert_eq!(curl(&s.url("/health"), &[]).unwrap().status, 200);
    drop(s);

    let huge = cwd.path().join("huge.jpg");
    let cap = 32 << 20;
    std::fs::write(&huge, vec![0xCD; cap + 1]).unwrap();
    let s = Server::start(&["--max-upload", "64"], cwd.path(), tmp.path());
    let r = upload(&s, "art-crown", &huge, "Holiday.jpg", &[]);
    assert!(
        refusal_beside(&r.text(), "art-crown")
            .is_some_and(|b| b.contains("'Holiday.jpg' is larger than the 33554432-byte")),
        "{}",
        r.text()
    );
    assert_eq!(curl(&s.url("/health"), &[]).unwrap().status, 200);
    // A body cut off half-way is the client's fault (400), not the server's.
    {
        use std::io::{Read, Write};
        let mut c = std::net::TcpStream::connect(&s.addr).unwrap();
        c.write_all(
            b"POST / HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n\
              Content-Length: 1000\r\n\r\n--b\r\nContent-Disposition: form-data; name=\"game\"\r\n\r\nro",
        )
        .unwrap();
        c.shutdown(std::net::Shutdown::Write).unwrap();
        let mut answer = String::new();
        let _ = c.read_to_string(&mut answer);
    }
    let start = Instant::now();
    while lines_of(&s, "POST / 4").len() < 2 && start.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    let posts = lines_of(&s, "POST / ");
    assert_eq!(posts.len(), 2, "{posts:?}");
    assert!(posts[0].starts_with("POST / 413 "), "{posts:?}");
    assert!(posts[1].starts_with("POST / 400 "), "{posts:?}");
}

/// A request that takes long: the PNG pages of both games on A3 at 600 dpi (2 to 4 s of a
/// core on the 2-core machine this was written on, as loaded by others).
fn slow_form() -> Vec<&'static str> {
    vec!["command=png", "dpi=600", "paper=a3", "action=download"]
}

/// With one render at a time and four long ones asked at once, one is made and the others
/// wait a moment and are told to come back: 503 with Retry-After, in the page's language.
/// (Four, not two: whatever the machine's speed, three renders cannot all start within the
/// two seconds a request waits, unless each takes under 0.7 s — this one takes seconds.)
#[test]
fn a_busy_server_answers_503_with_retry_after() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&["--max-jobs", "1"], cwd.path(), tmp.path());
    let asked: Vec<_> = (0..4)
        .map(|_| {
            let url = s.url("/?ui=fr");
            std::thread::spawn(move || {
                let start = Instant::now();
                let r = post(&url, &slow_form(), &[]);
                (r, start.elapsed())
            })
        })
        .collect();
    let answers: Vec<(Reply, Duration)> = asked.into_iter().map(|t| t.join().unwrap()).collect();
    let made: Vec<&(Reply, Duration)> = answers.iter().filter(|(r, _)| r.status == 200).collect();
    let busy: Vec<&(Reply, Duration)> = answers.iter().filter(|(r, _)| r.status == 503).collect();
    let times: Vec<_> = answers.iter().map(|(r, t)| (r.status, *t)).collect();
    assert_eq!(made.len() + busy.len(), 4, "{times:?}");
    assert!(!made.is_empty() && !busy.is_empty(), "{times:?}");
    for (r, _) in &made {
        assert_eq!(r.header("content-type"), Some("application/zip"));
    }
    for (r, waited) in &busy {
        assert_eq!(r.header("retry-after"), Some("2"));
        assert!(r.text().contains("lang=\"fr\""), "{}", r.text());
        // It waited for a place about two seconds, no more.
        assert!(
            *waited >= Duration::from_millis(1900) && *waited < Duration::from_secs(10),
            "{times:?}"
        );
    }
    // Free again, it serves.
    let again = post(
        &s.url("/"),
        &["command=pdf", "game=royal-carpet", "action=download"],
        &[],
    );
    assert_eq!(again.status, 200);
    let log = lines_at_least(&s, "POST / 503 ", busy.len());
    assert_eq!(log.len(), busy.len(), "{log:?}");
}

/// SIGTERM while a download is being made: the download completes, new connections are
/// refused at once, and the process is gone within a few seconds.
#[test]
fn sigterm_finishes_the_download_in_flight_then_exits() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut s = Server::start(&["--max-jobs", "1"], cwd.path(), tmp.path());
    let url = s.url("/");
    // About half a second of work (a few, loaded): in flight when the signal comes, done
    // within the 5 s the server gives it even on a machine at load 10 (at 600 dpi it was not).
    let in_flight = std::thread::spawn(move || {
        let r = post(
            &url,
            &[
                "command=png",
                "dpi=450",
                "game=royal-carpet",
                "action=download",
            ],
            &[],
        );
        (r, Instant::now())
    });
    // In flight once its one place is taken (/health 503), however long curl took to start
    // on a loaded machine: a signal before the request is read would close an idle
    // connection, which is right, but not this test.
    let deadline = Instant::now() + Duration::from_secs(30);
    while curl(&s.url("/health"), &[]).map(|r| r.status) != Ok(503) {
        assert!(Instant::now() < deadline, "the download never started");
        std::thread::sleep(Duration::from_millis(20));
    }
    s.term();
    let stopped = Instant::now();
    std::thread::sleep(Duration::from_millis(200));
    // No new connection is taken.
    assert_eq!(
        curl(&s.url("/health"), &[]).err(),
        Some(7),
        "connection refused"
    );
    let (r, done) = in_flight.join().unwrap();
    assert!(done > stopped, "the download was over before the signal");
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(r.header("content-type"), Some("application/zip"));
    assert_eq!(
        r.header("content-length")
            .map(|l| l.parse::<usize>().unwrap()),
        Some(r.body.len())
    );
    assert!(r.body.starts_with(b"PK\x03\x04"));
    let status = s
        .wait_exit(Duration::from_secs(8))
        .expect("the server exits within a few seconds of SIGTERM");
    assert!(status.success(), "{status:?}");
    assert!(stopped.elapsed() < Duration::from_secs(8));
    let log = s.log();
    assert!(log.iter().any(|l| l.starts_with("POST / 200 ")), "{log:?}");
}

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut all = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            all.extend(files_under(&p));
        }
        all.push(p);
    }
    all
}

/// A hundred requests with pictures leave nothing on disk; a request without pictures
/// after them gets the very pages it got before them, and a command without `--art`.
/// Each request is logged on one line, never with what it uploaded.
#[test]
fn nothing_is_kept_between_requests_and_each_is_logged_once() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    // A picture whose bytes carry words that must not reach the log.
    let photo = cwd.path().join("in").join("photo.jpg");
    std::fs::create_dir(cwd.path().join("in")).unwrap();
    let mut bytes = std::fs::read(pictures().join("photo.jpg")).unwrap();
    bytes.extend_from_slice(b"SECRET-PICTURE-WORDS");
    std::fs::write(&photo, &bytes).unwrap();
    let before_cwd = files_under(cwd.path());
    let s = Server::start(&["--max-jobs", "2"], cwd.path(), tmp.path());
    let plain = [
        "command=pdf",
        "game=royal-carpet",
        "sheets=pieces",
        "action=preview",
    ];
    let first = post(&s.url("/preview"), &plain, &[]);
    assert_eq!(first.status, 200);
    let first_pdf = post(
        &s.url("/"),
        &[
            "command=pdf",
            "game=royal-carpet",
            "sheets=pieces",
            "action=download",
        ],
        &[],
    );
    assert_eq!(first_pdf.status, 200);
    let king = format!("art-king=@{};filename=king.jpg", photo.display());
    let checker = format!("art-checker=@{};filename=checker.jpg", photo.display());
    let mut pictured = None;
    for i in 0..100 {
        let action = if i % 2 == 0 { "preview" } else { "download" };
        let r = post(
            &s.url(if i % 3 == 0 { "/preview" } else { "/" }),
            &[
                "command=pdf",
                "game=royal-carpet",
                "sheets=pieces",
                &king,
                &checker,
                &format!("action={action}"),
            ],
            &[],
        );
        assert_eq!(r.status, 200, "request {i}: {}", r.text());
        if action == "preview" {
            pictured.get_or_insert(r.text());
        }
    }
    let pictured = pictured.unwrap();
    assert!(command_of(&pictured).contains("--art king=king.jpg --art checker=checker.jpg"));
    let after = post(&s.url("/preview"), &plain, &[]);
    assert_eq!(
        after.text(),
        first.text(),
        "the pictures of earlier requests"
    );
    assert_ne!(after.text(), pictured);
    assert!(!command_of(&after.text()).contains("--art"));
    let after_pdf = post(
        &s.url("/"),
        &[
            "command=pdf",
            "game=royal-carpet",
            "sheets=pieces",
            "action=download",
        ],
        &[],
    );
    assert!(after_pdf.body == first_pdf.body);
    // Nothing written: not in its folder, not in its TMPDIR.
    assert_eq!(files_under(cwd.path()), before_cwd);
    assert_eq!(files_under(tmp.path()), Vec::<PathBuf>::new());
    // One line a request: 104 posts, what each made, its status and time; no upload.
    let posts = lines_at_least(&s, "POST ", 104);
    let log = s.log();
    assert_eq!(posts.len(), 104, "{log:#?}");
    for l in &posts {
        let ok = l.starts_with("POST / 200 ") || l.starts_with("POST /preview 200 ");
        assert!(ok && l.contains(" ms "), "{l}");
    }
    assert!(posts.iter().any(|l| l.contains(
        "boardgen pdf --game royal-carpet --sheets pieces --art king=king.jpg --art checker=checker.jpg"
    )));
    assert!(posts.iter().any(|l| l.contains("preview: ")));
    let all = log.join("\n");
    assert!(!all.contains("SECRET"), "an upload's bytes in the log");
    assert!(!all.contains("JFIF"), "an upload's bytes in the log");
    // A request that is not a form is logged as well.
    assert_eq!(curl(&s.url("/health"), &[]).unwrap().status, 200);
    assert_eq!(lines_at_least(&s, "GET /health 200 ", 1).len(), 1);
}

// Hostile and heavy requests (issue #54): memory by what a picture decodes to, renders
// that outlive their request, running out of file descriptors, refusing early and logging
// truly, and the small refusals the command line makes.

/// Sends `request` as written on a new connection; the answer read until the server
/// closes the connection, the page it sends ends, or `limit` passes.
fn raw(addr: &str, request: &[u8], limit: Duration) -> String {
    use std::io::{Read, Write};
    let mut c = std::net::TcpStream::connect(addr).unwrap();
    c.set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let _ = c.write_all(request);
    let (start, mut answer) = (Instant::now(), Vec::new());
    let mut buf = [0u8; 65536];
    while start.elapsed() < limit {
        match c.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => answer.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(_) => break,
        }
        if answer.ends_with(b"</html>") {
            break;
        }
    }
    String::from_utf8_lossy(&answer).into_owned()
}

/// A part of a multipart form: its field, its file name as bytes when a file, its value.
type Part<'a> = (&'a str, Option<&'a [u8]>, &'a [u8]);

/// A multipart POST of `parts` to `path`.
fn raw_post(path: &str, parts: &[Part]) -> Vec<u8> {
    let mut body = Vec::new();
    for (name, file, value) in parts {
        body.extend_from_slice(b"--b0undary\r\nContent-Disposition: form-data; name=\"");
        body.extend_from_slice(name.as_bytes());
        body.push(b'"');
        if let Some(f) = file {
            body.extend_from_slice(b"; filename=\"");
            body.extend_from_slice(f);
            body.extend_from_slice(b"\"\r\nContent-Type: application/octet-stream");
        }
        body.extend_from_slice(b"\r\n\r\n");
        body.extend_from_slice(value);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(b"--b0undary--\r\n");
    let mut req = format!(
        "POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\
         Content-Type: multipart/form-data; boundary=b0undary\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    req.extend_from_slice(&body);
    req
}

/// A PNG of `side` x `side` grey pixels, all one grey: a few hundred KB at most however
/// many pixels it holds.
fn grey_png(side: u32) -> Vec<u8> {
    use image::ImageEncoder;
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new_with_quality(
        &mut out,
        image::codecs::png::CompressionType::Best,
        image::codecs::png::FilterType::NoFilter,
    )
    .write_image(
        &vec![128u8; (side as usize).pow(2)],
        side,
        side,
        image::ExtendedColorType::L8,
    )
    .unwrap();
    out
}

/// Waits at most 10 s for a log line that contains `text`.
fn wait_for_line(s: &Server, text: &str) -> Vec<String> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(10) {
        let log = s.log();
        if log.iter().any(|l| l.contains(text)) {
            return log;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!("no line with {text:?}: {:#?}", s.log());
}

/// A 7000 x 7000 picture: 49 megapixels, under every cap on bytes and sides, takes more
/// memory once decoded (and brought to a colour sheet's pixels) than a server given
/// 256 MiB for all its renders has: refused beside its upload, before it is decoded.
#[test]
fn a_picture_too_large_for_the_servers_memory_alone_is_refused_with_413() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let big = cwd.path().join("big.png");
    std::fs::write(&big, grey_png(7000)).unwrap();
    let s = Server::start(&["--render-memory", "256"], cwd.path(), tmp.path());
    let art = format!("art-king=@{}", big.display());
    for action in ["download", "preview"] {
        let r = post(
            &s.url("/"),
            &["game=royal-carpet", &art, &format!("action={action}")],
            &[],
        );
        assert_eq!(r.status, 413, "{action}: {}", r.text());
        let beside = refusal_beside(&r.text(), "art-king").expect("beside the king's pictures");
        assert!(
            beside.starts_with("picture 'big.png' is 7000 x 7000 pixels: ")
                && beside.contains("(256 MiB)"),
            "{beside}"
        );
    }
    // Nothing was decoded: the server answered at once and is as small as it started.
    let log = s.log();
    assert!(log.iter().all(|l| !l.contains("stopped")), "{log:?}");
    assert_eq!(curl(&s.url("/health"), &[]).unwrap().status, 200);
}

/// Two renders that each fit the memory but not together: the second waits a moment for
/// the first, then is told the server is busy (503, Retry-After), in the page.
#[test]
fn renders_that_together_pass_the_memory_budget_get_503_with_retry_after() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let big = cwd.path().join("big.png");
    // 6500 x 6500: about 230 MiB of memory once decoded; the slow form's A3 pages at
    // 600 dpi about 300 MiB; both over 512 MiB.
    std::fs::write(&big, grey_png(6500)).unwrap();
    let s = Server::start(
        &["--render-memory", "512", "--max-jobs", "2"],
        cwd.path(),
        tmp.path(),
    );
    let url = s.url("/");
    let first = std::thread::spawn(move || post(&url, &slow_form(), &[]));
    std::thread::sleep(Duration::from_millis(300));
    let art = format!("art-king=@{}", big.display());
    let start = Instant::now();
    let second = post(
        &s.url("/?ui=fr"),
        &["game=royal-carpet", &art, "action=download"],
        &[],
    );
    let waited = start.elapsed();
    assert_eq!(second.status, 503, "{}", second.text());
    assert_eq!(second.header("retry-after"), Some("2"));
    assert!(second.text().contains("lang=\"fr\""));
    assert!(waited >= Duration::from_millis(1900), "{waited:?}");
    assert_eq!(first.join().unwrap().status, 200);
}

/// With one render at a time and a request time of 2 s, a long render's request gets 408;
/// its render is stopped at its next page, and the next request's render starts only then.
#[test]
fn a_render_whose_request_timed_out_is_stopped_and_holds_its_place_till_then() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(
        &["--max-jobs", "1", "--request-time", "2"],
        cwd.path(),
        tmp.path(),
    );
    let slow = post(&s.url("/"), &slow_form(), &[]);
    assert_eq!(slow.status, 408);
    let next = post(&s.url("/"), &["game=royal-carpet", "action=download"], &[]);
    assert_eq!(next.status, 200, "{}", next.text());
    stopped_before_the_next(&s, "POST / 408 ");
}

/// The render of a request whose client went away is stopped, and its place is held until
/// it has stopped.
#[test]
fn a_render_whose_client_went_away_is_stopped_and_holds_its_place_till_then() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&["--max-jobs", "1"], cwd.path(), tmp.path());
    let mut args: Vec<&str> = vec!["--max-time", "1"];
    let fields = slow_form();
    for f in &fields {
        args.extend(["-F", f]);
    }
    assert_eq!(curl(&s.url("/"), &args).err(), Some(28), "curl gave up");
    let next = post(&s.url("/"), &["game=royal-carpet", "action=download"], &[]);
    assert_eq!(next.status, 200, "{}", next.text());
    stopped_before_the_next(&s, "POST / 499 ");
}

/// The log of a long render given up (its request's line starts with `gone`), then a
/// short one: the long render was stopped, and before the short one was made.
fn stopped_before_the_next(s: &Server, gone: &str) {
    // The short render's line is written once its body has gone out, which may be just
    // after the client has read it.
    wait_for_line(s, "a render was stopped");
    let log = wait_for_line(s, "POST / 200 ");
    let at = |f: &dyn Fn(&String) -> bool| log.iter().position(f);
    let given_up = at(&|l| l.starts_with(gone)).unwrap_or_else(|| panic!("{log:#?}"));
    let stopped = at(&|l| l.contains("a render was stopped")).unwrap();
    let next = at(&|l| l.starts_with("POST / 200 ")).unwrap_or_else(|| panic!("{log:#?}"));
    assert!(given_up < next && stopped < next, "{log:#?}");
    assert_eq!(lines_of(s, "POST ").len(), 2, "{log:#?}");
}

/// Out of file descriptors (a limit of 64, 150 idle connections), the server waits
/// between tries to take a connection instead of trying again at once, says so once, and
/// serves again when the connections are gone.
#[cfg(unix)]
#[test]
fn out_of_file_descriptors_the_server_backs_off_instead_of_spinning() {
    use std::os::unix::process::CommandExt;
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start_with(&[], cwd.path(), tmp.path(), |c| {
        // SAFETY: setrlimit is async-signal-safe; nothing else runs between fork and exec.
        unsafe {
            c.pre_exec(|| {
                let limit = libc::rlimit {
                    rlim_cur: 64,
                    rlim_max: 64,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
    });
    let cpu = || {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", s.pid())).unwrap();
        let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
        // utime and stime, in clock ticks (fields 14 and 15 of the line).
        fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
    };
    let idle: Vec<std::net::TcpStream> = (0..150)
        .map(|_| std::net::TcpStream::connect(&s.addr).unwrap())
        .collect();
    wait_for_line(&s, "cannot take a connection");
    let (before, start) = (cpu(), Instant::now());
    std::thread::sleep(Duration::from_secs(2));
    let (used, took) = (cpu() - before, start.elapsed());
    let said = |log: &[String]| {
        log.iter()
            .filter(|l| l.contains("cannot take a connection"))
            .count()
    };
    assert_eq!(said(&s.log()), 1, "once a burst: {:#?}", s.log());
    // Spinning takes a whole core: 100 ticks a second.
    assert!(
        used * 10 < took.as_millis() as u64 / 10 * 3,
        "{used} ticks of CPU in {took:?}"
    );
    drop(idle);
    let r = curl(&s.url("/health"), &["--max-time", "20"]).unwrap();
    assert_eq!(r.status, 200);
    // As the idle connections close, the server takes the ones still queued, each closed
    // by now: the limit may be reached again, once or twice, briefly.
    let log = wait_for_line(&s, "taking connections again");
    assert!(said(&log) <= 3, "{log:#?}");
}

/// A Content-Length over `--max-upload` is refused with the page and 413 at once, before a
/// byte of the body is sent.
#[test]
fn a_content_length_over_max_upload_is_refused_at_once_with_413() {
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&["--max-upload", "1"], cwd.path(), tmp.path());
    let answer = raw(
        &s.addr,
        b"POST /?ui=fr HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n\
          Content-Length: 104857600\r\n\r\n",
        Duration::from_secs(20),
    );
    assert!(answer.starts_with("HTTP/1.1 413 "), "{answer}");
    assert!(answer.contains("<html lang=\"fr\">"), "{answer}");
    // Said in the page's language.
    assert!(answer.contains("1048576 octets"), "{answer}");
}

/// A value with a line feed or a carriage return cannot split or forge a log line: each
/// line starts with its time, and the characters are escaped.
#[test]
fn log_lines_escape_control_characters_and_carry_a_time() {
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let answer = raw(
        &s.addr,
        &raw_post(
            "/",
            &[
                ("square", None, b"25\nGET /forged 200 1 ms"),
                ("lang", None, b"fr\r"),
                ("action", None, b"preview"),
            ],
        ),
        Duration::from_secs(20),
    );
    assert!(answer.starts_with("HTTP/1.1 422 "), "{answer}");
    let answer = raw(
        &s.addr,
        &raw_post(
            "/",
            &[
                ("square", None, b"25\n"),
                ("lang", None, b"fr\r"),
                ("action", None, b"download"),
            ],
        ),
        Duration::from_secs(20),
    );
    assert!(answer.starts_with("HTTP/1.1 200 "), "{answer}");
    std::thread::sleep(Duration::from_millis(200));
    let log = s.raw_log();
    for l in &log {
        let time = l.split(' ').next().unwrap();
        assert!(is_time(time), "a line without its time: {l:?}");
        assert!(!l.contains('\r'), "{l:?}");
    }
    assert!(
        !s.log().iter().any(|l| l.starts_with("GET /forged")),
        "{log:#?}"
    );
    assert!(
        log.iter()
            .any(|l| l.contains("--lang 'fr\\u{D}'") && l.contains("--square '25\\u{A}'")),
        "{log:#?}"
    );
}

/// What hyper refuses before a request reaches the server's handlers is logged too:
/// headers too large (431) and a request line it cannot read (400).
#[test]
fn requests_refused_before_the_handlers_are_logged() {
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let mut huge = b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: ".to_vec();
    huge.extend(std::iter::repeat_n(b'a', 1 << 20));
    huge.extend_from_slice(b"\r\n\r\n");
    let answer = raw(&s.addr, &huge, Duration::from_secs(10));
    assert!(answer.starts_with("HTTP/1.1 431 "), "{answer}");
    let answer = raw(&s.addr, b"NOT HTTP AT ALL\r\n\r\n", Duration::from_secs(10));
    assert!(answer.starts_with("HTTP/1.1 400 "), "{answer}");
    // Each is logged as its connection closes, in whatever order the two close.
    wait_for_line(&s, "- - 400 ");
    let log = wait_for_line(&s, "- - 431 ");
    assert!(log.iter().any(|l| l.starts_with("- - 431 ")), "{log:#?}");
}

/// A file whose name is not UTF-8 is a file all the same: refused beside its field, not
/// taken for a text field.
#[test]
fn an_upload_whose_name_is_not_utf8_is_refused_beside_its_field() {
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let photo = std::fs::read(pictures().join("photo.jpg")).unwrap();
    let answer = raw(
        &s.addr,
        &raw_post(
            "/",
            &[
                ("game", None, b"royal-carpet"),
                ("art-king", Some(b"Gro\xdfvater.jpg"), &photo),
                ("action", None, b"download"),
            ],
        ),
        Duration::from_secs(20),
    );
    assert!(answer.starts_with("HTTP/1.1 400 "), "{answer}");
    let page = &answer[answer.find("<!DOCTYPE html>").expect("the page")..];
    let beside = refusal_beside(page, "art-king").expect("beside the king's pictures");
    assert!(beside.contains("not UTF-8"), "{beside}");
}

/// An empty template is refused beside the template field, in the command line's words.
#[test]
fn an_empty_template_is_refused_beside_its_field() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let empty = cwd.path().join("mine.toml");
    std::fs::write(&empty, b"").unwrap();
    let cli = common::boardgen()
        .args(["pdf", "--game", "mine.toml", "--out", "out"])
        .current_dir(cwd.path())
        .output()
        .unwrap();
    assert_eq!(cli.status.code(), Some(2));
    let cli = String::from_utf8(cli.stderr).unwrap();
    let s = Server::start(&[], cwd.path(), tmp.path());
    let r = post(
        &s.url("/"),
        &[&format!("template=@{}", empty.display()), "action=download"],
        &[],
    );
    assert_eq!(r.status, 422, "{}", r.text());
    let beside = refusal_beside(&r.text(), "template").expect("beside the template");
    assert!(cli.contains(&beside), "{beside} / {cli}");
}

/// A template's own mistake, sent from a French page, is refused beside the template field
/// in French whole (the template's key as written), as the command line says it under
/// `--lang fr`.
#[test]
fn a_bad_templates_mistake_is_refused_beside_its_field_in_the_pages_language() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let bad = include_str!("../../examples/checkers.toml").replacen("files = 8", "files = 30", 1);
    std::fs::write(cwd.path().join("mine.toml"), bad).unwrap();
    let cli = common::boardgen()
        .args(["pdf", "--lang", "fr", "--game", "mine.toml", "--out", "out"])
        .current_dir(cwd.path())
        .output()
        .unwrap();
    assert_eq!(cli.status.code(), Some(2));
    let cli = String::from_utf8(cli.stderr).unwrap();
    let s = Server::start(&[], cwd.path(), tmp.path());
    let template = format!("template=@{}", cwd.path().join("mine.toml").display());
    let r = post(
        &s.url("/?ui=fr"),
        &[&template, "lang=fr", "action=download"],
        &[],
    );
    assert_eq!(r.status, 422, "{}", r.text());
    let beside = refusal_beside(&r.text(), "template").expect("beside the template");
    let says = "board.files vaut 30\u{a0}: il faut une valeur de 2 à 26";
    assert!(beside.contains(says), "{beside}");
    assert!(cli.contains(&beside), "{beside} / {cli}");
}

/// A POST that is not a multipart form gets the page, in its language, and 415.
#[test]
fn a_post_that_is_not_multipart_gets_the_page_and_415() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    for path in ["/?ui=de", "/preview?ui=de"] {
        let r = curl(&s.url(path), &["-d", "game=royal-carpet"]).unwrap();
        assert_eq!(r.status, 415, "{path}");
        let page = r.text();
        assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
        assert!(page.contains("<html lang=\"de\">"));
        assert!(page.contains("multipart/form-data"), "{page}");
    }
}

/// A language neither boardgen nor its games have is refused beside its field, not made
/// in English under its name.
#[test]
fn an_unknown_language_is_refused_beside_its_field() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let r = post(&s.url("/"), &["lang=it", "action=download"], &[]);
    assert_eq!(r.status, 422);
    let beside = refusal_beside(&r.text(), "lang").expect("beside the language");
    assert!(beside.starts_with("--lang it: "), "{beside}");
    // A tag of the right form that names no language at all, in the page's language.
    let r = post(&s.url("/?ui=fr"), &["lang=klingon", "action=download"], &[]);
    assert_eq!(r.status, 422);
    let beside = refusal_beside(&r.text(), "lang").expect("beside the language");
    assert!(
        beside.contains("'klingon' ne nomme aucune langue"),
        "{beside}"
    );
}

/// A field the form has not, or an option the command does not take, is refused with 422
/// naming it, as the command line refuses it.
#[test]
fn unknown_fields_and_options_the_command_does_not_take_are_refused() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let cli = common::boardgen()
        .args(["pdf", "--fit", "cover", "--out", "out"])
        .current_dir(cwd.path())
        .output()
        .unwrap();
    let cli = String::from_utf8(cli.stderr).unwrap();
    let r = post(&s.url("/"), &["fit=cover", "action=download"], &[]);
    assert_eq!(r.status, 422);
    // The page has no field of its own for it: said at the top.
    let page = r.text();
    let top = &page[page.find("id=\"errors\"").unwrap()..];
    let said = &top[top.find("<li>").unwrap() + 4..top.find("</li>").unwrap()];
    assert!(
        said.starts_with("--fit ") && cli.contains(said),
        "{said} / {cli}"
    );
    let r = post(
        &s.url("/"),
        &["command=pdf", "dpi=300", "action=download"],
        &[],
    );
    assert_eq!(r.status, 422);
    let beside = refusal_beside(&r.text(), "dpi").expect("beside dpi");
    assert!(beside.contains("boardgen pdf takes no --dpi"), "{beside}");
    let r = post(&s.url("/"), &["colour=blue", "action=download"], &[]);
    assert_eq!(r.status, 422);
    assert!(r.text().contains("'colour' is not a field"), "{}", r.text());
}

/// While every place to render is taken, /health says so (503): a balancer sends the
/// requests elsewhere; once free, `ok`.
#[test]
fn health_says_not_ok_while_no_kit_could_be_made() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&["--max-jobs", "1"], cwd.path(), tmp.path());
    let url = s.url("/");
    let slow = std::thread::spawn(move || post(&url, &slow_form(), &[]));
    std::thread::sleep(Duration::from_millis(500));
    let busy = curl(&s.url("/health"), &[]).unwrap();
    assert_eq!(busy.status, 503, "{}", busy.text());
    assert_eq!(slow.join().unwrap().status, 200);
    let ok = curl(&s.url("/health"), &[]).unwrap();
    assert_eq!((ok.status, ok.text().as_str()), (200, "ok\n"));
}

/// An English page names the games in English in its refusals and notes, whatever the
/// language of the kit it makes: a French kit's "Tapis royal" is the page's "Royal Carpet".
#[test]
fn a_pages_refusals_and_notes_name_the_game_in_the_pages_language() {
    if !have_curl() {
        return;
    }
    let (cwd, tmp) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let s = Server::start(&[], cwd.path(), tmp.path());
    let refused = [
        "game=royal-carpet",
        "paper=a4",
        "square=33.5",
        "margin=20.5",
        "lang=fr",
        "action=preview",
    ];
    let noted = [
        "game=royal-carpet",
        "sheets=board",
        "margin=25",
        "lang=fr",
        "action=preview",
    ];
    let cases: [(&[&str], &str); 2] = [
        (&refused, "Royal Carpet: --square 33.5 mm does not fit"),
        (&noted, "<li>Royal Carpet: using"),
    ];
    for (fields, says) in cases {
        let page = post(&s.url("/?ui=en"), fields, &[]).text();
        assert!(page.contains(says), "{says}: {page}");
        assert!(!page.contains("Tapis royal"), "{says}: {page}");
    }
    // A French page keeps the French kit's name.
    let page = post(&s.url("/?ui=fr"), &refused, &[]).text();
    assert!(
        page.contains("Tapis royal\u{a0}: --square 33.5 mm"),
        "{page}"
    );
}
