//! A parsed template checked whole: identity, board, pieces, sides, backs, pictures and
//! translations, each mistake at its key.

use super::*;
use crate::quote::shown;
use crate::said::Said;

impl Game {
    pub(super) fn validate(&self) -> Result<(), Invalid> {
        self.check_identity()?;
        self.check_board()?;
        self.check_pieces()?;
        self.check_backs()?;
        self.check_picture_zoom()?;
        self.check_sides()?;
        self.check_translations()
    }

    /// Each piece's `back`: `same`, `plain` or the id of a piece of this game (one level:
    /// a back shows that piece's face, never its back, so pointing both ways is fine).
    pub(super) fn check_backs(&self) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        for (i, p) in self.pieces.iter().enumerate() {
            let Some(b) = &p.back else { continue };
            let known =
                matches!(b.as_str(), "same" | "plain") || self.pieces.iter().any(|q| q.id == *b);
            if !known {
                let ids: Vec<&str> = self.pieces.iter().map(|q| q.id.as_str()).collect();
                return Err(Invalid {
                    path: vec![Key("pieces"), Idx(i), Key("back")],
                    message: Said::new("refuse-piece-back")
                        .arg("piece", shown(&p.id))
                        .arg("back", shown(b))
                        .arg("ids", ids.join(", ")),
                });
            }
        }
        Ok(())
    }

    /// Each piece's `pictures` (with no `picture`, each list 1 to [`MAX_PICTURES`] files)
    /// and `picture_zoom` (1 to [`crate::picture::MAX_ZOOM`]).
    pub(super) fn check_picture_zoom(&self) -> Result<(), Invalid> {
        let most = crate::picture::MAX_ZOOM;
        for (i, p) in self.pieces.iter().enumerate() {
            let at = vec![Seg::Key("pieces"), Seg::Idx(i), Seg::Key("pictures")];
            let lists: Vec<&Vec<String>> = match &p.pictures {
                Some(PictureList::Both(v)) => vec![v],
                Some(PictureList::PerSide(v)) => v.iter().collect(),
                None => vec![],
            };
            let bad = if p.pictures.is_some() && p.picture.is_some() {
                Some("refuse-pictures-both")
            } else if lists.iter().any(|l| l.is_empty() || l.len() > MAX_PICTURES) {
                Some("refuse-pictures-count")
            } else if lists.iter().any(|l| l.iter().any(String::is_empty)) {
                Some("refuse-pictures-empty-name")
            } else {
                None
            };
            if let Some(id) = bad {
                return Err(Invalid {
                    path: at,
                    message: Said::new(id)
                        .arg("piece", shown(&p.id))
                        .arg("most", MAX_PICTURES),
                });
            }
            if !(1.0..=most).contains(&p.picture_zoom) {
                return Err(Invalid {
                    path: vec![Seg::Key("pieces"), Seg::Idx(i), Seg::Key("picture_zoom")],
                    message: Said::new("refuse-picture-zoom")
                        .arg("piece", shown(&p.id))
                        .arg("zoom", crate::said::typed(p.picture_zoom))
                        .arg("most", most),
                });
            }
        }
        Ok(())
    }

    /// The template's `lang` and each translation: language tags, words within the limits
    /// that the font prints, pieces of this game, two sides or none.
    pub(super) fn check_translations(&self) -> Result<(), Invalid> {
        use Seg::Key;
        let tag_ok = |tag: &str, path: Vec<Seg>| {
            crate::lang::Lang::parse(tag)
                .map(|_| ())
                .map_err(|m| Invalid {
                    path,
                    message: Said::from(m),
                })
        };
        if let Some(l) = &self.lang {
            tag_ok(l, vec![Key("lang")])?;
        }
        for side in &self.sides {
            for st in [&side.colour, &side.mono] {
                for form in st.forms.values() {
                    check_text(
                        form,
                        "refuse-what-label-form",
                        MAX_LABEL,
                        vec![Key("sides")],
                    )?;
                }
            }
        }
        let mut seen: Vec<(&String, String)> = Vec::new();
        for (tag, t) in &self.translations {
            let at = |rest: &[Seg]| {
                let mut v = vec![Key("translations"), Name(tag.clone())];
                v.extend_from_slice(rest);
                v
            };
            tag_ok(tag, at(&[]))?;
            // Tags are the same whatever their case (`fr`, `FR`): two tables of one would
            // leave one unread.
            let norm = crate::lang::Lang::parse(tag)
                .map_or(tag.to_ascii_lowercase(), |l| l.tag().to_ascii_lowercase());
            if let Some((other, _)) = seen.iter().find(|(_, n)| *n == norm) {
                return Err(Invalid {
                    path: at(&[]),
                    message: Said::new("refuse-translations-same")
                        .arg("first", shown(other))
                        .arg("second", shown(tag)),
                });
            }
            seen.push((tag, norm));
            match t {
                Translated::Words(words) => self.check_translation(tag, words, &at)?,
                Translated::File(f) => {
                    if f.trim().is_empty() {
                        return Err(Invalid {
                            path: at(&[]),
                            message: Said::new("refuse-translation-file-empty")
                                .arg("tag", shown(tag)),
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// One translation's words (`tag`'s), each error at `at` of its path: words within the
    /// limits that the font prints, pieces of this game, two sides or none.
    pub fn check_translation(
        &self,
        tag: &str,
        t: &Translation,
        at: &dyn Fn(&[Seg]) -> Vec<Seg>,
    ) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        if let Some(n) = &t.name {
            check_text(n, "refuse-what-name", MAX_NAME, at(&[Key("name")]))?;
        }
        if let Some(sf) = &t.spares_for {
            let here = at(&[Key("spares_for")]);
            check_text(sf, "refuse-what-spares-for", MAX_SPARES_FOR, here)?;
        }
        for (id, w) in &t.pieces {
            let here = |k: &'static str| at(&[Key("pieces"), Name(id.clone()), Key(k)]);
            if !self.pieces.iter().any(|p| p.id == *id) {
                return Err(Invalid {
                    path: at(&[Key("pieces"), Name(id.clone())]),
                    message: Said::new("refuse-translation-piece")
                        .arg("tag", shown(tag))
                        .arg("piece", shown(id)),
                });
            }
            check_text(&w.name, "refuse-what-piece-name", MAX_LABEL, here("name"))?;
            check_text(
                &w.plural,
                "refuse-what-piece-plural",
                MAX_LABEL,
                here("plural"),
            )?;
            if let Some(g) = &w.gender {
                check_text(g, "refuse-what-gender", MAX_LABEL, here("gender"))?;
            }
        }
        if !t.sides.is_empty() && t.sides.len() != 2 {
            return Err(Invalid {
                path: at(&[Key("sides")]),
                message: Said::new("refuse-translation-sides")
                    .arg("tag", shown(tag))
                    .arg("count", t.sides.len()),
            });
        }
        for (s, w) in t.sides.iter().enumerate() {
            let here = |k: &'static str| at(&[Key("sides"), Idx(s), Key(k)]);
            check_text(&w.name, "refuse-what-side-name", MAX_LABEL, here("name"))?;
            if let Some(of) = &w.of {
                check_text(of, "refuse-what-side-of", MAX_LABEL, here("of"))?;
            }
            if let Some(subject) = &w.subject {
                let what = "refuse-what-side-subject";
                check_text(subject, what, MAX_LABEL, here("subject"))?;
            }
            if let Some(gender) = &w.gender {
                check_text(gender, "refuse-what-side-gender", MAX_LABEL, here("gender"))?;
            }
            for (key, l) in [("colour", &w.colour), ("mono", &w.mono)] {
                check_text(&l.label, "refuse-what-label", MAX_LABEL, here(key))?;
                for form in l.forms.values() {
                    check_text(form, "refuse-what-label-form", MAX_LABEL, here(key))?;
                }
            }
        }
        Ok(())
    }
}

impl Game {
    /// The format, the id (it starts every file name) and the name.
    pub(super) fn check_identity(&self) -> Result<(), Invalid> {
        use Seg::Key;
        let err = |path: Vec<Seg>, message: Said| Err(Invalid { path, message });
        if self.format != FORMAT {
            return err(
                vec![Key("format")],
                Said::new("refuse-format")
                    .arg("format", self.format)
                    .arg("supported", FORMAT),
            );
        }
        // The id starts every file name: safe on Windows, macOS and Linux, and short.
        let id_ok = !self.id.is_empty()
            && self.id.chars().count() <= MAX_ID
            && self.id.starts_with(|c: char| c.is_ascii_alphanumeric())
            && self
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !id_ok {
            return err(
                vec![Key("id")],
                Said::new("refuse-id")
                    .arg("id", shown(&self.id))
                    .arg("most", MAX_ID),
            );
        }
        check_text(&self.name, "refuse-what-name", MAX_NAME, vec![Key("name")])?;
        if let Some(s) = &self.spares_for {
            let here = vec![Key("spares_for")];
            check_text(s, "refuse-what-spares-for", MAX_SPARES_FOR, here)?;
        }
        Ok(())
    }

    /// The board and the two palettes.
    pub(super) fn check_board(&self) -> Result<(), Invalid> {
        use Seg::Key;
        let err = |path: Vec<Seg>, message: Said| Err(Invalid { path, message });
        let b = &self.board;
        // A key's value out of its range, `id` saying the range's unit.
        let range = |id: &'static str, key: &'static str, value: f64, low: u32, high: u32| {
            Said::new(id)
                .arg("key", key)
                .arg("value", crate::said::typed(value))
                .arg("low", low)
                .arg("high", high)
        };
        if !(2..=26).contains(&b.files) {
            return err(
                vec![Key("board"), Key("files")],
                range("refuse-key-range", "board.files", b.files.into(), 2, 26),
            );
        }
        if !(2..=99).contains(&b.ranks) {
            return err(
                vec![Key("board"), Key("ranks")],
                range("refuse-key-range", "board.ranks", b.ranks.into(), 2, 99),
            );
        }
        if !(0.0..=2.0).contains(&b.endzone) {
            return err(
                vec![Key("board"), Key("endzone")],
                range("refuse-key-range-squares", "board.endzone", b.endzone, 0, 2),
            );
        }
        if b.endzone_picture.is_some() && b.endzone == 0.0 {
            return err(
                vec![Key("board"), Key("endzone_picture")],
                Said::new("refuse-endzone-picture"),
            );
        }
        if let Some(sq) = b.square {
            if !(10.0..=200.0).contains(&sq) {
                return err(
                    vec![Key("board"), Key("square")],
                    range("refuse-key-range-mm", "board.square", sq, 10, 200),
                );
            }
        }
        for (key, pal) in [("colour", &self.colour), ("mono", &self.mono)] {
            if b.endzone > 0.0 && pal.endzone.is_none() {
                return err(
                    vec![Key(key)],
                    Said::new("refuse-endzone-colour").arg("table", key),
                );
            }
        }
        for (name, c) in self.mono.named_colors() {
            if !c.is_grey() {
                return err(
                    vec![Key("mono"), Key(name)],
                    Said::new("refuse-mono-grey").arg("colour", c.to_string()),
                );
            }
        }
        Ok(())
    }

    /// Every kind of piece, and the default spares.
    pub(super) fn check_pieces(&self) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        let err = |path: Vec<Seg>, message: Said| Err(Invalid { path, message });
        if self.pieces.is_empty() {
            return err(vec![], Said::new("refuse-no-pieces"));
        }
        if self.pieces.len() > MAX_PIECE_KINDS {
            return err(
                vec![Key("pieces"), Idx(MAX_PIECE_KINDS)],
                Said::new("refuse-piece-kinds")
                    .arg("most", MAX_PIECE_KINDS)
                    .arg("count", self.pieces.len()),
            );
        }
        for (i, p) in self.pieces.iter().enumerate() {
            let at = |k: &'static str| vec![Key("pieces"), Idx(i), Key(k)];
            check_text(&p.id, "refuse-what-piece-id", MAX_PIECE_ID, at("id"))?;
            check_text(&p.name, "refuse-what-piece-name", MAX_LABEL, at("name"))?;
            check_text(
                &p.plural,
                "refuse-what-piece-plural",
                MAX_LABEL,
                at("plural"),
            )?;
            if p.id.contains(char::is_whitespace) || p.id.contains([',', '=', ':', '@']) {
                return err(
                    at("id"),
                    Said::new("refuse-piece-id-chars").arg("id", shown(&p.id)),
                );
            }
            let pictures: Vec<&String> = match (&p.picture, &p.pictures) {
                (Some(PictureSpec::Both(f)), _) => vec![f],
                (Some(PictureSpec::PerSide(v)), _) => v.iter().collect(),
                (None, Some(PictureList::Both(v))) => v.iter().collect(),
                (None, Some(PictureList::PerSide(v))) => v.iter().flatten().collect(),
                (None, None) => vec![],
            };
            let key = if p.picture.is_some() {
                "picture"
            } else {
                "pictures"
            };
            let named = [("art", Some(&p.art)), ("icon", p.icon.as_ref())]
                .into_iter()
                .chain(pictures.into_iter().map(|f| (key, Some(f))));
            for (key, path) in named {
                if path.is_some_and(|a| a.chars().count() > 255) {
                    return err(
                        at(key),
                        Said::new("refuse-path-long")
                            .arg("piece", shown(&p.id))
                            .arg("key", key),
                    );
                }
            }
            if let Some(j) = self.pieces[..i].iter().position(|q| q.id == p.id) {
                return err(
                    at("id"),
                    Said::new("refuse-piece-id-twice")
                        .arg("id", &p.id)
                        .arg("other", j + 1),
                );
            }
            if let Some(j) = self.pieces[..i].iter().position(|q| q.name == p.name) {
                return err(
                    at("name"),
                    Said::new("refuse-piece-name-twice")
                        .arg("name", &p.name)
                        .arg("other", j + 1),
                );
            }
            if let Some(m) = &p.moves {
                let needs_dirs = m.kind != MoveKind::Leap;
                if needs_dirs && m.dirs.is_none() {
                    return err(
                        vec![Key("pieces"), Idx(i), Key("moves")],
                        Said::new("refuse-move-dirs").arg("piece", &p.id),
                    );
                }
                let leap_ok =
                    matches!(m.leap, Some([a, b]) if (a, b) != (0, 0) && a < 26 && b < 26);
                if m.kind == MoveKind::Leap && !leap_ok {
                    return err(
                        vec![Key("pieces"), Idx(i), Key("moves")],
                        Said::new("refuse-move-leap").arg("piece", &p.id),
                    );
                }
                // What each kind of move can capture with.
                let capture_ok = match (m.kind, m.capture) {
                    (_, None) => true,
                    (MoveKind::Step, Some(c)) => c == Capture::Jump,
                    (MoveKind::Slide, Some(c)) => c != Capture::Jump,
                    (MoveKind::Leap, Some(c)) => c == Capture::Land,
                    (MoveKind::Jump, Some(_)) => false,
                };
                let jumps = matches!(m.capture(), Some(Capture::Jump | Capture::LongJump));
                if !capture_ok || (m.capture_dirs.is_some() && !jumps) {
                    return err(
                        vec![Key("pieces"), Idx(i), Key("moves")],
                        Said::new(match m.kind {
                            MoveKind::Step => "refuse-capture-step",
                            MoveKind::Slide => "refuse-capture-slide",
                            MoveKind::Leap => "refuse-capture-leap",
                            MoveKind::Jump => "refuse-capture-jump",
                        })
                        .arg("piece", &p.id),
                    );
                }
            }
            if p.count > 99 {
                return err(
                    at("count"),
                    Said::new("refuse-piece-count")
                        .arg("piece", &p.id)
                        .arg("count", p.count),
                );
            }
        }
        if self.default_spares > 8 {
            return err(
                vec![Key("default_spares")],
                Said::new("refuse-key-range")
                    .arg("key", "default_spares")
                    .arg("value", self.default_spares.to_string())
                    .arg("low", 0u32)
                    .arg("high", 8u32),
            );
        }
        Ok(())
    }

    /// The two sides, their looks and their set-ups.
    pub(super) fn check_sides(&self) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        let err = |path: Vec<Seg>, message: Said| Err(Invalid { path, message });
        let b = &self.board;
        if self.sides.len() != 2 {
            return err(
                vec![Key("sides")],
                Said::new("refuse-sides-two").arg("count", self.sides.len()),
            );
        }
        let mut taken: Vec<(u32, u32, Said)> = Vec::new();
        for (s, side) in self.sides.iter().enumerate() {
            let at = |rest: &[Seg]| {
                let mut v = vec![Key("sides"), Idx(s)];
                v.extend_from_slice(rest);
                v
            };
            check_text(
                &side.name,
                "refuse-what-side-name",
                MAX_LABEL,
                at(&[Key("name")]),
            )?;
            for (key, st) in [("colour", &side.colour), ("mono", &side.mono)] {
                check_text(
                    &st.label,
                    "refuse-what-label",
                    MAX_LABEL,
                    at(&[Key(key), Key("label")]),
                )?;
                if key == "mono" {
                    if let Some(c) = st.colors().into_iter().find(|c| !c.is_grey()) {
                        let said = Said::new("refuse-mono-grey").arg("colour", c.to_string());
                        return err(at(&[Key(key)]), said);
                    }
                }
            }
            for id in side.setup.keys() {
                if !self.pieces.iter().any(|p| &p.id == id) {
                    return err(
                        at(&[Key("setup"), Name(id.clone())]),
                        Said::new("refuse-setup-piece")
                            .arg("side", &side.name)
                            .arg("piece", shown(id)),
                    );
                }
            }
            for p in &self.pieces {
                let squares = side.setup.get(&p.id).map_or(&[][..], |v| &v[..]);
                let want = if p.start == Start::Board { p.count } else { 0 };
                if squares.len() as u32 != want {
                    let path = if side.setup.contains_key(&p.id) {
                        at(&[Key("setup"), Name(p.id.clone())])
                    } else {
                        at(&[Key("setup")])
                    };
                    return err(
                        path,
                        Said::new("refuse-setup-count")
                            .arg("side", &side.name)
                            .arg("placed", squares.len())
                            .arg("pieces", &p.plural)
                            .arg("want", want),
                    );
                }
                for (k, sq) in squares.iter().enumerate() {
                    let sq = crate::quote::shown(sq);
                    let here = at(&[Key("setup"), Name(p.id.clone()), Idx(k)]);
                    let Some((f, r)) = self.parse_square(&sq) else {
                        return err(
                            here,
                            Said::new("refuse-setup-square")
                                .arg("side", &side.name)
                                .arg("square", &sq)
                                .arg("board", format!("{}x{}", b.files, b.ranks)),
                        );
                    };
                    if b.play_on == PlayOn::Dark && !Game::is_dark(f, r) {
                        let said = Said::new("refuse-setup-light")
                            .arg("side", &side.name)
                            .arg("square", &sq);
                        return err(here, said);
                    }
                    if let Some((_, _, who)) = taken.iter().find(|t| t.0 == f && t.1 == r) {
                        return err(
                            here,
                            Said::new("refuse-setup-taken")
                                .arg("side", &side.name)
                                .arg("square", &sq)
                                .arg("who", who.clone()),
                        );
                    }
                    let who = Said::new("refuse-setup-whose")
                        .arg("side", &side.name)
                        .arg("piece", &p.name);
                    taken.push((f, r, who));
                }
            }
        }
        Ok(())
    }
}
