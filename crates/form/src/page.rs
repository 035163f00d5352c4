//! The page: it starts from what the person is making (a set to play, the rules for a
//! class, a set for a cutting machine, their own game) and shows only the choices that
//! purpose uses, most common first, the rest under "More choices"; every choice in plain
//! words with a hint, its refusal beside it; the pages drawn large enough to judge, each
//! named by what it is; Download and Print at hand. Its words are boardgen's Fluent
//! messages (`serve-…`) in the page's language; it is plain HTML that works without its
//! script, which keeps the choices in the address and makes the answers live.

use boardgen_core::lang::{Arg, Lang, Shipped};
use boardgen_core::said::Said;

pub use crate::answer::Answer;
use crate::controls::{esc, Ctx, Purpose, Words};
use crate::form::{Fields, PIECES};
use crate::previews;

/// The page as `boardgen serve` serves it.
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
    // The refusals, which the controls put in the page's language beside their fields, and
    // the notes, each naming the games as the page does.
    let names = game_names(ui, fields, answer);
    let named = |s: &Said| {
        s.clone()
            .map_text(&|t| names.get(t).unwrap_or(t).to_string())
    };
    let shown = Answer {
        command: answer.command.clone(),
        errors: (answer.errors.iter())
            .map(|(field, e)| (field.clone(), named(e)))
            .collect(),
        notes: answer.notes.iter().map(named).collect(),
        ..Answer::default()
    };
    let c = Ctx {
        w,
        f: fields,
        a: &shown,
        purpose: Purpose::of(fields),
    };
    let mut h = String::with_capacity(24 << 10);
    h += &format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title>{}<link rel=\"stylesheet\" href=\"style.css\">\
         <script src=\"app.js\" defer></script></head><body>",
        ui.tag(),
        c.w.t("serve-title"),
        home.head()
    );
    h += &languages(ui, &c.w, home);
    h += &format!(
        "<main><h1>{}</h1><p class=\"intro\">{}",
        c.w.t("serve-title"),
        c.w.t("serve-intro")
    );
    if home == Home::Site {
        h += &format!(" {}", c.w.t("serve-private"));
    }
    h += "</p>";
    h += &format!(
        "<form id=\"kit\" method=\"post\" action=\".{}\" enctype=\"multipart/form-data\" data-letter=\"{}\">",
        Home::Server.lang_href(ui),
        boardgen_core::paper::LETTER_TERRITORIES.join(" ")
    );
    h += &summary(&c);
    h += &purposes(&c);
    h += &main_choices(&c, answer, home);
    h += &pictures(&c, answer, home);
    h += &more(&c);
    h += &format!(
        "<p class=\"command\"><span id=\"command-label\">{}</span> \
         <code id=\"command\" aria-labelledby=\"command-label\">{}</code></p>",
        c.w.t("serve-equivalent"),
        esc(&answer.command)
    );
    h += &format!(
        "<div class=\"actions\"><button type=\"submit\" name=\"action\" value=\"preview\" class=\"secondary\">{}</button>\
         <button type=\"submit\" name=\"action\" value=\"download\">{}</button>\
         <button type=\"submit\" name=\"action\" value=\"print\" class=\"secondary\">{}</button>\
         <p id=\"status\" class=\"status\" role=\"status\" data-working=\"{}\">{}</p></div></form>",
        c.w.t("serve-preview"),
        c.w.t("serve-download"),
        c.w.t("serve-print"),
        c.w.t("serve-working"),
        if answer.previews.is_empty() {
            String::new()
        } else {
            c.w.t_with("serve-ready", &[("count", Arg::Number(answer.pages as f64))])
        },
    );
    h += &previews::section(&c, answer);
    h += &format!(
        "<dialog id=\"full\" aria-labelledby=\"full-h\"><div class=\"full-bar\"><h2 id=\"full-h\"></h2>\
         <button type=\"button\" class=\"secondary\" data-close>{}</button></div><img alt=\"\"></dialog>",
        c.w.t("serve-close")
    );
    h += "</main></body></html>\n";
    h
}

/// The page's names of the games a run named in its kit's language (the form's `lang`),
/// which may not be the page's: a refusal or note on an English page says "Royal Carpet",
/// not the French kit's "Tapis royal". Empty when the two languages name them alike, or
/// when the run said nothing.
fn game_names(ui: Shipped, fields: &Fields, answer: &Answer) -> Names {
    let mut names = Names(Vec::new());
    let kit = fields.get("lang").and_then(|l| Lang::parse(l).ok());
    let (Some(kit), page) = (kit, Lang::of(ui)) else {
        return names;
    };
    if kit.tag() == page.tag() || answer.errors.is_empty() && answer.notes.is_empty() {
        return names;
    }
    for (id, _) in boardgen_core::game::BUILTIN
        .iter()
        .chain(boardgen_core::game::EXAMPLE_TEMPLATES)
    {
        let name = |lang: &Lang| boardgen_core::kit::Kit::named_in(id, lang).map(|k| k.game.name);
        if let (Ok(theirs), Ok(ours)) = (name(&kit), name(&page)) {
            names.0.push((theirs, ours));
        }
    }
    names
}

/// Game names in a kit's language and the page's.
struct Names(Vec<(String, String)>);

impl Names {
    /// The page's name of the game the kit calls `name`, if it is one.
    fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(theirs, _)| theirs == name)
            .map(|(_, ours)| ours.as_str())
    }
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

/// The control a refusal of `field` links to, and the words of its label.
fn target(field: &str, purpose: Purpose) -> Option<(String, &'static str)> {
    let label = match field {
        "game" => "serve-game",
        "template" | "template-files" => "serve-template",
        "copies" => "serve-copies",
        "n-up" => "serve-n-up",
        "dpi" => "serve-dpi",
        "paper" => "serve-paper",
        "lang" => "serve-lang",
        "mono" => "serve-printer",
        "shape" => "serve-shape",
        "square" => "serve-square",
        "spares" => "serve-spares",
        "backs" => "serve-backs",
        "kerf" => "serve-kerf",
        "bed" => "serve-bed",
        "board-art" => "serve-board-art",
        "command" => "serve-command",
        "sheets" => return Some(("f-sheets-board".into(), "serve-sheets")),
        "cut" if purpose == Purpose::Machine => "serve-machine",
        "cut" => return Some(("f-cut-svg".into(), "serve-cut")),
        art if art.starts_with("art-") && PIECES.contains(&&art[4..]) => "serve-pictures",
        _ => return None,
    };
    let id = match field {
        "template-files" => "f-template".to_string(),
        other => format!("f-{other}"),
    };
    Some((id, label))
}

/// The refusals, each a link to its field (those of the form as a whole as they are), in
/// a box that the script gives the focus when a download is refused.
fn summary(c: &Ctx) -> String {
    let errors = &c.a.errors;
    let hidden = if errors.is_empty() { " hidden" } else { "" };
    let mut h = format!(
        "<div id=\"errors\" class=\"summary\" data-slot=\"errors\" tabindex=\"-1\" aria-labelledby=\"errors-h\"{hidden}>"
    );
    if errors.is_empty() {
        return h + "</div>";
    }
    h += &format!(
        "<h2 id=\"errors-h\">{}</h2><ul>",
        c.w.t_with(
            "serve-error-summary",
            &[("count", Arg::Number(errors.len() as f64))]
        )
    );
    for (field, e) in errors {
        let e = esc(&e.text(&c.w.0));
        h += &match target(field, c.purpose) {
            Some((id, label)) => format!("<li><a href=\"#{id}\">{}</a>: {e}</li>", c.w.t(label)),
            None => format!("<li>{e}</li>"),
        };
    }
    h + "</ul></div>"
}

/// A small picture of each purpose, drawn in the page's own colours.
fn picture(p: Purpose) -> &'static str {
    match p {
        Purpose::Play => {
            "<path d=\"M4 4h14v14H4zM18 18h14v14H18z\" fill=\"#b45a3a\"/><path d=\"M18 4h14v14H18zM4 18h14v14H4z\" fill=\"#f3e4c4\"/>\
             <circle cx=\"25\" cy=\"11\" r=\"5\" fill=\"#27538f\"/><circle cx=\"11\" cy=\"25\" r=\"5\" fill=\"#3b2417\"/>"
        }
        Purpose::Class => {
            "<path d=\"M6 3h17l6 6v24H6z\" fill=\"#fff\" stroke=\"#1a1a1a\" stroke-width=\"2\"/>\
             <path d=\"M10 13h15M10 18h15M10 23h15M10 28h9\" stroke=\"#0b4f8a\" stroke-width=\"2\"/>"
        }
        Purpose::Machine => {
            "<path d=\"M5 5h26v26H5z\" fill=\"#f3e4c4\" stroke=\"#1a1a1a\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\
             <circle cx=\"18\" cy=\"18\" r=\"7\" fill=\"#b45a3a\"/><path d=\"M2 34L34 2\" stroke=\"#0b4f8a\" stroke-width=\"2.5\"/>"
        }
        Purpose::Own => {
            "<path d=\"M4 8h22v22H4z\" fill=\"#f3e4c4\" stroke=\"#1a1a1a\" stroke-width=\"2\"/>\
             <path d=\"M31 3l3 3-15 15-5 2 2-5z\" fill=\"#0b4f8a\"/>"
        }
    }
}

/// "What are you making?": each purpose a large choice with its picture and hint.
fn purposes(c: &Ctx) -> String {
    let mut h = format!(
        "<fieldset class=\"purposes\"><legend>{}</legend><div class=\"cards\">",
        c.w.t("serve-purpose")
    );
    for p in Purpose::ALL {
        let code = p.code();
        let checked = if p == c.purpose { " checked" } else { "" };
        h += &format!(
            "<div class=\"card\"><input type=\"radio\" id=\"f-purpose-{code}\" name=\"purpose\" value=\"{code}\" \
             aria-describedby=\"hint-purpose-{code}\"{checked}>\
             <label for=\"f-purpose-{code}\"><svg viewBox=\"0 0 36 36\" width=\"36\" height=\"36\" aria-hidden=\"true\" focusable=\"false\">{}</svg>\
             <span>{}</span></label><span class=\"hint\" id=\"hint-purpose-{code}\">{}</span></div>",
            picture(p),
            c.w.t(&format!("serve-purpose-{code}")),
            c.w.t(&format!("serve-purpose-{code}-hint")),
        );
    }
    h + "</div></fieldset>"
}

use Purpose::{Class, Machine, Own, Play};

/// The paper choices, named in the page's language; a size typed elsewhere kept.
fn papers(c: &Ctx) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = ["a4", "letter", "a3", "legal"]
        .iter()
        .map(|p| (p.to_string(), c.w.t(&format!("serve-paper-{p}"))))
        .collect();
    if let Some(v) = c.f.get("paper") {
        if !out.iter().any(|(p, _)| p == v) {
            let size = Arg::Text(v.to_string().into());
            out.push((
                v.to_string(),
                c.w.t_with("serve-paper-custom", &[("size", size)]),
            ));
        }
    }
    out
}

/// The choices the purpose uses, most common first.
fn main_choices(c: &Ctx, answer: &Answer, home: Home) -> String {
    let mut games = vec![("all".to_string(), c.w.t("serve-game-all"))];
    for (id, _) in boardgen_core::game::BUILTIN
        .iter()
        .chain(boardgen_core::game::EXAMPLE_TEMPLATES)
    {
        let name = boardgen_core::kit::Kit::named_in(id, &c.w.0)
            .map(|k| k.game.name.clone())
            .unwrap_or_else(|_| id.to_string());
        games.push((id.to_string(), esc(&name)));
    }
    let mut h = String::from("<div class=\"choices\">");
    h += &c.select(
        "game",
        "serve-game",
        Some("serve-game-hint"),
        &games,
        "all",
        &[Play, Class, Machine],
    );
    h += &c.file(
        "template",
        &c.w.t("serve-template"),
        None,
        ".toml",
        false,
        &[Own],
    );
    h += &again(c, answer, home, "template");
    h += &c.file(
        "template-files",
        &c.w.t("serve-template-files"),
        Some("serve-template-files-hint"),
        ".md,.svg,.toml,.png,.jpg,.jpeg,.webp,.gif",
        true,
        &[Own],
    );
    h += &again(c, answer, home, "template-files");
    h += &c.fixed("command", "handout", &[Class]);
    h += &c.text(
        "copies",
        "serve-copies",
        Some("serve-copies-hint"),
        "1",
        &[Class],
    );
    let ups = vec![
        ("1".to_string(), c.w.t("serve-n-up-1")),
        ("2".to_string(), c.w.t("serve-n-up-2")),
    ];
    h += &c.select(
        "n-up",
        "serve-n-up",
        Some("serve-n-up-hint"),
        &ups,
        "1",
        &[Class],
    );
    let machines: Vec<(String, String)> = ["laser", "cricut", "marks", "svg", "dxf", "contour"]
        .iter()
        .map(|m| (m.to_string(), c.w.t(&format!("serve-cut-{m}"))))
        .collect();
    h += &c.select(
        "cut",
        "serve-machine",
        Some("serve-machine-hint"),
        &machines,
        "laser",
        &[Machine],
    );
    h += &c.text("bed", "serve-bed", Some("serve-bed-hint"), "", &[Machine]);
    h += &c.text(
        "kerf",
        "serve-kerf",
        Some("serve-kerf-hint"),
        "",
        &[Machine],
    );
    let printers = vec![
        (String::new(), c.w.t("serve-printer-colour")),
        ("on".to_string(), c.w.t("serve-printer-mono")),
    ];
    let all = [Play, Class, Machine, Own];
    h += &c.select(
        "mono",
        "serve-printer",
        Some("serve-printer-hint"),
        &printers,
        "",
        &all,
    );
    h += &c.select(
        "paper",
        "serve-paper",
        Some("serve-paper-hint"),
        &papers(c),
        "a4",
        &all,
    );
    h + "</div>"
}

/// Under a file field the server's page without JavaScript could not keep: what was chosen,
/// to choose again.
fn again(c: &Ctx, answer: &Answer, home: Home, field: &str) -> String {
    let names: Vec<&str> = (answer.sent_files.iter())
        .filter(|(f, _)| f == field)
        .map(|(_, n)| n.as_str())
        .collect();
    if names.is_empty() || home == Home::Site {
        return String::new();
    }
    format!(
        "<p class=\"again\" id=\"again-{field}\">{}</p>",
        c.w.t_with(
            "serve-again",
            &[
                ("files", Arg::Number(names.len() as f64)),
                ("names", Arg::Text(names.join(", ").into())),
            ]
        )
    )
}

/// The pictures on the pieces and on the board, for the purposes with pieces.
fn pictures(c: &Ctx, answer: &Answer, home: Home) -> String {
    let of = [Play, Machine, Own];
    let on = of.contains(&c.purpose);
    let chosen = PIECES.iter().any(|p| {
        answer
            .sent_files
            .iter()
            .any(|(f, _)| *f == format!("art-{p}"))
    });
    let mut h = format!(
        "<details class=\"pictures\" data-for=\"play machine own\"{}{}><summary>{}</summary><p class=\"hint\">{}</p>",
        if on { "" } else { " hidden" },
        if chosen { " open" } else { "" },
        c.w.t("serve-pictures"),
        c.w.t("serve-pictures-hint")
    );
    for p in PIECES {
        let label = c.w.t_with(
            "serve-art-piece",
            &[(
                "piece",
                Arg::Text(c.w.0.text(&format!("serve-piece-{p}"), &[]).into()),
            )],
        );
        let field = format!("art-{p}");
        h += &c.file(
            &field,
            &label,
            None,
            "image/png,image/jpeg,image/webp,image/gif",
            true,
            &of,
        );
        h += &again(c, answer, home, &field);
    }
    h += &c.file(
        "board-art",
        &c.w.t("serve-board-art"),
        Some("serve-board-art-hint"),
        "image/png,image/jpeg,image/webp,image/gif",
        false,
        &of,
    );
    h += &again(c, answer, home, "board-art");
    h + "</details>"
}

/// Everything else, under "More choices".
fn more(c: &Ctx) -> String {
    let all = [Play, Class, Machine, Own];
    let sets = [Play, Machine, Own];
    let open = [
        "lang",
        "sheets",
        "shape",
        "square",
        "spares",
        "backs",
        "dpi",
        "booklet",
        "large-print",
        "two-sided",
    ]
    .iter()
    .any(|n| c.a.errors.iter().any(|(f, _)| f == n));
    let mut h = format!(
        "<details class=\"more\"{}><summary>{}</summary>",
        if open { " open" } else { "" },
        c.w.t("serve-more")
    );
    let langs: Vec<(String, String)> = Shipped::ALL
        .iter()
        .map(|s| {
            (
                s.code().to_string(),
                esc(&Lang::of(*s).text("serve-language-name", &[])),
            )
        })
        .collect();
    h += &c.select(
        "lang",
        "serve-lang",
        Some("serve-lang-hint"),
        &langs,
        c.w.0.shipped().map_or("en", |s| s.code()),
        &all,
    );
    h += &c.check("booklet", "on", "serve-booklet", &[Class]);
    h += &c.check("large-print", "on", "serve-large-print", &[Class]);
    h += &c.check("two-sided", "on", "serve-two-sided", &[Class]);
    let commands: Vec<(String, String)> = ["pdf", "html", "svg", "png"]
        .iter()
        .map(|m| (m.to_string(), c.w.t(&format!("serve-command-{m}"))))
        .collect();
    h += &c.select(
        "command",
        "serve-command",
        Some("serve-command-hint"),
        &commands,
        "pdf",
        &sets,
    );
    h += &c.text("dpi", "serve-dpi", Some("serve-dpi-hint"), "150", &sets);
    let mut sheets = String::new();
    for s in ["board", "pieces", "rules", "assembly"] {
        sheets += &c.check("sheets", s, &format!("serve-sheet-{s}"), &all);
    }
    h += &c.group(&c.w.t("serve-sheets"), &sheets, &all);
    let shapes = vec![
        (String::new(), c.w.t("serve-shape-square")),
        ("round".to_string(), c.w.t("serve-shape-round")),
    ];
    h += &c.select(
        "shape",
        "serve-shape",
        Some("serve-shape-hint"),
        &shapes,
        "",
        &sets,
    );
    h += &c.text(
        "square",
        "serve-square",
        Some("serve-square-hint"),
        "",
        &sets,
    );
    h += &c.text(
        "spares",
        "serve-spares",
        Some("serve-spares-hint"),
        "",
        &sets,
    );
    let backs = vec![
        (String::new(), c.w.t("serve-backs-none")),
        ("fold".to_string(), c.w.t("serve-backs-fold")),
        ("duplex".to_string(), c.w.t("serve-backs-duplex")),
        (
            "duplex,calibrate".to_string(),
            c.w.t("serve-backs-calibrate"),
        ),
    ];
    h += &c.select(
        "backs",
        "serve-backs",
        Some("serve-backs-hint"),
        &backs,
        "",
        &sets,
    );
    let mut cuts = String::new();
    for m in ["svg", "dxf", "laser", "contour", "marks", "cricut"] {
        cuts += &c.check("cut", m, &format!("serve-cut-{m}"), &[Play, Own]);
    }
    h += &c.group(&c.w.t("serve-cut"), &cuts, &[Play, Own]);
    h + "</details>"
}
