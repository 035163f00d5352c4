//! Handout text: a small markup (headings, paragraphs, bullets, diagrams) parsed from
//! `templates/text/`, wrapped with the font's real metrics and flowed onto pages.

use crate::font::{self, Weight};
use crate::scene::{Anchor, Color, Group, Item};
use crate::units::{pt, Point, Rect, Size, Transform};

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

/// Body text size, mm (10 pt).
pub fn body() -> f64 {
    pt(10.0)
}
/// Caption size, mm (9 pt).
pub fn caption() -> f64 {
    pt(9.0)
}
/// Section heading size, mm (12 pt).
pub fn heading() -> f64 {
    pt(12.0)
}
/// Distance between baselines, as a multiple of the size.
const LEADING: f64 = 1.32;
/// Indent of bullet text, mm.
const BULLET_INDENT: f64 = 5.0;
/// Gap between diagrams in a row, mm.
const DIAGRAM_GAP: f64 = 6.0;

/// Breaks `text` into lines no wider than `width` mm at `size`; a word wider than the line
/// is broken between characters.
pub fn wrap(text: &str, size: f64, weight: Weight, width: f64) -> Vec<String> {
    let f = font::get(weight);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if f.measure(&candidate, size) <= width {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // The word alone: split it if it is still too wide.
        let mut piece = String::new();
        for c in word.chars() {
            let next = format!("{piece}{c}");
            if f.measure(&next, size) > width && !piece.is_empty() {
                lines.push(std::mem::take(&mut piece));
                piece.push(c);
            } else {
                piece = next;
            }
        }
        line = piece;
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// A diagram drawn at the origin, with its size.
pub struct Drawn {
    /// Items, top-left at (0, 0).
    pub items: Vec<Item>,
    /// Extent.
    pub size: Size,
}

/// A flowed handout: pages of items, each inside `area`.
pub struct Flow<'a> {
    area: Rect,
    ink: Color,
    draw: &'a dyn Fn(&str) -> Drawn,
    pages: Vec<Vec<Item>>,
    y: f64,
    /// A diagram floated at the right: (bottom edge, width it takes from the text column).
    float: Option<(f64, f64)>,
}

impl<'a> Flow<'a> {
    /// Starts flowing into `area` (the same on every page); `draw` renders a diagram spec.
    pub fn new(area: Rect, ink: Color, draw: &'a dyn Fn(&str) -> Drawn) -> Self {
        Flow {
            area,
            ink,
            draw,
            pages: vec![Vec::new()],
            y: area.y,
            float: None,
        }
    }

    /// Width of the text column here: narrower beside a floated diagram.
    fn width(&mut self) -> f64 {
        match self.float {
            Some((bottom, w)) if self.y < bottom => self.area.w - w,
            _ => {
                self.float = None;
                self.area.w
            }
        }
    }

    /// Moves below any floated diagram.
    fn clear_float(&mut self) {
        if let Some((bottom, _)) = self.float.take() {
            self.y = self.y.max(bottom);
        }
    }

    fn room(&self) -> f64 {
        self.area.bottom() - self.y
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = self.area.y;
        self.float = None;
    }

    /// Ensures `h` mm fit, starting a new page when they do not (unless the page is empty).
    fn need(&mut self, h: f64) {
        if h > self.room() && self.y > self.area.y {
            self.new_page();
        }
    }

    fn lines(&mut self, lines: &[String], x: f64, size: f64, weight: Weight, anchor: Anchor) {
        let f = font::get(weight);
        let step = size * LEADING;
        for l in lines {
            self.need(step);
            let baseline =
                self.y + f.ascent(size) + (step - f.ascent(size) - f.descent(size)) / 2.0;
            self.pages.last_mut().expect("page").push(Item::text(
                Point::new(x, baseline),
                l.clone(),
                size,
                anchor,
                weight,
                self.ink,
            ));
            self.y += step;
        }
    }

    /// Lays out every block; level-1 headings are skipped (they are the sheet title).
    pub fn run(mut self, blocks: &[Block]) -> Vec<Vec<Item>> {
        let mut i = 0;
        while i < blocks.len() {
            let w = self.width();
            match &blocks[i] {
                Block::Heading(1, _) => {}
                Block::Heading(_, h) => {
                    self.clear_float();
                    let w = self.width();
                    let lines = wrap(h, heading(), Weight::Bold, w);
                    // Keep a heading with what follows: a diagram whole, else two lines.
                    let follow = match blocks.get(i + 1) {
                        Some(Block::Diagram(spec, cap)) => {
                            let d = (self.draw)(spec);
                            let caption_lines =
                                wrap(cap, caption(), Weight::Regular, d.size.w).len();
                            d.size.h + 4.5 + caption_lines as f64 * caption() * LEADING
                        }
                        _ => 2.0 * body() * LEADING,
                    };
                    self.need(2.0 + lines.len() as f64 * heading() * LEADING + follow);
                    if self.y > self.area.y {
                        self.y += 2.0;
                    }
                    self.lines(&lines, self.area.x, heading(), Weight::Bold, Anchor::Start);
                }
                Block::Para(p) => {
                    let lines = wrap(p, body(), Weight::Regular, w);
                    self.lines(&lines, self.area.x, body(), Weight::Regular, Anchor::Start);
                    self.y += body() * 0.6;
                }
                Block::Bullet(b) => {
                    let lines = wrap(b, body(), Weight::Regular, w - BULLET_INDENT);
                    self.need(body() * LEADING);
                    let f = font::get(Weight::Regular);
                    let step = body() * LEADING;
                    let baseline = self.y
                        + f.ascent(body())
                        + (step - f.ascent(body()) - f.descent(body())) / 2.0;
                    self.pages.last_mut().expect("page").push(Item::text(
                        Point::new(self.area.x + 1.2, baseline),
                        "•",
                        body(),
                        Anchor::Start,
                        Weight::Regular,
                        self.ink,
                    ));
                    self.lines(
                        &lines,
                        self.area.x + BULLET_INDENT,
                        body(),
                        Weight::Regular,
                        Anchor::Start,
                    );
                    self.y += body() * 0.3;
                }
                Block::Diagram(..) => {
                    self.clear_float();
                    let w = self.area.w;
                    // A row of consecutive diagrams, as many as fit side by side.
                    let mut row = Vec::new();
                    let mut width = 0.0;
                    while let Some(Block::Diagram(spec, cap)) = blocks.get(i) {
                        let d = (self.draw)(spec);
                        let add = if row.is_empty() {
                            d.size.w
                        } else {
                            DIAGRAM_GAP + d.size.w
                        };
                        if !row.is_empty() && width + add > w {
                            break;
                        }
                        width += add;
                        row.push((d, cap.clone()));
                        i += 1;
                    }
                    // A lone diagram followed by text floats right of that text when the
                    // column left beside it stays wide enough.
                    let text_follows =
                        matches!(blocks.get(i), Some(Block::Para(_) | Block::Bullet(_)));
                    if row.len() == 1 && text_follows && w - width - DIAGRAM_GAP >= 0.45 * w {
                        self.float_right(row.pop().expect("one diagram"));
                    } else {
                        self.diagram_row(row, width);
                    }
                    continue;
                }
            }
            i += 1;
        }
        self.clear_float();
        self.pages
    }

    /// Height of a diagram with its caption wrapped to the diagram's width.
    fn captioned_height(d: &Drawn, lines: &[String]) -> f64 {
        d.size.h + 1.5 + lines.len() as f64 * caption() * LEADING
    }

    /// Puts a diagram with its top-left at (x, top) and its caption centred under it.
    fn place(&mut self, x: f64, top: f64, d: Drawn, lines: Vec<String>) {
        let f = font::get(Weight::Regular);
        let ink = self.ink;
        let page = self.pages.last_mut().expect("page");
        let mut y = top + d.size.h + 1.5;
        let centre = x + d.size.w / 2.0;
        page.push(Item::Group(Group {
            transform: Transform::translate(x, top),
            items: d.items,
        }));
        for l in lines {
            page.push(Item::text(
                Point::new(centre, y + f.ascent(caption())),
                l,
                caption(),
                Anchor::Middle,
                Weight::Regular,
                ink,
            ));
            y += caption() * LEADING;
        }
    }

    fn float_right(&mut self, (d, cap): (Drawn, String)) {
        let lines = wrap(&cap, caption(), Weight::Regular, d.size.w);
        let h = Self::captioned_height(&d, &lines);
        self.need(h + 3.0);
        let x = self.area.right() - d.size.w;
        let top = self.y + 1.0;
        let width = d.size.w + DIAGRAM_GAP;
        self.place(x, top, d, lines);
        self.float = Some((top + h + 3.0, width));
    }

    fn diagram_row(&mut self, row: Vec<(Drawn, String)>, width: f64) {
        let captions: Vec<Vec<String>> = row
            .iter()
            .map(|(d, c)| wrap(c, caption(), Weight::Regular, d.size.w))
            .collect();
        let h = row
            .iter()
            .zip(&captions)
            .map(|((d, _), c)| Self::captioned_height(d, c))
            .fold(0.0, f64::max);
        self.need(h + 3.0);
        let mut x = self.area.x + (self.area.w - width) / 2.0;
        let top = self.y + 1.0;
        for ((d, _), cap) in row.into_iter().zip(captions) {
            let w = d.size.w;
            self.place(x, top, d, cap);
            x += w + DIAGRAM_GAP;
        }
        self.y = top + h + 3.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_parses_into_blocks() {
        let b = parse("# T\n\nOne\ntwo.\n\n## H\n- a b\n@moves camel d4 | The camel.\nend");
        assert_eq!(
            b,
            vec![
                Block::Heading(1, "T".into()),
                Block::Para("One two.".into()),
                Block::Heading(2, "H".into()),
                Block::Bullet("a b".into()),
                Block::Diagram("moves camel d4".into(), "The camel.".into()),
                Block::Para("end".into()),
            ]
        );
    }

    #[test]
    fn wrapped_lines_fit_and_keep_every_word() {
        let text = "A camel leaps to a square three squares away along a rank or file and one square to the side, supercalifragilisticexpialidociouslylongword.";
        for width in [20.0, 50.0, 120.0] {
            let lines = wrap(text, body(), Weight::Regular, width);
            for l in &lines {
                assert!(
                    font::get(Weight::Regular).measure(l, body()) <= width + 1e-9,
                    "{l}"
                );
            }
            assert_eq!(lines.join(" ").replace(' ', ""), text.replace(' ', ""));
        }
    }
}
