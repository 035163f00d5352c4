//! A game in a language: its translation applied, its own words kept, or the pseudo-language's.

use super::*;

impl Game {
    /// Message `id` of boardgen's own words in the language the kit is printed in.
    pub fn text(&self, id: &str, args: &[(&str, crate::lang::Arg)]) -> String {
        self.print.text(id, args)
    }

    /// Side `s`'s name inside a sentence: English puts "the" before a descriptive name
    /// ("the first player"); other languages print the name as it is.
    pub fn side_in_sentence(&self, s: usize) -> String {
        let name = &self.sides[s].name;
        match self.print.messages() {
            crate::lang::Shipped::English => crate::lang::in_sentence(name),
            crate::lang::Shipped::French
            | crate::lang::Shipped::German
            | crate::lang::Shipped::Spanish
            | crate::lang::Shipped::Dutch => name.clone(),
        }
    }

    /// Side `s`'s name as a sentence's subject (`les Noirs`): its `subject` form, else its
    /// name as [`Game::side_in_sentence`] gives it.
    pub fn side_subject(&self, s: usize) -> String {
        self.sides[s]
            .subject
            .clone()
            .unwrap_or_else(|| self.side_in_sentence(s))
    }

    /// True when side `s`'s name is a plural (its `gender` a plural form, `m-pl`).
    pub fn side_is_plural(&self, s: usize) -> bool {
        self.sides[s]
            .gender
            .as_deref()
            .is_some_and(|g| g.ends_with("-pl"))
    }

    /// Side `s`'s label in `style` where the name does not already say it, agreeing with
    /// the name (`unis` for `Noirs`), or "".
    pub fn side_look<'a>(&self, s: usize, style: &'a super::schema::SideStyle) -> &'a str {
        let side = &self.sides[s];
        if style.shown_label(&side.name).is_empty() {
            return "";
        }
        match side.gender.as_deref() {
            Some(g) => style.forms.get(g).unwrap_or(&style.label),
            None => &style.label,
        }
    }

    /// Side `s`'s label in `style` beside its name, in brackets where the name does not
    /// already say it, agreeing with the name: ` (unis)` after `Noirs`, or "".
    pub fn side_label_after(&self, s: usize, style: &super::schema::SideStyle) -> String {
        match self.side_look(s, style) {
            "" => String::new(),
            label => format!(" ({label})"),
        }
    }

    /// Side `s`'s name after "of" (`des Noirs`): its `of` form, else its name.
    pub fn side_of(&self, s: usize) -> String {
        self.sides[s]
            .of
            .clone()
            .unwrap_or_else(|| self.side_in_sentence(s))
    }

    /// The language the template's own words are in: its `lang`, else English.
    pub fn own_lang(&self) -> crate::lang::Lang {
        self.lang
            .as_deref()
            .and_then(|l| crate::lang::Lang::parse(l).ok())
            .unwrap_or_else(|| crate::lang::Lang::parse("en").expect("en is a tag"))
    }

    /// The translation to print `lang` with: the key of the template's translation of
    /// that tag, else of that language, and its tag; None when it has none (or `lang` is
    /// the template's own language).
    pub fn translation_for(&self, lang: &crate::lang::Lang) -> Option<(String, crate::lang::Lang)> {
        use crate::lang::Lang;
        if self.own_lang().same_language(lang) {
            return None;
        }
        let tags: Vec<(String, Lang)> = self
            .translations
            .keys()
            .filter_map(|t| Some((t.clone(), Lang::parse(t).ok()?)))
            .collect();
        tags.iter()
            .find(|(_, l)| l.tag() == lang.tag())
            .or_else(|| tags.iter().find(|(_, l)| l.same_language(lang)))
            .cloned()
    }

    /// The game printed in `lang` with its own words: in its own language, or with
    /// everything missing when `lang` is another.
    pub fn keep_own(&mut self, lang: &crate::lang::Lang) -> Localized {
        self.print = lang.clone();
        let own = self.own_lang();
        let missing = if own.same_language(lang) {
            Vec::new()
        } else {
            vec![Missing::All]
        };
        Localized {
            lang: own,
            rules_at: vec![Seg::Key("rules")],
            missing,
        }
    }

    /// The game printed in the pseudo-language `lang` ([`crate::lang::PSEUDO`]): its own
    /// words (name, pieces, sides) put through [`crate::lang::pseudo`]; nothing is
    /// missing.
    pub fn pseudo_words(&mut self, lang: &crate::lang::Lang) -> Localized {
        use crate::lang::pseudo;
        self.print = lang.clone();
        self.name = pseudo(&self.name);
        self.spares_for = self.spares_for.as_deref().map(pseudo);
        for p in &mut self.pieces {
            p.name = pseudo(&p.name);
            p.plural = pseudo(&p.plural);
        }
        for side in &mut self.sides {
            side.name = pseudo(&side.name);
            side.of = side.of.as_deref().map(pseudo);
            side.subject = side.subject.as_deref().map(pseudo);
            for st in [&mut side.colour, &mut side.mono] {
                st.label = pseudo(&st.label);
                for form in st.forms.values_mut() {
                    *form = pseudo(form);
                }
            }
        }
        Localized {
            lang: lang.clone(),
            rules_at: vec![Seg::Key("rules")],
            missing: Vec::new(),
        }
    }

    /// The game printed in `lang` with translation `t` (the template's `key`, of language
    /// `tag`): its name, pieces, sides and rules from `t`, its own words where `t` has none.
    pub fn translate(
        &mut self,
        lang: &crate::lang::Lang,
        (key, tag): (String, crate::lang::Lang),
        t: Translation,
    ) -> Localized {
        self.print = lang.clone();
        let mut done = Localized {
            lang: tag,
            rules_at: vec![Seg::Key("rules")],
            missing: Vec::new(),
        };
        match t.name {
            Some(n) => self.name = n,
            None => done.missing.push(Missing::Name),
        }
        if self.spares_for.is_some() {
            match t.spares_for {
                Some(s) => self.spares_for = Some(s),
                None => done.missing.push(Missing::SparesFor),
            }
        }
        if self.rules.is_some() {
            match t.rules {
                Some(r) => {
                    self.rules = Some(r);
                    done.rules_at = vec![Seg::Key("translations"), Name(key), Seg::Key("rules")];
                }
                None => done.missing.push(Missing::Rules),
            }
        }
        for p in &mut self.pieces {
            match t.pieces.get(&p.id) {
                Some(w) => {
                    p.name = w.name.clone();
                    p.plural = w.plural.clone();
                    p.gender = w.gender.clone();
                }
                None => done.missing.push(Missing::Piece(p.id.clone())),
            }
        }
        if t.sides.is_empty() {
            done.missing.push(Missing::Sides);
        }
        for (side, w) in self.sides.iter_mut().zip(&t.sides) {
            side.name = w.name.clone();
            side.of = w.of.clone();
            side.subject = w.subject.clone();
            side.gender = w.gender.clone();
            for (st, l) in [(&mut side.colour, &w.colour), (&mut side.mono, &w.mono)] {
                st.label = l.label.clone();
                st.forms = l.forms.clone();
            }
        }
        done
    }
}
