//! The piece-sheet packer's search: which grid shape each block of counters takes, so that
//! next-fit packing gives the best score (fewest pages, then fewest empty cells in the
//! shelves, then least height, then fewest shelves).
//!
//! Trying every combination of shapes costs their product, which grows past any bound with
//! the number of blocks. Next-fit packing only remembers where the current page and shelf
//! stand, and the score adds up shelf by shelf, so the search goes block by block instead:
//! each step keeps one packing per state reached (a few more where a later block could still
//! tell them apart), and the cost grows with blocks times shapes times states. It finds the
//! packing trying every combination in order would keep: the best score, and on a tie the
//! one found first (the last block's shape first in line, as in an odometer).

/// What the search knows of a page: the numbers next-fit packing decides with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    /// Columns that fit across.
    pub max_cols: usize,
    /// Height the shelves may fill, mm.
    pub room: f64,
    /// Height of a counter row, mm.
    pub cell: f64,
    /// Height between one shelf's grid and the next, mm.
    pub between: f64,
    /// Each side starts a new page.
    pub per_side: bool,
}

/// One block to place: its side and how many counters it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Item {
    /// The side (below 32).
    pub side: usize,
    /// Counters.
    pub counters: usize,
}

/// A packing's score; smaller is better.
pub type Score = (usize, usize, i64, usize);

/// The state of next-fit packing after some blocks: all that decides how the rest pack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct State {
    /// Pages so far.
    pages: u32,
    /// Height used on the current page, as the bits of the f64 that next-fit sums, so that
    /// every later fit is decided on exactly the same number.
    used: u64,
    /// The current page's last shelf, which the next block may join: (columns, rows, its
    /// sides as bits, counters). None on an empty page.
    shelf: Option<(u32, u32, u32, u32)>,
}

/// A packing of the first blocks, as the search keeps it.
#[derive(Debug, Clone, Copy)]
struct Node {
    state: State,
    /// Empty cells in the closed shelves.
    waste: u64,
    /// Height of the closed shelves, mm, summed shelf by shelf.
    height: f64,
    /// Closed shelves.
    shelves: u32,
    /// The node it extends, in the arena (`u32::MAX` for the start).
    parent: u32,
    /// The shape this step gave its block.
    pick: u32,
    /// Order of making: within a step, smaller is found first by an odometer.
    order: u32,
    dead: bool,
}

impl Node {
    /// Closes the open shelf into the score.
    fn close(&mut self, fit: &Fit) {
        if let Some((cols, rows, _, counters)) = self.state.shelf.take() {
            self.waste += (cols * rows - counters) as u64;
            self.height += rows as f64 * fit.cell + fit.between;
            self.shelves += 1;
        }
    }

    /// True when `self`, made before `later` in the same state, leaves it nothing to win:
    /// every continuation scores at least as well from `self`, and on a tie `self` comes
    /// first.
    fn beats_later(&self, later: &Node) -> bool {
        self.waste < later.waste
            || (self.waste == later.waste
                && self.height <= later.height
                && self.shelves <= later.shelves)
    }

    /// True when `self`, made after `earlier` in the same state, always scores better.
    fn beats_earlier(&self, earlier: &Node) -> bool {
        self.waste < earlier.waste
    }

    /// The score once the last shelf is closed.
    fn score(mut self, fit: &Fit) -> Score {
        self.close(fit);
        (
            self.state.pages as usize,
            self.waste as usize,
            (self.height * 1000.0) as i64,
            self.shelves as usize,
        )
    }
}

/// The shape (an index into `options[i]`, as `(cols, rows)`) of each block that the best
/// next-fit packing uses. `line_ok(sides)` says whether a shelf holding blocks of these sides
/// (as bits) has a cut-line colour that shows on all of them.
pub fn best_shapes(
    items: &[Item],
    options: &[Vec<(usize, usize)>],
    fit: &Fit,
    line_ok: &dyn Fn(u32) -> bool,
) -> Vec<usize> {
    assert_eq!(items.len(), options.len());
    assert!(items.iter().all(|b| b.side < 32));
    // Whether a shelf of these sides shows a cut line, for every set of sides, once.
    let all_sides = items.iter().fold(0u32, |m, b| m | 1 << b.side);
    let line_ok: Vec<bool> = (0..=all_sides).map(line_ok).collect();
    let mut arena: Vec<Node> = Vec::with_capacity(1024);
    let mut step: Vec<Node> = Vec::with_capacity(1024);
    arena.push(Node {
        state: State {
            pages: 1,
            used: 0f64.to_bits(),
            shelf: None,
        },
        waste: 0,
        height: 0.0,
        shelves: 0,
        parent: u32::MAX,
        pick: 0,
        order: 0,
        dead: false,
    });
    let mut layer = 0..1;
    for (i, b) in items.iter().enumerate() {
        let new_side = i > 0 && items[i - 1].side != b.side;
        step.clear();
        // Odometer order: this block's shape first, then the earlier blocks' as they stand.
        for (k, &shape) in options[i].iter().enumerate() {
            for p in layer.clone() {
                let mut n = next(&arena[p], *b, shape, new_side, fit, &line_ok);
                n.parent = p as u32;
                n.pick = k as u32;
                n.order = step.len() as u32;
                step.push(n);
            }
        }
        keep_best(&mut step);
        let start = arena.len();
        arena.extend(step.iter().filter(|n| !n.dead));
        arena[start..].sort_unstable_by_key(|n| n.order);
        layer = start..arena.len();
    }
    // The first best in odometer order; the layer is in that order.
    let mut best: Option<(Score, usize)> = None;
    for p in layer {
        let s = arena[p].score(fit);
        if best.is_none_or(|b| s < b.0) {
            best = Some((s, p));
        }
    }
    let mut at = best.expect("a block has a shape").1;
    let mut picks = vec![0; items.len()];
    for i in (0..items.len()).rev() {
        picks[i] = arena[at].pick as usize;
        at = arena[at].parent as usize;
    }
    picks
}

/// `from` with block `b` added in `shape`, as next-fit packs it: beside the current shelf
/// when it fits across, shows a cut line and the page has room; else on a new shelf below, or
/// on a new page.
fn next(
    from: &Node,
    b: Item,
    (cols, rows): (usize, usize),
    new_side: bool,
    fit: &Fit,
    line_ok: &[bool],
) -> Node {
    let mut n = *from;
    let side = 1u32 << b.side;
    let (cols, rows, counters) = (cols as u32, rows as u32, b.counters as u32);
    let mut used = f64::from_bits(n.state.used);
    if fit.per_side && new_side && n.state.shelf.is_some() {
        n.close(fit);
        n.state.pages += 1;
        used = 0.0;
    }
    if let Some((w, r, sides, c)) = n.state.shelf {
        let grows = rows.saturating_sub(r) as f64 * fit.cell;
        if w + cols <= fit.max_cols as u32
            && line_ok[(sides | side) as usize]
            && used + grows <= fit.room + 1e-9
        {
            n.state.shelf = Some((w + cols, r.max(rows), sides | side, c + counters));
            n.state.used = (used + grows).to_bits();
            return n;
        }
    }
    let empty = n.state.shelf.is_none();
    let need = rows as f64 * fit.cell + if empty { 0.0 } else { fit.between };
    n.close(fit);
    if used + need > fit.room + 1e-9 {
        n.state.pages += 1;
        used = rows as f64 * fit.cell;
    } else {
        used += need;
    }
    n.state.used = used.to_bits();
    n.state.shelf = Some((cols, rows, side, counters));
    n
}

/// Marks `dead` every node another in its state leaves nothing to win. `step` is in order of
/// making; it is sorted by state, and each state's nodes compared among themselves.
fn keep_best(step: &mut [Node]) {
    step.sort_unstable_by(|a, b| a.state.cmp(&b.state).then(a.order.cmp(&b.order)));
    let mut group = 0;
    while group < step.len() {
        let mut end = group + 1;
        while end < step.len() && step[end].state == step[group].state {
            end += 1;
        }
        for j in group + 1..end {
            for k in group..j {
                if step[k].dead {
                    continue;
                }
                if step[k].beats_later(&step[j]) {
                    step[j].dead = true;
                    break;
                }
                if step[j].beats_earlier(&step[k]) {
                    step[k].dead = true;
                }
            }
        }
        group = end;
    }
}
