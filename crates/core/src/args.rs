//! The options of a run as front ends give them: each option's value parsed and checked by
//! one function, named as the command line's long option, so the command line (clap's value
//! parsers) and the web app's form (one field per option) refuse a bad value with the same
//! words; and [`SetOptions`], every option of a run that writes files, before
//! [`crate::config::Config`] checks them together.

use std::path::PathBuf;

use crate::layout::{BoardChoice, CounterShape, SheetKind, Spares};
use crate::paper::Paper;
use crate::picture::Fit;
use crate::quote::shown;
use crate::said::Said;

/// The ways of printing backs, as `--backs` names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BacksKind {
    /// Fold-over sheets.
    Fold,
    /// Duplex sheets.
    Duplex,
}

/// One `--backs` value: the way, and what was said of it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BacksArg {
    /// Fold-over or duplex.
    pub kind: BacksKind,
    /// `card=MM` (fold): the card's thickness.
    pub card: Option<f64>,
    /// `flip=long|short` (duplex): the edge the sheet turns over.
    pub flip: Option<crate::layout::Flip>,
    /// `offset=XxY` (duplex): where every back moves, mm.
    pub offset: Option<(f64, f64)>,
    /// `calibrate` (duplex): the calibration sheet too.
    pub calibrate: bool,
}

/// The value of `--backs` (one item of its list, where it takes several), parsed and checked.
pub fn backs_arg(s: &str) -> Result<BacksArg, Said> {
    use crate::layout::Flip;
    let mut parts = s.split(',');
    let kind = match parts.next().unwrap_or("") {
        "fold" => BacksKind::Fold,
        "duplex" => BacksKind::Duplex,
        k => return Err(Said::new("refuse-backs-way").arg("value", shown(k))),
    };
    let mut arg = BacksArg {
        kind,
        card: None,
        flip: None,
        offset: None,
        calibrate: false,
    };
    let mut seen: Vec<&str> = Vec::new();
    for part in parts {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        if seen.contains(&key) {
            return Err(Said::new("refuse-backs-twice")
                .arg("value", shown(s))
                .arg("key", key));
        }
        seen.push(key);
        let wants = match key {
            "card" => BacksKind::Fold,
            "flip" | "offset" | "calibrate" => BacksKind::Duplex,
            _ => return Err(Said::new("refuse-backs-setting").arg("value", shown(part))),
        };
        if wants != kind {
            let id = match wants {
                BacksKind::Fold => "refuse-backs-fold-only",
                BacksKind::Duplex => "refuse-backs-duplex-only",
            };
            return Err(Said::new(id).arg("key", key));
        }
        match key {
            "card" => arg.card = Some(number_in(value, 0.0, 5.0, "refuse-range-card")?),
            "flip" => {
                arg.flip = Some(
                    [Flip::Long, Flip::Short]
                        .into_iter()
                        .find(|f| f.name() == value)
                        .ok_or_else(|| Said::new("refuse-backs-flip").arg("value", shown(value)))?,
                )
            }
            "offset" => {
                arg.offset = Some(mm_pair(
                    value,
                    "offset=XxY",
                    "offset=0.8x-1.2",
                    "refuse-each-offset",
                    -10.0,
                    10.0,
                )?)
            }
            _ if !value.is_empty() => {
                return Err(Said::new("refuse-backs-calibrate").arg("value", shown(value)))
            }
            _ => arg.calibrate = true,
        }
    }
    Ok(arg)
}

/// The value of `--cut` (one item of its list, where it takes several), parsed and checked.
pub fn cut_output(s: &str) -> Result<crate::cut::CutOutput, Said> {
    use crate::cut::CutOutput;
    CutOutput::ALL
        .into_iter()
        .find(|o| o.name() == s)
        .ok_or_else(|| {
            let names: Vec<&str> = CutOutput::ALL.iter().map(|o| o.name()).collect();
            Said::new("refuse-cut-output")
                .arg("value", shown(s))
                .arg("names", names.join(", "))
        })
}

/// Two millimetre values written `AxB` (`x` or `X`), each `lo` to `hi`: `form` names them
/// in messages (`WIDTHxHEIGHT`), `each` is the message of a value out of range, `eg` is an
/// example.
fn mm_pair(
    s: &str,
    form: &str,
    eg: &str,
    each: &'static str,
    lo: f64,
    hi: f64,
) -> Result<(f64, f64), Said> {
    let bad = || {
        Said::new("refuse-mm-pair")
            .arg("value", shown(s))
            .arg("form", form)
            .arg("example", eg)
    };
    let (a, b) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let one = |v: &str| -> Result<f64, Said> {
        let v: f64 = v.trim().parse().map_err(|_| bad())?;
        if v.is_finite() && (lo..=hi).contains(&v) {
            Ok(v)
        } else {
            Err(Said::new(each)
                .arg("value", shown(s))
                .arg("low", lo)
                .arg("high", hi))
        }
    };
    Ok((one(a)?, one(b)?))
}

/// The value of `--mark-inset` (one item of its list, where it takes several), parsed and checked.
pub fn mark_inset(s: &str) -> Result<crate::layout::MarkInset, Said> {
    let (left, top) = mm_pair(s, "LEFTxTOP", "15x20", "refuse-each-inset", 5.0, 40.0)?;
    Ok(crate::layout::MarkInset { left, top })
}

/// The value of `--kerf` (one item of its list, where it takes several), parsed and checked.
pub fn kerf(s: &str) -> Result<f64, Said> {
    number_in(s, 0.0, 5.0, "refuse-range-mm")
}

/// The value of `--bed-margin` (one item of its list, where it takes several), parsed and checked.
pub fn bed_margin(s: &str) -> Result<f64, Said> {
    number_in(s, 0.0, 50.0, "refuse-range-mm")
}

/// The value of `--bed` (one item of its list, where it takes several), parsed and checked.
pub fn bed(s: &str) -> Result<crate::units::Size, Said> {
    let (w, h) = mm_pair(
        s,
        "WIDTHxHEIGHT",
        "300x200",
        "refuse-each-side",
        20.0,
        3000.0,
    )?;
    Ok(crate::units::Size { w, h })
}

/// One `--art` value: a piece, optionally one side (0 or 1), and a picture file.
#[derive(Debug, Clone, PartialEq)]
pub struct ArtArg {
    /// The piece id.
    pub piece: String,
    /// One side only, or both.
    pub side: Option<usize>,
    /// The pictures, taken in order by the piece's pieces of each side (one: all of them).
    pub files: Vec<PathBuf>,
    /// The value as given, for messages.
    pub raw: String,
}

/// The value of `--art` (one item of its list, where it takes several), parsed and checked.
pub fn art_arg(s: &str) -> Result<ArtArg, Said> {
    let Some((who, file)) = s.split_once('=') else {
        return Err(Said::new("refuse-art-form").arg("value", shown(s)));
    };
    let (piece, side) = match who.split_once(':') {
        Some((p, side_name)) => (p, Some(self::side(side_name)?)),
        None => (who, None),
    };
    let files: Vec<PathBuf> = file.split(',').map(PathBuf::from).collect();
    if piece.is_empty() || files.iter().any(|f| f.as_os_str().is_empty()) {
        return Err(Said::new("refuse-art-files-form").arg("value", shown(s)));
    }
    if files.len() > crate::game::MAX_PICTURES {
        return Err(Said::new("refuse-art-too-many")
            .arg("value", shown(s))
            .arg("count", files.len().to_string())
            .arg("most", crate::game::MAX_PICTURES.to_string()));
    }
    Ok(ArtArg {
        piece: piece.to_string(),
        side,
        files,
        raw: s.to_string(),
    })
}

/// Where on the board a `--board-art` picture goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardPlace {
    /// The middle of the frame's outer bands.
    Frame,
    /// Beside the endzone's label.
    Endzone,
    /// Filling the frame, behind its letters.
    Background,
}

impl BoardPlace {
    /// Every place, in the order messages list them.
    pub const ALL: [BoardPlace; 3] = [
        BoardPlace::Frame,
        BoardPlace::Endzone,
        BoardPlace::Background,
    ];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            BoardPlace::Frame => "frame",
            BoardPlace::Endzone => "endzone",
            BoardPlace::Background => "background",
        }
    }
}

/// One `--board-art` value: a place on the board, optionally one side's endzone, and a file.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardArtArg {
    /// Where the picture goes.
    pub place: BoardPlace,
    /// The endzone of one side only (0 or 1), or both.
    pub side: Option<usize>,
    /// The picture.
    pub file: PathBuf,
    /// The value as given, for messages.
    pub raw: String,
}

/// The value of `--board-art` (one item of its list, where it takes several), parsed and checked.
pub fn board_art_arg(s: &str) -> Result<BoardArtArg, Said> {
    let form = || Said::new("refuse-board-art-form").arg("value", shown(s));
    let (who, file) = s.split_once('=').ok_or_else(form)?;
    let (place, side) = match who.split_once(':') {
        Some((p, side_name)) => (p, Some(self::side(side_name)?)),
        None => (who, None),
    };
    let place = BoardPlace::ALL
        .into_iter()
        .find(|p| p.name() == place)
        .ok_or_else(form)?;
    if file.is_empty() {
        return Err(form());
    }
    if side.is_some() && place != BoardPlace::Endzone {
        return Err(Said::new("refuse-board-art-side")
            .arg("value", shown(s))
            .arg("place", place.name()));
    }
    Ok(BoardArtArg {
        place,
        side,
        file: PathBuf::from(file),
        raw: s.to_string(),
    })
}

/// The value of `--fit` (one item of its list, where it takes several), parsed and checked.
pub fn fit(s: &str) -> Result<Fit, Said> {
    match s {
        "cover" => Ok(Fit::Cover),
        "contain" => Ok(Fit::Contain),
        _ => Err(Said::new("refuse-fit").arg("value", shown(s))),
    }
}

/// The value of `--anchor` (one item of its list, where it takes several), parsed and checked.
pub fn anchor(s: &str) -> Result<crate::picture::Anchor, Said> {
    use crate::picture::Anchor;
    let s2 = if s == "center" { "centre" } else { s };
    Anchor::ALL
        .into_iter()
        .find(|a| a.name() == s2)
        .ok_or_else(|| {
            let names: Vec<&str> = Anchor::ALL.iter().map(|a| a.name()).collect();
            Said::new("refuse-anchor")
                .arg("value", shown(s))
                .arg("names", names.join(", "))
        })
}

/// The value of `--zoom` (one item of its list, where it takes several), parsed and checked.
pub fn zoom(s: &str) -> Result<f64, Said> {
    number_in(s, 1.0, crate::picture::MAX_ZOOM, "refuse-range-times")
}

/// The value of `--lang` (one item of its list, where it takes several), parsed and checked.
pub fn lang(s: &str) -> Result<crate::lang::Lang, Said> {
    crate::lang::Lang::parse(s).map_err(Said::from)
}

/// The value of `--paper` (one item of its list, where it takes several), parsed and checked.
pub fn paper(s: &str) -> Result<Paper, Said> {
    Paper::parse(s).map_err(|e| crate::exit::Exit::said(&e))
}

/// A number from `lo` to `hi`; `range` is the message of one out of range (its unit's).
fn number_in(s: &str, lo: f64, hi: f64, range: &'static str) -> Result<f64, Said> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| Said::new("refuse-not-number").arg("value", shown(s)))?;
    if v.is_finite() && (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(Said::new(range)
            .arg("value", shown(s))
            .arg("low", lo)
            .arg("high", hi))
    }
}

/// The value of `--margin` (one item of its list, where it takes several), parsed and checked.
pub fn margin(s: &str) -> Result<f64, Said> {
    number_in(s, crate::layout::MIN_MARGIN, 50.0, "refuse-range-mm")
}

/// The value of `--square` (one item of its list, where it takes several), parsed and checked.
pub fn square(s: &str) -> Result<f64, Said> {
    // The paper's own limit is checked later, with the largest square that fits.
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| Said::new("refuse-not-number").arg("value", shown(s)))?;
    if !v.is_finite() || v <= 0.0 {
        return Err(Said::new("refuse-not-positive").arg("value", shown(s)));
    }
    if v < crate::layout::MIN_SQUARE {
        return Err(Said::new("refuse-square-too-small")
            .arg("value", shown(s))
            .arg("least", crate::layout::MIN_SQUARE));
    }
    if v > crate::layout::MAX_SQUARE {
        return Err(Said::new("refuse-square-range")
            .arg("value", shown(s))
            .arg("low", crate::layout::MIN_SQUARE)
            .arg("high", crate::layout::MAX_SQUARE));
    }
    Ok(v)
}

/// The value of `--bleed` (one item of its list, where it takes several), parsed and checked.
pub fn bleed(s: &str) -> Result<f64, Said> {
    number_in(s, 0.0, crate::layout::MAX_BLEED, "refuse-range-mm")
}

/// The value of `--board` (one item of its list, where it takes several), parsed and checked.
pub fn board_choice(s: &str) -> Result<BoardChoice, Said> {
    [BoardChoice::Whole, BoardChoice::Halves, BoardChoice::Auto]
        .into_iter()
        .find(|c| c.name() == s)
        .ok_or_else(|| Said::new("refuse-board").arg("value", shown(s)))
}

/// The value of `--side` (one item of its list, where it takes several), parsed and checked.
pub fn side(s: &str) -> Result<usize, Said> {
    match s.trim().to_ascii_lowercase().as_str() {
        "first" | "1" => Ok(0),
        "second" | "2" => Ok(1),
        _ => Err(Said::new("refuse-side").arg("value", shown(s))),
    }
}

/// The value of `--pieces` (one item of its list, where it takes several), parsed and checked.
pub fn replacement(s: &str) -> Result<(String, u32), Said> {
    let (name, n) = s
        .split_once('=')
        .ok_or_else(|| Said::new("refuse-pieces-form").arg("value", shown(s)))?;
    let name = name.trim();
    if name.is_empty() {
        return Err(Said::new("refuse-no-name").arg("value", shown(s)));
    }
    match n.trim().parse::<u32>() {
        Ok(v) if (1..=64).contains(&v) => Ok((name.to_string(), v)),
        _ if n.trim().is_empty() => Err(Said::new("refuse-no-number").arg("value", shown(s))),
        _ => Err(Said::new("refuse-pieces-count")
            .arg("value", shown(s))
            .arg("count", shown(n))),
    }
}

/// The value of `--dpi` (one item of its list, where it takes several), parsed and checked.
pub fn dpi(s: &str) -> Result<u32, Said> {
    number_in(s, 30.0, 600.0, "refuse-range-dpi").and_then(|v| {
        if v.fract() == 0.0 {
            Ok(v as u32)
        } else {
            Err(Said::new("refuse-dpi-whole").arg("value", shown(s)))
        }
    })
}

/// The games a run makes.
#[derive(Debug, Clone, PartialEq)]
pub enum GameChoice {
    /// Every built-in game.
    All,
    /// One built-in game by id.
    One(String),
    /// A user's template file.
    File(PathBuf),
}

/// Where one game of a run comes from.
#[derive(Debug, Clone, PartialEq)]
pub enum GameSource {
    /// A built-in game by id.
    Builtin(String),
    /// A template file.
    File(PathBuf),
}

impl GameChoice {
    /// The games of every `--game` given (all built-in games when none is), in the order
    /// given; a game named twice is refused.
    pub fn sources(choices: &[GameChoice]) -> Result<Vec<GameSource>, Said> {
        let all = [GameChoice::All];
        let choices = if choices.is_empty() { &all } else { choices };
        let mut out: Vec<GameSource> = Vec::new();
        for c in choices {
            let more = match c {
                GameChoice::All => crate::game::BUILTIN
                    .iter()
                    .map(|(id, _)| GameSource::Builtin(id.to_string()))
                    .collect(),
                GameChoice::One(id) => vec![GameSource::Builtin(id.clone())],
                GameChoice::File(p) => vec![GameSource::File(p.clone())],
            };
            for g in more {
                if out.contains(&g) {
                    let name = match &g {
                        GameSource::Builtin(id) => id.clone(),
                        GameSource::File(p) => p.display().to_string(),
                    };
                    let id = if choices.contains(&GameChoice::All) {
                        "refuse-game-twice-all"
                    } else {
                        "refuse-game-twice"
                    };
                    return Err(Said::new(id).arg("game", name));
                }
                out.push(g);
            }
        }
        Ok(out)
    }
}

/// The value of `--game` (one item of its list, where it takes several), parsed and checked.
pub fn game(s: &str) -> Result<GameChoice, Said> {
    if s == "all" {
        return Ok(GameChoice::All);
    }
    if s.ends_with(".toml") {
        return Ok(GameChoice::File(PathBuf::from(s)));
    }
    let names = || {
        crate::game::BUILTIN
            .iter()
            .chain(crate::game::EXAMPLE_TEMPLATES)
            .map(|(id, _)| *id)
    };
    if names().any(|id| id == s) {
        return Ok(GameChoice::One(s.to_string()));
    }
    Err(Said::new("refuse-game")
        .arg("value", shown(s))
        .arg("games", names().collect::<Vec<_>>().join(", ")))
}

/// The value of `--shape` (one item of its list, where it takes several), parsed and checked.
pub fn shape(s: &str) -> Result<CounterShape, Said> {
    match s {
        "square" => Ok(CounterShape::Square),
        "round" => Ok(CounterShape::Round),
        _ => Err(Said::new("refuse-shape").arg("value", shown(s))),
    }
}

/// One `--sheets` value: a kind of sheet, or the duplex calibration sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SheetArg {
    /// A kind of sheet of the kit.
    Kind(SheetKind),
    /// The calibration sheet of `--backs duplex`, alone.
    Calibration,
}

/// The value of `--sheets` (one item of its list, where it takes several), parsed and checked.
pub fn sheet_kind(s: &str) -> Result<SheetArg, Said> {
    if s == "calibration" {
        return Ok(SheetArg::Calibration);
    }
    SheetKind::ALL
        .into_iter()
        .find(|k| k.name() == s)
        .map(SheetArg::Kind)
        .ok_or_else(|| {
            let names: Vec<&str> = SheetKind::ALL.iter().map(|k| k.name()).collect();
            Said::new("refuse-sheet")
                .arg("value", shown(s))
                .arg("names", names.join(", "))
        })
}

/// The value of `--spares` (one item of its list, where it takes several), parsed and checked.
pub fn spares(s: &str) -> Result<Spares, Said> {
    let count = |v: &str| -> Result<u32, Said> {
        match v.trim().parse::<u32>() {
            Ok(n) if n <= 8 => Ok(n),
            _ => Err(Said::new("refuse-spares-count").arg("value", shown(v))),
        }
    };
    let mut out = Spares::default();
    for item in s.split(',') {
        if item.trim().is_empty() {
            return Err(Said::new("refuse-empty-item").arg("value", shown(s)));
        }
        match item.split_once('=') {
            Some((name, n)) => {
                let name = name.trim();
                if name.is_empty() {
                    return Err(Said::new("refuse-no-name").arg("value", shown(item)));
                }
                if n.trim().is_empty() {
                    return Err(Said::new("refuse-no-number").arg("value", shown(item)));
                }
                if out.per_piece.iter().any(|(n, _)| n == name) {
                    return Err(Said::new("refuse-named-twice").arg("value", shown(name)));
                }
                out.per_piece.push((name.to_string(), count(n)?));
            }
            None if out.all.is_some() => {
                return Err(Said::new("refuse-spares-two-numbers").arg("value", shown(s)))
            }
            None => out.all = Some(count(item)?),
        }
    }
    Ok(out)
}

/// The value of `--copies` (one item of its list, where it takes several), parsed and checked.
pub fn copies(s: &str) -> Result<usize, Said> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=200).contains(&n) => Ok(n),
        _ => Err(Said::new("refuse-copies").arg("value", shown(s))),
    }
}

/// The value of `--n-up` (one item of its list, where it takes several), parsed and checked.
pub fn n_up(s: &str) -> Result<usize, Said> {
    match s.trim() {
        "1" => Ok(1),
        "2" => Ok(2),
        _ => Err(Said::new("refuse-n-up").arg("value", shown(s))),
    }
}

/// Every option of a run that writes files, as the command line and the web form give them
/// (the output folder is the front end's own): parsed, each value checked, not yet checked
/// together (that is [`crate::config::Config::new`]). Each field is the long option of the
/// same name.
#[derive(Debug, Clone, PartialEq)]
pub struct SetOptions {
    /// `--game`: which game.
    pub game: Vec<GameChoice>,
    /// `--paper`: the paper (a name or WIDTHxHEIGHT in mm).
    pub paper: Option<Paper>,
    /// `--lang`: the language of every printed word.
    pub lang: Option<crate::lang::Lang>,
    /// `--margin`: safe margin on every side in mm (5 to 50).
    pub margin: f64,
    /// `--square`: board square side in mm, 10 to 200 (and no larger than fits the paper).
    pub square: Option<f64>,
    /// `--mono`: black-and-white sheets.
    pub mono: bool,
    /// `--glue-tab`: give board half 1 a glue strip beyond its joining edge for half 2 to overlap.
    pub glue_tab: bool,
    /// `--shape`: piece outline.
    pub shape: Option<CounterShape>,
    /// `--spares`: spare pieces per side, 0 to 8.
    pub spares: Option<Spares>,
    /// `--bleed`: how far colour runs past every cut edge, in mm.
    pub bleed: Option<f64>,
    /// `--per-side`: each side's pieces on sheets of their own.
    pub per_side: bool,
    /// `--board`: the board on one page or in two halves.
    pub board: Option<BoardChoice>,
    /// `--side`: piece sheets for one side only.
    pub side: Option<usize>,
    /// `--pieces`: replacement pieces only, per side.
    pub pieces: Vec<(String, u32)>,
    /// `--art`: your own picture on a piece instead of its drawing.
    pub art: Vec<ArtArg>,
    /// `--fit`: how `--art` pictures fill the piece.
    pub fit: Option<Fit>,
    /// `--anchor`: which part of `--art` pictures a crop keeps.
    pub anchor: Option<crate::picture::Anchor>,
    /// `--zoom`: how far into `--art` pictures to take, 1 to 4.
    pub zoom: Option<f64>,
    /// `--board-art`: a picture on the board.
    pub board_art: Vec<BoardArtArg>,
    /// `--sheets`: which sheets to make, comma-separated.
    pub sheets: Vec<SheetArg>,
    /// `--cut`: files for cutting machines.
    pub cut: Vec<crate::cut::CutOutput>,
    /// `--kerf`: the width a laser burns away, in mm.
    pub kerf: Option<f64>,
    /// `--bed`: the largest sheet the cutting machine takes.
    pub bed: Option<crate::units::Size>,
    /// `--bed-margin`: the room left free round each edge of a bed.
    pub bed_margin: Option<f64>,
    /// `--mark-inset`: where the registration marks go.
    pub mark_inset: Option<crate::layout::MarkInset>,
    /// `--backs`: piece sheets with backs (fold-over or duplex).
    pub backs: Option<BacksArg>,
}

impl Default for SetOptions {
    /// Every option as the command line has it when none is given.
    fn default() -> Self {
        SetOptions {
            game: Vec::new(),
            paper: None,
            lang: None,
            margin: 10.0,
            square: None,
            mono: false,
            glue_tab: false,
            shape: None,
            spares: None,
            bleed: None,
            per_side: false,
            board: None,
            side: None,
            pieces: Vec::new(),
            art: Vec::new(),
            fit: None,
            anchor: None,
            zoom: None,
            board_art: Vec::new(),
            sheets: Vec::new(),
            cut: Vec::new(),
            kerf: None,
            bed: None,
            bed_margin: None,
            mark_inset: None,
            backs: None,
        }
    }
}

/// What a run makes, as the command that writes files names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Make {
    /// `pdf`: the kit as one PDF per game.
    Pdf,
    /// `svg`: the kit as one SVG per page.
    Svg,
    /// `png`: the kit as one PNG per page, at this many dpi.
    Png {
        /// `--dpi`.
        dpi: u32,
    },
    /// `html`: the text sheets as one web page per game.
    Html,
    /// `handout`: a class set of handouts.
    Handout {
        /// `--copies`.
        copies: usize,
        /// `--n-up`.
        n_up: usize,
        /// `--booklet`.
        booklet: bool,
        /// `--large-print`.
        large_print: bool,
        /// `--two-sided`.
        two_sided: bool,
    },
}
