//! A page's tags as marked content: what a tagged PDF's structure tree is made from.

use super::*;

/// True when `item` is, or holds, a tagged group.
pub(super) fn has_tags(item: &Item) -> bool {
    match item {
        Item::Group(g) => g.tag.is_some() || g.items.iter().any(has_tags),
        _ => false,
    }
}

/// Lines of text among `items`, inside groups too.
pub(super) fn count_texts(items: &[Item]) -> usize {
    items
        .iter()
        .map(|i| match i {
            Item::Text(_) => 1,
            Item::Group(g) => count_texts(&g.items),
            _ => 0,
        })
        .sum()
}

/// One page's marked content while it is written.
pub(super) struct Tagging<'a> {
    pub(super) page: usize,
    /// The next marked-content id.
    pub(super) next: u32,
    /// The page's top elements so far, in reading order.
    pub(super) top: Vec<Node>,
    /// Elements open, outermost first.
    pub(super) stack: Vec<Node>,
    /// Inside a marked-content sequence (an artifact or a leaf element).
    pub(super) open: bool,
    /// Lines of text still to come in the element being written: each but its last ends
    /// with a space, so that a reader joins wrapped lines into words, not "word1word2".
    pub(super) lines_left: usize,
    /// Drawing a figure, whose content goes in runs, its text as artifacts.
    pub(super) in_figure: bool,
    /// A run of the figure's marked content is open.
    pub(super) run: bool,
    /// The page's height and where the group being written draws on it (scene
    /// millimetres), for the boxes of figures and tables.
    pub(super) height: f64,
    pub(super) at: Transform,
    /// Every symbol's ink bounds, for the boxes of figures that place symbols.
    pub(super) symbols: &'a [Option<Rect>],
}

impl<'a> Tagging<'a> {
    pub(super) fn new(page: usize, height: f64, symbols: &'a [Option<Rect>]) -> Self {
        Tagging {
            page,
            height,
            symbols,
            at: Transform::identity(),
            next: 0,
            top: Vec::new(),
            stack: Vec::new(),
            open: false,
            lines_left: 0,
            in_figure: false,
            run: false,
        }
    }

    /// The elements of the innermost open element (or of the page).
    pub(super) fn kids(&mut self) -> &mut Vec<Node> {
        match self.stack.last_mut() {
            Some(n) => &mut n.kids,
            None => &mut self.top,
        }
    }

    /// An element with no marked content (yet): a figure, whose runs [`Tagging::more`]
    /// adds, or an empty table cell.
    pub(super) fn element(&mut self, tag: Tag, bbox: Option<[f64; 4]>) {
        let page = self.page;
        self.kids().push(Node {
            tag,
            page,
            mcids: Vec::new(),
            kids: Vec::new(),
            bbox,
        });
    }

    /// Another marked-content id for the element added last.
    pub(super) fn more(&mut self) -> u32 {
        let mcid = self.next;
        self.next += 1;
        let page = self.page;
        let last = self.kids().last_mut().expect("a figure");
        last.mcids.push((page, mcid));
        mcid
    }

    pub(super) fn open_node(&mut self, tag: Tag, bbox: Option<[f64; 4]>) {
        self.stack.push(Node {
            tag,
            page: self.page,
            mcids: Vec::new(),
            kids: Vec::new(),
            bbox,
        });
    }

    pub(super) fn close_node(&mut self) {
        let node = self.stack.pop().expect("an open element");
        self.kids().push(node);
    }

    /// A leaf element with the next marked-content id, which it returns.
    pub(super) fn leaf(&mut self, tag: Tag) -> u32 {
        let mcid = self.next;
        self.next += 1;
        let page = self.page;
        self.kids().push(Node {
            tag,
            page,
            mcids: vec![(page, mcid)],
            kids: Vec::new(),
            bbox: None,
        });
        mcid
    }

    /// The box of `g`, tagged `tag`, when the tag has one, in points with y up: a figure's
    /// is the ink of what it draws (a reader's box round the picture, no more and no
    /// less), a table's the box it was laid out in, placed as the group draws it.
    pub(super) fn bbox(&self, g: &Group, tag: &Tag) -> Option<[f64; 4]> {
        let t = self.at.after(&g.transform);
        let (p, q) = match tag {
            Tag::Figure { .. } => {
                let r = crate::scene::ink(self.symbols, &g.items, t)?;
                (Point::new(r.x, r.y), Point::new(r.right(), r.bottom()))
            }
            Tag::Table { bbox: r } => (
                t.apply(Point::new(r.x, r.y)),
                t.apply(Point::new(r.right(), r.bottom())),
            ),
            Tag::Artifact
            | Tag::Heading(_)
            | Tag::Para
            | Tag::List
            | Tag::ListItem
            | Tag::Label
            | Tag::ListBody
            | Tag::Captioned
            | Tag::Caption
            | Tag::TableHead
            | Tag::TableBody
            | Tag::TableRow
            | Tag::TableHeader(_)
            | Tag::TableCell
            | Tag::Continued
            | Tag::PutOff(_) => return None,
        };
        let h = self.height;
        let b = [
            p.x.min(q.x),
            h - p.y.max(q.y),
            p.x.max(q.x),
            h - p.y.min(q.y),
        ];
        Some(b.map(|v| v / MM_PER_PT))
    }

    /// The page's top elements, in reading order.
    pub(super) fn finish(mut self) -> Vec<Node> {
        while !self.stack.is_empty() {
            self.close_node();
        }
        self.top
    }
}
