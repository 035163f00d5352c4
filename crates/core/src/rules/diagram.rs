//! The diagram language of the rules handouts: a diagram line (`setup`, `moves ...`,
//! `jump ...`, `drop ...`) parsed and checked against the move rules. A game template's
//! diagrams are checked when it is loaded; `layout::diagram` draws them.

use crate::game::{Capture, Game, MoveKind, Removal, Start};
use crate::said::Said;

use super::{destinations, directions, jump_landing, on_board, square_name, Sq};

/// A piece on a square: (side, piece, square).
pub type Placed = (usize, usize, Sq);

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
    /// `side`'s `piece` on `from` jumping each of `over` in turn, `with` other pieces on the
    /// board.
    Jump {
        /// The jumping side.
        side: usize,
        /// Piece index.
        piece: usize,
        /// Start square.
        from: Sq,
        /// Jumped pieces, in order: (side, piece, square).
        over: Vec<(usize, usize, Sq)>,
        /// Where it lands after each jump: the square just past the jumped piece unless the
        /// diagram names another (`to SQUARE`, for a long jump).
        land: Vec<Sq>,
        /// Other pieces on the board: (side, piece, square).
        with: Vec<(usize, usize, Sq)>,
    },
    /// `side`'s reserve `piece` dropped on `to`; every other empty square marked, `with`
    /// other pieces on the board.
    Drop {
        /// The dropping side.
        side: usize,
        /// Piece index (a piece that starts in the reserve).
        piece: usize,
        /// Where it is dropped.
        to: Sq,
        /// Other pieces on the board: (side, piece, square).
        with: Vec<(usize, usize, Sq)>,
    },
}

impl Spec {
    /// Every piece the diagram shows, as it is drawn: the moving piece first, then the
    /// others; for a set-up, each side's pieces on their start squares.
    pub fn placed(&self, game: &Game) -> Vec<Placed> {
        match self {
            Spec::Setup => (0..game.sides.len())
                .flat_map(|s| {
                    game.pieces.iter().enumerate().flat_map(move |(p, pc)| {
                        game.start_squares(s, &pc.id)
                            .into_iter()
                            .map(move |(f, r)| (s, p, (f as i32, r as i32)))
                    })
                })
                .collect(),
            Spec::Moves {
                piece,
                from,
                blockers,
            } => std::iter::once((0, *piece, *from))
                .chain(blockers.iter().copied())
                .collect(),
            Spec::Jump {
                side,
                piece,
                from,
                over,
                with,
                ..
            } => std::iter::once((*side, *piece, *from))
                .chain(over.iter().chain(with).copied())
                .collect(),
            Spec::Drop {
                side,
                piece,
                to,
                with,
            } => std::iter::once((*side, *piece, *to))
                .chain(with.iter().copied())
                .collect(),
        }
    }
}

/// Message `id` naming the word `value` of a diagram line.
fn bad(id: &'static str, value: &str) -> Said {
    Said::new(id).arg("value", value)
}

fn square(game: &Game, s: &str) -> Result<Sq, Said> {
    game.parse_square(s)
        .map(|(f, r)| (f as i32, r as i32))
        .ok_or_else(|| bad("refuse-diagram-square", s))
}

fn piece(game: &Game, id: &str) -> Result<usize, Said> {
    game.pieces
        .iter()
        .position(|p| p.id == id)
        .ok_or_else(|| bad("refuse-diagram-piece", id))
}

fn side(s: &str) -> Result<usize, Said> {
    match s {
        "first" => Ok(0),
        "second" => Ok(1),
        _ => Err(bad("refuse-diagram-side", s)),
    }
}

/// `SIDE:PIECE@SQUARE`.
fn placed(game: &Game, s: &str) -> Result<(usize, usize, Sq), Said> {
    let (who, rest) = s
        .split_once(':')
        .ok_or_else(|| bad("refuse-diagram-placed", s))?;
    let (p, sq) = rest
        .split_once('@')
        .ok_or_else(|| bad("refuse-diagram-placed", s))?;
    Ok((side(who)?, piece(game, p)?, square(game, sq)?))
}

fn placed_list(game: &Game, list: &[&str]) -> Result<Vec<(usize, usize, Sq)>, Said> {
    list.iter().map(|s| placed(game, s)).collect()
}

/// Parses `setup`, `moves PIECE SQ [block SIDE:PIECE@SQ ...]`,
/// `jump SIDE PIECE SQ over SIDE:PIECE@SQ ... [with SIDE:PIECE@SQ ...]` or
/// `drop SIDE PIECE SQ [with SIDE:PIECE@SQ ...]`, and checks it against the move rules.
pub fn parse(game: &Game, spec: &str) -> Result<Spec, Said> {
    let sp = parse_words(game, spec)?;
    check(game, &sp).map_err(|e| bad("refuse-diagram-rule", spec).arg("why", e))?;
    Ok(sp)
}

fn parse_words(game: &Game, spec: &str) -> Result<Spec, Said> {
    let w: Vec<&str> = spec.split_whitespace().collect();
    match w.as_slice() {
        ["setup"] => Ok(Spec::Setup),
        ["moves", p, sq, rest @ ..] => {
            let blockers = match rest {
                [] => Vec::new(),
                ["block", list @ ..] => list
                    .iter()
                    .map(|s| placed(game, s))
                    .collect::<Result<_, _>>()?,
                _ => return Err(bad("refuse-diagram-block", spec)),
            };
            Ok(Spec::Moves {
                piece: piece(game, p)?,
                from: square(game, sq)?,
                blockers,
            })
        }
        ["jump", who, p, sq, "over", list @ ..] if !list.is_empty() && list[0] != "with" => {
            let k = list.iter().position(|x| *x == "with").unwrap_or(list.len());
            let with = match list.get(k + 1..) {
                Some(rest) => placed_list(game, rest)?,
                None => Vec::new(),
            };
            let from = square(game, sq)?;
            // Each jumped piece, with the landing after it: named with `to`, else just past.
            let (mut over, mut land) = (Vec::new(), Vec::new());
            let mut at = from;
            let mut words = list[..k].iter().peekable();
            while let Some(w) = words.next() {
                let o = placed(game, w)?;
                let l = match words.peek() {
                    Some(&&"to") => {
                        words.next();
                        let t = words.next().ok_or_else(|| bad("refuse-diagram-to", spec))?;
                        square(game, t)?
                    }
                    _ => jump_landing(at, o.2),
                };
                over.push(o);
                land.push(l);
                at = l;
            }
            Ok(Spec::Jump {
                side: side(who)?,
                piece: piece(game, p)?,
                from,
                over,
                land,
                with,
            })
        }
        ["drop", who, p, sq, rest @ ..] => {
            let with = match rest {
                [] => Vec::new(),
                ["with", list @ ..] => placed_list(game, list)?,
                _ => return Err(bad("refuse-diagram-with", spec)),
            };
            Ok(Spec::Drop {
                side: side(who)?,
                piece: piece(game, p)?,
                to: square(game, sq)?,
                with,
            })
        }
        _ => Err(bad("refuse-diagram-unknown", spec)),
    }
}

/// How `piece` captures by jumping, and in which directions: a jumping piece jumps its own
/// side's pieces next to it; a stepping piece the other side's next to it (as a checker
/// does); a sliding piece with `capture = "long-jump"` the other side's at any distance
/// (a flying king). `None` for a piece that does not capture by jumping.
fn jumping(game: &Game, piece: usize, side: usize) -> Option<(Capture, Vec<Sq>)> {
    let m = game.pieces[piece].moves.as_ref()?;
    let dirs = |d: Option<crate::game::Dirs>| directions(d.unwrap_or(crate::game::Dirs::Any), side);
    match (m.kind, m.capture()) {
        (MoveKind::Jump, _) => Some((Capture::Jump, dirs(m.dirs))),
        (_, Some(c @ (Capture::Jump | Capture::LongJump))) => {
            Some((c, dirs(m.capture_dirs.or(m.dirs))))
        }
        _ => None,
    }
}

/// Whose pieces `piece` jumps: its own side's for a piece that moves only by jumping (Royal
/// Carpet's kings), the other side's for a stepping piece that captures by jumping.
fn jumps_own(game: &Game, piece: usize) -> bool {
    matches!(&game.pieces[piece].moves, Some(m) if m.kind == MoveKind::Jump)
}

/// Where a jump may land: on the board, or for a jump-only piece in its own endzone, beyond
/// the far edge (the first side's beyond the last rank, the second side's beyond rank 1).
fn may_land(game: &Game, side: usize, piece: usize, s: Sq) -> bool {
    let far = if side == 0 {
        game.board.ranks as i32
    } else {
        -1
    };
    on_board(game, s) || (jumps_own(game, piece) && lands_in_endzone(game, s) && s.1 == far)
}

/// The jumps `piece` of `side` on `at` can make with pieces on `occupied`, none of `jumped`
/// (pieces already jumped this move, still in the way) twice: (over, landing).
pub fn jumps_from(
    game: &Game,
    side: usize,
    piece: usize,
    at: Sq,
    occupied: &[(usize, usize, Sq)],
    jumped: &[Sq],
) -> Vec<(Sq, Sq)> {
    let Some((how, dirs)) = jumping(game, piece, side) else {
        return Vec::new();
    };
    let own = jumps_own(game, piece);
    let busy = |s: Sq| occupied.iter().any(|o| o.2 == s);
    let jumpable =
        |s: Sq| !jumped.contains(&s) && occupied.iter().any(|o| o.2 == s && (o.0 == side) == own);
    let mut out = Vec::new();
    for (dx, dy) in dirs {
        let step = |s: Sq| (s.0 + dx, s.1 + dy);
        let mut over = step(at);
        if how == Capture::LongJump {
            while on_board(game, over) && !busy(over) {
                over = step(over);
            }
        }
        if !jumpable(over) {
            continue;
        }
        let mut land = step(over);
        while may_land(game, side, piece, land) && !busy(land) {
            out.push((over, land));
            if how != Capture::LongJump || !on_board(game, land) {
                break;
            }
            land = step(land);
        }
    }
    out
}

/// The most pieces `piece` of `side` on `at` can take in one move, jumping from `board`
/// (`jumped` already taken this move).
fn most_from(
    game: &Game,
    side: usize,
    piece: usize,
    at: Sq,
    board: &[(usize, usize, Sq)],
    jumped: &[Sq],
) -> usize {
    let after = game.capture.remove == Removal::AfterMove;
    jumps_from(game, side, piece, at, board, jumped)
        .into_iter()
        .map(|(over, land)| {
            let mut board = board.to_vec();
            let mut jumped = jumped.to_vec();
            if after {
                jumped.push(over);
            } else {
                board.retain(|b| b.2 != over);
            }
            1 + if on_board(game, land) {
                most_from(game, side, piece, land, &board, &jumped)
            } else {
                0
            }
        })
        .max()
        .unwrap_or(0)
}

/// Checks a diagram against the move rules: no two pieces on a square; every jump of a chain
/// legal where it is made; the chain ends only when no jump is left (every jump chain in both
/// games must be completed); a drop only of a reserve piece, on an empty square.
fn check(game: &Game, spec: &Spec) -> Result<(), Said> {
    let mut seen = Vec::new();
    let pieces = spec.placed(game);
    // On a board played on its dark squares, no piece stands or lands on a light one.
    if game.board.play_on == crate::game::PlayOn::Dark {
        let landings = match spec {
            Spec::Jump { land, .. } => land.as_slice(),
            Spec::Setup | Spec::Moves { .. } | Spec::Drop { .. } => &[],
        };
        let squares = pieces.iter().map(|p| p.2).chain(landings.iter().copied());
        for sq in squares {
            if on_board(game, sq) && !Game::is_dark(sq.0 as u32, sq.1 as u32) {
                return Err(Said::new("refuse-diagram-light").arg("square", square_name(sq)));
            }
        }
    }
    for p in &pieces {
        if seen.contains(&p.2) {
            return Err(Said::new("refuse-diagram-two").arg("square", square_name(p.2)));
        }
        seen.push(p.2);
    }
    match spec {
        Spec::Jump {
            side,
            piece,
            from,
            over,
            land,
            with,
        } => {
            // The board as the chain goes: the jumper moves; each jumped piece comes off at
            // once, or stays in the way until the move ends, as the game says.
            let mut board: Vec<(usize, usize, Sq)> =
                over.iter().chain(with.iter()).copied().collect();
            let start = board.clone();
            let after = game.capture.remove == Removal::AfterMove;
            let mut jumped = Vec::new();
            let mut at = *from;
            for (o, &l) in over.iter().zip(land) {
                let legal = jumps_from(game, *side, *piece, at, &board, &jumped);
                let name = &game.pieces[*piece].name;
                if !legal.iter().any(|(v, _)| *v == o.2) {
                    return Err(Said::new("refuse-diagram-cannot-jump")
                        .arg("piece", name)
                        .arg("from", square_name(at))
                        .arg("over", square_name(o.2)));
                }
                if !legal.contains(&(o.2, l)) {
                    return Err(Said::new("refuse-diagram-cannot-land")
                        .arg("piece", name)
                        .arg("from", square_name(at))
                        .arg("over", square_name(o.2))
                        .arg("to", square_name(l)));
                }
                if after {
                    jumped.push(o.2);
                } else {
                    board.retain(|b| b.2 != o.2);
                }
                at = l;
                if !on_board(game, at) {
                    return Ok(());
                }
            }
            if game.capture.most {
                // Every piece of the side that moves, the jumper where it started.
                let all: Vec<Placed> = std::iter::once((*side, *piece, *from))
                    .chain(start.iter().copied())
                    .collect();
                let best = all
                    .iter()
                    .filter(|p| p.0 == *side)
                    .map(|p| {
                        let rest: Vec<Placed> =
                            all.iter().filter(|q| q.2 != p.2).copied().collect();
                        (most_from(game, *side, p.1, p.2, &rest, &[]), p)
                    })
                    .max_by_key(|(n, _)| *n);
                if let Some((n, p)) = best.filter(|(n, _)| *n > over.len()) {
                    return Err(Said::new("refuse-diagram-most")
                        .arg("piece", &game.pieces[p.1].name)
                        .arg("square", square_name(p.2))
                        .arg("most", n)
                        .arg("count", over.len()));
                }
            }
            if let Some((v, _)) = jumps_from(game, *side, *piece, at, &board, &jumped).first() {
                return Err(Said::new("refuse-diagram-unfinished")
                    .arg("square", square_name(at))
                    .arg("piece", &game.pieces[*piece].name)
                    .arg("over", square_name(*v)));
            }
            Ok(())
        }
        Spec::Drop { piece, .. } if game.pieces[*piece].start != Start::Reserve => {
            Err(Said::new("refuse-diagram-drop").arg("pieces", &game.pieces[*piece].plural))
        }
        _ => Ok(()),
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
        Spec::Drop { to, with, .. } => {
            let mut empty = Vec::new();
            for r in 0..game.board.ranks as i32 {
                for f in 0..game.board.files as i32 {
                    let s = (f, r);
                    if s != *to && !with.iter().any(|w| w.2 == s) {
                        empty.push(s);
                    }
                }
            }
            (empty, vec![], vec![])
        }
        Spec::Jump {
            from, over, land, ..
        } => {
            let path = std::iter::once(*from).chain(land.iter().copied()).collect();
            (vec![], over.iter().map(|o| o.2).collect(), path)
        }
    }
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

    fn example(id: &str) -> Game {
        let (_, text) = crate::game::EXAMPLE_TEMPLATES
            .iter()
            .find(|(n, _)| *n == id)
            .unwrap();
        Game::from_toml(text, id).unwrap()
    }

    fn path_of(g: &Game, spec: &str) -> Vec<String> {
        let (_, _, path) = marks(g, &parse(g, spec).unwrap());
        path.iter().map(|s| square_name(*s)).collect()
    }

    #[test]
    fn a_man_of_international_draughts_captures_backwards_and_a_checker_does_not() {
        let intl = example("international-draughts");
        let spec = "jump first man e5 over second:man@d4";
        assert_eq!(path_of(&intl, spec), ["e5", "c3"]);
        // It still steps only forward.
        let (moves, _, _) = marks(&intl, &parse(&intl, "moves man e5").unwrap());
        assert_eq!(names(&moves), ["d6", "f6"]);
        // A Camels and Carpets carpet steps and captures forward only.
        let cc = Game::builtin("camels-and-carpets").unwrap();
        let e = parse(&cc, "jump first carpet e5 over second:carpet@d4")
            .unwrap_err()
            .to_string();
        assert!(e.contains("cannot jump d4"), "{e}");
    }

    #[test]
    fn a_flying_king_jumps_from_afar_and_lands_where_the_diagram_says() {
        let g = example("international-draughts");
        // From b2 along the diagonal, over e5, onto any empty square past it.
        assert_eq!(
            path_of(
                &g,
                "jump first king b2 over second:man@e5 to g7 second:man@h6"
            ),
            ["b2", "g7", "i5"]
        );
        assert_eq!(
            path_of(&g, "jump first king b2 over second:man@e5"),
            ["b2", "f6"]
        );
        for (spec, want) in [
            // Two pieces in a row cannot be jumped together.
            (
                "jump first king b2 over second:man@e5 with second:man@f6",
                "cannot jump e5",
            ),
            // The landing must lie past the jumped piece, on its line.
            (
                "jump first king b2 over second:man@e5 to e7",
                "cannot land on e7",
            ),
            // A man jumps only a neighbour.
            ("jump first man b2 over second:man@e5", "cannot jump e5"),
            // An own piece in the way stops the king.
            (
                "jump first king b2 over second:man@e5 with first:man@c3",
                "cannot jump e5",
            ),
        ] {
            let e = parse(&g, spec).unwrap_err().to_string();
            assert!(e.contains(want), "{spec}: {e}");
        }
        // A crown steps: it cannot jump from afar.
        let cc = Game::builtin("camels-and-carpets").unwrap();
        let e = parse(&cc, "jump first crown b2 over second:carpet@e5")
            .unwrap_err()
            .to_string();
        assert!(e.contains("cannot jump e5"), "{e}");
    }

    #[test]
    fn the_capture_that_takes_the_most_must_be_made() {
        let g = example("international-draughts");
        let two =
            "jump first man c3 over second:man@d4 second:man@f6 with first:man@h2 second:man@g3";
        assert!(parse(&g, two).is_ok());
        let one =
            "jump first man h2 over second:man@g3 with first:man@c3 second:man@d4 second:man@f6";
        let e = parse(&g, one).unwrap_err().to_string();
        assert!(e.contains("the man on c3 can take 2, this takes 1"), "{e}");
        // Camels and Carpets lets a player choose any capture.
        let cc = Game::builtin("camels-and-carpets").unwrap();
        let one = one.replace("man", "carpet");
        if let Err(e) = parse(&cc, &one) {
            panic!("{e}");
        }
    }

    #[test]
    fn pieces_jumped_stay_in_the_way_until_the_move_ends() {
        let g = example("international-draughts");
        let spec =
            "jump first king a1 over second:man@c3 to d4 second:man@e5 to f6 second:man@d8 to c9";
        assert_eq!(path_of(&g, spec), ["a1", "d4", "f6", "c9"]);
        // Turning back, the king finds e5 still there: it may not jump it again, nor pass it
        // to take b2, as it could if e5 came off at once.
        let back = "jump first king c3 over second:man@e5 to f6 second:man@b2 to a1";
        let e = parse(&g, back).unwrap_err().to_string();
        assert!(e.contains("cannot jump b2"), "{e}");
        assert!(parse(
            &g,
            "jump first king c3 over second:man@e5 to f6 with second:man@b2"
        )
        .is_ok());
        // Royal Carpet takes each piece off as it is jumped, as its rules say.
        assert_eq!(
            crate::game::Game::builtin("royal-carpet")
                .unwrap()
                .capture
                .remove,
            Removal::AtOnce
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
    fn diagrams_are_checked_against_the_move_rules() {
        let cc = Game::builtin("camels-and-carpets").unwrap();
        let rc = Game::builtin("royal-carpet").unwrap();
        // A carpet jumps forward only, over the other side's pieces.
        assert!(parse(&cc, "jump first carpet d4 over second:carpet@c3")
            .unwrap_err()
            .to_string()
            .contains("cannot jump c3"));
        assert!(parse(&cc, "jump first carpet d4 over first:carpet@e5")
            .unwrap_err()
            .to_string()
            .contains("cannot jump e5"));
        // A chain stops only when no jump is left.
        assert!(parse(
            &cc,
            "jump first crown e3 over second:carpet@d4 second:carpet@d6 second:cockerel@f6"
        )
        .is_ok());
        assert!(parse(
            &cc,
            "jump first crown e3 over second:carpet@d4 with second:carpet@d6"
        )
        .unwrap_err()
        .to_string()
        .contains("must jump d6 too"));
        // A landing square must be empty.
        assert!(parse(
            &cc,
            "jump first carpet b2 over second:carpet@c3 with second:crown@d4"
        )
        .unwrap_err()
        .to_string()
        .contains("cannot jump c3"));
        // A king jumps its own pieces, into its own endzone only.
        assert!(parse(
            &rc,
            "jump second king c8 over second:king@d7 with first:checker@f6"
        )
        .is_ok());
        assert!(parse(&rc, "jump second king d7 over second:king@c8")
            .unwrap_err()
            .to_string()
            .contains("cannot jump c8"));
        assert!(parse(&rc, "jump first king c1 over second:checker@d2")
            .unwrap_err()
            .to_string()
            .contains("cannot jump d2"));
        // Only reserve pieces are dropped; two pieces never share a square.
        assert!(parse(&rc, "drop first king e4")
            .unwrap_err()
            .to_string()
            .contains("reserve"));
        assert!(parse(&rc, "drop first checker e4 with second:king@e4")
            .unwrap_err()
            .to_string()
            .contains("two pieces on e4"));
        let Spec::Drop { .. } = parse(&rc, "drop first checker e4 with first:king@a1").unwrap()
        else {
            panic!("a drop")
        };
        let (dots, ..) = marks(
            &rc,
            &parse(&rc, "drop first checker e4 with first:king@a1").unwrap(),
        );
        assert_eq!(dots.len(), 62, "every empty square");
    }

    #[test]
    fn bad_specs_are_explained() {
        let g = Game::builtin("camels-and-carpets").unwrap();
        assert!(parse(&g, "moves dragon d4")
            .unwrap_err()
            .to_string()
            .contains("'dragon'"));
        assert!(parse(&g, "moves camel z9")
            .unwrap_err()
            .to_string()
            .contains("'z9'"));
        assert!(parse(&g, "dance")
            .unwrap_err()
            .to_string()
            .contains("not a diagram"));
        assert!(parse(&g, "jump third crown c1 over first:carpet@d2")
            .unwrap_err()
            .to_string()
            .contains("'third'"));
    }
}
