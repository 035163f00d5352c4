//! Colours, hatches, fills and strokes: how a shape is painted.

use super::*;

/// An sRGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Color {
    /// Red, 0..=255.
    pub r: u8,
    /// Green, 0..=255.
    pub g: u8,
    /// Blue, 0..=255.
    pub b: u8,
}

/// A kind of colour vision a drawing is checked for: normal, and the three dichromacies as
/// Machado, Oliveira and Fernandes simulate them ("A Physiologically-based Model for
/// Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009; severity 1.0, matrices on
/// linear RGB).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vision {
    /// Normal colour vision.
    Normal,
    /// No long-wave (red) cones.
    Protanopia,
    /// No medium-wave (green) cones.
    Deuteranopia,
    /// No short-wave (blue) cones.
    Tritanopia,
}

impl Vision {
    /// Every kind, normal first.
    pub const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];
    /// Its name in a message.
    pub fn name(self) -> &'static str {
        match self {
            Vision::Normal => "normal vision",
            Vision::Protanopia => "protanopia",
            Vision::Deuteranopia => "deuteranopia",
            Vision::Tritanopia => "tritanopia",
        }
    }
    /// Machado et al.'s matrix, None for normal vision.
    fn matrix(self) -> Option<[[f64; 3]; 3]> {
        match self {
            Vision::Normal => None,
            Vision::Protanopia => Some([
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ]),
            Vision::Deuteranopia => Some([
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ]),
            Vision::Tritanopia => Some([
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ]),
        }
    }
}

impl Color {
    /// Black.
    pub const BLACK: Color = Color::grey(0);
    /// White.
    pub const WHITE: Color = Color::grey(255);

    /// A colour from its channels.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Self {
        Self { r, g, b }
    }
    /// A neutral grey (R = G = B).
    pub const fn grey(v: u8) -> Self {
        Self { r: v, g: v, b: v }
    }
    /// True when R = G = B.
    pub fn is_grey(&self) -> bool {
        self.r == self.g && self.g == self.b
    }
    /// Parses `#rrggbb`.
    pub fn parse(s: &str) -> Option<Color> {
        let h = s.strip_prefix('#')?;
        if h.len() != 6 || !h.chars().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        let v = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).ok();
        Some(Color::rgb(v(0)?, v(2)?, v(4)?))
    }
    /// WCAG 2 relative luminance, 0 (black) to 1 (white).
    pub fn luminance(&self) -> f64 {
        let l = self.linear();
        0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
    }
    /// Each channel's linear value, from a table computed once: the piece-sheet packing
    /// compares the same few colours thousands of times.
    fn linear(&self) -> [f64; 3] {
        static LINEAR: std::sync::LazyLock<[f64; 256]> = std::sync::LazyLock::new(|| {
            std::array::from_fn(|v| {
                let c = v as f64 / 255.0;
                if c <= 0.04045 {
                    c / 12.92
                } else {
                    ((c + 0.055) / 1.055).powf(2.4)
                }
            })
        });
        [self.r, self.g, self.b].map(|v| LINEAR[v as usize])
    }
    /// WCAG 2 contrast ratio with `other`, 1 to 21.
    pub fn contrast(&self, other: Color) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
    /// WCAG 2 relative luminance as `vision` sees the colour.
    pub fn luminance_seen(&self, vision: Vision) -> f64 {
        let l = self.linear();
        let l = match vision.matrix() {
            None => l,
            Some(m) => std::array::from_fn(|i| {
                (m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]).clamp(0.0, 1.0)
            }),
        };
        0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2]
    }
    /// The colour's luminance in every kind of [`Vision`], in [`Vision::ALL`]'s order: worked
    /// out once for a colour compared with many ([`Color::contrast_of_seen`]).
    pub fn luminances_seen(&self) -> [f64; 4] {
        Vision::ALL.map(|v| self.luminance_seen(v))
    }
    /// The lowest WCAG 2 contrast ratio between two colours' [`Color::luminances_seen`].
    pub fn contrast_of_seen(a: &[f64; 4], b: &[f64; 4]) -> f64 {
        a.iter()
            .zip(b)
            .map(|(&a, &b)| (a.max(b) + 0.05) / (a.min(b) + 0.05))
            .fold(f64::INFINITY, f64::min)
    }
    /// Black or white, whichever contrasts more with the least contrasting of `faces`:
    /// a line drawn over them that shows on every one (at least 4.5:1 against one face).
    pub fn line_over(faces: &[Color]) -> Color {
        let worst = |c: Color| {
            faces
                .iter()
                .map(|f| c.contrast(*f))
                .fold(f64::INFINITY, f64::min)
        };
        if worst(Color::WHITE) > worst(Color::BLACK) {
            Color::WHITE
        } else {
            Color::BLACK
        }
    }
    /// Relative luminance-like lightness, 0 (black) to 1 (white).
    pub fn lightness(&self) -> f64 {
        (0.2126 * self.r as f64 + 0.7152 * self.g as f64 + 0.0722 * self.b as f64) / 255.0
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

/// Parallel lines over a background: light-ink shading for mono sheets.
/// The lines are anchored to the user space of the item, so adjacent hatched shapes line up.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hatch {
    /// Fill under the lines.
    pub background: Color,
    /// Line colour.
    pub ink: Color,
    /// Distance between line centres, mm.
    pub spacing: f64,
    /// Line width, mm.
    pub width: f64,
    /// Angle of the lines from vertical, degrees clockwise.
    pub angle: f64,
}

impl Hatch {
    /// The hatch lines over `path` as filled rectangles, in the hatch's own space (rotate
    /// them by `angle` to place them): centred at x = spacing/2 + k·spacing, long enough to
    /// cross the path. Clip them to the path to draw the hatch at its exact pitch.
    pub fn stripes(&self, path: &Path) -> Option<Path> {
        let inv = Transform::rotate(-self.angle);
        let b = bbox(path.points().map(|p| inv.apply(p)))?;
        let mut stripes = Path::new();
        let first = ((b.x - self.spacing / 2.0) / self.spacing).floor() as i64 - 1;
        let last = ((b.right() - self.spacing / 2.0) / self.spacing).ceil() as i64 + 1;
        for k in first..=last {
            let x = self.spacing / 2.0 + k as f64 * self.spacing;
            stripes = stripes.extend(Path::rect(Rect::new(
                x - self.width / 2.0,
                b.y - 1.0,
                self.width,
                b.h + 2.0,
            )));
        }
        Some(stripes)
    }
}

/// How an area is filled.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Paint {
    /// One flat colour.
    Solid(Color),
    /// A line pattern over a background colour.
    Hatch(Hatch),
}

/// How an outline is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct Stroke {
    /// Line colour.
    pub color: Color,
    /// Line width, mm.
    pub width: f64,
    /// Dash and gap lengths in mm; empty for a solid line.
    pub dash: Vec<f64>,
}

impl Stroke {
    /// A solid line.
    pub fn solid(color: Color, width: f64) -> Self {
        Self {
            color,
            width,
            dash: Vec::new(),
        }
    }
    /// A dashed line.
    pub fn dashed(color: Color, width: f64, dash: &[f64]) -> Self {
        Self {
            color,
            width,
            dash: dash.to_vec(),
        }
    }
}
