//! A game ready to lay out: its template plus the artwork of every piece.

use std::path::Path;

use crate::art::{Art, ArtError};
use crate::files::{self, utf8_error_at, FileKey, Files, Kind, RunFiles};
use crate::game::{locate, Game, GameError, Localized, Missing, Seg, Translated, Translation};
use crate::lang::Lang;
use crate::picture::{PiecePicture, Source};
use crate::quote::shown;
use crate::said::Said;

/// Largest template, rules text or artwork file read, in bytes (1 MiB).
pub const MAX_FILE_BYTES: u64 = 1 << 20;
/// Largest rules text, in bytes (64 KiB, some twenty pages; the built-in ones are 3 KB).
pub const MAX_RULES_BYTES: usize = 64 << 10;

/// Prefix of artwork and text compiled into the binary, e.g. `builtin:crown.svg`.
pub const BUILTIN_ART: &str = "builtin:";

/// Handout texts and the built-in games' translations, compiled into the binary.
pub const BUILTIN_TEXT: &[(&str, &str)] = &[
    (
        "fr/camels-and-carpets.toml",
        include_str!("../../../templates/games/fr/camels-and-carpets.toml"),
    ),
    (
        "fr/royal-carpet.toml",
        include_str!("../../../templates/games/fr/royal-carpet.toml"),
    ),
    (
        "de/camels-and-carpets.toml",
        include_str!("../../../templates/games/de/camels-and-carpets.toml"),
    ),
    (
        "de/royal-carpet.toml",
        include_str!("../../../templates/games/de/royal-carpet.toml"),
    ),
    (
        "es/camels-and-carpets.toml",
        include_str!("../../../templates/games/es/camels-and-carpets.toml"),
    ),
    (
        "es/royal-carpet.toml",
        include_str!("../../../templates/games/es/royal-carpet.toml"),
    ),
    (
        "nl/camels-and-carpets.toml",
        include_str!("../../../templates/games/nl/camels-and-carpets.toml"),
    ),
    (
        "nl/royal-carpet.toml",
        include_str!("../../../templates/games/nl/royal-carpet.toml"),
    ),
    (
        "camels-and-carpets.md",
        include_str!("../../../templates/text/camels-and-carpets.md"),
    ),
    (
        "royal-carpet.md",
        include_str!("../../../templates/text/royal-carpet.md"),
    ),
    (
        "assembly.md",
        include_str!("../../../templates/text/assembly.md"),
    ),
    (
        "checkers.md",
        include_str!("../../../templates/text/checkers.md"),
    ),
    (
        "international-draughts.md",
        include_str!("../../../templates/text/international-draughts.md"),
    ),
    (
        "fr/camels-and-carpets.md",
        include_str!("../../../templates/text/fr/camels-and-carpets.md"),
    ),
    (
        "fr/royal-carpet.md",
        include_str!("../../../templates/text/fr/royal-carpet.md"),
    ),
    (
        "fr/checkers.md",
        include_str!("../../../templates/text/fr/checkers.md"),
    ),
    (
        "fr/international-draughts.md",
        include_str!("../../../templates/text/fr/international-draughts.md"),
    ),
    (
        "de/camels-and-carpets.md",
        include_str!("../../../templates/text/de/camels-and-carpets.md"),
    ),
    (
        "de/royal-carpet.md",
        include_str!("../../../templates/text/de/royal-carpet.md"),
    ),
    (
        "de/checkers.md",
        include_str!("../../../templates/text/de/checkers.md"),
    ),
    (
        "de/international-draughts.md",
        include_str!("../../../templates/text/de/international-draughts.md"),
    ),
    (
        "es/camels-and-carpets.md",
        include_str!("../../../templates/text/es/camels-and-carpets.md"),
    ),
    (
        "es/royal-carpet.md",
        include_str!("../../../templates/text/es/royal-carpet.md"),
    ),
    (
        "es/checkers.md",
        include_str!("../../../templates/text/es/checkers.md"),
    ),
    (
        "es/international-draughts.md",
        include_str!("../../../templates/text/es/international-draughts.md"),
    ),
    (
        "nl/camels-and-carpets.md",
        include_str!("../../../templates/text/nl/camels-and-carpets.md"),
    ),
    (
        "nl/royal-carpet.md",
        include_str!("../../../templates/text/nl/royal-carpet.md"),
    ),
    (
        "nl/checkers.md",
        include_str!("../../../templates/text/nl/checkers.md"),
    ),
    (
        "nl/international-draughts.md",
        include_str!("../../../templates/text/nl/international-draughts.md"),
    ),
    (
        "fr/assembly.md",
        include_str!("../../../templates/text/fr/assembly.md"),
    ),
    (
        "de/assembly.md",
        include_str!("../../../templates/text/de/assembly.md"),
    ),
    (
        "es/assembly.md",
        include_str!("../../../templates/text/es/assembly.md"),
    ),
    (
        "nl/assembly.md",
        include_str!("../../../templates/text/nl/assembly.md"),
    ),
];

/// A built-in handout text by file name.
pub fn builtin_text(name: &str) -> Option<&'static str> {
    BUILTIN_TEXT
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
}

/// Why a template's built-in rules text `name` is refused, from the check's `refusal`
/// (at `name:LINE:COL`): the text does not fit the game, and how to write one's own
/// from it.
fn builtin_rules_refused(name: &str, refusal: &KitError) -> Said {
    let (line, why) = match refusal {
        KitError::Text { at, message } => {
            let at = at.strip_prefix(name).unwrap_or(at);
            let line = at.trim_start_matches(':').split(':').next().unwrap_or("?");
            (line.to_string(), message.clone())
        }
        other => ("?".to_string(), crate::exit::Exit::said(other)),
    };
    Said::new("refuse-rules-builtin")
        .arg("name", name)
        .arg("line", line)
        .arg("why", why)
        .arg("stem", name.trim_end_matches(".md"))
}

/// A validated game and its pieces' drawings (same order as `game.pieces`).
#[derive(Debug, Clone, PartialEq)]
pub struct Kit {
    /// The template.
    pub game: Game,
    /// One drawing per piece kind.
    pub art: Vec<Art>,
    /// One drawing per piece kind for the small counters of the rules diagrams: the piece's
    /// simplified `icon`, or its `art` when it has none.
    pub icons: Vec<Art>,
    /// The template's text, for `boardgen template`.
    pub source: String,
    /// The rules handout's text, if the template names one.
    pub rules: Option<String>,
    /// Per piece kind, each side's pictures (from the template's `picture` or `pictures`, or
    /// `--art`), shown on the piece sheets instead of the drawing: the side's pieces of the
    /// kind take them in order, starting again when they run out; none: the drawing.
    pub pictures: Vec<[Vec<PiecePicture>; 2]>,
    /// The language the game's words (name, pieces, sides, rules) are in.
    pub lang: Lang,
    /// What the asked language's translation left in the template's own language.
    pub missing: Vec<Missing>,
    /// The pictures on the board (`--board-art`); empty: the plain board.
    pub board_pictures: crate::picture::BoardPictures,
}

/// The check a kit's rules text gets as the kit is loaded, after the text is read and before
/// any picture is: `(game, text, file)`, `file` naming the text in messages. The diagram
/// language is `rules`', whose `Kit::builtin`, `Kit::from_file` and `Kit::from_bytes` pass
/// its check to the loaders here, so that loading never imports the rules.
pub type RulesCheck = fn(&Game, &str, &str) -> Result<(), KitError>;

/// Why a kit could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum KitError {
    /// The template file could not be read.
    #[error("{}", crate::exit::Exit::said(self))]
    Read {
        /// The path given (as shown in messages).
        file: String,
        /// Why.
        message: Said,
    },
    /// The template is wrong.
    #[error("{}", crate::exit::Exit::said(self))]
    Game(#[from] GameError),
    /// The rules text is missing, or a board picture cannot be used.
    #[error("{}", crate::exit::Exit::said(self))]
    Text {
        /// file:line:col of the `rules` value, or of a board picture's key.
        at: String,
        /// What went wrong.
        message: Said,
    },
    /// A drawing is missing or wrong.
    #[error("{}", crate::exit::Exit::said(self))]
    Art {
        /// file:line:col of the piece's `art` value.
        at: String,
        /// The piece whose drawing failed.
        piece: String,
        /// What went wrong: a message, or the file layer's own words.
        message: crate::said::Value,
    },
}

impl crate::exit::Exit for KitError {
    fn is_bad_input(&self) -> bool {
        // A template, or a file it names, that cannot be used.
        true
    }

    fn said(&self) -> crate::said::Said {
        use crate::said::Said;
        match self {
            KitError::Read { file, message } => Said::new("refuse-template-read")
                .arg("file", file)
                .arg("why", message.clone()),
            KitError::Game(e) => crate::exit::Exit::said(e),
            KitError::Text { at, message } => Said::new("refuse-template")
                .arg("file", at)
                .arg("why", message.clone()),
            KitError::Art { at, piece, message } => Said::new("refuse-template-art")
                .arg("file", at)
                .arg("piece", piece)
                .arg("why", message.clone()),
        }
    }
}

impl Kit {
    /// A built-in game in `lang`, its rules text checked by `check`.
    pub fn load_builtin(id: &str, lang: &Lang, check: RulesCheck) -> Result<Kit, KitError> {
        let game = Game::builtin(id)?;
        let (_, text) = crate::game::BUILTIN
            .iter()
            .find(|(n, _)| *n == game.id)
            .expect("builtin found");
        Kit::with_art(
            game,
            text,
            &format!("templates/games/{id}.toml"),
            None,
            (lang, check),
        )
    }

    /// A user's template file; artwork and rules paths are relative to it and must stay
    /// inside its folder. Its words are taken in `lang` and its rules text is checked by
    /// `check`.
    pub fn load_file(
        files: &dyn RunFiles,
        path: &Path,
        lang: &Lang,
        check: RulesCheck,
    ) -> Result<Kit, KitError> {
        // Whole, not elided: it starts every `FILE:LINE:COL`.
        let file = crate::quote::path_text(path);
        let (data, _) = files
            .read(path, MAX_FILE_BYTES)
            .map_err(|message| KitError::Read {
                file: file.clone(),
                message,
            })?;
        let dir = files.folder(path);
        Kit::load_bytes(&data, &file, Some(&*dir), (lang, check))
    }

    /// A template from its bytes, as read from `file` (named in errors); `dir` is the folder
    /// its artwork and rules paths are relative to, or `None` to allow only `builtin:` ones.
    /// Its words are taken in `lang`, and its rules text is checked by `check`.
    pub fn load_bytes(
        data: &[u8],
        file: &str,
        dir: Option<&dyn Files>,
        (lang, check): (&Lang, RulesCheck),
    ) -> Result<Kit, KitError> {
        let text = std::str::from_utf8(data).map_err(|e| {
            let (at, byte) = utf8_error_at(data, &e);
            GameError::Parse {
                file: format!("{file}:{at}"),
                message: crate::said::Said::new("refuse-not-unicode")
                    .arg("byte", format!("0x{byte:02X}")),
            }
        })?;
        let game = Game::from_toml(text, file)?;
        Kit::with_art(game, text, file, dir, (lang, check))
    }

    fn with_art(
        mut game: Game,
        text: &str,
        file: &str,
        dir: Option<&dyn Files>,
        (lang, check): (&Lang, RulesCheck),
    ) -> Result<Kit, KitError> {
        let localized = localize(&mut game, lang, (text, file), dir)?;
        let game = game;
        // `key` is `art` or `icon`: the location and the piece of an artwork error.
        let art_fail = |i: usize, key: &'static str, message: crate::said::Value| KitError::Art {
            at: locate(
                text,
                file,
                &[Seg::Key("pieces"), Seg::Idx(i), Seg::Key(key)],
            ),
            piece: shown(&game.pieces[i].id),
            message,
        };
        let text_fail = |message: Said| KitError::Text {
            at: locate(text, file, &localized.rules_at),
            message,
        };
        // Every drawing a piece names: its art, then its diagram icon if it has one.
        let drawings = |p: &crate::game::Piece| {
            [("art", Some(&p.art)), ("icon", p.icon.as_ref())]
                .into_iter()
                .filter_map(|(key, v)| v.map(|v| (key, v.clone())))
                .collect::<Vec<_>>()
        };
        // Every path the template names is checked before any of them is opened.
        let mut art_paths = Vec::new();
        for (i, p) in game.pieces.iter().enumerate() {
            for (key, name) in drawings(p) {
                if !name.starts_with(BUILTIN_ART) {
                    inside(dir, &name, Kind::Artwork).map_err(|m| art_fail(i, key, m.into()))?;
                }
                art_paths.push(name);
            }
        }
        let rules_file = match &game.rules {
            Some(r) if !r.starts_with(BUILTIN_ART) => {
                inside(dir, r, Kind::Rules).map_err(text_fail)?;
                dir.map(|d| d.shown(r))
            }
            _ => None,
        };
        let mut art = Vec::new();
        let mut icons = Vec::new();
        // A file named more than once is read and parsed once.
        let mut parsed: Vec<(FileKey, Art)> = Vec::new();
        let mut built: Vec<(String, Art)> = Vec::new();
        for (i, p) in game.pieces.iter().enumerate() {
            for (key, name) in drawings(p) {
                // A built-in drawing named again is the one already parsed.
                let drawing = match built.iter().find(|(n, _)| *n == name) {
                    Some((_, a)) => a.clone(),
                    None => {
                        let a =
                            load_art(&name, dir, &mut parsed).map_err(|m| art_fail(i, key, m))?;
                        if name.starts_with(BUILTIN_ART) {
                            built.push((name.clone(), a.clone()));
                        }
                        a
                    }
                };
                if key == "art" {
                    art.push(drawing);
                } else {
                    icons.push(drawing);
                }
            }
            // Without an icon of its own, the diagrams draw the piece's full art.
            if icons.len() < art.len() {
                icons.push(art[i].clone());
            }
        }
        let rules = match (&game.rules, dir, &rules_file) {
            (None, ..) => None,
            (Some(r), Some(dir), Some(path)) => {
                let (data, _) = dir
                    .read(r, Kind::Rules, MAX_FILE_BYTES)
                    .map_err(text_fail)?;
                Some(String::from_utf8(data).map_err(|e| {
                    let (at, byte) = utf8_error_at(e.as_bytes(), &e.utf8_error());
                    KitError::Text {
                        at: format!("{path}:{at}"),
                        message: Kind::Rules
                            .about("refuse-file-not-unicode", r)
                            .arg("byte", format!("0x{byte:02X}")),
                    }
                })?)
            }
            (Some(r), ..) => {
                let name = r.strip_prefix(BUILTIN_ART).unwrap_or(r);
                Some(
                    builtin_text(name)
                        .ok_or_else(|| text_fail(Kind::Rules.about("refuse-file-no-builtin", r)))?
                        .to_string(),
                )
            }
        };
        if rules.as_ref().is_some_and(|r| r.len() > MAX_RULES_BYTES) {
            return Err(text_fail(
                Said::new("refuse-rules-large").arg("most", MAX_RULES_BYTES),
            ));
        }
        if let (Some(rules), Some(name)) = (&rules, &game.rules) {
            match (name.strip_prefix(BUILTIN_ART), dir) {
                // A built-in text the user does not have: its refusal is said at the
                // template's `rules` line, with how to start a text of one's own.
                (Some(n), _) => {
                    check(&game, rules, n).map_err(|e| text_fail(builtin_rules_refused(n, &e)))?
                }
                (None, Some(d)) => check(&game, rules, &d.shown(name))?,
                (None, None) => check(&game, rules, &shown(name))?,
            }
        }
        // Checked as written; the pseudo-language's words, its diagrams as they are.
        let rules = match rules {
            Some(r) if localized.lang.is_pseudo() => Some(crate::lang::pseudo_markup(&r)),
            other => other,
        };
        let pictures = load_pictures(&game, text, file, dir)?;
        let board_pictures = load_board_pictures(&game, text, file, dir)?;
        Ok(Kit {
            game,
            art,
            icons,
            source: text.to_string(),
            rules,
            pictures,
            lang: localized.lang,
            missing: localized.missing,
            board_pictures,
        })
    }
}

/// The board's pictures the template names (`[board] frame_picture`, `endzone_picture`,
/// `frame_background`), each read and checked as a piece's picture is.
fn load_board_pictures(
    game: &Game,
    text: &str,
    file: &str,
    dir: Option<&dyn Files>,
) -> Result<crate::picture::BoardPictures, KitError> {
    use crate::picture::Fit;
    let b = &game.board;
    let mut out = crate::picture::BoardPictures::default();
    let named = [
        ("frame_picture", &b.frame_picture, Fit::Contain),
        ("endzone_picture", &b.endzone_picture, Fit::Contain),
        ("frame_background", &b.frame_background, Fit::Cover),
    ];
    for (key, name, fit) in named {
        let Some(name) = name else { continue };
        let at = format!(
            "{}: board.{key}",
            locate(text, file, &[Seg::Key("board"), Seg::Key(key)])
        );
        let fail = |message: Said| KitError::Text {
            at: at.clone(),
            message,
        };
        let Some(dir) = dir else {
            return Err(fail(builtin_only(Kind::Picture, name)));
        };
        let (data, _) = dir
            .read(name, Kind::Picture, crate::picture::MAX_BYTES)
            .map_err(fail)?;
        let pic = PiecePicture {
            source: std::sync::Arc::new(Source::from_bytes(name, data).map_err(fail)?),
            name: name.to_string(),
            fit,
            anchor: crate::picture::Anchor::Centre,
            zoom: 1.0,
            at: at.clone(),
        };
        match key {
            "frame_picture" => out.frame = Some(pic),
            "frame_background" => out.background = Some(pic),
            _ => out.endzones = [Some(pic.clone()), Some(pic)],
        }
    }
    Ok(out)
}

/// Every piece's pictures, each side's in the order its pieces take them (empty: the
/// drawing), each file read and checked once (a file named several times is shared).
fn load_pictures(
    game: &Game,
    text: &str,
    file: &str,
    dir: Option<&dyn Files>,
) -> Result<Vec<[Vec<PiecePicture>; 2]>, KitError> {
    let mut read: Vec<(String, FileKey, std::sync::Arc<Source>)> = Vec::new();
    let mut out = Vec::new();
    for (i, p) in game.pieces.iter().enumerate() {
        let mut sides = [Vec::new(), Vec::new()];
        for (s, files) in p.picture_files(i).into_iter().enumerate() {
            for (name, path) in files {
                let at = locate(text, file, &path);
                let fail = |message: Said| KitError::Art {
                    at: at.clone(),
                    piece: shown(&p.id),
                    message: message.into(),
                };
                let Some(dir) = dir else {
                    return Err(fail(builtin_only(Kind::Picture, name)));
                };
                // A name already read is not read again; another name of a file already
                // read shares its checked picture.
                let source = match read.iter().find(|(n, ..)| n == name) {
                    Some((.., src)) => src.clone(),
                    None => {
                        let (data, key) = dir
                            .read(name, Kind::Picture, crate::picture::MAX_BYTES)
                            .map_err(fail)?;
                        let src = match read.iter().find(|(_, k, _)| *k == key) {
                            Some((.., src)) => src.clone(),
                            None => {
                                std::sync::Arc::new(Source::from_bytes(name, data).map_err(fail)?)
                            }
                        };
                        read.push((name.to_string(), key, src.clone()));
                        src
                    }
                };
                sides[s].push(PiecePicture {
                    source,
                    name: name.to_string(),
                    fit: p.picture_fit,
                    anchor: p.picture_anchor,
                    zoom: p.picture_zoom,
                    at: format!("{at}: piece '{}'", shown(&p.id)),
                });
            }
        }
        out.push(sides);
    }
    Ok(out)
}

/// Reads and checks one drawing, `name` as the template gives it, relative to `dir`; a file
/// already in `parsed` is not parsed again.
fn load_art(
    name: &str,
    dir: Option<&dyn Files>,
    parsed: &mut Vec<(FileKey, Art)>,
) -> Result<Art, crate::said::Value> {
    match (dir, name.strip_prefix(BUILTIN_ART)) {
        (_, Some(builtin)) => match Art::builtin(builtin) {
            Some(r) => r.map_err(|e: ArtError| e.said().into()),
            None => {
                let names: Vec<String> = crate::art::BUILTIN
                    .iter()
                    .map(|(n, _)| format!("{BUILTIN_ART}{n}"))
                    .collect();
                Err(Kind::Artwork
                    .about("refuse-file-no-builtin-use", name)
                    .arg("names", names.join(", "))
                    .into())
            }
        },
        (Some(dir), None) => {
            let (data, key) = dir.read(name, Kind::Artwork, MAX_FILE_BYTES)?;
            if let Some((_, art)) = parsed.iter().find(|(k, _)| *k == key) {
                return Ok(art.clone());
            }
            let art = Art::parse(name, &data).map_err(|e| e.said())?;
            parsed.push((key, art.clone()));
            Ok(art)
        }
        (None, None) => unreachable!("non-builtin art has a checked path"),
    }
}

/// `name` checked as [`read::inside`] does, after refusing every file but a built-in one
/// when there is no folder (`dir` is `None`).
fn inside(
    dir: Option<&dyn Files>,
    name: &str,
    what: Kind,
) -> Result<Vec<std::ffi::OsString>, Said> {
    if dir.is_none() {
        return Err(builtin_only(what, name));
    }
    files::inside(name, what)
}

/// Why a built-in template cannot name the file `name`: it has no folder.
fn builtin_only(what: Kind, name: &str) -> Said {
    what.about("refuse-file-builtin-only", name)
}

/// `game` in `lang`: the template's translation of that language applied, read from its
/// file when it names one (a built-in's, or one beside the template, through `dir`).
fn localize(
    game: &mut Game,
    lang: &Lang,
    (text, file): (&str, &str),
    dir: Option<&dyn Files>,
) -> Result<Localized, KitError> {
    if lang.is_pseudo() {
        return Ok(game.pseudo_words(lang));
    }
    let Some((key, tag)) = game.translation_for(lang) else {
        return Ok(game.keep_own(lang));
    };
    let words = match game.translations[&key].clone() {
        // Checked with the template.
        Translated::Words(t) => t,
        Translated::File(name) => {
            let at = locate(
                text,
                file,
                &[Seg::Key("translations"), Seg::Name(key.clone())],
            );
            let fail = |message: Said| KitError::Text {
                at: at.clone(),
                message,
            };
            let (data, path) = match name.strip_prefix(BUILTIN_ART) {
                Some(n) => (
                    builtin_text(n)
                        .ok_or_else(|| {
                            fail(Kind::Translation.about("refuse-file-no-builtin", &name))
                        })?
                        .to_string(),
                    format!("templates/games/{n}"),
                ),
                None => {
                    inside(dir, &name, Kind::Translation).map_err(fail)?;
                    let d = dir.expect("inside() refuses a template without a folder");
                    let (bytes, _) = d
                        .read(&name, Kind::Translation, MAX_FILE_BYTES)
                        .map_err(fail)?;
                    let path = d.shown(&name);
                    let data = String::from_utf8(bytes).map_err(|e| {
                        let (at, byte) = utf8_error_at(e.as_bytes(), &e.utf8_error());
                        KitError::Text {
                            at: format!("{path}:{at}"),
                            message: Kind::Translation
                                .about("refuse-file-not-unicode", &name)
                                .arg("byte", format!("0x{byte:02X}")),
                        }
                    })?;
                    (data, path)
                }
            };
            let t: Translation = toml::from_str(&data).map_err(|e| GameError::Parse {
                file: match e.span() {
                    Some(span) => {
                        let (line, col) = crate::files::line_col(&data, span.start);
                        format!("{path}:{line}:{col}")
                    }
                    None => path.clone(),
                },
                message: crate::game::toml_message(&data, e.span(), e.message(), &|t| {
                    toml::from_str::<Translation>(t)
                        .err()
                        .map(|e| e.message().to_string())
                }),
            })?;
            game.check_translation(&key, &t, &|rest: &[Seg]| rest.to_vec())
                .map_err(|inv| match name.strip_prefix(BUILTIN_ART) {
                    // A built-in translation is boardgen's, right for its own game: one that
                    // does not fit this game is the template's mistake, at its own line.
                    Some(_) => GameError::Invalid {
                        file: at.clone(),
                        message: crate::said::Said::new("refuse-translation-builtin")
                            .arg("name", shown(&name))
                            .arg("why", inv.message),
                    },
                    None => GameError::Invalid {
                        file: locate(&data, &path, &inv.path),
                        message: inv.message,
                    },
                })?;
            t
        }
    };
    Ok(game.translate(lang, (key, tag), words))
}

#[cfg(test)]
mod icon_tests {
    use super::*;

    #[test]
    fn diagrams_draw_the_icon_or_else_the_art() {
        // The built-in games name a simplified icon for every piece.
        for id in ["camels-and-carpets", "royal-carpet"] {
            let kit = Kit::builtin(id).unwrap();
            assert_eq!(kit.icons.len(), kit.art.len());
            for (i, p) in kit.game.pieces.iter().enumerate() {
                let icon = p.icon.as_deref().expect("a built-in icon");
                assert_eq!(icon, format!("builtin:{}-icon.svg", p.id));
                assert_ne!(kit.icons[i], kit.art[i], "{id} {}", p.id);
            }
        }
        // A template without icons: the diagrams fall back to each piece's art.
        let text: String = include_str!("../../../examples/checkers.toml")
            .lines()
            .filter(|l| !l.starts_with("icon ="))
            .map(|l| format!("{l}\n"))
            .collect();
        let kit = Kit::from_bytes(text.as_bytes(), "checkers.toml", None).unwrap();
        assert!(kit.game.pieces.iter().all(|p| p.icon.is_none()));
        assert_eq!(kit.icons, kit.art);
        // One piece with an icon, one without.
        let one = text.replacen(
            "art = \"builtin:king.svg\"",
            "art = \"builtin:king.svg\"\nicon = \"builtin:crown-icon.svg\"",
            1,
        );
        let kit = Kit::from_bytes(one.as_bytes(), "checkers.toml", None).unwrap();
        let king = kit.game.pieces.iter().position(|p| p.id == "king").unwrap();
        for i in 0..kit.art.len() {
            if i == king {
                assert_eq!(
                    kit.icons[i],
                    Art::builtin("crown-icon.svg").unwrap().unwrap()
                );
            } else {
                assert_eq!(kit.icons[i], kit.art[i]);
            }
        }
    }
}
