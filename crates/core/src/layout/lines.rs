//! Breaking text into lines in any language: a line ends only where Unicode's line breaking
//! algorithm (UAX #14) lets it, and a word that does not fit is hyphenated by its language's
//! patterns (embedded, and read the first time a word of that language needs them).

use crate::font::{self, Weight};
use hyphenation::{Hyphenator, Language, Load, Standard};
use std::borrow::Cow;
use std::sync::OnceLock;
use unicode_linebreak::{linebreaks, BreakOpportunity};

/// The hyphen printed where a word is broken.
pub use crate::scene::BREAK_HYPHEN as HYPHEN;

/// A line filled to no more than this share of its column is loose: the next word is
/// hyphenated into it when it can be (see [`Lang::loose_lines`]).
const LOOSE: f64 = 0.7;
/// At most this many lines in a row end in a hyphen where the words could have moved on
/// whole (a word wider than the column is broken however many lines it takes).
const MAX_HYPHENATED_RUN: usize = 2;
/// The fewest letters a word must have to be hyphenated.
const MIN_HYPHENATED: usize = 5;

/// A text's language, as far as breaking its lines goes: which patterns hyphenate it, and
/// whether its words stay whole unless one is wider than its column (`true`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lang(Option<Patterns>, bool);

/// The languages whose hyphenation patterns are embedded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Patterns {
    EnglishGb,
    EnglishUs,
    French,
    German,
    Spanish,
    Dutch,
}

impl Lang {
    /// English, boardgen's own language.
    pub const ENGLISH: Lang = Lang(Some(Patterns::EnglishGb), false);
    /// A language whose words are never hyphenated (one boardgen has no patterns for).
    pub const NONE: Lang = Lang(None, false);

    /// The language of a BCP 47 tag (`fr`, `de-CH`, `en-US`), case aside; a language
    /// without patterns here breaks its lines by Unicode's rules alone, unhyphenated.
    pub fn of(tag: &str) -> Lang {
        let mut parts = tag.split(['-', '_']);
        let primary = parts.next().unwrap_or("").to_ascii_lowercase();
        let region_us = parts.any(|p| p.eq_ignore_ascii_case("us"));
        let patterns = match primary.as_str() {
            "en" if region_us => Some(Patterns::EnglishUs),
            "en" => Some(Patterns::EnglishGb),
            "fr" => Some(Patterns::French),
            "de" => Some(Patterns::German),
            "es" => Some(Patterns::Spanish),
            "nl" => Some(Patterns::Dutch),
            _ => None,
        };
        Lang(patterns, false)
    }

    /// Whether a loose line takes part of the next word, hyphenated. English keeps its
    /// words whole unless one is wider than its column: its text is the shortest, and
    /// English kits print as they always have.
    fn loose_lines(self) -> bool {
        !self.1
            && !matches!(
                self.0,
                None | Some(Patterns::EnglishGb) | Some(Patterns::EnglishUs)
            )
    }

    /// The language with its words kept whole unless one is wider than its column, as a
    /// table's cell needs: "8 im / Spielsatz", never "8 im Spiel- / satz".
    pub fn words_whole(self) -> Lang {
        Lang(self.0, true)
    }

    /// The language's hyphenation dictionary, read from the embedded bytes once per run.
    fn dictionary(self) -> Option<&'static Standard> {
        static LOADED: [OnceLock<Option<Standard>>; 6] = [const { OnceLock::new() }; 6];
        let p = self.0?;
        LOADED[p as usize]
            .get_or_init(|| {
                let (language, bytes) = p.embedded();
                Standard::from_reader(language, &mut &bytes[..]).ok()
            })
            .as_ref()
    }
}

impl Patterns {
    /// The language and its dictionary, compiled from TeX's hyphenation patterns.
    fn embedded(self) -> (Language, &'static [u8]) {
        match self {
            Patterns::EnglishGb => (
                Language::EnglishGB,
                include_bytes!("../../../../templates/hyphenation/en-gb.standard.bincode"),
            ),
            Patterns::EnglishUs => (
                Language::EnglishUS,
                include_bytes!("../../../../templates/hyphenation/en-us.standard.bincode"),
            ),
            Patterns::French => (
                Language::French,
                include_bytes!("../../../../templates/hyphenation/fr.standard.bincode"),
            ),
            Patterns::German => (
                Language::German1996,
                include_bytes!("../../../../templates/hyphenation/de-1996.standard.bincode"),
            ),
            Patterns::Spanish => (
                Language::Spanish,
                include_bytes!("../../../../templates/hyphenation/es.standard.bincode"),
            ),
            Patterns::Dutch => (
                Language::Dutch,
                include_bytes!("../../../../templates/hyphenation/nl.standard.bincode"),
            ),
        }
    }
}

/// White space a line may end at. A no-break space (U+00A0, and French's narrow U+202F
/// before `;:!?»`) binds the words round it.
fn is_space(c: char) -> bool {
    c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{2007}' | '\u{202f}')
}

/// Whether `t` looks like the number of a numbered list's item: digits, then `.` or `)`.
fn list_number(t: &str) -> bool {
    t.strip_suffix(['.', ')'])
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A stretch of text between two places a line may end, without the spaces after it.
struct Piece<'t> {
    text: Cow<'t, str>,
    /// Spaces follow it (or the text ends): not the start of a longer word (`set-`, `a/`).
    space: bool,
    /// Spaces come before it (or it starts the text).
    after_space: bool,
    /// A line must end after it.
    hard: bool,
    /// Where the piece may break inside it (after `black-` in `black-and-white`), as byte
    /// offsets: pieces joined into one word, in a language that keeps its words whole.
    inner: Vec<usize>,
}

/// The stretches of `text` between its break opportunities, its runs of white space made
/// one space each; with `whole_words`, the stretches of one word (between spaces) joined,
/// the places it may break inside kept as its `inner` breaks.
fn pieces(text: &str, whole_words: bool) -> Vec<Piece<'_>> {
    let mut out: Vec<Piece> = Vec::new();
    let mut start = 0;
    let mut after_space = true;
    for (end, kind) in linebreaks(text) {
        let seg = &text[start..end];
        start = end;
        let body = seg.trim_matches(is_space);
        let space = body.len() < seg.trim_start_matches(is_space).len() || end == text.len();
        let hard = kind == BreakOpportunity::Mandatory && end < text.len();
        if body.is_empty() {
            if let Some(last) = out.last_mut() {
                last.space = true;
                last.hard |= hard;
            }
            after_space = true;
            continue;
        }
        let text = if body.contains(is_space) {
            let words: Vec<&str> = body.split(is_space).filter(|w| !w.is_empty()).collect();
            Cow::Owned(words.join(" "))
        } else {
            Cow::Borrowed(body)
        };
        // An option's leading dashes ("--flip-edge") stay with its name: Unicode allows a
        // break after them, but "--" alone at a line's end reads as a dash.
        let dashes = |t: &str| t.chars().all(|c| c == '-');
        match out.last_mut() {
            Some(last) if !after_space && !last.hard && dashes(&last.text) => {
                last.text.to_mut().push_str(&text);
                last.space = space;
                last.hard = hard;
            }
            // A soft hyphen's break stays inside its word in every language: the line that
            // ends there is measured with the hyphen it then prints (see `inside`).
            Some(last)
                if (whole_words || last.text.ends_with(font::SOFT_HYPHEN))
                    && !after_space
                    && !last.hard =>
            {
                last.inner.push(last.text.len());
                last.text.to_mut().push_str(&text);
                last.space = space;
                last.hard = hard;
            }
            // A number that ends a sentence ("past rank 1.") stays on the line of the word
            // before it: at the start of a line it would read as a numbered list's.
            Some(last) if after_space && !last.hard && list_number(&text) => {
                last.text.to_mut().push(' ');
                last.text.to_mut().push_str(&text);
                last.space = space;
                last.hard = hard;
            }
            _ => out.push(Piece {
                text,
                space,
                after_space,
                hard,
                inner: Vec::new(),
            }),
        }
        after_space = space;
    }
    out
}

/// The widths a wrap was decided by: every width at least `lo` and below `hi` breaks the
/// text into the same lines.
struct Bounds {
    width: f64,
    lo: f64,
    hi: f64,
}

impl Bounds {
    /// Whether `mm` fits the width, noted as a bound.
    fn fits(&mut self, mm: f64) -> bool {
        if mm <= self.width {
            self.lo = self.lo.max(mm);
        } else {
            self.hi = self.hi.min(mm);
        }
        mm <= self.width
    }
}

/// Breaks `text` into lines no wider than `width` mm at `size` in `weight`, in language
/// `lang`; with the widths `lo..hi` that break it into the same lines. A word wider than the
/// column is hyphenated, or broken between characters where it cannot be.
pub fn wrap(
    text: &str,
    (size, weight): (f64, Weight),
    width: f64,
    lang: Lang,
) -> (Vec<String>, f64, f64) {
    let f = font::get(weight);
    let mm = |units: f64| f.to_mm(units, size);
    let mut b = Bounds {
        width,
        lo: f64::NEG_INFINITY,
        hi: f64::INFINITY,
    };
    let space = f.units(" ");
    let hyphen = f.units(HYPHEN.encode_utf8(&mut [0; 4]));
    let mut lines = Vec::new();
    // The line so far and its advance in font units: widths add up, so a word is measured
    // once rather than the whole line again for every word added.
    let (mut line, mut line_units) = (String::new(), 0.0);
    let mut spaced = false;
    let mut run = 0;
    for p in pieces(text, !lang.loose_lines()) {
        let mut word: &str = &p.text;
        let mut word_units = f.units(word);
        // Where the piece may break inside, found when first needed: (byte offset, whether
        // a hyphen is added there). `taken` bytes of it are on lines already.
        let mut breaks: Option<Vec<(usize, bool)>> = None;
        let mut taken = 0;
        loop {
            let sep = if line.is_empty() || !spaced {
                0.0
            } else {
                space
            };
            let candidate = line_units + sep + word_units;
            if b.fits(mm(candidate)) {
                if sep > 0.0 {
                    line.push(' ');
                }
                line.push_str(word);
                line_units = candidate;
                break;
            }
            let on_line = !line.is_empty();
            let start = if on_line { line_units + sep } else { 0.0 };
            let heads: Vec<(usize, bool)> =
                if !on_line || (run < MAX_HYPHENATED_RUN && lang.loose_lines()) {
                    let all = breaks.get_or_insert_with(|| inside(&p, lang));
                    all.iter()
                        .filter(|h| h.0 > taken)
                        .map(|&(h, y)| (h - taken, y))
                        .collect()
                } else {
                    Vec::new()
                };
            let head_mm = |(h, y): (usize, bool)| {
                mm(start + f.units(&word[..h]) + if y { hyphen } else { 0.0 })
            };
            // The longest head that fits: on a loose line only (filled to `LOOSE` or less),
            // on an empty one always. The bounds note only the comparisons that decided.
            let fitting = heads.iter().rposition(|&h| head_mm(h) <= width);
            let take = fitting.filter(|_| !on_line || b.fits(mm(line_units) / LOOSE));
            if let Some(k) = take {
                b.fits(head_mm(heads[k]));
                if let Some(&longer) = heads.get(k + 1) {
                    b.fits(head_mm(longer));
                }
                let (h, hyphenated) = heads[k];
                if on_line && sep > 0.0 {
                    line.push(' ');
                }
                line.push_str(&word[..h]);
                if hyphenated {
                    line.push(HYPHEN);
                    run += 1;
                } else {
                    run = 0;
                }
                lines.push(std::mem::take(&mut line));
                taken += h;
                word = &word[h..];
                word_units = f.units(word);
                line_units = 0.0;
                continue;
            }
            if let (Some(&first), None) = (heads.first(), fitting) {
                // Too little room for even the shortest head: more room would take it.
                b.fits(head_mm(first));
            }
            if on_line {
                // Each line copied out at its length: the buffer grows once, not line by
                // line.
                lines.push(line.clone());
                line.clear();
                line_units = 0.0;
                run = 0;
                continue;
            }
            // Wider than the column, with no break that fits: split between characters, up
            // to its first break (what follows may break there).
            let cut = heads.first().map_or(word.len(), |h| h.0);
            let (piece, piece_units) = split_chars(f, &word[..cut], &mut lines, |u| b.fits(mm(u)));
            line = piece;
            line_units = piece_units;
            run = 0;
            if cut == word.len() {
                break;
            }
            taken += cut;
            word = &word[cut..];
            word_units = f.units(word);
            // The rest runs on from the split part, with no space between.
            spaced = false;
        }
        spaced = p.space;
        if p.hard {
            lines.push(std::mem::take(&mut line));
            line_units = 0.0;
            run = 0;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    (soft_hyphens_drawn(lines), b.lo, b.hi)
}

/// The lines with their soft hyphens settled: one a line ends at (the word broken there)
/// becomes the printed hyphen; every other one goes (it is never drawn mid-line).
fn soft_hyphens_drawn(mut lines: Vec<String>) -> Vec<String> {
    let last = lines.len().saturating_sub(1);
    for (i, line) in lines.iter_mut().enumerate() {
        if !line.contains(font::SOFT_HYPHEN) {
            continue;
        }
        let broken = i < last && line.ends_with(font::SOFT_HYPHEN);
        line.retain(|c| c != font::SOFT_HYPHEN);
        if broken {
            line.push(HYPHEN);
        }
    }
    lines
}

/// Splits `word` between characters into lines that `fits`, the last one returned with its
/// advance in font units rather than pushed.
fn split_chars(
    f: &font::Font,
    word: &str,
    lines: &mut Vec<String>,
    mut fits: impl FnMut(f64) -> bool,
) -> (String, f64) {
    let (mut piece, mut piece_units) = (String::new(), 0.0);
    // Split between characters, a word takes no hyphen: its soft hyphens go.
    for c in word.chars().filter(|&c| c != font::SOFT_HYPHEN) {
        let c_units = f.units(c.encode_utf8(&mut [0; 4]));
        if !fits(piece_units + c_units) && !piece.is_empty() {
            lines.push(std::mem::take(&mut piece));
            piece_units = 0.0;
        }
        piece.push(c);
        piece_units += c_units;
    }
    (piece, piece_units)
}

/// Where piece `p` may break inside: its inner breaks, and where it may be hyphenated when
/// it is a whole word; in order.
fn inside(p: &Piece, lang: Lang) -> Vec<(usize, bool)> {
    // A break after a soft hyphen prints a hyphen there: measured with it.
    let soft = |i: usize| p.text[..i].ends_with(font::SOFT_HYPHEN);
    let mut out: Vec<(usize, bool)> = p.inner.iter().map(|&i| (i, soft(i))).collect();
    if p.space && p.after_space {
        out.extend(hyphenation(&p.text, lang).into_iter().map(|i| (i, true)));
        out.sort_unstable();
        out.dedup_by_key(|h| h.0);
    }
    out
}

/// Where `word` (a whole word, with any punctuation round it) may be hyphenated, as byte
/// offsets into it in order: none in a word with a digit (`a1`, `h8`), in capitals, of
/// fewer than [`MIN_HYPHENATED`] letters, or of a language without patterns. The
/// dictionary is read only for a word that could be hyphenated.
fn hyphenation(word: &str, lang: Lang) -> Vec<usize> {
    if word.chars().any(char::is_numeric) {
        return Vec::new();
    }
    let Some(first) = word.find(char::is_alphabetic) else {
        return Vec::new();
    };
    // After an elided article (French l', d', qu'), before closing punctuation.
    let start = word[first..].rfind(['\'', '\u{2019}']).map_or(first, |i| {
        first + i + word[first + i..].chars().next().map_or(1, char::len_utf8)
    });
    let end = word
        .char_indices()
        .rev()
        .find(|(_, c)| c.is_alphabetic())
        .map_or(0, |(i, c)| i + c.len_utf8());
    if end <= start {
        return Vec::new();
    }
    let core = &word[start..end];
    let letters = core.chars().count();
    if letters < MIN_HYPHENATED
        || !core.chars().all(char::is_alphabetic)
        || core.chars().all(char::is_uppercase)
    {
        return Vec::new();
    }
    let Some(dict) = lang.dictionary() else {
        return Vec::new();
    };
    dict.hyphenate(core)
        .breaks
        .into_iter()
        .map(|i| start + i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::join_lines;

    /// 10 pt, as body text.
    const SIZE: f64 = 3.527_777_777_777_778;

    fn wrapped(text: &str, width: f64, lang: &str) -> Vec<String> {
        wrap(text, (SIZE, Weight::Regular), width, Lang::of(lang)).0
    }

    /// A number that ends a sentence never starts a line, where it would read as a numbered
    /// list's ("past rank | 1. A king…"), at any width; a list's own number, which starts
    /// the text, stays where it is.
    #[test]
    fn a_sentences_last_number_stays_with_the_word_before_it() {
        let text = "Black's endzone is past rank 8. Red's is past rank 1. A king there wins.";
        let mut parted = 0;
        for tenths in 200..1200 {
            let w = f64::from(tenths) / 10.0;
            let lines = wrapped(text, w, "en");
            fit(&lines, w);
            assert_eq!(join_lines(&lines), text, "at {w} mm");
            for l in &lines[1..] {
                assert!(
                    !list_number(l.split(' ').next().unwrap()),
                    "{lines:?} at {w} mm"
                );
            }
            parted += usize::from(lines.iter().any(|l| l.ends_with("rank 1.")));
        }
        assert!(parted > 0, "no width ends a line at the number");
        assert!(wrapped("1. Print it at actual size.", 30.0, "en")[0].starts_with("1. "));
        assert!(list_number("12.") && list_number("3)") && !list_number("8,") && !list_number("."));
    }

    /// Every line of `lines` measures no wider than `width`.
    fn fit(lines: &[String], width: f64) {
        let f = font::get(Weight::Regular);
        for l in lines {
            assert!(
                f.measure(l, SIZE) <= width + 1e-9,
                "'{l}' wider than {width}"
            );
        }
    }

    /// A soft hyphen is a place to break: drawn (as the break's hyphen) only where a line
    /// ends at it, never mid-line, and never measured there.
    #[test]
    fn a_soft_hyphen_is_drawn_only_at_a_break() {
        let text = "Les Da\u{AD}mes jouent";
        let f = font::get(Weight::Regular);
        assert_eq!(f.units("Da\u{AD}mes"), f.units("Dames"));
        for lang in ["fr", "en"] {
            let one = wrapped(text, 100.0, lang);
            assert_eq!(one, ["Les Dames jouent"], "{lang}");
            let mut broke = false;
            for tenth in 40..200 {
                let width = tenth as f64 / 10.0;
                let lines = wrapped(text, width, lang);
                fit(&lines, width);
                assert!(lines.iter().all(|l| !l.contains('\u{AD}')), "{lines:?}");
                broke |= lines.iter().any(|l| l.ends_with(&format!("Da{HYPHEN}")));
                assert!(!lines
                    .iter()
                    .any(|l| l.contains("Da-") || l.contains(&format!("Da{HYPHEN}m"))));
            }
            assert!(broke, "{lang}: some width breaks at the soft hyphen");
        }
    }

    #[test]
    fn tags_name_their_patterns() {
        assert_eq!(Lang::of("en"), Lang::ENGLISH);
        assert_eq!(Lang::of("en-GB"), Lang::ENGLISH);
        assert_eq!(Lang::of("en-US"), Lang(Some(Patterns::EnglishUs), false));
        assert_eq!(Lang::of("fr-CA"), Lang(Some(Patterns::French), false));
        assert_eq!(Lang::of("DE_ch"), Lang(Some(Patterns::German), false));
        assert_eq!(Lang::of("es"), Lang(Some(Patterns::Spanish), false));
        assert_eq!(Lang::of("nl-BE"), Lang(Some(Patterns::Dutch), false));
        assert_eq!(Lang::of("qps"), Lang::NONE);
        assert_eq!(Lang::of(""), Lang::NONE);
        for p in [
            Patterns::EnglishGb,
            Patterns::EnglishUs,
            Patterns::French,
            Patterns::German,
            Patterns::Spanish,
            Patterns::Dutch,
        ] {
            assert!(Lang(Some(p), false).dictionary().is_some(), "{p:?} loads");
        }
    }

    /// French sets `;:!?` and the quotes `« »` off with a no-break space: no line starts
    /// with the mark, nor ends with an opening quote, at any width.
    #[test]
    fn french_punctuation_stays_with_its_word() {
        let text = "Qui commence\u{a0}? Les Noirs\u{a0}! On dit\u{a0}: «\u{a0}tapis\u{a0}» ; \
                    puis on joue\u{a0}; et encore «\u{a0}échec\u{a0}». Fin !";
        // From the width of the widest stretch a line may not break inside, `«\u{a0}échec\u{a0}».`.
        for tenth in 220..400 {
            let width = tenth as f64 / 10.0;
            let lines = wrapped(text, width, "fr");
            fit(&lines, width);
            for l in &lines {
                let first = l.chars().next().unwrap();
                assert!(
                    !";:!?»".contains(first),
                    "at {width}: '{l}' starts with {first}"
                );
                assert!(
                    !l.ends_with('«') && !l.ends_with("«\u{a0}"),
                    "at {width}: '{l}'"
                );
            }
            assert_eq!(join_lines(&lines), text.replace("  ", " "), "at {width}");
        }
    }

    /// A no-break space binds what it joins; white space of any other kind is one space.
    #[test]
    fn a_no_break_space_never_breaks() {
        let text = "Cut 100\u{a0}mm strips,  then\ttwo 28\u{202f}mm squares.";
        // From the width of the widest word bound by a space, "strips,".
        for tenth in 250..500 {
            let lines = wrapped(text, tenth as f64 / 10.0, "en");
            for l in &lines {
                assert!(!l.ends_with("100") && !l.starts_with("mm"), "'{l}'");
                assert!(!l.ends_with("28") && !l.contains("  ") && !l.contains('\t'));
            }
        }
        assert_eq!(
            wrapped(text, 500.0, "en"),
            ["Cut 100\u{a0}mm strips, then two 28\u{202f}mm squares."]
        );
    }

    /// A path or address breaks after its slashes and hyphens, with no hyphen added, and
    /// reads back whole.
    #[test]
    fn paths_break_at_slashes_and_hyphens_unhyphenated() {
        let text = "Print output/camels-and-carpets-colour.pdf at 100 %.";
        for lang in ["en", "de", "fr", "qps"] {
            for width in [22.0, 30.0] {
                let lines = wrapped(text, width, lang);
                fit(&lines, width);
                assert!(
                    lines.iter().all(|l| !l.contains(HYPHEN)),
                    "{lang}: {lines:?}"
                );
                assert_eq!(join_lines(&lines), text, "{lang} at {width}: {lines:?}");
                assert!(lines.len() > 2, "{lines:?}");
            }
        }
        // English keeps a word whole while it fits a line of its own.
        let lines = wrapped("See black-and-white copies.", 28.0, "en");
        assert_eq!(lines, ["See", "black-and-white", "copies."]);
        // Where text is longer, a hyphen is a place to break like any other.
        let lines = wrapped("Voir black-and-white copies.", 28.0, "fr");
        assert_eq!(lines, ["Voir black-and-", "white copies."]);
    }

    /// A command-line option's dashes never end a line on their own: at every width and in
    /// every language, "--" starts the line it is on or follows the option's name.
    #[test]
    fn an_option_keeps_its_dashes() {
        let text = "Print the backs with boardgen pdf --backs duplex --flip-edge short --mono.";
        for lang in ["en", "de", "fr", "qps"] {
            for tenth in 200..600 {
                let width = tenth as f64 / 10.0;
                let lines = wrapped(text, width, lang);
                assert_eq!(join_lines(&lines), text, "{lang} at {width}: {lines:?}");
                for l in &lines {
                    let last = l.split(' ').next_back().unwrap_or_default();
                    assert!(
                        !last.chars().all(|c| c == '-'),
                        "{lang} at {width}: {lines:?}"
                    );
                }
            }
        }
    }

    /// German compounds in a narrow column (a table cell, a caption) are hyphenated at
    /// their syllables, each line fitting, and read back whole.
    #[test]
    fn german_compounds_hyphenate_in_a_narrow_column() {
        let text = "Die Ersatzsteine liegen im Spielervorrat neben dem Königsteppich, \
                    bis die Zielzonenmarkierung erreicht ist.";
        for width in [18.0, 22.0, 26.0, 30.0] {
            let lines = wrapped(text, width, "de");
            fit(&lines, width);
            assert_eq!(join_lines(&lines), text, "at {width}: {lines:?}");
            assert!(lines.iter().any(|l| l.ends_with(HYPHEN)), "{lines:?}");
            for l in &lines {
                // A syllable, not a letter or two, either side of each hyphen.
                if let Some(head) = l.strip_suffix(HYPHEN) {
                    let last = head.rsplit(' ').next().unwrap();
                    assert!(last.chars().count() >= 2, "{lines:?}");
                }
            }
        }
        let lines = wrapped("Königsteppich", 16.0, "de");
        assert_eq!(lines, ["Königs\u{2010}", "teppich"]);
    }

    /// Words with digits (coordinates, numbers) and short words are never hyphenated: a
    /// column too narrow for them splits them as it must.
    #[test]
    fn digits_and_short_words_are_not_hyphenated() {
        for word in [
            "a1xh8zzzzzz",
            "Feld12345678",
            "1000000000",
            "Haus",
            "ÉCHIQUIER",
        ] {
            for lang in ["en", "de", "fr"] {
                let lines = wrapped(word, 6.0, lang);
                assert!(lines.len() > 1, "{word}");
                assert!(
                    lines.iter().all(|l| !l.contains(HYPHEN)),
                    "{word}: {lines:?}"
                );
            }
        }
        assert_eq!(hyphenation("(d5-e6)", Lang::of("de")), Vec::<usize>::new());
        assert!(!hyphenation("l'échiquier,", Lang::of("fr")).is_empty());
        assert!(hyphenation("l'échiquier,", Lang::of("fr"))
            .iter()
            .all(|&i| i > 2 && i < 11));
    }

    /// English lines break between words as they always have: a word is hyphenated only when
    /// it is wider than the whole column, never to fill a loose line.
    #[test]
    fn english_hyphenates_only_a_word_wider_than_its_column() {
        let text = "The camel goes extraordinarily far.";
        for width in [25.0, 30.0, 40.0] {
            let lines = wrapped(text, width, "en");
            assert!(lines.iter().all(|l| !l.contains(HYPHEN)), "{lines:?}");
        }
        let lines = wrapped(text, 20.0, "en");
        fit(&lines, 20.0);
        assert_eq!(
            lines,
            ["The camel", "goes", "extraordin\u{2010}", "arily far."]
        );
        assert_eq!(join_lines(&lines), text);
        // German fills a loose line with what fits of the next word.
        let lines = wrapped("Der Zug ist außergewöhnlich weit.", 30.0, "de");
        assert!(lines[0].ends_with(HYPHEN), "{lines:?}");
    }

    /// No more than two lines in a row end in a hyphen where the words fit the column.
    #[test]
    fn at_most_two_hyphenated_lines_in_a_row() {
        let text = "Spielsteinablage Ersatzsteinvorrat Zielzonenmarkierung Spielbrettkante \
                    Königsteppichrand Damebrettfelder Spielervorratskiste Eckfeldmarkierung";
        let f = font::get(Weight::Regular);
        let widest = text
            .split(' ')
            .map(|w| f.measure(w, SIZE))
            .fold(0.0, f64::max);
        let mut hyphenated = 0;
        for tenth in (widest * 10.0).ceil() as usize..(widest * 30.0) as usize {
            let lines = wrapped(text, tenth as f64 / 10.0, "de");
            let ends: Vec<bool> = lines.iter().map(|l| l.ends_with(HYPHEN)).collect();
            hyphenated += ends.iter().filter(|&&e| e).count();
            assert!(!ends.windows(3).any(|w| w.iter().all(|&e| e)), "{lines:?}");
        }
        assert!(hyphenated > 0);
    }

    /// Every width between the bounds a wrap reports breaks the text the same way (the
    /// flow keeps one wrap for all of them), in each language and mode.
    #[test]
    fn a_wrap_holds_between_its_bounds_in_every_language() {
        let texts = [
            (
                "de",
                include_str!("../../../../templates/text/de/royal-carpet.md"),
            ),
            (
                "fr",
                include_str!("../../../../templates/text/fr/royal-carpet.md"),
            ),
            (
                "en",
                include_str!("../../../../templates/text/royal-carpet.md"),
            ),
        ];
        for (lang, text) in texts {
            for para in text.split("\n\n").take(8) {
                for width in [14.0, 23.5, 40.0, 61.0, 95.0] {
                    let (lines, lo, hi) =
                        wrap(para, (SIZE, Weight::Regular), width, Lang::of(lang));
                    assert!(lo <= width && width < hi);
                    for w in [lo, (lo + width) / 2.0, (width + hi.min(width + 50.0)) / 2.0] {
                        if w < hi {
                            assert_eq!(wrapped(para, w, lang), lines, "{lang} at {w}");
                        }
                    }
                }
            }
        }
    }
}
