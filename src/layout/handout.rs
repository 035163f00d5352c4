//! Text pages (rules, making the set): marked-up text flowed onto portrait pages with its
//! diagrams.

use crate::kit::Kit;
use crate::paper::{safe_area, Orientation};
use crate::units::Size;

use super::{
    assembly, diagram, pieces, text, text_area, text_sheet, LayoutError, Options, Sheet, SheetKind,
};

/// A handout: `text` in the markup of [`text::parse`], flowed onto portrait pages with its
/// diagrams; returns the sheets and the diagram counters it places. `counters` is where the
/// kit's piece-sheet counters start among its symbols, when it has them: the making-the-set
/// page's table of pieces places those rather than drawing them again.
pub(crate) fn handout_sheets(
    kit: &Kit,
    opts: &Options,
    kind: SheetKind,
    text: &str,
    symbol_base: usize,
    counters: Option<usize>,
) -> Result<(Vec<Sheet>, Vec<crate::scene::Symbol>), LayoutError> {
    let (laid, symbols, title, ruler) = flow(kit, opts, kind, text, symbol_base, counters)?;
    let game = &kit.game;
    let pal = if opts.mono { &game.mono } else { &game.colour };
    let paper = opts.paper.oriented(Orientation::Portrait);
    let pages = laid.pages;
    let n = pages.len();
    let what = match kind {
        SheetKind::Rules => "rules",
        _ => "making the set",
    };
    let sheets = pages
        .into_iter()
        .enumerate()
        .map(|(i, items)| {
            let label = if n == 1 {
                what.to_string()
            } else {
                format!("{what}, page {} of {n}", i + 1)
            };
            let subtitle = format!("{} · {label}", game.name);
            let mut page = text_sheet(
                &format!("{}-{}", kind.name(), i + 1),
                paper,
                opts.margin,
                &title,
                &subtitle,
                pal,
                ruler && i == 0,
            );
            page.items.extend(items);
            Sheet {
                page,
                label: format!("{} · {label} · {}", game.name, opts.variant()),
                ink: pal.ink,
            }
        })
        .collect();
    Ok((sheets, symbols))
}

/// Flows a handout text onto pages: the placed pages, the diagram symbols, the title, and
/// whether the first page keeps a calibration bar (`counters` as for [`handout_sheets`]).
pub(crate) fn flow(
    kit: &Kit,
    opts: &Options,
    kind: SheetKind,
    text: &str,
    symbol_base: usize,
    counters: Option<usize>,
) -> Result<(text::Laid, Vec<crate::scene::Symbol>, String, bool), LayoutError> {
    let game = &kit.game;
    let pal = if opts.mono { &game.mono } else { &game.colour };
    let blocks = text::parse(text);
    let title = blocks
        .iter()
        .find_map(|b| match b {
            text::Block::Heading(1, t) => Some(t.clone()),
            _ => None,
        })
        .unwrap_or_else(|| format!("{} — {}", game.name, kind.name()));
    let paper = opts.paper.oriented(Orientation::Portrait);
    let safe = safe_area(paper, opts.margin);
    // The making-the-set page keeps the one calibration bar of the kit, on its first page;
    // a handout is not printed to measure.
    let ruler = kind == SheetKind::Assembly && opts.kit_paper.is_none();
    let area = text_area(safe, ruler);
    let rest = text_area(safe, false);
    let sq = diagram::square_for(game, area.w);
    let size = (sq * diagram::DIAGRAM_PIECE_FILL * 10.0).floor() / 10.0;
    let has_diagrams = blocks.iter().any(|b| matches!(b, text::Block::Diagram(..)));
    let reuse = counters.filter(|_| kind == SheetKind::Assembly);
    let (size, symbols) = if kind == SheetKind::Assembly {
        // The making-the-set page shows the pieces as they are cut: the piece sheets' size,
        // shape and art, and their very drawings when the kit has them.
        let size = assembly::kit_piece_size(kit, opts)?;
        let mut symbols = if has_diagrams && reuse.is_none() {
            pieces::symbols(
                &kit.game,
                &kit.art,
                &kit.pictures,
                size,
                opts.shape,
                opts.mono,
            )
        } else {
            Vec::new()
        };
        for s in &mut symbols {
            s.name = format!("key-{}", s.name);
        }
        (size, symbols)
    } else if has_diagrams {
        (size, diagram::symbols(kit, size, opts.mono))
    } else {
        (size, Vec::new())
    };
    let per_side = game.pieces.len();
    let base = reuse.unwrap_or(symbol_base);
    let index = |side: usize, piece: usize| base + side * per_side + piece;
    let failure = std::cell::RefCell::new(None);
    let draw = |spec: &str| {
        if spec == assembly::PIECES_KEY {
            return assembly::pieces_key(kit, opts, size, area.w, &index);
        }
        match diagram::parse(game, spec) {
            Ok(sp) => diagram::draw(game, opts.mono, &sp, sq, size, &index),
            Err(e) => {
                failure.borrow_mut().get_or_insert(e);
                text::Drawn {
                    items: Vec::new(),
                    size: Size { w: 1.0, h: 1.0 },
                }
            }
        }
    };
    // The page balancing measures the same diagrams again and again: draw each once.
    let drawn = std::cell::RefCell::new(std::collections::HashMap::new());
    let draw_once = |spec: &str| {
        if let Some(d) = drawn.borrow().get(spec) {
            return std::rc::Rc::clone(d);
        }
        let d = std::rc::Rc::new(draw(spec));
        drawn
            .borrow_mut()
            .insert(spec.to_string(), std::rc::Rc::clone(&d));
        d
    };
    let mut flow = text::Flow::new(area, rest, pal.ink, &draw_once);
    if kind == SheetKind::Assembly {
        // The kit's cut sheets follow the making-the-set page: it ends full too.
        flow = flow.fill_last();
    }
    let laid = flow.lay(&blocks);
    if let Some(message) = failure.into_inner() {
        return Err(LayoutError::Handout {
            game: game.name.clone(),
            message,
        });
    }
    Ok((laid, symbols, title, ruler))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::testutil::*;
    use crate::layout::*;
    use crate::scene::Item;
    use crate::units::pt;
    use crate::{kit::Kit, paper::Paper};

    #[test]
    fn handouts_fit_every_paper_and_half_paper() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for paper in ["a4", "letter", "a3", "legal", "150x200"] {
                for n_up in [1, 2] {
                    let Ok(p) = handout_paper(&Paper::parse(paper).unwrap(), n_up, 10.0) else {
                        assert_eq!(
                            (paper, n_up),
                            ("150x200", 2),
                            "only too-narrow halves are refused"
                        );
                        continue;
                    };
                    let o = Options {
                        kit_paper: Some(Paper::parse(paper).unwrap()),
                        paper: p,
                        sheets: vec![SheetKind::Rules, SheetKind::Assembly],
                        mono: n_up == 2,
                        ..opts(paper)
                    };
                    let doc = kit_document(&k, &o).unwrap();
                    assert!(doc.pages.len() >= 2);
                    check_inside_safe_area(&doc, &format!("{id} {paper} n-up {n_up}"));
                    // Body text is at least 9 pt (diagram coordinates, ruler and footer aside).
                    for page in &doc.pages {
                        for item in &page.items {
                            if let Item::Text(t) = item {
                                let is_frame = t.size < pt(9.0) - 1e-9;
                                let at_foot = t.pos.y > content_area(page.safe).bottom();
                                let at_head = t.pos.y < content_area(page.safe).y;
                                assert!(
                                    !is_frame || at_foot || at_head || t.text == "•",
                                    "{id} {paper}: '{}' is {} mm",
                                    t.text,
                                    t.size
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every paper a handout is laid out on: A4 and letter, and their halves (2-up, booklet).
    /// With the paper the kit is printed on.
    fn handout_papers() -> Vec<(String, Paper, Paper)> {
        let mut out = Vec::new();
        for name in ["a4", "letter"] {
            let p = Paper::parse(name).unwrap();
            out.push((name.to_string(), p.clone(), p.clone()));
            let half = handout_paper(&p, 2, 10.0).unwrap();
            out.push((format!("half {name}"), half, p));
        }
        out
    }

    #[test]
    fn handout_pages_are_full_and_keep_things_together() {
        let mut bad = Vec::new();
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            for (name, paper, kit_paper) in handout_papers() {
                for mono in [false, true] {
                    for kind in [SheetKind::Rules, SheetKind::Assembly] {
                        let o = Options {
                            paper: paper.clone(),
                            kit_paper: Some(kit_paper.clone()),
                            mono,
                            ..opts("a4")
                        };
                        let text = match kind {
                            SheetKind::Rules => k.rules.clone().unwrap(),
                            _ => assembly::assembly_text(&k, &o, &[]).unwrap(),
                        };
                        let (laid, ..) = flow(&k, &o, kind, &text, 0, None).unwrap();
                        let blocks = text::parse(&text);
                        let what = format!("{id} {} on {name}, mono {mono}", kind.name());
                        // The making-the-set pages come before the rules: none may be short.
                        let last = laid.pages.len() - usize::from(kind == SheetKind::Rules);
                        for (p, fill) in laid.fill.iter().enumerate().take(last) {
                            if *fill < text::MIN_FILL {
                                let on: Vec<String> = blocks
                                    .iter()
                                    .zip(&laid.at)
                                    .filter(|(_, at)| at.0 <= p && p <= at.1)
                                    .map(|(b, _)| format!("{b:?}").chars().take(30).collect())
                                    .collect();
                                bad.push(format!(
                                    "{what}: page {} is only {:.0} % full: {}",
                                    p + 1,
                                    fill * 100.0,
                                    on.join(" | ")
                                ));
                            }
                        }
                        for (i, b) in blocks.iter().enumerate() {
                            match b {
                                text::Block::Heading(2, h) => {
                                    let next = laid.at[i + 1].0;
                                    if laid.at[i].1 != next {
                                        bad.push(format!(
                                            "{what}: heading '{h}' ends page {}",
                                            laid.at[i].1 + 1
                                        ));
                                    }
                                }
                                text::Block::Diagram(spec, _) => {
                                    // The paragraph it illustrates: the one before it, or
                                    // after it when the diagram opens its section.
                                    let before = blocks[..i]
                                        .iter()
                                        .rposition(|b| !matches!(b, text::Block::Diagram(..)))
                                        .filter(|&j| matches!(blocks[j], text::Block::Para(_)));
                                    let after = (i + 1..blocks.len())
                                        .find(|&j| !matches!(blocks[j], text::Block::Diagram(..)))
                                        .filter(|&j| matches!(blocks[j], text::Block::Para(_)));
                                    if let Some(j) = before.or(after) {
                                        let (a, b) = laid.at[j];
                                        let d = laid.at[i].0;
                                        if !(a..=b).contains(&d) {
                                            bad.push(format!(
                                                "{what}: '{spec}' on page {} away from its paragraph on {}-{}",
                                                d + 1,
                                                a + 1,
                                                b + 1
                                            ));
                                        }
                                    }
                                }
                                _ => {}
                            }
                        }
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// Syllables in a word: groups of vowels, less a silent final e; at least one.
    fn syllables(word: &str) -> usize {
        let w: Vec<char> = word
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphabetic())
            .collect();
        let vowel = |c: char| "aeiouy".contains(c);
        let mut n = 0;
        let mut prev = false;
        for &c in &w {
            let v = vowel(c);
            if v && !prev {
                n += 1;
            }
            prev = v;
        }
        let l = w.len();
        if l > 2 && w[l - 1] == 'e' && w[l - 2] != 'l' && !vowel(w[l - 2]) && n > 1 {
            n -= 1;
        }
        n.max(1)
    }

    /// The sentences of a rules text: paragraphs, bullets and diagram captions.
    fn sentences(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        for b in text::parse(text) {
            let t = match b {
                text::Block::Para(t) | text::Block::Bullet(t) | text::Block::Diagram(_, t) => t,
                text::Block::Heading(..) => continue,
            };
            let mut cur = String::new();
            let chars: Vec<char> = t.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                cur.push(c);
                let ends = matches!(c, '.' | '!' | '?' | ':')
                    && chars
                        .get(i + 1)
                        .is_none_or(|n| n.is_whitespace() || *n == '"');
                if ends {
                    out.push(std::mem::take(&mut cur));
                }
            }
            if !cur.trim().is_empty() {
                out.push(cur);
            }
        }
        out.into_iter()
            .map(|s| s.trim().to_string())
            .filter(|s| s.chars().any(char::is_alphabetic))
            .collect()
    }

    #[test]
    fn rules_read_at_a_ten_year_olds_level() {
        assert_eq!(syllables("camel"), 2);
        assert_eq!(syllables("little"), 2);
        assert_eq!(syllables("move"), 1);
        for id in ["camels-and-carpets", "royal-carpet"] {
            let text = Kit::builtin(id).unwrap().rules.unwrap();
            let s = sentences(&text);
            let mut words = 0;
            let mut syl = 0;
            for sentence in &s {
                let w: Vec<&str> = sentence.split_whitespace().collect();
                assert!(w.len() <= 25, "{id}: {} words: {sentence}", w.len());
                words += w.len();
                syl += w.iter().map(|w| syllables(w)).sum::<usize>();
            }
            let grade =
                0.39 * words as f64 / s.len() as f64 + 11.8 * syl as f64 / words as f64 - 15.59;
            assert!(grade <= 6.0, "{id}: Flesch-Kincaid grade {grade:.1}");
        }
    }

    /// What a reader would stumble on: a `{variable}` left unfilled, an empty list or bullet,
    /// a doubled word ("Black (black)", "the the"), one sheet called "sheets".
    fn glitches(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        if text.contains('{') || text.contains('}') {
            out.push("an unfilled variable".into());
        }
        for bad in [": .", ": ;", "; .", ", .", "()", "( )"] {
            if text.contains(bad) {
                out.push(format!("an empty list '{bad}'"));
            }
        }
        if text
            .lines()
            .any(|l| l.trim() == "-" || l.trim_end().ends_with(":"))
        {
            out.push("an empty bullet or list".into());
        }
        // Within a phrase (brackets do not end one): "next to it. It lands" is fine.
        for phrase in text.split(['.', ',', ';', ':', '!', '?', '\n']) {
            let words: Vec<String> = phrase
                .split(|c: char| !c.is_alphanumeric() && c != '\'')
                .filter(|w| !w.is_empty())
                .map(str::to_lowercase)
                .collect();
            for w in words.windows(2) {
                if w[0] == w[1] && w[0].chars().all(char::is_alphabetic) {
                    out.push(format!("a doubled word '{} {}'", w[0], w[1]));
                }
            }
        }
        let words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric() && c != '\'')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        for (i, w) in words.iter().enumerate() {
            if (w == "one" || w == "1" || w == "single")
                && words.get(i + 2).is_some_and(|x| x.starts_with("sheet"))
                && words.get(i + 2).is_some_and(|x| x.ends_with('s'))
            {
                out.push(format!("one {} {}", words[i + 1], words[i + 2]));
            }
        }
        out
    }

    #[test]
    fn every_text_reads_cleanly_for_both_games() {
        assert!(!glitches("Black (black) moves first.").is_empty());
        assert!(!glitches("Their own look: .").is_empty());
        assert!(!glitches("one piece sheets").is_empty());
        for id in ["camels-and-carpets", "royal-carpet"] {
            let k = Kit::builtin(id).unwrap();
            let rules = k.rules.clone().unwrap();
            assert_eq!(glitches(&rules), Vec::<String>::new(), "{id} rules");
            for paper in ["a4", "letter", "a3"] {
                for mono in [false, true] {
                    for (shape, glue_tab) in [
                        (pieces::CounterShape::Square, false),
                        (pieces::CounterShape::Round, true),
                    ] {
                        let o = Options {
                            mono,
                            shape,
                            glue_tab,
                            ..opts(paper)
                        };
                        let text = assembly::assembly_text(&k, &o, &[]).unwrap();
                        let what = format!("{id} making the set, {paper} mono {mono}");
                        assert_eq!(glitches(&text), Vec::<String>::new(), "{what}: {text}");
                        let (sheets, _) = pieces::piece_sheets(&k, &o, 0).unwrap();
                        if sheets.len() == 1 {
                            assert!(!text.contains("piece sheets"), "{what}: one sheet");
                        }
                        // Every line printed on every sheet of the kit, too.
                        let doc = kit_document(&k, &o).unwrap();
                        for p in &doc.pages {
                            for i in &p.items {
                                if let Item::Text(t) = i {
                                    assert_eq!(
                                        glitches(&t.text),
                                        Vec::<String>::new(),
                                        "{what}, {}: {}",
                                        p.name,
                                        t.text
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
