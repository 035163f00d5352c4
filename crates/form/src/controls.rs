//! The page's controls: each labelled, its hint and its refusal tied to it, and shown only
//! for the purposes that use it (the rest hidden and disabled, so the form sends them not).

use boardgen_core::lang::{Arg, Lang};

use crate::answer::Answer;
use crate::form::Fields;

/// What the person is making: the page shows the choices it uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A set to play: the board and pieces, the rules, making the set.
    Play,
    /// The rules for a class: a class set of handouts.
    Class,
    /// A set for a cutting machine: the set with cut files.
    Machine,
    /// The person's own game, from a template.
    Own,
}

impl Purpose {
    /// Every purpose, in the page's order.
    pub const ALL: [Purpose; 4] = [
        Purpose::Play,
        Purpose::Class,
        Purpose::Machine,
        Purpose::Own,
    ];

    /// The purpose's value in the form and the address.
    pub fn code(self) -> &'static str {
        match self {
            Purpose::Play => "play",
            Purpose::Class => "class",
            Purpose::Machine => "machine",
            Purpose::Own => "own",
        }
    }

    /// The purpose a form is for: the one it names, else what its options say (a class
    /// set, cut files), else a set to play.
    pub fn of(f: &Fields) -> Purpose {
        if let Some(p) =
            (f.get("purpose")).and_then(|v| Purpose::ALL.into_iter().find(|p| p.code() == v))
        {
            return p;
        }
        if f.get("command") == Some("handout") {
            Purpose::Class
        } else if !f.all("cut").is_empty() {
            Purpose::Machine
        } else {
            Purpose::Play
        }
    }
}

/// A purpose list as `data-for` says it.
fn codes(of: &[Purpose]) -> String {
    of.iter().map(|p| p.code()).collect::<Vec<_>>().join(" ")
}

/// Escapes text for HTML, in an attribute or between tags.
pub fn esc(s: &str) -> String {
    html_escape::encode_double_quoted_attribute(s).into_owned()
}

/// The page's words, in its language.
pub struct Words(pub Lang);

impl Words {
    /// A message, escaped.
    pub fn t(&self, id: &str) -> String {
        esc(&self.0.text(id, &[]))
    }

    /// A message with its arguments, escaped.
    pub fn t_with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        esc(&self.0.text(id, args))
    }
}

/// What every control needs: the words, the form as sent, the answer, the purpose shown.
pub struct Ctx<'a> {
    /// The page's words.
    pub w: Words,
    /// The form as sent.
    pub f: &'a Fields,
    /// The answer: refusals by field.
    pub a: &'a Answer,
    /// The purpose shown.
    pub purpose: Purpose,
}

impl Ctx<'_> {
    /// The wrapper's and the control's attributes for a control of purposes `of`: hidden
    /// and disabled when the purpose shown is not one of them.
    fn shown(&self, of: &[Purpose]) -> (String, &'static str) {
        let on = of.contains(&self.purpose);
        (
            format!(
                " data-for=\"{}\"{}",
                codes(of),
                if on { "" } else { " hidden" }
            ),
            if on { "" } else { " disabled" },
        )
    }

    /// The refusal slot of `field`, and the attributes its control takes; `hint` is the id
    /// of its hint, tied to it as well.
    fn slot(&self, field: &str, hint: Option<&str>) -> (String, String) {
        let id = format!("err-{field}");
        let msg: Vec<String> = (self.a.errors.iter())
            .filter(|(f, _)| f == field)
            .map(|(_, e)| esc(&e.text(&self.w.0)))
            .collect();
        let hidden = if msg.is_empty() { " hidden" } else { "" };
        let slot = format!(
            "<p class=\"error\" id=\"{id}\" data-slot=\"{id}\"{hidden}>{}</p>",
            msg.join(" ")
        );
        let mut described: Vec<String> = Vec::new();
        if !msg.is_empty() {
            described.push(id);
        }
        if let Some(h) = hint {
            described.push(h.to_string());
        }
        let mut attrs = String::new();
        if !msg.is_empty() {
            attrs += " aria-invalid=\"true\"";
        }
        if !described.is_empty() {
            attrs += &format!(" aria-describedby=\"{}\"", described.join(" "));
        }
        (slot, attrs)
    }

    fn hint(&self, name: &str, hint: Option<&str>) -> (String, Option<String>) {
        match hint {
            Some(id) => {
                let hid = format!("hint-{name}");
                (
                    format!("<span class=\"hint\" id=\"{hid}\">{}</span>", self.w.t(id)),
                    Some(hid),
                )
            }
            None => (String::new(), None),
        }
    }

    /// A `<select>` of `options` (value, words), the sent value (else `default`) chosen.
    pub fn select(
        &self,
        name: &str,
        label: &str,
        hint: Option<&str>,
        options: &[(String, String)],
        default: &str,
        of: &[Purpose],
    ) -> String {
        let (wrap, off) = self.shown(of);
        let (hint, hid) = self.hint(name, hint);
        let (slot, attrs) = self.slot(name, hid.as_deref());
        let current = self.f.get(name).unwrap_or(default);
        let mut h = format!(
            "<div class=\"field\"{wrap}><label for=\"f-{name}\">{}</label>{hint}{slot}\
             <select id=\"f-{name}\" name=\"{name}\"{attrs}{off}>",
            self.w.t(label)
        );
        for (v, words) in options {
            let sel = if v == current { " selected" } else { "" };
            h += &format!("<option value=\"{}\"{sel}>{words}</option>", esc(v));
        }
        h + "</select></div>"
    }

    /// A text field.
    pub fn text(
        &self,
        name: &str,
        label: &str,
        hint: Option<&str>,
        default: &str,
        of: &[Purpose],
    ) -> String {
        let (wrap, off) = self.shown(of);
        let (hint, hid) = self.hint(name, hint);
        let (slot, attrs) = self.slot(name, hid.as_deref());
        format!(
            "<div class=\"field\"{wrap}><label for=\"f-{name}\">{}</label>{hint}{slot}\
             <input type=\"text\" id=\"f-{name}\" name=\"{name}\" value=\"{}\" autocomplete=\"off\"{attrs}{off}></div>",
            self.w.t(label),
            esc(self.f.get(name).unwrap_or(default))
        )
    }

    /// A checkbox of `name` with `value`.
    pub fn check(&self, name: &str, value: &str, label: &str, of: &[Purpose]) -> String {
        let (wrap, off) = self.shown(of);
        let id = format!("f-{name}-{value}");
        let checked = if self.f.all(name).contains(&value) {
            " checked"
        } else {
            ""
        };
        format!(
            "<div class=\"check\"{wrap}><input type=\"checkbox\" id=\"{id}\" name=\"{name}\" value=\"{value}\"{checked}{off}>\
             <label for=\"{id}\">{}</label></div>",
            self.w.t(label)
        )
    }

    /// A file field (several files where `multiple`); `label` is already words.
    pub fn file(
        &self,
        name: &str,
        label: &str,
        hint: Option<&str>,
        accept: &str,
        multiple: bool,
        of: &[Purpose],
    ) -> String {
        let (wrap, off) = self.shown(of);
        let (hint, hid) = self.hint(name, hint);
        let (slot, attrs) = self.slot(name, hid.as_deref());
        let multiple = if multiple { " multiple" } else { "" };
        format!(
            "<div class=\"field\"{wrap}><label for=\"f-{name}\">{label}</label>{hint}{slot}\
             <input type=\"file\" id=\"f-{name}\" name=\"{name}\" accept=\"{accept}\"{multiple}{attrs}{off}></div>"
        )
    }

    /// A group of controls under a legend, shown for purposes `of`.
    pub fn group(&self, legend: &str, body: &str, of: &[Purpose]) -> String {
        let (wrap, _) = self.shown(of);
        format!("<fieldset class=\"inner\"{wrap}><legend>{legend}</legend>{body}</fieldset>")
    }

    /// A hidden field sent only for purposes `of`.
    pub fn fixed(&self, name: &str, value: &str, of: &[Purpose]) -> String {
        let (_, off) = self.shown(of);
        format!(
            "<input type=\"hidden\" name=\"{name}\" value=\"{value}\" data-for=\"{}\"{off}>",
            codes(of)
        )
    }
}
