//! What boardgen says to the person running it, its refusals and notes, as a Fluent message
//! of `templates/messages/LANG/refuse.ftl` or `note.ftl` and the values it names: put into
//! words only where it is shown (the command line's `error:` and `note:` lines, the web
//! page), in the language of whoever reads it. The values (a file's name, a number, an
//! option) are the message's arguments, kept as given; `Display` is the English words,
//! what `LANG=C` gives scripts.

use std::fmt;

use crate::lang::{Arg, Lang};

/// A message and its values, not yet in words.
#[derive(Debug, Clone, PartialEq)]
pub struct Said {
    id: &'static str,
    args: Vec<(&'static str, Value)>,
}

/// One value a message names.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// Text shown as it is: a name, a file, a value as given.
    Text(String),
    /// A count, which also chooses among the language's plural forms.
    Count(f64),
    /// A measure (`30.5` mm, a contrast of `4.5`), written with the reader's decimal sign:
    /// `30,5` in French, German, Spanish and Dutch.
    Measure(f64),
    /// Another message, put into the same language first (a cause, a list's words).
    Said(Box<Said>),
}

impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Value::Text(s.to_string())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Self {
        Value::Text(s)
    }
}

impl From<&String> for Value {
    fn from(s: &String) -> Self {
        Value::Text(s.clone())
    }
}

/// A measure, shown as Rust writes it (`0.5`, `28`) with the language's decimal sign.
impl From<f64> for Value {
    fn from(x: f64) -> Self {
        Value::Measure(x)
    }
}

/// A measure rounded to `decimals` places (trailing zeros dropped), with the reader's
/// decimal sign.
pub fn measure(x: f64, decimals: usize) -> Value {
    let rounded = crate::units::fmt_num(x, decimals);
    Value::Measure(rounded.parse().unwrap_or(x))
}

/// A number as the command line takes it (`--square 30.5`): a decimal point in every
/// language, so that the option can be typed as the message shows it.
pub fn typed(x: f64) -> Value {
    Value::Text(crate::quote::number(x))
}

impl From<u32> for Value {
    fn from(n: u32) -> Self {
        Value::Count(f64::from(n))
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Self {
        Value::Count(n as f64)
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Self {
        v.map_or(Value::Text(String::new()), Into::into)
    }
}

impl From<Said> for Value {
    fn from(s: Said) -> Self {
        Value::Said(Box::new(s))
    }
}

impl Said {
    /// Message `id` (of the `refuse` or `note` catalogue), with no values yet.
    pub fn new(id: &'static str) -> Said {
        Said {
            id,
            args: Vec::new(),
        }
    }

    /// The message with its value `name` set.
    pub fn arg(mut self, name: &'static str, value: impl Into<Value>) -> Said {
        self.args.push((name, value.into()));
        self
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message in `lang`'s words (English where boardgen has none of that language).
    pub fn text(&self, lang: &Lang) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, v)| {
                let v = match v {
                    Value::Text(t) => Arg::from(t.as_str()),
                    Value::Count(n) => Arg::Number(*n),
                    // The one place a measure meets its reader's decimal sign.
                    Value::Measure(x) => Arg::from(lang.display(*x)),
                    Value::Said(s) => Arg::from(s.text(lang)),
                };
                (*name, v)
            })
            .collect();
        lang.text(self.id, &args)
    }

    /// The message with every text value (its causes' too) put through `f`: a front end's
    /// own names for what it named otherwise (a folder the user never saw left out).
    pub fn map_text(self, f: &dyn Fn(&str) -> String) -> Said {
        let args = self
            .args
            .into_iter()
            .map(|(name, v)| {
                let v = match v {
                    Value::Text(t) => Value::Text(f(&t)),
                    Value::Count(n) => Value::Count(n),
                    Value::Measure(x) => Value::Measure(x),
                    Value::Said(s) => Value::Said(Box::new(s.map_text(f))),
                };
                (name, v)
            })
            .collect();
        Said { id: self.id, args }
    }

    /// The message in English.
    pub fn english(&self) -> String {
        self.text(&Lang::default())
    }
}

impl From<crate::lang::BadTag> for Said {
    fn from(b: crate::lang::BadTag) -> Said {
        use crate::lang::TagFault;
        let said = |id| Said::new(id).arg("value", crate::quote::shown(&b.given));
        match b.why {
            TagFault::Grandfathered => said("refuse-lang-grandfathered"),
            TagFault::PrivateUse => said("refuse-lang-private"),
            TagFault::Extended { part, language } => said("refuse-lang-extended")
                .arg("part", crate::quote::shown(&part))
                .arg("language", crate::quote::shown(&language)),
            TagFault::NotATag => said("refuse-lang-tag"),
            TagFault::NoLanguage => said("refuse-lang-none"),
            TagFault::UnknownLanguage { language } => {
                said("refuse-lang-unknown").arg("language", crate::quote::shown(&language))
            }
        }
    }
}

/// A refused tag in English (a template's faults are told in English).
impl fmt::Display for crate::lang::BadTag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&Said::from(self.clone()), f)
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

/// A value parser's refusal is a `Said`: clap keeps it as its error's source, and the
/// command line puts it into the run's language.
impl std::error::Error for Said {}
