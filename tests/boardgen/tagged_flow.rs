//! Each diagram by its words, read back from the written large-print PDFs (#57.5): from the
//! tagged structure (what a screen reader reads, in order) and each page's content stream
//! (where each element is drawn, in order), every figure stands after the paragraph or
//! list it illustrates, on that text's page or the next, inside no other paragraph or list
//! and past no heading.

use crate::common;

use std::collections::BTreeMap;

use lopdf::content::Content;
use lopdf::{Dictionary, Document, Object, ObjectId};

/// Where a piece of marked content is drawn: the page's index and its place in the page's
/// content stream.
type At = (usize, usize);

/// A block of the text as read: its element type (`P`, `L`, `H1`, `H2`, `Figure`) and
/// where its marked content is drawn, first to last.
struct Block {
    kind: String,
    at: Vec<At>,
}

/// The marked-content ids under `elem` (on `page` unless a kid names its own), drawn where
/// `drawn` says.
fn content(
    pdf: &Document,
    elem: &Dictionary,
    page: Option<ObjectId>,
    drawn: &BTreeMap<(ObjectId, i64), At>,
    out: &mut Vec<At>,
) {
    let page = elem
        .get(b"Pg")
        .ok()
        .map(|p| p.as_reference().unwrap())
        .or(page);
    let kids = match elem.get(b"K") {
        Ok(Object::Array(a)) => a.clone(),
        Ok(other) => vec![other.clone()],
        Err(_) => Vec::new(),
    };
    for k in kids {
        match k {
            Object::Integer(m) => out.extend(drawn.get(&(page.unwrap(), m))),
            Object::Reference(id) => {
                content(pdf, pdf.get_dictionary(id).unwrap(), page, drawn, out)
            }
            Object::Dictionary(mcr) => {
                let pg = mcr.get(b"Pg").unwrap().as_reference().unwrap();
                let m = mcr.get(b"MCID").unwrap().as_i64().unwrap();
                out.extend(drawn.get(&(pg, m)));
            }
            _ => {}
        }
    }
}

/// The blocks of the structure under `elem`, in reading order: paragraphs, lists, headings
/// and figures (a figure's caption read with it).
fn blocks(
    pdf: &Document,
    elem: &Dictionary,
    drawn: &BTreeMap<(ObjectId, i64), At>,
    out: &mut Vec<Block>,
) {
    let kind = String::from_utf8(elem.get(b"S").unwrap().as_name().unwrap().to_vec()).unwrap();
    let kids: Vec<&Dictionary> = match elem.get(b"K") {
        Ok(Object::Array(a)) => a
            .iter()
            .filter_map(|k| k.as_reference().ok())
            .map(|id| pdf.get_dictionary(id).unwrap())
            .collect(),
        Ok(Object::Reference(id)) => vec![pdf.get_dictionary(*id).unwrap()],
        _ => Vec::new(),
    };
    let figure = kids
        .iter()
        .any(|k| k.get(b"S").ok().and_then(|s| s.as_name().ok()) == Some(&b"Figure"[..]));
    let whole = matches!(kind.as_str(), "P" | "L" | "H1" | "H2" | "Figure") || figure;
    if whole {
        let mut at = Vec::new();
        content(pdf, elem, None, drawn, &mut at);
        at.sort();
        let kind = if figure { "Figure".into() } else { kind };
        if !at.is_empty() {
            out.push(Block { kind, at });
        }
        return;
    }
    for k in kids {
        blocks(pdf, k, drawn, out);
    }
}

/// What a large-print file breaks of its diagrams' places.
fn misplaced(path: &std::path::Path) -> (Vec<String>, usize) {
    let pdf = Document::load(path).unwrap();
    let mut drawn = BTreeMap::new();
    for (i, (_, id)) in pdf.get_pages().into_iter().enumerate() {
        let ops = Content::decode(&pdf.get_page_content(id)).unwrap();
        let mut n = 0;
        for op in ops.operations {
            if op.operator != "BDC" {
                continue;
            }
            let mcid = op.operands.iter().find_map(|o| match o {
                Object::Dictionary(d) => d.get(b"MCID").ok().and_then(|m| m.as_i64().ok()),
                _ => None,
            });
            if let Some(m) = mcid {
                drawn.insert((id, m), (i, n));
                n += 1;
            }
        }
    }
    let catalog = pdf.catalog().unwrap();
    let root = pdf
        .get_dictionary(
            catalog
                .get(b"StructTreeRoot")
                .unwrap()
                .as_reference()
                .unwrap(),
        )
        .unwrap();
    let mut read = Vec::new();
    let tops = match root.get(b"K").unwrap() {
        Object::Array(a) => a.clone(),
        other => vec![other.clone()],
    };
    for k in tops {
        let d = pdf.get_dictionary(k.as_reference().unwrap()).unwrap();
        blocks(&pdf, d, &drawn, &mut read);
    }
    let text = |b: &Block| b.kind == "P" || b.kind == "L";
    let (mut bad, mut figures) = (Vec::new(), 0);
    for (i, f) in read.iter().enumerate().filter(|(_, b)| b.kind == "Figure") {
        figures += 1;
        let (first, last) = (f.at[0], f.at[f.at.len() - 1]);
        let page = first.0 + 1;
        // The text it illustrates: the paragraph or list read before it, or, when it opens
        // its section, the paragraph after it.
        let before = read[..i].iter().rev().find(|b| b.kind != "Figure");
        let own = match before {
            Some(b) if text(b) => b,
            _ => match read[i + 1..].iter().find(|b| b.kind != "Figure") {
                Some(b) if text(b) => b,
                _ => {
                    bad.push(format!("the figure on page {page} illustrates no text"));
                    continue;
                }
            },
        };
        let (from, to) = (own.at[0].0, own.at[own.at.len() - 1].0);
        if first.0 < from || first.0 > to + 1 {
            bad.push(format!(
                "the figure on page {page} stands away from its text (pages {} to {})",
                from + 1,
                to + 1
            ));
        }
        for b in &read {
            let around = b.at[0] < first && b.at[b.at.len() - 1] > last;
            if text(b) && around {
                bad.push(format!(
                    "the figure on page {page} stands inside a {}",
                    b.kind
                ));
            }
        }
        // A heading drawn between its text and it.
        if own.at[0] < first {
            let end = own.at[own.at.len() - 1];
            for h in read.iter().filter(|b| b.kind == "H2") {
                if h.at[0] > end && h.at[0] < first {
                    bad.push(format!("the figure on page {page} stands past a heading"));
                }
            }
        }
    }
    (bad, figures)
}

/// Large print of both games, A4 and Letter, in the five shipped languages (the rules and
/// the making-the-set page): every diagram after its paragraph, on that page or the next,
/// inside no other paragraph or list and past no heading; the regular handouts too.
#[test]
fn large_print_keeps_each_diagram_by_its_words_in_the_written_pdfs() {
    let d = tempfile::tempdir().unwrap();
    let (mut bad, mut files, mut figures) = (Vec::new(), 0, 0);
    for lang in ["en", "fr", "de", "es", "nl"] {
        for paper in ["a4", "letter"] {
            for large in [true, false] {
                let out = d.path().join(format!("{lang}-{paper}-{large}"));
                let mut args = vec!["handout", "--sheets", "rules,assembly"];
                if large {
                    args.push("--large-print");
                }
                for f in common::run_in(&out, lang, paper, &args) {
                    let (b, n) = misplaced(&f);
                    let name = f.file_name().unwrap().to_string_lossy().to_string();
                    bad.extend(b.into_iter().map(|b| format!("{name} ({paper}): {b}")));
                    figures += n;
                    files += 1;
                }
            }
        }
    }
    assert_eq!(files, 5 * 2 * 2 * 2, "files read");
    assert!(figures >= 5 * 2 * 2 * 2 * 8, "{figures} figures read");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
