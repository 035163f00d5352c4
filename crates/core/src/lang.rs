//! The language a kit is written in, and boardgen's own printed words in it.
//!
//! Every sentence boardgen builds (sheet headings, the making-the-set page, diagram keys and
//! descriptions, the web page) is a Fluent message in `templates/messages/LANG/AREA.ftl`:
//! counts and options choose among whole sentences by the language's plural rules, never
//! by gluing English fragments. A game's own words (its name, pieces, sides and rules) come
//! from its template and its translations (see `game.rs`).
//!
//! A catalogue is parsed the first time one of its messages is asked for, so a run that
//! prints only piece sheets pays only for the sheets' messages.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// The pseudo-language's tag, Windows' pseudo-locale (`qps`, a private-use language
/// subtag): boardgen's English words and a game's own, every vowel doubled and accented
/// ([`pseudo`]), to check that every sheet holds long text. A tool, not a language for a
/// class.
pub const PSEUDO: &str = "qps-ploc";

/// A text `--lang` refused, and why (`said` puts it into words).
#[derive(Debug, Clone, PartialEq)]
pub struct BadTag {
    /// The text as given.
    pub given: String,
    /// What is wrong with it.
    pub why: TagFault,
}

/// What makes a text no language tag boardgen takes.
#[derive(Debug, Clone, PartialEq)]
pub enum TagFault {
    /// A grandfathered tag with no modern form (`i-default`).
    Grandfathered,
    /// A private-use tag (`x-…`).
    PrivateUse,
    /// A tag with an extension or private-use `part`, after its `language`.
    Extended {
        /// The part boardgen does not read (`-x-bogus`).
        part: String,
        /// The language before it (`fr-FR`).
        language: String,
    },
    /// Not the form of a tag.
    NotATag,
    /// A tag without a language.
    NoLanguage,
    /// A tag of the right form whose language is no language: a language subtag of 4 to 8
    /// letters (none was ever given out) or 2 letters that are not an ISO 639-1 code.
    UnknownLanguage {
        /// The language subtag (`klingon`, `xx`).
        language: String,
    },
}

/// The ISO 639-1 codes (with the withdrawn ones still met in locales: `in`, `iw`, `ji`,
/// `jw`, `mo`, `sh`): the two-letter language subtags BCP 47 gives out.
const ISO_639_1: &str = "\
aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv \
cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr \
ht hu hy hz ia id ie ig ii ik in io is it iu iw ja ji jv jw ka kg ki kj kk kl km kn ko kr \
ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mo mr ms mt my na nb nd ne ng \
nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg sh si sk \
sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve \
vi vo wa wo xh yi yo za zh zu";

/// A language, as a BCP 47 tag (`en-GB`, `fr`, `de-AT`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lang {
    tag: String,
}

/// The languages boardgen's own words are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shipped {
    /// British English, the language every text is first written in.
    English,
    /// French.
    French,
    /// German.
    German,
    /// Spanish (of Spain).
    Spanish,
    /// Dutch.
    Dutch,
}

impl Shipped {
    /// Every shipped language, English first.
    pub const ALL: [Shipped; 5] = [
        Shipped::English,
        Shipped::French,
        Shipped::German,
        Shipped::Spanish,
        Shipped::Dutch,
    ];

    /// The language's subtag, as `--lang` takes it and catalogue folders are named.
    pub fn code(self) -> &'static str {
        match self {
            Shipped::English => "en",
            Shipped::French => "fr",
            Shipped::German => "de",
            Shipped::Spanish => "es",
            Shipped::Dutch => "nl",
        }
    }

    /// The tag its texts are written in (English spells "colour": `en-GB`).
    pub fn tag(self) -> &'static str {
        match self {
            Shipped::English => "en-GB",
            Shipped::French => "fr",
            Shipped::German => "de",
            Shipped::Spanish => "es",
            Shipped::Dutch => "nl",
        }
    }

    /// The language's name in English, for notes on the command line.
    pub fn english_name(self) -> &'static str {
        match self {
            Shipped::English => "English",
            Shipped::French => "French",
            Shipped::German => "German",
            Shipped::Spanish => "Spanish",
            Shipped::Dutch => "Dutch",
        }
    }

    fn index(self) -> usize {
        match self {
            Shipped::English => 0,
            Shipped::French => 1,
            Shipped::German => 2,
            Shipped::Spanish => 3,
            Shipped::Dutch => 4,
        }
    }
}

impl Default for Lang {
    /// British English.
    fn default() -> Self {
        Lang::of(Shipped::English)
    }
}

/// What a tag is beyond a language, script, region and variants (RFC 5646).
enum Bcp47 {
    /// Nothing beyond them.
    Plain,
    /// A grandfathered tag (`i-klingon`), with its modern form when it has one (`tlh`).
    Grandfathered(Option<&'static str>),
    /// A private-use tag (`x-…`).
    PrivateUse,
    /// A tag with an extension or private-use part from this byte on (`-x-bogus`).
    Extended(usize),
}

/// RFC 5646's grandfathered tags and the modern form each has (its "Preferred-Value").
const GRANDFATHERED: [(&str, Option<&str>); 26] = [
    ("art-lojban", Some("jbo")),
    ("cel-gaulish", None),
    ("en-gb-oed", Some("en-GB-oxendict")),
    ("i-ami", Some("ami")),
    ("i-bnn", Some("bnn")),
    ("i-default", None),
    ("i-enochian", None),
    ("i-hak", Some("hak")),
    ("i-klingon", Some("tlh")),
    ("i-lux", Some("lb")),
    ("i-mingo", None),
    ("i-navajo", Some("nv")),
    ("i-pwn", Some("pwn")),
    ("i-tao", Some("tao")),
    ("i-tay", Some("tay")),
    ("i-tsu", Some("tsu")),
    ("no-bok", Some("nb")),
    ("no-nyn", Some("nn")),
    ("sgn-be-fr", Some("sfb")),
    ("sgn-be-nl", Some("vgt")),
    ("sgn-ch-de", Some("sgg")),
    ("zh-guoyu", Some("cmn")),
    ("zh-hakka", Some("hak")),
    ("zh-min", None),
    ("zh-min-nan", Some("nan")),
    ("zh-xiang", Some("hsn")),
];

/// Which of [`Bcp47`]'s forms the tag `t` (hyphens only) has.
fn bcp47_form(t: &str) -> Bcp47 {
    let lower = t.to_ascii_lowercase();
    if let Some((_, modern)) = GRANDFATHERED.iter().find(|(g, _)| *g == lower) {
        return Bcp47::Grandfathered(*modern);
    }
    if lower == "x" || lower.starts_with("x-") {
        return Bcp47::PrivateUse;
    }
    // The first singleton subtag after the language starts an extension (`-u-`, `-t-`) or
    // the private-use part (`-x-`).
    let mut at = 0;
    for (i, part) in t.split('-').enumerate() {
        if i > 0 && part.len() == 1 {
            return Bcp47::Extended(at - 1);
        }
        at += part.len() + 1;
    }
    Bcp47::Plain
}

impl Lang {
    /// A shipped language.
    pub fn of(shipped: Shipped) -> Lang {
        Lang {
            tag: shipped.tag().to_string(),
        }
    }

    /// A tag as `--lang` takes it (`fr`, `de-AT`, `pt_BR`), in canonical case; an error
    /// says why it is not a language tag.
    pub fn parse(text: &str) -> Result<Lang, BadTag> {
        let cleaned = text.trim().replace('_', "-");
        let bad = |why| BadTag {
            given: text.to_string(),
            why,
        };
        let cleaned = match bcp47_form(&cleaned) {
            Bcp47::Plain => cleaned,
            Bcp47::Grandfathered(Some(modern)) => modern.to_string(),
            Bcp47::Grandfathered(None) => return Err(bad(TagFault::Grandfathered)),
            Bcp47::PrivateUse => return Err(bad(TagFault::PrivateUse)),
            Bcp47::Extended(at) => {
                return Err(bad(TagFault::Extended {
                    part: cleaned[at..].to_string(),
                    language: cleaned[..at].to_string(),
                }))
            }
        };
        let id: LanguageIdentifier = cleaned.parse().map_err(|_| bad(TagFault::NotATag))?;
        if id.language.is_empty() {
            return Err(bad(TagFault::NoLanguage));
        }
        // Well-formed is not enough: `klingon` and `xx` have a tag's form and name nothing.
        // Three letters stay open (ISO 639-2 and -3 hold thousands: `tlh`, `yue`).
        let language = id.language.as_str();
        let known = match language.len() {
            2 => ISO_639_1.split_whitespace().any(|c| c == language),
            3 => true,
            _ => false,
        };
        if !known {
            return Err(bad(TagFault::UnknownLanguage {
                language: language.to_string(),
            }));
        }
        Ok(Lang {
            tag: id.to_string(),
        })
    }

    /// The language a locale variable's value names (`fr_FR.UTF-8@euro` is French), or None
    /// for the C/POSIX locale and values that name none.
    pub fn from_locale(value: &str) -> Option<Lang> {
        let name = value.split(['.', '@']).next().unwrap_or("").trim();
        if name.is_empty() || name == "C" || name == "POSIX" {
            return None;
        }
        Lang::parse(name).ok()
    }

    /// The default language the way other programs find it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty, with where it came from
    /// (`LANG=fr_FR.UTF-8`); English when none names a language. `var` reads an
    /// environment variable, so tests can inject one.
    pub fn find(var: &dyn Fn(&str) -> Option<String>) -> (Lang, Option<String>) {
        let set = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|n| var(n).filter(|v| !v.trim().is_empty()).map(|v| (n, v)));
        match set {
            Some((name, value)) => match Lang::from_locale(&value) {
                Some(lang) => (lang, Some(format!("{name}={value}"))),
                None => (Lang::default(), None),
            },
            None => (Lang::default(), None),
        }
    }

    /// True for the pseudo-language ([`PSEUDO`]): English in [`pseudo`], to check layouts
    /// against long text.
    pub fn is_pseudo(&self) -> bool {
        self.language() == "qps"
    }

    /// The whole tag, e.g. `en-GB`.
    pub fn tag(&self) -> &str {
        &self.tag
    }

    /// The primary language subtag, lower case: `fr` of `fr-CA`.
    pub fn language(&self) -> &str {
        self.tag.split('-').next().unwrap_or(&self.tag)
    }

    /// The shipped language of boardgen's own words in this language, or None when it has
    /// none (they are then in English).
    pub fn shipped(&self) -> Option<Shipped> {
        Shipped::ALL
            .into_iter()
            .find(|s| s.code() == self.language())
    }

    /// The shipped language boardgen's own words are printed in: this one's, else English.
    pub fn messages(&self) -> Shipped {
        self.shipped().unwrap_or(Shipped::English)
    }

    /// True when `other` is the same language: the same primary subtag (`fr` and `fr-CA`).
    pub fn same_language(&self, other: &Lang) -> bool {
        self.language() == other.language()
    }

    /// `x` with `decimals` digits after the language's decimal sign (`2,5` in French).
    pub fn number(&self, x: f64, decimals: usize) -> String {
        let text = format!("{x:.decimals$}");
        match self.messages() {
            Shipped::English => text,
            Shipped::French | Shipped::German | Shipped::Spanish | Shipped::Dutch => {
                text.replace('.', ",")
            }
        }
    }

    /// `x` as Rust shows it (`26.5`, `28`), with the language's decimal sign.
    pub fn display(&self, x: f64) -> String {
        let text = crate::quote::number(x);
        match self.messages() {
            Shipped::English => text,
            Shipped::French | Shipped::German | Shipped::Spanish | Shipped::Dutch => {
                text.replace('.', ",")
            }
        }
    }

    /// Message `id` of boardgen's catalogue in this language, its variables set from
    /// `args`. A message a translation lacks is taken from the English catalogue (the
    /// tests hold every catalogue to the English one's messages).
    pub fn text(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let pseudo = self.is_pseudo();
        message(self.messages(), id, args, pseudo)
            .or_else(|| message(Shipped::English, id, args, pseudo))
            .unwrap_or_else(|| panic!("no message '{id}' in the English catalogue"))
    }
}

/// A side's English name inside a sentence: "the first player" for a descriptive name,
/// a proper name ("Black") as it is.
pub fn in_sentence(name: &str) -> String {
    let mut words = name.split_whitespace();
    let first = words.next().unwrap_or("");
    let rest: Vec<&str> = words.collect();
    let descriptive = !rest.is_empty() && rest.iter().all(|w| w.chars().all(|c| !c.is_uppercase()));
    if descriptive {
        let mut c = first.chars();
        let lower: String = c
            .next()
            .map_or_else(String::new, |f| f.to_lowercase().chain(c).collect());
        format!("the {lower} {}", rest.join(" "))
    } else {
        name.to_string()
    }
}

/// A pseudo-language to prove the layout against long text: every vowel of `text` doubled
/// and accented, `c` and `n` accented too, and every fourth word run into the one before it
/// like a German compound, so that it reads like the English and runs about 40 % longer.
/// Words with digits (`a1`, `h8`, `100`) stay as they are.
pub fn pseudo(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut joinable = false;
    for (i, word) in text.split(' ').enumerate() {
        let plain = word.chars().all(char::is_alphabetic) && !word.is_empty();
        if i > 0 && !(i % 4 == 0 && joinable && plain) {
            out.push(' ');
        }
        joinable = plain;
        if word.chars().any(|c| c.is_ascii_digit()) {
            out.push_str(word);
            continue;
        }
        for c in word.chars() {
            match c {
                'a' => out.push_str("âà"),
                'e' => out.push_str("éè"),
                'i' => out.push_str("îï"),
                'o' => out.push_str("öô"),
                'u' => out.push_str("ûü"),
                'y' => out.push_str("ÿÿ"),
                'A' => out.push_str("Ââ"),
                'E' => out.push_str("Éè"),
                'I' => out.push_str("Îï"),
                'O' => out.push_str("Öô"),
                'U' => out.push_str("Ûü"),
                'c' => out.push('ç'),
                'C' => out.push('Ç'),
                'n' => out.push('ñ'),
                'N' => out.push('Ñ'),
                other => out.push(other),
            }
        }
    }
    out
}

/// Handout markup with its words in [`pseudo`]: the marks, and the diagrams' specs, as
/// they are.
pub fn pseudo_markup(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len() * 2);
    for line in markup.lines() {
        let t = line.trim();
        let (mark, words) = if let Some(d) = t.strip_prefix('@') {
            match d.split_once('|') {
                Some((spec, caption)) => (format!("@{spec}| "), caption.trim()),
                None => (t.to_string(), ""),
            }
        } else {
            let mark = ["## ", "# ", "- "].into_iter().find(|m| t.starts_with(m));
            let mark = mark.unwrap_or("");
            (mark.to_string(), &t[mark.len()..])
        };
        out.push_str(&mark);
        out.push_str(&pseudo(words));
        out.push('\n');
    }
    out
}

/// A message's variable.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// Text, e.g. a piece's name.
    Text(Cow<'a, str>),
    /// A number, which chooses among plural forms.
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Number(f64::from(n))
    }
}

impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Number(n as f64)
    }
}

/// The catalogues: (language, area, Fluent text). A message's area is its id's first word
/// (`sheet-edge-meets` is in `sheet.ftl`).
const CATALOGUES: &[(Shipped, &str, &str)] = &[
    (
        Shipped::English,
        "board",
        include_str!("../../../templates/messages/en/board.ftl"),
    ),
    (
        Shipped::French,
        "board",
        include_str!("../../../templates/messages/fr/board.ftl"),
    ),
    (
        Shipped::German,
        "board",
        include_str!("../../../templates/messages/de/board.ftl"),
    ),
    (
        Shipped::Spanish,
        "board",
        include_str!("../../../templates/messages/es/board.ftl"),
    ),
    (
        Shipped::Dutch,
        "board",
        include_str!("../../../templates/messages/nl/board.ftl"),
    ),
    (
        Shipped::English,
        "handout",
        include_str!("../../../templates/messages/en/handout.ftl"),
    ),
    (
        Shipped::French,
        "handout",
        include_str!("../../../templates/messages/fr/handout.ftl"),
    ),
    (
        Shipped::German,
        "handout",
        include_str!("../../../templates/messages/de/handout.ftl"),
    ),
    (
        Shipped::Spanish,
        "handout",
        include_str!("../../../templates/messages/es/handout.ftl"),
    ),
    (
        Shipped::Dutch,
        "handout",
        include_str!("../../../templates/messages/nl/handout.ftl"),
    ),
    (
        Shipped::English,
        "diagram",
        include_str!("../../../templates/messages/en/diagram.ftl"),
    ),
    (
        Shipped::French,
        "diagram",
        include_str!("../../../templates/messages/fr/diagram.ftl"),
    ),
    (
        Shipped::German,
        "diagram",
        include_str!("../../../templates/messages/de/diagram.ftl"),
    ),
    (
        Shipped::Spanish,
        "diagram",
        include_str!("../../../templates/messages/es/diagram.ftl"),
    ),
    (
        Shipped::Dutch,
        "diagram",
        include_str!("../../../templates/messages/nl/diagram.ftl"),
    ),
    (
        Shipped::English,
        "describe",
        include_str!("../../../templates/messages/en/describe.ftl"),
    ),
    (
        Shipped::French,
        "describe",
        include_str!("../../../templates/messages/fr/describe.ftl"),
    ),
    (
        Shipped::German,
        "describe",
        include_str!("../../../templates/messages/de/describe.ftl"),
    ),
    (
        Shipped::Spanish,
        "describe",
        include_str!("../../../templates/messages/es/describe.ftl"),
    ),
    (
        Shipped::Dutch,
        "describe",
        include_str!("../../../templates/messages/nl/describe.ftl"),
    ),
    (
        Shipped::English,
        "web",
        include_str!("../../../templates/messages/en/web.ftl"),
    ),
    (
        Shipped::French,
        "web",
        include_str!("../../../templates/messages/fr/web.ftl"),
    ),
    (
        Shipped::German,
        "web",
        include_str!("../../../templates/messages/de/web.ftl"),
    ),
    (
        Shipped::Spanish,
        "web",
        include_str!("../../../templates/messages/es/web.ftl"),
    ),
    (
        Shipped::Dutch,
        "web",
        include_str!("../../../templates/messages/nl/web.ftl"),
    ),
    (
        Shipped::English,
        "pieces",
        include_str!("../../../templates/messages/en/pieces.ftl"),
    ),
    (
        Shipped::French,
        "pieces",
        include_str!("../../../templates/messages/fr/pieces.ftl"),
    ),
    (
        Shipped::German,
        "pieces",
        include_str!("../../../templates/messages/de/pieces.ftl"),
    ),
    (
        Shipped::Spanish,
        "pieces",
        include_str!("../../../templates/messages/es/pieces.ftl"),
    ),
    (
        Shipped::Dutch,
        "pieces",
        include_str!("../../../templates/messages/nl/pieces.ftl"),
    ),
    (
        Shipped::English,
        "sheet",
        include_str!("../../../templates/messages/en/sheet.ftl"),
    ),
    (
        Shipped::French,
        "sheet",
        include_str!("../../../templates/messages/fr/sheet.ftl"),
    ),
    (
        Shipped::German,
        "sheet",
        include_str!("../../../templates/messages/de/sheet.ftl"),
    ),
    (
        Shipped::Spanish,
        "sheet",
        include_str!("../../../templates/messages/es/sheet.ftl"),
    ),
    (
        Shipped::Dutch,
        "sheet",
        include_str!("../../../templates/messages/nl/sheet.ftl"),
    ),
    (
        Shipped::English,
        "backs",
        include_str!("../../../templates/messages/en/backs.ftl"),
    ),
    (
        Shipped::French,
        "backs",
        include_str!("../../../templates/messages/fr/backs.ftl"),
    ),
    (
        Shipped::German,
        "backs",
        include_str!("../../../templates/messages/de/backs.ftl"),
    ),
    (
        Shipped::Spanish,
        "backs",
        include_str!("../../../templates/messages/es/backs.ftl"),
    ),
    (
        Shipped::Dutch,
        "backs",
        include_str!("../../../templates/messages/nl/backs.ftl"),
    ),
    (
        Shipped::English,
        "calibration",
        include_str!("../../../templates/messages/en/calibration.ftl"),
    ),
    (
        Shipped::French,
        "calibration",
        include_str!("../../../templates/messages/fr/calibration.ftl"),
    ),
    (
        Shipped::German,
        "calibration",
        include_str!("../../../templates/messages/de/calibration.ftl"),
    ),
    (
        Shipped::Spanish,
        "calibration",
        include_str!("../../../templates/messages/es/calibration.ftl"),
    ),
    (
        Shipped::Dutch,
        "calibration",
        include_str!("../../../templates/messages/nl/calibration.ftl"),
    ),
    (
        Shipped::English,
        "assembly",
        include_str!("../../../templates/messages/en/assembly.ftl"),
    ),
    (
        Shipped::French,
        "assembly",
        include_str!("../../../templates/messages/fr/assembly.ftl"),
    ),
    (
        Shipped::German,
        "assembly",
        include_str!("../../../templates/messages/de/assembly.ftl"),
    ),
    (
        Shipped::Spanish,
        "assembly",
        include_str!("../../../templates/messages/es/assembly.ftl"),
    ),
    (
        Shipped::Dutch,
        "assembly",
        include_str!("../../../templates/messages/nl/assembly.ftl"),
    ),
    (
        Shipped::English,
        "serve",
        include_str!("../../../templates/messages/en/serve.ftl"),
    ),
    (
        Shipped::French,
        "serve",
        include_str!("../../../templates/messages/fr/serve.ftl"),
    ),
    (
        Shipped::German,
        "serve",
        include_str!("../../../templates/messages/de/serve.ftl"),
    ),
    (
        Shipped::Spanish,
        "serve",
        include_str!("../../../templates/messages/es/serve.ftl"),
    ),
    (
        Shipped::Dutch,
        "serve",
        include_str!("../../../templates/messages/nl/serve.ftl"),
    ),
    (
        Shipped::English,
        "help",
        include_str!("../../../templates/messages/en/help.ftl"),
    ),
    (
        Shipped::French,
        "help",
        include_str!("../../../templates/messages/fr/help.ftl"),
    ),
    (
        Shipped::German,
        "help",
        include_str!("../../../templates/messages/de/help.ftl"),
    ),
    (
        Shipped::Spanish,
        "help",
        include_str!("../../../templates/messages/es/help.ftl"),
    ),
    (
        Shipped::Dutch,
        "help",
        include_str!("../../../templates/messages/nl/help.ftl"),
    ),
    (
        Shipped::German,
        "refuse",
        include_str!("../../../templates/messages/de/refuse.ftl"),
    ),
    (
        Shipped::Spanish,
        "refuse",
        include_str!("../../../templates/messages/es/refuse.ftl"),
    ),
    (
        Shipped::Dutch,
        "refuse",
        include_str!("../../../templates/messages/nl/refuse.ftl"),
    ),
    (
        Shipped::German,
        "note",
        include_str!("../../../templates/messages/de/note.ftl"),
    ),
    (
        Shipped::Spanish,
        "note",
        include_str!("../../../templates/messages/es/note.ftl"),
    ),
    (
        Shipped::Dutch,
        "note",
        include_str!("../../../templates/messages/nl/note.ftl"),
    ),
    (
        Shipped::English,
        "refuse",
        include_str!("../../../templates/messages/en/refuse.ftl"),
    ),
    (
        Shipped::French,
        "refuse",
        include_str!("../../../templates/messages/fr/refuse.ftl"),
    ),
    (
        Shipped::English,
        "note",
        include_str!("../../../templates/messages/en/note.ftl"),
    ),
    (
        Shipped::French,
        "note",
        include_str!("../../../templates/messages/fr/note.ftl"),
    ),
];

/// Every catalogue (language, area, text), for the tests that hold them to one another.
pub fn catalogues() -> &'static [(Shipped, &'static str, &'static str)] {
    CATALOGUES
}

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: [OnceLock<Bundle>; CATALOGUES.len()] =
    [const { OnceLock::new() }; CATALOGUES.len()];
/// The catalogues' bundles for the pseudo-language, whose patterns' words (not their
/// variables, already in it) are put through [`pseudo`] as a message is formatted.
static PSEUDO_BUNDLES: [OnceLock<Bundle>; CATALOGUES.len()] =
    [const { OnceLock::new() }; CATALOGUES.len()];

/// [`pseudo`] as a Fluent transform.
fn pseudo_words(text: &str) -> Cow<'_, str> {
    Cow::Owned(pseudo(text))
}

/// The bundle of catalogue `i` (in the pseudo-language with `pseudo`), parsed on first
/// use.
fn bundle(i: usize, pseudo: bool) -> &'static Bundle {
    let cell = if pseudo {
        &PSEUDO_BUNDLES[i]
    } else {
        &BUNDLES[i]
    };
    cell.get_or_init(|| {
        let (lang, area, text) = CATALOGUES[i];
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(_, e)| {
            panic!("templates/messages/{}/{area}.ftl: {e:?}", lang.code())
        });
        let id: LanguageIdentifier = lang.tag().parse().expect("a shipped tag parses");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No bidi isolation marks: they would be printed as characters of the page.
        bundle.set_use_isolating(false);
        if pseudo {
            bundle.set_transform(Some(pseudo_words));
        }
        bundle
            .add_resource(resource)
            .unwrap_or_else(|e| panic!("templates/messages/{}/{area}.ftl: {e:?}", lang.code()));
        bundle
    })
}

/// Message `id` in `lang`'s catalogue (in the pseudo-language with `pseudo`), or None
/// when that catalogue lacks it.
fn message(lang: Shipped, id: &str, args: &[(&str, Arg)], pseudo: bool) -> Option<String> {
    let area = id.split('-').next().unwrap_or(id);
    let i = CATALOGUES
        .iter()
        .position(|(l, a, _)| l.index() == lang.index() && *a == area)?;
    let bundle = bundle(i, pseudo);
    let pattern = bundle.get_message(id)?.value()?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        let v = match value {
            Arg::Text(t) => FluentValue::from(t.to_string()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, v);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    assert!(
        errors.is_empty(),
        "message '{id}' in {}: {errors:?}",
        lang.code()
    );
    Some(text.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |n| {
            pairs
                .iter()
                .find(|(k, _)| *k == n)
                .map(|(_, v)| v.to_string())
        }
    }

    /// Tags BCP 47 allows beyond a language are taken or refused for what they are, never
    /// as "not a language tag".
    #[test]
    fn bcp47_tags_beyond_a_language_say_what_they_are() {
        assert_eq!(Lang::parse("i-klingon").unwrap().tag(), "tlh");
        assert_eq!(Lang::parse("EN-gb-OED").unwrap().tag(), "en-GB-oxendict");
        let e = Lang::parse("fr-FR-x-bogus").unwrap_err().to_string();
        assert!(
            e.contains("'-x-bogus'") && e.contains("such as 'fr-FR'"),
            "{e}"
        );
        let e = Lang::parse("de-DE-u-co-phonebk").unwrap_err().to_string();
        assert!(e.contains("'-u-co-phonebk'"), "{e}");
        let e = Lang::parse("x-private").unwrap_err().to_string();
        assert!(e.contains("private-use tag"), "{e}");
        let e = Lang::parse("i-default").unwrap_err().to_string();
        assert!(e.contains("grandfathered"), "{e}");
        for t in ["fr-FR-x-bogus", "x-private", "i-klingon", "i-mingo"] {
            assert!(
                !Lang::parse(t)
                    .err()
                    .map(|e| e.to_string())
                    .unwrap_or_default()
                    .contains("not a language tag"),
                "{t}"
            );
        }
        assert!(Lang::parse("fr-1-").is_err());
    }

    #[test]
    fn the_environment_chooses_as_other_programs_do() {
        let (l, from) = Lang::find(&env(&[("LANG", "fr_FR.UTF-8")]));
        assert_eq!(
            (l.tag(), from.as_deref()),
            ("fr-FR", Some("LANG=fr_FR.UTF-8"))
        );
        // LC_ALL before LC_MESSAGES before LANG; an empty one is skipped.
        let (l, _) = Lang::find(&env(&[
            ("LC_ALL", ""),
            ("LC_MESSAGES", "de_AT.UTF-8@euro"),
            ("LANG", "fr_FR.UTF-8"),
        ]));
        assert_eq!(l.tag(), "de-AT");
        assert_eq!(l.messages(), Shipped::German);
        let (l, _) = Lang::find(&env(&[("LC_ALL", "nl_NL"), ("LANG", "es_ES")]));
        assert_eq!(l.messages(), Shipped::Dutch);
        // The C locale and nothing at all are English.
        for pairs in [&[("LANG", "C.UTF-8")][..], &[("LC_ALL", "POSIX")], &[]] {
            let pairs: &'static [(&str, &str)] = Box::leak(pairs.to_vec().into_boxed_slice());
            let (l, from) = Lang::find(&env(pairs));
            assert_eq!((l.tag(), from), ("en-GB", None));
        }
        // A language boardgen does not ship is kept (a template may bring it); its own
        // words are English.
        let (l, _) = Lang::find(&env(&[("LANG", "pt_BR.UTF-8")]));
        assert_eq!(
            (l.tag(), l.shipped(), l.messages()),
            ("pt-BR", None, Shipped::English)
        );
    }

    #[test]
    fn tags_are_checked_and_put_in_canonical_case() {
        assert_eq!(Lang::parse("FR_ca").unwrap().tag(), "fr-CA");
        assert_eq!(Lang::parse("de").unwrap().language(), "de");
        for bad in ["", "x", "français", "en--GB", "12"] {
            let e = Lang::parse(bad).unwrap_err().to_string();
            assert!(
                e.contains("language tag") || e.contains("names no language"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn numbers_take_the_languages_decimal_sign() {
        assert_eq!(Lang::default().number(2.5, 1), "2.5");
        assert_eq!(Lang::parse("fr").unwrap().number(2.5, 1), "2,5");
        assert_eq!(Lang::parse("de").unwrap().number(100.0, 0), "100");
    }

    /// The message ids of one Fluent text: its entries that start a line (terms start
    /// with `-`, comments with `#`).
    /// The English catalogue of `area`, which every language's mirrors.
    fn english_catalogue(area: &str) -> &'static str {
        CATALOGUES
            .iter()
            .find(|(l, a, _)| *l == Shipped::English && *a == area)
            .expect("an English catalogue of every area")
            .2
    }

    fn ids(text: &str) -> std::collections::BTreeSet<String> {
        text.lines()
            .filter_map(|l| l.split_once('='))
            .map(|(id, _)| id.trim_end())
            .filter(|id| id.starts_with(|c: char| c.is_ascii_lowercase()) && !id.contains(' '))
            .map(str::to_string)
            .collect()
    }

    /// Every variable a Fluent text uses (`{ $count }`).
    fn variables(text: &str) -> std::collections::BTreeSet<String> {
        text.split('$')
            .skip(1)
            .map(|rest| {
                rest.chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect()
            })
            .collect()
    }

    #[test]
    fn every_catalogue_holds_the_english_messages_and_no_others() {
        for (lang, area, text) in CATALOGUES {
            let english = english_catalogue(area);
            assert_eq!(ids(text), ids(english), "{}/{area}.ftl", lang.code());
            for id in ids(text) {
                assert!(id.starts_with(&format!("{area}-")), "{id} in {area}.ftl");
            }
        }
        for lang in Shipped::ALL {
            for (_, area, _) in CATALOGUES.iter().filter(|(l, ..)| *l == Shipped::English) {
                assert!(
                    CATALOGUES.iter().any(|(l, a, _)| *l == lang && a == area),
                    "{}/{area}.ftl is missing",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn every_message_formats_in_every_language_without_errors() {
        // Every variable the catalogue uses, as numbers across plural forms and as text.
        for (lang, _, text) in CATALOGUES {
            let vars = variables(text);
            let values: Vec<Vec<(&str, Arg)>> = [0u32, 1, 2, 5, 21]
                .into_iter()
                .map(|n| vars.iter().map(|v| (v.as_str(), Arg::from(n))).collect())
                .chain([vars.iter().map(|v| (v.as_str(), Arg::from("x"))).collect()])
                .collect();
            for id in ids(text) {
                for args in &values {
                    let t = message(*lang, &id, args, false).expect("present");
                    assert!(!t.trim().is_empty(), "{id} in {}", lang.code());
                }
            }
        }
    }

    /// Each message of a Fluent text with its source (its id's line and the indented lines
    /// after it).
    fn messages_of(text: &str) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        for line in text.lines() {
            let id = line
                .split_once('=')
                .map(|(id, _)| id.trim_end())
                .filter(|id| id.starts_with(|c: char| c.is_ascii_lowercase()) && !id.contains(' '));
            match id {
                Some(id) => out.push((id.to_string(), line.to_string())),
                None if line.starts_with(' ') => {
                    if let Some((_, body)) = out.last_mut() {
                        body.push('\n');
                        body.push_str(line);
                    }
                }
                None => {}
            }
        }
        out
    }

    /// Typography every catalogue keeps: a no-break space between a number and its unit
    /// (`28\u{a0}mm`, `100\u{a0}%`), French no-break spaces before `:`, `;`, `!`, `?`, one
    /// dash between words per language (`—`), and no sentence with two colons.
    #[test]
    fn every_catalogue_keeps_its_typography() {
        let mut bad = Vec::new();
        for (lang, area, text) in CATALOGUES {
            let here = format!("{}/{area}.ftl", lang.code());
            // Refusals and notes are lines on a terminal, their English as scripts read it
            // (`28 mm`, `file: why`): only the French spaces are kept.
            let line_of_terminal = ["refuse", "note"].contains(area);
            for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                let chars: Vec<char> = line.chars().collect();
                for (i, w) in chars.windows(2).enumerate() {
                    let rest: String = chars[i + 2..].iter().take(3).collect();
                    let unit = ["mm", "cm", "%"].iter().any(|u| {
                        rest.starts_with(u)
                            && !rest[u.len()..].starts_with(|c: char| c.is_alphabetic())
                    });
                    if (w[0].is_ascii_digit() || w[0] == '}')
                        && w[1] == ' '
                        && unit
                        && !line_of_terminal
                    {
                        bad.push(format!("{here}: a breaking space before a unit: {line}"));
                    }
                    let french = *lang == Shipped::French;
                    if french && w[0] == ' ' && ":;!?»".contains(w[1]) {
                        bad.push(format!(
                            "{here}: a breaking space before '{}': {line}",
                            w[1]
                        ));
                    }
                }
                if line.contains(" – ") {
                    bad.push(format!(
                        "{here}: '–' where the language's dash is '—': {line}"
                    ));
                }
                for sentence in line.split(". ").filter(|_| !line_of_terminal) {
                    if sentence.matches(": ").count() + sentence.matches(":\u{a0}").count() > 1 {
                        bad.push(format!("{here}: two colons in one sentence: {sentence}"));
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// Where a value belongs, every language puts one: each message takes every variable
    /// its English message takes, and no message, formatted with the values a run passes,
    /// leaves a setting without its value (`(offset=)`).
    #[test]
    fn no_message_formats_with_an_empty_value() {
        let mut bad = Vec::new();
        for (lang, area, text) in CATALOGUES {
            let english = english_catalogue(area);
            let english = messages_of(english);
            for (id, body) in messages_of(text) {
                // A translation may take another form of a value (`$side_of` for
                // `$side`), but none leaves out a setting's value the English gives.
                let (_, en) = english.iter().find(|(e, _)| *e == id).expect("same ids");
                if en.contains("={ $") && !body.contains("={ $") {
                    bad.push(format!(
                        "{}: {id} leaves out a setting's value",
                        lang.code()
                    ));
                }
                let vars = variables(&body);
                let args: Vec<(&str, Arg)> =
                    vars.iter().map(|v| (v.as_str(), Arg::from("x"))).collect();

                let t = message(*lang, &id, &args, false).expect("present");
                // A setting (`offset=`, `card=`) is a word and `=` with its value after.
                let empty = t.match_indices('=').any(|(i, _)| {
                    t[..i]
                        .chars()
                        .next_back()
                        .is_some_and(char::is_alphanumeric)
                        && t[i + 1..]
                            .chars()
                            .next()
                            .is_none_or(|c| c.is_whitespace() || ")],.;".contains(c))
                });
                if empty {
                    bad.push(format!("{}: {id} formats as '{t}'", lang.code()));
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
}
