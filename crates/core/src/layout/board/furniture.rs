//! What a board part carries besides its squares: the outer edges, the endzones with their
//! labels on plates, and the marks of the set-up squares.

use super::*;

/// The edges of a rectangle (corners clockwise from top-left) that are cut or outer: both
/// sides, and the top and bottom when they are not joining edges.
pub(super) fn outer_edges(
    tl: Point,
    tr: Point,
    br: Point,
    bl: Point,
    top: bool,
    bottom: bool,
) -> Path {
    let mut p = Path::line(tl, bl).extend(Path::line(tr, br));
    if top {
        p = p.extend(Path::line(tl, tr));
    }
    if bottom {
        p = p.extend(Path::line(bl, br));
    }
    p
}

/// The white plate under `lines` of (text, weight, size) centred on `center`, and the
/// lines' height without it.
pub(super) fn plate_rect(center: Point, lines: &[(String, Weight, f64)]) -> (Rect, f64) {
    let gap = 0.8;
    let heights = lines.iter().map(|(_, w, s)| font::get(*w).cap_height(*s));
    let total: f64 = heights.sum::<f64>() + gap * 2.0 * (lines.len() as f64 - 1.0);
    let width = lines
        .iter()
        .map(|(t, w, s)| font::get(*w).measure(t, *s))
        .fold(0.0, f64::max);
    let pad = 1.5;
    let r = Rect::new(
        center.x - width / 2.0 - pad,
        center.y - total / 2.0 - pad,
        width + 2.0 * pad,
        total + 2.0 * pad,
    );
    (r, total)
}

/// A label on a white plate, so it reads over hatching: `lines` of (text, weight, size).
pub(super) fn plate(center: Point, lines: &[(String, Weight, f64)], ink: Color) -> Vec<Item> {
    let gap = 0.8;
    let heights: Vec<f64> = lines
        .iter()
        .map(|(_, w, s)| font::get(*w).cap_height(*s))
        .collect();
    let (r, total) = plate_rect(center, lines);
    let mut items = vec![Item::fill(Path::rect(r), Paint::Solid(Color::WHITE))];
    let mut y = center.y - total / 2.0;
    for ((text, w, size), h) in lines.iter().zip(&heights) {
        y += h;
        items.push(Item::text(
            Point::new(center.x, y),
            text.clone(),
            *size,
            Anchor::Middle,
            *w,
            ink,
        ));
        y += gap * 2.0;
    }
    items
}

/// The paint of endzones: their colour, hatched across when the palette asks for it.
pub fn endzone_paint(pal: &Palette, spacing: f64) -> Paint {
    let fill = pal.endzone.unwrap_or(pal.light);
    match pal.endzone_hatch {
        Some(ink) => Paint::Hatch(Hatch {
            background: fill,
            ink,
            spacing,
            width: 0.25,
            angle: 90.0,
        }),
        None => Paint::Solid(fill),
    }
}

/// An endzone strip owned by side `owner`: its own fill, its `outline`, and a label saying
/// whose it is.
pub(super) fn endzone(
    game: &Game,
    pal: &Palette,
    z: Rect,
    outline: Rect,
    owner: usize,
) -> Vec<Item> {
    let paint = endzone_paint(pal, 1.6);
    let mut items = vec![
        Item::fill(Path::rect(z), paint),
        Item::stroke(Path::rect(outline), Stroke::solid(pal.line, GRID_LINE)),
    ];
    items.extend(plate(z.center(), &endzone_label(game, owner, z), pal.line));
    items
}

/// The two lines of an endzone's label: whose it is, and what it is for.
pub(super) fn endzone_label(game: &Game, owner: usize, z: Rect) -> [(String, Weight, f64); 2] {
    let args = [
        ("side", game.side_in_sentence(owner).into()),
        ("side_of", game.side_of(owner).into()),
    ];
    let size = pt(14.0).min(z.h * 0.3);
    [
        (game.text("board-endzone", &args), Weight::Bold, size),
        (
            game.text("board-endzone-note", &args),
            Weight::Regular,
            size * 0.55,
        ),
    ]
}

/// Dashed rings on the start squares of every piece that starts on the board, in each side's
/// edge colour, a different dash per side so they differ in mono too.
pub(super) fn setup_marks(
    game: &Game,
    look: &Look,
    part: &Part,
    g: &PartGeometry,
    origin: Point,
) -> Vec<Item> {
    let r = piece_size(g.square) / 2.0;
    let mut items = Vec::new();
    for (s, style) in look.sides.iter().enumerate() {
        let dash: &[f64] = if s == 0 { &[2.0, 1.2] } else { &[0.6, 1.0] };
        let mut rings = Path::new();
        for piece in game
            .pieces
            .iter()
            .filter(|p| p.start == crate::game::Start::Board)
        {
            for (f, rank) in game.start_squares(s, &piece.id) {
                if part.ranks.contains(&rank) {
                    let c = g.square_rect(part, f, rank).center();
                    rings =
                        rings.extend(Path::circle(Point::new(c.x + origin.x, c.y + origin.y), r));
                }
            }
        }
        if !rings.cmds.is_empty() {
            items.push(Item::stroke(rings, Stroke::dashed(style.edge, 0.5, dash)));
        }
    }
    items
}
