#![warn(missing_docs)]
//! boardgen's form, written once for its two front ends on the web: `boardgen serve` (the
//! server) and the browser build (WebAssembly in the user's page). Each field is named as
//! the command line's long option and read by that option's own parser, so a bad value is
//! refused with the command line's words beside its field; the page is plain HTML that
//! works without its script; the answer (the pages drawn small, the notes, the refusals)
//! and the download (the file, or a zip of several) are made here from bytes in memory.
//! No I/O, no HTTP, no threads: the server and the browser only carry bytes to and from it.

pub mod answer;
pub mod controls;
pub mod form;
pub mod page;
pub mod previews;

use boardgen_core::cancel::Cancel;
use boardgen_core::config::{Config, DocumentKind, Encoding};

pub use answer::Answer;
pub use form::{Fields, Read, Sent};

/// The page's stylesheet, served beside it.
pub const STYLE: &str = include_str!("assets/style.css");
/// The page's script: live previews and the download, from the server or the browser's
/// own engine.
pub const SCRIPT: &str = include_str!("assets/app.js");

/// Most pages drawn on the page: every page of any kit (a class set's first copy).
pub const MAX_PREVIEWS: usize = 60;
/// The previews' resolution: a face on a crown is large enough to judge (an A4 page is
/// 496 x 702 pixels).
pub const PREVIEW_DPI: u32 = 60;

/// Whose fault a failed answer is: the form's (a refusal, 4xx) or the machine's (5xx).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// Nothing failed.
    None,
    /// A value of the form was refused.
    Form,
    /// The run failed for a reason that is not the form's.
    Machine,
}

/// The preview run: the same pages as small PNGs, with no cut files, one copy of a class
/// set, and a web page's sheets drawn as the kit's.
pub fn preview_config(cfg: &Config) -> Config {
    let mut p = cfg.clone();
    p.encoding = Encoding::Png { dpi: PREVIEW_DPI };
    p.cut = Default::default();
    p.layout.marks = None;
    match &mut p.document {
        DocumentKind::ClassSet(c) => c.copies = 1,
        DocumentKind::Web => {
            p.document = DocumentKind::Kit;
            p.encoding = Encoding::Png { dpi: PREVIEW_DPI };
        }
        DocumentKind::Kit => {}
    }
    p
}

/// A failed run as the page shows it: its line beside the field it names, and whose fault.
fn refusal(e: &boardgen_core::RunError) -> ((String, boardgen_core::said::Said), Fault) {
    let fault = if e.is_bad_input() {
        Fault::Form
    } else {
        Fault::Machine
    };
    (form::placed(e.said_within()), fault)
}

/// The answer to a form: its command and refusals, and the pages drawn small.
pub fn answer(sent: &Sent) -> (Answer, Fault) {
    answer_until(sent, &Cancel::new())
}

/// [`answer`], its run stopped once `cancel` is set (the request it was for is gone).
pub fn answer_until(sent: &Sent, cancel: &Cancel) -> (Answer, Fault) {
    let read = sent.read();
    let mut a = Answer {
        command: read.command,
        errors: read.errors,
        sent_files: (sent.uploads.iter())
            .map(|(field, name, _)| (field.clone(), name.clone()))
            .collect(),
        ..Answer::default()
    };
    let Some(cfg) = read.config else {
        return (a, Fault::Form);
    };
    match boardgen_core::render_noted_until(&preview_config(&cfg), &read.files, cancel) {
        Ok(made) => {
            a.pages = made.files.len();
            if let DocumentKind::ClassSet(c) = &cfg.document {
                // The previews are one run of each game's set: the pages of all its runs.
                let set = boardgen_core::layout::ClassSet {
                    copies: c.copies,
                    n_up: c.n_up,
                    booklet: c.booklet,
                    two_sided: c.two_sided,
                };
                let mut runs: Vec<(String, usize)> = Vec::new();
                for (name, _) in &made.files {
                    let set_of = previews::set_of(name);
                    match runs.iter_mut().find(|(s, _)| *s == set_of) {
                        Some((_, n)) => *n += 1,
                        None => runs.push((set_of, 1)),
                    }
                }
                let pages = runs
                    .iter()
                    .map(|(_, run)| boardgen_core::layout::class_set_pages(&set, *run))
                    .sum();
                a.class_set_pages = Some(pages);
            }
            a.notes = made.notes;
            a.previews = made
                .files
                .into_iter()
                .filter(|(n, _)| n.ends_with(".png"))
                .take(MAX_PREVIEWS)
                .collect();
            (a, Fault::None)
        }
        Err(e) => {
            let (err, fault) = refusal(&e);
            a.errors.push(err);
            (a, fault)
        }
    }
}

/// Everything a form's run makes, as the command line would write it.
pub struct Made {
    /// The `boardgen …` command of the same run.
    pub command: String,
    /// Each file under the command line's name.
    pub files: Vec<(String, Vec<u8>)>,
    /// What the command line prints as `note: …`.
    pub notes: Vec<boardgen_core::said::Said>,
    /// Refusals by field (`""`: the form as a whole); when any, no file was made.
    pub errors: Vec<(String, boardgen_core::said::Said)>,
    /// Whose fault the refusals are.
    pub fault: Fault,
}

/// The files, notes and refusals of a form's run: what the command line makes of the same
/// options, byte for byte.
pub fn made(sent: &Sent) -> Made {
    made_until(sent, &Cancel::new())
}

/// [`made`], its run stopped once `cancel` is set (the request it was for is gone).
pub fn made_until(sent: &Sent, cancel: &Cancel) -> Made {
    let read = sent.read();
    let mut m = Made {
        command: read.command,
        files: Vec::new(),
        notes: Vec::new(),
        errors: read.errors,
        fault: Fault::Form,
    };
    let Some(cfg) = read.config else {
        return m;
    };
    match boardgen_core::render_noted_until(&cfg, &read.files, cancel) {
        Ok(out) => {
            m.files = out.files;
            m.notes = out.notes;
            m.fault = Fault::None;
        }
        Err(e) => {
            let (err, fault) = refusal(&e);
            m.errors.push(err);
            m.fault = fault;
        }
    }
    m
}

/// One file to download: its name, its media type and its bytes.
pub struct Download {
    /// The file's name: the command line's, or the zip's (`boardgen-pdf-fr.zip`).
    pub name: String,
    /// Its media type.
    pub kind: &'static str,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// A run's files as one download: its one file, or a zip of several under the command
/// line's names.
pub fn download(
    command: &str,
    files: Vec<(String, Vec<u8>)>,
) -> Result<Download, boardgen_core::said::Said> {
    if files.len() == 1 {
        let (name, bytes) = files.into_iter().next().expect("one file");
        let kind = content_type(&name);
        return Ok(Download { name, kind, bytes });
    }
    Ok(Download {
        name: zip_name(command),
        kind: "application/zip",
        bytes: zip(files)
            .map_err(|why| boardgen_core::said::Said::new("refuse-zip").arg("why", why))?,
    })
}

/// A file's media type, from its name.
pub fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("pdf") => "application/pdf",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("html") => "text/html; charset=utf-8",
        Some("dxf") => "application/dxf",
        _ => "application/octet-stream",
    }
}

/// Several files as one zip, each under its own name.
fn zip(files: Vec<(String, Vec<u8>)>) -> Result<Vec<u8>, String> {
    use std::io::Write;
    let mut z = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, bytes) in files {
        // PDFs and PNGs are compressed already.
        let method = if name.ends_with(".pdf") || name.ends_with(".png") {
            zip::CompressionMethod::Stored
        } else {
            zip::CompressionMethod::Deflated
        };
        let opts = zip::write::SimpleFileOptions::default()
            .compression_method(method)
            .last_modified_time(zip::DateTime::default());
        z.start_file(name, opts).map_err(|e| e.to_string())?;
        z.write_all(&bytes).map_err(|e| e.to_string())?;
    }
    z.finish()
        .map(|c| c.into_inner())
        .map_err(|e| e.to_string())
}

/// The name of a download of several files, from the command the page shows
/// (`boardgen pdf --lang fr …`): the command, and the language where it is not English, as
/// the files in it are named, so a French set and a German one saved side by side are both
/// kept.
fn zip_name(command: &str) -> String {
    let words: Vec<&str> = command.split_whitespace().collect();
    let what = words.get(1).copied().unwrap_or("set");
    let lang = words
        .windows(2)
        .find(|w| w[0] == "--lang")
        .map(|w| w[1].trim_matches('\''))
        .filter(|l| *l != "en" && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
    match lang {
        Some(l) => format!("boardgen-{what}-{l}.zip"),
        None => format!("boardgen-{what}.zip"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zip_is_named_for_its_command_and_language() {
        assert_eq!(
            zip_name("boardgen pdf --lang fr --cut svg"),
            "boardgen-pdf-fr.zip"
        );
        assert_eq!(zip_name("boardgen svg --mono"), "boardgen-svg.zip");
        assert_eq!(zip_name("boardgen png --lang en"), "boardgen-png.zip");
        assert_eq!(zip_name("boardgen pdf --lang 'x\"y'"), "boardgen-pdf.zip");
    }

    #[test]
    fn a_class_set_previews_its_first_copy() {
        let mut s = Sent::default();
        for (k, v) in [
            ("command", "handout"),
            ("copies", "30"),
            ("n-up", "2"),
            ("game", "royal-carpet"),
        ] {
            s.fields.0.push((k.into(), v.into()));
        }
        let (a, fault) = answer(&s);
        assert_eq!(fault, Fault::None, "{:?}", a.errors);
        assert!(!a.previews.is_empty());
        assert_eq!(a.pages, a.previews.len());
        assert!(a.previews.iter().all(|(n, _)| n.ends_with(".png")));
        // 30 copies two to a sheet: 15 runs of the pages shown, as the command line prints.
        assert_eq!(a.class_set_pages, Some(15 * a.pages));
    }

    #[test]
    fn a_forms_files_and_notes_are_the_runs() {
        let mut s = Sent::default();
        s.fields.0.push(("game".into(), "royal-carpet".into()));
        s.fields.0.push(("command".into(), "svg".into()));
        let m = made(&s);
        assert!(m.errors.is_empty(), "{:?}", m.errors);
        assert_eq!(m.fault, Fault::None);
        assert!(m.files.len() > 2);
        assert!(m.files.iter().all(|(n, _)| n.starts_with("royal-carpet")));
        let d = download(&m.command, m.files).unwrap();
        assert_eq!(d.name, "boardgen-svg.zip");
        assert_eq!(&d.bytes[..2], b"PK");
        s.fields.0.push(("square".into(), "3".into()));
        let m = made(&s);
        assert_eq!(m.fault, Fault::Form);
        assert_eq!(m.errors[0].0, "square");
        assert!(m.files.is_empty());
    }
}

#[cfg(test)]
mod template_tests {
    use super::*;

    #[test]
    fn a_templates_refusal_stands_beside_it_in_the_users_names() {
        let mut s = Sent::default();
        s.upload("template", "mine.toml", b"[game\nid = 3\n".to_vec());
        let m = made(&s);
        assert_eq!(m.errors.len(), 1);
        let (field, says) = &m.errors[0];
        let says = says.english();
        assert_eq!(field, "template");
        assert!(says.starts_with("mine.toml:1:6: "), "{says}");
        let text = std::fs::read_to_string("../../examples/checkers.toml")
            .unwrap()
            .replacen("builtin:checkers.md", "my-rules.md", 1);
        let mut s = Sent::default();
        s.upload("template", "mine.toml", text.into_bytes());
        let (field, says) = &made(&s).errors[0];
        let says = says.english();
        assert_eq!(field, "template");
        assert!(!says.contains("template/"), "{says}");
        assert!(says.contains("'my-rules.md'"), "{says}");
    }

    #[test]
    fn an_empty_template_is_refused_beside_it_as_the_command_line_refuses_it() {
        let mut s = Sent::default();
        s.upload("template", "mine.toml", Vec::new());
        let m = made(&s);
        assert_eq!(m.fault, Fault::Form);
        assert_eq!(m.errors.len(), 1, "{:?}", m.errors);
        let (field, says) = &m.errors[0];
        let says = says.english();
        assert_eq!(field, "template");
        assert!(says.starts_with("mine.toml:1:1: missing field"), "{says}");
    }
}
