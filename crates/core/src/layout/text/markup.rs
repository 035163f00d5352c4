//! The handout markup: headings, paragraphs, bullets and diagram lines parsed into blocks.

/// One block of handout text.
#[derive(Debug, Clone, PartialEq)]
pub enum Block {
    /// `# Title` (level 1) or `## Heading` (level 2).
    Heading(u8, String),
    /// Lines joined until a blank line.
    Para(String),
    /// `- item`.
    Bullet(String),
    /// `@spec | caption`: a diagram drawn by boardgen.
    Diagram(String, String),
}

/// Parses the markup. Lines starting `#`, `##`, `- ` and `@` are headings, bullets and
/// diagrams; other lines join into paragraphs; blank lines separate paragraphs.
pub fn parse(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut para: Vec<&str> = Vec::new();
    let flush = |para: &mut Vec<&str>, out: &mut Vec<Block>| {
        if !para.is_empty() {
            out.push(Block::Para(para.join(" ")));
            para.clear();
        }
    };
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() {
            flush(&mut para, &mut out);
        } else if let Some(h) = t.strip_prefix("## ") {
            flush(&mut para, &mut out);
            out.push(Block::Heading(2, h.trim().to_string()));
        } else if let Some(h) = t.strip_prefix("# ") {
            flush(&mut para, &mut out);
            out.push(Block::Heading(1, h.trim().to_string()));
        } else if let Some(b) = t.strip_prefix("- ") {
            flush(&mut para, &mut out);
            out.push(Block::Bullet(b.trim().to_string()));
        } else if let Some(d) = t.strip_prefix('@') {
            flush(&mut para, &mut out);
            let (spec, caption) = d.split_once('|').unwrap_or((d, ""));
            out.push(Block::Diagram(
                spec.trim().to_string(),
                caption.trim().to_string(),
            ));
        } else {
            para.push(t);
        }
    }
    flush(&mut para, &mut out);
    out
}

/// A side's name as it reads inside a sentence: a name like `Black` stays as it is, a
/// description like `First player` becomes `the first player`.
pub fn in_sentence(name: &str) -> String {
    crate::lang::in_sentence(name)
}

/// `text` with its first letter a capital.
pub fn sentence_start(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

pub use crate::lang::{pseudo, pseudo_markup};
