//! What a screen reader is told beyond the text: the words a figure prints are in its Alt.

use boardgen_core::kit::Kit;
use boardgen_core::lang::Lang;
use boardgen_core::layout::{kit_document, Options, SheetKind};
use boardgen_core::scene::{Item, Tag};

/// The lines of words under `items` (coordinates, single letters and numbers, aside).
fn words(items: &[Item], out: &mut Vec<String>) {
    for i in items {
        match i {
            Item::Text(t) if t.text.trim().contains(' ') => out.push(t.text.trim().to_string()),
            Item::Group(g) => words(&g.items, out),
            _ => {}
        }
    }
}

/// A board's lettering is an artifact (a figure's text is not read again), so every line
/// of words it prints (whose endzone it is, what the kings do there, which edge to cut
/// exactly) is said by its Alt: in every language, halves and whole boards.
#[test]
fn a_boards_printed_words_are_in_its_alt() {
    let mut checked = 0;
    for lang in ["en", "fr", "de", "es", "nl"] {
        let lang = Lang::parse(lang).unwrap();
        for id in ["royal-carpet", "camels-and-carpets"] {
            let kit = Kit::builtin_in(id, &lang).unwrap();
            for paper in ["a4", "a3"] {
                let o = Options {
                    paper: boardgen_core::paper::Paper::parse(paper).unwrap(),
                    sheets: vec![SheetKind::Board],
                    lang: lang.clone(),
                    ..Options::default()
                };
                let doc = kit_document(&kit, &o).unwrap();
                for page in &doc.pages {
                    for item in &page.items {
                        let Item::Group(g) = item else { continue };
                        let Some(Tag::Figure { alt, .. }) = &g.tag else {
                            continue;
                        };
                        let mut lines = Vec::new();
                        words(&g.items, &mut lines);
                        assert!(!lines.is_empty(), "{}: a board prints words", lang.tag());
                        let lower = alt.to_lowercase();
                        for l in lines {
                            assert!(
                                lower.contains(&l.to_lowercase()),
                                "{} {id} {paper}: '{l}' is printed on the board, not in its Alt: {alt}",
                                lang.tag()
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked >= 40, "{checked}");
}
