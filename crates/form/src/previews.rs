//! The pages drawn for the page: each named by what it is ("Board, half 1 of 2"), large
//! enough to judge, with the notes the command line would print beside them.

use boardgen_core::lang::Arg;

use crate::answer::Answer;
use crate::controls::{esc, Ctx};

/// What a preview's file name says of its page: the game's id, the kind of page
/// (`board-half`, `pieces`, …) and its number among that kind, if any.
fn parts(file: &str) -> (String, &'static str, Option<usize>) {
    let stem = file.strip_suffix(".png").unwrap_or(file);
    let words: Vec<&str> = stem.split('-').collect();
    let n = words.last().and_then(|w| w.parse::<usize>().ok());
    let tail = |k: usize| words[words.len().saturating_sub(k)..].join("-");
    let (kind, drop) = match (n, words.len()) {
        (Some(_), l) if l >= 3 && tail(3).starts_with("board-half-") => ("board-half", 3),
        (Some(_), l) if l >= 2 && words[l - 2] == "pieces" => ("pieces", 2),
        (Some(_), l) if l >= 2 && words[l - 2] == "rules" => ("rules", 2),
        (Some(_), l) if l >= 2 && words[l - 2] == "assembly" => ("assembly", 2),
        (None, l) if l >= 3 && tail(3).starts_with("pieces-") && tail(1) == "back" => {
            ("pieces-back", 3)
        }
        (None, l) if l >= 2 && tail(2) == "calibration-back" => ("calibration-back", 2),
        (None, _) if tail(1) == "calibration" => ("calibration", 1),
        (None, _) if tail(1) == "board" => ("board", 1),
        (None, _) if tail(1) == "blank" => ("blank", 1),
        _ => ("page", 0),
    };
    let n = match kind {
        "pieces-back" => words[words.len() - 2].parse().ok(),
        _ => n,
    };
    let game = words[..words.len() - drop].join("-");
    (game, kind, n)
}

/// The set a preview's page belongs to (its file name without the page's own part): one
/// game's, in one variant.
pub fn set_of(file: &str) -> String {
    parts(file).0
}

/// The game a preview belongs to, by the start of its file name, named in the page's
/// language; `None` when the name starts with no game boardgen knows.
fn game_name(c: &Ctx, prefix: &str) -> Option<String> {
    boardgen_core::game::BUILTIN
        .iter()
        .chain(boardgen_core::game::EXAMPLE_TEMPLATES)
        .map(|(id, _)| *id)
        .filter(|id| prefix == *id || prefix.starts_with(&format!("{id}-")))
        .max_by_key(|id| id.len())
        .and_then(|id| boardgen_core::kit::Kit::named_in(id, &c.w.0).ok())
        .map(|k| k.game.name.clone())
}

/// Each preview's name, in order: what the page is, of its game when the run makes several.
pub fn labels(c: &Ctx, files: &[&str]) -> Vec<String> {
    let parsed: Vec<(String, &str, Option<usize>)> = files.iter().map(|f| parts(f)).collect();
    let games: Vec<Option<String>> = parsed.iter().map(|(g, ..)| game_name(c, g)).collect();
    let several = {
        let mut seen: Vec<&Option<String>> = games.iter().filter(|g| g.is_some()).collect();
        seen.dedup();
        seen.len() > 1
    };
    parsed
        .iter()
        .enumerate()
        .map(|(i, (_, kind, n))| {
            let game = &games[i];
            let count = (parsed.iter().zip(&games))
                .filter(|((_, k, _), g)| k == kind && *g == game)
                .count();
            let args = [
                ("n", Arg::Number(n.unwrap_or(i + 1) as f64)),
                ("count", Arg::Number(count as f64)),
            ];
            let page = match *kind {
                "page" => c.w.0.text(
                    "serve-page-alt",
                    &[
                        ("n", Arg::Number(i as f64 + 1.0)),
                        ("count", Arg::Number(files.len() as f64)),
                    ],
                ),
                k => c.w.0.text(&format!("serve-page-{k}"), &args),
            };
            match game {
                Some(g) if several => c.w.0.text(
                    "serve-page-of-game",
                    &[
                        ("game", Arg::Text(g.clone().into())),
                        ("page", Arg::Text(page.into())),
                    ],
                ),
                Some(_) | None => page,
            }
        })
        .collect()
}

/// The pages section: every page drawn, each named; for a class set, how many pages the
/// whole set takes; the notes.
pub fn section(c: &Ctx, a: &Answer) -> String {
    // No pages drawn (the page as first sent, or a refused form): no section of them. The
    // script shows it when it brings some.
    let hidden = if a.previews.is_empty() { " hidden" } else { "" };
    let mut h = format!(
        "<section aria-labelledby=\"pages-h\" data-slot=\"pages\"{hidden}><h2 id=\"pages-h\">{}</h2>\
         <div id=\"preview\">",
        c.w.t("serve-pages")
    );
    if let (Some(pages), false) = (a.class_set_pages, a.previews.is_empty()) {
        let copies: usize = c.f.get("copies").and_then(|v| v.parse().ok()).unwrap_or(1);
        h += &format!(
            "<p class=\"sheets\">{}</p>",
            c.w.t_with(
                "serve-class-sheets",
                &[
                    ("copies", Arg::Number(copies as f64)),
                    ("pages", Arg::Number(pages as f64)),
                ]
            )
        );
    }
    // The notes as the page names the games (`page::game_names`).
    if !c.a.notes.is_empty() {
        h += &format!(
            "<h3 id=\"notes-h\">{}</h3><ul class=\"notes\" aria-labelledby=\"notes-h\">",
            c.w.t("serve-notes")
        );
        for n in &c.a.notes {
            h += &format!("<li>{}</li>", esc(&n.text(&c.w.0)));
        }
        h += "</ul>";
    }
    let names: Vec<&str> = a.previews.iter().map(|(n, _)| n.as_str()).collect();
    h += "<ul class=\"pages\">";
    for ((_, png), label) in a.previews.iter().zip(labels(c, &names)) {
        use base64::Engine;
        let label = esc(&label);
        h += &format!(
            "<li><img alt=\"{label}\" src=\"data:image/png;base64,{}\"><p class=\"cap\" aria-hidden=\"true\">{label}</p></li>",
            base64::engine::general_purpose::STANDARD.encode(png)
        );
    }
    h + "</ul></div></section>"
}

#[cfg(test)]
mod tests {
    use super::parts;

    #[test]
    fn a_previews_name_says_its_game_kind_and_number() {
        assert_eq!(
            parts("camels-and-carpets-colour-board-half-2.png"),
            ("camels-and-carpets-colour".into(), "board-half", Some(2))
        );
        assert_eq!(
            parts("royal-carpet-colour-duplex-pieces-1-back.png"),
            ("royal-carpet-colour-duplex".into(), "pieces-back", Some(1))
        );
        assert_eq!(
            parts("royal-carpet-mono-rules-3.png"),
            ("royal-carpet-mono".into(), "rules", Some(3))
        );
        assert_eq!(
            parts("royal-carpet-colour-duplex-calibration-back.png").1,
            "calibration-back"
        );
        assert_eq!(parts("x-sheet-1-2.png").1, "page");
    }
}
