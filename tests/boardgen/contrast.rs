//! Every piece stands out from every square it can stand on, and every start ring from its
//! square, for normal colour vision and under deuteranopia and protanopia: at least 3:1
//! (WCAG 2 non-text contrast), computed from the games' own palettes, colour and mono, for
//! the built-in games and the examples. The rules diagrams draw the same squares and
//! counters from the same palettes.

use boardgen_core::game::{Game, PlayOn, SideStyle};
use boardgen_core::scene::Color;

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

/// What shows where a piece meets the square: its face (or outer band), or its edge line.
fn piece_outlines(s: &SideStyle) -> Vec<Color> {
    vec![s.band.unwrap_or(s.face), s.edge]
}

#[test]
fn every_piece_and_ring_stands_out_for_every_kind_of_vision() {
    let mut bad = Vec::new();
    let mut checked = 0;
    for g in games() {
        for mono in [false, true] {
            for side in &g.sides {
                let style = if mono { &side.mono } else { &side.colour };
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
                    // The stronger of the piece's face and its edge line.
                    let piece = piece_outlines(style)
                        .into_iter()
                        .map(|c| worst_contrast(c, ground))
                        .fold((0.0, ""), |b, c| if c.0 > b.0 { c } else { b });
                    check("piece", piece);
                    // A start ring is drawn in the side's edge colour on the square.
                    if g.board.mark_setup {
                        check("start ring", worst_contrast(style.edge, ground));
                    }
                }
            }
        }
    }
    assert!(checked >= 4 * 2 * 2 * 2, "{checked}");
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
