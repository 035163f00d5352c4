//! One counter: its drawing, picture and outline as a symbol, the bleed behind a block,
//! and the names they are registered under.

use super::*;

/// The label of a part of a block, with slots for the block's label, the part and the
/// number of parts ("Black (plain) · spares (2 of 3)").
pub fn part_label(lang: &Lang) -> String {
    lang.text(
        "pieces-block-part",
        &[
            ("label", SLOT.into()),
            ("part", SLOT_2.into()),
            ("parts", SLOT_3.into()),
        ],
    )
}

/// Symbol name of one side's piece.
pub fn symbol_name(game: &Game, side: usize, piece: usize) -> String {
    format!("{}-side{}", game.pieces[piece].id, side + 1)
}

/// The outline of a counter `size` mm across at the origin, grown by `grow` mm all round
/// (negative to shrink).
pub(super) fn outline(size: f64, shape: CounterShape, grow: f64) -> Path {
    match shape {
        CounterShape::Square => Path::rect(Rect::new(
            -grow,
            -grow,
            size + 2.0 * grow,
            size + 2.0 * grow,
        )),
        CounterShape::Round => Path::circle(Point::new(size / 2.0, size / 2.0), size / 2.0 + grow),
    }
}

/// The colour of a counter's bleed: its face (or outer band), as just inside the rim, so a
/// cut a little off shows a sliver of face, and the rim stays inside the cut line.
pub fn edge_paint(style: &SideStyle) -> Color {
    style.band.unwrap_or(style.face)
}

/// A side's face colours (its face and band): sides share a shelf, and so a cut group, when
/// one line would show on all their faces, so that sides that look unalike stay apart; the
/// printed cut line runs over the bleed, which continues the face, and takes its colour.
pub fn edge_faces(style: &SideStyle) -> Vec<Color> {
    let mut v = vec![style.face];
    v.extend(style.band);
    v
}

/// Width of a cut piece's rim, mm: it stays at the edge when the cut lands half a
/// millimetre inside it; outside the cut the bleed is the face again.
pub const RIM: f64 = 0.7;

/// A diagram counter's rim, as a share of its width.
const DIAGRAM_RIM: f64 = 0.05;

/// The share of a counter's width a picture's place takes: it leaves the side's band, ring
/// and a margin of its face colour showing all round, so the sides stay told apart.
pub const PICTURE_FILL: f64 = 0.66;

/// Where a picture of `w` x `h` pixels goes on a counter `size` mm across (top-left at the
/// origin): its rectangle, and the disc it is cut to on a round counter it covers.
pub fn picture_place(
    size: f64,
    shape: CounterShape,
    fit: Fit,
    w: u32,
    h: u32,
) -> (Rect, Option<Path>) {
    let side = size * PICTURE_FILL;
    let c = Point::new(size / 2.0, size / 2.0);
    let (w, h) = (w as f64, h as f64);
    let round = shape == CounterShape::Round;
    let k = match (fit, round) {
        (Fit::Cover, _) => side / w.min(h),
        (Fit::Contain, false) => side / w.max(h),
        (Fit::Contain, true) => side / w.hypot(h),
    };
    let rect = Rect::new(c.x - w * k / 2.0, c.y - h * k / 2.0, w * k, h * k);
    // A covering picture is cut to its place: the disc, or the square when the picture is
    // not square already (`picture.rs` crops it so).
    let clip = match (fit, round) {
        (Fit::Cover, true) => Some(Path::circle(c, side / 2.0)),
        (Fit::Cover, false) if w != h => Some(Path::rect(Rect::new(
            c.x - side / 2.0,
            c.y - side / 2.0,
            side,
            side,
        ))),
        _ => None,
    };
    (rect, clip)
}

/// How far inside a cut piece's edge its frame line lies (its centre), mm: 3 mm and more from
/// the cut with its width, so that the heaviest line at a piece's edge is the cut line.
pub const FRAME_INSET: f64 = 3.25;

/// One counter showing `art`, or `picture` (which of the game's pictures it is) when it has
/// one, drawn with its top-left corner at the origin, `size` mm across, ringed at its edge
/// by `rim` (the colour that stands out from every square: the piece's own colours inside it
/// need not); `cut` when it is a piece to cut out.
pub fn counter(
    art: &Art,
    picture: Option<(&PiecePicture, PictureSlot)>,
    style: &SideStyle,
    rim: Color,
    size: f64,
    shape: CounterShape,
    cut: bool,
) -> Vec<Item> {
    let rim_width = if cut { RIM } else { size * DIAGRAM_RIM };
    let mut items = vec![Item::fill(outline(size, shape, 0.0), Paint::Solid(rim))];
    // The icon fills most of the counter, centred; a disc has less room in its corners.
    let icon = size
        * match shape {
            CounterShape::Square => 0.64,
            CounterShape::Round => 0.58,
        };
    // A cut piece's frame line stands well inside its cut, where nobody takes it for the line
    // to cut on; on a piece too small for that, the piece has no frame line (a banded side
    // keeps its band). Diagram counters, never cut, keep their frame near the edge.
    let room = (size - icon) / 2.0;
    let (band, frame, line) = match (cut, room >= FRAME_INSET + 0.55) {
        (true, true) => (FRAME_INSET, FRAME_INSET, true),
        (true, false) => (size * 0.13, 0.0, false),
        (false, _) => (size * 0.13, size * 0.13 * 0.45, true),
    };
    match style.band {
        // A solid band in a mid grey: it reads at arm's length on a light square and on a
        // hatched dark one alike, where a hatched band would melt into the hatching.
        Some(ink) => {
            items.push(Item::fill(
                outline(size, shape, -rim_width),
                Paint::Solid(ink),
            ));
            items.push(Item::fill(
                outline(size, shape, -band),
                Paint::Solid(style.face),
            ));
            if line {
                items.push(Item::stroke(
                    outline(size, shape, -band),
                    Stroke::solid(style.edge, 0.5),
                ));
            }
        }
        None => {
            items.push(Item::fill(
                outline(size, shape, -rim_width),
                Paint::Solid(style.face),
            ));
            if line {
                items.push(Item::stroke(
                    outline(size, shape, -frame),
                    Stroke::solid(style.edge, 0.3),
                ));
            }
        }
    }
    if let Some((pic, of)) = picture {
        // Its pixels are made for this place once the run's layout is final.
        let wanted = Wanted {
            of,
            side: size * PICTURE_FILL,
            round: shape == CounterShape::Round,
            aspect: 1.0,
        };
        let (w, h) = pic.pixels_at(&wanted);
        let (rect, clip) = picture_place(size, shape, pic.fit, w, h);
        items.push(Item::Image(Image {
            rect,
            clip,
            picture: Pixels::Wanted(wanted),
        }));
        return items;
    }
    let color = |i: Ink| match i {
        Ink::Icon => style.icon,
        Ink::Face => style.face,
    };
    let art = art
        .parts
        .iter()
        .map(|p| {
            Item::Shape(Shape {
                path: p.path.clone(),
                fill: p.fill.map(|i| Paint::Solid(color(i))),
                stroke: p.stroke.map(|(i, w)| Stroke::solid(color(i), w)),
            })
        })
        .collect();
    let k = icon / BOX;
    items.push(Item::Group(Group {
        transform: Transform::translate((size - icon) / 2.0, (size - icon) / 2.0)
            .after(&Transform::scale(k, k)),
        items: art,
        tag: None,
    }));
    items
}

/// One symbol per side, piece kind and picture of its list, in a fixed order, drawing
/// `art` (one per piece kind) or the side's pictures of the piece, where `pictures` (per
/// piece kind) has them. Every kind gets as many symbols as the longest list has pictures
/// (a shorter list's start again), so that [`Counters`] finds each by its place.
pub fn symbols(
    g: &Game,
    art: &[Art],
    pictures: &[[Vec<PiecePicture>; 2]],
    size: f64,
    shape: CounterShape,
    look: &Look,
    cut: bool,
) -> Vec<Symbol> {
    let variants = variants(pictures);
    let mut out = Vec::new();
    for (s, style) in look.sides.iter().enumerate() {
        for (p, drawing) in art.iter().enumerate() {
            let list = pictures.get(p).map_or(&[][..], |x| &x[s][..]);
            for v in 0..variants {
                let picture = (!list.is_empty()).then(|| {
                    let nth = v % list.len();
                    let of = PictureSlot::Piece {
                        kind: p,
                        side: s,
                        nth,
                    };
                    (&list[nth], of)
                });
                let name = match v {
                    0 => symbol_name(g, s, p),
                    _ => format!("{}-{}", symbol_name(g, s, p), v + 1),
                };
                out.push(Symbol {
                    name,
                    items: counter(drawing, picture, style, look.rims[s], size, shape, cut),
                });
            }
        }
    }
    out
}

/// How many symbols [`symbols`] makes for each side's piece kind: the longest list of
/// pictures, or 1.
pub fn variants(pictures: &[[Vec<PiecePicture>; 2]]) -> usize {
    pictures
        .iter()
        .flatten()
        .map(Vec::len)
        .max()
        .unwrap_or(0)
        .max(1)
}

/// Name of a side's bleed symbol.
pub fn bleed_symbol_name(side: usize) -> String {
    format!("bleed-side{}", side + 1)
}

/// One bleed symbol per side: the counter's edge colour grown by the bleed, drawn under the
/// counters so colour runs past every outer cut.
pub(crate) fn bleed_symbols(
    size: f64,
    shape: CounterShape,
    look: &Look,
    bleed: f64,
) -> Vec<Symbol> {
    look.sides
        .iter()
        .enumerate()
        .map(|(s, style)| Symbol {
            name: bleed_symbol_name(s),
            items: vec![Item::fill(
                outline(size, shape, bleed),
                Paint::Solid(edge_paint(style)),
            )],
        })
        .collect()
}
