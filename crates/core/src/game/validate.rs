//! A parsed template checked whole: identity, board, pieces, sides, backs, pictures and
//! translations, each mistake at its key.

use super::*;

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
                    message: format!(
                        "piece '{}': back '{}' is not same, plain or a piece of this game ({})",
                        crate::quote::shown(&p.id),
                        crate::quote::shown(b),
                        ids.join(", ")
                    ),
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
                Some("give it `picture` or `pictures`, not both".to_string())
            } else if lists.iter().any(|l| l.is_empty() || l.len() > MAX_PICTURES) {
                Some(format!("each list holds 1 to {MAX_PICTURES} picture files"))
            } else if lists.iter().any(|l| l.iter().any(String::is_empty)) {
                Some("a picture file name is empty".to_string())
            } else {
                None
            };
            if let Some(why) = bad {
                return Err(Invalid {
                    path: at,
                    message: format!("piece '{}': pictures: {why}", crate::quote::shown(&p.id)),
                });
            }
            if !(1.0..=most).contains(&p.picture_zoom) {
                return Err(Invalid {
                    path: vec![Seg::Key("pieces"), Seg::Idx(i), Seg::Key("picture_zoom")],
                    message: format!(
                        "piece '{}': picture_zoom {} is not 1 to {most} (1 shows all the fit shows; 2 takes half the width)",
                        crate::quote::shown(&p.id), crate::quote::number(p.picture_zoom)
                    ),
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
                    message: m.to_string(),
                })
        };
        if let Some(l) = &self.lang {
            tag_ok(l, vec![Key("lang")])?;
        }
        for side in &self.sides {
            for st in [&side.colour, &side.mono] {
                for form in st.forms.values() {
                    check_text(form, "side label form", MAX_LABEL, vec![Key("sides")])?;
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
                    message: format!(
                        "translations '{}' and '{}' are the same language (tags ignore case); keep one",
                        crate::quote::shown(other),
                        crate::quote::shown(tag)
                    ),
                });
            }
            seen.push((tag, norm));
            match t {
                Translated::Words(words) => self.check_translation(tag, words, &at)?,
                Translated::File(f) => {
                    if f.trim().is_empty() {
                        return Err(Invalid {
                            path: at(&[]),
                            message: format!(
                                "translation '{}': the file name is empty",
                                crate::quote::shown(tag)
                            ),
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
            check_text(n, "name", MAX_NAME, at(&[Key("name")]))?;
        }
        if let Some(sf) = &t.spares_for {
            check_text(sf, "spares_for", MAX_SPARES_FOR, at(&[Key("spares_for")]))?;
        }
        for (id, w) in &t.pieces {
            let here = |k: &'static str| at(&[Key("pieces"), Name(id.clone()), Key(k)]);
            if !self.pieces.iter().any(|p| p.id == *id) {
                return Err(Invalid {
                    path: at(&[Key("pieces"), Name(id.clone())]),
                    message: format!(
                        "translation '{}' names the piece '{}', which is not a piece id",
                        crate::quote::shown(tag),
                        crate::quote::shown(id)
                    ),
                });
            }
            check_text(&w.name, "piece name", MAX_LABEL, here("name"))?;
            check_text(&w.plural, "piece plural", MAX_LABEL, here("plural"))?;
            if let Some(g) = &w.gender {
                check_text(g, "gender", MAX_LABEL, here("gender"))?;
            }
        }
        if !t.sides.is_empty() && t.sides.len() != 2 {
            return Err(Invalid {
                path: at(&[Key("sides")]),
                message: format!(
                    "translation '{}' gives {} sides: give both, in the template's order",
                    crate::quote::shown(tag),
                    t.sides.len()
                ),
            });
        }
        for (s, w) in t.sides.iter().enumerate() {
            let here = |k: &'static str| at(&[Key("sides"), Idx(s), Key(k)]);
            check_text(&w.name, "side name", MAX_LABEL, here("name"))?;
            if let Some(of) = &w.of {
                check_text(of, "side name after 'of'", MAX_LABEL, here("of"))?;
            }
            if let Some(subject) = &w.subject {
                check_text(subject, "side name as subject", MAX_LABEL, here("subject"))?;
            }
            if let Some(gender) = &w.gender {
                check_text(gender, "side name's gender", MAX_LABEL, here("gender"))?;
            }
            for (key, l) in [("colour", &w.colour), ("mono", &w.mono)] {
                check_text(&l.label, "side label", MAX_LABEL, here(key))?;
                for form in l.forms.values() {
                    check_text(form, "side label form", MAX_LABEL, here(key))?;
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
        let err = |path: Vec<Seg>, message: String| Err(Invalid { path, message });
        if self.format != FORMAT {
            return err(
                vec![Key("format")],
                format!(
                    "format {} is not supported: this boardgen reads format {FORMAT}",
                    self.format
                ),
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
                format!(
                    "id '{}' must be 1 to {MAX_ID} lowercase letters, digits and '-', starting with a letter or digit (it names files)",
                    crate::quote::shown(&self.id)
                ),
            );
        }
        check_text(&self.name, "name", MAX_NAME, vec![Key("name")])?;
        if let Some(s) = &self.spares_for {
            check_text(s, "spares_for", MAX_SPARES_FOR, vec![Key("spares_for")])?;
        }
        Ok(())
    }

    /// The board and the two palettes.
    pub(super) fn check_board(&self) -> Result<(), Invalid> {
        use Seg::Key;
        let err = |path: Vec<Seg>, message: String| Err(Invalid { path, message });
        let b = &self.board;
        if !(2..=26).contains(&b.files) {
            return err(
                vec![Key("board"), Key("files")],
                format!("board.files is {}: it must be 2 to 26", b.files),
            );
        }
        if !(2..=99).contains(&b.ranks) {
            return err(
                vec![Key("board"), Key("ranks")],
                format!("board.ranks is {}: it must be 2 to 99", b.ranks),
            );
        }
        if !(0.0..=2.0).contains(&b.endzone) {
            return err(
                vec![Key("board"), Key("endzone")],
                format!(
                    "board.endzone is {}: it must be 0 to 2 squares",
                    crate::quote::number(b.endzone)
                ),
            );
        }
        if b.endzone_picture.is_some() && b.endzone == 0.0 {
            return err(
                vec![Key("board"), Key("endzone_picture")],
                "board.endzone_picture: the board has no endzones (board.endzone is 0)".into(),
            );
        }
        if let Some(sq) = b.square {
            if !(10.0..=200.0).contains(&sq) {
                return err(
                    vec![Key("board"), Key("square")],
                    format!(
                        "board.square is {}: it must be 10 to 200 mm",
                        crate::quote::number(sq)
                    ),
                );
            }
        }
        for (key, pal) in [("colour", &self.colour), ("mono", &self.mono)] {
            if b.endzone > 0.0 && pal.endzone.is_none() {
                return err(
                    vec![Key(key)],
                    format!("the board has endzones: give [{key}] an endzone colour"),
                );
            }
        }
        for (name, c) in self.mono.named_colors() {
            if !c.is_grey() {
                return err(
                    vec![Key("mono"), Key(name)],
                    format!("mono colour {c} is not a grey: black-and-white sheets use R = G = B"),
                );
            }
        }
        Ok(())
    }

    /// Every kind of piece, and the default spares.
    pub(super) fn check_pieces(&self) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        let err = |path: Vec<Seg>, message: String| Err(Invalid { path, message });
        if self.pieces.is_empty() {
            return err(vec![], "a game needs at least one [[pieces]] entry".into());
        }
        if self.pieces.len() > MAX_PIECE_KINDS {
            return err(
                vec![Key("pieces"), Idx(MAX_PIECE_KINDS)],
                format!(
                    "a game has at most {MAX_PIECE_KINDS} kinds of piece, found {}",
                    self.pieces.len()
                ),
            );
        }
        for (i, p) in self.pieces.iter().enumerate() {
            let at = |k: &'static str| vec![Key("pieces"), Idx(i), Key(k)];
            check_text(&p.id, "piece id", MAX_PIECE_ID, at("id"))?;
            check_text(&p.name, "piece name", MAX_LABEL, at("name"))?;
            check_text(&p.plural, "piece plural", MAX_LABEL, at("plural"))?;
            if p.id.contains(char::is_whitespace) || p.id.contains([',', '=', ':', '@']) {
                return err(
                    at("id"),
                    format!(
                        "piece id '{}' must not contain spaces or , = : @ (it is written in --spares and diagrams)",
                        crate::quote::shown(&p.id)
                    ),
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
                        format!(
                            "piece '{}': {key} path is over 255 characters",
                            crate::quote::shown(&p.id)
                        ),
                    );
                }
            }
            if let Some(j) = self.pieces[..i].iter().position(|q| q.id == p.id) {
                return err(
                    at("id"),
                    format!("piece id '{}' is used twice (also piece {})", p.id, j + 1),
                );
            }
            if let Some(j) = self.pieces[..i].iter().position(|q| q.name == p.name) {
                return err(
                    at("name"),
                    format!(
                        "piece name '{}' is used twice (also piece {})",
                        p.name,
                        j + 1
                    ),
                );
            }
            if let Some(m) = &p.moves {
                let needs_dirs = m.kind != MoveKind::Leap;
                if needs_dirs && m.dirs.is_none() {
                    return err(
                        vec![Key("pieces"), Idx(i), Key("moves")],
                        format!("piece '{}': this kind of move needs dirs", p.id),
                    );
                }
                let leap_ok =
                    matches!(m.leap, Some([a, b]) if (a, b) != (0, 0) && a < 26 && b < 26);
                if m.kind == MoveKind::Leap && !leap_ok {
                    return err(
                        vec![Key("pieces"), Idx(i), Key("moves")],
                        format!("piece '{}': a leap needs leap = [a, b], not both 0", p.id),
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
                        format!(
                            "piece '{}': a {} captures {}",
                            p.id,
                            match m.kind {
                                MoveKind::Step => "step",
                                MoveKind::Slide => "slide",
                                MoveKind::Leap => "leap",
                                MoveKind::Jump => "jump",
                            },
                            match m.kind {
                                MoveKind::Step => "by jumping (capture = \"jump\")",
                                MoveKind::Slide => "by landing or by a long jump (capture = \"land\" or \"long-jump\"); capture_dirs goes with a long jump",
                                MoveKind::Leap => "by landing (capture = \"land\"), with no capture_dirs",
                                MoveKind::Jump => "its own pieces by jumping: give it no capture or capture_dirs",
                            }
                        ),
                    );
                }
            }
            if p.count > 99 {
                return err(
                    at("count"),
                    format!("piece '{}': count {} is more than 99", p.id, p.count),
                );
            }
        }
        if self.default_spares > 8 {
            return err(
                vec![Key("default_spares")],
                format!(
                    "default_spares is {}: it must be 0 to 8",
                    self.default_spares
                ),
            );
        }
        Ok(())
    }

    /// The two sides, their looks and their set-ups.
    pub(super) fn check_sides(&self) -> Result<(), Invalid> {
        use Seg::{Idx, Key};
        let err = |path: Vec<Seg>, message: String| Err(Invalid { path, message });
        let b = &self.board;
        if self.sides.len() != 2 {
            return err(
                vec![Key("sides")],
                format!("a game has two [[sides]], found {}", self.sides.len()),
            );
        }
        let mut taken: Vec<(u32, u32, String)> = Vec::new();
        for (s, side) in self.sides.iter().enumerate() {
            let at = |rest: &[Seg]| {
                let mut v = vec![Key("sides"), Idx(s)];
                v.extend_from_slice(rest);
                v
            };
            check_text(&side.name, "side name", MAX_LABEL, at(&[Key("name")]))?;
            for (key, st) in [("colour", &side.colour), ("mono", &side.mono)] {
                check_text(
                    &st.label,
                    "side label",
                    MAX_LABEL,
                    at(&[Key(key), Key("label")]),
                )?;
                if key == "mono" {
                    if let Some(c) = st.colors().into_iter().find(|c| !c.is_grey()) {
                        return err(at(&[Key(key)]), format!("mono colour {c} is not a grey: black-and-white sheets use R = G = B"));
                    }
                }
            }
            for id in side.setup.keys() {
                if !self.pieces.iter().any(|p| &p.id == id) {
                    return err(
                        at(&[Key("setup"), Name(id.clone())]),
                        format!(
                            "{}: set-up names '{}', which is not a piece id",
                            side.name,
                            crate::quote::shown(id)
                        ),
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
                        format!(
                            "{}: set-up places {} {} but the side has {} on the board at the start",
                            side.name,
                            squares.len(),
                            p.plural,
                            want
                        ),
                    );
                }
                for (k, sq) in squares.iter().enumerate() {
                    let sq = crate::quote::shown(sq);
                    let here = at(&[Key("setup"), Name(p.id.clone()), Idx(k)]);
                    let Some((f, r)) = self.parse_square(&sq) else {
                        return err(
                            here,
                            format!(
                                "{}: set-up square '{sq}' is not on the {}x{} board",
                                side.name, b.files, b.ranks
                            ),
                        );
                    };
                    if b.play_on == PlayOn::Dark && !Game::is_dark(f, r) {
                        return err(here, format!("{}: set-up square '{sq}' is light, but play is on dark squares only", side.name));
                    }
                    if let Some((_, _, who)) = taken.iter().find(|t| t.0 == f && t.1 == r) {
                        return err(
                            here,
                            format!(
                                "{}: set-up square '{sq}' is already taken by {who}",
                                side.name
                            ),
                        );
                    }
                    taken.push((f, r, format!("{}'s {}", side.name, p.name)));
                }
            }
        }
        Ok(())
    }
}
