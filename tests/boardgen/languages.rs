//! `--lang` and the locale: which language a run prints in, the notes when a language (or a
//! part of a template's translation) is not there, and templates that bring their own
//! languages, inline or in files beside them.

use crate::common;

use std::path::Path;

use common::boardgen;

/// Runs `args` with `env` set and `--out dir`; returns (exit code, stderr).
fn run(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> (i32, String) {
    let mut c = boardgen();
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.args(args).arg("--out").arg(dir).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The text of the first page of the single PDF in `dir`.
fn first_page(dir: &Path) -> Option<String> {
    let pdf = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "pdf"))
        .expect("a PDF");
    Some(common::pdf_pages(&pdf)?.remove(0))
}

/// The environment, the extra arguments, and a heading the first page must show.
type Case = (
    &'static [(&'static str, &'static str)],
    &'static [&'static str],
    &'static str,
);

#[test]
fn the_locale_chooses_the_language_and_lang_overrides_it() {
    let cases: &[Case] = &[
        (&[("LANG", "fr_FR.UTF-8")], &[], "plateau, moitié 1 sur 2"),
        (
            &[("LC_MESSAGES", "de_DE.UTF-8")],
            &[],
            "Spielbrett, Hälfte 1 von 2",
        ),
        (
            &[("LC_ALL", "es_ES.UTF-8"), ("LANG", "de_DE.UTF-8")],
            &[],
            "tablero, mitad 1 de 2",
        ),
        (
            &[("LANG", "fr_FR.UTF-8")],
            &["--lang", "nl"],
            "bord, helft 1 van 2",
        ),
        (
            &[("LANG", "de_DE.UTF-8")],
            &["--lang", "en"],
            "board, half 1 of 2",
        ),
    ];
    for (env, extra, heading) in cases {
        let dir = tempfile::tempdir().unwrap();
        let mut args = vec!["pdf", "--game", "royal-carpet", "--sheets", "board"];
        args.extend_from_slice(extra);
        let (code, err) = run(dir.path(), env, &args);
        assert_eq!(code, 0, "{env:?} {extra:?}: {err}");
        assert!(
            err.is_empty(),
            "{env:?}: no note for a shipped language: {err}"
        );
        let Some(page) = first_page(dir.path()) else {
            return;
        };
        assert!(page.contains(heading), "{env:?} {extra:?}: {page}");
    }
}

#[test]
fn a_language_boardgen_does_not_ship_falls_back_to_english_with_a_note() {
    for (env, args, from) in [
        (
            &[("LANG", "pt_BR.UTF-8")][..],
            &[][..],
            "LANG=pt_BR.UTF-8 asks for 'pt-BR'",
        ),
        (
            &[][..],
            &["--lang", "pt-BR"][..],
            "boardgen has its own words",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut all = vec!["pdf", "--game", "royal-carpet", "--sheets", "board"];
        all.extend_from_slice(args);
        let (code, err) = run(dir.path(), env, &all);
        assert_eq!(code, 0, "{err}");
        assert!(
            err.contains(from) && err.contains("in en, fr, de, es, nl only"),
            "{err}"
        );
        assert!(
            err.contains("royal-carpet: no 'pt-BR' translation: its name, pieces and rules are in 'en-GB', its first language"),
            "{err}"
        );
        assert_eq!(err.lines().count(), 2, "{err}");
        if let Some(page) = first_page(dir.path()) {
            assert!(page.contains("Royal Carpet — board, half 1 of 2"), "{page}");
        }
    }
    // The C locale is English, without a word.
    let dir = tempfile::tempdir().unwrap();
    let (code, err) = run(
        dir.path(),
        &[("LC_ALL", "C")],
        &["pdf", "--game", "royal-carpet", "--sheets", "board"],
    );
    assert_eq!((code, err.as_str()), (0, ""));
}

#[test]
fn a_bad_language_tag_is_refused_naming_it() {
    for bad in ["français", "x", "12", ""] {
        let dir = tempfile::tempdir().unwrap();
        let (code, err) = run(dir.path(), &[], &["pdf", "--lang", bad]);
        assert_eq!(code, 2, "{bad}: {err}");
        assert!(err.contains("--lang") && err.lines().count() == 1, "{err}");
        if !bad.is_empty() {
            assert!(err.contains(bad), "{err}");
        }
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }
}

/// A tag of the right form that names no language (`klingon`: no language subtag has more
/// than 3 letters; `xx`: no ISO 639-1 code) is refused in the run's language, while a real
/// language boardgen has no words for (`pt-BR`, `tlh`) is taken with a note, in English.
#[test]
fn a_well_formed_tag_naming_no_language_is_refused_in_the_runs_language() {
    for (env, bad, says) in [
        (
            &[][..],
            "klingon",
            "'klingon' names no language: 'klingon' is no language code",
        ),
        (
            &[][..],
            "xx-YY",
            "'xx-YY' names no language: 'xx' is no language code",
        ),
        (
            &[("LANG", "fr_FR.UTF-8")][..],
            "klingon",
            "'klingon' ne nomme aucune langue\u{a0}: 'klingon' n’est pas un code de langue",
        ),
        (
            &[("LANG", "de_DE.UTF-8")][..],
            "xx",
            "'xx' nennt keine Sprache: 'xx' ist kein Sprachkürzel",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (code, err) = run(dir.path(), env, &["pdf", "--lang", bad]);
        assert_eq!(code, 2, "{bad}: {err}");
        assert!(err.contains(says) && err.lines().count() == 1, "{err}");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }
    for tag in ["pt-BR", "tlh"] {
        let dir = tempfile::tempdir().unwrap();
        let args = [
            "pdf",
            "--game",
            "royal-carpet",
            "--sheets",
            "board",
            "--lang",
            tag,
        ];
        let (code, err) = run(dir.path(), &[], &args);
        assert_eq!(code, 0, "{tag}: {err}");
        assert!(err.contains("in en, fr, de, es, nl only"), "{tag}: {err}");
    }
}

/// A small template in Italian first, with its German words inline and its French ones
/// in a file beside it.
fn multilingual(dir: &Path, french: &str) -> std::path::PathBuf {
    let base = include_str!("../../examples/checkers.toml");
    // Only the template's own part: its translations follow.
    let own = &base[..base
        .find("\n# The game's words")
        .expect("the translations' comment")];
    let own = own
        .replace("lang = \"en-GB\"", "lang = \"it\"")
        .replace("name = \"Checkers\"", "name = \"Dama inglese\"")
        .replace("rules = \"builtin:checkers.md\"\n", "");
    let text = format!(
        "{own}\n[translations]\nfr = \"fr.toml\"\n\n[translations.de]\nname = \"Checkers\"\npieces = {{ man = {{ name = \"Stein\", plural = \"Steine\", gender = \"m\" }} }}\n"
    );
    std::fs::write(dir.join("fr.toml"), french).unwrap();
    let path = dir.join("dama.toml");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_template_brings_its_own_languages_and_says_what_a_translation_leaves_out() {
    let src = tempfile::tempdir().unwrap();
    let french = "name = \"Dames anglaises\"\nspares_for = \"devenir dame\"\npieces = { man = { name = \"pion\", plural = \"pions\", gender = \"m\" }, king = { name = \"dame\", plural = \"dames\", gender = \"f\" } }\nsides = [\n  { name = \"Noirs\", of = \"des Noirs\", colour = { label = \"noir\" }, mono = { label = \"uni\" } },\n  { name = \"Blancs\", of = \"des Blancs\", colour = { label = \"blanc\" }, mono = { label = \"cerclé\" } },\n]\n";
    let template = multilingual(src.path(), french);
    let t = template.to_str().unwrap();
    // French, from the file: whole.
    let dir = tempfile::tempdir().unwrap();
    let (code, err) = run(
        dir.path(),
        &[],
        &["pdf", "--game", t, "--sheets", "board", "--lang", "fr"],
    );
    assert_eq!((code, err.as_str()), (0, ""), "{err}");
    if let Some(page) = first_page(dir.path()) {
        assert!(page.contains("Dames anglaises — plateau"), "{page}");
    }
    // German, inline: the name and one piece; the rest stays Italian, and a note says so.
    let dir = tempfile::tempdir().unwrap();
    let (code, err) = run(
        dir.path(),
        &[],
        &["pdf", "--game", t, "--sheets", "board", "--lang", "de"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("checkers: seine Übersetzung 'de' lässt wofür seine Ersatzfiguren sind, die Namen der Figur 'king', die Namen seiner Seiten aus: sie sind auf 'it', seiner ersten Sprache"),
        "{err}"
    );
    // Italian, the template's own: its words, and boardgen's own words in English.
    let dir = tempfile::tempdir().unwrap();
    let (code, err) = run(
        dir.path(),
        &[],
        &["pdf", "--game", t, "--sheets", "board", "--lang", "it"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("in en, fr, de, es, nl only: they are in English"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    if let Some(page) = first_page(dir.path()) {
        assert!(page.contains("Dama inglese — board"), "{page}");
    }
}

#[test]
fn a_bad_translation_file_is_refused_at_its_line_and_column() {
    let cases = [
        (
            "name = \"Dames\"\npieces = { pawn = { name = \"pion\", plural = \"pions\" } }\n",
            "fr.toml:2:",
            "la traduction 'fr' nomme la pièce 'pawn', qui n’est pas un identifiant de pièce",
        ),
        (
            "name = \"Dames\"\ncolour = 3\n",
            "fr.toml:2:1",
            "clé inconnue `colour`\u{a0}: les clés possibles sont `name`",
        ),
        ("name = \"\"\n", "fr.toml:1:8", "le nom est vide"),
    ];
    for (french, at, what) in cases {
        let src = tempfile::tempdir().unwrap();
        let template = multilingual(src.path(), french);
        let dir = tempfile::tempdir().unwrap();
        let (code, err) = run(
            dir.path(),
            &[],
            &["pdf", "--game", template.to_str().unwrap(), "--lang", "fr"],
        );
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(at) && err.contains(what), "{at} {what}: {err}");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
        // Other languages do not read it.
        let (code, err) = run(
            dir.path(),
            &[],
            &[
                "pdf",
                "--game",
                template.to_str().unwrap(),
                "--lang",
                "it",
                "--sheets",
                "board",
            ],
        );
        assert_eq!(code, 0, "{err}");
    }
    // A translation file outside the template's folder is refused like any other file.
    let src = tempfile::tempdir().unwrap();
    let template = multilingual(src.path(), "name = \"x\"\n");
    let text = std::fs::read_to_string(&template)
        .unwrap()
        .replace("fr = \"fr.toml\"", "fr = \"../fr.toml\"");
    std::fs::write(&template, text).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (code, err) = run(
        dir.path(),
        &[],
        &["pdf", "--game", template.to_str().unwrap(), "--lang", "fr"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("../fr.toml"), "{err}");
}

#[test]
fn the_built_in_games_and_examples_are_translated_whole_in_every_shipped_language() {
    use boardgen_core::kit::Kit;
    let examples = crate::common::root().join("examples");
    for id in [
        "camels-and-carpets",
        "royal-carpet",
        "checkers",
        "international-draughts",
    ] {
        let file = examples.join(format!("{id}.toml"));
        for lang in ["fr", "de", "es", "nl"] {
            let l = boardgen_core::lang::Lang::parse(lang).unwrap();
            // Each translated rules text is checked, diagram by diagram, as it loads.
            let (kit, english) = if file.exists() {
                (
                    Kit::from_file_in(&boardgen::read::Disk, &file, &l),
                    Kit::from_file(&boardgen::read::Disk, &file),
                )
            } else {
                (Kit::builtin_in(id, &l), Kit::builtin(id))
            };
            let (kit, english) = (kit.unwrap(), english.unwrap());
            assert!(kit.missing.is_empty(), "{id} {lang}: {:?}", kit.missing);
            assert_eq!(kit.lang.tag(), lang);
            // (A name may be the same: German and Dutch call checkers Checkers.)
            assert_ne!(kit.rules, english.rules, "{id} {lang}: rules in English");
            for (p, e) in kit.game.pieces.iter().zip(&english.game.pieces) {
                assert_ne!(p.name, e.name, "{id} {lang}");
                assert!(p.gender.is_some(), "{id} {lang}: {} has no gender", p.name);
            }
        }
    }
}

/// Every word a kit prints, in every language, made with the options that fill the most
/// messages (backs of both kinds, marks, mono): no message left a variable empty or
/// unfilled (`offset=)`, `( )`, a doubled space, a `{ $name }` left in).
#[test]
fn no_message_a_run_prints_has_an_empty_value() {
    use boardgen_core::layout::{Backs, Duplex, Flip, Options};
    use boardgen_core::scene::{Item, Tag};
    fn words(items: &[Item], out: &mut Vec<String>) {
        for i in items {
            match i {
                Item::Group(g) => {
                    if let Some(Tag::Figure { title, alt }) = &g.tag {
                        out.push(title.clone());
                        out.push(alt.clone());
                    }
                    words(&g.items, out);
                }
                Item::Text(t) => out.push(t.text.clone()),
                Item::Shape(_) | Item::Use(_) | Item::Image(_) => {}
            }
        }
    }
    let duplex = Duplex {
        flip: Flip::Short,
        offset: (0.8, -1.2),
        calibrate: true,
        calibration_only: false,
    };
    let mut bad = Vec::new();
    for lang in ["en", "fr", "de", "es", "nl"] {
        let l = boardgen_core::lang::Lang::parse(lang).unwrap();
        for game in ["camels-and-carpets", "royal-carpet"] {
            let kit = boardgen_core::kit::Kit::builtin_in(game, &l).unwrap();
            for (mono, backs) in [
                (false, None),
                (true, Some(Backs::Duplex(duplex))),
                (false, Some(Backs::Fold { card: 1.5 })),
            ] {
                let opts = Options {
                    lang: l.clone(),
                    mono,
                    backs,
                    ..Options::default()
                };
                let doc = boardgen_core::layout::kit_document(&kit, &opts).unwrap();
                let mut all = vec![doc.title.clone()];
                for page in &doc.pages {
                    words(&page.items, &mut all);
                }
                for w in all {
                    // Indented lines carry on a step: their indent is not a doubled space.
                    let w = w.trim_start();
                    let empty = [
                        "=)", "=,", "=;", "()", "( )", "  ", "{", "}", "$", " .", " ,",
                    ];
                    if let Some(e) = empty.iter().find(|e| w.contains(*e)) {
                        bad.push(format!(
                            "{game} in {lang} ({mono}, {backs:?}): {e:?} in {w:?}"
                        ));
                    }
                    // `offset=` always has its value (or the `XxY` to fill in).
                    for (at, _) in w.match_indices("offset=") {
                        let next = w[at + "offset=".len()..].chars().next();
                        if !next.is_some_and(|c| c.is_ascii_digit() || c == '-' || c == 'X') {
                            bad.push(format!("{game} in {lang}: no offset in {w:?}"));
                        }
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
