//! The diagram language of the rules handouts: a diagram line (`setup`, `moves ...`,
//! `jump ...`, `drop ...`) parsed and checked against the move rules. A game template's
//! diagrams are checked when it is loaded; `layout::diagram` draws them.

use crate::game::{Dirs, Game, MoveKind, Start};

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

fn placed_list(game: &Game, list: &[&str]) -> Result<Vec<(usize, usize, Sq)>, String> {
    list.iter().map(|s| placed(game, s)).collect()
}

/// Parses `setup`, `moves PIECE SQ [block SIDE:PIECE@SQ ...]`,
/// `jump SIDE PIECE SQ over SIDE:PIECE@SQ ... [with SIDE:PIECE@SQ ...]` or
/// `drop SIDE PIECE SQ [with SIDE:PIECE@SQ ...]`, and checks it against the move rules.
pub fn parse(game: &Game, spec: &str) -> Result<Spec, String> {
    let sp = parse_words(game, spec)?;
    check(game, &sp).map_err(|e| format!("'{spec}': {e}"))?;
    Ok(sp)
}

fn parse_words(game: &Game, spec: &str) -> Result<Spec, String> {
    let w: Vec<&str> = spec.split_whitespace().collect();
    let split_with = |list: &[&'_ str]| -> Result<(Vec<Placed>, Vec<Placed>), String> {
        match list.iter().position(|x| *x == "with") {
            Some(k) => Ok((
                placed_list(game, &list[..k])?,
                placed_list(game, &list[k + 1..])?,
            )),
            None => Ok((placed_list(game, list)?, Vec::new())),
        }
    };
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
        ["jump", who, p, sq, "over", list @ ..] if !list.is_empty() && list[0] != "with" => {
            let (over, with) = split_with(list)?;
            Ok(Spec::Jump {
                side: side(who)?,
                piece: piece(game, p)?,
                from: square(game, sq)?,
                over,
                with,
            })
        }
        ["drop", who, p, sq, rest @ ..] => {
            let with = match rest {
                [] => Vec::new(),
                ["with", list @ ..] => placed_list(game, list)?,
                _ => return Err(format!("'{spec}': after the square, write with SIDE:PIECE@SQUARE ...")),
            };
            Ok(Spec::Drop {
                side: side(who)?,
                piece: piece(game, p)?,
                to: square(game, sq)?,
                with,
            })
        }
        _ => Err(format!(
            "'{spec}' is not a diagram: use setup, moves PIECE SQUARE [block ...], jump SIDE PIECE SQUARE over SIDE:PIECE@SQUARE ... [with ...], or drop SIDE PIECE SQUARE [with ...]"
        )),
    }
}

/// The directions `piece` of `side` jumps in: a jumping piece's own directions, or a stepping
/// piece's (it captures the way a checker does, over the next square).
fn jump_dirs(game: &Game, piece: usize, side: usize) -> Vec<Sq> {
    match &game.pieces[piece].moves {
        Some(m) if matches!(m.kind, MoveKind::Jump | MoveKind::Step) => {
            directions(m.dirs.unwrap_or(Dirs::Any), side)
        }
        _ => Vec::new(),
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

/// The jumps `piece` of `side` on `at` can make with pieces on `occupied`: (over, landing).
pub fn jumps_from(
    game: &Game,
    side: usize,
    piece: usize,
    at: Sq,
    occupied: &[(usize, usize, Sq)],
) -> Vec<(Sq, Sq)> {
    let own = jumps_own(game, piece);
    let mut out = Vec::new();
    for (dx, dy) in jump_dirs(game, piece, side) {
        let over = (at.0 + dx, at.1 + dy);
        let land = jump_landing(at, over);
        let jumpable = occupied.iter().any(|o| o.2 == over && (o.0 == side) == own);
        if jumpable && may_land(game, side, piece, land) && !occupied.iter().any(|o| o.2 == land) {
            out.push((over, land));
        }
    }
    out
}

/// Checks a diagram against the move rules: no two pieces on a square; every jump of a chain
/// legal where it is made; the chain ends only when no jump is left (every jump chain in both
/// games must be completed); a drop only of a reserve piece, on an empty square.
fn check(game: &Game, spec: &Spec) -> Result<(), String> {
    let mut seen = Vec::new();
    let pieces: Vec<(usize, usize, Sq)> = match spec {
        Spec::Setup => return Ok(()),
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
        } => std::iter::once((*side, *piece, *from))
            .chain(over.iter().copied())
            .chain(with.iter().copied())
            .collect(),
        Spec::Drop {
            side,
            piece,
            to,
            with,
        } => std::iter::once((*side, *piece, *to))
            .chain(with.iter().copied())
            .collect(),
    };
    for p in &pieces {
        if seen.contains(&p.2) {
            return Err(format!("two pieces on {}", square_name(p.2)));
        }
        seen.push(p.2);
    }
    match spec {
        Spec::Jump {
            side,
            piece,
            from,
            over,
            with,
        } => {
            // The board as the chain goes: the jumper moves, each jumped piece is removed.
            let mut board: Vec<(usize, usize, Sq)> =
                over.iter().chain(with.iter()).copied().collect();
            let mut at = *from;
            for o in over {
                let legal = jumps_from(game, *side, *piece, at, &board);
                let Some(&(_, land)) = legal.iter().find(|(v, _)| *v == o.2) else {
                    return Err(format!(
                        "the {} on {} cannot jump {}",
                        game.pieces[*piece].name,
                        square_name(at),
                        square_name(o.2)
                    ));
                };
                board.retain(|b| b.2 != o.2);
                at = land;
                if !on_board(game, at) {
                    return Ok(());
                }
            }
            if let Some((v, _)) = jumps_from(game, *side, *piece, at, &board).first() {
                return Err(format!(
                    "the chain is not finished: from {} the {} must jump {} too",
                    square_name(at),
                    game.pieces[*piece].name,
                    square_name(*v)
                ));
            }
            Ok(())
        }
        Spec::Drop { piece, .. } if game.pieces[*piece].start != Start::Reserve => Err(format!(
            "{} start on the board, not in the reserve",
            game.pieces[*piece].plural
        )),
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
            .contains("cannot jump c3"));
        assert!(parse(&cc, "jump first carpet d4 over first:carpet@e5")
            .unwrap_err()
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
        .contains("must jump d6 too"));
        // A landing square must be empty.
        assert!(parse(
            &cc,
            "jump first carpet b2 over second:carpet@c3 with second:crown@d4"
        )
        .unwrap_err()
        .contains("cannot jump c3"));
        // A king jumps its own pieces, into its own endzone only.
        assert!(parse(
            &rc,
            "jump second king c8 over second:king@d7 with first:checker@f6"
        )
        .is_ok());
        assert!(parse(&rc, "jump second king d7 over second:king@c8")
            .unwrap_err()
            .contains("cannot jump c8"));
        assert!(parse(&rc, "jump first king c1 over second:checker@d2")
            .unwrap_err()
            .contains("cannot jump d2"));
        // Only reserve pieces are dropped; two pieces never share a square.
        assert!(parse(&rc, "drop first king e4")
            .unwrap_err()
            .contains("reserve"));
        assert!(parse(&rc, "drop first checker e4 with second:king@e4")
            .unwrap_err()
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
            .contains("'dragon'"));
        assert!(parse(&g, "moves camel z9").unwrap_err().contains("'z9'"));
        assert!(parse(&g, "dance").unwrap_err().contains("not a diagram"));
        assert!(parse(&g, "jump third crown c1 over first:carpet@d2")
            .unwrap_err()
            .contains("'third'"));
    }
}
