//! Every shipped text speaks to its reader as a teacher speaks to a 10-year-old: French *tu*,
//! German *du* (*ihr* to both players), Spanish *tú* (*vosotros*), Dutch *je* (*jullie*),
//! never the formal *vous*, *Sie*, *usted* or *u*. The rules, the making-the-set page, every
//! message catalogue, the built-in games' translations and the examples' translations.

use std::path::{Path, PathBuf};

/// The languages besides English, as their folders are named.
const LANGS: [&str; 4] = ["fr", "de", "es", "nl"];

/// Words only the formal address uses, by language, matched as whole words in any case.
/// German's formal words are capitalised forms of words that are also plain pronouns
/// (`sie` "she, they", `ihr` "her, you all"): see [`german_formal`].
fn formal_words(lang: &str) -> &'static [&'static str] {
    match lang {
        "fr" => &["vous", "votre", "vos"],
        "es" => &["usted", "ustedes"],
        "nl" => &["u", "uw"],
        _ => &[],
    }
}

/// German's formal address: `Ihnen` anywhere, and `Sie` or a capitalised `Ihr…` where a
/// sentence does not start (after a full stop, colon, quotation mark, list mark, caption
/// bar or a message's `=`, the capital is the sentence's, and `Sie` is "she" or "they").
fn german_formal(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut words: Vec<(usize, &str)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        if c.is_alphabetic() {
            start.get_or_insert(i);
        } else if let Some(s) = start.take() {
            words.push((s, &text[s..i]));
        }
    }
    if let Some(s) = start {
        words.push((s, &text[s..]));
    }
    for (at, w) in words {
        let before = text[..at].trim_end_matches([' ', '\u{a0}']);
        let starts = before.is_empty()
            || before.ends_with(['.', '!', '?', ':', '„', '\n', '|', '=', ']', '-', '#', '('])
            || before.ends_with("*");
        let formal = w == "Ihnen"
            || (!starts
                && (w == "Sie"
                    || ["Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"].contains(&w)));
        if formal {
            let from = text[..at].rfind('\n').map_or(0, |n| n + 1);
            let to = text[at..].find('\n').map_or(text.len(), |n| at + n);
            found.push(format!("'{w}' in: {}", &text[from..to]));
        }
    }
    found
}

/// The formal words of `lang` in `text`, each with its line.
fn formal_in(lang: &str, text: &str) -> Vec<String> {
    if lang == "de" {
        return german_formal(text);
    }
    let words = formal_words(lang);
    text.lines()
        .flat_map(|line| {
            line.split(|c: char| !c.is_alphabetic())
                .filter(|w| words.contains(&w.to_lowercase().as_str()))
                .map(move |w| format!("'{w}' in: {line}"))
        })
        .collect()
}

/// Every file of `dir` ending in `ext`.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut v: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    v.sort();
    v
}

/// The `[translations.LANG]` table of an example template, as text.
fn translation_block(toml: &str, lang: &str) -> Option<String> {
    let head = format!("[translations.{lang}]");
    let from = toml.find(&head)? + head.len();
    let rest = &toml[from..];
    let to = rest.find("\n[").map_or(rest.len(), |n| n + 1);
    Some(rest[..to].to_string())
}

#[test]
fn every_shipped_text_speaks_to_one_child() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut bad = Vec::new();
    let mut read = 0;
    for lang in LANGS {
        let mut texts: Vec<(String, String)> = Vec::new();
        for (dir, ext) in [
            ("templates/text", "md"),
            ("templates/messages", "ftl"),
            ("templates/games", "toml"),
        ] {
            for f in files(&root.join(dir).join(lang), ext) {
                texts.push((
                    f.display().to_string(),
                    std::fs::read_to_string(&f).unwrap(),
                ));
            }
        }
        for f in files(&root.join("examples"), "toml") {
            let toml = std::fs::read_to_string(&f).unwrap();
            if let Some(block) = translation_block(&toml, lang) {
                texts.push((format!("{} [translations.{lang}]", f.display()), block));
            }
        }
        assert!(texts.len() >= 12, "{lang}: only {} texts", texts.len());
        for (name, text) in texts {
            read += 1;
            for f in formal_in(lang, &text) {
                bad.push(format!("{name}: {f}"));
            }
        }
    }
    assert!(read >= 4 * 12, "{read} texts read");
    assert!(bad.is_empty(), "formal address:\n{}", bad.join("\n"));
}

/// The check finds the formal address where it is, and leaves the pronouns alone that only
/// look like it.
#[test]
fn the_check_tells_formal_from_familiar() {
    for (lang, text) in [
        ("fr", "Mettez-vous d’accord avant de jouer."),
        ("fr", "Chaque joueur place vos pièces."),
        ("de", "Danach sind Sie am Zug."),
        ("de", "Legen Sie fest, wer beginnt."),
        ("de", "Das Spiel gehört Ihnen."),
        ("de", "Stellt Ihre Steine auf."),
        ("es", "Decida usted quién empieza."),
        ("nl", "Leg uw stukken neer."),
        ("nl", "Daarna bent u aan de beurt."),
    ] {
        assert!(!formal_in(lang, text).is_empty(), "{lang}: {text}");
    }
    for (lang, text) in [
        (
            "fr",
            "Mets-toi d’accord avec ton adversaire avant de jouer.",
        ),
        ("de", "Eine Krone zieht. Sie zieht ein Feld schräg."),
        ("de", "Ihr könnt dazu eine Münze werfen."),
        (
            "de",
            "Danach seid ihr abwechselnd am Zug, mit ihren Steinen.",
        ),
        (
            "de",
            "@jump first crown e3 | Sie schlägt alle drei Figuren.",
        ),
        ("de", "- Sie darf zurück: Ihre Steine bleiben."),
        ("es", "Su jugada termina. Decidid quién empieza."),
        ("nl", "Daarna ben je aan de beurt: zet uit de voorraad."),
    ] {
        assert!(formal_in(lang, text).is_empty(), "{lang}: {text}");
    }
}
