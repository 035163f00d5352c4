//! The form as the core takes it: each field named as the command line's long option and
//! parsed by that option's own parser (`boardgen_core::args`), so a bad value is refused
//! with the command line's words, beside its field; the uploads held in memory as the files
//! the options name; and the `boardgen …` command that makes the same files.

use boardgen_core::args::{self, Make, SetOptions};
use boardgen_core::config::{Config, Defaults};
use boardgen_core::files::Memory;
use boardgen_core::lang::{Lang, Shipped};
use boardgen_core::said::Said;

/// Most bytes one uploaded picture may hold: the command line's own cap on a picture.
pub const MAX_PICTURE: u64 = boardgen_core::picture::MAX_BYTES;
/// Most bytes one uploaded template file (the template, its rules, art or translations)
/// may hold, as the command line caps them.
pub const MAX_TEMPLATE_FILE: u64 = boardgen_core::kit::MAX_FILE_BYTES;

/// The commands a form can ask for, as the command line names them.
pub const COMMANDS: [&str; 5] = ["pdf", "handout", "html", "svg", "png"];
/// The pieces a picture can be given on the page: those of the built-in games and examples.
pub const PIECES: [&str; 6] = ["carpet", "crown", "cockerel", "camel", "king", "checker"];
/// Every field the form reads besides its uploads, and the page's own (`purpose`, which
/// choices it shows; `action`, what its button asks): anything else is refused.
pub const FIELDS: [&str; 28] = [
    "purpose",
    "action",
    "command",
    "game",
    "lang",
    "paper",
    "margin",
    "square",
    "shape",
    "spares",
    "board",
    "backs",
    "kerf",
    "bed",
    "mono",
    "glue-tab",
    "per-side",
    "sheets",
    "cut",
    "dpi",
    "copies",
    "n-up",
    "booklet",
    "large-print",
    "two-sided",
    "fit",
    "anchor",
    "zoom",
];

/// One field's value as sent, for the page to show again and the command to quote.
#[derive(Debug, Clone, Default)]
pub struct Fields(pub Vec<(String, String)>);

impl Fields {
    /// The first value of `name`, if it was sent and is not empty.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, v)| n == name && !v.is_empty())
            .map(|(_, v)| v.as_str())
    }

    /// Every value of `name` (a list of checkboxes).
    pub fn all(&self, name: &str) -> Vec<&str> {
        self.0
            .iter()
            .filter(|(n, v)| n == name && !v.is_empty())
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// True when the checkbox `name` is ticked.
    pub fn on(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
}

/// A form as sent: its fields, and its uploads by field.
#[derive(Debug, Default)]
pub struct Sent {
    /// The fields other than files.
    pub fields: Fields,
    /// Each upload: its field, its file name (the last part of what the browser sent), its
    /// bytes.
    pub uploads: Vec<(String, String, Vec<u8>)>,
}

/// A form read: the run it asks for, or the refusals beside its fields.
pub struct Read {
    /// The run, when every field was good.
    pub config: Option<Config>,
    /// The files the run's options name.
    pub files: Memory,
    /// The command line that makes the same files.
    pub command: String,
    /// Each refusal, by the field it belongs to (`""` for the form as a whole).
    pub errors: Vec<(String, Said)>,
}

/// A refusal collected from one field's parser.
fn parse<T>(
    errors: &mut Vec<(String, Said)>,
    field: &str,
    value: Option<&str>,
    f: fn(&str) -> Result<T, Said>,
) -> Option<T> {
    let v = value?;
    match f(v) {
        Ok(t) => Some(t),
        Err(e) => {
            errors.push((field.to_string(), e));
            None
        }
    }
}

/// The command line's word for a value: quoted for a POSIX shell when it needs it.
pub fn shell_word(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.,/:=+@%".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// A file name as it is kept: its last part, with nothing that could climb or hide.
fn file_part(name: &str) -> String {
    let last = name.rsplit(['/', '\\']).next().unwrap_or("");
    let clean: String = last
        .chars()
        .filter(|c| !c.is_control() && !matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'))
        .collect();
    match clean.trim() {
        "" | "." | ".." => "upload".to_string(),
        t => t.to_string(),
    }
}

impl Sent {
    /// The form as first sent: a kit's PDF in the page's language.
    pub fn first(ui: Shipped) -> Sent {
        Sent {
            fields: Fields(vec![
                ("command".into(), "pdf".into()),
                ("lang".into(), ui.code().into()),
            ]),
            uploads: Vec::new(),
        }
    }

    /// Adds an upload, its name kept as the file's last part. A file field left empty (no
    /// name, no bytes: what a browser sends when no file was chosen) is no upload; an empty
    /// file that has a name is one, refused as the command line refuses it.
    pub fn upload(&mut self, field: &str, name: &str, bytes: Vec<u8>) {
        if name.is_empty() && bytes.is_empty() {
            return;
        }
        self.uploads
            .push((field.to_string(), file_part(name), bytes));
    }

    /// What the form asks for: `Make`, the core's options, the files they name, the command
    /// that does the same, and every refusal by field.
    pub fn read(&self) -> Read {
        let f = &self.fields;
        let mut errors = Vec::new();
        let mut files = Memory::default();
        let mut words: Vec<String> = Vec::new();
        let command = f.get("command").unwrap_or("pdf");
        if !COMMANDS.contains(&command) {
            errors.push((
                "command".into(),
                Said::new("refuse-form-command").arg("value", boardgen_core::quote::shown(command)),
            ));
        }
        let make = self.make(command, &mut errors, &mut words);
        self.strange(command, &mut errors);
        let mut set = SetOptions::default();
        self.game(&mut set, &mut files, &mut errors, &mut words);
        self.options(&mut set, &mut errors, &mut words);
        self.pictures(&mut set, &mut files, &mut errors, &mut words);
        self.framing(&mut set, &mut errors, &mut words);
        let line = format!("boardgen {command}{}", words.concat());
        let config = match make {
            Some(make) if errors.is_empty() => match Config::new(make, set, &Defaults::default()) {
                Ok(c) => Some(c),
                Err(e) => {
                    errors.push(placed(e.0));
                    None
                }
            },
            _ => None,
        };
        Read {
            config,
            files,
            command: line,
            errors,
        }
    }

    fn make(
        &self,
        command: &str,
        errors: &mut Vec<(String, Said)>,
        words: &mut Vec<String>,
    ) -> Option<Make> {
        let f = &self.fields;
        let mut word = |name: &str, v: &str| words.push(format!(" --{name} {}", shell_word(v)));
        match command {
            "svg" => Some(Make::Svg),
            "html" => Some(Make::Html),
            "png" => {
                let dpi = match f.get("dpi") {
                    Some(v) => {
                        word("dpi", v);
                        parse(errors, "dpi", Some(v), args::dpi)?
                    }
                    None => 150,
                };
                Some(Make::Png { dpi })
            }
            "handout" => {
                let copies = match f.get("copies") {
                    Some(v) if v != "1" => {
                        word("copies", v);
                        parse(errors, "copies", Some(v), args::copies)?
                    }
                    _ => 1,
                };
                let n_up = match f.get("n-up") {
                    Some(v) if v != "1" => {
                        word("n-up", v);
                        parse(errors, "n-up", Some(v), args::n_up)?
                    }
                    _ => 1,
                };
                let booklet = f.on("booklet");
                let large_print = f.on("large-print");
                let two_sided = f.on("two-sided");
                for (name, on) in [
                    ("booklet", booklet),
                    ("large-print", large_print),
                    ("two-sided", two_sided),
                ] {
                    if on {
                        words.push(format!(" --{name}"));
                    }
                }
                Some(Make::Handout {
                    copies,
                    n_up,
                    booklet,
                    large_print,
                    two_sided,
                })
            }
            _ => Some(Make::Pdf),
        }
    }

    /// The game: a built-in one or an example by name, or an uploaded template with its
    /// files (kept in one folder, `template/`, as the template names them).
    fn game(
        &self,
        set: &mut SetOptions,
        files: &mut Memory,
        errors: &mut Vec<(String, Said)>,
        words: &mut Vec<String>,
    ) {
        let template = self.uploads.iter().find(|(field, ..)| field == "template");
        if let Some((_, name, bytes)) = template {
            if !name.ends_with(".toml") {
                errors.push((
                    "template".into(),
                    Said::new("refuse-form-template-toml")
                        .arg("file", boardgen_core::quote::shown(name)),
                ));
                return;
            }
            let path = format!("template/{name}");
            files.insert(&path, bytes.clone());
            for (field, n, b) in &self.uploads {
                if field == "template-files" && !n.is_empty() {
                    files.insert(&format!("template/{n}"), b.clone());
                }
            }
            words.push(format!(" --game {}", shell_word(name)));
            set.game = vec![args::GameChoice::File(path.into())];
            return;
        }
        let game = self.fields.get("game").unwrap_or("all");
        if game != "all" {
            words.push(format!(" --game {}", shell_word(game)));
        }
        if game.ends_with(".toml") {
            errors.push(("game".into(), Said::new("refuse-form-game-file")));
            return;
        }
        if let Some(g) = parse(errors, "game", Some(game), args::game) {
            set.game = vec![g];
        }
    }

    /// Refuses what the command line would not take: a field the form has not, and an
    /// option the command does not take (`dpi` with `pdf`). A field sent empty is one left
    /// blank, and the page's own default of a field it shows for every command (`dpi=150`,
    /// `copies=1`) is no choice.
    fn strange(&self, command: &str, errors: &mut Vec<(String, Said)>) {
        let mut refuse = |field: &str, why: Said| {
            if !errors.iter().any(|(f, w)| f == field && *w == why) {
                errors.push((field.to_string(), why));
            }
        };
        for (name, value) in &self.fields.0 {
            if value.is_empty() {
                continue;
            }
            if !FIELDS.contains(&name.as_str()) {
                let shown = boardgen_core::quote::shown(name);
                refuse("", Said::new("refuse-form-field").arg("field", shown));
                continue;
            }
            let only = match name.as_str() {
                "dpi" if value != "150" => "png",
                "copies" | "n-up" if value != "1" => "handout",
                "booklet" | "large-print" | "two-sided" => "handout",
                _ => continue,
            };
            if command != only && COMMANDS.contains(&command) {
                refuse(
                    name,
                    Said::new("refuse-form-option")
                        .arg("command", command)
                        .arg("option", format!("--{name}"))
                        .arg("only", only),
                );
            }
        }
        for (field, name, _) in &self.uploads {
            let known = matches!(field.as_str(), "template" | "template-files" | "board-art")
                || PIECES.iter().any(|p| field.strip_prefix("art-") == Some(p));
            if !known {
                refuse(
                    "",
                    Said::new("refuse-form-upload")
                        .arg("field", boardgen_core::quote::shown(field))
                        .arg("file", boardgen_core::quote::shown(name)),
                );
            }
        }
    }

    /// The field `name`, if sent, also written as the command line's `--name VALUE`.
    fn option_word(&self, name: &str, words: &mut Vec<String>) -> Option<&str> {
        let v = self.fields.get(name)?;
        words.push(format!(" --{name} {}", shell_word(v)));
        Some(v)
    }

    /// How the pieces' pictures fill them (`fit`, `anchor`, `zoom`), read by the command
    /// line's parsers: without a picture the run refuses them as the command line does.
    fn framing(
        &self,
        set: &mut SetOptions,
        errors: &mut Vec<(String, Said)>,
        words: &mut Vec<String>,
    ) {
        let mut value = |name: &str| self.option_word(name, words);
        set.fit = parse(errors, "fit", value("fit"), args::fit);
        set.anchor = parse(errors, "anchor", value("anchor"), args::anchor);
        set.zoom = parse(errors, "zoom", value("zoom"), args::zoom);
    }

    /// The options that are one value each, in the command line's order.
    fn options(
        &self,
        set: &mut SetOptions,
        errors: &mut Vec<(String, Said)>,
        words: &mut Vec<String>,
    ) {
        let f = &self.fields;
        let mut value = |name: &str| self.option_word(name, words);
        set.lang = parse(errors, "lang", value("lang"), args::lang);
        let template = self.uploads.iter().any(|(field, ..)| field == "template");
        if let Some(l) = set
            .lang
            .as_ref()
            .filter(|l| l.shipped().is_none() && !l.is_pseudo())
        {
            // The command line would make the kit in English under the language's name;
            // only a template of the user's own can bring other languages.
            if !template {
                let codes: Vec<&str> = Shipped::ALL.iter().map(|s| s.code()).collect();
                errors.push((
                    "lang".into(),
                    Said::new("refuse-form-lang")
                        .arg("lang", shell_word(&boardgen_core::quote::shown(l.tag())))
                        .arg("codes", codes.join(", ")),
                ));
            }
        }
        set.paper = parse(errors, "paper", value("paper"), args::paper);
        if let Some(m) = parse(errors, "margin", value("margin"), args::margin) {
            set.margin = m;
        }
        set.square = parse(errors, "square", value("square"), args::square);
        set.shape = parse(errors, "shape", value("shape"), args::shape);
        set.spares = parse(errors, "spares", value("spares"), args::spares);
        set.board = parse(errors, "board", value("board"), args::board_choice);
        set.backs = parse(errors, "backs", value("backs"), args::backs_arg);
        set.kerf = parse(errors, "kerf", value("kerf"), args::kerf);
        set.bed = parse(errors, "bed", value("bed"), args::bed);
        for name in ["mono", "glue-tab", "per-side"] {
            if f.on(name) {
                words.push(format!(" --{name}"));
            }
        }
        set.mono = f.on("mono");
        set.glue_tab = f.on("glue-tab");
        set.per_side = f.on("per-side");
        // Lists: each ticked box one item, as the command line's comma-separated list.
        let sheets = f.all("sheets");
        if !sheets.is_empty() {
            words.push(format!(" --sheets {}", shell_word(&sheets.join(","))));
        }
        for s in sheets {
            if let Some(k) = parse(errors, "sheets", Some(s), args::sheet_kind) {
                set.sheets.push(k);
            }
        }
        let cut = f.all("cut");
        if !cut.is_empty() {
            words.push(format!(" --cut {}", shell_word(&cut.join(","))));
        }
        for c in cut {
            if let Some(k) = parse(errors, "cut", Some(c), args::cut_output) {
                set.cut.push(k);
            }
        }
    }

    /// The pictures: each piece's uploads (`art-PIECE`, one or several files, for both
    /// sides) and the board's frame picture (`board-art`), held as the files they were sent
    /// as; two different files of one name are refused.
    fn pictures<'a>(
        &'a self,
        set: &mut SetOptions,
        files: &mut Memory,
        errors: &mut Vec<(String, Said)>,
        words: &mut Vec<String>,
    ) {
        // Each picture kept once under its name (one copy: a picture may be 32 MiB); two
        // different ones of one name refused.
        let mut held: Vec<(&str, &[u8])> = Vec::new();
        let mut keep =
            |field: &str, name: &'a str, bytes: &'a [u8], errors: &mut Vec<(String, Said)>| {
                match held.iter().find(|(n, _)| *n == name) {
                    Some((_, b)) if *b != bytes => {
                        errors.push((
                            field.to_string(),
                            Said::new("refuse-form-pictures-one-name")
                                .arg("file", boardgen_core::quote::shown(name)),
                        ));
                        false
                    }
                    Some(_) => true,
                    None => {
                        files.insert(&format!("pictures/{name}"), bytes.to_vec());
                        held.push((name, bytes));
                        true
                    }
                }
            };
        for piece in PIECES {
            let field = format!("art-{piece}");
            let mut names = Vec::new();
            for (fld, name, bytes) in self.uploads.iter().filter(|(fld, ..)| *fld == field) {
                if keep(fld, name, bytes, errors) {
                    names.push(name.as_str());
                }
            }
            if names.is_empty() {
                continue;
            }
            let value = format!("{piece}={}", names.join(","));
            words.push(format!(" --art {}", shell_word(&value)));
            let stored: Vec<String> = names.iter().map(|n| format!("pictures/{n}")).collect();
            if let Some(mut a) = parse(
                errors,
                &field,
                Some(&format!("{piece}={}", stored.join(","))),
                args::art_arg,
            ) {
                // The form's words, as the command line would say them.
                a.raw = value;
                set.art.push(a);
            }
        }
        for (fld, name, bytes) in self.uploads.iter().filter(|(fld, ..)| fld == "board-art") {
            if keep(fld, name, bytes, errors) {
                let value = format!("frame={name}");
                words.push(format!(" --board-art {}", shell_word(&value)));
                if let Some(mut a) = parse(
                    errors,
                    fld,
                    Some(&format!("frame=pictures/{name}")),
                    args::board_art_arg,
                ) {
                    a.raw = value;
                    set.board_art.push(a);
                }
            }
        }
    }
}

/// A refusal placed beside its field, in the names the user knows: the form keeps a
/// template's files in `template/` and the pictures in `pictures/`, which the user never
/// named, so those folders are left out, and a refusal of a template's file stands beside
/// the template.
pub fn placed(said: Said) -> (String, Said) {
    let line = said.english();
    let said = said.map_text(&|t| t.replace("template/", "").replace("pictures/", ""));
    let field = match field_of(&line) {
        f if f.is_empty() && line.contains("template/") => "template".to_string(),
        f => f,
    };
    (field, said)
}

/// The field a refusal of the options together belongs to: the first option it names
/// (`--fit has no effect without --art`), or the form as a whole. A refusal of one
/// piece's picture (`--art crown=photo.jpg: …`) belongs to that piece's upload field.
pub fn field_of(message: &str) -> String {
    let name = message
        .split("--")
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '-')
                .collect::<String>()
        })
        .find(|name| !name.is_empty())
        .unwrap_or_default();
    let piece = message
        .strip_prefix("--art ")
        .map(|rest| rest.split(['=', ':']).next().unwrap_or(""))
        .filter(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_lowercase() || c == '-'));
    match piece {
        Some(p) if name == "art" => format!("art-{p}"),
        Some(_) | None => name,
    }
}

/// True when the language a browser asks for first names a country that prints on US
/// Letter (`en-US`, `es-MX`, `fr-CA`): the page's paper is then Letter.
pub fn letter_asked(header: &str) -> bool {
    let first = header
        .split(',')
        .next()
        .unwrap_or("")
        .split(';')
        .next()
        .unwrap_or("");
    first.trim().split(['-', '_']).skip(1).any(|part| {
        part.len() == 2
            && boardgen_core::paper::LETTER_TERRITORIES
                .contains(&part.to_ascii_uppercase().as_str())
    })
}

/// The language a browser asks for (`Accept-Language: fr-CH, fr;q=0.9, en;q=0.8`): the
/// first of boardgen's five by the weights given, else English.
pub fn accepted(header: &str) -> Shipped {
    let mut asked: Vec<(f32, Shipped)> = Vec::new();
    for (i, part) in header.split(',').enumerate() {
        let mut bits = part.split(';');
        let tag = bits.next().unwrap_or("").trim();
        let q = bits
            .find_map(|b| b.trim().strip_prefix("q="))
            .and_then(|q| q.parse::<f32>().ok())
            .unwrap_or(1.0);
        let Ok(lang) = Lang::parse(tag) else { continue };
        if let Some(s) = lang.shipped() {
            // The order given breaks ties.
            asked.push((q - i as f32 * 1e-4, s));
        }
    }
    asked.sort_by(|a, b| b.0.total_cmp(&a.0));
    asked
        .into_iter()
        .find(|(q, _)| *q > 0.0)
        .map_or(Shipped::English, |(_, s)| s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sent(fields: &[(&str, &str)]) -> Sent {
        Sent {
            fields: Fields(
                fields
                    .iter()
                    .map(|(a, b)| (a.to_string(), b.to_string()))
                    .collect(),
            ),
            uploads: Vec::new(),
        }
    }

    #[test]
    fn a_form_is_the_command_line_it_shows() {
        let mut s = sent(&[
            ("command", "pdf"),
            ("game", "royal-carpet"),
            ("lang", "fr"),
            ("paper", "letter"),
            ("mono", "on"),
        ]);
        s.upload("art-king", "C:\\Photos\\Grand-père.jpg", b"x".to_vec());
        let r = s.read();
        assert_eq!(
            r.command,
            "boardgen pdf --game royal-carpet --lang fr --paper letter --mono --art 'king=Grand-père.jpg'"
        );
        let cfg = r.config.expect("a run");
        assert!(cfg.layout.mono);
        assert_eq!(cfg.art[0].raw, "king=Grand-père.jpg");
    }

    #[test]
    fn a_bad_value_is_refused_beside_its_field_in_the_command_lines_words() {
        let r = sent(&[("square", "3")]).read();
        assert!(r.config.is_none());
        assert_eq!(r.errors.len(), 1);
        assert_eq!(r.errors[0].0, "square");
        assert_eq!(r.errors[0].1, args::square("3").unwrap_err());
        let r = sent(&[("fit", "cover"), ("command", "pdf")]).read();
        assert_eq!(r.errors.len(), 1, "{:?}", r.errors);
        assert_eq!(r.errors[0].0, "fit");
        assert!(r.errors[0]
            .1
            .english()
            .starts_with("--fit has no effect without --art"));
        let r = sent(&[("cut", "laser"), ("kerf", "0.2"), ("command", "html")]).read();
        assert_eq!(r.errors[0].0, field_of(&r.errors[0].1.english()));
    }

    #[test]
    fn fields_and_options_the_command_does_not_take_are_refused_by_name() {
        let r = sent(&[("command", "pdf"), ("dpi", "300")]).read();
        assert!(r.config.is_none());
        assert_eq!(r.errors[0].0, "dpi");
        assert!(
            r.errors[0]
                .1
                .english()
                .contains("boardgen pdf takes no --dpi"),
            "{:?}",
            r.errors
        );
        // The page shows its resolution for every command: its default is no choice.
        assert!(sent(&[("command", "pdf"), ("dpi", "150")])
            .read()
            .config
            .is_some());
        let r = sent(&[("command", "svg"), ("booklet", "on")]).read();
        assert_eq!(r.errors[0].0, "booklet");
        let r = sent(&[("colour", "blue"), ("colour", "red")]).read();
        assert_eq!(r.errors.len(), 1, "said once: {:?}", r.errors);
        assert_eq!(
            (r.errors[0].0.as_str(), r.errors[0].1.english()),
            ("", "'colour' is not a field of boardgen's form".into())
        );
        let mut s = sent(&[]);
        s.upload("art-dragon", "d.png", b"x".to_vec());
        assert!(s.read().errors[0].1.english().contains("'art-dragon'"));
        // A field left blank is not sent.
        assert!(sent(&[("kerf", ""), ("bed", "")]).read().config.is_some());
    }

    #[test]
    fn a_language_no_game_has_is_refused_beside_it() {
        let r = sent(&[("lang", "it")]).read();
        assert!(r.config.is_none());
        assert_eq!(r.errors[0].0, "lang");
        assert!(
            r.errors[0].1.english().starts_with("--lang it: "),
            "{:?}",
            r.errors
        );
        // A tag naming no language at all is refused beside the field too.
        let r = sent(&[("lang", "klingon")]).read();
        assert_eq!(r.errors[0].0, "lang");
        assert!(
            r.errors[0]
                .1
                .english()
                .contains("'klingon' names no language"),
            "{:?}",
            r.errors
        );
        assert!(sent(&[("lang", "fr-CA")]).read().config.is_some());
    }

    #[test]
    fn an_empty_file_is_an_upload_and_no_file_chosen_is_none() {
        let mut s = sent(&[]);
        s.upload("template", "", Vec::new());
        s.upload("art-king", "", Vec::new());
        assert!(s.uploads.is_empty());
        s.upload("template", "mine.toml", Vec::new());
        assert_eq!(s.uploads.len(), 1);
    }

    #[test]
    fn a_browser_in_a_letter_country_gets_letter() {
        assert!(letter_asked("en-US,en;q=0.9"));
        assert!(letter_asked("es-MX"));
        assert!(letter_asked("fr-CA, fr;q=0.8"));
        assert!(!letter_asked("en-GB,en-US;q=0.5"));
        assert!(!letter_asked("fr"));
        assert!(!letter_asked(""));
    }

    #[test]
    fn the_browsers_language_is_one_of_the_five() {
        assert_eq!(accepted("fr-CH, fr;q=0.9, en;q=0.8"), Shipped::French);
        assert_eq!(accepted("ja, de;q=0.5"), Shipped::German);
        assert_eq!(accepted("en;q=0.2, nl;q=0.9"), Shipped::Dutch);
        assert_eq!(accepted(""), Shipped::English);
        assert_eq!(accepted("es;q=0"), Shipped::English);
    }

    #[test]
    fn a_pictures_refusal_belongs_to_its_pieces_upload() {
        let says = "--art crown:second=x.jpg: picture 'x.jpg' is not a PNG, JPEG, WebP or GIF file";
        assert_eq!(field_of(says), "art-crown");
        assert_eq!(field_of("--art king=a.png: too large"), "art-king");
        assert_eq!(field_of("--fit has no effect without --art"), "fit");
        assert_eq!(field_of("--square 3: too small"), "square");
    }

    #[test]
    fn uploaded_names_keep_only_their_last_part() {
        assert_eq!(file_part("../../etc/passwd"), "passwd");
        assert_eq!(file_part(".."), "upload");
        assert_eq!(file_part("a\u{202E}gpj.exe"), "agpj.exe");
    }
}
