//! Every shipped text speaks to its reader as a teacher speaks to a 10-year-old: to the one
//! child, French *tu*, German *du*, Spanish *tú*, Dutch *je* (docs/glossary.md), never the
//! formal *vous*, *Sie*, *usted* or *u*, and never to the pair (German *ihr*, Spanish
//! *vosotros*, Dutch *jullie*): what both players do is said of them (*beide Spieler*). The rules, the making-the-set page, every
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

/// Words and endings only the address to the pair uses, by language, matched as whole
/// words in any case (German *ihr* as a subject is found by the verbs beside it).
fn pair_words(lang: &str) -> &'static [&'static str] {
    match lang {
        "de" => &[
            "euch",
            "euer",
            "eure",
            "euren",
            "eurem",
            "eurer",
            "eures",
            "seid",
            "könnt",
            "müsst",
            "dürft",
            "habt",
            "wollt",
            "sollt",
            "stellt",
            "legt",
            "besprecht",
            "entscheidet",
            "werft",
            "nehmt",
            "spielt",
        ],
        "es" => &[
            "vosotros",
            "vosotras",
            "vuestro",
            "vuestra",
            "vuestros",
            "vuestras",
            "os",
            "decidid",
            "poneos",
            "podéis",
            "jugáis",
            "tenéis",
            "empezáis",
        ],
        "nl" => &["jullie"],
        _ => &[],
    }
}

/// The words of `lang` in `text` that speak to the pair, each with its line. German
/// *stellt*, *legt* and the like only count where they start a sentence (elsewhere they
/// are *er stellt*, *sie legt*).
fn pair_in(lang: &str, text: &str) -> Vec<String> {
    let words = pair_words(lang);
    let mut found = Vec::new();
    for line in text.lines() {
        let ws: Vec<&str> = line
            .split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
            .collect();
        for (i, w) in ws.iter().enumerate() {
            let lower = w.to_lowercase();
            if !words.contains(&lower.as_str()) {
                continue;
            }
            let imperative = lang == "de"
                && ![
                    "euch", "euer", "eure", "euren", "eurem", "eurer", "eures", "seid",
                ]
                .contains(&lower.as_str());
            if imperative {
                // A German verb in -t is the pair's only at a sentence's start or beside `ihr`.
                let at = line.find(w).unwrap_or(0);
                let before = line[..at].trim_end();
                let starts = before.is_empty() || before.ends_with(['.', '!', '?', ':', '|']);
                let ihr =
                    ws.get(i + 1).is_some_and(|n| *n == "ihr") || (i > 0 && ws[i - 1] == "ihr");
                if !(ihr || (starts && w.starts_with(char::is_uppercase))) {
                    continue;
                }
            }
            found.push(format!("'{w}' in: {line}"));
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

/// Every shipped text of `lang`, with its name: the rules, the messages, the built-in
/// games' words and the examples' translations.
fn shipped_texts(root: &Path, lang: &str) -> Vec<(String, String)> {
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
    texts
}

#[test]
fn every_shipped_text_speaks_to_one_child() {
    let root = crate::common::root();
    let mut bad = Vec::new();
    let mut read = 0;
    for lang in LANGS {
        let texts = shipped_texts(root, lang);
        assert!(texts.len() >= 12, "{lang}: only {} texts", texts.len());
        for (name, text) in texts {
            read += 1;
            for f in formal_in(lang, &text)
                .into_iter()
                .chain(pair_in(lang, &text))
            {
                bad.push(format!("{name}: {f}"));
            }
        }
    }
    assert!(read >= 4 * 12, "{read} texts read");
    assert!(bad.is_empty(), "formal address:\n{}", bad.join("\n"));
}

/// The rows of docs/glossary.md's "Words a translation does not use": (language, word).
fn unwanted_words(glossary: &str) -> Vec<(String, String)> {
    let from = glossary
        .find("## Words a translation does not use")
        .expect("the glossary's table of words not to use");
    let rest = &glossary[from..];
    let table = &rest[..rest[3..].find("\n## ").map_or(rest.len(), |n| n + 3)];
    table
        .lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            (cells.len() >= 4 && LANGS.contains(&cells[1])).then(|| (cells[1], cells[2]))
        })
        .flat_map(|(lang, words)| {
            words
                .split(',')
                .map(move |w| (lang.to_string(), w.trim().to_string()))
        })
        .collect()
}

/// True when `text` holds `word` as whole words, in any case, its lines joined and its
/// no-break spaces read as spaces.
fn holds_word(text: &str, word: &str) -> bool {
    let text = text
        .replace(['\u{a0}', '\u{202f}'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let w = word.to_lowercase();
    text.match_indices(&w).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + w.len()..].chars().next();
        !before.is_some_and(char::is_alphabetic) && !after.is_some_and(char::is_alphabetic)
    })
}

/// Each language's words use the glossary's word for each game term, never a word the
/// glossary lists as the wrong one: its rules, its messages (the web page's among them),
/// its game words, and the sentences real runs assemble from them ("sont" and a side's
/// look), read back from the kits, handouts and web pages they print.
#[test]
fn every_shipped_text_uses_the_glossarys_words() {
    let root = crate::common::root();
    let glossary = std::fs::read_to_string(root.join("docs/glossary.md")).unwrap();
    let unwanted = unwanted_words(&glossary);
    assert!(unwanted.len() >= 8, "{unwanted:?}");
    let mut bad = Vec::new();
    for lang in LANGS {
        let texts = shipped_texts(root, lang);
        for page in ["serve.ftl", "web.ftl"] {
            assert!(
                texts.iter().any(|(name, _)| name.ends_with(page)),
                "{lang}: the web page's {page} is not read"
            );
        }
        for (name, text) in texts {
            for (_, word) in unwanted.iter().filter(|(l, _)| l == lang) {
                if holds_word(&text, word) {
                    bad.push(format!("{name}: '{word}'"));
                }
            }
        }
    }
    if let Some(reads) = crate::languages_words::every_run() {
        for r in reads {
            for (_, word) in unwanted.iter().filter(|(l, _)| l == r.lang) {
                if holds_word(&r.text, word) {
                    bad.push(format!("{} {}: '{word}'", r.lang, r.run));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "words the glossary does not use:\n{}",
        bad.join("\n")
    );
}

/// The web page names pieces in general with the glossary's word for any piece (French
/// *pièce*, German *Figur*, Spanish *pieza*, Dutch *stuk*): a word for one game's man or
/// checker (*pion*, *Stein*, *ficha*, *schijf*) is only that piece's own name.
#[test]
fn the_web_page_calls_every_piece_a_piece() {
    let root = crate::common::root();
    let mut bad = Vec::new();
    for (lang, words) in [
        ("fr", &["pion", "pions"][..]),
        ("de", &["Stein", "Steine", "Damestein", "Damesteine"]),
        ("es", &["ficha", "fichas", "peón", "peones"]),
        ("nl", &["schijf", "schijven", "damsteen", "damstenen"]),
    ] {
        for page in ["serve.ftl", "web.ftl"] {
            let path = root.join("templates/messages").join(lang).join(page);
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines().filter(|l| !l.starts_with("serve-piece-")) {
                for w in words.iter().filter(|w| holds_word(line, w)) {
                    bad.push(format!("{lang} {page}: '{w}' in: {line}"));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "a piece in general named as one game's piece:\n{}",
        bad.join("\n")
    );
}

/// A number and its unit never part at a line's end: every shipped text, English too,
/// joins them with a no-break space (`28\u{a0}mm`, `100\u{a0}%`).
#[test]
fn every_shipped_text_keeps_a_number_with_its_unit() {
    let root = crate::common::root();
    let mut texts = shipped_texts(root, "en");
    for f in files(&root.join("templates/text"), "md") {
        texts.push((
            f.display().to_string(),
            std::fs::read_to_string(&f).unwrap(),
        ));
    }
    for lang in LANGS {
        texts.extend(shipped_texts(root, lang));
    }
    let mut bad = Vec::new();
    // Refusals and notes are terminal lines whose English scripts read as it is (`28 mm`);
    // so are the options' help lines (`help-opt-…`, `help-COMMAND-…`), the doc comments'.
    let terminal = |name: &str| name.ends_with("/refuse.ftl") || name.ends_with("/note.ftl");
    let option_line = |name: &str, line: &str| {
        name.ends_with("/help.ftl")
            && line
                .split_once(" = ")
                .is_some_and(|(id, _)| id.matches('-').count() > 1)
    };
    for (name, text) in texts.iter().filter(|(name, _)| !terminal(name)) {
        let lines = text.lines().filter(|l| !l.trim_start().starts_with('#'));
        for line in lines.filter(|l| !option_line(name, l)) {
            let chars: Vec<char> = line.chars().collect();
            for i in 0..chars.len().saturating_sub(2) {
                let rest: String = chars[i + 2..].iter().take(3).collect();
                let unit = ["mm", "cm", "%"].iter().any(|u| {
                    rest.starts_with(u) && !rest[u.len()..].starts_with(char::is_alphabetic)
                });
                if (chars[i].is_ascii_digit() || chars[i] == '}') && chars[i + 1] == ' ' && unit {
                    bad.push(format!("{name}: {line}"));
                }
            }
        }
    }
    assert!(texts.len() > 50, "{} texts", texts.len());
    assert!(
        bad.is_empty(),
        "a breaking space before a unit:\n{}",
        bad.join("\n")
    );
}

/// The check finds the pair spoken to, and leaves the verbs alone that only look like it.
#[test]
fn the_check_tells_the_pair_from_one_child() {
    for (lang, text) in [
        ("de", "Legt fest, wer beginnt. Ihr könnt eine Münze werfen."),
        ("de", "Schwarz beginnt. Danach seid ihr abwechselnd am Zug."),
        ("es", "Decidid quién empieza. Podéis echarlo a suertes."),
        ("nl", "Daarna zijn jullie om de beurt aan zet."),
    ] {
        assert!(!pair_in(lang, text).is_empty(), "{lang}: {text}");
    }
    for (lang, text) in [
        (
            "de",
            "Der erste Spieler legt fest, wer beginnt. Ein Stein zieht nach vorn.",
        ),
        (
            "de",
            "Danach ziehen beide Spieler abwechselnd. Ihr Zug endet.",
        ),
        (
            "es",
            "Decide con tu rival quién empieza. Puedes echarlo a cara o cruz.",
        ),
        ("nl", "Daarna zijn de spelers om de beurt aan zet."),
    ] {
        assert!(pair_in(lang, text).is_empty(), "{lang}: {text}");
    }
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
