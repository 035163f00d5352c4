//! A page's words as a reader gets them: its text in reading order, lines joined where a word
//! was broken.

use super::*;

/// What a reader is told of `items`, in reading order: one entry per heading, paragraph,
/// list item, caption or table cell (its lines joined), a figure's title and description,
/// and nothing of the page furniture or of what no tag claims.
pub fn reading_text(items: &[Item]) -> Vec<String> {
    fn text_of(items: &[Item], out: &mut Vec<String>) {
        for i in items {
            match i {
                Item::Text(t) => out.push(t.text.clone()),
                Item::Group(g) => text_of(&g.items, out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for item in items {
        let Item::Group(g) = item else { continue };
        match &g.tag {
            None => out.extend(reading_text(&g.items)),
            Some(Tag::Artifact) => {}
            Some(Tag::Figure { title, alt, .. }) => {
                out.push(if title.is_empty() || alt.starts_with(title.as_str()) {
                    alt.clone()
                } else {
                    format!("{title}: {alt}")
                });
            }
            Some(Tag::ListItem) => out.push(reading_text(&g.items).join(" ")),
            Some(
                Tag::List
                | Tag::Captioned
                | Tag::Table { .. }
                | Tag::TableHead
                | Tag::TableBody
                | Tag::TableRow
                | Tag::Continued
                | Tag::PutOff(_),
            ) => out.extend(reading_text(&g.items)),
            Some(
                Tag::Heading(_)
                | Tag::Para
                | Tag::Label
                | Tag::ListBody
                | Tag::Caption
                | Tag::TableHeader(_)
                | Tag::TableCell,
            ) => {
                // An empty cell, which holds nothing, says nothing.
                if !g.items.is_empty() {
                    let mut lines = Vec::new();
                    text_of(&g.items, &mut lines);
                    out.push(lines.join(" "));
                }
            }
        }
    }
    out
}

/// `items` with every tagged group that moves nothing replaced by its items: what is drawn,
/// without what it is to a reader (for checks of the drawing).
pub fn untag(items: &[Item]) -> Vec<Item> {
    let mut out = Vec::new();
    for i in items {
        match i {
            Item::Group(g) if g.tag.is_some() && g.transform.is_identity() => {
                out.extend(untag(&g.items))
            }
            other => out.push(other.clone()),
        }
    }
    out
}

/// The hyphen the layout adds where it breaks a word across two lines (U+2010, apart from
/// a hyphen the text itself has): a reader joins the word again without it.
pub const BREAK_HYPHEN: char = '\u{2010}';

/// How a line of wrapped text runs on into the next, for a reader: the line without a
/// [`BREAK_HYPHEN`] at its end, and whether a space follows it (not after a word broken
/// there, nor after a hyphen or slash inside a word: `black-` of `black-and-white`).
pub fn line_join(line: &str) -> (&str, bool) {
    if let Some(head) = line.strip_suffix(BREAK_HYPHEN) {
        return (head, false);
    }
    let mut end = line.chars().rev();
    let inside =
        matches!(end.next(), Some('-' | '/')) && end.next().is_some_and(char::is_alphanumeric);
    (line, !inside)
}

/// Wrapped lines as the running text a reader reads (see [`line_join`]).
pub fn join_lines<S: AsRef<str>>(lines: &[S]) -> String {
    let mut out = String::new();
    let mut space = false;
    for l in lines {
        if space {
            out.push(' ');
        }
        let (words, then) = line_join(l.as_ref());
        out.push_str(words);
        space = then;
    }
    out
}
