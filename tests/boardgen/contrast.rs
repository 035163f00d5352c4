//! Every piece stands out from every square it can stand on by its edge (its rim, drawn
//! outermost), and every start ring from its square, for normal colour vision and under
//! protanopia, deuteranopia and tritanopia: at least 3:1
//! (WCAG 2 non-text contrast), computed from the games' own palettes, colour and mono, for
//! the built-in games and the examples. The rules diagrams draw the same squares and
//! counters from the same palettes.

use boardgen_core::game::{Game, PlayOn};
use boardgen_core::scene::Color;
use boardgen_core::units::Transform;

/// Machado, Oliveira and Fernandes (2009), severity 1.0: linear-RGB matrices.
const PROTANOPIA: [[f64; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: [[f64; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const TRITANOPIA: [[f64; 3]; 3] = [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.303900],
];

fn linear(v: u8) -> f64 {
    let c = v as f64 / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// Relative luminance of `c` as seen through `m` (none: normal vision).
fn luminance(c: Color, m: Option<&[[f64; 3]; 3]>) -> f64 {
    let l = [linear(c.r), linear(c.g), linear(c.b)];
    let l = match m {
        None => l,
        Some(m) => std::array::from_fn(|i| {
            (m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]).clamp(0.0, 1.0)
        }),
    };
    0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
}

/// The lowest contrast of `a` and `b` across the three kinds of vision.
fn worst_contrast(a: Color, b: Color) -> (f64, &'static str) {
    [
        (None, "normal vision"),
        (Some(&PROTANOPIA), "protanopia"),
        (Some(&DEUTERANOPIA), "deuteranopia"),
        (Some(&TRITANOPIA), "tritanopia"),
    ]
    .into_iter()
    .map(|(m, name)| {
        let (x, y) = (luminance(a, m), luminance(b, m));
        ((x.max(y) + 0.05) / (x.min(y) + 0.05), name)
    })
    .fold((f64::INFINITY, ""), |w, c| if c.0 < w.0 { c } else { w })
}

fn games() -> Vec<Game> {
    let mut out: Vec<Game> = ["camels-and-carpets", "royal-carpet"]
        .iter()
        .map(|id| Game::builtin(id).unwrap())
        .collect();
    for (id, text) in boardgen_core::game::EXAMPLE_TEMPLATES {
        out.push(Game::from_toml(text, id).unwrap());
    }
    out
}

/// The colours of every square a piece can stand on: light and dark squares (only dark
/// where the game plays on them), each with its hatching, and the endzones.
fn grounds(g: &Game, mono: bool) -> Vec<(&'static str, Color)> {
    let p = if mono { &g.mono } else { &g.colour };
    let mut out = vec![("dark square", p.dark)];
    out.extend(p.dark_hatch.map(|c| ("dark square's hatching", c)));
    if g.board.play_on == PlayOn::All {
        out.push(("light square", p.light));
    }
    if g.board.endzone > 0.0 {
        out.extend(p.endzone.map(|c| ("endzone", c)));
        out.extend(p.endzone_hatch.map(|c| ("endzone's hatching", c)));
    }
    out
}

/// The colour a piece shows where it meets the square, as the core draws the counter: the
/// fill of its outermost item, which must cover the whole counter (`size` mm, top-left at
/// the origin) and be at least `least` mm wide before what lies inside it.
fn drawn_edge(items: &[boardgen_core::scene::Item], size: f64, least: f64) -> Color {
    use boardgen_core::scene::{Item, Paint};
    let shape = |i: &Item| match i {
        Item::Shape(s) => Some(s.clone()),
        _ => None,
    };
    let outer = shape(&items[0]).expect("a counter starts with a shape");
    let b = outer.path.bounds(&Transform::identity()).unwrap();
    assert!(
        b.x.abs() < 1e-9 && b.y.abs() < 1e-9 && (b.w - size).abs() < 1e-9,
        "the outermost fill covers the counter: {b:?}"
    );
    let next = shape(&items[1])
        .unwrap()
        .path
        .bounds(&Transform::identity())
        .unwrap();
    assert!(next.x >= least - 1e-9, "a rim {} mm wide", next.x);
    match outer.fill {
        Some(Paint::Solid(c)) => c,
        other => panic!("the rim is a solid colour: {other:?}"),
    }
}

#[test]
fn every_piece_and_ring_stands_out_for_every_kind_of_vision() {
    use boardgen_core::layout::{pieces, CounterShape};
    let mut bad = Vec::new();
    let mut checked = 0;
    for g in games() {
        for mono in [false, true] {
            let look = g.look(mono);
            for (s, side) in g.sides.iter().enumerate() {
                let style = if mono { &side.mono } else { &side.colour };
                let empty = boardgen_core::art::Art { parts: Vec::new() };
                // A cut piece (rim 0.7 mm) and a diagram's counter, square and round.
                let mut edges = Vec::new();
                for shape in [CounterShape::Square, CounterShape::Round] {
                    for (cut, size, least) in [(true, 25.0, 0.5), (false, 8.0, 0.35)] {
                        let items =
                            pieces::counter(&empty, None, style, look.rims[s], size, shape, cut);
                        edges.push(drawn_edge(&items, size, least));
                    }
                }
                for (what, ground) in grounds(&g, mono) {
                    let mut check = |thing: &str, (c, vision): (f64, &str)| {
                        checked += 1;
                        if c < 3.0 {
                            bad.push(format!(
                                "{} {}: {}'s {thing} on the {what} {ground} is {c:.2}:1 ({vision})",
                                g.name,
                                if mono { "mono" } else { "colour" },
                                side.name
                            ));
                        }
                    };
                    for &edge in &edges {
                        check("piece's edge", worst_contrast(edge, ground));
                    }
                    // A start ring is drawn in the side's edge colour on the square.
                    if g.board.mark_setup {
                        check("start ring", worst_contrast(style.edge, ground));
                    }
                }
            }
        }
    }
    assert!(checked >= 4 * 2 * 2 * 2 * 4, "{checked}");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_check_finds_what_protanopia_hides() {
    // Pure red on black reads well in normal vision, but a protanope sees the red dark.
    let red = Color::rgb(0xe0, 0x00, 0x00);
    let (c, vision) = worst_contrast(red, Color::BLACK);
    assert!(c < 3.0 && vision == "protanopia", "{c} {vision}");
    assert!(luminance(red, None) > 0.15);
    // Greys look the same to everyone.
    let g = worst_contrast(Color::grey(0), Color::grey(255));
    assert!((g.0 - 21.0).abs() < 1e-3, "{g:?}");
}

/// One rule for the black-and-white looks, in every game: the first player's pieces are plain,
/// the second player's banded, and the labels say so.
#[test]
fn the_first_player_is_plain_in_black_and_white() {
    for g in games() {
        let (first, second) = (&g.sides[0].mono, &g.sides[1].mono);
        assert!(
            first.band.is_none() && first.label == "plain",
            "{}: {} is {}",
            g.name,
            g.sides[0].name,
            first.label
        );
        assert!(
            second.band.is_some() && second.label == "banded",
            "{}: {} is {}",
            g.name,
            g.sides[1].name,
            second.label
        );
    }
}

/// Which sides share a shelf of pieces (and so a cut group, on a laser bed too) goes by their
/// faces, and so does the printed cut line's colour: the line runs along the cut, with the
/// rim inside it and the bleed outside, and the bleed carries the face again (not the rim,
/// which in mono is a dark grey a black line would be lost on). So wherever the faces let
/// sides share a shelf, the line shows on every side's bleed as drawn, at the cut lines'
/// least contrast.
#[test]
fn sides_sharing_a_shelf_by_their_faces_keep_a_line_that_shows_on_their_bleed() {
    use boardgen_core::layout::{marks, pieces};
    let mut shared = 0;
    let mut rim_unlike_bleed = 0;
    for g in games() {
        for mono in [false, true] {
            let look = g.look(mono);
            for sides in [vec![0], vec![1], vec![0, 1]] {
                let faces: Vec<Color> = sides
                    .iter()
                    .flat_map(|&s| pieces::edge_faces(look.sides[s]))
                    .collect();
                let Some(line) = marks::shelf_line(&faces) else {
                    continue;
                };
                shared += usize::from(sides.len() == 2);
                for &s in &sides {
                    let bleed = pieces::edge_paint(look.sides[s]);
                    rim_unlike_bleed += usize::from(bleed != look.rims[s]);
                    assert!(
                        line.contrast(bleed) >= marks::MIN_CUT_CONTRAST,
                        "{} mono={mono}: sides {sides:?} share a shelf, but its line {line} is lost on side {s}'s bleed {bleed}",
                        g.id
                    );
                }
            }
        }
    }
    // Some games put both sides on one shelf (mono's white and banded pieces do), and the
    // bleed differs from the rim somewhere, so the check is not of the rim under another name.
    assert!(shared > 0);
    assert!(rim_unlike_bleed > 0);
}

/// A mono rim costs a black-and-white printer the least toner that still shows: it is a grey,
/// not black, and every lighter grey would fall below 3:1 on some square in some vision.
#[test]
fn the_mono_rim_is_the_lightest_grey_that_stands_out() {
    for g in games() {
        let look = g.look(true);
        for rim in look.rims {
            assert!(rim.r == rim.g && rim.g == rim.b, "{}: rim {rim}", g.id);
            let least = |c: Color| {
                grounds(&g, true)
                    .into_iter()
                    .map(|(_, ground)| worst_contrast(c, ground).0)
                    .fold(f64::INFINITY, f64::min)
            };
            assert!(least(rim) >= 3.0, "{}: rim {rim}", g.id);
            assert!(rim != Color::BLACK, "{}: a black rim", g.id);
            for lighter in (rim.r + 1..=255).map(Color::grey) {
                assert!(least(lighter) < 3.0, "{}: {lighter} would do", g.id);
            }
        }
    }
}

/// The first two paths of an SVG symbol's drawing: each one's fill (None when it has none)
/// and the least and greatest x of its outline, which for a counter (a square, or a circle
/// of Bézier arcs whose control points lie on its bounding square) are its left and right.
fn first_paths(symbol: &str) -> Vec<(Option<Color>, f64, f64)> {
    symbol
        .split("<path d=\"")
        .skip(1)
        .take(2)
        .map(|p| {
            let (d, rest) = p.split_once('"').unwrap();
            let xs: Vec<f64> = d
                .split(|c: char| c.is_ascii_alphabetic())
                .flat_map(|seg| {
                    let v: Vec<f64> = seg.split_whitespace().map(|n| n.parse().unwrap()).collect();
                    v.chunks(2).map(|xy| xy[0]).collect::<Vec<_>>()
                })
                .collect();
            let tag = rest.split('>').next().unwrap();
            let fill = tag
                .split_once("fill=\"")
                .and_then(|(_, f)| Color::parse(f.get(..7)?));
            let min = xs.iter().copied().fold(f64::INFINITY, f64::min);
            let max = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            (fill, min, max)
        })
        .collect()
}

/// Item 7 of #57 where it is printed and posted: every counter drawn in every document (piece
/// sheets and their backs, the rules' diagrams, the making-the-set page's key, the web page's
/// inline diagrams), for every game, colour and mono, square and round, starts with a rim
/// (0.7 mm, or 5 % of a smaller counter) that stands out 3:1 from every square in every kind
/// of vision.
#[test]
fn every_counter_drawn_anywhere_meets_the_squares_by_a_rim_that_stands_out() {
    use crate::common::run_ok;
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    let mut bad = Vec::new();
    for g in games() {
        for mono in [false, true] {
            for shape in ["square", "round"] {
                let d = tempfile::tempdir().unwrap();
                // Backs beside the pieces on square sheets; checkers' men with plain backs
                // (its template puts the king there), so a plain back is drawn too.
                let plain = d.path().join("plain.toml").display().to_string();
                let game = if g.id == "checkers" && shape == "square" {
                    let text = boardgen_core::game::EXAMPLE_TEMPLATES
                        .iter()
                        .find_map(|(id, text)| (*id == "checkers").then_some(*text))
                        .unwrap();
                    let text = text.replace("\nback = \"king\"", "\nback = \"plain\"");
                    assert!(text.contains("back = \"plain\""));
                    std::fs::write(&plain, text).unwrap();
                    &plain
                } else {
                    &g.id
                };
                let mut args = vec!["svg", "--game", game, "--shape", shape];
                if shape == "square" {
                    args.extend(["--backs", "fold"]);
                }
                if mono {
                    args.push("--mono");
                }
                let mut files = run_ok(d.path(), &args);
                args[0] = "html";
                args.retain(|a| !["--backs", "fold", "--shape", shape].contains(a));
                files.extend(run_ok(d.path(), &args));
                for f in files {
                    let text = std::fs::read_to_string(&f).unwrap();
                    for sym in text.split("<symbol id=\"").skip(1) {
                        let (id, body) = sym.split_once('"').unwrap();
                        let body = body.split("</symbol>").next().unwrap();
                        let Some((_, n)) = id.rsplit_once("-side") else {
                            continue;
                        };
                        if id.contains("bleed-side") || n.parse::<u8>().is_err() {
                            continue;
                        }
                        let kind = if id.contains("diagram-") {
                            "diagram"
                        } else if id.contains("key-") {
                            "key"
                        } else if id.contains("back-") {
                            "back"
                        } else {
                            "piece"
                        };
                        *seen.entry(kind).or_default() += 1;
                        let paths = first_paths(body);
                        let (Some(rim), left, right) = paths[0] else {
                            panic!("{}: {id} starts with no fill", f.display());
                        };
                        // A cut piece's rim is 0.7 mm, a diagram's 5 % of its width.
                        let inner = paths[1].1 - left;
                        if inner < (0.05 * (right - left)).min(0.7) - 1e-3 {
                            bad.push(format!("{}: {id}'s rim is {inner} mm", f.display()));
                        }
                        for (what, ground) in grounds(&g, mono) {
                            let (c, vision) = worst_contrast(rim, ground);
                            if c < 3.0 {
                                bad.push(format!(
                                    "{}: {id}'s rim {rim} on the {what} {ground}: {c:.2}:1 in {vision}",
                                    f.display()
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert_eq!(
        seen.keys().copied().collect::<Vec<_>>(),
        ["back", "diagram", "key", "piece"],
        "{seen:?}"
    );
}
