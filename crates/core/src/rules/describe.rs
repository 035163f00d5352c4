//! A diagram in words, from the data that draws it: the text alternative of each rules
//! diagram (a tagged PDF's `Alt`, an SVG's `<desc>`, a web page's description), so a reader
//! who cannot see the drawing knows what it shows.

use crate::game::{Game, Start};

use super::diagram::{marks, Placed, Spec};
use super::{on_board, square_name, Sq};

/// The separator between the items of a list that already has commas in it: French puts a
/// no-break space before the semicolon ("a7 ; e5").
pub(crate) fn semicolon(game: &Game) -> &'static str {
    match game.print.messages() {
        crate::lang::Shipped::French => "\u{a0}; ",
        crate::lang::Shipped::English
        | crate::lang::Shipped::German
        | crate::lang::Shipped::Spanish
        | crate::lang::Shipped::Dutch => "; ",
    }
}

/// The colon between a label and what follows it in a sentence built by code: French puts
/// a no-break space before it ("Zone d’arrivée des Rouges : les rois …").
pub(crate) fn colon(game: &Game) -> &'static str {
    match game.print.messages() {
        crate::lang::Shipped::French => "\u{a0}: ",
        crate::lang::Shipped::English
        | crate::lang::Shipped::German
        | crate::lang::Shipped::Spanish
        | crate::lang::Shipped::Dutch => ": ",
    }
}

/// "a", "a and b", "a, b and c", with the word for "and" of `game`'s language.
pub fn join(game: &Game, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => game.text(
            "describe-and",
            &[
                ("rest", rest.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

/// A piece's grammatical gender as the messages choose by it ("none" without one).
fn gender(game: &Game, piece: usize) -> &str {
    game.pieces[piece].gender.as_deref().unwrap_or("none")
}

/// A side as a description names it: its name, with its look in this variant when the name
/// does not already say it ("First player (sand)", "Black").
fn side_name(game: &Game, side: usize, looks: &[&str]) -> String {
    let name = &game.sides[side].name;
    match looks.get(side).copied().unwrap_or("") {
        "" => name.clone(),
        look => format!("{name} ({look})"),
    }
}

/// Reading order of squares: rank by rank from rank 1, file by file within a rank.
fn reading(a: &Sq, b: &Sq) -> std::cmp::Ordering {
    (a.1, a.0).cmp(&(b.1, b.0))
}

/// The squares a piece moves to from `from`, as a reader follows them: when every one lies
/// on a line through `from` (a diagonal, a rank or a file) and some line holds more than one,
/// line by line, each from the piece outward, the lines clockwise from forward-left (first
/// side's view); else one square a line, in reading order.
fn along_lines(from: Sq, moves: &[Sq]) -> Vec<Vec<Sq>> {
    let dir = |s: &Sq| {
        let (dx, dy) = (s.0 - from.0, s.1 - from.1);
        (dx == 0 || dy == 0 || dx.abs() == dy.abs()).then_some((dx.signum(), dy.signum()))
    };
    let mut one_each: Vec<Vec<Sq>> = moves.iter().map(|s| vec![*s]).collect();
    one_each.sort_by(|a, b| reading(&a[0], &b[0]));
    if moves.iter().any(|s| dir(s).is_none()) {
        return one_each;
    }
    // Clockwise from up-left: up, up-right, right, down-right, down, down-left, left.
    const CLOCKWISE: [Sq; 8] = [
        (-1, 1),
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
        (-1, 0),
    ];
    let lines: Vec<Vec<Sq>> = CLOCKWISE
        .iter()
        .map(|d| {
            let mut line: Vec<Sq> = moves
                .iter()
                .copied()
                .filter(|s| dir(s) == Some(*d))
                .collect();
            line.sort_by_key(|s| (s.0 - from.0).abs().max((s.1 - from.1).abs()));
            line
        })
        .filter(|l| !l.is_empty())
        .collect();
    if lines.iter().all(|l| l.len() == 1) {
        return one_each;
    }
    lines
}

/// One step of a jump: over `over` to square `land`, or into the endzone beyond the edge
/// square it lies past.
fn step(game: &Game, over: Sq, land: Sq) -> String {
    let (place, to) = if on_board(game, land) {
        ("square", land)
    } else {
        (
            "endzone",
            (land.0, land.1.clamp(0, game.board.ranks as i32 - 1)),
        )
    };
    game.text(
        "describe-step",
        &[
            ("where", place.into()),
            ("over", square_name(over).into()),
            ("to", square_name(to).into()),
        ],
    )
}

/// One side's pieces: each kind once, in the order its first square is read, with its
/// squares ("cockerel a1, crowns c1 and e1").
fn pieces_by_square(game: &Game, placed: &[Placed]) -> String {
    let mut kinds: Vec<(usize, Vec<Sq>)> = Vec::new();
    for &(_, p, s) in placed {
        match kinds.iter_mut().find(|k| k.0 == p) {
            Some(k) => k.1.push(s),
            None => kinds.push((p, vec![s])),
        }
    }
    for k in &mut kinds {
        k.1.sort_by(reading);
    }
    kinds.sort_by(|a, b| reading(&a.1[0], &b.1[0]));
    let parts: Vec<String> = kinds
        .iter()
        .map(|(p, squares)| {
            let pc = &game.pieces[*p];
            let name = if squares.len() == 1 {
                &pc.name
            } else {
                &pc.plural
            };
            let names: Vec<String> = squares.iter().map(|s| square_name(*s)).collect();
            format!("{name} {}", join(game, &names))
        })
        .collect();
    parts.join(", ")
}

/// Every side that has pieces in `placed`, with them: "First player (sand): carpet on d4."
fn sides_on_board(game: &Game, placed: &[Placed], looks: &[&str]) -> Vec<String> {
    (0..game.sides.len())
        .filter_map(|s| {
            let own: Vec<Placed> = placed.iter().filter(|p| p.0 == s).copied().collect();
            (!own.is_empty()).then(|| {
                game.text(
                    "describe-side",
                    &[
                        ("side", side_name(game, s, looks).into()),
                        ("pieces", pieces_by_square(game, &own).into()),
                    ],
                )
            })
        })
        .collect()
}

/// "the carpet on c3".
fn piece_on(game: &Game, p: &Placed) -> String {
    game.text(
        "describe-piece-on",
        &[
            ("piece", game.pieces[p.1].name.as_str().into()),
            ("gender", gender(game, p.1).into()),
            ("square", square_name(p.2).into()),
        ],
    )
}

/// The words for what diagram `spec` of `game` shows; `looks` names each side's pieces in
/// this variant ("sand", "plain"; "" where the side's name already says it).
pub fn describe(game: &Game, spec: &Spec, looks: &[&str]) -> String {
    let placed = spec.placed(game);
    let (moves, captures, path) = marks(game, spec);
    let mut words = Vec::new();
    match spec {
        Spec::Setup => {
            words.push(game.text(
                "describe-setup",
                &[
                    ("files", game.board.files.into()),
                    ("ranks", game.board.ranks.into()),
                ],
            ));
            words.extend(sides_on_board(game, &placed, looks));
            let reserve: Vec<String> = game
                .pieces
                .iter()
                .filter(|p| p.start == Start::Reserve)
                .map(|p| {
                    game.text(
                        "describe-count",
                        &[
                            ("count", p.count.into()),
                            ("name", p.name.as_str().into()),
                            ("plural", p.plural.as_str().into()),
                        ],
                    )
                })
                .collect();
            if !reserve.is_empty() {
                words.push(game.text(
                    "describe-reserve",
                    &[("pieces", join(game, &reserve).into())],
                ));
            }
        }
        Spec::Moves { piece, .. } => {
            words.extend(sides_on_board(game, &placed, looks));
            let from = placed[0].2;
            let lines = along_lines(from, &moves);
            let names: Vec<String> = lines.iter().flatten().map(|s| square_name(*s)).collect();
            let squares: Vec<String> = lines
                .iter()
                .map(|l| join(game, &l.iter().map(|s| square_name(*s)).collect::<Vec<_>>()))
                .collect();
            // A line's squares go together, the lines apart: "c5, b6 and a7; e5; ...".
            let squares = if lines.len() == moves.len() {
                join(game, &names)
            } else {
                squares.join(semicolon(game))
            };
            let takes: Vec<String> = captures
                .iter()
                .filter_map(|c| placed.iter().find(|p| p.2 == *c))
                .map(|p| piece_on(game, p))
                .collect();
            words.push(game.text(
                "describe-moves",
                &[
                    ("piece", game.pieces[*piece].name.as_str().into()),
                    ("gender", gender(game, *piece).into()),
                    ("from", square_name(placed[0].2).into()),
                    ("count", names.len().into()),
                    ("squares", squares.into()),
                    ("take", if takes.is_empty() { "no" } else { "yes" }.into()),
                    ("takes", join(game, &takes).into()),
                ],
            ));
        }
        Spec::Jump { piece, .. } => {
            words.extend(sides_on_board(game, &placed, looks));
            // Each step joined to those before it; the last may be joined otherwise
            // (Spanish "…, después …, y después …").
            let n = captures.len().min(path.len().saturating_sub(1));
            let steps = captures
                .iter()
                .zip(&path[1..])
                .map(|(over, land)| step(game, *over, *land))
                .enumerate()
                .reduce(|(_, first), (i, next)| {
                    let last = if i + 1 == n { "yes" } else { "no" };
                    let text = game.text(
                        "describe-then",
                        &[
                            ("first", first.into()),
                            ("next", next.into()),
                            ("last", last.into()),
                            ("steps", n.into()),
                        ],
                    );
                    (i, text)
                })
                .map(|(_, s)| s)
                .unwrap_or_default();
            let taken: Vec<String> = captures
                .iter()
                .filter_map(|c| placed.iter().find(|p| p.2 == *c))
                .map(|p| piece_on(game, p))
                .collect();
            words.push(game.text(
                "describe-jump",
                &[
                    ("piece", game.pieces[*piece].name.as_str().into()),
                    ("gender", gender(game, *piece).into()),
                    ("from", square_name(path[0]).into()),
                    ("steps", steps.into()),
                    ("count", taken.len().into()),
                    ("taken", join(game, &taken).into()),
                ],
            ));
        }
        Spec::Drop {
            side, piece, to, ..
        } => {
            words.extend(sides_on_board(game, &placed[1..], looks));
            words.push(game.text(
                "describe-drop",
                &[
                    ("side", side_name(game, *side, looks).into()),
                    ("side_of", game.side_of(*side).into()),
                    ("piece", game.pieces[*piece].name.as_str().into()),
                    ("gender", gender(game, *piece).into()),
                    ("square", square_name(*to).into()),
                    ("count", moves.len().into()),
                ],
            ));
        }
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::diagram::parse;

    /// Every square a text names, with how often.
    fn squares_named(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        for w in text.split(|c: char| !c.is_ascii_alphanumeric()) {
            let mut cs = w.chars();
            let (Some(f), rest) = (cs.next(), cs.as_str()) else {
                continue;
            };
            if f.is_ascii_lowercase()
                && !rest.is_empty()
                && rest.chars().all(|c| c.is_ascii_digit())
                && !rest.starts_with('0')
            {
                out.push(w.to_string());
            }
        }
        out.sort();
        out
    }

    fn names(squares: impl IntoIterator<Item = Sq>) -> Vec<String> {
        let mut v: Vec<String> = squares.into_iter().map(square_name).collect();
        v.sort();
        v
    }

    /// What a description must name: each square of the drawing exactly as often as the
    /// diagram shows something on it.
    fn expected(game: &Game, spec: &Spec) -> Vec<String> {
        let placed = spec.placed(game);
        let (moves, captures, path) = marks(game, spec);
        let mut want: Vec<Sq> = placed.iter().map(|p| p.2).collect();
        match spec {
            Spec::Setup => {}
            Spec::Moves { from, .. } => {
                if moves.is_empty() {
                    want.push(*from);
                }
                want.extend(&moves);
                want.extend(&captures);
            }
            Spec::Jump { .. } => {
                // The start (placed, and where the jump starts), each jumped square
                // (placed, and in its step and in the list of pieces taken), each landing.
                want.push(path[0]);
                want.extend(&captures);
                want.extend(&captures);
                for l in &path[1..] {
                    if on_board(game, *l) {
                        want.push(*l);
                    } else {
                        let edge = (l.0, l.1.clamp(0, game.board.ranks as i32 - 1));
                        want.push(edge);
                    }
                }
            }
            // The dropped piece's square is named once, in the drop; the dots are counted.
            Spec::Drop { .. } => {}
        }
        names(want)
    }

    /// Every diagram of every built-in rules text and example, colour and mono.
    #[test]
    fn every_alt_text_names_exactly_the_squares_its_diagram_shows() {
        let mut games: Vec<(Game, String)> = Vec::new();
        for (id, toml) in crate::game::BUILTIN
            .iter()
            .chain(crate::game::EXAMPLE_TEMPLATES)
        {
            let k = crate::kit::Kit::from_bytes(toml.as_bytes(), id, None).unwrap();
            games.push((k.game, k.rules.expect("a rules text")));
        }
        let mut count = 0;
        for (game, text) in &games {
            for line in text.lines().filter_map(|l| l.trim().strip_prefix('@')) {
                let spec = line.split('|').next().unwrap().trim();
                let sp = parse(game, spec).unwrap();
                for mono in [false, true] {
                    let look = game.look(mono);
                    let looks = look.side_labels(game);
                    let alt = describe(game, &sp, &looks);
                    assert_eq!(
                        squares_named(&alt),
                        expected(game, &sp),
                        "{}: {spec}: {alt}",
                        game.name
                    );
                    for (s, l) in looks.iter().enumerate() {
                        if sp.placed(game).iter().any(|p| p.0 == s) && !l.is_empty() {
                            assert!(alt.contains(&format!("({l})")), "{alt}");
                        }
                    }
                    if let Spec::Drop { .. } = sp {
                        let n = marks(game, &sp).0.len();
                        assert!(alt.contains(&format!(" {n} other empty")), "{alt}");
                    }
                    count += 1;
                }
            }
        }
        assert!(count >= 30, "{count} diagrams");
    }

    #[test]
    fn a_setup_lists_each_sides_pieces_by_square() {
        let g = Game::builtin("camels-and-carpets").unwrap();
        let alt = describe(&g, &Spec::Setup, &["sand", "blue"]);
        assert!(
            alt.contains("First player (sand): cockerel a1, crowns c1 and e1, camel g1, carpets b2, d2, f2, h2, a3, c3, e3 and g3."),
            "{alt}"
        );
        let spec = parse(&g, "moves cockerel d4 block second:carpet@f6").unwrap();
        let alt = describe(&g, &spec, &["sand", "blue"]);
        assert!(
            alt.ends_with(
                "The cockerel can move to 10 squares: c5, b6 and a7; e5; e3, f2 and g1; c3, b2 and a1, and can take the carpet on f6."
            ),
            "{alt}"
        );
        let rc = Game::builtin("royal-carpet").unwrap();
        let spec = parse(&rc, "jump second king c2 over second:checker@d1").unwrap();
        let alt = describe(&rc, &spec, &["", ""]);
        assert!(
            alt.contains("jumps over d1 to the endzone beyond e1"),
            "{alt}"
        );
    }
}
