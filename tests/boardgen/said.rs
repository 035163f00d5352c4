//! Every refusal and note is a Fluent message (`templates/messages/LANG/refuse.ftl`,
//! `note.ftl`): each id the sources name has its English message, each message is named by
//! the sources, and each written translation takes exactly the English message's values.

use std::collections::{BTreeMap, BTreeSet};

use boardgen_core::lang::{catalogues, Shipped};

/// Every `"refuse-…"` and `"note-…"` string the workspace's sources name.
fn ids_in_sources() -> BTreeSet<String> {
    let root = crate::common::root();
    let mut ids = BTreeSet::new();
    let mut dirs = vec![root.join("src"), root.join("crates")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                for prefix in ["\"refuse-", "\"note-"] {
                    for (i, _) in text.match_indices(prefix) {
                        let id: String = text[i + 1..]
                            .chars()
                            .take_while(|c| c.is_ascii_lowercase() || *c == '-')
                            .collect();
                        if text[i + 1 + id.len()..].starts_with('"') && !id.ends_with('-') {
                            ids.insert(id);
                        }
                    }
                }
            }
        }
    }
    ids
}

/// Each message of a catalogue with the variables it uses.
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with(' ') {
            let id = line.split_once('=').map(|(id, _)| id.trim().to_string());
            current = id.clone();
            if let Some(id) = id {
                out.entry(id).or_default();
            }
        }
        let Some(id) = &current else { continue };
        for rest in line.split('$').skip(1) {
            let v: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            out.get_mut(id).unwrap().insert(v);
        }
    }
    out
}

fn catalogue(lang: Shipped, area: &str) -> Option<&'static str> {
    catalogues()
        .iter()
        .find(|(l, a, _)| *l == lang && *a == area)
        .map(|(_, _, t)| *t)
}

#[test]
fn every_refusal_and_note_has_its_message_in_every_written_language() {
    let used = ids_in_sources();
    assert!(used.len() > 150, "{} ids found", used.len());
    let mut english = BTreeMap::new();
    for area in ["refuse", "note"] {
        english.extend(messages(catalogue(Shipped::English, area).unwrap()));
    }
    let mut bad = Vec::new();
    for id in &used {
        if !english.contains_key(id) {
            bad.push(format!("{id}: named in the sources, no English message"));
        }
    }
    for id in english.keys() {
        if !used.contains(id) {
            bad.push(format!("{id}: a message no source names"));
        }
    }
    for lang in Shipped::ALL {
        // The help lines too: each option's, and each command's summary.
        let help = messages(catalogue(Shipped::English, "help").unwrap());
        let theirs = messages(catalogue(lang, "help").expect("every language's help"));
        for (id, vars) in &help {
            if theirs.get(id) != Some(vars) {
                bad.push(format!(
                    "{}: {id} missing or with other values",
                    lang.code()
                ));
            }
        }
        for area in ["refuse", "note"] {
            let text = catalogue(lang, area).expect("every language's catalogue");
            let theirs = messages(text);
            for (id, vars) in english.iter().filter(|(id, _)| id.starts_with(area)) {
                match theirs.get(id) {
                    None => bad.push(format!("{}: {id} missing", lang.code())),
                    Some(v) if v != vars => bad.push(format!(
                        "{}: {id} takes {v:?}, the English {vars:?}",
                        lang.code()
                    )),
                    Some(_) => {}
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Runs `args` with `env` set (and no locale of the test's own); returns (exit code, stderr).
fn run(env: &[(&str, &str)], args: &[&str]) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let mut c = crate::common::boardgen();
    for k in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        c.env_remove(k);
    }
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.args(args).arg("--out").arg(dir.path()).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The environment, the arguments, and how the error line starts.
type Case = (
    &'static [(&'static str, &'static str)],
    &'static [&'static str],
    &'static str,
);

#[test]
fn the_command_line_refuses_in_the_runs_language_naming_the_value() {
    let cases: [Case; 6] = [
        (
            &[],
            &["pdf", "--lang", "fr", "--square", "abc"],
            "error: valeur refusée pour '--square <MM>'\u{a0}: 'abc' n’est pas un nombre",
        ),
        (
            &[("LANG", "fr_FR.UTF-8")],
            &["pdf", "--paper", "a9"],
            "error: valeur refusée pour '--paper <PAPER>'\u{a0}: papier inconnu 'a9'",
        ),
        (
            &[("LANG", "C")],
            &["pdf", "--paper", "a9"],
            "error: invalid value for '--paper <PAPER>': unknown paper 'a9': use a4",
        ),
        (
            &[],
            &["pdf", "--square", "abc"],
            "error: invalid value for '--square <MM>': 'abc' is not a number",
        ),
        (
            &[("LANG", "fr_FR.UTF-8")],
            &["pdf", "--fit", "cover"],
            "error: --fit ne sert à rien sans --art\u{a0}: il dit comment",
        ),
        (
            &[("LANG", "fr_FR.UTF-8")],
            &["pdf", "--lang", "en", "--fit", "cover"],
            "error: --fit has no effect without --art: it says how",
        ),
    ];
    for (env, args, want) in cases {
        let (code, err) = run(env, args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.starts_with(want), "{env:?} {args:?}:\n{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn the_command_lines_notes_follow_the_runs_language() {
    let args = [
        "pdf",
        "--game",
        "royal-carpet",
        "--sheets",
        "board",
        "--margin",
        "25",
    ];
    let (code, err) = run(&[("LANG", "fr_FR.UTF-8")], &args);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.starts_with("note: Tapis royal\u{a0}: des cases de 22 mm")
            && err.contains("--margin 25"),
        "{err}"
    );
    let (code, err) = run(&[("LANG", "C")], &args);
    assert_eq!(code, 0, "{err}");
    assert!(err.starts_with("note: Royal Carpet: using"), "{err}");
}

#[test]
fn help_summary_lines_are_in_the_runs_language_and_english_under_c() {
    let help = |env: &[(&str, &str)], args: &[&str]| {
        let mut c = crate::common::boardgen();
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.args(args).output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let fr = help(&[("LANG", "fr_FR.UTF-8")], &["--help"]);
    assert!(
        fr.contains("  pdf          Écrit un PDF de plusieurs pages par jeu"),
        "{fr}"
    );
    let nl = help(&[], &["png", "--lang", "nl", "--help"]);
    assert!(
        nl.starts_with("Schrijft één png-voorbeeld per pagina"),
        "{nl}"
    );
    let c = help(&[("LANG", "C")], &["--help"]);
    assert!(
        c.contains("  pdf          Write one multi-page PDF per game and variant (for printing)"),
        "{c}"
    );
    // A subcommand's own help says what it does in the language too.
    let de = help(&[("LANG", "de_DE.UTF-8")], &["svg", "--help"]);
    assert!(de.starts_with("Schreibt eine SVG-Datei pro Seite"), "{de}");
}

/// A measure in a message has the reader's decimal sign (`20,5 mm` in French, German,
/// Spanish and Dutch), put where the message's values are put into words; a value to type
/// after an option keeps its point, so that it can be typed as shown.
#[test]
fn measures_take_the_readers_decimal_sign_and_typed_values_keep_their_point() {
    let args = |lang: &'static str| {
        [
            "pdf",
            "--lang",
            lang,
            "--game",
            "royal-carpet",
            "--square",
            "33.5",
            "--margin",
            "20.5",
        ]
    };
    for (lang, margin) in [
        ("en", "a 20.5 mm margin"),
        ("fr", "une marge de 20,5 mm"),
        ("de", "mit 20,5 mm Rand"),
        ("es", "20,5 mm"),
        ("nl", "20,5 mm"),
    ] {
        let (code, err) = run(&[], &args(lang));
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(margin), "{lang}: {err}");
        assert!(err.contains("--square 33.5 mm"), "{lang}: {err}");
        assert!(!err.contains("20.5") || lang == "en", "{lang}: {err}");
    }
}

/// The words of `words` that are `english`'s (English words the language checked lacks).
fn english_left(words: &BTreeSet<String>, english: &BTreeSet<String>) -> Vec<String> {
    words.intersection(english).cloned().collect()
}

/// The words of a catalogue's messages (or of a line), lower case: what is between quotes
/// or backticks, a message's values and a template's keys (`board.files`) left out.
fn words(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut plain = String::new();
    let mut inside: Option<char> = None;
    let chars: Vec<char> = text.chars().collect();
    // An apostrophe between two letters ("game's", "pagina's", "zo'n", a value's
    // "{ $side }'s") is part of a word, not a quote: taken as one, it would hide the rest of
    // the catalogue.
    let apostrophe = |i: usize| {
        i > 0
            && (chars[i - 1].is_alphabetic() || chars[i - 1] == '}')
            && chars.get(i + 1).is_some_and(|c| c.is_alphabetic())
    };
    for (i, &c) in chars.iter().enumerate() {
        match inside {
            Some(end) if c == end && !(end == '\'' && apostrophe(i)) => inside = None,
            Some(_) => {}
            None if c == '{' => inside = Some('}'),
            None if c == '`' => inside = Some('`'),
            None if c == '\'' && apostrophe(i) => plain.push(' '),
            None if c == '\'' => inside = Some('\''),
            None if c == '«' => inside = Some('»'),
            None if c == '“' => inside = Some('”'),
            None if c == '„' => inside = Some('“'),
            None => plain.push(c),
        }
    }
    for token in plain.split_whitespace() {
        // What is typed, not words: a key, a file, an option, an SVG tag.
        if token.contains(['.', '_', '[', '=', '/', '<']) || token.starts_with("--") {
            continue;
        }
        for w in token.split(|c: char| !c.is_alphabetic() && c != '’') {
            if w.chars().count() >= 3 {
                out.insert(w.to_lowercase());
            }
        }
    }
    out
}

/// The English words of the refusals French does not share (see `words`).
fn english_only_words() -> BTreeSet<String> {
    english_words_not_in(Shipped::French)
}

/// The English words of the refusals `lang` does not share (see `words`).
fn english_words_not_in(lang: Shipped) -> BTreeSet<String> {
    let text_of = |lang, area| {
        let t = catalogue(lang, area).unwrap();
        t.lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| l.split_once(" = ").map_or(l, |(_, m)| m))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let theirs = words(&text_of(lang, "refuse"));
    words(&text_of(Shipped::English, "refuse"))
        .difference(&theirs)
        .cloned()
        .collect()
}

/// Runs `pdf --lang fr` on `template` (beside `files`) and checks it is refused with
/// `says` in a line with no English-only word after its `file: `.
fn refused_in_french(template: &str, files: &[(&str, &[u8])], says: &str) {
    refused_in(Shipped::French, template, files, &[], says);
}

/// Runs `pdf --lang LANG` on `template` (beside `files`, with `more` arguments) and checks
/// it is refused (exit code 2) with `says` in one line with no English-only word after what
/// it names first (`file: `).
fn refused_in(lang: Shipped, template: &str, files: &[(&str, &[u8])], more: &[&str], says: &str) {
    let english = english_words_not_in(lang);
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.toml");
    std::fs::write(&game, template).unwrap();
    for (name, data) in files {
        std::fs::write(dir.path().join(name), data).unwrap();
    }
    let mut args = vec![
        "pdf",
        "--lang",
        lang.code(),
        "--game",
        game.to_str().unwrap(),
    ];
    // Files named after an option are beside the template.
    let named: Vec<String> = (more.iter())
        .map(|a| a.replace("DIR/", &format!("{}/", dir.path().display())))
        .collect();
    args.extend(named.iter().map(String::as_str));
    let (code, err) = run(&[], &args);
    assert_eq!(code, 2, "{says}: {err}");
    assert!(err.contains(says), "{}: {says}: {err}", lang.code());
    assert_eq!(err.lines().count(), 1, "{err}");
    let line = err.trim_start_matches("error: ");
    let colon = if lang == Shipped::French {
        "\u{a0}: "
    } else {
        ": "
    };
    let (_, why) = line.split_once(colon).expect("file: why");
    let left = english_left(&words(why), &english);
    assert!(
        left.is_empty(),
        "{}: {says}: English {left:?} in {err}",
        lang.code()
    );
}

/// A template's own mistakes are told in the run's language whole: under `--lang fr` the
/// line holds no word of the English refusals that French does not share (the template's
/// keys, its values and the file's name aside).
#[test]
fn a_bad_templates_refusal_under_lang_fr_has_no_english_word() {
    let english = english_only_words();
    assert!(
        english.contains("piece") && english.contains("wanted"),
        "{english:?}"
    );
    let base = include_str!("../../examples/checkers.toml");
    let cases = [
        ("files = 8", "files = 30", "board.files vaut 30"),
        ("files = 8", "files = 8\nsize = 3", "clé inconnue `size`"),
        ("ranks = 8", "ranks = \"8\"", "un nombre entier"),
        ("play_on = \"dark\"", "play_on = 1", "l’un de ces mots"),
        (
            "id = \"checkers\"",
            "id = \"Checkers!\"",
            "l’identifiant 'Checkers!'",
        ),
        ("count = 12", "count = 120", "le nombre 120 dépasse 99"),
        ("name = \"man\"", "name = \"\"", "le nom de pièce est vide"),
        (
            "plural = \"men\"",
            "plural = \"men\u{1F600}\"",
            "contient U+1F600",
        ),
        (
            "files = 8",
            "files = 8\nfiles = 9",
            "le lecteur TOML dit (en anglais)",
        ),
    ];
    for (from, to, says) in cases {
        assert!(base.contains(from), "{from}");
        refused_in_french(&base.replacen(from, to, 1), &[], says);
    }
}

/// A drawing's faults are told in French whole too (the SVG reader's own words aside,
/// quoted as its).
#[test]
fn a_bad_artworks_refusal_under_lang_fr_has_no_english_word() {
    let base = include_str!("../../examples/checkers.toml");
    let svg = |body: &str| {
        format!(r#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">{body}</svg>"#)
    };
    let rect = r#"<rect width="5" height="5"/>"#;
    let cases = [
        (svg(""), "n’a aucune forme remplie ou tracée"),
        (svg(r#"<marker/>"#), "contient <marker>"),
        (svg(r#"<image href="x.png"/>"#), "contient <image>"),
        (
            svg(&format!("<style>g rect{{fill:#000}}</style>{rect}")),
            "du CSS avec des combinateurs ('g rect')",
        ),
        (
            svg(&format!("<style>@media x {{}}</style>{rect}")),
            "avec des règles @",
        ),
        (
            svg(&format!(
                r#"<g>{}</g>"#,
                "<g>".repeat(40) + &"</g>".repeat(40)
            )),
            "sur plus de 32 niveaux",
        ),
        (
            svg(r##"<path d="M0 0 L 1e30 0 L 0 1 Z" stroke="#000"/>"##),
            "va trop loin hors de sa zone de dessin",
        ),
        ("pas du svg".to_string(), "le lecteur SVG dit (en anglais)"),
    ];
    let template = base.replacen("builtin:checker.svg", "man.svg", 1);
    for (data, says) in &cases {
        refused_in_french(&template, &[("man.svg", data.as_bytes())], says);
    }
    let latin1: &[u8] = b"<svg>\xff</svg>";
    refused_in_french(&template, &[("man.svg", latin1)], "pas du texte UTF-8");
}

/// A picture the run cannot use (cut short, too large, of another format, damaged,
/// animated) is refused in French and German whole: the picture named, its numbers given,
/// and no English word but the decoder's own, quoted as its.
#[test]
fn a_bad_pictures_refusal_under_lang_fr_or_de_has_no_english_word() {
    let template = include_str!("../../examples/checkers.toml");
    let fr = [
        ("bomb.png", "100000 x 100000 pixels, la limite est 12000"),
        ("bomb.jpg", "65000 x 65000 pixels"),
        ("cut.jpg", "impossible de la décoder"),
        ("cut.png", "les données PNG sont coupées"),
        ("noise.png", "/noise.png'\u{a0}: impossible de la décoder"),
        ("lies.jpg", "une image PNG mais son nom dit JPEG"),
        ("text.png", "ce n’est pas un fichier PNG, JPEG, WebP ou GIF"),
        ("dot.png", "au moins 16 de chaque côté"),
        ("exif.png", "un bloc EXIF de 100000 octets"),
        ("moving.gif", "une image GIF animée"),
        ("moving.png", "une image PNG animée"),
        ("cut.gif", "coupées dans les données de l’image"),
        ("damaged.jpg", "elle est abîmée"),
        ("scrambled.jpg", "données JPEG corrompues"),
        ("damaged.webp", "elle est abîmée"),
        ("huge.png", "prend 275 Mio, plus que la limite de 192 Mio"),
        ("moving.webp", "une image WebP animée"),
        (
            "crown.bmp",
            "doit finir par .png, .jpg, .jpeg, .webp ou .gif",
        ),
    ];
    let hostile = crate::common::hostile_pictures();
    assert_eq!(
        hostile.len(),
        fr.len(),
        "every hostile picture has its French words"
    );
    for ((name, data, _), (named, says)) in hostile.iter().zip(fr) {
        assert_eq!(*name, named);
        let art = format!("--art=man=DIR/{name}");
        refused_in(Shipped::French, template, &[(name, data)], &[&art], says);
    }
    let de = [
        ("bomb.png", "100000 x 100000 Pixel, die Grenze ist 12000"),
        ("cut.png", "die PNG-Daten sind abgeschnitten"),
        ("lies.jpg", "ein PNG-Bild, aber sein Name sagt JPEG"),
        ("moving.gif", "ein bewegtes GIF-Bild"),
        ("scrambled.jpg", "kaputte JPEG-Daten"),
        (
            "crown.bmp",
            "muss auf .png, .jpg, .jpeg, .webp oder .gif enden",
        ),
    ];
    for (name, says) in de {
        let (_, data, _) = hostile.iter().find(|(n, ..)| *n == name).unwrap();
        let art = format!("--art=man=DIR/{name}");
        refused_in(Shipped::German, template, &[(name, data)], &[&art], says);
    }
    // One missing: the file named, and why in the reader's words.
    let art = "--art=man=DIR/missing.png";
    refused_in(
        Shipped::German,
        template,
        &[],
        &[art],
        "diese Datei oder dieser Ordner existiert nicht",
    );
}

/// A rules text's mistakes (a diagram line that is not one, a piece or square the game
/// does not have, a jump the rules forbid, a character the font cannot print, a rules file
/// missing or not text) are refused in French and Spanish whole, naming the bad value.
#[test]
fn a_bad_rules_texts_refusal_under_lang_fr_or_es_has_no_english_word() {
    let base = include_str!("../../examples/checkers.toml");
    assert!(base.contains("rules = \"builtin:checkers.md\""));
    // Every language's rules are the file's.
    let template = ["", "fr/", "de/", "es/", "nl/"]
        .iter()
        .fold(base.to_string(), |t, l| {
            t.replace(&format!("builtin:{l}checkers.md"), "rules.md")
        });
    let rules = |line: &str| format!("# Checkers\n\nPlay.\n\n{line}\n");
    let cases: [(&str, &str, &str); 8] = [
        (
            "@moves dragon d4",
            "'dragon' n’est pas un identifiant de pièce",
            "'dragon' no es un identificador de pieza",
        ),
        (
            "@moves man z9",
            "'z9' n’est pas une case du plateau",
            "'z9' no es una casilla del tablero",
        ),
        (
            "@dance",
            "'dance' n’est pas un schéma",
            "'dance' no es un diagrama",
        ),
        (
            "@moves man c3 with first:man@d4",
            "après la case, écris block",
            "después de la casilla, escribe block",
        ),
        (
            "@jump first man c3 over first:man@d4",
            "ne peut pas sauter par-dessus d4",
            "no puede saltar por encima de d4",
        ),
        (
            "@moves man a1 block first:man@b2 first:man@b2",
            "deux pièces sur b2",
            "dos piezas en b2",
        ),
        (
            "Ring \u{7}",
            "le caractère de contrôle U+0007",
            "el carácter de control U+0007",
        ),
        (
            "Go 中",
            "U+4E2D '中' (chinois ou japonais)",
            "U+4E2D '中' (chino o japonés)",
        ),
    ];
    for (line, fr, es) in cases {
        let text = rules(line);
        let files: &[(&str, &[u8])] = &[("rules.md", text.as_bytes())];
        refused_in(Shipped::French, &template, files, &[], fr);
        refused_in(Shipped::Spanish, &template, files, &[], es);
    }
    refused_in(
        Shipped::French,
        &template,
        &[],
        &[],
        "règles 'rules.md'\u{a0}: impossible de lire ce fichier\u{a0}: ce fichier ou ce dossier n’existe pas",
    );
    let latin1: &[u8] = b"# R\xe8gles\n";
    refused_in(
        Shipped::Spanish,
        &template,
        &[("rules.md", latin1)],
        &[],
        "reglas 'rules.md': no es texto UTF-8 (byte 0xE8)",
    );
}

/// Each option's help line as `boardgen COMMAND --help` shows it, by its long name (or
/// `<NAME>` for an argument), without clap's own lines (`--help`, `--version`) and
/// `[default: …]`.
fn option_helps(env: &[(&str, &str)], command: &str) -> Vec<(String, String)> {
    let mut c = crate::common::boardgen();
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c
        .env("COLUMNS", "10000")
        .args([command, "--help"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{command}");
    let text = String::from_utf8(out.stdout).unwrap();
    let mut helps = Vec::new();
    for line in text.lines() {
        let t = line.trim_start();
        if !line.starts_with("  ") || !(t.starts_with('-') || t.starts_with('<')) {
            continue;
        }
        let Some((spec, help)) = t.split_once("  ") else {
            continue;
        };
        let name = spec
            .split(' ')
            .find(|w| w.starts_with("--") || w.starts_with('<'));
        let name = name.unwrap_or(spec).trim_end_matches(',').to_string();
        if ["--help", "--version"].contains(&name.as_str()) {
            continue;
        }
        let help = help.trim();
        let help = [" [default: ", " [possible values: "]
            .iter()
            .fold(help, |h, clap| h.find(clap).map_or(h, |i| &h[..i]));
        helps.push((name, help.to_string()));
    }
    helps
}

/// Every option's help line is in the run's language (French and German here), with no
/// English word left but what is typed (option values, file names), and under LANG=C it is
/// `help.ftl`'s English, which is the doc comments': every option of every command has its
/// line in every language.
#[test]
fn every_options_help_line_is_in_the_runs_language() {
    let text_of = |lang, area| {
        let t = catalogue(lang, area).unwrap();
        let lines = t.lines().filter(|l| !l.starts_with('#'));
        lines
            .map(|l| l.split_once(" = ").map_or(l, |(_, m)| m))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let english: BTreeMap<String, BTreeSet<String>> =
        messages(catalogue(Shipped::English, "help").unwrap());
    let commands = [
        "pdf",
        "svg",
        "png",
        "handout",
        "html",
        "serve",
        "template",
        "rules",
        "art",
        "completions",
        "man",
    ];
    let mut named = 0;
    for command in commands {
        let c = option_helps(&[("LANG", "C")], command);
        for lang in [Shipped::French, Shipped::German] {
            let env = [(
                "LANG",
                if lang == Shipped::French {
                    "fr_FR.UTF-8"
                } else {
                    "de_DE.UTF-8"
                },
            )];
            let theirs = option_helps(&env, command);
            let names =
                |h: &[(String, String)]| h.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
            assert_eq!(names(&theirs), names(&c), "{command}");
            let only = words(&text_of(Shipped::English, "help"))
                .difference(&words(&text_of(lang, "help")))
                .cloned()
                .collect::<BTreeSet<_>>();
            for ((name, help), (_, en)) in theirs.iter().zip(&c) {
                assert_ne!(help, en, "{command} {name}: English under {}", lang.code());
                let left = english_left(&words(help), &only);
                assert!(
                    left.is_empty(),
                    "{command} {name} ({}): {left:?} in {help}",
                    lang.code()
                );
            }
        }
        // The English lines are help.ftl's English, message for message.
        for (name, en) in &c {
            let option = name
                .trim_start_matches("--")
                .trim_matches(['<', '>'])
                .to_lowercase();
            let ids = [
                format!("help-opt-{option}"),
                format!("help-{command}-{option}"),
            ];
            let lines = || catalogue(Shipped::English, "help").unwrap().lines();
            // An argument's message is named by its id, not by its `<NAME>`.
            let found = ids
                .iter()
                .any(|id| lines().any(|l| l == format!("{id} = {en}")))
                || name.starts_with('<')
                    && lines().any(|l| {
                        l.starts_with(&format!("help-{command}-"))
                            && l.ends_with(&format!(" = {en}"))
                    });
            assert!(found, "{command} {name}: no help.ftl line '{en}'");
            named += 1;
        }
    }
    assert!(
        named > 60 && english.len() > 50,
        "{named} {}",
        english.len()
    );
}

/// The English words of `area`'s messages (`refuse` or `note`) that `lang` does not share.
fn english_words_of(area: &str, lang: Shipped) -> BTreeSet<String> {
    let text_of = |lang, area| {
        let t = catalogue(lang, area).unwrap();
        let lines = t.lines().filter(|l| !l.starts_with('#'));
        lines
            .map(|l| l.split_once(" = ").map_or(l, |(_, m)| m))
            .collect::<Vec<_>>()
            .join("\n")
    };
    words(&text_of(Shipped::English, area))
        .difference(&words(&text_of(lang, area)))
        .cloned()
        .collect()
}

/// Runs `pdf --lang LANG --game royal-carpet --sheets board` into `out`; returns (exit
/// code, stderr).
fn board_into(lang: Shipped, out: &std::path::Path) -> (i32, String) {
    let mut c = crate::common::boardgen();
    let args = ["pdf", "--lang", lang.code(), "--game", "royal-carpet"];
    let out = (c.args(args).args(["--sheets", "board", "--out"]).arg(out))
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// An `--out` that cannot be a folder is refused in the run's language (exit code 2), naming
/// the folder given and what is in the way, with no English word left.
#[test]
fn a_bad_out_folders_refusal_under_lang_fr_has_no_english_word() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, "x").unwrap();
    let out = file.join("sets");
    for (lang, says) in [
        (Shipped::French, "ne peut pas être un dossier\u{a0}: "),
        (Shipped::German, "kann kein Ordner sein: "),
        (Shipped::Spanish, "no puede ser una carpeta: "),
        (Shipped::Dutch, "kan geen map zijn: "),
        (Shipped::English, "cannot be a folder: "),
    ] {
        let (code, err) = board_into(lang, &out);
        assert_eq!(code, 2, "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        let named = format!("--out '{}'", out.display());
        assert!(err.starts_with(&format!("error: {named}")), "{err}");
        assert!(err.contains(says), "{}: {err}", lang.code());
        assert!(err.contains(&format!("'{}'", file.display())), "{err}");
        if lang != Shipped::English {
            let why = err.split_once(says).unwrap().1;
            let said = words(says).union(&words(why)).cloned().collect();
            let left = english_left(&said, &english_words_of("refuse", lang));
            assert!(
                left.is_empty(),
                "{}: English {left:?} in {err}",
                lang.code()
            );
        }
    }
}

/// A record in the output folder that boardgen did not seal is left alone, and the note
/// that says so is in the run's language, with no English word left.
#[test]
fn an_output_folders_note_under_lang_fr_has_no_english_word() {
    for (lang, says) in [
        (Shipped::French, "n’a pas été suivi"),
        (Shipped::German, "wurde nicht befolgt"),
        (Shipped::Spanish, "no se ha seguido"),
        (Shipped::Dutch, "is niet gevolgd"),
        (Shipped::English, "was not followed"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let manifest = dir.path().join(".boardgen.manifest");
        std::fs::write(&manifest, "royal-carpet\tplanted.pdf\t00\n").unwrap();
        let (code, err) = board_into(lang, dir.path());
        assert_eq!(code, 0, "{err}");
        let note = (err.lines())
            .find(|l| l.contains(".boardgen.manifest"))
            .unwrap_or_else(|| panic!("{}: no note in {err}", lang.code()));
        assert!(
            note.starts_with(&format!("note: '{}'", manifest.display())),
            "{note}"
        );
        assert!(note.contains(says), "{}: {note}", lang.code());
        if lang != Shipped::English {
            let english = english_words_of("note", lang);
            let left = english_left(&words(note), &english);
            assert!(
                left.is_empty(),
                "{}: English {left:?} in {note}",
                lang.code()
            );
        }
    }
}

/// Clap's own words in a command's help (its headings, the `--help` and `--version` lines,
/// the default and possible values after an option's help) and the examples after
/// boardgen's are in the run's language; under LANG=C they are
/// clap's English, as man pages have them.
#[test]
fn clap_headings_in_help_are_in_the_runs_language() {
    let help = |lang: &str, args: &[&str]| {
        let mut c = crate::common::boardgen();
        let out = c.env("LANG", lang).args(args).output().unwrap();
        assert!(out.status.success(), "{lang} {args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let english = [
        "Usage:",
        "Options:",
        "Commands:",
        "Arguments:",
        "Print help",
        "Print version",
        "[default: ",
        "[possible values: ",
        "Print this message",
        " (from ",
    ];
    let asked = [
        &["pdf", "--help"][..],
        &["--help"],
        &["template", "--help"],
        &["serve", "--help"],
        &["completions", "--help"],
    ];
    for args in asked {
        for (lang, usage) in [
            ("fr_FR.UTF-8", "Utilisation\u{a0}: boardgen"),
            ("de_DE.UTF-8", "Aufruf: boardgen"),
            ("es_ES.UTF-8", "Uso: boardgen"),
            ("nl_NL.UTF-8", "Gebruik: boardgen"),
        ] {
            let text = help(lang, args);
            assert!(text.contains(usage), "{lang} {args:?}:\n{text}");
            for word in english {
                assert!(!text.contains(word), "{lang} {args:?}: {word}\n{text}");
            }
        }
        let c = help("C", args);
        assert!(
            c.contains("Usage: boardgen") && c.contains("Print help"),
            "{c}"
        );
    }
    // The examples after boardgen's own help: each command line as it is typed, what it
    // makes and the closing advice in the run's language, with no English word left.
    let c = help("C", &["--help"]);
    let typed = |text: &str| -> BTreeSet<String> {
        (text.lines())
            // A command line fills the first 40 columns, its words start after them.
            .filter(|l| l.starts_with("  boardgen "))
            .flat_map(|l| words(l.get(..40).unwrap_or(l)))
            .collect()
    };
    assert!(c.contains("Examples:\n  boardgen pdf "), "{c}");
    for (lang, title, shipped) in [
        ("fr_FR.UTF-8", "Exemples\u{a0}:", Shipped::French),
        ("de_DE.UTF-8", "Beispiele:", Shipped::German),
        ("es_ES.UTF-8", "Ejemplos:", Shipped::Spanish),
        ("nl_NL.UTF-8", "Voorbeelden:", Shipped::Dutch),
    ] {
        let text = help(lang, &["--help"]);
        let block = &text[text
            .find(title)
            .unwrap_or_else(|| panic!("{lang}:\n{text}"))..];
        assert_eq!(typed(block), typed(&c), "{lang}: the command lines");
        let described = words(block).difference(&typed(block)).cloned().collect();
        let left = english_left(&described, &english_words_of("help", shipped));
        assert!(left.is_empty(), "{lang}: {left:?} in\n{block}");
    }
    // Clap's labels after an option's help, and where the default paper comes from.
    let fr = help("fr_FR.UTF-8", &["pdf", "--help"]);
    assert!(fr.contains(" [par défaut\u{a0}: 10]"), "{fr}");
    assert!(
        fr.contains(" [par défaut\u{a0}: a4 (d’après PAPERSIZE)]"),
        "{fr}"
    );
    let de = help("de_DE.UTF-8", &["completions", "--help"]);
    assert!(de.contains(" [mögliche Werte: bash, elvish, fish"), "{de}");
    let fr = help("fr_FR.UTF-8", &["template", "--help"]);
    let arguments = fr.find("Arguments\u{a0}:").expect("arguments");
    let options = fr.find("Options\u{a0}:").expect("options");
    assert!(arguments < options, "{fr}");
    assert!(fr.contains("-h, --help  Affiche l’aide"), "{fr}");
}

/// `boardgen serve` with a folder that is not a built site stops with one line in the run's
/// language, naming the folder, with no English word left.
#[test]
fn a_bad_sites_refusal_under_lang_fr_has_no_english_word() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir(&site).unwrap();
    for (lang, says) in [
        ("fr_FR.UTF-8", "n’est pas un site fait par"),
        ("de_DE.UTF-8", "ist keine Seite"),
        ("es_ES.UTF-8", "no es un sitio hecho con"),
        ("nl_NL.UTF-8", "is geen website die"),
        ("C", "is not a site built by"),
    ] {
        let out = (crate::common::boardgen().env("LANG", lang))
            .args(["serve", "--addr", "127.0.0.1:0", "--site"])
            .arg(&site)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(2),
            "a folder that is no site is bad input: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
        let start = format!("error: {} {says}", site.display());
        assert!(err.starts_with(&start), "{lang}: {err}");
        let shipped = match lang.get(..2).unwrap_or(lang) {
            "fr" => Shipped::French,
            "de" => Shipped::German,
            "es" => Shipped::Spanish,
            "nl" => Shipped::Dutch,
            _ => continue,
        };
        let english = english_words_of("refuse", shipped);
        let left = english_left(&words(&err), &english);
        assert!(left.is_empty(), "{lang}: English {left:?} in {err}");
    }
}

/// What clap finds wrong in the arguments (an unknown option or command, a missing value or
/// argument, an option twice) is said in the run's language, with clap's suggestion and the
/// `--help` to read; English stays clap's own line.
#[test]
fn the_command_lines_usage_errors_are_in_the_runs_language() {
    let cases: [(&[&str], &[&str]); 7] = [
        (&["pdf", "--bogus"], &["'--bogus'", "'boardgen pdf --help'"]),
        (&["pdf", "--sqare", "3"], &["'--sqare'", "'--square'"]),
        (&["frob"], &["'frob'", "'boardgen --help'"]),
        (&["pdf", "--square"], &["'--square'"]),
        (&["pdf", "--paper", "--mono"], &["'--paper'", "'--mono'"]),
        (&["pdf", "--mono", "--mono"], &["'--mono'"]),
        (&["template"], &["'boardgen template --help'"]),
    ];
    for lang in Shipped::ALL {
        let english = english_words_of("refuse", lang);
        for (args, named) in cases {
            let out = crate::common::boardgen()
                .env_remove("LC_ALL")
                .env_remove("LC_MESSAGES")
                .env("LANG", format!("{}.UTF-8", lang.code()))
                .args(args)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
            for n in named {
                assert!(
                    err.contains(n),
                    "{}: {args:?} does not name {n}: {err}",
                    lang.code()
                );
            }
            if lang == Shipped::English {
                continue;
            }
            // The words outside the quoted names and the `error:` every line starts with.
            let said: String = err
                .trim_start_matches("error: ")
                .split('\'')
                .step_by(2)
                .collect::<Vec<_>>()
                .join(" ");
            let left = english_left(&words(&said), &english);
            assert!(
                left.is_empty(),
                "{}: English {left:?} in {err}",
                lang.code()
            );
        }
    }
}
