//! Cutting machines, all in one place and only at work when a run asks for a cut output:
//! which outputs a run adds (`--cut`), the cuts of each page worked out from what the layout
//! placed (`paths`), the kerf a laser burns away (`--kerf`), laser beds smaller than the page
//! (`--bed`), the pieces laid out again for Cricut's Print Then Cut (`cricut`), and the cut
//! files themselves (`files`: cut SVG, DXF, laser SVG).
// Every match over a sheet kind, document, encoding, product or cut output names each
// case, so a new one is a compile error wherever it must be decided.
#![deny(clippy::wildcard_enum_match_arm)]

use crate::said::{Said, Value};
use std::collections::BTreeMap;

pub mod cricut;
pub mod files;
pub mod paths;

use crate::scene::{Cut, CutKind, CutPath, Cuts};
use crate::units::{Point, Rect, Size, Transform};

/// One kind of output `--cut` adds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum CutOutput {
    /// A cut-line SVG per page with cuts (cutting plotters).
    Svg,
    /// A DXF per page with cuts (CAM software).
    Dxf,
    /// A cut SVG in laser colours per page (or bed), and the art it cuts out, to engrave.
    Laser,
    /// The cuts stroked in the PDF as a CutContour spot colour (print shops).
    Contour,
    /// Print-and-cut registration marks (Silhouette type 1) on the print and in the cut
    /// files.
    Marks,
    /// The pieces laid out for Cricut's Print Then Cut, in print and cut layers.
    Cricut,
}

impl CutOutput {
    /// Every output, in the order `--help` lists them.
    pub const ALL: [CutOutput; 6] = [
        CutOutput::Svg,
        CutOutput::Dxf,
        CutOutput::Laser,
        CutOutput::Contour,
        CutOutput::Marks,
        CutOutput::Cricut,
    ];
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            CutOutput::Svg => "svg",
            CutOutput::Dxf => "dxf",
            CutOutput::Laser => "laser",
            CutOutput::Contour => "contour",
            CutOutput::Marks => "marks",
            CutOutput::Cricut => "cricut",
        }
    }
    /// True for an output of cut files made from each page's cuts (which `--kerf` and
    /// `--bed` change).
    pub fn is_file(self) -> bool {
        matches!(self, CutOutput::Svg | CutOutput::Dxf | CutOutput::Laser)
    }
}

/// What a run makes for cutting machines.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CutOptions {
    /// The outputs asked for, in `CutOutput` order, each once.
    pub outputs: Vec<CutOutput>,
    /// Width the laser burns away, mm: every closed cut moves out by half of it.
    pub kerf: f64,
    /// The largest sheet the machine takes, mm; None for the page.
    pub bed: Option<Size>,
    /// Room left free round each edge of a bed, mm (with `bed`).
    pub bed_margin: f64,
}

impl CutOptions {
    /// True when `o` was asked for.
    pub fn has(&self, o: CutOutput) -> bool {
        self.outputs.contains(&o)
    }
    /// True when cut files are written.
    pub fn files(&self) -> bool {
        self.outputs.iter().any(|o| o.is_file())
    }
}

/// A cut job that cannot be done as asked (exit code 2), with the value that would work.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct CutError(pub crate::said::Said);

impl crate::exit::Exit for CutError {
    fn is_bad_input(&self) -> bool {
        true
    }

    fn said(&self) -> crate::said::Said {
        self.0.clone()
    }
}

/// The cuts with a laser's kerf taken into account: a round piece's circle and a board
/// part's trim moved out by half the kerf. Square pieces are laid out a kerf apart
/// (`layout::Options::kerf`), so their shared cuts and outlines already run down the middle
/// of the gaps the laser burns away, and stay as they are.
pub fn with_kerf(cuts: &Cuts, kerf: f64) -> Cuts {
    if kerf == 0.0 {
        return cuts.clone();
    }
    let k = kerf / 2.0;
    let paths = cuts
        .paths
        .iter()
        .map(|c| {
            let path = match (c.kind, &c.path) {
                (CutKind::Grid | CutKind::Outline, path) => path.clone(),
                (CutKind::Round | CutKind::Board, CutPath::Circle { center, radius }) => {
                    CutPath::Circle {
                        center: *center,
                        radius: radius + k,
                    }
                }
                (CutKind::Round | CutKind::Board, CutPath::Polyline { points, closed }) => {
                    CutPath::Polyline {
                        points: if *closed {
                            offset_polygon(points, k)
                        } else {
                            points.clone()
                        },
                        closed: *closed,
                    }
                }
            };
            Cut { path, ..c.clone() }
        })
        .collect();
    Cuts {
        paths,
        one_by_one: cuts.one_by_one,
        marks: cuts.marks.clone(),
        scores: cuts.scores.clone(),
        plan: cuts.plan.clone(),
    }
}

/// A closed polygon moved `d` mm outward, corner by corner (mitred): the corners of a
/// polygon that winds clockwise on the page (y down), as every outline does.
fn offset_polygon(points: &[Point], d: f64) -> Vec<Point> {
    let n = points.len();
    // Signed area: positive for clockwise with y down, so the outside is to the left.
    let area: f64 = (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            a.x * b.y - b.x * a.y
        })
        .sum();
    let s = if area > 0.0 { 1.0 } else { -1.0 };
    // The outward normal of the edge from a to b.
    let normal = |a: Point, b: Point| {
        let l = a.dist(b);
        Point::new(s * (b.y - a.y) / l, -s * (b.x - a.x) / l)
    };
    (0..n)
        .map(|i| {
            let (prev, p, next) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            let (n1, n2) = (normal(prev, p), normal(p, next));
            // The mitre: where the two moved edges meet.
            let sum = Point::new(n1.x + n2.x, n1.y + n2.y);
            let dot = n1.x * n2.x + n1.y * n2.y;
            let scale = d / (1.0 + dot);
            Point::new(p.x + sum.x * scale, p.y + sum.y * scale)
        })
        .collect()
}

/// The box round a group's cuts.
fn bounds(cuts: &[&Cut]) -> Rect {
    cuts.iter()
        .map(|c| c.path.bounds())
        .reduce(|a, b| a.union(&b))
        .expect("a group has cuts")
}

/// The clear gap between the closest two groups of cuts, mm (infinite for one group):
/// the largest kerf that keeps them apart. Boxes for outlines, exact for circles.
pub fn largest_kerf(cuts: &Cuts) -> f64 {
    let groups = groups(cuts);
    let mut gap = f64::INFINITY;
    for (i, a) in groups.iter().enumerate() {
        for b in &groups[i + 1..] {
            let d = match (&a[..], &b[..]) {
                (
                    [Cut {
                        path:
                            CutPath::Circle {
                                center: c1,
                                radius: r1,
                            },
                        ..
                    }],
                    [Cut {
                        path:
                            CutPath::Circle {
                                center: c2,
                                radius: r2,
                            },
                        ..
                    }],
                ) => c1.dist(*c2) - r1 - r2,
                _ => {
                    let (p, q) = (bounds(a), bounds(b));
                    let dx = (q.x - p.right()).max(p.x - q.right()).max(0.0);
                    let dy = (q.y - p.bottom()).max(p.y - q.bottom()).max(0.0);
                    dx.hypot(dy)
                }
            };
            gap = gap.min(d);
        }
    }
    gap
}

/// The cuts grouped by the group they free, in cutting order of their first cut.
fn groups(cuts: &Cuts) -> Vec<Vec<&Cut>> {
    let mut order = Vec::new();
    let mut by: BTreeMap<usize, Vec<&Cut>> = BTreeMap::new();
    for c in &cuts.paths {
        if !by.contains_key(&c.group) {
            order.push(c.group);
        }
        by.entry(c.group).or_default().push(c);
    }
    order
        .into_iter()
        .map(|g| by.remove(&g).expect("listed"))
        .collect()
}

/// Room left free round a bed's edge by default, mm (`--bed-margin`): the first cut is
/// not on the edge of the material, where a laser's frame or a clamp sits.
pub const BED_MARGIN: f64 = 5.0;

/// Clear room between two blocks on a bed when no page says how close its groups lie
/// (each page holds one group, as a board half does), mm: card between two cuts that a
/// laser's heat leaves whole.
pub const BED_GAP: f64 = 2.0;

/// One page's cuts to put on beds.
#[derive(Debug, Clone, Copy)]
pub struct PageCuts<'a> {
    /// The page's place in the document.
    pub index: usize,
    /// The page's name (`board-half-1`).
    pub name: &'a str,
    /// Its cuts, the kerf taken into account.
    pub cuts: &'a Cuts,
}

/// One bed: the groups of pieces and board parts it holds, from any of the pages it was
/// packed from, each placed on the bed, turned a quarter where that makes them fit or
/// share the bed.
#[derive(Debug, Clone, PartialEq)]
pub struct Bed {
    /// The blocks of groups this bed holds, each as it is placed, in cutting order.
    pub blocks: Vec<Placed>,
    /// The cuts, bed mm, block by block in each page's cutting order; each cut's group
    /// numbered anew for the bed, so that groups from two pages stay apart.
    pub cuts: Vec<Cut>,
}

/// A block of a page's groups as it lies on a bed: groups that lie together on the page
/// keep their places one to another.
#[derive(Debug, Clone, PartialEq)]
pub struct Placed {
    /// The page the block comes from (`PageCuts::index`).
    pub sheet: usize,
    /// Page mm to bed mm: a move, after a quarter turn clockwise when `turned`.
    pub place: Transform,
    /// True when the block is turned 90°.
    pub turned: bool,
    /// The groups of the page's cuts the block holds (`Cut::group`).
    pub groups: Vec<usize>,
    /// The box round the block's cuts, page mm.
    pub page: Rect,
}

impl Bed {
    /// True when any block on this bed is turned.
    pub fn turned(&self) -> bool {
        self.blocks.iter().any(|b| b.turned)
    }
    /// True when the bed holds group `g` of page `sheet`.
    pub fn holds(&self, sheet: usize, g: usize) -> bool {
        self.blocks
            .iter()
            .any(|b| b.sheet == sheet && b.groups.contains(&g))
    }
}

/// A quarter turn clockwise on the page (y down), exactly.
const QUARTER: Transform = Transform {
    a: 0.0,
    b: 1.0,
    c: -1.0,
    d: 0.0,
    e: 0.0,
    f: 0.0,
};

/// A block to place: its page, its groups, the box round them (page mm).
type Block = (usize, Vec<usize>, Rect);

/// Packs the cuts of `pages` onto beds of `bed` mm with `margin` mm free round each edge,
/// whole groups only, groups of every page sharing beds, on as few beds as the packing
/// finds. Each page's groups are first gathered into blocks as they lie on the page (each a
/// window of the page as large as a bed holds, from the top-left of what is left; groups
/// that fit only turned in blocks of their own), so that pieces packed closely on the page
/// stay so; or, where that takes fewer beds, each group is a block of its own. The blocks
/// are packed first fit: each onto the first bed with room, at its
/// highest then leftmost free corner, as it lies or turned a quarter, as far from one
/// another as the pages' closest groups are (`BED_GAP` when no page has two); in four
/// orders (largest area, longest side, height, width first), the one needing fewest beds
/// kept. Refused when a group fits neither way, with the smallest bed that takes every
/// group of its page as it lies. `kit` names the pages in a refusal (`camels-and-carpets`).
pub fn beds(pages: &[PageCuts], bed: Size, margin: f64, kit: &str) -> Result<Vec<Bed>, CutError> {
    let room = Size {
        w: bed.w - 2.0 * margin,
        h: bed.h - 2.0 * margin,
    };
    let mut windows: Vec<Block> = Vec::new();
    let mut alone: Vec<Block> = Vec::new();
    let mut gap = f64::INFINITY;
    for p in pages {
        windows.extend(page_blocks(p, bed, margin, kit)?);
        alone.extend(
            groups(p.cuts)
                .into_iter()
                .map(|g| (p.index, vec![g[0].group], bounds(&g))),
        );
        gap = gap.min(largest_kerf(p.cuts));
    }
    let gap = if gap.is_finite() { gap } else { BED_GAP };
    let area = |b: &Block| b.2.w * b.2.h;
    let keys: [&dyn Fn(&Block) -> f64; 4] = [&area, &|b| b.2.w.max(b.2.h), &|b| b.2.h, &|b| b.2.w];
    // Pieces kept as they lie on their pages where that takes no more beds; each group on
    // its own where it does.
    let (blocks, packed) = [windows, alone]
        .into_iter()
        .map(|blocks| {
            let packed = keys
                .iter()
                .map(|key| {
                    let mut order: Vec<usize> = (0..blocks.len()).collect();
                    // Largest first, to the hundredth of a millimetre (stable: as the pages
                    // have them among equals).
                    order.sort_by_key(|&i| {
                        std::cmp::Reverse((key(&blocks[i]) * 100.0).round() as u64)
                    });
                    pack(&blocks, &order, room, gap)
                })
                .min_by_key(|beds| beds.len())
                .expect("four orders");
            (blocks, packed)
        })
        .min_by_key(|(_, packed)| packed.len())
        .expect("two ways");
    let cuts_of = |sheet: usize| {
        pages
            .iter()
            .find(|p| p.index == sheet)
            .expect("a block's page")
            .cuts
    };
    Ok(packed
        .into_iter()
        .map(|mut on| {
            // Cut block by block from the bed's top-left, each block in its page's order.
            on.sort_by(|a, b| (a.0.y, a.0.x).partial_cmp(&(b.0.y, b.0.x)).expect("finite"));
            let blocks: Vec<Placed> = on
                .into_iter()
                .map(|(spot, i, turned)| {
                    let (sheet, groups, page) = blocks[i].clone();
                    let (turn, r) = if turned {
                        (QUARTER, turn_box(&page))
                    } else {
                        (Transform::identity(), page)
                    };
                    let place = Transform::translate(margin + spot.x - r.x, margin + spot.y - r.y)
                        .after(&turn);
                    Placed {
                        sheet,
                        place,
                        turned,
                        groups,
                        page,
                    }
                })
                .collect();
            let mut ids: BTreeMap<(usize, usize), usize> = BTreeMap::new();
            let cuts = blocks
                .iter()
                .flat_map(|b| {
                    cuts_of(b.sheet)
                        .paths
                        .iter()
                        .filter(|c| b.groups.contains(&c.group))
                        .map(|c| (b.sheet, placed(c, &b.place)))
                })
                .map(|(sheet, mut c)| {
                    let next = ids.len();
                    c.group = *ids.entry((sheet, c.group)).or_insert(next);
                    c
                })
                .collect();
            Bed { blocks, cuts }
        })
        .collect())
}

/// The blocks of page `p` for beds of `bed` mm inside `margin`: its groups gathered into
/// windows of the room a bed has, as they lie or (those that fit only so) turned. Refused
/// when a group fits neither way, the page named as of `kit`.
fn page_blocks(p: &PageCuts, bed: Size, margin: f64, kit: &str) -> Result<Vec<Block>, CutError> {
    let room = Size {
        w: bed.w - 2.0 * margin,
        h: bed.h - 2.0 * margin,
    };
    let groups: Vec<(usize, Rect)> = groups(p.cuts)
        .into_iter()
        .map(|g| (g[0].group, bounds(&g)))
        .collect();
    let fits = |w: f64, h: f64| w <= room.w + 1e-9 && h <= room.h + 1e-9;
    if let Some((_, big)) = groups
        .iter()
        .find(|(_, b)| !fits(b.w, b.h) && !fits(b.h, b.w))
    {
        let w = groups.iter().map(|g| g.1.w).fold(0.0, f64::max) + 2.0 * margin;
        let h = groups.iter().map(|g| g.1.h).fold(0.0, f64::max) + 2.0 * margin;
        return Err(too_large(p, kit, bed, margin, big, Size { w, h }));
    }
    let boxes: BTreeMap<usize, Rect> = groups.iter().copied().collect();
    let (straight, turned): (Vec<_>, Vec<_>) =
        groups.into_iter().partition(|(_, b)| fits(b.w, b.h));
    let turned = turned.into_iter().map(|(g, b)| (g, turn_box(&b))).collect();
    Ok(windows(straight, room)
        .into_iter()
        .chain(windows(turned, room))
        .map(|(_, held)| {
            let page = held
                .iter()
                .map(|g| boxes[g])
                .reduce(|a, b| a.union(&b))
                .expect("a window holds a group");
            (p.index, held, page)
        })
        .collect())
}

/// The refusal of a group `big` of page `p` of `kit` too large for a bed of `bed` mm inside
/// `margin`, with the bed (`least`) that takes every group of the page as it lies.
fn too_large(p: &PageCuts, kit: &str, bed: Size, margin: f64, big: &Rect, least: Size) -> CutError {
    let id = match (
        p.cuts.paths.iter().any(|c| c.kind == CutKind::Board),
        p.name.contains("-half-"),
    ) {
        (true, true) => "refuse-bed-half",
        (true, false) => "refuse-bed-board",
        (false, _) => "refuse-bed-group",
    };
    CutError(
        Said::new(id)
            .arg("bed", format!("{}x{}", num(bed.w), num(bed.h)))
            .arg("page", format!("{kit} {}", p.name))
            .arg("width", crate::said::measure(big.w, 2))
            .arg("height", crate::said::measure(big.h, 2))
            .arg("margin", crate::said::measure(margin, 2))
            .arg(
                "least",
                format!(
                    "{}x{}",
                    num((least.w * 10.0).ceil() / 10.0),
                    num((least.h * 10.0).ceil() / 10.0)
                ),
            ),
    )
}

/// `blocks` in `order`, each onto the first bed with room for it: per bed, each block's
/// place (room mm), its index and whether it is turned.
fn pack(blocks: &[Block], order: &[usize], room: Size, gap: f64) -> Vec<Vec<(Rect, usize, bool)>> {
    let mut beds: Vec<Vec<(Rect, usize, bool)>> = Vec::new();
    for &i in order {
        let page = &blocks[i].2;
        let spot = beds
            .iter()
            .enumerate()
            .find_map(|(b, on)| free_place(on, page, room, gap).map(|p| (b, p)));
        let (b, (at, turned)) = match spot {
            Some(s) => s,
            None => {
                beds.push(Vec::new());
                let at = free_place(&[], page, room, gap).expect("every block fits a bed");
                (beds.len() - 1, at)
            }
        };
        let (w, h) = if turned {
            (page.h, page.w)
        } else {
            (page.w, page.h)
        };
        beds[b].push((Rect::new(at.x, at.y, w, h), i, turned));
    }
    beds
}

/// A page box turned a quarter clockwise about the page's origin.
fn turn_box(b: &Rect) -> Rect {
    let corners = [Point::new(b.x, b.y), Point::new(b.right(), b.bottom())];
    crate::scene::bbox(corners.iter().map(|&p| QUARTER.apply(p))).expect("two corners")
}

/// Where a block of page box `page` goes on a bed of `room` holding `on` (their places,
/// room mm), `gap` mm clear of each: the highest, then leftmost, corner free of them, as
/// it lies (true: turned a quarter) where both would go. None when it fits nowhere.
fn free_place(
    on: &[(Rect, usize, bool)],
    page: &Rect,
    room: Size,
    gap: f64,
) -> Option<(Point, bool)> {
    let mut xs = vec![0.0];
    let mut ys = vec![0.0];
    for (r, _, _) in on {
        xs.push(r.right() + gap);
        ys.push(r.bottom() + gap);
    }
    let mut best: Option<(Point, bool)> = None;
    for turned in [false, true] {
        let (w, h) = if turned {
            (page.h, page.w)
        } else {
            (page.w, page.h)
        };
        for &y in &ys {
            for &x in &xs {
                let r = Rect::new(x, y, w, h);
                let inside = r.right() <= room.w + 1e-9 && r.bottom() <= room.h + 1e-9;
                let clear = on
                    .iter()
                    .all(|(o, _, _)| !o.inflate(gap - 1e-9).overlaps(&r));
                let better = best.is_none_or(|(b, _)| (y, x) < (b.y, b.x));
                if inside && clear && better {
                    best = Some((Point::new(x, y), turned));
                }
            }
        }
    }
    best
}

/// Groups (id, box) gathered into windows of `room`: each window from the top-left of
/// what is left, holding every group inside it; the windows and the groups each holds.
fn windows(mut left: Vec<(usize, Rect)>, room: Size) -> Vec<(Rect, Vec<usize>)> {
    let mut out = Vec::new();
    while !left.is_empty() {
        let top = left.iter().map(|g| g.1.y).fold(f64::INFINITY, f64::min);
        let fits_down = |r: &Rect| r.bottom() <= top + room.h + 1e-9;
        let x = left
            .iter()
            .filter(|g| fits_down(&g.1))
            .map(|g| g.1.x)
            .fold(f64::INFINITY, f64::min);
        let window = Rect::new(x, top, room.w, room.h);
        let inside = |r: &Rect| fits_down(r) && r.x >= x - 1e-9 && r.right() <= x + room.w + 1e-9;
        let (take, keep): (Vec<_>, Vec<_>) = left.into_iter().partition(|g| inside(&g.1));
        left = keep;
        out.push((window, take.into_iter().map(|g| g.0).collect()));
    }
    out
}

/// A cut carried by `t` (a move or a quarter turn): a circle stays a circle.
pub fn placed(c: &Cut, t: &Transform) -> Cut {
    let path = match &c.path {
        CutPath::Circle { center, radius } => CutPath::Circle {
            center: t.apply(*center),
            radius: *radius,
        },
        CutPath::Polyline { points, closed } => CutPath::Polyline {
            points: points.iter().map(|p| t.apply(*p)).collect(),
            closed: *closed,
        },
    };
    Cut { path, ..c.clone() }
}

/// A length for a message: at most two decimals, no trailing zeros.
fn num(v: f64) -> String {
    crate::units::fmt_num(v, 2)
}

/// The run's `note:` on what bed `at` holds on a bed of `size` mm: each block by the
/// printed page it comes from (one of `pages`) and where it lies there, and whether it is
/// turned (with its engraving, when `engraving`).
pub fn bed_note(at: &str, bed: &Bed, size: Size, pages: &[PageCuts], engraving: bool) -> Said {
    let mm = |v: f64| num((v * 10.0).round() / 10.0);
    let blocks = bed.blocks.iter().map(|b| {
        let page = pages
            .iter()
            .find(|p| p.index == b.sheet)
            .expect("a block's page");
        let held: Vec<&Cut> = page
            .cuts
            .paths
            .iter()
            .filter(|c| b.groups.contains(&c.group))
            .collect();
        let board = held.iter().any(|c| c.kind == CutKind::Board);
        // Round pieces are cut out one by one: a group each.
        let round = held.iter().all(|c| c.kind == CutKind::Round);
        let id = match (board, round) {
            (true, _) => "note-block-board",
            (false, true) => "note-block-round",
            (false, false) => "note-block-group",
        };
        let p = b.page;
        let block = Said::new(id)
            .arg("count", b.groups.len())
            .arg("left", mm(p.x))
            .arg("top", mm(p.y))
            .arg("right", mm(p.right()))
            .arg("bottom", mm(p.bottom()))
            .arg("page", page.name);
        match (b.turned, engraving) {
            (false, _) => block,
            (true, with) => Said::new(if with {
                "note-block-turned-engraving"
            } else {
                "note-block-turned"
            })
            .arg("block", block)
            .arg("bed", format!("{}x{}", num(size.w), num(size.h))),
        }
    });
    let blocks = blocks
        .reduce(|first, next| {
            Said::new("note-bed-and")
                .arg("first", first)
                .arg("next", next)
        })
        .map_or(Value::from(""), Value::from);
    Said::new("note-bed").arg("at", at).arg("blocks", blocks)
}

/// The run's `note:` on the cuts of `what`: how many, how long, and the travel to and
/// between them (from the DXF's origin too, when a DXF of `dxf_height` is written).
pub fn note(what: &str, cuts: &Cuts, dxf_height: Option<f64>) -> Said {
    let m = |v: f64| format!("{:.2} m", v / 1000.0);
    let line = match dxf_height {
        None => Said::new("note-cuts"),
        Some(h) => Said::new("note-cuts-dxf").arg("dxf", m(cuts.travel_from(Point::new(0.0, h)))),
    }
    .arg("what", what)
    .arg("count", cuts.paths.len())
    .arg("length", m(cuts.length()))
    .arg("travel", m(cuts.travel()));
    if cuts.one_by_one > cuts.length() + 1.0 {
        return Said::new("note-cuts-one-by-one")
            .arg("cuts", line)
            .arg("whole", m(cuts.one_by_one));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::paths::{round_cuts, square_cuts};
    use super::*;
    use crate::scene::CellBlock;

    use self::one_page as beds;

    /// The beds of one page's cuts, named `name`.
    fn one_page(cuts: &Cuts, bed: Size, margin: f64, name: &str) -> Result<Vec<Bed>, CutError> {
        let page = PageCuts {
            index: 0,
            name,
            cuts,
        };
        super::beds(&[page], bed, margin, "kit")
    }

    #[test]
    fn kerf_leaves_square_cuts_in_their_gaps_and_moves_a_trim_out() {
        let cuts = square_cuts(
            &[CellBlock {
                origin: Point::new(10.0, 10.0),
                cols: 2,
                count: 4,
            }],
            25.2,
        );
        assert_eq!(with_kerf(&cuts, 0.2), cuts);
        let trim = with_kerf(&paths::board_cut(Rect::new(10.0, 10.0, 50.0, 30.0)), 0.2);
        let CutPath::Polyline { points, .. } = &trim.paths[0].path else {
            panic!()
        };
        let b = crate::scene::bbox(points.iter().copied()).unwrap();
        assert!((b.x - 9.9).abs() < 1e-9 && (b.w - 50.2).abs() < 1e-9);
        assert!((b.y - 9.9).abs() < 1e-9 && (b.h - 30.2).abs() < 1e-9);
    }

    #[test]
    fn an_outline_moved_out_moves_every_edge_of_a_stepped_outline() {
        let cuts = square_cuts(
            &[CellBlock {
                origin: Point::new(0.0, 0.0),
                cols: 3,
                count: 5,
            }],
            10.0,
        );
        let outline = cuts
            .paths
            .iter()
            .find(|c| c.kind == CutKind::Outline)
            .unwrap();
        let CutPath::Polyline { points, .. } = &outline.path else {
            panic!()
        };
        let moved = CutPath::Polyline {
            points: offset_polygon(points, 0.5),
            closed: true,
        };
        // Each of the six edges moves out by 0.5; the perimeter of a rectilinear polygon
        // grows by 8 x 0.5 however many steps it has.
        assert!((moved.length() - (outline.path.length() + 4.0)).abs() < 1e-9);
    }

    #[test]
    fn round_pieces_grow_by_half_the_kerf_and_allow_their_gap() {
        let cuts = round_cuts([Point::new(20.0, 20.0), Point::new(47.0, 20.0)], 12.5);
        assert!((largest_kerf(&cuts) - 2.0).abs() < 1e-9);
        let k = with_kerf(&cuts, 0.4);
        assert!(
            matches!(k.paths[0].path, CutPath::Circle { radius, .. } if (radius - 12.7).abs() < 1e-9)
        );
    }

    #[test]
    fn beds_hold_whole_groups_and_refuse_a_group_too_large() {
        let centres: Vec<Point> = (0..6)
            .map(|i| Point::new(20.0 + 30.0 * i as f64, 20.0))
            .collect();
        let cuts = round_cuts(centres, 12.5);
        let beds = beds(&cuts, Size { w: 100.0, h: 50.0 }, 0.0, "pieces-1").unwrap();
        assert_eq!(beds.len(), 2);
        assert_eq!(beds.iter().map(|b| b.cuts.len()).sum::<usize>(), 6);
        for b in &beds {
            for c in &b.cuts {
                let CutPath::Circle { center, radius } = c.path else {
                    panic!()
                };
                assert!(center.x - radius >= -1e-9 && center.x + radius <= 100.0 + 1e-9);
            }
        }
        let e = one_page(&cuts, Size { w: 20.0, h: 50.0 }, 0.0, "pieces-1").unwrap_err();
        assert!(e.0.to_string().contains("at least 25x25 mm"), "{}", e.0);
    }

    #[test]
    fn a_group_that_fits_only_turned_is_turned_and_the_margin_kept() {
        let board = paths::board_cut(Rect::new(10.0, 20.0, 262.3, 131.15));
        let b = beds(&board, Size { w: 200.0, h: 300.0 }, 5.0, "board-half-1").unwrap();
        assert_eq!(b.len(), 1);
        assert!(b[0].turned());
        let CutPath::Polyline { points, .. } = &b[0].cuts[0].path else {
            panic!()
        };
        let r = crate::scene::bbox(points.iter().copied()).unwrap();
        assert!(
            (r.x - 5.0).abs() < 1e-9 && (r.y - 5.0).abs() < 1e-9,
            "{r:?}"
        );
        assert!(
            (r.w - 131.15).abs() < 1e-9 && (r.h - 262.3).abs() < 1e-9,
            "{r:?}"
        );
        // Straight when it fits so, and refused when the margin leaves too little room.
        assert!(
            !beds(&board, Size { w: 300.0, h: 200.0 }, 5.0, "board-half-1").unwrap()[0].turned()
        );
        let e = beds(&board, Size { w: 140.0, h: 270.0 }, 5.0, "board-half-1").unwrap_err();
        assert!(
            e.0.to_string().contains("at least 272.3x141.2 mm"),
            "{}",
            e.0
        );
        assert!(
            e.0.to_string()
                .contains(": the board half of kit board-half-1 is"),
            "{}",
            e.0
        );
    }

    /// Two groups that each fill most of a bed's width share it, the second turned beside
    /// the first; every cut lies inside the margin and no two groups' boxes meet.
    #[test]
    fn groups_share_a_bed_turned_where_that_makes_room() {
        let cuts = square_cuts(
            &[
                CellBlock {
                    origin: Point::new(10.0, 10.0),
                    cols: 6,
                    count: 24,
                },
                CellBlock {
                    origin: Point::new(10.0, 115.0),
                    cols: 6,
                    count: 24,
                },
            ],
            25.15,
        );
        let bed = Size { w: 300.0, h: 200.0 };
        let b = beds(&cuts, bed, 5.0, "pieces-1").unwrap();
        assert_eq!(b.len(), 1, "{b:?}");
        assert_eq!(b[0].blocks.len(), 2);
        assert!(!b[0].blocks[0].turned && b[0].blocks[1].turned);
        assert_eq!(b[0].cuts.len(), cuts.paths.len());
        let boxes: Vec<Rect> = b[0]
            .blocks
            .iter()
            .map(|k| {
                let on: Vec<&Cut> = b[0]
                    .cuts
                    .iter()
                    .filter(|c| k.groups.contains(&c.group))
                    .collect();
                bounds(&on)
            })
            .collect();
        for r in &boxes {
            assert!(Rect::new(5.0, 5.0, 290.0, 190.0).contains(r), "{r:?}");
        }
        assert!(!boxes[0].overlaps(&boxes[1]), "{boxes:?}");
        // Alone on a bed too narrow for both, each group has a bed of its own.
        assert_eq!(
            beds(&cuts, Size { w: 170.0, h: 200.0 }, 5.0, "pieces-1")
                .unwrap()
                .len(),
            2
        );
    }

    /// Groups of several pages share a bed: two board halves and a page of pieces on one
    /// bed that holds them all, each cut on it once, its group numbered for the bed.
    #[test]
    fn pages_share_beds() {
        let half = paths::board_cut(Rect::new(17.3, 38.6, 262.3, 131.15));
        let pieces = square_cuts(
            &[CellBlock {
                origin: Point::new(30.0, 40.0),
                cols: 6,
                count: 24,
            }],
            25.0,
        );
        let pages = [
            (0, "board-half-1", &half),
            (1, "board-half-2", &half),
            (2, "pieces-1", &pieces),
        ]
        .map(|(index, name, cuts)| PageCuts { index, name, cuts });
        let bed = Size { w: 600.0, h: 400.0 };
        let b = super::beds(&pages, bed, 5.0, "kit").unwrap();
        assert_eq!(b.len(), 1, "{b:?}");
        assert_eq!(b[0].blocks.len(), 3);
        assert_eq!(b[0].cuts.len(), 2 + pieces.paths.len());
        for p in 0..3 {
            assert!(b[0].holds(p, 0), "page {p}");
        }
        // Each page's group is a group of its own on the bed.
        let groups: std::collections::BTreeSet<usize> = b[0].cuts.iter().map(|c| c.group).collect();
        assert_eq!(groups.len(), 3);
        // Page by page, the same halves take a bed each.
        let alone: usize = pages
            .iter()
            .map(|p| {
                super::beds(std::slice::from_ref(p), bed, 5.0, "kit")
                    .unwrap()
                    .len()
            })
            .sum();
        assert_eq!(alone, 3);
    }
}
