//! Paper sizes, orientation and the safe (printable) area.

use std::fmt;

use crate::units::{Rect, Size};

/// Smallest custom paper side, mm: the 100 mm calibration ruler must fit with margins.
pub const MIN_SIDE: f64 = 120.0;
/// Largest custom paper side, mm (A0 is 841 x 1189).
pub const MAX_SIDE: f64 = 1200.0;

/// A sheet of paper in portrait orientation (width <= height).
#[derive(Debug, Clone, PartialEq)]
pub struct Paper {
    /// The name the user gave (`a4`, `letter`, `250x350`).
    pub name: String,
    /// Portrait size.
    pub size: Size,
}

/// Named sizes, portrait, mm.
const NAMED: &[(&str, f64, f64)] = &[
    ("a4", 210.0, 297.0),
    ("a3", 297.0, 420.0),
    ("letter", 215.9, 279.4),
    ("legal", 215.9, 355.6),
];

/// Why a paper name was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PaperError {
    /// Neither a known name nor WIDTHxHEIGHT.
    #[error("unknown paper '{0}': use a4, letter, a3, legal or WIDTHxHEIGHT in mm (e.g. 250x350)")]
    Unknown(String),
    /// A custom side that is not a number in range.
    #[error("paper '{given}': each side must be a number of mm from {MIN_SIDE} to {MAX_SIDE}, got '{side}'")]
    BadSide {
        /// The whole argument.
        given: String,
        /// The offending side.
        side: String,
    },
}

impl Paper {
    /// Parses a paper name or `WIDTHxHEIGHT` in millimetres.
    pub fn parse(s: &str) -> Result<Paper, PaperError> {
        let key = s.trim().to_ascii_lowercase();
        if let Some(&(name, w, h)) = NAMED.iter().find(|(n, _, _)| *n == key) {
            return Ok(Paper {
                name: name.to_string(),
                size: Size { w, h },
            });
        }
        let (a, b) = key
            .split_once('x')
            .ok_or_else(|| PaperError::Unknown(s.to_string()))?;
        let side = |t: &str| -> Result<f64, PaperError> {
            let bad = || PaperError::BadSide {
                given: s.to_string(),
                side: t.to_string(),
            };
            let v: f64 = t.trim().parse().map_err(|_| bad())?;
            if v.is_finite() && (MIN_SIDE..=MAX_SIDE).contains(&v) {
                Ok(v)
            } else {
                Err(bad())
            }
        };
        let (w, h) = (side(a)?, side(b)?);
        Ok(Paper {
            name: key,
            size: Size {
                w: w.min(h),
                h: w.max(h),
            },
        })
    }

    /// The sheet in the given orientation.
    pub fn oriented(&self, o: Orientation) -> Size {
        match o {
            Orientation::Portrait => self.size,
            Orientation::Landscape => self.size.rotated(),
        }
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name, self.size)
    }
}

/// Which way up the sheet is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Orientation {
    /// Taller than wide.
    Portrait,
    /// Wider than tall.
    Landscape,
}

/// The area inside a margin on every side of a sheet.
pub fn safe_area(size: Size, margin: f64) -> Rect {
    Rect::new(margin, margin, size.w - 2.0 * margin, size.h - 2.0 * margin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn named_sizes() {
        let a4 = Paper::parse("A4").unwrap();
        assert_eq!((a4.size.w, a4.size.h), (210.0, 297.0));
        assert_eq!(Paper::parse("letter").unwrap().size.w, 215.9);
        assert_eq!(
            Paper::parse("a4")
                .unwrap()
                .oriented(Orientation::Landscape)
                .w,
            297.0
        );
    }

    #[test]
    fn custom_sizes_are_portrait_and_checked() {
        let p = Paper::parse("350x250").unwrap();
        assert_eq!((p.size.w, p.size.h), (250.0, 350.0));
        for bad in [
            "0x300",
            "nanx300",
            "200xinf",
            "-200x300",
            "200x",
            "99999x300",
            "200x300x4",
        ] {
            assert!(
                matches!(Paper::parse(bad), Err(PaperError::BadSide { .. })),
                "{bad}"
            );
        }
        assert!(matches!(Paper::parse("b5"), Err(PaperError::Unknown(_))));
    }
}
