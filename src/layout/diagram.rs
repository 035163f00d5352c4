//! Board diagrams for the rules handouts: set-up, moves and jumps, drawn from the game
//! template and the move rules (`crate::rules`), never typed in.

use crate::font::{self, Weight};
use crate::game::Game;
use crate::rules::{destinations, jump_landing, on_board, Sq};
use crate::scene::{Anchor, Color, Item, Paint, Path, Shape, Stroke, Use};
use crate::units::{pt, Point, Rect, Size, Transform};

use super::board::{dark_paint, endzone_paint};
use super::text::Drawn;

/// Width of the coordinate margin, mm.
const COORD: f64 = 3.6;

/// What a diagram shows, parsed from its spec.
#[derive(Debug, Clone, PartialEq)]
pub enum Spec {
    /// Every piece on its start square.
    Setup,
    /// The first side's `piece` on `from`, its plain moves marked; `blockers` in the way.
    Moves {
        /// Piece index.
        piece: usize,
        /// Start square.
        from: Sq,
        /// Other pieces: (side, piece, square).
        blockers: Vec<(usize, usize, Sq)>,
    },
    /// `side`'s `piece` on `from` jumping each of `over` in turn.
    Jump {
        /// The jumping side.
        side: usize,
        /// Piece index.
        piece: usize,
        /// Start square.
        from: Sq,
        /// Jumped pieces, in order: (side, piece, square).
        over: Vec<(usize, usize, Sq)>,
    },
}

fn square(game: &Game, s: &str) -> Result<Sq, String> {
    game.parse_square(s)
        .map(|(f, r)| (f as i32, r as i32))
        .ok_or_else(|| format!("'{s}' is not a square of the board"))
}

fn piece(game: &Game, id: &str) -> Result<usize, String> {
    game.pieces
        .iter()
        .position(|p| p.id == id)
        .ok_or_else(|| format!("'{id}' is not a piece id"))
}

fn side(s: &str) -> Result<usize, String> {
    match s {
        "first" => Ok(0),
        "second" => Ok(1),
        _ => Err(format!("'{s}' is not a side: use first or second")),
    }
}

/// `SIDE:PIECE@SQUARE`.
fn placed(game: &Game, s: &str) -> Result<(usize, usize, Sq), String> {
    let (who, rest) = s
        .split_once(':')
        .ok_or_else(|| format!("'{s}': write SIDE:PIECE@SQUARE"))?;
    let (p, sq) = rest
        .split_once('@')
        .ok_or_else(|| format!("'{s}': write SIDE:PIECE@SQUARE"))?;
    Ok((side(who)?, piece(game, p)?, square(game, sq)?))
}

/// Parses `setup`, `moves PIECE SQ [block SIDE:PIECE@SQ ...]` or
/// `jump SIDE PIECE SQ over SIDE:PIECE@SQ ...`.
pub fn parse(game: &Game, spec: &str) -> Result<Spec, String> {
    let w: Vec<&str> = spec.split_whitespace().collect();
    match w.as_slice() {
        ["setup"] => Ok(Spec::Setup),
        ["moves", p, sq, rest @ ..] => {
            let blockers = match rest {
                [] => Vec::new(),
                ["block", list @ ..] => list.iter().map(|s| placed(game, s)).collect::<Result<_, _>>()?,
                _ => return Err(format!("'{spec}': after the square, write block SIDE:PIECE@SQUARE ...")),
            };
            Ok(Spec::Moves {
                piece: piece(game, p)?,
                from: square(game, sq)?,
                blockers,
            })
        }
        ["jump", who, p, sq, "over", list @ ..] if !list.is_empty() => Ok(Spec::Jump {
            side: side(who)?,
            piece: piece(game, p)?,
            from: square(game, sq)?,
            over: list.iter().map(|s| placed(game, s)).collect::<Result<_, _>>()?,
        }),
        _ => Err(format!(
            "'{spec}' is not a diagram: use setup, moves PIECE SQUARE [block ...], or jump SIDE PIECE SQUARE over SIDE:PIECE@SQUARE ..."
        )),
    }
}

/// The squares a diagram marks: (plain destinations, captures, path of landings).
pub fn marks(game: &Game, spec: &Spec) -> (Vec<Sq>, Vec<Sq>, Vec<Sq>) {
    match spec {
        Spec::Setup => (vec![], vec![], vec![]),
        Spec::Moves {
            piece,
            from,
            blockers,
        } => {
            let occ: Vec<Sq> = blockers.iter().map(|b| b.2).collect();
            let d = destinations(game, *piece, 0, *from, &occ);
            (
                d.iter().filter(|x| !x.1).map(|x| x.0).collect(),
                d.iter().filter(|x| x.1).map(|x| x.0).collect(),
                vec![],
            )
        }
        Spec::Jump { from, over, .. } => {
            let mut at = *from;
            let mut path = vec![at];
            for o in over {
                at = jump_landing(at, o.2);
                path.push(at);
            }
            (vec![], over.iter().map(|o| o.2).collect(), path)
        }
    }
}

/// Draws a diagram with squares of `sq` mm; `symbol(side, piece)` gives the counter symbol,
/// drawn `piece_size` mm across.
pub fn draw(
    game: &Game,
    mono: bool,
    spec: &Spec,
    sq: f64,
    piece_size: f64,
    symbol: &dyn Fn(usize, usize) -> usize,
) -> Drawn {
    let pal = if mono { &game.mono } else { &game.colour };
    let (files, ranks) = (game.board.files as i32, game.board.ranks as i32);
    let zone = game.board.endzone * sq;
    let grid = Rect::new(COORD, zone, files as f64 * sq, ranks as f64 * sq);
    let centre = |s: Sq| {
        Point::new(
            grid.x + (s.0 as f64 + 0.5) * sq,
            grid.y + ((ranks - 1 - s.1) as f64 + 0.5) * sq,
        )
    };
    let mut items = Vec::new();

    // Board.
    items.push(Item::fill(Path::rect(grid), Paint::Solid(pal.light)));
    let mut dark = Path::new();
    for r in 0..ranks {
        for f in 0..files {
            if Game::is_dark(f as u32, r as u32) {
                let c = centre((f, r));
                dark = dark.extend(Path::rect(Rect::new(
                    c.x - sq / 2.0,
                    c.y - sq / 2.0,
                    sq,
                    sq,
                )));
            }
        }
    }
    items.push(Item::fill(dark, dark_paint(pal)));
    if zone > 0.0 {
        for (z, owner) in [
            (Rect::new(grid.x, 0.0, grid.w, zone), 0),
            (Rect::new(grid.x, grid.bottom(), grid.w, zone), 1),
        ] {
            let paint = endzone_paint(pal, 1.2);
            items.push(Item::fill(Path::rect(z), paint));
            items.push(Item::stroke(Path::rect(z), Stroke::solid(pal.line, 0.25)));
            let size = pt(6.5).min(zone * 0.5);
            let label = format!("{}'s endzone", game.sides[owner].name);
            // At the left end, clear of the middle where jump diagrams land.
            let c = z.center();
            let f = font::get(Weight::Bold);
            let w = f.measure(&label, size) + 2.0;
            items.push(Item::fill(
                Path::rect(Rect::new(z.x + 0.6, c.y - size * 0.55, w, size * 1.1)),
                Paint::Solid(Color::WHITE),
            ));
            items.push(Item::text(
                Point::new(z.x + 1.6, c.y + f.cap_height(size) / 2.0),
                label,
                size,
                Anchor::Start,
                Weight::Bold,
                pal.line,
            ));
        }
    }
    items.push(Item::stroke(Path::rect(grid), Stroke::solid(pal.line, 0.3)));

    // Coordinates.
    let small = pt(6.5);
    let f = font::get(Weight::Regular);
    for file in 0..files {
        let c = centre((file, 0));
        items.push(Item::text(
            Point::new(c.x, grid.bottom() + zone + 0.8 + f.cap_height(small)),
            Game::file_name(file as u32).to_string(),
            small,
            Anchor::Middle,
            Weight::Regular,
            pal.ink,
        ));
    }
    for rank in 0..ranks {
        let c = centre((0, rank));
        items.push(Item::text(
            Point::new(COORD / 2.0, c.y + f.cap_height(small) / 2.0),
            (rank + 1).to_string(),
            small,
            Anchor::Middle,
            Weight::Regular,
            pal.ink,
        ));
    }

    // Pieces.
    let place = |side: usize, piece: usize, s: Sq| {
        let c = centre(s);
        Item::Use(Use {
            symbol: symbol(side, piece),
            transform: Transform::translate(c.x - piece_size / 2.0, c.y - piece_size / 2.0),
        })
    };
    match spec {
        Spec::Setup => {
            for (s, _) in game.sides.iter().enumerate() {
                for (p, pc) in game.pieces.iter().enumerate() {
                    for (f, r) in game.start_squares(s, &pc.id) {
                        items.push(place(s, p, (f as i32, r as i32)));
                    }
                }
            }
        }
        Spec::Moves {
            piece,
            from,
            blockers,
        } => {
            items.push(place(0, *piece, *from));
            for b in blockers {
                items.push(place(b.0, b.1, b.2));
            }
        }
        Spec::Jump {
            side,
            piece,
            from,
            over,
        } => {
            items.push(place(*side, *piece, *from));
            for o in over {
                items.push(place(o.0, o.1, o.2));
            }
        }
    }

    // Marks: dots for moves, rings for captures, a path with an arrow for jumps.
    let (moves, captures, path) = marks(game, spec);
    let mut dots = Path::new();
    for s in &moves {
        dots = dots.extend(Path::circle(centre(*s), sq * 0.17));
    }
    if !dots.cmds.is_empty() {
        items.push(Item::Shape(Shape {
            path: dots,
            fill: Some(Paint::Solid(pal.accent)),
            stroke: Some(Stroke::solid(pal.line, 0.25)),
        }));
    }
    let mut rings = Path::new();
    for s in &captures {
        rings = rings.extend(Path::circle(centre(*s), sq * 0.47));
    }
    if !rings.cmds.is_empty() {
        items.push(Item::stroke(rings, Stroke::solid(pal.line, 0.5)));
    }
    if path.len() > 1 {
        let pts: Vec<Point> = path.iter().map(|s| centre(*s)).collect();
        let mut line = Path::new().move_to(pts[0].x, pts[0].y);
        for p in &pts[1..] {
            line = line.line_to(p.x, p.y);
        }
        items.push(Item::stroke(line.clone(), Stroke::solid(Color::WHITE, 1.1)));
        items.push(Item::stroke(line, Stroke::solid(pal.line, 0.5)));
        let (a, b) = (pts[pts.len() - 2], pts[pts.len() - 1]);
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / len, dy / len);
        let head = sq * 0.35;
        let tip = b;
        items.push(Item::Shape(Shape {
            path: Path::polygon(&[
                tip,
                Point::new(
                    tip.x - ux * head - uy * head * 0.5,
                    tip.y - uy * head + ux * head * 0.5,
                ),
                Point::new(
                    tip.x - ux * head + uy * head * 0.5,
                    tip.y - uy * head - ux * head * 0.5,
                ),
            ]),
            fill: Some(Paint::Solid(pal.line)),
            stroke: Some(Stroke::solid(Color::WHITE, 0.25)),
        }));
    }
    let height = grid.bottom() + zone + 1.2 + f.cap_height(small) + 0.5;
    // A margin for the half-width of outer strokes, so the ink stays inside the size.
    let pad = 0.5;
    Drawn {
        items: vec![Item::Group(crate::scene::Group {
            transform: Transform::translate(pad, pad),
            items,
        })],
        size: Size {
            w: grid.right() + 2.0 * pad,
            h: height + 2.0 * pad,
        },
    }
}

/// Square size for diagrams in a column `width` mm wide: two side by side when they fit at
/// a readable size.
pub fn square_for(game: &Game, width: f64) -> f64 {
    let files = game.board.files as f64;
    let two = ((width - 6.0) / 2.0 - COORD) / files;
    let one = (width - COORD) / files;
    let s = if two >= 6.0 { two } else { one };
    (s.min(7.0) * 2.0).floor() / 2.0
}

/// True when the landing squares of a jump that leave the board lie in an endzone.
pub fn lands_in_endzone(game: &Game, s: Sq) -> bool {
    !on_board(game, s)
        && game.board.endzone > 0.0
        && s.0 >= 0
        && s.0 < game.board.files as i32
        && (s.1 == -1 || s.1 == game.board.ranks as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::square_name;

    #[test]
    fn setup_diagram_places_every_piece_on_its_template_square() {
        for id in ["camels-and-carpets", "royal-carpet"] {
            let g = Game::builtin(id).unwrap();
            let per_side = g.pieces.len();
            let sym = |s: usize, p: usize| s * per_side + p;
            let (sq, size) = (7.0, 5.5);
            let d = draw(&g, false, &Spec::Setup, sq, size, &sym);
            let mut placed = Vec::new();
            let doc = crate::scene::Document {
                title: String::new(),
                pages: vec![],
                symbols: vec![],
            };
            let _ = &doc;
            fn uses(items: &[Item], t: Transform, out: &mut Vec<(usize, Point)>) {
                for i in items {
                    match i {
                        Item::Group(g) => uses(&g.items, t.after(&g.transform), out),
                        Item::Use(u) => {
                            out.push((u.symbol, t.after(&u.transform).apply(Point::default())))
                        }
                        _ => {}
                    }
                }
            }
            uses(&d.items, Transform::identity(), &mut placed);
            let zone = g.board.endzone * sq;
            let ranks = g.board.ranks as f64;
            let mut got: Vec<(usize, usize, (u32, u32))> = placed
                .iter()
                .map(|(s, p)| {
                    // Undo the pad, the coordinate margin and the centring of the counter.
                    let cx = p.x - 0.5 - COORD + size / 2.0;
                    let cy = p.y - 0.5 - zone + size / 2.0;
                    let file = (cx / sq).floor() as u32;
                    let rank = (ranks - 1.0 - (cy / sq).floor()) as u32;
                    (s / per_side, s % per_side, (file, rank))
                })
                .collect();
            got.sort();
            let mut want = Vec::new();
            for s in 0..2 {
                for (p, pc) in g.pieces.iter().enumerate() {
                    for sqr in g.start_squares(s, &pc.id) {
                        want.push((s, p, sqr));
                    }
                }
            }
            want.sort();
            assert_eq!(got, want, "{id}");
        }
    }

    fn names(v: &[Sq]) -> Vec<String> {
        let mut n: Vec<String> = v.iter().map(|s| square_name(*s)).collect();
        n.sort();
        n
    }

    #[test]
    fn camel_diagram_marks_the_computed_squares() {
        let g = Game::builtin("camels-and-carpets").unwrap();
        let spec = parse(&g, "moves camel d4").unwrap();
        let (moves, caps, _) = marks(&g, &spec);
        assert_eq!(
            names(&moves),
            ["a3", "a5", "c1", "c7", "e1", "e7", "g3", "g5"]
        );
        assert!(caps.is_empty());
    }

    #[test]
    fn cockerel_is_blocked_and_jumps_chain() {
        let g = Game::builtin("camels-and-carpets").unwrap();
        let (moves, caps, _) = marks(
            &g,
            &parse(&g, "moves cockerel d4 block second:carpet@f6").unwrap(),
        );
        assert_eq!(names(&caps), ["f6"]);
        assert!(
            !names(&moves).contains(&"g7".to_string()),
            "nothing beyond the blocker"
        );
        let spec = parse(
            &g,
            "jump first carpet b2 over second:carpet@c3 second:crown@c5",
        )
        .unwrap();
        let (_, caps, path) = marks(&g, &spec);
        assert_eq!(names(&caps), ["c3", "c5"]);
        assert_eq!(
            path.iter().map(|s| square_name(*s)).collect::<Vec<_>>(),
            ["b2", "d4", "b6"]
        );
    }

    #[test]
    fn royal_carpet_king_jumps_into_reds_endzone() {
        let g = Game::builtin("royal-carpet").unwrap();
        let spec = parse(&g, "jump second king c2 over second:checker@d1").unwrap();
        let (_, _, path) = marks(&g, &spec);
        let last = *path.last().unwrap();
        assert_eq!(last, (4, -1), "beyond rank 1, in line with e");
        assert!(lands_in_endzone(&g, last));
    }

    #[test]
    fn bad_specs_are_explained() {
        let g = Game::builtin("camels-and-carpets").unwrap();
        assert!(parse(&g, "moves dragon d4")
            .unwrap_err()
            .contains("'dragon'"));
        assert!(parse(&g, "moves camel z9").unwrap_err().contains("'z9'"));
        assert!(parse(&g, "dance").unwrap_err().contains("not a diagram"));
        assert!(parse(&g, "jump third crown c1 over first:carpet@d2")
            .unwrap_err()
            .contains("'third'"));
    }
}
