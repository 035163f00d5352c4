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
    #[error("{}", crate::exit::Exit::said(self))]
    Unknown(String),
    /// A custom side that is not a number in range.
    #[error("{}", crate::exit::Exit::said(self))]
    BadSide {
        /// The whole argument.
        given: String,
        /// The offending side.
        side: String,
    },
}

impl crate::exit::Exit for PaperError {
    fn is_bad_input(&self) -> bool {
        true
    }

    fn said(&self) -> crate::said::Said {
        use crate::quote::shown;
        use crate::said::Said;
        match self {
            PaperError::Unknown(given) => {
                Said::new("refuse-paper-unknown").arg("paper", shown(given))
            }
            PaperError::BadSide { given, side } => Said::new("refuse-paper-side")
                .arg("paper", shown(given))
                .arg("min", MIN_SIDE)
                .arg("max", MAX_SIDE)
                .arg("side", shown(side)),
        }
    }
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

/// Territories whose locales print on US Letter (glibc's LC_PAPER height of 279 mm), by
/// their ISO 3166 codes: also the web page's default paper for a browser asking for one.
pub const LETTER_TERRITORIES: &[&str] = &[
    "BO", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE",
];

/// The paper used when `--paper` is not given, and where that choice came from.
#[derive(Debug, Clone, PartialEq)]
pub struct DefaultPaper {
    /// The paper, or why the environment's paper was refused.
    pub paper: Result<Paper, PaperError>,
    /// Where it came from, for `--help` and errors: `PAPERSIZE`, `/etc/papersize`,
    /// `LC_PAPER=en_US.UTF-8`, or `built-in` when nothing chose one.
    pub source: String,
}

impl DefaultPaper {
    /// The default paper the way libpaper finds it: the `PAPERSIZE` variable, then the
    /// first line of the `papersize` file, then the paper of the locale that `LC_PAPER`
    /// names (after `LC_ALL`, before `LANG`), else A4. `var` reads an environment variable;
    /// `papersize` is the `papersize` file's text and its path, when there is one.
    pub fn find(var: &dyn Fn(&str) -> Option<String>, papersize: Option<(&str, &str)>) -> Self {
        let set = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        if let Some(v) = set("PAPERSIZE") {
            return DefaultPaper::named(&v, "PAPERSIZE".to_string());
        }
        if let Some((text, path)) = papersize {
            let first = text
                .lines()
                .map(str::trim)
                .find(|l| !l.is_empty() && !l.starts_with('#'));
            if let Some(name) = first {
                return DefaultPaper::named(name, path.to_string());
            }
        }
        let locale = ["LC_ALL", "LC_PAPER", "LANG"]
            .into_iter()
            .find_map(|n| set(n).map(|v| (n, v)));
        if let Some((name, value)) = locale {
            let paper = if locale_uses_letter(&value) {
                "letter"
            } else {
                "a4"
            };
            return DefaultPaper::named(paper, format!("{name}={value}"));
        }
        DefaultPaper::named("a4", "built-in".to_string())
    }

    fn named(name: &str, source: String) -> Self {
        DefaultPaper {
            paper: Paper::parse(name),
            source,
        }
    }

    /// How `--help` shows the default in `lang`'s words, e.g. `letter (from PAPERSIZE)`.
    pub fn describe(&self, lang: &crate::lang::Lang) -> String {
        let name = match &self.paper {
            Ok(p) => p.name.clone(),
            Err(PaperError::Unknown(n)) | Err(PaperError::BadSide { given: n, .. }) => {
                lang.text("help-paper-unknown", &[("paper", n.clone().into())])
            }
        };
        if self.source == "built-in" {
            name
        } else {
            let source = self.source.clone().into();
            lang.text(
                "help-paper-from",
                &[("paper", name.into()), ("source", source)],
            )
        }
    }
}

/// True when a locale name (`language_TERRITORY.codeset@modifier`) is one whose paper is
/// Letter.
fn locale_uses_letter(locale: &str) -> bool {
    let base = locale.split(['.', '@']).next().unwrap_or("");
    base.split_once('_')
        .is_some_and(|(_, territory)| LETTER_TERRITORIES.contains(&territory))
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

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |n| {
            pairs
                .iter()
                .find(|(k, _)| *k == n)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn default_paper_follows_libpaper_order() {
        let none = None;
        let file = Some(("# system paper\n\n  Letter \n", "/etc/papersize"));
        let find = |pairs: &[(&str, &str)], f: &Option<(&str, &str)>| {
            let p = DefaultPaper::find(&env(pairs), *f);
            (p.paper.unwrap().name, p.source)
        };
        let s = |a: &str, b: &str| (a.to_string(), b.to_string());
        assert_eq!(find(&[], &none), s("a4", "built-in"));
        assert_eq!(
            find(&[("PAPERSIZE", "letter"), ("LC_PAPER", "de_DE")], &file),
            s("letter", "PAPERSIZE")
        );
        assert_eq!(
            find(&[("PAPERSIZE", "a3")], &file),
            s("a3", "PAPERSIZE"),
            "PAPERSIZE before the file"
        );
        assert_eq!(
            find(&[("LC_PAPER", "de_DE.UTF-8")], &file).0,
            "letter",
            "the file before the locale"
        );
        assert_eq!(
            find(&[("LC_PAPER", "en_US.UTF-8")], &none),
            s("letter", "LC_PAPER=en_US.UTF-8")
        );
        for (locale, paper) in [
            ("es_CL.UTF-8", "letter"),
            ("fr_CA", "letter"),
            ("fil_PH.UTF-8", "letter"),
            ("en_GB.UTF-8", "a4"),
            ("de_DE@euro", "a4"),
            ("C", "a4"),
            ("C.UTF-8", "a4"),
            ("POSIX", "a4"),
        ] {
            assert_eq!(find(&[("LC_PAPER", locale)], &none).0, paper, "{locale}");
        }
        // LC_ALL overrides LC_PAPER, which overrides LANG.
        assert_eq!(
            find(&[("LC_ALL", "en_GB"), ("LC_PAPER", "en_US")], &none).0,
            "a4"
        );
        assert_eq!(
            find(&[("LANG", "en_GB"), ("LC_PAPER", "en_US")], &none).0,
            "letter"
        );
        assert_eq!(find(&[("LANG", "es_MX.UTF-8")], &none).0, "letter");
        // Empty values count as unset.
        assert_eq!(find(&[("PAPERSIZE", " ")], &none).1, "built-in");
        let bad = DefaultPaper::find(&env(&[("PAPERSIZE", "b5")]), none);
        assert!(bad.paper.is_err());
        let english = crate::lang::Lang::of(crate::lang::Shipped::English);
        assert!(
            bad.describe(&english).contains("'b5'"),
            "{}",
            bad.describe(&english)
        );
    }
}
