#![warn(missing_docs)]
//! boardgen in the browser: the core compiled to WebAssembly, the third front end beside the
//! command line and the server. It reads the web form's fields and uploads through the same
//! code as the server (`boardgen_form`), so the same choices make the same bytes as the
//! `boardgen …` command the page shows; everything stays in the user's page.
//!
//! The module's interface is [`render`], [`answer_page`] and [`download`]
//! (wasm-bindgen makes their JavaScript glue); `site/engine.js` puts them behind
//! `window.boardgen` and runs them in a Web Worker (`site/worker.js`).

use boardgen_core::lang::Shipped;
use boardgen_form::page::{self, Home};
use boardgen_form::{Answer, Fault, Sent};
use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;

/// The form as the page sends it to the module: `fields` an array of `[name, value]`
/// pairs (several for a list, as a form sends ticked boxes), `uploads` an array of
/// `[field, file name, bytes]`.
fn sent(fields: &Array, uploads: &Array) -> Result<Sent, JsValue> {
    let mut s = Sent::default();
    for pair in fields.iter() {
        let pair: Array = pair.dyn_into()?;
        let (Some(name), Some(value)) = (pair.get(0).as_string(), pair.get(1).as_string()) else {
            return Err(JsValue::from_str("a field is [name, value], both strings"));
        };
        s.fields.0.push((name, value));
    }
    for up in uploads.iter() {
        let up: Array = up.dyn_into()?;
        let (Some(field), Some(name)) = (up.get(0).as_string(), up.get(1).as_string()) else {
            return Err(JsValue::from_str(
                "an upload is [field, file name, bytes], the names strings",
            ));
        };
        let bytes: Uint8Array = up.get(2).dyn_into()?;
        s.upload(&field, &name, bytes.to_vec());
    }
    Ok(s)
}

fn set(o: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property of a plain object made here cannot fail.
    let _ = Reflect::set(o, &JsValue::from_str(key), &value.into());
}

fn strings(items: &[String]) -> Array {
    items.iter().map(|s| JsValue::from_str(s)).collect()
}

/// Messages in English, as a script reads them (the page shows them in its language).
fn english(items: &[boardgen_core::said::Said]) -> Vec<String> {
    items.iter().map(|s| s.english()).collect()
}

/// The page's language from its code (`fr`), English for any other.
fn ui(code: &str) -> Shipped {
    Shipped::ALL
        .into_iter()
        .find(|s| s.code() == code)
        .unwrap_or(Shipped::English)
}

/// The HTTP status the server gives an answer with these refusals: the page shows the same.
fn status(fault: Fault) -> u16 {
    match fault {
        Fault::None => 200,
        Fault::Form => 422,
        Fault::Machine => 500,
    }
}

/// Everything the form's run makes: `{files: [{name, bytes}], notes, errors: [{field,
/// message}], command}`, the files under the command line's names and byte for byte its
/// own; no file when there is any refusal.
#[wasm_bindgen]
pub fn render(fields: Array, uploads: Array) -> Result<Object, JsValue> {
    let m = boardgen_form::made(&sent(&fields, &uploads)?);
    let out = Object::new();
    let files: Array = m
        .files
        .iter()
        .map(|(name, bytes)| {
            let f = Object::new();
            set(&f, "name", name.as_str());
            set(&f, "bytes", Uint8Array::from(bytes.as_slice()));
            JsValue::from(f)
        })
        .collect();
    let errors: Array = m
        .errors
        .iter()
        .map(|(field, message)| {
            let e = Object::new();
            set(&e, "field", field.as_str());
            set(&e, "message", message.english().as_str());
            JsValue::from(e)
        })
        .collect();
    set(&out, "files", files);
    set(&out, "notes", strings(&english(&m.notes)));
    set(&out, "errors", errors);
    set(&out, "command", m.command.as_str());
    Ok(out)
}

/// The page answering the form in the language `ui`: the pages drawn small, the notes, each
/// refusal beside its field, and the command. `{html, status}`, as the server would answer
/// (`status` its HTTP status), for the page's script to put in place.
#[wasm_bindgen]
pub fn answer_page(fields: Array, uploads: Array, ui_code: &str) -> Result<Object, JsValue> {
    let s = sent(&fields, &uploads)?;
    let (a, fault) = boardgen_form::answer(&s);
    let out = Object::new();
    set(
        &out,
        "html",
        page::page_at(ui(ui_code), &s.fields, &a, Home::Site),
    );
    set(&out, "status", status(fault));
    set(&out, "pages", a.pages as u32);
    Ok(out)
}

/// The form's run as one download: `{name, type, bytes}` (its one file, or a zip of its
/// files), or, when it is refused, `{html, status}`: the page with the refusals beside
/// their fields.
#[wasm_bindgen]
pub fn download(fields: Array, uploads: Array, ui_code: &str) -> Result<Object, JsValue> {
    let s = sent(&fields, &uploads)?;
    let m = boardgen_form::made(&s);
    let command = m.command;
    let out = Object::new();
    let refused = |errors: Vec<(String, boardgen_core::said::Said)>, fault| {
        let a = Answer {
            command: command.clone(),
            errors,
            ..Answer::default()
        };
        set(
            &out,
            "html",
            page::page_at(ui(ui_code), &s.fields, &a, Home::Site),
        );
        set(&out, "status", status(fault));
    };
    if !m.errors.is_empty() {
        refused(m.errors, m.fault);
        return Ok(out);
    }
    match boardgen_form::download(&command, m.files) {
        Ok(d) => {
            set(&out, "name", d.name.as_str());
            set(&out, "type", d.kind);
            set(&out, "bytes", Uint8Array::from(d.bytes.as_slice()));
        }
        Err(e) => refused(vec![(String::new(), e)], Fault::Machine),
    }
    Ok(out)
}

/// The site's first page in `ui`: a kit's PDF in that language, nothing refused.
pub fn site_page_in(ui: Shipped) -> String {
    let sent = Sent::first(ui);
    let answer = Answer {
        command: sent.read().command,
        ..Answer::default()
    };
    page::page_at(ui, &sent.fields, &answer, Home::Site)
}

/// The file each language's page is written to in the site.
pub fn site_file(ui: Shipped) -> String {
    match ui {
        Shipped::English => "index.html".into(),
        other => format!("{}.html", other.code()),
    }
}
