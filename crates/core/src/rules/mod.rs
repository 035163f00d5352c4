//! Where pieces can go, computed from the template's move descriptions: the move diagrams of
//! the rules handouts are drawn from this, never typed in.

pub mod check;
pub mod describe;
pub mod diagram;

use crate::game::{Dirs, Game, MoveKind};

/// A square as 0-based (file, rank); may lie off the board (an endzone, for landings).
pub type Sq = (i32, i32);

/// Unit directions of a set, for `side` (0 moves up the ranks, 1 down).
pub fn directions(dirs: Dirs, side: usize) -> Vec<Sq> {
    let fwd = if side == 0 { 1 } else { -1 };
    let diag = vec![(1, 1), (-1, 1), (1, -1), (-1, -1)];
    let orth = vec![(0, 1), (0, -1), (1, 0), (-1, 0)];
    match dirs {
        Dirs::Diagonal => diag,
        Dirs::DiagonalForward => vec![(-1, fwd), (1, fwd)],
        Dirs::Orthogonal => orth,
        Dirs::Any => orth.into_iter().chain(diag).collect(),
    }
}

/// True when `s` is on `game`'s board.
pub fn on_board(game: &Game, s: Sq) -> bool {
    s.0 >= 0 && s.1 >= 0 && s.0 < game.board.files as i32 && s.1 < game.board.ranks as i32
}

/// The squares piece `piece` of `side` can reach from `from` in one plain move, with
/// `occupied` squares blocking: (square, true when it lands on an occupied square).
/// Steps stop before pieces; slides may end on the first piece in each direction (a capture
/// by landing); leaps fly over pieces. Jump-only pieces have no plain moves.
pub fn destinations(
    game: &Game,
    piece: usize,
    side: usize,
    from: Sq,
    occupied: &[Sq],
) -> Vec<(Sq, bool)> {
    let Some(m) = &game.pieces[piece].moves else {
        return Vec::new();
    };
    let busy = |s: Sq| occupied.contains(&s);
    let mut out = Vec::new();
    match m.kind {
        MoveKind::Step => {
            for (dx, dy) in directions(m.dirs.unwrap_or(Dirs::Any), side) {
                let to = (from.0 + dx, from.1 + dy);
                if on_board(game, to) && !busy(to) {
                    out.push((to, false));
                }
            }
        }
        MoveKind::Slide => {
            for (dx, dy) in directions(m.dirs.unwrap_or(Dirs::Any), side) {
                let mut to = (from.0 + dx, from.1 + dy);
                while on_board(game, to) {
                    if busy(to) {
                        out.push((to, true));
                        break;
                    }
                    out.push((to, false));
                    to = (to.0 + dx, to.1 + dy);
                }
            }
        }
        MoveKind::Leap => {
            let [a, b] = m.leap.unwrap_or([1, 0]);
            let (a, b) = (a as i32, b as i32);
            let mut offsets = Vec::new();
            for (x, y) in [(a, b), (b, a)] {
                for sx in [1, -1] {
                    for sy in [1, -1] {
                        let o = (x * sx, y * sy);
                        if !offsets.contains(&o) {
                            offsets.push(o);
                        }
                    }
                }
            }
            for (dx, dy) in offsets {
                let to = (from.0 + dx, from.1 + dy);
                if on_board(game, to) {
                    out.push((to, busy(to)));
                }
            }
        }
        MoveKind::Jump => {}
    }
    out.sort();
    out
}

/// Where a jump from `from` over `over`, on a line from it, lands: the square just beyond.
pub fn jump_landing(from: Sq, over: Sq) -> Sq {
    (
        over.0 + (over.0 - from.0).signum(),
        over.1 + (over.1 - from.1).signum(),
    )
}

/// Name of an on-board square, e.g. `d4`.
pub fn square_name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cc() -> Game {
        Game::builtin("camels-and-carpets").unwrap()
    }

    fn names(v: &[(Sq, bool)]) -> Vec<String> {
        let mut n: Vec<String> = v.iter().map(|(s, _)| square_name(*s)).collect();
        n.sort();
        n
    }

    fn idx(g: &Game, id: &str) -> usize {
        g.pieces.iter().position(|p| p.id == id).unwrap()
    }

    #[test]
    fn camel_from_d4_lands_on_the_eight_3_1_squares() {
        let g = cc();
        let d = destinations(&g, idx(&g, "camel"), 0, (3, 3), &[(3, 4), (4, 4)]);
        assert_eq!(names(&d), ["a3", "a5", "c1", "c7", "e1", "e7", "g3", "g5"]);
        // A leaper never changes square colour: every landing square is dark like d4.
        assert!(d
            .iter()
            .all(|((f, r), _)| Game::is_dark(*f as u32, *r as u32)));
    }

    #[test]
    fn carpet_steps_forward_for_its_side() {
        let g = cc();
        let c = idx(&g, "carpet");
        assert_eq!(names(&destinations(&g, c, 0, (3, 3), &[])), ["c5", "e5"]);
        assert_eq!(names(&destinations(&g, c, 1, (3, 3), &[])), ["c3", "e3"]);
        assert_eq!(names(&destinations(&g, c, 0, (3, 3), &[(2, 4)])), ["e5"]);
    }

    #[test]
    fn crown_steps_every_diagonal_and_cockerel_slides_until_blocked() {
        let g = cc();
        assert_eq!(
            names(&destinations(&g, idx(&g, "crown"), 0, (3, 3), &[])),
            ["c3", "c5", "e3", "e5"]
        );
        let d = destinations(&g, idx(&g, "cockerel"), 0, (3, 3), &[(5, 5)]);
        assert_eq!(
            names(&d),
            ["a1", "a7", "b2", "b6", "c3", "c5", "e3", "e5", "f2", "f6", "g1"]
        );
        assert_eq!(
            d.iter().filter(|(_, cap)| *cap).count(),
            1,
            "f6 is a capture"
        );
    }

    #[test]
    fn jumps_land_beyond_and_may_leave_the_board() {
        assert_eq!(jump_landing((1, 1), (2, 2)), (3, 3));
        // The seed's example: a Red king on c2 over a checker on d1 lands beyond rank 1.
        assert_eq!(jump_landing((2, 1), (3, 0)), (4, -1));
        // A long jump lands just past the piece, however far it came from.
        assert_eq!(jump_landing((1, 1), (4, 4)), (5, 5));
        let rc = Game::builtin("royal-carpet").unwrap();
        assert!(
            destinations(&rc, 0, 0, (2, 1), &[]).is_empty(),
            "kings only jump"
        );
        assert_eq!(
            destinations(&rc, 1, 0, (0, 0), &[]).len(),
            3,
            "checkers step to any neighbour"
        );
    }
}
