//! The page: the form with every field labelled and its refusal beside it, the command that
//! does the same, and the pages drawn small. Its words are boardgen's Fluent messages
//! (`serve-…`) in the page's language; it is plain HTML that works without its script.

use boardgen_core::lang::{Arg, Lang, Shipped};

use crate::form::{Fields, COMMANDS, PIECES};

/// What the page shows besides the form: the equivalent command, refusals by field, and
/// the previews (each page's PNG, and how many pages there are in all).
#[derive(Default)]
pub struct Answer {
    /// The `boardgen …` command of the form's choices.
    pub command: String,
    /// Refusals by field (`""`: the form as a whole).
    pub errors: Vec<(String, String)>,
    /// The pages drawn small, as PNG.
    pub previews: Vec<Vec<u8>>,
    /// How many pages the run makes.
    pub pages: usize,
    /// What the command line would print as `note: …` for the run.
    pub notes: Vec<String>,
}

fn esc(s: &str) -> String {
    html_escape::encode_double_quoted_attribute(s).into_owned()
}

/// The page's words.
struct Words(Lang);

/// A refusal as the page shows it: the command line's own words, which are English; on a
/// page in another language, said first in its words and the English marked as such, so
/// that a reader hears it in the right voice and can still match it to the command line.
fn refusal(w: &Words, ui: Shipped, e: &str) -> String {
    match ui {
        Shipped::English => esc(e),
        Shipped::French | Shipped::German | Shipped::Spanish | Shipped::Dutch => format!(
            "{} <span lang=\"en\">{}</span>",
            w.t("serve-refused"),
            esc(e)
        ),
    }
}

impl Words {
    fn t(&self, id: &str) -> String {
        esc(&self.0.text(id, &[]))
    }

    fn t_with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        esc(&self.0.text(id, args))
    }
}

/// The whole page in `ui`, the form showing `fields` as sent, and `answer`.
pub fn page(ui: Shipped, fields: &Fields, answer: &Answer) -> String {
    page_at(ui, fields, answer, Home::Server)
}

/// Where the page lives, which decides where its links go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Home {
    /// `boardgen serve`'s own page: each language at `/?ui=fr`, the answers made there.
    Server,
    /// The browser build's static site: a file per language (`index.html`, `fr.html`), the
    /// engine beside the page, the web app manifest for installing it.
    Site,
}

impl Home {
    /// The address of the page in `s`, from the page in any language.
    fn lang_href(self, s: Shipped) -> String {
        match (self, s) {
            (Home::Server, _) => format!("/?ui={}", s.code()),
            (Home::Site, Shipped::English) => "./".into(),
            (Home::Site, _) => format!("{}.html", s.code()),
        }
    }

    /// What the head adds for this home: the site's engine, manifest and icon.
    fn head(self) -> &'static str {
        match self {
            Home::Server => "<link rel=\"icon\" href=\"data:,\">",
            Home::Site => {
                "<link rel=\"icon\" href=\"icon.svg\" type=\"image/svg+xml\">\
                 <link rel=\"manifest\" href=\"manifest.webmanifest\">\
                 <meta name=\"theme-color\" content=\"#0b4f8a\">\
                 <script src=\"engine.js\" defer></script>"
            }
        }
    }
}

/// The page as it stands at `home`: the same form, words and answer, its links and head
/// those of where it is served.
pub fn page_at(ui: Shipped, fields: &Fields, answer: &Answer, home: Home) -> String {
    let w = Words(Lang::of(ui));
    let drawn = answer;
    // The refusals as shown (HTML), in the page's language.
    let answer = &Answer {
        command: drawn.command.clone(),
        errors: (drawn.errors.iter())
            .map(|(f, e)| (f.clone(), refusal(&w, ui, e)))
            .collect(),
        previews: Vec::new(),
        pages: drawn.pages,
        notes: Vec::new(),
    };
    let mut h = String::with_capacity(16 << 10);
    h += &format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title>{}<link rel=\"stylesheet\" href=\"style.css\">\
         <script src=\"app.js\" defer></script></head><body>",
        ui.tag(),
        w.t("serve-title"),
        home.head()
    );
    h += &languages(ui, &w, home);
    h += &format!(
        "<main><h1>{}</h1><p>{}</p>",
        w.t("serve-title"),
        w.t("serve-intro")
    );
    h += &format!(
        "<form id=\"kit\" method=\"post\" action=\".{}\" enctype=\"multipart/form-data\">",
        Home::Server.lang_href(ui)
    );
    h += &summary(&w, answer);
    h += &game(&w, fields, answer);
    h += &make(&w, fields, answer);
    h += &printing(&w, fields, answer);
    h += &pieces(&w, fields, answer);
    h += &cutting(&w, fields, answer);
    h += &format!(
        "<p class=\"command\"><span id=\"command-label\">{}</span> \
         <code id=\"command\" aria-labelledby=\"command-label\">{}</code></p>",
        w.t("serve-equivalent"),
        esc(&answer.command)
    );
    h += &format!(
        "<p class=\"actions\"><button type=\"submit\" name=\"action\" value=\"preview\">{}</button> \
         <button type=\"submit\" name=\"action\" value=\"download\">{}</button></p></form>",
        w.t("serve-preview"),
        w.t("serve-download")
    );
    h += &previews(&w, drawn);
    h += "</main></body></html>\n";
    h
}

/// The language chooser: a link to the page in each language, named in that language.
fn languages(ui: Shipped, w: &Words, home: Home) -> String {
    let mut h = format!(
        "<header><nav aria-label=\"{}\"><ul class=\"langs\">",
        w.t("serve-language")
    );
    for s in Shipped::ALL {
        let name = esc(&Lang::of(s).text("serve-language-name", &[]));
        let current = if s == ui {
            " aria-current=\"page\""
        } else {
            ""
        };
        h += &format!(
            "<li><a href=\"{}\" lang=\"{}\" hreflang=\"{}\"{current}>{name}</a></li>",
            home.lang_href(s),
            s.tag(),
            s.tag()
        );
    }
    h + "</ul></nav></header>"
}

/// The refusals of the form as a whole, and a line saying there are some by the fields.
fn summary(w: &Words, a: &Answer) -> String {
    let mut h = String::from("<div id=\"errors\" data-slot=\"errors\" role=\"alert\">");
    if !a.errors.is_empty() {
        h += &format!("<p class=\"error\">{}</p>", w.t("serve-error-summary"));
    }
    for (field, e) in &a.errors {
        if field.is_empty() || !FIELDS.contains(&field.as_str()) {
            h += &format!("<p class=\"error\">{e}</p>");
        }
    }
    h + "</div>"
}

/// The fields the page has, each with a slot for its refusal.
const FIELDS: &[&str] = &[
    "game",
    "template",
    "command",
    "copies",
    "n-up",
    "dpi",
    "paper",
    "lang",
    "sheets",
    "shape",
    "square",
    "spares",
    "backs",
    "board-art",
    "cut",
    "kerf",
    "bed",
    "art-carpet",
    "art-crown",
    "art-cockerel",
    "art-camel",
    "art-king",
    "art-checker",
];

/// The refusal slot of `field`, and the attributes its control takes.
fn slot(field: &str, a: &Answer) -> (String, String) {
    let id = format!("err-{field}");
    let msg: Vec<&str> = a
        .errors
        .iter()
        .filter(|(f, _)| f == field)
        .map(|(_, e)| e.as_str())
        .collect();
    let text = msg.join(" ");
    let hidden = if msg.is_empty() { " hidden" } else { "" };
    let slot = format!("<p class=\"error\" id=\"{id}\" data-slot=\"{id}\"{hidden}>{text}</p>");
    let attrs = if msg.is_empty() {
        String::new()
    } else {
        format!(" aria-invalid=\"true\" aria-describedby=\"{id}\"")
    };
    (slot, attrs)
}

/// A `<select>` of `options` (value, words), `current` chosen.
fn select(
    name: &str,
    label: &str,
    options: &[(String, String)],
    current: &str,
    a: &Answer,
) -> String {
    let (slot, attrs) = slot(name, a);
    let mut h = format!(
        "<div class=\"field\"><label for=\"f-{name}\">{label}</label>{slot}<select id=\"f-{name}\" name=\"{name}\"{attrs}>"
    );
    for (v, words) in options {
        let sel = if v == current { " selected" } else { "" };
        h += &format!("<option value=\"{}\"{sel}>{words}</option>", esc(v));
    }
    h + "</select></div>"
}

/// A text field, with a hint under its label.
fn text(name: &str, label: &str, hint: Option<String>, value: &str, a: &Answer) -> String {
    let (slot, attrs) = slot(name, a);
    let (hint, described) = match hint {
        Some(t) => (
            format!("<span class=\"hint\" id=\"hint-{name}\">{t}</span>"),
            format!(" aria-describedby=\"hint-{name}\""),
        ),
        None => (String::new(), String::new()),
    };
    // One aria-describedby: the refusal when there is one, else the hint.
    let attrs = if attrs.is_empty() { described } else { attrs };
    format!(
        "<div class=\"field\"><label for=\"f-{name}\">{label}</label>{hint}{slot}\
         <input type=\"text\" id=\"f-{name}\" name=\"{name}\" value=\"{}\" autocomplete=\"off\"{attrs}></div>",
        esc(value)
    )
}

/// A checkbox.
fn check(name: &str, value: &str, label: &str, on: bool) -> String {
    let id = format!("f-{name}-{value}");
    let checked = if on { " checked" } else { "" };
    format!(
        "<div class=\"check\"><input type=\"checkbox\" id=\"{id}\" name=\"{name}\" value=\"{value}\"{checked}>\
         <label for=\"{id}\">{label}</label></div>"
    )
}

/// A file field (several files where `multiple`).
fn file(name: &str, label: &str, accept: &str, multiple: bool, a: &Answer) -> String {
    let (slot, attrs) = slot(name, a);
    let multiple = if multiple { " multiple" } else { "" };
    format!(
        "<div class=\"field\"><label for=\"f-{name}\">{label}</label>{slot}\
         <input type=\"file\" id=\"f-{name}\" name=\"{name}\" accept=\"{accept}\"{multiple}{attrs}></div>"
    )
}

fn fieldset(legend: &str, body: &str) -> String {
    format!("<fieldset><legend>{legend}</legend>{body}</fieldset>")
}

fn game(w: &Words, f: &Fields, a: &Answer) -> String {
    let mut games = vec![("all".to_string(), w.t("serve-game-all"))];
    for (id, _) in boardgen_core::game::BUILTIN
        .iter()
        .chain(boardgen_core::game::EXAMPLE_TEMPLATES)
    {
        let name = boardgen_core::kit::Kit::named_in(id, &w.0)
            .map(|k| k.game.name.clone())
            .unwrap_or_else(|_| id.to_string());
        games.push((id.to_string(), esc(&name)));
    }
    let mut body = select(
        "game",
        &w.t("serve-game"),
        &games,
        f.get("game").unwrap_or("all"),
        a,
    );
    body += &file("template", &w.t("serve-template"), ".toml", false, a);
    body += &file(
        "template-files",
        &w.t("serve-template-files"),
        ".md,.svg,.toml,.png,.jpg,.jpeg,.webp,.gif",
        true,
        a,
    );
    fieldset(&w.t("serve-game-legend"), &body)
}

fn make(w: &Words, f: &Fields, a: &Answer) -> String {
    let commands: Vec<(String, String)> = COMMANDS
        .iter()
        .map(|c| (c.to_string(), w.t(&format!("serve-command-{c}"))))
        .collect();
    let mut body = select(
        "command",
        &w.t("serve-command"),
        &commands,
        f.get("command").unwrap_or("pdf"),
        a,
    );
    body += &text(
        "copies",
        &w.t("serve-copies"),
        None,
        f.get("copies").unwrap_or("1"),
        a,
    );
    let ups = vec![
        ("1".to_string(), "1".to_string()),
        ("2".to_string(), "2".to_string()),
    ];
    body += &select(
        "n-up",
        &w.t("serve-n-up"),
        &ups,
        f.get("n-up").unwrap_or("1"),
        a,
    );
    body += &check("booklet", "on", &w.t("serve-booklet"), f.on("booklet"));
    body += &check(
        "large-print",
        "on",
        &w.t("serve-large-print"),
        f.on("large-print"),
    );
    body += &check(
        "two-sided",
        "on",
        &w.t("serve-two-sided"),
        f.on("two-sided"),
    );
    body += &text(
        "dpi",
        &w.t("serve-dpi"),
        None,
        f.get("dpi").unwrap_or("150"),
        a,
    );
    fieldset(&w.t("serve-make-legend"), &body)
}

fn printing(w: &Words, f: &Fields, a: &Answer) -> String {
    let papers: Vec<(String, String)> = ["a4", "letter", "a3", "legal"]
        .iter()
        .map(|p| (p.to_string(), p.to_string()))
        .collect();
    let mut body = text(
        "paper",
        &w.t("serve-paper"),
        Some(w.t("serve-paper-hint")),
        f.get("paper").unwrap_or("a4"),
        a,
    );
    body += "<datalist id=\"papers\">";
    for (p, _) in &papers {
        body += &format!("<option value=\"{p}\">");
    }
    body += "</datalist>";
    let langs: Vec<(String, String)> = Shipped::ALL
        .iter()
        .map(|s| {
            (
                s.code().to_string(),
                esc(&Lang::of(*s).text("serve-language-name", &[])),
            )
        })
        .collect();
    body += &select(
        "lang",
        &w.t("serve-lang"),
        &langs,
        f.get("lang").unwrap_or(w.0.tag()),
        a,
    );
    body += &check("mono", "on", &w.t("serve-mono"), f.on("mono"));
    let (slot, _) = slot("sheets", a);
    body += &format!(
        "<fieldset class=\"inner\"><legend>{}</legend>{slot}",
        w.t("serve-sheets")
    );
    let chosen = f.all("sheets");
    for s in ["board", "pieces", "rules", "assembly"] {
        body += &check(
            "sheets",
            s,
            &w.t(&format!("serve-sheet-{s}")),
            chosen.contains(&s),
        );
    }
    body += "</fieldset>";
    fieldset(&w.t("serve-print-legend"), &body)
}

fn pieces(w: &Words, f: &Fields, a: &Answer) -> String {
    // Square is no value: `--shape` is refused where no sheet of the run has pieces, so the
    // page sends it only when it is changed.
    let shapes = vec![
        (String::new(), w.t("serve-shape-square")),
        ("round".to_string(), w.t("serve-shape-round")),
    ];
    let mut body = select(
        "shape",
        &w.t("serve-shape"),
        &shapes,
        f.get("shape").unwrap_or(""),
        a,
    );
    body += &text(
        "square",
        &w.t("serve-square"),
        Some(w.t("serve-square-hint")),
        f.get("square").unwrap_or(""),
        a,
    );
    body += &text(
        "spares",
        &w.t("serve-spares"),
        None,
        f.get("spares").unwrap_or(""),
        a,
    );
    let backs = vec![
        (String::new(), w.t("serve-backs-none")),
        ("fold".to_string(), w.t("serve-backs-fold")),
        ("duplex".to_string(), w.t("serve-backs-duplex")),
        ("duplex,calibrate".to_string(), w.t("serve-backs-calibrate")),
    ];
    body += &select(
        "backs",
        &w.t("serve-backs"),
        &backs,
        f.get("backs").unwrap_or(""),
        a,
    );
    let mut art = String::new();
    for p in PIECES {
        let label = w.t_with(
            "serve-art-piece",
            &[(
                "piece",
                Arg::Text(w.0.text(&format!("serve-piece-{p}"), &[]).into()),
            )],
        );
        art += &file(
            &format!("art-{p}"),
            &label,
            "image/png,image/jpeg,image/webp,image/gif",
            true,
            a,
        );
    }
    body += &format!(
        "<fieldset class=\"inner\"><legend>{}</legend>{art}</fieldset>",
        w.t("serve-art")
    );
    body += &file(
        "board-art",
        &w.t("serve-board-art"),
        "image/png,image/jpeg,image/webp,image/gif",
        false,
        a,
    );
    fieldset(&w.t("serve-pieces-legend"), &body)
}

fn cutting(w: &Words, f: &Fields, a: &Answer) -> String {
    let (slot, _) = slot("cut", a);
    let mut body = format!(
        "<fieldset class=\"inner\"><legend>{}</legend>{slot}",
        w.t("serve-cut")
    );
    let chosen = f.all("cut");
    for c in ["svg", "dxf", "laser", "contour", "marks", "cricut"] {
        body += &check(
            "cut",
            c,
            &w.t(&format!("serve-cut-{c}")),
            chosen.contains(&c),
        );
    }
    body += "</fieldset>";
    body += &text(
        "kerf",
        &w.t("serve-kerf"),
        None,
        f.get("kerf").unwrap_or(""),
        a,
    );
    body += &text(
        "bed",
        &w.t("serve-bed"),
        None,
        f.get("bed").unwrap_or(""),
        a,
    );
    fieldset(&w.t("serve-cut-legend"), &body)
}

/// The pages drawn small, each an image named by its place in the run.
fn previews(w: &Words, a: &Answer) -> String {
    // No pages drawn (the page as first sent, or a refused form): no section of them. The
    // script shows it when it brings some.
    let hidden = if a.previews.is_empty() { " hidden" } else { "" };
    let mut h = format!(
        "<section aria-labelledby=\"pages-h\" data-slot=\"pages\"{hidden}><h2 id=\"pages-h\">{}</h2>\
         <div id=\"preview\" aria-live=\"polite\">",
        w.t("serve-pages")
    );
    h += "<ul class=\"pages\">";
    for (i, png) in a.previews.iter().enumerate() {
        use base64::Engine;
        let alt = w.t_with(
            "serve-page-alt",
            &[
                ("n", Arg::Number(i as f64 + 1.0)),
                ("count", Arg::Number(a.pages as f64)),
            ],
        );
        h += &format!(
            "<li><img alt=\"{alt}\" src=\"data:image/png;base64,{}\"></li>",
            base64::engine::general_purpose::STANDARD.encode(png)
        );
    }
    h += "</ul>";
    if a.pages > a.previews.len() {
        h += &format!(
            "<p>{}</p>",
            w.t_with(
                "serve-pages-more",
                &[("count", Arg::Number((a.pages - a.previews.len()) as f64))]
            )
        );
    }
    if !a.notes.is_empty() {
        h += &format!(
            "<h3 id=\"notes-h\">{}</h3><ul class=\"notes\" aria-labelledby=\"notes-h\">",
            w.t("serve-notes")
        );
        for n in &a.notes {
            h += &format!("<li>{}</li>", esc(n));
        }
        h += "</ul>";
    }
    h + "</div></section>"
}
